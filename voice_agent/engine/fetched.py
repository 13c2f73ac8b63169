"""Told not to fetch: "don't get me a person", "don't get us anyone", "don't get the manager". "don't get"
is mostly an idiom that refuses nothing ("don't get me wrong", "don't get me started"); with someone or
something to be fetched after it (an article, a someone word), the agent is told not to bring it (`refusals.told_not`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# Whom it would be got for: "me", "us", "her" ... or no one said ("don't get the manager").
_FOR_WHOM = r"(?:(?:me|us|him|her|them) )?"
# What would be got: a thing or a person with an article, or anyone at all.
_FETCHED = r"(?:a|an|the|another|some|any|your|someone|somebody|anyone|anybody|nobody)\b"
_GET_NOT = re.compile(rf"^(?:get|fetch) {_FOR_WHOM}{_FETCHED}")


def fetched(after_dont: Sequence[str]) -> bool:
    """Whether the words after a "don't" tell the agent not to get someone or something ("get me a human")."""
    return _GET_NOT.match(" ".join(after_dont)) is not None


def told_to(after_dont: Sequence[str], idioms: frozenset[str]) -> bool:
    """Whether "don't" and these words tell the agent not to do a thing: a verb not of an idiom ("don't make the
    booking"; not "don't worry"), or one getting someone or something ("don't get me a human")."""
    return bool(after_dont) and (after_dont[0] not in idioms or fetched(after_dont))
