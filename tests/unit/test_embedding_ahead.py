"""Reading ahead (`SentenceEmbedder.ahead`): the texts a turn's reading scores after the turn (a
long turn's last request, the words around a thing) are embedded on the embedder's helper thread
while the calling thread embeds the turn. Each is embedded once, alone (the same vector as
without reading ahead), waited for when asked for under way, and a failure is logged and raised
to whoever asks for it. The reading's decisions do not change."""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from voice_agent.engine.embedding import EmbeddingMatcher, SentenceEmbedder
from voice_agent.engine.understand import Understander
from voice_agent.examples.airline import make_agent

LONG_BOOKING = ("i've been meaning to ring you all week about the work trip, so could you put me on the "
                "lufthansa four one two to munich on friday for carla stein")


class Counting(SentenceEmbedder):
    """The real model, recording which thread embedded which texts."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, tuple[str, ...]]] = []
        self.gate: threading.Event | None = None  # the helper waits on it, when set
        self.failing: str = ""

    def _run(self, texts: Sequence[str]) -> Any:
        thread = threading.current_thread().name
        self.calls.append((thread, tuple(texts)))
        if thread.startswith("embed-ahead") and self.gate is not None:
            assert self.gate.wait(30)
        if self.failing in texts:
            raise RuntimeError(f"the model failed on {self.failing!r}")
        return super()._run(texts)

    def runs_of(self, text: str) -> int:
        return sum(text in texts for _, texts in self.calls)


@pytest.fixture
def embedder() -> Counting:
    return Counting()


def test_a_text_embedded_ahead_is_embedded_once_and_as_if_alone(embedder: Counting) -> None:
    alone = SentenceEmbedder().embed(["flight to munich"])[0]
    embedder.ahead(["flight to munich", "the last request of a long turn"])
    got = embedder.embed(["flight to munich", "the last request of a long turn"])
    assert embedder.runs_of("flight to munich") == 1 and embedder.runs_of("the last request of a long turn") == 1
    assert all(name.startswith("embed-ahead") for name, _ in embedder.calls)
    # one call per text: the int8 model scales its inputs by the batch, so a batch would move the vector
    assert all(len(texts) == 1 for _, texts in embedder.calls)
    assert np.array_equal(got[0], alone)


def test_asked_for_while_under_way_it_is_waited_for_not_embedded_again(embedder: Counting) -> None:
    embedder.gate = threading.Event()
    embedder.ahead(["flight to munich"])
    result: list[Any] = []
    asking = threading.Thread(target=lambda: result.append(embedder.embed(["flight to munich"])))
    asking.start()
    asking.join(0.5)
    assert asking.is_alive() and not result  # the race: asked for while the helper still holds it
    embedder.gate.set()
    asking.join(30)
    assert len(result) == 1 and embedder.runs_of("flight to munich") == 1


def test_a_failure_ahead_is_logged_and_raised_to_whoever_asks(embedder: Counting,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    embedder.failing = "flight to munich"
    with caplog.at_level(logging.ERROR, logger="voice_agent.engine"):
        embedder.ahead(["flight to munich"])
        with pytest.raises(RuntimeError, match="the model failed"):
            embedder.embed(["flight to munich"])
    record = next(r for r in caplog.records if "ahead failed" in r.getMessage())
    assert record.exc_info is not None
    embedder.failing = ""
    assert embedder.embed(["flight to munich"]).shape == (1, 384)  # nothing half-kept: asked again, it is made


async def test_a_long_booking_reads_its_request_and_its_thing_from_the_helper_with_the_same_decision(
        embedder: Counting) -> None:
    agent = make_agent()
    await agent.ensure_setup()
    ahead = Understander(agent.guidelines, agent.terms, EmbeddingMatcher(embedder))
    plain = Understander(agent.guidelines, agent.terms, EmbeddingMatcher(SentenceEmbedder(), ahead=False))
    embedder.calls.clear()
    got = ahead.understand(LONG_BOOKING)
    assert got.decision.describe() == plain.understand(LONG_BOOKING).decision.describe()
    mine = [texts for name, texts in embedder.calls if not name.startswith("embed-ahead")]
    helper = [texts for name, texts in embedder.calls if name.startswith("embed-ahead")]
    assert len(mine) == 1 and len(mine[0]) == 1  # the calling thread embedded the turn only
    assert len(helper) >= 2  # its last request, and the flight with where it goes
    assert any(t[0].startswith("could you put me on") for t in helper)


async def test_a_question_reads_no_thing_ahead(embedder: Counting) -> None:
    """The words around a thing are scored only for a guideline that acts, which a question
    never chooses: they are not embedded ahead for nothing."""
    agent = make_agent()
    await agent.ensure_setup()
    reader = Understander(agent.guidelines, agent.terms, EmbeddingMatcher(embedder))
    embedder.calls.clear()
    reader.understand("how much does a flight to munich on the lufthansa four one two cost")
    assert not [texts for name, texts in embedder.calls if name.startswith("embed-ahead")]
