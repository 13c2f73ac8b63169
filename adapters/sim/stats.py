"""The arithmetic of a load test: pooling rooms into an aggregate, ratios, the knee. Pure.

A room is the metrics dict of one replayed call (the names of `adapters.replay.timeline`)
plus what the load test adds (``ok``, ``failures``, ``problems``, ``proc``). A process report
carries the resources of one worker process: CPU seconds, session-seconds, RSS, loop lag.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# The names of `report.json`'s "aggregate" (and "baseline"), in table order.
AGGREGATE_KEYS = (
    "rooms",
    "rooms_ok",
    "turns",
    "turn_latency_p50_s",
    "turn_latency_p95_s",
    "turn_latency_p99_s",
    "first_interim_latency_p95_s",
    "dead_air_max_s",
    "overlap_count",
    "duplicate_jobs",
    "delivered",
    "delivery_failed",
    "cpu_ms_per_session_s",
    "rss_mb_per_session",
    "rss_delta_mb_per_session",
    "loop_lag_p99_ms",
    "store_latency_p50_ms",
    "store_latency_p95_ms",
    "store_calls_per_s",
    "session_s",
)
# Compared against the bare livekit baseline: name -> what the ratio is called.
RATIO_KEYS = {
    "turn_latency_p50_s": "turn_latency_p50",
    "turn_latency_p95_s": "turn_latency_p95",
    "cpu_ms_per_session_s": "cpu",
    "rss_mb_per_session": "memory",
    "rss_delta_mb_per_session": "memory_delta",
}
KNEE_TOLERANCE_S = 0.050
DEFAULT_DEAD_AIR_LIMIT_S = 3.6  # dead_air_s (3 s) plus the progress line's lead-in


def percentile(values: Sequence[float], q: float) -> float | None:
    """Linear-interpolated percentile (numpy's default method); None for no values."""
    xs = sorted(float(v) for v in values)
    if not xs:
        return None
    pos = (len(xs) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def _round(x: float | None, digits: int = 4) -> float | None:
    return None if x is None else round(x, digits)


def _floats(rooms: Iterable[Mapping[str, Any]], key: str) -> list[float]:
    return [float(v) for r in rooms for v in (r.get(key) or []) if v is not None]


def _sum(rooms: Iterable[Mapping[str, Any]], key: str) -> int:
    return sum(int(r.get(key) or 0) for r in rooms)


def aggregate(
    rooms: Sequence[Mapping[str, Any]], procs: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """Pool the rooms' turns and the processes' resources into one set of figures.

    Latency percentiles are over every turn of every room (a p95 of per-room p95s would weigh
    a two-turn call like a twenty-turn one). CPU is the processes' CPU time over the summed
    length of the calls they ran, so it is the cost of one second of one call.
    """
    latencies = _floats(rooms, "turn_latency_s")
    interims = _floats(rooms, "first_interim_latency_s")
    lags = [float(x) for p in procs for x in (p.get("loop_lag_ms") or [])]
    store_ms = [float(x) for p in procs for x in (p.get("store_ms") or [])]
    wall_s = max((float(p.get("wall_s") or 0.0) for p in procs), default=0.0)
    session_s = sum(float(p.get("session_s") or 0.0) for p in procs)
    cpu_s = sum(float(p.get("cpu_s") or 0.0) for p in procs)
    n_rooms = len(rooms)
    rss_total = sum(float(p.get("rss_peak_mb") or 0.0) for p in procs)
    rss_delta = sum(
        max(0.0, float(p.get("rss_peak_mb") or 0.0) - float(p.get("rss_start_mb") or 0.0))
        for p in procs
    )
    dead_air = [float(r["dead_air_max_s"]) for r in rooms if r.get("dead_air_max_s") is not None]
    return {
        "rooms": n_rooms,
        "rooms_ok": sum(1 for r in rooms if r.get("ok")),
        "turns": len(latencies),
        "turn_latency_p50_s": _round(percentile(latencies, 50)),
        "turn_latency_p95_s": _round(percentile(latencies, 95)),
        "turn_latency_p99_s": _round(percentile(latencies, 99)),
        "first_interim_latency_p95_s": _round(percentile(interims, 95)),
        "dead_air_max_s": _round(max(dead_air, default=0.0)),
        "overlap_count": _sum(rooms, "overlap_count"),
        "duplicate_jobs": _sum(rooms, "duplicate_jobs"),
        "delivered": _sum(rooms, "delivered"),
        "delivery_failed": _sum(rooms, "delivery_failed"),
        "cpu_ms_per_session_s": _round(1000.0 * cpu_s / session_s, 2) if session_s else None,
        "rss_mb_per_session": _round(rss_total / n_rooms, 1) if n_rooms else None,
        "rss_delta_mb_per_session": _round(rss_delta / n_rooms, 2) if n_rooms else None,
        "loop_lag_p99_ms": _round(percentile(lags, 99), 2),
        # Every store call of every process (none with the default in-memory store).
        "store_latency_p50_ms": _round(percentile(store_ms, 50), 2),
        "store_latency_p95_ms": _round(percentile(store_ms, 95), 2),
        "store_calls_per_s": _round(len(store_ms) / wall_s, 1) if store_ms and wall_s else None,
        "session_s": _round(session_s, 2),
    }


def ratios(engine: Mapping[str, Any], baseline: Mapping[str, Any]) -> dict[str, float | None]:
    """engine / baseline for latency, CPU and memory; None where either side is missing."""
    out: dict[str, float | None] = {}
    for key, name in RATIO_KEYS.items():
        a, b = engine.get(key), baseline.get(key)
        out[name] = round(float(a) / float(b), 3) if a is not None and b else None
    return out


@dataclass(frozen=True)
class RuleLimits:
    """What "every speech rule still holds" means for a room that has no own expectation."""

    dead_air_max_s: float = DEFAULT_DEAD_AIR_LIMIT_S
    duplicate_jobs: int = 0


def rule_violations(room: Mapping[str, Any], limits: RuleLimits | None = None) -> list[str]:
    """Why a room breaks a speech rule (empty: it holds them all).

    A room's own scenario expectations come first (`failures`, e.g. a scenario that allows one
    deduplicated repeat); the limits only fill in what the scenario does not bound.
    """
    lim = limits or RuleLimits()
    out = [f"expect.{f}" for f in room.get("failures") or []]
    out += [str(p) for p in room.get("problems") or []]
    bounded = set(room.get("expect_keys") or [])
    if int(room.get("overlap_count") or 0) > 0 and "overlap_count" not in bounded:
        out.append(f"overlap_count={room['overlap_count']}")
    dead_air = room.get("dead_air_max_s")
    if dead_air is not None and "dead_air_max_s" not in bounded and dead_air > lim.dead_air_max_s:
        out.append(f"dead_air_max_s={dead_air} > {lim.dead_air_max_s}")
    dup = int(room.get("duplicate_jobs") or 0)
    if dup > lim.duplicate_jobs and "duplicate_jobs" not in bounded:
        out.append(f"duplicate_jobs={dup}")
    return out


def find_knee(
    steps: Sequence[Mapping[str, Any]], tolerance_s: float = KNEE_TOLERANCE_S
) -> int | None:
    """The largest room count whose p95 turn latency is within `tolerance_s` of one room's and
    whose rooms all kept the speech rules, walking up from the smallest step.

    A step is ``{"rooms": n, "aggregate": {...}, "rules_ok": bool}``. The reference is the step
    with the fewest rooms (the ramp always starts at one). The walk stops at the first step that
    fails: a larger count that passes again after a failure is luck, not capacity.
    """
    ordered = sorted(steps, key=lambda s: int(s["rooms"]))
    if not ordered:
        return None
    reference = ordered[0]["aggregate"].get("turn_latency_p95_s")
    knee: int | None = None
    for step in ordered:
        p95 = step["aggregate"].get("turn_latency_p95_s")
        within = reference is not None and p95 is not None and p95 - reference <= tolerance_s
        if not (within and step.get("rules_ok")):
            break
        knee = int(step["rooms"])
    return knee


def ramp_counts(max_rooms: int, start: int = 1) -> list[int]:
    """Room counts a ramp tries: doubling to 8, then 4 more at a time up to 32, then about a
    quarter more each step; `max_rooms` is always the last."""
    counts: list[int] = []
    n = max(1, start)
    while n <= max_rooms:
        counts.append(n)
        n = n * 2 if n < 8 else n + max(4, n // 4 // 4 * 4)
    if counts and counts[-1] != max_rooms and max_rooms > counts[-1]:
        counts.append(max_rooms)
    return counts


def growth_mb(samples: Sequence[tuple[float, float]], warmup_s: float = 30.0) -> float | None:
    """RSS growth over a run once warm: the first third of the run (at least `warmup_s`) is
    skipped, as allocator arenas, caches and first-call imports fill it (a 16-room run grows
    for three to four minutes, then levels off); the rest is halved, and the growth is the
    mean of the second half minus that of the first. None for runs too short to say."""
    if not samples:
        return None
    start = max(warmup_s, samples[-1][0] / 3)
    xs = [mb for t, mb in samples if t >= start]
    if len(xs) < 6:
        return None
    half = len(xs) // 2
    first = sum(xs[:half]) / half
    last = sum(xs[half:]) / (len(xs) - half)
    return round(last - first, 2)


_LIST_METRICS = ("turn_latency_s", "first_interim_latency_s", "barge_in_stop_s")
_SUM_METRICS = (
    "overlap_count", "overlap_s", "duplicate_jobs", "delivered", "delivery_failed",
    "caller_turns", "agent_items", "call_duration_s",
)


def merge_calls(calls: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """One room's metrics over the calls it ran back to back (a single call is returned as is,
    with ``calls: 1``): lists joined, counts summed, maxima kept, percentiles recomputed."""
    if len(calls) == 1:
        return {**calls[0], "calls": 1}
    out: dict[str, Any] = {}
    for key in _LIST_METRICS:
        out[key] = [v for c in calls for v in (c.get(key) or [])]
    lat = [float(v) for v in out["turn_latency_s"] if v is not None]
    out["turn_latency_p50_s"] = _round(percentile(lat, 50), 3)
    out["turn_latency_p95_s"] = _round(percentile(lat, 95), 3)
    out["dead_air_max_s"] = max(
        (float(c["dead_air_max_s"]) for c in calls if c.get("dead_air_max_s") is not None),
        default=0.0,
    )
    for key in _SUM_METRICS:
        total = sum(float(c.get(key) or 0) for c in calls)
        out[key] = round(total, 3) if key.endswith("_s") else int(total)
    jobs: dict[str, int] = {}
    for c in calls:
        for tool, n in (c.get("jobs") or {}).items():
            jobs[tool] = jobs.get(tool, 0) + int(n)
    out["jobs"] = jobs
    out["failures"] = [f for c in calls for f in c.get("failures") or []]
    out["problems"] = [p for c in calls for p in c.get("problems") or []]
    out["ok"] = all(c.get("ok") for c in calls)
    out["expect_keys"] = sorted({k for c in calls for k in c.get("expect_keys") or []})
    out["calls"] = len(calls)
    return out
