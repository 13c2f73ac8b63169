"""A thing held struck out, as one strikes a line from a list: "strike out the oslo booking", "cross off my
repeat", "strike off dad's ticket" read "cancel ..."; thrown or tossed away or out, as Polish and Romanian say a
booking let go ("throw away the riga booking", "toss out our trip"), the same. Only the held thing or the trip after it,
whose it is said ("the / my / our / his / her / their / x's", a word or two between): "cross out the old address on
my booking" (a thing in it put right), "strike out for home" and "throw out the old tablets" (no held thing) are left.
Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

# The held things and trips (`text.HELD_OR_TRIP`, said again: text.py reads this module through `dialect`).
_HELD_OR_TRIP = r"(?:flight|trip|one|booking|order|refill|repeat|prescription|reservation|ticket|seat)s?"
_STRUCK = re.compile(r"\b(?:(?:strike|cross|scratch) (?:out|off)|(?:throw|toss) (?:away|out))"
                     r"(?= (?:the|my|our|his|her|their|[a-z]+'s) (?:[a-z']+ ){0,2}" + _HELD_OR_TRIP + r"\b)")


def struck(out: list[str]) -> list[str]:
    """`out` with "strike / cross out / off", "throw / toss away / out" before a held thing or trip read "cancel"."""
    return resaid(out, _STRUCK, "cancel")
