"""Rule 11, continuations (voice_agent/live/continuation.py): a caller who paused mid-request
long enough for the turn to end, then went on over the agent's first words, made one request.
Run on a live session with a scripted voice line: each line the agent says plays to its end,
or the caller's voice cuts in a set time into its audio. Phrasings of our own."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

import voice_agent as va
from tests.support.calls import BOOK_BA117, YES
from tests.support.live_line import call, reply, say
from voice_agent.guidance import SpeechSettings
from voice_agent.ids import ItemId, TraceId
from voice_agent.live.continuation import AnsweredTurn, read_next
from voice_agent.ports import ChatResult
from voice_agent.session.events import EventKind, EventSource
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem

FIRST_HALF = "could you put me on BA one one"  # the pause ends the turn here
REST = "seven for Peter Parker thanks"


async def continuations(session: va.Session) -> list[dict[str, Any]]:
    return [e.data["data"] for e in await session.events(kinds=[EventKind.STATUS])
            if e.data.get("status") == "continuation"]


async def test_a_request_that_went_on_over_the_agents_first_words_is_read_as_one(
        server: va.Server, airline_agent: va.Agent) -> None:
    session, live, line = await call(server, airline_agent, [0.2])
    first = await say(live, FIRST_HALF)
    await line.next_line_ended()  # the name question, cut a fifth of a second in
    second = await say(live, REST)
    readback = await reply(live, second)
    assert "BA 117" in readback and "Peter Parker" in readback
    # The log holds both turns as said; the second says it was read with the first.
    said = [e.message for e in await session.messages() if e.source is EventSource.CUSTOMER]
    assert said == [FIRST_HALF, REST]
    [joined] = await continuations(session)
    assert joined["continues"] == first.trace_id and joined["text"] == f"{FIRST_HALF} {REST}"
    # The cut question is not asked again: what the caller heard next is the read-back.
    assert [outcome for _, outcome in line.heard] == [Outcome.INTERRUPTED, Outcome.PLAYED]
    assert line.heard[1][0] == readback


async def test_the_joined_turn_is_read_from_what_the_agent_waited_for_before_the_first(
        server: va.Server, airline_agent: va.Agent) -> None:
    _, live, line = await call(server, airline_agent, [None, 0.1])
    asked = await reply(live, await say(live, "I need to book a flight"))
    assert "which flight" in asked.lower()
    await line.next_line_ended()
    await say(live, "KL one two")  # an answer to "which flight?", the pause ends it
    await line.next_line_ended()  # "and what name?", cut
    readback = await reply(live, await say(live, "four for Mary Jones"))
    assert "KL 124" in readback and "Mary Jones" in readback


async def test_a_caller_who_went_on_before_the_reply_began_never_hears_it(
        server: va.Server, airline_agent: va.Agent) -> None:
    session, live, line = await call(server, airline_agent, [])
    queued = asyncio.Event()
    live.add_listener(lambda what, data: queued.set() if what == "item_queued" else None)
    live.floor.caller_started()
    live.floor.caller_stopped(expect_turn_s=2.0)
    await live.customer_message(FIRST_HALF)
    live.floor.caller_started()  # going on at once, before the agent answers
    await asyncio.wait_for(queued.wait(), 10)  # the answer to the first half, waiting
    live.floor.caller_stopped(expect_turn_s=2.0)
    await asyncio.sleep(0.3)  # the recogniser's words come a moment after the voice stops
    second = await live.customer_message(REST)
    readback = await reply(live, second)
    assert "BA 117" in readback and "Peter Parker" in readback
    assert [text for text, _ in line.heard] == [readback]  # the name question was withdrawn, unsaid
    [joined] = await continuations(session)
    assert joined["withdrawn"] is True


async def test_a_reply_heard_to_its_end_is_answered_by_the_next_turn(
        server: va.Server, airline_agent: va.Agent) -> None:
    session, live, line = await call(server, airline_agent, [None])
    await say(live, FIRST_HALF)
    await line.next_line_ended()
    readback = await reply(live, await say(live, REST))
    # the caller heard "what name?" and answered it: the flight stays as they said it then
    assert "BA 11 " in readback and "Peter Parker" in readback
    assert await continuations(session) == []


async def test_a_reply_heard_past_the_bound_is_answered_by_the_next_turn(
        server: va.Server, airline_agent: va.Agent) -> None:
    agent = airline_agent.configured(speech={"continuation_heard_s": 0.1})
    await server.add_agent(agent)
    session, live, line = await call(server, agent, [0.4])
    await say(live, FIRST_HALF)
    await line.next_line_ended()
    readback = await reply(live, await say(live, REST))
    assert "BA 11 " in readback
    assert await continuations(session) == []


async def test_a_turn_long_after_the_cut_is_a_turn_of_its_own(server: va.Server, airline_agent: va.Agent) -> None:
    agent = airline_agent.configured(speech={"continuation_within_s": 0.2})
    await server.add_agent(agent)
    session, live, line = await call(server, agent, [0.05])
    await say(live, FIRST_HALF)
    await line.next_line_ended()
    await asyncio.sleep(0.5)
    readback = await reply(live, await say(live, REST))
    assert "BA 11 " in readback
    assert await continuations(session) == []


async def test_nothing_is_joined_to_a_turn_that_started_work(server: va.Server, airline_agent: va.Agent) -> None:
    # the read-back plays, the caller says yes, and cuts the "I'm booking that now" at once
    session, live, line = await call(server, airline_agent, [None, 0.05])
    await reply(live, await say(live, BOOK_BA117))
    await line.next_line_ended()
    await say(live, YES)
    await line.next_line_ended()
    answer = await reply(live, await say(live, "and how much luggage can I bring"))
    assert "BA 117" not in answer  # the luggage question, answered as asked
    assert await continuations(session) == []
    assert [w.tool for w in await session.wait_for_work()] == ["book_flight"]


class Model:
    """A language model that asks for the name, then reads back, and keeps what it was shown."""

    model = "scripted"

    def __init__(self) -> None:
        self.shown: list[list[dict[str, Any]]] = []
        self.lines = ["And the passenger's name?", "BA 117 for Peter Parker: shall I book it?"]

    async def chat(self, messages: list[dict[str, Any]], *, tools: list[dict[str, Any]] | None = None,
                   json_output: bool = False) -> ChatResult:
        if json_output:  # which guidelines apply: none, for this test
            return ChatResult(json.dumps({"matched": []}))
        self.shown.append(messages)
        return ChatResult(self.lines.pop(0))


async def test_fluid_mode_reads_the_two_turns_as_one_message(airline_agent: va.Agent) -> None:
    model = Model()
    agent = airline_agent.configured(composition="fluid", id="airline-fluid")
    async with va.Server(llm=model) as server:
        await server.add_agent(agent)
        session, live, line = await call(server, agent, [0.2])
        await say(live, FIRST_HALF)
        await line.next_line_ended()
        await reply(live, await say(live, REST))
        [joined] = await continuations(session)
    # the model saw one caller message with both halves, and not the question it was cut in
    conversation = [m for m in model.shown[1] if m["role"] != "system"]
    assert conversation == [{"role": "user", "content": f"{FIRST_HALF} {REST}"}]
    assert joined["text"] == f"{FIRST_HALF} {REST}"


# -- the reading itself, for what a session test cannot stage at will ----------------------


def answered(reply: SpeechItem | None, *, did: tuple[str, ...] = (), keys: bool = False) -> AnsweredTurn:
    return AnsweredTurn(TraceId("trc_1"), FIRST_HALF, None, reply, did, keys=keys, joins=(), onsets=1)


async def cut_reply(heard_s: float, at: float = 100.0) -> SpeechItem:
    item = SpeechItem(id=ItemId("itm_1"), kind=ItemKind.REPLY, text="And the name?", trace_id=TraceId("trc_1"),
                      queued_at=at - 1, reply_to=TraceId("trc_1"))
    item.started_at = item.audible_at = at
    item.cut_at = at + heard_s
    item.settle(Outcome.INTERRUPTED)
    return item


@pytest.mark.parametrize("did", [("book_flight",), ("started book_flight",), ("book_flight.cancel",),
                                 ("control transfer",), ("control end_call",), ("talk_to_human",)])
async def test_a_turn_that_acted_or_handed_off_is_never_continued(did: tuple[str, ...]) -> None:
    reading = read_next(answered(await cut_reply(0.2), did=did), onsets=2, keys=False, queued=False,
                        now=101.0, settings=SpeechSettings())
    assert not reading.joined and did[0] in reading.reason


async def test_the_reading_joins_only_a_cut_voice_turn() -> None:
    settings = SpeechSettings()
    reply = await cut_reply(0.2)
    assert read_next(answered(reply), onsets=2, keys=False, queued=False, now=101.0, settings=settings).joined
    # no voice since the earlier turn (a text message, or messages posted one after another)
    assert not read_next(answered(reply), onsets=1, keys=False, queued=False, now=101.0, settings=settings).joined
    # key entries are answers of their own
    assert not read_next(answered(reply), onsets=2, keys=True, queued=False, now=101.0, settings=settings).joined
    assert not read_next(answered(reply, keys=True), onsets=2, keys=False, queued=False, now=101.0,
                         settings=settings).joined
    # no reply to cut, and the rule turned off
    assert not read_next(answered(None), onsets=2, keys=False, queued=False, now=101.0, settings=settings).joined
    off = SpeechSettings(continuation_heard_s=0)
    assert not read_next(answered(reply), onsets=2, keys=False, queued=False, now=101.0, settings=off).joined
