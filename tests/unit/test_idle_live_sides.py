"""Live sides are brought up on demand and closed when idle: a session touched through the API
does not keep a live side (and a lease renewal) for ever, a call or pending work keeps it, and
the next message brings it back."""

from __future__ import annotations

import asyncio

import voice_agent as va
from tests.support.calls import book
from voice_agent.examples import airline as ex


class Call:  # a voice channel: the call is on
    async def play(self, item: va.SpeechItem) -> va.Outcome:
        return va.Outcome.PLAYED


async def settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def test_an_idle_session_lets_go_of_its_live_side_and_comes_back_on_the_next_message() -> None:
    clock = va.ManualClock()
    store = va.InMemoryStore(clock)
    agent = ex.make_agent(ex.AirlineService(delay_s=0.0))
    async with va.Server(store=store, clock=clock, idle_close_s=60.0) as server:
        await server.add_agent(agent)
        session = await server.create_session(agent, customer_id="c1")
        reply = await session.post_customer_message("how much luggage may I take", wait=True)
        assert "carry-on" in (reply.message or "")
        assert server.live(session.id) is not None and await store.lease_of(session.id) is not None
        await clock.advance(30)
        await settle()
        assert server.live(session.id) is not None  # not idle long enough yet
        await clock.advance(50)
        await settle()
        assert server.live(session.id) is None  # closed, its lease released
        assert await store.lease_of(session.id) is None
        again = await (await server.get_session(session.id)).post_customer_message(
            "how much luggage may I take", wait=True)
        assert "carry-on" in (again.message or "")  # brought back on demand
        assert server.live(session.id) is not None


async def test_a_call_or_pending_work_keeps_the_live_side() -> None:
    clock = va.ManualClock()
    store = va.InMemoryStore(clock)
    airline = ex.AirlineService(delay_s=1000.0)  # a booking that does not finish in this test
    agent = ex.make_agent(airline).configured(work={"service_timeout_s": 1000.0})
    async with va.Server(store=store, clock=clock, idle_close_s=60.0) as server:
        await server.add_agent(agent)
        on_call = await server.create_session(agent, customer_id="c1")
        (await on_call.runtime()).attach_channel(Call(), voice=True)
        booking = await server.create_session(agent, customer_id="c2")
        await book(booking)
        quiet = await server.create_session(agent, customer_id="c3")
        for _ in range(4):
            await clock.advance(40)
            await settle()
        assert server.live(on_call.id) is not None  # the caller is on the line
        assert server.live(booking.id) is not None  # its booking is still with the airline
        assert server.live(quiet.id) is None


async def test_a_server_keeps_no_per_session_state_for_sessions_it_no_longer_serves() -> None:
    """A long-running `serve` touches an unbounded number of sessions: the per-session locks and
    wake-up events exist only while someone waits on them."""
    clock = va.ManualClock()
    store = va.InMemoryStore(clock)
    agent = ex.make_agent(ex.AirlineService(delay_s=0.0))
    async with va.Server(store=store, clock=clock, idle_close_s=60.0) as server:
        await server.add_agent(agent)
        for i in range(20):
            session = await server.create_session(agent, customer_id=f"c{i}")
            await session.post_customer_message("how much luggage may I take", wait=True)
        await clock.advance(80)
        await settle()
        assert all(server.live(s.id) is None for s in await server.list_sessions())
        assert len(server._take_locks) == 0 and len(server._signals) == 0


async def test_keyed_objects_are_shared_while_used_and_forgotten_after() -> None:
    from voice_agent.keyed import Keyed

    locks: Keyed[str, asyncio.Lock] = Keyed(asyncio.Lock)
    with locks.use("a") as first, locks.use("a") as second, locks.use("b") as other:
        assert first is second and first is not other and locks.get("a") is first
    assert locks.get("a") is None and len(locks) == 0
