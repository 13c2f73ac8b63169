"""What the caller is unsure of, or never had word of: "i'm not quite sure i'm down for the lisbon one", "we never had
anything to say our seats were confirmed". Not being sure that a held thing is so (booked, on it, ready), or never having
been told it, asks whether it is; the "not" and the "never" doubt a fact, they refuse nothing and ask for nothing new.
Read by `restarts.repaired` as "whether ..."; not where the doubt is about wanting or needing the thing ("i'm not sure i
want to be booked on it" still hesitates over it)."""

from __future__ import annotations

import re

from voice_agent.engine.text import words

_STATE = (r"(?:(?:actually|really|definitely|still|properly|all|now) )?(?:booked|confirmed|sorted|ready|reserved|down for|on (?:the|that|this|my|our|his|her|their)"
          r"|in the system|through|gone through|gone in|come in|arrived)\b")
# The doubt: unsure of a fact, or the word of it never had ("never got anything through to say", "haven't had an email saying").
_DOUBT = (r"(?:(?:i'm|im|i am|we're|we are) not (?:entirely |quite |really |totally |completely |a hundred percent |one hundred percent )?(?:sure|certain)"
          r"|(?:i|we) (?:never|haven't|have not|didn't|did not) (?:quite |actually |ever )?(?:got|get|had|have|received|receive|heard)"
          r" (?:anything|a thing|an email|a text|a letter|a message|word|confirmation|any confirmation)(?: (?:through|back))?(?: (?:to say|saying|confirming)))")
_UNCONFIRMED = re.compile(r"^\s*(?:(?:well|so|um|er|oh|sorry|only)[\s,]+)*" + _DOUBT + r" (?:if |whether |that )?"
                          r"(?=(?:(?!want|wants|need|needs|like|should|would|will|can|could)[a-z']+ ){1,5}?" + _STATE + r")", re.IGNORECASE)


def unconfirmed(text: str) -> str:
    """`text` with a doubt or a missing word of a held thing read as "whether" it is so (`_UNCONFIRMED`), or all of it."""
    found = _UNCONFIRMED.match(text)
    return "whether " + text[found.end() :] if found and len(words(text[found.end() :])) >= 2 else text
