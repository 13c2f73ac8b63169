"""A wish disowned as never said: "i never told you i needed anything", "we didn't say we wanted one", "i never said
anything about the refill". The caller denies having asked for the thing the agent took up; it is a no to it
(`no_way.NO_WAY` reads it anywhere in the turn). Not when the caller says what they did say or mean instead ("..., i
said the later one"): a correction, read as one.
"""

from __future__ import annotations

# Said, told or asked, denied of the caller, then the caller's own wanting or needing after it.
_DENIED = (r"(?:never|never once|never ever|didn't|didnt|did not) "
           r"(?:said|say|told (?:you|anyone|anybody)|tell (?:you|anyone|anybody)|mentioned|mention)")
_WANTING = r"(?:wanted|want|needed|need|was after|were after|would like|'d like|was wanting|were wanting)"
# ... and no saying or meaning after it ("i said", "i meant"): the one meant named instead.
# "no, we never said a word about the refill", "i didn't mention anything about the seat": the matter itself
# disowned as never raised, the same (not "the nurse never mentioned a word about it": not the caller).
# "i never said book me one": the bidding itself, quoted, denied, the same.
_BIDDING = r"(?:to )?(?:get|book|order|put|reserve|refill|find) (?:me|us)\b"
NEVER_SAID = (r"\b(?:i|we) " + _DENIED + r"(?:(?: that)? (?:i|we) " + _WANTING + "| " + _BIDDING
              + r"| (?:anything|a word|a thing|owt) (?:about|of|regarding))\b"
              r"(?!.*\b(?:i|we) (?:said|meant|asked for|told you|wanted)\b)")
