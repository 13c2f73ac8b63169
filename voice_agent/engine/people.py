"""The person a caller asks for, read in the masked words: which of them are people (`PEOPLE`,
`SOMEONE`, whom the author's handoffs name), whether the caller reaches for one ("stick me through
to one of your staff"), consults the agent's own ("go over it with one of your people"), or asks
for one and then says why ("someone who knows about medicines"). A part of `Understander`, split
from understand.py by concern; it reads the attributes the understander prepares at load.
"""

from __future__ import annotations

import re

from voice_agent.engine.address import ADDRESS
from voice_agent.engine.addressed import you_addressed
from voice_agent.engine.human_about import ON_LINE, alone_asked, human_first
from voice_agent.engine.machine_refused import refuses_machine
from voice_agent.engine.naming import (
    BRIEFLY,
    CONSULTING,
    PEOPLE,
    PLACES,
    POSSESSIVE,
    REACHING,
    SPEAKING,
    WHY_OR_WHICH,
    unusual,
)
from voice_agent.engine.no_one_needed import forgone_at
from voice_agent.engine.own_worker import own_worker
from voice_agent.engine.reached import (
    ACCOMPANYING,
    ANYONE,
    KNOWS,
    TELLING,
    WHO,
    consulted_knowing,
    could_reach,
    described_on,
    for_me,
    needed_qualified,
)
from voice_agent.engine.remarks import LOUDER
from voice_agent.engine.served import done_at, served_at
from voice_agent.engine.text import clause_ends, stem
from voice_agent.ports import IntentMatcher

MACHINE_BLAMED = "a person, not the machine"  # the person `_person_asked` reads in the machine refused or blamed


_COUNTED_BY = frozenset("each per".split())  # "each person": what an allowance is counted by


_SENT = frozenset("passed sent transferred referred redirected forwarded".split())  # ... on from someone
_TOLD = frozenset("told explained".split())  # "like i told the last person, ...": the person already told, not asked for

