"""The Hindi and Urdu words callers from South Asia mix into their English, in the standard form, one word for one:
"no" ("nahin, the refill's not wanted"), "quickly" ("a person, jaldi"), "person" ("one insaan on the line, please"),
"thanks", "please", "ready" ("tayyar") and "confirmed" ("pakka": settled for certain). Only words that mean nothing
else in a call are listed (not "hai", which is also a hello, nor "haan", yes that is also a name). Read by
`dialect.standard`, as `swahili.py` is.
"""

from __future__ import annotations

WORDS = {"nahi": "no", "nahin": "no", "nahi'n": "no", "jaldi": "quickly", "insaan": "person", "insan": "person",
         "shukriya": "thanks", "dhanyavaad": "thanks", "dhanyavad": "thanks", "kripya": "please",
         # "tayyar" (ready) and "pakka" (settled, for certain): the state of a thing asked after in the caller's words.
         "tayyar": "ready", "taiyar": "ready", "tayar": "ready", "taiyyar": "ready",
         "pakka": "confirmed", "pucca": "confirmed"}
