"""The pending-work ledger of one session.

It starts background work (deduplicated by operation key, across the customer's sessions),
owns its task, follows it through result and delivery, and keeps every transition in the store
through the live side's fenced journal, so a restart finds what was left and a former owner
can no longer write. A piece of work is pending until its answer (or failure notice) has been
delivered: heard to the end on voice, read, or sent by a follow-up channel.

What it asks of the live side (`Deliverer`): a line for a result or a failure, how a delivery
ended, and what became of work whose process stopped (`reconcile`). It never re-runs work.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from voice_agent.clock import Clock
from voice_agent.clock import timeout as clock_timeout
from voice_agent.context import work_scope
from voice_agent.errors import InvalidInputError, LeaseLost
from voice_agent.guidance import WorkSettings
from voice_agent.ids import CustomerId, SessionId, TraceId, WorkId, new_id
from voice_agent.sounds import Sound
from voice_agent.speech.items import SpeechItem
from voice_agent.tasks import TaskOwner
from voice_agent.work.entries import WorkEntry, WorkState, can_transition

logger = logging.getLogger("voice_agent.work")

Observer = Callable[[str, WorkEntry, dict[str, Any]], None]
Save = Callable[[WorkEntry], Awaitable[None]]
ListCustomerWork = Callable[[], Awaitable[list[WorkEntry]]]
# Records an error the ledger handled (a work that raised, a reconciler that failed) where a
# person will see it: the live side logs it with its traceback and appends an error event.
ReportError = Callable[[str, BaseException, WorkEntry], Awaitable[None]]


@dataclass(frozen=True)
class Reconciled:
    """What became of interrupted work: its result data and the rules for saying it."""

    result: Mapping[str, Any]
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Delivered:
    """How a delivery ended: `via` says how it reached the customer, or None if it did not."""

    via: str | None
    reason: str = ""


class Deliverer(Protocol):
    """What the ledger needs from the live side to deliver and recover work."""

    async def answer(self, entry: WorkEntry) -> SpeechItem | None:
        """Queue the line for a known result (the stored line, or one composed from the result
        and its rules); None if no line can be made."""
        ...

    async def failure_notice(self, entry: WorkEntry) -> SpeechItem | None: ...

    async def confirm(self, entry: WorkEntry, items: Sequence[SpeechItem]) -> Delivered:
        """Wait (bounded) for how the queued lines ended; if nobody heard or read them, send
        the last one by the follow-up channel."""
        ...

    async def reconcile(self, entry: WorkEntry) -> Reconciled | None:
        """What became of work whose process stopped: its result, or None if it cannot be known."""
        ...


class SessionLedger:
    def __init__(
        self,
        *,
        session_id: SessionId,
        customer_id: CustomerId | None,
        clock: Clock,
        settings: WorkSettings,
        owner: TaskOwner,
        save: Save,
        deliverer: Deliverer,
        customer_work: ListCustomerWork | None = None,
        observer: Observer | None = None,
        report_error: ReportError | None = None,
    ) -> None:
        self.session_id = session_id
        self.customer_id = customer_id
        self._clock = clock
        self.settings = settings
        self._owner = owner
        self._store_save = save
        self._deliverer = deliverer
        self._customer_work = customer_work
        self._observer = observer
        self._report_error = report_error
        self._entries: dict[WorkId, WorkEntry] = {}
        self._pending_by_key: dict[str, WorkId] = {}
        self._by_trace: dict[TraceId, list[WorkId]] = {}
        self._deliveries: dict[WorkId, list[SpeechItem]] = {}
        self._tasks: dict[WorkId, asyncio.Task[None]] = {}
        self._elsewhere: dict[str, WorkEntry] = {}  # the customer's work in other sessions, by key
        self._closed = False
        self._changed = asyncio.Event()

    # -- queries ----------------------------------------------------------------------------

    def get(self, work_id: WorkId) -> WorkEntry | None:
        return self._entries.get(work_id)

    def pending(self) -> list[WorkEntry]:
        # Only pending entries are looked at, so this does not grow with the session's history.
        return sorted((self._entries[w] for w in self._pending_by_key.values()), key=lambda e: e.created_at)

    def started_by(self, trace_id: TraceId) -> list[WorkEntry]:
        """Work started by one turn."""
        return [self._entries[w] for w in self._by_trace.get(trace_id, ())]

    def running(self) -> list[WorkEntry]:
        """Pending work whose result is not in yet: what a caller is waiting for."""
        return [e for e in self.pending() if e.state in (WorkState.STARTED, WorkState.INTERRUPTED)]

    def find_pending(self, key: str) -> WorkEntry | None:
        """The work a repeat request with this key should not start again: pending here, or
        pending or done (with an answer) in another of the customer's sessions."""
        wid = self._pending_by_key.get(key)
        if wid is not None:
            return self._entries.get(wid)
        return self._elsewhere.get(key)

    def entries(self) -> list[WorkEntry]:
        return sorted(self._entries.values(), key=lambda e: e.created_at)

    @property
    def busy(self) -> bool:
        """Work is pending or being delivered."""
        return bool(self._pending_by_key) or bool(self._tasks)

    async def refresh_customer_work(self) -> None:
        """Reload the customer's work in other sessions (pending, or done with an answer)."""
        if self._customer_work is None:
            return
        found: dict[str, WorkEntry] = {}
        for entry in await self._customer_work():
            if entry.session_id == self.session_id:
                continue
            if entry.pending or entry.answer is not None:
                found[entry.key] = entry  # newest last: list_work is ordered by creation
        self._elsewhere = found

    # -- starting work ------------------------------------------------------------------------

    def start(
        self,
        coro: Coroutine[Any, Any, Any],
        *,
        tool: str,
        arguments: Mapping[str, Any],
        key: str,
        trace_id: TraceId,
        progress_rules: Sequence[str] = (),
        progress_steps: Sequence[Sound | None] = (),
    ) -> tuple[WorkEntry, bool]:
        """Start `coro` as tracked work, or return the entry a repeat should not start again.

        Returns (entry, created). A duplicate request never runs: its coroutine is closed.
        """
        existing = self.find_pending(key)
        if existing is not None:
            coro.close()
            return self.note_duplicate(existing), False
        if self._closed:
            coro.close()
            raise RuntimeError("the session is closed; no new work can start")
        now = self._clock.wall()
        entry = WorkEntry(
            id=WorkId(new_id("wrk")),
            session_id=self.session_id,
            key=key,
            tool=tool,
            arguments=dict(arguments),
            state=WorkState.STARTED,
            trace_id=trace_id,
            created_at=now,
            updated_at=now,
            progress_rules=tuple(progress_rules),
            progress_steps=tuple(progress_steps),
            history=((WorkState.STARTED.value, now),),
            customer_id=self.customer_id,
        )
        self._put(entry)
        self._by_trace.setdefault(trace_id, []).append(entry.id)
        self._notify("job_started", entry, duplicate=False)
        self._spawn(entry.id, self._run(entry.id, coro), f"work:{tool}:{entry.id}")
        return entry, True

    def note_duplicate(self, entry: WorkEntry) -> WorkEntry:
        """The same work was asked for again: count it, start nothing. Another session's entry
        is counted here only (that session's owner writes its entry)."""
        if entry.session_id != self.session_id:
            self._notify("job_started", entry, duplicate=True, elsewhere=True)
            return entry
        updated = self._put(entry.moved(entry.state, self._clock.wall(), duplicates=entry.duplicates + 1))
        self._notify("job_started", updated, duplicate=True)
        return updated

    def _spawn(self, work_id: WorkId, coro: Coroutine[Any, Any, None], purpose: str) -> None:
        ctx = contextvars.copy_context()
        ctx.run(work_scope.set, work_id)
        task = self._owner.spawn(coro, purpose, context=ctx)
        self._tasks[work_id] = task

        def done(t: asyncio.Task[None]) -> None:
            if self._tasks.get(work_id) is t:
                del self._tasks[work_id]
            self._changed.set()

        task.add_done_callback(done)

    async def _run(self, work_id: WorkId, coro: Coroutine[Any, Any, Any]) -> None:
        try:
            # Saved before the work runs: a crash from here on leaves `started` for recovery.
            await self._save(self._entries[work_id])
            try:
                async with clock_timeout(self._clock, self.settings.service_timeout_s):
                    await coro
            except TimeoutError:
                await self._fail(work_id, f"service timeout after {self.settings.service_timeout_s:g} s")
            except asyncio.CancelledError:
                raise
            except LeaseLost:
                raise
            except Exception as exc:
                await self._report("work", exc, work_id)
                await self._fail(work_id, f"{type(exc).__name__}: {exc}"[:300])
            await self._settle(work_id)
        except asyncio.CancelledError:
            await self._interrupted(work_id)
            raise
        finally:
            coro.close()

    async def _fail(self, work_id: WorkId, reason: str) -> None:
        entry = self._entries[work_id]
        if entry.state in (WorkState.STARTED, WorkState.INTERRUPTED, WorkState.RESULT_AVAILABLE):
            await self._move(work_id, WorkState.FAILED, outcome="failure", error=reason)

    async def _settle(self, work_id: WorkId) -> None:
        """The work (or its reconciliation) is done: make sure a line is on its way, wait for
        how it ends, and close the entry."""
        entry = self._entries[work_id]
        if entry.state in (WorkState.STARTED, WorkState.INTERRUPTED) and not self._deliveries.get(work_id):
            await self._move(work_id, WorkState.FAILED, outcome="failure",
                             error="the work ended without reporting a result")
            entry = self._entries[work_id]
        if not self._deliveries.get(work_id):
            if entry.state is WorkState.RESULT_AVAILABLE:
                item = await self._deliverer.answer(entry)
            elif entry.state is WorkState.FAILED:
                item = await self._deliverer.failure_notice(entry)
            else:
                item = None
            if item is not None:
                await self.delivery_queued(work_id, item, {"kind": "verbatim", "text": item.text})
        await self._confirm(work_id)

    async def _confirm(self, work_id: WorkId) -> None:
        items = list(self._deliveries.get(work_id, ()))
        done = await self._deliverer.confirm(self._entries[work_id], items)
        entry = self._entries[work_id]
        if entry.state.is_final:
            return
        if done.via is not None:
            await self._move(work_id, WorkState.DELIVERED, outcome=entry.outcome or "success",
                             delivered_via=done.via)
        else:
            await self._move(work_id, WorkState.DELIVERY_FAILED,
                             error=entry.error or done.reason or "no message was delivered")

    async def _interrupted(self, work_id: WorkId) -> None:
        """The work's task was cancelled (its live side is stopping): hand it to the store."""
        entry = self._entries.get(work_id)
        if entry is None or entry.state is not WorkState.STARTED:
            return  # a result or failure is stored: the next owner delivers it
        try:
            await self._move(work_id, WorkState.INTERRUPTED,
                             error="its process stopped before it finished; to be reconciled")
        except LeaseLost:
            pass  # another process owns the session now: it reconciles the work
        except Exception:
            logger.exception("could not hand interrupted work to the store",
                             extra={"work_id": work_id, "session_id": self.session_id})

    async def cancel(self, work_id: WorkId, reason: str) -> WorkEntry:
        """Stop pending work on purpose (the caller called it off, or an operator): it becomes
        `cancelled` (saved, observed) and its task is cancelled, so it neither finishes nor
        delivers. Raises InvalidInputError for work that is unknown or no longer pending."""
        entry = self._entries.get(work_id)
        if entry is None:
            raise InvalidInputError(f"no work {work_id} in session {self.session_id}")
        if not entry.pending:
            raise InvalidInputError(f"work {work_id} is {entry.state.value}; only pending work can be cancelled")
        await self._move(work_id, WorkState.CANCELLED, error=reason)
        task = self._tasks.get(work_id)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        return self._entries[work_id]

    # -- what the work reports ----------------------------------------------------------------

    async def result_available(self, work_id: WorkId, data: Any, rules: Sequence[str] = ()) -> None:
        entry = self._entries.get(work_id)
        if entry is None or entry.state not in (WorkState.STARTED, WorkState.INTERRUPTED):
            return
        result = data if isinstance(data, Mapping) else {"value": data}
        await self._move(work_id, WorkState.RESULT_AVAILABLE, result=dict(result), outcome="success",
                         rules=tuple(rules), error=None)

    async def delivery_queued(self, work_id: WorkId, item: SpeechItem, spec: Mapping[str, Any]) -> None:
        """A final answer (or failure notice) for this work entered the speech queue: its text
        is stored before it can be heard, so a recovery says the same line."""
        entry = self._entries.get(work_id)
        if entry is None:
            return
        self._deliveries.setdefault(work_id, []).append(item)
        updated = self._put(entry.moved(entry.state, self._clock.wall(), delivery=dict(spec),
                                        delivery_attempts=entry.delivery_attempts + 1))
        await self._save(updated)

    # -- recovery and operators -----------------------------------------------------------------

    async def load(self, entries: Sequence[WorkEntry]) -> None:
        """Take over this session's stored entries (after a restart, a takeover, or a handed-off
        session): interrupted work is reconciled, known results and failures are delivered."""
        for entry in entries:
            self._put(entry)
        for entry in entries:
            if entry.state in (WorkState.STARTED, WorkState.INTERRUPTED):
                self._spawn(entry.id, self._reconcile(entry.id), f"reconcile:{entry.tool}:{entry.id}")
            elif entry.state in (WorkState.RESULT_AVAILABLE, WorkState.FAILED):
                self._deliveries[entry.id] = []
                self._spawn(entry.id, self._redeliver(entry.id), f"redeliver:{entry.id}")

    async def _reconcile(self, work_id: WorkId) -> None:
        try:
            if self._entries[work_id].state is WorkState.STARTED:
                # Its process died with it running: stored so, a second crash finds it the same.
                await self._move(work_id, WorkState.INTERRUPTED,
                                 error="its process stopped before it finished; to be reconciled")
            try:
                async with clock_timeout(self._clock, self.settings.service_timeout_s):
                    found = await self._deliverer.reconcile(self._entries[work_id])
            except (asyncio.CancelledError, LeaseLost):
                raise
            except Exception as exc:  # TimeoutError included: the status cannot be known
                await self._report("reconcile", exc, work_id)
                found = None
            if found is not None:
                await self.result_available(work_id, found.result, found.rules)
            else:
                await self._fail(work_id, "interrupted; its status is unknown (not re-run)")
            await self._settle(work_id)
        except asyncio.CancelledError:
            raise  # still interrupted in the store: the next owner reconciles it again

    async def _redeliver(self, work_id: WorkId) -> None:
        self._deliveries[work_id] = []
        await self._settle(work_id)

    async def reopen_for_retry(self, work_id: WorkId) -> WorkEntry:
        """An operator's retry of a `delivery_failed` entry: deliver its answer (or notice) again."""
        entry = self._entries.get(work_id)
        if entry is None:
            raise InvalidInputError(f"no work {work_id} in session {self.session_id}")
        if entry.state is not WorkState.DELIVERY_FAILED:
            raise InvalidInputError(f"work {work_id} is {entry.state.value}; only delivery_failed work can be retried")
        state = WorkState.FAILED if entry.outcome == "failure" else WorkState.RESULT_AVAILABLE
        await self._move(work_id, state, delivered_via=None)
        self._deliveries[work_id] = []
        self._spawn(work_id, self._redeliver(work_id), f"retry:{work_id}")
        return self._entries[work_id]

    async def delivered_late(self, work_id: WorkId, via: str) -> bool:
        """A line that counted as undelivered reached the customer after all (read through the
        API, said on their next call). True if this changed the entry."""
        entry = self._entries.get(work_id)
        if entry is None or entry.state not in (WorkState.DELIVERY_FAILED, WorkState.RESULT_AVAILABLE,
                                                WorkState.FAILED):
            return False
        await self._move(work_id, WorkState.DELIVERED, outcome=entry.outcome or "success", delivered_via=via)
        return True

    # -- shutdown ---------------------------------------------------------------------------------

    async def hand_off(self) -> None:
        """Stop owned work without losing it: running work is stored `interrupted` for the next
        owner to reconcile; results and failures stay as they are, to be delivered by it."""
        self._closed = True
        tasks = list(self._tasks.values())
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._deliveries.clear()

    async def wait_settled(self) -> list[WorkEntry]:
        """Wait until no work is pending; returns every entry. Callers bound it with a timeout."""
        while self.pending():
            self._changed.clear()
            await self._changed.wait()
        return self.entries()

    async def wait_idle(self) -> None:
        """Until nothing is pending and no delivery task runs."""
        while self.busy:
            self._changed.clear()
            if not self.busy:
                return
            await self._changed.wait()

    # -- internals --------------------------------------------------------------------------------

    async def _move(self, work_id: WorkId, state: WorkState, **changes: Any) -> None:
        entry = self._entries[work_id]
        if entry.state is state and not changes:
            return
        if entry.state is not state and not can_transition(entry.state, state):
            logger.warning("ignored work transition %s -> %s", entry.state.value, state.value,
                           extra={"work_id": work_id, "session_id": self.session_id})
            return
        updated = self._put(entry.moved(state, self._clock.wall(), **changes))
        await self._save(updated)
        self._notify("work_state", updated)

    def _put(self, entry: WorkEntry) -> WorkEntry:
        self._entries[entry.id] = entry
        if entry.pending:
            self._pending_by_key[entry.key] = entry.id
        elif self._pending_by_key.get(entry.key) == entry.id:
            del self._pending_by_key[entry.key]
        return entry

    async def _save(self, entry: WorkEntry) -> None:
        # Always save the newest version: a slow earlier save must not overwrite a later state.
        await self._store_save(self._entries.get(entry.id, entry))

    async def _report(self, stage: str, exc: BaseException, work_id: WorkId) -> None:
        if self._report_error is not None:
            await self._report_error(stage, exc, self._entries[work_id])
        else:
            logger.error("%s failed for work %s", stage, work_id, exc_info=exc,
                         extra={"work_id": work_id, "session_id": self.session_id})

    def _notify(self, what: str, entry: WorkEntry, **data: Any) -> None:
        self._changed.set()
        if self._observer is not None:
            try:
                self._observer(what, entry, data)
            except Exception:
                logger.exception("work observer failed")
