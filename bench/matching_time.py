"""Matching time per turn of the default pipeline (rules, learned check and resolver), as a process
runs it: one embedder, every phrasing of every set decided once, set by set. The issue's goal is
p95 <= 15 ms on 2 cores.

Machines differ, and so does one machine between days (the same code read p95 15.8 ms in stop 31
and 12.2 ms in stop 32, bench/reading_ahead.py, both quiet). So the bench also times a yardstick
on the same machine in the same minute: one 29-token text embedded alone on one thread (the
model's own speed, which no rule changes), median of 50 runs, before and after the sets. Each
set's p95 is printed in ms and in yardsticks, so two runs on different machines compare by the
second figure.

    python bench/matching_time.py                       # every set (about 9,000 turns, 2 minutes)
    python bench/matching_time.py --set tests/understanding/blind10.yaml --set ...
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.understanding import load
from tests.understanding.heldout import SETS
from voice_agent.engine.embedding import EmbeddingMatcher, SentenceEmbedder
from voice_agent.engine.understand import Understander

YARDSTICK = ("hello there, i was wondering whether you could help me with the flight my sister booked for "
             "the two of us to lisbon next friday")


def yardstick(embedder: SentenceEmbedder, first: int = 0) -> float:
    """Median ms to embed one 29-token text alone on one thread, 50 times: texts ending in the numbers
    from `first` on, each new to the embedder (none is served from its cache)."""
    times = []
    for i in range(first, first + 50):
        text = f"{YARDSTICK} {i}"
        t = time.perf_counter()
        embedder.embed([text])
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def quantile(times: list[float], q: float) -> float:
    ordered = sorted(times)
    return ordered[int(q * (len(ordered) - 1))]


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", type=Path, action="append", help="a phrasing file (repeatable); default: every set")
    args = parser.parse_args()
    files = args.set or list(SETS.values())
    embedder = SentenceEmbedder()
    one_thread = SentenceEmbedder(wide_from=None)
    before = yardstick(one_thread)
    print(f"yardstick (one 29-token text, one thread, median of 50): {before:.2f} ms\n")
    print(f"{'set':<14}{'turns':>7}{'p50':>8}{'p95':>8}{'p99':>8}   p95 in yardsticks")
    every: list[float] = []
    worst = ("", 0.0)
    for path in files:
        factories, phrasings = load(path)
        times: list[float] = []
        for name, factory in factories.items():
            agent = factory()
            await agent.ensure_setup()
            reader = Understander(agent.guidelines, agent.terms, EmbeddingMatcher(embedder),
                                  check=agent.acting_check, resolver=agent.resolver)
            for p in (p for p in phrasings if p.agent == name):
                t = time.perf_counter()
                reader.understand(p.text)
                times.append((time.perf_counter() - t) * 1000)
        every += times
        p95 = quantile(times, 0.95)
        worst = max(worst, (path.stem, p95), key=lambda w: w[1])
        print(f"{path.stem:<14}{len(times):>7}{statistics.median(times):>8.2f}{p95:>8.2f}{quantile(times, 0.99):>8.2f}"
              f"   {p95 / before:.2f}")
    after = yardstick(one_thread, first=50)
    print(f"\n{'all':<14}{len(every):>7}{statistics.median(every):>8.2f}{quantile(every, 0.95):>8.2f}"
          f"{quantile(every, 0.99):>8.2f}   {quantile(every, 0.95) / before:.2f}")
    print(f"slowest set at p95: {worst[0]} {worst[1]:.2f} ms; yardstick after the sets: {after:.2f} ms "
          f"(before: {before:.2f}; a large change means the machine's load changed during the run)")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
