"""A caller who hangs up the moment the answer has played to the end heard it: the work is
delivered by voice and the follow-up channel sends nothing (found by the fleet test, where
every caller hangs up on hearing the confirmation and got a webhook as well)."""

from __future__ import annotations

import asyncio
from typing import Any

import voice_agent as va
from tests.support.calls import BOOK_BA117, YES


class Followups:
    name = "recording"

    def __init__(self) -> None:
        self.sent: list[va.FollowUp] = []

    async def send(self, followup: va.FollowUp) -> None:
        self.sent.append(followup)


class Ear:
    """The caller's side: on hearing the confirmation to the end, they hang up at once (the
    hang-up starts before anything else the line's end sets off)."""

    def __init__(self) -> None:
        self.live: Any = None
        self.hung_up: asyncio.Task[None] | None = None

    async def play(self, item: va.SpeechItem) -> va.Outcome:
        if "is confirmed" in item.text and self.live is not None:
            self.hung_up = asyncio.ensure_future(self.live.hang_up())
        return va.Outcome.PLAYED


async def test_hanging_up_right_after_the_answer_is_a_voice_delivery(airline_agent: va.Agent) -> None:
    followups = Followups()
    async with va.Server(followup=followups) as server:
        await server.add_agent(airline_agent)
        session = await server.create_session(airline_agent, customer_id="tel:+1555")
        live = await session.runtime()
        ear = Ear()
        ear.live = live
        live.attach_channel(ear, voice=True)
        await live.customer_message(BOOK_BA117)
        await live.customer_message(YES)  # the booking is read back first
        await asyncio.wait_for(live.wait_closed(), 10)
        assert ear.hung_up is not None
        await ear.hung_up
        [work] = await session.work()
    assert work.state is va.WorkState.DELIVERED and work.delivered_via == "voice"
    assert followups.sent == []
