"""A pattern that finds what it found before, faster: `gated(pattern)` puts in front of it a look at the characters
its matches can begin with (`(?=[...])`), so the regular expression engine passes over every other position at the
cost of one test instead of trying each branch there.

Python's engine tries a pattern at every position of the text. A rule's pattern often opens with a chain of
look-behinds ("not after 'i hope', 'i know', ...") or a long alternation of phrases, and each is tried at every
position before the first character is even compared; on the caller's words the rules read, some of the slowest
patterns spend most of their time there. The gate cannot change what is found: a match begins where its first
character is, and the gate's class is every character a match can begin with, read from the parsed pattern (the
branches, the optional parts before the first character that must be there, the assertions that take none), under
the pattern's own flags, so the same case-folding applies to both. Where that set cannot be read exactly (a class
of a category or a negated one, any character, a back-reference, a pattern that can match nothing, flags changed
inside it) or is wide, the pattern is given back as it was.

Used where a pattern is defined (`NAME = gated(re.compile(...))`) on the patterns that take most of a turn's
reading (`bench/gates.py` measures them, with and without the gates, side by side). Imports nothing of the engine.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

# The engine's own parser of patterns (Python 3.11 and later; it has no stubs, so it is loaded by name).
_c: Any = importlib.import_module("re._constants")
_parser: Any = importlib.import_module("re._parser")

# Wider than this, a gate saves little: most positions pass it.
WIDEST = 32

# Patterns gated, each with the pattern it stands for (for the tests and the bench).
GATED: list[tuple[re.Pattern[str], re.Pattern[str]]] = []


class _Unread(Exception):
    """The characters a match can begin with cannot be read exactly."""


def _first(items: Any) -> tuple[set[str], bool]:
    """The characters a sequence of parsed items can begin with, and whether it can match nothing."""
    found: set[str] = set()
    for op, av in items:
        chars, empty = _item(op, av)
        found |= chars
        if not empty:
            return found, False
    return found, True


def _item(op: Any, av: Any) -> tuple[set[str], bool]:
    if op is _c.LITERAL:
        return {chr(av)}, False
    if op is _c.IN:
        chars: set[str] = set()
        for kind, value in av:
            if kind is _c.LITERAL:
                chars.add(chr(value))
            elif kind is _c.RANGE and value[1] - value[0] < 256:
                chars.update(chr(x) for x in range(value[0], value[1] + 1))
            else:  # a category, a negation, a wide range
                raise _Unread
        return chars, False
    if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):  # takes no character
        return set(), True
    if op is _c.BRANCH:
        chars, empty = set(), False
        for alternative in av[1]:
            more, can_be_empty = _first(alternative)
            chars |= more
            empty = empty or can_be_empty
        return chars, empty
    if op is _c.SUBPATTERN:
        _group, add_flags, del_flags, inner = av
        if add_flags or del_flags:
            raise _Unread
        return _first(inner)
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", None)):
        low, _high, inner = av
        chars, empty = _first(inner)
        return chars, empty or low == 0
    if op is getattr(_c, "ATOMIC_GROUP", None):
        return _first(av)
    raise _Unread  # any character, a category, a back-reference, a condition


def first_characters(pattern: re.Pattern[str]) -> set[str] | None:
    """Every character a match of `pattern` can begin with (as written: the pattern's flags fold their case), or None
    when they cannot be read exactly or a match can be empty."""
    if not isinstance(pattern.pattern, str) or pattern.flags & re.LOCALE:
        return None
    try:
        chars, empty = _first(_parser.parse(pattern.pattern, pattern.flags))
    except _Unread:
        return None
    return None if empty or not chars else chars


def gated(pattern: re.Pattern[str], widest: int = WIDEST) -> re.Pattern[str]:
    """`pattern` with a look at the character its matches begin with before it, or `pattern` itself when the
    characters cannot be read or are more than `widest`. It finds the same matches, with the same groups."""
    chars = first_characters(pattern)
    if chars is None or len(chars) > widest:
        return pattern
    end = "\n)" if pattern.flags & re.VERBOSE else ")"  # a comment closing a verbose pattern ends at its line
    try:
        faster = re.compile(f"(?=[{''.join(re.escape(c) for c in sorted(chars))}])(?:{pattern.pattern}{end}",
                            pattern.flags)
    except re.error:  # a global flag written inside the pattern
        return pattern
    GATED.append((faster, pattern))
    return faster
