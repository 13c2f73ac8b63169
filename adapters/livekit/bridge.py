"""The bridge between a LiveKit `AgentSession` and the session turn engine.

It translates, and holds no conversation logic: caller final transcripts become engine turns;
the engine's speech queue plays through `session.say`; the session's user state (the VAD's, or
the streaming recogniser's when it ends turns) becomes the floor's caller signal; a speech
handle's playout (to the end, or interrupted) becomes the item's outcome. Provider faults
during the call are `faults.CallFaults`'s business.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterable, AsyncIterator, Callable, Coroutine
from typing import TYPE_CHECKING, Any

from livekit import rtc
from livekit.agents import NOT_GIVEN, Agent, AgentSession, ModelSettings, StopResponse, llm, stt
from livekit.agents.voice import SpeechHandle
from livekit.agents.voice.events import (
    AgentStateChangedEvent,
    UserInputTranscribedEvent,
    UserStateChangedEvent,
)

from adapters.livekit.faults import CallFaults, frames_of
from adapters.livekit.sounds import sound_frames
from adapters.providers.end_of_turn import whole_turn_judge
from voice_agent.live.session import LiveSession
from voice_agent.speech.items import ItemKind, Outcome, SpeechItem

if TYPE_CHECKING:
    from adapters.providers import Providers

logger = logging.getLogger("adapters.livekit.bridge")

SpeechStarted = Callable[[SpeechItem, SpeechHandle], None]

# How an AgentSession bridged to the engine takes turns when its providers ask for nothing else
# (the local models): Silero VAD decides (no network turn model), barge-in by voice activity,
# and what a caller says over an uninterruptible line (a legal notice) is kept and answered
# after it, never dropped.
TURN_HANDLING = {
    "turn_detection": "vad",
    "interruption": {"mode": "vad", "discard_audio_if_uninterruptible": False},
}
# With turns ended by the VAD, a streaming recogniser may settle an utterance's last words
# after the turn was committed (a final, then a speech_final with the rest): how long a turn
# waits for words still in flight, so that they join it instead of making a second turn.
SETTLE_S = 1.0


def _prefix_count(finals: list[str], text: str) -> int | None:
    """How many of `finals`, joined as LiveKit joins them, make up `text` (None: no prefix)."""
    want = " ".join(text.split())
    for k in range(len(finals) + 1):
        if " ".join(" ".join(finals[:k]).split()) == want:
            return k
    return None


def session_options(providers: Providers | None) -> dict[str, Any]:
    """AgentSession keyword arguments for a call on `providers`: what the provider set asks for
    (a streaming recogniser's endpointing, the local set's recogniser ending turns, retry
    budgets), plus the bridge's own rule."""
    options = dict(getattr(providers, "session_options", None) or {})
    turn = dict(options.pop("turn_handling", None) or TURN_HANDLING)
    turn["interruption"] = {**turn.get("interruption", {}), "discard_audio_if_uninterruptible": False}
    return {"turn_handling": turn, "user_away_timeout": None, **options}


class VoiceChannel:
    """The speech queue's voice channel: one `session.say` per item, awaited to the end."""

    def __init__(self, session: AgentSession, on_started: SpeechStarted | None = None,
                 on_finished: Callable[[SpeechItem], None] | None = None,
                 faults: CallFaults | None = None) -> None:
        self._session = session
        self._on_started = on_started
        self._on_finished = on_finished
        self._faults = faults

    async def play(self, item: SpeechItem) -> Outcome:
        if item.kind is ItemKind.SOUND:
            return await self._play_sound(item)
        frames = self._faults.prerendered.get(item.text) if self._faults is not None else None
        handle = self._session.say(item.text, allow_interruptions=item.interruptible,
                                   audio=frames_of(frames) if frames else NOT_GIVEN)
        if self._on_started is not None:
            self._on_started(item, handle)
        cut = False
        try:
            if self._faults is not None:
                self._faults.item_started(item)
                if await self._first_audio(handle, self._faults.first_audio_timeout_s):
                    self._faults.item_audible()
                else:
                    # The voice never started (a stalled TTS): stop waiting, say so.
                    self._faults.voice_stalled(item)
                    handle.interrupt(force=True)
            await handle.wait_for_playout()
        except asyncio.CancelledError:
            # The session is going away: stop the audio rather than leave it playing.
            handle.interrupt(force=True)
            raise
        finally:
            if self._faults is not None:
                cut = self._faults.item_finished(item)
            if self._on_finished is not None:
                self._on_finished(item)
        # A line a voice fault cut counts as interrupted: the queue's deliver rule says a final
        # answer again, exactly as after a barge-in.
        return Outcome.INTERRUPTED if handle.interrupted or cut else Outcome.PLAYED

    async def _play_sound(self, item: SpeechItem) -> Outcome:
        """A sound through the same channel as speech, so the two can never overlap. The queue
        stops it by cancelling this call; the caller's voice stops it like any interruptible
        line."""
        assert item.sound is not None
        rate = self._session.tts.sample_rate if self._session.tts is not None else 24000
        handle = self._session.say(item.text, audio=sound_frames(item.sound, rate), allow_interruptions=True,
                                   add_to_chat_ctx=False)
        if self._on_started is not None:
            self._on_started(item, handle)
        try:
            await handle.wait_for_playout()
        except asyncio.CancelledError:
            handle.interrupt(force=True)
            raise
        finally:
            if self._on_finished is not None:
                self._on_finished(item)
        return Outcome.INTERRUPTED if handle.interrupted else Outcome.PLAYED

    async def _first_audio(self, handle: SpeechHandle, timeout_s: float) -> bool:
        """Whether `handle` started speaking (or ended) within `timeout_s`."""
        started = asyncio.get_running_loop().create_future()

        def on_state(ev: AgentStateChangedEvent) -> None:
            if ev.new_state == "speaking" and self._session.current_speech is handle and not started.done():
                started.set_result(True)

        def on_done(_: SpeechHandle) -> None:
            if not started.done():
                started.set_result(True)

        self._session.on("agent_state_changed", on_state)
        handle.add_done_callback(on_done)
        try:
            if self._session.agent_state == "speaking" and self._session.current_speech is handle:
                return True
            done, _ = await asyncio.wait([started], timeout=timeout_s)
            return bool(done)
        finally:
            self._session.off("agent_state_changed", on_state)
            handle.remove_done_callback(on_done)
            if not started.done():
                started.cancel()


