"""The false friends of Polish, Romanian and the Baltic languages, where a caller's English word means what its twin at
home does: "consultant" (Polish "konsultant", Romanian "consultant": one who answers a company's phone) wanted to
talk to, or said "human / real / live", is an agent ("speak to consultant", "a human consultant"); "receipt" (Polish
"recepta", Romanian "rețetă", Latvian "recepte": the doctor's prescription) handed in by the caller or from the doctor
is a prescription ("the receipt i gave you", "my receipt from the doctor"). "my consultant at the hospital" (a
doctor) and "a receipt for the cream" (paid for) are left. Read by `dialect.standard`, last, as `struck.py` is.
"""

from __future__ import annotations

import re

from .gate import gated
from .resaid import resaid

_CONSULTANT = gated(re.compile(r"\b((?:speak|talk|chat) (?:to|with) (?:a |the |one )?|(?:human|real|live|living) )"
                               r"consultant(s?)\b"))
_RECEIPT = gated(re.compile(r"\breceipts?(?= (?:that )?(?:i|we|my [a-z]+|the doctor|the gp)"
                            r" (?:gave|brought|left|handed|dropped|sent|took|put in)\b"
                            r"| (?:from|of) (?:the|my|our) (?:doctor|gp|surgery|hospital|clinic)\b)"))


def false_friends(out: list[str]) -> list[str]:
    """`out` with "consultant" wanted to talk to read "agent", and "receipt" handed in read "prescription"."""
    read = resaid(out, _CONSULTANT, r"\1agent\2")
    return resaid(read, _RECEIPT, lambda m: "prescriptions" if m.group(0).endswith("s") else "prescription")
