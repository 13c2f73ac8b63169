"""The live side of one session: its speech queue, floor, pending-work ledger, dead-air
watchdog and turn worker, all owned by one TaskOwner and closed together.

The Session handle (what SDK users hold) is a thin view over the store and this runtime.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from voice_agent.clock import timeout as clock_timeout
from voice_agent.context import work_scope
from voice_agent.engine.dialogue import Dialogue
from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS
from voice_agent.engine.turn import Reply, TurnEngine, history_role
from voice_agent.errors import DeliveryError, InvalidInputError, SessionClosedError
from voice_agent.ids import EventId, SessionId, TraceId, WorkId, new_id
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionMode, SessionRecord
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import ItemKind, Outcome, SpeechChannel, SpeechItem, TextChannel
from voice_agent.speech.queue import SpeechQueue
from voice_agent.speech.watchdog import DeadAirWatchdog
from voice_agent.tasks import TaskOwner
from voice_agent.tools import ToolResult
from voice_agent.work.entries import WorkEntry, WorkState
from voice_agent.work.ledger import SessionLedger

if TYPE_CHECKING:
    from voice_agent.agent import Agent
    from voice_agent.server import Server
    from voice_agent.session.session import Session

logger = logging.getLogger("voice_agent.runtime")

Listener = Callable[[str, dict[str, Any]], None]
MAX_MESSAGE_CHARS = 8000


class SessionRuntime:
    def __init__(self, server: Server, agent: Agent, record: SessionRecord, session: Session) -> None:
        self.server = server
        self.agent = agent
        self.record = record
        self.session = session
        self.clock = server.clock
        self.id: SessionId = record.id
        self.owner = TaskOwner(f"session:{record.id}", on_crash=self._crashed)
        self.floor = Floor(self.clock)
        self.queue = SpeechQueue(
            clock=self.clock,
            floor=self.floor,
            channel=TextChannel(),
            settings=agent.speech,
            post=self._post_item,
            mode_allows=self._mode_allows,
            observer=self._on_item,
        )
        self.ledger = SessionLedger(
            session_id=record.id,
            store=server.store,
            clock=self.clock,
            settings=agent.work,
            owner=self.owner,
            send_failure_notice=self._send_failure_notice,
            observer=self._on_work,
        )
        self.watchdog = DeadAirWatchdog(
            clock=self.clock,
            floor=self.floor,
            settings=agent.speech,
            running_work=self.ledger.running,
            quiet=self._quiet,
            say_progress=self._say_progress,
        )
        self.voice = False
        self.dialogue: Dialogue | None = None  # what strict mode waits for from the caller
        self._turns: asyncio.Queue[Event] = asyncio.Queue()
        self._turn_results: dict[TraceId, asyncio.Future[SpeechItem | None]] = {}
        self._listeners: list[Listener] = []
        self._own_events: set[EventId] = set()
        self._seen_offset = -1
        self._closed = False
        self.crash: BaseException | None = None

    @property
    def busy(self) -> bool:
        """A turn is being answered, something is queued or playing, or work is pending."""
        return (bool(self.ledger.pending()) or self.queue.busy or bool(self.queue.open_turns)
                or not self._turns.empty() or bool(self._turn_results))

    @property
    def engine(self) -> TurnEngine:
        return self.agent.engine

    # -- life cycle ----------------------------------------------------------------------------------

    async def start(self, *, follow_store: bool = False) -> None:
        events = await self.server.store.list_events(self.id)
        self._seen_offset = events[-1].offset if events else -1
        await self._recover()
        self.owner.spawn(self.queue.run(), "speech-queue")
        self.owner.spawn(self.watchdog.run(), "dead-air-watchdog")
        self.owner.spawn(self._turn_worker(), "turns")
        self.owner.spawn(self._keep_lease(), "lease")
        if follow_store:
            self.owner.spawn(self._follow_store(), "follow-store")

    async def aclose(self) -> None:
        """Cancel turns, work and speech; pending work becomes cancelled. Idempotent."""
        if self._closed:
            return
        self._closed = True
        await self.ledger.aclose()
        await self.owner.aclose()
        try:
            await self.server.store.release_session(self.id, self.server.owner_id)
        except Exception:  # the store may already be gone; the lease then simply expires
            logger.warning("could not release the session lease", extra={"session_id": self.id})
        for fut in self._turn_results.values():
            if not fut.done():
                fut.cancel()

    def _crashed(self, name: str, exc: BaseException) -> None:
        # A crashed part of the session is a failure of the session, visible to its owner.
        self.crash = exc
        self._emit("crashed", task=name, error=repr(exc))

    def attach_channel(self, channel: SpeechChannel, *, voice: bool = True) -> None:
        self.queue.channel = channel
        self.voice = voice

    def add_listener(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _emit(self, what: str, **data: Any) -> None:
        for listener in list(self._listeners):
            try:
                listener(what, data)
            except Exception:
                logger.exception("runtime listener failed")

    # -- input ----------------------------------------------------------------------------------------

    async def customer_message(self, text: str, *, source: EventSource = EventSource.CUSTOMER,
                               data: Mapping[str, Any] | None = None) -> Event:
        self._check_open()
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError("a customer message needs non-empty text in `message`")
        trace = TraceId(new_id("trc"))
        self._turn_results[trace] = asyncio.get_running_loop().create_future()
        self.floor.turn_arrived()
        event = await self._append(EventKind.MESSAGE, source, trace, {"message": text, **(data or {})})
        if len(text) > MAX_MESSAGE_CHARS:
            await self.record_error(trace, stage="input", message=(
                f"message too long ({len(text)} characters; the limit is {MAX_MESSAGE_CHARS}); "
                "it is recorded but not answered: send a shorter message"))
            self._turn_results.pop(trace).set_result(None)
            return event
        self._turns.put_nowait(event)
        return event

    async def wait_for_reply(self, trace_id: TraceId, timeout: float = 30.0) -> Event | None:
        """The reply message event of a customer turn once posted, or None if it had none."""
        fut = self._turn_results.get(trace_id)
        if fut is None:
            return None
        async with asyncio.timeout(timeout):
            item = await asyncio.shield(fut)
            if item is None:
                return None
            return await item.wait_posted()

    async def operator_message(self, text: str, *, participant: Mapping[str, Any] | None = None,
                               source: EventSource = EventSource.HUMAN_AGENT) -> Event:
        """A human agent's message: recorded, spoken into the call; no agent processing."""
        self._check_open()
        if not text.strip():
            raise InvalidInputError("an operator message needs non-empty text in `message`")
        trace = TraceId(new_id("trc"))
        data: dict[str, Any] = {"message": text}
        if participant:
            data["participant"] = dict(participant)
        event = await self._append(EventKind.MESSAGE, source, trace, data)
        self.queue.enqueue(ItemKind.OPERATOR, text, trace_id=trace, source=source, event=event)
        return event

    # -- output ------------------------------------------------------------------------------------------

    async def utter(self, rules: list[str], *, request_id: str | None = None) -> str:
        self._check_open()
        text = await self.engine.compose_utterance(self, rules)
        await self._say_final(ItemKind.UTTERANCE, text, {"kind": "utterance", "rules": rules, "text": text},
                              request_id=request_id)
        return text

    async def emit_message(self, text: str, *, request_id: str | None = None) -> Event:
        self._check_open()
        if not text.strip():
            raise InvalidInputError("emit_message needs non-empty text")
        item = await self._say_final(ItemKind.VERBATIM, text, {"kind": "verbatim", "text": text},
                                     request_id=request_id)
        assert item.event is not None
        return item.event

    async def _say_final(self, kind: ItemKind, text: str, spec: dict[str, Any],
                         request_id: str | None = None) -> SpeechItem:
        work_id = work_scope.get()
        work = self.ledger.get(work_id) if work_id is not None else None
        item = self.queue.enqueue(
            kind, text, trace_id=TraceId(new_id("trc")),
            work_id=work.id if work else None, final=work is not None,
            after_trace=work.trace_id if work else None,
            deadline_s=self.agent.work.delivery_timeout_s,
        )
        if request_id:
            item.meta["request_id"] = request_id
        if work is not None:
            self.ledger.delivery_queued(work.id, item, spec)
        try:
            async with clock_timeout(self.clock, self.agent.work.delivery_timeout_s):
                await item.wait_posted()
        except TimeoutError as exc:
            raise DeliveryError(f"the message was not posted within {self.agent.work.delivery_timeout_s:g} s") from exc
        if item.event is None:
            outcome = item.done.result() if item.done.done() else Outcome.FAILED
            raise DeliveryError(f"the message could not be posted ({outcome.value})")
        return item

    async def emit_tool_result(self, tool_name: str, result: ToolResult, arguments: Mapping[str, Any]) -> Event:
        self._check_open()
        event = await self.record_tool_event(TraceId(new_id("trc")), tool_name, dict(arguments), result)
        work_id = work_scope.get()
        if work_id is not None:
            await self.ledger.result_available(work_id, result.data)
        return event

    def start_work(self, coro: Any, *, tool: str, arguments: Mapping[str, Any], key: str,
                   trace_id: TraceId, progress: list[str]) -> WorkEntry:
        entry, _created = self.ledger.start(coro, tool=tool, arguments=arguments, key=key,
                                            trace_id=trace_id, progress_rules=progress)
        self.floor.poke()
        return entry

    # -- records ------------------------------------------------------------------------------------------

    async def record_tool_event(self, trace_id: TraceId, tool: str, args: Mapping[str, Any], result: ToolResult) -> Event:
        return await self._append(EventKind.TOOL, EventSource.AI_AGENT, trace_id, tool_event_data(tool, args, result))

    async def record_error(self, trace_id: TraceId, *, stage: str, message: str, **data: Any) -> Event:
        return await self._append(EventKind.STATUS, EventSource.AI_AGENT, trace_id,
                                  {"status": "error", "data": {"stage": stage, "message": message, **data}})

    async def record_status(self, trace_id: TraceId, status: str, data: Mapping[str, Any]) -> Event:
        return await self._append(EventKind.STATUS, EventSource.AI_AGENT, trace_id, {"status": status, "data": dict(data)})

    async def _append(self, kind: EventKind, source: EventSource, trace: TraceId, data: Mapping[str, Any]) -> Event:
        event = await self.server.store.append_event(self.id, kind=kind, source=source, trace_id=trace,
                                                     data=data, created_at=self.clock.wall())
        self._own_events.add(event.id)
        self.server.notify(self.id)
        return event

    async def _post_item(self, item: SpeechItem) -> Event:
        data: dict[str, Any] = {"message": item.text, "speech": item.kind.value}
        if item.work_id:
            data["work_id"] = item.work_id
        if item.participant:
            data["participant"] = item.participant
        if item.attempts > 1:
            data["attempt"] = item.attempts
        data.update(item.meta)
        return await self._append(EventKind.MESSAGE, item.source, item.trace_id, data)

    async def history_messages(self, limit: int = 40) -> list[dict[str, Any]]:
        events = await self.server.store.list_events(self.id, kinds=[EventKind.MESSAGE, EventKind.TOOL])
        out: list[dict[str, Any]] = []
        for e in events[-limit:]:
            if e.kind is EventKind.MESSAGE and e.message:
                name = " (human agent)" if e.source is EventSource.HUMAN_AGENT else ""
                out.append({"role": history_role(e.source), "content": f"{e.message}{name}" if name else e.message})
            elif e.kind is EventKind.TOOL:
                out.append({"role": "system", "content": "Tool results: " + json.dumps(e.data.get("tool_calls"), default=str)})
        return out

    async def recent_values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for e in await self.server.store.list_events(self.id, kinds=[EventKind.TOOL]):
            for call in e.data.get("tool_calls", []):
                values.update(call.get("arguments") or {})
                data = (call.get("result") or {}).get("data")
                if isinstance(data, Mapping):
                    values.update(data)
        return values

    # -- turns ----------------------------------------------------------------------------------------------

    async def _turn_worker(self) -> None:
        while True:
            event = await self._turns.get()
            await self._process_turn(event)

    async def _process_turn(self, event: Event) -> None:
        trace = event.trace_id
        waiter = self._turn_results.get(trace)
        item: SpeechItem | None = None
        try:
            await self.refresh()
            if self.record.mode is SessionMode.MANUAL:
                return  # recorded only; a human agent answers
            self.queue.turn_opened(trace)
            self._emit("turn_opened", trace_id=trace, text=event.message)
            try:
                reply = await self.engine.respond(self, trace, event.message or "")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                logger.warning("turn failed", extra={"session_id": self.id, "error": type(exc).__name__})
                await self.record_error(trace, stage="turn", message=f"{type(exc).__name__}: {exc}"[:300])
                reply = Reply(" ".join(self.engine.composer.compose([BUILTIN_INSTRUCTIONS["tool_error"]], {})) or None)
            if reply.text:
                item = self.queue.enqueue(reply.kind, reply.text, trace_id=trace, reply_to=trace,
                                          work_id=WorkId(reply.work_id) if reply.work_id else None)
                self._emit("turn_reply", trace_id=trace, item_id=item.id, kind=reply.kind.value)
            else:
                self.queue.turn_closed(trace)
            if reply.control.get("mode") == "manual":
                if item is not None:
                    await item.wait_posted()
                await self.session.update(mode="manual")
        finally:
            if item is None:
                self.queue.turn_closed(trace)
            if waiter is not None and not waiter.done():
                waiter.set_result(item)
            self._turn_results.pop(trace, None)

    # -- speech policy hooks ----------------------------------------------------------------------------

    def _mode_allows(self, kind: ItemKind) -> bool:
        if self.record.mode is SessionMode.MANUAL:
            return kind in (ItemKind.OPERATOR, ItemKind.VERBATIM)
        return True

    def _quiet(self) -> bool:
        return (self.floor.idle and not self.queue.busy and not self.queue.open_turns
                and self.record.mode is SessionMode.AUTO
                and not self.record.customer_represented_by_an_agent
                and (self.voice or self.agent.speech.progress_on_text))

    def _say_progress(self, work: WorkEntry) -> bool:
        text = self.engine.progress_line(work)
        if not text:
            return False
        self.queue.enqueue(ItemKind.PROGRESS, text, trace_id=TraceId(new_id("trc")), work_id=work.id)
        return True

    async def _send_failure_notice(self, work: WorkEntry) -> SpeechItem | None:
        instruction = self.agent.failure_instruction or BUILTIN_INSTRUCTIONS["work_failed"]
        lines = self.engine.composer.compose([instruction], work.arguments)
        text = " ".join(lines) or None
        if text is None:
            return None
        return self.queue.enqueue(ItemKind.VERBATIM, text, trace_id=TraceId(new_id("trc")), work_id=work.id,
                                  final=True, after_trace=work.trace_id,
                                  deadline_s=self.agent.work.delivery_timeout_s)

    def _on_item(self, what: str, item: SpeechItem, data: dict[str, Any]) -> None:
        outcome = data.get("outcome")
        if what in ("item_finished", "item_requeued") and item.event is not None and outcome != Outcome.PLAYED.value:
            # The message is in the log, but the caller did not hear all of it: say so there.
            self.owner.spawn(self._record_speech_outcome(item, outcome or Outcome.INTERRUPTED.value),
                             f"speech-outcome:{item.id}")
        self._emit(what, item_id=item.id, kind=item.kind.value, text=item.text, work_id=item.work_id,
                   reply_to=item.reply_to, **data)

    async def _record_speech_outcome(self, item: SpeechItem, outcome: str) -> None:
        assert item.event is not None
        await self._append(EventKind.STATUS, EventSource.SYSTEM, item.trace_id, {
            "status": "speech", "data": {"outcome": outcome, "message_offset": item.event.offset,
                                         "speech": item.kind.value, "work_id": item.work_id}})

    def tool_called(self, tool: str, *, background: bool) -> None:
        self._emit("tool_call", tool=tool, background=background)

    def _on_work(self, what: str, entry: WorkEntry, data: dict[str, Any]) -> None:
        self.floor.poke()
        self._emit(what, work_id=entry.id, tool=entry.tool, key=entry.key, state=entry.state.value, **data)

    # -- recovery, operators, other processes ----------------------------------------------------------

    async def _recover(self) -> None:
        for entry in await self.ledger.load():
            current = self.ledger.get(entry.id)
            if current is None:
                continue
            if current.state is WorkState.RESULT_AVAILABLE:
                self.ledger.track_redelivery(current.id, self._redeliver(current))
            elif current.state is WorkState.FAILED:
                self.ledger.track_redelivery(current.id, self._redeliver(current))
            elif current.state is WorkState.DELIVERY_FAILED:
                await self.session.labels.add("delivery-failed")

    async def _redeliver(self, entry: WorkEntry) -> None:
        spec = entry.delivery or {}
        if entry.state is WorkState.FAILED and spec.get("kind") != "verbatim":
            item = await self._send_failure_notice(entry)
            if item is not None:
                self.ledger.delivery_queued(entry.id, item, {"kind": "verbatim", "text": item.text})
            return
        text = spec.get("text")
        if not text:
            raise DeliveryError(f"work {entry.id} has no stored message to deliver")
        kind = ItemKind.UTTERANCE if spec.get("kind") == "utterance" else ItemKind.VERBATIM
        await self._say_final(kind, str(text), dict(spec))

    async def retry_delivery(self, work_id: WorkId) -> WorkEntry:
        entry = await self.ledger.reopen_for_retry(work_id)
        self.ledger.track_redelivery(work_id, self._redeliver(entry))
        return entry

    async def refresh(self) -> SessionRecord:
        record = await self.server.store.get_session(self.id)
        if record is None:
            raise SessionClosedError(f"session {self.id} was deleted")
        if record.mode is not self.record.mode:
            self.record = record
            self.floor.poke()
        self.record = record
        return record

    async def _follow_store(self) -> None:
        """Pick up events other processes appended (an operator's message posted to the API
        process, a mode change) within a poll interval."""
        interval = self.server.poll_interval_s
        while True:
            await self.clock.sleep(interval)
            await self.refresh()
            for event in await self.server.store.list_events(self.id, min_offset=self._seen_offset + 1):
                self._seen_offset = event.offset
                if event.id in self._own_events:
                    continue
                if event.kind is EventKind.CUSTOM and event.data.get("type") == "request":
                    self.owner.spawn(self._serve_request(dict(event.data)), f"request:{event.offset}")
                    continue
                if event.kind is not EventKind.MESSAGE:
                    continue
                if event.source in (EventSource.CUSTOMER, EventSource.CUSTOMER_UI):
                    self._turn_results[event.trace_id] = asyncio.get_running_loop().create_future()
                    self._turns.put_nowait(event)
                elif event.source in (EventSource.HUMAN_AGENT, EventSource.HUMAN_AGENT_ON_BEHALF_OF_AI_AGENT):
                    self.queue.enqueue(ItemKind.OPERATOR, event.message or "", trace_id=event.trace_id,
                                       source=event.source, event=event)

    async def _keep_lease(self) -> None:
        ttl = self.server.lease_ttl_s
        while True:
            await self.clock.sleep(ttl / 3)
            holder = await self.server.store.claim_session(self.id, self.server.owner_id,
                                                           now=self.clock.wall(), ttl_s=ttl)
            if holder != self.server.owner_id:
                raise SessionClosedError(f"session {self.id} was taken over by {holder}")

    async def _serve_request(self, request: dict[str, Any]) -> None:
        """Another process asked this one, the owner, to speak or retry in the session."""
        action, rid = request.get("action"), str(request.get("request_id", ""))
        try:
            if action == "utter":
                await self.utter([str(r) for r in request.get("rules", [])], request_id=rid)
            elif action == "emit_message":
                await self.emit_message(str(request.get("text", "")), request_id=rid)
            elif action == "retry_delivery":
                await self.retry_delivery(WorkId(str(request.get("work_id"))))
            else:
                raise InvalidInputError(f"unknown request action {action!r}")
        except Exception as exc:
            await self.record_error(TraceId(new_id("trc")), stage="request",
                                    message=f"{action} failed: {type(exc).__name__}: {exc}"[:300], request_id=rid)

    def _check_open(self) -> None:
        if self._closed:
            raise SessionClosedError(f"session {self.id} is closed")


def tool_event_data(tool: str, args: Mapping[str, Any], result: ToolResult) -> dict[str, Any]:
    """The data of a tool event: one call with its arguments, result data, control and costs."""
    call = {
        "tool_id": tool,
        "arguments": _jsonable(dict(args)),
        "result": {"data": _jsonable(result.data), "control": dict(result.control),
                   "costs": result.costs_as_strings()},
    }
    return {"tool_calls": [call]}


def _jsonable(value: Any) -> Any:
    try:
        json.dumps(value)
        return value
    except TypeError:
        return json.loads(json.dumps(value, default=str))
