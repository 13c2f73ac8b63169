"""One worker process of a load test: its share of the rooms, concurrently, on one event loop.

Started by the parent (`adapters.sim.runner`) as ``python -m adapters.sim.worker``. It reads its
`WorkerSpec` as one JSON line on stdin, loads what a LiveKit job process would load in its
prewarm (the Silero VAD, the agent's module), says ``ready``, and waits for ``go`` on stdin so
that every process starts its calls together. Then each room replays the scenario (again and
again while ``duration_s`` lasts), each call in its own `AgentSession` with its own providers.

Everything it reports is one JSON object per stdout line behind `PREFIX`; logging goes to
stderr. Events: ``ready``, ``call_done`` (a room's call and its timeline metrics), ``stats``
(once a second: CPU, RSS, loop lag, for the live display), ``done`` (the process's resources).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import importlib
import json
import logging
import os
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

import psutil

PREFIX = "@sim "
logger = logging.getLogger("adapters.sim.worker")

Emit = Callable[[dict[str, Any]], None]

# The scripted provider delays of the issue: what is measured is the pipeline, not a model.
FAKE_TIMINGS: dict[str, float] = {
    "final_delay": 0.15,
    "llm_first_token_delay": 0.3,
    "first_audio_delay": 0.1,
}


@dataclass(frozen=True)
class WorkerSpec:
    proc: int
    rooms: list[int]  # global room numbers, which also set each room's start offset
    scenario: str
    providers: str = "fake"
    mode: str = "engine"  # engine | baseline
    stagger_s: float = 0.25
    duration_s: float = 0.0  # 0: one call per room; else calls back to back until then
    script: list[str] = field(default_factory=list)  # the baseline's replies per caller line
    lag_interval_s: float = 0.05
    cloud_sim_url: str = ""  # providers "cloud-sim": the simulated cloud the parent runs
    store: str | None = None  # the engine's store (one per process, every room's calls); None: in memory


@dataclass
class Tally:
    """What a worker's rooms have done so far."""

    session_s: float = 0.0  # summed length of the finished calls
    in_call: int = 0


class LoopLagProbe:
    """How late the loop wakes a task that asked to sleep `interval_s`: the wait any callback
    on this loop saw at that moment, which is what a busy loop adds to a turn's latency."""

    def __init__(self, interval_s: float = 0.05) -> None:
        self.interval_s = interval_s
        self.lags_ms: list[float] = []
        self.recent_max_ms = 0.0

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            t0 = loop.time()
            await asyncio.sleep(self.interval_s)
            lag = max(0.0, (loop.time() - t0 - self.interval_s) * 1000.0)
            self.lags_ms.append(round(lag, 2))
            self.recent_max_ms = max(self.recent_max_ms, lag)


class ResourceMonitor:
    """CPU time and RSS of this process (all its threads: ONNX runtime's included)."""

    def __init__(self) -> None:
        self._proc = psutil.Process()
        self.rss_start_mb = self.rss_mb()
        self.rss_peak_mb = self.rss_start_mb
        self.samples: list[tuple[float, float]] = []
        self._t0 = time.monotonic()
        self._cpu0 = self.cpu_s()

    def cpu_s(self) -> float:
        times = self._proc.cpu_times()
        return float(times.user + times.system)

    def rss_mb(self) -> float:
        return float(self._proc.memory_info().rss) / 2**20

    def start(self) -> None:
        self._t0 = time.monotonic()
        self._cpu0 = self.cpu_s()
        self.rss_start_mb = self.rss_peak_mb = self.rss_mb()

    def sample(self) -> tuple[float, float]:
        t, mb = time.monotonic() - self._t0, self.rss_mb()
        self.rss_peak_mb = max(self.rss_peak_mb, mb)
        self.samples.append((round(t, 2), round(mb, 1)))
        return t, mb

    def cpu_used_s(self) -> float:
        return self.cpu_s() - self._cpu0


