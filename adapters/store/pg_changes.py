"""Wake-ups across processes for the PostgreSQL store: one LISTEN connection per process.

Every write that changes a session (an event appended, the record updated) runs
`pg_notify('va_events', <session id>)` in its own transaction, so the notification goes out
when (and only if) it commits. Each process holds one extra connection that LISTENs on that
channel and wakes the subscriptions of that session, unless the write came from one of its own
pool's connections (what a process wrote, it knows). A store follower or an API long-poll then
sleeps until something happened instead of reading the store ten times a second.

If the LISTEN connection drops (a database restart, a network blip), every subscription is
woken (its owner re-reads, so nothing that happened meanwhile is missed) and the connection is
made again on the next wait; until it is back, waits poll every `POLL_WHILE_DOWN_S`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg

from voice_agent.ids import SessionId

logger = logging.getLogger("adapters.store.pg_changes")

CHANNEL = "va_events"
POLL_WHILE_DOWN_S = 1.0
RECONNECT_EVERY_S = 2.0


class Subscription:
    """One waiter's interest in one session (`ChangeSubscription`)."""

    def __init__(self, feed: ChangeListener, session_id: SessionId) -> None:
        self._feed = feed
        self.session_id = session_id
        self._changed = asyncio.Event()
        self._closed = False

    def wake(self) -> None:
        self._changed.set()

    async def wait(self, timeout: float) -> bool:
        if not self._changed.is_set():
            if not await self._feed.ensure_listening():
                timeout = min(timeout, POLL_WHILE_DOWN_S)
            try:
                async with asyncio.timeout(max(0.0, timeout)):
                    await self._changed.wait()
            except TimeoutError:
                return False
        self._changed.clear()
        return True

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._feed.forget(self)

    def __enter__(self) -> Subscription:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class ChangeListener:
    """The process's LISTEN connection and the subscriptions it wakes."""

    def __init__(self, connect: Callable[[], Awaitable[asyncpg.Connection]]) -> None:
        self._connect = connect
        # The backends of this process's own pool: what they write, this process knows already
        # (its live sides wrote it, or told its waiters in-process), so their notifications
        # wake nobody here. An owner would otherwise re-read its session after each own write.
        self.own_backends: set[int] = set()
        self._conn: asyncpg.Connection | None = None
        self._subs: dict[SessionId, set[Subscription]] = {}
        self._lock = asyncio.Lock()
        self._last_attempt = 0.0
        self._closed = False
        self.notifications = 0  # received, for tests and metrics

    async def start(self) -> None:
        self._conn = await self._listen()

    async def _listen(self) -> asyncpg.Connection:
        conn = await self._connect()
        try:
            await conn.add_listener(CHANNEL, self._on_notify)
            conn.add_termination_listener(self._on_terminated)
        except BaseException:
            await conn.close()
            raise
        return conn

    def subscribe(self, session_id: SessionId) -> Subscription:
        sub = Subscription(self, session_id)
        self._subs.setdefault(session_id, set()).add(sub)
        return sub

    def forget(self, sub: Subscription) -> None:
        subs = self._subs.get(sub.session_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self._subs[sub.session_id]

    @property
    def listening(self) -> bool:
        return self._conn is not None and not self._conn.is_closed()

    def _on_notify(self, _conn: Any, pid: int, _channel: str, payload: str) -> None:
        self.notifications += 1
        if pid in self.own_backends:
            return
        for sub in self._subs.get(SessionId(payload), ()):
            sub.wake()

    def _on_terminated(self, _conn: Any) -> None:
        if self._closed:
            return
        logger.warning("the PostgreSQL LISTEN connection was lost; waiters poll until it is back")
        self._conn = None
        for subs in self._subs.values():
            for sub in subs:
                sub.wake()  # what happened while it was down is found by re-reading

    async def ensure_listening(self) -> bool:
        """True if notifications are arriving; else try to reconnect (at most every few seconds)."""
        if self.listening or self._closed:
            return self.listening
        async with self._lock:
            if self.listening or time.monotonic() - self._last_attempt < RECONNECT_EVERY_S:
                return self.listening
            self._last_attempt = time.monotonic()
            try:
                self._conn = await self._listen()
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
                logger.warning("could not LISTEN again yet; polling", exc_info=True)
                return False
            logger.info("the PostgreSQL LISTEN connection is back")
            for subs in self._subs.values():
                for sub in subs:
                    sub.wake()
            return True

    async def aclose(self) -> None:
        self._closed = True
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                await conn.close()
            except Exception:
                logger.warning("closing the PostgreSQL LISTEN connection failed", exc_info=True)
