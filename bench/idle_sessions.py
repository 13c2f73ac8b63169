"""What idle sessions cost `voice-agent serve`: CPU and memory with N sessions touched through the
API and then left alone, with live sides kept for ever (before) and closed when idle (after).

    .venv/bin/python bench/idle_sessions.py [--sessions 1000] [--measure 20]

Each side runs its own `serve` process (development policy, SQLite in a temporary directory),
creates the sessions over HTTP (each also gets one message, as an API client's first turn),
waits until the process settled, then samples its CPU time and resident memory over
`--measure` seconds. "before" sets VOICE_AGENT_IDLE_CLOSE to a day (nothing is closed in the
run); "after" to 5 s.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import sys
import tempfile
import time
from pathlib import Path

import httpx
import psutil

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def one_side(label: str, idle_close: str, sessions: int, measure_s: float) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        env = {**os.environ, "VOICE_AGENT_IDLE_CLOSE": idle_close, "VOICE_AGENT_DATA_DIR": tmp,
               "PYTHONPATH": str(ROOT)}
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "adapters.cli", "serve", "--port", str(port), "--store",
            f"sqlite:///{tmp}/idle.db", env=env, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL)
        try:
            url = f"http://127.0.0.1:{port}"
            async with httpx.AsyncClient(base_url=url, timeout=30) as http:
                for _ in range(600):
                    try:
                        if (await http.get("/health/live")).status_code == 200:
                            break
                    except httpx.HTTPError:
                        pass
                    await asyncio.sleep(0.2)
                started = time.monotonic()
                for i in range(sessions):
                    sid = (await http.post("/sessions", json={"agent_id": "airline",
                                                              "customer_id": f"c{i}"})).json()["id"]
                    await http.post(f"/sessions/{sid}/events", json={
                        "kind": "message", "source": "customer", "message": "how much luggage may I take"})
                created_s = time.monotonic() - started
            await asyncio.sleep(15)  # settled: replies written, idle sides (after) closed
            p = psutil.Process(proc.pid)
            cpu0 = sum(p.cpu_times()[:2])
            await asyncio.sleep(measure_s)
            cpu = (sum(p.cpu_times()[:2]) - cpu0) / measure_s * 100
            rss = p.memory_info().rss / 2**20
            print(f"{label:7} {sessions} sessions created in {created_s:.0f} s; then idle: "
                  f"CPU {cpu:.1f}% of one core, RSS {rss:.0f} MiB", flush=True)
            return {"cpu_percent": cpu, "rss_mib": rss}
        finally:
            proc.terminate()
            await proc.wait()


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--measure", type=float, default=20.0)
    args = parser.parse_args()
    before = await one_side("before", str(24 * 3600), args.sessions, args.measure)
    after = await one_side("after", "5", args.sessions, args.measure)
    print(f"after/before: CPU {after['cpu_percent'] / max(before['cpu_percent'], 1e-9):.2f}, "
          f"RSS {after['rss_mib'] / before['rss_mib']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
