"""A process that takes simulated voice calls, for the fault-injection tests.

It is the LiveKit worker without LiveKit: the same engine set-up (adapters.hosting: the SQLite
store, the webhook follow-up channel, recovery on start and continuous sweeps, drain on
SIGTERM/SIGINT), the airline example agent, and per call what the worker does (a session for
the caller's customer id, a voice channel, `catch_up` then the greeting, `hang_up` when the
caller leaves). The voice channel "plays" a line in `SPEECH_S_PER_CHAR` seconds per character
and reports what the caller heard.

The airline service is a separate HTTP server (the test runs it), so that it outlives this
process: `AIRLINE_URL`. `FAULT=<point>` makes this process kill itself (SIGKILL) at one ledger
transition, right after (or before) the store commits it:

    started          the work's `started` entry is committed (the service is not called yet)
    service_returned the service answered; the tool event is about to be written
    tool_event       the tool event (with the result) is committed
    result_available the `result_available` entry is committed
    delivery_text    the answer's text is stored with the entry
    playback         half-way through playing the answer
    delivered        the `delivered` entry is committed

Commands, one JSON object per line on stdin: {"cmd": "call", "customer": "tel:+1555"},
{"cmd": "say", "text": "..."}, {"cmd": "hangup"}. Events, one per line on stdout:
{"event": "ready"|"session"|"playing"|"heard"|"cut"|"error"|"stopped", ...}.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from dataclasses import dataclass
from typing import Any

import httpx

import voice_agent as va
from adapters.hosting import HostSettings, ShutdownSignals, drain, open_engine
from adapters.store.sqlite import SQLiteStore
from adapters.store.urls import sqlite_path
from voice_agent.examples import airline as airline_example

FAULT = os.environ.get("FAULT", "")
SPEECH_S_PER_CHAR = float(os.environ.get("SPEECH_S_PER_CHAR", "0.004"))


def emit(event: str, **data: Any) -> None:
    print(json.dumps({"event": event, **data}), flush=True)


def die(point: str) -> None:
    emit("killed", point=point)
    os.kill(os.getpid(), signal.SIGKILL)


@dataclass(frozen=True)
class Confirmation:
    code: str
    service_fee_usd: str


class HttpAirline(airline_example.AirlineService):
    """The airline example's service, over HTTP: book (once per request id) and find."""

    def __init__(self, url: str) -> None:
        super().__init__(delay_s=0.0)
        self.url = url

    async def book(self, flight_number: str, passenger_name: str, request_id: str | None = None) -> Confirmation:
        async with httpx.AsyncClient(timeout=30) as client:
            r = await client.post(f"{self.url}/bookings", json={
                "flight_number": flight_number, "passenger_name": passenger_name, "request_id": request_id})
        if r.status_code != 200:
            raise airline_example.BookingServiceError(f"HTTP {r.status_code}")
        if FAULT == "service_returned":
            FaultStore.armed = True  # die before the tool event is written
        body = r.json()
        return Confirmation(body["code"], body["service_fee_usd"])

    async def find(self, request_id: str) -> Confirmation | None:
        async with httpx.AsyncClient(timeout=30) as client:
            r = await client.get(f"{self.url}/bookings/{request_id}")
        if r.status_code == 404:
            return None
        r.raise_for_status()
        body = r.json()
        return Confirmation(body["code"], body["service_fee_usd"])


class FaultStore(SQLiteStore):
    """The SQLite store, killing the process at the configured ledger transition."""

    armed = False

    async def put_work(self, entry: va.WorkEntry, *, fence: va.Lease | None = None) -> None:
        await super().put_work(entry, fence=fence)
        if FAULT == "started" and entry.state is va.WorkState.STARTED and entry.tool == "book_flight":
            die(FAULT)
        if FAULT == "result_available" and entry.state is va.WorkState.RESULT_AVAILABLE and not entry.delivery:
            die(FAULT)
        if FAULT == "delivery_text" and entry.state is va.WorkState.RESULT_AVAILABLE and entry.delivery:
            die(FAULT)
        if FAULT == "delivered" and entry.state is va.WorkState.DELIVERED and entry.tool == "book_flight":
            die(FAULT)

    async def append_event(self, session_id: Any, **kw: Any) -> va.Event:
        is_result = kw["kind"] is va.EventKind.TOOL and any(
            c.get("work_id") for c in kw["data"].get("tool_calls", []))
        if is_result and FaultStore.armed:
            die(FAULT)
        event = await super().append_event(session_id, **kw)
        if is_result and FAULT == "tool_event":
            die(FAULT)
        return event


class SimulatedVoice:
    """The caller's ear: a line takes its length in time; what is played to the end is heard."""

    async def play(self, item: va.SpeechItem) -> va.Outcome:
        info = {"text": item.text, "kind": item.kind.value, "work_id": item.work_id}
        emit("playing", **info)
        seconds = len(item.text) * SPEECH_S_PER_CHAR
        try:
            if FAULT == "playback" and item.final:
                await asyncio.sleep(seconds / 2)
                die(FAULT)
            await asyncio.sleep(seconds)
        except asyncio.CancelledError:
            emit("cut", **info)
            raise
        emit("heard", **info)
        return va.Outcome.PLAYED


async def read_commands(queue: asyncio.Queue[dict[str, Any]]) -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while line := await reader.readline():
        await queue.put(json.loads(line))


async def main() -> None:
    settings = HostSettings.from_env()
    store = await FaultStore.connect(sqlite_path(settings.store_url))
    agent = airline_example.make_agent(HttpAirline(os.environ["AIRLINE_URL"]))
    server = await open_engine(settings, [agent], store=store)  # as the worker and serve do
    commands: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    live: Any = None
    try:
        with ShutdownSignals() as signals:
            async with asyncio.TaskGroup() as group:
                reader = group.create_task(read_commands(commands))
                emit("ready", owner=server.owner_id)
                while not signals.requested.is_set():
                    get = asyncio.ensure_future(commands.get())
                    stop = asyncio.ensure_future(signals.requested.wait())
                    await asyncio.wait([get, stop], return_when=asyncio.FIRST_COMPLETED)
                    stop.cancel()
                    if not get.done():
                        get.cancel()
                        break
                    command = get.result()
                    if command["cmd"] == "call":
                        session = await server.create_session(agent, customer_id=command["customer"],
                                                              metadata={"channel": "sim"})
                        live = await session.runtime()
                        live.attach_channel(SimulatedVoice(), voice=True)
                        live.add_listener(lambda what, data: emit(what, **data)
                                          if what in ("lease_lost", "crashed") else None)
                        emit("session", id=session.id)
                        await live.catch_up()
                        await agent.utter(session=session, rules=["Greet the customer and ask how you can help."])
                    elif command["cmd"] == "say":
                        await live.customer_message(command["text"])
                    elif command["cmd"] == "hangup":
                        await live.hang_up()
                        emit("hung_up")
                reader.cancel()
                await drain(server, settings.drain_timeout_s, signals.forced)
    finally:
        await server.aclose()
    emit("stopped")


if __name__ == "__main__":
    asyncio.run(main())
