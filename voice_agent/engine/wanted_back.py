"""A want said whole, then taken back at once: "we'd want the inhaler done, oh no wait, we still have two", "i'll
need someone, wait, no, you could look it up": a clause of the caller's wanting or needing, closed, then a no made
strong by a word of stopping ("no, hang on", "no wait", "wait, no", "actually no"), then a clause of its own (a
subject or a question's opening): `want_taken_back`. What was wanted is no part of what is asked. Not "we need the
inhaler, no hurry" (no word of stopping), nor a want put right by a thing alone ("we want the green bag, no wait, the
grey bag": no clause of its own follows). And what came before struck out in a clause of its own ("scratch that",
"skip all of that", "whatever"), then something asked: `struck_out_past`; and a thing not wanted, opening the turn
("not another box, no, ..."), before a question: `unwanted_past`. All three are read by `restarts.repaired`, first.
"""

from __future__ import annotations

import re

_WANTED = (r"^[^,.;!?]*?\b(?:i|we)(?:'ll|'d| will| would| really| just| do)? (?:want|need|needed|wanted|like)\b"
           r"[^,.;!?]*[,.;!?]+\s*")
_STOPPED = (r"(?:(?:oh|um|uh|er|erm|well|hmm)[,.]*\s+)?"
            r"(?:(?:no|nope)[,.]*\s+(?:hang on|hold on|wait|actually|sorry)|actually[,.]*\s+no|wait[,.]*\s+no)\b"
            r"[\s,.;!?]*")
# ... not "i've / we've" opening it ("..., no wait, i've asked already, ..."): what was done told, left to `restarts`.
_OWN_CLAUSE = (r"(?=(?:i|we|you|i'm|we're|it's|is|are|was|were|can|could|did|does|has|have|will|would)\b(?!')"
               r"[^,.;!?]*\s\S)")
_TAKEN_BACK = re.compile(_WANTED + _STOPPED + _OWN_CLAUSE, re.IGNORECASE)


def want_taken_back(text: str) -> str:
    """`text` from the clause after a want taken back at once (`_TAKEN_BACK`), or all of it."""
    found = _TAKEN_BACK.match(text)
    return text[found.end() :] if found else text


# "ignore all of that, could you ...", "skip that lot, someone real please", "..., whatever, we want ...": what came
# before struck out in a clause of its own, then an ask (a word of asking or wanting after it); what follows is asked.
# Not "scratch that" closing the turn (a cancel), nor "whatever you think" (no clause of its own).
_STRUCK = re.compile(r"(?:^|[,.;!?])\s*(?:(?:oh|ok|okay|so|um|uh|er|well)[,.]*\s+)?"
                     r"(?:(?:scratch|skip|forget|ignore|strike)(?: (?:about|all))?"
                     r" (?:that|all that|all of that|that lot)|whatever)"
                     r"\s*[,.;!?]+\s*(?=[^.;!?]*\b(?:can|could|would|please|need|want|like)\b)", re.IGNORECASE)


def struck_out_past(text: str) -> str:
    """`text` after the last clause that strikes out what came before it (`_STRUCK`), or all of it."""
    found = list(_STRUCK.finditer(text))
    return text[found[-1].end() :] if found else text


# "not another box, sorry, has my last lot come in": what is not wanted, a thing alone opening the turn, (a no,) then a
# question in its own order: the question is asked, the thing not wanted refuses nothing of it. Not "not another box,
# the usual one" (no question), nor the thing and a no alone.
_NOT_WANTED_FIRST = re.compile(r"^\s*(?:(?:oh|um|uh|er|well|sorry)[,.]*\s+)?"
                               r"not (?:a|an|the|my|another)(?: [a-z']+){0,2}"
                               r"(?:[\s,.;!?]+(?:no|nope|sorry|i mean))*[\s,.;!?]+"
                               r"(?=(?:is|are|has|have|did|does|was|were|can|could)\b[^,.;!?]*\s\S)", re.IGNORECASE)


def unwanted_past(text: str) -> str:
    """`text` from the question after a thing not wanted that opens the turn (`_NOT_WANTED_FIRST`), or all of it."""
    found = _NOT_WANTED_FIRST.match(text)
    return text[found.end() :] if found else text
