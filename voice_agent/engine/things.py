"""The agent's things in the caller's words: which words name them (`_heads`, fitted with the
contrast classes of contrast.py), whether the caller names another kind of thing with them ("my
glasses prescription"), says them only to qualify another word ("a flight lesson") or to tell
where another thing is ("air miles on the KLM flight"), and which clause of a long turn asks
(`_asked_at_last`). A part of `Understander`, split from understand.py by concern like
people.py; it reads the attributes the understander prepares at load.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from voice_agent.engine import contrast
from voice_agent.engine.aboard import ship_tender, swallowed_on
from voice_agent.engine.acts import Act, SpeechAct
from voice_agent.engine.allowed import as_may
from voice_agent.engine.blamed import blamed
from voice_agent.engine.naming import (
    ASKING_OPENERS,
    GIVEN_BACK,
    LONG_TURN,
    POSSESSIVE,
    named,
    thing_words,
    unusual,
)
from voice_agent.engine.offers import said_by_caller
from voice_agent.engine.slots import SlotReader
from voice_agent.engine.text import fold_synonyms, words
from voice_agent.engine.told_after import ASKED_THEN_TOLD, asked_then_told
from voice_agent.engine.told_before import TOLD_THEN_ASKED, told_then_asked
from voice_agent.engine.two_asks import requested
from voice_agent.guidance import Guideline, Term
from voice_agent.ports import IntentMatcher, IntentTarget

# A glossary synonym as the caller said it ("ticket", "tickets") lies nearer to other services by
# itself (0.18 and 0.31 for the airline): its phrase ("a bus ticket": 0.29) must lead by this.
UNFOLDED_LEAD = 0.15
# Where a thing goes, not what kind it is: "a flight home", "a seat back".
_ADVERBS = frozenset("home back out there abroad overseas away over up down around".split())
_WHERE_ON = frozenset("on onto for at aboard to".split())
_PLACED = frozenset("on onto at aboard from".split())  # "from": "air miles from last week's flight" come from it
_DETERMINERS = frozenset("the a an my our this that".split())
_INDEFINITE = frozenset("a an".split())
# "the same blood pressure check", "my usual flu jab": the one had before, a word between the determiner and what it
# names; it says which, as the words of a compound do (`_done_to`).
_HAD_BEFORE = frozenset("same usual regular".split())
# "they offer cholesterol tests", "you do ear checks": a kind of service done, in the plural after a verb of offering
# with no determiner, the same; the words between say which (not "do you check my tablets": a verb, no plural kind).
_OFFERING = frozenset("do does offer offers provide provides run runs".split())
_KINDS_DONE = frozenset("checks tests jabs scans vaccinations injections screenings checkups".split())
_WHOSE = frozenset("my our his her their your".split())  # whose the thing after a verb is
_CLAIMED = (["refund"], ["refunds"], ["compensation"], ["reimbursement"])
# "my air miles added for last week's flight": the thing after "for" said as a past time's; it was, so it says which.
# "..., there's a late one to oslo on the ninth, can you put us on it", "..., could you book that one for me": the last
# request names its thing only by pointing back to the story ("it", "that one"), so the story names it; read alone, the
# pointing is nearer to asking whether one is on it. The whole turn is matched.
_BACK_TO_IT = re.compile(r"^(?:[a-z']+ ){1,5}(?:it|that|that one|this one|them|those)"
                         r"(?: (?:please|for me|for us|then|thanks))?$"
                         # "..., could you have them ready for friday": the pointing, then ready or done by a day, the
                         # same (read alone, nearer to asking whether it is ready).
                         r"|^(?:[a-z']+ ){1,4}(?:it|that|them|those) (?:ready|done|sorted)(?: for| by| on| before)?"
                         r" (?:(?:a |this |next )?[a-z]*day|tomorrow|tonight|the weekend)(?: please)?$")
_GONE = re.compile(r"^(?:yesterday's|last [a-z]+'s)(?: |$)")
# "a hotel near the airport in madrid", "a taxi at the station in leeds": another service's thing (a stay, a ride), then
# where it is; the places after say where, and name none of the agent's things (`_placed`).
_STAYS = frozenset("hotel hotels hostel motel room rooms apartment accommodation airbnb restaurant table".split())
_NEAR = frozenset("near nearby by in at around close next beside".split())
# "could you find us a room", "sort me out a hostel for the night": a stay found or got for the caller, the thing asked
# itself; with none of the agent's things in the turn it is another service's to give.
_STAYED = "|".join(sorted(_STAYS))
_STAY_FOUND = re.compile(r"\b(?:find|get|sort|book|arrange|reserve|organise|organize) (?:me|us|him|her|them) (?:out )?"
                         r"(?:a|an|somewhere|some) (?:cheap |nice |decent |little )?(" + _STAYED + r"|to stay)\b")
_LAID = frozenset({("put", "on"), ("laid", "on"), ("set", "up")})  # participles between a thing and where it is had
_ARRANGED = frozenset("added arranged organised organized sorted requested reserved booked".split())
# "i'd best order another lot", "we'd better book": advice to oneself; the thing's word is the verb, "best" no kind of it.
_ADVISED = re.compile(r"(?:i'd|we'd|you'd|id|had) (?:best|better)$")
_WHEN = frozenset("before after once until till when while".split())
_DOERS = frozenset("i we you he she they".split())
# "a spot at the spa", "refill my coffee": a treat or a drink, what a spa, a gym or a cafe gives, the same
# (not "tea": a meal as well).
_TREATS = frozenset("spa spas salon gym sauna massage coffee latte cappuccino pint".split())
# ... a drink filled again, said straight after whose ("refill my tea"), the same (`_done_to_anothers`).
_DRINKS = frozenset("tea teas juice soda lemonade beer wine cocktail".split())
# "refill the water on my humidifier", "top up my diffuser": a machine at home filled with water or oil is the
# caller's own chore or its maker's, not a medicine.
_HOME_MACHINES = frozenset("humidifier humidifiers dehumidifier diffuser diffusers kettle aquarium".split())
# "top up the big bottle for my water dispenser": the drinking water delivered to homes in Southeast Asia in a
# "gallon" (a jug of five gallons) is the water seller's, not a medicine.
_DRINKING_WATER = frozenset("gallon gallons dispenser dispensers".split())
# "refill our water jug", "top up the water can": what drinking water is kept in, "water" before it, the same (not
# "water tablets", a medicine; not "can" asking after it: "refill my water, can you").
_WATER_HELD = frozenset("can cans jug jugs bottle bottles tank tanks flask flasks cooler coolers".split())
# Things other services provide, in their everyday words: the agent's thing said of one ("a seat on the
# train", "a spot in the long stay car park", "a refill for my vape") is that service's, however near the
# model puts a word it barely knows ("the eurostar") to the agent's own. Only a word the agent's guidance
# never uses counts: a rail operator's "train" is its own.
_TRAVEL_AND_GOODS = frozenset("""train trains rail railway eurostar tram tube metro subway bus buses ferry boat ship
                              cruise taxi cab uber car park parking vape vapes ecig lighter printer ink cartridge
                              cylinder cylinders lpg propane butane
                              hotel hotels hostel motel restaurant theatre theater cinema
                              shinkansen""".split())  # "hotel booking": a stay booked
# "two seats on the hikari to nagoya": Japan's bullet trains go by their names; said with "the" before it, such a name
# is the train ("a seat for hikari" names a passenger, and is left).
NAMED_TRAINS = frozenset("nozomi hikari kodama mizuho hayabusa komachi tsubasa".split())
# "a diesel top up on the way", "an adblue refill": what a vehicle is filled with, a garage's or a services', not a
# medicine (not "oil": a medicine's too, as ear drops and skin oils are).
_VEHICLE_FLUIDS = frozenset("adblue diesel petrol fuel screenwash antifreeze coolant".split())
OTHER_SERVICES = _TRAVEL_AND_GOODS | _TREATS | _HOME_MACHINES | _DRINKING_WATER | _VEHICLE_FLUIDS
_HELD_IN = frozenset("on onto in at aboard for of".split())  # "of": "the reservation of a rental car"
# What other services do to the agent's thing, in a verb the agent's guidance never uses: "can you translate my
# prescription from polish to english" asks a translator, not for a refill.
OTHER_DOINGS = frozenset("translate translated translating photocopy photocopied laminate laminated notarise notarize".split())
# "can you sell me some antihistamines", "could i buy a thermometer off you": buying the thing over the counter is a
# sale, not the agent's thing done, when the agent's guidance never speaks of buying (the airline's does: "buy a ticket").
BUYING = frozenset("buy buying purchase purchasing sell selling".split())
_BOUGHT = re.compile(r"\b(?:can|could|would|will) you (?:just |please )?(sell) (?:me|us|him|her|them)\b"
                     r"|\b(?:can|could|may) (?:i|we) (?:just |please )?(buy|purchase)\b|\b(?:i|we)(?:'d| would) like to (buy|purchase)\b")
# Other trades, whose things the caller may ask the agent to get "from" them: "reorder my dailies from the optician" asks
# for the optician's lenses, not a refill. Only a word the agent's guidance never uses counts.
OTHER_TRADES = frozenset("optician opticians optician's optometrist vet vets vet's garage hairdresser hairdresser's salon florist".split())
_FROM_TRADE = re.compile(r"\b(?:my|our|his|her|their|the|some) (?:[a-z']+ ){0,2}from (?:the|my|our|a|your) ([a-z']+)\b")
_CLAUSE_WORDS = frozenset("and but so because as then to from".split())  # where the thing said of ends
# "worming tablets for the puppy", "a refill for my cat": the agent's thing for an animal is the vet's, when the agent's
# guidance never speaks of animals ("a seat for my son" and "tablets for my mum" stay the agent's).
ANIMALS = frozenset("dog dogs puppy puppies cat cats kitten kittens rabbit rabbits hamster horse pony pet pets".split())
_FOR_ANIMAL = re.compile(r"\bfor (?:the|my|our|his|her|their|a|an)(?: [a-z']+)? (" + "|".join(sorted(ANIMALS)) + r")\b")
# "i need a transfer from the airport to my hotel", "the hotel transfer between the two terminals": a transfer
# from a place is a ride, another service's; a person is reached by "transfer me", "a transfer to the manager".
_RIDE = re.compile(r"\b(?:a|an|the|my|our|any|some) (?:[a-z]+ )?transfers? (?:from|between)\b")
# "put me through to the doctor's surgery", "can you connect us to the hospital": the line asked for is another
# place's, where the care is given, not a person of the agent's (a handoff of the agent's own does not reach it).
# "connect me with the health centre", "put us in touch with the surgery": reached with it, the same.
_LINE_ASKED = (r"(?:connect|put|patch|transfer|send)(?: me| us)?(?: through| over| across| in touch)? (?:to|with)"
               r" (?:the |my |our |your )?")
# "put me through to the eye clinic", "connect me to the herbal medicine clinic": the kind of care said before the place
# in a word or two, the same, whatever the agent's words say of the kind (not "your eye clinic", nor "the pharmacy
# clinic": the agent's own).
_CARE_PLACE = (r"(?:local )?(?:doctor's |doctors |gp |gp's )?"
               r"(?<!your )(?:(?!(?:your|pharmacy|pharmacist|pharmacists|chemist|chemist's|dispensary)\b)[a-z']+ ){0,2}"
               r"(?P<place>health cent(?:re|er)|medical cent(?:re|er)|surgery|hospital|doctor's|doctors|clinic|a and e"
               r"|walk in cent(?:re|er))\b")
_OTHER_PLACE = re.compile(r"\b" + _LINE_ASKED + "(" + _CARE_PLACE + ")")
# "the train from the airport into the city, can you book that for me too": the thing named first, then
# asked for by "that" or "it" alone, is what is asked for. "we've got a ferry over to the island after, could you
# book that as well": the thing had or needed, named first, the same.
# "a blood pressure check", "my flu jab": a service done to the caller, named by its last word; the words
# before it say which, never that the agent's thing is asked for. "i need my blood pressure checked": the same, done.
_SERVICES_DONE = frozenset("""check checks checkup test tests jab jabs vaccination vaccine injection screening scan
                              checked tested measured monitored screened scanned""".split())
# "i want my blood pressure taking", "he needs his bloods taken": taken (or "taking", as the North of England says it),
# the same; not what someone takes ("the tablets i'm taking", "the meds he's taken"): a subject between says so.
# "i need my blood pressure checking", "his bloods want testing": the same "-ing" said of other services done.
_TAKEN = frozenset("taken taking checking testing measuring".split())
_SUBJECTS = frozenset("i i'm im i've ive we we're we've you you're he he's she she's they they're they've".split())
# ... not a verb with its object ("can a pharmacist check that with me"): the person does the checking.
_OBJECTS = [[w] for w in "that it them this these those the my our his her their me us him whether if what how over through".split()]
# "a note for work stating i'm on antibiotics", "an email confirming my son flew": the words a paper says. The agent's
# things said there tell what it says, never that they are asked for: the paper is.
_PAPERS = frozenset("letter letters note notes form forms certificate certificates document documents email emails statement".split())
# "a repeat of my bone scan", "a repeat of the liver scan": a test done to the caller, asked for again, the same
# (a service done, not a medicine: "a repeat of my statins" is a refill as before).
_TESTS_DONE = frozenset("test tests scan scans screen screens screening screenings checkup checkups".split())
_PAPER_AGAIN = re.compile(r"\b(?:repeat|renewal|copy|duplicate|reissue|refill)s? of (?:the|my|our|his|her|their|a|an|[a-z]+'s)"
                          r"(?: [a-z']+){0,2}? (" + "|".join(sorted(_PAPERS | _TESTS_DONE)) + r")\b"
                          # ... or "repeat" before a note said of sickness or fitness ("my repeat fit note"): the same.
                          r"|\brepeat (?:sick|fit|medical|doctor's|gp) (note|notes|certificate|letter)\b"
                          # ... or a card of who one is or of a bank, reordered or renewed ("renew our library card").
                          r"|\b(?:reorder|re order|renew|reissue|replace) (?:the|my|our|his|her|their|[a-z]+'s)"
                          r" (?:i d|id|identity|military id|bank|debit|credit|library|student|access) (card)s?\b")
_SAYING = frozenset("saying stating says states confirming confirms showing shows proving certifying explaining".split())
# "so my camping gas cylinder is done, could you fill it": a word or two may say what it holds, a word may open the
# turn, and a thing kept full is asked for filled.
_NAMED_THEN_ASKED = re.compile(r"^(?:(?:now|so|ok|okay|well|and|then) )?"
                               r"(?:(?:i've|we've|ive) got |(?:i|we) (?:have|have got|need) |there's )?"
                               r"(?:the|a|an|my|our) ([a-z]+)(?: ([a-z]+))?(?: ([a-z]+))?\b.*?"
                               r" (?:book|reserve|get|sort|arrange|order|refill|fill|top up)"
                               r" (?:that|it|them|those|one)\b")


def _done_to_anothers(after: list[str], others: frozenset[str], heads: frozenset[str]) -> str:
    """The thing of another service the words after the agent's word, said as a verb, name after whose ("refill
    my vape", "book our taxi"): what is done is done to that thing, not the agent's; or "". One word not the
    agent's may say what the thing is for ("refill my water gallon", "book our airport taxi")."""
    if len(after) < 2 or after[0] not in _WHOSE:
        return ""
    if after[1] in others:
        return after[1]
    # "refill my tea", "top up our juice": a drink straight after whose, a cafe's or a host's to fill (not "tea tree").
    if after[1] in _DRINKS and after[2:3] != ["tree"]:
        return after[1]
    # "water" before what holds it: drinking water (`_WATER_HELD`), another's to fill.
    asked_on = after[2:3] == ["can"] and bool(_DOERS.intersection(after[3:4]))
    if after[1] == "water" and after[2:3] and after[2] in _WATER_HELD and not asked_on:
        return after[2]
    return after[2] if len(after) >= 3 and after[1] not in heads and after[2] in others else ""


