"""The rig of the call-process tests: a SQLite file, the airline as its own HTTP service, a
webhook receiver on loopback, and call processes (tests/support/call_process.py) over them."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import voice_agent as va
from adapters.store.sqlite import SQLiteStore
from tests.support.airline_service import AirlineService, airline_service
from tests.support.calls import BOOK_BA117, YES
from tests.support.processes import Process, python
from tests.support.webhook_receiver import Receiver, receiving
from voice_agent.ids import CustomerId

BOOK = BOOK_BA117  # not an example of the agent: the matcher must understand it
GREETING = "Hello, you've reached Sky Air. How can I help you today?"
INTERIM = "I'm booking flight BA 117 for John Smith now. I'll confirm in a moment."
CUSTOMER = "tel:+15551230000"
SECRET = "f" * 32


def confirmation(code: str) -> str:
    return f"Your booking on flight BA 117 is confirmed. Your confirmation number is {code}."


@dataclass
class Rig:
    db: Path
    airline: AirlineService
    hook: Receiver

    def env(self, fault: str = "") -> dict[str, str]:
        return {
            "VOICE_AGENT_STORE": f"sqlite://{self.db}",
            "AIRLINE_URL": self.airline.url,
            "VOICE_AGENT_FOLLOWUP_URL": self.hook.url,
            "VOICE_AGENT_FOLLOWUP_SECRET": SECRET,
            "VOICE_AGENT_LEASE_TTL": "0.8",
            "VOICE_AGENT_SWEEP_INTERVAL": "0.2",
            "VOICE_AGENT_DRAIN_TIMEOUT": "10",
            "FAULT": fault,
        }

    def process_args(self) -> list[str]:
        return python("tests.support.call_process")

    async def process(self, fault: str = "") -> Process:
        proc = await Process(self.process_args(), self.env(fault)).start()
        await proc.wait_for(lambda e: e.get("event") == "ready")
        return proc

    async def work(self) -> list[va.WorkEntry]:
        store = await SQLiteStore.connect(self.db)
        try:
            return await store.list_work(customer_id=CustomerId(CUSTOMER))
        finally:
            await store.aclose()

    async def settled(self, timeout: float = 20.0) -> list[va.WorkEntry]:
        async with asyncio.timeout(timeout):
            while True:
                entries = await self.work()
                if entries and not any(e.pending for e in entries):
                    return entries
                await asyncio.sleep(0.1)


@contextlib.asynccontextmanager
async def make_rig(tmp_path: Path, *, delay_s: float = 0.3) -> AsyncIterator[Rig]:
    async with airline_service(delay_s=delay_s) as airline, receiving(SECRET) as hook:
        yield Rig(tmp_path / "calls.db", airline, hook)


async def call(proc: Process) -> None:
    """A call from the customer, answered: returns once the greeting was heard."""
    start = len(proc.events)
    await proc.send(cmd="call", customer=CUSTOMER)
    await proc.wait_for(lambda e: e.get("event") == "heard" and e["text"] == GREETING, after=start)


async def ask_for_booking(proc: Process) -> None:
    """The caller asks for BA 117, hears it read back, and says yes."""
    start = len(proc.events)
    await proc.send(cmd="say", text=BOOK)
    await proc.wait_for(lambda e: e.get("event") == "heard" and "Shall I go ahead?" in e["text"], after=start)
    await proc.send(cmd="say", text=YES)


def heard_after(proc: Process, start: int) -> list[str]:
    return [e["text"] for e in proc.events[start:] if e.get("event") == "heard"]


