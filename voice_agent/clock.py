"""Time, injected. Logic that waits (dead-air watchdog, timeouts) takes a Clock so tests can
drive it; nothing in the core reads the system time directly."""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import math
import time
from collections.abc import AsyncIterator
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Monotonic seconds."""
        ...

    def wall(self) -> float:
        """Seconds since the epoch, for timestamps people read."""
        ...

    async def sleep(self, seconds: float) -> None: ...


class SystemClock:
    def now(self) -> float:
        return time.monotonic()

    def wall(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


class ManualClock:
    """A clock that moves only when a test calls `advance`.

    Sleepers wake in deadline order, and the event loop runs between wake-ups so that work a
    sleeper triggers happens "at" its deadline.
    """

    def __init__(self, start: float = 1000.0, wall_start: float = 1_700_000_000.0) -> None:
        self._now = start
        self._wall_offset = wall_start - start
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._seq = itertools.count()

    def now(self) -> float:
        return self._now

    def wall(self) -> float:
        return self._now + self._wall_offset

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        # A positive sleep always moves time, even when `seconds` is below the float resolution
        # of `now`: otherwise whoever sleeps "the rest" of a wait wakes at the same instant forever.
        deadline = max(self._now + seconds, math.nextafter(self._now, math.inf))
        heapq.heappush(self._sleepers, (deadline, next(self._seq), fut))
        await fut

    async def advance(self, seconds: float) -> None:
        target = self._now + seconds
        await _settle()
        while self._sleepers and self._sleepers[0][0] <= target:
            deadline, _, fut = heapq.heappop(self._sleepers)
            self._now = max(self._now, deadline)
            if not fut.done():
                fut.set_result(None)
            await _settle()
        self._now = target
        await _settle()


async def _settle(rounds: int = 20) -> None:
    # Let callbacks chained off a wake-up run before time moves again.
    for _ in range(rounds):
        await asyncio.sleep(0)


@contextlib.asynccontextmanager
async def timeout(clock: Clock, seconds: float) -> AsyncIterator[None]:
    """Like `asyncio.timeout`, on the given clock: the body is cancelled when `seconds` have
    passed on `clock`, and TimeoutError is raised. Under a ManualClock, a test moves time."""
    if isinstance(clock, SystemClock):
        async with asyncio.timeout(seconds):
            yield
        return
    # asyncio's own Timeout does the cancelling (and its races); the clock only says when.
    async with asyncio.timeout(None) as scope:

        async def alarm() -> None:
            await clock.sleep(seconds)
            scope.reschedule(asyncio.get_running_loop().time())

        alarm_task = asyncio.ensure_future(alarm())
        try:
            yield
        finally:
            alarm_task.cancel()
            await asyncio.gather(alarm_task, return_exceptions=True)
