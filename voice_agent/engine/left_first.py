"""How much is left, said first in a clause of its own: "with three days of pills left, is that too early to order",
"with a week to go, can i still change the date". The circumstance only sets the scene; what is asked is read in the
clause after it, alone (`yesno.fact_asked` hands it to `acts.classify`). Not "with the inhaler as well" (a thing
added), nor a turn with nothing after the circumstance."""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

# "with seven days of tablets left", "with only a week to go", "with two still remaining": an amount, then what remains.
_WITH_LEFT = re.compile(r"^(?:(?:so|and|but|well|um|er|erm|now) )*with (?:only |just |still )?(?:[a-z0-9']+ ){1,6}?"
                        r"(?:left|remaining|to go|to spare|still to go|in hand)$")


def left_first(text: str) -> str:
    """The clauses after how much is left was said first (`_WITH_LEFT`), or ""."""
    first, *after = split_clauses(text, maxsplit=1)
    rest = after[0].strip() if after else ""
    return rest if words(rest) and _WITH_LEFT.match(" ".join(words(first))) else ""
