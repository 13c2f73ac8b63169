"""A streaming STT that transcribes when the caller's silence begins and ends turns itself.

livekit's `stt.StreamAdapter` recognises an utterance only once the VAD has heard its whole
end-of-speech silence: the silence window and the recognition run one after the other. Here:

1. The VAD's window is short (`TurnPolicy.speculate_after_s`, 0.2 s). When it closes, the
   whole turn so far (from the first word, pauses included) goes to the recogniser, and the
   last 1.2 s of audio to the end-of-turn model, both at once, on their own threads.
2. If the caller speaks again before the turn is decided, that work is discarded (the running
   decode finishes on its thread; its text is dropped) and the turn goes on; the next pause
   transcribes the whole turn again, so the recogniser always hears the sentence whole.
3. The turn ends when `TurnPolicy` says so (end_of_turn.py): the model's P(end), the last
   word, and, when the session's bridge gave this stream a judge (`whole_turn_judge`), whether
   the words read as a whole turn to the agent. The transcript is ready by then: END_OF_SPEECH
   and FINAL_TRANSCRIPT are sent together, and a session whose turn detection is "vad" with a
   short endpointing delay commits the turn on them.

Only finals are sent, one per turn. The recogniser's metrics (`metrics_collected`, one per
decode, discarded ones included) are forwarded, which is how the replay timeline places
"transcript ready" on the call clock.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt
from livekit import rtc
from livekit.agents import (
    DEFAULT_API_CONNECT_OPTIONS,
    NOT_GIVEN,
    APIConnectOptions,
    NotGivenOr,
    stt,
    utils,
)
from livekit.agents import vad as agents_vad
from livekit.agents.stt.stream_adapter import DEFAULT_STREAM_ADAPTER_API_CONNECT_OPTIONS

from adapters.audio.dsp import resample

from .end_of_turn import (
    SAMPLE_RATE,
    WINDOW_SAMPLES,
    EndOfTurnModel,
    TurnPolicy,
    eot_executor,
    narrow_band,
    sounds_unfinished,
    whole_turn_judge,
)

logger = logging.getLogger(__name__)

Int16 = npt.NDArray[np.int16]

VAD_STEP_S = 512 / 16000
"""how far apart the VAD's reports are (Silero's 512-sample window at 16 kHz): a look is decided
once the VAD has heard to within one step of it, so a look waits for a VAD that lags further than
its own granularity and not for the next window of one that keeps up"""


@dataclass
class SpeculationStats:
    """What the stream did, for tests and the benchmark."""

    decodes: int = 0  # recognitions started
    discarded: int = 0  # speculations dropped because the caller went on
    turns: int = 0  # turns ended (a final sent, or nothing heard)
    early: int = 0  # turns ended at a look, before `max_silence_s`
    # every look at a pause: (look 1|2|3, P(end) or None, silence so far in s, ended the turn)
    looks: list[tuple[int, float | None, float, bool]] = field(default_factory=list)
    # why each pause held to `max_silence_s` whatever the model said: words, meaning, filled pause
    held: list[str] = field(default_factory=list)
    narrow: int = 0  # turns ended on telephone-band audio (end_of_turn.narrow_band)


class SpeculativeSTT(stt.STT[Any]):
    """`recognizer` (non-streaming, e.g. LocalWhisperSTT) behind `vad` and `eot`, streaming.

    `vad` must end speech after `policy.speculate_after_s` of silence (build it with that
    `min_silence_duration`); the session should use the same VAD, so that its user state and
    this stream agree on when the caller speaks.
    """

    def __init__(self, *, recognizer: stt.STT[Any], vad: agents_vad.VAD, eot: EndOfTurnModel,
                 policy: TurnPolicy | None = None) -> None:
        super().__init__(capabilities=stt.STTCapabilities(streaming=True, interim_results=False))
        self._recognizer = recognizer
        self._vad = vad
        self._eot = eot
        self.policy = policy or TurnPolicy()
        self.stats = SpeculationStats()
        recognizer.on("metrics_collected", self._forward_metrics)

    @property
    def model(self) -> str:
        return self._recognizer.model

    @property
    def provider(self) -> str:
        return self._recognizer.provider

    @property
    def recognizer(self) -> stt.STT[Any]:
        return self._recognizer

    def prewarm(self) -> None:
        """Load the recogniser and the end-of-turn model now (blocking)."""
        self._recognizer.prewarm()
        self._eot.prewarm()

    def _forward_metrics(self, *args: Any, **kwargs: Any) -> None:
        self.emit("metrics_collected", *args, **kwargs)

    async def _recognize_impl(self, buffer: utils.AudioBuffer, *, language: NotGivenOr[str] = NOT_GIVEN,
                              conn_options: APIConnectOptions) -> stt.SpeechEvent:
        return await self._recognizer.recognize(buffer, language=language, conn_options=conn_options)

    def stream(self, *, language: NotGivenOr[str] = NOT_GIVEN,
               conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS) -> stt.RecognizeStream:
        return _SpeculativeStream(self, language=language, conn_options=conn_options)

    async def aclose(self) -> None:
        self._recognizer.off("metrics_collected", self._forward_metrics)
        await self._recognizer.aclose()


class _CallerAudio:
    """The caller's audio at the input rate, mono int16, indexed by seconds of audio pushed
    (the VAD's clock); only the current turn and a little before it are kept."""

    def __init__(self) -> None:
        self.rate = 0
        self._chunks: list[Int16] = []
        self._start = 0  # absolute sample index of the first kept sample
        self._end = 0
        self.turn_open = False  # while a turn is open, nothing is forgotten

    def push(self, frame: rtc.AudioFrame) -> None:
        if self.rate == 0:
            self.rate = frame.sample_rate
        elif frame.sample_rate != self.rate:
            raise ValueError(f"audio changed rate mid-stream ({self.rate} -> {frame.sample_rate} Hz)")
        pcm = np.frombuffer(bytes(frame.data), dtype=np.int16)
        if frame.num_channels > 1:
            pcm = pcm.reshape(-1, frame.num_channels).mean(axis=1).astype(np.int16)
        self._chunks.append(pcm)
        self._end += pcm.size

    def forget_before(self, heard_s: float) -> None:
        """The VAD has heard up to `heard_s` and no turn is open: audio more than 2 s before it
        can never be a turn's padding."""
        if not self.turn_open and heard_s * self.rate - self._start > 4 * self.rate:
            self.keep_from(heard_s - 2.0)

    @property
    def now_s(self) -> float:
        return self._end / self.rate if self.rate else 0.0

    def between(self, start_s: float, end_s: float) -> Int16:
        whole = np.concatenate(self._chunks) if self._chunks else np.zeros(0, np.int16)
        self._chunks = [whole]
        a = max(0, round(start_s * self.rate) - self._start)
        b = max(a, min(whole.size, round(end_s * self.rate) - self._start))
        return whole[a:b]

    def keep_from(self, start_s: float) -> None:
        """Forget audio before `start_s`."""
        whole = np.concatenate(self._chunks) if self._chunks else np.zeros(0, np.int16)
        cut = min(whole.size, max(0, round(start_s * self.rate) - self._start))
        self._chunks = [whole[cut:]]
        self._start += cut

    def frame(self, start_s: float, end_s: float) -> rtc.AudioFrame:
        """The audio between two times, less any digital silence it starts with: exact zeros
        (a call's first moments, a replay's gaps) carry nothing, and Whisper heard a babble-noise
        line after 0.5 s of them wrong where it heard the line alone right."""
        pcm = self.between(start_s, end_s)
        nonzero = np.flatnonzero(pcm)
        pcm = pcm[nonzero[0]:] if nonzero.size else pcm[:0]
        return rtc.AudioFrame(data=pcm.tobytes(), sample_rate=self.rate, num_channels=1,
                              samples_per_channel=pcm.size)

    def window_16k(self, end_s: float) -> Int16:
        """The end-of-turn model's input: the last 1.2 s before `end_s`, at 16 kHz."""
        span = WINDOW_SAMPLES / SAMPLE_RATE
        pcm = self.between(max(0.0, end_s - span), end_s)
        if self.rate != SAMPLE_RATE and pcm.size:
            x = resample(pcm.astype(np.float32) / 32768.0, self.rate, SAMPLE_RATE)
            pcm = (np.clip(x, -1.0, 1.0) * 32767).astype(np.int16)
        return pcm[-WINDOW_SAMPLES:]


class _SpeculativeStream(stt.RecognizeStream):
    """Time here is the caller's audio clock (seconds of audio the VAD has heard), not the wall
    clock: a pause is judged on the audio alone, so a call fed faster than real time (a test, a
    replay catching up) is decided exactly as it would be live. The one wall-clock quantity is
    how long the first look took (decode and model): the caller may go on in the meantime."""

    def __init__(self, owner: SpeculativeSTT, *, language: NotGivenOr[str],
                 conn_options: APIConnectOptions) -> None:
        # no retries here: the recogniser's own recognize() retries
        super().__init__(stt=owner, conn_options=DEFAULT_STREAM_ADAPTER_API_CONNECT_OPTIONS)
        self._owner = owner
        self._language = language
        self._recognizer_options = conn_options
        self._audio = _CallerAudio()
        self._turn_start_s: float | None = None  # audio time of the turn's first word (padded)
        self._deciding: asyncio.Task[None] | None = None
        self._heard_s = 0.0  # how far the VAD has heard
        self._heard_all = False  # the input ended
        self._resumed_at: float | None = None  # the caller went on, from this audio time
        self._sounding_since: float | None = None  # loud audio not yet called speech, from this audio time
        self._progress = asyncio.Event()  # set (and replaced) whenever any of those change
        self._judge = whole_turn_judge.get()  # the session's, when its bridge opened this stream
        self._segment_s = 0.0  # how long the caller spoke before the pause being decided
        self._went_on_unfinished = False  # the turn's previous pause held on its words, and they went on
        self._ended_s = 0.0  # audio time where the last ended turn's decoded audio stops

    async def _metrics_monitor_task(self, event_aiter: Any) -> None:
        async for _ in event_aiter:  # the recogniser reports its own metrics
            pass

    def _moved(self) -> None:
        self._progress.set()
        self._progress = asyncio.Event()

    async def _run(self) -> None:
        vad_stream = self._owner._vad.stream()

        async def forward_input() -> None:
            async for item in self._input_ch:
                if isinstance(item, self._FlushSentinel):
                    vad_stream.flush()
                    continue
                self._audio.push(item)
                vad_stream.push_frame(item)
            vad_stream.end_input()

        activation = float(getattr(getattr(self._owner._vad, "_opts", None), "activation_threshold", 0.5))

        async def follow_vad() -> None:
            async for ev in vad_stream:
                self._heard_s = max(self._heard_s, ev.timestamp)
                if ev.type == agents_vad.VADEventType.START_OF_SPEECH:
                    self._sounding_since = None
                    await self._caller_speaks(ev)
                elif ev.type == agents_vad.VADEventType.END_OF_SPEECH:
                    self._caller_pauses(ev)
                else:
                    # A window loud enough to start speech, in a pause: the VAD calls it speech
                    # only after `min_speech_duration`, so until it does or the sound stops, no
                    # look at the pause can tell whether the caller went on before it.
                    if ev.speaking or ev.probability < activation:
                        self._sounding_since = None
                    elif self._sounding_since is None:
                        self._sounding_since = ev.timestamp - VAD_STEP_S
                    self._audio.forget_before(ev.timestamp)
                self._moved()
            self._heard_all = True
            self._moved()
            if self._deciding is not None:  # input ended during a pause: let it be decided
                await self._deciding

        tasks = [asyncio.create_task(forward_input(), name="speculative-stt:input"),
                 asyncio.create_task(follow_vad(), name="speculative-stt:vad")]
        try:
            await asyncio.gather(*tasks)
        finally:
            await utils.aio.cancel_and_wait(*tasks, *([self._deciding] if self._deciding else []))
            await vad_stream.aclose()

    async def _caller_speaks(self, ev: agents_vad.VADEvent) -> None:
        if self._deciding is not None and not self._deciding.done():
            # The caller went on: the pause is decided by what was heard before they did (the
            # turn may have ended in it, or this speech continues it).
            self._resumed_at = ev.timestamp - ev.speech_duration
            self._moved()
            await self._deciding
        self._deciding, self._resumed_at = None, None
        if self._turn_start_s is None:
            padding = float(getattr(getattr(self._owner._vad, "_opts", None), "prefix_padding_duration", 0.3))
            # The padding never reaches back into the turn before: a caller who goes on 0.2-0.5 s
            # after a turn ended would have the last word of that turn read again in this one
            # ("B A one one" then "one seven" is another flight).
            self._turn_start_s = max(self._ended_s, ev.timestamp - ev.speech_duration - padding)
            self._audio.turn_open = True
            self._event_ch.send_nowait(stt.SpeechEvent(type=stt.SpeechEventType.START_OF_SPEECH))

    def _caller_pauses(self, ev: agents_vad.VADEvent) -> None:
        if self._turn_start_s is None:  # a VAD segment this stream never saw begin
            return
        speech_end_s = ev.timestamp - ev.silence_duration
        self._segment_s = ev.speech_duration
        self._deciding = asyncio.create_task(self._decide(speech_end_s, ev.timestamp),
                                             name="speculative-stt:decide")

    def _went_on_before(self, at_s: float) -> bool:
        return self._resumed_at is not None and self._resumed_at < at_s

    def _unsure_before(self, at_s: float) -> bool:
        """Sound began before `at_s` that the VAD has not yet called speech or silence."""
        return self._sounding_since is not None and self._sounding_since < at_s

    async def _until_heard(self, at_s: float) -> None:
        """Until the VAD has heard up to `at_s`, and settled any sound begun before it, the caller
        went on before it, or the input ended."""
        while ((self._heard_s < at_s or self._unsure_before(at_s)) and not self._heard_all
               and not self._went_on_before(at_s)):
            await self._progress.wait()

    async def _decide(self, speech_end_s: float, now_s: float) -> None:
        """Transcribe the turn and judge the pause; end the turn when the policy says so, or
        return when the caller went on first (the speculation is then discarded)."""
        policy, owner = self._owner.policy, self._owner
        assert self._turn_start_s is not None
        owner.stats.decodes += 1
        started = asyncio.get_running_loop().time()
        recognition = asyncio.ensure_future(owner._recognizer.recognize(
            self._audio.frame(self._turn_start_s, now_s), language=self._language,
            conn_options=self._recognizer_options))
        # The second look's P(end) is taken on the audio at `recheck_after_s` of silence, where
        # its threshold was measured, as soon as that audio is heard: a slow decode (a loaded
        # machine) neither delays it nor shows the model a window of silence alone.
        second = asyncio.ensure_future(self._predict_when_heard(speech_end_s + policy.recheck_after_s))
        try:
            await self._judge_pause(recognition, second, speech_end_s, now_s, started)
        finally:
            await utils.aio.cancel_and_wait(recognition, second)

    async def _judge_pause(self, recognition: asyncio.Future[stt.SpeechEvent],
                           second: asyncio.Future[float | None], speech_end_s: float, now_s: float,
                           started: float) -> None:
        policy, owner = self._owner.policy, self._owner
        window = self._audio.window_16k(now_s)
        narrow = narrow_band(window, SAMPLE_RATE)
        probability = await self._predict(window)
        event = await recognition
        text = event.alternatives[0].text.strip() if event.alternatives else ""
        filled = self._went_on_unfinished and self._segment_s <= policy.filler_max_s
        whole = None
        if policy.semantic and self._judge is not None and text and not filled and not sounds_unfinished(text):
            whole = await self._whole(text)
        held = policy.goes_on(text, whole=whole, filled_pause=filled)
        if held is not None:
            owner.stats.held.append(held)
        # The first look is ready only once the decode is: the caller may have gone on by then.
        # Every look waits until the VAD has heard that far (within `VAD_STEP_S`): on a loaded
        # machine the decode can finish while the VAD is still behind, unaware that the caller
        # already went on.
        look_1 = now_s + (asyncio.get_running_loop().time() - started)
        p = probability
        look_2 = max(look_1, speech_end_s + policy.recheck_after_s)
        looks = [(1, look_1), (2, look_2)]
        if whole is True and policy.whole_after_s is not None and policy.whole_after_s < policy.max_silence_s:
            looks.append((3, max(look_2, speech_end_s + policy.whole_after_s)))
        # A decode slower than the longest silence leaves no look before it: the turn ended there
        # unless the caller went on first, and speech heard after it (while the decode ran) is the
        # next turn, not this one's continuation.
        last_s = speech_end_s + policy.max_silence_s
        for look, at_s in (*[(look, at_s) for look, at_s in looks if at_s < last_s], (0, last_s)):
            await self._until_heard(at_s - (VAD_STEP_S if look == 1 else 0.0))
            if self._went_on_before(at_s):
                owner.stats.discarded += 1
                self._went_on_unfinished = held is not None
                return
            if look == 0:  # the longest silence: the turn ends
                break
            if look == 2:
                p = await second
            ended = policy.ends_turn(look, p, text, whole=whole, filled_pause=filled, narrow=narrow)
            owner.stats.looks.append((look, p, at_s - speech_end_s, ended))
            if ended:
                owner.stats.narrow += narrow
                self._end_turn(event, text, at_s - speech_end_s, early=True, decoded_to_s=now_s)
                return
        owner.stats.narrow += narrow
        self._end_turn(event, text, policy.max_silence_s, early=False, decoded_to_s=now_s)

    async def _predict_when_heard(self, at_s: float) -> float | None:
        """P(end) on the audio up to `at_s`, once heard (None: the caller went on before it)."""
        await self._until_heard(at_s)
        if self._went_on_before(at_s):
            return None
        return await self._predict(self._audio.window_16k(at_s))

    async def _whole(self, text: str) -> bool | None:
        assert self._judge is not None
        try:
            return await self._judge(text)
        except Exception:
            # No reading is no decision: the model and the words still end the turn.
            logger.exception("the session could not read the caller's words; deciding without it")
            return None

    async def _predict(self, window: Int16) -> float | None:
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(eot_executor(), self._owner._eot.predict, window)
        except Exception:
            # A failed look is no decision: the words and the longest pause still end the turn.
            logger.exception("end-of-turn model failed; deciding without it")
            return None

    def _end_turn(self, event: stt.SpeechEvent, text: str, silence_s: float, *, early: bool,
                  decoded_to_s: float) -> None:
        stats = self._owner.stats
        stats.turns += 1
        stats.early += early
        speech_end_time = time.time() - silence_s
        self._event_ch.send_nowait(stt.SpeechEvent(type=stt.SpeechEventType.END_OF_SPEECH,
                                                   speech_end_time=speech_end_time))
        if text:
            self._event_ch.send_nowait(stt.SpeechEvent(
                type=stt.SpeechEventType.FINAL_TRANSCRIPT, request_id=event.request_id,
                alternatives=[event.alternatives[0]], speech_end_time=speech_end_time))
        logger.debug("caller turn ended", extra={"early": early, "silence_s": round(silence_s, 3)})
        self._turn_start_s = None
        self._ended_s = decoded_to_s
        self._went_on_unfinished = False
        self._audio.turn_open = False
