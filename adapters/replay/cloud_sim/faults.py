"""Faults the simulated services inject at the wire, and the log of those that fired.

A `Fault` names a service, what goes wrong, and which request it hits:

    Fault("stt", "drop", nth=2, after_s=0.8)     cut the socket 0.8 s into the 2nd utterance
    Fault("stt", "reject", status=429, count=3)  the next 3 connection attempts answer 429
    Fault("stt", "stall", stall_s=12)            the next connection attempt hangs 12 s first
    Fault("stt", "mute", nth=1)                  from the 1st utterance on, no results (the
                                                 socket stays open and takes audio)
    Fault("stt", "malformed", nth=1)             invalid frames before the 1st utterance's results
    Fault("tts", "drop", match="is confirmed", after_s=0.6)
                                                 the line streams 0.6 s of audio, then the
                                                 connection is cut mid-line
    Fault("tts", "reject", status=500)           /v1/audio/speech answers 500
    Fault("tts", "stall", stall_s=8)             no first byte for 8 s
    Fault("chat", "stall", stall_s=30)           the LLM never answers in time

What is counted: for `stt`, connection attempts (reject, stall) or utterances heard over any
connection (drop, mute, malformed); for `tts`, `chat` and `transcribe`, requests (those whose
text contains `match`, if given). A fault fires from the `nth` counted event on, `count` times
(0: every time after). Every firing is logged with its monotonic time, so a replay can measure
from the fault to what the caller heard.
"""

from __future__ import annotations

import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Service = Literal["stt", "tts", "chat", "transcribe"]
FaultKind = Literal["reject", "stall", "drop", "mute", "malformed"]
SERVICES: tuple[str, ...] = ("stt", "tts", "chat", "transcribe")
KINDS: tuple[str, ...] = ("reject", "stall", "drop", "mute", "malformed")
_CONNECT_KINDS = ("reject", "stall")


class FaultError(ValueError):
    """A fault description that cannot be used; the message says which field and why."""


@dataclass(frozen=True)
class Fault:
    service: Service
    kind: FaultKind
    nth: int = 1
    count: int = 1
    status: int = 500
    after_s: float = 0.0
    stall_s: float = 30.0
    match: str | None = None

    def __post_init__(self) -> None:
        if self.service not in SERVICES:
            raise FaultError(f"fault service {self.service!r}: use one of {', '.join(SERVICES)}")
        if self.kind not in KINDS:
            raise FaultError(f"fault kind {self.kind!r}: use one of {', '.join(KINDS)}")
        if self.kind == "mute" and self.service != "stt":
            raise FaultError("a mute fault is for the stt service (a recogniser that stops answering)")
        if self.nth < 1 or self.count < 0:
            raise FaultError(f"fault nth must be >= 1 and count >= 0 (got nth={self.nth}, count={self.count})")
        if not 400 <= self.status <= 599:
            raise FaultError(f"fault status must be an HTTP error status 400-599, not {self.status}")
        if self.after_s < 0 or self.stall_s < 0:
            raise FaultError("fault after_s and stall_s must be >= 0")

    @property
    def event(self) -> str:
        """What this fault counts: "connect", "utterance" or "request"."""
        if self.service == "stt":
            return "connect" if self.kind in _CONNECT_KINDS else "utterance"
        return "request"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Fault:
        try:
            return cls(**data)
        except TypeError as exc:
            raise FaultError(f"fault {data!r}: {exc}") from None


@dataclass(frozen=True)
class FaultFired:
    t_mono: float  # time.monotonic() when it fired (the same clock as asyncio's loop.time())
    service: str
    kind: str
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class _Armed:
    fault: Fault
    seen: int = 0
    fired: int = 0


class FaultPlan:
    """The faults armed on one simulated cloud; thread-safe (the recogniser's workers ask too)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._armed: list[_Armed] = []
        self.fired: list[FaultFired] = []

    def arm(self, *faults: Fault) -> None:
        with self._lock:
            self._armed.extend(_Armed(f) for f in faults)

    def clear(self) -> None:
        with self._lock:
            self._armed.clear()
            self.fired.clear()

    def take(self, service: str, event: str, *, text: str = "", kinds: tuple[str, ...] = KINDS,
             log: bool = True, **detail: Any) -> Fault | None:
        """Count one `event` of `service` and return the fault that fires on it, if any (the
        first armed one that matches). The firing is logged now, or with `log=False` by the
        caller's `note()` when it really happens (a drop some seconds into an utterance)."""
        with self._lock:
            hit: Fault | None = None
            for armed in self._armed:
                f = armed.fault
                if f.service != service or f.event != event or f.kind not in kinds:
                    continue
                if f.match is not None and f.match.lower() not in text.lower():
                    continue
                armed.seen += 1
                due = armed.seen >= f.nth and (f.count == 0 or armed.fired < f.count)
                if due and hit is None:
                    armed.fired += 1
                    hit = f
            if hit is not None and log:
                self.fired.append(FaultFired(time.monotonic(), service, hit.kind,
                                             {**detail, **({"text": text} if text else {})}))
            return hit

    def note(self, service: str, kind: str, **detail: Any) -> None:
        """Log a firing decided elsewhere (a drop happens some time after it was taken)."""
        with self._lock:
            self.fired.append(FaultFired(time.monotonic(), service, kind, dict(detail)))
