"""No one of the caller's side travelling: "no, none of us are flying now", "nah, nobody in the family's travelling
this year". Nobody of the household going says no to a booking, a no by its own words (read in `no_way.NO_WAY`);
the clause closes on the going, or on a while after it. Not "nobody's flying with me, can you book my son" (asked
after), nor "no one is going to meet him at the gate" (going to do something, not travelling)."""

from __future__ import annotations

# Nobody, none of the caller's side, or no one of a place of theirs ("in our flat", "from the family").
_NOBODY = (r"(?:nobody|no one|no-one|noone|none of us|neither of us)"
           r"(?: (?:in|from|of) (?:our|my|the) [a-z']+)?")
# ... then travelling, in the present said of them ("is", "are", the contraction), or "will be".
_TRAVELLING = (r"(?:'s| is| are|'re| will be|'ll be) (?:flying|travelling|traveling|going (?:away|anywhere|abroad))")
# ... closing the turn, a while or "after all" after it.
_WHILE = (r"(?: (?:this|next) (?:time|week|month|year|summer|winter|spring|autumn|[a-z]+day|[a-z]+)"
          r"| now| after all| anymore| any more| then| thanks| thank you| ta| sadly)*")
NONE_GOING = r"^ ?(?:(?:no|nah|nope|sadly|actually) )*" + _NOBODY + _TRAVELLING + _WHILE + r" ?$"
