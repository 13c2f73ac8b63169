"""English as Yorkshire, Lancashire and the North East say it on the phone, read as said plainly: a thing binned or
knocked on the head is cancelled; "owt doing?" closing the turn asks for news; a flight or booking shifted is moved;
"me" before one's own things, or "me own", is "my"; "wor" is "our", "dee" is "do"; "i were / ah weren't" is "i was /
wasn't" (not "if i were"); "i want nowt booking" is "i don't want anything booked"; "is there owt like a pharmacist"
is "is there a pharmacist"; "we all right for friday?" opening the turn is asked with its "are"; one's medicine
"nearly out" is running low, "nowt left (of it)" run out; a bag "for the hold" is checked baggage, and one "off /
over my allowance" counts against the baggage allowance; "whoever's qualified" asked for is a qualified person. Read
by `dialect.standard`, near the last ("owt" and "nowt" are "anything" and "nothing" by then). Not "the bin", "a
night shift", "get me tablets", "if i were you", "put it on hold", "she's nearly out of hospital"."""

from __future__ import annotations

import re
from collections.abc import Callable

from .resaid import resaid_all

# Who asks or bids a thing done before the bare verb: the turn's opening, "you can", "could you", "please", "just".
_BIDDEN = r"(?:^|(?<=you can )|(?<=can you )|(?<=could you )|(?<=you could )|(?<=please )|(?<=just ))"
# A thing named after the verb: a word of whose, "the", "that", "it", a person's ("joe's"), or a code ("r x ...").
_THINGS = r"the|my|our|his|her|their|that|this|those|these|it|them|r x|[a-z]+'s"
# One's own things said after "me": travel's, medicine's and one's people.
_OWN = ("flight flights booking bookings seat seats ticket tickets bag bags case cases suitcase suitcases luggage "
        "allowance rods clubs bike skis passport prescription prescriptions tablets pills inhaler inhalers meds "
        "medicine medication cream gel drops patches repeat order refill mam mum dad lass missus husband wife son "
        "daughter").split()
# Verbs after which "me" is the one a thing is got for ("get me tablets"): left.
_GOT_FOR = "".join(rf"(?<!\b{v} )" for v in """get give gave book find send sent fetch buy order sort reserve put pass
                   let tell told ask asked help hear sell sold add show bring call ring text email""".split())
# Words that can't stand between "me" and a thing of one's own ("told me to order", "ring me about dad").
_NOT_OWNED = ("(?:" + "|".join("""a an the some any no to about for with without on onto in into at from of off out up
    down over back away through by as and or but so if then now please again too home here there that this these those
    when where how what why who which is are was were be can will would could should do does did have has had i you he
    she we they it me us him them my your his her our their just also still only even all both each yesterday today
    tomorrow tonight""".split()) + r")\b")
_WANTED_DONE = {"booking": "booked", "doing": "done", "sorting": "sorted", "changing": "changed", "moving": "moved",
                "ordering": "ordered", "refilling": "refilled", "filling": "filled", "cancelling": "cancelled"}
