"""The phone line of a live side: transfers, hang-ups, hold audio and the silent caller.

A live side has a phone line when its voice adapter attaches a `Telephony` (the LiveKit worker
does for every call; a text session has none). The rules:

1. **After the reply is heard.** A reply whose tool asked to transfer (``control={"transfer":
   TransferTarget}``) or to end the call (``control={"end_call": True}``) is acted on once it
   has played to the end. A caller who barged into it is answered instead: the transfer still
   follows (they asked for it), the hang-up does not (they had more to say).
2. **Transfer.** Without a line that can transfer, the session goes to the console (manual mode),
   as before phone lines existed. With one: the person is briefed with a summary of the call
   (warm), the caller hears hold audio meanwhile (a sound in the speech queue, which stops
   whenever the caller speaks and starts again once they stop), and no caller turn is answered
   until the transfer ends. Completed: the agent is off the call (label `transferred`, manual
   mode); its pending work goes on and is answered by the follow-up channel. Not completed:
   the caller is told, and the session goes back to the agent or to the console
   (`TransferTarget.on_failure`).
3. **Ending the call.** The line hangs up and the live side stops taking turns; pending work
   outlives the call (it goes on, and its answer goes out by the follow-up channel).
4. **The silent caller.** With nothing pending, nothing said and no turn open for
   `PhoneSettings.still_there_after_s`, the agent asks whether the caller is still there; after
   `hang_up_after_s` more of silence it says goodbye and ends the call (rule 3). Any sound or
   key from the caller starts the count again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import Any, Protocol

from voice_agent.agent import Agent
from voice_agent.clock import Clock
from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS
from voice_agent.engine.turn import TurnEngine
from voice_agent.errors import LeaseLost
from voice_agent.ids import SessionId, TraceId, new_id
from voice_agent.session.records import SessionChanges, SessionMode, SessionRecord
from voice_agent.sounds import Sound
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem
from voice_agent.speech.queue import SpeechQueue
from voice_agent.tasks import TaskOwner
from voice_agent.telephony import (
    Telephony,
    TransferOutcome,
    TransferResult,
    TransferTarget,
    summarise_call,
)
from voice_agent.work.ledger import SessionLedger

logger = logging.getLogger("voice_agent.live.phone")

TRANSFERRED_LABEL = "transferred"
NEEDS_HUMAN_LABEL = "needs-human"


class PhoneHost(Protocol):
    """What the phone line needs of the live side (LiveSession is one)."""

    agent: Agent
    clock: Clock
    floor: Floor
    queue: SpeechQueue
    owner: TaskOwner
    ledger: SessionLedger
    listener: str

    @property
    def id(self) -> SessionId: ...

    @property
    def record(self) -> SessionRecord: ...

    @property
    def engine(self) -> TurnEngine: ...

    @property
    def turns_busy(self) -> bool: ...

    async def change(self, changes: SessionChanges) -> SessionRecord: ...

    async def record_status(self, trace_id: TraceId, status: str, data: Mapping[str, Any]) -> Any: ...

    async def customer_said(self) -> list[str]: ...

    async def hang_up(self) -> None: ...

    def emit(self, what: str, **data: Any) -> None: ...

    async def report_error(self, stage: str, exc: BaseException, trace_id: TraceId | None = None,
                           **data: Any) -> None: ...


class Hold:
    """Hold audio through the speech queue (a `HoldAudio` for a Telephony adapter): rule 2."""

    def __init__(self, phone: PhoneLine) -> None:
        self._phone = phone
        self._on = False
        self._item: SpeechItem | None = None
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._on:
            return
        self._on = True
        self._task = self._phone.live.owner.spawn(self._keep_playing(), "hold-audio")

    def stop(self) -> None:
        self._on = False
        live = self._phone.live
        if self._item is not None:
            live.queue.stop_sound(self._item, "the hold ended")
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _keep_playing(self) -> None:
        live = self._phone.live
        sound = Sound(live.agent.phone.hold_sound)
        while self._on:
            if not live.floor.idle or live.queue.busy:
                await live.floor.wait_changed(None)  # the caller speaks: the hold waits for them
                continue
            self._item = live.queue.enqueue_sound(sound, trace_id=TraceId(new_id("trc")), reason="hold")
            await asyncio.shield(self._item.done)


class PhoneLine:
    def __init__(self, live: PhoneHost) -> None:
        self.live = live
        self.telephony: Telephony | None = None
        self.hold = Hold(self)
        self.transferring = False
        self.ended: str | None = None  # why the agent left the call: "hung up", "transferred"

    @property
    def can_transfer(self) -> bool:
        return self.telephony is not None and self.telephony.can_transfer

    def attach(self, telephony: Telephony) -> None:
        """The call has a phone line: transfers and hang-ups go through it (rules 2, 3), and the
        silent caller is looked after (rule 4)."""
        self.telephony = telephony
        self.live.owner.spawn(self._watch_silence(), "silent-caller")

    # -- after a reply (rule 1) --------------------------------------------------------------------

    def after_reply(self, item: SpeechItem | None, control: Mapping[str, Any]) -> bool:
        """Act on a reply's control once it has been heard. True when the phone line took it (the
        turn then leaves the session's mode alone)."""
        target = control.get("transfer")
        if target is not None and not isinstance(target, TransferTarget):
            raise TypeError(f"control['transfer'] must be a TransferTarget, not {type(target).__name__}")
        if target is not None and self.can_transfer:
            self.transferring = True  # from now: no caller turn is answered (rule 2)
            self.live.owner.spawn(self._transfer_after(item, target), "transfer")
            return True
        if control.get("end_call"):
            self.live.owner.spawn(self._end_call_after(item), "end-call")
        return False

    async def _transfer_after(self, item: SpeechItem | None, target: TransferTarget) -> None:
        if item is not None:
            await asyncio.shield(item.done)
        if self.live.listener == "none":  # the caller left while hearing it
            self.transferring = False
            return
        await self.transfer(target)

    async def _end_call_after(self, item: SpeechItem | None) -> None:
        if item is not None and await asyncio.shield(item.done) is not Outcome.PLAYED:
            logger.info("the goodbye was not heard to the end; the call goes on", extra={"session_id": self.live.id})
            return
        await self.end_call("the agent ended the call")

    # -- transfer (rule 2) ---------------------------------------------------------------------------

    async def transfer(self, target: TransferTarget) -> TransferResult:
        live = self.live
        assert self.telephony is not None
        trace = TraceId(new_id("trc"))
        self.transferring = True
        try:
            briefing = await self.briefing()
            await live.record_status(trace, "transfer", {"to": target.to, "mode": target.mode, "state": "started"})
            live.emit("transfer_started", to=target.to, mode=target.mode)
            try:
                result = await self.telephony.transfer(target, briefing=briefing)
            except (asyncio.CancelledError, LeaseLost):
                raise
            except Exception as exc:
                await live.report_error("transfer", exc, trace, to=target.to)
                result = TransferResult(TransferOutcome.FAILED, f"{type(exc).__name__}: {exc}"[:200])
        finally:
            self.hold.stop()
            self.transferring = False
        await live.record_status(trace, "transfer", {"to": target.to, "mode": target.mode, "state": result.outcome.value,
                                                     "detail": result.detail})
        live.emit("transfer_finished", to=target.to, mode=target.mode, outcome=result.outcome.value, detail=result.detail)
        if result.outcome.succeeded:
            await live.change({"mode": SessionMode.MANUAL, "labels_add": [TRANSFERRED_LABEL]})
            await self._left("transferred")
            return result
        key = "transfer_failed_operator" if target.on_failure == "operator" else "transfer_failed_agent"
        text = " ".join(live.engine.composer.compose([BUILTIN_INSTRUCTIONS[key]], {}))
        told = live.queue.enqueue(ItemKind.UTTERANCE, text, trace_id=trace) if text else None
        if target.on_failure == "operator":
            if told is not None:
                await asyncio.shield(told.done)  # said before the agent goes quiet
            await live.change({"mode": SessionMode.MANUAL, "labels_add": [NEEDS_HUMAN_LABEL]})
        return result

    async def briefing(self) -> str:
        """A summary of the call for the person who takes it (rule 2)."""
        live = self.live
        meta = live.record.metadata
        work = [{"tool": w.tool, "arguments": dict(w.arguments), "state": w.state.value, "result": w.result}
                for w in live.ledger.entries()]
        return summarise_call(caller=str(meta.get("phone_number") or live.record.customer_id),
                              reason=meta.get("handoff_reason"), said=await live.customer_said(), work=work)

    # -- ending the call (rule 3) ---------------------------------------------------------------------

    async def end_call(self, reason: str) -> None:
        live = self.live
        if self.ended is not None:
            return
        await live.record_status(TraceId(new_id("trc")), "call_ended", {"reason": reason})
        if self.telephony is not None:
            try:
                await self.telephony.hang_up()
            except (asyncio.CancelledError, LeaseLost):
                raise
            except Exception as exc:
                await live.report_error("hang-up", exc)
        await self._left("hung up", reason)

    async def _left(self, how: str, reason: str = "") -> None:
        """The agent is off the call; its pending work goes on (the work-integrity rules)."""
        self.ended = how
        self.live.emit("call_ended", how=how, reason=reason)
        await self.live.hang_up()

    # -- the silent caller (rule 4) -------------------------------------------------------------------

    async def _watch_silence(self) -> None:
        settings = self.live.agent.phone
        if settings.still_there_after_s is None:
            return
        while self.ended is None:
            await self._silence(settings.still_there_after_s)
            onsets = self.live.floor.caller_onsets
            asked = self._say("still_there_check")
            if asked is not None:
                await asyncio.shield(asked.done)
            await self._silence(settings.hang_up_after_s, onsets)
            if self.live.floor.caller_onsets != onsets or self.ended is not None:
                continue  # they are still there: their turn is answered as usual
            goodbye = self._say("goodbye_silent")
            if goodbye is None or await asyncio.shield(goodbye.done) is Outcome.PLAYED:
                await self.end_call("the caller was silent")

    async def _silence(self, seconds: float, onsets: int | None = None) -> None:
        """Until the line has been quiet for `seconds` with nothing pending (or, with `onsets`,
        until the caller makes a sound)."""
        live, floor = self.live, self.live.floor
        while True:
            if onsets is not None and floor.caller_onsets != onsets:
                return
            quiet = (floor.idle and not live.queue.busy and not live.queue.open_turns and not live.turns_busy
                     and not live.ledger.running() and not self.transferring and self.ended is None
                     and live.record.mode is SessionMode.AUTO and live.listener == "voice")
            left = seconds - floor.idle_for() if quiet else None
            if left is not None and left <= 0:
                return
            await floor.wait_changed(left)

    def _say(self, key: str) -> SpeechItem | None:
        live = self.live
        text = " ".join(live.engine.composer.compose([BUILTIN_INSTRUCTIONS[key]], {}))
        if not text:
            return None
        return live.queue.enqueue(ItemKind.UTTERANCE, text, trace_id=TraceId(new_id("trc")))

