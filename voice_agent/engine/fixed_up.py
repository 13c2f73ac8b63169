"""Fixed up, the American South's word for ready: "are they fixed up for tonight", "are my pills all fixed up yet"
ask whether the thing is done, as "is it ready" does. Only asked, "is / are" before the thing (it, them, or one named
with "the" or a whose) and "(all) fixed up" after it, closing the turn or before "for", "yet", "now" or "already"; not
"i need my name fixed up on the ticket" (a change wanted, not asked), nor "is the lift fixed up yet" said of anything
not the caller's (no "it" or whose). Read by `took.took_asked`, which `naming.asks_done` reads.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_FIXED_UP = re.compile(r"\b(?:is|are) (?:it|they|them|that|those|(?:my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,3})"
                       r" (?:all |already |still )?fixed up(?= (?:for|yet|now|already|by|today|ok|okay)\b|$)")


def fixed_up(tokens: Sequence[str]) -> bool:
    """Whether the words ask whether the thing is fixed up (ready): "are they fixed up for tonight"."""
    return _FIXED_UP.search(" ".join(tokens)) is not None
