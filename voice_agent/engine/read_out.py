"""The digits as a caller reads a code out ("nine six three", "oh four"), one list for the modules that must leave a
word alone among them: `dialect.py` (a "u" among letters and digits) and `scots.py` (a "tae" after a digit, a two).
"""

from __future__ import annotations

DIGIT_WORDS = frozenset("zero oh one two three four five six seven eight nine".split())  # a code read out
