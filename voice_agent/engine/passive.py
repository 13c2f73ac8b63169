"""The passive and the impersonal: what is (or is not) to be done to the caller's thing, said with no one doing it.

"the oslo booking has to be called off", "my repeat's not to be sent", "the later flight should be swapped to the
morning one": a caller speaking so names no "i", "you" or "can" before the verb, so the verbs of cancelling, changing
and refusing that other rules read after them are read here after the thing, its "should be", "has to be", "is (not)
to be", or with the thing said not wanted, not needing it done, or already held ("the seat that's already booked").
Asking whether with no one asking ("it's being asked whether ...") asks it. Read by `cancels.cancel_cue` (`UNDONE`),
`changes.change_cue` (`CHANGED`), `no_way.NO_WAY` (`NOT_TO_BE`) and `done.doubted_done` (`asked_impersonally`).
"""

from __future__ import annotations

import re

from voice_agent.engine.text import HELD_OR_TRIP

# The caller's thing by its kind, up to three words before it: "the sertraline repeat", "our lyon reservation".
_OWN_THING = r"(?:the|my|our|his|her|their|that|this|[a-z]+'s)(?: [a-z']+){0,3}? " + HELD_OR_TRIP
_THING = r"\b" + _OWN_THING
# What it must or should have done to it: "should be", "has to be", "needs to be", "is to be", "'s to be".
_MODAL = r"(?:should|must|has to|have to|needs to|need to|ought to|will have to|is to|are to)"
_MUST_BE = r"(?: " + _MODAL + r"|'s to) be"
# The thing said held in the passive: "the flight that's already booked", "the refill which has already been ordered".
_ALREADY_HELD = (r" (?:that's|that is|which is|that was|which was|that's been|that has been|which has been)"
                 r" already (?:booked|ordered|reserved|made|placed|put through|in)\b")

# "the sertraline repeat has to be stopped", "the lyon booking should be done away with": the thing to be undone. Not
# "the bleeding has to be stopped" (no thing of the agent's), nor "should be booked" (a verb of doing it).
# "cancellation's needed on r x four one", "a cancellation is required for the rome flight": undoing asked for, a noun.
UNDONE = re.compile(_THING + _MUST_BE + r" (?:stopped|cancelled|canceled|called off|scrapped|done away with"
                    r"|taken off|removed|deleted|withdrawn|dropped|binned|axed)\b"
                    r"|\b(?:a )?cancellation(?:'s| is) (?:needed|wanted|required)\b")

# "can my inhaler be the purple ones going forward", "could dad's patches be the twenty microgram kind in future": the
# caller's thing asked to be another kind or strength from here on is a change to it, as "switch it to" is. Not
# "could the pills be the reason" (no "from now on") nor "the same ones" then: nothing changed.
_FROM_NOW_ON = (r"\b(?:can|could|would|will) (?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){1,3}? be"
                r" (?!(?:the |a |an )?(?:same|usual|normal|regular|old)\b)(?:the |a |an )?(?:[a-z']+ ){0,4}?"
                r"(?:ones?|tablets?|pills?|capsules?|strength|dose|dosage|milligrams?|mgs?|kind|type|brand)"
                r" (?:from now on|in future|in the future|going forward|from here on)\b")
# "the amsterdam flight should be changed to the later one", "the refill's to be moved to the other branch": the thing
# to be changed. "an extra case has to be added to the munich booking": added to it, the same. "the refill that's
# already ordered should be posted instead": the thing said held, then what is to be done with it, the same; and "a
# window seat is wanted on the flight that's already booked": something wanted on a thing said held. Not "the flight
# should be booked for two" (a verb of doing it, on nothing held).
CHANGED = re.compile(_THING + r"(?: [a-z']+){0,3}?" + _MUST_BE
                     + r" (?:changed|moved|switched|swapped|rescheduled|rebooked|transferred|altered|amended"
                     r"|brought forward|put back|pushed back)\b"
                     r"|\b" + _MODAL + r" be (?:added|put) (?:to|onto|on to|on) " + _OWN_THING + r"\b"
                     r"|" + _THING + _ALREADY_HELD + _MUST_BE + r" [a-z]+(?:ed|en|ent)\b"
                     r"|\b(?:is|are|'s) (?:wanted|needed|required) (?:on|for|to|onto) " + _OWN_THING + _ALREADY_HELD
                     + r"|" + _FROM_NOW_ON)

# A no or a hesitation opening the turn: "no, ...", "um, ...".
_OPENING = r"^ ?(?:(?:no|nah|nope|um|er|erm|oh|well|so|and) )*"
# What may follow a thing refused to close the turn: "..., no", "... today after all", "... at all".
_CLOSING = (r"(?: (?:no|nope|nah|thanks|thank you|ta|today|now|for now|this (?:time|week|month|year|once)|after all"
            r"|at all|again|either|then|please|anymore|any more|really|honestly))* ?$")
# Done to it: "ordered", "sent", "sent out", "put through".
_DONE = r"[a-z]+(?:ed|en|t)(?: (?:out|off|through|in|up|on|again))?"
# The thing refused: "it", "that one", "the delta one", "my inhaler".
_SUBJECT = r"(?:it|that|this|they|(?:the|my|our|his|her|their|that|this|[a-z]+'s)(?: [a-z']+){0,2}? [a-z']+?)"
# "no, the inhaler's not to be ordered", "it's not to be reserved, no": the thing said not to be done; "the delta one is
# not wanted at all", "that one's not wanted again": not wanted; "nothing's to be booked", "nothing else is required":
# nothing to be done; "no booking's required today": none of it needed; "it doesn't need to be checked, no": the
# doing of it not needed. The whole turn, a no before it: not "..., the old one's not wanted" after a thing asked for.
_NOT_DONE = r"(?:'s not| is not| isn't| isnt|'re not| are not| aren't| arent) (?:really |actually )?"
_NOT_NEEDED = r" (?:doesn't|does not|doesnt|needn't|neednt|need not)(?: (?:need|have) to)? be "
NOT_TO_BE = (_OPENING + r"(?:" + _SUBJECT + _NOT_DONE + r"(?:to be " + _DONE + r"|wanted|needed|required)"
             r"|nothing(?: (?:more|else))?(?:'s| is) (?:to be " + _DONE + r"|needed|wanted|required)"
             r"|no [a-z]+(?:'s| is) (?:needed|wanted|required)"
             r"|" + _SUBJECT + _NOT_NEEDED + _DONE + r")" + _CLOSING)

# "it's being asked at this end whether the seat is confirmed", "it's only to be checked, nothing new, whether it's in":
# asking whether, with no one asking: a question of whether it is done, as "i'd like to ask whether" is.
ASKED_IMPERSONALLY = "asked whether, in the passive"
_ASKED = re.compile(r"\b(?:it's|it is) (?:only |just |simply )?(?:being|to be)"
                    r" (?:asked|checked|queried|wondered|enquired|inquired)"
                    r"(?: [a-z']+){0,4}? (?:whether|if)\b")


def asked_impersonally(said: str) -> str:
    """`ASKED_IMPERSONALLY` when `said` (the caller's words, joined) asks whether in the passive, or ""."""
    return ASKED_IMPERSONALLY if _ASKED.search(said) else ""
