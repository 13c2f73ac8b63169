"""SIGTERM and SIGINT: stop taking new calls and sessions, let live ones finish up to the drain
timeout, hand what is left to the store, release the leases, exit 0. For the call process (the
worker's engine set-up) and for `voice-agent serve`, during a call and during a booking."""

from __future__ import annotations

import asyncio
import signal
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from tests.support.api_process import api_process as serve_process
from tests.support.call_rig import BOOK, INTERIM, Rig, ask_for_booking, call, confirmation, make_rig
from tests.support.calls import YES
from tests.support.processes import Process
from voice_agent.ids import SessionId, TraceId

pytestmark = pytest.mark.integration


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    async with make_rig(tmp_path, delay_s=0.8) as made:
        yield made


async def leases(db: Path, session_id: SessionId) -> va.Lease | None:
    store = await SQLiteStore.connect(db)
    try:
        return await store.lease_of(session_id)
    finally:
        await store.aclose()


async def test_sigterm_during_a_booking_lets_the_call_finish_it(rig: Rig) -> None:
    proc = await rig.process()
    try:
        await call(proc)
        session_id = SessionId((await proc.wait_for(lambda e: e.get("event") == "session"))["id"])
        await ask_for_booking(proc)
        await asyncio.wait_for(rig.airline.received.wait(), 10)
        proc.signal(signal.SIGTERM)
        assert await proc.wait(20) == 0
    finally:
        await proc.close()
    [work] = await rig.work()
    code = next(iter(rig.airline.bookings.values()))["code"]
    assert confirmation(code) in proc.heard()  # the call finished the booking before the exit
    assert work.state is va.WorkState.DELIVERED and work.delivered_via == "voice"
    assert await leases(rig.db, session_id) is None
    assert proc.events[-1] == {"event": "stopped"}


async def test_sigint_past_the_drain_timeout_hands_the_booking_over(rig: Rig) -> None:
    proc = Process(rig.process_args(), {**rig.env(), "VOICE_AGENT_DRAIN_TIMEOUT": "0.1"})
    await proc.start()
    try:
        await proc.wait_for(lambda e: e.get("event") == "ready")
        await call(proc)
        session_id = SessionId((await proc.wait_for(lambda e: e.get("event") == "session"))["id"])
        await ask_for_booking(proc)
        await asyncio.wait_for(rig.airline.received.wait(), 10)
        proc.signal(signal.SIGINT)
        assert await proc.wait(20) == 0
    finally:
        await proc.close()
    [handed] = await rig.work()
    assert handed.state is va.WorkState.INTERRUPTED  # never left `started`, never cancelled
    assert await leases(rig.db, session_id) is None  # released: the next process need not wait

    successor = await rig.process()  # takes it at once and reconciles it with the airline
    try:
        [work] = await rig.settled()
        await asyncio.wait_for(rig.hook.arrived.wait(), 10)
        successor.signal(signal.SIGTERM)
        assert await successor.wait(20) == 0
    finally:
        await successor.close()
    code = next(iter(rig.airline.bookings.values()))["code"]
    assert work.state is va.WorkState.DELIVERED and [d["text"] for d in rig.hook.accepted()] == [confirmation(code)]
    assert len(rig.airline.requests) == 1 and len(rig.airline.bookings) == 1


async def test_sigterm_during_a_quiet_call_exits_at_once(rig: Rig) -> None:
    proc = await rig.process()
    try:
        await call(proc)
        session_id = SessionId((await proc.wait_for(lambda e: e.get("event") == "session"))["id"])
        proc.signal(signal.SIGTERM)
        assert await proc.wait(10) == 0
    finally:
        await proc.close()
    assert await leases(rig.db, session_id) is None


# -- voice-agent serve ------------------------------------------------------------------------------


# The airline's booking takes 0.8 s, a lease lives 1 s, and a drain waits up to 10 s.
SERVE_ENV = {"AIRLINE_DELAY_S": "0.8", "VOICE_AGENT_LEASE_TTL": "1", "VOICE_AGENT_DRAIN_TIMEOUT": "10"}


async def test_a_serve_that_does_not_answer_in_time_is_not_left_running(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # A server slow to answer on a loaded machine must not outlive its test (the drain tests below start servers).
    started: list[asyncio.subprocess.Process] = []
    real_exec = asyncio.create_subprocess_exec

    async def recorded(*args: Any, **kwargs: Any) -> asyncio.subprocess.Process:
        started.append(await real_exec(*args, **kwargs))
        return started[-1]

    monkeypatch.setattr(asyncio, "create_subprocess_exec", recorded)
    with pytest.raises(TimeoutError):
        async with serve_process(f"sqlite://{tmp_path / 'api.db'}", SERVE_ENV, ready_timeout_s=0.05):
            pass
    [proc] = started
    assert proc.returncode is not None  # killed and reaped, not serving on


async def test_serve_drains_a_booking_on_sigterm_and_exits_0(tmp_path: Path) -> None:
    db = tmp_path / "api.db"
    async with serve_process(f"sqlite://{db}", SERVE_ENV) as server:
        async with httpx.AsyncClient(base_url=server.url, timeout=10) as api:
            sid = (await api.post("/sessions", json={"agent_id": "airline", "customer_id": "c1"})).json()["id"]
            for said_now in (BOOK, YES):  # turns run in order: the read-back, then the yes
                r = await api.post(f"/sessions/{sid}/events",
                                   json={"kind": "message", "source": "customer", "message": said_now})
                assert r.status_code == 201
            server.proc.send_signal(signal.SIGTERM)
            await asyncio.sleep(0.3)
            refused = await api.post("/sessions", json={"agent_id": "airline"})
            assert refused.status_code == 503  # draining: no new sessions
            said: list[str] = []
            async with asyncio.timeout(10):  # the customer keeps reading: that is delivery
                while not any("is confirmed" in s for s in said):
                    events = (await api.get(f"/sessions/{sid}/events", params={"kinds": "message"})).json()
                    said = [e["data"]["message"] for e in events if e["source"] == "ai_agent"]
                    await asyncio.sleep(0.1)
        assert await asyncio.wait_for(server.proc.wait(), 20) == 0
    store = await SQLiteStore.connect(db)
    try:
        [work] = await store.list_work(session_id=SessionId(sid))
        assert await store.lease_of(SessionId(sid)) is None
    finally:
        await store.aclose()
    assert INTERIM in said
    assert work.state is va.WorkState.DELIVERED and work.delivered_via == "read"


async def test_serve_exits_0_on_sigint_and_starts_beside_a_held_session(tmp_path: Path) -> None:
    db = tmp_path / "api.db"
    # Another process holds a session with pending work: serve must start anyway, and skip it.
    holder = await SQLiteStore.connect(db)
    async with va.Server(store=holder, lease_ttl_s=30) as other:
        from voice_agent.examples import airline as ex

        await other.add_agent(ex.agent)
        session = await other.create_session(ex.agent)
        rt = await session.runtime()

        async def never() -> None:
            await asyncio.Event().wait()

        rt.start_work(never(), tool="book_flight", arguments={"flight_number": "BA 1"}, key="k",
                      trace_id=TraceId("trc_held"), progress=[])
        async with serve_process(f"sqlite://{db}", SERVE_ENV) as server:
            async with httpx.AsyncClient(base_url=server.url) as api:
                assert (await api.get(f"/sessions/{session.id}")).status_code == 200
            server.proc.send_signal(signal.SIGINT)
            assert await asyncio.wait_for(server.proc.wait(), 20) == 0
        assert other.live(session.id) is rt  # still this process's
