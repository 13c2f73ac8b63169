"""The road as a driving caller speaks of it, a clause of its own that asks nothing: "stuck behind a lorry here", "i'm
pulling into the car park now", "we can hardly hear you over the engine". Read by `room._busy` (as "driving, ..." is),
so the clause is dropped before the turn is read. Only with the road's own words (what one is stuck behind or in, a
place one pulls into, hearing over a din): "i'm stuck with the wrong tablets", "i'm pulling out of the trip" and "i
can't hear you" (asked to say it again) are left."""

from __future__ import annotations

_HOLDUP = (r"(?:tractor|lorry|truck|bus|van|caravan|cyclist|horse|horsebox|bin lorry|learner|traffic|queue|jam"
           r"|roadworks|accident|lights|diversion|tailback)s?")
_STUCK = (r"(?:(?:i'm|im|i am|we're|we are) )?(?:still |just )?(?:stuck|sat|sitting|crawling|queuing|queueing)"
          r" (?:behind|in|at) (?:a |an |the |some |all the |this )?(?:[a-z]+ )?" + _HOLDUP + r"(?: here| again)?")
_LOT = r"(?:car park|carpark|drive|driveway|layby|lay by|petrol station|garage|services|forecourt|road|street|junction)"
_PULLING = (r"(?:(?:i'm|im|i am|we're|we are) )?(?:just )?(?:pulling|turning|driving|nipping) (?:in|into|up|over)"
            r"(?: (?:to|at|outside|in))? (?:your |the |a |our |my )?(?:[a-z]+ )?" + _LOT)
_DIN = (r"(?:engine|wipers|rain|traffic|wind|road|roadworks|radio|kids|indicator|lorries|sirens?|noise)")
_OVER = (r"(?:i|we) can (?:barely|hardly|only just|just about) hear you"
         r"(?: (?:over|with|through) (?:the |this |all the |my )?" + _DIN + r")?")
ON_THE_ROAD = "|".join((_STUCK, _PULLING, _OVER))
