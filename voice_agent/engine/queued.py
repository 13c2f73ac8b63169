"""The other answer of an "or" question said as not done yet, or as still waiting its turn: "the cream for nan, done or
still stuck in the pile", "is my repeat through or still on the list". Read by done.py, where "or" and the words after
it close the asking whether the thing is done: waiting in a queue, a pile, a list or a backlog is not being done yet,
as a pending answer already was; the question asks whether it is done, and who comes for it ("ready for us to come
for it") may come before the "or". A caller's own wait ("i'm still in the queue") opens no "or" and is left.
"""

from __future__ import annotations

import re

# "... or still sat in the backlog", "... or waiting on the pile": the thing waiting its turn, "in / on" a queue,
# pile, list, pipeline or backlog (a word of sitting or being stuck may come before).
_STILL_QUEUED = (r"(?:(?:sitting|sat|stuck|waiting|lying) )?(?:in|on) (?:the|a|your) "
                 r"(?:queue|pile|list|pipeline|backlog|system)")
# "the lyon seats for ravi, ticketed or not done yet": the other answer said as not done yet.
OR_NOT_YET = re.compile(r" or (?:still |not )?(?:pending|waiting|outstanding|not yet|not done yet|"
                        + _STILL_QUEUED + ")$")


def or_not_yet(said: str, collecting: re.Pattern[str]) -> str:
    """`said` (words after a space) with the other answer closing it said as "or not", and who comes for the thing
    (`collecting`, words of coming to get it) taken off where it closes the words before it."""
    other = OR_NOT_YET.search(said)
    if other is None:
        return collecting.sub("", said)
    return collecting.sub("", said[: other.start()]) + " or not"
