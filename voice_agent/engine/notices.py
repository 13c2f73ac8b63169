"""Asking to be told when a thing happens: "can I get a text when my repeats are due", "could you
email me once the booking's confirmed", "send me a reminder before it runs out". The caller asks
for a message about the thing, not for the thing: whether the place sends one is a question
(`allowed.OFFERED`), and no tool that acts follows from it. Split from acts.py by concern.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

# A message asked for where the turn's asking opens ("can I get a text", "could you remind us"),
# then when it should come ("when", "once", "before", "as soon as"). Not after another request
# ("book me on it and text me when ..." asks for the booking), nor "let me know when" (often
# whether it is done), nor a call (a person may be asked to ring).
_TOLD_WHEN = re.compile(r"^(?:(?:hi|hello|so|um|uh|er|erm|please|just) )*(?:(?:can|could|would|will|do) (?:i|we|you) (?:please |just |also )?)?"
                        r"(?:(?:get|have|send|receive|give) (?:me |us )?(?:a |an |some )?(?:text|sms|message|reminder|email|e-mail"
                        r"|notification|alert)s?|(?:text|message|remind|email|e-mail|notify|alert) (?:me|us))"
                        r" (?:[a-z']+ ){0,2}?(?:when|once|whenever|before|as soon as)\b")


def told_when(text: str) -> bool:
    """Whether the caller's first clause asks to be sent a message when something happens."""
    first = next((c for c in (words(c) for c in split_clauses(text)) if c), [])
    return _TOLD_WHEN.match(" ".join(first)) is not None
