"""A thing asked where it is at, as North America and the North of England say it of an order on its way: "my
order, where's that at", "the repeat, where is this at with you". "where's / where is" + "that / this" + "at",
closing the turn or before "now / with / then / so", asks how the thing is getting on, its status: read "what's its
status" ("where is" "what is its status"). Not a place ("where's your shop at", "i'm by the bank, where's it at": only
"that / this" before "at"), nor with a place named in the turn ("the new branch, where's that at"). Read by
`dialect.standard`."""

from __future__ import annotations

from collections.abc import Sequence

_THING = frozenset("that this".split())
_AFTER = frozenset("now with then so".split())
_PLACES = frozenset("shop branch pharmacy store place airport terminal gate desk counter office street road town "
                    "building car park carpark bank station stop corner".split())


def where_at(out: Sequence[str], k: int) -> tuple[str, ...]:
    """The words read from `k` on when a thing's status is asked there as where it is at; else ()."""
    if _PLACES.intersection(out):
        return ()
    if out[k] in ("where's", "wheres") and out[k + 1 : k + 2] != [] and out[k + 1] in _THING and \
            out[k + 2 : k + 3] == ["at"] and (k + 3 == len(out) or out[k + 3] in _AFTER):
        return ("what's", "its", "status")
    if out[k] == "where" and list(out[k + 1 : k + 2]) == ["is"] and out[k + 2 : k + 3] != [] and \
            out[k + 2] in _THING and out[k + 3 : k + 4] == ["at"] and (k + 4 == len(out) or out[k + 4] in _AFTER):
        return ("what", "is", "its", "status")
    return ()
