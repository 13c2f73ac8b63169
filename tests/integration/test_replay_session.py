"""Replays into a real livekit-agents AgentSession with real Silero VAD, measured from the audio.

The caller is real speech (the Piper voice of the `local` extra); the agent is `EchoAgent`
("You said: <transcript>") on the fake STT/TTS, or on the local models in the last test.
"""

from __future__ import annotations

import asyncio
import sys
from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest

from adapters.audio.energy import SpeechDetector
from adapters.replay.pytest_helper import replay_scenario, write_speech_wav
from adapters.replay.recording import AgentItem, CallRecording
from adapters.replay.replay import ReplayResult
from adapters.replay.timeline import build_timeline

pytestmark = pytest.mark.integration

RATE = 16000
ECHO = "adapters.replay.pytest_helper:EchoAgent"


@pytest.fixture(scope="module")
def fixtures(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("replay") / "audio_fixtures"
    caller = root / "caller"
    write_speech_wav(caller / "hello.wav", "Hello there how are you doing today", pad_s=0.2)
    write_speech_wav(caller / "thanks.wav", "Thanks a lot", pad_s=0.2)
    write_speech_wav(caller / "wait.wav", "Wait wait I need to change something", pad_s=0.1)
    (root / "scenarios").mkdir()
    return root


def scenario(root: Path, name: str, body: str) -> Path:
    path = root / "scenarios" / f"{name}.yaml"
    path.write_text(f"agent: {ECHO}\n{body}")
    return path


def item_audio(rec: CallRecording, item: AgentItem) -> np.ndarray:
    end = item.end_s if item.end_s is not None else float("inf")
    parts = [f.samples for f in rec.agent_frames if item.start_s - 1e-6 <= f.t_s < end]
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)


def first_agent_audio_after(rec: CallRecording, t: float) -> float:
    """Where agent speech begins after `t`, measured as the timeline measures it."""
    for region in build_timeline(rec).agent_speech:
        if region.start_s >= t:
            return region.start_s
    raise AssertionError(f"no agent audio after {t:.2f} s")


def caller_speech(rec: CallRecording, index: int) -> tuple[float, float]:
    """(start, end) of the speech in caller line `index`, on the call clock."""
    turn = rec.caller[index]
    regions = SpeechDetector().detect(turn.samples, RATE)
    return turn.start_s + regions[0].start_s, turn.start_s + regions[-1].end_s


async def test_echo_reply_follows_the_caller_and_after_agent_ends_waits_for_it(
    fixtures: Path,
) -> None:
    path = scenario(fixtures, "echo", """\
caller:
  - {audio: caller/hello.wav, text: "hello there how are you doing today", at: 0.3}
  - {audio: caller/thanks.wav, text: "thanks a lot", after_agent_ends: 0.4}
expect:
  agent_says: ["you said: hello there", "you said: thanks"]
""")
    before = set(asyncio.all_tasks())
    result = await replay_scenario(path, "fake")
    await asyncio.sleep(0)
    leaked = [t for t in asyncio.all_tasks() - before if not t.done()]
    assert leaked == [], leaked

    rec = result.recording
    assert result.ok, result.failures + result.problems
    assert [t.text for t in rec.caller] == ["hello there how are you doing today", "thanks a lot"]
    assert [text for _, text in rec.transcripts] == [t.text for t in rec.caller]
    reply1, reply2 = rec.agent_items
    assert not reply1.interrupted and not reply2.interrupted

    # the reply starts after the caller stopped speaking, measured on the audio
    for index, reply in enumerate((reply1, reply2)):
        eos = caller_speech(rec, index)[1]
        onset = first_agent_audio_after(rec, rec.caller[index].start_s)
        assert 0.2 < onset - eos < 2.0, (index, eos, onset)
        assert reply.start_s >= eos

    # after_agent_ends: 0.4 -> the second line starts 0.4 s after the first reply ended
    assert reply1.end_s is not None
    assert rec.caller[1].start_s == pytest.approx(reply1.end_s + 0.4, abs=0.025)

    # real time: an item lasts exactly as long as its audio, frames are back to back
    for reply in (reply1, reply2):
        audio = item_audio(rec, reply)
        assert reply.end_s is not None
        assert reply.end_s - reply.start_s == pytest.approx(audio.size / RATE, abs=0.005)
        frames = [f for f in rec.agent_frames if reply.start_s - 1e-6 <= f.t_s < reply.end_s]
        gaps = [b.t_s - (a.t_s + a.samples.size / RATE) for a, b in pairwise(frames)]
        assert max(abs(g) for g in gaps) < 0.002
    assert rec.duration_s > reply2.end_s


