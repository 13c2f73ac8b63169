"""The embedding model with int8 arithmetic, derived once from the pinned model.

The pinned MiniLM stores int8 weights, but onnxruntime turns them back into float32 at load and
multiplies in float: a 30-word turn takes about 20 ms on one core, most of a turn's matching
time. Quantizing its activations as well (onnxruntime's dynamic quantization: each matrix
product's input is scaled to 8 bits when it runs, the weights to unsigned 8 bits per output
channel) lets the products run in integer arithmetic, about twice as fast, with vectors within
0.99 cosine of the float ones on average (docs/understanding.md, "Where matching time goes").

The derived model is not downloaded: it is made from the pinned file the first time a machine
needs it (about 4 s), checked against the float model on a few sentences, and kept in a cache
directory under a name that says what it was made from and with which tools. A cache that cannot
be written is not an error: the model is then made again by each process that needs it.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import logging
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

logger = logging.getLogger("voice_agent.engine")

KIND = "dynamic-uint8"  # what the model's name says it is (a learned file names the vectors it reads)
RECIPE = f"{KIND}-per-channel-1"
# Sentences both models embed when the model is made; each pair of vectors must be this close.
PROBES = ("yes", "i'd like to book a seat on the morning flight to paris for my mother",
          "is the pharmacy open on sunday", "cancel it, i don't need it any more")
AGREEMENT = 0.95  # cosine; the derived model measured 0.977 at worst on 353 phrasings of the sets


class DerivationFailed(Exception):
    """The int8-arithmetic model could not be made or failed its check against the float model."""


def cache_dir() -> Path:
    """Where derived models are kept: $VOICE_AGENT_MODEL_CACHE, else $XDG_CACHE_HOME/voice-agent,
    else ~/.cache/voice-agent."""
    if configured := os.environ.get("VOICE_AGENT_MODEL_CACHE"):
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "voice-agent"


def int8_arithmetic(source: Path, source_sha256: str, open_session: Callable[[str | bytes], Any],
                    vectors: Callable[[Any, Sequence[str]], Any], directory: Path | None = None) -> Any:
    """An inference session of the model of `source` (whose content hash is `source_sha256`)
    with int8 arithmetic, from the cache when it was made before, else made now, checked
    against `source` and kept. `open_session(path or bytes)` opens a model; `vectors(session,
    texts)` gives unit vectors, one row per text. Raises DerivationFailed saying why."""
    try:
        import onnxruntime as ort  # type: ignore[import-untyped]
        versions = f"onnxruntime {ort.__version__}, onnx {importlib.metadata.version('onnx')}"
    except (ImportError, importlib.metadata.PackageNotFoundError) as exc:
        raise DerivationFailed(f"onnx and onnxruntime are needed to make it ({exc}); pip install onnx") from exc
    key = hashlib.sha256(f"{source_sha256} {RECIPE} {versions}".encode()).hexdigest()[:16]
    directory = directory or cache_dir()
    cached = directory / f"{source.stem}-{RECIPE}-{key}.onnx"
    target: Path | None = cached
    if cached.exists():
        try:
            return open_session(str(cached))
        except Exception:
            logger.warning("the cached model %s cannot be loaded; making it again", cached, exc_info=True)
    try:
        directory.mkdir(parents=True, exist_ok=True)
        work = tempfile.TemporaryDirectory(dir=directory, prefix=".deriving-")
    except OSError as exc:
        logger.warning("cannot write the model cache %s (%s); each process makes the int8-arithmetic model "
                       "again: set VOICE_AGENT_MODEL_CACHE to a writable directory", directory, exc)
        work, target = tempfile.TemporaryDirectory(prefix="voice-agent-model-"), None
    with work as scratch:
        made = _derive(source, Path(scratch), ort)
        session = open_session(made.read_bytes())
        cosines = (vectors(open_session(str(source)), PROBES) * vectors(session, PROBES)).sum(axis=1)
        if float(cosines.min()) < AGREEMENT:
            raise DerivationFailed(f"the derived model disagrees with {source}: cosines "
                                   f"{[round(float(c), 3) for c in cosines]} on its check sentences, under {AGREEMENT}")
        if target is not None:
            try:
                os.replace(made, target)  # whole or not at all, even with several processes making it at once
            except OSError:
                logger.warning("cannot keep the int8-arithmetic model in %s; each process makes it again",
                               directory, exc_info=True)
                target = None
    logger.info("made the int8-arithmetic embedding model %s (%s)", target or "in memory", versions)
    return session


def _derive(source: Path, scratch: Path, ort: Any) -> Path:
    try:
        from onnxruntime.quantization import QuantType, quantize_dynamic  # type: ignore[import-untyped]
    except ImportError as exc:
        raise DerivationFailed(f"onnxruntime's quantization tools need onnx ({exc}); pip install onnx") from exc
    folded, made = scratch / "folded.onnx", scratch / "dynamic.onnx"
    options = ort.SessionOptions()
    # constant folding only: the int8 weights become the float32 weights they stand for
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    options.optimized_model_filepath = str(folded)
    quiet = _Quiet()
    logging.getLogger().addFilter(quiet)
    try:
        ort.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        # Unsigned weights: onnxruntime's signed-weight kernel adds pairs of products in 16 bits on
        # CPUs without VNNI and saturates there (measured on this project's AVX2 machine), so its
        # vectors would depend on the CPU; the unsigned kernel widens first and is exact on any.
        quantize_dynamic(str(folded), str(made), weight_type=QuantType.QUInt8, per_channel=True)
    except Exception as exc:
        raise DerivationFailed(f"quantizing {source} failed: {exc}") from exc
    finally:
        logging.getLogger().removeFilter(quiet)
    return made


class _Quiet(logging.Filter):
    """onnxruntime's quantizer logs its progress and advice on the root logger (dozens of lines
    about each tensor); while it runs, records logged there directly are dropped."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.name != "root"
