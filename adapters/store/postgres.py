"""The PostgreSQL store: sessions, events, the ledger and leases for a fleet of processes.

asyncpg with a small connection pool, chosen over psycopg 3 by bench/store_drivers.py (same
server and queries, alternating rounds: psycopg took 1.3x asyncpg's time per append and 1.9x per
read at the median). Every write is committed before the coroutine
returns. Event offsets come from a per-session counter row updated in the same transaction as
the insert, so concurrent writers in any number of processes never take the same offset and no
`MAX(offset)` scan is needed.

Other processes learn about new events through `LISTEN/NOTIFY` (channel `va_events`, payload
the session id), not by polling: `wait_for_change(session_id, timeout)` returns as soon as
another process (or this one) appended to that session.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import asyncpg

from adapters.store.pg_schema import MIGRATIONS, SCHEMA_VERSION, VERSION_TABLE
from voice_agent.errors import SessionNotFoundError, StoreError
from voice_agent.ids import AgentId, CustomerId, EventId, SessionId, TraceId, WorkId, new_id
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionFilter, SessionMode, SessionRecord
from voice_agent.session.store import apply_changes
from voice_agent.work.entries import WorkEntry, WorkState

logger = logging.getLogger("adapters.store.postgres")

CHANNEL = "va_events"


async def _init_connection(conn: asyncpg.Connection) -> None:
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


async def schema_version(conn: asyncpg.Connection) -> int:
    exists = await conn.fetchval("SELECT to_regclass('va_schema') IS NOT NULL")
    if not exists:
        return 0
    return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM va_schema"))


async def migrate(dsn: str) -> tuple[int, int]:
    """Apply the migrations this build has and the database lacks. Returns (before, after).
    Safe to run from several processes at once: an advisory lock serialises them."""
    try:
        conn = await asyncpg.connect(dsn)
    except (OSError, asyncpg.PostgresError) as exc:
        raise StoreError(f"cannot connect to PostgreSQL at {_redact(dsn)}: {exc}") from exc
    try:
        await conn.execute("SELECT pg_advisory_lock(7468201)")
        try:
            await conn.execute(VERSION_TABLE)
            before = await schema_version(conn)
            if before > SCHEMA_VERSION:
                raise StoreError(
                    f"the database schema is at version {before}, newer than this build knows "
                    f"({SCHEMA_VERSION}); upgrade voice-agent instead of migrating")
            for number in range(before + 1, SCHEMA_VERSION + 1):
                async with conn.transaction():
                    await conn.execute(MIGRATIONS[number - 1])
                    await conn.execute("INSERT INTO va_schema (version) VALUES ($1)", number)
            return before, SCHEMA_VERSION
        finally:
            await conn.execute("SELECT pg_advisory_unlock(7468201)")
    finally:
        await conn.close()


class PostgresStore:
    def __init__(self, dsn: str, *, min_size: int = 1, max_size: int = 8) -> None:
        self.dsn = dsn
        self._min_size, self._max_size = min_size, max_size
        self._pool: asyncpg.Pool | None = None
        self._listener: asyncpg.Connection | None = None
        self._changed: dict[SessionId, asyncio.Event] = {}
        self._closed = False

    @classmethod
    async def connect(cls, dsn: str, **kwargs: Any) -> PostgresStore:
        store = cls(dsn, **kwargs)
        await store.open()
        return store

    async def open(self) -> None:
        try:
            self._pool = await asyncpg.create_pool(self.dsn, min_size=self._min_size, max_size=self._max_size,
                                                   init=_init_connection)
        except (OSError, asyncpg.PostgresError) as exc:
            raise StoreError(f"cannot connect to PostgreSQL at {_redact(self.dsn)}: {exc}") from exc
        try:
            async with self._pool.acquire() as conn:
                version = await schema_version(conn)
            if version != SCHEMA_VERSION:
                what = "newer than this build knows" if version > SCHEMA_VERSION else "behind this build"
                raise StoreError(
                    f"the database schema is at version {version}, {what} (version {SCHEMA_VERSION}); "
                    + ("upgrade voice-agent" if version > SCHEMA_VERSION else
                       f"run `voice-agent migrate --store {_redact(self.dsn)}` first"))
            self._listener = await asyncpg.connect(self.dsn)
            await self._listener.add_listener(CHANNEL, self._on_notify)
        except BaseException:
            await self.aclose()
            raise

    def _on_notify(self, _conn: Any, _pid: int, _channel: str, payload: str) -> None:
        signal = self._changed.get(SessionId(payload))
        if signal is not None:
            signal.set()

    async def wait_for_change(self, session_id: SessionId, timeout: float) -> bool:
        """Wait until an event is appended to the session by any process; False on timeout."""
        signal = self._changed.setdefault(session_id, asyncio.Event())
        try:
            async with asyncio.timeout(timeout):
                await signal.wait()
        except TimeoutError:
            return False
        finally:
            signal.clear()
        return True

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None or self._closed:
            raise StoreError("the PostgreSQL store is not open (or was closed)")
        return self._pool

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

    async def update_session(self, session_id: SessionId, changes: SessionChanges) -> SessionRecord:
        async with self._conn() as conn, conn.transaction():
            row = await conn.fetchrow(
                f"SELECT {_SESSION_COLS} FROM va_sessions WHERE id = $1 FOR UPDATE", session_id)
            if row is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
            updated = apply_changes(_session_from_row(row), changes)
            await conn.execute(
                "UPDATE va_sessions SET mode = $2, labels = $3, metadata = $4, title = $5 WHERE id = $1",
                session_id, updated.mode.value, sorted(updated.labels), dict(updated.metadata), updated.title)
            await conn.execute("SELECT pg_notify($1, $2)", CHANNEL, session_id)
        return updated

    async def delete_session(self, session_id: SessionId) -> bool:
        async with self._conn() as conn:
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
    ) -> Event:
        payload = json.loads(json.dumps(dict(data), default=str))
        event_id = EventId(new_id("evt"))
        async with self._conn() as conn, conn.transaction():
            offset = await conn.fetchval(
                "UPDATE va_sessions SET next_offset = next_offset + 1 WHERE id = $1 RETURNING next_offset - 1",
                session_id)
            if offset is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
            await conn.execute(
                'INSERT INTO va_events (session_id, "offset", id, kind, source, trace_id, created_at, data)'
                " VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                session_id, offset, event_id, kind.value, source.value, trace_id, created_at, payload)
            await conn.execute("SELECT pg_notify($1, $2)", CHANNEL, session_id)
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

    async def put_work(self, entry: WorkEntry) -> None:
        payload = json.loads(json.dumps(entry.to_dict(), default=str))
        async with self._conn() as conn:
            # A late write of an older version must never overwrite a newer state.
            await conn.execute(
                "INSERT INTO va_work (id, session_id, key, state, created_at, updated_at, version, data)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
                " ON CONFLICT (id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at,"
                " version = excluded.version, data = excluded.data WHERE excluded.version >= va_work.version",
                entry.id, entry.session_id, entry.key, entry.state.value, entry.created_at, entry.updated_at,
                entry.version, payload)

    async def get_work(self, work_id: WorkId) -> WorkEntry | None:
        async with self._conn() as conn:
            data = await conn.fetchval("SELECT data FROM va_work WHERE id = $1", work_id)
        return WorkEntry.from_dict(data) if data is not None else None

    async def list_work(
        self, *, session_id: SessionId | None = None, states: Iterable[WorkState] | None = None
    ) -> list[WorkEntry]:
        where, params = ["TRUE"], []  # type: ignore[var-annotated]
        if session_id is not None:
            params.append(session_id)
            where.append(f"session_id = ${len(params)}")
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

    # -- leases ---------------------------------------------------------------------------------

    async def claim_session(self, session_id: SessionId, owner: str, *, now: float, ttl_s: float) -> str:
        async with self._conn() as conn:
            holder = await conn.fetchval(
                "INSERT INTO va_leases (session_id, owner, until) VALUES ($1, $2, $3 + $4)"
                " ON CONFLICT (session_id) DO UPDATE SET owner = excluded.owner, until = excluded.until"
                " WHERE va_leases.owner = excluded.owner OR va_leases.until <= $3"
                " RETURNING owner", session_id, owner, now, ttl_s)
            if holder is None:
                holder = await conn.fetchval("SELECT owner FROM va_leases WHERE session_id = $1", session_id)
        return str(holder)

    async def release_session(self, session_id: SessionId, owner: str) -> None:
        async with self._conn() as conn:
            await conn.execute("DELETE FROM va_leases WHERE session_id = $1 AND owner = $2", session_id, owner)

    # -- life cycle -----------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Close the listener and the pool. Idempotent."""
        if self._closed:
            return
        self._closed = True
        listener, self._listener = self._listener, None
        if listener is not None:
            try:
                await listener.close()
            except Exception:
                logger.warning("closing the PostgreSQL listener failed", exc_info=True)
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    def _conn(self) -> _Acquire:
        return _Acquire(self)


