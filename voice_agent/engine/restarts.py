"""A turn started over, or taken back within itself: the caller's opening ("can you", "I need") cut
off in a clause of its own and said again (`restarted`), a clause broken off and corrected ("cancel
the, no, sorry, I mean book ...") or a plan given up ("I was going to ask ... but ..."): `repaired`.
What came before the new start is no part of what is asked (`understand.Understander` reads the
words from it). Split from understand.py by concern.
"""

from __future__ import annotations

import re

from voice_agent.engine.asked_again import asked_again
from voice_agent.engine.called_to_ask import called_to_ask
from voice_agent.engine.disclaimed import only_asking_closed
from voice_agent.engine.errand import errand_past
from voice_agent.engine.excused import excused
from voice_agent.engine.heard_asked import heard_past
from voice_agent.engine.line import past_a_bad_line, past_the_line
from voice_agent.engine.not_again import not_again_past
from voice_agent.engine.not_passed import not_passed
from voice_agent.engine.own_hours import own_hours_past
from voice_agent.engine.own_later import passed_on_past
from voice_agent.engine.pauses import PAUSES
from voice_agent.engine.promised import promise_asked
from voice_agent.engine.read_from import read_past
from voice_agent.engine.room import unasided
from voice_agent.engine.run_on import unran
from voice_agent.engine.self_answered import self_answered_past
from voice_agent.engine.source_silent import silence_past
from voice_agent.engine.speaker_talk import commands_past
from voice_agent.engine.story import past_the_story
from voice_agent.engine.swapped import swapped
from voice_agent.engine.text import split_clauses, words
from voice_agent.engine.unconfirmed import unconfirmed
from voice_agent.engine.wanted_back import struck_out_past, unwanted_past, want_taken_back

# "can you, sorry, the dog, can you do my ...": the caller starts over, the opening cut off in a
# clause of its own and said again; what came before the second start is no part of what is asked.
# Not "can you get me a taxi, can you ..." (the opening not cut off: two things asked).
_OPENINGS = frozenset({("can", "you"), ("could", "you"), ("can", "i"), ("could", "i"), ("i", "need"), ("i", "want")})


def restarted(query: str, said: str) -> str:
    """The words from the last time the turn's opening, cut off, is said again, or all of them."""
    tokens = query.split()
    opening = tuple(tokens[:2])
    first = next((words(c) for c in split_clauses(said) if words(c)), [])
    if opening not in _OPENINGS or tuple(first) != opening:
        return query
    again = [k for k in range(2, len(tokens) - 2) if tuple(tokens[k : k + 2]) == opening]
    return " ".join(tokens[again[-1]:]) if again else query


