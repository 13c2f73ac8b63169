"""The PostgreSQL store: sessions, events, the ledger and leases for a fleet of processes.

asyncpg with a small connection pool, chosen over psycopg 3 by bench/store_drivers.py (same
server and queries, alternating rounds: psycopg took 1.3x asyncpg's time per append and 1.9x per
read at the median). Every write is committed before the coroutine returns. Event offsets come
from a per-session counter row updated in the same transaction as the insert, so concurrent
writers in any number of processes never take the same offset and no `MAX(offset)` scan is
needed.

Leases and fencing: the store's clock is the database's (`now()`, read inside the statement), so
every process judges expiry by one clock. Each lease operation is one conditional statement
(the same as SQLite's, adapters/store/sqlite.py). Renewals go through a connection of their
own, never behind the pool's ordinary writes, several in one statement (adapters/store/
pg_leases.py). A fenced write takes a share lock on the
lease row in the same statement as the write: a takeover (which updates that row) waits for
the write to commit, and a write that comes after the takeover sees the new epoch and is
refused, so an old owner's write can never land after its successor has read the session.
The hot writes (an event, a ledger entry) are one statement each, so one round trip.

Other processes learn about changes through `LISTEN/NOTIFY` (adapters/store/pg_changes.py): this
store is a `ChangeFeed`. The schema and its migrations are in adapters/store/pg_schema.py.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import asyncpg

from adapters.store.pg_changes import CHANNEL, ChangeListener, Subscription
from adapters.store.pg_leases import CONNECTION_ERRORS, LeaseRenewals
from adapters.store.pg_schema import migrate, schema_version, version_problem
from adapters.store.urls import redact
from voice_agent.errors import LeaseLost, SessionNotFoundError, StoreError
from voice_agent.ids import AgentId, CustomerId, EventId, SessionId, TraceId, WorkId, new_id
from voice_agent.ports import Lease
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionFilter, SessionMode, SessionRecord
from voice_agent.session.store import apply_changes
from voice_agent.work.entries import WorkEntry, WorkState

__all__ = ["PostgresStore", "migrate"]

logger = logging.getLogger("adapters.store.postgres")

# The store clock: seconds since the epoch, as the database reads it (once per transaction).
NOW = "EXTRACT(EPOCH FROM now())::float8"
PENDING_STATES = [s.value for s in WorkState if s.is_pending]
PURGE_LOCK = 7468202  # one process purges at a time; the others skip that round


async def _set_codecs(conn: asyncpg.Connection) -> None:
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


class PostgresStore:
    def __init__(self, dsn: str, *, min_size: int = 1, max_size: int = 8) -> None:
        self.dsn = dsn
        self._min_size, self._max_size = min_size, max_size
        self._pool: asyncpg.Pool | None = None
        self._changes = ChangeListener(lambda: asyncpg.connect(self.dsn))
        self._renewals = LeaseRenewals(lambda: asyncpg.connect(self.dsn))
        self._closed = False

    @classmethod
    async def connect(cls, dsn: str, **kwargs: Any) -> PostgresStore:
        store = cls(dsn, **kwargs)
        await store.open()
        return store

    async def open(self) -> None:
        """Connect, refuse a schema this build does not know, and start listening."""
        try:
            self._pool = await asyncpg.create_pool(self.dsn, min_size=self._min_size, max_size=self._max_size,
                                                   init=self._init_connection)
        except (OSError, asyncpg.PostgresError) as exc:
            raise StoreError(f"cannot connect to PostgreSQL at {redact(self.dsn)}: {exc}") from exc
        try:
            async with self._pool.acquire() as conn:
                problem = version_problem(await schema_version(conn), self.dsn)
            if problem is not None:
                raise StoreError(problem)
            await self._changes.start()
            await self._renewals.open()
        except BaseException:
            await self.aclose()
            raise

    async def _init_connection(self, conn: asyncpg.Connection) -> None:
        await _set_codecs(conn)
        self._changes.own_backends.add(conn.get_server_pid())

    @property
    def pool(self) -> asyncpg.Pool:
        self._refuse_if_closed()
        assert self._pool is not None
        return self._pool

    def _refuse_if_closed(self) -> None:
        """Every call is refused, with the same error, once the store is closed or before it is open."""
        if self._pool is None or self._closed:
            raise StoreError("the PostgreSQL store is not open (or was closed)")

    # -- wake-ups (ChangeFeed) ----------------------------------------------------------------

    def subscribe(self, session_id: SessionId) -> Subscription:
        return self._changes.subscribe(session_id)

    async def wait_for_change(self, session_id: SessionId, timeout: float) -> bool:
        """Wait until the session changes in any process (a one-off subscription); False on
        timeout. A change before this call is not seen: hold a `subscribe` to see every one."""
        with self.subscribe(session_id) as sub:
            return await sub.wait(timeout)

    # -- sessions -------------------------------------------------------------------------------

    async def create_session(self, record: SessionRecord) -> SessionRecord:
        async with self._conn() as conn:
            await conn.execute(
                "INSERT INTO va_sessions (id, agent_id, customer_id, created_at, mode, labels, metadata,"
                " represented, title) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                record.id, record.agent_id, record.customer_id, record.created_at, record.mode.value,
                sorted(record.labels), dict(record.metadata), record.customer_represented_by_an_agent,
                record.title)
        return record

    async def get_session(self, session_id: SessionId) -> SessionRecord | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(f"SELECT {_SESSION_COLS} FROM va_sessions WHERE id = $1", session_id)
        return _session_from_row(row) if row else None

    async def update_session(
        self, session_id: SessionId, changes: SessionChanges, *, fence: Lease | None = None
    ) -> SessionRecord:
        async with self._conn() as conn, conn.transaction():
            await _check_fence(conn, session_id, fence)
            # NO KEY UPDATE: it does not block the key-share locks of concurrent event inserts.
            row = await conn.fetchrow(
                f"SELECT {_SESSION_COLS} FROM va_sessions WHERE id = $1 FOR NO KEY UPDATE", session_id)
            if row is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
            updated = apply_changes(_session_from_row(row), changes)
            await conn.execute(
                "UPDATE va_sessions SET mode = $2, labels = $3, metadata = $4, title = $5 WHERE id = $1",
                session_id, updated.mode.value, sorted(updated.labels), dict(updated.metadata), updated.title)
            await conn.execute("SELECT pg_notify($1, $2)", CHANNEL, session_id)
        return updated

    async def delete_session(self, session_id: SessionId) -> bool:
        async with self._conn() as conn:  # events, work and the lease go with it (ON DELETE CASCADE)
            status = await conn.execute("DELETE FROM va_sessions WHERE id = $1", session_id)
        return bool(status.endswith(" 1"))

    async def list_sessions(self, query: SessionFilter) -> list[SessionRecord]:
        where, params = ["TRUE"], []  # type: ignore[var-annotated]
        if query.after is not None:
            params.append(query.after)
            where.append(f"seq > COALESCE((SELECT seq FROM va_sessions WHERE id = ${len(params)}), 0)")
        if query.agent_id is not None:
            params.append(query.agent_id)
            where.append(f"agent_id = ${len(params)}")
        if query.customer_id is not None:
            params.append(query.customer_id)
            where.append(f"customer_id = ${len(params)}")
        if query.labels:
            params.append(sorted(query.labels))
            where.append(f"labels @> ${len(params)}")
        params.append(query.limit)
        sql = (f"SELECT {_SESSION_COLS} FROM va_sessions WHERE {' AND '.join(where)}"
               f" ORDER BY seq LIMIT ${len(params)}")
        async with self._conn() as conn:
            rows = await conn.fetch(sql, *params)
        return [_session_from_row(r) for r in rows]

    # -- events ---------------------------------------------------------------------------------

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
        payload = json.loads(json.dumps(dict(data), default=str))
        event_id = EventId(new_id("evt"))
        owner, epoch = (fence.owner, fence.epoch) if fence is not None else ("", 0)
        async with self._conn() as conn:
            # One statement, so one round trip: fence check, offset, insert, notification.
            offset = await conn.fetchval(
                "WITH fence AS (SELECT 1 FROM va_leases WHERE session_id = $1 AND owner = $8 AND epoch = $9"
                "               FOR SHARE),"
                " bumped AS (UPDATE va_sessions SET next_offset = next_offset + 1"
                "            WHERE id = $1 AND (NOT $10::bool OR EXISTS (SELECT 1 FROM fence))"
                "            RETURNING next_offset - 1 AS off),"
                ' added AS (INSERT INTO va_events (session_id, "offset", id, kind, source, trace_id, created_at, data)'
                "           SELECT $1, off, $2::text, $3::text, $4::text, $5::text, $6::float8, $7::jsonb FROM bumped)"
                " SELECT off, pg_notify('" + CHANNEL + "', $1) FROM bumped",
                session_id, event_id, kind.value, source.value, trace_id, created_at, payload, owner, epoch,
                fence is not None)
            if offset is None:
                await _refused(conn, session_id, fence)
        return Event(id=event_id, session_id=session_id, offset=int(offset), kind=kind, source=source,
                     trace_id=trace_id, created_at=created_at, data=payload)

    async def list_events(
        self,
        session_id: SessionId,
        *,
        min_offset: int = 0,
        kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
        limit: int | None = None,
    ) -> list[Event]:
        where, params = ['session_id = $1', '"offset" >= $2'], [session_id, max(0, min_offset)]  # type: ignore[list-item]
        if kinds is not None:
            params.append([k.value for k in kinds])
            where.append(f"kind = ANY(${len(params)})")
        if source is not None:
            params.append(source.value)
            where.append(f"source = ${len(params)}")
        sql = (f'SELECT session_id, "offset", id, kind, source, trace_id, created_at, data FROM va_events'
               f' WHERE {" AND ".join(where)} ORDER BY "offset"')
        if limit is not None:
            params.append(int(limit))
            sql += f" LIMIT ${len(params)}"
        async with self._conn() as conn:
            rows = await conn.fetch(sql, *params)
            if not rows and await conn.fetchval("SELECT 1 FROM va_sessions WHERE id = $1", session_id) is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
        return [Event(id=EventId(r[2]), session_id=SessionId(r[0]), offset=int(r[1]), kind=EventKind(r[3]),
                      source=EventSource(r[4]), trace_id=TraceId(r[5]), created_at=float(r[6]), data=r[7])
                for r in rows]

    # -- work -----------------------------------------------------------------------------------

    async def put_work(self, entry: WorkEntry, *, fence: Lease | None = None) -> None:
        payload = json.loads(json.dumps(entry.to_dict(), default=str))
        owner, epoch = (fence.owner, fence.epoch) if fence is not None else ("", 0)
        async with self._conn() as conn:
            # One statement: the fence check and the upsert. A late write of an older version
            # must never overwrite a newer state (it writes nothing, and is no error).
            written = await conn.fetchval(
                "WITH fence AS (SELECT 1 FROM va_leases WHERE session_id = $2 AND owner = $10 AND epoch = $11"
                "               FOR SHARE)"
                " INSERT INTO va_work (id, session_id, key, state, created_at, updated_at, version, data, customer_id)"
                " SELECT $1::text, $2::text, $3::text, $4::text, $5::float8, $6::float8, $7::bigint, $8::jsonb,"
                "        $9::text WHERE NOT $12::bool OR EXISTS (SELECT 1 FROM fence)"
                " ON CONFLICT (id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at,"
                " version = excluded.version, data = excluded.data, customer_id = excluded.customer_id"
                " WHERE excluded.version >= va_work.version RETURNING 1",
                entry.id, entry.session_id, entry.key, entry.state.value, entry.created_at, entry.updated_at,
                entry.version, payload, entry.customer_id, owner, epoch, fence is not None)
            if written is None and fence is not None:
                await _check_fence(conn, entry.session_id, fence)  # refused, or only an older version

    async def get_work(self, work_id: WorkId) -> WorkEntry | None:
        async with self._conn() as conn:
            data = await conn.fetchval("SELECT data FROM va_work WHERE id = $1", work_id)
        return WorkEntry.from_dict(data) if data is not None else None

    async def list_work(
        self, *, session_id: SessionId | None = None, customer_id: CustomerId | None = None,
        states: Iterable[WorkState] | None = None,
    ) -> list[WorkEntry]:
        where, params = ["TRUE"], []  # type: ignore[var-annotated]
        if session_id is not None:
            params.append(session_id)
            where.append(f"session_id = ${len(params)}")
        if customer_id is not None:
            params.append(customer_id)
            where.append(f"customer_id = ${len(params)}")
        if states is not None:
            wanted = [s.value for s in states]
            if not wanted:
                return []
            params.append(wanted)
            where.append(f"state = ANY(${len(params)})")
        async with self._conn() as conn:
            rows = await conn.fetch(
                f"SELECT data FROM va_work WHERE {' AND '.join(where)} ORDER BY created_at, id", *params)
        return [WorkEntry.from_dict(r[0]) for r in rows]

    # -- leases: one conditional statement each, on the database's clock -------------------------

    async def claim_session(self, session_id: SessionId, owner: str, *, ttl_s: float) -> Lease | None:
        sql = (
            "INSERT INTO va_leases (session_id, owner, epoch, expires_at) VALUES ($1, $2, 1, " + NOW + " + $3)"
            " ON CONFLICT (session_id) DO UPDATE SET"
            "  epoch = CASE WHEN va_leases.owner = excluded.owner AND va_leases.expires_at > " + NOW +
            "   THEN va_leases.epoch ELSE va_leases.epoch + 1 END,"
            "  owner = excluded.owner, expires_at = excluded.expires_at"
            " WHERE va_leases.owner = excluded.owner OR va_leases.expires_at <= " + NOW +
            " RETURNING owner, epoch, expires_at"
        )
        try:
            async with self._conn() as conn:
                row = await conn.fetchrow(sql, session_id, owner, float(ttl_s))
        except StoreError as exc:
            if isinstance(exc.__cause__, asyncpg.ForeignKeyViolationError):
                raise SessionNotFoundError(f"no session with id {session_id!r}") from exc
            raise
        return Lease(session_id, str(row[0]), int(row[1]), float(row[2])) if row else None

    async def renew_lease(self, lease: Lease, *, ttl_s: float) -> Lease | None:
        self._refuse_if_closed()
        # Not through the pool: a renewal must not wait behind ordinary writes (pg_leases.py).
        return await self._renewals.renew(lease, ttl_s)

    async def release_session(self, lease: Lease) -> None:
        async with self._conn() as conn:
            # The row stays (expired) so that the next claim still gets a higher epoch.
            await conn.execute("UPDATE va_leases SET expires_at = 0 WHERE session_id = $1 AND owner = $2"
                               " AND epoch = $3", lease.session_id, lease.owner, lease.epoch)

    async def lease_of(self, session_id: SessionId) -> Lease | None:
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT owner, epoch, expires_at FROM va_leases WHERE session_id = $1 AND expires_at > " + NOW,
                session_id)
        return Lease(session_id, str(row[0]), int(row[1]), float(row[2])) if row else None

    async def recoverable_sessions(self, *, limit: int = 100) -> list[SessionId]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT w.session_id FROM va_work w LEFT JOIN va_leases l ON l.session_id = w.session_id"
                " WHERE w.state IN ('started', 'interrupted', 'result_available', 'failed')"
                " AND (l.session_id IS NULL OR l.expires_at <= " + NOW + ")"
                " GROUP BY w.session_id ORDER BY MIN(w.created_at) LIMIT $1", limit)
        return [SessionId(r[0]) for r in rows]

    async def store_time(self) -> float:
        async with self._conn() as conn:
            return float(await conn.fetchval("SELECT " + NOW))

    # -- retention ------------------------------------------------------------------------------

    async def purge_sessions(self, *, idle_before: float, limit: int = 500) -> int:
        async with self._conn() as conn, conn.transaction():
            # Several processes may run retention: one deletes, the others skip the round.
            if not await conn.fetchval("SELECT pg_try_advisory_xact_lock($1)", PURGE_LOCK):
                return 0
            status = await conn.execute(
                "DELETE FROM va_sessions WHERE id IN ("
                " SELECT s.id FROM va_sessions s WHERE s.created_at < $1"
                " AND COALESCE((SELECT e.created_at FROM va_events e WHERE e.session_id = s.id"
                "               ORDER BY e.\"offset\" DESC LIMIT 1), 0) < $1"
                " AND NOT EXISTS (SELECT 1 FROM va_work w WHERE w.session_id = s.id AND w.state = ANY($3))"
                " AND NOT EXISTS (SELECT 1 FROM va_leases l WHERE l.session_id = s.id AND l.expires_at > " + NOW + ")"
                " ORDER BY s.created_at LIMIT $2 FOR UPDATE SKIP LOCKED)",
                float(idle_before), int(limit), PENDING_STATES)
        return int(status.split()[-1])

    # -- life cycle -----------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Close the listener and the pool. Idempotent."""
        if self._closed:
            return
        self._closed = True
        await self._changes.aclose()
        await self._renewals.aclose()
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    def _conn(self) -> _Acquire:
        return _Acquire(self)


