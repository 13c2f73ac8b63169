"""What PostgreSQL adds to the store contract: migrations, refusal of unknown schemas, wake-ups
across processes, offsets under concurrent writers, and the index plan."""

from __future__ import annotations

import asyncio
import contextlib
import json
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


async def test_an_upgrade_keeps_the_data_and_fills_what_the_new_version_adds(
        postgres_server: TempPostgres) -> None:
    """A database made by version 1 (leases without epochs, work without a customer column) is
    migrated to the current version: sessions, events and work are kept, work is found by its
    customer, and leases start afresh (they are transient)."""
    from adapters.store.pg_schema import migrate

    dsn = postgres_server.create_database("upgrade")
    assert await migrate(dsn, target=1) == (0, 1)
    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute("INSERT INTO va_sessions (id, agent_id, customer_id, created_at, mode, next_offset)"
                           " VALUES ('ses_1', 'airline', 'tel:+1555', 1000, 'auto', 1)")
        await conn.execute("""INSERT INTO va_events VALUES ('ses_1', 0, 'evt_1', 'message', 'customer', 't',
                              1000, '{"message": "book BA 117"}')""")
        entry = {"id": "wrk_1", "session_id": "ses_1", "key": "book:1", "tool": "book_flight",
                 "arguments": {}, "state": "result_available", "trace_id": "t", "created_at": 1000.0,
                 "updated_at": 1001.0, "customer_id": "tel:+1555", "history": [["started", 1000.0]]}
        await conn.execute("INSERT INTO va_work (id, session_id, key, state, created_at, updated_at, version, data)"
                           " VALUES ('wrk_1', 'ses_1', 'book:1', 'result_available', 1000, 1001, 1, $1)",
                           json.dumps(entry))
        await conn.execute("INSERT INTO va_leases VALUES ('ses_1', 'old-process', 99999999999)")
    finally:
        await conn.close()
    with pytest.raises(va.StoreError, match="behind this build"):
        await PostgresStore.connect(dsn)

    assert _cli("migrate", "--store", dsn).stdout.strip() == f"schema migrated from version 1 to {SCHEMA_VERSION}"
    store = await PostgresStore.connect(dsn)
    try:
        [event] = await store.list_events(SessionId("ses_1"))
        assert event.message == "book BA 117"
        [work] = await store.list_work(customer_id=CustomerId("tel:+1555"))
        assert work.state is va.WorkState.RESULT_AVAILABLE
        assert await store.recoverable_sessions() == [SessionId("ses_1")]  # the old lease is gone
        lease = await store.claim_session(SessionId("ses_1"), "new-process", ttl_s=5)
        assert lease is not None and lease.epoch == 1
        appended = await store.append_event(SessionId("ses_1"), kind=va.EventKind.MESSAGE,
                                            source=va.EventSource.AI_AGENT, trace_id=TraceId("t"),
                                            data={"message": "done"}, created_at=1002.0, fence=lease)
        assert appended.offset == 1  # the offset counter carried over
    finally:
        await store.aclose()


async def test_a_takeover_waits_for_a_fenced_write_in_flight(postgres_dsn: str) -> None:
    """The race a fence must close: the old owner's write has passed its fence check when the
    session is taken over. The takeover waits for that write to commit, so the new owner never
    reads the session without it, and the old owner's next write is refused."""
    store = await PostgresStore.connect(postgres_dsn)
    conn = await asyncpg.connect(postgres_dsn)
    try:
        await store.create_session(_record(1))
        sid = SessionId("ses_1")
        old = await store.claim_session(sid, "old", ttl_s=0.3)
        assert old is not None
        await asyncio.sleep(0.4)  # the old owner paused past its lease
        tx = conn.transaction()
        await tx.start()  # the old owner's fenced write, mid-way: its fence check holds the lock
        assert await conn.fetchval("SELECT 1 FROM va_leases WHERE session_id = 'ses_1' AND epoch = $1"
                                   " FOR SHARE", old.epoch) == 1
        await conn.execute("UPDATE va_sessions SET title = 'written by the old owner' WHERE id = 'ses_1'")
        takeover = asyncio.create_task(store.claim_session(sid, "new", ttl_s=5))
        await asyncio.sleep(0.3)
        assert not takeover.done()  # held back by the write in flight
        await tx.commit()
        new = await asyncio.wait_for(takeover, 5)
        assert new is not None and new.epoch == old.epoch + 1
        assert (await store.get_session(sid)).title == "written by the old owner"  # type: ignore[union-attr]
        with pytest.raises(va.LeaseLost):
            await store.update_session(sid, {"title": "too late"}, fence=old)
    finally:
        await conn.close()
        await store.aclose()


