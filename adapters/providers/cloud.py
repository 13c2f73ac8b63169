"""Cloud providers through the livekit plugins: Deepgram STT, OpenAI TTS/STT/LLM.

Configured from the ecosystem's environment variables. Everything is checked before any
plugin is built, and all problems are reported at once, naming each variable and what to do:

    DEEPGRAM_API_KEY   Deepgram STT (the default cloud STT)
    OPENAI_API_KEY     OpenAI TTS and LLM (and STT when stt="openai")
    OPENAI_BASE_URL    optional: any OpenAI-compatible server, e.g. http://localhost:8000/v1
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from .errors import ProviderConfigError

if TYPE_CHECKING:
    from livekit.agents import llm, stt, tts

    from . import Providers

DEEPGRAM_API_KEY = "DEEPGRAM_API_KEY"
OPENAI_API_KEY = "OPENAI_API_KEY"
OPENAI_BASE_URL = "OPENAI_BASE_URL"
CLOUD_STTS = ("deepgram", "openai")


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


def _require_env(stt: str) -> tuple[str, str | None, str | None]:
    problems = check_cloud_env(stt)
    if problems:
        raise ProviderConfigError("cloud speech providers cannot start: " + "; ".join(problems))
    base_url = os.environ.get(OPENAI_BASE_URL, "").strip() or None
    deepgram_key = os.environ.get(DEEPGRAM_API_KEY, "").strip() or None
    return os.environ[OPENAI_API_KEY].strip(), base_url, deepgram_key


def deepgram_stt(api_key: str, *, model: str = "nova-3") -> stt.STT[Any]:
    from livekit.plugins import deepgram

    return deepgram.STT(model=model, api_key=api_key, language="en-US")


def openai_stt(api_key: str, base_url: str | None, *, model: str | None = None) -> stt.STT[Any]:
    from livekit.plugins import openai

    kwargs: dict[str, Any] = {"api_key": api_key}
    if base_url:
        kwargs["base_url"] = base_url
        kwargs["use_realtime"] = False  # compatible servers rarely offer the realtime socket
    if model:
        kwargs["model"] = model
    return openai.STT(**kwargs)


def openai_tts(
    api_key: str, base_url: str | None, *, model: str | None = None, voice: str | None = None
) -> tts.TTS[Any]:
    from livekit.plugins import openai

    kwargs: dict[str, Any] = {"api_key": api_key}
    if base_url:
        kwargs["base_url"] = base_url
    if model:
        kwargs["model"] = model
    if voice:
        kwargs["voice"] = voice
    return openai.TTS(**kwargs)


def openai_llm(api_key: str, base_url: str | None, *, model: str = "gpt-4o-mini") -> llm.LLM[Any]:
    from livekit.plugins import openai

    kwargs: dict[str, Any] = {"api_key": api_key, "model": model}
    if base_url:
        kwargs["base_url"] = base_url
    return openai.LLM(**kwargs)


def build_cloud(
    *,
    stt: str = "deepgram",
    stt_model: str | None = None,
    llm_model: str = "gpt-4o-mini",
    tts_model: str | None = None,
    tts_voice: str | None = None,
    vad_options: Any = None,
) -> Providers:
    """Cloud providers; raises ProviderConfigError naming every missing/wrong variable."""
    from . import Providers
    from .vad import load_silero_vad

    openai_key, base_url, deepgram_key = _require_env(stt)
    if stt == "deepgram":
        assert deepgram_key is not None  # checked above
        recognizer = deepgram_stt(deepgram_key, **({"model": stt_model} if stt_model else {}))
    else:
        recognizer = openai_stt(openai_key, base_url, model=stt_model)
    return Providers(
        kind="cloud",
        stt=recognizer,
        tts=openai_tts(openai_key, base_url, model=tts_model, voice=tts_voice),
        vad=load_silero_vad(vad_options),
        llm=openai_llm(openai_key, base_url, model=llm_model),
    )
