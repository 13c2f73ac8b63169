""""Through" a checkpoint a traveller passes ("through security", "through customs", "through passport control"), of
what may be carried past it. "Through" is also a word of a thing being done ("is my refill through"), so it is read out
of the words of being done where a checkpoint follows it: done.py skips such a clause, and naming.asks_done no longer
takes a question of what may be carried ("can i take my inhaler through customs") for one of whether a thing is done.
A story of passing it ("we got through security fine, is my seat booked") is still read for its other words. A
flight's way through a city it stops in ("do we go through madrid") is read out the same.
"""

from __future__ import annotations

import re

# "..., are these ok through airport security", "is my inhaler fine through customs": "through" a checkpoint the
# traveller passes, of what may be carried past it; nothing of the agent's done.
# "does the plane to lisbon stop through madrid", "is it direct or do we go through frankfurt": a flight routed through
# a city on its way, the same: where it goes, not whether a thing is done. Only with flying or a flight said before it,
# and a place after it closing the turn (or before "or", "first"): "did my flight booking go through yet", "... go
# through okay" (a word of time, of manner or a thing's word) and words going on after it are left to be read as done.
_NOT_PLACE = ("the|a|an|my|our|your|his|her|their|it|its|that|this|them|these|those|with|without|yet|already|ok|okay"
              "|fine|alright|all|properly|successfully|smoothly|correctly|right|now|today|tonight|yesterday|last"
              "|earlier"
              "|or|and|on|to|for|at|in|as|so|but|then|please|yes|no|though|there|here|everything|first|finally")
_ROUTED = (r"\b(?:fly|flies|flying|flight|flights|plane|direct)\b(?: [a-z']+)*? (?:go|goes|going|fly|flies|flying|route"
           r"|routed|routes|connect|connects|connecting|stop|stops|stopping|transit|transits|pass|passes|passing)"
           r" through (?!(?:" + _NOT_PLACE + r")\b)[a-z]+(?= or\b| first\b| on the way\b|$)")
PAST_CHECKPOINT = re.compile(r"\bthrough (?:the )?(?:airport )?"
                             r"(?:security|customs|passport control|scanners?|x ?rays?)\b|" + _ROUTED)
