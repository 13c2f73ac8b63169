"""What someone else said, checked with the caller closing on whether it holds: "my cousin says you post
prescriptions free, is that right", "i heard you're shut on mondays, is that so". The claim is another's; the turn asks
whether it is so, a question, not a request for what the claim names. Read by `yesno.yes_no_question`; the claim
(`claim`) by `yesno.fact_asked`, which reads a "not" inside it as the claim's ("my aunt says kids don't pay, is that
so" refuses nothing)."""

from __future__ import annotations

import re

# The one who told it, then what they told ("said", "says", "told me", "reckons", "heard" ...), some words on; or a
# word that hands it on from no one named ("apparently the shop shuts at four", "supposedly kids fly free").
_TOLD = (r" (?:said|says|say|told (?:me|us)|tells (?:me|us)|reckons|reckoned|heard|read|saw|apparently|supposedly"
         r"|reportedly)(?P<claim>(?: [a-z']+){2,})")
# The closing check of it: "is that true", "is it right", "that correct", "is this so", "then" or "really" after it.
# ... or whether it is the rule or holds: "is this the policy", "is it the case", "does it apply", "does this stand".
_CHECK = (r" (?:(?:is (?:that|it|this) |that )(?:true|right|correct|so|the (?:rule|case|policy|law))"
          r"|does (?:that|it|this) (?:hold|apply|stand))(?: (?:then|really|or not|true))? $")
CLAIM_CHECKED = re.compile(_TOLD + _CHECK)


def claim(plain: str) -> str:
    """The claim another made, checked at the close of `plain` (the caller's words, spaced at both ends), or "":
    "my aunt says kids don't pay, is that so" -> "kids don't pay"."""
    checked = CLAIM_CHECKED.search(plain)
    return checked.group("claim").strip() if checked else ""