def prewarm(spec: WorkerSpec) -> Any:
    """What a LiveKit job process does once before its job: load models and the agent code.
    Returns the providers shared by every room of this process (local kinds), else None."""
    from adapters.replay.replay import ADAPTER_MODULES, import_agent_object
    from adapters.replay.scenario import load_scenario

    scenario = load_scenario(spec.scenario)
    import_agent_object(scenario.agent)
    for name in ADAPTER_MODULES:  # the engine bridge, imported by the first replay otherwise
        with contextlib.suppress(ModuleNotFoundError):
            importlib.import_module(name)
    if spec.providers == "fake":
        from adapters.providers.vad import load_silero_vad

        load_silero_vad()  # cached per process: every room's session shares the ONNX model
        return None
    if spec.providers == "cloud-sim":
        return None  # built on the event loop by `cloud_sim_shared`
    from adapters.providers import build_providers

    shared = build_providers(spec.providers)
    shared.prewarm()
    return shared


async def cloud_sim_shared(spec: WorkerSpec) -> Any:
    """The production plugins, shared by this process's rooms as a worker's job process shares
    its providers, pointed at the simulated cloud the parent runs in its own process: so this
    process does no inference but Silero's, and its CPU is the worker's own."""
    from adapters.replay.cloud_sim.process import CloudSimClient
    from adapters.replay.cloud_sim.providers import cloud_sim_providers

    if not spec.cloud_sim_url:
        raise RuntimeError("providers cloud-sim needs the simulated cloud's URL (cloud_sim_url)")
    return await cloud_sim_providers(CloudSimClient(spec.cloud_sim_url))


def _room_providers(spec: WorkerSpec, shared: Any) -> tuple[Any, bool]:
    """The providers of one call, and whether the call owns (closes) them. Fakes are per call:
    their scripts are (the STT's transcript queue, the LLM's replies). The baseline always
    answers through a fake LLM, also with local speech models (which bring no LLM)."""
    if shared is not None:
        if spec.mode != "baseline":
            return shared, False
        from adapters.providers.fakes import FakeLLM

        llm = FakeLLM(first_token_delay=FAKE_TIMINGS["llm_first_token_delay"])
        return dataclasses.replace(shared, llm=llm), False
    from adapters.providers import build_providers

    return build_providers("fake", **FAKE_TIMINGS), True


def call_record(result: Any) -> dict[str, Any]:
    """A replay result as JSON: its timeline metrics plus pass/fail."""
    from adapters.sim.baseline import lines_by_turn

    expect = result.scenario.expect
    keys = sorted(expect.metric_bounds()) if expect is not None else []
    return {
        **result.metrics,
        "ok": result.ok,
        "failures": list(result.failures),
        "problems": list(result.problems),
        "expect_keys": keys,
        "session_s": round(float(result.recording.duration_s), 3),
        "input_max_lag_s": round(float(result.stats.get("input_max_lag_s", 0.0)), 4),
        "lines_by_turn": lines_by_turn(result.recording),
    }


async def run_room(
    room: int,
    spec: WorkerSpec,
    shared: Any,
    emit: Emit,
    tally: Tally,
    t_go: float,
) -> None:
    from adapters.replay.replay import replay
    from adapters.sim.baseline import baseline_factory

    loop = asyncio.get_running_loop()
    await asyncio.sleep(room * spec.stagger_s)
    call = 0
    while True:
        prov, owned = _room_providers(spec, shared)
        factory = baseline_factory(spec.script, prov.llm) if spec.mode == "baseline" else None
        tally.in_call += 1
        try:
            result = await replay(spec.scenario, providers=prov, agent_factory=factory)
            record = call_record(result)
        except Exception as exc:
            # The room fails and says why; the other rooms of the process carry on.
            logger.exception("call failed", extra={"room": room})
            record = {"ok": False, "failures": [], "problems": [f"call crashed: {exc!r}"],
                      "session_s": 0.0}
        finally:
            tally.in_call -= 1
            if owned:
                await prov.aclose()
        tally.session_s += float(record.get("session_s") or 0.0)
        emit({"event": "call_done", "proc": spec.proc, "room": room, "call": call,
              "record": record})
        call += 1
        if loop.time() - t_go >= spec.duration_s:
            return


class StoreTimes:
    """Every store call's duration in this process, for the report's store latency."""

    def __init__(self) -> None:
        self.ms: list[float] = []
        self.failed = 0

    def __call__(self, operation: str, seconds: float, failed: bool) -> None:
        self.ms.append(round(seconds * 1000.0, 3))
        self.failed += failed


