"""The lexical intent matcher, and the conversational intents every agent answers itself.

`LexicalMatcher` is the `IntentMatcher` strict mode used before the embedding model: TF-IDF
cosine similarity between the caller's (masked) words and each target's phrasings. Local,
dependency-free and deterministic; it knows words, not meaning, so "can I get a seat" and "get
me a real agent" look alike to it. It remains the fallback when the embedding model is not
installed (`voice_agent.engine.embedding`), and the baseline of `bench/understanding.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum

from voice_agent.engine.text import Similarity, content_tokens
from voice_agent.ports import IntentTarget


class Intent(StrEnum):
    """Conversational moves the engine answers itself, whatever the agent is for."""

    ACKNOWLEDGE = "acknowledge"  # "thanks", "ok": a backchannel, usually needs no answer
    STATUS = "status"  # "and?", "are you still there?", "any news?"
    GREETING = "greeting"
    HOLD = "hold"  # "wait, one more thing": the caller takes the floor

    @property
    def target_id(self) -> str:
        return f"intent:{self.value}"


INTENT_EXAMPLES: Mapping[Intent, tuple[str, ...]] = {
    Intent.ACKNOWLEDGE: (
        "thanks", "thank you", "thanks a lot", "ok", "okay", "okay thanks", "great", "cool",
        "alright", "all right", "got it", "perfect", "sounds good", "nice", "sure", "fine",
        "wonderful", "brilliant", "lovely", "cheers", "mm hmm", "uh huh", "right",
        "thank you very much", "much appreciated",
    ),
    Intent.STATUS: (
        "and", "and so", "so", "well", "any news", "any update", "are you still there",
        "you still there", "hello are you there", "is it done", "is it done yet",
        "how long will it take", "how much longer", "what's happening", "what is going on",
        "still working on it", "still waiting", "anyone there", "did it work",
    ),
    Intent.GREETING: ("hi", "hello", "hey", "good morning", "good afternoon", "good evening"),
    Intent.HOLD: (
        "wait", "wait a moment", "wait one more thing", "hold on", "hang on", "one more thing",
        "just a second", "one second", "sorry to interrupt", "excuse me", "wait wait",
    ),
}


class LexicalMatcher:
    """TF-IDF over content words (stemmed, stopwords dropped). See the module docstring."""

    name = "lexical"
    accept = 0.34
    strong = 0.34  # TF-IDF scores are not calibrated enough to tell a strong match apart
    margin = 0.0
    semantic = False  # shared words, not meaning: no contrast classes (IntentMatcher.semantic)

    def __init__(self) -> None:
        self._sim = Similarity([])
        self._vectors: list[tuple[str, list[dict[str, float]]]] = []

    def fit(self, targets: Sequence[IntentTarget]) -> None:
        docs = [content_tokens(p) for t in targets for p in t.phrasings]
        self._sim = Similarity(docs)
        self._vectors = [(t.id, [self._sim.vector(content_tokens(p)) for p in t.phrasings]) for t in targets]

    def scores(self, text: str) -> dict[str, float]:
        query = self._sim.vector(content_tokens(text))
        return {tid: max((Similarity.cosine(query, v) for v in vectors), default=0.0)
                for tid, vectors in self._vectors}
