"""What reading ahead gains in matching time (`SentenceEmbedder.ahead`): the default pipeline (rules,
learned check and resolver) with reading ahead against the same without it, turn by turn, the two
interleaved (which goes first alternates), each with an embedder of its own so that neither is
served from the other's cache. Same phrasings, same agents, same machine, same minute: like with
like. Prints p50, p90, p95 and p99 of each and their ratio; decisions are the same by design (the
texts read ahead are embedded alone, as they would be when asked for), and it counts any that
differ.

The gain needs a second core that is idle while the turn is embedded: on a machine whose every
core is busy, the texts read ahead wait as they would have one after the other.

    python bench/reading_ahead.py                      # the three judging sets and the two before them
    python bench/reading_ahead.py --set tests/understanding/blind30.yaml
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.understanding import load, pipeline
from tests.understanding.heldout import SETS
from voice_agent.engine.embedding import EmbeddingMatcher, SentenceEmbedder

DEFAULT_SETS = ("blind28", "blind29", "blind30", "blind31", "blind32")


def quantiles(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    at = {q: times[int(q / 100 * (len(times) - 1))] for q in (90, 95, 99)}
    return {"p50": statistics.median(times), "p90": at[90], "p95": at[95], "p99": at[99]}


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", type=Path, action="append", help="a phrasing file (repeatable); default: blind28-32")
    args = parser.parse_args()
    files = args.set or [SETS[name] for name in DEFAULT_SETS]
    times: dict[str, list[float]] = {"reading ahead": [], "nothing ahead": []}
    differ = 0
    for path in files:
        factories, phrasings = load(path)
        for name, factory in factories.items():
            agent = factory()
            await agent.ensure_setup()
            decide = {"reading ahead": pipeline(agent, EmbeddingMatcher(SentenceEmbedder()), agent.acting_check, agent.resolver),
                      "nothing ahead": pipeline(agent, EmbeddingMatcher(SentenceEmbedder(), ahead=False),
                                                agent.acting_check, agent.resolver)}
            for way in decide.values():  # warm-up on other words
                for i in range(20):
                    way(f"a warm-up sentence number {i}")
            for k, p in enumerate(p for p in phrasings if p.agent == name):
                made = {}
                for way in (("reading ahead", "nothing ahead") if k % 2 else ("nothing ahead", "reading ahead")):
                    t = time.perf_counter()
                    made[way] = decide[way](p.text)
                    times[way].append((time.perf_counter() - t) * 1000)
                differ += made["reading ahead"].describe() != made["nothing ahead"].describe()
    print(f"{', '.join(f.stem for f in files)}: {len(times['reading ahead'])} turns, each decided both ways, interleaved; "
          f"decisions that differ: {differ}\n")
    stats = {way: quantiles(v) for way, v in times.items()}
    print(f"{'matching ms per turn':<22}" + "".join(f"{q:>9}" for q in stats["reading ahead"]))
    for way, row in stats.items():
        print(f"{way:<22}" + "".join(f"{v:>9.2f}" for v in row.values()))
    print(f"{'ratio':<22}" + "".join(f"{stats['reading ahead'][q] / stats['nothing ahead'][q]:>9.2f}" for q in stats["reading ahead"]))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
