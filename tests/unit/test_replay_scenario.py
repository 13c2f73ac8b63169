"""Scenario files: what a scenario author sees when a file is right and when it is wrong."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from livekit.agents import Agent

from adapters.cli import main as cli_main
from adapters.replay.pytest_helper import EchoAgent
from adapters.replay.replay import (
    AgentResolutionError,
    import_agent_object,
    register_agent_adapter,
    resolve_agent,
    unregister_agent_adapter,
)
from adapters.replay.scenario import ScenarioError, check_expectations, load_scenario


@pytest.fixture()
def fixtures(tmp_path: Path) -> Path:
    root = tmp_path / "audio_fixtures"
    (root / "caller").mkdir(parents=True)
    (root / "scenarios").mkdir()
    (root / "caller" / "hi.wav").write_bytes(b"RIFF")
    return root


def write(root: Path, text: str) -> Path:
    path = root / "scenarios" / "s.yaml"
    path.write_text(text)
    return path


GOOD = """\
agent: adapters.replay.pytest_helper:EchoAgent
caller:
  - {audio: caller/hi.wav, text: "hi", at: 0.5}
  - {audio: caller/hi.wav, text: "again", after_agent_ends: 0.4}
  - {audio: caller/hi.wav, text: "wait", after_agent_starts: 0.8}
expect:
  overlap_count: 0
  dead_air_max_s: {max: 3.0}
  jobs: {book_flight: 1}
  agent_says: ["booking", "confirm"]
  turn_latency_s: {min: 0.1, max: 2}
