"""Hostile API input: every JSON field a client can set has depth and size limits enforced before
anything is stored; the answer is a 4xx that says what was wrong, and the session lists keep
answering for everyone. Who may set what: labels and titles, the operator's identity, what a
customer reads of the event log, and uniform 404s."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

import voice_agent as va
from adapters.http.app import create_app
from adapters.http.auth import ProductionAuthorizationPolicy, mint_token
from voice_agent.ids import TraceId, new_id

SECRET = "s" * 40


def bearer(role: str, sub: str) -> dict[str, str]:
    # long-lived: minted when the module is collected, the tests may run many minutes later
    return {"Authorization": f"Bearer {mint_token(role, sub, 24 * 3600, SECRET)}"}


ADMIN, OPERATOR, ALICE = bearer("admin", "root"), bearer("operator", "alex"), bearer("customer", "alice")


def nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"a": value}
    return value


@pytest.fixture
async def api(server: va.Server) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(server, policy=ProductionAuthorizationPolicy(SECRET))
    transport = httpx.ASGITransport(app=app, client=("127.0.0.1", 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://api") as http:
        yield http


async def lists_answer(api: httpx.AsyncClient) -> None:
    for who in (ADMIN, OPERATOR, ALICE):
        r = await api.get("/sessions", headers=who)
        assert r.status_code == 200, r.text


async def stored_sessions(server: va.Server) -> int:
    return len(await server.list_sessions(va.SessionFilter(limit=10_000)))


async def test_deep_metadata_from_a_customer_is_refused_and_nothing_is_stored(
        api: httpx.AsyncClient, server: va.Server) -> None:
    before = await stored_sessions(server)
    r = await api.post("/sessions", json={"agent_id": "airline", "metadata": nested(300)}, headers=ALICE)
    assert r.status_code == 422, r.text
    detail = json.dumps(r.json()["detail"])
    assert "nested" in detail and "levels" in detail
    assert await stored_sessions(server) == before
    await lists_answer(api)


async def test_deep_metadata_in_an_operator_patch_is_refused_and_nothing_changes(
        api: httpx.AsyncClient, server: va.Server) -> None:
    session = await server.create_session("airline", customer_id="alice", metadata={"tier": 1})
    r = await api.patch(f"/sessions/{session.id}", json={"metadata": {"set": {"x": nested(900)}}}, headers=OPERATOR)
    assert r.status_code == 422, r.text
    assert (await server.store.get_session(session.id)).metadata == {"tier": 1}  # type: ignore[union-attr]
    await lists_answer(api)


async def test_metadata_limits_name_the_field_and_the_limit(api: httpx.AsyncClient, server: va.Server) -> None:
    # Deeper than the metadata limit but far from any parser's limit.
    r = await api.post("/sessions", json={"agent_id": "airline", "metadata": {"k": nested(12)}}, headers=ALICE)
    assert r.status_code == 422
    [error] = r.json()["detail"]
    assert error["loc"][:3] == ["body", "metadata", "k"] and "levels" in error["msg"]

    r = await api.post("/sessions", json={"agent_id": "airline", "metadata": {"blob": "x" * 20_000}}, headers=ALICE)
    assert r.status_code == 422 and "bytes" in json.dumps(r.json()["detail"])

    # The limit holds for what is stored, not just for one request: PATCHes add up.
    session = await server.create_session("airline", customer_id="alice")
    for i in range(3):
        r = await api.patch(f"/sessions/{session.id}", json={"metadata": {"set": {f"k{i}": "y" * 6000}}},
                            headers=OPERATOR)
    assert r.status_code == 422 and "unset" in r.json()["detail"]
    stored = (await server.store.get_session(session.id)).metadata  # type: ignore[union-attr]
    assert set(stored) == {"k0", "k1"}

    labels = [f"l{i}" for i in range(40)]
    assert (await api.patch(f"/sessions/{session.id}", json={"labels": {"add": labels}}, headers=OPERATOR)).status_code == 200
    r = await api.patch(f"/sessions/{session.id}", json={"labels": {"add": [f"m{i}" for i in range(20)]}},
                        headers=OPERATOR)
    assert r.status_code == 422 and "labels" in r.json()["detail"]
    await lists_answer(api)


HOSTILE_BODIES: dict[str, tuple[bytes, int, str]] = {
    # name: (body, expected status, a word the answer must contain)
    "lone surrogate": (b'{"agent_id":"airline","metadata":{"x":"\\ud800"}}', 422, "surrogate"),
    "lone surrogate in a key": (b'{"agent_id":"airline","metadata":{"\\udfff":1}}', 422, "surrogate"),
    "NUL": (b'{"agent_id":"airline","metadata":{"x":"a\\u0000b"}}', 422, "NUL"),
    "NaN": (b'{"agent_id":"airline","metadata":{"x":NaN}}', 422, "NaN"),
    "Infinity": (b'{"agent_id":"airline","metadata":{"x":-Infinity}}', 422, "Infinity"),
    "1e309": (b'{"agent_id":"airline","metadata":{"x":1e309}}', 422, "finite"),
    "huge integer": (b'{"agent_id":"airline","metadata":{"x":' + b"9" * 5000 + b"}}", 422, "64 bits"),
    "deep array": (b'{"agent_id":"airline","metadata":{"x":' + b"[" * 20000 + b"]" * 20000 + b"}}", 422, "nested"),
    "duplicate keys": (b'{"agent_id":"nope","agent_id":"airline"}', 422, "duplicate"),
    "not UTF-8": (b'{"agent_id":"airline","title":"\xff\xfe"}', 400, "UTF-8"),
    "malformed": (b'{"agent_id":', 400, "malformed"),
    "title with a newline": (b'{"agent_id":"airline","title":"a\\nb"}', 422, "control"),
}


@pytest.mark.parametrize("name", list(HOSTILE_BODIES))
async def test_hostile_json_is_refused_with_a_reason(name: str, api: httpx.AsyncClient, server: va.Server) -> None:
    body, status, word = HOSTILE_BODIES[name]
    before = await stored_sessions(server)
    r = await api.post("/sessions", content=body, headers={**ADMIN, "Content-Type": "application/json"})
    assert r.status_code == status, r.text
    assert word.lower() in r.text.lower()
    assert await stored_sessions(server) == before
    await lists_answer(api)


async def test_numbers_at_the_edges_that_are_json_are_kept(api: httpx.AsyncClient) -> None:
    body = b'{"agent_id":"airline","metadata":{"big":1e308,"neg0":-0,"negf":-0.0,"i":9007199254740993,"s":"\\u00e9\xf0\x9f\x8e\x89"}}'
    r = await api.post("/sessions", content=body, headers={**ALICE, "Content-Type": "application/json"})
    assert r.status_code == 201, r.text
    assert r.json()["metadata"] == {"big": 1e308, "neg0": 0, "negf": -0.0, "i": 9007199254740993, "s": "é🎉"}


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None,
                                          "application/json; charset=latin-1"])
async def test_a_body_that_is_not_declared_json_gets_415(content_type: str | None, api: httpx.AsyncClient) -> None:
    headers = {**ALICE, **({"Content-Type": content_type} if content_type else {})}
    r = await api.post("/sessions", content=b'{"agent_id":"airline"}', headers=headers)
    assert r.status_code == 415, r.text
    assert "application/json" in r.json()["detail"]
    ok = await api.post("/sessions", content=b'{"agent_id":"airline"}',
                        headers={**ALICE, "Content-Type": "application/json; charset=utf-8"})
    assert ok.status_code == 201


async def test_customers_cannot_set_labels_or_titles(api: httpx.AsyncClient, server: va.Server) -> None:
    for fields in ({"labels": ["needs-human"]}, {"labels": ["delivery-failed"]}, {"labels": ["vip"]},
                   {"title": "URGENT call me"}):
        r = await api.post("/sessions", json={"agent_id": "airline", **fields}, headers=ALICE)
        assert r.status_code == 403, (fields, r.text)
        assert "operator" in r.json()["detail"]
    queue = await api.get("/sessions", params={"labels": "needs-human"}, headers=OPERATOR)
    assert queue.json()["items"] == []
    # What a customer may set.
    r = await api.post("/sessions", json={"agent_id": "airline", "metadata": {"channel": "web"},
                                          "customer_represented_by_an_agent": True}, headers=ALICE)
    assert r.status_code == 201 and r.json()["metadata"] == {"channel": "web"}
    # Operators may label at creation, reserved labels included.
    r = await api.post("/sessions", json={"agent_id": "airline", "customer_id": "bob", "labels": ["needs-human"],
                                          "title": "Callback"}, headers=OPERATOR)
    assert r.status_code == 201 and r.json()["labels"] == ["needs-human"]


async def test_the_operator_identity_comes_from_the_token(api: httpx.AsyncClient, server: va.Server) -> None:
    session = await server.create_session("airline", customer_id="alice")
    url = f"/sessions/{session.id}/events"
    forged = {"kind": "message", "source": "human_agent", "message": "hi",
              "participant": {"id": "sam", "display_name": "Sam"}}
    r = await api.post(url, json=forged, headers=OPERATOR)
    assert r.status_code == 403 and "alex" in r.json()["detail"]
    assert await session.messages() == []

    r = await api.post(url, json={"kind": "message", "source": "human_agent", "message": "hi",
                                  "participant": {"display_name": "Alex"}}, headers=OPERATOR)
    assert r.status_code == 201, r.text
    assert r.json()["data"]["participant"] == {"id": "alex", "display_name": "Alex"}
    r = await api.post(url, json={"kind": "message", "source": "human_agent", "message": "again"}, headers=OPERATOR)
    assert r.status_code == 201 and r.json()["data"]["participant"] == {"id": "alex", "display_name": "alex"}


async def test_customers_read_messages_and_sanitised_status_only(api: httpx.AsyncClient, server: va.Server) -> None:
    session = await server.create_session("airline", customer_id="alice")
    runtime = await session.runtime()
    secret = "BookingServiceError: upstream 10.1.2.3:8443 refused"
    await session.post_customer_message("hello")
    await runtime.record_error(TraceId(new_id("trc")), stage="tool", message=f"tool failed: {secret}",
                               tool="book_flight")
    await session.emit_tool_result("book_flight", va.ToolResult(data={"internal": secret}))
    await runtime.record_error(TraceId(new_id("trc")), stage="input", message="message too long; send a shorter one")

    r = await api.get(f"/sessions/{session.id}/events", headers=ALICE)
    assert r.status_code == 200
    assert secret not in r.text and "book_flight" not in r.text
    kinds = [e["kind"] for e in r.json()]
    assert "tool" not in kinds and "message" in kinds and kinds.count("status") == 2
    errors = [e["data"] for e in r.json() if e["kind"] == "status"]
    assert errors[0] == {"status": "error", "data": {"stage": "tool", "message": errors[0]["data"]["message"]}}
    assert errors[1]["data"]["message"] == "message too long; send a shorter one"  # ours, meant for them

    # Asking for tool events does not get them either; operators see everything.
    r = await api.get(f"/sessions/{session.id}/events", params={"kinds": "tool"}, headers=ALICE)
    assert r.json() == []
    r = await api.get(f"/sessions/{session.id}/events", headers=OPERATOR)
    assert secret in r.text and "tool" in [e["kind"] for e in r.json()]


async def test_sessions_a_caller_may_not_see_answer_404_like_missing_ones(
        api: httpx.AsyncClient, server: va.Server) -> None:
    bobs = await server.create_session("airline", customer_id="bob")
    for path in (f"/sessions/{bobs.id}", f"/sessions/{bobs.id}/events", f"/sessions/{bobs.id}/events/stream"):
        theirs = await api.get(path, headers=ALICE)
        missing = await api.get(path.replace(bobs.id, "ses_000000000000"), headers=ALICE)
        assert (theirs.status_code, theirs.json()) == (missing.status_code, missing.json()) == (
            404, {"detail": "no such session"}), path
    r = await api.post(f"/sessions/{bobs.id}/events", json={"kind": "message", "source": "customer", "message": "hi"},
                       headers=ALICE)
    assert r.status_code == 404
    assert await bobs.events() == []
