"""A question first, then the cancelling that would bring it about as its condition: "can we still get a refund if the
snow cancels the flight", "will i be rebooked if they scrap the morning one". Read by `acts.classify` beside
`acts._CANCELLED_IF` (the condition said first): a question about what follows a cancelling, never a cancel. The
cancelling is another's (the weather, the airline, "they", "you"): "can i get my money back if i cancel" is left to the
other readings, and "can you cancel my flight if it snows" (the cancel asked for, outside the condition) is left a
cancel."""

from __future__ import annotations

import re

_CANCELLED_AFTER = re.compile(r"^(?:can|could|will|would|do|does|should|may|is|are) (?:i|we|you|they|he|she|my|our)"
                              r"(?: [a-z']+){1,8}? (?:if|when|in case|should) (?!i\b|we\b|i'm\b|we're\b)"
                              r"(?:[a-z']+ ){1,4}?(?:cancels|cancel|cancelled|canceled|scraps|scrap|scrapped"
                              r"|calls off|call off|called off|grounds|grounded)\b(?: [a-z']+){0,5}$")


def cancelled_after(lead: str) -> bool:
    """Whether the clause asks what follows a cancelling by another, said as a condition after the question."""
    return _CANCELLED_AFTER.match(lead) is not None
