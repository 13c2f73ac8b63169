"""The in-memory store, and the helpers every store shares.

The port itself (`Store`, `Lease`) is in voice_agent.ports. The SQLite adapter implements the
same Protocol and passes the same contract tests (tests/unit/test_store_contract.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from voice_agent.clock import Clock, SystemClock
from voice_agent.errors import LeaseLost, SessionNotFoundError
from voice_agent.ids import CustomerId, EventId, SessionId, TraceId, WorkId, new_id
from voice_agent.ports import Lease, Store
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionFilter, SessionRecord
from voice_agent.work.entries import WorkEntry, WorkState

__all__ = ["InMemoryStore", "Lease", "Store", "apply_changes", "matches"]


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
    """The store for tests and for single-process runs that need no durability. Its clock (the
    store clock leases are judged by) is injectable, so tests can expire a lease by moving time."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.clock: Clock = clock or SystemClock()
        self._sessions: dict[SessionId, SessionRecord] = {}
        self._order: list[SessionId] = []
        self._events: dict[SessionId, list[Event]] = {}
        self._work: dict[WorkId, WorkEntry] = {}
        self._leases: dict[SessionId, Lease] = {}
        self._lock = asyncio.Lock()

    def _check_fence(self, session_id: SessionId, fence: Lease | None) -> None:
        if fence is None:
            return
        held = self._leases.get(session_id)
        if held is None or held.epoch != fence.epoch or held.owner != fence.owner:
            raise LeaseLost(f"session {session_id}: lease epoch {fence.epoch} of {fence.owner} is no "
                            f"longer current; the write was refused")

    async def create_session(self, record: SessionRecord) -> SessionRecord:
        async with self._lock:
            self._sessions[record.id] = record
            self._order.append(record.id)
            self._events[record.id] = []
            return record

    async def get_session(self, session_id: SessionId) -> SessionRecord | None:
        return self._sessions.get(session_id)

    async def update_session(
        self, session_id: SessionId, changes: SessionChanges, *, fence: Lease | None = None
    ) -> SessionRecord:
        async with self._lock:
            record = self._require(session_id)
            self._check_fence(session_id, fence)
            updated = apply_changes(record, changes)
            self._sessions[session_id] = updated
            return updated

    async def delete_session(self, session_id: SessionId) -> bool:
        async with self._lock:
            if self._sessions.pop(session_id, None) is None:
                return False
            self._order.remove(session_id)
            self._events.pop(session_id, None)
            self._leases.pop(session_id, None)
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
        fence: Lease | None = None,
    ) -> Event:
        async with self._lock:
            self._require(session_id)
            self._check_fence(session_id, fence)
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

    async def put_work(self, entry: WorkEntry, *, fence: Lease | None = None) -> None:
        async with self._lock:
            self._check_fence(entry.session_id, fence)
            current = self._work.get(entry.id)
            if current is None or entry.version >= current.version:
                self._work[entry.id] = entry

    async def get_work(self, work_id: WorkId) -> WorkEntry | None:
        return self._work.get(work_id)

    async def list_work(
        self,
        *,
        session_id: SessionId | None = None,
        customer_id: CustomerId | None = None,
        states: Iterable[WorkState] | None = None,
    ) -> list[WorkEntry]:
        wanted = set(states) if states is not None else None
        return sorted(
            (
                w
                for w in self._work.values()
                if (session_id is None or w.session_id == session_id)
                and (customer_id is None or w.customer_id == customer_id)
                and (wanted is None or w.state in wanted)
            ),
            key=lambda w: w.created_at,
        )

    # -- leases ------------------------------------------------------------------------------

    async def claim_session(self, session_id: SessionId, owner: str, *, ttl_s: float) -> Lease | None:
        async with self._lock:
            now = self.clock.wall()
            held = self._leases.get(session_id)
            if held is not None and held.owner != owner and held.expires_at > now:
                return None
            if held is not None and held.owner == owner and held.expires_at > now:
                epoch = held.epoch  # already ours: a renewal, not a change of hands
            else:
                epoch = (held.epoch if held is not None else 0) + 1
            lease = Lease(session_id, owner, epoch, now + ttl_s)
            self._leases[session_id] = lease
            return lease

    async def renew_lease(self, lease: Lease, *, ttl_s: float) -> Lease | None:
        async with self._lock:
            held = self._leases.get(lease.session_id)
            if held is None or held.epoch != lease.epoch or held.owner != lease.owner:
                return None
            renewed = replace(held, expires_at=self.clock.wall() + ttl_s)
            self._leases[lease.session_id] = renewed
            return renewed

    async def release_session(self, lease: Lease) -> None:
        async with self._lock:
            held = self._leases.get(lease.session_id)
            if held is not None and held.epoch == lease.epoch and held.owner == lease.owner:
                # Kept, expired, so that the next claim still gets a higher epoch.
                self._leases[lease.session_id] = replace(held, expires_at=0.0)

    async def lease_of(self, session_id: SessionId) -> Lease | None:
        held = self._leases.get(session_id)
        return held if held is not None and held.expires_at > self.clock.wall() else None

    async def recoverable_sessions(self, *, limit: int = 100) -> list[SessionId]:
        now = self.clock.wall()
        out: list[SessionId] = []
        for w in sorted(self._work.values(), key=lambda w: w.created_at):
            held = self._leases.get(w.session_id)
            if w.pending and w.session_id not in out and (held is None or held.expires_at <= now):
                out.append(w.session_id)
                if len(out) >= limit:
                    break
        return out

    async def store_time(self) -> float:
        return self.clock.wall()

    async def purge_sessions(self, *, idle_before: float, limit: int = 500) -> int:
        async with self._lock:
            now = self.clock.wall()
            busy = {w.session_id for w in self._work.values() if w.pending}
            busy |= {sid for sid, lease in self._leases.items() if lease.expires_at > now}
            old = [sid for sid in self._order
                   if sid not in busy and self._sessions[sid].created_at < idle_before
                   and all(e.created_at < idle_before for e in self._events[sid][-1:])][:limit]
        for sid in old:
            await self.delete_session(sid)
        return len(old)

    async def aclose(self) -> None:
        return None

    def _require(self, session_id: SessionId) -> SessionRecord:
        record = self._sessions.get(session_id)
        if record is None:
            raise SessionNotFoundError(f"no session with id {session_id!r}")
        return record
