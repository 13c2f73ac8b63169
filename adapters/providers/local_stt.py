"""Offline STT: Whisper tiny.en through faster-whisper (CTranslate2, CPU, int8).

Whisper recognizes whole utterances, so this STT does not stream; `streaming_stt` puts it
behind livekit's `stt.StreamAdapter` with the Silero VAD, which cuts the caller's audio into
utterances and recognizes each one. Inference runs on one dedicated worker thread: the event
loop never waits on it, and two sessions' utterances queue rather than fight over the cores.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import numpy as np
from livekit.agents import NOT_GIVEN, APIConnectOptions, NotGivenOr, stt, utils
from livekit.agents.language import LanguageCode

from adapters.audio.dsp import FloatArray
from adapters.audio.frames import samples_from_buffer

from .models import WHISPER_TINY_EN, require_module

if TYPE_CHECKING:
    from faster_whisper import WhisperModel  # type: ignore[import-untyped]
    from livekit.agents import vad as agents_vad

logger = logging.getLogger(__name__)

SAMPLE_RATE = 16000
# Below this peak level there is nothing to recognize; Whisper would hallucinate ("you").
_SILENCE_PEAK = 10 ** (-50 / 20)
_MIN_AUDIO_S = 0.1

# Whisper's encoder is trained on 30 s windows (3000 mel frames), and `transcribe` pads every
# utterance to one: a 2 s "thanks" costs as much as 30 s of speech. The encoder also runs on a
# shorter window, which is proportionally cheaper, but below about 10 s of frames tiny.en starts
# repeating itself (measured: 6 s windows looped on 5 of 18 fixtures, 10 s windows on none, with
# the same WER as 30 s). So utterances get a window of their own length plus a margin, never
# under 10 s; anything that still looks like a loop is decoded again on the full window.
_MIN_WINDOW_FRAMES = 1000
_FULL_WINDOW_FRAMES = 3000
_WINDOW_MARGIN_FRAMES = 100
# Decode length cap: fast speech is ~4 words (~6 tokens) a second; this leaves room for digits
# spelled as separate tokens while stopping a runaway decoder early.
_TOKENS_PER_SECOND = 10
_MIN_TOKENS = 24
# gzip compression ratio of the text above which a decode is a repetition loop (Whisper's own
# threshold, also faster-whisper's default).
_LOOP_COMPRESSION_RATIO = 2.4
# A whole decode that is one phrase of this many words or more said over again is a loop too
# (`unrepeated`).
_MIN_REPEATED_WORDS = 3
_NUMBER_WORDS = frozenset(
    "zero oh one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred "
    "thousand double triple".split())
# Noisy audio: how far the loud 20 ms frames stand above the quiet ones (`level_spread_db`: ~22
# dB for babble at 15 dB SNR, ~27 and ~34 for pink noise at 20-25 dB, ~50 for a quiet room).
# Below `_NOISY_SPREAD_DB` a fitted-window decode must also be confident, or the full window
# decides. An earlier measurement heard a babble line wrong on shortened windows (8 cuts in 24;
# how the line was cut is not recorded), so noisy audio went to the full window, ~0.4 s more on
# an idle core. Measured again (bench/whisper_window.py, and the line as rule4_supersede's
# replay hands it over): the babble, pink-noise and phone-band lines were heard right on the
# fitted window at every cut tried (start 0-0.3 s early or after 0.1-1 s of digital silence,
# end 0.1-0.6 s late), at confidence 0.74-0.89, in a quarter to a third of the full window's
# time. The guard keeps the full window for what the fitted one is unsure of (Whisper's own
# `logprob_threshold`, -1.0, is a confidence of 0.37; clean one-word lines sit at 0.4-0.5).
_NOISY_SPREAD_DB = 30.0
_NOISY_MIN_CONFIDENCE = 0.6


def level_spread_db(samples: FloatArray) -> float:
    """How far the loud 20 ms frames of `samples` stand above its quiet ones, in dB (95th
    against 10th percentile of frame energy): a cheap speech-to-noise figure."""
    frame = SAMPLE_RATE // 50
    n = samples.size // frame
    if n < 2:
        return float("inf")
    energy = np.mean(samples[: n * frame].reshape(n, frame) ** 2, axis=1)
    db = 10 * np.log10(energy + 1e-12)
    return float(np.percentile(db, 95) - np.percentile(db, 10))


def default_cpu_threads() -> int:
    # half the cores: the event loop, the VAD and the TTS need the rest on a small machine
    return max(1, (os.cpu_count() or 2) // 2)


_lock = threading.Lock()
_models: dict[int, WhisperModel] = {}
_executor: ThreadPoolExecutor | None = None


def whisper_executor() -> ThreadPoolExecutor:
    """The one thread that runs Whisper in this process."""
    global _executor
    with _lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="whisper")
        return _executor


def load_whisper_model(cpu_threads: int | None = None) -> WhisperModel:
    """The process-wide Whisper tiny.en model (verified and loaded on first use; blocking)."""
    threads = cpu_threads or default_cpu_threads()
    with _lock:
        if (model := _models.get(threads)) is not None:
            return model
        require_module("faster_whisper", "faster-whisper")
        directory = WHISPER_TINY_EN.verified_directory()
        from faster_whisper import WhisperModel

        model = WhisperModel(
            str(directory),
            device="cpu",
            compute_type="int8",
            cpu_threads=threads,
            num_workers=1,
            local_files_only=True,  # never download: the model is the packaged one
        )
        _models[threads] = model
        logger.info("whisper model loaded", extra={"model": "tiny.en", "cpu_threads": threads})
        return model


class LocalWhisperSTT(stt.STT[Any]):
    """Non-streaming Whisper tiny.en STT (wrap with `streaming_stt` for a session)."""

    def __init__(
        self,
        *,
        beam_size: int = 2,
        cpu_threads: int | None = None,
        no_speech_threshold: float = 0.6,
        fitted_window: bool = True,
        noisy_fitted: bool = True,
    ) -> None:
        """`fitted_window=False` gives the previous behaviour (a padded 30 s window), which
        bench/whisper_window.py measures side by side; `noisy_fitted=False` sends noisy audio
        straight to the full window (the previous behaviour). Beam search of 2 rather than greedy:
        on the fitted window it costs ~10 ms an utterance and keeps the clean-set WER at
        0.013, where greedy decoding gave 0.065 (bench/whisper_window.py)."""
        super().__init__(capabilities=stt.STTCapabilities(streaming=False, interim_results=False))
        self._beam_size = beam_size
        self._cpu_threads = cpu_threads or default_cpu_threads()
        self._no_speech_threshold = no_speech_threshold
        self._fitted_window = fitted_window
        self._noisy_fitted = noisy_fitted

    @property
    def model(self) -> str:
        return "whisper-tiny.en"

    @property
    def provider(self) -> str:
        return "faster-whisper"

    def prewarm(self) -> None:
        """Verify and load the model now (blocking); call at process start, not in a turn.
        One throwaway decode too: CTranslate2's first one is slower, and would be a caller's."""
        load_whisper_model(self._cpu_threads)
        noise = np.random.default_rng(0).standard_normal(SAMPLE_RATE).astype(np.float32) * 0.01
        self.transcribe_samples(noise)

    async def warm_up(self) -> None:
        """`prewarm` without blocking the event loop."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(whisper_executor(), load_whisper_model, self._cpu_threads)

    async def _recognize_impl(
        self,
        buffer: utils.AudioBuffer,
        *,
        language: NotGivenOr[str] = NOT_GIVEN,
        conn_options: APIConnectOptions,
    ) -> stt.SpeechEvent:
        loop = asyncio.get_running_loop()
        # conversion too runs on the worker: resampling a long utterance is not free
        text, confidence, duration = await loop.run_in_executor(
            whisper_executor(), self._transcribe, buffer
        )
        return stt.SpeechEvent(
            type=stt.SpeechEventType.FINAL_TRANSCRIPT,
            request_id=utils.shortuuid(),
            alternatives=[
                stt.SpeechData(
                    language=LanguageCode("en"),
                    text=text,
                    start_time=0.0,
                    end_time=duration,
                    confidence=confidence,
                )
            ],
        )

    def _transcribe(self, buffer: utils.AudioBuffer) -> tuple[str, float, float]:
        samples = samples_from_buffer(buffer, SAMPLE_RATE)
        duration = len(samples) / SAMPLE_RATE
        if duration < _MIN_AUDIO_S or float(np.max(np.abs(samples))) < _SILENCE_PEAK:
            return "", 0.0, duration
        return (*self.transcribe_samples(samples), duration)

    def transcribe_samples(self, samples: FloatArray) -> tuple[str, float]:
        """Blocking: text and confidence of 16 kHz mono audio (call from a worker thread)."""
        text, confidence = self._transcribe_once(samples)
        return unrepeated(text), confidence

    def _transcribe_once(self, samples: FloatArray) -> tuple[str, float]:
        model = load_whisper_model(self._cpu_threads)
        noisy = level_spread_db(samples) < _NOISY_SPREAD_DB
        if self._fitted_window and (self._noisy_fitted or not noisy):
            fitted = _decode_fitted(model, samples, beam_size=self._beam_size,
                                    no_speech_threshold=self._no_speech_threshold)
            # in noise, "nothing was said" is a low-confidence answer too
            if fitted is not None and (fitted[1] >= _NOISY_MIN_CONFIDENCE or not noisy):
                return fitted
            if fitted is not None:
                logger.debug("unsure fitted-window decode of noisy audio; decoding the full window",
                             extra={"confidence": round(fitted[1], 3)})
        return self._transcribe_full(model, samples)

    def _transcribe_full(self, model: WhisperModel, samples: FloatArray) -> tuple[str, float]:
        """faster-whisper's own path: one padded 30 s window per 30 s of audio."""
        segments, _info = model.transcribe(
            samples,
            language="en",
            beam_size=self._beam_size,
            vad_filter=False,  # the VAD already cut this utterance
            condition_on_previous_text=False,
            without_timestamps=True,
        )
        texts: list[str] = []
        logprobs: list[float] = []
        for seg in segments:  # a lazy generator: decoding happens here, on this thread
            # Whisper's own rule for dropping hallucinated segments over non-speech
            if seg.no_speech_prob > self._no_speech_threshold and seg.avg_logprob < -1.0:
                continue
            if seg.text.strip():
                texts.append(seg.text.strip())
                logprobs.append(seg.avg_logprob)
        confidence = math.exp(sum(logprobs) / len(logprobs)) if logprobs else 0.0
        return " ".join(texts), min(1.0, confidence)


