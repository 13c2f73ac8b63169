"""A grievance: what the caller says the agent (or its people) did wrong, told in the past ("you gave me
the wrong tablets", "you lost my bag again", "your lot charged us twice"). What it names went wrong;
it is no thing asked for, so the acting rules do not count its words as naming what a tool is about
(things.py `_modifiers`): "i want a refund, you gave me the wrong tablets" asks for the refund.
"""

from __future__ import annotations

from collections.abc import Sequence

# The agent blamed as the subject, then a verb in the past of handing over, losing or charging.
_BLAMED = frozenset("you your you've youve".split())
_DID = frozenset("""gave given sent handed dispensed supplied lost misplaced charged overcharged billed
                    messed mixed spelled spelt sold issued""".split())
# Where the grievance ends, unpunctuated: the turn goes on to what is asked.
_ENDS = frozenset("so and but can could would will please i i'd i'm we we'd now".split())
# Asked, not told: "could you ...", "if you sent it ...", "did you ...".
_ASKED = frozenset("can could would will won't wouldn't did didn't have haven't if when whether please".split())


def blamed(tokens: Sequence[str]) -> frozenset[str]:
    """The words of a grievance told of the agent (`_BLAMED` then, within two words, a verb of `_DID`),
    up to where the turn goes on (`_ENDS`)."""
    out: set[str] = set()
    for k, w in enumerate(tokens):
        if w not in _BLAMED or (k and tokens[k - 1] in _ASKED):
            continue
        did = next((j for j in range(k + 1, min(k + 3, len(tokens))) if tokens[j] in _DID), -1)
        if did < 0:
            continue
        for t in tokens[did + 1 :]:
            if t in _ENDS:
                break
            out.add(t)
    return frozenset(out)
