"""What the core needs from the outside, as small Protocols. Adapters implement them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from voice_agent.clock import Clock
from voice_agent.session.store import Store
from voice_agent.speech.items import SpeechChannel

__all__ = [
    "LLM", "ChatResult", "Clock", "IntentMatcher", "IntentTarget", "SpeechChannel", "Store", "ToolCall",
]


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text, exactly as the model produced it


@dataclass(frozen=True)
class ChatResult:
    content: str | None
    tool_calls: tuple[ToolCall, ...] = ()
    usage: dict[str, Any] = field(default_factory=dict)


class LLM(Protocol):
    """An OpenAI-compatible chat-completions model. Errors surface as `LLMError`."""

    model: str

    async def chat(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        json_output: bool = False,
    ) -> ChatResult: ...


@dataclass(frozen=True)
class IntentTarget:
    """Something a caller's words can mean: a guideline (`id` is its id) or one of the
    engine's conversational intents (`intent:status`, ...), with the phrasings that say it,
    already masked (slot values replaced by placeholders) and with glossary synonyms folded."""

    id: str
    phrasings: tuple[str, ...]


class IntentMatcher(Protocol):
    """Strict mode's sense of meaning: how close the caller's words are to each target.

    `fit` is called once when an agent is loaded, `scores` once per caller turn; the engine
    calls both in a worker thread, so they may block (model inference). Scores are in [0, 1];
    `accept`, `strong` and `margin` say how to read them: a target at or above `accept` is a
    match, tools that act on the world and handoffs need `strong`, and two matches closer
    than `margin` are ambiguous (the agent asks which one the caller meant).
    """

    name: str
    accept: float
    strong: float
    margin: float

    def fit(self, targets: Sequence[IntentTarget]) -> None: ...

    def scores(self, text: str) -> dict[str, float]: ...
