"""How many CPU cores this process may use: its affinity where the system tells it (Linux),
else the machine's count. One owner for the question, asked by the embedder (whether a long
text may run on two threads) and the load test (how many rooms and processes to run)."""

from __future__ import annotations

import os


def usable_cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1
