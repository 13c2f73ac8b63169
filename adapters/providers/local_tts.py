"""Offline TTS: Piper with the "joe" US English voice (22.05 kHz, mono).

Piper synthesizes one sentence at a time; each sentence is pushed as soon as it exists, so the
first words play while the rest is still being made. Synthesis runs on one dedicated worker
thread (ONNX Runtime releases the GIL), never on the event loop.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import numpy as np
from livekit.agents import DEFAULT_API_CONNECT_OPTIONS, APIConnectOptions, tts, utils

from .models import PIPER_JOE_MEDIUM, require_module

if TYPE_CHECKING:
    from piper import AudioChunk, PiperVoice

logger = logging.getLogger(__name__)

_lock = threading.Lock()
_voices: dict[int, PiperVoice] = {}
_executor: ThreadPoolExecutor | None = None


def default_threads() -> int:
    return max(1, (os.cpu_count() or 2) // 2)


def piper_executor() -> ThreadPoolExecutor:
    """The one thread that runs Piper in this process."""
    global _executor
    with _lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="piper")
        return _executor


def voice_sample_rate() -> int:
    """The voice's sample rate, from its config (cheap: no model load)."""
    directory = PIPER_JOE_MEDIUM.directory()
    config = json.loads((directory / "en_US-joe-medium.onnx.json").read_text("utf-8"))
    return int(config["audio"]["sample_rate"])


def load_piper_voice(threads: int | None = None) -> PiperVoice:
    """The process-wide Piper voice (verified and loaded on first use; blocking)."""
    n = threads or default_threads()
    with _lock:
        if (voice := _voices.get(n)) is not None:
            return voice
        require_module("piper", "piper-tts")
        directory = PIPER_JOE_MEDIUM.verified_directory()
        import onnxruntime  # type: ignore[import-untyped]
        from piper import PiperVoice
        from piper.config import PiperConfig

        opts = onnxruntime.SessionOptions()
        # bounded threads: PiperVoice.load would take every core and starve the event loop
        opts.intra_op_num_threads = n
        opts.inter_op_num_threads = 1
        config = json.loads((directory / "en_US-joe-medium.onnx.json").read_text("utf-8"))
        voice = PiperVoice(
            session=onnxruntime.InferenceSession(
                str(directory / PIPER_JOE_MEDIUM.main_file),
                sess_options=opts,
                providers=["CPUExecutionProvider"],
            ),
            config=PiperConfig.from_dict(config),
        )
        _voices[n] = voice
        logger.info("piper voice loaded", extra={"voice": "en_US-joe-medium", "threads": n})
        return voice


class LocalPiperTTS(tts.TTS[Any]):
    """Piper TTS; non-streaming input (the session sentence-splits), streamed output."""

    def __init__(
        self,
        *,
        length_scale: float = 1.0,
        volume: float = 0.8,
        sentence_pause: float = 0.15,
        threads: int | None = None,
    ) -> None:
        super().__init__(
            capabilities=tts.TTSCapabilities(streaming=False),
            sample_rate=voice_sample_rate(),
            num_channels=1,
        )
        self._length_scale = length_scale
        self._volume = volume  # normalised peaks at full scale otherwise; keep headroom
        self._sentence_pause = sentence_pause
        self._threads = threads or default_threads()

    @property
    def model(self) -> str:
        return "piper-en_US-joe-medium"

    @property
    def provider(self) -> str:
        return "piper"

    def prewarm(self) -> None:
        """Verify and load the voice now (blocking); call at process start, not in a turn."""
        load_piper_voice(self._threads)

    async def warm_up(self) -> None:
        """`prewarm` without blocking the event loop."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(piper_executor(), load_piper_voice, self._threads)

    def synthesize(
        self, text: str, *, conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS
    ) -> tts.ChunkedStream:
        return _PiperChunkedStream(tts=self, input_text=text, conn_options=conn_options)

    def _sentences(self, text: str) -> Iterator[AudioChunk]:
        from piper import SynthesisConfig

        voice = load_piper_voice(self._threads)
        return iter(
            voice.synthesize(
                text, SynthesisConfig(length_scale=self._length_scale, volume=self._volume)
            )
        )


def _next_pcm(sentences: Iterator[AudioChunk]) -> bytes | None:
    chunk = next(sentences, None)
    return None if chunk is None else chunk.audio_int16_bytes


class _PiperChunkedStream(tts.ChunkedStream):
    def __init__(
        self, *, tts: LocalPiperTTS, input_text: str, conn_options: APIConnectOptions
    ) -> None:
        super().__init__(tts=tts, input_text=input_text, conn_options=conn_options)
        self._piper = tts

    async def _run(self, output_emitter: tts.AudioEmitter) -> None:
        output_emitter.initialize(
            request_id=utils.shortuuid(),
            sample_rate=self._piper.sample_rate,
            num_channels=1,
            mime_type="audio/pcm",
        )
        if not self.input_text.strip():
            return
        loop = asyncio.get_running_loop()
        executor = piper_executor()
        sentences = await loop.run_in_executor(executor, self._piper._sentences, self.input_text)
        pause = np.zeros(int(self._piper._sentence_pause * self._piper.sample_rate), np.int16)
        first = True
        try:
            while (pcm := await loop.run_in_executor(executor, _next_pcm, sentences)) is not None:
                if not first:
                    output_emitter.push(pause.tobytes())
                output_emitter.push(pcm)
                first = False
        finally:
            # Close the generator on its own thread, after any step still running there
            # (cancellation does not stop a running step); nothing waits for it.
            executor.submit(sentences.close)  # type: ignore[attr-defined]
        output_emitter.flush()
