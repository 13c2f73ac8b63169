"""Turn processing: from a customer message to the reply, the tools it called and the work it
started. Strict mode matches and composes locally; fluid mode asks the LLM."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from voice_agent.clock import timeout as clock_timeout
from voice_agent.context import ToolCallScope, TurnScope, tool_call_scope, turn_scope
from voice_agent.engine.extract import answer_name
from voice_agent.engine.matcher import GuidelineMatcher, Intent
from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS, StrictComposer
from voice_agent.errors import CompositionError, LLMError, ToolError, ToolTimeoutError
from voice_agent.guidance import Guideline
from voice_agent.ids import TraceId
from voice_agent.session.events import EventKind, EventSource
from voice_agent.speech.items import ItemKind
from voice_agent.tools import Tool, ToolResult
from voice_agent.work.entries import WorkEntry, operation_key

if TYPE_CHECKING:
    from voice_agent.agent import Agent
    from voice_agent.runtime import SessionRuntime

logger = logging.getLogger("voice_agent.engine")


@dataclass
class Reply:
    text: str | None
    kind: ItemKind = ItemKind.REPLY
    work_id: str | None = None
    control: dict[str, Any] = field(default_factory=dict)


@dataclass
class AwaitingSlot:
    """A tool waits for parameters the customer has not given yet."""

    guideline: Guideline
    tool: Tool
    arguments: dict[str, Any]
    asked: str  # the parameter the last question asked for


class TurnEngine:
    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.matcher = GuidelineMatcher(agent.guidelines, agent.terms)
        self.composer = StrictComposer(agent.canned_responses)

    # -- one caller turn ------------------------------------------------------------------------

    async def respond(self, rt: SessionRuntime, trace_id: TraceId, text: str) -> Reply:
        if self.agent.composition == "fluid":
            return await self._respond_fluid(rt, trace_id, text)
        return await self._respond_strict(rt, trace_id, text)

    async def _respond_strict(self, rt: SessionRuntime, trace_id: TraceId, text: str) -> Reply:
        slot = rt.awaiting_slot
        matches = self.matcher.match(text)
        best = matches[0] if matches else None
        if slot is not None and (best is None or best.guideline is slot.guideline or best.score < 0.6):
            rt.awaiting_slot = None
            args = dict(slot.arguments)
            args.update(self._extract(slot.tool, text, asked=slot.asked))
            return await self._run_guideline(rt, trace_id, slot.guideline, text, preset=args)
        rt.awaiting_slot = None
        if best is None:
            return self._say(BUILTIN_INSTRUCTIONS["no_match"], {})
        if best.intent is not None:
            return self._answer_intent(rt, best.intent)
        assert best.guideline is not None
        return await self._run_guideline(rt, trace_id, best.guideline, text)

    def _answer_intent(self, rt: SessionRuntime, intent: Intent) -> Reply:
        if intent is Intent.HOLD:
            return self._say(BUILTIN_INSTRUCTIONS["hold"], {})
        if rt.ledger.pending():
            running = rt.ledger.running()
            if intent is Intent.ACKNOWLEDGE or not running:
                # A backchannel needs no answer, and a result about to be said answers itself.
                return Reply(None)
            return self.status_reply(running[0])
        key = {Intent.ACKNOWLEDGE: "ack", Intent.STATUS: "status_idle", Intent.GREETING: "greeting"}[intent]
        return self._say(BUILTIN_INSTRUCTIONS[key], {})

    def status_reply(self, work: WorkEntry) -> Reply:
        if work.answer is not None:  # already done (maybe in an earlier call): its answer again
            return Reply(work.answer, kind=ItemKind.REPLY)
        instructions = [*work.progress_rules, BUILTIN_INSTRUCTIONS["still_working"]]
        lines = self.composer.compose(instructions[:1], work.arguments) or self.composer.compose(
            instructions[-1:], work.arguments
        )
        return Reply(" ".join(lines) or None, kind=ItemKind.REPLY, work_id=work.id)

    def _say(self, instruction: str, values: Mapping[str, Any]) -> Reply:
        return Reply(" ".join(self.composer.compose([instruction], values)) or None)

    async def _run_guideline(
        self,
        rt: SessionRuntime,
        trace_id: TraceId,
        guideline: Guideline,
        text: str,
        preset: dict[str, Any] | None = None,
    ) -> Reply:
        if guideline.labels:
            await rt.session.labels.add(*guideline.labels)
        if not guideline.tools:
            return self._say(guideline.action, {})
        instructions: list[str] = []
        values: dict[str, Any] = {}
        reply = Reply(None)
        for tool in guideline.tools:
            args = dict(preset or {})
            for name, value in self._extract(tool, text).items():
                args.setdefault(name, value)
            missing = [p.name for p in tool.parameters if p.required and not args.get(p.name)]
            if missing:
                question = tool.ask.get(missing[0]) or f"Could you tell me the {missing[0].replace('_', ' ')}?"
                rt.awaiting_slot = AwaitingSlot(guideline, tool, args, missing[0])
                return Reply(question)
            outcome = await self.call_tool(rt, trace_id, tool, args)
            if isinstance(outcome, WorkEntry):  # already pending: say how it is going instead
                return self.status_reply(outcome)
            if outcome is None:
                return self._say(BUILTIN_INSTRUCTIONS["tool_error"], {})
            result, work = outcome
            values.update(args)
            if isinstance(result.data, Mapping):
                values.update(result.data)
            instructions.extend(result.rule_texts())
            if not result.rules and isinstance(result.data, str):
                instructions.append(result.data)
            reply.control.update(result.control)
            if work is not None:
                reply.kind, reply.work_id = ItemKind.INTERIM, work.id
        if not instructions:
            instructions.append(guideline.action)
        lines = self.composer.compose(instructions, values)
        reply.text = " ".join(lines) or None
        if reply.text is None:
            reply.text = " ".join(self.composer.compose([BUILTIN_INSTRUCTIONS["no_match"]], {})) or None
        return reply

    def _extract(self, tool: Tool, text: str, asked: str | None = None) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for p in tool.parameters:
            extractor = tool.extract.get(p.name)
            value = extractor(text) if extractor is not None else None
            if value is None and p.name == asked and p.annotation in (str, "str"):
                value = answer_name()(text)
            if value is not None:
                found[p.name] = value
        return found

    # -- calling a tool ----------------------------------------------------------------------------

    async def call_tool(
        self, rt: SessionRuntime, trace_id: TraceId, tool: Tool, args: dict[str, Any]
    ) -> tuple[ToolResult, WorkEntry | None] | WorkEntry | None:
        """Call `tool` unless the same work is already pending.

        Returns (result, work started by the call), the pending entry for a duplicate request,
        or None when the tool failed (an error event is recorded).
        """
        key = operation_key(tool.name, args)
        pending = rt.ledger.find_pending(key)
        if pending is not None:
            rt.ledger.note_duplicate(pending)
            return pending
        timeout = (
            self.agent.work.in_turn_timeout_s
            if rt.record.customer_represented_by_an_agent
            else tool.timeout_s or self.agent.work.tool_timeout_s
        )
        scope = TurnScope(rt.server, self.agent, rt.session, trace_id)
        turn_token = turn_scope.set(scope)
        call_token = tool_call_scope.set(ToolCallScope(tool.name, args, key))
        before = {e.id for e in rt.ledger.started_by(trace_id)}
        try:
            try:
                async with clock_timeout(rt.clock, timeout):
                    result = await tool.fn(**args)
            except TimeoutError as exc:
                raise ToolTimeoutError(f"tool {tool.name} ran past its {timeout:g} s timeout") from exc
            except (TypeError, ValueError) as exc:
                raise ToolError(f"tool {tool.name} rejected its arguments: {exc}") from exc
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                raise ToolError(f"tool {tool.name} failed: {type(exc).__name__}: {exc}") from exc
            if not isinstance(result, ToolResult):
                raise ToolError(f"tool {tool.name} returned {type(result).__name__}, not a ToolResult")
        except ToolError as exc:
            logger.warning("tool failed", extra={"tool": tool.name, "error": str(exc)})
            await rt.record_error(trace_id, stage="tool", message=str(exc), tool=tool.name)
            return None
        finally:
            tool_call_scope.reset(call_token)
            turn_scope.reset(turn_token)
        await rt.record_tool_event(trace_id, tool.name, args, result)
        started = [e for e in rt.ledger.started_by(trace_id) if e.id not in before]
        rt.tool_called(tool.name, background=bool(started))
        return result, (started[0] if started else None)

    # -- fluid ---------------------------------------------------------------------------------------

    async def _respond_fluid(self, rt: SessionRuntime, trace_id: TraceId, text: str) -> Reply:
        llm = rt.server.require_llm()
        history = await rt.history_messages()
        system = self._system_prompt(rt)
        matched = await self._match_fluid(llm, system, history)
        tools: dict[str, Tool] = {t.name: t for g in matched for t in g.tools}
        messages: list[dict[str, Any]] = [{"role": "system", "content": system}]
        if matched:
            messages.append({"role": "system", "content": "Guidelines that apply now:\n" + "\n".join(
                f"- When {g.condition}, then {g.action}" for g in matched)})
        messages.extend(history)
        reply = Reply(None)
        rules: list[str] = []
        result = await llm.chat(messages, tools=[t.json_schema() for t in tools.values()] or None)
        if not result.tool_calls:
            reply.text = (result.content or "").strip() or None
            return reply
        messages.append({"role": "assistant", "content": result.content, "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in result.tool_calls]})
        for call in result.tool_calls:
            content = await self._fluid_tool_call(rt, trace_id, tools, call.name, call.arguments, reply, rules)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": content})
        if rules:
            # Transient rules shape this reply only: they are never stored in the history.
            messages.append({"role": "system", "content": "For this reply only, follow these rules:\n"
                             + "\n".join(f"- {r}" for r in rules)})
        final = await llm.chat(messages)
        reply.text = (final.content or "").strip() or None
        return reply

    async def _fluid_tool_call(
        self, rt: SessionRuntime, trace_id: TraceId, tools: Mapping[str, Tool], name: str,
        arguments: str, reply: Reply, rules: list[str],
    ) -> str:
        tool = tools.get(name)
        if tool is None:
            await rt.record_error(trace_id, stage="llm", message=f"the model called unknown tool {name!r}")
            return json.dumps({"error": f"no tool named {name!r}"})
        try:
            args = json.loads(arguments or "{}")
            if not isinstance(args, dict):
                raise ValueError("arguments are not a JSON object")
        except ValueError as exc:
            await rt.record_error(trace_id, stage="llm", message=f"malformed arguments for {name}: {exc}", tool=name)
            return json.dumps({"error": "malformed arguments"})
        outcome = await self.call_tool(rt, trace_id, tool, args)
        if isinstance(outcome, WorkEntry):
            rules.extend(outcome.progress_rules or ["Tell the customer this is already in progress."])
            return json.dumps({"status": "already in progress", "work_id": outcome.id})
        if outcome is None:
            return json.dumps({"error": "the tool failed"})
        result, work = outcome
        rules.extend(result.rule_texts())
        reply.control.update(result.control)
        if work is not None:
            reply.kind, reply.work_id = ItemKind.INTERIM, work.id
        return json.dumps({"data": result.data}, default=str)

    async def _match_fluid(self, llm: Any, system: str, history: list[dict[str, Any]]) -> list[Guideline]:
        guidelines = self.agent.guidelines
        if not guidelines:
            return []
        listing = "\n".join(f"{i}. {g.condition}" for i, g in enumerate(guidelines))
        prompt = (
            "Which of these conditions hold for the customer's latest message? Answer with JSON "
            '{"matched": [numbers]}.\n' + listing
        )
        result = await llm.chat([{"role": "system", "content": system}, *history[-6:],
                                 {"role": "system", "content": prompt}], json_output=True)
        try:
            numbers = json.loads(result.content or "{}").get("matched", [])
            return [guidelines[int(n)] for n in numbers if 0 <= int(n) < len(guidelines)]
        except (ValueError, TypeError, AttributeError) as exc:
            raise LLMError(f"guideline matching returned unusable JSON: {exc}") from exc

    def _system_prompt(self, rt: SessionRuntime) -> str:
        parts = [f"You are {self.agent.name}. {self.agent.description}".strip(),
                 "You are speaking with a customer on a voice call: keep replies short and speakable."]
        if self.agent.terms:
            parts.append("Glossary:\n" + "\n".join(f"- {t.name}: {t.description}" for t in self.agent.terms))
        running = rt.ledger.running()
        if running:
            parts.append("Work in progress (do not start it again): " + "; ".join(
                f"{w.tool}({json.dumps(dict(w.arguments))})" for w in running))
        return "\n\n".join(parts)

    # -- utter -----------------------------------------------------------------------------------------

    async def compose_utterance(self, rt: SessionRuntime, rules: list[str]) -> str:
        if self.agent.composition == "fluid":
            llm = rt.server.require_llm()
            messages = [{"role": "system", "content": self._system_prompt(rt)}, *await rt.history_messages(),
                        {"role": "system", "content": "Write one message to the customer now, following:\n"
                         + "\n".join(f"- {r}" for r in rules)}]
            text = ((await llm.chat(messages)).content or "").strip()
        else:
            values = await rt.recent_values()
            text = " ".join(self.composer.compose(rules, values))
        if not text:
            raise CompositionError("no canned response fits these rules: " + "; ".join(rules)[:200])
        return text

    def progress_line(self, work: WorkEntry) -> str | None:
        return self.status_reply(work).text


def history_role(source: EventSource) -> str:
    return "user" if source in (EventSource.CUSTOMER, EventSource.CUSTOMER_UI) else "assistant"


__all__ = ["AwaitingSlot", "EventKind", "Reply", "TurnEngine", "history_role"]
