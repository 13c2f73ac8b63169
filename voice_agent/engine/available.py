"""Whether someone is there: a caller asking for one of the agent's people by asking after them.

"is the pharmacist in?", "is anyone available?", "is there a real person there": asking whether
someone can be had is asking for them when what the agent offers is a person (`understand.py`
decides that); "your supervisor" named alone is asked for by naming. Moved out of `acts.py`,
which reads these (`acts.classify`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from voice_agent.engine.address import FILLERS, unaddressed
from voice_agent.engine.dialect import SHOPS
from voice_agent.engine.naming import PEOPLE, SOMEONE
from voice_agent.engine.text import split_clauses, words

# "is the pharmacist around?", "is anyone available?": asking whether someone can be had is asking
# for them, when what the agent offers is a person (understand.py decides that).
AVAILABILITY = "is someone available"
# "is there anybody human at your end", "is there a real person there": the agent's end of the line is its place, as "there" is.
# "is dubai locked in", "is mum booked on": a thing done, the participle before "in" or "on", asks no one.
# Not a thing waiting there ("is the cream sitting there on the counter", "are they sat there"): whether it is ready.
# Not "is it warm in faro": "it" and "that" are no one.
_AVAILABLE = re.compile(r"^(?:is|are) (?:there )?(?:(?:any|one|some|either) of (?:your|the) |the |a |an |any |your )?(?:actual |real )?(?!(?:it|that|this|they|these|those)\b)[a-z]+(?: (?![a-z]+ed\b)(?!(?:sitting|sat|waiting|lying)\b)[a-z]+)? "
                        # "is there a limit about taking my inhaler abroad": "about", then a doing or whose: a topic.
                        r"(?:around|available|about(?! [a-z]+ing\b| (?:my|our|his|her|their|what|how|whether)\b)"
                        r"|free|in|there"
                        r"|on duty|working|on|at your end|on your end|at the other end)\b"
                        # "is my aunt on your records": in or on where bookings are kept, someone is held, not there to talk to.
                        r"(?! (?:the|your|ur) (?:system|systems|computer|records|database|books|list)\b"
                        # "is nan on the munich plane": on a flight or a booking, someone is held, the same.
                        r"| (?:the|that|this|my|our|his|her|their|your) (?:[a-z']+ ){0,2}?"
                        r"(?:flight|flights|plane|booking|reservation|trip|manifest)\b"
                        r"(?! (?:desk|line|team|office|counter|phone)\b))")


def available(lead: str) -> bool:
    """Whether `lead` (a clause, lower case) asks whether someone is around, free or on duty."""
    return bool(_AVAILABLE.match(lead)) and not _SHOP_WORKING.match(lead)


# "is your chemist working on public holidays", "is the branch working late": a shop (the chemist, in the English of
# Southern Africa and Britain, is the shop) said to be working is open; its hours are asked, no one is.
_SHOP_WORKING = re.compile(rf"^(?:is|are) (?:the|your|ur) (?:{'|'.join(sorted(SHOPS))}) working\b")


# "I took two by accident this morning, is somebody there who knows about this": anyone asked to
# be there, in a clause after the story.
# "the new pills have given me a rash, is there a pharmacist on who can tell me what to do": one of a kind, on
# duty, who is to help (not "is there a seat available": a thing, which a request asks for).
# "..., is there a proper human on there": one set apart from the machine ("actual", "live", "proper"), the same.
# "..., is there anyone awake": awake at the hour the caller rings, the same.
_SOMEONE_THERE = re.compile(r"^(?:is|are) (?:there )?(?:someone|somebody|anyone|anybody"
                            r"|(?:a|an) (?:(?:real|actual|live|proper) )?(?:person|human))\b"
                            r"(?: [a-z']+)? (?:there|around|available|about|free|in|on duty|working|awake)\b"
                            r"|^(?:is|are) (?:there )?(?:a|an) [a-z]+ on who\b")


# "operator, sorry, is there an operator", "is there anyone human": whether one of the people is there, the clause
# closing on the person (a word for people, not "is there a fee").
# "is there a supervisor or anybody about": anyone else offered beside, the person there (about, around), the same.
# "is there a real live member of staff on the phone": two words of what they are, of the staff, on the line or
# the phone, the same.
# "is there a real live agent around anywhere", "is there a human on the line at all": anywhere, at all, the same.
# "is there a genuine live human being available": "human being", the human, the same.
# "is there a chemist awake this late", "..., is there an operator on": awake, in or on (duty), closing, the same.
# "the boy swallowed two of mine, is there a pharmacist": the one who dispenses, asked after, the same (not "a chemist":
# the shop as often as the one in it).
_DISPENSING = frozenset({"pharmacist", "pharmacists"})
# "your chemist, if he's around", "the manager, if she's about": one of the people named alone, then a clause of
# whether they are there: asked after, as "is the pharmacist in" is (not "..., if they're busy i'll wait").
_IF_IN = re.compile(r"^if (?:they're|they are|he's|he is|she's|she is|you've got one|there's one)"
                    r"(?: (?:in|about|around|there|free|available|on|on duty|working))?(?: (?:now|today|tonight))?$")
_PERSON_THERE = re.compile(r"^(?:is|are) there (?:(?:a|an|any|someone|somebody|anyone|anybody) )?(?:[a-z]+ ){0,2}"
                           r"(?P<who>(?!(?:awake|in|on)\b)[a-z]+)"
                           r"(?: of (?:staff|the staff|your staff)|(?<=human) being)?"
                           r"(?: or (?:anyone|anybody|someone|somebody)(?: else)?)?"
                           r"(?: (?:about|around|there|free|available|awake|in|on"
                           r"|on (?:this|the) (?:line|phone|call)))?"
                           r"(?: (?:anywhere|at all|by any chance))?$")

# "i took my pills twice, is the pharmacist in?", "..., the chemist is there?": one of a trade ("-ist") or of the
# people, named with "the" or "your", asked to be there in a clause after the story; in a statement's order only
# closed by the question mark (not "is the cream there", a thing, nor "the pharmacist said ...": no "there").
_WHERE_THEY = r"(?:there|in|around|about|available|free|on duty|working)"
_ONE_THERE = re.compile(r"^(?:is|are) (?:the|your) (?:[a-z]+ )?(?P<who>[a-z]+) " + _WHERE_THEY + r"(?: now| today)?$")
_ONE_THERE_TOLD = re.compile(r"^(?:the|your) (?:[a-z]+ )?(?P<who>[a-z]+) (?:is|are) " + _WHERE_THEY
                             + r"(?: now| today)?$")


def _one_of_them(found: re.Match[str] | None) -> bool:
    """Whether a clause found names one of the people or of a trade ("the pharmacist", "your manager")."""
    who = found.group("who") if found else ""
    return bool(who) and (who in PEOPLE | SOMEONE or re.fullmatch(r"[a-z]{4,}ists?", who) is not None)


def someone_there(text: str) -> str:
    """AVAILABILITY when a clause asks whether one of the agent's people is there, else ""."""
    clauses = [c for c in split_clauses(text) if words(c)]
    said = [" ".join(unaddressed(words(c))) for c in clauses]
    if any(_one_of_them(_ONE_THERE.match(c)) for c in said[1:]) or \
            (len(said) > 1 and text.rstrip().endswith("?") and _one_of_them(_ONE_THERE_TOLD.match(said[-1]))):
        return AVAILABILITY
    if any(_IF_IN.match(c) and (people_alone(b.split()) or _TRADE_ALONE.match(b)) for b, c in pairwise(said)):
        return AVAILABILITY
    return AVAILABILITY if any(_SOMEONE_THERE.match(c) for c in said[1:]) or any(
        (m := _PERSON_THERE.match(" ".join(w for w in c.split() if w not in FILLERS))) and m.group("who") in PEOPLE | SOMEONE
        | _DISPENSING for c in said) else ""


