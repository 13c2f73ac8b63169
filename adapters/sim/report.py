"""What a load test leaves behind: a table on stdout, `report.json`, and `loadtest.png`."""

from __future__ import annotations

import json
import platform
import re
from pathlib import Path
from typing import Any, TextIO

from adapters.sim import stats
from adapters.sim.runner import LoadTestResult, StepResult
from adapters.store.urls import redact
from voice_agent.cores import usable_cores

# Table columns: (aggregate key, heading, format).
_COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("rooms", "rooms", "{:>5}"),
    ("rooms_ok", "ok", "{:>3}"),
    ("turns", "turns", "{:>5}"),
    ("turn_latency_p50_s", "p50 s", "{:>6.3f}"),
    ("turn_latency_p95_s", "p95 s", "{:>6.3f}"),
    ("turn_latency_p99_s", "p99 s", "{:>6.3f}"),
    ("first_interim_latency_p95_s", "int95", "{:>6.3f}"),
    ("dead_air_max_s", "deadair", "{:>7.2f}"),
    ("overlap_count", "ovl", "{:>3}"),
    ("duplicate_jobs", "dup", "{:>3}"),
    ("delivered", "dlv", "{:>3}"),
    ("delivery_failed", "dfail", "{:>5}"),
    ("cpu_ms_per_session_s", "cpu ms/s", "{:>8.1f}"),
    ("rss_mb_per_session", "MB/sess", "{:>7.1f}"),
    ("rss_delta_mb_per_session", "+MB/sess", "{:>8.2f}"),
    ("loop_lag_p99_ms", "lag99 ms", "{:>8.1f}"),
    ("store_latency_p95_ms", "st95 ms", "{:>7.1f}"),
    ("worker_load_mean", "load", "{:>5.2f}"),
)


def _width(fmt: str) -> int:
    match = re.search(r">(\d+)", fmt)
    return int(match.group(1)) if match else 0


def _cell(fmt: str, value: Any) -> str:
    width = _width(fmt)
    if value is None:
        return "-".rjust(width)
    try:
        return fmt.format(value)
    except (ValueError, TypeError):
        return str(value).rjust(width)


def _row(label: str, agg: dict[str, Any]) -> str:
    return f"{label:<9}" + " ".join(_cell(fmt, agg.get(key)) for key, _, fmt in _COLUMNS)


def _header() -> str:
    cells = []
    for _, head, fmt in _COLUMNS:
        cells.append(head.rjust(_width(fmt)))
    return f"{'run':<9}" + " ".join(cells)


