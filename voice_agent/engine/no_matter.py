"""Whether a thing is so, said after a no not to matter to the caller: "no, whether it's been sent doesn't matter to me
now", "nah, if the seat's confirmed doesn't matter". The caller refuses the question the agent took up (whether the
thing is done, booked, ready): a no to it (`no_way.NO_WAY` reads it). Not without the no first ("whether it's the
aisle doesn't matter to me": a wish left open), nor with more asked after it ("..., just book it").
"""

from __future__ import annotations

# A no opening the turn, then "whether / if" and a clause of up to eight words, said not to matter, closing the turn.
NO_MATTER = (r"^ ?(?:(?:er|erm|um|uh|oh|ah) )?(?:no|nah|nope)(?: (?:thanks|thank you|ta|honestly|really))* "
             r"(?:whether|if) (?:[a-z']+ ){1,8}?(?:doesn't|doesnt|does not|don't|dont|do not) (?:really )?matter"
             r"(?: (?:to me|to us|now|tonight|today|anymore|any more|really|at all|honestly|thanks|thank you))* ?$")
