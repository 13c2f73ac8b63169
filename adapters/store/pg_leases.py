"""Lease renewals on a connection of their own, several in one statement.

A renewal must not wait behind ordinary writes. Through the shared pool it did: when a burst of
calls (every booking answered at once, a dead worker's sessions being loaded) held all its
connections, a renewal waited seconds for one (2.7 s measured in the fleet test with two busy
loops beside it, while its own statement took 0.02 s), and once that passed a third of the
lease, another process's sweep could take a live call over. So renewals go through one
connection that nothing else uses, and the renewals waiting when it comes free go together, in
one statement: a process renews all its leases in one round trip, however many calls it holds.

The rules:

1. A renewal asks; whoever holds the connection next sends every renewal waiting then, so a
   renewal waits for at most the batch in flight and its own.
2. Each lease is renewed only if it is still the session's (owner and epoch), on the database's
   clock, as before; one stale lease in a batch gets None and the others are renewed.
3. The connection is opened with the store. A batch that fails (the connection broke, the
   database refused) fails each of its renewals with StoreError, and the connection is
   dropped: the next batch opens a new one.
4. A renewal cancelled while its batch is in flight leaves the others of the batch waiting for
   an answer: they are sent again, on a new connection (the cancelled statement may have left
   the old one mid-way).
5. A batch waits for a fenced write in flight on any of its rows to commit (the write's share
   lock on the lease row), as a single renewal waited for its own. Those writes are this
   process's own, one statement each except a session update (a few round trips in one
   transaction), so the wait is short unless the process itself is starved; but while it lasts
   it holds back the renewals of every session in the batch, not only that one.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import asyncpg

from voice_agent.errors import StoreError
from voice_agent.ids import SessionId
from voice_agent.ports import Lease

# What the driver raises when the database or the connection fails: the store's callers get a
# StoreError for each. InternalClientError is what asyncpg raises on a connection whose backend was
# terminated while the client had not yet seen it go ("cannot switch to state ...").
CONNECTION_ERRORS = (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.exceptions.InternalClientError)

RENEW_MANY = (
    "UPDATE va_leases l SET expires_at = EXTRACT(EPOCH FROM now())::float8 + r.ttl"
    " FROM unnest($1::text[], $2::text[], $3::bigint[], $4::float8[]) AS r(session_id, owner, epoch, ttl)"
    " WHERE l.session_id = r.session_id AND l.owner = r.owner AND l.epoch = r.epoch"
    " RETURNING l.session_id, l.owner, l.epoch, l.expires_at"
)


@dataclass(eq=False)
class _Asked:
    lease: Lease
    ttl_s: float
    answer: asyncio.Future[Lease | None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class LeaseRenewals:
    """`await renewals.renew(lease, ttl_s)`: the renewed lease, or None if it is no longer the
    session's. `connect` opens the connection the renewals use (again after a failure)."""

    def __init__(self, connect: Callable[[], Awaitable[asyncpg.Connection]]) -> None:
        self._connect = connect
        self._conn: asyncpg.Connection | None = None
        self._waiting: list[_Asked] = []
        self._turn = asyncio.Lock()  # one batch on the connection at a time

    async def open(self) -> None:
        """Open the connection now, with the store: opened by the first renewal, it made every
        renewal of the process wait for it (1 to 2.4 s on a loaded machine, measured in the fleet
        test), on top of its own lateness."""
        async with self._turn:
            if self._conn is None:
                try:
                    self._conn = await self._connect()
                except CONNECTION_ERRORS as exc:
                    raise StoreError(f"PostgreSQL store: could not open the lease connection: {exc}") from exc

    async def renew(self, lease: Lease, ttl_s: float) -> Lease | None:
        asked = _Asked(lease, float(ttl_s))
        self._waiting.append(asked)
        try:
            async with self._turn:
                if not asked.answer.done():
                    await self._send()
            return await asked.answer
        finally:
            if asked in self._waiting:
                self._waiting.remove(asked)
            if asked.answer.done() and not asked.answer.cancelled():
                asked.answer.exception()  # an asker cancelled while its batch failed: seen, not lost

    async def _send(self) -> None:
        batch, self._waiting = self._waiting, []
        try:
            if self._conn is None or self._conn.is_closed():
                self._conn = await self._connect()
            rows = await self._conn.fetch(
                RENEW_MANY, [a.lease.session_id for a in batch], [a.lease.owner for a in batch],
                [a.lease.epoch for a in batch], [a.ttl_s for a in batch])
        except CONNECTION_ERRORS as exc:
            self._drop()
            error = StoreError(f"PostgreSQL store: could not renew leases: {exc}")
            error.__cause__ = exc
            for a in batch:
                if not a.answer.done():
                    a.answer.set_exception(error)
            return
        except BaseException:
            self._drop()
            self._waiting[:0] = [a for a in batch if not a.answer.done()]  # rule 4: asked again
            raise
        renewed = {(SessionId(r[0]), str(r[1]), int(r[2])): float(r[3]) for r in rows}
        for a in batch:
            if a.answer.done():  # its asker was cancelled
                continue
            expires = renewed.get((a.lease.session_id, a.lease.owner, a.lease.epoch))
            a.answer.set_result(None if expires is None else
                                Lease(a.lease.session_id, a.lease.owner, a.lease.epoch, expires))

    def _drop(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.terminate()

    async def aclose(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                await conn.close(timeout=2)
            except (*CONNECTION_ERRORS, TimeoutError):
                conn.terminate()
