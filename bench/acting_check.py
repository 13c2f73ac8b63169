"""How much the learned acting check helps on callers it never learned from: each phrasing set
left out in turn, the check trained on all the others, and the left-out set decided by the rules
alone and by the rules with that check (semantic matcher). Same phrasings, same decisions of
the rules, side by side; the check only turns an action or a handoff into a question.

Prints, per set and in all: accuracy and harmful actions (bench/understanding.py's judgement),
for each penalty strength and threshold in the sweep: the shipped STRENGTH and THRESHOLD were
chosen from these totals, before the first judging set (blind28) was scored with a check.
--judge scores a set no check learned from against a check learned as the shipped one is (every
set but heldout.yaml, which the tests judge, and the judging set).

    python bench/acting_check.py              # leave-one-set-out over heldout.yaml and blind..blind27
    python bench/acting_check.py --judge tests/understanding/blind30.yaml   # or blind31.yaml, blind32.yaml
    python bench/acting_check.py --words 4096   # five folds: a check on the vector alone and one reading its words too

The checks are learned as the shipped one is: the words matched read beside the vector (WORDS buckets).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from adapters.train_check import Reading, matched, read
from tests.understanding.heldout import JUDGES, SETS, correct, harmful
from voice_agent.engine.acting_check import STRENGTH, THRESHOLD, WORDS, ActingCheck


def figures(readings: list[Reading], check: ActingCheck | None) -> tuple[int, int]:
    right = wrong = 0
    for r in readings:
        d = r.understanding.decision
        if check is not None:
            d = check.checked(d, lambda r=r, c=check: c.features(r.vector, matched(r)))
        right += correct(r.phrasing, d)
        wrong += harmful(r.phrasing, d)
    return right, wrong


def fitted(readings: list[Reading], strength: float, buckets: int = WORDS) -> ActingCheck:
    """A check learned from `readings` as the shipped one is (the words matched beside the vector, unless `buckets` 0)."""
    return ActingCheck.fit(np.stack([r.vector for r in readings]), [r.kind for r in readings],
                           matcher=readings[0].understanding.matcher, strength=strength,
                           texts=[matched(r) for r in readings], buckets=buckets)


def with_words(by_file: dict[Path, list[Reading]], buckets: int) -> None:
    """Five folds (bench/resolver.py's), each decided by the rules with a check on the vector alone and with
    one reading the words beside it, both learned from the other four folds' sets, at the shipped threshold."""
    order = [f for f in by_file if f != SETS["heldout"]]
    random.Random(7).shuffle(order)
    folds = [order[i::5] for i in range(5)]
    total = sum(len(by_file[f]) for f in order)
    sums = {0: [0, 0, 0], buckets: [0, 0, 0]}
    base = [0, 0]
    for fold in folds:
        learned = [r for f in order if f not in fold for r in by_file[f]]
        test = [r for f in fold for r in by_file[f]]
        a, h = figures(test, None)
        base = [base[0] + a, base[1] + h]
        for kind in sums:
            check = fitted(learned, STRENGTH, kind)
            right, wrong = figures(test, check)
            asked = sum(check.checked(r.understanding.decision, lambda r=r, c=check: c.features(r.vector, matched(r)))
                        is not r.understanding.decision for r in test)
            sums[kind] = [sums[kind][0] + right, sums[kind][1] + wrong, sums[kind][2] + asked]
    print(f"five folds of {len(order)} sets, {total} phrasings, each decided with checks learned from the other four "
          f"folds' sets (threshold {THRESHOLD}); the rules alone: {base[0] / total:.2%} ({base[0]}), {base[1]} harmful")
    for kind, (right, wrong, asked) in sums.items():
        name = "the vector alone" if not kind else f"with its words in {kind} buckets"
        print(f"  {name:>34}: {right / total:.2%} ({right}), {wrong} harmful, asked instead of acting on {asked}")


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--judge", type=Path, help="a set no check learned from, scored against one trained on every set")
    parser.add_argument("--words", type=int, default=None, metavar="N",
                        help="five folds side by side: a check on the vector alone and one with its words in N buckets")
    args = parser.parse_args()
    files = [path for path in SETS.values() if path not in JUDGES]
    readings = await read(files)  # every agent prepared once, not once a file
    by_file = {f: [r for r in readings if r.file == f] for f in files}
    total = sum(len(v) for v in by_file.values())
    if args.words:
        with_words(by_file, args.words)
        return 0
    if args.judge:
        judged = await read([args.judge])
        check = fitted([r for f, v in by_file.items() if f != SETS["heldout"] for r in v], STRENGTH)
        (a, h), (b, k) = figures(judged, None), figures(judged, check)
        learned = sum(len(v) for f, v in by_file.items() if f != SETS["heldout"])
        print(f"{args.judge}: {len(judged)} phrasings; check learned from {learned} phrasings of {len(files) - 1} other sets")
        print(f"  rules alone:      {a / len(judged):.1%} ({a}), {h} harmful")
        print(f"  rules and check:  {b / len(judged):.1%} ({b}), {k} harmful (threshold {THRESHOLD}, strength {STRENGTH})")
        return 0
    print(f"leave one set out: {len(files)} sets, {total} phrasings; each set decided by the rules alone, "
          f"then with a check learned from the other {len(files) - 1}\n")
    base = [figures(v, None) for v in by_file.values()]
    print(f"rules alone: {sum(a for a, _ in base) / total:.2%} ({sum(a for a, _ in base)}), "
          f"{sum(h for _, h in base)} harmful\n")
    print(f"{'strength':>9} {'threshold':>9} {'accuracy':>17} {'harmful':>8} {'asked instead':>14}")
    for strength in (1e-4, 3e-5, 1e-5):
        checks = {f: fitted([r for g, v in by_file.items() if g != f for r in v], strength) for f in files}
        for threshold in (0.1, 0.2, 0.3):
            right = wrong = asked = 0
            for f, readings in by_file.items():
                check = replace(checks[f], threshold=threshold)
                a, h = figures(readings, check)
                right, wrong = right + a, wrong + h
                asked += sum(check.checked(r.understanding.decision, lambda r=r, c=check: c.features(r.vector, matched(r)))
                             is not r.understanding.decision
                             for r in readings)
            mark = "  <- shipped" if (strength, threshold) == (STRENGTH, THRESHOLD) else ""
            print(f"{strength:>9g} {threshold:>9.1f} {right / total:>9.2%} ({right:>4}) {wrong:>8} {asked:>14}{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
