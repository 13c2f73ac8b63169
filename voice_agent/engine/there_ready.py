"""A thing said "there" for the caller to collect: "is my inhaler there to pick up", "are his tablets there to grab
later", "is dad's cream there for collection", "so tell us the cream's actually there", "check the patches are
definitely there": there in the shop for the caller, ready, asked or asked to be told. Read "ready", the word
`done.COLLECTABLE` and the matcher know. "there" after "is / are / 's" of a thing (not "anyone / someone / you ..."),
before "for collection", "to be collected" or "to" + "collect / pick / grab / fetch / get" with nothing else picked up
after it; or closing the turn after "actually / definitely / really / already / all" and a thing's "'s / is / are",
with "tell me / check / confirm / make sure" before it. "is anyone there to help me", "is my son there to collect us",
"is the chemist there to pick up a call" and "tell me how to get there" are left. "is it / are they there" opening
the turn, then the thing itself named with "the / my / his / her / our / their" closing it in a few words, is asked
the same ("is it there, the chemist" (a shop) and "is it there, the flight" (no thing of a shop) are left). Read by
`dialect.standard` (one reader for rounds 129a's, 129b's and 131a's readings of it)."""

from __future__ import annotations

from collections.abc import Sequence

_BE = frozenset("is are isn't aren't".split())
_WHO = frozenset("anyone anybody someone somebody you he she they we i nobody it them that this".split())
_COLLECT = frozenset("collect pick grab fetch get".split())
_COLLECTION = (["for", "collection"], ["to", "be", "collected"])
# ... picked up after the verb: a person ("to collect us") or another thing ("to pick up a call").
_ELSE_PICKED = frozenset("me us him her them you the a an my your his our their".split())
_SURELY = frozenset("actually definitely really already all".split())
_TELL = (["tell", "me"], ["tell", "us"], ["make", "sure"], ["confirm"], ["check"])


def _collected(after: Sequence[str]) -> bool:
    """Whether the words after "there" are its collecting, with nothing else picked up."""
    if any(list(after[: len(c)]) == c for c in _COLLECTION):
        return True
    after = after[1:] if list(after[:2]) == ["for", "to"] else after  # "there for to grab": Spanish "para", "to"
    if list(after[:1]) != ["to"] or len(after) < 2 or after[1] not in _COLLECT:
        return False
    rest = after[3:] if after[2:3] == ["up"] else after[2:]
    return not rest or rest[0] not in _ELSE_PICKED


_IT_THEY = (["is", "it"], ["are", "they"])
_NAMED = frozenset("the my his her our their".split())
_NOT_HELD = frozenset("""shop chemist chemist's pharmacy store branch counter flight plane booking ticket seat gate
    pharmacist doctor one""".split())


def _named_after(out: Sequence[str], k: int) -> bool:
    """Whether "there" at `k` closes "is it / are they there" opening the turn, the thing named after it."""
    rest = out[k + 1 :]
    return k == 2 and list(out[:2]) in _IT_THEY and 2 <= len(rest) <= 4 and rest[0] in _NAMED \
        and not _NOT_HELD.intersection(rest)


def there_ready(out: Sequence[str], k: int) -> bool:
    """Whether "there" at `k` is a thing there for the caller to collect (read "ready")."""
    if out[k] != "there" or k < 2:
        return False
    if _named_after(out, k):
        return True
    before = out[k - 1]
    if before in _WHO:
        return False
    if _collected(out[k + 1 :]):
        return before in _BE or before.endswith("'s") or bool(_BE.intersection(out[max(0, k - 5) : k]))
    if k + 1 == len(out) and before in _SURELY and (out[k - 2] in _BE or out[k - 2].endswith("'s")):
        return any(list(out[j : j + len(t)]) == t for t in _TELL for j in range(k - 1))
    return False
