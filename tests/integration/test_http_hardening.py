"""Bounded resources and honest health over a real uvicorn server on loopback: oversized headers
get 431 and the client reads it, a kept-alive connection survives an error (a 500 included),
one client's open event streams are capped, and readiness follows the store and draining."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

import voice_agent as va
from adapters.http.app import create_app
from adapters.http.auth import ProductionAuthorizationPolicy, mint_token
from adapters.http.settings import HttpSettings
from adapters.http.testing import serving
from adapters.store.sqlite import SQLiteStore
from voice_agent.examples import airline as airline_example

pytestmark = pytest.mark.integration
SECRET = "h" * 40


def bearer(role: str, sub: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {mint_token(role, sub, 24 * 3600, SECRET)}"}


def request_bytes(method: str, path: str, headers: dict[str, str] | None = None, body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: test"] + [f"{k}: {v}" for k, v in (headers or {}).items()]
    if method in ("POST", "PATCH"):
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


async def exchange(url: str, requests: list[bytes]) -> list[tuple[int, dict[str, object]] | str]:
    """Sends the requests one after another on one connection: each answer's status and JSON
    body, or what happened to the connection instead ("reset", "closed")."""
    host, port = url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    answers: list[tuple[int, dict[str, object]] | str] = []
    try:
        for raw in requests:
            try:
                writer.write(raw)
                await writer.drain()
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
            except (ConnectionResetError, BrokenPipeError):
                answers.append("reset")
                break
            except asyncio.IncompleteReadError:
                answers.append("closed")
                break
            status = int(head.split(b" ", 2)[1])
            length = next(int(line.split(b":")[1]) for line in head.lower().split(b"\r\n")
                          if line.startswith(b"content-length:"))
            answers.append((status, json.loads(await reader.readexactly(length))))
    finally:
        writer.close()
        with contextlib.suppress(ConnectionError):
            await writer.wait_closed()
    return answers


@pytest.fixture
async def production(server: va.Server) -> AsyncIterator[tuple[str, object]]:
    settings = HttpSettings(max_streams_per_client=2, sse_keepalive_s=0.2)
    app = create_app(server, policy=ProductionAuthorizationPolicy(SECRET), settings=settings)

    async def boom() -> None:
        raise RuntimeError("a bug in a route")

    app.add_api_route("/boom", boom)  # a route with a bug: the server's own 500 path
    async with serving(app) as url:
        yield url, app


def send_huge_header(url: str, size: int) -> bytes:
    """Blocking on purpose: a plain client that sends its whole request, then reads the answer."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        try:
            sock.sendall(request_bytes("GET", "/agents", {"X-Big": "a" * size}))
        except (ConnectionResetError, BrokenPipeError):
            return b"reset while sending"
        answer = b""
        try:
            while b"\r\n\r\n" not in answer or not answer.endswith(b"}"):
                chunk = sock.recv(4096)
                if not chunk:
                    break
                answer += chunk
        except ConnectionResetError:
            return answer + b"reset"
        return answer


async def test_oversized_headers_get_431_which_the_client_reads(production: tuple[str, object]) -> None:
    url, _ = production
    for size in (20 * 1024, 1024 * 1024):  # one that h11 parses whole, one that outgrows its buffer
        answer = await asyncio.to_thread(send_huge_header, url, size)
        assert answer.startswith(b"HTTP/1.1 431"), (size, answer[:80])
        assert b"larger than 16384 bytes" in answer
    async with httpx.AsyncClient(base_url=url) as http:
        r = await http.get("/agents", headers={"X-Big": "a" * 1024 * 1024})
        assert r.status_code == 431 and "headers" in r.json()["detail"]
        assert (await http.get("/health/live")).status_code == 200  # the server is fine


async def test_a_body_too_large_gets_413_which_the_client_reads(production: tuple[str, object]) -> None:
    url, _ = production
    admin = {**bearer("admin", "root"), "Content-Type": "application/json"}
    big = b'{"agent_id":"airline","metadata":{"x":"' + b"a" * 5 * 1024 * 1024 + b'"}}'

    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(80):
            yield b" " * 64 * 1024

    async with httpx.AsyncClient(base_url=url, timeout=20) as http:
        for content in (big, chunks()):  # a declared length, and a chunked body that declares none
            r = await http.post("/sessions", content=content, headers=admin)
            assert r.status_code == 413 and "larger than 65536 bytes" in r.json()["detail"]
        assert (await http.get("/health/live")).status_code == 200


