"""What the turn engine sees of a live session.

The live side itself is `voice_agent.live.LiveSession` (turns, speech, delivery, ownership and
the store follower, each in its own module under voice_agent/live/). The engine
(voice_agent/engine/turn.py) works against this protocol only, so it imports nothing of the
live side and the live side can import the engine without a circle.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any, Protocol

from voice_agent.agent import Agent
from voice_agent.clock import Clock
from voice_agent.ids import SessionId, TraceId
from voice_agent.ports import LLM
from voice_agent.session.events import Event
from voice_agent.session.records import SessionRecord
from voice_agent.session.session import Session
from voice_agent.tools import ToolResult
from voice_agent.work.ledger import SessionLedger


class EngineHost(Protocol):
    """What the engine needs from the Server: its language model, for fluid composition."""

    logger: logging.Logger

    def require_llm(self) -> LLM: ...


class SessionRuntime(Protocol):
    """One live session, as a turn sees it."""

    # What strict mode waits for from the caller: a missing parameter, a confirmation, a choice
    # between guidelines (engine.dialogue.Dialogue), or None.
    dialogue: Any

    @property
    def id(self) -> SessionId: ...

    @property
    def agent(self) -> Agent: ...

    @property
    def server(self) -> EngineHost: ...

    @property
    def session(self) -> Session: ...

    @property
    def ledger(self) -> SessionLedger: ...

    @property
    def clock(self) -> Clock: ...

    @property
    def record(self) -> SessionRecord: ...

    async def record_error(self, trace_id: TraceId, *, stage: str, message: str, **data: Any) -> Event: ...

    async def record_status(self, trace_id: TraceId, status: str, data: Mapping[str, Any]) -> Event: ...

    async def record_tool_event(self, trace_id: TraceId, tool: str, args: Mapping[str, Any],
                                result: ToolResult) -> Event: ...

    async def history_messages(self, limit: int = 40, *,
                               read_as: Mapping[TraceId, str | None] | None = None) -> list[dict[str, Any]]:
        """The conversation for a language model. `read_as` reads a turn's caller message as
        other words, or (None) leaves out that turn's events (a continuation, rule 11)."""

    async def recent_values(self) -> dict[str, Any]: ...

    def tool_called(self, tool: str, *, background: bool) -> None: ...

    def acted(self, what: str) -> None:
        """The turn being answered did something the caller cannot take back (a tool that acts
        ran, pending work was cancelled), beyond the dialogue's own state."""
