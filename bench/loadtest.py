"""The load-test benchmark of the issue: 1, 4, 8, 16 rooms against the bare livekit baseline,
then judged against the targets.

    .venv/bin/python bench/loadtest.py [--out out/bench] [--rooms 1,4,8,16] [--scenario S]
    .venv/bin/python bench/loadtest.py --from out/bench/report.json    # judge an earlier run

Targets (benchmarks, not tests): at 16 rooms with fakes plus Silero VAD, p95 turn latency
within 50 ms of one room, no overlaps, no dead-air violations, no duplicate jobs; the engine's
CPU per session-second at most 15% above the bare baseline's. Exit 0 when every target held.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.sim.stats import DEFAULT_DEAD_AIR_LIMIT_S, KNEE_TOLERANCE_S  # noqa: E402

CPU_OVERHEAD_MAX = 0.15


def judge(report: dict[str, Any], rooms: int = 16) -> list[tuple[str, bool, str]]:
    steps = {s["rooms"]: s for s in report["steps"]}
    one, big = steps.get(1), steps.get(rooms)
    if one is None or big is None:
        return [(f"steps 1 and {rooms} present", False, f"ran {sorted(steps)}")]
    agg, ref = big["aggregate"], one["aggregate"]["turn_latency_p95_s"]
    p95 = agg["turn_latency_p95_s"]
    out = [
        (f"{rooms} rooms: p95 within {KNEE_TOLERANCE_S * 1000:.0f} ms of one room",
         p95 is not None and ref is not None and p95 - ref <= KNEE_TOLERANCE_S,
         f"{p95} s vs {ref} s"),
        (f"{rooms} rooms: zero overlaps", agg["overlap_count"] == 0, str(agg["overlap_count"])),
        (f"{rooms} rooms: dead air within {DEFAULT_DEAD_AIR_LIMIT_S} s",
         (agg["dead_air_max_s"] or 0) <= DEFAULT_DEAD_AIR_LIMIT_S, f"{agg['dead_air_max_s']} s"),
        (f"{rooms} rooms: zero duplicate jobs", agg["duplicate_jobs"] == 0,
         str(agg["duplicate_jobs"])),
        (f"{rooms} rooms: every room kept the speech rules", bool(big["rules_ok"]),
         "; ".join(f"room {r}: {', '.join(v)}" for r, v in big["violations"].items()) or "yes"),
    ]
    ratios = big.get("ratios") or {}
    cpu = ratios.get("cpu")
    out.append((f"CPU overhead over the bare baseline <= {CPU_OVERHEAD_MAX:.0%}",
                cpu is not None and cpu - 1 <= CPU_OVERHEAD_MAX,
                "no baseline" if cpu is None else f"{(cpu - 1):+.1%} "
                f"({agg['cpu_ms_per_session_s']} vs {big['baseline']['cpu_ms_per_session_s']} "
                "ms per session-second)"))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="out/bench-loadtest")
    parser.add_argument("--rooms", default="1,4,8,16")
    parser.add_argument("--scenario", default="audio_fixtures/scenarios/airline_demo.yaml")
    parser.add_argument("--from", dest="source", default=None, help="judge this report.json")
    args = parser.parse_args()
    if args.source is None:
        cmd = [sys.executable, "-m", "adapters.cli", "loadtest", "--rooms", args.rooms,
               "--scenario", args.scenario, "--providers", "fake", "--baseline",
               "--out", args.out]
        print("$", " ".join(cmd), flush=True)
        subprocess.run(cmd, cwd=ROOT, check=False)
        source = Path(args.out) / "report.json"
    else:
        source = Path(args.source)
    report = json.loads(source.read_text(encoding="utf-8"))
    biggest = max(s["rooms"] for s in report["steps"])
    results = judge(report, rooms=biggest)
    print("\ntargets")
    for name, ok, detail in results:
        print(f"  {'PASS' if ok else 'MISS'}  {name}: {detail}")
    return 0 if all(ok for _, ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
