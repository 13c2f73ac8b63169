"""The Server: agents, sessions and their live runtimes, over one store."""

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
    SessionClosedError,
    SessionNotFoundError,
    SessionOwnedElsewhere,
)
from voice_agent.ids import AgentId, CustomerId, SessionId, new_id
from voice_agent.ports import LLM
from voice_agent.runtime import SessionRuntime
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionFilter, SessionRecord
from voice_agent.session.session import Session
from voice_agent.session.store import InMemoryStore, Store
from voice_agent.work.entries import WorkState


def _current_server() -> Server:
    scope = turn_scope.get()
    if scope is not None:
        return scope.server
    server = server_scope.get()
    if server is None:
        raise NoTurnContextError(
            "Server.current is only available inside a turn or inside `async with Server()`"
        )
    return server


class Server:
    """Holds agents and sessions. Use as ``async with Server() as server: ...``.

    `store` defaults to an in-memory store; pass the SQLite store for durability. With
    `follow_store=True`, live sessions also pick up events other processes append to the store
    (an operator's message posted to an API process), within `poll_interval_s`.
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
    ) -> None:
        self.store: Store = store or InMemoryStore()
        self.clock: Clock = clock or SystemClock()
        self.llm = llm
        self.follow_store = follow_store
        self.poll_interval_s = poll_interval_s
        # One process at a time holds a session's live side (its turns, queue and work), by a
        # lease in the store that its runtime renews; others record events for it to act on.
        self.owner_id = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.lease_ttl_s = lease_ttl_s
        self.logger = logger or logging.getLogger("voice_agent")
        self._agents: dict[AgentId, Agent] = {}
        self._runtimes: dict[SessionId, SessionRuntime] = {}
        self._runtime_locks: dict[SessionId, asyncio.Lock] = {}
        self._signals: dict[SessionId, asyncio.Event] = {}
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
        self._started = True

    async def recover(self) -> list[SessionId]:
        """After a restart: bring up the sessions whose work was left pending or undelivered, so
        their results are re-delivered and interrupted work is reported."""
        pending = {w.session_id for w in await self.store.list_work(states=[s for s in WorkState if s.is_pending])}
        failed = {w.session_id for w in await self.store.list_work(states=[WorkState.DELIVERY_FAILED])}
        recovered: list[SessionId] = []
        for sid in sorted(pending | failed):
            record = await self.store.get_session(sid)
            if record is not None and record.agent_id in self._agents:
                await self.runtime(sid)
                recovered.append(sid)
        return recovered

    async def aclose(self) -> None:
        """Close every live session: cancel turns and work, release pending state. Idempotent."""
        if self._closed:
            return
        self._closed = True
        runtimes = list(self._runtimes.values())
        self._runtimes.clear()
        await asyncio.gather(*(rt.aclose() for rt in runtimes), return_exceptions=True)
        await self.store.aclose()

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
        self._agents[agent.id] = agent
        return agent

    @property
    def agents(self) -> list[Agent]:
        return list(self._agents.values())

    def find_agent(self, agent_id: str) -> Agent | None:
        return self._agents.get(AgentId(agent_id))

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
        rt = await self.runtime(record.id)
        return rt.session

    async def get_session(self, id: str) -> Session:
        rt = self._runtimes.get(SessionId(id))
        if rt is not None:
            await rt.session.refresh()
            return rt.session
        record = await self.store.get_session(SessionId(id))
        if record is None:
            raise SessionNotFoundError(f"no session with id {id!r}")
        if record.agent_id in self._agents:
            try:
                return (await self.runtime(record.id)).session
            except SessionOwnedElsewhere:
                pass  # a view that records events for the owning process to act on
        return Session(self, record)

    async def list_sessions(self, query: SessionFilter | None = None) -> list[SessionRecord]:
        return await self.store.list_sessions(query or SessionFilter())

    async def delete_session(self, id: str) -> bool:
        rt = self._runtimes.pop(SessionId(id), None)
        if rt is not None:
            await rt.aclose()
        return await self.store.delete_session(SessionId(id))

    async def close_session(self, id: str) -> None:
        """End the live side of a session (the call ended); its log stays in the store."""
        rt = self._runtimes.pop(SessionId(id), None)
        if rt is not None:
            await rt.aclose()

    def live_runtime(self, session_id: SessionId) -> SessionRuntime | None:
        return self._runtimes.get(session_id)

    async def runtime(self, session_id: SessionId) -> SessionRuntime:
        self._check_open()
        rt = self._runtimes.get(session_id)
        if rt is not None:
            return rt
        lock = self._runtime_locks.setdefault(session_id, asyncio.Lock())
        async with lock:
            rt = self._runtimes.get(session_id)
            if rt is not None:
                return rt
            record = await self.store.get_session(session_id)
            if record is None:
                raise SessionNotFoundError(f"no session with id {session_id!r}")
            holder = await self.store.claim_session(session_id, self.owner_id, now=self.clock.wall(),
                                                    ttl_s=self.lease_ttl_s)
            if holder != self.owner_id:
                raise SessionOwnedElsewhere(
                    f"session {session_id} is live in another process ({holder}); its events are "
                    "recorded here and acted on there")
            agent = self._agents.get(record.agent_id)
            if agent is None:
                raise ConfigurationError(
                    f"session {session_id} belongs to agent {record.agent_id!r}, which this server "
                    f"does not serve; add it with server.add_agent(...)"
                )
            rt = SessionRuntime(self, agent, record, Session(self, record))
            self._runtimes[session_id] = rt
            try:
                await rt.start(follow_store=self.follow_store)
            except BaseException:
                self._runtimes.pop(session_id, None)
                await rt.aclose()
                raise
            return rt

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
        In-process appends wake waiters at once; other processes' within a poll interval."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        signal = self._signals.setdefault(session_id, asyncio.Event())
        while True:
            signal.clear()
            events = await self.store.list_events(session_id, min_offset=min_offset, kinds=kinds, source=source)
            left = end - loop.time()
            if events or left <= 0:
                return events
            try:
                await asyncio.wait_for(signal.wait(), timeout=min(left, self.poll_interval_s))
            except TimeoutError:
                pass

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
