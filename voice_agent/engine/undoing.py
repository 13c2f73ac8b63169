"""The cancel comparison: words nearer to cancelling the agent's things than to asking for them, by
`CANCEL_LEAD`, are a cancelling (the contrast set's two sides, contrast.py), unless they undo nothing
(`undoes_nothing`). Split from understand.py in stop 38, so that what undoes nothing has one owner
that a rule can be added to (docs/understanding.md "Speech acts")."""

from __future__ import annotations

import re

from voice_agent.engine.acts import CANCELLED_IF, CONDITIONAL_MAY, Act, SpeechAct
from voice_agent.engine.cancels import (
    ANY_CANCELLED,
    HOW_OFTEN_ASKED,
    UNDOES_ANOTHER,
    cancel_cue,
    runs_short,
)
from voice_agent.engine.done import STILL_AWAITED
from voice_agent.engine.fee_asked import CHARGED_FOR
from voice_agent.engine.naming import attributes

CANCEL_LEAD = 0.07  # a request this much nearer to cancelling its things than to asking for them cancels
# "i want my money back for the flight you cancelled", "a refund on the trip that was cancelled", "compensation for
# the cancelled flight": a cancelling that happened, told of the thing; the caller undoes nothing ("make sure it is
# cancelled" asks for one: not "is").
_CANCELLED_ALREADY = re.compile(r"\b(?:(?:the|a|my|our|your|that|this|[a-z]+'s) cancell?ed"
                                r"|(?:was|were|got|been|had been|has been|have been) cancell?ed"
                                r"|(?:you|they|you've|they've|you have|they have|the airline|the pharmacy) (?:just |already )?cancell?ed)\b")
_CANCEL_WORD = re.compile(r"\bcancel\w*")
# "do you drop medicines round to people's houses", "does the pharmacy take returns": whether the agent does a thing at
# all, asked; nothing of the caller's is undone (not "do you think ...", "do you mind ...": a request put as a question).
# "what time do you stop checking in bags", "how late does the desk stay open": when the agent does it, the same.
_WHAT_IS_DONE = re.compile(r"^(?:(?:when|what time|until when|till when|how late|how early) )?(?:do|does) "
                           r"(?:you|they|(?:the|your) [a-z']+) (?!think\b|mind\b|know\b|want\b|reckon\b)[a-z']+")
# "could a person take over the call", "can somebody take it from here": someone taking over from the agent; "once the gp's
# signed them off", "the doctor signed off on it": a thing approved. The words lie near cancelling ("call", "off") but undo
# nothing, unless a word of calling off is said as well ("..., and cancel the old one").
_NOT_UNDOING = re.compile(r"\b(?:someone|somebody|anyone|anybody|human|person|(?:one of )?(?:your|the) [a-z]+|you|they|he|she)"
                          r" (?:to |could |can |please |just )?take (?:over|this over|it over|it from here|this from here)\b"
                          r"|\bsign(?:s|ed)? (?:it |them |that |this |those |these )?off\b"
                          # "take us off this robot": off the agent itself, leaving the line for a person (cancels._THE_LINE).
                          r"|\b(?:me|us) off (?:the|this|that|your) (?:bot|robot|machine|computer|recording|menu|automated|line|phone)\b"
                          # "i'd like a refund for the delayed flight", "compensation on my late one": money back for a thing that went
                          # wrong, not the thing undone.
                          r"|\b(?:refund|refunds|compensation|money back)(?: [a-z']+){0,2} (?:for|on) (?:the|my|our|that|this|his|her|their|[a-z]+'s)"
                          r" (?:delayed|late|diverted|overbooked|disrupted|missed|bumped)\b"
                          # "fetch us a takeaway", "the chinese takeaway": a takeaway is food bought to carry off, a thing
                          # had; it lies near "take away" for the model, but nothing is taken away ("take away my booking" is).
                          r"|\b(?:a|an|the|my|our|some|me|us|chinese|indian|thai|pizza|usual) takeaways?\b"
                          # "..., she can't hear very well so i'm phoning for her", "he's deaf": a sense or a limb that fails the
                          # traveller says why someone else calls; "can't" lies near cancelling for the model, but nothing is undone
                          # ("she can't fly on friday now" is not read here: not a sense).
                          r"|\b(?:can't|cant|cannot|can not|can barely|can hardly) (?:see|hear|read|walk)"
                          r"(?= (?:well|much|very|properly|too|that|so|and|any ?more)\b|$)"
                          r"|\b(?:he's|she's|i'm|they're|is|are) (?:blind|deaf|partially sighted|hard of hearing)\b")

