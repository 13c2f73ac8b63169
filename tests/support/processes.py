"""Driving a real process from a test: start it, send it JSON commands, wait for the JSON
events it prints, signal or kill it. Its output is read by a task the driver owns."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
Event = dict[str, Any]


class Process:
    def __init__(self, args: Sequence[str], env: dict[str, str]) -> None:
        self.args = list(args)
        self.env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(ROOT), **env}
        self.events: list[Event] = []
        self.stderr = b""
        self._proc: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._changed = asyncio.Event()

    async def start(self) -> Process:
        self._proc = await asyncio.create_subprocess_exec(
            *self.args, cwd=ROOT, env=self.env, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        self._reader = asyncio.create_task(self._read(), name=f"read:{self.args[-1]}")
        return self

    async def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None and self._proc.stderr is not None
        err = asyncio.create_task(self._proc.stderr.read())
        try:
            while line := await self._proc.stdout.readline():
                try:
                    self.events.append(json.loads(line))
                except ValueError:
                    self.events.append({"event": "output", "line": line.decode(errors="replace")})
                self._changed.set()
        finally:
            self.stderr = await err
            self._changed.set()

    @property
    def pid(self) -> int:
        assert self._proc is not None
        return self._proc.pid

    @property
    def returncode(self) -> int | None:
        return self._proc.returncode if self._proc is not None else None

    async def send(self, **command: Any) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        self._proc.stdin.write((json.dumps(command) + "\n").encode())
        await self._proc.stdin.drain()

    async def wait_for(self, predicate: Callable[[Event], bool], timeout: float = 20.0, *, after: int = 0) -> Event:
        """The first event (past or future, from index `after` on) that matches."""
        async with asyncio.timeout(timeout):
            while True:
                for event in self.events[after:]:
                    if predicate(event):
                        return event
                if self._reader is not None and self._reader.done():
                    raise AssertionError(f"process exited ({self.returncode}) without the event; "
                                         f"stderr: {self.stderr.decode(errors='replace')[-3000:]}")
                self._changed.clear()
                await self._changed.wait()

    def heard(self) -> list[str]:
        return [e["text"] for e in self.events if e.get("event") == "heard"]

    def signal(self, sig: int) -> None:
        assert self._proc is not None
        self._proc.send_signal(sig)

    async def wait(self, timeout: float = 30.0) -> int:
        assert self._proc is not None and self._reader is not None
        async with asyncio.timeout(timeout):
            code = await self._proc.wait()
            await self._reader
        return code

    async def close(self) -> None:
        """Kill it if it still runs, and reap it."""
        if self._proc is None:
            return
        if self._proc.returncode is None:
            self._proc.send_signal(signal.SIGKILL)
        await self._proc.wait()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)


def python(module: str) -> list[str]:
    return [sys.executable, "-m", module]
