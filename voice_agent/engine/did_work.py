"""Whether a held thing "worked", asked: "did it work, the riga one", "did that work, my booking". Polish "czy się
udało" and Romanian "a mers" ask whether a booking or an order went through with the word for working; a held thing
or trip named after it, closing the turn ("the / my / our / his / her / their", a word or two before the thing),
makes it that, read "did it go through" (`done` asks the same); so does "did it (all) work out" closing the turn
("did it work out cheaper" goes on, and is left). "did it work, the cream" (a medicine's working) and
"did my booking work" (the thing first: read as it is, and `japan_korea` makes "did it success" that) are left.
Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

# The held things and trips (`text.HELD_OR_TRIP`, said again: text.py reads this module through `dialect`).
_HELD_OR_TRIP = r"(?:flight|trip|one|booking|order|refill|repeat|prescription|reservation|ticket|seat)s?"
_HELD = r"(?:the|my|our|his|her|their) (?:[a-z']+ ){0,2}" + _HELD_OR_TRIP
_WORKED = re.compile(r"\bdid (?:it|that|this) work(?= " + _HELD + r"$)"
                     # "..., did it all work out": it all worked out, closing the turn, the same.
                     r"|\bdid (?:it|that|this|everything) (?:all )?work out$")


def did_work(out: list[str]) -> list[str]:
    """`out` with a held thing's working asked read "did it go through"."""
    return resaid(out, _WORKED, "did it go through")
