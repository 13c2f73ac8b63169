"""One owner, fenced; work outlives the call. Real call processes over one SQLite file, the
airline as its own HTTP service, a webhook receiver on loopback.

- Lease loss: the owner is paused (SIGSTOP) while the airline books; a second process takes the
  session over when the lease expires by the store's clock and finishes the booking. Resumed,
  the old owner says nothing and writes nothing; the booking was made once.
- Hang-up during a booking: the booking completes, the webhook gets one signed delivery, and the
  customer's next call hears the result first and starts no booking.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from tests.support.call_rig import (
    BOOK,
    CUSTOMER,
    GREETING,
    INTERIM,
    Rig,
    ask_for_booking,
    call,
    confirmation,
    heard_after,
    make_rig,
)
from voice_agent.ids import SessionId

pytestmark = pytest.mark.integration


@pytest.fixture
async def slow_rig(tmp_path: Path) -> AsyncIterator[Rig]:
    async with make_rig(tmp_path, delay_s=1.5) as made:
        yield made


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    async with make_rig(tmp_path, delay_s=0.6) as made:
        yield made


async def snapshot(db: Path, session_id: SessionId) -> tuple[list[va.Event], list[va.WorkEntry]]:
    store = await SQLiteStore.connect(db)
    try:
        return await store.list_events(session_id), await store.list_work(session_id=session_id)
    finally:
        await store.aclose()


async def test_a_paused_owner_that_lost_its_lease_says_and_writes_nothing(slow_rig: Rig) -> None:
    rig = slow_rig
    old = await rig.process()
    new = None
    try:
        await call(old)
        session_id = SessionId((await old.wait_for(lambda e: e.get("event") == "session"))["id"])
        await ask_for_booking(old)
        await old.wait_for(lambda e: e.get("event") == "heard" and e["text"] == INTERIM)
        await asyncio.wait_for(rig.airline.received.wait(), 10)
        old.signal(signal.SIGSTOP)  # paused mid-booking, past its lease
        paused_at = len(old.events)

        new = await rig.process()  # takes the session over once the lease expires
        [work] = await rig.settled()
        await asyncio.wait_for(rig.hook.arrived.wait(), 10)
        events_before, work_before = await snapshot(rig.db, session_id)

        old.signal(signal.SIGCONT)  # the airline's answer is waiting for it
        lost = await old.wait_for(lambda e: e.get("event") == "lease_lost", timeout=15)
        await asyncio.sleep(1.0)  # time for anything it might still try
        events_after, work_after = await snapshot(rig.db, session_id)
    finally:
        old.signal(signal.SIGCONT)
        await old.close()
        if new is not None:
            await new.close()

    code = next(iter(rig.airline.bookings.values()))["code"]
    assert "taken over" in lost["error"] or "no longer current" in lost["error"]
    assert [e for e in old.events[paused_at:] if e.get("event") in ("playing", "heard")] == []  # said nothing
    assert events_after == events_before and work_after == work_before  # wrote nothing
    assert len(rig.airline.bookings) == 1 and len(rig.airline.requests) == 1  # booked once
    assert work.state is va.WorkState.DELIVERED and work.delivered_via == "followup:webhook"
    assert [d["text"] for d in rig.hook.accepted()] == [confirmation(code)]
    assert any(e.kind is va.EventKind.STATUS and e.data.get("status") == "recovered" for e in events_after)


async def test_hanging_up_during_a_booking_keeps_the_work(rig: Rig) -> None:
    proc = await rig.process()
    try:
        await call(proc)
        await ask_for_booking(proc)
        await proc.wait_for(lambda e: e.get("event") == "heard" and e["text"] == INTERIM)
        await proc.send(cmd="hangup")  # the booking is still with the airline
        await proc.wait_for(lambda e: e.get("event") == "hung_up")
        assert rig.airline.bookings == {}
        await asyncio.wait_for(rig.hook.arrived.wait(), 10)
        [work] = await rig.settled()
        code = next(iter(rig.airline.bookings.values()))["code"]

        start = len(proc.events)
        await call(proc)  # the same customer calls again
        mark = len(proc.events)
        await proc.send(cmd="say", text=BOOK)  # asks again: answered with the result, nothing read back
        await proc.wait_for(lambda e: e.get("event") == "heard" and e["text"] == confirmation(code), after=mark)
        proc.signal(signal.SIGTERM)
        assert await proc.wait(20) == 0
    finally:
        await proc.close()

    [delivery] = rig.hook.deliveries  # one delivery, signed, for that work
    assert delivery.signed and delivery.headers["x-voice-agent-delivery"] == work.id
    assert delivery.body["text"] == confirmation(code) and delivery.body["customer_id"] == CUSTOMER
    assert work.state is va.WorkState.DELIVERED and work.delivered_via == "followup:webhook"
    assert heard_after(proc, start) == [confirmation(code), GREETING, confirmation(code)]
    assert len(rig.airline.bookings) == 1 and len(rig.airline.requests) == 1
    assert [e.id for e in await rig.work()] == [work.id]  # the repeat started nothing
