"""Pending-work entries and their operation keys.

    started -> result_available -> delivered
                                -> delivery_failed   (kept for recovery by an operator or a retry)
    started -> failed -> delivered | delivery_failed (the failure notice still has to be delivered)
    started | result_available | failed -> cancelled (shutdown or session end)

An entry is *pending* until it reaches a final state. `outcome` says whether what was (or
is to be) delivered is the work's result or a failure notice.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from voice_agent.ids import SessionId, TraceId, WorkId


class WorkState(StrEnum):
    STARTED = "started"
    RESULT_AVAILABLE = "result_available"
    FAILED = "failed"
    DELIVERED = "delivered"
    DELIVERY_FAILED = "delivery_failed"
    CANCELLED = "cancelled"

    @property
    def is_final(self) -> bool:
        return self in _FINAL

    @property
    def is_pending(self) -> bool:
        return self not in _FINAL


_FINAL = frozenset({WorkState.DELIVERED, WorkState.DELIVERY_FAILED, WorkState.CANCELLED})

_ALLOWED: dict[WorkState, frozenset[WorkState]] = {
    WorkState.STARTED: frozenset(
        {WorkState.RESULT_AVAILABLE, WorkState.FAILED, WorkState.DELIVERED, WorkState.CANCELLED}
    ),
    WorkState.RESULT_AVAILABLE: frozenset(
        {WorkState.DELIVERED, WorkState.DELIVERY_FAILED, WorkState.CANCELLED, WorkState.FAILED}
    ),
    WorkState.FAILED: frozenset(
        {WorkState.DELIVERED, WorkState.DELIVERY_FAILED, WorkState.CANCELLED}
    ),
    # An operator may retry a failed delivery.
    WorkState.DELIVERY_FAILED: frozenset({WorkState.DELIVERED, WorkState.RESULT_AVAILABLE}),
    WorkState.DELIVERED: frozenset(),
    WorkState.CANCELLED: frozenset(),
}


def can_transition(src: WorkState, dst: WorkState) -> bool:
    return dst in _ALLOWED[src]


@dataclass(frozen=True)
class WorkEntry:
    id: WorkId
    session_id: SessionId
    key: str
    tool: str
    arguments: Mapping[str, Any]
    state: WorkState
    trace_id: TraceId  # the turn that started the work
    created_at: float  # wall clock
    updated_at: float
    outcome: str | None = None  # "success" | "failure" once known
    result: Mapping[str, Any] | None = None  # the data of the completed ToolResult
    error: str | None = None  # type and reason, never a stack trace
    delivery: Mapping[str, Any] | None = None  # what to say: {"kind": "utterance", "rules": [...]}
    delivery_attempts: int = 0
    progress_rules: tuple[str, ...] = ()
    duplicates: int = 0  # times this key was requested again while pending
    history: tuple[tuple[str, float], ...] = field(default_factory=tuple)

    @property
    def pending(self) -> bool:
        return self.state.is_pending

    @property
    def version(self) -> int:
        """Grows with every change, so a store can refuse a late write of an older version."""
        return len(self.history) * 10_000 + self.duplicates * 100 + self.delivery_attempts

    def moved(self, state: WorkState, at: float, **changes: Any) -> WorkEntry:
        return replace(
            self, state=state, updated_at=at, history=(*self.history, (state.value, at)), **changes
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "session_id": self.session_id,
            "key": self.key,
            "tool": self.tool,
            "arguments": dict(self.arguments),
            "state": self.state.value,
            "trace_id": self.trace_id,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "outcome": self.outcome,
            "result": dict(self.result) if self.result is not None else None,
            "error": self.error,
            "delivery": dict(self.delivery) if self.delivery is not None else None,
            "delivery_attempts": self.delivery_attempts,
            "progress_rules": list(self.progress_rules),
            "duplicates": self.duplicates,
            "history": [list(h) for h in self.history],
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> WorkEntry:
        return cls(
            id=WorkId(d["id"]),
            session_id=SessionId(d["session_id"]),
            key=d["key"],
            tool=d["tool"],
            arguments=dict(d["arguments"]),
            state=WorkState(d["state"]),
            trace_id=TraceId(d["trace_id"]),
            created_at=float(d["created_at"]),
            updated_at=float(d["updated_at"]),
            outcome=d.get("outcome"),
            result=d.get("result"),
            error=d.get("error"),
            delivery=d.get("delivery"),
            delivery_attempts=int(d.get("delivery_attempts", 0)),
            progress_rules=tuple(d.get("progress_rules", ())),
            duplicates=int(d.get("duplicates", 0)),
            history=tuple((str(s), float(t)) for s, t in d.get("history", ())),
        )


def normalise_value(value: Any) -> Any:
    """Arguments that mean the same request compare equal: case, spacing and accents folded."""
    if isinstance(value, str):
        folded = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
        return " ".join(folded.lower().split())
    if isinstance(value, Mapping):
        return {str(k): normalise_value(v) for k, v in sorted(value.items())}
    if isinstance(value, list | tuple):
        return [normalise_value(v) for v in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def operation_key(tool: str, arguments: Mapping[str, Any], request_id: str | None = None) -> str:
    """The identity of a piece of work: tool name plus normalised arguments, or a request id."""
    if request_id is not None:
        return f"{tool}:req:{request_id}"
    canonical = json.dumps(normalise_value(dict(arguments)), sort_keys=True, default=str)
    digest = hashlib.sha256(canonical.encode()).hexdigest()[:16]
    return f"{tool}:{digest}"
