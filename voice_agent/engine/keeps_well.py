"""Someone's own thing said to be fine or able to wait, after a no opening the turn: "nah, my dad's eye drops are
fine through the holidays", "no, her inhaler can wait, she's got a spare one", or kept as it is ("no, his patches
stay as they are, leave them alone"). Said of the caller's or another's thing (by "my", "our", "his", "her", "their"
or a name's possessive), with how long it lasts, why, and the agent told to let it be left optional, closing the
turn, it answers an offer of the thing with no need of it: a no by its own words (read in `no_way.NO_WAY`). Not
"no, the friday flight is fine" (the one chosen, named with "the"), nor "no, his inhaler is fine but can you refill
the cream" (more asked: the turn does not close on it)."""

from __future__ import annotations

# A no opening the turn, a hesitation or thanks around it ...
_NO = r"^ ?(?:(?:er|erm|um|uh|oh|ah|well) )?(?:no|nah|nope)(?: (?:thanks|thank you|ta))? "
# ... the thing, whose said first: "my drops", "our two inhalers", "mum's tablets", "my son's eye cream" ...
_WHOSE_THING = r"(?:(?:my|our|his|her|their) (?:[a-z]+'s )?|[a-z]+'s )(?:[a-z']+ ){0,1}?[a-z']+"
# ... fine as it is, or able to wait or keep ...
_KEEPS = (r" (?:(?:(?:is|are) )?(?:still |all |perfectly |totally |quite )?(?:fine|ok|okay|alright|all right)"
          r"|(?:can|will|could) (?:wait|keep|last)"
          # ... or kept as it is: "stays as it is", "can stay the same", "is staying put" ...
          r"|(?:(?:can|will|should) stay|stays?|(?:is|are) staying)"
          r" (?:as (?:it is|they are|is)|the same|put|unchanged))")
# ... for how long: "for now", "for the whole of the holiday", "till monday", "through august" ...
_SPAN = (r"(?: (?:for|till|until|through|over) (?:the (?:whole|rest) of )?(?:the |this |next )?"
         r"(?:[a-z']+ ){0,2}?[a-z']+)?")
# ... and why: an amount of it still in hand ("there's a new box", "he has heaps") ...
_IN_HAND = (r"(?: (?:there's|theres|there is|there are|(?:i|we|he|she|they) (?:still )?(?:have|has|have got|has got)"
            r"|(?:i've|we've|he's|she's|they've|ive) (?:still )?got) (?:still )?"
            r"(?:a|an|one|two|plenty|loads|lots|enough|half|most)(?: [a-z']+){0,4}?)?")
# ... the agent told to let it be ("just leave them be", "do not alter it") ...
_LET_BE = (r"(?: (?:(?:just )?leave (?:it|them|that) (?:alone|be)"
           r"|(?:don't|dont|do not) (?:touch|change|alter) (?:it|them|that|anything)))?")
# ... then thanks, closing the turn.
KEEPS_WELL = _NO + _WHOSE_THING + _KEEPS + _SPAN + _IN_HAND + _LET_BE + r"(?: (?:thanks|thank you|ta|cheers))* ?$"
