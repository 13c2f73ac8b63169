"""Extractors of people's names: after a marker ('for John Smith', "I'm Ann Lee") and given as a
bare answer ("it's Jane Doe"), re-exported by extract.py."""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.read_out import DIGIT_WORDS as _DIGIT_WORDS
from voice_agent.engine.spans import Found, SpanExtractor
from voice_agent.engine.text import PEOPLE_BY_STATION, STOPWORDS, cased_words, clause_ends, words

_NAME_MARKERS = ("name is", "name's on it as", "name on it is", "name's", "name of", "for", "passenger", "patient", "under the name", "under",
                 "it's for", "named", "this is", "i'm", "i am", "called", "client")  # "client": a carer's "patient"
# Words that follow a marker but are never a name: "for pickup tomorrow", "for my mother", and
# spans of time ("for twenty years", "for a few weeks"), meals ("shut for lunch", "back for
# dinner"); a number word made plural is an age ("under fives").
_NOT_NAMES = frozenset(
    """please flight flights on at from to today tomorrow tonight thanks thank okay ok and the a
    booking book seat seats ticket tickets in with yes no sure well yeah just also still calling
    one two three four five six seven eight nine ten people adults adult children kids
    passengers persons person someone somebody anyone human agent pharmacist
    pickup pick collection collect delivery deliver refill refills prescription prescriptions
    medication medicine meds pills tablets inhaler order appointment
    morning afternoon evening night week weekend month year day days next last this that same
    monday tuesday wednesday thursday friday saturday sunday noon midday
    lunch lunchtime dinner breakfast
    january february march april june july august september october november december
    mom mum mother dad father wife husband son daughter kid child baby family friend
    wondering trying looking hoping going gonna wanna calling ringing here there home work
    now later soon again usual another other first second urgent asap sorry hi hello hey more
    cancel change trip holiday vacation business paris london rome berlin madrid new york
    back that's what's there's how when where why who which status
    not never no nothing also really very actually afraid fine good great okay alright sure ready
    definitely probably possibly certainly literally honestly totally currently basically seriously genuinely hopefully
    glad happy done all out low over about after only even quite
    earlier before yesterday ago recently already lately
    eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty
    fifty sixty seventy eighty ninety hundred thousand dozen couple few several many
    years months weeks hours minutes ages decades
    worked booked called asked wanted needed phoned rang said went got came arrived happened
    know ask check see tell
    worried concerned anxious nervous scared confused upset stressed desperate
    missing wrong misspelt misspelled incorrect different blank spelt spelled
    him her them us me you his their
    twos threes fours fives sixes sevens eights nines tens twelves sixteens eighteens teens
    christmas xmas easter thanksgiving diwali eid hanukkah passover ramadan halloween hogmanay umrah hajj shaadi tet
    holidays hols term half school uni college pleasure leisure birthday anniversary wedding funeral
    graduation conference meeting interview treatment surgery hospital
    renewal renewals review reissue reorder
    groups
    stuff things everything something anything bits kit gear luggage baggage bags cases
    instead rather once
    control pressure stress observation
    fr lol tbh ngl fyi btw imo lmao omg bruh innit deffo
    heathrow gatwick stansted luton jfk laguardia newark schiphol
    overhead overheads locker lockers cabin hold
    waiting sitting""".split()
)  # kinds of people in the plural ("cheaper fares for students", "a discount for pensioners"); occasions and reasons ("a seat to cork for christmas", "for half term", "for my graduation");
# the lines before: what someone did ("whether that trip for paul worked out"), does in place of "to" ("calling for know if"), feels ("i'm worried") or a name is ("my middle name is missing"), never a name
# Nor a word of how sure or how much ("i'm definitely going", "for literally a day").
# Nor "for once" ("put me on the early one for once"): an aside, no name.
# A state one is under ("my sugar is under control", "under pressure", "under observation") is no name either.
# Text-speak tags young callers say aloud ("for dubai fr fr", "for mia tbh") are no names either.
# Nor the great airports said as where one is booked for ("is jo down for gatwick on monday").
# Nor where a bag rides on board ("a rucksack for overhead", "the big one for hold"): a place in the plane, no name.
_NOT_NAMES |= PEOPLE_BY_STATION  # "students", "pensioners": kinds of people, named in text.py
# After "I'm", a word in -ing is what the caller is doing, not who they are: "I'm calling",
# "I'm running low", "I'm flying tomorrow".
_SELF_MARKERS = (("i'm",), ("i", "am"), ("im",))
# ... nor is a word for where the caller is or how they are: "I'm away from Monday", "I'm off
# tomorrow", "I'm diabetic", "I'm sat outside" (a posture or a place, as British English says it). Only after "I'm": after
# "for" some are surnames ("for Neil Young").
_STATES = frozenset("""away off abroad overseas stuck outside upstairs downstairs nearby local retired
    pregnant diabetic asthmatic allergic deaf disabled elderly sick ill unwell poorly better worse late
    early free busy available registered due short nearly almost unsure aware able unable new young
    old housebound down sat stood parked
    used accustomed habituated little""".split())  # "i am used", "i'm accustomed to them": long in the habit, no name