# A clause broken off: it ends on a word no clause ends on (an article, a possessive, a preposition, "if")
# or on a verb of being run into its subject ("if it's,", "where's the,"): "cancel the,", "put me through to,".
_BROKEN_ON = frozenset("the a an my your our his her their to on of for in at with about from if".split())
_OPENING = frozenset("is are was were has have did does do".split())
_RUN_ON = frozenset("i'm we're they're you're".split())
_HESITATING = frozenset("um umm uh uhh er erm hmm mm".split())
_AFTER_WHICH_HER = frozenset("for to with from about of at".split())
_NONE = frozenset("nothing none no not".split())
_NOT_POSSESSIVE = frozenset("let's lets".split())
# "i need to cancel, no wait, i mean is it ready": a verb of the agent's doing left without its thing, then taken back,
# (a verb, alone or after "to", not a noun: "forget the refill, ...") is broken off too; what follows is meant when it is a clause of its own ("i need ...", "is it ..."), not the thing
# put right ("cancel, sorry, the whole trip" keeps the cancelling).
_DOING = frozenset("cancel book order reorder refill renew reserve rebook change transfer".split())
_DONE_BY = frozenset("i've we've".split())  # "..., no, i've already asked for it, ...": what was done told, the doing not taken back
# ... then taken back: words of correcting ("no", "sorry", "actually", "wait", "I mean") in clauses of their own,
# and what they take back ("not cancel", "never mind asking", "forget a person", "wrong word"), before the words
# meant. "no", "actually", "I mean" and "rather" may open the clause meant ("..., actually no, I haven't booked yet").
# Not "hang on" alone: a pause, after which the clause may go on ("for, hang on, she's telling me, ...").
_MARKS = re.compile(r"^(?:(?:no|nope|sorry|actually|wait|well|oh|um|umm|uh|er|erm|hmm|i mean|or rather|rather|hang on|hold on)(?: |$))+")
_CORRECTS = frozenset("no nope sorry actually wait well oh mean rather".split())
_SUBJECTS = frozenset("i we you he she they it i'm we're you're he's she's they're it's that's i've we've i'll we'll i'd we'd".split())
_NAMING = frozenset("it's its that's thats".split())
_NEW = frozenset("can could would should may please just let so".split())  # ... or a clause of its own after it
_OPENS = frozenset("no nope actually mean rather".split())
# "where's the, got it, r x ...": what was being looked for, found.
_TAKEN_BACK = re.compile(r"^(?:never ?mind(?: (?:that|it|asking|the question))?|(?:got|found) it|here it is|there it is"
                         r"|forget (?:about )?(?:that|it|asking|the question|(?:a|the) (?:person|human)|someone|somebody|anyone)"
                         r"|wrong word|scratch that|my (?:mistake|bad)|ignore that|got that wrong)$")
# "..., no, not the ramipril, ...": which thing was not meant; "upgrade, no, not upgrade exactly, ...": a word said
# before, taken back whole.
_NOT_THAT = re.compile(r"^not ([a-z']+)(?: [a-z']+){0,3}$")
# The words meant never point back at the thing the broken clause never named ("not the war for in, no, leave
# that one": a word misheard, then an answer about the thing said).
_POINTING = frozenset("that this those these them".split())
_FRAGMENT = _BROKEN_ON | frozenset("this that these those".split())
# "I was going to ask for a person but ...", "we were gonna wait but, ...": a plan given up; what follows "but" is meant.
# The subject may be left unsaid opening the turn ("was meaning to hold off but ...").
_GIVEN_UP = re.compile(r"(?:\b(?:i|we)(?: was| were| had|'d)|^\s*(?:was|were))"
                       r" (?:going to|gonna|about to|meant to|meaning to|planning to|planning on)"
                       r" [^,.;!?]*?\bbut\b[\s,.;]*(?:(?:wait|actually|well|oh|um|uh|er|hmm|never ?mind"
                       # "... but actually, no, forget that, just get me a person": the plan taken back in so many words.
                       r"|(?:no|nope)(?=\s*[,.;]\s*(?:forget|scratch|ignore|never))|forget (?:about )?(?:that|it)|scratch that|ignore that)\b[\s,.;]*)*", re.IGNORECASE)
# "i wasn't sure whether to drive or fly but i'll fly, ...": a doubt of the past settled; what follows "but" is meant.
# "hmm should i... yeah let's do it, ...": a question put to oneself, and answered yes; what follows the answer is meant.
_GIVEN_UP = re.compile(_GIVEN_UP.pattern + r"|\b(?:i|we) (?:wasn't|wasnt|was not|weren't|were not) (?:sure|certain) (?:whether|if) [^,.;!?]*?\bbut\b[\s,.;]*"
                       r"|^(?:(?:hmm|um|er|erm|uh)[,.]* )*(?:should|shall) (?:i|we)\b[^,.;!?]{0,30}?[.,;]+\s*(?:yeah|yes|yep|ok|okay|go on|why not)\b[\s,.;]*"
                       r"(?:let's do it|let's go|go on|why not)?[\s,.;]*", re.IGNORECASE)
