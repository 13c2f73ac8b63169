"""`voice-agent demo`: the airline call, replayed offline on the local models.

The caller asks for a flight, hears it read back and says yes, hears the interim line, says
"thanks" while the booking runs,
a progress line fills the silence, the confirmation is appended after whatever is playing, the
caller interrupts it and hears it again, then asks for a human and the session goes to manual
mode. Prints the call with timings and its metrics, and writes the timeline picture and
call.wav. `--text` runs the same conversation on the text channel instead.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from pathlib import Path
from typing import Any

DEMO_SCENARIO = Path(__file__).resolve().parents[1] / "audio_fixtures" / "scenarios" / "airline_demo.yaml"


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "demo", help="replay the airline demo call offline and show its timeline",
        description=("Replay the airline demo call in real time (offline, on the local models by "
                     "default): print the call with timings and its metrics, and write "
                     "timeline.html, timeline.png and call.wav to --out."),
    )
    parser.add_argument("--providers", choices=("local", "fake", "cloud"), default="local",
                        help="speech providers (default: local models, no network)")
    parser.add_argument("--out", default="out/demo", metavar="DIR", help="where the timeline and call.wav go")
    parser.add_argument("--text", action="store_true", help="the same conversation on the text channel")
    parser.set_defaults(func=run_demo)


def run_demo(args: argparse.Namespace) -> int:
    if args.text:
        asyncio.run(text_demo())
        return 0
    from adapters.replay.commands import run_replay_command

    print("Replaying the airline demo call in real time on the "
          f"{args.providers} speech models (about a minute)...\n", flush=True)
    code = run_replay_command(argparse.Namespace(scenario=str(DEMO_SCENARIO), out=args.out,
                                                 providers=args.providers))
    if code == 0:
        print(f"\nListen to {args.out}/call.wav (caller left, agent right); "
              f"open {args.out}/timeline.html or timeline.png for the picture.")
    return code


async def text_demo() -> None:
    import voice_agent as va
    from voice_agent.examples import airline as ex

    agent = ex.make_agent(ex.AirlineService(delay_s=4.0))
    async with va.Server() as server:
        await server.add_agent(agent)
        session = await server.create_session(agent)
        t0 = time.monotonic()
        shown = 0

        async def show_new() -> None:
            nonlocal shown
            for event in (await session.events(kinds=[va.EventKind.MESSAGE]))[shown:]:
                who = "caller" if event.source is va.EventSource.CUSTOMER else "agent "
                kind = f"[{event.data.get('speech', 'message')}]" if who == "agent " else ""
                print(f"{time.monotonic() - t0:6.2f}s  {who} {kind:<12} {event.message}")
                shown += 1

        for text, pause in [("Hello, could you book me a seat on flight BA 117 for John Smith?", 0.5),
                            ("yes, go ahead", 0.5), ("thanks", 5.0),
                            ("what's the status of my booking?", 0.5), ("can I talk to a human please?", 0.5)]:
            await session.post_customer_message(text, wait=True)
            await show_new()
            deadline = time.monotonic() + pause
            while (left := deadline - time.monotonic()) > 0:
                await session.wait_for_events(min_offset=shown, timeout=left)
                await show_new()
        work = await session.work()
        print(f"\njobs: {[(w.tool, w.state.value, w.duplicates) for w in work]}  mode: {session.mode}  "
              f"labels: {session.labels.all()}")
