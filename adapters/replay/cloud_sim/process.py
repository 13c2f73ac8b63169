"""The simulated cloud in a child process, so that its inference (Whisper, Silero, Piper) is
never counted as the worker's CPU: `python -m adapters.replay.cloud_sim` prints one JSON line
with its port when it serves, and stops when its stdin closes.

    async with CloudSimProcess() as sim:
        sim.deepgram_url, sim.openai_url
        await sim.arm(Fault("tts", "drop", after_s=0.5))
        log = await sim.snapshot()          # events and fired faults, monotonic times
        sim.cpu_s()                         # the simulator's own CPU time so far
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
from typing import Any

import httpx
import psutil

from .faults import Fault
from .timing import ServiceTiming

READY_TIMEOUT_S = 120.0


class CloudSimError(RuntimeError):
    """The simulator process did not start, or stopped answering."""


class CloudSimProcess:
    def __init__(self, *, timing: ServiceTiming | None = None, prewarm: bool = True,
                 finalize_after_s: float = 4.0) -> None:
        self._timing = timing
        self._prewarm = prewarm
        self._finalize_after_s = finalize_after_s
        self._proc: asyncio.subprocess.Process | None = None
        self.port = 0
        self._client: httpx.AsyncClient | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def deepgram_url(self) -> str:
        return f"{self.base_url}/v1/listen"

    @property
    def openai_url(self) -> str:
        return f"{self.base_url}/v1"

    async def start(self) -> CloudSimProcess:
        args = [sys.executable, "-m", "adapters.replay.cloud_sim", "--finalize-after",
                str(self._finalize_after_s)]
        if self._prewarm:
            args.append("--prewarm")
        if self._timing is not None:
            args += ["--timing", json.dumps(self._timing.to_dict())]
        self._proc = await asyncio.create_subprocess_exec(
            *args, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert self._proc.stdout is not None
        try:
            async with asyncio.timeout(READY_TIMEOUT_S):
                while True:
                    line = await self._proc.stdout.readline()
                    if not line:
                        raise CloudSimError(f"the cloud simulator exited with code {await self._proc.wait()}")
                    if line.startswith(b"{"):
                        self.port = int(json.loads(line)["port"])
                        break
        except TimeoutError:
            await self.aclose()
            raise CloudSimError(f"the cloud simulator did not start within {READY_TIMEOUT_S:g} s") from None
        self._client = httpx.AsyncClient(base_url=self.base_url, timeout=10.0)
        return self

    async def arm(self, *faults: Fault) -> None:
        assert self._client is not None
        resp = await self._client.post("/_sim/faults", json=[f.to_dict() for f in faults])
        resp.raise_for_status()

    async def disarm(self) -> None:
        assert self._client is not None
        (await self._client.delete("/_sim/faults")).raise_for_status()

    async def snapshot(self) -> dict[str, Any]:
        assert self._client is not None
        resp = await self._client.get("/_sim/log")
        resp.raise_for_status()
        data: dict[str, Any] = resp.json()
        return data

    def cpu_s(self) -> float:
        """CPU seconds the simulator process has used (user + system, all its threads)."""
        if self._proc is None or self._proc.returncode is not None:
            return 0.0
        times = psutil.Process(self._proc.pid).cpu_times()
        return float(times.user + times.system)

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.stdin is not None:
            proc.stdin.close()  # the child stops when its stdin closes
        try:
            await asyncio.wait_for(proc.wait(), 10)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()

    async def __aenter__(self) -> CloudSimProcess:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
