"""How things are back home, told: "in my town the chemist is where people meet", "in our country the chemist is where
everyone chats". A turn that opens with the caller's own place ("in / back in / back home in my / our village / town /
country / island ...") and goes on to say, in the present, what is so there is a remark: talking or meeting there in a
clause of "where / that" everybody, people or they do it asks for no one. A word of asking (a want, "can / could",
"please", a person asked for in so many words) keeps it a request: "in my town the pharmacist can explain it all, can
yours" asks. Read by `remarks.is_remark`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_HOME = re.compile(r"^(?:back )?(?:home )?in (?:my|our) (?:village|town|country|city|island|home town|hometown|region"
                   r"|family|culture|part of the world)(?: [a-z']+){2,}$")
# Present statements of what is so there, its verb said ("is", "are", "has", "have", "do", "does").
_SO_THERE = re.compile(r" (?:is|are|has|have|does|do)\b")
# "... where everybody talks", "... that people meet": what people do at a place, told of it.
_PLACE_OF = re.compile(r" (?:where|that) (?:everybody|everyone|people|the people|all|all the people|they|we|the old"
                       r" (?:men|women|people)|the (?:men|women)) (?:talk|talks|meet|meets|chat|chats|speak|speaks"
                       r"|come|comes|go|goes)\b")
_ASKING = re.compile(r"\b(?:please|pls|can|could|would|will|want|wanna|need|like|put|connect|transfer|book|order"
                     r"|refill|get|give|send|speak to|talk to|speak with|talk with)\b")


def home_told(tokens: Sequence[str]) -> bool:
    """Whether the words tell how things are back home (`_HOME`, a verb of being or having in the present), asking
    nothing (`_ASKING`, once what people do at a place, `_PLACE_OF`, is set aside)."""
    said = " ".join(tokens)
    if not _HOME.match(said) or not _SO_THERE.search(said):
        return False
    return not _ASKING.search(_PLACE_OF.sub(" there", said))
