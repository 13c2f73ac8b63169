"""A no said to someone, as a clause of its own: "nah mate", "no sir", "nope love", "no po" (the Philippines' particle
of respect): the no and words of address (`address.ADDRESS`) and nothing else. Read by `acts.classify` where it cuts a
turn into clauses, so the clause is the no alone and the rules that read a no before which one is disowned ("nah mate,
not the late one") read it as they read "nah, not the late one". A no with more said in its clause ("no sir i want the
late one") is left as said.
"""

from __future__ import annotations

from .address import ADDRESS

_NOES = (["no"], ["nah"], ["nope"])


def bare_no(clause: list[str]) -> list[str]:
    """The clause's words, "no" (or "nah", "nope") alone when only words of address follow it."""
    if clause[:1] in _NOES and len(clause) > 1 and ADDRESS.issuperset(clause[1:]):
        return clause[:1]
    return clause
