"""Kill a writer mid-write, again and again: the SQLite file stays consistent and keeps every
write it acknowledged.

Each cycle starts a writer process on the same file (it appends events and moves a ledger entry
through states, printing each write's offset or version once the store has acknowledged it),
kills it with SIGKILL after a random delay, then checks the file: `PRAGMA integrity_check` is
"ok", every acknowledged event is present with its data, and every acknowledged work version is
there (or a newer one). Not part of `make test` (it takes minutes):

    .venv/bin/python bench/sqlite_kill_loop.py [--cycles 200] [--synchronous FULL|NORMAL] [--dir PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WRITER = r"""
import asyncio, json, sys
import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId, WorkId

async def main(path, mode, cycle):
    store = await SQLiteStore.connect(path, synchronous=mode)
    sid = SessionId("ses_kill")
    if await store.get_session(sid) is None:
        await store.create_session(va.SessionRecord(id=sid, agent_id=AgentId("a"), customer_id=CustomerId("c"),
                                                    created_at=1.0))
    entry = va.WorkEntry(id=WorkId(f"wrk_{cycle}"), session_id=sid, key=f"k{cycle}", tool="t", arguments={},
                         state=va.WorkState.STARTED, trace_id=TraceId("t"), created_at=1.0, updated_at=1.0,
                         history=(("started", 1.0),))
    print("ready", flush=True)
    i = 0
    while True:
        event = await store.append_event(sid, kind=va.EventKind.MESSAGE, source=va.EventSource.CUSTOMER,
                                         trace_id=TraceId(f"c{cycle}"), data={"message": f"{cycle}:{i}"},
                                         created_at=1.0)
        print(json.dumps({"event": event.offset, "message": f"{cycle}:{i}"}), flush=True)
        entry = entry.moved(va.WorkState.STARTED, 1.0 + i)
        await store.put_work(entry)
        print(json.dumps({"work": entry.id, "version": entry.version}), flush=True)
        i += 1

asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
"""


async def cycle(path: Path, mode: str, n: int, rng: random.Random) -> tuple[int, int, list[str]]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", WRITER, str(path), mode, str(n), cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert proc.stdout is not None
    ready = await proc.stdout.readline()
    if ready.strip() != b"ready":
        err = await proc.stderr.read() if proc.stderr else b""
        raise RuntimeError(f"writer did not start: {ready!r} {err.decode()[-500:]}")
    await asyncio.sleep(rng.uniform(0.005, 0.15))
    proc.send_signal(signal.SIGKILL)
    out = await proc.stdout.read()
    await proc.wait()
    acked_events: dict[int, str] = {}
    acked_work: dict[str, int] = {}
    for line in out.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue  # the line the kill cut in half
        if "event" in item:
            acked_events[item["event"]] = item["message"]
        else:
            acked_work[item["work"]] = item["version"]
    problems: list[str] = []
    conn = sqlite3.connect(path)
    try:
        check = conn.execute("PRAGMA integrity_check").fetchone()[0]
        if check != "ok":
            problems.append(f"integrity_check: {check}")
        stored = {off: json.loads(data)["message"] for off, data in
                  conn.execute("SELECT offset, data FROM events WHERE session_id = 'ses_kill'")}
        for offset, message in acked_events.items():
            if stored.get(offset) != message:
                problems.append(f"acknowledged event {offset} ({message}) is {stored.get(offset)!r}")
        for work_id, version in acked_work.items():
            row = conn.execute("SELECT version FROM work WHERE id = ?", (work_id,)).fetchone()
            if row is None or row[0] < version:
                problems.append(f"acknowledged {work_id} version {version} is {row}")
    finally:
        conn.close()
    return len(acked_events), len(acked_work), problems


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cycles", type=int, default=200)
    parser.add_argument("--synchronous", choices=("FULL", "NORMAL"), default="FULL")
    parser.add_argument("--dir", type=Path, default=None)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    base = args.dir or Path(tempfile.mkdtemp(prefix="va-kill-loop-"))
    base.mkdir(parents=True, exist_ok=True)
    path = base / "killed.db"
    rng = random.Random(args.seed)
    acked_events = acked_work = 0
    failures: list[tuple[int, list[str]]] = []
    started = time.perf_counter()
    for n in range(args.cycles):
        events, works, problems = await cycle(path, args.synchronous, n, rng)
        acked_events, acked_work = acked_events + events, acked_work + works
        if problems:
            failures.append((n, problems))
            print(f"cycle {n}: {problems[:3]}", flush=True)
        elif n % 50 == 49:
            print(f"{n + 1} cycles, {acked_events + acked_work} acknowledged writes, all present", flush=True)
    elapsed = time.perf_counter() - started
    conn = sqlite3.connect(path)
    total = conn.execute("SELECT COUNT(*) FROM events").fetchone()[0]
    conn.close()
    print(f"SQLite synchronous={args.synchronous} (WAL): {args.cycles} kill -9 cycles in {elapsed:.0f} s; "
          f"{acked_events} acknowledged events and the latest acknowledged version of {acked_work} work "
          f"entries checked ({total} events in the file, including ones written but not yet acknowledged "
          f"when killed); cycles with a problem: "
          f"{len(failures)} (integrity_check failures: "
          f"{sum(1 for _, p in failures if any(x.startswith('integrity') for x in p))}, lost acknowledged writes: "
          f"{sum(1 for _, p in failures for x in p if x.startswith('acknowledged'))})")


if __name__ == "__main__":
    asyncio.run(main())
