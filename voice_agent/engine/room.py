"""Words not meant for the agent: a caller on speakerphone or in a busy place talks to others in the room mid-turn
("... no, love, i'm on the phone", "... sorry, my husband's shouting", "... yes, i'll be there in a sec") or excuses
the noise around them ("sorry, it's loud here"). Such clauses ask nothing of the agent; left in, they are read as a
correction ("no, ..."), a cancelling ("stop it") or a remark, and what the caller asked of the agent is lost.
`unasided` drops them before anything else reads the turn (from restarts.repaired). Round 21's `address.asides`
(a word for people in the room: "kids, stop that") are dropped the same way.
"""

from __future__ import annotations

import re

from voice_agent.engine.address import ADDRESS, FILLERS, asides, unaddressed
from voice_agent.engine.on_the_road import ON_THE_ROAD
from voice_agent.engine.overheard import overheard_removed
from voice_agent.engine.remarks import WHERE_I_AM
from voice_agent.engine.text import HOUSEHOLD, words
from voice_agent.engine.told_here import KIN, told_here

_ASIDE = re.compile(
    # "i'm on the phone", "i'm on the phone to the chemist": telling someone else the caller is busy with the call.
    r"^(?:i'm|im|i am) (?:on the (?:phone|line)|talking to (?:someone|somebody|the [a-z]+))(?: to (?:the )?[a-z']+)?$"
    # "no not you mark", "not you, love": the caller turning from someone else in the room.
    r"|^not you(?: [a-z]+)?$"
    # "yes, i'll be there in a sec", "coming": answering someone else in the room.
    r"|^(?:i'll|ill|i will) be (?:right )?(?:there|with you|down|up|out)(?: in (?:a|one|two|five) (?:sec|second|secs|seconds|min|mins|minute"
    r"|minutes|moment|tick|mo))?$|^(?:i'm |im )?(?:just )?coming$"
    # "it's so loud here", "it's mad in here": the noise around the caller, excused.
    r"|^(?:it's|its|it is) (?:so |very |really |a bit |quite |dead )?(?:loud|noisy|busy|hectic|manic|chaos|chaotic|mad|crazy|heaving)"
    r"(?: (?:here|in here|round here|where i am|at the moment|today|on here))?$"
    # "the wind's too loud out here", "the generators are so noisy": a thing around the caller said too loud, the same
    # (a word or two, nothing said after but where or for what: not "the bell is loud enough to wake us").
    r"|^(?:the|these|those) (?:[a-z]+ )?[a-z]+(?:'s| is| are|'re) (?:so |too |very |really |that |a bit |far too )?"
    r"(?:loud|noisy|deafening)(?: (?:here|in here|out here|on here|for this|for me|today|right now))?$"
    # "i'm not tipsy, just excited", "i'm not shouting i'm only happy": the caller's state denied, another owned; it
    # refuses nothing ("i'm not flying, i'm just tired" is left).
    r"|^(?:i'm|im|i am) not (?:drunk|tipsy|pissed|hammered|wasted|mad|crazy|angry|shouting|joking|being rude|rude)"
    r"(?: (?:(?:i'm|im|i am) )?(?:just |only )?[a-z]+)?$"  # "just" is a filler, gone from what is matched
    # "stop it", "put that down", "shush": told to a child ("jess stop it": a name before it, the same).
    r"|^(?:[a-z]+ )?(?:stop (?:it|that) now|put (?:that|it) down|give (?:that|it) back|be quiet|shush|shh+|quiet please"
    r"|stop (?:shouting|screaming|crying|fighting|running|touching that))$"
    r"|^[a-z]+ (?:stop|quit) (?:it|that)$")
# After "sorry": who is making the noise, or where the caller is ("sorry, my husband's shouting", "sorry, i'm on the bus").
_EXCUSED = re.compile(r"^(?:my|the|our) " + HOUSEHOLD
                      + r"(?:(?:'s| is| are|'re) [a-z]+ing| [a-z]+ing)?(?: (?:at me|again|here|there))?$"
                      r"|^(?:i'm|im|i am|we're|we are) (?:on|in|at) (?:the|a) (?:bus|train|tube|car|street|road|station|market|shop"
                      r"|supermarket|platform|playground|park|pub|cafe|school run)$")
