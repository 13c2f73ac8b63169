"""What an extractor returns and where it found it: the shared shape of `extract.py`,
`extract_dates.py` and `extract_names.py` (see extract.py for what extractors are)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Extractor = Callable[[str], "str | None"]


@dataclass(frozen=True)
class Found:
    """A value and the span of caller words it was read from: `words(text)[start:end]`."""

    value: str
    start: int
    end: int


class SpanExtractor:
    """An extractor that knows where its value was: `find(text)`; calling it gives the value."""

    def __init__(self, find: Callable[[str], Found | None], description: str, placeholder: str = "",
                 *, of_words: bool = False) -> None:
        self.find = find
        self.description = description
        # A value made of ordinary words (a name), not of digits or a closed set: a word the agent
        # uses for other things ends it ("for wanjiru come through" is Wanjiru; understand.py).
        self.of_words = of_words
        # What the value is masked with before matching: a generic phrase of its kind, or
        # nothing (names: "someone" reads like "talk to someone", a handoff).
        self.placeholder = placeholder

    def __call__(self, text: str) -> str | None:
        found = self.find(text)
        return found.value if found is not None else None

    def __repr__(self) -> str:
        return f"<extractor {self.description}>"
