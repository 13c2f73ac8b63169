"""A flight chosen as one "is thinking" of it: "we're thinking the klm one two three on monday", "i'm thinking of the
aer lingus four oh two" name the flight the caller wants, read "we'd like the ..." as said plainly. Only before a
flight named by its number (two number words or more after the airline's name, up to two words); "we're thinking the
flight might be late" (a thought) and "i'm thinking of going on friday" (no flight named) are left. Read by
`dialect.standard`, last.
"""

from __future__ import annotations

import re

from .resaid import resaid

_DIGIT = r"(?:one|two|three|four|five|six|seven|eight|nine|zero|oh|double)"
_THINKING = re.compile(r"\b(?:(i)'m|(i) am|(we)'re|(we) are) (?:now |just |really )?thinking (?:of |about )?"
                       r"(?=(?:the|a|an) (?:[a-z']+ ){0,2}" + _DIGIT + r"(?: " + _DIGIT + r")+\b)")


def thinking_of(out: list[str]) -> list[str]:
    """`out` with a flight "thought of" read as the flight the caller would like."""
    return resaid(out, _THINKING, lambda m: next(g for g in m.groups() if g) + "'d like ")
