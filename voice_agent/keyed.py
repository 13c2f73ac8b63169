"""Per-key objects that live only while something uses them.

A long-running server sees an unbounded number of sessions; a dict of one lock or one event per
session id that is never pruned grows with every session it ever touched. `Keyed` hands out one
object per key to every concurrent user and forgets it when the last one leaves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

K = TypeVar("K")
T = TypeVar("T")


class Keyed(Generic[K, T]):
    def __init__(self, make: Callable[[], T]) -> None:
        self._make = make
        self._items: dict[K, tuple[T, int]] = {}

    @contextmanager
    def use(self, key: K) -> Iterator[T]:
        """The key's object, shared with its other users while this block runs."""
        item, users = self._items.get(key) or (self._make(), 0)
        self._items[key] = (item, users + 1)
        try:
            yield item
        finally:
            item, users = self._items[key]
            if users == 1:
                del self._items[key]
            else:
                self._items[key] = (item, users - 1)

    def get(self, key: K) -> T | None:
        """The key's object if someone is using it."""
        entry = self._items.get(key)
        return entry[0] if entry is not None else None

    def __len__(self) -> int:
        return len(self._items)
