"""What someone else said, checked with the caller closing on whether it holds: "my cousin says you post
prescriptions free, is that right", "i heard you're shut on mondays, is that so". The claim is another's; the turn asks
whether it is so, a question, not a request for what the claim names. Read by `yesno.yes_no_question`."""

from __future__ import annotations

import re

# The one who told it, then what they told ("said", "says", "told me", "reckons", "heard" ...), some words on.
_TOLD = r" (?:said|says|say|told (?:me|us)|tells (?:me|us)|reckons|reckoned|heard|read|saw)(?: [a-z']+){2,}"
# The closing check of it: "is that true", "is it right", "that correct", "is this so", "then" or "really" after it.
_CHECK = r" (?:is (?:that|it|this) |that )(?:true|right|correct|so)(?: (?:then|really|or not))? $"
CLAIM_CHECKED = re.compile(_TOLD + _CHECK)
