"""What the caller won't have, then what they will, said with the same kind of asking: "don't read me the list, get
me the manager", "do not send us forms, put us through", "spare me the sales talk, what does it cost": the first asks
nothing done (it refuses only what is offered) and the ask or question after it is the turn. Read by
`restarts.repaired`. Only when the clause after opens with an ask or a question of its own: "don't give me that, i'm
not having it" is left a no."""

from __future__ import annotations

import re

from voice_agent.engine.text import past_frame

# "spare me the sales talk, what does it cost": what the caller would be spared, then a question of their own, the same.
_ASKED = r"|(?:how|what|what's|when|where|which|is|are|do|does|can|could|will|would)\b"
_SWAPPED = re.compile(r"^\s*(?:(?:no|just|please|look|oh)[\s,]+)*(?:(?:don't|dont|do not)"
                      r" (?:give|send|read|offer|tell|play)|spare) (?:me|us)\b[^,;.!?]{1,40}[,;.!?]+\s*"
                      r"(?:just |but |instead |please )?"
                      r"(?=(?:give|get|put|send|connect|pass|find) (?:me|us)\b" + _ASKED + r")", re.IGNORECASE)


def swapped(text: str) -> str:
    """`text` from the ask after what the caller won't have (`_SWAPPED`), when words follow it; else all of it."""
    return past_frame(_SWAPPED, text)
