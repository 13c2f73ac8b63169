"""The ledger's promise under kill -9: the call process (tests/support/call_process.py: the
worker's engine set-up without LiveKit, over SQLite) is killed at each ledger transition while
a caller books a flight, and restarted. For each kill point: the caller ends up hearing the
confirmation the airline made (in the call, or from the signed webhook, and again first thing
on their next call), the airline books exactly once, a repeat request on the next call starts
nothing, and the work ends `delivered`, never stuck.

The airline is its own HTTP server here, so it outlives the killed process. Run with `-s` to
see, per kill point, what the caller heard and how often the airline was called.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import voice_agent as va
from tests.support.call_rig import (
    BOOK,
    GREETING,
    Rig,
    ask_for_booking,
    call,
    confirmation,
    heard_after,
    make_rig,
)

pytestmark = pytest.mark.integration

POINTS = ("started", "during_service", "service_returned", "tool_event", "result_available",
          "delivery_text", "playback", "delivered")


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    async with make_rig(tmp_path) as made:
        yield made


@pytest.mark.parametrize("point", POINTS)
async def test_a_kill_at_each_ledger_transition_loses_nothing_and_books_once(rig: Rig, point: str) -> None:
    # The first call, killed at the point.
    first = await rig.process("" if point == "during_service" else point)
    try:
        await call(first)
        await ask_for_booking(first)
        if point == "during_service":
            await asyncio.wait_for(rig.airline.received.wait(), 10)
            first.signal(signal.SIGKILL)  # the airline has the request; its answer never arrives
        assert await first.wait(20) == -signal.SIGKILL
    finally:
        await first.close()

    # A restarted process recovers the session once the lease expires (store clock), finishes the
    # booking by reconciling it, and sends the answer nobody heard by the webhook.
    second = await rig.process()
    try:
        [work] = await rig.settled()
        code = next(iter(rig.airline.bookings.values()))["code"]
        start = len(second.events)
        await call(second)  # the customer calls again
        mark = len(second.events)
        await second.send(cmd="say", text=BOOK)  # and asks for the same booking again
        await second.wait_for(lambda e: e.get("event") == "heard" and e["text"] == confirmation(code),
                              after=mark)
        second.signal(signal.SIGTERM)
        assert await second.wait(20) == 0
    finally:
        await second.close()
    call2 = heard_after(second, start)
    webhook = [d["text"] for d in rig.hook.accepted()]
    print(f"\n{point:>16}: call 1 heard {first.heard()[1:]}; webhook {webhook}; call 2 heard {call2}; "
          f"airline booking requests {len(rig.airline.requests)}, lookups {len(rig.airline.lookups)}, "
          f"bookings made {len(rig.airline.bookings)}; final {work.state.value} via {work.delivered_via}")

    assert len(rig.airline.bookings) == 1 and len(rig.airline.requests) == 1  # exactly once
    assert [e.id for e in await rig.work()] == [work.id]  # the repeat started nothing
    assert work.state is va.WorkState.DELIVERED and work.outcome == "success"
    if point == "delivered":
        assert confirmation(code) in first.heard()  # heard to the end in the first call
        assert work.delivered_via == "voice" and webhook == []
        assert call2 == [GREETING, confirmation(code)]  # the repeat is answered, not re-booked
    else:
        assert confirmation(code) not in first.heard()
        assert work.delivered_via == "followup:webhook" and webhook == [confirmation(code)]
        assert all(d.signed for d in rig.hook.deliveries)
        # The next call opens with what the caller has not heard, then greets; the repeat is
        # answered with the booking that exists.
        assert call2 == [confirmation(code), GREETING, confirmation(code)]
