"""The store follower: what other processes recorded for the session this process owns.

An API process that does not hold a session records events for its owner: a customer's or an
operator's message, a request to speak or to retry a delivery, a read receipt. The owner picks
them up and acts on them, as if they had been posted here.

How it learns of them: where the store is a `ChangeFeed` (PostgreSQL's LISTEN/NOTIFY), it
sleeps until the session changes, reading the store only then (and every `FEED_SAFETY_S` in
case a notification was lost); elsewhere (SQLite) it polls every `poll_interval_s`.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from voice_agent.clock import Clock
from voice_agent.errors import InvalidInputError, LeaseLost
from voice_agent.ids import TraceId, WorkId, new_id
from voice_agent.live.ownership import Journal
from voice_agent.ports import ChangeFeed, ChangeSubscription, Store
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionRecord
from voice_agent.speech.items import ItemKind
from voice_agent.speech.queue import SpeechQueue

logger = logging.getLogger("voice_agent.live.follower")

FEED_SAFETY_S = 5.0  # a lost notification costs at most this much delay
CUSTOMER_SOURCES = (EventSource.CUSTOMER, EventSource.CUSTOMER_UI)
OPERATOR_SOURCES = (EventSource.HUMAN_AGENT, EventSource.HUMAN_AGENT_ON_BEHALF_OF_AI_AGENT)


class FollowerHost(Protocol):
    """What the follower needs of the live side (LiveSession is one)."""

    journal: Journal
    queue: SpeechQueue

    @property
    def id(self) -> Any: ...

    @property
    def store(self) -> Store: ...

    @property
    def clock(self) -> Clock: ...

    async def refresh(self) -> SessionRecord: ...

    def take_turn(self, event: Event) -> None: ...

    async def utter(self, rules: list[str], *, request_id: str | None = None) -> str: ...

    async def emit_message(self, text: str, *, request_id: str | None = None) -> Event: ...

    async def retry_delivery(self, work_id: WorkId) -> Any: ...

    async def acknowledge_read(self, events: list[Event], reader: str) -> None: ...

    async def report_error(self, stage: str, exc: BaseException, trace_id: TraceId | None = None,
                           **data: Any) -> None: ...

    def spawn(self, coro: Any, purpose: str) -> Any: ...


class StoreFollower:
    def __init__(self, live: FollowerHost, poll_interval_s: float) -> None:
        self._live = live
        self._interval = poll_interval_s
        self.seen_offset = -1

    async def start_at(self) -> None:
        """Follow from the end of the log as it is now."""
        events = await self._live.store.list_events(self._live.id)
        self.seen_offset = events[-1].offset if events else -1

    async def run(self) -> None:
        live = self._live
        feed = live.store if isinstance(live.store, ChangeFeed) else None
        # Subscribed before the first read, so nothing recorded in between is missed.
        subscription = feed.subscribe(live.id) if feed is not None else None
        try:
            while True:
                await self._catch_up()
                await self._wait(subscription)
        finally:
            if subscription is not None:
                subscription.close()

    async def _wait(self, subscription: ChangeSubscription | None) -> None:
        if subscription is None:
            await self._live.clock.sleep(self._interval)
        else:
            await subscription.wait(FEED_SAFETY_S)

    async def _catch_up(self) -> None:
        live = self._live
        await live.refresh()
        events = await live.store.list_events(live.id, min_offset=self.seen_offset + 1)
        receipts: list[Event] = []
        for event in events:
            self.seen_offset = event.offset
            if event.id in live.journal.own_events:
                continue
            if event.kind is EventKind.CUSTOM and event.data.get("type") == "request":
                live.spawn(self._serve_request(dict(event.data)), f"request:{event.offset}")
            elif event.kind is EventKind.STATUS and event.data.get("status") == "read":
                receipts.append(event)
            elif event.kind is EventKind.MESSAGE and event.source in CUSTOMER_SOURCES:
                live.take_turn(event)
            elif event.kind is EventKind.MESSAGE and event.source in OPERATOR_SOURCES:
                live.queue.enqueue(ItemKind.OPERATOR, event.message or "", trace_id=event.trace_id,
                                   source=event.source, event=event)
        for receipt in receipts:
            await self._apply_receipt(receipt)

    async def _apply_receipt(self, receipt: Event) -> None:
        data = receipt.data.get("data") or {}
        offsets = {int(o) for o in data.get("offsets", [])}
        if not offsets:
            return
        live = self._live
        read = [e for e in await live.store.list_events(live.id, min_offset=min(offsets), kinds=[EventKind.MESSAGE])
                if e.offset in offsets]
        await live.acknowledge_read(read, str(data.get("reader", "operator")))

    async def _serve_request(self, request: dict[str, Any]) -> None:
        """Another process asked this one, the owner, to speak or retry in the session."""
        live = self._live
        action, rid = request.get("action"), str(request.get("request_id", ""))
        try:
            if action == "utter":
                await live.utter([str(r) for r in request.get("rules", [])], request_id=rid)
            elif action == "emit_message":
                await live.emit_message(str(request.get("text", "")), request_id=rid)
            elif action == "retry_delivery":
                await live.retry_delivery(WorkId(str(request.get("work_id"))))
            else:
                raise InvalidInputError(f"unknown request action {action!r}")
        except LeaseLost:
            raise
        except Exception as exc:
            await live.report_error("request", exc, TraceId(new_id("trc")), request_id=rid, action=action)
