"""Fluid composition against an OpenAI-compatible server on loopback that speaks the real wire
protocol (streamed chunks, tool calls split across chunks), with scripted replies: the chat
endpoint of the harness's simulated cloud, with no service latency."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest

import voice_agent as va
from adapters.providers.openai_chat import OpenAICompatibleLLM
from adapters.replay.cloud_sim import CloudSim, ServiceTiming
from adapters.replay.cloud_sim.chat import ChatScript, error, text, tool_call
from tests.support.calls import BOOK_BA117
from voice_agent.examples import airline as ex

pytestmark = pytest.mark.integration
BOOK = BOOK_BA117  # fluid mode: the scripted model decides, and confirms nothing
MATCH_BOOKING = text(json.dumps({"matched": [0]}))


@pytest.fixture
async def cloud() -> AsyncIterator[CloudSim]:
    async with CloudSim(timing=ServiceTiming.instant()) as sim:
        yield sim


@pytest.fixture
def llm_server(cloud: CloudSim) -> ChatScript:
    return cloud.chat


@pytest.fixture
async def fluid(cloud: CloudSim, airline_agent: va.Agent) -> AsyncIterator[tuple[va.Server, va.Agent]]:
    llm = OpenAICompatibleLLM(api_key="test", base_url=cloud.openai_url, model="scripted")
    agent = airline_agent.configured(composition="fluid", id="airline-fluid")
    async with va.Server(llm=llm) as server:
        await server.add_agent(agent)
        yield server, agent
    await llm.aclose()


async def test_tool_call_runs_and_rules_shape_only_this_reply(
    fluid: tuple[va.Server, va.Agent], llm_server: ChatScript, airline: ex.AirlineService
) -> None:
    server, agent = fluid
    llm_server.replies += [
        MATCH_BOOKING,
        tool_call("book_flight", {"flight_number": "BA 117", "passenger_name": "John Smith"}),
        text("I'm booking BA 117 for John Smith now; I'll confirm shortly."),  # reply with the rules
        text("Good news: BA 117 is confirmed."),  # the utter when the booking completes
    ]
    session = await server.create_session(agent)
    reply = await session.post_customer_message(BOOK, wait=True)
    assert reply.message == "I'm booking BA 117 for John Smith now; I'll confirm shortly."
    final_prompt = llm_server.requests[2]["messages"]
    assert "booking the flight now" in final_prompt[-1]["content"]  # the tool's rules, this turn only
    confirmation = await session.wait_for_message(after_offset=reply.offset, containing="confirmed")
    assert confirmation.message == "Good news: BA 117 is confirmed."
    utter_prompt = llm_server.requests[3]["messages"]
    assert "booking the flight now" not in json.dumps(utter_prompt[-1])  # rules did not leak
    assert "confirmation number" in utter_prompt[-1]["content"]
    assert airline.bookings == [("BA 117", "John Smith")]


async def test_unknown_tool_and_malformed_arguments_are_errors_not_crashes(
    fluid: tuple[va.Server, va.Agent], llm_server: ChatScript, airline: ex.AirlineService
) -> None:
    server, agent = fluid
    llm_server.replies += [
        MATCH_BOOKING, tool_call("cancel_everything", {}), text("Sorry, I can't do that."),
        MATCH_BOOKING, tool_call("book_flight", "{not json"), text("Could you repeat the flight?"),
    ]
    session = await server.create_session(agent)
    first = await session.post_customer_message(BOOK, wait=True)
    second = await session.post_customer_message(BOOK, wait=True)
    assert first.message == "Sorry, I can't do that." and second.message == "Could you repeat the flight?"
    errors = [e.data["data"]["message"] for e in await session.events(kinds=[va.EventKind.STATUS])]
    assert any("unknown tool 'cancel_everything'" in m for m in errors)
    assert any("malformed arguments for book_flight" in m for m in errors)
    assert airline.bookings == []


async def test_llm_failure_gives_a_clear_error_event_and_the_session_keeps_working(
    fluid: tuple[va.Server, va.Agent], llm_server: ChatScript
) -> None:
    server, agent = fluid
    llm_server.replies += [error(500), text(json.dumps({"matched": []})), text("Hello! How can I help?")]
    session = await server.create_session(agent)
    failed = await session.post_customer_message("hello", wait=True)
    assert failed.message == "Sorry, something went wrong on my side. Could you try that again?"
    [err] = [e for e in await session.events(kinds=[va.EventKind.STATUS])]
    assert "LLM server answered 500" in err.data["data"]["message"]
    ok = await session.post_customer_message("hello", wait=True)
    assert ok.message == "Hello! How can I help?"


async def test_duplicate_request_is_not_booked_twice_in_fluid_mode(
    fluid: tuple[va.Server, va.Agent], llm_server: ChatScript, airline: ex.AirlineService
) -> None:
    airline.delay_s = 0.5
    server, agent = fluid
    call = tool_call("book_flight", {"flight_number": "ba 117", "passenger_name": "john smith"})
    llm_server.replies += [MATCH_BOOKING, call, text("Booking now."), MATCH_BOOKING, call, text("Still on it.")]
    session = await server.create_session(agent)
    await session.post_customer_message(BOOK, wait=True)
    again = await session.post_customer_message(BOOK, wait=True)
    assert again.message == "Still on it."
    assert "already in progress" in json.dumps(llm_server.requests[5]["messages"])
    await session.wait_for_work(timeout=5)
    assert len(airline.bookings) == 1  # case and spacing do not make a new request


async def test_missing_api_key_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(va.ConfigurationError, match="OPENAI_API_KEY"):
        OpenAICompatibleLLM.from_env()
    async with va.Server() as server:
        with pytest.raises(va.ConfigurationError, match="needs an LLM"):
            await server.add_agent(ex.agent.configured(composition="fluid", id="x"))
