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
    "please reserve K L four four",  # a code being read out, the name not yet given
    "could you put me on I B 3 1",
])
async def test_a_request_with_nothing_to_act_on_or_a_bare_question_word_is_not_whole(
        sky_air: StrictDialogue, said: str) -> None:
    reading = sky_air.reads_whole(said, None)
    assert not reading.whole, reading.reason


@pytest.mark.parametrize("said", [
    "please reserve KL 12 for Mary Jones",  # both values
    "could you put me on IB 31",  # one of them: the agent asks the other, as a whole turn
    "please reserve K L four four for Mary Jones",  # the code read out, and then the name
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



class CountingMatcher:
    """The lexical matcher, counting how often the caller's words are scored."""

    def __init__(self) -> None:
        self.inner = va.LexicalMatcher()
        self.name, self.semantic = "counting", False
        self.accept, self.strong, self.margin = self.inner.accept, self.inner.strong, self.inner.margin
        self.scored: list[str] = []

    def fit(self, targets):  # type: ignore[no-untyped-def]
        self.inner.fit(targets)

    def scores(self, text: str) -> dict[str, float]:
        self.scored.append(text)
        return self.inner.scores(text)


async def test_words_read_at_the_pause_are_not_read_again_when_the_turn_ends() -> None:
    # The voice pipeline asks at the caller's pause whether their words are a whole turn; when
    # the turn ends there, the engine answers the same words. The matcher runs once for them.
    matcher = CountingMatcher()
    agent = airline.make_agent(airline.AirlineService(delay_s=0.1)).configured(matcher=matcher)
    async with va.Server() as server:
        await server.add_agent(agent)
        session = await server.create_session(agent)
        rt = await session.runtime()
        # At a first pause the caller has not said enough; they go on, and the words so far
        # are read afresh at the next pause, where the turn ends.
        assert await rt.reads_whole("could you book me a flight") is False
        first = len(matcher.scored)
        said = "could you book me a flight, KL 12, it is for Peter Parker"
        assert await rt.reads_whole(said) is True
        at_pause = len(matcher.scored)
        assert at_pause > first
        reply = await session.post_customer_message(said, wait=True)
        assert "go ahead" in (reply.message or "").lower()  # the read-back, as a fresh reading gives
        assert len(matcher.scored) == at_pause
