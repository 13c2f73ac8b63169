"""Asking to be told when a thing happens: "can I get a text when my repeats are due", "could you
email me once the booking's confirmed", "send me a reminder before it runs out". The caller asks
for a message about the thing, not for the thing: whether the place sends one is a question
(`allowed.OFFERED`), and no tool that acts follows from it. Split from acts.py by concern.

The same holds for a reminder of a doing of the caller's own ("remind me to ring the surgery", "set us a reminder
for the jab"), and for a thing of the caller's the agent is asked to keep in mind for later ("will you remember my
meal choice", "if i ring again, would you remember that i need the aisle"): a service of the place, asked about,
not the thing itself (`kept_in_mind`).
"""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

# A message asked for where the turn's asking opens ("can I get a text", "could you remind us"),
# then when it should come ("when", "once", "before", "as soon as"). Not after another request
# ("book me on it and text me when ..." asks for the booking), nor "let me know when" (often
# whether it is done), nor a call (a person may be asked to ring).
_TOLD_WHEN = re.compile(r"^(?:(?:hi|hello|so|um|uh|er|erm|please|just) )*"
                        r"(?:(?:can|could|would|will|do) (?:i|we|you) (?:please |just |also )?)?"
                        r"(?:(?:(?:get|have|send|send out|receive|give) (?:me |us )?(?:a |an |some )?"
                        r"(?:text|sms|message|reminder|email|e-mail"
                        r"|notification|alert)s?|(?:text|message|remind|email|e-mail|notify|alert) (?:me|us))"
                        r" (?:[a-z']+ ){0,2}?(?:when|once|whenever|before|as soon as)\b"
                        # "remind us to collect the cream", "could you set me a reminder for the jab": a reminder of a
                        # doing of the caller's own, or one set; the doing is the caller's, not the agent's now.
                        r"|remind (?:me|us) to [a-z]"
                        r"|(?:set|put|make) (?:me |us )?(?:up )?(?:a |an )?(?:reminder|alarm|alert)s?\b)")
# The agent asked to keep a thing of the caller's in mind for another time: "will you remember my meal choice",
# "can you remember that we like the front row", "would you keep my details on file". Not remembering put to the
# caller ("remember to bring the form": the caller's own doing), nor "do you remember me" (asked of the past).
_WHOSE = r"(?:my|our|his|her|their|that (?:i|we|he|she|they)|[a-z]+'s)\b"
_KEPT = re.compile(r"^(?:(?:please|just|so|and|but|then) )*(?:will|would|can|could) (?:you|they|your [a-z]+) "
                   r"(?:still |always |please |also )?(?:(?:remember|memorise|memorize|keep track of|note down"
                   r"|make a note of) " + _WHOSE
                   + r"|keep " + _WHOSE + r"(?: [a-z']+){0,3}? on (?:file|record|the system)\b)")
# Opening a clause before it: when the keeping would matter ("if i book again", "next time i fly").
_WHEN_AGAIN = re.compile(r"^(?:if|when|whenever|next time|the next time|once)\b")


def told_when(text: str) -> bool:
    """Whether the caller's first clause asks to be sent a message when something happens, or to be reminded, or
    the turn asks a thing of the caller's kept in mind (`kept_in_mind`)."""
    first = next((c for c in (words(c) for c in split_clauses(text)) if c), [])
    return _TOLD_WHEN.match(" ".join(first)) is not None or kept_in_mind(text)


def kept_in_mind(text: str) -> bool:
    """Whether the turn's first clause, or the one after a clause saying when it would matter, asks the agent to
    keep a thing of the caller's in mind for later."""
    said = [" ".join(c) for c in (words(c) for c in split_clauses(text)) if c]
    start = 1 if len(said) > 1 and _WHEN_AGAIN.match(said[0]) else 0
    return any(_KEPT.match(c) for c in said[start:start + 1])
