"""A thing of one's own said to last till a later time, then a no closing the turn: "my inhaler's ok until next month,
no", "we're fine till after easter, nah". Said in a statement's order with the no put last, it answers an offer of
the thing (a refill, a booking) with no need of it yet, a no by its own words (read in `no_way.NO_WAY`). Not "is my
inhaler fine till friday, no?" (asked: it opens on the verb), nor "my inhaler's fine till friday, no, can you refill
it anyway" (a want after the no: the turn does not close on it)."""

from __future__ import annotations

# The caller (or the household), or a thing of theirs named with "the" or "my": "the drops are", "my patches'll".
_WHO = (r"(?:i'm|im|i am|we're|we are|(?:the|my|our|his|her|their) (?:[a-z']+ ){0,2}?"
        r"(?:[a-z]+'s|[a-z]+ (?:is|are|will be)|[a-z]+'ll be))")
# ... well off or lasting, still, for a while ...
_FINE = r" (?:still |all )?(?:fine|ok|okay|alright|all right|good|sorted)"
# ... till a later time: a day, a feast, "next month", "after diwali", the end of a season.
_TILL = r" (?:till|until|til) (?:after |next |the end of |the )?(?:[a-z']+ ){0,2}?[a-z']+"
# ... then the no, thanks around it, closing the turn.
_NO_LAST = r"(?: (?:thanks|thank you|ta))? (?:no|nah|nope)(?: (?:thanks|thank you|ta|cheers))* ?$"
FINE_TILL = r"^ ?" + _WHO + _FINE + _TILL + _NO_LAST
