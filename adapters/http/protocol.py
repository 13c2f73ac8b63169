"""How uvicorn runs the app: `uvicorn_options(settings)` are the keyword arguments for
`uvicorn.Config` that `voice-agent serve` and the test servers share.

uvicorn's h11 protocol closes the socket at once when it refuses a request, and closing a socket
that still has unread data makes the kernel send a reset: a client still busy sending its 1 MB
header or its 50 MB body never reads the answer, and sees the connection reset instead.
`LingeringH11Protocol` changes two things:

- a request head larger than the limit gets 431 (h11 knows: its buffer outgrew the limit), any
  other unparseable request 400, both with a JSON body;
- whenever the connection is closed while the client is still sending (those two, and a 413 for
  a body too large), it lingers first, as web servers' "lingering close" does: it stops writing,
  reads and throws away what still arrives for up to LINGER_S seconds or LINGER_BYTES, then
  closes.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from adapters.http.limits import headers_too_large_detail
from adapters.http.settings import HttpSettings

LINGER_S = 2.0  # how long a refused client may go on sending before the socket is closed
LINGER_BYTES = 16 * 1024 * 1024  # and how much of it is read and thrown away
DEFAULT_MAX_HEAD = 16 * 1024  # h11's own default


class _LingeringTransport:
    """The connection's transport for uvicorn's code, except that `close()` lingers while the
    client is still sending."""

    def __init__(self, transport: asyncio.Transport, protocol: LingeringH11Protocol) -> None:
        self._transport = transport
        self._protocol = protocol

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)

    def close(self) -> None:
        self._protocol.close_or_linger()

    def is_closing(self) -> bool:
        return self._protocol.lingering or self._transport.is_closing()


class LingeringH11Protocol(H11Protocol):
    lingering = False
    _lost = False
    _discarded = 0
    _linger_timer: asyncio.TimerHandle | None = None
    _real: asyncio.Transport

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._real = transport
        super().connection_made(_LingeringTransport(transport, self))  # type: ignore[arg-type]

    def data_received(self, data: bytes) -> None:
        if self.lingering:
            self._discarded += len(data)
            if self._discarded > LINGER_BYTES:
                self._real.close()
            return
        super().data_received(data)

    def close_or_linger(self) -> None:
        still_sending = self.conn.their_state in (h11.SEND_BODY, h11.ERROR)
        if self._lost or not still_sending:
            self._real.close()
            return
        if self.lingering:
            return
        self.lingering = True
        if self._real.can_write_eof():
            self._real.write_eof()  # the answer goes out, then FIN; reading goes on
        self._real.resume_reading()
        self._linger_timer = self.loop.call_later(LINGER_S, self._real.close)

    def send_400_response(self, msg: str) -> None:
        max_head = self.config.h11_max_incomplete_event_size or DEFAULT_MAX_HEAD
        unparsed, _ = self.conn.trailing_data
        if len(unparsed) > max_head:
            status, reason, detail = 431, "Request Header Fields Too Large", headers_too_large_detail(max_head)
        else:
            status, reason, detail = 400, "Bad Request", "the request is not valid HTTP/1.1"
        body = json.dumps({"detail": detail}).encode()
        head = (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
                f"content-length: {len(body)}\r\nconnection: close\r\n\r\n").encode()
        self._real.write(head + body)
        self.close_or_linger()

    def connection_lost(self, exc: Exception | None) -> None:
        self._lost = True
        if self._linger_timer is not None:
            self._linger_timer.cancel()
        super().connection_lost(exc)


def uvicorn_options(settings: HttpSettings) -> dict[str, Any]:
    return {"http": LingeringH11Protocol, "h11_max_incomplete_event_size": settings.max_header_bytes}
