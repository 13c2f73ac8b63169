"""Codes spelled out the way callers spell them on the phone: the phonetic alphabet ("bravo alpha
one one seven"), a letter and a word for it ("b for bravo", "b as in bob", "b, bravo"), "x ray"
for x, and "oh" closing a run of digits ("two one oh").

`respell` rewrites the words of a turn with each such spelling as the one letter (or digit) it
spells, and says which of the caller's words each rewritten word stands for. Nothing here decides
that a word *is* a letter: "alpha" in "an alpha male", "for" in "book for bob", "as in" in "the
same as in may" are rewritten too, and the extractors (`extract._spelled_too`) only keep a value
read from the rewritten words when it is a code they accept and it rests on a rewritten word; a
value of the caller's own words is read first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

# The NATO / ICAO alphabet, with the spellings recognisers write.
PHONETIC = {
    "alpha": "a", "alfa": "a", "bravo": "b", "charlie": "c", "delta": "d", "echo": "e", "foxtrot": "f",
    "golf": "g", "hotel": "h", "india": "i", "juliet": "j", "juliett": "j", "kilo": "k", "lima": "l",
    "mike": "m", "november": "n", "oscar": "o", "papa": "p", "quebec": "q", "romeo": "r", "sierra": "s",
    "tango": "t", "uniform": "u", "victor": "v", "whiskey": "w", "whisky": "w", "xray": "x", "yankee": "y",
    "zulu": "z",
}

# Letters' names that are English words too ("bee", "see", "why", "our" as the recogniser writes "r"): read
# as their letter only where the letters make a code the extractor accepts (`extract._spelled_too`).
LETTER_WORDS = {
    "ay": "a", "bee": "b", "be": "b", "cee": "c", "see": "c", "dee": "d", "ee": "e", "eff": "f",
    "gee": "g", "aitch": "h", "jay": "j", "kay": "k", "el": "l", "em": "m", "en": "n",
    "pee": "p", "cue": "q", "ar": "r", "are": "r", "our": "r", "ess": "s", "tee": "t", "vee": "v",
    "ex": "x", "why": "y", "zed": "z", "zee": "z",
}

# Letters said by name that are no English word, read as their letter wherever a code may be:
# the recogniser's other spellings of "el", "em", "en" ("kay ell em" is KLM).
LETTER_NAMES = {"ell": "l", "elle": "l", "emm": "m", "enn": "n", "haitch": "h", "esse": "s"}

# The words between a letter and the word that shows it: "b for bravo", "b as in bob", "b like bob".
_AS_IN = (("for",), ("as", "in"), ("like",))

# What follows a code read out, after which an "oh" that closes the digits is a zero ("b a two one oh to rome"); not
# "oh no", "oh wait", "oh and": there it is the caller's.
_AFTER_A_NUMBER = frozenset("to for on from please at in tomorrow today tonight this next leaving departing flight".split())
_DIGIT_WORDS = frozenset("zero one two three four five six seven eight nine".split())


def _lone_letter(token: str, names: Mapping[str, str]) -> str:
    """The letter `token` is when said alone: a letter ("b"), or a letter's name (`names`, `LETTER_NAMES`)."""
    if len(token) == 1 and token.isalpha():
        return token
    return names.get(token) or LETTER_NAMES.get(token, "")


def spelled_letter(tokens: Sequence[str], i: int, names: Mapping[str, str] | None = None) -> tuple[str, int]:
    """The letter spelled at tokens[i] and how many tokens spell it; ("", 0) when none is.

    "b for bravo", "b as in bob", "b like bob" (the word after must start with the letter), "b bravo" (a letter and
    its own phonetic word), "bravo", "x ray". `names` are the letters' names the caller reads as letters too ("bee",
    "kay"): a letter followed by its word may be said by name ("kay for kilo")."""
    t = tokens[i]
    letter = _lone_letter(t, names or {})
    if letter:
        for link in _AS_IN:
            j = i + 1 + len(link)
            if tuple(tokens[i + 1 : j]) == link and j < len(tokens) and tokens[j][:1] == letter and tokens[j].isalpha() \
                    and len(tokens[j]) > 1:
                return letter, j + 1 - i
        if PHONETIC.get(tokens[i + 1] if i + 1 < len(tokens) else "") == letter:
            return letter, 2
        if t == "x" and tokens[i + 1 : i + 2] == ["ray"]:  # "x-ray" written apart
            return "x", 2
        if t in LETTER_NAMES:
            return letter, 1
        return "", 0
    if t in PHONETIC:
        return PHONETIC[t], 1
    return "", 0


class Respelled:
    """A turn's words with its spellings rewritten (`respell`): `tokens`, and for each the span of the caller's
    words it stands for (`spans`) and whether it was rewritten (`changed`)."""

    def __init__(self, tokens: list[str], spans: list[tuple[int, int]], changed: list[bool]) -> None:
        self.tokens, self.spans, self.changed = tokens, spans, changed

    def any_changed(self) -> bool:
        return any(self.changed)

    def rests_on_spelling(self, start: int, end: int) -> bool:
        """Whether tokens[start:end] hold a rewritten token."""
        return any(self.changed[start:end])

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The span of the caller's words that tokens[start:end] stand for."""
        return self.spans[start][0], self.spans[end - 1][1]


def respell(tokens: Sequence[str], names: Mapping[str, str] | None = None) -> Respelled:
    """`tokens` with each spelled letter (`spelled_letter`) as the letter alone, and "oh" or "o" that closes a run
    of digit words as "0" ("b a two one oh", `_AFTER_A_NUMBER`), each rewritten token with the span of `tokens` it stands for."""
    out: list[str] = []
    spans: list[tuple[int, int]] = []
    changed: list[bool] = []
    i = 0
    while i < len(tokens):
        letter, used = spelled_letter(tokens, i, names)
        if used and not (used == 1 and letter == tokens[i]):
            out.append(letter)
            spans.append((i, i + used))
            changed.append(True)
            i += used
            continue
        t = tokens[i]
        zero = t in ("oh", "o") and i > 0 and (tokens[i - 1] in _DIGIT_WORDS or tokens[i - 1].isdigit()) \
            and (i + 1 == len(tokens) or tokens[i + 1] in _AFTER_A_NUMBER)
        out.append("0" if zero else t)
        spans.append((i, i + 1))
        changed.append(zero)
        i += 1
    return Respelled(out, spans, changed)
