"""A throwaway PostgreSQL server for tests and benchmarks: `initdb` in a temporary directory, a
free port on loopback, torn down after. Uses Debian's `postgresql` package (the Makefile's
system-deps step installs it when missing and allowed). As root, the server runs as the
`postgres` user, because PostgreSQL refuses to run as root."""

from __future__ import annotations

import asyncio
import concurrent.futures
import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

HOW_TO_GET_IT = ("PostgreSQL server binaries not found: install Debian's `postgresql` package "
                 "(`apt-get install postgresql`; `make test` does it when run as root) or put initdb "
                 "and pg_ctl on PATH")


def find_bindir() -> Path | None:
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(candidate, "initdb").exists():
            return Path(candidate)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class TempPostgres:
    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.dir = Path(tempfile.mkdtemp(prefix="va-pg-"))
        self.port = free_port()
        self._as_user: list[str] = []
        if os.geteuid() == 0:
            uid = pwd.getpwnam("postgres").pw_uid
            os.chown(self.dir, uid, -1)
            self._as_user = ["runuser", "-u", "postgres", "--"]
        self.data = self.dir / "data"

    @property
    def dsn(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def dsn_for(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str) -> None:
        subprocess.run([*self._as_user, *args], check=True, capture_output=True, timeout=60)

    def start(self) -> TempPostgres:
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres",
                  "--no-sync", "-E", "UTF8")
        # Durability settings of a test server; max_connections covers a fleet test.
        opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
                "-c synchronous_commit=off -c full_page_writes=off -c max_connections=300")
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-o", opts, "-l",
                  str(self.dir / "server.log"), "-w", "start")
        return self

    def stop(self) -> None:
        try:
            self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
            pass
        shutil.rmtree(self.dir, ignore_errors=True)

    def create_database(self, name: str) -> str:
        self._run(str(self.bindir / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return self.dsn_for(name)


# -- pytest fixtures (registered by tests/conftest.py) ---------------------------------------------

_databases = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[TempPostgres]:
    bindir = find_bindir()
    if bindir is None:
        pytest.skip(HOW_TO_GET_IT)
    server = TempPostgres(bindir).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_dsn(postgres_server: TempPostgres) -> str:
    """A new, migrated database on the session's throwaway server."""
    return fresh_database(postgres_server)


def fresh_database(server: TempPostgres) -> str:
    from adapters.store.postgres import migrate

    dsn = server.create_database(f"t{os.getpid()}_{next(_databases)}")
    with concurrent.futures.ThreadPoolExecutor(1) as pool:  # its own event loop, not the test's
        pool.submit(asyncio.run, migrate(dsn)).result()
    return dsn
