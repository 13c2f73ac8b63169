"""The store port and its in-memory implementation.

A store holds session records, their event logs and their pending-work entries. Every write is
complete when the coroutine returns. The SQLite adapter implements the same Protocol and passes
the same contract tests (tests/unit/test_store_contract.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from voice_agent.errors import SessionNotFoundError
from voice_agent.ids import EventId, SessionId, TraceId, WorkId, new_id
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionFilter, SessionRecord
from voice_agent.work.entries import WorkEntry, WorkState


class Store(Protocol):
    async def create_session(self, record: SessionRecord) -> SessionRecord: ...

    async def get_session(self, session_id: SessionId) -> SessionRecord | None: ...

    async def update_session(
        self, session_id: SessionId, changes: SessionChanges
    ) -> SessionRecord: ...

    async def delete_session(self, session_id: SessionId) -> bool: ...

    async def list_sessions(self, query: SessionFilter) -> list[SessionRecord]: ...

    async def append_event(
        self,
        session_id: SessionId,
        *,
        kind: EventKind,
        source: EventSource,
        trace_id: TraceId,
        data: Mapping[str, Any],
        created_at: float,
    ) -> Event: ...

    async def list_events(
        self,
        session_id: SessionId,
        *,
        min_offset: int = 0,
        kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
        limit: int | None = None,
    ) -> list[Event]: ...

    async def put_work(self, entry: WorkEntry) -> None: ...

    async def get_work(self, work_id: WorkId) -> WorkEntry | None: ...

    async def list_work(
        self,
        *,
        session_id: SessionId | None = None,
        states: Iterable[WorkState] | None = None,
    ) -> list[WorkEntry]: ...

    async def claim_session(self, session_id: SessionId, owner: str, *, now: float, ttl_s: float) -> str:
        """Take or renew the lease on a session's live side; returns the owner after the
        attempt (`owner` if it now holds the lease). Atomic across processes."""
        ...

    async def release_session(self, session_id: SessionId, owner: str) -> None: ...

    async def aclose(self) -> None: ...


def apply_changes(record: SessionRecord, changes: SessionChanges) -> SessionRecord:
    labels = set(record.labels)
    labels.update(changes.get("labels_add", ()))
    labels.difference_update(changes.get("labels_remove", ()))
    metadata = dict(record.metadata)
    metadata.update(changes.get("metadata_set", {}))
    for key in changes.get("metadata_unset", ()):
        metadata.pop(key, None)
    return replace(
        record,
        mode=changes.get("mode", record.mode),
        title=changes.get("title", record.title),
        labels=frozenset(labels),
        metadata=metadata,
    )


def matches(record: SessionRecord, query: SessionFilter) -> bool:
    if query.agent_id is not None and record.agent_id != query.agent_id:
        return False
    if query.customer_id is not None and record.customer_id != query.customer_id:
        return False
    return query.labels <= record.labels


class InMemoryStore:
    """The store for tests and for single-process runs that need no durability."""

    def __init__(self) -> None:
        self._sessions: dict[SessionId, SessionRecord] = {}
        self._order: list[SessionId] = []
        self._events: dict[SessionId, list[Event]] = {}
        self._work: dict[WorkId, WorkEntry] = {}
        self._leases: dict[SessionId, tuple[str, float]] = {}
        self._lock = asyncio.Lock()

    async def create_session(self, record: SessionRecord) -> SessionRecord:
        async with self._lock:
            self._sessions[record.id] = record
            self._order.append(record.id)
            self._events[record.id] = []
            return record

    async def get_session(self, session_id: SessionId) -> SessionRecord | None:
        return self._sessions.get(session_id)

    async def update_session(self, session_id: SessionId, changes: SessionChanges) -> SessionRecord:
        async with self._lock:
            record = self._require(session_id)
            updated = apply_changes(record, changes)
            self._sessions[session_id] = updated
            return updated

    async def delete_session(self, session_id: SessionId) -> bool:
        async with self._lock:
            if self._sessions.pop(session_id, None) is None:
                return False
            self._order.remove(session_id)
            self._events.pop(session_id, None)
            for wid in [w.id for w in self._work.values() if w.session_id == session_id]:
                del self._work[wid]
            return True

    async def list_sessions(self, query: SessionFilter) -> list[SessionRecord]:
        start = 0
        if query.after is not None and query.after in self._order:
            start = self._order.index(query.after) + 1
        out: list[SessionRecord] = []
        for sid in self._order[start:]:
            record = self._sessions[sid]
            if matches(record, query):
                out.append(record)
                if len(out) >= query.limit:
                    break
        return out

    async def append_event(
        self,
        session_id: SessionId,
        *,
        kind: EventKind,
        source: EventSource,
        trace_id: TraceId,
        data: Mapping[str, Any],
        created_at: float,
    ) -> Event:
        async with self._lock:
            self._require(session_id)
            log = self._events[session_id]
            event = Event(
                id=EventId(new_id("evt")),
                session_id=session_id,
                offset=len(log),
                kind=kind,
                source=source,
                trace_id=trace_id,
                created_at=created_at,
                data=dict(data),
            )
            log.append(event)
            return event

    async def list_events(
        self,
        session_id: SessionId,
        *,
        min_offset: int = 0,
        kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
        limit: int | None = None,
    ) -> list[Event]:
        self._require(session_id)
        out = [
            e
            for e in self._events[session_id][max(0, min_offset) :]
            if (kinds is None or e.kind in kinds) and (source is None or e.source == source)
        ]
        return out[:limit] if limit is not None else out

    async def put_work(self, entry: WorkEntry) -> None:
        current = self._work.get(entry.id)
        if current is None or entry.version >= current.version:
            self._work[entry.id] = entry

    async def get_work(self, work_id: WorkId) -> WorkEntry | None:
        return self._work.get(work_id)

    async def list_work(
        self,
        *,
        session_id: SessionId | None = None,
        states: Iterable[WorkState] | None = None,
    ) -> list[WorkEntry]:
        wanted = set(states) if states is not None else None
        return sorted(
            (
                w
                for w in self._work.values()
                if (session_id is None or w.session_id == session_id)
                and (wanted is None or w.state in wanted)
            ),
            key=lambda w: w.created_at,
        )

    async def claim_session(self, session_id: SessionId, owner: str, *, now: float, ttl_s: float) -> str:
        holder, until = self._leases.get(session_id, ("", 0.0))
        if holder and holder != owner and until > now:
            return holder
        self._leases[session_id] = (owner, now + ttl_s)
        return owner

    async def release_session(self, session_id: SessionId, owner: str) -> None:
        if self._leases.get(session_id, ("", 0.0))[0] == owner:
            del self._leases[session_id]

    async def aclose(self) -> None:
        return None

    def _require(self, session_id: SessionId) -> SessionRecord:
        record = self._sessions.get(session_id)
        if record is None:
            raise SessionNotFoundError(f"no session with id {session_id!r}")
        return record
