"""A "not" of resolve, that refuses nothing of the agent's: the caller set on doing the thing now ("if i don't book it
now i never will") or on leaving a place ("we're not staying here one more night"), said around what they ask for.
`resolved` is read by `allowed.conditional_not`, beside a "not" said as a condition; the "not" is read past."""

from __future__ import annotations

import re

# "if i don't book it now, i never will", "if we do not do it today we'll never do it": the thing done now or never.
# Not "if i don't hear back, cancel it" (no "never" after).
_NOW_OR_NEVER = (r"\bif (?:i|we) (?:don't|dont|do not) (?:[a-z']+ ){1,3}(?:now|today|this time)"
                 r" (?:i|we|i'll|we'll|i will|we will) never\b")
# "i'm not staying in this country one more day", "we're not stopping here a minute longer": a place left, the caller
# set on going. Not "i'm not staying at the hotel, cancel it" (no while said).
_LEAVING = (r"\b(?:i'm|im|i am|we're|we are) not (?:staying|stopping|spending|remaining) (?:[a-z']+ ){0,4}?"
            r"(?:one more|a single|another|an extra) (?:day|night|week|minute|hour|second)\b"
            r"|\b(?:i'm|im|i am|we're|we are) not (?:staying|stopping|remaining) (?:[a-z']+ ){0,4}?"
            r"(?:a|one) (?:day|night|week|minute|hour|second) (?:longer|more)\b")
_RESOLVED = re.compile(_NOW_OR_NEVER + "|" + _LEAVING)


def resolved(cue: str, said: str) -> bool:
    """Whether the "not" of `cue` in `said` (the caller's words, spaced) is one of resolve, not a refusal."""
    return any(cue in m.group(0) for m in _RESOLVED.finditer(said))
