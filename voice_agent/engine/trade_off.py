"""Calling a held thing off in the words of a trade or a game: the haulier's "unload", the ward's "discharge", the
referee's "red card", the sailor's "abandon ship", said of a booking, an order, a seat or a flight (or of someone on
one). Read by `cancels.cancel_cue` in the words as said; each needs the held thing named, so unloading a van, a
patient sent home or a card shown on the pitch call nothing off.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import HELD_OR_TRIP

_WHOSE = r"(?:the|my|our|his|her|their|that|this|[a-z]+'s)"
# "unload me from the friday flight", "discharge my brother from the lisbon booking", "offload jo king off the seat":
# someone taken off the held thing with a verb of unloading or sending away (not "unload the van from the lorry").
_OFF_IT = (r"\b(?:unload|offload|off load|discharge)"
           r" (?:me|us|him|her|them|(?:my|our) [a-z]+|(?!the\b|a\b|an\b|it\b|my\b|our\b)[a-z]+(?: [a-z]+)?)"
           r" (?:off|from|off of)(?: of)? " + _WHOSE + r" (?:[a-z']+ ){0,2}" + HELD_OR_TRIP + r"\b")
# "unload the ramipril order", "offload my friday seat", "red card the cream order": the held thing itself, named
# by its kind after the verb (not "unload the van": no held thing after the verb).
_IT_GONE = (r"\b(?:unload|offload|red card|red-card)"
            r" " + _WHOSE + r" (?:[a-z']+ ){0,2}" + HELD_OR_TRIP + r"\b")
# "cut the eye drops order loose", "cut my tuesday seat loose": the held thing set loose, the same.
_CUT_LOOSE = r"\bcut " + _WHOSE + r" (?:[a-z']+ ){0,2}" + HELD_OR_TRIP + r" loose\b"
# "abandon ship on the glasgow trip", "jump ship on my order": leaving the held thing as a crew leaves a ship.
_SHIP_LEFT = r"\b(?:abandon|abandoning|jump|jumping) ship on " + _WHOSE + r" (?:[a-z']+ ){0,2}" + HELD_OR_TRIP + r"\b"
TRADE_OFF = re.compile("|".join((_OFF_IT, _IT_GONE, _CUT_LOOSE, _SHIP_LEFT)))
