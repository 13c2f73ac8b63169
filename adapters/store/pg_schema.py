"""The PostgreSQL schema, as numbered migrations.

Each migration runs once, in order, inside one transaction, and records its number in
`va_schema`. `voice-agent migrate --store postgresql://...` applies the missing ones; a process
that opens the store checks the recorded version and refuses to run against a schema it does not
know (newer than this build) or one that is behind (run `voice-agent migrate` first).

    1  sessions (with a per-session offset counter), events, work, leases
    2  fenced leases (owner, epoch, expiry on the database's clock); work knows its customer;
       `interrupted` work is pending; indexes only where a query uses them

The index plan, query by query (the `EXPLAIN` of each is checked in
tests/integration/test_store_postgres.py::test_queries_use_their_indexes):

| query (who makes it)                                     | index                         |
|----------------------------------------------------------|-------------------------------|
| session by id (every API call, the live side)            | va_sessions primary key (id)  |
| sessions in creation order, paged (GET /sessions)        | va_sessions_seq (seq)         |
| sessions of a customer (GET /sessions?customer_id=)      | va_sessions_customer          |
| sessions with labels (the operator queue)                | va_sessions_labels (GIN)      |
| events of a session from an offset (followers, the API)  | va_events primary key         |
| the last event of a session (retention)                  | va_events primary key         |
| work of a session (the ledger at start)                  | va_work_session               |
| work of a customer (repeat requests across sessions)     | va_work_customer              |
| pending work of any session (recovery sweeps)            | va_work_pending (partial)     |
| the lease of a session (claim, renew, fence checks)      | va_leases primary key         |
| sessions older than the retention (retention)            | va_sessions_created           |
"""

from __future__ import annotations

import asyncpg

from adapters.store.urls import redact
from voice_agent.errors import StoreError

MIGRATIONS: tuple[str, ...] = (
    # 1: sessions, events, work, leases
    """
    CREATE TABLE va_sessions (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL UNIQUE NOT NULL,
        agent_id TEXT NOT NULL,
        customer_id TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        mode TEXT NOT NULL,
        labels JSONB NOT NULL DEFAULT '[]',
        metadata JSONB NOT NULL DEFAULT '{}',
        represented BOOLEAN NOT NULL DEFAULT FALSE,
        title TEXT,
        next_offset BIGINT NOT NULL DEFAULT 0
    );
    CREATE INDEX va_sessions_seq ON va_sessions (seq);
    CREATE INDEX va_sessions_customer ON va_sessions (customer_id, seq);
    CREATE INDEX va_sessions_labels ON va_sessions USING GIN (labels jsonb_path_ops);
    CREATE INDEX va_sessions_created ON va_sessions (created_at);
    CREATE TABLE va_events (
        session_id TEXT NOT NULL REFERENCES va_sessions (id) ON DELETE CASCADE,
        "offset" BIGINT NOT NULL,
        id TEXT NOT NULL,
        kind TEXT NOT NULL,
        source TEXT NOT NULL,
        trace_id TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        data JSONB NOT NULL,
        PRIMARY KEY (session_id, "offset")
    );
    CREATE TABLE va_work (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES va_sessions (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        state TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL,
        version BIGINT NOT NULL,
        data JSONB NOT NULL
    );
    CREATE INDEX va_work_session ON va_work (session_id, created_at);
    CREATE INDEX va_work_key ON va_work (key);
    CREATE INDEX va_work_pending ON va_work (created_at)
        WHERE state IN ('started', 'result_available', 'failed');
    CREATE TABLE va_leases (
        session_id TEXT PRIMARY KEY REFERENCES va_sessions (id) ON DELETE CASCADE,
        owner TEXT NOT NULL,
        until DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX va_leases_until ON va_leases (until);
    """,
    # 2: fenced leases; work knows its customer; interrupted work is pending
    """
    DROP TABLE va_leases;  -- leases are transient: a lease of the old form is simply gone
    CREATE TABLE va_leases (
        session_id TEXT PRIMARY KEY REFERENCES va_sessions (id) ON DELETE CASCADE,
        owner TEXT NOT NULL,
        epoch BIGINT NOT NULL,
        expires_at DOUBLE PRECISION NOT NULL
    );
    ALTER TABLE va_work ADD COLUMN customer_id TEXT;
    UPDATE va_work SET customer_id = data->>'customer_id';
    CREATE INDEX va_work_customer ON va_work (customer_id, created_at);
    DROP INDEX va_work_key;  -- no query looks work up by key alone: repeats match by customer
    DROP INDEX va_work_pending;
    CREATE INDEX va_work_pending ON va_work (created_at)
        WHERE state IN ('started', 'interrupted', 'result_available', 'failed');
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)

VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS va_schema (
    version INTEGER PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
)
"""

MIGRATION_LOCK = 7468201  # the advisory lock that serialises concurrent `voice-agent migrate`s


async def schema_version(conn: asyncpg.Connection) -> int:
    exists = await conn.fetchval("SELECT to_regclass('va_schema') IS NOT NULL")
    if not exists:
        return 0
    return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM va_schema"))


def version_problem(version: int, dsn: str) -> str | None:
    """Why a process of this build must not run against a schema at `version`, or None."""
    if version == SCHEMA_VERSION:
        return None
    if version > SCHEMA_VERSION:
        return (f"the database schema is at version {version}, newer than this build knows "
                f"(version {SCHEMA_VERSION}); upgrade voice-agent")
    return (f"the database schema is at version {version}, behind this build (version {SCHEMA_VERSION}); "
            f"run `voice-agent migrate --store {redact(dsn)}` first")


async def migrate(dsn: str, *, target: int = SCHEMA_VERSION) -> tuple[int, int]:
    """Apply the migrations this build has and the database lacks, up to `target` (tests stop
    early to show an upgrade). Returns (before, after). Safe to run from several processes at
    once: an advisory lock serialises them."""
    try:
        conn = await asyncpg.connect(dsn)
    except (OSError, asyncpg.PostgresError) as exc:
        raise StoreError(f"cannot connect to PostgreSQL at {redact(dsn)}: {exc}") from exc
    try:
        await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
        try:
            await conn.execute(VERSION_TABLE)
            before = await schema_version(conn)
            if before > SCHEMA_VERSION:
                raise StoreError(
                    f"the database schema is at version {before}, newer than this build knows "
                    f"({SCHEMA_VERSION}); upgrade voice-agent instead of migrating")
            for number in range(before + 1, target + 1):
                async with conn.transaction():
                    await conn.execute(MIGRATIONS[number - 1])
                    await conn.execute("INSERT INTO va_schema (version) VALUES ($1)", number)
            return before, max(before, target)
        finally:
            await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
    finally:
        await conn.close()
