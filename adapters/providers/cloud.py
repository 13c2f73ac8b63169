"""Cloud providers through the livekit plugins: Deepgram STT, OpenAI TTS/STT/LLM.

The production configuration lives here, once: `CloudConfig` says what to build (keys, base
URLs, models, endpointing, fallbacks) and `build_cloud_providers(config)` builds the plugins
from it. `CloudConfig.from_env()` reads the ecosystem's environment variables; the harness's
simulated cloud (`adapters.replay.cloud_sim`) builds the very same plugins with the same
function, pointed at loopback, so what is tested cannot drift from what ships.

    DEEPGRAM_API_KEY   Deepgram STT (the default cloud STT)
    OPENAI_API_KEY     OpenAI TTS and LLM (and STT when stt="openai")
    OPENAI_BASE_URL    optional: any OpenAI-compatible server, e.g. http://localhost:8000/v1
    VOICE_AGENT_LLM_MODEL optional: the chat model for fluid composition (gpt-4o-mini)
    VOICE_AGENT_FALLBACK  optional: "local" puts the local models (Whisper, Piper) behind the
                       cloud ones with livekit's FallbackAdapters; default "none"

Everything is checked before any plugin is built, and all problems are reported at once,
naming each variable and what to do.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import urlparse

from .errors import ProviderConfigError

if TYPE_CHECKING:
    from livekit.agents import llm, stt, tts, vad

    from . import Providers

DEEPGRAM_API_KEY = "DEEPGRAM_API_KEY"
OPENAI_API_KEY = "OPENAI_API_KEY"
OPENAI_BASE_URL = "OPENAI_BASE_URL"
VOICE_AGENT_FALLBACK = "VOICE_AGENT_FALLBACK"
VOICE_AGENT_LLM_MODEL = "VOICE_AGENT_LLM_MODEL"
CLOUD_STTS = ("deepgram", "openai")
FALLBACKS = ("none", "local")


@dataclass(frozen=True)
class CloudConfig:
    """How the production speech pipeline is configured (docs/production.md explains each)."""

    openai_key: str
    deepgram_key: str | None = None
    openai_base_url: str | None = None  # None: api.openai.com
    deepgram_url: str | None = None  # None: wss://api.deepgram.com/v1/listen
    stt: Literal["deepgram", "openai"] = "deepgram"
    stt_model: str = "nova-3"
    # Deepgram endpointing: silence that ends an utterance (speech_final). Deepgram recommends
    # 300-500 ms for conversations where speakers pause mid-thought; its 10 ms default (and the
    # plugin's 25 ms) would split "book flight BA, one one seven" into turns.
    endpointing_ms: int = 300
    # UtteranceEnd after this long without a word: the backstop when noise keeps Deepgram's
    # own VAD from declaring speech_final (Deepgram's documented minimum and example: 1000).
    utterance_end_ms: int = 1000
    tts_model: str = "gpt-4o-mini-tts"
    tts_voice: str = "ash"
    # pcm: raw 24 kHz 16-bit audio, nothing to decode in the worker; OpenAI recommends wav or
    # pcm for the fastest response (the plugin's own default is mp3).
    tts_format: str = "pcm"
    llm_model: str = "gpt-4o-mini"
    # Fluid composition: the longest the engine waits for the model's next byte. A caller hears
    # silence meanwhile; past this the engine says its failure line and the call goes on.
    llm_timeout_s: float = 4.0
    fallback: Literal["none", "local"] = "none"
    # Who ends the caller's turn: "stt" (Deepgram's endpointing, speech_final) or "vad" (the
    # Silero VAD's silence window, as the local models do). docs/production.md has the figures.
    turn_detection: Literal["stt", "vad"] = "stt"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> CloudConfig:
        """The configuration from the environment; raises ProviderConfigError naming every
        missing or malformed variable (keys never appear in the message)."""
        env = os.environ if env is None else env
        stt_name = overrides.get("stt", "deepgram")
        problems = check_cloud_env(stt_name, env)
        fallback = overrides.get("fallback") or env.get(VOICE_AGENT_FALLBACK, "").strip().lower() or "none"
        if fallback not in FALLBACKS:
            problems.append(f"{VOICE_AGENT_FALLBACK}={fallback!r}: use none or local")
        if problems:
            raise ProviderConfigError("cloud speech providers cannot start: " + "; ".join(problems))
        base = cls(
            openai_key=env[OPENAI_API_KEY].strip(),
            deepgram_key=env.get(DEEPGRAM_API_KEY, "").strip() or None,
            openai_base_url=env.get(OPENAI_BASE_URL, "").strip() or None,
            fallback=fallback,
            llm_model=env.get(VOICE_AGENT_LLM_MODEL, "").strip() or cls.llm_model,
        )
        return replace(base, **{k: v for k, v in overrides.items() if v is not None and k != "fallback"})


def check_cloud_env(stt: str = "deepgram", env: Mapping[str, str] | None = None) -> list[str]:
    """Problems with the cloud settings, one line each (empty when all is well)."""
    env = os.environ if env is None else env
    problems: list[str] = []
    if stt not in CLOUD_STTS:
        problems.append(f"unknown cloud STT {stt!r}; valid: {', '.join(CLOUD_STTS)}")
    if stt == "deepgram" and not env.get(DEEPGRAM_API_KEY, "").strip():
        problems.append(
            f"{DEEPGRAM_API_KEY} is not set: export your Deepgram API key "
            "(console.deepgram.com), or pass stt='openai', or use VOICE_AGENT_PROVIDERS=local"
        )
    if not env.get(OPENAI_API_KEY, "").strip():
        problems.append(
            f"{OPENAI_API_KEY} is not set: export your OpenAI API key, or the key of the "
            f"OpenAI-compatible server named by {OPENAI_BASE_URL} (any non-empty value if it "
            "needs none), or use VOICE_AGENT_PROVIDERS=local"
        )
    base_url = env.get(OPENAI_BASE_URL, "").strip()
    if base_url:
        parsed = urlparse(base_url)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            problems.append(
                f"{OPENAI_BASE_URL}={base_url!r} is not an http(s) URL: set it to the server's "
                "API root, e.g. http://localhost:8000/v1, or unset it to use api.openai.com"
            )
    return problems


def deepgram_stt(config: CloudConfig) -> stt.STT[Any]:
    from livekit.plugins import deepgram

    kwargs: dict[str, Any] = {
        "model": config.stt_model,
        "api_key": config.deepgram_key,
        "language": "en-US",
        "interim_results": True,  # barge-in and preemptive matching use them
        "endpointing_ms": config.endpointing_ms,
        "utterance_end_ms": config.utterance_end_ms,
        "vad_events": True,  # SpeechStarted: the caller's onset without waiting for words
    }
    if config.deepgram_url:
        kwargs["base_url"] = config.deepgram_url
    return deepgram.STT(**kwargs)


def openai_stt(config: CloudConfig, *, model: str | None = None) -> stt.STT[Any]:
    from livekit.plugins import openai

    kwargs: dict[str, Any] = {"api_key": config.openai_key}
    if config.openai_base_url:
        kwargs["base_url"] = config.openai_base_url
        kwargs["use_realtime"] = False  # compatible servers rarely offer the realtime socket
    if model:
        kwargs["model"] = model
    return openai.STT(**kwargs)


def openai_tts(config: CloudConfig) -> tts.TTS[Any]:
    from livekit.plugins import openai

    kwargs: dict[str, Any] = {"api_key": config.openai_key, "model": config.tts_model,
                              "voice": config.tts_voice, "response_format": config.tts_format}
    if config.openai_base_url:
        kwargs["base_url"] = config.openai_base_url
    return openai.TTS(**kwargs)


def openai_llm(config: CloudConfig) -> llm.LLM[Any]:
    from livekit.plugins import openai

    kwargs: dict[str, Any] = {"api_key": config.openai_key, "model": config.llm_model}
    if config.openai_base_url:
        kwargs["base_url"] = config.openai_base_url
    return openai.LLM(**kwargs)


VadLoader = Callable[[Any], "vad.VAD"]


def build_cloud_providers(config: CloudConfig, *, vad_options: Any = None,
                          load_vad: VadLoader | None = None) -> Providers:
    """The production pipeline for `config`. A VAD that cannot load is logged and left out:
    with Deepgram's endpointing the call goes on (turns from speech_final, barge-in on
    interim words), which is better than no call."""
    from . import Providers
    from .resilience import local_fallbacks, session_options_for
    from .vad import load_silero_vad

    loader = load_vad or load_silero_vad
    try:
        vad = loader(vad_options)
    except Exception:
        import logging

        logging.getLogger(__name__).exception(
            "the VAD could not be loaded: turns and barge-in fall back to the STT's endpointing")
        vad = None
    if config.stt == "deepgram":
        if not config.deepgram_key:
            raise ProviderConfigError(f"{DEEPGRAM_API_KEY} is not set (needed for Deepgram STT)")
        recognizer: stt.STT[Any] = deepgram_stt(config)
    else:
        # stt_model names the OpenAI model here when it is not Deepgram's
        recognizer = openai_stt(config, model=None if config.stt_model == "nova-3" else config.stt_model)
    voice = openai_tts(config)
    stt_chain: tuple[Any, ...] = (recognizer,)
    tts_chain: tuple[Any, ...] = (voice,)
    if config.fallback == "local":
        recognizer, voice, stt_chain, tts_chain = local_fallbacks(recognizer, voice, vad)
    streaming_endpointing = config.stt == "deepgram" and config.turn_detection == "stt"
    from .openai_chat import DEFAULT_BASE_URL, OpenAICompatibleLLM

    return Providers(
        kind="cloud",
        stt=recognizer,
        tts=voice,
        vad=vad,
        llm=openai_llm(config),
        engine_llm=OpenAICompatibleLLM(api_key=config.openai_key,
                                       base_url=config.openai_base_url or DEFAULT_BASE_URL,
                                       model=config.llm_model, timeout_s=config.llm_timeout_s),
        session_options=session_options_for(streaming_endpointing=streaming_endpointing, vad=vad),
        stt_chain=stt_chain,
        tts_chain=tts_chain,
    )


def build_cloud(
    *,
    stt: str = "deepgram",
    stt_model: str | None = None,
    llm_model: str | None = None,
    tts_model: str | None = None,
    tts_voice: str | None = None,
    vad_options: Any = None,
    fallback: str | None = None,
    turn_detection: str | None = None,
) -> Providers:
    """Cloud providers from the environment; raises ProviderConfigError naming every
    missing/wrong variable."""
    config = CloudConfig.from_env(stt=stt, stt_model=stt_model, llm_model=llm_model,
                                  tts_model=tts_model, tts_voice=tts_voice, fallback=fallback,
                                  turn_detection=turn_detection)
    return build_cloud_providers(config, vad_options=vad_options)
