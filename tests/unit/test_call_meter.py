"""The call meter's definitions, event by event on a controlled clock: a voice call where the
caller books a flight, talks over a line, and waits in silence while the booking runs."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from adapters.observability.calls import CallMeter


class Recorded:
    def __init__(self) -> None:
        self.counts: dict[tuple[str, tuple[tuple[str, str], ...]], float] = defaultdict(float)
        self.observed: dict[str, list[float]] = defaultdict(list)

    def inc(self, metric: str, amount: float = 1.0, **labels: str) -> None:
        self.counts[(metric, tuple(sorted(labels.items())))] += amount

    def observe(self, metric: str, value: float, **labels: str) -> None:
        self.observed[metric].append(round(value, 3))

    def count(self, metric: str, **labels: str) -> float:
        return self.counts[(metric, tuple(sorted(labels.items())))]


class Clock:
    t = 100.0

    def __call__(self) -> float:
        return self.t


def item(kind: str, item_id: str, **data: Any) -> dict[str, Any]:
    return {"kind": kind, "item_id": item_id, "reply_to": None, "work_id": None, **data}


def test_a_voice_call_measured_from_its_events() -> None:
    sink, clock = Recorded(), Clock()
    meter = CallMeter(sink, agent="airline", is_voice=lambda: True, now=clock)
    meter.watch_voice(vad_lag_s=0.5)

    # The caller speaks 100.0 - 102.0; the VAD says so at 102.5; the transcript comes at 102.8.
    meter.on_user_state("speaking")
    clock.t = 102.5
    meter.on_user_state("listening")
    clock.t = 102.8
    meter.on_live("turn_received", {"trace_id": "t1"})
    clock.t = 103.0
    meter.on_live("job_started", {"work_id": "w1", "tool": "book_flight", "state": "started", "duplicate": False})
    meter.on_live("item_started", item("interim", "i1", reply_to="t1", work_id="w1"))
    clock.t = 103.3
    meter.on_agent_state("speaking")  # first audio of the interim line
    clock.t = 105.0
    meter.on_live("item_finished", item("interim", "i1", outcome="played"))
    meter.on_agent_state("listening")
    clock.t = 108.0  # three seconds of silence while the booking runs
    meter.on_live("item_started", item("progress", "p1", work_id="w1"))
    meter.on_agent_state("speaking")
    clock.t = 108.5
    meter.on_user_state("speaking")  # the caller talks over the progress line
    meter.on_live("item_finished", item("progress", "p1", outcome="interrupted"))
    meter.on_agent_state("listening")
    clock.t = 109.0
    meter.on_user_state("listening")
    meter.on_live("work_state", {"work_id": "w1", "state": "result_available"})
    meter.on_live("item_started", item("utterance", "u1", work_id="w1"))
    clock.t = 109.2
    meter.on_user_state("speaking")  # and the caller speaks as the answer starts
    meter.on_agent_state("speaking")
    meter.on_live("work_state", {"work_id": "w1", "state": "delivery_failed"})

    assert sink.count("turns", agent="airline") == 1
    assert sink.observed["turn_latency"] == [1.3]  # 102.0 (speech end) -> 103.3 (first audio)
    assert sink.observed["first_interim_latency"] == [0.3]  # 103.0 (job) -> 103.3
    # job start -> interim audio, 105 -> 108 before the progress line, 109.0 -> 109.2
    assert sink.observed["dead_air"] == [0.3, 3.0, 0.2]
    assert sink.count("barge_ins", agent="airline") == 1
    assert sink.count("overlaps", agent="airline") == 1
    assert sink.count("jobs", tool="book_flight") == 1
    assert sink.count("delivery_failures", agent="airline") == 1
    # pending work by state is a gauge: each state was entered and left again
    assert sink.count("pending_work", state="started") == 0
    assert sink.count("pending_work", state="result_available") == 0


def test_a_text_session_times_turns_to_the_posted_line_and_has_no_dead_air() -> None:
    sink, clock = Recorded(), Clock()
    meter = CallMeter(sink, agent="airline", is_voice=lambda: False, now=clock)
    meter.on_live("turn_received", {"trace_id": "t1"})
    meter.on_live("job_started", {"work_id": "w1", "tool": "book_flight", "state": "started"})
    clock.t = 100.2
    meter.on_live("item_started", item("interim", "i1", reply_to="t1", work_id="w1"))
    meter.on_live("item_finished", item("interim", "i1", outcome="played"))
    clock.t = 130.0
    meter.on_live("error", {"stage": "turn", "error_type": "LLMError"})
    meter.close()  # the live side closed with the work still pending: handed to the store

    assert sink.observed["turn_latency"] == [0.2]
    assert sink.observed["dead_air"] == []
    assert sink.count("errors", stage="turn") == 1 and sink.count("provider_errors", kind="llm") == 1
    assert sink.count("pending_work", state="started") == 0  # no longer this process's
