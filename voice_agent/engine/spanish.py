"""The English of callers whose first language is Spanish, where a word or an order of words is the Spanish one: "quit"
a thing (Spanish "quitar": take away) is to cancel it, and "quit him from the booking" takes him off it; a thing
"eliminated", or "eliminated from the list", is called off; a yes-or-no question asked in a statement's order with its
other answer after "or" ("my son can collect it or must i come", "you open sundays or only weekdays") is put in a
question's order, and "or there are rules" is "or are there rules"; "pass it to" a day (Spanish "pasar") moves it there,
and a day said as its number after "move it to the" ("the fifteen") is the fifteenth; "put us with" one of the staff
(Spanish "ponnos con") is "put us through to" them; "inside the flight" is on it, and one "in your system for" a flight
is booked on it; help "in the terminal" is help at it; "only if ..." opening a clause after a refusal is "i only want to
know if ..."; "pay it apart" (Spanish "aparte") is to pay extra; "ya está" opening the turn and "it was realized"
closing it ask whether it is done; "quiero / necesito hablar con" is "i want to speak to", and "alguien / una persona"
is "a person"; "the licenciada from the farmacia" is the pharmacist; "could you put them in" and "you can book it"
closing the turn ask to book. Read by `dialect.standard`, last. Not "i quit smoking", "they eliminated the fee", "i can
fly monday or tuesday" (no other answer asked), "pass it to the pharmacist", "put me with my wife", "cold inside the
terminal", "i realized it was wrong", "put me in touch".
"""

from __future__ import annotations

import re

from .resaid import substituted

_WHOSE = r"(?:the|my|our|his|her|their|this|that|[a-z]+'s)"
_THING = r"(?:order|booking|reservation|refill|repeat|prescription|flight|ticket|seat)s?"
_WHO = r"(?:me|us|him|her|them)"
# The subject of a question asked in a statement's order, and its verb: "anyone can", "my daughter can", "the bag is";
# its other answer a choice ("or only one", "or must it be me"), not "or not" (read by `done.py` as it is said). Not
# the caller's own "i / we can ...": "can i ..." asks for a thing.
_ASKED = re.compile(r"(?:^|(?<=\s))(?P<who>he|she|it|they|anyone|anybody|someone|somebody|everyone|everybody"
                    r"|(?:my|our|his|her|their|the) [a-z]+) (?P<verb>can|must|could|should|may|is|are)"
                    r"(?= (?:[a-z']+ ){1,8}or (?:only|just|the same|must|there (?:is|are)"
                    r"|(?:i|we) (?:have|need) to|has to|have to)\b)")
_ASKED_YOU = re.compile(r"(?:^|(?<=\s))you (?=(?:work|open|close|have|sell|take|accept|deliver|charge) "
                        r"(?:[a-z']+ ){0,8}or (?:only|just|the same)\b)")
_DAY = (r"(?:(?:the )?(?:\d+(?:st|nd|rd|th)?|first|second|third|[a-z]*(?:one|two|three|four|five|six|seven|eight"
        r"|nine|ten|eleven|twelve|teen|ty|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|tieth))"
        r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next)\b")
# One to nineteen only: "the twenty one" is left to the readings of dates.
_CARDINALS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
              " seventeen eighteen nineteen").split()
_ORDINALS = dict(zip(_CARDINALS, ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh"
                                  " twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth"
                                  " nineteenth").split(), strict=True))
_MOVED = r"(?:it|them|" + _WHOSE + r" (?:[a-z']+ ){0,2}" + _THING + r")"
# "move them to the twelve" (Spanish "el doce"): the day, said as its number.
_MOVED_TO = re.compile(r"\b((?:move|change|pass|put) " + _MOVED + r" to the)"
                       r" (" + "|".join(_ORDINALS) + r")\b(?! (?:of|o'clock|am|pm|people|bags|seats)\b)")
