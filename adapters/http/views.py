"""What a caller sees of a session's event log.

Staff (callers with `read_internal_events`: operators, admins, the development policy) see every
event as stored. Everyone else, customers above all, sees:

- messages, with their text and, for a human agent's message, who wrote it (a message a human
  wrote on the AI agent's behalf is shown as the agent's, so without a participant);
- status events with their `status` and only the fields meant for the customer: an error's
  `stage`, and its message only when the engine wrote it for the customer (stage `input`, e.g.
  "message too long"); other error text carries exception messages, hosts and tool internals,
  and is replaced by a fixed sentence;
- nothing of tool calls and custom events (tool arguments and results, cross-process requests).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import voice_agent as va

CUSTOMER_KINDS = frozenset({va.EventKind.MESSAGE, va.EventKind.STATUS})
CUSTOMER_ERROR_STAGES = frozenset({"input"})  # error messages written for the customer to read
ERROR_FOR_CUSTOMER = "something went wrong on our side; the agent will tell you how it goes on"
SPEECH_FIELDS = ("outcome", "message_offset", "speech")


def customer_kinds(requested: list[va.EventKind] | None) -> list[va.EventKind]:
    """The kinds a customer's query may return: what it asked for, within what it may see."""
    return [k for k in (requested or list(va.EventKind)) if k in CUSTOMER_KINDS]


def customer_event(event: va.Event) -> va.Event | None:
    """The event as a customer sees it, or None if it does not."""
    if event.kind is va.EventKind.MESSAGE:
        data: dict[str, Any] = {"message": event.data.get("message")}
        participant = event.data.get("participant")
        if event.source is va.EventSource.HUMAN_AGENT and isinstance(participant, dict):
            data["participant"] = participant
        return _with(event, data)
    if event.kind is va.EventKind.STATUS:
        status = event.data.get("status")
        detail = event.data.get("data")
        detail = detail if isinstance(detail, dict) else {}
        if status == "error":
            stage = detail.get("stage")
            message = detail.get("message") if stage in CUSTOMER_ERROR_STAGES else ERROR_FOR_CUSTOMER
            shown: dict[str, Any] = {"stage": stage, "message": message}
        elif status == "speech":
            shown = {k: detail[k] for k in SPEECH_FIELDS if k in detail}
        else:
            shown = {}
        return _with(event, {"status": status, "data": shown})
    return None


def _with(event: va.Event, data: dict[str, Any]) -> va.Event:
    return replace(event, data=data)