async def open_shared_store(spec: WorkerSpec, times: StoreTimes) -> Any:
    """What a LiveKit worker's calls share when the fleet runs on one store: each call's engine
    Server gets this process's store (timed; the Servers do not close it, the process does)."""
    if spec.store is None:
        return None
    from adapters.livekit import replay_adapter
    from adapters.store.timing import TimedStore
    from adapters.store.urls import open_store

    store = await open_store(spec.store)
    shared = TimedStore(store, times, owns=False)
    replay_adapter.engine_options = lambda: {"store": shared}
    return store


async def run_worker(spec: WorkerSpec, emit: Emit, wait_go: Callable[[], Any]) -> None:
    from livekit.agents.utils import http_context

    # One HTTP context for the process's calls, as a worker's job has one: the Deepgram plugin
    # keeps the aiohttp session of its first stream, and the rooms share one plugin instance.
    async with http_context.open():
        await _run_worker(spec, emit, wait_go)


async def _run_worker(spec: WorkerSpec, emit: Emit, wait_go: Callable[[], Any]) -> None:
    shared = prewarm(spec)
    if spec.providers == "cloud-sim":
        shared = await cloud_sim_shared(spec)
    store_times = StoreTimes()
    store = await open_shared_store(spec, store_times)
    monitor = ResourceMonitor()
    emit({"event": "ready", "proc": spec.proc, "pid": os.getpid(),
          "rss_mb": round(monitor.rss_mb(), 1)})
    await wait_go()

    loop = asyncio.get_running_loop()
    probe = LoopLagProbe(spec.lag_interval_s)
    tally = Tally()
    monitor.start()
    t_go = loop.time()

    async def report_stats() -> None:
        last_cpu, last_t = monitor.cpu_used_s(), loop.time()
        while True:
            await asyncio.sleep(1.0)
            t, mb = monitor.sample()
            cpu, now = monitor.cpu_used_s(), loop.time()
            emit({"event": "stats", "proc": spec.proc, "t": round(t, 1), "rss_mb": round(mb, 1),
                  "cpu_pct": round(100.0 * (cpu - last_cpu) / max(now - last_t, 1e-6), 1),
                  "lag_max_ms": round(probe.recent_max_ms, 1), "active": tally.in_call})
            probe.recent_max_ms = 0.0
            last_cpu, last_t = cpu, now

    async with asyncio.TaskGroup() as background:
        lag_task = background.create_task(probe.run(), name="sim.loop_lag_probe")
        stats_task = background.create_task(report_stats(), name="sim.stats_reporter")
        try:
            async with asyncio.TaskGroup() as rooms:
                for room in spec.rooms:
                    rooms.create_task(
                        run_room(room, spec, shared, emit, tally, t_go),
                        name=f"sim.room-{room}",
                    )
        finally:
            lag_task.cancel()
            stats_task.cancel()
    cpu_s = monitor.cpu_used_s()
    monitor.sample()
    if shared is not None:
        await shared.aclose()
    if store is not None:
        await store.aclose()
    emit({"event": "done", "proc": spec.proc, "resources": {
        "pid": os.getpid(),
        "rooms": len(spec.rooms),
        "cpu_s": round(cpu_s, 3),
        "wall_s": round(loop.time() - t_go, 3),
        "session_s": round(tally.session_s, 3),
        "rss_start_mb": round(monitor.rss_start_mb, 1),
        "rss_peak_mb": round(monitor.rss_peak_mb, 1),
        "rss_samples": monitor.samples,
        "loop_lag_ms": probe.lags_ms,
        "store_ms": store_times.ms,
        "store_errors": store_times.failed,
    }})


def main() -> int:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    spec = WorkerSpec(**json.loads(sys.stdin.readline()))
    out = sys.stdout

    def emit(event: dict[str, Any]) -> None:
        out.write(PREFIX + json.dumps(event, separators=(",", ":")) + "\n")
        out.flush()

    async def wait_go() -> None:
        line = await asyncio.to_thread(sys.stdin.readline)
        if line.strip() != "go":
            raise SystemExit(f"worker {spec.proc}: expected 'go' on stdin, got {line!r}")

    try:
        asyncio.run(run_worker(spec, emit, wait_go))
    except Exception as exc:
        logger.exception("worker failed")
        emit({"event": "error", "proc": spec.proc, "message": repr(exc), "spec": asdict(spec)})
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
