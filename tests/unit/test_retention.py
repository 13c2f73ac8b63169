"""Retention: off by default; when configured, the recovery sweeps delete sessions idle for
longer than it (with their events and work), never one that is live or has pending work. The
store side of it (which sessions qualify, batches) is in tests/unit/test_store_contract.py."""

from __future__ import annotations

import pytest

import voice_agent as va
from voice_agent.examples import airline as ex
from voice_agent.ids import SessionId

HOUR = 3600.0


@pytest.mark.parametrize("retention_s", [None, HOUR])
async def test_sweeps_delete_idle_sessions_only_when_retention_is_configured(retention_s: float | None) -> None:
    clock = va.ManualClock()
    store = va.InMemoryStore(clock)
    async with va.Server(store=store, clock=clock, recover=True, sweep_interval_s=60, lease_ttl_s=600,
                         retention_s=retention_s) as server:
        await server.add_agent(ex.agent)
        ended = await server.create_session(ex.agent)
        await ended.post_customer_message("how much baggage can I bring?")
        await server.close_session(ended.id)
        live = await server.create_session(ex.agent)  # a call still going on (its lease renewed)
        await clock.advance(2 * HOUR)
        late = await server.create_session(ex.agent)  # a recent one
        await clock.advance(700)  # past the next retention round
        remaining = {r.id for r in await store.list_sessions(va.SessionFilter())}
    if retention_s is None:
        assert remaining == {ended.id, live.id, late.id}
    else:
        assert remaining == {live.id, late.id}
        with pytest.raises(va.SessionNotFoundError):
            await store.list_events(SessionId(ended.id))


def test_retention_must_be_positive() -> None:
    with pytest.raises(va.ConfigurationError, match="retention_s must be positive"):
        va.Server(retention_s=0)
