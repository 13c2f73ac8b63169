"""`voice-agent loadtest` end to end: two rooms in two worker processes, engine and baseline."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CALLER = ROOT / "audio_fixtures" / "caller"

AGGREGATE_NAMES = (
    "turn_latency_p50_s", "turn_latency_p95_s", "turn_latency_p99_s",
    "first_interim_latency_p95_s", "dead_air_max_s", "overlap_count", "duplicate_jobs",
    "delivered", "delivery_failed", "cpu_ms_per_session_s", "rss_mb_per_session",
    "loop_lag_p99_ms",
)

pytestmark = pytest.mark.integration


@pytest.fixture
def short_scenario(tmp_path: Path) -> Path:
    path = tmp_path / "hello.yaml"
    path.write_text(
        "agent: voice_agent.examples.airline:make_agent\n"
        "timeout_s: 30\n"
        "caller:\n"
        f"  - {{audio: {CALLER / 'hello.wav'}, text: hello, at: 0.3}}\n"
        "expect:\n"
        "  overlap_count: 0\n",
        encoding="utf-8",
    )
    return path


def test_two_rooms_in_two_processes_with_baseline(short_scenario: Path, tmp_path: Path) -> None:
    out = tmp_path / "load"
    proc = subprocess.run(
        [sys.executable, "-m", "adapters.cli", "loadtest", "--rooms", "2", "--procs", "2",
         "--scenario", str(short_scenario), "--providers", "fake", "--baseline",
         "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "baseline" in proc.stdout and "ratio" in proc.stdout

    report = json.loads((out / "report.json").read_text())
    assert (out / "loadtest.png").stat().st_size > 0
    rooms, agg = report["rooms"], report["aggregate"]
    assert [r["room"] for r in rooms] == [0, 1]
    assert {r["proc"] for r in rooms} == {0, 1}
    assert len({p["pid"] for p in report["processes"]}) == 2
    for room in rooms:
        assert room["ok"], room
        assert room["caller_turns"] == 1 and room["overlap_count"] == 0
        assert all(0.2 < x < 3.0 for x in room["turn_latency_s"]), room["turn_latency_s"]
    for name in AGGREGATE_NAMES:
        assert name in agg and name in report["baseline"], name
    assert agg["rooms"] == 2 and agg["turns"] == 2
    assert 0.2 < agg["turn_latency_p50_s"] <= agg["turn_latency_p95_s"] <= agg["turn_latency_p99_s"]
    assert agg["overlap_count"] == 0 and agg["duplicate_jobs"] == 0
    assert agg["cpu_ms_per_session_s"] > 0 and agg["rss_mb_per_session"] > 50
    assert agg["loop_lag_p99_ms"] >= 0
    # the bare agent answers through the LLM's 300 ms first token: slower than the template reply
    assert report["baseline"]["turn_latency_p50_s"] > 0.2
    assert set(report["ratios"]) >= {"turn_latency_p95", "cpu", "memory"}
    assert report["baseline_script"] and "Sky Air" in report["baseline_script"][0]
