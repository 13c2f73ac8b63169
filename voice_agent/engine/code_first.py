"""A thing named by its code alone, opening the turn: "r x four four one two nine, jo bloggs, can we pop in for it",
"k l seven seven two, can i come and get it". The code read out (letters, then a number said digit by digit or in
figures) names a held thing as "my inhaler" does, so "it" after it points back to that thing, and coming to fetch it
asks whether it is ready (`done.collectable`), as after a thing named with "my" or "the". A clause with any other
word in it ("r x two and the blue one") is not a code alone, and a number with no letter first ("eighty eight") is a
count, not a code: both read as before."""

from __future__ import annotations

from collections.abc import Sequence

from voice_agent.engine.text import spoken_digits


def named_by_code(clause: Sequence[str]) -> bool:
    """Whether the words of `clause` are a code alone: one or two letters (or "rx"), then a number of three digits or
    more and nothing after it. Not "a" or "i" first ("a hundred and twenty": a count)."""
    k = 0
    while k < min(len(clause), 3) and ((len(clause[k]) == 1 and clause[k].isalpha()) or clause[k] == "rx") \
            and clause[0] not in ("a", "i"):
        k += 1
    digits, used = spoken_digits(clause, k) if k else ("", 0)
    return len(digits) >= 3 and k + used == len(clause)
