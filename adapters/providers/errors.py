"""Errors raised by the speech providers, all in one place.

    ProviderError                 base of everything below
    ├── ProviderConfigError       a setting is missing or wrong: an environment variable, a
    │   │                         provider kind, an optional package that is not installed.
    │   │                         Raised at start-up, with the variable and what to do.
    │   └── ModelIntegrityError   a packaged model file does not match its pinned sha256

    AudioFileError                an audio file cannot be used (corrupt, truncated, empty,
                                  another format, out of limits). It belongs to the shared
                                  audio library (`adapters.audio.errors`) and is re-exported here:
                                  the file is wrong, not the provider.

Vendor and runtime exceptions are translated into these at the edge (`raise X(...) from exc`);
messages never carry API keys.
"""

from __future__ import annotations

from adapters.audio.errors import AudioFileError

__all__ = [
    "AudioFileError",
    "ModelIntegrityError",
    "ProviderConfigError",
    "ProviderError",
]


class ProviderError(Exception):
    """Base class of the provider errors."""


class ProviderConfigError(ProviderError):
    """A provider cannot start because a setting is missing or wrong."""


class ModelIntegrityError(ProviderConfigError):
    """A packaged model file is not the file this code was verified against."""
