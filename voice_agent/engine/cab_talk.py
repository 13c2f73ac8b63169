"""What drivers calling from the cab say of how they go and of what they carry, read as said plainly: another way of
going set aside for a flight ("..., instead of the crossing", "we're flying over to join the others instead", "don't
need the coach now, we'll fly", "not driving up there, so ...") is how the caller travels, no thing held changed or
refused, and is dropped; a thing added "as" a bag ("add my drum kit as another checked case") is the bag added; the
radio's "over" in a clause of its own closing the turn is dropped, and "pull it" in a clause of its own after the thing
named is "cancel it"; a question passed on in its own order after who asked it ("the gaffer asked me has the ... gone
through") is the question asked; and a flight going "straight through to" a place is direct.
Read by `text.unstutter` on the words as written (after `speaker_talk.woken`), so every rule, extractor and the
matcher read the turn so. Not "instead of the window seat" (a thing of the agent's), "we'll fly the earlier one
instead" (a held thing said between), "i don't need the train" alone (a refusal), "add my nephew onto our booking" (no
"as"), "hand it over" (no clause of its own), "pull it up", "he asked me did i want a seat" (nothing held asked
after) nor "put me straight through to a person" (a call put through).
"""

from __future__ import annotations

import re

from .resaid import substituted

# Ways of going that are not the agent's own: by sea, by rail, by road.
_WAYS = r"(?:ferry|ferries|boat|crossing|train|coach|bus|car|van|lorry|truck|eurostar|tunnel|shuttle)"
# Words that say a held thing, or a thing asked of the agent, between the flying and "instead": a change, left.
_HELD = (r"(?:you|your|it|them|one|ones|booking|flight|flights|seat|seats|ticket|tickets|reservation|order|can|could"
         r"|please|move|change|switch|put|book|cancel|earlier|later)")
_ASKS = r"(?:did|has|have|is|are|was|were|will)"
_WHOSE = r"(?:the|my|our|his|her|their|[a-z]+'s)"
_READINGS = (
    # "..., the 18:40 out of dublin instead of the crossing": another way of going set aside for a flight.
    # "instead of driving" only closing its clause ("deliver it instead of driving in for it" is left a change).
    (re.compile(r",?\s*\binstead of (?:(?:the|a|my|our|taking the|getting the) " + _WAYS
                + r"\b(?! (?:park|parking|hire|seat|seats)\b)|(?:driving|sailing)(?=\s*(?:[,.;!?]|$)))",
                re.IGNORECASE), ""),
    # "we're flying over to join the others instead": the caller's own way of going, however many words say where to.
    (re.compile(r"\b((?:i'm|im|i am|we're|we are|i'll|we'll|i will|we will) (?:just |now |probably )?(?:flying|fly)"
                r"(?: (?!" + _HELD + r"\b)[a-z']+){0,8}) instead\b", re.IGNORECASE), r"\1"),
    # "no, don't need the coach now, we'll fly ...": another way of going refused, flying said straight after.
    (re.compile(r"\b(?:(?:i|we) )?(?:don't|dont|do not) need (?:the|a) " + _WAYS
                + r"(?: this time| now| anymore| today)?[,.;]?\s+"
                r"(?=(?:so |just )?(?:i'll|we'll|i will|we will|i'm|we're) (?:just )?(?:fly|flying)\b)",
                re.IGNORECASE), ""),
    # "i'm not driving down to cardiff, so the friday flight (instead)": the road refused, what is asked after "so".
    (re.compile(r"\b(?:(?:i'm|im|i am|we're|we are) )?not (?:driving|taking the car|getting the " + _WAYS + r")"
                r"(?: up| down| over| out| back)?(?: to [a-z']+)?[,.;]?\s+(so (?!(?:i|we|you)\b)[^.;!?]*?)"
                r"(?:,? instead)?"
                r"(?=\s*[.!?]*\s*$)", re.IGNORECASE), r"\1"),
    # "add my drum kit as another checked case", "put the bike on as a second case": the bag it counts as, added.
    (re.compile(r"\b(add|put) (?:my|our|his|her|their|the|a|an) (?:[a-z']+ ){0,2}?[a-z']+ (?:on |in |down )?as"
                r" (an?|another|one) (?=(?:extra |additional |second |third |more )?(?:hold |checked |cabin )?"
                r"(?:bag|case|suitcase|item|piece)\b)", re.IGNORECASE), r"\1 \2 "),
    # "..., over": the radio's end of a message in a clause of its own closing the turn, whatever word ends the one
    # before (`forces.forces` reads it without the comma, and keeps it after "it" or a verb that takes it).
    (re.compile(r"[,;]\s*over(?: and out)?\s*[.!]*\s*$", re.IGNORECASE), ""),
    # "the oslo one for gran, pull it": the trade's "pull", said of the thing just named, in a clause of its own.
    (re.compile(r"(?<=[,.;!?] )pull (it|that|them)(?=\s*(?:[,.;!?]|$))", re.IGNORECASE), r"cancel \1"),
    # "anything straight through to perth", "does it fly straight through to lima": a flight with no change, direct (not
    # "put me straight through to a person": a call put through).
    (re.compile(r"\b(anything|something|a flight|flights|one|ones|fly|flying|flies|go|going|goes|service|services)"
                r" straight through (?=(?:to|into) )", re.IGNORECASE), r"\1 direct "),
    # "the gaffer asked me has the ... gone through": someone's question passed on in its own order, the question.
    (re.compile(r"(?:^|(?<=[,.;!?] ))(?:[a-z']+ ){1,6}?(?:(?:asked|was asking) (?:me|us)|wants to know|wanted to know)"
                r" (?=" + _ASKS + " " + _WHOSE + " )", re.IGNORECASE), ""),
)
_CLUES = ("instead", "not ", "need", " as ", "asked", "asking", "to know", "over", "pull", "straight through")


def cab_talk(text: str) -> str:
    """`text` with the cab's ways of saying how one goes and what one carries read as said plainly."""
    low = text.lower()
    if not any(clue in low for clue in _CLUES):
        return text
    read = substituted(text, _READINGS)
    return read if read.strip() else text
