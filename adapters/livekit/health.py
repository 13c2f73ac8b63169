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
  livekit's own endpoint gives it, with the fields livekit leaves out when they are zero (an idle
  worker's load and active jobs) written out.

The checks come from `readiness()` of the server (adapters/livekit/worker.py).
"""

from __future__ import annotations

import json
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
        return web.Response(body=with_zeros(body), content_type="application/json")


# livekit writes its description as protobuf JSON, which leaves out a field whose value is zero: an idle
# worker's description had no "worker_load" and no "active_jobs", and a client reading them failed.
_ZERO_FIELDS = {"worker_load": 0.0, "active_jobs": 0}


def with_zeros(body: bytes) -> bytes:
    """livekit's worker description with its zero-valued fields written out. A body that is not a
    description (no worker type: livekit's endpoint not up yet) is passed on as it came."""
    try:
        info = json.loads(body)
    except ValueError:
        logger.warning("livekit's /worker answered with something that is not JSON: %r", body[:200], exc_info=True)
        return body
    if not isinstance(info, dict) or "worker_type" not in info:
        return body
    return json.dumps({**_ZERO_FIELDS, **info}).encode()
