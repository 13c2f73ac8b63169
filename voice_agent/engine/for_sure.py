"""Someone asked whether they go "for sure" ("is my dad flying for sure on the ninth", "are they travelling for
sure"): the question whether their seat is confirmed, "sure" read "confirmed", one word for one. Only asked (the
auxiliary before the one going), so "i am flying for sure, book it" (told) is left. Read by `dialect.standard`.
"""

from __future__ import annotations

_GOING = frozenset("going flying travelling traveling coming booked".split())
_ASKING = frozenset("is are was will".split())


def for_sure(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "sure" of someone asked whether they go "for sure"."""
    return out[k] == "sure" and k >= 4 and out[k - 1] == "for" and out[k - 2] in _GOING and \
        out[k - 3] not in _ASKING and (out[k - 4] in _ASKING or (k >= 5 and out[k - 5] in _ASKING))
