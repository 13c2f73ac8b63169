"""Not doing it, just a question after: "not booking, just, is my seat still there", "not ordering, only has the cream
come in". The doing refused ("not" + an "-ing" word), then "just" or "only" and a question of its own (three words or
more), says the caller only asks; it refuses none of the agent's things. Read by `refusals.describes_oneself` and
`acts._NOT_LEAD`, as "not paying, just enquiring" is. "not ordering, just leave it" (no question after) is left a no."""

from __future__ import annotations

import re

ASKED_AFTER = (r"[a-z]+ing (?:just|only) (?:is|are|has|have|was|were|did|does|do|can|could|will|would"
               r"|when|what|where|how|which) [a-z']+ [a-z']+ [a-z']")
_AFTER_NOT = re.compile(ASKED_AFTER)


def just_asked(cue: str, said: str) -> bool:
    """Whether the words after `cue` in `said` are a doing, "just" / "only", then a question of its own."""
    return f" {cue} " in said and bool(_AFTER_NOT.match(" ".join(said.split(f" {cue} ", 1)[1].split())))
