"""A trip asked after as "happening": "is lisbon still happening for us", "is the oslo trip happening or not" ask
whether the booking for it stands, read "is the lisbon booking confirmed" as said plainly. Only of a place or a trip
named ("the / my / our" place and "trip / flight / one" or a place alone) and only closing the clause or before "for
..." or "or not"; "is anything happening with the refund" and "what's happening" are left, as is "is it happening"
(no trip named), and an event's ("is the gig still happening"). Read by `dialect.standard`, last.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

# Not a pronoun, nor an event of the caller's ("is the gig still happening": the gig, not a trip).
_NOT_TRIPS = (r"(?!(?:(?:the|my|our) )?(?:it|that|this|something|anything|nothing|everything|there|he|she|they|we"
              r"|you|what|party|gig|match|game|show|concert|festival|wedding|meeting|strike|sale|event|parade|service"
              r"|class)\b)")
_HAPPENING = gated(re.compile(r"\bis " + _NOT_TRIPS + r"(?:(?:the|my|our) )?([a-z]+)(?: (?:trip|flight|one|holiday))?"
                              r" (?:still |actually |definitely )?happening(?= for\b| or not\b|$)"))


def happening(out: list[str]) -> list[str]:
    """`out` with a trip asked after as "happening" read as its booking asked to be confirmed."""
    return resaid(out, _HAPPENING, r"is the \1 booking confirmed")
