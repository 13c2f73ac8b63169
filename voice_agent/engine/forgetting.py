"""Forgetting that calls nothing off: read out of the "forget" cues of `cancels` before they are looked for.

"book it, don't forget the extra bag", "and never forget my wheelchair": forgetting refused is a reminder to keep the
thing. "i always forget my pin", "we'd forget our own names": the caller's own forgetting, said of oneself, is a
remark, not the agent told to forget a thing ("forget my inhaler, i've got some" still calls it off).
"""

from __future__ import annotations

import re

NOT_FORGET = re.compile(r"\b(?:don't|dont|do not|never|not|won't|wont|will not|mustn't|please don't) (?:you )?forget\b"
                        # the caller (or the caller's side) the one who forgets
                        r"|\b(?:i|we|i'd|we'd|i'll|we'll) (?:always |often |would |might |could |keep )?"
                        r"forget(?:ting)?\b")
