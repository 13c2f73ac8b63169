"""A caller who asks again for work that is already under way hears how it is going, and never a
second job. Once its result is in, the answer about to be said is the reply: a "still working"
line queued behind it would tell the caller, after the confirmation, that it is not done."""

from __future__ import annotations

import asyncio

import voice_agent as va
from tests.support.calls import BOOK_BA117, YES
from tests.support.live_line import call, reply, say
from voice_agent.examples import airline as ex


async def test_a_repeat_request_while_the_booking_runs_hears_how_it_is_going(
        server: va.Server, airline_agent: va.Agent, airline: ex.AirlineService) -> None:
    airline.delay_s = 1.0
    session, live, _ = await call(server, airline_agent, [])
    await reply(live, await say(live, BOOK_BA117))
    await reply(live, await say(live, YES))
    again = await reply(live, await say(live, BOOK_BA117))
    assert "still booking flight BA 117" in again
    [work] = await session.wait_for_work(timeout=10)
    assert work.duplicates == 1 and len(airline.bookings) == 1


async def test_a_repeat_request_after_the_result_is_in_hears_the_answer_and_nothing_after_it(
        server: va.Server, airline_agent: va.Agent, airline: ex.AirlineService) -> None:
    session, live, line = await call(server, airline_agent, [])
    await reply(live, await say(live, BOOK_BA117))
    await reply(live, await say(live, YES))
    # The caller starts asking again, and the booking finishes while they speak: its answer
    # waits for the floor, the work is `result_available`, not yet heard.
    result_in = asyncio.Event()
    live.add_listener(lambda what, data: result_in.set() if what == "work_state"
                      and data["state"] == va.WorkState.RESULT_AVAILABLE else None)
    live.floor.caller_started()
    await asyncio.wait_for(result_in.wait(), 10)
    await say(live, BOOK_BA117)
    [work] = await session.wait_for_work(timeout=10)
    await asyncio.sleep(0.3)  # anything queued behind the answer plays by now
    heard = [text for text, _ in line.heard]
    confirmed = next(i for i, text in enumerate(heard) if "is confirmed" in text)
    assert heard[confirmed + 1:] == [], heard  # no "still booking" after the confirmation
    assert not any("still booking" in text for text in heard), heard
    assert work.state is va.WorkState.DELIVERED and work.duplicates == 1
    assert len(airline.bookings) == 1
