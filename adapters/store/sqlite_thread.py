"""The SQLite store's one thread, where a lease renewal goes before the calls still waiting.

The store uses one connection from one thread, so its calls run one after another in the order
they were asked. A renewal asked behind a burst of writes (every booking of a loaded process
answered at once, a sweep loading a dead worker's sessions) waited for all of them: 0.58 s
behind 300 queued work writes, measured on this machine, and the queue has no bound, so past a
third of the lease another process's sweep could take a live call over. Here a call asked with
`submit_first` runs next, after the one in progress: a renewal waits for one call, not the queue.

A second connection for renewals does not do it: SQLite's busy handler sleeps and retries, and
the store's thread takes the file's lock again as soon as it lets it go, so the renewal still
waited for the whole burst (0.19 s behind the same 300 writes).
"""

from __future__ import annotations

import itertools
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, TypeVar

T = TypeVar("T")

_FIRST, _IN_ORDER, _STOP = 0, 1, 2


class OneThread(Executor):
    """One thread running calls in the order asked, except those asked with `submit_first`, which
    go before every call still waiting (in their own order). `shutdown` lets the waiting calls run
    first."""

    def __init__(self, name: str) -> None:
        self._calls: queue.PriorityQueue[tuple[int, int, Future[Any] | None, Callable[..., Any], tuple[Any, ...]]] = (
            queue.PriorityQueue())
        self._order = itertools.count()
        self._stopping = False
        # A daemon: a process that exits without closing its store must not hang on this thread.
        # A commit cut short at exit is a crash, which SQLite survives (bench/sqlite_kill_loop.py).
        self._thread = threading.Thread(target=self._work, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        if kwargs:
            raise TypeError("OneThread.submit takes positional arguments only")
        return self._put(_IN_ORDER, fn, args)

    def submit_first(self, fn: Callable[..., T], /, *args: Any) -> Future[T]:
        return self._put(_FIRST, fn, args)

    def _put(self, rank: int, fn: Callable[..., T], args: tuple[Any, ...]) -> Future[T]:
        if self._stopping:
            raise RuntimeError("cannot run a call on a thread that was shut down")
        future: Future[T] = Future()
        self._calls.put((rank, next(self._order), future, fn, args))
        return future

    def _work(self) -> None:
        while True:
            _, _, future, fn, args = self._calls.get()
            if future is None:
                return
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(fn(*args))
            except BaseException as exc:  # the caller gets it, as from any executor
                future.set_exception(exc)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if cancel_futures:
            while True:
                try:
                    future = self._calls.get_nowait()[2]
                except queue.Empty:
                    break
                if future is not None:
                    future.cancel()
        if not self._stopping:
            self._stopping = True
            self._calls.put((_STOP, next(self._order), None, _nothing, ()))
        if wait:
            self._thread.join()


def _nothing() -> None:
    return None
