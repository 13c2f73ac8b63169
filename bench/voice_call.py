"""Turn latency of replayed calls, pipeline against pipeline, in the same run.

    .venv/bin/python bench/voice_call.py                          # demo call, after vs before, 1 run
    .venv/bin/python bench/voice_call.py --baseline --runs 5      # + a bare livekit AgentSession
    .venv/bin/python bench/voice_call.py --suite rules --runs 2   # the speech-rule scenarios
    .venv/bin/python bench/voice_call.py --suite hesitant --baseline --runs 5
    .venv/bin/python bench/voice_call.py --suite hesitant --pipelines after,words --runs 2
    .venv/bin/python bench/voice_call.py --suite hesitant-phone --pipelines after,patient --runs 3
    .venv/bin/python bench/voice_call.py --suite phone --runs 3        # a phone line beside wide-band
    .venv/bin/python bench/voice_call.py --scenario audio_fixtures/scenarios/rule6_no_dead_air.yaml --pipelines after
    .venv/bin/python bench/voice_call.py --pipelines after,cloud-sim,cloud-sim-vad --runs 2
    .venv/bin/python bench/voice_call.py --paths cloud-sim --rules  # older flags, still taken

Pipelines on the local models (all offline):
  after     the local provider set as it is: speculative Whisper on a 0.2 s VAD window, turns
            ended by the end-of-turn model, the words and the agent's reading of them, cached
            fixed lines
  words     (--pipelines after,words) the same set with TurnPolicy.words_only(): the model and
            the last word alone, the policy before the agent's reading was asked
  previous  (--pipelines after,previous) the local set before the noisy and phone-band work:
            noisy audio straight to the full 30 s window, and a turn the agent reads as whole
            still held by an unsure end-of-turn model (no telephone-band or 0.8 s look)
  before    the previous local pipeline, rebuilt from the same code: livekit's StreamAdapter
            recognising after the VAD's 0.55 s silence, Whisper on a padded 30 s window, Piper
            without the cache (`build_providers("local", speculative=False,
            fitted_window=False, tts_cache=False)`)
  patient   (--pipelines after,patient) the local set with TurnPolicy.patient(): one look at
            0.8 s of silence, so shorter pauses are never taken for an end
  baseline  (--baseline) a bare livekit-agents AgentSession: the same Whisper (fitted window)
            behind livekit's StreamAdapter and the Silero VAD, Piper, livekit's default
            endpointing, and an instant echo LLM instead of the engine. Its caller lines wait
            for the agent's turns but not for its words (an echo never says "is confirmed").
The production path (docs/production.md):
  cloud-sim      the Deepgram and OpenAI plugins as production configures them, turns ended by
                 Deepgram's endpointing, against the simulated cloud in its own process; its rows
                 add our own part of each turn (the recogniser's final -> the first TTS request;
                 goal under 20 ms p50) and how late the simulator was against the modelled
                 service (its local models on a loaded machine: that part of the latency is the
                 simulator's, not the service's), and the simulator's CPU, reported apart
  cloud-sim-vad  the same, turns ended by the Silero VAD

Every run replays each scenario once per pipeline, the pipelines in rotating order, so load
from elsewhere on the machine falls on all alike. Latency is measured from the audio (caller's
last word to the agent's first sound, adapters.replay.timeline; turns the agent cut into count as
cut-ins, not latencies; a caller line marked `answer_waits` in its scenario, whose answer waits on
purpose, is reported apart as "turns waiting on purpose"); WER from each call's STT finals
against the fixtures' texts, per fixture set (clean, noisy, phone band, phone line; the
hesitant lines are their own set), and with the phone suite the turn latency of phone-line
(narrow) and wide-band lines apart.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.providers import Providers, build_providers  # noqa: E402
from adapters.providers.wer import corpus_wer  # noqa: E402
from adapters.replay.recognition import band  # noqa: E402
from adapters.replay.replay import ReplayContext, ReplayResult, replay  # noqa: E402
from adapters.replay.scenario import Scenario, load_scenario, parse_scenario  # noqa: E402

FIXTURES = ROOT / "audio_fixtures"
SUITES = {
    "demo": [FIXTURES / "scenarios" / "airline_demo.yaml"],
    "rules": sorted(p for p in (FIXTURES / "scenarios").glob("rule*.yaml") if p.stem != "rule9_manual_mode"),
    "hesitant": [FIXTURES / "latency" / "hesitant_caller.yaml"],
    # the same hesitant lines on the telephone band, where a whole turn ends at 0.45 s of silence
    "hesitant-phone": [FIXTURES / "latency" / "hesitant_phone.yaml"],
    # a caller on a real phone line (8 kHz µ-law, lost and late packets) beside wide-band lines
    "phone": [FIXTURES / "scenarios" / "telephony" / "phone_line_booking.yaml"],
}
STAGES = ("end_of_turn", "transcript", "reply", "first_audio")
PIPELINES = ("after", "before", "words", "patient", "previous", "baseline", "cloud-sim", "cloud-sim-vad")
OLD_NAMES = {"local": "after"}  # --paths local,cloud-sim (the flag's older spelling)


async def build(pipeline: str, sim: Any) -> Providers:
    if pipeline.startswith("cloud-sim"):
        from adapters.replay.cloud_sim.providers import cloud_sim_providers

        return await cloud_sim_providers(sim, turn_detection="vad" if pipeline.endswith("-vad") else "stt")
    if pipeline == "after":
        return build_providers("local")
    if pipeline == "previous":
        from adapters.providers.end_of_turn import TurnPolicy

        return build_providers("local", noisy_fitted=False,
                               turn_policy=TurnPolicy(narrow_band_reading=False, whole_after_s=None))
    if pipeline in ("patient", "words"):
        from adapters.providers.end_of_turn import TurnPolicy

        policy = TurnPolicy.patient() if pipeline == "patient" else TurnPolicy.words_only()
        return build_providers("local", turn_policy=policy)
    if pipeline == "before":
        return build_providers("local", speculative=False, fitted_window=False, tts_cache=False)
    from adapters.providers.fakes import FakeLLM

    bare = build_providers("local", speculative=False, tts_cache=False)
    bare.llm = FakeLLM(first_token_delay=0.0)
    return bare


def echo_agent(_ctx: ReplayContext) -> Any:
    from livekit.agents import Agent

    return Agent(instructions="Repeat what the caller says.")


def for_baseline(scenario: Scenario) -> Scenario:
    """The same caller lines, waiting for the agent's turns but not for words it never says."""
    raw = scenario.model_dump(exclude_none=True, exclude={"expect"})
    for line in raw["caller"]:
        line.pop("when_agent_says", None)
    return parse_scenario(raw, path=scenario.path, fixtures_root=scenario.fixtures_root)


