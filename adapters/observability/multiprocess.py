"""The worker's `/metrics` endpoint: the sum of every process's metric files, read so that a
process starting up cannot turn a scrape into a 500.

livekit-agents' own endpoint (`AgentServer(prometheus_port=...)`) reads the directory with
prometheus-client's `MultiProcessCollector`, which fails the whole scrape on one unreadable
file. A process creates its file in two steps (`MmapedDict.__init__`: `open(path, "a+b")`, then
`truncate` to 64 KiB), so for a moment a job process that is starting leaves an empty `.db`
file, and a scrape at that moment raised `struct.error`: aiohttp's "500 Internal Server Error".
`FileCollector` reads file by file instead:

1. An empty file is one still being created: skipped (logged at DEBUG). The next scrape has it.
2. A file that vanished between listing and reading (livekit empties the directory as the
   worker starts): skipped, at DEBUG.
3. Any other file that cannot be read is broken, which is not expected: skipped and logged at
   WARNING with its traceback, so the scrape still shows every other process.
"""

from __future__ import annotations

import asyncio
import glob
import logging
import os
from collections.abc import Iterator
from typing import Any

from aiohttp import web

from adapters.port_server import PortServer

logger = logging.getLogger("adapters.observability.multiprocess")

_MAX_READS = 3


def _merge(files: list[str]) -> list[Any]:
    """prometheus-client's sum of the files, as its own collector makes it."""
    from prometheus_client.multiprocess import MultiProcessCollector

    return list(MultiProcessCollector.merge(files, accumulate=True))  # type: ignore[no-untyped-call]


class FileCollector:
    """A prometheus-client collector over a multiprocess directory that skips the files it
    cannot read yet (see the module docstring)."""

    def __init__(self, path: str) -> None:
        self.path = path

    def describe(self) -> list[Any]:
        return []  # no reading at registration: the files are read once, by the scrape

    def collect(self) -> Iterator[Any]:
        for _ in range(_MAX_READS - 1):
            try:
                return iter(_merge(self._files()))
            except FileNotFoundError:
                # Removed after it was checked (only livekit's start-up clean-up removes files).
                logger.debug("a metrics file vanished while it was read; reading the directory again",
                             exc_info=True)
        return iter(_merge(self._files()))

    def _files(self) -> list[str]:
        return [f for f in sorted(glob.glob(os.path.join(self.path, "*.db"))) if self._readable(f)]

    @staticmethod
    def _readable(path: str) -> bool:
        try:
            if os.path.getsize(path) == 0:
                logger.debug("skipping metrics file %s: its process is still creating it", path)
                return False
            _merge([path])  # the checks a scrape makes: size, entries, keys
        except FileNotFoundError:
            logger.debug("skipping metrics file %s: removed while it was read", path, exc_info=True)
            return False
        except Exception:
            logger.warning("skipping metrics file %s: it cannot be read", path, exc_info=True)
            return False
        return True


def scrape(path: str) -> bytes:
    """The Prometheus text of every process's metrics in `path`."""
    from prometheus_client import CollectorRegistry, generate_latest

    registry = CollectorRegistry(auto_describe=True)
    registry.register(FileCollector(path))
    return generate_latest(registry)


class MetricsServer(PortServer):
    """An aiohttp server for `GET /metrics` over a multiprocess directory; `start()` binds
    (port 0: a free one, see `port`), `aclose()` stops it (idempotent)."""

    def __init__(self, host: str, port: int, path: str) -> None:
        self.path = path
        super().__init__(host, port, [web.get("/metrics", self._metrics)])

    async def start(self) -> None:
        await super().start()
        logger.info("metrics on http://%s:%d/metrics", self.host or "0.0.0.0", self.port)

    async def _metrics(self, _: web.Request) -> web.Response:
        from prometheus_client import CONTENT_TYPE_LATEST

        try:
            body = await asyncio.to_thread(scrape, self.path)  # file reads: off the event loop
        except Exception:
            logger.exception("the metrics scrape failed")
            return web.Response(status=500, text="the metrics could not be read; the worker's log says why\n")
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})
