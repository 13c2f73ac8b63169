"""Timeline metrics on synthetic calls whose truth is known: tones placed on the call clock.

Tones stand in for speech; where it matters (noise floors, pauses between words) the signals
are shaped like speech in the respect being tested.
"""

from __future__ import annotations

import numpy as np
import pytest

from adapters.audio.energy import SpeechDetector
from adapters.replay.recording import AgentFrame, AgentItem, CallerTurn, CallRecording
from adapters.replay.timeline import build_timeline

RATE = 16000
TOL = 0.03  # what a person comparing waveforms would call "the same moment"


def tone(seconds: float, amp: float = 0.3, freq: float = 220.0, rate: int = RATE) -> np.ndarray:
    t = np.arange(round(seconds * rate)) / rate
    return (amp * np.sin(2 * np.pi * freq * t)).astype(np.float32)


def pink(seconds: float, dbfs: float, seed: int = 0, rate: int = RATE) -> np.ndarray:
    n = round(seconds * rate)
    spec = np.fft.rfft(np.random.default_rng(seed).standard_normal(n))
    f = np.arange(spec.size, dtype=float)
    f[0] = 1.0
    y = np.fft.irfft(spec / np.sqrt(f), n)
    return (y / np.std(y) * 10 ** (dbfs / 20)).astype(np.float32)


def say(
    rec: CallRecording,
    index: int,
    speech: tuple[float, float],
    *,
    lead: float = 0.2,
    tail: float = 0.4,
    noise_dbfs: float | None = None,
    text: str = "caller line",
) -> CallerTurn:
    """A caller WAV with silence (or noise) around a tone spanning `speech` on the call clock."""
    start, end = speech
    body = np.concatenate([np.zeros(int(lead * RATE)), tone(end - start),
                           np.zeros(int(tail * RATE))]).astype(np.float32)
    if noise_dbfs is not None:
        body += pink(body.size / RATE, noise_dbfs, seed=index)
    turn = CallerTurn(index, text, f"caller/{index}.wav", start - lead, body)
    rec.caller.append(turn)
    return turn


def play(rec: CallRecording, start: float, end: float, *, frame_s: float = 0.02) -> None:
    """Agent audio as the output captures it: consecutive frames."""
    audio = tone(end - start, amp=0.25, freq=330.0)
    step = int(frame_s * RATE)
    for i in range(0, audio.size, step):
        rec.agent_frames.append(AgentFrame(start + i / RATE, audio[i : i + step]))


def item(rec: CallRecording, start: float, end: float, text: str = "agent line", **kw: object) -> None:
    rec.agent_items.append(AgentItem(start, end, text, **kw))  # type: ignore[arg-type]


def approx(x: float | None, want: float, tol: float = TOL) -> bool:
    return x is not None and abs(x - want) <= tol


# -- turn latency ---------------------------------------------------------------------------


def test_turn_latency_is_end_of_caller_speech_to_first_agent_audio() -> None:
    rec = CallRecording(duration_s=5.0)
    say(rec, 0, (0.5, 2.0), tail=0.5)  # the WAV runs on to 2.5 s: silence is not speech
    # The item is recorded from 2.3 s, but its first 0.3 s is TTS lead-in silence.
    item(rec, 2.3, 4.0, "Sure, booking that now.", kind="reply", turn_index=0)
    play(rec, 2.6, 4.0)
    tl = build_timeline(rec)
    [lat] = tl.metrics["turn_latency_s"]
    assert approx(lat, 0.6)
    assert approx(tl.metrics["turn_latency_p50_s"], 0.6)
    assert tl.metrics["overlap_count"] == 0 and tl.metrics["overlap_s"] == 0


