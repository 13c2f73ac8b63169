"""A "not" asked of as what follows from what was told: "the surgery changed my dose, does that mean we don't need a
new script", "the app says pending, does that mean we're not on it yet". The caller asks whether the not holds,
refusing nothing; `disclaimed.disclaimed` reads the words without the negator before a refusal is looked for ("that
means i don't want it", told with no question, still declines)."""

from __future__ import annotations

import re

# The negators after a subject: "don't", "won't", "can't", "isn't" ... and their words apart ("do not").
_NEGATOR = (r"(?:don't|dont|do not|doesn't|doesnt|does not|won't|wont|will not|can't|cant|cannot|shouldn't|shouldnt"
            r"|aren't|arent|am not|are not|is not|isn't|isnt)")
# The question of what follows ("does that mean", "would this mean that"), then whose the not is and the negator;
# "does that mean we're not on it": the subject and its "is" run together, then "not", the same.
_FOLLOWS = re.compile(r"\b((?:does|do|would|will) (?:that|this|it) mean(?: that)?"
                      r" (?:i|we|he|she|they|you|my [a-z]+|our [a-z]+|i'm|we're|he's|she's|they're|it's|you're) )"
                      r"(?:" + _NEGATOR + r"|not) (?=[a-z])")


def follows_unnegated(said: str) -> str:
    """`said` with the negator of a not asked of as what follows (`_FOLLOWS`) left out."""
    return _FOLLOWS.sub(r"\1", said)
