"""A question or an asking said in a statement's order or in the simple present, as callers whose first language asks by
the voice alone (Italian, Greek, Spanish ...) say it: "on whit tuesday you are also open" closing the turn asks "are you
also open", "saturdays you work" asks "are you open" (the place working that day), "..., or you shut over lunch" asks
"or do you", "there is anyone greek there" asks "is there", and "i just ask whether my order is in" is "i'm just asking
whether". Only closing the turn (the place open or there, its working on a day, someone there), before "who / that / to"
(someone there), after "or" (the other way) or before "if / whether" (the asking); after a verb of knowing or hoping or
a joining word ("i'm sure you are open", "if you are open"), someone there with the caller ("there is somebody there
with me") and "i ask you a favour" are left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

# Not after a word that makes the statement a clause of another ("i know / hope / think", "if / when / because").
_NOT_HELD = (r"(?<!\bhope)(?<!\bknow)(?<!\bknew)(?<!\bthink)(?<!\bsure)(?<!\bglad)(?<!\bthat)(?<!\bbecause)(?<!\bif)"
             r"(?<!\bwhen)(?<!\bwhile)(?<!\bas)(?<!\bsince)(?<!\bsaid)(?<!\bsay)(?<!\bsays)(?<!\btold)(?<!\bheard)"
             r"(?<!\bsee)(?<!\bsaw)(?<!\bguess)(?<!\bbet)(?<!\bunless)(?<!\buntil)(?<!\btill)(?<!\bwhether)")
_DAY = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|holiday|holidays|evening|evenings"
        r"|morning|mornings|night|nights)s?")
_OPEN_SAID = gated(re.compile(_NOT_HELD + r"(^| )you are( still| also| even)? (open|there)$"))
_WORK_SAID = re.compile(r"(\b" + _DAY + r") you work$")
_ONLY_ASK = re.compile(r"\b(i|we) (only|just) ask(?= (?:if|whether)\b)")
# "..., or you shut over lunch": the other way offered, its "do" left out.
_OR_YOU = gated(re.compile(r"\bor you (?=(?:stay|close|shut|open|work)\b)"))
# "there is someone greek there perhaps who ...": someone at the place, asked after in a statement's order, closing the
# turn or before who can or what for (not "there is somebody there with me": the caller's company, told).
_THERE_IS = gated(re.compile(_NOT_HELD + r"(^| )there is ((?:somebody|someone|anybody|anyone)(?: [a-z']+){0,2} there)"
                             r"(?=(?: maybe| perhaps)? (?:who|that|to)\b|$)"))


def declared(out: list[str]) -> list[str]:
    """`out` with a question said in a statement's order, or an asking in the simple present, read as asked."""
    out = resaid(out, _OPEN_SAID, r"\1are you\2 \3")
    out = resaid(out, _WORK_SAID, r"\1 are you open")
    out = resaid(out, _OR_YOU, "or do you ")
    out = resaid(out, _THERE_IS, r"\1is there \2")
    return resaid(out, _ONLY_ASK, lambda m: f"{'i am' if m.group(1) == 'i' else 'we are'} {m.group(2)} asking")
