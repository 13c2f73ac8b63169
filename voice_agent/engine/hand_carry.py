"""The cabin bag named "hand carry", as Southeast Asia's and South Asia's English names it: "the hand carry", "my hand
carry", "one hand carry" (a thing, after a word that makes it one) read "hand luggage", which the matcher knows as the
bag taken on board. The verb is left ("can i hand carry the box": carried by hand). A bag by its kind and "one" ("would
this rucksack do as a cabin one", "two hold ones") is that bag ("the cabin bag"); "the early one", "cabin crew" are
left. Read by `dialect.standard`.
"""

from __future__ import annotations

# The words that make "hand carry" a thing: a determiner, an owner or a count before it.
_A_THING = frozenset("the a my your our his her their this that one two each per extra".split())
_CARRY = {"carry": "luggage", "carries": "luggage", "carrys": "luggage"}
# "would this rucksack do as a cabin one", "two hold ones": the bag of that kind, "one" standing for it.
_BAG_KINDS = frozenset("cabin hold checked".split())
_BAG_ONE = {"one": "bag", "ones": "bags"}


def hand_carried(out: list[str]) -> list[str]:
    """`out` with "hand carry" after a word that makes it a thing read "hand luggage"."""
    for k, t in enumerate(out[1:-1], start=1):
        if t == "hand" and out[k + 1] in _CARRY and out[k - 1] in _A_THING:
            out[k + 1] = _CARRY[out[k + 1]]
        elif t in _BAG_KINDS and out[k + 1] in _BAG_ONE and out[k - 1] in _A_THING:  # "the cabin one": the cabin bag
            out[k + 1] = _BAG_ONE[out[k + 1]]
    return out
