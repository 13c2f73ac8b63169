"""Reading ahead (`SentenceEmbedder.ahead`): a turn's likely words, while its speech act is read,
and the texts its reading scores after the turn (a long turn's last request, the words around a
thing) are embedded on the embedder's helper threads. Each is embedded once, alone (the same
vector as without reading ahead), waited for when asked for under way, taken over by the asking
thread when still queued, and a failure is logged and raised to whoever asks for it. The
reading's decisions do not change."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable, Sequence
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
        self.sent: list[str] = []  # texts sent ahead, in order
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

    def ahead(self, texts: Iterable[str]) -> None:
        texts = list(texts)
        self.sent += [t for t in texts if t]
        super().ahead(texts)

    def runs_of(self, text: str) -> int:
        return sum(text in texts for _, texts in self.calls)


class Scoring(EmbeddingMatcher):
    """The matcher, keeping the texts it scored."""

    def __init__(self, embedder: SentenceEmbedder) -> None:
        super().__init__(embedder)
        self.scored: list[str] = []

    def scores(self, text: str) -> dict[str, float]:
        self.scored.append(text)
        return super().scores(text)


@pytest.fixture
def embedder() -> Counting:
    return Counting()


def test_a_text_embedded_ahead_is_embedded_once_and_as_if_alone(embedder: Counting) -> None:
    alone = SentenceEmbedder().embed(["flight to munich"])[0]
    embedder.ahead(["flight to munich", "the last request of a long turn"])
    # Both under way on the helpers before they are asked for: on a busy machine a helper may not
    # have started one yet, and the asking thread then embeds it itself (a test below), by design.
    deadline = time.monotonic() + 30
    while len(embedder.calls) < 2 and time.monotonic() < deadline:
        time.sleep(0.001)
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


def test_a_text_still_queued_is_embedded_by_the_thread_that_asks(embedder: Counting) -> None:
    """On a busy machine (many calls' turns ahead of it) a text may still wait for a helper when its
    turn asks for it: the turn's own thread embeds it then, rather than wait behind the others."""
    embedder.gate = threading.Event()
    embedder.ahead(["a flight to oslo", "a flight to rome", "a flight to lima"])  # two helpers, three texts
    result: list[Any] = []
    asking = threading.Thread(target=lambda: result.append(embedder.embed(["a flight to lima"])), name="turn")
    asking.start()
    asking.join(10)
    answered = not asking.is_alive() and len(result) == 1  # while both helpers are still held
    embedder.gate.set()
    asking.join(30)
    assert answered
    assert [name for name, texts in embedder.calls if texts == ("a flight to lima",)] == ["turn"]
    embedder.embed(["a flight to oslo", "a flight to rome", "a flight to lima"])
    assert embedder.runs_of("a flight to lima") == 1 and embedder.runs_of("a flight to oslo") == 1


def test_work_beside_busy_helpers_runs_on_the_calling_thread(embedder: Counting) -> None:
    """A turn's speech act is read beside the embedding of its words; when every helper is busy
    with other calls' texts, the turn's own thread reads it after embedding, rather than wait."""
    embedder.gate = threading.Event()
    embedder.ahead(["a flight to oslo", "a flight to rome"])  # both helpers held
    result: list[str] = []
    turn = threading.Thread(target=lambda: result.append(
        embedder.beside("a flight to lima", lambda: threading.current_thread().name)), name="turn")
    turn.start()
    turn.join(10)
    answered = not turn.is_alive()
    embedder.gate.set()
    turn.join(30)
    assert answered and result == ["turn"]
    assert [name for name, texts in embedder.calls if texts == ("a flight to lima",)] == ["turn"]


def test_work_beside_raises_its_error_to_the_caller(embedder: Counting) -> None:
    def reading() -> str:
        raise ValueError("the speech act could not be read")

    with pytest.raises(ValueError, match="could not be read"):
        embedder.beside("a flight to lima", reading)
    assert embedder.runs_of("a flight to lima") == 1  # the words were embedded and kept all the same
    embedder.failing = "a flight to oslo"
    with pytest.raises(RuntimeError, match="the model failed"):
        embedder.beside("a flight to oslo", lambda: "read")


class Reading(Understander):
    """The understander, recording the thread that read each turn's speech act."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.read_on: list[str] = []

    def _words(self, *args: Any, **kwargs: Any) -> Any:
        self.read_on.append(threading.current_thread().name)
        return super()._words(*args, **kwargs)


async def test_a_long_booking_is_read_beside_its_words_with_its_request_and_thing_ahead_and_the_same_decision(
        embedder: Counting) -> None:
    agent = make_agent()
    await agent.ensure_setup()
    matcher = Scoring(embedder)
    ahead = Reading(agent.guidelines, agent.terms, matcher)
    plain = Understander(agent.guidelines, agent.terms, EmbeddingMatcher(SentenceEmbedder(), ahead=False))
    embedder.calls.clear()
    embedder.sent.clear()
    matcher.scored.clear()
    got = ahead.understand(LONG_BOOKING)
    assert got.decision.describe() == plain.understand(LONG_BOOKING).decision.describe()
    embedded = [t for _, texts in embedder.calls for t in texts]
    assert len(embedded) == len(set(embedded))  # nothing embedded twice
    # The turn's words, on this thread, while a helper read its speech act: the words the matcher scored.
    mine = [texts for name, texts in embedder.calls if not name.startswith("embed-ahead")]
    assert mine == [(matcher.scored[0],)] and ahead.read_on[0].startswith("embed-ahead")
    assert len(embedder.sent) >= 2  # then, on the helpers, its last request and the flight with where it goes
    assert any(t.startswith("could you put me on") for t in embedder.sent)


async def test_a_question_reads_no_thing_ahead(embedder: Counting) -> None:
    """The words around a thing are scored only for a guideline that acts, which a question
    never chooses: they are not embedded ahead for nothing."""
    agent = make_agent()
    await agent.ensure_setup()
    matcher = Scoring(embedder)
    reader = Understander(agent.guidelines, agent.terms, matcher)
    embedder.calls.clear()
    embedder.sent.clear()
    matcher.scored.clear()
    reader.understand("how much does a flight to munich on the lufthansa four one two cost")
    assert not embedder.sent and [texts for _, texts in embedder.calls] == [(matcher.scored[0],)]


def test_a_text_kept_while_it_is_looked_for_is_not_embedded_again(embedder: Counting) -> None:
    """The race `make test` once showed under load: the helper keeps a text's vector and takes it off the texts under
    way after `embed` found it not kept and before `embed` looks among those under way. Here the helper is let finish
    at exactly that moment; `embed` takes the kept vector and runs the model on it no second time."""
    kept = embedder._cache
    embedder.gate = threading.Event()

    class ArrivingWhileLooked:
        """The embedder's cache, letting the helper finish (and leave the texts under way) during the first miss."""

        missed = False

        def get(self, text: str) -> Any:
            found = kept.get(text)
            if found is None and not self.missed:
                self.missed = True
                assert embedder.gate is not None
                embedder.gate.set()
                deadline = time.monotonic() + 30
                while text in embedder._coming and time.monotonic() < deadline:
                    time.sleep(0.001)
                assert text not in embedder._coming and kept.get(text) is not None  # the race has happened
            return found

        def put(self, text: str, vector: Any) -> None:
            kept.put(text, vector)

    embedder.ahead(["flight to munich"])
    embedder._cache = ArrivingWhileLooked()  # type: ignore[assignment]
    got = embedder.embed(["flight to munich"])[0]
    assert embedder.runs_of("flight to munich") == 1
    assert np.allclose(got, SentenceEmbedder().embed(["flight to munich"])[0], atol=1e-6)
