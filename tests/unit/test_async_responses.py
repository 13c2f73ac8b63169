"""The test list of the asynchronous-responses reference: fast and slow results, a customer
message during the wait, a failed service call, a failed progress message, a failed final
delivery, shutdown cancellation; plus deduplication, costs, `.current`, utter from outside a
turn, and AI callers."""

from __future__ import annotations

import asyncio
from decimal import Decimal

import pytest

import voice_agent as va
from tests.support.calls import BOOK_AF22, BOOK_BA117, book
from voice_agent.examples import airline as ex


async def agent_messages(session: va.Session) -> list[str]:
    return [e.message or "" for e in await session.messages() if e.source is va.EventSource.AI_AGENT]


async def wait_settled(session: va.Session) -> list[va.WorkEntry]:
    return await session.wait_for_work(timeout=5)


async def test_fast_result_still_follows_the_interim_reply(server: va.Server, airline: ex.AirlineService) -> None:
    airline.delay_s = 0  # the booking finishes before the turn has even posted its reply
    session = await server.create_session(ex.agent)
    await book(session)
    [work] = await wait_settled(session)
    said = await agent_messages(session)
    assert said[0] == "Booking flight BA 117 for John Smith. Shall I go ahead?"
    assert said[1].startswith("I'm booking flight BA 117 for John Smith")
    assert "is confirmed" in said[2]
    assert work.state is va.WorkState.DELIVERED


async def test_slow_result_arrives_on_its_own(server: va.Server, airline: ex.AirlineService) -> None:
    airline.delay_s = 0.4
    session = await server.create_session(ex.agent)
    reply = await book(session)
    assert "booking flight BA 117" in (reply.message or "")
    assert len(await agent_messages(session)) == 2  # the read-back and this; nothing else yet
    confirmation = await session.wait_for_message(after_offset=reply.offset, containing="confirmed")
    # The number the customer hears is the one the booking service returned, recorded once.
    completed = [call["result"]["data"] for e in await session.events(kinds=[va.EventKind.TOOL])
                 for call in e.data["tool_calls"] if call["result"]["data"].get("status") == "confirmed"]
    assert len(completed) == 1
    assert confirmation.message == (
        f"Your booking on flight BA 117 is confirmed. Your confirmation number is {completed[0]['code']}.")
    assert airline.bookings == [("BA 117", "John Smith")]
    assert confirmation.trace_id != reply.trace_id  # an uttered message is its own turn


async def test_customer_messages_during_the_wait_start_no_second_job(server: va.Server, airline: ex.AirlineService) -> None:
    airline.delay_s = 0.6
    session = await server.create_session(ex.agent)
    await book(session)
    thanks = await session.post_customer_message("thanks", wait=True)
    assert thanks.source is va.EventSource.CUSTOMER  # a backchannel needs no answer
    status = await session.post_customer_message("and?", wait=True)
    assert "still booking flight BA 117" in (status.message or "")
    again = await session.post_customer_message(BOOK_BA117, wait=True)
    assert "still booking" in (again.message or "")  # no second read-back, no second job
    [work] = await wait_settled(session)
    assert work.duplicates == 1
    assert len(airline.bookings) == 1


async def test_changed_inputs_start_new_work(server: va.Server, airline: ex.AirlineService) -> None:
    airline.delay_s = 0.3
    session = await server.create_session(ex.agent)
    await book(session)
    other = await book(session, BOOK_AF22)
    assert "AF 22 for Jane Doe" in (other.message or "")
    work = await wait_settled(session)
    assert sorted(w.arguments["flight_number"] for w in work) == ["AF 22", "BA 117"]
    assert sorted(airline.bookings) == [("AF 22", "Jane Doe"), ("BA 117", "John Smith")]


async def test_failed_service_call_is_never_described_as_success(server: va.Server, airline: ex.AirlineService) -> None:
    airline.fail_next = True
    session = await server.create_session(ex.agent)
    await book(session)
    [work] = await wait_settled(session)
    said = await agent_messages(session)
    assert "couldn't confirm your booking on flight BA 117" in said[-1]
    assert not any("is confirmed" in s for s in said)
    assert airline.bookings == []  # and no second booking request was made
    assert work.state is va.WorkState.DELIVERED and work.duplicates == 0


async def test_costs_are_recorded_once(server: va.Server, airline: ex.AirlineService) -> None:
    session = await server.create_session(ex.agent)
    await book(session)
    await wait_settled(session)
    assert await session.costs() == {"Flight booking": Decimal("12.50")}


async def test_current_outside_a_turn_raises_clearly() -> None:
    for accessor in (lambda: va.Agent.current, lambda: va.Session.current, lambda: va.Customer.current):
        with pytest.raises(va.NoTurnContextError, match="only available inside a turn"):
            accessor()


async def test_utter_from_outside_a_turn(server: va.Server) -> None:
    session = await server.create_session(ex.agent)
    webhook_view = await server.get_session(id=session.id)
    await webhook_view.emit_tool_result("book_flight", va.ToolResult(data={"status": "confirmed", "code": "X7K2PQ"}),
                                        arguments={"flight_number": "BA 117", "passenger_name": "John Smith"})
    text = await ex.agent.utter(session=webhook_view, rules=[{"content": (
        "Tell the customer their booking on flight BA 117 is confirmed, with confirmation number X7K2PQ.")}])
    assert text == "Your booking on flight BA 117 is confirmed. Your confirmation number is X7K2PQ."
    assert (await agent_messages(session))[-1] == text  # posted by the time utter returned


async def test_ai_caller_gets_the_result_in_the_same_turn(server: va.Server, airline: ex.AirlineService) -> None:
    session = await server.create_session(ex.agent, customer_represented_by_an_agent=True)
    reply = await session.post_customer_message(BOOK_BA117, wait=True)  # no read-back: the author's choice
    assert "is confirmed" in (reply.message or "")
    await asyncio.sleep(0.3)
    assert await agent_messages(session) == [reply.message]  # no interim, no progress lines
    assert await session.work() == []  # nothing left pending


async def test_shutdown_hands_running_work_to_the_store(airline: ex.AirlineService, airline_agent: va.Agent) -> None:
    airline.delay_s = 30
    store = va.InMemoryStore()
    async with va.Server(store=store) as server:
        await server.add_agent(airline_agent)
        session = await server.create_session(airline_agent)
        await book(session)
        rt = await session.runtime()
        assert len(rt.ledger.running()) == 1
    # Not cancelled, not lost: stored for the next owner to reconcile, and its lease released.
    [entry] = await store.list_work(session_id=session.id)
    assert entry.state is va.WorkState.INTERRUPTED
    assert await store.recoverable_sessions() == [session.id]
    assert airline.bookings == []
    assert len(rt.owner) == 0  # no task left referenced


async def test_missing_parameters_are_asked_for(server: va.Server, airline: ex.AirlineService) -> None:
    session = await server.create_session(ex.agent)
    # Not "get a ticket": the learned check, retrained after round 46, asks first on that (0.18: train
    # tickets are another service in the sets it learned from); this test is about the values asked for.
    q1 = await session.post_customer_message("I need to book a flight, please", wait=True)
    assert q1.message == "Which flight would you like to book?"
    q2 = await session.post_customer_message("B A one one seven", wait=True)
    assert q2.message == "And what name should the booking be under?"
    readback = await session.post_customer_message("John Smith", wait=True)
    assert readback.message == "Booking flight BA 117 for John Smith. Shall I go ahead?"
    interim = await session.post_customer_message("yeah", wait=True)
    assert "booking flight BA 117 for John Smith" in (interim.message or "")
