"""Whether a thing has come in ("is dai's inhaler in now", "has the prescription come in for derek foster", "the
inhaler from monday, is it in"), asked at the turn's start or in a clause of its own after the story; not whether a
person is in ("is the pharmacist in": one of a trade). A cue of `acts.classify` that takes the status check; split
from done.py (whether a thing is done), which was past 600 lines.
"""

from __future__ import annotations

import re
from itertools import pairwise

from voice_agent.engine.arrived_asked import arrived_asked
from voice_agent.engine.booked import clause_words
from voice_agent.engine.done import NOT_THINGS
from voice_agent.engine.naming import CAME_OF, VALIDITY_WORDS
from voice_agent.engine.text import HOUSEHOLD, SOMEONES

# "is dai's inhaler in now", "are my tablets in yet", "has the prescription come in": whether
# someone's thing has arrived is whether it is ready. Not "is the pharmacist in" (a person, no one's).
ARRIVED = "whether it has come in"

# "are mr hale's patches there for pickup, ...": there to be collected, someone's title before the name, the same.
_ARRIVED = re.compile(r"^(?:is|are|has|have) (?:(?:mr|mrs|ms|miss|dr) )?(?:my|me|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,4}"
                      r" (?:in|arrived|come in|came in|here|(?:there |in )?for (?:collection|pickup|pick up|pick-up))(?: (?:now|yet|already|today|for me))? $")
# "the doctor said it'd be with you by now, has the inhaler come in for derek foster": whether a
# thing has come in, in a clause of its own after the story, for whom said after it. "has" or
# "have" before it: a person is in, a thing comes in (not "has the pharmacist come in").
# "..., has his e ticket come out": a thing issued comes out or through, the same.
_COME_IN = re.compile(r"^(?:has|have) (?:the|that|this|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,3}"
                      r" (?:come in|came in|arrived|turned up|got here|got in|come out|come through)"
                      # "..., has my repeat arrived with you": where it came, the agent's place, the same.
                      r"(?: (?:with|to|at) (?:you|yours|your end|the (?:shop|pharmacy|chemist|branch|counter)))?"
                      r"(?: (?:now|yet|already|today))?(?: for(?: [a-z']+){1,3})?$"
                      # "i put the order in on monday, is it there for pick up": "it", the thing of the story, there to collect.
                      r"|^(?:is|are) (?:it|they|that|those) (?:there |in |here )?for (?:collection|collecting|pickup|pick up|pick-up)"
                      r"(?: (?:now|yet|already|today))?$"
                      # "the eye drops, are they in for her": there, in or here for whom it was ordered, the same.
                      r"|^(?:is|are) (?:it|they|that|those) (?:there|in|here)(?: (?:now|yet|already|today))? for(?: (?:me|us|him|her|them|(?:my|our) [a-z]+))?$"
                      # "the eye drops for dad, it arrive or not": "it" come in, the "has" left out and the verb bare, as callers whose
                      # first language is another ask it, its other answer closing the clause, the same.
                      r"|^(?:it|they) (?:arrive|arrived|come in|came in) or not$"
                      # "rang on monday, has owt come of it": whether what was asked before came to anything (`naming.CAME_OF`).
                      r"|^(?:did|has|have) " + CAME_OF + r"(?: [a-z']+){0,4}$")

# "the inhaler from monday, is it in": "it", the thing of the story, there or in, bare, in a clause after it
# (not "they": people; not opening the turn, where "is it there for me" names nothing).
# "i phoned friday about my patches, has it turned up": "it" come in, asked with "has", the same; "did", the same.
_IT_IN = re.compile(r"^is it (?:there|in|here)(?: (?:now|yet|already|today))?$"
                    r"|^has it (?:arrived|come in|turned up|got in|got here)(?: (?:now|yet|already|today))?$"
                    # "the patches for mum, did it come from the clinic": "did" asked of it, or where it was sent from.
                    r"|^did it (?:arrive|come in|turn up)(?: (?:now|yet|already|today))?$"
                    r"|^(?:did|has) it (?:arrived?|come|came) from the (?:surgery|doctor's|doctors|gp|gp's|clinic"
                    r"|hospital|practice|health centre|health center|wholesaler|warehouse|depot)"
                    r"(?: (?:now|yet|already|today))?$")

# "from the surgery arrived the prescription for mum?", "is arrived the inhaler?": the verb before the thing, as an
# Italian or Greek speaker asks whether it came, from where said first (not a person: "arrived the doctor", of a trade).
_VERB_FIRST = re.compile(r"^(?:from the [a-z]+ )?(?:(?:is|it is|has|it has) )?(?:already |finally )?"
                         r"(?:arrived|came|come|came in|come in)"
                         r" (?:the|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,5}$")


def _of_trade_after_verb(words: list[str]) -> bool:
    """Whether what came, the words after the verb of `_VERB_FIRST`, is one of a trade (from where may be one)."""
    at = next((i for i, w in enumerate(words) if w in ("arrived", "came", "come")), 0)
    return any(map(_TRADE.match, words[at + 1:]))


