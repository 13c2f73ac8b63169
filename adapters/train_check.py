"""`voice-agent train-check FILE.yaml ... -o CHECK.npz`: learn the acting check from labelled
callers' words (docs/understanding.md "## The learned acting check"); `voice-agent
train-resolver FILE.yaml ... --agent MODULE:FACTORY -o RESOLVER.npz`: learn one agent's resolver
from the same files ("## The learned resolver").

Each phrasing is read the way a turn reads it (masking, speech act, the words matched), and the
vector the matcher scored is kept with the kind of thing its label asks for (an action, a person,
being told something, or one of the `not:` kinds). A softmax over those kinds is fitted and saved
with the matcher's name. An agent takes the file as `Agent(..., acting_check="CHECK.npz")`.
Keep the phrasings you judge the agent on out of the files you train on.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adapters.phrasings import Phrasing

if TYPE_CHECKING:
    from voice_agent.engine.understand import Understander, Understanding
    from voice_agent.guidance import Guideline


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "train-check", help="learn the acting check from phrasing files labelled with what callers ask",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", type=Path, help="phrasing files (adapters/phrasings.py: the format)")
    parser.add_argument("-o", "--output", type=Path, required=True, help="where to write the check (.npz)")
    parser.add_argument("--threshold", type=float, default=None,
                        help="ask instead of acting under this probability (default 0.2: higher asks more often)")
    parser.add_argument("--words", type=int, default=None, metavar="N",
                        help="read the words matched beside the vector, hashed into N buckets (default 4096; 0: the "
                             "vector alone)")
    parser.set_defaults(func=run_train_check)
    parser = subparsers.add_parser(
        "train-resolver", help="learn one agent's resolver (turns the rules leave open) from phrasing files",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", type=Path, help="phrasing files (adapters/phrasings.py: the format)")
    parser.add_argument("--agent", required=True, metavar="MODULE:FACTORY",
                        help="the agent whose sections it learns from, as the files' `agent:` lines name it")
    parser.add_argument("-o", "--output", type=Path, required=True, help="where to write the resolver (.npz)")
    parser.add_argument("--threshold", type=float, default=None,
                        help="choose a guideline from this probability on (default 0.6: higher chooses less often)")
    parser.add_argument("--units", type=int, default=None, metavar="N",
                        help="read the vector through a layer of N rectified units first (default 0: a softmax on the "
                             "vector itself; with units a guideline that acts is chosen at 0.98 rather than 0.85)")
    parser.add_argument("--words", type=int, default=None, metavar="N",
                        help="read the words matched beside the vector, hashed into N buckets (default 4096; 0: the "
                             "vector alone)")
    parser.set_defaults(func=run_train_resolver)


def run_train_check(args: argparse.Namespace) -> int:
    from voice_agent import ConfigurationError

    try:
        summary = asyncio.run(train(args.files, args.output, args.threshold, args.words))
    except ConfigurationError as exc:
        print(f"voice-agent train-check: {exc}", file=sys.stderr)
        return 2
    print(summary)
    return 0


def run_train_resolver(args: argparse.Namespace) -> int:
    from voice_agent import ConfigurationError

    try:
        summary = asyncio.run(train_resolver(args.files, args.agent, args.output, args.threshold, args.units, args.words))
    except ConfigurationError as exc:
        print(f"voice-agent train-resolver: {exc}", file=sys.stderr)
        return 2
    print(summary)
    return 0



@dataclass(frozen=True)
class Reading:
    """One phrasing read as a turn reads it (the rules alone), with what the check learns from it."""
    file: Path
    phrasing: Phrasing
    understanding: Understanding
    vector: Any  # the matcher's vector of the words matched
    kind: str  # what its label asks for (acting_check.KINDS)
    factory: str = ""  # its agent, as `module:factory`
    guidelines: tuple[Guideline, ...] = ()  # that agent's, the very ones its decisions name


async def read(files: Sequence[Path]) -> list[Reading]:
    """Every phrasing of `files`, read by its agent's rules with the default embedding matcher."""
    from adapters.phrasings import label_of, load
    from voice_agent import ConfigurationError
    from voice_agent.agent import Agent
    from voice_agent.engine.acting_check import kind_of
    from voice_agent.engine.embedding import EmbeddingMatcher, ModelUnavailable
    from voice_agent.engine.understand import Understander

    try:
        await asyncio.to_thread(EmbeddingMatcher)  # the first on a machine makes the int8 model: seconds
    except ModelUnavailable as exc:
        raise ConfigurationError(f"the acting check reads the embedding model's vectors, and it is unavailable: {exc}") from None
    prepared: dict[Callable[[], Agent], tuple[Understander, dict[str, str]]] = {}
    readings: list[Reading] = []
    for path in files:
        factories, phrasings = load(path)
        for section, factory in factories.items():
            if factory not in prepared:
                agent = factory()
                await agent.ensure_setup()
                # a matcher of its own: fitting one to an agent's guidelines replaces the last agent's
                understander = await asyncio.to_thread(Understander, agent.guidelines, agent.terms, EmbeddingMatcher())
                prepared[factory] = (understander, {label_of(g): kind_of(g) for g in agent.guidelines})
            understander, labels = prepared[factory]
            guidelines = tuple(understander.guidelines)
            mine = [p for p in phrasings if p.agent == section]
            kinds = [_kind(p.label, labels, f"{path}, section {section}") for p in mine]
            understood = await asyncio.to_thread(_understood, understander, [p.text for p in mine])
            named = f"{factory.__module__}:{factory.__qualname__}"
            readings += [Reading(path, p, u, v, k, named, guidelines) for p, k, (u, v) in zip(mine, kinds, understood, strict=True)]
    if not readings:
        raise ConfigurationError("no phrasings in " + ", ".join(map(str, files)))
    return readings


