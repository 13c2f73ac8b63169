"""A word of the author's glossary heard as two to four pieces, joined again ("the lis in o pril", "her pan to pra zole").

A speech recogniser that does not know a long word (a medicine's name, mostly) writes the ordinary words it sounds
like, and those pieces then read as a name ("for min": a patient Min) or as nothing. Where pieces side by side spell a
one-word synonym of one of the agent's terms, letter for letter, they are that word: no run of ordinary words spells
a long name of the glossary by chance. Read by `Understander._read` before any value is read, on the words as said.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from itertools import pairwise

_SHORTEST = 7  # shorter synonyms ("senna", "lantus") may be spelled by ordinary words side by side
_PIECES = 4  # "pan to pra zole": a long name heard as its syllables, at most four
_WORD = re.compile(r"[A-Za-z]+")


def rejoined(text: str, synonyms: Mapping[str, str]) -> str:
    """`text` with each run of two to four words that spells a one-word synonym of `synonyms` written as that word."""
    long = {s for s in synonyms if " " not in s and len(s) >= _SHORTEST and s.isalpha()}
    if not long:
        return text
    spans = [(m.start(), m.end(), m.group(0).lower()) for m in _WORD.finditer(text)]
    out, at, k = [], 0, 0
    while k < len(spans):
        for n in range(_PIECES, 1, -1):
            run = spans[k : k + n]
            joined = "".join(w for _, _, w in run)
            # Only pieces set apart by spaces: "met, for min" is said in two clauses.
            if len(run) == n and joined in long and all(text[a[1] : b[0]] == " " for a, b in pairwise(run)):
                out.append(text[at : run[0][0]] + joined)
                at, k = run[-1][1], k + n
                break
        else:
            k += 1
    return "".join(out) + text[at:]
