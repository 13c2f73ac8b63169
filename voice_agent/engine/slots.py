"""Slot values in the caller's words, read before what they ask for: each tool's span
extractors find their values, which are masked with a phrase of their kind ("book BA 117 for
Ann Lee" is matched as "book a flight for"), so numbers and names never drag a score down."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from voice_agent.engine.extract import Found, SpanExtractor
from voice_agent.engine.text import words
from voice_agent.guidance import Guideline

_NUMBER = "a number"
# Digits said one by one ("the nine eight two to bergen"): a number said in words (`_spoken_runs`).
_DIGIT_WORDS = frozenset("eight five four nine oh one seven six three two zero".split())


@dataclass
class SlotReader:
    """The agent's span extractors, by parameter name, and the placeholder each masks with."""

    extractors: dict[str, SpanExtractor] = field(default_factory=dict)
    # The words the agent's own guidance uses outside any name: a name ends before one ("what's
    # the rule for hand baggage", "did that seat for Wanjiru come through").
    ordinary: frozenset[str] = frozenset()

    @classmethod
    def of(cls, guidelines: Sequence[Guideline], said: Callable[[Guideline], list[str]]) -> SlotReader:
        """The readers of `guidelines`' tools; `said` gives a guideline's own words."""
        reader = cls()
        for g in guidelines:
            for t in g.tools:
                for name, ex in t.extract.items():
                    if isinstance(ex, SpanExtractor):
                        reader.extractors.setdefault(name, ex)
        ordinary: set[str] = set()
        for g in guidelines:
            for p in (*said(g), *g.examples, *(t.description for t in g.tools)):
                tokens, named_at = words(p), set()
                for ex in reader.extractors.values():
                    found = ex.find(p) if ex.of_words else None
                    if found is not None:
                        named_at |= set(range(found.start, found.end))
                ordinary |= {w for k, w in enumerate(tokens) if k not in named_at}
        reader.ordinary = frozenset(ordinary)
        return reader

    def unvalued(self, text: str) -> str:
        """The caller's words without the slot values, nothing in their place."""
        tokens = words(text)
        taken, _ = self._taken(text, tokens)
        return " ".join(t for t, name in zip(tokens, taken, strict=True) if not name)

    def _taken(self, text: str, tokens: Sequence[str]) -> tuple[list[str], dict[str, str]]:
        """Per token, the parameter whose value it is ("" for none); the values by parameter."""
        taken = [""] * len(tokens)
        slots: dict[str, str] = {}
        for name, ex in self.extractors.items():
            found = ex.find(text)
            if found is not None and ex.of_words:
                found = self._ordinary_ends(found, tokens)
            if found is None or found.end > len(tokens) or any(taken[found.start : found.end]):
                continue
            slots[name] = found.value
            for k in range(found.start, found.end):
                taken[k] = name
        return taken, slots

    def read(self, text: str) -> tuple[str, dict[str, str]]:
        """The caller's words with slot values masked, and the values by parameter name."""
        tokens = words(text)
        taken, slots = self._taken(text, tokens)
        out: list[str] = []
        spoken = _spoken_runs(tokens, taken)
        for k, tok in enumerate(tokens):
            if not taken[k]:
                # A number no extractor claimed ("bga 117", misheard, or said in words) is a number all the same.
                word = _NUMBER if k in spoken or any(c.isdigit() for c in tok) else tok
                if not (word == _NUMBER and out[-1:] == [_NUMBER]):
                    out.append(word)
            elif (k == 0 or taken[k - 1] != taken[k]) and self.placeholder(taken[k]):
                out.append(self.placeholder(taken[k]))
        return " ".join(out), slots

    def _ordinary_ends(self, found: Found, tokens: Sequence[str]) -> Found | None:
        # ... but the "and" that joins two people named together ("nina and piotr kowal", extract_names.py).
        end = next((k for k in range(found.start, found.end) if k < len(tokens) and tokens[k] in self.ordinary
                    and not (tokens[k] == "and" and " and " in found.value)), found.end)
        if end == found.end:
            return found
        return Found(" ".join(t.capitalize() for t in tokens[found.start : end]), found.start, end) if end > found.start else None

    def placeholder(self, parameter: str) -> str:
        # The kind of value ("a flight", "someone", "a day"): measured best of the parameter's
        # name, a fixed word, or nothing (bench/understanding.py, docs/understanding.md).
        return self.extractors[parameter].placeholder


def _spoken_runs(tokens: Sequence[str], taken: Sequence[str]) -> frozenset[int]:
    """Where digits are said one by one in words no extractor claimed ("on the nine eight two to bergen", a flight
    of the agent's own named by its number alone): runs of three or more of `_DIGIT_WORDS`, "oh" not first,
    straight after "the". A code's ("b d five two seven"), a run in a clause of its own and a flight named after an
    airline's name ("the nowhere air six one three", whose words score nearer than the number) are left."""
    runs: set[int] = set()
    k = 0
    while k < len(tokens):
        end = k
        while end < len(tokens) and tokens[end] in _DIGIT_WORDS and not taken[end] and (end > k or tokens[k] != "oh"):
            end += 1
        if end - k >= 3 and tokens[k - 1 : k] == ["the"]:
            runs.update(range(k, end))
        k = max(end, k + 1)
    return frozenset(runs)
