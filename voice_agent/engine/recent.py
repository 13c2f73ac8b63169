"""A bounded, thread-safe memory of recent results: the least recently used goes first.

Strict mode reads the same words more than once: the voice pipeline asks at the caller's
pause whether the words so far read as a whole turn (engine/whole.py), and the turn engine
reads the same transcript again when the turn ends; agents loaded side by side share their
guideline phrasings. Both readings run in worker threads, so the memory takes a lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Recent(Generic[K, V]):
    """At most `size` results, each kept until `size` others were asked for after it."""

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError(f"a memory of recent results needs room for one at least, not {size}")
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The result kept for `key`, else `make()`'s, kept. `make` runs outside the lock: two
        threads asking for the same new key at once may both make it (the results are equal)."""
        known = self.get(key)
        if known is not None:
            return known
        value = make()
        self.put(key, value)
        return value

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)
