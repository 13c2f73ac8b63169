"""A beginner's question: a clause closed by a question mark, its subject and its "do" or "is" left out, as callers
who know a few dozen words of English ask ("need visa?", "we collect tonight?", "good for pickup now?"). Said so, the
clause reads as a request (a bare verb, or only a thing) though it asks; its question mark is all that says so. Only
these kinds, and only in a clause of their own closed by the mark:

- needing a thing, the "do i" left out ("need visa for the kid?"): whether it is needed, a question of the rule
  (`needed`, read by `asking.stated_question`);
- the caller coming or picking up, or the thing fit for it ("we come later?", "fine to collect?"), or waiting for the
  caller ("my inhaler waiting for me?"): whether it is ready to collect (`come_for`, read by `done.collectable`); the
  caller's coming said as a statement with "or not" closing it ("i can come for the patches or not yet"), or asked
  with the thing left to a clause of its own ("the patches for nan, can i come and collect") the same.

Not with a word of asking in the clause ("need refill please?", "we come to book?"): a request with its mark.
"""

from __future__ import annotations

import re

from voice_agent.engine.address import unaddressed
from voice_agent.engine.naming import PEOPLE, SOMEONE
from voice_agent.engine.text import split_clauses, words

# The clauses closed by a question mark.
_MARKED = re.compile(r"([^,.;!?]+)\?")
ASKING = frozenset("please pls want book order refill renew reserve cancel change".split())
# "need visa?", "need the letter for him?": "need" opening the clause, a thing after it (not "need to ...").
_NEEDED = re.compile(r"^(?:and |so |also )?(?:need|needs|must have) (?!to\b|you\b|me\b|it\b)[a-z']+(?: [a-z']+){0,3}$")
# "we come later?", "we pick up this evening?", "i collect tonight?": the caller's coming, a time or nothing after it.
_TIME = r"(?:now|today|tomorrow|tonight|later|soon|this (?:morning|afternoon|evening)|after (?:work|lunch))"
_WHEN = r"(?: " + _TIME + r")?"
# "we pass tonight or in the morning?", "i collect now or after lunch?": two times offered, which one asked, the same.
_COMING = re.compile(r"^(?:i|we|me) (?:come|came|pick up|pick|collect|pass|get it|take it)"
                     r"(?: " + _TIME + r"(?: or (?:in the (?:morning|afternoon|evening)|" + _TIME + r"))?)?$")
# "fine to collect?", "tonight good for collection?": fit for collecting, a time or nothing before it.
_FIT = re.compile(r"^(?:(?:today|now|tomorrow|tonight) )?(?:is )?(?:ok|okay|good|fine|ready) (?:for|to) "
                  r"(?:pick|pick up|pickup|collect|collection|take|get)" + _WHEN + "$")


# "the patches waiting for me?", "is my mum's inhaler waiting there?": the thing waiting for the caller, its "is" left
# out. Not a person waiting ("the pharmacist waiting for me?", "my driver waiting there?").
WAITERS = PEOPLE | SOMEONE | frozenset(
    "pharmacist pharmacists chemist doctor nurse driver taxi cab car wife husband".split())
_WAITING = re.compile(r"^(?:is |are )?(?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,3} waiting"
                      r"(?: for (?:me|us|him|her|them))?(?: (?:there|here|now|already))?$")
# "i can come for the patches or not yet", "we can pick up mum's inhaler or not": the caller's coming, said as a
# statement, "or not" closing its clause (not "i can't come, cancel it or not": no "can" before the coming; not "i can
# take two at once or not": taking a medicine is no collecting).
# "shall we pop in for dad's drops or they are not in yet", "can i come for the patches or is it not ready": the
# coming asked, a word before it or not, and the thing not there yet offered as its other answer, the same (not "can i
# come for the patches or should i ring first": no thing not there; nor "... or not": whether one may come).
_CAN_COME = re.compile(r"^(?:i|we) can (?:come|pick up|collect|pass)"
                       r"(?: (?:to|and) (?:take|get|collect|pick up))?(?: [a-z']+){0,4} or (?:not|no)(?: yet)?$"
                       # "we can come tonight for the drops or are not in yet": the thing not there offered as the
                       # other answer, its "it" left out as Italian and Spanish leave it, the same.
                       r"|^(?:i|we) can (?:come|pick up|collect|pass)(?: [a-z']+){0,4}"
                       r" or (?:is|are) not (?:there|in|here|ready|done|made)(?: yet)?$"
                       r"|^(?:[a-z']+ )?(?:can|could|may|shall|should) (?:i|we)"
                       r" (?:come|pop in|pop round|drop in|pick up|collect|pass)"
                       r"(?: [a-z']+){0,4} or (?:(?:is |are )?(?:it|they|it's|its|they're) (?:is |are )?)"
                       r"not (?:there|in|here|ready|done|made)(?: yet)?$"
                       # "can i pop in for the drops or not yet": coming for it, "or not yet" alone, the same (not
                       # "can i collect it or not yet": the collecting itself asked, left as it was).
                       r"|^(?:[a-z']+ )?(?:can|could|may|shall|should) (?:i|we) (?:come|pop in|pop round|drop in)"
                       r"(?: [a-z']+){0,4} or not yet$"
                       # "can we pop in for it tonight or is that too early": too soon for it, offered, the same (not
                       # "... or is the walk too far": the way there is no readiness).
                       r"|^(?:[a-z']+ )?(?:can|could|may|shall|should) (?:i|we)"
                       r" (?:come|pop in|pop round|drop in|pick up|collect|pass)(?: [a-z']+){0,4}"
                       r" or (?:is (?:it|that)|it's|would (?:it|that) be) too (?:soon|early)$")

