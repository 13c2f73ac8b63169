"""What one live side's call looks like from outside, measured as it happens.

A `CallMeter` listens to a live side (`live.add_listener`: turns, speech items, work) and, for a
LiveKit call, to its `AgentSession` (the caller's and the agent's speaking state, provider
errors), and reports to a `Sink` (the Prometheus metrics, or a test's list):

    turns                 caller turns received
    turn_latency          from the caller's end of speech (voice; a text message: its arrival)
                          to the first audio of the answer (voice: LiveKit's agent state turns
                          `speaking`; a text channel: the line is posted)
    first_interim_latency from a job's start to the first audio of its interim line
    dead_air              each silence (nobody speaking) while work was pending, on voice calls
    overlaps              the agent started speaking while the caller was speaking
    barge_ins             the caller interrupted a line (its outcome is `interrupted`)
    pending_work{state}   this process's pending work, by state (a gauge: +1 / -1)
    jobs{tool}, delivery_failures, errors{stage}, provider_errors{kind}, lease_losses

The same definitions as the replay timeline's (adapters/replay/timeline.py), which measures
them afterwards from the audio; here they come from events, live.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

ANSWERS = ("reply", "interim")  # the speech kinds that answer a caller turn
TURN_MEMORY_S = 120.0  # a turn never answered is forgotten after this
FINAL_STATES = frozenset({"delivered", "delivery_failed", "cancelled"})
PROVIDER_ERRORS = {"STTError": "stt", "TTSError": "tts", "LLMError": "llm", "RealtimeModelError": "llm"}


class Sink(Protocol):
    def inc(self, metric: str, amount: float = 1.0, **labels: str) -> None: ...

    def observe(self, metric: str, value: float, **labels: str) -> None: ...


class CallMeter:
    def __init__(self, sink: Sink, *, agent: str, is_voice: Callable[[], bool],
                 now: Callable[[], float] = time.monotonic) -> None:
        self._sink = sink
        self._agent = agent
        self._is_voice = is_voice
        self._now = now
        self.voice_events = False  # a LiveKit session reports the speaking states
        self._vad_lag_s = 0.0
        self._caller_speaking = False
        self._caller_stopped_at: float | None = None
        self._agent_speaking = False
        self._turns: dict[str, float] = {}  # trace id -> when the turn counts from
        self._awaiting_audio: list[dict[str, Any]] = []  # started items not yet heard (voice)
        self._jobs: dict[str, float] = {}  # work id -> job start
        self._pending: dict[str, str] = {}  # work id -> state
        self._silent_since: float | None = None
        self.closed = False

    # -- the live side ------------------------------------------------------------------------

    def on_live(self, what: str, data: dict[str, Any]) -> None:
        handler = getattr(self, f"_live_{what}", None)
        if handler is not None:
            handler(data)
        self._update_silence()

    def _live_turn_received(self, data: dict[str, Any]) -> None:
        now = self._now()
        self._turns = {t: at for t, at in self._turns.items() if now - at < TURN_MEMORY_S}
        start = now
        if self.voice_events and self._caller_stopped_at is not None and now - self._caller_stopped_at < 10.0:
            start = self._caller_stopped_at  # the transcript arrives after the speech ended
        self._turns[str(data["trace_id"])] = start
        self._sink.inc("turns", agent=self._agent)

    def _live_item_started(self, data: dict[str, Any]) -> None:
        if self.voice_events:
            self._awaiting_audio.append(data)  # heard once LiveKit says the agent speaks
        else:
            self._agent_speaking = True
            self._first_audio(data)

    def _live_item_finished(self, data: dict[str, Any]) -> None:
        if data.get("outcome") == "interrupted":
            self._sink.inc("barge_ins", agent=self._agent)
        if not self.voice_events:
            self._agent_speaking = False
        self._awaiting_audio = [d for d in self._awaiting_audio if d.get("item_id") != data.get("item_id")]

    def _live_job_started(self, data: dict[str, Any]) -> None:
        if data.get("duplicate"):
            return
        work_id = str(data["work_id"])
        self._jobs[work_id] = self._now()
        self._sink.inc("jobs", tool=str(data.get("tool", "")))
        self._set_state(work_id, str(data.get("state", "started")))

    def _live_work_state(self, data: dict[str, Any]) -> None:
        state = str(data.get("state", ""))
        if state == "delivery_failed":
            self._sink.inc("delivery_failures", agent=self._agent)
        self._set_state(str(data["work_id"]), state)

    def _live_error(self, data: dict[str, Any]) -> None:
        self._sink.inc("errors", stage=str(data.get("stage", "")))
        kind = PROVIDER_ERRORS.get(str(data.get("error_type", "")))
        if kind is not None:
            self._sink.inc("provider_errors", kind=kind)

    def _live_crashed(self, data: dict[str, Any]) -> None:
        self._sink.inc("errors", stage="live-side")

    def _live_lease_lost(self, data: dict[str, Any]) -> None:
        self._sink.inc("lease_losses")

    # -- a LiveKit AgentSession's events (voice calls) -------------------------------------------

    def watch_voice(self, vad_lag_s: float) -> None:
        """From now on the speaking states come from the voice session (`on_user_state`,
        `on_agent_state`); `vad_lag_s`: how long after the caller's last sound the VAD says
        they stopped."""
        self.voice_events = True
        self._vad_lag_s = vad_lag_s

    def on_user_state(self, state: str) -> None:
        speaking = state == "speaking"
        if self._caller_speaking and not speaking:
            self._caller_stopped_at = self._now() - self._vad_lag_s
        self._caller_speaking = speaking
        self._update_silence()

    def on_agent_state(self, state: str) -> None:
        speaking = state == "speaking"
        if speaking and not self._agent_speaking and self._awaiting_audio:
            self._first_audio(self._awaiting_audio.pop(0))
        self._agent_speaking = speaking
        self._update_silence()

    def on_provider_error(self, error_type: str) -> None:
        self._sink.inc("provider_errors", kind=PROVIDER_ERRORS.get(error_type, error_type.lower()))

    # -- shared ---------------------------------------------------------------------------------

    def _first_audio(self, item: dict[str, Any]) -> None:
        now = self._now()
        if self._caller_speaking:
            self._sink.inc("overlaps", agent=self._agent)
        if item.get("kind") in ANSWERS and item.get("reply_to") is not None:
            start = self._turns.pop(str(item["reply_to"]), None)
            if start is not None:
                self._sink.observe("turn_latency", now - start, agent=self._agent)
        if item.get("kind") == "interim" and item.get("work_id") is not None:
            started = self._jobs.pop(str(item["work_id"]), None)
            if started is not None:
                self._sink.observe("first_interim_latency", now - started, agent=self._agent)

    def _set_state(self, work_id: str, state: str) -> None:
        old = self._pending.pop(work_id, None)
        if old is not None:
            self._sink.inc("pending_work", -1, state=old)
        if state not in FINAL_STATES:
            self._pending[work_id] = state
            self._sink.inc("pending_work", 1, state=state)
        else:
            self._jobs.pop(work_id, None)

    def _update_silence(self) -> None:
        quiet = (bool(self._pending) and not self._agent_speaking and not self._caller_speaking
                 and not self.closed and self._is_voice())
        now = self._now()
        if quiet and self._silent_since is None:
            self._silent_since = now
        elif not quiet and self._silent_since is not None:
            self._sink.observe("dead_air", now - self._silent_since, agent=self._agent)
            self._silent_since = None

    def close(self) -> None:
        """The live side closed here: what it still had pending is no longer this process's."""
        self.closed = True
        self._update_silence()
        for work_id in list(self._pending):
            self._set_state(work_id, "cancelled")
