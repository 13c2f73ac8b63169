"""What PostgreSQL adds to the store contract: migrations, refusal of unknown schemas, wake-ups
across processes, offsets under concurrent writers, and the index plan."""

from __future__ import annotations

import asyncio
import subprocess
import sys

import asyncpg
import pytest

import voice_agent as va
from adapters.store.pg_schema import SCHEMA_VERSION
from adapters.store.postgres import PostgresStore
from tests.support.postgres import TempPostgres
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId
from voice_agent.session.records import SessionRecord

pytestmark = pytest.mark.integration


def _record(n: int) -> SessionRecord:
    return SessionRecord(id=SessionId(f"ses_{n}"), agent_id=AgentId("airline"), customer_id=CustomerId("c1"),
                         created_at=1000.0 + n)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "adapters.cli", *args], capture_output=True, text=True, timeout=60)


def test_migrate_command_brings_a_new_database_to_the_current_version(postgres_server: TempPostgres) -> None:
    dsn = postgres_server.create_database("migrate_cmd")
    first = _cli("migrate", "--store", dsn)
    assert first.returncode == 0, first.stderr
    assert f"from version 0 to {SCHEMA_VERSION}" in first.stdout
    again = _cli("migrate", "--store", dsn)
    assert again.returncode == 0 and "nothing to do" in again.stdout
    wrong = _cli("migrate", "--store", "sqlite:///x.db")
    assert wrong.returncode == 2 and "only PostgreSQL" in wrong.stderr


async def test_a_process_refuses_a_schema_it_does_not_know(postgres_server: TempPostgres) -> None:
    behind = postgres_server.create_database("behind")
    with pytest.raises(va.StoreError, match="run `voice-agent migrate"):
        await PostgresStore.connect(behind)
    ahead = postgres_server.create_database("ahead")
    assert _cli("migrate", "--store", ahead).returncode == 0
    conn = await asyncpg.connect(ahead)
    await conn.execute("INSERT INTO va_schema (version) VALUES ($1)", SCHEMA_VERSION + 1)
    await conn.close()
    with pytest.raises(va.StoreError, match="newer than this build knows"):
        await PostgresStore.connect(ahead)


async def test_an_append_in_one_process_wakes_a_waiter_in_another(postgres_dsn: str) -> None:
    writer, follower = await PostgresStore.connect(postgres_dsn), await PostgresStore.connect(postgres_dsn)
    try:
        await writer.create_session(_record(1))
        sid = SessionId("ses_1")
        assert await follower.wait_for_change(sid, timeout=0.2) is False  # nothing happened yet
        waiting = asyncio.create_task(follower.wait_for_change(sid, timeout=10))
        await asyncio.sleep(0.05)
        await writer.append_event(sid, kind=va.EventKind.MESSAGE, source=va.EventSource.HUMAN_AGENT,
                                  trace_id=TraceId("t"), data={"message": "operator here"}, created_at=1.0)
        assert await waiting is True
        [event] = await follower.list_events(sid)
        assert event.message == "operator here"
    finally:
        await writer.aclose()
        await follower.aclose()


async def test_writers_in_two_processes_never_share_an_offset(postgres_dsn: str) -> None:
    a, b = await PostgresStore.connect(postgres_dsn), await PostgresStore.connect(postgres_dsn)
    try:
        await a.create_session(_record(1))
        sid = SessionId("ses_1")
        appends = [s.append_event(sid, kind=va.EventKind.MESSAGE, source=va.EventSource.CUSTOMER,
                                  trace_id=TraceId(f"t{i}"), data={"message": str(i)}, created_at=1.0)
                   for i in range(40) for s in (a, b)]
        events = await asyncio.gather(*appends)
        assert sorted(e.offset for e in events) == list(range(80))
        assert [e.offset for e in await b.list_events(sid)] == list(range(80))
    finally:
        await a.aclose()
        await b.aclose()


QUERIES = {
    "session by id": ("SELECT * FROM va_sessions WHERE id = 'ses_1'", "va_sessions_pkey"),
    "sessions paged": ("SELECT * FROM va_sessions WHERE seq > 3 ORDER BY seq LIMIT 100", "va_sessions_seq"),
    "sessions of a customer": ("SELECT * FROM va_sessions WHERE customer_id = 'c1' ORDER BY seq LIMIT 100",
                               "va_sessions_customer"),
    "operator queue": ("""SELECT * FROM va_sessions WHERE labels @> '["needs-human"]' ORDER BY seq LIMIT 100""",
                       "va_sessions_labels"),
    "events from an offset": ("""SELECT * FROM va_events WHERE session_id = 'ses_1' AND "offset" >= 5
                                 ORDER BY "offset\"""", "va_events_pkey"),
    "work of a session": ("SELECT * FROM va_work WHERE session_id = 'ses_1' ORDER BY created_at",
                          "va_work_session"),
    "pending work": ("SELECT * FROM va_work WHERE state IN ('started', 'result_available', 'failed')",
                     "va_work_pending"),
    "work by key": ("SELECT * FROM va_work WHERE key = 'book_flight:abc'", "va_work_key"),
    "expired leases": ("SELECT * FROM va_leases WHERE until < 100", "va_leases_until"),
    "retention": ("SELECT id FROM va_sessions WHERE created_at < 100", "va_sessions_created"),
}


@pytest.mark.parametrize("name", sorted(QUERIES))
async def test_queries_use_their_indexes(postgres_dsn: str, name: str) -> None:
    sql, index = QUERIES[name]
    conn = await asyncpg.connect(postgres_dsn)
    try:
        # The tables are empty, where a sequential scan is cheapest; forbid it to see which index
        # the planner has for the query (if none, it would still scan).
        await conn.execute("SET enable_seqscan = off")
        plan = "\n".join(r[0] for r in await conn.fetch(f"EXPLAIN {sql}"))
    finally:
        await conn.close()
    assert index in plan, plan
