"""Several processes over one store: one holds a session's live side (by a lease it renews),
the others record events for it to act on, so a turn never runs twice and a booking is never
made twice. Two Servers over one SQLite file stand in for two processes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from tests.support.calls import BOOK_BA117, YES
from voice_agent.examples import airline as ex

pytestmark = pytest.mark.integration


@pytest.fixture
async def pair(tmp_path: Path, airline_agent: va.Agent) -> AsyncIterator[tuple[va.Server, va.Server]]:
    db = tmp_path / "shared.db"
    async with va.Server(store=await SQLiteStore.connect(db), follow_store=True, poll_interval_s=0.05,
                         lease_ttl_s=1.5) as worker, \
            va.Server(store=await SQLiteStore.connect(db), follow_store=True, poll_interval_s=0.05,
                      lease_ttl_s=1.5) as api:
        await worker.add_agent(airline_agent)
        await api.add_agent(airline_agent)
        yield worker, api


async def test_the_owner_answers_what_another_process_records(
    pair: tuple[va.Server, va.Server], airline: ex.AirlineService
) -> None:
    worker, api = pair
    live = await worker.create_session(ex.agent)
    view = await api.get_session(id=live.id)
    assert api.live_runtime(live.id) is None  # the API process did not take the session over
    with pytest.raises(va.SessionOwnedElsewhere):
        await view.runtime()

    readback = await view.post_customer_message(BOOK_BA117, wait=True, timeout=5)
    assert "Shall I go ahead?" in (readback.message or "")
    reply = await view.post_customer_message(YES, wait=True, timeout=5)
    assert "booking flight BA 117" in (reply.message or "")
    again = await view.post_customer_message(BOOK_BA117, wait=True, timeout=5)
    assert "still booking" in (again.message or "")
    await live.wait_for_work(timeout=5)
    assert len(airline.bookings) == 1  # one process ran the turns: one booking

    said = await view.emit_message("Your seat is 12A.")  # spoken by the owner, verbatim
    assert said.message == "Your seat is 12A." and said.source is va.EventSource.AI_AGENT
    text = await ex.agent.utter(session=view, rules=[{"content": "Greet the customer and ask how you can help"}])
    assert text == "Hello, you've reached Sky Air. How can I help you today?"
    agent_lines = [e.message for e in await live.messages() if e.source is va.EventSource.AI_AGENT]
    assert agent_lines.count("Your seat is 12A.") == 1 and agent_lines.count(text) == 1


async def test_a_session_is_taken_over_once_its_owner_is_gone(pair: tuple[va.Server, va.Server]) -> None:
    worker, api = pair
    live = await worker.create_session(ex.agent)
    await worker.close_session(live.id)  # the call ended: the lease is released
    session = await api.get_session(id=live.id)
    assert api.live_runtime(live.id) is not None  # now this process holds it
    reply = await session.post_customer_message("hello", wait=True, timeout=5)
    assert reply.source is va.EventSource.AI_AGENT
