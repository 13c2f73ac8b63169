"""Giving up the doing itself: "nah, i'll skip travelling altogether this year", "we're giving up flying for
now", "i think i'll forget about going home this winter". The caller, in their own voice, forgoes the very
doing the agent serves (flying, travelling, going somewhere), said as a gerund after a verb of forgoing, rather
than a thing of it ("i'll skip the pharmacist" is `refusals.FORGO`); that is a no to whatever was offered or
asked about (`no_way.NO_WAY` reads it). Not "i'll skip flying economy, book me in business" (a request follows),
nor "can i skip going through security" (asked, not said of oneself).
"""

from __future__ import annotations

# The caller or the household forgoing, now or from now on.
_OWN_VOICE = (r"(?:i'll|ill|i will|we'll|we will|i think i'll|i think we'll|i'm going to|i'm gonna|we're going to"
              r"|i'd rather|we'd rather|i'm|im|i am|we're|we are) (?:just |probably |simply )?")
# Skipping, giving up, forgetting about or passing on it.
_FORGOING = r"(?:skip|skipping|give up|giving up|forget about|forgetting about|pass on|passing on|forgo|forgoing)"
# The doing of travel itself, not a thing of it: "flying", "travelling", "going home", "the trip".
_THE_DOING = (r"(?:flying|travelling|traveling|travel|going (?:home|away|back|abroad|anywhere)|the (?:trip|journey)"
              r"(?: home| back| away)?)")
# Nothing after it asks for a thing ("..., just book me on the train" is a request).
_NOTHING_ASKED = r"(?!.*\b(?:book|get me|put me|find me|can you|could you|would you|will you|please|instead)\b)"
# How far: "altogether", "this year", "for now" (or nothing) may follow; not "flying economy" (a kind of it).
_HOW_FAR = r"(?= (?:altogether|entirely|completely|at all|this|for|then|thanks|thank you|ta|until|till)\b| ?$)"
GIVEN_UP = r"\b" + _OWN_VOICE + _FORGOING + r" " + _THE_DOING + _HOW_FAR + _NOTHING_ASKED
