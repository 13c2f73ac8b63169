"""Hostile and huge WAVs: refused from the header in one line, before any large allocation;
long files stream in bounded memory. Plus a bounded fuzz run of the reader.

bench/wav_hostile.py measures `voice-agent transcribe` on the same files (time, peak RSS);
bench/fuzz_wav.py runs the fuzz target for longer.
"""

from __future__ import annotations

import argparse
import struct
import tracemalloc
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

from adapters.audio.errors import AudioFileError
from adapters.audio.wav import REPLAY, STRICT, WavPolicy, inspect_wav, iter_wav, read_wav
from adapters.providers import commands
from tests.support.wav_fuzz import POLICIES, check_wav_bytes, wav_bytes


def wav(fmt: bytes, data: bytes, *, data_size: int | None = None) -> bytes:
    size = len(data) if data_size is None else data_size
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", size) + data
    return b"RIFF" + struct.pack("<I", len(body)) + body


def fmt(tag: int = 1, channels: int = 1, rate: int = 16000, bits: int = 16, align: int | None = None) -> bytes:
    a = channels * bits // 8 if align is None else align
    return struct.pack("<HHIIHH", tag, channels, rate, (rate * a) & 0xFFFFFFFF, a & 0xFFFF, bits)


HOSTILE = {
    # name: (file bytes, words the one-line error must contain)
    "1 Hz, 2 KB": (wav(fmt(rate=1), bytes(2000)), ["sample rate 1 hz", "8000-48000"]),
    "2 Hz, 200 KB": (wav(fmt(rate=2), bytes(200_000)), ["sample rate 2 hz"]),
    "4 GHz": (wav(fmt(rate=2**32 - 1), bytes(2000)), ["sample rate 4294967295"]),
    "96 kHz": (wav(fmt(rate=96000), bytes(2000)), ["8000-48000"]),
    "7-bit": (wav(fmt(bits=7, align=1), bytes(16000)), ["7-bit pcm", "8, 16, 24, 32"]),
    "12-bit": (wav(fmt(bits=12, align=2), bytes(16000)), ["12-bit pcm"]),
    "16-bit float": (wav(fmt(tag=3, bits=16), bytes(16000)), ["16-bit float"]),
    "65535 channels": (wav(fmt(channels=65535), bytes(2000)), ["corrupt", "block size"]),
    "9 channels": (wav(fmt(channels=9), bytes(18 * 100)), ["9 channels", "downmix"]),
    "0 channels": (wav(fmt(channels=0, align=0), bytes(2000)), ["0 channels"]),
    "block size lies": (wav(fmt(align=7), bytes(2000)), ["block size 7"]),
    "data size lies (4 GB)": (wav(fmt(), bytes(2000), data_size=0xFFFFFFF0), ["truncated"]),
    "MP3 in WAV": (wav(fmt(tag=0x55, bits=0, align=1), bytes(2000)), ["unsupported", "mp3"]),
    "data before fmt": (
        b"RIFF" + struct.pack("<I", 4 + 8 + 100 + 24) + b"WAVE" + b"data" + struct.pack("<I", 100)
        + bytes(100) + b"fmt " + struct.pack("<I", 16) + fmt(),
        ["before the format chunk"],
    ),
    "10,000 tiny chunks": (
        b"RIFF" + struct.pack("<I", 4 + 80_000) + b"WAVE" + (b"junk" + struct.pack("<I", 0)) * 10_000,
        ["more than 1000 chunks"],
    ),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_header_is_refused_in_one_line_without_allocating(tmp_path: Path, name: str) -> None:
    data, words = HOSTILE[name]
    path = tmp_path / "hostile.wav"
    path.write_bytes(data)
    tracemalloc.start()
    try:
        with pytest.raises(AudioFileError) as info:
            read_wav(path, 16000)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    message = str(info.value)
    assert "\n" not in message and message.startswith(str(path))
    for word in words:
        assert word in message.lower(), (word, message)
    assert peak < 256 * 1024, f"{peak} bytes allocated to refuse a {len(data)}-byte file"


@pytest.mark.parametrize("name", ["1 Hz, 2 KB", "7-bit", "65535 channels", "data size lies (4 GB)"])
def test_transcribe_refuses_hostile_files_with_exit_2(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hostile.wav"
    path.write_bytes(HOSTILE[name][0])
    parser = argparse.ArgumentParser(prog="voice-agent")
    commands.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["transcribe", str(path), "--providers", "fake"])

    assert args.func(args) == 2

    captured = capsys.readouterr()
    (line,) = captured.err.strip().splitlines()
    assert line.startswith("voice-agent transcribe: error: ") and str(path) in line
    assert captured.out == ""


def test_the_harness_policy_is_wider_and_repairs_a_cut_off_file(tmp_path: Path) -> None:
    path = tmp_path / "cut.wav"
    path.write_bytes(wav(fmt(rate=96000), np.full(9600, 1000, "<i2").tobytes(), data_size=96000 * 2))
    with pytest.raises(AudioFileError, match="8000-48000"):
        read_wav(path, 16000, policy=STRICT)
    issues: list[str] = []
    audio = read_wav(path, 16000, policy=REPLAY, issues=issues)
    assert audio.samples.size == 1600  # the 0.1 s the file holds, at 16 kHz
    assert issues == [f"{path}: file is truncated: data chunk is {96000 * 2 - 9600 * 2} bytes short"]


def test_too_long_is_refused_from_the_header(tmp_path: Path) -> None:
    path = tmp_path / "long.wav"
    path.write_bytes(wav(fmt(), bytes(16000 * 2 * 3)))  # 3 s, against a 2 s limit
    with pytest.raises(AudioFileError, match=r"audio is 3 s long; at most 2 s is read"):
        inspect_wav(path, WavPolicy(max_seconds=2))
    assert STRICT.max_seconds == 4 * 3600 and REPLAY.max_seconds == 3600


def test_a_long_file_streams_in_bounded_memory(tmp_path: Path) -> None:
    # Two minutes at 48 kHz: 11 MB of PCM, 23 MB as float32; read in one-second blocks, the
    # reader holds a few blocks whatever the length.
    n = 48000 * 120
    path = tmp_path / "long.wav"
    tone = (np.sin(np.arange(n) * 2 * np.pi * 440 / 48000) * 8000).astype("<i2")
    path.write_bytes(wav(fmt(rate=48000), tone.tobytes()))
    del tone
    tracemalloc.start()
    try:
        total = 0
        for block in iter_wav(path, 16000):
            total += block.size
            assert np.abs(block).max() <= 1.0
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert total == 16000 * 120
    assert peak < 3 * 1024 * 1024, f"peak {peak / 1e6:.1f} MB for a 120 s file"


@pytest.mark.parametrize("policy", POLICIES, ids=["strict", "replay"])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=wav_bytes())
def test_fuzz_the_reader_returns_audio_or_one_line_error(policy: WavPolicy, data: bytes) -> None:
    check_wav_bytes(data, policy)