# "the hire car, not the flight, ...": a thing named alone, then the one not meant in a clause of its own; the one not
# meant is no part of what is asked.
# "someone qualified, not the girl behind the counter": the one not meant said with where they work ("on / at /
# behind the ..."), the same, after a thing or after anyone named first (not "someone from ..., not a machine").
_NOT_ONE = r"^not (?:the|a|an|my|our|your|his|her|their) [a-z']+(?: [a-z']+)?"
_WORKS_AT = re.compile(_NOT_ONE + r" (?:on|at|behind|in) (?:the|your|that|this) [a-z']+$")
_CONTRASTED = re.compile(_NOT_ONE + r"(?: (?:on|at|behind|in) (?:the|your|that|this) [a-z']+)?$")
_THING_ALONE = frozenset("the a an my our your his her their".split())
_THE_THING = _THING_ALONE - {"a", "an"}  # a thing closing the clause before, said as a known one ("... of the drops")
_MADE_OTHER = frozenset("make made change changed switch swap instead rather".split())
_THE_MACHINE = frozenset(
    "machine machines robot robots bot bots computer system recording menu automated automatic voice".split()
)
_ANYONE_FIRST = frozenset("someone somebody".split())
# "i'll try with you, no, actually i won't, ...", "i don't need it, well, i do, ...": the clause before said again the other
# way, its verb left out, takes it back whole.
_SAID_NOT = re.compile(r"^(?:i|we) (?:won't|wont|will not|can't|cant|shan't)(?: (?:actually|then|after all))?$")
_SAID_SO = re.compile(r"^(?:i|we) (?:do|did|will|can)(?: (?:actually|really|though|after all))?$")
_NOT = frozenset("not don't dont didn't didnt won't wont can't cant never".split())
# "ba two one, scratch that, ba two four": a value read out (a code, a number) then taken back; the one meant follows.
_READ_OUT = frozenset("zero oh one two three four five six seven eight nine ten eleven twelve".split())
_ASKING = frozenset("is are was were do does did can could will would has have what where when which who how".split())
_CLAUSE = re.compile(r"[^,.;!?]+")
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def _broken(clause: list[str]) -> bool:
    """Whether a clause's words (hesitations at its end read past) end where no clause ends."""
    while clause and clause[-1] in _HESITATING:
        clause = clause[:-1]
    last = clause[-1] if clause else ""
    # "are my tablets, oh, no, I mean, ...": a question's opening and its subject, and nothing asked of it.
    if len(clause) == 3 and clause[0] in _OPENING and clause[1] in _BROKEN_ON:
        return True
    # "none at all for her, no ticket": "her" after a preposition is its object in a clause of none, whole, and the "no"
    # after it a no again (not "a seat for her, no, her son's": cut off before whose it is).
    if last == "her" and len(clause) > 2 and clause[-2] in _AFTER_WHICH_HER and _NONE.intersection(clause):
        return False
    return last in _BROKEN_ON or last in _RUN_ON or (last.endswith("'s") and last not in _NOT_POSSESSIVE)


def _read_again(before: list[str], meant: list[str]) -> int:
    """Where in `before` the thing `meant` (its determiner and the word after it) was first said, or -1."""
    return next((p for p in range(len(before) - 2, -1, -1) if before[p : p + 2] == meant[:2]), -1) if len(meant) > 2 else -1


def _marks(said: list[str]) -> int:
    """How many of a clause's first words correct what came before (0 when none is a word of correcting)."""
    marks = _MARKS.match(" ".join(said))
    n = len(marks.group(0).split()) if marks else 0
    return n if _CORRECTS.intersection(said[:n]) else 0