# "the drops for my son, can i come and pick up", "..., could we pop in and collect": coming for it asked with nothing
# after the collecting, the thing named in a clause before; not with a word of asking or of wanting more in the turn
# ("refill my statins please, can i come and collect", "i need more of my ..., ...": asked for first), nor "can i come
# in" (no collecting). "the drops for my son, could we collect this evening": the collecting with a time of the day
# after it and no coming, the same ("can i collect on friday" names a day for it, and is left).
_MORE = frozenset("need needs more another again repeat".split())
# "my husband can pass by and fetch them?", "we can come to take it tonight?": the caller or someone of theirs coming to
# take the thing, said as a statement closed by a question mark, asks whether it is ready to collect. Not with a word
# of asking or of wanting more in the turn ("refill it, i can come and take it?"), nor "i can take it?" (no coming).
_COME_TAKE = re.compile(r"^(?:i|we|he|she|they|(?:my|our) [a-z]+(?: (?:he|she))?) can (?:come|pass|pop|drop)"
                        r"(?: (?:by|in|round|over))? (?:to|and) "
                        r"(?:(?:take|collect|pick up|fetch|get|grab)(?: it| them)?|pick (?:it|them) up)" + _WHEN + "$")
_COME_COLLECT = re.compile(r"^(?:can|could|may) (?:i|we) (?:come|pop in|pop round|drop in|drop by|pass by)"
                           r" (?:and |to )?(?:collect|pick up|pick|fetch|grab)$"
                           r"|^(?:can|could|may) (?:i|we) (?:collect|pick up|fetch|grab)(?: (?:it|them))?"
                           r" (?:now|today|tonight|later today|this (?:morning|afternoon|evening))$"
                           # "..., can my husband go and get them today itself": someone of the caller's sent for it (a
                           # time made emphatic by "itself", as South Asian English says it, the same).
                           r"|^(?:can|could|may) (?:my|our) [a-z']+ (?:come|go|pop|drop|pass)"
                           r"(?: (?:by|in|round|over|down))? (?:and|to) (?:take|collect|pick up|fetch|get|grab)"
                           r"(?: it| them)?" + _WHEN + "(?: itself)?$")


# "the cream for dad, now it ready or not", "..., they wait for me at the desk today or no", "..., it okay now for
# collect": "it" (the thing of the clause before) ready, fine or waiting for the caller, said as a statement with its
# "is" left out and "or not" or the collecting closing it; a particle of respect after it is read past
# (`address.ADDRESS`, and "na").
# Not the turn's first clause ("it ready or not" alone is read elsewhere), nor "it fine or not to take two" (no "or not"
# closing), nor a person ("she ready or not").
# "the seat for my son, it is fixed or not fixed", "..., it sorted or not": done, said of a thing held, and the done
# word said again after "or not", the same.
_READY = (r"(?P<state>ready|ok|okay|fine|good|done|finish|finished|waiting|wait|there|in"
          r"|fix|fixed|confirm|confirmed|sorted)")
_FOR_ME = r"(?: for (?:me|us|him|her|them))?(?: (?:at|in|on) the (?:counter|desk|shop|pharmacy|front))?"
_STILL = r"(?: (?:now|already|yet|today|still))*"
_STATED_READY = re.compile(r"^(?:(?:now|so|and|but) )?(?:it|they) (?:is |are )?(?:now |already |still )?"
                           + _READY + _FOR_ME + _STILL
                           + r"(?: or (?:not|no)(?: yet| (?P=state))?"
                           + r"| (?:for|to) (?:pick up|pickup|collect|collection|take|get)"
                           # "..., they are ready for this evening": ready by a time of the day said, no "or not".
                           + r"|(?<=ready) for (?:the |this )?"
                           + r"(?:morning|afternoon|evening|today|tonight|tomorrow|later))"
                           + r"(?: na)?$")


def _marked(text: str) -> list[str]:
    """The words of each clause closed by a question mark, without a word of asking."""
    found = [" ".join(words(c)) for c in _MARKED.findall(text)]
    return [c for c in found if c and not ASKING.intersection(c.split())]


def needed(text: str) -> str:
    """The clause asking whether a thing is needed, its "do i" left out ("need visa?"); or ""."""
    return next((c for c in _marked(text) if _NEEDED.match(c)), "")


def come_for(text: str) -> bool:
    """Whether a clause asks whether the caller may come for the thing, or it is fit to collect ("we come later?")."""
    clauses = [" ".join(words(c)) for c in split_clauses(text)]
    waiting = any(_WAITING.match(c) and not WAITERS.intersection(c.split()) for c in _marked(text))
    return waiting or any(_COMING.match(c) or _FIT.match(c) for c in _marked(text)) or \
        any(_CAN_COME.match(c) and not ASKING.intersection(c.split()) for c in clauses) or \
        (len(clauses) > 1 and any(_COME_COLLECT.match(c) for c in clauses[1:])
         and not (ASKING | _MORE).intersection(words(text))) or \
        any(_COME_TAKE.match(c) for c in _marked(text) if not (ASKING | _MORE).intersection(words(text))) or \
        any(_STATED_READY.match(" ".join(unaddressed(c.split()))) for c in clauses[1:] if c)
