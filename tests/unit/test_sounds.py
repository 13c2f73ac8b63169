"""Rule 10 of the speech queue, on a controlled clock: a sound (hold music, typing) plays only when
no line waits, never over the caller, and stops the moment a line is queued, the caller speaks
or presses a key, or its reason passes; it is never posted as a message."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import pytest

from voice_agent.clock import ManualClock
from voice_agent.guidance import SpeechSettings
from voice_agent.ids import EventId, SessionId, TraceId, WorkId
from voice_agent.session.events import Event, EventKind
from voice_agent.sounds import Sound
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem
from voice_agent.speech.queue import SpeechQueue
from voice_agent.tasks import TaskOwner

T = TraceId("trc-sound")


class Speaker:
    """A voice channel on the manual clock: a line takes 0.05 s per character; a sound plays
    until the queue stops it (as the LiveKit channel loops its clip)."""

    def __init__(self, clock: ManualClock, t0: float) -> None:
        self.clock, self.t0 = clock, t0
        self.spans: list[tuple[str, float, float | None, str]] = []  # (text, start, end, how)

    def at(self) -> float:
        return round(self.clock.now() - self.t0, 6)

    async def play(self, item: SpeechItem) -> Outcome:
        start = self.at()
        try:
            await self.clock.sleep(3600 if item.kind is ItemKind.SOUND else len(item.text) * 0.05)
        except asyncio.CancelledError:
            self.spans.append((item.text, start, self.at(), "cut"))
            raise
        self.spans.append((item.text, start, self.at(), "played"))
        return Outcome.PLAYED


@dataclass
class Rig:
    clock: ManualClock
    floor: Floor
    speaker: Speaker
    queue: SpeechQueue
    posted: list[str] = field(default_factory=list)
    events: list[tuple[str, str, dict[str, object]]] = field(default_factory=list)

    async def to(self, t: float) -> None:
        await self.clock.advance(self.speaker.t0 + t - self.clock.now())

    def heard(self) -> list[tuple[str, float, float | None, str]]:
        return [(text, pytest.approx(a), pytest.approx(b), how) for text, a, b, how in self.speaker.spans]


@pytest.fixture
async def rig() -> AsyncIterator[Callable[[], Rig]]:
    owner = await TaskOwner.open("test-sounds")

    def build() -> Rig:
        clock = ManualClock()
        floor = Floor(clock)
        speaker = Speaker(clock, clock.now())
        r: Rig

        async def post(item: SpeechItem) -> Event:
            r.posted.append(item.text)
            return Event(EventId(f"evt-{len(r.posted)}"), SessionId("ses-1"), len(r.posted), EventKind.MESSAGE,
                         item.source, item.trace_id, clock.wall(), {"message": item.text})

        queue = SpeechQueue(clock=clock, floor=floor, channel=speaker, settings=SpeechSettings(grace_s=0.5),
                            post=post, observer=lambda what, item, data: r.events.append((what, item.kind.value, data)))
        r = Rig(clock, floor, speaker, queue)
        owner.spawn(queue.run(), "speech-queue")
        return r

    yield build
    await owner.aclose()


async def test_a_sound_stops_the_moment_a_line_is_queued_and_the_line_follows(rig: Callable[[], Rig]) -> None:
    r = rig()
    sound = r.queue.enqueue_sound(Sound("keyboard_typing"), trace_id=T, work_id=WorkId("wrk-1"), reason="progress")
    await r.to(2.0)
    r.queue.enqueue(ItemKind.UTTERANCE, "Your booking is confirmed.", trace_id=T)
    await r.to(5.0)
    assert r.heard() == [("[keyboard_typing]", 0.0, 2.0, "cut"),
                         ("Your booking is confirmed.", 2.0, 2.0 + 26 * 0.05, "played")]
    assert sound.done.result() is Outcome.INTERRUPTED and sound.meta["stopped_by"] == "a line"
    assert r.posted == ["Your booking is confirmed."]  # a sound is never a message


async def test_a_sound_stops_when_the_caller_speaks_or_presses_a_key(rig: Callable[[], Rig]) -> None:
    r = rig()
    r.queue.enqueue_sound(Sound("hold_music"), trace_id=T)
    await r.to(1.0)
    r.floor.caller_started()
    await r.to(1.5)
    r.floor.caller_stopped()
    r.queue.enqueue_sound(Sound("hold_music"), trace_id=T)
    await r.to(2.5)  # after the caller: the grace (0.5 s), then the sound again
    r.floor.key_pressed(expect_turn_s=0.0)
    await r.to(4.0)
    assert r.heard() == [("[hold_music]", 0.0, 1.0, "cut"), ("[hold_music]", 2.0, 2.5, "cut")]


async def test_a_sound_never_starts_over_the_caller_or_before_a_waiting_line(rig: Callable[[], Rig]) -> None:
    r = rig()
    r.floor.caller_started()
    r.queue.enqueue_sound(Sound("keyboard_typing"), trace_id=T)
    await r.to(2.0)
    assert r.speaker.spans == []
    r.queue.enqueue(ItemKind.UTTERANCE, "Still booking.", trace_id=T)  # the waiting sound is dropped
    r.floor.caller_stopped()
    await r.to(5.0)
    assert [text for text, *_ in r.speaker.spans] == ["Still booking."]
    assert ("item_dropped", "sound", {"reason": "a line comes first"}) in r.events


async def test_a_sound_of_given_length_ends_by_itself_and_stop_ends_one_at_once(rig: Callable[[], Rig]) -> None:
    r = rig()
    r.queue.enqueue_sound(Sound("keyboard_typing", seconds=1.5), trace_id=T)
    await r.to(3.0)
    hold = r.queue.enqueue_sound(Sound("hold_music"), trace_id=T)
    await r.to(4.0)
    r.queue.stop_sound(hold, "the transfer was answered")
    await r.to(5.0)
    assert r.heard() == [("[keyboard_typing]", 0.0, 1.5, "cut"), ("[hold_music]", 3.0, 4.0, "cut")]
    # Ended as chosen (its length, its reason): played; cut by a line or the caller: interrupted.
    assert hold.done.result() is Outcome.PLAYED and hold.meta["stopped_by"] == "the transfer was answered"
