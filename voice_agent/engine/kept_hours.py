"""The place asked whether it "keeps" its hours: "will you be keeping your usual hours over easter", "is the chemist
keeping regular hours" ask whether it is open then, "keeping" read "open" as said plainly ("are you open your usual
hours"). Only of "you" or the place, and only before a kind of hours ("normal / usual / regular / same / standard /
holiday / late ... hours"); the caller's own ("i'm keeping odd hours") is left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

_KEPT = re.compile(r"\b((?:are you|will you be|you're|you are|are you all"
                   r"|is the (?:shop|pharmacy|chemist|branch|counter)"
                   r"|will the (?:shop|pharmacy|chemist|branch|counter) be)(?: still)?) keeping(?= (?:your |the |its )?"
                   r"(?:normal|usual|regular|same|standard|holiday|late|later|longer|shorter|reduced|full|weekend)"
                   r" hours\b)")


def kept_hours(out: list[str]) -> list[str]:
    """`out` with the place's "keeping ... hours" read "open ... hours"."""
    return resaid(out, _KEPT, r"\1 open")