def unrepeated(text: str, min_words: int = _MIN_REPEATED_WORDS) -> str:
    """`text` once, when it is one phrase of `min_words` words or more said twice or more in a
    row and nothing else ("Can I talk to a human please? Can I talk to a human please?"): a
    decoder loop too short for the compression-ratio check, which Whisper tiny produced on one
    clean line of a loaded CI run. A caller who does say a whole sentence twice loses nothing by
    being heard once; shorter repeats ("hello? hello?") and partial ones are kept as they are,
    and so is anything with a number in it: "four four seven four four seven" is a code."""
    words = text.split()
    plain = ["".join(ch for ch in w.lower() if ch.isalnum()) for w in words]
    if any(w.isdigit() or w in _NUMBER_WORDS for w in plain):
        return text
    n = len(words)
    for copies in range(n // min_words, 1, -1):
        if n % copies:
            continue
        m = n // copies
        if all(plain[i] == plain[i % m] for i in range(m, n)):
            return " ".join(words[:m])
    return text


def _decode_fitted(model: WhisperModel, samples: FloatArray, *, beam_size: int,
                   no_speech_threshold: float) -> tuple[str, float] | None:
    """Encode a window fitted to the utterance and decode it with a length cap.
    Returns None when the full-window path should decide instead (audio longer than one
    window, or a decode that loops)."""
    from faster_whisper.tokenizer import Tokenizer
    from faster_whisper.transcribe import get_compression_ratio, get_suppressed_tokens

    extractor = model.feature_extractor
    # Pass the chunk length every time: the extractor keeps the last one it was given.
    features = extractor(samples, chunk_length=_FULL_WINDOW_FRAMES // 100)
    content = features.shape[-1]
    if content > _FULL_WINDOW_FRAMES - _WINDOW_MARGIN_FRAMES:
        return None
    frames = max(_MIN_WINDOW_FRAMES, content + _WINDOW_MARGIN_FRAMES)
    window = np.zeros((features.shape[0], frames), dtype=np.float32)
    window[:, :content] = features
    encoded = model.encode(window)
    tokenizer = Tokenizer(model.hf_tokenizer, model.model.is_multilingual, task="transcribe", language="en")
    prompt = model.get_prompt(tokenizer, [], without_timestamps=True)
    duration = len(samples) / SAMPLE_RATE
    max_new = min(model.max_length - len(prompt), _MIN_TOKENS + int(duration * _TOKENS_PER_SECOND))
    result = model.model.generate(
        encoded, [prompt], beam_size=beam_size, max_length=len(prompt) + max_new, return_scores=True,
        return_no_speech_prob=True, suppress_blank=True,
        suppress_tokens=get_suppressed_tokens(tokenizer, (-1,)),
    )[0]
    tokens = [t for t in result.sequences_ids[0] if t < tokenizer.eot]
    text = tokenizer.decode(tokens).strip()
    avg_logprob = result.scores[0] * len(tokens) / (len(tokens) + 1) if tokens else -10.0
    if result.no_speech_prob > no_speech_threshold and avg_logprob < -1.0:
        return "", 0.0  # Whisper's rule for non-speech: nothing was said
    if len(tokens) >= max_new or get_compression_ratio(text) > _LOOP_COMPRESSION_RATIO:
        logger.debug("fitted-window decode looped; decoding the full window", extra={"text": text[:80]})
        return None
    return text, min(1.0, math.exp(avg_logprob))


def streaming_stt(
    whisper: LocalWhisperSTT | None = None, vad: agents_vad.VAD | None = None
) -> stt.StreamAdapter:
    """Whisper behind the Silero VAD, as a streaming STT an AgentSession can use directly."""
    from .vad import load_silero_vad

    return stt.StreamAdapter(stt=whisper or LocalWhisperSTT(), vad=vad or load_silero_vad())