class PeopleReader:
    """Where the people are in what the caller said; mixed into `Understander`."""

    matcher: IntentMatcher
    _persons: frozenset[str]
    _vocabulary: frozenset[str]
    _named_self: frozenset[str]  # the words the agent's guidelines name itself with
    _self_words: frozenset[str]  # the vocabulary, and those words
    _acted_on: frozenset[str]
    _synonyms: dict[str, str]

    def _reached(self, tokens: list[str]) -> str:
        """The person a request reaches for ("stick me through to one of your lot in the office", "a quick chat with
        somebody behind the counter"): one of the people, up to six words after a verb of reaching, not someone's own
        ("get my colleague on KL 12" is a traveller) nor one a thing is got for (`served_at`). "" when none is."""
        for k, w in enumerate(tokens):
            # "put me through to the passport office": without the contrast classes (a matcher
            # with no sense of meaning), a place named with a word the agent never uses may be
            # another's; with them, a place nearer another service has already left the rescue.
            if not self.matcher.semantic and w in PLACES and k and unusual(tokens[k - 1], self._vocabulary):
                continue
            # ... or after it: "is there a qualified person I can ask about ...".
            # ... one or two words may say which ("is there somebody qualified I can ask about ...", "anyone on shift i could ask").
            after = could_reach(tokens, k)  # "people working there i could talk to"
            # ... or asked to do it for the caller: "can somebody from the airline go through it with
            # me", "could someone there advise me" (not "can someone else collect it": allowed.PERMISSION).
            # ... "can a pharmacist check them with me": one of the people, the same.
            # "you'll have to speak up, ...": a verb that names the author's handoff ("speak with a pharmacist"),
            # said of how the agent speaks, reaches for no one.
            if LOUDER.match(" ".join(tokens[k : k + 4])):
                continue
            # "have i got the pharmacist", "is that the chemist": whom the caller is already through to, asked; and "i want
            # to nominate another chemist": the person chosen as one's place, not reached. Neither asks for anyone.
            if _THROUGH_ALREADY.search(" ".join(tokens[max(0, k - 5) : k])) or _CHOSEN.intersection(tokens[max(0, k - 4) : k]):
                continue
            if served_at(tokens, k, self._acted_on) or done_at(tokens, k):  # "seats for one client": whom it is for
                continue
            # "thirty kilos each person", "two bags per person": a person after "each" or "per" is what an allowance is
            # counted by, no one reached.
            if self._person(w) and not (k and tokens[k - 1] in _COUNTED_BY) and not (k and tokens[k - 1] in POSSESSIVE) and not self._anothers(tokens, k) and not _earlier(tokens, k) and not _in_order(tokens, k) and (
                    REACHING.intersection(tokens[max(0, k - 6) : k]) or after or for_me(tokens, k)):
                return w
        return ""

    def _anothers(self, tokens: list[str], k: int) -> bool:
        """Whether the person at `k` is another place's, its name in the possessive just before ("connect me to the
        infirmary's main line", "the hospital's duty pharmacist"): a word the agent never uses owns them."""
        return any(t.endswith("'s") and unusual(t[:-2], self._vocabulary) for t in tokens[max(0, k - 2) : k])

    def _yours(self, tokens: list[str]) -> bool:
        """Whether the people asked for are the agent's own ("your corporate accounts people",
        "one of your staff"): whose they are is said, so no other service's."""
        # ... or someone above the agent ("i'd like this taken to whoever is above you"): the agent's superior.
        # ... or the people "there" ("one of the team there"): the agent's place, as "your" is (`_consulted`).
        return any(self._person(w) and ("your" in tokens[max(0, k - 3) : k] or _ABOVE_YOU.match(" ".join(tokens[k + 1 : k + 4])) is not None
                                        or tokens[k + 1 : k + 2] == ["there"]) for k, w in enumerate(tokens))

    def _others(self, tokens: list[str]) -> str:
        """Another place's people, named by words the agent never uses ("connect me with the passport people", "the visa
        office"): the words before the people say whose they are, and they are not the agent's. Not "your passport
        people" (the agent's own, said so), nor the people the author's handoff names ("the dispensing pharmacist"). The
        words, or ""."""
        own = self._self_words
        for k, w in enumerate(tokens):
            if w not in PEOPLE or not k or not unusual(tokens[k - 1], own):
                continue
            start = k - 1
            # ... by up to three such words ("the tax office appeals people", "the nhs business services team"): whose
            # they are said at more length, no nearer the agent's.
            while start > 0 and k - start < 3 and unusual(tokens[start - 1], own):
                start -= 1
            if tokens[start - 1 : start] in (["the"], ["to"], ["with"]):
                return " ".join(tokens[start : k + 1])
        return ""

    def _asked_to_do(self, tokens: list[str]) -> str:
        """One of the people asked to do a thing for the caller ("can someone ring me about my new
        inhaler", "could the pharmacist go through it with me"): the person, or ""."""
        return next((w for k, w in enumerate(tokens) if self._person(w) and for_me(tokens, k)), "")

    def _person_asked(self, tokens: list[str], said: str) -> str:
        """The person a request asks for, whatever the story before speaks of: the agent's people where the asking ends
        (`_consulted`), a human (`_human`), one asked to do a thing for the caller (`_asked_to_do`), or one asked for by
        refusing the machine ("..., I really can't do this with a machine"). "" when none is."""
        return self._consulted(tokens, clause_ends(said, tokens)) or self._human(tokens) or self._asked_to_do(tokens) or \
            (MACHINE_BLAMED if refuses_machine(said) else "") or self._on_the_line(tokens) or _put_to_one(tokens) or \
            self._asked_of_last(tokens, said) or consulted_knowing(said) or needed_qualified(said) or described_on(said)

    def _asked_of_last(self, tokens: list[str], said: str) -> str:
        """One of the people asked what they may do in the turn's last clause, after a story ("we're a big
        group travelling, could a supervisor take my call"): the asking, cut at the person (`_asked_of`),
        asks for them whatever the story speaks of, when the story asks for nothing itself (no word of asking:
        "i need a refill, could the pharmacist check the dose" still refills). Not in a turn of one clause
        ("can a pharmacist explain ..." is read by the scores), nor one with words after the person. The person, or ""."""
        from voice_agent.engine.acts import classify  # acts reads the people's words at load

        ends = clause_ends(said, tokens)
        last = tokens[max(ends) + 1 :] if ends else []
        return last[2] if len(last) == 3 and last[0] in _MODALS and last[1] in _ONE_OF and self._person(last[2]) and \
            classify(" ".join(tokens[: max(ends) + 1])).remark else ""

    def _on_the_line(self, tokens: list[str]) -> str:
        """One of the people named in the story, then asked for by a pronoun ("the pharmacist said she'd ring, can
        i get her on the line"): the person named, or ""."""
        found = _ON_THE_LINE.search(" ".join(tokens))
        if found is None:
            return ""
        k = len(" ".join(tokens)[: found.start()].split())
        return next((w for j, w in enumerate(tokens[:k]) if self._person(w) and not (j and tokens[j - 1] in POSSESSIVE)), "")

    def _reached_at_last(self, tokens: list[str], ends: frozenset[int]) -> int:
        """The person reached for in the turn's last clause, after a story of one or more clauses ("the leaflet says
        ..., is there a pharmacist I can ask", "I'm all confused about how many to take, can I talk to a real person
        there"): what the caller asks for is said last, and the story's question or report is no act of its own.
        Where the clause starts, or -1 when it reaches for no one, or the turn is one clause."""
        last = tokens[max(ends) + 1 :] if ends else []
        said = " ".join(last)  # "..., please, anybody there who knows medicines": one who knows, asked for bare, the same
        reached = self._reached(last) or self._human(last) or _WHOM.search(said) or needed_qualified(said)
        return max(ends) + 1 if last and reached else -1

    def _people(self, query: str) -> str:
        """`query` without the agent's things where they only say which people ("speak with one of your booking agents",
        "your reservations team" ask for a person, not a booking): the thing is a modifier there, and left in, it
        outweighs the person for the matcher and passes the naming check. Plurals are read as their term ("reservations"
        -> "booking"). A worker named by the agent's own word ("the pharmacy doctor", a word its guidelines' conditions
        name it with, not any word of its examples: "the eye doctor" is another's) is read as one of its people
        (`own_worker`)."""
        tokens = own_worker(query.split(), self._named_self)

        def thing(w: str) -> bool:
            one = w[:-1] if len(w) > 3 and w.endswith("s") else w
            return stem(w) in self._acted_on or stem(self._synonyms.get(one, one)) in self._acted_on

        kept = " ".join(w for k, w in enumerate(tokens) if not (k + 1 < len(tokens) and tokens[k + 1] in PEOPLE and thing(w)))
        # "can somebody from your team pick up", "could a human pick up": a person asked to pick up, with nothing
        # picked up after, answers the phone; "pick up" alone lies near collecting the thing.
        return _PICKING_UP.sub(lambda m: f"{m.group(1)} answer the phone" if self._person(m.group("who")) else m.group(0), kept)

    def _person(self, word: str) -> bool:
        """One of the people, or several of them ("one of your officers")."""
        return word in self._persons or (word.endswith("s") and word[:-1] in self._persons)

    def _consulted(self, tokens: list[str], ends: frozenset[int]) -> str:
        """The agent's people asked for where the asking ends (the turn, a clause, or "about ..."
        after them): "..., I need to go over it with one of your people", "run my new tablets past
        one of your team", "let me talk to someone, please". The agent's own ("your", "one of you")
        up to eight words after a word of reaching or of consulting (with, past, by: "put me across
        to one of your officers"); anyone up to six after a verb of speaking to. Not someone's own ("my colleague") nor anyone one travels with ("I'm flying with
        someone"). "" when none is."""
        if _WHOM.search(" ".join(tokens)):
            return "who"
        if _ESCALATED.search(" ".join(tokens)):
            return "escalate"
        # "can i be transferred to a person", "could you pop me over": the caller asking to be put through (to one of the
        # people, or to no one named: the agent's own).
        through = _PUT_THROUGH.search(" ".join(tokens))
        if through and (through.group("bare") or any(map(self._person, tokens[len(" ".join(tokens)[: through.end()].split()) :][:4]))):
            return PUT_THROUGH
        for k, w in enumerate(tokens):
            # "go through it with whoever's qualified there": whoever is the agent's, what follows says which.
            # "get me whoever's on the till": whoever fetched for the caller, the same.
            whoever = w.startswith("whoever") and (tokens[k - 1 : k] in (["with"], ["past"], ["by"], ["to"]) or tokens[max(0, k - 2) : k] in _FETCH_ME)
            # "I need someone there now": "there" is the agent's place, as "your" is; the person
            # and it (and a word of haste) close the clause.
            there = tokens[k + 1 : k + 2] == ["there"] and self._closes(tokens, k + 2, ends)
            fetched = self._fetched(tokens, k, ends)
            # "..., I need to speak to someone now": a word of haste may close the clause after the person.
            # "my inhaler isn't helping, i need to ask the pharmacist what to do": the person asked, right after "ask",
            # is consulted, as one spoken to is; what follows says what about.
            alone = _alone(tokens, k) or _asked_of(tokens, k)
            # "..., is there a pharmacist free": whether one is free, where the asking ends, asks for one.
            # ... or on, and who is to help ("..., is there a pharmacist on who could look").
            free = tokens[max(0, k - 3) : k - 1] == ["is", "there"] and tokens[k + 1 : k + 2] != [] and (
                (tokens[k + 1] in _FREE and self._closes(tokens, k + 2, ends))
                # "is there a person there, my mum's had a fall": one there, asked, then why in a clause of its own (alone,
                # whether anyone is on the line).
                or (tokens[k + 1] == "there" and k + 2 < len(tokens) and self._closes(tokens, k + 2, ends))
                or (tokens[k + 1] == "on" and (self._closes(tokens, k + 2, ends) or tokens[k + 2 : k + 3] in (["who"], ["that"]))))
            # "..., is there anyone senior we could speak to": whether there is one the caller could reach, asked, the same.
            free = free or (" is there " in f" {' '.join(tokens[max(0, k - 4) : k])} " and could_reach(tokens, k))
            # "..., would one of your pharmacists be free to advise me", "could a pharmacist be available to have a look":
            # whether one would be free (for anything), asked, the same.
            free = free or (tokens[k + 1 : k + 2] == ["be"] and tokens[k + 2 : k + 3] != [] and tokens[k + 2] in _FREE
                            and bool({"would", "could", "will", "might"}.intersection(tokens[max(0, k - 4) : k]))
                            and (self._closes(tokens, k + 3, ends) or tokens[k + 3 : k + 4] == ["to"]))
            if not self._person(w) or (k and tokens[k - 1] in POSSESSIVE) or _earlier(tokens, k) or not (
                    self._closes(tokens, k + 1, ends) or tokens[k + 1] in WHY_OR_WHICH | {"please"} or whoever or there or fetched or alone
                    # "..., i must speak to somebody trained, quickly": one word after the person says which, as in
                    # `_fetched`; "..., i want someone senior on the phone": then where or why, as after the person.
                    or free or (tokens[k + 1] in _QUALIFIED
                                and (self._closes(tokens, k + 2, ends) or tokens[k + 2] in WHY_OR_WHICH))):
                continue
            # "go through it with a member of staff": a member of the staff is the agent's, as "your" says.
            yours = "your" in tokens[max(0, k - 3) : k] or tokens[max(0, k - 3) : k][-3:] == ["one", "of", "you"] or whoever or there \
                or _one_of_the(tokens, k) or (tokens[k + 1 : k + 2] != [] and tokens[k + 1] in _QUALIFIED) or (w == "staff" and tokens[max(0, k - 2) : k] in (["member", "of"], ["members", "of"]))
            if (yours and (REACHING | CONSULTING).intersection(tokens[max(0, k - 8) : k])) or \
                    SPEAKING.intersection(tokens[max(0, k - 6) : k]) or fetched or alone or free or _CONNECTED.search(" ".join(tokens[max(0, k - 6) : k])):
                return w
        return ""

    def _fetched(self, tokens: list[str], k: int, ends: frozenset[int]) -> bool:
        """Anyone fetched or needed where the asking ends: "..., get me someone now", "..., I need somebody who knows",
        "I need someone to tell me if that's alright". The caller asks for a person, whoever it is; the story before
        says why. Not anyone for whom a thing is wanted ("a seat for someone"), nor anyone said after other words ("I
        need a seat next to someone")."""
        # "I want to ask somebody qualified whether ...": anyone needed to be asked, the same.
        asked = tokens[max(0, k - 3) : k - 2] != [] and tokens[k - 3] in _NEEDING and tokens[k - 2 : k] == ["to", "ask"]
        if _opens_knowing(tokens, k):
            return True
        if tokens[k] not in ANYONE or (" ".join(tokens[max(0, k - 2) : k]) not in _FETCHING | {
                f"{w} {v}" for w in ("i", "we", "just", "please", "really", "urgently") for v in _NEEDING} and not asked):
            return False
        k += tokens[k + 1 : k + 2] != [] and tokens[k + 1] in _QUALIFIED  # "I want somebody qualified to talk to"
        return self._closes(tokens, k + 1, ends) or tokens[k + 1 : k + 2] in (["who"], ["who'd"], ["who's"], ["that"]) \
            or (asked and tokens[k + 1 : k + 2] in (["whether"], ["if"], ["about"])) \
            or (tokens[k + 1 : k + 2] == ["to"] and tokens[k + 2 : k + 3] != [] and tokens[k + 2] in TELLING)

    @staticmethod
    def _closes(tokens: list[str], k: int, ends: frozenset[int]) -> bool:
        """Whether the clause ends before `k`, or only words of haste lie from `k` to its end."""
        while k < len(tokens) and tokens[k] in BRIEFLY:
            k += 1
        return k == len(tokens) or k - 1 in ends

    def _asked_for(self, tokens: list[str], ends: frozenset[int] = frozenset()) -> int:
        """Where the person asked for is, when one is, with words after it: "get me someone who knows about medicines",
        "I need to speak to someone about my tablets", "a pharmacist to check my dose", "someone in reservations". What
        follows says why, or which person; left in, the medicines or the tablets outweigh the person and a refill is
        started, so the query ends at the person. A person possessed ("get my colleague on KL 12"), or one a thing
        is got for (`served_at`), is a traveller, not someone to talk to. A person ending a clause (`ends`: "let me
        speak to somebody, I'm having a reaction to the new pills") is asked for alike. -1 when none is."""
        for k, w in enumerate(tokens):
            # "... a call centre person please, my booking's for twelve": "please" closes the asking;
            # "the pharmacist real quick about ...": a word of haste may come before why.
            # "a senior officer of the airline regarding ...": which one, then why (the query ends at the person).
            last = k
            if tokens[k + 1 : k + 2] == ["of"] and k + 3 < len(tokens) and k not in ends:
                last = k + 3 if tokens[k + 2] in _ONE_OF else k + 2
            elif tokens[k + 1 : k + 2] in (["being"], ["beings"]) and w in ("human", "humans"):
                last = k + 1  # "a human being to explain it": one person, in two words
            j = last + 1
            while j < len(tokens) and tokens[j] in BRIEFLY and j - 1 not in ends:
                j += 1
            # "..., the person for the medicines": a person named by what they look after is asked for, as one alone is.
            why = (j < len(tokens) and tokens[j] in WHY_OR_WHICH) or _in_charge(tokens, k, ends)
            # "is there a human I can talk to about ...": whom one may speak to, then what about.
            spoken = tokens[k + 1 : k + 3] in (["i", "can"], ["i", "could"], ["we", "can"], ["we", "could"]) and \
                bool(SPEAKING.intersection(tokens[k + 3 : k + 4])) and bool(_ABOUT.intersection(tokens[k + 4 : k + 7]))
            # "I need to speak to someone now": the verb a handoff's words name its person with ("speak")
            # is no person when the person follows it.
            if w in SPEAKING and tokens[k + 1 : k + 2] == ["to"] and any(map(self._person, tokens[k + 2 : k + 4])):
                continue
            # "i don't need to talk to anybody, just my ...": a person forgone (`forgone_at`) is asked for by no one.
            if w not in self._persons or k + 1 >= len(tokens) or _in_order(tokens, k) or forgone_at(tokens, k) or \
                    served_at(tokens, k, self._acted_on) or done_at(tokens, k) or (
                    not why and not spoken and tokens[k + 1] != "please" and k not in ends) or tokens[k + 1 :] == ["please"]:
                continue
            # "talk to one of your people at ...": the verb may be six words before the person.
            before = tokens[max(0, k - 6) : k]
            # "a person, please, ...": the person alone with "please", opening a clause of its own, asks for one too.
            alone = self._alone(tokens, k, ends) or _in_charge(tokens, k, ends) or human_first(tokens, k)
            # "i was passed on from the travel agent, ...": the person one was sent from is asked for by no one.
            sent_from = ("from" in tokens[max(0, k - 3) : k] and bool(_SENT.intersection(before))) or bool(_TOLD.intersection(tokens[max(0, k - 3) : k])) or _earlier(tokens, k)
            if not (tokens[k - 1 : k] and tokens[k - 1] in POSSESSIVE | _COUNTED_BY) and (REACHING.intersection(before) or spoken or alone) and not sent_from:
                return k
        return -1

    @staticmethod
    def _alone(tokens: list[str], k: int, ends: frozenset[int]) -> bool:
        """Whether the person at `k` is asked for alone with "please", opening a clause of its own ("a person, please")."""
        opens = max((e + 1 for e in ends if e < k), default=0)
        # "the chemist please, ...", "someone trained please, ...": the agent's own one, or which kind, the same.
        return alone_asked(tokens, k, opens, ends, _QUALIFIED)

    @classmethod
    def _asking_ends(cls, tokens: list[str], k: int, ends: frozenset[int] = frozenset()) -> int:
        """Where the words that ask for the person at `k` end: after it, or after whom one may speak to ("is there
        someone I can speak to | about whether ..."): cut at the person, "is there someone" reads as asking whether
        anyone is on the line. Asked for alone, the "please" stays: "a human" alone lies far from any guideline, "a
        human please" near the one that hands over."""
        if cls._alone(tokens, k, ends):
            return k + 1 + (tokens[k + 1 : k + 2] == ["please"])
        spoken = tokens[k + 1 : k + 3] in (["i", "can"], ["i", "could"], ["we", "can"], ["we", "could"]) and \
            bool(SPEAKING.intersection(tokens[k + 3 : k + 4]))
        return k + 4 + (tokens[k + 4 : k + 5] in (["to"], ["with"])) if spoken else k + 1

    def _human(self, tokens: list[str]) -> str:
        """A human asked for, in words that never name a traveller: "I just want a human being to explain it", "she
        needs a proper person on the line", "get me a real one". Up to six words after a verb of reaching or a word of
        consulting ("go over his trip with an actual person"), not someone's own, nor one a thing is got for
        (`served_at`). "" when none is."""
        said = " ".join(tokens)
        answering = _ANSWERING.search(said) or _HUMAN_ALONE.match(said)
        if answering:
            return answering.group(0)
        for found in _HUMAN.finditer(said):
            k = len(said[: found.start()].split())
            # "I'm flying with someone" (folded to "human" where the author's terms say so): whom
            # one travels with is a companion, not a person consulted.
            cues = [j for j in range(max(0, k - 6), k) if tokens[j] in REACHING | CONSULTING
                    and not (tokens[j] == "with" and j and tokens[j - 1] in ACCOMPANYING)]
            # ... or anyone said to be real opening the turn ("somebody who's real, please"), asked for alone; in two
            # words, in a short turn ("someone real on the phone please").
            if not (k and tokens[k - 1] in POSSESSIVE) and (cues or (_opens(tokens, k) and (len(found.group(0).split()) > 2 or len(tokens) <= 6 or ON_LINE.match(' '.join(tokens[k + 2 :]))))) \
                    and not _earlier(tokens, k) and not _in_order(tokens, k + len(found.group(0).split()) - 1) \
                    and not served_at(tokens, k, self._acted_on):
                return found.group(0)
        return ""

    def _real(self, tokens: list[str]) -> bool:
        """Whether the human asked for is set apart from the machine by a word ("an actual person",
        "a real agent", "a human being"): the person wanted instead of the agent is the agent's
        own, as "your" says (`_yours`); no other service's."""
        human = self._human(tokens)
        return bool(human) and (" " in human or f" {human} being " in f" {' '.join(tokens)} ")

    def _asked_of(self, tokens: list[str]) -> int:
        """Where one of the people is the subject of what the caller asks may be done: "can a pharmacist explain how to
        use this pen", "could the chemist have a look at ...". Asking what a person may do for the caller asks for that
        person; what follows says why. -1 when none is. So do "wondering if the pharmacist could tell me ..." (the
        person before the modal) and "I'd like to check that with a pharmacist" (the person consulted, closing the
        turn)."""
        for k in range(len(tokens) - 2):
            if tokens[k] in ("if", "whether") and tokens[k + 1] in _ONE_OF and self._person(tokens[k + 2]) and \
                    tokens[k + 3 : k + 4] != [] and tokens[k + 3] in _MODALS:
                return k + 2
            # ... or with what it is about after ("can i run something past the chemist about my new tablets").
            if (k + 3 == len(tokens) or tokens[k + 3] in _ABOUT) and tokens[k] in ("with", "past", "by") and tokens[k + 1] in _ONE_OF \
                    and self._person(tokens[k + 2]) and _CHECKING.intersection(tokens[:k]):
                return k + 2
            # "can a person with a pacemaker go through ...", "can someone who uses a wheelchair
            # ...": anyone of a kind, described after, is asked about, not asked for.
            # "can an agent book on behalf of a passenger without their passport details": what any of them may do
            # for anyone, on a condition, asks a rule, not for one of them.
            # "will the chemist be open on the bank holiday": the place the word also names, open or shut (or staffed,
            # manned, trading), asks its hours.
            # "is a pharmacist able to go over it with me": able to, asked with "is", the same as "can".
            able = tokens[k] in ("is", "are") and tokens[k + 3 : k + 5] == ["able", "to"]
            v = k + 5 if able else k + 3  # the verb
            if (tokens[k] in _MODALS or able) and tokens[k + 1] in _ONE_OF and self._person(tokens[k + 2]) and \
                    not _DESCRIBED.match(" ".join(tokens[v : v + 2])) and not _ON_A_RULE.search(" ".join(tokens[v:])) \
                    and not _OPEN.match(" ".join(tokens[v : v + 3])) \
                    and not (tokens[k + 1] != "your" and tokens[k + 2] in _STANDING_IN and _STANDS_IN.match(" ".join(tokens[v : v + 4]))):
                return k + 2
        return -1


