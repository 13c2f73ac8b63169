"""The rules' time per turn with and without the patterns' gates (voice_agent/engine/gate.py), side by side.

Every phrasing of the sets is decided once to make its embeddings, so both runs read the same turns with no model
time: what is timed is the rules alone, each turn read afresh (the memories of words and readings emptied before each
run, as for a caller's new turn). The runs take turns, gated and plain, three times each, in one process on the same
machine, and the decisions of both must be equal (the bench says so, and exits 1 if not).

    python bench/gates.py                                   # blind329-334 (1,200 turns, a few minutes)
    python bench/gates.py --set tests/understanding/blind10.yaml --set ...
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gc
import importlib
import pkgutil
import re
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import voice_agent.engine as engine
from bench.matching_time import quantile
from bench.understanding import load
from tests.understanding.heldout import SETS
from voice_agent.engine.embedding import EmbeddingMatcher, SentenceEmbedder
from voice_agent.engine.gate import GATED
from voice_agent.engine.understand import Understander

DEFAULT = ("blind329", "blind330", "blind331", "blind332", "blind333", "blind334")


def _modules() -> list[ModuleType]:
    return [importlib.import_module(f"voice_agent.engine.{m.name}") for m in pkgutil.iter_modules(engine.__path__)]


def _swap(modules: list[ModuleType], gates: bool) -> None:
    """Every module's name for a gated pattern bound to the gated one (`gates`) or to the pattern it stands for."""
    pairs = {id(a if not gates else b): (b if not gates else a) for a, b in GATED}
    for module in modules:
        for name, value in list(vars(module).items()):
            if isinstance(value, re.Pattern) and id(value) in pairs:
                setattr(module, name, pairs[id(value)])


def _forget() -> None:
    """Empty the engine's memories of words read, so each turn is read as new."""
    for item in gc.get_objects():
        if isinstance(item, functools._lru_cache_wrapper) and getattr(item, "__module__", "").startswith(
                "voice_agent"):
            item.cache_clear()


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", type=Path, action="append", help="a phrasing file (repeatable)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each, taking turns (default 3)")
    args = parser.parse_args()
    files = args.set or [SETS[name] for name in DEFAULT]
    embedder = SentenceEmbedder()
    turns: list[tuple[Understander, str]] = []
    for path in files:
        factories, phrasings = load(path)
        for name, factory in factories.items():
            agent = factory()
            await agent.ensure_setup()
            reader = Understander(agent.guidelines, agent.terms, EmbeddingMatcher(embedder),
                                  check=agent.acting_check, resolver=agent.resolver)
            turns += [(reader, p.text) for p in phrasings if p.agent == name]
    for reader, text in turns:  # the embeddings, made once for both
        reader.understand(text)
    modules = _modules()
    print(f"{len(GATED)} gated patterns; {len(turns)} turns of {len(files)} sets; the rules alone, each turn read "
          "anew\n")
    times: dict[bool, list[list[float]]] = {False: [], True: []}
    decisions: dict[bool, list[str]] = {}
    for _ in range(args.rounds):
        for gates in (False, True):
            _swap(modules, gates)
            _forget()
            run, read = [], []
            for reader, text in turns:
                reader.readings = type(reader.readings)(reader.readings.size)
                start = time.perf_counter()
                understanding = reader.understand(text)
                run.append((time.perf_counter() - start) * 1000)
                read.append(repr(understanding))
            times[gates].append(run)
            decisions.setdefault(gates, read)
    _swap(modules, True)
    print(f"{'ms per turn':<14}{'mean':>8}{'p50':>8}{'p95':>8}{'p99':>8}")
    figures = {}
    for gates in (False, True):
        every = [t for run in times[gates] for t in run]
        figures[gates] = (statistics.mean(every), quantile(every, 0.5), quantile(every, 0.95), quantile(every, 0.99))
        print(f"{'gated' if gates else 'plain':<14}" + "".join(f"{x:>8.2f}" for x in figures[gates]))
    print(f"{'gated / plain':<14}" + "".join(f"{g / p:>8.3f}" for g, p in zip(figures[True], figures[False],
                                                                              strict=True)))
    same = decisions[False] == decisions[True]
    print(f"\ndecisions equal with and without the gates: {'yes' if same else 'NO'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
