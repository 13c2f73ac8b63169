"""The making up of a thing held stopped: "stop preparing the insulin for ana", "stop making up my dad's tablets",
"stop packing her order". What the pharmacy prepares for the caller, named after "stop preparing / making up /
dispensing / packing" with whose it is ("the / my / our / his / her / their / x's" and a word or two), is called off,
read "cancel ..." as "stop my repeat" is (`cancels._REMOVE_THING` asks for a word of a held thing after it). The
caller's own doing stopped ("stop taking the insulin") and a thing made of no one's ("stop making noise") are left.
Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

_STOPPED = re.compile(r"\b(?:please )?stop (?:preparing|making up|making|dispensing|packing|doing up)"
                      r"(?= (?:the|my|our|his|her|their|[a-z]+'s) [a-z']+)")


def stopped_making(out: list[str]) -> list[str]:
    """`out` with the making up of a thing held stopped read "cancel"."""
    return resaid(out, _STOPPED, "cancel")