_MODALS = frozenset("can could would will may might".split())
# "about the LH 400 booking, connect me to an agent": the caller put through to anyone, where the asking ends, as spoken to.
_CONNECTED = re.compile(r"\b(?:connect|transfer|put|pass|patch|send) (?:me|us) (?:(?:straight|right|over|across|through|along|on) )?(?:to|with)(?: (?:a|an|any|some|the))?$")
_COURTEOUS = (["please"], ["ta"], ["thanks"], ["cheers"])
_REAL = frozenset("real actual live human".split())
# "..., who can i speak to", "i'm worried, who do we talk to": asking the agent whom to speak to, where the
# turn ends, asks for its people (the story before says why).
_ABOVE_YOU = re.compile(r"^(?:(?:who's|whos|who is|that's|is) )?(?:above|over|senior to) you\b")
# "get me someone who actually works there", "anyone that works for you": a person said to work at the agent's is
# one of its own people, whoever they are (read in the whole turn: the query ends at the person).
_WORKS_HERE = re.compile(r"\b(?:someone|somebody|anyone|anybody|a person|a human|people) (?:who|that) (?:actually |really |properly )?"
                         r"(?:works?|is working) (?:there|here|for you|with you|at yours|at your [a-z]+)\b")


def works_here(text: str) -> bool:
    return _WORKS_HERE.search(text) is not None
