"""What a phone line can do beyond speech: transfer the call to a person, hang up, place a call.

The core decides *when* (a tool's `control`, the author's policy); a `Telephony` adapter does
it on the line (adapters/livekit/telephony.py does it through LiveKit SIP). A session without a
phone line has no telephony, and a transfer there becomes a handoff to the operator console.

    cold transfer   the caller's call is handed to `to` (SIP REFER); the agent is gone
    warm transfer   the caller hears hold audio while the agent dials `to`, tells the person
                    who is calling and why, then joins them; if nobody answers within
                    `answer_timeout_s` (or the line is busy) the caller is told and the session
                    goes back to the agent or to the operator queue, as the author chose
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal, Protocol


class TransferOutcome(StrEnum):
    COMPLETED = "completed"  # the caller is now talking to the person (or was handed over)
    NO_ANSWER = "no_answer"  # nobody answered within the timeout
    BUSY = "busy"  # the number was busy
    FAILED = "failed"  # anything else: a refused transfer, a bad number, an unreachable trunk

    @property
    def succeeded(self) -> bool:
        return self is TransferOutcome.COMPLETED


@dataclass(frozen=True)
class TransferTarget:
    """Where a transfer goes and how. `to` is a phone number ("+15550199") or a SIP URI
    ("sip:desk@pbx.example.com")."""

    to: str
    mode: Literal["cold", "warm"] = "cold"
    answer_timeout_s: float = 30.0  # warm: how long the person's phone may ring
    on_failure: Literal["agent", "operator"] = "operator"  # warm: who takes the caller back
    dtmf: str = ""  # warm: keys sent once the far end answers (an extension: "ww123#"; w waits 0.5 s)

    def __post_init__(self) -> None:
        if self.mode not in ("cold", "warm"):
            raise ValueError(f"transfer mode must be 'cold' or 'warm', not {self.mode!r}")
        if self.on_failure not in ("agent", "operator"):
            raise ValueError(f"on_failure must be 'agent' or 'operator', not {self.on_failure!r}")
        if not self.to.strip():
            raise ValueError("a transfer needs a number or SIP URI in `to`")
        if any(c not in "0123456789*#w" for c in self.dtmf):
            raise ValueError(f"dtmf may hold 0-9, *, # and w (a half-second wait), not {self.dtmf!r}")
        if self.dtmf and self.mode == "cold":
            raise ValueError("dtmf goes with a warm transfer (a cold one hands the call over by SIP REFER)")
        if not 0 < self.answer_timeout_s <= 300:
            raise ValueError(f"answer_timeout_s must be in (0, 300] seconds, not {self.answer_timeout_s}")

    @property
    def sip_uri(self) -> str:
        """The target as LiveKit's transfer wants it: `tel:` for numbers, `sip:` URIs as given."""
        to = self.to.strip()
        return to if to.startswith(("sip:", "tel:")) else f"tel:{to}"


@dataclass(frozen=True)
class TransferResult:
    outcome: TransferOutcome
    detail: str = ""  # what the line said (a SIP status such as "486 Busy Here"), for operators


class Telephony(Protocol):
    """The phone line of one call. `can_transfer` is False where the call cannot be handed to a
    phone number (a WebRTC participant): the agent then hands the session to the console."""

    @property
    def can_transfer(self) -> bool: ...

    async def transfer(self, target: TransferTarget, *, briefing: str) -> TransferResult:
        """Transfer the caller. `briefing` is what the person is told first on a warm transfer."""
        ...

    async def hang_up(self) -> None:
        """End the call for everyone. Idempotent."""
        ...


# -- who answered an outbound call ------------------------------------------------------------------


class AnsweredBy(StrEnum):
    HUMAN = "human"
    MACHINE = "machine"  # a voicemail greeting: wait for it to end, then leave a message
    UNKNOWN = "unknown"  # treated as a person: talking to a machine costs less than hanging up on one


# What voicemail greetings say; a person answering the phone says none of it.
MACHINE_PHRASES = (
    "leave a message", "leave your message", "leave me a message", "after the tone", "after the beep",
    "not available", "unavailable", "can't take your call", "cannot take your call", "can't come to the phone",
    "voicemail", "voice mail", "mailbox", "please record", "at the tone",
)


@dataclass(frozen=True)
class AnswerEvidence:
    """The first seconds after an outbound call was answered: when the callee's audio had speech
    (seconds from the answer) and what the recogniser heard."""

    speech: tuple[tuple[float, float], ...]
    transcript: str = ""


def classify_answer(evidence: AnswerEvidence, *, window_s: float = 4.0, greeting_s: float = 2.4,
                    hello_s: float = 1.6, pause_s: float = 0.8) -> AnsweredBy:
    """A documented heuristic for answering-machine detection, for when no classifier model can
    run (LiveKit's own detector asks an LLM). People answer with a short "Hello?" and wait;
    a recorded greeting talks without pausing for several seconds and says so ("leave a message").

    - any machine phrase in the transcript: MACHINE;
    - the first stretch of speech lasts `greeting_s` or longer: MACHINE;
    - a first stretch of at most `hello_s`, then `pause_s` of silence: HUMAN;
    - anything else (silence, hesitant speech) within `window_s`: UNKNOWN.
    """
    text = " ".join(evidence.transcript.lower().replace("’", "'").split())
    if any(phrase in text for phrase in MACHINE_PHRASES):
        return AnsweredBy.MACHINE
    heard = sorted((s, e) for s, e in evidence.speech if s < window_s and e > s)
    if not heard:
        return AnsweredBy.UNKNOWN
    # Merge stretches separated by breaths shorter than a pause: a greeting is one stretch.
    merged: list[tuple[float, float]] = [heard[0]]
    for start, end in heard[1:]:
        if start - merged[-1][1] < pause_s / 2:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    first_start, first_end = merged[0]
    if first_end - first_start >= greeting_s:
        return AnsweredBy.MACHINE
    following = merged[1][0] if len(merged) > 1 else window_s
    if first_end - first_start <= hello_s and following - first_end >= pause_s:
        return AnsweredBy.HUMAN
    return AnsweredBy.UNKNOWN


# -- the briefing on a warm transfer ------------------------------------------------------------


def summarise_call(*, caller: str, reason: str | None, said: Sequence[str],
                   work: Sequence[Mapping[str, Any]]) -> str:
    """What the person who takes a warm transfer is told before the caller joins: who is calling,
    why, what they said last, and what the agent did for them. Plain sentences, made from the
    session's record (no model): `work` items have `tool`, `arguments`, `state`, `result`."""
    parts = [f"You have a call from {caller or 'an unknown caller'}."]
    if reason:
        parts.append(f"They asked for a person: {reason.rstrip('.?! ')}.")
    recent = [s.strip().rstrip(".?!") for s in said if s.strip()][-3:]
    if recent:
        parts.append("They said: " + "; ".join(recent) + ".")
    for item in work:
        what = str(item.get("tool", "a request")).replace("_", " ")
        args = ", ".join(f"{str(k).replace('_', ' ')} {v}" for k, v in (item.get("arguments") or {}).items())
        state = str(item.get("state", "")).replace("_", " ")
        result = item.get("result") or {}
        status = result.get("status") if isinstance(result, Mapping) else None
        code = result.get("code") if isinstance(result, Mapping) else None
        detail = ", ".join(x for x in (str(status) if status else state, f"code {code}" if code else "") if x)
        parts.append(f"Request: {what}" + (f" ({args})" if args else "") + (f": {detail}." if detail else "."))
    return " ".join(parts)
