"""Homely spoken British and Irish English in the standard form, one word for one but where said (read by
`dialect.standard`, last):

- "i'm going nowhere", "we're going nowhere": the caller staying put, read "not going" ("i'm not going"); a thing
  said to go nowhere ("the queue is going nowhere") is left;
- a verb of acting with "nothing" after it closing a clause ("book nothing", "order nothing for now"): nothing to be
  done, read as "nothing booked"; "nothing" after a verb of seeing or hearing ("i heard nothing") is left;
- a booking or payment that "never took" or "didn't take": it did not go through, read "never went through" (two
  words for one: called last); "i never took my tablets" is left;
- "case" and "cases" for the suitcase, asked after by its count or singled out ("how many cases", "the one case", "an
  extra case") or the one allowed ("the cases they allow"): read "bag" and "bags"; "in case", "my case number" and a
  count told ("two cases") are left.
"""

from __future__ import annotations

import re

_GOING_NOWHERE = re.compile(r"\b(i'm|im|we're|i am|we are) going nowhere\b")
# The verbs of acting read after "nothing", in the participle the rules read there.
_DONE = {"book": "booked", "order": "ordered", "send": "sent", "change": "changed", "renew": "renewed",
         "refill": "refilled", "reserve": "reserved", "arrange": "arranged", "sort": "sorted", "move": "moved"}
_NOTHING_DONE = re.compile(r"\b(" + "|".join(_DONE) + r") nothing"
                           r"(?= (?:today|now|for now|thanks|thank you|ta|please)$|$)")
# A booking, order or payment, or "the rome one", that did not take.
_TAKER = r"(?:one|booking|payment|order|reservation|transfer)"
_NOT_TAKEN = re.compile(r"\b((?:the|my|our|his|her|their) (?:[a-z']+ )?" + _TAKER + ")"
                        r" (never|didn't|did not|hasn't|has not) (?:took|take|taken)\b")
_GONE = {"never": "never went", "didn't": "didn't go", "did not": "did not go", "hasn't": "hasn't gone",
         "has not": "has not gone"}
# A case asked after by its count or singled out, or the one allowed (not a count told: "we bring three cases").
_COUNTED = r"(?:how many|the one|a second|an extra|extra|another|each|per|a third)"
_CASE = re.compile(r"\b(" + _COUNTED + r") (case|cases)\b(?! (?:of|number|reference|study|worker|officer)\b)"
                   r"|\b(the) (case|cases)(?= (?:we're|i'm|we are|i am|you're|you are) allowed\b)")


def homely(out: list[str]) -> list[str]:
    """`out` with "going nowhere", a verb with "nothing" after it, a booking that "never took" and a suitcase said
    "case" in the standard form."""
    said = " ".join(out)
    read = _GOING_NOWHERE.sub(lambda m: m.group(1) + " not going", said)
    read = _NOT_TAKEN.sub(lambda m: f"{m.group(1)} {_GONE[m.group(2)]} through", read)
    read = _NOTHING_DONE.sub(lambda m: "nothing " + _DONE[m.group(1)], read)
    read = _CASE.sub(lambda m: f"{m.group(1) or m.group(3)} {'bags' if 'cases' in m.groups() else 'bag'}", read)
    return read.split() if read != said else out
