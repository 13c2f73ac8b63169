"""Reading and writing WAV files: the one WAV reader of the project, hardened for hostile input.

A WAV file says what it holds in its header (rate, channels, sample size, length); a hostile
or broken one lies. So the header is parsed here, byte by byte, and checked against a
`WavPolicy` *before* any sample is read or any buffer sized from it: a 2 KB file that claims
1 Hz, 7-bit samples, 65,535 channels or four gigabytes of audio is refused with one line
naming the file, the problem and the fix (`AudioFileError`). Samples are then decoded by
numpy, one block at a time, so a long recording streams in bounded memory (`iter_wav`) and
nothing but the bytes of one block is trusted to the decoder.

Accepted: RIFF/RIFX/RF64 WAVE with PCM (8/16/24/32-bit), IEEE float (32/64-bit), A-law or
µ-law, plain or WAVE_FORMAT_EXTENSIBLE, any channel count up to the policy's limit (averaged
to mono). NaN/inf samples become silence and out-of-range floats are clipped; each repair is
logged and reported through the optional ``issues`` list.

Two policies, one reader:

    STRICT   commands (`voice-agent transcribe`): 8-48 kHz, up to 4 h; a file cut off before
             the length its header declares is refused.
    REPLAY   the replay harness and tests: 8-96 kHz, up to 1 h (it is loaded whole); a cut-off
             file loads what it holds and the cut is reported in ``issues``.
"""

from __future__ import annotations

import logging
import os
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import numpy as np
import numpy.typing as npt

from .dsp import FloatArray, StreamResampler, sanitize, to_int16
from .errors import AudioFileError

logger = logging.getLogger(__name__)

_MAGIC = {b"RIFF": "<", b"RIFX": ">", b"RF64": "<", b"BW64": "<"}
# Sizes a streaming writer leaves in a header when it does not know the length yet.
_UNKNOWN_SIZES = (0, 0xFFFFFFFF)
_MAX_CHUNKS = 1000  # chunks before the audio; real files have a handful
_ENCODINGS = {1: "pcm", 3: "float", 6: "alaw", 7: "ulaw"}
_BITS = {"pcm": (8, 16, 24, 32), "float": (32, 64), "alaw": (8,), "ulaw": (8,)}
_OTHER_CODECS = {2: "MS ADPCM", 0x11: "IMA ADPCM", 0x31: "GSM 6.10", 0x50: "MPEG",
                 0x55: "MP3", 0x161: "WMA", 0x2000: "AC-3"}  # fmt: skip


@dataclass(frozen=True)
class WavPolicy:
    """What a reader accepts; see the module docstring for the two the project uses."""

    min_rate: int = 8_000
    max_rate: int = 48_000
    max_channels: int = 8
    max_seconds: float = 4 * 3600.0
    repair_truncated: bool = False
    """load what a cut-off file holds (and report it) instead of refusing it"""


STRICT = WavPolicy()
REPLAY = WavPolicy(max_rate=96_000, max_seconds=3600.0, repair_truncated=True)


@dataclass(frozen=True)
class WavInfo:
    """What a checked header says, and where the samples are."""

    path: Path
    encoding: str  # pcm | float | alaw | ulaw
    bits: int
    channels: int
    sample_rate: int
    frames: int
    data_offset: int
    byte_order: str  # "<" or ">"

    @property
    def block_align(self) -> int:
        return self.channels * self.bits // 8

    @property
    def duration(self) -> float:
        return self.frames / self.sample_rate


@dataclass(frozen=True)
class Audio:
    """Mono float32 samples in [-1, 1] and their rate."""

    samples: FloatArray
    sample_rate: int

    @property
    def duration(self) -> float:
        return len(self.samples) / self.sample_rate if self.sample_rate else 0.0


# -- reading -------------------------------------------------------------------------------


def read_wav(
    path: str | Path,
    sample_rate: int | None = None,
    *,
    policy: WavPolicy = STRICT,
    issues: list[str] | None = None,
) -> Audio:
    """The whole file as mono float32, resampled to `sample_rate` when given.

    Raises `AudioFileError` for anything `inspect_wav` refuses.
    """
    info = inspect_wav(path, policy, issues=issues)
    blocks = list(iter_wav(info, sample_rate, issues=issues))
    rate = sample_rate or info.sample_rate
    samples = np.concatenate(blocks) if blocks else np.zeros(0, np.float32)
    return Audio(samples=samples, sample_rate=rate)


