"""Someone of the agent's "sitting" there ("is any person sitting there", "is the pharmacist sitting now"): present at
their post, as South Asian English says it, "sitting" read "present", one word for one. Only after a person and
before "there / here / now / today / at", so "the tablets are sitting there" (a thing) is left. Read by
`dialect.standard`.
"""

from __future__ import annotations

_WHO = frozenset("human humans person anyone anybody someone somebody pharmacist pharmacists chemist doctor agent "
                 "staff man lady officer".split())
_WHERE = frozenset("there here now today at".split())


def sitting(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "sitting" of someone present at their post."""
    return out[k] == "sitting" and k > 0 and out[k - 1] in _WHO and out[k + 1 : k + 2] != [] and out[k + 1] in _WHERE
