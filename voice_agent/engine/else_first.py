"""Nothing else first: "i don't need anything else, just tell me, is the rome one done", "we don't want anything more,
has it gone through". Wanting nothing else, said first, bounds the call to the question that follows in a clause of
its own; it refuses none of the agent's things. `asking.planned_first` hands `acts.classify` what follows.
Not "i don't need anything else, thanks" (nothing asked after it: a goodbye), nor "..., book me on it" (no question).
Said last ("is the rome one done, not asking for anything more"), it bounds the call the same and refuses nothing
(`NOTHING_ELSE_LAST`, taken out by `refusals.not_refusing`).
"""

from __future__ import annotations

import re

from .gate import gated

_NOTHING_ELSE = re.compile(r"^(?:(?:no|nah|look|listen|honestly|right|ok|okay|well) )*(?:i|we) (?:don't|dont|do not) "
                           r"(?:need|want) (?:anything|owt) (?:else|more)(?: (?:thanks|thank you|ta))?\s*[,.;!?]+(.+)$",
                           re.DOTALL)
# The question that closes the turn: a clause opening with a word of asking.
_ASKED_LAST = re.compile(r"(?:^|[,.;!?])\s*(?:(?:just|so|but|only|and) )?(?:is|are|has|have|did|was|were|do|does"
                         r"|what|what's|when|where|how|which|can|could|will|would)\b[^,.;!?]*[,.;!?\s]*$")


def nothing_else_first(text: str) -> str:
    """What follows a wish for nothing else said first, when it closes on a question (`_ASKED_LAST`), or ""."""
    found = _NOTHING_ELSE.match(text.lower().strip())
    return found.group(1) if found and _ASKED_LAST.search(found.group(1)) else ""


# "has the oslo seat gone through, i'm not asking for anything more": wanting nothing more, closing a turn with words
# before it, refuses none of the agent's things. Alone ("i want nothing more") it is left.
NOTHING_ELSE_LAST = gated(re.compile(r"(?<=[a-z0-9'])(?<!\bi am)(?<!\bi'm)(?<!\bim)(?<!\bwe're)(?<!\bwe are)"
                                     r" (?:(?:and|but|just|so) )?(?:(?:i'm|im|i am|we're|we are) )?not "
                                     r"(?:asking|looking) (?:for|about) (?:anything|owt) (?:else|more)"
                                     r"(?: (?:than that|thanks|thank you))? ?$"))
