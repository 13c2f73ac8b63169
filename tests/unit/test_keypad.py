"""Keys from a phone's keypad (DTMF) are caller input: a key answers a read-back ("press 1"), a key
entry fills what the agent asked for, keys and words make one answer, an entry ends at the hash
key or after a pause, and a key press takes the floor like a word."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

import voice_agent as va
from tests.support.calls import BOOK_BA117
from tests.support.phone import Line, until
from voice_agent.examples import airline as ex
from voice_agent.examples import pharmacy
from voice_agent.ids import TraceId, new_id

REFILL = "hi, I'm calling for a refill for Maria Lopez"


@pytest.fixture
async def call(airline: ex.AirlineService) -> AsyncIterator[Any]:
    """A live voice session of the airline agent (or another), its Line and a helper to wait for
    the agent's next message."""
    async with va.Server() as server:

        async def start(agent: va.Agent | None = None) -> tuple[Any, Line, va.Session]:
            agent = agent or ex.make_agent(airline)
            await server.add_agent(agent)
            session = await server.create_session(agent, customer_id="tel:+15550100")
            live = await session.runtime()
            line = Line()
            live.attach_channel(line, voice=True)
            return live, line, session

        yield start


async def agent_says(session: va.Session, after: int, containing: str | None = None) -> va.Event:
    return await session.wait_for_message(after_offset=after, containing=containing, timeout=10)


async def last_offset(session: va.Session) -> int:
    return (await session.events())[-1].offset


def press(live: Any, keys: str) -> None:
    for key in keys:
        live.keypad.press(key)


async def test_a_key_answers_the_read_back(call: Any) -> None:
    live, _line, session = await call()
    await live.keypad.said(BOOK_BA117)
    readback = await agent_says(session, -1, "Shall I go ahead?")
    press(live, "1")
    booking = await agent_says(session, readback.offset, "booking flight BA 117")
    [key_turn] = [e for e in await session.messages() if e.data.get("keys")]
    assert key_turn.data["keys"] == "1" and key_turn.data["input"] == "keys"
    assert booking.offset > key_turn.offset and len(await session.work()) == 1


async def test_the_no_key_leaves_it_undone_and_another_key_asks_again(call: Any) -> None:
    live, _line, session = await call()
    await live.keypad.said(BOOK_BA117)
    readback = await agent_says(session, -1, "Shall I go ahead?")
    press(live, "7")
    again = await agent_says(session, readback.offset)
    assert again.message == readback.message  # neither yes nor no: the question again
    press(live, "2")
    undone = await agent_says(session, again.offset)
    assert undone.message == "Okay, I haven't done anything. What would you like to change?"
    assert await session.work() == []


async def test_a_code_typed_after_the_question_fills_it(call: Any) -> None:
    live, _line, session = await call(pharmacy.make_agent(pharmacy.PharmacyService(delay_s=0.2)))
    await live.keypad.said(REFILL)
    asked = await agent_says(session, -1, "type the digits and then the hash key")
    press(live, "44719#")
    readback = await agent_says(session, asked.offset)
    assert readback.message == "Refilling prescription RX44719 for Maria Lopez. Shall I go ahead?"


async def test_words_and_keys_make_one_answer(call: Any) -> None:
    live, _line, session = await call(pharmacy.make_agent(pharmacy.PharmacyService(delay_s=0.2)))
    await live.keypad.said(REFILL)
    asked = await agent_says(session, -1, "type the digits")
    # The caller says the letters and types the digits: the words wait for the keys.
    await live.keypad.said("it's r x")
    await asyncio.sleep(0.3)
    press(live, "55120#")
    readback = await agent_says(session, asked.offset)
    assert readback.message == "Refilling prescription RX55120 for Maria Lopez. Shall I go ahead?"
    turns = [e for e in await session.messages() if e.source is va.EventSource.CUSTOMER]
    assert turns[-1].message == "it's r x 5 5 1 2 0" and turns[-1].data["input"] == "speech+keys"
    assert len(turns) == 2  # one answer, not "it's r x" and then the digits


async def test_an_entry_without_the_hash_key_ends_after_a_pause(call: Any) -> None:
    agent = pharmacy.make_agent(pharmacy.PharmacyService(delay_s=0.2)).configured(phone={"inter_digit_s": 0.5})
    live, _line, session = await call(agent)
    await live.keypad.said(REFILL)
    asked = await agent_says(session, -1, "type the digits")
    press(live, "445")
    await asyncio.sleep(0.2)
    press(live, "71")  # a pause shorter than inter_digit_s: the same entry
    readback = await agent_says(session, asked.offset)
    assert "RX44571" in (readback.message or "")


async def test_a_key_is_a_barge_in_and_the_answer_it_cut_is_said_again_after(call: Any) -> None:
    agent = ex.make_agent().configured(phone={"inter_digit_s": 0.5})
    live, line, session = await call(agent)
    answer = "Your booking on flight BA 117 is confirmed. Your confirmation number is 4F2A1B."
    live.queue.enqueue(va.ItemKind.UTTERANCE, answer, trace_id=TraceId(new_id("trc")), final=True)
    await until(lambda: line.texts() == [answer])
    await asyncio.sleep(0.05)
    press(live, "9")
    line.interrupt()  # what the voice channel does on a key (adapters/livekit/bridge.py)
    await until(lambda: line.texts().count(answer) == 2 and line.heard[-1].outcome != "")
    first, reply, again = line.heard[0], line.heard[1], line.heard[2]
    assert first.outcome == "interrupted" and again.outcome == "played"
    key_turn = next(e for e in await session.messages() if e.data.get("keys"))
    assert key_turn.data["keys"] == "9"
    assert reply.kind == "reply" and reply.start < again.start  # the key's turn first, then the answer again


async def test_keys_that_are_not_on_a_keypad_are_ignored(call: Any, caplog: pytest.LogCaptureFixture) -> None:
    live, _, session = await call()
    live.keypad.press("x")
    live.keypad.press("12")
    await asyncio.sleep(0.1)
    assert [e for e in await session.messages() if e.source is va.EventSource.CUSTOMER] == []
    assert "not on a phone keypad" in caplog.text


def test_phone_settings_refuse_keys_that_clash_or_are_not_keys() -> None:
    with pytest.raises(ValueError, match="three different keys"):
        va.PhoneSettings(yes_key="#")
    with pytest.raises(ValueError, match="one key of"):
        va.PhoneSettings(no_key="x")
    with pytest.raises(va.ConfigurationError, match="phone settings"):
        ex.make_agent().with_settings({"phone": {"inter_digit_s": 0}})
    assert va.extract.keyed("RX", digits=(5, 7))("44719") == "RX44719"
    assert va.extract.keyed("RX", digits=(5, 7))("4471") is None
    assert va.extract.keyed()("12*3") is None
