"""The caller taken off the vessel they are on: "let us off this ship", "take us off the liner" ask to go ashore, not
to be taken off a thing held (`cancels._OUT_OF` reads "get me off the flight" as a cancel). "off" is read "ashore
from" before a boat, ship, ferry, tender or liner that no word of a thing held follows ("take us off the ferry booking"
is left). Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

_ASHORE = gated(re.compile(r"\b((?:get|take|let)(?: me| us)) off"
                           r" ((?:the|this|that) (?:boat|ship|ferry|tender|liner|vessel)s?)\b"
                           r"(?! (?:booking|reservation|ticket|trip|list|seat|place)s?\b)"))


def ashore(out: list[str]) -> list[str]:
    """`out` with "get / take / let me / us off the boat / ship ..." read "... ashore from the boat / ship"."""
    return resaid(out, _ASHORE, r"\1 ashore from \2")
