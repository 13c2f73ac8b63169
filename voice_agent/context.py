"""What `Agent.current`, `Session.current`, `Customer.current` and `Server.current` resolve to.

A turn sets the scope; tasks created from it inherit it (asyncio copies the context), so a
background task started by a tool still resolves `.current`.

The scope holds the server, agent and session opaquely: each class reads its own back (see
`_current_agent` in agent.py, ...), so this module, which every layer uses, imports none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from voice_agent.errors import NoTurnContextError
from voice_agent.ids import TraceId, WorkId

T = TypeVar("T")


@dataclass(frozen=True)
class TurnScope:
    server: Any  # voice_agent.Server
    agent: Any  # voice_agent.Agent
    session: Any  # voice_agent.Session
    trace_id: TraceId


@dataclass(frozen=True)
class ToolCallScope:
    tool: str
    arguments: dict[str, Any]
    key: str


turn_scope: ContextVar[TurnScope | None] = ContextVar("voice_agent_turn", default=None)
server_scope: ContextVar[Any] = ContextVar("voice_agent_server", default=None)  # a Server, or None
tool_call_scope: ContextVar[ToolCallScope | None] = ContextVar("voice_agent_tool_call", default=None)
work_scope: ContextVar[WorkId | None] = ContextVar("voice_agent_work", default=None)


def current_work_id() -> WorkId:
    """The id of the tracked work whose task is running (inside `session.start_work`'s
    coroutine): give it to the service as the request id, so a reconciler can look it up."""
    work_id = work_scope.get()
    if work_id is None:
        raise NoTurnContextError("current_work_id() is only available inside work started with session.start_work")
    return work_id


def require_turn(what: str) -> TurnScope:
    scope = turn_scope.get()
    if scope is None:
        raise NoTurnContextError(
            f"{what}.current is only available inside a turn (a tool, or a task created from "
            f"one). Outside a turn, fetch the session with `await server.get_session(id=...)` "
            f"and pass it explicitly, e.g. `agent.utter(session=session, rules=[...])`."
        )
    return scope


class NoCurrentError(NoTurnContextError, AttributeError):
    """`.current` read outside a turn. Also an AttributeError, so introspection that reads every
    attribute (`inspect.getmembers(va.Server)`, `hasattr`, IDEs, doc tools) skips it."""


class Current(Generic[T]):
    """A class-level attribute that resolves from the active turn, or raises clearly."""

    def __init__(self, resolve: Callable[[], T]) -> None:
        self._resolve = resolve

    def __get__(self, obj: object, owner: type | None = None) -> T:
        try:
            return self._resolve()
        except NoTurnContextError as exc:
            raise NoCurrentError(str(exc)) from None
