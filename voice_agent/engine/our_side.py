"""The caller's body said as the one that refuses: "no, the firm won't be needing any seats this year", "the school
shan't be ordering till the autumn". A caller who books or orders for a company, a school, a club or a home speaks
of it as "we" ("we won't be needing any"), and the rules read "we won't" as a no (`refusals`); the body named by what
it is (`text.BODY`) is the same side saying the same no. Read by `no_way.NO_WAY`, in the whole turn. Not the body
stopping someone else ("the school won't let her fly alone", a verb of its own that is not wanting nor the agent's
doing), nor a question after it ("the club won't need seats, will it")."""

from __future__ import annotations

from voice_agent.engine.text import BODY

# The body's no: "won't", "shan't", "doesn't" and their words apart, or "isn't going to".
_NOT = (r"(?:won't|wont|will not|shan't|shall not|doesn't|doesnt|does not|isn't going to|is not going to|isn't gonna"
        r"|won't ever|will no longer|no longer)")
# What it will not do: want or need the thing, or what the agent does for it (book, order, fly ...), as a verb or its
# "-ing" after "be".
_DOING = (r"(?:be )?(?:need|needing|require|requiring|want|wanting|order|ordering|book|booking|reserve|reserving"
          r"|fly|flying|travel|travelling|traveling|refill|refilling|renew|renewing)\b")
# Nothing asked after it: a few words at most (the thing, a while), none of them a word that asks or a condition.
_TAIL = (r"(?!.*\b(?:can|could|would|will|is|are|do|does|what|when|how|unless|if|but|so)\b)"
         r"(?: [a-z']+){0,6} ?$")
# "no, the society won't be reserving seats this spring", "nah, our home doesn't need any": the no, then the body.
BODY_REFUSES = (r"^ ?(?:(?:er|erm|um|uh|no|nah|nope|sorry|actually) )*(?:the|our) (?:whole )?" + BODY + " " + _NOT
                + " " + _DOING + _TAIL)
