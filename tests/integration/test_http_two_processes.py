"""An API process and a process holding a live call share one SQLite file: an operator's
message posted to the API is spoken into the live session within 300 ms."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from tests.support.api_process import api_process as serve_process
from voice_agent.examples import airline as airline_example

pytestmark = pytest.mark.integration


class RecordingChannel:
    """Stands in for the call's audio output: notes what is spoken and when."""

    def __init__(self) -> None:
        self.spoken: list[tuple[float, va.ItemKind, str]] = []
        self.operator_spoken = asyncio.Event()

    async def play(self, item: va.SpeechItem) -> va.Outcome:
        self.spoken.append((time.perf_counter(), item.kind, item.text))
        if item.kind is va.ItemKind.OPERATOR:
            self.operator_spoken.set()
        return va.Outcome.PLAYED


@pytest.fixture
async def api_process(tmp_path: Path) -> AsyncIterator[tuple[str, Path]]:
    db = tmp_path / "shared.db"
    async with serve_process(f"sqlite://{db}") as api:
        yield api.url, db


async def test_operator_message_reaches_the_live_session_within_300_ms(api_process: tuple[str, Path]) -> None:
    url, db = api_process
    store = await SQLiteStore.connect(db)
    async with va.Server(store=store, follow_store=True) as live, httpx.AsyncClient(base_url=url, timeout=10) as api:
        await live.add_agent(airline_example.agent)
        session = await live.create_session("airline", customer_id="caller-1")
        channel = RecordingChannel()
        (await session.runtime()).attach_channel(channel, voice=True)

        reply = await session.post_customer_message("can I talk to a human please?", wait=True)
        assert "human agent" in (reply.message or "")
        async with asyncio.timeout(3):
            while True:
                queue = (await api.get("/sessions", params={"labels": "needs-human"})).json()["items"]
                if queue and queue[0]["mode"] == "manual":
                    break
                await asyncio.sleep(0.05)
        assert queue[0]["id"] == session.id and queue[0]["metadata"]["handoff_reason"]

        sent = time.perf_counter()
        r = await api.post(f"/sessions/{session.id}/events", json={
            "kind": "message", "source": "human_agent", "message": "Hi, Alex from support here.",
            "participant": {"id": "op_alex", "display_name": "Alex"}})
        assert r.status_code == 201
        await asyncio.wait_for(channel.operator_spoken.wait(), 2)
        at, _, text = next(s for s in channel.spoken if s[1] is va.ItemKind.OPERATOR)
        assert text == "Hi, Alex from support here."
        assert at - sent < 0.3, f"picked up after {at - sent:.3f} s"

        r = await api.patch(f"/sessions/{session.id}", json={
            "mode": "auto", "labels": {"remove": ["needs-human"]}, "metadata": {"unset": ["handoff_reason"]}})
        assert r.json()["mode"] == "auto"
        # The live side re-reads the session at the start of each turn, so the agent answers again.
        reply = await session.post_customer_message("how much baggage can I bring?", wait=True)
        assert "carry-on" in (reply.message or "")
