"""What the core needs from the outside, as small Protocols. Adapters implement them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from voice_agent.clock import Clock
from voice_agent.session.store import Store
from voice_agent.speech.items import SpeechChannel

__all__ = ["LLM", "ChatResult", "Clock", "SpeechChannel", "Store", "ToolCall"]


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
