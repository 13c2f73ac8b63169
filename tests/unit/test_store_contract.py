"""One contract, two stores: the in-memory store (tests) and SQLite (the embedded default)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore, open_store
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId, WorkId
from voice_agent.session.records import SessionFilter, SessionRecord
from voice_agent.work.entries import WorkEntry, WorkState


@pytest.fixture(params=["memory", "sqlite"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[va.Store]:
    s: va.Store = va.InMemoryStore() if request.param == "memory" else await SQLiteStore.connect(tmp_path / "s.db")
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


async def test_store_urls(tmp_path: Path) -> None:
    assert isinstance(await open_store("memory://"), va.InMemoryStore)
    s = await open_store(f"sqlite:///{tmp_path}/u.db")
    assert isinstance(s, SQLiteStore) and s.path == f"{tmp_path}/u.db"
    await s.aclose()
    with pytest.raises(va.StoreError, match="unknown store URL"):
        await open_store("postgres://x")
