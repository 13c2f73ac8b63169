"""One rewriting of the caller's words by one pattern: `resaid(out, pattern, repl)` joins the words, substitutes and
splits them again, giving `out` itself when nothing matched (so a caller can tell no reading was made). The small
readings that are one pattern and one substitution (`on_records`, `false_friends`, `cant_without`, `stopped_making`,
`struck`, `did_work`, `by_closing`, `came_good`, `ashore`) call it; the readings that are a list of them (`formal`,
`site_talk`, `north_talk`) call `resaid_all`, and those that do more with the text (`spanish`, `west_country`,
`cab_talk`, `head_cold`, `misheard`) call `substituted`.
It imports nothing of the engine, so any module may."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence


def resaid(out: list[str], pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str]) -> list[str]:
    """`out` with `pattern` substituted by `repl` in its words joined by spaces; `out` itself when nothing matched."""
    said = " ".join(out)
    read = pattern.sub(repl, said)
    return read.split() if read != said else out


def substituted(said: str, readings: Sequence[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]]) -> str:
    """`said` with each of `readings` (a pattern and its substitution, a string or a function of the match)
    substituted in turn, in their order."""
    for pattern, repl in readings:
        said = pattern.sub(repl, said)
    return said


def resaid_all(out: list[str], readings: Sequence[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]]
               ) -> list[str]:
    """`out` with each of `readings` substituted in turn in its joined words; `out` itself when none matched."""
    said = " ".join(out)
    read = substituted(said, readings)
    return read.split() if read != said else out
