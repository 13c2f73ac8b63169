"""The words of Southern Africa's languages (Shona, Setswana, Zulu) callers mix into their English, one word for one:
"please" ("the pharmacist, ndapota"), "no" ("nnyaa, leave it"), "thanks" and "yes". Only words that mean nothing else
in a call are listed (not "tatenda", thanks that is also a name). Read by `dialect.standard`, as `swahili.py` is.
South Africa's and Zimbabwe's words for kin ("my gogo's tablets", grandmother; "my laaitie", the young one), and
Afrikaans' "nee" (no) only opening the turn (`opened_no`): after a name it is the name one was born with.
"""

from __future__ import annotations

from collections.abc import Sequence

WORDS = {"ndapota": "please", "ngiyacela": "please", "nnyaa": "no", "aiwa": "no", "ngiyabonga": "thanks",
         "siyabonga": "thanks", "yebo": "yes"}
_KIN = {"gogo": "gran", "laaitie": "kid", "laaities": "kids", "laitie": "kid"}
WORDS |= {**_KIN, **{k + "'s": v + "'s" for k, v in _KIN.items()}}


def opened_no(tokens: Sequence[str]) -> bool:
    """Whether the turn opens with Afrikaans' no, "nee" ("nee, leave it"; not "mary smith nee jones")."""
    return bool(tokens) and tokens[0] == "nee"

