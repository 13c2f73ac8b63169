"""Silero VAD from livekit-plugins-silero (the ONNX model ships in its wheel).

Loaded once per process per set of options: every session shares the one ONNX session, and
each `vad.stream()` keeps its own state, which is how the plugin is meant to be used.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from livekit.agents import vad as agents_vad


@dataclass(frozen=True)
class VADOptions:
    min_speech_duration: float = 0.05
    """seconds of speech before a segment starts"""
    min_silence_duration: float = 0.55
    """seconds of silence that end a segment; shorter ends turns sooner but splits sentences"""
    prefix_padding_duration: float = 0.5
    """audio kept before the detected start, so the STT hears the first phoneme"""
    activation_threshold: float = 0.5
    max_buffered_speech: float = 60.0


_lock = threading.Lock()
_loaded: dict[VADOptions, agents_vad.VAD] = {}


def load_silero_vad(options: VADOptions | None = None) -> agents_vad.VAD:
    """The process-wide Silero VAD for these options (loaded on first use).

    Do not call `update_options` on the returned instance: it is shared; ask for other
    options here instead.
    """
    opts = options or VADOptions()
    with _lock:
        if (cached := _loaded.get(opts)) is not None:
            return cached
        from livekit.plugins import silero

        loaded = silero.VAD.load(
            min_speech_duration=opts.min_speech_duration,
            min_silence_duration=opts.min_silence_duration,
            prefix_padding_duration=opts.prefix_padding_duration,
            activation_threshold=opts.activation_threshold,
            max_buffered_speech=opts.max_buffered_speech,
            force_cpu=True,
        )
        _loaded[opts] = loaded
        return loaded
