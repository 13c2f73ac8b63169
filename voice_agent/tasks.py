"""Task ownership. Every task the core starts is created through a TaskOwner that outlives it,
names it after its owner and purpose, and cancels it on close. A task that crashes is reported
to the owner's `on_crash` (which records an error event), never just logged and forgotten."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")
logger = logging.getLogger("voice_agent.tasks")


class TaskOwner:
    def __init__(self, name: str, on_crash: Callable[[str, BaseException], None] | None = None) -> None:
        self.name = name
        self._tasks: set[asyncio.Task[Any]] = set()
        self._on_crash = on_crash
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    def spawn(
        self,
        coro: Coroutine[Any, Any, T],
        purpose: str,
        *,
        context: contextvars.Context | None = None,
    ) -> asyncio.Task[T]:
        if self._closed:
            coro.close()
            raise RuntimeError(f"{self.name} is closed; cannot start {purpose}")
        task = asyncio.get_running_loop().create_task(
            coro, name=f"{self.name}:{purpose}", context=context
        )
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is not None:
            logger.error("task crashed", extra={"task": task.get_name(), "error": repr(exc)})
            if self._on_crash is not None:
                self._on_crash(task.get_name(), exc)

    def __len__(self) -> int:
        return len(self._tasks)

    async def aclose(self) -> None:
        """Cancel every owned task and wait for them to finish. Idempotent."""
        self._closed = True
        while self._tasks:
            tasks = list(self._tasks)
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