async def _check_fence(conn: asyncpg.Connection, session_id: SessionId, fence: Lease | None) -> None:
    """Inside the write's own transaction: refuse it unless the fence is the current lease. The
    share lock holds a concurrent takeover back until this write has committed."""
    if fence is None:
        return
    held = await conn.fetchval(
        "SELECT 1 FROM va_leases WHERE session_id = $1 AND owner = $2 AND epoch = $3 FOR SHARE",
        session_id, fence.owner, fence.epoch)
    if held is None:
        raise LeaseLost(f"session {session_id}: lease epoch {fence.epoch} of {fence.owner} is no longer "
                        "current; the write was refused")


async def _refused(conn: asyncpg.Connection, session_id: SessionId, fence: Lease | None) -> None:
    """A fenced write wrote nothing: say why (no such session, or the fence is stale)."""
    if await conn.fetchval("SELECT 1 FROM va_sessions WHERE id = $1", session_id) is None:
        raise SessionNotFoundError(f"no session with id {session_id!r}")
    await _check_fence(conn, session_id, fence)
    raise StoreError(f"session {session_id}: the event was not written, for no known reason")


class _Acquire:
    """A pooled connection whose driver errors become StoreError (with the cause kept)."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._cm: Any = None

    async def __aenter__(self) -> asyncpg.Connection:
        self._cm = self._store.pool.acquire()
        try:
            return await self._cm.__aenter__()
        except CONNECTION_ERRORS as exc:
            raise StoreError(f"PostgreSQL store: {exc}") from exc

    async def __aexit__(self, exc_type: Any, exc: BaseException | None, tb: Any) -> bool:
        await self._cm.__aexit__(exc_type, exc, tb)
        if isinstance(exc, asyncpg.UniqueViolationError):
            raise StoreError(f"PostgreSQL store: {exc.detail or exc}") from exc
        if isinstance(exc, CONNECTION_ERRORS):
            raise StoreError(f"PostgreSQL store: {exc}") from exc
        return False


_SESSION_COLS = "id, agent_id, customer_id, created_at, mode, labels, metadata, represented, title"


def _session_from_row(row: Sequence[Any]) -> SessionRecord:
    return SessionRecord(
        id=SessionId(row[0]), agent_id=AgentId(row[1]), customer_id=CustomerId(row[2]), created_at=float(row[3]),
        mode=SessionMode(row[4]), labels=frozenset(row[5]), metadata=row[6],
        customer_represented_by_an_agent=bool(row[7]), title=row[8],
    )