def repaired(text: str) -> str:
    """The turn from where the caller last took back what they were saying (a clause broken off and
    corrected, a plan given up), or all of it: what they meant is read from there; a thing said not
    to be meant after the one meant ("the hire car, not the flight") is left out."""
    text = heard_past(commands_past(text))  # "set a timer, no, ...": a speaker's command taken back (speaker_talk.py)
    text = only_asking_closed(text)  # "..., only wondering, don't order": closing a question (disclaimed.py)
    text = unwanted_past(struck_out_past(want_taken_back(text)))  # a want or what came before taken back at once
    text = self_answered_past(text)  # a question the caller put to themself and answered no, thinking aloud
    text = silence_past(text)  # where the caller looked saying nothing, closing the turn
    text = called_to_ask(text)  # "ringing if it came": ringing to ask it
    text = passed_on_past(text)  # "..., i'll text him the times later": the caller's own passing on, closing the turn
    text = swapped(text)  # "don't read me the list, get me ...": what is asked after what the caller won't have
    text = not_again_past(text)  # "..., i'm not queueing again": what the caller won't go through again, closing it
    return _uncontrasted(_retaken(_restated(_resumed(_dropped(past_the_story(_thread_found(_circumstance(_advised(_past_the_menu(past_the_line(_day_retold(unasided(asked_again(read_past(errand_past(promise_asked(past_a_bad_line(not_passed(unconfirmed(excused(own_hours_past(unran(text)))))))))))))))))))))))


# "the order from tuesday, no wednesday, ...", "on the ninth, sorry, the tenth": a day said, then put right at once
# with another: the one meant stands in its place.
_DAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|yesterday|tonight|the [a-z0-9]+(?:st|nd|rd|th))"
_DAY_RETOLD = re.compile(r"\b" + _DAY + r"\s*[,.;]+\s*(?:(?:no|nope|sorry|oops|i mean|or rather|actually)\s*[,.;]*\s*)+(?=" + _DAY + r"\b)", re.I)


def _day_retold(text: str) -> str:
    """`text` with a day said and put right at once by another ("tuesday, no wednesday") said as the one meant."""
    return _DAY_RETOLD.sub("", text)


# "option three, times you're open", "press two, order status": a phone menu's choice said first, as to a menu, then what is
# wanted in words; the words say it (not "option three" alone, nor "is there an option to ...").
_MENU_CHOICE = re.compile(r"^\s*(?:(?:um|uh|er|erm|ok|okay|right|so|oh) )?(?:option|press|pressing|pressed) (?:number )?"
                          r"(?:one|two|three|four|five|six|seven|eight|nine|zero|[0-9])\b[\s,.;:!-]*(?=[a-z])", re.IGNORECASE)


def _past_the_menu(text: str) -> str:
    found = _MENU_CHOICE.match(text)
    return text[found.end() :] if found else text


# "is it raining up there today, anyway, can you get me on the 9 am", "how's the weather, anyhow i need a refill": a
# question by the way, dropped by "anyway" opening the next clause, before the words of asking; the ask follows.
# Not "thanks anyway", nor "anyway" after a story (only a question is dropped).
_BACK_TO_IT = re.compile(r"[,.;!?]\s*(?:(?:but|so|ok|okay|well|right) )?(?:anyway|anyhow|anyways)\b[\s,]*(?=(?:i|we) (?:want|need|would like|'d like)\b"
                         r"|(?:i|we)(?:'d| would) like\b|(?:can|could|would) (?:you|i|we)\b|please\b)", re.IGNORECASE)


# "with the snow about are you still open", "what with the strike on is my flight going": what is going on (three words or
# more after "with"), then the question asked in its own order; the question is what is asked. Not "with my refill, ...".
_GOING_ON = re.compile(r"^\s*(?:what with|with|given) (?:[a-z']+ ){3,6}?(?=(?:is|are|will|does|has|was) (?:you|your|the|it|they|that|this|my|our|his|her|their|there|we)\b)",
                       re.IGNORECASE)