def iter_wav(
    source: str | Path | WavInfo,
    sample_rate: int | None = None,
    *,
    block_s: float = 1.0,
    policy: WavPolicy = STRICT,
    issues: list[str] | None = None,
) -> Iterator[FloatArray]:
    """Mono float32 blocks of about `block_s` seconds, resampled to `sample_rate` when given.

    Memory stays at a few blocks whatever the file's length. Pass a `WavInfo` from
    `inspect_wav` to refuse a bad file before doing anything else.
    """
    info = source if isinstance(source, WavInfo) else inspect_wav(source, policy, issues=issues)
    resampler = (
        StreamResampler(info.sample_rate, sample_rate)
        if sample_rate is not None and sample_rate != info.sample_rate
        else None
    )
    counts: dict[str, int] = {}
    per_block = max(1, int(block_s * info.sample_rate))
    left = info.frames
    with _open(info.path) as f:
        f.seek(info.data_offset)
        while left > 0:
            n = min(per_block, left)
            raw = f.read(n * info.block_align)
            n = len(raw) // info.block_align
            if n == 0:
                break  # the file shrank while we read it
            left -= n
            mono = sanitize(_decode(raw[: n * info.block_align], info), counts)
            if resampler is not None:
                mono = np.clip(resampler.push(mono), -1.0, 1.0)
            if mono.size:
                yield mono
    if resampler is not None:
        tail = np.clip(resampler.flush(), -1.0, 1.0)
        if tail.size:
            yield tail
    if counts.get("nonfinite"):
        _report(info.path, issues, f"{counts['nonfinite']} NaN/inf samples replaced with silence")
    if counts.get("clipped"):
        _report(info.path, issues, f"{counts['clipped']} samples beyond full scale clipped to [-1, 1]")


def inspect_wav(
    path: str | Path, policy: WavPolicy = STRICT, *, issues: list[str] | None = None
) -> WavInfo:
    """Parse and check the header; raises `AudioFileError` naming the problem and the fix.

    Reads a few hundred bytes at most, whatever the file claims.
    """
    p = Path(path)
    if not p.exists():
        raise AudioFileError(p, "file not found", "check the path")
    if p.is_dir():
        raise AudioFileError(p, "is a directory, not a WAV file", "give the path of a .wav")
    with _open(p) as f:
        size = os.fstat(f.fileno()).st_size
        if size == 0:
            raise AudioFileError(p, "file is empty (0 bytes)", "record or regenerate it")
        head = f.read(12)
        if len(head) < 12:
            raise AudioFileError(p, f"truncated WAV header ({size} bytes)", "regenerate the file")
        order = _MAGIC.get(head[:4])
        if order is None or head[8:12] != b"WAVE":
            raise AudioFileError(p, f"not a WAV file (starts like {_sniff(head)})")
        rf64 = head[:4] in (b"RF64", b"BW64")
        fmt, data_offset, data_size = _walk_chunks(f, p, size, order, rf64=rf64)
    encoding, bits, channels, rate = _check_fmt(p, fmt, order, policy)
    available = size - data_offset
    if data_size is None:
        data_size = available
    elif data_size > available:
        message = f"file is truncated: data chunk is {data_size - available} bytes short"
        if not policy.repair_truncated:
            raise AudioFileError(p, message, "the file was cut off; record or copy it again")
        _report(p, issues, message)
        data_size = available
    frames = data_size // (channels * bits // 8)
    if frames == 0:
        raise AudioFileError(p, "WAV contains no audio samples", "record or regenerate it")
    if frames / rate > policy.max_seconds:
        raise AudioFileError(
            p,
            f"audio is {_span(frames / rate)} long; at most {_span(policy.max_seconds)} is read",
            "split it, e.g. `ffmpeg -i IN -f segment -segment_time 3600 -c copy OUT%03d.wav`",
        )
    return WavInfo(p, encoding, bits, channels, rate, frames, data_offset, order)


def _span(seconds: float) -> str:
    return f"{seconds / 3600:.1f} h" if seconds >= 3600 else f"{seconds:.0f} s"


def _open(path: Path) -> BinaryIO:
    try:
        return path.open("rb")
    except OSError as exc:
        raise AudioFileError(path, f"cannot open ({exc.strerror or exc})", "check its permissions") from exc