# "driving, i need ...", "in a cab, ...", "..., i'm on my break so quick": where the caller is or what they are busy with as
# they call, a clause of its own, the subject unsaid or said, haste after it; it asks nothing (no sorry needed). "in the
# back of an uber": a hired car by its firm's name, and where in it, the same. Where is read by remarks.WHERE_I_AM
# (said closing a turn); a break, a shift or the way home here. Not "at the airport", "running low".
_BUSY = re.compile(r"^(?:(?:i'm|im|i am|we're|we are) )?(?:(?:just|still|currently) )?(?:(?:driving|cycling|walking|rushing)(?: home| back)?"
                   r"|on the (?:move|go)|at work|on shift|(?:in|on|at) (?:a|an|the|my|our) (?:back of (?:a|an|the|my|our) )?(?:cab|minicab|taxi|uber|lyft|break|lunch break|tea break|shift|meeting"
                   r"|school run|way (?:out|home|in|to work)))$")
# "between meetings", "my battery's dying" ("phone going", the verb dropped), "you're on speaker", "the traffic's
# awful", "i'm dashing into a meeting":
# the caller's haste, their phone or the road as they call, a clause of its own, asks nothing of the agent either.
_BETWEEN = r"(?:(?:a )?quick one )?between (?:calls|meetings|patients|jobs|lessons|clients|shifts)"
_PHONE_GOING = (r"(?:my |the )?(?:battery|phone)(?:'s| is)? (?:dying|going|about to (?:die|go)|(?:really |very )?low"
                r"|on (?:one|two|five) percent)")
_ON_SPEAKER = (r"(?:you're|youre|you are) on (?:speaker|speakerphone|loudspeaker)"
               r"|(?:i've|ive|i have) (?:got )?you on (?:speaker|speakerphone)")
# "i can't hold on long with the baby", "we can't hang on for ages": how long the caller can stay, the same.
_CANT_STAY = (r"(?:i|we) (?:can't|cant|cannot) (?:stay|hang|hold) on(?: (?:the )?(?:line|phone))?"
              r"(?: (?:for )?(?:long|ages))?"
              r"(?: with (?:the|my|our) [a-z]+(?: [a-z]+)?)?")
_ROAD = (r"(?:the )?(?:traffic|roads?)(?:'s| is| are)"
         r" (?:terrible|awful|horrendous|a nightmare|mad|murder|dreadful|shocking)")
_DASHING = (r"(?:legging it|dashing|running|rushing|racing|heading|nipping) (?:in)?to (?:a|the|my)"
            r" (?:meeting|class|lesson|appointment)")
# "english not great and the connection is poor": the caller's English and the line excused together, the same; either
# alone is left ("please my english is not good, ..." asks with its "please"; "the line's bad, sorry").
_ENGLISH = r"(?:my |our )?english(?:'s| is)? (?:not|no) (?:so |very |too |that )?(?:good|great)"
_LINE_BAD = (r"(?:the |this )?(?:line|signal|connection|reception)(?:'s| is)? (?:very |really |so )?"
             r"(?:bad|poor|terrible|awful|weak)")
_EXCUSING = r"(?:" + _ENGLISH + r" (?:and )?" + _LINE_BAD + r"|" + _LINE_BAD + r" (?:and )?" + _ENGLISH + r")"
# "we're still two miles from the car park", "i'm a few hours off the border": how far the caller still is, the
# same; "in case we lose the signal": the line about to drop, the same.
_FAR_OFF = (r"(?:still )?(?:a few|a couple of|an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|several)"
            r" (?:hours?|miles?|minutes?|days?|km|kilometres?) (?:off|from|away from|short of)"
            r" (?:the |my |our )?[a-z]+")
_LOSING = r"(?:before|in case) (?:i|we) lose (?:you|the line|the signal|signal)(?: again)?"
# "we're up the scaffolding", "on the roof twenty foot up", "on the tools in my truck until four": where the caller
# works as they call, the same (not "on a site visit in hull next week": more after it, a trip told).
_ON_THE_JOB = (r"(?:stuck |out )?(?:(?:up|on|at) (?:a|the|my)"
               r" (?:ladder|roof|scaffold|scaffolding|job|site|building site)"
               r"|on (?:site|a job|the job|the tools))(?: (?:[a-z]+ )?(?:foot|feet|metres|meters|storeys|floors) up)?"
               r"(?: in (?:the|my|a) (?:van|truck|cab))?(?: (?:till|until|til) [a-z]+)?")
