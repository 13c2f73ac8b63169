"""None of the thing to be sent, said with "no" ("no, no inhalers to go out this month", "nah, no parcels to be
posted for us"): the caller's thing named after "no", then a verb of its going out to them, is refused as "no refill
needed" is (`refusals.NO_NEEDED`), and asks for nothing; read by acts.py in its stead. Not "no need to send it" nor
"no way to post it" (a need or a means, not the thing), nor "i've got no tablets to send back" (a story, not opening).
A talk with someone of the agent's said not needed ("no chat with the pharmacist needed") is refused the same way.
"""

from __future__ import annotations

import re

from voice_agent.engine.refusals import NO_NEEDED as NEEDED

# "no, no creams to be sent out before the weekend", "no tablets to go off this week, thanks": "no" and a thing in one
# or two words, then its going out, a while or a thanks closing it in up to four words.
_NONE_TO_SEND = (r"|^(?:(?:no|nah|nope) )*no (?:more )?(?!need\b|way\b|time\b|one\b|point\b|reason\b|room\b)"
                 r"[a-z']+(?: [a-z']+)?"
                 r" to (?:go out|go off|be sent(?: out| off)?|send(?: out| off)?|be posted|post|be delivered|deliver)"
                 r"(?: [a-z']+){0,4}$")
# "no, no chat with a pharmacist needed", "no visit from your person necessary": "no" and a talk or a visit with
# someone of the agent's (a call, a word, a chat ...), said not needed, as "no callback wanted" is.
_NO_TALK_NEEDED = (r"|^(?:(?:no|nah|nope) )*no (?:call|chat|word|talk|conversation|visit|callback|call back|transfer)"
                   r" (?:with|to|from) (?:the|a|an|your|any) [a-z']+ (?:needed|necessary|required|wanted)"
                   r"(?: (?:today|now|thanks|thank you|ta|then|after all))*$")
NO_NEEDED = re.compile(NEEDED.pattern + _NONE_TO_SEND + _NO_TALK_NEEDED)
