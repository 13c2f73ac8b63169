"""A no said by its own words, wherever it stands in the turn (read by `acts.classify` beside the
refusals of `refusals.py`): an emphatic no with the caller as its subject, no thing left for the
caller after all, a yes taken back for the no meant, and a thing shunned (`shunned.SHUNNED`)."""

from __future__ import annotations

import re

from voice_agent.engine.shunned import SHUNNED

# "no way am I getting on a plane", "not a chance we're flying": an emphatic no with the caller as
# its subject. Not "no way to book online?" nor "is there no way I can get a seat" (no subject form).
_EMPHATIC = (r"\b(?:no way|no chance|not a chance|not on your life|not in a million years) "
             r"(?:am i|are we|will i|would i|i'm|im|i am|we're|we are|i'll|we'll|i will|we will|i'd|we'd|i would)\b")
# "there's no trip for us now, after all": no thing for oneself (or one's own), the mind changed
# ("after all", "anymore", "this time"). Not "there's no seat for me on the app" (a thing missing).
_NONE_LEFT = (r"\b(?:there's|there is|theres) no (?:[a-z']+ ){1,3}for (?:me|us|him|her|them)(?: now| then)?,?"
              r" (?:after all|anymore|any more|this time)\b")
# "i said yes, i meant to say no", "that yes was supposed to be a no": a yes taken back for the no
# meant. Not "i meant no harm" nor "i meant no offence".
_YES_MEANT_NO = (r"\b(?:i|we|it|that|that yes|my yes) (?:meant|was meant|were meant|was supposed|were supposed)"
                 r"(?: to (?:be|say|give you))? (?:a )?(?:no|nope|nah)\b(?! (?:offence|offense|harm|disrespect|problem|one))")

NO_WAY = re.compile("|".join((_EMPHATIC, _NONE_LEFT, _YES_MEANT_NO, SHUNNED)))