_LOW = r"(i'm|she's|he's|we're|they're|i am|she is|he is|we are|they are) (?:nearly|almost|just about|all but)"
_READINGS: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # "wor lass", "wor kid": the North East's "our".
    (re.compile(r"\bwor\b"), "our"),
    # "can ye dee us another box", "just dee it": the North East's "do" (not a letter spelled: "r x dee four").
    (re.compile(r"\b(you|ye|to|can|could|will|would|just|please) dee (?=(?:us|me|it|that|this|my|our|the|another"
                r"|some|anything)\b)"), r"\1 do "),
    # "bin that", "just bin the r x ...": cancelled; "bin it off" the same.
    (re.compile(_BIDDEN + r"bin (it|that|them) off\b"), r"cancel \1"),
    (re.compile(_BIDDEN + r"bin (?=(?:it|that|this|those|these|them|r x)\b)"), "cancel "),
    # "knock the order on the head": cancelled.
    (re.compile(_BIDDEN + r"knock ((?:our|" + _THINGS + r")\b(?: [a-z']+){0,3}?) on the head\b"), r"cancel \1"),
    # "the order, owt doing?": asked for news of it, closing the turn.
    (re.compile(r"\b(?:is there |any )?anything doing(?: yet| then| at all)?$"), "any news"),
    # "shift my flight to the tenth": moved.
    (re.compile(_BIDDEN + r"shift (?=(?:me|" + _THINGS + r")\b)"), "move "),
    # "bring me own bag", "off me allowance", "got me inhaler": the caller's own, after a word ("me" opening the
    # turn is left to the readings of a turn's subject).
    (re.compile(r"(?<=[a-z] )me own\b"), "my own"),
    (re.compile(_GOT_FOR + r"(?<=[a-z] )me (?=(?:(?!" + _NOT_OWNED + r"|one |another |new )[a-z]+ )?(?:"
                + "|".join(_OWN) + r")\b)"), "my "),
    (re.compile(r"(?<=\bof )me (?!" + _NOT_OWNED + r"|[a-z]+ing?\b|name)(?=[a-z]{4})"), "my "),
    # "ah were just asking", "i weren't asking": "was" (not "if i were", "i wish i were").
    (re.compile(r"(?<!\bif )(?<!\bwish )\b(?:ah|i) were\b"), "i was"),
    (re.compile(r"(?<!\bif )(?<!\bwish )\b(?:ah|i) weren't\b"), "i wasn't"),
    # "i want nowt booking": nothing wanted done.
    (re.compile(r"\b(i|we) want nothing (" + "|".join(_WANTED_DONE) + r")\b"),
     lambda m: f"{m.group(1)} don't want anything {_WANTED_DONE[m.group(2)]}"),
    # "is there owt like a pharmacist": "is there a pharmacist".
    (re.compile(r"\b(is there|have you got) anything like (?=a |an |someone|somebody|anyone|anybody)"), r"\1 "),
    # "we all right for friday?": asked, its "are" left out.
    (re.compile(r"^(we|you|i) (all right|alright|all sorted|all set|ok|okay|sorted|set) for\b"),
     lambda m: f"{'am' if m.group(1) == 'i' else 'are'} {m.group(1)} {m.group(2)} for"),
    # "she's nearly out, ...": running low ("nearly out of" it is read as said).
    (re.compile(_LOW + r" out\b(?! (?:of|the|to|at|in|on|for|with|door|now)\b)"), r"\1 running low"),
    # "ah've nowt left of me inhaler", "she's nothing left": run out of it.
    (re.compile(r"\b(i've|we've|she's|he's|they've|i have|we have|she has|he has)(?: got)? (?:nothing|none) left"
                r"( of)?\b(?! to\b)"),
     lambda m: f"{m.group(1)} run out{m.group(2) or ''}"),
    # "is a big case all right for the hold": the aircraft's hold, the checked baggage.
    (re.compile(r"\bfor the hold\b(?! (?:bag|bags|case|cases|luggage|suitcase|suitcases)\b)"), "for checked baggage"),
    # "..., ask whoever's qualified" closing the turn: a qualified person asked for ("someone qualified" and one
    # followed by more are `knows_medicine`'s).
    (re.compile(r"\b(ask|get|fetch|want|need|speak to|talk to|speak with|talk with) (?:whoever's|whoever is) qualified"
                r"(?=(?: love| pet| please| pal| mate| duck| thanks| ta)?$)"), r"\1 a qualified person"),
    # "taken off me allowance", "over our allowance": the allowance said alone, the baggage's.
    (re.compile(r"\b(off|over|within|under|towards|toward|against) (my|our|his|her|the) allowance\b"),
     r"\1 \2 baggage allowance"),
)


def north_talk(out: list[str]) -> list[str]:
    """`out` with the North's words read as said plainly; `out` itself when none was said."""
    return resaid_all(out, _READINGS)
