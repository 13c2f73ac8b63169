"""The live side of one session, held by one process under a lease.

Its parts, each in its own module, run in one structured scope (a TaskOwner, i.e. one
asyncio.TaskGroup): the turn worker (turns.py), the speech queue and its dead-air watchdog
(voice_agent/speech/), the pending-work ledger (voice_agent/work/), delivery (delivery.py), the
lease keeper (ownership.py) and the store follower (follower.py). When the lease is lost, or any
part crashes, the whole scope stops at once: running work is handed to the store (`interrupted`),
nothing of it speaks again, and every write it still tries is refused by the store's fence.

How it ends:
    hang_up()   the caller left: no more turns; pending work is kept until it completes (or
                its service timeout), its answer goes out by the follow-up channel, then it closes
    aclose()    stop now (shutdown, drain timeout): running work is stored `interrupted` for
                the next owner to reconcile, the lease is released
    a crash     the session is labelled `live-side-failed` and an error event says why
    lease lost  it stops without writing; the new owner carries on
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Coroutine, Mapping, Sequence
from typing import Any, Protocol

from voice_agent.agent import Agent
from voice_agent.engine.turn import TurnEngine, history_role
from voice_agent.errors import DeliveryError, InvalidInputError, LeaseLost, SessionClosedError
from voice_agent.ids import CustomerId, SessionId, TraceId, WorkId, new_id
from voice_agent.live.delivery import Delivery
from voice_agent.live.engines import engine_for
from voice_agent.live.follower import StoreFollower
from voice_agent.live.keypad import Keypad
from voice_agent.live.ownership import Journal
from voice_agent.live.phone import PhoneLine
from voice_agent.live.protocol import Listener, SessionHost
from voice_agent.live.turns import Turns
from voice_agent.ports import LLM, FollowUpChannel, Lease, Store
from voice_agent.session.events import Event, EventKind, EventSource, tool_event_data
from voice_agent.session.records import SessionChanges, SessionMode, SessionRecord
from voice_agent.session.session import Session
from voice_agent.sounds import Sound
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import ItemKind, Outcome, SpeechChannel, SpeechItem, TextChannel
from voice_agent.speech.queue import SpeechQueue
from voice_agent.speech.watchdog import DeadAirWatchdog
from voice_agent.tasks import TaskOwner
from voice_agent.tools import ToolResult
from voice_agent.work.entries import WorkEntry, WorkState
from voice_agent.work.ledger import SessionLedger

logger = logging.getLogger("voice_agent.live")

MAX_MESSAGE_CHARS = 8000
FAILED_LABEL = "live-side-failed"


class LiveHost(SessionHost, Protocol):
    """What a live side needs from its Server (a Session handle's host, and more)."""

    logger: logging.Logger
    owner_id: str
    lease_ttl_s: float
    poll_interval_s: float
    text_delivery: str  # "posted" | "read": when a line on a text channel counts as delivered
    followup: FollowUpChannel | None

    def require_llm(self) -> LLM: ...


class NoListener:
    """The channel of a live side nobody listens to (the caller hung up, or a recovered
    session): every line is posted to the log, and nobody heard it."""

    async def play(self, item: SpeechItem) -> Outcome:
        return Outcome.UNHEARD


class LiveSession:
    def __init__(self, server: LiveHost, agent: Agent, record: SessionRecord, lease: Lease,
                 lease_asked_at: float | None = None) -> None:
        self.server = server
        self.agent = agent
        self._record = record
        self.session = Session(server, record)
        self.clock = server.clock
        self.id: SessionId = record.id
        self.owner = TaskOwner(f"session:{record.id}", on_crash=self._crashed)
        self.journal = Journal(server.store, lease, self.clock, on_append=lambda: server.notify(self.id),
                               on_lost=self._lease_lost, asked_at=lease_asked_at)
        self.floor = Floor(self.clock)
        self.listener = "text" if server.text_delivery == "posted" else "read"
        self.queue = SpeechQueue(
            clock=self.clock, floor=self.floor, channel=TextChannel(), settings=agent.speech,
            post=self._post_item, mode_allows=self._mode_allows, observer=self._on_item,
        )
        self.delivery = Delivery(self)
        self.ledger = SessionLedger(
            session_id=record.id, customer_id=record.customer_id, clock=self.clock, settings=agent.work,
            owner=self.owner, save=self.journal.put_work, deliverer=self.delivery,
            customer_work=self._customer_work, observer=self._on_work,
            report_error=lambda stage, exc, entry: self.report_error(stage, exc, entry.trace_id, work_id=entry.id),
        )
        self.watchdog = DeadAirWatchdog(
            clock=self.clock, floor=self.floor, settings=agent.speech, running_work=self.ledger.running,
            quiet=self._quiet, say_progress=self._say_progress,
        )
        self.turns = Turns(self)
        self.keypad = Keypad(self)  # keys from a phone line (DTMF)
        self.phone = PhoneLine(self)  # transfers, hang-ups, hold audio: a Telephony when attached
        self.follower = StoreFollower(self, server.poll_interval_s)
        self.voice = False
        self.dialogue: Any = None  # what strict mode waits for from the caller (engine.dialogue)
        self._listeners: list[Listener] = []
        self._hung_up = False
        self._closing = False
        self._done = asyncio.Event()  # set when the live side should be closed by its Server
        self._finishing: asyncio.Future[None] | None = None
        self._closing_task: asyncio.Future[None] | None = None
        self.crash: BaseException | None = None
        self.lost: LeaseLost | None = None

    # -- what the parts share ---------------------------------------------------------------------

    @property
    def record(self) -> SessionRecord:
        return self._record

    @property
    def engine(self) -> TurnEngine:
        return engine_for(self.agent)

    @property
    def store(self) -> Store:
        return self.server.store

    @property
    def followup(self) -> FollowUpChannel | None:
        return self.server.followup

    @property
    def owner_id(self) -> str:
        return self.server.owner_id

    @property
    def lease_ttl_s(self) -> float:
        return self.server.lease_ttl_s

    @property
    def lease(self) -> Lease:
        return self.journal.lease

    @property
    def busy(self) -> bool:
        """A turn is being answered, something is queued or playing, or work is pending."""
        return (self.ledger.busy or self.queue.busy or bool(self.queue.open_turns) or self.turns.busy)

    @property
    def closed(self) -> bool:
        return self.owner.closed

    @property
    def turns_busy(self) -> bool:
        return self.turns.busy

    async def customer_said(self, limit: int = 3) -> list[str]:
        """The caller's last messages (a warm transfer's briefing)."""
        events = await self.store.list_events(self.id, kinds=[EventKind.MESSAGE], source=EventSource.CUSTOMER)
        said = [e.message for e in events if e.message and e.data.get("input") != "keys"]  # words, not "1"
        return said[-limit:]

    def spawn(self, coro: Coroutine[Any, Any, Any], purpose: str) -> asyncio.Task[Any]:
        return self.owner.spawn(coro, purpose)

    # -- life cycle ----------------------------------------------------------------------------------

    async def start(self, *, follow_store: bool) -> None:
        """Load the stored work (reconciling and redelivering what was left), then run."""
        await self.owner.start()
        await self.follower.start_at()
        await self.ledger.refresh_customer_work()
        entries = await self.store.list_work(session_id=self.id)
        await self.ledger.load(entries)
        await self.delivery.apply_stored_receipts()
        if any(e.state is WorkState.DELIVERY_FAILED for e in self.ledger.entries()):
            await self.delivery.label_undelivered()  # the operator queue shows what is stored
        self.owner.spawn(self.queue.run(), "speech-queue")
        self.owner.spawn(self.watchdog.run(), "dead-air-watchdog")
        self.owner.spawn(self.turns.run(), "turns")
        self.owner.spawn(self.journal.keep(self.server.lease_ttl_s), "lease")
        if follow_store:
            self.owner.spawn(self.follower.run(), "follow-store")

    def detach(self) -> None:
        """Nobody is listening (a recovered session, or the call ended): lines are posted and
        go out by the follow-up channel."""
        self.listener = "none"
        self.voice = False
        self.queue.channel = NoListener()
        self.floor.poke()

    async def hang_up(self) -> None:
        if self._hung_up or self.closed:
            return
        self._hung_up = True
        self.turns.stop()
        self.detach()
        # Replies, progress and operator lines are for the call; final answers stay queued and
        # are now "played" to nobody, which sends them by the follow-up channel.
        self.queue.drop_where(lambda i: not i.final, "the caller hung up")
        self.close_when_settled()

    def close_when_settled(self) -> None:
        """Close once no work is pending and nothing is left to say (a recovered session)."""
        self.owner.spawn(self._close_when_settled(), "close-when-settled")

    async def _close_when_settled(self) -> None:
        # A turn still being answered may start work: it is waited for too.
        while self.ledger.busy or self.queue.busy or self.turns.busy:
            if self.ledger.busy:
                await self.ledger.wait_idle()
            else:
                await self.floor.wait_changed(0.05)
        self._closing = True
        self._done.set()

    async def wait_done(self) -> None:
        """Until the live side should close: it settled after a hang-up, its lease was lost, a
        part crashed, or `aclose` was called. Its Server then closes it and calls `finish`."""
        done = asyncio.ensure_future(self._done.wait())
        closed = asyncio.ensure_future(self.owner.wait_closed())
        try:
            await asyncio.wait([done, closed], return_when=asyncio.FIRST_COMPLETED)
        finally:
            for t in (done, closed):
                t.cancel()
            await asyncio.gather(done, closed, return_exceptions=True)

    async def aclose(self) -> None:
        """Stop now: running work is stored `interrupted` for the next owner. Idempotent: every
        caller waits for the one closing (a second cancel would cut the hand-off's writes)."""
        self._closing = True
        self._done.set()
        if self._closing_task is None:
            self._closing_task = asyncio.ensure_future(self._close())
        await asyncio.shield(self._closing_task)

    async def _close(self) -> None:
        if not self.owner.closed:
            await self.ledger.hand_off()
        await self.owner.aclose()
        self.turns.close()

    async def wait_closed(self) -> None:
        await self.owner.wait_closed()

    async def finish(self) -> None:
        """After the scope has closed (however it closed): say why where a person will see
        it, and give the lease up. Called by the Server that owns this live side; idempotent, and
        every caller waits for the one run of it (a cancelled caller does not cut it short)."""
        if self._finishing is None:
            self._finishing = asyncio.ensure_future(self._finish())
        await asyncio.shield(self._finishing)

    async def _finish(self) -> None:
        if self.crash is not None and self.lost is None:
            try:
                await self.ledger.hand_off()  # already cancelled by the group: make sure it is stored
                await self.record_error(TraceId(new_id("trc")), stage="live-side",
                                        message=f"the live side stopped: {type(self.crash).__name__}: {self.crash}"[:300])
                await self.journal.update_session({"labels_add": [FAILED_LABEL]})
            except Exception:
                logger.exception("could not record the live side's failure", extra={"session_id": self.id})
        self.turns.close()
        await self.journal.release()

    def _crashed(self, name: str, exc: BaseException) -> None:
        if isinstance(exc, LeaseLost):
            self._lease_lost(exc)
            return
        self.crash = exc
        self.emit("crashed", task=name, error=repr(exc))

    def _lease_lost(self, exc: LeaseLost) -> None:
        """A write was refused, or the renewal failed: stop everything, say nothing more."""
        self.queue.channel = NoListener()
        self._done.set()
        if self.lost is None:
            self.lost = exc
            logger.warning("session taken over; its live side here stopped: %s", exc,
                           extra={"session_id": self.id})
            self.emit("lease_lost", error=str(exc))

    def attach_channel(self, channel: SpeechChannel, *, voice: bool = True) -> None:
        self.queue.channel = channel
        self.voice = voice
        self.listener = "voice" if voice else ("text" if self.server.text_delivery == "posted" else "read")

    def add_listener(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def emit(self, what: str, **data: Any) -> None:
        for listener in list(self._listeners):
            try:
                listener(what, data)
            except Exception:
                logger.exception("live-side listener failed", extra={"session_id": self.id, "event": what})

    async def report_error(self, stage: str, exc: BaseException, trace_id: TraceId | None = None,
                           **data: Any) -> None:
        """A swallowed error: logged with its traceback and recorded on the session."""
        message = f"{type(exc).__name__}: {exc}"[:300]
        logger.error("%s failed in session %s: %s", stage, self.id, message, exc_info=exc,
                     extra={"session_id": self.id, "stage": stage, **data})
        self.emit("error", stage=stage, error_type=type(exc).__name__, trace_id=trace_id)
        try:
            await self.record_error(trace_id or TraceId(new_id("trc")), stage=stage, message=message, **data)
        except LeaseLost:
            raise
        except Exception:
            logger.exception("could not record the error event", extra={"session_id": self.id})

    # -- input ----------------------------------------------------------------------------------------

    async def customer_message(self, text: str, *, source: EventSource = EventSource.CUSTOMER,
                               data: Mapping[str, Any] | None = None) -> Event:
        self._check_open()
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError("a customer message needs non-empty text in `message`")
        if self.listener == "none" and not self._hung_up:
            # A recovered session the customer came back to (through the API): they read here.
            self.attach_channel(TextChannel(), voice=False)
        trace = TraceId(new_id("trc"))
        self.turns.expect(trace)
        self.floor.turn_arrived()
        event = await self.journal.append(EventKind.MESSAGE, source, trace, {"message": text, **(data or {})})
        if len(text) > MAX_MESSAGE_CHARS:
            await self.record_error(trace, stage="input", message=(
                f"message too long ({len(text)} characters; the limit is {MAX_MESSAGE_CHARS}); "
                "it is recorded but not answered: send a shorter message"))
            self.turns.forget(trace)
            return event
        self.turns.put(event)
        return event

    async def reads_whole(self, text: str) -> bool | None:
        """Whether `text`, what the caller has said so far this turn, reads as a whole turn in
        this session's state (engine/whole.py), for a voice pipeline deciding whether a pause
        ends the turn. None: no opinion (a fluid agent, whose turns an LLM reads). It runs the
        matcher (a few ms), in a thread."""
        if self.agent.composition != "strict" or not text.strip():
            return None
        reading = await asyncio.to_thread(self.engine.dialogue.reads_whole, text, self.dialogue)
        logger.debug("the caller's words so far: %s", "whole" if reading.whole else f"not whole ({reading.reason})",
                     extra={"session_id": self.id})
        return reading.whole

    def take_turn(self, event: Event) -> None:
        """A customer message another process recorded: answer it here."""
        self.turns.put(event)

    async def wait_for_reply(self, trace_id: TraceId, timeout: float = 30.0) -> Event | None:
        """The reply message event of a customer turn once posted, or None if it had none."""
        return await self.turns.wait_for_reply(trace_id, timeout)

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
        event = await self.journal.append(EventKind.MESSAGE, source, trace, data)
        self.queue.enqueue(ItemKind.OPERATOR, text, trace_id=trace, source=source, event=event)
        return event

    # -- output ------------------------------------------------------------------------------------------

    async def utter(self, rules: list[str], *, request_id: str | None = None) -> str:
        self._check_open()
        return await self.delivery.utter(rules, request_id=request_id)

    async def emit_message(self, text: str, *, request_id: str | None = None) -> Event:
        self._check_open()
        return await self.delivery.emit_message(text, request_id=request_id)

    async def emit_tool_result(self, tool_name: str, result: ToolResult, arguments: Mapping[str, Any]) -> Event:
        self._check_open()
        return await self.delivery.emit_tool_result(tool_name, result, arguments)

    def start_work(self, coro: Coroutine[Any, Any, Any], *, tool: str, arguments: Mapping[str, Any], key: str,
                   trace_id: TraceId, progress: list[str], steps: Sequence[Sound | None] = ()) -> WorkEntry:
        entry, _created = self.ledger.start(coro, tool=tool, arguments=arguments, key=key,
                                            trace_id=trace_id, progress_rules=progress, progress_steps=steps)
        self.floor.poke()
        return entry

    async def retry_delivery(self, work_id: WorkId) -> WorkEntry:
        return await self.ledger.reopen_for_retry(work_id)

    async def acknowledge_read(self, events: Sequence[Event], reader: str) -> None:
        await self.delivery.acknowledge_read(events, reader)

    async def catch_up(self) -> int:
        return await self.delivery.catch_up()

    # -- records ------------------------------------------------------------------------------------------

    async def record_tool_event(self, trace_id: TraceId, tool: str, args: Mapping[str, Any], result: ToolResult) -> Event:
        return await self.journal.append(EventKind.TOOL, EventSource.AI_AGENT, trace_id,
                                         tool_event_data(tool, args, result))

    async def record_error(self, trace_id: TraceId, *, stage: str, message: str, **data: Any) -> Event:
        return await self.journal.append(EventKind.STATUS, EventSource.AI_AGENT, trace_id,
                                         {"status": "error", "data": {"stage": stage, "message": message, **data}})

    async def record_status(self, trace_id: TraceId, status: str, data: Mapping[str, Any]) -> Event:
        return await self.journal.append(EventKind.STATUS, EventSource.AI_AGENT, trace_id,
                                         {"status": status, "data": dict(data)})

    async def _post_item(self, item: SpeechItem) -> Event:
        data: dict[str, Any] = {"message": item.text, "speech": item.kind.value}
        if item.work_id:
            data["work_id"] = item.work_id
        if item.final:
            data["final"] = True
        if item.participant:
            data["participant"] = item.participant
        if item.attempts > 1:
            data["attempt"] = item.attempts
        data.update(item.meta)
        return await self.journal.append(EventKind.MESSAGE, item.source, item.trace_id, data)

    async def history_messages(self, limit: int = 40, *,
                               read_as: Mapping[TraceId, str | None] | None = None) -> list[dict[str, Any]]:
        read_as = read_as or {}
        events = await self.store.list_events(self.id, kinds=[EventKind.MESSAGE, EventKind.TOOL])
        out: list[dict[str, Any]] = []
        for e in events[-limit:]:
            if e.trace_id in read_as and read_as[e.trace_id] is None:
                continue  # a turn read with the next one: its words are there, its cut reply is not
            if e.kind is EventKind.MESSAGE and e.message:
                name = " (human agent)" if e.source is EventSource.HUMAN_AGENT else ""
                message = e.message
                if e.trace_id in read_as and history_role(e.source) == "user":
                    message = read_as[e.trace_id] or message
                out.append({"role": history_role(e.source), "content": f"{message}{name}" if name else message})
            elif e.kind is EventKind.TOOL:
                out.append({"role": "system", "content": "Tool results: " + json.dumps(e.data.get("tool_calls"), default=str)})
        return out

    async def recent_values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for e in await self.store.list_events(self.id, kinds=[EventKind.TOOL]):
            for call in e.data.get("tool_calls", []):
                values.update(call.get("arguments") or {})
                data = (call.get("result") or {}).get("data")
                if isinstance(data, Mapping):
                    values.update(data)
        return values

    async def _customer_work(self) -> list[WorkEntry]:
        customer = self._record.customer_id
        if not customer or customer == "guest":
            return []
        return await self.store.list_work(customer_id=CustomerId(customer))

    # -- the session record --------------------------------------------------------------------------------

    async def change(self, changes: SessionChanges) -> SessionRecord:
        record = await self.journal.update_session(changes)
        self._set_record(record)
        return record

    async def refresh(self) -> SessionRecord:
        record = await self.store.get_session(self.id)
        if record is None:
            raise SessionClosedError(f"session {self.id} was deleted")
        self._set_record(record)
        await self.ledger.refresh_customer_work()
        return record

    def _set_record(self, record: SessionRecord) -> None:
        changed_mode = record.mode is not self._record.mode
        self._record = record
        self.session.record = record
        if changed_mode:
            self.floor.poke()

    # -- speech policy hooks ----------------------------------------------------------------------------

    def _mode_allows(self, kind: ItemKind) -> bool:
        if self._record.mode is SessionMode.MANUAL:
            return kind in (ItemKind.OPERATOR, ItemKind.VERBATIM)
        return True

    def _quiet(self) -> bool:
        return (self.floor.idle and not self.queue.busy and not self.queue.open_turns
                and self._record.mode is SessionMode.AUTO
                and not self._record.customer_represented_by_an_agent
                and self.listener != "none"
                and (self.voice or self.agent.speech.progress_on_text))

    def _say_progress(self, work: WorkEntry, n: int) -> bool:
        sound = work.progress_step(n)
        if sound is not None and self.voice:
            self.queue.enqueue_sound(sound, trace_id=TraceId(new_id("trc")), work_id=work.id,
                                     reason=f"progress of {work.tool}")
            return True
        text = self.engine.progress_line(work)
        if not text:
            return False
        self.queue.enqueue(ItemKind.PROGRESS, text, trace_id=TraceId(new_id("trc")), work_id=work.id)
        return True

    def _on_item(self, what: str, item: SpeechItem, data: dict[str, Any]) -> None:
        outcome = data.get("outcome")
        if what == "item_finished" and outcome == Outcome.PLAYED.value:
            # Who heard it is who listened as it ended: a caller who hangs up the moment after
            # heard it all the same (delivery is judged later, when the listener may be gone).
            item.played_to = self.listener
        if what == "item_finished" and item.event is None and item.error and not self.owner.closed \
                and self.lost is None:
            self.owner.spawn(self.report_error("speech", DeliveryError(item.error), item.trace_id,
                                               speech=item.kind.value, work_id=item.work_id),
                             f"speech-error:{item.id}")
        if what in ("item_finished", "item_requeued") and item.event is not None and outcome != Outcome.PLAYED.value \
                and not self.owner.closed and self.lost is None:
            # The message is in the log, but the caller did not hear all of it: say so there.
            self.owner.spawn(self._record_speech_outcome(item, outcome or Outcome.INTERRUPTED.value),
                             f"speech-outcome:{item.id}")
        self.emit(what, item_id=item.id, kind=item.kind.value, text=item.text, work_id=item.work_id,
                  reply_to=item.reply_to, **data)

    async def _record_speech_outcome(self, item: SpeechItem, outcome: str) -> None:
        assert item.event is not None
        data: dict[str, Any] = {"outcome": outcome, "message_offset": item.event.offset,
                                "speech": item.kind.value, "work_id": item.work_id}
        if item.error:
            data["error"] = item.error
        try:
            await self.journal.append(EventKind.STATUS, EventSource.SYSTEM, item.trace_id,
                                      {"status": "speech", "data": data})
        except LeaseLost:
            pass  # not ours to write any more
        except Exception as exc:
            logger.error("could not record a speech outcome", exc_info=exc, extra={"session_id": self.id})

    def tool_called(self, tool: str, *, background: bool) -> None:
        self.emit("tool_call", tool=tool, background=background)

    def acted(self, what: str) -> None:
        self.turns.acted(what)

    def _on_work(self, what: str, entry: WorkEntry, data: dict[str, Any]) -> None:
        self.floor.poke()
        self.emit(what, work_id=entry.id, tool=entry.tool, key=entry.key, state=entry.state.value,
                  trace_id=entry.trace_id, **data)

    def _check_open(self) -> None:
        if self.owner.closed or self._closing:
            raise SessionClosedError(f"session {self.id} is closed")