def _walk_chunks(
    f: BinaryIO, path: Path, size: int, order: str, *, rf64: bool
) -> tuple[bytes, int, int | None]:
    """(fmt chunk body, data offset, declared data size or None when unknown)."""
    fmt: bytes | None = None
    ds64_data: int | None = None
    pos = 12
    for _ in range(_MAX_CHUNKS):
        if pos + 8 > size:
            break
        f.seek(pos)
        chunk_id, chunk_size = struct.unpack(order + "4sI", f.read(8))
        body = pos + 8
        if chunk_id == b"ds64" and rf64:
            raw = f.read(min(chunk_size, 24))
            if len(raw) >= 16:
                ds64_data = struct.unpack("<Q", raw[8:16])[0]
        elif chunk_id == b"fmt ":
            if chunk_size < 16:
                raise AudioFileError(path, f"corrupt WAV header (fmt chunk of {chunk_size} bytes)")
            fmt = f.read(min(chunk_size, 40))
            if len(fmt) < 16:
                raise AudioFileError(path, "truncated WAV header (fmt chunk cut off)", "regenerate the file")
        elif chunk_id == b"data":
            if fmt is None:
                raise AudioFileError(path, "corrupt WAV (audio data before the format chunk)")
            if rf64 and chunk_size == 0xFFFFFFFF and ds64_data is not None:
                return fmt, body, ds64_data
            return fmt, body, None if chunk_size in _UNKNOWN_SIZES else chunk_size
        pos = body + chunk_size + (chunk_size & 1)  # chunks are word-aligned
    else:
        raise AudioFileError(path, f"corrupt WAV (more than {_MAX_CHUNKS} chunks before the audio)")
    if fmt is None:
        raise AudioFileError(path, "corrupt or truncated WAV (no format chunk)")
    raise AudioFileError(path, "corrupt or truncated WAV (no audio data chunk)")


def _check_fmt(path: Path, fmt: bytes, order: str, policy: WavPolicy) -> tuple[str, int, int, int]:
    tag, channels, rate, _byte_rate, block_align, bits = struct.unpack(order + "HHIIHH", fmt[:16])
    if tag == 0xFFFE and len(fmt) >= 26:  # WAVE_FORMAT_EXTENSIBLE: the real tag leads the GUID
        tag = struct.unpack(order + "H", fmt[24:26])[0]
    encoding = _ENCODINGS.get(tag)
    if encoding is None:
        name = _OTHER_CODECS.get(tag, "unknown")
        raise AudioFileError(path, f"unsupported WAV encoding: {name} (format tag 0x{tag:04x})")
    if bits not in _BITS[encoding]:
        allowed = ", ".join(str(b) for b in _BITS[encoding])
        raise AudioFileError(
            path, f"unsupported sample size: {bits}-bit {encoding.upper()} (readable: {allowed}-bit)"
        )
    if channels == 0 or block_align != channels * bits // 8:
        raise AudioFileError(
            path, f"corrupt WAV header (block size {block_align} for {channels} channels of {bits} bits)"
        )
    if channels > policy.max_channels:
        raise AudioFileError(
            path, f"{channels} channels; at most {policy.max_channels} are read",
            "downmix it, e.g. `ffmpeg -i IN -ac 1 OUT.wav`",
        )
    if not policy.min_rate <= rate <= policy.max_rate:
        raise AudioFileError(
            path,
            f"sample rate {rate} Hz is outside {policy.min_rate}-{policy.max_rate} Hz",
            "resample it, e.g. `ffmpeg -i IN -ar 16000 OUT.wav`",
        )
    return encoding, bits, channels, rate


def _sniff(head: bytes) -> str:
    if head[:3] == b"ID3" or head[:2] in (b"\xff\xfb", b"\xff\xf3", b"\xff\xf2"):
        return "an MP3"
    if head[:4] == b"fLaC":
        return "a FLAC file"
    if head[:4] == b"OggS":
        return "an Ogg file"
    if all(32 <= b < 127 or b in (9, 10, 13) for b in head):
        return "a text file"
    return f"unknown bytes {head[:4]!r}"


def _decode(raw: bytes, info: WavInfo) -> npt.NDArray[np.floating]:
    """Frames x channels of float samples (full scale 1.0) from whole frames of `raw`."""
    o, enc, bits = info.byte_order, info.encoding, info.bits
    if enc == "float":
        x: npt.NDArray[np.floating] = np.frombuffer(raw, dtype=f"{o}f{bits // 8}")
    elif enc in ("alaw", "ulaw"):
        x = (_ALAW if enc == "alaw" else _ULAW)[np.frombuffer(raw, dtype=np.uint8)]
    elif bits == 8:  # 8-bit WAV PCM is unsigned
        x = (np.frombuffer(raw, dtype=np.uint8).astype(np.float32) - 128.0) / 128.0
    elif bits == 24:
        b = np.frombuffer(raw, dtype=np.uint8).reshape(-1, 3).astype(np.int32)
        lo, hi = (b[:, 0], b[:, 2]) if o == "<" else (b[:, 2], b[:, 0])
        v = lo | (b[:, 1] << 8) | (hi << 16)
        x = ((v << 8) >> 8).astype(np.float32) / 8388608.0  # sign-extend 24 -> 32 bits
    else:
        x = np.frombuffer(raw, dtype=f"{o}i{bits // 8}").astype(np.float32) / float(2 ** (bits - 1))
    return x.reshape(-1, info.channels)


