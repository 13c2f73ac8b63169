"""A question asked in the negative: "don't you sell gift cards, how much are they", "doesn't the shop open
sundays, what time": the "don't" opening the turn before its subject asks, as "do you ..." does, and a question
follows in a clause of its own. It refuses nothing: `yesno.fact_asked` has the turn read as the question asked
the plain way. Not "don't you dare book it" nor "don't you worry" (told), nor "don't book it, how much is it"
(no subject), nor "don't you book that" with no question after it.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

# The auxiliary and its subject: the agent ("you"), a thing ("the shop", "your app") or people ("students").
_NEGATIVE_QUESTION = re.compile(r"^(?:(don't|dont)|(doesn't|doesnt)) (?=(?:you|the [a-z']+|your [a-z']+|[a-z]+s)\b"
                                r"(?! (?:dare|worry|fret|mind)\b))")
# The question that follows, opening a clause of its own: a word of asking, or wondering whether.
_ASKED_AFTER = re.compile(r"^(?:(?:so|and|but|then|i'm|im|just|only) )*(?:how|what|what's|whats|when|where|which"
                          r"|(?:would|could|can|do|did|will) i|wondering)\b")


def asked_positively(text: str) -> str:
    """The turn with its question asked in the negative asked as "do ..." or "does ..." (`_NEGATIVE_QUESTION`),
    when a question follows it in a clause of its own (`_ASKED_AFTER`); or ""."""
    first, *after = re.split(r"([,.;!?]+)", text.strip().lower(), maxsplit=1)
    said = " ".join(words(first))
    asked = _NEGATIVE_QUESTION.match(said)
    rest = [" ".join(words(c)) for c in split_clauses("".join(after))]
    if not asked or not any(_ASKED_AFTER.match(c) for c in rest):
        return ""
    return f"{'do' if asked.group(1) else 'does'} {said[asked.end():]}{''.join(after)}"
