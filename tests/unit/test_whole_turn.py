"""Whether what a caller has said so far reads as a whole turn to the agent (engine/whole.py),
the question a voice pipeline asks at a pause. Phrasings of our own, none an example of the
agents nor a fixture line: the check must come from understanding, not from remembered text."""

from __future__ import annotations

import asyncio

import pytest

import voice_agent as va
from voice_agent.engine.dialogue import StrictDialogue
from voice_agent.examples import airline, pharmacy
from voice_agent.live.engines import prepare_engine


async def dialogue_of(agent: va.Agent) -> StrictDialogue:
    await agent.ensure_setup()
    return (await prepare_engine(agent)).dialogue


@pytest.fixture(scope="module")
def sky_air() -> StrictDialogue:
    # prepared once for the module (the matcher's fit is the slow part), on a loop of its own
    return asyncio.run(dialogue_of(airline.make_agent(airline.AirlineService(delay_s=0.1))))


@pytest.mark.parametrize("said", [
    "So I'd want to reserve",  # a booking, but not one value it needs
    "would you book me in",
    "yeah I'm calling to make a reservation",
    "what about",  # nothing matched, nothing but question words and fillers
    "um, so, when",
    "how much is",
])
async def test_a_request_with_nothing_to_act_on_or_a_bare_question_word_is_not_whole(
        sky_air: StrictDialogue, said: str) -> None:
    reading = sky_air.reads_whole(said, None)
    assert not reading.whole, reading.reason


@pytest.mark.parametrize("said", [
    "please reserve KL 12 for Mary Jones",  # both values
    "could you put me on IB 31",  # one of them: the agent asks the other, as a whole turn
    "hi there",  # greeting
    "thank you so much",
    "alright, cheers, bye",  # goodbye
    "is my seat booked yet?",  # a status question needs no value
    "what's the size limit for hand luggage",  # a question the guidance answers
    "put me through to a manager",
    "don't book anything",  # a negation
    "what colour are your planes",  # nothing matched, but something was asked
])
async def test_whole_requests_greetings_goodbyes_and_questions_read_whole(sky_air: StrictDialogue, said: str) -> None:
    reading = sky_air.reads_whole(said, None)
    assert reading.whole, reading.reason


async def test_another_agent_reads_its_own_requests_the_same_way() -> None:
    chemist = await dialogue_of(pharmacy.make_agent())
    assert not chemist.reads_whole("I'd want my usual medicine again", None).whole
    assert chemist.reads_whole("hello, please refill RX 40213 for Ann Lee", None).whole


async def test_what_the_session_waits_for_makes_a_short_answer_whole(server: va.Server) -> None:
    session = await server.create_session("airline")
    rt = await session.runtime()
    assert await rt.reads_whole("would you book me in") is False
    # Asked for the passenger's name, a bare name is the whole answer.
    reply = await session.post_customer_message("please get me a seat on KL 12", wait=True)
    assert "name" in (reply.message or "").lower()
    assert await rt.reads_whole("Peter Parker") is True
    # Asked to confirm a read-back, "sure, do it" is whole; so is a changed flight.
    reply = await session.post_customer_message("it's for Peter Parker", wait=True)
    assert "go ahead" in (reply.message or "").lower()
    assert await rt.reads_whole("sure, do it") is True
    assert await rt.reads_whole("no wait, make it KL 14") is True

