"""The load test's arithmetic on known inputs: percentiles, pooling, ratios, the knee."""

from __future__ import annotations

import numpy as np
import pytest

from adapters.sim import stats
from adapters.sim.runner import deal


@pytest.mark.parametrize("q", [0, 25, 50, 95, 99, 100])
def test_percentile_matches_numpy(q: float) -> None:
    xs = [0.71, 0.93, 0.64, 1.2, 0.8, 0.77, 0.69]
    assert stats.percentile(xs, q) == pytest.approx(float(np.percentile(xs, q)))


def test_percentile_of_nothing_is_none() -> None:
    assert stats.percentile([], 95) is None
    assert stats.percentile([0.5], 99) == 0.5


def _room(lat: list[float], **kw: object) -> dict[str, object]:
    return {"turn_latency_s": lat, "ok": True, "overlap_count": 0, "duplicate_jobs": 0,
            "delivered": 1, "delivery_failed": 0, "dead_air_max_s": 1.0, **kw}


def test_aggregate_pools_turns_and_divides_cpu_by_session_seconds() -> None:
    rooms = [
        _room([0.7, 0.8], first_interim_latency_s=[0.1], dead_air_max_s=2.5),
        _room([0.9], overlap_count=1, delivered=2, ok=False),
        _room([1.0, 0.6, 0.75], delivery_failed=1, duplicate_jobs=1),
    ]
    procs = [
        {"cpu_s": 3.0, "session_s": 60.0, "rss_start_mb": 200.0, "rss_peak_mb": 260.0,
         "loop_lag_ms": [1.0, 2.0, 3.0]},
        {"cpu_s": 1.0, "session_s": 20.0, "rss_start_mb": 200.0, "rss_peak_mb": 230.0,
         "loop_lag_ms": [4.0]},
    ]
    agg = stats.aggregate(rooms, procs)
    pooled = [0.7, 0.8, 0.9, 1.0, 0.6, 0.75]
    assert agg["rooms"] == 3 and agg["rooms_ok"] == 2 and agg["turns"] == 6
    assert agg["turn_latency_p50_s"] == pytest.approx(np.percentile(pooled, 50), abs=1e-4)
    assert agg["turn_latency_p95_s"] == pytest.approx(np.percentile(pooled, 95), abs=1e-4)
    assert agg["turn_latency_p99_s"] == pytest.approx(np.percentile(pooled, 99), abs=1e-4)
    assert agg["first_interim_latency_p95_s"] == pytest.approx(0.1)
    assert agg["dead_air_max_s"] == 2.5
    assert (agg["overlap_count"], agg["duplicate_jobs"]) == (1, 1)
    assert (agg["delivered"], agg["delivery_failed"]) == (4, 1)
    assert agg["cpu_ms_per_session_s"] == pytest.approx(1000 * 4.0 / 80.0)  # 50 ms per second
    assert agg["rss_mb_per_session"] == pytest.approx(490.0 / 3, abs=0.05)
    assert agg["rss_delta_mb_per_session"] == pytest.approx(90.0 / 3, abs=0.01)
    assert agg["loop_lag_p99_ms"] == pytest.approx(np.percentile([1, 2, 3, 4], 99), abs=0.01)
    for name in ("turn_latency_p50_s", "turn_latency_p95_s", "turn_latency_p99_s",
                 "first_interim_latency_p95_s", "dead_air_max_s", "overlap_count",
                 "duplicate_jobs", "delivered", "delivery_failed", "cpu_ms_per_session_s",
                 "rss_mb_per_session", "loop_lag_p99_ms"):
        assert name in agg


def test_ratios_are_engine_over_baseline_and_none_when_missing() -> None:
    engine = {"turn_latency_p50_s": 0.8, "turn_latency_p95_s": 0.9,
              "cpu_ms_per_session_s": 115.0, "rss_mb_per_session": 100.0,
              "rss_delta_mb_per_session": None}
    base = {"turn_latency_p50_s": 1.0, "turn_latency_p95_s": 1.2,
            "cpu_ms_per_session_s": 100.0, "rss_mb_per_session": 0.0,
            "rss_delta_mb_per_session": 5.0}
    r = stats.ratios(engine, base)
    assert r["turn_latency_p50"] == 0.8
    assert r["turn_latency_p95"] == 0.75
    assert r["cpu"] == 1.15
    assert r["memory"] is None  # a zero baseline has no ratio
    assert r["memory_delta"] is None


