"""Sample conversions: mono float32 in [-1, 1], resampling (whole or streamed), 16-bit PCM.

Everything downstream (models, the fake STT, the timeline) works on mono float32 in [-1, 1] at
the rate it wants; this module is how audio of any shape gets there.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float32]


def resample(samples: npt.ArrayLike, src_rate: int, dst_rate: int) -> FloatArray:
    """Band-limited polyphase resampling of a mono signal (exact for any pair of integer rates).

    The output may ring slightly past full scale on clipped input; `clip` it where that matters.
    """
    x = np.asarray(samples, dtype=np.float32)
    if src_rate == dst_rate or x.size == 0:
        return x
    from scipy.signal import resample_poly  # type: ignore[import-untyped]

    g = math.gcd(int(src_rate), int(dst_rate))
    return np.asarray(resample_poly(x, dst_rate // g, src_rate // g), dtype=np.float32)


class StreamResampler:
    """`resample` one block at a time, in bounded memory, with the same output as resampling the
    whole signal at once (blocks overlap by the filter's reach and are cut where they agree).

        rs = StreamResampler(48000, 16000)
        out = [rs.push(block) for block in blocks] + [rs.flush()]
    """

    def __init__(self, src_rate: int, dst_rate: int) -> None:
        g = math.gcd(int(src_rate), int(dst_rate))
        self._up, self._down = int(dst_rate) // g, int(src_rate) // g
        self._src_rate, self._dst_rate = int(src_rate), int(dst_rate)
        # Input samples on either side that reach an output sample: resample_poly's filter has
        # 10 * max(up, down) taps each side at the upsampled rate.
        self._reach = 10 * max(self._up, self._down) // self._up + 2
        self._fir: FloatArray | None = None  # resample_poly's filter, designed once
        self._buf = np.zeros(0, dtype=np.float32)
        self._buf_start = 0  # input index of _buf[0]; a multiple of `down`
        self._done_in = 0  # input samples whose outputs have been emitted
        self._emitted = 0  # output samples emitted

    def push(self, block: npt.ArrayLike) -> FloatArray:
        x = np.asarray(block, dtype=np.float32).ravel()
        if self._up == self._down:
            return x
        self._buf = np.concatenate([self._buf, x])
        end_in = self._buf_start + self._buf.size
        # Outputs whose inputs (with the filter's reach) are all in the buffer can be emitted.
        ready = (end_in - self._reach) // self._down * self._down
        return self._emit(ready, final=False)

    def flush(self) -> FloatArray:
        """The rest of the output, with the signal's end treated as zeros (as `resample` does)."""
        if self._up == self._down:
            return np.zeros(0, dtype=np.float32)
        return self._emit(self._buf_start + self._buf.size, final=True)

    def _emit(self, upto_in: int, *, final: bool) -> FloatArray:
        if upto_in <= self._done_in:
            return np.zeros(0, dtype=np.float32)
        from scipy.signal import firwin, resample_poly

        if self._fir is None:
            # The filter resample_poly would design on every call (an odd rate pair such as
            # 44101 -> 16000 needs ~900k taps): designed once, in float32 as resample_poly
            # does for float32 input, so the output is unchanged.
            most = max(self._up, self._down)
            self._fir = firwin(20 * most + 1, 1.0 / most, window=("kaiser", 5.0)).astype(np.float32)
        # Outputs j with j * down / up < upto_in, i.e. j < ceil(upto_in * up / down).
        end_out = -(-upto_in * self._up // self._down)
        y = resample_poly(self._buf, self._up, self._down, window=self._fir)
        # resample_poly of a slice starting at input n0 (a multiple of down) yields global
        # outputs from n0 * up / down on; before the slice's end it agrees with the whole.
        first_out = self._buf_start * self._up // self._down
        out = np.asarray(y[self._emitted - first_out : end_out - first_out], dtype=np.float32)
        self._emitted = end_out
        self._done_in = upto_in
        if not final:
            # Keep what the next outputs still reach back to, from a multiple of `down`.
            keep_from = max(0, (upto_in - self._reach) // self._down * self._down)
            keep_from = max(keep_from, self._buf_start)
            self._buf = self._buf[keep_from - self._buf_start :]
            self._buf_start = keep_from
        return out


def sanitize(frames: npt.NDArray[np.floating], counts: dict[str, int] | None = None) -> FloatArray:
    """Frames x channels (or mono) to mono float32 in [-1, 1].

    NaN/inf samples become silence and out-of-range samples are clipped, per channel before the
    channels are averaged (so one broken channel cannot poison the mix); `counts` gets
    ``nonfinite`` and ``clipped`` added, for whoever reports repairs.
    """
    x = np.asarray(frames)
    if x.dtype != np.float64:  # float64 is repaired before narrowing: 1e300 clips, not inf
        x = x.astype(np.float32, copy=False)
    bad = ~np.isfinite(x)
    n_bad = int(bad.sum())
    if n_bad:
        x = np.where(bad, 0.0, x).astype(x.dtype)
    over = np.abs(x) > 1.0
    n_over = int(over.sum())
    if n_over:
        x = np.clip(x, -1.0, 1.0)
    if counts is not None:
        counts["nonfinite"] = counts.get("nonfinite", 0) + n_bad
        counts["clipped"] = counts.get("clipped", 0) + n_over
    x = x.astype(np.float32, copy=False)
    if x.ndim == 2:
        x = x[:, 0] if x.shape[1] == 1 else x.mean(axis=1, dtype=np.float32)
    return np.ascontiguousarray(x, dtype=np.float32)


def to_int16(samples: npt.ArrayLike) -> npt.NDArray[np.int16]:
    """Float samples as 16-bit PCM: NaN is silence, everything is clipped to full scale."""
    x = np.nan_to_num(np.asarray(samples, dtype=np.float32), nan=0.0, posinf=1.0, neginf=-1.0)
    return np.round(np.clip(x, -1.0, 1.0) * 32767.0).astype(np.int16)
