"""The Server: agents, sessions and their live sides, over one store.

One process at a time holds a session's live side (its turns, speech queue and pending work),
by a lease in the store; other processes record events for it to act on. The Server takes
sessions (`take`), closes their live sides, recovers sessions whose owner is gone (on start and
in continuous sweeps, with `recover=True`), and drains on shutdown.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
from collections.abc import Sequence
from typing import Any

from voice_agent.agent import Agent, Composition
from voice_agent.clock import Clock, SystemClock
from voice_agent.context import Current, server_scope, turn_scope
from voice_agent.errors import (
    ConfigurationError,
    NoTurnContextError,
    ServerDrainingError,
    SessionClosedError,
    SessionNotFoundError,
    SessionOwnedElsewhere,
)
from voice_agent.ids import AgentId, CustomerId, SessionId, new_id
from voice_agent.keyed import Keyed
from voice_agent.live.engines import prepare_engine
from voice_agent.live.protocol import Observer
from voice_agent.live.recovery import Sweeper
from voice_agent.live.session import LiveSession
from voice_agent.ports import LLM, ChangeFeed, ChangeSubscription, FollowUpChannel, Store
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionFilter, SessionRecord
from voice_agent.session.session import Session
from voice_agent.session.store import InMemoryStore
from voice_agent.tasks import TaskOwner


def _current_server() -> Server:
    scope = turn_scope.get()
    server = scope.server if scope is not None else server_scope.get()
    if server is None:
        raise NoTurnContextError(
            "Server.current is only available inside a turn or inside `async with Server()`"
        )
    assert isinstance(server, Server)
    return server


class Server:
    """Holds agents and sessions. Use as ``async with Server() as server: ...``.

    `store` defaults to an in-memory store; pass the SQLite store for durability. With
    `follow_store=True`, live sessions also pick up events other processes append to the store
    (an operator's message posted to an API process), within `poll_interval_s`. With
    `recover=True`, the server takes sessions whose owner is gone (pending work, lease free or
    expired) on start and every `sweep_interval_s`, and finishes their work. `followup` is where
    an answer goes that nobody heard in the call. `text_delivery` says when a line on a text
    channel counts as delivered: "posted" (the in-process SDK caller is the reader) or "read"
    (read through the API or console: what `voice-agent serve` uses). `observers` are told about
    every live side and sweep (metrics, traces). With `retention_s`, the sweeps also delete
    sessions idle for longer than that (no pending work, no live lease), with their events.
    With `idle_close_s`, a live side with no call attached and nothing to do (no turn, nothing
    queued, no pending work) for that long is closed and its lease released; the next request
    for the session brings it up again. `voice-agent serve` uses it, so sessions touched through
    the API do not each keep a live side (and a lease renewal) for ever.
    """

    current: Current[Server] = Current(_current_server)

    def __init__(
        self,
        *,
        store: Store | None = None,
        clock: Clock | None = None,
        llm: LLM | None = None,
        follow_store: bool = False,
        poll_interval_s: float = 0.1,
        lease_ttl_s: float = 6.0,
        logger: logging.Logger | None = None,
        followup: FollowUpChannel | None = None,
        text_delivery: str = "posted",
        recover: bool = False,
        sweep_interval_s: float | None = None,
        observers: Sequence[Observer] = (),
        retention_s: float | None = None,
        idle_close_s: float | None = None,
    ) -> None:
        if idle_close_s is not None and idle_close_s <= 0:
            raise ConfigurationError(f"idle_close_s must be positive (or None: keep live sides), not {idle_close_s}")
        if retention_s is not None and retention_s <= 0:
            raise ConfigurationError(f"retention_s must be positive (or None: keep everything), not {retention_s}")
        if text_delivery not in ("posted", "read"):
            raise ConfigurationError(f"text_delivery must be 'posted' or 'read', not {text_delivery!r}")
        self.clock: Clock = clock or SystemClock()
        self.store: Store = store or InMemoryStore(self.clock)
        self.llm = llm
        self.follow_store = follow_store
        self.poll_interval_s = poll_interval_s
        self.owner_id = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.lease_ttl_s = lease_ttl_s
        self.logger = logger or logging.getLogger("voice_agent")
        self.followup = followup
        self.text_delivery = text_delivery
        self.recovers = recover
        self.sweep_interval_s = sweep_interval_s if sweep_interval_s is not None else max(0.2, lease_ttl_s / 2)
        self.observers = list(observers)
        self.retention_s = retention_s
        self.idle_close_s = idle_close_s
        self.draining = False
        self._agents: dict[AgentId, Agent] = {}
        self._live: dict[SessionId, LiveSession] = {}
        self._take_locks: Keyed[SessionId, asyncio.Lock] = Keyed(asyncio.Lock)
        self._signals: Keyed[SessionId, asyncio.Event] = Keyed(asyncio.Event)
        self._tasks = TaskOwner("server", on_crash=self._crashed)
        self._sweeper = Sweeper(self)
        self._token: Any = None
        self._started = False
        self._closed = False

    # -- life cycle -------------------------------------------------------------------------------

    async def __aenter__(self) -> Server:
        await self.start()
        self._token = server_scope.set(self)
        return self

    async def __aexit__(self, *exc: object) -> None:
        try:
            await self.aclose()
        finally:
            if self._token is not None:
                try:
                    server_scope.reset(self._token)
                except ValueError:
                    server_scope.set(None)  # exited in another context (e.g. a test fixture)
                self._token = None

    async def start(self) -> None:
        """Start the server's scope (and its recovery sweeps); idempotent. `async with` calls
        it, and so does the first session taken."""
        if self._started:
            return
        self._started = True
        await self._tasks.start()
        if self.recovers:
            self._tasks.spawn(self._sweeper.run(self.sweep_interval_s), "recovery-sweeps")
        if self.idle_close_s is not None:
            self._tasks.spawn(self._close_idle(self.idle_close_s), "idle-live-sides")

    async def _close_idle(self, idle_s: float) -> None:
        """Close live sides that have had no call and nothing to do for `idle_s`: checked every
        quarter of it, so one closes between `idle_s` and 1.25 x `idle_s` after it went idle."""
        idle_since: dict[SessionId, float] = {}
        while True:
            await self.clock.sleep(idle_s / 4)
            now = self.clock.now()
            for sid, live in list(self._live.items()):
                if live.voice or live.busy or live.closed or self.draining:
                    idle_since.pop(sid, None)
                    continue
                since = idle_since.setdefault(sid, now)
                if now - since >= idle_s:
                    idle_since.pop(sid, None)
                    await self._close_live(live)
            for sid in set(idle_since) - set(self._live):
                del idle_since[sid]

    def _crashed(self, name: str, exc: BaseException) -> None:
        self.logger.error("the server's %s task crashed; the server stopped", name, exc_info=exc)

    async def recover(self) -> list[SessionId]:
        """Take the sessions whose owner is gone and finish their work (once; `recover=True`
        does it on start and continuously). A session another process holds is skipped."""
        return await self._sweeper.sweep()

    async def drain(self, timeout_s: float) -> bool:
        """Stop taking new sessions (and recovering others), and let live ones finish (no turn
        running, nothing queued, no pending work) for up to `timeout_s`. True if they all did.
        Then `aclose()` hands what is left to the store and releases the leases."""
        self.draining = True
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout_s
        while any(live.busy for live in self._live.values()) and loop.time() < end:  # noqa: ASYNC110
            await asyncio.sleep(min(0.1, max(0.0, end - loop.time())))  # polled: busy has many sources
        return not any(live.busy for live in self._live.values())

    async def aclose(self) -> None:
        """Close every live side (running work is stored `interrupted`, leases are released),
        then the store. Idempotent."""
        if self._closed:
            return
        self._closed = True
        self.draining = True
        lives = list(self._live.values())
        await asyncio.gather(*(self._close_live(live) for live in lives), return_exceptions=True)
        await self._tasks.aclose()
        await self.store.aclose()

    async def _close_live(self, live: LiveSession) -> None:
        await live.aclose()
        await live.finish()
        self._forget(live)

    # -- agents ---------------------------------------------------------------------------------------

    async def create_agent(
        self, name: str, description: str = "", *, composition: Composition = "strict", **kwargs: Any
    ) -> Agent:
        return await self.add_agent(Agent(name, description, composition=composition, **kwargs))

    async def add_agent(self, agent: Agent) -> Agent:
        await agent.ensure_setup()
        if agent.composition == "fluid" and self.llm is None:
            raise ConfigurationError(
                f"agent {agent.name!r} uses fluid composition, which needs an LLM: pass "
                "llm=OpenAICompatibleLLM.from_env() (set OPENAI_API_KEY, and OPENAI_BASE_URL for "
                "another OpenAI-compatible server) or use composition='strict'"
            )
        await prepare_engine(agent)  # checked and embedded now, not in the first turn
        self._agents[agent.id] = agent
        return agent

    @property
    def agents(self) -> list[Agent]:
        return list(self._agents.values())

    def find_agent(self, agent_id: str) -> Agent | None:
        return self._agents.get(AgentId(agent_id))

    def serves(self, agent_id: str) -> bool:
        return AgentId(agent_id) in self._agents

    def require_llm(self) -> LLM:
        if self.llm is None:
            raise ConfigurationError("fluid composition needs an LLM; construct Server(llm=...)")
        return self.llm

    # -- sessions ---------------------------------------------------------------------------------------

    async def create_session(
        self,
        agent: Agent | str,
        *,
        customer_id: str | None = None,
        customer_represented_by_an_agent: bool = False,
        title: str | None = None,
        metadata: dict[str, Any] | None = None,
        labels: Sequence[str] = (),
    ) -> Session:
        self._check_open()
        if self.draining:
            raise ServerDrainingError("the server is shutting down and takes no new sessions; try another")
        agent_obj = self._resolve_agent(agent)
        record = SessionRecord(
            id=SessionId(new_id("ses")),
            agent_id=agent_obj.id,
            customer_id=CustomerId(customer_id or "guest"),
            created_at=self.clock.wall(),
            customer_represented_by_an_agent=bool(customer_represented_by_an_agent),
            title=title,
            metadata=dict(metadata or {}),
            labels=frozenset(labels),
        )
        await self.store.create_session(record)
        live = await self.take(record.id)
        return live.session

    async def get_session(self, id: str) -> Session:
        live = self._live.get(SessionId(id))
        if live is not None:
            await live.session.refresh()
            return live.session
        record = await self.store.get_session(SessionId(id))
        if record is None:
            raise SessionNotFoundError(f"no session with id {id!r}")
        if record.agent_id in self._agents and not self._closed:
            try:
                return (await self.take(record.id)).session
            except SessionOwnedElsewhere:
                pass  # a view that records events for the owning process to act on
        return Session(self, record)

    async def list_sessions(self, query: SessionFilter | None = None) -> list[SessionRecord]:
        return await self.store.list_sessions(query or SessionFilter())

    async def delete_session(self, id: str) -> bool:
        live = self._live.get(SessionId(id))
        if live is not None:
            await self._close_live(live)
        return await self.store.delete_session(SessionId(id))

    async def close_session(self, id: str, *, wait: bool = True) -> None:
        """The call ended: no more turns; the work it started is kept until it completes (its
        answer then goes out by the follow-up channel). With `wait`, returns once the live side
        has closed and released its lease."""
        live = self._live.get(SessionId(id))
        if live is None:
            return
        await live.hang_up()
        if wait:
            await live.wait_closed()
            while self._live.get(live.id) is live:  # noqa: ASYNC110
                await asyncio.sleep(0.01)  # its watcher releases the lease, then forgets it

    def live(self, session_id: SessionId) -> LiveSession | None:
        """The session's live side, if this process holds it (and it is not closing)."""
        live = self._live.get(session_id)
        return live if live is not None and not live.closed else None

    def live_runtime(self, session_id: SessionId) -> LiveSession | None:
        return self.live(session_id)

    async def runtime(self, session_id: SessionId) -> LiveSession:
        return await self.take(session_id)

    async def take(self, session_id: SessionId, *, detached: bool = False) -> LiveSession:
        """The session's live side, taking its lease if no process holds it (raises
        SessionOwnedElsewhere if another does). `detached`: nobody is listening (recovery)."""
        self._check_open()
        live = self._live.get(session_id)
        if live is not None and not live.closed:
            return live
        if live is not None:  # closing (idle, or the call ended): let it go, then take it anew
            await self._forgotten(live)
        await self.start()
        with self._take_locks.use(session_id) as lock:
            async with lock:
                return await self._take_locked(session_id, detached=detached)

    async def _take_locked(self, session_id: SessionId, *, detached: bool) -> LiveSession:
        """take(), holding the session's take lock: one live side per session in this process."""
        live = self._live.get(session_id)
        if live is not None and not live.closed:
            return live
        if live is not None:
            await self._forgotten(live)
        record = await self.store.get_session(session_id)
        if record is None:
            raise SessionNotFoundError(f"no session with id {session_id!r}")
        agent = self._agents.get(record.agent_id)
        if agent is None:
            raise ConfigurationError(
                f"session {session_id} belongs to agent {record.agent_id!r}, which this server "
                f"does not serve; add it with server.add_agent(...)"
            )
        asked_at = self.clock.now()
        lease = await self.store.claim_session(session_id, self.owner_id, ttl_s=self.lease_ttl_s)
        if lease is None:
            holder = await self.store.lease_of(session_id)
            raise SessionOwnedElsewhere(
                f"session {session_id} is live in another process "
                f"({holder.owner if holder else 'unknown'}); its events are recorded here and acted on there")
        live = LiveSession(self, agent, record, lease, asked_at)
        if detached:
            live.detach()
        self._live[session_id] = live
        try:
            await live.start(follow_store=self.follow_store)
        except BaseException:
            await self._close_live(live)
            raise
        self._tasks.spawn(self._watch(live), f"live:{session_id}")
        self.observe("live_started", live)
        return live

    async def _forgotten(self, live: LiveSession) -> None:
        """Until a closing live side has released its lease and been forgotten."""
        await live.wait_closed()
        while self._live.get(live.id) is live:  # noqa: ASYNC110
            await asyncio.sleep(0.01)  # its watcher releases the lease, then forgets it

    async def _watch(self, live: LiveSession) -> None:
        """Owns one live side: when it should close (settled after a hang-up, lease lost, a
        crash, or aclose), close it, record why, release its lease."""
        try:
            await live.wait_done()
        finally:
            await self._close_live(live)

    def observe(self, what: str, *args: Any) -> None:
        """Tell every observer; one that fails is logged, never the server's problem."""
        for observer in self.observers:
            try:
                getattr(observer, what)(*args)
            except Exception:
                self.logger.exception("observer %s failed on %s", type(observer).__name__, what)

    def _forget(self, live: LiveSession) -> None:
        if self._live.get(live.id) is live:
            del self._live[live.id]
            self.observe("live_closed", live)
        self.notify(live.id)

    async def acknowledge_read(self, session_id: SessionId, events: Sequence[Event], reader: str) -> None:
        """Events were read through the API: lines carrying a work's answer count as delivered
        when the customer read them (`reader == "customer"`); an operator's read delivers
        nothing. The session's owner applies it (here, or from the store)."""
        if reader != "customer":
            return
        finals = [e for e in events if e.kind is EventKind.MESSAGE and e.data.get("work_id")
                  and e.source is EventSource.AI_AGENT]
        if not finals:
            return
        live = self._live.get(session_id)
        if live is not None:
            await live.acknowledge_read(finals, reader)
            return
        await self.store.append_event(session_id, kind=EventKind.STATUS, source=EventSource.SYSTEM,
                                      trace_id=finals[-1].trace_id, created_at=self.clock.wall(),
                                      data={"status": "read", "data": {"offsets": [e.offset for e in finals],
                                                                       "reader": reader}})
        self.notify(session_id)

    # -- waiting for events -----------------------------------------------------------------------------

    def notify(self, session_id: SessionId) -> None:
        signal = self._signals.get(session_id)
        if signal is not None:
            signal.set()

    async def wait_for_events(
        self,
        session_id: SessionId,
        *,
        min_offset: int = 0,
        kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
        timeout: float = 10.0,
    ) -> list[Event]:
        """Events at or after `min_offset`, waiting up to `timeout` seconds for the first one.
        In-process appends wake waiters at once; other processes' through the store's change
        feed where it has one (PostgreSQL), else within a poll interval."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        feed = self.store.subscribe(session_id) if isinstance(self.store, ChangeFeed) else None
        try:
            with self._signals.use(session_id) as signal:
                while True:
                    signal.clear()
                    events = await self.store.list_events(session_id, min_offset=min_offset, kinds=kinds,
                                                          source=source)
                    left = end - loop.time()
                    if events or left <= 0:
                        return events
                    await _first_of(signal, feed, left if feed is not None else min(left, self.poll_interval_s))
        finally:
            if feed is not None:
                feed.close()

    def _resolve_agent(self, agent: Agent | str) -> Agent:
        if isinstance(agent, Agent):
            if agent.id not in self._agents:
                raise ConfigurationError(f"agent {agent.name!r} is not on this server; use server.add_agent(agent)")
            return agent
        found = self._agents.get(AgentId(agent))
        if found is None:
            raise ConfigurationError(f"no agent with id {agent!r}; known: {sorted(self._agents)}")
        return found

    def _check_open(self) -> None:
        if self._closed:
            raise SessionClosedError("the server is closed")


async def _first_of(signal: asyncio.Event, feed: ChangeSubscription | None, timeout: float) -> None:
    """Until this process signals a change, the store's feed reports one, or `timeout` passes."""
    waits: list[asyncio.Future[bool]] = [asyncio.ensure_future(signal.wait())]
    if feed is not None:
        waits.append(asyncio.ensure_future(feed.wait(timeout)))
    try:
        await asyncio.wait(waits, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for w in waits:
            w.cancel()
        await asyncio.gather(*waits, return_exceptions=True)