# "your supervisor", "your manager please": the agent's people named alone, the whole turn, are asked for by naming them.
# "your pharmacist please": one of the agent's trade ("-ist"), said to be the agent's, the same.
# "it's an emergency, the pharmacist", "i feel awful, your manager": after what the caller tells, the agent's people named alone in the
# turn's last clause are asked for the same way (`text`: the turn, its last clause read when it is not the first).
def people_alone(tokens: Sequence[str], text: str = "") -> bool:
    clauses = [words(c) for c in split_clauses(text) if words(c)]
    if len(clauses) > 1 and (people_alone(clauses[-1]) or _TRADE_ALONE.match(" ".join(clauses[-1]))):
        return True
    # "the chemist, please, it's for my mum's pills": someone named alone first, asked with a "please" of its own.
    first = clauses[0] if len(clauses) > 1 else []
    alone = first and (people_alone(first) or _TRADE_ALONE.match(" ".join(first)))
    if alone and "please" in [first[-1], *clauses[1]][:2]:
        return True
    named = [t for t in tokens if t not in ("your", "a", "an", "the", "any", "one", "of", "please", "just")]
    return 0 < len(named) <= 2 and len(tokens) <= 6 and all((t in PEOPLE | SOMEONE and t not in _WHERE_PEOPLE)
                                                            or ("your" in tokens and re.fullmatch(r"[a-z]{4,}ists?", t)) for t in named)


_TRADE_ALONE = re.compile(r"^(?:a|an|the|your) [a-z]{4,}ists?(?: please)?$")  # "..., the pharmacist": one of a trade, named alone
_WHERE_PEOPLE = frozenset("line counter desk office department".split())  # "your office": where, not whom
