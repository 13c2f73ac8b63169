"""The customer of the current turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from voice_agent.context import Current, require_turn
from voice_agent.ids import CustomerId


def _current_customer() -> Customer:
    record = require_turn("Customer").session.record
    return Customer(id=record.customer_id, is_represented_by_an_agent=record.customer_represented_by_an_agent)


@dataclass(frozen=True)
class Customer:
    id: CustomerId
    is_represented_by_an_agent: bool = False

    current: ClassVar[Current[Customer]]


# Assigned after the dataclass is built: the dataclass machinery reads class attributes,
# which would resolve the descriptor outside a turn.
Customer.current = Current(_current_customer)