# "..., i don't know if i should double up, who can i ask": whom to ask, the same.
_WHOM = re.compile(r"\bwho (?:can|could|should|do|would|shall) (?:i|we) (?:(?:speak|talk|chat) (?:to|with)|ask)"
                   r"(?: there| here)?(?: (?:now|please|then|about (?:it|this|that|them)))*$")
# "escalate this please, ...", "can you escalate my complaint": the matter passed up to the agent's people (the
# turn opens with it; why may follow, said of oneself or of it).
_ESCALATED = re.compile(r"^(?:(?:please|can you|could you|would you|i want you to|i'd like you to|i need you to) )?escalate"
                        r"(?: (?:this|it|that|me|my [a-z]+|the [a-z]+))?(?: (?:please|now|for me|up))?(?: (?:i'm|im|i am|it's|its|this is)\b|$)")
# The caller asking to be put through (`_consulted`): "can i be transferred to a person", "could we get passed over to one of
# your team" (one of the people within four words after), or with no one named, the whole turn: "could you pop me over".
PUT_THROUGH = "put through"
_PUT_THROUGH = re.compile(r"\b(?:can|could|may|might) (?:i|we) (?:please )?(?:just )?(?:be|get) (?:transferred|put through|passed|passed on|passed over"
                          r"|connected|switched|switched over|handed over|put across|put over|sent through|popped over|popped through) (?:to|with)\b"
                          # "please give me to the pharmacist": put through, as South Asian English says it (one of the
                          # people named after it, as above).
                          r"|\bgive (?:me|us) (?:over )?to\b"
                          r"|(?P<bare>^(?:(?:can|could|would|will) you )?(?:please )?(?:just )?(?:pop|put|patch|stick|bung|pass|switch|transfer)"
                          r" (?:me|us) (?:over|through|across|on)(?: (?:please|now|then|thanks|ta))*$)")
