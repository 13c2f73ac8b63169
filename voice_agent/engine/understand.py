"""From what the caller said to what the agent should do about it, in strict mode.

1. **Slots before intent.** Every span extractor of the agent's tools reads the caller's words;
   the values found are masked by a placeholder ("book BA 1 1 7 for Ann Lee" -> "book [flight
   number] for [passenger name]"), so numbers and names never pull a score down. Guideline
   examples are masked the same way at load.
2. **Speech act** (`acts.py`): request, cancellation, negation, question about something,
   change to something that exists, or report of what happened.
3. **Scores** from the agent's `IntentMatcher` for every guideline and built-in intent.
4. **Decision**, in this order:
   - a short conversational move said exactly ("thanks", "and?") is its intent, and so are
     moves of one intent said together ("great thank you");
   - a cancellation or negation never selects a guideline that acts (a tool declared with
     `confirm` or `handoff`): it becomes CANCEL or DECLINE, which the turn engine answers (it
     cancels pending work, or says what it cannot do);
   - words nearer to cancelling the agent's things than to asking for them, by `CANCEL_LEAD` (undoing.py)
     (the contrast classes of `contrast.py`), are a cancellation whatever the verb ("void the
     reservation");
   - in a request, a guideline about a question (status, hours) counts `ASKED_DISCOUNT` less;
   - a question, a change or a report never selects a guideline that acts either; if that was
     the best match, the agent says it cannot answer that and what it can do (CANNOT); a
     question about a price is answered only by a guideline whose words speak of prices;
   - below the matcher's `accept` score, or when two guidelines are within its `margin`, the
     agent asks which one the caller meant (CLARIFY, naming the candidates); with none near enough
     to name, a request near another service ("please top up my gas meter") is CANNOT;
   - a guideline that acts is not chosen when the words are as near to a request to another
     service (`contrast.ELSEWHERE`): "book me a bus ticket" is not the airline's (CANNOT, or
     CLARIFY within twice the margin);
   - a guideline that acts needs the matcher's `strong` score, a lead, and a word of the
     caller's that names what it is about ("book me a taxi" shares only the asking with "book a
     flight"; "air miles on the KLM flight" only says where the miles are, `_where`; after a story
     and "so", the request itself names it); short of
     that the agent asks ("Do you want to book a flight?") instead of acting;
   - a remark that asks for nothing (`Act.remark`: "you sound more human than the last one")
     never acts: the agent asks instead; a guideline that only ends the call is exempt (a
     goodbye is a remark);
   - the agent's thing before a word for people ("your booking agents") is dropped before
     matching (`_people`): it says which people, and a person is what is asked for;
   - a person asked for ends what is matched (`_asked_for`): "get me someone who knows about
     medicines" asks for the someone, not the medicines; the agent's own people asked for where
     the asking ends (`_consulted`: "..., I need to go over it with one of your people") choose
     the handoff over an acting guideline the story before outscored, or one within the margin
     after it;
   - the agent's thing named with words it never uses ("glasses prescription") does not act when
     those words with the thing are nearer to another service (`_another_kind`);
   - of two asks, the request for something done, read alone with its own act (things._two_asks); a long
     turn is matched from its last request when nearer a guideline (`_asked_at_last`), its act the turn's;
   - otherwise the best guideline or intent;
   - a turn left to a question (CLARIFY, NO_MATCH) is decided by evidence the scores do not see
     (`_evidenced`, evidence.py): values only one confirmed tool takes, or a person reached for.

`Understanding` keeps every step, for `voice-agent explain`, the DEBUG log and the turn's
status event.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from voice_agent.engine import contrast, not_ours
from voice_agent.engine.acting_check import ActingCheck
from voice_agent.engine.acts import (
    SET_ASIDE,
    Act,
    SpeechAct,
    classify,
)
from voice_agent.engine.address import day_said, greets_only, hello_alone
from voice_agent.engine.allowed import OFFERED, PERMISSION
from voice_agent.engine.asking import FOLLOW_UPS, HOW_IT_GOES, REACHED
from voice_agent.engine.available import AVAILABILITY
from voice_agent.engine.booked import ON_IT, on_it_bare
from voice_agent.engine.came_in import ARRIVED
from voice_agent.engine.changes import report_cue
from voice_agent.engine.decision import (
    Choice as Choice,  # re-exported: callers import these from here
)
from voice_agent.engine.decision import Decision as Decision
from voice_agent.engine.decision import Understanding as Understanding
from voice_agent.engine.done import (
    ASKED_LATER,
    COLLECTABLE,
    DONE_ALONE,
    DONE_UNSAID,
    NAMED_FIRST,
    REFERENCE_ASKED,
    STILL_AWAITED,
    done_for_someone,
)
from voice_agent.engine.evidence import (
    ALL_GIVEN_FLOOR,
    ASKED_DISCOUNT,
    DONE_FLOOR,
    LEAD,
    EvidenceReader,
)
from voice_agent.engine.evidence import acts as acts  # re-exported: callers import it from here
from voice_agent.engine.instead import asked_instead, asked_past_aside
from voice_agent.engine.machine_refused import refuses_machine
from voice_agent.engine.matcher import INTENT_EXAMPLES, Intent
from voice_agent.engine.naming import (
    PEOPLE,
    PLACES,
    SOMEONE,
    asks_done,
    attributes,
    handed_to,
    named,
    owned,
    without,
    without_courtesy,
    without_disowned,
)
from voice_agent.engine.offers import ASKS, said_by_caller
from voice_agent.engine.offers import offer as offer  # re-exported: callers imported it from here
from voice_agent.engine.people import MACHINE_BLAMED, whoever_said
from voice_agent.engine.recent import Recent
from voice_agent.engine.rejoined import rejoined
from voice_agent.engine.relay import unrelayed
from voice_agent.engine.resolver import Resolver, asked_for, asks_to_act
from voice_agent.engine.restarts import repaired, restarted
from voice_agent.engine.slots import SlotReader
from voice_agent.engine.text import clause_ends, fold_synonyms, stem, strip_fillers, unstuck, words
from voice_agent.engine.undoing import compared, not_undoing
from voice_agent.guidance import Guideline, Term
from voice_agent.ports import IntentMatcher, IntentTarget, ScoresAhead

READINGS_KEPT = 64  # the last turns read, of every session of the agent: see `understand`
INTENT_WEIGHT = 0.95  # an author's guideline wins a near tie with a built-in intent
# A question whether it is done takes the status check from this x accept: the thing asked about
# is often a word no guideline uses ("is Rudo's warfarin ready"), and the status check only tells.
ASKED_DONE_FLOOR = 0.55
# ... and from this x accept when the thing is someone's ("is ted's lisinopril good to go", "is dai's
# inhaler in now": 0.25), or values say which ("the bergen trip for [name]"): a name and a drug the
# model has never seen pull the score down, and whose it is says it is an order under way.
OWNED_DONE_FLOOR = 0.4
# "any word on the perth one", "any news on the tuesday one": asking after one of several, named by
# where or when, is asking after the caller's own, as "my" says.
_WHICH_ONE = re.compile(r"\bthe (?!other\b|right\b|wrong\b|same\b|first\b|last\b|next\b)[a-z]+ one\b")
_ASKING_FIRST = re.compile(r"^if (?:i|we) (?:book|order|reserve|buy|request|put in for) ")
# A question this much nearer to another service than to every guideline is about that service's thing.
ELSEWHERE_ASKED = 0.05
WANTED_INSTEAD = "wanted instead of what was refused"  # the cue's opening, when a thing was refused first


def only_closes(guideline: Guideline) -> bool:
    """Whether all a guideline does beyond talking is end the call: a goodbye is a remark by
    nature ("alright, that's everything, bye"), so the rule that a remark never acts leaves it."""
    acting = [t for t in guideline.tools if t.acts]
    return bool(acting) and all(t.ends_call and not t.confirm and not t.handoff for t in acting)


def _asks_after(cue: str) -> bool:
    """Whether the speech act's cue says the question asks whether the thing is done, come in or
    ready, or whether one is on it ("is my dad on that flight yet", "has my prescription come in")."""
    return cue in (DONE_UNSAID, ARRIVED, ON_IT, COLLECTABLE, REFERENCE_ASKED) or cue.startswith(ASKED_LATER)


class _Words(NamedTuple):
    """A turn's words read before any is scored (`Understander._words`)."""

    act: Act
    masked: str
    slots: Mapping[str, str]
    said: str  # what is matched: the words wanted instead after a refusal, else the turn
    exact: Intent | None  # a built-in move said exactly
    query: str


