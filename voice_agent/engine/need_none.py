"""Needing no one, or nothing, after a no: "no, i need nobody", "nah, we want no one, not even the manager"; or as the
whole turn ("we want nothing from you today"); no one else needed on the line, closing the turn.
A no opening the turn, then the caller (or the caller's side) needing or wanting none at all: a no to the thing
or person offered, whatever is listed after it (`no_way.NO_WAY` reads it), and no wanting of something else
instead (`needs_none`, read by `instead.asked_instead`). Not "no, i need nothing else" (the call closing:
nothing MORE), nor "i need nothing but the refill" (the one thing wanted, said after)."""

from __future__ import annotations

import re

from voice_agent.engine.text import words

# The caller (or the caller's side) as the one who needs, then needing or wanting none: nobody, no one, nothing, none.
_NONE = r"(?:i|we)(?: really| honestly| just)? (?:need|want) (?:nobody|no one|no-one|noone|nothing|none)\b"
# Not more of it ("nothing else", "no one more"), nor the one thing kept ("nothing but / except / apart from ...").
_NOT_KEPT = r"(?! (?:else|more|further|but|except|other|apart|besides|till|until|yet)\b)"
# The no said first, a hesitation before it, a word of thanks or insistence after it.
_NO_FIRST = r"^ ?(?:(?:er|erm|um|uh|oh) )?(?:no|nah|nope)(?: (?:no|nah|nope|thanks|ta|honestly|really))* "
# "no, there is no flight i want": no thing there that the caller wants or needs, the same said of the thing.
_NO_THING_WANTED = r"there(?: is|'s| are) no(?: [a-z']+){1,2} (?:that )?(?:i|we) (?:need|want)\b"
# "i require nothing from you today, no", "we want nothing at all": needing none said as the whole turn, the no (if
# any) after it. Not "i need nothing else" (the call closing), nor "i need nothing but ..." (the turn ends here).
_NONE_CLOSING = (r"(?:i|we)(?: really| honestly| just)? (?:need|want|require) (?:nothing|nobody|no one|no-one|noone)"
                 r"(?: at all| (?:from|off) you(?: lot| people| guys)?)?"
                 r"(?: (?:today|now|thanks|thank you|ta|this time))*")
_ALL_NONE = r"^ ?" + _NONE_CLOSING + r"(?: (?:no|nope|nah))* ?$"
# "nope, my aunt sorted the seats last week, we want nothing from you": a no first, why after it (a thing done by
# someone else, one's own plans), then needing none closing the turn. Not "no, i want the later one, i need nothing
# else" (nothing more), nor "no, ... we need nothing but the receipt" (the thing wanted).
_NO_WHY_NONE = _NO_FIRST + r"(?:[a-z']+ ){1,14}" + _NONE_CLOSING + " ?$"
# "..., no one else has to come on the phone", "nobody needs to get on the line, thanks": no one needed on the line,
# closing the turn, the caller content with whom they speak to. Not "why does nobody come on the line" (no need), nor
# "nobody needs to come on the line unless ..." (a condition after it).
_NO_ONE_ON = (r"\b(?:nobody|no one|no-one|noone)(?: else)? (?:needs|has|have|need) to (?:come|get|be put|go)"
              r" (?:on|onto) (?:the |this )?(?:line|phone|call)(?: (?:thanks|thank you|ta|really|honestly|now))* ?$")
# "nobody has to check my pills, leave the pharmacist alone", "no one needs to see our drops, really": no one needed to
# look the caller's own things over, closing the turn, or with the agent's people then let be after it. Not "nobody
# needs to look at it, just refill it" (a want after it), nor "why does nobody look at my pills" (no need).
_NO_ONE_LOOKS = (r"^ ?(?:(?:no|nah|nope|honestly|look) )*(?:nobody|no one|no-one|noone)(?: else)? (?:needs|has) to"
                 r" (?:look at|look over|see|check|go over|go through|examine|review) (?:my|our|his|her|their) [a-z']+"
                 r"(?: (?:honestly|really|thanks|thank you|ta|now))*"
                 r"(?: (?:just )?(?:leave|let) (?:the |your )?[a-z']+ (?:be|alone))? ?$")
NEED_NONE = (_NO_FIRST + "(?:" + _NONE + "|" + _NO_THING_WANTED + ")" + _NOT_KEPT + "|" + _ALL_NONE + "|" + _NO_ONE_ON
             + "|" + _NO_WHY_NONE
             + "|" + _NO_ONE_LOOKS)
# What follows a no, read alone: a joining word or a hesitation before the needing of none.
_NONE_ALONE = re.compile(r"^ ?(?:(?:so|but|and|just|well|um|uh|er|erm|actually|honestly) )*" + _NONE + _NOT_KEPT)


def needs_none(said: str) -> bool:
    """Whether `said` (the words after a no) needs or wants none at all: "i need nobody, not staff" -> True."""
    return _NONE_ALONE.match(" ".join(words(said))) is not None