def test_reply_found_by_kind_or_by_audio_when_items_carry_no_turn() -> None:
    rec = CallRecording(duration_s=12.0)
    say(rec, 0, (0.5, 1.5))
    item(rec, 2.0, 3.0, "a reply without a turn index", kind="reply")
    play(rec, 2.0, 3.0)
    say(rec, 1, (4.0, 5.0))
    play(rec, 5.8, 7.0)  # audio with no item at all: still the agent answering
    say(rec, 2, (8.0, 9.0))  # never answered
    tl = build_timeline(rec)
    assert all(approx(x, w) for x, w in zip(tl.metrics["turn_latency_s"], [0.5, 0.8], strict=True))
    assert len(tl.metrics["turn_latency_s"]) == 2, "the unanswered turn has no latency"
    assert tl.turns[2].latency_s is None


def test_latency_percentiles() -> None:
    rec = CallRecording(duration_s=20.0)
    for k, (t, gap) in enumerate([(0.5, 0.4), (5.0, 0.8), (10.0, 1.2), (15.0, 2.0)]):
        say(rec, k, (t, t + 1.0))
        item(rec, t + 1.0 + gap, t + 2.5 + gap, turn_index=k)
        play(rec, t + 1.0 + gap, t + 2.5 + gap)
    m = build_timeline(rec).metrics
    assert approx(m["turn_latency_p50_s"], 1.0)
    assert approx(m["turn_latency_p95_s"], 0.85 * 2.0 + 0.15 * 1.2, tol=0.04)


def test_no_turns_means_null_percentiles_and_empty_lists() -> None:
    m = build_timeline(CallRecording(duration_s=3.0)).metrics
    assert m["turn_latency_s"] == [] and m["first_interim_latency_s"] == []
    assert m["turn_latency_p50_s"] is None and m["turn_latency_p95_s"] is None
    assert m["dead_air_max_s"] == 0.0 and m["barge_in_stop_s"] == []


# -- overlap and barge-in ------------------------------------------------------------------


def test_agent_starting_while_caller_speaks_is_an_overlap() -> None:
    rec = CallRecording(duration_s=4.0)
    say(rec, 0, (0.5, 2.0))
    item(rec, 1.5, 3.0, turn_index=0)
    play(rec, 1.5, 3.0)
    m = build_timeline(rec).metrics
    assert m["overlap_count"] == 1
    assert approx(m["overlap_s"], 0.5)
    assert m["barge_in_stop_s"] == [], "the agent talked over the caller, not the reverse"


def test_caller_barging_in_is_not_an_overlap_and_stop_time_is_measured() -> None:
    rec = CallRecording(duration_s=6.0)
    item(rec, 1.0, 2.4, "Your booking is confirmed, the code is...", kind="utterance",
         interrupted=True)
    play(rec, 1.0, 2.4)  # cut 0.4 s after the caller started
    say(rec, 0, (2.0, 3.0), text="wait, one more thing")
    tl = build_timeline(rec)
    assert tl.metrics["overlap_count"] == 0
    [stop] = tl.metrics["barge_in_stop_s"]
    assert approx(stop, 0.4)


def test_overlap_counts_each_agent_start_over_the_caller() -> None:
    rec = CallRecording(duration_s=10.0)
    say(rec, 0, (0.5, 3.0))
    play(rec, 1.0, 1.5)
    play(rec, 2.5, 4.0)  # runs past the caller's end: only 0.5 s of it overlaps
    play(rec, 6.0, 7.0)  # caller silent: fine
    m = build_timeline(rec).metrics
    assert m["overlap_count"] == 2
    assert approx(m["overlap_s"], 1.0, tol=0.05)


# -- dead air and pending work ------------------------------------------------------------


def test_dead_air_is_the_longest_silence_while_work_is_pending() -> None:
    rec = CallRecording(duration_s=10.0)
    say(rec, 0, (0.5, 1.8))
    rec.mark(2.0, "job_started", tool="book_flight", work_id="w1", key="k1", duplicate=False)
    play(rec, 6.0, 7.5)  # nothing from anyone between 2.0 and 6.0
    rec.mark(8.0, "work_state", work_id="w1", tool="book_flight", state="delivered")
    tl = build_timeline(rec)
    assert approx(tl.metrics["dead_air_max_s"], 4.0)
    assert any(approx(g.start_s, 2.0) and approx(g.end_s, 6.0) for g in tl.dead_air)
    [w] = tl.work
    assert (w.start_s, w.end_s, w.final_state) == (2.0, 8.0, "delivered")


