"""Calls replayed on each speech path, side by side, measured from their audio: turn latency
p50/p95 (caller's end of speech -> first agent audio), first interim latency, dead air while work
is pending, overlaps; on the production path (cloud-sim) also our own part of each turn (the
recogniser's final -> the first TTS request of the answer; goal under 20 ms p50) and how late
the simulator's results were against the modelled service (its local models' compute on a
loaded machine: that much of the path's latency is the simulator's, not the service's).

    .venv/bin/python bench/voice_call.py                              # local models, the demo call
    .venv/bin/python bench/voice_call.py --paths local,cloud-sim      # the same calls on both paths
    .venv/bin/python bench/voice_call.py --paths cloud-sim,cloud-sim-vad   # who ends the turn
    .venv/bin/python bench/voice_call.py --paths cloud-sim --rules    # every speech rule, this path
    .venv/bin/python bench/voice_call.py --compare                    # local: default vs faster tuning

Paths: `local` (Whisper behind the VAD, Piper), `local-fast` (Whisper beam 1, 0.45 s VAD window),
`fake`, `cloud-sim` (the Deepgram and OpenAI plugins as production configures them, turns ended
by Deepgram's endpointing, against the simulated cloud in its own process), `cloud-sim-vad` (the
same, turns ended by the Silero VAD). Runs are sequential (each call is real time), so every path
sees the same machine load; the simulator's CPU is its own process's, reported apart.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from pathlib import Path
from typing import Any

from adapters.providers import build_providers
from adapters.replay.replay import replay

SCENARIOS = Path(__file__).resolve().parents[1] / "audio_fixtures" / "scenarios"
DEMO = SCENARIOS / "airline_demo.yaml"
RULES = sorted(p for p in SCENARIOS.glob("*.yaml") if p.stem != "rule9_manual_mode")
KEYS = ("turn_latency_p50_s", "turn_latency_p95_s", "first_interim_latency_s", "dead_air_max_s",
        "barge_in_stop_s", "overlap_count", "duplicate_jobs", "delivered", "delivery_failed")
CLOUD_KEYS = ("our_part_p50_s", "our_part_p95_s", "stt_final_late_p50_s", "tts_first_byte_late_p50_s",
              "simulator_cpu_s")
PATHS = ("local", "local-fast", "fake", "cloud-sim", "cloud-sim-vad")


async def providers_for(path: str, sim: Any) -> Any:
    if path.startswith("cloud-sim"):
        from adapters.replay.cloud_sim.providers import cloud_sim_providers

        return await cloud_sim_providers(sim, turn_detection="vad" if path.endswith("-vad") else "stt")
    if path == "local-fast":
        from adapters.providers.vad import VADOptions

        return build_providers("local", beam_size=1, vad_options=VADOptions(min_silence_duration=0.45))
    return build_providers(path)


async def run_path(path: str, scenarios: list[Path], runs: int, sim: Any) -> list[dict[str, Any]]:
    from adapters.replay.cloud_sim.measure import our_part_s

    providers = await providers_for(path, sim)
    rows = []
    try:
        for _ in range(runs):
            for scenario in scenarios:
                cpu0 = sim.cpu_s() if sim is not None and path.startswith("cloud-sim") else 0.0
                result = await replay(scenario, providers=providers)
                row = dict(result.metrics)
                row.update(scenario=scenario.stem, ok=result.ok, failures=result.failures + result.problems)
                if path.startswith("cloud-sim"):
                    row["our_part_s"] = our_part_s(result)
                    row["stt_final_late_s"] = [e.get("late_s", 0.0) for e in result.cloud_log.get("events", [])
                                               if e["kind"] == "stt_result" and e.get("is_final")]
                    row["tts_first_byte_late_s"] = [e.get("late_s", 0.0) for e in result.cloud_log.get("events", [])
                                                    if e["kind"] == "tts_first_byte"]
                    row["simulator_cpu_s"] = round(sim.cpu_s() - cpu0, 2)
                rows.append(row)
                print(f"  {path:<14} {scenario.stem:<26} {'ok' if result.ok else 'FAILED'}", flush=True)
    finally:
        await providers.aclose()
    return rows


def _values(rows: list[dict[str, Any]], key: str) -> list[float]:
    out: list[float] = []
    for r in rows:
        v = r.get(key)
        if isinstance(v, list):
            out.extend(float(x) for x in v if x is not None)
        elif isinstance(v, int | float) and not isinstance(v, bool):
            out.append(float(v))
    return out


def _pct(xs: list[float], q: float) -> float | None:
    if not xs:
        return None
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    s: dict[str, Any] = {}
    for key in KEYS:
        values = _values(rows, key)
        s[key] = statistics.median(values) if values else None
    # latency percentiles over every turn of every call, not medians of per-call percentiles
    turns = _values(rows, "turn_latency_s")
    s["turn_latency_p50_s"], s["turn_latency_p95_s"] = _pct(turns, 50), _pct(turns, 95)
    ours = _values(rows, "our_part_s")
    s["our_part_p50_s"], s["our_part_p95_s"] = _pct(ours, 50), _pct(ours, 95)
    s["stt_final_late_p50_s"] = _pct(_values(rows, "stt_final_late_s"), 50)
    s["tts_first_byte_late_p50_s"] = _pct(_values(rows, "tts_first_byte_late_s"), 50)
    cpu = _values(rows, "simulator_cpu_s")
    s["simulator_cpu_s"] = sum(cpu) if cpu else None
    s["calls that kept every rule"] = f"{sum(1 for r in rows if r['ok'])}/{len(rows)}"
    return s


async def main_async(args: argparse.Namespace) -> None:
    paths = [p.strip() for p in args.paths.split(",") if p.strip()]
    unknown = [p for p in paths if p not in PATHS]
    if unknown:
        raise SystemExit(f"unknown path(s) {unknown}; use {', '.join(PATHS)}")
    scenarios = RULES if args.rules else [args.scenario]
    sim = None
    if any(p.startswith("cloud-sim") for p in paths):
        from adapters.replay.cloud_sim.process import CloudSimProcess

        sim = await CloudSimProcess().start()
    results: dict[str, dict[str, Any]] = {}
    failures: dict[str, list[str]] = {}
    started = time.monotonic()
    try:
        for path in paths:
            rows = await run_path(path, scenarios, args.runs, sim)
            results[path] = summary(rows)
            failures[path] = [f"{r['scenario']}: {f}" for r in rows for f in r["failures"]]
    finally:
        if sim is not None:
            await sim.aclose()
    what = "every speech-rule scenario" if args.rules else args.scenario.name
    print(f"\n{what}, {args.runs} run(s) per path, {time.monotonic() - started:.0f} s "
          "(medians; latency percentiles over all turns)\n")
    print(f"{'metric':<28}" + "".join(f"{p:>15}" for p in paths))
    keys = [*KEYS, *(CLOUD_KEYS if sim is not None else ()), "calls that kept every rule"]
    for key in keys:
        print(f"{key:<28}" + "".join(f"{_fmt(results[p].get(key)):>15}" for p in paths))
    for path, lines in failures.items():
        for line in lines:
            print(f"  {path}: {line}")


async def with_http_context(args: argparse.Namespace) -> None:
    from livekit.agents.utils import http_context

    # One HTTP context for every call, as a worker's job has one: the Deepgram plugin keeps the
    # aiohttp session of its first stream, so a context closed after each call would break the
    # next call on the same providers.
    async with http_context.open():
        await main_async(args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--paths", default="local", help=f"comma-separated, of: {', '.join(PATHS)}")
    parser.add_argument("--providers", default=None, help="one path (kept for old command lines)")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--compare", action="store_true", help="local vs local-fast (older flag)")
    parser.add_argument("--rules", action="store_true", help="every speech-rule scenario, not one call")
    parser.add_argument("--scenario", type=Path, default=DEMO)
    args = parser.parse_args()
    if args.providers:
        args.paths = args.providers
    if args.compare:
        args.paths = "local,local-fast"
    asyncio.run(with_http_context(args))


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, str):
        return value
    return f"{value:.3f}"


if __name__ == "__main__":
    main()
