"""The words of Southern Africa's languages (Shona, Setswana, Zulu) callers mix into their English, one word for one:
"please" ("the pharmacist, ndapota"), "no" ("nnyaa, leave it"), "thanks" and "yes". Only words that mean nothing else
in a call are listed (not "tatenda", thanks that is also a name). Read by `dialect.standard`, as `swahili.py` is.
"""

from __future__ import annotations

WORDS = {"ndapota": "please", "ngiyacela": "please", "nnyaa": "no", "aiwa": "no", "ngiyabonga": "thanks",
         "siyabonga": "thanks", "yebo": "yes"}
