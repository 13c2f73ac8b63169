"""A no of courtesy: "not at all, thank you for your patience", "not a bother, you've been a star", "not to worry,
enjoy your afternoon": the caller brushes aside a thanks or an apology, then praises or thanks the agent or wishes
them well. The "not" answers the courtesy; it refuses none of the agent's things (`disclaimed.disclaimed` takes it out
before a refusal is looked for). Without the kind words after it ("not at all", "not a bother" alone) it stays a no.
"""

from __future__ import annotations

import re

from .gate import gated

# The idiom brushing a thanks or an apology aside, opening the turn.
_BRUSHED_ASIDE = (r"not (?:a|any|at all a) (?:bother|problem|trouble)|no (?:bother|trouble)(?: at all)?|not at all"
                  r"|not to worry(?: at all)?|(?:i'm|im|i am|we're|we are) not complaining")
# The kind words after it: praise of the agent, thanks for their help, a wish for their day.
_PRAISED = (r"you've been|you have been|you were|you're a|you are a|for your (?:patience|help|time|trouble)"
            r"|thanks a (?:million|lot|bunch)|enjoy (?:the|your) (?:rest of )?")
_COURTESY = re.compile(rf"^( ?(?:(?:oh|ah|aw|honestly|really) )*)(?:{_BRUSHED_ASIDE})"
                       rf"(?= (?:[a-z']+ ){{0,3}}(?:{_PRAISED}))")

# Not wanting to impose, before the asking: "i don't want to bother anyone but ...", "i don't mean to trouble you,
# ...": a timid caller's apology for asking, refusing none of the agent's things ("i don't want to bother with a
# refill" does).
_IMPOSED_ON = r"(?:you|anyone|anybody|someone|somebody|your (?:time|staff|pharmacist)|the (?:pharmacist|staff|team))"
_NOT_IMPOSING = re.compile(r"\b(?:i|we) (?:don't|dont|do not) (?:want|mean|like) to "
                           r"(?:bother|trouble|disturb|pester|impose on|waste) " + _IMPOSED_ON + r"(?=,? but\b)")

# Candour owned up to: "i ain't gonna lie, ...", "..., not going to lie", "i won't lie to you": the caller vouching for
# what they say, refusing none of the agent's things. Not lying down or flat (a way to lie, not a lie).
_NOT_LYING = gated(re.compile(r"\b(?:(?:i'm|im|i am|i) )?(?:not|ain't|aint|won't|wont|will not|can't|cant|cannot)"
                              r"(?: (?:gonna|going to))? lie\b(?! (?:down|flat|back|still|on|in|there|here|across"
                              r"|low)\b)"))


def courtesy_removed(said: str) -> str:
    """`said` without a no of courtesy that opens it before kind words (`_COURTESY`), nor a wish not to impose
    (`_NOT_IMPOSING`), nor candour owned up to (`_NOT_LYING`); else as it was."""
    return _NOT_LYING.sub(" ", _NOT_IMPOSING.sub(" ", _COURTESY.sub(r"\1", said, count=1)))
