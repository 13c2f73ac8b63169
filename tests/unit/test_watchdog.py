"""The dead-air watchdog (speech rule 6): while work runs and nobody speaks for `dead_air_s`, a
"still working" line is spoken, each further one after `progress_backoff` times longer, at most
`progress_max` per piece of work, never over the caller or over another item.

Unit tests drive the watchdog and a real speech queue on a ManualClock with a fake voice that
speaks at 0.06 s per character; the runtime tests run the airline example on a text channel.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import pytest

import voice_agent as va
from tests.support.calls import BOOK_BA117, book
from voice_agent.clock import ManualClock
from voice_agent.examples import airline as ex
from voice_agent.guidance import SpeechSettings
from voice_agent.ids import EventId, SessionId, TraceId, WorkId
from voice_agent.session.events import Event, EventKind
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem
from voice_agent.speech.queue import SpeechQueue
from voice_agent.speech.watchdog import DeadAirWatchdog
from voice_agent.tasks import TaskOwner
from voice_agent.work.entries import WorkEntry, WorkState

# A binary fraction, so that simulated times add up exactly.
SECONDS_PER_CHAR = 0.0625
PROGRESS = "Still working on it."  # 20 characters: 1.25 s of speech


class Voice:
    def __init__(self, clock: ManualClock, t0: float, seconds_per_char: float) -> None:
        self.clock, self.t0, self.seconds_per_char = clock, t0, seconds_per_char
        self.started: list[tuple[float, str]] = []

    async def play(self, item: SpeechItem) -> Outcome:
        self.started.append((round(self.clock.now() - self.t0, 6), item.text))
        await self.clock.sleep(len(item.text) * self.seconds_per_char)
        return Outcome.PLAYED


@dataclass
class Call:
    clock: ManualClock
    floor: Floor
    queue: SpeechQueue
    voice: Voice
    watchdog: DeadAirWatchdog
    settings: SpeechSettings
    t0: float
    work: list[WorkEntry] = field(default_factory=list)

    def progress_at(self) -> list[float]:
        return [t for t, text in self.voice.started if text == PROGRESS]

    async def advance_to(self, t: float) -> None:
        await self.clock.advance(self.t0 + t - self.clock.now())

    def start_work(self, name: str = "book") -> WorkEntry:
        now = self.clock.wall()
        entry = WorkEntry(WorkId(f"wrk-{name}"), SessionId("ses-1"), f"{name}:k", name, {},
                          WorkState.STARTED, TraceId("trc-1"), now, now)
        self.work.append(entry)
        self.floor.poke()  # as the runtime does when the ledger changes
        return entry

    def finish_work(self, entry: WorkEntry) -> None:
        self.work.remove(entry)
        self.floor.poke()


@pytest.fixture
async def make() -> AsyncIterator[Callable[..., Call]]:
    owner = await TaskOwner.open("test-watchdog")

    def build(seconds_per_char: float = SECONDS_PER_CHAR, **settings: object) -> Call:
        clock = ManualClock()
        floor = Floor(clock)
        voice = Voice(clock, clock.now(), seconds_per_char)

        async def post(item: SpeechItem) -> Event:
            return Event(EventId(f"evt-{item.id}"), SessionId("ses-1"), 0, EventKind.MESSAGE,
                         item.source, item.trace_id, clock.wall(), {"message": item.text})

        speech = SpeechSettings(**settings)  # type: ignore[arg-type]
        queue = SpeechQueue(clock=clock, floor=floor, channel=voice, settings=speech, post=post)
        call: Call

        def say_progress(work: WorkEntry, _n: int) -> bool:
            queue.enqueue(ItemKind.PROGRESS, PROGRESS, trace_id=TraceId("trc-p"), work_id=work.id)
            return True

        watchdog = DeadAirWatchdog(
            clock=clock, floor=floor, settings=speech,
            running_work=lambda: list(call.work),
            # The runtime's condition, for a human caller on voice in automatic mode.
            quiet=lambda: floor.idle and not queue.busy,
            say_progress=say_progress,
        )
        call = Call(clock, floor, queue, voice, watchdog, speech, clock.now())
        owner.spawn(queue.run(), "speech-queue")
        owner.spawn(watchdog.run(), "dead-air-watchdog")
        return call

    yield build
    await owner.aclose()


async def test_a_progress_line_after_dead_air_then_with_backoff_up_to_the_maximum(make: Callable[..., Call]) -> None:
    call = make(dead_air_s=3.0, progress_backoff=1.5, progress_max=3)
    lead = call.settings.progress_lead_s  # started early so that the silence stays under 3 s
    call.start_work()
    await call.advance_to(3.0 - lead - 0.1)
    assert call.progress_at() == []
    await call.advance_to(120.0)
    # Each line takes 1.25 s; the silence after it is what counts: 3 s, then 4.5 s, then 6.75 s.
    first = 3.0 - lead
    second = first + 1.25 + 3.0 * 1.5 - lead
    third = second + 1.25 + 3.0 * 1.5**2 - lead
    assert call.progress_at() == [pytest.approx(first), pytest.approx(second), pytest.approx(third)]


async def test_each_piece_of_work_has_its_own_maximum(make: Callable[..., Call]) -> None:
    call = make(dead_air_s=3.0, progress_max=1)
    call.start_work("book")
    await call.advance_to(10.0)
    assert len(call.progress_at()) == 1
    call.start_work("refund")
    await call.advance_to(60.0)
    assert len(call.progress_at()) == 2


async def test_no_progress_line_when_no_work_runs(make: Callable[..., Call]) -> None:
    call = make(dead_air_s=3.0)
    await call.advance_to(60.0)
    assert call.voice.started == []


async def test_progress_lines_stop_when_the_work_finishes(make: Callable[..., Call]) -> None:
    call = make(dead_air_s=3.0, progress_backoff=1.5)
    work = call.start_work()
    first = 3.0 - call.settings.progress_lead_s
    await call.advance_to(5.0)
    assert call.progress_at() == [pytest.approx(first)]
    call.finish_work(work)
    await call.advance_to(60.0)
    assert call.progress_at() == [pytest.approx(first)]


async def test_no_progress_line_while_the_caller_speaks(make: Callable[..., Call]) -> None:
    call = make(dead_air_s=3.0, grace_s=0.6)
    call.start_work()
    await call.advance_to(2.0)
    call.floor.caller_started()  # a long question about something else
    await call.advance_to(10.0)
    assert call.progress_at() == []
    call.floor.caller_stopped()
    due = 10.0 + 3.0 - call.settings.progress_lead_s  # dead air counts from when they stopped
    await call.advance_to(due - 0.1)
    assert call.progress_at() == []
    await call.advance_to(14.0)
    assert call.progress_at() == [pytest.approx(due)]


async def test_no_progress_line_while_something_plays(make: Callable[..., Call]) -> None:
    call = make(dead_air_s=3.0)
    call.start_work()
    call.queue.enqueue(ItemKind.OPERATOR, "x" * 96, trace_id=TraceId("trc-op"))  # 6 s of speech
    due = 6.0 + 3.0 - call.settings.progress_lead_s  # counted from the end of the line
    await call.advance_to(due - 0.1)
    assert call.progress_at() == []
    await call.advance_to(10.0)
    assert call.progress_at() == [pytest.approx(due)]


# -- at the runtime level: the airline example on a text channel -----------------------------------




async def agent_messages(session: va.Session) -> list[str]:
    return [e.message or "" for e in await session.messages() if e.source is va.EventSource.AI_AGENT]


@pytest.fixture
async def manual_server(airline_agent: va.Agent) -> AsyncIterator[tuple[va.Server, ManualClock, va.Agent]]:
    await airline_agent.ensure_setup()  # before `configured`, so the copy shares finished guidance
    agent = airline_agent.configured(speech={"dead_air_s": 2.0, "progress_backoff": 2.0, "progress_max": 2})
    clock = ManualClock()
    async with va.Server(clock=clock) as server:
        await server.add_agent(agent)
        yield server, clock, agent


async def test_a_caller_waiting_on_a_booking_hears_progress_lines(
    manual_server: tuple[va.Server, ManualClock, va.Agent], airline: ex.AirlineService,
) -> None:
    server, clock, agent = manual_server
    airline.delay_s = 0.5  # real time; the watchdog runs on the manual clock
    session = await server.create_session(agent)
    await book(session)  # the read-back, then the interim reply to the caller's yes
    lead = agent.speech.progress_lead_s
    await clock.advance(2.0 - lead - 0.1)
    assert len(await agent_messages(session)) == 2  # only the read-back and the interim reply so far
    await clock.advance(0.2)
    assert len(await agent_messages(session)) == 3  # 2 s of silence: "still booking"
    await clock.advance(2 * 2.0 - lead - 0.2)
    assert len(await agent_messages(session)) == 3  # the next one waits 2 x 2 s
    await clock.advance(0.2)
    assert len(await agent_messages(session)) == 4
    await clock.advance(10.0)  # the maximum is two (a third would be due 8 s after the second)
    assert len(await agent_messages(session)) == 4
    [work] = await session.wait_for_work(timeout=5)
    said = (await agent_messages(session))[1:]
    assert said[0].startswith("I'm booking flight BA 117")
    assert said[1:3] == ["I'm still booking flight BA 117. It should be just a moment."] * 2
    assert "is confirmed" in said[3] and len(said) == 4
    assert work.state is va.WorkState.DELIVERED


async def test_an_ai_caller_gets_no_progress_lines(
    manual_server: tuple[va.Server, ManualClock, va.Agent], airline: ex.AirlineService,
) -> None:
    server, clock, agent = manual_server
    airline.delay_s = 0.3
    session = await server.create_session(agent, customer_represented_by_an_agent=True)
    event = await session.post_customer_message(BOOK_BA117)  # an AI caller is not asked to confirm
    for _ in range(10):  # the booking runs in the turn; time passes on both clocks meanwhile
        await clock.advance(2.0)
        await asyncio.sleep(0.05)
    reply = await session.wait_for_message(after_offset=event.offset, containing="is confirmed", timeout=5)
    await clock.advance(30.0)
    assert await agent_messages(session) == [reply.message]  # no interim, no progress lines


async def test_the_manual_clock_moves_on_when_a_line_is_due_between_two_representable_times(
    make: Callable[..., Call],
) -> None:
    # 0.06 s per character and the 1.6 backoff make the second line due a few 1e-13 s after
    # a time the clock can hold; the watchdog's remaining wait rounds away on every wake-up.
    call = make(seconds_per_char=0.06, dead_air_s=3.0, progress_backoff=1.6, progress_max=3,
                progress_lead_s=0.5)
    call.start_work()
    async with asyncio.timeout(1.0):  # real seconds: without a fix, this advance spins forever
        await call.advance_to(30.0)
    assert len(call.progress_at()) == 3
