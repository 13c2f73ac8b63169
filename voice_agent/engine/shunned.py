"""Shunning a thing: "i wouldn't touch that one with a bargepole", "we wouldn't go near it", "i'd not
be seen dead on that airline". Said of what the caller would never do with the thing, it is a no to
it, however the thing is named after it (`no_way.NO_WAY` reads it anywhere in the turn).
"""

from __future__ import annotations

_WOULD_NOT = r"(?:i|we|i'd|we'd|id) (?:just |really |honestly |personally )?(?:wouldn't|wouldnt|would not|would never|'d not|'d never|not|never)"
# Touched only with a long pole, gone near, seen dead on or in: the idioms of keeping well away.
SHUNNED = (r"\b" + _WOULD_NOT + r" (?:touch (?:[a-z']+ ){1,8}?with a (?:[a-z]+ ){0,2}(?:bargepole|barge pole|pole|stick)"
           r"|go (?:anywhere )?near|be seen dead (?:on|in|with))\b")