# "i'm little tired", "i am little bit lost": how much, its "a" left out, as callers of another first language say it.
# ... nor one word before "at", "with", "about" or "of": how the caller is at a thing ("I'm terrible at
# remembering my pills", "I'm hopeless with phones", "I'm sick of waiting").
_AT_A_THING = (["at"], ["with"], ["about"], ["of"])
_TIMES = frozenset("yesterday today tomorrow tonight week weekend month year morning afternoon evening night".split())
_CALLERS = frozenset("i we you just already who".split())
# Work done for someone ("she works for aer lingus", "he work as pilot for ...", as callers of another first
# language say it): "for" names the employer, never a passenger or patient.
# "my niece is a steward for ...", "he is engineer for ...": one's trade said with "is", an article or none, the same.
# "her uncle flies for qantas", "our grandpa flew for ...": flying for a carrier (he, she, they, past), a pilot's work.
_TRADES = ("pilot|steward|stewardess|captain|crew|engineer|mechanic|attendant|hostess|nurse|driver|cleaner|chef|cook"
           "|manager")
_WORKS_FOR = re.compile(r"\b(?:work|works|worked|working|employed|flies|flew)(?: as(?: an?)? [a-z']+)? for$"
                        r"|\b(?:is|was|he's|she's|i'm|am)(?: an?)?(?: [a-z]+)? (?:" + _TRADES + r")s? for$"
                        # "the one responsible for stock": what a worker answers for, never a passenger or patient
                        # (not "i'm responsible for ...": a carer, who may name the one cared for).
                        r"|\b(?:person|people|one|someone|somebody|whoever|staff|man|woman|lady|guy|bloke)"
                        r"(?: who's| who is| who are)? (?:responsible|accountable) for$")
_CLOSING_INTROS = (("it", "is"), ("that", "is"), ("it's",), ("its",), ("that's",), ("thats",))


