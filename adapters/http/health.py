"""Liveness and readiness of `voice-agent serve`, separately.

- `GET /health/live`: 200 while the process answers at all (its event loop runs). A failing
  liveness probe means "restart me".
- `GET /health/ready`: 200 when this server should be sent traffic, 503 with the failing checks
  otherwise: the store does not answer a read within `health_store_timeout_s`, or the server is
  draining (`app.state.draining`, set when shutdown begins so a load balancer stops sending new
  requests while the running ones finish). A failing readiness probe means "send traffic
  elsewhere", not "restart".

Both are public and answer no more than the check names: no exception text, no versions.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

import voice_agent as va
from adapters.hosting import store_answers
from adapters.http.settings import HttpSettings


class LiveOut(BaseModel):
    status: str


class ReadyOut(BaseModel):
    ready: bool
    checks: dict[str, Any]


def health_router(server: va.Server, settings: HttpSettings) -> APIRouter:
    router = APIRouter(tags=["health"])

    @router.get("/health/live", response_model=LiveOut, summary="Liveness: the process answers")
    async def live() -> LiveOut:
        return LiveOut(status="live")

    @router.get("/health/ready", response_model=ReadyOut,
                summary="Readiness: the store answers and the server is not draining",
                responses={503: {"model": ReadyOut, "description": "not ready; `checks` says why"}})
    async def ready(request: Request) -> JSONResponse:
        checks: dict[str, Any] = {"store": await store_answers(server.store, settings.health_store_timeout_s),
                                  "draining": bool(getattr(request.app.state, "draining", False))}
        ok = checks["store"] == "ok" and not checks["draining"]
        return JSONResponse({"ready": ok, "checks": checks}, status_code=200 if ok else 503,
                            headers={"Cache-Control": "no-store"})

    return router
