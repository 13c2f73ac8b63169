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
        self.agent_speaking = False
        self.caller_stopped_at: float | None = None
        self.last_activity = clock.now()
        self._changed = asyncio.Event()

    def _touch(self) -> None:
        self.last_activity = self._clock.now()
        self._changed.set()

    def caller_started(self) -> None:
        self.caller_speaking = True
        self._touch()

    def caller_stopped(self, ago_s: float = 0.0) -> None:
        """The caller stopped `ago_s` seconds ago: a VAD reports the end of speech only after
        it has heard enough silence, and that silence already counts as dead air."""
        self.caller_speaking = False
        self.caller_stopped_at = self._clock.now() - ago_s
        self.last_activity = self.caller_stopped_at
        self._changed.set()

    def agent_started(self) -> None:
        self.agent_speaking = True
        self._touch()

    def agent_stopped(self) -> None:
        self.agent_speaking = False
        self._touch()

    def poke(self) -> None:
        """Something else changed (a queue, a turn, the mode): wake the waiters."""
        self._changed.set()

    @property
    def idle(self) -> bool:
        return not self.caller_speaking and not self.agent_speaking

    def idle_for(self) -> float:
        return self._clock.now() - self.last_activity if self.idle else 0.0

    async def wait_changed(self, timeout: float | None) -> None:
        """Wait for any change, or `timeout` seconds on the injected clock."""
        self._changed.clear()
        if timeout is not None and timeout <= 0:
            return
        waiter = asyncio.ensure_future(self._changed.wait())
        sleeper = asyncio.ensure_future(self._clock.sleep(timeout)) if timeout is not None else None
        try:
            await asyncio.wait(
                [t for t in (waiter, sleeper) if t is not None],
                return_when=asyncio.FIRST_COMPLETED,
            )
        finally:
            for t in (waiter, sleeper):
                if t is not None and not t.done():
                    t.cancel()
            await asyncio.gather(*(t for t in (waiter, sleeper) if t is not None), return_exceptions=True)
