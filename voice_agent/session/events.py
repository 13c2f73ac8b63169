"""Sessions are event logs. An event is immutable once appended; its offset grows by one."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from voice_agent.ids import EventId, SessionId, TraceId, WorkId
from voice_agent.tools import ToolResult


class EventKind(StrEnum):
    MESSAGE = "message"
    TOOL = "tool"
    STATUS = "status"
    CUSTOM = "custom"


class EventSource(StrEnum):
    CUSTOMER = "customer"
    CUSTOMER_UI = "customer_ui"
    AI_AGENT = "ai_agent"
    HUMAN_AGENT = "human_agent"
    HUMAN_AGENT_ON_BEHALF_OF_AI_AGENT = "human_agent_on_behalf_of_ai_agent"
    SYSTEM = "system"


@dataclass(frozen=True)
class Event:
    id: EventId
    session_id: SessionId
    offset: int
    kind: EventKind
    source: EventSource
    trace_id: TraceId
    created_at: float  # epoch seconds
    data: Mapping[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str | None:
        if self.kind is EventKind.MESSAGE:
            value = self.data.get("message")
            return value if isinstance(value, str) else None
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "session_id": self.session_id,
            "offset": self.offset,
            "kind": self.kind.value,
            "source": self.source.value,
            "trace_id": self.trace_id,
            "creation_utc": self.created_at,
            "data": dict(self.data),
        }


def tool_event_data(tool: str, args: Mapping[str, Any], result: ToolResult,
                    work_id: WorkId | None = None) -> dict[str, Any]:
    """The data of a tool event: one call with its arguments, result data, control and costs.
    A result reported by background work carries its work id, so a recovery finds it."""
    call: dict[str, Any] = {
        "tool_id": tool,
        "arguments": _jsonable(dict(args)),
        "result": {"data": _jsonable(result.data), "control": dict(result.control),
                   "costs": result.costs_as_strings(), "rules": result.rule_texts()},
    }
    if work_id is not None:
        call["work_id"] = work_id
    return {"tool_calls": [call]}


def _jsonable(value: Any) -> Any:
    try:
        json.dumps(value)
        return value
    except TypeError:
        return json.loads(json.dumps(value, default=str))