def person_name(markers: Sequence[str] = _NAME_MARKERS, max_words: int = 3) -> SpanExtractor:
    """The words after 'for', 'name is', 'passenger', "I'm" ... that look like a name: 'for John
    Smith please' -> 'John Smith'. Ordinary words are not names ('for pickup tomorrow', 'for my
    mother'); when the text is written in sentence case, name words must be capitalised."""
    marker_tokens = sorted((tuple(words(m)) for m in markers), key=len, reverse=True)

    def find(text: str) -> Found | None:
        tokens, cased = words(text), _case_info(text)
        ends = clause_ends(text, tokens)
        at: dict[str, list[int]] = {}  # where each word is: a marker is looked for where its first word is
        for i, t in enumerate(tokens):
            at.setdefault(t, []).append(i)
        for marker in marker_tokens:
            k = len(marker)
            for i in at.get(marker[0], ()):
                if tuple(tokens[i : i + k]) == marker:
                    if marker in _SELF_MARKERS and tokens[i + k : i + k + 1] and (
                            tokens[i + k].endswith("ing") or tokens[i + k] in _STATES or tokens[i + k + 1 : i + k + 2] in _AT_A_THING):
                        continue
                    if marker in _SELF_MARKERS and i > 0 and tokens[i - 1] in ("here", "there"):
                        continue  # "so here i am, ...": where the caller has got to, not who they are
                    if marker == ("called",) and i > 0 and tokens[i - 1] in _CALLERS:
                        continue  # "I called earlier", "we called about it": a call, not a name
                    if marker == ("for",) and _WORKS_FOR.search(" ".join(tokens[max(0, i - 4) : i + 1])):
                        continue  # "my cousin works as a steward for ryanair": the employer, not whom it is for
                    span = _name_span(tokens, cased, i + k, max_words, ends)
                    if span:
                        return Found(_title(tokens[i + k : span]), i + k, span)
        # "..., on the second, tidy, it's bethan morgan": two or three words that look like a name
        # after "it's / that's", closing the turn in a clause of its own.
        start = max(ends) + 1 if ends else 0
        for intro in _CLOSING_INTROS:
            if start and tuple(tokens[start : start + len(intro)]) == intro:
                span = _name_span(tokens, cased, start + len(intro), max_words, ends)
                if span == len(tokens) and span - start - len(intro) >= 2:
                    return Found(_title(tokens[start + len(intro) : span]), start + len(intro), span)
        # "..., r x nine eight seven six five, sandra holt": the same with no "it's", the clause two
        # or three such words and nothing else, after a code read out (not "yes, go ahead").
        # ... or before thanks in a clause of their own ("..., fergal daly, ta"); the code's digits
        # counted as read or as written ("rx 58340").
        last = len(tokens)
        if start and len(ends) > 1 and set(tokens[start:]) <= _THANKS:
            last, start = start, sorted(ends)[-2] + 1
        if start and 2 <= last - start <= 3 and _name_span(tokens[:last], cased, start, max_words, ends) == last and \
                _coded(tokens[:start]):
            return Found(_title(tokens[start:last]), start, last)
        # "could you do my repeat, it's run out, ivan petrov": two such words closing a turn of three clauses or
        # more, in a clause of their own, as callers sign off with their name (no word of manner or doing);
        # not after a question asked ("..., you've done it, yes? [name]": the asking is what is matched).
        if start and len(ends) > 1 and last - start == 2 and "?" not in text and _name_span(tokens[:last], cased, start, max_words, ends) == last and \
                not any(w.endswith(("ly", "ing", "ed")) for w in tokens[start:last]):
            return Found(_title(tokens[start:last]), start, last)
        # "..., two seats, nina and piotr kowal": a couple named the same, "and" between them (a surname after one or both).
        if start and len(ends) > 1 and "?" not in text and 4 <= last - start <= 5 and "and" in tokens[start + 1 : start + 3]:
            joined = tokens.index("and", start + 1)
            if _name_span(tokens[:joined], cased, start, max_words, ends) == joined and \
                    _name_span(tokens[:last], cased, joined + 1, max_words, ends) == last and last - joined == 3 and \
                    not any(w.endswith(("ly", "ing", "ed")) for w in tokens[start:last]):
                return Found(" and ".join((_title(tokens[start:joined]), _title(tokens[joined + 1 : last]))), start, last)
        # "i'm calling for my mother, edith crane, her levothyroxine": two or three such words in a clause of
        # their own after a word of kin; "..., walter price, r x one nine six ...": or next to a code read out;
        # four there too ("marie claire ngo bassa, the corsair ..."): two given names and two family names, as many
        # callers from French-speaking Africa and Haiti are named.
        spans = list(zip([0, *(e + 1 for e in sorted(ends))], [*(e + 1 for e in sorted(ends)), len(tokens)], strict=True))
        for k, (first, stop) in enumerate(spans):
            beside = [tokens[a:b] for a, b in spans[max(0, k - 1) : k] + spans[k + 1 : k + 2]]
            if (2 <= stop - first <= 3 and _name_span(tokens, cased, first, max_words, ends) == stop and
                    ((first and tokens[first - 1] in KIN) or any(map(_coded, beside)))) or \
                    (stop - first == max_words + 1 and any(map(_coded, beside)) and
                     _name_span(tokens, cased, first, max_words + 1, ends) == stop):
                return Found(_title(tokens[first:stop]), first, stop)
        return None

    return SpanExtractor(find, "person name", of_words=True)


_MEDICINE_FORM = re.compile(r"(?:profen|cetamol|pril|olol|statin|prazole|mycin|cillin|cycline|sartan|dipine|oxetine|histamines?"
                            r"|biotics?|killers|vitamins?|antacids?|laxatives?|relievers?)$")
# "for queuing outside a chemist", "for waiting behind the counter": where the doing is done, after it, the same.
_DOING_WHERE = frozenset("outside inside behind along past through into onto across beside".split())
_DOING_WHAT = _DOING_WHERE | frozenset("up off in out round the a an my our his her their it them some someone somebody"
                                        .split())
_READIED = frozenset("made".split())
_THANKS = frozenset("ta thanks thank you cheers please thankyou".split())
KIN = frozenset("""mother mum mom mam father dad wife husband son daughter partner gran granny nan nana nanna grandma
                    grandmother grandad granddad grandpa grandfather sister brother aunt auntie uncle neighbour neighbor
                    boss patient resident""".split())


