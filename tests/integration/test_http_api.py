"""Every endpoint and the human handoff flow, over a real uvicorn server on loopback."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import httpx
import pytest

import voice_agent as va
from adapters.http.app import create_app
from adapters.http.auth import DevelopmentAuthorizationPolicy
from adapters.http.settings import HttpSettings
from adapters.http.testing import serving
from tests.support.calls import BOOK_BA117, YES

pytestmark = pytest.mark.integration

OPERATOR = {"X-Voice-Agent-Reader": "operator"}  # what the console sends with its reads
HANDBACK = {"mode": "auto", "labels": {"remove": ["needs-human"]}, "metadata": {"unset": ["handoff_reason"]}}


@pytest.fixture
async def client(server: va.Server) -> AsyncIterator[httpx.AsyncClient]:
    settings = HttpSettings(max_body_bytes=4096, cors_origins=("https://ops.example.com",), sse_keepalive_s=0.5)
    app = create_app(server, policy=DevelopmentAuthorizationPolicy(), settings=settings)
    async with serving(app) as url, httpx.AsyncClient(base_url=url, timeout=10) as http:
        yield http


async def new_session(client: httpx.AsyncClient, **fields: object) -> dict[str, object]:
    r = await client.post("/sessions", json={"agent_id": "airline", "customer_id": "cust-1", **fields})
    assert r.status_code == 201, r.text
    return r.json()


async def wait_for(client: httpx.AsyncClient, sid: str, predicate: object, timeout: float = 5.0) -> dict[str, object]:
    """Poll the session until `predicate(session)` holds."""
    async with asyncio.timeout(timeout):
        while True:
            session = (await client.get(f"/sessions/{sid}")).json()
            if predicate(session):  # type: ignore[operator]
                return session
            await asyncio.sleep(0.05)


async def agent_reply_after(client: httpx.AsyncClient, sid: str, offset: int) -> dict[str, object]:
    r = await client.get(f"/sessions/{sid}/events", params={
        "min_offset": offset, "kinds": "message", "source": "ai_agent", "wait_for_data": 5})
    assert r.status_code == 200 and r.json(), r.text
    return r.json()[0]


async def test_agents_lists_the_served_agent(client: httpx.AsyncClient) -> None:
    r = await client.get("/agents")
    assert r.status_code == 200
    [agent] = r.json()
    assert agent["id"] == "airline" and agent["name"] == "Sky Air" and agent["description"]


async def test_session_crud_and_fixed_fields(client: httpx.AsyncClient) -> None:
    created = await new_session(client, customer_represented_by_an_agent=True, title="Trip",
                                metadata={"channel": "phone"})
    sid = created["id"]
    assert created["mode"] == "auto" and created["customer_represented_by_an_agent"] is True
    assert created["metadata"] == {"channel": "phone"} and created["title"] == "Trip"

    fetched = (await client.get(f"/sessions/{sid}")).json()
    assert fetched == created

    r = await client.patch(f"/sessions/{sid}", json={"customer_id": "someone-else"})
    assert r.status_code == 422 and "fixed" in r.json()["detail"]
    r = await client.patch(f"/sessions/{sid}", json={"customer_represented_by_an_agent": False})
    assert r.status_code == 422  # not a field of the update: fixed for the life of the session

    r = await client.post("/sessions", json={"agent_id": "no-such-agent"})
    assert r.status_code == 422 and "agent_id" in r.json()["detail"]

    assert (await client.delete(f"/sessions/{sid}")).status_code == 204
    assert (await client.get(f"/sessions/{sid}")).status_code == 404
    assert (await client.delete(f"/sessions/{sid}")).status_code == 404


async def test_listing_filters_and_pages(client: httpx.AsyncClient) -> None:
    ids = [(await new_session(client, customer_id=f"list-{i % 2}", labels=["vip"] if i < 3 else []))["id"]
           for i in range(5)]
    r = await client.get("/sessions", params={"customer_id": "list-0"})
    assert [s["id"] for s in r.json()["items"]] == ids[0::2]

    r = await client.get("/sessions", params=[("labels", "vip")])
    assert [s["id"] for s in r.json()["items"]] == ids[:3]
    r = await client.get("/sessions", params={"labels": "vip,missing"})
    assert r.json()["items"] == []

    seen: list[str] = []
    cursor = None
    while True:
        params: dict[str, object] = {"limit": 2, **({"cursor": cursor} if cursor else {})}
        page = (await client.get("/sessions", params=params)).json()
        assert page["total_count"] == 5
        seen += [s["id"] for s in page["items"]]
        if not page["has_more"]:
            assert page["next_cursor"] is None
            break
        cursor = page["next_cursor"]
    assert seen == ids


async def test_patch_changes_mode_labels_and_metadata_in_one_call(client: httpx.AsyncClient) -> None:
    sid = (await new_session(client))["id"]
    r = await client.patch(f"/sessions/{sid}", json={
        "mode": "manual", "title": "Escalated",
        "labels": {"add": ["needs-human"], "upsert": ["vip"]},
        "metadata": {"set": {"handoff_reason": "refund", "tier": 2}},
    })
    assert r.status_code == 200
    s = r.json()
    assert (s["mode"], s["title"], s["labels"]) == ("manual", "Escalated", ["needs-human", "vip"])
    assert s["metadata"] == {"handoff_reason": "refund", "tier": 2}

    s = (await client.patch(f"/sessions/{sid}", json=HANDBACK)).json()
    assert (s["mode"], s["labels"], s["metadata"]) == ("auto", ["vip"], {"tier": 2})


async def test_human_handoff_flow(client: httpx.AsyncClient) -> None:
    sid = (await new_session(client))["id"]
    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "customer", "message": "can I talk to a human please?"})
    assert r.status_code == 201 and r.json()["source"] == "customer"
    reply = await agent_reply_after(client, sid, 1)
    assert "human agent" in reply["data"]["message"]

    session = await wait_for(client, sid, lambda s: s["mode"] == "manual")
    assert session["labels"] == ["needs-human"]
    queue = (await client.get("/sessions", params={"labels": "needs-human"})).json()["items"]
    assert [q["id"] for q in queue] == [sid]
    assert queue[0]["metadata"]["handoff_reason"]

    # In manual mode the customer's message is recorded and the agent stays silent.
    before = len((await client.get(f"/sessions/{sid}/events")).json())
    await client.post(f"/sessions/{sid}/events", json={"kind": "message", "source": "customer", "message": "hello?"})
    silent = await client.get(f"/sessions/{sid}/events", params={
        "min_offset": before + 1, "source": "ai_agent", "wait_for_data": 1})
    assert silent.json() == []

    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "human_agent", "message": "Hi, this is Alex from support.",
        "participant": {"id": "op_alex", "display_name": "Alex"}})
    assert r.status_code == 201
    operator = r.json()
    assert operator["source"] == "human_agent"
    assert operator["data"]["participant"] == {"id": "op_alex", "display_name": "Alex"}

    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "human_agent", "message": "no participant"})
    assert r.status_code == 422 and "participant" in json.dumps(r.json())

    handed = (await client.patch(f"/sessions/{sid}", json=HANDBACK)).json()
    assert (handed["mode"], handed["labels"], handed["metadata"]) == ("auto", [], {})
    assert (await client.get("/sessions", params={"labels": "needs-human"})).json()["items"] == []

    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "customer", "message": "how much baggage can I bring?"})
    reply = await agent_reply_after(client, sid, r.json()["offset"] + 1)
    assert "carry-on" in reply["data"]["message"]


async def test_ai_agent_events_utter_or_say_verbatim(client: httpx.AsyncClient) -> None:
    sid = (await new_session(client))["id"]
    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "ai_agent",
        "rules": [{"content": "greet the customer and ask how you can help"}]})
    assert r.status_code == 201
    assert r.json()["source"] == "ai_agent" and "Sky Air" in r.json()["data"]["message"]

    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "ai_agent",
        "guidelines": [{"action": "explain the baggage allowance", "rationale": "unspecified"}]})
    assert r.status_code == 201 and "carry-on" in r.json()["data"]["message"]

    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "ai_agent", "message": "All our lines are busy; please hold."})
    assert r.status_code == 201 and r.json()["data"]["message"] == "All our lines are busy; please hold."

    r = await client.post(f"/sessions/{sid}/events", json={"kind": "message", "source": "ai_agent"})
    assert r.status_code == 422

    await client.patch(f"/sessions/{sid}", json={"mode": "manual"})
    r = await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "ai_agent", "rules": [{"content": "greet the customer"}]})
    assert r.status_code == 409 and "manual" in r.json()["detail"]


async def test_events_filters_long_poll_and_stream(client: httpx.AsyncClient) -> None:
    sid = (await new_session(client))["id"]
    await client.post(f"/sessions/{sid}/events", json={
        "kind": "message", "source": "customer", "message": "how much baggage can I bring?"})
    await agent_reply_after(client, sid, 1)
    events = (await client.get(f"/sessions/{sid}/events")).json()
    assert [e["offset"] for e in events] == list(range(len(events)))
    assert all(e["correlation_id"] == e["trace_id"] for e in events)
    customer = (await client.get(f"/sessions/{sid}/events", params={"source": "customer"})).json()
    assert [e["data"]["message"] for e in customer] == ["how much baggage can I bring?"]
    assert (await client.get(f"/sessions/{sid}/events", params={"kinds": "bogus"})).status_code == 422

    # Long poll: the request waits for the next event and returns as soon as it is appended.
    nxt = len(events)
    poll = asyncio.create_task(client.get(f"/sessions/{sid}/events", params={"min_offset": nxt, "wait_for_data": 5}))
    await asyncio.sleep(0.2)
    assert not poll.done()
    await client.post(f"/sessions/{sid}/events", json={"kind": "message", "source": "human_agent_on_behalf_of_ai_agent",
                                                       "message": "Checking that for you."})
    got = (await asyncio.wait_for(poll, 3)).json()
    assert got[0]["source"] == "human_agent_on_behalf_of_ai_agent"

    # Server-sent events: history first, then live events as they are appended.
    frames: list[dict[str, object]] = []
    async with client.stream("GET", f"/sessions/{sid}/events/stream", params={"kinds": "message"}) as stream:
        assert stream.headers["content-type"].startswith("text/event-stream")
        posted = False
        async with asyncio.timeout(5):
            async for line in stream.aiter_lines():
                if line.startswith("data: "):
                    frames.append(json.loads(line[6:]))
                if len(frames) == 3 and not posted:
                    posted = True
                    await client.post(f"/sessions/{sid}/events", json={
                        "kind": "message", "source": "human_agent", "message": "Live line",
                        "participant": {"id": "op", "display_name": "Op"}})
                if frames and frames[-1]["data"].get("message") == "Live line":  # type: ignore[union-attr]
                    break
    assert [f["source"] for f in frames] == ["customer", "ai_agent", "human_agent_on_behalf_of_ai_agent", "human_agent"]

    # Resuming from Last-Event-ID skips what the client already has.
    async with client.stream("GET", f"/sessions/{sid}/events/stream",
                             headers={"Last-Event-ID": str(frames[-1]["offset"])}) as stream:
        async with asyncio.timeout(3):
            async for line in stream.aiter_lines():
                if line.startswith(": keepalive"):
                    break
                assert not line.startswith("data: "), line


async def test_work_ledger_and_retry_of_a_failed_delivery(
    client: httpx.AsyncClient, server: va.Server, airline: object
) -> None:
    class FailingChannel:
        def __init__(self) -> None:
            self.fail = True

        async def play(self, item: va.SpeechItem) -> va.Outcome:
            if self.fail and item.kind in (va.ItemKind.UTTERANCE, va.ItemKind.VERBATIM):
                return va.Outcome.FAILED
            return va.Outcome.PLAYED

    sid = (await new_session(client))["id"]
    channel = FailingChannel()
    session = await server.get_session(sid)
    (await session.runtime()).attach_channel(channel, voice=False)
    for said in (BOOK_BA117, YES):  # the request, read back, then the caller's yes
        await client.post(f"/sessions/{sid}/events", json={"kind": "message", "source": "customer", "message": said})
    async with asyncio.timeout(5):
        while True:
            work = (await client.get(f"/sessions/{sid}/work")).json()
            if work and work[0]["state"] == "delivery_failed":
                break
            await asyncio.sleep(0.05)
    [entry] = work
    assert entry["tool"] == "book_flight" and entry["retryable"] and entry["error"]

    r = await client.post(f"/sessions/{sid}/work/wrk_missing/retry")
    assert r.status_code == 404
    channel.fail = False
    r = await client.post(f"/sessions/{sid}/work/{entry['id']}/retry")
    assert r.status_code == 202
    async with asyncio.timeout(5):
        while True:
            work = (await client.get(f"/sessions/{sid}/work")).json()
            if work[0]["state"] == "delivered":
                break
            await asyncio.sleep(0.05)
    r = await client.post(f"/sessions/{sid}/work/{entry['id']}/retry")
    assert r.status_code == 409 and "delivered" in r.json()["detail"]


async def test_an_operator_reading_a_failed_line_does_not_deliver_it_the_customer_does(
    client: httpx.AsyncClient, server: va.Server, airline: object
) -> None:
    class MutedChannel:  # the caller hears no final line
        async def play(self, item: va.SpeechItem) -> va.Outcome:
            return va.Outcome.FAILED if item.kind is va.ItemKind.UTTERANCE else va.Outcome.PLAYED

    sid = (await new_session(client))["id"]
    (await (await server.get_session(sid)).runtime()).attach_channel(MutedChannel(), voice=False)
    for said in (BOOK_BA117, YES):
        await client.post(f"/sessions/{sid}/events", json={"kind": "message", "source": "customer", "message": said})

    async def state() -> str:
        work = (await client.get(f"/sessions/{sid}/work", headers=OPERATOR)).json()
        return str(work[0]["state"]) if work else "none yet"

    async def until(wanted: str) -> None:
        async with asyncio.timeout(5):
            while True:  # polling the API, as a client would
                if await state() == wanted:
                    return
                await asyncio.sleep(0.05)

    await until("delivery_failed")
    events = await client.get(f"/sessions/{sid}/events", headers=OPERATOR)  # the console's read
    assert any("is confirmed" in (e["data"].get("message") or "") for e in events.json())
    await asyncio.sleep(0.2)
    assert await state() == "delivery_failed"  # an operator saw it; the caller still has not
    await client.get(f"/sessions/{sid}/events")  # the customer's own client reads it
    await until("delivered")


async def test_limits_and_error_bodies(client: httpx.AsyncClient) -> None:
    sid = (await new_session(client))["id"]
    secret_header = {"Authorization": "Bearer sekrit-token-value", "X-Api-Key": "another-secret"}
    big = {"kind": "message", "source": "customer", "message": "x" * 5000}
    r = await client.post(f"/sessions/{sid}/events", json=big, headers=secret_header)
    assert r.status_code == 413

    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(10):
            yield b" " * 1000

    r = await client.post(f"/sessions/{sid}/events", content=chunks(), headers={"Content-Type": "application/json"})
    assert r.status_code == 413

    for body in (b"{not json", b'{"kind": "message", "source": "customer", "message": "hi", "extra": "sekrit-token-value"}',
                 b'[1, 2]', b'{"kind": "message", "source": "robot", "message": "hi"}'):
        r = await client.post(f"/sessions/{sid}/events", content=body,
                              headers={**secret_header, "Content-Type": "application/json"})
        assert 400 <= r.status_code < 500, (body, r.status_code)
        assert r.json()["detail"]
        assert "sekrit" not in r.text and "another-secret" not in r.text and "Traceback" not in r.text

    assert (await client.get("/sessions/ses_nope")).json() == {"detail": "no such session"}


async def test_cors_allowlist_and_openapi(client: httpx.AsyncClient) -> None:
    preflight = {"Access-Control-Request-Method": "PATCH", "Access-Control-Request-Headers": "authorization"}
    ok = await client.options("/sessions", headers={"Origin": "https://ops.example.com", **preflight})
    assert ok.headers.get("access-control-allow-origin") == "https://ops.example.com"
    bad = await client.options("/sessions", headers={"Origin": "https://evil.example.com", **preflight})
    assert "access-control-allow-origin" not in bad.headers

    doc = (await client.get("/openapi.json")).json()
    assert {"/agents", "/sessions", "/sessions/{session_id}", "/sessions/{session_id}/events",
            "/sessions/{session_id}/events/stream", "/sessions/{session_id}/work",
            "/sessions/{session_id}/work/{work_id}/retry"} <= set(doc["paths"])
    console = await client.get("/console")
    assert console.status_code == 200 and "Operator console" in console.text
    assert "script-src 'nonce-" in console.headers["content-security-policy"]
