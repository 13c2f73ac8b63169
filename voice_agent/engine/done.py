"""Whether a thing is done, asked in the many ways callers ask it: its verb left out ("the refill
done yet?"), after a story ("I put in for my tablets this morning, is it there yet"), with "yet"
("got a code for me yet"). Whether it has come in is came_in.py; whether one is on it, booked.py. Cues of
`acts.classify` that take the status check (understand.py); split from acts.py by concern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.address import FILLERS, unaddressed
from voice_agent.engine.bare_asked import come_for
from voice_agent.engine.booked import clause_words
from voice_agent.engine.checkpoint import PAST_CHECKPOINT
from voice_agent.engine.code_first import named_by_code
from voice_agent.engine.come_to_get import come_to_get
from voice_agent.engine.extract_names import answer_name
from voice_agent.engine.held_for import held_for, ordered_it, there_at, there_for
from voice_agent.engine.looked_for import looked_for
from voice_agent.engine.naming import (
    DONE_WORDS,
    IN_THE_BAG,
    PEOPLE,
    SOMEONE,
    STATE_ASKED,
    asks_done,
)
from voice_agent.engine.passive import asked_impersonally
from voice_agent.engine.queued import or_not_yet
from voice_agent.engine.reached import ANYONE
from voice_agent.engine.refusals import NEGATORS
from voice_agent.engine.running_low import nearly_ended
from voice_agent.engine.still_being import STILL_BEING
from voice_agent.engine.text import HELD_THING, SOMEONES, split_clauses, words
from voice_agent.engine.took import took
from voice_agent.engine.will_first import will_first
from voice_agent.engine.yesno import OR_NOT as OTHER_ANSWER

# "you finish booking the flight for me?", "the refill done yet", "my seat confirmed?": whether it
# is done, asked with its "did/is/have" left unsaid, a subject first and a word of being done
# close after it, the turn closing on a question mark, "yet" or "already".
DONE_UNSAID = "whether it is done, its verb unsaid"
_DONE_SUBJECTS = frozenset("you it they he she my our the that this his her their".split())
DONE_VERBS = frozenset("""finish finished done through ready confirmed complete completed sorted processed secured
                         booked filled issued approved prepared gone went settled wrapped locked finalised finalized
                         dispensed packed""".split()) | DONE_WORDS

# "is it", "have you", "did my": a verb of being or having before its subject asks.
# "padraig again, am i sorted for shannon so": the caller asking of themselves the same.
_AUXILIARIES = frozenset("is are was were has have did does am".split())
_PAST_AUXILIARIES = frozenset("was were has have did".split())
_INVERTED_SUBJECTS = _DONE_SUBJECTS | frozenset("i we there your".split())


def inverted_order(tokens: Sequence[str]) -> bool:
    # "is margaret dunn's levothyroxine sorted": someone named in two words owns the thing.
    return len(tokens) > 1 and tokens[0] in _AUXILIARIES and (
        tokens[1] in _INVERTED_SUBJECTS or tokens[1].endswith("'s")
        or (tokens[2:3] != [] and tokens[2].endswith("'s") and tokens[2] not in ("it's", "that's"))
        # "was a ticket ever issued for ...", "has any refill gone through": a thing said indefinitely, asked in the past.
        or (tokens[0] in _PAST_AUXILIARIES and tokens[1] in ("a", "an", "any"))
        # "..., has anyone filled it", "did somebody sort my repeat": anyone at all asked whether they did it, the thing
        # after the word of doing (not "has anyone made a mistake").
        or (tokens[0] in _PAST_AUXILIARIES and tokens[1] in ANYONE and tokens[2:3] != []
            and tokens[2] in DONE_VERBS | _DONE_BARE and tokens[3:4] != []
            and tokens[3] in _DONE_SUBJECTS | {"up", "them", "those"}))


ASKED_LATER = "whether it is done, asked after the story"
# "is there any chance you could get my son booked on ...", "any chance we can have it sorted": a request in the
# inverted order of a question, the word of being done what the caller wants made so.
_CHANCE_YOU = re.compile(r"^(?:(?:is|are) there )?(?:any|a|some) chance (?:that )?(?:you|ye|u|we|i|someone|somebody|anyone|anybody)"
                         r" (?:could|can|would|might|will|'d)\b")
# "it's joe again, am i sorted for the rome trip", "is she all confirmed on the friday flight": whether
# someone is done for the thing says whose it is, as "my" does ("is my rome trip sorted").
_DONE_FOR = re.compile(r"^(?:am i|are we|are they|is he|is she) (?:all |definitely |still |actually |already |really )?(?:"
                       + "|".join(sorted(DONE_VERBS)) + r") (?:for|on|in) [a-z]"
                       # "did mrs hart go through on the 7am", "has he got through for the zurich one": someone gone through on it.
                       r"|^(?:did|has|have) (?:he|she|they|(?:mr|mrs|ms|miss|dr) [a-z]+) (?:go|gone|get|got) (?:through|booked|confirmed)"
                       r" (?:for|on|in) [a-z]")


def done_for_someone(text: str) -> bool:
    """Whether a clause asks whether the caller or someone is done for a thing ("am i sorted for
    the rome trip"): the thing is theirs, an order under way, as when it is said to be someone's."""
    clauses = clause_words(text)
    return any(_DONE_FOR.match(" ".join(c)) for c in clauses if c)


# "dubai flight, ahmed khalil, done?", "the ramipril for derek, ready?": the thing and whose it is
# said first, then the word of being done alone, asked: the bare word says the thing is under way.
DONE_ALONE = f"{ASKED_LATER}: the word of being done alone"
_STILL = frozenset("yet already now then all".split())
# "..., ready for me to fetch?", "..., done for collection?": who comes for it, after the word.
_FOR_COLLECTING = re.compile(r" for (?:(?:(?:me|us|him|her|them) )?to (?:collect|fetch|pick up|grab|get|come for)|collection|pickup|pick up)(?: (?:it|them))?$"
                             # "..., ready to collect?": who comes for it left unsaid.
                             r"| to (?:collect|fetch|pick up|come for)(?: (?:it|them))?$")
# "kofi mensah, newark, did it go through": the thing and whose it is named in bare words, no
# verb of a story, then whether it is done: asked of that thing, as the word alone is.
NAMED_FIRST = f"{ASKED_LATER}: the thing named first"
_NAMING = 3  # words at most in each clause that names
# "has munich gone through for monday", "is lisinopril ready": the thing said in one word as the
# subject, a word of being done after it.
_ONE_WORD_SUBJECT = frozenset("has have is are".split())
OR_NOT = (["or", "no"], ["or", "not"], ["or", "what"])
# "am i through", "have we got through now", "are you there": whether the call has connected, said
# alone; nothing of the agent's is named.
_ON_THE_LINE = re.compile(r"^(?:am i|are we|have i|have we|did i|did we) (?:got |get |gotten )?(?:now |finally )?(?:through|connected)(?: (?:now|yet|finally))?$")
# "..., has it gone up", "have they gone down in price": an amount risen or fallen, nothing done.
_RISEN = re.compile(r"\b(?:gone|been|come|went) (?:up|down)\b")
_STATED = frozenset("it that they it's that's they're its thats theyre".split())
# "..., is a pharmacist free to talk it through": "through" of talking a thing over or explaining it, no thing done.
_TALKED_THROUGH = re.compile(r"\b(?:talk|talking|walk|walking|run|running|take|taking|go|going) (?:it|me|us|them|this|that|things|him|her) through\b")
_TAGS = (["yeah"], ["yeh"], ["yes"], ["right"], ["innit"], ["eh"])


# "i rang last week and they said tuesday, ..., is it there": the caller told when it would be, then whether it is there.
_TOLD_WHEN = re.compile(r"\b(?:i|we) (?:rang|called|phoned|ordered|put (?:it |them )?in)\b.*\b(?:they|you|she|he|someone) (?:said|told (?:me|us))\b"
                        r"|\b(?:i was|we were) told\b")


_STATUS_OF = re.compile(r"^(?:(?:my|our|the|his|her|their|[a-z]+'s) )?(?!(?:change|cancel|update|upgrade|amend|of|what|what's|whats)\b)[a-z]+"
                        r"(?: (?!of\b)[a-z]+)? status(?: (?:please|pls|check|update))?$")
_UNPUNCTUATED_ASKED = re.compile(r"(?<=[a-z] )(?<!\bor )(?:has|have|is|are) (?:it|they|that(?: one)?|this(?: one)?) (?:[a-z']+ ){0,2}[a-z']+ ?$")


# "mum's inhaler, ready na?", "the losartan, done ba?", "dad's tablets, ready hai?": a word closing a question in the
# caller's other language (India's "na" and "hai", the Philippines' "na" and "ba", Singapore's "lah") asks nothing more.
_OTHER_TAGS = frozenset("na hai ba lah".split())
_IN_THE_BAG = re.compile(r"\b(?:all )?" + IN_THE_BAG)  # "in the bag yet?": done in idiom, a word of being done


def asked_done(text: str) -> str:
    """A clause after the first that asks whether it is done, its verb before its subject: "I
    put in for my tablets this morning, is it there yet", "still waiting on that code, is it
    done". The clause before tells the story; the question is what the caller says. The clause
    must speak of being done (or close on "yet"), so "I need a refill, is that okay" stays a
    request."""
    text = _IN_THE_BAG.sub("bagged", text)
    clauses = [c for c in split_clauses(text) if words(c)]
    # "the booking for my son has it been confirmed", unpunctuated: the question closing the turn, its verb before "it"
    # or "that one", is a clause of its own when a word of being done closes it (not after "or": `OR_NOT_DONE`).
    unsaid = _UNPUNCTUATED_ASKED.search(text) if len(clauses) == 1 else None
    if unsaid and DONE_VERBS.intersection(words(unsaid.group(0))):
        clauses = [text[: unsaid.start()], unsaid.group(0)]
    last = [t for t in unaddressed(words(clauses[-1])) if t not in FILLERS] if len(clauses) > 1 else []
    last = or_not_yet(" " + " ".join(last), _FOR_COLLECTING).split()
    # "rajesh iyer, frankfurt, confirmed or not": "or not" may ask instead of the question mark;
    # "dallas, all good?", "sunita patel, amlodipine, waiting for me?": all good, or waiting for the caller, the same.
    asked = text.rstrip().endswith("?") or last[-2:] in OR_NOT or last[-3:] == ["yes", "or", "no"]
    last = last[: -3 if last[-3:] == ["yes", "or", "no"] else -2 if last[-2:] in OR_NOT else len(last)]
    if len(last) > 3 and last[-3:-1] == ["or", "not"] and last[-1] == last[-4]:  # "ready or not ready": the word denied
        asked, last = True, last[:-3]
    if asked and not last and len(clauses) > 2:  # "..., confirmed, yes or no": the word in a clause before the asking
        last = [t for t in unaddressed(words(clauses[-2])) if t not in FILLERS]
    # "..., ready na?": the tag of the caller's other language closing it, taken off.
    if asked and len(last) > 1 and last[-1] in _OTHER_TAGS:
        last = last[:-1]
    if "waiting" in last:  # "waiting for me" (its "me" may be read as a word of address, and dropped)
        last = last[:-2] if last[-2:-1] == ["for"] and last[-1] in ("me", "us", "him", "her", "them") else last[:-1] if last[-1:] == ["for"] else last
    waited = {"waiting"}.intersection(last)
    # "the thyroid prescription of ..., is done?": the verb of being with no subject, as the word alone;
    # "..., is ready the omeprazol of carmen ruiz?": the word before the thing (an order carried over).
    if asked and last[:1] in (["is"], ["are"]) and len(last) > 1 and (set(last[1:]) <= DONE_VERBS | _STILL or (
            last[1] in DONE_VERBS and last[2:3] and (last[2] in ("the", "my", "our", "his", "her", "their") or last[2].endswith("'s")))):
        last = last[1:] if set(last[1:]) <= DONE_VERBS | _STILL else last[1:2]
    if last and asked and ((set(last) <= DONE_VERBS | _STILL | waited and bool(DONE_VERBS.intersection(last) or waited))
                           or last == ["all", "good"]):
        return DONE_ALONE
    # "ref q four z nine, what state is it in": the state it is in, asked in a clause after the thing, the same.
    if STATE_ASKED.match(" ".join(last)):
        return DONE_ALONE
    # "put the order in on friday, status?", "the oslo one, eta please": where it stands asked in one word, closing the turn.
    if last[:1] in (["status"], ["eta"], ["update"], ["progress"]) and set(last[1:]) <= _STILL | {"please", "pls", "check"}:
        return DONE_ALONE
    # "prescription status", "option one, order status, for jo": a thing, then "status", a clause of its own said as a menu's
    # words: where the thing stands, asked (not "change of status", "cancel status").
    if any(_STATUS_OF.match(" ".join(t for t in unaddressed(words(c)) if t not in FILLERS)) for c in clauses):
        return DONE_ALONE
    # "ready yet? tariq malik": the word asked alone first, then whose it is in a few words.
    opening = [t for t in unaddressed(words(clauses[0])) if t not in FILLERS] if len(clauses) == 2 else []
    if opening and re.match(r"^[^,.;!?]*\?", text) and set(opening) <= DONE_VERBS | _STILL and DONE_VERBS.intersection(opening) \
            and 0 < len(words(clauses[1])) <= _NAMING:
        return DONE_ALONE
    # "confirmed? the lisbon trip, under mo", "ready for collection? the one for jo": the same, whose it is in
    # two short clauses, or in one that names it ("the one for ...") and whose it is.
    opening = _FOR_COLLECTING.sub("", " " + " ".join(t for t in unaddressed(words(clauses[0])) if t not in FILLERS)).split()
    if opening and 2 <= len(clauses) <= 3 and re.match(r"^[^,.;!?]*\?", text) and set(opening) <= DONE_VERBS | _STILL \
            and DONE_VERBS.intersection(opening) and all(0 < len(words(c)) <= _NAMING + 2 for c in clauses[1:]) \
            and all(words(c)[0] in ("the", "my", "our", "his", "her", "their", "under", "for") for c in clauses[1:]):
        return DONE_ALONE
    for n, clause in enumerate(clauses[1:], start=2):
        tokens = [t for t in unaddressed(words(_TALKED_THROUGH.sub(" ", clause.lower()))) if t not in FILLERS]
        if _ON_THE_LINE.match(" ".join(tokens)):  # "hello? hello? am i through": the call, not the thing
            continue
        if _RISEN.search(" ".join(tokens)) or nearly_ended(tokens):  # a price risen, or a supply nearly used up: not done
            continue
        if PAST_CHECKPOINT.search(" ".join(tokens)):  # "..., is it ok through security": carried past, not done
            continue
        if _CHANCE_YOU.match(" ".join(tokens)):  # "..., is there any chance you could get me booked on ...": asked to do it
            continue
        # "sorry, i know i'm being a pain, but will the insulin be ready": the question joined to the story.
        while tokens[:1] in (["but"], ["and"], ["so"]) and len(tokens) > 2:
            tokens = tokens[1:]
        tokens = will_first(tokens) if n == len(clauses) and text.rstrip().endswith("?") else tokens  # will_first.py
        # ... or the last clause, asked with a word of being done and closing on "yet" or
        # "already?", its verb in any order or left out ("da seat fo keoni, stay confirmed already?").
        closing = n == len(clauses) and text.rstrip().endswith("?") and tokens[-1:] in (["yet"], ["already"]) and \
            bool(DONE_VERBS.intersection(tokens))
        # ... or in two ("sorry, lost you there, is anna berg sorted for rome or not"): someone named.
        named_one = tokens[:1] and tokens[0] in _ONE_WORD_SUBJECT and bool(set(tokens[2:4]) & (DONE_VERBS | {"gone", "been"})) and \
            tokens[1] not in NOT_THINGS  # not "is anyone ready to take my call"
        # ... or said in the order of a statement, a few words of being done asked: "my inhaler, for
        # ann lee, it is ready now?", "..., they're done?" (South Asian and West African English, and hurry).
        # ... or closing on "or no" instead of the question mark ("..., it went through or no").
        # ... or closing on a tag that asks ("..., that's all gone through yeah").
        closing = closing or (n == len(clauses) and (text.rstrip().endswith("?") or tokens[-2:] in OR_NOT or words(clause)[-1:] in _TAGS)
                              and 0 < len(tokens) <= 5 and tokens[0] in _STATED and (bool(DONE_VERBS.intersection(tokens))
                                                                                   or tokens[-2:] in _THERE_NOW))  # "..., it is there now?"
        # "my neighbour's going into town, is hyacinth brown's medicine waiting so she can fetch it": waiting, asked of a thing, the same.
        waiting = "waiting" in tokens and tokens[1:2] != [] and tokens[1] not in NOT_THINGS
        # "they couldn't find it, is keith moss's ramipril there now": someone's thing there or in, the same.
        there = tokens[-2:] in _THERE_NOW or tokens[-1:] in (["there"], ["in"]) or there_for(tokens) or there_at(tokens)
        # "i'm round the corner, is the losartan for sam ellis there to pick up": there to be collected, asked of any thing.
        # "we rang on friday for dad's inhaler, is it in for collection": "it", after the caller's own earlier call or order, is that thing.
        # "i phoned yesterday about the cream for mr pym, is it there": there, asked of that thing, the same.
        rang_for = _RANG_FOR.search(told := " ".join(words(" ".join(clauses[: n - 1])))) is not None or ordered_it(told)
        # "the inhaler for max, is it there to pick up": the thing named alone in the clause before, "it" is that thing.
        rang_for = rang_for or (n == 2 and _named_alone(words(clauses[0])))
        there_to_collect = tokens[:1] in (["is"], ["are"]) and (tokens[1:2] not in ([], ["it"], ["they"], ["that"], ["this"]) or (
            tokens[1:2] == ["it"] and rang_for)) \
            and _TO_COLLECT.search(" ".join(tokens)) is not None  # "is it there ...": whether it came in (`arrived`)
        # "forgive me for chasing, is r x seven seven zero three one ready for me": the thing said any way (a
        # code read out), then the word of being done closing the clause, for whom after it; not of a person.
        # (its "me" may be read as a word of address, and dropped, as with "waiting for me")
        bare = tokens[:-2] if tokens[-2:-1] == ["for"] and tokens[-1] in ("me", "us", "him", "her", "them") else \
            tokens[:-1] if tokens[-1:] == ["for"] else tokens
        closing = closing or (tokens[:1] in (["is"], ["are"]) and 2 < len(bare) <= 10 and bare[-1] in DONE_VERBS
                              and not NOT_THINGS.intersection(bare[1:3]))
        closing = closing or _HELD_IN.match(" ".join(tokens)) is not None
        owned = any(t.endswith("'s") and t not in ("it's", "that's") for t in tokens[1:4]) \
            or bool({"my", "our", "his", "her"} & set(tokens[1:3])) \
            or held_for(tokens)  # "..., is the cream for jo there": whose it is said after it
        if closing or _will_be_done(tokens) or named_one or (there_to_collect and not NOT_THINGS.intersection(tokens[1:3])) or (inverted_order(tokens) and (
                DONE_VERBS.intersection(tokens) or (tokens[0] == "did" and _DONE_BARE.intersection(tokens))
                or took(tokens)
                or tokens[-1] in ("yet", "already") or asks_done(" ".join(tokens)) or waiting
                or (there and (owned or (tokens[1] in ("it", "they") and (_TOLD_WHEN.search(text) or rang_for)))
                    and not NOT_THINGS.intersection(tokens[1:4])))):  # "..., is it good to go"
            if all(len(words(c)) <= _NAMING for c in clauses[: n - 1]) and n > 2:
                return NAMED_FIRST
            return f"{ASKED_LATER}: {' '.join(tokens)}"  # `explain` shows the clause
    return ""


# "i rang about getting mum on the lisbon one and i'm not convinced it went through", "we're not sure the
# booking ever came through": doubting that the thing is done asks whether it is (refusals reads the doubt as
# no refusal).
DOUBTED = f"{ASKED_LATER}: doubted"
# "any chance the inhaler is sitting there already", "is there any chance my repeat's ready": a chance that the thing
# already is there or done, asked of it, hopes it is and doubts it; whether it is (not "any chance you could ...",
# nor "any chance of": asked for).
_CHANCE_IT_IS = (r"^(?:is there )?any chance (?:that )?(?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}?"
                 r"(?: is| are|'s|'re) (?:already |still |just )?"
                 r"(?:sitting|sat|waiting|lying|ready|done|there|in|through|sorted)\b")
# "my husband thinks it never came through", "she reckons the booking didn't go through": told or thought (the
# caller's or another's) that the thing never went through, doubted the same; whether it did is asked.
_THOUGHT_UNDONE = (r"\b(?:reckons|reckon|thinks|think|says|said|swears)(?: that)?"
                   r" (?:it|that|they|(?:the|my|our|his|her|their)(?: [a-z']+){1,2})"
                   r" (?:never|didn't|did not|hasn't|has not|haven't|have not)(?: ever)?"
                   r" (?:went|go|gone|come|came) through\b")
# "she's not sure it finished": someone else's doubt, and the thing finished or completed, the same.
_DOUBTED = re.compile(r"\b(?:i'm|im|i am|we're|we are|she's|he's|they're|she is|he is|they are) not (?:really |totally |fully |entirely )?(?:convinced|sure|certain)"
                      r" (?:that |whether |if )?(?:it|that|they|(?:the|my|our|his|her|their) [a-z']+|[a-z]+'s [a-z']+)"
                      r"(?: for (?:(?:my|our|his|her|their) )?[a-z']+)?(?: (?:has|have|had|ever|actually|really|properly))*"
                      r" (?:(?:went|gone|go|come|came|got) through|finished|completed|fully finished|got finished)\b(?! [a-z]+ing\b)"
                      r"|" + _CHANCE_IT_IS + r"|" + _THOUGHT_UNDONE)

# "dad keeps worrying about whether his lisbon booking ever went through", "i'm afraid it hasn't been done, ...": a worry
# that the thing is not done asks whether it is, the same.
_WORRIED = re.compile(r"\b(?:worried|worrying|fretting|anxious|stressing|afraid|scared|concerned|panicking)(?: [a-z']+){0,3}"
                      r" (?:over|about|that|whether|if)(?: whether| if)? (?:it|that|they|(?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){1,2})"
                      r"(?: (?:has|have|had|ever|actually|really|properly))* (?:went|gone|go|come|came|got) through\b"
                      r"|\b(?:worried|afraid|scared|concerned)(?: that)? (?:it|they|(?:the|my|our|his|her|their|[a-z]+'s) [a-z']+)"
                      r"(?:'s| has| have|'ve| is| are) (?:not|never)(?: yet)?(?: been)? (?:" + "|".join(sorted(DONE_VERBS)) + r")\b"
                      r"|\b(?:worried|afraid|scared|concerned)(?: that)? (?:it|they|(?:the|my|our|his|her|their|[a-z]+'s) [a-z']+)"
                      r" (?:hasn't|haven't|isn't|aren't|hasnt|havent|isnt|arent)(?: yet)?(?: been)? (?:" + "|".join(sorted(DONE_VERBS)) + r")\b")

# "my wife asked me to double check her lisbon booking is confirmed", "just check the refill's done": asked to
# check that the thing (someone's, or the one held) is done, in any clause, asks whether it is.
CHECKED = f"{ASKED_LATER}: checked that it is done"
# "can you confirm that one went through", "just checking the trip for my team is confirmed": confirming or checking, the same;
# gone through, the same as done. "could you confirm our places on the nine fifteen to oslo are really booked": the thing
# told at more length (a flight's code read out in words) when it is confirmed that it is booked.
_CHECKING = r"\b(?:check|checking|confirm|confirming) (?:that |if |whether )?"
# "just checking the oslo seat i put in for yesterday actually came through": come through, the same as gone through,
# the thing told with what the caller did about it, "actually" or "really" before it.
_THROUGH = (r"(?:(?:actually|really|definitely|ever|properly) )?"
            r"(?:went|came|has gone|have gone|has come|have come|got) through\b")
_CHECKED_THING = r"(?:it|they|that(?: one)?|this(?: one)?|(?:the|my|our|his|her|their) (?:[a-z']+ ){0,6}?[a-z']+) "
_CHECKED = re.compile(r"\bconfirm (?:that )?(?:the|my|our|his|her|their) (?:[a-z']+ ){0,8}?[a-z']+(?: is| are| has been| have been)"
                      r"(?: all| still| really| definitely| actually)? (?:booked|confirmed|secured|ticketed|issued|gone through)\b|"
                      + _CHECKING + r"(?:(?:the|my|our|his|her|their) |" + SOMEONES + r" )(?:[a-z']+ ){0,3}?[a-z']+"
                      r"(?:'s| is| are| has been| have been)(?: all| still| really| definitely| actually)? (?:" +
                      "|".join(sorted(DONE_VERBS)) + r")\b"
                      # "i want check it is finished", "please check they are ready": the thing said as "it" or "they", the same.
                      r"|" + _CHECKING + r"(?:it|they)(?: is| are|'s|'re)(?: all| still| really| definitely| actually)? (?:" +
                      "|".join(sorted(DONE_VERBS)) + r")\b"
                      r"|" + _CHECKING + _CHECKED_THING + _THROUGH)


# "can my husband come by at four, or is it not ready yet": the other answer, not done, closing the turn asks whether it is.
OR_NOT_DONE = f"{ASKED_LATER}: or is it not done"
_OR_NOT_DONE = re.compile(r"\bor (?:is|are|has|have) (?:it|they|that|those|she|he) (?:still )?not(?: yet| even)?(?: been)? (?:"
                          + "|".join(sorted(DONE_VERBS)) + r")(?: up)?(?: yet)?$"
                          # "can i pick it up after work or is it not in yet": not come in yet, the same.
                          r"|\bor (?:is|are) (?:it|they|that|those) (?:still )?not (?:in|here|there|back) yet$"
                          r"|\bor (?:(?:is|are) )?(?:(?:it|they) )?still pending$"  # "it got through or still pending"
                          "|" + STILL_BEING)  # "... or is it still being made up": under way, the same


def doubted_done(text: str) -> str:
    """`DOUBTED` when the caller doubts that the thing went through, `CHECKED` when asked to check that it is
    done, `OR_NOT_DONE` when the turn closes on "or is it not done", or ""."""
    said = " ".join(words(text))
    return DOUBTED if _DOUBTED.search(said) or _WORRIED.search(said) else CHECKED if _CHECKED.search(said) else OR_NOT_DONE if _OR_NOT_DONE.search(said) else \
        looked_for(said) or asked_impersonally(said)  # "can you see a booking for <name>": looked for; or passive


# "i'm leaving work now, will isobel carruthers' tablets be there when i get in": whether a thing
# will be there or done by then, asked of a thing. Not of a person ("will you be there", "will
# someone be in"), which the agent's people answer.
_THERE_NOW = (["there", "now"], ["in", "now"], ["there", "yet"], ["in", "yet"], ["there", "today"], ["in", "today"])
_TO_COLLECT = re.compile(r" (?:there|in) (?:now |yet |already )?(?:to (?:collect|pick up|be collected|be picked up)|for (?:collection|pickup|pick up))$")
_RANG_FOR = re.compile(r"\b(?:i|we) (?:rang|called|phoned|ordered|put in)\b(?: [a-z']+){0,3} (?:about|for) (?:my|our|his|her|their|the|[a-z]+'s)\b")
NOT_THINGS = frozenset("i you we they he she someone somebody anyone anybody".split()) | PEOPLE | SOMEONE
# "the hotel's fine on their end, is the lisbon booking in for tom": "the" thing held with the agent, named by its
# word (a place or a day before it), in or there after the story, is whether it has gone in; a person is never one.
# "the car hire emailed already, did the oslo flight confirm": after "did" the word of being done is said bare
# (not "confirmed"), the same.
_DONE_BARE = frozenset("confirm complete process finalise finalize clear".split())
_HELD_IN = re.compile(r"^(?:is|are) the(?: [a-z']+){0,2} " + HELD_THING
                      + r" (?:in|there)(?: (?:now|yet|today))?(?: for(?: [a-z']+){1,3})?$")


def _will_be_done(tokens: Sequence[str]) -> bool:
    # "..., will the omeprazole be waiting for me or not": the other answer closing it asks the same
    # (its "me" may be read as a word of address, and dropped, as with "waiting for me").
    tokens = tokens[:-2] if len(tokens) > 4 and list(tokens[-2:]) in OR_NOT else tokens
    tokens = tokens[:-1] if list(tokens[-1:]) == ["for"] else tokens
    return tokens[:1] in (["will"], ["would"]) and len(tokens) > 2 and not NOT_THINGS.intersection(tokens[1:3]) and \
        asks_done(" ".join(tokens))


# "poppy's inhaler, can i grab it after work", "the refill for my mum, could we pick it up later":
# the thing named in a clause of its own, then whether one may come for it, asks whether it is
# ready. Not "can I pick it up on Friday" alone (a day for the collection of a refill under way).
COLLECTABLE = "whether it can be collected"
# "i rang from the hospital earlier for mum's warfarin": where from and when, between.
# "i'm calling about mr doyle's furosemide": rung about now, the same.
_PUT_IN = re.compile(r"^(?:i|we) (?:put|sent|rang|phoned|called) (?:in for |in )?(?:my|our|his|her|their|[a-z]+'s)\b"
                     # "we put in for the statins on friday, ...": put in for, the thing with "the", the same.
                     r"|^(?:i|we) (?:put|sent) in for the\b"
                     r"|^(?:i'm|im|i am|we're|we are) (?:calling|ringing|phoning) (?:about|for|regarding) (?:(?:mr|mrs|ms|miss|dr) )?"
                     r"(?:my|our|his|her|their|[a-z]+'s)\b"
                     # "i rang on monday about the warfarin, ...": the thing of that earlier call with "the", the same.
                     r"|^(?:i|we) (?:rang|phoned|called)(?: [a-z']+){1,5} (?:for|about)"
                     r" (?:the|my|our|his|her|their|[a-z]+'s)\b")
_COLLECT = re.compile(r"^(?:can|could) (?:i|we|he|she) (?:(?:come (?:and |to )?|(?:pop|swing|nip|drop) (?:in|round|over|by|down) (?:and |to )?)(?:take|"
                      # "could i get them renewed": had done (a participle after it), not fetched: asked for, not collected. "can i come take it": taking it after coming, the same.
                      r"grab|collect|pick up|pick|get|fetch)|grab|collect|pick up|pick|get|fetch|come for) (?:it|them)\b(?! [a-z]+ed\b)"
                      # "can i send my brother round for it", "..., to collect now" ("it" unsaid): someone sent for it.
                      r"|^(?:can|could) (?:i|we) send (?:my|our|his|her|their|[a-z]+'s) [a-z]+ (?:round |over |in |down |up )?"
                      r"(?:for|to (?:collect|get|fetch|grab|pick up))(?: (?:it|them)\b| (?:now|today)$)"
                      # "my mum's inhaler, i can come collect now or not", "..., can take today": asked in a statement's
                      # order, or with no subject, as callers from East Asia ask it, when to come for it closing
                      # the clause.
                      r"|^(?:(?:i|we) )?(?:can|could) (?:come (?:and |to )?)?"
                      r"(?:take|collect|pick up|get|fetch|grab)(?: (?:it|them))?"
                      r" (?:now|today|already)(?: or\b.*)?$")
# "i'm stuck in traffic, can i still pop in for my dad's co-codamol", "we're away monday, could i collect
# jo's inhaler on sunday": after the story, coming for someone's thing, or collecting it, named in the
# clause itself, asks whether it is ready, as coming for "it" does after the thing named first.
# "could we send our runner over for mrs ansell's patches": someone sent for it, the same.
_COLLECT_NAMED = re.compile(r"^(?:can|could) (?:i|we) (?:still )?(?:(?:come|pop|swing|nip|drop|call) (?:in |round |over |by |down |up )?for"
                            r"|send (?:my|our|the|his|her|their) [a-z]+ (?:round |over |in |down |up )?(?:for|to (?:collect|get|fetch|grab|pick up))"
                            r"|collect|pick up|fetch|grab) (?:(?:mr|mrs|ms|miss|dr) )?(?:my|our|his|her|their|" + SOMEONES + r")\b")
# "can we nip in for gran's patches or will we be stood there ages", "am i ok to drop round for mo khan's drops or is it
# too soon": whether one may come for a thing named, its other answer said in the same clause, asks whether it is ready,
# with no story before it ("can i pop in for my inhaler" alone is left); someone sent for it, "on my way home" before
# the "or", "swing by after work for ...", or "collect" it "or is it ...", the same.
_COLLECT_OR = re.compile(r"^(?:(?:can|could) (?:i|we)|(?:am i|are we) (?:ok|okay|good|alright|all right|fine|safe) to) (?:still )?"
                         r"(?:(?:come|pop|swing|nip|drop|call|head|send (?:my|our|his|her|their|the) [a-z]+) (?:in |rou"
                         r"nd |over |by |down |up )?(?:(?:after|before) \w+ )?for|(?P<got>pick up|collect|grab|fetch)) "
                         r"(?:(?:mrs?|ms|miss|dr) )?(?:my|our|his|her|their|the|(?:[a-z]+ )?[a-z]+'s(?<!\bit's)(?<!\bth"
                         r"at's))(?: [a-z']+){1,4}(?: on (?:the|my|our) way(?: [a-z']+){1,4})? or (?(got)(?:is|are|has|"
                         r"have|will)(?:n't)? (?:it|they|that|those)\b|(?!not\b)[a-z])")
# "i'm at the bus stop, is there any point coming in for my estradiol": whether to come for it yet.
_ANY_POINT = re.compile(r"^is there (?:any |much )?point (?:in )?(?:me |us )?(?:coming|popping|going|heading|dropping|calling)"
                        r"(?: (?:in|round|over|down|up|by))? for (?:my|our|his|her|their|the|it|them|[a-z]+'s)\b")


_ASKED_BEFORE = re.compile(r"^(?:the|my|our|his|her|their) (?:[a-z']+ ){1,3}(?:(?:i|we|he|she) |that (?:i|we|he|she) )"
                           r"(?:put in for|put in|ordered|asked for|requested|sent in|dropped off|handed in)\b")
_NOT_OWNERS = frozenset("it's that's there's what's he's she's here's who's let's".split())


_DETERMINERS = frozenset("the my our his her their".split())


def _named_alone(said: list[str]) -> bool:
    """A short clause that only names a thing ("the inhaler for max"): no one in it does anything."""
    return 2 <= len(said) <= 5 and said[0] in _DETERMINERS and not NOT_THINGS.intersection(said)


def collectable(text: str) -> str:
    clauses = [c for c in (unaddressed(words(c)) for c in split_clauses(text)) if c]
    # "right, my dad's warfarin, can i come and get it": a lone word opening the turn (a filler, or a please or hello
    # in the caller's other language) says nothing of the thing; the story starts after it.
    if len(clauses) > 2 and len(clauses[0]) == 1:
        clauses = clauses[1:]
    # ... or put in for in the story's first clause: "i put my sertraline in this morning, ..., can i come for it now";
    # or named by its code alone (`named_by_code`: "r x one two three, can i grab it").
    thing = bool(clauses) and (clauses[0][0] in ("my", "our", "his", "her", "their", "the")
                               or (clauses[0][0].endswith("'s") and clauses[0][0] not in ("it's", "that's"))
                               or _PUT_IN.match(" ".join(clauses[0])) is not None or named_by_code(clauses[0])
                               # "jo bloggs's inhaler, can we pick it up": whose it is, the full name first, in a short clause.
                               or (len(clauses[0]) <= 5 and any(t.endswith("'s") and t not in _NOT_OWNERS for t in clauses[0][1:3])))
    # "jo dee, the inhaler i ordered on monday, can i grab it": a thing told as asked for before, in a later clause, the same.
    thing = thing or any(_ASKED_BEFORE.match(" ".join(c)) for c in clauses[1:-1])
    if any(_ANY_POINT.match(" ".join(t for t in c if t not in FILLERS)) for c in clauses) or come_for(text) or \
            come_to_get(text):
        return COLLECTABLE
    if any(_COLLECT_NAMED.match(" ".join(t for t in c if t not in FILLERS)) for c in clauses[1:]) or \
            any(_COLLECT_OR.match(" ".join(t for t in c if t not in FILLERS)) for c in clauses):
        return COLLECTABLE
    return COLLECTABLE if thing and any(_COLLECT.match(" ".join(t for t in c if t not in FILLERS)) for c in clauses[1:]) else ""


STILL_AWAITED = "yet, asking after what is awaited"
# "I asked for it on monday and haven't heard a thing since", "still no word on my order": nothing
# heard of what the caller awaits asks after it. Not from someone else ("haven't heard back from the doctor").
# "i've heard nothing back about the order", "the text didn't say whether it's ready": nothing heard
# of it, or not told whether it is done, the same.
# "i haven't had an email about the frankfurt flight", "still waiting on a confirmation number": no
# message of it yet, the same (not "haven't had a text from the doctor").
# "i still haven't got a reference number for the malaga flight": the booking's reference, the same.
_MESSAGE = r"(?:a |an |any |the |my |our )?(?:email|e-mail|text|confirmation|message|letter|reply|notification|update|call" \
    r"|reference number|booking reference|ticket number|booking number|e-ticket|eticket)s?"
_NOT_HEARD = re.compile(r"\b(?:haven't|havent|have not|hasn't|hasnt|has not|not|never) (?:heard|had) (?:a thing|anything|a word"
                        r"|a peep|a dicky bird|word|back)\b(?! from\b)|\b(?:still )?no word (?:on|about|yet|since|back)\b"
                        r"|\b(?:haven't|havent|have not|hasn't|hasnt|has not|didn't|didnt|did not|never|not) (?:had|got|gotten|received|get|receive) "
                        + _MESSAGE + r"\b(?! from\b)|\bstill (?:waiting|waitin) (?:on|for) " + _MESSAGE + r"\b"
                        # "we've had no confirmation yet for the lisbon trip": none had, said with "no", the same.
                        r"|\b(?:i've|ive|we've|weve|i have|we have|i|we) (?:had|got|received) no " + _MESSAGE + r"\b(?! from\b)"
                        r"|\bheard nothing(?: (?:back|yet|since|at all))?\b(?! (?:back )?from\b| but\b)"
                        # "nobody's told us a thing since monday", "no one has got back to me": nobody in touch about it since, the same.
                        r"|\b(?:nobody|no one|no-one|noone)(?:'s| has| have| had)? (?:told|rung|called|phoned|contacted|emailed|texted|updated)"
                        r" (?:me|us)(?:(?: anything| a thing| a word)?(?: since| yet)\b|(?: anything| a thing| a word)$)"
                        r"|\b(?:nobody|no one|no-one|noone)(?:'s| has| have| had)? (?:got|gotten|come|rung|called|phoned) back to (?:me|us)\b"
                        r"|\b(?:didn't|didnt|did not|doesn't|doesnt|does not|never) (?:say|said|tell me|told me|mention|let me know)"
                        r" (?:if|whether)\b(?=.*\b(?:" + "|".join(sorted(DONE_WORDS | {"in", "there", "out"})) + r")\b)"
                        # "the website still says processing for my order", "it's still showing as pending": shown as not yet
                        # done, for a while, the same.
                        r"|\bstill (?:says|saying|shows|showing|reads|reading|listed|listing|stuck|sitting|on|at)(?: as| on| at| in)?"
                        r" (?:pending|processing|unconfirmed|unprocessed|in progress|awaiting(?: [a-z]+)?|not (?:yet )?(?:confirmed|issued|ready))\b"
                        # "honestly i can't tell from the app whether it worked": unable to tell whether it is done, the same.
                        r"|\b(?:can't|cant|cannot|couldn't|couldnt|could not) (?:tell|see|work out|figure out|make out)(?: [a-z']+){0,5}"
                        r" (?:if|whether) (?:it|that|this|they|the [a-z]+|my [a-z]+) (?:worked|went through|(?:has|have|had) gone through"
                        r"|(?:is|was|are|were|has been|have been) (?:" + "|".join(sorted(DONE_WORDS | {"booked", "confirmed"})) + r"))\b")


_NONE_YET = frozenset("nothing none nobody".split())
# "i was told the cream would be ready by noon, ...", "you said it'd be in today": when it would be done was
# promised, so the caller asks after it.
_PROMISED = re.compile(r"\b(?:(?:i was|we were|i've been|we've been|i got|we got) told|(?:they|you|she|he|someone|somebody)"
                       r" (?:said|told (?:me|us)|promised(?: me| us)?))(?: that)?(?: [a-z']+){0,4}?"
                       r" (?:(?:would|will|should) be|(?:it'd|they'd|itd|theyd) be) (?:" + "|".join(sorted(DONE_WORDS | {"in", "there"})) + r")\b")
# "the money's gone but nothing to say we're booked", "paid, and nothing saying it went through": no word that it
# is done, the same.
_NOTHING_SAYS = re.compile(r"\bnothing (?:to say|saying|that says|to show|showing|that shows|telling (?:me|us))(?: that)?"
                           r" (?:i'm|im|i am|we're|we are|he's|she's|they're|it's|its|it has|it's been|i've been|we've been|it|they|that)"
                           r"(?: (?:actually|really|definitely|properly|been))* (?:on (?:it|the|a|that|this)\b|booked\b|(?:gone|went|got) through\b"
                           r"|(?:" + "|".join(sorted(DONE_WORDS)) + r")\b)")


_OPENED = (["open"], ["opened"])


def still_awaited(text: str) -> str:
    """Asking after what is awaited with "yet" in a clause that denies nothing: "got a code for me
    yet for the rome flight", "you lot get through with my order yet". Not "I haven't got a seat
    yet, can you book one": there "yet" says the thing is still wanted."""
    if any(x.search(" ".join(words(text))) for x in (_NOT_HEARD, _PROMISED, _NOTHING_SAYS)):
        return STILL_AWAITED
    for clause in split_clauses(text):
        # "... yet or is it not in": the other answer, said in full closing the clause, denies nothing (yesno.OR_NOT).
        tokens = OTHER_ANSWER.sub(" ", " " + " ".join(words(clause)) + " ").split()
        k = tokens.index("yet") if "yet" in tokens else -1
        # "there's nothing in my name yet so book it": nothing there yet denies, the same as "no" (not
        # "nothing from you yet": no word of it, awaited).
        # "is the new terminal open yet": whether a place has opened, asked when it opens, not after a thing awaited.
        if k >= 0 and tokens[k + 1 : k + 2] not in (["another"], ["again"], ["more"]) and \
                tokens[k - 1 : k] not in _OPENED and \
                not NEGATORS.intersection(tokens) and not any(t.endswith("n't") for t in tokens) and \
                not any(t in _NONE_YET and tokens[j + 1 : j + 2] != ["from"] for j, t in enumerate(tokens[:k])):
            return STILL_AWAITED
    return ""


# Words that close a sentence after "yet" or "already" and ask nothing more: "done already ah".
_PARTICLES = frozenset("ah lah la leh eh no or not hey anot".split())
# "done already is it": the tag of Singapore and Malaysia closing it, the same.
_ALREADY_TAGS = (["is", "it"],)


# "you have it ready? mo farah": the name alone after it, every word of what follows (not "send it", "ta then").
_ANSWER_NAME = answer_name()


def _name_alone(rest: str) -> bool:
    found = _ANSWER_NAME.find(rest)
    return found is not None and found.start == 0 and found.end == len(words(rest)) >= 2


_GIVEN_AFTER = re.compile(r"(?:(?:the |my |our |booking |order )?(?:ref|reference|ref number|reference number|code)|name(?:'s| is)?|surname(?:'s| is)?|it's under)\b")


def done_unsaid(text: str, tokens: Sequence[str]) -> bool:
    # "mum's eye drops done already": a subject someone has, like "my".
    # "adderall ready?", "seat booked?": the thing alone, then the word of being done, asked; or
    # that word alone ("ready?").
    # "all booked then?": "then" or a particle may close it.
    # "all booked? reference k l nine two", "seat sorted? name's ...": asked, then only the reference or the name given.
    head, mark, rest = text.partition("?")
    if mark and (_GIVEN_AFTER.match(rest.strip().lower()) or _name_alone(rest)):
        return done_unsaid(head + "?", words(head))
    bare = list(tokens[:-1]) if tokens[-1:] and tokens[-1] in _PARTICLES | {"then"} else list(tokens)
    if 1 <= len(bare) <= 3 and bare[-1] in DONE_VERBS and text.rstrip().endswith("?") and \
            not NEGATORS.intersection(tokens):
        return True
    # "e ticket issued for my LH 903?", "seat confirmed on the friday one?": the thing alone, its word of being done, then
    # what it is for, asked; not a question word or a verb of being first ("why booked for ...", "is it ...": elsewhere).
    k = next((i for i in (1, 2) if bare[i : i + 1] and bare[i] in DONE_VERBS), 0)
    if k and bare[k + 1 : k + 2] in (["for"], ["on"], ["under"]) and bare[0] not in _AUXILIARIES | _ASKING_FIRST and \
            text.rstrip().endswith("?") and not NEGATORS.intersection(tokens):
        return True
    last = words(text.rstrip(" ?").split(",")[-1])
    if _GOT_READY.search(" ".join(tokens)) or (text.rstrip().endswith("?") and _YOU_DID.search(" ".join(last))):
        return True
    if not tokens or not (tokens[0] in _DONE_SUBJECTS or (tokens[0].endswith("'s") and tokens[0] not in ("it's", "that's"))):
        return False
    tail = list(tokens)
    while len(tail) > 1 and tail[-1] in _PARTICLES:
        tail.pop()
    if tail[-3:-2] == ["already"] and tail[-2:] in _ALREADY_TAGS:
        tail = tail[:-2]
    closing = text.rstrip().endswith("?") or tail[-1] in ("yet", "already")
    # "my inhaler can collect already anot", "the ticket, can fly already?": "already" asked about
    # (a particle or a question mark after it) says done with any verb; not running out ("ran out already?").
    asked = tail[-1] == "already" and (len(tail) < len(tokens) or text.rstrip().endswith("?") or
                                       bool(_CAN_ALREADY.search(" ".join(tail)))) and not _RUNNING_OUT.intersection(tokens)
    # The word of being done within the subject's first few words: "the refill for my dad gone through yet".
    return closing and (asked or bool(DONE_VERBS.intersection(tokens[1:7])))


_RUNNING_OUT = frozenset("out low left short empty expired".split())
# "the drops for my dad, can collect already": "can" with no one after it, a verb or two and "already" closing the turn,
# asks whether one may now, as Singapore and Malaysia ask it, with no question mark (not "you can collect already").
_CAN_ALREADY = re.compile(r"(?<!\byou )(?<!\bi )(?<!\bwe )\bcan (?!(?:i|we|you|he|she|they|it)\b)(?:[a-z]+ ){1,2}already$")
# "y'all got my mom's pills ready", "you guys got it filled yet": "have you got it ready" with its "have" left out, as
# North American callers ask it, closing the turn on the word of being done; asked without a question mark too.
# Not the condition of something else ("if you got it ready i'll come by").
_GOT_READY = re.compile(r"(?<!\bif )(?<!\bwhen )(?<!\bonce )(?:^|\b)you (?:guys |all |folks )?got (?:it|them|that|those"
                        r"|(?:my|our|his|her|their|the|[a-z]+'s)(?: [a-z']+){0,3}) (?:ready|done|filled|sorted)"
                        r"(?: (?:yet|already|now|today))?$")
_ASKING_FIRST = frozenset("what why how when where who which".split())
# "the doctor sent it over, you made it?", "..., and you filled them already?": "have you done it" in a statement's
# word order, the agent's doing of the thing closing the turn on a question mark, asks whether it is done. Not "if you
# made it", "you made it to the airport?", "you sent me the wrong one?": a condition, a place, another thing.
_YOU_DID = re.compile(r"(?:^|\b(?:and|so|then|but) )you (?:already |now |also )?"
                      r"(?:made|filled|prepared|did|done|processed|sorted|fixed|dispensed|issued)"
                      r" (?:it|them|that|those)(?: (?:already|yet|now|ready|up|out))?$")


# "not booking again, i just need the confirmation number for the oslo trip", "could you give me my
# booking reference": the reference of a thing asked for is asked of a thing done, which the status
# check tells (not "how long does a confirmation email take": a question of its own).
REFERENCE_ASKED = "the reference of a thing done asked for"
_REFERENCE = re.compile(r"^(?:(?:i|we|[a-z]+) (?:just |only |really |still )?(?:need|needs|want|wants|would like|'d like)"
                        r"|i'd like|we'd like|(?:can|could|may) (?:i|we) (?:get|have)|(?:can|could|would) you (?:give|send|tell|read)(?: out)?(?: me| us)?"
                        r"|(?:what's|whats|what is)) (?:the|my|our|his|her|their|a|an|[a-z]+'s) (?:booking |reservation )?"
                        r"(?:confirmation (?:number|code)|reference(?: number)?|booking reference)\b")


def reference_asked(text: str) -> str:
    """`REFERENCE_ASKED` when the turn's first clause asks for the reference of a thing, or ""."""
    first = next((c for c in clause_words(text) if c), [])
    return REFERENCE_ASKED if _REFERENCE.match(" ".join(first)) else ""
