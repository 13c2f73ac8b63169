"""A question asked first, then the caller's own circumstances told after it: "what time do you shut, i'm
stuck at work with the twins", "is there a fee for bags, we'd bring a buggy". The story after the question
only says why it is asked, and dilutes it for the matcher: the question alone is what is asked. Read by
`things.Things._asked_at_last`, for a turn nearest a guideline that only tells."""

from __future__ import annotations

import re

from voice_agent.engine.text import words

ASKED_THEN_TOLD = "asked, then why told"

# The question's first words: a word of asking, never "can" or "could" ("can you book me, i fly friday" asks for
# something done). A short time may stand before it, a clause of its own ("sunday, when do you open, ...").
_ASKS = re.compile(r"^(?:what|what's|when|when's|where|where's|how|how's|which|is|are|do|does|will|would) [a-z]")
_TIME_BEFORE = re.compile(r"^(?:on )?(?:(?:this|next) )?[a-z]+day(?: morning| afternoon| evening)?$|^(?:today|tomorrow|tonight)$")
# The story: a clause opened by the caller, or those they speak for, as its subject ("i'm juggling a toddler", "we'd
# come after school", "i need to bring the baby"); never a question of its own.
_TOLD = re.compile(r"^(?:(?:i|we)(?:'m|'d|'ll|'ve| am| would| will| have| need| want| have to| usually)?|my [a-z']+(?:'s| is| has))"
                   r" (?!you\b)[a-z']+")


def asked_then_told(said: str) -> str:
    """The question of a turn that asks first and then tells the caller's circumstances, as said; "" otherwise."""
    clauses = [" ".join(words(c)) for c in re.split(r"[,;.!?]+", said.lower())]
    clauses = [c for c in clauses if c]
    if clauses and _TIME_BEFORE.match(clauses[0]):
        clauses = clauses[1:]
    if len(clauses) < 2 or not _ASKS.match(clauses[0]) or not all(_TOLD.match(c) and not c.endswith("?") for c in clauses[1:]):
        return ""
    return clauses[0]
