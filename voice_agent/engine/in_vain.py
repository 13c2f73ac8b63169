"""A journey in vain the caller would rather avoid: "i'd rather not drive over there for nothing", "we'd sooner not
waste a trip in", or a charge ("we'd sooner not pay extra"). Said beside a question ("is it in yet, ...") it is
why the caller asks, as "i don't want a wasted trip" is (`refusals.WORRY`), and refuses none of the agent's things:
its "rather not" is no cue of a no (read by `allowed.conditional_not`). Not "i'd rather not come in at all" nor "i'd
rather not have the new brand" (the thing or the coming refused, no trip made in vain), nor "we'd rather not pay for
seats" (a thing refused, no charge alone)."""

from __future__ import annotations

import re

# "rather" or "sooner" not, then a journey made for nothing ("make the trip ... for nothing", "pop in for nothing",
# "trek across town for nothing"), or a trip wasted ("waste a journey").
IN_VAIN = re.compile(r"\b(?:rather|sooner) not (?:(?:make|do|have|take|come|drive|go|walk|travel|trek|pop|head)"
                     r"(?: [a-z']+){0,4} for nothing"
                     r"|waste (?:a|the|another|my|our) (?:trip|journey|drive|visit|walk)"
                     # "we'd sooner not pay extra", "..., rather not pay twice": a charge the caller would avoid.
                     r"|pay (?:at the (?:gate|desk|airport|counter|check in)|extra|any extra|more|twice"
                     r"|an? (?:fee|surcharge|penalty)))\b")


def in_vain(cue: str, said: str) -> bool:
    """Whether the no `cue` ("rather not", "sooner not") opens a journey in vain the caller would rather avoid: the cue
    said where the journey's words begin."""
    found = IN_VAIN.search(said)
    at = said.find(cue, max(0, found.start() - len(cue))) if found else -1
    return found is not None and at != -1 and at <= found.start() < at + len(cue)
