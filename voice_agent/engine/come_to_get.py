"""Coming to fetch a thing named, asked after a story: "the surgery sent it across on friday, could i pop in and
collect the inhaler", "they emailed to say it's sorted, can we come and get mum's patches". Whether the caller may
come and take it home asks whether it is ready (`done.collectable` reads it), as "can we pop in and pick it up" does after
the thing named first. Read in a clause after the turn's first, the caller's coming and its fetching both said.
Not with a word of asking for it anywhere in the turn ("..., refill it and can i come and get the tablets friday":
`bare_asked.ASKING`), nor a thing done to it after ("come and get my pressure checked"), nor one of a kind ("a box").
"""

from __future__ import annotations

import re

from voice_agent.engine.bare_asked import ASKING
from voice_agent.engine.text import SOMEONES, split_clauses, words

# May the caller (or theirs) come, pop in or nip round, and get, collect or pick up the thing with "the" or a whose.
_COME_TO_GET = re.compile(r"^(?:(?:so|and|then|but) )?(?:can|could|may) (?:i|we) (?:still |now |just )?"
                          r"(?:come|pop|nip|swing|drop|call|head) (?:in |round |over |by |down |up |along )?"
                          r"(?:and |to )?"
                          r"(?:get|collect|pick up|fetch|grab) (?:the|my|our|his|her|their|" + SOMEONES + r")"
                          r"(?: [a-z']+){1,3}(?<!ed)$")


def come_to_get(text: str) -> bool:
    """Whether a clause after the first asks to come and fetch a thing named, no word of asking for it in the turn."""
    clauses = [words(c) for c in split_clauses(text)]
    clauses = [c for c in clauses if c]
    if len(clauses) < 2 or any(ASKING.intersection(c) for c in clauses):
        return False
    return any(_COME_TO_GET.match(" ".join(c)) for c in clauses[1:])
