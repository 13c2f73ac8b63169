"""Words that open or close a turn without asking anything: fillers, hellos and words of address
("nah mate", "hi po", "cheers love"). The rules of acts.py and done.py read the sentence without
them; split from acts.py so both can.
"""

from __future__ import annotations

from collections.abc import Sequence

from voice_agent.engine.refusals import _INTERJECTIONS

# Greetings are fillers too: "hiya, did that seat come through" asks like "did that seat ...".
_FILLERS = frozenset("um umm uh uhh er erm oh hi hello hey hiya howya howdy heya ok okay so well and yeah yes right "
                     "alright sorry excuse me please just hmm ah ja".split())

# "nah mate, no flights for me", "cheers love": a word of address after an interjection (or
# opening the sentence) says who is spoken to; the rules read the sentence without it.
# "po" is the Filipino English particle of respect ("hi po, is it ready").
_ADDRESS = frozenset("mate love dear pal buddy bud man dude bro sir madam maam ma'am hun darling boss chief friend guys "
                     "po".split())


def _unaddressed(tokens: Sequence[str]) -> list[str]:
    # ... or closing it ("am I on it or what, mate"), unless it is someone's ("with my mate").
    return [t for k, t in enumerate(tokens) if not (t in _ADDRESS and (
        k == 0 or tokens[k - 1] in _INTERJECTIONS or (k == len(tokens) - 1 and tokens[k - 1] not in _OWNERS)))]


_HELLOS = frozenset("hi hello hey hiya morning afternoon evening".split())
_OWNERS = frozenset("my our your his her their a an the this that".split())
