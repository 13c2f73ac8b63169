"""The words of the pidgins of Papua New Guinea, Vanuatu and the Solomon Islands (Tok Pisin, Bislama, Pijin) that
callers mix into their English, in the standard form, one word for one: "no" ("nogat, ..."; "nomoa"), the verbs of
wanting, needing and talking ("mi no laik go", "mi no nidim", "toktok"), taking a thing off ("kenselim", "rausim"),
having plenty ("mi gat planti"), and the things of a call ("farmasis", "tiket", "dispela"). With "mi" before its
negative read by `creole.negatives`, "mi no laik go" is "i don't want go". Only words that mean nothing else in a call
are listed (not "save", "long", "ken" or "gut", English words too). Read by `dialect.standard`.
"""

from __future__ import annotations

_NO = {"nogat": "no", "nomoa": "no"}
# "mi gat planti" ("i've plenty"): having enough, as a no's reason says it.
_HAVING = {"gat": "got", "planti": "plenty"}
_VERBS = {"laik": "want", "laek": "want", "nidim": "need", "toktok": "talk", "kenselim": "cancel", "rausim": "cancel"}
_THINGS = {"farmasis": "pharmacist", "tiket": "ticket", "dispela": "this", "plis": "please", "wantaim": "with",
           "redi": "ready"}
WORDS = {**_NO, **_HAVING, **_VERBS, **_THINGS}
