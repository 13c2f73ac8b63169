"""A correction run on without a break: "no not the refill i just want to know ...", "i'm not ringing about an order just
wondering if ...": the thing disowned, then at once, with no pause, "just" or "i just" and what is wanted. The no is said before the
one corrected and refuses nothing; the break the caller did not make is put in, so what follows reads as what is wanted
(as "no, not the refill, i just want ..." is read). Read by `restarts.repaired`. Not "not just ..." (insisting), nor a
"just" that is not followed by an asking ("not the one i just ordered": a thing named)."""

from __future__ import annotations

import re

# The disowning: "not a/the/that ...", "i'm not after / looking for / ringing about a ...", a few words of the thing.
_DISOWNED = (r"(?:^|[\s,]|\b)(?:(?:i'm|im|i am|we're|we are) not (?:after|looking for|ringing about|calling about|wanting) |not )"
             r"(?:a|an|the|that|this|my|any)(?: [a-z0-9']+){1,3}?")
# What is wanted, straight after: "just whether / if ...", "(i|we) just need / want ...", "i only want ...".
_WANTED = (r"(?:just|only) (?:whether|if|wondering|checking|asking|need|want|wanted|after|to know)\b"
           r"|(?:i|we) (?:just|only) (?:need|want|wanted|'d like|would like|wondered|wanna)\b")
_RUN_ON = re.compile(r"(" + _DISOWNED + r") (?=(?:" + _WANTED + r"))", re.IGNORECASE)


def unran(text: str) -> str:
    """`text` with the break put in between a thing disowned and what is wanted straight after it (`_RUN_ON`)."""
    return _RUN_ON.sub(r"\1, ", text, count=1)
