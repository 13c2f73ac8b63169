"""A grievance: what the caller says the agent (or its people) did wrong, told in the past ("you gave me
the wrong tablets", "you lost my bag again", "your lot charged us twice"). What it names went wrong;
it is no thing asked for, so the acting rules do not count its words as naming what a tool is about
(things.py `_modifiers`): "i want a refund, you gave me the wrong tablets" asks for the refund. What money is claimed
back for ("refund us for the drops", "my money back for the bag") is the same: a thing had, not asked for again.
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
_REPAID = frozenset("refund refunded reimburse reimbursed compensate compensated back".split())
_ASKED = frozenset("can could would will won't wouldn't did didn't have haven't if when whether please".split())


def blamed(tokens: Sequence[str]) -> frozenset[str]:
    """The words of a grievance told of the agent (`_BLAMED` then, within two words, a verb of `_DID`), or of
    what money is claimed back for (`_REPAID`, "me" or "us", then "for"), up to where the turn goes on (`_ENDS`)."""
    out: set[str] = set()
    for k, w in enumerate(tokens):
        # "refund us for the drops", "money back for the bag": what is paid back for, up to where the turn goes on.
        at = k + 1 + (k + 1 < len(tokens) and tokens[k + 1] in ("me", "us"))
        money = w != "back" or (k > 0 and tokens[k - 1] == "money")
        if w in _REPAID and money and at < len(tokens) and tokens[at] == "for":
            after = tokens[at + 1 :]
            out.update(after[: next((j for j, t in enumerate(after) if t in _ENDS), None)])
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
