"""A thing gone onto the agent's records: "has my booking gone onto your system", "did the order get into your
computer". Gone (or got) onto the agent's own system is gone through: "onto" read "through", one word for one, so the
question is whether it is done; "is that on your system", the thing asked after as it is, the same ("is that
through"). Only the agent's records ("your system", "the system"): "the kids went on the computer" and "is that on the
system where i change seats" are left. A thing asked whether it came off, closing the turn ("did it ever come off"),
is gone through. Read by `dialect.standard`."""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

_GONE = frozenset("gone went go goes got get gets".split())
_ONTO = frozenset("onto into on in".split())
_RECORDS = frozenset("system systems computer computers records books database".split())


def gone_onto(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "onto" of a thing gone onto the agent's records."""
    return out[k] in _ONTO and k >= 1 and out[k - 1] in _GONE and k + 2 < len(out) and out[k + 2] in _RECORDS and \
        (out[k + 1] == "your" or (out[k + 1] == "the" and out[k + 2] == "system"))


# "..., is that on your computer or not", "is the oslo one in the system yet": the thing (it, that, the one named)
# on the agent's records, asked closing the turn or before its other answer, is through.
_ON_RECORDS = gated(re.compile(r"\b(is (?:it|that|the (?:[a-z']+ ){0,2}one)) (?:still |already |actually )?(?:on|in)"
                               r" (?:your|the) (?:system|computer|records|books)"
                               r"(?=(?: (?:or not|or what|yet|now))? *$)"))


# "..., did the oslo one come off", "has the rome one come off yet": the thing asked after, closing the turn, come off
# as a plan does, is gone through (not "did the charge come off my card": off something, nor "the lid came off": told).
_CAME_OFF = gated(re.compile(r"\b(did|has|have) (it|that|this|the (?:[a-z']+ ){0,2}one) (?:actually |ever )?"
                             r"(?:come|came) off(?=(?: (?:or not|or what|then|yet|in the end))? *$)"))


def on_records(out: list[str]) -> list[str]:
    """`out` with "is that on your system" read "is that through", and "did it come off" as "did it go through"."""
    out = resaid(out, _CAME_OFF, lambda m:
                 f"{m.group(1)} {m.group(2)} {'go' if m.group(1) == 'did' else 'gone'} through")
    return resaid(out, _ON_RECORDS, r"\1 through")
