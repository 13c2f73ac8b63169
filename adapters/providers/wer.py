"""Word error rate with a small normaliser, for tests and benchmarks of the STT.

"BA 117", "B.A. one seventeen" and "ba one hundred seventeen" should all count as right, so
the normaliser lowercases, drops punctuation, expands contractions the same way on both
sides, and turns number words into digits before words are compared.
"""

from __future__ import annotations

import re

_UNITS = {
    "zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_CONTRACTIONS = {
    "i'd": "i would", "what's": "what is", "it's": "it is", "i'm": "i am", "can't": "cannot",
    "don't": "do not", "you're": "you are", "that's": "that is", "let's": "let us",
}  # fmt: skip


def normalize(text: str) -> list[str]:
    """Words of `text` in a canonical form (see module docstring)."""
    text = text.lower().replace("’", "'")
    text = re.sub(r"\b([a-z])\.(?=[a-z]\.)", r"\1", text)  # "b.a." -> "ba."
    words = [_CONTRACTIONS.get(w, w) for w in re.findall(r"[a-z0-9']+", text)]
    words = [part.strip("'") for w in words for part in w.split()]
    return _digits([w for w in words if w])


def _digits(words: list[str]) -> list[str]:
    """Number words to digits; spoken digit runs ("one one seven") and "one seventeen" join."""
    out: list[str] = []
    run: list[int] = []

    def close() -> None:
        if run:
            out.append("".join(str(v) for v in run))
            run.clear()

    i = 0
    while i < len(words):
        w = words[i]
        if w in ("hundred",) and run:
            nxt = _TENS.get(words[i + 1], _UNITS.get(words[i + 1])) if i + 1 < len(words) else None
            if words[i + 1 : i + 2] == ["and"] and i + 2 < len(words):
                i += 1
                nxt = _TENS.get(words[i + 1], _UNITS.get(words[i + 1]))
            run[-1] = run[-1] * 100 + (nxt or 0)
            i += 2 if nxt is not None else 1
            continue
        if w in _TENS:
            value = _TENS[w]
            if i + 1 < len(words) and words[i + 1] in _UNITS and 0 < _UNITS[words[i + 1]] < 10:
                value += _UNITS[words[i + 1]]
                i += 1
            run.append(value)
        elif w in _UNITS and not (w == "oh" and not run):
            run.append(_UNITS[w])
        elif w.isdigit():
            run.append(int(w))
        else:
            close()
            out.append(w)
        i += 1
    close()
    return out


def word_errors(reference: str, hypothesis: str) -> tuple[int, int]:
    """(edit distance in words, number of reference words), after normalising both."""
    ref, hyp = normalize(reference), normalize(hypothesis)
    prev = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        cur = [i] + [0] * len(hyp)
        for j, h in enumerate(hyp, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (r != h))
        prev = cur
    return prev[-1], len(ref)


def wer(reference: str, hypothesis: str) -> float:
    errors, n = word_errors(reference, hypothesis)
    return errors / n if n else float(errors > 0)


def corpus_wer(pairs: list[tuple[str, str]]) -> float:
    """WER over many (reference, hypothesis) pairs, weighted by reference length."""
    errors = total = 0
    for ref, hyp in pairs:
        e, n = word_errors(ref, hyp)
        errors, total = errors + e, total + n
    return errors / total if total else 0.0
