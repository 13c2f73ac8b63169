"""The fakes keep their scripted promises: timings, script order, speech found in noise."""

from __future__ import annotations

import asyncio
import re
import time

import numpy as np
import pytest
from livekit.agents import llm, stt

from adapters.audio.dsp import FloatArray
from adapters.audio.energy import EnergySegmenter, Region
from adapters.audio.frames import frames_from_samples
from adapters.providers import FakeLLM, FakeSTT, FakeTTS

RATE = 16000


def syllables(count: int, rng: np.random.Generator) -> FloatArray:
    """Speech-like audio: voiced syllables (pitch + formant) with short gaps between them."""
    parts: list[FloatArray] = []
    for _ in range(count):
        d = rng.uniform(0.12, 0.25)
        t = np.arange(int(d * RATE)) / RATE
        f0 = rng.uniform(100, 180)
        env = np.sin(np.pi * t / d) ** 2
        voiced = np.sign(np.sin(2 * np.pi * f0 * t)) * 0.15 + np.sin(2 * np.pi * 700 * t) * 0.2
        parts += [
            (env * voiced).astype(np.float32),
            np.zeros(int(rng.uniform(0.03, 0.12) * RATE), np.float32),
        ]
    return np.concatenate(parts)


def conversation(noise_dbfs: float | None, seed: int = 1) -> tuple[FloatArray, int]:
    """Two utterances with a pause, optionally over white noise and mains hum."""
    rng = np.random.default_rng(seed)
    pause = np.zeros(int(1.2 * RATE), np.float32)
    audio = np.concatenate([pause[: RATE // 2], syllables(8, rng), pause, syllables(4, rng), pause])
    if noise_dbfs is not None:
        level = 10 ** (noise_dbfs / 20)
        t = np.arange(len(audio)) / RATE
        audio = audio + rng.normal(0, level, len(audio)) + level * np.sin(2 * np.pi * 50 * t)
    return audio.astype(np.float32), 2


def segments(audio: FloatArray) -> list[Region]:
    seg = EnergySegmenter()
    events = []
    for i in range(0, len(audio), 320):
        events += seg.push(audio[i : i + 320])
    events += seg.flush()
    return [ev for ev in events if isinstance(ev, Region)]


@pytest.mark.parametrize("noise_dbfs", [None, -50.0, -35.0])
def test_segmenter_finds_each_utterance_in_noise(noise_dbfs: float | None) -> None:
    audio, expected = conversation(noise_dbfs)

    found = segments(audio)

    assert len(found) == expected
    assert found[0].start_s == pytest.approx(0.5, abs=0.1)


def test_segmenter_hears_nothing_in_steady_noise() -> None:
    rng = np.random.default_rng(3)
    noise = rng.normal(0, 10 ** (-30 / 20), 5 * RATE).astype(np.float32)

    assert segments(noise) == []


async def test_stream_final_follows_end_of_speech_by_final_delay() -> None:
    fake = FakeSTT(final_delay=0.15)
    fake.expect("thanks")
    audio, _ = conversation(None)
    first_utterance = audio[: int(3.5 * RATE)]

    async with fake.stream() as stream:
        for frame in frames_from_samples(first_utterance, RATE):
            stream.push_frame(frame)
        pushed = time.perf_counter()
        async with asyncio.timeout(5):
            async for ev in stream:
                if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT:
                    waited = time.perf_counter() - pushed
                    break

    assert ev.alternatives[0].text == "thanks"
    # all audio was pushed at once, so the end was detected at once: only the delay remains (the
    # upper bound leaves room for a loaded machine: 0.52 s seen with the suite beside other jobs)
    assert 0.14 <= waited < 1.0


async def test_unscripted_speech_gets_a_placeholder_with_its_length() -> None:
    fake = FakeSTT(final_delay=0.0)
    audio, _ = conversation(None)
    fake.expect("first line")

    async with fake.stream() as stream:
        for frame in frames_from_samples(audio, RATE):
            stream.push_frame(frame)
        stream.end_input()
        finals = [
            ev.alternatives[0].text
            async for ev in stream
            if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT
        ]

    assert finals[0] == "first line"
    assert re.fullmatch(r"\[speech \d+\.\ds\]", finals[1])
    assert fake.transcripts == finals


async def test_final_transcript_comes_before_end_of_speech() -> None:
    fake = FakeSTT(final_delay=0.0)
    audio, _ = conversation(None)

    async with fake.stream() as stream:
        for frame in frames_from_samples(audio, RATE):
            stream.push_frame(frame)
        stream.end_input()
        kinds = [ev.type async for ev in stream]

    S = stt.SpeechEventType
    assert kinds == [S.START_OF_SPEECH, S.FINAL_TRANSCRIPT, S.END_OF_SPEECH] * 2


async def test_tts_first_audio_after_delay_and_length_follows_text() -> None:
    fake = FakeTTS(first_audio_delay=0.1, sample_rate=16000)
    text = "Your flight is booked, John."  # 28 characters: two seconds at 14 chars/s

    started = time.perf_counter()
    async with fake.synthesize(text) as stream:
        frames = []
        async for ev in stream:
            if not frames:
                first = time.perf_counter() - started
            frames.append(ev.frame)

    assert 0.1 <= first < 0.3
    assert sum(f.duration for f in frames) == pytest.approx(2.0, abs=0.05)
    assert fake.requests == [text]


async def test_tts_audio_is_heard_as_one_utterance_by_the_fake_stt() -> None:
    speech = FakeTTS(sample_rate=RATE).render("I'd like to book flight BA 117 for John Smith.")
    padded = np.concatenate([np.zeros(RATE // 2, np.float32), speech, np.zeros(RATE, np.float32)])

    assert len(segments(padded)) == 1


async def test_llm_streams_the_scripted_reply_after_first_token_delay() -> None:
    fake = FakeLLM(first_token_delay=0.1, tokens_per_second=200)
    fake.expect("Your booking is confirmed.")
    ctx = llm.ChatContext()
    ctx.add_message(role="user", content="book it")

    started = time.perf_counter()
    tokens: list[str] = []
    async with fake.chat(chat_ctx=ctx) as stream:
        async for chunk in stream:
            if chunk.delta and chunk.delta.content:
                if not tokens:
                    first = time.perf_counter() - started
                tokens.append(chunk.delta.content)

    assert "".join(tokens) == "Your booking is confirmed."
    assert len(tokens) == 4
    assert 0.1 <= first < 0.3


async def test_llm_echoes_the_caller_when_nothing_is_scripted() -> None:
    fake = FakeLLM(first_token_delay=0.0)
    ctx = llm.ChatContext()
    ctx.add_message(role="user", content="are you still there")

    response = await fake.chat(chat_ctx=ctx).collect()

    assert response.text == "You said: are you still there"
