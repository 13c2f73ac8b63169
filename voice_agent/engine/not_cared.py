"""The hours disowned: "we don't care when you shut", "i don't care what time you close" say the hours are not what
is asked, as "i'm not asking when you open" does (`refusals.NEGATION_PHRASES`). Only "i / we don't care when / what
time / if / whether" straight before the place opening or shutting; "we don't care which day, just book the cheapest
one" (any day for a thing wanted) and "i don't care if it's late, i need it today" are left. Read by
`dialect.standard`, which reads the words "i'm not asking".
"""

from __future__ import annotations

_WHO = frozenset("i we".split())
_DONT = frozenset("don't dont".split())
_WHEN = (["when"], ["what", "time"], ["if"], ["whether"])
_PLACE = (["you"], ["you're"], ["you", "are"], ["they"], ["they're"], ["the", "shop"], ["the", "pharmacy"])
_OPEN = frozenset("open opens close closes closed shut shuts opening closing".split())


def not_cared(out: list[str]) -> list[str]:
    """`out` with "we don't care when you shut" read "we're not asking when you shut"."""
    for k in range(len(out) - 4):
        if out[k] in _WHO and out[k + 1] in _DONT and out[k + 2] == "care":
            rest = out[k + 3 :]
            when = next((w for w in _WHEN if rest[: len(w)] == w), None)
            place = next((p for p in _PLACE if when and rest[len(when) : len(when) + len(p)] == p), None)
            if when and place and rest[len(when) + len(place) : len(when) + len(place) + 1] and \
                    rest[len(when) + len(place)] in _OPEN:
                return [*out[:k], "i'm" if out[k] == "i" else "we're", "not", "asking", *rest]
    return out
