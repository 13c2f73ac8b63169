"""The place caught open: "till what time could we catch you on fridays", "how late could we catch you tonight". "catch
you" after "can / could i / we", with a word asking when before it ("what time", "when", "how late", "how early"),
asks until when the place is open, as "how late can we come in" does: read as "come in". Read by `dialect.standard`.
"can i catch you later about my order" (no when asked) and "what time can i catch the bus" (no "you") are left."""

from __future__ import annotations

from collections.abc import Sequence

_MAY_I = (["can", "i"], ["could", "i"], ["can", "we"], ["could", "we"])
_WHEN = frozenset("time when late early".split())


def caught_open(out: Sequence[str], k: int) -> bool:
    """Whether "catch" at `k` is the place caught open, asked when (read "come in" with the "you" after it)."""
    return out[k] == "catch" and out[k + 1 : k + 2] == ["you"] and list(out[max(0, k - 2) : k]) in _MAY_I and \
        bool(_WHEN.intersection(out[max(0, k - 6) : k - 2]))
