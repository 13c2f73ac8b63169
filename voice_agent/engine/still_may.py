"""Whether one may still do a thing, asked in the turn's last clause after what is told of oneself: "had an operation
last week, can i still travel", "we're running late, could we still board". "Still" with a doing of one's own that asks
for nothing ("fly", "travel", "board", "come", "go" ...: not a verb of `acts._REQUEST_VERBS`) asks whether it is
allowed, as the same question opening the turn does (`acts._MODAL_QUESTION`). Read by `acts.classify`, with the other
questions closing a turn, only when no clause before asks for anything.
"""

from __future__ import annotations

import re

STILL_MAY = re.compile(r"^(?:can|could|may) (?:i|we) still (?P<verb>fly|travel|board|come|go|take|bring|carry|use)\b")
