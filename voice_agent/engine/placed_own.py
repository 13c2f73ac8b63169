"""Where one sits asked for on one's own flight: "can you seat me by the window on my lisbon flight", "seat us near the
front on our flight home". The flight said as the caller's own ("my / our / his / her / their / x's") is held, so the
place on it changes what is held (`changes.change_cue` reads it), as a seat on a flight said to be booked does; no
flight is booked again. Not a place asked of a flight not yet had ("a window seat on a flight to rome"), nor where
one is put by anything but sitting ("stick me by the window, i'll wait": no flight after).
"""

from __future__ import annotations

import re

PLACED_ON_OWN = re.compile(r"\b(?:put|place|sit|seat|stick) (?:me|us|him|her|them)"
                           r" (?:by|at|near|next to|beside|on) the (?:window|aisle|front|back|exit)(?: seat| row)?"
                           r" (?:on|for|in) (?:my|our|his|her|their|[a-z]+'s)"
                           r" (?:[a-z']+ ){0,2}(?:flight|plane|trip)s?\b")