# "what's the earliest you open with the roads like this", "are you open today, what with the snow about": the same told
# after the question, closing it; the question is what is asked.
_GOING_ON_AFTER = re.compile(r"^(\s*(?:what's|what|when|when's|how|is|are|will|do|does)\b.*?)[\s,]+(?:what )?with (?:the |this |that |all (?:the |this |that )?)?"
                             r"[a-z']+(?: [a-z']+)? (?:like (?:this|that|it is|they are)|the way (?:it is|they are)|as (?:it is|they are)|about|out there)\s*[?.!]*\s*$",
                             re.IGNORECASE)


def _circumstance(text: str) -> str:
    """`text` from the question asked after what is going on (`_GOING_ON`), or all of it; without what is going on told
    after it (`_GOING_ON_AFTER`)."""
    found = _GOING_ON.match(text)
    text = text[found.end() :] if found else text
    after = _GOING_ON_AFTER.search(text)
    return after.group(1) if after else text


_WH_SAID = frozenset("how's what's where's when's who's isn't aren't".split())


def _dropped(text: str) -> str:
    """`text` from after a question by the way dropped by "anyway" (`_BACK_TO_IT`), when the turn opened with one."""
    found = _BACK_TO_IT.search(text)
    first = words(text[: found.start()]) if found else []
    return text[found.end() :] if found and first and (first[0] in _ASKING or first[0] in _WH_SAID) else text


# "what i said was a seat on ...", "what i meant was the later one": words said again after a bad line, introduced as
# what was said; they ask nothing of their own ("what" is no question). "what i need is a refill" is "i need a refill".
_SAID_AGAIN = re.compile(r"\bwhat (?:i|we) (?:said|meant|asked for|was saying|were saying|was asking for|was trying to say"
                         r"|'m saying|am saying|'re saying|are saying)(?: before| earlier| just now)? (?:was|is)\b(?! (?:wrong|not|a mistake))"
                         r"[\s,:]*|\b(?:like|as) (?:i|we) (?:said|say|was saying)(?: before| earlier)?\s*[,.;:]+\s*", re.IGNORECASE)
# ... a word of stress may come before the verb ("what we actually want is ...": "we want").
_WANT_CLEFT = re.compile(r"\bwhat (i|we)(?: (?:really|actually|just))?"
                         r"(?: (want|need|wanted|needed|would like)|('d like)|(?:'m|'re| am| are) (after))"
                         r"(?: is| was)\b",
                         re.IGNORECASE)


def _wanted(m: re.Match[str]) -> str:
    verb = m.group(2) or m.group(3) or "want"
    return m.group(1) + ("" if verb.startswith("'") else " ") + verb


def _restated(text: str) -> str:
    """`text` without the words that introduce it as said again ("what i said was ...", "like i said, ..."), and with
    a want said in a cleft ("what i need is ...") said plainly ("i need ..."), when anything is left."""
    said = _SAID_AGAIN.sub("", _WANT_CLEFT.sub(_wanted, text))
    return said if words(said) else text


# "sorry, you hung up on me, ...", "ok we got disconnected, where was i, ...": the call cut off, told in clauses of
# their own at the turn's start, with the caller ringing back or picking up the thread; none of it asks anything.
_CUT = re.compile(r"^(?:(?:you|they|someone|somebody|it|the (?:line|call|phone|connection))(?: just)? (?:hung up|cut (?:me|us) off|cut off|cut out"
                  r"|dropped(?: (?:me|us|out))?|went dead|died)(?: on (?:me|us))?"
                  r"|(?:i|we)(?: just)? (?:got|was|were|'ve been|have been|had been) (?:cut off|disconnected|dropped)"
                  r"|(?:i|we)(?: just)? lost (?:you|each other|the line|the call|the connection)"
                  # "i called earlier and got cut off halfway through booking": the call, then its cutting off, told together.
                  r"|(?:(?:i|we) )?(?:called|rang|phoned)(?: (?:you|earlier|before|just now|this morning|yesterday))* and (?:got|was|were) (?:cut off|disconnected|dropped)"
                  r"(?: (?:halfway|half way|partway|part way) through(?: [a-z']+){0,2})?)(?: (?:there|again|earlier|before))?$")
