"""The worker's prewarm leaves a job process ready for its first caller: the local models loaded
and the agent's fixed lines already synthesised, so the first greeting plays from memory."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from adapters.livekit.worker import prewarm
from adapters.providers.tts_cache import CachedTTS

pytestmark = pytest.mark.integration


def test_prewarm_fills_the_tts_cache_with_the_agents_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("piper")
    monkeypatch.setenv("VOICE_AGENT_PROVIDERS", "local")
    monkeypatch.setenv("VOICE_AGENT_AGENT", "voice_agent.examples.airline:agent")
    proc = SimpleNamespace(userdata={})
    prewarm(proc)  # type: ignore[arg-type]  # livekit's JobProcess: only userdata is used
    speech = proc.userdata["providers"].tts
    assert isinstance(speech, CachedTTS)
    line, rest = speech.lookup("Hello, you've reached Sky Air. How can I help you today?")
    assert line is not None and rest == "" and len(line.pcm) > 0
    line, rest = speech.lookup("I'm booking flight BA 117 for John Smith now.")
    assert line is not None and line.text == "I'm booking flight" and rest.startswith("BA 117")
