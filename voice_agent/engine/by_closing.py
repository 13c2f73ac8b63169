"""The shop's closing said as a time a thing must be done by: "is it ready before you close", "will the cream be done
before you shut for the weekend" ask whether it is done in time, not the hours ("before you close" read "in time
then"). Only straight after a word of the thing being done or ready (a "for me" between or not); "can i come before
you close" (a visit, whose time the hours answer) and "what time do you close" are left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

_DONE = r"(?:ready|done|sorted|filled|through|in|made up|prepared|processed)"
_BY_CLOSING = re.compile(r"\b(" + _DONE + r"(?: for (?:me|us|him|her|them))?) before (?:you|u|you guys) "
                         r"(?:close|shut|closes|shuts|close up|shut up shop)\b")


def by_closing(out: list[str]) -> list[str]:
    """`out` with "before you close" after a word of being done or ready read "in time then"."""
    return resaid(out, _BY_CLOSING, lambda m: m.group(1) + " in time then")
