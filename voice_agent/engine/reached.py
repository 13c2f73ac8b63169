"""How a person is reached for, read around the person's word: asked to do a thing for the caller ("can somebody
from the airline go through it with me", "could a human take over the call"), one the caller could reach ("is there a
qualified person i can ask"), or anyone who knows, consulted ("can i run them by someone that understands them"). Split
from people.py (`PeopleReader` reads them) by concern.
"""

from __future__ import annotations

import re

from voice_agent.engine.naming import CONSULTING, REACHING, SOMEONE
from voice_agent.engine.text import split_clauses, words

ANYONE = frozenset("someone somebody anyone anybody".split())
# What the person needed is to do: tell, explain, check ("I need someone to look at it").
TELLING = frozenset("tell explain check look advise help talk speak go answer say confirm".split())
_EXPLAINING = frozenset("tell explain advise".split())  # of those, the ones that only tell
# Travelling or going along with someone: "I'm flying with someone", "she's coming with a friend".
ACCOMPANYING = frozenset("""fly flying flies flew travel travelling traveling travels go going goes went come coming comes
                          sit sitting seated stay staying along together""".split())


WHO = frozenset("who who's who'd that".split())
KNOWS = frozenset("knows know understands understand".split())
# Going over a thing with someone ("go over it with", "talk it through with", "run them by"), not doing it with them
# ("collecting my tablets with someone who knows the way").
_GOING_OVER = frozenset("over through run check checking discuss talk talking".split())


def consulted_knowing(said: str) -> str:
    """Anyone who knows, consulted ("..., i need to go over it with someone who knows", "can i run it by somebody
    that understands them"): anyone said to know, in a clause after them, is one qualified, as "someone qualified"
    is, asked for by going over a thing with them (the query is cut at them, so read in the words said). Not anyone
    one travels with ("flying with someone who knows the airport"), nor one a thing is done with ("collecting it with
    someone who knows the way"). The person, or ""."""
    tokens = words(said)
    for k, w in enumerate(tokens):
        if w not in ANYONE or k < 2 or tokens[k - 1] not in CONSULTING or tokens[k - 2] in ACCOMPANYING or \
                not _GOING_OVER.intersection(tokens[max(0, k - 5) : k - 1]):
            continue
        who, knows = tokens[k + 1 : k + 2], tokens[k + 2 : k + 3]
        if who and who[0] in WHO and knows and knows[0] in KNOWS:
            return w
    return ""


# "..., i need someone medical there", "i want somebody qualified": anyone needed for the know-how they have,
# said by a word of it after them, closing the turn; "someone who knows what they're doing", the same.
_NEED = r"(?:i|we) (?:really |just )?(?:need|want|would like)"
_QUALIFIED = r"(?:qualified|medical|trained|professional|expert|experienced)"
_SKILL_WORDS = frozenset(_QUALIFIED[3:-1].split("|"))  # the same words, one by one
_WHO_KNOWS = (r"(?:who|that) (?:knows|know) what (?:they're|theyre|they are) (?:doing|on about)"
              # "i need somebody who knows what to give him", "... that knows how to use it": what to do known.
              r"|(?:who|that) (?:knows|know) (?:what|how) to (?:give|take|do|use|try|say)"
              r"(?: (?:him|her|them|it|me|us))?")
_NEEDS_QUALIFIED = re.compile(rf"\b{_NEED} (?P<who>someone|somebody|anyone|anybody) (?:{_QUALIFIED}|{_WHO_KNOWS})"
                              r"(?: (?:there|here|please|now|to talk to|to speak to))*$")
# "..., somebody who understands inhalers please", "..., please, anyone qualified": the same asked for bare, with a
# please, closing the turn (not anyone the thing is for or done with: "it's for someone who knows the area, please").
# "anybody that know this tablet": the bare "know" of a speaker of English as a second language, the same; and "...,
# somebody that knows, please": knowing said with no object, as the Welsh and others say one who knows the trade.
_KNOWING = (rf"(?:{_QUALIFIED}|{_WHO_KNOWS}|(?:who|that) (?:knows?|understands?)"
            r"(?: (?:about )?(?:[a-z']+ ){0,2}[a-z']+)?)")
