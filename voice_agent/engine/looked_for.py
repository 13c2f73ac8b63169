"""A thing of the caller's looked for: "can you see a booking for <name> to <place>", "only whether a reservation
exists under <name>". Finding, seeing or pulling up a booking or order that is there, or whether one exists,
asks whether it is there (the status check), never for a new one. Read by `done.doubted_done`."""

from __future__ import annotations

import re

LOOKED_FOR = "whether a thing is there: looked for"
_THING = r"(?:booking|reservation|order|prescription|repeat|refill)s?"
# "could you find a reservation under my husband", "can you pull up my booking for friday": looked for by whom or
# what it is for (not "can you find me a seat to rome": a thing to be had, with no one's it is).
_LOOKED = re.compile(r"\b(?:can|could|would|will) you (?:please |just )?(?:see|find|spot|locate|pull up|bring up|look up|dig out|dig up)"
                     r" (?:a|any|my|our|his|her|their|the) (?:[a-z]+ ){0,2}?" + _THING + r" (?:for|under|in the name of|in the name)\b"
                     # "only whether a booking exists under <name>", "to know if any reservation exists": whether it exists.
                     r"|\b(?:whether|if) (?:a|any|my|our|his|her|their|the) (?:[a-z]+ ){0,2}?" + _THING + r" (?:really |actually |even |still )?exists?\b")


def looked_for(said: str) -> str:
    """`LOOKED_FOR` when the words (lower case, spaced) look for a thing of the caller's, or ""."""
    return LOOKED_FOR if _LOOKED.search(said) else ""
