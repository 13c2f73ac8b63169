"""What a call does when a speech provider fails under it: the caller hears an apology, the
call goes on.

The plugins retry on their own, and with a second provider configured livekit's
FallbackAdapters switch to it (`adapters.providers.resilience`). What neither can do is tell
the caller that something they said, or something they were told, was lost. `CallFaults`
watches every plugin's errors (`resilience.watch_faults`) and the session's transcription
timeout, and:

1. the recogniser fails while the caller is speaking (a dropped socket, an error): the words
   of that utterance are incomplete, so the turn they end up in is discarded and the caller
   is asked to say it again;
2. the recogniser stops answering (VAD heard speech, no transcript within the session's
   `transcription_timeout`): the caller is asked to say it again and the recogniser is told
   to reconnect;
3. the voice fails mid-line for good (an error the plugin did not recover from, after the
   line's audio started, or no audio within `first_audio_timeout_s` of asking for it): the
   line counts as interrupted, so the speech queue's deliver rule says a final answer again;
   the caller hears that the line cut out. A failure the plugin retried is not one: it says
   the sentence again from its start, and the caller hears the whole line;
4. an LLM that times out is the engine's business (its failure reply); a VAD that cannot load
   is the provider set's (it leaves the VAD out and the recogniser's endpointing takes over).

Apologies are pre-synthesised when the call starts (`Prerendered`), so they play even while
the voice is failing, and go through the speech queue like any line (never over the caller,
one at a time). One apology per kind per `APOLOGY_EVERY_S`: a provider that keeps failing
must not turn the call into a string of apologies.
"""

from __future__ import annotations

import logging
import time
import weakref
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from livekit import rtc

if TYPE_CHECKING:
    from livekit.agents import AgentSession, tts

    from adapters.providers import Providers
    from adapters.providers.resilience import ProviderFault
    from voice_agent.runtime import SessionRuntime
    from voice_agent.speech.items import SpeechItem

logger = logging.getLogger("adapters.livekit.faults")

SAY_AGAIN = "Sorry, I didn't catch that. Could you say it again?"
LINE_CUT = "Sorry, my line cut out for a moment."
# The engine's own reply when a tool or the LLM fails (voice_agent.engine.strict's
# builtin.tool_error): pre-synthesised too, so an LLM timeout is answered without a TTS wait.
ENGINE_ERROR = "Sorry, something went wrong on my side. Could you try that again?"
APOLOGIES = (SAY_AGAIN, LINE_CUT)
APOLOGY_EVERY_S = 8.0
FIRST_AUDIO_TIMEOUT_S = 3.0


class Prerendered:
    """Lines synthesised once per TTS instance when the first call starts, kept as frames."""

    _cache: ClassVar[weakref.WeakKeyDictionary[Any, dict[str, list[rtc.AudioFrame]]]] = (
        weakref.WeakKeyDictionary())

    def __init__(self, voice: tts.TTS[Any] | None) -> None:
        self._voice = voice

    def get(self, text: str) -> list[rtc.AudioFrame] | None:
        if self._voice is None:
            return None
        return self._cache.get(self._voice, {}).get(text)

    async def render(self, texts: tuple[str, ...]) -> None:
        """Synthesise the lines not cached yet. A voice that fails now is retried next call."""
        if self._voice is None:
            return
        lines = self._cache.setdefault(self._voice, {})
        for text in texts:
            if text in lines:
                continue
            try:
                frames: list[rtc.AudioFrame] = []
                async with self._voice.synthesize(text) as stream:
                    async for audio in stream:
                        frames.append(audio.frame)
                if frames:
                    lines[text] = frames
            except Exception:
                logger.warning("could not pre-synthesise an apology line; it will be synthesised "
                               "when needed", exc_info=True)


async def frames_of(frames: list[rtc.AudioFrame]) -> AsyncIterator[rtc.AudioFrame]:
    for frame in frames:
        yield frame


@dataclass
class FaultStats:
    """What happened, for tests and the timeline."""

    faults: list[ProviderFault] = field(default_factory=list)
    apologies: list[tuple[float, str]] = field(default_factory=list)  # (monotonic, text)
    discarded_turns: list[str] = field(default_factory=list)
    cut_lines: list[str] = field(default_factory=list)
    stalls: int = 0


