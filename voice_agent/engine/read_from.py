"""What the caller reads from: "my printout says ..., ...", "this leaflet reads ...", "it says on it ...". The frame
says only where the words that follow are read; they are what the caller tells or asks, and the thing read from (a
label, a letter) is no service asked for; a message said wrong ("the text's wrong, ...") frames the caller's own
word the same way. Read by `restarts.repaired`, before the rest."""

from __future__ import annotations

import re

from voice_agent.engine.text import past_frame

# A thing one reads from, the caller's or at hand ("the", "this", "my", someone's), then "says" or "reads" (", here",
# "on it" after), opening the turn: not "the pharmacist says ..." (a person's word, `restarts._advised`); a frame with
# fewer than two words after it is kept ("the sticker says nothing"). "the text just said ...": a word of how it says
# it between, the same.
_READ = (r"(?:label|box|bottle|packet|pack|letter|email|e-mail|text|message|note|leaflet|sticker|paper|slip|ticket|confirmation"
         r"|booking|receipt|printout|screen|app|website|site)")
# "the note in the drawer says ...": where the thing is may follow it; "we're looking at the receipt here, ...": the reading, said.
_OWNED = r"(?:the|this|that|my|our|his|her|their|[a-z]+'s)"
_FRAME = re.compile(r"^\s*(?:(?:ok|okay|right|so|um|er|erm|well|hi|hello)[\s,]+)*(?:(?:" + _OWNED + r" (?:[a-z]+ )?" + _READ
                    + r"(?: (?:on|in|from) " + _OWNED + r" [a-z]+)?|it)(?: just| also| clearly| only)?"
                    r" (?:says|reads|said)(?: (?:here|on it|on there))?"
                    r"|(?:i'm|im|i am|we're) (?:reading|looking) (?:off|from|at) " + _OWNED + r" (?:[a-z]+ )?" + _READ + r"(?: here)?)"
                    r"\b[\s,:]*(?:that\b[\s,]*)?", re.IGNORECASE)


# "the letter's wrong, ...", "this text is a mistake, ...": a message the caller was sent, said wrong, opening the turn;
# what follows is the caller's own word (not "the booking's wrong": the thing itself, a change asked of it).
_SENT = r"(?:letter|email|e-mail|text|message|note|leaflet|printout|reminder|notification)"
_WRONG = re.compile(r"^\s*(?:(?:ok|okay|right|so|um|er|erm|well|oh)[\s,]+)*" + _OWNED + r" (?:[a-z]+ )?" + _SENT
                    + r"(?:'s| is| was) (?:all |just |completely |totally )?"
                    r"(?:wrong|mistaken|a mistake|an error|incorrect"
                    r"|not right|out of date)\b[\s,:]*", re.IGNORECASE)


def read_past(text: str) -> str:
    """`text` after the frame saying what it is read from (`_FRAME`), or a message said wrong (`_WRONG`), when words
    follow it; else all of it."""
    return past_frame(_WRONG, past_frame(_FRAME, text))
