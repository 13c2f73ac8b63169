"""The Swahili words callers from East Africa mix into their English, in the standard form, one word for one: "please"
("the refill, tafadhali"), "no" ("hapana, nothing for me"), "thanks", "yes", "person"
("mtu, a real one"), "tomorrow", "doctor" ("a daktari to ring me") and "goodbye" ("kwaheri then"). Only words that
mean nothing else in a call are listed (not "pole", sorry, nor "jumbo", a hello that is also a plane; nor "sawa", an
okay that read so cost a turn elsewhere). Read by `dialect.standard`.
"""

from __future__ import annotations

WORDS = {"tafadhali": "please", "hapana": "no", "asante": "thanks", "ndiyo": "yes", "mtu": "person",
         "kesho": "tomorrow", "daktari": "doctor", "kwaheri": "goodbye"}
