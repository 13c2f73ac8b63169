"""The thing named, then wanted gone in a pronoun: "the rome seat for my wife, we want it gone, ...", "both the lisbon
seats, we need them gone". A clause of its own that is only the caller wanting "it" / "them" gone, after a clause that
names a thing held (`text.HELD_OR_TRIP`: "the ... one", "booking", "flight" ..., closing its words or before "for",
"on" ...), calls that thing off, as "i want my booking gone" (`cancels._RID_OF`) does. Read by `acts.classify` beside
`cancels.cancel_cue`. Not "my headache, we need it gone" (no thing held named before), nor "we want it gone through
today" (what is to happen to it)."""

from __future__ import annotations

import re

from voice_agent.engine.text import HELD_OR_TRIP, split_clauses, words

_HELD = re.compile(r"\b(?:the|my|our|his|her|their|that|this|[a-z]+'s)(?: [a-z']+){0,3}? " + HELD_OR_TRIP
                   + r"(?= (?:for|on|to|from|at|in|of|with|next|this|tomorrow|today|that|which)\b|$)")
_IT_GONE = re.compile(r"^(?:(?:so|and|just|but) )?(?:i|we) (?:really |just )?(?:want|need|'d like|would like)"
                      r" (?:it|them|that|that one|the lot) gone(?: (?:please|now|today|then))*$")


def gone_it(text: str) -> str:
    """The clause wanting the thing named before gone, or ""."""
    clauses = [" ".join(words(c)) for c in split_clauses(text)]
    for k, clause in enumerate(clauses):
        if k and _IT_GONE.match(clause) and any(_HELD.search(c) for c in clauses[:k]):
            return clause
    return ""
