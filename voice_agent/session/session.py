"""The Session handle SDK users hold: the stored conversation plus what can be done to it.

A handle acts through its session's live side when this process holds it (`LiveSide`), and
otherwise records events in the store for the process that holds it to act on. It never reaches
into the live side's parts.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Mapping, Sequence
from decimal import Decimal
from typing import Any

from voice_agent.context import Current, require_turn, tool_call_scope, turn_scope
from voice_agent.errors import DeliveryError, InvalidInputError, SessionOwnedElsewhere
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId, WorkId, new_id
from voice_agent.live.protocol import LiveSide, SessionHost
from voice_agent.session.events import Event, EventKind, EventSource, tool_event_data
from voice_agent.session.records import SessionChanges, SessionMode, SessionRecord
from voice_agent.sounds import Sound
from voice_agent.tools import Tool, ToolResult
from voice_agent.work.entries import WorkEntry, operation_key

REQUEST_TIMEOUT_S = 30.0


def _current_session() -> Session:
    session = require_turn("Session").session
    assert isinstance(session, Session)
    return session


class Labels:
    """A session's labels. Reading (`in`, iteration, `all()`) is synchronous and reads the
    record this handle holds, as of its last write or `session.refresh()`; changing (`add`,
    `upsert`, `remove`) is asynchronous: it writes to the store and must be awaited."""

    def __init__(self, session: Session) -> None:
        self._session = session

    async def add(self, *labels: str) -> None:
        await self._session._change({"labels_add": list(labels)})

    async def upsert(self, *labels: str) -> None:
        await self.add(*labels)

    async def remove(self, *labels: str) -> None:
        await self._session._change({"labels_remove": list(labels)})

    def __contains__(self, label: object) -> bool:
        return label in self._session.record.labels

    def __iter__(self) -> Any:
        return iter(sorted(self._session.record.labels))

    def all(self) -> list[str]:
        return sorted(self._session.record.labels)


class Metadata:
    """A session's metadata. Reading (`get`, `all()`) is synchronous and reads the record this
    handle holds; changing (`set`, `delete`) is asynchronous: it writes to the store."""

    def __init__(self, session: Session) -> None:
        self._session = session

    async def set(self, key: str, value: Any) -> None:
        await self._session._change({"metadata_set": {key: value}})

    async def delete(self, key: str) -> None:
        await self._session._change({"metadata_unset": [key]})

    def get(self, key: str, default: Any = None) -> Any:
        return self._session.record.metadata.get(key, default)

    def all(self) -> dict[str, Any]:
        return dict(self._session.record.metadata)


class Session:
    """A conversation. Get one from `server.create_session(...)`, `server.get_session(id=...)`,
    or `Session.current` inside a turn."""

    current: Current[Session] = Current(_current_session)

    def __init__(self, host: SessionHost, record: SessionRecord) -> None:
        self._host = host
        self.record = record
        self.labels = Labels(self)
        self.metadata = Metadata(self)

    @property
    def id(self) -> SessionId:
        return self.record.id

    @property
    def agent_id(self) -> AgentId:
        return self.record.agent_id

    @property
    def customer_id(self) -> CustomerId:
        return self.record.customer_id

    @property
    def mode(self) -> str:
        return self.record.mode.value

    @property
    def customer_represented_by_an_agent(self) -> bool:
        return self.record.customer_represented_by_an_agent

    async def runtime(self) -> LiveSide:
        """The live side; raises SessionOwnedElsewhere if another process holds it."""
        return await self._host.take(self.id)

    async def _live(self) -> LiveSide | None:
        live = self._host.live(self.id)
        if live is not None:
            return live
        try:
            return await self._host.take(self.id)
        except SessionOwnedElsewhere:
            return None

    async def _append(self, kind: EventKind, source: EventSource, data: Mapping[str, Any]) -> Event:
        """Record an event as a view (not the owner): the owner picks it up from the store."""
        event = await self._host.store.append_event(
            self.id, kind=kind, source=source, trace_id=TraceId(new_id("trc")), data=data,
            created_at=self._host.clock.wall())
        self._host.notify(self.id)
        return event

    async def _request(self, action: str, **fields: Any) -> Event:
        """Ask the process that holds the session to act, and wait for the message it posts."""
        rid = new_id("req")
        request = await self._append(EventKind.CUSTOM, EventSource.AI_AGENT,
                                     {"type": "request", "action": action, "request_id": rid, **fields})
        async with asyncio.timeout(REQUEST_TIMEOUT_S + 1):
            offset = request.offset + 1
            while True:
                for e in await self.wait_for_events(min_offset=offset, kinds=[EventKind.MESSAGE],
                                                    timeout=REQUEST_TIMEOUT_S):
                    offset = e.offset + 1
                    if e.data.get("request_id") == rid:
                        return e

    async def utter(self, rules: Sequence[str]) -> str:
        """Speak up now following `rules` (what `Agent.utter` does for this session); returns
        the text once it is posted."""
        live = await self._live()
        if live is not None:
            return await live.utter(list(rules))
        try:
            return (await self._request("utter", rules=list(rules))).message or ""
        except TimeoutError as exc:
            raise DeliveryError(f"the process holding the session did not speak within {REQUEST_TIMEOUT_S:g} s") from exc

    async def refresh(self) -> Session:
        """Re-read the record from the store (labels, metadata, mode)."""
        record = await self._host.store.get_session(self.id)
        if record is not None:
            self.record = record
        return self

    async def _change(self, changes: SessionChanges) -> None:
        live = self._host.live(self.id)
        if live is not None:
            self.record = await live.change(changes)  # as the owner: fenced, acted on at once
        else:
            self.record = await self._host.store.update_session(self.id, changes)
            self._host.notify(self.id)

    async def update(self, *, mode: str | None = None, title: str | None = None) -> None:
        changes: SessionChanges = {}
        if mode is not None:
            try:
                changes["mode"] = SessionMode(mode)
            except ValueError:
                raise InvalidInputError(f"mode must be 'auto' or 'manual', not {mode!r}") from None
        if title is not None:
            changes["title"] = title
        await self._change(changes)

    # -- speaking and recording --------------------------------------------------------------------

    async def emit_message(self, text: str) -> Event:
        """Post exactly `text` as an agent message (spoken verbatim on voice). No model call."""
        live = await self._live()
        if live is not None:
            return await live.emit_message(text)
        if not text.strip():
            raise InvalidInputError("emit_message needs non-empty text")
        try:
            return await self._request("emit_message", text=text)
        except TimeoutError as exc:
            raise DeliveryError(f"the process holding the session did not post the message within {REQUEST_TIMEOUT_S:g} s") from exc

    async def emit_tool_result(
        self, tool: Tool | str, result: ToolResult, arguments: Mapping[str, Any] | None = None
    ) -> Event:
        """Record completed background work as a tool event; its costs are recorded here, once.
        Inside tracked work, the result (and its rules) becomes the work's result."""
        name = tool if isinstance(tool, str) else tool.name
        live = await self._live()
        if live is not None:
            return await live.emit_tool_result(name, result, arguments or {})
        return await self._append(EventKind.TOOL, EventSource.AI_AGENT, tool_event_data(name, arguments or {}, result))

    def start_work(
        self,
        coro: Coroutine[Any, Any, Any],
        *,
        key: str | None = None,
        request_id: str | None = None,
        progress: Sequence[str | Mapping[str, Any] | Sound] = (),
    ) -> WorkEntry:
        """Start tracked background work: deduplicated by key (across the customer's sessions),
        owned by the session, pending until its result or failure notice has been delivered.

        The key defaults to the current tool call's (tool name plus normalised arguments);
        `request_id` makes an explicit one. `progress` says what fills each silence while it
        runs, in order (the last repeats): rules shape the "still working" lines, and a
        `va.Sound` plays a sound there instead (on voice; on text, the line).
        If the process stops while the work runs, the next owner asks the tool's reconciler
        (`@tool.reconciler`) what became of it; the work itself is never re-run.
        """
        call = tool_call_scope.get()
        scope = turn_scope.get()
        if key is None:
            if call is None and request_id is None:
                coro.close()
                raise InvalidInputError("start_work outside a tool call needs key= or request_id=")
            tool_name = call.tool if call else "work"
            key = operation_key(tool_name, call.arguments if call else {}, request_id) if request_id or call is None \
                else call.key
        live = self._host.live(self.id)
        if live is None:
            coro.close()
            raise InvalidInputError("start_work needs a live session; call it from a tool or after get_session()")
        rules = [r if isinstance(r, str) else str(r.get("content", "")) for r in progress
                 if not isinstance(r, Sound)]
        steps = [r if isinstance(r, Sound) else None for r in progress]
        return live.start_work(
            coro,
            tool=call.tool if call else key.split(":", 1)[0],
            arguments=call.arguments if call else {},
            key=key,
            trace_id=scope.trace_id if scope else TraceId(new_id("trc")),
            progress=[r for r in rules if r],
            steps=steps if any(isinstance(r, Sound) for r in steps) else [],
        )

    # -- the event log ------------------------------------------------------------------------------------

    async def post_customer_message(self, text: str, *, wait: bool = False, timeout: float = 30.0) -> Event:
        """Post what the customer said. With wait=True, returns the agent's reply event (or the
        customer's own event if the turn produced no reply)."""
        live = await self._live()
        if live is None:  # the owning process follows the store and answers
            if not text.strip():
                raise InvalidInputError("a customer message needs non-empty text in `message`")
            event = await self._append(EventKind.MESSAGE, EventSource.CUSTOMER, {"message": text})
            if not wait:
                return event
            replies = await self.wait_for_events(min_offset=event.offset + 1, kinds=[EventKind.MESSAGE],
                                                 source=EventSource.AI_AGENT, timeout=timeout)
            return replies[0] if replies else event
        event = await live.customer_message(text)
        if not wait:
            return event
        reply = await live.wait_for_reply(event.trace_id, timeout)
        return reply or event

    async def post_operator_message(
        self, text: str, *, participant: Mapping[str, Any] | None = None,
        source: EventSource = EventSource.HUMAN_AGENT,
    ) -> Event:
        live = await self._live()
        if live is not None:
            return await live.operator_message(text, participant=participant, source=source)
        if not text.strip():
            raise InvalidInputError("an operator message needs non-empty text in `message`")
        data: dict[str, Any] = {"message": text}
        if participant:
            data["participant"] = dict(participant)
        return await self._append(EventKind.MESSAGE, source, data)  # the owner speaks it

    async def retry_delivery(self, work_id: str) -> None:
        """Deliver a `delivery_failed` result again (an operator's retry)."""
        live = await self._live()
        if live is not None:
            await live.retry_delivery(WorkId(work_id))
        else:
            await self._append(EventKind.CUSTOM, EventSource.HUMAN_AGENT,
                               {"type": "request", "action": "retry_delivery", "request_id": new_id("req"),
                                "work_id": work_id})

    async def events(
        self, *, min_offset: int = 0, kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
    ) -> list[Event]:
        return await self._host.store.list_events(self.id, min_offset=min_offset, kinds=kinds, source=source)

    async def messages(self) -> list[Event]:
        return await self.events(kinds=[EventKind.MESSAGE])

    async def wait_for_events(
        self, *, min_offset: int = 0, kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None, timeout: float = 10.0,
    ) -> list[Event]:
        return await self._host.wait_for_events(self.id, min_offset=min_offset, kinds=kinds,
                                                source=source, timeout=timeout)

    async def wait_for_message(
        self, *, after_offset: int = -1, source: EventSource = EventSource.AI_AGENT,
        containing: str | None = None, timeout: float = 10.0,
    ) -> Event:
        """The first message from `source` after `after_offset` (optionally containing text)."""
        offset = after_offset + 1
        async with asyncio.timeout(timeout):
            while True:
                events = await self.wait_for_events(min_offset=offset, kinds=[EventKind.MESSAGE], timeout=timeout)
                for e in events:
                    offset = e.offset + 1
                    if e.source == source and (containing is None or containing.lower() in (e.message or "").lower()):
                        return e

    async def work(self) -> list[WorkEntry]:
        live = self._host.live(self.id)
        if live is not None:
            return live.ledger.entries()
        return await self._host.store.list_work(session_id=self.id)

    async def wait_for_work(self, timeout: float = 30.0) -> list[WorkEntry]:
        """Wait until every piece of this session's work has reached a final state."""
        live = await self.runtime()
        async with asyncio.timeout(timeout):
            return await live.ledger.wait_settled()

    async def costs(self) -> dict[str, Decimal]:
        """Costs recorded by tool events, summed by name."""
        totals: dict[str, Decimal] = {}
        for e in await self.events(kinds=[EventKind.TOOL]):
            for call in e.data.get("tool_calls", []):
                for name, value in ((call.get("result") or {}).get("costs") or {}).items():
                    totals[name] = totals.get(name, Decimal(0)) + Decimal(str(value))
        return totals

    def __repr__(self) -> str:
        return f"Session({self.id}, mode={self.mode})"
