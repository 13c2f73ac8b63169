"""The caller's own hours: "..., i don't knock off till four", "..., we don't get off work until half five", "..., i'm not out
of work before seven". When the caller is free, said with a "not" after what is asked, says why the time matters; it
refuses none of the agent's things and is taken out of the turn. Read by `restarts.repaired`. Only after other words
and closing the turn, and only of the caller's own work or day ending: "no, i don't finish it till june" is left."""

from __future__ import annotations

import re

_TIME = r"(?:[a-z0-9:']+(?: (?:o'clock|thirty|fifteen|forty five|past [a-z]+|to [a-z]+|am|pm|tonight|today|tomorrow))?|half [a-z]+|gone [a-z]+)"
_OWN_HOURS = re.compile(r"[\s,;.]+(?:but |and |cos |because |as )?(?:i|we)(?: don't| dont| do not|'m not|'re not| am not| are not) "
                        r"(?:finish|finishing|get off|getting off|get out|getting out|knock off|knocking off|clock off|leave|leaving|(?:be )?out of)"
                        r"(?: (?:work|the office|my shift|the shift|school))? (?:till|until|til|'til|before) " + _TIME
                        + r"(?: (?:today|tonight|tomorrow|on [a-z]+|that day))?[\s,.!?]*$", re.IGNORECASE)


def own_hours_past(text: str) -> str:
    """`text` without the caller's own hours closing it (`_OWN_HOURS`), when words come before them; else all of it."""
    found = _OWN_HOURS.search(text)
    return text[: found.start()] if found and text[: found.start()].strip() else text
