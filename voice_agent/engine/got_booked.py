"""A booking held said plainly. A flight said held by "got ... booked": "i've got the oslo one booked", "we have got
our friday flight booked" is the caller's booking of it ("i've got the oslo booking"), a thing held, so a seat, a meal
or a bag asked "on it" after it changes what is held and books nothing new. And "am i in", "are we still in" closing
the turn is the caller asking whether they are booked ("am i booked"), as one is "in" on a list. Read by
`text.unstutter` on the words as written (after `ward_talk.ward_talk`). Not "get me the oslo one booked" (asked for),
"have you got the oslo one booked" (asked whether), "i've got a flight booked" (no flight of the agent's named: "the",
"my" ... before it), "is he in" (someone present) nor "am i in the right queue" (not closing the turn).
"""

from __future__ import annotations

import re

_GOT_BOOKED = re.compile(r"\b((?<!you )(?<!have )(?<!has )(?:i've|we've|ive|i have|we have|i|we|he's|she's|they've)"
                         r" (?:already )?got (?:the|my|our|his|her|their) (?:[a-z']+ ){0,2}?)(?:one|flight|trip)"
                         r" (?:booked|reserved)\b", re.IGNORECASE)
# "..., am i in", "are we both still in?": the caller asking whether they are on what they named, closing the turn.
_AM_I_IN = re.compile(r"\b(am i|are we|are we both)((?: still| definitely| actually)?) in(?=[?.! ]*$)", re.IGNORECASE)


def got_booked(text: str) -> str:
    """`text` with a flight said held by "got ... booked" read as the booking of it, "am i in" as "am i booked"."""
    read = _GOT_BOOKED.sub(r"\1booking", text) if "got" in text.lower() else text
    return _AM_I_IN.sub(r"\1\2 booked", read) if " in" in read.lower() else read
