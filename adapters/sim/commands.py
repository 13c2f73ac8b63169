"""`voice-agent loadtest`: concurrent simulated calls, their latency and their cost.

    voice-agent loadtest --rooms 16 --scenario audio_fixtures/scenarios/airline_demo.yaml \\
        --providers fake --baseline --out out/load
    voice-agent loadtest --ramp --max-rooms 32 --scenario ... --out out/ramp
    voice-agent loadtest --rooms 8 --procs 2 --store postgresql://... --scenario ... --out out/pg

Exit codes: 0 every room kept the speech rules (with --ramp: a knee was found); 1 a rule broke
(each is named); 2 unusable arguments, scenario or providers; 3 a worker process failed.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from voice_agent.cores import usable_cores

PROVIDER_KINDS = ("fake", "local", "cloud-sim")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "loadtest",
        help="run N concurrent simulated calls and measure latency, CPU and memory",
        description=(
            "Replay SCENARIO in N concurrent rooms, each its own AgentSession, spread over "
            "worker processes; print turn latency, dead air, overlaps, CPU and memory per "
            "session, write report.json and loadtest.png to DIR."
        ),
    )
    parser.add_argument("--scenario", required=True, metavar="S", help="scenario YAML file")
    parser.add_argument(
        "--rooms", default="1", metavar="N[,N...]",
        help="concurrent rooms; a list (1,4,8,16) runs each in turn (default 1)",
    )
    parser.add_argument("--procs", type=int, default=None, metavar="P",
                        help="worker processes (default: one per core)")
    parser.add_argument("--ramp", action="store_true",
                        help="raise the rooms (1, 2, 4, 8, 12, 16, ...) until the knee")
    parser.add_argument("--max-rooms", type=int, default=64, metavar="N",
                        help="with --ramp: the most rooms to try (default 64)")
    parser.add_argument("--providers", choices=PROVIDER_KINDS, default="fake",
                        help="speech providers (default fake: scripted delays plus Silero VAD; "
                             "cloud-sim: the production plugins against the simulated cloud, run "
                             "in a process of its own whose CPU is reported apart)")
    parser.add_argument("--baseline", action="store_true",
                        help="also run the load through a bare livekit Agent and compare")
    parser.add_argument("--duration", type=float, default=0.0, metavar="SECONDS",
                        help="repeat each room's call until SECONDS have passed (memory growth)")
    parser.add_argument("--stagger", type=float, default=0.25, metavar="SECONDS",
                        help="start offset between consecutive rooms (default 0.25)")
    parser.add_argument("--load-threshold", type=float, default=0.75, metavar="X",
                        help="the worker's load_threshold to judge its load reports against")
    parser.add_argument("--dead-air-limit", type=float, default=None, metavar="SECONDS",
                        help="dead air a room may have when its scenario sets no bound (3.6)")
    parser.add_argument("--store", default=None, metavar="URL",
                        help="the engine's store, shared by every worker process as a fleet shares it: "
                             "sqlite:///path.db or postgresql://... (migrated); reports store latency. "
                             "Default: each call in memory")
    parser.add_argument("--out", required=True, metavar="DIR",
                        help="write report.json, loadtest.png and worker logs here")
    parser.set_defaults(func=run_loadtest_command)


def _counts(args: argparse.Namespace) -> list[int] | None:
    from adapters.sim.stats import ramp_counts

    if args.ramp:
        return ramp_counts(args.max_rooms)
    try:
        counts = [int(x) for x in str(args.rooms).split(",") if x.strip()]
    except ValueError:
        return None
    return counts if counts and all(n > 0 for n in counts) else None


def run_loadtest_command(args: argparse.Namespace) -> int:
    from adapters.cli import missing_extra
    from adapters.replay.commands import REPLAY_MODULES

    if problem := missing_extra("replay", *REPLAY_MODULES, "psutil"):
        print(f"error: {problem}", file=sys.stderr)
        return 2
    from adapters.replay.scenario import ScenarioError, load_scenario
    from adapters.sim.report import print_table, write_report
    from adapters.sim.runner import LoadTestConfig, LoadTestError, run_loadtest
    from adapters.sim.stats import RuleLimits

    out, err = sys.stdout, sys.stderr
    counts = _counts(args)
    if counts is None or (args.procs is not None and args.procs < 1):
        print("error: --rooms takes positive integers (e.g. 8 or 1,4,8,16); --procs >= 1",
              file=err)
        return 2
    try:
        load_scenario(args.scenario)  # fail here, once, rather than in every worker
    except ScenarioError as exc:
        print(f"error: {exc}", file=err)
        return 2
    if args.store is not None and (problem := asyncio.run(_check_store(args.store))):
        print(f"error: {problem}", file=err)
        return 2
    limits = RuleLimits() if args.dead_air_limit is None else RuleLimits(args.dead_air_limit)
    config = LoadTestConfig(
        scenario=str(Path(args.scenario).resolve()),
        counts=counts,
        procs=args.procs or usable_cores(),
        providers=args.providers,
        baseline=args.baseline,
        ramp=args.ramp,
        stagger_s=args.stagger,
        duration_s=args.duration,
        load_threshold=args.load_threshold,
        limits=limits,
        out_dir=Path(args.out),
        store=args.store,
    )
    display = ProgressDisplay(err)
    try:
        result = asyncio.run(run_loadtest(config, progress=display.update))
    except LoadTestError as exc:
        display.clear()
        print(f"error: {exc}", file=err)
        return 3
    display.clear()
    print_table(result, out)
    paths = write_report(result, config.out_dir or Path("."))
    print(f"\nreport written to {paths['json']} and {paths['png']}", file=out)
    broken = [s for s in [*result.steps, *result.baselines] if not s.rules_ok]
    if args.ramp:
        return 0 if result.knee is not None else 1
    return 1 if broken else 0


async def _check_store(url: str) -> str | None:
    """Why the store cannot be used (a bad URL, no server, a schema not migrated), or None."""
    from adapters.store.urls import open_store
    from voice_agent.errors import VoiceAgentError

    try:
        store = await open_store(url)
    except VoiceAgentError as exc:
        return str(exc)
    await store.aclose()
    return None


class ProgressDisplay:
    """One status line on stderr, redrawn in place on a terminal, else every five seconds."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._tty = stream.isatty()
        self._last = 0.0
        self._shown = False

    def update(self, state: dict[str, Any]) -> None:
        now = time.monotonic()
        if now - self._last < (0.25 if self._tty else 5.0):
            return
        self._last = now
        procs = state["procs"].values()
        cpu = sum(float(p.get("cpu_pct", 0.0)) for p in procs)
        rss = sum(float(p.get("rss_mb", 0.0)) for p in procs)
        lag = max((float(p.get("lag_max_ms", 0.0)) for p in procs), default=0.0)
        active = sum(int(p.get("active", 0)) for p in procs)
        line = (f"[{state['mode']} {state['rooms']} rooms] {state['t']:6.1f} s  "
                f"calls done {state['calls_done']:>3}  in call {active:>3}  cpu {cpu:5.0f}%  "
                f"rss {rss:6.0f} MB  loop lag max {lag:5.1f} ms  "
                f"worker load {state['worker_load']:.2f}")
        if self._tty:
            self._stream.write("\r\x1b[2K" + line)
        else:
            self._stream.write(line + "\n")
        self._stream.flush()
        self._shown = True

    def clear(self) -> None:
        if self._tty and self._shown:
            self._stream.write("\r\x1b[2K")
            self._stream.flush()
