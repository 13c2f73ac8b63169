"""The replay's simulated speaker and scripted microphone against the livekit I/O contract."""

from __future__ import annotations

import asyncio
import itertools
import time

import numpy as np
import pytest
from livekit import rtc
from livekit.agents.voice.io import PlaybackFinishedEvent, PlaybackStartedEvent

from adapters.replay.audio_io import (
    CallClock,
    CallerCue,
    ScriptedAudioInput,
    SimulatedAudioOutput,
    voiced_length,
)
from adapters.replay.recording import AgentItem, CallRecording

RATE = 16000


def tone_frame(seconds: float, rate: int = RATE, amp: float = 0.3) -> rtc.AudioFrame:
    n = round(seconds * rate)
    x = (amp * np.sin(2 * np.pi * 220 * np.arange(n) / rate) * 32767).astype(np.int16)
    return rtc.AudioFrame(x.tobytes(), rate, 1, n)


class Speaker:
    def __init__(self) -> None:
        self.clock = CallClock()
        self.recording = CallRecording()
        self.out = SimulatedAudioOutput(clock=self.clock, recording=self.recording)
        self.started: list[float] = []
        self.finished: list[tuple[float, PlaybackFinishedEvent]] = []
        self.out.on("playback_started", self._on_started)
        self.out.on("playback_finished", self._on_finished)

    def _on_started(self, _ev: PlaybackStartedEvent) -> None:
        self.started.append(self.clock.now())

    def _on_finished(self, ev: PlaybackFinishedEvent) -> None:
        self.finished.append((self.clock.now(), ev))

    def played_seconds(self) -> float:
        return sum(f.samples.size for f in self.recording.agent_frames) / RATE


async def test_segment_plays_in_real_time_and_reports_its_full_position() -> None:
    sp = Speaker()
    sp.clock.start()
    for _ in range(5):
        await sp.out.capture_frame(tone_frame(0.1))
    sp.out.flush()
    ev = await asyncio.wait_for(sp.out.wait_for_playout(), 2.0)

    assert ev.interrupted is False
    assert ev.playback_position == pytest.approx(0.5, abs=1e-6)
    assert len(sp.started) == 1 and sp.started[0] < 0.05
    t_done, _ = sp.finished[0]
    assert t_done == pytest.approx(0.5, abs=0.05)  # half a second of audio took half a second
    frames = sp.recording.agent_frames
    starts = [f.t_s for f in frames]
    assert np.allclose(np.diff(starts), 0.1, atol=1e-9)  # contiguous, no drift
    (item,) = sp.recording.agent_items
    assert item.end_s is not None and item.end_s - item.start_s == pytest.approx(0.5, abs=1e-6)
    assert item.interrupted is False
    await sp.out.aclose()


async def test_clear_buffer_stops_audio_at_once_and_reports_the_position_played() -> None:
    sp = Speaker()
    sp.clock.start()
    await sp.out.capture_frame(tone_frame(1.0))
    sp.out.flush()
    await asyncio.sleep(0.3)
    t_clear = sp.clock.now()
    sp.out.clear_buffer()
    ev = await asyncio.wait_for(sp.out.wait_for_playout(), 0.1)

    assert ev.interrupted is True
    # the position is the audio actually emitted, which lags the clock by the playout loop's
    # own delay on a busy machine (tens of ms with three test workers on two cores)
    assert t_clear - 0.1 <= ev.playback_position <= t_clear + 0.03
    # what the caller heard is exactly what was reported as played
    assert sp.played_seconds() == pytest.approx(ev.playback_position, abs=1 / RATE)
    (item,) = sp.recording.agent_items
    assert item.interrupted is True and ev.playback_position - 0.01 <= item.end_s <= t_clear + 0.05
    await asyncio.sleep(0.2)
    assert sp.played_seconds() == pytest.approx(ev.playback_position, abs=1 / RATE)
    await sp.out.aclose()


async def test_clear_before_flush_reports_on_flush_and_drops_later_frames() -> None:
    # livekit's forwarding task flushes then clears on cancellation, but a clear can also come
    # first: the finish is reported once, when both have happened
    sp = Speaker()
    await sp.out.capture_frame(tone_frame(0.5))
    await asyncio.sleep(0.1)
    sp.out.clear_buffer()
    await sp.out.capture_frame(tone_frame(0.5))  # same segment, after the clear: never played
    assert sp.finished == []
    sp.out.flush()
    assert len(sp.finished) == 1 and sp.finished[0][1].interrupted is True
    assert sp.finished[0][1].playback_position == pytest.approx(0.1, abs=0.03)
    await asyncio.sleep(0.15)
    assert sp.played_seconds() == pytest.approx(0.1, abs=0.03)
    await sp.out.aclose()


