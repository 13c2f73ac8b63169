"""The words of a pause or a slip said between others ("well", "sorry", "wait", "um"): nothing asked or refused, the
words before and after them read as one. Read by `restarts` (a clause broken off after one) and `no_way.named_instead`
(the one meant named after a "not the ..." and a clause of such words alone: "not the red one, um, sorry, the blue").
"""

from __future__ import annotations

# A pause, not a correction, before words going on: "a seat to, sorry, madrid", "on the, wait, 5pm one".
PAUSES = frozenset("well oh sorry wait um umm uh uhh er erm hmm".split())
