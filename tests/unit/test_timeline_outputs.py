"""What `Timeline.write` leaves on disk: the files a person opens after a replayed call."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf
from PIL import Image

from adapters.replay.recording import AgentFrame, AgentItem, CallerTurn, CallRecording
from adapters.replay.render import render_html
from adapters.replay.timeline import Timeline, build_timeline

RATE = 16000
SECTION_6 = {
    "turn_latency_s", "turn_latency_p50_s", "turn_latency_p95_s", "first_interim_latency_s",
    "dead_air_max_s", "overlap_count", "overlap_s", "barge_in_stop_s", "duplicate_jobs",
    "delivered", "delivery_failed",
}


def tone(seconds: float, amp: float, freq: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (amp * np.sin(2 * np.pi * freq * t)).astype(np.float32)


def airline_call() -> CallRecording:
    """Booking, interim line, dead air, an interrupted confirmation, its re-delivery."""
    rec = CallRecording(duration_s=16.0)
    rec.caller.append(CallerTurn(0, "I'd like to book flight BA 117 for John Smith",
                                 "caller/book_ba117.wav", 0.5, tone(2.0, 0.3, 200)))
    rec.mark(2.6, "turn", turn_index=0, text="i'd like to book flight ba 117 for john smith")
    rec.mark(2.8, "job_started", tool="book_flight", work_id="w1", key="k", duplicate=False)
    rec.mark(2.8, "work_state", work_id="w1", tool="book_flight", state="started")
    for start, end, text, kind, extra in [
        (3.0, 4.5, "Booking flight BA 117 now.", "interim", {"turn_index": 0, "work_id": "w1"}),
        (8.5, 9.5, "Still working on it.", "progress", {"work_id": "w1"}),
        (10.0, 11.0, "Your flight is booked, confirmation", "utterance",
         {"work_id": "w1", "interrupted": True}),
        (12.8, 14.8, "Your flight is booked, confirmation XYZ123.", "utterance", {"work_id": "w1"}),
    ]:
        rec.agent_items.append(AgentItem(start, end, text, kind, **extra))  # type: ignore[arg-type]
        rec.agent_frames.append(AgentFrame(start, tone(end - start, 0.2, 300)))
    rec.caller.append(CallerTurn(1, "wait, one more thing", "caller/wait.wav", 10.6,
                                 tone(1.2, 0.3, 200)))
    rec.mark(14.8, "work_state", work_id="w1", tool="book_flight", state="delivered")
    rec.transcripts.append((2.6, "i'd like to book flight ba 117 for john smith"))
    return rec


@pytest.fixture
def timeline() -> Timeline:
    return build_timeline(airline_call())


def test_write_produces_the_four_files(timeline: Timeline, tmp_path: Path) -> None:
    paths = timeline.write(tmp_path / "out")
    assert {p.name for p in paths.values()} == {
        "timeline.json", "timeline.html", "timeline.png", "call.wav"}
    assert all(p.is_file() and p.stat().st_size > 0 for p in paths.values())


def test_json_has_metrics_lanes_items_marks(timeline: Timeline, tmp_path: Path) -> None:
    doc = json.loads(timeline.write(tmp_path)["json"].read_text())
    assert SECTION_6 <= set(doc["metrics"])
    m = doc["metrics"]
    assert m["delivered"] == 1 and m["duplicate_jobs"] == 0
    assert m["dead_air_max_s"] == pytest.approx(4.0, abs=0.05)  # 4.5 -> 8.5
    assert len(m["barge_in_stop_s"]) == 1 and m["barge_in_stop_s"][0] == pytest.approx(0.4, abs=0.03)
    assert len(doc["lanes"]["caller"]) == 2 and len(doc["lanes"]["agent"]) == 4
    assert [it["kind"] for it in doc["items"]] == ["interim", "progress", "utterance", "utterance"]
    assert doc["items"][2]["interrupted"] is True
    assert {mk["kind"] for mk in doc["marks"]} == {"turn", "job_started", "work_state"}
    assert doc["work"][0]["final_state"] == "delivered"
    assert doc["segments"][0]["latency_s"] == pytest.approx(0.5, abs=0.03)
    assert json.loads(timeline.to_json())["metrics"] == m


def test_call_wav_is_stereo_caller_left_agent_right_on_the_call_clock(
    timeline: Timeline, tmp_path: Path
) -> None:
    data, rate = sf.read(timeline.write(tmp_path)["wav"])
    assert rate == RATE and data.shape[1] == 2 and sf.info(tmp_path / "call.wav").subtype == "PCM_16"

    def loud(ch: int, a: float, b: float) -> bool:
        return float(np.max(np.abs(data[int(a * RATE) : int(b * RATE), ch]))) > 0.1

    assert loud(0, 0.6, 2.4) and not loud(1, 0.6, 2.4)  # caller speaking, agent silent
    assert loud(1, 3.1, 4.4) and not loud(0, 3.1, 4.4)  # the interim line
    assert not loud(0, 4.6, 8.4) and not loud(1, 4.6, 8.4)  # dead air


def test_png_is_a_readable_picture(timeline: Timeline, tmp_path: Path) -> None:
    png = timeline.write(tmp_path)["png"]
    with Image.open(png) as img:
        w, h = img.size
        assert w >= 1000 and h >= 300
        colours = img.convert("RGB").getcolors(maxcolors=1 << 20) or []
    assert len(colours) > 20, "not a blank image"


def test_html_is_self_contained_and_shows_the_call(timeline: Timeline, tmp_path: Path) -> None:
    page = timeline.write(tmp_path)["html"].read_text()
    assert "<svg" in page and "</html>" in page
    for external in ("src=\"http", "href=\"http", "<script src", "<link"):
        assert external not in page
    assert "Booking flight BA 117 now." in page
    assert "dead air 4.0s" in page
    assert "barge-in" in page


def test_transcript_lines_read_in_time_order(timeline: Timeline) -> None:
    lines = timeline.transcript_lines()
    text = "\n".join(lines)
    assert "I'd like to book flight BA 117" in text
    assert "latency 0.50 s" in text
    assert "INTERRUPTED" in text and "DEAD AIR" in text
    order = [next(i for i, ln in enumerate(lines) if needle in ln)
             for needle in ("book flight BA 117 for John", "Booking flight", "DEAD AIR",
                            "Still working", "wait, one more", "XYZ123")]
    assert order == sorted(order)


def test_long_call_picture_stays_a_sensible_size(tmp_path: Path) -> None:
    rec = CallRecording(duration_s=600.0)
    rec.caller.append(CallerTurn(0, "hello", "caller/hello.wav", 1.0, tone(1.0, 0.3, 200)))
    tl = build_timeline(rec)
    with Image.open(tl.write(tmp_path)["png"]) as img:
        assert img.size[0] <= 3000


def crowded_call() -> Timeline:
    """A tool with a long name whose job takes 0.6 s, and a burst of marks 0.15 s apart."""
    tool = "check_international_baggage_allowance_for_passenger"
    rec = CallRecording(duration_s=30.0)
    rec.mark(5.0, "job_started", tool=tool, key="k", work_id="wrk_0123456789abcdef", duplicate=False)
    rec.mark(5.0, "work_state", work_id="wrk_0123456789abcdef", tool=tool, state="started")
    rec.mark(5.6, "work_state", work_id="wrk_0123456789abcdef", tool=tool, state="delivered")
    for i in range(12):
        rec.mark(10 + i * 0.15, "playback_finished")
    rec.mark(28.5, "job_started", tool="book", key="k2", work_id="wrk_late", duplicate=False)
    return build_timeline(rec)


def drawn_texts(tl: Timeline, path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The PNG's texts and where matplotlib drew them (pixel boxes), captured at save time."""
    import matplotlib.figure

    from adapters.replay.render import render_png

    seen: dict[str, Any] = {}
    save = matplotlib.figure.Figure.savefig

    def spy(fig: Any, *args: Any, **kwargs: Any) -> Any:
        fig.canvas.draw()
        ax = fig.axes[0]
        seen["texts"] = [(t.get_text(), t.get_window_extent()) for t in ax.texts]
        seen["rows"] = [(t.get_text(), t.get_window_extent()) for t in ax.get_yticklabels()]
        seen["axes"] = ax.get_window_extent()
        return save(fig, *args, **kwargs)

    monkeypatch.setattr(matplotlib.figure.Figure, "savefig", spy)
    render_png(tl, path)
    return seen


