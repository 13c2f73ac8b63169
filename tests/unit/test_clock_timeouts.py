"""Timeouts run on the injected clock: a test moves time, nothing waits for real."""

from __future__ import annotations

import asyncio

import pytest

import voice_agent as va
from voice_agent.clock import ManualClock, timeout
from voice_agent.ids import TraceId


async def test_a_manual_clock_timeout_fires_when_time_is_moved() -> None:
    clock = ManualClock()

    async def body() -> None:
        async with timeout(clock, 5):
            await asyncio.Event().wait()

    task = asyncio.ensure_future(body())
    await clock.advance(4.9)
    assert not task.done()
    await clock.advance(0.2)
    with pytest.raises(TimeoutError):
        await task


async def test_a_body_that_finishes_in_time_is_not_cancelled() -> None:
    clock = ManualClock()
    async with timeout(clock, 5):
        await asyncio.sleep(0)
    await clock.advance(10)  # the alarm is gone: nothing fires later


async def test_hung_work_fails_at_its_service_timeout_on_the_session_clock(airline_agent: va.Agent) -> None:
    clock = ManualClock()
    agent = airline_agent.configured(work={"service_timeout_s": 45.0}, speech={"progress_on_text": False})
    async with va.Server(clock=clock) as server:
        await server.add_agent(agent)
        session = await server.create_session(agent)
        rt = await session.runtime()

        async def hangs() -> None:
            await asyncio.Event().wait()

        rt.start_work(hangs(), tool="book_flight", arguments={"flight_number": "BA 9"}, key="k",
                      trace_id=TraceId("trc_t"), progress=[])
        await clock.advance(44)
        assert [w.state for w in rt.ledger.entries()] == [va.WorkState.STARTED]
        await clock.advance(2)
        [work] = await session.wait_for_work(timeout=5)
    assert work.state is va.WorkState.DELIVERED and work.outcome == "failure"
    assert work.error is not None and "service timeout after 45 s" in work.error
    said = [e.message or "" for e in await session.messages()]
    assert "couldn't finish booking flight BA 9" in said[-1]
