"""A phone call without a phone: a voice channel that takes real (short) time to say each line and
can be barged into, and a `Telephony` fake whose transfers ring, play the hold audio and end as
the test says. Both record what happened, in order, for tests to assert."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import voice_agent as va
from voice_agent.live.phone import Hold

SECONDS_PER_CHAR = 0.004


@dataclass
class Heard:
    kind: str
    text: str
    start: float
    end: float | None = None
    outcome: str = ""


class Line:
    """The caller's ear: a line takes `SECONDS_PER_CHAR` per character; a sound plays until the
    queue stops it. `interrupt()` is a barge-in (what the LiveKit channel does on the caller's
    voice or key)."""

    def __init__(self) -> None:
        self.heard: list[Heard] = []
        self._cut: asyncio.Future[None] | None = None
        self._loop = asyncio.get_running_loop()

    def now(self) -> float:
        return self._loop.time()

    async def play(self, item: va.SpeechItem) -> va.Outcome:
        entry = Heard(item.kind.value, item.text, self.now())
        self.heard.append(entry)
        self._cut = self._loop.create_future()
        seconds = 3600.0 if item.kind is va.ItemKind.SOUND else len(item.text) * SECONDS_PER_CHAR
        speaking = asyncio.ensure_future(asyncio.sleep(seconds))
        try:
            await asyncio.wait([speaking, self._cut], return_when=asyncio.FIRST_COMPLETED)
            outcome = va.Outcome.PLAYED if speaking.done() else va.Outcome.INTERRUPTED
        except asyncio.CancelledError:
            entry.end, entry.outcome = self.now(), "stopped"
            raise
        finally:
            speaking.cancel()
            self._cut = None
        entry.end, entry.outcome = self.now(), outcome.value
        return outcome

    def interrupt(self) -> None:
        if self._cut is not None and not self._cut.done():
            self._cut.set_result(None)

    def texts(self, kind: str | None = None) -> list[str]:
        return [h.text for h in self.heard if kind is None or h.kind == kind]


@dataclass
class FakeTelephony:
    """Transfers ring for `ring_s` (with the hold audio on, for a warm one), then end `outcome`."""

    outcome: va.TransferOutcome = va.TransferOutcome.COMPLETED
    ring_s: float = 0.3
    can_transfer: bool = True
    hold: Hold | None = None
    actions: list[tuple[str, float, dict[str, Any]]] = field(default_factory=list)

    async def transfer(self, target: va.TransferTarget, *, briefing: str) -> va.TransferResult:
        loop = asyncio.get_running_loop()
        self.actions.append(("transfer", loop.time(), {"target": target, "briefing": briefing}))
        if target.mode == "warm" and self.hold is not None:
            self.hold.start()
        try:
            await asyncio.sleep(self.ring_s)
        finally:
            if self.hold is not None:
                self.hold.stop()
        return va.TransferResult(self.outcome, "SIP 480 Temporarily Unavailable" if not self.outcome.succeeded else "")

    async def hang_up(self) -> None:
        self.actions.append(("hang_up", asyncio.get_running_loop().time(), {}))

    def done(self, what: str) -> list[dict[str, Any]]:
        return [data for name, _, data in self.actions if name == what]


async def until(predicate: Any, timeout: float = 10.0) -> None:
    """Poll `predicate`: it reads several parts of a live side, none of which has one event."""
    async with asyncio.timeout(timeout):
        while not predicate():  # noqa: ASYNC110
            await asyncio.sleep(0.01)