class EngineAgent(Agent):
    """A LiveKit agent whose replies come from the engine, not from an LLM node."""

    def __init__(self, bridge: VoiceBridge) -> None:
        super().__init__(instructions="Replies are composed by the voice_agent turn engine.")
        self._bridge = bridge

    async def stt_node(self, audio: AsyncIterable[rtc.AudioFrame],
                       model_settings: ModelSettings) -> AsyncIterator[stt.SpeechEvent]:
        # The default recogniser node, observed: its own utterance boundaries (a streaming
        # recogniser's START/END_OF_SPEECH) tell the bridge whether words of a turn the VAD
        # has ended are still on their way (see VoiceBridge.settled_turn). A recogniser that
        # ends turns itself (the local set's) asks this session, through the context the node
        # runs in, whether the words so far read as a whole turn; this task is the recogniser
        # node's own, so the setting reaches that stream and nothing else.
        whole_turn_judge.set(self._bridge.reads_whole)
        async for ev in Agent.default.stt_node(self, audio, model_settings):  # type: ignore[union-attr]
            self._bridge.recogniser_event(ev)
            yield ev

    async def on_enter(self) -> None:
        hook = self._bridge.on_enter
        if hook is not None:
            self._bridge.runtime.owner.spawn(hook(), "call-start")

    async def on_user_turn_completed(self, turn_ctx: llm.ChatContext, new_message: llm.ChatMessage) -> None:
        self._bridge.held.clear()  # the turn came through: nothing to catch up on
        text = await self._bridge.settled_turn((new_message.text_content or "").strip())
        if text:
            await self._bridge.caller_said(text)
        raise StopResponse()  # the engine answers through the speech queue


