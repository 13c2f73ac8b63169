"""The place asked how long it is "there": "till when are you there on sundays", "how late are you there on fridays".
Asked with a word of time first, "are you there" asks whether the place is open then, "there" read "open", one word
for one. Not "hello, are you there" (the line checked: no word of time before it). Told, "you're there past nine" (an
hour after "past / till / until / after") asks the same, "there" read "open"; "you're there after the match" is left.
Read by `dialect.standard`."""

from __future__ import annotations

# "till when", "until when", "how late", "what time", "when": a word of time asking before "are you" (not "how long":
# on hold, it may ask how long the caller waits).
_TIME_ASKED = frozenset("when late time".split())
# What may follow "there": the turn's close, or a time or part of the day.
_THEN = frozenset("in on at till until tonight today tomorrow of this these after past".split())


# "you're there past nine", "you are there till ten": the hour told after a word of lasting.
_LASTING = frozenset("past till until after".split())
_HOURS = frozenset("one two three four five six seven eight nine ten eleven twelve midnight 6 7 8 9 10 11 12".split())


def open_till(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "there" of "are you there" asked with a word of time before it, or of "you're there"
    told with an hour after it."""
    if out[k] == "there" and k and (out[k - 1] in ("you're", "youre") or out[k - 2 : k] == ["you", "are"]) and \
            out[k + 1 : k + 2] and out[k + 1] in _LASTING and out[k + 2 : k + 3] and out[k + 2] in _HOURS:
        return True
    return out[k] == "there" and k >= 3 and out[k - 2 : k] == ["are", "you"] and \
        bool(_TIME_ASKED.intersection(out[max(0, k - 5) : k - 2])) and (k + 1 == len(out) or out[k + 1] in _THEN)
