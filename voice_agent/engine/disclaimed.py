"""Only asking: "how much is the lisbon one, i'm not buying, just curious", "do the planes have plugs, not that we're
flying": a question, then the caller says they are not doing the thing, only asking. The "not" disowns a wish the
question might be taken for; it refuses none of the agent's things, and the question stands. `refusals.not_refusing`
takes it out before a refusal is looked for, only after a question ("book me on friday, no, i'm not booking" declines).
"""

from __future__ import annotations

import re

from voice_agent.engine.aside_put_off import aside_put_off_removed
from voice_agent.engine.courtesy import courtesy_removed
from voice_agent.engine.double_no import double_no_removed
from voice_agent.engine.follows import follows_unnegated
from voice_agent.engine.machine_again import machine_again_removed
from voice_agent.engine.no_guessing import guessing_removed
from voice_agent.engine.no_one_needed import no_one_needed_removed
from voice_agent.engine.none_left import none_left_said
from voice_agent.engine.over_counter import over_counter_removed
from voice_agent.engine.overruled import overruled_removed
from voice_agent.engine.run_short import run_short_said
from voice_agent.engine.text import aside_removed

# "i'm not after anything new, is my order in": nothing new wanted, said by a caller who asks after what is underway.
_NOTHING_NEW = (r"|(?:i'm|im|i am|we're|we are) not (?:asking for|after|wanting|ordering)"
                r" anything (?:new|more|else|extra)"
                r"(?= just\b| only\b|\s*[,.;!?]|\s*$)")
# "i'm not booking yet", "we're not ordering anything": the caller not doing the thing, said of themselves.
NOT_DOING = (r"(?:i'm|im|i am|we're|we are) not "
             r"(?:booking|ordering|buying|reserving|refilling|renewing|flying|travelling)"
             r"(?: (?:anything|it|one|now|yet))?")
_ONLY_ASKING = re.compile(r"\b(?:not that (?:i'm|im|i am|we're|we are|i was|we were) (?:[a-z']+ing)"
                          # ... or before "i'm / we're costing / pricing ..." (the words read without their marks).
                          r"|" + NOT_DOING + r"(?= just\b| only\b|\s*[,.;!?]|\s*$"
                          r"| (?:i'm|we're|i am|we are) (?:just |only )?(?:costing|pricing|budgeting|researching)\b)"
                          # "how long is the flight, i don't want to book, just curious": not wanting to, the same.
                          r"|(?:i|we) (?:don't|dont|do not) (?:want|need) to (?:book|order|buy|reserve|refill|fly)"
                          r"(?: (?:anything|it|one|now|yet))?(?= just\b| only\b|\s*[,.;!?]|\s*$)" + _NOTHING_NEW + r")"
                          r"(?:,? (?:i'm |we're |i am |we are |i was |we were |just |only )*"
                          r"(?:asking|wondering|checking|curious|looking|enquiring"
                          # "..., we're not booking, we're pricing a trip": working out a price, only asking the same.
                          r"|costing|pricing|budgeting|researching))?")
# "roughly how much is it, we're not booking": a question asked for a rough answer, the same; "just making sure the
# seat's there, we're not asking for anything extra": a check said as one, the same.
_ASKS = re.compile(r"^\s*(?:(?:um|er|erm|so|oh|hmm|right|and|roughly|approximately|just) )*"
                   r"(?:how|what|what's|when|where|which|is|are|do|does|have|has|can|could|will|would"
                   r"|making sure|checking (?:that|if|whether|the|my|our)|wondering)\b")


def disclaimed(said: str) -> str:
    """`said` without the caller's word that they are only asking (`_ONLY_ASKING`), after a question; else as it was;
    and without a no of courtesy before kind words (`courtesy.courtesy_removed`) or a want said with two nots
    (`double_no.double_no_removed`), or a clause forgoing anyone to talk to (`no_one_needed`), or the machine dreaded
    once more (`machine_again`), or a fear of guessing (`no_guessing`), or another matter put off (`aside_put_off`),
    or a misgiving overruled (`overruled`), or a thing told apart by the prescription it needs not (`over_counter`);
    none left said with "not" as "no ... left" (`none_left`), running short kept off as "before ... run out"
    (`run_short`); a not asked of as what follows, unnegated (`follows`)."""
    said = over_counter_removed(overruled_removed(aside_put_off_removed(guessing_removed(machine_again_removed(said)))))
    said = none_left_said(run_short_said(said))
    said = follows_unnegated(double_no_removed(courtesy_removed(no_one_needed_removed(said))))
    return aside_removed(_ONLY_ASKING, said) if _ASKS.match(said) else said


# "i'm not booking, just asking, is my seat confirmed": the same word, said first in a clause of its own; the question
# after it is what the caller asks, read alone (instead.asked_past_aside), the thing disowned no longer matched.
_LEAD_ON = re.compile(r"^[\s,.;!?]*(?:(?:just|only|but|so)\b[\s,.;!?]*)*")


def only_asking_first(said: str) -> str:
    """The question after an opening word that the caller is only asking (`_ONLY_ASKING`), or ""."""
    found = _ONLY_ASKING.match(said.strip())
    if found is None:
        return ""
    rest = said.strip()[found.end() :]
    if not re.match(r"\s*[,.;!?]", rest):
        return ""
    rest = _LEAD_ON.sub("", rest, count=1)
    return rest if _ASKS.match(rest) else ""


# "are the window seats gone, only wondering, don't order anything": only asking, then told not to act, closing the
# turn after a question; the question is what is asked (not "stick our lad on it, only wondering, don't order").
_ASKING_DONT = re.compile(r"[\s,.;!?]+(?:i'm |we're |i am |we are )?(?:just|only) (?:asking|wondering|checking|curious)"
                          r"[\s,.;!?]+(?:but |so )?(?:please )?(?:don't|dont|do not)"
                          r" (?:book|order|buy|reserve|refill|renew)(?: (?:anything|it|one|now|yet|them))*[\s,.;!?]*$",
                          re.IGNORECASE)


def only_asking_closed(text: str) -> str:
    """`text` without a closing word that the caller is only asking and the agent is not to act (`_ASKING_DONT`), after
    a question (`_ASKS`); else as it was. Read by `restarts.repaired`."""
    found = _ASKING_DONT.search(text)
    return text[: found.start()] if found and _ASKS.match(text.lower()) and len(text[: found.start()].split()) >= 3 \
        else text
