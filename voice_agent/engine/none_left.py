"""None of a thing left, said with "not" and a word of one: "not one inhaler left in the
drawer". The "not" denies the caller's supply, as "no ... left" does, and refuses none of the agent's things: the
turn says a need. `disclaimed.disclaimed` reads it as "no ... left" before a refusal is looked for. Not "not a
single thing's wrong" (no "left"), nor "not the one left on the side" (which one is meant)."""

from __future__ import annotations

import re

from .gate import gated

# "not" then "a single", "one", "even one" or "a": then the thing in up to three words, then "left".
_NOT_ONE_LEFT = gated(re.compile(r"\bnot (?:a single|one single|one|even one|even a|a) ((?:[a-z']+ ){0,2}?[a-z']+)"
                                 r" left\b"))


def none_left_said(said: str) -> str:
    """`said` with "not" and a word of one before "... left" as "no ... left" (`_NOT_ONE_LEFT`); else as it was."""
    return _NOT_ONE_LEFT.sub(r"no \1 left", said)
