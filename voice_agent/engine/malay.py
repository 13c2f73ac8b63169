"""The Malay and Indonesian words callers from Indonesia, Malaysia and Brunei mix into their English, in the standard
form, one word for one: "no" ("tidak, nothing for me"), "cancel" ("batal, the cream one"), "please" ("tolong, a
person"), "thanks" ("makasih"), "already" ("sudah") and "medicine" ("my obat"). Only words that mean nothing else in a
call are listed (not "tak", a no that is also the Danish thanks, nor "lah" or "ya", particles read where they stand).
Read by `dialect.standard`.
"""

from __future__ import annotations

WORDS = {"tidak": "no", "batal": "cancel", "batalkan": "cancel", "tolong": "please", "makasih": "thanks",
         "sudah": "already", "obat": "medicine", "ubat": "medicine"}
