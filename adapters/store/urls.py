"""Store URLs, in one place: what `--store` and `VOICE_AGENT_STORE` accept, and the store each
names.

    memory://                            in-process only (tests, demos)
    sqlite:///abs/path.db                an SQLite file (one machine)
    sqlite://name.db                     an SQLite file in the data directory
    postgresql://user:pw@host:port/db    PostgreSQL (a fleet); also postgres://

Without a URL: `VOICE_AGENT_STORE`, else the SQLite file in the data directory
(`VOICE_AGENT_DATA_DIR`, else `$XDG_DATA_HOME/voice-agent`, else ~/.local/share/voice-agent).
A URL never resolves to the filesystem root.
"""

from __future__ import annotations

import os
from pathlib import Path

from voice_agent.errors import ConfigurationError, StoreError
from voice_agent.ports import Store

DATA_DIR_ENV = "VOICE_AGENT_DATA_DIR"
STORE_ENV = "VOICE_AGENT_STORE"
DEFAULT_FILE = "voice-agent.db"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
FORMS = "memory://, sqlite:///path/to/file.db, sqlite://name.db or postgresql://user:password@host:port/db"


def data_dir() -> Path:
    """Where the embedded store lives unless told otherwise: $VOICE_AGENT_DATA_DIR, else
    $XDG_DATA_HOME/voice-agent, else ~/.local/share/voice-agent. Never the filesystem root."""
    configured = os.environ.get(DATA_DIR_ENV, "").strip()
    if configured:
        return Path(configured).expanduser().resolve()
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    return (Path(base) if base else Path.home() / ".local" / "share") / "voice-agent"


def default_store_url() -> str:
    """$VOICE_AGENT_STORE, else the SQLite file in the data directory."""
    return os.environ.get(STORE_ENV, "").strip() or f"sqlite://{data_dir() / DEFAULT_FILE}"


def is_postgres(url: str) -> bool:
    return url.startswith(POSTGRES_SCHEMES)


def sqlite_path(url: str) -> Path:
    """The file of a ``sqlite://`` URL: ``sqlite:///abs/path.db`` is absolute, ``sqlite://name.db``
    is in the data directory, ``sqlite://`` is the default file there."""
    rest = url.split("sqlite://", 1)[1]
    if rest.startswith("//"):
        rest = rest[1:]  # sqlite:////abs/path (four slashes) is absolute too
    path = Path(rest) if rest.startswith("/") else data_dir() / (rest or DEFAULT_FILE)
    if path.parent == Path(path.anchor):
        raise ConfigurationError(
            f"store URL {url!r} puts the database in the filesystem root; use sqlite:///<absolute "
            f"path> or sqlite://{path.name} for a file in the data directory ({data_dir()}, "
            f"set by {DATA_DIR_ENV})")
    return path


def redact(url: str) -> str:
    """The URL without its password, for messages and logs."""
    if "@" not in url or "://" not in url:
        return url
    scheme, rest = url.split("://", 1)
    creds, host = rest.rsplit("@", 1)
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}@{host}" if user else f"{scheme}://{host}"


async def open_store(url: str | None = None, *, synchronous: str = "FULL") -> Store:
    """The store a URL names, opened (None: `default_store_url()`). `synchronous` is SQLite's."""
    url = default_store_url() if url is None else url.strip()
    if url in ("memory://", "memory"):
        from voice_agent.session.store import InMemoryStore

        return InMemoryStore()
    if url.startswith("sqlite://"):
        from adapters.store.sqlite import SQLiteStore

        if synchronous not in ("FULL", "NORMAL"):
            raise ConfigurationError(f"synchronous must be FULL or NORMAL, not {synchronous!r}")
        return await SQLiteStore.connect(sqlite_path(url), synchronous="FULL" if synchronous == "FULL" else "NORMAL")
    if is_postgres(url):
        try:
            from adapters.store.postgres import PostgresStore
        except ModuleNotFoundError as exc:
            raise ConfigurationError(
                f"store URL {redact(url)} needs {exc.name}: pip install 'voice-agent[postgres]'") from exc
        return await PostgresStore.connect(url)
    raise StoreError(f"unknown store URL {redact(url)!r}: use {FORMS}")
