"""Young callers' "no cap" (no lie, honestly), closing the turn or opening it ("the seats were great, no cap", "no
cap, i need it friday"): read "honestly", a word of meaning it in earnest, not "no" and a thing refused. A cap on a
thing ("is there no cap on bags", "the fare has no cap") is left. Read by `dialect.standard`, last.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

# Closing the turn, not after a word that says what has none ("is there no cap", "the fare has no cap").
_HAS = ("there", "there's", "theres", "is", "has", "have", "had", "with", "got", "it's", "its")
_NO_CAP = gated(re.compile(r"^no cap\b(?! (?:on|for|to|at|of|in)\b)|" + "".join(f"(?<!\\b{w} )" for w in _HAS) + r"\bno"
                                                                                                                 r" cap"
                                                                                                                 r"$"))


def no_cap(out: list[str]) -> list[str]:
    """`out` with "no cap" opening or closing it read "honestly"."""
    return resaid(out, _NO_CAP, "honestly")
