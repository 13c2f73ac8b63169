"""A question or a worry had now, said with a bare "got": "i got a dosing question", "we got a quick concern":
in the English of the United States (and others), "i got" before a question, a worry, a query or a problem is "i have
got", the caller's matter now, no deed of the past told. Read by `changes.report_cue`, which takes it out before a
report is looked for. Not "i got a letter from the clinic" nor "i got my refill" (a thing received: a report, as
before)."""

from __future__ import annotations

import re

# The matter had now, a word or two of what it is about before it ("a billing worry", "a quick question").
_GOT_NOW = re.compile(r"\b(?:i|we) got (?:a|an|one|two|some|a couple of) (?:[a-z']+ ){0,2}"
                      r"(?:question|questions|worry|worries|concern|concerns|query|queries|problem|doubt)\b")


def got_now_removed(said: str) -> str:
    """`said` without a matter had now said with a bare "got" (`_GOT_NOW`)."""
    return _GOT_NOW.sub(" ", said)