_NOT_FOR = r"(?<!\bfor )(?<!\bwith )(?<!\bto )(?<!\bby )(?<!\bof )(?<!\bfrom )"
# "please, anybody there who understands inhalers": "there" or "here" after them (the agent's side), the same.
_BARE_WHO = rf"{_NOT_FOR}(?:someone|somebody|anyone|anybody)(?: there| here)? {_KNOWING}"
_ASKED_BARE = re.compile(rf"\b(?:please {_BARE_WHO}|{_BARE_WHO} please)$")
# "anyone trained, please hurry, ...", "somebody medical, now, ...": one qualified asked for bare in the turn's first
# clause, haste or nothing after them, the why told after (not "someone qualified said to ring": words go on).
# "..., can someone trained look", "could anybody qualified check": one qualified asked to look at the thing, closing
# the turn; "who could i speak to there that knows": one who knows asked after, the same (not "can someone pick it up").
_LOOKS = r"(?:look|check|help|see)(?: (?:at )?(?:it|them|this|that))?(?: please)?"
_ASKED_TO_LOOK = re.compile(rf"\b(?:can|could|would) (?:someone|somebody|anyone|anybody) {_QUALIFIED} {_LOOKS}$"
                            r"|\bwho (?:can|could) (?:i|we) (?:talk|speak) (?:to|with)(?: there| here)?"
                            r" (?:who|that) knows$")
_OPENS_QUALIFIED = re.compile(rf"^(?:someone|somebody|anyone|anybody) {_QUALIFIED}"
                              r"(?: (?:please|now|quick|quickly|fast|urgently|hurry|please hurry))?$")


# "..., i want proper advice about my inhaler": advice wanted as one trained gives it (proper, professional, medical)
# is a person's counsel asked for, not the thing it is about.
_SKILLED = r"(?:proper|professional|expert|medical|qualified)"
_SKILLED_ADVICE = re.compile(rf"\b{_NEED} (?:some )?{_SKILLED} (?:advice|guidance)\b")


# "..., i need an agent who can sort it, not a bot": one of the people needed for what they can do for the caller,
# said after them ("who / that can sort / fix / help / deal / explain ..."); not anyone a thing is for ("a seat next
# to someone who can help"), nor a thing that can ("i need a flight that can get me there").
_NEEDS_ABLE = re.compile(rf"\b{_NEED} (?:a|an) (?:(?:real|proper|actual|live) )?(?P<who>agent|person|human"
                         r"|adviser|advisor|operator|pharmacist) (?:who|that) (?:can|could|will|would)"
                         r" (?:sort|fix|help|deal|explain|advise|tell|talk|answer)\b")


def needed_qualified(said: str) -> str:
    """Anyone needed for their know-how, where the turn ends (`_NEEDS_QUALIFIED`): one qualified is asked for,
    whatever the story before tells of a medicine; so is advice wanted as one trained gives it (`_SKILLED_ADVICE`),
    and one needed for what they can do for the caller (`_NEEDS_ABLE`). The person, "advice", or ""."""
    plain = " ".join(words(said))
    found = _NEEDS_QUALIFIED.search(plain) or _NEEDS_ABLE.search(plain)
    if found:
        return found.group("who")
    bare = _ASKED_BARE.search(plain) or _ASKED_TO_LOOK.search(plain) or \
        _OPENS_QUALIFIED.match(" ".join(words((split_clauses(said) or [""])[0])))
    if bare:  # "who can i speak to that knows": one asked after, no word of anyone in it
        return next((w for w in bare.group(0).split() if w in ANYONE), "someone")
    return "advice" if _SKILLED_ADVICE.search(plain) else ""


# "the one who's medical, would you get her on now", "your one that knows the tablets, can i have him on now": the
# person described by their know-how opening the turn, then asked for by a pronoun and a bare "on" closing it.
_ONE_DESCRIBED = re.compile(r"^(?:the|your) one (?:who's|whos|who is|that's|thats|that is) " + _QUALIFIED + r"\b"
                            r"|^(?:the|your) one (?:who|that) (?:knows|understands)\b")
_HAVE_ON = re.compile(r"^(?:(?:can|could|would) (?:i|we|you) )?(?:please )?(?:get|have|put) (?:him|her|them) on"
                      r"(?: please| now)*$")


def described_on(said: str) -> str:
    """The one described by their know-how, then asked for by a pronoun "on" (`_ONE_DESCRIBED`, `_HAVE_ON`): "one",
    or ""."""
    clauses = [" ".join(words(c)) for c in split_clauses(said)]
    clauses = [c for c in clauses if c]
    found = len(clauses) > 1 and _ONE_DESCRIBED.match(clauses[0]) and _HAVE_ON.match(clauses[-1])
    return "one" if found else ""


