"""What the second core gains in matching time: reading ahead (`SentenceEmbedder.ahead` and
`beside`) and long texts on two threads (`TwoWidths`). Four ways of the default pipeline (rules,
learned check and resolver), turn by turn, interleaved (the order rotates), each with an embedder
of its own so that none is served from another's cache:

- "reading ahead" (the default): the turn's likely words are embedded while a helper thread reads
  the speech act (`Understander._likely_query`), and the texts its reading scores next (its last
  request, the words around a thing) beside them; a text of `WIDE_TOKENS` tokens or more runs on
  two threads;
- "one thread a text": the same, but every text runs on one thread (the default until stop 31);
- "its words not ahead": and only the texts scored next go ahead (the default until stop 30);
- "nothing ahead": every text is embedded when asked for, on one thread (`EmbeddingMatcher(ahead=
  False)`, `SentenceEmbedder(wide_from=None)`): a turn on one core.

Same phrasings, same agents, same machine, same minute: like with like. Prints p50, p90, p95 and
p99 of each and their ratios to "nothing ahead"; decisions are the same by design (a text read
ahead is embedded alone, as it would be when asked for), and it counts any that differ, and how
many turns' likely words were not the words matched (an embedding spent for nothing).

The gain needs a second core that is idle while the turn is read: on a machine whose every core
is busy, the texts read ahead wait as they would have one after the other.

    python bench/reading_ahead.py                      # blind31-35: 1,000 turns
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

from bench.understanding import load
from tests.understanding.heldout import SETS
from voice_agent.engine.embedding import WIDE_TOKENS, EmbeddingMatcher, SentenceEmbedder
from voice_agent.engine.understand import Understander

DEFAULT_SETS = ("blind31", "blind32", "blind33", "blind34", "blind35")


def quantiles(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    at = {q: times[int(q / 100 * (len(times) - 1))] for q in (90, 95, 99)}
    return {"p50": statistics.median(times), "p90": at[90], "p95": at[95], "p99": at[99]}


class ItsWordsNotAhead(Understander):
    """The default pipeline but for the turn's own words, which are embedded when scored."""

    def _likely_query(self, masked: str, said: str) -> str:
        return ""  # an empty text is never sent ahead


class Scoring(EmbeddingMatcher):
    """The matcher, keeping the texts it scored for the last turn."""

    def __init__(self, embedder: SentenceEmbedder, *, ahead: bool) -> None:
        super().__init__(embedder, ahead=ahead)
        self.scored: list[str] = []

    def scores(self, text: str) -> dict[str, float]:
        self.scored.append(text)
        return super().scores(text)


WAYS = ("reading ahead", "one thread a text", "its words not ahead", "nothing ahead")


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", type=Path, action="append", help="a phrasing file (repeatable); default: blind31-35")
    args = parser.parse_args()
    files = args.set or [SETS[name] for name in DEFAULT_SETS]
    times: dict[str, list[float]] = {way: [] for way in WAYS}
    differ = missed = 0
    for path in files:
        factories, phrasings = load(path)
        for name, factory in factories.items():
            agent = factory()
            await agent.ensure_setup()
            made_by = {way: ItsWordsNotAhead if way == "its words not ahead" else Understander for way in WAYS}
            wide = {way: WIDE_TOKENS if way == "reading ahead" else None for way in WAYS}
            readers = {way: made_by[way](agent.guidelines, agent.terms,
                                         Scoring(SentenceEmbedder(wide_from=wide[way]), ahead=way != "nothing ahead"),
                                         check=agent.acting_check, resolver=agent.resolver) for way in WAYS}
            for reader in readers.values():  # warm-up on other words
                for i in range(20):
                    reader.understand(f"a warm-up sentence number {i}")
            for k, p in enumerate(p for p in phrasings if p.agent == name):
                made = {}
                matcher = readers["reading ahead"].matcher
                assert isinstance(matcher, Scoring)
                matcher.scored.clear()
                for way in WAYS[k % len(WAYS):] + WAYS[: k % len(WAYS)]:
                    t = time.perf_counter()
                    made[way] = readers[way].understand(p.text)
                    times[way].append((time.perf_counter() - t) * 1000)
                first = made["reading ahead"]
                differ += any(u.decision.describe() != first.decision.describe() for u in made.values())
                likely = readers["reading ahead"]._likely_query(first.masked, p.text)
                missed += bool(likely) and likely not in matcher.scored
    turns = len(times["reading ahead"])
    print(f"{', '.join(f.stem for f in files)}: {turns} turns, each decided the {len(WAYS)} ways, interleaved; "
          f"decisions that differ: {differ}; turns whose likely words were not the words matched: {missed}\n")
    stats = {way: quantiles(v) for way, v in times.items()}
    print(f"{'matching ms per turn':<26}" + "".join(f"{q:>9}" for q in stats["reading ahead"]))
    for way, row in stats.items():
        print(f"{way:<26}" + "".join(f"{v:>9.2f}" for v in row.values()))
    for way in WAYS[:-1]:
        print(f"{'ratio, ' + way:<26}" + "".join(f"{stats[way][q] / stats['nothing ahead'][q]:>9.2f}" for q in stats[way]))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
