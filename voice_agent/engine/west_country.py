"""Wales's and the West Country's English, read as said plainly: "na" opening the turn before thanks is "no" ("na ta"),
"where to is it with" is "where is it with" (the West Country's "where to" for "where", said of where a thing has
got to),
"i wants" and "we needs" are "i want" and "we need", "my lover" opening the turn after a hello or closing it is a
word of address ("love"), "did it go on ok" asks whether it went through, and "want / get shot of it" is "get
rid of it". Read by `dialect.standard`, last. Not "na" alone or before a thing ("na, the early one"), "where to is she
flying" (where to, asked), "she wants", "my lover's flight" (someone's), "did the heating go on alright" (no held
thing), nor "this rash, get shot of it" (no thing held named before it).
"""

from __future__ import annotations

import re

from .resaid import substituted

# "the lisbon one", "my husband's seat", "that": the thing asked after, held (one, a booking, a seat, a refill ...).
_HELD = (r"(?:that|it|(?:the|my|our|his|her|their|[a-z]+'s) (?:[a-z']+ ){0,2}(?:one|booking|seat|ticket|flight|trip"
         r"|order|refill|reservation|prescription|repeat))")
_READINGS = (
    # "na thanks, not today", "na ta": the no, opening the turn before thanks.
    (re.compile(r"^na(?= (?:ta|thanks|thank you|cheers)\b)"), "no"),
    # "where to are they with the repeat", "where to is it with the oslo seats": how far it has got, asked.
    (re.compile(r"\bwhere to (?=(?:are|is) (?:we|you|things|it|they) (?:with|on)\b)"), "where "),
    # "i wants two seats", "we needs the cream": the verb of wanting after "i / we" said with its "-s".
    (re.compile(r"\b(i|we) (want|need)s\b"), r"\1 \2"),
    # "hiya my lover, ...", "..., is it in, my lover": a word of address, opening after a hello or closing the turn.
    (re.compile(r"^((?:alright|hello|hiya|hi|morning|afternoon|evening|oh|ah|yes|no|ok|okay) )my lover\b"), r"\1love"),
    (re.compile(r"(?<!\bwith)(?<!\bfor)(?<!\band)(?<!\bto)(?<!\bof)(?<!\bbeside) my lover$"), " love"),
    # "did it go on ok", "did my dad's seat go on fine": the thing put on the system, asked whether it went
    # through.
    (re.compile(r"\b(did " + _HELD + r") go on(?= (?:alright|all right|ok|okay|fine)\b)"), r"\1 go through"),
)
# "the oslo seats, we want shot of them", "our seats, get shot of them": rid of the thing held, named before it (not
# "these spots, we want shot of them": no thing held named).
_SHOT_OF = re.compile(r"\b(?:(want|wants|wanted) (?:to get )?|get )(?:shot|rid) of(?= (?:it|them)\b)")
_HELD_NAMED = re.compile(r"\b(?:one|booking|seat|ticket|flight|trip|order|refill|reservation|prescription|repeat)s?\b")


def west_country(out: list[str]) -> list[str]:
    """`out` with Wales's and the West Country's words and grammar read as said plainly."""
    said = " ".join(out)
    read = substituted(said, _READINGS)
    shot = _SHOT_OF.search(read)
    if shot and _HELD_NAMED.search(read[: shot.start()]):
        verb = shot.group(1) + " to " if shot.group(1) else ""
        read = read[: shot.start()] + verb + "get rid of" + read[shot.end() :]
    return read.split() if read != said else out
