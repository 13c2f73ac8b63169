"""The phone line of a live side, against a Telephony fake: transfers happen after the reply is
heard (warm ones with hold audio, briefed with a summary of the call), a failed one is told and
goes back to the agent or the console, a call without a phone line keeps the console handoff,
the agent hangs up after its goodbye has been heard, a silent caller is asked and then hung up
on, and pending work outlives every kind of end."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

import voice_agent as va
from tests.support.calls import BOOK_BA117
from tests.support.phone import FakeTelephony, Line, until
from voice_agent.examples import airline as ex

HUMAN = "can I talk to a human please?"  # the fixture caller/human.wav, not an example
BYE = "alright, that's everything, bye"


class Followups:
    name = "recording"

    def __init__(self) -> None:
        self.sent: list[va.FollowUp] = []

    async def send(self, followup: va.FollowUp) -> None:
        self.sent.append(followup)


@pytest.fixture
async def phone_call(airline: ex.AirlineService) -> AsyncIterator[Any]:
    followups = Followups()
    async with va.Server(followup=followups) as server:

        async def start(settings: dict[str, Any] | None = None, telephony: FakeTelephony | None = None,
                        **phone: Any) -> tuple[Any, Line, va.Session, FakeTelephony | None]:
            agent = ex.make_agent(airline, settings=settings)
            agent = agent.with_settings({"phone": {"still_there_after_s": None, **phone}})
            await server.add_agent(agent)
            session = await server.create_session(agent, customer_id="tel:+15550100",
                                                  metadata={"phone_number": "+15550100"})
            live = await session.runtime()
            line = Line()
            live.attach_channel(line, voice=True)
            if telephony is not None:
                telephony.hold = live.phone.hold
                live.phone.attach(telephony)
            return live, line, session, telephony

        start.followups = followups  # type: ignore[attr-defined]
        yield start


async def test_a_warm_transfer_after_the_reply_with_hold_audio_and_a_briefing(phone_call: Any) -> None:
    live, line, session, phone = await phone_call({"transfer_to": "+15550123", "transfer_mode": "warm"},
                                                  FakeTelephony(ring_s=0.4))
    await live.keypad.said(BOOK_BA117)
    await until(lambda: any("Shall I go ahead" in t for t in line.texts()))
    await live.keypad.said("yes please go ahead")
    await until(lambda: any("is confirmed" in t for t in line.texts()))
    await live.keypad.said(HUMAN)
    await until(lambda: bool(phone.done("transfer")) and live.closed, timeout=10)
    reply = next(h for h in line.heard if "transferring you" in h.text)
    [hold] = [h for h in line.heard if h.kind == "sound"]
    [(_, at, transfer)] = [a for a in phone.actions if a[0] == "transfer"]
    assert reply.outcome == "played" and reply.end is not None and at >= reply.end  # after it was heard
    assert hold.text == "[hold_music]" and hold.start >= reply.end and hold.outcome == "stopped"
    assert transfer["target"] == va.TransferTarget("+15550123", mode="warm", on_failure="agent")
    briefing = transfer["briefing"]
    assert "+15550100" in briefing and "talk to a human" in briefing
    assert "book flight (flight number BA 117, passenger name John Smith): confirmed, code" in briefing
    record = await session.refresh()
    assert "transferred" in record.labels.all() and record.mode == "manual"
    assert phone.done("hang_up") == []  # the caller and the person talk on; only the agent left


async def test_a_warm_transfer_nobody_answers_goes_back_to_the_agent(phone_call: Any) -> None:
    live, line, session, _phone = await phone_call({"transfer_to": "+15550123"},
                                                  FakeTelephony(va.TransferOutcome.NO_ANSWER, ring_s=0.2))
    await live.keypad.said(HUMAN)
    await until(lambda: any("couldn't reach anyone" in t for t in line.texts()))
    await live.keypad.said("how much luggage am I allowed")
    await until(lambda: any("carry-on" in t for t in line.texts()))
    record = await session.refresh()
    assert record.mode == "auto" and "needs-human" not in record.labels.all()
    statuses = [e.data["data"]["state"] for e in await session.events()
                if e.kind is va.EventKind.STATUS and e.data.get("status") == "transfer"]
    assert statuses == ["started", "no_answer"]


async def test_a_failed_transfer_to_the_console_is_told_first(phone_call: Any) -> None:
    live, line, _session, _phone = await phone_call(
        {"transfer_to": "+15550123", "transfer_on_failure": "operator"}, FakeTelephony(va.TransferOutcome.BUSY))
    await live.keypad.said(HUMAN)
    await until(lambda: live.record.mode is va.SessionMode.MANUAL)
    told = next(h for h in line.heard if "passed your call to our team" in h.text)
    assert told.outcome == "played"
    assert "needs-human" in live.record.labels


async def test_without_a_phone_line_a_transfer_is_the_console_handoff(phone_call: Any) -> None:
    live, _line, _session, _ = await phone_call({"transfer_to": "+15550123"})
    await live.keypad.said(HUMAN)
    await until(lambda: live.record.mode is va.SessionMode.MANUAL)
    assert "needs-human" in live.record.labels and "transferred" not in live.record.labels


async def test_a_line_that_cannot_transfer_hands_to_the_console_too(phone_call: Any) -> None:
    live, _line, _session, phone = await phone_call({"transfer_to": "+15550123"}, FakeTelephony(can_transfer=False))
    await live.keypad.said(HUMAN)
    await until(lambda: live.record.mode is va.SessionMode.MANUAL)
    assert phone.actions == [] and "needs-human" in live.record.labels


async def test_the_agent_hangs_up_after_its_goodbye_was_heard(phone_call: Any) -> None:
    live, line, _session, phone = await phone_call(telephony=FakeTelephony())
    await live.keypad.said(BYE)
    await until(lambda: bool(phone.done("hang_up")) and live.closed)
    goodbye = next(h for h in line.heard if "Goodbye" in h.text)
    [(_, at, _)] = [a for a in phone.actions if a[0] == "hang_up"]
    assert goodbye.outcome == "played" and goodbye.end is not None and at >= goodbye.end


async def test_a_goodbye_the_caller_talks_over_does_not_hang_up(phone_call: Any) -> None:
    live, line, _session, phone = await phone_call(telephony=FakeTelephony())
    await live.keypad.said(BYE)
    await until(lambda: any("Goodbye" in t for t in line.texts()))
    live.floor.caller_started()
    line.interrupt()  # "oh wait, one more thing"
    live.floor.caller_stopped()
    await live.keypad.said("how much luggage am I allowed")
    await until(lambda: any("carry-on" in t for t in line.texts()))
    assert phone.done("hang_up") == [] and not live.closed


async def test_a_silent_caller_is_asked_then_told_goodbye_and_hung_up_on(phone_call: Any) -> None:
    _live, line, session, phone = await phone_call(telephony=FakeTelephony(), still_there_after_s=1.0,
                                                  hang_up_after_s=1.0)
    t0 = line.now()
    await until(lambda: bool(phone.done("hang_up")), timeout=10)
    asked, goodbye = line.heard
    assert asked.text == "Are you still there?" and "end the call now" in goodbye.text
    assert asked.start - t0 == pytest.approx(1.0, abs=0.3)
    assert goodbye.end is not None and goodbye.start - asked.end == pytest.approx(1.0, abs=0.3)
    [(_, at, _)] = [a for a in phone.actions if a[0] == "hang_up"]
    assert at >= goodbye.end
    [ended] = [e for e in await session.events() if e.data.get("status") == "call_ended"]
    assert ended.data["data"]["reason"] == "the caller was silent"


async def test_a_caller_who_answers_is_not_hung_up_on(phone_call: Any) -> None:
    live, line, _session, phone = await phone_call(telephony=FakeTelephony(), still_there_after_s=1.0,
                                                  hang_up_after_s=1.0)
    await until(lambda: line.texts() == ["Are you still there?"] and line.heard[0].outcome != "")
    live.floor.caller_started()
    live.floor.caller_stopped()
    await live.keypad.said("yes I'm here")
    await asyncio.sleep(1.5)
    assert phone.done("hang_up") == [] and "end the call now" not in " ".join(line.texts())


async def test_work_outlives_the_call_the_agent_ended(phone_call: Any) -> None:
    live, line, session, phone = await phone_call({"booking_delay_s": 1.0}, FakeTelephony())
    await live.keypad.said(BOOK_BA117)
    await until(lambda: any("Shall I go ahead" in t for t in line.texts()))
    await live.keypad.said("yes please go ahead")
    await until(lambda: any("I'll confirm in a moment" in t for t in line.texts()))
    await live.keypad.said(BYE)  # while the booking runs
    await until(lambda: bool(phone.done("hang_up")))
    await asyncio.wait_for(live.wait_closed(), 10)  # kept open until the booking settled
    [work] = await session.work()
    assert work.state is va.WorkState.DELIVERED and work.delivered_via == "followup:recording"
    [sent] = phone_call.followups.sent
    assert "is confirmed" in sent.text


def test_the_briefing_says_who_why_and_what_was_done() -> None:
    text = va.telephony.summarise_call(
        caller="+15550100", reason="can I talk to a human please?", said=["book BA 117 for Ann Lee", "a human please"],
        work=[{"tool": "book_flight", "arguments": {"flight_number": "BA 117"}, "state": "delivered",
               "result": {"status": "confirmed", "code": "4F2A1B"}}])
    assert text == ("You have a call from +15550100. They asked for a person: can I talk to a human please. "
                    "They said: book BA 117 for Ann Lee; a human please. "
                    "Request: book flight (flight number BA 117): confirmed, code 4F2A1B.")
