"""read_wav/write_wav: every WAV a caller might hand us loads as 16 kHz mono; bad files say why.

The harness's policy (`REPLAY`) is used here; `test_wav_limits.py` covers the strict one.
"""

from __future__ import annotations

import logging
import struct
import time
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from adapters.audio.dsp import StreamResampler, resample
from adapters.audio.errors import AudioFileError
from adapters.audio.wav import REPLAY, read_wav, write_stereo_wav, write_wav


def read_as_harness(
    path: Path, target_rate: int = 16000, *, issues: list[str] | None = None
) -> tuple[np.ndarray, int]:
    audio = read_wav(path, target_rate, policy=REPLAY, issues=issues)
    return audio.samples, audio.sample_rate


def tone(rate: int, seconds: float = 1.0, freq: float = 440.0, amp: float = 0.5) -> np.ndarray:
    t = np.arange(int(rate * seconds)) / rate
    return (amp * np.sin(2 * np.pi * freq * t)).astype(np.float32)


def dominant_hz(x: np.ndarray, rate: int) -> float:
    spec = np.abs(np.fft.rfft(x * np.hanning(x.size)))
    return float(np.fft.rfftfreq(x.size, 1 / rate)[int(np.argmax(spec))])


@pytest.mark.parametrize("rate", [8000, 11025, 16000, 22050, 24000, 32000, 44100, 48000, 96000])
def test_any_rate_becomes_16k_with_same_pitch_and_length(tmp_path: Path, rate: int) -> None:
    path = tmp_path / f"t{rate}.wav"
    sf.write(path, tone(rate, 1.0, 440.0), rate, subtype="PCM_16")
    x, out_rate = read_as_harness(path)
    assert out_rate == 16000
    assert x.dtype == np.float32 and x.ndim == 1
    assert abs(x.size - 16000) <= 2
    assert abs(dominant_hz(x, 16000) - 440.0) < 3.0
    # Amplitude survives resampling (away from the edges, where the filter ramps in).
    assert abs(np.max(np.abs(x[2000:-2000])) - 0.5) < 0.02


def test_other_target_rate(tmp_path: Path) -> None:
    path = tmp_path / "t.wav"
    sf.write(path, tone(16000), 16000)
    x, rate = read_as_harness(path, target_rate=24000)
    assert rate == 24000 and abs(x.size - 24000) <= 2


@pytest.mark.parametrize(
    "subtype", ["PCM_U8", "PCM_16", "PCM_24", "PCM_32", "FLOAT", "DOUBLE", "ULAW", "ALAW"]
)
def test_sample_formats(tmp_path: Path, subtype: str) -> None:
    path = tmp_path / f"{subtype}.wav"
    sf.write(path, tone(16000, amp=0.5), 16000, subtype=subtype)
    x, _ = read_as_harness(path)
    assert abs(np.max(np.abs(x)) - 0.5) < 0.03
    assert abs(dominant_hz(x, 16000) - 440.0) < 3.0


def test_stereo_and_multichannel_are_downmixed(tmp_path: Path) -> None:
    left, right = tone(44100, freq=440.0, amp=0.4), np.zeros(44100, dtype=np.float32)
    sf.write(tmp_path / "st.wav", np.stack([left, right], axis=1), 44100)
    x, _ = read_as_harness(tmp_path / "st.wav")
    assert abs(np.max(np.abs(x[1000:-1000])) - 0.2) < 0.02  # average of the two channels
    six = np.stack([tone(48000, amp=0.3)] * 6, axis=1)
    sf.write(tmp_path / "51.wav", six, 48000)
    y, _ = read_as_harness(tmp_path / "51.wav")
    assert abs(np.max(np.abs(y[1000:-1000])) - 0.3) < 0.02


