"""The dead-air watchdog: while work is pending and nobody has spoken for `dead_air_s`, say a
progress line (or play the sound the work chose for that step); each further step waits
`progress_backoff` times longer, up to `progress_max` steps per piece of work. The speech queue
keeps it from ever starting over the caller."""

from __future__ import annotations

from collections.abc import Callable

from voice_agent.clock import Clock
from voice_agent.guidance import SpeechSettings
from voice_agent.ids import WorkId
from voice_agent.speech.floor import Floor
from voice_agent.work.entries import WorkEntry


class DeadAirWatchdog:
    def __init__(
        self,
        *,
        clock: Clock,
        floor: Floor,
        settings: SpeechSettings,
        running_work: Callable[[], list[WorkEntry]],
        quiet: Callable[[], bool],
        say_progress: Callable[[WorkEntry, int], bool],
    ) -> None:
        self._clock = clock
        self._floor = floor
        self._settings = settings
        self._running_work = running_work
        self._quiet = quiet  # nobody speaking, nothing queued, no turn being answered
        self._say_progress = say_progress  # (work, n): the work's n-th progress step (from 0)
        self.counts: dict[WorkId, int] = {}

    def due_in(self) -> float | None:
        """Seconds until the next progress line is due (<= 0: now), or None if none is."""
        work = self._next_work()
        if work is None or not self._quiet():
            return None
        n = self.counts.get(work.id, 0)
        due = self._settings.dead_air_s * self._settings.progress_backoff**n - self._settings.progress_lead_s
        return due - self._floor.idle_for()

    def _next_work(self) -> WorkEntry | None:
        for work in self._running_work():
            if self.counts.get(work.id, 0) < self._settings.progress_max:
                return work
        return None

    async def run(self) -> None:
        while True:
            left = self.due_in()
            if left is not None and left <= 0:
                work = self._next_work()
                if work is not None:
                    # Counted even if nothing could be said, so a line that cannot be
                    # composed is not retried in a loop.
                    n = self.counts.get(work.id, 0)
                    self.counts[work.id] = n + 1
                    self._say_progress(work, n)
                    continue
                left = None
            await self._floor.wait_changed(left)
