"""A thing asked for, "taken out": "take out my refill order", "take out the saturday booking, we can't go". As a
caller from Brazil or Portugal says "tirar" (to take out, to remove) of what was put in, the thing taken out of the
agent's records is called off, as "take out my name of the list" is (`cancels._NAME_OUT`). Only one's own or a named
thing ("the / my / our ... / someone's") of the agent's kinds, with no "for / on / with / to" before it: "take out
insurance for the booking", "take out the bins" and "take out a loan" are left. Joined to `cancels._NAME_OUT`.
"""

from __future__ import annotations

TAKEN_OUT = (r"|\btake out (?:the|my|our|that|this|his|her|their|[a-z]+'s) (?:(?!for\b|on\b|with\b|to\b|of\b)"
              r"[a-z']+ ){0,3}?(?:booking|reservation|order|request|refill|prescription|repeat|ticket|seat)s?\b")
