"""A baby's luggage, as parents name it: a "changing bag" (the bag of nappies and wipes) is read "nappy bag", so the
word "changing" is no change asked for ("is our changing bag too heavy" asks the allowance, as "the nappy bag"
does); "i'm changing bags at the gate" (a doing, no "the / my" before it) is left. And a baby, infant or toddler
said to "get / have" luggage, bags or baggage ("of its own" or not) asks its allowance: "allowance" is said after it
("would an infant have any baggage", "will the toddler have bags of his own"); "would the toddler get a window seat"
and "did the baby's bag get lost" are left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

# After a word of whose or which ("the / my / a / the baby's changing bag"), not a doing ("i'm changing bags").
_CHANGING_BAG = gated(re.compile(r"\b((?:the|a|my|our|his|her|their|your|this|that|[a-z]+'s) )changing (bags?)\b"))
_CHILD = r"(?:baby|babies|infant|infants|toddler|toddlers|little one|newborn|lap child|lap baby)"
_GETS_BAGS = re.compile(r"\b((?:does|do|will|would|can|could) (?:a|an|the|my|our|his|her|their) " + _CHILD
                        + r"(?: [a-z']+){0,3} (?:get|have) (?:any |a |some |their own |its own |his own |her own )?"
                        r"(?:luggage|baggage|bags?))(?: of (?:its|their|his|her) own)?(?! allowance)")


def baby_kit(out: list[str]) -> list[str]:
    """`out` with a "changing bag" read "nappy bag", and a baby's luggage asked after read as its allowance."""
    return resaid(resaid(out, _CHANGING_BAG, r"\1nappy \2"), _GETS_BAGS, r"\1 allowance")
