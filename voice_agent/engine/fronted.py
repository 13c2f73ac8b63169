"""A time put before a question: "since april what do you charge for an item", "these days how long does a refill
take", "on a monday is it open" ask what follows, at that time ("what do you charge for an item since april"): the
time is moved after the question, so the question opens the turn as it is read. Only a time (a month, a day, a feast,
"nowadays", "these days", "last / next / this week ..."), and only before a question word or "are / do / will / is"
and "you / it / there / anyone"; "since april i've been waiting" (no question) and "from london what flights go"
(a place, not a time) are left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

_MONTHS = "january february march april may june july august september october november december"
_WHEN = (r"(?:" + "|".join(_MONTHS.split()) + r"|ramadan|eid|christmas|easter|[a-z]+day|[a-z]+days|weekends?"
         r"|bank holidays?|(?:the )?new year|(?:last|next|this) (?:week|month|year))")
_FRONTED = re.compile(r"^((?:since|as of|from|after|until|till|on|at) (?:the |a |an )?" + _WHEN
                      + r"|nowadays|these days) (?=(?:what|how|when|where|which|who)\b"
                      r"|(?:are|do|will|is) (?:you|it|there|anyone|someone|somebody)\b)")


def fronted(out: list[str]) -> list[str]:
    """`out` with a time opening it before a question moved after the question."""
    said = " ".join(out)
    time = _FRONTED.match(said)
    return [*said[time.end() :].split(), *time.group(1).split()] if time else out
