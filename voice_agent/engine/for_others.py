"""Refusals said for someone else: someone the caller speaks for has no need of the thing ("no, my
wife doesn't need a ticket", "he isn't flying after all"), read in the turn's first clause. Split
from refusals.py, which reads the caller's own."""

from __future__ import annotations

import re

from voice_agent.engine.extract_names import KIN
from voice_agent.engine.refusals import INTERJECTIONS
from voice_agent.engine.text import HOUSEHOLD, split_clauses, words

# Someone the caller speaks for not travelling (`_SOMEONE_ELSE_NOT`, `_NOT_GOING`): the no before it, the going, and
# what may close it ("..., after all", "..., and neither am i"), nothing asked after it.
_NO_FIRST = r"(?:(?:no|nah|nope|sorry|actually) )*"
_TRAVELLING = r"(?:flying|going|travelling|traveling|coming)"
# "she won't be travelling home", "our lad isn't coming back": home or back said of the going, the same.
_NOT_GOING_AFTER = (r"(?: (?:home|back(?: home)?))?"
                    r"(?: (?:with (?:you|us|them)|after all|any ?more|now|today|this time|then))*"
                    r"(?: (?:and )?(?:neither|nor) (?:am i|are we|me|us))?$")

# "no, my wife doesn't need a ticket", "he does not want the refill any more": someone the caller
# speaks for has no need of the thing. Not a condition ("if she doesn't need one ..."), a thing as
# the subject ("it doesn't need a form") nor a verb after ("she doesn't want to sit alone" asks).
_SOMEONE_ELSE_NOT = re.compile(r"(?<!\bif )(?<!\bunless )(?<!\bwhen )(?<!\bwhy )(?<!\bin case )"
                               r"\b(?!it\b|that\b|this\b|which\b|what\b|who\b|there\b)[a-z']+ (?:doesn't|doesnt|does not)"
                               r" (?:really |even |actually )?(?:need|want|require)\b(?! to\b)"
                               # "no, grandad won't be wanting his cream next month": the same, said ahead.
                               r"|(?<!\bif )(?<!\bunless )\b(?!it\b|that\b|this\b|which\b|what\b|who\b|there\b)[a-z']+"
                               r" (?:won't|wont|will not) be (?:wanting|needing|requiring)\b(?! to\b)"
                               # "no, my dad doesn't want to book anything today": the doing of it, with nothing as its object.
                               r"|\b(?!it\b|that\b|this\b|which\b|what\b|who\b|there\b)[a-z']+ (?:doesn't|doesnt|does not) (?:really |even |actually )?"
                               r"(?:need|want) to [a-z']+ (?:anything|any more|anymore|one|it|that)(?: (?:today|now|yet|this [a-z]+|after all|thanks))*$"
                               # "no, my mum doesn't want to be passed on": being put through to someone, not wanted, the same.
                               r"|\b(?!it\b|that\b|this\b|which\b|what\b|who\b|there\b)[a-z']+ (?:doesn't|doesnt|does not) (?:really |even |actually )?"
                               r"(?:want|need) to be (?:put through|transferred|connected|passed (?:on|over|through)|handed over)\b"
                               # "my nan doesn't want to travel after all", "he doesn't wish to fly now": the going
                               # itself not wanted, nothing after it but when (not "she doesn't want to fly alone").
                               r"|\b(?!it\b|that\b|this\b|which\b|what\b|who\b|there\b)[a-z']+"
                               r" (?:doesn't|doesnt|does not) (?:really |even |actually )?"
                               r"(?:want|need|wish|fancy) to (?:fly|travel|go|come)" + _NOT_GOING_AFTER +
                               # "no, no seats for the children", "nah, no repeat for the little one": "no" and the
                               # thing, for one of the household named with "the" (refusals.NO_THING reads "for my
                               # ..."), the clause closing on them or a while (not "no flights for the holidays").
                               r"|^(?:(?:no|nah|nope) )+[a-z']+(?: [a-z']+)? for the " + HOUSEHOLD
                               + r"(?: (?:today|this [a-z]+|for now|thanks|thank you|please))*$"
                               # "no, she's not flying with you", "he isn't going after all": someone the caller speaks
                               # for not travelling; the thing is not wanted for them.
                               r"|^" + _NO_FIRST + r"(?:(?:he's|she's|they're|he is|she is|they are) not|he isn't|she isn't"
                               r"|they aren't|he isnt|she isnt|they arent) " + _TRAVELLING + _NOT_GOING_AFTER +
                               # "no, my gran isn't up to flying yet", "she's not well enough to travel": someone the caller
                               # speaks for not yet fit to travel; the trip is not wanted for them now (not "..., so can you move it").
                               r"|^(?:(?:no|nah|nope|sorry|actually) )*(?:(?:he's|she's|they're|he is|she is|they are|(?:my|our) [a-z]+(?:'s| is| are)) not"
                               r"|(?:he|she|(?:my|our) [a-z]+) (?:isn't|isnt)|(?:they|(?:my|our) [a-z]+) (?:aren't|arent))"
                               r" (?:quite |really |yet )?(?:ready|up|fit|well enough|strong enough) (?:to|for) (?:fly|flying|travel|travelling|traveling"
                               r"|go|going|the (?:trip|flight|journey))(?: (?:yet|just yet|after all|now|this time|i'm afraid|sadly))*$"
                               # "no, she's not bothered about speaking with the pharmacist": no wish for the doing of it.
                               r"|^(?:(?:no|nah|nope|actually) )*(?:(?:he's|she's|they're|he is|she is|they are) not|he isn't|she isn't|they aren't)"
                               r" (?:really |too |that )?(?:bothered|fussed|interested|keen) (?:about|with|in|on) [a-z]+ing\b")


