"""The SQLite store: the embedded default.

WAL mode, one connection used from one worker thread (the event loop never blocks on disk),
each write committed before the coroutine returns; a lease renewal goes before the calls waiting
for that thread (sqlite_thread.py), so a burst of writes cannot hold it back. Several processes
may share the file (on one machine: SQLite over a network file system is not supported): event
offsets are assigned inside an IMMEDIATE transaction, so two writers never take the same one.

Durability: `synchronous=FULL` by default (bench/sqlite_durability.py measured its cost): a
commit is on disk when the coroutine returns, so a power cut loses nothing acknowledged. With
`synchronous="NORMAL"` a power cut (not a process crash) can lose the last commits. A process
killed at any point leaves a consistent file (bench/sqlite_kill_loop.py).

Leases and fencing: the store's clock is SQLite's own `julianday('now')`, read inside the
statement, so every process sharing the file judges expiry by the same clock reading, never by
a value it passed in. Each lease operation is one conditional statement; a fenced write checks
the epoch inside its own transaction.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar

from adapters.store.sqlite_thread import OneThread
from voice_agent.errors import ConfigurationError, LeaseLost, SessionNotFoundError, StoreError
from voice_agent.ids import AgentId, CustomerId, EventId, SessionId, TraceId, WorkId, new_id
from voice_agent.ports import Lease
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionFilter, SessionMode, SessionRecord
from voice_agent.session.store import apply_changes
from voice_agent.work.entries import WorkEntry, WorkState

T = TypeVar("T")
Synchronous = Literal["FULL", "NORMAL"]

# The store clock: seconds since the epoch, as SQLite reads it (one reading per statement).
NOW = "((julianday('now') - 2440587.5) * 86400.0)"
PENDING_STATES = tuple(s.value for s in WorkState if s.is_pending)

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT UNIQUE NOT NULL,
    agent_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    created_at REAL NOT NULL,
    mode TEXT NOT NULL,
    labels TEXT NOT NULL,
    metadata TEXT NOT NULL,
    represented INTEGER NOT NULL,
    title TEXT
);
CREATE TABLE IF NOT EXISTS events (
    session_id TEXT NOT NULL,
    offset INTEGER NOT NULL,
    id TEXT NOT NULL,
    kind TEXT NOT NULL,
    source TEXT NOT NULL,
    trace_id TEXT NOT NULL,
    created_at REAL NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (session_id, offset)
);
CREATE TABLE IF NOT EXISTS work (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    state TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    version INTEGER NOT NULL,
    data TEXT NOT NULL,
    customer_id TEXT
);
CREATE TABLE IF NOT EXISTS leases (
    session_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    epoch INTEGER NOT NULL,
    expires_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS work_session ON work (session_id);
CREATE INDEX IF NOT EXISTS work_state ON work (state);
"""

# Files written before leases had epochs, and before work knew its customer.
MIGRATIONS = (
    ("leases", "epoch", "DROP TABLE leases"),  # leases are transient: recreated by SCHEMA
    ("work", "customer_id", "ALTER TABLE work ADD COLUMN customer_id TEXT;"
     " UPDATE work SET customer_id = json_extract(data, '$.customer_id')"),
)
INDEXES = """CREATE INDEX IF NOT EXISTS work_customer ON work (customer_id);
CREATE INDEX IF NOT EXISTS sessions_created ON sessions (created_at);"""


