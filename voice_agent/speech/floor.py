"""Who holds the floor: the caller, the agent, or nobody, and since when."""

from __future__ import annotations

import asyncio

from voice_agent.clock import Clock


class Floor:
    """Floor signals come from the channel (VAD and playout on voice; nothing on text).

    `changed` wakes everyone who waits on the floor; waiters re-check their condition.
    """

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self.caller_speaking = False
        self.caller_onsets = 0  # times the caller took the floor (a voice or a key press)
        self.agent_speaking = False
        self.caller_started_at: float | None = None  # the caller's latest onset (a voice)
        self.caller_stopped_at: float | None = None
        # After the caller stops, their words are still on the way (STT, endpointing): until
        # the turn arrives, or this time passes, only the answer to that turn may start.
        self.turn_expected_until: float | None = None
        self.last_activity = clock.now()
        # One future per waiter, registered the moment it starts waiting: a change can never
        # slip between a waiter's check and its wait, and no waiter can reset another's signal.
        self._waiters: set[asyncio.Future[None]] = set()

    def _notify(self) -> None:
        waiters, self._waiters = self._waiters, set()
        for fut in waiters:
            if not fut.done():
                fut.set_result(None)

    def _touch(self) -> None:
        self.last_activity = self._clock.now()
        self._notify()

    def caller_started(self) -> None:
        self.caller_speaking = True
        self.caller_onsets += 1
        self.caller_started_at = self._clock.now()
        self._touch()

    def key_pressed(self, expect_turn_s: float) -> None:
        """The caller pressed a key: like a word, it takes the floor for a moment (a barge-in,
        the grace after it) and announces input; the key entry is expected within
        `expect_turn_s`."""
        self.caller_onsets += 1
        self.caller_speaking = False
        now = self._clock.now()
        self.caller_stopped_at = now
        self.last_activity = now
        self.turn_expected_until = now + expect_turn_s
        self._notify()

    def caller_stopped(self, ago_s: float = 0.0, expect_turn_s: float = 0.0) -> None:
        """The caller stopped `ago_s` seconds ago: a VAD reports the end of speech only after
        it has heard enough silence, and that silence already counts as dead air. The grace
        runs from now; with `expect_turn_s`, a transcript is awaited that long."""
        now = self._clock.now()
        self.caller_speaking = False
        self.caller_stopped_at = now
        self.last_activity = now - ago_s
        self.turn_expected_until = now + expect_turn_s if expect_turn_s > 0 else None
        self._notify()

    def turn_arrived(self) -> None:
        self.turn_expected_until = None
        self._notify()

    def agent_started(self) -> None:
        self.agent_speaking = True
        self._touch()

    def agent_stopped(self) -> None:
        self.agent_speaking = False
        self._touch()

    def poke(self) -> None:
        """Something else changed (a queue, a turn, the mode): wake the waiters."""
        self._notify()

    @property
    def idle(self) -> bool:
        return not self.caller_speaking and not self.agent_speaking

    def idle_for(self) -> float:
        return self._clock.now() - self.last_activity if self.idle else 0.0

    async def wait_changed(self, timeout: float | None) -> None:
        """Wait for the next change, or `timeout` seconds on the injected clock."""
        if timeout is not None and timeout <= 0:
            await asyncio.sleep(0)
            return
        changed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.add(changed)
        sleeper = asyncio.ensure_future(self._clock.sleep(timeout)) if timeout is not None else None
        try:
            await asyncio.wait([changed] if sleeper is None else [changed, sleeper],
                               return_when=asyncio.FIRST_COMPLETED)
        finally:
            self._waiters.discard(changed)
            if sleeper is not None and not sleeper.done():
                sleeper.cancel()
                await asyncio.gather(sleeper, return_exceptions=True)
