"""A misgiving overruled: "i'm not happy about her going on her own, but it's her call, book her the nine o'clock",
"we weren't sure about the long flight but it's grandad's choice": the caller's own doubt, then the choice said to be
someone else's. The doubt refuses nothing (the one it belongs to has chosen); `disclaimed.disclaimed` takes it out
before a refusal is looked for, and what follows is read as ever."""

from __future__ import annotations

import re

from .gate import gated

# The caller's "not keen / happy / sure / thrilled" (or "don't like"), anything, then "but" and the choice given to
# someone else ("it's her call", "that's her choice", "it's up to them"); not the caller's own choice ("but it's
# my call": the doubt stands), nor a doubt with no "but" after it.
_DOUBT = (r"(?:(?:i'm|im|i am|we're|we are|i was|we were) not (?:too |that |very |really |at all )?"
          r"(?:keen|happy|sure|thrilled|comfortable|mad)|(?:i|we) (?:don't|dont|do not) (?:like|love))")
_THEIRS = (r"(?:it's|its|it is|that's|thats|that is) (?:(?:his|her|their) (?:own )?|[a-z]+'s (?:own )?)"
           r"(?:decision|choice|call|life|business|money)|(?:it's|its|it is) up to (?:him|her|them)")
_OVERRULED = gated(re.compile(r"\b" + _DOUBT + r"\b(?: [a-z']+){0,12}? but " + _THEIRS + r"\b"))


def overruled_removed(said: str) -> str:
    """`said` without the caller's misgiving given up to someone else's choice (`_OVERRULED`)."""
    return _OVERRULED.sub(" ", said)
