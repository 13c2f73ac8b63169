"""A worker named by the agent's own trade: "talk to the pharmacy doctor", "put me on to your airline
expert". A caller who lacks the author's word for the person ("pharmacist") names them by what they do or
are, qualified by the agent's own word; that is one of the agent's people, as "the pharmacy staff" is.
Not "my doctor" nor "the doctor" alone (someone else's, or no one of the agent's), and only where the
caller reaches for them ("talk to", "put me through to").
"""

from __future__ import annotations

from voice_agent.engine.naming import REACHING

# Words for a worker that are not among the people (`naming.PEOPLE`): what they are or do, said plainly. Not "man",
# "lady", "guy": said of anyone, not only of a worker; with them the whole check lost a turn.
WORKERS = frozenset("doctor doc nurse expert".split())
_WHOSE = frozenset("the your".split())  # the article or "your" before the agent's own word
# ... or the article left out, straight after the word of reaching: "we want talk to pharmacy doctor".
_ARTICLE_LEFT = frozenset("to with".split())
_DETERMINERS = frozenset("the a an your my our his her their this that any some".split())  # "check with the nurse"


def own_worker(tokens: list[str], own: frozenset[str]) -> list[str]:
    """`tokens` with a worker named by the agent's own word, after a word of reaching, read as "person"
    (one of the people): "i want talk to the pharmacy doctor" -> "... the pharmacy person"."""
    out = list(tokens)
    for k in range(2, len(tokens)):
        left = tokens[k - 2] in _ARTICLE_LEFT and tokens[k - 1] not in _DETERMINERS
        if (tokens[k] in WORKERS and tokens[k - 1] in own and (tokens[k - 2] in _WHOSE or left)
                and REACHING.intersection(tokens[max(0, k - 6) : k - 2])):
            out[k] = "person"
    return out