class SQLiteStore:
    def __init__(self, path: str | Path, *, synchronous: Synchronous = "FULL") -> None:
        if synchronous not in ("FULL", "NORMAL"):
            raise ConfigurationError(f"synchronous must be FULL or NORMAL, not {synchronous!r}")
        self.path = str(path)
        self.synchronous: Synchronous = synchronous
        self._executor = OneThread("sqlite-store")
        self._conn: sqlite3.Connection | None = None
        self._closed = False

    @classmethod
    async def connect(cls, path: str | Path, *, synchronous: Synchronous = "FULL") -> SQLiteStore:
        store = cls(path, synchronous=synchronous)
        await store.open()
        return store

    async def open(self) -> None:
        await self._run(self._open)

    def _open(self) -> None:
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = sqlite3.connect(self.path, timeout=10.0, isolation_level=None, check_same_thread=False)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(f"PRAGMA synchronous={self.synchronous}")
            conn.execute("PRAGMA busy_timeout=10000")
            for table, column, statements in MIGRATIONS:
                columns = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
                if columns and column not in columns:
                    conn.executescript(f"BEGIN IMMEDIATE; {statements}; COMMIT;")
            conn.executescript(SCHEMA)
            conn.executescript(INDEXES)
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open the SQLite store at {self.path}: {exc}") from exc
        self._conn = conn

    async def _run(self, fn: Callable[..., T], *args: Any, first: bool = False) -> T:
        """Run `fn(*args)` on the store's thread: after the calls waiting for it, or, `first`,
        before them (after the one in progress)."""
        if self._closed:
            raise StoreError("the store is closed")
        try:
            return await asyncio.wrap_future(self._executor.submit_first(fn, *args) if first
                                             else self._executor.submit(fn, *args))
        except sqlite3.Error as exc:
            raise StoreError(f"SQLite store {self.path}: {exc}") from exc

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError("the SQLite store is not open; call `await store.open()` first")
        return self._conn

    def _tx(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = fn(conn)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        return result

    # -- sessions -------------------------------------------------------------------------------------

    async def create_session(self, record: SessionRecord) -> SessionRecord:
        def op(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO sessions (id, agent_id, customer_id, created_at, mode, labels, metadata, represented, title)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                _session_row(record),
            )

        await self._run(self._tx, op)
        return record

    async def get_session(self, session_id: SessionId) -> SessionRecord | None:
        def op() -> SessionRecord | None:
            row = self.conn.execute(f"SELECT {_SESSION_COLS} FROM sessions WHERE id = ?", (session_id,)).fetchone()
            return _session_from_row(row) if row else None

        return await self._run(op)

    async def update_session(
        self, session_id: SessionId, changes: SessionChanges, *, fence: Lease | None = None
    ) -> SessionRecord:
        def op(conn: sqlite3.Connection) -> SessionRecord:
            row = conn.execute(f"SELECT {_SESSION_COLS} FROM sessions WHERE id = ?", (session_id,)).fetchone()
            if row is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
            _check_fence(conn, session_id, fence)
            updated = apply_changes(_session_from_row(row), changes)
            conn.execute(
                "UPDATE sessions SET mode = ?, labels = ?, metadata = ?, title = ? WHERE id = ?",
                (updated.mode.value, json.dumps(sorted(updated.labels)), json.dumps(dict(updated.metadata)),
                 updated.title, session_id),
            )
            return updated

        return await self._run(self._tx, op)

    async def delete_session(self, session_id: SessionId) -> bool:
        def op(conn: sqlite3.Connection) -> bool:
            cur = conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
            conn.execute("DELETE FROM events WHERE session_id = ?", (session_id,))
            conn.execute("DELETE FROM work WHERE session_id = ?", (session_id,))
            conn.execute("DELETE FROM leases WHERE session_id = ?", (session_id,))
            return cur.rowcount > 0

        return await self._run(self._tx, op)

    async def list_sessions(self, query: SessionFilter) -> list[SessionRecord]:
        def op() -> list[SessionRecord]:
            where, params = ["1 = 1"], []  # type: ignore[var-annotated]
            if query.after is not None:
                where.append("seq > COALESCE((SELECT seq FROM sessions WHERE id = ?), 0)")
                params.append(query.after)
            if query.agent_id is not None:
                where.append("agent_id = ?")
                params.append(query.agent_id)
            if query.customer_id is not None:
                where.append("customer_id = ?")
                params.append(query.customer_id)
            for label in sorted(query.labels):
                where.append("EXISTS (SELECT 1 FROM json_each(sessions.labels) WHERE value = ?)")
                params.append(label)
            sql = f"SELECT {_SESSION_COLS} FROM sessions WHERE {' AND '.join(where)} ORDER BY seq LIMIT ?"
            rows = self.conn.execute(sql, (*params, query.limit)).fetchall()
            return [_session_from_row(r) for r in rows]

        return await self._run(op)

    # -- events -----------------------------------------------------------------------------------------

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
        payload = json.dumps(dict(data), default=str)

        def op(conn: sqlite3.Connection) -> Event:
            if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
            _check_fence(conn, session_id, fence)
            (offset,) = conn.execute(
                "SELECT COALESCE(MAX(offset) + 1, 0) FROM events WHERE session_id = ?", (session_id,)
            ).fetchone()
            event = Event(
                id=EventId(new_id("evt")), session_id=session_id, offset=int(offset), kind=kind,
                source=source, trace_id=trace_id, created_at=created_at, data=json.loads(payload),
            )
            conn.execute(
                "INSERT INTO events (session_id, offset, id, kind, source, trace_id, created_at, data)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (session_id, event.offset, event.id, kind.value, source.value, trace_id, created_at, payload),
            )
            return event

        return await self._run(self._tx, op)

    async def list_events(
        self,
        session_id: SessionId,
        *,
        min_offset: int = 0,
        kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
        limit: int | None = None,
    ) -> list[Event]:
        def op() -> list[Event]:
            if self.conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
            where, params = ["session_id = ?", "offset >= ?"], [session_id, max(0, min_offset)]
            if kinds is not None:
                where.append(f"kind IN ({','.join('?' * len(kinds))})")
                params.extend(k.value for k in kinds)
            if source is not None:
                where.append("source = ?")
                params.append(source.value)
            sql = (f"SELECT session_id, offset, id, kind, source, trace_id, created_at, data FROM events"
                   f" WHERE {' AND '.join(where)} ORDER BY offset")
            if limit is not None:
                sql += f" LIMIT {int(limit)}"
            return [
                Event(id=EventId(r[2]), session_id=SessionId(r[0]), offset=r[1], kind=EventKind(r[3]),
                      source=EventSource(r[4]), trace_id=TraceId(r[5]), created_at=r[6], data=json.loads(r[7]))
                for r in self.conn.execute(sql, params).fetchall()
            ]

        return await self._run(op)

    # -- work -------------------------------------------------------------------------------------------

    async def put_work(self, entry: WorkEntry, *, fence: Lease | None = None) -> None:
        payload = json.dumps(entry.to_dict(), default=str)
        version = entry.version

        def op(conn: sqlite3.Connection) -> None:
            _check_fence(conn, entry.session_id, fence)
            # A late write of an older version must never overwrite a newer state.
            conn.execute(
                "INSERT INTO work (id, session_id, state, created_at, updated_at, version, data, customer_id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT(id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at,"
                " version = excluded.version, data = excluded.data, customer_id = excluded.customer_id"
                " WHERE excluded.version >= work.version",
                (entry.id, entry.session_id, entry.state.value, entry.created_at, entry.updated_at, version, payload,
                 entry.customer_id),
            )

        await self._run(self._tx, op)

    async def get_work(self, work_id: WorkId) -> WorkEntry | None:
        def op() -> WorkEntry | None:
            row = self.conn.execute("SELECT data FROM work WHERE id = ?", (work_id,)).fetchone()
            return WorkEntry.from_dict(json.loads(row[0])) if row else None

        return await self._run(op)

    async def list_work(
        self, *, session_id: SessionId | None = None, customer_id: CustomerId | None = None,
        states: Iterable[WorkState] | None = None,
    ) -> list[WorkEntry]:
        wanted = [s.value for s in states] if states is not None else None

        def op() -> list[WorkEntry]:
            where, params = ["1 = 1"], []  # type: ignore[var-annotated]
            if session_id is not None:
                where.append("session_id = ?")
                params.append(session_id)
            if customer_id is not None:
                where.append("customer_id = ?")
                params.append(customer_id)
            if wanted is not None:
                if not wanted:
                    return []
                where.append(f"state IN ({','.join('?' * len(wanted))})")
                params.extend(wanted)
            sql = f"SELECT data FROM work WHERE {' AND '.join(where)} ORDER BY created_at"
            return [WorkEntry.from_dict(json.loads(r[0])) for r in self.conn.execute(sql, params).fetchall()]

        return await self._run(op)

    # -- leases ----------------------------------------------------------------------------------
    # Each is one statement a PostgreSQL store can write the same way (with now() for NOW).

    async def claim_session(self, session_id: SessionId, owner: str, *, ttl_s: float) -> Lease | None:
        sql = (
            "INSERT INTO leases (session_id, owner, epoch, expires_at) VALUES (?, ?, 1, " + NOW + " + ?)"
            " ON CONFLICT(session_id) DO UPDATE SET"
            "  epoch = CASE WHEN leases.owner = excluded.owner AND leases.expires_at > " + NOW +
            "   THEN leases.epoch ELSE leases.epoch + 1 END,"
            "  owner = excluded.owner, expires_at = excluded.expires_at"
            " WHERE leases.owner = excluded.owner OR leases.expires_at <= " + NOW +
            " RETURNING owner, epoch, expires_at"
        )

        def op(conn: sqlite3.Connection) -> Lease | None:
            row = conn.execute(sql, (session_id, owner, ttl_s)).fetchone()
            return Lease(session_id, str(row[0]), int(row[1]), float(row[2])) if row else None

        return await self._run(self._tx, op)

    async def renew_lease(self, lease: Lease, *, ttl_s: float) -> Lease | None:
        sql = ("UPDATE leases SET expires_at = " + NOW + " + ? WHERE session_id = ? AND owner = ? AND epoch = ?"
               " RETURNING expires_at")

        def op(conn: sqlite3.Connection) -> Lease | None:
            row = conn.execute(sql, (ttl_s, lease.session_id, lease.owner, lease.epoch)).fetchone()
            return Lease(lease.session_id, lease.owner, lease.epoch, float(row[0])) if row else None

        return await self._run(self._tx, op, first=True)

    async def release_session(self, lease: Lease) -> None:
        def op(conn: sqlite3.Connection) -> None:
            # The row stays (expired) so that the next claim still gets a higher epoch.
            conn.execute("UPDATE leases SET expires_at = 0 WHERE session_id = ? AND owner = ? AND epoch = ?",
                         (lease.session_id, lease.owner, lease.epoch))

        await self._run(self._tx, op)

    async def lease_of(self, session_id: SessionId) -> Lease | None:
        def op() -> Lease | None:
            row = self.conn.execute(
                "SELECT owner, epoch, expires_at FROM leases WHERE session_id = ? AND expires_at > " + NOW,
                (session_id,)).fetchone()
            return Lease(session_id, str(row[0]), int(row[1]), float(row[2])) if row else None

        return await self._run(op)

    async def recoverable_sessions(self, *, limit: int = 100) -> list[SessionId]:
        sql = (
            "SELECT w.session_id FROM work w LEFT JOIN leases l ON l.session_id = w.session_id"
            f" WHERE w.state IN ({','.join('?' * len(PENDING_STATES))})"
            " AND (l.session_id IS NULL OR l.expires_at <= " + NOW + ")"
            " GROUP BY w.session_id ORDER BY MIN(w.created_at) LIMIT ?"
        )

        def op() -> list[SessionId]:
            return [SessionId(r[0]) for r in self.conn.execute(sql, (*PENDING_STATES, limit)).fetchall()]

        return await self._run(op)

    async def store_time(self) -> float:
        def op() -> float:
            return float(self.conn.execute("SELECT " + NOW).fetchone()[0])

        return await self._run(op)

    async def purge_sessions(self, *, idle_before: float, limit: int = 500) -> int:
        pending = ",".join("?" * len(PENDING_STATES))
        select = (
            "SELECT s.id FROM sessions s WHERE s.created_at < ?"
            " AND COALESCE((SELECT e.created_at FROM events e WHERE e.session_id = s.id"
            "               ORDER BY e.offset DESC LIMIT 1), 0) < ?"
            f" AND NOT EXISTS (SELECT 1 FROM work w WHERE w.session_id = s.id AND w.state IN ({pending}))"
            " AND NOT EXISTS (SELECT 1 FROM leases l WHERE l.session_id = s.id AND l.expires_at > " + NOW + ")"
            " ORDER BY s.created_at LIMIT ?"
        )

        def op(conn: sqlite3.Connection) -> int:
            ids = [(r[0],) for r in conn.execute(select, (idle_before, idle_before, *PENDING_STATES, limit))]
            for table, column in (("events", "session_id"), ("work", "session_id"), ("leases", "session_id"),
                                  ("sessions", "id")):
                conn.executemany(f"DELETE FROM {table} WHERE {column} = ?", ids)
            return len(ids)

        return await self._run(self._tx, op)

    async def aclose(self) -> None:
        """Close the connection and its thread. Idempotent."""
        if self._closed:
            return
        if self._conn is not None:
            conn, self._conn = self._conn, None
            await asyncio.get_running_loop().run_in_executor(self._executor, conn.close)
        self._closed = True
        self._executor.shutdown(wait=False)


def _check_fence(conn: sqlite3.Connection, session_id: SessionId, fence: Lease | None) -> None:
    """Inside the write's own transaction: refuse it unless the fence is the current lease."""
    if fence is None:
        return
    row = conn.execute("SELECT 1 FROM leases WHERE session_id = ? AND owner = ? AND epoch = ?",
                       (session_id, fence.owner, fence.epoch)).fetchone()
    if row is None:
        raise LeaseLost(f"session {session_id}: lease epoch {fence.epoch} of {fence.owner} is no longer "
                        "current; the write was refused")


_SESSION_COLS = "id, agent_id, customer_id, created_at, mode, labels, metadata, represented, title"


def _session_row(r: SessionRecord) -> tuple[Any, ...]:
    return (r.id, r.agent_id, r.customer_id, r.created_at, r.mode.value, json.dumps(sorted(r.labels)),
            json.dumps(dict(r.metadata)), int(r.customer_represented_by_an_agent), r.title)


def _session_from_row(row: Sequence[Any]) -> SessionRecord:
    return SessionRecord(
        id=SessionId(row[0]), agent_id=AgentId(row[1]), customer_id=CustomerId(row[2]), created_at=row[3],
        mode=SessionMode(row[4]), labels=frozenset(json.loads(row[5])), metadata=json.loads(row[6]),
        customer_represented_by_an_agent=bool(row[7]), title=row[8],
    )
