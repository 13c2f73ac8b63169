"""What a turn the scores left to a question (CLARIFY, NO_MATCH) asks for, by evidence the scores
do not see: values only one confirmed tool takes, or a person reached for (`_evidenced`). A part
of `Understander`, split from understand.py by concern like people.py and things.py; it reads the
attributes the understander prepares at load.
"""

from __future__ import annotations

from collections.abc import Mapping

from voice_agent.engine import contrast
from voice_agent.engine.acts import Act, SpeechAct
from voice_agent.engine.address import parts_last
from voice_agent.engine.available import AVAILABILITY
from voice_agent.engine.cancels import runs_short
from voice_agent.engine.carried import carried, speaks_of_bags
from voice_agent.engine.decision import Choice, Decision
from voice_agent.engine.machine_refused import refuses_machine
from voice_agent.engine.naming import named
from voice_agent.engine.people import MACHINE_BLAMED, PUT_THROUGH, PeopleReader, works_here
from voice_agent.engine.things import ThingReader
from voice_agent.engine.undoing import not_undoing
from voice_agent.guidance import Guideline

ASKED_DISCOUNT = 0.04  # a request's score for a guideline about a question, less this
DONE_FLOOR = 0.75  # values only its tool takes choose an acting guideline from this x accept
ALL_GIVEN_FLOOR = 0.6  # ... from this x accept when they are all its required values, a code among them
LEAD = 3.0  # an acting guideline must lead the next one by LEAD x the matcher's margin


def acts(guideline: Guideline) -> bool:
    return any(t.acts for t in guideline.tools)


