"""What a caller tells someone in the room with them, not the agent: a child told to stop, leave someone alone or put
it back ("tom, put the remote back", "don't touch the oven", "quit poking your sister, darling"), a relative spoken to
by what they are to the caller ("nan, your glasses are by the kettle"), or someone told what the caller is doing on
the phone ("i'm telling the boys to settle down"). Read by `room.unasided` (a clause of it is dropped when the turn
asks something else) and by `remarks` (a turn of nothing else asks nothing of the agent: read as a remark, no action).
"""

from __future__ import annotations

import re

from voice_agent.engine.address import ADDRESS, FILLERS
from voice_agent.engine.text import HELD_OR_TRIP, HOUSEHOLD, split_clauses, words

# The relatives a caller speaks to by what they are to them ("dad, what's the pin", "grandma you're on speaker").
KIN = r"(?:dad|daddy|mum|mummy|mom|mommy|mam|nan|nana|gran|grandma|grandad|granddad|grandpa|granny)"
# A room's doings a child is told to stop, or not to do: "stop climbing on that", "quit whining", "don't run".
_DOINGS = (r"(?:shouting|screaming|crying|fighting|running|touching|packing|kicking|pulling|hitting|poking|banging"
           r"|jumping|whining|moaning|asking|climbing|licking|chewing|throwing|pushing|teasing|arguing|messing|yelling)")
_DONT = (r"(?:touch|cry|shout|yell|scream|run|climb|lick|throw|hit|kick|push|pull|fight|whinge"
         r"|eat|bite|press|chew)")
# The things of the agent's: no child is told not to touch them ("don't touch my booking" is said to the agent).
_AGENTS_THING = (r"(?!(?:[a-z']+ )?(?:" + HELD_OR_TRIP + r"|payments?|orders?|refills?|requests?|charges?|debits?"
                 r"|transactions?|emails?|texts?|messages?|reminders?|deliver(?:y|ies))\b)")
# Who is spoken to, before or after what they are told: a name, a word of address, one of the household.
_WHO = r"(?:(?:my |the )?" + HOUSEHOLD + r"|" + "|".join(sorted(ADDRESS)) + r"|[a-z]+)"
_OBJECT = r"(?:(?:the|your|his|her) [a-z]+(?: [a-z]+)?)"
_PLACE = r" (?:in|on|into|onto|under) (?:the|your|his|her) [a-z]+"
# What a child is told not to touch, eat or pull: "the / your" thing, or a relative's ("mummy's hair", "nan's glasses").
_OF_ROOM = r"(?:the|your) [a-z]+|" + KIN + r"'s [a-z]+"
# "finn, put the crayons back", "put your shoes away in the cupboard", "don't touch the kettle", "quit pushing your
# brother", "you don't need to yell", "hush now sweetie, don't whinge", "be quiet", "leave the cat alone": told to
# someone in the room, as a clause of its own; "put it back" only with where ("put it back on the shelf"), "leave ...
# alone" only of a person or a pet. Not "stop it" said alone (a cancelling), nor "halt that order", "put the booking
# back a week", "don't touch my flight" (the agent's things), nor "leave the date alone" (kept as it is). A relative's
# thing ("don't pull daddy's glasses"), a house rule put as "we don't" ("we don't bite the cat"), and a danger told
# first ("it's sharp, don't touch it", "that's not yours, put it down"), the same.
_TOLD = re.compile(
    r"^(?:(?:shh+|shush|hush)(?: now)? )?(?:" + _WHO + r" )?(?:"
    r"(?:stop|quit) " + _DOINGS + r"(?: [a-z']+){0,3}"
    r"|(?:you |we )?(?:don't|dont|do not) (?:need to )?" + _DONT
    + r"(?: (?:it|that|this|those|them|" + _OF_ROOM + r"))?"
    r"|(?:that's|thats|it's|its) (?:very |too |really )?(?:hot|sharp|dirty|yucky|mucky|not yours|not for you)"
    r" (?:(?:so )?(?:don't|dont|do not) " + _DONT + r"(?: (?:it|that|this|them))?|put it down|leave it)"
    r"|put " + _AGENTS_THING + r"(?:that|it|them|those|" + _OBJECT + r") (?:down|away)(?:" + _PLACE + r")?"
    r"|put " + _AGENTS_THING + _OBJECT + r" back(?:" + _PLACE + r")?"
    r"|put " + _AGENTS_THING + r"(?:that|it|them|those) back" + _PLACE
    + r"|leave (?:him|her|(?:your|the|my) " + HOUSEHOLD + r") alone"
    r"|(?:be quiet|hush|shh+|shush|settle down|calm down|sit down|get down)"
    r")(?: " + _WHO + r")?$"
    # "stop it, milo", "stop that ava": the bare "stop it" told, someone named after it.
    r"|^(?:stop|quit) (?:it|that) " + _AGENTS_THING + _WHO + r"$"
    # "i'm telling the boys to settle down", "i'm just talking to my son": what the caller says to someone in the room.
    r"|^(?:" + _WHO + r" )?(?:i'm|im|i am) (?:just )?(?:telling|talking to|speaking to|asking) (?:my|the|our) "
    + HOUSEHOLD + r"\b.*$"
    # "no gran, i'm asking her now", "i'm finding out right now": the caller telling the room the call is under way.
    r"|^(?:" + _WHO + r" )?(?:i'm|im|i am) (?:just )?(?:asking (?:them|her|him)|finding out)(?: (?:now|right now))?$"
    # "..., my son wanted to know", "..., the twins are asking": whom in the room the question is asked for.
    r"|^(?:my|the|our) " + HOUSEHOLD + r" (?:wants to know|want to know|wanted to know|keeps asking|keep asking"
    r"|is asking|are asking|'s asking|was asking|were asking)$")

# "mum, your keys are in the hall", "grandpa you're on speaker": a relative spoken to, the turn said to them.
_TO_KIN = re.compile(r"^" + KIN + r" (?:you|your|you're|youre|you've|you'll)\b")


def told_here(clause: str) -> bool:
    """Whether a clause (its words, fillers left out) is told to someone in the room (`_TOLD`)."""
    return _TOLD.match(clause) is not None


def told_first(text: str) -> list[str] | None:
    """The words after the turn's opening clause when it is said to someone in the room (`_TOLD`, or a relative
    spoken to: `_TO_KIN`), or None: whether they ask the agent anything is for the reader to say."""
    clauses = [[w for w in words(c) if w not in FILLERS] for c in split_clauses(text)]
    clauses = [c for c in clauses if c]
    if not clauses or not (told_here(" ".join(clauses[0])) or _TO_KIN.match(" ".join(clauses[0]))):
        return None
    return [w for c in clauses[1:] for w in c]
