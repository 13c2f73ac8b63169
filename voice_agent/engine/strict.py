"""Strict composition: the agent speaks only author-written canned responses.

An instruction ("Tell the customer you're booking the flight now") is answered by the canned
response most similar to it whose fields can all be filled from the turn's values (tool
arguments and data). Nothing is generated; if nothing fits, the agent's fallback is said.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from voice_agent.engine.text import Similarity, content_tokens
from voice_agent.guidance import CannedResponse

BUILTIN_RESPONSES: tuple[CannedResponse, ...] = (
    CannedResponse("builtin.ack", "You're welcome. Is there anything else I can help with?",
                   ("acknowledge the customer's thanks and offer more help",)),
    CannedResponse("builtin.status_idle", "I'm here. How can I help?",
                   ("reassure the customer you are listening",)),
    CannedResponse("builtin.still_working", "I'm still working on that. It should be just a moment.",
                   ("tell the customer you are still working on it and it will be a moment",)),
    CannedResponse("builtin.greeting", "Hello! How can I help you today?",
                   ("greet the customer and ask how you can help",)),
    CannedResponse("builtin.hold", "Sure, go ahead.",
                   ("let the customer go ahead and speak",)),
    CannedResponse("builtin.no_match", "Sorry, I didn't catch that. Could you say it another way?",
                   ("ask the customer to rephrase because you did not understand",)),
    CannedResponse("builtin.tool_error", "Sorry, something went wrong on my side. Could you try that again?",
                   ("apologise that something went wrong and ask the customer to try again",)),
    CannedResponse("builtin.no_match_offer", "Sorry, I'm not sure what you need. I can help you {capabilities}.",
                   ("say you are not sure what the customer needs and what you can do",)),
    CannedResponse("builtin.clarify", "Do you want to {options}?",
                   ("ask which of the options the customer wants",)),
    CannedResponse("builtin.cannot", "Sorry, I can't help with that on this line. I can help you {capabilities}.",
                   ("say you cannot help with that here and what you can do",)),
    CannedResponse("builtin.declined", "Okay, I won't do that. Is there anything else I can help with?",
                   ("acknowledge that the customer does not want it and offer other help",)),
    CannedResponse("builtin.not_done", "Okay, I haven't done anything. What would you like to change?",
                   ("say nothing was done and ask what to change",)),
    CannedResponse("builtin.cancel_nothing",
                   "There's nothing in progress that I can cancel, and I can't cancel anything else on this line. "
                   "I can help you {capabilities}.",
                   ("say there is nothing in progress to cancel and what you can do",)),
    CannedResponse("builtin.cannot_cancel", "That is already going through, and I can't cancel it from here.",
                   ("say the request is already going through and cannot be cancelled",)),
    CannedResponse("builtin.cancelled", "Okay, I've cancelled that.",
                   ("confirm the request was cancelled",)),
    CannedResponse("builtin.cancel_failed", "Sorry, I couldn't cancel that, and its status is unknown.",
                   ("say the cancellation failed and the status is unknown",)),
    CannedResponse("builtin.replace_first", "I'll cancel your first request and make this one instead.",
                   ("say you will cancel the first request and make the new one instead",)),
    CannedResponse("builtin.also", "Your first request is already going through and I can't cancel it, "
                   "so this would be a second one.",
                   ("say the first request cannot be cancelled and this would be a second one",)),
    CannedResponse("builtin.still_there_check", "Are you still there?",
                   ("ask whether the caller is still on the line after a long silence",)),
    CannedResponse("builtin.goodbye_silent",
                   "I haven't heard anything for a while, so I'll end the call now. Goodbye.",
                   ("say goodbye and end the call because the line stayed silent",)),
    CannedResponse("builtin.transfer_failed_agent",
                   "I'm sorry, I couldn't reach anyone right now. I can keep helping you here.",
                   ("say the transfer failed because nobody answered and offer to keep helping",)),
    CannedResponse("builtin.transfer_failed_operator",
                   "I'm sorry, nobody answered that line. I've passed your call to our team, and "
                   "someone will take it over here.",
                   ("say the transfer failed because nobody answered and the team will take the call over here",)),
    CannedResponse("builtin.work_failed",
                   "I'm sorry, I couldn't finish that request, and its status is unknown. Please check before trying again.",
                   ("tell the customer the request could not be completed and its status is unknown",)),
)

BUILTIN_INSTRUCTIONS = {
    "ack": "Acknowledge the customer's thanks and offer more help.",
    "status_idle": "Reassure the customer you are listening.",
    "still_working": "Tell the customer you are still working on it and it will be a moment.",
    "greeting": "Greet the customer and ask how you can help.",
    "no_match": "Ask the customer to rephrase because you did not understand.",
    "hold": "Let the customer go ahead and speak.",
    "tool_error": "Apologise that something went wrong and ask the customer to try again.",
    "work_failed": "Tell the customer the request could not be completed and its status is unknown.",
    "no_match_offer": "Say you are not sure what the customer needs and what you can do.",
    "clarify": "Ask which of the options the customer wants.",
    "cannot": "Say you cannot help with that here and what you can do.",
    "declined": "Acknowledge that the customer does not want it and offer other help.",
    "not_done": "Say nothing was done and ask what to change.",
    "cancel_nothing": "Say there is nothing in progress to cancel and what you can do.",
    "cannot_cancel": "Say the request is already going through and cannot be cancelled.",
    "cancelled": "Confirm the request was cancelled.",
    "cancel_failed": "Say the cancellation failed and the status is unknown.",
    "replace_first": "Say you will cancel the first request and make the new one instead.",
    "also": "Say the first request cannot be cancelled and this would be a second one.",
    "still_there_check": "Ask whether the caller is still on the line after a long silence.",
    "goodbye_silent": "Say goodbye and end the call because the line stayed silent.",
    "transfer_failed_agent": "Say the transfer failed because nobody answered and offer to keep helping.",
    "transfer_failed_operator": "Say the transfer failed because nobody answered and the team will take the call over here.",
}


class StrictComposer:
    min_score = 0.12

    def __init__(self, responses: Sequence[CannedResponse]) -> None:
        self._responses = [*responses, *BUILTIN_RESPONSES]
        docs = [[*content_tokens(r.bare_text), *(t for s in r.signals for t in content_tokens(s))] for r in self._responses]
        self._sim = Similarity(docs)
        self._vectors = [
            [self._sim.vector(content_tokens(r.bare_text)), *(self._sim.vector(content_tokens(s)) for s in r.signals)]
            for r in self._responses
        ]

    def choose(self, instruction: str, values: Mapping[str, Any]) -> CannedResponse | None:
        filled = _stringify(values)
        query = self._sim.vector(content_tokens(instruction))
        best: tuple[float, int, CannedResponse] | None = None
        for response, vectors in zip(self._responses, self._vectors, strict=True):
            if response.fill(filled) is None:
                continue
            score = max(Similarity.cosine(query, v) for v in vectors)
            if response.id.startswith("builtin."):
                score *= 0.85  # the author's own lines win ties
            # Among equally good lines, prefer the one that says more of what we know.
            rank = (score, len(response.fields), response)
            if score >= self.min_score and (best is None or rank[:2] > best[:2]):
                best = rank
        return best[2] if best else None

    def compose(self, instructions: Sequence[str], values: Mapping[str, Any]) -> list[str]:
        """One line per instruction, in order, without repeating a line."""
        lines: list[str] = []
        for instruction in instructions:
            response = self.choose(instruction, values)
            if response is None:
                continue
            text = response.fill(_stringify(values))
            if text and text not in lines:
                lines.append(text)
        return lines


def _stringify(values: Mapping[str, Any]) -> dict[str, str]:
    return {k: str(v) for k, v in values.items() if v is not None and not isinstance(v, Mapping | list)}
