"""A turn started over: the caller's opening ("can you", "I need") cut off in a clause of its own and
said again. What came before the second start is no part of what is asked (`understand.Understander`
matches the words from it). Split from understand.py by concern.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import words

# "can you, sorry, the dog, can you do my ...": the caller starts over, the opening cut off in a
# clause of its own and said again; what came before the second start is no part of what is asked.
# Not "can you get me a taxi, can you ..." (the opening not cut off: two things asked).
_OPENINGS = frozenset({("can", "you"), ("could", "you"), ("can", "i"), ("could", "i"), ("i", "need"), ("i", "want")})


def restarted(query: str, said: str) -> str:
    """The words from the last time the turn's opening, cut off, is said again, or all of them."""
    tokens = query.split()
    opening = tuple(tokens[:2])
    first = next((words(c) for c in re.split(r"[,.;!?]+", said) if words(c)), [])
    if opening not in _OPENINGS or tuple(first) != opening:
        return query
    again = [k for k in range(2, len(tokens) - 2) if tuple(tokens[k : k + 2]) == opening]
    return " ".join(tokens[again[-1]:]) if again else query
