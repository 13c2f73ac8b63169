"""One rewriting of the caller's words by one pattern: `resaid(out, pattern, repl)` joins the words, substitutes and
splits them again, giving `out` itself when nothing matched (so a caller can tell no reading was made). The small
readings that are one pattern and one substitution (`cant_without`, `stopped_making`, `struck`, `did_work`,
`by_closing`, `came_good`, `ashore`) call it; it imports nothing of the engine, so any module may."""

from __future__ import annotations

import re
from collections.abc import Callable


def resaid(out: list[str], pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str]) -> list[str]:
    """`out` with `pattern` substituted by `repl` in its words joined by spaces; `out` itself when nothing matched."""
    said = " ".join(out)
    read = pattern.sub(repl, said)
    return read.split() if read != said else out
