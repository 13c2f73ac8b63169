"""The public Parlant client drives the endpoints the two APIs share."""

from __future__ import annotations

import asyncio

import pytest
from parlant.client import AsyncParlantClient
from parlant.client.types import SessionLabelsUpdateParams, SessionMetadataUpdateParams

import voice_agent as va
from adapters.http.app import create_app
from adapters.http.auth import DevelopmentAuthorizationPolicy
from adapters.http.testing import serving

pytestmark = pytest.mark.integration


async def test_parlant_client_creates_posts_lists_and_patches(server: va.Server) -> None:
    app = create_app(server, policy=DevelopmentAuthorizationPolicy())
    async with serving(app) as url:
        client = AsyncParlantClient(base_url=url)
        [agent] = await client.agents.list()
        assert agent.id == "airline"

        session = await client.sessions.create(agent_id="airline", customer_id="pc-1", title="From Parlant",
                                               metadata={"priority": "high"}, labels=["web"])
        assert session.mode == "auto" and session.labels == ["web"] and session.metadata == {"priority": "high"}

        event = await client.sessions.create_event(session.id, kind="message", source="customer",
                                                   message="how much baggage can I bring?")
        assert event.offset == 0 and event.source == "customer"
        replies = await client.sessions.list_events(session.id, min_offset=1, kinds="message",
                                                    source="ai_agent", wait_for_data=5)
        assert "carry-on" in replies[0].data["message"]

        uttered = await client.sessions.create_event(session.id, kind="message", source="ai_agent",
                                                     guidelines=[{"action": "greet the customer and ask how you can help"}])
        assert uttered.source == "ai_agent" and "Sky Air" in uttered.data["message"]

        updated = await client.sessions.update(
            session.id, mode="manual",
            labels=SessionLabelsUpdateParams(upsert=["needs-human"], remove=["web"]),
            metadata=SessionMetadataUpdateParams(set_={"handoff_reason": "asked for a person"}, unset=["priority"]),
        )
        assert updated.mode == "manual" and updated.labels == ["needs-human"]
        assert updated.metadata == {"handoff_reason": "asked for a person"}

        listing = await client.sessions.list(labels="needs-human", limit=10)
        assert [s.id for s in listing.items] == [session.id]  # type: ignore[union-attr]
        assert listing.has_more is False  # type: ignore[union-attr]

        operator = await client.sessions.create_event(
            session.id, kind="message", source="human_agent", message="Alex here.",
            participant={"id": "op_alex", "display_name": "Alex"})
        assert operator.source == "human_agent"
        fetched = await client.sessions.retrieve(session.id)
        assert fetched.mode == "manual"
        await client.sessions.delete(session.id)
        await asyncio.sleep(0)
        assert await server.list_sessions() == []
