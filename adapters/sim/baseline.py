"""The bare livekit-agents baseline: the same call without the engine.

A plain livekit `Agent` whose replies come from the session's LLM node (the fake LLM, with its
scripted first-token delay) instead of the engine's turn engine, ledger and speech queue. It says
what the engine said in the same call, one reply per caller turn, so the caller's reactive
triggers (``after_agent_ends``, ``when_agent_says``) fire as they did and both runs play calls of
the same shape through the same harness; the harness's cost then cancels out of the ratios.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from livekit.agents import Agent, StopResponse, llm
from livekit.agents.voice.events import SpeechCreatedEvent

from adapters.replay.recording import CallRecording
from adapters.replay.replay import ReplayContext


def lines_by_turn(recording: CallRecording) -> list[str]:
    """What the agent said after each caller line, before the next one: the baseline's script."""
    turns = sorted(recording.caller, key=lambda t: t.start_s)
    out: list[str] = []
    for k, turn in enumerate(turns):
        end = turns[k + 1].start_s if k + 1 < len(turns) else float("inf")
        said = [
            recording.text_of(item)
            for item in sorted(recording.agent_items, key=lambda i: i.start_s)
            if turn.start_s <= item.start_s < end and not item.interrupted
        ]
        out.append(" ".join(s for s in said if s))
    return out


class BaselineAgent(Agent):
    """Answers caller line k once, with ``script[k]`` through the LLM; stays quiet on an empty
    line (the engine said nothing to it either)."""

    def __init__(self, ctx: ReplayContext, script: Sequence[str], fake_llm: Any) -> None:
        super().__init__(instructions="Answer the caller.")
        self._ctx = ctx
        self._script = list(script)
        self._llm = fake_llm
        self._answered: set[int] = set()
        self._next_text = ""
        ctx.session.on("speech_created", self._on_speech)

    async def on_user_turn_completed(
        self, turn_ctx: llm.ChatContext, new_message: llm.ChatMessage
    ) -> None:
        index = self._ctx.recording.caller_turn_at(self._ctx.now())
        text = self._script[index] if index < len(self._script) else ""
        if not text or index in self._answered:
            raise StopResponse()
        self._answered.add(index)
        self._llm.expect(text)
        self._next_text = text

    def _on_speech(self, ev: SpeechCreatedEvent) -> None:
        # The caller's `when_agent_says` triggers read speech texts as soon as a speech starts.
        if ev.source == "generate_reply":
            self._ctx.recording.speech_texts[ev.speech_handle.id] = self._next_text

    def detach(self) -> None:
        self._ctx.session.off("speech_created", self._on_speech)


def baseline_factory(script: Sequence[str], fake_llm: Any) -> Any:
    """An `agent_factory` for `replay()` that runs `BaselineAgent` with `script`."""

    def make(ctx: ReplayContext) -> Agent:
        agent = BaselineAgent(ctx, script, fake_llm)

        async def detach() -> None:
            agent.detach()

        ctx.cleanups.append(detach)
        return agent

    return make
