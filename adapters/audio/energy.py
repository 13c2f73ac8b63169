"""Speech from audio energy: the one place the project finds speech without a model.

Two detectors for two jobs, sharing this module's idea of a level (dBFS of a short frame) and
of a noise floor (a low percentile of the levels, so steady background is learnt and speech
does not raise it):

- `SpeechDetector` measures a finished signal: frame energy (20 ms windows, 10 ms hop) against
  a threshold set a margin above that signal's own noise floor, so a caller in a noisy room is
  measured as reliably as a clean one; short gaps between words are bridged (hangover) and
  short bursts dropped. The replay timeline measures calls with it, and tests measure with it.
- `EnergySegmenter` follows a live stream, causally, as an endpointer would (the fake STT):
  energy in the speech band (200-4000 Hz, so hum and hiss count less) against a floor that
  follows the quiet parts of the last few seconds. A segment opens after `min_speech` of voiced
  10 ms frames and closes after `min_silence` of unvoiced ones, so the pauses between words do
  not split an utterance.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .dsp import FloatArray


@dataclass(frozen=True)
class Region:
    start_s: float
    end_s: float

    @property
    def duration_s(self) -> float:
        return self.end_s - self.start_s


@dataclass(frozen=True)
class SpeechDetector:
    """Energy detector with a noise-relative threshold; the defaults suit 8-48 kHz speech."""

    window_s: float = 0.02
    hop_s: float = 0.01
    margin_db: float = 12.0  # above the floor; pink noise at 10 ms rarely exceeds +11 dB
    abs_floor_db: float = -55.0  # below this nothing is speech, whatever the floor
    floor_percentile: float = 10.0
    # A segment whose frame energies barely vary (a tone, a steady hum) has no floor to measure
    # against; it counts as speech only when it is loud, so realistic background never does.
    steady_spread_db: float = 4.0
    steady_min_db: float = -35.0
    min_burst_s: float = 0.03  # bursts shorter than this are clicks, dropped before bridging
    hangover_s: float = 0.3  # gaps shorter than this are pauses between words
    min_speech_s: float = 0.08

    def detect(self, samples: npt.ArrayLike, rate: int) -> list[Region]:
        """Speech regions of a mono signal, in seconds from its first sample."""
        x = np.asarray(samples, dtype=np.float32).ravel()
        hop = max(1, round(rate * self.hop_s))
        win = max(hop, round(rate * self.window_s))
        if x.size < win:
            return []
        n = 1 + (x.size - win) // hop
        # Window energy from a cumulative sum: one pass, fast on ten-minute tracks.
        c = np.concatenate([[0.0], np.cumsum(x.astype(np.float64) ** 2)])
        starts = np.arange(n) * hop
        energy = (c[starts + win] - c[starts]) / win
        e_db = 10.0 * np.log10(np.maximum(energy, 1e-12))
        live = e_db > -90.0  # digital silence (padding, unplayed stretches) is not a noise floor
        if not live.any():
            return []
        floor, p90 = np.percentile(e_db[live], [self.floor_percentile, 90.0])
        if live.mean() <= 0.9:
            # Stretches of digital silence (synthesised agent audio, padded clips) mean the
            # track has no noise floor: its own quiet syllables must not be taken for one.
            active = live & (e_db > self.abs_floor_db)
        elif p90 - floor < self.steady_spread_db:
            active = live & (e_db > self.steady_min_db)
        else:
            active = e_db > max(self.abs_floor_db, floor + self.margin_db)
        runs = _runs(active)
        runs = [r for r in runs if (r[1] - r[0]) * self.hop_s >= self.min_burst_s]
        runs = _bridge(runs, round(self.hangover_s / self.hop_s))
        # A window stands for the hop at its centre, which puts onsets within a hop of the truth.
        centre = (win / 2 - hop / 2) / rate
        out = [
            Region(round(a * hop / rate + centre, 4), round(b * hop / rate + centre, 4))
            for a, b in runs
            if (b - a) * self.hop_s >= self.min_speech_s
        ]
        return out


def _runs(mask: npt.NDArray[np.bool_]) -> list[tuple[int, int]]:
    d = np.diff(np.concatenate([[0], mask.astype(np.int8), [0]]))
    return list(zip(np.flatnonzero(d == 1).tolist(), np.flatnonzero(d == -1).tolist(), strict=True))


def _bridge(runs: list[tuple[int, int]], max_gap: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in runs:
        if out and a - out[-1][1] <= max_gap:
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


# -- streaming --------------------------------------------------------------------------


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


class EnergySegmenter:
    """Feed 16 kHz mono float audio with `push`; it returns `SpeechStart` when a segment opens
    and the speech `Region` when it closes. `flush` closes an open segment at the end of input."""

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

    def push(self, samples: FloatArray) -> list[SpeechStart | Region]:
        self._pending = np.concatenate([self._pending, samples.astype(np.float32, copy=False)])
        n = len(self._pending) // _FRAME
        if n == 0:
            return []
        block = self._pending[: n * _FRAME].reshape(n, _FRAME)
        self._pending = self._pending[n * _FRAME :]
        return self._consume(self._levels_db(block), final=False)

    def flush(self) -> list[SpeechStart | Region]:
        events = self._consume([], final=True)
        if self._start is not None:
            events.append(Region(self._start, max(self._last_voiced_end, self._start)))
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

    def _consume(self, levels: list[float], *, final: bool) -> list[SpeechStart | Region]:
        if self._warmup is not None:
            self._warmup.extend(levels)
            if len(self._warmup) < self._WARMUP_FRAMES and not final:
                return []
            levels, self._warmup = self._warmup, None
            # judge the warm-up frames against a floor that has heard all of them
            self._levels.extend(levels)
            return [ev for level in levels for ev in self._step(level, record=False)]
        return [ev for level in levels for ev in self._step(level, record=True)]

    def _step(self, level: float, *, record: bool) -> list[SpeechStart | Region]:
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
            segment = Region(self._start, self._last_voiced_end)
            self._start = None
            self._recent.clear()
            return [segment]
        return []
