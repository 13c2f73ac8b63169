"""Plain English said in a hurry, as tradespeople on the job say it: "take his pulse" is the service done ("check"), "me
nephew wants ..." opening the turn is "my nephew", the caller's trade beside the name is read past, "..., would you
believe it" closing the turn is wonder, no asking, "do the wife's statins while i'm on" bids them sorted, "bin all
the bookings", "wants them binned" and "pulling her repeat order" call the held things off, "..., she's sorted"
closing the turn is "fine", "or is that not done yet" asks whether it is ready, "are your doors still open" asks
whether the place is, "..., will someone be there" closing the turn asks whether it is open then, "to what time are
you guys there" asks how late it is open, "is our foreman still on for ..." asks
whether he is booked, "a reference for her on the paris flight" is the booking's reference, and "are they sitting on
the shelf waiting" asks whether someone's thing is ready. Read by `dialect.standard`, last. Not "take his pressure
pills" (a medicine taken), "me and him want ..." (the subject), "it's a plumber i need" (a trade asked for), "would
you believe me if ..." (more after it), "do the flights stop in milan" (a question), "bin all the old tablets" (no
held thing), "pulling the seat forward", "is he sorted for friday" (asked), "is it done" alone, "your doors won't
open" (no asking), "are you there" (no time asked), "is it still on for friday" (no one named), "a reference for her
old boss", "are they on the shelf or out the back" (whether it is stocked).
"""

from __future__ import annotations

import re

from .resaid import resaid_all

