"""One contract, every store: the in-memory store (tests), SQLite (the embedded default) and
PostgreSQL (a fleet; its cases skip with a reason where no PostgreSQL server can be started).

The lease part is the fencing contract the live side relies on: a lease changes hands only when
it is free or expired by the store's own clock (no caller passes a time), each change of hands
increments the epoch, and a write fenced with an older epoch is refused."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from adapters.store.urls import open_store
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId, WorkId
from voice_agent.session.records import SessionFilter, SessionRecord
from voice_agent.work.entries import WorkEntry, WorkState


@pytest.fixture(params=["memory", "sqlite", "postgres"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[va.Store]:
    s: va.Store
    if request.param == "memory":
        s = va.InMemoryStore()
    elif request.param == "sqlite":
        s = await SQLiteStore.connect(tmp_path / "s.db")
    else:
        from adapters.store.postgres import PostgresStore

        s = await PostgresStore.connect(request.getfixturevalue("postgres_dsn"))
    yield s
    await s.aclose()


async def let_time_pass(store: va.Store, seconds: float) -> None:
    """Move the store's clock: a manual clock for the in-memory store, real time for the others."""
    clock = getattr(store, "clock", None)
    if isinstance(clock, va.ManualClock):
        await clock.advance(seconds)
    else:
        await asyncio.sleep(seconds)


@pytest.fixture(params=["memory", "sqlite", "postgres"])
async def timed_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[va.Store]:
    """A store whose lease clock the test moves: a manual clock in memory, real time elsewhere."""
    s: va.Store
    if request.param == "memory":
        s = va.InMemoryStore(va.ManualClock())
    elif request.param == "sqlite":
        s = await SQLiteStore.connect(tmp_path / "s.db")
    else:
        from adapters.store.postgres import PostgresStore

        s = await PostgresStore.connect(request.getfixturevalue("postgres_dsn"))
    yield s
    await s.aclose()


def record(n: int, labels: frozenset[str] = frozenset(), customer: str = "c1") -> SessionRecord:
    return SessionRecord(id=SessionId(f"ses_{n}"), agent_id=AgentId("airline"), customer_id=CustomerId(customer),
                         created_at=1000.0 + n, labels=labels)


def work(n: int, state: WorkState = WorkState.STARTED, session: str = "ses_1") -> WorkEntry:
    return WorkEntry(id=WorkId(f"wrk_{n}"), session_id=SessionId(session), key=f"book:{n}", tool="book_flight",
                     arguments={"flight_number": "BA 117"}, state=state, trace_id=TraceId("trc"),
                     created_at=1000.0 + n, updated_at=1000.0 + n, history=((state.value, 1000.0 + n),))


async def test_sessions_round_trip_and_update_atomically(store: va.Store) -> None:
    await store.create_session(record(1))
    updated = await store.update_session(SessionId("ses_1"), {
        "mode": va.SessionMode.MANUAL, "labels_add": ["needs-human", "vip"], "metadata_set": {"handoff_reason": "asked"}})
    assert updated.mode is va.SessionMode.MANUAL and updated.labels == {"needs-human", "vip"}
    again = await store.update_session(SessionId("ses_1"), {"labels_remove": ["vip"], "metadata_unset": ["handoff_reason"]})
    assert again.labels == {"needs-human"} and dict(again.metadata) == {}
    assert await store.get_session(SessionId("ses_1")) == again
    assert await store.get_session(SessionId("nope")) is None
    with pytest.raises(va.SessionNotFoundError):
        await store.update_session(SessionId("nope"), {"mode": va.SessionMode.AUTO})


async def test_list_sessions_filters_and_pages(store: va.Store) -> None:
    for n in range(1, 6):
        await store.create_session(record(n, frozenset({"needs-human"}) if n % 2 else frozenset(), f"c{n % 2}"))
    queued = await store.list_sessions(SessionFilter(labels=frozenset({"needs-human"})))
    assert [r.id for r in queued] == ["ses_1", "ses_3", "ses_5"]
    page1 = await store.list_sessions(SessionFilter(limit=2))
    page2 = await store.list_sessions(SessionFilter(limit=2, after=page1[-1].id))
    assert [r.id for r in page1 + page2] == ["ses_1", "ses_2", "ses_3", "ses_4"]
    assert [r.id for r in await store.list_sessions(SessionFilter(customer_id=CustomerId("c0")))] == ["ses_2", "ses_4"]


