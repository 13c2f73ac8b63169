"""A thing asked about, named by what befell it: "can i get someone about the ferry we missed", "a
word regarding the seat we booked". After "about / regarding / concerning", the thing ("the / my / our ...") and a
clause of the caller's that names it ("(that) i lost / missed / booked ...") closing the turn tell nothing: the thing
is named, and what is asked around it is what the caller says. `acts.classify` reads no report there. A report told
in a clause of its own ("i lost my bag") or one going on after the thing ("... the flight i missed left without me") is
left.
"""

from __future__ import annotations

import re

NAMED_BY_FATE = re.compile(r" (?:about|regarding|concerning|re)(?: [a-z']+){0,6}? (?:the|my|our|that|this) [a-z]+"
                           r" (?:that |which )?(?:i|we) (?:lost|missed|had|booked|took|cancelled|changed) $")
