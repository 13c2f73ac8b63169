"""Rule 11, continuations: a caller turn that is the rest of the one before it.

A caller who pauses mid-request ("Book B A one one" ... "seven for John Smith please") long
enough for the turn to end goes on as the agent starts to answer the first half, and cuts that
answer off. A person would hear one request for BA 117; read as two turns, the second answers
"what name?" and the flight stays BA 11. So the new turn is read as the rest of the previous
one, the two turns' words joined and read from what the session waited for before the first,
when all of these hold:

1. the caller's voice took the floor again after the previous turn's words (a text message,
   or messages posted one after another, never continue a turn), and neither turn is a key
   entry;
2. the reply to the previous turn was not heard: it was still waiting to be said (it is then
   withdrawn, never said), or the caller's voice cut it within its first `continuation_heard_s`
   seconds of audio (`SpeechItem.heard_s`), and this turn arrived within
   `continuation_within_s` of that cut;
3. the previous turn changed nothing the caller cannot take back: no tool that acts ran (a
   booking, a handoff, the end of the call), no work started or was cancelled, no control
   (transfer, manual mode, hang-up). It only moved the dialogue: a question for a missing
   argument, a read-back waiting for yes, a clarifying question, "sorry, I didn't catch that".

Otherwise the new turn is a turn of its own, as it always was. Both caller messages stay in the
log as they were said; the joined reading is recorded on the second turn (status
`continuation`), and a cut reply keeps its `interrupted` speech status.

The turn worker (`live/turns.py`) owns the previous turn's record and applies the reading; this
module decides it, from what the speech queue measured of the reply and what the turn did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from voice_agent.guidance import SpeechSettings
from voice_agent.ids import TraceId
from voice_agent.speech.items import Outcome, SpeechItem


@dataclass(frozen=True)
class AnsweredTurn:
    """A caller turn the engine has answered, as the next turn may need it."""

    trace_id: TraceId
    text: str  # the words the engine read (both turns' words, for a continuation)
    dialogue_before: Any  # what the session waited for before the engine read them
    reply: SpeechItem | None
    did: tuple[str, ...]  # what it did beyond the conversation (tools that act, work, control)
    keys: bool  # a key entry
    joins: tuple[TraceId, ...]  # the earlier turns it was read with (rule 11), oldest first
    onsets: int  # the floor's caller onsets its own words used (more since: the caller went on)


@dataclass(frozen=True)
class Reading:
    """How a new caller turn is read: on its own, or as the rest of `previous`."""

    joined: bool
    reason: str
    heard_s: float | None = None
    withdraw: bool = False  # the previous reply is still waiting: withdraw it, unsaid

    def as_status(self, previous: AnsweredTurn, text: str) -> dict[str, Any]:
        return {"continues": previous.trace_id, "text": text, "reason": self.reason,
                "heard_s": None if self.heard_s is None else round(self.heard_s, 3),
                "withdrawn": self.withdraw}


def read_next(previous: AnsweredTurn | None, *, onsets: int, keys: bool, queued: bool, now: float,
              settings: SpeechSettings) -> Reading:
    """How the caller turn arriving `now` reads after `previous` (rules above). `onsets`: the
    floor's caller onsets now; `keys`: the new turn is a key entry; `queued`: the previous
    reply is still waiting to be said."""
    if previous is None:
        return Reading(False, "no earlier turn")
    if settings.continuation_heard_s <= 0:
        return Reading(False, "continuations are off")
    if keys or previous.keys:
        return Reading(False, "a key entry")
    if onsets <= previous.onsets:
        return Reading(False, "the caller has not spoken since the earlier turn")
    if previous.did:
        return Reading(False, "the earlier turn did something: " + ", ".join(previous.did))
    reply = previous.reply
    if reply is None:
        return Reading(False, "the earlier turn had no reply")
    if queued:
        return Reading(True, "the caller went on before the reply began", 0.0, withdraw=True)
    if not reply.done.done():
        return Reading(False, "the reply is being said")
    if reply.done.result() is not Outcome.INTERRUPTED:
        return Reading(False, f"the reply was {reply.done.result().value}")
    if reply.heard_s is None or reply.cut_at is None:
        return Reading(False, "the reply was cut, but not by the caller's voice")
    heard = reply.heard_s
    if heard > settings.continuation_heard_s:
        return Reading(False, f"the caller heard {heard:.1f} s of the reply", heard)
    if now - reply.cut_at > settings.continuation_within_s:
        return Reading(False, f"the turn came {now - reply.cut_at:.1f} s after the cut", heard)
    return Reading(True, f"the caller cut the reply after {heard:.1f} s", heard)
