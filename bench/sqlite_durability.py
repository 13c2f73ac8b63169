"""What `synchronous=FULL` costs over `NORMAL` for the SQLite store's commits (WAL mode).

Both modes run side by side, interleaved in rounds on fresh files in the same directory, through
the store's own operations: `append_event` (one committed transaction per event) and `put_work`
(one per ledger transition). It also counts the commits one booking call makes (a session, the
booking, its delivery) so the per-commit cost can be read as a per-call cost.

    .venv/bin/python bench/sqlite_durability.py [--commits 300] [--rounds 3] [--dir PATH]

What the modes mean (WAL): FULL syncs the WAL at every commit, so an acknowledged write survives a
power cut; NORMAL syncs only at checkpoints, so a power cut can lose the last commits (never
corrupt the file). A process crash loses nothing acknowledged in either mode.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import voice_agent as va
from adapters.store.sqlite import SQLiteStore, Synchronous
from voice_agent.ids import AgentId, CustomerId, SessionId, TraceId, WorkId


def record(n: int) -> va.SessionRecord:
    return va.SessionRecord(id=SessionId(f"ses_{n}"), agent_id=AgentId("airline"), customer_id=CustomerId("c"),
                            created_at=time.time())


async def timed_commits(path: Path, mode: Synchronous, commits: int) -> dict[str, list[float]]:
    store = await SQLiteStore.connect(path, synchronous=mode)
    try:
        await store.create_session(record(1))
        sid = SessionId("ses_1")
        events: list[float] = []
        for i in range(commits):
            t = time.perf_counter()
            await store.append_event(sid, kind=va.EventKind.MESSAGE, source=va.EventSource.CUSTOMER,
                                     trace_id=TraceId(f"t{i}"), data={"message": f"line {i} " * 8}, created_at=1.0)
            events.append((time.perf_counter() - t) * 1000)
        entry = va.WorkEntry(id=WorkId("wrk_1"), session_id=sid, key="k", tool="book_flight",
                             arguments={"flight_number": "BA 117"}, state=va.WorkState.STARTED,
                             trace_id=TraceId("t"), created_at=1.0, updated_at=1.0, history=(("started", 1.0),))
        work: list[float] = []
        for i in range(commits):
            entry = entry.moved(va.WorkState.STARTED, 1.0 + i)
            t = time.perf_counter()
            await store.put_work(entry)
            work.append((time.perf_counter() - t) * 1000)
        return {"append_event": events, "put_work": work}
    finally:
        await store.aclose()


class CountingStore(SQLiteStore):
    commits = 0

    async def _run(self, fn: Any, *args: Any) -> Any:
        if fn == self._tx:
            CountingStore.commits += 1
        return await super()._run(fn, *args)


async def commits_per_booking(directory: Path) -> int:
    from voice_agent.examples import airline as ex

    agent = ex.make_agent(ex.AirlineService(delay_s=0.05))
    store = await CountingStore.connect(directory / "count.db")
    async with va.Server(store=store) as server:
        await server.add_agent(agent)
        before = CountingStore.commits
        session = await server.create_session(agent, customer_id="tel:+1555")
        await session.post_customer_message("please put John Smith on flight BA 117", wait=True)
        await session.post_customer_message("yes", wait=True)  # the booking is read back first
        await session.wait_for_work(timeout=10)
        return CountingStore.commits - before


def summary(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))]


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commits", type=int, default=300, help="commits per operation, mode and round")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (FULL, NORMAL, FULL, ...)")
    parser.add_argument("--dir", type=Path, default=None, help="directory for the files (default: a temp dir)")
    args = parser.parse_args()
    base = args.dir or Path(tempfile.mkdtemp(prefix="va-durability-"))
    base.mkdir(parents=True, exist_ok=True)
    results: dict[tuple[str, str], list[float]] = {}
    for r in range(args.rounds):
        for mode in ("NORMAL", "FULL") if r % 2 else ("FULL", "NORMAL"):
            path = base / f"{mode.lower()}-{r}.db"
            for op, samples in (await timed_commits(path, mode, args.commits)).items():  # type: ignore[arg-type]
                results.setdefault((op, mode), []).extend(samples)
    per_call = await commits_per_booking(base)
    print(f"SQLite {__import__('sqlite3').sqlite_version}, WAL, {args.rounds} rounds x {args.commits} commits, "
          f"files in {base}")
    print(f"{'operation':<14}{'mode':<8}{'p50 ms':>9}{'p95 ms':>9}{'commits/s':>11}")
    for op in ("append_event", "put_work"):
        for mode in ("NORMAL", "FULL"):
            p50, p95 = summary(results[(op, mode)])
            print(f"{op:<14}{mode:<8}{p50:>9.3f}{p95:>9.3f}{1000 / statistics.mean(results[(op, mode)]):>11.0f}")
        full, normal = summary(results[(op, "FULL")])[0], summary(results[(op, "NORMAL")])[0]
        print(f"{op:<14}FULL/NORMAL p50 ratio {full / normal:.2f}")
    full = statistics.mean(results[("append_event", "FULL")] + results[("put_work", "FULL")])
    normal = statistics.mean(results[("append_event", "NORMAL")] + results[("put_work", "NORMAL")])
    print(f"one booking call (session, turn, booking, delivery) commits {per_call} times: "
          f"~{per_call * full:.1f} ms of commits at FULL vs ~{per_call * normal:.1f} ms at NORMAL")


if __name__ == "__main__":
    asyncio.run(main())
