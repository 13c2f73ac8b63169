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

import asyncio
import logging
import random
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
RECOVER_CONCURRENCY = 8
PURGE_BATCH = 500


class SweepHost(Protocol):
    """What a sweep needs of the Server."""

    draining: bool
    retention_s: float | None
    lease_ttl_s: float

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
        # Several at a time, in an order of this process's own: when a worker dies, every
        # sweeper finds the same sessions at once, and each should take different ones first
        # rather than all race for the oldest (the lease time plus a second is the promise).
        order = list(found)
        random.shuffle(order)
        slots = asyncio.Semaphore(RECOVER_CONCURRENCY)

        async def one(sid: SessionId) -> None:
            async with slots:
                try:
                    if await self._take(sid):
                        recovered.append(sid)
                except StoreError:
                    logger.exception("could not recover session %s; the next sweep tries again", sid,
                                     extra={"session_id": sid})

        async with asyncio.TaskGroup() as group:
            for sid in order:
                group.create_task(one(sid), name=f"recover:{sid}")

    async def _take(self, sid: SessionId) -> bool:
        host = self._host
        if host.draining or host.live(sid) is not None:
            return False
        record = await host.store.get_session(sid)
        if record is None:
            return False
        if not host.serves(record.agent_id):
            if sid not in self._skipped:
                self._skipped.add(sid)
                logger.warning("not recovering session %s: its agent %r is not served here", sid,
                               record.agent_id, extra={"session_id": sid})
            return False
        try:
            live = await host.take(sid, detached=True)
        except SessionOwnedElsewhere:
            return False  # another process was quicker, or holds it: it is in good hands
        except (SessionClosedError, ConfigurationError):
            return False
        pending = [e.id for e in live.ledger.pending()]
        if not pending:
            # The list this sweep works from is a moment old: another process recovered and
            # finished the session since. Nothing to do; give it back without a word.
            live.close_when_settled()
            return False
        logger.info("recovered session %s with %d pending work entries", sid, len(pending),
                    extra={"session_id": sid})
        claimed_at = live.journal.claimed.expires_at - host.lease_ttl_s  # when, on the store's clock
        await live.journal.append(EventKind.STATUS, EventSource.SYSTEM, TraceId(new_id("trc")),
                                  {"status": "recovered", "data": {"owner": live.owner_id,
                                                                   "epoch": live.lease.epoch,
                                                                   "claimed_at": claimed_at,
                                                                   "pending": pending}})
        await live.change({"labels_add": [RECOVERED_LABEL]})
        live.close_when_settled()
        return True