def _coded(tokens: Sequence[str]) -> bool:
    """Whether a clause reads out a code: three digits or more, as read or as written. A year after
    a word of time ("been doing it since 2015, lovely crew usually") is a date, not a code."""
    return sum(0 if k and tokens[k - 1] in _BEFORE_YEAR and _YEAR.fullmatch(w) else sum(c.isdigit() for c in w) or w in _DIGIT_WORDS
               for k, w in enumerate(tokens)) >= 3


_BEFORE_YEAR = frozenset("since in until till from of back year".split())
_YEAR = re.compile(r"(?:19|20)\d\d")


# Fillers and lead-ins before a name given as an answer: "um, it's Jane Doe", "sure, Jane Doe".
_ANSWER_LEAD = frozenset("um umm uh uhh er erm oh yes yeah yep sure okay ok right well so".split())
_ANSWER_INTRO = (("my", "name", "is"), ("the", "name", "is"), ("my", "name's"), ("name", "is"),
                 ("it", "is"), ("that", "is"), ("it's",), ("its",), ("that's",), ("i'm",), ("this", "is"))


def answer_name(max_words: int = 4) -> SpanExtractor:
    """A bare name given as the answer to a question: 'John Smith', "it's Jane Doe"."""

    def find(text: str) -> Found | None:
        tokens, cased = words(text), _case_info(text)
        i = 0
        while i < len(tokens) and tokens[i] in _ANSWER_LEAD:
            i += 1
        for intro in _ANSWER_INTRO:
            if tuple(tokens[i : i + len(intro)]) == intro:
                i += len(intro)
                break
        if not tokens[i:] or len(tokens) - i > max_words + 1:
            return None
        end = _name_span(tokens, cased, i, max_words)
        return Found(_title(tokens[i:end]), i, end) if end else None

    return SpanExtractor(find, "name answer", of_words=True)


def _case_info(text: str) -> list[bool] | None:
    """Per token, whether the caller's text capitalised it; None when the text carries no case
    (all lower or all upper case, as some recognisers write)."""
    original = cased_words(text)
    letters = "".join(original)
    if letters.islower() or letters.isupper():
        return None
    caps = [w[:1].isupper() for w in original]
    # Sentence case: only the first word (and "I") capitalised says nothing about names; nor do codes written in
    # capitals ("book me on the AZ 205, name's giulia rossi"): a code is written so in any text.
    if not any(c for k, (c, w) in enumerate(zip(caps, original, strict=True))
               if k and not w.lower().startswith("i'") and w != "I" and not (len(w) > 1 and w.isupper())):
        return None
    return caps


def _name_span(tokens: Sequence[str], cased: list[bool] | None, start: int, max_words: int,
               ends: frozenset[int] = frozenset()) -> int:
    end = start
    while end < len(tokens) and end - start < max_words:
        w = tokens[end]
        # "for yesterday's flight", "on tonight's": a time said as whose is no name either.
        # ... nor a verb said with "not" ("..., can't wait", "won't budge"): no name ends in "n't".
        if w in _NOT_NAMES or w in STOPWORDS or any(ch.isdigit() for ch in w) or (w.endswith("'s") and w[:-2] in _TIMES) or \
                w.endswith(("n't", "nt'")):
            break
        # "for father", "for antihistamines", "for picking up ...": a word of kin, a medicine by its form, or a
        # doing first, what it is done to after it (not "for ying li": a short word), is no name.
        doing = end == start and len(w) >= 6 and w.endswith("ing") and tokens[end + 1 : end + 2] and tokens[end + 1] in _DOING_WHAT
        if w in KIN or _MEDICINE_FORM.search(w) or (doing and not (cased and cased[end])):
            break
        if cased is not None and not cased[end]:
            break
        # "the pump for nandi dube made up yet", "the drops for jo bloggs made up now": the thing made ready, after the
        # name, is no part of it (after a name's first word, before "up" or "yet": "made" is a Balinese name too).
        if end > start and w in _READIED and tokens[end + 1 : end + 2] in (["up"], ["yet"], ["already"], ["now"]):
            break
        # "the cream i asked for, ditch it": the marker closes its clause, and the next opens with a word then "it" or "them":
        # a verb said to the agent, done to the thing, no name.
        if end == start and start - 1 in ends and tokens[end + 1 : end + 2] in (["it"], ["them"], ["that"], ["those"]):
            break
        end += 1
        if end - 1 in ends:  # a name ends at the caller's comma: "for nguyen, finish already?"
            break
    if end == start or (end - start == 1 and len(tokens[start]) < 2):
        return 0
    return end


def _title(parts: Sequence[str]) -> str:
    return " ".join(p.capitalize() for p in parts)
