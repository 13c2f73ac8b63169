"""What the caller asked before, said again: "sorry, i asked whether ...", "i was asking if ...". On a bad line the
caller repeats the question as their own past asking; the asking is the frame, and what follows "whether" or "if" is
what they ask now. Read by `restarts.repaired`; not when what they were answered is told after it ("i asked if it
was in and you said no": a story). The agent asked to say it again, or told the line broke up, opening the turn
("sorry, say again, ...", "you broke up there, ..."), is read past the same way when the caller's words follow."""

from __future__ import annotations

import re

from voice_agent.engine.text import past_frame

_ASKED_BEFORE = re.compile(r"(?:^|(?<=[,.;!?]))\s*(?:(?:no|sorry|well|look|so|like|but)[\s,]+)*(?:i|we) (?:just |only |already )?"
                           r"(?:asked|was asking|were asking|had asked)(?: (?:you|your colleague|earlier|before|already))* (?=(?:whether|if) )",
                           re.IGNORECASE)
_LINE_BROKE = re.compile(r"^\s*(?:(?:sorry|pardon|what|eh|hello|hang on)[\s,]+)*(?:(?:can|could) you )?(?:say (?:that |it )?again|come again"
                         r"|you (?:broke|cut|went|keep (?:breaking|cutting)) (?:up|out)(?: (?:there|again|a bit))?|you're breaking up|i lost you)"
                         r"(?: (?:please|sorry|there))?\s*[,.;!?]+\s*(?=[a-z])", re.IGNORECASE)
_ANSWERED = re.compile(r"\b(?:said|told|answered|replied|says)\b", re.IGNORECASE)


def asked_again(text: str) -> str:
    """`text` with the caller's own earlier asking ("i asked whether") left out before what is asked, or all of it."""
    text = past_frame(_LINE_BROKE, text)
    found = _ASKED_BEFORE.search(text)
    if not found or _ANSWERED.search(text[found.end() :]):
        return text
    # "i asked if it's in": the "if" of the asking is "whether" (read alone, an "if" opens a condition).
    asked = re.sub(r"^if\b", "whether", text[found.end() :], flags=re.IGNORECASE)
    return text[: found.start()] + (" " if found.start() else "") + asked
