"""Strict-mode guideline matching: which guideline (or built-in conversational intent) does
the customer's message call for? Local and deterministic: TF-IDF similarity between the
message and each guideline's condition plus the example phrasings its author gave, with
glossary synonyms folded into their terms."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from voice_agent.engine.text import Similarity, content_tokens, words
from voice_agent.guidance import Guideline, Term


class Intent(StrEnum):
    """Conversational moves the engine answers itself, whatever the agent is for."""

    ACKNOWLEDGE = "acknowledge"  # "thanks", "ok": a backchannel, usually needs no answer
    STATUS = "status"  # "and?", "are you still there?", "any news?"
    GREETING = "greeting"
    HOLD = "hold"  # "wait, one more thing": the caller takes the floor


INTENT_EXAMPLES: Mapping[Intent, tuple[str, ...]] = {
    Intent.ACKNOWLEDGE: (
        "thanks", "thank you", "thanks a lot", "ok", "okay", "okay thanks", "great", "cool",
        "alright", "all right", "got it", "perfect", "sounds good", "nice", "sure", "fine",
        "wonderful", "brilliant", "lovely", "cheers", "mm hmm", "uh huh", "right",
    ),
    Intent.STATUS: (
        "and", "and so", "so", "well", "any news", "any update", "are you still there",
        "you still there", "hello are you there", "is it done", "is it done yet",
        "how long will it take", "how much longer", "what's happening", "what is going on",
        "still working on it", "still waiting", "hello are you there", "anyone there",
        "did it work",
    ),
    Intent.GREETING: ("hi", "hello", "hey", "good morning", "good afternoon", "good evening"),
    Intent.HOLD: (
        "wait", "wait a moment", "wait one more thing", "hold on", "hang on", "one more thing",
        "just a second", "one second", "sorry to interrupt", "excuse me", "wait wait",
    ),
}


@dataclass(frozen=True)
class Match:
    score: float
    guideline: Guideline | None = None
    intent: Intent | None = None


class GuidelineMatcher:
    threshold = 0.34

    def __init__(self, guidelines: Sequence[Guideline], terms: Sequence[Term]) -> None:
        self._synonyms = {
            " ".join(words(s)): "_".join(words(t.name)) for t in terms for s in (*t.synonyms, t.name)
        }
        self._targets: list[tuple[Guideline | None, Intent | None, list[str]]] = []
        for g in guidelines:
            phrasings = [g.condition, *g.examples]
            self._targets.append((g, None, [*phrasings]))
        self._exact: dict[str, Intent] = {}
        for intent, examples in INTENT_EXAMPLES.items():
            self._targets.append((None, intent, list(examples)))
            for ex in examples:
                self._exact.setdefault(" ".join(words(ex)), intent)
        docs = [content_tokens(p, self._synonyms) for _, _, ps in self._targets for p in ps]
        self._sim = Similarity(docs)
        self._vectors = [
            (g, i, [self._sim.vector(content_tokens(p, self._synonyms)) for p in ps])
            for g, i, ps in self._targets
        ]

    def match(self, text: str) -> list[Match]:
        """Matches above the threshold, best first. Short conversational moves ("thanks",
        "and?") match their intent exactly, before any similarity is computed."""
        plain = " ".join(words(text))
        exact = self._exact.get(plain) or self._exact.get(_strip_fillers(plain))
        if exact is not None:
            return [Match(1.0, intent=exact)]
        query = self._sim.vector(content_tokens(text, self._synonyms))
        out: list[Match] = []
        for g, intent, vectors in self._vectors:
            score = max((Similarity.cosine(query, v) for v in vectors), default=0.0)
            if intent is not None:
                score *= 0.9  # an author's guideline wins a tie with a built-in intent
            if score >= self.threshold:
                out.append(Match(score, guideline=g, intent=intent))
        if any(m.guideline is not None for m in out):
            # "Hi, I want to book a flight": the request is what needs an answer, not the hello.
            out = [m for m in out if m.intent is not Intent.GREETING]
        return sorted(out, key=lambda m: -m.score)


_FILLERS = ("um", "uh", "er", "oh", "yeah", "yes", "well", "so", "hey", "hi", "ok", "okay")


def _strip_fillers(plain: str) -> str:
    parts = plain.split()
    while len(parts) > 1 and parts[0] in _FILLERS:
        parts = parts[1:]
    return " ".join(parts)
