"""Run the JSON API fuzz target (tests/support/http_fuzz.py) for longer than the test suite does.

The API runs with the production policy on a real uvicorn server on loopback, in this process,
over an in-memory store, with rate limits raised (the run is about input, not floods). Each seed
is a different sequence of cases; a failure prints the seed, the case number and the request.

    .venv/bin/python bench/fuzz_http.py                          # 10 minutes, seeds 1, 2, 3, ...
    .venv/bin/python bench/fuzz_http.py --seconds 60 --seed 11   # one minute of seed 11 only

Exits 1 if any request got a 5xx or dropped the connection, or a listing failed afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import voice_agent as va  # noqa: E402
from adapters.http.app import create_app  # noqa: E402
from adapters.http.auth import ProductionAuthorizationPolicy, RateLimit, mint_token  # noqa: E402
from adapters.http.settings import HttpSettings  # noqa: E402
from adapters.http.testing import serving  # noqa: E402
from tests.support.http_fuzz import FuzzReport, fuzz_api  # noqa: E402
from voice_agent.examples import airline as airline_example  # noqa: E402

SECRET = "bench-fuzz-" + "x" * 40


async def run_seed(seed: int, seconds: float) -> FuzzReport:
    many = RateLimit(per_second=1e6, burst=1_000_000)
    policy = ProductionAuthorizationPolicy(SECRET, rate_limits={}, default_rate_limit=many,
                                           unauthenticated_rate_limit=many, principal_rate_limit=many)
    tokens = {role: {"Authorization": f"Bearer {mint_token(role, sub, 24 * 3600, SECRET)}"}
              for role, sub in (("admin", "root"), ("operator", "op"), ("customer", "fuzz"))}
    tokens["bad-token"] = {"Authorization": "Bearer " + mint_token("admin", "root", 3600, "y" * 40)}
    tokens["anonymous"] = {}
    agent = airline_example.make_agent(airline_example.AirlineService(delay_s=0.2))  # quick bookings
    async with va.Server() as server:
        await server.add_agent(agent)
        app = create_app(server, policy=policy, settings=HttpSettings(long_poll_max_s=1, sse_max_s=0.3))
        own = await server.create_session("airline", customer_id="fuzz")
        async with serving(app) as url, httpx.AsyncClient(base_url=url, timeout=60) as http:
            return await fuzz_api(http, tokens=tokens, session_id=own.id, seconds=seconds, seed=seed)


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=600.0, help="total running time (default 600)")
    parser.add_argument("--seed", type=int, default=None, help="run only this seed (default: 1, 2, 3, ...)")
    parser.add_argument("--per-seed", type=float, default=60.0, help="seconds per seed (default 60)")
    args = parser.parse_args()
    seeds = [args.seed] if args.seed is not None else range(1, 1_000_000)
    end = time.monotonic() + args.seconds
    total, failed = 0, 0
    for seed in seeds:
        left = end - time.monotonic()
        if left <= 1:
            break
        started = time.monotonic()
        report = await run_seed(seed, left if args.seed is not None else min(args.per_seed, left))
        rate = report.requests / max(time.monotonic() - started, 1e-9)
        total += report.requests
        print(f"{report.summary()} ({rate:.0f} req/s)", flush=True)
        for failure in report.failures[:20]:
            print("  " + failure, flush=True)
        failed += bool(report.failures)
    print(f"{total} requests; {failed} seed(s) with failures")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
