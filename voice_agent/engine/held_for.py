"""Whose the thing is, said after it with "for": "is the cream for amy cole there", "are the drops for my son in".
The thing put aside for someone named is theirs as much as "amy cole's patches" is, so asking whether it is there asks
whether it came in (read by `done.asked_done` beside "my" and a possessive). Not a person asked after ("is the
pharmacist for the clinic there", "is the driver for mum there"): someone there to talk to, no thing held.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.bare_asked import WAITERS
from voice_agent.engine.naming import PEOPLE, SOMEONE

# "is the cream for amy cole there", "are the eye drops for my son in": "the", a thing in a word or two, "for" and
# a name or one of the caller's own (not "for the", "for a": what it is for, not whose).
_HELD_FOR = re.compile(r"^(?:is|are) the (?P<thing>[a-z']+(?: [a-z']+)?) (?:(?:there|in) )?for"
                       r" (?!(?:the|a|an|this|that|it)\b)[a-z]")
# "is the patches there for my gran", "are the drops in for tom kelly": there or in said before whose it is, a name or
# one's own in up to three words closing the clause (not the caller, "for us", nor a time, "in for a while").
_THERE_FOR = re.compile(r"^(?:is|are) the [a-z']+(?: [a-z']+)? (?:there|in) for"
                        r" (?!(?:the|a|an|this|that|it|me|us|you|him|her|them|now|ages|long|a while)\b)"
                        r"[a-z']+(?: [a-z']+){0,2}$")


def held_for(tokens: Sequence[str]) -> bool:
    """Whether a clause asks of a thing held for someone named after it ("is the cream for jo there")."""
    found = _HELD_FOR.match(" ".join(tokens))
    return found is not None and not (WAITERS | PEOPLE | SOMEONE).intersection(found.group("thing").split())


def there_for(tokens: Sequence[str]) -> bool:
    """Whether a clause asks whether a thing is there for someone named after it ("is the cream there for jo")."""
    return _THERE_FOR.match(" ".join(tokens)) is not None and held_for(tokens)
