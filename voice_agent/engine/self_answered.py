"""A question the caller puts to themself and answers at once with a no: "should i hold off till friday, no, ...",
"do i need a new letter for it, no it's the same one, ...". Thinking aloud is asked of no one; the no answers it, and
what follows is what is asked. Read by `restarts.repaired`, which reads the turn from after the no's clause. Only a
question of the caller's own doing or need ("should i", "shall we", "do i need", "do i want", "is it worth",
"a seat for me?"), opening the turn, and only when more follows the answer: "should i book it? no" is left whole.

The same for the agent's advice or opinion asked, then answered by the caller themself before the agent can: "do you
reckon i should fly on the sunday? yeah, ...", "what would you do, the early one or the late one, ah go on, ...",
"is it daft to go for one night? probably, but i'm going anyway, ...". The answer may be a yes, a no, a shrug given
in ("go on then", "oh sod it", "why not"), or the caller's mind made up in a clause of its own ("i'll just take the
later one", "let's do it now", "actually ..."), up to two clauses after the question; what follows the answer (the
clause of a mind made up itself) is what is asked. Not a question answered with nothing more to ask after it ("is it
worth it? yes, i think so"), nor a no that answers no question ("no rush", "no worries")."""

from __future__ import annotations

import re

_HEDGE = r"(?:(?:um|uh|er|erm|hmm|so|oh|right|now|ok|okay|well|honestly) )*"
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
# The agent's advice or opinion asked: "do you think", "you reckon", "what would you do", "which would you pick", "is it
# sensible to", "would it be daft to", besides the questions of the caller's own doing above.
_ADVICE = (r"(?:(?:do|would|d') ?)?you (?:think|reckon)|reckon|what (?:would|do) you (?:do|say|think)"
           r"|which (?:one )?would you (?:pick|choose|take|go for|do)|(?:is it|would it be) (?:worth|mad|silly"
           r"|daft|stupid|sensible|wise|a good idea|a bad idea|too early|too soon|crazy|bonkers)\b")
_ASKED = "(?:" + _ASKED_ONESELF + "|" + _ADVICE + ")"
# The answer, a clause's first words: a yes or no, a maybe, or giving in ("go on then", "oh sod it", "why not").
_ANSWER = (r"(?:(?:yes|yeah|yep|yup|probably|maybe|definitely|course|alright|all right|ok|okay)(?: not)?"
           r"|(?:no|nah|nope)(?! (?:rush|hurry|worries|problem|bother|idea|matter)\b)"
           r"|(?:ah |oh |aw )?go on(?: then)?|(?:oh |ah )?sod it|(?:oh |ah )?what the heck|why not|i think so"
           r"|better had)\b")
# ... or the caller's mind made up, in a clause of its own, which is read as what is asked.
_DECIDED = (r"(?:(?:ah|oh|well|but|so|ok|okay) )*(?:actually\b|i'll just\b|let's do it\b|i'm doing it\b"
            r"|i'm going to anyway\b|i'll (?:do|take|have|go for|put) it\b|i've made my mind up\b)")
_WEIGHED = re.compile(r"^\s*" + _HEDGE + _ASKED + r"[^,.;?!]*[,.;?!]+\s*(?:[^,.;?!]*[,.;?!]+\s*){0,2}?" + _HEDGE
                      + r"(?:(?P<answer>" + _ANSWER + r")[^,.;?!]*[,.;?!]+\s*|(?=" + _DECIDED + r"))" + _MORE_FOLLOWS,
                      re.IGNORECASE)


def self_answered_past(text: str) -> str:
    """`text` after a question the caller asks themself and answers no (`_SELF_ANSWERED`), or the agent's advice asked
    and answered by the caller (`_WEIGHED`), when words follow; else all of it."""
    found = _SELF_ANSWERED.match(text) or _WEIGHED.match(text)
    return text[found.end() :] if found else text
