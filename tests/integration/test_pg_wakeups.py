"""Wake-ups, not polling: over PostgreSQL, a process that owns a session learns of what another
process recorded for it through LISTEN/NOTIFY, and so does an API process waiting for the reply.
Both servers here poll only every 30 s, so an answer within the test's 10 s is a wake-up; and
an idle owner does not read the store at all."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import voice_agent as va
from adapters.store.postgres import PostgresStore
from voice_agent.examples import airline as ex
from voice_agent.ids import SessionId

pytestmark = pytest.mark.integration

SLOW_POLL_S = 30.0


class CountingStore(PostgresStore):
    """Counts the reads a store follower makes (the session record and its events)."""

    reads = 0

    async def get_session(self, session_id: SessionId) -> va.SessionRecord | None:
        self.reads += 1
        return await super().get_session(session_id)

    async def list_events(self, session_id: SessionId, **kw: Any) -> list[va.Event]:
        self.reads += 1
        return await super().list_events(session_id, **kw)


async def test_a_message_recorded_by_another_process_is_answered_without_polling(postgres_dsn: str) -> None:
    owner_store = CountingStore(postgres_dsn)
    await owner_store.open()
    api_store = await PostgresStore.connect(postgres_dsn)
    async with va.Server(store=owner_store, follow_store=True, poll_interval_s=SLOW_POLL_S) as owner, \
            va.Server(store=api_store, follow_store=True, poll_interval_s=SLOW_POLL_S) as api:
        await owner.add_agent(ex.agent)
        await api.add_agent(ex.agent)
        session = await owner.create_session(ex.agent)
        view = await api.get_session(session.id)
        assert api.live(session.id) is None  # the API process holds a view; the owner answers
        said: asyncio.Queue[str] = asyncio.Queue()
        owner.live(session.id).add_listener(  # type: ignore[union-attr]
            lambda what, data: said.put_nowait(data["text"]) if what == "item_finished" else None)

        await asyncio.sleep(0.3)  # the follower's first read
        idle_from = owner_store.reads
        await asyncio.sleep(1.0)
        idle_reads = owner_store.reads - idle_from

        reply = await view.post_customer_message("how much baggage can I bring?", wait=True, timeout=10)
        await asyncio.wait_for(said.get(), 10)  # the reply
        await view.post_operator_message("A colleague will call you back today.")
        spoken = await asyncio.wait_for(said.get(), 10)
    assert idle_reads == 0  # no poll loop
    assert reply.source is va.EventSource.AI_AGENT and "carry-on" in (reply.message or "")
    assert spoken == "A colleague will call you back today."  # the owner said the operator's line