def test_silence_after_delivery_is_not_dead_air() -> None:
    rec = CallRecording(duration_s=20.0)
    rec.mark(1.0, "job_started", tool="t", work_id="w1", duplicate=False)
    play(rec, 1.5, 2.5)
    rec.mark(2.5, "work_state", work_id="w1", state="delivered")
    tl = build_timeline(rec)  # then 17.5 s of silence with nothing pending
    assert approx(tl.metrics["dead_air_max_s"], 0.5)


def test_work_never_finished_is_pending_until_the_call_ends() -> None:
    rec = CallRecording(duration_s=9.0)
    rec.mark(1.0, "job_started", tool="t", work_id="w1", duplicate=False)
    rec.mark(1.5, "work_state", work_id="w1", state="result_available")  # not final
    play(rec, 1.0, 3.0)
    tl = build_timeline(rec)
    assert approx(tl.metrics["dead_air_max_s"], 6.0)
    assert tl.work[0].final_state is None


def test_speech_from_either_side_breaks_dead_air() -> None:
    rec = CallRecording(duration_s=12.0)
    rec.mark(0.0, "job_started", tool="t", work_id="w1", duplicate=False)
    say(rec, 0, (2.5, 3.5))
    play(rec, 5.0, 6.0)
    say(rec, 1, (8.0, 9.0))
    rec.mark(10.0, "work_state", work_id="w1", state="cancelled")
    m = build_timeline(rec).metrics
    assert approx(m["dead_air_max_s"], 2.5)  # 0.0-2.5 and 6.0-8.0 are the gaps


def test_counts_of_duplicates_and_final_states_come_from_marks() -> None:
    rec = CallRecording(duration_s=10.0)
    for wid, t in (("w1", 1.0), ("w2", 2.0), ("w3", 3.0)):
        rec.mark(t, "job_started", tool="book_flight", work_id=wid, duplicate=False)
    rec.mark(2.5, "job_started", tool="book_flight", work_id="w1", duplicate=True)
    rec.mark(4.0, "job_started", tool="book_flight", work_id="w2", duplicate=True)
    rec.mark(5.0, "work_state", work_id="w1", state="result_available")
    rec.mark(6.0, "work_state", work_id="w1", state="delivered")
    rec.mark(6.5, "work_state", work_id="w2", state="delivery_failed")
    rec.mark(7.0, "work_state", work_id="w3", state="cancelled")
    rec.mark(7.5, "something_new", note="unknown kinds are kept")
    tl = build_timeline(rec)
    m = tl.metrics
    assert (m["duplicate_jobs"], m["delivered"], m["delivery_failed"]) == (2, 1, 1)
    assert m["jobs"] == {"book_flight": 3}
    assert any(mk.kind == "something_new" for mk in tl.marks)


# -- first interim ------------------------------------------------------------------------


def test_first_interim_latency_matches_by_work_id() -> None:
    rec = CallRecording(duration_s=10.0)
    rec.mark(3.0, "job_started", tool="a", work_id="w1", duplicate=False)
    rec.mark(3.1, "job_started", tool="b", work_id="w2", duplicate=False)
    rec.mark(3.2, "job_started", tool="a", work_id="w1", duplicate=True)  # not a new tool start
    item(rec, 3.4, 4.5, "Booking now.", kind="interim", work_id="w1")
    play(rec, 3.5, 4.5)
    item(rec, 4.8, 5.8, "Checking that.", kind="interim", work_id="w2")
    play(rec, 4.8, 5.8)
    lat = build_timeline(rec).metrics["first_interim_latency_s"]
    assert len(lat) == 2
    assert approx(lat[0], 0.5) and approx(lat[1], 1.7)


