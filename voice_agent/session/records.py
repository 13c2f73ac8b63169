"""The stored state of a session, apart from its events."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypedDict

from voice_agent.ids import AgentId, CustomerId, SessionId


class SessionMode(StrEnum):
    AUTO = "auto"
    MANUAL = "manual"


@dataclass(frozen=True)
class SessionRecord:
    id: SessionId
    agent_id: AgentId
    customer_id: CustomerId
    created_at: float
    mode: SessionMode = SessionMode.AUTO
    labels: frozenset[str] = frozenset()
    metadata: Mapping[str, Any] = field(default_factory=dict)
    customer_represented_by_an_agent: bool = False
    title: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "agent_id": self.agent_id,
            "customer_id": self.customer_id,
            "creation_utc": self.created_at,
            "mode": self.mode.value,
            "labels": sorted(self.labels),
            "metadata": dict(self.metadata),
            "customer_represented_by_an_agent": self.customer_represented_by_an_agent,
            "title": self.title,
        }


class SessionChanges(TypedDict, total=False):
    """A partial update, applied atomically by the store."""

    mode: SessionMode
    title: str | None
    labels_add: list[str]
    labels_remove: list[str]
    metadata_set: dict[str, Any]
    metadata_unset: list[str]


@dataclass(frozen=True)
class SessionFilter:
    agent_id: AgentId | None = None
    customer_id: CustomerId | None = None
    labels: frozenset[str] = frozenset()  # every one must be present
    limit: int = 100
    after: SessionId | None = None  # cursor: sessions created after this one
