"""Whoever is on the desk, on duty or on the phones, named first: "whoever's at the switchboard, can i talk to them",
"whoever is on nights, i'd like a chat". Opening the turn, it names the agent's person there, read "someone" as said
plainly, so what is asked of them after ("them") asks for a person. Only the agent's posts ("desk / duty /
shift / phones / line / call / counter / nights"); whoever is on a flight or a list ("whoever's on the plane beside me")
is left. Read by `dialect.standard`.
"""

from __future__ import annotations

import re

from .resaid import resaid

_WHOEVER_ON = re.compile(r"^((?:(?:um|uh|er|erm|so|right|ok|okay|hi|hello|look) )*)(?:whoever's|whoevers|whoever is)"
                         r"(?= (?:on|at|behind) (?:the |your )?(?:desk|duty|shift|phones?|lines?|call|counter|nights"
                         r"|night shift|late shift|switchboard)\b)")


def whoever_on(out: list[str]) -> list[str]:
    """`out` with "whoever's" opening the turn before the agent's post read "someone"."""
    return resaid(out, _WHOEVER_ON, r"\1someone")
