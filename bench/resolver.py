"""How much the learned resolver helps on callers it never learned from: each phrasing set left out
in turn, each agent's resolver trained on its sections of all the others, and the left-out set
decided by the rules alone and by the rules with that resolver (semantic matcher, no acting
check: a guideline that acts, which the resolver may choose for a request, is counted as chosen,
though in a call the check may still ask instead). Same phrasings, same decisions of the rules,
side by side.

Prints, in all: accuracy, harmful actions (bench/understanding.py's judgement) and the turns it
changed, first for each THRESHOLD in a sweep with no guideline that acts chosen, then for each
ACTING_THRESHOLD in a sweep at the shipped THRESHOLD (both with no refusal), then for each
REFUSAL_THRESHOLD in a sweep at both shipped values, with the turns it declined or cancelled and how
many of those were labelled otherwise, then for each OVERRULE_THRESHOLD at all three, with the turns the
rules decided that it overruled (Resolver.overruled) and how many it made right and wrong; the shipped values were chosen from these totals before any
set that judges a shipped resolver was scored with one. --judge scores a set no
resolver learned from against resolvers learned as the shipped ones are (every set but
heldout.yaml, which the tests judge, and the judging sets).

    python bench/resolver.py              # leave-one-set-out over heldout.yaml and the sets not judging (a softmax on the vector); about 5 minutes
    python bench/resolver.py --judge tests/understanding/blind30.yaml   # or another judging set
    python bench/resolver.py --curve      # what more sets would give: learned from a quarter, half, ... of them; about 5 minutes
    python bench/resolver.py --units 256  # five folds decided side by side by a softmax on the vector and on 256 units; about 15 minutes
    python bench/resolver.py --words 4096 # five folds side by side: the vector alone, and with its words read beside it; about 10 minutes

--curve splits the sets (heldout.yaml and the judges left out) into five folds, in a fixed random
order; each fold is decided with resolvers learned from the first quarter, half, three quarters and
all of the other four folds' sets, and the gain over the rules alone is summed over the folds. --units N
decides the same five folds, each learned from the other four, by a softmax on the vector and one on N
units side by side; --words N by one on the vector alone and one with the words matched hashed into N
buckets beside it (`Resolver.features`). Everywhere else the resolvers are learned as the shipped ones
are (the vector and its words, WORDS buckets; no units).
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from adapters.train_check import Reading, matched, read
from tests.understanding.heldout import JUDGES, SETS, correct, harmful
from voice_agent.engine.acting_check import WORDS
from voice_agent.engine.decision import Choice
from voice_agent.engine.resolver import (
    OVERRULE_THRESHOLD,
    REFUSAL_THRESHOLD,
    REFUSALS,
    THRESHOLD,
    UNITS,
    Resolver,
    acting_threshold_for,
    asked_for,
    asks_to_act,
    strength_for,
)
from voice_agent.guidance import Guideline

SWEEP = (0.5, 0.6, 0.7, 0.8, 0.9)
OWN = -1.0  # `figures`: each resolver's own acting threshold
ACTING_SWEEP = (0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.98)
REFUSAL_SWEEP = (0.7, 0.8, 0.85, 0.9, 0.95)
OVERRULE_SWEEP = (0.8, 0.85, 0.9, 0.95, 0.98)


def trained(readings: list[Reading], threshold: float = THRESHOLD, units: int = UNITS,
            buckets: int = WORDS) -> dict[str, Resolver]:
    """A resolver per agent (by its `module:factory`), each from that agent's readings; `units`: as
    `Resolver.fit` takes them (0: a softmax on the vector itself); `buckets`: the words matched read
    beside the vector (0: the vector alone)."""
    return {agent: Resolver.fit(np.stack([r.vector for r in mine]), [r.phrasing.label for r in mine],
                                matcher=mine[0].understanding.matcher, strength=strength_for(units), threshold=threshold,
                                units=units, texts=[matched(r) for r in mine], buckets=buckets)
            for agent in sorted({r.factory for r in readings})
            for mine in [[r for r in readings if r.factory == agent]]}


def given(vector: Any) -> Callable[[], Any]:
    """The reading's vector, as `Resolver.resolved` asks for it."""
    return lambda: vector


