"""Parameter extractors for strict mode: how a tool's arguments are read from what the customer
said, without an LLM. Authors declare one per parameter with ``@tool(extract={...})``.

Each extractor takes the customer's text and returns the value or None. They are written for
speech transcripts: spoken digits, spelled letters, missing punctuation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence

from voice_agent.engine.text import STOPWORDS, fold, spoken_digits, words

Extractor = Callable[[str], "str | None"]

_LETTER_NAMES = {
    "ay": "a", "bee": "b", "be": "b", "cee": "c", "see": "c", "dee": "d", "ee": "e", "eff": "f",
    "gee": "g", "aitch": "h", "jay": "j", "kay": "k", "el": "l", "em": "m", "en": "n",
    "pee": "p", "cue": "q", "ar": "r", "ess": "s", "tee": "t", "vee": "v", "ex": "x",
    "zed": "z", "zee": "z",
}


def flight_number(carriers: Iterable[str] | None = None) -> Extractor:
    """'BA 117', 'ba117', 'B.A. 117', 'b a one one seven', 'BA one seventeen' -> 'BA 117'.

    With `carriers`, only those airline codes are accepted, which keeps ordinary words ("to",
    "at") from being read as a code.
    """
    allowed = {c.lower() for c in carriers} if carriers is not None else None

    def extract(text: str) -> str | None:
        tokens = words(text)
        for i in range(len(tokens)):
            code, used = _carrier_at(tokens, i, allowed)
            if not code:
                continue
            glued = re.fullmatch(r"([a-z]{2})(\d{1,4})", tokens[i]) if used == 1 else None
            if glued and (allowed is None or glued.group(1) in allowed):
                return f"{glued.group(1).upper()} {int(glued.group(2))}"
            digits, n = spoken_digits(tokens, i + used)
            if len(digits) > 4:  # "BA 117 for two": there 'for' was a word, not a 4
                digits, n = spoken_digits(tokens, i + used, homophones=False)
            if n and 1 <= len(digits) <= 4:
                return f"{code.upper()} {int(digits)}"
        return None

    return extract


def _carrier_at(tokens: Sequence[str], i: int, allowed: set[str] | None) -> tuple[str, int]:
    t = tokens[i]
    glued = re.fullmatch(r"([a-z]{2})\d{1,4}", t)
    if glued:
        return glued.group(1), 1
    if len(t) == 2 and t.isalpha() and (allowed is None or t in allowed):
        if allowed is not None or t not in STOPWORDS:
            return t, 1
    if i + 1 < len(tokens):
        a = _LETTER_NAMES.get(t, t if len(t) == 1 and t.isalpha() else "")
        b_tok = tokens[i + 1]
        b = _LETTER_NAMES.get(b_tok, b_tok if len(b_tok) == 1 and b_tok.isalpha() else "")
        if a and b and (allowed is None or a + b in allowed):
            return a + b, 2
    return "", 0


_NAME_MARKERS = ("name is", "name's", "for", "passenger", "under the name", "under", "it's for", "named")
_NAME_STOP = frozenset(
    """please flight flights on at from to today tomorrow thanks thank okay ok and the a
    booking book seat seats ticket tickets in with yes no
    one two three four five six seven eight nine ten people adults adult children kids
    passengers persons""".split()
)


def person_name(markers: Sequence[str] = _NAME_MARKERS, max_words: int = 3) -> Extractor:
    """The words after 'for', 'name is', 'passenger' ... that look like a name: 'for John
    Smith please' -> 'John Smith'."""

    def extract(text: str) -> str | None:
        folded = fold(text)
        for marker in sorted(markers, key=len, reverse=True):
            for m in re.finditer(rf"\b{re.escape(marker)}\b", folded):
                name = _name_words(folded[m.end() :], max_words)
                if name:
                    return name
        return None

    return extract


# Fillers and lead-ins before a name given as an answer: "um, it's Jane Doe", "sure, Jane Doe".
_ANSWER_LEAD = re.compile(
    r"^\s*(?:(?:um+|uh+|er+|erm|oh|yes|yeah|yep|sure|okay|ok|right|well|so)\b[\s,.!]*)*"
    r"(?:(?:it'?s|it is|my name'?s|my name is|the name is|name is|that'?s|that is)\b)?"
)


def answer_name(max_words: int = 4) -> Extractor:
    """A bare name given as the answer to a question: 'John Smith', "it's Jane Doe"."""

    def extract(text: str) -> str | None:
        folded = _ANSWER_LEAD.sub("", fold(text), count=1)
        tokens = words(folded)
        if not tokens or len(tokens) > max_words + 1:
            return None
        return _name_words(folded, max_words)

    return extract


def _name_words(rest: str, max_words: int) -> str | None:
    out: list[str] = []
    for w in words(rest):
        if w in _NAME_STOP or w in STOPWORDS or any(ch.isdigit() for ch in w):
            break
        out.append(w)
        if len(out) == max_words:
            break
    if not out or (len(out) == 1 and len(out[0]) < 2):
        return None
    return " ".join(p.capitalize() for p in out)


def regex(pattern: str, group: int = 1, flags: int = re.IGNORECASE) -> Extractor:
    compiled = re.compile(pattern, flags)

    def extract(text: str) -> str | None:
        m = compiled.search(text)
        return str(m.group(group)).strip() if m else None

    return extract


def one_of(options: Mapping[str, Sequence[str]]) -> Extractor:
    """A closed set: ``one_of({"window": ["window"], "aisle": ["aisle", "corridor"]})``."""
    table = [(value, [fold(p) for p in phrases]) for value, phrases in options.items()]

    def extract(text: str) -> str | None:
        folded = " ".join(words(text))
        for value, phrases in table:
            if any(re.search(rf"\b{re.escape(p)}\b", folded) for p in phrases):
                return value
        return None

    return extract


def booking_code(length: int = 6) -> Extractor:
    """A confirmation code such as 'X7K2PQ' (letters and digits, spelled or not)."""

    def extract(text: str) -> str | None:
        for tok in re.findall(r"[A-Za-z0-9]+", text):
            if len(tok) == length and any(c.isdigit() for c in tok) and any(c.isalpha() for c in tok):
                return str(tok).upper()
        return None

    return extract
