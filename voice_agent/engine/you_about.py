"""The place asked whether anyone is about, as Britain says it of a shop: "saturday, you about?", "anybody around at
this hour?", "anybody behind the counter this late?". "about / around" closing the turn after "you", or "about / around
/ behind the counter" after "you / anyone / anybody / someone / somebody" and before a time ("at / this / tonight / on /
today / tomorrow / so", a day, "after / before / till ..."), asks whether the place is open: read "open" ("behind the
counter" "open at all"). Not when anyone is wanted or fetched in the turn ("i need anyone behind the counter tonight"),
nor "what are you about" (a what before it), nor "you about to ..." (no close, no time), nor "a manager or anyone about"
(anyone about with no time after: someone asked for). Read by `dialect.standard`."""

from __future__ import annotations

from collections.abc import Sequence

_WHO = frozenset("you anyone anybody someone somebody".split())
_TIME = frozenset("at this tonight on today tomorrow so".split())
# ... or a day, or a time from or up to which ("anyone about monday after four").
_TIME |= frozenset("after before till until next monday tuesday wednesday thursday friday saturday sunday".split())
_WANTED = frozenset("want need wanting needing get put give fetch speak talk what".split())
_WANTED |= frozenset("ask asking tell ring call phone email contact".split())  # "ask someone about monday": reached


# "which date are you back", "when will you be back at work": the place asked when it is back, a word of when
# before, the turn closing or where or when after it, is asked when it opens again (not "are you back from lunch").
_WHEN = frozenset("when day date time".split())
_BACK_AFTER = frozenset("behind at on from after again open".split())


def _back(out: Sequence[str], k: int) -> bool:
    asked = list(out[k - 2 : k]) == ["are", "you"] or list(out[k - 3 : k]) == ["will", "you", "be"]
    closing = k + 1 == len(out) or out[k + 1] in _BACK_AFTER
    return out[k] == "back" and asked and closing and bool(_WHEN.intersection(out[max(0, k - 6) : k - 1]))


def you_about(out: Sequence[str], k: int) -> tuple[str, ...]:
    """The words read from `k` on when the place is asked there whether anyone is about ("open"), or when it is back
    (`_back`: "open"); else ()."""
    if k > 1 and _back(out, k):
        return ("open",)
    if not k or out[k - 1] not in _WHO or _WANTED.intersection(out[:k]):
        return ()
    closing = k + 1 == len(out) and out[k - 1] == "you"
    if out[k] in ("about", "around") and (closing or (out[k + 1 : k + 2] != [] and out[k + 1] in _TIME)):
        return ("open",)
    if list(out[k : k + 3]) == ["behind", "the", "counter"] and out[k + 3 : k + 4] != [] and out[k + 3] in _TIME:
        return ("open", "at", "all")
    return ()
