"""A worry for someone of the caller's told, not a refusal: "i don't want grandad walking over in the sleet", "we don't
want mum coming out so late" say why the caller rings (the thing fetched, sent or booked for them), and are read "would
hate mum coming out", as `head_cold` reads not wanting to catch a bug. Only of another ("her / him / them / mum / my dad
/ the kids ...") and only of a going about that tires or risks them (going, coming or heading out, walking, driving,
queuing, traipsing, trekking, hanging about): "i don't want him on that flight", "we don't want her going to rome after
all" and "i don't want to go out" are left. Read by `text.unstutter` on the words as written, so every rule and the
matcher read the turn so."""

from __future__ import annotations

import re

_WHO = (r"(?:her|him|them|mum|mom|dad|nan|gran|grandad|grandma|the kids|the children|(?:my|our) (?:[a-z]+ )?"
        r"(?:mum|mom|dad|nan|gran|grandad|grandma|grandpa|husband|wife|partner|son|daughter|kids|children|neighbour"
        r"|aunt|uncle|sister|brother))")
_ABOUT = (r"(?:going out|coming out|heading out|getting out|going over|coming over|coming in|coming down|walking"
          r"|driving|queuing|queueing|traipsing|trekking|hanging about|hanging around|waiting about|waiting around)\b")
_WORRIED = re.compile(r"\b(i|we) (?:don't|dont|do not) want (" + _WHO + r" " + _ABOUT + r")", re.IGNORECASE)


def worried_for(text: str) -> str:
    """`text` with not wanting someone of the caller's out and about read as a worry ("would hate mum coming out")."""
    return _WORRIED.sub(r"\1 would hate \2", text) if "want" in text.lower() else text
