"""Provider faults during a call, each replayed on the production path (the Deepgram and OpenAI
plugins against the simulated cloud), measured from the call's timeline: when the fault
happened at the wire, how long until the caller heard an apology (when one was needed), the
longest silence, overlaps, and whether the call went on to do what the caller asked.

    .venv/bin/python bench/provider_faults.py                 # every scenario in audio_fixtures/scenarios/faults
    .venv/bin/python bench/provider_faults.py --runs 3
    .venv/bin/python bench/provider_faults.py --only tts_stall,stt_mute

Plus the two faults no wire can carry: a VAD that cannot load (the call runs on the
recogniser's endpointing and interim words), and an LLM that times out in fluid mode; and two
outages with a second provider configured (VOICE_AGENT_FALLBACK=local): livekit's fallback
adapters move the call to the local models.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
from pathlib import Path
from typing import Any

from adapters.replay.cloud_sim.process import CloudSimProcess
from adapters.replay.cloud_sim.providers import cloud_sim_providers
from adapters.replay.replay import ReplayResult, replay
from adapters.replay.scenario import load_scenario, parse_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "audio_fixtures" / "scenarios"
FAULTS = SCENARIOS / "faults"


def with_faults(name: str, faults: list[dict[str, Any]], **expect: Any) -> Any:
    base = load_scenario(SCENARIOS / name)
    raw = base.model_dump(exclude_none=True)
    raw["faults"] = faults
    raw["expect"] = {**raw.get("expect", {}), **expect}
    return parse_scenario(raw, path=base.path, fixtures_root=base.fixtures_root)


def llm_timeout_scenario() -> Any:
    base = load_scenario(SCENARIOS / "rule9_manual_mode.yaml")
    return parse_scenario({
        "agent": "voice_agent.examples.airline:make_agent", "timeout_s": 60,
        "settings": {"composition": "fluid"},
        "faults": [{"service": "chat", "kind": "stall", "stall_s": 30}],
        "caller": [{"audio": "caller/hello.wav", "text": "hello", "at": 0.5},
                   {"audio": "caller/hello.wav", "text": "hello", "after_agent_ends": 0.5,
                    "when_agent_says": "went wrong"}],
        "expect": {"overlap_count": 0, "agent_says": ["went wrong", "How can I help"]},
    }, path=FAULTS / "llm_timeout.yaml", fixtures_root=base.fixtures_root)


async def one(sim: CloudSimProcess, name: str) -> ReplayResult:
    options: dict[str, Any] = {}
    if name == "vad_cannot_load":
        def broken(_: Any) -> Any:
            raise RuntimeError("silero_vad.onnx cannot be loaded")
        options["load_vad"] = broken
        scenario: Any = SCENARIOS / "rule2_never_over_itself.yaml"
    elif name == "llm_timeout":
        from adapters.replay.cloud_sim.chat import text

        await sim.script_chat(text('{"matched": []}'), text("Hello! How can I help?"))
        scenario = llm_timeout_scenario()
    elif name == "stt_outage_fallback_local":
        # the socket dies mid-request and Deepgram refuses every reconnection: the adapter
        # moves to Whisper in the worker; the caller is asked to repeat what was cut
        options["fallback"] = "local"
        scenario = with_faults("faults/stt_drop_mid_utterance.yaml", [
            {"service": "stt", "kind": "drop", "nth": 1, "after_s": 1.5},
            {"service": "stt", "kind": "reject", "status": 503, "nth": 2, "count": 0}])
    elif name == "tts_outage_fallback_local":
        # every OpenAI TTS request answers 503: Piper says everything, nothing is cut
        options["fallback"] = "local"
        scenario = with_faults("rule3_order.yaml", [
            {"service": "tts", "kind": "reject", "status": 503, "count": 0}], items={"apology": 0})
    else:
        scenario = FAULTS / f"{name}.yaml"
    providers = await cloud_sim_providers(sim, **options)
    try:
        return await replay(scenario, providers=providers)
    finally:
        await providers.aclose()
        await sim.disarm()


async def main_async(args: argparse.Namespace) -> None:
    names = [p.stem for p in sorted(FAULTS.glob("*.yaml"))] + [
        "vad_cannot_load", "llm_timeout", "stt_outage_fallback_local", "tts_outage_fallback_local"]
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    rows: dict[str, list[dict[str, Any]]] = {n: [] for n in names}
    from livekit.agents.utils import http_context

    async with CloudSimProcess() as sim, http_context.open():
        for _ in range(args.runs):
            for name in names:
                result = await one(sim, name)
                faults = [m for m in result.recording.marks if m.kind == "fault"]
                rows[name].append({
                    "ok": result.ok,
                    "faults": len(faults),
                    "fault_to_apology_s": (result.metrics.get("fault_to_apology_s") or [None])[0],
                    "apologies": sum(1 for i in result.recording.agent_items if i.kind == "apology"),
                    "dead_air_max_s": result.metrics.get("dead_air_max_s"),
                    "overlap_count": result.metrics.get("overlap_count"),
                    "why": result.failures + result.problems,
                })
                print(f"  {name:<28} {'ok' if result.ok else 'FAILED'}", flush=True)
    print(f"\nprovider faults on the cloud-sim path, {args.runs} run(s) each "
          "(medians; fault->apology from the fault at the wire to the apology's first audio)\n")
    print(f"{'fault':<28}{'kept rules':>11}{'fault->apology s':>18}{'apologies':>10}"
          f"{'dead air max s':>16}{'overlaps':>9}")
    for name, rs in rows.items():
        f2a = [r["fault_to_apology_s"] for r in rs if r["fault_to_apology_s"] is not None]
        dead = [r["dead_air_max_s"] for r in rs if r["dead_air_max_s"] is not None]
        print(f"{name:<28}{sum(r['ok'] for r in rs):>6}/{len(rs):<4}"
              f"{_fmt(statistics.median(f2a) if f2a else None):>18}"
              f"{statistics.median([r['apologies'] for r in rs]):>10g}"
              f"{_fmt(max(dead) if dead else None):>16}{max(r['overlap_count'] or 0 for r in rs):>9}")
    for name, rs in rows.items():
        for r in rs:
            for why in r["why"]:
                print(f"  {name}: {why}")


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{v:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--only", default="", help="comma-separated scenario names")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