async def test_leases_are_renewed_while_every_pooled_connection_is_busy(postgres_dsn: str) -> None:
    """The race the fleet test lost a live call to: a burst of ordinary writes held every pooled
    connection, a worker's renewals waited behind them past the lease, and another process's
    sweep took a call that was alive. Renewals have a connection of their own: here they go
    through while the pool is held, the renewed leases keep the sweep out, and a lease that is
    no longer the worker's (taken over before) is refused in the same batch."""
    worker = await PostgresStore.connect(postgres_dsn, max_size=2)
    other = await PostgresStore.connect(postgres_dsn)  # another process: its sweep claims what lapsed
    held: list[asyncpg.Connection] = []
    try:
        for n in range(1, 5):
            await worker.create_session(_record(n))
        sids = [SessionId(f"ses_{n}") for n in range(1, 5)]
        live = [await worker.claim_session(sid, "worker", ttl_s=2) for sid in sids[:3]]
        stale = await worker.claim_session(sids[3], "worker", ttl_s=0)  # lapsed at once
        assert all(live) and stale is not None
        taken = await other.claim_session(sids[3], "other", ttl_s=60)
        assert taken is not None and taken.epoch == stale.epoch + 1
        held = [await worker.pool.acquire() for _ in range(2)]  # ordinary writes hold the whole pool

        async with asyncio.timeout(20):  # through the pool they waited for as long as it was held
            renewed = await asyncio.gather(*(worker.renew_lease(lease, ttl_s=60) for lease in [*live, stale]))

        assert renewed[3] is None  # the stale lease: the session is the other process's
        for before, after in zip(live, renewed[:3], strict=True):
            assert after is not None and after.epoch == before.epoch and after.expires_at > before.expires_at
        await asyncio.sleep(2.1)  # past the leases as they were claimed: only the renewals keep them
        assert [await other.claim_session(sid, "other", ttl_s=60) for sid in sids[:3]] == [None] * 3
    finally:
        for conn in held:
            await worker.pool.release(conn)
        await worker.aclose()
        await other.aclose()


