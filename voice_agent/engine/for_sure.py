"""Someone asked whether they go "for sure" ("is my dad flying for sure on the ninth", "are they travelling for sure"):
the question whether their seat is confirmed, "sure" read "confirmed", one word for one. Only asked (the auxiliary
before the one going), so "i am flying for sure, book it" (told) is left. Also the thing asked whether it is still "on"
("is that definitely on", "is that still on"), "on" read "confirmed", and a held place said to be "in" for certain ("is
the oslo booking definitely in"), "in" read "confirmed", or asked whether it is "real" ("is the leeds one real"). Read
by `dialect.standard`.

"Guaranteed" of "it" ("is it guaranteed now", "it is guaranteed already or not yet": "garantido", as Brazil and Portugal
ask whether a place is held) is the same, with "now / already / yet / or" after it or the turn closing; "is the fare
guaranteed" (another thing) and "it's guaranteed to rain" are left.
"""

from __future__ import annotations

_GOING = frozenset("going flying travelling traveling coming booked".split())
_ASKING = frozenset("is are was will".split())
_THINGS = frozenset("it that this which what there".split())
_WHOSE = frozenset("my our his her their your the".split())
_STILL_OPEN = (["now"], ["already"], ["yet"], ["or"])
_DAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday time schedule".split())


def for_sure(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "sure" of someone asked whether they go "for sure", or "guaranteed" asked of it."""
    if out[k] == "guaranteed":
        return out[max(0, k - 2) : k] in (["it", "is"], ["is", "it"]) and out[k + 1 : k + 2] in ([], *_STILL_OPEN)
    return out[k] == "sure" and k >= 3 and out[k - 1] == "for" and ((k >= 4 and out[k - 2] in _GOING and
        out[k - 3] not in _ASKING and (out[k - 4] in _ASKING or (k >= 5 and out[k - 5] in _ASKING))) or _on_it(out, k))


def _on_it(out: list[str], k: int) -> bool:
    """ "is he for sure on the lisbon flight", "are my parents for sure on it": "for sure" between the one asked after
    (one or two words after the auxiliary) and "on", the same; "is it for sure on friday" (a thing, a day) is left."""
    return out[k + 1 : k + 2] == ["on"] and k + 2 < len(out) and out[k + 2] not in _DAYS and \
        out[k - 2] not in _THINGS and \
        (out[k - 3] in _ASKING or (k >= 4 and out[k - 4] in _ASKING and out[k - 3] in _WHOSE))


# "is that definitely on", "is that all still on": a word of certainty or of lasting before "on" closing the turn;
# "is it on" alone (switched on) and "is the radio still on" (a thing of the caller's) are left.
_CERTAIN = frozenset("still definitely definately defo deffo def really actually all certainly surely".split())


# "... whether the lima one is definitely in", "is the lisbon booking actually in": a held place said to be "in" for
# certain, closing the turn, is booked in, confirmed; "is my order in" (come in) and "is he in" (present) are left.
_SURELY = frozenset("definitely definately defo deffo actually really properly safely".split())
_HELD = frozenset("one booking flight seat seats trip reservation ticket tickets place".split())
_REAL = frozenset("real legit genuine legitimate".split())


def still_on(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "on" closing a question whether the thing is confirmed ("is that definitely on"), or
    the "in" of a held place said to be in for certain."""
    # "is the leeds one real", "are our seats actually genuine": a held thing asked whether it is real, closing the
    # turn, is whether it is booked, confirmed; "is the price real" and "is it real" (no held thing) are left.
    if out[k] in _REAL and k + 1 == len(out) and k >= 2 and (out[k - 1] in _HELD or (
            out[k - 1] in _SURELY and out[k - 2] in _HELD)) and {"is", "are"}.intersection(out[max(0, k - 7) : k - 1]):
        return True
    if out[k] == "in" and k + 1 == len(out) and k >= 3 and out[k - 1] in _SURELY:
        return (out[k - 2] in ("is", "are") and bool(_HELD.intersection(out[max(0, k - 7) : k - 2]))) or \
            (out[k - 2] in _HELD and bool({"is", "are"}.intersection(out[max(0, k - 7) : k - 2])))
    if out[k] == "on" and k + 1 == len(out) and out[k - 1 : k] != [] and out[k - 1] in _CERTAIN:
        j = k - 1
        while j > 0 and out[j] in _CERTAIN:
            j -= 1
        return j >= 1 and out[j] in ("it", "that", "everything") and out[j - 1] == "is"
    return False
