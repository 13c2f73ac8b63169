"""Whom a thing is got for: "could you sort a seat for an associate on the friday one", "a place for one client on the
late flight". A person just after "for" (with "a", "an" or "one" between), a thing the agent acts on up to three words
before the "for", is the one it is for, a traveller or a patient, not someone the caller asks to be put through to
(`people.PeopleReader`: `_asked_for`, `_reached`, `_human`): "colleague" folds to "human" where the author's terms say
so, and read as one asked for it ends the words matched at the person, and a handoff is chosen. Not "hold out for a
human", "hold on for somebody" (no thing of the agent's before "for"), nor "a seat, and a person for the questions" (the
person before the "for")."""

from __future__ import annotations

from voice_agent.engine.text import stem

# An article or "one" may stand between "for" and the person ("for an associate", "for one client"), or none.
_ONE = frozenset("a an one".split())


def served_at(tokens: list[str], k: int, acted_on: frozenset[str]) -> bool:
    """Whether the person at `k` of `tokens` is the one a thing is got for: "for" before them (`_ONE` between), and a
    thing of `acted_on` (the agent's things, stemmed) in the three words before the "for"."""
    at = k - 2 if k > 1 and tokens[k - 1] in _ONE else k - 1
    if at < 1 or tokens[at] != "for":
        return False
    return any(stem(w) in acted_on or stem(w[:-1]) in acted_on for w in tokens[max(0, at - 3) : at] if len(w) > 3)
