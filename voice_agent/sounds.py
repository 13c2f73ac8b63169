"""Sounds an author may choose instead of words: hold music while a transfer dials, typing while
work runs. The core names them; a voice adapter plays them (adapters/livekit/sounds.py maps the
names to the clips livekit-agents ships). On a text channel a sound is never sent: a progress
step that is a sound becomes the spoken progress line there.

    session.start_work(book(), progress=[va.Sound("keyboard_typing", seconds=4),
                                         {"content": "Tell the customer you're still booking."}])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

# The sounds every voice adapter of this project can play. Any other name must be a path to an
# audio file (.ogg, .wav, .mp3, .flac) that the worker can read.
SOUNDS = ("hold_music", "keyboard_typing", "keyboard_typing2")
_AUDIO_SUFFIXES = (".ogg", ".wav", ".mp3", ".flac", ".opus")


@dataclass(frozen=True)
class Sound:
    """A sound in the call. `seconds`: how long it plays (its clip is looped); None: until a line
    or the caller starts, or the work it fills for settles, at most `MAX_SOUND_S`."""

    name: str
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.name not in SOUNDS and not self.name.lower().endswith(_AUDIO_SUFFIXES):
            raise ValueError(f"unknown sound {self.name!r}: use one of {', '.join(SOUNDS)} "
                             f"or a path to an audio file ({', '.join(_AUDIO_SUFFIXES)})")
        if self.seconds is not None and not 0 < self.seconds <= MAX_SOUND_S:
            raise ValueError(f"a sound plays for (0, {MAX_SOUND_S:g}] seconds, not {self.seconds}")

    def to_dict(self) -> dict[str, Any]:
        return {"sound": self.name, "seconds": self.seconds}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Sound:
        seconds = data.get("seconds")
        return cls(str(data["sound"]), None if seconds is None else float(seconds))


MAX_SOUND_S = 300.0  # nothing plays longer than this: hold music that outlives its reason is a fault
