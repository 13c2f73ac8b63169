"""`voice-agent serve` as a real process on loopback, for tests: started on free ports (the API,
and its metrics), waited for until it answers, stopped with SIGTERM (it drains) and reaped."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from tests.support.postgres import free_port

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class ApiProcess:
    url: str
    metrics_url: str
    proc: asyncio.subprocess.Process
    stderr: bytearray = field(default_factory=bytearray)

    async def metrics(self) -> dict[str, float]:
        async with httpx.AsyncClient(timeout=10) as client:
            return parse_metrics((await client.get(self.metrics_url)).text)


def parse_metrics(text: str) -> dict[str, float]:
    """Prometheus text format to {'name{label="v",...}': value}, labels in the order given."""
    out: dict[str, float] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.rpartition(" ")
            out[name] = float(value)
    return out


def metric(samples: dict[str, float], name: str, **labels: str) -> float:
    """The sum of the samples of `name` whose labels include `labels` (0 if none)."""
    total = 0.0
    for key, value in samples.items():
        base, _, rest = key.partition("{")
        if base != name:
            continue
        have = dict(re.findall(r'(\w+)="([^"]*)"', rest))
        if all(have.get(k) == v for k, v in labels.items()):
            total += value
    return total


async def _pump(stream: asyncio.StreamReader | None, into: bytearray) -> None:
    if stream is None:
        return
    while chunk := await stream.read(65536):
        into.extend(chunk)


@contextlib.asynccontextmanager
async def api_process(store_url: str, env: dict[str, str] | None = None, *, cli_args: tuple[str, ...] = (),
                      serve_args: tuple[str, ...] = (), ready_timeout_s: float = 40.0) -> AsyncIterator[ApiProcess]:
    """`voice-agent [cli_args] serve --store store_url [serve_args]` with metrics on a free port."""
    port, metrics_port = free_port(), free_port()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "adapters.cli", *cli_args, "serve", "--port", str(port), "--store", store_url, *serve_args,
        cwd=ROOT, env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT),
                       "VOICE_AGENT_METRICS_PORT": str(metrics_port), **(env or {})},
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
    api = ApiProcess(f"http://127.0.0.1:{port}", f"http://127.0.0.1:{metrics_port}/metrics", proc)
    pump = asyncio.create_task(_pump(proc.stderr, api.stderr), name="api-stderr")
    try:
        async with httpx.AsyncClient(base_url=api.url) as probe, asyncio.timeout(ready_timeout_s):
            while True:
                if proc.returncode is not None:
                    await pump
                    raise RuntimeError(f"serve exited ({proc.returncode}): {api.stderr.decode()[-3000:]}")
                with contextlib.suppress(httpx.TransportError):
                    if (await probe.get("/health/ready")).status_code == 200:
                        break
                await asyncio.sleep(0.1)
        yield api
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), 20)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        await asyncio.gather(pump, return_exceptions=True)


def histogram_quantile(scrapes: list[dict[str, float]], name: str, q: float, **labels: str) -> float | None:
    """The q-quantile of a histogram summed over processes (and over every label not given),
    interpolated within its bucket as Prometheus's histogram_quantile does."""
    buckets: dict[float, float] = {}
    for samples in scrapes:
        for key, value in samples.items():
            base, _, rest = key.partition("{")
            have = dict(re.findall(r'(\w+)="([^"]*)"', rest))
            if base != f"{name}_bucket" or any(have.get(k) != v for k, v in labels.items()):
                continue
            bound = float("inf") if have["le"] == "+Inf" else float(have["le"])
            buckets[bound] = buckets.get(bound, 0.0) + value
    if not buckets or buckets[max(buckets)] == 0:
        return None
    bounds = sorted(buckets)
    rank = q * buckets[bounds[-1]]
    lower, below = 0.0, 0.0
    for bound in bounds:
        if buckets[bound] >= rank:
            if bound == float("inf"):
                return lower
            return lower + (bound - lower) * (rank - below) / max(buckets[bound] - below, 1e-12)
        lower, below = bound, buckets[bound]
    return lower
