"""Office English, said formally: "there's no requirement to ..." is "no need to", "... if you would be so kind"
closing the turn is "please", "anybody in authority" is "anybody senior", "did the x take" asks whether it went
through, someone's seat that "exists" or "is in place" is booked, "what's your latest" closing the turn asks how late
the place is open, the bare "switchboard" opening the turn is the operator asked for, "terminate it / them" is "cancel
it / them", "nothing we wish to ..." and "nothing to dig into" are nothing to do, "strike that" before "i mean" is a
word struck out, and "please have some more ready" orders more. Read by `dialect.standard`, last. Not "a requirement
to show id", "be so kind as to spell it" (a bidding that goes on), "did the tablets take long", "whether a booking
exists under ...", "what's the latest on my refill", "whoever's at the switchboard", "does the flight terminate in
leeds", "strike that booking", "please have it ready".
"""

from __future__ import annotations

import re

from .resaid import resaid_all

_WHOSE = r"(?:the|my|our|his|her|their|this|that|(?:[a-z]+ ){0,2}[a-z]+'s)"
_OWNED = r"(?:my|our|his|her|their|[a-z]+'s)"
_READINGS = (
    # "there's no requirement to put me through", "no necessity for a callback": no need.
    (re.compile(r"\bno (?:requirement|necessity) (?=(?:to|for)\b)"), "no need "),
    # "we've nothing we wish to order", "nothing to dig into for him": nothing to do, as "nothing to book" is.
    (re.compile(r"\bnothing (?:i|we) wish to\b"), "nothing to"),
    (re.compile(r"\bnothing to (?:look|dig|go) into\b"), "nothing to check"),
    # "renew, strike that, rather reorder ...": the word struck out before the one meant ("i mean / rather / make
    # that"), a correction; "strike that" alone, or before the thing ("strike that booking"), is left a cancel.
    (re.compile(r"\bstrike that (?=(?:i mean|rather|make that|i should say)\b)"), ""),
    # "please have some more ready for friday": more of it asked to be made up, a refill bidden, not asked after.
    (re.compile(r"\b(please )have (?:some )?more ready\b"), r"\1order some more"),
    # "the manager, if you would be so kind": closing the turn, a please.
    (re.compile(r"\bif (?:you'd|you would|you will|you'll) be so (?:good|kind)$"), "please"),
    # "i'd like somebody in authority": one senior.
    (re.compile(r"\b(someone|somebody|anyone|anybody|a person) in authority\b"), r"\1 senior"),
    # "did my lagos booking take": whether it went through, closing the turn or before a clause of the caller's (not
    # "did the tablets take long", nor "did the nurse say to take": one told to take a thing).
    (re.compile(r"\b(did " + _WHOSE + r"(?: (?!(?:to|say|said|tell|told|want|wants|i|you|he|she|we|they|me|him|her"
                r"|us|them)\b)[a-z']+){1,3}) take(?=$| (?:i|i've|i'm|we|we've|we're|there's|nothing)\b)"),
     r"\1 go through"),
    # "whether his seat exists", "our booking is in place": someone's, held, booked ("whether a reservation
    # exists under ..." is left: whether there is one at all).
    (re.compile(r"\b(" + _OWNED + r"(?: [a-z']+){0,2} (?:seat|booking|reservation|ticket|place))"
                r" (?:still )?(?:exists|is in place)\b"), r"\1 is booked"),
    (re.compile(r"\b(" + _OWNED + r"(?: [a-z']+){0,2} (?:seats|bookings|reservations|tickets|places))"
                r" (?:still )?(?:exist|are in place)\b"), r"\1 are booked"),
    # "saturdays, what is your latest": how late the place is open, closing the turn.
    (re.compile(r"\b(?:what's|whats|what is) your latest$"), "how late are you open"),
    # "switchboard, somebody real": the operator named, opening the turn before whom or a please, or alone.
    (re.compile(r"^(?:the )?switchboard(?= (?:a|an|someone|somebody|please)\b|$)"), "operator"),
    # "the oslo seats, terminate them": "it / them", the thing named before, called off (the thing named with it,
    # "terminate my booking", is left to the matcher's nearness to cancelling; nor a flight that terminates somewhere).
    (re.compile(r"\bterminate(?= (?:it|them)\b)"), "cancel"),
)


def formal(out: list[str]) -> list[str]:
    """`out` with office English, said formally, read as said plainly."""
    return resaid_all(out, _READINGS)
