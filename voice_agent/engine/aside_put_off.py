"""Another matter of the caller's own put off: "renew her inhaler please, and i'd a query about my own eye drops but
it can wait", "book him the friday one, there's something else too but that can keep": the caller names a second
matter of their own and lets it wait; what they asked before stands, nothing of it refused.
`disclaimed.disclaimed` takes the put-off matter out before a refusal is looked for (`waiting.WAITS_FIRST` would
read its "that one can wait" as the whole call put off)."""

from __future__ import annotations

import re

from .gate import gated

# A question, query or other thing of the caller's own ("i had a question about ...", "there's another thing"), then
# "but" and "that / it can wait / keep"; not the thing asked for put off ("the refill can wait till friday", "that
# can wait" alone: the request itself put off).
_OWN_MATTER = (r"(?:(?:i|we) (?:had|have|'ve got|also had|also have|wanted to ask)|(?:i'd|we'd|i've|we've)(?: got)?"
               r"|there's|there is|there was)")
_PUT_OFF = gated(re.compile(r"\b(?:and |also )?" + _OWN_MATTER + r" (?:a|another|one more|something|some other|an"
                                                                 r" other)"
                            r" ?(?:question|query|thing|matter|else|bit)?(?: [a-z']+){0,8}? but (?:that|it|this|those)"
                            r" (?:can|will|could) (?:wait|keep)\b"))


def aside_put_off_removed(said: str) -> str:
    """`said` without another matter of the caller's own and its putting off (`_PUT_OFF`)."""
    return _PUT_OFF.sub(" ", said)
