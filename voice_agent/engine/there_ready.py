"""A thing said "there" for the caller to collect: "is my inhaler there to pick up", "are his tablets there to grab
later", "so tell us the cream's actually there", "check the patches are definitely there": there in the shop for
the caller, ready, asked or asked to be told. Read "ready", the word `done.COLLECTABLE` and the matcher know. "there"
after "is / are / 's" of a thing (not "anyone / someone / you ..."), before "to" + "collect / pick / grab / fetch /
get"; or closing the turn after "actually / definitely / really / already / all" and a thing's "'s / is / are", with
"tell me / check / confirm / make sure" before it. "is anyone there to help me" and "tell me how to get there" are
left. Read by `dialect.standard`."""

from __future__ import annotations

from collections.abc import Sequence

_BE = frozenset("is are isn't aren't".split())
_WHO = frozenset("anyone anybody someone somebody you he she they we i nobody it them that this".split())
_COLLECT = frozenset("collect pick grab fetch get".split())
_SURELY = frozenset("actually definitely really already all".split())
_TELL = (["tell", "me"], ["tell", "us"], ["make", "sure"], ["confirm"], ["check"])


def there_ready(out: Sequence[str], k: int) -> bool:
    """Whether "there" at `k` is a thing there for the caller to collect (read "ready")."""
    if out[k] != "there" or k < 2:
        return False
    before = out[k - 1]
    if before in _WHO:
        return False
    told = before in _BE or before.endswith("'s")
    if out[k + 1 : k + 2] == ["to"] and out[k + 2 : k + 3] != [] and out[k + 2] in _COLLECT:
        return told or bool(_BE.intersection(out[max(0, k - 5) : k]))
    if k + 1 == len(out) and before in _SURELY and (out[k - 2] in _BE or out[k - 2].endswith("'s")):
        return any(list(out[j : j + len(t)]) == t for t in _TELL for j in range(k - 1))
    return False
