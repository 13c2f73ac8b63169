"""Identifiers. Distinct types so a session id is never passed where a work id is expected."""

from __future__ import annotations

import secrets
from typing import NewType

SessionId = NewType("SessionId", str)
AgentId = NewType("AgentId", str)
CustomerId = NewType("CustomerId", str)
EventId = NewType("EventId", str)
TraceId = NewType("TraceId", str)
WorkId = NewType("WorkId", str)
ToolId = NewType("ToolId", str)
ItemId = NewType("ItemId", str)


def new_id(prefix: str) -> str:
    """A short random id with a readable prefix, e.g. ``ses_3f9a1c2b7d4e``."""
    return f"{prefix}_{secrets.token_hex(6)}"
