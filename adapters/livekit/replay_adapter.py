"""Runs engine agents (`voice_agent.Agent`) in replayed calls.

The replay harness imports this module by name and asks it to turn the scenario's agent into a
LiveKit agent: an engine server and session are created for the call, bridged into the
harness's AgentSession, and the engine's events are placed on the call clock as timeline marks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from livekit.agents import Agent as LiveKitAgent

import voice_agent as va
from adapters.livekit.bridge import VoiceBridge
from adapters.livekit.faults import APOLOGIES, ENGINE_ERROR
from adapters.livekit.replay_phone import attach_phone_line, caller_identity
from adapters.livekit.sounds import prewarm_sounds
from adapters.providers.tts_cache import fill_agent_lines
from adapters.replay.recording import CallRecording
from adapters.replay.replay import ReplayContext, register_agent_adapter
from voice_agent.speech.items import SpeechItem

# What a process running replayed calls adds to each call's engine Server, as keyword
# arguments: the load simulator's shared store (`--store`), observers for metrics and traces.
engine_options: Callable[[], dict[str, Any]] = dict

_ENGINE_EVENTS = {
    "job_started": "job_started",
    "work_state": "work_state",
    "item_queued": "item_queued",
    "item_dropped": "item_dropped",
    "item_requeued": "item_requeued",
    "item_finished": "item_finished",
    "crashed": "error",
    "tool_call": "tool_call",
    "transfer_started": "transfer_started",
    "transfer_finished": "transfer_finished",
    "answered_by": "answered_by",
    "turn_continues": "turn_continues",  # rule 11: read with the caller's turn before it
}


async def bridge_engine_agent(obj: va.Agent, ctx: ReplayContext) -> LiveKitAgent:
    settings = dict(ctx.settings)
    represented = bool(settings.pop("customer_represented_by_an_agent", False))
    agent = obj.with_settings(settings)
    # before the call starts, as a worker's prewarm does: the agent's fixed lines, synthesised
    await fill_agent_lines(ctx.session.tts, agent)
    if ctx.scenario.participant is not None or ctx.scenario.outbound is not None:
        await prewarm_sounds(ctx.session.tts.sample_rate if ctx.session.tts is not None else 24000)
    # a provider set with an LLM gives fluid agents theirs (cloud, cloud-sim)
    options = {"llm": getattr(ctx.providers, "engine_llm", None), **engine_options()}
    server = va.Server(**options)
    await server.start()
    await server.add_agent(agent)
    customer_id, metadata = caller_identity(ctx)
    session = await server.create_session(agent, customer_id=customer_id, metadata=metadata,
                                          customer_represented_by_an_agent=represented)
    rt = await session.runtime()
    bridge = VoiceBridge(rt, ctx.session,
                         on_speech=lambda item, handle: ctx.recording.speech_texts.__setitem__(handle.id, item.text),
                         providers=ctx.providers,
                         on_apology=lambda kind, text: ctx.mark("apology", fault=kind, text=text))
    turns: dict[str, int] = {}

    def on_engine_event(what: str, data: dict[str, Any]) -> None:
        if what == "turn_opened":
            index = ctx.recording.caller_turn_at(ctx.now())
            turns[str(data["trace_id"])] = index
            ctx.mark("turn", turn_index=index, text=data.get("text"), trace_id=data["trace_id"])
        elif what in _ENGINE_EVENTS:
            ctx.mark(_ENGINE_EVENTS[what], **{k: v for k, v in data.items() if v is not None})

    rt.add_listener(on_engine_event)
    ctx.busy_checks.append(lambda: rt.busy)
    await attach_phone_line(ctx, rt, bridge)  # a phone call: the worker's telephony, on loopback
    ctx.extras.update(server=server, session=session, runtime=rt, bridge=bridge)

    async def close() -> None:
        bridge.detach()
        _label_items(ctx.recording, bridge.handles, turns)
        for fault in bridge.faults.stats.faults:
            ctx.recording.mark(fault.at - ctx.clock.t0, "provider_fault", service=fault.service,
                               plugin=fault.label, recoverable=fault.recoverable, error=fault.message)
        await server.aclose()

    ctx.cleanups.append(close)
    ctx.metric_hooks.append(fault_to_apology)
    return bridge.agent


def fault_to_apology(timeline: Any) -> dict[str, Any]:
    """Seconds from each fault the simulated cloud injected to the first audio of the next
    apology the caller heard (None: no apology followed it)."""
    faults = [m for m in timeline.marks if m.kind == "fault"]
    out: list[float | None] = []
    for fault in faults:
        onset = next((on for it, on in zip(timeline.items, timeline.item_onsets, strict=True)
                      if it.kind == "apology" and on is not None and on >= fault.t_s), None)
        out.append(None if onset is None else round(onset - fault.t_s, 3))
    return {"fault_to_apology_s": out}


def _label_items(recording: CallRecording, handles: dict[str, SpeechItem], turns: dict[str, int]) -> None:
    for played in recording.agent_items:
        item = handles.get(played.item_id or "")
        if item is None:
            continue
        played.kind = "apology" if item.text in (*APOLOGIES, ENGINE_ERROR) else item.kind.value
        played.text = item.text
        played.work_id = item.work_id
        if item.reply_to is not None:
            played.turn_index = turns.get(item.reply_to)




register_agent_adapter(lambda obj: isinstance(obj, va.Agent), bridge_engine_agent)
