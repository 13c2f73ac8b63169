"""Nothing to do with it: "no, this has nothing to do with my booking", "it's got nothing to do with a refill". The
caller says the call is not about the thing the agent would take it for; nothing of it is asked, so no tool is started
on it (read as a refusal in `refusals.refusal_cue`, beside "that's not what i rang about"). The whole turn only: a
question or a request after it ("..., how heavy can a bag be") is what the caller asks and is read as ever."""

from __future__ import annotations

import re

# "it's", "this has", "that's got": the call, or what the agent took it for, said to have nothing to do with a thing
# ("a flight", "my booking", "the repeat i ordered"), and nothing after that thing but a few words about it.
NOTHING_TO_DO_WITH = (r"^(?:(?:no|nah|nope|well|sorry|look|listen) )*(?:it's|its|it is|this is|that's|that is|it has"
                      r"|this has|that has)(?: got)? (?:nothing|nowt|naught)(?: at all)? to do with ")
# "a", "the", "my", "the chemist's": the word that opens the thing named.
THING_OPENS = r"(?:a|an|the|my|our|any|his|her|their|[a-z]+'s)"
_NOTHING_TO_DO = NOTHING_TO_DO_WITH + THING_OPENS + r" [a-z']+(?: [a-z']+){0,4}$"
# "no, it isn't a seat we're after", "it's not the refill i'm wanting": the thing named, said not to be what the caller
# wants, the thing first and the wanting after it; nothing said instead after it ("..., it's the hours": read as ever).
_IT_IS_NOT = r"(?:it's|its|it is|that's|that is|this is) not"
_IT_ISNT = r"(?:" + _IT_IS_NOT + r"|(?:it|that|this) (?:isn't|isnt|is not|wasn't|wasnt|was not))"
_WANTING = r"(?:i'm|im|i am|we're|we are|i was|we were) (?:after|wanting|looking for)\b"
_INSTEAD = r"(?!.*\b(?:it's|its|it is|i'm|im|i need|i want|i'd like|we need|we want|can|could|would|will|please)\b)"
_NOT_AFTER = (r"^(?:(?:no|nah|nope|well|sorry|look|listen) )*" + _IT_ISNT
              + r" (?:a|an|the|my|our|any|his|her|their) [a-z']+(?: [a-z']+)? " + _WANTING + _INSTEAD)
UNRELATED = re.compile(_NOTHING_TO_DO + "|" + _NOT_AFTER)
