"""A thing held struck out, as one strikes a line from a list: "strike out the oslo booking", "cross off my
repeat", "strike off dad's ticket" read "cancel ...". Only the held thing or the trip after it, whose it is said ("the /
my / our / his / her / their / x's", a word or two between): "cross out the old address on my booking" (a thing in
it put right) and "strike out for home" are left. A booking, trip or order thrown or tossed away, the same ("throw away
my booking", "toss out the lisbon trip"); not a thing one holds ("throw out the old tablets"). Read by `dialect.standard`.
"""

from __future__ import annotations

import re

# The held things and trips (`text.HELD_OR_TRIP`, said again: text.py reads this module through `dialect`).
_HELD_OR_TRIP = r"(?:flight|trip|one|booking|order|refill|repeat|prescription|reservation|ticket|seat)s?"
_STRUCK = re.compile(r"\b(?:strike|cross|scratch) (?:out|off)(?= (?:the|my|our|his|her|their|[a-z]+'s)"
                     r" (?:[a-z']+ ){0,2}" + _HELD_OR_TRIP + r"\b)")

# "throw away the booking", "toss out our trip": only a thing held on the agent's books ("bin", "chuck": cancels.py).
_THROWN = re.compile(r"\b(?:throw|toss) (?:away|out)(?= (?:the|my|our|his|her|their|[a-z]+'s)"
                     r" (?:[a-z']+ ){0,2}(?:booking|reservation|trip|flight|order)s?\b)")


def struck(out: list[str]) -> list[str]:
    """`out` with "strike / cross out / off" before a held thing or trip read "cancel"."""
    said = " ".join(out)
    read = _THROWN.sub("cancel", _STRUCK.sub("cancel", said))
    return read.split() if read != said else out
