"""A follow-up disowned after a no: "nope, wasn't chasing any order", "no, i'm not checking on anything". The caller
says they were not asking after anything ("checking on", "chasing", "following up", "asking about" + "any" /
"anything", or "it" closing the turn; or not caring whether it went through), a no to what the agent took them to
ask; read by `refusals.refusal_cue` before the follow-up's words are read as asked (`asking.FOLLOW_UPS`). Only after
"no / nope / nah" opening the turn, and only of any thing: "i wasn't checking on it, my wife was, is it in" (a thing
of theirs, a question after) is left."""

from __future__ import annotations

import re

NOT_CHASING = re.compile(r"^ ?(?:no|nope|nah|no no)(?: i| we)?(?: wasn't| weren't| was not| were not| am not| 'm not"
                         r"| i'm not| we're not| not)(?: really| even)?"
                         r" (?:checking on|checking up on|chasing(?: up)?|following up(?: on)?|asking about|after)"
                         r" (?:(?:any|anything|nothing)\b"
                         # "nope, weren't following up on that, no": "it / that", closing the turn (bar a no or thanks).
                         r"|(?:it|that|them)(?: up)?(?= ?(?:(?:no|nope|nah|thanks|ta|cheers) ?)*$))"
                         # "no, we don't care if it went ahead": whether it is done not cared about, the same.
                         r"|^ ?(?:no|nope|nah)(?: no)* (?:i|we) (?:don't|dont|do not) (?:really |even )?care"
                         r" (?:whether|if) (?:it|that|they|the [a-z]+|my [a-z]+)"
                         r" (?:went through|got through|came through|went ahead|worked|took|was done|was booked) ?$")