async def test_events_get_consecutive_offsets_even_when_appended_concurrently(store: va.Store) -> None:
    await store.create_session(record(1))
    sid = SessionId("ses_1")
    events = await asyncio.gather(*(
        store.append_event(sid, kind=va.EventKind.MESSAGE, source=va.EventSource.CUSTOMER, trace_id=TraceId(f"t{i}"),
                           data={"message": f"m{i}"}, created_at=1.0) for i in range(20)))
    assert sorted(e.offset for e in events) == list(range(20))
    listed = await store.list_events(sid, min_offset=15)
    assert [e.offset for e in listed] == [15, 16, 17, 18, 19]
    only_customer = await store.list_events(sid, kinds=[va.EventKind.MESSAGE], source=va.EventSource.CUSTOMER)
    assert len(only_customer) == 20
    assert await store.list_events(sid, source=va.EventSource.AI_AGENT) == []
    with pytest.raises(va.SessionNotFoundError):
        await store.list_events(SessionId("nope"))


async def test_work_entries_keep_their_newest_state(store: va.Store) -> None:
    await store.create_session(record(1))
    first = work(1)
    later = first.moved(WorkState.RESULT_AVAILABLE, 1001.0, result={"status": "confirmed"})
    await store.put_work(later)
    await store.put_work(first)  # a late write of the older version
    got = await store.get_work(first.id)
    assert got is not None and got.state is WorkState.RESULT_AVAILABLE and got.result == {"status": "confirmed"}
    await store.put_work(work(2, WorkState.DELIVERY_FAILED))
    assert [w.id for w in await store.list_work(states=[WorkState.DELIVERY_FAILED])] == ["wrk_2"]
    assert [w.id for w in await store.list_work(session_id=SessionId("ses_1"))] == ["wrk_1", "wrk_2"]


async def test_delete_session_removes_its_events_and_work(store: va.Store) -> None:
    await store.create_session(record(1))
    await store.put_work(work(1))
    assert await store.delete_session(SessionId("ses_1")) is True
    assert await store.get_session(SessionId("ses_1")) is None
    assert await store.list_work() == []
    assert await store.delete_session(SessionId("ses_1")) is False


