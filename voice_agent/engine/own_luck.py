"""Chancing it alone: "nah, i'll take my chances at the desk", "no thanks, we'll try our luck on the
day". After a no, the caller says they will do without the service and risk it themselves; that is a
no to the thing offered or asked about, wherever the thing is named (`no_way.NO_WAY` reads it).
Not "i'll take my chances with the later flight, book me on it" (a request follows the chance taken).
"""

from __future__ import annotations

_NO_FIRST = r"\b(?:no|nah|nope)\b"
_OWN_VOICE = r"(?:i'll|ill|we'll|i will|we will|i'd rather|we'd rather|i'm going to|i'm gonna) (?:just |simply )?"
# Chances taken, luck tried or pushed: the idioms of risking it without help.
_CHANCING = r"(?:take|chance|risk|try|push) (?:my|our) (?:chances|luck)\b"
# Nothing after the chance asks for a thing ("..., so book me", "but can you ...").
_NOTHING_ASKED = r"(?!.*\b(?:book|get|put|find|can you|could you|would you|will you|please)\b)"
OWN_LUCK = _NO_FIRST + r".*\b" + _OWN_VOICE + _CHANCING + _NOTHING_ASKED
