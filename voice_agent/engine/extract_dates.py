"""Extractors of days and clock times ('next tuesday', 'the 5th of march', 'half past two'),
re-exported by extract.py."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Sequence

from voice_agent.engine.spans import Found, SpanExtractor
from voice_agent.engine.text import fold, words

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
           "october", "november", "december")
ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}


# "the first one", "the second lot": an ordinal that counts things, not days.
_COUNTED = frozenset("one one's ones lot lot's time bit batch box packet thing".split())


def _day_number(tokens: Sequence[str], i: int) -> tuple[int, int]:
    """'5th', '5', 'fifth', 'twenty first' at tokens[i] -> (5, tokens used)."""
    t = tokens[i] if i < len(tokens) else ""
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", t)
    if m and 1 <= int(m.group(1)) <= 31:
        return int(m.group(1)), 1
    if t in ORDINALS:
        return ORDINALS[t], 1
    if t in ("twenty", "thirty") and i + 1 < len(tokens) and tokens[i + 1] in ORDINALS:
        value = (20 if t == "twenty" else 30) + ORDINALS[tokens[i + 1]]
        return (value, 2) if value <= 31 else (0, 0)
    return 0, 0


# "another monday of queues", "a friday of waiting about": a weekday said as the kind of day it is ("another"
# or "a" before it, what fills it after "of") names no day to act on (not "a monday of next month": a month
# or "next" after "of").
_FILLED = frozenset(("next", "this", "the", "every", "each", *_MONTHS))


def _kind_of_day(tokens: Sequence[str], i: int) -> bool:
    """Whether the weekday at tokens[i] is said as a kind of day, not a date ("another monday of pills")."""
    return 0 < i and tokens[i - 1] in ("another", "a") and tokens[i + 1 : i + 2] == ["of"] and \
        tokens[i + 2 : i + 3] != [] and tokens[i + 2] not in _FILLED


def date(today: Callable[[], dt.date] = dt.date.today) -> SpanExtractor:
    """A day, as an ISO date: 'today', 'tomorrow', 'the day after tomorrow', '(on|this|next)
    tuesday', 'march 5th', 'the 5th of march', 'on the 12th'. Relative days count from
    `today()` (inject it in tests). A weekday is the next such day, never today ('next
    tuesday' is the coming Tuesday, as most callers mean it)."""

    def find(text: str) -> Found | None:
        tokens = words(text)
        base = today()
        for i, t in enumerate(tokens):
            if t in ("today", "tonight"):
                return Found(base.isoformat(), i, i + 1)
            if t == "tomorrow":
                if tokens[max(0, i - 3) : i] == ["the", "day", "after"]:
                    return Found((base + dt.timedelta(days=2)).isoformat(), i - 3, i + 1)
                return Found((base + dt.timedelta(days=1)).isoformat(), i, i + 1)
            if t in _WEEKDAYS and _kind_of_day(tokens, i):
                continue
            if t in _WEEKDAYS:
                ahead = (_WEEKDAYS.index(t) - base.weekday()) % 7 or 7
                start = i - 1 if i and tokens[i - 1] in ("next", "this", "on", "coming") else i
                return Found((base + dt.timedelta(days=ahead)).isoformat(), start, i + 1)
            if t in _MONTHS:
                month = _MONTHS.index(t) + 1
                day, n = _day_number(tokens, i + 1)
                if n:
                    return Found(_in_year(base, month, day), i, i + 1 + n)
                if i >= 2 and tokens[i - 1] == "of":
                    for first in (i - 3, i - 2):  # "twenty first of may", then "5th of may"
                        day, n = _day_number(tokens, first) if first >= 0 else (0, 0)
                        if n == i - 1 - first:
                            start = first - 1 if first >= 1 and tokens[first - 1] == "the" else first
                            return Found(_in_year(base, month, day), start, i + 1)
            holiday = _holiday(tokens, i, base)
            if holiday is not None:
                return holiday
            if t == "the" and i + 1 < len(tokens):
                day, n = _day_number(tokens, i + 1)
                if n and tokens[i + 1 + n : i + 2 + n] == ["of"] and tokens[i + 2 + n : i + 3 + n] and \
                        tokens[i + 2 + n] in _MONTHS:
                    continue  # "the 5th of march": the month, read when the loop reaches it
                # ... not one of several counted ("whether the first one's ready", "the second lot"): no day.
                counted = tokens[i + 1 + n : i + 2 + n] and tokens[i + 1 + n] in _COUNTED
                if n and (tokens[i + 1] in ORDINALS or tokens[i + 1][-2:] in ("st", "nd", "rd", "th")) and \
                        not (tokens[i + 1] in ORDINALS and counted):
                    month = base.month if day >= base.day else base.month % 12 + 1
                    return Found(_in_year(base, month, day), i, i + 1 + n)
        return None

    return SpanExtractor(find, "date", "a day")


# A public holiday by its name is a day ("hours on memorial day?", "can i collect on boxing day"): those on a
# fixed date, and those on a weekday of their month (the Nth, or the last: -1); thanksgiving as the US keeps it.
# Not the season ("over christmas", "christmas hours"): only the day said in full.
_FIXED_HOLIDAYS = {"christmas day": (12, 25), "christmas eve": (12, 24), "boxing day": (12, 26), "new year's day": (1, 1),
                   "new years day": (1, 1), "new year's eve": (12, 31), "new years eve": (12, 31), "canada day": (7, 1),
                   "independence day": (7, 4), "halloween": (10, 31), "valentine's day": (2, 14)}
_WEEKDAY_HOLIDAYS = {"memorial day": (5, 0, -1), "labor day": (9, 0, 1), "labour day": (9, 0, 1), "thanksgiving": (11, 3, 4),
                     "martin luther king day": (1, 0, 3), "presidents day": (2, 0, 3), "presidents' day": (2, 0, 3)}


def _nth_weekday(year: int, month: int, weekday: int, nth: int) -> dt.date:
    if nth > 0:
        first = dt.date(year, month, 1)
        return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (nth - 1))
    last = dt.date(year + month // 12, month % 12 + 1, 1) - dt.timedelta(days=1)
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


def _holiday(tokens: Sequence[str], i: int, base: dt.date) -> Found | None:
    """A holiday named at tokens[i] ("memorial day", "thanksgiving"), as the next such day, or None."""
    for n in range(min(4, len(tokens) - i), 0, -1):
        name = " ".join(tokens[i : i + n])
        if name in _FIXED_HOLIDAYS:
            return Found(_in_year(base, *_FIXED_HOLIDAYS[name]), i, i + n)
        if name in _WEEKDAY_HOLIDAYS:
            month, weekday, nth = _WEEKDAY_HOLIDAYS[name]
            day = _nth_weekday(base.year, month, weekday, nth)
            day = day if day >= base else _nth_weekday(base.year + 1, month, weekday, nth)
            return Found(day.isoformat(), i, i + n)
    return None


def _in_year(base: dt.date, month: int, day: int) -> str:
    year = base.year if (month, day) >= (base.month, base.day) else base.year + 1
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return f"{year:04d}-{month:02d}-{day:02d}"  # "the 31st of June": kept as said


HOURS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_MINUTES = {"oh five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
            "forty five": 45, "fifty": 50, "twenty five": 25, "thirty five": 35, "fifty five": 55}


def time_of_day() -> SpanExtractor:
    """A clock time as 'HH:MM': 'at 3' -> '15:00' (1 to 7 without am/pm are afternoon hours,
    as callers booking by phone mean them), '3 pm', '10 am', '3:30', 'three thirty', 'half
    past two', 'quarter to five', 'noon', '10 in the morning'."""

    def find(text: str) -> Found | None:
        folded = re.sub(r"\b(\d{1,2}):(\d{2})\b", r"\1 colon \2", fold(text))
        folded = re.sub(r"\b(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)", lambda m: f"{m.group(1)} {m.group(2).replace('.', '')}", folded)
        tokens = words(folded)
        for i, t in enumerate(tokens):
            if t in ("noon", "midday"):
                return Found("12:00", i, i + 1)
            if t in ("half", "quarter") and tokens[i + 1 : i + 2] in (["past"], ["to"]):
                hour, n = _hour(tokens, i + 2)
                if n:
                    minutes = 30 if t == "half" else 15
                    if tokens[i + 1] == "to":
                        hour, minutes = hour - 1, 60 - minutes
                    return _clock(tokens, i, i + 2 + n, hour, minutes)
            hour, n = _hour(tokens, i)
            if not n or not ((i and tokens[i - 1] in ("at", "around", "about", "by")) or _meridiem(tokens, i + n)
                             or tokens[i + n : i + n + 1] == ["colon"]):
                continue
            j, minutes = i + n, 0
            if tokens[j : j + 1] == ["colon"] and j + 1 < len(tokens) and tokens[j + 1].isdigit():
                minutes, j = int(tokens[j + 1]), j + 2
            else:
                for phrase, value in sorted(_MINUTES.items(), key=lambda kv: -len(kv[0])):
                    parts = phrase.split()
                    if tokens[j : j + len(parts)] == parts:
                        minutes, j = value, j + len(parts)
                        break
            return _clock(tokens, i - 1 if tokens[i - 1] in ("at", "around", "about", "by") else i, j, hour, minutes)
        return None

    return SpanExtractor(find, "time", "a time")


def _hour(tokens: Sequence[str], i: int) -> tuple[int, int]:
    t = tokens[i] if i < len(tokens) else ""
    if t.isdigit() and 1 <= int(t) <= 12:
        return int(t), 1
    if t in HOURS:
        return HOURS[t], 1
    return 0, 0


def _meridiem(tokens: Sequence[str], j: int) -> str:
    nxt = " ".join(tokens[j : j + 3])
    if tokens[j : j + 1] in (["pm"], ["p"]) or nxt.startswith(("in the afternoon", "in the evening", "at night")):
        return "pm"
    if tokens[j : j + 1] in (["am"], ["a"]) or nxt.startswith("in the morning"):
        return "am"
    return ""


def _clock(tokens: Sequence[str], start: int, end: int, hour: int, minutes: int) -> Found:
    meridiem = _meridiem(tokens, end)
    if meridiem == "pm" and hour < 12:
        hour += 12
    elif meridiem == "am" and hour == 12:
        hour = 0
    elif not meridiem and 1 <= hour <= 7:
        hour += 12
    if meridiem:
        end += 1 if tokens[end] in ("pm", "am", "p", "a") else 3
    return Found(f"{hour:02d}:{minutes:02d}", max(start, 0), end)