_RESUMING = re.compile(r"^(?:(?:i'm|im|i am|we're|just|only) )?(?:ringing|calling|phoning|rang|called|phoned) (?:you )?back(?: again)?$"
                       r"|^where (?:was i|were we)$")
_LEADING = frozenset("ok okay so right sorry hi hello yeah yes well um uh er erm oh anyway hiya hey".split())


def _resumed(text: str) -> str:
    """`text` after its opening clauses that tell the call was cut off and is taken up again (`_CUT`, `_RESUMING`),
    when one says it was cut and a clause is left: what the caller asks follows."""
    spans = [(m.start(), m.end(), [w for w in words(m.group(0)) if w not in _LEADING]) for m in _CLAUSE.finditer(text)]
    spans = [s for s in spans if words(text[s[0] : s[1]])]
    cut, n = False, 0
    while n < len(spans) - 1 and (not spans[n][2] or _CUT.match(" ".join(spans[n][2])) or _RESUMING.match(" ".join(spans[n][2]))):
        cut = cut or bool(spans[n][2] and _CUT.match(" ".join(spans[n][2])))
        n += 1
    return text[spans[n][0] :].lstrip() if cut and n else text


# "what was i on about, oh yes, the ...", "..., sorry, i've lost my thread, ...": the caller saying they lost their place in
# what they were saying, in a clause of its own, asks nothing (no question to the agent, nothing lost of the agent's);
# the clause is read past wherever it stands. Not "i lost my ticket" (a thing lost) nor "where was i booked" (asked).
_THREAD_LOST = re.compile(r"^(?:(?:sorry|oh|um|umm|uh|er|erm|so|now|right|ok|okay|and|yes|yeah|hang on|hold on|wait) )*"
                          r"(?:where (?:was i|were we)(?: again)?|what (?:was i|were we|am i) (?:saying|on about|talking about|going on about)(?: again)?"
                          r"|(?:i've|ive|i have|i|i've just|i just|i've gone and) (?:lost|forgot|forgotten) (?:my|the) (?:train of thought|thread|place)"
                          r"|(?:i've|ive|i have|i) gone blank|my mind(?:'s| has)? gone blank|lost my (?:train of thought|thread)"
                          # "..., i never jotted that down", "..., i didn't catch it": what the caller failed to note or hear, said
                          # as why they ask again, refuses nothing.
                          r"|(?:i|we) (?:didn't|did not|never|forgot to) (?:write|wrote|jot|jotted|note|noted|take|took|put) (?:it|that|them|those|this) down"
                          r"|(?:i|we) (?:didn't|did not|never) (?:catch|hear|heard|caught) (?:it|that|them|what (?:you|they|she|he) said))$")


def _thread_found(text: str) -> str:
    """`text` without the clauses that say the caller lost their place (`_THREAD_LOST`), when anything is left."""
    kept = text
    for m in reversed(list(_CLAUSE.finditer(text))):
        if _THREAD_LOST.match(" ".join(words(m.group(0)))):
            kept = kept[: m.start()].rstrip() + " " + kept[m.end() :].lstrip(",.;!? ")
    return kept if words(kept) else text


def _uncontrasted(text: str) -> str:
    """`text` without the clauses that say which thing is not meant, after one named alone or closing the clause before
    (`_CONTRASTED`)."""
    spans = [(m.start(), m.end(), words(m.group(0))) for m in _CLAUSE.finditer(text)]
    spans = [s for s in spans if s[2]]
    for k in range(len(spans) - 1, 0, -1):
        said, first = " ".join(spans[k][2]), spans[k - 1][2][0]
        # ... "i need more of the drops, not the cream": the thing named closing the clause before, the same.
        # Not the machine set against a person ("get someone on the line, not the robot": read by its own readers), nor
        # the other one a thing is made ("make it the big one, not the small one": a change, `changes`).
        named_last = _THE_THING.intersection(spans[k - 1][2][-3:-1]) and not _THE_MACHINE.intersection(spans[k][2]) \
            and not _MADE_OTHER.intersection(spans[k - 1][2])
        if (_CONTRASTED.match(said) and (first in _THING_ALONE or named_last)) or \
                (_WORKS_AT.match(said) and first in _ANYONE_FIRST):
            text = text[: spans[k - 1][1]] + text[spans[k][1] :]
    return text


