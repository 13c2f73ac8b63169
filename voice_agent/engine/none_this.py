"""None of a thing for a while, said after a no: "nah, no flights this summer, thanks", "no, no refills this month".
The no, then "no" + the thing (a plural) + the while it is not wanted ("this / next / for the" + a span or a season),
closing the turn (a thanks may follow), refuses the thing, as "no, no more patches" does (`relayed.NONE_MORE`).
Not "no, no worries this time" (nothing of the agent's), nor with more said after it ("no, no flights this week,
can you check the next"), nor without the no first ("no seats this friday?": a thing missing asked). `NONE_THIS` is
read in `no_way.NO_WAY`."""

from __future__ import annotations

_WHILE = (r"(?:this|next|for this|for the|over the|for) (?:[a-z]+ )?"
          r"(?:holidays?|hols|summer|winter|spring|autumn|year|term|half term|month|week|weekend|time|trip|break|season"
          r"|christmas|easter|now|while)")
NONE_THIS = (r"^ (?:(?:oh|er|erm|um|well) )?(?:no|nah|nope) (?:thanks |thank you )?no "
             r"(?!problems\b|worries\b|questions\b|issues\b|complaints\b)[a-z]+s " + _WHILE
             + r"(?: (?:thanks|thank you|ta|cheers|mate|love))* $")
