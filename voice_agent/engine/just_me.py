"""How many travel, said "just me" in a clause of its own closing the turn: "the late one to leeds on friday, just me",
"two nights in rome, only myself": one traveller, read "one seat" as the count is said plainly. Read by `text.unstutter`
on the words as written. Not "it's just me again" nor "just me or is the line bad" (no clause of its own closing the
turn), nor "is it just me" (asked), nor "no, just me" (an answer: "no one seat" would be misread)."""

from __future__ import annotations

import re

_JUST_ME = re.compile(r"(?<=[,.;!?] )(?<!\bno, )(?<!\bnah, )(?<!\bnope, )(?:just|only) (?:me|myself)"
                      r"(?= *(?:please|thanks|ta|cheers)? *[.!]* *$)", re.IGNORECASE)


def just_me(text: str) -> str:
    """`text` with "just me" closing the turn in a clause of its own read "one seat"."""
    return _JUST_ME.sub("one seat", text) if " me" in text.lower() or "myself" in text.lower() else text
