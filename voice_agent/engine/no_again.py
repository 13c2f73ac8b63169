"""A no said again closing the turn, after a no that opened it: "nah, the late one, no", "no the cream, naw" ("naw" is
"no", `scots.py`). The no at the close only says the first again, so the turn is read without it, as the opening no and
what it names ("no the cream" refuses the cream, as ever). Only a bare no closing a turn of one or two clauses that
open with a no; "the cream, no" (no opening no) and "no, the cream, no wait" (more than a no) are left. Read by
`acts.classify`, before anything else, as `relayed.py` is."""

from __future__ import annotations

from .text import split_clauses, words

_NO = (["no"], ["nah"], ["nope"])


def said_again(text: str) -> str:
    """`text` without its closing bare no when a no opened it too; "" when it is not so."""
    clauses = [c for c in split_clauses(text) if words(c)]
    if not 2 <= len(clauses) <= 3 or words(clauses[-1]) not in _NO or words(clauses[0])[:1] not in _NO:
        return ""
    kept = clauses[:-1]
    if len(kept) == 1 and len(words(kept[0])) < 2:
        return ""
    return ", ".join(c.strip() for c in kept)
