"""Strict mode's side of the conversation: what one caller turn leads to, given what the agent
is waiting for (a missing argument, a yes to a read-back, a choice between two guidelines).

The rules, in the order they apply:

1. Awaiting a **confirmation** (a tool declared with `confirm`): a slot value in the answer
   that differs from the read-back corrects it and asks again ("no, it's LH 400"); "yes / yeah
   / go ahead / that's right", or the phone's yes key, runs the tool; "no" or the no key leaves
   it unrun and says so; another key reads it back again; anything else leaves it unrun and is
   answered as a new turn.
2. Awaiting a **missing argument**: the answer fills it, unless it is clearly something else
   (another guideline, a cancellation or a negation). Keys the caller typed fill it through the
   tool's `keypad` extractor for that parameter; what they said with the keys is read too.
3. Awaiting a **choice** (the agent asked "Do you want to book a flight?"): "yes" takes the
   only candidate, with the slots of both turns.
4. A **correction** of pending work ("sorry, I meant LH 400" while BA 117 is being booked):
   with a cancel handler on the tool, the agent reads back the new request and, on yes,
   cancels the first job (ledger state `cancelled`, recorded, said) before starting the
   second; without one, it says the first is already going through and asks whether to do
   both.
5. **"Cancel that"** cancels the caller's latest pending work the same way, or says it cannot.
6. Otherwise the `Understanding`'s decision (see `understand.py`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from voice_agent.engine.acts import SpeechAct
from voice_agent.engine.extract import answer_name, yes_no
from voice_agent.engine.matcher import Intent
from voice_agent.engine.offers import offer
from voice_agent.engine.reply import Reply, TurnActions
from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS
from voice_agent.engine.understand import Choice, Understander, Understanding
from voice_agent.engine.whole import Wholeness, by_meaning
from voice_agent.guidance import Guideline
from voice_agent.ids import TraceId
from voice_agent.speech.items import ItemKind
from voice_agent.tools import Tool
from voice_agent.work.entries import WorkEntry, normalise_value, operation_key

if TYPE_CHECKING:
    from voice_agent.runtime import SessionRuntime

logger = logging.getLogger("voice_agent.engine")

_CORRECTION_CUES = ("i meant", "i mean", "sorry", "actually", "instead", "make that", "make it", "change it",
                    "change that", "not that", "wrong", "correction", "rather", "should be", "should have been")
_yes_no = yes_no()
_answer_name = answer_name()


@dataclass
class AwaitingSlot:
    """A tool waits for arguments the caller has not given yet."""

    guideline: Guideline
    tool: Tool
    arguments: dict[str, Any]
    asked: str  # the parameter the last question asked for


@dataclass
class AwaitingConfirmation:
    """A tool that acts waits for the caller's yes to its read-back."""

    guideline: Guideline
    tool: Tool
    arguments: dict[str, Any]
    replaces: WorkEntry | None = None  # pending work to cancel first (a correction)
    also: WorkEntry | None = None  # pending work that cannot be cancelled: this is a second one


@dataclass
class AwaitingChoice:
    """The agent asked which guideline the caller meant."""

    candidates: tuple[Guideline, ...]
    text: str


Dialogue = AwaitingSlot | AwaitingConfirmation | AwaitingChoice


@dataclass
class TurnOutcome:
    reply: Reply
    handled_as: str = ""
    extra: list[str] = field(default_factory=list)