# "you promised friday for my patches, are they there": "they" there or in, bare, right after a clause closing on
# a thing in the plural, named with "the" or whose; "they" is that thing (not "the pharmacists, are they in" nor
# "my kids, are they there": people).
_THEY_IN = re.compile(r"^are they (?:there|in|here)(?: (?:now|yet|already|today))?$")
_PLURAL_THING = re.compile(r"\b(?:the|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){0,2} [a-z']+s$")


def _they_in(before: list[str], clause: list[str]) -> bool:
    """Whether `clause` asks whether the plural thing closing the clause `before` it came in (`_THEY_IN`)."""
    return bool(before and _THEY_IN.match(" ".join(clause)) and _PLURAL_THING.search(" ".join(before))
                and not NOT_THINGS.intersection(before[-3:]) and not any(map(_TRADE.match, before[-3:]))
                and not re.fullmatch(HOUSEHOLD + r"s?|parents|folks|girls|boys|guys", before[-1]))


def _came_in(clause: str) -> bool:
    """Whether a clause after the story asks whether the thing came (`_COME_IN`, `_MADE_IT`, `_IT_IN`)."""
    return bool(_COME_IN.match(clause) or _MADE_IT.match(clause) or _IT_IN.match(clause))

# "has the parcel come in for my husband": opening the turn, "the" thing come in is someone's when for whom is said after it.
# (The caller's "me" and "us" are taken out of the clause, leaving "for" last.)
_FOR_WHOM = re.compile(r" for(?: (?:me|us|him|her|them|(?:my|our|his|her|their) [a-z]+))?$")

# "my wife's passing at five, will her inhalers be in by then": whether it will have come in by a time, asked in a clause
# of its own, the same (not one of a trade: "will the pharmacist be in" asks whether one may speak to them).
_WILL_BE_IN = re.compile(r"^will (?:the|that|this|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,3} be (?:in|here|arrived)"
                         r"(?: (?:by|for|on|before|in time for|in time)(?: [a-z']+){0,3}| (?:today|tomorrow|in time))?$")

# "sorry to chase, did the amlodipine ever turn up from the hospital", "did mum's inhaler make it across to
# you yet": whether it came, asked in the past after the story, from where and to whom after it, the same.
_MADE_IT = re.compile(r"^did (?:the|that|this|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,3}"
                      r" (?:ever |actually |finally )?(?:arrive|come in|come through|come over|turn up|get here|get to you|make it)"
                      # "did the eye drops come in for auntie bea": for whom it came said after it, the same.
                      r"(?: (?:over|across|in|through|here))?"
                      r"(?: (?:from|to|over|at|with|yet|today|for)(?: [a-z']+){0,5})?$")

# "just checking whether mum's tablets are in, ...": whether it has come in, asked in a statement's order, the same.
# "i'm ringing to see if the inhaler i ordered last week is in": why one rings said first, and the thing told by what was
# done with it (up to six words), the same. "my aunt keeps asking if her drops are in": someone the caller speaks for
# asking it, reported, asks it of the agent (a name after it, in a clause of its own, as said alone).
_WHETHER_IN = re.compile(r"^(?:(?:i'm|im|i am|we're|we are) (?:just )?(?:ringing|calling|phoning) "
                         r"|(?:(?:my|our) [a-z']+|he|she|they) (?:keeps|keep|kept|is|are|was|were|has been|have been) )?(?:(?:just|only) )?"
                         # "may i ask if dr lee's patches are ready for pickup": leave asked to ask it, formally,
                         # someone's title before the name, and the thing there to collect, the same.
                         r"(?:checking|wondering|asking|seeing|to see|to check|(?:may|might|could|can) (?:i|we) ask)"
                         r" (?:whether|if) (?:(?:mr|mrs|ms|miss|dr) )?(?:the|my|our|his|her|their|"
                         + SOMEONES + r")(?: [a-z']+){1,6} (?:is|are|has|have) (?:in|arrived|come in|got in|turned up"
                         r"|(?:available |ready |there )?for (?:collection|collecting|pickup|pick up))"
                         r"(?: (?:now|yet|already|today))?$"
                         # "just wondering if the inhaler's there for maud": "'s" for "is", and there (or here) for whom it is.
                         # "i just want to know if gran's inhaler's in": wanting to know it, whose by name, the same.
                         r"|^(?:(?:i|we) )?(?:(?:just|only) )?(?:checking|wondering|asking|seeing|to see|to check"
                         r"|(?:want|wanted|need|needed) to know) (?:whether|if)"
                         r" (?:the|my|our|his|her|their|" + SOMEONES + r")"
                         r"(?: [a-z']+){0,3} [a-z]+'s (?:in|there|here|arrived|come in)(?: (?:now|yet|already|today))?"
                         r"(?: for(?: [a-z']+){1,2})?$"
                         # "my son ask if his patches came", "my wife asks whether her cream arrived to you": the
                         # question passed on in the present (its "-s" dropped, as Hebrew and Arabic English may).
                         r"|^(?:my|our) [a-z']+ (?:ask|asks) (?:whether|if) (?:the|my|our|his|her|their)"
                         r"(?: [a-z']+){1,4} (?:(?:is|are|has|have) )?"
                         r"(?:in|arrived|come in|came|came in|got in|turned up)"
                         r"(?: (?:to you|to the pharmacy|to the shop|now|yet|already|today))?$")


