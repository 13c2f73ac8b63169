"""What keeps a call going when a provider fails: fallbacks, retry budgets, fault reports.

- `local_fallbacks`: livekit's own `stt.FallbackAdapter` / `tts.FallbackAdapter` with the local
  models (Whisper behind the VAD, Piper) as the second provider behind the cloud ones.
- `session_options_for`: the `AgentSession` options a provider set needs: who ends a turn
  (the streaming recogniser's endpointing, or the VAD), the retry budgets, the transcription
  timeout that reveals a recogniser that has stopped answering.
- `watch_faults`: one callback for every error any plugin of a set reports, the ones hidden
  inside a FallbackAdapter included (the adapter swallows a primary's failure once audio has
  been produced, so the session never hears of a line cut short).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from livekit.agents import stt, tts, vad

    from . import Providers

logger = logging.getLogger(__name__)

# Retries before an error is final. The session's defaults (3 retries, 2 s apart, a 10 s connect
# timeout) keep a caller waiting 14 s before anyone knows; a phone call wants to know sooner.
STT_RETRY = {"max_retry": 3, "retry_interval": 1.0, "timeout": 5.0}
TTS_RETRY = {"max_retry": 1, "retry_interval": 0.5, "timeout": 5.0}
# With no fallback an unreachable recogniser fails again every few seconds; livekit closes the
# session after `max_unrecoverable_errors` of them. The call is kept (the bridge apologises and
# the recogniser is retried) rather than hung up on.
MAX_UNRECOVERABLE_ERRORS = 1_000_000
# Speech the VAD heard with no transcript this long after it ended: the recogniser is not
# answering (livekit emits `user_transcription_timeout`), and the bridge apologises and makes it
# reconnect, which loses a transcript still on its way. So it is several times Deepgram's
# endpointing plus result latency (~0.6 s), yet leaves the apology well inside 6 s of the fault.
TRANSCRIPTION_TIMEOUT_S = 3.5


def local_fallbacks(
    recognizer: stt.STT[Any], voice: tts.TTS[Any], vad: vad.VAD | None
) -> tuple[stt.STT[Any], tts.TTS[Any], tuple[Any, ...], tuple[Any, ...]]:
    """(stt, tts, stt_chain, tts_chain) with the local models behind the cloud plugins."""
    from livekit.agents import stt as agents_stt
    from livekit.agents import tts as agents_tts

    from .local_stt import LocalWhisperSTT, streaming_stt
    from .local_tts import LocalPiperTTS
    from .vad import load_silero_vad

    segmenter = vad or load_silero_vad()
    whisper = streaming_stt(LocalWhisperSTT(), segmenter)
    piper = LocalPiperTTS()
    stt_fallback = agents_stt.FallbackAdapter(
        [recognizer, whisper], vad=segmenter,
        # one reconnect of the primary, then the next provider: the caller is speaking now
        max_retry_per_stt=1, attempt_timeout=5.0, retry_interval=0.5,
    )
    tts_fallback = agents_tts.FallbackAdapter([voice, piper], max_retry_per_tts=1)
    return stt_fallback, tts_fallback, (recognizer, whisper), (voice, piper)


def session_options_for(*, streaming_endpointing: bool, vad: vad.VAD | None) -> dict[str, Any]:
    """AgentSession keyword arguments for a provider set.

    With a streaming recogniser that endpoints (Deepgram), the turn ends on its `speech_final`
    (turn_detection "stt"); the VAD, when there is one, still detects barge-in. Without a VAD
    the recogniser's interim words interrupt the agent (livekit does that when `vad` is None).
    """
    from livekit.agents import APIConnectOptions
    from livekit.agents.voice.agent_session import SessionConnectOptions

    turn: dict[str, Any] = {"turn_detection": "stt" if streaming_endpointing else "vad"}
    if streaming_endpointing:
        # The service has already waited `endpointing_ms` of silence before speech_final, and
        # livekit measures min_delay from the last word's end: waiting again would only add
        # to the turn's latency.
        turn["endpointing"] = {"min_delay": 0.0}
    if vad is not None:
        turn["interruption"] = {"mode": "vad"}
    return {
        "turn_handling": turn,
        "conn_options": SessionConnectOptions(
            stt_conn_options=APIConnectOptions(**STT_RETRY),
            tts_conn_options=APIConnectOptions(**TTS_RETRY),
            max_unrecoverable_errors=MAX_UNRECOVERABLE_ERRORS,
        ),
        "transcription_timeout": TRANSCRIPTION_TIMEOUT_S if vad is not None else None,
    }


@dataclass(frozen=True)
class ProviderFault:
    service: str  # "stt" | "tts" | "llm"
    label: str  # the plugin that reported it
    message: str
    recoverable: bool
    at: float  # time.monotonic()
    # False when a FallbackAdapter had already moved away from this plugin: the error is its
    # background recovery probe failing, not the call's audio
    serving: bool = True


FaultListener = Callable[[ProviderFault], None]


def watch_faults(providers: Providers, listener: FaultListener) -> Callable[[], None]:
    """Call `listener` for every error a plugin of `providers` emits; returns an unsubscribe."""
    subscriptions: list[tuple[Any, str, Callable[[Any], None]]] = []
    members: list[tuple[str, Any]] = [("stt", p) for p in providers.stt_chain or (providers.stt,)]
    members += [("tts", p) for p in providers.tts_chain or (providers.tts,)]
    if providers.llm is not None:
        members.append(("llm", providers.llm))
    # which chain members a FallbackAdapter has given up on (its public availability events)
    unavailable: set[int] = set()

    def on_availability(ev: Any) -> None:
        plugin = getattr(ev, "stt", None) or getattr(ev, "tts", None)
        if plugin is not None:
            (unavailable.discard if ev.available else unavailable.add)(id(plugin))

    for adapter, event in ((providers.stt, "stt_availability_changed"),
                           (providers.tts, "tts_availability_changed")):
        if providers.stt_chain if event.startswith("stt") else providers.tts_chain:
            adapter.on(event, on_availability)
            subscriptions.append((adapter, event, on_availability))
    for service, plugin in members:
        if plugin is None or not hasattr(plugin, "on"):
            continue

        def on_error(err: Any, service: str = service, plugin: Any = plugin) -> None:
            inner = getattr(err, "error", err)
            fault = ProviderFault(service, str(getattr(plugin, "label", type(plugin).__name__)),
                                  _describe(inner), bool(getattr(err, "recoverable", False)),
                                  time.monotonic(), serving=id(plugin) not in unavailable)
            try:
                listener(fault)
            except Exception:
                logger.exception("provider fault listener failed")

        plugin.on("error", on_error)
        subscriptions.append((plugin, "error", on_error))

    def unsubscribe() -> None:
        for emitter, event, handler in subscriptions:
            try:
                emitter.off(event, handler)
            except Exception:
                logger.debug("already unsubscribed", exc_info=True)

    return unsubscribe


def _describe(error: Any) -> str:
    # the class and message only: livekit's API errors carry no headers or keys
    text = str(error).strip()
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def reconnect_stt(providers: Providers) -> int:
    """Ask the streaming recognisers of `providers` to open a new connection (a stream that
    takes audio but sends nothing back never fails on its own). Returns how many were asked."""
    asked = 0
    for plugin in providers.stt_chain or (providers.stt,):
        # Deepgram's update_options() reconnects every open stream with the same options
        if getattr(plugin, "provider", "") == "Deepgram" and hasattr(plugin, "update_options"):
            plugin.update_options()
            asked += 1
    return asked
