"""Speech segments from audio energy, for the fake STT.

Not a VAD to rival Silero, but honest enough to drive scripted transcripts from real caller
recordings: energy is measured in the speech band (200-4000 Hz, so hum and hiss count less),
against a noise floor that follows the quiet parts of the last few seconds (a low percentile,
so steady background noise is learnt within about a second and speech itself does not raise
the floor). A segment opens after `min_speech` of voiced 10 ms frames and closes after
`min_silence` of unvoiced ones, so the pauses between words do not split an utterance.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import numpy as np

from .audio import FloatArray

SAMPLE_RATE = 16000
_FRAME = SAMPLE_RATE // 100  # 10 ms
_BAND = (200.0, 4000.0)


@dataclass(frozen=True)
class SegmenterOptions:
    min_speech: float = 0.08
    """seconds of voiced frames (within `onset_window`) that open a segment"""
    onset_window: float = 0.2
    min_silence: float = 0.45
    """seconds of unvoiced audio that close a segment (longer than pauses between words)"""
    margin_db: float = 9.0
    """how far above the noise floor a frame must be to count as voiced"""
    min_level_dbfs: float = -55.0
    """frames quieter than this are never voiced, whatever the floor (digital silence)"""
    floor_window: float = 3.0
    floor_percentile: float = 10.0


@dataclass(frozen=True)
class SpeechStart:
    """A segment opened at `at` seconds of audio."""

    at: float


@dataclass(frozen=True)
class Segment:
    """A stretch of speech, in seconds of audio since the segmenter started."""

    start: float
    end: float

    @property
    def duration(self) -> float:
        return self.end - self.start


class EnergySegmenter:
    """Feed 16 kHz mono float audio with `push`; it returns `SpeechStart` when a segment opens
    and the `Segment` when it closes. `flush` closes an open segment at the end of input."""

    _WARMUP_FRAMES = 30  # 300 ms heard before the first judgement, so the floor is not a guess

    def __init__(self, options: SegmenterOptions | None = None) -> None:
        self._opts = options or SegmenterOptions()
        self._pending = np.zeros(0, dtype=np.float32)
        self._frames_seen = 0
        self._levels: deque[float] = deque(maxlen=int(self._opts.floor_window * 100))
        self._recent: deque[bool] = deque(maxlen=max(1, int(self._opts.onset_window * 100)))
        self._warmup: list[float] | None = []
        self._start: float | None = None
        self._last_voiced_end = 0.0
        self._unvoiced_run = 0
        self._window = np.hanning(_FRAME).astype(np.float32)
        self._window_power = float((self._window**2).sum())
        freqs = np.fft.rfftfreq(_FRAME, 1.0 / SAMPLE_RATE)
        self._band = (freqs >= _BAND[0]) & (freqs <= _BAND[1])

    @property
    def speaking(self) -> bool:
        return self._start is not None

    @property
    def position(self) -> float:
        """Seconds of audio judged so far."""
        return self._frames_seen / 100.0

    def push(self, samples: FloatArray) -> list[SpeechStart | Segment]:
        self._pending = np.concatenate([self._pending, samples.astype(np.float32, copy=False)])
        n = len(self._pending) // _FRAME
        if n == 0:
            return []
        block = self._pending[: n * _FRAME].reshape(n, _FRAME)
        self._pending = self._pending[n * _FRAME :]
        return self._consume(self._levels_db(block), final=False)

    def flush(self) -> list[SpeechStart | Segment]:
        events = self._consume([], final=True)
        if self._start is not None:
            events.append(Segment(self._start, max(self._last_voiced_end, self._start)))
            self._start = None
        self._unvoiced_run = 0
        self._recent.clear()
        return events

    def _levels_db(self, block: FloatArray) -> list[float]:
        block = block - block.mean(axis=1, keepdims=True)
        spec = np.fft.rfft(block * self._window, axis=1)
        # Parseval with the window's power gain, so levels read in dBFS (full-scale sine ~ -3)
        power = (np.abs(spec[:, self._band]) ** 2).sum(axis=1) * 2.0 / (_FRAME * self._window_power)
        return [float(v) for v in 10.0 * np.log10(power + 1e-12)]

    def _consume(self, levels: list[float], *, final: bool) -> list[SpeechStart | Segment]:
        if self._warmup is not None:
            self._warmup.extend(levels)
            if len(self._warmup) < self._WARMUP_FRAMES and not final:
                return []
            levels, self._warmup = self._warmup, None
            # judge the warm-up frames against a floor that has heard all of them
            self._levels.extend(levels)
            return [ev for level in levels for ev in self._step(level, record=False)]
        return [ev for level in levels for ev in self._step(level, record=True)]

    def _step(self, level: float, *, record: bool) -> list[SpeechStart | Segment]:
        if record:
            self._levels.append(level)
        floor = float(np.percentile(self._levels, self._opts.floor_percentile))
        voiced = level > max(floor + self._opts.margin_db, self._opts.min_level_dbfs)
        self._frames_seen += 1
        t_end = self._frames_seen / 100.0
        self._recent.append(voiced)
        if voiced:
            self._last_voiced_end = t_end
            self._unvoiced_run = 0
        else:
            self._unvoiced_run += 1
        if self._start is None:
            if sum(self._recent) * 0.01 >= self._opts.min_speech - 1e-9:
                first_voiced = len(self._recent) - list(self._recent).index(True)
                self._start = max(0.0, t_end - first_voiced * 0.01)
                return [SpeechStart(self._start)]
        elif self._unvoiced_run * 0.01 >= self._opts.min_silence - 1e-9:
            segment = Segment(self._start, self._last_voiced_end)
            self._start = None
            self._recent.clear()
            return [segment]
        return []
