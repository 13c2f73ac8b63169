"""The embedding model with int8 arithmetic (voice_agent/engine/quantize.py): made once from the
pinned model, checked against it, kept in the cache, made again when the cache is damaged, made
in memory when the cache cannot be written, and replaced by the float32 model, with the reason
logged, when it cannot be made."""

from __future__ import annotations

import logging
import os
import shutil
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from voice_agent.cores import usable_cores
from voice_agent.engine import embedding, quantize
from voice_agent.engine.acting_check import ActingCheck
from voice_agent.engine.embedding import MODEL_NAME, EmbeddingMatcher, SentenceEmbedder, TwoWidths

SENTENCES = ["could you get my mum on the lisbon flight on friday", "no thanks, that's everything",
             "is my repeat prescription ready to collect", "put me through to someone"]


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The cache after the real quantizer made the model once (a few seconds)."""
    cache = tmp_path_factory.mktemp("model-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("VOICE_AGENT_MODEL_CACHE", str(cache))
        SentenceEmbedder()
    return cache


def only_model(cache: Path) -> Path:
    (model,) = [p for p in cache.iterdir() if p.suffix == ".onnx"]
    return model


def copying(made: Path):  # type: ignore[no-untyped-def]
    """A quantizer step that hands over the model the real one made (the tests below are about
    what happens around it)."""
    calls: list[Path] = []

    def derive(source: Path, scratch: Path, ort: object) -> Path:
        calls.append(source)
        return Path(shutil.copy(only_model(made), scratch / "dynamic.onnx"))

    return derive, calls


def test_the_int8_model_is_made_once_kept_and_agrees_with_the_float_model(made: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model = only_model(made)
    assert quantize.RECIPE in model.name and not [p for p in made.iterdir() if p.name.startswith(".deriving")]
    monkeypatch.setenv("VOICE_AGENT_MODEL_CACHE", str(made))
    monkeypatch.setattr(quantize, "_derive", lambda *a: pytest.fail("made again though it is in the cache"))
    fast, exact = SentenceEmbedder(), SentenceEmbedder(exact=True)
    assert fast.model_name == f"{MODEL_NAME}-{quantize.KIND}" and exact.model_name == MODEL_NAME
    assert EmbeddingMatcher(fast).name == EmbeddingMatcher.name != EmbeddingMatcher(exact).name
    cosines = np.sum(fast.embed(SENTENCES) * exact.embed(SENTENCES), axis=1)
    assert cosines.min() > 0.97 and cosines.max() < 0.99999, cosines  # near, and not the same model


def test_a_damaged_cached_model_is_made_again(made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              caplog: pytest.LogCaptureFixture) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    damaged = cache / only_model(made).name
    damaged.write_bytes(b"half a model")
    derive, calls = copying(made)
    monkeypatch.setattr(quantize, "_derive", derive)
    monkeypatch.setenv("VOICE_AGENT_MODEL_CACHE", str(cache))
    with caplog.at_level(logging.WARNING, "voice_agent.engine"):
        embedder = SentenceEmbedder()
    assert calls and embedder.model_name.endswith(quantize.KIND)
    assert damaged.read_bytes() == only_model(made).read_bytes()
    assert any("cannot be loaded" in r.getMessage() and r.exc_info for r in caplog.records)


def test_without_a_writable_cache_the_model_is_made_in_memory(made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    derive, calls = copying(made)
    monkeypatch.setattr(quantize, "_derive", derive)
    monkeypatch.setenv("VOICE_AGENT_MODEL_CACHE", str(blocker / "cache"))
    with caplog.at_level(logging.WARNING, "voice_agent.engine"):
        embedder = SentenceEmbedder()
    assert calls and embedder.model_name.endswith(quantize.KIND) and embedder.embed(SENTENCES[:1]).shape == (1, 384)
    assert any("VOICE_AGENT_MODEL_CACHE" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("fault", ["quantizer fails", "disagrees with the float model"])
def test_a_model_that_cannot_be_made_leaves_the_float_model_and_the_check_off(
        fault: str, made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    if fault == "quantizer fails":
        def broken(source: Path, scratch: Path, ort: object) -> Path:
            raise quantize.DerivationFailed("quantizing failed: out of disk")
        monkeypatch.setattr(quantize, "_derive", broken)
    else:
        monkeypatch.setattr(quantize, "_derive", copying(made)[0])
        monkeypatch.setattr(quantize, "AGREEMENT", 0.99999)
    monkeypatch.setenv("VOICE_AGENT_MODEL_CACHE", str(tmp_path))
    with caplog.at_level(logging.WARNING, "voice_agent.engine"):
        embedder = SentenceEmbedder()
    assert embedder.model_name == MODEL_NAME  # float32, and so named
    assert not list(tmp_path.glob("*.onnx"))  # nothing half made is kept
    (record,) = [r for r in caplog.records if "float32" in r.getMessage()]
    assert record.exc_info and ("out of disk" in str(record.exc_info[1]) or "disagrees" in str(record.exc_info[1]))
    # a check learned on the int8 model's vectors does not read the float model's
    check = ActingCheck(np.zeros((385, 8), dtype=np.float32), EmbeddingMatcher.name)
    assert "acting check off" in check.reads(EmbeddingMatcher(embedder))



class Recording:
    """An inference session, noting its threads each time it runs."""

    def __init__(self, session: Any, ran: list[int]) -> None:
        self._session, self._ran = session, ran

    def run(self, outputs: Any, feed: Any) -> Any:
        self._ran.append(self._session.get_session_options().intra_op_num_threads)
        return self._session.run(outputs, feed)


@pytest.mark.skipif(usable_cores() < 2, reason="one core: every text runs on one thread")
def test_a_long_text_runs_on_two_threads_and_keeps_its_vector() -> None:
    wide, narrow = SentenceEmbedder(wide_from=10), SentenceEmbedder(wide_from=None)
    assert isinstance(wide._session, TwoWidths) and not isinstance(narrow._session, TwoWidths)
    ran: list[int] = []
    wide._session._narrow, wide._session._wide = Recording(wide._session._narrow, ran), Recording(wide._session._wide, ran)
    long_turn = "hello, so sorry, i was hoping you could put my mother on the friday flight to lisbon please"
    short_turn = "put me through to someone"
    assert np.array_equal(wide.embed([long_turn]), narrow.embed([long_turn]))
    assert np.array_equal(wide.embed([short_turn]), narrow.embed([short_turn]))
    assert ran == [2, 1]  # the long turn on two threads, the short one on one


class Counted(SentenceEmbedder):
    """The real model, counting the texts it embeds."""

    def __init__(self) -> None:
        super().__init__()
        self.embedded: list[str] = []

    def _run(self, texts: Sequence[str]) -> Any:
        self.embedded.extend(texts)
        return super()._run(texts)


@pytest.fixture
def cache(made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty model cache but for the int8 model (not made again)."""
    shutil.copy(only_model(made), tmp_path)
    monkeypatch.setenv("VOICE_AGENT_MODEL_CACHE", str(tmp_path))
    return tmp_path