def _step(n: int, p95: float | None, ok: bool = True) -> dict[str, object]:
    return {"rooms": n, "aggregate": {"turn_latency_p95_s": p95}, "rules_ok": ok}


def test_knee_is_the_last_count_within_50_ms_of_one_room() -> None:
    steps = [_step(1, 0.80), _step(2, 0.81), _step(4, 0.82), _step(8, 0.849), _step(16, 0.87)]
    assert stats.find_knee(steps) == 8


def test_knee_stops_at_the_first_broken_rule_even_if_later_counts_pass() -> None:
    steps = [_step(4, 0.80), _step(1, 0.80), _step(2, 0.80, ok=False), _step(8, 0.80)]
    assert stats.find_knee(steps) == 1


def test_no_knee_when_one_room_already_breaks_a_rule() -> None:
    assert stats.find_knee([_step(1, 0.8, ok=False), _step(2, 0.8)]) is None
    assert stats.find_knee([]) is None
    assert stats.find_knee([_step(1, None)]) is None  # no turn answered: nothing to compare


def test_rule_violations_use_the_scenarios_own_bounds_first() -> None:
    clean = _room([0.8])
    assert stats.rule_violations(clean) == []
    assert stats.rule_violations(_room([0.8], overlap_count=2)) == ["overlap_count=2"]
    long_gap = _room([0.8], dead_air_max_s=4.0)
    assert stats.rule_violations(long_gap)[0].startswith("dead_air_max_s=4.0")
    assert stats.rule_violations(long_gap, stats.RuleLimits(dead_air_max_s=5.0)) == []
    # rule 7's scenario allows one deduplicated repeat: its own bound, checked by replay
    allowed = _room([0.8], duplicate_jobs=1, expect_keys=["duplicate_jobs"])
    assert stats.rule_violations(allowed) == []
    failed = _room([0.8], failures=["overlap_count: 1 > 0"], problems=["timeout: ..."])
    assert stats.rule_violations(failed) == ["expect.overlap_count: 1 > 0", "timeout: ..."]


def test_merge_calls_joins_lists_and_recomputes_percentiles() -> None:
    calls = [
        _room([0.7, 0.9], jobs={"book_flight": 1}, call_duration_s=40.0),
        _room([0.8], jobs={"book_flight": 1}, dead_air_max_s=2.0, call_duration_s=41.5,
              ok=False, failures=["x"]),
    ]
    merged = stats.merge_calls(calls)
    assert merged["calls"] == 2
    assert merged["turn_latency_s"] == [0.7, 0.9, 0.8]
    assert merged["turn_latency_p50_s"] == pytest.approx(0.8)
    assert merged["jobs"] == {"book_flight": 2}
    assert merged["delivered"] == 2 and merged["dead_air_max_s"] == 2.0
    assert merged["call_duration_s"] == 81.5
    assert merged["ok"] is False and merged["failures"] == ["x"]
    assert stats.merge_calls([calls[0]])["calls"] == 1


def test_ramp_counts_double_then_step() -> None:
    assert stats.ramp_counts(16) == [1, 2, 4, 8, 12, 16]
    assert stats.ramp_counts(10) == [1, 2, 4, 8, 10]
    assert stats.ramp_counts(1) == [1]


def test_rooms_are_dealt_round_robin_over_at_most_one_process_each() -> None:
    assert deal(5, 2) == [[0, 2, 4], [1, 3]]
    assert deal(1, 4) == [[0]]


def test_memory_growth_skips_the_warmup_and_compares_the_halves_of_the_rest() -> None:
    # fills for the first 200 s, then level with noise: no growth
    warm = [(float(t), min(300.0, 150.0 + t * 0.75) + (t % 20) / 10) for t in range(0, 600, 10)]
    assert stats.growth_mb(warm) == pytest.approx(0.0, abs=0.5)
    leak = [(float(t), 300.0 + t / 10) for t in range(0, 600, 10)]  # 6 MB a minute
    assert stats.growth_mb(leak) == pytest.approx(20.0, abs=1.0)
    assert stats.growth_mb([(40.0, 1.0)]) is None
    assert stats.growth_mb([]) is None