def test_nan_and_inf_are_silenced_and_reported(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    x = tone(16000)
    x[100:110] = np.nan
    x[200] = np.inf
    x[300] = -np.inf
    sf.write(tmp_path / "nan.wav", x, 16000, subtype="FLOAT")
    issues: list[str] = []
    with caplog.at_level(logging.WARNING, logger="adapters.audio.wav"):
        y, _ = read_as_harness(tmp_path / "nan.wav", issues=issues)
    assert np.all(np.isfinite(y))
    assert len(issues) == 1 and "12 NaN/inf" in issues[0] and "nan.wav" in issues[0]
    assert any("repaired" in r.message for r in caplog.records)


def test_clipped_and_over_range_samples_stay_in_range(tmp_path: Path) -> None:
    x = tone(16000, amp=1.0) * 3.0  # float WAV far beyond full scale
    sf.write(tmp_path / "loud.wav", x, 16000, subtype="FLOAT")
    issues: list[str] = []
    y, _ = read_as_harness(tmp_path / "loud.wav", issues=issues)
    assert np.max(np.abs(y)) <= 1.0
    assert np.max(np.abs(y)) > 0.99  # still loud, not rescaled to something else
    assert any("clipped" in i for i in issues)
    # Integer WAV hard-clipped at full scale, resampled: ringing must not leave [-1, 1].
    sf.write(tmp_path / "clip16.wav", np.clip(x, -1, 1), 44100, subtype="PCM_16")
    z, _ = read_as_harness(tmp_path / "clip16.wav")
    assert np.max(np.abs(z)) <= 1.0


def test_ten_minutes_of_silence_loads_quickly(tmp_path: Path) -> None:
    path = tmp_path / "long.wav"
    sf.write(path, np.zeros(48000 * 600, dtype=np.int16), 48000, subtype="PCM_16")
    t0 = time.perf_counter()
    x, _ = read_as_harness(path)
    assert time.perf_counter() - t0 < 10.0
    assert x.size == 16000 * 600 and not np.any(x)


def _expect_error(path: Path, *words: str) -> AudioFileError:
    with pytest.raises(AudioFileError) as info:
        read_as_harness(path)
    msg = str(info.value)
    assert str(path) in msg, "the message names the file"
    for w in words:
        assert w in msg.lower(), f"{w!r} missing from {msg!r}"
    return info.value


def test_empty_file(tmp_path: Path) -> None:
    (tmp_path / "empty.wav").write_bytes(b"")
    _expect_error(tmp_path / "empty.wav", "empty")


def test_missing_file(tmp_path: Path) -> None:
    _expect_error(tmp_path / "nope.wav", "not found")


def test_header_only_no_samples(tmp_path: Path) -> None:
    sf.write(tmp_path / "zero.wav", np.zeros(0, dtype=np.int16), 16000)
    _expect_error(tmp_path / "zero.wav", "no audio")


def test_truncated_header(tmp_path: Path) -> None:
    good = tmp_path / "good.wav"
    sf.write(good, tone(16000), 16000, subtype="PCM_16")
    for n in (8, 20, 40):
        bad = tmp_path / f"trunc{n}.wav"
        bad.write_bytes(good.read_bytes()[:n])
        _expect_error(bad, "truncated" if n < 12 else "wav")


def test_truncated_data_loads_what_is_there(tmp_path: Path) -> None:
    good = tmp_path / "good.wav"
    sf.write(good, tone(16000), 16000, subtype="PCM_16")
    cut = tmp_path / "cut.wav"
    cut.write_bytes(good.read_bytes()[: 44 + 16000])  # half the samples, header says all
    issues: list[str] = []
    x, _ = read_as_harness(cut, issues=issues)
    assert 7000 < x.size < 9000
    assert any("truncated" in i for i in issues)


def test_corrupt_header(tmp_path: Path) -> None:
    good = tmp_path / "good.wav"
    sf.write(good, tone(16000), 16000, subtype="PCM_16")
    data = bytearray(good.read_bytes())
    data[12:16] = b"junk"  # the fmt chunk id
    data[16:20] = struct.pack("<I", 0xFFFFFFF0)  # absurd chunk size
    bad = tmp_path / "corrupt.wav"
    bad.write_bytes(bytes(data))
    _expect_error(bad, "wav")


def test_mp3_renamed_to_wav(tmp_path: Path) -> None:
    fake = tmp_path / "song.wav"
    fake.write_bytes(b"ID3\x04\x00\x00\x00\x00\x00\x00" + b"\xff\xfb\x90\x00" * 200)
    err = _expect_error(fake, "not a wav", "mp3")
    assert "ffmpeg" in str(err), "says what to do"


def test_text_renamed_to_wav(tmp_path: Path) -> None:
    fake = tmp_path / "notes.wav"
    fake.write_text("this is not audio at all, just some notes\n")
    _expect_error(fake, "not a wav", "text")


def test_flac_with_wav_name(tmp_path: Path) -> None:
    real = tmp_path / "x.flac"
    sf.write(real, tone(16000), 16000, format="FLAC")
    fake = tmp_path / "x.wav"
    fake.write_bytes(real.read_bytes())
    _expect_error(fake, "flac")


def test_unknown_codec_in_wav(tmp_path: Path) -> None:
    # A RIFF/WAVE whose fmt chunk names a codec libsndfile cannot decode (0x0055 = MP3 in WAV).
    fmt = struct.pack("<HHIIHH", 0x0055, 1, 16000, 2000, 1, 0)
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt
    body += b"data" + struct.pack("<I", 400) + bytes(400)
    path = tmp_path / "mp3inwav.wav"
    path.write_bytes(b"RIFF" + struct.pack("<I", len(body)) + body)
    _expect_error(path, "unsupported")


def test_write_wav_is_16_bit_mono_and_round_trips(tmp_path: Path) -> None:
    x = tone(16000, amp=0.25)
    x[5] = np.nan
    path = write_wav(tmp_path / "sub" / "out.wav", x, 16000)
    info = sf.info(path)
    assert (info.channels, info.samplerate, info.subtype) == (1, 16000, "PCM_16")
    issues: list[str] = []
    y, _ = read_as_harness(path, issues=issues)
    assert np.max(np.abs(y - np.nan_to_num(x))) < 1e-3
    assert issues == []  # an intact file reports nothing


def test_write_stereo_wav_pads_shorter_side(tmp_path: Path) -> None:
    path = write_stereo_wav(tmp_path / "st.wav", tone(16000, 1.0), tone(16000, 0.5, amp=0.2), 16000)
    data, rate = sf.read(path)
    assert rate == 16000 and data.shape == (16000, 2)
    assert np.max(np.abs(data[8000:, 1])) == 0.0
    assert sf.info(path).subtype == "PCM_16"


@pytest.mark.parametrize(
    ("subtype", "fmt", "endian"),
    [(s, "WAV", "FILE") for s in ("PCM_U8", "PCM_16", "PCM_24", "PCM_32", "FLOAT", "DOUBLE", "ULAW", "ALAW")]
    + [("PCM_24", "WAV", "BIG"), ("PCM_16", "RF64", "FILE"), ("FLOAT", "WAVEX", "FILE")],
)
def test_decoding_matches_libsndfile_sample_for_sample(
    tmp_path: Path, subtype: str, fmt: str, endian: str
) -> None:
    # The reader decodes samples itself (so that nothing but checked bytes reach a decoder);
    # libsndfile is the reference it must agree with, on every encoding it accepts.
    rng = np.random.default_rng(7)
    x = np.clip(rng.normal(0, 0.3, (4000, 3)), -1, 1)
    path = tmp_path / "x.wav"
    sf.write(path, x, 16000, subtype=subtype, format=fmt, endian=endian)
    reference, _ = sf.read(path, dtype="float32", always_2d=True)
    ours = read_wav(path, policy=REPLAY).samples
    assert np.array_equal(ours, reference.mean(axis=1, dtype=np.float32))


@pytest.mark.parametrize(("src", "dst"), [(48000, 16000), (44100, 16000), (8000, 16000),
                                          (44101, 16000), (16000, 24000)])
def test_streamed_resampling_is_the_same_as_resampling_whole(src: int, dst: int) -> None:
    # Long files are resampled block by block; the result must not depend on the block size.
    x = np.random.default_rng(1).normal(0, 0.3, 50_021).astype(np.float32)
    whole = resample(x, src, dst)
    for block in (997, src):
        rs = StreamResampler(src, dst)
        parts = [rs.push(x[i : i + block]) for i in range(0, x.size, block)] + [rs.flush()]
        assert np.array_equal(np.concatenate(parts), whole)