def matched(r: Reading) -> str:
    """The words the matcher scored for the reading (those its vector is of)."""
    return r.understanding.query or r.understanding.masked


def _kind(label: str, guidelines: dict[str, str], where: str) -> str:
    """What a label asks for: its guideline's kind, a `not:` kind as it is, or being told
    something for a built-in move (`intent:greeting`, `intent:status` ...)."""
    from voice_agent import ConfigurationError
    from voice_agent.engine.acting_check import KINDS
    from voice_agent.engine.matcher import Intent

    if label in KINDS or label in guidelines:
        return label if label in KINDS else guidelines[label]
    if label.startswith("intent:") and label.removeprefix("intent:") in {i.value for i in Intent}:
        return "tell"
    raise ConfigurationError(
        f"{where}: label {label!r} is neither a guideline of the agent ({', '.join(sorted(guidelines))}), "
        f"nor one of {', '.join(k for k in KINDS if k.startswith('not:'))}, nor intent:<one of "
        f"{', '.join(i.value for i in Intent)}>")


def _understood(understander: Understander, texts: list[str]) -> list[tuple[Understanding, Any]]:
    """Blocking: each text's reading, and the vector of the words it matched."""
    out = []
    for t in texts:
        u = understander.understand(t)
        out.append((u, understander.matcher.vector(u.query or u.masked)))  # type: ignore[attr-defined]
    return out


async def train(files: Sequence[Path], output: Path, threshold: float | None = None, buckets: int | None = None) -> str:
    import numpy as np

    from voice_agent.engine.acting_check import (
        THRESHOLD,
        WORD_WEIGHT,
        WORDS,
        ActingCheck,
        usable,
        usable_words,
    )

    threshold = usable(THRESHOLD if threshold is None else threshold)  # before the long part
    buckets = usable_words(WORDS if buckets is None else buckets, WORD_WEIGHT)
    readings = await read(files)
    vectors, kinds = np.stack([r.vector for r in readings]), [r.kind for r in readings]
    texts = [matched(r) for r in readings]
    check = await asyncio.to_thread(ActingCheck.fit, vectors, kinds, matcher=readings[0].understanding.matcher,
                                    trained_on=[f.name for f in files], threshold=threshold, texts=texts, buckets=buckets)
    check.save(output)
    counts = Counter(kinds)
    right = sum(max(check.probabilities(check.features(v, t)).items(), key=lambda kv: kv[1])[0] == k
                for v, t, k in zip(vectors, texts, kinds, strict=True))
    return (f"wrote {output}: {len(kinds)} phrasings from {len(files)} files ("
            + ", ".join(f"{k} {counts[k]}" for k in check.kinds) + f"); the kind it rates likeliest is the "
            f"label's on {right / len(kinds):.1%} of them (the phrasings it learned from: not a judgement)")


async def train_resolver(files: Sequence[Path], agent: str, output: Path, threshold: float | None = None,
                         units: int | None = None, buckets: int | None = None) -> str:
    import numpy as np

    from voice_agent import ConfigurationError
    from voice_agent.engine.acting_check import WORD_WEIGHT, WORDS, usable, usable_words
    from voice_agent.engine.resolver import THRESHOLD, UNITS, Resolver, usable_units

    threshold = usable(THRESHOLD if threshold is None else threshold)  # before the long part
    units = usable_units(UNITS if units is None else units)  # before the long part too
    buckets = usable_words(WORDS if buckets is None else buckets, WORD_WEIGHT)
    readings = [r for r in await read(files) if r.factory == agent]
    if not readings:
        raise ConfigurationError(f"no section of {', '.join(map(str, files))} is for agent {agent!r}: "
                                 "give it as the files' `agent:` lines do (module:factory)")
    vectors, labels = np.stack([r.vector for r in readings]), [r.phrasing.label for r in readings]
    texts = [matched(r) for r in readings]
    resolver = await asyncio.to_thread(Resolver.fit, vectors, labels, matcher=readings[0].understanding.matcher,
                                       trained_on=[f.name for f in files], threshold=threshold, units=units,
                                       texts=texts, buckets=buckets)
    resolver.save(output)
    right = sum(max(resolver.probabilities(resolver.features(v, t)).items(), key=lambda kv: kv[1])[0] == x
                for v, t, x in zip(vectors, texts, labels, strict=True))
    return (f"wrote {output}: {len(labels)} phrasings of {agent} from {len(files)} files, {len(resolver.labels)} labels; "
            f"the label it rates likeliest is the phrasing's on {right / len(labels):.1%} of them "
            "(the phrasings it learned from: not a judgement)")
