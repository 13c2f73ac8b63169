"""The pending-work ledger of one session.

It starts background work (deduplicated by operation key), owns its task, follows it through
result and delivery, and keeps every transition in the store, so that a restart finds what was
left undelivered. A piece of work is pending until its final answer or failure notice has been
delivered (spoken to the end on voice, posted on text) or given up on.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from typing import Any

from voice_agent.clock import Clock
from voice_agent.clock import timeout as clock_timeout
from voice_agent.context import work_scope
from voice_agent.errors import InvalidInputError
from voice_agent.guidance import WorkSettings
from voice_agent.ids import SessionId, TraceId, WorkId, new_id
from voice_agent.session.store import Store
from voice_agent.speech.items import Outcome, SpeechItem
from voice_agent.tasks import TaskOwner
from voice_agent.work.entries import WorkEntry, WorkState, can_transition

logger = logging.getLogger("voice_agent.work")

Observer = Callable[[str, WorkEntry, dict[str, Any]], None]
NoticeSender = Callable[[WorkEntry], Awaitable[SpeechItem | None]]


class SessionLedger:
    def __init__(
        self,
        *,
        session_id: SessionId,
        store: Store,
        clock: Clock,
        settings: WorkSettings,
        owner: TaskOwner,
        send_failure_notice: NoticeSender,
        observer: Observer | None = None,
    ) -> None:
        self.session_id = session_id
        self._store = store
        self._clock = clock
        self.settings = settings
        self._owner = owner
        self._send_failure_notice = send_failure_notice
        self._observer = observer
        self._entries: dict[WorkId, WorkEntry] = {}
        self._pending_by_key: dict[str, WorkId] = {}
        self._by_trace: dict[TraceId, list[WorkId]] = {}
        self._deliveries: dict[WorkId, list[SpeechItem]] = {}
        self._tasks: dict[WorkId, asyncio.Task[None]] = {}
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
        return [e for e in self.pending() if e.state is WorkState.STARTED]

    def find_pending(self, key: str) -> WorkEntry | None:
        wid = self._pending_by_key.get(key)
        return self._entries.get(wid) if wid is not None else None

    def entries(self) -> list[WorkEntry]:
        return sorted(self._entries.values(), key=lambda e: e.created_at)

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
    ) -> tuple[WorkEntry, bool]:
        """Start `coro` as tracked work, or return the pending entry with the same key.

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
            history=((WorkState.STARTED.value, now),),
        )
        self._put(entry)
        self._by_trace.setdefault(trace_id, []).append(entry.id)
        self._notify("job_started", entry, duplicate=False)
        ctx = contextvars.copy_context()
        ctx.run(work_scope.set, entry.id)
        self._tasks[entry.id] = self._owner.spawn(self._run(entry.id, coro), f"work:{tool}:{entry.id}", context=ctx)
        return entry, True

    def note_duplicate(self, entry: WorkEntry) -> WorkEntry:
        """The same work was asked for again while pending: count it, start nothing."""
        updated = self._put(entry.moved(entry.state, self._clock.wall(), duplicates=entry.duplicates + 1))
        self._notify("job_started", updated, duplicate=True)
        return updated

    async def _run(self, work_id: WorkId, coro: Coroutine[Any, Any, Any]) -> None:
        try:
            await self._save(self._entries[work_id])
            try:
                async with clock_timeout(self._clock, self.settings.service_timeout_s):
                    await coro
            except TimeoutError:
                await self._fail(work_id, f"service timeout after {self.settings.service_timeout_s:g} s")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                logger.warning("background work failed", extra={"work_id": work_id, "error": type(exc).__name__})
                await self._fail(work_id, f"{type(exc).__name__}: {exc}"[:300])
            await self._settle(work_id)
        except asyncio.CancelledError:
            await self._cancelled(work_id)
            raise
        finally:
            self._tasks.pop(work_id, None)

    async def _fail(self, work_id: WorkId, reason: str) -> None:
        entry = self._entries[work_id]
        if entry.state in (WorkState.STARTED, WorkState.RESULT_AVAILABLE):
            await self._move(work_id, WorkState.FAILED, outcome="failure", error=reason)

    async def _settle(self, work_id: WorkId) -> None:
        """The coroutine is done: wait for what it is delivering, then close the entry."""
        entry = self._entries[work_id]
        if entry.state is WorkState.STARTED and not self._deliveries.get(work_id):
            await self._move(work_id, WorkState.FAILED, outcome="failure", error="the work ended without reporting a result")
            entry = self._entries[work_id]
        if entry.state is WorkState.FAILED and not self._deliveries.get(work_id):
            item = await self._send_failure_notice(entry)
            if item is not None:
                self.delivery_queued(work_id, item, {"kind": "verbatim", "text": item.text})
        await self._await_deliveries(work_id)

    async def _await_deliveries(self, work_id: WorkId) -> None:
        items = list(self._deliveries.get(work_id, ()))
        deadline = self.settings.delivery_timeout_s
        outcomes: list[Outcome] = []
        for item in items:
            try:
                async with clock_timeout(self._clock, deadline):
                    outcomes.append(await asyncio.shield(item.done))
            except TimeoutError:
                outcomes.append(Outcome.DROPPED)
        entry = self._entries[work_id]
        if entry.state.is_final:
            return
        if Outcome.PLAYED in outcomes:
            outcome = entry.outcome or "success"
            await self._move(work_id, WorkState.DELIVERED, outcome=outcome)
        else:
            reason = "no message was delivered" if not outcomes else f"delivery ended {outcomes[-1].value}"
            await self._move(work_id, WorkState.DELIVERY_FAILED, error=entry.error or reason)

    async def _cancelled(self, work_id: WorkId) -> None:
        entry = self._entries.get(work_id)
        if entry is not None and entry.pending:
            await self._move(work_id, WorkState.CANCELLED, error=entry.error or "cancelled")

    async def cancel(self, work_id: WorkId, reason: str) -> WorkEntry:
        """The caller called pending work off: it becomes `cancelled` (saved, observed) and its
        task is cancelled, so it neither finishes nor delivers. Raises InvalidInputError for
        work that is unknown or no longer pending."""
        entry = self._entries.get(work_id)
        if entry is None or not entry.pending:
            state = entry.state.value if entry is not None else "unknown"
            raise InvalidInputError(f"work {work_id} is {state}; only pending work can be cancelled")
        await self._move(work_id, WorkState.CANCELLED, error=reason)
        task = self._tasks.get(work_id)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        return self._entries[work_id]

    # -- what the work reports ----------------------------------------------------------------

    async def result_available(self, work_id: WorkId, data: Any) -> None:
        entry = self._entries.get(work_id)
        if entry is None or entry.state is not WorkState.STARTED:
            return
        result = data if isinstance(data, Mapping) else {"value": data}
        await self._move(work_id, WorkState.RESULT_AVAILABLE, result=dict(result), outcome="success")

    def delivery_queued(self, work_id: WorkId, item: SpeechItem, spec: Mapping[str, Any]) -> None:
        """A final answer (or failure notice) for this work entered the speech queue."""
        entry = self._entries.get(work_id)
        if entry is None:
            return
        self._deliveries.setdefault(work_id, []).append(item)
        self._put(entry.moved(entry.state, self._clock.wall(), delivery=dict(spec), delivery_attempts=entry.delivery_attempts + 1))
        self._owner.spawn(self._save(self._entries[work_id]), f"work-save:{work_id}")

    # -- recovery and operators -----------------------------------------------------------------

    async def load(self) -> list[WorkEntry]:
        """Load this session's entries after a restart. Work found `started` was running in a
        process that died: it is marked failed (never re-run) and its notice is delivered."""
        loaded = await self._store.list_work(session_id=self.session_id)
        interrupted: list[WorkEntry] = []
        for entry in loaded:
            self._put(entry)
            if entry.state is WorkState.STARTED:
                interrupted.append(entry)
        for entry in interrupted:
            await self._move(entry.id, WorkState.FAILED, outcome="failure", error="interrupted by a restart; not re-run")
        return loaded

    def track_redelivery(self, work_id: WorkId, coro: Coroutine[Any, Any, None]) -> None:
        """Run a recovery delivery (after restart, or an operator's retry) as owned work."""
        ctx = contextvars.copy_context()
        ctx.run(work_scope.set, work_id)

        async def run() -> None:
            self._deliveries[work_id] = []
            try:
                await coro
            except Exception as exc:
                logger.error("redelivery failed", extra={"work_id": work_id, "error": type(exc).__name__})
            await self._await_deliveries(work_id)

        self._tasks[work_id] = self._owner.spawn(run(), f"redeliver:{work_id}", context=ctx)

    async def reopen_for_retry(self, work_id: WorkId) -> WorkEntry:
        entry = self._entries.get(work_id)
        if entry is None:
            raise InvalidInputError(f"no work {work_id} in session {self.session_id}")
        if entry.state is not WorkState.DELIVERY_FAILED:
            raise InvalidInputError(f"work {work_id} is {entry.state.value}; only delivery_failed work can be retried")
        await self._move(work_id, WorkState.RESULT_AVAILABLE)
        return self._entries[work_id]

    # -- shutdown ---------------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Cancel owned work; entries still pending become cancelled. Idempotent."""
        self._closed = True
        tasks = list(self._tasks.values())
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._deliveries.clear()

    # -- internals --------------------------------------------------------------------------------

    async def _move(self, work_id: WorkId, state: WorkState, **changes: Any) -> None:
        entry = self._entries[work_id]
        if entry.state is state and not changes:
            return
        if entry.state is not state and not can_transition(entry.state, state):
            logger.warning("ignored work transition", extra={"work_id": work_id, "from": entry.state.value, "to": state.value})
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
        await self._store.put_work(self._entries.get(entry.id, entry))

    async def wait_settled(self) -> list[WorkEntry]:
        """Wait until no work is pending; returns every entry. Callers bound it with a timeout."""
        while self.pending():
            self._changed.clear()
            await self._changed.wait()
        return self.entries()

    def _notify(self, what: str, entry: WorkEntry, **data: Any) -> None:
        self._changed.set()
        if self._observer is not None:
            try:
                self._observer(what, entry, data)
            except Exception:
                logger.exception("work observer failed")
