"""One parse of Python syntax at a time in this process, and again when it lost a race.

CPython 3.11's parser keeps its recursion-depth bookkeeping per interpreter, not per thread: two
threads parsing at once can fail with "SystemError: AST constructor recursion depth mismatch".
Agents are prepared in threads (several at once in a test or a load run), and preparing one
parses: the load checks parse the tools' source (`checks.py`), and numpy reads each array's
header in its files with `ast.literal_eval` (the learned check and resolvers, the kept vectors).
Those parses take one lock; and since other code parses too (3.11's traceback module does, to
place its ^^^ markers, whenever an error is formatted), a parse that lost the race is run again:
the bookkeeping starts afresh with each parse.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TypeVar

logger = logging.getLogger(__name__)

T = TypeVar("T")

_PARSING = threading.Lock()
ATTEMPTS = 5


def parsed(read: Callable[[], T], what: str) -> T:
    """`read()`, which parses (`what` names it in the log): one at a time, and again, up to
    ATTEMPTS times, if the parser raced another thread's parse."""
    with _PARSING:
        for attempt in range(1, ATTEMPTS + 1):
            try:
                return read()
            except SystemError:
                if attempt == ATTEMPTS:
                    raise
                logger.debug("reading %s raced another thread's parse; again (attempt %d)", what, attempt + 1,
                             exc_info=True)
    raise AssertionError("unreachable")
