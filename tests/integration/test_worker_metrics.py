"""The worker's Prometheus endpoint (VOICE_AGENT_METRICS_PORT): the sum of every process's
metric files (prometheus-client's multiprocess mode), showing livekit's metrics and ours. No
LiveKit server can run here, so the worker runs against a dead URL; its main process still
sweeps, and recovers a session left with an answer nobody heard: that recovery is what its
metrics show. A job process starting up (its metric file created, not yet sized) does not
break a scrape (adapters/observability/multiprocess.py)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from pathlib import Path

import httpx
import pytest

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from tests.support.api_process import metric, parse_metrics
from tests.support.postgres import free_port
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId, WorkId

pytestmark = pytest.mark.integration
ROOT = Path(__file__).resolve().parents[2]


async def _orphan(db: Path) -> None:
    """A session whose owner died with a result it had not delivered."""
    store = await SQLiteStore.connect(db)
    try:
        sid = SessionId("ses_orphan")
        await store.create_session(va.SessionRecord(id=sid, agent_id=AgentId("airline"),
                                                    customer_id=CustomerId("tel:+1555"), created_at=time.time()))
        entry = va.WorkEntry(id=WorkId("wrk_1"), session_id=sid, key="k", tool="book_flight",
                             arguments={"flight_number": "BA 117", "passenger_name": "John Smith"},
                             state=va.WorkState.STARTED, trace_id=TraceId("t"), created_at=time.time(),
                             updated_at=time.time(), customer_id=CustomerId("tel:+1555"))
        await store.put_work(entry.moved(va.WorkState.RESULT_AVAILABLE, time.time(),
                                         outcome="success", result={"code": "ABC123", "service_fee_usd": "12.50"},
                                         delivery={"kind": "utterance", "text": "Your booking is confirmed."}))
    finally:
        await store.aclose()


async def test_the_worker_serves_its_and_livekits_metrics(tmp_path: Path) -> None:
    db = tmp_path / "calls.db"
    await _orphan(db)
    metrics_port, health_port, dead_livekit = free_port(), free_port(), free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LIVEKIT_URL": f"ws://127.0.0.1:{dead_livekit}",
           "LIVEKIT_API_KEY": "devkey", "LIVEKIT_API_SECRET": "secret",
           "VOICE_AGENT_HEALTH_PORT": str(health_port), "VOICE_AGENT_METRICS_PORT": str(metrics_port),
           "VOICE_AGENT_STORE": f"sqlite://{db}", "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics")}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "adapters.cli", "worker", "--providers", "fake", "start", cwd=ROOT, env=env,
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    samples: dict[str, float] = {}
    try:
        async with httpx.AsyncClient(timeout=5) as client, asyncio.timeout(90):
            while metric(samples, "voice_agent_recovered_sessions_total") < 1:
                assert proc.returncode is None, (await proc.stderr.read()).decode()[-3000:]  # type: ignore[union-attr]
                await asyncio.sleep(0.5)
                try:
                    samples = parse_metrics((await client.get(f"http://127.0.0.1:{metrics_port}/metrics")).text)
                except httpx.TransportError:
                    continue
            # A job process starting: MmapedDict's first step, before it sizes the file. livekit's
            # own endpoint answered this scrape with "500 Internal Server Error".
            (tmp_path / "metrics" / "counter_999999.db").touch()  # an empty file, as open(path, "a+b") leaves it
            scraped = await client.get(f"http://127.0.0.1:{metrics_port}/metrics")
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), 30)
            except TimeoutError:
                proc.kill()
                await proc.wait()
    assert scraped.status_code == 200, scraped.text
    samples = parse_metrics(scraped.text)
    assert metric(samples, "voice_agent_recovered_sessions_total") == 1
    assert metric(samples, "voice_agent_store_latency_seconds_count", operation="recoverable_sessions") >= 1
    assert any(name.startswith("lk_agents_") for name in samples)  # livekit's own, in the same endpoint
