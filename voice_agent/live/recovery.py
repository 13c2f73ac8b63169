"""Recovery: sessions whose owner is gone are taken by whichever process sees them first.

A sweep asks the store for sessions with pending work and no unexpired lease (judged by the
store's clock), takes each one it can (`Store.claim_session` is atomic, so two sweepers never
both get it), and brings its live side up detached: nobody is listening, so the answers go out
by the follow-up channel. The live side reconciles interrupted work, delivers known results and
failures from what is stored, and closes itself once settled. A session another process holds,
or whose agent this server does not serve, is skipped, never fatal.

Retention runs with the sweeps, where it is configured (`Server(retention_s=...)`): every
`PURGE_EVERY_S` the store deletes sessions idle for longer than the retention, in batches.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Protocol

from voice_agent.clock import Clock
from voice_agent.errors import (
    ConfigurationError,
    SessionClosedError,
    SessionOwnedElsewhere,
    StoreError,
)
from voice_agent.ids import SessionId, TraceId, new_id
from voice_agent.ports import Store
from voice_agent.session.events import EventKind, EventSource

if TYPE_CHECKING:
    from voice_agent.live.session import LiveSession

logger = logging.getLogger("voice_agent.live.recovery")

RECOVERED_LABEL = "recovered"
PURGE_EVERY_S = 600.0
PURGE_BATCH = 500


class SweepHost(Protocol):
    """What a sweep needs of the Server."""

    draining: bool
    retention_s: float | None

    @property
    def store(self) -> Store: ...

    @property
    def clock(self) -> Clock: ...

    def live(self, session_id: SessionId) -> LiveSession | None: ...

    async def take(self, session_id: SessionId, *, detached: bool = False) -> LiveSession: ...

    def serves(self, agent_id: str) -> bool: ...

    def observe(self, what: str, *args: Any) -> None: ...


class Sweeper:
    def __init__(self, host: SweepHost) -> None:
        self._host = host
        self._skipped: set[SessionId] = set()  # logged once each
        self._purged_at: float | None = None

    async def run(self, interval_s: float) -> None:
        """Recover on start, then every `interval_s`, until cancelled; purge where configured."""
        while True:
            try:
                await self.sweep()
                await self.purge_if_due()
            except StoreError:
                logger.exception("recovery sweep failed; trying again in %.1f s", interval_s)
            await self._host.clock.sleep(interval_s)

    async def purge_if_due(self) -> int:
        """Delete the sessions idle past the retention, if it is configured and time to."""
        host = self._host
        if host.retention_s is None or host.draining:
            return 0
        now = host.clock.now()
        if self._purged_at is not None and now - self._purged_at < PURGE_EVERY_S:
            return 0
        self._purged_at = now
        cutoff = host.clock.wall() - host.retention_s
        total = 0
        while True:
            deleted = await host.store.purge_sessions(idle_before=cutoff, limit=PURGE_BATCH)
            total += deleted
            if deleted < PURGE_BATCH:
                break
        if total:
            logger.info("retention: deleted %d sessions idle for more than %.0f s", total, host.retention_s)
        return total

    async def sweep(self) -> list[SessionId]:
        host = self._host
        recovered: list[SessionId] = []
        found = await host.store.recoverable_sessions()
        try:
            await self._take_all(found, recovered)
        finally:
            host.observe("swept", len(found), len(recovered))
        return recovered

    async def _take_all(self, found: list[SessionId], recovered: list[SessionId]) -> None:
        host = self._host
        for sid in found:
            if host.draining:
                break
            if host.live(sid) is not None:
                continue
            record = await host.store.get_session(sid)
            if record is None:
                continue
            if not host.serves(record.agent_id):
                if sid not in self._skipped:
                    self._skipped.add(sid)
                    logger.warning("not recovering session %s: its agent %r is not served here", sid,
                                   record.agent_id, extra={"session_id": sid})
                continue
            try:
                live = await host.take(sid, detached=True)
            except SessionOwnedElsewhere:
                continue  # another process was quicker, or holds it: it is in good hands
            except (SessionClosedError, ConfigurationError):
                continue
            pending = [e.id for e in live.ledger.pending()]
            logger.info("recovered session %s with %d pending work entries", sid, len(pending),
                        extra={"session_id": sid})
            await live.journal.append(EventKind.STATUS, EventSource.SYSTEM, TraceId(new_id("trc")),
                                      {"status": "recovered", "data": {"owner": live.owner_id,
                                                                       "epoch": live.lease.epoch,
                                                                       "pending": pending}})
            await live.change({"labels_add": [RECOVERED_LABEL]})
            live.close_when_settled()
            recovered.append(sid)
