"""Vet a fresh phrasing set before it judges anything (docs/fresh_sets.md): its shape is
blind17.yaml's, and none of its phrasings is a string the project has already seen.

    python scripts/check_set.py tests/understanding/fresh/blind155.yaml
    python scripts/check_set.py tests/understanding/fresh/*.yaml   # several, each also against the others

For each file given, checks that
  (a) it has the sections of tests/understanding/blind17.yaml, each with the same `agent:` line,
      the same keys and the same number of phrasings under each key;
  (b) it parses, and every phrasing is text with a word in it;
  (c) no phrasing is, case-insensitively and ignoring punctuation, equal to a phrasing of any set in
      tests/understanding/*.yaml (but the file itself), of the other files given, or a string
      literal of voice_agent/examples/*.py;
  (d) no phrasing of three words or more contains one of those strings of three words or more, or
      is contained in one, at word boundaries;
  (e) no phrasing repeats another of the same file;
  (f) no phrasing holds, at word boundaries, an example of two words or more (or of 12 characters
      or more) that the example agents give their guidelines (`examples=`): "i wasn't asking about the booking status, no"
      would judge the matcher on its own example "booking status".

Prints only the file's own offending phrasings, each with its reason (never the strings it met:
the writer must not see the other sets), then `OK` or `N problem(s)`. Exit 0 when every file is
OK, 1 on a problem, 2 when a file cannot be read as a set (missing, not YAML, wrong shape), with a
one-line error saying what to do.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.phrasings import load, safe_loader  # noqa: E402
from tests.understanding.heldout import HELDOUT, SETS, example_sentences  # noqa: E402
from voice_agent.errors import ConfigurationError  # noqa: E402

SETS_DIR = HELDOUT.parent
MODEL = SETS["blind17"]  # the one set every writer reads, for its format, keys and counts
EXAMPLES = ROOT / "voice_agent" / "examples"
LONG = 3  # words: a phrasing this long may neither contain nor sit inside another such string
_APOSTROPHES = re.compile(r"['’‘`]")
_PUNCTUATION = re.compile(r"[\W_]+")
SEEN = "an existing phrasing or example string"  # which one is never said: the writer must not see it


class SetError(Exception):
    """A file that cannot be read as a phrasing set; the message says what to do (exit 2)."""


@dataclass(frozen=True)
class Entry:
    """One phrasing as written: its section, key, place under the key (from 1) and value."""

    section: str
    key: str
    n: int
    value: object

    def where(self) -> str:
        return f"{self.section}/{self.key} #{self.n}"


@dataclass(frozen=True)
class Shape:
    """What a set file holds: each section's `agent:` line and its entries in file order."""

    agents: dict[str, str]
    entries: list[Entry]

    def counts(self) -> Counter[tuple[str, str]]:
        return Counter((e.section, e.key) for e in self.entries)

    def keys(self) -> dict[str, list[str]]:
        return {s: list(dict.fromkeys(e.key for e in self.entries if e.section == s)) for s in self.agents}


def norm(text: str) -> str:
    """Lower case, apostrophes dropped ("it's" is "its"), any other punctuation a space, one space
    between words."""
    return " ".join(_PUNCTUATION.sub(" ", _APOSTROPHES.sub("", text.casefold())).split())


def read(path: Path) -> Shape:
    """The file's sections and entries, or SetError saying what is wrong and what to do."""
    if not path.is_file():
        raise SetError(f"{path}: no such file; give the path of a set written in blind17.yaml's format")
    try:
        data: Any = yaml.load(path.read_text(encoding="utf-8"), Loader=safe_loader())
    except UnicodeDecodeError:
        raise SetError(f"{path}: not UTF-8 text; save the set as UTF-8") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise SetError(f"{path}: not valid YAML{at} ({problem}); quote a phrasing holding ': ' or ' #' "
                       "or starting with a special character, and indent as blind17.yaml does") from None
    how = "as in blind17.yaml: sections (airline:, pharmacy:), each an `agent:` line and lists of phrasings by key"
    if not isinstance(data, dict) or not data:
        raise SetError(f"{path}: not a phrasing set; write it {how}")
    agents: dict[str, str] = {}
    entries: list[Entry] = []
    for section, body in data.items():
        if not isinstance(body, dict) or "agent" not in body:
            raise SetError(f"{path}: section {section!r} has no `agent:` line; write it {how}")
        agents[str(section)] = str(body["agent"])
        for key, values in body.items():
            if key == "agent":
                continue
            if values is None:
                values = []
            if not isinstance(values, list):
                raise SetError(f"{path}: {section}/{key} is not a list of phrasings; start each phrasing "
                               "on its own line with '- ', as in blind17.yaml")
            entries.extend(Entry(str(section), str(key), n, v) for n, v in enumerate(values, 1))
    return Shape(agents, entries)