async def test_a_kept_alive_connection_survives_every_error(production: tuple[str, object], server: va.Server) -> None:
    url, _ = production
    admin = bearer("admin", "root")
    sid = (await server.create_session("airline", customer_id="alice")).id
    good = request_bytes("GET", "/agents", admin)
    json_body = {**admin, "Content-Type": "application/json"}
    errors = {
        500: request_bytes("GET", "/boom", admin),
        404: request_bytes("GET", "/sessions/ses_nope", admin),
        401: request_bytes("GET", "/sessions", {"Authorization": "Bearer nope"}),
        422: request_bytes("POST", "/sessions", json_body, b'{"agent_id":"airline","metadata":{"x":NaN}}'),
        400: request_bytes("POST", "/sessions", json_body, b'{"agent_id":'),
        415: request_bytes("POST", "/sessions", admin, b'{"agent_id":"airline"}'),
        409: request_bytes("POST", f"/sessions/{sid}/work/wrk_x/retry", admin),
    }
    for status, bad in errors.items():
        answers = await exchange(url, [bad, good, good])
        assert [a[0] if isinstance(a, tuple) else a for a in answers] == [status if status != 409 else 404, 200, 200]
    [(status, body), *_] = await exchange(url, [errors[500], good])
    assert status == 500 and body["error_id"] and "a bug in a route" not in json.dumps(body)


async def test_one_client_may_hold_only_so_many_event_streams(
        production: tuple[str, object], server: va.Server) -> None:
    url, _ = production
    alice, bob = bearer("customer", "alice"), bearer("customer", "bob")
    mine = (await server.create_session("airline", customer_id="alice")).id
    bobs = (await server.create_session("airline", customer_id="bob")).id
    async with httpx.AsyncClient(base_url=url, timeout=10) as http, contextlib.AsyncExitStack() as stack:
        streams = [await stack.enter_async_context(http.stream("GET", f"/sessions/{mine}/events/stream", headers=alice))
                   for _ in range(2)]
        assert [s.status_code for s in streams] == [200, 200]
        r = await http.get(f"/sessions/{mine}/events/stream", headers=alice)
        assert r.status_code == 429 and "close one" in r.json()["detail"] and r.headers["retry-after"]
        r = await http.get(f"/sessions/{mine}/events", params={"wait_for_data": 1}, headers=alice)
        assert r.status_code == 429  # a long poll takes a slot too
        assert (await http.get(f"/sessions/{mine}/events", headers=alice)).status_code == 200  # a plain read does not
        async with http.stream("GET", f"/sessions/{bobs}/events/stream", headers=bob) as other:
            assert other.status_code == 200  # another client's own slots

        await streams[0].aclose()  # the client goes away; the server notices and frees the slot
        for _ in range(50):
            async with http.stream("GET", f"/sessions/{mine}/events/stream", headers=alice) as again:
                if again.status_code != 429:
                    break
            await asyncio.sleep(0.1)
        assert again.status_code == 200


async def test_liveness_and_readiness(tmp_path: Path) -> None:
    store = await SQLiteStore.connect(tmp_path / "health.db")
    async with va.Server(store=store) as server:
        await server.add_agent(airline_example.agent)
        app = create_app(server, policy=ProductionAuthorizationPolicy(SECRET))
        async with serving(app) as url, httpx.AsyncClient(base_url=url) as http:
            assert (await http.get("/health/live")).json() == {"status": "live"}
            r = await http.get("/health/ready")
            assert r.status_code == 200 and r.json() == {"ready": True, "checks": {"store": "ok", "draining": False}}

            app.state.draining = True  # what the shutdown path sets
            r = await http.get("/health/ready")
            assert r.status_code == 503 and r.json()["checks"]["draining"] is True
            assert (await http.get("/health/live")).status_code == 200
            app.state.draining = False

            await store.aclose()  # the store is gone
            r = await http.get("/health/ready")
            assert r.status_code == 503 and r.json() == {"ready": False,
                                                          "checks": {"store": "unreachable", "draining": False}}
            assert (await http.get("/health/live")).status_code == 200
