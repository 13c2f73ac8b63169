"""A webhook receiver on a real loopback socket: checks each delivery's signature, keeps what
it got, and can refuse the first attempts (to exercise retries)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, Request, Response

from adapters.followup.webhook import verify_signature
from adapters.http.testing import serving


@dataclass
class Delivery:
    body: dict[str, Any]
    headers: dict[str, str]
    signed: bool


@dataclass
class Receiver:
    secret: str
    fail_first: int = 0  # answer 503 to this many attempts first
    deliveries: list[Delivery] = field(default_factory=list)  # accepted ones
    attempts: int = 0
    url: str = ""
    arrived: asyncio.Event = field(default_factory=asyncio.Event)

    def accepted(self) -> list[dict[str, Any]]:
        return [d.body for d in self.deliveries]


@contextlib.asynccontextmanager
async def receiving(secret: str, *, fail_first: int = 0) -> AsyncIterator[Receiver]:
    receiver = Receiver(secret, fail_first)
    app = FastAPI()

    @app.post("/hook")
    async def hook(request: Request) -> Response:
        receiver.attempts += 1
        body = await request.body()
        signed = verify_signature(secret, body, request.headers.get("x-voice-agent-timestamp", ""),
                                  request.headers.get("x-voice-agent-signature", ""))
        if not signed:
            return Response(status_code=401)
        if receiver.attempts <= receiver.fail_first:
            return Response(status_code=503)
        receiver.deliveries.append(Delivery(json.loads(body), dict(request.headers), signed))
        receiver.arrived.set()
        return Response(status_code=204)

    async with serving(app) as url:
        receiver.url = f"{url}/hook"
        yield receiver
