"""What a guideline offers, in the words the agent says to a caller ("book a flight", "ask
whether your refill is ready") and in the words a caller would say it ("I want to book a
flight"): read from its condition and title, for `understand.py` (matching, clarifying
questions) and `dialogue.py`."""

from __future__ import annotations

import re

from voice_agent.guidance import Guideline

_WHO = r"(?:the |a )?(?:customer|caller|user|patient|passenger|client)"


def offer(guideline: Guideline) -> str:
    """What a guideline offers, said to the caller: 'book a flight', 'ask whether your refill
    is ready', 'speak with a person'. From its condition (for a policy, the clause after
    "when")."""
    clause = re.match(r"\s*(?:when|if)\s+([^,.;]+)", guideline.condition, flags=re.I)
    text = clause.group(1) if clause else guideline.condition
    text = re.sub(rf"^\s*{_WHO}\s+", "", text.strip(), flags=re.I)
    text = re.sub(r"^(?:asks|is asking) (about|for|whether|if|how|what|when|where|which)\b", r"ask \1", text, flags=re.I)
    text = re.sub(r"^(?:wants|would like|needs|asks|is asking|is trying|tries) to ", "", text, flags=re.I)
    text = re.sub(r"^(?:wants|would like|needs) ", "get ", text, flags=re.I)
    text = re.sub(r"\b(their|his|her)\b", "your", text)
    text = re.sub(r"\bthey\b", "you", text)
    text = re.sub(r"\bthem\b", "you", text).rstrip(". ")
    return text[:1].lower() + text[1:]


def caller_voice(condition: str) -> str:
    """A guideline condition as a caller would say it: 'the customer wants to book a flight'
    -> 'I want to book a flight'. The matcher compares it with what callers say."""
    text = re.sub(rf"^\s*(?:when |if )?{_WHO}\s+", "I ", condition.strip(), flags=re.I)
    for third, first in (("wants", "want"), ("asks to", "want to"), ("asks", "ask"), ("needs", "need"), ("is", "am"), ("has", "have"),
                         ("would like", "would like"), ("says", "say"), ("tries", "try")):
        text = re.sub(rf"^I {third}\b", f"I {first}", text)
    text = re.sub(r"\b(their|his|her)\b", "my", text)
    return re.sub(r"\bthey\b", "I", text)


# A guideline about a question, in the caller's voice: "I ask whether my refill is ready".
ASKS = re.compile(r"^I (?:ask|am asking|want to know|wonder)\b")


def said_by_caller(guideline: Guideline) -> list[str]:
    """The guideline's own words as a caller would say them: its condition, or for a policy
    ("When the customer asks to speak with a person, transfer them ...") the clause after
    "when", and its title."""
    condition = guideline.condition
    clause = re.match(r"\s*(?:when|if)\s+([^,.;]+)", condition, flags=re.I)
    said = [caller_voice(clause.group(1) if clause else condition)]
    if guideline.title:
        said.append(guideline.title)
    return said
