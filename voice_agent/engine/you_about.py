"""The place asked whether anyone is about, as Britain says it of a shop: "saturday, you about?", "anybody around at
this hour?", "anybody behind the counter this late?". "about / around" closing the turn after "you", or "about /
around / behind the counter" after "you / anyone / anybody / someone / somebody" and before a time ("at / this /
tonight / on / today / tomorrow / so"), asks whether the place is open: read "open" ("behind the counter" "open at
all"). Not when anyone is wanted or fetched in the turn ("i need anyone behind the counter tonight"), nor "what are
you about" (a what before it), nor "you about to ..." (no close, no time), nor "a manager or anyone about" (anyone
about with no time after: someone asked for). Read by `dialect.standard`."""

from __future__ import annotations

from collections.abc import Sequence

_WHO = frozenset("you anyone anybody someone somebody".split())
_TIME = frozenset("at this tonight on today tomorrow so".split())
_WANTED = frozenset("want need wanting needing get put give fetch speak talk what".split())


def you_about(out: Sequence[str], k: int) -> tuple[str, ...]:
    """The words read from `k` on when the place is asked there whether anyone is about ("open"); else ()."""
    if not k or out[k - 1] not in _WHO or _WANTED.intersection(out[:k]):
        return ()
    closing = k + 1 == len(out) and out[k - 1] == "you"
    if out[k] in ("about", "around") and (closing or (out[k + 1 : k + 2] != [] and out[k + 1] in _TIME)):
        return ("open",)
    if list(out[k : k + 3]) == ["behind", "the", "counter"] and out[k + 3 : k + 4] != [] and out[k + 3] in _TIME:
        return ("open", "at", "all")
    return ()
