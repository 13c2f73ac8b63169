"""Calls on the production pipeline: the Deepgram and OpenAI plugins, configured as production
configures them, against the simulated cloud (in its own process), through the real
AgentSession, the bridge and the engine. Checked from the audio, as the local-model replays are.

`make test` runs a representative subset; `pytest --slow` runs every speech rule and every
provider-fault scenario on this path (bench/voice_call.py --providers cloud-sim measures it)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from adapters.livekit.faults import ENGINE_ERROR
from adapters.livekit.replay_adapter import bridge_engine_agent
from adapters.replay.cloud_sim import Latency, ServiceTiming
from adapters.replay.cloud_sim.chat import text
from adapters.replay.cloud_sim.measure import our_part_s
from adapters.replay.cloud_sim.process import CloudSimProcess
from adapters.replay.cloud_sim.providers import cloud_sim_providers
from adapters.replay.replay import ReplayContext, ReplayResult, replay
from adapters.replay.scenario import load_scenario, parse_scenario
from voice_agent.examples import airline as ex

pytestmark = pytest.mark.integration

SCENARIOS = Path(__file__).resolve().parents[2] / "audio_fixtures" / "scenarios"
RULES = sorted(p.stem for p in SCENARIOS.glob("*.yaml") if p.stem != "rule9_manual_mode")
FAULTS = sorted(p.stem for p in (SCENARIOS / "faults").glob("*.yaml"))
# what `make test` replays on this path; the rest with --slow
QUICK_RULES = {"rule5_deliver"}
QUICK_FAULTS = {"stt_drop_mid_utterance", "tts_cut_mid_line"}


def explain(result: ReplayResult) -> str:
    from adapters.replay.commands import transcript_lines

    return "\n".join([*result.failures, *result.problems, "", *transcript_lines(result)])


@pytest.fixture(scope="module")
def cloud() -> Iterator[CloudSimProcess]:
    """One simulated cloud for the module, in its own process (started once: ~5 s)."""
    sim = CloudSimProcess().start_blocking()
    yield sim
    sim.close_blocking()


@pytest.fixture
async def sim(cloud: CloudSimProcess) -> AsyncIterator[CloudSimProcess]:
    yield cloud
    await cloud.disarm()


async def on_cloud_sim(sim: CloudSimProcess, scenario: Any, **options: Any) -> ReplayResult:
    """Replay `scenario` on a cloud-sim set built with `options` (CloudConfig fields)."""
    providers = await cloud_sim_providers(sim, **options)
    try:
        return await replay(scenario, providers=providers)
    finally:
        await providers.aclose()


@pytest.mark.parametrize("name", [pytest.param(n, marks=[] if n in QUICK_RULES else [pytest.mark.slow])
                                  for n in RULES])
async def test_speech_rule_holds_on_the_production_path(sim: CloudSimProcess, name: str) -> None:
    result = await on_cloud_sim(sim, SCENARIOS / f"{name}.yaml")
    assert result.ok, explain(result)
    # our own part of each answered turn (recogniser's final -> first TTS byte requested) was
    # measured; how long it takes is a figure, not a test: bench/voice_call.py --pipelines cloud-sim
    ours = our_part_s(result)
    assert ours and all(s >= 0 for s in ours), ours


@pytest.mark.parametrize("name", [pytest.param(n, marks=[] if n in QUICK_FAULTS else [pytest.mark.slow])
                                  for n in FAULTS])
async def test_provider_fault_scenario_keeps_the_call_going(sim: CloudSimProcess, name: str) -> None:
    result = await on_cloud_sim(sim, SCENARIOS / "faults" / f"{name}.yaml")
    assert result.ok, explain(result)
    faults = [m for m in result.recording.marks if m.kind == "fault"]
    assert faults, "the scenario's fault never fired"
    # the apology (if the fault needed one) came while nobody else spoke: no overlap anywhere
    assert result.metrics["overlap_count"] == 0


async def test_a_vad_that_cannot_load_leaves_turns_and_barge_in_to_the_recogniser(
    sim: CloudSimProcess,
) -> None:
    def broken_vad(options: Any) -> Any:
        raise RuntimeError("onnxruntime: cannot load silero_vad.onnx")

    base = load_scenario(SCENARIOS / "rule5_deliver.yaml")
    raw = base.model_dump(exclude_none=True, exclude={"expect"})
    # Without a VAD the agent stops on the recogniser's first words, not on the first sound:
    # slower than rule 5's 1 s, but bounded (docs/production.md has the figure).
    raw["expect"] = {**base.expect.model_dump(exclude_none=True), "barge_in_stop_s": {"max": 3.0}}
    scenario = parse_scenario(raw, path=base.path, fixtures_root=base.fixtures_root)
    providers = await cloud_sim_providers(sim, load_vad=broken_vad)
    try:
        assert providers.vad is None
        result = await replay(scenario, providers=providers)
    finally:
        await providers.aclose()
    assert result.ok, explain(result)
    [interrupted] = [i for i in result.recording.agent_items if i.interrupted]
    assert "is confirmed" in interrupted.text  # the caller's words stopped the agent


async def test_an_llm_that_times_out_gets_the_failure_line_and_the_call_goes_on(
    sim: CloudSimProcess,
) -> None:
    base = load_scenario(SCENARIOS / "rule9_manual_mode.yaml")
    scenario = parse_scenario({
        "agent": "voice_agent.examples.airline:make_agent",
        "timeout_s": 60,
        "settings": {"composition": "fluid"},
        "faults": [{"service": "chat", "kind": "stall", "stall_s": 30}],
        "caller": [
            {"audio": "caller/hello.wav", "text": "hello", "at": 0.5},
            {"audio": "caller/hello.wav", "text": "hello", "after_agent_ends": 0.5,
             "when_agent_says": "went wrong"},
        ],
        "expect": {"overlap_count": 0, "agent_says": ["went wrong", "How can I help"],
                   "fault_to_apology_s": {"max": 6.0}},
    }, path=SCENARIOS / "llm_timeout.yaml", fixtures_root=base.fixtures_root)
    # after the stalled request: the matcher finds nothing, then the model greets
    await sim.script_chat(text('{"matched": []}'), text("Hello! How can I help?"))
    result = await on_cloud_sim(sim, scenario)
    assert result.ok, explain(result)
    assert next(i.text for i in result.recording.agent_items) == ENGINE_ERROR


async def test_one_utterance_is_one_turn_when_the_vad_ends_turns_and_the_recogniser_settles_late(
    tmp_path: Path,
) -> None:
    """The race: with turns ended by the VAD, Deepgram settles the start of a long utterance at
    a short pause (is_final) and sends the rest with speech_final after the VAD has already
    ended the turn. LiveKit then completes a second user turn with the tail; the bridge folds
    it into the first. Shown by the recogniser's messages (the split happened) and the bridge's
    count (the tail did arrive as a turn of its own, and was absorbed)."""
    from adapters.audio.wav import write_wav
    from adapters.providers.local_tts import synthesize_speech

    # one utterance with a 0.2 s pause: shorter than Deepgram's endpointing (0.3 s) and the
    # VAD's silence window (0.55 s), long enough for the recogniser to settle the first part
    head, tail = synthesize_speech("I want to book flight AF 22"), synthesize_speech("for Jane Doe")
    (tmp_path / "caller").mkdir()
    write_wav(tmp_path / "caller" / "split.wav", np.concatenate([head, np.zeros(3200, np.float32), tail]), 16000)
    scenario = parse_scenario({
        "agent": "voice_agent.examples.airline:make_agent", "timeout_s": 45,
        "settings": {"booking_delay_s": 0},
        "caller": [{"audio": "caller/split.wav", "text": "I want to book flight AF 22 for Jane Doe", "at": 0.5}],
        "expect": {"overlap_count": 0},  # what Whisper makes of the words is not the point here
    }, path=tmp_path / "split.yaml", fixtures_root=tmp_path)
    # a recogniser on a slow day (0.9 s per result, no jitter) settles the tail well after the
    # VAD's end of speech: the tail always arrives after LiveKit committed the turn
    slow = ServiceTiming(stt_result=Latency(0.9))
    async with CloudSimProcess(finalize_after_s=1.0, settle_pause_s=0.12, timing=slow) as sim:
        bridges: list[Any] = []

        async def factory(ctx: ReplayContext) -> Any:
            agent = await bridge_engine_agent(ex.make_agent(settings={"booking_delay_s": 0}), ctx)
            bridges.append(ctx.extras["bridge"])
            return agent

        providers = await cloud_sim_providers(sim, turn_detection="vad")
        try:
            result = await replay(scenario, providers=providers, agent_factory=factory)
        finally:
            await providers.aclose()
    assert result.ok, explain(result)
    finals = [e for e in result.cloud_log["events"] if e["kind"] == "stt_result" and e["is_final"] and e["text"]]
    assert len(finals) >= 2 and not finals[0]["speech_final"], finals  # the recogniser split it
    turns = [m for m in result.recording.marks if m.kind == "turn"]
    assert len(turns) == 1, [m.data.get("text") for m in turns]
    # every settled word is in that one turn: the tail joined the first part
    assert " ".join(str(turns[0].data.get("text")).split()) == " ".join(" ".join(e["text"] for e in finals).split())
    assert bridges[0].absorbed_tails >= 1  # LiveKit did complete a second turn with the tail


@pytest.mark.slow
async def test_a_recogniser_outage_moves_the_call_to_the_local_fallback(sim: CloudSimProcess) -> None:
    """The socket dies mid-request and Deepgram then refuses every reconnection: the plugin's
    retry fails, livekit's stt.FallbackAdapter moves the call to Whisper in the worker, and the
    caller, asked to repeat, is understood."""
    base = load_scenario(SCENARIOS / "faults" / "stt_drop_mid_utterance.yaml")
    raw = base.model_dump(exclude_none=True)
    raw["faults"] = [{"service": "stt", "kind": "drop", "nth": 1, "after_s": 1.5},
                     {"service": "stt", "kind": "reject", "status": 503, "nth": 2, "count": 0}]
    scenario = parse_scenario(raw, path=base.path, fixtures_root=base.fixtures_root)
    result = await on_cloud_sim(sim, scenario, fallback="local")
    assert result.ok, explain(result)
    # the repeated request never reached Deepgram: it was heard by the fallback
    finals = [e for e in result.cloud_log["events"] if e["kind"] == "stt_result" and e["is_final"] and e["text"]]
    assert not any("117" in e["text"] for e in finals)
    assert sum(1 for f in result.cloud_log["faults"] if f["kind"] == "reject") >= 1