# "no, my sister won't be travelling", "our son isn't coming after all": someone named by kin, or said as going not to be,
# not travelling, with nothing asked after it (not "..., can i book just me": the caller's own trip asked).
# "no, the gaffer won't be travelling", "the apprentice won't be coming": one of the household or the crew named with
# "the", the same (not "the flight won't be going": no one named).
_CREW = r"(?:lad|lads|apprentice|apprentices|labourer|foreman|gaffer)"
_NOT_GOING = re.compile(r"^" + _NO_FIRST + r"(?:(?:he|she|they|(?:my|our) [a-z]+|the (?:" + HOUSEHOLD + "|" + _CREW
                        + r")) (?:won't|wont|will not) be"
                        r"|(?:my|our) [a-z]+ (?:isn't|isnt|aren't|arent|is not|are not)|(?:my|our) [a-z]+'s not) " + _TRAVELLING
                        + _NOT_GOING_AFTER)


_RATHER_ASKED = re.compile(r"\b(?:he'd|she'd|they'd) (?:rather|prefer) (?:have )?(?:the|a|an)\b.* (?:can|could|would|will) you\b")


# "my wife says not the blue ones this time", "grandad said not that one, no": a "not" said by someone the caller speaks
# for, reported, refuses as the caller's own "not the ..." does; only when nothing follows but a no or thanks (not "..., the
# green ones": one corrected; not "the doctor says not to ...": advice).
_REPORTED_NOT = re.compile(r"^(?:(?:no|nah|nope|so|well) )*(?:(?:my|our|his|her|their|the) )?[a-z']+ (?:says|said|reckons|goes)"
                           r" (?:(?:no|nah) )?not (?!to\b|sure\b|bad\b|yet\b)[a-z']+")
_CLOSING = frozenset("no nah nope thanks thank you cheers ta ok okay please sorry".split())


# "no, the nurse told me not to reorder them", "i was told not to book anything yet": told by someone not to order or
# book the agent's kind of thing (or not to let the agent) is the caller's no, in a turn opened by a no or with nothing
# asked after it (not "..., not to stop them, so refill ...": advice to go on; not "..., book the small one": one corrected).
_TOLD_NOT = re.compile(r"^(?:(?:no|nah|nope|so|well|sorry) )*(?:(?:my|our|the|his|her|their) (?:[a-z']+ )?[a-z']+|i|we|he|she|they)"
                       r" (?:told (?:me|us)|said|(?:was|were|'ve been|have been|got) told)(?: (?:specifically|definitely|firmly))?"
                       r" not to (?:let (?:you|anyone|anybody|them) )?(?:order|reorder|book|rebook|refill|renew|request|buy|reserve|repeat)\b")
_NO = frozenset("no nah nope".split())
# "nah, our lad isn't coming back, he's stopping on at the farm": where they stay instead told in a clause after the
# going refused (`_NOT_GOING`) closes it as thanks does (not "..., can you book him for friday": asked after it).
# "..., leave her off the list", "leave them off the booking": the one not going left off the thing, a no said again.
_LEFT_OFF = re.compile(r"^leave (?:him|her|them) off(?: (?:it|the (?:booking|list|flight|trip|seats?|tickets?)))?$")
_STAYING = re.compile(r"^(?:he's|she's|they're|he is|she is|they are|(?:he|she|they)(?:'ll| will) be)"
                      r" (?:staying|stopping|remaining|stuck)\b(?!.*\b(?:can|could|would|will) you\b)")


