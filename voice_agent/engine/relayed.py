"""The answer of the one the caller speaks for, passed on with who gave it: "she says no, leave the cream", "nope,
none of the drops, he says". A carer or family member relays a yes or a no; the tag ("she says", "he said") is who
said it, not what is said, so the turn is read without it. Only a yes or a no opening what is relayed: "she says she
wants the early one" is told as it is. Also none more of a thing, said after a no: "no, no more tablets for now" reads
as a refusal without its closing time ("nah, no more patches"). `relayed` is read by `acts.classify`, `NONE_MORE` in
`no_way.NO_WAY`."""

from __future__ import annotations

import re

_WHO = r"(?:he|she|they|mum|dad|mam|nan|gran|grandad|grandma|grandpa)"
_SAYS = r"(?:says|said|say|is saying|'s saying|s saying|just said|keeps saying)"
_ANSWER = r"(?:no|nope|nah|yes|yeah|yep|not)\b"
# "she says no, ...", "he said: no, ...": who said it opening the turn, a yes or a no straight after.
_OPENING = re.compile(r"^(?:(?:um|er|erm|oh|well|so) )?" + _WHO + r" " + _SAYS + r"[,:]? (?=" + _ANSWER + r")", re.I)
# "no, none for her, she says": who said it closing a turn that opens with a yes or a no.
_CLOSING = re.compile(r"(?<=[a-z'])[,]? " + _WHO + r" " + _SAYS + r"[.!]?$", re.I)
_OPENS_ANSWERED = re.compile(r"^" + _ANSWER, re.I)
# "he keeps asking me are we booked", "she wants to know has it gone": who asks it opening the turn, then the question
# itself in its own order (an auxiliary straight after, no "if" or "whether"); the question is what is read.
_ASKS = r"(?:keeps asking|keeps on asking|is asking|'s asking|s asking|asks|asked|wants to know|wanted to know)"
_QUESTION = re.compile(r"^(?:(?:my|our|his|her) )?" + _WHO + r" " + _ASKS
                       + r"(?: me| us)?,? (?=(?:is|are|was|were|has|have|did|does|do|will|can) [a-z])", re.I)

# "no, no more tablets", "nah no more of the patches": a no, then none more of one thing closing the turn (not "no more
# waiting, put me through": more after it; nor "no more questions": nothing of the agent's).
NONE_MORE = (r"^ (?:no|nah|nope) (?:no|nah|nope )?no more (?:of )?(?:the |them |those |these |her |his |my |their )?"
             r"(?!questions\b|problems\b|waiting\b|music\b|holding\b|messing\b|robots?\b|machines?\b)[a-z]+ $")


def relayed(text: str) -> str:
    """`text` without who relayed its yes or no ("she says no, ..." -> "no, ...") or its question ("he keeps asking
    me is it booked" -> "is it booked"), or "" when no one is named."""
    said = text.strip()
    opened = _OPENING.match(said) or _QUESTION.match(said)
    if opened:
        return said[opened.end() :]
    closed = _CLOSING.search(said)
    if closed and _OPENS_ANSWERED.match(said) and closed.start() > 0:
        return said[: closed.start()]
    return ""
