"""A thing's being ready asked in a statement's order: "the inhaler will be there for me?", "my tablets will be ready
by five?". Polish, Romanian and the Baltic languages ask a yes or no by the voice alone, keeping the order of a
statement; written down, the question mark says it. The turn's last clause, closing on the mark, of a thing held
("the / my / our / his / her / their" + one to three words, no person) then "will be" and a word of being there or
ready, is read in a question's order ("will the inhaler be there for me"), which `done._will_be_done` asks about.
Read by `done` (the last clause of a turn closing on "?"). Without the mark ("the inhaler will be there for me": told,
not asked) or of a person ("my husband will be there for me?") it is left.
"""

from __future__ import annotations

from collections.abc import Sequence

from voice_agent.engine.extract_names import KIN

_WHOSE = frozenset("the my our his her their".split())
_READY = frozenset("there ready waiting done in".split())
_PERSONS = KIN | frozenset("""pharmacist chemist doctor nurse driver taxi car manager staff man woman lady guy boss
    chef friend neighbour neighbor someone somebody one""".split())


def will_first(tokens: Sequence[str]) -> list[str]:
    """`tokens` in a question's order when they state a held thing will be there or ready, else as they are."""
    k = next((i for i in range(2, 5) if list(tokens[i : i + 2]) == ["will", "be"]), 0)
    if not k or tokens[0] not in _WHOSE or _PERSONS.intersection(tokens[1:k]) or tokens[k + 2 : k + 3] == [] \
            or tokens[k + 2] not in _READY:
        return list(tokens)
    return ["will", *tokens[:k], *tokens[k + 1 :]]
