"""A streaming recogniser with Deepgram's shape, made of the local models.

`Segmenter` runs the Silero VAD over the audio as it arrives (32 ms windows at 16 kHz) and
says, in audio time, what a streaming recogniser would report and when:

- `SpeechStart`: speech began (Deepgram's `SpeechStarted` with `vad_events=true`);
- `Interim`: a new hypothesis of the words since the last final, every `interim_interval_s`
  of audio while the caller speaks (`is_final: false`);
- `Final`: those words are settled (`is_final: true`). With `speech_final` when the caller has
  been silent for the endpointing window (Deepgram's `endpointing`); without it when a long
  utterance is settled at a short pause, or when the client asks (`Finalize`, `CloseStream`),
  so one utterance can arrive as several finals followed by a `speech_final` that repeats none
  of their words, as Deepgram's does;
- `UtteranceEnd`: no word for `utterance_end_ms` after the last settled one.

The words come from Whisper tiny.en (`Transcriber`), run on a worker thread on exactly the audio
each result covers, so interim hypotheses are real partial recognitions, wrong words included.
Identical audio (the same recording replayed in many rooms) is recognised once and cached.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import numpy as np

from adapters.audio.dsp import FloatArray

logger = logging.getLogger(__name__)

RATE = 16000
WINDOW = 512  # Silero's window at 16 kHz (32 ms)
WINDOW_S = WINDOW / RATE


@dataclass(frozen=True)
class SegmenterOptions:
    endpointing_s: float | None = 0.3  # None: endpointing=false (no speech_final)
    utterance_end_s: float | None = None
    interim_interval_s: float | None = 0.5  # None: interim_results=false
    finalize_after_s: float = 4.0  # settle a long utterance at the next short pause
    settle_pause_s: float = 0.15  # what counts as a short pause for that
    activation: float = 0.5
    deactivation: float = 0.35
    min_speech_s: float = 0.064
    pad_s: float = 0.2  # audio kept before the onset for the recogniser
    tail_s: float = 0.1  # and after the end


@dataclass(frozen=True)
class SpeechStart:
    at_s: float
    new_utterance: bool = True  # False: speech resumed after a pause inside one utterance


@dataclass(frozen=True)
class Interim:
    from_s: float
    to_s: float
    speech_start_s: float


@dataclass(frozen=True)
class Final:
    from_s: float
    to_s: float
    speech_start_s: float
    speech_end_s: float
    speech_final: bool
    from_finalize: bool = False


@dataclass(frozen=True)
class Settling:
    """The caller paused: the audio a final would cover if the pause lasts. A real streaming
    recogniser has been decoding all along; this one starts Whisper now so that the final is
    not late by the model's compute time."""

    from_s: float
    to_s: float


@dataclass(frozen=True)
class UtteranceEnd:
    last_word_end_s: float


Event = SpeechStart | Interim | Final | Settling | UtteranceEnd


