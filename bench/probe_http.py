"""Probe a running `voice-agent serve --policy production` the way a hostile client would, and
print what each category of request got back: the table of docs/http-api.md ("Hardening").

It starts the real command in a subprocess (SQLite store in a temporary directory, a random
secret), so it measures the server as deployed, uvicorn included. One category needs an event
the engine writes when a tool fails; the probe appends it through a second connection to the
same SQLite file, with the shape `SessionRuntime.record_error` gives it.

    .venv/bin/python bench/probe_http.py              # prints a markdown table
    .venv/bin/python bench/probe_http.py --requests 300

Not a test: it asserts nothing. Figures (requests per second) depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import secrets
import socket
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.http.auth import mint_token  # noqa: E402

SECRET = secrets.token_urlsafe(48)
EXCEPTION_TEXT = "BookingServiceError: upstream 10.1.2.3:8443 refused"


def bearer(role: str, sub: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {mint_token(role, sub, 3600, SECRET)}"}


def nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"a": value}
    return value


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.asynccontextmanager
async def serve(db: Path) -> AsyncIterator[str]:
    port = free_port()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "adapters.cli", "serve", "--policy", "production", "--port", str(port),
        "--store", f"sqlite://{db}", cwd=ROOT,
        env={**os.environ, "VOICE_AGENT_JWT_SECRET": SECRET, "PYTHONPATH": str(ROOT)},
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        async with httpx.AsyncClient(base_url=url) as http, asyncio.timeout(30):
            while True:
                with contextlib.suppress(httpx.TransportError):
                    if (await http.get("/agents", headers=bearer("admin", "probe"))).status_code == 200:
                        break
                await asyncio.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), 10)
        except TimeoutError:
            proc.kill()
            await proc.wait()


def raw_exchange(port: int, requests: list[bytes], timeout: float = 5.0) -> list[str]:
    """Send requests one after another on one connection; the status line of each answer, or
    what happened to the connection instead."""
    outcomes: list[str] = []
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        for request in requests:
            try:
                sock.sendall(request)
                head = b""
                while b"\r\n\r\n" not in head:
                    chunk = sock.recv(65536)
                    if not chunk:
                        outcomes.append("closed")
                        return outcomes
                    head += chunk
                status_line, _, rest = head.partition(b"\r\n")
                headers = rest.split(b"\r\n\r\n", 1)[0].lower()
                length = 0
                for line in headers.split(b"\r\n"):
                    if line.startswith(b"content-length:"):
                        length = int(line.split(b":", 1)[1])
                body = head.split(b"\r\n\r\n", 1)[1]
                while len(body) < length:
                    chunk = sock.recv(65536)
                    if not chunk:
                        break
                    body += chunk
                outcomes.append(status_line.decode(errors="replace").split(" ", 2)[1])
            except (ConnectionResetError, BrokenPipeError):
                outcomes.append("reset")
                return outcomes
            except TimeoutError:
                outcomes.append("timeout")
                return outcomes
    return outcomes


def http_request(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: probe"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    if body or method in ("POST", "PATCH"):
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


class RetryOnce(httpx.AsyncHTTPTransport):
    """A request whose kept-alive connection was dropped is sent again on a new one (a browser
    does the same), and the drop is counted: the server should not drop connections after errors."""

    drops = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        try:
            return await super().handle_async_request(request)
        except (httpx.ReadError, httpx.RemoteProtocolError):
            RetryOnce.drops += 1
            return await super().handle_async_request(request)


def summary(statuses: list[int | str]) -> str:
    counts = Counter(statuses)
    return ", ".join(f"{code}×{n}" for code, n in sorted(counts.items(), key=lambda kv: str(kv[0])))


async def probe(url: str, db: Path, n: int) -> list[tuple[str, str, str]]:
    rows: list[tuple[str, str, str]] = []
    port = int(url.rsplit(":", 1)[1])
    admin, alice, bob = bearer("admin", "root"), bearer("customer", "alice"), bearer("customer", "bob")
    op_alex = bearer("operator", "alex")
    async with httpx.AsyncClient(base_url=url, timeout=20, transport=RetryOnce()) as http:

        async def lists() -> str:
            codes = [(await http.get("/sessions", headers=h)).status_code for h in (admin, op_alex, alice)]
            return "lists (admin, operator, customer): " + "/".join(map(str, codes))

        async def count() -> int:
            r = await http.get("/sessions", headers=admin, params={"limit": 1})
            return int(r.json()["total_count"]) if r.status_code == 200 else -1

        # 1. Deep metadata from a customer.
        before = await count()
        r = await http.post("/sessions", json={"agent_id": "airline", "metadata": nested(300)}, headers=alice)
        stored = (await count()) - before if before >= 0 else "?"
        rows.append(("customer POST /sessions, metadata nested 300 deep", "1",
                     f"{r.status_code}; sessions stored: {stored}; {await lists()}"))

        # 2. Deep metadata from an operator's PATCH.
        sid = (await http.post("/sessions", json={"agent_id": "airline"}, headers=bob)).json()["id"]
        r = await http.patch(f"/sessions/{sid}", json={"metadata": {"set": {"x": nested(900)}}}, headers=op_alex)
        rows.append(("operator PATCH, metadata nested 900 deep", "1", f"{r.status_code}; {await lists()}"))

        # 3. Hostile JSON: values the store cannot hold or that are not JSON.
        hostile = {
            "lone surrogate": b'{"agent_id":"airline","metadata":{"x":"\\ud800"}}',
            "NUL in a string": b'{"agent_id":"airline","metadata":{"x":"a\\u0000b"}}',
            "NaN": b'{"agent_id":"airline","metadata":{"x":NaN}}',
            "Infinity": b'{"agent_id":"airline","metadata":{"x":Infinity}}',
            "1e309": b'{"agent_id":"airline","metadata":{"x":1e309}}',
            "5000-digit integer": b'{"agent_id":"airline","metadata":{"x":' + b"9" * 5000 + b"}}",
            "array 20000 deep": b'{"agent_id":"airline","metadata":{"x":' + b"[" * 20000 + b"]" * 20000 + b"}}",
            "duplicate keys": b'{"agent_id":"nope","agent_id":"airline"}',
            "text/plain body": b'{"agent_id":"airline"}',
        }
        codes: list[str] = []
        for name, body in hostile.items():
            ctype = "text/plain" if "plain" in name else "application/json"
            r = await http.post("/sessions", content=body, headers={**alice, "Content-Type": ctype})
            codes.append(f"{name} {r.status_code}")
        rows.append(("hostile JSON bodies (customer POST /sessions)", str(len(hostile)),
                     "; ".join(codes) + f"; {await lists()}"))

        # 4. Reserved labels and titles from a customer.
        r = await http.post("/sessions", json={"agent_id": "airline", "labels": ["needs-human", "delivery-failed"],
                                               "title": "URGENT call me"}, headers=alice)
        queue = await http.get("/sessions", params={"labels": "needs-human"}, headers=op_alex)
        in_queue = len(queue.json()["items"]) if queue.status_code == 200 else "?"
        rows.append(("customer creates a session labelled needs-human with a title", "1",
                     f"{r.status_code}; in the operator queue: {in_queue}"))

        # 5. One operator writing as another.
        r = await http.post(f"/sessions/{sid}/events", headers=op_alex, json={
            "kind": "message", "source": "human_agent", "message": "hello",
            "participant": {"id": "sam", "display_name": "Sam"}})
        who = r.json().get("data", {}).get("participant", {}).get("id") if r.status_code == 201 else None
        rows.append(("operator alex posts with participant.id sam", "1", f"{r.status_code}; stored as: {who}"))

        # 6. Exception text in events a customer reads.
        sys.path.insert(0, str(ROOT))
        import voice_agent as va
        from adapters.store.sqlite import SQLiteStore
        from voice_agent.ids import SessionId, TraceId, new_id

        mine = (await http.post("/sessions", json={"agent_id": "airline"}, headers=alice)).json()["id"]
        store = await SQLiteStore.connect(db)
        try:
            await store.append_event(SessionId(mine), kind=va.EventKind.STATUS, source=va.EventSource.AI_AGENT,
                                     trace_id=TraceId(new_id("trc")), created_at=time.time(), data={
                                         "status": "error", "data": {"stage": "tool", "tool": "book_flight",
                                                                     "message": f"tool failed: {EXCEPTION_TEXT}"}})
            await store.append_event(SessionId(mine), kind=va.EventKind.TOOL, source=va.EventSource.AI_AGENT,
                                     trace_id=TraceId(new_id("trc")), created_at=time.time(), data={
                                         "tool_calls": [{"tool_id": "book_flight", "arguments": {"x": 1},
                                                         "result": {"data": {"internal": EXCEPTION_TEXT}}}]})
        finally:
            await store.aclose()
        r = await http.get(f"/sessions/{mine}/events", headers=alice)
        kinds = sorted({e["kind"] for e in r.json()}) if r.status_code == 200 else []
        rows.append(("customer reads events after a tool failure", "1",
                     f"{r.status_code}; kinds seen: {','.join(kinds) or '-'}; exception text shown: "
                     f"{EXCEPTION_TEXT in r.text}"))

        # 7. Probing ids: another customer's session and a missing one.
        other = await http.get(f"/sessions/{sid}", headers=alice)
        missing = await http.get("/sessions/ses_000000000000", headers=alice)
        rows.append(("customer reads another's session / a missing one", "2",
                     f"{other.status_code} / {missing.status_code}"))

        # 8. Floods before authentication, and one principal's flood.
        for label, path, headers in (
            ("anonymous GET /sessions", "/sessions", {}),
            ("bad-token GET /sessions", "/sessions", {"Authorization": "Bearer not-a-token"}),
            ("anonymous GET /openapi.json", "/openapi.json", {}),
            ("anonymous GET /console", "/console", {}),
            ("one customer GET /sessions", "/sessions", bearer("customer", "flood")),
        ):
            started = time.perf_counter()
            statuses: list[int | str] = []
            retry_after: set[str] = set()
            for _ in range(n):
                try:
                    resp = await http.get(path, headers=headers)
                    statuses.append(resp.status_code)
                    if resp.status_code == 429:
                        retry_after.add(resp.headers.get("retry-after", "none"))
                except httpx.TransportError:
                    statuses.append("error")
            rate = n / (time.perf_counter() - started)
            extra = f"; Retry-After: {','.join(sorted(retry_after))}" if retry_after else ""
            rows.append((f"{label}, back to back", str(n), f"{summary(statuses)} ({rate:.0f} req/s){extra}"))
            await asyncio.sleep(3)  # let the buckets refill between categories

        # 9. Oversized headers.
        for size in (64 * 1024, 1024 * 1024):
            outcome = await asyncio.to_thread(
                raw_exchange, port, [http_request("GET", "/agents", {**admin, "X-Big": "a" * size})])
            rows.append((f"GET /agents with a {size // 1024} KB header", "1", outcome[0] if outcome else "-"))

        # 10. Keep-alive after an error: an error answer, then a good request on the same connection.
        good = http_request("GET", "/agents", admin)
        cases = {
            "deep metadata, 500 before": http_request("POST", "/sessions", {**alice, "Content-Type": "application/json"},
                                                json.dumps({"agent_id": "airline", "metadata": nested(300)}).encode()),
            "404": http_request("GET", "/sessions/ses_nope", admin),
            "422": http_request("POST", "/sessions", {**alice, "Content-Type": "application/json"}, b'{"x": 1}'),
        }
        for name, bad in cases.items():
            outcome = await asyncio.to_thread(raw_exchange, port, [bad, good])
            rows.append((f"keep-alive: an error, then GET /agents ({name})", "2", " then ".join(outcome)))

        # 11. Open event streams for one customer.
        own = (await http.post("/sessions", json={"agent_id": "airline"}, headers=bearer("customer", "streamer"))).json()["id"]
        streams: list[int | str] = []
        async with contextlib.AsyncExitStack() as stack, httpx.AsyncClient(
                base_url=url, timeout=10, limits=httpx.Limits(max_connections=200)) as sse:
            for _ in range(50):
                try:
                    response = await stack.enter_async_context(sse.stream(
                        "GET", f"/sessions/{own}/events/stream", headers=bearer("customer", "streamer")))
                    streams.append(response.status_code)
                except httpx.TransportError:
                    streams.append("error")
            other_ok = (await http.get("/agents", headers=admin)).status_code
        rows.append(("one customer opens 50 event streams", "50", f"{summary(streams)}; others meanwhile: {other_ok}"))

        rows.append(("connections dropped under the requests above (resent)", "-", str(RetryOnce.drops)))

        # 12. Health.
        for path in ("/health/live", "/health/ready"):
            r = await http.get(path)
            rows.append((f"GET {path}", "1", f"{r.status_code} {r.text[:60]}"))
    return rows


def token_rows() -> list[tuple[str, str, str]]:
    import subprocess

    rows = []
    for args in (["--sub", ""], ["--sub", "alex", "--ttl", "100000000000000000000"], ["--sub", "alex", "--ttl", "1e20"]):
        done = subprocess.run([sys.executable, "-m", "adapters.cli", "token", "--role", "admin", *args],
                              cwd=ROOT, capture_output=True, text=True,
                              env={**os.environ, "VOICE_AGENT_JWT_SECRET": SECRET, "PYTHONPATH": str(ROOT)})
        err = done.stderr.strip().splitlines()
        rows.append((f"voice-agent token {' '.join(repr(a) if not a else a for a in args)}", "1",
                     f"exit {done.returncode}; stderr lines: {len(err)}; last: {err[-1][:70] if err else '-'}"))
    return rows


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=1000, help="requests per flood category (default 1000)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "probe.db"
        async with serve(db) as url:
            rows = await probe(url, db, args.requests)
    rows += token_rows()
    print("| Category | Requests | Outcome |\n| --- | --- | --- |")
    for row in rows:
        print("| " + " | ".join(cell.replace("|", "/") for cell in row) + " |")


if __name__ == "__main__":
    asyncio.run(main())
