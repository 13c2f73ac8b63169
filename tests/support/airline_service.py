"""The airline's booking service as its own HTTP server on loopback: it outlives the agent
processes the tests kill, books once per request id, and counts every call it gets."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, Response
from pydantic import BaseModel

from adapters.http.testing import serving


class BookingRequest(BaseModel):
    flight_number: str
    passenger_name: str
    request_id: str | None = None


@dataclass
class AirlineService:
    delay_s: float
    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)  # every POST /bookings
    lookups: list[str] = field(default_factory=list)  # every GET /bookings/{id}
    bookings: dict[str, dict[str, str]] = field(default_factory=dict)  # made, by request id
    received: asyncio.Event = field(default_factory=asyncio.Event)  # a booking request arrived
    # Bookings start their `delay_s` once this is set (it is, unless a test clears it to hold
    # every booking in flight until a moment of its choosing).
    open: asyncio.Event = field(default_factory=lambda: _set(asyncio.Event()))
    _in_flight: dict[str, asyncio.Event] = field(default_factory=dict)

    def made(self) -> list[tuple[str, str]]:
        return [(b["flight_number"], b["passenger_name"]) for b in self.bookings.values()]


def _set(event: asyncio.Event) -> asyncio.Event:
    event.set()
    return event


@contextlib.asynccontextmanager
async def airline_service(delay_s: float = 0.3) -> AsyncIterator[AirlineService]:
    service = AirlineService(delay_s)
    app = FastAPI()

    @app.post("/bookings")
    async def book(body: BookingRequest) -> dict[str, str]:
        service.requests.append(body.model_dump())
        service.received.set()
        rid = body.request_id or secrets.token_hex(6)
        if rid in service._in_flight:
            await service._in_flight[rid].wait()
        if rid in service.bookings:
            return service.bookings[rid]  # the same request again: the same booking
        service._in_flight[rid] = asyncio.Event()
        try:
            await service.open.wait()
            await asyncio.sleep(service.delay_s)
            service.bookings[rid] = {"code": secrets.token_hex(3).upper(), "service_fee_usd": "12.50",
                                     "flight_number": body.flight_number, "passenger_name": body.passenger_name}
        finally:
            service._in_flight.pop(rid).set()
        return service.bookings[rid]

    @app.get("/bookings/{request_id}")
    async def find(request_id: str) -> Any:
        service.lookups.append(request_id)
        if request_id in service._in_flight:
            await service._in_flight[request_id].wait()
        if request_id not in service.bookings:
            return Response(status_code=404)
        return service.bookings[request_id]

    async with serving(app) as url:
        service.url = url
        yield service
