"""What every process that serves sessions sets up around a `voice_agent.Server`.

`voice-agent serve`, the LiveKit worker (its main process and its job processes) and the
fault-injection harness all build their engine Server here, so they recover and drain alike:

- the store from `VOICE_AGENT_STORE` (default: the SQLite file in the data directory),
- the follow-up channel from `VOICE_AGENT_FOLLOWUP_URL` / `_SECRET` (a signed webhook),
- leases of `VOICE_AGENT_LEASE_TTL` seconds, recovery sweeps every `VOICE_AGENT_SWEEP_INTERVAL`,
- retention (off unless `VOICE_AGENT_RETENTION_DAYS` is set): sessions idle for longer are
  deleted with their events and work by the sweeps,
- metrics and traces where the caller passes `Observability.from_env()` (adapters/observability),
- on SIGTERM or SIGINT: drain for up to `VOICE_AGENT_DRAIN_TIMEOUT` seconds, hand what is left
  to the store, release leases, exit 0 (a second signal stops waiting).
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import voice_agent as va
from adapters.followup.webhook import WebhookFollowUp
from adapters.observability import Observability
from adapters.store.urls import default_store_url, open_store
from voice_agent.ids import SessionId

logger = logging.getLogger("adapters.hosting")

PROBE_SESSION = SessionId("ses_readiness_probe")  # read, never written: any answer proves the store

HANDLED_SIGNALS = (signal.SIGTERM, signal.SIGINT)


def _seconds(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise va.ConfigurationError(f"{name} must be a number of seconds, not {raw!r}") from None
    if value <= 0:
        raise va.ConfigurationError(f"{name} must be positive, not {value:g}")
    return value


def _days(name: str) -> float | None:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    try:
        value = float(raw)
    except ValueError:
        raise va.ConfigurationError(f"{name} must be a number of days, not {raw!r}") from None
    if value <= 0:
        raise va.ConfigurationError(f"{name} must be positive (unset it to keep everything), not {value:g}")
    return value * 86400.0


@dataclass(frozen=True)
class HostSettings:
    store_url: str
    lease_ttl_s: float = 6.0
    sweep_interval_s: float = 3.0
    drain_timeout_s: float = 60.0
    retention_s: float | None = None  # None: keep everything
    idle_close_s: float = 60.0  # serve: a live side with no call and nothing to do is closed

    @classmethod
    def from_env(cls, store_url: str | None = None) -> HostSettings:
        lease = _seconds("VOICE_AGENT_LEASE_TTL", 6.0)
        return cls(
            store_url=store_url or default_store_url(),
            lease_ttl_s=lease,
            sweep_interval_s=_seconds("VOICE_AGENT_SWEEP_INTERVAL", lease / 2),
            drain_timeout_s=_seconds("VOICE_AGENT_DRAIN_TIMEOUT", 60.0),
            retention_s=_days("VOICE_AGENT_RETENTION_DAYS"),
            idle_close_s=_seconds("VOICE_AGENT_IDLE_CLOSE", 60.0),
        )


async def open_engine(settings: HostSettings, agents: Sequence[va.Agent], *, recover: bool = True,
                      follow_store: bool = True, text_delivery: str = "posted",
                      followup: va.FollowUpChannel | None = None, store: va.Store | None = None,
                      observability: Observability | None = None, **server_options: Any) -> va.Server:
    """A started engine Server over the configured store (or `store`), with the agents added,
    and metrics and traces where `observability` has them. The caller closes it
    (`await server.aclose()`)."""
    store = store if store is not None else await open_store(settings.store_url)
    if observability is not None:
        store = observability.wrap_store(store)
        server_options.setdefault("observers", observability.observers)
    server = va.Server(store=store, followup=followup if followup is not None else WebhookFollowUp.from_env(),
                       recover=recover, follow_store=follow_store, text_delivery=text_delivery,
                       lease_ttl_s=settings.lease_ttl_s, sweep_interval_s=settings.sweep_interval_s,
                       retention_s=settings.retention_s, **server_options)
    try:
        for agent in agents:
            await server.add_agent(agent)
        await server.start()
    except BaseException:
        await server.aclose()
        raise
    return server


class ShutdownSignals:
    """SIGTERM and SIGINT set `requested` (the first starts the drain); a second signal sets
    `forced` (stop waiting for live sessions). Use as a context manager around the main loop."""

    def __init__(self, on_first: Callable[[int], None] | None = None) -> None:
        self.requested = asyncio.Event()
        self.forced = asyncio.Event()
        self.received: list[int] = []
        self._on_first = on_first
        self._loop: asyncio.AbstractEventLoop | None = None

    def _handle(self, sig: int) -> None:
        self.received.append(sig)
        if self.requested.is_set():
            logger.warning("second %s: not waiting for live sessions any longer", signal.Signals(sig).name)
            self.forced.set()
            return
        logger.warning("%s: draining (no new sessions; live ones finish, then work is handed over)",
                       signal.Signals(sig).name)
        self.requested.set()
        if self._on_first is not None:
            self._on_first(sig)

    def __enter__(self) -> ShutdownSignals:
        self._loop = asyncio.get_running_loop()
        for sig in HANDLED_SIGNALS:
            self._loop.add_signal_handler(sig, self._handle, sig)
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._loop is not None
        for sig in HANDLED_SIGNALS:
            self._loop.remove_signal_handler(sig)


async def drain(server: va.Server, timeout_s: float, forced: asyncio.Event | None = None) -> None:
    """Stop taking sessions and wait (up to `timeout_s`, or until `forced`) for live ones to
    finish; the server's `aclose` then hands what is left to the store."""
    waiting = asyncio.ensure_future(server.drain(timeout_s))
    stopper = asyncio.ensure_future(forced.wait()) if forced is not None else None
    try:
        await asyncio.wait([t for t in (waiting, stopper) if t is not None], return_when=asyncio.FIRST_COMPLETED)
    finally:
        for t in (waiting, stopper):
            if t is not None and not t.done():
                t.cancel()
        await asyncio.gather(*(t for t in (waiting, stopper) if t is not None), return_exceptions=True)


async def store_answers(store: va.Store, timeout_s: float) -> str:
    """A readiness check of the store: "ok" when a read answers within `timeout_s`, else
    "timeout" or "unreachable" (logged with the traceback). Used by `serve`'s and the worker's
    readiness probes."""
    try:
        async with asyncio.timeout(timeout_s):
            await store.get_session(PROBE_SESSION)
    except TimeoutError:
        logger.warning("readiness: the store did not answer within %.1f s", timeout_s)
        return "timeout"
    except Exception:
        logger.warning("readiness: the store is unreachable", exc_info=True)
        return "unreachable"
    return "ok"
