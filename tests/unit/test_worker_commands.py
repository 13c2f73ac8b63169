"""`voice-agent worker` flags: each worker setting has one, and it reaches the job processes
(through the environment, which is how livekit-agents' job processes inherit settings)."""

from __future__ import annotations

import argparse

import pytest

from adapters.livekit import commands
from adapters.livekit.worker import WorkerConfig


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="voice-agent")
    commands.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return int(args.func(args))


@pytest.mark.parametrize(("flag", "greets"), [("--greet", True), ("--no-greet", False)])
def test_greet_flag_sets_what_the_worker_reads(
    flag: str, greets: bool, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("LIVEKIT_URL", raising=False)
    monkeypatch.setenv("VOICE_AGENT_GREET", "0" if greets else "1")  # the flag wins
    # `start` without LIVEKIT_URL stops after the settings are applied, before connecting
    assert run(["worker", flag, "start"]) == 2
    assert "LIVEKIT_URL is not set" in capsys.readouterr().err
    assert WorkerConfig.from_env().greet is greets


def test_without_the_flag_the_environment_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LIVEKIT_URL", raising=False)
    monkeypatch.setenv("VOICE_AGENT_GREET", "0")
    assert run(["worker", "start"]) == 2
    assert WorkerConfig.from_env().greet is False