def shape_problems(new: Shape, model: Shape) -> list[str]:
    """Sections, `agent:` lines, keys and per-key counts that differ from the model's."""
    problems = [f"section {s}: blind17.yaml has no such section" for s in new.agents if s not in model.agents]
    problems += [f"section {s}: missing (blind17.yaml has it)" for s in model.agents if s not in new.agents]
    have, want = new.counts(), model.counts()
    for section, agent in model.agents.items():
        if section not in new.agents:
            continue
        if new.agents[section] != agent:
            problems.append(f"{section}/agent: {new.agents[section]!r}, blind17.yaml has {agent!r}")
        keys = new.keys()[section]
        problems += [f"{section}/{k}: blind17.yaml has no such key" for k in keys if (section, k) not in want]
        for key in model.keys()[section]:
            if have[section, key] != want[section, key]:
                problems.append(f"{section}/{key}: {have[section, key]} phrasing(s), blind17.yaml has {want[section, key]}")
    return problems


def literals(paths: Iterable[Path]) -> Iterator[str]:
    """Every string literal of these Python files (examples, prompts, docstrings)."""
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield node.value


class Seen:
    """Strings a phrasing may not equal, contain or sit inside (c, d), each with where it comes
    from, so that a set is checked against every source but itself; indexed for speed."""

    def __init__(self, sources: dict[str, Iterable[str]]) -> None:
        self.owners: defaultdict[str, set[str]] = defaultdict(set)
        for source, strings in sources.items():
            for s in strings:
                if s:
                    self.owners[s].add(source)
        # Each long string under each of its three-word runs: a phrasing inside it starts with one.
        self.by_run: defaultdict[str, list[str]] = defaultdict(list)
        for s in self.owners:
            words = s.split()
            for run in {" ".join(words[i:i + LONG]) for i in range(len(words) - LONG + 1)}:
                self.by_run[run].append(s)

    def why(self, text: str, besides: str = "") -> str | None:
        """Why `text` (normalised) may not stand, counting no string found only in `besides`."""

        def met(s: str) -> bool:
            return bool(self.owners.get(s, set()) - {besides})

        if met(text):
            return f"equal to {SEEN}"
        words = text.split()
        if len(words) < LONG:
            return None
        starts = [i for i in range(len(words) - LONG + 1) if " ".join(words[i:i + LONG]) in self.by_run]
        spans = (" ".join(words[i:j]) for i in starts for j in range(i + LONG, len(words) + 1))
        if any(len(span) < len(text) and met(span) for span in spans):
            return f"contains {SEEN} of 3+ words"
        if any(f" {text} " in f" {s} " and met(s) for s in self.by_run.get(" ".join(words[:LONG]), ())):
            return f"is contained in {SEEN} of 3+ words"
        return None


@cache
def held_examples() -> tuple[str, ...]:
    """The example agents' guideline examples of two words or more, or of 12 characters or more (as
    tests/unit/test_understanding.py and the before-stop hook look), normalised: a phrasing may not hold one (f)."""
    return tuple(sorted({e for e in map(norm, example_sentences()) if len(e.split()) >= 2 or len(e) >= 12}))


def holds_example(text: str) -> bool:
    """Whether `text` (normalised) holds one of `held_examples`, at word boundaries."""
    return any(f" {e} " in f" {text} " for e in held_examples())


@cache
def known() -> Seen:
    """Every set in tests/understanding (by resolved path) and the example agents' string literals."""
    sources: dict[str, Iterable[str]] = {
        str(path.resolve()): [norm(p.text) for p in load(path)[1]] for path in sorted(SETS_DIR.glob("*.yaml"))
    }
    sources["examples"] = [norm(t) for t in literals(sorted(EXAMPLES.glob("*.py")))]
    return Seen(sources)


def check(path: Path, given: Iterable[Path] = ()) -> list[str]:
    """The problems of one set file, each a line naming the file's own phrasing and the reason.
    Raises SetError when the file cannot be read as a set."""
    new, model = read(path), read(MODEL)
    problems = [f"{path.name}: {p}" for p in shape_problems(new, model)]
    me = str(path.resolve())
    beside = Seen({str(f): [norm(e.value) for e in read(f).entries if isinstance(e.value, str)]
                   for f in given if str(f.resolve()) != me})
    first: dict[str, Entry] = {}
    for entry in new.entries:
        value = entry.value
        why: str | None
        if not isinstance(value, str):
            why = "not text (YAML reads an unquoted yes, no, on, off or number so): put it in double quotes"
        elif not norm(value):
            why = "empty: write the caller's words"
        elif norm(value) in first:
            why = f"duplicate of {first[norm(value)].where()} in this file"
        else:
            first[norm(value)] = entry
            why = known().why(norm(value), besides=me) or beside.why(norm(value))
            if not why and holds_example(norm(value)):
                why = "holds an example the agents give a guideline: say that part in other words"
        if why:
            problems.append(f"{path.name}: {entry.where()}: {why}: {value!r}")
    if not problems:
        try:
            load(path)  # as bench/understanding.py --set will: the agents import
        except ConfigurationError as exc:
            problems.append(f"{path.name}: does not load: {' '.join(str(exc).split())}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", type=Path, metavar="SET.yaml", help="fresh phrasing sets to vet")
    args = parser.parse_args(argv)
    problems: list[str] = []
    try:
        for path in args.files:
            read(path)  # every file readable before any is checked against the others
        for path in args.files:
            problems += check(path, args.files)
    except SetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for line in problems:
        print(line)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