# "could the pharmacist ring me back about my rash", "can someone give us a call back": a call back to the caller, asked
# of a person; "call ... back" lies near calling off for the model, but nothing is undone.
_CALLED_BACK = (r"|\b(?:ring|call|phone|bell|give) (?:me|us|her|him|them) (?:a (?:call|ring|bell) )?back\b"
                r"|\b(?:a|the) (?:call|ring) ?back (?:from|off) (?:the|a|one of|someone|somebody|your)\b"
                # "could she phone me after lunch", "can he ring us tomorrow": a call to the caller at a time, asked
                # of a person, the same ("call me a minicab" is no time).
                r"|\b(?:someone|somebody|[a-z]+) (?:ring|call|phone|bell) (?:me|us)"
                r" (?:after|at|before|later|tomorrow|tonight|this|in the|on|around|once|when)\b")
_NOT_UNDOING = re.compile(_NOT_UNDOING.pattern + _CALLED_BACK)
# "the nurse said to give you a ring and sort it", "they told me to phone this line", "if i rang before noon", "so we're
# phoning": the caller's own call to the line, told as what someone sent them to do; "ring" and "phone" lie near calling
# off for the model, but nothing is undone (unless a word of calling off is said as well; nor "so i'm calling for her",
# someone's trip said undone before it).
_RINGING_IN = (r"|\b(?:told|asked|said|tells|says|wants|wanted)(?: (?:me|us))? to"
               r" (?:ring|phone|call|give you a (?:ring|call|bell))\b"
               r"|\bif (?:i|we) (?:rang|phoned|called|ring|phone|call)\b"
               r"|\bso (?:i'm|im|we're) (?:ringing|phoning|calling)\b(?! (?:for|about|on|to|in)\b)")
_NOT_UNDOING = re.compile(_NOT_UNDOING.pattern + _RINGING_IN)
# "whether the antibiotics cancel out the pill": one thing undoing another's working (cancels.UNDOES_ANOTHER), the same.
_NOT_UNDOING = re.compile(_NOT_UNDOING.pattern + "|" + UNDOES_ANOTHER.pattern)
# "would i be charged if i cancel": the price of calling off asked in the caller's own person (fee_asked.CHARGED_FOR).
_NOT_UNDOING = re.compile(_NOT_UNDOING.pattern + "|" + CHARGED_FOR)


def undoes_nothing(act: Act, query: str, text: str, asks_after: bool) -> bool:
    """Whether words, however near to cancelling, undo nothing: a refusal (already no request); a
    question of what one may do on a condition ("if I book today, can I still cancel ...") or of what
    happens when something is cancelled; a question of how many or how long ("how many hours before
    take off ...": a count asked), or of what is done on a condition ("what's your policy if the
    flight's delayed ..."); one whether it is done or one is on it (`asks_after`: "..., is tom baker
    definitely on friday's flight", the thing named on both sides), or after what is awaited ("the app still
    says pending for my flight": `STILL_AWAITED`); a remark that asks for nothing
    ("I've just got back from the doctor's"); running short of the thing; a cancelling told as what happened
    to the thing, every cancelling word of the turn so (`_CANCELLED_ALREADY`); whether the agent does a thing at
    all (`_WHAT_IS_DONE`)."""
    return act.act is SpeechAct.NEGATION or act.cue in (CONDITIONAL_MAY, CANCELLED_IF) or act.remark or runs_short(text) \
        or _told_cancelled(text.lower()) or not_undoing(text) \
        or (act.act is SpeechAct.QUESTION and (bool({"count", "duration"} & attributes(query)) or "if" in query.split()
                                               or asks_after or act.cue == STILL_AWAITED or _WHAT_IS_DONE.match(query) is not None))


def compared(act: Act, cancel: float, undoing: float, accept: float, query: str, text: str, asks_after: bool) -> Act:
    """`act`, or a cancelling when the words score `cancel` (at least `accept`) on the cancelling side and lie
    `undoing` (at least CANCEL_LEAD) nearer to it than to the asking side, and do not undo nothing."""
    if cancel >= accept and undoing >= CANCEL_LEAD and not undoes_nothing(act, query, text, asks_after):
        return Act(SpeechAct.CANCEL, f"nearer to cancelling ({cancel:.2f}) than to asking, by {undoing:.2f}")
    return act


def _told_cancelled(said: str) -> bool:
    told = len(_CANCELLED_ALREADY.findall(said)) + len(ANY_CANCELLED.findall(said))  # ... or asked of things in general
    told += len(HOW_OFTEN_ASKED.findall(said))  # ... or how often they are, asked of anyone's
    return told > 0 and told == len(_CANCEL_WORD.findall(said))


def not_undoing(text: str) -> bool:
    """Whether the words near cancelling only hand the call over, approve a thing or ask money back for a thing gone wrong
    (`_NOT_UNDOING`), no word of calling off said."""
    said = " ".join(text.lower().replace(",", " ").split())
    padded = f" {said} "
    return _NOT_UNDOING.search(said) is not None and not cancel_cue(padded, padded, padded, text)
