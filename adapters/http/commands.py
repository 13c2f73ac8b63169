"""`voice-agent serve` (the HTTP API and the operator console) and `voice-agent token`."""

from __future__ import annotations

import argparse
import asyncio
import importlib
import os
import sys
from typing import Any

DEFAULT_AGENT = "voice_agent.examples.airline:agent"
MAX_TOKEN_TTL_S = 366 * 24 * 3600  # a year: a token that outlives its holder's role is a leak waiting


def register(subparsers: Any) -> None:
    serve = subparsers.add_parser(
        "serve", help="serve the HTTP API and the operator console",
        description=("Serve the HTTP API (sessions, events, human handoff, the work ledger, /openapi.json) and the "
                     "operator console (/console) for the given agents, over a store other "
                     "processes (LiveKit workers, other API processes) may share. Recovers sessions whose "
                     "owner is gone on start and continuously; on SIGTERM or SIGINT it drains (no new "
                     "sessions, live ones finish), hands what is left to the store and exits 0. Metrics "
                     "on VOICE_AGENT_METRICS_PORT, traces to OTEL_EXPORTER_OTLP_ENDPOINT. See "
                     "docs/operations.md and docs/fleet.md."))
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8800, help="port (default 8800)")
    serve.add_argument("--agent", action="append", default=[], metavar="MODULE:ATTRIBUTE",
                       help=f"an agent to serve; repeatable (default {DEFAULT_AGENT})")
    serve.add_argument("--store", default=None,
                       help="memory://, sqlite:///path/to/file.db, sqlite://name.db in the data directory, or "
                            "postgresql://user:password@host:port/db (VOICE_AGENT_STORE; default: "
                            "voice-agent.db in $VOICE_AGENT_DATA_DIR, else ~/.local/share/voice-agent)")
    serve.add_argument("--drain-timeout", type=float, default=None, metavar="SECONDS",
                       help="on SIGTERM/SIGINT, how long live sessions may finish before their work is handed "
                            "to the store (VOICE_AGENT_DRAIN_TIMEOUT; default 60)")
    serve.add_argument("--policy", choices=("development", "production"), default="development",
                       help="development: anyone on loopback; production: bearer tokens (VOICE_AGENT_JWT_SECRET)")
    serve.add_argument("--cors-origin", action="append", default=[], metavar="ORIGIN",
                       help="a browser origin allowed to call the API; repeatable")
    serve.add_argument("--trusted-proxy", action="append", default=[], metavar="CIDR",
                       help="a proxy whose X-Forwarded-For is believed (production rate limits); repeatable")
    serve.add_argument("--max-body-bytes", type=int, default=64 * 1024, help="larger request bodies get 413")
    serve.set_defaults(func=_serve_command)

    token = subparsers.add_parser("token", help="mint a bearer token signed with VOICE_AGENT_JWT_SECRET", description=(
        "Print an HS256 bearer token for `voice-agent serve --policy production`, signed with "
        "VOICE_AGENT_JWT_SECRET (the server's secret), with the claims sub, role and exp. "
        "Example: TOKEN=$(voice-agent token --role operator --sub alex --ttl 3600)"))
    token.add_argument("--role", required=True, choices=("admin", "operator", "customer"))
    token.add_argument("--sub", required=True,
                       help="the subject: an operator's id or a customer id (letters, digits, _ . : @ -)")
    token.add_argument("--ttl", default="3600", metavar="SECONDS",
                       help=f"seconds until it expires (default 3600, at most {MAX_TOKEN_TTL_S})")
    token.set_defaults(func=_token_command)


def _token_command(args: argparse.Namespace) -> int:
    from adapters.http.auth import mint_token, secret_from_env
    from voice_agent import ConfigurationError

    problem = _token_argument_problem(args.sub, args.ttl)
    if problem is not None:
        print(f"voice-agent token: {problem}", file=sys.stderr)
        return 2
    try:
        secret = secret_from_env()
    except ConfigurationError as exc:
        print(f"voice-agent token: {exc}", file=sys.stderr)
        return 2
    print(mint_token(args.role, args.sub, int(args.ttl), secret))
    return 0


def _token_argument_problem(sub: str, ttl: str) -> str | None:
    """What is wrong with --sub or --ttl, in one line, or None. The subject follows the API's
    id rule, so it can be a customer_id and an operator's participant id as it is."""
    import re

    from adapters.http.models import IDENTIFIER_PATTERN

    if not sub:
        return "--sub is empty: give the operator's id or the customer id the token is for"
    if len(sub) > 200 or not re.match(IDENTIFIER_PATTERN, sub):
        return (f"--sub {sub[:40]!r}: use 1 to 200 letters, digits and _ . : @ - "
                "(the same rule as customer ids)")
    if not (ttl.isascii() and ttl.isdigit()):
        return f"--ttl {ttl[:40]!r}: give a whole number of seconds, e.g. --ttl 3600"
    if len(ttl) > 12 or not 0 < int(ttl) <= MAX_TOKEN_TTL_S:
        return f"--ttl {ttl[:40]}: give 1 to {MAX_TOKEN_TTL_S} seconds (a year); mint a new token when it expires"
    return None


