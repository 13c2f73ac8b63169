"""Whatever the airline has, going somewhere: "whatever you've got flying to leeds", "anything you have heading out to
faro" ask for any flight there, read "any flight to ..." as said plainly. Only with "you" having it ("you've got /
you have / you got") and a going word ("going / flying / heading / headed") before "to" and a place; a thing going
to happen, to waste or to be ("anything you have going to waste") is left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

_WHATEVER = re.compile(r"\b(?:whatever|anything|owt|whatever flights?)"
                       r" (?:you've got|you have got|you have|you got|you've)"
                       r" (?:going|flying|heading|headed)(?: out)? (?:to|into)"
                       r" (?!(?:be|waste|happen|do|get|make|take|cost)\b)")


def whatever_going(out: list[str]) -> list[str]:
    """`out` with whatever "you've got going to" a place read "any flight to"."""
    return resaid(out, _WHATEVER, "any flight to ")
