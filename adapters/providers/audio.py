"""Audio conversion at the provider edge: WAV files in and out, numpy <-> LiveKit frames.

Everything the models see is float32 mono in [-1, 1] at the rate they want; this module is the
one place that gets arbitrary input (any rate, stereo, clipped, NaN samples) into that shape,
and the one place that turns unreadable files into a one-line `AudioFileError`.
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
from livekit import rtc

from .errors import AudioFileError

FloatArray = npt.NDArray[np.float32]

# Sizes a streaming writer leaves in a WAV header when it does not know the length yet;
# such files are readable, not truncated.
_UNKNOWN_SIZES = (0, 0xFFFFFFFF)


@dataclass(frozen=True)
class Audio:
    """Mono float32 samples in [-1, 1] and their rate."""

    samples: FloatArray
    sample_rate: int

    @property
    def duration(self) -> float:
        return len(self.samples) / self.sample_rate if self.sample_rate else 0.0


def read_wav(path: str | Path, *, sample_rate: int | None = None) -> Audio:
    """Read a WAV file as mono float32, resampled to `sample_rate` when given.

    Raises AudioFileError (one line, naming the file) for a missing, empty, truncated,
    corrupt or non-WAV file.
    """
    import soundfile as sf  # type: ignore[import-untyped]

    path = Path(path)
    _check_riff(path)
    try:
        data, rate = sf.read(str(path), dtype="float32", always_2d=True)
    except (sf.LibsndfileError, RuntimeError, ValueError, OSError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise AudioFileError(f"{path}: cannot decode WAV audio ({reason})") from exc
    if data.shape[0] == 0:
        raise AudioFileError(f"{path}: WAV file contains no audio samples")
    samples = to_mono(data)
    if sample_rate is not None and sample_rate != rate:
        samples = resample(samples, int(rate), sample_rate)
        rate = sample_rate
    return Audio(samples=samples, sample_rate=int(rate))


def _check_riff(path: Path) -> None:
    """Walk the RIFF chunks so a truncated file is refused instead of read in part."""
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            header = f.read(12)
            if size == 0:
                raise AudioFileError(f"{path}: file is empty")
            if (
                len(header) < 12
                or header[8:12] != b"WAVE"
                or header[:4] not in (b"RIFF", b"RF64", b"BW64")
            ):
                raise AudioFileError(f"{path}: not a WAV file (no RIFF/WAVE header)")
            if header[:4] != b"RIFF":
                return  # 64-bit variants keep sizes in a ds64 chunk; libsndfile checks those
            seen_fmt = False
            pos = 12
            while pos + 8 <= size:
                f.seek(pos)
                chunk_id, chunk_size = struct.unpack("<4sI", f.read(8))
                body = pos + 8
                if chunk_id == b"fmt ":
                    seen_fmt = True
                elif chunk_id == b"data":
                    if not seen_fmt:
                        raise AudioFileError(
                            f"{path}: corrupt WAV (audio data before format chunk)"
                        )
                    available = size - body
                    if chunk_size not in _UNKNOWN_SIZES and chunk_size > available:
                        raise AudioFileError(
                            f"{path}: truncated WAV (header declares {chunk_size} bytes of audio, "
                            f"file holds {available})"
                        )
                    if chunk_size == 0 and available == 0:
                        raise AudioFileError(f"{path}: WAV file contains no audio samples")
                    return
                pos = body + chunk_size + (chunk_size & 1)  # chunks are word-aligned
            raise AudioFileError(f"{path}: corrupt WAV (no audio data chunk)")
    except OSError as exc:
        raise AudioFileError(f"{path}: cannot open ({exc.strerror or exc})") from exc


def to_mono(data: npt.NDArray[np.floating]) -> FloatArray:
    """Average channels, replace NaN/inf with silence and clip to [-1, 1]."""
    arr = np.nan_to_num(np.asarray(data, dtype=np.float32), nan=0.0, posinf=1.0, neginf=-1.0)
    arr = np.clip(arr, -1.0, 1.0)  # per channel, before mixing
    if arr.ndim == 2:
        arr = arr.mean(axis=1, dtype=np.float32)
    return arr.astype(np.float32, copy=False)


def resample(samples: FloatArray, src_rate: int, dst_rate: int) -> FloatArray:
    """Band-limited polyphase resampling (exact for every common rate pair)."""
    if src_rate == dst_rate or len(samples) == 0:
        return samples.astype(np.float32, copy=False)
    from scipy.signal import resample_poly  # type: ignore[import-untyped]

    g = math.gcd(src_rate, dst_rate)
    out = resample_poly(samples, dst_rate // g, src_rate // g)
    result: FloatArray = np.clip(out, -1.0, 1.0).astype(np.float32)
    return result


def to_int16(samples: FloatArray) -> npt.NDArray[np.int16]:
    return np.round(np.clip(samples, -1.0, 1.0) * 32767.0).astype(np.int16)


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


def samples_from_frame(frame: rtc.AudioFrame) -> FloatArray:
    """Mono float32 samples of one 16-bit frame, at the frame's own rate."""
    pcm = np.frombuffer(frame.data, dtype=np.int16)
    mono = pcm.reshape(-1, frame.num_channels).mean(axis=1) if frame.num_channels > 1 else pcm
    result: FloatArray = (mono / 32768.0).astype(np.float32)
    return result


def samples_from_buffer(
    buffer: rtc.AudioFrame | list[rtc.AudioFrame], sample_rate: int
) -> FloatArray:
    """Mono float32 samples of a LiveKit AudioBuffer, resampled to `sample_rate`."""
    frames = buffer if isinstance(buffer, list) else [buffer]
    if not frames:
        return np.zeros(0, dtype=np.float32)
    merged = rtc.combine_audio_frames(frames)
    return resample(samples_from_frame(merged), int(merged.sample_rate), sample_rate)


def write_wav(path: str | Path, samples: FloatArray, sample_rate: int) -> None:
    """Write mono 16-bit PCM WAV."""
    import soundfile as sf

    sf.write(str(path), to_int16(samples), sample_rate, subtype="PCM_16", format="WAV")
