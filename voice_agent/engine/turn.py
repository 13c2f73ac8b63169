"""Turn processing: from a customer message to the reply, the tools it called and the work it
started. Strict mode matches and composes locally; fluid mode asks the LLM."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from voice_agent.clock import timeout as clock_timeout
from voice_agent.context import ToolCallScope, TurnScope, tool_call_scope, turn_scope
from voice_agent.engine.checks import check_agent
from voice_agent.engine.dialogue import StrictDialogue
from voice_agent.engine.embedding import default_matcher
from voice_agent.engine.matcher import Intent
from voice_agent.engine.reply import Reply
from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS, StrictComposer
from voice_agent.engine.understand import Understander
from voice_agent.errors import CompositionError, LLMError, ToolError, ToolTimeoutError
from voice_agent.guidance import Guideline
from voice_agent.ids import TraceId
from voice_agent.session.events import EventKind, EventSource
from voice_agent.speech.items import ItemKind
from voice_agent.tools import Tool, ToolResult
from voice_agent.work.entries import WorkEntry, WorkState, operation_key

if TYPE_CHECKING:
    from voice_agent.agent import Agent
    from voice_agent.runtime import SessionRuntime

logger = logging.getLogger("voice_agent.engine")


class TurnEngine:
    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.composer = StrictComposer(agent.canned_responses)
        self._dialogue: StrictDialogue | None = None
        if agent.composition == "strict":
            check_agent(agent, self.composer)
            self.dialogue  # noqa: B018 -- fit the matcher now, at load, not on the first turn

    @property
    def dialogue(self) -> StrictDialogue:
        """Strict mode's understanding, prepared on first use (at load for strict agents)."""
        if self._dialogue is None:
            matcher, note = (self.agent.matcher, "") if self.agent.matcher is not None else default_matcher()
            understander = Understander(self.agent.guidelines, self.agent.terms, matcher, note,
                                        self.agent.acting_check, self.agent.resolver)
            self._dialogue = StrictDialogue(self, understander)
        return self._dialogue

    @property
    def understander(self) -> Understander:
        return self.dialogue.understander

    # -- one caller turn ------------------------------------------------------------------------

    async def respond(self, rt: SessionRuntime, trace_id: TraceId, text: str, keys: str = "", *,
                      continues: Sequence[TraceId] = ()) -> Reply:
        """Answer one caller turn: `text` is what they said (with any keys they typed written in
        as digits), `keys` the key entry itself (a phone's keypad), if any. `continues`: the
        earlier turns this one is the rest of (rule 11): `text` holds all their words. Strict
        mode's dialogue state is already what it was before them (the turn worker set it);
        fluid mode's model reads the history without them, the words as one message."""
        if self.agent.composition == "fluid":
            return await self._respond_fluid(rt, trace_id, text, continues)
        return await self.dialogue.respond(rt, trace_id, text, keys)

    def answer_intent(self, rt: SessionRuntime, intent: Intent) -> Reply:
        if intent is Intent.HOLD:
            return self.say(BUILTIN_INSTRUCTIONS["hold"], {})
        if rt.ledger.pending():
            running = rt.ledger.running()
            if intent is Intent.ACKNOWLEDGE or not running:
                # A backchannel needs no answer, and a result about to be said answers itself.
                return Reply(None)
            return self.status_reply(running[0])
        key = {Intent.ACKNOWLEDGE: "ack", Intent.STATUS: "status_idle", Intent.GREETING: "greeting"}[intent]
        return self.say(BUILTIN_INSTRUCTIONS[key], {})

    def status_reply(self, work: WorkEntry) -> Reply:
        if work.answer is not None:  # already done (maybe in an earlier call): its answer again
            return Reply(work.answer, kind=ItemKind.REPLY)
        if work.state in (WorkState.RESULT_AVAILABLE, WorkState.FAILED):
            # Its result is in and on its way to the caller: that answer is the reply, and a
            # "still working" line before or after it would say it is not done.
            return Reply(None)
        instructions = [*work.progress_rules, BUILTIN_INSTRUCTIONS["still_working"]]
        lines = self.composer.compose(instructions[:1], work.arguments) or self.composer.compose(
            instructions[-1:], work.arguments
        )
        return Reply(" ".join(lines) or None, kind=ItemKind.REPLY, work_id=work.id)

    def say(self, instruction: str, values: Mapping[str, Any]) -> Reply:
        return Reply(" ".join(self.composer.compose([instruction], values)) or None)

    @staticmethod
    def reply(text: str | None) -> Reply:
        return Reply(text)

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
        if tool.acts:  # called is enough: a booking that failed half-way may still have booked
            rt.acted(tool.name)
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

    async def _respond_fluid(self, rt: SessionRuntime, trace_id: TraceId, text: str,
                             continues: Sequence[TraceId] = ()) -> Reply:
        llm = rt.server.require_llm()
        read_as: dict[TraceId, str | None] = {**dict.fromkeys(continues), trace_id: text} if continues else {}
        history = await rt.history_messages(read_as=read_as)
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


__all__ = ["EventKind", "Reply", "TurnEngine", "history_role"]