_ASKING = frozenset("if whether what when where who why how which that do does did can could is are".split())
_READINGS = (
    # "quit the refill for my son", "quit him from the booking": called off, he taken off it.
    (re.compile(r"\bquit (?=" + _WHOSE + r" (?:[a-z']+ ){0,2}" + _THING + r"\b)"), "cancel "),
    (re.compile(r"\bquit (" + _WHO + r") from (?=the|my|our|his|her|their)\b"), r"take \1 off "),
    # "eliminate my aunt's repeat from the list", "we want them eliminated": called off.
    (re.compile(r"\beliminate (" + _WHOSE + r"(?: [a-z']+){1,4}) from (?=the (?:list|order|booking|reservation)\b)"),
     r"take \1 off "),
    (re.compile(r"\b(?:want|need) (it|them) eliminated\b"), r"want \1 cancelled"),
    # "please pass them to the twelve" (Spanish "pasar"): moved to the day named (not "pass it to the pharmacist").
    (re.compile(r"\bpass (" + _MOVED + r") to (?=" + _DAY + ")"), r"move \1 to "),
    # "... or there are rules": asked, "or are there" (`allowed._OR_ME`).
    (re.compile(r"\bor there (are|is) (?=(?:any )?(?:requirements|rules|restrictions|conditions|limits)\b)"),
     r"or \1 there "),
    # "put us with one of your staff", "put me with somebody": put through to them.
    (re.compile(r"\bput (" + _WHO + r") with (?=(?:one of (?:your|the) |someone|somebody|a person|an agent)\b)"),
     r"put \1 through to "),
    (re.compile(r"\b(one of (?:your|the)) (?:workers|employees|people)\b"), r"\1 staff"),
    # "is he inside the flight", "whether she's in your system for the lima one": on it, booked.
    (re.compile(r"\binside (?=" + _WHOSE + r" (?:[a-z']+ ){0,2}flight)"), "on "),
    (re.compile(r"\b(is|are|was|were) in (?:the|your) system for (?=(?:the|that|" + _WHOSE + r") )"), r"\1 booked on "),
    # "a buggy in the terminal" (Spanish "en"): at it, where the help is wanted, as `changes._ON_HELD` reads it.
    (re.compile(r"\b(wheelchairs?|assistance|buggy|escort) in (?=the (?:airport|terminal|gate)\b)"), r"\1 at "),
    # "i'm not reordering, only if it's in": only asking, the wanting to know unsaid (the clause read alone, as
    # `instead.asked_instead` gives it).
    (re.compile(r"^only (?=(?:if|whether) )"), "i only want to know "),
    # "do i pay it apart": extra.
    (re.compile(r"\bpay (?:it |them |for it |for them )?apart\b"), "pay extra"),
    # "ya está, my dad's tablets": is it done.
    (re.compile(r"^ya esta\b"), "is it done"),
    # "..., it was realized" (Spanish "se realizó": carried out), closing the turn: asked whether it is done.
    (re.compile(r"\b(it|they) (?:was|were) (?:realized|realised)$"), r"was \1 done"),
    # "necesito hablar con alguien": "i want to speak to a person".
    (re.compile(r"\b(?:quiero|quisiera|necesito) hablar con\b"), "i want to speak to"),
    (re.compile(r"\b(?:una persona|un humano|un agente|alguien)\b"), "a person"),
    # "the licenciada of the farmacia" (Mexico's title for one with a degree): the pharmacist, in the shop.
    (re.compile(r"\blicenciad[oa]s? (?:of|from|at|in) the (?:pharmacy|chemist|chemist's)\b"), "pharmacist"),
    # "..., could you put them in" (Spanish "meterlos"): booked in, closing the turn (not "put me in touch").
    (re.compile(r"\b(can|could) you put (me|us|him|her|them) in$"), r"\1 you book \2 in"),
    # "..., you can do it": asked, closing the turn.
    (re.compile(r"\byou can (do|book|sort|manage|fix) (it|that|this)$"), r"can you \1 \2"),
)


def _inverted(said: str) -> str:
    """`said` with a question in a statement's order, its other answer after "or", put in a question's order."""
    for pattern in (_ASKED, _ASKED_YOU):
        found = pattern.search(said)
        if found is None or _ASKING.intersection(said[: found.start()].split()[-1:]):
            continue
        if pattern is _ASKED_YOU:
            return f"{said[: found.start()]}do you {said[found.end() :]}"
        return f"{said[: found.start()]}{found['verb']} {found['who']}{said[found.end() :]}"
    return said


def spanish(out: list[str]) -> list[str]:
    """`out` with the English of a Spanish speaker's words and order read as said plainly."""
    said = " ".join(out)
    read = _inverted(said)
    read = substituted(_MOVED_TO.sub(lambda m: f"{m[1]} {_ORDINALS[m[2]]}", read), _READINGS)
    return read.split() if read != said else out