# "..., can i get them on the line", "could you put him on the phone": someone named before, reached by a pronoun.
_ON_THE_LINE = re.compile(r"\b(?:get|put|have|bring) (?:him|her|them) (?:on|onto) the (?:line|phone)\b")
# Anyone at all, fetched or needed (`_fetched`): "get me someone", "I need somebody who knows".
_ABOUT = frozenset("about regarding concerning re".split())
_FREE = frozenset("free available around".split())
_NEEDING = frozenset("need needs want wants".split())
_FETCHING = frozenset(f"{v} {o}" for v in ("get", "find", "fetch", "grab") for o in ("me", "us"))
# Whom the caller wants, said after anyone: "someone qualified", "somebody medical", "anyone senior".
_QUALIFIED = frozenset("qualified trained medical senior experienced knowledgeable competent proper official".split())
_CHECKING = frozenset("check checking run go going talk discuss".split())
_ONE_OF = frozenset("a an the your".split())
_EARLIER = frozenset("last previous earlier".split())  # "the last person": one dealt with before
_TOLD_BEFORE = re.compile(r"\b(?:like|as) (?:i|we) (?:(?:already|just) )?(?:(?:told|was telling|were telling)|(?:said|mentioned|explained|spoke) (?:to|with))"
                          r"(?: (?:your|the|a|an|one of your|one of the|that|this))?(?: [a-z]+)?$")  # the one told before (`_earlier`)
