"""Rooms per core on SQLite against PostgreSQL: the same load test, the same machine, one store
after the other at each room count, side by side.

Each store runs `voice-agent loadtest --rooms 1,4,8,... --procs P --store URL` (fake providers
plus Silero VAD, every worker process sharing the store as a fleet does): a throwaway
PostgreSQL server (tests/support/postgres.py) and a fresh SQLite file in a temporary directory.
The knee is the most rooms whose p95 turn latency stays within 50 ms of one room's with every
speech rule kept; rooms per core is the knee over the cores the processes had.

    .venv/bin/python bench/store_rooms.py [--rooms 1,4,8,12,16] [--procs 2] [--out out/store-rooms]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.postgres import TempPostgres, find_bindir  # noqa: E402

COLUMNS = (("turn_latency_p95_s", "turn p95 s", "{:.3f}"), ("store_latency_p50_ms", "store p50 ms", "{:.1f}"),
           ("store_latency_p95_ms", "store p95 ms", "{:.1f}"), ("store_calls_per_s", "store calls/s", "{:.0f}"),
           ("cpu_ms_per_session_s", "cpu ms/s", "{:.1f}"), ("loop_lag_p99_ms", "lag99 ms", "{:.1f}"))


def run_loadtest(store: str, rooms: str, procs: int, scenario: str, out: Path) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "adapters.cli", "loadtest", "--rooms", rooms, "--procs", str(procs),
           "--scenario", scenario, "--providers", "fake", "--store", store, "--out", str(out)]
    print("$", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=ROOT, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})
    return dict(json.loads((out / "report.json").read_text()))


def cell(fmt: str, value: Any) -> str:
    return "-" if value is None else fmt.format(value)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", default="1,4,8,12,16")
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--scenario", default="audio_fixtures/scenarios/airline_demo.yaml")
    parser.add_argument("--out", default="out/store-rooms")
    args = parser.parse_args()
    bindir = find_bindir()
    if bindir is None:
        print("PostgreSQL server binaries not found (apt-get install postgresql)", file=sys.stderr)
        return 2
    out = Path(args.out)
    server = TempPostgres(bindir).start()
    try:
        from adapters.store.pg_schema import migrate

        dsn = server.create_database("rooms")
        asyncio.run(migrate(dsn))
        with tempfile.TemporaryDirectory() as tmp:
            reports = {
                "sqlite": run_loadtest(f"sqlite://{tmp}/rooms.db", args.rooms, args.procs, args.scenario,
                                       out / "sqlite"),
                "postgresql": run_loadtest(dsn, args.rooms, args.procs, args.scenario, out / "postgresql"),
            }
    finally:
        server.stop()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    print(f"\n{args.procs} worker processes on {cores} cores, fake providers plus Silero VAD, {args.scenario}")
    print(f"{'rooms':>5} {'store':<11}" + "".join(f"{head:>15}" for _, head, _ in COLUMNS) + f"{'rules':>7}")
    steps = {name: {s["rooms"]: s for s in r["steps"]} for name, r in reports.items()}
    for n in sorted(next(iter(steps.values()))):
        for name in reports:
            step = steps[name].get(n)
            if step is None:
                continue
            agg = step["aggregate"]
            print(f"{n:>5} {name:<11}" + "".join(f"{cell(fmt, agg.get(key)):>15}" for key, _, fmt in COLUMNS)
                  + f"{'ok' if step['rules_ok'] else 'BROKE':>7}")
    for name, report in reports.items():
        knee = report.get("knee")
        per_core = f"{knee / cores:.1f}" if knee else "-"
        print(f"{name}: knee {knee if knee is not None else 'none'} rooms, {per_core} rooms per core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
