"""The rules alone on every phrasing set: one line per set of `tests/understanding/heldout.py`'s
SETS, `name right/total harmful`, then `ALL right/total harmful N`. The rules alone are the
semantic column of `bench/understanding.py` (the embedding matcher and the rules, no learned check,
no resolver): the same decisions, one process, set after set.

A round of rules is checked with it: the reading of every set at the round's start and at its end,
joined, must show no set that lost a turn or gained a wrong action (docs/understanding.md).

    python bench/every_set.py > start.txt                 # every set (about 30,000 turns, 3-5 minutes)
    python bench/every_set.py --only blind146 --misses    # one set, each wrong decision listed
    python bench/every_set.py --skip blind43,blind44      # every set but the judges named
    join <(sort start.txt) <(sort end.txt) | awk '$2!=$4 || $3!=$5'   # what a change moved
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.understanding.heldout import SETS, correct, harmful, load
from voice_agent.engine.embedding import EmbeddingMatcher
from voice_agent.engine.understand import Understander


def names(only: str, skip: str) -> list[str]:
    """The sets to read, in SETS' order: those named in `only` (all when empty) but those in `skip`."""
    wanted = {n for n in only.split(",") if n}
    left_out = {n for n in skip.split(",") if n}
    unknown = (wanted | left_out) - set(SETS)
    if unknown:
        raise SystemExit(f"no such set: {', '.join(sorted(unknown))}; the sets are those of "
                         "tests/understanding/heldout.py's SETS (heldout, blind, blind2, ...)")
    return [n for n in SETS if (not wanted or n in wanted) and n not in left_out]


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="comma-separated set names to read (default: every set)")
    parser.add_argument("--skip", default="", help="comma-separated set names to leave out")
    parser.add_argument("--misses", action="store_true", help="list each wrong decision under its set")
    args = parser.parse_args()
    understanders: dict[str, Understander] = {}
    total = right_all = harmful_all = 0
    for name in names(args.only, args.skip):
        factories, phrasings = load(SETS[name])
        right = wrong_actions = 0
        misses: list[str] = []
        for p in phrasings:
            if p.agent not in understanders:
                agent = factories[p.agent]()
                await agent.ensure_setup()
                understanders[p.agent] = Understander(agent.guidelines, agent.terms, EmbeddingMatcher())
            decision = understanders[p.agent].understand(p.text).decision
            ok, harm = correct(p, decision), harmful(p, decision)
            right += ok
            wrong_actions += harm
            if not ok:
                misses.append(f"  {'HARMFUL ' if harm else ''}[{p.agent} {p.label}] {p.text!r} -> {decision.describe()}")
        print(f"{name} {right}/{len(phrasings)} {wrong_actions}", flush=True)
        if args.misses and misses:
            print("\n".join(misses), flush=True)
        total += len(phrasings)
        right_all += right
        harmful_all += wrong_actions
    print(f"ALL {right_all}/{total} harmful {harmful_all}")
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
