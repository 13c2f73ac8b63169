"""An errand passed on: "my wife wants me to ...", "my boss asked us to ...", "the agent told me to ring and ...".
Someone the caller speaks for, or who sent them, wants a thing done, and the caller asks for it: the frame says only
who wants it; what follows "to" is what is asked, and the sender (a husband, a boss) is no one asked for nor any
thing of the agent's. Read by `restarts.repaired`, before the rest."""

from __future__ import annotations

import re

from voice_agent.engine.text import past_frame

# The sender, the caller's or named by calling ("my husband", "the travel agent", "our office"; never "she", whom "her"
# after it names, read only with the frame: "she asked me to check whether her ..."), wanting or asking the
# caller, opening the turn, then the doing itself: a verb of asking or getting (not "my son wants me to come too":
# the caller's own plans); ", and" after a ring or call, which is this call, is read past too.
_SENDER = r"(?:my|our|the|his|her|their) (?:[a-z']+ )?[a-z']+"
_DOING = r"(?:book|reserve|order|reorder|get|put|check|ask|find out|see|cancel|change|renew|refill|sort|arrange|collect|pick up)"
# ... or saying what to ask, with no "me to": "the nurse said to ask you whether ...", "my aunt says ask where ...".
_SENT_ME = r"(?:wants|wanted|asked|has asked|told|has told|needs|needed|sent) (?:me|us) to"
_SAID_ASK = r"(?:said|says)(?: to)?(?= ask\b)"
_SENT = f"(?:{_SENT_ME}|{_SAID_ASK})"
_ERRAND = re.compile(r"^\s*(?:(?:ok|okay|right|so|um|er|erm|well|hi|hello|yes|yeah)[\s,]+)*(" + _SENDER + ")" +
                     r" " + _SENT +
                     r"(?: (?:ring|call|phone)(?: you| up)?(?: and| to))? (?=" + _DOING + r"\b)", re.IGNORECASE)


# ... the sender then named by a pronoun straight after the doing ("my wife wants me to book her on ..."): the errand is
# for them, and they are named in its place ("book my wife on ..."). Another "he", "her", "their" after the frame may
# name the sender too ("my mum asked me to check whether her ... is in"): the frame is kept, and read as said.
_FOR_SENDER = re.compile(_DOING + r" (him|her|them)\b", re.IGNORECASE)
_THIRD = re.compile(r"\b(?:he|she|him|her|his|hers|they|them|their|he's|she's|they're)\b", re.IGNORECASE)

# "..., my gran's asked me to phone", "..., my dad wanted me to give you a call": the errand told last, of this very
# call (a ring or a call, no doing after it), in a clause of its own closing the turn: it says only who sent the
# caller, and is left off.
_CALL_SENT = re.compile(r"[,.;!]\s*(?:and |so |cos |because )?(?:he|she|they|" + _SENDER + r")"
                        r"(?:'s|'ve| has| have)? (?:asked|told|wanted|wants|needs|needed|sent|got) (?:me|us) to "
                        r"(?:ring|call|phone|give you a (?:ring|call|bell))"
                        r"(?: (?:you|up|in|round))?(?: for (?:him|her|them))?[\s,.!?]*$", re.IGNORECASE)


def errand_past(text: str) -> str:
    """`text` after the frame saying who sent the caller on the errand (`_ERRAND`), when words follow it, the sender
    put for a pronoun that names them straight after the doing (`_FOR_SENDER`); all of it when another may (`_THIRD`).
    An errand of this call told last (`_CALL_SENT`) is left off first."""
    sent = _CALL_SENT.search(text)
    text = text[: sent.start()] if sent and text[: sent.start()].strip() else text
    found = _ERRAND.match(text)
    if found is None:
        return text
    rest = text[found.end() :]
    named = _FOR_SENDER.match(rest)
    after = rest[named.end() :] if named else rest
    if _THIRD.search(after):
        return text
    if named is None:
        return past_frame(_ERRAND, text)
    return rest[: named.start(1)] + found.group(1) + after
