"""Words that open or close a turn without asking anything: fillers, hellos and words of address
("nah mate", "hi po", "cheers love"). The rules of acts.py and done.py read the sentence without
them; split from acts.py so both can.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.gulf import ADDRESS as GULF
from voice_agent.engine.refusals import INTERJECTIONS
from voice_agent.engine.text import split_clauses, words

# Greetings are fillers too: "hiya, did that seat come through" asks like "did that seat ...".
FILLERS = frozenset("um umm uh uhh er erm oh hi hello hey hiya howya howdy heya ok okay so well and yeah yes right "
                     "alright sorry excuse me please just hmm ah ja "
                     # the Arabic and French words of the Maghreb and the Levant that only open or pace what is said:
                     # "yalla" (come on), "wallah" (truly), "yani" (I mean), "khalas" (that's it), "bon" (well).
                     "yalla wallah yani yaani khalas bon".split())

# "nah mate, no flights for me", "cheers love": a word of address after an interjection (or
# opening the sentence) says who is spoken to; the rules read the sentence without it.
# "po" is the Filipino English particle of respect ("hi po, is it ready"); "pet", "hen", "duck", "petal",
# "lovey" the North's and Scotland's ("no you're alright pet"); "krub", "khrap" and "ka", "kha" the particles of
# respect a Thai or Lao caller closes with, as a man or a woman ("it is ready krub"). "bhai", "bhaiya", "bhaijaan"
# (brother): Urdu's, Hindi's, Bengali's, as British South Asians say it ("you open bhai"; not "yaar": "yaar do me ...").
# "hon" and "darlin" the American South's ("hon is my seat booked"), as "hun" and "darling" are.
ADDRESS = frozenset("mate love dear pal buddy bud man dude bro sir madam maam ma'am hun hon darling darlin boss chief "
                     "friend guys po pet hen duck petal lovey krub khrap krab krap ka kha bhai bhaiya bhaijaan"
                     .split()) | GULF
# "lah", "lor", "leh": the particles Malaysia's and Singapore's English closes a clause with ("no refill lah"), read
# past there as a word of address is; not after a bare no ("no lah, ..." keeps it), nor "la" (also a place's letters).
_PARTICLES = frozenset("lah lor leh".split())


def unaddressed(tokens: Sequence[str]) -> list[str]:
    # ... or closing it ("am I on it or what, mate"), unless it is someone's ("with my mate").
    return [t for k, t in enumerate(tokens) if not (t in ADDRESS and (
        k == 0 or tokens[k - 1] in INTERJECTIONS or (k == len(tokens) - 1 and tokens[k - 1] not in _OWNERS))) and not (
        t in _PARTICLES and k > 1 and k == len(tokens) - 1 and tokens[k - 1] not in INTERJECTIONS)]


HELLOS = frozenset("hi hello hey hiya morning afternoon evening".split())
# "oh hello there, ...": a hesitation before a greeting leaves it a greeting of its own (acts._greeted).
HESITATIONS = frozenset("oh um uh er erm well ah".split())
_OWNERS = frozenset("my our your his her their a an the this that".split())


# "good afternoon, i do hope your day's going nicely": a hello opening the turn, with no word of
# parting after it, greets; a kind wish for the day then is no goodbye ("have a nice day, bye" is).
_OPENING_HELLO = re.compile(r"^(?:(?:oh|well|um|uh|er|erm) )?(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening|day)"
                            r"|(?:morning|afternoon|evening)(?= [a-z]+ [a-z]))\b")
_FAREWELLS = r"bye|byee|goodbye|cheerio|farewell|tara|ta ra|see you|see ya|good night|goodnight"
_PARTING = re.compile(r"\b(?:" + _FAREWELLS + r"|later|hang up"
                      r"|that's (?:all|everything|it)|that is (?:all|everything|it)|nothing else|all set|signing off|i'll go|i'll let you go)\b")


# "..., the ninth, all sorted now, cheers, bye": a turn that ends on a word of farewell closes the call; the details
# before it say what was sorted, not what is wanted. Not "..., that's all" nor "... later": the details end there.
_FAREWELL_LAST = re.compile(r"\b(?:" + _FAREWELLS + r")$")


def parts_last(text: str) -> bool:
    """Whether the turn's last words are a farewell (`_FAREWELLS`)."""
    return _FAREWELL_LAST.search(" ".join(words(text))) is not None


