"""What is held sent far, to a place named: "could you ship my inhalers to canada", "courier mum's tablets to
manchester", "post them to spain for me". Shipping, couriering, posting or mailing the caller's (or someone's) thing,
or "it" / "them", to a place said by its name is the thing held had another way, a change the agent never makes (as
`changes._BROUGHT_TO` reads it brought to a person or "my / the" place); nothing is refilled. Read by
`changes.change_cue` as a part of `_BROUGHT_TO`. Not "send my refill to ..." nor "deliver ..." (those verbs may mean
the order put in), nor "post my repeat to be collected" (a verb after "to", no place).
"""

from __future__ import annotations

# The sending verbs of carrying a thing far, the thing, then "to" and a place's name (not a verb after "to").
SHIPPED_TO = (r"\b(?:ship|courier|post|mail) (?:it|them|(?:(?:my|our|his|her|their)(?: [a-z]+'s)?|[a-z]+'s|the|these"
              r"|those)(?: [a-z']+){1,2}) (?:over |out |abroad )?to (?!(?:be|get|collect|pick|have|go|see|make|me|us"
              r"|him|her|them|you|my|our|his|their|the|a|an)\b)[a-z]+\b")
