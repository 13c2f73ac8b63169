"""Speech providers (STT, TTS, VAD, LLM) as livekit-agents plugins an `AgentSession` uses.

    providers = build_providers()            # $VOICE_AGENT_PROVIDERS, else "local"
    session = AgentSession(stt=providers.stt, tts=providers.tts, vad=providers.vad,
                           llm=providers.llm)

Kinds:
    local  Whisper tiny.en (faster-whisper) transcribing speculatively when the caller pauses,
           turns ended by the local end-of-turn model and the words (speculative_stt.py,
           end_of_turn.py), Piper "joe" voice behind a cache of the agent's fixed lines;
           offline, models from PyPI packages, verified at load. No LLM.
    cloud  Deepgram STT (or OpenAI STT), OpenAI TTS and LLM; any OpenAI-compatible server via
           OPENAI_BASE_URL. Missing keys fail here, naming the variable. Configured by
           `cloud.CloudConfig` (docs/production.md); the replay harness's `cloud-sim` set
           builds the same plugins against simulated services on loopback.
    fake   FakeSTT/FakeTTS/FakeLLM with scripted timings (tests, replay harness).

Importing this package is cheap: model runtimes load inside the builders.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import AudioFileError, ModelIntegrityError, ProviderConfigError, ProviderError

if TYPE_CHECKING:
    from livekit.agents import llm, stt, tts, vad

    from .fakes import FakeLLM, FakeSTT, FakeTTS

__all__ = [
    "ENV_PROVIDERS",
    "KINDS",
    "AudioFileError",
    "FakeLLM",
    "FakeSTT",
    "FakeTTS",
    "ModelIntegrityError",
    "ProviderConfigError",
    "ProviderError",
    "Providers",
    "build_providers",
    "selected_kind",
]

ENV_PROVIDERS = "VOICE_AGENT_PROVIDERS"
KINDS = ("local", "cloud", "fake")


@dataclass
class Providers:
    """The plugins one AgentSession needs. `vad` is None for `fake` with `vad=False`, and for
    `cloud` when the VAD could not load (the recogniser's endpointing then takes over)."""

    stt: stt.STT[Any]
    tts: tts.TTS[Any]
    vad: vad.VAD | None
    llm: llm.LLM[Any] | None = None
    kind: str = "custom"
    # AgentSession keyword arguments this set needs (turn handling: the local set's recogniser
    # or a streaming service ends turns; retry budgets); empty: the bridge's defaults (the VAD)
    session_options: dict[str, Any] = field(default_factory=dict)
    # the plugins behind a FallbackAdapter, primary first (for fault reports); empty: stt/tts
    stt_chain: tuple[Any, ...] = ()
    tts_chain: tuple[Any, ...] = ()
    # closed with the set (the simulated cloud a `cloud-sim` set talks to)
    owned: list[Any] = field(default_factory=list)
    # the turn engine's LLM port for fluid composition (voice_agent.ports.LLM), when the set has
    # one: `va.Server(llm=providers.engine_llm)`
    engine_llm: Any = None

    def prewarm(self) -> None:
        """Load the local models now (blocking) rather than on the first call; for process
        start-up, off the event loop. Network plugins are left alone: an AgentSession prewarms
        them when it starts, on its loop (OpenAI TTS's prewarm opens a connection, and called
        here, with no loop running, it raised RuntimeError in a worker's prewarm)."""
        for plugin in (self.stt, self.tts, *self.stt_chain, *self.tts_chain):
            inner = getattr(plugin, "_stt", plugin)  # stt.StreamAdapter around Whisper
            if hasattr(inner, "warm_up"):  # the local models (LocalWhisperSTT, LocalPiperTTS)
                inner.prewarm()

    async def aclose(self) -> None:
        """Close the plugins; safe to call more than once (each plugin's aclose is)."""
        for plugin in (self.stt, *self.stt_chain, self.tts, *self.tts_chain):
            await plugin.aclose()
        if self.llm is not None:
            await self.llm.aclose()
        if self.engine_llm is not None:
            await self.engine_llm.aclose()
        while self.owned:
            await self.owned.pop().aclose()


def selected_kind(kind: str | None = None) -> str:
    """The provider kind: `kind` if given, else $VOICE_AGENT_PROVIDERS, else "local"."""
    chosen = (kind if kind is not None else os.environ.get(ENV_PROVIDERS, "") or "local").strip()
    if chosen.lower() not in KINDS:
        source = f"{ENV_PROVIDERS}={chosen!r}" if kind is None else f"kind {chosen!r}"
        raise ProviderConfigError(
            f"unknown speech providers {source}; valid kinds: {', '.join(KINDS)}"
        )
    return chosen.lower()


def build_providers(kind: str | None = None, **options: Any) -> Providers:
    """Build the providers of one kind (see the module docstring).

    Options, by kind (anything else is refused with the list of accepted names):
      local: beam_size, cpu_threads, vad_options (VADOptions), length_scale,
             turn_policy (TurnPolicy), speculative (bool, default True; False: the previous
             pipeline, livekit's StreamAdapter after the VAD's whole silence), fitted_window
             (bool, default True), noisy_fitted (bool, default True; False: noisy audio goes
             straight to the full window), tts_cache (bool, default True)
      cloud: stt ("deepgram" | "openai"), stt_model, llm_model, tts_model, tts_voice,
             vad_options, fallback ("none" | "local"), turn_detection ("stt" | "vad")
      fake:  final_delay, first_audio_delay, llm_first_token_delay, llm_replies,
             tts_sample_rate, vad (bool, default True: Silero), vad_options
    """
    chosen = selected_kind(kind)
    builder = _BUILDERS[chosen]
    accepted = _OPTIONS[chosen]
    unknown = sorted(set(options) - accepted)
    if unknown:
        raise ProviderConfigError(
            f"unknown option(s) for {chosen} providers: {', '.join(unknown)}; "
            f"accepted: {', '.join(sorted(accepted))}"
        )
    return builder(**options)


def _build_local(**options: Any) -> Providers:
    from dataclasses import replace

    from .end_of_turn import LocalEndOfTurnModel, TurnPolicy
    from .local_stt import LocalWhisperSTT, streaming_stt
    from .local_tts import LocalPiperTTS
    from .speculative_stt import SpeculativeSTT
    from .tts_cache import CachedTTS
    from .vad import VADOptions, load_silero_vad

    whisper = LocalWhisperSTT(
        **{k: options[k] for k in ("beam_size", "cpu_threads", "fitted_window", "noisy_fitted") if k in options}
    )
    piper = LocalPiperTTS(**{k: options[k] for k in ("length_scale",) if k in options})
    speech = CachedTTS(piper) if options.get("tts_cache", True) else piper
    if not options.get("speculative", True):
        vad = load_silero_vad(options.get("vad_options"))
        return Providers(kind="local", stt=streaming_stt(whisper, vad), tts=speech, vad=vad)
    policy: TurnPolicy = options.get("turn_policy") or TurnPolicy()
    # The session and the recogniser share one short-window VAD, so the caller's state and the
    # speculation agree on when the caller speaks.
    vad = load_silero_vad(replace(options.get("vad_options") or VADOptions(),
                                  min_silence_duration=policy.speculate_after_s))
    recogniser = SpeculativeSTT(recognizer=whisper, vad=vad, eot=LocalEndOfTurnModel(), policy=policy)
    # The recogniser ends turns (a final arrives when the policy has decided); the session
    # commits on it at once rather than adding its own endpointing delay.
    turn_handling = {"turn_detection": "vad", "endpointing": {"min_delay": policy.speculate_after_s},
                     "interruption": {"mode": "vad"}}
    return Providers(kind="local", stt=recogniser, tts=speech, vad=vad,
                     session_options={"turn_handling": turn_handling})


def _build_cloud(**options: Any) -> Providers:
    from .cloud import build_cloud

    return build_cloud(**options)


def _build_fake(**options: Any) -> Providers:
    from .fakes import FakeLLM, FakeSTT, FakeTTS
    from .vad import load_silero_vad

    stt_ = FakeSTT(final_delay=options.get("final_delay", 0.15))
    tts_ = FakeTTS(
        first_audio_delay=options.get("first_audio_delay", 0.1),
        sample_rate=options.get("tts_sample_rate", 24000),
    )
    llm_ = FakeLLM(
        replies=options.get("llm_replies", ()),
        first_token_delay=options.get("llm_first_token_delay", 0.2),
    )
    vad = load_silero_vad(options.get("vad_options")) if options.get("vad", True) else None
    return Providers(kind="fake", stt=stt_, tts=tts_, vad=vad, llm=llm_)


_BUILDERS: dict[str, Callable[..., Providers]] = {
    "local": _build_local,
    "cloud": _build_cloud,
    "fake": _build_fake,
}
_OPTIONS: dict[str, frozenset[str]] = {
    "local": frozenset({"beam_size", "cpu_threads", "vad_options", "length_scale", "turn_policy",
                        "speculative", "fitted_window", "noisy_fitted", "tts_cache"}),
    "cloud": frozenset({"stt", "stt_model", "llm_model", "tts_model", "tts_voice", "vad_options",
                        "fallback", "turn_detection"}),
    "fake": frozenset(
        {
            "final_delay",
            "first_audio_delay",
            "llm_first_token_delay",
            "llm_replies",
            "tts_sample_rate",
            "vad",
            "vad_options",
        }
    ),
}


def __getattr__(name: str) -> Any:
    # the fakes import livekit; load them only when asked for
    if name in ("FakeSTT", "FakeTTS", "FakeLLM"):
        from . import fakes

        return getattr(fakes, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