def figures(readings: list[Reading], resolvers: dict[str, Resolver] | None,
            guidelines: dict[str, list[Guideline]], threshold: float = THRESHOLD,
            acting_threshold: float | None = OWN, refusal: float | None = None,
            overrule: float | None = None) -> tuple[int, int, int, int]:
    """Right, harmful, changed by the resolver, and changed from wrong to right; with
    `acting_threshold` None, no guideline that acts is chosen; OWN: each resolver's own; with
    `refusal` None, no turn is declined or cancelled (REFUSALS), else at that threshold (OWN: its own);
    with `overrule` None, no decided turn is overruled, else at that threshold (OWN: its own)."""
    right = wrong = changed = fixed = 0
    at: dict[str, tuple[Resolver, dict[str, Guideline], dict[str, Guideline]]] = {agent: (replace(x, threshold=threshold, acting_threshold=x.acting_threshold if acting_threshold == OWN
                          else acting_threshold or 1.0, refusal_threshold=x.refusal_threshold if refusal is None or refusal == OWN else refusal,
                          overrule_threshold=math.inf if overrule is None else x.overrule_threshold if overrule == OWN else overrule),
                  x.choices(guidelines[agent]), x.choices(guidelines[agent], asked_for) if acting_threshold else {})
          for agent, x in (resolvers or {}).items()}  # each agent's resolver prepared once, not once a phrasing
    for r in readings:
        d = r.understanding.decision
        if r.factory in at:
            resolver, choices, acting = at[r.factory]
            asks = asks_to_act(r.understanding.act, r.phrasing.text)
            d = resolver.resolved(d, given(resolver.features(r.vector, matched(r))), choices, acting if asks else None,
                                  None if refusal is None else r.understanding.act)
        right += correct(r.phrasing, d)
        wrong += harmful(r.phrasing, d)
        changed += d is not r.understanding.decision
        fixed += d is not r.understanding.decision and correct(r.phrasing, d) and not correct(r.phrasing, r.understanding.decision)
    return right, wrong, changed, fixed


def agents_guidelines(readings: list[Reading]) -> dict[str, list[Guideline]]:
    """Each agent's guidelines, the very objects its readings' decisions name (a resolver
    resolves a question only to one of its candidates, compared as objects: another instance of
    the same agent has guidelines equal to none of them)."""
    return {r.factory: list(r.guidelines) for r in readings}


def curve(by_file: dict[Path, list[Reading]], guidelines: dict[str, list[Guideline]]) -> None:
    """The learning curve: five folds, each decided by resolvers learned from a growing share of the
    other folds' sets (heldout.yaml left out, as from the shipped resolvers)."""
    order = [f for f in by_file if f != SETS["heldout"]]
    random.Random(7).shuffle(order)
    folds = [order[i::5] for i in range(5)]
    total = sum(len(by_file[f]) for f in order)
    print(f"five folds of {len(order)} sets, {total} phrasings; each fold decided with resolvers learned "
          f"from a share of the other folds' sets\n")
    print(f"{'share':>6} {'sets learned from':>18} {'phrasings':>10} {'rules alone':>12} {'with resolver':>14} {'gain':>6} {'harmful':>8}")
    for share in (0.25, 0.5, 0.75, 1.0):
        right = base = wrong = before = learned = 0
        for fold in folds:
            rest = [f for f in order if f not in fold]
            use = rest[:max(1, round(len(rest) * share))]
            readings = [r for f in use for r in by_file[f]]
            test = [r for f in fold for r in by_file[f]]
            (a, h, _, _), (b, k, _, _) = figures(test, None, guidelines), figures(test, trained(readings, units=0), guidelines)
            base, right, before, wrong, learned = base + a, right + b, before + h, wrong + k, learned + len(readings)
        print(f"{share:>6.0%} {round(len(order) * 0.8 * share):>18} {learned // 5:>10} {base / total:>12.2%} "
              f"{right / total:>14.2%} {right - base:>+6} {before:>3} -> {wrong}")


