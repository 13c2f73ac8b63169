"""The speculative STT: transcription starts when the caller's silence begins, is thrown away
when the caller goes on, and the turn ends when the end-of-turn policy says so, with the
transcript of the whole turn. Real Silero VAD on the caller fixtures; the recogniser and the
end-of-turn model are scripted fakes, so what is asserted is the stream's own logic."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from livekit import rtc
from livekit.agents import APIConnectOptions, stt, utils
from livekit.agents.language import LanguageCode

from adapters.audio.dsp import to_int16
from adapters.audio.frames import frames_from_samples, samples_from_buffer
from adapters.audio.wav import read_wav
from adapters.providers.end_of_turn import (
    TurnPolicy,
    narrow_band,
    sounds_unfinished,
    whole_turn_judge,
)
from adapters.providers.speculative_stt import SpeculativeSTT
from adapters.providers.vad import VADOptions, load_silero_vad
from voice_agent.examples import airline
from voice_agent.live.engines import prepare_engine

CALLER = Path(__file__).resolve().parents[2] / "audio_fixtures" / "caller"
RATE = 16000


class ScriptedRecognizer(stt.STT[Any]):
    """Answers `text_for(seconds of audio)` after `delay`; records what it was given."""

    def __init__(self, text_for: Callable[[float], str], delay: float = 0.05) -> None:
        super().__init__(capabilities=stt.STTCapabilities(streaming=False, interim_results=False))
        self.text_for, self.delay, self.heard = text_for, delay, []  # type: list[float]

    async def _recognize_impl(self, buffer: utils.AudioBuffer, *, language: Any = None,
                              conn_options: APIConnectOptions) -> stt.SpeechEvent:
        seconds = samples_from_buffer(buffer, RATE).size / RATE
        self.heard.append(seconds)
        await asyncio.sleep(self.delay)
        return stt.SpeechEvent(type=stt.SpeechEventType.FINAL_TRANSCRIPT, alternatives=[
            stt.SpeechData(language=LanguageCode("en"), text=self.text_for(seconds))])


class ScriptedTurnModel:
    """`probability`, or a function of where in `audio` the window ends (seconds)."""

    def __init__(self, probability: float | Exception | Callable[[float], float],
                 audio: np.ndarray | None = None) -> None:
        self.probability, self.windows = probability, []  # type: list[int]
        self._pcm = None if audio is None else to_int16(audio)

    def prewarm(self) -> None:
        pass

    def predict(self, pcm: np.ndarray) -> float:
        self.windows.append(pcm.size)
        if isinstance(self.probability, Exception):
            raise self.probability
        if callable(self.probability):
            assert self._pcm is not None
            tail = pcm[-160:]
            assert pcm.size >= 160, pcm.size
            ends = [i + 160 for i in range(self._pcm.size - 159) if np.array_equal(self._pcm[i:i + 160], tail)]
            return self.probability(ends[0] / RATE)
        return self.probability


def caller(name: str, tail_s: float = 1.5) -> np.ndarray:
    x = read_wav(CALLER / f"{name}.wav", RATE).samples
    return np.concatenate([x, np.zeros(int(tail_s * RATE), np.float32)])


async def run(stt_: SpeculativeSTT, audio: np.ndarray) -> list[tuple[float, stt.SpeechEvent]]:
    """Push the audio at once (the VAD's clock is the audio's), collect events with their time."""
    stream = stt_.stream()
    for frame in frames_from_samples(audio, RATE):
        stream.push_frame(frame)
    stream.end_input()
    started, out = time.perf_counter(), []
    async with stream:
        async for ev in stream:
            out.append((time.perf_counter() - started, ev))
    return out


def speculative(text_for: Callable[[float], str], probability: float | Exception | Callable[[float], float],
                audio: np.ndarray | None = None,
                **policy: float) -> tuple[SpeculativeSTT, ScriptedRecognizer, ScriptedTurnModel]:
    recognizer, model = ScriptedRecognizer(text_for), ScriptedTurnModel(probability, audio)
    vad = load_silero_vad(VADOptions(min_silence_duration=0.2))
    return SpeculativeSTT(recognizer=recognizer, vad=vad, eot=model, policy=TurnPolicy(**policy)), recognizer, model


def kinds(events: list[tuple[float, stt.SpeechEvent]]) -> list[str]:
    return [ev.type.value for _, ev in events]


async def test_a_confident_end_sends_one_final_without_waiting_for_a_long_silence() -> None:
    s, _, model = speculative(lambda _s: "How much baggage can I bring?", 0.9)
    events = await run(s, caller("baggage"))
    assert kinds(events) == ["start_of_speech", "end_of_speech", "final_transcript"]
    assert events[-1][1].alternatives[0].text == "How much baggage can I bring?"
    assert s.stats.early == 1 and s.stats.turns == 1
    # decided at the first look: no sleeping towards max_silence_s (1.1 s)
    assert events[-1][0] < 0.6
    assert model.windows and max(model.windows) == 19200


async def test_a_hesitant_caller_is_one_turn_transcribed_whole() -> None:
    # The pauses inside the sentence are 0.6-0.7 s: each starts a speculation the caller voids.
    # The model is right: unsure in the pauses, sure at the end (speech ends at 5.2 s).
    audio = caller("pause_book_um")
    s, recognizer, _ = speculative(lambda seconds: "I'd like to book, um, flight BA 117 for John Smith."
                                   if seconds > 4 else "I'd like to book", lambda at: 0.9 if at > 5.3 else 0.1,
                                   audio)
    events = await run(s, audio)
    finals = [ev for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert [f.alternatives[0].text for f in finals] == ["I'd like to book, um, flight BA 117 for John Smith."]
    assert s.stats.discarded >= 2 and s.stats.turns == 1
    # the last decode heard the whole turn, from before the first word to the final pause
    assert recognizer.heard[-1] >= 5.0


async def test_words_that_go_on_hold_the_turn_even_when_the_prosody_sounds_final() -> None:
    s, _, _ = speculative(lambda _s: "Is the booking for", 0.95, max_silence_s=0.9)
    events = await run(s, caller("baggage"))
    assert kinds(events)[-1] == "final_transcript"
    assert s.stats.early == 0 and s.stats.turns == 1  # held to max_silence_s
    assert [ended for *_, ended in s.stats.looks] == [False, False]


async def test_an_unsure_model_ends_the_turn_at_the_second_look() -> None:
    s, _, model = speculative(lambda _s: "How much baggage can I bring?", 0.4)  # < confident, >= likely
    await run(s, caller("baggage"))
    assert s.stats.early == 1 and len(model.windows) == 2
    (look, _, silence, ended), = s.stats.looks[1:]
    assert look == 2 and ended and silence == pytest.approx(0.45, abs=0.05)  # on the audio clock


async def test_a_failing_model_is_logged_and_the_words_decide(caplog: pytest.LogCaptureFixture) -> None:
    s, _, _ = speculative(lambda _s: "How much baggage can I bring?", RuntimeError("model broke"))
    events = await run(s, caller("baggage"))
    assert kinds(events)[-1] == "final_transcript" and s.stats.early == 1
    assert any("end-of-turn model failed" in r.message and r.exc_info for r in caplog.records)


async def test_audio_faster_than_real_time_is_decided_as_it_would_be_live() -> None:
    # Two lines 1.2 s apart, pushed at once: the first pause is long enough to end a turn on the
    # audio clock, so there are two turns, however fast the audio came.
    gap = np.zeros(int(1.2 * RATE), np.float32)
    audio = np.concatenate([caller("status", tail_s=0), gap, caller("still_there")])
    said = iter(["What's the status of my booking?", "Are you still there?"])
    s, _, _ = speculative(lambda _s: next(said), 0.9)
    events = await run(s, audio)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert finals == ["What's the status of my booking?", "Are you still there?"]
    assert kinds(events).count("start_of_speech") == 2


async def test_noise_that_transcribes_to_nothing_closes_the_utterance_without_a_final() -> None:
    s, _, _ = speculative(lambda _s: "", 0.9)
    events = await run(s, caller("thanks"))
    assert kinds(events) == ["start_of_speech", "end_of_speech"]


async def judged(s: SpeculativeSTT, audio: np.ndarray, whole: Callable[[str], bool | None]
                 ) -> tuple[list[tuple[float, stt.SpeechEvent]], list[str]]:
    """`run` with a session judge, as the bridge gives one to the stream it opens; what it was asked."""
    asked: list[str] = []

    async def judge(text: str) -> bool | None:
        asked.append(text)
        return whole(text)

    token = whole_turn_judge.set(judge)
    try:
        return await run(s, audio), asked
    finally:
        whole_turn_judge.reset(token)


async def test_a_request_the_session_reads_as_incomplete_is_held_a_whole_one_is_not() -> None:
    # The model is sure at the end of "How much baggage can I bring?" (0.9, as for "I'd like to
    # book." in the fixtures); the session's reading decides.
    for reading, early in ((False, 0), (True, 1), (None, 1)):
        s, _, _ = speculative(lambda _s: "I'd want to reserve.", 0.9, max_silence_s=0.9)
        events, asked = await judged(s, caller("baggage"), lambda _t, r=reading: r)
        assert kinds(events) == ["start_of_speech", "end_of_speech", "final_transcript"]
        assert asked == ["I'd want to reserve."] and s.stats.early == early, reading
        assert s.stats.held == (["meaning"] if reading is False else [])
    # held, the turn still ends, after max_silence_s of silence
    s, _, _ = speculative(lambda _s: "I'd want to reserve.", 0.9, max_silence_s=0.9)
    events, _ = await judged(s, caller("baggage"), lambda _t: False)
    assert s.stats.turns == 1 and [ended for *_, ended in s.stats.looks] == [False, False]


async def test_a_failing_reading_is_logged_and_the_model_decides(caplog: pytest.LogCaptureFixture) -> None:
    def broken(_text: str) -> bool:
        raise RuntimeError("matcher broke")

    s, _, _ = speculative(lambda _s: "I'd want to reserve.", 0.9)
    events, _ = await judged(s, caller("baggage"), broken)
    assert kinds(events)[-1] == "final_transcript" and s.stats.early == 1
    assert any("could not read the caller's words" in r.message and r.exc_info for r in caplog.records)


async def test_a_hesitant_request_is_one_turn_when_the_session_reads_its_start_as_incomplete() -> None:
    # A request, a 0.7 s pause, a filler, 0.6 s, then the values: the model is sure in every pause
    # (as turn-detector-v1-mini was on this fixture) and the recogniser drops the filler; only the
    # reading holds.
    audio = caller("pause_book_um")
    whole_line = "I'd want to reserve. Flight KL 12 for Mary Jones."  # the recogniser is scripted
    s, _, _ = speculative(lambda seconds: whole_line if seconds > 4 else "I'd want to reserve.", 0.9, audio)
    events, asked = await judged(s, audio, lambda text: text == whole_line)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert finals == [whole_line] and s.stats.turns == 1 and s.stats.early == 1
    assert asked[-1] == whole_line and "I'd want to reserve." in asked
    # without the reading, the same stream ends the turn in the first pause
    s, _, _ = speculative(lambda seconds: whole_line if seconds > 4 else "I'd want to reserve.", 0.9, audio,
                          **vars(TurnPolicy.words_only()))
    events, _ = await judged(s, audio, lambda text: text == whole_line)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert finals[0] == "I'd want to reserve." and len(finals) >= 2


async def test_a_filled_pause_after_words_that_go_on_keeps_the_turn_open() -> None:
    # A question up to "for", 0.6 s, "er", 0.5 s, the rest: Whisper writes the "er" as "her",
    # a whole question; the 0.23 s of speech since a pause whose words went on is a filler.
    audio = caller("pause_booking_er")

    def said(seconds: float) -> str:
        return "Is the reservation for?" if seconds < 1.7 else (
            "Is the reservation for her?" if seconds < 2.6 else "Is the reservation for her Mary Jones ready?")

    def finals(events: list[tuple[float, stt.SpeechEvent]]) -> list[str]:
        return [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]

    s, _, _ = speculative(said, 0.9, audio)
    events, _ = await judged(s, audio, lambda _t: True)
    assert finals(events) == ["Is the reservation for her Mary Jones ready?"]
    assert s.stats.held[:2] == ["words", "filled pause"]
    s, _, _ = speculative(said, 0.9, audio, filler_max_s=0.0)
    events, _ = await judged(s, audio, lambda _t: True)
    assert finals(events)[0] == "Is the reservation for her?"


def test_unfinished_words() -> None:
    for text in ("I'd like to book a", "Is the booking for?", "for, um,", "flight BA 117 and", "book the-"):
        assert sounds_unfinished(text), text
    for text in ("I'd like to book.", "How much?", "thanks", "for John Smith", "And?", ""):
        assert not sounds_unfinished(text), text


async def test_a_patient_policy_waits_for_its_one_look_even_for_a_sure_model() -> None:
    s, _, _ = speculative(lambda _s: "How much baggage can I bring?", 0.99,
                              **vars(TurnPolicy.patient()))
    await run(s, caller("baggage"))
    assert s.stats.early == 1 and [look for look, *_ in s.stats.looks] == [1, 2]
    assert s.stats.looks[1][2] == pytest.approx(0.8, abs=0.05)


def test_a_policy_out_of_order_is_refused() -> None:
    with pytest.raises(ValueError, match="speculate_after_s"):
        TurnPolicy(speculate_after_s=0.1)
    with pytest.raises(ValueError):
        TurnPolicy(recheck_after_s=2.0, max_silence_s=1.0)


def test_telephone_band_audio_is_told_from_wide_band_noisy_or_not() -> None:
    for name in ("book_ba117_phone", "still_there_phone_noisy", "book_ba117_line", "hello_line"):
        assert narrow_band(to_int16(caller(name, tail_s=0)), RATE), name
    for name in ("book_ba117", "ok", "book_ba117_noisy", "status_noisy", "pause_af22_um"):
        assert not narrow_band(to_int16(caller(name, tail_s=0)), RATE), name
    assert not narrow_band(np.zeros(RATE, np.int16), RATE)  # silence tells nothing
    assert narrow_band(to_int16(caller("book_ba117", tail_s=0))[::2], 8000)  # an 8 kHz line


async def test_a_turn_read_as_whole_ends_whatever_an_unsure_model_says() -> None:
    # turn-detector-v1-mini gave 0.11-0.20 at the end of telephone-band lines, and 0.06-0.14 after
    # "And?": a turn the agent reads as whole ends at the second look on a phone line, at 0.8 s of
    # silence on a wide-band one; with no reading (a fluid agent) or a reading that the words go
    # on, it is held to max_silence_s.
    for name, reading, ended_at in (("book_ba117_line", True, (2, 0.45)), ("book_ba117_line", None, None),
                                    ("book_ba117_line", False, None), ("book_ba117", True, (3, 0.8)),
                                    ("book_ba117", None, None)):
        s, _, _ = speculative(lambda _s: "Could you book me a seat on flight BA 117?", 0.15)
        events, _ = await judged(s, caller(name), lambda _t, r=reading: r)
        assert kinds(events)[-1] == "final_transcript" and s.stats.turns == 1, (name, reading)
        assert s.stats.early == (ended_at is not None), (name, reading, s.stats.looks)
        if ended_at is not None:
            look, _, silence, ended = s.stats.looks[-1]
            assert ended and (look, silence) == (ended_at[0], pytest.approx(ended_at[1], abs=0.05))
            assert s.stats.narrow == (name == "book_ba117_line")


async def test_the_second_look_hears_the_pause_at_its_length_however_slow_the_decode() -> None:
    # A decode slower than the second look (a loaded machine): the model is asked about the audio
    # at 0.45 s of silence, as the policy's threshold was measured, not about the silence after
    # the decode. A faint hiss after the line, below the VAD, tells the windows apart.
    line = caller("baggage", tail_s=0)
    hiss = np.random.default_rng(1).standard_normal(int(1.5 * RATE)).astype(np.float32) * 3e-4
    audio = np.concatenate([line, hiss])
    speech_end = float(np.flatnonzero(np.abs(line) > 0.01 * np.abs(line).max())[-1]) / RATE

    def p_end(at: float) -> float:  # sure of an end only on a window that still holds the words' end
        return 0.4 if at - speech_end < 0.7 else 0.05

    s, recognizer, _ = speculative(lambda _s: "How much baggage can I bring?", p_end, audio)
    recognizer.delay = 0.8
    await run(s, audio)
    assert s.stats.early == 1, s.stats.looks
    (look, p, silence, ended), = s.stats.looks[1:]
    assert look == 2 and p == 0.4 and ended and silence > 0.8


def spoken(x: np.ndarray, margin_s: float = 0.05) -> np.ndarray:
    """The line without its leading and trailing quiet, but `margin_s` either side."""
    loud = np.flatnonzero(np.abs(x) > 0.01 * np.abs(x).max())
    margin = int(margin_s * RATE)
    return x[max(0, loud[0] - margin):loud[-1] + margin]


class StallingVAD:
    """Silero whose events stop for `stall_s` after each end of speech: a loaded machine, where
    the caller's decode starves the VAD and it falls behind the audio (the VAD keeps hearing;
    the stream only learns of it late)."""

    def __init__(self, stall_s: float) -> None:
        self.inner = load_silero_vad(VADOptions(min_silence_duration=0.2))
        self._opts = self.inner._opts
        self.stall_s = stall_s
        self.released_at: list[float] = []

    def stream(self) -> StallingVAD.Stream:
        return StallingVAD.Stream(self)

    class Stream:
        def __init__(self, vad: StallingVAD) -> None:
            self.vad, self.inner = vad, vad.inner.stream()
            self.stalled_until: float | None = None

        def push_frame(self, frame: Any) -> None:
            self.inner.push_frame(frame)

        def flush(self) -> None:
            self.inner.flush()

        def end_input(self) -> None:
            self.inner.end_input()

        async def aclose(self) -> None:
            await self.inner.aclose()

        def __aiter__(self) -> StallingVAD.Stream:
            return self

        async def __anext__(self) -> Any:
            ev = await self.inner.__anext__()
            loop = asyncio.get_running_loop()
            if self.stalled_until is not None:
                await asyncio.sleep(max(0.0, self.stalled_until - loop.time()))
                self.vad.released_at.append(time.monotonic())
                self.stalled_until = None
            if ev.type.value == "end_of_speech":
                self.stalled_until = loop.time() + self.vad.stall_s
            return ev


async def test_a_caller_who_went_on_while_the_vad_lagged_is_not_cut_off() -> None:
    # The caller pauses 0.35 s between two lines of one turn. The decode of the first part takes 0.3 s, so the
    # first look falls 0.5 s into the pause, after the caller went on; the VAD, starved by that
    # decode, reports the words that went on only 0.45 s after the pause began. The first look
    # must wait for the VAD to hear its own moment, and find that the caller went on.
    first, second = spoken(caller("book_af22_jane", tail_s=0)), spoken(caller("ok", tail_s=0))
    audio = np.concatenate([first, np.zeros(int(0.25 * RATE), np.float32), second, np.zeros(RATE, np.float32)])
    vad = StallingVAD(stall_s=0.45)
    decoded_at: list[float] = []

    def text_for(seconds: float) -> str:
        decoded_at.append(time.monotonic())  # the scripted decode answers after its delay
        return "Book AF 22 for Jane Doe" if seconds < first.size / RATE + 0.4 else "Book AF 22 for Jane Doe. OK."

    recognizer, model = ScriptedRecognizer(text_for, delay=0.3), ScriptedTurnModel(0.9)
    s = SpeculativeSTT(recognizer=recognizer, vad=vad, eot=model, policy=TurnPolicy())  # type: ignore[arg-type]
    events = await run(s, audio)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    # the race happened: the first decode was done before the stalled VAD told of the words that went on
    assert vad.released_at and decoded_at[0] < vad.released_at[0]
    assert finals == ["Book AF 22 for Jane Doe. OK."], (finals, s.stats.looks)
    assert s.stats.discarded == 1 and s.stats.turns == 1


async def test_a_decode_slower_than_the_longest_silence_still_ends_the_turn_there() -> None:
    # A loaded machine: the decode takes longer than `max_silence_s` (1.1 s), and the caller says
    # a second line 1.2 s after the first. The first turn ended at 1.1 s of silence, before they
    # went on; the second line is a turn of its own, not the first one's continuation.
    first, second = spoken(caller("status", tail_s=0)), spoken(caller("still_there", tail_s=0))
    quiet = np.zeros(int(1.2 * RATE), np.float32)
    audio = np.concatenate([quiet, first, quiet, second, quiet, quiet])
    first_s, second_s = first.size / RATE, second.size / RATE  # 1.6 s, 1.0 s; each decoded with its padding

    def text_for(seconds: float) -> str:
        if seconds > first_s + 1.2:
            return "What's the status of my booking? Are you still there?"
        return "What's the status of my booking?" if seconds > (first_s + second_s) / 2 + 0.3 else "Are you still there?"

    s, recognizer, _ = speculative(text_for, 0.9)
    recognizer.delay = 1.4
    events = await run(s, audio)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert finals == ["What's the status of my booking?", "Are you still there?"], recognizer.heard
    assert s.stats.early == 0  # no look came before the longest silence: the turn ended there


async def test_a_turn_that_follows_closely_does_not_hear_the_last_words_of_the_one_before() -> None:
    # The VAD pads each new stretch of speech with the audio just before it. A caller who goes on
    # sooner after a turn ended than that padding is long would have the end of the turn before
    # read again at the start of the next: "book B A one one" then "one seven" is another flight.
    # The padding here is 0.9 s and the pause 0.6 s (with the lines' own margins, 0.7 s of quiet),
    # so the first turn has surely ended before the caller goes on, even on a loaded machine;
    # production pads 0.5 s, and the same overlap needs a quicker caller.
    first, second = spoken(caller("baggage", tail_s=0)), spoken(caller("ok", tail_s=0))
    hiss = np.random.default_rng(2).standard_normal(int(2.0 * RATE)).astype(np.float32) * 3e-4
    lead, gap = hiss[:int(0.5 * RATE)], hiss[int(0.5 * RATE):int(1.1 * RATE)]
    audio = np.concatenate([lead, first, gap, second, hiss[:int(1.5 * RATE)]])
    pcm = to_int16(audio)
    second_from = lead.size + first.size + gap.size  # where the second line's audio begins
    decoded: list[tuple[int, int]] = []  # (first sample, end) of each decode, in `audio`

    class Recorder(ScriptedRecognizer):
        async def _recognize_impl(self, buffer: utils.AudioBuffer, *, language: Any = None,
                                  conn_options: APIConnectOptions) -> stt.SpeechEvent:
            frames = buffer if isinstance(buffer, list) else [buffer]
            got = np.frombuffer(bytes(rtc.combine_audio_frames(frames).data), dtype=np.int16)
            start = next(i for i in range(pcm.size - 159) if np.array_equal(pcm[i:i + 160], got[:160]))
            decoded.append((start, start + got.size))
            text = "How much baggage can I bring?" if start + got.size <= second_from else "OK."
            return stt.SpeechEvent(type=stt.SpeechEventType.FINAL_TRANSCRIPT, alternatives=[
                stt.SpeechData(language=LanguageCode("en"), text=text)])

    vad = load_silero_vad(VADOptions(min_silence_duration=0.2, prefix_padding_duration=0.9))
    s = SpeculativeSTT(recognizer=Recorder(lambda _s: ""), vad=vad, eot=ScriptedTurnModel(0.9), policy=TurnPolicy())
    events = await run(s, audio)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert finals == ["How much baggage can I bring?", "OK."], (finals, s.stats.looks, decoded)
    turn_one_end = max(end for _, end in decoded if end <= second_from)
    turn_two_start = min(start for start, end in decoded if end > second_from)
    # the race is there: the second line's padding reaches back before the first turn's audio ends
    assert second_from - 0.9 * RATE < turn_one_end
    # ... and the second turn is given none of the first one's audio
    assert turn_two_start >= turn_one_end, (turn_two_start, turn_one_end, second_from)



class RecordingVAD:
    """Silero, its events kept as (type, audio time, P(speech)) as the stream receives them; the
    events stop for `stall_s` once the VAD has heard `stall_after_s` of a pause (a loaded machine,
    where the VAD falls behind just as the pause is judged)."""

    def __init__(self, options: VADOptions, stall_after_s: float, stall_s: float) -> None:
        self.inner = load_silero_vad(options)
        self._opts = self.inner._opts
        self.stall_after_s, self.stall_s = stall_after_s, stall_s
        self.events: list[tuple[str, float, float]] = []

    def stream(self) -> RecordingVAD.Stream:
        return RecordingVAD.Stream(self)

    class Stream(StallingVAD.Stream):
        def __init__(self, vad: RecordingVAD) -> None:
            self.vad, self.inner = vad, vad.inner.stream()  # type: ignore[assignment]
            self.stall_at: float | None = None  # audio time: the event after the one that reaches it waits
            self.stalling = False

        async def __anext__(self) -> Any:
            vad: RecordingVAD = self.vad  # type: ignore[assignment]
            if self.stalling:
                self.stalling = False
                await asyncio.sleep(vad.stall_s)
            ev = await self.inner.__anext__()
            if self.stall_at is not None and ev.timestamp >= self.stall_at:
                self.stall_at, self.stalling = None, True
            if ev.type.value == "end_of_speech":
                self.stall_at = ev.timestamp - ev.silence_duration + vad.stall_after_s
            vad.events.append((ev.type.value, ev.timestamp, ev.probability))
            return ev


async def test_a_look_waits_for_the_vad_to_call_a_sound_begun_before_it() -> None:
    # The caller goes on 0.3 s into a pause. The VAD hears the sound at once but calls it speech
    # only after `min_speech_duration` (0.3 s here), after the second look's moment (0.45 s of
    # silence), and it falls behind right there. The look must wait for the VAD's call and find
    # that the caller went on, not end the turn and have the agent answer over the next words.
    first, second = spoken(caller("baggage", tail_s=0)), spoken(caller("ok", tail_s=0))
    audio = np.concatenate([first, np.zeros(int(0.3 * RATE), np.float32), second, np.zeros(RATE, np.float32)])
    policy = TurnPolicy()  # P(end) 0.4: not sure enough at the first look, enough at the second
    vad = RecordingVAD(VADOptions(min_silence_duration=0.2, min_speech_duration=0.3),
                       stall_after_s=policy.recheck_after_s, stall_s=0.5)
    recognizer = ScriptedRecognizer(lambda seconds: "How much baggage can I bring?" if seconds < first.size / RATE + 0.3
                                    else "How much baggage can I bring? OK.")
    s = SpeculativeSTT(recognizer=recognizer, vad=vad, eot=ScriptedTurnModel(0.4), policy=policy)  # type: ignore[arg-type]
    events = await run(s, audio)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    # the race is there: a loud window before the second look, called speech only after it
    pause_at = next(t for kind, t, _ in vad.events if kind == "end_of_speech")
    speech_end = pause_at - 0.2
    onset = next(t for kind, t, p in vad.events if kind == "inference_done" and t > pause_at and p >= 0.5)
    called = next(t for kind, t, _ in vad.events if kind == "start_of_speech" and t > pause_at)
    assert onset < speech_end + policy.recheck_after_s < called, (speech_end, onset, called)
    assert finals == ["How much baggage can I bring? OK."], (finals, s.stats.looks)
    assert s.stats.discarded == 1 and s.stats.turns == 1


async def test_a_pause_inside_a_code_read_out_does_not_end_the_turn() -> None:
    # "Book B. A. one, one, seven, for John Smith please", with the pause after "one, one" drawn
    # out to 0.6 s (a caller reading a code in groups). The model is sure in it (as
    # turn-detector-v1-mini once was on a loaded machine, in a shorter pause, and the agent asked
    # for the name over the caller's "seven"). The airline agent's own reading, asked as the
    # bridge asks it, holds the turn there.
    spoken = caller("book_ba117_spoken")
    at = int(1.95 * RATE)  # inside the pause after "one, one" (1.76-2.10 s)
    audio = np.concatenate([spoken[:at], np.zeros(int(0.3 * RATE), np.float32), spoken[at:]])
    whole_line = "Book B, a one, one, seven, for John Smith, please."

    def heard(seconds: float) -> str:
        return "Book B, a one, one." if seconds < 2.5 else "Book B, a one, one, seven," if seconds < 3.3 else whole_line

    agent = airline.make_agent(airline.AirlineService(delay_s=0.1))
    await agent.ensure_setup()
    dialogue = (await prepare_engine(agent)).dialogue

    def reading(text: str) -> bool:
        return dialogue.reads_whole(text, None).whole

    # the race: without the reading, the turn ends in the pause after "one, one"
    s, recognizer, _ = speculative(heard, 0.9, audio, **vars(TurnPolicy.words_only()))
    events, _ = await judged(s, audio, reading)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert finals[0] == "Book B, a one, one.", (finals, recognizer.heard)
    # with it, one turn: the whole request
    s, _, _ = speculative(heard, 0.9, audio)
    events, asked = await judged(s, audio, reading)
    finals = [ev.alternatives[0].text for _, ev in events if ev.type == stt.SpeechEventType.FINAL_TRANSCRIPT]
    assert finals == [whole_line] and s.stats.turns == 1
    assert "Book B, a one, one." in asked and "meaning" in s.stats.held
