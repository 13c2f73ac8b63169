"""What Chinese English (Hong Kong, Taiwan, the mainland) says its own way, in the standard form, one word for one:
"aiya" (a sigh of dismay) is "oh" (not Singapore's and South India's "aiyo", read as said), and "want" straight before
a bare verb ("i want know", "i just want check it"), its "to" left out, is "wanna"; Mandarin's "bu yao" (not wanted)
and "bu yong" (not needed), as Chinese families in Malaysia, Singapore and abroad say them, are "don't want" and "no
need" (`phrases`). Read by `dialect.standard`.
"""

from __future__ import annotations

WORDS = {"aiya": "oh", "aiyah": "oh", "aiyaa": "oh", "aiyer": "oh"}
# "bu" (not) before "yao" (want) or "yong" (need): only the pair ("bu" alone may be a name or letters read out).
_NOT_WANTED = {"yao": ("don't", "want"), "yiao": ("don't", "want"), "yong": ("no", "need")}

# Bare verbs a caller wants to do, "to" left out ("want check", "want discuss"); not "help", "change", "order",
# "travel", "pass": a thing wanted too ("i want help with my bag", "we want travel cover", "i want pass for parking");
# nor "talk", "speak": one wanted to talk with is read with "want" as said, and so is "go through / over" (a matter
# gone over with someone: "want go through it with your staff").
_DOINGS = frozenset("know ask check discuss book cancel collect pick go come buy see find tell say "
                    "fly confirm".split())


def want_to_left(out: list[str], k: int) -> bool:
    """Whether `out[k]` is "want" with a bare verb straight after it, its "to" left out ("wanna" in standard form)."""
    if out[k] != "want" or k + 1 >= len(out) or out[k + 1] not in _DOINGS:
        return False
    return not (out[k + 1] == "go" and out[k + 2 : k + 3] in (["through"], ["over"]))


def phrases(tokens: list[str], out: list[str]) -> list[str]:
    """`out` (the standard form of `tokens`, one word for one) with "bu yao" read "don't want", "bu yong" "no need"."""
    for k, t in enumerate(tokens[:-1]):
        if t == "bu" and tokens[k + 1] in _NOT_WANTED:
            out[k], out[k + 1] = _NOT_WANTED[tokens[k + 1]]
    return out
