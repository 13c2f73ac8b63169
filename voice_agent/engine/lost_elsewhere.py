"""The thing lost with another firm, had here instead: "the other airline scrapped my flight, can you book me on yours
instead", "another chemist lost my script, can you fill it instead". What was held was held elsewhere, so "instead"
asks for a first one here, and changes nothing held with the agent. `changes.change_cue` reads it beside
`_TRAVEL_INSTEAD` (no change then). Not "they scrapped our flight, move us to the later one instead" (no other firm:
the agent's own, changed)."""

from __future__ import annotations

# Another firm of the agent's trade, then its undoing of the caller's thing.
_OTHER = r"(?:the other|another|a different|my other|my usual|my old|my regular)"
_FIRM = r"(?:carrier|airline|airlines|pharmacy|chemist|chemists|drugstore)"
_UNDONE = r"(?:scrapped|cancelled|canceled|axed|dropped|pulled|grounded|killed|lost|bumped|messed up)"
LOST_ELSEWHERE = (rf"\b{_OTHER} {_FIRM} (?:[a-z']+ ){{0,2}}{_UNDONE} (?:my|our|his|her|their|the)"
                  r"(?: [a-z']+){0,2} (?:flight|flights|seat|seats|booking|prescription|script|order|refill)\b"
                  r"(?=.* instead\b)")