_WHICH = frozenset("from in at on".split())  # which one: "someone from the airline", "a pharmacist in the dispensary"
# A person by what sets them apart from the machine: "a human (being)", "a real / proper / live person".
# "a real agent", "an actual advisor": one of the people, set apart from the machine the same way.
# "a living breathing member of staff": alive, the same.
_HUMAN = re.compile(r"\b(?:humans?|(?:real|actual|proper|live|living|breathing) (?:person|people|human|one|agent|agents|advisor|adviser"
                    r"|operator|member|representatives?)"  # "i need a real rep" ("rep" is read in full, dialect.py)
                    # "i want flesh and blood on the phone": a living person, said as flesh and blood, the same.
                    r"|flesh and blood"
                    # "a trained person on the phone": a person by what makes them fit to answer, the agent's staff, the same.
                    r"|(?:qualified|trained) (?:person|people)"
                    # "somebody who's real, if you don't mind": anyone said to be real, the same.
                    r"|(?:someone|somebody|anyone|anybody|one) (?:who's|who is|whos|that's|that is|thats) (?:real|human|alive|a human|a real one)"
                    # "somebody real on the phone please": the word after, the same.
                    r"|(?:someone|somebody|anyone|anybody) (?:real|actual|human|alive)"
                    # "..., we want a human", "i just need a person about her dose": a person, needed by the caller, the same.
                    r"|(?:(?<=\bi want )|(?<=\bi need )|(?<=\bwe want )|(?<=\bwe need )|(?<=\bjust want )|(?<=\bjust need ))a (?:person|human))\b")
