"""numpy <-> LiveKit audio frames (16-bit PCM), for the providers and the replay harness."""

from __future__ import annotations

import numpy as np
from livekit import rtc

from .dsp import FloatArray, resample, to_int16


def frames_from_samples(
    samples: FloatArray, sample_rate: int, *, frame_ms: int = 20
) -> list[rtc.AudioFrame]:
    """Split mono float samples into 16-bit LiveKit frames of `frame_ms` (last one shorter)."""
    pcm = to_int16(samples)
    step = max(1, sample_rate * frame_ms // 1000)
    return [
        rtc.AudioFrame(
            data=pcm[i : i + step].tobytes(),
            sample_rate=sample_rate,
            num_channels=1,
            samples_per_channel=len(pcm[i : i + step]),
        )
        for i in range(0, len(pcm), step)
    ]


def samples_from_frame(frame: rtc.AudioFrame, sample_rate: int | None = None) -> FloatArray:
    """Mono float32 samples of one 16-bit frame, at the frame's rate or `sample_rate`."""
    pcm = np.frombuffer(bytes(frame.data), dtype=np.int16).astype(np.float32) / 32768.0
    if frame.num_channels > 1:
        pcm = pcm.reshape(-1, frame.num_channels).mean(axis=1, dtype=np.float32)
    if sample_rate is not None and sample_rate != frame.sample_rate:
        pcm = np.clip(resample(pcm, frame.sample_rate, sample_rate), -1.0, 1.0)
    return np.ascontiguousarray(pcm, dtype=np.float32)


def samples_from_buffer(
    buffer: rtc.AudioFrame | list[rtc.AudioFrame], sample_rate: int
) -> FloatArray:
    """Mono float32 samples of a LiveKit AudioBuffer, resampled to `sample_rate`."""
    frames = buffer if isinstance(buffer, list) else [buffer]
    if not frames:
        return np.zeros(0, dtype=np.float32)
    return samples_from_frame(rtc.combine_audio_frames(frames), sample_rate)
