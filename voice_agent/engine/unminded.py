"""A cost not minded: "i'm not bothered about the fare, i need to be in cork by monday", "we're not fussed how much
they are". The "not" says the caller does not mind what the thing costs, as one says what one is like; it refuses none
of the agent's things, and what is asked around it stands (`refusals.describes_oneself` reads it after "i'm not").
Not the minding said alone, nor "not bothered about the upgrade" (a thing of the agent's let go)."""

from __future__ import annotations

from voice_agent.engine.prices import PRICE_WORDS

# Bothered, fussed or worried about, with or by the price or the cost, or by how much it is.
_MINDING = frozenset("bothered fussed worried concerned".split())
_OF_IT = frozenset("about with by over".split())
# How much it is, or what they cost: the cost asked, said after the minding.
_ASKED_COST = (["what", "it", "costs"], ["what", "they", "cost"], ["how", "much", "it"], ["how", "much", "they"])


def cost_unminded(after: list[str]) -> bool:
    """Whether the words after "i'm not" say the cost not minded: ["bothered", "about", "the", "price", ...] -> True."""
    if after[:1] == [] or after[0] not in _MINDING:
        return False
    rest = after[2:4] if after[1:2] and after[1] in _OF_IT else after[1:3]
    return bool(PRICE_WORDS.intersection(rest)) or after[1:4] in _ASKED_COST or after[2:5] in _ASKED_COST
