"""Nothing to do with it: "no, this has nothing to do with my booking", "it's got nothing to do with a refill". The
caller says the call is not about the thing the agent would take it for; nothing of it is asked, so no tool is started
on it (read as a refusal in `refusals._refusal`, beside "that's not what i rang about"). The whole turn only: a
question or a request after it ("..., how heavy can a bag be") is what the caller asks and is read as ever."""

from __future__ import annotations

import re

# "it's", "this has", "that's got": the call, or what the agent took it for, said to have nothing to do with a thing
# ("a flight", "my booking", "the repeat i ordered"), and nothing after that thing but a few words about it.
UNRELATED = re.compile(r"^(?:(?:no|nah|nope|well|sorry|look|listen) )*(?:it's|its|it is|this is|that's|that is|it has"
                       r"|this has|that has)(?: got)? (?:nothing|nowt|naught)(?: at all)? to do with "
                       r"(?:a|an|the|my|our|any|his|her|their|[a-z]+'s) [a-z']+(?: [a-z']+){0,4}$")
