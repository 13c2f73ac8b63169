"""The details first, then the question: "seventy one, retired, do i still pay for my tablets", "ba two one, the
fifth, roughly how long is it in the air". Callers who read out who they are, the flight or the day before they ask
say what they want last; the bare details (clauses with no word of asking, wanting or saying of their own) only say
what the question is about, and the question is read in the clauses after them, alone (`yesno.fact_asked` hands it to
`acts.classify`). Not a turn whose first clause already says something ("i'm seventy, do i pay"), nor details followed
by anything but a question ("ba two one, the fifth, book me on it")."""

from __future__ import annotations

import re

from voice_agent.engine.text import words

# Words that make a clause more than a detail read out: someone saying, wanting, asking or refusing something.
_SAYING = frozenset("""i i'm im i'd i've i'll we we're we'd we've you you're it's its is are was were am be
can could would will do does did don't dont please want need like book cancel get put add no nope nah not never
yes yeah""".split())
# The question that follows, as it opens (a hedge before it allowed): a yes-no or wh- question, or "if i ..., could i".
_QUESTION = re.compile(r"^(?:(?:roughly|just|so|and|but|ok|okay|right|quick question|quickly) )?"
                       r"(?:(?:do|does|did|is|are|was|should) (?:i|we|you|it|there|they|he|she|my|the)"
                       # "..., could it be ready by six": not "could i pick it up" (a thing asked for, read whole).
                       r"|(?:can|could|will|would) (?:it|there|they|he|she|my|the)"
                       r"|how|what|what's|whats|when|where|which|who|why|if (?:i|we))\b")


def details_first(text: str) -> str:
    """The clauses from the first question on, when every clause before it is a bare detail (up to six words), or ""."""
    clauses = re.split(r"[,.;!?]+", text)
    for k, clause in enumerate(clauses):
        said = words(clause)
        if not said:
            continue
        if k and _QUESTION.match(" ".join(said)):
            return ",".join(clauses[k:]).strip()
        if len(said) > 6 or _SAYING.intersection(said):
            return ""
    return ""