class CallFaults:
    """The fault policy of one call (see the module docstring); owned by its VoiceBridge."""

    def __init__(self, runtime: SessionRuntime, session: AgentSession, providers: Providers | None,
                 *, on_apology: Callable[[str, str], None] | None = None,
                 first_audio_timeout_s: float = FIRST_AUDIO_TIMEOUT_S) -> None:
        self.runtime = runtime
        self.session = session
        self.providers = providers
        self.stats = FaultStats()
        self.first_audio_timeout_s = first_audio_timeout_s
        self.prerendered = Prerendered(providers.tts if providers is not None else session.tts)
        self._on_apology = on_apology
        self._last_apology: dict[str, float] = {}
        self._damaged_turn = False
        self._playing: SpeechItem | None = None
        self._playing_audible = False
        self._cut: set[str] = set()  # ids of items a voice fault cut
        self._unwatch: Callable[[], None] | None = None
        if providers is not None:
            from adapters.providers.resilience import watch_faults

            self._unwatch = watch_faults(providers, self._on_fault)
        session.on("user_transcription_timeout", self._on_transcription_timeout)

    def start(self) -> None:
        self.runtime.owner.spawn(self.prerendered.render((*APOLOGIES, ENGINE_ERROR)),
                                 "prerender-apologies")

    def detach(self) -> None:
        if self._unwatch is not None:
            self._unwatch()
            self._unwatch = None
        self.session.off("user_transcription_timeout", self._on_transcription_timeout)

    # -- what the bridge tells us -------------------------------------------------------------

    def item_started(self, item: SpeechItem) -> None:
        self._playing, self._playing_audible = item, False

    def item_audible(self) -> None:
        self._playing_audible = True

    def item_finished(self, item: SpeechItem) -> bool:
        """Whether a voice fault cut this item (it then counts as interrupted)."""
        self._playing = None
        if item.id in self._cut:
            self._cut.discard(item.id)
            return True
        return False

    def voice_stalled(self, item: SpeechItem) -> None:
        """No audio for `item` within first_audio_timeout_s: the bridge stops waiting."""
        self.stats.stalls += 1
        self._cut_line(item, "no audio")

    def take_turn(self, text: str) -> bool:
        """Whether a completed caller turn may go to the engine (rule 1 discards a damaged one)."""
        if not self._damaged_turn:
            return True
        self._damaged_turn = False
        self.stats.discarded_turns.append(text)
        logger.warning("discarded a caller turn the recogniser lost part of",
                       extra={"chars": len(text)})
        self.runtime.floor.turn_arrived()  # the words did arrive; nothing more is on the way
        return False

    # -- faults -------------------------------------------------------------------------------

    def _on_fault(self, fault: ProviderFault) -> None:
        self.stats.faults.append(fault)
        logger.warning("speech provider fault", extra={"service": fault.service, "plugin": fault.label,
                                                       "recoverable": fault.recoverable,
                                                       "serving": fault.serving, "error": fault.message})
        if not fault.serving:
            return  # a fallback adapter's probe of a provider it has moved away from
        if fault.service == "stt":
            if self.runtime.floor.caller_speaking:
                self._damaged_turn = True
                self._apologise("stt", SAY_AGAIN)
        elif fault.service == "tts" and not fault.recoverable:
            # A recoverable error was retried by the plugin, which synthesises the sentence
            # again from its start: the caller hears a stutter, then the whole line. Only a
            # voice that gave up (or whose fallback could not take over mid-line) cut it.
            item = self._playing
            if item is not None and self._playing_audible:
                self._cut_line(item, fault.message)

    def _on_transcription_timeout(self, ev: Any) -> None:
        self.stats.stalls += 1
        logger.warning("the recogniser sent no transcript for speech the VAD heard; reconnecting",
                       extra={"speech_s": round(float(getattr(ev, "speech_duration", 0.0)), 2)})
        from adapters.providers.resilience import reconnect_stt

        if self.providers is not None:
            reconnect_stt(self.providers)
        self._apologise("stt", SAY_AGAIN)

    def _cut_line(self, item: SpeechItem, why: str) -> None:
        if item.id in self._cut:
            return
        self._cut.add(item.id)
        self.stats.cut_lines.append(item.text)
        logger.warning("a line was cut by a voice fault", extra={"item": item.id, "error": why})
        self._apologise("tts", LINE_CUT)

    def _apologise(self, kind: str, text: str) -> None:
        now = time.monotonic()
        if now - self._last_apology.get(kind, -APOLOGY_EVERY_S) < APOLOGY_EVERY_S:
            return
        self._last_apology[kind] = now
        self.stats.apologies.append((now, text))
        if self._on_apology is not None:
            self._on_apology(kind, text)

        async def say() -> None:
            try:
                await self.runtime.emit_message(text)
            except Exception:
                logger.exception("the apology could not be said")

        if not self.runtime.owner.closed:
            self.runtime.owner.spawn(say(), f"apology-{kind}")
