"""Cost of the engine itself: strict-mode turn overhead, and ledger operations as work piles up.

    .venv/bin/python bench/engine_turn.py [--turns 500]

1. A strict-mode agent with 50 guidelines (varied conditions, examples and canned responses; five
   call fast tools, one of which takes a parameter from the text). ~500 customer turns are timed two
   ways, on an InMemoryStore with the system clock:
   - `TurnEngine.respond`: matching, extraction, tool calls and composition, minus the time spent
     inside the tools' own functions (the engine's overhead per turn);
   - `Session.post_customer_message(wait=True)`: the whole turn as a caller sees it (event log,
     turn worker, speech queue, posting the reply on a text channel), tool time included
     (the tools take microseconds).
   Goal: engine overhead p50 <= 5 ms.
2. `SessionLedger` operations with 1, 100 and 1,000 pending entries, median of repeated calls.
   Goal: each operation independent of the number of entries (ratio 1000/1 close to 1).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import random
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import voice_agent as va
from voice_agent.clock import SystemClock
from voice_agent.guidance import WorkSettings
from voice_agent.ids import SessionId, TraceId, new_id
from voice_agent.live.engines import engine_for
from voice_agent.speech.items import SpeechItem
from voice_agent.tasks import TaskOwner
from voice_agent.work.entries import WorkState, operation_key
from voice_agent.work.ledger import Delivered, SessionLedger

TOPICS = [
    ("baggage allowance", ["how much luggage can I bring", "what's the baggage allowance"]),
    ("seat selection", ["can I choose my seat", "I want a window seat"]),
    ("meal options", ["what food is served on board", "can I get a vegetarian meal"]),
    ("pets on board", ["can I bring my dog", "are pets allowed in the cabin"]),
    ("flight delays", ["is my flight delayed", "why is the flight late"]),
    ("refund policy", ["can I get my money back", "how do refunds work"]),
    ("check-in times", ["when does check-in open", "how early should I check in"]),
    ("lounge access", ["can I use the lounge", "where is the business lounge"]),
    ("wifi on board", ["is there wifi on the plane", "how much is internet on board"]),
    ("travelling with children", ["can my kid fly alone", "do infants need a ticket"]),
    ("loyalty points", ["how many miles do I have", "how do I earn points"]),
    ("special assistance", ["I need a wheelchair", "can someone help me at the airport"]),
    ("sports equipment", ["can I bring my skis", "how do I fly with a bike"]),
    ("lost baggage", ["my suitcase didn't arrive", "the airline lost my bag"]),
    ("visa requirements", ["do I need a visa", "what documents do I need for travel"]),
    ("upgrade options", ["can I upgrade to business", "how much is first class"]),
    ("cancellation", ["I want to cancel my trip", "how do I cancel a flight"]),
    ("name change", ["my name is misspelled on the ticket", "can I change the passenger name"]),
    ("extra legroom", ["I want more legroom", "are there exit row seats"]),
    ("musical instruments", ["can I bring my guitar", "how do I fly with a cello"]),
    ("payment methods", ["can I pay with paypal", "do you take american express"]),
    ("airport transfer", ["do you offer a shuttle", "how do I get from the airport to the city"]),
    ("travel insurance", ["should I buy insurance", "what does travel insurance cover"]),
    ("group bookings", ["we are twenty people travelling", "do you do group discounts"]),
    ("unaccompanied minors", ["my daughter flies alone", "is there a minor service"]),
]
VARIANTS = ["a question about {t}", "a complaint about {t}", "wants to change {t}", "wants details on {t}"]
TOOL_TOPICS = ("flight status", "gate number", "weather at destination", "miles balance", "seat map")

TOOL_SECONDS = 0.0  # time spent inside tool functions during a measured turn


def timed(fn: Callable[..., Awaitable[va.ToolResult]]) -> Callable[..., Awaitable[va.ToolResult]]:
    @functools.wraps(fn)  # keeps the signature the tool's parameters are read from
    async def run(**kw: Any) -> va.ToolResult:
        global TOOL_SECONDS
        t = time.perf_counter()
        try:
            return await fn(**kw)
        finally:
            TOOL_SECONDS += time.perf_counter() - t

    return run


async def flight_status(flight_number: str) -> va.ToolResult:
    return va.ToolResult(data={"flight_number": flight_number, "status": "on time"},
                         rules=[{"content": "Tell the customer the flight status."}])


async def gate_number() -> va.ToolResult:
    return va.ToolResult(data={"gate": "B12"}, rules=[{"content": "Tell the customer the gate number."}])


async def weather() -> va.ToolResult:
    return va.ToolResult(data={"weather": "sunny"}, rules=[{"content": "Tell the customer the weather."}])


async def miles_balance() -> va.ToolResult:
    return va.ToolResult(data={"miles": "12000"}, rules=[{"content": "Tell the customer their miles balance."}])


async def seat_map() -> va.ToolResult:
    return va.ToolResult(data={"free_seats": "14"}, rules=[{"content": "Tell the customer how many seats are free."}])


TOOLS = [
    va.tool(extract={"flight_number": va.extract.flight_number()})(timed(flight_status)),
    va.tool(timed(gate_number)), va.tool(timed(weather)), va.tool(timed(miles_balance)), va.tool(timed(seat_map)),
]
TOOL_EXAMPLES = [
    ["what's the status of BA 117", "is flight AF 22 on time"],
    ["which gate do I go to", "what's my gate number"],
    ["what's the weather like there", "is it raining at my destination"],
    ["how many miles have I got", "check my miles balance"],
    ["how many seats are left", "show me the seat map"],
]
RESPONSES = [
    ("The flight {flight_number} is {status}.", ["tell the customer the flight status"]),
    ("Your gate is {gate}.", ["tell the customer the gate number"]),
    ("The weather there is {weather}.", ["tell the customer the weather"]),
    ("You have {miles} miles.", ["tell the customer their miles balance"]),
    ("There are {free_seats} seats free.", ["tell the customer how many seats are free"]),
]


async def build_agent() -> tuple[va.Agent, list[str]]:
    agent = va.Agent("Bench", "An airline assistant with many topics.", id="bench")
    said: list[str] = []
    n = 0
    pairs = [(t, v) for t in TOPICS for v in VARIANTS[:2]][:45]
    for (topic, examples), variant in pairs:
        n += 1
        condition = f"the customer has {variant.format(t=topic)}"
        action = f"explain our {topic} rules"
        await agent.create_guideline(condition, action, examples=[*examples, f"{variant.split()[-1]} {topic}"])
        await agent.create_canned_response(f"Here is what you need to know about {topic} ({n}).",
                                           signals=[action])
        said.extend(examples)
    for tool, topic, examples in zip(TOOLS, TOOL_TOPICS, TOOL_EXAMPLES, strict=True):
        await agent.create_guideline(f"the customer asks about the {topic}", f"look up the {topic}",
                                     tools=[tool], examples=examples)
        said.extend(examples)
    for template, signals in RESPONSES:
        await agent.create_canned_response(template, signals=signals)
    said.extend(["thanks", "and?", "okay thanks", "are you still there", "blorp fnord zxcv"])
    assert len(agent.guidelines) == 50, len(agent.guidelines)
    return agent, said


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def bench_turns(turns: int) -> None:
    agent, phrases = await build_agent()
    rng = random.Random(7)
    texts = [rng.choice(phrases) for _ in range(turns)]
    async with va.Server(store=va.InMemoryStore()) as server:
        await server.add_agent(agent)
        session = await server.create_session(agent)
        rt = await session.runtime()
        engine = engine_for(agent)
        for text in texts[:100]:  # warm up
            await engine.respond(rt, TraceId(new_id("trc")), text)
            rt.dialogue = None

        async def engine_turns() -> list[float]:
            global TOOL_SECONDS
            out: list[float] = []
            for text in texts:
                rt.dialogue = None
                TOOL_SECONDS = 0.0
                t = time.perf_counter()
                await engine.respond(rt, TraceId(new_id("trc")), text)
                out.append((time.perf_counter() - t - TOOL_SECONDS) * 1000)
            return out

        engine_ms = await engine_turns()
        session2 = await server.create_session(agent)
        turn_ms: list[float] = []
        for text in texts:
            t = time.perf_counter()
            await session2.post_customer_message(text, wait=True)
            turn_ms.append((time.perf_counter() - t) * 1000)
        # The same turns while the session holds 1,000 pending pieces of work.
        gate = asyncio.Event()
        for i in range(1000):
            args = {"n": i}
            rt.ledger.start(_never(gate), tool="job", arguments=args, key=operation_key("job", args), trace_id=TraceId("trc-x"))
        await asyncio.sleep(0)
        loaded_ms = await engine_turns()

    print(f"Strict-mode turns: {len(agent.guidelines)} guidelines, {len(agent.canned_responses)} canned "
          f"responses, {turns} turns, InMemoryStore, SystemClock")
    print(f"{'measured':<52} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for label, xs in (("TurnEngine.respond (tool time excluded)", engine_ms),
                      ("post_customer_message(wait=True), end to end", turn_ms),
                      ("TurnEngine.respond, 1,000 pending entries", loaded_ms)):
        print(f"{label:<52} {pct(xs, 0.5):8.3f} {pct(xs, 0.95):8.3f} {max(xs):8.3f}")
    verdict = "meets" if pct(engine_ms, 0.5) <= 5.0 else "MISSES"
    print(f"goal: engine overhead p50 <= 5 ms: {verdict}")


# -- ledger ------------------------------------------------------------------------------------------


async def _never(gate: asyncio.Event) -> None:
    await gate.wait()


class _NoDelivery:
    """The ledger's deliverer, doing nothing: the bench times the ledger alone."""

    async def answer(self, entry: va.WorkEntry) -> SpeechItem | None:
        return None

    async def failure_notice(self, entry: va.WorkEntry) -> SpeechItem | None:
        return None

    async def confirm(self, entry: va.WorkEntry, items: Any) -> Delivered:
        return Delivered("text")

    async def reconcile(self, entry: va.WorkEntry) -> None:
        return None


