"""Whether a thing has come, asked in a statement's word order: "..., they came back from the depot or still?", "...,
they reached you already?", "my inhaler is prepared?". The caller's thing (or "it / they / these / those") said
come, arrived, reached or prepared, in the turn's last clause, the turn closing on a question mark, asks whether it
is so (an "or still" closing it offers the other answer, as Egypt and the Gulf offer it); it orders nothing. Not
"they arrived from the clinic, refill them" (told: no mark), nor "it came broken?" (no place it came from or to),
nor "my son arrived to you?" (a person). The cue is `came_in.ARRIVED` (the status check); read by `came_in.arrived`.
"""

from __future__ import annotations

import re

from voice_agent.engine.done import NOT_THINGS
from voice_agent.engine.text import HOUSEHOLD, split_clauses, words

_THING = r"(?P<thing>it|they|these|those|(?:my|our|his|her|their|the|[a-z]+'s) (?:[a-z]+ ){0,2}?[a-z]+)"
_CAME = (r"(?:has |have |had )?(?:already |now |yet )?"
         r"(?:came|come|arrived|reached|landed|got here|got in|come in|came in)"
         r"(?: (?:already|yet|now))?(?: (?:from|to|at|in|here|there|you|your|the|back)\b(?: [a-z']+){0,5})?")
_PREPARED = r"(?:is|are|'s|'re) (?:already |now )?(?:prepared|made up|packed|packed up)"
_ARRIVED = re.compile(r"^(?:so |and |but |then )?" + _THING + r" (?:" + _CAME + r"|" + _PREPARED + r")"
                      r"(?: or (?:still|still not))?$")
_PERSON = re.compile(r"\b(?:" + HOUSEHOLD + r")s?\b")


def arrived_asked(text: str) -> str:
    """The thing the turn's last clause says came or was prepared, the turn closing on "?", or "" (`came_in.arrived`
    leaves one of a trade, "my doctor came?", a person)."""
    last = words(next((c for c in reversed(split_clauses(text)) if c.strip()), ""))
    found = _ARRIVED.match(" ".join(last)) if text.rstrip().endswith("?") else None
    thing = found.group("thing") if found else ""
    return "" if (NOT_THINGS - {"they"}).intersection(thing.split()) or _PERSON.search(thing) else thing
