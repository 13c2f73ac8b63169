""""Reckon" as the American South (and the North of England) says it. A question opened on it, its "do you" left out:
"reckon my seat's sorted for reno", "you reckon my seat's gone through" ask as "do you reckon ..." does; only "reckon"
or "you reckon" opening the turn with a clause after it; "i reckon the patches are in" (the caller's own belief, told),
"reckon so" and "reckon not" (an answer), and "reckon i'll take the early one" (the caller's own plan, as Australians
say it) are left. And "i / we reckon not", closing the turn or before a no, thanks or
sorry, the hedged no "i think not" (`refusals.NEGATION_PHRASES`); "i reckon not many fly then" (its clause going on)
is left. Read by `dialect.standard`.
"""

from __future__ import annotations

_ANSWERS = frozenset("so not i i'll i'd i'm we we'll we'd we're".split())  # an answer, or the caller's own plan
_AFTER_NO = frozenset("no nah nope thanks thank cheers sorry then".split())


def reckon_asked(out: list[str]) -> list[str]:
    """`out` with "i reckon not" read "i think not", and "do you" put before a "(you) reckon" opening the turn."""
    for k in range(len(out) - 2):
        if out[k] in ("i", "we") and out[k + 1 : k + 3] == ["reckon", "not"] and (
                k + 3 == len(out) or out[k + 3] in _AFTER_NO):
            out = [*out[: k + 1], "think", *out[k + 2 :]]
    k = 1 if out[:2] == ["you", "reckon"] else 0 if out[:1] == ["reckon"] else -1
    if k < 0 or len(out) < k + 3 or out[k + 1] in _ANSWERS:
        return out
    return ["do", "you", *out[k:]]
