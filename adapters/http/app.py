"""The HTTP API: `create_app(server, policy=..., settings=...)` returns a FastAPI app over a
running `voice_agent.Server`. The caller owns the server and runs it in the same event loop
(`voice-agent serve` does: see commands.py).

Errors are translated here, in one place: engine errors and authorization errors become JSON
bodies `{"detail": ...}` that never carry request headers, tokens or stack traces. An unexpected
exception becomes a 500 with an `error_id` (logged with its traceback) and the connection stays
open for the client's next request.

`app.state.draining`: False until shutdown begins; whoever stops the server sets it so
`GET /health/ready` answers 503 while running requests finish.

The middleware, outermost first: CORS (its headers go on every answer, including 413s, 429s
and 500s), unexpected errors, admission (rate limits before authentication), request size
(431, 413), then the strict JSON reading of bodies (415, 400, 422).
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
from starlette.types import ASGIApp, Message, Receive, Scope, Send

import voice_agent as va
from adapters.http.auth import (
    AuthenticationError,
    AuthorizationError,
    AuthorizationPolicy,
    RateLimitedError,
)
from adapters.http.console import console_router
from adapters.http.health import health_router
from adapters.http.json_body import JsonBodyMiddleware
from adapters.http.limits import AdmissionMiddleware, RequestLimitMiddleware, reply
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
    app.state.draining = False
    _install_error_handlers(app)
    app.include_router(api_router(server, policy, settings, app.state.streams_closing))
    app.include_router(health_router(server, settings))
    if settings.console:
        app.include_router(console_router(policy))
    # Each add_middleware wraps the ones before it: added last = outermost.
    app.add_middleware(JsonBodyMiddleware, max_depth=settings.max_json_depth)
    app.add_middleware(RequestLimitMiddleware, max_body_bytes=settings.max_body_bytes,
                       max_header_bytes=settings.max_header_bytes)
    app.add_middleware(AdmissionMiddleware, policy=policy)
    app.add_middleware(UnexpectedErrorMiddleware)
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
            headers["Retry-After"] = exc.retry_after
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
        # Reached only from engine_error above, or by an error in the CORS middleware itself:
        # UnexpectedErrorMiddleware answers everything else.
        return JSONResponse(_internal_error(exc, request.url.path), status_code=500)


def _internal_error(exc: BaseException, path: str) -> dict[str, Any]:
    error_id = secrets.token_hex(6)
    logger.error("unhandled error", exc_info=exc, extra={"error_id": error_id, "path": path})
    return {"detail": "internal error; quote error_id when you report it", "error_id": error_id}


class UnexpectedErrorMiddleware:
    """Answers an unexpected exception with a 500 and does not raise it further. Starlette's own
    last-resort handler answers and then re-raises, and uvicorn closes the connection on a raised
    exception: the client's next request on that kept-alive connection was reset."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception as exc:
            if started or scope["type"] != "http":
                raise  # half an answer is out: only closing the connection can end it
            body = _internal_error(exc, scope.get("path", ""))
            await reply(send, 500, body["detail"], extra={"error_id": body["error_id"]})
