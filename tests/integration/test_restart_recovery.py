"""Durability: after a restart, work found `result_available` is re-delivered, work found
`delivery_failed` is surfaced for an operator, and work found `started` is reported as
interrupted, never silently dropped or re-run."""

from __future__ import annotations

from pathlib import Path

import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from voice_agent.examples import airline as ex
from voice_agent.ids import SessionId, TraceId, WorkId
from voice_agent.work.entries import WorkEntry, WorkState

pytestmark = pytest.mark.integration


def entry(n: int, session_id: SessionId, state: WorkState, **kw: object) -> WorkEntry:
    base = WorkEntry(id=WorkId(f"wrk_{n}"), session_id=session_id, key=f"book_flight:{n}", tool="book_flight",
                     arguments={"flight_number": f"BA {n}", "passenger_name": "John Smith"},
                     state=WorkState.STARTED, trace_id=TraceId("trc_old"), created_at=1.0 + n, updated_at=1.0 + n,
                     history=(("started", 1.0 + n),))
    return base.moved(state, 2.0 + n, **kw) if state is not WorkState.STARTED else base


async def test_restart_recovers_undelivered_work(tmp_path: Path, airline: ex.AirlineService) -> None:
    db = tmp_path / "voice.db"
    # The first process: a session whose work was in flight when the process died.
    first = await SQLiteStore.connect(db)
    async with va.Server(store=first) as server:
        await server.add_agent(ex.agent)
        session = await server.create_session(ex.agent)
        sid = session.id
    # Written as the dying process left them (closing the server above cancelled nothing: the
    # entries are written after it, straight to the file).
    store = await SQLiteStore.connect(db)
    text = "Your booking on flight BA 1 is confirmed. Your confirmation number is ABC123."
    await store.put_work(entry(1, sid, WorkState.RESULT_AVAILABLE, outcome="success", result={"status": "confirmed"},
                               delivery={"kind": "utterance", "text": text}))
    await store.put_work(entry(2, sid, WorkState.DELIVERY_FAILED, error="delivery ended failed",
                               delivery={"kind": "verbatim", "text": "update"}))
    await store.put_work(entry(3, sid, WorkState.STARTED))
    await store.aclose()

    # The restarted process.
    async with va.Server(store=await SQLiteStore.connect(db)) as server:
        await server.add_agent(ex.agent)
        assert await server.recover() == [sid]
        session = await server.get_session(id=sid)
        await session.wait_for_work(timeout=5)
        by_id = {w.id: w for w in await session.work()}
        said = [e.message or "" for e in await session.messages()]
        assert "delivery-failed" in session.labels  # surfaced in the operator queue

    assert by_id[WorkId("wrk_1")].state is WorkState.DELIVERED
    assert said.count(text) == 1  # re-delivered once, from the stored text, not re-composed
    assert by_id[WorkId("wrk_2")].state is WorkState.DELIVERY_FAILED  # kept for an operator
    interrupted = by_id[WorkId("wrk_3")]
    assert interrupted.state is WorkState.DELIVERED and interrupted.outcome == "failure"
    assert interrupted.error is not None and "restart" in interrupted.error
    assert any("couldn't finish booking flight BA 3" in s for s in said)  # reported to the customer
    assert airline.bookings == []  # and never re-run


async def test_operator_retry_of_a_failed_delivery(tmp_path: Path) -> None:
    async with va.Server(store=await SQLiteStore.connect(tmp_path / "v.db")) as server:
        await server.add_agent(ex.agent)
        session = await server.create_session(ex.agent)
        await server.store.put_work(entry(7, session.id, WorkState.DELIVERY_FAILED,
                                          delivery={"kind": "verbatim", "text": "Your booking is confirmed: ABC123."}))
        await server.close_session(session.id)  # reload the live side so it sees the entry
        rt = await server.runtime(session.id)
        await rt.retry_delivery(WorkId("wrk_7"))
        await session.wait_for_work(timeout=5)
        assert rt.ledger.get(WorkId("wrk_7")).state is WorkState.DELIVERED  # type: ignore[union-attr]
        assert (await session.messages())[-1].message == "Your booking is confirmed: ABC123."
        with pytest.raises(va.InvalidInputError, match="only delivery_failed work can be retried"):
            await rt.retry_delivery(WorkId("wrk_7"))
