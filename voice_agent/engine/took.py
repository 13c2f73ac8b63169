"""Whether it took: "the screen froze after i paid, did it take", "did the payment actually take or not". "Take" said
bare of the thing, closing its clause after "did", is whether the thing went through, as "did it go through" asks
(`done.asked_done` reads it in a clause after the story). Not "did the payment take long", "did the machine take my card" (a thing or a
while after it), nor "did they take" (people, who take things).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# "did" and the thing ("it", "that", or one named with "the" or a whose), maybe a word of doubt, "take" or "go in"
# closing the clause, or its other answer after it.
_TOOK = re.compile(r"^did (?:it|that|this|(?:the|my|our|his|her|their) (?:[a-z']+ ){0,4}?[a-z']+)"
                   r" (?:actually |really |even |definitely |properly )?(?:take|go in)"
                   r"(?: (?:or (?:not|no|what)|then|in the end|after all))?$")


def took(tokens: Sequence[str]) -> bool:
    """Whether the clause's words ask whether the thing took: "did the payment take", "did my booking go in or not"."""
    return _TOOK.match(" ".join(tokens)) is not None
