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

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal, Protocol


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

    def __post_init__(self) -> None:
        if self.mode not in ("cold", "warm"):
            raise ValueError(f"transfer mode must be 'cold' or 'warm', not {self.mode!r}")
        if self.on_failure not in ("agent", "operator"):
            raise ValueError(f"on_failure must be 'agent' or 'operator', not {self.on_failure!r}")
        if not self.to.strip():
            raise ValueError("a transfer needs a number or SIP URI in `to`")
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
    """The phone line of one call."""

    async def transfer(self, target: TransferTarget, *, briefing: str) -> TransferResult:
        """Transfer the caller. `briefing` is what the person is told first on a warm transfer."""
        ...

    async def hang_up(self) -> None:
        """End the call for everyone. Idempotent."""
        ...
