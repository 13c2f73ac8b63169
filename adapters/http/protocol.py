"""How uvicorn runs the app: `uvicorn_options(settings)` are the keyword arguments for
`uvicorn.Config` that `voice-agent serve` and the test servers share.

uvicorn's h11 protocol answers a request it cannot parse with 400 and closes the socket at once.
Two things go wrong with a 1 MB header: the answer should be 431 (h11 knows: its buffer outgrew
the limit), and closing a socket that still has unread data makes the kernel send a reset, so
the client, still busy sending its megabyte, never reads any answer. `LingeringH11Protocol`
answers 431 (or 400) with a JSON body, stops writing, and reads and discards what the client is
still sending for a moment before it closes, as web servers' "lingering close" does.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from adapters.http.limits import headers_too_large_detail
from adapters.http.settings import HttpSettings

LINGER_S = 2.0  # how long a refused client may go on sending before the socket is closed
LINGER_BYTES = 16 * 1024 * 1024  # and how much of it is read and thrown away
DEFAULT_MAX_HEAD = 16 * 1024  # h11's own default


class LingeringH11Protocol(H11Protocol):
    _lingering = False
    _discarded = 0
    _linger_timer: asyncio.TimerHandle | None = None

    def data_received(self, data: bytes) -> None:
        if self._lingering:
            self._discarded += len(data)
            if self._discarded > LINGER_BYTES:
                self.transport.close()
            return
        super().data_received(data)

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
        self.transport.write(head + body)
        self._lingering = True
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self._linger_timer = self.loop.call_later(LINGER_S, self.transport.close)

    def connection_lost(self, exc: Exception | None) -> None:
        if self._linger_timer is not None:
            self._linger_timer.cancel()
        super().connection_lost(exc)


def uvicorn_options(settings: HttpSettings) -> dict[str, Any]:
    return {"http": LingeringH11Protocol, "h11_max_incomplete_event_size": settings.max_header_bytes}
