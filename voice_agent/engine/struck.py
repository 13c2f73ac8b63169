"""A thing held struck out, as one strikes a line from a list: "strike out the oslo booking", "cross off my repeat",
"strike off dad's ticket" read "cancel ..."; thrown or tossed away or out, as Polish and Romanian say a booking let go
("throw away the riga booking", "toss out our trip"), wiped out, let go of, or given back with the thing said between
("give the rome seat back"), the same. Only the held thing or the trip after it, whose it is said ("the / my / our / his
/ her / their / x's", a word or two between): "cross out the old address on my booking" (a thing in it put right),
"strike out for home" and "throw out the old tablets" (no held thing) are left.
And the thing just named, then knocked, struck, crossed or scratched off "the list" ("the inhaler order, knock it off
the list"): "cancel it"; the price ("take it off the list price") is left; so is it got or taken off "the system",
"the books" or "the records" ("i can't get it off the system", a fault told, is left). Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

# The held things and trips (`text.HELD_OR_TRIP`, said again: text.py reads this module through `dialect`).
_HELD_OR_TRIP = r"(?:flight|trip|one|booking|order|refill|repeat|prescription|reservation|ticket|seat)s?"
# "wipe out that oslo flight", "wipe off my seat": wiped away as a line on a board, the same ("that / this" too).
# "let go of our paris seats": released as one's hold on a thing, the same (not "let go of my arm": no held thing).
_STRUCK = re.compile(r"\b(?:(?:strike|cross|scratch) (?:out|off)|(?:throw|toss) (?:away|out)|wipe (?:out|off|away)"
                     r"|let go of)"
                     r"(?= (?:the|my|our|his|her|their|[a-z]+'s|that|this) (?:[a-z']+ ){0,2}" + _HELD_OR_TRIP + r"\b)")
# "give the lyon seat back", "hand our rome booking back": a place held given back, the thing said between (not
# "give my seat back to the lady", handed to someone; a medicine given back is a return, `naming.GIVEN_BACK`).
_GIVEN_BACK = re.compile(r"\b(?:give|hand) ((?:the|my|our|his|her|their|[a-z]+'s|that|this) (?:[a-z']+ ){0,2}"
                         r"(?:flight|trip|booking|reservation|ticket|seat|place)s?) back\b(?! (?:to|for)\b)")
# The thing just named, knocked off the list (not the list price).
# ... or got or taken off the system, the books or the records ("..., get it off the system"): held there no longer,
# the same; not when one cannot ("i can't get it off the system": a fault told).
_OFF_LIST = gated(re.compile(r"\b(?:knock|strike|cross|scratch|take) (it|that|them|those) off (?:the|your|my|our)"
                             r" list\b"
                             r"(?! prices?\b)"
                             r"|(?<!can't )(?<!cant )(?<!cannot )(?<!couldn't )(?<!won't )"
                             r"\b(?:get|take) (it|that|them|those) off (?:the|your) (?:system|books|records)\b"))


def struck(out: list[str]) -> list[str]:
    """`out` with "strike / cross out / off", "throw / toss away / out", "wipe out / off / away" before a held thing or
    trip, and "give / hand ... back" around one, read "cancel"."""
    held = resaid(resaid(out, _STRUCK, "cancel"), _GIVEN_BACK, r"cancel \1")
    return resaid(held, _OFF_LIST, lambda m: f"cancel {m.group(1) or m.group(2)}")
