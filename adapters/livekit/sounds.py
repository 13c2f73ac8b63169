"""The sounds the core names (voice_agent/sounds.py), as audio for `session.say(audio=...)`.

The named sounds are the clips livekit-agents ships in `livekit/agents/resources/` (hold music,
keyboard typing; their licences are in that folder's NOTICE); any other name is a path to an
audio file. A clip is decoded once per process and sample rate, brought to `LEVEL_DBFS` (below
speech, which the project's voices put near -20 dBFS, so a sound never drowns a line), and
looped for as long as the sound plays: the speech queue stops it (voice_agent/speech/queue.py,
rule 10).
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import numpy as np
from livekit import rtc

from adapters.audio.frames import frames_from_samples, samples_from_frame
from voice_agent.sounds import MAX_SOUND_S, Sound

CLIPS = {"hold_music": "hold_music.ogg", "keyboard_typing": "keyboard-typing.ogg",
         "keyboard_typing2": "keyboard-typing2.ogg"}
LEVEL_DBFS = -30.0
LEAD_IN_DB = 12.0  # a clip starts where it is this close to its level (its quiet lead-in is cut)
FRAME_MS = 100  # livekit forwards each frame through several layers: fewer frames start sooner

_clips: dict[tuple[str, int], list[rtc.AudioFrame]] = {}


def clip_path(name: str) -> str:
    """The file a sound plays: a livekit-agents resource, or the path the author gave."""
    if name in CLIPS:
        import livekit.agents.resources as resources

        return os.path.join(os.path.dirname(resources.__file__), CLIPS[name])
    return name


async def clip(name: str, sample_rate: int) -> list[rtc.AudioFrame]:
    """The clip as 20 ms mono frames at `sample_rate`, levelled; decoded once per process (two
    calls that race decode it twice, which is harmless)."""
    key = (name, sample_rate)
    if key not in _clips:
        from livekit.agents.utils.audio import audio_frames_from_file

        path = clip_path(name)
        try:
            parts = [samples_from_frame(f) async for f in audio_frames_from_file(path, sample_rate=sample_rate)]
        except OSError as exc:
            raise FileNotFoundError(f"sound {name!r}: cannot read the audio file {path} ({exc})") from exc
        samples = np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)
        _clips[key] = frames_from_samples(_audible_from_start(_levelled(samples)), sample_rate, frame_ms=FRAME_MS)
    return _clips[key]


def _levelled(samples: np.ndarray) -> np.ndarray:
    """At LEVEL_DBFS, measured over the clip's louder half (its quiet gaps do not count)."""
    if samples.size == 0:
        return samples.astype(np.float32)
    n = samples.size // 320
    energy = np.mean(samples[: n * 320].reshape(n, 320) ** 2, axis=1) if n else np.array([np.mean(samples**2)])
    loud = energy[energy >= np.median(energy)]
    rms = float(np.sqrt(np.mean(loud))) or 1.0
    gain = 10 ** (LEVEL_DBFS / 20) / rms
    return np.clip(samples * gain, -1.0, 1.0).astype(np.float32)


def _audible_from_start(samples: np.ndarray) -> np.ndarray:
    """The clip from its first 20 ms within `LEAD_IN_DB` of `LEVEL_DBFS`: a fade-in (the hold
    music's rises from -77 to -43 dBFS over 2 s) would leave a caller on hold in near silence
    for as long as a short transfer rings. Looping starts there too."""
    n = samples.size // 320
    if n == 0:
        return samples
    energy = np.mean(samples[: n * 320].reshape(n, 320) ** 2, axis=1)
    audible = np.flatnonzero(energy >= 10 ** ((LEVEL_DBFS - LEAD_IN_DB) / 10))
    return samples[int(audible[0]) * 320 :] if audible.size else samples


async def sound_frames(sound: Sound, sample_rate: int) -> AsyncIterator[rtc.AudioFrame]:
    """The sound's clip, looped up to its `seconds` (or the longest any sound plays)."""
    frames = await clip(sound.name, sample_rate)
    if not frames:
        return
    left = sound.seconds or MAX_SOUND_S
    while left > 0:
        for frame in frames:
            yield frame
            left -= frame.duration
            if left <= 0:
                return


async def prewarm_sounds(sample_rate: int) -> None:
    """Decode the named clips now (a worker's prewarm, a replay before its clock starts), so the
    first hold does not wait for its clip."""
    for name in CLIPS:
        await clip(name, sample_rate)
