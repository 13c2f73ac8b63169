"""The caller's own hours: "..., i don't knock off till four", "..., we don't get off work until half five", "..., i'm not out
of work before seven", "..., we're not home until late". When the caller is free, said with a "not" after what is asked,
says why the time matters; it refuses none of the agent's things and is taken out of the turn. Read by
`restarts.repaired`. Only after other words and closing the turn, and only of the caller's own work or day ending, or
their being back or free: "no, i don't finish it till june" is left."""

from __future__ import annotations

import re

from voice_agent.engine.extract_dates import HOURS
from voice_agent.engine.story import ASKED

_TIME = r"(?:[a-z0-9:']+(?: (?:o'clock|thirty|fifteen|forty five|past [a-z]+|to [a-z]+|am|pm|tonight|today|tomorrow))?|half [a-z]+|gone [a-z]+)"
_OWN_HOURS = re.compile(r"[\s,;.]+(?:but |and |cos |because |as )?(?:i|we)(?: don't| dont| do not|'m not|'re not| am not| are not) "
                        r"(?:finish|finishing|get off|getting off|get out|getting out|knock off|knocking off"
                        r"|clock off|leave|leaving|(?:be )?out of"
                        # "..., we're not home until late", "i don't get back till six": back or free, the same.
                        r"|(?:be |get |getting )?(?:back|home|free)|around|about)"
                        r"(?: (?:work|the office|my shift|the shift|school))? (?:till|until|til|'til|before) " + _TIME
                        + r"(?: (?:today|tonight|tomorrow|on [a-z]+|that day))?[\s,.!?]*$", re.IGNORECASE)


# "the match runs till six, what time do you shut tonight", "i finish work at half eight, will you have closed by then":
# the caller's own hours said first, with a clock time, in a clause asking nothing; then the agent's own hours asked
# of "you". Not "i need it by friday, are you open saturday" (the first clause asks). What is asked is the hours; the
# caller's day says why and is left before it.
# The caller's time as a clock tells it ("till six", "at half eight"), not any word after "by" ("come by after work").
CLOCK = r"(?:half |quarter (?:past|to) )?(?:" + "|".join(HOURS) + r"|noon|midnight|[0-9][0-9:.]*)"
# A day alone is no day of the caller's ("sunday, do you open at all": the day the hours are asked for).
_OWN_DAY = r"^[^,;.?]*\b(?:till|until|at|from|by) " + CLOCK + r"\b[^,;.?]*[,;.]\s*"
_ASK_YOURS = r"(?:what time|when|how late|how early|will you|are you|do you|have you|would you)\b"
_OPEN_SHUT = r"\b(?:shut|shutting|close|closed|closing|open|opening|lock up|locking up|late night|late one)\b"
_HOURS_ASKED = re.compile(_ASK_YOURS + r"[^,;.]*" + _OPEN_SHUT, re.IGNORECASE)
_HOURS_AFTER_OWN = re.compile(_OWN_DAY + r"(?=" + _ASK_YOURS + r"[^,;.]*" + _OPEN_SHUT + r")", re.IGNORECASE)

# "till what time are you open, the match ends about ten": the agent's hours asked, then when the caller's event ends
# (a clock time), closing the turn: it says why and is taken out. Not "..., the shop ends at ten" (no event of the
# caller's).
_EVENT = r"(?:the )?(?:gig|match|game|show|concert|set|festival|shift|film|party|fixture|race|headliner)"
_EVENT_ENDS = re.compile(r"[,;.]\s*" + _EVENT + r"(?:'s| is)? (?:finishes|finish|ends|end|over|done|lets out|wraps up"
                         r"|kicks out) (?:at|around|about|by|after) " + CLOCK
                         + r"(?: (?:tonight|today|o'clock|ish))?[\s,.!?]*$", re.IGNORECASE)
# "if we get there for nine will the shop be open": the caller's coming told first, unpunctuated, before the hours
# asked of the place; a pause is put between them, so the question is a clause of its own (as with a comma). Only
# "will / would ... be open": "if we arrive by eight are you open" reads as said.
_IF_COME = re.compile(r"^(\s*if (?:i|we) (?:come|get|arrive|turn up|pop (?:in|down|round|over)|make it|head)\b"
                      r"[^,;.?]*?) (?=(?:will|would) (?:you|the (?:shop|pharmacy|chemist|place|counter)|it"
                      r"|anyone)(?: still)? (?:be )?(?:open|there|around|in)\b)", re.IGNORECASE)


def own_hours_past(text: str) -> str:
    """`text` without the caller's own hours closing it (`_OWN_HOURS`), when words come before them, or their event's
    end closing it after the hours asked (`_EVENT_ENDS`); else from the agent's hours asked after the caller's own
    (`_HOURS_AFTER_OWN`; the caller's coming told first parted from the hours by a pause, `_IF_COME`); else all
    of it."""
    found = _OWN_HOURS.search(text)
    if found and text[: found.start()].strip():
        return text[: found.start()]
    ends = _EVENT_ENDS.search(text)
    if ends and _HOURS_ASKED.search(text[: ends.start()]):
        return text[: ends.start()]
    text = _IF_COME.sub(r"\1, ", text)
    first = _HOURS_AFTER_OWN.search(text)
    if first and text[first.end() :].strip() and not ASKED.search(text[: first.end()]):  # the day asks nothing
        return text[first.end() :]
    return text
