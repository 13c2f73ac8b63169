"""Irish English in the standard form, one word for one (read by `dialect.standard`, as `southern.py` is):

- "sure look" opening what is said ("sure look, it's gone again", "ah sure look when do you shut"): the pair only
  paces the words after it, as "well" does, so it is read as the filler "well" twice and the question or the want
  after it is read as ever; "look" that looks at something ("sure look at the state of it", "look up the reservation")
  is left;
- "ye", the plural "you", asked with an auxiliary before it ("would ye have it", "did ye get it") or said before a
  negative of needing or doing ("ye needn't bother", "ye don't have to"): read as "you". "ye" alone, or before a
  name or a thing, is left (it is "yeah" as often, and the docstring of `dialect` keeps it so).
"""

from __future__ import annotations

from collections.abc import Sequence

# The words a caller may say before the pair, opening the turn.
_BEFORE = frozenset("ah oh och well but and so".split())
# "look" followed by where or at what one looks is the verb of looking.
_LOOKED_AT = frozenset("at into up for after over through in out here".split())
# The auxiliaries that ask with "ye" after them.
_ASKING = frozenset("would could can will do did are were have has should shall".split())
# The negatives "ye" may be the subject of.
_NEGATIVES = frozenset("needn't neednt don't dont didn't didnt can't cant won't wont wouldn't couldn't".split())


def irish(out: Sequence[str]) -> list[str]:
    """`out` with "sure look" opening the turn read as two fillers and "ye" as an auxiliary's subject as "you"."""
    said = list(out)
    k = 0
    while k < min(2, len(said)) and said[k] in _BEFORE:
        k += 1
    if said[k : k + 2] == ["sure", "look"] and said[k + 2 : k + 3] != [] and said[k + 2] not in _LOOKED_AT:
        said[k : k + 2] = ["well", "well"]
    for j, t in enumerate(said):
        if t == "ye" and ((j and said[j - 1] in _ASKING) or (said[j + 1 : j + 2] != [] and said[j + 1] in _NEGATIVES)):
            said[j] = "you"
    return said
