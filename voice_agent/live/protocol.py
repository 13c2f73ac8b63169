"""The narrow protocols between the live side and what uses it.

    SessionHost   what a Session handle needs from its Server (the store, the clock, the live
                  side of a session if this process holds it, and taking it)
    LiveSide      what Session, Agent.utter, Server and the HTTP routes may do with a live side
    Observer      told about every live side a Server runs and every recovery sweep (the port
                  metrics and traces attach through, in adapters/observability)

Nothing here imports the live side itself, so `Session`, `Agent` and the routes depend on these
protocols, never on `LiveSession`'s insides.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping, Sequence
from typing import Any, Protocol

from voice_agent.clock import Clock
from voice_agent.ids import SessionId, TraceId, WorkId
from voice_agent.ports import Store
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionRecord
from voice_agent.sounds import Sound
from voice_agent.speech.items import SpeechChannel
from voice_agent.tools import ToolResult
from voice_agent.work.entries import WorkEntry
from voice_agent.work.ledger import SessionLedger

Listener = Callable[[str, dict[str, Any]], None]


class LiveSide(Protocol):
    """A session's live side in this process: its turns, speech, pending work and lease."""

    @property
    def id(self) -> SessionId: ...

    @property
    def record(self) -> SessionRecord: ...

    @property
    def ledger(self) -> SessionLedger: ...

    @property
    def busy(self) -> bool:
        """A turn is being answered, something is queued or playing, or work is pending."""
        ...

    @property
    def closed(self) -> bool: ...

    # input
    async def customer_message(self, text: str, *, source: EventSource = EventSource.CUSTOMER,
                               data: Mapping[str, Any] | None = None) -> Event: ...

    async def wait_for_reply(self, trace_id: TraceId, timeout: float = 30.0) -> Event | None: ...

    async def operator_message(self, text: str, *, participant: Mapping[str, Any] | None = None,
                               source: EventSource = EventSource.HUMAN_AGENT) -> Event: ...

    # output
    async def utter(self, rules: list[str], *, request_id: str | None = None) -> str: ...

    async def emit_message(self, text: str, *, request_id: str | None = None) -> Event: ...

    async def emit_tool_result(self, tool_name: str, result: ToolResult,
                               arguments: Mapping[str, Any]) -> Event: ...

    # work
    def start_work(self, coro: Coroutine[Any, Any, Any], *, tool: str, arguments: Mapping[str, Any],
                   key: str, trace_id: TraceId, progress: list[str],
                   steps: Sequence[Sound | None] = ()) -> WorkEntry: ...

    async def retry_delivery(self, work_id: WorkId) -> WorkEntry: ...

    async def acknowledge_read(self, events: Sequence[Event], reader: str) -> None:
        """These events were read through the API or the console (by `reader`)."""
        ...

    async def catch_up(self) -> int:
        """Say first what the customer has not heard of their earlier work; how many lines."""
        ...

    # the session record
    async def change(self, changes: SessionChanges) -> SessionRecord:
        """Update the session record as its owner (fenced), and act on it at once."""
        ...

    async def refresh(self) -> SessionRecord:
        """The record changed elsewhere (an operator's PATCH): re-read it and act on it."""
        ...

    # the call
    def attach_channel(self, channel: SpeechChannel, *, voice: bool = True) -> None: ...

    async def hang_up(self) -> None:
        """The caller left: stop taking turns, keep pending work until it completes (its answer
        then goes out by the follow-up channel), then close."""
        ...

    def add_listener(self, listener: Listener) -> Callable[[], None]: ...

    async def wait_closed(self) -> None: ...


class SessionHost(Protocol):
    """What a `Session` handle needs from the Server that made it."""

    @property
    def store(self) -> Store: ...

    @property
    def clock(self) -> Clock: ...

    def notify(self, session_id: SessionId) -> None: ...

    def live(self, session_id: SessionId) -> LiveSide | None:
        """The session's live side if this process holds it."""
        ...

    async def take(self, session_id: SessionId) -> LiveSide:
        """The session's live side, taking it if no process holds it; raises
        SessionOwnedElsewhere if another does."""
        ...

    async def wait_for_events(self, session_id: SessionId, *, min_offset: int = 0,
                              kinds: Sequence[EventKind] | None = None, source: EventSource | None = None,
                              timeout: float = 10.0) -> list[Event]: ...


class Observer(Protocol):
    """Told about every live side this process runs and every recovery sweep, so that metrics
    and traces (adapters/observability) can follow them without the core knowing any vendor.
    An observer attaches to a live side with `live.add_listener`; it must not raise or block."""

    def live_started(self, live: LiveSide) -> None: ...

    def live_closed(self, live: LiveSide) -> None: ...

    def swept(self, recoverable: int, recovered: int) -> None:
        """A recovery sweep found `recoverable` sessions whose owner is gone and took `recovered`."""
        ...
