"""Word error rate and its normaliser: the one way tests and benchmarks score a transcript.

"BA 117", "B.A. one seventeen", "ba one hundred seventeen" and "BA117" should all count as
right, so both sides are normalised the same way before words are compared: case, accents and
punctuation folded; contractions expanded ("I'd" -> "i would"); a few spellings unified
("ok" -> "okay"); hesitation sounds ("um", "uh", "er") dropped, as Whisper drops them; letters spelled one by one joined ("B A" -> "ba"); and number words read as
digits by the engine's own reader (`voice_agent.engine.text.spoken_digits`), so a score counts
a flight number right exactly when the engine would read it right. Homophones ("to", "for",
"oh") are never digits here: a reference says what was meant, not what a caller might mean.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import fold, spoken_digits

_CONTRACTIONS = {
    "i'd": "i would", "what's": "what is", "it's": "it is", "i'm": "i am", "can't": "cannot",
    "don't": "do not", "you're": "you are", "that's": "that is", "let's": "let us",
}  # fmt: skip
_SPELLING = {"ok": "okay", "mr": "mister", "mrs": "missus"}
# Filled pauses carry no words; recognisers leave them out or keep them at random.
_FILLERS = frozenset({"um", "umm", "uh", "uhm", "er", "erm", "hmm", "mm"})


def normalize(text: str) -> list[str]:
    """Words of `text` in a canonical form (see the module docstring)."""
    t = fold(text.replace("’", "'")).replace("-", " ")  # fold() drops a curly apostrophe
    t = re.sub(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])", " ", t)  # ba117 -> ba 117
    words = [_CONTRACTIONS.get(w, w) for w in re.findall(r"[a-z0-9']+", t)]
    words = [part.strip("'").replace("'", "") for w in words for part in w.split()]
    words = [_SPELLING.get(w, w) for w in words if w and w not in _FILLERS]
    return _digits(_join_spelled(words))


def _join_spelled(words: list[str]) -> list[str]:
    """Letters said one by one form one token: "b a" -> "ba" ("b.a." arrives as "b a")."""
    out: list[str] = []
    spelling = False  # the last token was built from single letters
    for w in words:
        letter = len(w) == 1 and w.isalpha()
        if letter and spelling:
            out[-1] += w
        else:
            out.append(w)
            spelling = letter
    return out


def _digits(words: list[str]) -> list[str]:
    """Runs of number words (and digits) as one digit string: "one one seven" -> "117"."""
    out: list[str] = []
    i = 0
    while i < len(words):
        digits, used = spoken_digits(words, i, homophones=False)
        if used:
            out.append(digits)
            i += used
        else:
            out.append(words[i])
            i += 1
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
