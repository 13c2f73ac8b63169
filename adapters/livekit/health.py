"""The worker's health endpoint: liveness and readiness apart, on `VOICE_AGENT_HEALTH_PORT`.

livekit-agents' own endpoint answers "OK" on `/` while the worker is still trying to reach its
LiveKit server (it turns 503 only after giving up), so a load balancer or an orchestrator cannot
tell a worker that takes calls from one that never will. This one answers on the same port
(livekit's own moves to a free port):

- `GET /health/live`: 200 while the process's event loop answers. Failing means "restart me".
- `GET /health/ready` (and `GET /`, the path LiveKit's deployment examples probe): 200 when the
  worker takes calls: registered with the LiveKit server, its store answers a read, not
  draining, and livekit's inference process (when it has one) alive. Otherwise 503 with the
  failing checks, e.g. `{"ready": false, "checks": {"livekit": "connecting", "store": "ok",
  "draining": false}}`. Failing means "send no calls here", not "restart".
- `GET /worker`: livekit's worker description (type, agent name, active jobs, load), as
  livekit's own endpoint gives it.

The checks come from `readiness()` of the server (adapters/livekit/worker.py).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
from aiohttp import web

from adapters.port_server import PortServer

logger = logging.getLogger(__name__)

Readiness = Callable[[], Awaitable[dict[str, Any]]]


def ready_from(checks: dict[str, Any]) -> bool:
    return (checks.get("livekit") == "registered" and checks.get("store") == "ok" and not checks.get("draining")
            and checks.get("inference", "ok") == "ok")


class HealthServer(PortServer):
    """An aiohttp server for the probes; `start()` binds (port 0: a free one, see `port`)."""

    def __init__(self, host: str, port: int, readiness: Readiness, worker_info: Callable[[], Awaitable[bytes]]) -> None:
        self._readiness, self._worker_info = readiness, worker_info
        super().__init__(host, port, [web.get("/health/live", self._live), web.get("/health/ready", self._ready),
                                      web.get("/", self._ready), web.get("/worker", self._worker)])

    async def _live(self, _: web.Request) -> web.Response:
        return web.json_response({"status": "live"}, headers={"Cache-Control": "no-store"})

    async def _ready(self, _: web.Request) -> web.Response:
        checks = await self._readiness()
        ok = ready_from(checks)
        return web.json_response({"ready": ok, "checks": checks}, status=200 if ok else 503,
                                 headers={"Cache-Control": "no-store"})

    async def _worker(self, _: web.Request) -> web.Response:
        try:
            body = await self._worker_info()
        except (aiohttp.ClientError, TimeoutError):
            logger.warning("livekit's own /worker endpoint did not answer", exc_info=True)
            return web.json_response({"error": "the worker description is not available yet; try again"},
                                     status=503, headers={"Retry-After": "1"})
        return web.Response(body=body, content_type="application/json")
