"""Requests told at the end of a long story (round 67s): the caller tells why ("the surgery cancelled my review ...",
"the insurer said no ...") and turns to the ask with words that mark the turn ("long story short", "anyway", "the
reason i'm ringing is", "..., but i'd like ..."); the story's past events are no act of the caller's now, and what
follows the turn is read alone (`story.past_the_story`, in `restarts.repaired`); cancelled "on" the caller is
others' doing (`cancels._CANCELLED_ON`). Phrasings of my own: none is in a set
of tests/understanding/ nor carries an example agent's example (checked below). Whole turns are decided by strict
mode's understander on the bundled agents, as in test_understanding_rounds.py."""

from __future__ import annotations

from tests.unit.test_understanding import borrowed, understand
from voice_agent.engine.acts import SpeechAct
from voice_agent.engine.decision import Choice, Understanding
from voice_agent.engine.restarts import repaired
from voice_agent.examples import airline as ex
from voice_agent.examples import pharmacy

# Bookings, refills, a person and the status asked after a story with a "no" or a cancellation in it.
SAID_NO_THEN_BOOK = ("we had a leak in the roof and the insurer said no to a hotel, long story short, "
                     "i need a seat on the lufthansa nine one to munich friday for tom reed")
CANCELLED_THEN_REFILL = ("my doctor moved practices and the old surgery cancelled all my repeats, anyway, "
                         "could you do my ramipril again, r x 4 4 1 2 0, for jo hart")
CANCELLED_BUT_WANTS = "we cancelled the cruise after my knee went, but i'd like a seat on the klm one two to amsterdam on monday for pat lowe"
CANCELLED_THEN_PERSON = "the surgery cancelled my review and nobody will explain my new tablets, anyway, can i speak to one of your pharmacists"
CANCELLED_THEN_STATUS = ("the trains were all cancelled and i had a dreadful week of it, long story short, "
                         "could you tell me whether my booking to oslo went through")
CANCELLED_THEN_REASON = ("the old surgery shut its doors and every repeat got cancelled, the reason i'm ringing is "
                         "i need my ramipril again, r x 4 4 1 2 0")
# Near cases that stay as they were: a story that asks for nothing after the turn; a story whose request is a cancellation.
STORY_ASKS_NOTHING = "my flight was cancelled last week and we had to drive, long story short, we made it to the wedding in time"
STORY_THEN_CANCEL = "my mum had a fall and can't travel now, long story short, i need to cancel her booking to rome"
# Cancelled "on" the caller: what others did to them, told as why (`cancels._CANCELLED_ON`); the caller's own cancelling
# after it still cancels.
CANCELLED_ON_ME = "the cheap airline cancelled on me last minute, so i need the ryanair one two to faro on tuesday for dan cole"
CANCEL_AFTER_CANCELLED_ON = "the hotel cancelled on us, cancel my flight to nice as well"
# A "but" in the first clause is no turn from a story.
FIRST_CLAUSE_BUT = "i'd like a seat but i'd like it cheaper"
# A request first, then "but" and a want that adds to it: no story came before, the turn is read whole.
ASKED_THEN_BUT = "i want the iberia three one five to madrid on thursday for lena park, but i need an aisle seat"

PHRASINGS = [SAID_NO_THEN_BOOK, CANCELLED_THEN_REFILL, CANCELLED_BUT_WANTS, CANCELLED_THEN_PERSON, CANCELLED_THEN_STATUS,
             CANCELLED_THEN_REASON, CANCELLED_ON_ME, CANCEL_AFTER_CANCELLED_ON, STORY_ASKS_NOTHING, STORY_THEN_CANCEL, FIRST_CLAUSE_BUT,
             ASKED_THEN_BUT]


def test_no_phrasing_here_is_in_a_set_or_an_example() -> None:
    assert borrowed(PHRASINGS) == []


def chosen(understanding: Understanding) -> str | None:
    decision = understanding.decision
    return decision.guideline.id if decision.guideline is not None else None


async def test_a_booking_after_a_story_with_a_no_in_it_books() -> None:
    understanding = await understand(ex.make_agent, SAID_NO_THEN_BOOK)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    nothing = await understand(ex.make_agent, STORY_ASKS_NOTHING)  # nothing asked after the turn: nothing done
    assert chosen(nothing) is None, nothing.decision.describe()


async def test_a_refill_after_a_story_of_a_cancellation_refills() -> None:
    understanding = await understand(pharmacy.make_agent, CANCELLED_THEN_REFILL)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()
    cancelling = await understand(ex.make_agent, STORY_THEN_CANCEL)
    assert cancelling.decision.choice is Choice.CANCEL, cancelling.decision.describe()


async def test_a_want_after_but_closing_a_story_is_the_request() -> None:
    understanding = await understand(ex.make_agent, CANCELLED_BUT_WANTS)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert repaired(FIRST_CLAUSE_BUT) == FIRST_CLAUSE_BUT


async def test_a_person_asked_for_after_a_story_is_handed_over() -> None:
    understanding = await understand(pharmacy.make_agent, CANCELLED_THEN_PERSON)
    assert chosen(understanding) == "g4", understanding.decision.describe()
    nothing = await understand(ex.make_agent, STORY_ASKS_NOTHING)
    assert chosen(nothing) is None, nothing.decision.describe()


async def test_the_status_asked_after_a_story_is_a_question() -> None:
    understanding = await understand(ex.make_agent, CANCELLED_THEN_STATUS)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    cancelling = await understand(ex.make_agent, STORY_THEN_CANCEL)  # a cancellation asked after the turn still cancels
    assert cancelling.decision.choice is Choice.CANCEL, cancelling.decision.describe()


async def test_the_reason_for_ringing_after_a_story_is_the_request() -> None:
    understanding = await understand(pharmacy.make_agent, CANCELLED_THEN_REASON)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()

    cancelling = await understand(ex.make_agent, STORY_THEN_CANCEL)
    assert cancelling.decision.choice is Choice.CANCEL, cancelling.decision.describe()


async def test_cancelled_on_the_caller_is_why_they_ask_not_a_cancelling() -> None:
    understanding = await understand(ex.make_agent, CANCELLED_ON_ME)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()
    cancelling = await understand(ex.make_agent, CANCEL_AFTER_CANCELLED_ON)
    assert cancelling.decision.choice is Choice.CANCEL, cancelling.decision.describe()


async def test_a_want_after_but_closing_a_request_adds_to_it() -> None:
    # The words before the "but" already ask: they are no story, and the request they make stands (the rule once read
    # the aisle seat alone and asked which of two things was meant).
    assert repaired(ASKED_THEN_BUT) == ASKED_THEN_BUT
    understanding = await understand(ex.make_agent, ASKED_THEN_BUT)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    wanted = await understand(ex.make_agent, CANCELLED_BUT_WANTS)  # after a story, the want is still the request
    assert chosen(wanted) == "g1", wanted.decision.describe()