async def test_renewals_carry_on_after_their_connection_is_lost(postgres_dsn: str) -> None:
    """The renewals' own connection dropped (a database restart, a proxy's idle cut): the
    renewal that finds it gone fails as a store error (the live side tries again at its next
    third), and the one after that opens a new connection."""
    store = await PostgresStore.connect(postgres_dsn)
    admin = await asyncpg.connect(postgres_dsn)
    try:
        await store.create_session(_record(1))
        lease = await store.claim_session(SessionId("ses_1"), "worker", ttl_s=60)
        assert lease is not None
        lease = await store.renew_lease(lease, ttl_s=60)
        assert lease is not None
        others = await admin.fetch("SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                                   " AND pid <> pg_backend_pid()")
        for row in others:  # the pool's, the listener's and the renewals' connections
            await admin.execute("SELECT pg_terminate_backend($1)", row[0])
        renewed: va.Lease | None = None
        for _ in range(2):
            with contextlib.suppress(va.StoreError):
                renewed = await store.renew_lease(lease, ttl_s=60)
        assert renewed is not None and renewed.epoch == lease.epoch
    finally:
        await admin.close()
        await store.aclose()


async def test_a_closed_store_refuses_renewals_like_every_call(postgres_dsn: str) -> None:
    """Renewals go through their own connection, not the pool: once the store is closed they are
    refused with the same error as every other call, not sent on a connection left open."""
    store = await PostgresStore.connect(postgres_dsn)
    await store.create_session(_record(1))
    lease = await store.claim_session(SessionId("ses_1"), "worker", ttl_s=60)
    assert lease is not None
    await store.aclose()
    for call in (store.renew_lease(lease, ttl_s=60), store.lease_of(SessionId("ses_1"))):
        with pytest.raises(va.StoreError, match="not open"):
            await call


async def test_a_renewal_whose_batch_was_cancelled_is_sent_again(postgres_dsn: str) -> None:
    """Renewals of one process go together; the one that sent a batch is cancelled (its live side
    closed) while the batch waits in the database: the others of that batch are not lost, they
    are sent again. The batch waits here because one of its rows is locked by a fenced write in
    flight (a renewal waits for that write to commit, as it always did, and so does its batch)."""
    store = await PostgresStore.connect(postgres_dsn)
    writer = await asyncpg.connect(postgres_dsn)
    renewals: list[asyncio.Task[va.Lease | None]] = []
    try:
        for n in (1, 2):
            await store.create_session(_record(n))
        first = await store.claim_session(SessionId("ses_1"), "worker", ttl_s=60)
        second = await store.claim_session(SessionId("ses_2"), "worker", ttl_s=60)
        assert first is not None and second is not None
        tx = writer.transaction()
        await tx.start()  # a fenced write on ses_1, mid-way: its fence check holds the lease row
        await writer.execute("SELECT 1 FROM va_leases WHERE session_id = 'ses_1' FOR SHARE")
        blocked = asyncio.create_task(store.renew_lease(first, ttl_s=60))  # sent alone, waits on the lock
        await asyncio.sleep(0.2)
        closing = asyncio.create_task(store.renew_lease(first, ttl_s=60))  # these two wait for the
        kept = asyncio.create_task(store.renew_lease(second, ttl_s=60))    # connection: one batch next
        renewals += [blocked, closing, kept]
        await asyncio.sleep(0.2)
        blocked.cancel()  # the next batch, [closing, kept], is sent and waits on ses_1's row too
        await asyncio.sleep(0.2)
        assert not kept.done()
        closing.cancel()  # its sender's live side closes: `kept` must not be lost with it
        await asyncio.sleep(0.2)
        await tx.commit()
        async with asyncio.timeout(20):
            renewed = await kept
        assert renewed is not None and renewed.epoch == second.epoch and renewed.expires_at > second.expires_at
        assert blocked.cancelled() and closing.cancelled()
    finally:
        for task in renewals:  # a failed assertion leaves none of them running past the test
            task.cancel()
        await asyncio.gather(*renewals, return_exceptions=True)
        await writer.close()
        await store.aclose()


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
    "work of a customer": ("SELECT data FROM va_work WHERE customer_id = 'tel:+1555' ORDER BY created_at, id",
                           "va_work_customer"),
    "recoverable sessions": (
        "SELECT w.session_id FROM va_work w LEFT JOIN va_leases l ON l.session_id = w.session_id"
        " WHERE w.state IN ('started', 'interrupted', 'result_available', 'failed')"
        " AND (l.session_id IS NULL OR l.expires_at <= 5) GROUP BY w.session_id ORDER BY MIN(w.created_at)"
        " LIMIT 100", "va_work_pending"),
    "lease of a session": ("SELECT * FROM va_leases WHERE session_id = 'ses_1' AND expires_at > 5",
                           "va_leases_pkey"),
    "retention": ("SELECT id FROM va_sessions WHERE created_at < 100 ORDER BY created_at LIMIT 500",
                  "va_sessions_created"),
    "last event of a session": ("""SELECT created_at FROM va_events WHERE session_id = 'ses_1'
                                   ORDER BY "offset" DESC LIMIT 1""", "va_events_pkey"),
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