def _let_go(rest: str, after: list[tuple[int, int, list[str]]]) -> bool:
    """Whether "forget it / that" takes back no value but lets the thing go: no value read out after it."""
    return rest.startswith("forget") and not any(w in _READ_OUT or w[:1].isdigit() for s in after for w in s[2])


def _retaken(text: str) -> str:
    """`text` from after the last plan given up (`_GIVEN_UP`) and the last clause broken off and taken back, or
    with the thing meant put where the broken clause stopped."""
    given_up = max((m.end() for m in _GIVEN_UP.finditer(text)), default=0)
    if given_up and words(text[given_up:]):
        text = text[given_up:]
    spans = [(m.start(), m.end(), words(m.group(0))) for m in _CLAUSE.finditer(text)]
    spans = [s for s in spans if s[2]]
    start = 0
    for n in range(1, len(spans)):
        before = spans[n - 1][2]
        if not _marks(spans[n][2]) and not _TAKEN_BACK.match(" ".join(spans[n][2])):
            continue
        # The clauses of correcting and of what they take back ("no, not upgrade exactly": the word said before),
        # then the words meant, from the clause's start or after its opening "no", "actually", "I mean".
        # "let me try... no, forget it, ...": a clause trailing off ("...") is broken off as one ending on "the" is.
        doing = before[-1] in _DOING and (len(before) == 1 or before[-2] in ("to", "just", "please")) and not _broken(before)
        k, opened, broken, weak = n, 0, _broken(before) or doing or text[spans[n - 1][1] :].startswith(".."), True
        while k < len(spans):
            said = spans[k][2]
            lead = _marks(said)
            weak = weak and set(said[:lead]) <= PAUSES
            again = _NOT_THAT.match(" ".join(said[lead:]))
            rest = " ".join(said[lead:])
            taken = _TAKEN_BACK.match(rest) or (_SAID_NOT.match(rest) and before[0] in ("i'll", "we'll", "i", "we") and not _NOT.intersection(before)) \
                or (_SAID_SO.match(rest) and _NOT.intersection(before))
            if lead == len(said) or taken or (again and (broken or again.group(1) in before)):
                weak = weak and lead == len(said)
                # "is the pharmacy open, oh, never mind that, ...": a question asked whole, then taken back.
                # A value read out, then "forget it" and no value read again ("r x ..., forget it, i found mine"):
                # the thing it names is let go, no value put right.
                read = (before[-1] in _READ_OUT or before[-1][:1].isdigit()) and not _let_go(rest, spans[k + 1 :])
                broken = broken or bool(again) or bool(taken and (before[0] in _ASKING or not _TAKEN_BACK.match(rest)
                                                                   or read))
                k += 1
                continue
            opened = lead if lead and said[lead - 1] in _OPENS else 0
            break
        meant = spans[k][2][opened:] if k < len(spans) else []
        head = list(_TOKEN.finditer(text[spans[n - 1][0] : spans[n - 1][1]].lower()))
        # "when is the hatch, sorry, the door, shut": a thing closing the clause, put right at once by another
        # said alone (its determiner and one word), the clause going on after it (not the thing said again, fuller:
        # "..., the ferry, the ferry at six ..."): the one meant stands in its place.
        if not broken and n < k < len(spans) - 1 and len(meant) == 2 and meant[0] in _THING_ALONE and len(before) > 2 \
                and before[-2] in _THING_ALONE and len(head) == len(before) and spans[k + 1][2][0] not in _THING_ALONE:
            return text[: spans[n - 1][0] + head[-2].start()] + " ".join(meant) + text[spans[k][1] :]
        if not broken or k >= len(spans) or (k == n and not opened) or _POINTING.intersection(spans[k][2][opened : opened + 3]):
            continue
        if doing and spans[k][2][opened] not in (_SUBJECTS - _DONE_BY) | _ASKING | _NEW:
            continue
        found = list(_TOKEN.finditer(text[spans[k][0] : spans[k][1]].lower()))
        start = spans[k][0] + (found[opened].start() if opened < len(found) else 0)
        kept = len(before)
        while kept and before[kept - 1] in _HESITATING:
            kept -= 1
        # ... "monday, for, sorry, it's jun park": after a lone word cut off, what it is said in a clause of its own.
        naming = len(before) == 1 and n > 1 and spans[k][2][opened] in _NAMING
        if weak and (naming or spans[k][2][opened] not in _FRAGMENT | _SUBJECTS | _ASKING | _NEW) and len(head) == len(before):
            # "a flight to, well, madrid": only a pause ("well", "oh"), then the clause goes on.
            return text[: spans[n - 1][1]].rstrip() + " " + text[start:].lstrip()
        # ... someone's, with its determiner: "my mum's, well, my mother-in-law's, ..." puts one owner for the other.
        kept -= 2 if before[kept - 1].endswith("'s") and kept > 1 and before[kept - 2] in _THING_ALONE else 1
        # ... a value read out, then read again whole ("the klm six one two, scratch that, the klm six one four"): the one
        # meant goes where the first began, not in place of its last word.
        read_at = _read_again(before, spans[k][2][opened:]) if before[-1] in _READ_OUT or before[-1][:1].isdigit() else -1
        kept = read_at if read_at >= 0 else kept
        # ... or an owner said again more fully ("has jo's, i mean jo webb's cream ..."): in place of the first.
        owner = before[-1].endswith("'s") and any(w.endswith("'s") for w in spans[k][2][opened : opened + 3])
        if (spans[k][2][opened] in _FRAGMENT or owner) and kept > 0 and len(head) == len(before):
            # "how heavy can my, no, not the big one, the little cabin bag": the thing meant, said alone, goes
            # where the broken clause stopped, in place of the word it stopped on ("how heavy can | the little
            # cabin bag"; "in a, well, not a pharmacy, a chemist's" is "in a chemist's").
            return text[: spans[n - 1][0] + head[kept - 1].end()] + " " + text[start:].lstrip()
    return text[start:].lstrip() if start else text


# "my physio reckons a break would do me good, so can you get me on ...": what someone of the caller's says to do, told
# in a clause closing on ", so", then the asking: the advice (and the story before it) says why; what follows "so" is
# asked. The adviser's calling (a physio, a dentist) is no service asked for. Not "so" after anything else, nor what
# someone said to do ("my son said to press two for a person, so ..."): how to ask, which the asking may go on from.
_ADVICE = re.compile(r"\b(?:my|our|his|her|their) [a-z']+(?: [a-z']+)? (?:says|said|told (?:me|us|him|her)|tells (?:me|us)|reckons|thinks|suggested|suggests"
                     r"|recommended|recommends|advised|advises)\b(?! to\b)[^.;!?,]*[,;]\s*(?:and )?so\b[\s,]*(?=(?:(?:please|just|could|can|would) )*"
                     r"(?:book|reserve|order|get|put|renew|refill|reorder|you|i need|i want|i'd like|we need|we want|we'd like)\b)", re.IGNORECASE)


def _advised(text: str) -> str:
    """`text` after the last clause of someone's advice that closes on ", so" before the asking (`_ADVICE`), or all of it."""
    found = list(_ADVICE.finditer(text))
    return text[found[-1].end() :] if found and words(text[found[-1].end() :]) else text
