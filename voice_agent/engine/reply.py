"""What a turn answers, and what the strict dialogue asks of the turn engine to build it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from voice_agent.engine.matcher import Intent
from voice_agent.engine.strict import StrictComposer
from voice_agent.ids import TraceId
from voice_agent.speech.items import ItemKind
from voice_agent.tools import Tool, ToolResult
from voice_agent.work.entries import WorkEntry

if TYPE_CHECKING:
    from voice_agent.runtime import SessionRuntime


@dataclass
class Reply:
    text: str | None
    kind: ItemKind = ItemKind.REPLY
    work_id: str | None = None
    control: dict[str, Any] = field(default_factory=dict)


class TurnActions(Protocol):
    """The turn engine as the strict dialogue uses it (engine.turn.TurnEngine implements it)."""

    composer: StrictComposer

    def answer_intent(self, rt: SessionRuntime, intent: Intent) -> Reply: ...

    def status_reply(self, work: WorkEntry) -> Reply: ...

    def say(self, instruction: str, values: Mapping[str, Any]) -> Reply: ...

    def reply(self, text: str | None) -> Reply: ...

    async def call_tool(
        self, rt: SessionRuntime, trace_id: TraceId, tool: Tool, args: dict[str, Any]
    ) -> tuple[ToolResult, WorkEntry | None] | WorkEntry | None: ...
