"""Phrasing files: callers' words labelled with what they ask, per agent (the format of
tests/understanding/*.yaml). `voice-agent train-check` learns from them, and the tests and
bench/understanding.py judge strict mode on them.

    airline:                                   # any name for a section
      agent: voice_agent.examples.airline:make_agent
      book_flight:                             # a guideline, by its first tool's name ...
        - hi, could I get on the BA one one seven for Ann Lee
      info:                                    # ... or `info` for a guideline with no tool
        - how early should I be at the gate
      not:cancel:                              # or what the words ask instead of an action:
        - scrap the Lisbon trip                # not:cancel, not:negation, not:question,
                                               # not:out_of_scope, not:small_talk
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voice_agent.agent import Agent
from voice_agent.engine.acting_check import label_of as label_of
from voice_agent.errors import ConfigurationError


@dataclass(frozen=True)
class Phrasing:
    agent: str
    label: str
    text: str

    @property
    def negative(self) -> bool:
        return self.label.startswith("not:")


def load(path: Path) -> tuple[dict[str, Callable[[], Agent]], list[Phrasing]]:
    """The agent factory of each section, and every phrasing in file order."""
    import yaml

    try:
        data: dict[str, dict[str, Any]] = yaml.load(path.read_text(), Loader=safe_loader())
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigurationError(f"phrasing file {path}: {exc}") from None
    if not isinstance(data, dict) or not all(isinstance(s, dict) and "agent" in s for s in data.values()):
        raise ConfigurationError(f"phrasing file {path}: each top-level section needs `agent: module:factory` "
                                 "and lists of phrasings by label")
    factories: dict[str, Callable[[], Agent]] = {}
    phrasings: list[Phrasing] = []
    for name, section in data.items():
        module, _, attr = str(section["agent"]).partition(":")
        try:
            factories[name] = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as exc:
            raise ConfigurationError(f"phrasing file {path}, section {name}: cannot load agent "
                                     f"{section['agent']!r} ({exc})") from None
        for label, texts in section.items():
            if label != "agent":
                phrasings.extend(Phrasing(name, label, t) for t in _texts(path, name, label, texts))
    return factories, phrasings


def safe_loader() -> Any:
    """yaml.safe_load's loader, in C when PyYAML was built with libyaml: the same documents,
    read some twenty times faster (every set in tests/understanding in 0.2 s, not 4)."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _texts(path: Path, section: str, label: str, texts: Any) -> list[str]:
    """A label's phrasings, each a string as written. YAML reads an unquoted `no`, `yes`, `off`
    or `1.50` as a boolean or a number, which would be learned and judged as "False" or "1.5"."""
    if texts is None:
        return []
    if not isinstance(texts, list):
        raise ConfigurationError(f"phrasing file {path}, section {section}, label {label}: expected a list of "
                                 f"phrasings (lines starting with '- '), got {texts!r}")
    for k, t in enumerate(texts, 1):
        if not isinstance(t, str):
            raise ConfigurationError(f"phrasing file {path}, section {section}, label {label}: phrasing {k} is "
                                     f"{t!r}, not text (YAML reads an unquoted no, yes, on, off or number so); "
                                     "put it in double quotes")
    return texts
