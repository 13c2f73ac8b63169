"""A thing gone onto the agent's records: "has my booking gone onto your system", "did the order get into your
computer". Gone (or got) onto the agent's own system is gone through: "onto" read "through", one word for one, so the
question is whether it is done. Only the agent's records ("your system", "the system"): "the kids went on the
computer" is left. Read by `dialect.standard`."""

from __future__ import annotations

_GONE = frozenset("gone went go goes got get gets".split())
_ONTO = frozenset("onto into on in".split())
_RECORDS = frozenset("system systems computer computers records books database".split())


def gone_onto(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "onto" of a thing gone onto the agent's records."""
    return out[k] in _ONTO and k >= 1 and out[k - 1] in _GONE and k + 2 < len(out) and out[k + 2] in _RECORDS and \
        (out[k + 1] == "your" or (out[k + 1] == "the" and out[k + 2] == "system"))
