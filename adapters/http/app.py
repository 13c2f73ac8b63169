"""The HTTP API: `create_app(server, policy=..., settings=...)` returns a FastAPI app over a
running `voice_agent.Server`. The caller owns the server and runs it in the same event loop
(`voice-agent serve` does: see commands.py).

Errors are translated here, in one place: engine errors and authorization errors become JSON
bodies `{"detail": ...}` that never carry request headers, tokens or stack traces.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

import voice_agent as va
from adapters.http.auth import (
    AuthenticationError,
    AuthorizationError,
    AuthorizationPolicy,
    RateLimitedError,
)
from adapters.http.console import console_router
from adapters.http.limits import BodyLimitMiddleware
from adapters.http.routes import api_router
from adapters.http.settings import HttpSettings

logger = logging.getLogger("adapters.http")

# Engine errors, most specific first: (type, status, message shown to the caller or None for
# the error's own message, which the engine keeps free of secrets and headers).
ENGINE_ERRORS: tuple[tuple[type[Exception], int, str | None], ...] = (
    (va.SessionNotFoundError, 404, "no such session"),
    (va.InvalidInputError, 422, None),
    (va.LLMError, 502, "the language model failed to compose a message; try again"),
    (va.CompositionError, 422, "the agent could not compose a message for these rules"),
    (va.DeliveryError, 503, "the message could not be delivered in time; try again"),
    (va.ServerDrainingError, 503, "the server is shutting down and takes no new sessions; try again"),
    (va.SessionClosedError, 409, "the session is closed"),
    (va.ConfigurationError, 409, "this server cannot act on the session: its agent is not served here"),
    (va.StoreError, 503, "the session store is unavailable; try again"),
)


def create_app(
    server: va.Server, *, policy: AuthorizationPolicy, settings: HttpSettings | None = None
) -> FastAPI:
    settings = settings or HttpSettings()
    app = FastAPI(
        title="Voice agent server",
        version="0.1.0",
        description="Sessions, events and human handoff for real-time voice and text agents.",
        docs_url=None,  # the interactive pages load assets from a CDN; /openapi.json is enough
        redoc_url=None,
    )
    app.state.server = server
    app.state.policy = policy
    app.state.settings = settings
    app.state.streams_closing = asyncio.Event()  # set it to end every event stream (shutdown)
    _install_error_handlers(app)
    app.include_router(api_router(server, policy, settings, app.state.streams_closing))
    if settings.console:
        app.include_router(console_router(policy))
    # Added last = outermost: CORS headers go on every answer, including 413s.
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.max_body_bytes)
    app.add_middleware(
        CORSMiddleware,
        allow_origins=list(settings.cors_origins),
        allow_methods=["GET", "POST", "PATCH", "DELETE"],
        allow_headers=["Authorization", "Content-Type", "Last-Event-ID"],
        max_age=600,
    )
    return app


def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AuthorizationError)
    async def authorization_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, AuthorizationError)
        headers: dict[str, str] = {}
        if isinstance(exc, AuthenticationError):
            headers["WWW-Authenticate"] = "Bearer"
        if isinstance(exc, RateLimitedError):
            headers["Retry-After"] = str(max(1, round(exc.retry_after_s + 0.5)))
        return JSONResponse({"detail": exc.message}, status_code=exc.status_code, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = list(exc.errors())
        if any(e.get("type") == "json_invalid" for e in errors):
            return JSONResponse({"detail": "malformed JSON in the request body"}, status_code=400)
        # Only where and what: never the submitted input, which may hold secrets.
        detail = [{"loc": list(e.get("loc", ())), "msg": str(e.get("msg", "")), "type": str(e.get("type", ""))}
                  for e in errors]
        return JSONResponse({"detail": detail}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(va.VoiceAgentError)
    async def engine_error(request: Request, exc: Exception) -> JSONResponse:
        for kind, status, message in ENGINE_ERRORS:
            if isinstance(exc, kind):
                if status >= 500:
                    logger.warning("engine error", extra={"error": type(exc).__name__, "path": request.url.path})
                return JSONResponse({"detail": message or str(exc)}, status_code=status)
        return await unexpected_error(request, exc)

    @app.exception_handler(Exception)
    async def unexpected_error(request: Request, exc: Exception) -> JSONResponse:
        error_id = secrets.token_hex(6)
        logger.error("unhandled error", exc_info=exc, extra={"error_id": error_id, "path": request.url.path})
        body: dict[str, Any] = {"detail": "internal error", "error_id": error_id}
        return JSONResponse(body, status_code=500)
