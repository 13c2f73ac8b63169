"""Caller turns, one at a time: from a customer message to the reply in the speech queue.

A turn that is the rest of the one before it (the caller paused, then went on over the agent's
first words) is read joined to it, from what the session waited for before it (rule 11,
`continuation.py`); the worker keeps the answered turn that the next one may continue.

A turn that fails is that turn's failure, never the session's: it is logged with its
traceback, recorded as an error status event, answered with a spoken apology, and the session
keeps listening. Only cancellation (the live side stopping) and a lost lease end the worker.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Protocol

from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS
from voice_agent.engine.turn import Reply, TurnEngine
from voice_agent.errors import LeaseLost
from voice_agent.ids import TraceId, WorkId
from voice_agent.live.continuation import AnsweredTurn, Reading, read_next
from voice_agent.live.phone import NEEDS_HUMAN_LABEL, PhoneLine
from voice_agent.runtime import SessionRuntime
from voice_agent.session.events import Event
from voice_agent.session.records import SessionChanges, SessionMode, SessionRecord
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import SpeechItem
from voice_agent.speech.queue import SpeechQueue

logger = logging.getLogger("voice_agent.live.turns")


class TurnHost(SessionRuntime, Protocol):
    """What the turn worker needs of the live side (LiveSession is one)."""

    queue: SpeechQueue
    phone: PhoneLine
    floor: Floor

    @property
    def engine(self) -> TurnEngine: ...

    async def refresh(self) -> SessionRecord: ...

    async def change(self, changes: SessionChanges) -> SessionRecord: ...

    def emit(self, what: str, **data: Any) -> None: ...

    async def report_error(self, stage: str, exc: BaseException, trace_id: TraceId | None = None,
                           **data: Any) -> None: ...


class Turns:
    def __init__(self, live: TurnHost) -> None:
        self._live = live
        self._queue: asyncio.Queue[Event] = asyncio.Queue()
        self._results: dict[TraceId, asyncio.Future[SpeechItem | None]] = {}
        self.accepting = True
        self._last: AnsweredTurn | None = None  # the answered turn the next one may continue
        self._did: list[str] = []  # what the turn being answered did beyond the conversation

    @property
    def busy(self) -> bool:
        return not self._queue.empty() or bool(self._results)

    def expect(self, trace_id: TraceId) -> None:
        """A turn with this trace is on its way: `wait_for_reply` may wait for it."""
        self._results[trace_id] = asyncio.get_running_loop().create_future()

    def forget(self, trace_id: TraceId) -> None:
        fut = self._results.pop(trace_id, None)
        if fut is not None and not fut.done():
            fut.set_result(None)

    def put(self, event: Event) -> None:
        if not self.accepting:
            self.forget(event.trace_id)
            return
        if event.trace_id not in self._results:
            self.expect(event.trace_id)
        self._queue.put_nowait(event)
        # Emitted where the turn comes in (a voice bridge's transcript, an API request), so an
        # observer can time the turn from here and trace it under the caller's context.
        self._live.emit("turn_received", trace_id=event.trace_id)

    async def wait_for_reply(self, trace_id: TraceId, timeout: float) -> Event | None:
        fut = self._results.get(trace_id)
        if fut is None:
            return None
        async with asyncio.timeout(timeout):
            item = await asyncio.shield(fut)
            if item is None:
                return None
            return await item.wait_posted()

    def acted(self, what: str) -> None:
        """The turn being answered did something the caller cannot take back (a tool that acts
        ran, work was cancelled): the next turn is never read as its continuation."""
        self._did.append(what)

    def stop(self) -> None:
        """The caller left: take no more turns; whoever waits for a reply gets none."""
        self.accepting = False
        while not self._queue.empty():
            self.forget(self._queue.get_nowait().trace_id)

    def close(self) -> None:
        for fut in self._results.values():
            if not fut.done():
                fut.cancel()

    async def run(self) -> None:
        while True:
            event = await self._queue.get()
            await self._process(event)

    async def _process(self, event: Event) -> None:
        live = self._live
        trace = event.trace_id
        waiter = self._results.get(trace)
        item: SpeechItem | None = None
        opened = False
        previous, self._last = self._last, None
        try:
            try:
                await live.refresh()
                if live.record.mode is SessionMode.MANUAL or live.phone.transferring:
                    return  # recorded only; a human agent answers (or is being reached)
                onsets = live.queue.turn_opened(trace)
                opened = True
                live.emit("turn_opened", trace_id=trace, text=event.message)
                keys = str(event.data.get("keys") or "")
                text, before, joins = await self._join(previous, trace, event.message or "", keys)
                self._did = []
                reply = await live.engine.respond(live, trace, text, keys, continues=joins)
                if reply.text:
                    item = live.queue.enqueue(reply.kind, reply.text, trace_id=trace, reply_to=trace,
                                              work_id=WorkId(reply.work_id) if reply.work_id else None)
                    live.emit("turn_reply", trace_id=trace, item_id=item.id, kind=reply.kind.value)
                did = [*self._did, *(f"started {w.tool}" for w in live.ledger.started_by(trace)),
                       *(f"control {k}" for k in reply.control)]
                self._last = AnsweredTurn(trace, text, before, item, tuple(did), keys=bool(keys), joins=joins,
                                          onsets=onsets)
                # A phone line transfers or hangs up once the reply is heard; without one, a
                # transfer is the console handoff (manual mode), as it always was.
                taken = live.phone.after_reply(item, reply.control)
                if not taken and (reply.control.get("mode") == "manual" or reply.control.get("transfer")):
                    if item is not None:
                        await item.wait_posted()
                    changes: SessionChanges = {"mode": SessionMode.MANUAL}
                    if reply.control.get("transfer"):
                        changes["labels_add"] = [NEEDS_HUMAN_LABEL]  # the console queue takes it
                    await live.change(changes)
            except (asyncio.CancelledError, LeaseLost):
                raise
            except Exception as exc:
                await live.report_error("turn", exc, trace)
                if item is None and live.record.mode is SessionMode.AUTO:
                    item = self._apologise(trace, opened)
        finally:
            if item is None:
                live.queue.turn_closed(trace)
            if waiter is not None and not waiter.done():
                waiter.set_result(item)
            self._results.pop(trace, None)

    async def _join(self, previous: AnsweredTurn | None, trace: TraceId, text: str,
                    keys: str) -> tuple[str, Any, tuple[TraceId, ...]]:
        """The words to read for this turn, the dialogue state they are read from, and the
        earlier turns they include: this turn alone, or (rule 11) joined to `previous`, whose
        dialogue state the session is set back to; the joined reading is recorded."""
        live = self._live
        reading = self._read(previous, keys)
        if not reading.joined or previous is None:
            return text, live.dialogue, ()
        text = f"{previous.text} {text}".strip()
        live.dialogue = previous.dialogue_before
        await live.record_status(trace, "continuation", reading.as_status(previous, text))
        live.emit("turn_continues", trace_id=trace, continues=previous.trace_id, reason=reading.reason)
        return text, previous.dialogue_before, (*previous.joins, previous.trace_id)

    def _read(self, previous: AnsweredTurn | None, keys: str) -> Reading:
        """How this turn reads after `previous` (rule 11); a reply of `previous` still
        waiting to be said is withdrawn when the two are joined."""
        live = self._live
        queued = previous is not None and previous.reply is not None \
            and previous.reply in live.queue.pending_items()
        reading = read_next(previous, onsets=live.floor.caller_onsets, keys=bool(keys), queued=queued,
                            now=live.clock.now(), settings=live.agent.speech)
        if reading.withdraw and previous is not None and previous.reply is not None:
            live.queue.withdraw(previous.reply, "the caller went on: read with the rest of their turn")
        logger.debug("rule 11: %s", reading.reason, extra={"session_id": live.id, "joined": reading.joined})
        return reading

    def _apologise(self, trace: TraceId, opened: bool) -> SpeechItem | None:
        live = self._live
        text = " ".join(live.engine.composer.compose([BUILTIN_INSTRUCTIONS["tool_error"]], {}))
        if not text:
            return None
        if not opened:
            live.queue.turn_opened(trace)
        reply = Reply(text)
        return live.queue.enqueue(reply.kind, text, trace_id=trace, reply_to=trace)