def print_table(result: LoadTestResult, out: TextIO) -> None:
    cfg = result.config
    print(f"\nload test: {cfg.scenario}  providers={cfg.providers}  procs={cfg.procs}"
          + (f"  store={redact(cfg.store)}" if cfg.store else "")
          + (f"  duration={cfg.duration_s:g}s" if cfg.duration_s else ""), file=out)
    print(_header(), file=out)
    for step in result.steps:
        print(_row("engine", step.aggregate), file=out)
        if (base := result.baseline_for(step.count)) is not None:
            print(_row("baseline", base.aggregate), file=out)
            r = stats.ratios(step.aggregate, base.aggregate)
            print(f"{'  ratio':<9}latency p50 {_x(r['turn_latency_p50'])}  p95 "
                  f"{_x(r['turn_latency_p95'])}   cpu {_x(r['cpu'])}   memory {_x(r['memory'])}"
                  f" (marginal {_x(r['memory_delta'])})", file=out)
    last = result.last
    if last.count <= 32:
        print(f"\nrooms of the {last.count}-room run", file=out)
        print(f"{'room':>4} {'proc':>4} {'ok':>3} {'calls':>5} {'turns':>5} {'p50 s':>6} "
              f"{'p95 s':>6} {'deadair':>7} {'ovl':>3} {'dup':>3} {'dlv':>3}  latencies", file=out)
        for r in last.rooms:
            lat = ", ".join(f"{x:.2f}" for x in r.get("turn_latency_s") or [])
            print(f"{r['room']:>4} {r['proc']:>4} {'yes' if r.get('ok') else 'NO':>3} "
                  f"{r.get('calls', 0):>5} {len(r.get('turn_latency_s') or []):>5} "
                  f"{_cell('{:>6.3f}', r.get('turn_latency_p50_s'))} "
                  f"{_cell('{:>6.3f}', r.get('turn_latency_p95_s'))} "
                  f"{_cell('{:>7.2f}', r.get('dead_air_max_s'))} {r.get('overlap_count', 0):>3} "
                  f"{r.get('duplicate_jobs', 0):>3} {r.get('delivered', 0):>3}  [{lat}]", file=out)
    for step in [*result.steps, *result.baselines]:
        for room, why in step.violations.items():
            print(f"RULE: {step.mode} {step.count} rooms, room {room}: {'; '.join(why)}", file=out)
    if last.aggregate.get("simulator_cpu_ms_per_session_s") is not None:
        print(f"\nsimulated cloud (its own process, not counted above): "
              f"{last.aggregate['simulator_cpu_ms_per_session_s']:.1f} ms CPU per call-second, "
              f"{last.aggregate['simulator_rss_mb']:.0f} MB", file=out)
    load = last.worker_load
    if load.get("max") is not None:
        print(f"\nworker load (livekit default load_fnc) at {last.count} rooms: mean "
              f"{load['mean']:.2f}, max {load['max']:.2f}, at or above load_threshold "
              f"{load['threshold']:g} {100 * load['above_threshold_fraction']:.0f}% of the time",
              file=out)
    if cfg.duration_s and last.aggregate.get("rss_growth_mb") is not None:
        print(f"memory growth once warm (second half of the last two thirds of the run "
              f"against the first; worst process): {last.aggregate['rss_growth_mb']:+.1f} MB, "
              f"{last.aggregate['rss_growth_mb_per_session']:+.2f} MB per session", file=out)
    if len(result.steps) > 1 or cfg.ramp:
        ref = result.steps[0].aggregate.get("turn_latency_p95_s")
        print(f"\nknee: {result.knee if result.knee is not None else 'none'} rooms "
              f"(p95 within {1000 * stats.KNEE_TOLERANCE_S:.0f} ms of {result.steps[0].count} "
              f"room{'s' if result.steps[0].count > 1 else ''}: {_cell('{:.3f}', ref)} s, "
              "and every speech rule held)", file=out)


def _x(v: float | None) -> str:
    return "-" if v is None else f"{v:.2f}x"


def report_dict(result: LoadTestResult) -> dict[str, Any]:
    cfg = result.config
    last = result.last
    out: dict[str, Any] = {
        "version": 1,
        "scenario": cfg.scenario,
        "providers": cfg.providers,
        "procs": cfg.procs,
        "store": redact(cfg.store) if cfg.store else None,
        "stagger_s": cfg.stagger_s,
        "duration_s": cfg.duration_s,
        "machine": {"cpus": usable_cores(), "python": platform.python_version(),
                    "platform": platform.platform()},
        "rooms": last.rooms,
        "aggregate": last.aggregate,
        "processes": last.procs,
        "worker_load": last.worker_load,
        "rules_ok": last.rules_ok,
        "violations": last.violations,
        "steps": [_step_summary(s, result.baseline_for(s.count)) for s in result.steps],
        "knee": result.knee,
    }
    if (base := result.baseline_for(last.count)) is not None:
        out["baseline"] = base.aggregate
        out["baseline_rooms"] = base.rooms
        out["ratios"] = stats.ratios(last.aggregate, base.aggregate)
        out["baseline_script"] = result.script
    return out


def _step_summary(step: StepResult, base: StepResult | None) -> dict[str, Any]:
    summary: dict[str, Any] = {
        "rooms": step.count,
        "aggregate": step.aggregate,
        "rules_ok": step.rules_ok,
        "violations": step.violations,
        "worker_load": step.worker_load,
        "wall_s": step.wall_s,
    }
    if base is not None:
        summary["baseline"] = base.aggregate
        summary["ratios"] = stats.ratios(step.aggregate, base.aggregate)
    return summary


