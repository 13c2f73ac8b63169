"""A thing the caller is sorry not to have said: "..., sorry, i didn't give you the reference, it's ...", "apologies, i
forgot to mention my surname". The "not" owns a slip in the telling, said with an apology; it refuses none of the
agent's things, and what is asked around it stands. `refusals.not_refusing` takes it out before a refusal is looked for.
"""

from __future__ import annotations

import re

from voice_agent.engine.gate import gated
from voice_agent.engine.text import aside_removed

# An apology, then the caller's own omission of a thing told (a name, a number, a date, a word).
OMITTED = gated(re.compile(r"\b(?:(?:so|ever so|very|terribly|awfully|really) )?(?:sorry|apologies|my apologies|my"
                           r" mistake|my bad|oops)"
                           r" (?:i|we) (?:didn't|did not|never|forgot to|failed to) (?:give|say|mention|tell|leave"
                           r"|spell)(?: you)?"
                           r"(?: (?:my|our|his|her|their|the|a|your) (?:[a-z']+ )?(?:name|surname|number|reference"
                           r"|details|date|address|birthday|name's))?\b"))


def unomitted(said: str) -> str:
    """`said` without an apology for leaving a thing untold, when something else is asked around it (`text.aside_removed`)."""
    return aside_removed(OMITTED, said)
