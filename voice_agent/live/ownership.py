"""Ownership of a session's live side: the lease, its renewal, and the fenced journal.

One process at a time holds a session's live side, by a lease in the store (`Store.claim_
session`). Every write the live side makes goes through its `Journal`, which carries the lease
as a fencing token: once another process has taken the session over (a new epoch), the store
refuses the old owner's writes (`LeaseLost`), and the journal tells the live side to stop.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

from voice_agent.clock import Clock
from voice_agent.errors import LeaseLost, StoreError
from voice_agent.ids import EventId, SessionId, TraceId
from voice_agent.ports import Lease, Store
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionRecord
from voice_agent.work.entries import WorkEntry

logger = logging.getLogger("voice_agent.live.ownership")


class Journal:
    """The live side's writes, each fenced by its lease. The first refused write (or a lost
    renewal) sets `lost` and calls `on_lost` once; every later write is refused at once."""

    def __init__(self, store: Store, lease: Lease, clock: Clock, *, on_append: Callable[[], None],
                 on_lost: Callable[[LeaseLost], None], asked_at: float | None = None) -> None:
        """`asked_at`: when the claim that gave `lease` was asked for (the clock's `now`), which
        is where the first renewal's third of the lease is counted from."""
        self.store = store
        self.lease = lease
        self.claimed = lease  # as it was taken (its renewals replace `lease`)
        self.session_id: SessionId = lease.session_id
        self._clock = clock
        self._on_append = on_append
        self._on_lost = on_lost
        self.own_events: set[EventId] = set()
        self.lost: LeaseLost | None = None
        self._asked_at = clock.now() if asked_at is None else asked_at

    def _check(self) -> None:
        if self.lost is not None:
            raise LeaseLost(f"session {self.session_id} is no longer owned here: {self.lost}")

    def _refused(self, exc: LeaseLost) -> None:
        if self.lost is None:
            self.lost = exc
            self._on_lost(exc)

    async def append(self, kind: EventKind, source: EventSource, trace_id: TraceId,
                     data: Mapping[str, Any]) -> Event:
        self._check()
        try:
            event = await self.store.append_event(self.session_id, kind=kind, source=source, trace_id=trace_id,
                                                  data=data, created_at=self._clock.wall(), fence=self.lease)
        except LeaseLost as exc:
            self._refused(exc)
            raise
        self.own_events.add(event.id)
        self._on_append()
        return event

    async def put_work(self, entry: WorkEntry) -> None:
        self._check()
        try:
            await self.store.put_work(entry, fence=self.lease)
        except LeaseLost as exc:
            self._refused(exc)
            raise

    async def update_session(self, changes: SessionChanges) -> SessionRecord:
        self._check()
        try:
            return await self.store.update_session(self.session_id, changes, fence=self.lease)
        except LeaseLost as exc:
            self._refused(exc)
            raise

    async def keep(self, ttl_s: float) -> None:
        """Renew the lease every third of its time to live, for as long as the live side runs.
        The third is counted from when the previous renewal (or the claim) was asked for, not from
        its answer: on a loaded machine a store call can take seconds (waiting for a pooled
        connection, the event loop, the database), and counting from the answer (and from after
        the session had loaded) left ttl/3 plus those seconds between two writes of the lease,
        long enough for another process to take a live call over. Raises LeaseLost when it was
        taken over, or when the store could not be reached for a whole lease time (another
        process may have taken it over by now)."""
        last_ok = time.monotonic()
        started = self._asked_at
        while True:
            due = started + ttl_s / 3
            await self._clock.sleep(max(0.0, due - self._clock.now()))
            started = self._clock.now()
            self._check()
            try:
                renewed = await self.store.renew_lease(self.lease, ttl_s=ttl_s)
            except StoreError as exc:
                logger.warning("could not renew the session lease: %s", exc, exc_info=True,
                               extra={"session_id": self.session_id})
                # Real time, not the session clock: this is about the store's clock moving on.
                if time.monotonic() - last_ok >= ttl_s:
                    lost = LeaseLost(f"session {self.session_id}: the lease could not be renewed for "
                                     f"{ttl_s:g} s ({exc})")
                    self._refused(lost)
                    raise lost from exc
                continue
            if renewed is None:
                holder = await self._holder()
                lost = LeaseLost(f"session {self.session_id} was taken over by {holder}")
                self._refused(lost)
                raise lost
            self._say_if_late(renewed, ttl_s, woke_late=max(0.0, started - due), took=self._clock.now() - started)
            self.lease = renewed
            last_ok = time.monotonic()

    def _say_if_late(self, renewed: Lease, ttl_s: float, *, woke_late: float, took: float) -> None:
        """Log a renewal that reached the store with less than a third of the lease left (it is
        due with two thirds left). The time left is judged on the store's clock alone: the old
        expiry against the new one less the lease time. Why it was late is on this process's
        clock: the timer woke late (the event loop was busy, or the machine), or the store call
        took long (waiting for a connection, a lock, the database)."""
        left = self.lease.expires_at - (renewed.expires_at - ttl_s)
        if left >= ttl_s / 3:
            return
        logger.warning("the session lease was renewed %.2f s late, with %.2f s of its %g s left: the timer woke "
                       "%.2f s late and the store call took %.2f s", ttl_s * 2 / 3 - left, left, ttl_s, woke_late,
                       took, extra={"session_id": self.session_id})

    async def _holder(self) -> str:
        try:
            lease = await self.store.lease_of(self.session_id)
        except StoreError:
            return "another process"
        return f"{lease.owner} (epoch {lease.epoch})" if lease else "another process"

    async def release(self) -> None:
        """Give the lease up, unless it was lost (then it is not ours to release)."""
        if self.lost is not None:
            return
        try:
            await asyncio.shield(self.store.release_session(self.lease))
        except Exception:  # the store may already be gone: the lease then simply expires
            logger.warning("could not release the session lease; it will expire", exc_info=True,
                           extra={"session_id": self.session_id})
