"""Tools: Python functions the agent calls during a turn, and what they return."""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any, overload

from voice_agent.ids import ToolId

if TYPE_CHECKING:
    from voice_agent.work.entries import WorkEntry

Rule = Mapping[str, Any]  # {"content": "..."}; more keys are kept and ignored


@dataclass(frozen=True)
class ToolResult:
    """What a tool returns.

    `data` is what the composer reads; `rules` are one-off instructions for this turn's reply
    only; `control` can change the session (``{"mode": "manual"}`` parks it after the reply);
    `costs` are recorded once, with the tool event.
    """

    data: Any = None
    rules: Sequence[Rule] = ()
    control: Mapping[str, Any] = field(default_factory=dict)
    costs: Mapping[str, Decimal | float | int | str] = field(default_factory=dict)

    def rule_texts(self) -> list[str]:
        return [str(r["content"]) for r in self.rules if r.get("content")]

    def costs_as_strings(self) -> dict[str, str]:
        return {name: str(Decimal(str(value))) for name, value in self.costs.items()}


@dataclass(frozen=True)
class Parameter:
    name: str
    annotation: Any
    required: bool
    default: Any = None


Extractor = Callable[[str], "str | None"]
# What became of work this tool started, when its process stopped while it ran: given the work
# entry (its id is the request id the work gave the service, see `va.current_work_id()`), the
# result (the work happened, or was finished now under the same request id), or None (it cannot
# be known: the caller is told its status is unknown). Typed loosely: tools knows no WorkEntry.
Reconciler = Callable[[Any], Awaitable["ToolResult | None"]]
CancelHandler = Callable[["WorkEntry"], Awaitable[ToolResult]]


class Tool:
    """A tool function plus what the engine needs to call it without an LLM (strict mode):
    an extractor per parameter, and the question to ask when a parameter is missing.

    A tool that changes something in the world (books, orders, pays) says so with `confirm`:
    strict mode then reads the filled arguments back and runs it only after the caller says
    yes. `confirm` is True (a read-back made from the parameter names) or the author's own
    read-back template, e.g. ``"Booking {flight_number} for {passenger_name}. Shall I go
    ahead?"``. `confirm_ai_callers=False` skips the question when the caller is an AI agent.
    `handoff=True` marks a tool that hands the caller to a person. Neither kind ever runs on a
    weak match, a cancellation, a negation or a question about something.

    `keypad` reads a parameter from keys the caller typed on a phone (a key entry, without its
    end key), e.g. ``{"rx_number": va.extract.keyed("RX", digits=(5, 7))}``: when the agent has
    asked for that parameter, keys answer it. `ends_call=True` marks a tool whose result ends the
    call (``control={"end_call": True}``): like a handoff, never run on a weak match.

    `cancel` undoes the tool's pending work ("cancel that", "sorry, I meant LH 400"): it is
    called with the work entry after the ledger has cancelled the work, and its result's rules
    say what to tell the caller.
    """

    def __init__(
        self,
        fn: Callable[..., Awaitable[ToolResult]],
        *,
        name: str | None = None,
        description: str | None = None,
        extract: Mapping[str, Extractor] | None = None,
        ask: Mapping[str, str] | None = None,
        timeout_s: float | None = None,
        confirm: bool | str = False,
        confirm_ai_callers: bool = True,
        handoff: bool = False,
        cancel: CancelHandler | None = None,
        keypad: Mapping[str, Extractor] | None = None,
        ends_call: bool = False,
    ) -> None:
        if not inspect.iscoroutinefunction(fn):
            raise TypeError(f"@tool needs an async function; {fn.__name__} is not one")
        self.fn = fn
        self.id = ToolId(name or fn.__name__)
        self.name = self.id
        self.description = (description or inspect.getdoc(fn) or "").strip()
        self.extract = dict(extract or {})
        self.ask = dict(ask or {})
        self.timeout_s = timeout_s
        self.reconcile: Reconciler | None = None
        self.confirm = confirm
        self.confirm_ai_callers = confirm_ai_callers
        self.handoff = handoff
        self.ends_call = ends_call
        self.keypad = dict(keypad or {})
        if cancel is not None and not inspect.iscoroutinefunction(cancel):
            raise TypeError(f"tool {self.name}: cancel= needs an async function")
        self.cancel = cancel
        sig = inspect.signature(fn)
        self.parameters = tuple(
            Parameter(
                p.name,
                p.annotation,
                p.default is inspect.Parameter.empty,
                None if p.default is inspect.Parameter.empty else p.default,
            )
            for p in sig.parameters.values()
        )
        unknown = set(self.extract) | set(self.ask) | set(self.keypad)
        unknown -= {p.name for p in self.parameters}
        if unknown:
            raise TypeError(f"tool {self.name}: extract/ask/keypad name unknown parameters {sorted(unknown)}")

    @property
    def acts(self) -> bool:
        """Whether calling it changes something beyond the conversation (needs a clear request)."""
        return bool(self.confirm) or self.handoff or self.ends_call

    async def __call__(self, *args: Any, **kwargs: Any) -> ToolResult:
        return await self.fn(*args, **kwargs)

    def reconciler(self, fn: Reconciler) -> Reconciler:
        """Declare how to reconcile work this tool started that was interrupted (``@book_flight.
        reconciler``): see `Reconciler`. Without one, interrupted work is reported as unknown."""
        self.reconcile = fn
        return fn

    def json_schema(self) -> dict[str, Any]:
        """The OpenAI function-calling schema of this tool."""
        props: dict[str, Any] = {}
        for p in self.parameters:
            props[p.name] = {"type": _json_type(p.annotation)}
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description or self.name,
                "parameters": {
                    "type": "object",
                    "properties": props,
                    "required": [p.name for p in self.parameters if p.required],
                },
            },
        }

    def __repr__(self) -> str:
        return f"Tool({self.name})"


