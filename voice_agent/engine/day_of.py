"""The day of a thing the caller holds, named by what they do on it, moved to another.

"push the date we're flying out to the tenth", "shift the day my son picks up his inhaler to next friday": a caller
may name what is held by the day of it (the day, date or time), then say it with what they do then (collect, pick up,
fly, travel) in a clause of its own, as long as it takes, and only then where it goes. The thing is held and moved in
time: a change, as "shift my pickup to monday" is. Read by `changes.change_cue` (`DAY_MOVED`); a day moved with
no one doing anything on it ("shift the day to friday") or said of no time it goes to is left to the other readings.
The held thing moved "on" a day, as Polish and Romanian say it ("przenieść na niedzielę": "shift it on the sunday"), or
put "for" a day and "not" the one it had ("put it for monday, not friday"), is moved to that day the same
(`_MOVED_ON`); "move on to the saturday flight" (nothing moved) and "put it for monday" (no day it had) are left.
"""

from __future__ import annotations

import re

# Who does it on that day, and how they say it: "i'm collecting", "we fly", "my mum picks up", "she was to travel".
_DOER = (r"(?:i|we|he|she|they|i'm|we're|he's|she's|they're|im|my [a-z']+|our [a-z']+|[a-z]+'s [a-z']+)"
         r"(?: (?:am|are|is|was|were|will|would|shall|was to|were to|had planned to|planned to))?")
# What is done on it: the collection of what is held, or the journey.
_DOING = (r"(?:collect|collecting|collects|pick|picking|picks|come|coming|comes|fly|flying|flies|travel|travelling"
          r"|traveling|travels|leave|leaving|leaves|depart|departing|departs|fetch|fetching|fetches)")
# Where it goes: a day, a week, a date read out ("a day": a day masked).
_TO_WHEN = (r" (?:to|till|until) (?:the )?(?:following |next |coming |later |earlier )?(?:week )?"
            r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|week|weekend|month|day|date"
            r"|[a-z]+th|first|second|third|a day)\b")
DAY_MOVED = re.compile(r"\b(?:shift|push|bump|move|change) (?:the|my|our) (?:day|date|time)s? (?:that |when )?"
                       + _DOER + " " + _DOING + r"\b(?: [a-z']+){0,6}?" + _TO_WHEN)
# "could you shift it on the sunday", "shift my pickup on next monday": moved "on" a day; "put it for tuesday not this
# friday", "set the collection for a day, not the friday": put for a day, and not the one it had.
_DAY = (r"(?:the |next |this |coming |the next |the coming )?(?:monday|tuesday|wednesday|thursday|friday|saturday"
        r"|sunday|tomorrow|weekend|(?!with|both|north|south|month)[a-z]+th|first|second|third|a day)\b")
_IT = r" (?:it|them|that|this|(?:the|my|our|his|her|their) [a-z']+(?: [a-z']+){0,2})"
_MOVED_ON = (r"\b(?:move|shift|push|change)" + _IT + r" on " + _DAY +
             r"|\b(?:put|move|set|make|change)" + _IT + r" for " + _DAY + r",? (?:and )?not (?:on |for )?" + _DAY)
DAY_MOVED = re.compile(DAY_MOVED.pattern + "|" + _MOVED_ON)
