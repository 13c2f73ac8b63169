"""The LiveKit worker up to the room boundary: its configuration, how callers map to customers,
and its health endpoint: live while it tries to reach LiveKit, ready only while registered (with
a loopback stand-in for the LiveKit server's worker endpoint, since no LiveKit server runs here)."""

from __future__ import annotations

import asyncio
import signal
import socket
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import pytest
from aiohttp import web
from livekit.protocol import agent

import voice_agent as va
from adapters.livekit.worker import SIP_KIND, WorkerConfig, customer_of, load_agent
from tests.support.processes import Process
from voice_agent.ids import TraceId

pytestmark = pytest.mark.integration


def test_sip_callers_are_known_by_phone_number() -> None:
    caller = SimpleNamespace(identity="sip_+15551234567", kind=SIP_KIND, attributes={
        "sip.phoneNumber": "+15551234567", "sip.callID": "SCL_1", "sip.trunkPhoneNumber": "+15550000000"})
    customer, meta = customer_of(caller)
    assert customer == "tel:+15551234567"
    assert meta == {"channel": "sip", "phone_number": "+15551234567", "sip_call_id": "SCL_1",
                    "dialled_number": "+15550000000"}
    web = SimpleNamespace(identity="user-42", kind=0, attributes={})
    assert customer_of(web) == ("user-42", {"channel": "webrtc"})


def test_configuration_errors_name_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VOICE_AGENT_LOAD_THRESHOLD", "lots")
    with pytest.raises(va.ConfigurationError, match="VOICE_AGENT_LOAD_THRESHOLD"):
        WorkerConfig.from_env()
    with pytest.raises(va.ConfigurationError, match="module:attribute"):
        load_agent("airline")
    with pytest.raises(va.ConfigurationError, match=r"not a voice_agent\.Agent"):
        load_agent("voice_agent.examples.airline:CARRIERS")
    assert load_agent("voice_agent.examples.airline:agent").id == "airline"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LoopbackLiveKit:
    """The worker side of a LiveKit server on loopback: `/agent` takes a worker's registration
    and answers it like LiveKit, then keeps the connection until `stop()` closes everything."""

    def __init__(self) -> None:
        self.registered: list[str] = []
        self._sockets: list[web.WebSocketResponse] = []
        app = web.Application()
        app.add_routes([web.get("/agent", self._agent)])
        self._runner = web.AppRunner(app)
        self.port = 0

    async def start(self) -> None:
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])

    async def stop(self) -> None:
        for ws in self._sockets:
            await ws.close()
        await self._runner.cleanup()

    async def _agent(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._sockets.append(ws)
        first = agent.WorkerMessage()
        first.ParseFromString(await ws.receive_bytes())
        self.registered.append(first.register.agent_name)
        answer = agent.ServerMessage()
        answer.register.worker_id = f"AW_{len(self.registered)}"
        answer.register.server_info.version = "1.9.0"
        await ws.send_bytes(answer.SerializeToString())
        async for _ in ws:  # pings and status updates
            pass
        return ws


async def _probe(http: httpx.AsyncClient, path: str) -> tuple[int, dict[str, Any]]:
    resp = await http.get(path)
    return resp.status_code, resp.json()


async def _until(check: Callable[[], Awaitable[bool]], worker: Process, what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not await check():
        assert worker.returncode is None, worker.stderr.decode()[-2000:]
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.3)


def _worker(livekit_port: int, health_port: int) -> Process:
    return Process([sys.executable, "-m", "adapters.cli", "worker", "--providers", "fake", "--store", "memory://",
                    "start"], {"LIVEKIT_URL": f"ws://127.0.0.1:{livekit_port}", "LIVEKIT_API_KEY": "devkey",
                               "LIVEKIT_API_SECRET": "secret", "VOICE_AGENT_HEALTH_PORT": str(health_port)})


async def test_a_worker_that_cannot_reach_livekit_is_live_but_not_ready() -> None:
    port = _free_port()
    worker = await _worker(_free_port(), port).start()  # nothing listens at LIVEKIT_URL
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=5) as http:
            async def answers() -> bool:
                try:
                    return (await http.get("/health/live")).status_code == 200
                except httpx.TransportError:
                    return False

            await _until(answers, worker, "the health endpoint never came up")
            for path in ("/health/ready", "/"):
                status, body = await _probe(http, path)
                assert status == 503 and body["ready"] is False, body
                assert body["checks"]["livekit"] == "connecting"
            info: dict[str, Any] = {}

            async def described() -> bool:
                nonlocal info
                resp = await http.get("/worker")
                assert resp.status_code in (200, 503), resp.text  # 503: livekit's own not up yet
                info = resp.json()
                return "worker_type" in info

            await _until(described, worker, "no worker description in /worker")
            # An idle worker's load and jobs are there, as numbers (livekit's own JSON leaves zeros out).
            assert info["worker_type"] == "JT_ROOM" and 0.0 <= info["worker_load"] <= 1.0, info
            assert info["active_jobs"] == 0, info
    finally:
        await worker.close()


