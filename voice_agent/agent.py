"""The Agent: who it is, what guides it, how it composes, and how it behaves on the floor."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from voice_agent.context import Current, require_turn
from voice_agent.engine.acting_check import ActingCheck
from voice_agent.engine.resolver import Resolver
from voice_agent.errors import ConfigurationError
from voice_agent.guidance import (
    CannedResponse,
    Guideline,
    PhoneSettings,
    SpeechSettings,
    Term,
    WorkSettings,
)
from voice_agent.ids import AgentId
from voice_agent.ports import IntentMatcher
from voice_agent.session.session import Session
from voice_agent.tools import Tool

Composition = Literal["strict", "fluid"]
Setup = Callable[["Agent"], Awaitable[None]]


def _current_agent() -> Agent:
    agent = require_turn("Agent").agent
    assert isinstance(agent, Agent)
    return agent


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "agent"


class Agent:
    """An agent definition. Guidelines, policies, terms and canned responses are added with the
    `create_*` methods; a `setup` coroutine can add them when the agent joins a server, which
    lets a module define `agent = Agent(..., setup=...)` at import time."""

    current: Current[Agent] = Current(_current_agent)

    def __init__(
        self,
        name: str,
        description: str = "",
        *,
        id: str | None = None,
        composition: Composition = "strict",
        speech: SpeechSettings | None = None,
        work: WorkSettings | None = None,
        phone: PhoneSettings | None = None,
        failure_instruction: str | None = None,
        setup: Setup | None = None,
        on_settings: Callable[[dict[str, Any]], None] | None = None,
        matcher: IntentMatcher | None = None,
        acting_check: ActingCheck | str | Path | None = None,
        resolver: Resolver | str | Path | None = None,
    ) -> None:
        if composition not in ("strict", "fluid"):
            raise ConfigurationError(f"composition must be 'strict' or 'fluid', not {composition!r}")
        self.id = AgentId(id or _slug(name))
        self.name = name
        self.description = description
        self.composition: Composition = composition
        self.speech = speech or SpeechSettings()
        self.work = work or WorkSettings()
        self.phone = phone or PhoneSettings()
        self.failure_instruction = failure_instruction
        self.guidelines: list[Guideline] = []
        self.terms: list[Term] = []
        self.canned_responses: list[CannedResponse] = []
        self._setup = setup
        self._on_settings = on_settings
        # Strict mode's sense of meaning; None: the embedding model when installed, else lexical.
        self.matcher = matcher
        # Learned from labelled callers' words: asks instead of acting when the words are unlike
        # asking for the action (engine/acting_check.py). A path is read now: a bad file fails here.
        self.acting_check = ActingCheck.load(acting_check) if isinstance(acting_check, str | Path) else acting_check
        # Learned from this agent's labelled callers' words: a turn the rules leave open goes to
        # the guideline that only tells which words like these ask for (engine/resolver.py).
        self.resolver = Resolver.load(resolver) if isinstance(resolver, str | Path) else resolver
        self._setup_done = False
        self._setup_lock = asyncio.Lock()
        # Grows with every change of guidance: the live side rebuilds its turn engine on it
        # (voice_agent.live.engines), so the agent itself needs no engine.
        self.revision = 0

    def configured(self, **changes: Any) -> Agent:
        """A copy with other settings (composition, speech, work), sharing the guidance."""
        clone = Agent.__new__(Agent)
        clone.__dict__.update(self.__dict__)
        clone.revision = 0
        # Its own lists: a clone set up before its original must not add to the original's.
        clone.guidelines, clone.terms = list(self.guidelines), list(self.terms)
        clone.canned_responses = list(self.canned_responses)
        clone._setup_lock = asyncio.Lock()
        for key, value in changes.items():
            if key == "acting_check" and isinstance(value, str | Path):
                value = ActingCheck.load(value)
            if key == "resolver" and isinstance(value, str | Path):
                value = Resolver.load(value)
            if key in ("speech", "work", "phone") and isinstance(value, Mapping):
                try:
                    value = replace(getattr(self, key), **value)
                except (TypeError, ValueError) as exc:
                    raise ConfigurationError(f"{key} settings: {exc}") from None
            setattr(clone, key, value)
        return clone

    def with_settings(self, settings: Mapping[str, Any]) -> Agent:
        """Apply a scenario's or deployment's settings: `composition`, `speech`, `work` and
        `phone` (mappings of SpeechSettings / WorkSettings / PhoneSettings fields) make a
        configured copy; any other key goes to the agent's `on_settings` hook (e.g. the
        example's service delay)."""
        own = {k: settings[k] for k in ("composition", "speech", "work", "phone") if k in settings}
        rest = {k: v for k, v in settings.items() if k not in own}
        for name in ("speech", "work", "phone"):
            if name in own:
                valid = set(getattr(self, name).__dataclass_fields__)
                unknown = set(own[name]) - valid
                if unknown:
                    raise ConfigurationError(
                        f"unknown {name} settings {sorted(unknown)}; valid: {sorted(valid)}")
                if name == "speech" and "uninterruptible" in own[name]:
                    own[name] = {**own[name], "uninterruptible": frozenset(own[name]["uninterruptible"])}
        if rest:
            if self._on_settings is None:
                raise ConfigurationError(
                    f"agent {self.name!r} takes no settings {sorted(rest)}; it accepts composition, speech, work, phone")
            self._on_settings(rest)
        return self.configured(**own) if own else self

    async def ensure_setup(self) -> None:
        """Run `setup` once. (The server then prepares the turn engine: see
        `voice_agent.live.engines.prepare_engine`.)"""
        async with self._setup_lock:
            if self._setup is not None and not self._setup_done:
                await self._setup(self)
            self._setup_done = True

    def tool(self, name: str) -> Tool | None:
        """The tool of this agent's guidance with this name (a reconciler is looked up so)."""
        for guideline in self.guidelines:
            for t in guideline.tools:
                if t.name == name:
                    return t
        return None

    def _changed(self) -> None:
        self.revision += 1

    # -- guidance -----------------------------------------------------------------------------------

    async def create_guideline(
        self,
        condition: str,
        action: str,
        tools: Sequence[Tool] = (),
        *,
        examples: Iterable[str] = (),
        labels: Iterable[str] = (),
        title: str | None = None,
    ) -> Guideline:
        for t in tools:
            if not isinstance(t, Tool):
                raise ConfigurationError(f"tools must be declared with @tool; got {t!r}")
        g = Guideline(
            id=f"g{len(self.guidelines) + 1}", condition=condition, action=action, tools=tuple(tools),
            examples=tuple(examples), labels=tuple(labels), title=title,
        )
        self.guidelines.append(g)
        self._changed()
        return g

    async def attach_tool(self, condition: str, tool: Tool, *, examples: Iterable[str] = ()) -> Guideline:
        return await self.create_guideline(condition, tool.description or f"use {tool.name}", [tool], examples=examples)

    async def create_policy(
        self, title: str, content: str, tools: Sequence[Tool] = (), *, examples: Iterable[str] = (),
        labels: Iterable[str] = (),
    ) -> Guideline:
        return await self.create_guideline(content, content, tools, examples=examples, labels=labels, title=title)

    async def create_term(self, name: str, description: str, synonyms: Iterable[str] = ()) -> Term:
        term = Term(name, description, tuple(synonyms))
        self.terms.append(term)
        self._changed()
        return term

    async def create_canned_response(self, template: str, *, signals: Iterable[str] = ()) -> CannedResponse:
        response = CannedResponse(f"c{len(self.canned_responses) + 1}", template, tuple(signals))
        self.canned_responses.append(response)
        self._changed()
        return response

    # -- speaking up ---------------------------------------------------------------------------------

    async def utter(self, session: Session | None = None, rules: Sequence[Mapping[str, Any] | str] = ()) -> str:
        """Speak up now, unprompted, following `rules` (turn-scoped instructions). Returns the
        text once it is posted to the session. Does not call tools."""
        target = session if session is not None else Session.current
        texts = [r if isinstance(r, str) else str(r.get("content", "")) for r in rules]
        texts = [t for t in texts if t]
        if not texts:
            raise ConfigurationError("utter needs at least one rule, e.g. rules=[{'content': '...'}]")
        return await target.utter(texts)

    def __repr__(self) -> str:
        return f"Agent({self.id}, {self.composition})"
