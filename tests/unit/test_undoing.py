"""The cancel comparison (engine/undoing.py): words nearer to cancelling than to asking cancel, unless
they undo nothing; a cancelling told as what happened to the thing undoes nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import voice_agent as va
from voice_agent.engine.decision import Choice
from voice_agent.engine.embedding import EmbeddingMatcher
from voice_agent.engine.understand import Understander
from voice_agent.examples import airline, pharmacy


async def reader(agent: va.Agent) -> Understander:
    await agent.ensure_setup()
    return Understander(agent.guidelines, agent.terms, EmbeddingMatcher())


@pytest.mark.parametrize("said", ["i want my money back for the flight you cancelled",
                                  "can i get a refund on the trip that was cancelled",
                                  "i'd like compensation for the cancelled flight"])
async def test_a_cancelling_told_as_what_happened_cancels_nothing(said: str) -> None:
    understood = (await reader(airline.make_agent())).understand(said)
    assert understood.decision.choice is not Choice.CANCEL, understood.decision.describe()
    assert "nearer to cancelling" not in understood.act.cue


@pytest.mark.parametrize(("make", "said"), [(airline.make_agent, "can you make sure the booking is cancelled"),
                                            (airline.make_agent, "my connecting flight was cancelled, so cancel this booking too"),
                                            (airline.make_agent, "please void my reservation"),
                                            (pharmacy.make_agent, "my repeat that was cancelled, can you cancel the other one too")])
async def test_a_cancelling_asked_for_still_cancels(make: Callable[[], va.Agent], said: str) -> None:
    understood = (await reader(make())).understand(said)
    assert understood.decision.choice is Choice.CANCEL, understood.decision.describe()
