"""What the speech queue holds."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from voice_agent.ids import ItemId, TraceId, WorkId
from voice_agent.session.events import Event, EventSource
from voice_agent.sounds import Sound


class ItemKind(StrEnum):
    REPLY = "reply"  # the answer to a caller turn
    INTERIM = "interim"  # the answer to a caller turn that started work: "I'm booking that now"
    PROGRESS = "progress"  # "still working on it", from the dead-air watchdog
    UTTERANCE = "utterance"  # from agent.utter
    VERBATIM = "verbatim"  # from session.emit_message
    OPERATOR = "operator"  # a human agent's message spoken into the call
    SOUND = "sound"  # hold music, typing: chosen by the author, never posted as a message


class Outcome(StrEnum):
    PLAYED = "played"  # spoken to the end (voice) / posted (text)
    INTERRUPTED = "interrupted"  # the caller barged in
    FAILED = "failed"  # the channel could not say it
    DROPPED = "dropped"  # superseded, stale, or held past its deadline
    UNHEARD = "unheard"  # posted, but nobody was listening (the caller hung up)


@dataclass(eq=False)
class SpeechItem:
    id: ItemId
    kind: ItemKind
    text: str
    trace_id: TraceId  # the trace of the message event it becomes
    queued_at: float
    source: EventSource = EventSource.AI_AGENT
    reply_to: TraceId | None = None  # the caller turn this answers (reply, interim)
    work_id: WorkId | None = None
    final: bool = False  # carries a work's final answer or failure notice
    after_trace: TraceId | None = None  # play only after this turn's reply has played
    expires_at: float | None = None
    deadline: float | None = None  # not started by then: dropped, delivery failed
    interruptible: bool = True
    participant: dict[str, Any] | None = None
    event: Event | None = None  # set when the message event is in the log
    attempts: int = 0
    hold_for_turn_after: float | None = None  # after a barge-in: wait for that caller turn
    meta: dict[str, Any] = field(default_factory=dict)  # extra data for its message event
    sound: Sound | None = None  # a SOUND item's sound
    stop_requested: bool = False  # a SOUND item asked to stop (its reason has passed)
    error: str | None = None  # why posting or playing it failed
    played_to: str | None = None  # who heard it to the end ("voice", "text", "read"), said as it ended
    # When it was heard (the engine's clock), for "how much of it did the caller hear?":
    started_at: float | None = None  # the queue handed it to the channel
    audible_at: float | None = None  # its audio began (set by a voice channel that knows; else started_at)
    cut_at: float | None = None  # the caller took the floor and cut it (outcome interrupted)
    done: asyncio.Future[Outcome] = field(default_factory=lambda: asyncio.get_running_loop().create_future())
    posted: asyncio.Future[Event] = field(default_factory=lambda: asyncio.get_running_loop().create_future())

    @property
    def answers_caller(self) -> bool:
        return self.reply_to is not None and self.kind in (ItemKind.REPLY, ItemKind.INTERIM)

    @property
    def heard_s(self) -> float | None:
        """Seconds of it the caller heard before cutting it (0 when they cut in before its
        audio began); None when it was not cut."""
        if self.cut_at is None or self.started_at is None:
            return None
        begun = self.audible_at if self.audible_at is not None else self.started_at
        return max(0.0, self.cut_at - begun)

    async def wait_posted(self) -> Event | None:
        """Until the message event is in the log (returned), or the item ended without it."""
        waiters: list[asyncio.Future[Any]] = [self.posted, self.done]
        await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
        return self.event

    def settle(self, outcome: Outcome) -> None:
        if not self.done.done():
            self.done.set_result(outcome)
        if not self.posted.done():
            self.posted.cancel()  # never posted; whoever waits learns it from `done`


class SpeechChannel(Protocol):
    """Where speech goes. Text: posting is playing. Voice: the bridge speaks it and reports
    how it ended. `play` returns when the item has finished or was interrupted."""

    async def play(self, item: SpeechItem) -> Outcome: ...


class TextChannel:
    """The text channel: the message event is the delivery, so every item is played."""

    async def play(self, item: SpeechItem) -> Outcome:
        return Outcome.PLAYED
