"""`voice-agent call NUMBER`: place an outbound call through LiveKit SIP."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from typing import Any


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "call",
        help="place an outbound phone call handled by the agent (LiveKit SIP)",
        description=("Dispatch the agent to a new LiveKit room with NUMBER in the job's metadata; the "
                     "worker that takes the job dials NUMBER through the outbound SIP trunk "
                     "(LIVEKIT_SIP_OUTBOUND_TRUNK on the worker), detects whether a person or a "
                     "voicemail greeting answered, and speaks. Needs LIVEKIT_URL, LIVEKIT_API_KEY and "
                     "LIVEKIT_API_SECRET, and a worker started with an agent name (explicit dispatch)."),
    )
    parser.add_argument("number", help="E.164 phone number (+15550100) or SIP URI (sip:user@host)")
    parser.add_argument("--agent-name", default=None,
                        help="the worker's agent name (VOICE_AGENT_NAME), which explicit dispatch needs")
    parser.add_argument("--purpose", default="", help="what the call is about: said first, or left as a message")
    parser.add_argument("--room", default=None, help="room name (default: outbound-<random>)")
    parser.add_argument("--dtmf", default="", help="keys to send once answered: an extension or a menu choice "
                                                   "(0-9 * #; w waits half a second), e.g. ww123#")
    parser.set_defaults(func=_call_command)


def _call_command(args: argparse.Namespace) -> int:
    from adapters.livekit.outbound import OutboundCall

    agent_name = args.agent_name or os.environ.get("VOICE_AGENT_NAME", "")
    missing = [v for v in ("LIVEKIT_URL", "LIVEKIT_API_KEY", "LIVEKIT_API_SECRET") if not os.environ.get(v)]
    if missing:
        print(f"voice-agent call: set {', '.join(missing)} (the LiveKit server the worker is registered with)",
              file=sys.stderr)
        return 2
    if not agent_name:
        print("voice-agent call: outbound calls use explicit dispatch: pass --agent-name (the worker's "
              "VOICE_AGENT_NAME)", file=sys.stderr)
        return 2
    number = args.number.strip()
    try:
        call = OutboundCall(to=number, customer_id=number if number.startswith("sip:") else f"tel:{number}",
                            purpose=args.purpose, dtmf=args.dtmf)
    except ValueError as exc:
        print(f"voice-agent call: {exc}", file=sys.stderr)
        return 2
    return asyncio.run(_place(call, agent_name, args.room))


async def _place(call: Any, agent_name: str, room: str | None) -> int:
    from livekit import api

    from adapters.livekit.outbound import request_call

    lkapi = api.LiveKitAPI()
    try:
        dispatch = await request_call(lkapi, call, agent_name=agent_name, room=room)
    except api.ServerError as exc:
        print(f"voice-agent call: LiveKit refused the dispatch: {exc}", file=sys.stderr)
        return 1
    finally:
        await lkapi.aclose()
    print(f"calling {call.to}: agent {agent_name!r} dispatched to room {dispatch.room} ({dispatch.id})")
    return 0
