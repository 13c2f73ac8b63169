"""The demo call's figures on this machine: turn latency p50/p95 (caller end of speech → first
agent audio), first interim latency, dead air while work is pending, overlaps, measured from the
audio of replayed calls.

    .venv/bin/python bench/voice_call.py                 # local models, default tuning
    .venv/bin/python bench/voice_call.py --compare       # default vs faster tuning, side by side
    .venv/bin/python bench/voice_call.py --providers fake

Faster tuning: Whisper greedy decoding (beam 1) and a 0.45 s VAD silence window instead of
0.55 s. Runs are sequential (each call is real time), so the machine's load is the same for both.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
from pathlib import Path
from typing import Any

from adapters.providers import build_providers
from adapters.replay.replay import replay

DEMO = Path(__file__).resolve().parents[1] / "audio_fixtures" / "scenarios" / "airline_demo.yaml"
KEYS = ("turn_latency_p50_s", "turn_latency_p95_s", "first_interim_latency_s", "dead_air_max_s",
        "overlap_count", "duplicate_jobs", "delivered", "delivery_failed")


def tuning(name: str, kind: str) -> dict[str, Any]:
    if name == "default" or kind != "local":
        return {}
    from adapters.providers.vad import VADOptions

    return {"beam_size": 1, "vad_options": VADOptions(min_silence_duration=0.45)}


async def run(kind: str, name: str, runs: int, scenario: Path) -> list[dict[str, Any]]:
    providers = build_providers(kind, **tuning(name, kind))
    out = []
    try:
        for _ in range(runs):
            result = await replay(scenario, providers=providers)
            metrics = dict(result.metrics)
            metrics["ok"] = result.ok
            out.append(metrics)
    finally:
        await providers.aclose()
    return out


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    def med(key: str) -> float | None:
        values = []
        for r in rows:
            v = r.get(key)
            if isinstance(v, list):
                values.extend(x for x in v if x is not None)
            elif isinstance(v, int | float):
                values.append(float(v))
        return statistics.median(values) if values else None

    s: dict[str, Any] = {k: med(k) for k in KEYS}
    s["all expectations held"] = all(r["ok"] for r in rows)
    return s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--providers", default="local", choices=("local", "fake"))
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--compare", action="store_true", help="default vs faster tuning")
    parser.add_argument("--scenario", type=Path, default=DEMO)
    args = parser.parse_args()
    names = ["default", "faster"] if args.compare else ["default"]
    results = {n: summary(asyncio.run(run(args.providers, n, args.runs, args.scenario))) for n in names}
    print(f"{args.scenario.name} on {args.providers} providers, {args.runs} run(s) each (medians)\n")
    print(f"{'metric':<28}" + "".join(f"{n:>12}" for n in names) + ("       ratio" if args.compare else ""))
    for key in (*KEYS, "all expectations held"):
        cells = [results[n][key] for n in names]
        line = f"{key:<28}" + "".join(f"{_fmt(c):>12}" for c in cells)
        if args.compare and all(isinstance(c, float) and c for c in cells):
            line += f"{cells[1] / cells[0]:>12.2f}"
        print(line)


def _fmt(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "NO"
    return "-" if value is None else f"{value:.3f}"


if __name__ == "__main__":
    main()
