"""A supply said to be nearly at its end: "my inhaler, is nearly finished", "..., our patches are almost done". The word
of being done ("finished", "done", "gone", "empty") after a word of nearly ("almost", "nearly", "practically",
"virtually") tells that the caller's own supply is running low, which asks for more; it does not ask whether the
agent's work on the thing is done. `done.asked_later` reads a clause opening on "is" or "are" with the done word in it
as a question of whether it is done; a clause of this kind it reads past. Only said of the caller's thing: its "is"
with no subject (the thing named in the clause before) or after "my", "our" ... in a statement's order. Not "is it
almost done" (whether the agent's work nearly is, asked as before), nor "is it almost ready" (the agent's work)."""

from __future__ import annotations

from collections.abc import Sequence

NEARLY = frozenset("almost nearly practically virtually".split())
# The done words a supply can end with (not "ready", "confirmed", "sorted": the agent's work done).
_ENDED = frozenset("finished finish done through gone empty".split())
_OWN = frozenset("my our his her their".split())


def nearly_ended(tokens: Sequence[str]) -> bool:
    """Whether the clause tells the caller's supply nearly ended: "is / are <nearly> <ended>", or "my / our ... thing is
    / are <nearly> <ended>" (a time word closing it read past)."""
    said = list(tokens)
    while said[-1:] and said[-1] in ("now", "already"):
        said = said[:-1]
    if len(said) < 3 or said[-1] not in _ENDED or said[-2] not in NEARLY or said[-3] not in ("is", "are"):
        return False
    return len(said) == 3 or said[0] in _OWN
