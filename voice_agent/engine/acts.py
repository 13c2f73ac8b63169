"""What kind of thing the caller said, before what it is about: a request, a cancellation, a
negation, or a question about something. Only a request may start a tool that acts on the
world (`@tool(confirm=True)`) or hand the caller to a person; the others never do, whatever
the words are about ("please cancel AF 22" is about a booking, and must not book one).

Rules, not a model: they read the caller's words as a recogniser writes them (lower case, no
punctuation, fillers) and are cheap and predictable. Each rule names a phrase family; `explain`
shows which one fired.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from voice_agent.engine.text import words


class SpeechAct(StrEnum):
    REQUEST = "request"  # asks for something to be done, or says something
    CANCEL = "cancel"  # asks to undo or call off something
    NEGATION = "negation"  # says what they do *not* want ("I don't want to book", "not yet")
    QUESTION = "question"  # asks about something ("is BA 117 on time?", "how much is a ticket?")


@dataclass(frozen=True)
class Act:
    act: SpeechAct
    cue: str = ""  # the phrase that decided it, for `explain`

    @property
    def allows_action(self) -> bool:
        """Whether a tool that acts on the world, or a handoff, may follow from these words."""
        return self.act is SpeechAct.REQUEST


_FILLERS = frozenset("um umm uh uhh er erm oh hi hello hey ok okay so well and yeah yes right "
                     "alright sorry excuse me please just hmm ah".split())

_CANCEL = (
    "cancel", "cancelled", "canceled", "cancellation", "call off", "call it off", "scrap", "scratch that",
    "never mind", "nevermind", "forget it", "forget that", "forget about it", "undo", "take back",
    "don't bother", "stop the", "stop my", "stop that", "drop the", "drop that", "abort", "withdraw",
)
_NEGATION = (
    "don't want", "dont want", "do not want", "don't need", "dont need", "do not need", "don't book",
    "dont book", "do not book", "don't do", "do not do", "don't go ahead", "not yet", "not now",
    "not today", "no thanks", "no thank you", "no need", "rather not", "hold off", "i won't",
    "i will not", "not going to", "not gonna", "changed my mind", "no longer", "not interested",
    "don't transfer", "do not transfer", "don't put me through", "not a person", "not a human",
    "didn't want", "did not want", "don't refill", "do not refill", "don't order",
    "wasn't asking", "not asking", "don't wanna", "not looking to", "not trying to",
)
# An information question: the first word after fillers. "can/could/would you", "can I" and
# "is it possible" are requests in question form and are not listed.
_QUESTION_START = frozenset("what when where which why who whose is are was were does did will "
                            "has have isn't aren't doesn't didn't won't how do what's when's where's how's who's "
                            "which's".split())
_REQUEST_FORMS = (
    "how do i", "how can i", "how could i", "how would i", "is it possible", "is there any way",
    "what do i need to do to", "will you", "is there a way", "is there someone", "is there anyone",
    "is there somebody", "is there a person", "is there a human", "is there an agent",
)
_QUESTION_FORMS = ("how much", "how long", "how many", "how late", "how early", "how far",
                   "what time", "tell me if", "tell me whether", "know if", "know whether",
                   "wondering if", "wondering whether", "check if", "check whether",
                   "do you know", "any idea", "is it true")


def classify(text: str, masked: Sequence[str] | None = None) -> Act:
    """The speech act of what the caller said. `masked` are the caller's words with slot
    values replaced (a flight number never looks like a word of a rule)."""
    tokens = list(masked) if masked is not None else words(text)
    plain = " " + " ".join(tokens) + " "
    for cue in _NEGATION:
        if f" {cue} " in plain:
            return Act(SpeechAct.NEGATION, cue)
    for cue in _CANCEL:
        if f" {cue} " in plain or plain.strip().startswith(cue + " ") or plain.strip() == cue:
            return Act(SpeechAct.CANCEL, cue)
    if plain.strip() in ("no", "nope", "nah", "no no"):
        return Act(SpeechAct.NEGATION, plain.strip())
    start = 0
    while start < len(tokens) and tokens[start] in _FILLERS:
        start += 1
    lead = " " + " ".join(tokens[start:]) + " "
    for form in _QUESTION_FORMS:
        if f" {form} " in plain:
            return Act(SpeechAct.QUESTION, form)
    for form in _REQUEST_FORMS:
        if lead.startswith(f" {form} "):
            return Act(SpeechAct.REQUEST, form)
    if start < len(tokens) and tokens[start] in _QUESTION_START:
        return Act(SpeechAct.QUESTION, tokens[start])
    return Act(SpeechAct.REQUEST)
