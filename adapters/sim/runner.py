"""The parent side of a load test: worker processes, the steps of a ramp, the baseline.

Rooms are dealt round-robin over ``min(procs, rooms)`` worker processes (`adapters.sim.worker`),
each running its rooms concurrently on one event loop. LiveKit runs one job per process; with
more rooms than cores that would be N processes time-sharing the cores, and a process per room
also multiplies the fixed memory (Python, livekit, ONNX runtime) that says nothing about this
project. So a process runs several rooms, and the per-process figures are divided by its rooms.

While a step runs, the parent samples the machine's CPU load the way a LiveKit worker does
(`livekit.agents.utils.hw.get_cpu_monitor()`, 0.5 s samples, a moving average of five: the
`_DefaultLoadCalc` behind the default `load_fnc`), so the report says what the worker would
have told the LiveKit server and whether it would have refused jobs at its `load_threshold`.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import os
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from adapters.sim import stats
from adapters.sim.worker import PREFIX, WorkerSpec

READY_TIMEOUT_S = 180.0


class LoadTestError(RuntimeError):
    """A worker process failed to start, crashed, or never finished its rooms."""


@dataclass(frozen=True)
class LoadTestConfig:
    scenario: str
    counts: list[int]  # room counts to run, in order
    procs: int
    providers: str = "fake"
    baseline: bool = False
    ramp: bool = False  # stop at the first count past the knee
    stagger_s: float = 0.25
    duration_s: float = 0.0
    load_threshold: float = 0.75
    limits: stats.RuleLimits = field(default_factory=stats.RuleLimits)
    out_dir: Path | None = None
    cloud_sim_url: str = ""  # set by run_loadtest for providers "cloud-sim"
    store: str | None = None  # the engine's store URL, shared by every process; None: in memory


Progress = Callable[[dict[str, Any]], None]


@dataclass
class StepResult:
    mode: str
    rooms: list[dict[str, Any]]
    procs: list[dict[str, Any]]
    aggregate: dict[str, Any]
    violations: dict[str, list[str]]
    worker_load: dict[str, Any]
    wall_s: float
    script: list[str] = field(default_factory=list)  # the first call's lines, per caller line

    @property
    def count(self) -> int:
        return len(self.rooms)

    @property
    def rules_ok(self) -> bool:
        return not self.violations

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self) | {"rules_ok": self.rules_ok}
        out.pop("script")
        return out


def deal(rooms: int, procs: int) -> list[list[int]]:
    """Room numbers dealt round-robin over ``min(procs, rooms)`` processes."""
    n = max(1, min(procs, rooms))
    return [list(range(p, rooms, n)) for p in range(n)]


class WorkerLoadSampler:
    """The load a LiveKit worker on this machine would report (see module docstring)."""

    def __init__(self) -> None:
        from livekit.agents.utils.hw import get_cpu_monitor

        self._monitor = get_cpu_monitor()
        self._window: deque[float] = deque(maxlen=5)
        self.values: list[float] = []

    async def run(self) -> None:
        while True:
            pct = await asyncio.to_thread(self._monitor.cpu_percent, 0.5)
            self._window.append(pct)
            self.values.append(sum(self._window) / len(self._window))

    @property
    def current(self) -> float:
        return self.values[-1] if self.values else 0.0

    def summary(self, threshold: float) -> dict[str, Any]:
        vals = self.values
        return {
            "mean": round(sum(vals) / len(vals), 3) if vals else None,
            "max": round(max(vals), 3) if vals else None,
            "threshold": threshold,
            "above_threshold_fraction": (
                round(sum(1 for v in vals if v >= threshold) / len(vals), 3) if vals else None
            ),
        }


class _Worker:
    """One worker subprocess and the events it has sent."""

    def __init__(self, spec: WorkerSpec, proc: asyncio.subprocess.Process, log: Path | None):
        self.spec = spec
        self.proc = proc
        self.log = log
        self.ready = asyncio.Event()
        self.done: dict[str, Any] | None = None
        self.error: str | None = None

    async def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line.encode() + b"\n")
        await self.proc.stdin.drain()

    def failure(self) -> str:
        tail = ""
        if self.log is not None and self.log.exists():
            tail = "\n".join(self.log.read_text(errors="replace").splitlines()[-15:])
        why = self.error or f"exited with code {self.proc.returncode}"
        return f"worker {self.spec.proc} {why}" + (f"; its log ends:\n{tail}" if tail else "")


async def _spawn(spec: WorkerSpec, log_dir: Path | None) -> _Worker:
    log = log_dir / f"worker-{spec.mode}-{len(spec.rooms)}r-{spec.proc}.log" if log_dir else None
    stderr: Any = asyncio.subprocess.DEVNULL
    handle = None
    if log is not None:
        handle = log.open("wb")
        stderr = handle
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    try:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "adapters.sim.worker",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=stderr,
            env=env, limit=2**24,
        )
    finally:
        if handle is not None:
            handle.close()  # the child holds its own descriptor
    worker = _Worker(spec, proc, log)
    await worker.send(json.dumps(asdict(spec)))
    return worker


async def _read_events(worker: _Worker, on_event: Progress) -> None:
    assert worker.proc.stdout is not None
    async for raw in worker.proc.stdout:
        line = raw.decode(errors="replace")
        if not line.startswith(PREFIX):
            continue  # a library printing to stdout: not ours
        event = json.loads(line[len(PREFIX):])
        kind = event.get("event")
        if kind == "ready":
            worker.ready.set()
        elif kind == "done":
            worker.done = event["resources"]
        elif kind == "error":
            worker.error = f"failed: {event.get('message')}"
        on_event(event)
    await worker.proc.wait()
    worker.ready.set()  # a worker that died before `ready` must not hang the start


async def run_step(
    config: LoadTestConfig,
    rooms: int,
    *,
    mode: str = "engine",
    script: list[str] | None = None,
    progress: Progress | None = None,
) -> StepResult:
    """Run `rooms` concurrent calls over the worker processes and measure them."""
    log_dir = config.out_dir / "logs" if config.out_dir is not None else None
    if log_dir is not None:
        log_dir.mkdir(parents=True, exist_ok=True)
    specs = [
        WorkerSpec(proc=i, rooms=share, scenario=config.scenario, providers=config.providers,
                   mode=mode, stagger_s=config.stagger_s, duration_s=config.duration_s,
                   script=list(script or []), cloud_sim_url=config.cloud_sim_url,
                   store=config.store if mode == "engine" else None)
        for i, share in enumerate(deal(rooms, config.procs))
    ]
    calls: dict[int, list[dict[str, Any]]] = {r: [] for r in range(rooms)}
    live: dict[int, dict[str, Any]] = {}
    sampler = WorkerLoadSampler()
    t_go = time.monotonic()

    def on_event(event: dict[str, Any]) -> None:
        if event["event"] == "call_done":
            calls[int(event["room"])].append(event["record"])
        elif event["event"] == "stats":
            live[int(event["proc"])] = event
        if progress is not None:
            progress({"mode": mode, "rooms": rooms, "t": time.monotonic() - t_go,
                      "calls_done": sum(len(c) for c in calls.values()),
                      "procs": dict(live), "worker_load": sampler.current, "event": event})

    workers: list[_Worker] = []
    readers: list[asyncio.Task[None]] = []
    load_task: asyncio.Task[None] | None = None
    try:
        for spec in specs:
            worker = await _spawn(spec, log_dir)
            workers.append(worker)
            readers.append(asyncio.create_task(_read_events(worker, on_event),
                                               name=f"sim.read-{spec.proc}"))
        try:
            async with asyncio.timeout(READY_TIMEOUT_S):
                for w in workers:
                    await w.ready.wait()
        except TimeoutError:
            raise LoadTestError(
                f"the workers were not ready within {READY_TIMEOUT_S:g} s") from None
        if dead := [w for w in workers if w.proc.returncode is not None or w.error]:
            raise LoadTestError(dead[0].failure())
        load_task = asyncio.create_task(sampler.run(), name="sim.worker_load")
        t_go = time.monotonic()
        for w in workers:
            await w.send("go")
        await asyncio.gather(*readers)
    finally:
        for task in [*readers, *([load_task] if load_task else [])]:
            task.cancel()
        await asyncio.gather(*readers, *([load_task] if load_task else []),
                             return_exceptions=True)
        for w in workers:
            if w.proc.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    w.proc.kill()
            await w.proc.wait()
    wall_s = time.monotonic() - t_go
    if broken := [w for w in workers if w.done is None]:
        raise LoadTestError(broken[0].failure())
    return _measure(mode, workers, calls, sampler, config, wall_s)


def _measure(
    mode: str,
    workers: list[_Worker],
    calls: dict[int, list[dict[str, Any]]],
    sampler: WorkerLoadSampler,
    config: LoadTestConfig,
    wall_s: float,
) -> StepResult:
    procs: list[dict[str, Any]] = []
    proc_of: dict[int, dict[str, Any]] = {}
    for w in workers:
        res = dict(w.done or {})
        lags = res.pop("loop_lag_ms", [])
        store_ms = res.pop("store_ms", [])
        res["store_calls"] = len(store_ms)
        res["store_latency_p95_ms"] = stats.percentile(store_ms, 95)
        res["proc"] = w.spec.proc
        res["loop_lag_p99_ms"] = stats.percentile(lags, 99)
        session_s = float(res.get("session_s") or 0.0)
        res["cpu_ms_per_session_s"] = (
            round(1000.0 * float(res["cpu_s"]) / session_s, 2) if session_s else None
        )
        res["rss_growth_mb"] = stats.growth_mb([tuple(s) for s in res.get("rss_samples", [])])
        procs.append(res | {"loop_lag_ms": lags, "store_ms": store_ms})
        for room in w.spec.rooms:
            proc_of[room] = res
    first = calls.get(0) or [{}]
    script = list(first[0].get("lines_by_turn") or [])
    rooms: list[dict[str, Any]] = []
    for room, records in sorted(calls.items()):
        res = proc_of[room]
        merged = stats.merge_calls(records) if records else {
            "ok": False, "failures": [], "problems": ["the room finished no call"], "calls": 0}
        merged.pop("lines_by_turn", None)  # kept for the baseline, not for the report
        if mode == "baseline":
            # The scenario's expectations are the engine's (jobs, deliveries, what it says);
            # a bare agent is held to the measured rules only (overlap, dead air, duplicates).
            merged["expect_not_applicable"] = merged.pop("failures", [])
            merged["failures"], merged["expect_keys"] = [], []
            merged["ok"] = not merged.get("problems")
        rooms.append({
            "room": room,
            "proc": res["proc"],
            **merged,
            "cpu_ms_per_session_s": res["cpu_ms_per_session_s"],
            "rss_mb_per_session": round(float(res["rss_peak_mb"]) / max(1, int(res["rooms"])), 1),
            "loop_lag_p99_ms": res["loop_lag_p99_ms"],
        })
    aggregate = stats.aggregate(rooms, procs)
    aggregate["worker_load_mean"] = sampler.summary(config.load_threshold)["mean"]
    growths = [(p["rss_growth_mb"], int(p["rooms"])) for p in procs
               if p["rss_growth_mb"] is not None]
    aggregate["rss_growth_mb"] = max((g for g, _ in growths), default=None)
    aggregate["rss_growth_mb_per_session"] = max(
        (round(g / max(1, n), 2) for g, n in growths), default=None)
    violations = {
        str(r["room"]): v for r in rooms if (v := stats.rule_violations(r, config.limits))
    }
    for p in procs:
        p.pop("loop_lag_ms", None)  # summarised above; the raw ticks would swamp report.json
        p.pop("store_ms", None)
    return StepResult(mode, rooms, procs, aggregate, violations,
                      sampler.summary(config.load_threshold), round(wall_s, 2), script)


@dataclass
class LoadTestResult:
    config: LoadTestConfig
    steps: list[StepResult] = field(default_factory=list)
    baselines: list[StepResult] = field(default_factory=list)
    knee: int | None = None
    script: list[str] = field(default_factory=list)

    @property
    def last(self) -> StepResult:
        return self.steps[-1]

    def baseline_for(self, count: int) -> StepResult | None:
        return next((b for b in self.baselines if b.count == count), None)


async def run_loadtest(config: LoadTestConfig, progress: Progress | None = None) -> LoadTestResult:
    """Every step of the test: each room count, then (with `baseline`) the same count through
    the bare livekit agent. A ramp stops at the first count that misses the knee criteria.

    With providers "cloud-sim" the simulated cloud runs in a process of its own for the whole
    test: every worker's rooms talk to it over loopback, and its CPU (Whisper, Silero, Piper:
    the providers' side) is measured apart from the workers' and reported beside it."""
    if config.providers != "cloud-sim":
        return await _run_steps(config, progress)
    from adapters.replay.cloud_sim.process import CloudSimProcess

    sim = await CloudSimProcess().start()
    try:
        return await _run_steps(dataclasses.replace(config, cloud_sim_url=sim.base_url), progress, sim)
    finally:
        await sim.aclose()


async def _run_steps(config: LoadTestConfig, progress: Progress | None, sim: Any = None) -> LoadTestResult:
    result = LoadTestResult(config)
    script: list[str] | None = None
    for count in config.counts:
        sim_cpu0 = sim.cpu_s() if sim is not None else 0.0
        step = await run_step(config, count, progress=progress)
        if sim is not None:
            session_s = float(step.aggregate.get("session_s") or 0.0)
            used = sim.cpu_s() - sim_cpu0
            step.aggregate["simulator_cpu_ms_per_session_s"] = (
                round(1000.0 * used / session_s, 2) if session_s else None)
            step.aggregate["simulator_rss_mb"] = round(sim.rss_mb(), 1)
            cache = (await sim.snapshot()).get("cache", {})
            step.aggregate["simulator_recognitions"] = {"decoded": cache.get("misses"),
                                                        "cached": cache.get("hits")}
        result.steps.append(step)
        if script is None:
            # What the engine said to each caller line, in the first room's first call.
            script = result.script = list(step.script)
        if config.baseline:
            result.baselines.append(
                await run_step(config, count, mode="baseline", script=script, progress=progress)
            )
        if config.ramp:
            steps = [{"rooms": s.count, "aggregate": s.aggregate, "rules_ok": s.rules_ok}
                     for s in result.steps]
            knee = stats.find_knee(steps)
            result.knee = knee
            if knee != count:
                break
    if not config.ramp:
        steps = [{"rooms": s.count, "aggregate": s.aggregate, "rules_ok": s.rules_ok}
                 for s in result.steps]
        result.knee = stats.find_knee(steps) if len(steps) > 1 else None
    return result
