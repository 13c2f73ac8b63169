"""The fitted Whisper window: recognition as good as the padded 30 s window, a guard that catches
a decoder stuck repeating itself, and audio longer than one window still heard whole."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import yaml

from adapters.audio.wav import read_wav
from adapters.providers import local_stt
from adapters.providers.local_stt import LocalWhisperSTT
from adapters.providers.wer import wer

pytestmark = pytest.mark.integration

CALLER = Path(__file__).resolve().parents[2] / "audio_fixtures" / "caller"
LOOPS = "hello"  # a greedy decode of this one-word line on a 4 s window repeats it


def _line_text(name: str) -> str:
    lines = yaml.safe_load((CALLER / "lines.yaml").read_text())["lines"]
    return str(next(ln["text"] for ln in lines if ln["id"] == name))


def _samples(name: str) -> np.ndarray:
    return read_wav(CALLER / f"{name}.wav", sample_rate=16000).samples


@pytest.fixture(scope="module")
def whisper() -> LocalWhisperSTT:
    stt = LocalWhisperSTT()
    stt.prewarm()
    return stt


def test_fitted_window_hears_what_the_full_window_hears(whisper: LocalWhisperSTT) -> None:
    full = LocalWhisperSTT(fitted_window=False)
    for name in ("book_ba117", "status_noisy", "still_there_phone_noisy", "baggage_slow"):
        audio = _samples(name)
        fitted_text, _ = whisper.transcribe_samples(audio)
        full_text, _ = full.transcribe_samples(audio)
        assert wer(full_text, fitted_text) <= 0.1, (name, fitted_text, full_text)


def test_a_looping_decode_is_caught_and_decoded_again(monkeypatch: pytest.MonkeyPatch) -> None:
    greedy = LocalWhisperSTT(beam_size=1)
    audio = _samples(LOOPS)
    calls: list[str] = []
    real_fitted, real_full = local_stt._decode_fitted, LocalWhisperSTT._transcribe_full

    def fitted(*args: object, **kwargs: object) -> tuple[str, float] | None:
        out = real_fitted(*args, **kwargs)  # type: ignore[arg-type]
        calls.append("fitted" if out is not None else "fitted-rejected")
        return out

    def full(self: LocalWhisperSTT, *args: object) -> tuple[str, float]:
        calls.append("full")
        return real_full(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(local_stt, "_decode_fitted", fitted)
    monkeypatch.setattr(LocalWhisperSTT, "_transcribe_full", full)
    # A window this short makes the decoder repeat itself; the guard must notice and fall back.
    monkeypatch.setattr(local_stt, "_MIN_WINDOW_FRAMES", 400)
    text, _ = greedy.transcribe_samples(audio)
    assert calls == ["fitted-rejected", "full"], calls
    assert text.lower().strip(" ?.!") == "hello", text


def test_audio_longer_than_one_window_is_heard_whole(whisper: LocalWhisperSTT) -> None:
    gap = np.zeros(16000 * 30, dtype=np.float32)  # the second line starts in a second window
    audio = np.concatenate([_samples("baggage"), gap, _samples("status")])
    text, _ = whisper.transcribe_samples(audio)
    assert "baggage" in text.lower() and "status" in text.lower(), text


def _count_paths(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Which decodes run: "fitted" (accepted or not) and "full"."""
    calls: list[str] = []
    real_fitted, real_full = local_stt._decode_fitted, LocalWhisperSTT._transcribe_full

    def fitted(*args: object, **kwargs: object) -> tuple[str, float] | None:
        calls.append("fitted")
        return real_fitted(*args, **kwargs)  # type: ignore[arg-type]

    def full(self: LocalWhisperSTT, *args: object) -> tuple[str, float]:
        calls.append("full")
        return real_full(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(local_stt, "_decode_fitted", fitted)
    monkeypatch.setattr(LocalWhisperSTT, "_transcribe_full", full)
    return calls


def test_a_noisy_caller_cut_where_a_call_cuts_is_heard_on_the_fitted_window(
        whisper: LocalWhisperSTT, monkeypatch: pytest.MonkeyPatch) -> None:
    # babble at 15 dB: noisy audio by its level spread, heard right without the full window
    x, clean = _samples("book_ba117_noisy"), _samples("book_ba117")  # the same words, with and without babble
    assert local_stt.level_spread_db(x) < local_stt._NOISY_SPREAD_DB
    assert local_stt.level_spread_db(clean) >= local_stt._NOISY_SPREAD_DB
    # where the words end: the last sample of the clean recording above 1% of its peak
    speech_end = float(np.flatnonzero(np.abs(clean) > 0.01 * np.abs(clean).max())[-1]) / 16000
    said = _line_text("book_ba117_noisy")
    calls = _count_paths(monkeypatch)
    for start in (0.0, 0.2):
        for after in (0.2, 0.4):  # a call's VAD cuts this long after the last word
            text, _ = whisper.transcribe_samples(x[round(start * 16000): round((speech_end + after) * 16000)])
            assert wer(said, text) == 0.0, (start, after, text)
    assert calls == ["fitted"] * 4


def test_an_unsure_decode_of_noisy_audio_is_decided_by_the_full_window(
        whisper: LocalWhisperSTT, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _count_paths(monkeypatch)
    monkeypatch.setattr(local_stt, "_NOISY_MIN_CONFIDENCE", 0.99)  # no decode is this sure
    text, _ = whisper.transcribe_samples(_samples("status_noisy"))
    assert calls == ["fitted", "full"] and wer(_line_text("status_noisy"), text) == 0.0, (calls, text)
    calls.clear()  # clean audio: the fitted decode stands, however unsure
    whisper.transcribe_samples(_samples("status"))
    assert calls == ["fitted"]
