"""`voice-agent worker start|dev|console|connect ...`: livekit-agents' own subcommands, run on
this project's worker."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "worker",
        help="run the LiveKit worker (start | dev | console | connect, as in livekit-agents)",
        description=("Run the LiveKit Agents worker that takes WebRTC and SIP calls. Everything after "
                     "the options goes to livekit-agents' CLI, e.g. `voice-agent worker dev` or "
                     "`voice-agent worker connect --room my-room`."),
    )
    parser.add_argument("--agent", default=None, help="module:attribute of the engine agent (VOICE_AGENT_AGENT)")
    parser.add_argument("--providers", choices=("local", "cloud", "fake"), default=None,
                        help="speech providers (VOICE_AGENT_PROVIDERS; default local)")
    parser.add_argument("--store", default=None,
                        help="memory://, sqlite:///path or postgresql://... (VOICE_AGENT_STORE)")
    parser.add_argument("--agent-name", default=None, help="enables explicit dispatch (VOICE_AGENT_NAME)")
    parser.add_argument("--load-threshold", default=None, help="CPU load 0-1 above which no jobs are taken")
    parser.add_argument("--greet", action=argparse.BooleanOptionalAction, default=None,
                        help="the agent speaks first when a call starts (VOICE_AGENT_GREET; default on)")
    parser.add_argument("livekit_args", nargs=argparse.REMAINDER, metavar="start|dev|console|connect ...")
    parser.set_defaults(func=run_worker)


def run_worker(args: argparse.Namespace) -> int:
    # Job processes are separate processes: settings travel through the environment.
    for flag, var in (("agent", "VOICE_AGENT_AGENT"), ("providers", "VOICE_AGENT_PROVIDERS"),
                      ("store", "VOICE_AGENT_STORE"), ("agent_name", "VOICE_AGENT_NAME"),
                      ("load_threshold", "VOICE_AGENT_LOAD_THRESHOLD")):
        value = getattr(args, flag)
        if value is not None:
            os.environ[var] = str(value)
    if args.greet is not None:
        os.environ["VOICE_AGENT_GREET"] = "1" if args.greet else "0"
    rest = list(args.livekit_args)
    if not rest:
        print("error: say what to run: voice-agent worker start|dev|console|connect [...]", file=sys.stderr)
        return 2
    import voice_agent as va
    from adapters.observability.metrics import metrics_port, prepare_multiprocess

    try:
        if metrics_port() is not None:
            prepare_multiprocess()  # before prometheus-client is imported (by livekit-agents)
    except va.ConfigurationError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from adapters.livekit.worker import WorkerConfig, build_server, load_agent

    try:
        config = WorkerConfig.from_env()
        load_agent(config.agent)  # fail now, with a clear message, not in a job process
    except va.ConfigurationError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if rest[0] in ("start", "connect") and not os.environ.get("LIVEKIT_URL"):
        print("error: LIVEKIT_URL is not set: point it at your LiveKit server (ws://127.0.0.1:7880 for "
              "`livekit-server --dev`) and set LIVEKIT_API_KEY / LIVEKIT_API_SECRET", file=sys.stderr)
        return 2
    from livekit.agents import cli

    sys.argv = ["voice-agent worker", *rest]
    cli.run_app(build_server(config))
    return 0
