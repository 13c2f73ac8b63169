""""Through" a checkpoint a traveller passes ("through security", "through customs", "through passport control"), of
what may be carried past it. "Through" is also a word of a thing being done ("is my refill through"), so it is read out
of the words of being done where a checkpoint follows it: done.py skips such a clause, and naming.asks_done no longer
takes a question of what may be carried ("can i take my inhaler through customs") for one of whether a thing is done.
A story of passing it ("we got through security fine, is my seat booked") is still read for its other words.
"""

from __future__ import annotations

import re

# "..., are these ok through airport security", "is my inhaler fine through customs": "through" a checkpoint the
# traveller passes, of what may be carried past it; nothing of the agent's done.
PAST_CHECKPOINT = re.compile(r"\bthrough (?:the )?(?:airport )?"
                             r"(?:security|customs|passport control|scanners?|x ?rays?)\b")
