"""The "it" left out before "is" at the turn's opening, as Portuguese ("é para mim", "não é para comprar") and Spanish
leave it: "is for my auntie, the friday one", "is not for a refund, i need a person" are "it's for ..." and "it's not
for ...", told, not asked. Only "is" opening the turn (or after "so / well / look / então") straight before "for" or
"not for"; "is for sure" ("for_sure.py"'s) and "is this for me", "is it for me" (a subject said) are left. Read by
`dialect.standard`, which puts "it's" in the place of the "is".
"""

from __future__ import annotations

_OPENERS = frozenset("so well look então entao".split())


def it_dropped(out: list[str], k: int) -> bool:
    """Whether `out[k]` is an "is" with its "it" left out, opening the turn before "for" or "not for"."""
    return out[k] == "is" and (k == 0 or (k == 1 and out[0] in _OPENERS)) and (
        (out[k + 1 : k + 2] == ["for"] and out[k + 2 : k + 3] != ["sure"]) or out[k + 1 : k + 3] == ["not", "for"])