def could_reach(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` is one the caller could reach, said after them with a word or two between ("is
    there a qualified person I can ask about ...", "anyone on shift i could ask", "people there we could talk to")."""
    return any(tokens[j : j + 2] in (["i", "can"], ["i", "could"], ["we", "can"], ["we", "could"]) and
               REACHING.intersection(tokens[j + 2 : j + 4]) for j in (k + 1, k + 2, k + 3))


_WORKPLACE = frozenset("pharmacy chemist chemist's dispensary airline desk counter reservations".split())


def for_me(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` is asked to do a thing for the caller: "can somebody from the
    airline go through it with me", "can a pharmacist check them with me" (not "can someone else
    collect it": allowed.PERMISSION)."""
    w = tokens[k]
    # "could a qualified person tell me ...": a word of their know-how may come between; "can the pharmacy person
    # explain me ...": the word of the place they work at, asked to tell or explain (not "... drop it off for me").
    placed = tokens[k - 1 : k] != [] and tokens[k - 1] in _WORKPLACE and tokens[k + 1 : k + 2] != [] \
        and tokens[k + 1] in TELLING
    b = k - 1 if k > 2 and (tokens[k - 1] in _SKILL_WORDS or placed) else k
    modal = (k and tokens[k - 1] in ("can", "could", "would") and w in SOMEONE) or \
        (b > 1 and tokens[b - 1] in ("a", "the", "your") and tokens[b - 2] in ("can", "could", "would"))
    # "can someone there explain before i take them": the agent's place, and what the person is to tell.
    told = tokens[k + 1 : k + 2] == ["there"] and tokens[k + 2 : k + 3] != [] and tokens[k + 2] in TELLING
    # "can someone check them against his usual", "could somebody look them over": things compared or gone over for
    # the caller is a person's work, whoever they are for (not "check if it's ready", "check on my order": whether it is done).
    compared = _COMPARED.match(" ".join(tokens[k + 1 : k + 5])) is not None
    # "could a human take over the call", "can someone take it from here": the person asked to take over from the agent.
    taking_over = _TAKES_OVER.match(" ".join(tokens[k + 1 :])) is not None
    # "could somebody who understands inhalers explain the difference", "can anyone that knows pills tell which is
    # which": anyone named by what they know, then asked to explain, is a person's work, whoever it is for.
    told = told or (tokens[k + 1 : k + 2] != [] and tokens[k + 1] in WHO and tokens[k + 2 : k + 3] != [] and
                    tokens[k + 2] in KNOWS and bool(_EXPLAINING.intersection(tokens[k + 3 : k + 7])))
    # "is there a person there who can walk me through it": the person asked for by what they can do for the caller, said after.
    # "is someone qualified there who can tell me ...": the same, a word of their know-how after them.
    j = k + 2 if tokens[k + 1 : k + 2] != [] and tokens[k + 1] in _SKILL_WORDS else k + 1
    j = j + 1 if tokens[j : j + 1] == ["there"] else j
    modal = modal or (tokens[j : j + 1] in (["who"], ["that"]) and tokens[j + 1 : j + 2] in (["can"], ["could"], ["would"], ["will"]))
    modal = modal or _ON_CONDITION.search(" ".join(tokens[max(0, k - 8) : k])) is not None
    # "somebody there has to go over these with me", "someone should explain it to us": anyone said to be bound to do
    # a thing with the caller, or to tell them, is asked for as "can someone ..." is; not "someone needs to collect it
    # for me" (an errand, no person's know-how).
    bound = _OBLIGED.match(" ".join(tokens[j : j + 9]))
    modal = modal or (w in SOMEONE and bound is not None and
                      (bound.group("verb") in TELLING or bound.group("with") is not None))
    return bool(modal) and tokens[k + 1 : k + 2] != ["else"] and (bool({"me", "us"}.intersection(tokens[k + 2 : k + 10])) or told or compared
                                                                  or taking_over)


# "i'll only book if a real person talks me through it", "unless the pharmacist checks it with me": the person's doing a
# thing for the caller made the condition of going on is asked for, as "can someone go through it with me" is.
_ON_CONDITION = re.compile(r"(?:\bonly\b(?: [a-z']+){0,3} if|\bunless)(?: (?:a|an|the|some|your|one of your))?"
                           r"(?: (?:real|actual|proper|live|human|qualified))?$")
_OBLIGED = re.compile(r"^(?:needs to|need to|has to|have to|must|should|ought to|will have to) (?P<verb>[a-z]+)"
                      r"(?:(?: [a-z']+){0,4} (?P<with>with (?:me|us))\b)?")
_COMPARED = re.compile(r"^(?:check|look|go|run) (?:it|them|these|those|this|that) (?:against|over|through|with)\b"
                       r"|^(?:look|go|run) (?:over|through) (?:it|them|these|those|this|that)\b")
_TAKES_OVER = re.compile(r"^(?:please |just )?take (?:over(?: (?:the|this|my) (?:call|phone|line)| from (?:you|here|the machine))?|(?:it|this) (?:over|from here))"
                         r"(?: (?:please|now|thanks|instead))*$")
