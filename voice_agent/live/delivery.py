"""Delivery: how a piece of work's answer reaches the customer, and counts as delivered.

    1. The line is queued in the session's speech queue (its text stored first, so a recovery
       says the same line). It counts as delivered when it was
       - played to the end on voice ("voice"),
       - posted to an in-process text channel, whose reader is the SDK caller ("text"),
       - read through the API or the console, where the server asks for read receipts ("read").
    2. Nobody heard or read it (the caller hung up, the process that had the call died, the
       line was cut off too often, or no one read it in time): the follow-up channel sends it
       (a signed webhook: "followup:webhook"). Without one, or if it fails, the entry is
       `delivery_failed` and the session is labelled `delivery-failed` for an operator; the
       line is in the session log, and reading it there later, or saying it on the customer's
       next call, still delivers it.
    3. On the customer's next contact (same customer id, any session) the agent opens with what
       they have not heard (`catch_up`).

Recovery builds the answer from what is stored (the result and its rules, or the stored line),
so a result is never lost for want of stored text. Work found interrupted is reconciled: the
result recorded in the log, else the tool's reconciler, else "its status is unknown".
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from voice_agent.clock import Clock
from voice_agent.clock import timeout as clock_timeout
from voice_agent.context import work_scope
from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS
from voice_agent.engine.turn import TurnEngine
from voice_agent.errors import DeliveryError, InvalidInputError, LeaseLost, VoiceAgentError
from voice_agent.ids import CustomerId, SessionId, TraceId, WorkId, new_id
from voice_agent.live.ownership import Journal
from voice_agent.ports import FollowUp, FollowUpChannel, Store
from voice_agent.runtime import SessionRuntime
from voice_agent.session.events import Event, EventKind, EventSource, tool_event_data
from voice_agent.session.records import SessionChanges, SessionRecord
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem
from voice_agent.speech.queue import SpeechQueue
from voice_agent.tasks import TaskOwner
from voice_agent.tools import ToolResult
from voice_agent.work.entries import WorkEntry, WorkState
from voice_agent.work.ledger import Delivered, Reconciled

logger = logging.getLogger("voice_agent.live.delivery")

DELIVERY_FAILED_LABEL = "delivery-failed"
GUEST = "guest"
RETELL_WITHIN_S = 7 * 24 * 3600.0  # older unheard answers are left to the operator queue


class DeliveryHost(SessionRuntime, Protocol):
    """What delivery needs of the live side (LiveSession is one)."""

    journal: Journal
    queue: SpeechQueue
    owner: TaskOwner
    listener: str  # "voice" | "text" | "read" | "none"

    @property
    def engine(self) -> TurnEngine: ...

    @property
    def store(self) -> Store: ...

    @property
    def followup(self) -> FollowUpChannel | None: ...

    @property
    def owner_id(self) -> str: ...

    @property
    def lease_ttl_s(self) -> float: ...

    async def change(self, changes: SessionChanges) -> SessionRecord: ...

    def emit(self, what: str, **data: Any) -> None: ...

    async def report_error(self, stage: str, exc: BaseException, trace_id: TraceId | None = None,
                           **data: Any) -> None: ...


class Delivery:
    def __init__(self, live: DeliveryHost) -> None:
        self._live = live
        self._receipts: dict[int, asyncio.Future[str]] = {}  # message offset -> who read it

    @property
    def _clock(self) -> Clock:
        return self._live.clock

    # -- speaking for the SDK (agent.utter, session.emit_message, emit_tool_result) ----------

    async def utter(self, rules: list[str], *, request_id: str | None = None) -> str:
        text = await self._live.engine.compose_utterance(self._live, rules)
        await self.say_final(ItemKind.UTTERANCE, text, {"kind": "utterance", "rules": rules, "text": text},
                             request_id=request_id)
        return text

    async def emit_message(self, text: str, *, request_id: str | None = None) -> Event:
        if not text.strip():
            raise InvalidInputError("emit_message needs non-empty text")
        item = await self.say_final(ItemKind.VERBATIM, text, {"kind": "verbatim", "text": text},
                                    request_id=request_id)
        assert item.event is not None
        return item.event

    async def say_final(self, kind: ItemKind, text: str, spec: dict[str, Any],
                        request_id: str | None = None) -> SpeechItem:
        """Queue a line; inside tracked work it is the work's answer (stored before it is
        said). Returns once its message event is in the log."""
        live = self._live
        work_id = work_scope.get()
        work = live.ledger.get(work_id) if work_id is not None else None
        settings = live.agent.work
        item = live.queue.enqueue(
            kind, text, trace_id=TraceId(new_id("trc")),
            work_id=work.id if work else None, final=work is not None,
            after_trace=work.trace_id if work else None,
            deadline_s=settings.delivery_timeout_s,
        )
        if request_id:
            item.meta["request_id"] = request_id
        if work is not None:
            await live.ledger.delivery_queued(work.id, item, spec)
        try:
            async with clock_timeout(self._clock, settings.delivery_timeout_s):
                await item.wait_posted()
        except TimeoutError as exc:
            raise DeliveryError(f"the message was not posted within {settings.delivery_timeout_s:g} s") from exc
        if item.event is None:
            outcome = item.done.result() if item.done.done() else Outcome.FAILED
            raise DeliveryError(f"the message could not be posted ({outcome.value})")
        return item

    async def emit_tool_result(self, tool_name: str, result: ToolResult, arguments: Mapping[str, Any]) -> Event:
        work_id = work_scope.get()
        event = await self._live.journal.append(
            EventKind.TOOL, EventSource.AI_AGENT, TraceId(new_id("trc")),
            tool_event_data(tool_name, dict(arguments), result, work_id))
        if work_id is not None:
            await self._live.ledger.result_available(work_id, result.data, result.rule_texts())
        return event

    # -- the ledger's Deliverer --------------------------------------------------------------------

    async def answer(self, entry: WorkEntry) -> SpeechItem | None:
        stored = (entry.delivery or {}).get("text") if entry.outcome != "failure" else None
        text = str(stored) if stored else await self._compose(entry)
        if not text:
            return None
        return await self._enqueue_final(entry, ItemKind.UTTERANCE, text)

    async def failure_notice(self, entry: WorkEntry) -> SpeechItem | None:
        stored = (entry.delivery or {}).get("text") if entry.outcome == "failure" else None
        if stored:
            return await self._enqueue_final(entry, ItemKind.VERBATIM, str(stored))
        live = self._live
        instruction = live.agent.failure_instruction or BUILTIN_INSTRUCTIONS["work_failed"]
        text = " ".join(live.engine.composer.compose([instruction], entry.arguments))
        if not text:
            return None
        return await self._enqueue_final(entry, ItemKind.VERBATIM, text)

    async def _enqueue_final(self, entry: WorkEntry, kind: ItemKind, text: str) -> SpeechItem:
        live = self._live
        posted = await self._posted(entry, text) if live.listener == "none" else None
        # Nobody listens (a recovered session): a line already in the log is not posted again,
        # it only goes out by the follow-up channel.
        return live.queue.enqueue(kind, text, trace_id=posted.trace_id if posted else TraceId(new_id("trc")),
                                  work_id=entry.id, final=True, after_trace=entry.trace_id,
                                  deadline_s=live.agent.work.delivery_timeout_s, event=posted)

    async def _posted(self, entry: WorkEntry, text: str) -> Event | None:
        for event in reversed(await self._live.store.list_events(self._live.id, kinds=[EventKind.MESSAGE],
                                                                 source=EventSource.AI_AGENT)):
            if event.data.get("work_id") == entry.id and event.message == text:
                return event
        return None

    async def _compose(self, entry: WorkEntry) -> str | None:
        """A line for a stored result: its rules, filled from its arguments and result. Without
        rules there is no line (a guess could say the wrong thing): an operator gets it."""
        live = self._live
        rules = list(entry.rules)
        if not rules:
            return None
        values = {**entry.arguments, **(entry.result or {})}
        try:
            if live.agent.composition == "fluid":
                return await live.engine.compose_utterance(live, rules)
            return " ".join(live.engine.composer.compose(rules, values)) or None
        except VoiceAgentError as exc:
            await live.report_error("delivery", exc, entry.trace_id, work_id=entry.id)
            return None

    async def confirm(self, entry: WorkEntry, items: Sequence[SpeechItem]) -> Delivered:
        live = self._live
        deadline = live.agent.work.delivery_timeout_s
        outcomes: list[Outcome] = []
        for item in items:
            try:
                async with clock_timeout(self._clock, deadline):
                    outcomes.append(await asyncio.shield(item.done))
            except TimeoutError:
                outcomes.append(Outcome.DROPPED)
        played = [i for i, o in zip(items, outcomes, strict=True) if o is Outcome.PLAYED]
        if played:
            heard = played[-1]
            listener = heard.played_to or live.listener
            if listener in ("voice", "text"):
                return Delivered(listener)
            if listener == "read" and heard.event is not None:
                reader = await self._wait_read(heard.event.offset, deadline)
                if reader is not None:
                    return Delivered("read")
                reason = f"nobody read it within {deadline:g} s"
            else:
                reason = "nobody was listening"
        elif outcomes:
            reason = f"delivery ended {outcomes[-1].value}"
        else:
            reason = "no message could be composed"
        last = items[-1].text if items else (entry.delivery or {}).get("text")
        if not last:
            await self.label_undelivered()
            return Delivered(None, reason)
        return await self.follow_up(entry, str(last), reason)

    async def follow_up(self, entry: WorkEntry, text: str, reason: str) -> Delivered:
        """Send a line nobody heard by the follow-up channel; else leave it for an operator."""
        live = self._live
        channel = live.followup
        if channel is not None:
            followup = FollowUp(work_id=entry.id, session_id=live.id,
                                customer_id=entry.customer_id or live.record.customer_id, tool=entry.tool,
                                text=text, outcome=entry.outcome or "success", result=entry.result,
                                created_at=self._clock.wall())
            try:
                await channel.send(followup)
            except (asyncio.CancelledError, LeaseLost):
                raise
            except Exception as exc:
                await live.report_error("followup", exc, entry.trace_id, work_id=entry.id, channel=channel.name)
                reason = f"{reason}; follow-up by {channel.name} failed"
            else:
                await live.journal.append(EventKind.STATUS, EventSource.SYSTEM, entry.trace_id, {
                    "status": "followup", "data": {"work_id": entry.id, "channel": channel.name,
                                                   "text": text, "reason": reason}})
                return Delivered(f"followup:{channel.name}")
        await self.label_undelivered()
        return Delivered(None, reason)

    async def label_undelivered(self) -> None:
        if DELIVERY_FAILED_LABEL not in self._live.record.labels:
            await self._live.change({"labels_add": [DELIVERY_FAILED_LABEL]})

    async def reconcile(self, entry: WorkEntry) -> Reconciled | None:
        live = self._live
        recorded = await self._recorded_result(entry)
        if recorded is not None:
            return recorded  # the work reported its result, then its process stopped
        tool = live.agent.tool(entry.tool)
        if tool is None or tool.reconcile is None:
            return None
        result = await tool.reconcile(entry)
        if result is None:
            return None
        # Recorded now, once: the interrupted work never recorded it (else it would be found above).
        await self.emit_tool_result(entry.tool, result, entry.arguments)
        return Reconciled(dict(result.data) if isinstance(result.data, Mapping) else {"value": result.data},
                          tuple(result.rule_texts()))

    async def _recorded_result(self, entry: WorkEntry) -> Reconciled | None:
        events = await self._live.store.list_events(self._live.id, kinds=[EventKind.TOOL])
        for event in reversed(events):
            for call in event.data.get("tool_calls", []):
                if call.get("work_id") == entry.id:
                    result = call.get("result") or {}
                    data = result.get("data")
                    return Reconciled(data if isinstance(data, Mapping) else {"value": data},
                                      tuple(result.get("rules") or ()))
        return None

    # -- read receipts -------------------------------------------------------------------------------

    async def _wait_read(self, offset: int, timeout: float) -> str | None:
        fut = self._receipts.setdefault(offset, asyncio.get_running_loop().create_future())
        try:
            async with clock_timeout(self._clock, timeout):
                return await asyncio.shield(fut)
        except TimeoutError:
            return None
        finally:
            self._receipts.pop(offset, None)

    async def acknowledge_read(self, events: Sequence[Event], reader: str) -> None:
        """Messages carrying a work's answer were read (API or console): waiting deliveries
        complete, and an answer that had counted as undelivered is delivered after all."""
        live = self._live
        for event in events:
            work_id = event.data.get("work_id") if event.kind is EventKind.MESSAGE else None
            if not work_id or event.source is not EventSource.AI_AGENT:
                continue
            waiting = self._receipts.get(event.offset)
            if waiting is not None and not waiting.done():
                waiting.set_result(reader)
                continue
            if await live.ledger.delivered_late(WorkId(str(work_id)), "read"):
                await self._unlabel_if_delivered()

    async def _unlabel_if_delivered(self) -> None:
        live = self._live
        if DELIVERY_FAILED_LABEL in live.record.labels and not any(
                e.state is WorkState.DELIVERY_FAILED for e in live.ledger.entries()):
            await live.change({"labels_remove": [DELIVERY_FAILED_LABEL]})

    async def apply_stored_receipts(self) -> None:
        """After a takeover: receipts other processes recorded while nobody held the session."""
        live = self._live
        if not any(e.state is WorkState.DELIVERY_FAILED for e in live.ledger.entries()):
            return
        events = await live.store.list_events(live.id)
        read_offsets = {int(o) for e in events if e.kind is EventKind.STATUS and e.data.get("status") == "read"
                        for o in (e.data.get("data") or {}).get("offsets", [])}
        await self.acknowledge_read([e for e in events if e.offset in read_offsets], "customer")

    # -- the customer's next contact -------------------------------------------------------------------

    async def catch_up(self) -> int:
        """Queue, first, the answers of the customer's earlier work that they have not heard
        (sent by a follow-up channel, or undelivered); each is marked told once played."""
        live = self._live
        customer = live.record.customer_id
        if not customer or customer == GUEST:
            return 0
        horizon = self._clock.wall() - RETELL_WITHIN_S
        told = 0
        for entry in await live.store.list_work(customer_id=CustomerId(customer)):
            if entry.session_id == live.id or entry.retold_in is not None or entry.created_at < horizon:
                continue
            unheard = entry.state is WorkState.DELIVERY_FAILED or (
                entry.state is WorkState.DELIVERED and (entry.delivered_via or "").startswith("followup:"))
            text = (entry.delivery or {}).get("text")
            if not unheard or not text:
                continue
            item = live.queue.enqueue(ItemKind.VERBATIM, str(text), trace_id=TraceId(new_id("trc")),
                                      deadline_s=live.agent.work.delivery_timeout_s)
            item.meta["retold_work_id"] = entry.id
            live.owner.spawn(self._mark_told(entry, item), f"catch-up:{entry.id}")
            told += 1
        return told

    async def _mark_told(self, entry: WorkEntry, item: SpeechItem) -> None:
        outcome = await asyncio.shield(item.done)
        live = self._live
        if outcome is not Outcome.PLAYED or live.listener not in ("voice", "text", "read"):
            return
        # The entry belongs to another session: written under that session's own lease.
        store = live.store
        lease = await store.claim_session(entry.session_id, live.owner_id, ttl_s=live.lease_ttl_s)
        if lease is None:
            logger.info("not marking work as told: its session is live elsewhere",
                        extra={"work_id": entry.id, "session_id": live.id})
            return
        try:
            current = await store.get_work(entry.id) or entry
            changes: dict[str, Any] = {"retold_in": SessionId(live.id)}
            state = current.state
            if current.state is WorkState.DELIVERY_FAILED:
                state, changes["delivered_via"] = WorkState.DELIVERED, "next_call"
            await store.put_work(current.moved(state, self._clock.wall(), **changes), fence=lease)
        finally:
            await store.release_session(lease)