def test_first_interim_without_work_id_is_the_next_interim() -> None:
    rec = CallRecording(duration_s=6.0)
    rec.mark(1.0, "job_started", tool="a", work_id="w1", duplicate=False)
    item(rec, 1.2, 2.0, "some reply", kind="reply")
    play(rec, 1.2, 2.0)
    item(rec, 2.3, 3.0, "working on it", kind="interim")
    play(rec, 2.3, 3.0)
    [lat] = build_timeline(rec).metrics["first_interim_latency_s"]
    assert approx(lat, 1.3)


# -- measuring speech from audio ------------------------------------------------------------


def test_realistic_noise_floor_is_not_speech() -> None:
    rec = CallRecording(duration_s=8.0)
    # A caller in a room with -45 dBFS background, speaking 1.0-2.0 s.
    say(rec, 0, (1.0, 2.0), lead=1.0, tail=2.0, noise_dbfs=-45.0)
    # A second line that is only background noise: nothing was said.
    rec.caller.append(CallerTurn(1, "(silence)", "caller/noise.wav", 5.0, pink(2.5, -40.0, 7)))
    # Comfort noise on the agent side between two items.
    agent_noise = pink(8.0, -55.0, 3)
    rec.agent_frames.append(AgentFrame(0.0, agent_noise))
    play(rec, 2.5, 3.5)
    tl = build_timeline(rec)
    [c] = tl.caller_speech
    assert approx(c.start_s, 1.0) and approx(c.end_s, 2.0)
    [a] = tl.agent_speech
    assert approx(a.start_s, 2.5) and approx(a.end_s, 3.5)
    assert tl.turns[1].speech == () and tl.turns[1].latency_s is None