async def test_the_worker_is_ready_while_registered_with_livekit_and_not_after_it_goes_away() -> None:
    livekit, port = LoopbackLiveKit(), _free_port()
    await livekit.start()
    worker = await _worker(livekit.port, port).start()
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=5) as http:
            async def ready() -> bool:
                try:
                    return (await http.get("/health/ready")).status_code == 200
                except httpx.TransportError:
                    return False

            await _until(ready, worker, "the worker never became ready")
            assert livekit.registered, "ready without registering"
            status, body = await _probe(http, "/")
            assert status == 200 and body["checks"] == {"livekit": "registered", "store": "ok", "draining": False}
            await livekit.stop()  # the LiveKit server goes away: no more calls can come

            async def not_ready() -> bool:
                return (await http.get("/health/ready")).status_code == 503

            await _until(not_ready, worker, "still ready with LiveKit gone", timeout=20)
            status, body = await _probe(http, "/health/ready")
            assert body["checks"]["livekit"] == "connecting"
            assert (await http.get("/health/live")).status_code == 200  # not a reason to restart it
    finally:
        await worker.close()
        await livekit.stop()


async def test_the_worker_recovers_orphaned_work_and_exits_0_on_sigterm(tmp_path: Path) -> None:
    """The main process sweeps: work a dead job left `interrupted` is finished, its answer
    sent by the webhook; then SIGTERM drains and exits 0 with the leases released. (No LiveKit
    server runs here: the worker keeps trying to connect meanwhile, as in production.)"""
    from adapters.store.sqlite import SQLiteStore
    from tests.support.webhook_receiver import receiving
    from voice_agent.examples import airline as ex

    db, secret = tmp_path / "calls.db", "w" * 32
    async with va.Server(store=await SQLiteStore.connect(db)) as crashed_job:
        await crashed_job.add_agent(ex.agent)
        session = await crashed_job.create_session(ex.agent, customer_id="tel:+15550001111")
        live = await session.runtime()
        live.start_work(asyncio.Event().wait(), tool="book_flight", key="book_flight:x", trace_id=TraceId("trc_w"),
                        arguments={"flight_number": "BA 117", "passenger_name": "John Smith"}, progress=[])
        await asyncio.sleep(0.05)
    # The job is gone; its booking was handed to the store, `interrupted`.
    async with receiving(secret) as hook:
        worker = Process([sys.executable, "-m", "adapters.cli", "worker", "--providers", "fake", "start"], {
            "LIVEKIT_URL": f"ws://127.0.0.1:{_free_port()}", "LIVEKIT_API_KEY": "devkey",
            "LIVEKIT_API_SECRET": "secret", "VOICE_AGENT_HEALTH_PORT": str(_free_port()),
            "VOICE_AGENT_STORE": f"sqlite://{db}", "VOICE_AGENT_FOLLOWUP_URL": hook.url,
            "VOICE_AGENT_FOLLOWUP_SECRET": secret, "AIRLINE_DELAY_S": "0.1"})
        await worker.start()
        try:
            await asyncio.wait_for(hook.arrived.wait(), 60)
            worker.signal(signal.SIGTERM)
            code = await worker.wait(60)
        finally:
            await worker.close()
    store = await SQLiteStore.connect(db)
    try:
        [work] = await store.list_work(session_id=session.id)
        held = await store.lease_of(session.id)
    finally:
        await store.aclose()
    assert code == 0, worker.stderr.decode()[-2000:]
    assert hook.accepted()[0]["text"].startswith("Your booking on flight BA 117 is confirmed.")
    assert work.state is va.WorkState.DELIVERED and work.delivered_via == "followup:webhook"
    assert held is None
