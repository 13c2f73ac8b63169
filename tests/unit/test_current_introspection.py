"""`.current` on the SDK classes: clear outside a turn, invisible to introspection, and the
object itself inside its scope."""

from __future__ import annotations

import inspect

import pytest

import voice_agent as va
from voice_agent.context import Current


@pytest.mark.parametrize("cls", [va.Server, va.Session, va.Agent, va.Customer])
def test_getmembers_and_hasattr_work_outside_a_turn(cls: type) -> None:
    members = dict(inspect.getmembers(cls))
    assert isinstance(members["current"], Current)  # the descriptor, not an exception
    assert not hasattr(cls, "current")  # there is no current one


@pytest.mark.parametrize("cls", [va.Server, va.Session, va.Agent, va.Customer])
def test_current_outside_a_turn_still_says_why(cls: type) -> None:
    with pytest.raises(va.NoTurnContextError, match=r"\.current is only available inside"):
        cls.current  # noqa: B018


async def test_server_current_inside_its_scope_is_the_server() -> None:
    async with va.Server() as server:
        assert va.Server.current is server
        assert dict(inspect.getmembers(va.Server))["current"] is server
