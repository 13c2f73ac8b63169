"""Where another service's thing is put, read by `things.ThingReader._anothers_thing`: after the agent's word when a
synonym took the "on" into it ("place on" is the airline's "seat": "a place on the train" reaches it as "a seat the
train", `swallowed_on`), and a ship's tender, the boat that takes passengers ashore and back (`ship_tender`).
"""

from __future__ import annotations

# "the tenders out to the liner", "the tender ashore": going somewhere (not "the tender spot on my gum").
_GOING = frozenset("back to from ashore into over across out".split())
_TENDERS = frozenset("tender tenders".split())
_ONE = frozenset("a an".split())


def swallowed_on(tokens: list[str], k: int) -> int:
    """ "a seat the train to york": the agent's word at `k` after "a / an" and straight before "the", its "on" folded
    into it: the index of "the" (the place it is put follows), or -1. "is the seat the one by the window" is left."""
    return k + 1 if 0 < k and tokens[k - 1] in _ONE and tokens[k + 1 : k + 2] == ["the"] else -1


def ship_tender(tokens: list[str], j: int) -> bool:
    """Whether the word at `j` is a ship's tender: "tender(s)" after "the", closing the turn or before a word of
    going."""
    after = tokens[j + 1 : j + 2]
    return tokens[j] in _TENDERS and j > 0 and tokens[j - 1] == "the" and (not after or after[0] in _GOING)
