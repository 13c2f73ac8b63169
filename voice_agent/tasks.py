"""Task ownership, on `asyncio.TaskGroup`.

Every task the core starts belongs to a `TaskOwner`: a task group held open by a supervisor
task for the owner's lifetime, so that the owner outlives each task it starts. The group's rule
is the live side's rule: when one owned task fails, every other one is cancelled, the owner is
closed, and the failure is reported once to `on_crash` (which logs it with its traceback and
records it where a person will see it). `aclose()` cancels what is left and waits; it is
idempotent.

Why asyncio.TaskGroup and not anyio: the core is asyncio all the way down (its clock timeouts
are `asyncio.timeout`, livekit-agents is asyncio), and a TaskGroup gives exactly the rule the
live side needs without a second cancellation model beside asyncio's.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")
logger = logging.getLogger("voice_agent.tasks")

CrashHandler = Callable[[str, BaseException], None]


class _Closing(Exception):
    """Raised inside the group to end it: cancels every task still running."""


class TaskOwner:
    """A named owner of tasks. Use ``owner = await TaskOwner.open(name)``, then
    ``owner.spawn(coro, purpose)``; ``await owner.aclose()`` ends it."""

    def __init__(self, name: str, on_crash: CrashHandler | None = None) -> None:
        self.name = name
        self._on_crash = on_crash
        self._group: asyncio.TaskGroup | None = None
        self._supervisor: asyncio.Task[None] | None = None
        self._closing: asyncio.Future[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closed = False
        self.crash: BaseException | None = None
        self.crashed_task: str | None = None

    @classmethod
    async def open(cls, name: str, on_crash: CrashHandler | None = None) -> TaskOwner:
        owner = cls(name, on_crash)
        await owner.start()
        return owner

    async def start(self) -> None:
        """Open the group (idempotent). The supervisor task is the group's parent."""
        if self._supervisor is not None:
            return
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        self._closing = loop.create_future()
        self._supervisor = loop.create_task(self._supervise(ready), name=f"{self.name}:supervisor")
        await asyncio.shield(ready)

    async def _supervise(self, ready: asyncio.Future[None]) -> None:
        assert self._closing is not None
        try:
            async with asyncio.TaskGroup() as group:
                self._group = group
                ready.set_result(None)
                await self._closing
                raise _Closing
        except* _Closing:
            pass
        except* BaseException as crashed:
            self._report(_first(crashed))
        finally:
            self._closed = True
            self._group = None
            if not ready.done():
                ready.set_result(None)

    def _report(self, first: BaseException) -> None:
        if isinstance(first, asyncio.CancelledError):
            return  # the supervisor itself was cancelled from outside: nothing crashed
        self.crash = first
        name = self.crashed_task or self.name
        logger.error("task crashed; its owner %s stopped", self.name, exc_info=first,
                     extra={"task": name, "owner": self.name})
        if self._on_crash is not None:
            try:
                self._on_crash(name, first)
            except Exception:
                logger.exception("crash handler of %s failed", self.name)

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
        group = self._group
        if self._closed or group is None:
            coro.close()
            raise RuntimeError(f"{self.name} is {'closed' if self._closed else 'not started'}; "
                               f"cannot start {purpose}")
        name = f"{self.name}:{purpose}"
        task = group.create_task(self._named(name, coro), name=name, context=context)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        # A task cancelled before its first step never awaits `coro` (the wrapper never ran):
        # close it so it is not reported as "never awaited". A finished coroutine ignores close().
        task.add_done_callback(lambda _: coro.close())
        return task

    async def _named(self, name: str, coro: Coroutine[Any, Any, T]) -> T:
        try:
            return await coro
        except asyncio.CancelledError:
            raise
        except BaseException:
            if self.crashed_task is None:
                self.crashed_task = name  # the first failure is the one the group reports
            raise

    def __len__(self) -> int:
        return len(self._tasks)

    async def wait_closed(self) -> None:
        """Until the owner has closed (by `aclose`, or because a task crashed)."""
        if self._supervisor is not None:
            await asyncio.shield(self._supervisor)

    async def aclose(self) -> None:
        """Cancel every owned task and wait for them to finish. Idempotent."""
        if self._supervisor is None:
            self._closed = True
            return
        if self._closing is not None and not self._closing.done():
            self._closing.set_result(None)
        try:
            await asyncio.shield(self._supervisor)
        except asyncio.CancelledError:
            # Our caller is being cancelled: still finish closing before it goes on.
            await asyncio.gather(self._supervisor, return_exceptions=True)
            raise


def _first(group: BaseExceptionGroup[BaseException]) -> BaseException:
    exc: BaseException = group
    while isinstance(exc, BaseExceptionGroup):
        exc = exc.exceptions[0]
    return exc
