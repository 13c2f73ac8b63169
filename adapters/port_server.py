"""A small aiohttp server on a port of its own, for the endpoints the worker serves beside
livekit's: its health probes (adapters/livekit/health.py) and its metrics
(adapters/observability/multiprocess.py). One owner for binding and closing them."""

from __future__ import annotations

from collections.abc import Iterable

from aiohttp import web


class PortServer:
    """`routes` on `host:port`; `start()` binds (port 0: a free one, then `port` says which),
    `aclose()` stops it (idempotent)."""

    def __init__(self, host: str, port: int, routes: Iterable[web.RouteDef]) -> None:
        self.host, self.port = host, port
        self._app = web.Application()
        self._app.add_routes(list(routes))
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        self._runner = web.AppRunner(self._app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.port).start()
        if self.port == 0 and self._runner.addresses:
            self.port = int(self._runner.addresses[0][1])

    async def aclose(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()
