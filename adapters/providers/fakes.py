"""Fake STT, TTS and LLM with scripted timings, for tests and the replay harness.

They are real livekit-agents plugins (an `AgentSession` takes them as it takes Deepgram or
OpenAI) and pass the same contract tests as the local models, but cost no CPU to speak of:

- `FakeSTT` finds speech segments in the audio from its energy (so it follows real caller
  recordings, also in noise) and, `final_delay` seconds after a segment's end is detected,
  emits the next transcript queued with `expect(text)`, or "[speech 1.2s]" if none is queued.
  It streams (works with or without a VAD) and also recognizes whole buffers.
- `FakeTTS` returns a quiet voiced buzz shaped by the text (about 14 characters per second),
  first audio after `first_audio_delay` seconds, in 100 ms chunks.
- `FakeLLM` streams the next reply queued with `expect(reply)` (or echoes the caller) word by
  word, after `first_token_delay` seconds.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Iterable
from typing import Any

import numpy as np
from livekit.agents import (
    DEFAULT_API_CONNECT_OPTIONS,
    NOT_GIVEN,
    APIConnectOptions,
    NotGivenOr,
    llm,
    stt,
    tts,
    utils,
)
from livekit.agents.language import LanguageCode

from adapters.audio.dsp import FloatArray, to_int16
from adapters.audio.energy import (
    SAMPLE_RATE,
    EnergySegmenter,
    Region,
    SegmenterOptions,
    SpeechStart,
)
from adapters.audio.frames import samples_from_buffer, samples_from_frame

__all__ = ["FakeLLM", "FakeSTT", "FakeTTS", "placeholder_transcript"]


def placeholder_transcript(speech_seconds: float) -> str:
    """What FakeSTT says for speech it has no scripted text for."""
    return f"[speech {speech_seconds:.1f}s]"


class FakeSTT(stt.STT[Any]):
    """Streaming STT whose words come from a script and whose timing comes from the audio."""

    def __init__(
        self,
        *,
        final_delay: float = 0.15,
        language: str = "en",
        segmenter: SegmenterOptions | None = None,
    ) -> None:
        super().__init__(capabilities=stt.STTCapabilities(streaming=True, interim_results=False))
        self._final_delay = final_delay
        self._language = language
        self._segmenter_options = segmenter or SegmenterOptions()
        self._script: deque[str] = deque()
        self.transcripts: list[str] = []
        """every final transcript produced, in order (for assertions)"""

    @property
    def model(self) -> str:
        return "fake-energy"

    @property
    def provider(self) -> str:
        return "fake"

    @property
    def final_delay(self) -> float:
        return self._final_delay

    def expect(self, text: str) -> None:
        """Queue the transcript of the next utterance (one call per caller line)."""
        self._script.append(text)

    @property
    def pending_script(self) -> tuple[str, ...]:
        return tuple(self._script)

    def _next_transcript(self, speech_seconds: float) -> str:
        text = self._script.popleft() if self._script else placeholder_transcript(speech_seconds)
        self.transcripts.append(text)
        return text

    def _speech_data(self, text: str, start: float, end: float) -> stt.SpeechData:
        return stt.SpeechData(
            language=LanguageCode(self._language),
            text=text,
            start_time=start,
            end_time=end,
            confidence=1.0,
        )

    async def _recognize_impl(
        self,
        buffer: utils.AudioBuffer,
        *,
        language: NotGivenOr[str] = NOT_GIVEN,
        conn_options: APIConnectOptions,
    ) -> stt.SpeechEvent:
        samples = samples_from_buffer(buffer, SAMPLE_RATE)
        segmenter = EnergySegmenter(self._segmenter_options)
        events = [*segmenter.push(samples), *segmenter.flush()]
        segments = [ev for ev in events if isinstance(ev, Region)]
        await asyncio.sleep(self._final_delay)  # the scripted recognition latency
        if not segments:
            # nothing that sounds like speech: no line of the script is used up
            text, start, end = "", 0.0, 0.0
        else:
            start, end = segments[0].start_s, segments[-1].end_s
            text = self._next_transcript(sum(s.duration_s for s in segments))
        return stt.SpeechEvent(
            type=stt.SpeechEventType.FINAL_TRANSCRIPT,
            request_id=utils.shortuuid(),
            alternatives=[self._speech_data(text, start, end)],
        )

    def stream(
        self,
        *,
        language: NotGivenOr[str] = NOT_GIVEN,
        conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS,
    ) -> stt.RecognizeStream:
        return _FakeRecognizeStream(stt=self, conn_options=conn_options)


class _FakeRecognizeStream(stt.RecognizeStream):
    def __init__(self, *, stt: FakeSTT, conn_options: APIConnectOptions) -> None:
        super().__init__(stt=stt, conn_options=conn_options, sample_rate=SAMPLE_RATE)
        self._fake = stt

    async def _run(self) -> None:
        segmenter = EnergySegmenter(self._fake._segmenter_options)
        loop = asyncio.get_running_loop()
        # Finals wait `final_delay` while audio keeps flowing, so events go through a FIFO
        # to one owned task, which keeps them in audio order.
        due: asyncio.Queue[tuple[float, list[stt.SpeechEvent]] | None] = asyncio.Queue()

        async def deliver() -> None:
            while (item := await due.get()) is not None:
                when, events = item
                await asyncio.sleep(max(0.0, when - loop.time()))
                for ev in events:
                    self._event_ch.send_nowait(ev)

        def handle(events: list[SpeechStart | Region]) -> None:
            for ev in events:
                # wall clock of the audio position `ev` refers to: frames arrive as they are
                # spoken, so "now" is the end of the audio consumed so far
                lag = segmenter.position - (ev.at if isinstance(ev, SpeechStart) else ev.end_s)
                if isinstance(ev, SpeechStart):
                    start = stt.SpeechEvent(
                        type=stt.SpeechEventType.START_OF_SPEECH,
                        speech_start_time=time.time() - lag,
                    )
                    # queued too, so it never overtakes the previous utterance's final
                    due.put_nowait((loop.time(), [start]))
                    continue
                text = self._fake._next_transcript(ev.duration_s)
                speech_end = time.time() - lag
                offset = self.start_time_offset
                final = stt.SpeechEvent(
                    type=stt.SpeechEventType.FINAL_TRANSCRIPT,
                    request_id=utils.shortuuid(),
                    alternatives=[
                        self._fake._speech_data(text, offset + ev.start_s, offset + ev.end_s)
                    ],
                    speech_end_time=speech_end,
                )
                # final before end-of-speech, as Deepgram does: in STT turn-detection mode
                # the session judges the turn on END_OF_SPEECH with the text it has by then
                end = stt.SpeechEvent(
                    type=stt.SpeechEventType.END_OF_SPEECH, speech_end_time=speech_end
                )
                due.put_nowait((loop.time() + self._fake.final_delay, [final, end]))

        deliverer = asyncio.create_task(deliver(), name="FakeSTT.deliver_finals")
        try:
            async for item in self._input_ch:
                if isinstance(item, self._FlushSentinel):
                    handle(segmenter.flush())
                else:
                    handle(segmenter.push(samples_from_frame(item)))
            handle(segmenter.flush())
            due.put_nowait(None)
            await deliverer
        finally:
            await utils.aio.cancel_and_wait(deliverer)


class FakeTTS(tts.TTS[Any]):
    """Non-streaming TTS that returns a text-shaped buzz (the session sentence-splits for it)."""

    def __init__(
        self,
        *,
        sample_rate: int = 24000,
        first_audio_delay: float = 0.1,
        chars_per_second: float = 14.0,
        level_dbfs: float = -20.0,
    ) -> None:
        super().__init__(
            capabilities=tts.TTSCapabilities(streaming=False),
            sample_rate=sample_rate,
            num_channels=1,
        )
        self._first_audio_delay = first_audio_delay
        self._chars_per_second = chars_per_second
        self._amplitude = 10 ** (level_dbfs / 20)
        self.requests: list[str] = []
        """every text asked for, in order (for assertions)"""

    @property
    def model(self) -> str:
        return "fake-buzz"

    @property
    def provider(self) -> str:
        return "fake"

    @property
    def first_audio_delay(self) -> float:
        return self._first_audio_delay

    def duration_for(self, text: str) -> float:
        """Seconds of audio `text` becomes (0 for blank text)."""
        chars = len(text.strip())
        return 0.0 if chars == 0 else max(0.2, chars / self._chars_per_second)

    def synthesize(
        self, text: str, *, conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS
    ) -> tts.ChunkedStream:
        self.requests.append(text)
        return _FakeChunkedStream(tts=self, input_text=text, conn_options=conn_options)

    def render(self, text: str) -> FloatArray:
        """The audio for `text`: harmonics of 120 Hz, one slot per character, dips at spaces,
        gaps at punctuation, so it has the rhythm of speech and is deterministic."""
        clean = text.strip()
        n = round(self.duration_for(clean) * self.sample_rate)
        if n == 0:
            return np.zeros(0, dtype=np.float32)
        t = np.arange(n, dtype=np.float32) / self.sample_rate
        f0 = 120.0 * (1.0 + 0.03 * np.sin(2 * np.pi * 3.0 * t))
        phase = 2 * np.pi * np.cumsum(f0) / self.sample_rate
        wave = sum(np.sin(k * phase) / k for k in range(1, 12))
        gains = np.array(
            [0.0 if ch in ".,;:!?" else 0.25 if ch.isspace() else 1.0 for ch in clean] or [1.0],
            dtype=np.float32,
        )
        slot = np.minimum((t * len(gains) / (n / self.sample_rate)).astype(int), len(gains) - 1)
        envelope = gains[slot]
        ramp = max(1, self.sample_rate // 100)  # 10 ms smoothing, no clicks
        envelope = np.convolve(envelope, np.ones(ramp) / ramp, mode="same")
        wave = wave / np.max(np.abs(wave)) * self._amplitude * envelope
        result: FloatArray = wave.astype(np.float32)
        return result


class _FakeChunkedStream(tts.ChunkedStream):
    def __init__(self, *, tts: FakeTTS, input_text: str, conn_options: APIConnectOptions) -> None:
        super().__init__(tts=tts, input_text=input_text, conn_options=conn_options)
        self._fake = tts

    async def _run(self, output_emitter: tts.AudioEmitter) -> None:
        output_emitter.initialize(
            request_id=utils.shortuuid(),
            sample_rate=self._fake.sample_rate,
            num_channels=1,
            mime_type="audio/pcm",
        )
        pcm = to_int16(self._fake.render(self.input_text))
        await asyncio.sleep(self._fake.first_audio_delay)  # the scripted time to first audio
        step = self._fake.sample_rate // 10
        for i in range(0, len(pcm), step):
            output_emitter.push(pcm[i : i + step].tobytes())
            await asyncio.sleep(0)  # let the consumer play while the rest is "synthesized"
        output_emitter.flush()


class FakeLLM(llm.LLM[Any]):
    """LLM that streams scripted replies, or echoes the caller's last line."""

    def __init__(
        self,
        *,
        replies: Iterable[str] = (),
        first_token_delay: float = 0.2,
        tokens_per_second: float = 50.0,
        echo_prefix: str = "You said: ",
    ) -> None:
        super().__init__()
        self._script: deque[str] = deque(replies)
        self._first_token_delay = first_token_delay
        self._token_interval = 1.0 / tokens_per_second if tokens_per_second > 0 else 0.0
        self._echo_prefix = echo_prefix
        self.requests: list[llm.ChatContext] = []

    @property
    def model(self) -> str:
        return "fake-script"

    @property
    def provider(self) -> str:
        return "fake"

    def expect(self, reply: str) -> None:
        """Queue the next reply."""
        self._script.append(reply)

    def _next_reply(self, chat_ctx: llm.ChatContext) -> str:
        if self._script:
            return self._script.popleft()
        for item in reversed(chat_ctx.items):
            if item.type == "message" and item.role == "user" and item.text_content:
                return f"{self._echo_prefix}{item.text_content}"
        return "Hello."

    def chat(
        self,
        *,
        chat_ctx: llm.ChatContext,
        tools: list[llm.Tool] | None = None,
        conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS,
        parallel_tool_calls: NotGivenOr[bool] = NOT_GIVEN,
        tool_choice: NotGivenOr[llm.ToolChoice] = NOT_GIVEN,
        extra_kwargs: NotGivenOr[dict[str, Any]] = NOT_GIVEN,
    ) -> llm.LLMStream:
        self.requests.append(chat_ctx)
        return _FakeLLMStream(
            self,
            reply=self._next_reply(chat_ctx),
            chat_ctx=chat_ctx,
            tools=tools or [],
            conn_options=conn_options,
        )


class _FakeLLMStream(llm.LLMStream):
    def __init__(
        self,
        fake: FakeLLM,
        *,
        reply: str,
        chat_ctx: llm.ChatContext,
        tools: list[llm.Tool],
        conn_options: APIConnectOptions,
    ) -> None:
        super().__init__(fake, chat_ctx=chat_ctx, tools=tools, conn_options=conn_options)
        self._fake = fake
        self._reply = reply

    async def _run(self) -> None:
        request_id = utils.shortuuid()
        await asyncio.sleep(self._fake._first_token_delay)
        words = self._reply.split(" ")
        for i, word in enumerate(words):
            if i:
                await asyncio.sleep(self._fake._token_interval)
            token = word if i == 0 else f" {word}"
            self._event_ch.send_nowait(
                llm.ChatChunk(
                    id=request_id,
                    delta=llm.ChoiceDelta(role="assistant", content=token),
                )
            )
        self._event_ch.send_nowait(
            llm.ChatChunk(
                id=request_id,
                usage=llm.CompletionUsage(
                    completion_tokens=len(words), prompt_tokens=0, total_tokens=len(words)
                ),
            )
        )
