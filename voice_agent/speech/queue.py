"""The speech queue: one per session, voice-agnostic.

Rules it enforces (docs/voice.md, "The speech rules"):
1. never over the caller: nothing starts while the caller speaks, nor within `grace_s` after,
   unless it answers that caller turn;
2. never over itself: one item plays at a time; new items append;
3. order: queue order, except that answers to the caller go first among items not started;
   a follow-up waits for its originating turn's reply to have played (bounded wait);
4. supersede: a work's queued progress lines are dropped when its final answer is queued;
   interim lines not started by their expiry are dropped;
5. deliver: a final answer interrupted by the caller is queued again after the caller's turn
   is answered, up to `max_redeliveries`, then reported as failed; one the channel cut (its
   voice failed mid-line) is queued again at once, under the same bound.
10. sounds (docs/voice.md numbers every rule of the live side; 6-9 are the watchdog's and the
    session's): a sound (hold music, typing) plays only when no line waits, under rules 1 to 3
    like a line; it stops the moment a line is queued, the caller starts (a voice or a key), or
    it is asked to stop, and otherwise after its `seconds`. It is never posted as a message and
    never said again.
11. continuations (the turn worker applies them, voice_agent/live/continuation.py): the answer
    to a caller turn whose caller has spoken again since waits like any other line (the grace,
    the expected transcript), so that it can be withdrawn when their next words are the rest of
    that turn; and each line's start and the caller's cut are kept (`SpeechItem.heard_s`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from voice_agent.clock import Clock
from voice_agent.guidance import SpeechSettings
from voice_agent.ids import ItemId, TraceId, WorkId, new_id
from voice_agent.session.events import Event, EventSource
from voice_agent.sounds import MAX_SOUND_S, Sound
from voice_agent.speech.floor import Floor
from voice_agent.speech.items import ItemKind, Outcome, SpeechChannel, SpeechItem

logger = logging.getLogger("voice_agent.speech")

Observer = Callable[[str, SpeechItem, dict[str, Any]], None]


class SpeechQueue:
    def __init__(
        self,
        *,
        clock: Clock,
        floor: Floor,
        channel: SpeechChannel,
        settings: SpeechSettings,
        post: Callable[[SpeechItem], Awaitable[Event]],
        mode_allows: Callable[[ItemKind], bool] = lambda kind: True,
        observer: Observer | None = None,
    ) -> None:
        self._clock = clock
        self.floor = floor
        self.channel = channel
        self.settings = settings
        self._post = post
        self._mode_allows = mode_allows
        self._observer = observer
        self._items: list[SpeechItem] = []
        self.playing: SpeechItem | None = None
        self._open_turns: dict[TraceId, float] = {}  # caller turns whose reply has not played
        self._last_turn_closed_at: float | None = None
        self._latest_caller_turn: TraceId | None = None
        # The floor's caller onsets each open turn's own words used: more since, and the caller
        # has gone on speaking after that turn (its reply then waits for their words, rule 11).
        self._turn_onsets: dict[TraceId, int] = {}

    # -- what the runtime tells the queue ---------------------------------------------------

    def turn_opened(self, trace_id: TraceId) -> int:
        """A caller turn is being answered. Returns the floor's caller onsets its words used
        (one fewer than now when the caller is already speaking again)."""
        self._open_turns[trace_id] = self._clock.now()
        onsets = self._turn_onsets[trace_id] = self.floor.caller_onsets - (1 if self.floor.caller_speaking else 0)
        self._latest_caller_turn = trace_id
        self.floor.poke()
        return onsets

    def turn_closed(self, trace_id: TraceId) -> None:
        """The turn's reply has played, or the turn ended without one (or failed)."""
        self._turn_onsets.pop(trace_id, None)
        if self._open_turns.pop(trace_id, None) is not None:
            self._last_turn_closed_at = self._clock.now()
        self.floor.poke()

    def enqueue(
        self,
        kind: ItemKind,
        text: str,
        *,
        trace_id: TraceId,
        reply_to: TraceId | None = None,
        work_id: WorkId | None = None,
        final: bool = False,
        after_trace: TraceId | None = None,
        source: EventSource = EventSource.AI_AGENT,
        participant: dict[str, Any] | None = None,
        event: Event | None = None,
        deadline_s: float | None = None,
    ) -> SpeechItem:
        now = self._clock.now()
        item = SpeechItem(
            id=ItemId(new_id("itm")),
            kind=kind,
            text=text,
            trace_id=trace_id,
            queued_at=now,
            source=source,
            reply_to=reply_to,
            work_id=work_id,
            final=final,
            after_trace=after_trace,
            expires_at=now + self.settings.interim_ttl_s if kind is ItemKind.INTERIM else None,
            deadline=now + deadline_s if deadline_s is not None else None,
            interruptible=kind.value not in self.settings.uninterruptible,
            participant=participant,
            event=event,
        )
        if event is not None:
            item.posted.set_result(event)
        # Rule 10: a line comes before any sound; a sound playing stops (see _play_sound).
        for waiting in [i for i in self._items if i.kind is ItemKind.SOUND]:
            self._drop(waiting, "a line comes first")
        if final and work_id is not None:
            for old in [i for i in self._items if i.work_id == work_id and i.kind is ItemKind.PROGRESS]:
                self._drop(old, "superseded by the result")
        self._items.append(item)
        self._notify("item_queued", item)
        self.floor.poke()
        return item

    def enqueue_sound(self, sound: Sound, *, trace_id: TraceId, work_id: WorkId | None = None,
                      reason: str = "") -> SpeechItem:
        """Queue a sound (rule 10). `reason` says who chose it, for the timeline."""
        item = SpeechItem(id=ItemId(new_id("itm")), kind=ItemKind.SOUND, text=f"[{sound.name}]",
                          trace_id=trace_id, queued_at=self._clock.now(), work_id=work_id, sound=sound)
        item.meta["reason"] = reason
        self._items.append(item)
        self._notify("item_queued", item, sound=sound.name, reason=reason)
        self.floor.poke()
        return item

    def stop_sound(self, item: SpeechItem, reason: str) -> None:
        """A sound's reason has passed (the transfer was answered): drop it, or stop it playing."""
        if item in self._items:
            self._drop(item, reason)
        elif self.playing is item:
            item.stop_requested = True
            item.meta["stopped_by"] = reason
        self.floor.poke()

    def pending_items(self) -> list[SpeechItem]:
        return list(self._items)

    @property
    def open_turns(self) -> frozenset[TraceId]:
        """Caller turns whose answer has not been played yet."""
        return frozenset(self._open_turns)

    @property
    def busy(self) -> bool:
        return self.playing is not None or bool(self._items)

    def withdraw(self, item: SpeechItem, reason: str) -> bool:
        """Drop `item` if it is still waiting to be said (True); False once it has started."""
        if item not in self._items:
            return False
        self._drop(item, reason)
        self.floor.poke()
        return True

    def drop_where(self, predicate: Callable[[SpeechItem], bool], reason: str) -> None:
        for item in [i for i in self._items if predicate(i)]:
            self._drop(item, reason)
        self.floor.poke()

    # -- the consumer -------------------------------------------------------------------------

    async def run(self) -> None:
        """Play items forever, one at a time. Owned and cancelled by the session runtime."""
        try:
            while True:
                item = await self._next_ready()
                await self._play(item)
        finally:
            for item in self._items:
                item.settle(Outcome.DROPPED)
            self._items.clear()

    async def _next_ready(self) -> SpeechItem:
        while True:
            self._prune()
            item, wait = self._pick()
            if item is not None:
                return item
            await self.floor.wait_changed(wait)

    def _prune(self) -> None:
        now = self._clock.now()
        for item in list(self._items):
            if item.expires_at is not None and now >= item.expires_at:
                self._drop(item, "stale")
            elif item.deadline is not None and now >= item.deadline:
                self._drop(item, "not started before its delivery deadline")
            elif item.kind in (ItemKind.REPLY, ItemKind.INTERIM, ItemKind.PROGRESS, ItemKind.SOUND) \
                    and not self._mode_allows(item.kind):
                self._drop(item, "session is in manual mode")

    def _pick(self) -> tuple[SpeechItem | None, float | None]:
        """The item to play now, or None and how long until something may change."""
        if not self._items:
            return None, None
        now = self._clock.now()
        if self.floor.caller_speaking:
            return None, self._nearest_limit(now)
        grace_left = 0.0
        if self.floor.caller_stopped_at is not None:
            grace_left = self.settings.grace_s - (now - self.floor.caller_stopped_at)
        ordered = sorted(self._items, key=lambda i: (not i.answers_caller, i.queued_at))
        waits: list[float] = []
        lines_waiting = any(i.kind is not ItemKind.SOUND for i in self._items)
        for item in ordered:
            if item.kind is ItemKind.SOUND and lines_waiting:
                continue  # rule 10: a line first
            blocked, wait = self._blocked(item, now, grace_left)
            if not blocked:
                return item, None
            if wait is not None:
                waits.append(wait)
        for item in self._items:  # deadlines and expiries also end a wait
            for limit in (item.expires_at, item.deadline):
                if limit is not None:
                    waits.append(max(0.0, limit - now))
        return None, (min(waits) if waits else None)

    def _nearest_limit(self, now: float) -> float | None:
        limits = [
            max(0.0, limit - now)
            for i in self._items
            for limit in (i.expires_at, i.deadline)
            if limit is not None
        ]
        return min(limits) if limits else None

    def _blocked(self, item: SpeechItem, now: float, grace_left: float) -> tuple[bool, float | None]:
        if not self._mode_allows(item.kind):
            return True, None
        if item.answers_caller and self._spoke_since(item.reply_to):
            # The caller went on after the turn this answers: their next words come first, and
            # may be the rest of that turn (rule 11). It waits like any other line.
            if grace_left > 0:
                return True, grace_left
            expected = self.floor.turn_expected_until
            if expected is not None and expected > now:
                return True, expected - now
            return False, None
        if item.answers_caller:
            # Only the answer to the latest caller turn may use the grace period.
            if grace_left > 0 and item.reply_to != self._latest_caller_turn:
                return True, grace_left
            return False, None
        if grace_left > 0:
            return True, grace_left
        expected = self.floor.turn_expected_until
        if expected is not None and expected > now:
            return True, expected - now
        bound = self.settings.ordering_wait_s
        if item.after_trace is not None and item.after_trace in self._open_turns:
            left = self._open_turns[item.after_trace] + bound - now
            if left > 0:
                return True, left
        # Answers to the caller go first: while a caller turn is being answered, wait.
        if self._open_turns:
            left = max(self._open_turns.values()) + bound - now
            if left > 0:
                return True, left
        if item.hold_for_turn_after is not None:
            closed = self._last_turn_closed_at
            if closed is None or closed < item.hold_for_turn_after:
                left = item.hold_for_turn_after + bound - now
                if left > 0:
                    return True, left
        return False, None

    def _spoke_since(self, trace_id: TraceId | None) -> bool:
        """Whether the caller has taken the floor since their turn `trace_id` was spoken."""
        onsets = self._turn_onsets.get(trace_id) if trace_id is not None else None
        return onsets is not None and self.floor.caller_onsets > onsets

    async def _play(self, item: SpeechItem) -> None:
        if item.kind is ItemKind.SOUND:
            await self._play_sound(item)
            return
        self._items.remove(item)
        self.playing = item
        item.attempts += 1
        try:
            if item.event is None:
                try:
                    item.event = await self._post(item)
                except Exception as exc:
                    logger.error("posting a message failed", exc_info=exc, extra={"item": item.id})
                    item.error = f"{type(exc).__name__}: {exc}"
                    self._finish(item, Outcome.FAILED)
                    return
                if not item.posted.done():
                    item.posted.set_result(item.event)
            self._notify("item_started", item)
            self.floor.agent_started()
            item.started_at, item.audible_at, item.cut_at = self._clock.now(), None, None
            try:
                outcome = await self.channel.play(item)
            except Exception as exc:
                logger.error("channel failed to play", exc_info=exc, extra={"item": item.id})
                item.error = f"{type(exc).__name__}: {exc}"
                outcome = Outcome.FAILED
            finally:
                self.floor.agent_stopped()
        except asyncio.CancelledError:
            item.settle(Outcome.INTERRUPTED)  # the session closed mid-item: not delivered
            raise
        finally:
            self.playing = None
        onset = self.floor.caller_started_at
        if outcome is Outcome.INTERRUPTED and onset is not None and item.started_at is not None \
                and onset >= item.started_at:
            # The caller's voice cut it where they began: how much they heard (rule 11) counts
            # to there. A key or the channel's own cut leaves `cut_at` unset.
            item.cut_at = onset
        if outcome is Outcome.INTERRUPTED and item.final and item.attempts <= self.settings.max_redeliveries:
            # Deliver rule: say it again once the caller's interruption has been answered. A
            # line cut by the channel itself (a voice that failed mid-line) has no caller turn
            # to wait for: it is said again as soon as the floor allows.
            barged_in = self.floor.caller_speaking or self.floor.turn_expected_until is not None
            item.hold_for_turn_after = self._clock.now() if barged_in else None
            item.queued_at = self._clock.now()
            item.event = None
            self._items.append(item)
            self._notify("item_requeued", item, attempts=item.attempts)
            self.floor.poke()
            return
        self._finish(item, outcome)

    async def _play_sound(self, item: SpeechItem) -> None:
        """Rule 10: play a sound until its time is up or something more important starts."""
        assert item.sound is not None
        self._items.remove(item)
        self.playing = item
        item.attempts += 1
        onsets = self.floor.caller_onsets
        limit = self._clock.now() + (item.sound.seconds or MAX_SOUND_S)
        self._notify("item_started", item)
        self.floor.agent_started()
        play = asyncio.ensure_future(self.channel.play(item))
        outcome: Outcome | None = None
        try:
            while outcome is None:
                stop = self._sound_stop(item, onsets)
                left = limit - self._clock.now()
                if stop is not None or left <= 0:
                    item.meta.setdefault("stopped_by", stop or "its time was up")
                    play.cancel()
                    await asyncio.gather(play, return_exceptions=True)
                    # Cut by a line or the caller: interrupted; ended as chosen: played.
                    outcome = Outcome.PLAYED if stop in (None, "stopped") else Outcome.INTERRUPTED
                    break
                changed = asyncio.ensure_future(self.floor.wait_changed(left))
                try:
                    await asyncio.wait([play, changed], return_when=asyncio.FIRST_COMPLETED)
                finally:
                    changed.cancel()
                    await asyncio.gather(changed, return_exceptions=True)
                if play.done():
                    try:
                        outcome = play.result()
                    except Exception as exc:
                        logger.error("channel failed to play a sound", exc_info=exc, extra={"item": item.id})
                        item.error = f"{type(exc).__name__}: {exc}"
                        outcome = Outcome.FAILED
        except asyncio.CancelledError:
            play.cancel()
            await asyncio.gather(play, return_exceptions=True)
            item.settle(Outcome.INTERRUPTED)
            raise
        finally:
            self.floor.agent_stopped()
            self.playing = None
        self._finish(item, outcome)

    def _sound_stop(self, item: SpeechItem, onsets: int) -> str | None:
        if item.stop_requested:
            return "stopped"
        if self.floor.caller_speaking or self.floor.caller_onsets != onsets:
            return "the caller"
        if any(i.kind is not ItemKind.SOUND for i in self._items):
            return "a line"
        return None

    def _finish(self, item: SpeechItem, outcome: Outcome) -> None:
        self._notify("item_finished", item, outcome=outcome.value)
        if item.answers_caller and item.reply_to is not None:
            self.turn_closed(item.reply_to)
        item.settle(outcome)
        self.floor.poke()

    def _drop(self, item: SpeechItem, reason: str) -> None:
        if item in self._items:
            self._items.remove(item)
        self._notify("item_dropped", item, reason=reason)
        if item.answers_caller and item.reply_to is not None:
            self.turn_closed(item.reply_to)
        item.settle(Outcome.DROPPED)

    def _notify(self, what: str, item: SpeechItem, **data: Any) -> None:
        if self._observer is not None:
            try:
                self._observer(what, item, data)
            except Exception:  # an observer must never stop the queue
                logger.exception("speech observer failed")
