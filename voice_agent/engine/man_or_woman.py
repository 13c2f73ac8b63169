"""A person asked for as a man or a woman, either one: "get me a gentleman or a lady", "a woman or a man to talk to".

A caller who names both leaves which one to the agent: what is asked for is someone, a person, whoever answers. Each
word is read as "person" (`either_one`), so the words of asking for a person read it as they read "a person"; a man
or a woman named alone ("the lady at the counter was kind", "a man came to the door") is left as said, as is one
named with a word of what they do ("the bookings lady", `people.py`). Read by `dialect.standard`.
"""

from __future__ import annotations

_ONES = frozenset("man woman lady gentleman guy girl boy bloke fella gent sheila".split())
_ONE_OF = frozenset("a an some".split())


def either_one(out: list[str]) -> list[str]:
    """`out` with a man or a woman asked for (two words of `_ONES`, not the same, joined by "or", each after "a" or
    the second bare) read as "a person or a person"."""
    out = list(out)
    for k in range(len(out) - 3):
        if out[k] not in _ONE_OF or out[k + 1] not in _ONES or out[k + 2] != "or":
            continue
        j = k + 4 if out[k + 3] in _ONE_OF else k + 3
        if j < len(out) and out[j] in _ONES and out[j] != out[k + 1]:
            out[k + 1] = out[j] = "person"
    return out
