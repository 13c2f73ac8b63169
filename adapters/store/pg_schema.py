"""The PostgreSQL schema, as numbered migrations.

Each migration runs once, in order, inside one transaction, and records its number in
`va_schema`. `voice-agent migrate --store postgresql://...` applies the missing ones; a process
that opens the store checks the recorded version and refuses to run against a schema it does not
know (newer than this build) or one that is behind (run `voice-agent migrate` first).

The index plan, query by query (the `EXPLAIN` of each is checked in
tests/integration/test_store_postgres.py::test_queries_use_their_indexes):

| query (who makes it)                                   | index                         |
|--------------------------------------------------------|-------------------------------|
| session by id (every API call, the runtime)            | va_sessions primary key (id)  |
| sessions in creation order, paged (GET /sessions)      | va_sessions_seq (seq)         |
| sessions of a customer (GET /sessions?customer_id=)    | va_sessions_customer          |
| sessions with labels (the operator queue)              | va_sessions_labels (GIN)      |
| events of a session from an offset (every follower)    | va_events primary key         |
| work of a session (the ledger at start)                | va_work_session               |
| pending work of any session (recovery sweeps)          | va_work_pending (partial)     |
| work by key (duplicate requests across sessions)       | va_work_key                   |
| the lease of a session; expired leases (sweeps)        | va_leases pk, va_leases_until |
| old sessions (retention)                               | va_sessions_created           |
"""

from __future__ import annotations

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
)

SCHEMA_VERSION = len(MIGRATIONS)

VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS va_schema (
    version INTEGER PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
)
"""