_BUSY = re.compile(_BUSY.pattern + r"|^(?:(?:i'm|im|i am|we're|we are) )?"
                   r"(?:" + "|".join((_BETWEEN, _DASHING, _FAR_OFF, _ON_THE_JOB)) + r")$"
                   r"|^(?:" + "|".join((_PHONE_GOING, _ON_SPEAKER, _ROAD, _CANT_STAY, _EXCUSING, _LOSING)) + r")$"
                   # "stuck behind a lorry here", "i'm pulling into the car park": the road, driving (on_the_road.py).
                   r"|^(?:" + ON_THE_ROAD + r")$")
_HURRIED = re.compile(r"^(.*?)(?: (?:now|right now|at the moment))?(?: (?:so )?(?:be |make it )?(?:quick|brief|fast))?$")


def _busy(plain: str) -> bool:
    said = found.group(1) if (found := _HURRIED.match(plain)) else plain
    subject = said if said.startswith(("i'm ", "im ", "i am ", "we're ", "we are ")) else f"i'm {said}"
    return _BUSY.match(said) is not None or ((where := WHERE_I_AM.search(subject)) is not None and where.start() == 0)


# "what's the name on it dad?": a question closed by a word for someone of the household is asked of them, not the agent.
# "grandma where's the letter gone": opened by the relative asked, the same.
_ASKED = r"(?:what|what's|whats|where|where's|wheres|which|who|is|are|have|has|did|do|does|can)"
_ASKED_OF = re.compile(r"^" + _ASKED + r" .*\b" + KIN + r"$")
_KIN_ASKED = re.compile(r"^" + KIN + r" " + _ASKED + r"\b")
_STOP = re.compile(r"^(?:stop|quit) (?:it|that)(?: now)?$")
_NOISY = frozenset("screaming crying shouting yelling barking howling wailing bawling".split())
_NOT_OF = frozenset("my your his her our their the a an for to of with".split())
_SEP = re.compile(r"(\s*(?:[,;!?]|\.+)+\s*)")
_PASSING = frozenset("no nope yes yeah yep ok okay sorry hang on one sec second moment wait".split()) | FILLERS | ADDRESS


def _aside(clause: str, after_sorry: bool, question: bool) -> bool:
    said = [w for w in words(clause) if w not in FILLERS or w in ("stop", "coming")]
    while said and said[0] in _PASSING:
        said = said[1:]
    plain = " ".join(said)
    if not plain:
        return False
    # "the baby's screaming", "my dog's barking": the noise itself, no sorry needed.
    if (_EXCUSED.match(plain) and said[-1] in _NOISY) or _ASIDE.match(plain) or _busy(plain) or _busy(" ".join(w for w in words(clause) if w not in FILLERS)) or ((after_sorry or words(clause)[:1] == ["sorry"]) and _EXCUSED.match(plain)):
        return True
    if told_here(plain):  # "harry, stop kicking your sister": told to someone in the room (told_here)
        return True
    asked_of = question and _ASKED_OF.match(plain) is not None and said[-2] not in _NOT_OF
    return asked_of or _KIN_ASKED.match(plain) is not None


# "... no, the refill's not needed sorry that's the baby", "is the shop open late mind the doors": said unpunctuated (as
# a phone line's words come), an aside closing the turn runs on from what was asked: the noise excused after "sorry"
# (someone of the household, the room's din), told to a child ("stop kicking the seat"), or a station's announcement
# ("mind the gap").
# The words before it, three or more, are what was asked; the aside is dropped from the last clause.
_SORRY_FOR = (r"sorry (?:(?:that's|thats|that is|it's|its|it is) )?(?:my |the |our )?" + HOUSEHOLD
              + r"(?:(?:'s| is| are|'re) [a-z]+ing(?: [a-z']+){0,4})?")
