"""`python -m adapters.replay.cloud_sim [--port N] [--prewarm]`: serve the simulated cloud.

Prints `{"port": N}` on stdout once it serves; stops when stdin closes (its parent went away).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys

from .server import CloudSim
from .timing import ServiceTiming


async def main(args: argparse.Namespace) -> None:
    timing = ServiceTiming.from_dict(json.loads(args.timing)) if args.timing else None
    sim = CloudSim(timing=timing, port=args.port, finalize_after_s=args.finalize_after,
                   settle_pause_s=args.settle_pause)
    await sim.start()
    if args.prewarm:
        await asyncio.to_thread(sim.prewarm)
    print(json.dumps({"port": sim.port}), flush=True)
    loop = asyncio.get_running_loop()
    try:
        # the parent closes our stdin to stop us (and it closes when the parent dies)
        await loop.run_in_executor(None, sys.stdin.read)
    finally:
        await sim.aclose()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m adapters.replay.cloud_sim")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--prewarm", action="store_true", help="load the models before serving")
    parser.add_argument("--timing", default=None, help="a ServiceTiming as JSON")
    parser.add_argument("--finalize-after", type=float, default=4.0,
                        help="settle utterances longer than this at their next pause (is_final)")
    parser.add_argument("--settle-pause", type=float, default=0.15, help="what counts as that pause")
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(main(parser.parse_args()))
