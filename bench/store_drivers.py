"""asyncpg against psycopg 3 on the two queries the store makes most: an event append (offset
counter + insert + notify, one transaction) and a read of a session's events from an offset.

Same throwaway PostgreSQL server, same schema, same pool size; the two drivers run in
alternating rounds so that load from elsewhere on the machine falls on both alike.

    .venv/bin/pip install 'psycopg[binary]' psycopg-pool   # only for this comparison
    .venv/bin/python bench/store_drivers.py [--rounds 6 --n 500]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.postgres import TempPostgres, find_bindir

SETUP = """CREATE TABLE s (id TEXT PRIMARY KEY, next_offset BIGINT NOT NULL DEFAULT 0);
CREATE TABLE e (sid TEXT, "offset" BIGINT, data JSONB, PRIMARY KEY (sid, "offset"));
INSERT INTO s (id) VALUES ('s1');"""
APPEND = 'UPDATE s SET next_offset = next_offset + 1 WHERE id = {0} RETURNING next_offset - 1'
INSERT = 'INSERT INTO e VALUES ({0}, {1}, {2})'
READ = 'SELECT "offset", data FROM e WHERE sid = {0} AND "offset" >= {1} ORDER BY "offset"'


async def asyncpg_round(dsn: str, n: int) -> tuple[list[float], list[float]]:
    import asyncpg

    pool = await asyncpg.create_pool(dsn, min_size=2, max_size=4)
    writes, reads = [], []
    for i in range(n):
        t = time.perf_counter()
        async with pool.acquire() as c, c.transaction():
            off = await c.fetchval(APPEND.format("$1"), "s1")
            await c.execute(INSERT.format("$1", "$2", "$3"), "s1", off, json.dumps({"m": i}))
            await c.execute("SELECT pg_notify('x', 's1')")
        writes.append(time.perf_counter() - t)
        t = time.perf_counter()
        async with pool.acquire() as c:
            await c.fetch(READ.format("$1", "$2"), "s1", max(0, off - 20))
        reads.append(time.perf_counter() - t)
    await pool.close()
    return writes, reads


async def psycopg_round(dsn: str, n: int) -> tuple[list[float], list[float]]:
    from psycopg_pool import AsyncConnectionPool

    pool = AsyncConnectionPool(dsn, min_size=2, max_size=4, open=False)
    await pool.open()
    writes, reads = [], []
    for i in range(n):
        t = time.perf_counter()
        async with pool.connection() as c, c.transaction():
            off = (await (await c.execute(APPEND.format("%s"), ("s1",))).fetchone())[0]  # type: ignore[index]
            await c.execute(INSERT.format("%s", "%s", "%s"), ("s1", off, json.dumps({"m": i})))
            await c.execute("SELECT pg_notify('x', 's1')")
        writes.append(time.perf_counter() - t)
        t = time.perf_counter()
        async with pool.connection() as c:
            await (await c.execute(READ.format("%s", "%s"), ("s1", max(0, off - 20)))).fetchall()
        reads.append(time.perf_counter() - t)
    await pool.close()
    return writes, reads


def p(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(len(values) * q))] * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--n", type=int, default=500, help="appends and reads per round")
    args = parser.parse_args()
    bindir = find_bindir()
    if bindir is None:
        print("no PostgreSQL server binaries; install Debian's postgresql", file=sys.stderr)
        return 2
    server = TempPostgres(bindir).start()
    try:
        results: dict[str, tuple[list[float], list[float]]] = {"asyncpg": ([], []), "psycopg": ([], [])}
        for name in results:
            dsn = server.create_database(name)
            asyncio.run(_setup(dsn))
        for r in range(args.rounds):
            order = ("asyncpg", "psycopg") if r % 2 == 0 else ("psycopg", "asyncpg")
            for name in order:
                fn = asyncpg_round if name == "asyncpg" else psycopg_round
                w, rd = asyncio.run(fn(server.dsn_for(name), args.n))
                results[name][0].extend(w)
                results[name][1].extend(rd)
        print(f"{'driver':10} {'append p50':>11} {'p95':>7} {'read p50':>9} {'p95':>7}   (ms, {args.rounds} rounds x {args.n})")
        for name, (w, rd) in results.items():
            print(f"{name:10} {p(w, .5):11.2f} {p(w, .95):7.2f} {p(rd, .5):9.2f} {p(rd, .95):7.2f}")
        a, b = results["asyncpg"], results["psycopg"]
        print(f"psycopg/asyncpg ratio: append p50 {statistics.median(b[0]) / statistics.median(a[0]):.2f}, "
              f"read p50 {statistics.median(b[1]) / statistics.median(a[1]):.2f}")
    finally:
        server.stop()
    return 0


async def _setup(dsn: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(dsn)
    await conn.execute(SETUP)
    await conn.close()


if __name__ == "__main__":
    sys.exit(main())
