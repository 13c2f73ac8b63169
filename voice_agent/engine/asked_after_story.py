"""Asking for someone in so many words after a story, so the story told before or after it ("i cut my hand on a knife,
...", "..., i took two of them with a beer") is no report of its own: "is there a chemist we could speak to" (someone
there one may speak to, asked in any clause) and "could we ask a chemist a question" (one of the agent's people asked
for a word). Read by `acts._ASKS_EXPLICITLY`. "is there a scale we could use" (a thing, no one spoken to) and "can i ask
what time you open" (the question itself asked) are left.
"""

from __future__ import annotations

_WHO = (r"(?:a|an|the|any|your) (?:(?:real|actual|proper|qualified|trained) )?(?:pharmacist|chemist|manager|person"
        r"|human|agent|supervisor|operator)s?")
ASKED_OF_ONE = (r"| is there (?:" + _WHO + r"|someone|somebody|anyone|anybody)(?: (?:there|in|on))? (?:i|we)"
                r" (?:can|could) (?:talk|speak|chat) (?:to|with) "
                # "may i ask your manager a couple of things", "could we ask a chemist a question": a word with them
                # asked, opening the turn.
                r"|^ (?:can|could|may) (?:i|we) (?:just )?ask " + _WHO
                + r" (?:something|a question|a quick question|a couple of things|a few things)\b")