async def test_pause_holds_the_playhead_and_resume_continues() -> None:
    sp = Speaker()
    await sp.out.capture_frame(tone_frame(0.4))
    sp.out.flush()
    await asyncio.sleep(0.1)
    sp.out.pause()
    await asyncio.sleep(0.3)
    assert sp.finished == []
    sp.out.resume()
    ev = await asyncio.wait_for(sp.out.wait_for_playout(), 1.0)

    assert ev.interrupted is False and ev.playback_position == pytest.approx(0.4, abs=1e-6)
    t_done = sp.finished[0][0]
    assert t_done == pytest.approx(0.7, abs=0.06)  # 0.4 s of audio + 0.3 s paused
    assert sp.played_seconds() == pytest.approx(0.4, abs=1e-6)
    kinds = [m.kind for m in sp.recording.marks]
    assert kinds[:2] == ["playback_paused", "playback_resumed"]
    await sp.out.aclose()


async def test_next_segment_waits_for_the_previous_to_play_out() -> None:
    sp = Speaker()
    await sp.out.capture_frame(tone_frame(0.2))
    sp.out.flush()
    await sp.out.capture_frame(tone_frame(0.2))  # waits ~0.2 s
    sp.out.flush()
    await asyncio.wait_for(sp.out.wait_for_playout(), 1.0)
    a, b = sp.recording.agent_items
    assert a.end_s is not None and b.start_s >= a.end_s - 1e-6
    assert [ev.interrupted for _, ev in sp.finished] == [False, False]
    await sp.out.aclose()


async def test_aclose_finishes_an_open_segment_as_interrupted() -> None:
    sp = Speaker()
    await sp.out.capture_frame(tone_frame(1.0))
    await asyncio.sleep(0.05)
    await sp.out.aclose()
    await sp.out.aclose()  # idempotent
    assert len(sp.finished) == 1 and sp.finished[0][1].interrupted is True


# -- the scripted caller -------------------------------------------------------------------


def cue(index: int, seconds: float, trigger: str, delay: float) -> CallerCue:
    samples = np.full(round(seconds * RATE), 0.5, dtype=np.float32)
    return CallerCue(index, f"line {index}", f"l{index}.wav", samples, trigger, delay)  # type: ignore[arg-type]


async def pull_until(mic: ScriptedAudioInput, seconds: float) -> np.ndarray:
    chunks = []
    async for frame in mic:
        chunks.append(np.frombuffer(bytes(frame.data), dtype=np.int16))
        if len(chunks) * 0.02 >= seconds:
            break
    return np.concatenate(chunks).astype(np.float32) / 32767


async def test_microphone_is_real_time_and_places_lines_by_absolute_time() -> None:
    clock, rec = CallClock(), CallRecording()
    heard: list[tuple[int, str]] = []
    mic = ScriptedAudioInput(
        [cue(0, 0.2, "at", 0.113), cue(1, 0.1, "at", 0.5)],
        clock=clock,
        recording=rec,
        on_caller_line=lambda i, text: heard.append((i, text)),
    )
    loop = asyncio.get_running_loop()
    clock.start()
    audio = await pull_until(mic, 0.8)
    elapsed = loop.time() - clock.t0

    assert elapsed == pytest.approx(0.8, abs=0.03)  # frames come at the pace they play
    loud = np.flatnonzero(audio > 0.1)
    assert loud[0] == round(0.113 * RATE)  # sample-exact placement inside a frame
    assert [round(t.start_s, 4) for t in rec.caller] == [0.113, 0.5]
    assert heard == [(0, "line 0"), (1, "line 1")]
    assert mic.script_done.is_set()
    # silence between lines: the stream never stops
    assert audio[round(0.35 * RATE) : round(0.45 * RATE)].max() == 0


async def test_microphone_reacts_to_agent_items() -> None:
    clock, rec = CallClock(), CallRecording()
    mic = ScriptedAudioInput(
        [cue(0, 0.1, "at", 0.0), cue(1, 0.1, "after_agent_ends", 0.2),
         cue(2, 0.1, "after_agent_starts", 0.1)],
        clock=clock,
        recording=rec,
    )
    clock.start()
    # an item that ended before line 0 finished is not "the next item"
    rec.agent_items.append(AgentItem(start_s=0.0, end_s=0.05, text="old"))
    rec.agent_items.append(AgentItem(start_s=0.3, end_s=None, text="reply"))

    async def agent() -> None:
        await asyncio.sleep(0.45)
        rec.agent_items[1].end_s = 0.45
        await asyncio.sleep(0.35)  # line 1 plays 0.65-0.75; the next item starts after it
        rec.agent_items.append(AgentItem(start_s=0.8, end_s=None, text="next"))

    task = asyncio.create_task(agent())
    await pull_until(mic, 1.2)
    await task
    starts = [round(t.start_s, 3) for t in rec.caller]
    assert starts == [0.0, 0.65, 0.9]


