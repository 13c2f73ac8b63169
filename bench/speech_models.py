"""Speed of the local speech models on this machine.

    .venv/bin/python bench/speech_models.py

Prints the Whisper tiny.en real-time factor and time per utterance (with its WER on a Piper
round trip of airline lines), Piper's time to first audio, and Silero VAD CPU time per second
of audio. Models are loaded (and sha256-verified) before timing starts.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from livekit import rtc

from adapters.audio.dsp import FloatArray
from adapters.audio.energy import EnergySegmenter
from adapters.audio.frames import frames_from_samples, samples_from_frame
from adapters.providers.local_stt import LocalWhisperSTT
from adapters.providers.local_tts import LocalPiperTTS
from adapters.providers.vad import load_silero_vad
from adapters.providers.wer import corpus_wer

RATE = 16000
LINES = (
    "I'd like to book flight BA 117 for John Smith",
    "thanks",
    "are you still there",
    "what's the status of my booking",
    "can I talk to a human please",
)
REPLY = (
    "Sure, I'm booking flight BA 117 for John Smith now. "
    "It takes a minute or two. I'll tell you as soon as it's confirmed."
)


async def speak(tts: LocalPiperTTS, text: str) -> tuple[FloatArray, float, float]:
    """16 kHz audio of `text`, time to first audio and total synthesis time."""
    started = time.perf_counter()
    first = 0.0
    frames: list[rtc.AudioFrame] = []
    async with tts.synthesize(text) as stream:
        async for ev in stream:
            if not frames:
                first = time.perf_counter() - started
            frames.append(ev.frame)
    total = time.perf_counter() - started
    merged = rtc.combine_audio_frames(frames)
    return samples_from_frame(merged, RATE), first, total


async def main() -> None:
    tts, whisper = LocalPiperTTS(), LocalWhisperSTT()
    t0 = time.perf_counter()
    await tts.warm_up()
    await whisper.warm_up()
    print(f"models verified and loaded in {time.perf_counter() - t0:.2f} s")

    clips = [(line, (await speak(tts, line))[0]) for line in LINES]

    # --- STT
    pairs, per_utt, audio_s = [], [], 0.0
    for line, audio in clips:
        started = time.perf_counter()
        event = await whisper.recognize(frames_from_samples(audio, RATE))
        per_utt.append(time.perf_counter() - started)
        audio_s += len(audio) / RATE
        pairs.append((line, event.alternatives[0].text))
    print(
        f"STT whisper tiny.en int8 beam 2: RTF {sum(per_utt) / audio_s:.3f}, "
        f"{statistics.mean(per_utt) * 1000:.0f} ms per utterance (mean of {len(per_utt)}, "
        f"max {max(per_utt) * 1000:.0f} ms, {audio_s / len(per_utt):.1f} s average audio), "
        f"WER {corpus_wer(pairs):.3f}"
    )
    for ref, hyp in pairs:
        print(f"    {ref!r} -> {hyp!r}")

    # --- TTS
    for label, text in (("short line", "One moment please."), ("3-sentence reply", REPLY)):
        firsts, totals, lengths = [], [], []
        for _ in range(3):
            audio, first, total = await speak(tts, text)
            firsts.append(first)
            totals.append(total)
            lengths.append(len(audio) / RATE)
        print(
            f"TTS piper joe-medium, {label}: first audio {statistics.median(firsts) * 1000:.0f} ms, "
            f"RTF {statistics.median(totals) / statistics.median(lengths):.3f} "
            f"({statistics.median(lengths):.1f} s of audio, median of 3)"
        )

    # --- VAD: process CPU time per second of audio (all of it: ONNX threads included)
    audio = np.concatenate([a for _, a in clips] * 4)
    vad = load_silero_vad()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    stream = vad.stream()
    for frame in frames_from_samples(audio, RATE):
        stream.push_frame(frame)
    stream.end_input()
    async for _ in stream:
        pass
    await stream.aclose()
    seconds = len(audio) / RATE
    print(
        f"VAD silero: {(time.process_time() - cpu0) / seconds * 1000:.1f} ms CPU per audio second "
        f"({seconds:.0f} s of audio in {time.perf_counter() - wall0:.2f} s wall)"
    )

    cpu0 = time.process_time()
    segmenter = EnergySegmenter()
    for i in range(0, len(audio), 320):
        segmenter.push(audio[i : i + 320])
    print(
        f"fake STT energy segmenter: {(time.process_time() - cpu0) / seconds * 1000:.1f} ms CPU "
        "per audio second"
    )


if __name__ == "__main__":
    asyncio.run(main())
