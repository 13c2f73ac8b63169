"""A new strength told in place of the old one: "his amlodipine, ten mg not five", "the patches, twenty five micrograms
from now on" is a change of the medicine held (another strength from here on), as "change it to the 20 mg" is
(`changes._NEW_STRENGTH`). A strength is a number and its unit ("mg", "milligrams", "mcg", "micrograms", or "mil" as
callers say milligrams); the old one denied after it ("not five", "instead of fifty"), or "from now on" / "going
forward" after it, tells the change; so does the thing held made another strength ("make my repeat a lower dose",
"make them the stronger strength"). Read by `acts.classify` beside `changes.change_cue`. Not a strength asked for
("the ten mg please", "twenty mg not in stock?"): no old one denied, nothing from now on; nor a dose made of nothing
held ("make sure i take a lower dose").
"""

from __future__ import annotations

import re

_NUMBER = (r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
           r"|sixty|seventy|eighty|ninety|hundred|a hundred|half)(?: (?:point|and a half) ?[a-z0-9]*)?")
_UNIT = r"(?:mg|mgs|milligrams?|milligram|mil|mils|mcg|micrograms?)"
# "ten mg not five", "two point five mil not five", "twenty micrograms instead of the forty": the new strength, the old
# one denied after it; "... from now on", "... going forward": the new one from here on.
_TOLD = re.compile(r"(?<!\bthe )\b" + _NUMBER + r"(?: " + _NUMBER + r")? " + _UNIT +
                   r"(?: (?:not|instead of|rather than) (?:the )?" + _NUMBER + r"(?: " + _UNIT + r")?"
                   r"(?= (?:from now on|going forward|change|anymore|any more)\b|$)| (?:from now on|going forward)\b)")

# "make my repeat a lower dose", "make his patches the stronger strength": the thing held made another strength.
_MADE = re.compile(r"\bmake (?:it|them|(?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}) (?:a |the )?"
                   r"(?:smaller|lower|higher|bigger|larger|stronger|weaker|reduced|different)"
                   r" (?:dose|dosage|strength)\b")


def new_dose(plain: str) -> str:
    """The new strength told, the old denied or from now on, in `plain` (the turn's words), or ""."""
    told = _TOLD.search(plain.strip()) or _MADE.search(plain)
    return told.group(0) if told else ""