def fixture_sets() -> dict[str, str]:
    """Caller WAV (relative to audio_fixtures/) -> fixture set."""
    lines = yaml.safe_load((FIXTURES / "caller" / "lines.yaml").read_text())["lines"]

    def kind(ln: dict[str, Any]) -> str:
        if ln.get("pauses"):
            return "hesitant"
        if ln.get("band") == "line":
            return "line"
        if ln.get("band") == "phone":
            return "phone"
        return "noisy" if ln.get("noise", "none") != "none" else "clean"

    return {f"caller/{ln['id']}.wav": kind(ln) for ln in lines}


def heard(result: ReplayResult) -> list[tuple[str, str, str]]:
    """(fixture audio, reference text, what the STT finals said while it played and after)."""
    caller = sorted(result.recording.caller, key=lambda t: t.start_s)
    out = []
    for k, turn in enumerate(caller):
        end = caller[k + 1].start_s if k + 1 < len(caller) else float("inf")
        words = " ".join(text for t, text in result.recording.transcripts if turn.start_s <= t < end)
        out.append((turn.audio, turn.text, words))
    return out


async def run_suite(pipelines: list[str], scenarios: list[Path], runs: int, sim: Any) -> dict[str, dict[str, Any]]:
    from adapters.replay.cloud_sim.measure import our_part_s

    built = {p: await build(p, sim) for p in pipelines}
    rows: dict[str, dict[str, Any]] = {p: {"latency": [], "interim": [], "cut_in": 0, "calls": 0, "ok": 0, "checked": p != "baseline",
                                            "wer": [], "stages": {s: [] for s in STAGES}, "waits": [],
                                            "ours": [], "stt_late": [], "tts_late": [], "sim_cpu": 0.0,
                                            "band_latency": {}}
                                        for p in pipelines}
    try:
        for r in range(runs):
            for path in scenarios:
                order = pipelines[r % len(pipelines):] + pipelines[:r % len(pipelines)]
                for p in order:
                    scenario = load_scenario(path)
                    cpu0 = sim.cpu_s() if p.startswith("cloud-sim") else 0.0
                    if p == "baseline":
                        result = await replay(for_baseline(scenario), providers=built[p], agent_factory=echo_agent)
                    else:
                        result = await replay(scenario, providers=built[p])
                    row, m = rows[p], result.metrics
                    if p.startswith("cloud-sim"):
                        events = result.cloud_log.get("events", [])
                        row["ours"] += our_part_s(result)
                        row["stt_late"] += [e.get("late_s", 0.0) for e in events
                                            if e["kind"] == "stt_result" and e.get("is_final")]
                        row["tts_late"] += [e.get("late_s", 0.0) for e in events if e["kind"] == "tts_first_byte"]
                        row["sim_cpu"] += sim.cpu_s() - cpu0
                    # a turn the agent cut into is a cut-in, not a (negative) latency; a line whose
                    # answer waits on purpose (scenario `answer_waits`) is reported apart
                    turns = result.timeline.turns if result.timeline is not None else []
                    waits = {i for i, line in enumerate(scenario.caller) if line.answer_waits}
                    answered = [t for t in turns if t.latency_s is not None and not t.cut_in]
                    row["latency"] += [t.latency_s for t in answered if t.index not in waits]
                    row["waits"] += [t.latency_s for t in answered if t.index in waits]
                    row["interim"] += [x for x in m.get("first_interim_latency_s", []) if x is not None]
                    row["cut_in"] += int(m.get("cut_in_count", 0))
                    row["calls"] += 1
                    row["ok"] += result.ok
                    row["wer"] += heard(result)
                    bands = {t.index: band(t) for t in result.recording.caller}
                    for turn in answered:
                        if turn.index not in waits and bands.get(turn.index) in ("wide", "narrow"):
                            row["band_latency"].setdefault(bands[turn.index], []).append(turn.latency_s)
                    for turn in turns:
                        if turn.breakdown is not None and turn.index not in waits:
                            for stage, value in turn.breakdown.after_speech_end().items():
                                if value is not None:
                                    row["stages"][stage].append(value)
                    print(f"  run {r + 1} {path.stem:28s} {p:8s} latency {m.get('turn_latency_s')} "
                          f"cut-ins {m.get('cut_in_count')} {'ok' if result.ok else 'FAILED'}", flush=True)
        for p in pipelines:  # why pauses were held to the longest silence, per call
            held = getattr(getattr(built[p].stt, "stats", None), "held", None)
            if held is not None:
                rows[p]["held"] = {why: held.count(why) / max(1, rows[p]["calls"])
                                   for why in ("words", "meaning", "filled pause")}
    finally:
        for prov in built.values():
            await prov.aclose()
    return rows