_SORRY_THEY = r"sorry (?:they're|theyre|they are|he's|hes|she's|shes) [a-z]+ing(?: [a-z']+){0,4}"
_DIN = r"(?:it's|its|it is) (?:so |really |absolutely )?(?:deafening|loud|noisy|manic|heaving) (?:here|in here)"
_TOLD_CHILD = r"stop (?:kicking|touching|pulling|hitting|poking|banging) (?:the|my|your|his|her) [a-z']+"
_ANNOUNCED = r"(?:please )?mind the (?:gap|doors|closing doors|step)"
_TAIL_ASIDE = re.compile(r"^((?:[a-z']+ ){3,}?[a-z']+) (?:"
                         + "|".join((_SORRY_FOR, _SORRY_THEY, _DIN, _TOLD_CHILD, _ANNOUNCED)) + r")$")


# "the radio's blaring sorry can i check my seat", "my dog's barking sorry um ...": the same opening the turn, the noise
# said (the household's, or a set's being on or loud), then "sorry", then what is asked (three words or more).
_NOISE_OF = r"(?:the |my |our )?(?:" + HOUSEHOLD + r"|telly|tv|radio|music|television)"
# "put that down sam sorry ...", "sorry the cat's going mad ...": told to a child (its name after), or "sorry" first.
_NOISE = _NOISE_OF + r"(?:'s| is| are|'re) (?:on|loud|so loud|[a-z]+ing)(?: (?:mad|again|off))?"
_TOLD_FIRST = r"(?:put (?:that|it) down|stop (?:it|that)|give (?:that|it) back)(?: [a-z]+)?"
_HEAD_ASIDE = re.compile(r"^(?:sorry " + _NOISE + "|(?:" + _NOISE + "|" + _TOLD_FIRST + r") sorry)"
                         r"(?: (?:um|er|erm|uh))? ((?:[a-z']+ ){2,}[a-z']+)$")


def _tail_unasided(text: str) -> str:
    """`text` without an aside run on at the end of its last clause (`_TAIL_ASIDE`), or opening its first
    (`_HEAD_ASIDE`), or as it was."""
    text = overheard_removed(text)  # "flat white for sam, ...": called out in a cafe
    head, sep, last = text.rstrip(" .!?").rpartition(",")
    found = _TAIL_ASIDE.match(" ".join(words(last)))
    if found and " ".join(words(last)) == last.strip():
        return f"{head}{sep} {found.group(1)}".strip(" ,")
    first, sep, rest = text.partition(",")
    opened = _HEAD_ASIDE.match(" ".join(words(first)))
    return f"{opened.group(1)}{sep}{rest}" if opened and " ".join(words(first)) == first.strip() else text


def unasided(text: str) -> str:
    """`text` without the clauses said to someone else in the room or excusing the noise (and the words of passing,
    "no", "love", "sorry", just before them), when any of the turn is left."""
    text = _tail_unasided(text)
    parts = _SEP.split(text)
    clauses, seps = parts[0::2], [*parts[1::2], ""]
    others = set(asides(text))
    drop = [False] * len(clauses)
    for k, clause in enumerate(clauses):
        after_sorry = k > 0 and words(clauses[k - 1]) == ["sorry"]
        joined = " ".join(unaddressed(words(clause)))
        # ... a word for people in the room ("kids, stop that"): that clause, and a "stop it" told them after it.
        room = bool(joined) and (joined in others or any(o.startswith(joined + " ") for o in others))
        told = k > 0 and drop[k - 1] and _STOP.match(joined) is not None
        if room or told or _aside(clause, after_sorry, "?" in seps[k]):
            drop[k] = True
            j = k - 1
            while j >= 0 and not drop[j] and words(clauses[j]) and set(words(clauses[j])) <= _PASSING:
                drop[j], j = True, j - 1
    if not any(drop) or all(drop[k] or not words(c) for k, c in enumerate(clauses)):
        return text
    kept = [(c, s) for k, (c, s) in enumerate(zip(clauses, seps, strict=True)) if not drop[k]]
    if drop[-1]:  # the turn now ends on the last clause kept: a question mark of its own stays, a pause does not
        kept[-1] = (kept[-1][0], "?" if "?" in kept[-1][1] else "")
    return "".join(c + s for c, s in kept).lstrip(" ,;.").rstrip() or text
