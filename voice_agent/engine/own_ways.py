"""What the caller says of their own ways that refuses nothing, though it says "not":

- a measure they do not reckon in: "..., in stones please, we don't do kilos", "we don't go by metric", "i can't do
  centimetres" (`UNUSED`); not a thing of the agent's not done ("i don't do online bookings");
- a hope not to be a bother: "i hope we're not interrupting you in the middle of a busy day", "i hope we're not
  keeping you" (`NO_BOTHER`); not a hope about the thing ("i hope i'm not too late for the refill").

`refusals.not_refusing` takes them out before a refusal is looked for, only with something asked around them
(`text.aside_removed`): "no, we don't go by metric" alone is left as said.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import aside_removed

# The units of weight, length, heat and money a caller may not reckon in.
_UNITS = (r"(?:kilos?|kilograms?|kgs?|grams?|pounds|lbs|stones?|ounces|metric|imperial|centimetres?|centimeters?|cms?"
          r"|metres?|meters?|inches|feet|celsius|centigrade|fahrenheit|euros|dollars|decimal)")
UNUSED = re.compile(r"\b(?:i|we|my (?:wife|husband)|he|she) (?:don't|dont|do not|doesn't|does not|can't|cant|cannot)"
                    r" (?:do|go by|use|work in|think in|understand|know) " + _UNITS
                    + r"(?: (?:at all|anymore|any more))?\b")
NO_BOTHER = re.compile(r"\b(?:i|we) (?:do |really |so )?hope (?:i'm|im|i am|we're|we are) not (?:catching|disturbing"
                       r"|bothering|interrupting|keeping|troubling) you(?: (?:at|in) (?:a|the middle of a)"
                       r" (?:bad|busy|awkward|inconvenient|difficult) (?:time|moment|day))?\b")


def own_ways_removed(said: str) -> str:
    """`said` without the caller's not reckoning in a measure or hope not to be a bother, when something is asked
    around it."""
    return aside_removed(NO_BOTHER, aside_removed(UNUSED, said))
