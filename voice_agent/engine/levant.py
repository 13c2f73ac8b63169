"""The words of Hebrew and Arabic Israel callers mix into their English, one word for one: the pharmacist
("the rokeach", "the rokachat" of a woman), the agent's representative ("a natzig"), "please" ("bevakasha"), "fine"
("beseder", said of what is in order), and the openings of a turn: the filler "nu" ("well") and a greeting ("ahla",
"ahlan", "marhaba"); and the holiday ("chag", "chagim": Hebrew said by Jewish callers anywhere, "are you open on
chag"). Only words that mean nothing else in a call are listed: not the Hebrew "lo" (no) nor "ken" (yes; a name too),
nor the Arabic "la"; nor the thanks ("todah", "shukran"): "lo todah" and "la shukran", no thanks, would be read as a
thanks alone; nor the address "achi" (brother: read as "bro", it leaves a turn opened by "do me ..." a question). Read
by `dialect.standard`, as `steppe.py` and `swahili.py` are.
"""

from __future__ import annotations

WORDS = {"rokeach": "pharmacist", "rokeah": "pharmacist", "rokachat": "pharmacist", "rokahat": "pharmacist",
         "rokchim": "pharmacists", "natzig": "representative", "natziga": "representative", "nazig": "representative",
         "bevakasha": "please", "bevakashah": "please", "bevakesha": "please", "beseder": "fine",
         "nu": "well", "ahla": "hi", "ahlan": "hello", "marhaba": "hello", "chag": "holiday", "chagim": "holidays"}