async def ledger_costs(pending: int, reps: int) -> dict[str, float]:
    """Median microseconds per operation on a ledger holding `pending` pending entries.

    Queries run while the ledger holds exactly `pending` entries; `start (new key)` then adds
    `reps` more, and the state transitions are applied to those (so the ledger holds between
    `pending` and `pending + reps` entries while they are timed)."""
    owner = await TaskOwner.open("bench-ledger")
    ledger = SessionLedger(session_id=SessionId("ses-bench"), customer_id=None, clock=SystemClock(),
                           settings=WorkSettings(service_timeout_s=3600), owner=owner,
                           save=va.InMemoryStore().put_work, deliverer=_NoDelivery())
    gate = asyncio.Event()
    trace = TraceId("trc-bench")

    def start(i: int) -> va.WorkEntry:
        args = {"n": i}
        entry, _ = ledger.start(_never(gate), tool="job", arguments=args, key=operation_key("job", args),
                                trace_id=trace)
        return entry

    base = [start(i) for i in range(pending)]
    await asyncio.sleep(0)  # let the work tasks start (and save their first state)
    out: dict[str, list[float]] = {}

    def timed_call(name: str, fn: Callable[..., object], *args: Any) -> object:
        t0 = time.perf_counter_ns()
        result = fn(*args)
        out.setdefault(name, []).append((time.perf_counter_ns() - t0) / 1000)
        return result

    rng = random.Random(3)
    for _ in range(reps):
        probe = ledger.get(rng.choice(base).id)
        assert probe is not None
        timed_call("find_pending", ledger.find_pending, probe.key)
        work = _never(gate)  # a duplicate request never runs: the ledger closes it
        timed_call("start (duplicate key)", functools.partial(
            ledger.start, work, tool="job", arguments=dict(probe.arguments), key=probe.key, trace_id=trace))
        again = ledger.get(probe.id)
        assert again is not None
        timed_call("note_duplicate", ledger.note_duplicate, again)
        timed_call("pending()", ledger.pending)
        timed_call("running()", ledger.running)
        timed_call("entries()", ledger.entries)
    fresh = [timed_call("start (new key)", start, 10**6 + i) for i in range(reps)]
    await asyncio.sleep(0)
    for entry in fresh:
        assert isinstance(entry, va.WorkEntry)
        t0 = time.perf_counter_ns()
        await ledger.result_available(entry.id, {"ok": True})
        out.setdefault("result_available", []).append((time.perf_counter_ns() - t0) / 1000)
        t0 = time.perf_counter_ns()
        await ledger._move(entry.id, WorkState.DELIVERED, outcome="success")  # the transition itself
        out.setdefault("move to delivered", []).append((time.perf_counter_ns() - t0) / 1000)
    await ledger.hand_off()
    await owner.aclose()
    return {k: statistics.median(v) for k, v in out.items()}


async def bench_ledger(reps: int) -> None:
    sizes = (1, 100, 1000)
    results = {n: await ledger_costs(n, reps) for n in sizes}
    print(f"\nSessionLedger operations: median microseconds over {reps} calls, by pending entries")
    print(f"{'operation':<24}" + "".join(f"{n:>10}" for n in sizes) + f"{'1000/1':>9}  verdict")
    for op in results[1]:
        row = [results[n][op] for n in sizes]
        ratio = row[-1] / row[0] if row[0] else float("inf")
        verdict = "GROWS" if ratio >= 2.0 and row[-1] - row[0] > 1.0 else "flat"  # sub-us: noise
        print(f"{op:<24}" + "".join(f"{v:10.2f}" for v in row) + f"{ratio:9.1f}  {verdict}")
    print("pending() and running() return the pending entries, so they grow with how many are\n"
          "pending (not with the session's history); entries() returns the whole history and is for\n"
          "reports. The per-entry operations are dict operations plus one store write: flat.")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=500)
    parser.add_argument("--reps", type=int, default=200)
    args = parser.parse_args()
    await bench_turns(args.turns)
    await bench_ledger(args.reps)


if __name__ == "__main__":
    asyncio.run(main())
