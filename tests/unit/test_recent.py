"""The bounded memory of recent readings and vectors (engine/recent.py)."""

from __future__ import annotations

import pytest

from voice_agent.engine.recent import Recent


def test_the_least_recently_used_goes_first_and_the_size_holds() -> None:
    memory: Recent[str, int] = Recent(2)
    memory.put("a", 1)
    memory.put("b", 2)
    assert memory.get("a") == 1  # "a" is now the more recent
    memory.put("c", 3)
    assert len(memory) == 2
    assert memory.get("b") is None
    assert (memory.get("a"), memory.get("c")) == (1, 3)


def test_a_result_is_made_once_while_it_is_kept() -> None:
    made: list[str] = []
    memory: Recent[str, str] = Recent(4)

    def make(key: str) -> str:
        made.append(key)
        return key.upper()

    assert [memory.get_or_make(k, lambda k=k: make(k)) for k in ("x", "y", "x", "x")] == ["X", "Y", "X", "X"]
    assert made == ["x", "y"]


def test_a_memory_without_room_is_refused() -> None:
    with pytest.raises(ValueError, match="room for one"):
        Recent(0)
