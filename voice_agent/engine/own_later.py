"""What the caller will do later with what is asked, told in a clause closing the turn: "..., i'll text her the times
tonight", "..., i'll forward him the confirmation after". The caller's own plan for the details, passed on to someone,
asks for nothing and does nothing of the agent's; left in, the turn reads as a remark with no word of asking, and the
name said before it is lost. Read by `restarts.repaired`, which leaves it off. Only a verb of passing on (email, text,
send, forward, message, pass on) with someone or the details after it, closing the turn, and only after other words:
"can you email me the details" asks, and is left."""

from __future__ import annotations

import re

# "i'll message her the details later", "we'll text them the times tonight", "i'll pass it on to her": the passing on,
# someone or the details after it, then a time or nothing, to the end.
_WHO = r"(?:him|her|them|my [a-z']+|(?:the )?(?:details|info|information|times|confirmation|booking|reference)|it)"
_PASSED_ON = re.compile(r"[,.;!]\s*(?:and |then |so )?(?:i'll|i will|we'll|we will|i'm going to|i can) (?:just )?"
                        r"(?:email|e-mail|text|send|forward|message|whatsapp|pass|ping) " + _WHO
                        + r"(?: (?:on|over|across))?(?: (?:to )?" + _WHO + r")?(?: (?:on|over|across))?"
                        r"(?: (?:later|after|afterwards|tonight|tomorrow|in a bit|myself|separately|later on))*[\s,.!?]*$",
                        re.IGNORECASE)


def passed_on_past(text: str) -> str:
    """`text` without the caller's own passing on of the details closing it (`_PASSED_ON`), when words come before."""
    found = _PASSED_ON.search(text)
    return text[: found.start()] if found and text[: found.start()].strip() else text