def percentile(xs: list[float], q: float) -> float | None:
    if not xs:
        return None
    xs = sorted(xs)
    k = (len(xs) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def summary(row: dict[str, Any], sets: dict[str, str]) -> dict[str, Any]:
    by_set: dict[str, list[tuple[str, str]]] = {}
    for audio, ref, hyp in row["wer"]:
        by_set.setdefault(sets.get(audio, "clean"), []).append((ref, hyp))
    out: dict[str, Any] = {
        "turns": len(row["latency"]),
        "turn latency p50 s": percentile(row["latency"], 50),
        "turn latency p95 s": percentile(row["latency"], 95),
        "first interim p50 s": percentile(row["interim"], 50),
        "cut-ins per call": row["cut_in"] / max(1, row["calls"]),
        "expectations held": f"{row['ok']}/{row['calls']}" if row["checked"] else "n/a",
    }
    if row["waits"]:  # answers that wait on purpose (scenario `answer_waits`), apart
        out["turns waiting on purpose"] = len(row["waits"])
        out["their latency p50 s"] = percentile(row["waits"], 50)
    for why, per_call in row.get("held", {}).items():
        out[f"held on {why} per call"] = per_call
    for stage in STAGES:
        out[f"{stage.replace('_', ' ')} p50 s"] = percentile(row["stages"][stage], 50)
    if row["ours"]:  # the production path: our own part, and the simulator's lateness apart
        out["our part p50 s"] = percentile(row["ours"], 50)
        out["our part p95 s"] = percentile(row["ours"], 95)
        out["sim STT final late p50 s"] = percentile(row["stt_late"], 50)
        out["sim TTS first byte late p50 s"] = percentile(row["tts_late"], 50)
        out["simulator CPU s"] = round(row["sim_cpu"], 2)
    for name in ("clean", "noisy", "phone", "line", "hesitant"):
        if name in by_set:
            out[f"WER {name}"] = corpus_wer(by_set[name])
    if row["band_latency"]:  # phone-line lines against wide-band ones, turn by turn
        for band, values in sorted(row["band_latency"].items()):
            out[f"turn latency p50 {band} s"] = percentile(values, 50)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--suite", choices=(*SUITES, "all"), default="demo")
    parser.add_argument("--pipelines", default="after,before",
                        help="comma-separated: after, before, previous, words, patient, cloud-sim, cloud-sim-vad")
    parser.add_argument("--paths", default=None, help="the same as --pipelines (older spelling; local = after)")
    parser.add_argument("--rules", action="store_true", help="the same as --suite rules")
    parser.add_argument("--baseline", action="store_true", help="also a bare livekit AgentSession")
    parser.add_argument("--scenario", action="append", type=Path, default=[], metavar="YAML",
                        help="replay this scenario file instead of a suite (repeatable)")
    parser.add_argument("--json", type=Path, help="write the figures here too")
    args = parser.parse_args()
    chosen = args.paths if args.paths is not None else args.pipelines
    pipelines = [OLD_NAMES.get(p, p) for p in chosen.split(",") if p] + (["baseline"] if args.baseline else [])
    unknown = set(pipelines) - set(PIPELINES)
    if unknown:
        parser.error(f"unknown pipeline(s) {sorted(unknown)}: choose from {', '.join(PIPELINES)}")
    suite = "rules" if args.rules else args.suite
    scenarios = [p for name, paths in SUITES.items() if suite in (name, "all") for p in paths]
    if args.scenario:
        missing = [str(p) for p in args.scenario if not p.is_file()]
        if missing:
            parser.error(f"no such scenario file: {', '.join(missing)}")
        suite, scenarios = ", ".join(p.stem for p in args.scenario), list(args.scenario)
    rows = asyncio.run(with_simulator(pipelines, scenarios, args.runs))
    sets = fixture_sets()
    table = {p: summary(rows[p], sets) for p in pipelines}
    print(f"\n{suite}: {len(scenarios)} scenario(s) x {args.runs} run(s), this machine")
    metrics = list(dict.fromkeys(k for p in pipelines for k in table[p]))
    ratios = [p for p in ("before", "previous", "words", "patient", "baseline") if p in pipelines and "after" in pipelines]
    print(f"{'':26}" + "".join(f"{p:>12}" for p in pipelines) + "".join(f"{'after/' + p:>16}" for p in ratios))
    for key in metrics:
        cells = [table[p].get(key) for p in pipelines]
        line = f"{key:26}" + "".join(f"{_fmt(c):>12}" for c in cells)
        for p in ratios:
            a, b = table["after"].get(key), table[p].get(key)
            ok = isinstance(a, float) and isinstance(b, float) and b > 0 and key.endswith(" s")
            line += f"{(a / b if ok else float('nan')):>16.2f}" if ok else f"{'':>16}"
        print(line)
    if args.json:
        args.json.write_text(json.dumps({"suite": suite, "runs": args.runs, "table": table}, indent=2))
    return 0


async def with_simulator(pipelines: list[str], scenarios: list[Path], runs: int) -> dict[str, dict[str, Any]]:
    """The simulated cloud in its own process when a cloud-sim pipeline runs, and one HTTP
    context for every call, as a worker's job has one (the Deepgram plugin keeps the aiohttp
    session of its first stream)."""
    from livekit.agents.utils import http_context

    sim = None
    if any(p.startswith("cloud-sim") for p in pipelines):
        from adapters.replay.cloud_sim.process import CloudSimProcess

        sim = await CloudSimProcess().start()
    try:
        async with http_context.open():
            return await run_suite(pipelines, scenarios, runs, sim)
    finally:
        if sim is not None:
            await sim.aclose()


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


if __name__ == "__main__":
    sys.exit(main())