def _g711_tables() -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    """A-law and µ-law code words to float, as ITU-T G.711 (and libsndfile) decode them."""
    alaw = np.zeros(256, dtype=np.float32)
    ulaw = np.zeros(256, dtype=np.float32)
    for code in range(256):
        a = code ^ 0x55
        t = (a & 0x0F) << 4
        seg = (a & 0x70) >> 4
        t = t + 8 if seg == 0 else (t + 0x108) << max(0, seg - 1)
        alaw[code] = (t if a & 0x80 else -t) / 32768.0
        u = ~code & 0xFF
        s = (((u & 0x0F) << 3) + 0x84) << ((u >> 4) & 7)
        ulaw[code] = (0x84 - s if u & 0x80 else s - 0x84) / 32768.0
    return alaw, ulaw


_ALAW, _ULAW = _g711_tables()


def _report(path: Path, issues: list[str] | None, message: str) -> None:
    logger.warning("%s: wav repaired on load: %s", path, message)
    if issues is not None:
        issues.append(f"{path}: {message}")


# -- writing -------------------------------------------------------------------------------


def write_wav(path: str | Path, samples: npt.ArrayLike, rate: int) -> Path:
    """Write mono float samples as 16-bit PCM (clipped to full scale); creates parent dirs."""
    return _write_pcm16(Path(path), to_int16(np.asarray(samples, dtype=np.float32).ravel()), rate)


def write_stereo_wav(path: str | Path, left: npt.ArrayLike, right: npt.ArrayLike, rate: int) -> Path:
    """Write two mono signals as one 16-bit stereo WAV; the shorter side is padded with silence."""
    a = np.asarray(left, dtype=np.float32).ravel()
    b = np.asarray(right, dtype=np.float32).ravel()
    stereo = np.zeros((max(a.size, b.size), 2), dtype=np.float32)
    stereo[: a.size, 0] = a
    stereo[: b.size, 1] = b
    return _write_pcm16(Path(path), to_int16(stereo), rate)


def write_ulaw_wav(path: str | Path, samples: npt.ArrayLike, rate: int = 8000) -> Path:
    """Write mono float samples as G.711 µ-law (8-bit code words, as a phone line carries them):
    each sample becomes the code word whose G.711 decoding is nearest to it."""
    x = np.clip(np.asarray(samples, dtype=np.float32).ravel(), -1.0, 1.0)
    order = np.argsort(_ULAW)
    levels = _ULAW[order]
    i = np.clip(np.searchsorted(levels, x), 1, levels.size - 1)
    nearer_below = np.abs(x - levels[i - 1]) <= np.abs(levels[i] - x)
    codes = order[np.where(nearer_below, i - 1, i)].astype(np.uint8)
    fmt = struct.pack("<IHHIIHHH", 18, 7, 1, rate, rate, 1, 8, 0)
    return _write(Path(path), fmt, codes.tobytes(), b"fact" + struct.pack("<II", 4, codes.size))


def _write_pcm16(path: Path, pcm: npt.NDArray[np.int16], rate: int) -> Path:
    """The canonical 44-byte header and the samples."""
    channels = 1 if pcm.ndim == 1 else pcm.shape[1]
    fmt = struct.pack("<IHHIIHH", 16, 1, channels, rate, rate * channels * 2, channels * 2, 16)
    return _write(path, fmt, pcm.astype("<i2").tobytes())


def _write(path: Path, fmt: bytes, data: bytes, extra: bytes = b"") -> Path:
    """A RIFF WAVE file written to a temporary name then renamed, so a failed write never leaves
    half a WAV under the real name."""
    header = b"RIFF" + struct.pack("<I", 4 + 4 + len(fmt) + len(extra) + 8 + len(data)) + b"WAVE"
    header += b"fmt " + fmt + extra + b"data" + struct.pack("<I", len(data))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.part")
    try:
        with tmp.open("wb") as f:
            f.write(header)
            f.write(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return path
