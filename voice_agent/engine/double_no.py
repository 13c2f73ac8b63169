"""A want said with two nots: "it's not that i don't want it, i do, ...", "it's not that we don't need one, we do":
the second "not" is taken back by the first and the caller says so after it ("i do"). It refuses nothing
(`disclaimed.disclaimed` takes it out before a refusal is looked for). Not "it's not that i don't want it, it's
just too dear" (no "i do" after it: the reason for a no).
"""

from __future__ import annotations

import re

_NOT_THAT_NOT = re.compile(r"\b(?:it's|its|it is) not that (?:i|we) (?:don't|dont|do not) (?:want|need|fancy)"
                           r" (?:it|them|one|that|to [a-z']+)(?= (?:i|we) (?:really |definitely |honestly )?do\b)")


def double_no_removed(said: str) -> str:
    """`said` without a want said with two nots (`_NOT_THAT_NOT`); else as it was."""
    return _NOT_THAT_NOT.sub(" ", said, count=1)
