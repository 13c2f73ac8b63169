"""The committed caller recordings: the right format, every line present, reproducible, and
measured the same by the timeline whether the caller is in a quiet room, a noisy one, or on
a phone line."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf
import yaml

from adapters.audio.energy import SpeechDetector
from adapters.audio.wav import read_wav

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
CALLER = ROOT / "audio_fixtures" / "caller"
REQUIRED = {
    "book_ba117", "book_ba117_spoken", "book_ba117_phone", "thanks", "ok", "and",
    "still_there", "status", "wait", "human", "hello", "baggage", "book_af22_jane",
}


@pytest.fixture(scope="module")
def lines() -> list[dict[str, Any]]:
    return list(yaml.safe_load((CALLER / "lines.yaml").read_text(encoding="utf-8"))["lines"])


def test_every_line_has_a_small_mono_wav_in_its_format(lines: list[dict[str, Any]]) -> None:
    ids = {ln["id"] for ln in lines}
    assert REQUIRED <= ids
    assert {p.stem for p in CALLER.glob("*.wav")} == ids, "a WAV without a line, or vice versa"
    total = 0
    for ln in lines:
        info = sf.info(CALLER / f"{ln['id']}.wav")
        # A phone line's recording is what the line carries: 8 kHz G.711 µ-law; the rest 16 kHz PCM.
        expected = (8000, 1, "ULAW") if ln.get("band") == "line" else (16000, 1, "PCM_16")
        assert (info.samplerate, info.channels, info.subtype) == expected, ln["id"]
        assert 0.5 < info.duration < 8.0, ln["id"]
        total += (CALLER / f"{ln['id']}.wav").stat().st_size
    assert total < 3_500_000  # the recordings stay a small part of a checkout (3.1 MB with the phone-band hesitant lines)


def test_variety_is_there(lines: list[dict[str, Any]]) -> None:
    scales = [float(ln.get("length_scale", 1.0)) for ln in lines]
    assert min(scales) <= 0.85 and max(scales) >= 1.25
    assert sum(1 for ln in lines if ln.get("noise")) >= 2
    assert all(15 <= float(ln["snr_db"]) <= 25 for ln in lines if ln.get("noise"))
    assert any(ln.get("band") == "phone" for ln in lines)
    assert any(ln.get("band") == "line" and ln.get("loss") and ln.get("late") for ln in lines)


def test_a_phone_line_loses_and_delays_packets_as_its_line_says(lines: list[dict[str, Any]]) -> None:
    """The packet network of make_fixtures: a few percent of 20 ms packets silent (lost) and a
    few percent late (a 20 ms gap, the rest of the line later): the line is longer than its
    lossless twin by its late packets, and has silent packets inside its words."""
    spec = importlib.util.spec_from_file_location("make_fixtures", ROOT / "scripts/make_fixtures.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["make_fixtures"] = mod
    spec.loader.exec_module(mod)
    rng = np.random.default_rng(7)
    speech = (0.1 + rng.random(8000 * 10)).astype(np.float32)  # ten seconds of never-silent signal
    out = mod.packet_network(speech, 0.03, 0.05, np.random.default_rng(1))
    packets = out[: out.size // 160 * 160].reshape(-1, 160)
    silent = int(np.sum(np.all(packets == 0, axis=1)))
    late = (out.size - speech.size) // 160
    assert 0.03 * 500 <= late <= 0.08 * 500 and 0.05 * 500 <= silent <= 0.13 * 500
    assert silent >= late  # every late packet leaves a gap, every lost one is a gap


def test_phone_band_line_has_no_energy_above_3400_hz() -> None:
    audio = read_wav(CALLER / "book_ba117_phone.wav", 16000)
    x, rate = audio.samples, audio.sample_rate
    spec = np.abs(np.fft.rfft(x)) ** 2
    freqs = np.fft.rfftfreq(x.size, 1 / rate)
    above = spec[freqs > 4000].sum() / spec.sum()
    assert above < 0.001


def test_noise_and_telephone_do_not_move_the_measured_speech() -> None:
    """End of speech drives turn latency; noise must not shift it by more than a syllable."""
    det = SpeechDetector()

    def span(name: str) -> tuple[float, float]:
        audio = read_wav(CALLER / f"{name}.wav", 16000)
        x, rate = audio.samples, audio.sample_rate
        regions = det.detect(x, rate)
        return regions[0].start_s, regions[-1].end_s

    clean = span("book_ba117")
    for variant in ("book_ba117_noisy", "book_ba117_phone"):
        start, end = span(variant)
        assert abs(start - clean[0]) < 0.1, variant
        assert abs(end - clean[1]) < 0.1, variant
    quiet = span("status")
    noisy = span("status_noisy")  # same words, slightly different rate: compare the start only
    assert abs(quiet[0] - noisy[0]) < 0.1


@pytest.mark.skipif(importlib.util.find_spec("piper") is None, reason="piper-tts not installed")
def test_regenerating_reproduces_the_committed_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = importlib.util.spec_from_file_location("make_fixtures", ROOT / "scripts/make_fixtures.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "make_fixtures", mod)  # dataclasses look their module up
    spec.loader.exec_module(mod)
    ids = ["thanks", "status_noisy", "book_ba117_phone"]
    assert mod.main(["--out", str(tmp_path), *(a for i in ids for a in ("--only", i))]) == 0
    for i in ids:
        fresh, committed = sf.read(tmp_path / f"{i}.wav")[0], sf.read(CALLER / f"{i}.wav")[0]
        assert fresh.shape == committed.shape, i
        # Bit-exact on the machine that made them; a different CPU/onnxruntime may round a
        # few samples differently, which nobody can hear.
        assert np.max(np.abs(fresh - committed)) < 0.01, i
