"""The audio library's one error, importable without numpy."""

from __future__ import annotations

from pathlib import Path

FIX = "re-export it as a PCM WAV, e.g. `ffmpeg -i IN -ac 1 -ar 16000 -c:a pcm_s16le OUT.wav`"


class AudioFileError(ValueError):
    """An audio file cannot be used. The message is one line: the file, the problem, the fix."""

    def __init__(self, path: str | Path, problem: str, fix: str = FIX) -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}; {fix}")
