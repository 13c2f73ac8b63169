"""The simulated recogniser's endpointing, on real speech (Piper) through the Silero VAD: what a
streaming recogniser reports, and at which point of the audio."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from adapters.replay.cloud_sim.faults import Fault, FaultError, FaultPlan
from adapters.replay.cloud_sim.recogniser import (
    RATE,
    Final,
    Interim,
    Segmenter,
    SegmenterOptions,
    Settling,
    SpeechStart,
    UtteranceEnd,
    words_of,
)


@pytest.fixture(scope="module")
def vad_session() -> object:
    from livekit.plugins.silero.onnx_model import new_inference_session

    return new_inference_session(force_cpu=True)


@pytest.fixture(scope="module")
def speech() -> tuple[np.ndarray, np.ndarray]:
    from adapters.providers.local_tts import synthesize_speech

    return synthesize_speech("I want to book flight AF 22"), synthesize_speech("for Jane Doe")


def run(seg: Segmenter, audio: np.ndarray) -> list[tuple[float, object]]:
    """Push audio in 50 ms chunks (as the plugin sends it); events with the position they came at."""
    out = []
    for i in range(0, audio.size, RATE // 20):
        for ev in seg.push(audio[i : i + RATE // 20]):
            out.append((seg.position_s, ev))
    return out


def silence(s: float) -> np.ndarray:
    return np.zeros(round(s * RATE), np.float32)


def test_one_utterance_interims_then_one_speech_final_then_utterance_end(
    vad_session: object, speech: tuple[np.ndarray, np.ndarray]
) -> None:
    head, tail = speech
    audio = np.concatenate([silence(0.5), head, tail, silence(1.5)])
    seg = Segmenter(SegmenterOptions(endpointing_s=0.3, utterance_end_s=1.0, interim_interval_s=0.5), vad_session)
    events = run(seg, audio)
    kinds = [type(ev).__name__ for _, ev in events]
    assert kinds[0] == "SpeechStart" and kinds.count("SpeechStart") == 1
    finals = [(at, ev) for at, ev in events if isinstance(ev, Final)]
    assert len(finals) == 1 and finals[0][1].speech_final
    at, final = finals[0]
    speech_end = 0.5 + (head.size + tail.size) / RATE
    # endpointing: the final comes 0.3 s of silence after the last speech, not before
    assert final.speech_end_s <= speech_end + 0.05
    assert final.speech_end_s + 0.3 <= at + 0.04 < final.speech_end_s + 0.45
    interims = [ev for _, ev in events if isinstance(ev, Interim)]
    assert len(interims) >= 3 and all(i.from_s == final.from_s for i in interims)
    assert any(isinstance(ev, Settling) for _, ev in events)  # recognition starts before the final
    [(ue_at, ue)] = [(at, ev) for at, ev in events if isinstance(ev, UtteranceEnd)]
    assert ue.last_word_end_s == pytest.approx(final.speech_end_s, abs=1e-3) and ue_at >= ue.last_word_end_s + 1.0


def test_a_long_utterance_is_settled_at_a_pause_and_its_speech_final_repeats_no_words(
    vad_session: object, speech: tuple[np.ndarray, np.ndarray]
) -> None:
    head, tail = speech
    audio = np.concatenate([silence(0.5), head, silence(0.2), tail, silence(1.0)])
    seg = Segmenter(SegmenterOptions(endpointing_s=0.3, finalize_after_s=1.0, settle_pause_s=0.12), vad_session)
    finals = [ev for _, ev in run(seg, audio) if isinstance(ev, Final)]
    # settled piecewise (Piper's voice varies a little from one synthesis to the next, so the
    # number of pauses long enough to settle at does too), and one speech_final at the end
    assert len(finals) >= 2 and [f.speech_final for f in finals] == [False] * (len(finals) - 1) + [True]
    assert all(a.to_s <= b.from_s for a, b in itertools.pairwise(finals))  # no word in two finals
    assert finals[0].to_s < 0.5 + head.size / RATE + 0.2 < finals[-1].speech_end_s


def test_finalize_settles_what_is_pending(vad_session: object, speech: tuple[np.ndarray, np.ndarray]) -> None:
    head, _ = speech
    seg = Segmenter(SegmenterOptions(endpointing_s=0.3), vad_session)
    run(seg, np.concatenate([silence(0.3), head]))  # cut mid-speech: no endpoint yet
    final = seg.finalize()
    assert final is not None and final.from_finalize and not final.speech_final
    assert seg.finalize() is None  # nothing left


def test_speech_start_is_reported_once_per_utterance(vad_session: object, speech: tuple[np.ndarray, np.ndarray]) -> None:
    head, tail = speech
    seg = Segmenter(SegmenterOptions(endpointing_s=0.3), vad_session)
    events = run(seg, np.concatenate([silence(0.3), head, silence(1.0), tail, silence(1.0)]))
    starts = [ev for _, ev in events if isinstance(ev, SpeechStart) and ev.new_utterance]
    assert len(starts) == 2 and len([ev for _, ev in events if isinstance(ev, Final)]) == 2


def test_words_are_spread_over_the_speech_in_order() -> None:
    words = words_of("Book BA 117, please.", 1.0, 3.0, 0.9)
    assert [w["word"] for w in words] == ["book", "ba", "117", "please"]
    assert [w["punctuated_word"] for w in words] == ["Book", "BA", "117,", "please."]
    assert words[0]["start"] == 1.0 and words[-1]["end"] == 3.0
    assert all(a["end"] == b["start"] for a, b in itertools.pairwise(words))


def test_faults_fire_on_their_nth_event_count_times_and_are_logged() -> None:
    plan = FaultPlan()
    plan.arm(Fault("tts", "reject", nth=2, count=2, match="confirmed"))
    fired = [plan.take("tts", "request", text=t) is not None
             for t in ("hello", "is confirmed", "is confirmed", "is confirmed", "is confirmed")]
    assert fired == [False, False, True, True, False]
    assert [f.kind for f in plan.fired] == ["reject", "reject"]
    with pytest.raises(FaultError, match="400-599"):
        Fault("tts", "reject", status=200)