def _json_type(annotation: Any) -> str:
    return {int: "integer", float: "number", bool: "boolean", "int": "integer",
            "float": "number", "bool": "boolean"}.get(annotation, "string")


@overload
def tool(fn: Callable[..., Awaitable[ToolResult]], /) -> Tool: ...


@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    extract: Mapping[str, Extractor] | None = None,
    ask: Mapping[str, str] | None = None,
    timeout_s: float | None = None,
    confirm: bool | str = False,
    confirm_ai_callers: bool = True,
    handoff: bool = False,
    cancel: CancelHandler | None = None,
    keypad: Mapping[str, Extractor] | None = None,
    ends_call: bool = False,
) -> Callable[[Callable[..., Awaitable[ToolResult]]], Tool]: ...


def tool(
    fn: Callable[..., Awaitable[ToolResult]] | None = None,
    /,
    *,
    name: str | None = None,
    description: str | None = None,
    extract: Mapping[str, Extractor] | None = None,
    ask: Mapping[str, str] | None = None,
    timeout_s: float | None = None,
    confirm: bool | str = False,
    confirm_ai_callers: bool = True,
    handoff: bool = False,
    cancel: CancelHandler | None = None,
    keypad: Mapping[str, Extractor] | None = None,
    ends_call: bool = False,
) -> Tool | Callable[[Callable[..., Awaitable[ToolResult]]], Tool]:
    """Declare a tool: ``@tool`` or ``@tool(extract={...}, ask={...}, confirm=...)``."""

    def wrap(f: Callable[..., Awaitable[ToolResult]]) -> Tool:
        return Tool(
            f, name=name, description=description, extract=extract, ask=ask, timeout_s=timeout_s,
            confirm=confirm, confirm_ai_callers=confirm_ai_callers, handoff=handoff, cancel=cancel,
            keypad=keypad, ends_call=ends_call,
        )

    return wrap(fn) if fn is not None else wrap
