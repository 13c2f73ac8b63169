"""A held thing asked whether it "came good": "did my seat come good", "has the oslo booking come good yet" ask whether
it went through, as British and Irish English say a thing worked out ("come good" read "come through", which
`naming.DONE_WORDS` reads as done). Only after "did / has / have / had" and a held thing, a trip or "it / that /
they" at most four words later; "did the weather come good" (no held thing) is left. A held thing asked whether it
"stuck" ("did it stick", "has the booking stuck") is read the same; stuck to or on something ("did it stick to the
case") is left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

_HELD = r"(?:it|that|they|one|(?:flight|trip|seat|ticket|booking|reservation|order|refill|repeat|prescription)s?)"
_CAME_GOOD = re.compile(r"\b((?:did|has|have|had)(?: [a-z']+){0,4} " + _HELD + r") (?:come|came) good\b")
_STUCK = re.compile(r"\b((?:did|has|have|had)(?: [a-z']+){0,4} " + _HELD + r") (?:stick|stuck)\b"
                    r"(?! (?:to|on|onto|in|into|with|out|around|together|up|down|by|at|for)\b)")


def came_good(out: list[str]) -> list[str]:
    """`out` with a held thing's "come good" or "stick" after "did / has / have" read "come through"."""
    return resaid(resaid(out, _CAME_GOOD, r"\1 come through"), _STUCK, r"\1 come through")
