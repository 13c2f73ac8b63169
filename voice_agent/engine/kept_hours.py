"""The place asked whether it "keeps" its hours: "will you be keeping your usual hours over easter", "is the chemist
keeping regular hours" ask whether it is open then, "keeping" read "open" as said plainly ("are you open your usual
hours"). Only of "you" or the place, and only before a kind of hours ("normal / usual / regular / same / standard /
holiday / late ... hours"); the caller's own ("i'm keeping odd hours") is left. The same asked otherwise: the place
"still going" (running: "open"; not "still going to ..."), a day "a day you are in" ("is friday a day you're in":
"are you open on friday"), and "any point coming" at or after a time ("any point popping in after six": "are you open
after six"; "any point coming for my ..." is `done`'s); the place "keeping going" ("how late does the chemist keep
going"): "stay open". Read by `dialect.standard`; `PLACE_OPEN` by `naming.attributes`.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

_KEPT = re.compile(r"\b((?:are you|will you be|you're|you are|are you all"
                   r"|is the (?:shop|pharmacy|chemist|branch|counter)"
                   r"|will the (?:shop|pharmacy|chemist|branch|counter) be)(?: still)?) keeping(?= (?:your |the |its )?"
                   r"(?:normal|usual|regular|same|standard|holiday|late|later|longer|shorter|reduced|full|weekend)"
                   r" hours\b)")

# Of the place only: "are you still going" may ask whether the agent is still there.
_GOING = gated(re.compile(r"\b(is the (?:shop|pharmacy|chemist|branch|counter) still) going"
                          r"(?= (?:at|now|right now|tonight|today|this|till|until)\b|$)"))
# "till when will the chemist keep going", "how late do you stay going": the place kept going, closing the
# clause or before a time, stays open (not "how long do you keep going with the cream": a course kept on).
_KEEPS_GOING = re.compile(r"\b((?:do|does|will|would) (?:you|the (?:shop|pharmacy|chemist|branch|counter)))"
                          r" (?:keep|stay) going(?= (?:at|on|now|tonight|today|this|till|until|over|of an?|in the)\b"
                          r"|$)")
# "how long is the chemist open": the place's hours asked, not how long a thing takes (read by `naming.attributes`).
PLACE_OPEN = re.compile(r"\bhow long (?:is|does|will|would) (?:the|your) (?:shop|pharmacy|chemist|branch|counter|store)"
                        r"(?: (?:stay|keep|be|remain))? open\b")
_DAYS = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_DAY_THERE = re.compile(r"\bis " + _DAYS + r" a day (?:you're|youre|you are) (?:there|in|open)\b")
_ANY_POINT = re.compile(r"\bis there (?:any|much) point (?:in )?(?:me |us )?(?:coming|popping|going|heading|dropping)"
                        r"(?: (?:in|round|over|down|by))? (?=(?:after|before|at|around|past) )")


def kept_hours(out: list[str]) -> list[str]:
    """`out` with the place's "keeping ... hours" read "open ... hours", and the place "still going", "a day you're
    there" and "any point coming" at a time read "open"."""
    out = resaid(resaid(out, _GOING, r"\1 open"), _DAY_THERE, r"are you open on \1")
    out = resaid(out, _KEEPS_GOING, r"\1 stay open")
    return resaid(resaid(out, _ANY_POINT, "are you open "), _KEPT, r"\1 open")
