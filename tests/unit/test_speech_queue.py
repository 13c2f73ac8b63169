"""The speech queue against the speech rules (docs/voice.md), on a controlled clock.

The fake voice channel speaks at 0.06 s per character of simulated time and records, for every
item, when it started and how it ended: what a caller would hear. Times in assertions are
seconds since the test started.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import pytest

from voice_agent.clock import ManualClock
from voice_agent.guidance import SpeechSettings
from voice_agent.ids import EventId, SessionId, TraceId, WorkId
from voice_agent.session.events import Event, EventKind
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem
from voice_agent.speech.queue import SpeechQueue
from voice_agent.tasks import TaskOwner

SECONDS_PER_CHAR = 0.06
T1, T2, T3 = TraceId("trc-turn-1"), TraceId("trc-turn-2"), TraceId("trc-turn-3")
W = WorkId("wrk-booking")


def duration(text: str) -> float:
    return len(text) * SECONDS_PER_CHAR


class FakeVoice:
    """A `SpeechChannel` whose playout takes simulated time and can be barged into."""

    def __init__(self, clock: ManualClock, t0: float) -> None:
        self._clock = clock
        self._t0 = t0
        self.started: list[tuple[float, str]] = []  # (seconds since t0, text)
        self.ended: list[tuple[float, str, Outcome]] = []
        self._interrupt: asyncio.Future[None] | None = None
        self.fail_on: set[str] = set()  # texts the channel cannot say

    def at(self) -> float:
        return round(self._clock.now() - self._t0, 6)

    @property
    def heard(self) -> list[str]:
        return [text for _, text in self.started]

    @property
    def playing(self) -> bool:
        return self._interrupt is not None

    async def play(self, item: SpeechItem) -> Outcome:
        self.started.append((self.at(), item.text))
        if item.text in self.fail_on:
            raise ConnectionError("the TTS stream broke")
        self._interrupt = asyncio.get_running_loop().create_future()
        speaking = asyncio.ensure_future(self._clock.sleep(duration(item.text)))
        try:
            await asyncio.wait([speaking, self._interrupt], return_when=asyncio.FIRST_COMPLETED)
            outcome = Outcome.PLAYED if speaking.done() else Outcome.INTERRUPTED
        finally:
            speaking.cancel()
            await asyncio.gather(speaking, return_exceptions=True)
            self._interrupt = None
        self.ended.append((self.at(), item.text, outcome))
        return outcome

    def interrupt(self) -> None:
        assert self._interrupt is not None, "nothing is playing"
        self._interrupt.set_result(None)


@dataclass
class Harness:
    clock: ManualClock
    floor: Floor
    voice: FakeVoice
    queue: SpeechQueue
    t0: float
    manual: bool = False
    posted: list[str] = field(default_factory=list)
    post_fails_on: set[str] = field(default_factory=set)
    task: asyncio.Task[None] | None = None

    def at(self) -> float:
        return self.voice.at()

    async def advance_to(self, t: float) -> None:
        await self.clock.advance(self.t0 + t - self.clock.now())

    def say(self, kind: ItemKind, text: str, **kw: object) -> SpeechItem:
        trace = kw.pop("trace_id", None) or TraceId(f"trc-{text[:12]}")
        return self.queue.enqueue(kind, text, trace_id=trace, **kw)  # type: ignore[arg-type]

    def barge_in(self) -> None:
        """The caller starts speaking over the agent: VAD raises the floor, playout stops."""
        self.floor.caller_started()
        self.voice.interrupt()


def _settings(**changes: object) -> SpeechSettings:
    return SpeechSettings(**changes)  # type: ignore[arg-type]


@pytest.fixture
async def make() -> AsyncIterator[Callable[..., Harness]]:
    owner = await TaskOwner.open("test-speech")

    def build(**settings: object) -> Harness:
        clock = ManualClock()
        floor = Floor(clock)
        voice = FakeVoice(clock, clock.now())
        h: Harness

        async def post(item: SpeechItem) -> Event:
            if item.text in h.post_fails_on:
                raise OSError("the store is unavailable")
            h.posted.append(item.text)
            return Event(EventId(f"evt-{len(h.posted)}"), SessionId("ses-1"), len(h.posted),
                         EventKind.MESSAGE, item.source, item.trace_id, clock.wall(),
                         {"message": item.text})

        queue = SpeechQueue(
            clock=clock, floor=floor, channel=voice, settings=_settings(**settings), post=post,
            # The runtime's manual-mode policy: only a human agent's words and verbatim notices.
            mode_allows=lambda kind: not h.manual or kind in (ItemKind.OPERATOR, ItemKind.VERBATIM),
        )
        h = Harness(clock, floor, voice, queue, clock.now())
        h.task = owner.spawn(queue.run(), "speech-queue")
        return h

    yield build
    await owner.aclose()


# -- rule 1: never over the caller ---------------------------------------------------------------


async def test_nothing_starts_while_the_caller_speaks_nor_within_the_grace_after(make: Callable[..., Harness]) -> None:
    h = make(grace_s=0.6)
    h.floor.caller_started()
    h.say(ItemKind.UTTERANCE, "Your booking is confirmed.")
    await h.advance_to(4.0)
    assert h.voice.started == []  # four seconds of the caller talking: the agent waits
    h.floor.caller_stopped()
    await h.advance_to(4.5)
    assert h.voice.started == []  # still inside the grace period
    await h.advance_to(10.0)
    assert h.voice.started == [(pytest.approx(4.6), "Your booking is confirmed.")]


async def test_the_reply_to_the_callers_turn_starts_at_once_but_other_items_wait_the_grace(
    make: Callable[..., Harness],
) -> None:
    h = make(grace_s=0.6)
    h.floor.caller_started()
    await h.advance_to(2.0)
    h.floor.caller_stopped()
    h.queue.turn_opened(T1)
    h.say(ItemKind.UTTERANCE, "A queued notice.")
    await h.advance_to(2.1)  # the engine took 0.1 s to answer
    h.say(ItemKind.REPLY, "Sure, which flight?", reply_to=T1)
    await h.advance_to(10.0)
    assert h.voice.started == [
        (pytest.approx(2.1), "Sure, which flight?"),  # inside the grace: it answers this turn
        (pytest.approx(2.1 + duration("Sure, which flight?")), "A queued notice."),
    ]


async def test_a_reply_waits_while_the_caller_is_still_speaking(make: Callable[..., Harness]) -> None:
    h = make()
    h.queue.turn_opened(T1)
    h.floor.caller_started()  # the caller went on talking before the reply was ready
    h.say(ItemKind.REPLY, "Sure, which flight?", reply_to=T1)
    await h.advance_to(3.0)
    assert h.voice.started == []
    h.floor.caller_stopped()
    await h.advance_to(5.0)
    assert h.voice.heard == ["Sure, which flight?"]


async def test_a_reply_to_an_older_turn_does_not_use_the_grace_of_the_newer_one(make: Callable[..., Harness]) -> None:
    h = make(grace_s=0.6)
    h.queue.turn_opened(T1)
    h.floor.caller_started()
    h.queue.turn_opened(T2)
    await h.advance_to(1.0)
    h.floor.caller_stopped()
    h.say(ItemKind.REPLY, "Answer to the first turn.", reply_to=T1)
    await h.advance_to(10.0)
    assert h.voice.started[0] == (pytest.approx(1.6), "Answer to the first turn.")


# -- rule 2: never over itself -------------------------------------------------------------------


async def test_one_item_at_a_time_and_new_items_never_interrupt(make: Callable[..., Harness]) -> None:
    h = make()
    first = h.say(ItemKind.UTTERANCE, "Your booking on flight BA 117 is confirmed.")
    await h.advance_to(1.0)
    second = h.say(ItemKind.OPERATOR, "This is Sam from support.")
    third = h.say(ItemKind.VERBATIM, "Please check your email.")
    await h.advance_to(20.0)
    d1, d2 = duration(first.text), duration(second.text)
    assert h.voice.started == [
        (0.0, first.text),
        (pytest.approx(d1), second.text),
        (pytest.approx(d1 + d2), third.text),
    ]
    assert [o for _, _, o in h.voice.ended] == [Outcome.PLAYED] * 3
    assert [first.done.result(), second.done.result(), third.done.result()] == [Outcome.PLAYED] * 3


# -- rule 3: order -------------------------------------------------------------------------------


async def test_items_play_in_queue_order_except_answers_to_the_caller_go_first(make: Callable[..., Harness]) -> None:
    h = make()
    h.say(ItemKind.UTTERANCE, "Playing now, quite a long line.")
    await h.advance_to(0.5)
    h.say(ItemKind.VERBATIM, "Queued first.")
    h.say(ItemKind.OPERATOR, "Queued second.")
    h.queue.turn_opened(T1)  # the caller asked something (text: no floor signals)
    h.say(ItemKind.REPLY, "The answer to the caller.", reply_to=T1)
    await h.advance_to(20.0)
    assert h.voice.heard == [
        "Playing now, quite a long line.",  # never interrupted
        "The answer to the caller.",
        "Queued first.",
        "Queued second.",
    ]


async def test_a_follow_up_waits_until_its_turns_reply_has_played(make: Callable[..., Harness]) -> None:
    h = make()
    h.queue.turn_opened(T1)
    # The work finished before the turn's interim line was even ready.
    result = h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True, after_trace=T1)
    await h.advance_to(1.0)
    assert h.voice.started == []
    interim = h.say(ItemKind.INTERIM, "I'm booking that now.", reply_to=T1, work_id=W)
    await h.advance_to(10.0)
    assert h.voice.started == [
        (1.0, "I'm booking that now."),
        (pytest.approx(1.0 + duration(interim.text)), "Your booking is confirmed."),
    ]
    assert result.done.result() is Outcome.PLAYED


async def test_a_follow_up_waits_at_most_ordering_wait_when_the_turn_never_closes(make: Callable[..., Harness]) -> None:
    h = make(ordering_wait_s=8.0)
    h.queue.turn_opened(T1)  # this turn failed without a reply, and nobody closed it
    h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True, after_trace=T1)
    await h.advance_to(7.9)
    assert h.voice.started == []
    await h.advance_to(12.0)
    assert h.voice.started == [(pytest.approx(8.0), "Your booking is confirmed.")]


# -- rule 4: supersede ---------------------------------------------------------------------------


async def test_a_queued_progress_line_is_dropped_when_the_result_is_queued(make: Callable[..., Harness]) -> None:
    h = make()
    h.say(ItemKind.OPERATOR, "One moment while I look.")
    progress = h.say(ItemKind.PROGRESS, "Still booking, just a moment.", work_id=W)
    other = h.say(ItemKind.PROGRESS, "Still checking the other request.", work_id=WorkId("wrk-other"))
    result = h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True)
    await h.advance_to(20.0)
    assert h.voice.heard == ["One moment while I look.", "Still checking the other request.", "Your booking is confirmed."]
    assert progress.done.result() is Outcome.DROPPED
    assert other.done.result() is Outcome.PLAYED
    assert result.done.result() is Outcome.PLAYED


async def test_an_interim_line_not_started_in_time_is_dropped_not_played_late(make: Callable[..., Harness]) -> None:
    h = make(interim_ttl_s=6.0)
    long_line = "x" * 150  # 9 s of speech already playing
    h.say(ItemKind.OPERATOR, long_line)
    await h.advance_to(1.0)
    h.queue.turn_opened(T1)
    interim = h.say(ItemKind.INTERIM, "I'm booking that now.", reply_to=T1, work_id=W)
    later = h.say(ItemKind.VERBATIM, "Anything else?")
    await h.advance_to(20.0)
    assert h.voice.heard == [long_line, "Anything else?"]
    assert interim.done.result() is Outcome.DROPPED
    assert later.done.result() is Outcome.PLAYED
    assert h.voice.started[1][0] == pytest.approx(9.0)  # dropping the stale line closed its turn


async def test_an_interim_line_started_within_its_ttl_is_played(make: Callable[..., Harness]) -> None:
    h = make(interim_ttl_s=6.0)
    h.say(ItemKind.OPERATOR, "x" * 80)  # 4.8 s
    await h.advance_to(0.0)  # it starts
    h.queue.turn_opened(T1)
    interim = h.say(ItemKind.INTERIM, "I'm booking that now.", reply_to=T1, work_id=W)
    await h.advance_to(20.0)
    assert interim.done.result() is Outcome.PLAYED
    assert h.voice.started[1] == (pytest.approx(4.8), "I'm booking that now.")


# -- rule 5: deliver -----------------------------------------------------------------------------


async def test_an_interrupted_result_is_said_again_after_the_callers_turn_is_answered(
    make: Callable[..., Harness],
) -> None:
    h = make(grace_s=0.6)
    result = h.say(ItemKind.UTTERANCE, "Your booking on flight BA 117 is confirmed.", work_id=W, final=True)
    await h.advance_to(1.0)
    h.barge_in()  # "wait, which flight?"
    await h.advance_to(2.0)
    h.floor.caller_stopped()
    h.queue.turn_opened(T2)
    await h.advance_to(2.2)
    assert not result.done.done()  # not delivered yet, and not given up on
    reply = h.say(ItemKind.REPLY, "One moment.", reply_to=T2)
    await h.advance_to(20.0)
    assert h.voice.started == [
        (0.0, result.text),
        (pytest.approx(2.2), "One moment."),
        (pytest.approx(2.2 + duration(reply.text)), result.text),
    ]
    assert [o for _, _, o in h.voice.ended] == [Outcome.INTERRUPTED, Outcome.PLAYED, Outcome.PLAYED]
    assert result.done.result() is Outcome.PLAYED


async def test_an_interrupted_result_is_redelivered_after_a_backchannel_that_needs_no_answer(
    make: Callable[..., Harness],
) -> None:
    h = make(grace_s=0.6)
    result = h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True)
    await h.advance_to(0.5)
    h.barge_in()
    await h.advance_to(1.0)
    h.floor.caller_stopped()  # "okay"
    h.queue.turn_opened(T2)
    await h.advance_to(1.1)
    h.queue.turn_closed(T2)  # a backchannel while work runs: no reply
    await h.advance_to(10.0)
    assert h.voice.started == [(0.0, result.text), (pytest.approx(1.6), result.text)]
    assert result.done.result() is Outcome.PLAYED


async def test_an_interrupted_result_is_given_up_after_max_redeliveries(make: Callable[..., Harness]) -> None:
    h = make(max_redeliveries=2, grace_s=0.6)
    result = h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True)
    t = 0.0
    for n, trace in enumerate((T1, T2, T3)):
        await h.advance_to(t + 0.5)
        h.barge_in()
        await h.advance_to(t + 1.0)
        h.floor.caller_stopped()
        h.queue.turn_opened(trace)
        h.queue.turn_closed(trace)
        t += 1.6  # the grace after the caller stops, then the next attempt starts
        if n < 2:
            await h.advance_to(t)
            assert h.voice.started[-1] == (pytest.approx(t), result.text)
    await h.advance_to(30.0)
    assert h.voice.heard == [result.text] * 3  # the first try and max_redeliveries retries
    assert result.done.result() is Outcome.INTERRUPTED


async def test_a_result_the_voice_cut_with_nobody_speaking_is_said_again_at_once(
    make: Callable[..., Harness],
) -> None:
    h = make(grace_s=0.6, ordering_wait_s=8.0)
    result = h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True)
    await h.advance_to(0.5)
    h.voice.interrupt()  # the TTS failed mid-line; the caller said nothing
    apology = h.say(ItemKind.VERBATIM, "Sorry, my line cut out.")
    await h.advance_to(10.0)
    # no caller turn to wait for: the apology, then the result, with no dead air between
    assert h.voice.started == [
        (0.0, result.text),
        (pytest.approx(0.5), apology.text),
        (pytest.approx(0.5 + duration(apology.text)), result.text),
    ]
    assert result.done.result() is Outcome.PLAYED


async def test_an_interrupted_line_that_is_not_a_result_is_not_said_again(make: Callable[..., Harness]) -> None:
    h = make()
    line = h.say(ItemKind.PROGRESS, "Still booking, just a moment.", work_id=W)
    await h.advance_to(0.5)
    h.barge_in()
    await h.advance_to(1.0)
    h.floor.caller_stopped()
    await h.advance_to(30.0)
    assert h.voice.heard == [line.text]
    assert line.done.result() is Outcome.INTERRUPTED


# -- rule 9: manual mode -------------------------------------------------------------------------


async def test_manual_mode_drops_agent_replies_and_progress_and_speaks_the_operator(make: Callable[..., Harness]) -> None:
    h = make()
    h.manual = True
    h.queue.turn_opened(T1)
    reply = h.say(ItemKind.REPLY, "An automatic answer.", reply_to=T1)
    progress = h.say(ItemKind.PROGRESS, "Still booking.", work_id=W)
    operator = h.say(ItemKind.OPERATOR, "Hi, this is Sam from Sky Air.")
    notice = h.say(ItemKind.VERBATIM, "Your booking update could not be sent.")
    await h.advance_to(20.0)
    assert h.voice.heard == ["Hi, this is Sam from Sky Air.", "Your booking update could not be sent."]
    assert reply.done.result() is Outcome.DROPPED
    assert progress.done.result() is Outcome.DROPPED
    assert operator.done.result() is notice.done.result() is Outcome.PLAYED


async def test_manual_mode_holds_an_utterance_until_handed_back(make: Callable[..., Harness]) -> None:
    h = make()
    h.manual = True
    result = h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True, deadline_s=30.0)
    await h.advance_to(10.0)
    assert h.voice.started == []
    h.manual = False  # the operator hands the call back
    h.floor.poke()
    await h.advance_to(20.0)
    assert h.voice.started == [(10.0, "Your booking is confirmed.")]
    assert result.done.result() is Outcome.PLAYED


async def test_manual_mode_drops_a_held_utterance_at_its_deadline(make: Callable[..., Harness]) -> None:
    h = make()
    h.manual = True
    result = h.say(ItemKind.UTTERANCE, "Your booking is confirmed.", work_id=W, final=True, deadline_s=30.0)
    await h.advance_to(29.9)
    assert not result.done.done()
    await h.advance_to(30.0)
    assert result.done.result() is Outcome.DROPPED
    h.manual = False
    h.floor.poke()
    await h.advance_to(60.0)
    assert h.voice.started == []


# -- failures ------------------------------------------------------------------------------------


async def test_an_item_that_cannot_be_posted_fails_and_the_queue_keeps_going(make: Callable[..., Harness]) -> None:
    h = make()
    h.post_fails_on = {"Lost line."}
    lost = h.say(ItemKind.UTTERANCE, "Lost line.")
    kept = h.say(ItemKind.UTTERANCE, "Next line.")
    await h.advance_to(10.0)
    assert lost.done.result() is Outcome.FAILED
    assert lost.event is None and await lost.wait_posted() is None
    assert h.voice.started == [(0.0, "Next line.")]  # never spoken without its message event
    assert kept.done.result() is Outcome.PLAYED


async def test_an_item_the_channel_cannot_play_fails_and_the_queue_keeps_going(make: Callable[..., Harness]) -> None:
    h = make()
    h.voice.fail_on = {"Broken line."}
    broken = h.say(ItemKind.UTTERANCE, "Broken line.")
    kept = h.say(ItemKind.UTTERANCE, "Next line.")
    await h.advance_to(10.0)
    assert broken.done.result() is Outcome.FAILED
    assert kept.done.result() is Outcome.PLAYED
    assert h.voice.heard == ["Broken line.", "Next line."]
    assert not h.floor.agent_speaking


# -- shutdown ------------------------------------------------------------------------------------


async def test_closing_the_queue_settles_the_item_that_was_playing(make: Callable[..., Harness]) -> None:
    h = make()
    playing = h.say(ItemKind.UTTERANCE, "Your booking on flight BA 117 is confirmed.", work_id=W, final=True)
    queued = h.say(ItemKind.VERBATIM, "Anything else?")
    await h.advance_to(1.0)
    assert h.voice.playing
    assert h.task is not None
    h.task.cancel()  # the session closes
    await asyncio.gather(h.task, return_exceptions=True)
    assert queued.done.result() is Outcome.DROPPED
    # Whoever waits for the result's delivery (the ledger, `emit_message`) must learn it ended.
    assert playing.done.done()
