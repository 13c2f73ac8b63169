"""Praise of the talk itself: "nice to speak to someone so helpful, ...", "so lovely talking with a real person for
once, ...". The caller opens by praising the one already on the line; the person named there is the listener, not
one asked for, and what follows is what is asked. Read past in the words matched (`naming.without_courtesy`).
"""

from __future__ import annotations

import re

# The praise opening the turn: a word of liking, then talking with someone ("lovely to talk to", "nice speaking with").
_LIKED = (r"(?:(?:it's|its|it is|how|so|what a|really|ever so) )*"
          r"(?:lovely|nice|good|great|refreshing|a pleasure|a joy|a treat)")
_TALKING = r"(?:to |)(?:talk|talking|speak|speaking|chat|chatting|deal|dealing) (?:to|with)"
# Whom: anyone at all (folded to "human" where the author's terms say so), a real one, or "you".
_ANYONE = r"(?:(?:a |an )?(?:real |actual |proper |live )?(?:someone|somebody|person|human|one|you|an actual person))"
# How they are: "so polite", "as nice as you", "who listens", "for a change", said before the ask.
_HOW = r"(?: (?:so|this|that|as|who|that's|thats|who's|whos) [a-z']+(?: [a-z']+)??)?(?: for (?:a change|once))?"
PRAISED_TALK = re.compile(rf"^(?:(?:oh|ah|aw|well|ooh) )*{_LIKED} {_TALKING} {_ANYONE}{_HOW} ")


def without_praise(query: str) -> str:
    """`query` without the praise of the talk it opens with, when three words or more follow it."""
    praised = PRAISED_TALK.match(query)
    if praised and len(query[praised.end() :].split()) >= 3:
        return query[praised.end() :]
    return query
