"""What strict mode decided about a turn and why (`Decision`), with every step that led there
(`Understanding`: for `voice-agent explain`, the DEBUG log and the turn's status event). Values
only; understand.py decides them. Split from understand.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from voice_agent.engine.acts import Act
from voice_agent.engine.matcher import Intent
from voice_agent.engine.offers import offer
from voice_agent.guidance import Guideline


class Choice(StrEnum):
    GUIDELINE = "guideline"
    INTENT = "intent"
    CLARIFY = "clarify"  # ask which of `candidates` the caller meant
    CANCEL = "cancel"  # the caller asks to cancel or undo something
    DECLINE = "decline"  # the caller says what they do not want
    CANNOT = "cannot"  # a question about something this agent cannot answer
    NO_MATCH = "no_match"


@dataclass(frozen=True)
class Decision:
    choice: Choice
    guideline: Guideline | None = None
    intent: Intent | None = None
    candidates: tuple[Guideline, ...] = ()
    reason: str = ""

    def describe(self) -> str:
        if self.guideline is not None:
            return f"{self.choice.value} {self.guideline.id} ({offer(self.guideline)})"
        if self.intent is not None:
            return f"{self.choice.value} {self.intent.value}"
        if self.candidates:
            return f"{self.choice.value}: " + " | ".join(offer(g) for g in self.candidates)
        return self.choice.value


@dataclass(frozen=True)
class Understanding:
    text: str
    masked: str
    slots: Mapping[str, str]
    act: Act
    scores: tuple[tuple[str, str, float], ...]  # (target id, label, score), best first
    decision: Decision
    matcher: str
    note: str = ""  # why the matcher is not the default one, when it is not
    query: str = ""  # the words the matcher scored (masked, folded; a long turn's last request)

    def as_status(self) -> dict[str, Any]:
        """What the turn's status event carries: no slot values (personal data stays in the
        DEBUG log), the rest as `explain` prints it."""
        return {
            "matcher": self.matcher, "act": self.act.act.value, "act_cue": self.act.cue,
            "decision": self.decision.describe(), "reason": self.decision.reason,
            "slots": sorted(self.slots), "scores": [
                {"target": tid, "label": label, "score": round(score, 3)} for tid, label, score in self.scores[:6]],
        }

    def lines(self) -> list[str]:
        """The explanation as text lines (the `explain` command prints these)."""
        out = [f"said:      {self.text}", f"masked:    {self.masked}",
               f"slots:     {', '.join(f'{k}={v}' for k, v in self.slots.items()) or '-'}",
               f"act:       {self.act.act.value}" + (f" (cue: {self.act.cue!r})" if self.act.cue else ""),
               f"matcher:   {self.matcher}" + (f"  [{self.note}]" if self.note else ""),
               f"matched:   {self.query or '-'}", "scores:"]
        out += [f"  {score:5.3f}  {tid:<18} {label}" for tid, label, score in self.scores]
        out.append(f"decision:  {self.decision.describe()}" + (f" -- {self.decision.reason}" if self.decision.reason else ""))
        return out
