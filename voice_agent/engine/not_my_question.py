"""A question disowned as the caller's: "no, whether it's in stock isn't my question", "if the seat's booked is not
what i'm asking". Whether a thing is so, said and then denied to be what is asked, turns that question away; it is a
no of its own. Read by `refusals.refusal_cue`. "whether it's ready is my question" (not denied) is left."""

from __future__ import annotations

import re

_WHETHER = r"^(?:(?:no|nah|nope|well|look) )*(?:whether|if) (?:[a-z']+ ){1,5}(?:isn't|isnt|is not|wasn't|wasnt|was not"
NOT_MY_QUESTION = re.compile(_WHETHER + r"|ain't) (?:my|our|the) (?:question|query|point|worry|concern)\b|"
                             + _WHETHER + r") what (?:i'm|im|i am|we're|i was|we were) (?:asking|on about|after)\b")
