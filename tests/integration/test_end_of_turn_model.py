"""The local end-of-turn model: it loads offline from its package, refuses another build, and on
the caller fixtures scores a line's end above the same line cut off mid-word. What it cannot
tell apart (a hesitation from an end) is measured by bench/end_of_turn.py, not asserted here."""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

import numpy as np
import pytest

from adapters.audio.dsp import to_int16
from adapters.audio.energy import SpeechDetector
from adapters.audio.wav import read_wav
from adapters.providers.end_of_turn import WINDOW_SAMPLES, LocalEndOfTurnModel
from adapters.providers.errors import ModelIntegrityError

pytestmark = pytest.mark.integration

CALLER = Path(__file__).resolve().parents[2] / "audio_fixtures" / "caller"
RATE = 16000


@pytest.fixture(scope="module")
def model() -> LocalEndOfTurnModel:
    pytest.importorskip("livekit.local_inference")
    m = LocalEndOfTurnModel()
    m.prewarm()
    return m


def test_a_finished_line_scores_above_the_same_line_cut_mid_word(model: LocalEndOfTurnModel) -> None:
    floor = np.random.default_rng(1).standard_normal(RATE).astype(np.float32) * 10 ** (-66 / 20)
    for name in ("book_ba117", "status", "human", "still_there", "baggage"):
        x = np.concatenate([read_wav(CALLER / f"{name}.wav", RATE).samples, floor])
        speech = SpeechDetector().detect(x, RATE)
        end = round((speech[-1].end_s + 0.45) * RATE)  # the policy's second look
        middle = round((speech[0].start_s + speech[-1].end_s) / 2 * RATE)  # mid-sentence, mid-word
        finished = model.predict(to_int16(x[end - WINDOW_SAMPLES:end]))
        cut = model.predict(to_int16(x[middle - WINDOW_SAMPLES:middle]))
        assert 0.0 <= cut < finished <= 1.0, name
        assert finished >= 0.5, name


def test_another_build_of_the_package_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.metadata, "version", lambda _name: "0.3.0")
    with pytest.raises(ModelIntegrityError, match=r"livekit-local-inference==0\.2\.7"):
        LocalEndOfTurnModel().prewarm()