# "can someone real pick up", "will a person answer": someone asked to answer the call is a person reached for.
# "can somebody from your team answer": where they are from said after them, the same.
_ANSWERING = re.compile(r"^(?:(?:please|so|look|hello) )*(?:can|could|will|would) (?:(?:a|an|some|any) )?(?:real |actual |live |proper )?"
                        r"(?:someone|somebody|anyone|anybody|person|human|one)(?: (?:real|actual|there|live|please))?(?: from (?:your|the) [a-z]+)?"
                        r" (?:pick up|answer|come to the phone|come on the line)(?: (?:please|now|the phone))*"
                        # "..., not a recording", "..., not the machine": the machine refused after it, the same.
                        r"(?: not (?:a |an |the |this |some )?(?:recording|recorded message|machine|robot|bot|computer|menu))?$")
_WHOEVER = re.compile(r"\b(with|to|past|by|(?:get|fetch|grab|find) (?:me|us)) whoever(?:'s)?$")
_FETCH_ME = [[v, o] for v in ("get", "fetch", "grab", "find") for o in ("me", "us")]


def whoever_said(query: str) -> str:
    """`query` with whoever is reached or consulted where the asking ends ("a word with whoever's [on the counter]") said
    as someone there, the agent's: the model knows "whoever" as no person."""
    return _WHOEVER.sub(r"\1 someone there", query)
_PICKING_UP = re.compile(r"(?<!\bmy )(?<!\bour )(?<!\bhis )(?<!\bher )(?<!\btheir )(?<!'s )\b((?P<who>[a-z]+)(?: (?:real|actual|live|there))?"
                         r"(?: from (?:your|the) [a-z]+)?) pick up(?=(?: please| now| the phone)*(?: (?:" + "|".join(sorted(ADDRESS)) + r"))?"
                         # "can a human pick up, i'm worried about ...": a clause of the caller's own after it, the same.
                         r"(?:$| (?:i'm|i've|i am|we're|we've|it's|he's|she's|my [a-z']+ (?:has|is|took|had)) ))")
# "a real human please", "just a human being thanks": a human named alone, the whole turn, asked for by naming.
# "any chance of a flesh and blood person": the chance of one asked for, and flesh and blood as real, the same.
_HUMAN_ALONE = re.compile(r"^(?:(?:just|only|please|so|um|uh|er) )*(?:any chance of |is there any chance of )?(?:(?:a|an|one|some) )?(?:(?:real|actual|proper|live|flesh and blood) )?(?:human|person)"
                          # "a person, any person", "a human, anybody": said again as anyone at all, the same.
                          r"(?: being)?(?: (?:any (?:human|person)|anyone|anybody|someone|somebody))?"
                          # "human, quick", "person please": the word alone, no article, the same.
                          # "a human this minute", "some person, anybody, quick": a word of haste closing it, the same.
                          r"(?: (?:please|thanks|thank you|now|ta|right now|this minute|this instant|immediately|at once|straight away|asap|quick|quickly|hurry|hurry up))*$")
# Whom the caller is already through to, asked ("have i got the pharmacist", "am i speaking to a person"), up to the person.
_THROUGH_ALREADY = re.compile(r"\b(?:have (?:i|we) (?:got|reached|rung|called|phoned)|(?:is|was) (?:this|that|it)|(?:am i|are we)"
                              r" (?:through to|speaking to|talking to|speaking with|talking with))(?: (?:the|a|an|your|to))?(?: [a-z']+)?$")
# Verbs of choosing one's place: "nominate a different chemist", "register with another pharmacist".
_CHOSEN = frozenset("nominate nominating nominated choose choosing pick picking register registering registered".split())
_ON_A_RULE = re.compile(r"\bon behalf of (?:a|an|any|another|someone|somebody)\b|\b(?:without|unless) (?:a|an|any|the|their|his|her)\b")
# "could a colleague use my pass if i'm off sick", "can my flatmate take my place": one who would stand in for the
# caller, using the caller's own thing or going in their place, is asked about, not asked for.
_STANDS_IN = re.compile(r"(?:use|fly on|travel on|go on|have) (?:my|our)\b|(?:take|go in|fly in|travel in) (?:my|our) (?:place|stead)\b"
                        r"|(?:go|fly|travel|come) instead\b")
_STANDING_IN = frozenset("colleague colleagues human humans boss person people someone somebody member".split())  # not the agent's trades
_OPEN = re.compile(r"(?:still )?be (?:open|closed|shut|staffed|manned|trading)\b"
                   r"|(?:open|close|shut) (?:on|at|till|until|over|during|today|tomorrow|late|early)\b")
_DESCRIBED = re.compile(r"(?:with|without) |(?:who|that)(?:'s| has| have| uses| is| are| needs)\b")


# "put me through to the prescriptions lady", "connect us to the bookings man": one of the staff named by what they do and
# a word for a man or a woman, reached by being put through to them.
_PUT_TO_ONE = re.compile(r"\b(?:connect|transfer|put|pass|patch|send) (?:me|us) (?:(?:straight|right|over|across|through|along|on) )?to "
                         r"(?:the|a|an|your) (?:[a-z]+ )?(?P<one>lady|man|woman|guy|bloke|fella|chap|girl|gentleman)\b")


