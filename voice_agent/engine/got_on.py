"""Someone not to be put on anything, said with "get": "don't get him on any of them", "no need to get us on the late
one" say the place is not wanted, read "don't book her on", as "don't book" refuses. Only after "don't / do not / no
need to" and before what a place is had on ("anything / any / a / the / that / this / it ..."). Read by `text.unstutter`
on the words as written. Not "don't get me wrong", "don't get on with her" (no one between), nor "get him on the late
one" (a place asked for, left as said)."""

from __future__ import annotations

import re

_GOT_ON = re.compile(r"\b(don't|dont|do not|no need to) get (me|us|him|her|them|(?:my|our) [a-z]+|[a-z]+'s [a-z]+) on"
                     r"(?= (?:anything|any|a|an|the|that|this|it|those|these)\b)", re.IGNORECASE)


def got_on(text: str) -> str:
    """`text` with someone not to be got on anything read "don't book (them) on"."""
    return _GOT_ON.sub(r"\1 book \2 on", text) if " get " in text.lower() else text
