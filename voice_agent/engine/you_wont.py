"""The agent told what it will not do with the caller: "you're not fobbing me off this time", "you are not shunting us
round again": the caller handed on, put off or moved about, said by "you're not" and the doing, is a no to it. Read
by `refusals.refusal_cue`. Not asked with a tag ("you're not moving me to a robot, are you": a question), nor "you're
not putting me through then" (what the caller wants, not done)."""

from __future__ import annotations

import re

YOU_WONT = re.compile(r"(?:^|\b(?:no|nah|nope|and|so|well|look|oh) )you(?:'re| are) not"
                      r" (?:palming|fobbing|passing|putting|sticking|shunting|shoving|transferring|handing|bouncing"
                      r"|pushing|dumping|moving|sending)"
                      r" (?:me|us)\b(?! through\b)(?!.*\b(?:are|will|would) (?:you|ya)\s*[?.]*$)")
