"""The thing named first, then what the caller makes of it, in one clause: "no, the insulin not", "the hours i know
already", "the inhaler leave it" (word order carried over from a first language that puts the topic first: Russian,
Mongolian, the Turkic languages). The thing refused after it is not wanted, as "not the insulin" or "leave the
inhaler" say it. Read by `acts.classify`, in each clause of the turn (moved here from `refusals`, which it grew past).
"""

from __future__ import annotations

import re

# "no, the insulin not, i have enough", "the cream no, the cream i have still": the thing, then "not" or "no"
# after it, a clause of its own (word order carried over from the caller's first language) refuses it.
# "no, the hours i know already": the thing, then that one knows it, the same.
# "the inhaler leave it", "my booking forget it please": the thing, then left be, skipped or forgotten, the same (not
# "the booking leave with me", "the bag i leave it at the desk": somewhere to leave it, someone leaving it).
THING_NOT = re.compile(r"^(?:the|my|our|his|her|their|this|that) (?:[a-z']+ ){0,2}[a-z']+ "
                       r"(?:not|no|i (?:already )?know(?: already)?"
                       r"|(?:just )?(?:leave|skip|forget) (?:it|them|that)(?: (?:please|for now|then))?)$")