def test_pauses_between_words_are_bridged_but_long_pauses_are_not() -> None:
    words = []
    for _ in range(4):  # four 'words' with 150 ms pauses
        words += [tone(0.3), np.zeros(int(0.15 * RATE), dtype=np.float32)]
    words += [np.zeros(int(0.6 * RATE), dtype=np.float32), tone(0.4)]  # a real pause, one more
    x = np.concatenate([np.zeros(RATE // 2, dtype=np.float32), *words])
    regions = SpeechDetector().detect(x, RATE)
    assert len(regions) == 2
    assert approx(regions[0].start_s, 0.5) and approx(regions[0].end_s, 0.5 + 4 * 0.45 - 0.15)


def test_a_click_is_not_speech() -> None:
    x = np.zeros(RATE * 2, dtype=np.float32)
    x[RATE : RATE + 80] = 0.9  # 5 ms click
    assert SpeechDetector().detect(x, RATE) == []


def test_quiet_caller_over_louder_hum_free_background() -> None:
    """A soft speaker (-38 dBFS) in a quiet room (-65 dBFS) is still heard."""
    rec = CallRecording(duration_s=4.0)
    body = np.concatenate([np.zeros(RATE), tone(1.0, amp=0.018), np.zeros(RATE)])
    body = body.astype(np.float32) + pink(3.0, -65.0)
    rec.caller.append(CallerTurn(0, "soft", "caller/soft.wav", 0.5, body))
    [c] = build_timeline(rec).caller_speech
    assert approx(c.start_s, 1.5) and approx(c.end_s, 2.5)


@pytest.mark.parametrize("rate", [8000, 16000, 24000, 48000])
def test_other_call_sample_rates(rate: int) -> None:
    rec = CallRecording(sample_rate=rate, duration_s=5.0)
    rec.caller.append(CallerTurn(0, "x", "x.wav", 0.5, tone(1.5, rate=rate)))
    audio = tone(1.4, amp=0.25, rate=rate)
    rec.agent_frames.append(AgentFrame(2.6, audio))
    m = build_timeline(rec).metrics
    assert approx(m["turn_latency_s"][0], 0.6)


def test_ten_minute_call_is_measured_quickly() -> None:
    import time

    rec = CallRecording(duration_s=600.0)
    say(rec, 0, (0.5, 2.0))
    play(rec, 590.0, 591.0)
    t0 = time.perf_counter()
    tl = build_timeline(rec)
    assert time.perf_counter() - t0 < 5.0
    assert approx(tl.metrics["turn_latency_s"][0], 588.0)


def hesitant(rec: CallRecording, index: int, parts: list[tuple[float, float]], lead: float = 0.2) -> None:
    """A caller WAV whose speech has pauses: tones at `parts` (call clock), silence between."""
    start, end = parts[0][0] - lead, parts[-1][1] + 0.4
    body = np.zeros(round((end - start) * RATE), np.float32)
    for a, b in parts:
        seg = tone(b - a)
        i = round((a - start) * RATE)
        body[i : i + seg.size] = seg
    rec.caller.append(CallerTurn(index, "hesitant line", f"caller/{index}.wav", start, body))


def test_each_answered_turn_says_where_its_time_went() -> None:
    rec = CallRecording()
    say(rec, 0, (1.0, 2.5))
    rec.mark(2.80, "transcript_ready", recognise_s=0.15)  # speculative: before the decision
    rec.mark(2.95, "end_of_turn")
    rec.mark(2.96, "turn", turn_index=0, trace_id="t0")
    rec.mark(2.98, "item_queued", kind="reply", reply_to="t0")
    rec.agent_items.append(AgentItem(3.1, 4.0, "an answer", turn_index=0))
    play(rec, 3.1, 4.0)
    tl = build_timeline(rec)
    b = tl.turns[0].breakdown
    assert b is not None
    stages = b.after_speech_end()
    assert stages["end_of_turn"] == pytest.approx(0.45, abs=TOL)
    assert stages["transcript"] == pytest.approx(0.30, abs=TOL)
    assert stages["reply"] == pytest.approx(0.48, abs=TOL)
    assert stages["first_audio"] == pytest.approx(tl.turns[0].latency_s, abs=1e-6)
    assert tl.metrics["cut_in_count"] == 0
    segment = tl.to_dict()["segments"][0]
    assert segment["breakdown"]["after_speech_end_s"]["end_of_turn"] == pytest.approx(0.45, abs=TOL)
    # a plain livekit agent has no engine marks: its reply is the speech the session created
    rec2 = CallRecording()
    say(rec2, 0, (1.0, 2.5))
    rec2.mark(3.0, "end_of_turn")
    rec2.mark(3.02, "speech_created", source="generate_reply")
    play(rec2, 3.3, 4.0)
    b2 = build_timeline(rec2).turns[0].breakdown
    assert b2 is not None and b2.reply_s == pytest.approx(3.02) and b2.transcript_s is None


def test_a_turn_taken_in_the_callers_pause_is_a_cut_in() -> None:
    rec = CallRecording()
    hesitant(rec, 0, [(1.0, 2.0), (2.8, 4.0)])  # a 0.8 s pause inside the line
    rec.mark(2.5, "end_of_turn")  # committed in the pause
    rec.mark(4.5, "end_of_turn")
    play(rec, 4.7, 5.5)
    hesitant(rec, 1, [(7.0, 8.0), (8.8, 9.5)])
    play(rec, 8.5, 8.7)  # the agent spoke into the pause: also a cut-in
    hesitant(rec, 2, [(12.0, 13.0), (13.8, 14.5)])
    rec.mark(14.9, "end_of_turn")  # waited for the end: not cut
    play(rec, 15.2, 16.0)
    tl = build_timeline(rec)
    assert [t.cut_in for t in tl.turns] == [True, True, False]
    assert tl.metrics["cut_in_count"] == 2
    assert any("CUT IN" in line for line in tl.transcript_lines())


# -- sounds and keys (phone calls) -----------------------------------------------------------------


def test_a_chosen_sound_fills_the_silence_but_is_not_speech_and_stray_audio_fills_nothing() -> None:
    rec = CallRecording(duration_s=12.0)
    rec.mark(1.0, "job_started", tool="book_flight", work_id="w1", duplicate=False)
    play(rec, 1.0, 2.0)
    item(rec, 1.0, 2.0, "I'm booking that now.", kind="interim")
    play(rec, 3.0, 6.0)  # the typing sound the booking chose
    item(rec, 3.0, 6.0, "[keyboard_typing]", kind="sound")
    play(rec, 8.0, 9.0)  # audio nobody played: no item says so
    rec.mark(10.0, "work_state", work_id="w1", state="delivered")
    tl = build_timeline(rec)
    assert approx(tl.metrics["sound_s"], 3.0) and approx(tl.metrics["stray_audio_s"], 1.0, tol=0.1)
    assert [(round(r.start_s, 1), round(r.end_s, 1)) for r in tl.agent_sound] == [(3.0, 6.0)]
    assert all(r.end_s <= 3.05 or r.start_s >= 5.95 for r in tl.agent_speech)  # the sound is not speech
    assert approx(tl.metrics["dead_air_max_s"], 4.0, tol=0.1)  # 6.0 to 10.0: the stray second fills nothing


def test_the_silence_between_a_reply_and_a_sound_soon_after_it_is_not_stray_audio() -> None:
    # A transfer's hold music began 0.25 s after the reply ended: within the detector's
    # hangover, so the agent's audio is one region across the gap. Nobody played that gap, and it
    # made no sound either: it is no stray audio.
    rec = CallRecording(duration_s=6.0)
    play(rec, 1.0, 2.0)
    item(rec, 1.0, 2.0, "I'm transferring you now.", kind="reply")
    play(rec, 2.25, 4.0)
    item(rec, 2.25, 4.0, "[hold_music]", kind="sound")
    tl = build_timeline(rec)
    assert tl.metrics["stray_audio_s"] == 0.0


def test_a_key_press_is_the_caller_on_the_line_and_its_answer_is_timed_from_the_last_key() -> None:
    rec = CallRecording(duration_s=5.0)
    rec.caller.append(CallerTurn(0, "1 2", "dtmf:12", 1.0, np.zeros(int(0.4 * RATE), dtype=np.float32),
                                 keys=((0.0, "1"), (0.3, "2"))))
    play(rec, 1.9, 3.0)
    item(rec, 1.9, 3.0, "Okay.", turn_index=0)
    tl = build_timeline(rec)
    assert [(round(r.start_s, 2), round(r.end_s, 2)) for r in tl.caller_speech] == [(1.0, 1.08), (1.3, 1.38)]
    assert approx(tl.metrics["turn_latency_s"][0], 1.9 - 1.38)


def test_answering_a_key_at_once_is_a_reply_but_speaking_between_keys_is_an_overlap() -> None:
    """The agent hears of a key at its first packet; a "1" answered while its tone still sounds
    is a reply. Speaking after the first key of an entry while more keys come is talking over it."""
    def call(agent_start: float) -> dict[str, object]:
        rec = CallRecording(duration_s=5.0)
        rec.caller.append(CallerTurn(0, "4 4 #", "dtmf:44#", 1.0, np.zeros(int(0.7 * RATE), dtype=np.float32),
                                     keys=((0.0, "4"), (0.3, "4"), (0.6, "#"))))
        play(rec, agent_start, agent_start + 1.0)
        item(rec, agent_start, agent_start + 1.0, "Thanks.", turn_index=0)
        return build_timeline(rec).metrics

    assert call(1.62)["overlap_count"] == 0  # 20 ms after the last key, inside its 80 ms tone
    assert call(1.35)["overlap_count"] == 1  # between the second key and the hash
