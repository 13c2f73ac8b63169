"""Only asking: "how much is the lisbon one, i'm not buying, just curious", "do the planes have plugs, not that we're
flying": a question, then the caller says they are not doing the thing, only asking. The "not" disowns a wish the
question might be taken for; it refuses none of the agent's things, and the question stands. `refusals.not_refusing`
takes it out before a refusal is looked for, only after a question ("book me on friday, no, i'm not booking" declines).
"""

from __future__ import annotations

import re

from voice_agent.engine.text import aside_removed

_ONLY_ASKING = re.compile(r"\b(?:not that (?:i'm|im|i am|we're|we are|i was|we were) (?:[a-z']+ing)"
                          r"|(?:i'm|im|i am|we're|we are) not (?:booking|ordering|buying|reserving|refilling|renewing|flying|travelling)"
                          r"(?: (?:anything|it|one|now|yet))?(?= just\b| only\b|\s*[,.;!?]|\s*$))"
                          r"(?:,? (?:i'm |we're |i am |we are |i was |we were |just |only )*(?:asking|wondering|checking|curious|looking|enquiring))?")
_ASKS = re.compile(r"^\s*(?:(?:um|er|erm|so|oh|hmm|right|and) )*(?:how|what|what's|when|where|which|is|are|do|does|have|has|can|could|will|would)\b")


def disclaimed(said: str) -> str:
    """`said` without the caller's word that they are only asking (`_ONLY_ASKING`), after a question; else as it was."""
    return aside_removed(_ONLY_ASKING, said) if _ASKS.match(said) else said
