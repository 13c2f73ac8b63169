"""The `voice-agent` command.

Each adapter that offers commands has a `commands` module with `register(subparsers)`; the
modules import their heavy dependencies inside the command functions, so `voice-agent --help`
stays fast and a missing optional extra only fails the command that needs it.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from collections.abc import Sequence

COMMAND_MODULES = (
    "adapters.demo",
    "adapters.explain",
    "adapters.train_check",
    "adapters.providers.commands",
    "adapters.replay.commands",
    "adapters.http.commands",
    "adapters.livekit.commands",
    "adapters.livekit.call_command",
    "adapters.sim.commands",
    "adapters.store.commands",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voice-agent",
        description="Real-time voice agent server with a session turn engine.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    parser.add_argument("--log-format", choices=("text", "json"), default=None,
                        help="text (default) or json: one object per line with every field "
                             "(VOICE_AGENT_LOG_FORMAT)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is not None and name.startswith(exc.name):
                continue  # that adapter is not built in this checkout
            raise
        module.register(sub)
    return parser


def missing_extra(extra: str, *modules: str) -> str | None:
    """One line naming the `pip install` that a command needs, or None when it is all there.

    Commands that need an extra call this first, so a plain `pip install voice-agent` gets the
    fix instead of a traceback from deep inside the command.
    """
    missing = []
    for name in modules:
        try:
            importlib.import_module(name)  # the command imports it next anyway
        except ImportError:
            missing.append(name)
    if not missing:
        return None
    return (f"{', '.join(missing)} not installed; this command needs the {extra} extra: "
            f"pip install 'voice-agent[{extra}]'")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from adapters.logs import LOG_FORMAT_ENV, configure, log_format
    from voice_agent.errors import ConfigurationError

    try:
        fmt = log_format(args.log_format)
    except ConfigurationError as exc:
        print(f"voice-agent: {exc}", file=sys.stderr)
        return 2
    os.environ[LOG_FORMAT_ENV] = fmt  # worker job processes log alike
    configure(logging.DEBUG if args.verbose else logging.WARNING, log_format=fmt)
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    try:
        return int(func(args) or 0)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
