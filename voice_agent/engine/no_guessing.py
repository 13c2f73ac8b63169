"""Not wanting to guess: "can the pharmacist check his dose, i don't want to get it wrong", "we'd hate to make a
mistake with her pills": the caller's worry about their own error, the reason they ask; it refuses none of the agent's
things. `disclaimed.disclaimed` takes it out before a refusal is looked for, the rest read as ever ("i don't want to
guess, so no refill" still says no)."""

from __future__ import annotations

import re

from .gate import gated

# The caller's own error feared ("don't want to", "would hate to", "rather not"), then guessing or getting it wrong,
# a mistake made or something messed up; not the agent's thing ("i don't want to book the wrong flight" refuses
# nothing either, but is left to the rules it meets now).
_FEARED = (r"(?: (?:don't|dont|do not|wouldn't|would not) (?:want|wanna|like) to"
           r"|(?:'d| would) (?:hate|rather not)(?: to)?)")
_GUESSING = gated(re.compile(r"\b(?:i|we)" + _FEARED + r" (?:just )?(?:guess|be guessing"
                             r"|get (?:it|this|that|them|anything) wrong|make (?:a |any )?mistakes?"
                             r"|mess (?:it|this|that|them) up)\b"))


def guessing_removed(said: str) -> str:
    """`said` without the caller's fear of guessing or getting it wrong (`_GUESSING`)."""
    return _GUESSING.sub(" ", said)
