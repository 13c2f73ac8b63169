"""How long the simulated services take: the providers' published figures, with their source.

Every figure is a `Latency` (a mean and a uniform jitter around it), drawn per request from a
seeded generator so a replay's timing varies like a network's but a seed reproduces it. Where
a provider publishes no figure, the value is our assumption and says so.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any


@dataclass(frozen=True)
class Latency:
    mean_s: float
    jitter_s: float = 0.0  # uniform in [mean - jitter, mean + jitter], never below zero

    def sample(self, rng: random.Random) -> float:
        if self.jitter_s <= 0:
            return max(0.0, self.mean_s)
        return max(0.0, self.mean_s + rng.uniform(-self.jitter_s, self.jitter_s))


# Deepgram streaming STT, from the audio a result covers to the result's arrival at the client.
# Deepgram staff on final-transcript latency measured as their docs describe
# (github.com/orgs/deepgram/discussions/1006): "a latency of 200-350ms does not necessarily
# surprise me". Interim results are taken to be as fast.
DEEPGRAM_RESULT_LATENCY = Latency(0.275, 0.075)
# Deepgram publishes no cadence for interim results; one per 0.5 s of new speech is our
# assumption (slower cadences delay barge-in on interim results and preemptive matching).
DEEPGRAM_INTERIM_INTERVAL_S = 0.5
# WebSocket upgrade over TLS to a nearby region: not published, our assumption (two round trips).
DEEPGRAM_CONNECT_LATENCY = Latency(0.12, 0.04)
# Deepgram closes a stream that receives neither audio nor KeepAlive for 10 s (NET-0001),
# developers.deepgram.com/docs/audio-keep-alive.
DEEPGRAM_IDLE_TIMEOUT_S = 10.0

# OpenAI /v1/audio/speech, request to first audio byte. OpenAI publishes no figure;
# apibenchmarks.com/tts/openai-tts puts its time to first audio behind ElevenLabs and Cartesia
# (whose own pages claim 75-150 ms) and tts-1-hd's p50 latency above 1 s; 0.5 s +- 0.15 for
# gpt-4o-mini-tts sits between them.
OPENAI_TTS_FIRST_BYTE = Latency(0.5, 0.15)
# After the first byte the audio streams faster than it plays; 4x real time is our assumption
# (every published figure is about the first byte).
OPENAI_TTS_REALTIME_FACTOR = 4.0

# OpenAI chat completions, request to first token: cloud.ax/news/sub-second-shortlist budgets
# ~400 ms for the LLM's first token in a voice turn and measures mini-class models around it.
OPENAI_CHAT_FIRST_TOKEN = Latency(0.45, 0.15)
OPENAI_CHAT_TOKENS_PER_S = 80.0  # streamed tokens after the first: our assumption

# OpenAI /v1/audio/transcriptions (the STT fallback): upload plus recognition of an utterance;
# not published, our assumption.
OPENAI_TRANSCRIBE_LATENCY = Latency(0.45, 0.15)


@dataclass(frozen=True)
class ServiceTiming:
    """The timing of every simulated service; `ServiceTiming.instant()` for fast tests."""

    stt_result: Latency = DEEPGRAM_RESULT_LATENCY
    stt_interim_interval_s: float = DEEPGRAM_INTERIM_INTERVAL_S
    stt_connect: Latency = DEEPGRAM_CONNECT_LATENCY
    stt_idle_timeout_s: float = DEEPGRAM_IDLE_TIMEOUT_S
    tts_first_byte: Latency = OPENAI_TTS_FIRST_BYTE
    tts_realtime_factor: float = OPENAI_TTS_REALTIME_FACTOR
    chat_first_token: Latency = OPENAI_CHAT_FIRST_TOKEN
    chat_tokens_per_s: float = OPENAI_CHAT_TOKENS_PER_S
    transcribe: Latency = OPENAI_TRANSCRIBE_LATENCY
    seed: int | None = 0
    rng: random.Random = field(default_factory=random.Random, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.rng.seed(self.seed)

    @classmethod
    def instant(cls) -> ServiceTiming:
        """No service latency at all (the models' own compute time remains)."""
        zero = Latency(0.0)
        return cls(stt_result=zero, stt_connect=zero, tts_first_byte=zero, chat_first_token=zero,
                   transcribe=zero, tts_realtime_factor=1000.0, chat_tokens_per_s=10000.0)

    def scaled(self, factor: float) -> ServiceTiming:
        """Every service latency times `factor` (0 = instant, 2 = a slow day)."""
        def s(lat: Latency) -> Latency:
            return Latency(lat.mean_s * factor, lat.jitter_s * factor)
        return replace(self, stt_result=s(self.stt_result), stt_connect=s(self.stt_connect),
                       tts_first_byte=s(self.tts_first_byte),
                       chat_first_token=s(self.chat_first_token), transcribe=s(self.transcribe))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in ("stt_result", "stt_connect", "tts_first_byte", "chat_first_token", "transcribe"):
            lat: Latency = getattr(self, name)
            out[name] = {"mean_s": lat.mean_s, "jitter_s": lat.jitter_s}
        for name in ("stt_interim_interval_s", "stt_idle_timeout_s", "tts_realtime_factor",
                     "chat_tokens_per_s", "seed"):
            out[name] = getattr(self, name)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ServiceTiming:
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if isinstance(value, dict):
                kwargs[key] = Latency(float(value["mean_s"]), float(value.get("jitter_s", 0.0)))
            else:
                kwargs[key] = value
        return cls(**kwargs)