def _part_held(tokens: list[str], k: int, heads: frozenset[str]) -> int:
    """Where a part of something is said to be held, after the agent's word at `k` ("refill the tank on my
    humidifier", "top up the water in the diffuser"): the part named with "the" or whose, then "on", "in" or "of".
    Its index, or -1."""
    part = tokens[k + 1 : k + 4]
    if len(part) == 3 and part[0] in _WHOSE | {"the"} and part[1] not in heads and part[2] in _HELD_IN:
        return k + 3
    return -1


class ThingReader:
    """What the caller's words say of the agent's things; mixed into `Understander`."""

    guidelines: list[Guideline]
    matcher: IntentMatcher
    slots: SlotReader
    _by_id: dict[str, Guideline]
    _labels: dict[str, str]
    _heads: frozenset[str]
    _vocabulary: frozenset[str]
    _synonyms: dict[str, str]
    _unfold: dict[str, list[str]]
    _things: dict[str, frozenset[str]]  # what each guideline that acts is about
    _persons: frozenset[str]
    _own_parameters: dict[str, frozenset[str]]

    def _fit_contrast(self, targets: list[IntentTarget], terms: Sequence[Term]) -> None:
        """Add the contrast classes (contrast.py): cancelling what the agent acts on, and
        requests to other services, less those the agent's own phrasings already say."""
        termed = {" ".join(words(t.name)) for t in terms}
        things: set[str] = set()
        for g in self.guidelines:
            for t in g.tools:
                if t.confirm:  # a side effect that can be called off
                    things |= thing_words(t.name.replace("_", " "))
                    said = " ".join(self.prepare(p) for p in (*said_by_caller(g), *g.examples))
                    things |= {term for term in termed if re.search(rf"\b{re.escape(term)}\b", said)}
        # Not what a handoff is about ("add my colleague" folds to "human"): a person is not called off.
        handed = " ".join(self.prepare(p) for g in self.guidelines if any(t.handoff for t in g.tools)
                          for p in (*said_by_caller(g), *g.examples))
        things = {w for w in things if not w.endswith("ed") and not re.search(rf"\b{re.escape(w)}\b", handed)}
        own = set(self._by_id)
        elsewhere = tuple(p for p in (self.prepare(e) for e in contrast.ELSEWHERE)
                          if max((s for tid, s in self.matcher.scores(p).items() if tid in own), default=0.0) < contrast.OWN)
        extra = [IntentTarget(contrast.ELSEWHERE_ID, elsewhere)] if elsewhere else []
        self._labels[contrast.ELSEWHERE_ID] = "(contrast) another service"
        if things:
            things |= set(contrast.GENERIC_THINGS)
            self._heads = frozenset(things)
            for tid, frames, label in ((contrast.CANCEL_ID, contrast.CANCEL_FRAMES, "cancel"),
                                       (contrast.DO_ID, contrast.DO_FRAMES, "ask for")):
                extra.append(IntentTarget(tid, tuple(self.prepare(p) for p in contrast.prototypes(frames, things))))
                self._labels[tid] = f"(contrast) {label} " + ", ".join(sorted(things))
        if extra:
            self.matcher.fit([*targets, *extra])

    def _another_kind(self, query: str, target: str, said_as: str = "") -> tuple[str, float, float] | None:
        """The agent's thing named with words the agent never uses just before it ("my glasses
        prescription", "the ferry booking"), when those words with the thing are nearer to another
        service than to `target` by twice the margin: (the words, their score for `target`, for
        the other service). The whole sentence hides them: "renewed" and "prescription" outweigh
        "glasses". Scored alone, a single word lies near any prototype that says it; with the
        thing it qualifies, "thyroid prescription" stays a refill and "glasses prescription" does
        not. One more embedding, only when such words are said. The words are scored as the caller
        said them (`said_as`: the masked words before the glossary folded them) when they stand
        before it: "a bus ticket" is another service's, "a bus booking" lies near the airline's own; or
        after it, saying what it is for: "a ticket for the rugby" is the ground's, "a booking for the
        rugby" the airline's, and "a ticket to manchester" where it goes, the airline's."""
        for phrase, lead in self._kind_phrases(query, said_as):
            scores = self.matcher.scores(phrase)
            own, other = scores.get(target, 0.0), scores.get(contrast.ELSEWHERE_ID, 0.0)
            if other - own >= lead:
                return phrase, own, other
        return None

    def _anothers_thing(self, query: str) -> str:
        """The agent's thing said of a thing another service provides (`OTHER_SERVICES`), just before it
        ("a train seat") or just after it and where it is put ("a seat on the train to york", "a refill
        for my vape"), or done to by another service ("translate my prescription"), or fetched from another
        trade (`OTHER_TRADES`: "my lenses from the optician"): that word, or "". Words of the agent's own
        between end the reading ("a seat on the flight for my train connection" is a seat on the flight),
        and so does a clause's start."""
        tokens = query.split()
        bought = _BOUGHT.search(query)
        own = any(t in self._heads or t[:-1] in self._heads for t in tokens)  # one of the agent's things named
        if bought and not BUYING & self._vocabulary and not own:
            return next(g for g in bought.groups() if g)
        stay = _STAY_FOUND.search(query)
        if stay and stay.group(1) not in self._vocabulary and not own:
            return stay.group(1)
        given = GIVEN_BACK.search(query)
        if given and given.group(1).split()[0] not in self._vocabulary:
            return given.group(1)
        others = OTHER_SERVICES - self._vocabulary
        doing = next((t for t in tokens if t in OTHER_DOINGS - self._vocabulary), "")
        if doing and any(t in self._heads or (t.endswith("s") and t[:-1] in self._heads) for t in tokens):
            return doing
        animal = _FOR_ANIMAL.search(query)
        if animal and animal.group(1) in ANIMALS - self._vocabulary:
            return animal.group(1)
        paper = _PAPER_AGAIN.search(query)  # "a repeat of my sick note": the paper asked for again, not a medicine
        if paper and not any(t in self._heads for t in paper.group(0).split()[2:]):
            return paper.group(1) or paper.group(2) or paper.group(3)
        trade = _FROM_TRADE.search(query)
        if trade and trade.group(1) in OTHER_TRADES - self._vocabulary:
            return trade.group(1)
        for k, w in enumerate(tokens):
            if w not in self._heads and not (w.endswith("s") and w[:-1] in self._heads):
                continue
            before = next((t for t in reversed(tokens[max(0, k - 2) : k]) if t in others), "")
            if before and all(unusual(t, self._vocabulary) for t in tokens[tokens.index(before, max(0, k - 2)) : k]):
                return before
            done_to = _done_to_anothers(tokens[k + 1 : k + 5], others, self._heads)
            if done_to:  # "refill my vape": the thing the verb is done to
                return done_to
            # ... or a part of it first ("refill the tank on my humidifier"): the thing done to is that part, the same.
            held = k + 1 if tokens[k + 1 : k + 2] and tokens[k + 1] in _HELD_IN else \
                max(_part_held(tokens, k, self._heads), swallowed_on(tokens, k))  # "a seat the train" (aboard.py)
            if held > k:
                for j, t in enumerate(tokens[held + 1 : held + 6], held + 1):
                    named = t in NAMED_TRAINS - self._vocabulary and tokens[j - 1] == "the"
                    if t in others or named or ship_tender(tokens, j):  # "the tender ashore": a ship's boat
                        return t
                    if t in self._heads or t in _DOERS or t in _CLAUSE_WORDS:
                        break
        return ""

    def _named_first(self, said: str, handoff: bool) -> str:
        """Another service's thing in the whole turn (`said`: the caller's words, before a story is cut
        off): for a handoff, a ride ("a transfer from the airport", `_RIDE`); for another guideline that
        acts, the thing named first, then asked for by "that" or "it" alone (`_NAMED_THEN_ASKED`)."""
        place = _OTHER_PLACE.search(said)
        # ... the line to another place asked for, whichever guideline lies nearest ("put me through to the herbal
        # medicine clinic" is no refill).
        line = place.group(1) if place and not self._vocabulary & set(place.group("place").split()) else ""
        if handoff:
            return "transfer" if _RIDE.search(said) else line
        named = _NAMED_THEN_ASKED.match(said)
        other = next((w for w in (named.groups() if named else ()) if w in OTHER_SERVICES - self._vocabulary), "")
        return line or other

    def _kind_phrases(self, query: str, said_as: str) -> Iterator[tuple[str, float]]:
        """The phrases `_another_kind` scores, in its order, each with the lead another service
        needs over the agent's guideline: words the agent never uses, with its thing."""
        tokens = query.split()
        for k, w in enumerate(tokens):
            if w not in self._heads and not (w.endswith("s") and w[:-1] in self._heads):  # "two seats on ..."
                continue
            start = k
            # Not "his", "their": whose the thing is says no kind of it ("his prescription" is a prescription).
            while start > 0 and k - start < 2 and unusual(tokens[start - 1], self._vocabulary) and \
                    tokens[start - 1] not in _WHOSE and not _ADVISED.match(" ".join(tokens[start - 2 : k])):
                start -= 1
            # ... or just after it, where it is put: "a seat on the ferry", "a ticket for the match".
            end = k + 1
            if tokens[end : end + 1] and tokens[end] in _WHERE_ON:
                end += 2 if tokens[end + 1 : end + 2] and tokens[end + 1] in _DETERMINERS else 1
                after = end
                # "the prescription for my new glasses": a word of the agent's before the other thing.
                if end + 1 < len(tokens) and not unusual(tokens[end], self._vocabulary) and \
                        tokens[end] not in self._heads and unusual(tokens[end + 1], self._vocabulary):
                    end += 1
                while end < len(tokens) and end - after < 3 and unusual(tokens[end], self._vocabulary):
                    end += 1
                # "a seat on the overnight flight": the words qualify the agent's own thing after them.
                owned = bool(tokens[end : end + 1]) and tokens[end] in self._heads
                # "a seat on the tap t p 1 0 2 4": a word before a value read out (masked "a flight") says whose it is, the same.
                valued = not owned and tokens[end : end + 1] == ["a"] and tokens[end + 1 : end + 2] != [] and tokens[end + 1] in self._heads
                end = end + 1 + valued if end > after and (owned or valued) else end
                end = end if end > after else k + 1
            if start == k and end == k + 1:
                continue
            # Two such words before it: the one next to it says its kind alone too ("my last online
            # wine order" is a wine order, made online), and the farther one may pull the pair back.
            for first in dict.fromkeys((start, k - 1 if start < k - 1 else start)):
                said = " ".join(tokens[first:end])
                # The caller's own word for the thing, when words stand before it ("a bus ticket"); it
                # leans to other services by itself, so it must lead by `UNFOLDED_LEAD`, else the
                # agent's word is scored as before ("a return fare" is the airline's).
                unfolded = next((x for x in (said.replace(w, syn) for syn in self._unfold.get(w, ()))
                                 if (first < k or (end > k + 1 and tokens[k + 1] == "for")) and x in said_as), "")
                for phrase, lead in ((unfolded, UNFOLDED_LEAD), (said, 2 * self.matcher.margin)):
                    if phrase:
                        yield phrase, lead

    def _modifiers(self, text: str) -> frozenset[str]:
        """The agent's things that the caller says only to qualify a word the agent never uses
        after them: "a flight lesson" is a lesson, "a booking app" an app. The last word of an
        English compound names the thing; the agent's word before it only says which kind. Read
        in the caller's own words, slot values left out ("the KL 601 departure" is a flight)."""
        tokens = fold_synonyms(self.slots.unvalued(text), self._synonyms).split()
        return frozenset(w for k, w in enumerate(tokens) if w in self._heads and k + 1 < len(tokens)
                         and tokens[k + 1] not in self._heads and tokens[k + 1] not in _ADVERBS
                         and unusual(tokens[k + 1], self._vocabulary)) | self._where(tokens) | self._when(tokens) | self._done_to(tokens) | self._told(tokens) \
            | self._placed(tokens) | blamed(tokens)

    def _placed(self, tokens: list[str]) -> frozenset[str]:
        """The words that say where another service's thing asked for by "a" or "an" is ("a hotel near the airport in
        madrid"): up to six after it, none of the agent's own things ("a taxi to the flight" names the flight)."""
        others = (OTHER_SERVICES | _STAYS) - self._vocabulary
        return frozenset(w for k, t in enumerate(tokens[1:-1], start=1) if t in others and tokens[k - 1] in _INDEFINITE
                         and tokens[k + 1] in _NEAR for w in tokens[k + 2 : k + 8] if w not in self._heads)

    @staticmethod
    def _done_to(tokens: list[str]) -> frozenset[str]:
        """The words between a determiner and a service done to the caller (`_SERVICES_DONE`): "a blood
        pressure check" asks for the check; "blood" and "pressure" only say which. "the same blood pressure check",
        "my usual flu jab": the one had before (`_HAD_BEFORE` after the determiner), the same."""
        return frozenset(w for k, t in enumerate(tokens) if (t in _SERVICES_DONE or t in _TAKEN)
                         and tokens[k + 1 : k + 2] not in _OBJECTS
                         for j in range(max(0, k - 4), k - 1)
                         if (tokens[j] in _DETERMINERS or (tokens[j] in _OFFERING and t in _KINDS_DONE))
                         and (j > k - 4 or tokens[j + 1] in _HAD_BEFORE)
                         and not (t in _TAKEN and _SUBJECTS & set(tokens[j + 1 : k])) for w in tokens[j + 1 : k])

    @staticmethod
    def _told(tokens: list[str]) -> frozenset[str]:
        """The words of what a paper asked for says (`_PAPERS`, then within four words `_SAYING` or "to say"):
        "a letter for the school saying she carries an inhaler" asks for the letter; the inhaler is what it says."""
        return frozenset(w for k, t in enumerate(tokens) if (t in _SAYING or tokens[k - 1 : k + 1] == ["to", "say"])
                         and _PAPERS & set(tokens[max(0, k - 4) : k]) for w in tokens[k + 1 :])

    @staticmethod
    def _when(tokens: list[str]) -> frozenset[str]:
        """The words of a clause that says when the thing asked for is wanted ("a slot for a covid
        test before i fly", "a taxi once we land"): "before / after / once / until / when" and who
        does it; the agent's things there say when, not what is asked for."""
        return frozenset(w for k in range(len(tokens) - 1) if tokens[k] in _WHEN and tokens[k + 1] in _DOERS
                         for w in tokens[k + 2 : k + 5])

    def _where(self, tokens: list[str]) -> frozenset[str]:
        """The agent's things said only to tell where another thing is: "air miles on the KLM
        flight", "a meal on the overnight flight" ask for the miles and the meal. A word the agent
        never uses just before "on / at (the)" is what is asked for; the thing after says
        where. Not "a seat on the KLM flight" (its own thing), "my mum on the 6 am" (a traveller)."""
        where: set[str] = set()
        for k, w in enumerate(tokens[1:], start=1):
            # "book my mum on the KLM flight": someone's own is a traveller, not a thing asked for.
            # Only where a thing is put ("on", "at") or came from ("the points from yesterday's flight"): "calling for a refill", "flying to Rome" are
            # the purpose and the way, and a verb ("waiting on the booking") is no thing.
            # "a vegetarian meal for my flight": a thing asked for by "a" or "an", then "for" the agent's thing, is
            # for it (not "calling for a refill": no "a" before; not "some more for my repeat").
            # "a veggie meal put on for the flight", "a buggy arranged at the gate": the verb that has the thing done, as
            # a participle, comes between; the word before it is the thing (or the participle itself, as before).
            laid = 2 if tuple(tokens[max(0, k - 2) : k]) in _LAID else 1 if tokens[k - 1] in _ARRANGED else 0
            gone = bool(_GONE.match(" ".join(tokens[k + 1 : k + 3])))
            found = next((f for q in dict.fromkeys((k - 1 - laid, k - 1)) if (f := self._thing_at(tokens, q, w, gone)) is not None), None)
            if found is None:
                continue
            for_one = found
            if laid and gone:  # "miles added for last week's flight": the participle has the other thing done, not the agent's
                where.update(tokens[k - laid : k])
            rest = tokens[k + 1 : k + 5]
            if rest[:1] and rest[0] in POSSESSIVE and not for_one:  # "more amlodipine on my prescription": the caller's own, part of it
                continue
            where.update(h for h in rest[: next((j + 1 for j, r in enumerate(rest) if r in self._heads), 0)]
                         if h in self._heads)
            # "large print labels for all my tablets": things wanted for every one of the agent's things; those name where.
            if for_one and rest[:2] in (["all", "my"], ["all", "our"], ["all", "the"], ["all", "of"]):
                where.update(rest[2:])
        return frozenset(where)

    def _thing_at(self, tokens: list[str], q: int, w: str, gone: bool = False) -> bool | None:
        """Whether a thing the agent never names, at `q`, is put or had at `w` ("on", "at", ...): `for_one` when it is
        asked for by "a" or "an" and `w` is "for", False when `w` places it, None when it is no such thing."""
        # ... or money claimed for it ("compensation for my late flight"): the thing says what the money is for; or
        # things wanted "for all my ..." (`_where`); or "for" a thing that was (`gone`: "for last week's flight"), whoever's.
        for_one = w == "for" and (gone or bool(_INDEFINITE & set(tokens[max(0, q - 3) : q])) or tokens[q : q + 1] in _CLAIMED
                                  or tokens[q + 2 : q + 3] == ["all"])
        if q < 0 or (w not in _PLACED and not for_one) or not unusual(tokens[q], self._vocabulary) or tokens[q] in self._heads \
                or tokens[q].endswith("ing") or (q >= 1 and tokens[q - 1] in POSSESSIVE and not gone):
            return None
        return for_one

    def _asked_at_last(self, query: str, scores: dict[str, float], act: Act, said: str) -> tuple[Act, str, dict[str, float]]:
        """A turn of two asks read from the one asking for something done (`_two_asks`); else a long
        turn read from its last request ("so um I got a new job in Dublin and ... so here
        I am, I need to get on IB 316 on the thirtieth"), when that clause is nearer to a guideline
        than the whole: the story dilutes the request for the matcher. The speech act was read in
        the whole turn, so a refusal in the story still counts. One more embedding, long turns only."""
        two = self._two_asks(query, scores, act, said)
        if two is not None:
            return two
        if act.act is SpeechAct.QUESTION and (may := as_may(query)):  # "are kids allowed to fly ...": whether they may
            return act, may, self.matcher.scores(may)
        asking = act.act in (SpeechAct.QUESTION, SpeechAct.REQUEST)
        # ... or told first ("our coach gets in at nine, will you still be open"): the question closing it, the same.
        first, how = (asked_then_told(said), ASKED_THEN_TOLD) if asking else ("", "")
        first, how = (first, how) if first or not asking else (told_then_asked(said), TOLD_THEN_ASKED)
        if first:  # "when do you open on a sunday, i'd come with the kids": the question alone, when it tells more
            asked, near = self.prepare(first), max(((s, t) for t, s in scores.items() if t in self._by_id), default=(0.0, ""))
            mine = self.matcher.scores(asked)
            top = max(((s, t) for t, s in mine.items() if t in self._by_id), default=(0.0, ""))
            # ... the guideline the whole turn lies nearest, one that only tells, nearer still; a question's act is kept.
            if top[1] and top[1] == near[1] and top[1] not in self._things and top[0] > near[0]:
                return act if act.act is SpeechAct.QUESTION else Act(SpeechAct.QUESTION, f"{how}: {first}"), asked, mine
        clause = self._last_request(query)
        if not clause:
            return act, query, scores
        mine = self.matcher.scores(clause)
        best = max((s for t, s in scores.items() if t in self._by_id), default=0.0)
        if max((s for t, s in mine.items() if t in self._by_id), default=0.0) > best:
            return act, clause, mine
        return act, query, scores

    def _two_asks(self, whole: str, scores: dict[str, float], act: Act, said: str) -> tuple[Act, str, dict[str, float]] | None:
        """A turn of two asks (two_asks.py) read from the one asking for something done, with its own speech
        act, when a guideline that acts is nearest to it alone at the matcher's strong score and by a margin,
        and the other ask is a question or the whole turn lies nearest a guideline that only tells: "do my
        naproxen repeat, oh and are you open till six" is the refill (read back before it runs), not the
        hours. Never when the whole turn refuses or cancels. One more embedding, such turns only (ahead)."""
        best = max(((t, s) for t, s in scores.items() if t in self._by_id), key=lambda r: r[1], default=("", 0.0))[0]
        found = self._request_asked(whole, act, said)
        if found is None or (act.act is SpeechAct.REQUEST and best in self._things) or not (found[2] or (best and best not in self._things)):
            return None
        query, ask_act, _, values = found
        mine = self.matcher.scores(query)
        ranked = sorted(((s, t) for t, s in mine.items() if t in self._by_id), reverse=True)
        m = self.matcher
        if not ranked or ranked[0][1] not in self._things or ranked[0][0] < m.strong or \
                ranked[0][0] - (ranked[1][0] if len(ranked) > 1 else 0.0) < m.margin:
            return None
        tools = self._by_id[ranked[0][1]].tools
        if any(t.handoff for t in tools):
            return ask_act, query, mine
        # Something done needs the thing in the ask itself: the agent's word for it (not "a hotel near the
        # airport"), a glossary word, or a value only its tool takes; and no person of the agent's asked
        # in the other ask ("is your pharmacist in today, i need a word with her about my inhaler").
        if not any(t.confirm for t in tools) or any(map(self._person, whole.split())) or not (
                set(query.split()) & (self._heads | set(self._synonyms.values())) or values & self._own_parameters.get(ranked[0][1], frozenset())):
            return None
        return ask_act, query, mine

    def _request_asked(self, whole: str, act: Act, said: str) -> tuple[str, Act, bool, frozenset[str]] | None:
        """The words to match of the ask that asks for something done in a turn of two asks (`requested`),
        its speech act, whether another ask is a question, and the values it gives; None when the whole turn
        is no request or question, or the ask names nothing any guideline that acts is about."""
        if act.act not in (SpeechAct.QUESTION, SpeechAct.REQUEST) or not whole:
            return None
        found = requested(said)
        if found is None:
            return None
        ask, ask_act, questioned = found
        masked, values = self.slots.read(ask)
        query = self._likely_query(masked, ask)
        if not any(named(query) & things for things in self._things.values()):
            return None
        return query, ask_act, questioned, frozenset(values)

    def _person(self, word: str) -> bool:
        raise NotImplementedError  # the people reader's (people.py)

    def _likely_query(self, masked: str, said: str) -> str:
        raise NotImplementedError  # the understander's (understand.py)

    @staticmethod
    def _last_request(query: str) -> str:
        """The clause of a long turn from its last asking opener ("i need", "can you") to its
        end; "" for a short turn, or one that asks only from its start."""
        tokens = query.split()
        if len(tokens) < LONG_TURN:
            return ""
        starts = [k for k in range(len(tokens) - 2) if " ".join(tokens[k : k + 2]) in ASKING_OPENERS
                  or " ".join(tokens[k : k + 3]) in ASKING_OPENERS]
        clause = " ".join(tokens[starts[-1] :]) if starts and starts[-1] > 0 else ""
        return "" if _BACK_TO_IT.search(clause) else clause

    def _scored_next(self, query: str, said_as: str, may_act: bool, act: Act, said: str) -> list[str]:
        """The texts a reading of `query` will or may score after it: the ask for something done in
        a question's turn of two (`_two_asks`), its last request (`_asked_at_last`) and, when the turn `may_act`, the words
        around its things (read only for a guideline that acts: `_another_kind`), in the whole turn and in
        that request. Embedded ahead, beside the turn (`ScoresAhead`)."""
        # ... the ask only for a question: a request's turn needs it only when a guideline that tells outscores the rest;
        # the last request then mostly goes unread (the ask is read first).
        two = self._request_asked(query, act, said) if act.act is SpeechAct.QUESTION else None
        asked = [two[0]] if two is not None else []
        clause = "" if two is not None else self._last_request(query)
        around = [p for q in asked for p, _ in self._kind_phrases(q, said_as)]  # the ask may act
        if not may_act:
            return [*asked, *around, clause]
        return [*asked, *around, clause, *(p for q in (query, clause) if q for p, _ in self._kind_phrases(q, said_as))]

    def prepare(self, text: str) -> str:
        masked, _ = self.slots.read(text)
        return fold_synonyms(masked, self._synonyms)
