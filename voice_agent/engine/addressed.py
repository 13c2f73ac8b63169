"""The agent's people addressed, not reached: "you people" (or "you guys", "you folks", and "you lot" as
`dialect.standard` reads it) straight before what they are said to be or do ("you people are hopeless", "you guys
never answer", "you folks lost it again"), as callers of West Africa and elsewhere speak to the company on the line.
The people there are the subject of a complaint, not someone the caller asks to be put through to: read by
`people.PeopleReader._reached` (through `people._earlier`) so a verb of reaching before them ("give me a refund, you
people are ...") reaches no one. Not "put me through to you people" nor "can i talk to you guys about it": nothing
said of them after.
"""

from __future__ import annotations

_YOU = frozenset("you".split())
_ADDRESSED = frozenset("people guys folks".split())
# What they are said to be or to do, straight after them: a form of "be" or "have", a modal, a negative, a word of
# how often, or a verb in the past of what they did.
_SAID_OF = frozenset("""are were have had do did don't didn't never always keep kept should can't cannot won't will
                     just really lost lose losing broke messed cancelled canceled charged""".split())


def you_addressed(tokens: list[str], k: int) -> bool:
    """Whether the people at `k` are the agent's addressed as "you ...", something said of them after (see above)."""
    said_of = bool(_SAID_OF.intersection(tokens[k + 1 : k + 2]))
    return k > 0 and tokens[k - 1] in _YOU and tokens[k] in _ADDRESSED and said_of
