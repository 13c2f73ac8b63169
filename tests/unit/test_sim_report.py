"""The load test's outputs from known step results: report.json's names, the table, the plot."""

from __future__ import annotations

import io
import json
from pathlib import Path

from adapters.sim import stats
from adapters.sim.report import print_table, write_report
from adapters.sim.runner import LoadTestConfig, LoadTestResult, StepResult


def _step(mode: str, n: int, latency: float, cpu_s: float) -> StepResult:
    rooms = [{"room": i, "proc": i % 2, "ok": True, "calls": 1, "turn_latency_s": [latency],
              "first_interim_latency_s": [0.1], "dead_air_max_s": 2.0, "overlap_count": 0,
              "duplicate_jobs": 0, "delivered": 1, "delivery_failed": 0} for i in range(n)]
    procs = [{"proc": p, "rooms": n // 2 or 1, "cpu_s": cpu_s, "session_s": 40.0 * n / 2,
              "rss_start_mb": 200.0, "rss_peak_mb": 240.0, "loop_lag_ms": [2.0, 5.0],
              "rss_samples": [[1.0, 230.0], [2.0, 240.0]]} for p in range(2)]
    agg = stats.aggregate(rooms, procs)
    load = {"mean": 0.3, "max": 0.5, "threshold": 0.75, "above_threshold_fraction": 0.0}
    return StepResult(mode, rooms, procs, agg, {}, load, 45.0, ["Hello."])


def test_report_json_holds_rooms_aggregate_baseline_and_ratios(tmp_path: Path) -> None:
    config = LoadTestConfig(scenario="s.yaml", counts=[2, 4], procs=2, baseline=True,
                            duration_s=60.0)
    result = LoadTestResult(config, knee=4, script=["Hello."])
    for n in (2, 4):
        result.steps.append(_step("engine", n, 0.8, cpu_s=2.3))
        result.baselines.append(_step("baseline", n, 1.2, cpu_s=2.0))

    paths = write_report(result, tmp_path)
    report = json.loads(paths["json"].read_text())
    assert [r["room"] for r in report["rooms"]] == [0, 1, 2, 3]
    for name in ("turn_latency_p50_s", "turn_latency_p99_s", "cpu_ms_per_session_s",
                 "rss_mb_per_session", "loop_lag_p99_ms"):
        assert name in report["aggregate"] and name in report["baseline"]
    assert report["ratios"]["cpu"] == 1.15
    assert report["ratios"]["turn_latency_p95"] == round(0.8 / 1.2, 3)
    assert [s["rooms"] for s in report["steps"]] == [2, 4] and report["knee"] == 4
    assert paths["png"].stat().st_size > 10_000

    out = io.StringIO()
    print_table(result, out)
    text = out.getvalue()
    assert "baseline" in text and "cpu 1.15x" in text and "knee: 4 rooms" in text