def side_by_side(by_file: dict[Path, list[Reading]], guidelines: dict[str, list[Guideline]],
                 kinds: dict[str, dict[str, int]]) -> None:
    """Five folds (the curve's), each decided by two kinds of resolver (`kinds`: a name, and
    `trained`'s `units` and `buckets`), both learned from the other four folds' sets: the same
    phrasings, the same decisions of the rules, at each pair of thresholds, then at every threshold
    as shipped (refusals and overruling too)."""
    order = [f for f in by_file if f != SETS["heldout"]]
    random.Random(7).shuffle(order)
    folds = [order[i::5] for i in range(5)]
    total = sum(len(by_file[f]) for f in order)
    pairs: list[tuple[Any, ...]] = [*((t, None) for t in SWEEP), *((THRESHOLD, a) for a in ACTING_SWEEP),
                                    (THRESHOLD, OWN, OWN, OWN)]
    sums = {(kind, p): [0, 0, 0, 0] for kind in kinds for p in pairs}
    base = [0, 0]
    for fold in folds:
        learned = [r for f in order if f not in fold for r in by_file[f]]
        test = [r for f in fold for r in by_file[f]]
        a, h, _, _ = figures(test, None, guidelines)
        base = [base[0] + a, base[1] + h]
        for kind, how in kinds.items():
            resolvers = trained(learned, **how)
            for p in pairs:
                sums[kind, p] = [x + y for x, y in zip(sums[kind, p], figures(test, resolvers, guidelines, *p), strict=True)]
    print(f"five folds of {len(order)} sets, {total} phrasings, each decided with resolvers learned from the other "
          f"four folds' sets; the rules alone: {base[0] / total:.2%} ({base[0]}), {base[1]} harmful\n")
    print(f"{'threshold':>9} {'acting':>7} | " + " | ".join(f"{kind:>42}" for kind in kinds))
    for p in pairs:
        cells = [f"{r / total:>7.2%} ({r:>5}) {h:>3} harmful {c:>4} changed {c - x:>3} not to right"
                 for r, h, c, x in (sums[kind, p] for kind in kinds)]
        name = ("as shipped, refusals and overruling too", "") if len(p) > 2 else (f"{p[0]:.2f}", p[1] or "-")
        print(f"{name[0]:>9} {name[1]:>7} | " + " | ".join(f"{c:>42}" for c in cells))


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--judge", type=Path, help="a set no resolver learned from, scored against ones trained on every set")
    parser.add_argument("--curve", action="store_true", help="the gain over the rules as the resolvers learn from more sets")
    parser.add_argument("--units", type=int, default=None, metavar="N",
                        help="five folds decided side by side by a softmax on the vector and one on N rectified units")
    parser.add_argument("--words", type=int, default=None, metavar="N",
                        help="five folds decided side by side by a softmax on the vector alone and one with its words in N buckets")
    args = parser.parse_args()
    files = [path for path in SETS.values() if path not in JUDGES]
    readings = await read(files)  # every agent prepared once, not once a file
    guidelines = agents_guidelines(readings)
    by_file = {f: [r for r in readings if r.file == f] for f in files}
    total = sum(len(v) for v in by_file.values())
    if args.judge:
        judged = await read([args.judge])
        learned = [r for f, v in by_file.items() if f != SETS["heldout"] for r in v]
        mine = agents_guidelines(judged)  # the judged readings name their own agents' guidelines
        (a, h, _, _), (b, k, c, x) = figures(judged, None, mine), figures(judged, trained(learned), mine, refusal=OWN,
                                                                          overrule=OWN)
        print(f"{args.judge}: {len(judged)} phrasings; resolvers learned from {len(learned)} phrasings of {len(files) - 1} other sets")
        print(f"  rules alone:         {a / len(judged):.1%} ({a}), {h} harmful")
        print(f"  rules and resolver:  {b / len(judged):.1%} ({b}), {k} harmful, {c} turns changed, {x} of them to right "
              f"(threshold {THRESHOLD}, for a guideline that acts {acting_threshold_for(UNITS)}, "
              f"for a refusal {REFUSAL_THRESHOLD}, overruling {OVERRULE_THRESHOLD})")
        return 0
    if args.curve:
        curve(by_file, guidelines)
        return 0
    if args.units:
        side_by_side(by_file, guidelines, {"softmax on the vector": {"units": 0, "buckets": 0},
                                           f"on {args.units} rectified units": {"units": args.units, "buckets": 0}})
        return 0
    if args.words:
        side_by_side(by_file, guidelines, {"the vector alone": {"buckets": 0},
                                           f"with its words in {args.words} buckets": {"buckets": args.words}})
        return 0
    print(f"leave one set out: {len(files)} sets, {total} phrasings; each set decided by the rules alone, "
          f"then with resolvers learned from the other {len(files) - 1}\n")
    # a softmax on the vector: a layer of units learned once a set left out would take hours (--units compares them)
    resolvers = {f: trained([r for g, v in by_file.items() if g != f for r in v], units=0) for f in files}
    base = [figures(v, None, guidelines) for v in by_file.values()]
    print(f"rules alone: {sum(b[0] for b in base) / total:.2%} ({sum(b[0] for b in base)}), "
          f"{sum(b[1] for b in base)} harmful\n")
    print(f"{'threshold':>9} {'acting':>7} {'accuracy':>17} {'harmful':>8} {'changed':>8} {'changed to right':>17}")
    for threshold, acting in [*((t, None) for t in SWEEP), *((THRESHOLD, a) for a in ACTING_SWEEP)]:
        right = wrong = changed = fixed = 0
        for f, rs in by_file.items():
            a, h, c, x = figures(rs, resolvers[f], guidelines, threshold, acting)
            right, wrong, changed, fixed = right + a, wrong + h, changed + c, fixed + x
        mark = "  <- shipped for that kind" if (threshold, acting) == (THRESHOLD, acting_threshold_for(0)) else ""
        print(f"{threshold:>9.2f} {acting or '-':>7} {right / total:>9.2%} ({right:>4}) {wrong:>8} {changed:>8} {fixed:>17}{mark}")
    refusals(by_file, resolvers, guidelines)
    overrules(by_file, resolvers, guidelines)
    return 0


