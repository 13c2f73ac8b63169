"""A store that times every call it passes on: what the metrics (store latency) and the load
test (p50/p95 per operation) read. It wraps any store and is one itself; whatever else the
wrapped store offers (its change feed, its pool) is reached through it unchanged."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from voice_agent.errors import StoreError

# Every coroutine of the Store port: the calls a process waits for.
OPERATIONS = frozenset({
    "create_session", "get_session", "update_session", "delete_session", "list_sessions", "append_event",
    "list_events", "put_work", "get_work", "list_work", "claim_session", "renew_lease", "release_session",
    "lease_of", "recoverable_sessions", "store_time", "purge_sessions",
})

Record = Callable[[str, float, bool], None]  # (operation, seconds, failed with a StoreError)


class TimedStore:
    """`TimedStore(store, record)`: each port call's duration goes to `record(operation, seconds,
    failed)`. Closing it closes the wrapped store, unless `owns=False` (a store several
    engines share, which its opener closes)."""

    def __init__(self, inner: Any, record: Record, *, owns: bool = True) -> None:
        self.inner = inner
        self._record = record
        self._owns = owns

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if name not in OPERATIONS:
            return attr
        record = self._record

        async def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            failed = False
            try:
                return await attr(*args, **kwargs)
            except StoreError:  # the store failed; a refused fence or a missing session did not
                failed = True
                raise
            finally:
                record(name, time.perf_counter() - start, failed)

        return timed

    async def aclose(self) -> None:
        if self._owns:
            await self.inner.aclose()