class EvidenceReader(PeopleReader, ThingReader):
    """Evidence beyond the scores for a turn left to a question; mixed into `Understander`."""

    _asks: set[str]
    _own_parameters: dict[str, frozenset[str]]
    _things: dict[str, frozenset[str]]

    def _evidenced(self, act: Act, scores: Mapping[str, float], values: Mapping[str, str], query: str,
                   said_as: str = "") -> Decision | None:
        """What a turn the scores left to a question (CLARIFY, NO_MATCH) asks for, by other evidence.
        A request that carries values for required parameters only one confirmed tool takes
        ("emirates two oh three, one adult", "a refill ..., R X one eight three three six, it's
        Ciara"): two of them, or one with a digit in it (a code read out; a name alone may be an
        ordinary word misread, "a seat for free"). The values say which guideline is asked for
        when the words alone score under `accept`, or as near to cancelling as to asking (the
        rules of `acts.py` found no word of cancelling); words nearer to cancelling than to the
        guideline, and than to asking by the lead acting needs, are a cancellation. The guideline
        must still lead the others by one margin and score `DONE_FLOOR` x `accept`, the words must
        be nearer to it than to another service and name what it is about; nothing runs before the
        read-back, which the caller answers first. Likewise a person reached for (`_reached`) is
        evidence for a handoff that is the best guideline: "stick me through to one of your staff"
        asks for nothing else."""
        kit = carried(said_as or query) if act.act in (SpeechAct.QUESTION, SpeechAct.REQUEST) else ""
        if kit and (asked := self._carried(kit, act, scores)) is not None:
            return asked
        if (act.act is not SpeechAct.REQUEST and act.cue != AVAILABILITY) or (act.remark and not values):
            return None
        guides = sorted(((self._by_id[t], s - ASKED_DISCOUNT if t in self._asks else s) for t, s in scores.items()
                         if t in self._by_id), key=lambda r: -r[1])
        if not guides:
            return None
        elsewhere = scores.get(contrast.ELSEWHERE_ID, 0.0)
        g, s = guides[0]
        m = self.matcher
        if act.cue == AVAILABILITY and not any(t.handoff for t in g.tools):
            return None
        # Every value only one confirmed tool takes, a code among them ("gabapentin, RX 39104, for pickup
        # thursday, naomi fisher"), outweighs a guideline that only answers, a little nearer to the words.
        full = next(((h, t) for h, t in guides if self._all_given(h.id, values)), None)
        runner = guides[1][1] if len(guides) > 1 else 0.0
        # ... and a handoff a little nearer when no person is asked for ("it's for my dad, he's seventy
        # eight, could you sort him a seat on BA 26 ..., [name]": the story, not a person, lies near it).
        tokens = query.split()
        consulted = self._consulted(tokens, frozenset()) or self._human(tokens)  # the agent's people, or a human
        someone = self._reached(tokens) or consulted
        unasked = any(t.handoff for t in g.tools) and not someone
        if full is not None and (full[0] is g or not acts(g) or unasked) and full[1] >= s - LEAD * m.margin:
            # ... and must lead every other guideline that acts but a handoff when no one is asked for ("r x
            # ..., for [name], his atorvastatin": the values ask for the refill, however near the handoff lies)
            runner = max((t for h, t in guides if h is not full[0] and acts(h) and (someone or not any(x.handoff for x in h.tools))),
                         default=0.0)
            g, s = full
        # A person asked for ("..., i need to go over his trip with an actual person") makes a handoff as
        # near as an acting guideline the story lies near the one asked for (as in understand's `_decide`).
        # ... or from `DONE_FLOOR` x `accept`, as `_decide` takes it when the acting one scores above
        # `accept` ("my son swallowed one of my tablets, I need to speak to someone now").
        hand = next(((h, t) for h, t in guides if any(x.handoff for x in h.tools)), None)
        if hand is not None and hand[0] is not g and acts(g) and (s - hand[1] < m.margin or hand[1] >= DONE_FLOOR * m.accept) and consulted:
            runner = max((t for h, t in guides if h is not hand[0] and h is not g), default=0.0)
            g, s = hand
        elif hand is not None and hand[0] is g and consulted and len(guides) > 1 and acts(guides[1][0]) and s - guides[1][1] < m.margin:
            # ... whichever of the two the scores put first ("my little girl drank some of my cough syrup,
            # I need to speak to someone now"): the acting guideline the story lies near is no runner.
            runner = max((t for _, t in guides[2:]), default=0.0)
        own = frozenset(values) & self._own_parameters.get(g.id, frozenset())
        # Every required value only its tool takes, a code among them ("..., R X four seven one two
        # six, name of Wendy Pascoe"): the more the values say, the less the words need to.
        handoff = any(t.handoff for t in g.tools)  # ... so does the agent's own people asked for (`_consulted`)
        every = self._all_given(g.id, values)  # ... and outweigh another service as near (`_another_kind` still reads the words)
        # ... as does the agent's own people asked for ("your corporate accounts people"): whose they are is said.
        # ... and so is whoever is there, whom the caller asks the agent for ("who can I speak to"), and a
        # person wanted for the machine ("the machine can't understand me, ..."): none of another place.
        # ... and a human asked for in so many words ("..., please i want a person"): no other service's people.
        own_people = self._yours(tokens) or consulted in ("who", PUT_THROUGH) or consulted.startswith("whoever") or refuses_machine(said_as) \
            or bool(self._human(tokens)) or works_here(said_as)
        near_other = elsewhere >= s - 2 * m.margin and not (every and elsewhere <= s + m.margin) and not (handoff and own_people)
        if s < (ALL_GIVEN_FLOOR if every or handoff else DONE_FLOOR) * m.accept or s - runner < m.margin or near_other:
            return None
        if any(t.handoff for t in g.tools):
            # Under `DONE_FLOOR`, only the agent's own people asked for, or the machine refused.
            # ... or someone asked to be there ("is anyone actually there, a real one", "..., is somebody
            # there who knows about this"), when a handoff is the best guideline.
            person = (self._reached(tokens) if s >= DONE_FLOOR * m.accept else "") or consulted \
                or (MACHINE_BLAMED if refuses_machine(said_as) else "") \
                or ("someone there" if act.cue == AVAILABILITY and s >= DONE_FLOOR * m.accept else "")
            # ... but not another place's people reached for ("put me on to the passport people"), nor a person at
            # another place whose line is asked for ("connect me with the surgery, i need the nurse there").
            elsewhere_line = self._named_first(said_as, True)
            return Decision(Choice.GUIDELINE, g, reason=(
                f"the caller reaches for {person!r}, and {g.id} hands over ({s:.2f}, next {runner:.2f})")) \
                if person and not self._others(tokens) and not elsewhere_line else None
        # ... nor one code when a person is asked for where the asking ends ("regarding the LH 400 reservation, transfer me to an
        # advisor"): the code says what the call is about, the person what is asked.
        if not own or (len(own) < 2 and not any(c.isdigit() for p in own for c in values[p])) or (consulted and not every):
            return None
        # The values never outweigh words nearer to cancelling than to the guideline (the guard `_decide`
        # applies to the words alone) and nearer to cancelling than to asking by the lead acting needs
        # (`LEAD` x margin): "could you overturn my reservation on [flight]" is a cancellation, the
        # value says which booking. A booking read out in bare words leans to neither ("u a six forty,
        # jan bakker": the things named weigh alike on both sides).
        cancel = scores.get(contrast.CANCEL_ID, 0.0)
        undoing = cancel - scores.get(contrast.DO_ID, 0.0)
        # ... not when the caller is short of the thing ("i've run out of my ..."): more of it is wanted; nor when the words
        # undo nothing (`undoing.not_undoing`: "..., he can't hear well so i'm ringing for him"), as `_decide` reads them.
        if cancel >= m.accept and cancel > scores.get(g.id, 0.0) and undoing >= LEAD * m.margin and not runs_short(said_as or query) \
                and not not_undoing(said_as or query):
            return Decision(Choice.CANCEL, reason=(
                f"the caller gave {', '.join(sorted(own))}, but the words are nearer to cancelling ({cancel:.2f}) than to "
                f"{g.id} ({scores.get(g.id, 0.0):.2f}), and than to asking by {undoing:.2f}"))
        if not named(query) & self._things.get(g.id, frozenset()) or self._another_kind(query, g.id, said_as) is not None:
            return None
        # ... nor when the turn ends in a goodbye (`address.parts_last`): what was done, not asked.
        if parts_last(said_as):
            return None
        return Decision(Choice.GUIDELINE, g, reason=(
            f"the caller gave {', '.join(sorted(own))}, which only {g.id} takes ({s:.2f}, next {runner:.2f})"))

    def _carried(self, kit: str, act: Act, scores: Mapping[str, float]) -> Decision | None:
        """A thing carried asked about as carried ("can i bring my golf clubs", `carried.carried`) is a question for
        the best guideline that only tells, when its own words speak of bags, it scores `DONE_FLOOR` x `accept`, and
        leads by one margin the others (for a question, the others that only tell: a question never acts) and
        another service by two."""
        m = self.matcher
        guides = sorted(((self._by_id[t], s) for t, s in scores.items() if t in self._by_id), key=lambda r: -r[1])
        telling = [(h, s) for h, s in guides if not acts(h)]
        if not telling:
            return None
        g, s = telling[0]
        rivals = telling[1:] if act.act is SpeechAct.QUESTION else [r for r in guides if r[0] is not g]
        runner = max((t for _, t in rivals), default=0.0)
        if (act.act is SpeechAct.REQUEST and guides[0][0] is not g) or not speaks_of_bags((g.condition, *g.examples)) \
                or s < DONE_FLOOR * m.accept or s - runner < m.margin or scores.get(contrast.ELSEWHERE_ID, 0.0) >= s - 2 * m.margin:
            return None
        return Decision(Choice.GUIDELINE, g, reason=f"the caller asks about carrying {kit!r}, and {g.id} speaks of bags ({s:.2f}, next {runner:.2f})")

    def _coded(self, guideline: str, values: Mapping[str, str]) -> bool:
        """Whether `values` hold a code (a value with a digit) for a parameter only its confirmed tool takes."""
        return any(any(c.isdigit() for c in values[p]) for p in self._own_parameters.get(guideline, frozenset()) & frozenset(values))

    def _all_given(self, guideline: str, values: Mapping[str, str]) -> bool:
        """Whether `values` hold every required value (two or more, a code among them) only its confirmed tool takes."""
        own = self._own_parameters.get(guideline, frozenset())
        return len(own) > 1 and own <= frozenset(values) and any(c.isdigit() for p in own for c in values[p])
