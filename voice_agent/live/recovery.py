"""Recovery: sessions whose owner is gone are taken by whichever process sees them first.

A sweep asks the store for sessions with pending work and no unexpired lease (judged by the
store's clock), takes each one it can (`Store.claim_session` is atomic, so two sweepers never
both get it), and brings its live side up detached: nobody is listening, so the answers go out
by the follow-up channel. The live side reconciles interrupted work, delivers known results and
failures from what is stored, and closes itself once settled. A session another process holds,
or whose agent this server does not serve, is skipped, never fatal.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

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


class SweepHost(Protocol):
    """What a sweep needs of the Server."""

    draining: bool

    @property
    def store(self) -> Store: ...

    @property
    def clock(self) -> Clock: ...

    def live(self, session_id: SessionId) -> LiveSession | None: ...

    async def take(self, session_id: SessionId, *, detached: bool = False) -> LiveSession: ...

    def serves(self, agent_id: str) -> bool: ...


class Sweeper:
    def __init__(self, host: SweepHost) -> None:
        self._host = host
        self._skipped: set[SessionId] = set()  # logged once each

    async def run(self, interval_s: float) -> None:
        """Recover on start, then every `interval_s`, until cancelled."""
        while True:
            try:
                await self.sweep()
            except StoreError:
                logger.exception("recovery sweep failed; trying again in %.1f s", interval_s)
            await self._host.clock.sleep(interval_s)

    async def sweep(self) -> list[SessionId]:
        host = self._host
        recovered: list[SessionId] = []
        for sid in await host.store.recoverable_sessions():
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
        return recovered
