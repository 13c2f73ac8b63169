"""Whose the thing is, said after it with "for": "is the cream for amy cole there", "are the drops for my son in".
The thing put aside for someone named is theirs as much as "amy cole's patches" is, so asking whether it is there asks
whether it came in (read by `done.asked_done` beside "my" and a possessive). Not a person asked after ("is the
pharmacist for the clinic there", "is the driver for mum there"): someone there to talk to, no thing held.
Where it is held, said after "there" or "in" ("is it there at the front desk yet"), says no more than "there" does
(`there_at`), and the caller's own order of it told before ("we ordered the drops on monday, ...") makes "it" that
thing, as a call about it does (`ordered_it`).
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


# "is it there at the front desk yet", "are they in at the shop today": the place one collects from, said after "there"
# or "in", then up to a word of time closing the clause (not "is it there in the box", "is he in at the office": no
# place of collecting, and a person is read elsewhere).
_THERE_AT = re.compile(r" (?:there|in) (?:at|in) the (?:front )?(?:counter|desk|shop|store|pharmacy|chemist|chemists"
                       r"|branch|till)(?: (?:now|yet|today|already))?$")
# "we ordered the drops on monday", "i ordered her ear drops a while back": the caller's own order of the thing,
# "the" or one's own after "ordered" (not "i ordered online": no thing).
_ORDERED = re.compile(r"\b(?:i|we) (?:ordered|re-ordered|reordered) (?:my|our|his|her|their|the|[a-z]+'s) [a-z]")


def there_at(tokens: Sequence[str]) -> bool:
    """Whether a clause closes on the thing there or in at the place it is collected from ("is it in at the desk")."""
    return _THERE_AT.search(" " + " ".join(tokens)) is not None


def ordered_it(story: str) -> bool:
    """Whether the words before a question tell of the caller's own order of a thing ("i ordered the drops")."""
    return _ORDERED.search(story) is not None
