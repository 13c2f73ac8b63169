"""Having enough, asked to be brought about, not told: "could you make sure we have enough inhalers for the trip",
"sort it so that i have plenty for the month". Having enough after "make sure", "ensure", "be sure" or "so that" is
what the caller wants the agent to see to, a need; it says no supply is already had (`refusals.refusal_cue` reads a
caller who has enough as wanting nothing). Not "i'm sure i have enough" (the caller's own certainty, a supply had)."""

from __future__ import annotations

from collections.abc import Sequence

# The words that make what follows a result to bring about, up to five words before the amount.
_BROUGHT_ABOUT = (["make", "sure"], ["making", "sure"], ["be", "sure"], ["ensure"], ["so", "that"])


def ensured(tokens: Sequence[str], k: int) -> bool:
    """Whether the amount at tokens[k] ("enough", "plenty") is had as a result the caller asks for."""
    before = list(tokens[max(0, k - 5) : k])
    return any(before[j : j + len(p)] == p for p in _BROUGHT_ABOUT for j in range(len(before)))
