"""The Session handle SDK users hold: the stored conversation plus what can be done to it."""

from __future__ import annotations

from collections.abc import Coroutine, Mapping, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from voice_agent.context import Current, require_turn, tool_call_scope, turn_scope
from voice_agent.errors import DeliveryError, InvalidInputError, SessionOwnedElsewhere
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId, new_id
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionMode, SessionRecord
from voice_agent.tools import Tool, ToolResult
from voice_agent.work.entries import WorkEntry, operation_key

if TYPE_CHECKING:
    from voice_agent.runtime import SessionRuntime
    from voice_agent.server import Server


def _current_session() -> Session:
    return require_turn("Session").session


class Labels:
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

    def __init__(self, server: Server, record: SessionRecord) -> None:
        self._server = server
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

    async def runtime(self) -> SessionRuntime:
        """The live side; raises SessionOwnedElsewhere if another process holds it."""
        return await self._server.runtime(self.id)

    async def _live(self) -> SessionRuntime | None:
        rt = self._server.live_runtime(self.id)
        if rt is not None:
            return rt
        try:
            return await self._server.runtime(self.id)
        except SessionOwnedElsewhere:
            return None

    async def _append(self, kind: EventKind, source: EventSource, data: Mapping[str, Any]) -> Event:
        event = await self._server.store.append_event(
            self.id, kind=kind, source=source, trace_id=TraceId(new_id("trc")), data=data,
            created_at=self._server.clock.wall())
        self._server.notify(self.id)
        return event

    async def _request(self, action: str, **fields: Any) -> Event:
        """Ask the process that holds the session to act, and wait for the message it posts."""
        rid = new_id("req")
        request = await self._append(EventKind.CUSTOM, EventSource.AI_AGENT,
                                     {"type": "request", "action": action, "request_id": rid, **fields})
        timeout = 30.0
        async with _deadline(timeout + 1):
            offset = request.offset + 1
            while True:
                for e in await self.wait_for_events(min_offset=offset, kinds=[EventKind.MESSAGE], timeout=timeout):
                    offset = e.offset + 1
                    if e.data.get("request_id") == rid:
                        return e

    async def _utter(self, rules: list[str]) -> str:
        rt = await self._live()
        if rt is not None:
            return await rt.utter(rules)
        try:
            return (await self._request("utter", rules=rules)).message or ""
        except TimeoutError as exc:
            raise DeliveryError("the process holding the session did not speak within 30 s") from exc

    async def refresh(self) -> Session:
        record = await self._server.store.get_session(self.id)
        if record is not None:
            self.record = record
        return self

    async def _change(self, changes: SessionChanges) -> None:
        self.record = await self._server.store.update_session(self.id, changes)
        rt = self._server.live_runtime(self.id)
        if rt is not None:
            rt.record = self.record
            rt.session.record = self.record
            rt.floor.poke()
        self._server.notify(self.id)

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
        rt = await self._live()
        if rt is not None:
            return await rt.emit_message(text)
        if not text.strip():
            raise InvalidInputError("emit_message needs non-empty text")
        try:
            return await self._request("emit_message", text=text)
        except TimeoutError as exc:
            raise DeliveryError("the process holding the session did not post the message within 30 s") from exc

    async def emit_tool_result(
        self, tool: Tool | str, result: ToolResult, arguments: Mapping[str, Any] | None = None
    ) -> Event:
        """Record completed background work as a tool event; its costs are recorded here, once."""
        name = tool if isinstance(tool, str) else tool.name
        rt = await self._live()
        if rt is not None:
            return await rt.emit_tool_result(name, result, arguments or {})
        from voice_agent.runtime import tool_event_data

        return await self._append(EventKind.TOOL, EventSource.AI_AGENT, tool_event_data(name, arguments or {}, result))

    def start_work(
        self,
        coro: Coroutine[Any, Any, Any],
        *,
        key: str | None = None,
        request_id: str | None = None,
        progress: Sequence[str | Mapping[str, Any]] = (),
    ) -> WorkEntry:
        """Start tracked background work: deduplicated by key, owned by the session, pending
        until its result or failure notice has been delivered.

        The key defaults to the current tool call's (tool name plus normalised arguments);
        `request_id` makes an explicit one. `progress` rules shape the "still working" lines.
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
        rt = self._server.live_runtime(self.id)
        if rt is None:
            coro.close()
            raise InvalidInputError("start_work needs a live session; call it from a tool or after get_session()")
        rules = [r if isinstance(r, str) else str(r.get("content", "")) for r in progress]
        return rt.start_work(
            coro,
            tool=call.tool if call else key.split(":", 1)[0],
            arguments=call.arguments if call else {},
            key=key,
            trace_id=scope.trace_id if scope else TraceId(new_id("trc")),
            progress=[r for r in rules if r],
        )

    # -- the event log ------------------------------------------------------------------------------------

    async def post_customer_message(self, text: str, *, wait: bool = False, timeout: float = 30.0) -> Event:
        """Post what the customer said. With wait=True, returns the agent's reply event (or the
        customer's own event if the turn produced no reply)."""
        rt = await self._live()
        if rt is None:  # the owning process follows the store and answers
            if not text.strip():
                raise InvalidInputError("a customer message needs non-empty text in `message`")
            event = await self._append(EventKind.MESSAGE, EventSource.CUSTOMER, {"message": text})
            if not wait:
                return event
            replies = await self.wait_for_events(min_offset=event.offset + 1, kinds=[EventKind.MESSAGE],
                                                 source=EventSource.AI_AGENT, timeout=timeout)
            return replies[0] if replies else event
        event = await rt.customer_message(text)
        if not wait:
            return event
        reply = await rt.wait_for_reply(event.trace_id, timeout)
        return reply or event

    async def post_operator_message(
        self, text: str, *, participant: Mapping[str, Any] | None = None,
        source: EventSource = EventSource.HUMAN_AGENT,
    ) -> Event:
        rt = await self._live()
        if rt is not None:
            return await rt.operator_message(text, participant=participant, source=source)
        if not text.strip():
            raise InvalidInputError("an operator message needs non-empty text in `message`")
        data: dict[str, Any] = {"message": text}
        if participant:
            data["participant"] = dict(participant)
        return await self._append(EventKind.MESSAGE, source, data)  # the owner speaks it

    async def retry_delivery(self, work_id: str) -> None:
        """Deliver a `delivery_failed` result again (an operator's retry)."""
        from voice_agent.ids import WorkId

        rt = await self._live()
        if rt is not None:
            await rt.retry_delivery(WorkId(work_id))
        else:
            await self._append(EventKind.CUSTOM, EventSource.HUMAN_AGENT,
                               {"type": "request", "action": "retry_delivery", "request_id": new_id("req"),
                                "work_id": work_id})

    async def events(
        self, *, min_offset: int = 0, kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
    ) -> list[Event]:
        return await self._server.store.list_events(self.id, min_offset=min_offset, kinds=kinds, source=source)

    async def messages(self) -> list[Event]:
        return await self.events(kinds=[EventKind.MESSAGE])

    async def wait_for_events(
        self, *, min_offset: int = 0, kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None, timeout: float = 10.0,
    ) -> list[Event]:
        return await self._server.wait_for_events(self.id, min_offset=min_offset, kinds=kinds,
                                                  source=source, timeout=timeout)

    async def wait_for_message(
        self, *, after_offset: int = -1, source: EventSource = EventSource.AI_AGENT,
        containing: str | None = None, timeout: float = 10.0,
    ) -> Event:
        """The first message from `source` after `after_offset` (optionally containing text)."""
        offset = after_offset + 1
        async with _deadline(timeout):
            while True:
                events = await self.wait_for_events(min_offset=offset, kinds=[EventKind.MESSAGE], timeout=timeout)
                for e in events:
                    offset = e.offset + 1
                    if e.source == source and (containing is None or containing.lower() in (e.message or "").lower()):
                        return e

    async def work(self) -> list[WorkEntry]:
        rt = self._server.live_runtime(self.id)
        if rt is not None:
            return rt.ledger.entries()
        return await self._server.store.list_work(session_id=self.id)

    async def wait_for_work(self, timeout: float = 30.0) -> list[WorkEntry]:
        """Wait until every piece of this session's work has reached a final state."""
        rt = await self.runtime()
        async with _deadline(timeout):
            return await rt.ledger.wait_settled()

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


def _deadline(timeout: float) -> Any:
    import asyncio

    return asyncio.timeout(timeout)