async def test_sqlite_is_readable_by_a_second_connection_while_open(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    writer = await SQLiteStore.connect(path)
    reader = await SQLiteStore.connect(path)
    try:
        await writer.create_session(record(1))
        await writer.append_event(SessionId("ses_1"), kind=va.EventKind.MESSAGE, source=va.EventSource.CUSTOMER,
                                  trace_id=TraceId("t"), data={"message": "hi"}, created_at=1.0)
        [event] = await reader.list_events(SessionId("ses_1"))  # committed before acknowledged
        assert event.message == "hi"
    finally:
        await writer.aclose()
        await reader.aclose()
        await reader.aclose()  # idempotent


async def test_store_urls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(await open_store("memory://"), va.InMemoryStore)
    s = await open_store(f"sqlite:///{tmp_path}/u.db")
    assert isinstance(s, SQLiteStore) and s.path == f"{tmp_path}/u.db"
    await s.aclose()
    with pytest.raises(va.StoreError, match="unknown store URL 'mysql://u@db/x'"):
        await open_store("mysql://u:secret@db/x")  # the password is not repeated
    # The default lives in the data directory, never in the filesystem root.
    monkeypatch.setenv("VOICE_AGENT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("VOICE_AGENT_STORE", raising=False)
    default = await open_store()
    assert isinstance(default, SQLiteStore) and default.path == str(tmp_path / "data" / "voice-agent.db")
    await default.aclose()
    named = await open_store("sqlite://calls.db")
    assert isinstance(named, SQLiteStore) and named.path == str(tmp_path / "data" / "calls.db")
    await named.aclose()
    with pytest.raises(va.ConfigurationError, match="filesystem root"):
        await open_store("sqlite:///voice-agent.db")


# -- leases and fencing -------------------------------------------------------------------------

TTL = 0.4


async def event_of(store: va.Store, fence: va.Lease | None, text: str = "hi") -> va.Event:
    return await store.append_event(SessionId("ses_1"), kind=va.EventKind.MESSAGE, source=va.EventSource.AI_AGENT,
                                    trace_id=TraceId("t"), data={"message": text}, created_at=1.0, fence=fence)


async def test_a_lease_is_held_by_one_owner_until_it_expires_on_the_store_clock(timed_store: va.Store) -> None:
    store = timed_store
    await store.create_session(record(1))
    sid = SessionId("ses_1")
    a = await store.claim_session(sid, "A", ttl_s=TTL)
    assert a is not None and a.owner == "A" and a.epoch == 1
    assert a.expires_at == pytest.approx(await store.store_time() + TTL, abs=0.2)
    assert await store.claim_session(sid, "B", ttl_s=TTL) is None  # held: B is told no
    again = await store.claim_session(sid, "A", ttl_s=TTL)
    assert again is not None and again.epoch == 1  # A re-claiming its own lease is no change of hands
    assert (await store.lease_of(sid)) == again
    await let_time_pass(store, TTL + 0.2)
    assert await store.lease_of(sid) is None
    assert await store.recoverable_sessions() == []  # no pending work: nothing to recover
    b = await store.claim_session(sid, "B", ttl_s=TTL)
    assert b is not None and b.owner == "B" and b.epoch == 2  # expired: B takes it, a new epoch


async def test_a_stale_epoch_is_refused_and_the_new_owner_writes(timed_store: va.Store) -> None:
    store = timed_store
    await store.create_session(record(1))
    sid = SessionId("ses_1")
    a = await store.claim_session(sid, "A", ttl_s=TTL)
    assert a is not None
    await event_of(store, a, "from A")
    await store.put_work(work(1), fence=a)
    await let_time_pass(store, TTL + 0.2)
    b = await store.claim_session(sid, "B", ttl_s=TTL)  # A paused past its lease; B took over
    assert b is not None and b.epoch == a.epoch + 1
    with pytest.raises(va.LeaseLost):
        await event_of(store, a, "late from A")
    with pytest.raises(va.LeaseLost):
        await store.put_work(work(1).moved(WorkState.FAILED, 1002.0), fence=a)
    with pytest.raises(va.LeaseLost):
        await store.update_session(sid, {"labels_add": ["x"]}, fence=a)
    assert await store.renew_lease(a, ttl_s=TTL) is None  # A learns it lost the lease
    await event_of(store, b, "from B")
    await store.put_work(work(1).moved(WorkState.INTERRUPTED, 1003.0), fence=b)
    assert [e.message for e in await store.list_events(sid)] == ["from A", "from B"]
    stored = await store.get_work(WorkId("wrk_1"))
    assert stored is not None and stored.state is WorkState.INTERRUPTED
    assert "x" not in (await store.get_session(sid)).labels  # type: ignore[union-attr]


async def test_renewal_keeps_the_epoch_and_release_frees_the_session(timed_store: va.Store) -> None:
    store = timed_store
    await store.create_session(record(1))
    sid = SessionId("ses_1")
    a = await store.claim_session(sid, "A", ttl_s=TTL)
    assert a is not None
    await let_time_pass(store, TTL / 2)
    renewed = await store.renew_lease(a, ttl_s=TTL)
    assert renewed is not None and renewed.epoch == a.epoch and renewed.expires_at > a.expires_at
    await let_time_pass(store, TTL * 0.75)  # past the first expiry, within the renewed one
    assert await store.claim_session(sid, "B", ttl_s=TTL) is None
    await store.put_work(work(1), fence=renewed)
    assert await store.recoverable_sessions() == []  # pending work, but its owner is alive
    await store.release_session(renewed)
    assert await store.lease_of(sid) is None
    assert await store.recoverable_sessions() == [sid]  # pending work and nobody holds it
    b = await store.claim_session(sid, "B", ttl_s=TTL)
    assert b is not None and b.epoch == a.epoch + 1  # after a release, still a new epoch
    with pytest.raises(va.LeaseLost):
        await event_of(store, renewed)


async def test_only_one_of_many_concurrent_claims_wins(store: va.Store) -> None:
    await store.create_session(record(1))
    leases = await asyncio.gather(*(store.claim_session(SessionId("ses_1"), f"owner-{i}", ttl_s=5)
                                    for i in range(8)))
    winners = [lease for lease in leases if lease is not None]
    assert len(winners) == 1 and winners[0].epoch == 1


async def test_work_is_found_by_customer(store: va.Store) -> None:
    await store.create_session(record(1, customer="c1"))
    mine = WorkEntry(**{**work(1).__dict__, "customer_id": CustomerId("c1")})
    theirs = WorkEntry(**{**work(2).__dict__, "customer_id": CustomerId("c2")})
    await store.put_work(mine)
    await store.put_work(theirs)
    assert [w.id for w in await store.list_work(customer_id=CustomerId("c1"))] == ["wrk_1"]


async def test_sqlite_leases_are_shared_by_two_connections(tmp_path: Path) -> None:
    """Two processes share one file: the second connection sees the first's lease and fence."""
    a_store, b_store = await SQLiteStore.connect(tmp_path / "x.db"), await SQLiteStore.connect(tmp_path / "x.db")
    try:
        await a_store.create_session(record(1))
        a = await a_store.claim_session(SessionId("ses_1"), "A", ttl_s=TTL)
        assert a is not None and await b_store.claim_session(SessionId("ses_1"), "B", ttl_s=TTL) is None
        await asyncio.sleep(TTL + 0.1)
        b = await b_store.claim_session(SessionId("ses_1"), "B", ttl_s=TTL)
        assert b is not None and b.epoch == 2
        with pytest.raises(va.LeaseLost):
            await event_of(a_store, a)
    finally:
        await a_store.aclose()
        await b_store.aclose()


async def test_a_sqlite_renewal_goes_before_a_burst_of_writes(tmp_path: Path) -> None:
    """The store runs its calls one at a time on one thread. A renewal asked behind 400 queued
    writes is answered while most of them still wait (it used to wait for them all), and every
    write still lands."""
    store = await SQLiteStore.connect(tmp_path / "s.db")
    try:
        for n in (1, 2):
            await store.create_session(record(n))
        lease = await store.claim_session(SessionId("ses_1"), "A", ttl_s=TTL)
        assert lease is not None
        landed = 0

        async def write(n: int) -> None:
            nonlocal landed
            await store.put_work(work(n, session="ses_2"))
            landed += 1

        writes = [asyncio.ensure_future(write(n)) for n in range(400)]
        await asyncio.sleep(0)  # every write is now queued on the store's thread
        renewed = await store.renew_lease(lease, ttl_s=TTL)
        landed_by_then = landed
        await asyncio.gather(*writes)
        assert renewed is not None and renewed.expires_at > lease.expires_at
        assert landed_by_then < 400, "the renewal waited for every queued write"
        assert len(await store.list_work(session_id=SessionId("ses_2"))) == 400
    finally:
        await store.aclose()


# -- retention ----------------------------------------------------------------------------------


async def test_retention_deletes_idle_sessions_and_keeps_pending_or_live_ones(store: va.Store) -> None:
    """Sessions created (and last written) before the cutoff go, with their events and work;
    one with a recent event, pending work or a live lease stays."""
    old_quiet, old_recent_event, old_pending, old_leased, new = (record(n) for n in range(1, 6))
    for r in (old_quiet, old_recent_event, old_pending, old_leased, new):
        await store.create_session(replace(r, created_at=1000.0 if r is not new else 5000.0))
    for r in (old_quiet, old_recent_event):
        await store.append_event(r.id, kind=va.EventKind.MESSAGE, source=va.EventSource.CUSTOMER,
                                 trace_id=TraceId("t"), data={"message": "hi"}, created_at=1001.0)
    await store.append_event(old_recent_event.id, kind=va.EventKind.MESSAGE, source=va.EventSource.CUSTOMER,
                             trace_id=TraceId("t"), data={"message": "back"}, created_at=4000.0)
    await store.put_work(work(1, WorkState.DELIVERED, session=old_quiet.id))
    await store.put_work(work(2, WorkState.RESULT_AVAILABLE, session=old_pending.id))
    assert await store.claim_session(old_leased.id, "A", ttl_s=30) is not None

    assert await store.purge_sessions(idle_before=3000.0) == 1
    assert await store.get_session(old_quiet.id) is None
    assert await store.get_work(WorkId("wrk_1")) is None
    with pytest.raises(va.SessionNotFoundError):
        await store.list_events(old_quiet.id)
    kept = [r.id for r in await store.list_sessions(SessionFilter())]
    assert kept == [old_recent_event.id, old_pending.id, old_leased.id, new.id]
    assert await store.purge_sessions(idle_before=3000.0) == 0  # nothing more to do


async def test_retention_works_in_batches(store: va.Store) -> None:
    for n in range(1, 8):
        await store.create_session(record(n))
    assert await store.purge_sessions(idle_before=2000.0, limit=3) == 3
    assert await store.purge_sessions(idle_before=2000.0, limit=3) == 3
    assert await store.purge_sessions(idle_before=2000.0, limit=3) == 1
    assert await store.list_sessions(SessionFilter()) == []