async def test_a_reply_that_starts_in_a_lines_trailing_silence_triggers_the_next_line() -> None:
    # Line 0 is 0.1 s of voice and 0.3 s of silence. The agent answers at 0.2 s, before the WAV
    # has finished playing: that answer is "the next agent item", and line 1 barges into it
    # rather than waiting out the trigger timeout (which once made a continuation a new turn).
    clock, rec = CallClock(), CallRecording()
    line0 = cue(0, 0.4, "at", 0.0)
    line0.samples[round(0.1 * RATE):] = 0.0
    mic = ScriptedAudioInput([line0, cue(1, 0.1, "after_agent_starts", 0.1)],
                             clock=clock, recording=rec, trigger_timeout_s=1.0)
    clock.start()

    async def agent() -> None:
        await asyncio.sleep(0.2)
        rec.agent_items.append(AgentItem(start_s=0.2, end_s=None, text="reply"))

    task = asyncio.create_task(agent())
    await pull_until(mic, 0.8)
    await task
    starts = [round(t.start_s, 3) for t in rec.caller]
    assert starts == [0.0, 0.4]  # due at 0.3, played when line 0 ends
    assert not [m for m in rec.marks if m.kind == "trigger_timeout"]


def test_a_lines_voice_ends_at_its_last_loud_window() -> None:
    samples = np.zeros(RATE, dtype=np.float32)
    samples[: RATE // 4] = 0.2
    samples[RATE // 2 : RATE // 2 + 8] = 0.001  # a click far below speech
    assert voiced_length(samples, RATE) == RATE // 4
    assert voiced_length(np.zeros(RATE, dtype=np.float32), RATE) == 0


async def test_trigger_timeout_plays_the_line_and_marks_it() -> None:
    clock, rec = CallClock(), CallRecording()
    mic = ScriptedAudioInput(
        [cue(0, 0.1, "after_agent_starts", 0.5)],
        clock=clock, recording=rec, trigger_timeout_s=0.3,
    )
    clock.start()
    await pull_until(mic, 0.5)
    (turn,) = rec.caller
    assert turn.start_s == pytest.approx(0.3, abs=0.021)
    (mark,) = [m for m in rec.marks if m.kind == "trigger_timeout"]
    assert mark.data["turn_index"] == 0 and mark.data["trigger"] == "after_agent_starts"


async def test_late_consumer_catches_up_without_drift() -> None:
    clock, rec = CallClock(), CallRecording()
    mic = ScriptedAudioInput([cue(0, 0.1, "at", 0.0)], clock=clock, recording=rec)
    clock.start()
    await asyncio.sleep(0.2)  # the session was busy: 10 frames are due at once
    loop = asyncio.get_running_loop()
    n = 0
    async for _ in mic:
        n += 1
        if n == 20:
            break
    # 20 frames are 0.4 s of audio: the 10 overdue ones came at once and the rest on time. A
    # consumer that did not catch up would end 0.2 s late (0.6 s); the margin above 0.4 s is for
    # a loaded machine's late wake-ups, never near that.
    elapsed = loop.time() - clock.t0
    assert 0.39 <= elapsed < 0.5, elapsed
    assert mic.max_lag_s >= 0.15
    mic.aclose()
    with pytest.raises(StopAsyncIteration):
        await mic.__anext__()


async def test_a_speaker_woken_late_by_a_busy_loop_plays_its_waiting_frames_back_to_back() -> None:
    # Under load the playout task wakes well after a frame ended. The next frame was already
    # waiting, so a real speaker played it at once: the item lasts as long as its audio, no gap.
    sp = Speaker()
    sp.clock.start()
    for _ in range(3):
        await sp.out.capture_frame(tone_frame(0.05))
    sp.out.flush()
    await asyncio.sleep(0.01)  # the first frame is playing
    loop = asyncio.get_running_loop()
    first_end = sp.clock.t0 + sp.recording.agent_frames[0].t_s + 0.05
    time.sleep(0.12)  # noqa: ASYNC251 - a busy event loop: nothing runs for longer than the frame lasts
    # the race happened: the task wakes past the first frame's end by more than jitter allows
    assert loop.time() - first_end > 0.05
    ev = await asyncio.wait_for(sp.out.wait_for_playout(), 2.0)
    assert ev.interrupted is False
    (item,) = sp.recording.agent_items
    assert item.end_s is not None and item.end_s - item.start_s == pytest.approx(0.15, abs=1e-6)
    frames = sp.recording.agent_frames
    assert [round(b.t_s - a.t_s, 6) for a, b in itertools.pairwise(frames)] == [0.05, 0.05]
    await sp.out.aclose()
