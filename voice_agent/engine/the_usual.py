""""The usual" in a clause of its own closing the turn ("r x 1 2 3 4 5, the usual", "my inhaler, just my usual
please"): the caller's regular order had again, read "the same again", as a repeat is asked. Read by `text.unstutter`
on the words as written, so every rule and the matcher read the turn so. Not "is the usual ready" nor "the usual
pharmacist please" (inside a clause), nor "same as usual" (no clause of its own)."""

from __future__ import annotations

import re

_USUAL = re.compile(r"(?<=[,.;!?] )(?:just )?(?:the|my|our|his|her) usual(?= *(?:please|thanks|ta|cheers)? *[.!]* *$)",
                    re.IGNORECASE)


def the_usual(text: str) -> str:
    """`text` with "the usual" closing the turn in a clause of its own read "the same again"."""
    return _USUAL.sub("the same again", text) if "usual" in text.lower() else text
