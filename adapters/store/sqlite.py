"""The SQLite store: the embedded default.

WAL mode, one connection used from one worker thread (the event loop never blocks on disk),
each write committed before the coroutine returns. Several processes may share the file: event
offsets are assigned inside an IMMEDIATE transaction, so two writers never take the same one.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from voice_agent.errors import SessionNotFoundError, StoreError
from voice_agent.ids import AgentId, CustomerId, EventId, SessionId, TraceId, WorkId, new_id
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionFilter, SessionMode, SessionRecord
from voice_agent.session.store import apply_changes
from voice_agent.work.entries import WorkEntry, WorkState

T = TypeVar("T")

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
    data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS leases (
    session_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    until REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS work_session ON work (session_id);
CREATE INDEX IF NOT EXISTS work_state ON work (state);
"""


class SQLiteStore:
    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-store")
        self._conn: sqlite3.Connection | None = None
        self._closed = False

    @classmethod
    async def connect(cls, path: str | Path) -> SQLiteStore:
        store = cls(path)
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
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA busy_timeout=10000")
            conn.executescript(SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open the SQLite store at {self.path}: {exc}") from exc
        self._conn = conn

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        if self._closed:
            raise StoreError("the store is closed")
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, fn, *args)
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

    async def update_session(self, session_id: SessionId, changes: SessionChanges) -> SessionRecord:
        def op(conn: sqlite3.Connection) -> SessionRecord:
            row = conn.execute(f"SELECT {_SESSION_COLS} FROM sessions WHERE id = ?", (session_id,)).fetchone()
            if row is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
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
    ) -> Event:
        payload = json.dumps(dict(data), default=str)

        def op(conn: sqlite3.Connection) -> Event:
            if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
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

    async def put_work(self, entry: WorkEntry) -> None:
        payload = json.dumps(entry.to_dict(), default=str)
        version = entry.version

        def op(conn: sqlite3.Connection) -> None:
            # A late write of an older version must never overwrite a newer state.
            conn.execute(
                "INSERT INTO work (id, session_id, state, created_at, updated_at, version, data)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT(id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at,"
                " version = excluded.version, data = excluded.data WHERE excluded.version >= work.version",
                (entry.id, entry.session_id, entry.state.value, entry.created_at, entry.updated_at, version, payload),
            )

        await self._run(self._tx, op)

    async def get_work(self, work_id: WorkId) -> WorkEntry | None:
        def op() -> WorkEntry | None:
            row = self.conn.execute("SELECT data FROM work WHERE id = ?", (work_id,)).fetchone()
            return WorkEntry.from_dict(json.loads(row[0])) if row else None

        return await self._run(op)

    async def list_work(
        self, *, session_id: SessionId | None = None, states: Iterable[WorkState] | None = None
    ) -> list[WorkEntry]:
        wanted = [s.value for s in states] if states is not None else None

        def op() -> list[WorkEntry]:
            where, params = ["1 = 1"], []  # type: ignore[var-annotated]
            if session_id is not None:
                where.append("session_id = ?")
                params.append(session_id)
            if wanted is not None:
                if not wanted:
                    return []
                where.append(f"state IN ({','.join('?' * len(wanted))})")
                params.extend(wanted)
            sql = f"SELECT data FROM work WHERE {' AND '.join(where)} ORDER BY created_at"
            return [WorkEntry.from_dict(json.loads(r[0])) for r in self.conn.execute(sql, params).fetchall()]

        return await self._run(op)

    # -- leases ----------------------------------------------------------------------------------------

    async def claim_session(self, session_id: SessionId, owner: str, *, now: float, ttl_s: float) -> str:
        def op(conn: sqlite3.Connection) -> str:
            row = conn.execute("SELECT owner, until FROM leases WHERE session_id = ?", (session_id,)).fetchone()
            if row is not None and row[0] != owner and row[1] > now:
                return str(row[0])
            conn.execute(
                "INSERT INTO leases (session_id, owner, until) VALUES (?, ?, ?)"
                " ON CONFLICT(session_id) DO UPDATE SET owner = excluded.owner, until = excluded.until",
                (session_id, owner, now + ttl_s),
            )
            return owner

        return await self._run(self._tx, op)

    async def release_session(self, session_id: SessionId, owner: str) -> None:
        def op(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM leases WHERE session_id = ? AND owner = ?", (session_id, owner))

        await self._run(self._tx, op)

    async def aclose(self) -> None:
        """Close the connection and its thread. Idempotent."""
        if self._closed:
            return
        if self._conn is not None:
            conn, self._conn = self._conn, None
            await asyncio.get_running_loop().run_in_executor(self._executor, conn.close)
        self._closed = True
        self._executor.shutdown(wait=False)


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


async def open_store(url: str) -> Any:
    """A store from a URL: ``memory://`` or ``sqlite:///path/to/file.db``."""
    from voice_agent.session.store import InMemoryStore

    if url in ("memory://", "memory", ""):
        return InMemoryStore()
    if url.startswith("sqlite:///") or url.startswith("sqlite://"):
        path = url.split("sqlite://", 1)[1]
        path = path[1:] if path.startswith("//") else path
        return await SQLiteStore.connect(path or "voice-agent.db")
    raise StoreError(f"unknown store URL {url!r}: use memory:// or sqlite:///path/to/file.db")
