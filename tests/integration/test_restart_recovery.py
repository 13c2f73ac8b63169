"""Durability: after a restart, what was left is finished from what is stored. A result found
`result_available` is sent as it was stored; work found `started` is reconciled by its tool's
reconciler (the airline example looks the booking up by its request id, and books it under that
id only if the service never got it); `delivery_failed` stays in the operator queue; an
operator's retry delivers it. Nobody listens to a recovered session, so answers go out by the
follow-up channel."""

from __future__ import annotations

from pathlib import Path

import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from voice_agent.examples import airline as ex
from voice_agent.ids import SessionId, TraceId, WorkId
from voice_agent.work.entries import WorkEntry, WorkState

pytestmark = pytest.mark.integration


class RecordingFollowUp:
    """A follow-up channel that keeps what it was given (the webhook adapter has its own test)."""

    name = "recording"

    def __init__(self) -> None:
        self.sent: list[va.FollowUp] = []

    async def send(self, followup: va.FollowUp) -> None:
        self.sent.append(followup)


def entry(n: int, session_id: SessionId, state: WorkState, **kw: object) -> WorkEntry:
    base = WorkEntry(id=WorkId(f"wrk_{n}"), session_id=session_id, key=f"book_flight:{n}", tool="book_flight",
                     arguments={"flight_number": f"BA {n}", "passenger_name": "John Smith"},
                     state=WorkState.STARTED, trace_id=TraceId("trc_old"), created_at=1.0 + n, updated_at=1.0 + n,
                     history=(("started", 1.0 + n),))
    return base.moved(state, 2.0 + n, **kw) if state is not WorkState.STARTED else base


async def test_restart_finishes_what_was_left(tmp_path: Path, airline: ex.AirlineService,
                                             airline_agent: va.Agent) -> None:
    db = tmp_path / "voice.db"
    async with va.Server(store=await SQLiteStore.connect(db)) as server:
        await server.add_agent(airline_agent)
        sid = (await server.create_session(airline_agent)).id
    # Written as a dying process left them.
    store = await SQLiteStore.connect(db)
    text = "Your booking on flight BA 1 is confirmed. Your confirmation number is ABC123."
    await store.put_work(entry(1, sid, WorkState.RESULT_AVAILABLE, outcome="success", result={"status": "confirmed"},
                               delivery={"kind": "utterance", "text": text}))
    await store.put_work(entry(2, sid, WorkState.DELIVERY_FAILED, error="delivery ended failed",
                               delivery={"kind": "verbatim", "text": "update"}))
    await store.put_work(entry(3, sid, WorkState.STARTED))
    await store.aclose()

    followup = RecordingFollowUp()
    async with va.Server(store=await SQLiteStore.connect(db), followup=followup) as server:
        await server.add_agent(airline_agent)
        assert await server.recover() == [sid]
        session = await server.get_session(id=sid)
        await session.wait_for_work(timeout=5)
        by_id = {w.id: w for w in await session.work()}
        said = [e.message or "" for e in await session.messages()]
        await session.refresh()
        assert {"delivery-failed", "recovered"} <= set(session.labels)  # the operator queue

    done = by_id[WorkId("wrk_1")]
    assert done.state is WorkState.DELIVERED and done.delivered_via == "followup:recording"
    assert said.count(text) == 1  # the stored line, not re-composed, posted once
    assert by_id[WorkId("wrk_2")].state is WorkState.DELIVERY_FAILED  # kept for an operator
    reconciled = by_id[WorkId("wrk_3")]
    assert airline.bookings == [("BA 3", "John Smith")]  # the service never got it: booked once, now
    assert reconciled.state is WorkState.DELIVERED and reconciled.outcome == "success"
    assert reconciled.result is not None and reconciled.result["status"] == "confirmed"
    sent = {f.work_id: f.text for f in followup.sent}
    assert sent[WorkId("wrk_1")] == text
    assert sent[WorkId("wrk_3")] == (f"Your booking on flight BA 3 is confirmed. Your confirmation number is "
                                     f"{reconciled.result['code']}.")


async def test_a_started_entry_without_a_reconciler_is_reported_unknown(tmp_path: Path) -> None:
    followup = RecordingFollowUp()
    async with va.Server(store=await SQLiteStore.connect(tmp_path / "v.db"), followup=followup) as server:
        await server.add_agent(ex.agent)
        sid = (await server.create_session(ex.agent)).id
        await server.close_session(sid)
        unknown = entry(4, sid, WorkState.STARTED)
        await server.store.put_work(WorkEntry(**{**unknown.__dict__, "tool": "check_booking_status"}))
        assert await server.recover() == [sid]
        [work] = await (await server.get_session(sid)).wait_for_work(timeout=5)
    assert work.state is WorkState.DELIVERED and work.outcome == "failure"
    assert work.error is not None and "status is unknown" in work.error
    assert "its status is unknown" in followup.sent[0].text


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


async def test_retry_composes_the_answer_when_no_line_was_stored(tmp_path: Path) -> None:
    """A crash right after `result_available` stored the result and its rules, not a line."""
    async with va.Server(store=await SQLiteStore.connect(tmp_path / "v.db")) as server:
        await server.add_agent(ex.agent)
        session = await server.create_session(ex.agent)
        await server.store.put_work(entry(8, session.id, WorkState.DELIVERY_FAILED, outcome="success",
                                          result={"status": "confirmed", "code": "Q7Z2"},
                                          rules=("Tell the customer their booking on flight BA 8 is confirmed, "
                                                 "with confirmation number Q7Z2.",)))
        await server.close_session(session.id)
        rt = await server.runtime(session.id)
        await rt.retry_delivery(WorkId("wrk_8"))
        [work] = await session.wait_for_work(timeout=5)
        assert work.state is WorkState.DELIVERED
        assert (await session.messages())[-1].message == (
            "Your booking on flight BA 8 is confirmed. Your confirmation number is Q7Z2.")