class _Acquire:
    """A pooled connection whose driver errors become StoreError (with the cause kept)."""

    def __init__(self, store: PostgresStore) -> None:
        self._store = store
        self._cm: Any = None

    async def __aenter__(self) -> asyncpg.Connection:
        self._cm = self._store.pool.acquire()
        try:
            return await self._cm.__aenter__()
        except (OSError, asyncpg.PostgresError) as exc:
            raise StoreError(f"PostgreSQL store: {exc}") from exc

    async def __aexit__(self, exc_type: Any, exc: BaseException | None, tb: Any) -> bool:
        await self._cm.__aexit__(exc_type, exc, tb)
        if isinstance(exc, asyncpg.UniqueViolationError):
            raise StoreError(f"PostgreSQL store: {exc.detail or exc}") from exc
        if isinstance(exc, (OSError, asyncpg.PostgresError, asyncpg.InterfaceError)):
            raise StoreError(f"PostgreSQL store: {exc}") from exc
        return False


_SESSION_COLS = "id, agent_id, customer_id, created_at, mode, labels, metadata, represented, title"


def _session_from_row(row: Sequence[Any]) -> SessionRecord:
    return SessionRecord(
        id=SessionId(row[0]), agent_id=AgentId(row[1]), customer_id=CustomerId(row[2]), created_at=float(row[3]),
        mode=SessionMode(row[4]), labels=frozenset(row[5]), metadata=row[6],
        customer_represented_by_an_agent=bool(row[7]), title=row[8],
    )


def _redact(dsn: str) -> str:
    """The DSN without its password, for messages."""
    if "@" not in dsn or "://" not in dsn:
        return dsn
    scheme, rest = dsn.split("://", 1)
    creds, host = rest.rsplit("@", 1)
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}@{host}" if user else f"{scheme}://{host}"
