"""Delivery can fail apart from the work: a failed progress line is logged and the work goes
on; a failed final message gets one verbatim fallback, then is recorded as undelivered."""

from __future__ import annotations

from typing import Any

import voice_agent as va
from tests.support.calls import book
from voice_agent.examples import airline as ex
from voice_agent.ids import TraceId
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem


class FailingStore(va.InMemoryStore):
    """Fault injection: appending a message of the given speech kinds fails."""

    def __init__(self, failing: set[str]) -> None:
        super().__init__()
        self.failing = failing

    async def append_event(self, session_id: Any, **kw: Any) -> va.Event:
        if kw["data"].get("speech") in self.failing:
            raise OSError("disk full")
        return await super().append_event(session_id, **kw)


class RecordingChannel:
    """A text-like channel that fails progress lines and records what it played."""

    def __init__(self) -> None:
        self.played: list[SpeechItem] = []

    async def play(self, item: SpeechItem) -> Outcome:
        self.played.append(item)
        return Outcome.FAILED if item.kind is ItemKind.PROGRESS else Outcome.PLAYED


async def settled(session: va.Session) -> va.WorkEntry:
    [work] = await session.wait_for_work(timeout=5)
    return work


async def test_failed_progress_message_does_not_stop_the_work(airline: ex.AirlineService,
                                                              airline_agent: va.Agent) -> None:
    airline.delay_s = 0.5
    agent = airline_agent.configured(speech={"dead_air_s": 0.1})
    async with va.Server() as server:
        await server.add_agent(agent)
        session = await server.create_session(agent)
        channel = RecordingChannel()
        (await session.runtime()).attach_channel(channel, voice=False)
        await book(session)
        work = await settled(session)
    kinds = [i.kind for i in channel.played]
    assert ItemKind.PROGRESS in kinds  # a progress line was attempted and failed
    assert kinds[-1] is ItemKind.UTTERANCE  # the confirmation still went out
    assert work.state is va.WorkState.DELIVERED and work.outcome == "success"


async def test_failed_final_delivery_falls_back_to_one_verbatim_message(airline: ex.AirlineService,
                                                                        airline_agent: va.Agent) -> None:
    async with va.Server(store=FailingStore({"utterance"})) as server:
        await server.add_agent(airline_agent)
        session = await server.create_session(airline_agent)
        await book(session)
        work = await settled(session)
        said = [e.message for e in await session.messages() if e.source is va.EventSource.AI_AGENT]
    assert said[-1] == ("I couldn't send your booking update. Please check with the airline before "
                        "booking again; the booking may have gone through.")
    assert len(airline.bookings) == 1  # the booking is not repeated
    assert work.state is va.WorkState.DELIVERED
    assert work.result is not None and work.result["status"] == "confirmed"  # the result is retained


async def test_failed_fallback_is_recorded_as_undelivered(airline_agent: va.Agent) -> None:
    store = FailingStore({"utterance", "verbatim"})
    async with va.Server(store=store) as server:
        await server.add_agent(airline_agent)
        session = await server.create_session(airline_agent)
        await book(session)
        work = await settled(session)
    assert work.state is va.WorkState.DELIVERY_FAILED
    assert work.result is not None and work.result["status"] == "confirmed"
    assert work.delivery is not None and work.delivery["kind"] == "verbatim"
    [stored] = await store.list_work(states=[va.WorkState.DELIVERY_FAILED])
    assert stored.id == work.id  # kept in the store for an operator or a retry


async def test_work_that_raises_gets_a_failure_notice(server: va.Server) -> None:
    session = await server.create_session(ex.agent)

    async def broken() -> None:
        raise RuntimeError("service exploded")

    rt = await session.runtime()
    rt.start_work(broken(), tool="book_flight", arguments={"flight_number": "BA 9"}, key="k1",
                  trace_id=TraceId("trc_x"), progress=[])
    work = await settled(session)
    said = [e.message for e in await session.messages()]
    [error] = [e.data["data"] for e in await session.events(kinds=[va.EventKind.STATUS])
               if e.data.get("status") == "error"]
    assert work.state is va.WorkState.DELIVERED and work.outcome == "failure"
    assert "couldn't finish booking flight BA 9" in (said[-1] or "")
    assert "service exploded" not in (said[-1] or "")  # internal errors are not read out
    assert error["stage"] == "work" and error["message"] == "RuntimeError: service exploded"  # but recorded