def load_agent(spec: str) -> Any:
    """`module:attribute` to the Agent it names, with a message that says what was wrong."""
    import voice_agent as va

    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise va.ConfigurationError(f"--agent {spec!r}: use module:attribute, e.g. {DEFAULT_AGENT}")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise va.ConfigurationError(f"--agent {spec!r}: cannot import {module_name}: {exc}") from exc
    agent = getattr(module, attribute, None)
    if not isinstance(agent, va.Agent):
        raise va.ConfigurationError(f"--agent {spec!r}: {attribute} is not a voice_agent.Agent")
    return agent


def _serve_command(args: argparse.Namespace) -> int:
    from adapters.http.auth import DevelopmentAuthorizationPolicy, ProductionAuthorizationPolicy
    from adapters.http.settings import HttpSettings
    from voice_agent import ConfigurationError

    try:
        agents = [load_agent(spec) for spec in (args.agent or [DEFAULT_AGENT])]
        policy = (ProductionAuthorizationPolicy.from_env(trusted_proxies=args.trusted_proxy)
                  if args.policy == "production" else DevelopmentAuthorizationPolicy())
        settings = HttpSettings(cors_origins=tuple(args.cors_origin), max_body_bytes=args.max_body_bytes)
    except (ConfigurationError, ValueError) as exc:
        print(f"voice-agent serve: {exc}", file=sys.stderr)
        return 2
    if args.policy == "development" and args.host not in ("127.0.0.1", "::1", "localhost"):
        print(f"voice-agent serve: listening on {args.host} with the development policy: only requests "
              "from this machine are answered; use --policy production for others", file=sys.stderr)
    try:
        asyncio.run(serve(agents=agents, policy=policy, settings=settings, store_url=args.store,
                          host=args.host, port=args.port, drain_timeout_s=args.drain_timeout))
    except ConfigurationError as exc:
        print(f"voice-agent serve: {exc}", file=sys.stderr)
        return 2
    return 0


def _uvicorn_server() -> Any:
    import contextlib
    from collections.abc import Iterator

    import uvicorn

    class DrainingServer(uvicorn.Server):
        """Leaves SIGTERM and SIGINT to `serve`, which drains the engine first. (uvicorn's own
        handling stops at once and re-raises the signal afterwards, which killed the process
        before the engine's shutdown could run.)"""

        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            yield

    return DrainingServer


async def serve(*, agents: list[Any], policy: Any, settings: Any, store_url: str | None, host: str, port: int,
                log_level: str | None = None, drain_timeout_s: float | None = None) -> None:
    """Run the engine Server and uvicorn in this event loop until SIGTERM or SIGINT, then drain:
    no new sessions (readiness reports draining), live sessions finish up to the drain timeout,
    the HTTP server stops, what is left is handed to the store and the leases are released."""
    import uvicorn

    from adapters.hosting import HostSettings, ShutdownSignals, drain, open_engine
    from adapters.http.app import create_app
    from adapters.http.protocol import uvicorn_options
    from adapters.observability import Observability
    from adapters.observability.metrics import metrics_port, serve_metrics
    from adapters.store.urls import redact

    host_settings = HostSettings.from_env(store_url)
    timeout = drain_timeout_s if drain_timeout_s is not None else host_settings.drain_timeout_s
    observability = Observability.from_env("voice-agent-api")
    # Sessions touched through the API are brought up on demand and closed when idle, so a
    # thousand of them do not each keep a live side renewing its lease.
    server = await open_engine(host_settings, agents, text_delivery="read", observability=observability,
                               idle_close_s=host_settings.idle_close_s)
    port_for_metrics = metrics_port()
    metrics_server = serve_metrics(port_for_metrics, host) if port_for_metrics is not None else None
    try:
        app = create_app(server, policy=policy, settings=settings)
        config = uvicorn.Config(
            app, host=host, port=port, lifespan="off", timeout_graceful_shutdown=3, **uvicorn_options(settings),
            log_level=log_level or os.environ.get("VOICE_AGENT_LOG_LEVEL", "warning"),
        )
        http = _uvicorn_server()(config)
        with ShutdownSignals() as signals:
            http_task = asyncio.create_task(http.serve(), name="uvicorn")
            print(f"voice-agent: serving {', '.join(a.id for a in agents)} on http://{host}:{port} "
                  f"(console: http://{host}:{port}/console, policy: {policy.name}, store: "
                  f"{redact(host_settings.store_url)})", file=sys.stderr, flush=True)
            stop = asyncio.create_task(signals.requested.wait(), name="shutdown-signal")
            try:
                await asyncio.wait([http_task, stop], return_when=asyncio.FIRST_COMPLETED)
                if signals.requested.is_set():
                    app.state.draining = True  # /health/ready answers 503 from now on
                    await drain(server, timeout, signals.forced)
            finally:
                stop.cancel()
                app.state.streams_closing.set()
                http.should_exit = True
                await asyncio.gather(stop, http_task, return_exceptions=True)
        if http_task.done() and not http_task.cancelled() and http_task.exception() is not None:
            raise http_task.exception()  # type: ignore[misc]
    finally:
        await server.aclose()  # hands what is left to the store, releases leases, closes it
        if metrics_server is not None:
            metrics_server.shutdown()
    print("voice-agent: stopped; pending work handed to the store", file=sys.stderr, flush=True)