def test_png_shows_long_work_labels_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = drawn_texts(crowded_call(), tmp_path / "t.png", monkeypatch)
    rows = dict(seen["rows"])
    work_rows = [name for name in rows if name.startswith("work check_international")]
    assert work_rows and all(rows[n].x0 >= 0 for n in rows), "a row name runs off the picture"
    labels = dict(seen["texts"])
    # the 0.6 s job's label is too long for its bar: it is drawn beside it, whole
    assert "wrk_0123456789abcdef → delivered" in labels
    # the job still pending at the end has no room on its right: it is drawn on its left
    late = labels["wrk_late → pending at end"]
    assert seen["axes"].x0 <= late.x0 and late.x1 <= seen["axes"].x1


def test_png_mark_labels_do_not_overlap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tl = crowded_call()
    seen = drawn_texts(tl, tmp_path / "t.png", monkeypatch)
    from adapters.replay.render import _mark_label

    names = {_mark_label(m.kind, m.data) for m in tl.marks}
    boxes = [box for text, box in seen["texts"] if text in names]
    assert len(boxes) == len(tl.marks)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not a.overlaps(b), (a, b)


def test_the_pictures_show_where_each_turns_time_went(tmp_path: Path) -> None:
    rec = airline_call()
    rec.mark(2.55, "transcript_ready", recognise_s=0.2)
    rec.mark(2.6, "end_of_turn")
    rec.mark(2.7, "item_queued", kind="interim", reply_to="t0")
    rec.marks[0].data["trace_id"] = "t0"  # the engine's "turn" mark for caller line 0
    tl = build_timeline(rec)
    assert tl.turns[0].breakdown is not None
    page = render_html(tl)
    assert "turn timing" in page and "transcript ready" in page
    assert "end_of_turn" not in page.split("turn timing", 1)[1].split("marks", 1)[1]  # own lane only
    tl.write(tmp_path)
    assert Image.open(tmp_path / "timeline.png").size[1] > 200
