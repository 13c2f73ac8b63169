"""`voice-agent migrate`: bring a store's schema to the version this build knows."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "migrate",
        help="apply the store's schema migrations (PostgreSQL)",
        description=("Apply the schema migrations this build has and the database lacks. Processes "
                     "refuse to start against a PostgreSQL schema that is behind or ahead of them, so "
                     "run this before starting a new version of workers and API processes. Safe to run "
                     "from several places at once. SQLite creates its schema when it is opened."),
    )
    parser.add_argument("--store", required=True, metavar="URL",
                        help="postgresql://user:password@host:port/database")
    parser.set_defaults(func=_migrate_command)


def _migrate_command(args: argparse.Namespace) -> int:
    from adapters.store.urls import is_postgres
    from voice_agent.errors import StoreError

    url: str = args.store
    if not is_postgres(url):
        print("voice-agent migrate: only PostgreSQL stores have migrations (postgresql://...); "
              "SQLite creates its schema when it is opened", file=sys.stderr)
        return 2
    try:
        from adapters.store.postgres import migrate
    except ModuleNotFoundError as exc:
        print(f"voice-agent migrate: {exc.name} is not installed: pip install 'voice-agent[postgres]'",
              file=sys.stderr)
        return 2
    try:
        before, after = asyncio.run(migrate(url))
    except StoreError as exc:
        print(f"voice-agent migrate: {exc}", file=sys.stderr)
        return 2
    if before == after:
        print(f"schema already at version {after}; nothing to do")
    else:
        print(f"schema migrated from version {before} to {after}")
    return 0