def refusals(by_file: dict[Path, list[Reading]], resolvers: dict[Path, dict[str, Resolver]],
             guidelines: dict[str, list[Guideline]]) -> None:
    """The leave-one-set-out at the shipped thresholds, declining or cancelling (REFUSALS) the turns
    the rules left open at each refusal threshold: all it changed, and the refusals among them of
    turns labelled neither a refusal nor a cancelling (each a turn answered wrongly that way)."""
    total = sum(len(v) for v in by_file.values())
    print(f"\n{'refusal':>9} {'accuracy':>17} {'harmful':>8} {'changed':>8} {'refused':>8} {'of another label':>17}")
    for refusal in REFUSAL_SWEEP:
        right = wrong = changed = refused = other = 0
        for f, rs in by_file.items():
            a, h, c, _ = figures(rs, resolvers[f], guidelines, THRESHOLD, OWN, refusal)
            right, wrong, changed = right + a, wrong + h, changed + c
            for r in rs:  # the same turns again, one at a time, to count the refusals
                x = resolvers[f].get(r.factory)
                if x is None:
                    continue
                d = replace(x, refusal_threshold=refusal).resolved(r.understanding.decision, given(x.features(r.vector, matched(r))), {}, None,
                                                                   r.understanding.act)
                if d.choice in REFUSALS.values() and d is not r.understanding.decision:
                    refused += 1
                    other += r.phrasing.label not in REFUSALS
        mark = "  <- shipped" if refusal == REFUSAL_THRESHOLD else ""
        print(f"{refusal:>9.2f} {right / total:>9.2%} ({right:>4}) {wrong:>8} {changed:>8} {refused:>8} {other:>17}{mark}")



def overrules(by_file: dict[Path, list[Reading]], resolvers: dict[Path, dict[str, Resolver]],
              guidelines: dict[str, list[Guideline]]) -> None:
    """The leave-one-set-out at the shipped thresholds and refusals, overruling the turns the rules
    decided as a guideline that only tells or as CANNOT (`Resolver.overruled`) at each threshold: the
    turns it changed, and of them those changed to right and to wrong."""
    total = sum(len(v) for v in by_file.values())
    print(f"\n{'overrule':>9} {'accuracy':>17} {'harmful':>8} {'overruled':>10} {'to right':>9} {'to wrong':>9}")
    for overrule in OVERRULE_SWEEP:
        right = wrong = changed = better = worse = 0
        for f, rs in by_file.items():
            a, h, _, _ = figures(rs, resolvers[f], guidelines, THRESHOLD, OWN, OWN, overrule)
            right, wrong = right + a, wrong + h
            for r in rs:  # the decided turns again, one at a time, to count what it overruled
                x = resolvers[f].get(r.factory)
                d = r.understanding.decision
                if x is None or d.choice in (Choice.CLARIFY, Choice.NO_MATCH):
                    continue
                e = replace(x, overrule_threshold=overrule).overruled(d, given(x.features(r.vector, matched(r))), x.choices(guidelines[r.factory]),
                                                                      r.understanding.act)
                if e is not d:
                    changed += 1
                    better += correct(r.phrasing, e) and not correct(r.phrasing, d)
                    worse += correct(r.phrasing, d) and not correct(r.phrasing, e)
        mark = "  <- shipped" if overrule == OVERRULE_THRESHOLD else ""
        print(f"{overrule:>9.2f} {right / total:>9.2%} ({right:>4}) {wrong:>8} {changed:>10} {better:>9} {worse:>9}{mark}")


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