class VoiceBridge:
    def __init__(self, runtime: LiveSession, session: AgentSession,
                 on_speech: SpeechStarted | None = None, *, providers: Providers | None = None,
                 on_apology: Callable[[str, str], None] | None = None) -> None:
        self.runtime = runtime
        self.session = session
        self.handles: dict[str, SpeechItem] = {}  # LiveKit speech id -> queue item
        # What the caller said over an uninterruptible line: LiveKit skips that user turn, so
        # the bridge keeps the words and makes them the caller's turn once the line has ended.
        self.held: list[str] = []
        self.faults = CallFaults(runtime, session, providers, on_apology=on_apology)
        # The recogniser's current utterance (open between its START and END_OF_SPEECH), its
        # finals since the last committed turn, and tails a committed turn already took.
        self._utterance_open = False
        self._utterance_closed = asyncio.Event()
        self._finals: list[str] = []
        self._absorbed: list[str] = []
        self.absorbed_tails = 0
        self._playing: SpeechItem | None = None
        self._on_speech = on_speech
        # An outbound call's first seconds: what the callee says is evidence, not a turn.
        self.listening_only = False
        self.recogniser_listeners: list[Callable[[stt.SpeechEvent], None]] = []
        # Run (owned by the live side) once the session has started the agent: an outbound call.
        self.on_enter: Callable[[], Coroutine[Any, Any, Any]] | None = None
        runtime.attach_channel(VoiceChannel(session, self._speech_started, self._speech_finished,
                                            self.faults), voice=True)
        session.on("user_state_changed", self._on_user_state)
        session.on("user_input_transcribed", self._on_transcript)
        session.on("agent_state_changed", self._on_agent_state)
        self.agent = EngineAgent(self)
        self.faults.start()

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

    def _on_agent_state(self, ev: AgentStateChangedEvent) -> None:
        # The line's audio began: how much of it a caller who cuts in has heard counts from
        # here, not from the request to speak (synthesis takes a moment; rule 11).
        item, speech = self._playing, self.session.current_speech
        if ev.new_state == "speaking" and item is not None and speech is not None \
                and self.handles.get(speech.id) is item and item.audible_at is None:
            item.audible_at = self.runtime.clock.now()

    def _on_transcript(self, ev: UserInputTranscribedEvent) -> None:
        words = ev.transcript.strip()
        if ev.is_final and words and self._playing is not None and not self._playing.interruptible:
            self.held.append(words)

    async def reads_whole(self, text: str) -> bool | None:
        """Whether the caller's words so far read as a whole turn to the engine (None: no
        opinion; always None while the callee of an outbound call is only listened to)."""
        if self.listening_only:
            return None
        return await self.runtime.reads_whole(text)

    @property
    def recognising(self) -> bool:
        """The recogniser hears an utterance (between its start and end of speech)."""
        return self._utterance_open

    def recogniser_event(self, ev: stt.SpeechEvent) -> None:
        """What the recogniser said, as it said it (before LiveKit's turn handling)."""
        for listener in list(self.recogniser_listeners):
            listener(ev)
        if ev.type == stt.SpeechEventType.START_OF_SPEECH:
            self._utterance_open = True
            self._utterance_closed.clear()
        elif ev.type == stt.SpeechEventType.END_OF_SPEECH:
            self._utterance_open = False
            self._utterance_closed.set()
        elif ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT and ev.alternatives and ev.alternatives[0].text.strip():
            self._finals.append(ev.alternatives[0].text.strip())

    async def settled_turn(self, text: str) -> str:
        """The text of a committed caller turn, once the recogniser has settled it; "" when the
        turn must not reach the engine.

        With turns ended by the VAD, a streaming recogniser can still have words of the same
        utterance in flight: it settled the start at a short pause (a final) and sends the rest
        with speech_final after the VAD's end of speech. The turn waits (at most SETTLE_S) for
        the recogniser to close the utterance; the late words join it, and the second turn
        LiveKit makes of them is dropped: one utterance, one turn. When the recogniser ends
        turns itself (speech_final), the utterance is closed by the time a turn completes.
        """
        if text and text in self._absorbed:
            self._absorbed.remove(text)
            self.absorbed_tails += 1
            return ""
        if self._utterance_open and self.session.turn_detection in (None, "vad"):
            try:
                await asyncio.wait_for(self._utterance_closed.wait(), SETTLE_S)
            except TimeoutError:
                logger.warning("the recogniser did not close the utterance in time; the turn goes on as heard")
            covered = _prefix_count(self._finals, text)
            tail = self._finals[covered:] if covered is not None else []
            if tail:
                self._absorbed.append(" ".join(tail))
                text = " ".join([text, *tail])
        self._finals = []
        if not self.faults.take_turn(text):
            return ""
        return text

    def _on_user_state(self, ev: UserStateChangedEvent) -> None:
        floor = self.runtime.floor
        if ev.new_state == "speaking":
            floor.caller_started()
        elif floor.caller_speaking:
            floor.caller_stopped(ago_s=self.vad_lag_s(), expect_turn_s=self.runtime.agent.speech.turn_wait_s)

    def vad_lag_s(self) -> float:
        """How long after the caller's last sound the VAD says they stopped."""
        vad = self.session.vad
        opts = getattr(vad, "_opts", None)
        return float(getattr(opts, "min_silence_duration", 0.0) or 0.0)

    async def caller_said(self, text: str) -> None:
        if self.listening_only:
            logger.debug("not a turn: the callee is being listened to (answering-machine detection)")
            self.runtime.floor.turn_arrived()  # the words came; nothing waits for them
            return
        # Through the keypad: words may join keys the caller types (voice_agent/live/keypad.py).
        await self.runtime.keypad.said(text)

    def key_pressed(self, key: str) -> None:
        """A key from the caller's phone (DTMF). A key press is a barge-in: the line playing stops
        as it would for the caller's voice (the floor learns first, so the queue counts the cut
        line as interrupted by the caller and says a final answer again after this turn)."""
        self.runtime.keypad.press(key)
        speech = self.session.current_speech
        if speech is not None and speech.allow_interruptions and not speech.interrupted:
            speech.interrupt()

    def listen_to_keys(self, room: rtc.Room, caller_identity: str) -> Callable[[], None]:
        """Take the caller's DTMF from the room (`sip_dtmf_received`); returns the unsubscribe."""
        def on_dtmf(ev: rtc.SipDTMF) -> None:
            who = ev.participant.identity if ev.participant is not None else None
            if who in (None, caller_identity):
                self.key_pressed(ev.digit)

        room.on("sip_dtmf_received", on_dtmf)
        return lambda: room.off("sip_dtmf_received", on_dtmf)

    def detach(self) -> None:
        self.faults.detach()
        self.session.off("user_state_changed", self._on_user_state)
        self.session.off("user_input_transcribed", self._on_transcript)
        self.session.off("agent_state_changed", self._on_agent_state)
