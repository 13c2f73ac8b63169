"""A check, learned from labelled callers' words, that a turn asks for what an acting guideline does.

The rules and the matcher decide a turn (understand.py). When they choose a guideline that acts
(a tool with side effects, or a handoff to a person), this check reads the vector the matcher
scored for the turn and gives the probability that words like these ask for that *kind* of thing.
Under `threshold`, the agent asks ("Do you want to book a flight?") instead of reading the action
back or handing the caller over. It never starts anything the rules did not choose.

The kinds are the same for every agent (`KINDS`): asking to act, asking for a person, asking to be
told something, and the ways of asking for none of the agent's actions (cancelling, refusing, a
question about something, another service, small talk). So one check may serve several agents,
and it learns how callers ask, not one agent's guidelines. It is a softmax over those kinds on
the matcher's sentence vector (384 floats for the default), trained offline from phrasing files
(`voice-agent train-check`, docs/understanding.md "## The learned acting check") and saved as an
`.npz` that names the matcher whose vectors it reads: a check never reads another model's vectors.

Training needs scipy (the `replay` extra); reading a check needs numpy only.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voice_agent.engine.decision import Choice, Decision
from voice_agent.engine.parsing import parsed
from voice_agent.errors import ConfigurationError
from voice_agent.guidance import Guideline

KINDS = ("act", "handoff", "tell", "not:cancel", "not:negation", "not:out_of_scope", "not:question", "not:small_talk")
# Chosen by leaving out each phrasing set in turn (the others trained on), before the set that
# judges the shipped check was scored: docs/understanding.md "## The learned acting check".
THRESHOLD = 0.2
STRENGTH = 3e-5  # the L2 penalty on the weights
FORMAT = 1
# Words read beside the vector, by the check and the resolver (resolver.py): which words were said ("cancel", "not",
# "hours"), which a sentence's vector blurs. Each word of the words matched is hashed (crc32) into one of WORDS
# buckets, the counts taken as log(1 + n), made of unit length and weighted by WORD_WEIGHT; the softmax reads
# [vector; those]. Five folds of the learned sets, side by side with the vector alone at the same thresholds
# (bench/resolver.py --words, bench/acting_check.py --words): docs/understanding.md "Words beside the vector".
# `--words 0` learns either on the vector alone; a file written before words reads none.
WORDS = 4096
WORD_WEIGHT = 2.0
TRAIN_CHECK = "voice-agent train-check PHRASINGS.yaml -o FILE.npz"


def kind_of(guideline: Guideline) -> str:
    """The kind of asking a guideline answers: a handoff, an action read back for a yes, or
    anything else ("tell": answering, and ending the call on a goodbye, which the check leaves to
    the rules: callers' goodbyes are small talk to it)."""
    if any(t.handoff for t in guideline.tools):
        return "handoff"
    return "act" if any(t.confirm for t in guideline.tools) else "tell"


def label_of(guideline: Guideline) -> str:
    """What a guideline is called in phrasing files and learned files: its first tool's name, or
    `info` for a guideline with no tool."""
    return guideline.tools[0].name if guideline.tools else "info"


def usable(threshold: float) -> float:
    if not 0.0 < threshold < 1.0:
        raise ConfigurationError(f"threshold {threshold}: a probability between 0 and 1 (the default is {THRESHOLD})")
    return threshold


@dataclass(frozen=True)
class ActingCheck:
    weights: Any  # numpy float32, (dimensions + 1, len(kinds)): the last row is the bias
    matcher: str  # the name of the matcher whose vectors it reads (`IntentMatcher.name`)
    trained_on: tuple[str, ...] = ()  # the phrasing files it learned from, by file name
    kinds: tuple[str, ...] = KINDS
    threshold: float = THRESHOLD
    phrasings: int = 0  # how many it learned from
    # 0, or how many buckets the words matched are hashed into, read beside the vector (`features`)
    buckets: int = 0
    word_weight: float = WORD_WEIGHT

    def features(self, vector: Any, text: str) -> Any:
        """What the check reads for a turn: the matcher's `vector` of the words matched (`text`), with
        `buckets`, those words hashed beside it (`beside`)."""
        return beside(vector, text, self.buckets, self.word_weight)

    def probabilities(self, vector: Any) -> dict[str, float]:
        return dict(zip(self.kinds, (float(p) for p in softmax(self.weights, vector)), strict=True))

    def doubts(self, guideline: Guideline, vector: Any) -> str:
        """Why the words do not ask for what `guideline` does, or "" when they may."""
        kind = kind_of(guideline)
        if kind not in self.kinds:
            return ""
        probabilities = self.probabilities(vector)
        p = probabilities[kind]
        if p >= self.threshold:
            return ""
        likeliest = max(probabilities.items(), key=lambda kv: kv[1])
        return (f"the learned check gives {p:.2f} that words like these ask for {'a person' if kind == 'handoff' else 'an action'}"
                f" (under {self.threshold:.2f}; likeliest: {likeliest[0]} {likeliest[1]:.2f})")

    def checked(self, decision: Decision, vector: Callable[[], Any]) -> Decision:
        """`decision`, or a question about its guideline when it acts or hands off and the check
        doubts the words ask for that; `vector` gives the matched words' vector (only then read)."""
        g = decision.guideline
        if decision.choice is not Choice.GUIDELINE or g is None or kind_of(g) == "tell":
            return decision
        why = self.doubts(g, vector())
        return Decision(Choice.CLARIFY, candidates=(g,), reason=why) if why else decision

    # -- training and files --------------------------------------------------------------------

    @classmethod
    def fit(cls, vectors: Any, kinds: Sequence[str], *, matcher: str, trained_on: Sequence[str] = (),
            strength: float = STRENGTH, threshold: float = THRESHOLD, texts: Sequence[str] = (),
            buckets: int = 0, word_weight: float = WORD_WEIGHT) -> ActingCheck:
        """Multinomial logistic regression (L-BFGS from zeros: the same data gives the same check); with
        `buckets`, each vector read with its words matched (`texts`, one a vector) hashed beside it."""
        usable(threshold)
        vectors = all_beside(vectors, texts, buckets, word_weight)
        unknown = sorted(set(kinds) - set(KINDS))
        if unknown:
            raise ConfigurationError(f"unknown kinds {unknown}: a phrasing's kind is one of {', '.join(KINDS)}")
        weights = fit_softmax(vectors, [KINDS.index(k) for k in kinds], len(KINDS), strength)
        return cls(weights, matcher, tuple(trained_on), KINDS, threshold, len(kinds), buckets, word_weight)

    def save(self, path: Path) -> None:
        write_learned(path, self.weights, {"format": FORMAT, "matcher": self.matcher, "kinds": list(self.kinds),
                                           "threshold": self.threshold, "trained_on": list(self.trained_on),
                                           "phrasings": self.phrasings, "buckets": self.buckets,
                                           "word_weight": self.word_weight})

    @classmethod
    def load(cls, path: Path | str) -> ActingCheck:
        path = Path(path)
        weights, meta, _ = read_learned(path, "acting check", TRAIN_CHECK)
        kinds = tuple(meta.get("kinds", ()))
        threshold = shaped(path, "acting check", weights, meta, kinds, THRESHOLD)
        buckets, word_weight = words_read(path, "acting check", meta, weights.shape[0] - 1, TRAIN_CHECK)
        return cls(weights, str(meta["matcher"]), tuple(meta.get("trained_on", ())), kinds, threshold,
                   int(meta.get("phrasings", 0)), buckets, word_weight)

    def reads(self, matcher: Any) -> str:
        """Why this check cannot read `matcher`'s vectors, or "" when it can."""
        return unreadable("acting check", self.matcher, self.weights.shape[0] - 1 - self.buckets, matcher)


# -- shared by the learned files (this check, and the resolver of resolver.py) -----------------------


def fit_softmax(vectors: Any, classes: Sequence[int], n: int, strength: float) -> Any:
    """The weights (dimensions + 1, n; the last row is the bias) of a multinomial logistic
    regression of `classes` (indexes under n) on `vectors`, L2 penalty `strength`; L-BFGS from
    zeros, so the same data gives the same weights. Needs scipy."""
    import numpy as np

    try:
        from scipy.optimize import minimize  # type: ignore[import-untyped]
    except ImportError as exc:
        raise ConfigurationError("training needs scipy: pip install 'voice-agent[replay]'") from exc
    x = np.hstack([np.asarray(vectors, dtype=np.float64), np.ones((len(classes), 1))])
    y = np.eye(n)[list(classes)]
    shape = (x.shape[1], n)

    def loss(flat: Any) -> tuple[float, Any]:
        w = flat.reshape(shape)
        z = x @ w
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        value = -float(np.sum(y * np.log(p + 1e-12))) / len(x) + strength * float(np.sum(w[:-1] ** 2))
        grad = x.T @ (p - y) / len(x)
        grad[:-1] += 2 * strength * w[:-1]
        return value, grad.ravel()

    result = minimize(loss, np.zeros(shape[0] * shape[1]), jac=True, method="L-BFGS-B", options={"maxiter": 500})
    return result.x.reshape(shape).astype(np.float32)


def softmax(weights: Any, vector: Any) -> Any:
    import numpy as np

    z = (np.asarray(vector) @ weights[:-1] + weights[-1]).astype(np.float64)  # no copy of the weights a turn
    z = np.exp(z - z.max())
    return z / z.sum()


def fit_rectified(vectors: Any, classes: Sequence[int], n: int, units: int, strength: float,
                  seed: int = 0) -> tuple[Any, Any]:
    """A layer of `units` rectified units (dimensions + 1, units; the last row is the bias) and a
    softmax over `n` classes on it (units + 1, n), learned by Adam on shuffled batches of 200 (L2
    penalty `strength` on both layers' weights) until the loss of an epoch stops falling; the same
    data and `seed` give the same weights."""
    import numpy as np

    x = np.asarray(vectors, dtype=np.float64)
    m, d = x.shape
    y = np.eye(n)[list(classes)]
    rng = np.random.default_rng(seed)
    # Glorot-uniform starts, biases included; plain arrays the optimiser updates in place
    layers = [rng.uniform(-b, b, shape) for b, shape in (
        ((6 / (d + units)) ** 0.5, (d + 1, units)), ((6 / (units + n)) ** 0.5, (units + 1, n)))]
    first, second = [np.zeros_like(w) for w in layers], [np.zeros_like(w) for w in layers]
    step = 0
    best, stale = np.inf, 0
    for _ in range(300):
        total = 0.0
        for batch in np.array_split(rng.permutation(m), max(1, -(-m // 200))):
            xb, yb, k = x[batch], y[batch], len(batch)
            a = xb @ layers[0][:-1] + layers[0][-1]
            h = np.maximum(a, 0.0)
            z = h @ layers[1][:-1] + layers[1][-1]
            p = np.exp(z - z.max(axis=1, keepdims=True))
            p /= p.sum(axis=1, keepdims=True)
            penalty = sum(float(np.sum(w[:-1] ** 2)) for w in layers)
            total += -float(np.sum(yb * np.log(np.clip(p, 1e-10, None)))) + strength * penalty / 2
            dz = (p - yb) / k
            da = (dz @ layers[1][:-1].T) * (a > 0)
            grads = [np.vstack([xb.T @ da + strength * layers[0][:-1] / k, da.sum(axis=0)]),
                     np.vstack([h.T @ dz + strength * layers[1][:-1] / k, dz.sum(axis=0)])]
            step += 1
            rate = 1e-3 * (1 - 0.999 ** step) ** 0.5 / (1 - 0.9 ** step)
            for w, g, f, s in zip(layers, grads, first, second, strict=True):
                f *= 0.9
                f += 0.1 * g
                s *= 0.999
                s += 0.001 * g * g
                w -= rate * f / (np.sqrt(s) + 1e-8)
        total /= m
        stale = stale + 1 if total > best - 1e-4 else 0
        best = min(best, total)
        if stale > 10:
            break
    return layers[0].astype(np.float32), layers[1].astype(np.float32)


def rectified(layer: Any, vector: Any) -> Any:
    """`vector` through a layer of rectified units (`fit_rectified`'s first)."""
    import numpy as np

    return np.maximum(np.asarray(vector) @ layer[:-1] + layer[-1], 0.0)


def write_learned(path: Path, weights: Any, meta: dict[str, Any], **arrays: Any) -> None:
    import numpy as np

    with path.open("wb") as out:
        np.savez(out, weights=weights, meta=np.array(json.dumps(meta)), **arrays)


def read_learned(path: Path, what: str, train: str) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    """The weights, the description and any other arrays of a learned file; a ConfigurationError
    that names the file and says to train it again (`train`: the command) when it cannot be read."""
    import numpy as np

    def read() -> tuple[Any, dict[str, Any], dict[str, Any]]:
        with np.load(path, allow_pickle=False) as data:
            others = {name: data[name] for name in data.files if name not in ("weights", "meta")}
            return data["weights"], json.loads(str(data["meta"])), others

    try:
        return parsed(read, str(path))  # numpy parses each array's header (parsing.py)
    except FileNotFoundError:
        raise ConfigurationError(f"{what} {path}: no such file; train one with `{train}`") from None
    except (OSError, ValueError, KeyError) as exc:
        raise ConfigurationError(f"{what} {path} is not a {what.split()[-1]} file ({exc}); "
                                 f"train it again with `{train}`") from None


def shaped(path: Path, what: str, weights: Any, meta: dict[str, Any], classes: tuple[str, ...], default: float) -> float:
    import numpy as np

    if meta.get("format") != FORMAT or weights.ndim != 2 or weights.shape[1] != len(classes) or not classes:
        raise ConfigurationError(f"{what} {path} has format {meta.get('format')!r} and weights "
                                 f"{weights.shape} for {len(classes)} classes; train it again with this version")
    threshold = float(meta.get("threshold", default))
    if not (0.0 < threshold < 1.0) or not np.isfinite(weights).all():
        raise ConfigurationError(f"{what} {path}: threshold {threshold} or its weights are not usable")
    return threshold


def unreadable(what: str, name: str, width: int, matcher: Any) -> str:
    """Why a learned file reading `name`'s vectors of `width` numbers cannot read `matcher`'s."""
    if getattr(matcher, "name", None) != name or not callable(getattr(matcher, "vector", None)):
        return f"{what} off: it reads {name} vectors, the matcher is {getattr(matcher, 'name', matcher)}"
    if (given := getattr(matcher, "dimensions", width)) != width:
        return f"{what} off: it reads {width} numbers a vector, the matcher gives {given}"
    return ""


def word_counts(text: str, buckets: int) -> Any:
    """The words of `text` (as the rules read them) hashed into `buckets` (crc32 of each word), log(1 + count),
    of unit length."""
    import numpy as np

    from voice_agent.engine.text import words

    counts = np.zeros(buckets, dtype=np.float32)
    for w in words(text):
        counts[zlib.crc32(w.encode()) % buckets] += 1.0
    counts = np.log1p(counts)
    norm = float(np.linalg.norm(counts))
    return counts / norm if norm else counts


def beside(vector: Any, text: str, buckets: int, weight: float) -> Any:
    """What a learned file reads for a turn: the matcher's `vector` of the words matched (`text`), and with
    `buckets`, those words hashed beside it, times `weight` (`word_counts`)."""
    if not buckets:
        return vector
    import numpy as np

    return np.concatenate([np.asarray(vector, dtype=np.float32), weight * word_counts(text, buckets)])


def all_beside(vectors: Any, texts: Sequence[str], buckets: int, weight: float) -> Any:
    """What a learned file learns from: each of `vectors` with its words matched (`texts`, one a vector)
    hashed beside it (`beside`), or the vectors as they are when `buckets` is 0."""
    usable_words(buckets, weight)
    if not buckets:
        return vectors
    import numpy as np

    if len(texts) != len(vectors):
        raise ConfigurationError(f"words beside the vector need each phrasing's words: {len(texts)} texts "
                                 f"for {len(vectors)} vectors")
    return np.stack([beside(v, t, buckets, weight) for v, t in zip(vectors, texts, strict=True)])


def usable_words(buckets: int, weight: float) -> int:
    if buckets < 0 or not (math.isfinite(weight) and weight > 0):
        raise ConfigurationError(f"--words {buckets} (weight {weight}): a number of buckets, 0 or more (0: the vector "
                                 "alone), and a weight above 0")
    return buckets


def words_read(path: Path, what: str, meta: dict[str, Any], rows: int, train: str) -> tuple[int, float]:
    """A learned file's buckets of words and their weight (a file written before words: none), or a
    ConfigurationError naming the file when they do not fit its `rows` inputs a turn."""
    buckets, weight = meta.get("buckets", 0), meta.get("word_weight", WORD_WEIGHT)
    if not isinstance(buckets, int) or not 0 <= buckets < rows or not isinstance(weight, int | float) \
            or not math.isfinite(weight) or weight <= 0:
        raise ConfigurationError(f"{what} {path}: {buckets!r} buckets of words and a weight of {weight!r} do not "
                                 f"fit its {rows} inputs a turn; train it again with `{train}`")
    return buckets, float(weight)
