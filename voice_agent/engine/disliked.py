"""An option turned down by disliking it: "i don't like that one", "nah, i don't like the early one", "we don't like
the cheaper ones": "don't like" (or "do not like") before the one pointed at ("the / that / this / those / these" +
up to two words + "one" or "ones") is not wanting it, read by `dialect.standard` as "don't want", so the refusal is
read as ever. Not "i don't like the window seat" (a thing held, said of its kind: a change may follow), nor "i don't
like flying" (no option).
"""

from __future__ import annotations

from collections.abc import Sequence

_NOT = frozenset("don't dont".split())
_POINTED = frozenset("the that this those these".split())
_ONE = frozenset("one ones".split())


def disliked(out: Sequence[str], k: int) -> bool:
    """Whether "like" at k turns down the one pointed at after it."""
    if out[k] != "like" or not (out[k - 1 : k] and (out[k - 1] in _NOT or out[max(0, k - 2) : k] == ["do", "not"])):
        return False
    return bool(out[k + 1 : k + 2]) and out[k + 1] in _POINTED and bool(_ONE.intersection(out[k + 2 : k + 5]))