def _in_charge(tokens: list[str], k: int, ends: frozenset[int]) -> bool:
    """Whether the person at `k`, opening the turn's last clause after another, is named by what they look after
    ("..., the person for the medicines", "..., your man for the bookings"): the one asked for, as callers of another
    first language name a trade they lack the word for. Not with more after (no name or code follows it)."""
    opens = max((e + 1 for e in ends if e < k), default=0)
    charge = tokens[k + 1 : k + 3] in (["for", "the"], ["for", "your"])
    return opens > 0 and tokens[opens:k] in (["the"], ["your"]) and charge and len(tokens) - k == 4


def _opens_knowing(tokens: list[str], k: int) -> bool:
    """Whether the turn opens with anyone who knows, named alone as the one wanted ("somebody that understands
    the inhalers"): a half sentence that names whom the caller wants asks for them, as "I need somebody who
    knows" does."""
    return k == 0 and tokens[0] in ANYONE and tokens[1:2] != [] and tokens[1] in WHO \
        and tokens[2:3] != [] and tokens[2] in KNOWS


def _put_to_one(tokens: list[str]) -> str:
    """The man or woman put through to ("connect me to the tablets lady"), or ""."""
    found = _PUT_TO_ONE.search(" ".join(tokens))
    return found.group("one") if found else ""


def _opens(tokens: list[str], k: int) -> bool:
    """Whether the words at `k` open the turn, alone or after "a" ("a real person on the line please")."""
    return k == 0 or (k == 1 and tokens[0] in ("a", "an"))



_ASKED_OF = frozenset(("ask", "asking"))
_ASKED_WHICH = frozenset("the a an your".split())


def _asked_of(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` is asked ("ask the pharmacist", "asking a member of staff"): "ask" right before them,
    or one word saying which between. Not one asked for a thing ("ask the pharmacist for my repeat"): the thing is
    asked for."""
    if tokens[k + 1 : k + 2] == ["for"]:
        return False
    right_after = k > 0 and tokens[k - 1] in _ASKED_OF
    return right_after or (k > 1 and tokens[k - 2] in _ASKED_OF and tokens[k - 1] in _ASKED_WHICH)


def _alone(tokens: list[str], k: int) -> bool:
    """Whether the turn is the person at `k` alone, which one, and "please": "someone from the
    airline, please", "a pharmacist in the dispensary please". No verb asks; the person said
    with "please" is what is asked for. Not "someone from my office needs a seat please" (what
    follows the person is more than which one). "somebody real, ta": what sets them apart, and
    thanks for "please"."""
    # "one of your sales team, please": one word between "your" and the person says which of them, the same.
    which = k > 1 and tokens[k - 2] in ("your", "the") and tokens[k - 1] not in _ONE_OF | {"just", "one", "of"}
    return k + 1 < len(tokens) and all(t in _ONE_OF | {"just", "one", "of"} for t in tokens[: k - 1 if which else k]) and tokens[-1:] in _COURTEOUS and \
        len(tokens) - k - 2 <= 3 and (k + 2 == len(tokens) or tokens[k + 1] in _WHICH
                                      or (k + 3 == len(tokens) and (tokens[k + 1] in _QUALIFIED | _REAL
                                                                    # "whoever dispenses, please": whoever does the work.
                                                                    or tokens[k].startswith("whoever"))))


# "..., i'd like somebody to confirm my seats went through": anyone asked to see that what the caller holds is
# in order asks the agent's own check of it (its status), not a person (`_in_order`).
_IN_ORDER = re.compile(r"^to (?:make sure|double check|check|confirm)(?: that)? (?:it's|it is|its|my|our|his|her|their|the)\b(?: \S+){0,3} "
                       r"(?:in order|all sorted|all set|all correct|all booked|all booked in|gone through|went through)\b")


def _in_order(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` is only asked to see that a held thing is in order ("somebody to check the tickets are
    all set"): the check is the agent's, no one is asked for."""
    return _IN_ORDER.match(" ".join(tokens[k + 1 : k + 10])) is not None


def _earlier(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` is one the caller dealt with before ("like i told the last person, ...",
    "the previous agent said ...", "the person before hung up"): someone of the story, not one reached
    for now. Not when reached straight ("put me back to the last person", "speak with the previous agent")."""
    before = (k > 1 and tokens[k - 2] == "the" and tokens[k - 1] in _EARLIER) or \
        (k > 0 and tokens[k - 1] == "the" and tokens[k + 1 : k + 2] in (["before"], ["earlier"]))
    the = k - 2 if k > 1 and tokens[k - 2] == "the" else k - 1
    # "like i mentioned to one of your team, ...", "as we explained to the chemist": the person the caller says
    # they told before ("like" as "as", no wanting) is of the story.
    told = _TOLD_BEFORE.search(" ".join(tokens[max(0, k - 8) : k])) is not None  # "you people are ...": addressed
    return (before and tokens[the - 1 : the] not in (["to"], ["with"])) or told or you_addressed(tokens, k)


def _one_of_the(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` is one of a group the caller names ("connect me with one of the sky
    air team", "one of the booking staff"): one member asked for, of the people whose line it is."""
    return k >= 3 and tokens[k] in PLACES | {"people", "staff"} and "one of the" in " ".join(tokens[max(0, k - 5) : k])
