"""The strict matcher on the airline example's guidelines: what callers really say, as the
recogniser writes it (no punctuation, fillers, synonyms), goes to the right guideline or intent."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from voice_agent.engine.matcher import GuidelineMatcher, Intent, Match
from voice_agent.examples import airline as ex
from voice_agent.guidance import Guideline


@pytest.fixture
async def matcher() -> AsyncIterator[GuidelineMatcher]:
    await ex.agent.ensure_setup()
    yield GuidelineMatcher(ex.agent.guidelines, ex.agent.terms)


def guideline(tool: str) -> Guideline:
    return next(g for g in ex.agent.guidelines if any(t.name == tool for t in g.tools))


def baggage() -> Guideline:
    return next(g for g in ex.agent.guidelines if "baggage" in g.condition)


def top(matcher: GuidelineMatcher, said: str) -> Match | None:
    matches = matcher.match(said)
    return matches[0] if matches else None


def target(match: Match | None) -> object:
    if match is None:
        return None
    return match.intent if match.intent is not None else match.guideline


@pytest.mark.parametrize(
    "said",
    [
        "I'd like to book flight BA 117 for John Smith",
        "Hi, I'd like to book flight BA 117 for John Smith.",
        "book me on BA one one seven",
        "please book BA 117 for John Smith",
        "can you book me on BA 117",
        "I need to book a flight to London",
        "um I'd like to book a flight please",
        "I want to reserve a seat",
        "I want a reservation on AF 22",
        "can you get me a ticket for BA 117",
        "I need to get on flight BA 117",
    ],
)
async def test_booking_requests_go_to_the_booking_guideline(matcher: GuidelineMatcher, said: str) -> None:
    assert target(top(matcher, said)) is guideline("book_flight")


@pytest.mark.parametrize("said", ["could you make a reservation for me", "I'd like to make a booking"])
async def test_booking_requests_with_make(matcher: GuidelineMatcher, said: str) -> None:
    assert target(top(matcher, said)) is guideline("book_flight")


async def test_a_booking_request_that_starts_with_hi(matcher: GuidelineMatcher) -> None:
    assert target(top(matcher, "hi I want to book a flight")) is guideline("book_flight")


@pytest.mark.parametrize(
    "said",
    ["is my booking confirmed", "did my reservation go through", "what's the status of my booking"],
)
async def test_status_questions_go_to_the_status_check(matcher: GuidelineMatcher, said: str) -> None:
    assert target(top(matcher, said)) is guideline("check_booking_status")


@pytest.mark.parametrize(
    "said",
    ["thanks", "Thanks!", "okay thanks", "okay, thanks.", "ok cheers", "cheers", "thank you",
     "okay thank you", "great thanks", "thank you so much", "thank you very much"],
)
async def test_thanks_is_an_acknowledgement(matcher: GuidelineMatcher, said: str) -> None:
    assert target(top(matcher, said)) is Intent.ACKNOWLEDGE


@pytest.mark.parametrize(
    "said",
    ["and?", "And", "so?", "are you still there?", "um are you still there", "still there?",
     "any news", "Any news?", "any update on that", "is it done yet", "how much longer", "what's going on"],
)
async def test_a_nudge_asks_for_status(matcher: GuidelineMatcher, said: str) -> None:
    assert target(top(matcher, said)) is Intent.STATUS


@pytest.mark.parametrize(
    "said",
    ["can I talk to a human please", "get me a real person", "I want to speak to a human",
     "let me talk to a real human", "transfer me to a human please", "can I speak to an agent",
     "talk to a person", "operator", "put me through to a person"],
)
async def test_asking_for_a_person_goes_to_the_transfer_policy(matcher: GuidelineMatcher, said: str) -> None:
    assert target(top(matcher, said)) is guideline("transfer_to_human")


@pytest.mark.parametrize(
    "said",
    ["how much luggage can I bring", "how many suitcases can I take", "what's the baggage allowance",
     "can I bring a suitcase", "how many bags can I take"],
)
async def test_luggage_questions_go_to_baggage(matcher: GuidelineMatcher, said: str) -> None:
    assert target(top(matcher, said)) is baggage()


@pytest.mark.parametrize(
    "said",
    ["asdf qwerty zxcv", "blorp fnord", "xyzzy", "mmm", "purple monkey dishwasher", "lorem ipsum dolor sit amet"],
)
async def test_gibberish_matches_nothing(matcher: GuidelineMatcher, said: str) -> None:
    assert matcher.match(said) == []
