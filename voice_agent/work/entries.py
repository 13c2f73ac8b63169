"""Pending-work entries and their operation keys.

    started -> result_available -> delivered
                                -> delivery_failed   (labelled for an operator; retry or a read
                                                      of the line still delivers it)
    started -> failed -> delivered | delivery_failed (the failure notice still has to be delivered)
    started -> interrupted -> result_available | failed
                             (its process stopped or died: the next owner reconciles it with the
                              tool's reconciler, or reports its status as unknown; never re-run)
    any pending state -> cancelled                   (only on an explicit cancel)

An entry is *pending* until it reaches a final state. `outcome` says whether what was (or is to
be) delivered is the work's result or a failure notice; `delivered_via` how it was delivered:
"voice" (played to the end), "text" (posted to an in-process text channel), "read" (read
through the API or console), "followup:<channel>" (e.g. a webhook), "next_call" (said when the
customer called again).
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from voice_agent.ids import CustomerId, SessionId, TraceId, WorkId
from voice_agent.sounds import Sound


class WorkState(StrEnum):
    STARTED = "started"
    INTERRUPTED = "interrupted"
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
        {WorkState.RESULT_AVAILABLE, WorkState.FAILED, WorkState.DELIVERED, WorkState.CANCELLED,
         WorkState.INTERRUPTED}
    ),
    WorkState.INTERRUPTED: frozenset(
        {WorkState.RESULT_AVAILABLE, WorkState.FAILED, WorkState.CANCELLED}
    ),
    WorkState.RESULT_AVAILABLE: frozenset(
        {WorkState.DELIVERED, WorkState.DELIVERY_FAILED, WorkState.CANCELLED, WorkState.FAILED}
    ),
    WorkState.FAILED: frozenset(
        {WorkState.DELIVERED, WorkState.DELIVERY_FAILED, WorkState.CANCELLED}
    ),
    # An operator may retry a failed delivery (of a result or of a failure notice), and a line
    # read late through the API, or said on the customer's next call, is delivered after all.
    WorkState.DELIVERY_FAILED: frozenset(
        {WorkState.DELIVERED, WorkState.RESULT_AVAILABLE, WorkState.FAILED}
    ),
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
    delivery: Mapping[str, Any] | None = None  # what to say: {"kind": "utterance", "text": ...}
    delivery_attempts: int = 0
    progress_rules: tuple[str, ...] = ()
    # What fills each silence while it runs, in order (the last repeats): a Sound, or None for a
    # spoken progress line (from `progress_rules`). Empty: lines only.
    progress_steps: tuple[Sound | None, ...] = ()
    duplicates: int = 0  # times this key was requested again while pending
    history: tuple[tuple[str, float], ...] = field(default_factory=tuple)
    customer_id: CustomerId | None = None  # whose work it is: repeats are matched across sessions
    rules: tuple[str, ...] = ()  # how to say the result (the completed ToolResult's rules)
    delivered_via: str | None = None  # see the module docstring
    retold_in: SessionId | None = None  # a later session of the customer that said it again

    @property
    def answer(self) -> str | None:
        """The line that answered this work, once it is done: delivered, or stored for an
        operator. (While it is being delivered, a repeat request hears how it is going instead,
        so the answer is not said twice in a row.)"""
        if self.outcome != "success" or self.state not in (WorkState.DELIVERED, WorkState.DELIVERY_FAILED):
            return None
        text = (self.delivery or {}).get("text")
        return str(text) if text else None

    @property
    def pending(self) -> bool:
        return self.state.is_pending

    def progress_step(self, n: int) -> Sound | None:
        """The n-th silence's filler (from 0): a sound, or None for a progress line."""
        if not self.progress_steps:
            return None
        return self.progress_steps[min(n, len(self.progress_steps) - 1)]

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
            "progress_steps": [None if s is None else s.to_dict() for s in self.progress_steps],
            "duplicates": self.duplicates,
            "history": [list(h) for h in self.history],
            "customer_id": self.customer_id,
            "rules": list(self.rules),
            "delivered_via": self.delivered_via,
            "retold_in": self.retold_in,
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
            progress_steps=tuple(None if s is None else Sound.from_dict(s) for s in d.get("progress_steps", ())),
            duplicates=int(d.get("duplicates", 0)),
            history=tuple((str(s), float(t)) for s, t in d.get("history", ())),
            customer_id=CustomerId(d["customer_id"]) if d.get("customer_id") else None,
            rules=tuple(d.get("rules", ())),
            delivered_via=d.get("delivered_via"),
            retold_in=SessionId(d["retold_in"]) if d.get("retold_in") else None,
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
