"""Coming in vain: "i'd rather not turn up to a locked door", "i don't want to find you shut", "i don't want
to come at the wrong time". Said after "don't want" or "rather not" (`refusals.WORRY`), it is a worry about
the trip, and refuses nothing of the agent's.
"""

from __future__ import annotations

# The place found closed: "turn up to a locked door", "find you shut".
_FOUND_SHUT = (r"|(?:turn up|arrive|get there|rock up|show up) (?:to|at) (?:a|the) (?:locked|closed|shut)"
               r"|find (?:it|you|you all|the [a-z]+) (?:closed|shut|locked)")
# Coming when the place is not open: "come at the wrong time", "turn up at a bad time", "get there when you're shut".
_COMING = r"(?:come|come down|come in|come over|come round|turn up|arrive|get there|show up|rock up|go|pop in|pop down)"
_WRONG_TIME = (r"|" + _COMING + r" (?:at (?:the|a) (?:wrong|bad) (?:time|hour|moment)"
               r"|when (?:you're|you are|it's|it is) (?:shut|closed))")
SHUT_OUT = _FOUND_SHUT + _WRONG_TIME
