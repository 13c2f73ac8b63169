"""The day of a thing the caller holds, named by what they do on it, moved to another.

"push the date we're flying out to the tenth", "shift the day my son picks up his inhaler to next friday": a caller
may name what is held by the day of it (the day, date or time), then say it with what they do then (collect, pick up,
fly, travel) in a clause of its own, as long as it takes, and only then where it goes. The thing is held and moved in
time: a change, as "shift my pickup to monday" is. Read by `changes.change_cue` (`DAY_MOVED`); a day moved with
no one doing anything on it ("shift the day to friday") or said of no time it goes to is left to the other readings.
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