def someone_else_refuses(text: str) -> str:
    """`_SOMEONE_ELSE_NOT` in the turn's first clause past an answer ("no, my wife doesn't need a
    ticket"), or "": later, after a request, it says who the request leaves out ("book me a seat,
    my son doesn't need one, he's on my lap")."""
    if someone_else_wants(text):  # "..., not me, i'm fine": someone else's want
        return someone_else_wants(text)
    if their_no(text):  # "grandpa says no, he won't take it": a no passed on, then theirs said
        return their_no(text)
    spoken = [w for w in (words(c) for c in split_clauses(text)) if w]
    reported = _REPORTED_NOT.match(" ".join(spoken[0])) if spoken else None
    if reported and all(_CLOSING.issuperset(c) for c in spoken[1:]):
        return reported.group(0)
    opened = 1 if spoken and _NO.issuperset(spoken[0]) else 0
    told = _TOLD_NOT.match(" ".join(spoken[opened])) if len(spoken) > opened else None
    if told and (opened or spoken[0][0] in _NO or all(_CLOSING.issuperset(c) for c in spoken[1:])):
        return told.group(0)
    going = _NOT_GOING.match(" ".join(spoken[opened])) if len(spoken) > opened else None
    if going and all(_CLOSING.issuperset(c) or _STAYING.match(" ".join(c)) or _LEFT_OFF.match(" ".join(c))
                     for c in spoken[opened + 1:]):
        return going.group(0)
    for clause in split_clauses(text):
        said = words(clause)
        if set(said) - INTERJECTIONS:
            found = _SOMEONE_ELSE_NOT.search(" ".join(said))  # ... not one put for another, then asked for them
            return found.group(0) if found and not _RATHER_ASKED.search(" ".join(words(text))) else ""
    return ""


# "my neighbour was asking him to order a repeat, not me, i'm alright", "the man next to me needs a seat not me": a want
# (or a telling) of someone else in the room, then "not me" closing the turn, is no want of the caller's: a no, however
# the turn is punctuated. The other person the subject of the wanting, asking or telling (not "the ticket's for her, not
# me": whom the thing is for, a request), nothing asked after it.
_OTHER = r"(?:he|she|they|(?:the|my|our|his|her|their|this|that) [a-z']+)"
_WANTED_BY = (r"(?:wants|wanted|needs|needed|is after|was after|asked|was asking|were asking|is asking"
              r"|was telling|were telling|is telling|was on about|was talking about)")
_NOT_ME_CLOSING = (r" not me(?: (?:i'm|im|i am|we're|we are) (?:fine|ok|okay|good|alright|sorted))?"
                   r"(?: (?:thanks|thank you|ta|cheers|sorry))*$")
_NOT_ME = re.compile(r"^" + _NO_FIRST + _OTHER + r"(?: [a-z']+){0,3} " + _WANTED_BY + r"(?: [a-z']+){1,8}"
                     + _NOT_ME_CLOSING)


def someone_else_wants(text: str) -> str:
    """`_NOT_ME` over the whole turn ("the man next to me needs a seat not me"), or ""."""
    found = _NOT_ME.match(" ".join(words(text)))
    return found.group(0) if found else ""


# A no passed on for someone the caller speaks for: the no itself (a clause of its own, the turn opened by it, "he
# says no", "she's shaking her head no"), and in a clause their not wanting said ("he won't take them", "she's not
# wanting any", "they're refusing", "she doesn't need one", "no pills for him"), nothing asked or put after it
# ("..., can you book mine").
# Not a condition ("if she won't fly ..."), nor their not wanting without a no ("my uncle won't fly alone, so ...").
_THEM = r"(?:he|she|they|(?:my|our|his|her|their) [a-z]+|" + "|".join(sorted(KIN)) + ")"
_NO_PASSED = re.compile(r"^(?:no|nah|nope)\b|\b(?:says|said|saying|goes|going|keeps saying) (?:no|nah)\b"
                        r"|\bshaking (?:his|her|their) heads?\b")
_THEIR_NOT = re.compile(r"(?<!\bif )(?<!\bunless )(?<!\bin case )(?:\b" + _THEM
                        + r" (?:(?:won't|wont|will not) (?:\w+ )?"
                        r"(?:fly|go|travel|use|take|speak|talk|see|have|need|want|touch)\b"
                        r"|(?:'s|is) not (?:wanting|needing|after|having|taking|bothered)\b"
                        r"|(?:'s|is) refusing\b|refuses\b"
                        r"|(?:doesn't|doesnt|does not) (?:need|want)\b)"
                        r"|(?:he's|she's|they're) (?:not (?:wanting|needing|after|having|taking)|refusing)\b)"
                        r"|^(?:(?:so|no|nah) )*(?:nothing|no [a-z]+) for (?:him|her|them)\b")
_PUT_AFTER = re.compile(r"\b(?:can|could|would|will) you\b|\b(?:book|put|get|order|give|instead|but)\b")


def their_no(text: str) -> str:
    """`_THEIR_NOT` in a clause of a turn a no is passed on in (`_NO_PASSED`), nothing asked after it, or ""."""
    spoken = [" ".join(w) for w in (words(c) for c in split_clauses(text)) if w]
    if not any(_NO_PASSED.search(c) or c in ("no", "nah", "nope") for c in spoken):
        return ""
    for k, clause in enumerate(spoken):
        found = _THEIR_NOT.search(clause)
        if found and not any(_PUT_AFTER.search(c) for c in spoken[k + 1:]):
            return found.group(0)
    return ""