def write_report(result: LoadTestResult, out_dir: Path) -> dict[str, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {"json": out_dir / "report.json", "png": out_dir / "loadtest.png"}
    paths["json"].write_text(json.dumps(report_dict(result), indent=2, default=str) + "\n",
                             encoding="utf-8")
    plot(result, paths["png"])
    return paths


def plot(result: LoadTestResult, path: Path) -> None:
    """Turn latency (p50/p95/p99) and CPU per session-second against the number of rooms,
    engine and baseline; a single run is drawn as its rooms' latencies instead."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    soak = result.config.duration_s > 0
    fig, axes = plt.subplots(1, 3 if soak else 2, figsize=(16 if soak else 11, 4.2))
    ax_lat, ax_cpu = axes[0], axes[1]
    if soak:
        ax_mem = axes[2]
        for p in result.last.procs:
            samples = p.get("rss_samples") or []
            ax_mem.plot([t for t, _ in samples], [mb / max(1, int(p["rooms"])) for _, mb in samples],
                        label=f"process {p['proc']} ({p['rooms']} rooms)")
        ax_mem.set_xlabel("seconds into the run")
        ax_mem.set_ylabel("RSS per session (MB)")
        ax_mem.set_title(f"memory over the run, {result.last.count} rooms")
        ax_mem.grid(alpha=0.3)
        ax_mem.legend(fontsize=8)
    xs = [s.count for s in result.steps]
    if len(xs) > 1:
        for key, style, label in (("turn_latency_p50_s", "o-", "p50"),
                                  ("turn_latency_p95_s", "s-", "p95"),
                                  ("turn_latency_p99_s", "^-", "p99")):
            ax_lat.plot(xs, [s.aggregate.get(key) for s in result.steps], style, label=label)
        bases = [(s.count, result.baseline_for(s.count)) for s in result.steps]
        bx = [n for n, b in bases if b is not None]
        if bx:
            ax_lat.plot(bx, [b.aggregate.get("turn_latency_p95_s") for _, b in bases if b],
                        "s--", color="grey", label="p95 baseline")
        if result.knee is not None:
            ax_lat.axvline(result.knee, color="green", linestyle=":", label=f"knee {result.knee}")
        ax_lat.set_xlabel("concurrent rooms")
    else:
        rooms = result.last.rooms
        for r in rooms:
            lat = r.get("turn_latency_s") or []
            ax_lat.plot([r["room"]] * len(lat), lat, "o", alpha=0.6, color="tab:blue")
        ax_lat.set_xlabel("room")
    ax_lat.set_ylabel("turn latency (s)")
    ax_lat.set_title("caller end of speech -> first agent audio")
    ax_lat.grid(alpha=0.3)
    if len(xs) > 1:
        ax_lat.legend(fontsize=8)

    ax_cpu.plot(xs, [s.aggregate.get("cpu_ms_per_session_s") for s in result.steps], "o-",
                label="engine")
    bases = [(s.count, result.baseline_for(s.count)) for s in result.steps]
    if any(b for _, b in bases):
        ax_cpu.plot([n for n, b in bases if b], [b.aggregate.get("cpu_ms_per_session_s")
                                                 for _, b in bases if b], "s--",
                    color="grey", label="bare livekit baseline")
    ax_lag = ax_cpu.twinx()
    ax_lag.plot(xs, [s.aggregate.get("loop_lag_p99_ms") for s in result.steps], "x:",
                color="tab:red", label="loop lag p99")
    ax_lag.set_ylabel("event-loop lag p99 (ms)", color="tab:red")
    ax_cpu.set_xlabel("concurrent rooms")
    ax_cpu.set_ylabel("CPU ms per session-second")
    ax_cpu.set_title("CPU cost of one second of one call")
    ax_cpu.grid(alpha=0.3)
    ax_cpu.legend(fontsize=8, loc="upper left")
    fig.suptitle(f"voice-agent loadtest: {Path(result.config.scenario).name}, "
                 f"{result.config.providers} providers, {result.config.procs} processes")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
