"""Where a held thing stands, asked in one word first, as one speaks to a smart speaker: "status. the oslo one. jo
park.", "booked? my dad's flight, yes or no", "stuck? the order for nan": the keyword alone opening the turn
("status", "update", "eta" as they are; a word of being done, or "stuck", with its question mark), then the thing held
named in a clause of its own ("the / my ... one / flight / order ...", whose after "for" or "under"), then at most whose
it is and "yes or no" in clauses of their own. Asked so, the keyword says the thing is under way and asks where it
stands (`done.DONE_ALONE`), as "dubai flight, jo park, done?" does. Read by `acts.classify` beside `done.asked_done`.
Not "status? what status" (no thing held named), "booked? the taxi was late again" (a story after it), nor "stuck in
traffic, the oslo flight" (no mark after the word, nor a keyword of its own).
"""

from __future__ import annotations

import re

from voice_agent.engine.address import FILLERS, unaddressed
from voice_agent.engine.done import DONE_ALONE, DONE_VERBS
from voice_agent.engine.speaker_talk import woken
from voice_agent.engine.text import split_clauses, words

_KEYWORDS = (["status"], ["update"], ["eta"], ["status", "please"], ["status", "check"], ["update", "please"])
_HELD = re.compile(r"^(?:the|my|our|his|her|their|[a-z]+'s) (?:[a-z']+ ){0,2}(?:one|booking|flight|seat|trip|ticket"
                   r"|order|refill|prescription|repeat|reservation)s?(?: (?:for|under) [a-z']+(?: [a-z']+)?)?$")
_CLOSING = (["yes", "or", "no"], ["or", "not"], ["yes", "no"])
_NAMING = 3  # words at most in a clause that says whose it is


def keyword_first(text: str) -> str:
    """`done.DONE_ALONE` when `text` asks where a held thing stands in one word opening it, else ""."""
    plain = woken(text)
    clauses = [c for c in split_clauses(plain) if words(c)]
    if not 2 <= len(clauses) <= 4:
        return ""
    first = [t for t in unaddressed(words(clauses[0])) if t not in FILLERS]
    marked = plain[plain.index(clauses[0]) + len(clauses[0]) :].lstrip().startswith("?")
    keyword = first in _KEYWORDS or (marked and len(first) == 1 and first[0] in DONE_VERBS | {"stuck"})
    rest = [" ".join(words(c)) for c in clauses[1:]]
    if not keyword or not _HELD.match(rest[0]):
        return ""
    return DONE_ALONE if all(r.split() in _CLOSING or len(r.split()) <= _NAMING for r in rest[1:]) else ""