# "just checking if the pharmacist is in", "whether the doctor's in today": one of a trade is a person; whether they are in
# is whether one may speak to them, not whether a thing has come in.
_TRADE = re.compile(r"^(?:[a-z]{4,}ists?|doctors?|nurses?|gps?|dispensers?)$")


def whether_in(text: str) -> bool:
    """Whether the thing has come in is asked in a statement's order in any clause (`_WHETHER_IN`), no one's arrival."""
    # ... "i" or "we" only in what was done with the thing ("the inhaler i ordered"): its subject opens with "the", "my" ...
    # ... "to you" closing it says where it came, no one's arrival ("... arrived to you").
    return any(_WHETHER_IN.match(" ".join(c))
               and not (NOT_THINGS - {"i", "we"}).intersection(c[:-2] if c[-2:] == ["to", "you"] else c)
               and not any(_TRADE.match(w) for w in c) for c in clause_words(text) if c)


# "has the cetirizine for jo come in": for whom said between the thing and its coming in, as if said after it; opening
# the turn, it says whose the thing is, as `_FOR_WHOM` does.
_WHOM_BETWEEN = re.compile(r"^((?:has|have) (?:the|that|this) [a-z']+(?: [a-z']+)?) (for(?: [a-z']+){1,3})"
                           r" (come in|arrived|turned up|got in|come through)$")
# "..., has the inhaler come in so i can grab it": why it is asked (to come for it) closing the clause, read past.
_SO_TO_COLLECT = re.compile(r"(?: so| so that)? (?:i|we|he|she|they) (?:can|could) (?:come (?:and |to )?|pop in "
                            r"(?:and |to )?)?(?:grab|collect|pick up|pick|get|fetch|come for)"
                            r" (?:it|them)(?: up)?(?: (?:today|now|later))?$")


def _thing_came(text: str) -> bool:
    """Whether "..., they came back from the depot or still?" asks it (`arrived_asked`), no one of a trade come."""
    thing = arrived_asked(text)
    return bool(thing) and not any(map(_TRADE.match, thing.split()))


def _plainly(clause: list[str]) -> list[str]:
    """A clause asking whether a thing came in, said as `_COME_IN` reads it (`_WHOM_BETWEEN`, `_SO_TO_COLLECT`)."""
    said = _SO_TO_COLLECT.sub("", " ".join(clause))
    return _WHOM_BETWEEN.sub(r"\1 \3 \2", said).split()


def arrived(lead: str, text: str) -> bool:
    """Whether the thing has come in is asked at the turn's start past a greeting (`lead`), or in a
    clause of its own after the story, no one's arrival ("has the inhaler come in for derek foster")."""
    # ... or asked in the turn's first clause: as a question ("has my inhaler come in, ...") or in the past
    # ("did my inhaler come in, ordered it monday"), the story after it.
    clauses = [_plainly(c) for c in clause_words(text)]
    first = next((c for c in clauses if c), [])
    # "is my licence from home valid here": "here" after whether it holds is where it holds (`naming.VALIDITY_WORDS`:
    # a rule), not where it came.
    first = [] if VALIDITY_WORDS.intersection(first) else first
    lead = "" if VALIDITY_WORDS.intersection(lead.split()) else lead
    return _ARRIVED.match(lead + " ") is not None or _ARRIVED.match(" ".join(first) + " ") is not None or any(
        _came_in(" ".join(c)) and not NOT_THINGS.intersection(c[1:4]) for c in clauses[1:] if c) \
        or any(_MADE_IT.match(" ".join(c)) and not NOT_THINGS.intersection(c[1:4]) for c in clauses[:1] if c) \
        or any(_COME_IN.match(re.sub(r" for$", "", " ".join(c))) and _FOR_WHOM.search(" ".join(c)) and not NOT_THINGS.intersection(c[1:4])
               and not any(map(_TRADE.match, c)) for c in clauses[:1] if c) \
        or any(_WHOM_BETWEEN.match(" ".join(c)) and not any(map(_TRADE.match, c))
               for c in clause_words(text)[:1] if c) \
        or any(_WILL_BE_IN.match(" ".join(c)) and not NOT_THINGS.intersection(c[1:5]) and not any(map(_TRADE.match, c))
               for c in clauses if c) \
        or any(_VERB_FIRST.match(" ".join(c)) and not _of_trade_after_verb(c) for c in clauses if c) \
        or any(_they_in(b, c) for b, c in pairwise(clauses)) or _thing_came(text)
