"""Someone asked for, then named closing the turn: "we want somebody to check my inhaler technique, a qualified
pharmacist", "could i speak to someone regarding the dose, a nurse". "somebody / someone / anybody / anyone" straight
after a word of wanting or reaching, and "a / an (proper / real / qualified / actual / trained) pharmacist / nurse /
doctor ..." closing the turn after it, is the one asked for: read in its place, the words closing the turn dropped. Read
by `dialect.standard`, last. Not "someone's taken my seat, a real pain" (no one wanted, no person closing), nor "we need
somebody to sign it, a form for the doctor" (a thing closing the turn)."""

from __future__ import annotations

import re

from .resaid import resaid

_WANTED = r"(?:need|needs|want|wanted|get me|speak to|talk to|speak with|talk with|through to|chat with|chat to)"
_VAGUE = r"(?:somebody|someone|anybody|anyone)"
_PERSON = (r"(?:(?:proper|real|qualified|actual|trained) )?(?:pharmacist|chemist|doctor|nurse|human|person|manager"
           r"|supervisor|adviser|advisor|expert|specialist|agent|operator)")
_NAMED_LAST = re.compile(r"\b(" + _WANTED + r") " + _VAGUE + r"\b(.*) (?:a|an) (" + _PERSON + r")$")


def named_last(out: list[str]) -> list[str]:
    """`out` with the one named closing the turn read in place of the someone asked for before; else `out`."""
    return resaid(out, _NAMED_LAST, r"\1 a \3\2")
