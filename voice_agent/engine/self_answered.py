"""A question the caller puts to themself and answers at once with a no: "should i hold off till friday, no, ...",
"do i need a new letter for it, no it's the same one, ...". Thinking aloud is asked of no one; the no answers it, and
what follows is what is asked. Read by `restarts.repaired`, which reads the turn from after the no's clause. Only a
question of the caller's own doing or need ("should i", "shall we", "do i need", "do i want", "is it worth",
"a seat for me?"), opening the turn, and only when more follows the answer: "should i book it? no" is left whole."""

from __future__ import annotations

import re

_HEDGE = r"(?:(?:um|uh|er|erm|hmm|so|oh|right|now|ok|okay|well) )*"
_OWN_DOING = r"(?:should|shall) (?:i|we)"
_OWN_NEED = r"(?:do|would) (?:i|we) (?:really )?(?:need|want|have) to"
_WORTH = r"is it (?:worth|mad|silly|daft|stupid) "
# "a seat for me? no, ...", "tickets for us? nope, ...": a thing for oneself named bare and asked, as if echoed.
_FOR_ONESELF = r"(?:(?:a|an|the|another|some) )?[a-z]+ for (?:me|us|myself|ourselves)(?=\?)"
_NO = r"(?:no|nah|nope)"
_ASKED_ONESELF = "(?:" + "|".join((_OWN_DOING, _OWN_NEED, _WORTH, _FOR_ONESELF)) + ")"
_MORE_FOLLOWS = r"(?=\S(?:\S*\s+\S+){2})"  # three words or more after the answer
_SELF_ANSWERED = re.compile(r"^\s*" + _HEDGE + _ASKED_ONESELF + r"[^,.;?!]*[,.;?!]\s*" + _NO + r"\b[^,.;?!]*[,.;?!]+\s*"
                            + _MORE_FOLLOWS, re.IGNORECASE)


def self_answered_past(text: str) -> str:
    """`text` after a question the caller asks themself and answers no (`_SELF_ANSWERED`), when words follow;
    else all of it."""
    found = _SELF_ANSWERED.match(text)
    return text[found.end() :] if found else text