def greets_only(text: str) -> bool:
    """Whether the turn opens with a hello and says no word of parting after it."""
    said = " ".join(words(text))
    return _OPENING_HELLO.match(said) is not None and _PARTING.search(said) is None


# "it's a lovely bright morning out there", "what a grey old day it is here": what the day is like, said of it and
# nothing more, is talk about the day; it parts from no one ("have a nice day" wishes it, and may).
_DAY_SAID = re.compile(r"^(?:(?:oh|ah|well|anyway|still) )?(?:it's|its|it is|what|such) (?:an? )?(?:[a-z]+ ){0,3}(?:day|morning|afternoon|evening|weather)"
                       r"(?: it is)?(?: (?:out|outside|here|there|today|again|anyway|though|isn't it|innit))*$")


def day_said(text: str) -> bool:
    """Whether the whole turn says what the day or the weather is like ("it's a cold day out here")."""
    return _DAY_SAID.match(" ".join(words(text))) is not None


# "morning all", "afternoon folks", "hiya there": a hello and whom it greets, the whole turn, only greets (not "morning?":
# a time asked). A group greeted is addressed as one person is.
_GROUP = frozenset("all everyone everybody folks there team".split())


# "afternoon, how are you doing", "morning love, how's it going?": a hello, then how the agent is, closing the turn,
# only greets; the hello is no time asked.
_HOW_ARE_YOU = re.compile(r" (?:how are you|how're you|how are things|how's it going|hows it going|how is it going|how you doing)"
                          r"(?: (?:doing|keeping|today|going|getting on))*$")


def hello_alone(text: str) -> bool:
    said = words(text)
    # "morning, busy day", "hiya, what a day": a hello, then what the day is like, its "it's" unsaid or said, only greets.
    if len(said) > 2 and said[0] in HELLOS and not text.rstrip().endswith("?") and any(day_said(f"{s} {' '.join(said[1:])}") for s in ("", "it's")):
        return True
    how = _HOW_ARE_YOU.search(" " + " ".join(said))
    said = " ".join(said)[: how.start()].split() if how else said
    return bool(HELLOS.intersection(said)) and (how is not None or not text.rstrip().endswith("?")) and \
        all(w in HELLOS | ADDRESS | _GROUP | FILLERS | {"good"} for w in said)


# "sorry, one sec, kids, stop that, right, a person please": words said to someone in the room,
# addressed by what the caller calls them, are no words to the agent. A clause that is only that
# address makes the next one the aside (unless it opens by coming back: "right", "sorry"); a short
# clause that opens or closes on it is one ("stop that, kids"). Not a clause that says who travels
# or whose the thing is ("no kids, just me", "for my kids").
_OTHERS_HERE = frozenset("kids kiddo kiddos children boys girls lads sweetheart sweetie honey".split())
_BACK = frozenset("right ok okay sorry anyway so".split())
_NOT_ASIDE = frozenset("no not my our your his her their the a an for with and two three four me us".split())


def asides(text: str) -> list[str]:
    """The clauses of `text` said to someone else in the room, as their words."""
    clauses = [unaddressed(words(c)) for c in split_clauses(text)]
    clauses = [c for c in clauses if c]
    out: list[str] = []
    for k, clause in enumerate(clauses):
        core = [w for w in clause if w not in FILLERS]
        if core[:1] and core[0] in _OTHERS_HERE and len(core) == 1:
            nxt = clauses[k + 1] if k + 1 < len(clauses) else []
            out.append(" ".join(clause + (nxt if nxt[:1] and nxt[0] not in _BACK else [])))
        elif core and (core[0] in _OTHERS_HERE or core[-1] in _OTHERS_HERE) and len(core) <= 5 and not _NOT_ASIDE.intersection(core):
            out.append(" ".join(clause))
    return out
