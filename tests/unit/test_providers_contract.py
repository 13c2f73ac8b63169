"""One contract for every STT/TTS pair: the fakes (fast) and the local models (integration).

Each kit speaks with its own TTS and listens with its own STT, so the same test body checks
that words said come back as words heard. The fake STT is told what it will hear with
`expect(text)`, exactly as the replay harness does for each caller line.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import numpy as np
import pytest
from livekit import rtc
from livekit.agents import stt

from adapters.audio.frames import frames_from_samples, samples_from_frame
from adapters.providers import Providers, build_providers
from adapters.providers.wer import wer

KITS = [
    pytest.param("fake", id="fake"),
    pytest.param("local", id="local", marks=pytest.mark.integration),
]
RATE = 16000
MAX_WER = 0.35


@pytest.fixture(params=KITS)
async def kit(request: pytest.FixtureRequest) -> AsyncIterator[Providers]:
    providers = build_providers(request.param)
    yield providers
    await providers.aclose()


async def synthesize(providers: Providers, text: str) -> tuple[list[rtc.AudioFrame], list[float]]:
    """Frames of `text` from the kit's TTS, and when each arrived (perf_counter seconds)."""
    frames: list[rtc.AudioFrame] = []
    arrivals: list[float] = []
    async with providers.tts.synthesize(text) as stream:
        async for ev in stream:
            frames.append(ev.frame)
            arrivals.append(time.perf_counter())
    return frames, arrivals


async def speech(providers: Providers, *texts: str, gap: float = 1.2) -> list[rtc.AudioFrame]:
    """16 kHz frames of the utterances separated by silence, as a caller would send them."""
    silence = np.zeros(int(gap * RATE), dtype=np.float32)
    parts = [np.zeros(int(0.4 * RATE), dtype=np.float32)]
    for text in texts:
        frames, _ = await synthesize(providers, text)
        merged = rtc.combine_audio_frames(frames)
        parts += [samples_from_frame(merged, RATE), silence]
        expect = getattr(providers.stt, "expect", None)
        if expect is not None:
            expect(text)
    return frames_from_samples(np.concatenate(parts), RATE)


async def test_recognize_returns_the_spoken_text(kit: Providers) -> None:
    text = "can I talk to a human please"
    frames = await speech(kit, text, gap=0.3)

    event = await kit.stt.recognize(frames)

    assert event.type == stt.SpeechEventType.FINAL_TRANSCRIPT
    assert wer(text, event.alternatives[0].text) <= MAX_WER, event.alternatives[0].text


async def test_recognize_hears_no_words_in_silence(kit: Providers) -> None:
    frames = frames_from_samples(np.zeros(RATE, dtype=np.float32), RATE)

    event = await kit.stt.recognize(frames)

    assert [alt.text for alt in event.alternatives if alt.text] == []


async def test_stream_emits_one_final_transcript_per_utterance(kit: Providers) -> None:
    texts = ("what's the status of my booking", "are you still there")
    frames = await speech(kit, *texts)

    events: list[stt.SpeechEvent] = []
    async with kit.stt.stream() as stream:
        for frame in frames:
            stream.push_frame(frame)
        stream.end_input()
        async with asyncio.timeout(30):
            events = [ev async for ev in stream]

    finals = [
        ev.alternatives[0].text for ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT
    ]
    assert len(finals) == 2, finals
    for text, heard in zip(texts, finals, strict=True):
        assert wer(text, heard) <= MAX_WER, (text, heard)
    kinds = [ev.type for ev in events]
    assert kinds.index(stt.SpeechEventType.START_OF_SPEECH) < kinds.index(
        stt.SpeechEventType.FINAL_TRANSCRIPT
    )


async def test_tts_frames_have_the_declared_format(kit: Providers) -> None:
    frames, _ = await synthesize(kit, "Your booking is confirmed.")

    assert frames
    assert {f.sample_rate for f in frames} == {kit.tts.sample_rate}
    assert {f.num_channels for f in frames} == {kit.tts.num_channels} == {1}
    pcm = np.concatenate([np.frombuffer(f.data, dtype=np.int16) for f in frames])
    assert np.abs(pcm).max() > 1000  # audible, not silence


async def test_tts_duration_grows_with_text(kit: Providers) -> None:
    short, _ = await synthesize(kit, "Thanks.")
    long, _ = await synthesize(
        kit, "Thanks for waiting. Your flight BA 117 is booked for John Smith."
    )

    assert sum(f.duration for f in long) > 2 * sum(f.duration for f in short) > 0


async def test_tts_streams_audio_before_synthesis_ends(kit: Providers) -> None:
    text = "Hello. I am checking your booking now. It will take a moment. Please stay on the line."
    started = time.perf_counter()
    frames, arrivals = await synthesize(kit, text)

    assert len(frames) > 1
    assert arrivals[0] < arrivals[-1]
    assert arrivals[0] - started < 1.0  # first audio well before the whole text is done


async def test_aclose_is_idempotent(kit: Providers) -> None:
    stream = kit.stt.stream()
    await stream.aclose()
    await stream.aclose()
    await kit.stt.aclose()
    await kit.stt.aclose()
    await kit.tts.aclose()
    await kit.tts.aclose()
    await kit.aclose()
