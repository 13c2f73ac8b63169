"""A thing's "position" asked ("what is the position with my order", "what's the position on the refund"): its
status, as British and South Asian English ask it, "position" read "status", one word for one. Only after "what is /
what's the" and before "with / on / regarding / about", so "what position should i sit in" and "the position of the
shop" (where it is) are left. Read by `dialect.standard`.
"""

from __future__ import annotations

_ASKED = (["what", "is", "the"], ["what's", "the"], ["whats", "the"], ["what", "was", "the"])
_OF = frozenset("with on regarding about".split())


def position_asked(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "position" of a thing asked after (its status)."""
    return out[k] == "position" and out[k + 1 : k + 2] != [] and out[k + 1] in _OF and \
        any(out[max(0, k - len(a)) : k] == a for a in _ASKED)
