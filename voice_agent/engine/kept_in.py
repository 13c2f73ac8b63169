"""The caller kept in care, told of after "i'm not": "i'm not discharged till friday", "we're not released yet", "i'm
not to lift anything": where the caller is held or what they are forbidden, a state and no refusal of the agent's
things. Read by `refusals.describes_oneself` after a cue of `refusals._ONESELF`. "i'm not flying" is left a no."""

from __future__ import annotations

from collections.abc import Sequence

# Let go of a ward or a home by those caring for one: not yet, so where the caller is.
_HELD = frozenset("discharged released admitted".split())
# "i'm not to carry", "we're not to drive": forbidden a doing of the body by those caring for one.
_FORBIDDEN = frozenset("lift carry bend drive walk stand strain eat drink shower stoop".split())


def kept_in(after: Sequence[str]) -> bool:
    """Whether the words after "i'm not" tell the caller held in care or forbidden a doing of the body."""
    return bool(after) and (after[0] in _HELD or (after[0] == "to" and after[1:2] != [] and after[1] in _FORBIDDEN))
