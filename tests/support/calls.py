"""Caller lines the tests use, none of them an example of the agent (the matcher must
understand them), and the booking exchange with its confirmation step."""

from __future__ import annotations

import voice_agent as va

# Airline: BA 117 for John Smith, said as a caller would; the agent reads it back first.
BOOK_BA117 = "hello, can I book BA 117 for John Smith"
BOOK_AF22 = "I need a seat on AF 22 for Jane Doe"
YES = "yes please go ahead"


async def book(session: va.Session, said: str = BOOK_BA117, answer: str = YES) -> va.Event:
    """Ask for a booking, hear it read back, say yes: the agent's reply to the yes."""
    readback = await session.post_customer_message(said, wait=True)
    assert "Shall I go ahead?" in (readback.message or ""), readback.message
    return await session.post_customer_message(answer, wait=True)
