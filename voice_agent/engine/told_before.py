"""The caller's circumstances told first, then a question closing the turn: "our coach only gets in at nine, will you
still be open", "the kids each bring a rucksack, what's the most they can carry on". The mirror of `told_after`: the
story before the question only says why it is asked, and dilutes it for the matcher; the question alone is what is
asked. Read by `things.ThingReader._asked_at_last`, for a turn nearest a guideline that only tells (the question alone
must lie nearer the same guideline). Not a story that asks for something itself ("i need my repeat, are you open
till six": two asks, `two_asks`), nor a question that leans on the story for what it asks of (`_LEANS`)."""

from __future__ import annotations

import re

from voice_agent.engine.naming import ASKING_OPENERS
from voice_agent.engine.text import words

TOLD_THEN_ASKED = "told, then asked"

# The question's first words: a word of asking, or a time asked from or until ("from what time do you serve", "up to
# what hour can we come"); never "can" or "could" ("..., can you book us" asks for something done).
_ASKS = re.compile(r"^(?:what|what's|when|when's|where|where's|how|how's|which|is|are|do|does|will|would"
                   r"|(?:from|up to|up till|until|till|by) what) [a-z]")
# A clause that asks or bids itself, never the story: a word of asking or a modal first, or a request's opener in it
# ("when" asks only with a verb after it: "when we land ..." tells).
_NOT_TOLD = re.compile(r"^(?:what|what's|when(?= (?:is|are|do|does|did|can|could|will|would|should|was|were)\b)|when's"
                       r"|where|how|which|who|why|is|are|do|does|did|can|could|would|will|shall"
                       r"|should|may|might|please|no|nah|nope|yes|yeah|hi|hello|hiya|hey|thanks|cheers)\b")
# A question that leans on the story for what it asks of, matched with it as before: one of "it" ("i'm parked
# outside, is it there", "..., how much will it cost"), one of three words or fewer ("..., is that normal"), or the
# agent asked what it is or can do ("..., are you able to help", "are you a person") rather than whether it is open.
_LEANS = re.compile(r"\bit\b|^(?:[a-z']+ ?){1,3}$|^are you\b")


def told_then_asked(said: str) -> str:
    """The question closing a turn that first tells the caller's circumstances, as said; "" otherwise."""
    parts = [p for p in re.split(r"([,;.!?]+)", said.lower()) if p.strip()]
    clauses = [" ".join(words(p)) for p in parts if words(p)]
    told = clauses[:-1]
    if not told or not _ASKS.match(clauses[-1]) or "?" in "".join(p for p in parts if not words(p))[:-1]:
        return ""
    if _LEANS.search(clauses[-1]):
        return ""
    if any(_NOT_TOLD.match(c) or any(o in f" {c} " for o in (f" {a} " for a in ASKING_OPENERS)) for c in told):
        return ""
    return clauses[-1]
