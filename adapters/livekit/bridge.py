"""The bridge between a LiveKit `AgentSession` and the session turn engine.

It translates, and holds no conversation logic: caller final transcripts become engine turns;
the engine's speech queue plays through `session.say`; the session's VAD-driven user state
becomes the floor's caller signal; a speech handle's playout (to the end, or interrupted)
becomes the item's outcome.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from livekit.agents import Agent, AgentSession, StopResponse, llm
from livekit.agents.voice import SpeechHandle
from livekit.agents.voice.events import UserInputTranscribedEvent, UserStateChangedEvent

from voice_agent.runtime import SessionRuntime
from voice_agent.speech.items import Outcome, SpeechItem

if TYPE_CHECKING:
    from adapters.providers import Providers

logger = logging.getLogger("adapters.livekit.bridge")

SpeechStarted = Callable[[SpeechItem, SpeechHandle], None]

# How an AgentSession bridged to the engine takes turns: Silero VAD decides (no network turn
# model), barge-in by voice activity, and what a caller says over an uninterruptible line (a
# legal notice) is kept and answered after it, never dropped.
TURN_HANDLING = {
    "turn_detection": "vad",
    "interruption": {"mode": "vad", "discard_audio_if_uninterruptible": False},
}


def session_options(providers: Providers | None) -> dict[str, Any]:
    """AgentSession keyword arguments for a call on `providers`: what the provider set asks for
    (the local set's recogniser ends turns), plus the bridge's own rule."""
    options = dict(getattr(providers, "session_options", None) or {})
    turn = dict(options.pop("turn_handling", None) or TURN_HANDLING)
    turn["interruption"] = {**turn.get("interruption", {}), "discard_audio_if_uninterruptible": False}
    return {"turn_handling": turn, "user_away_timeout": None, **options}


class VoiceChannel:
    """The speech queue's voice channel: one `session.say` per item, awaited to the end."""

    def __init__(self, session: AgentSession, on_started: SpeechStarted | None = None,
                 on_finished: Callable[[SpeechItem], None] | None = None) -> None:
        self._session = session
        self._on_started = on_started
        self._on_finished = on_finished

    async def play(self, item: SpeechItem) -> Outcome:
        handle = self._session.say(item.text, allow_interruptions=item.interruptible)
        if self._on_started is not None:
            self._on_started(item, handle)
        try:
            await handle.wait_for_playout()
        except asyncio.CancelledError:
            # The session is going away: stop the audio rather than leave it playing.
            handle.interrupt(force=True)
            raise
        finally:
            if self._on_finished is not None:
                self._on_finished(item)
        return Outcome.INTERRUPTED if handle.interrupted else Outcome.PLAYED


class EngineAgent(Agent):
    """A LiveKit agent whose replies come from the engine, not from an LLM node."""

    def __init__(self, bridge: VoiceBridge) -> None:
        super().__init__(instructions="Replies are composed by the voice_agent turn engine.")
        self._bridge = bridge

    async def on_user_turn_completed(self, turn_ctx: llm.ChatContext, new_message: llm.ChatMessage) -> None:
        self._bridge.held.clear()  # the turn came through: nothing to catch up on
        text = (new_message.text_content or "").strip()
        if text:
            await self._bridge.caller_said(text)
        raise StopResponse()  # the engine answers through the speech queue


class VoiceBridge:
    def __init__(self, runtime: SessionRuntime, session: AgentSession,
                 on_speech: SpeechStarted | None = None) -> None:
        self.runtime = runtime
        self.session = session
        self.handles: dict[str, SpeechItem] = {}  # LiveKit speech id -> queue item
        # What the caller said over an uninterruptible line: LiveKit skips that user turn, so
        # the bridge keeps the words and makes them the caller's turn once the line has ended.
        self.held: list[str] = []
        self._playing: SpeechItem | None = None
        self._on_speech = on_speech
        runtime.attach_channel(VoiceChannel(session, self._speech_started, self._speech_finished), voice=True)
        session.on("user_state_changed", self._on_user_state)
        session.on("user_input_transcribed", self._on_transcript)
        self.agent = EngineAgent(self)

    def _speech_started(self, item: SpeechItem, handle: SpeechHandle) -> None:
        self.handles[handle.id] = item
        self._playing = item
        if self._on_speech is not None:
            self._on_speech(item, handle)

    def _speech_finished(self, item: SpeechItem) -> None:
        self._playing = None
        if self.held and not item.interruptible:
            text, self.held = " ".join(self.held), []
            self.runtime.owner.spawn(self.caller_said(text), "held-caller-turn")

    def _on_transcript(self, ev: UserInputTranscribedEvent) -> None:
        if ev.is_final and ev.transcript.strip() and self._playing is not None and not self._playing.interruptible:
            self.held.append(ev.transcript.strip())

    def _on_user_state(self, ev: UserStateChangedEvent) -> None:
        floor = self.runtime.floor
        if ev.new_state == "speaking":
            floor.caller_started()
        elif floor.caller_speaking:
            floor.caller_stopped(ago_s=self._vad_lag_s(), expect_turn_s=self.runtime.agent.speech.turn_wait_s)

    def _vad_lag_s(self) -> float:
        """How long after the caller's last sound the VAD says they stopped."""
        vad = self.session.vad
        opts = getattr(vad, "_opts", None)
        return float(getattr(opts, "min_silence_duration", 0.0) or 0.0)

    async def caller_said(self, text: str) -> None:
        await self.runtime.customer_message(text)

    def detach(self) -> None:
        self.session.off("user_state_changed", self._on_user_state)
        self.session.off("user_input_transcribed", self._on_transcript)
