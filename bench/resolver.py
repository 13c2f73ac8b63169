"""How much the learned resolver helps on callers it never learned from: each phrasing set left out
in turn, each agent's resolver trained on its sections of all the others, and the left-out set
decided by the rules alone and by the rules with that resolver (semantic matcher, no acting
check: the resolver only turns a question or a no match into a guideline that tells, so the two
do not meet). Same phrasings, same decisions of the rules, side by side.

Prints, per set and in all: accuracy, harmful actions (bench/understanding.py's judgement) and the
turns it changed, for each threshold in the sweep; the shipped THRESHOLD was chosen from these
totals before any set that judges a shipped resolver was scored with one. --judge scores a set no
resolver learned from against resolvers learned as the shipped ones are (every set but
heldout.yaml, which the tests judge, and the judging sets).

    python bench/resolver.py              # leave-one-set-out over heldout.yaml and blind..blind27; about 5 minutes
    python bench/resolver.py --judge tests/understanding/blind28.yaml   # or blind29.yaml, blind30.yaml
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from adapters.phrasings import load
from adapters.train_check import Reading, read
from tests.understanding.heldout import JUDGES, SETS, correct, harmful
from voice_agent.engine.resolver import STRENGTH, THRESHOLD, Resolver
from voice_agent.guidance import Guideline

SWEEP = (0.5, 0.6, 0.7, 0.8, 0.9)


def trained(readings: list[Reading], threshold: float = THRESHOLD) -> dict[str, Resolver]:
    """A resolver per agent (by its `module:factory`), each from that agent's readings."""
    return {agent: Resolver.fit(np.stack([r.vector for r in mine]), [r.phrasing.label for r in mine],
                                matcher=mine[0].understanding.matcher, strength=STRENGTH, threshold=threshold)
            for agent in sorted({r.factory for r in readings})
            for mine in [[r for r in readings if r.factory == agent]]}


def figures(readings: list[Reading], resolvers: dict[str, Resolver] | None,
            guidelines: dict[str, list[Guideline]], threshold: float = THRESHOLD) -> tuple[int, int, int, int]:
    """Right, harmful, changed by the resolver, and changed from wrong to right."""
    right = wrong = changed = fixed = 0
    at = {agent: (Resolver(x.weights, x.labels, x.matcher, threshold=threshold), x.choices(guidelines[agent]))
          for agent, x in (resolvers or {}).items()}  # each agent's resolver prepared once, not once a phrasing
    for r in readings:
        d = r.understanding.decision
        if r.factory in at:
            resolver, choices = at[r.factory]
            d = resolver.resolved(d, lambda r=r: r.vector, choices)
        right += correct(r.phrasing, d)
        wrong += harmful(r.phrasing, d)
        changed += d is not r.understanding.decision
        fixed += d is not r.understanding.decision and correct(r.phrasing, d) and not correct(r.phrasing, r.understanding.decision)
    return right, wrong, changed, fixed


async def agents_guidelines() -> dict[str, list[Guideline]]:
    factories, _ = load(SETS["heldout"])
    out = {}
    for factory in factories.values():
        agent = factory()
        await agent.ensure_setup()
        out[f"{factory.__module__}:{factory.__qualname__}"] = list(agent.guidelines)
    return out


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--judge", type=Path, help="a set no resolver learned from, scored against ones trained on every set")
    args = parser.parse_args()
    files = [path for path in SETS.values() if path not in JUDGES]
    readings = await read(files)  # every agent prepared once, not once a file
    guidelines = await agents_guidelines()
    by_file = {f: [r for r in readings if r.file == f] for f in files}
    total = sum(len(v) for v in by_file.values())
    if args.judge:
        judged = await read([args.judge])
        learned = [r for f, v in by_file.items() if f != SETS["heldout"] for r in v]
        (a, h, _, _), (b, k, c, x) = figures(judged, None, guidelines), figures(judged, trained(learned), guidelines)
        print(f"{args.judge}: {len(judged)} phrasings; resolvers learned from {len(learned)} phrasings of {len(files) - 1} other sets")
        print(f"  rules alone:         {a / len(judged):.1%} ({a}), {h} harmful")
        print(f"  rules and resolver:  {b / len(judged):.1%} ({b}), {k} harmful, {c} turns changed, {x} of them to right (threshold {THRESHOLD})")
        return 0
    print(f"leave one set out: {len(files)} sets, {total} phrasings; each set decided by the rules alone, "
          f"then with resolvers learned from the other {len(files) - 1}\n")
    resolvers = {f: trained([r for g, v in by_file.items() if g != f for r in v]) for f in files}
    base = [figures(v, None, guidelines) for v in by_file.values()]
    print(f"rules alone: {sum(b[0] for b in base) / total:.2%} ({sum(b[0] for b in base)}), "
          f"{sum(b[1] for b in base)} harmful\n")
    print(f"{'threshold':>9} {'accuracy':>17} {'harmful':>8} {'changed':>8} {'changed to right':>17}")
    for threshold in SWEEP:
        right = wrong = changed = fixed = 0
        for f, rs in by_file.items():
            a, h, c, x = figures(rs, resolvers[f], guidelines, threshold)
            right, wrong, changed, fixed = right + a, wrong + h, changed + c, fixed + x
        mark = "  <- shipped" if threshold == THRESHOLD else ""
        print(f"{threshold:>9.1f} {right / total:>9.2%} ({right:>4}) {wrong:>8} {changed:>8} {fixed:>17}{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
