"""The doing asked for outright after a story: "go ahead and reserve ...", "please book the ...", and the thanks
promised for it ("i'd be so grateful if you could put me on the late one"). Said after a story of last time or of why
it matters, these ask for the thing done, so acts.py reads them as a request and not as the story's report (moved here
from acts.py, which may not grow). Not "should i go ahead and book" (whether to, asked) nor "i asked if you could book
me" (a past asking told, with no thanks promised).
"""

from __future__ import annotations

import re

# "following up on my call, please go ahead and reserve ...": the doing asked for in so many words after the story of
# last time (not "should i go ahead and book": whether to, asked).
# "my sister's ill, i'd be ever so grateful if you could put me on the first one out", "it would be lovely if you'd
# book us two seats": the thanks or the good of it promised, then "if you could / would" and a verb of doing for the
# caller, asks it done. Not "i asked if you could book me" nor "it would have been nice if you could have booked it".
GO_ON = re.compile(r"(?<! i)(?<! we)(?<! you)(?<! to) go ahead (?:and (?:book|reserve|order|refill|reorder|renew)"
                   r"|with (?:the|that|it|a|an|my|our)) "
                   r"| please (?:book|reserve|order|refill|reorder|renew)"
                   r" (?:the|my|our|his|her|their|a|an|it|that|them) "
                   r"| (?:grateful|thankful|obliged|appreciate it|great|lovely|wonderful|brilliant|kind|helpful"
                   r"|amazing)"
                   r" if you (?:could|would|'d|can) (?:please |kindly |just |possibly )?"
                   r"(?:book|put|get|order|reserve|refill|reorder|renew|find|arrange|sort|squeeze|fit|transfer"
                   r"|connect) ")
