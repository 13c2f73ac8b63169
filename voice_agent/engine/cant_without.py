"""A thing the caller cannot be without, which is a need of it: "we can't be without our patches", "she cannot go
without her drops", "we can't manage without the tablets" read "... need our patches". Only the caller's or one of
theirs' own thing after it ("my / her / our / the ..."): "i can't go without telling you" is left, and so is
"can't fly without my passport" (what one may do without a thing, asked or told). Not wanting to be without it ("i
don't want to be without my inhaler", "... without it"), the same; "i don't want to go without telling you" is left.
Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

# "we don't want to go without them": not wanting to be without the thing just named ("it / them"), the same.
_CANT_WITHOUT = re.compile(r"\b(?:can't|cant|cannot|can not|couldn't|couldnt) (?:be|go|do|manage|cope) without"
                           r"(?= (?:my|our|his|her|their|the) [a-z])"
                           r"|\b(?:don't|dont|do not) want to (?:be|go) without"
                           r"(?= (?:my|our|his|her|their|the|it|them)\b)")


def cant_without(out: list[str]) -> list[str]:
    """`out` with "can't be / go / do / manage / cope without" before one's own thing read "need"."""
    return resaid(out, _CANT_WITHOUT, "need")
