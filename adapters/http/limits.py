"""Bounds on what one request or one client may take.

- `RequestLimitMiddleware`: the request head (431) and body (413). The body limit is enforced
  on the declared length and on the bytes actually received (a chunked body declares none).
  Heads too large for the HTTP parser itself never reach the app: protocol.py answers those.
- `AdmissionMiddleware`: the policy's rate limits before authentication (429, Retry-After).
- `StreamSlots`: open event streams and long polls per client (429).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from adapters.http.auth import AuthorizationPolicy, RateLimitedError


class BodyTooLargeError(HTTPException):
    """An HTTPException, so FastAPI's body reader passes it through as a 413."""

    def __init__(self, max_bytes: int) -> None:
        super().__init__(413, f"the request body is larger than {max_bytes} bytes")


def header_bytes(scope: Scope) -> int:
    """The size of the request head, roughly as sent: `name: value` lines and the request line."""
    head = len(scope.get("raw_path") or b"") + len(scope.get("query_string") or b"") + 16
    return head + sum(len(name) + len(value) + 4 for name, value in scope.get("headers", ()))


def headers_too_large_detail(max_bytes: int) -> str:
    return (f"the request headers are larger than {max_bytes} bytes: send fewer or shorter headers "
            "(cookies and tokens included)")


class RequestLimitMiddleware:
    def __init__(self, app: ASGIApp, *, max_body_bytes: int, max_header_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_body_bytes
        self.max_header_bytes = max_header_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if header_bytes(scope) > self.max_header_bytes:
            await reply(send, 431, headers_too_large_detail(self.max_header_bytes))
            return
        declared = _content_length(scope)
        if declared == -1:
            await reply(send, 400, "the Content-Length header is not a number", close=True)
            return
        if declared is not None and declared > self.max_bytes:
            await reply(send, 413, f"the request body is larger than {self.max_bytes} bytes", close=True)
            return
        received = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise BodyTooLargeError(self.max_bytes)
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except BodyTooLargeError as exc:
            if started:
                raise
            # The rest of the body is not read: the connection closes, after lingering
            # (protocol.py) so the client, still sending, reads this answer.
            await reply(send, 413, str(exc.detail), close=True)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return -1
    return None


async def reply(send: Send, status: int, detail: Any, *, close: bool = False,
                headers: Iterable[tuple[str, str]] = (), extra: dict[str, Any] | None = None) -> None:
    """A JSON error answer `{"detail": ..., **extra}` from a middleware. `close` when the request
    body may be left unread: the connection cannot be reused for another request then."""
    body = json.dumps({"detail": detail, **(extra or {})}, ensure_ascii=False).encode()
    raw = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    raw += [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers]
    if close:
        raw.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


class StreamSlots:
    """Open event streams and long polls per client. A slot is taken before the stream starts and
    given back when it ends, however it ends (see routes.py)."""

    def __init__(self, per_client: int) -> None:
        self.per_client = per_client
        self._open: Counter[str] = Counter()

    def take(self, client: str) -> None:
        if self._open[client] >= self.per_client:
            raise RateLimitedError(
                f"you have {self.per_client} event streams or long polls open, the most allowed: "
                "close one, or use one stream with `kinds` for several purposes", retry_after_s=5.0)
        self._open[client] += 1

    def give_back(self, client: str) -> None:
        self._open[client] -= 1
        if self._open[client] <= 0:
            del self._open[client]

    def open_for(self, client: str) -> int:
        return self._open[client]


class AdmissionMiddleware:
    """Asks the policy to admit every request before anything else runs (before authentication
    and routing, so /openapi.json, /console and the health probes are throttled too)."""

    def __init__(self, app: ASGIApp, *, policy: AuthorizationPolicy) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            try:
                await self.policy.admit(Request(scope))
            except RateLimitedError as exc:
                await reply(send, 429, exc.message, headers=[("Retry-After", exc.retry_after)])
                return
        await self.app(scope, receive, send)