timeout_s: 30
settings: {greeting: "Hello"}
"""


def test_a_good_scenario_resolves_audio_against_audio_fixtures(fixtures: Path) -> None:
    s = load_scenario(write(fixtures, GOOD))
    assert [line.trigger for line in s.caller] == [
        ("at", 0.5), ("after_agent_ends", 0.4), ("after_agent_starts", 0.8),
    ]
    assert s.caller[0].audio_path == fixtures / "caller" / "hi.wav"
    assert s.fixtures_root == fixtures and s.timeout_s == 30
    assert s.settings == {"greeting": "Hello"}
    assert s.expect is not None and s.expect.jobs == {"book_flight": 1}
    assert set(s.expect.metric_bounds()) == {"overlap_count", "dead_air_max_s", "turn_latency_s"}


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("caller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n", ["agent", "required", "add `agent:"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, at: 1}\n", ["caller[0]", "needs its reference transcript in `text`"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, txt: hi, at: 1}\n",
         ["caller[0].txt", "unknown field", "text"]),
        ("agent: a.b:c\nvoice: x\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n",
         ["voice", "unknown field"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/nope.wav, text: hi, at: 1}\n",
         ["caller[0].audio", "nope.wav", "not found", "audio_fixtures"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi}\n",
         ["caller[0]", "exactly one of at / after_agent_ends / after_agent_starts"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1, after_agent_ends: 1}\n",
         ["caller[0]", "found: at, after_agent_ends"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: -1}\n", ["caller[0].at"]),
        ("agent: airline\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n",
         ["agent", "package.module:attribute"]),
        ("agent: a.b:c\ncaller: [\n", ["invalid YAML", "line"]),
        ("agent: a.b:c\ncaller: []\n", ["caller", "empty"]),
        ("", ["expected a mapping"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n"
         "expect: {overlap_count: {min: 3, max: 1}}\n", ["expect", "overlap_count", "min"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n"
         "expect: {dead_air_max_s: soon}\n", ["dead_air_max_s", "number or {min, max}"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n"
         "faults: [{service: tts, kind: explode}]\n", ["faults[0]", "explode", "reject, stall, drop"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n"
         "faults: [{service: tts, kind: mute}]\n", ["faults[0]", "mute fault is for the stt service"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, dtmf: '1', at: 1}\n",
         ["caller[0]", "either audio (with its text) or dtmf"]),
        ("agent: a.b:c\ncaller:\n - {dtmf: '12a', at: 1}\n", ["caller[0].dtmf", "[0-9*#]"]),
        ("agent: a.b:c\nparticipant: {kind: webrtc}\ncaller:\n - {dtmf: '1', at: 1}\n",
         ["dtmf lines need a SIP caller"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n"
         "server_api: {CreateSIPParticipant: {answer: refused}}\n",
         ["server_api.CreateSIPParticipant", "TransferSIPParticipant only"]),
        ("agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\n"
         "server_api: {CreateSIPParticipant: {answer: maybe}}\n", ["server_api", "answer", "busy"]),
    ],
)
def test_bad_scenarios_name_the_file_the_field_and_the_fix(
    fixtures: Path, text: str, says: list[str]
) -> None:
    path = write(fixtures, text)
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    message = str(err.value)
    assert message.startswith(str(path))
    for part in says:
        assert part in message, message


def test_missing_scenario_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="not found"):
        load_scenario(tmp_path / "nope.yaml")


def test_cli_turns_a_scenario_error_into_one_line_and_exit_2(
    fixtures: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(fixtures, "agent: a.b:c\ncaller:\n - {audio: caller/gone.wav, text: hi, at: 1}\n")
    code = cli_main(["replay", str(path), "--providers", "fake"])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert len(err.splitlines()) == 1 and "gone.wav" in err and err.startswith("error:")


# -- expectations ---------------------------------------------------------------------------


def expect_of(fixtures: Path, block: str) -> Any:
    text = "agent: a.b:c\ncaller:\n - {audio: caller/hi.wav, text: hi, at: 1}\nexpect:\n" + block
    return load_scenario(write(fixtures, text)).expect


def test_expectations_that_hold_give_no_failures(fixtures: Path) -> None:
    expect = expect_of(fixtures, GOOD.split("expect:\n")[1].split("timeout_s")[0])
    metrics = {"overlap_count": 0, "dead_air_max_s": 1.2, "turn_latency_s": [0.6, 0.9]}
    texts = ["I'm booking that now.", "Done, I confirm BA 117."]
    assert check_expectations(expect, metrics, texts, {"book_flight": 1}) == []


def test_each_failed_expectation_is_named(fixtures: Path) -> None:
    expect = expect_of(fixtures, GOOD.split("expect:\n")[1].split("timeout_s")[0])
    metrics = {"overlap_count": 2, "dead_air_max_s": 4.5, "turn_latency_s": [0.6, 2.5]}
    texts = ["Your booking is confirmed."]
    failures = check_expectations(expect, metrics, texts, {"book_flight": 2})
    assert failures == [
        "overlap_count: expected 0, got 2",
        "dead_air_max_s: 4.500 is above the maximum 3",
        "turn_latency_s[1]: 2.500 is above the maximum 2",
        "jobs.book_flight: expected 1 job(s), got 2",
    ]
    # order matters for agent_says
    failures = check_expectations(
        expect, {**metrics, "overlap_count": 0, "dead_air_max_s": 1, "turn_latency_s": [0.5]},
        ["I confirm.", "booking"], {"book_flight": 1},
    )
    assert failures == ["agent_says[1]: 'confirm' was said, but not after 'booking'"]


def test_unknown_or_unmeasured_metric_is_a_failure_not_a_pass(fixtures: Path) -> None:
    expect = expect_of(fixtures, "  barge_in_stop_s: {max: 1}\n  turn_latency_p50_s: {max: 1}\n")
    failures = check_expectations(expect, {"turn_latency_p50_s": None}, [], {})
    assert failures[0].startswith("barge_in_stop_s: no such metric")
    assert failures[1].startswith("turn_latency_p50_s: not measured")


# -- agent resolution -------------------------------------------------------------------------


class NotLivekit:
    pass


def ctx(settings: dict[str, Any] | None = None) -> Any:
    return SimpleNamespace(settings=settings or {})


async def test_agent_resolution_accepts_instances_subclasses_and_factories() -> None:
    instance = EchoAgent()
    assert await resolve_agent(instance, ctx()) is instance
    assert isinstance(await resolve_agent(EchoAgent, ctx()), EchoAgent)
    made = await resolve_agent(lambda: EchoAgent(greeting="hi"), ctx())
    assert isinstance(made, EchoAgent)
    # settings reach a factory that takes them
    with_settings = await resolve_agent(EchoAgent, ctx({"greeting": "Welcome"}))
    assert with_settings._greeting == "Welcome"  # type: ignore[attr-defined]
    assert isinstance(import_agent_object("adapters.replay.pytest_helper:EchoAgent")(), Agent)


async def test_registered_adapter_bridges_other_agent_objects() -> None:
    built: list[Any] = []

    def bridge(obj: Any, context: Any) -> Agent:
        built.append((obj, context))
        return EchoAgent()

    with pytest.raises(AgentResolutionError, match="not a livekit Agent"):
        await resolve_agent(NotLivekit(), ctx(), spec="m:x")
    register_agent_adapter(lambda o: isinstance(o, NotLivekit), bridge)
    try:
        obj = NotLivekit()
        assert isinstance(await resolve_agent(obj, ctx(), spec="m:x"), EchoAgent)
        # a factory returning such an object goes through the adapter too
        assert isinstance(await resolve_agent(lambda: obj, ctx(), spec="m:x"), EchoAgent)
        assert [b[0] for b in built] == [obj, obj]
    finally:
        unregister_agent_adapter(bridge)


def test_import_errors_name_the_module_or_attribute() -> None:
    with pytest.raises(AgentResolutionError, match="cannot import module 'no_such_mod'"):
        import_agent_object("no_such_mod:agent")
    with pytest.raises(AgentResolutionError, match="has no attribute 'Nope'"):
        import_agent_object("adapters.replay.pytest_helper:Nope")


def test_empty_lists_kinds_and_forbidden_phrases_are_checked(fixtures: Path) -> None:
    expect = expect_of(fixtures, (
        "  first_interim_latency_s: {max: 1.5}\n"
        "  agent_never_says: [\"is confirmed\"]\n"
        "  items: {progress: {min: 1}, interim: 1}\n"
        "  dropped: {progress: 0}\n"))
    failures = check_expectations(
        expect, {"first_interim_latency_s": []}, ["I'm booking it.", "Your booking is confirmed."], {},
        item_kinds=["interim", "utterance"], dropped_kinds=["progress"])
    assert failures == [
        "first_interim_latency_s: nothing was measured in this call (empty list), expected <= 1.500",
        "agent_never_says: the agent said 'is confirmed'",
        "items.progress: 0 is below the minimum 1",
        "dropped.progress: expected 0, got 1",
    ]


def test_a_phone_scenario_has_keys_a_sip_caller_and_scripted_line_answers(fixtures: Path) -> None:
    path = write(fixtures, """\
agent: adapters.replay.pytest_helper:EchoAgent
participant: {kind: sip, identity: sip_+15550100, attributes: {sip.phoneNumber: "+15550100", sip.callStatus: active}}
caller:
  - {audio: caller/hi.wav, text: "hi", at: 0.5}
  - {dtmf: "44719#", after_agent_ends: 0.5, key_gap_s: 0.2}
server_api: {CreateSIPParticipant: {answer: no_answer, delay_s: 2}}
stay_on_line: true
""")
    s = load_scenario(path)
    assert s.participant is not None and s.participant.attributes["sip.callStatus"] == "active"
    keys = s.caller[1]
    assert keys.dtmf == "44719#" and keys.audio is None and keys.audio_path is None and keys.key_gap_s == 0.2
    assert s.server_api["CreateSIPParticipant"].answer == "no_answer" and s.stay_on_line
