"""A thing sold without a prescription, told apart by the one not needed: "do you stock the allergy tablets, the
kind you don't need a script for", "any of that cream you don't need the gp for". The "not" says what the thing is
(sold over the counter), refusing none of the agent's things; `disclaimed.disclaimed` takes it out before a refusal is
looked for, the question around it read as ever. Not "i don't need the doctor for this" (the caller's own not
needing, no thing told apart), nor said alone."""

from __future__ import annotations

import re

from voice_agent.engine.gate import gated
from voice_agent.engine.text import aside_removed

# The thing told apart ("the ones", "the kind", "those", "that cream"), "you" or "one" not needing a prescription or a
# doctor for it, the "for" closing it.
_KIND = r"(?:the ones|ones|the kind|the sort|the type|those|them|the [a-z]+|that [a-z]+)"
_NOT_NEEDED_FOR = gated(re.compile(r"\b" + _KIND + r" (?:that |which )?(?:you|one|people|we|i)"
                                   r" (?:don't|dont|do not|wouldn't|won't) (?:need|have to get|have to have|require)"
                                   r" (?:a |the |your |my |any )?"
                                   r"(?:doctor|doctor's|gp|prescription|script|note|doctor's note)(?: note)? for\b"))


def over_counter_removed(said: str) -> str:
    """`said` without a thing told apart by needing no prescription for it (`_NOT_NEEDED_FOR`), when more is asked."""
    return aside_removed(_NOT_NEEDED_FOR, said)