class StrictDialogue:
    def __init__(self, engine: TurnActions, understander: Understander) -> None:
        self.engine = engine
        self.understander = understander
        self.tools: dict[str, tuple[Guideline, Tool]] = {
            t.name: (g, t) for g in understander.guidelines for t in g.tools}

    async def respond(self, rt: SessionRuntime, trace_id: TraceId, text: str, keys: str = "") -> Reply:
        state, rt.dialogue = rt.dialogue, None
        understanding = await asyncio.to_thread(self.understander.understand, text)
        reply, handled_as = await self._respond(rt, trace_id, text, understanding, state,
                                                keys.rstrip(rt.agent.phone.end_key))
        status = {**understanding.as_status(), "handled_as": handled_as}
        logger.debug("understood: %s", " | ".join(understanding.lines()) + f" | handled as {handled_as}",
                     extra={"session_id": rt.id, "trace_id": trace_id})
        await rt.record_status(trace_id, "understood", status)
        return reply

    async def _respond(self, rt: SessionRuntime, trace_id: TraceId, text: str, u: Understanding,
                       state: Dialogue | None, keys: str = "") -> tuple[Reply, str]:
        if isinstance(state, AwaitingConfirmation):
            reply = await self._confirming(rt, trace_id, state, text, u, keys)
            if reply is not None:
                return reply
        elif isinstance(state, AwaitingSlot):
            other = u.decision.guideline
            if (u.act.act in (SpeechAct.CANCEL, SpeechAct.NEGATION)) and not u.slots and not keys:
                return self.say("declined"), "declined while a question was open"
            if keys or other is None or other is state.guideline or u.decision.choice is not Choice.GUIDELINE:
                args = dict(state.arguments)
                args.update(self.extract(state.tool, text, asked=state.asked))
                keyed = state.tool.keypad.get(state.asked)
                typed = keyed(keys) if keyed is not None and keys else None
                if typed is not None:
                    args[state.asked] = typed
                return await self.run_guideline(rt, trace_id, state.guideline, text, preset=args), \
                    f"answer to the question about {state.asked}"
        elif isinstance(state, AwaitingChoice) and _yes_no(text) == "yes" and len(state.candidates) == 1:
            g = state.candidates[0]
            args = {**self.extract_all(g, state.text), **self.extract_all(g, text)}
            return await self.run_guideline(rt, trace_id, g, text, preset=args), f"yes to {g.id}"
        correction = await self._correction(rt, u)
        if correction is not None:
            return correction, "correction of pending work"
        return await self._decided(rt, trace_id, text, u), "decision"

    async def _decided(self, rt: SessionRuntime, trace_id: TraceId, text: str, u: Understanding) -> Reply:
        d = u.decision
        if d.choice is Choice.INTENT and d.intent is not None:
            return self.engine.answer_intent(rt, d.intent)
        if d.choice is Choice.GUIDELINE and d.guideline is not None:
            return await self.run_guideline(rt, trace_id, d.guideline, text)
        if d.choice is Choice.CLARIFY:
            rt.dialogue = AwaitingChoice(d.candidates, text)
            return self.say("clarify", options=_either(offer(g) for g in d.candidates))
        if d.choice is Choice.CANCEL:
            return await self.cancel_latest(rt, u.slots)
        if d.choice is Choice.DECLINE:
            return self.say("declined")
        if d.choice is Choice.CANNOT:
            return self.say("cannot", capabilities=self.capabilities())
        if rt.ledger.pending() and d.choice is Choice.NO_MATCH:
            return self.engine.answer_intent(rt, Intent.STATUS)
        return self.say("no_match_offer", capabilities=self.capabilities())

    # -- confirmation ---------------------------------------------------------------------------------

    async def _confirming(self, rt: SessionRuntime, trace_id: TraceId, state: AwaitingConfirmation, text: str,
                          u: Understanding, keys: str = "") -> tuple[Reply, str] | None:
        changed = self._changed(state.tool, state.arguments, u.slots)
        if changed and not keys:
            corrected = replace(state, arguments={**state.arguments, **changed})
            rt.dialogue = corrected
            return self.readback(rt, corrected), "corrected " + ", ".join(changed)
        phone = rt.agent.phone
        answer = {phone.yes_key: "yes", phone.no_key: "no"}.get(keys) if keys else _yes_no(text)
        if keys and answer is None:  # a key that means neither: the question again
            rt.dialogue = state
            return self.readback(rt, state), f"key {keys!r} is neither yes nor no"
        if answer == "yes":
            lines: list[str] = []
            if state.replaces is not None:
                lines.extend(await self.cancel_work(rt, state.replaces))
            reply = await self.run_guideline(rt, trace_id, state.guideline, text, preset=state.arguments,
                                             confirmed=state.tool)
            if lines:
                reply.text = " ".join([*lines, reply.text or ""]).strip()
            return reply, f"confirmed {state.tool.name}"
        if answer == "no":
            return self.say("not_done"), f"did not confirm {state.tool.name}"
        return None  # anything else: unrun, and answered as a turn of its own

    def readback(self, rt: SessionRuntime, state: AwaitingConfirmation) -> Reply:
        tool, args = state.tool, state.arguments
        details = ", ".join(f"{p.name.replace('_', ' ')} {args[p.name]}" for p in tool.parameters
                            if args.get(p.name) not in (None, ""))
        line = readback_template(tool).format_map(_Blank({**args, _DETAILS: details}))
        lead = ""
        if state.replaces is not None:
            lead = self.compose("replace_first", {})
        elif state.also is not None:
            lead = self.compose("also", {})
        return self.engine.reply(" ".join(p for p in (lead, line) if p))

    # -- pending work -----------------------------------------------------------------------------------

    async def _correction(self, rt: SessionRuntime, u: Understanding) -> Reply | None:
        # "Change the flight to LH 400" is a change of pending work when there is some.
        if u.act.act not in (SpeechAct.REQUEST, SpeechAct.CHANGE) or not u.slots:
            return None
        said = " " + " ".join(u.masked.split()) + " "
        for work in reversed(rt.ledger.pending()):
            owner = self.tools.get(work.tool)
            if owner is None or not owner[1].confirm:
                continue
            guideline, tool = owner
            changed = self._changed(tool, work.arguments, u.slots)
            # Without a cue ("sorry, I meant", "actually", "instead") it is a second request.
            if not changed or not (u.act.act is SpeechAct.CHANGE or any(f" {c} " in said for c in _CORRECTION_CUES)):
                continue
            args = {**work.arguments, **changed}
            if tool.cancel is not None:
                state = AwaitingConfirmation(guideline, tool, args, replaces=work)
            else:
                state = AwaitingConfirmation(guideline, tool, args, also=work)
            rt.dialogue = state
            return self.readback(rt, state)
        return None

    async def cancel_latest(self, rt: SessionRuntime, slots: Mapping[str, str]) -> Reply:
        """Cancel the caller's latest pending work that agrees with what they named ("cancel
        the booking for AF 22" never cancels BA 117)."""
        pending = [w for w in rt.ledger.pending() if w.tool in self.tools
                   and not self._changed(self.tools[w.tool][1], w.arguments, slots)]
        if not pending:
            return self.say("cancel_nothing", capabilities=self.capabilities())
        work = pending[-1]
        if self.tools[work.tool][1].cancel is None:
            return self.say("cannot_cancel")
        return self.engine.reply(" ".join(await self.cancel_work(rt, work)) or None)

    async def cancel_work(self, rt: SessionRuntime, work: WorkEntry) -> list[str]:
        """Cancel pending work through the ledger, then let the tool undo it; the lines to say."""
        tool = self.tools[work.tool][1]
        assert tool.cancel is not None
        await rt.ledger.cancel(work.id, "the caller cancelled it")
        rt.acted(f"{tool.name}.cancel")
        try:
            result = await tool.cancel(work)
        except Exception as exc:
            logger.warning("cancel handler failed", exc_info=True, extra={"tool": tool.name})
            await rt.record_error(work.trace_id, stage="cancel", message=f"{type(exc).__name__}: {exc}"[:300], tool=tool.name)
            return [self.compose("cancel_failed", {})]
        await rt.record_tool_event(work.trace_id, f"{tool.name}.cancel", dict(work.arguments), result)
        values = {**work.arguments, **(result.data if isinstance(result.data, Mapping) else {})}
        return self.engine.composer.compose(result.rule_texts() or [BUILTIN_INSTRUCTIONS["cancelled"]], values)

    # -- running a guideline --------------------------------------------------------------------------

    async def run_guideline(self, rt: SessionRuntime, trace_id: TraceId, guideline: Guideline, text: str,
                            preset: Mapping[str, Any] | None = None, confirmed: Tool | None = None) -> Reply:
        if guideline.labels:
            await rt.session.labels.add(*guideline.labels)
        if not guideline.tools:
            return self.engine.say(guideline.action, {})
        instructions: list[str] = []
        values: dict[str, Any] = {}
        reply = self.engine.reply(None)
        for tool in guideline.tools:
            args = dict(preset or {})
            for name, value in self.extract(tool, text).items():
                args.setdefault(name, value)
            missing = [p.name for p in tool.parameters if p.required and not args.get(p.name)]
            if missing:
                question = ask_line(tool, missing[0])
                rt.dialogue = AwaitingSlot(guideline, tool, args, missing[0])
                return self.engine.reply(question)
            pending = rt.ledger.find_pending(operation_key(tool.name, args))
            if pending is not None:  # asked again while it runs: say how it is going, ask nothing
                return self.engine.status_reply(rt.ledger.note_duplicate(pending))
            ai_caller = rt.record.customer_represented_by_an_agent
            if tool.confirm and tool is not confirmed and (tool.confirm_ai_callers or not ai_caller):
                state = AwaitingConfirmation(guideline, tool, {k: v for k, v in args.items()
                                                               if k in {p.name for p in tool.parameters}})
                rt.dialogue = state
                return self.readback(rt, state)
            outcome = await self.engine.call_tool(rt, trace_id, tool, args)
            if isinstance(outcome, WorkEntry):  # already pending: say how it is going instead
                return self.engine.status_reply(outcome)
            if outcome is None:
                return self.engine.say(BUILTIN_INSTRUCTIONS["tool_error"], {})
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
        lines = self.engine.composer.compose(instructions, values)
        reply.text = " ".join(lines) or None
        if reply.text is None:
            reply.text = self.compose("no_match", {}) or None
        return reply

    def extract(self, tool: Tool, text: str, asked: str | None = None) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for p in tool.parameters:
            extractor = tool.extract.get(p.name)
            value = extractor(text) if extractor is not None else None
            if value is None and p.name == asked and p.annotation in (str, "str"):
                value = _answer_name(text)
            if value is not None:
                found[p.name] = value
        return found

    def reads_whole(self, text: str, state: Dialogue | None) -> Wholeness:
        """Whether `text`, said while the session waits for `state`, reads as a whole turn
        (engine/whole.py has the rules). Blocking (it runs the matcher): call it in a thread."""
        if isinstance(state, AwaitingConfirmation | AwaitingChoice) and _yes_no(text) is not None:
            return Wholeness(True, f"{_yes_no(text)} to the question the agent asked")
        u = self.understander.understand(text)
        if isinstance(state, AwaitingConfirmation) and self._changed(state.tool, state.arguments, u.slots):
            return Wholeness(True, "a changed value for the read-back")
        if isinstance(state, AwaitingSlot) and state.asked in self.extract(state.tool, text, asked=state.asked):
            return Wholeness(True, f"the {state.asked.replace('_', ' ')} the agent asked for")
        return by_meaning(u, self.extract_all)

    @staticmethod
    def wants_one_key(state: Dialogue | None) -> bool:
        """Whether the agent waits for a yes or a no, which one key gives ("press 1")."""
        return isinstance(state, AwaitingConfirmation)

    def wants_keys(self, state: Dialogue | None, text: str) -> bool:
        """Whether the agent asked for something the caller may type, and `text` (what they said)
        does not give it: keys that follow at once complete the same answer."""
        if not isinstance(state, AwaitingSlot) or state.asked not in state.tool.keypad:
            return False
        extractor = state.tool.extract.get(state.asked)  # its own reader, not the bare-name guess
        return extractor is None or extractor(text) is None

    def extract_all(self, guideline: Guideline, text: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for tool in guideline.tools:
            out.update(self.extract(tool, text))
        return out

    def _changed(self, tool: Tool, arguments: Mapping[str, Any], slots: Mapping[str, str]) -> dict[str, str]:
        names = {p.name for p in tool.parameters}
        return {k: v for k, v in slots.items() if k in names and arguments.get(k) is not None
                and normalise_value(v) != normalise_value(arguments.get(k))}

    # -- saying things ----------------------------------------------------------------------------------

    def capabilities(self) -> str:
        return _either([offer(g) for g in self.understander.guidelines][:4])

    def compose(self, key: str, values: Mapping[str, Any]) -> str:
        return " ".join(self.engine.composer.compose([BUILTIN_INSTRUCTIONS[key]], values))

    def say(self, key: str, **values: Any) -> Reply:
        return self.engine.reply(self.compose(key, values) or None)


def _either(options: Sequence[str] | Any) -> str:
    items = [o for o in options if o]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


_DETAILS = "_details"  # the default read-back's filled parameters ("flight number BA 117, ...")


def readback_template(tool: Tool) -> str:
    """The template `tool`'s read-back is made from: the author's `confirm` text, or the
    default one. One wording for the engine and for whoever prepares its lines ahead (the TTS
    cache takes its fixed words, "Booking flight", "Shall I go ahead?", at prewarm)."""
    if isinstance(tool.confirm, str):
        return tool.confirm
    what = (tool.description or tool.name).rstrip(".").lower().replace("{", "{{").replace("}", "}}")
    return f"Just to confirm: {what}, {{{_DETAILS}}}. Shall I go ahead?"


def ask_line(tool: Tool, parameter: str) -> str:
    """What the agent asks when `tool` lacks `parameter`: the author's `ask` line or the default."""
    return tool.ask.get(parameter) or f"Could you tell me the {parameter.replace('_', ' ')}?"


def tool_lines(tool: Tool) -> list[str]:
    """Every line or template `tool` makes the engine say by itself (its questions for missing
    arguments, its read-back), for preparing them ahead; templates keep their `{fields}`."""
    lines = [ask_line(tool, p.name) for p in tool.parameters if p.required]
    if tool.confirm:
        lines.append(readback_template(tool))
    return lines


class _Blank(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return key.replace("_", " ")
