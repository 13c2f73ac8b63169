"""Whom a thing is got for: "could you sort a seat for an associate on the friday one", "a place for one client on the
late flight". A person just after "for" (with "a", "an" or "one" between), a thing the agent acts on up to three words
before the "for", is the one it is for, a traveller or a patient, not someone the caller asks to be put through to
(`people.PeopleReader`: `_asked_for`, `_reached`, `_human`): "colleague" folds to "human" where the author's terms say
so, and read as one asked for it ends the words matched at the person, and a handoff is chosen. Not "hold out for a
human", "hold on for somebody" (no thing of the agent's before "for"), nor "a seat, and a person for the questions" (the
person before the "for"). Nor is the place a thing is had done at (`done_at`): "can i get my sugar tested at your
counter" asks for the test, not the one at the counter."""

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


# "have / get" something done ("tested", "measured", "checked", "taken"): what is had done, and where.
_CAUSED = frozenset("have has had having get gets got getting".split())
_PLACES = frozenset("counter counters desk till dispensary".split())
_DONE = frozenset("done taken seen given".split())


def done_at(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` of `tokens` is the place a thing is had done at: a place (`_PLACES`) after "at" and
    "your" or "the", a participle ("tested", `_DONE`) just before the "at", "have" or "get" up to six words before it
    ("can i get my sugar tested at your counter"; not "can i have someone at your counter": nothing had done)."""
    if k < 3 or tokens[k] not in _PLACES or tokens[k - 1] not in ("your", "the") or tokens[k - 2] != "at":
        return False
    done = tokens[k - 3]
    return (done.endswith("ed") or done in _DONE) and bool(_CAUSED.intersection(tokens[max(0, k - 9) : k - 4]))