async def test_barge_in_interrupts_the_agent_audio(fixtures: Path) -> None:
    path = scenario(fixtures, "barge", """\
caller:
  - {audio: caller/hello.wav, text: "hello there how are you doing today", at: 0.3}
  - {audio: caller/wait.wav, text: "wait wait I need to change something", after_agent_starts: 0.8}
""")
    result: ReplayResult = await replay_scenario(path, "fake")
    rec = result.recording
    assert not result.problems
    first, second = rec.agent_items[:2]
    full_s = len("You said: hello there how are you doing today") / 14.0  # FakeTTS: 14 chars/s

    # the caller came in 0.8 s into the reply
    assert rec.caller[1].start_s == pytest.approx(first.start_s + 0.8, abs=0.025)
    # ... and the agent stopped: its audio ends well before the reply's full length
    assert first.interrupted and first.end_s is not None
    heard = item_audio(rec, first).size / RATE
    assert 0.8 < heard < full_s - 0.5
    barge_onset = caller_speech(rec, 1)[0]
    assert 0.0 < first.end_s - barge_onset < 1.0  # stopped within a second of the barge-in
    # nothing of the agent is heard while the caller goes on
    caller_end = rec.caller[1].start_s + rec.caller[1].samples.size / RATE
    assert not [f for f in rec.agent_frames if first.end_s + 1e-3 < f.t_s < caller_end]
    # livekit was told: interrupted, at the position the caller actually heard
    (finished, *_) = [m for m in rec.marks if m.kind == "playback_finished"]
    assert finished.data["interrupted"] is True
    assert finished.data["playback_position"] == pytest.approx(heard, abs=0.002)
    # the barge-in itself is answered
    assert second.text == "You said: wait wait I need to change something"
    assert second.start_s > caller_end


async def test_cli_prints_the_call_writes_files_and_fails_on_expectations(
    fixtures: Path, tmp_path: Path
) -> None:
    path = scenario(fixtures, "cli", """\
caller:
  - {audio: caller/thanks.wav, text: "thanks a lot", at: 0.2}
expect:
  agent_says: ["you said: thanks a lot", "goodbye"]
  overlap_count: 0
timeout_s: 20
""")
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "adapters.cli", "replay", str(path), "--out", str(tmp_path / "out"),
        "--providers", "fake", stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out_b, err_b = await proc.communicate()
    out, err = out_b.decode(), err_b.decode()
    assert proc.returncode == 1, err
    assert "caller              'thanks a lot'" in out
    assert "heard               'thanks a lot'" in out
    assert "agent [reply]       'You said: thanks a lot'" in out
    assert "FAIL: expect.agent_says[1]: the agent never said 'goodbye'" in err
    assert (tmp_path / "out" / "call.wav").is_file()


async def test_local_providers_echo(fixtures: Path) -> None:
    try:
        from adapters.providers import build_providers

        build_providers("local")
    except (ImportError, ModuleNotFoundError) as exc:
        pytest.skip(f"local providers not available in this checkout: {exc}")
    path = scenario(fixtures, "local", """\
caller:
  - {audio: caller/hello.wav, text: "hello there how are you doing today", at: 0.3}
timeout_s: 40
""")
    result = await replay_scenario(path, "local")
    rec = result.recording
    assert not result.problems
    assert rec.transcripts, "whisper heard nothing"
    heard = rec.transcripts[0][1].lower()
    assert "how are you" in heard
    (reply,) = rec.agent_items
    assert reply.text.lower().startswith("you said:") and "how are you" in reply.text.lower()
    latency = first_agent_audio_after(rec, rec.caller[0].start_s) - caller_speech(rec, 0)[1]
    assert 0.2 < latency < 4.0
