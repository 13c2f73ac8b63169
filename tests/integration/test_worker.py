"""The LiveKit worker up to the room boundary: its configuration, how callers map to customers,
and its health endpoint (served while it is still trying to reach a LiveKit server, since
none can run here)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest

import voice_agent as va
from adapters.livekit.worker import SIP_KIND, WorkerConfig, customer_of, load_agent
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


def test_worker_health_endpoint_reports_load() -> None:
    port, dead_livekit = _free_port(), _free_port()
    env = {**os.environ, "LIVEKIT_URL": f"ws://127.0.0.1:{dead_livekit}", "LIVEKIT_API_KEY": "devkey",
           "LIVEKIT_API_SECRET": "secret", "VOICE_AGENT_HEALTH_PORT": str(port)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "adapters.cli", "worker", "--providers", "fake", "--store", "memory://", "start"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as resp:
                    assert resp.status == 200
                break
            except OSError:
                assert proc.poll() is None, proc.stderr.read().decode()[-2000:] if proc.stderr else ""
                assert time.monotonic() < deadline, "the health endpoint never came up"
                time.sleep(0.5)
        for _ in range(40):  # the CPU-based load is reported once it has been sampled
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/worker", timeout=2) as resp:
                info = json.loads(resp.read())
            if "worker_load" in info:
                break
            time.sleep(0.5)
        assert info["worker_type"] == "JT_ROOM" and 0.0 <= info["worker_load"] <= 1.0
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


async def test_the_worker_recovers_orphaned_work_and_exits_0_on_sigterm(tmp_path: Path) -> None:
    """The main process sweeps: work a dead job left `interrupted` is finished, its answer
    sent by the webhook; then SIGTERM drains and exits 0 with the leases released. (No LiveKit
    server runs here: the worker keeps trying to connect meanwhile, as in production.)"""
    from adapters.store.sqlite import SQLiteStore
    from tests.support.processes import Process
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
