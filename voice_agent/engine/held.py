"""A trip the caller (or someone they speak for) already holds, asked about or told about: "we're on
the KL 601 on friday and my son's passport is damaged, will they let him fly", "the crew on the
BA 117 last week were lovely". Its flight number names the flight held, never one asked for: such a
turn is a question or a report (acts.py), and its values lift no booking (evidence.py reads the act).
"""

from __future__ import annotations

import re

from voice_agent.engine.address import FILLERS, unaddressed
from voice_agent.engine.text import split_clauses, words

HELD_ASKED = "a question about a trip held"
HELD_TOLD = "a trip held, told about"

# "i'm on the ...", "we're booked on the ...", "my daughter's already on a ...": someone on the flight now.
_ON_IT = re.compile(r"\b(?:i'm|im|i am|we're|we are|he's|he is|she's|she is|they're|they are|[a-z]+'s)"
                    r"(?: (?:already|currently|still|booked|flying|travelling|traveling|due))* (?:on|onto) (?:the|a|an|my|our|his|her|their) ")
# "the crew on the a flight were ...", "i was on a flight last week": the flight travelled, told in the past.
_WAS_ON = re.compile(r"\b(?:crew|pilot|pilots|staff|attendants|stewards|stewardesses|service) (?:on|aboard) (?:the |my |our |that )?a flight\b"
                     r"(?: [a-z']+){0,6} (?:was|were)\b"
                     r"|\b(?:i|we|he|she|they) (?:was|were)(?: booked)? (?:on|aboard) (?:the |my |our |that )?a flight\b")
# The last clause asks what will become of it, of anyone but the agent: "..., will they let me board".
_WILL_THEY = re.compile(r"^(?:will|would|won't|wouldn't) (?:they|he|she|it|there|(?:the|my|our|his|her|their) [a-z']+) [a-z']+")
# ... or whether there is a thing, or what of it may be: "..., is there a fee for skis", "..., what size of bag can go on".
_THERE_OR_WHAT = re.compile(r"^(?:(?:is|are) there|(?:what|which|how)(?: [a-z']+){0,3} (?:can|could|will|would|is|are|do|does)) [a-z']+")
# "flying the a flight on sunday, ...", "bringing my skis on the a flight, ...": the caller's trip, opened
# with its going or what goes on it, the flight read out in the same clause.
_GOING_ON = re.compile(r"^(?:flying|travelling|traveling|bringing|taking|carrying)(?: [a-z']+){0,4}? (?:the |a |my |our )?a flight\b")

# "the flight we've got on the twelfth is two days too early", "our flight's on the wrong day": the caller's own flight,
# named without its number, then said to fall at the wrong time; a trip held, told of (nothing asked: acts.py checks).
_HOLDERS = r"(?:i've|ive|we've|weve|i|we|they've|they)"
_OWN_FLIGHT = r"(?:(?:my|our|his|her|their) flight|the flight " + _HOLDERS + r" (?:got|have|had|booked))"
_WRONG_TIME = r"(?:too (?:early|late|soon)|on the wrong (?:day|date|time|week))"
_ILL_TIMED = re.compile(r"\b" + _OWN_FLIGHT + r"(?:'s|s)?(?: [a-z']+){0,6}? " + _WRONG_TIME + r"\b")


def held_trip(text: str, plain: str) -> tuple[bool, str]:
    """Whether the turn asks (True) or tells (False) about a trip held, and the cue ("" when it does
    neither). `plain`: the masked words, padded with a space at both ends (a flight read out is "a flight");
    the caller asks for nothing else in the turn (acts.py checks that first)."""
    if _ILL_TIMED.search(plain):
        return False, HELD_TOLD
    if " a flight " not in plain:
        return False, ""
    clauses = [c for c in (" ".join(w for w in unaddressed(words(c)) if w not in FILLERS) for c in split_clauses(text)) if c]
    if len(clauses) > 1 and _WILL_THEY.match(clauses[-1]) and _ON_IT.search(plain):
        return True, HELD_ASKED
    if len(clauses) > 1 and _THERE_OR_WHAT.match(clauses[-1]) and (_ON_IT.search(plain) or _GOING_ON.match(plain.strip())):
        return True, HELD_ASKED
    if _WAS_ON.search(plain):
        return False, HELD_TOLD
    return False, ""