_HELD = r"(?:seat|booking|reservation|ticket|flight|order|refill|prescription|repeat|place)s?"
_READINGS = (
    # "could you take me pulse", "can you take his temperature": measured, a service done to someone, not a thing
    # taken; not before what is taken for it ("take his pressure pills").
    (re.compile(r"\btake (?:me|my) (blood pressure|temperature|pulse|bloods)\b"
                r"(?! (?:tablets?|pills?|meds|medicines?|medication|capsules?|prescription|repeat|inhaler)\b)"),
     r"check my \1"),
    (re.compile(r"\btake (his|her|their|our|[a-z]+'s) (blood pressure|temperature|pulse|bloods)\b"
                r"(?! (?:tablets?|pills?|meds|medicines?|medication|capsules?|prescription|repeat|inhaler)\b)"),
     r"check \1 \2"),
    # "me nephew wants a seat", "me mum's been ringing": "me" opening the turn before one word and its verb is the
    # caller's own, "my", as the North says it (`dialect._asked` reads it after a verb opening a question; not "me and
    # him want ...": "me" said as the subject; nor a question passed on, "me dad wants to know ...", which `relay`
    # reads as said).
    (re.compile(r"^me (?=(?!and\b|or\b|too\b|again\b|myself\b|please\b)[a-z]+(?:'s| is| was| has| wants| needs"
                r"| wanted| needed)\b(?! to (?:know|ask|check)\b))"), "my "),
    # "it's dave hill, chippy, i need ...", "this is jo, the plumber, can you ...": the caller's trade said beside the
    # name is who they are, read past (not "it's a plumber i need": the trade asked for).
    (re.compile(r"^((?:it's|its|it is|this is) (?!the\b|a\b|an\b|my\b|your\b|our\b)[a-z']+(?: [a-z']+)?)"
                r" (?:the |your )?(?:sparky|sparks|chippy|chippie|brickie|plumber|electrician|joiner|roofer|plasterer"
                r"|labourer|builder|decorator|scaffolder|glazier)(?= (?:i|i'm|we|we're|can|could|i've|here)\b)"),
     r"\1"),
    # "my niece is off to university, would you believe": wonder closing what is told, no asking (not "would you
    # believe me if ...": more after it; nor the words alone).
    (re.compile(r"(?<=[a-z]) would (?:you|ya|ye) (?:ever )?believe(?: it)?$"), ""),
    # "do the wife's statins while i'm on", "do my inhaler please": "do" opening the turn before someone's thing, then
    # "while i'm on" or a please, bids it sorted (not "do the flights stop in milan": a question, no please).
    (re.compile(r"^do ((?:(?:the|my|our|his|her|their) )?[a-z]+'s (?:[a-z']+ ){0,2}?[a-z']+"
                r"|(?:my|our|his|her) (?:[a-z']+ ){0,2}?[a-z']+)"
                r" (?=while (?:i'm|i am|we're|we are|i'm still) on\b|please\b)"), r"sort \1 "),
    # "bin all the bookings", "bin both of our seats": the held things thrown away, each of them.
    (re.compile(r"\bbin (?=(?:every|all|both)(?: of)?(?: (?:the|my|our|his|her|their|them|those|these))?"
                r"(?: [a-z']+){0,2}? " + _HELD + r"\b)"), "cancel "),
    # "he wants it binned", "we'd like them binned": the thing named before wanted thrown away.
    (re.compile(r"\b((?:want|wants|wanted|like|have|get|need|needs) (?:it|them|that|those|the lot)) binned\b"),
     r"\1 cancelled"),
    # "she's pulling the repeat order", "we're pulling his seat": the held thing called off, under way (as "pull the
    # order" is, `cancels._REMOVE_THING`); not "pulling the van up", "pulling the seat forward".
    (re.compile(r"\bpulling (?=(?:the|my|our|his|her|their|that|[a-z]+'s) (?:[a-z']+ ){0,3}?" + _HELD
                + r"(?! (?:up|out|back|forward|down|over|in|into|round)\b))"), "cancelling "),
    # "..., she's sorted", "..., they're all sorted": someone else said to have what they need, closing the turn after
    # what is told, is "fine" (not "he's sorted the booking": a thing done; nor "is he sorted": asked).
    (re.compile(r"(?<=[a-z]) (he's|she's|they're) (?:all )?sorted$"), r" \1 fine"),
    # "..., or is that not done yet": whether the thing is ready, asked as the other way (not "is it done" alone).
    (re.compile(r"\bor (is it|are they|is that) not done(?= yet$|$)"), r"or \1 not ready"),
    # "are your doors still open at teatime", "will your doors be open at nine": the place, open (not the doors said
    # unlocked at an hour: left as said, the matcher reads the doors).
    (re.compile(r"\b(will|are|is|when are|when will) your doors(?= (?:still|be|still be|be still) open\b)"),
     r"\1 you"),
    # "..., will somebody still be there", "if we call in at midnight will someone be there": someone there at the hour
    # asked, closing the turn, is whether the place is open (not "will anybody be there to fetch us": more after it).
    (re.compile(r"\bwill (?:anyone|anybody|someone|somebody) (?:still )?be there(?= ?(?:then|at that time|by then)?$)"),
     "will you be open"),
    # "to what time are you guys there", "what time are you guys there until": how late the place is open.
    (re.compile(r"\b((?:till|until|to) what time are you) (?:lot |guys )?there\b"), r"\1 open"),
    (re.compile(r"\b(what time are you) (?:lot |guys )?there (till|until)$"), r"\1 open \2"),
    # "is our foreman still on for the belfast one", "are our twins all on for malaga": someone on the trip, booked (not
    # "is it still on for friday", "is the sale still on for ...": no one named).
    (re.compile(r"\b((?:is|are) (?!it\b|that\b|this\b|the\b|there\b|your\b)[a-z']+(?: [a-z']+){0,3}"
                r" (?:definitely|still|all|really|actually) )on for\b"), r"\1booked on"),
    # "a reference for her on the paris flight", "the reference for his seat": the booking's reference (not "a
    # reference for her old boss").
    (re.compile(r"\b(?<!booking )reference(?= (?:for (?:me|us|him|her|them) )?(?:on|for) (?:the|my|our|his|her|their)"
                r" (?:[a-z]+ )?(?:flight|trip|booking|seat|ticket)s?\b)"), "booking reference"),
    # "are they sitting on the shelf waiting", "is that on the shelf yet": someone's thing put out, ready (not "are they
    # on the shelf or out the back": whether the place stocks it).
    (re.compile(r"\b(is it|is that|are they|are those) (?:sat |sitting |waiting )?"
                r"on the shelf(?= (?:for (?:me|him|her|us|them|[a-z]+)|yet|waiting)\b)"), r"\1 ready"),
)


def site_talk(out: list[str]) -> list[str]:
    """`out` with English said in a hurry read as said plainly."""
    return resaid_all(out, _READINGS)