class Understander(EvidenceReader):
    """Everything strict mode knows about an agent's guidance, prepared once at load."""

    def __init__(self, guidelines: Sequence[Guideline], terms: Sequence[Term], matcher: IntentMatcher,
                 note: str = "", check: ActingCheck | None = None, resolver: Resolver | None = None) -> None:
        self.guidelines = list(guidelines)
        self.matcher = matcher
        # The learned acting check and resolver, when the agent has them and this matcher gives the vectors they read.
        off = check.reads(matcher) if check is not None else ""
        self.check = None if off else check
        unresolved = resolver.reads(matcher) if resolver is not None else ""
        self.resolver = None if unresolved else resolver
        self._resolvable = self.resolver.choices(self.guidelines) if self.resolver is not None else {}
        self._resolvable_acting = self.resolver.choices(self.guidelines, asked_for) if self.resolver is not None else {}
        self.note = "; ".join(n for n in (note, off, unresolved) if n)
        self.slots = SlotReader.of(guidelines, said_by_caller)
        self.readings: Recent[tuple[str, bool], Understanding] = Recent(READINGS_KEPT)
        self._synonyms = {" ".join(words(s)): " ".join(words(t.name)) for t in terms for s in t.synonyms}
        self._unfold = {term: [s for s, t in self._synonyms.items() if t == term] for term in set(self._synonyms.values())}
        self._by_id = {g.id: g for g in self.guidelines}
        self._labels = {g.id: offer(g) for g in self.guidelines}
        targets = [IntentTarget(g.id, tuple(dict.fromkeys(
            self.prepare(p) for p in (*said_by_caller(g), *g.examples)))) for g in self.guidelines]
        for intent, examples in INTENT_EXAMPLES.items():
            targets.append(IntentTarget(intent.target_id, tuple(self.prepare(e) for e in examples)))
            self._labels[intent.target_id] = f"(built-in) {intent.value}"
        self._exact = {" ".join(words(e)): intent for intent, ex in INTENT_EXAMPLES.items() for e in ex}
        self._longest_move = max((len(e.split()) for e in self._exact), default=1)
        # Guidelines about cancelling ("the caller wants to cancel an order"): the author's
        # policy for a cancellation, when they do not act themselves.
        self._cancel_policies = {g.id for g in self.guidelines if not acts(g) and any(
            classify(p).act is SpeechAct.CANCEL for p in (*said_by_caller(g), *g.examples))}
        # What each acting guideline is about, in its own words: "book me a taxi" shares only
        # the verb with "book a flight", and must not book one.
        self._things = {g.id: frozenset(w for p in (*said_by_caller(g), *g.examples, *(t.description for t in g.tools))
                                        for w in named(self.prepare(p)))
                        | frozenset(w for t in g.tools for name in (t.name, *(prm.name for prm in t.parameters))
                                    for w in named(name.replace("_", " ")))
                        for g in self.guidelines if acts(g)}
        # Everything the agent acts on, in its words: see `_names_nothing`.
        self._all_things = frozenset(w for things in self._things.values() for w in things)
        # People name what a handoff is about, whatever the author's examples call them ("anyone
        # in the office", "one of your advisers").
        for g in self.guidelines:
            if any(t.handoff for t in g.tools):
                # ... but not the particle or verb of reaching them ("put me through to", "connect me to"): it says
                # how one asks, not whom ("put me through to my g p surgery", "connect me to the hospital's
                # switchboard" name no one of the agent's).
                self._things[g.id] = (self._things[g.id] | frozenset(stem(w) for w in (PEOPLE - PLACES) | SOMEONE)) - {"through", "connect"}
        # The people the author's handoffs put callers through to ("a pharmacist"), besides anyone.
        self._persons = PEOPLE | SOMEONE | frozenset(
            w for g in self.guidelines if any(t.handoff for t in g.tools)
            for p in (g.condition, g.title or "", *(t.name.replace("_", " ") for t in g.tools if t.handoff))
            for w in handed_to(self.prepare(p)))
        # The things a confirmed tool acts on (a booking), not the people a handoff is to.
        self._acted_on = frozenset(w for g in self.guidelines if any(t.confirm for t in g.tools)
                                   for w in self._things[g.id])
        # What each guideline's own words speak of (prices, counts): only a guideline that
        # speaks of prices answers "how much is ...", of counts "how many ... are left".
        self._speaks_of = {g.id: frozenset(a for p in (g.condition, g.action or "", *g.examples)
                                           for a in attributes(p)) for g in self.guidelines}
        # Guidelines that tell whether something is done (a status check): their words say it.
        self._tells_done = {g.id for g in self.guidelines if not acts(g) and any(asks_done(p) for p in (*said_by_caller(g), *g.examples))}
        self._parameters = {g.id: frozenset(prm.name for t in g.tools for prm in t.parameters) for g in self.guidelines}
        # The parameters only one guideline's confirmed tool takes: a value for one ("RX 33120",
        # "EK 203") says which guideline the caller asks for (`_evidenced`).
        self._own_parameters = {g.id: frozenset(prm.name for t in g.tools for prm in t.parameters if prm.required) - {
            p for h in self.guidelines if h.id != g.id for p in self._parameters[h.id]}
            for g in self.guidelines if any(t.confirm for t in g.tools)}
        self._asks = {g.id for g in self.guidelines if ASKS.match(said_by_caller(g)[0])}
        # Every word the agent's guidance uses: a word before its thing that is not among them
        # may say the thing is another kind ("glasses prescription"): see `_another_kind`.
        self._vocabulary = frozenset(w for g in self.guidelines for p in (
            *said_by_caller(g), g.action or "", *g.examples, *(t.description for t in g.tools)) for w in words(self.prepare(p))) | \
            frozenset(w for t in terms for p in (t.name, t.description or "", *t.synonyms) for w in words(p))
        # ... and the agent's own words for itself ("the pharmacy counter"), which its conditions say (`_others`):
        self._named_self = frozenset(w.removesuffix("'s") for g in self.guidelines
                                     for p in (g.condition, g.title or "") for w in words(p))
        self._self_words = self._vocabulary | self._named_self
        self._heads: frozenset[str] = frozenset()
        matcher.fit(targets)
        if matcher.semantic:
            # The contrasts weigh verbs against shared things, which needs meaning: TF-IDF
            # counts the frames' words ("calling", "take") and cancelled requests (measured).
            self._fit_contrast(targets, terms)

    def understand(self, text: str, *, allow_acting: bool = True) -> Understanding:
        """Blocking (the matcher may run a model): call it in a worker thread. The reading of
        the same words is kept (`READINGS_KEPT`): the voice pipeline reads the caller's words at
        their pause (whether they are a whole turn), and the turn that ends there reads them
        again; the second reading costs nothing. A reading depends on the words alone, never on
        the session, so the sessions of one agent share them."""
        return self.readings.get_or_make((text, allow_acting), lambda: self._read(text, allow_acting))

    def _read(self, text: str, allow_acting: bool) -> Understanding:
        heard = repaired(text := rejoined(unstuck(unrelayed(text)), self._synonyms))  # heard in pieces joined; ...
        whole, values = self.slots.read(heard)
        values = {**self.slots.read(text)[1], **values} if heard != text else values  # every value given counts
        likely = self._likely_query(whole, heard)
        if likely and isinstance(self.matcher, ScoresAhead):
            # The words matched are most often the likely ones (985 turns in 1,000 of blind31-35): the
            # matcher embeds them on this thread while a helper reads the speech act and the person asked for.
            read = self.matcher.beside(likely, lambda: self._words(heard, whole, values, allow_acting))
        else:
            read = self._words(heard, whole, values, allow_acting)
        act, masked, slots, said, exact, query = read
        scores = self.matcher.scores(query) if query else {}
        act, query, scores = self._asked_at_last(query, scores, act, said)
        ranked = tuple(sorted(((tid, self._labels.get(tid, tid), s) for tid, s in scores.items()), key=lambda r: -r[2]))
        if exact is not None and act.act in (SpeechAct.REQUEST, SpeechAct.QUESTION):
            decision = Decision(Choice.INTENT, intent=exact, reason="said exactly")
        else:
            decision = self._decide(act, scores, allow_acting, query, slots, said, masked)
            if decision.choice in (Choice.CLARIFY, Choice.NO_MATCH) and allow_acting:
                decision = self._evidenced(act, scores, slots, query, masked) or decision
        if allow_acting:
            decision = self._resolved(decision, query, act, said)
        return Understanding(text, whole, slots, act, ranked, self._checked(decision, query), self.matcher.name,
                             self.note, query)

    def _words(self, text: str, whole: str, slots: Mapping[str, str], allow_acting: bool) -> _Words:
        """What is asked and how (the speech act), the words to match and the values given: all
        that follows from the words, before any is scored."""
        act = classify(text, whole.split())
        masked, instead = whole, asked_instead(text) if act.act is SpeechAct.NEGATION or act.cue in SET_ASIDE else asked_past_aside(text)
        if instead:  # one thing refused, then what is wanted instead: only that is matched
            masked, slots = self.slots.read(instead)
            wanted = classify(instead, masked.split())
            act = Act(wanted.act, f"{WANTED_INSTEAD}: {wanted.cue}".rstrip(": "), wanted.remark)
        said = instead or text
        plain = " ".join(words(text))
        exact = self._exact.get(plain) or self._exact.get(strip_fillers(plain)) or self._moves(strip_fillers(plain))
        query, tokens, person, ends = self._person_in(masked, said)
        if person >= 0 and act.act is SpeechAct.QUESTION and (act.cue == REACHED or "price" in attributes(" ".join(tokens[:person]))):
            person = -1  # "is it true you have to pay to talk to a person": the price of reaching one is asked; or whom one reached
        if person >= 0:
            query = " ".join(tokens[: self._asking_ends(tokens, person, ends)])
            # ... and after a story the report is in ("..., we ended up in the wrong city, i want someone
            # in charge on the phone now"): asked in a clause after it, the person is what is said.
            after_story = act.act is SpeechAct.REPORT and bool(ends) and person > max(ends) and \
                not report_cue(tokens[max(ends) + 1 :])
            if act.act is SpeechAct.QUESTION or after_story:  # "I need a pharmacist to check whether ...": the person is asked for
                act = Act(SpeechAct.REQUEST, f"asks for a {tokens[person]}")
        elif act.act is SpeechAct.QUESTION and (person := self._asked_of(tokens)) >= 0:  # "can a pharmacist explain ..."
            query, act = " ".join(tokens[: person + 1]), Act(SpeechAct.REQUEST, f"asks what a {tokens[person]} may do")
        elif act.act in (SpeechAct.QUESTION, SpeechAct.REPORT, SpeechAct.CHANGE) and \
                (last := self._reached_at_last(tokens, ends)) > 0:  # "..., can i talk to a real person there": the
            # person asked for last is what is said, the story's question, report or change ("we must move it all, ...")
            # no act of its own. The story stays in the words matched: it says which person ("... the antibiotics").
            act = Act(SpeechAct.REQUEST, f"asks for a person after the story: {' '.join(tokens[last:])}")
        query = restarted(query, said)
        had = without_disowned(without_courtesy(whoever_said(query)), self._heads)
        query = without(had, self._heads)
        if query != had and act.act is SpeechAct.REQUEST:  # "can I get it without a prescription" asks whether one can
            act = Act(SpeechAct.QUESTION, "the thing said absent")
        if query and isinstance(self.matcher, ScoresAhead):
            # A question, a refusal or a cancelling never acts (`_decide`), unless it asks whether a person is there.
            may_act = allow_acting and act.act not in (SpeechAct.NEGATION, SpeechAct.CANCEL) and \
                (not act.about_something or act.cue == AVAILABILITY)
            self.matcher.ahead(self._scored_next(query, masked, may_act, act, said))
        return _Words(act, masked, slots, said, exact, query)

    def _likely_query(self, masked: str, said: str) -> str:
        """The words `_words` matches when the speech act changes nothing of them (no refusal with
        what is wanted instead, no question of what a person may do): the masked words, synonyms
        folded, people named alike, up to the end of asking for a person, courtesy and the heads
        dropped. `said`: the turn's words."""
        query, tokens, person, ends = self._person_in(masked, said)
        if person >= 0:
            query = " ".join(tokens[: self._asking_ends(tokens, person, ends)])
        return without(without_disowned(without_courtesy(whoever_said(query)), self._heads), self._heads)

    def _person_in(self, masked: str, said: str) -> tuple[str, list[str], int, frozenset[int]]:
        """The masked words with synonyms folded and people named alike, their tokens, where a
        person is asked for in them (-1: nowhere) and where the turn's clauses end (`said`: its words)."""
        query = self._people(fold_synonyms(masked, self._synonyms))
        tokens = query.split()
        ends = clause_ends(said, tokens)
        return query, tokens, self._asked_for(tokens, ends), ends

    def _names_nothing(self, query: str, given: frozenset[str]) -> bool:
        """Whether the words name none of the agent's things, nor whose a thing is, nor give a value,
        nor ask whether it is done ("any update on that", "any news on it")."""
        return not given and not owned(query) and not asks_done(query) and not named(query) & self._all_things

    def _moves(self, plain: str) -> Intent | None:
        """The intent of a turn said wholly as short moves of that one intent, each said exactly
        ("great thank you", "lovely cheers", "okay perfect thanks"): the model scores the pair lower
        than either alone. Two moves of different intents ("okay so") are neither."""
        tokens = plain.split()
        longest = self._longest_move
        # reach[k]: the intent of tokens[:k] said as exact moves of one intent (None if not so).
        reach: dict[int, Intent] = {}
        for end in range(1, len(tokens) + 1):
            for start in range(max(0, end - longest), end):
                move = self._exact.get(" ".join(tokens[start:end]))
                before = reach.get(start) if start else move
                if move is not None and before is move:
                    reach[end] = move
                    break
            if end >= longest and not any(k in reach for k in range(end - longest + 1, end + 1)):
                return None  # no move ends near here, so none can go on from it
        return reach.get(len(tokens)) if len(tokens) > 1 else None

    @staticmethod
    def _asked_after_so(query: str) -> str:
        """The request after a story and "so" ("i've missed my flight so sort me a bed ..."): the words after the last "so"
        that follows three words or more, when three or more follow it; none when they point back ("so i need another")."""
        tokens = query.split()
        k = max((i for i, w in enumerate(tokens) if w == "so" and i >= 3), default=-1)
        return " ".join(tokens[k + 1 :]) if k >= 0 and len(tokens) - k > 3 and tokens[-1] not in ("another", "more", "them") else ""

    def _checked(self, decision: Decision, query: str) -> Decision:
        """An action or a handoff the rules chose, asked about instead when the learned check
        doubts that words like these ask for it (acting_check.py)."""
        if self.check is None or not query:
            return decision
        return self.check.checked(decision, lambda: self.check.features(self.matcher.vector(query), query))  # type: ignore[union-attr, attr-defined]

    def _resolved(self, decision: Decision, query: str, act: Act, said: str) -> Decision:
        """A turn the rules left open (a question, no match), given to the guideline which the
        learned resolver finds likely enough (resolver.py): one that only tells, or, for a request
        with a word of asking in what was `said`, one that acts (read back for a yes; never a handoff)."""
        if self.resolver is None or not query:
            return decision
        return self.resolver.resolved(decision, lambda: self.resolver.features(self.matcher.vector(query), query),  # type: ignore[union-attr, attr-defined]
                                      self._resolvable, self._resolvable_acting if asks_to_act(act, said) else None, act)

    def _decide(self, act: Act, scores: Mapping[str, float], allow_acting: bool, query: str = "",
                values: Mapping[str, str] | None = None, text: str = "", said_as: str = "") -> Decision:
        given = frozenset(values or ())
        m = self.matcher
        guides = sorted(((self._by_id[t], s) for t, s in scores.items() if t in self._by_id), key=lambda r: -r[1])
        intents = sorted(((Intent(t.split(":", 1)[1]), s * INTENT_WEIGHT) for t, s in scores.items()
                          if t.startswith("intent:")), key=lambda r: -r[1])
        cancel, elsewhere = scores.get(contrast.CANCEL_ID, 0.0), scores.get(contrast.ELSEWHERE_ID, 0.0)
        undoing = cancel - scores.get(contrast.DO_ID, 0.0)  # the things named weigh alike on both sides
        cue = act.cue.removeprefix(f"{WANTED_INSTEAD}: ")
        act = compared(act, cancel, undoing, m.accept, query, text, _asks_after(cue))  # undoing.py
        if act.act is SpeechAct.CANCEL:
            policy = [(g, s) for g, s in guides if g.id in self._cancel_policies and s >= m.accept]
            if policy:
                return Decision(Choice.GUIDELINE, policy[0][0], reason="the author's policy for a cancellation")
        if act.act is SpeechAct.CANCEL or act.act is SpeechAct.NEGATION:
            choice = Choice.CANCEL if act.act is SpeechAct.CANCEL else Choice.DECLINE
            return Decision(choice, reason=f"a {act.act.value} never starts a tool that acts" + (
                f" ({act.cue})" if act.cue else ""))
        if act.act is SpeechAct.REQUEST and act.cue != AVAILABILITY:
            # A request says what to do, not what to tell: a guideline for a question ("the caller
            # asks whether their refill is ready") yields a near tie to one that does the thing.
            guides = sorted(((g, s - ASKED_DISCOUNT if g.id in self._asks else s) for g, s in guides), key=lambda r: -r[1])
        # "is the pharmacist around?" asks for one; so it does when the story before lies nearer another guideline
        # ("i've a question about my pills, is there a pharmacist free") and the person is read as asked for.
        if act.cue == AVAILABILITY and any(map(self._person, query.split())) and guides and (
                any(t.handoff for t in guides[0][0].tools) or (
                    any(any(t.handoff for t in g.tools) for g, _ in guides[1:2]) and self._person_asked(query.split(), text))):
            act = Act(SpeechAct.REQUEST, act.cue)
        if act.about_something or not allow_acting:
            best_any = guides[0] if guides else None
            guides = [(g, s) for g, s in guides if not acts(g)]
            # ... nor does a question on the condition of asking for the thing ("if i book with you, do i get a
            # paper ticket"): it is not asked for yet, so not done.
            if act.cue in (PERMISSION, OFFERED) or _ASKING_FIRST.match(act.cue):  # "can my husband collect it for me" asks what is allowed, not whether it is done
                guides = [(g, s) for g, s in guides if g.id not in self._tells_done]
            # Scored low, it yields to a built-in move the words match at the accept score ("any
            # update on that": the engine's own pending work); so it does, scored as it may be, when
            # the words name nothing of the agent's, nor whose, nor ask whether it is done: asking
            # after what is under way then asks after the engine's own work.
            low = bool(guides) and (guides[0][1] < DONE_FLOOR * m.accept or self._names_nothing(query, given)) and \
                any(s >= max(m.accept, guides[0][1]) for _, s in intents)
            # The act itself asks whether it is done ("is my dad on that flight yet", "is the ezetimibe
            # for [name] good to go"): the guideline that tells it answers when those above it score under `accept`.
            # ... said after a refusal too ("not booking again, i just need the confirmation number for ...").
            cued = _asks_after(cue) and bool(guides) and guides[0][1] < m.accept
            told = next(((g, s) for g, s in guides[: len(guides) if cued else 1] if g.id in self._tells_done), None)
            if act.act is SpeechAct.QUESTION and told is not None and not low and \
                    told[1] >= (OWNED_DONE_FLOOR if owned(query) or given or cue in (DONE_ALONE, NAMED_FIRST, ON_IT) or on_it_bare(text) \
                                       or ((cue in FOLLOW_UPS or cue == STILL_AWAITED or asks_done(query)) and _WHICH_ONE.search(query) is not None) \
                                       or done_for_someone(text) else ASKED_DONE_FLOOR) * m.accept and \
                    "duration" not in attributes(query) and \
                    (asks_done(query) or asks_done(text) or cue in FOLLOW_UPS or cue in (DONE_UNSAID, STILL_AWAITED, HOW_IT_GOES, ARRIVED, ON_IT, COLLECTABLE, REFERENCE_ASKED)
                     or cue.startswith(ASKED_LATER)):
                # "did that seat come through", "have you finished booking ...", "any news on my
                # order" (asking after what is under way): whether it is done
                # is what the status check tells, even when the words lie nearer the booking itself.
                return Decision(Choice.GUIDELINE, told[0], reason=(
                    f"a question whether it is done, and {told[0].id} tells that ({told[1]:.2f})"))
            if act.act is SpeechAct.QUESTION and best_any is not None and best_any[1] >= m.accept and \
                    elsewhere - best_any[1] >= ELSEWHERE_ASKED:
                # "where can I get my ink cartridges refilled": asked of another service's thing.
                return Decision(Choice.CANNOT, candidates=(best_any[0],), reason=(
                    f"a question nearer to another service ({elsewhere:.2f}) than to {best_any[0].id} ({best_any[1]:.2f})"))
            if best_any is not None and acts(best_any[0]) and best_any[1] >= m.accept and (
                    not guides or guides[0][1] < m.accept):
                why = f"a {act.act.value} about something never starts a tool that acts" if allow_acting else "acting is not allowed here"
                return Decision(Choice.CANNOT, candidates=(best_any[0],), reason=why)
            asked = (attributes(query) | attributes(" ".join(w for w in words(text) if w in self._synonyms)) & {"price"}) if act.about_something else frozenset()  # "fare" folded
            if act.act is SpeechAct.CHANGE:
                asked |= {"change"}  # "move my booking": only a guideline that speaks of changes answers
            if guides and asked and not asked <= self._speaks_of[guides[0][0].id]:
                # "How much is a refill?" is about the refill, not about its status: the guideline
                # that answers must speak of prices to answer it (of counts, for "how many").
                nearest = guides[0][0].id
                guides = [(g, s) for g, s in guides if asked <= self._speaks_of[g.id]]
                if not guides or guides[0][1] < m.accept:
                    about = " and ".join(sorted(asked))
                    return Decision(Choice.CANNOT, candidates=(best_any[0],) if best_any else (), reason=(
                        f"a {act.act.value} about {about}, and {nearest} says nothing of {about}"))
        top_guide = guides[0] if guides else None
        top_intent = intents[0] if intents else None
        if top_intent is not None and top_intent[1] >= m.accept and (top_guide is None or top_intent[1] > top_guide[1]):
            # ... which yields to a guideline above `accept`, but not to a goodbye when the turn greets with no parting word.
            if not (top_intent[0] is Intent.GREETING and top_guide is not None and top_guide[1] >= m.accept
                    and not (only_closes(top_guide[0]) and greets_only(text)) and not hello_alone(text)):
                return Decision(Choice.INTENT, intent=top_intent[0], reason=f"score {top_intent[1]:.2f}")
        if top_guide is None or top_guide[1] < m.accept:
            near = tuple(g for g, s in guides[:2] if s >= m.accept * 0.75)
            if near:
                return Decision(Choice.CLARIFY, candidates=near, reason=f"below the accept score {m.accept:.2f}")
            if act.act is SpeechAct.REQUEST and not act.remark and elsewhere >= m.accept:
                # "please top up my gas meter": a request for another service's thing, near none of the
                # agent's, is answered with what the agent does (as a question of that kind is, above).
                return Decision(Choice.CANNOT, reason=f"a request near another service ({elsewhere:.2f}), and no guideline near it")
            return Decision(Choice.NO_MATCH, reason=f"nothing near the accept score {m.accept:.2f}")
        g, s = top_guide
        if not acts(g) and act.act is SpeechAct.REQUEST and query and not act.remark:
            # A person asked for where the asking ends is wanted over a guideline that only tells, which the story
            # lies near ("..., but this lost booking needs a proper member of staff, put me through"), as over one that acts (below).
            handoff = next(((h, t) for h, t in guides if any(x.handoff for x in h.tools)), None)
            person = self._person_asked(query.split(), text) if handoff is not None else ""
            if handoff is not None and person and person != MACHINE_BLAMED and handoff[1] >= DONE_FLOOR * m.accept:
                return Decision(Choice.GUIDELINE, handoff[0], reason=f"the caller asks for {person!r} ({handoff[0].id} {handoff[1]:.2f}, {g.id} {s:.2f})")
        if acts(g) and not any(t.handoff for t in g.tools) and act.act is SpeechAct.REQUEST and query:
            # A person asked for where the asking ends is what the caller wants, whatever the story
            # before speaks of ("my kid's flying alone ..., I need to go over it with one of your people").
            tokens = query.split()
            person = self._person_asked(tokens, text)
            handoff = next(((h, t) for h, t in guides if any(x.handoff for x in h.tools)), None)
            # The machine blamed asks for no one when a code only this guideline's tool takes says what is
            # wanted ("the machine keeps talking over me, it's the gabapentin i'm after, r x ...").
            if person == MACHINE_BLAMED and self._coded(g.id, values or {}):
                person = ""
            if person and handoff is not None:
                h, t = handoff
                # ... from a lower floor when they are the agent's own ("one of your people"): whose is said;
                # so it is by a human set apart from the machine ("an actual person"): the agent's, not a machine.
                if t >= (ALL_GIVEN_FLOOR if self._yours(tokens) or self._real(tokens) else DONE_FLOOR) * m.accept:
                    return Decision(Choice.GUIDELINE, h, reason=f"the caller asks for {person!r} ({h.id} {t:.2f}, {g.id} {s:.2f})")
                return Decision(Choice.CLARIFY, candidates=(h, g), reason=f"the caller asks for {person!r}, {g.id} scored {s:.2f}")
        # "the hospital appointments line": people named by two words the agent never uses are another
        # place's (with one, "the dispensing team" may be its own; the contrast classes weigh that, when there).
        if any(t.handoff for t in g.tools) and len((other := self._others(query.split())).split()) > 2 and not m.semantic:
            return Decision(Choice.CANNOT, candidates=(g,), reason=f"{other!r} are another place's people")
        if any(t.handoff for t in g.tools) and act.act is SpeechAct.REQUEST and query and \
                (coded := next((h for h, _ in guides[1:] if self._coded(h.id, values or {})), None)) is not None and \
                not self._person_asked(query.split(), text) and not self._reached(query.split()):
            # A code only a confirmed tool takes, and no person asked for: the people in the story sent the
            # caller ("the receptionist at the surgery said to phone you for my lansoprazole, r x ..."), and
            # the code says what is asked; the agent asks which (the evidence may then choose).
            return Decision(Choice.CLARIFY, candidates=(g, coded), reason=(
                f"{g.id} scored {s:.2f}, but no one is asked for, and a code only {coded.id} takes is given"))
        close = tuple(h for h, t in guides[1:] if t >= m.accept and s - t < m.margin)
        if close and any(t.handoff for t in g.tools) and acts(close[0]) and act.act is SpeechAct.REQUEST and query and \
                (person := self._person_asked(query.split(), text)) and not (person == MACHINE_BLAMED and self._coded(close[0].id, values or {})):
            # The person asked for where the asking ends wins a near tie with an acting guideline the story lies
            # near, whichever of the two the scores put first (as above, when it is second; the machine blamed as above).
            return Decision(Choice.GUIDELINE, g, reason=f"the caller asks for {person!r} ({g.id} {s:.2f}, {close[0].id} within {m.margin:.2f})")
        if close:
            return Decision(Choice.CLARIFY, candidates=(g, *close[:1]), reason=f"within {m.margin:.2f} of each other")
        if acts(g) and elsewhere >= s:
            return Decision(Choice.CANNOT, candidates=(g,), reason=(
                f"nearer to a request to another service ({elsewhere:.2f}) than to {g.id} ({s:.2f})"))
        if acts(g) and cancel >= m.accept and cancel > s and not not_undoing(text):  # "once the gp signs it off, refill ...": undoes nothing
            return Decision(Choice.CLARIFY, candidates=(g,), reason=(
                f"scored {s:.2f}, but the words are nearer to cancelling ({cancel:.2f})"))
        hands_over = any(t.handoff for t in g.tools)  # "flesh and blood, not a bot" names the person (below)
        if acts(g) and (other := self._named_first(" ".join(words(text)), hands_over) or ("" if hands_over else self._anothers_thing(query) or not_ours.not_ours(text))):
            return Decision(Choice.CANNOT, candidates=(g,), reason=f"{other!r} is another service's thing")
        kind = self._another_kind(query, g.id, said_as) if acts(g) and not (consulted_one := hands_over and self._person_asked(query.split(), text)) else None
        if kind is not None:
            return Decision(Choice.CANNOT, candidates=(g,), reason=(
                f"{kind[0]!r} is nearer to another service ({kind[2]:.2f}) than to {g.id} ({kind[1]:.2f})"))
        if acts(g) and elsewhere >= s - 2 * m.margin and not consulted_one:  # the agent's person asked for ("discuss X with someone qualified")
            return Decision(Choice.CLARIFY, candidates=(g,), reason=(
                f"about as near to a request to another service ({elsewhere:.2f}) as to {g.id} ({s:.2f})"))
        if acts(g) and ((act.remark and not given and not only_closes(g)) or (only_closes(g) and day_said(text))):
            return Decision(Choice.CLARIFY, candidates=(g,), reason=(
                f"scored {s:.2f}, but a remark with no word of asking never acts"))
        if acts(g):
            # Acting on the world is the costly mistake: it needs a strong score and a clear lead.
            # Values for the tool's own parameters ("RX 33120", "for Omar Haddad") are evidence
            # the words ask for it: then a lead of one margin does (the read-back still asks).
            runner = guides[1][1] if len(guides) > 1 else 0.0
            lead = m.margin if given & self._parameters[g.id] else LEAD * m.margin
            if s < m.strong or s - runner < lead:
                return Decision(Choice.CLARIFY, candidates=(g,), reason=(
                    f"acting needs {m.strong:.2f} and a lead of {lead:.2f}; scored {s:.2f}, next {runner:.2f}"))
            # ... and the caller must name something it is about, not only ask in the same way.
            modifiers = self._modifiers(text)  # read only here: the extractors run again
            # ... as "whichever pharmacist's in" does: the person's "is", not whose.
            person_is = hands_over and any(w.endswith("'s") and self._person(w[:-2]) for w in query.split())
            if query and not named(" ".join(w for w in query.split() if w not in modifiers)) & \
                    self._things.get(g.id, frozenset()) and not (hands_over and refuses_machine(text)) and not person_is:
                return Decision(Choice.CLARIFY, candidates=(g,), reason=(
                    f"scored {s:.2f}, but none of the caller's words names what {g.id} is about"))
            # ... in the request itself, when a story before "so" names it ("i've missed my flight so sort
            # me a bed at one of the hotels by the terminal": the flight is why, the bed is what is asked).
            request = self._asked_after_so(query)
            if request and not named(request) & self._things.get(g.id, frozenset()) and not hands_over:
                return Decision(Choice.CLARIFY, candidates=(g,), reason=(
                    f"scored {s:.2f}, but the request after the story ({request!r}) names nothing {g.id} is about"))
        elif act.about_something and s < m.strong:
            return Decision(Choice.CLARIFY, candidates=(g,), reason=f"a {act.act.value} needs {m.strong:.2f}; scored {s:.2f}")
        return Decision(Choice.GUIDELINE, g, reason=f"score {s:.2f}")

