"""The simulated cloud in a child process, so that its inference (Whisper, Silero, Piper) is
never counted as the worker's CPU and never shares its event loop: `python -m
adapters.replay.cloud_sim` prints one JSON line with its port when it serves, and stops when its
stdin closes.

    async with CloudSimProcess() as sim:
        sim.deepgram_url, sim.openai_url
        await sim.arm(Fault("tts", "drop", after_s=0.5))
        log = await sim.snapshot()          # events and fired faults, monotonic times
        sim.cpu_s()                         # the simulator's own CPU time so far

The process is a plain `subprocess.Popen` and every control request opens its own HTTP client,
so one simulator can serve many event loops in turn (a test session's worth of tests).
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from typing import Any

import httpx
import psutil

from .chat import Reply
from .faults import Fault
from .timing import ServiceTiming
from .urls import SimulatorURLs

READY_TIMEOUT_S = 120.0


class CloudSimError(RuntimeError):
    """The simulator process did not start, or stopped answering."""


class CloudSimClient(SimulatorURLs):
    """A simulator someone else runs (another process's CloudSimProcess), by its address:
    what a load test's worker processes use."""

    def __init__(self, base_url: str) -> None:
        self._base_url = base_url.rstrip("/")

    @property
    def base_url(self) -> str:
        return self._base_url

    async def aclose(self) -> None:
        """Nothing to stop: the simulator is not ours."""


class CloudSimProcess(SimulatorURLs):
    def __init__(self, *, timing: ServiceTiming | None = None, prewarm: bool = True,
                 finalize_after_s: float = 4.0, settle_pause_s: float = 0.15) -> None:
        self._settle_pause_s = settle_pause_s
        self._timing = timing
        self._prewarm = prewarm
        self._finalize_after_s = finalize_after_s
        self._proc: subprocess.Popen[bytes] | None = None
        self.port = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start_blocking(self) -> CloudSimProcess:
        args = [sys.executable, "-m", "adapters.replay.cloud_sim", "--finalize-after",
                str(self._finalize_after_s), "--settle-pause", str(self._settle_pause_s)]
        if self._prewarm:
            args.append("--prewarm")
        if self._timing is not None:
            args += ["--timing", json.dumps(self._timing.to_dict())]
        self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert self._proc.stdout is not None
        # a blocking read is fine here: start_blocking runs on a worker thread or at set-up
        while line := self._proc.stdout.readline():
            if line.startswith(b"{"):
                self.port = int(json.loads(line)["port"])
                return self
        code = self._proc.wait()
        self._proc = None
        raise CloudSimError(f"the cloud simulator exited with code {code} before serving")

    async def start(self) -> CloudSimProcess:
        try:
            return await asyncio.wait_for(asyncio.to_thread(self.start_blocking), READY_TIMEOUT_S)
        except TimeoutError:
            self.close_blocking()
            raise CloudSimError(f"the cloud simulator did not start within {READY_TIMEOUT_S:g} s") from None

    async def _request(self, method: str, path: str, body: Any = None) -> Any:
        if self._proc is None or self._proc.poll() is not None:
            raise CloudSimError("the cloud simulator is not running")
        async with httpx.AsyncClient(base_url=self.base_url, timeout=10.0) as client:
            resp = await client.request(method, path, json=body)
            resp.raise_for_status()
            return resp.json()

    async def arm(self, *faults: Fault) -> None:
        await self._request("POST", "/_sim/faults", [f.to_dict() for f in faults])

    async def disarm(self) -> None:
        await self._request("DELETE", "/_sim/faults")

    async def script_chat(self, *replies: Reply) -> None:
        """Queue chat-completion replies (dicts only: functions cannot cross processes)."""
        await self._request("POST", "/_sim/chat", [dict(r) for r in replies])  # type: ignore[arg-type]

    async def snapshot(self) -> dict[str, Any]:
        data: dict[str, Any] = await self._request("GET", "/_sim/log")
        return data

    def cpu_s(self) -> float:
        """CPU seconds the simulator process has used (user + system, all its threads)."""
        if self._proc is None or self._proc.poll() is not None:
            return 0.0
        times = psutil.Process(self._proc.pid).cpu_times()
        return float(times.user + times.system)

    def rss_mb(self) -> float:
        if self._proc is None or self._proc.poll() is not None:
            return 0.0
        return float(psutil.Process(self._proc.pid).memory_info().rss) / 2**20

    def close_blocking(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.stdin is not None:
            proc.stdin.close()  # the child stops when its stdin closes
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close_blocking)

    async def __aenter__(self) -> CloudSimProcess:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
