"""`voice-agent transcribe` / `say`, and WAV input of every common shape (fake providers)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from adapters.audio.wav import read_wav
from adapters.providers import commands
from adapters.providers.fakes import FakeTTS


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="voice-agent")
    commands.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return int(args.func(args))


def speech_like(rate: int) -> np.ndarray:
    """1.5 s of speech-shaped audio between silences, at `rate`."""
    voiced = FakeTTS(sample_rate=rate).render("I'd like to book a flight.")
    pad = np.zeros(rate // 2, np.float32)
    return np.concatenate([pad, voiced * 5, pad])


@pytest.mark.parametrize("rate", [8000, 16000, 22050, 44100, 48000])
def test_transcribe_reads_any_common_rate(
    rate: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "caller.wav"
    sf.write(path, speech_like(rate), rate, subtype="PCM_16")

    assert run(["transcribe", str(path), "--providers", "fake"]) == 0

    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and re.fullmatch(r"\[speech 1\.\ds\]", out[0]), out


def test_stereo_clipped_and_nan_samples_are_converted(tmp_path: Path) -> None:
    left = speech_like(44100) * 40  # far beyond full scale
    left[1000:1100] = np.nan
    left[2000] = np.inf
    path = tmp_path / "stereo.wav"
    sf.write(path, np.stack([left, -left], axis=1), 44100, subtype="FLOAT")

    audio = read_wav(path, sample_rate=16000)

    assert audio.sample_rate == 16000
    assert audio.samples.ndim == 1 and audio.samples.dtype == np.float32
    assert np.isfinite(audio.samples).all() and np.abs(audio.samples).max() <= 1.0
    assert audio.duration == pytest.approx(len(left) / 44100, abs=0.01)


def corrupt_files(tmp_path: Path) -> dict[str, Path]:
    good = tmp_path / "good.wav"
    sf.write(good, speech_like(16000), 16000, subtype="PCM_16")
    data = good.read_bytes()
    files = {
        "empty": b"",
        "text": b"this is not audio\n" * 10,
        "truncated": data[: len(data) // 3],
        "header only": data[:44],
        "garbled header": data[:12] + b"\xff" * 40 + data[52:],
        "flac": None,
    }
    paths: dict[str, Path] = {}
    for name, content in files.items():
        path = tmp_path / f"{name.replace(' ', '_')}.wav"
        if content is None:
            sf.write(path, speech_like(16000), 16000, format="FLAC")
        else:
            path.write_bytes(content)
        paths[name] = path
    paths["missing"] = tmp_path / "missing.wav"
    return paths


def test_bad_files_get_one_line_and_exit_code_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, path in corrupt_files(tmp_path).items():
        code = run(["transcribe", str(path), "--providers", "fake"])

        captured = capsys.readouterr()
        assert code == 2, name
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1 and str(path) in lines[0], (name, captured.err)
        assert "Traceback" not in captured.err and captured.out == ""


def test_say_writes_16_bit_speech(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "reply.wav"

    assert run(["say", "Your flight is booked.", "--out", str(out), "--providers", "fake"]) == 0

    info = sf.info(out)
    assert (info.subtype, info.channels) == ("PCM_16", 1)
    assert info.duration == pytest.approx(len("Your flight is booked.") / 14, abs=0.05)
    assert str(out) in capsys.readouterr().out


def test_say_refuses_empty_text_and_missing_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["say", "  ", "--out", str(tmp_path / "x.wav"), "--providers", "fake"]) == 2
    assert run(["say", "hi", "--out", str(tmp_path / "no" / "x.wav"), "--providers", "fake"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 2
