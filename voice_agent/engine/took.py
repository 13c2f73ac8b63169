"""Whether it took: "the screen froze after i paid, did it take", "did the payment actually take or not". "Take" said
bare of the thing, closing its clause after "did", is whether the thing went through, as "did it go through" asks
(`done.asked_done` reads it in a clause after the story). Not "did the payment take long", "did the machine take my card" (a thing or a
while after it), nor "did they take" (people, who take things). "if the denver one took", "whether my booking ever
took": the held thing named, whether it took, closing the turn, asked (`took_if`; `naming.asks_done` reads both); not
"if the pill i took was right" (taken by someone), nor "if the flight took off" (what the plane did).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fixed_up import fixed_up

# "did" and the thing ("it", "that", or one named with "the" or a whose), maybe a word of doubt, "take" or "go in"
# closing the clause, or its other answer after it.
_TOOK = re.compile(r"^did (?:it|that|this|(?:the|my|our|his|her|their) (?:[a-z']+ ){0,4}?[a-z']+)"
                   r" (?:actually |really |even |definitely |properly )?(?:take|go in)"
                   r"(?: (?:or (?:not|no|what)|then|in the end|after all))?$")


def took(tokens: Sequence[str]) -> bool:
    """Whether the clause's words ask whether the thing took: "did the payment take", "did my booking go in or not"."""
    return _TOOK.match(" ".join(tokens)) is not None


# "if" or "whether", the held thing named ("the reno one", "my booking"), maybe a word of doubt, "took" closing the turn
# or its other answer after it.
_TOOK_IF = re.compile(r"\b(?:if|whether) (?:the|my|our|his|her|their|that|[a-z]+'s)(?: [a-z']+){0,2}"
                      r" (?:one|booking|reservation|order|seat|ticket|refill|repeat|flight|payment|prescription)s?"
                      r" (?:actually |really |ever |even |properly )?took"
                      r"(?: (?:or (?:not|no|what)|okay|ok|all right|alright))?$")


def took_if(tokens: Sequence[str]) -> bool:
    """Whether the words close on asking if the held thing took: "wondering whether the reno one took"."""
    return _TOOK_IF.search(" ".join(tokens)) is not None


def took_asked(tokens: Sequence[str]) -> bool:
    """Whether the words ask whether the thing took, bare ("did the reno one take") or after "if" (`took_if`); with
    "are they fixed up" (`fixed_up.fixed_up`), the South's word for ready; read by `naming.asks_done`."""
    return took(tokens) or took_if(tokens) or fixed_up(tokens)