class Segmenter:
    """Silero VAD over a live stream, with Deepgram's endpointing rules (see module docstring).

    Not thread-safe; one per connection. Positions are seconds of audio since the stream began.
    """

    def __init__(self, options: SegmenterOptions, vad_session: Any) -> None:
        from livekit.plugins.silero.onnx_model import OnnxModel

        self.opts = options
        self._model = OnnxModel(onnx_session=vad_session, sample_rate=RATE)
        self.audio = np.zeros(RATE * 8, dtype=np.float32)  # grows by doubling
        self.n = 0  # samples received
        self._scanned = 0  # samples the VAD has seen
        self.speaking = False
        self._speech_run = 0
        self._silence_s = 0.0
        self._seg_from: float | None = None  # start of the audio not yet settled by a final
        self._speech_start: float | None = None  # onset of the current utterance
        self._last_speech_end = 0.0
        self._last_interim = 0.0
        self._pending_utterance_end: float | None = None

    @property
    def position_s(self) -> float:
        return self.n / RATE

    @property
    def in_utterance(self) -> bool:
        return self._seg_from is not None

    def push(self, samples: FloatArray) -> list[Event]:
        need = self.n + samples.size
        if need > self.audio.size:
            grown = np.zeros(max(need, self.audio.size * 2), dtype=np.float32)
            grown[: self.n] = self.audio[: self.n]
            self.audio = grown
        self.audio[self.n : need] = samples
        self.n = need
        events: list[Event] = []
        while self._scanned + WINDOW <= self.n:
            window = self.audio[self._scanned : self._scanned + WINDOW]
            self._scanned += WINDOW
            events.extend(self._step(float(self._model(window[None, :])), self._scanned / RATE))
        return events

    def _step(self, p: float, end_s: float) -> list[Event]:
        o = self.opts
        out: list[Event] = []
        if p >= o.activation:
            self._speech_run += 1
            self._silence_s = 0.0
            if not self.speaking and self._speech_run * WINDOW_S >= o.min_speech_s:
                self.speaking = True
                onset = end_s - self._speech_run * WINDOW_S
                new = self._seg_from is None
                if new:
                    self._seg_from = max(0.0, onset - o.pad_s)
                    self._speech_start = onset
                    self._last_interim = end_s
                self._pending_utterance_end = None
                out.append(SpeechStart(round(onset, 3), new))
            if self.speaking:
                self._last_speech_end = end_s
        elif p < o.deactivation or not self.speaking:
            self._speech_run = 0
            if self.speaking:
                self._silence_s += WINDOW_S
                if (self._seg_from is not None and self._silence_s - WINDOW_S < o.tail_s <= self._silence_s):
                    out.append(Settling(self._seg_from, self._last_speech_end + o.tail_s))
                if o.endpointing_s is not None and self._silence_s >= o.endpointing_s:
                    self.speaking = False
                    out.append(self._final(speech_final=True))
                elif (self._seg_from is not None and self._silence_s >= o.settle_pause_s
                      and self._last_speech_end - self._seg_from >= o.finalize_after_s):
                    out.append(self._final(speech_final=False))
                elif o.endpointing_s is None and self._silence_s >= 1.5:
                    self.speaking = False  # endpointing=false: settle, but say no speech_final
                    out.append(self._final(speech_final=False))
        if (self._seg_from is not None and o.interim_interval_s is not None and self.speaking
                and end_s - self._last_interim >= o.interim_interval_s):
            self._last_interim = end_s
            out.append(Interim(self._seg_from, end_s, self._speech_start or self._seg_from))
        if (self._pending_utterance_end is not None and o.utterance_end_s is not None
                and not self.speaking and end_s - self._pending_utterance_end >= o.utterance_end_s):
            out.append(UtteranceEnd(round(self._pending_utterance_end, 3)))
            self._pending_utterance_end = None
        return out

    def _final(self, *, speech_final: bool, from_finalize: bool = False) -> Final:
        assert self._seg_from is not None
        end = min(self.position_s, self._last_speech_end + self.opts.tail_s)
        start = self._speech_start if self._speech_start is not None else self._seg_from
        final = Final(self._seg_from, end, max(start, self._seg_from), self._last_speech_end,
                      speech_final, from_finalize)
        self._pending_utterance_end = self._last_speech_end
        if speech_final:
            self._seg_from = self._speech_start = None
        else:
            self._seg_from = end
            self._speech_start = None if not self.speaking else self._last_speech_end
        return final

    def finalize(self) -> Final | None:
        """Settle whatever has not been (the client's `Finalize` or `CloseStream`)."""
        if self._seg_from is None or self._last_speech_end <= self._seg_from:
            return None
        final = self._final(speech_final=False, from_finalize=True)
        self.speaking = False
        self._seg_from = self._speech_start = None
        return final

    def slice(self, from_s: float, to_s: float) -> FloatArray:
        a, b = round(from_s * RATE), min(self.n, round(to_s * RATE))
        return self.audio[a:b].copy()


class Transcriber:
    """Whisper tiny.en on its worker thread, with a cache of identical audio (see module doc).

    Finals and interim hypotheses get separate model instances and threads (`for_interims`),
    so a final never queues behind a hypothesis that is already being decoded: a real service
    decodes continuously, and Whisper's fixed 30 s encoder pass (~0.5 s here) would otherwise
    make finals late by a whole decode."""

    def __init__(self, cache_size: int = 1024, *, cpu_threads: int | None = None,
                 beam_size: int = 2) -> None:
        self._threads = cpu_threads
        self._beam = beam_size
        self._lock = threading.Lock()
        self._cache: OrderedDict[bytes, tuple[str, float]] = OrderedDict()
        self._size = cache_size
        self.hits = 0
        self.misses = 0
        self._whisper: Any = None

    def load(self) -> None:
        """Load and verify the model now (blocking)."""
        from adapters.providers.local_stt import LocalWhisperSTT

        with self._lock:
            if self._whisper is None:
                self._whisper = LocalWhisperSTT(cpu_threads=self._threads, beam_size=self._beam)
        self._whisper.prewarm()

    def transcribe(self, samples: FloatArray) -> tuple[str, float]:
        """Blocking: (text, confidence) of 16 kHz audio; call on the whisper executor."""
        key = hashlib.sha1(samples.tobytes()).digest()
        with self._lock:
            if (hit := self._cache.get(key)) is not None:
                self._cache.move_to_end(key)
                self.hits += 1
                return hit
        if self._whisper is None:
            self.load()
        if samples.size < RATE // 10 or float(np.max(np.abs(samples))) < 10 ** (-50 / 20):
            result: tuple[str, float] = ("", 0.0)
        else:
            result = self._whisper.transcribe_samples(samples)
        with self._lock:
            self.misses += 1
            self._cache[key] = result
            while len(self._cache) > self._size:
                self._cache.popitem(last=False)
        return result


def words_of(text: str, start_s: float, end_s: float, confidence: float) -> list[dict[str, Any]]:
    """Deepgram's word objects for `text`, spread over [start, end] by word length (Whisper is
    run without word timestamps: they would double its cost)."""
    tokens = text.split()
    if not tokens:
        return []
    weights = np.array([max(1, len(t)) for t in tokens], dtype=np.float64)
    edges = start_s + np.concatenate([[0.0], np.cumsum(weights)]) / weights.sum() * max(0.0, end_s - start_s)
    out = []
    for i, token in enumerate(tokens):
        bare = "".join(ch for ch in token.lower() if ch.isalnum() or ch in "'-") or token.lower()
        out.append({"word": bare, "start": round(float(edges[i]), 3), "end": round(float(edges[i + 1]), 3),
                    "confidence": round(confidence, 4), "punctuated_word": token})
    return out