def test_an_agents_phrasings_are_embedded_by_the_first_process_only(cache: Path) -> None:
    first, later = Counted(), Counted()  # two processes' embedders: neither sees the other's memory
    assert np.array_equal(first.embed_kept(SENTENCES), first.embed(SENTENCES))
    assert first.embedded == SENTENCES and len(list(cache.glob("vectors-*.npy"))) == 1
    assert np.array_equal(later.embed_kept(SENTENCES), first.embed(SENTENCES)) and later.embedded == []
    later.embed(SENTENCES[:1])  # and kept in memory, as embedded ones are
    assert later.embedded == []
    # another agent's phrasings, or another order, are other vectors: embedded, and kept apart
    assert np.array_equal(later.embed_kept(SENTENCES[::-1]), first.embed(SENTENCES[::-1]))
    assert len(list(cache.glob("vectors-*.npy"))) == 2


def test_damaged_or_unwritable_kept_vectors_are_logged_and_the_texts_embedded(
        cache: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    Counted().embed_kept(SENTENCES)
    [kept] = cache.glob("vectors-*.npy")
    kept.write_bytes(b"\x93NUMPY half a file")
    embedder = Counted()
    with caplog.at_level(logging.WARNING, "voice_agent.engine"):
        vectors = embedder.embed_kept(SENTENCES)
    assert embedder.embedded == SENTENCES and vectors.shape == (len(SENTENCES), 384)
    assert any("cannot be read" in r.getMessage() and r.exc_info for r in caplog.records)
    assert np.array_equal(np.load(kept), vectors)  # written again, whole
    # a cache that cannot be written: the vectors are still given, and the log says what to do
    blocker = cache / "a-file"
    blocker.write_text("not a directory")
    embedder = Counted()
    monkeypatch.setattr(embedding, "cache_dir", lambda: blocker / "cache")
    caplog.clear()
    with caplog.at_level(logging.WARNING, "voice_agent.engine"):
        assert np.array_equal(embedder.embed_kept(SENTENCES), vectors)
    assert any("VOICE_AGENT_MODEL_CACHE" in r.getMessage() for r in caplog.records)
    assert not list(cache.glob(".vectors-*"))  # nothing half written left behind


def test_only_the_vectors_files_used_last_are_kept(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An author who edits an agent's examples makes a new vectors file each time: the cache keeps
    the ones used last, and a half-written file left by a process that died writing it goes."""
    monkeypatch.setattr(embedding, "KEPT_VECTORS", 2)
    agents = [SENTENCES, SENTENCES[::-1], SENTENCES[1:]]
    Counted().embed_kept(agents[0])
    Counted().embed_kept(agents[1])
    first, second = sorted(cache.glob("vectors-*.npy"), key=lambda p: p.stat().st_mtime)
    now = time.time()
    os.utime(first, (now - 100, now - 100))
    os.utime(second, (now - 50, now - 50))
    died = cache / ".vectors-died.npy"
    died.write_bytes(b"\x93NUMPY half")
    os.utime(died, (now - 2 * embedding.STALE_PART_S,) * 2)
    writing = cache / ".vectors-writing.npy"
    writing.write_bytes(b"\x93NUMPY half")
    reader = Counted()
    reader.embed_kept(agents[0])  # the older file is read again: it is the one used last now
    assert reader.embedded == []
    Counted().embed_kept(agents[2])  # a third agent: one file must go, the one not used for longest
    assert first.exists() and not second.exists() and len(list(cache.glob("vectors-*.npy"))) == 2
    assert not died.exists() and writing.exists()
    again = Counted()
    again.embed_kept(agents[1])
    assert again.embedded == list(agents[1])  # its file was removed: embedded again, and kept again
