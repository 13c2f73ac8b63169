"""The fuzz target of the WAV reader, shared by tests/unit/test_wav_limits.py (a few seconds in
`make test`) and bench/fuzz_wav.py (as long as you like).

Inputs are WAV-shaped bytes: a header with any field values (rates from 0 to 2**32-1, any
channel count, sample size and format tag, sizes that lie), extra chunks, a data chunk of any
length, and random bit flips and truncations of all of it. The property: the reader either
returns mono float32 in [-1, 1] whose length agrees with what the header promised, or raises
`AudioFileError`; it never raises anything else, and it never reads more than the file holds.
"""

from __future__ import annotations

import struct
import tempfile
import time
from pathlib import Path

import numpy as np
from hypothesis import strategies as st

from adapters.audio.errors import AudioFileError
from adapters.audio.wav import REPLAY, STRICT, WavPolicy, inspect_wav, read_wav

_TAGS = st.sampled_from([1, 3, 6, 7, 0xFFFE, 2, 0x55, 0]) | st.integers(0, 0xFFFF)
_RATES = st.sampled_from([0, 1, 2, 7999, 8000, 16000, 44100, 48000, 48001, 96000, 2**31, 2**32 - 1])
_BITS = st.sampled_from([0, 1, 7, 8, 12, 16, 20, 24, 32, 64, 65535])


_PLAUSIBLE = st.sampled_from([(1, 8), (1, 16), (1, 24), (1, 32), (3, 32), (3, 64), (6, 8), (7, 8)])


@st.composite
def wav_bytes(draw: st.DrawFn) -> bytes:
    # Half the inputs start from a header a real tool could write, so the decoder is exercised
    # too; the other half have any field values at all.
    plausible = draw(st.booleans())
    if plausible:
        tag, bits = draw(_PLAUSIBLE)
        channels = draw(st.integers(1, 3))
        rate = draw(st.sampled_from([8000, 11025, 16000, 22050, 44100, 48000, 96000]))
        align = channels * bits // 8
        if draw(st.booleans()):
            tag = 0xFFFE if draw(st.booleans()) else tag
    else:
        tag = draw(_TAGS)
        channels = draw(st.sampled_from([0, 1, 2, 3, 8, 9, 255, 65535]))
        rate = draw(_RATES | st.integers(0, 2**32 - 1))
        bits = draw(_BITS | st.integers(0, 0xFFFF))
        honest_align = draw(st.booleans())
        align = (channels * bits // 8) & 0xFFFF if honest_align else draw(st.integers(0, 0xFFFF))
    fmt = struct.pack("<HHIIHH", tag, channels, rate, (rate * max(align, 1)) & 0xFFFFFFFF, align, bits)
    if tag == 0xFFFE:
        sub = draw(st.sampled_from([1, 3, 6, 7, 0x55])) if not plausible else _PLAUSIBLE_SUB[bits]
        fmt += struct.pack("<HHI", 22, bits, 0) + struct.pack("<H", sub) + bytes(14)
    payload = draw(st.binary(min_size=align if plausible else 0, max_size=4096))
    declared = None if plausible and draw(st.booleans()) else draw(
        st.sampled_from([None, 0, 0xFFFFFFFF, 2**31]) | st.integers(0, 2**32 - 1))
    chunks = [b"fmt " + struct.pack("<I", len(fmt)) + fmt]
    if draw(st.booleans()):
        junk = draw(st.binary(max_size=64))
        chunks.insert(draw(st.integers(0, 1)), b"LIST" + struct.pack("<I", len(junk)) + junk)
    size = len(payload) if declared is None else declared
    chunks.append(b"data" + struct.pack("<I", size) + payload)
    if not plausible and draw(st.booleans()):
        chunks.reverse()  # data before fmt
    magic = b"RIFF" if plausible else draw(st.sampled_from([b"RIFF", b"RIFF", b"RIFX", b"RF64"]))
    body = b"WAVE" + b"".join(chunks)
    data = bytearray(magic + struct.pack("<I", len(body)) + body)
    damaged = not plausible or draw(st.booleans())
    for _ in range(draw(st.integers(0, 3)) if damaged else 0):  # bit flips anywhere
        if data:
            i = draw(st.integers(0, len(data) - 1))
            data[i] ^= 1 << draw(st.integers(0, 7))
    if damaged and draw(st.booleans()):
        data = data[: draw(st.integers(0, len(data)))]
    return bytes(data)


# WAVE_FORMAT_EXTENSIBLE sub-format for a plausible sample size (float for 64-bit).
_PLAUSIBLE_SUB = {8: 1, 16: 1, 24: 1, 32: 3, 64: 3}


def check_wav_bytes(data: bytes, policy: WavPolicy) -> tuple[float, bool]:
    """Read `data` as a WAV file under `policy` and assert the property; returns the seconds
    taken and whether it was read (False: refused with `AudioFileError`)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.wav"
        path.write_bytes(data)
        t0 = time.perf_counter()
        try:
            info = inspect_wav(path, policy)
            audio = read_wav(path, 16000, policy=policy)
        except AudioFileError as exc:
            assert "\n" not in str(exc) and str(path) in str(exc)
            return time.perf_counter() - t0, False
        took = time.perf_counter() - t0
    assert policy.min_rate <= info.sample_rate <= policy.max_rate
    assert info.frames * info.block_align <= len(data) - info.data_offset
    x = audio.samples
    assert x.dtype == np.float32 and x.ndim == 1
    assert np.isfinite(x).all() and (np.abs(x) <= 1.0).all()
    expected = -(-info.frames * 16000 // info.sample_rate)
    assert x.size == expected, (x.size, expected)
    return took, True


POLICIES = (STRICT, REPLAY)
