"""A caller unsure of themselves or of the agent, not of the thing: "i'm not sure you'd know this, but ...", "not
sure if this is the right number", "i'm not sure whether i'm allowed to ...", "i'm not sure, ..." (a clause of its
own). The hedge of a timid caller before a question or a request refuses nothing; "i'm not sure i want it", "not sure
if we need one" still hesitate over the thing and are left to refuse it."""

from __future__ import annotations

import re

# Whether the agent would know, do or believe a thing: "not sure you'd know", "not sure if you do that".
_OF_YOU = r"(?:you|you'd|you'll|you're|youre|you've)"
# Whether the caller has come to the right place: "not sure if this is the right line", "not sure this is you".
_OF_PLACE = r"this is|this's|i've got the right|i'm in the right|i'm on the right"
# Whether the caller is doing it right: "not sure whether i'm allowed", "not sure if i'm being silly", "not sure
# i've got the number right", "not sure if it's too early to ask".
_OF_ONESELF = (r"i'm (?:allowed|being|doing|meant|supposed|asking)|i've (?:got|remembered|said)"
               r"|it's (?:too|alright|ok|okay)")
_SELF_DOUBT = re.compile(r"^(?:(?:if|whether) )?(?:" + "|".join((_OF_YOU, _OF_PLACE, _OF_ONESELF)) + r")\b")
_UNSURE_ALONE = re.compile(r"(?:^|[,.;!?]\s*)(?:(?:um|er|erm|uh|sorry|well|oh)[\s,]+)*(?:i'm|im|i am|we're) not "
                           r"(?:quite |really |entirely )?(?:sure|certain)\s*(?:[,.;!?]|$)")


def doubts_oneself(after: list[str], text: str) -> bool:
    """Whether the words `after` "not sure" doubt the caller or the agent, or "not sure" is a clause of its own in
    `text`."""
    return bool(_SELF_DOUBT.match(" ".join(after)) or _UNSURE_ALONE.search(text.lower()))
