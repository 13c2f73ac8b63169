"""Rounds 14 to 45: rules of understanding, by cause, on phrasings of my own: none is in a set of
tests/understanding/ nor among the example agents' examples (checked below), so these say the
rule holds beyond the sentences it was read from. Speech acts are judged by `acts.classify`,
whole turns by strict mode's understander on the bundled agents."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import voice_agent as va
from tests.unit.test_understanding import borrowed, understand
from voice_agent.engine.acts import CANCELLED_IF as CANCELLED_IF_CUE
from voice_agent.engine.acts import CONDITIONAL_MAY, Act, SpeechAct, classify
from voice_agent.engine.address import unaddressed
from voice_agent.engine.allowed import OFFERED, PERMISSION
from voice_agent.engine.available import AVAILABILITY
from voice_agent.engine.booked import ON_IT
from voice_agent.engine.came_in import ARRIVED
from voice_agent.engine.cancels import runs_short
from voice_agent.engine.decision import Choice, Understanding
from voice_agent.engine.dialect import standard
from voice_agent.engine.done import COLLECTABLE
from voice_agent.engine.extract import person_name
from voice_agent.engine.matcher import Intent, LexicalMatcher
from voice_agent.engine.naming import asks_done
from voice_agent.engine.own_hours import own_hours_past
from voice_agent.engine.restarts import repaired
from voice_agent.engine.text import words
from voice_agent.engine.understand import Understander, acts
from voice_agent.examples import airline as ex
from voice_agent.examples import pharmacy

REGIONAL_NEGATIVES = ["ah'm no needin a seat the day, ta", "we're no wanting any refill this week",
                      "i didnae want the flight after all"]
NO_BOTHER = "no bother, could you get me a seat on friday"
DONT_BOTHER = "dinnae bother with my booking"
OTHER_ANSWERS = ["cheers, am i on the early one or wha", "honestly mate, is that seat mine or naw", "is it booked or no"]
GIVING_UP = ["jack in the dublin trip, pal", "just pack it in, the refill i mean", "bail on the booking for me"]
PACKING = "can i pack my camera in my hand luggage"
BY_NAME_OFF = ["scratch maria off the booking", "cross tom off the order please"]
UNDONE = ["i want the order undone", "please unpick my reservation"]
PUT_ON_HELD = "get my new address put on the booking i already have"
PUT_ON_NEW = "put me on the friday flight to rome"
ARRIVING = ["has my prescription come in", "is gran's inhaler in", "are my husband's tablets in now"]
PERSON_IN = "is the chemist in"
REAL_ONES = ["get us a real one on the line, my flight's been moved", "get me a living soul on the phone"]
ASKED_OF = ["could a pharmacist go through my new meds with me", "can a pharmacist tell me whether these clash with ibuprofen"]
HASTE_THEN_WHY = ["could i talk to the pharmacist right now regarding my refill",
                  "could i talk to one of your team real quick about my booking"]
WHICH_ONE = "i'd like a word with a manager of the airline about a refund"
GONE_THROUGH = "did the seat for my son gan through"
ON_THE_THING = ["is my daughter on the lisbon flight", "are we down for the friday flight to rome",
         "did they put my son on the early flight"]
RIGHT_LINE = "am i on the right line for bookings"
CLOSING_NAME = "morning, i'm after the emirates two one eight to dubai on the ninth, cheers, it's priya nair"
NOT_A_NAME = "can you book me on the ba one one seven, it's quite urgent"

PHRASINGS = [*REGIONAL_NEGATIVES, NO_BOTHER, DONT_BOTHER, *OTHER_ANSWERS, *GIVING_UP, PACKING, *BY_NAME_OFF, *UNDONE,
             PUT_ON_HELD, PUT_ON_NEW, *ARRIVING, PERSON_IN, *REAL_ONES, *ASKED_OF, *HASTE_THEN_WHY, WHICH_ONE, GONE_THROUGH,
             *ON_THE_THING, RIGHT_LINE, CLOSING_NAME, NOT_A_NAME]


def test_no_phrasing_here_is_in_a_set_or_an_example() -> None:
    assert borrowed(PHRASINGS) == []


# Regional negatives: "dinnae", "ah'm no wantin", "nae".
@pytest.mark.parametrize("said", REGIONAL_NEGATIVES)
def test_a_regional_negative_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


def test_a_regional_dont_bother_with_the_thing_cancels() -> None:
    assert classify(DONT_BOTHER).act is SpeechAct.CANCEL


def test_no_bother_is_no_refusal() -> None:
    assert classify(NO_BOTHER).act is SpeechAct.REQUEST


def test_regional_words_are_read_one_for_one() -> None:
    assert words("ah'm no wantin owt, dinnae bother") == ["i'm", "not", "wantin", "anything", "don't", "bother"]
    assert words("i have no wanting") == ["i", "have", "no", "wanting"]  # "no" for "not" only after a form of "be"


# The other answer of a yes/no question as regions say it.
@pytest.mark.parametrize("said", OTHER_ANSWERS)
def test_a_yes_no_question_closing_on_a_regional_other_answer_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION


# Giving the thing up, scratching someone off by name, undone.
@pytest.mark.parametrize("said", [*GIVING_UP, *BY_NAME_OFF, *UNDONE])
def test_giving_up_scratching_off_by_name_and_undone_cancel(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL


def test_packing_something_in_a_bag_cancels_nothing() -> None:
    assert classify(PACKING).act is not SpeechAct.CANCEL


# Putting a thing on what is already held is a change; being put on a flight is not.
def test_putting_a_thing_on_what_is_held_is_a_change() -> None:
    assert classify(PUT_ON_HELD).act is SpeechAct.CHANGE
    assert classify(PUT_ON_NEW).act is SpeechAct.REQUEST


# Whether someone's thing has come in.
@pytest.mark.parametrize("said", ARRIVING)
def test_whether_someones_thing_has_come_in_is_asked_like_whether_it_is_done(said: str) -> None:
    assert classify(said).cue == ARRIVED


def test_whether_a_person_is_in_is_still_asking_for_them() -> None:
    assert classify(PERSON_IN).cue == AVAILABILITY


async def test_whether_the_callers_thing_has_come_in_is_the_status_check() -> None:
    decision = (await understand(pharmacy.make_agent, ARRIVING[0])).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


# A person named by what makes one, asked what they may do, or asked for with haste or which one.
@pytest.mark.parametrize(("factory", "said"), [
    *((ex.make_agent, s) for s in REAL_ONES), *((pharmacy.make_agent, s) for s in ASKED_OF),
    (pharmacy.make_agent, HASTE_THEN_WHY[0]), (ex.make_agent, HASTE_THEN_WHY[1]), (ex.make_agent, WHICH_ONE),
])
async def test_a_person_by_what_makes_one_asked_of_or_asked_for_in_haste_is_a_handoff(
        factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


async def test_a_northern_go_through_asks_whether_it_is_done() -> None:
    decision = (await understand(ex.make_agent, GONE_THROUGH)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


# Whether one is on the thing, or was put on it, is whether it is booked.
@pytest.mark.parametrize("said", ON_THE_THING)
async def test_whether_one_is_on_the_thing_is_the_status_check(said: str) -> None:
    understood = await understand(ex.make_agent, said)
    assert understood.act.cue == ON_IT
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g2", understood.decision.describe()


def test_being_on_the_right_line_asks_nothing_of_a_booking() -> None:
    assert classify(RIGHT_LINE).cue != ON_IT


# A name closing the turn after "it's", in a clause of its own.
async def test_a_name_closing_the_turn_after_its_is_the_passenger() -> None:
    understood = await understand(ex.make_agent, CLOSING_NAME)
    assert understood.slots.get("passenger_name") == "Priya Nair"
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g1", understood.decision.describe()


async def test_words_closing_the_turn_after_its_that_are_no_name_stay_words() -> None:
    assert "passenger_name" not in (await understand(ex.make_agent, NOT_A_NAME)).slots


# Round 15's rules, on phrasings of my own (checked with round 14's by the test above).
STATEMENT_YES_NO = ["my husband's repeat is ready or not", "the ticket for my son has gone through or not?",
                    "is grace's booking confirmed or not yet"]
EMPHASIS = ["get me a manager, i'm not joking", "i ain't kidding, i need a seat on that ba flight"]
AINT = ["we ain't travelling no more", "i ain't going, so forget the booking"]
AINT_STORY = "i ain't never flown before, could you book me on the klm one"
OTHER_TONGUE_NO = ["nein, nothing for us today", "thanks, nothing for me, just checking the hours"]
HAVE_ENOUGH = "ja no, we've still got enough tablets"
DUMP = ["can you dump my reservation please", "please dump that order for me"]
DUMP_BAGS = "can i dump my bags at the desk early"
KIN_OFF = ["take grandad off the lisbon booking", "get auntie off that order please"]
TAKE_MONEY_OFF = "can you take ten off the price"
INSTEAD = ["could you post my repeat to me instead of me coming in", "put the booking in my mum's name instead"]
LAST_CLAUSE_DONE = "my girl's ticket, ready already?"
MANAGED = "did ye manage to put my wife on the rome flight"
DONE_PHRASE = "my uncle's blood pressure pills, are they good to go or what"
YOUR_LOT = "connect me with one of you lot at head office would you"
COURTESY = "excuse me, can i talk to someone who know about the side effects"
DISCOUNT = "do pensioners get a discount on tickets"
ELSEWHERE_ASKED = "where could i get my printer toner refilled"
SOMEONES_DONE = ["so bola's amlodipine, is it good to go", "is my nan's eczema cream in now"]
WITHOUT_IT = "can i buy sleeping tablets without a prescription"

PHRASINGS += [*STATEMENT_YES_NO, *EMPHASIS, *AINT, AINT_STORY, *OTHER_TONGUE_NO, HAVE_ENOUGH, *DUMP, DUMP_BAGS, *KIN_OFF,
              TAKE_MONEY_OFF, *INSTEAD, LAST_CLAUSE_DONE, MANAGED, DONE_PHRASE, YOUR_LOT, COURTESY, DISCOUNT, ELSEWHERE_ASKED,
              *SOMEONES_DONE, WITHOUT_IT]


# A yes/no question said in the order of a statement, or of someone's thing, closing on its other answer.
@pytest.mark.parametrize("said", STATEMENT_YES_NO)
def test_a_yes_no_question_said_as_a_statement_or_of_someones_thing_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION


# Insisting ("I'm not joking") refuses nothing; "ain't" refuses what one is doing, not a story or a need.
@pytest.mark.parametrize("said", EMPHASIS)
def test_insisting_refuses_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST


@pytest.mark.parametrize("said", AINT)
def test_aint_before_what_one_is_doing_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


def test_aint_in_a_story_refuses_nothing() -> None:
    assert classify(AINT_STORY).act is SpeechAct.REQUEST


# "no" in another tongue, nothing wanted in a clause of its own, "ja" opening an answer.
@pytest.mark.parametrize("said", [*OTHER_TONGUE_NO, HAVE_ENOUGH])
def test_nothing_wanted_or_enough_had_after_another_tongues_no_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


# Dumping the thing, taking someone off it by kin or name; not dumping bags, nor money off a price.
@pytest.mark.parametrize("said", [*DUMP, *KIN_OFF])
def test_dumping_the_thing_or_taking_someone_off_it_cancels(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL


@pytest.mark.parametrize("said", [DUMP_BAGS, TAKE_MONEY_OFF])
def test_dumping_bags_or_taking_money_off_cancels_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.CANCEL


@pytest.mark.parametrize("said", INSTEAD)
def test_the_thing_had_another_way_instead_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE


# Whether it is done: closing the last clause, someone put on it after "manage to", a phrase of being done.
@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, LAST_CLAUSE_DONE), (ex.make_agent, MANAGED),
                                               (pharmacy.make_agent, DONE_PHRASE)])
async def test_whether_it_is_done_asked_another_way_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understood = await understand(factory, said)
    assert understood.act.act is SpeechAct.QUESTION
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g2", understood.decision.describe()


# "you lot" are the agent's people; "excuse me" opening a request is no hold.
@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, YOUR_LOT), (pharmacy.make_agent, COURTESY)])
async def test_your_lot_or_someone_after_excuse_me_is_a_handoff(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


# A discount is a price; a question nearer another service than to any guideline is not answered.
@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, DISCOUNT), (pharmacy.make_agent, ELSEWHERE_ASKED)])
async def test_a_discount_or_another_services_thing_asked_about_is_not_answered(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is None, decision.describe()


# Whether someone's thing is done, its drug and name unknown to the model, is still the status check.
@pytest.mark.parametrize("said", SOMEONES_DONE)
async def test_whether_someones_thing_is_done_is_the_status_check_from_a_low_score(said: str) -> None:
    decision = (await understand(pharmacy.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


# The agent's thing said as absent is not what is asked for: neither the refill nor its status.
async def test_the_thing_said_as_absent_is_not_asked_for() -> None:
    decision = (await understand(pharmacy.make_agent, WITHOUT_IT)).decision
    assert decision.guideline is None, decision.describe()


# Round 16's rules, on phrasings of my own (checked with the earlier rounds' by the test above).
TO_ANOTHER = ["can you put my reservation on an earlier flight", "move our collection to a different day please",
              "get us onto a later one, the booking's under shah"]
NEXT_ONE = "put me on the next flight to madrid, it's ben ortiz"
EXCLAIMING = ["gorgeous day for a stroll over to the pharmacist", "terrible traffic on the way to the airport this morning"]
REMOVED = ["get rid of my mum's reservation", "pull the repeat order, she's off them now", "take off the amoxicillin refill"]
PULLED_OFF = ["pull granny off the oslo booking", "yank kev off that flight"]
NOT_REMOVED = ["could you pull up my reservation", "how do i get rid of a cough"]
HEDGED = ["i was wondering if perhaps you could book me on the iberia three one seven for sam cole",
          "could we um speak with a real person"]
DONE_OR_NOT = ["confirmed or not?", "ready or what"]
WARNING = "book me on the klm one oh five for ada lim and don't screw it up"
HELD_ON_HOLD = "can you put my order on hold for a bit"
ALL_GOOD_FOR = "nah all good for inhalers thanks"
STUTTERED = "n-n-no d-don't book the iberia one"
PREFIXED = "i need to re-book my trip to oslo"
SHORT_DONE = [(pharmacy.make_agent, "lipitor done?"), (ex.make_agent, "window seat booked?")]

PHRASINGS += [*TO_ANOTHER, NEXT_ONE, *EXCLAIMING, *REMOVED, *PULLED_OFF, *NOT_REMOVED, *HEDGED, *DONE_OR_NOT, WARNING,
              HELD_ON_HOLD, ALL_GOOD_FOR, *(said for _, said in SHORT_DONE),
              STUTTERED, PREFIXED]


# A later, earlier or different one presumes the one held: a change. The next one is a first booking.
@pytest.mark.parametrize("said", [*TO_ANOTHER, HELD_ON_HOLD])
def test_moving_the_thing_to_another_one_or_on_hold_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE


def test_being_put_on_the_next_one_is_a_request() -> None:
    assert classify(NEXT_ONE).act is SpeechAct.REQUEST


# Exclaiming over the day, the person or the place named only in passing: a remark, it never acts.
@pytest.mark.parametrize(("factory", "said"), [(pharmacy.make_agent, EXCLAIMING[0]), (ex.make_agent, EXCLAIMING[1])])
async def test_a_turn_opening_by_exclaiming_never_acts(factory: Callable[[], va.Agent], said: str) -> None:
    understood = await understand(factory, said)
    assert understood.act.remark
    assert understood.decision.guideline is None, understood.decision.describe()


# Removing the thing by its name, pulling someone off it; not looking it up, nor a cough.
@pytest.mark.parametrize("said", [*REMOVED, *PULLED_OFF])
def test_removing_the_thing_or_pulling_someone_off_it_cancels(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL


@pytest.mark.parametrize("said", NOT_REMOVED)
def test_pulling_up_the_thing_or_getting_rid_of_a_cough_cancels_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.CANCEL


# A hedge or a filler around a polite ask leaves it a request, and it is met.
@pytest.mark.parametrize(("factory", "said", "tool"), [(ex.make_agent, HEDGED[0], "book_flight"),
                                                       (ex.make_agent, HEDGED[1], "transfer_to_human")])
async def test_a_hedge_or_filler_around_a_polite_ask_leaves_a_request(factory: Callable[[], va.Agent], said: str, tool: str) -> None:
    understood = await understand(factory, said)
    assert understood.act.act is SpeechAct.REQUEST
    decision = understood.decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == tool, decision.describe()


# The word of being done, then its other answer: whether it is done.
@pytest.mark.parametrize("said", DONE_OR_NOT)
def test_the_done_word_or_not_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION


# A warning to do it right asks for it; all good for the thing after a no has no need of it.
def test_a_warning_to_do_it_right_refuses_nothing() -> None:
    assert classify(WARNING).act is SpeechAct.REQUEST


def test_all_good_for_the_thing_after_a_no_refuses() -> None:
    assert classify(ALL_GOOD_FOR).act is SpeechAct.NEGATION


# The thing alone, then a word of being done, asked: the status check.
@pytest.mark.parametrize(("factory", "said"), SHORT_DONE)
async def test_the_thing_and_a_done_word_asked_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


# A stutter as a recogniser writes it is read as the word; a prefix written apart is joined to it.
def test_a_stutter_is_read_as_its_word_and_a_prefix_joined() -> None:
    assert words(STUTTERED) == ["no", "don't", "book", "the", "iberia", "one"]
    assert classify(STUTTERED).act is SpeechAct.NEGATION
    assert classify(PREFIXED).act is SpeechAct.CHANGE


# Round 17: callers as a recogniser writes them down, unpunctuated.
RESTARTED = "could you could you cancel cancel my booking please"
SPELLED = "its the a a one one two on the the fifth"
WORRIED = ["has my tablets order gone through i don't want to run out", "i dont want to lose my seat can you check it's still booked"]
WORRY_BOOK = "put me on the first flight to rome tomorrow we dont want to be late for the wedding"
NAMED_AFTER = "is the refill ready or not yet it's ravi shah"
HELLO_THEN_ASKED = ["hello dear are the heart tablets ready to collect", "morning mate is my seat to rome sorted"]

PHRASINGS += [RESTARTED, SPELLED, *WORRIED, WORRY_BOOK, NAMED_AFTER, *HELLO_THEN_ASKED]


def test_a_restart_said_twice_is_read_once_but_a_spelled_value_is_kept() -> None:
    assert words(RESTARTED) == ["could", "you", "cancel", "my", "booking", "please"]
    assert classify(RESTARTED).act is SpeechAct.CANCEL
    assert words(SPELLED) == ["its", "the", "a", "a", "one", "one", "two", "on", "the", "fifth"]


@pytest.mark.parametrize("said", WORRIED)
def test_a_worry_about_a_mishap_refuses_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION


async def test_a_worry_after_a_request_leaves_the_request() -> None:
    decision = (await understand(ex.make_agent, WORRY_BOOK)).decision
    assert decision.guideline is not None and decision.guideline.id == "g1", decision.describe()


def test_a_name_after_or_not_yet_still_asks_whether_it_is_done() -> None:
    assert classify(NAMED_AFTER).act is SpeechAct.QUESTION


@pytest.mark.parametrize("said", HELLO_THEN_ASKED)
def test_an_unpunctuated_hello_before_a_question_leaves_the_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION


async def test_an_unpunctuated_hello_before_whether_it_is_ready_is_the_status_check() -> None:
    decision = (await understand(pharmacy.make_agent, HELLO_THEN_ASKED[0])).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


# Round 18: requests implied, refused and then asked, ironic, or asked about a person.
CANT_WITH_MACHINE = "there's been a death in the family and the flights for next month have to be sorted, i won't deal with a computer"
DESCRIBED_PERSON = ["can a person with a broken leg sit by the emergency exit", "could a passenger who uses a wheelchair board first"]
PRICE_OF_A_PERSON = "does it cost extra to speak to a human agent these days"
IRONIC = "oh brilliant, book me another one then, the last flight was delayed nine hours"
FORGET_CODE = "you can forget RX 55120, the doctor changed my dose"
STILL_LOTS = "nah we've still got lots of tablets at home"
WANTED_INSTEAD = [(pharmacy.make_agent, "i don't need a person, i just want my inhalers again, r x four four one two zero, it's sam reid", "g1"),
           (ex.make_agent, "no i'm not booking anything new, i'd like to know whether my rome seat went through", "g2"),
           (ex.make_agent, "not a flight, i'd rather talk to one of your staff about my refund", "g3")]

PHRASINGS += [CANT_WITH_MACHINE, *DESCRIBED_PERSON, PRICE_OF_A_PERSON, IRONIC, FORGET_CODE, STILL_LOTS, *(s for _, s, _ in WANTED_INSTEAD)]


async def test_a_caller_who_cannot_cope_with_the_machine_is_handed_over() -> None:
    decision = (await understand(ex.make_agent, CANT_WITH_MACHINE)).decision
    assert decision.guideline is not None and decision.guideline.id == "g3", decision.describe()


@pytest.mark.parametrize("said", DESCRIBED_PERSON)
async def test_a_person_of_a_kind_asked_about_is_no_handoff(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.guideline is None or not understanding.decision.guideline.tools, understanding.decision.describe()


async def test_the_price_of_reaching_a_person_is_a_question_not_a_handoff() -> None:
    understanding = await understand(ex.make_agent, PRICE_OF_A_PERSON)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.guideline is None or not understanding.decision.guideline.tools, understanding.decision.describe()


async def test_praise_over_a_mishap_is_irony_and_books_nothing() -> None:
    assert classify(IRONIC).remark
    decision = (await understand(ex.make_agent, IRONIC)).decision
    assert decision.guideline is None, decision.describe()


@pytest.mark.parametrize(("factory", "said", "chosen"), WANTED_INSTEAD)
async def test_what_is_wanted_after_a_refusal_is_what_is_matched(factory: Callable[[], va.Agent], said: str, chosen: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == chosen, decision.describe()


# Whether it is done, asked without the usual words: it happened, it worked out, one is set for it,
# a question passed on, where things are up to, bagged up.
DONE_ANY_WAY = [(ex.make_agent, "so did the rome trip for my parents ever happen"),
                (ex.make_agent, "my husband keeps asking whether he is still booked on the dublin flight"),
                (pharmacy.make_agent, "where are we at with my inhaler order"),
                (pharmacy.make_agent, "i'm parked round the back, is my insulin bagged up yet")]
SET_FOR = "are we all set for the rome flight?"
FORGOTTEN_WORKED = "just checking whether the ticket for anna worked out"
REVERSED = "i ordered the wrong strength by mistake, reverse it please"
STOP_SOMEONES = "stop mrs patel's repeat order please"
STOP_BY = "can i stop by for my prescription later"
RELEASED = "please release my seat on the tuesday flight to madrid"
LEAVE_IT = "nah, leave it, there's some left in the cupboard"
IF_MAY = "if we reserve seats now, could we still get our money back later on"

PHRASINGS += [*(s for _, s in DONE_ANY_WAY), SET_FOR, FORGOTTEN_WORKED, REVERSED, STOP_SOMEONES, STOP_BY, RELEASED, LEAVE_IT, IF_MAY]


@pytest.mark.parametrize(("factory", "said"), DONE_ANY_WAY)
async def test_whether_it_is_done_asked_without_the_usual_words_is_the_status_check(
        factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


def test_what_someone_did_is_not_their_name() -> None:
    assert person_name()(FORGOTTEN_WORKED) == "Anna"


# Round 18's speech acts: telling the agent to forget a code, reversing, stopping or releasing the
# thing cancel; still having lots, and leaving it after a no, refuse; whether one is set for the
# thing, and a condition then whether one may, ask.
@pytest.mark.parametrize(("said", "act"), [(FORGET_CODE, SpeechAct.CANCEL), (REVERSED, SpeechAct.CANCEL),
                                           (STOP_SOMEONES, SpeechAct.CANCEL), (RELEASED, SpeechAct.CANCEL),
                                           (STILL_LOTS, SpeechAct.NEGATION), (LEAVE_IT, SpeechAct.NEGATION),
                                           (SET_FOR, SpeechAct.QUESTION), (IF_MAY, SpeechAct.QUESTION)])
def test_the_speech_act_of_a_round_18_phrasing(said: str, act: SpeechAct) -> None:
    assert classify(said).act is act


def test_stopping_by_is_no_cancellation() -> None:
    assert classify(STOP_BY).act is not SpeechAct.CANCEL


# The person asked for after a story with a refusal in it, by "whoever", or by whether anyone is there.
STORY_THEN_PERSON = "the flight was six hours late, no food, no hotel, so honestly i need to go over it all with one of your people"
WHOEVER = "put me onto whoever deals with complaints please"
SOMEONE_THERE = "i've had a funny turn after the new patches, is somebody there who knows about side effects"
ANYONE_THERE = "hello? is anybody there"

PHRASINGS += [STORY_THEN_PERSON, WHOEVER, SOMEONE_THERE, ANYONE_THERE]


@pytest.mark.parametrize(("factory", "said", "chosen"), [(ex.make_agent, STORY_THEN_PERSON, "g3"), (ex.make_agent, WHOEVER, "g3"),
                                                         (pharmacy.make_agent, SOMEONE_THERE, "g4")])
async def test_the_person_asked_for_is_handed_over(factory: Callable[[], va.Agent], said: str, chosen: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == chosen, decision.describe()


def test_whether_anyone_is_there_after_a_story_asks_for_them() -> None:
    assert classify(SOMEONE_THERE).cue == AVAILABILITY


async def test_whether_anyone_is_on_the_line_is_no_handoff() -> None:
    decision = (await understand(ex.make_agent, ANYONE_THERE)).decision
    assert decision.guideline is None, decision.describe()


# Round 19: someone else needing none of it, added to someone's booking, a question closing a remark,
# a human asked for, the machine refused as a kind; whether it is done asked by not knowing, by
# nothing heard, by being still on it, of someone named in two words, with a name after "or not";
# every value a refill takes outweighing a question; how long a thing lasts; whether the agent is open.
SOMEONE_ELSE_NONE = ["no, my husband doesn't need a seat after all", "she does not want the refill any more"]
SOMEONE_ELSE_ASKS = ["my daughter doesn't want to sit alone, can we get seats together",  # a verb after: she asks
                     "book me a seat to paris, my son doesn't need one, he's on my lap"]  # after a request: who it leaves out
ADDED_TO_SOMEONES = "can you add a vegetarian meal to dad's booking"
TAG_ARE_THEY = "my wife is seven months pregnant and we fly in june, are they okay with that"
HUMAN_BEING = "my flight got changed twice and nobody told me, i just want a human being to explain what happened"
NO_MACHINES = "no machines, a proper pharmacist please"
ROBOTS_FINE = "no, robots are fine"
WHOEVER_ON = "my dad's on six different tablets and i'm anxious about them, i'd like to go over it with whoever's on duty"
REFILL_WHOEVER = "i need my refill, whoever's on"
DROP_HERS = "jo can't make it to lisbon, drop her seat"
DROP_AT = "can you drop his bag at the desk"

PHRASINGS += [*SOMEONE_ELSE_NONE, *SOMEONE_ELSE_ASKS, ADDED_TO_SOMEONES, TAG_ARE_THEY, HUMAN_BEING, NO_MACHINES, ROBOTS_FINE,
              WHOEVER_ON, REFILL_WHOEVER, DROP_HERS, DROP_AT]


@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, SOMEONE_ELSE_NONE[0]), (pharmacy.make_agent, SOMEONE_ELSE_NONE[1])])
async def test_someone_else_needing_none_of_it_refuses(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.guideline is None, understanding.decision.describe()


@pytest.mark.parametrize("said", SOMEONE_ELSE_ASKS)
def test_someone_else_wanting_to_do_a_thing_or_left_out_of_a_request_refuses_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION


@pytest.mark.parametrize(("said", "act"), [(ADDED_TO_SOMEONES, SpeechAct.CHANGE), (TAG_ARE_THEY, SpeechAct.QUESTION)])
async def test_adding_to_someones_booking_or_asking_after_a_remark_books_nothing(said: str, act: SpeechAct) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is act
    assert understanding.decision.guideline is None or not understanding.decision.guideline.tools, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said", "chosen"), [(ex.make_agent, HUMAN_BEING, "g3"), (pharmacy.make_agent, NO_MACHINES, "g4"),
                                                         (pharmacy.make_agent, WHOEVER_ON, "g4"),
                                                         (pharmacy.make_agent, REFILL_WHOEVER, "g1")])
async def test_a_human_or_whoever_is_on_is_handed_over_but_a_refill_for_whoever_is_on_is_a_refill(
        factory: Callable[[], va.Agent], said: str, chosen: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == chosen, decision.describe()


async def test_saying_robots_are_fine_hands_nobody_over() -> None:
    decision = (await understand(pharmacy.make_agent, ROBOTS_FINE)).decision
    assert decision.guideline is None, decision.describe()


def test_dropping_someones_seat_cancels_but_dropping_a_bag_at_the_desk_does_not() -> None:
    assert classify(DROP_HERS).act is SpeechAct.CANCEL
    assert classify(DROP_AT).act is not SpeechAct.CANCEL


NO_IDEA = "the line went dead while you were doing my paris booking so i've no idea if it worked"
STILL_ON = "my son wants to know if he's still on the glasgow flight on monday"
NOTHING_HEARD = "put in for my inhaler on tuesday and haven't heard anything since"
HEARD_FROM_ELSEWHERE = "i haven't heard back from the surgery, can you refill it anyway"
TWO_WORD_OWNER = "i'm nearly at yours, is peter grant's inhaler ready or shall i come back"
OR_NOT_THEN_NAME = "the eye drops for my mum, done or not yet? sheila grant"

PHRASINGS += [NO_IDEA, STILL_ON, NOTHING_HEARD, HEARD_FROM_ELSEWHERE, TWO_WORD_OWNER, OR_NOT_THEN_NAME]


@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, NO_IDEA), (ex.make_agent, STILL_ON),
                                               (pharmacy.make_agent, NOTHING_HEARD), (pharmacy.make_agent, TWO_WORD_OWNER),
                                               (pharmacy.make_agent, OR_NOT_THEN_NAME)])
async def test_whether_it_is_done_asked_by_not_knowing_or_hearing_nothing_is_the_status_check(
        factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.guideline is not None and understanding.decision.guideline.id == "g2", understanding.decision.describe()


def test_nothing_heard_from_someone_else_is_no_question() -> None:
    assert classify(HEARD_FROM_ELSEWHERE).act is SpeechAct.REQUEST


# Every value only the refill takes (a code and a name closing the turn) outweighs the status check
# the words are a little nearer to; the last of one's tablets taken is running out, not a report.
AGAIN_WITH_VALUES = "could you do my sertraline again, r x five five one two three, tom riley"
LAST_TAKEN = "i had the last of my omeprazole yesterday, r x two two four six eight, jo marsh"
NOT_A_CLOSING_NAME = "could you do my sertraline again, r x five five one two three, thanks so much"
BLESSING = "my late husband always sorted this for me, god bless him"
DONE_WORD_ALONE = "finished?"
HOW_LONG_VALID = "how long is a repeat prescription valid"
HOW_LONG_OPEN = "how long are you open on saturday"
STILL_OPEN = "my bus gets in at seven, are you still open then"
STILL_OPEN_LATER = "i'm stuck in traffic on the ring road, will you still be open at half six"
SOMEONE_ELSE_MAY = "can someone else pick up my husband's insulin"
SOMEONE_ELSE_HELPS = "can someone else help me please"

PHRASINGS += [AGAIN_WITH_VALUES, LAST_TAKEN, NOT_A_CLOSING_NAME, BLESSING, DONE_WORD_ALONE, HOW_LONG_VALID, HOW_LONG_OPEN,
              STILL_OPEN, STILL_OPEN_LATER, SOMEONE_ELSE_MAY, SOMEONE_ELSE_HELPS]


@pytest.mark.parametrize("said", [AGAIN_WITH_VALUES, LAST_TAKEN])
async def test_every_value_a_refill_takes_asks_for_the_refill(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.slots.get("patient_name") is not None
    assert understanding.decision.guideline is not None and understanding.decision.guideline.id == "g1", understanding.decision.describe()


def test_a_name_closing_the_turn_is_read_but_thanks_are_not() -> None:
    assert person_name()(AGAIN_WITH_VALUES) == "Tom Riley"
    assert person_name()(NOT_A_CLOSING_NAME) is None
    assert person_name()(BLESSING) is None


async def test_a_word_of_being_done_alone_asked_is_the_status_check() -> None:
    decision = (await understand(pharmacy.make_agent, DONE_WORD_ALONE)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


@pytest.mark.parametrize(("said", "chosen"), [(HOW_LONG_VALID, None), (HOW_LONG_OPEN, "g3"), (STILL_OPEN, "g3")])
async def test_how_long_a_thing_lasts_is_not_the_status_check_but_the_hours_are_the_hours(said: str, chosen: str | None) -> None:
    decision = (await understand(pharmacy.make_agent, said)).decision
    assert (decision.guideline.id if decision.guideline else None) == chosen, decision.describe()


def test_whether_the_agent_is_still_open_after_a_story_is_a_question() -> None:
    assert classify(STILL_OPEN_LATER).act is SpeechAct.QUESTION


def test_what_someone_else_may_do_is_a_question_but_someone_else_helping_is_asked_for() -> None:
    assert classify(SOMEONE_ELSE_MAY).act is SpeechAct.QUESTION
    assert classify(SOMEONE_ELSE_HELPS).act is SpeechAct.REQUEST


# Round 20: a seat on a flight already held, a ticket for what is not a flight, another clinic or
# another place's desk; whether one has it or it will be there, asked by wanting to know; every
# value a refill takes before thanks; nothing there to do; "no <thing> for me" after a no; whether
# one is sorted, it went ahead or came in; someone of the agent's asked to help, a real person at it.
HELD_SEATS = ["could my wife get a window seat on the flight she's already booked on", "i'd like extra legroom on the flight i'm on"]
NEW_SEAT = "book me an aisle seat on the flight to rome on friday"
SOMEONE_ON_HELD = "can you put my brother on the same flight we're on"
EVENT_TICKET = "book me a ticket for the boxing in las vegas"
TRIP_TICKET = "can you get me a ticket to manchester on friday"
KNOW_HELD = "i need to know i've definitely got a seat on the lisbon flight"
WILL_BE_THERE = "i'm on my way now, will my husband's insulin be there when i arrive"
CODE_THEN_THANKS = "quick one, r x 4 4 1 0 2, lisinopril, anna berg, cheers"
CODE_WRITTEN = "could you do the ramipril again please, rx 77120, joan pike"
NOTHING_TO_DO = [(pharmacy.make_agent, "no, there's nothing to order for me today"), (ex.make_agent, "no, there's no seat to book this week")]
NO_ONE_TO = "there's no one to talk to, i need the pharmacist"
NO_FLIGHT_AFTER = "no, paris is off, no flight for me"
LEAVE_SOMEONES = "no, leave my husband's inhaler for now"
SORTED_AFTER = [(ex.make_agent, "it's joe again, am i sorted for the rome trip"), (ex.make_agent, "the booking for my sister, did that go ahead"),
                (pharmacy.make_agent, "my wife's patches, has that come in")]
SOMEONE_FOR_ME = "the website keeps crashing, could someone from your team sort it out with me"
REAL_PERSON_AT = "my bag was lost in lisbon and i need a real person at the airline to sort it"
RIGHT_FOR = "we're right for lisbon, yeah?"
RIGHT_FOR_NOW = "we're right for now, thanks"

PHRASINGS += [*HELD_SEATS, NEW_SEAT, SOMEONE_ON_HELD, EVENT_TICKET, TRIP_TICKET, KNOW_HELD, WILL_BE_THERE, CODE_THEN_THANKS,
              CODE_WRITTEN, *(s for _, s in NOTHING_TO_DO), NO_ONE_TO, NO_FLIGHT_AFTER, LEAVE_SOMEONES, *(s for _, s in SORTED_AFTER),
              SOMEONE_FOR_ME, REAL_PERSON_AT, RIGHT_FOR, RIGHT_FOR_NOW]


def chosen(understanding: Understanding) -> str | None:
    decision = understanding.decision
    return decision.guideline.id if decision.guideline is not None else None


async def test_a_seat_on_a_flight_already_held_books_nothing_but_a_seat_on_a_new_one_books() -> None:
    for said in HELD_SEATS:
        understanding = await understand(ex.make_agent, said)
        assert understanding.act.act is SpeechAct.CHANGE
        assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, NEW_SEAT)) == "g1"
    assert classify(SOMEONE_ON_HELD).act is SpeechAct.REQUEST  # someone put on it is booked


async def test_a_ticket_for_an_event_books_nothing_but_a_ticket_to_a_city_books_a_flight() -> None:
    assert chosen(await understand(ex.make_agent, EVENT_TICKET)) is None
    assert chosen(await understand(ex.make_agent, TRIP_TICKET)) == "g1"


@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, KNOW_HELD), (pharmacy.make_agent, WILL_BE_THERE), *SORTED_AFTER])
async def test_whether_one_has_it_is_sorted_or_it_will_be_there_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_every_value_a_refill_takes_before_thanks_or_written_as_digits_asks_for_the_refill() -> None:
    understanding = await understand(pharmacy.make_agent, CODE_THEN_THANKS)
    assert understanding.slots.get("patient_name") == "Anna Berg"
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert person_name()(CODE_WRITTEN) == "Joan Pike"
    assert person_name()(NOT_A_CLOSING_NAME) is None


@pytest.mark.parametrize(("factory", "said"), NOTHING_TO_DO)
async def test_nothing_there_to_do_declines(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, NO_ONE_TO)) == "g4"  # no one to talk to asks for one


def test_after_a_no_no_thing_for_me_or_leaving_someones_thing_refuses() -> None:
    assert classify(NO_FLIGHT_AFTER).act is SpeechAct.NEGATION
    assert classify(LEAVE_SOMEONES).act is SpeechAct.NEGATION


async def test_someone_of_the_agents_asked_to_help_or_a_real_person_at_it_is_handed_over() -> None:
    assert chosen(await understand(ex.make_agent, SOMEONE_FOR_ME)) == "g3"
    assert chosen(await understand(ex.make_agent, REAL_PERSON_AT)) == "g3"


def test_whether_one_is_right_for_a_place_asks_but_right_for_now_does_not() -> None:
    assert classify(RIGHT_FOR).act is SpeechAct.QUESTION
    assert classify(RIGHT_FOR_NOW).act is not SpeechAct.QUESTION


# Round 21: a seat on a flight the agent booked, a count that names no thing, the thing named then
# whether one may come for it, having it cheaper or done at the agent's place, someone's thing had
# another way; words said to someone in the room, nothing for someone or a thing known after a no,
# "am I sorted" unpunctuated, whether it is done wherever the status check ranks, values that say
# whose, the person before the modal or consulted at the end, what is happening with it, a rate,
# values that outweigh a handoff no one asked for.
ON_AGENTS_BOOKING = "can i have extra legroom on the lisbon flight you booked for us"
HOTEL_NIGHTS = "could you get me a hotel in porto for three nights"
COLLECT_LATER = "my mum's inhaler, could i pick it up after work"
COLLECT_ALONE = "can i pick it up on friday"
ADDRESSED_FIRST = "love, my tablets, can i grab them later"
CHEAPER = "could we get our repeat prescriptions cheaper as pensioners"
DONE_THERE = "can i get my blood pressure checked there"
GET_SOMEONE_THERE = "can i get someone there"
SOMEONES_INSTEAD = "could you post grandad's tablets instead of me coming in"
ASIDE = "one moment, kids, stop that, right, can i speak to someone"
NOTHING_FOR_SOMEONE = "nah, nothing for my wife today"
KNOWN_ALREADY = "no, we know your opening times already"
NOTHING_YET = "nothing for my son yet?"
SORTED_UNASKED = "am i all sorted for the dublin trip"
ON_IT_LATER = "hiya, right, is my wife on that nice flight yet, anna berg"
WHOSE_BY_NAME = "any word on the oslo trip for tom hardy"
PERSON_IF = "i was wondering if the pharmacist could explain these side effects"
PERSON_CONSULTED = "i've been getting headaches on the new pills, i'd like to check that with a pharmacist"
HAPPENING_WITH = "i phoned about my dad's warfarin this morning, what's happening with it"
RATE = "what's the rate on a prescription at the moment"
VALUES_OVER_STORY = ("it's for my gran, she's ninety and can't manage the phone, could you sort her a seat on the klm six oh one"
                     " to amsterdam on the 3rd, maria lopes")

PHRASINGS += [ON_AGENTS_BOOKING, HOTEL_NIGHTS, COLLECT_LATER, COLLECT_ALONE, ADDRESSED_FIRST, CHEAPER, DONE_THERE, GET_SOMEONE_THERE, SOMEONES_INSTEAD,
              ASIDE, NOTHING_FOR_SOMEONE, KNOWN_ALREADY, NOTHING_YET, SORTED_UNASKED, ON_IT_LATER, WHOSE_BY_NAME, PERSON_IF,
              PERSON_CONSULTED, HAPPENING_WITH, RATE, VALUES_OVER_STORY]


async def test_a_seat_on_a_flight_the_agent_booked_books_nothing() -> None:
    understanding = await understand(ex.make_agent, ON_AGENTS_BOOKING)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) is None, understanding.decision.describe()


async def test_a_count_names_no_flight() -> None:
    assert chosen(await understand(ex.make_agent, HOTEL_NIGHTS)) is None


async def test_the_thing_then_whether_one_may_come_for_it_is_the_status_check() -> None:
    understanding = await understand(pharmacy.make_agent, COLLECT_LATER)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(COLLECT_ALONE).act is not SpeechAct.QUESTION  # a day for a collection under way
    assert classify(ADDRESSED_FIRST).act is SpeechAct.QUESTION  # a clause of address alone is passed over


@pytest.mark.parametrize("said", [CHEAPER, SOMEONES_INSTEAD])
async def test_having_it_cheaper_or_someones_thing_another_way_orders_nothing(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is not SpeechAct.REQUEST
    assert chosen(understanding) is None, understanding.decision.describe()


def test_a_thing_done_at_the_agents_place_is_asked_but_someone_there_is_not() -> None:
    assert classify(DONE_THERE).act is SpeechAct.QUESTION
    assert classify(GET_SOMEONE_THERE).act is SpeechAct.REQUEST


async def test_words_said_to_someone_in_the_room_cancel_nothing() -> None:
    understanding = await understand(ex.make_agent, ASIDE)
    assert understanding.act.act is not SpeechAct.CANCEL
    assert chosen(understanding) == "g3", understanding.decision.describe()


def test_after_a_no_nothing_for_someone_or_a_thing_known_refuses() -> None:
    assert classify(NOTHING_FOR_SOMEONE).act is SpeechAct.NEGATION
    assert classify(KNOWN_ALREADY).act is SpeechAct.NEGATION
    assert classify(NOTHING_YET).act is not SpeechAct.NEGATION  # asking after it


@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, SORTED_UNASKED), (ex.make_agent, ON_IT_LATER), (ex.make_agent, WHOSE_BY_NAME),
                                               (pharmacy.make_agent, HAPPENING_WITH)])
async def test_whether_it_is_done_asked_any_way_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


@pytest.mark.parametrize("said", [PERSON_IF, PERSON_CONSULTED])
async def test_the_pharmacist_asked_of_or_consulted_is_handed_over(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"


async def test_a_rate_asked_is_a_price_the_status_check_does_not_tell() -> None:
    assert chosen(await understand(pharmacy.make_agent, RATE)) is None


async def test_every_value_a_booking_takes_outweighs_a_handoff_no_one_asked_for() -> None:
    understanding = await understand(ex.make_agent, VALUES_OVER_STORY)
    assert chosen(understanding) == "g1", understanding.decision.describe()


# Round 22: another clinic's test done again, unsure of one's words or not strong, whether one is on
# it asked in a later clause, the person reached for after the story, what a no closes on.
REPEAT_TESTS = ["i need a repeat of my ultrasound", "i need a repeat of my cholesterol test"]
REPEAT_MEDICINE = "could i have a repeat of my lisinopril"
UNSURE_WORDS = "i'm not certain how this all works, can i speak to one of your staff"
UNSURE_TRAILING = "do you open on bank holidays, i'm not certain"
NOT_STRONG = "i'm not strong enough for a big case, how heavy can my hold bag be"
UNSURE_OF_THING = ["i'm not sure i want the flight", "nah, i'm not sure about the booking"]
ON_IT_PLACE = "sorry, it's chaos here, the rome trip, am i on it?"
ON_IT_NAMED = "i keep checking my phone, is tom baker definitely on friday's flight"
ON_HOLD = "am i on hold"
PERSON_AFTER_QUESTION = "the box confuses me, how many a day is it, could i talk to a real person"
PERSON_AFTER_REPORT = "i took the new capsules on an empty stomach, is there a pharmacist i could ask"
PERSON_FOR_ME = "these new pills are a different colour, can the pharmacist look at them with me"
AFTER_NO = ["no, we still have some drops", "no, you needn't bother", "no, hold it all"]
NOT_YET_THINKING = "no, don't put me down yet, i need to think about it"
AFTER_NO_ASKS = "no, i still have a question"

PHRASINGS += [*REPEAT_TESTS, REPEAT_MEDICINE, UNSURE_WORDS, UNSURE_TRAILING, NOT_STRONG, *UNSURE_OF_THING, ON_IT_PLACE, ON_IT_NAMED,
              ON_HOLD, PERSON_AFTER_QUESTION, PERSON_AFTER_REPORT, PERSON_FOR_ME, *AFTER_NO, NOT_YET_THINKING, AFTER_NO_ASKS]


async def test_another_clinics_test_done_again_is_no_refill_but_a_repeat_medicine_is() -> None:
    for said in REPEAT_TESTS:
        assert chosen(await understand(pharmacy.make_agent, said)) is None, said
    assert chosen(await understand(pharmacy.make_agent, REPEAT_MEDICINE)) == "g1"


@pytest.mark.parametrize(("factory", "said", "guideline"), [(ex.make_agent, UNSURE_WORDS, "g3"), (pharmacy.make_agent, UNSURE_TRAILING, "g3"),
                                                            (ex.make_agent, NOT_STRONG, "g5")])
async def test_unsure_of_ones_words_or_not_strong_refuses_nothing(factory: Callable[[], va.Agent], said: str, guideline: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is not SpeechAct.NEGATION
    assert chosen(understanding) == guideline, understanding.decision.describe()


@pytest.mark.parametrize("said", UNSURE_OF_THING)
def test_unsure_of_the_thing_still_refuses_it(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


@pytest.mark.parametrize("said", [ON_IT_PLACE, ON_IT_NAMED])
async def test_whether_one_is_on_it_asked_in_a_later_clause_is_the_status_check(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.cue == ON_IT
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(ON_HOLD).cue != ON_IT


@pytest.mark.parametrize("said", [PERSON_AFTER_QUESTION, PERSON_AFTER_REPORT, PERSON_FOR_ME])
async def test_the_person_reached_for_after_the_story_is_handed_over(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g4", understanding.decision.describe()


@pytest.mark.parametrize("said", AFTER_NO)
def test_after_a_no_a_thing_still_had_nothing_to_do_or_all_held_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


def test_after_a_no_a_question_still_had_is_no_refusal() -> None:
    assert classify(AFTER_NO_ASKS).act is not SpeechAct.NEGATION


async def test_needing_to_think_is_nothing_wanted_instead_of_what_was_refused() -> None:
    understanding = await understand(ex.make_agent, NOT_YET_THINKING)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


# Round 23: a seat on a booking named, someone there, a cancelling as a condition, the word of being
# done alone, someone who'd know, unsure after asking for someone, someone asked to ring.
SEAT_ON_NAMED = "the lisbon reservation, could i get a window seat on that"
SEAT_ON_BOOKING = "can you put an aisle seat on my booking please"
NEW_BOOKING_SEAT = "could i get a booking for paris and a window seat on it"
SOMEBODY_THERE_NOW = "my mum's taken double her pills by mistake, i need somebody there urgently"
CANCELLED_IF = ["if my booking gets cancelled will you rebook me", "what happens if the flight is cancelled"]
CANCEL_IF_LATE = "cancel my booking if it's not too late"
DONE_ALONE = "glasgow flight tom reid, done?"
WHO_IS = "the new patches are making me itch, could i speak to somebody who's trained"
UNSURE_AFTER_ASKING = "can i have a word with the pharmacist, i'm not sure about these side effects"
SOMEONE_TO_RING = "can someone ring me about my new inhaler"

PHRASINGS += [SEAT_ON_NAMED, SEAT_ON_BOOKING, NEW_BOOKING_SEAT, SOMEBODY_THERE_NOW, *CANCELLED_IF, CANCEL_IF_LATE, DONE_ALONE, WHO_IS,
              UNSURE_AFTER_ASKING, SOMEONE_TO_RING]


@pytest.mark.parametrize("said", [SEAT_ON_NAMED, SEAT_ON_BOOKING])
async def test_a_seat_on_a_booking_named_changes_it_and_books_nothing(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) is None, understanding.decision.describe()


async def test_a_seat_with_a_booking_asked_for_still_books() -> None:
    assert chosen(await understand(ex.make_agent, NEW_BOOKING_SEAT)) == "g1"


@pytest.mark.parametrize(("said", "guideline"), [(SOMEBODY_THERE_NOW, "g4"), (WHO_IS, "g4"), (UNSURE_AFTER_ASKING, "g4"), (SOMEONE_TO_RING, "g4")])
async def test_someone_there_or_who_would_know_or_asked_to_ring_is_handed_over(said: str, guideline: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is not SpeechAct.NEGATION
    assert chosen(understanding) == guideline, understanding.decision.describe()


@pytest.mark.parametrize("said", CANCELLED_IF)
async def test_a_cancelling_as_a_condition_is_a_question_not_a_cancellation(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()
    assert classify(CANCEL_IF_LATE).act is SpeechAct.CANCEL  # the cancelling asked, the condition after it


async def test_the_word_of_being_done_alone_after_the_thing_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, DONE_ALONE)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


# Round 24: a held thing put in another name, what a no closes on (someone fine, not what one was
# doing, known already, hold fire), a preference, nothing heard, the chance of it, unsure before
# asking someone, whether one may on a condition, whether it is done asked by a thing named first
# or in one word, whether the place does it, a person consulted or the agent's own people.
RENAMED = ["put my husband's seat in the name of our neighbour, same flight", "can you transfer the booking into my wife's name please"]
BOOKED_IN_NAME = "could you book a seat on the friday flight to rome in the name of ann lee"
AFTER_NO_MORE = ["nope, dad's alright for inhalers this time", "no, i wasn't ringing about a refill",
                 "nah, i already know what time you shut", "no, hang fire on the booking for now"]
PREFERRING = "my wife has the card but we'd much rather go through this with one of your team"
NOTHING_HEARD_BACK = [(ex.make_agent, "we've heard nothing back about my son's rome flight"),
                 (pharmacy.make_agent, "the text never said if my inhaler was ready")]
CHANCE_OF = "just wondering if there's any chance of a seat on the klm one two three to oslo on friday for ann lee"
UNSURE_BEFORE = "i'm not sure if i should take them with milk, can i ask a pharmacist"
MAY_IF = "could i pick up my dad's tablets if i'm not on his list"
DONE_NAMED = [(ex.make_agent, "my mum's lisbon seat, is that definite now"), (ex.make_agent, "hi, it's ann again, has lisbon gone through"),
              (ex.make_agent, "joe bloggs, cork, did that go ahead"), (pharmacy.make_agent, "dad's inhaler, jim ross, ready for me to collect?")]
DOES_IT = "do you do those blister trays for my dad's pills"
CONSULTED = ["my dad's got dementia and i need to go over his booking with an actual person",
             "i sort the travel for our office and i want to run this trip past a real person",
             "my refund never came through and i want one of your people to chase it up"]

YOUR_PEOPLE_AFTER_STORY = ["my repeat prescription keeps coming short and i want one of your people to look into it",
                           "the refill for my mum came with the wrong dose and i need one of your team to look at it"]

PHRASINGS += [*RENAMED, BOOKED_IN_NAME, *AFTER_NO_MORE, PREFERRING, *(s for _, s in NOTHING_HEARD_BACK), CHANCE_OF, UNSURE_BEFORE, MAY_IF,
              *(s for _, s in DONE_NAMED), DOES_IT, *CONSULTED, *YOUR_PEOPLE_AFTER_STORY]


@pytest.mark.parametrize("said", RENAMED)
async def test_a_held_thing_put_in_another_name_changes_it_and_books_nothing(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) is None, understanding.decision.describe()


async def test_a_seat_booked_in_a_name_still_books() -> None:
    assert chosen(await understand(ex.make_agent, BOOKED_IN_NAME)) == "g1"


@pytest.mark.parametrize("said", AFTER_NO_MORE)
def test_after_a_no_someone_fine_not_doing_it_known_already_or_hold_fire_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


async def test_a_preference_for_one_of_the_agents_people_is_no_remark() -> None:
    understanding = await understand(ex.make_agent, PREFERRING)
    assert not understanding.act.remark
    assert chosen(understanding) == "g3", understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), NOTHING_HEARD_BACK)
async def test_nothing_heard_or_not_told_whether_it_is_done_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_wondering_if_there_is_a_chance_of_it_asks_for_it() -> None:
    understanding = await understand(ex.make_agent, CHANCE_OF)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()


async def test_unsure_before_asking_a_pharmacist_is_why_one_asks() -> None:
    understanding = await understand(pharmacy.make_agent, UNSURE_BEFORE)
    assert understanding.act.act is not SpeechAct.NEGATION
    assert chosen(understanding) == "g4", understanding.decision.describe()


async def test_whether_one_may_on_a_condition_about_oneself_is_a_question_that_starts_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, MAY_IF)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) is None, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), DONE_NAMED)
async def test_whether_it_is_done_after_the_thing_named_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_whether_the_place_does_a_kind_of_thing_is_not_whether_an_order_is_ready() -> None:
    understanding = await understand(pharmacy.make_agent, DOES_IT)
    assert chosen(understanding) is None, understanding.decision.describe()
    assert "g2" not in [g.id for g in understanding.decision.candidates], understanding.decision.describe()


@pytest.mark.parametrize("said", CONSULTED)
async def test_a_person_consulted_or_the_agents_own_people_asked_for_are_handed_over(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g3", understanding.decision.describe()


@pytest.mark.parametrize("said", YOUR_PEOPLE_AFTER_STORY)
async def test_one_of_the_agents_own_people_asked_for_after_a_story_of_the_thing_is_handed_over(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g4", understanding.decision.describe()


# Round 25: anyone fetched or needed where the asking ends, no thing for someone, a thing free is no
# person, a message asked for when a thing happens, another place's people, the machine refused in
# more words, not why one rang, every value given with no one asked for, running out on one's last,
# whether it is done said after the thing, whom one may speak to about a thing.
ANYONE_NEEDED = ["my grandad's taken the wrong tablets, get me someone now",
                 "my husband's new inhaler isn't working right, find me someone who can help"]
ANYONE_TO_LOOK = "i think my mum's had the wrong dose of her heart pills, i need someone to look at this"
NO_THING_FOR_SOMEONE = ["nope, no inhaler for my son this week", "no, no seat for her this time thanks"]
THING_FREE = "is the contraceptive pill free"
PERSON_FREE = "is the pharmacist free"
TOLD_WHEN = [(pharmacy.make_agent, "can you send me a reminder when my inhaler's due"),
             (ex.make_agent, "could i get an email once my booking has gone through")]
BOOK_THEN_TOLD = "book me on the friday flight to rome and text me when it's confirmed"
OTHERS_PEOPLE = "connect me to the customs people, they've kept my bag"
MACHINE_REFUSED = ["i don't want to deal with an automated system, put me through to a person",
                   "i'm not going over my prescriptions with a computer, get me a real person"]
NOT_WHY_RANG = [(pharmacy.make_agent, "no, i wasn't calling to order anything"), (ex.make_agent, "nah, i wasn't phoning about a booking"),
                (pharmacy.make_agent, "no, you needn't send me the times again")]
LAST_ONE = "i took my last amlodipine today, r x 4 1 2 7 7, joan pike"
DONE_AFTER_THING = ["my husband's insulin, is that in", "are my mum's patches waiting at the counter",
                    "we sent in for dad's inhaler on monday, can we grab it today",
                    "the levothyroxine for my wife maggie, it is ready now?", "my blood pressure tablets, sunita rao, they're done?"]
SPOKEN_ABOUT = "is there somebody i could talk to about my son's booking"

PHRASINGS += [*ANYONE_NEEDED, ANYONE_TO_LOOK, *NO_THING_FOR_SOMEONE, THING_FREE, PERSON_FREE, *(s for _, s in TOLD_WHEN), BOOK_THEN_TOLD, OTHERS_PEOPLE,
              *MACHINE_REFUSED, *(s for _, s in NOT_WHY_RANG), LAST_ONE, *DONE_AFTER_THING, SPOKEN_ABOUT]


@pytest.mark.parametrize("said", ANYONE_NEEDED)
async def test_anyone_fetched_where_the_asking_ends_starts_no_refill(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) is None, understanding.decision.describe()
    assert understanding.decision.candidates[0].id == "g4"  # the caller is asked whether they want a person


async def test_anyone_needed_to_look_at_it_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, ANYONE_TO_LOOK)) == "g4"


@pytest.mark.parametrize("said", NO_THING_FOR_SOMEONE)
def test_after_a_no_no_thing_for_someone_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


async def test_whether_a_thing_is_free_is_no_person_asked_for_but_a_person_free_is() -> None:
    understanding = await understand(pharmacy.make_agent, THING_FREE)
    assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, PERSON_FREE)) == "g4"


@pytest.mark.parametrize(("factory", "said"), TOLD_WHEN)
async def test_a_message_asked_for_when_a_thing_happens_is_a_question(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) is None, understanding.decision.describe()


async def test_a_message_asked_for_after_a_booking_still_books() -> None:
    assert chosen(await understand(ex.make_agent, BOOK_THEN_TOLD)) == "g1"


async def test_another_places_people_are_not_handed_over() -> None:
    understanding = await understand(ex.make_agent, OTHERS_PEOPLE)
    assert chosen(understanding) is None, understanding.decision.describe()


@pytest.mark.parametrize("said", MACHINE_REFUSED)
async def test_the_machine_refused_in_more_words_is_a_person_asked_for(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is not SpeechAct.NEGATION
    assert chosen(understanding) == "g4", understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), NOT_WHY_RANG)
async def test_not_why_one_rang_or_nothing_to_tell_declines(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


async def test_ones_last_taken_with_every_value_asks_for_the_refill() -> None:
    understanding = await understand(pharmacy.make_agent, LAST_ONE)
    assert understanding.act.act is not SpeechAct.REPORT
    assert chosen(understanding) == "g1", understanding.decision.describe()


@pytest.mark.parametrize("said", DONE_AFTER_THING)
async def test_whether_it_is_in_waiting_or_collectable_after_the_thing_is_the_status_check(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_someone_one_may_speak_to_about_a_thing_is_handed_over() -> None:
    understanding = await understand(ex.make_agent, SPOKEN_ABOUT)
    assert chosen(understanding) == "g3", understanding.decision.describe()


# Round 26: an addition to what the agent booked, anyone qualified, the thing disowned, praise of
# someone, no message yet, booked asked with "been", a question said so, what one had best do, the
# machine doubted, a person needed first, a thing had at another branch, whom one may speak to,
# another place's people, a count or a remark no cancelling.
ADDED_ON_BOOKED = "add a vegetarian meal for my husband on the lisbon flight you booked"
DISOWNED_QUALIFIED = "it's not about my refill, my ears are ringing and i want someone qualified to talk to"
PRAISED = "the pharmacist who served me yesterday was really kind"
NO_MESSAGE = [(ex.make_agent, "i still haven't got a confirmation email for the glasgow flight"),
              (pharmacy.make_agent, "still waiting for a text about my mum's inhaler")]
BEEN_BOOKED = "have our seats to rome been reserved alright"
DONE_THEN = "everything confirmed then?"
WHERE_AT = "i'm not after another refill, i just want to know where my mum's inhaler is at"
SAID_QUESTION = "opening times, small question"
THERE_THEN = "will you be there on saturday morning"
HAD_BETTER = "it's a messy one with two stopovers, i think i'd better go over it with a real agent"
MACHINE_DOUBTED = "there are nine of us and two wheelchairs, i don't think a machine can handle that, who do i speak to"
PERSON_FIRST = "i need a person, not a new flight, i lost my wallet at the gate"
NOTHING_NEEDED = ["nah, there's no seat needed this time", "no, we're skipping the inhaler this month"]
POSSIBLE = "i was wondering if it would be possible to get a seat on the lufthansa flight to munich next friday"
SPOKEN_WHETHER = "is there someone i could speak to about whether my tablets clash with alcohol"
SPEAK_NOW = "my little girl drank some of my cough syrup, i need to speak to someone now"
OTHER_BRANCH = "could my prescription be sent to your other branch"
OTHERS_LINE = "put me through to the council tax office"
COUNTED = "how many minutes before take off do you want us at the gate"
REMARKED = "my wife's just got back from the doctor's"
PHARMACIST_ABOUT = "put me through to your pharmacist about my new patches please"  # the control: a handoff, before and after

PHRASINGS += [ADDED_ON_BOOKED, DISOWNED_QUALIFIED, PRAISED, *(s for _, s in NO_MESSAGE), BEEN_BOOKED, DONE_THEN, WHERE_AT,
              SAID_QUESTION, THERE_THEN, HAD_BETTER, MACHINE_DOUBTED, PERSON_FIRST, *NOTHING_NEEDED, POSSIBLE, SPOKEN_WHETHER,
              SPEAK_NOW, OTHER_BRANCH, OTHERS_LINE, COUNTED, REMARKED, PHARMACIST_ABOUT]


async def test_an_addition_for_someone_on_the_flight_the_agent_booked_changes_it_and_books_nothing() -> None:
    understanding = await understand(ex.make_agent, ADDED_ON_BOOKED)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) is None, understanding.decision.describe()


async def test_the_thing_disowned_then_anyone_qualified_asked_for_is_handed_over() -> None:
    understanding = await understand(pharmacy.make_agent, DISOWNED_QUALIFIED)
    assert understanding.act.cue.startswith("wanted instead of what was refused")
    assert chosen(understanding) == "g4", understanding.decision.describe()


async def test_praise_of_someone_is_a_remark_that_hands_nothing_over() -> None:
    understanding = await understand(pharmacy.make_agent, PRAISED)
    assert understanding.act.remark
    assert chosen(understanding) is None, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), NO_MESSAGE)
async def test_no_message_of_it_yet_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


@pytest.mark.parametrize("said", [BEEN_BOOKED, DONE_THEN])
async def test_booked_asked_with_been_or_the_word_of_being_done_then_is_the_status_check(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g2"


async def test_where_a_thing_is_at_after_a_refusal_is_the_status_check() -> None:
    assert chosen(await understand(pharmacy.make_agent, WHERE_AT)) == "g2"


async def test_a_question_said_so_after_its_topic_is_answered() -> None:
    understanding = await understand(pharmacy.make_agent, SAID_QUESTION)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g3", understanding.decision.describe()


def test_whether_the_agent_will_be_there_is_a_question() -> None:
    assert classify(THERE_THEN).act is SpeechAct.QUESTION


@pytest.mark.parametrize("said", [HAD_BETTER, MACHINE_DOUBTED, PERSON_FIRST])
async def test_a_real_agent_had_best_the_machine_doubted_or_a_person_needed_first_is_handed_over(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g3", understanding.decision.describe()


@pytest.mark.parametrize("said", NOTHING_NEEDED)
def test_none_needed_or_skipping_it_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


async def test_wondering_if_it_would_be_possible_asks_for_it() -> None:
    understanding = await understand(ex.make_agent, POSSIBLE)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()


@pytest.mark.parametrize("said", [SPOKEN_WHETHER, SPEAK_NOW])
async def test_someone_one_may_speak_to_or_must_speak_to_now_is_the_pharmacist(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"


async def test_a_thing_had_at_another_branch_is_a_change() -> None:
    understanding = await understand(pharmacy.make_agent, OTHER_BRANCH)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) is None, understanding.decision.describe()


async def test_another_places_office_is_not_handed_over_by_the_lexical_fallback() -> None:
    agent = pharmacy.make_agent()
    await agent.ensure_setup()
    understanding = Understander(agent.guidelines, agent.terms, LexicalMatcher()).understand(OTHERS_LINE)
    assert chosen(understanding) is None, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), [(ex.make_agent, COUNTED), (pharmacy.make_agent, REMARKED)])
async def test_a_count_asked_or_a_remark_cancels_nothing(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()


async def test_the_pharmacist_asked_for_about_a_thing_is_still_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, PHARMACIST_ABOUT)) == "g4"


# Round 27 (docs/understanding.md): the int8-arithmetic model's boundary cases, phrasings of my own.
# A near tie of a handoff and an acting guideline, the handoff first, and a person asked for; and
# anyone needed after a story, the handoff first by less than a margin.
TIED_FIRST = "i arrange travel for our department and i'd like to run this trip past a real person"
NEEDED_FIRST = "my toddler swallowed some of my iron pills, i need to talk to someone now"
# A human set apart from the machine by a word, the handoff scored under `DONE_FLOOR` x accept.
PROPER_PERSON = "my aunt is very forgetful and i need to go over her booking with a proper person"
# Whom one travels with ("someone" folds to the airline's "human").
TRAVELLING_WITH = "i'm travelling with someone, two seats on the paris flight please"
# The person alone, which one, and "please".
PERSON_ALONE = ["somebody from sky air please", "someone at sky air, please"]
# Whether one is on it, bare, after the story and the thing.
ON_IT_BARE = "the kids are yelling, sorry, that vienna trip, am i on it?"
# A request for another service's thing, near none of the agent's.
BOILER = "please fix my boiler"

PHRASINGS += [TIED_FIRST, NEEDED_FIRST, PROPER_PERSON, TRAVELLING_WITH, *PERSON_ALONE, ON_IT_BARE, BOILER]


@pytest.mark.parametrize(("factory", "said", "handoff"), [(ex.make_agent, TIED_FIRST, "g3"), (pharmacy.make_agent, NEEDED_FIRST, "g4"),
                                                          (ex.make_agent, PROPER_PERSON, "g3"),
                                                          *((ex.make_agent, s, "g3") for s in PERSON_ALONE)])
async def test_the_person_asked_for_wins_whichever_way_the_scores_lean(factory: Callable[[], va.Agent], said: str, handoff: str) -> None:
    understanding = await understand(factory, said)
    assert chosen(understanding) == handoff, understanding.decision.describe()


async def test_someone_one_travels_with_is_no_handoff() -> None:
    understanding = await understand(ex.make_agent, TRAVELLING_WITH)
    assert chosen(understanding) != "g3", understanding.decision.describe()


async def test_whether_one_is_on_it_bare_after_the_thing_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, ON_IT_BARE)
    assert understanding.act.cue == ON_IT
    assert chosen(understanding) == "g2", understanding.decision.describe()


@pytest.mark.parametrize("factory", [ex.make_agent, pharmacy.make_agent])
async def test_another_services_thing_near_none_of_the_agents_is_declined(factory: Callable[[], va.Agent]) -> None:
    decision = (await understand(factory, BOILER)).decision
    assert decision.choice is Choice.CANNOT, decision.describe()


# The unsigned-weight int8 model's boundary cases (docs/understanding.md, round 27).
# A value read out with words nearer to cancelling than to asking, by the acting lead.
OVERTURNED = "could you overturn my booking on AF 22"
# Whether someone is done for the thing says whose it is.
SHE_SORTED = "it's leah again, is she all sorted for the venice trip"
# Moves of one intent, each said exactly.
MOVES = "right great thank you"
# The thing named in the story before "so", not in the request.
BED_AFTER_SO = "i missed the last flight home so sort me a bed for tonight by the airport"
# What is done on a condition.
IF_DELAYED = "what do you do if the plane is delayed overnight"

PHRASINGS += [OVERTURNED, SHE_SORTED, MOVES, BED_AFTER_SO, IF_DELAYED]


async def test_a_value_never_outweighs_words_nearer_to_cancelling() -> None:
    understanding = await understand(ex.make_agent, OVERTURNED)
    assert understanding.slots.get("flight_number")
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()


async def test_whether_someone_is_done_for_the_thing_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, SHE_SORTED)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_moves_of_one_intent_said_together_are_that_intent() -> None:
    decision = (await understand(ex.make_agent, MOVES)).decision
    assert decision.choice is Choice.INTENT and decision.intent is Intent.ACKNOWLEDGE, decision.describe()


async def test_the_request_after_a_story_must_name_the_thing_to_act() -> None:
    decision = (await understand(ex.make_agent, BED_AFTER_SO)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


async def test_what_is_done_on_a_condition_is_no_cancellation() -> None:
    understanding = await understand(ex.make_agent, IF_DELAYED)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice not in (Choice.CANCEL, Choice.GUIDELINE), understanding.decision.describe()


# Round 28 (blind28, blind29; docs/understanding.md "### Round 28"), on phrasings of my own.
# The reference of a thing done asked for, after a refusal or not, or not had yet.
REFERENCE_ASKED = ["i'm not booking anything, i only need the booking reference for the nice trip",
                   "could you give me my confirmation number for the oslo flight",
                   "i still haven't got a booking reference for the oslo flight"]
# Having enough to last; a no answering before what one has; a no closing the turn; not why one rang.
HAVING_ENOUGH = ["nah, we've got inhalers to last us till june", "salbutamol no, we've got plenty of those",
                 "the cream's fine, nah", "no, it wasn't my prescription i called about"]
# Whether one may have it early, on going away.
EARLY_IF_AWAY = "could we get the inhalers early if we're going on holiday in may"
# A service of the place, at its shop said in words.
AT_YOUR_PHARMACY = "can you get your cholesterol checked at your pharmacy"
# A seat on what the agent reserved; a bag more on what the caller made.
ON_WHAT_IS_HELD = ["stick my son in a window seat on the rome flight you reserved", "put another case on the paris booking i made"]
# An exclamation over the thing.
GLAD = "oh brilliant, another inhaler, just what we always wanted"
# Another thing cancelled in the story before "so".
FERRY_CANCELLED = "the ferry got cancelled, so i need a seat on the KL 1002 to amsterdam tomorrow, ann lee"
# Whether it is done, asked in more ways.
DONE_MORE_WAYS = [
    (ex.make_agent, "my wife keeps asking me at work whether the lisbon flight went through", "g2"),  # passed on
    (pharmacy.make_agent, "i'm not after another refill, just checking my dad's inhaler is ready", "g2"),  # only asking
    (ex.make_agent, "sorry i dropped you there, is tom baker sorted for paris or not", "g2"),  # named in two words
    (ex.make_agent, "the rome trip for my dad, it happened or no", "g2"),  # a statement closing on "or no"
    (pharmacy.make_agent, "sorted yet? omar haddad", "g2"),  # the word alone first, then whose
    (pharmacy.make_agent, "i phoned this morning from work about my mum's statins, could i collect them after six", "g2"),
    (pharmacy.make_agent, "my mum's inhaler, could i send my son down for it", "g2"),  # someone sent for it
    (pharmacy.make_agent, "is there any point popping round for my inhaler", "g2"),
    (pharmacy.make_agent, "i put in for the sertraline yesterday, are they waiting for me", "g2"),
    (ex.make_agent, "did my brother get onto the madrid flight okay", "g2"),
    (ex.make_agent, "i want to be sure the one for my sister went through, she's fretting", "g2"),
    (ex.make_agent, "i've not had an email for the berlin trip", "g2"),
    (ex.make_agent, "is that me on the friday flight then", "g2"),
    (ex.make_agent, "my boss wants to know if i'm definitely on the madrid flight", "g2"),  # "definitely" is not matched
]
# The person asked for, in more ways.
PERSON_MORE_WAYS = [
    (pharmacy.make_agent, "i think i took my tablets twice by mistake, who do i speak to", "g4"),  # whom to speak to
    (pharmacy.make_agent, "i'd like a word with whoever's dispensing this morning", "g4"),
    (pharmacy.make_agent, "somebody human, ta", "g4"),  # alone, with thanks
    (pharmacy.make_agent, "this machine keeps mishearing me, please a human", "g4"),  # the machine blamed
    (ex.make_agent, "i'm in the car and i can't do these menus, put me through to a person", "g3"),  # its menu refused
    (pharmacy.make_agent, "we need to ask somebody qualified if the new patches are safe with my inhaler", "g4"),
    (ex.make_agent, "not a machine, a real person please", "g3"),  # the machine refused first
    (ex.make_agent, "we missed our connection and ended up stranded in oslo, i want a manager on the line now", "g3"),  # after a report
    (pharmacy.make_agent, "could i have a word with whichever pharmacist's in today, about my dose", "g4"),
    (ex.make_agent, "i'd feel happier going over it with a living member of staff", "g3"),
    (ex.make_agent, "is anybody human at your end, this line is terrible", "g3"),  # at the agent's end
]

PHRASINGS += [*REFERENCE_ASKED, *HAVING_ENOUGH, EARLY_IF_AWAY, AT_YOUR_PHARMACY, *ON_WHAT_IS_HELD, GLAD, FERRY_CANCELLED,
              *(s for _, s, _ in DONE_MORE_WAYS), *(s for _, s, _ in PERSON_MORE_WAYS)]


@pytest.mark.parametrize("said", REFERENCE_ASKED)
async def test_the_reference_of_a_thing_done_asked_for_is_the_status_check(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


@pytest.mark.parametrize("said", HAVING_ENOUGH)
async def test_having_enough_or_a_no_closing_the_turn_or_not_why_one_rang_refuses(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


@pytest.mark.parametrize(("said", "cue"), [(EARLY_IF_AWAY, PERMISSION), (AT_YOUR_PHARMACY, OFFERED)])
async def test_what_one_may_have_on_going_away_or_at_the_shop_starts_no_refill(said: str, cue: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.cue == cue
    assert chosen(understanding) != "g1", understanding.decision.describe()


@pytest.mark.parametrize("said", ON_WHAT_IS_HELD)
async def test_a_seat_or_a_bag_more_on_what_is_held_books_nothing(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) != "g1", understanding.decision.describe()


async def test_an_exclamation_over_the_thing_starts_no_refill() -> None:
    understanding = await understand(pharmacy.make_agent, GLAD)
    assert understanding.act.remark
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_another_thing_cancelled_in_the_story_before_so_cancels_nothing() -> None:
    understanding = await understand(ex.make_agent, FERRY_CANCELLED)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said", "status"), DONE_MORE_WAYS)
async def test_whether_it_is_done_asked_in_more_ways_is_the_status_check(factory: Callable[[], va.Agent], said: str, status: str) -> None:
    understanding = await understand(factory, said)
    assert chosen(understanding) == status, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said", "handoff"), PERSON_MORE_WAYS)
async def test_the_person_asked_for_in_more_ways_is_handed_over(factory: Callable[[], va.Agent], said: str, handoff: str) -> None:
    understanding = await understand(factory, said)
    assert chosen(understanding) == handoff, understanding.decision.describe()


# Every text embedded alone (docs/understanding.md, round 29), on phrasings of my own.
# Whether one is on it, asked with the words nearer to cancelling than to asking.
STILL_ON_IT = "i keep checking my phone, is tom baker still on the friday flight"
# Asking after what is under way, naming nothing of the agent's.
NEWS_ON_THAT = ["any news on that one", "so any news on that"]
# Two words the agent never uses before its thing: the one next to it says the kind.
WHISKY_ORDER = "i'd like to repeat my last online whisky order"
# The agent's thing in a clause that says when.
BEFORE_I_FLY = "can you book me a blood test before i fly"
# A preposition before the question word.
AT_WHAT_AGE = "at what age can my daughter book a flight on her own"
# Put through to someone of another place: the particle of reaching names no one.
THROUGH_TO_GP = "please put me through to my g p"

PHRASINGS += [STILL_ON_IT, *NEWS_ON_THAT, WHISKY_ORDER, BEFORE_I_FLY, AT_WHAT_AGE, THROUGH_TO_GP]


async def test_whether_one_is_on_it_is_no_cancellation_by_the_contrast() -> None:
    understanding = await understand(ex.make_agent, STILL_ON_IT)
    assert understanding.act.cue == ON_IT
    assert chosen(understanding) == "g2", understanding.decision.describe()


@pytest.mark.parametrize("said", NEWS_ON_THAT)
async def test_asking_after_what_is_under_way_naming_nothing_is_the_engines_own(said: str) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.choice is Choice.INTENT and decision.intent is Intent.STATUS, decision.describe()


async def test_the_word_next_to_the_thing_says_its_kind() -> None:
    decision = (await understand(pharmacy.make_agent, WHISKY_ORDER)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


async def test_the_thing_in_a_clause_of_when_is_not_what_is_asked() -> None:
    decision = (await understand(ex.make_agent, BEFORE_I_FLY)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


async def test_a_question_word_after_a_preposition_asks_and_books_nothing() -> None:
    understanding = await understand(ex.make_agent, AT_WHAT_AGE)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_put_through_to_another_place_hands_over_to_no_one() -> None:
    decision = (await understand(pharmacy.make_agent, THROUGH_TO_GP)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


# Round 30 (blind30; docs/understanding.md "### Round 30"), on phrasings of my own.
# After a no, the person or the thing left where it is.
LEFT_AS_IT_IS = ["nope, your pharmacist can stay put", "no, my repeat's fine as it is"]
# Whether one may, doing without a step.
WITHOUT_A_STEP = "could we get the inhaler without seeing the doctor first"
# A modal's yes/no question closing on its other answer.
COME_OR_NOT = "can i collect my dad's inhaler or not yet"
# After a refusal, the question itself after "just".
JUST_THE_QUESTION = "i'm not after a new prescription, just is my mum's one ready"
# A worry about a mishap said as a preference, then the question.
RATHER_NOT_RISK = "we'd rather not risk a wasted trip, so can you check whether my inhaler is waiting"
# Nothing to be done, said of the doing; no doing it to the caller.
NO_DOING = ["nah, nothing renewing this month", "you're lovely, no putting me through to anyone"]
# Whether the agent put someone named in two words on the thing.
GOT_NAMED_ON = "did you manage to get anna berg on the oslo flight"
# A thing done, its participle before "in", is no one available.
BOOKED_IN = "is rome booked in"
# Wanting, under way, is a word of asking.
WANTING = "i'm wanting a word with the pharmacist"
# Whoever does the work, alone with "please".
WHOEVER_DOES = "whoever advises, please"
# Asking after one of several, named by when.
R30_WHICH_ONE = "any word on the tuesday one"

PHRASINGS += [*LEFT_AS_IT_IS, WITHOUT_A_STEP, COME_OR_NOT, JUST_THE_QUESTION, RATHER_NOT_RISK, *NO_DOING, GOT_NAMED_ON,
              BOOKED_IN, WANTING, WHOEVER_DOES, R30_WHICH_ONE]


@pytest.mark.parametrize("said", LEFT_AS_IT_IS)
async def test_after_a_no_the_thing_or_person_left_as_it_is_refuses(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


async def test_whether_one_may_do_without_a_step_is_a_question_that_orders_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, WITHOUT_A_STEP)
    assert understanding.act.cue == PERMISSION
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_a_modal_closing_on_or_not_yet_asks_and_refuses_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, COME_OR_NOT)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice not in (Choice.DECLINE, Choice.GUIDELINE), understanding.decision.describe()


async def test_the_question_after_just_asks_whether_it_is_ready() -> None:
    understanding = await understand(pharmacy.make_agent, JUST_THE_QUESTION)
    assert chosen(understanding) == "g2", understanding.decision.describe()


def test_a_worry_said_as_a_preference_refuses_nothing() -> None:
    assert classify(RATHER_NOT_RISK).act is not SpeechAct.NEGATION


@pytest.mark.parametrize("said", NO_DOING)
def test_nothing_or_no_said_of_the_doing_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION


async def test_whether_the_agent_got_someone_named_on_it_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, GOT_NAMED_ON)
    assert understanding.act.cue == ON_IT
    assert chosen(understanding) == "g2", understanding.decision.describe()


def test_a_thing_booked_in_is_no_one_available() -> None:
    act = classify(BOOKED_IN)
    assert act.act is SpeechAct.QUESTION and act.cue != AVAILABILITY


def test_wanting_under_way_is_no_remark() -> None:
    assert not classify(WANTING).remark


async def test_whoever_does_the_work_alone_with_please_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, WHOEVER_DOES)) == "g4"


async def test_asking_after_the_one_named_by_when_is_the_status_check() -> None:
    assert chosen(await understand(ex.make_agent, R30_WHICH_ONE)) == "g2"


# Round 31 (blind31 and blind32; docs/understanding.md "### Round 31"), on phrasings of my own.
# One member of the group the caller names, reached for.
ONE_OF_THE_STAFF = "can you connect me with one of the sky air staff please, my bag's gone missing in dublin"
# Someone at the agent's place asked to explain.
SOMEONE_THERE_EXPLAINS = "the new pills look a different shape, could somebody there explain before i start them"
# Before a no of its own, the thing left or skipped; none more of it; nothing to be done; not why one rings.
LEFT_OR_SKIPPED = ["leave his tablets, no, he's got a box at home", "nah, no more of the cream for now", "no, skip the refill this week",
           "nope, nothing to be ordered till after christmas"]
NOT_WHY_CALLING = "no, the bags aren't what i'm calling about"
# What someone else is allowed to do.
ALLOWED_TO_COLLECT = "is my son allowed to pick up my prescription"
# The machine's line refused, a person asked for.
AUTOMATED_LINE = "honestly i don't do these automated services, can i get a real person"
# The thing there or waiting for its owner; someone the caller speaks for on it; rung about, then coming
# for it; whether it can be picked up.
THERE_FOR_ONE = ["the traffic's awful, is my gran's metformin waiting for her", "i'll swing by after work, is the amlodipine there for me",
             "i'm ringing about mrs patel's inhaler, could i pick it up at five",
             "my wife wants to know whether her antibiotics can be collected tomorrow"]
HE_ON_IT_BARE = "my dad keeps texting me about the oslo trip, is he actually on it"
# Whether a person is free, where the asking ends.
ONE_FREE_AT_LAST = ["i want advice on ibuprofen with my inhaler, is there a pharmacist available",
               "i need a hand with my new pen injector, is there a pharmacist free"]

PHRASINGS += [ONE_OF_THE_STAFF, SOMEONE_THERE_EXPLAINS, *LEFT_OR_SKIPPED, NOT_WHY_CALLING, ALLOWED_TO_COLLECT, AUTOMATED_LINE, *THERE_FOR_ONE, HE_ON_IT_BARE,
              *ONE_FREE_AT_LAST]


async def test_one_of_the_named_staff_reached_for_is_handed_over() -> None:
    assert chosen(await understand(ex.make_agent, ONE_OF_THE_STAFF)) == "g3"


async def test_someone_there_asked_to_explain_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, SOMEONE_THERE_EXPLAINS)) == "g4"


@pytest.mark.parametrize("said", LEFT_OR_SKIPPED)
async def test_left_before_a_no_skipped_none_more_or_nothing_to_be_done_declines(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


def test_the_thing_said_not_why_one_calls_refuses() -> None:
    assert classify(NOT_WHY_CALLING).act is SpeechAct.NEGATION


async def test_what_someone_else_is_allowed_to_do_is_no_status_check() -> None:
    understanding = await understand(pharmacy.make_agent, ALLOWED_TO_COLLECT)
    assert understanding.act.cue == PERMISSION
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_the_machines_line_refused_asks_for_a_person() -> None:
    assert chosen(await understand(ex.make_agent, AUTOMATED_LINE)) == "g3"


@pytest.mark.parametrize("said", THERE_FOR_ONE)
async def test_the_thing_there_or_waiting_or_to_be_collected_is_the_status_check(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"


async def test_whether_someone_spoken_for_is_on_it_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, HE_ON_IT_BARE)
    assert understanding.act.cue == ON_IT
    assert chosen(understanding) == "g2", understanding.decision.describe()


@pytest.mark.parametrize("said", ONE_FREE_AT_LAST)
async def test_whether_a_person_is_free_where_the_asking_ends_is_handed_over(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"


# Round 32 (blind33 and blind34; docs/understanding.md "### Round 32"), on phrasings of my own.
# A thing one uses, asked after in the words of asking for someone.
THING_TO_USE = "is there a weighing scale we could use at the counter"
# No call for it, as no need of it.
NO_CALL_FOR = "nah, there's no call for a pharmacist, cheers"
# Something added to the repeat changes what is held.
ADDED_TO_REPEAT = "add a tube of sun cream to my repeat please"
# Connecting to another place, or a number, names no one of the agent's.
CONNECTED_ELSEWHERE = ["connect me to the general hospital's switchboard please", "connect me to two two two please",
                       "connect me to the hospice's main line"]
# After a no: the thing held back, said fine or not the trouble, someone left off.
HELD_OR_FINE = [(pharmacy.make_agent, "no, hold the amoxicillin for now"), (ex.make_agent, "no, the suitcases are fine"),
                (ex.make_agent, "no, the luggage isn't the problem"), (ex.make_agent, "no, leave my brother off the booking")]
# What is wanted after a refusal, in the second part of a clause of the story.
WANTED_AFTER_AND = "i'm not after a refill, my inhaler makes me cough and i need a pharmacist"

PHRASINGS += [THING_TO_USE, NO_CALL_FOR, ADDED_TO_REPEAT, *CONNECTED_ELSEWHERE, *(said for _, said in HELD_OR_FINE), WANTED_AFTER_AND]


async def test_a_thing_one_uses_asked_after_is_a_question() -> None:
    understanding = await understand(pharmacy.make_agent, THING_TO_USE)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_no_call_for_someone_declines() -> None:
    understanding = await understand(pharmacy.make_agent, NO_CALL_FOR)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


async def test_something_added_to_the_repeat_is_a_change_and_orders_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, ADDED_TO_REPEAT)
    assert understanding.act.act is SpeechAct.CHANGE
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


@pytest.mark.parametrize("said", CONNECTED_ELSEWHERE)
async def test_connecting_to_another_place_or_a_number_hands_over_to_no_one(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), HELD_OR_FINE)
async def test_after_a_no_the_thing_held_back_fine_or_left_off_declines(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


async def test_the_person_wanted_after_and_in_the_story_after_a_refusal_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, WANTED_AFTER_AND)) == "g4"


# A rule asked of a kind of thing (whether it holds, what it costs, how long the agent needs): no status check.
RULES_ASKED = ["is a prescription from a private doctor valid here", "what's a prescription item costing this year",
               "how long do you need to get a repeat ready"]
# Whether one is on it, asked after "so" closes the story.
ON_IT_AFTER_SO = "nobody's emailed me so am i on the boston flight or not"
# After a no, nothing done for the time asked about yet.
NOTHING_DONE_YET = "nope, nothing booked for easter yet"

PHRASINGS += [*RULES_ASKED, ON_IT_AFTER_SO, NOTHING_DONE_YET]


@pytest.mark.parametrize("said", RULES_ASKED)
async def test_a_rule_asked_of_a_kind_of_thing_is_no_status_check(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_whether_one_is_on_it_after_so_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, ON_IT_AFTER_SO)
    assert understanding.act.cue == ON_IT
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_after_a_no_nothing_done_yet_declines() -> None:
    understanding = await understand(ex.make_agent, NOTHING_DONE_YET)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


# Someone to ask, one word saying which between them and "I can / could".
SOMEONE_WHICH_TO_ASK = "is there somebody trained i could ask about my nasal spray and my cold tablets"

PHRASINGS += [SOMEONE_WHICH_TO_ASK]


async def test_someone_of_a_kind_one_could_ask_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, SOMEONE_WHICH_TO_ASK)) == "g4"


# Round 33 (blind35 and blind36; docs/understanding.md "### Round 33"), on phrasings of my own.
# The cost asked, whatever opens the turn; a seat said by where one sits, on what the agent booked.
COST_ASKED = [(ex.make_agent, "roughly what would it cost me to get to bristol in june"),
              (pharmacy.make_agent, "approximately what will it cost me for a repeat of my inhaler")]
BY_THE_WINDOW = "could you sit us near the front on the lisbon flight you booked for us"
# A code only the refill takes, and no one asked for: the people in the story, or the machine blamed.
CODE_NO_ONE_ASKED = ["the practice manager said to phone you for my lansoprazole, i've had it for ages, r x six six one two four, rita boyle",
                     "my gp's receptionist said to ring you for my omeprazole, i've been taking it for years, r x four four one two three, sally green",
                     "sorry i'm not much good at this, the robot keeps talking over me, it's the pregabalin i'm after, for me, r x four two two one"
                     " eight, sue platt",
                     "the machine keeps talking over me, it's my inhaler i'm after, for me, r x three three nine one two, gail ross"]
# Where the thing has got to, or its status, asked in so many words.
GOT_TO = [(ex.make_agent, "so where did we get to with my seat to oslo"),
          (pharmacy.make_agent, "where have we got to with my mum's statins")]
STATUS_ON = "status on the eye drops?"
# None of it for a while.
NONE_FOR_A_WHILE = [(pharmacy.make_agent, "nah, no inhaler this week"), (ex.make_agent, "no flights this time thanks")]
# The word of being done alone, asked with "or not" or "yes or no"; waiting for the caller the same.
DONE_OR_NOT_ALONE = [(ex.make_agent, "tom berry, the denver flight, booked or not"),
                     (pharmacy.make_agent, "the sertraline for jo wise, ready, yes or no"),
                     (pharmacy.make_agent, "ivy cole, the inhaler, waiting for me?")]
# Not hearing one another refuses nothing.
MISHEARD = "sorry love, i didn't quite hear you, is my inhaler ready or not"
NOT_HEARD = "i don't think you heard me, i said the klm six four two to oslo on friday, ben ford"

PHRASINGS += [*(said for _, said in COST_ASKED), BY_THE_WINDOW, *CODE_NO_ONE_ASKED, *(said for _, said in GOT_TO), STATUS_ON,
              *(said for _, said in NONE_FOR_A_WHILE), *(said for _, said in DONE_OR_NOT_ALONE), MISHEARD,
              NOT_HEARD]


@pytest.mark.parametrize(("factory", "said"), COST_ASKED)
async def test_the_cost_asked_after_a_hedge_is_a_question(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_where_one_sits_on_what_the_agent_booked_is_a_change_and_books_nothing() -> None:
    understanding = await understand(ex.make_agent, BY_THE_WINDOW)
    assert understanding.act.act is SpeechAct.CHANGE
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


@pytest.mark.parametrize("said", CODE_NO_ONE_ASKED)
async def test_a_code_for_the_refill_with_no_one_asked_for_hands_over_to_no_one(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) != "g4", understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), GOT_TO)
async def test_where_the_thing_has_got_to_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    assert chosen(await understand(factory, said)) == "g2"


async def test_its_status_asked_in_one_word_orders_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, STATUS_ON)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.GUIDELINE or chosen(understanding) == "g2", understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), NONE_FOR_A_WHILE)
async def test_none_of_it_for_a_while_declines(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), DONE_OR_NOT_ALONE)
async def test_the_word_of_being_done_asked_alone_with_or_not_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    assert chosen(await understand(factory, said)) == "g2"


async def test_not_catching_the_agent_refuses_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, MISHEARD)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_the_agent_not_hearing_refuses_nothing_and_the_flight_is_read_back() -> None:
    assert chosen(await understand(ex.make_agent, NOT_HEARD)) == "g1"


# A thing set aside, then what is wanted instead.
SET_ASIDE_THEN_WANTED = "never mind the seat, i want a real person about my lost bag"
# Taking the thing off before the why, or someone off "it"; what the caller is cancelling.
TAKEN_OFF = [(pharmacy.make_agent, "take the inhaler off, we've got plenty"), (ex.make_agent, "my wife's not coming after all, can you take her off it"),
             (ex.make_agent, "we're cancelling the lisbon trip for the kids")]
# The thing disowned as never asked for.
NEVER_ASKED = "i never asked for a refill, who put that through"
# Whom one has reached, checked first.
REACHED_CHECKED = "hello, is that the airline, right, i'd like the klm six four two to oslo on friday, ben ford"
# Making certain, putting one's mind at rest, down for it, waiting asked of a thing.
MAKING_CERTAIN = [(ex.make_agent, "my daughter said to ring and make certain i'm on the lisbon one, ann cole"),
                  (ex.make_agent, "i phoned on monday about rome for my husband, i only want to set my mind at rest that it's all sorted"),
                  (pharmacy.make_agent, "i'm sending my son in later, is dad's inhaler waiting so he can grab it")]
DOWN_FOR_IT = "gran here, nothing in the post about rome, am i down for it"

PHRASINGS += [SET_ASIDE_THEN_WANTED, *(said for _, said in TAKEN_OFF), NEVER_ASKED, REACHED_CHECKED, *(said for _, said in MAKING_CERTAIN),
              DOWN_FOR_IT]


async def test_a_thing_set_aside_then_a_person_wanted_is_handed_over() -> None:
    understanding = await understand(ex.make_agent, SET_ASIDE_THEN_WANTED)
    assert chosen(understanding) == "g3", understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), TAKEN_OFF)
async def test_taking_it_or_someone_off_or_cancelling_it_cancels(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()


async def test_the_thing_never_asked_for_declines() -> None:
    understanding = await understand(pharmacy.make_agent, NEVER_ASKED)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


def test_whom_one_has_reached_checked_first_asks_nothing() -> None:
    assert classify(REACHED_CHECKED).act is SpeechAct.REQUEST


@pytest.mark.parametrize(("factory", "said"), MAKING_CERTAIN)
async def test_making_certain_or_waiting_asked_of_a_thing_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    assert chosen(await understand(factory, said)) == "g2"


def test_down_for_it_asked_after_the_story_is_whether_one_is_on_it() -> None:
    assert classify(DOWN_FOR_IT).cue == ON_IT


# A question on the condition of asking for the thing: not asked for yet, so not done.
ON_ASKING_FIRST = [(ex.make_agent, "if i book through you, do i get a printed ticket in the post"),
                   (pharmacy.make_agent, "if i order my repeat through you, do i get a text when it's in")]

PHRASINGS += [said for _, said in ON_ASKING_FIRST]


@pytest.mark.parametrize(("factory", "said"), ON_ASKING_FIRST)
async def test_a_question_on_the_condition_of_asking_for_it_is_no_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) != "g2", understanding.decision.describe()


# Round 34 (blind37, and the harmful decisions left on blind9, blind13 and blind26; docs/understanding.md
# "### Round 34"), on phrasings of my own.
# The agent's thing said of a thing another service provides: that service's, whatever the scores.
ANOTHERS_THING = [(ex.make_agent, "i need a seat on the tram to the stadium on saturday"),
                  (pharmacy.make_agent, "can i get a refill for my lighter")]
# Someone's thing called off, named in two words, or someone's one.
SOMEONES_CALLED_OFF = [(ex.make_agent, "drop tom baker's lisbon booking, the trip's off"),
                       (pharmacy.make_agent, "stop jean carter's one, she's in hospital")]
NOTHING_FOR_THEM_A_WHILE = "nothing for our gran this week thanks"
# Done, or the other answer said as not done yet.
DONE_OR_PENDING = "the oslo flight for ben ford, booked or still pending"
# Whether one is on it, asked within the sentence.
ON_IT_WITHIN = ["my wife is asking if she's on the tuesday flight to rome", "could you check whether my son is on the friday flight"]
# What someone else may do, asked in the last clause after what is said of them.
MAY_LAST = "my husband uses a walking frame, can he bring it on the plane"
# A name in a clause of its own after a word of kin or next to a code; the name on it.
NAMED_BESIDE = [("it's for my father, john moss, his bisoprolol, r x four four two one nine", "John Moss"),
                ("janet hale, r x one two nine nine four, the amlodipine", "Janet Hale"),
                ("the name's on it as kevin doyle, r x three one one two eight", "Kevin Doyle")]
# Whether anyone is there at a time asks the hours.
THERE_AT_A_TIME = "is there somebody there at the weekend"
# A human asked for after the story, in so many words.
HUMAN_AFTER_STORY = "the taxi never came and now i've missed the check in, i just want a human"

PHRASINGS += [*(said for _, said in ANOTHERS_THING), *(said for _, said in SOMEONES_CALLED_OFF), NOTHING_FOR_THEM_A_WHILE, DONE_OR_PENDING,
              *ON_IT_WITHIN, MAY_LAST, *(said for said, _ in NAMED_BESIDE), THERE_AT_A_TIME, HUMAN_AFTER_STORY]


@pytest.mark.parametrize(("factory", "said"), ANOTHERS_THING)
async def test_the_agents_thing_said_of_another_services_thing_acts_on_nothing(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.choice is Choice.CANNOT, decision.describe()


@pytest.mark.parametrize(("factory", "said"), SOMEONES_CALLED_OFF)
async def test_someones_thing_called_off_cancels(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.choice is Choice.CANCEL, decision.describe()


async def test_nothing_for_someone_for_a_while_declines() -> None:
    decision = (await understand(pharmacy.make_agent, NOTHING_FOR_THEM_A_WHILE)).decision
    assert decision.choice is Choice.DECLINE, decision.describe()


async def test_done_or_still_pending_is_the_status_check() -> None:
    assert chosen(await understand(ex.make_agent, DONE_OR_PENDING)) == "g2"


@pytest.mark.parametrize("said", ON_IT_WITHIN)
async def test_whether_one_is_on_it_asked_within_the_sentence_is_the_status_check(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.cue == ON_IT
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_what_someone_else_may_do_asked_last_is_a_question() -> None:
    understanding = await understand(ex.make_agent, MAY_LAST)
    assert understanding.act.cue == PERMISSION
    assert chosen(understanding) == "g5", understanding.decision.describe()


@pytest.mark.parametrize(("said", "name"), NAMED_BESIDE)
async def test_a_name_beside_a_word_of_kin_or_a_code_is_the_patients_and_the_refill_is_read_back(said: str, name: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.slots.get("patient_name") == name
    assert chosen(understanding) == "g1", understanding.decision.describe()


async def test_whether_anyone_is_there_at_a_time_asks_the_hours() -> None:
    understanding = await understand(pharmacy.make_agent, THERE_AT_A_TIME)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g3", understanding.decision.describe()


async def test_a_human_asked_for_after_the_story_is_handed_over() -> None:
    assert chosen(await understand(ex.make_agent, HUMAN_AFTER_STORY)) == "g3"


# Round 35 (blind38; docs/understanding.md "### Round 35"), on phrasings of my own.
# A refusal to repeat oneself to the machine refuses none of the agent's things, and the person asked after it is handed over.
MACHINE_REPEATED = ["we're not repeating the booking code to a machine again, put us through to someone",
                    "i'm not reading my details out to a computer any more, get me one of your people"]
# A "didn't" with no verb of its own ("... and i didn't, ...") says what did not happen, and refuses nothing.
DIDNT_ELIDED = "my case got put on the wrong plane and i didn't, i need a real person to sort this"

# The caller starts over, the opening cut off and said again: what came before is no part of the ask.
STARTED_OVER = "can you, sorry, the taxi's here, can you get me on the b a two one to rome friday, ann cole"
TWO_ASKED = "can you get me a taxi, can you book the dentist too"

PHRASINGS += [*MACHINE_REPEATED, DIDNT_ELIDED, STARTED_OVER, TWO_ASKED]


@pytest.mark.parametrize("said", MACHINE_REPEATED)
async def test_refusing_to_repeat_oneself_to_the_machine_is_handed_over(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is not SpeechAct.NEGATION, understanding.act
    assert chosen(understanding) == "g3", understanding.decision.describe()


async def test_a_didnt_with_no_verb_of_its_own_refuses_nothing() -> None:
    understanding = await understand(ex.make_agent, DIDNT_ELIDED)
    assert understanding.act.act is not SpeechAct.NEGATION, understanding.act
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert classify("no, i didn't want a seat").act is SpeechAct.NEGATION


async def test_a_turn_started_over_is_read_from_the_second_start() -> None:
    assert chosen(await understand(ex.make_agent, STARTED_OVER)) == "g1"
    decision = (await understand(ex.make_agent, TWO_ASKED)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


# Round 36 (blind39; docs/understanding.md "### Round 36"), on phrasings of my own.
# The caller, booked already, put onto another flight; or something wanted where one is, for a flight held: a change.
MOVED_WHEN_BOOKED = ["can you get us onto the same flight as our daughter, we're booked on the morning one",
                     "my mum needs a wheelchair at the airport for the trip she's already booked on"]
# A question joined to the story by "but" asks whether it is done.
BUT_WILL_IT_BE = "i hate to chase, but will my husband's inhaler be ready by friday"
# How the caller is at a thing ("i'm hopeless at ...") is no name, so nothing is given for the refill.
HOPELESS_AT = "i'm hopeless at keeping track of my tablets"
# A mishap not wanted again refuses nothing of the agent's.
NOT_AGAIN = [("p", "when do you close on saturdays, i don't want another wasted trip", "g3"),
             ("a", "what's the weight limit for hold bags, i don't want a repeat of last summer", "g5")]
# Things that do not match, said of them: no one refuses anything.
DONT_MATCH = "the times on my confirmation don't match the app, can i talk to a person"
# No interest in it, the agent asked not to, a thing left out of it: refusals.
NO_INTEREST = [("p", "i've no interest in a refill today"), ("a", "i'd rather you didn't book anything yet"),
               ("p", "no, leave the inhaler out of it")]
# "a scrap of paperwork" calls nothing off; whether someone is on it is asked.
A_SCRAP = "there's not a scrap of paperwork at home, is my husband on the friday flight"
# Someone's thing taken off, the why said of them.
TAKEN_OFF_FOR_THEM = "take my dad's amlodipine order off, he's been given a new one"
# Whether someone named is on it, or one cannot tell whether it went through: the status check.
ON_IT_OR_WENT_THROUGH = ["he says he booked the lisbon flight, can you check whether sam walsh is on it",
                         "i can't tell from the email whether it went through, the berlin one"]
# Someone's thing, named by a word no guideline uses, there now, after the story.
THERE_NOW = "they told me at lunch it hadn't come, is sam cole's lisinopril there now"
# A pharmacist on, who could help, after a story of symptoms: handed over, never a refill.
ON_WHO_COULD = "my eyes have gone puffy since the new cream, is there a pharmacist on who could look"
SEAT_THERE = "i need to fly to rome tomorrow, is there a seat available"  # a thing there is asked for, not a person
# Whom to ask, asked last after the story.
WHO_TO_ASK = "i took my evening tablet twice by mistake, who should i ask"
# A person asked for where a guideline that only tells lies nearest.
STAFF_OVER_STATUS = "the app lost my booking again and this needs a proper member of staff, put me through"
# Whether one may, on a condition about one's name.
NAME_MISSPELT = "can i still board if my surname is misspelt on the ticket"
# Whether the place is open, asked after the story.
EVER_OPEN = "i drove all the way over on saturday and the place was shut, are you ever open at weekends"
# The held thing brought rather than collected: a change.
POSTED = "could you post me the tablets i ordered last week, my car's broken"
# Not going back to a place refuses nothing; the move asked is a change.
NOT_GOING_BACK = "can you move my prescription to the branch on the high street, i'm not going back to that one"
# Whoever is above the agent is the agent's own.
ABOVE_YOU = "honestly the last two calls were useless, i'd like it taken to whoever is above you"

PHRASINGS += [*MOVED_WHEN_BOOKED, BUT_WILL_IT_BE, HOPELESS_AT, *(t for _, t, _ in NOT_AGAIN), DONT_MATCH, *(t for _, t in NO_INTEREST),
              A_SCRAP, TAKEN_OFF_FOR_THEM, *ON_IT_OR_WENT_THROUGH, THERE_NOW, ON_WHO_COULD, SEAT_THERE, WHO_TO_ASK, STAFF_OVER_STATUS,
              NAME_MISSPELT, EVER_OPEN, POSTED, NOT_GOING_BACK, ABOVE_YOU]
_AGENTS: dict[str, Callable[[], va.Agent]] = {"a": ex.make_agent, "p": pharmacy.make_agent}


@pytest.mark.parametrize("said", MOVED_WHEN_BOOKED)
async def test_a_move_or_an_addition_for_a_flight_already_held_books_nothing(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_a_question_joined_to_the_story_by_but_is_the_status_check() -> None:
    assert chosen(await understand(pharmacy.make_agent, BUT_WILL_IT_BE)) == "g2"


async def test_how_one_is_at_a_thing_is_no_name_and_orders_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, HOPELESS_AT)
    assert "patient_name" not in understanding.slots
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


@pytest.mark.parametrize(("agent", "said", "answer"), NOT_AGAIN)
async def test_a_mishap_not_wanted_again_refuses_nothing(agent: str, said: str, answer: str) -> None:
    assert chosen(await understand(_AGENTS[agent], said)) == answer


async def test_things_that_do_not_match_refuse_nothing() -> None:
    assert chosen(await understand(ex.make_agent, DONT_MATCH)) == "g3"


@pytest.mark.parametrize(("agent", "said"), NO_INTEREST)
async def test_no_interest_the_agent_asked_not_to_or_a_thing_left_out_declines(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.DECLINE


async def test_a_scrap_of_paper_calls_nothing_off() -> None:
    assert chosen(await understand(ex.make_agent, A_SCRAP)) == "g2"


async def test_someones_thing_taken_off_with_the_why_said_of_them_cancels() -> None:
    assert (await understand(pharmacy.make_agent, TAKEN_OFF_FOR_THEM)).decision.choice is Choice.CANCEL


@pytest.mark.parametrize("said", ON_IT_OR_WENT_THROUGH)
async def test_whether_someone_named_is_on_it_or_it_went_through_is_the_status_check(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g2"


async def test_someones_thing_there_now_after_the_story_is_the_status_check() -> None:
    assert chosen(await understand(pharmacy.make_agent, THERE_NOW)) == "g2"


async def test_a_pharmacist_on_who_could_help_is_handed_over_and_orders_nothing() -> None:
    assert chosen(await understand(pharmacy.make_agent, ON_WHO_COULD)) == "g4"
    assert chosen(await understand(ex.make_agent, SEAT_THERE)) == "g1"


async def test_whom_to_ask_asked_after_the_story_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, WHO_TO_ASK)) == "g4"


async def test_a_person_asked_for_over_a_guideline_that_only_tells_is_handed_over() -> None:
    assert chosen(await understand(ex.make_agent, STAFF_OVER_STATUS)) == "g3"


async def test_whether_one_may_on_a_condition_about_ones_name_is_a_question() -> None:
    understanding = await understand(ex.make_agent, NAME_MISSPELT)
    assert understanding.act.cue == PERMISSION
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


def test_whether_the_place_is_open_asked_after_the_story_is_a_question() -> None:
    assert classify(EVER_OPEN).act is SpeechAct.QUESTION


async def test_the_held_thing_posted_is_a_change_and_orders_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, POSTED)
    assert understanding.act.act is SpeechAct.CHANGE
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


def test_not_going_back_to_a_place_refuses_nothing() -> None:
    assert classify(NOT_GOING_BACK).act is SpeechAct.CHANGE


async def test_whoever_is_above_the_agent_is_handed_over() -> None:
    assert chosen(await understand(ex.make_agent, ABOVE_YOU)) == "g3"


# Round 37 (blind40 and blind42; docs/understanding.md "### Round 37"), on phrasings of my own.
# A turn a dropping signal cut into fragments ("my. rome flight. is it. done."): one question whether it is done.
CUT_BY_THE_SIGNAL = "Sorry. You were booking my. Rome flight. Is it. Done."
# Something put on someone else's existing booking, or the held thing sent to another place of its kind: a change.
HELD_CHANGED = [("a", "put my son's passport number on his existing booking"),
                ("p", "the order for my mum, send it to a different chemist near her flat")]
# Calling off in the word another first language carries over ("annulate", "storno").
CARRIED_OVER_CANCELS = [("a", "storno the madrid booking please"), ("p", "my ramipril order, i want to annulate it")]
# Not necessary, said of the thing; the thing and then "not" in a clause of its own: refusals.
NOT_NECESSARY = [("a", "no, a person is not necessary, thanks"), ("p", "the ventolin not, there is a box at home")]
# A question in a statement's word order, closing with a question mark: whether one can, never an action.
STATED_QUESTIONS = [("a", "with a student visa i can book a one way ticket?", ""),
                    ("p", "my prescription from the doctor, i can come tomorrow to get it?", "g2")]
# "is possible to book ..." asks for it, as "is it possible to" does.
IS_POSSIBLE_TO = "hello, is possible to book the lufthansa nine zero two to munich on monday, for jan kowalski"
# How new one is to it, said of oneself: a remark that hands over to no one.
FIRST_TIME = "this is my first time calling a chemist robot"
# The agent's thing "of" another service's, or done to by another service: not the agent's to act on.
ANOTHERS = [("a", "i want the reservation of a rental car for friday"),
            ("p", "could you translate my prescription into spanish for my trip")]

# Whether it is done, in an order carried over ("..., is done?", "..., is ready the ... of ...?"), or passed on
# ("my wife ask me if ...", "ringing for know if ..."): the status check.
DONE_CARRIED_OVER = ["the blood pressure tablets of my husband, is done?", "i'm outside now, is ready the lisinopril of peter hall?",
                     "my wife ask me if her cream is ready", "i am ringing for know if the tablets of my father are ready"]
# "hands free" is how one is on the line, not a price.
HANDS_FREE = "did the rome flight get booked alright, i'm on hands free"

# No question for the thing, or the thing one knows already: refusals, not the guideline that tells it.
NO_QUESTION = [("a", "no, no questions for the baggage, thanks"), ("p", "no, the opening times i know already")]
# "is possible that <someone> ..." asks what someone else may do; "is it necessary to ..." asks a rule.
POSSIBLE_THAT = "is possible that my daughter fly alone at fifteen?"
NECESSARY_TO = "is it necessary to bring the old box when collecting tablets?"

PHRASINGS += [*(t for _, t in NO_QUESTION), POSSIBLE_THAT, NECESSARY_TO, *DONE_CARRIED_OVER, HANDS_FREE, CUT_BY_THE_SIGNAL, *(t for _, t in HELD_CHANGED), *(t for _, t in CARRIED_OVER_CANCELS), *(t for _, t in NOT_NECESSARY),
              *(t for _, t, _ in STATED_QUESTIONS), IS_POSSIBLE_TO, FIRST_TIME, *(t for _, t in ANOTHERS)]


async def test_a_question_cut_into_fragments_by_the_signal_is_the_status_check() -> None:
    assert chosen(await understand(ex.make_agent, CUT_BY_THE_SIGNAL)) == "g2"


@pytest.mark.parametrize(("agent", "said"), HELD_CHANGED)
async def test_something_put_on_someones_held_booking_or_sent_elsewhere_is_a_change(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.CHANGE
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


@pytest.mark.parametrize(("agent", "said"), CARRIED_OVER_CANCELS)
async def test_calling_off_in_a_word_carried_over_from_another_language_cancels(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.CANCEL


@pytest.mark.parametrize(("agent", "said"), NOT_NECESSARY)
async def test_the_thing_not_necessary_or_the_thing_then_not_declines(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.DECLINE


@pytest.mark.parametrize(("agent", "said", "answer"), STATED_QUESTIONS)
async def test_a_question_in_a_statements_word_order_acts_on_nothing(agent: str, said: str, answer: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.QUESTION
    if answer:
        assert chosen(understanding) == answer
    else:
        assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_is_possible_to_book_asks_for_the_booking() -> None:
    assert chosen(await understand(ex.make_agent, IS_POSSIBLE_TO)) == "g1"


async def test_ones_first_time_said_of_oneself_hands_over_to_no_one() -> None:
    understanding = await understand(pharmacy.make_agent, FIRST_TIME)
    assert understanding.act.remark
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


@pytest.mark.parametrize(("agent", "said"), ANOTHERS)
async def test_the_agents_thing_of_or_done_to_by_another_service_acts_on_nothing(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.CANNOT


@pytest.mark.parametrize("said", DONE_CARRIED_OVER)
async def test_whether_it_is_done_asked_in_an_order_carried_over_or_passed_on_is_the_status_check(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2"


async def test_hands_free_asks_no_price() -> None:
    assert chosen(await understand(ex.make_agent, HANDS_FREE)) == "g2"


@pytest.mark.parametrize(("agent", "said"), NO_QUESTION)
async def test_no_question_for_the_thing_or_the_thing_known_already_declines(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.DECLINE


async def test_whether_someone_else_may_or_one_must_is_no_status_check() -> None:
    assert (await understand(ex.make_agent, POSSIBLE_THAT)).act.cue == PERMISSION
    decision = (await understand(pharmacy.make_agent, NECESSARY_TO)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


# Round 38 (blind41: regulars in shorthand).
# No thing for someone the caller speaks for, named in up to three words, a while closing it: a refusal.
R38_NO_THING_FOR_SOMEONE = "no refill for bed twelve this week"
# Closing on mock delight ("my favourite", "lucky me") after praise opening the turn: irony, a remark that acts on nothing.
MOCK_DELIGHT = "oh great, three more days waiting for tablets, my favourite"
# What one of the people may do for anyone, on a condition ("on behalf of a ...", "without their ..."): a rule asked.
ON_BEHALF = "can an agent sell a seat on behalf of someone without their passport"
# Someone asked to check things against each other: a person's work, no refill.
CHECKED_AGAINST = "the hospital sent new tablets for my dad, could someone check them against his old ones"
# After a no: someone's left off what is held, the information had already, no thing to ask about; someone not travelling.
R38_REFUSALS = [("p", "no, leave grandad's off the weekly order"), ("p", "no, we've got your hours already"),
                ("a", "nope, no suitcases to ask about"), ("a", "no, he's not travelling with you after all")]
# Someone taken off the held thing by a name in two words: a cancellation.
TWO_WORD_NAME_OFF = "take maria lopez off the friday booking, she has the flu"
# "just chasing ...", after a refusal or alone: asking after what is under way, the status check.
CHASING = "i'm not putting in another order, just chasing my husband's inhaler"

PHRASINGS += [R38_NO_THING_FOR_SOMEONE, MOCK_DELIGHT, ON_BEHALF, CHECKED_AGAINST, *(t for _, t in R38_REFUSALS), TWO_WORD_NAME_OFF, CHASING]


async def test_no_thing_for_someone_named_this_week_declines() -> None:
    assert (await understand(pharmacy.make_agent, R38_NO_THING_FOR_SOMEONE)).decision.choice is Choice.DECLINE


async def test_mock_delight_closing_the_turn_is_a_remark_that_orders_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, MOCK_DELIGHT)
    assert understanding.act.remark
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_what_an_agent_may_do_for_anyone_on_a_condition_hands_over_to_no_one() -> None:
    decision = (await understand(ex.make_agent, ON_BEHALF)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


async def test_someone_asked_to_check_things_against_each_other_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, CHECKED_AGAINST)) == "g4"


@pytest.mark.parametrize(("agent", "said"), R38_REFUSALS)
async def test_someones_left_off_the_thing_known_nothing_to_ask_or_someone_not_travelling_declines(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.DECLINE


async def test_someone_named_in_two_words_taken_off_cancels() -> None:
    assert (await understand(ex.make_agent, TWO_WORD_NAME_OFF)).decision.choice is Choice.CANCEL


async def test_just_chasing_after_a_refusal_is_the_status_check() -> None:
    assert chosen(await understand(pharmacy.make_agent, CHASING)) == "g2"

# The last moment a kind of thing is done by, or what the agent has in stock: a rule or the stock, not whether one's own is done.
DEADLINE_OR_STOCK = ["what's the deadline for ordering repeats before the bank holiday", "are you still out of the hrt patches"]
# The thing described as cancelled already, in a clause about it: made again, not called off.
CANCELLED_ALREADY = "rebook my connection that got cancelled"
# Someone, by title and name, gone through on the thing: the status check.
GONE_THROUGH_ON = "did mr patel get through on the 6pm to rome"

PHRASINGS += [*DEADLINE_OR_STOCK, CANCELLED_ALREADY, GONE_THROUGH_ON]


@pytest.mark.parametrize("said", DEADLINE_OR_STOCK)
async def test_a_deadline_or_the_stock_asked_is_no_status_check(said: str) -> None:
    decision = (await understand(pharmacy.make_agent, said)).decision
    assert decision.choice is Choice.CANNOT, decision.describe()


def test_the_thing_described_as_cancelled_already_is_not_called_off() -> None:
    assert classify(CANCELLED_ALREADY).act is SpeechAct.CHANGE


async def test_someone_gone_through_on_the_thing_is_the_status_check() -> None:
    assert chosen(await understand(ex.make_agent, GONE_THROUGH_ON)) == "g2"

# The trade's "kill" or "pull", opening the turn on the thing or someone's: a cancellation (not "pull up", "kill the pain").
KILLED = [("a", "kill the 6pm for mr patel, he's off sick"), ("p", "pull nora's dosette boxes, she's in respite this fortnight")]
# "solid" said of the thing: whether it is done.
SOLID = "my boss is asking if her paris seat is solid, is it"
# "anything back on ...": an answer come back asked after, the status check.
ANYTHING_BACK = "anything back on the dublin flight for tom hill"

PHRASINGS += [*(t for _, t in KILLED), SOLID, ANYTHING_BACK]


@pytest.mark.parametrize(("agent", "said"), KILLED)
async def test_the_trades_kill_or_pull_opening_the_turn_cancels(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.CANCEL


async def test_whether_the_thing_is_solid_is_the_status_check() -> None:
    assert chosen(await understand(ex.make_agent, SOLID)) == "g2"


async def test_anything_back_on_the_thing_is_the_status_check() -> None:
    assert chosen(await understand(ex.make_agent, ANYTHING_BACK)) == "g2"


# Round 39 (blind45: an ordinary autumn week; blind47: callers who change course).
# A plan given up ("I was going to ... but"): what follows "but" is what is asked, the plan no part of it.
GIVEN_UP = [("g1", "we were going to ask for a human but, you know what, book us on the ib three one to madrid on monday, leo marsh"),
            ("g2", "i was going to ask for a human but never mind, is the oslo seat for ann berg booked")]
# A clause broken off where no clause ends ("cancel my,"), then taken back ("no, sorry, I mean", "actually never mind
# asking"), or a word said then "no, not" it: the words meant are what is asked.
RETAKEN = [("a", "cancel my, no, sorry, i mean check on my booking to oslo for ann berg", "g2"),
           ("p", "put me through to the, actually never mind asking, just renew my ramipril, r x 5 5 1 2 0", "g1"),
           ("a", "cancel, no, not cancel really, can you move my booking to thursday", None)]
# ... the thing meant said alone goes where the broken clause stopped: the thing not meant is not matched.
RETAKEN_THING = "can you refill my, no, not the inhaler, the sertraline, r x 3 3 2 1 8"
# A thing named alone, then the one not meant in a clause of its own: the one not meant is left out.
NOT_MEANT = "i want to reserve, um, the train, not the flight, the train to glasgow"
# Someone left off by kin alone, or the thing left after a hesitation and a no: a refusal.
LEFT_OFF = [("a", "er, no, leave grandad off the booking"), ("p", "hmm, no, leave the eye drops, there's half a bottle left")]
# A person asked for alone with "please", in a clause of its own: the handoff.
R39_PERSON_ALONE = "a real person please, it's about my bags"
# The agent's thing fetched from another trade ("from the vet"): that trade's thing.
FROM_A_TRADE = "can you renew my repeat from the vet for rex"
# Someone's thing named alone, then a yes/no question about it: a question.
TOPIC_ASKED = "grandad's trip to spain, does he need a visa"
# Anyone acting on the caller's behalf: what someone else may do.
ON_MY_BEHALF = "can somebody pick up my prescription on my behalf"

PHRASINGS += [*(t for _, t in GIVEN_UP), *(t for _, t, _ in RETAKEN), RETAKEN_THING, NOT_MEANT, *(t for _, t in LEFT_OFF), R39_PERSON_ALONE,
              FROM_A_TRADE, TOPIC_ASKED, ON_MY_BEHALF]


@pytest.mark.parametrize(("wanted", "said"), GIVEN_UP)
async def test_a_plan_given_up_is_no_part_of_what_is_asked(wanted: str, said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == wanted


@pytest.mark.parametrize(("agent", "said", "wanted"), RETAKEN)
async def test_a_clause_broken_off_and_taken_back_is_read_from_the_words_meant(agent: str, said: str, wanted: str | None) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert chosen(understanding) == wanted, understanding.decision.describe()
    if wanted is None:
        assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()


async def test_the_thing_meant_goes_where_the_broken_clause_stopped() -> None:
    understanding = await understand(pharmacy.make_agent, RETAKEN_THING)
    assert "inhaler" not in understanding.query and understanding.query.startswith("can you refill the medicines")
    assert chosen(understanding) == "g1"


async def test_the_thing_said_not_meant_after_the_one_meant_is_left_out() -> None:
    decision = (await understand(ex.make_agent, NOT_MEANT)).decision
    assert decision.choice is Choice.CANNOT, decision.describe()


@pytest.mark.parametrize(("agent", "said"), LEFT_OFF)
async def test_someone_left_off_by_kin_or_the_thing_left_after_a_hesitation_declines(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.DECLINE


async def test_a_person_asked_for_alone_with_please_is_handed_over() -> None:
    assert chosen(await understand(ex.make_agent, R39_PERSON_ALONE)) == "g3"


async def test_the_agents_thing_fetched_from_another_trade_acts_on_nothing() -> None:
    decision = (await understand(pharmacy.make_agent, FROM_A_TRADE)).decision
    assert decision.choice is Choice.CANNOT, decision.describe()


def test_someones_thing_then_a_yes_no_question_about_it_asks() -> None:
    assert classify(TOPIC_ASKED).act is SpeechAct.QUESTION


async def test_anyone_acting_on_ones_behalf_asks_what_is_allowed() -> None:
    assert classify(ON_MY_BEHALF).cue == PERMISSION
    assert chosen(await understand(pharmacy.make_agent, ON_MY_BEHALF)) is None

# What one was not after, not on about, not for one: a refusal; "no really" insists and refuses nothing.
NOT_AFTER = [("p", "no, we weren't after a repeat"), ("p", "nope, that's not for us thanks"),
             ("p", "no, it wasn't the opening hours i was asking about")]
NO_REALLY = "cheers, no really, that's been a big help"
# A "didn't" with no verb of its own, then "so" and what is asked: the story, no refusal.
DIDNT_SO = "I'd planned to reorder on monday but I didn't, so the amlodipine please, r x 4 4 2 1 9"
# After a refusal, only calling to check whether the thing is waiting for someone: the status check.
ONLY_CALLING = "i'm not after a refill, only calling to check whether my dad's warfarin is waiting for him"
# A question asked whole, then "never mind that": what follows is what is asked.
QUESTION_TAKEN_BACK = "do you deliver, oh, never mind that, can you just renew my ramipril, r x 2 2 4 1 7"
# Whether it is done, the thing first and the verb left out, or the word then "not" it.
DONE_NOT_DONE = ["the antibiotics ready or not ah", "the inhaler, done, not done?"]
# "cancelled" said of the thing as what kind it is ("my cancelled booking"): nothing is called off.
CANCELLED_KIND = "can i talk to someone about the refund for my cancelled booking"
# What happens to a thing if it is cancelled: a cancelling as a condition.
HAPPENS_TO = "what happens to our seats if the airline cancels the flight"

PHRASINGS += [*(t for _, t in NOT_AFTER), NO_REALLY, DIDNT_SO, ONLY_CALLING, QUESTION_TAKEN_BACK, *DONE_NOT_DONE, CANCELLED_KIND,
              HAPPENS_TO]


@pytest.mark.parametrize(("agent", "said"), NOT_AFTER)
async def test_what_one_was_not_after_or_not_for_one_declines(agent: str, said: str) -> None:
    assert (await understand(_AGENTS[agent], said)).decision.choice is Choice.DECLINE


async def test_no_really_refuses_nothing() -> None:
    assert (await understand(pharmacy.make_agent, NO_REALLY)).act.act is not SpeechAct.NEGATION


async def test_a_didnt_then_so_and_the_thing_asks_for_it() -> None:
    assert chosen(await understand(pharmacy.make_agent, DIDNT_SO)) == "g1"


async def test_only_calling_to_check_whether_it_is_waiting_is_the_status_check() -> None:
    assert chosen(await understand(pharmacy.make_agent, ONLY_CALLING)) == "g2"


async def test_a_question_taken_back_by_never_mind_that_is_no_cancellation() -> None:
    assert chosen(await understand(pharmacy.make_agent, QUESTION_TAKEN_BACK)) == "g1"


@pytest.mark.parametrize("said", DONE_NOT_DONE)
async def test_whether_it_is_done_the_thing_first_or_the_word_then_not_it_is_the_status_check(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"


async def test_cancelled_said_of_the_things_kind_calls_nothing_off() -> None:
    assert chosen(await understand(ex.make_agent, CANCELLED_KIND)) == "g3"


def test_what_happens_to_a_thing_if_it_is_cancelled_is_a_question() -> None:
    assert classify(HAPPENS_TO).act is SpeechAct.QUESTION and classify(HAPPENS_TO).cue == CANCELLED_IF_CUE

# A person reached "instead": the person is asked for, nothing held is changed.
REACHED_INSTEAD = "my mum finds the dosing confusing, can i talk to the pharmacist instead"
# The clause before said again the other way, its verb left out ("no, actually i won't", "well, i do"): taken back.
SAID_OTHER_WAY = [("g4", "i'll do it online, no, actually i won't, get me a pharmacist please"),
                  ("g1", "i don't want a refill, well, i do, i've run out, the sertraline, r x 5 5 2 1 0")]
# A thing set aside, then when ("right now") and the wanting: what is wanted instead.
RIGHT_NOW_INSTEAD = "never mind the seat, i'll sort it another day, right now i need to speak to a manager about my lost case"

PHRASINGS += [REACHED_INSTEAD, *(t for _, t in SAID_OTHER_WAY), RIGHT_NOW_INSTEAD]


async def test_a_person_reached_instead_is_handed_over() -> None:
    assert chosen(await understand(pharmacy.make_agent, REACHED_INSTEAD)) == "g4"


@pytest.mark.parametrize(("wanted", "said"), SAID_OTHER_WAY)
async def test_the_clause_before_said_again_the_other_way_is_taken_back(wanted: str, said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == wanted


async def test_a_thing_set_aside_then_right_now_the_wanting_is_what_is_wanted() -> None:
    assert chosen(await understand(ex.make_agent, RIGHT_NOW_INSTEAD)) == "g3"

# Until when one may do a thing ("how late can we cancel"), asked after a word taken back: a rule, nothing called off.
HOW_LATE = "how long, sorry, how late can we cancel and still get a refund"
# Where the thing is up to, after the story: the status check.
UP_TO = "i put the order in tuesday, so where's my mum's blood pressure stuff up to"
# A question's opening and its subject alone ("are my patches,"), then taken back: the question meant is read.
OPENING_TAKEN_BACK = "are my patches, oh, no, i mean, are the cheap ones as good as the brand"

PHRASINGS += [HOW_LATE, UP_TO, OPENING_TAKEN_BACK]


async def test_how_late_one_may_cancel_is_a_question_not_a_cancellation() -> None:
    understanding = await understand(ex.make_agent, HOW_LATE)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()


async def test_where_the_thing_is_up_to_after_the_story_is_the_status_check() -> None:
    assert chosen(await understand(pharmacy.make_agent, UP_TO)) == "g2"


async def test_a_questions_opening_and_subject_alone_taken_back_is_read_from_the_question_meant() -> None:
    assert (await understand(pharmacy.make_agent, OPENING_TAKEN_BACK)).query.startswith("are the cheap ones")

# "anything on ...": news of the thing asked after, the "back" left out.
ANYTHING_ON = "anything on my manchester booking"
# What was being looked for, found ("where's the, here it is, ..."): the question taken back, the request after read.
FOUND_IT = "wait, where's the, here it is, r x 6 6 2 0 1, my ramipril, can you renew it"

PHRASINGS += [ANYTHING_ON, FOUND_IT]


async def test_anything_on_the_thing_is_the_status_check() -> None:
    assert chosen(await understand(ex.make_agent, ANYTHING_ON)) == "g2"


async def test_a_question_broken_off_when_the_thing_is_found_is_taken_back() -> None:
    assert chosen(await understand(pharmacy.make_agent, FOUND_IT)) == "g1"

# "don't <verb> ..." opening a clause of its own after "hold it": the agent told not to do it.
TOLD_NOT = "hold it, don't send the refill off, my daughter's collecting some"

PHRASINGS += [TOLD_NOT]


async def test_dont_opening_a_clause_after_hold_it_declines() -> None:
    assert (await understand(pharmacy.make_agent, TOLD_NOT)).decision.choice is Choice.DECLINE

# A clause broken off, a pause ("well", "oh"), then the clause going on: read as one, nothing taken back.
PAUSED = ["can you get me a seat to, well, madrid on friday, sam cole", "could i have a seat on the, sorry, evening flight to rome on friday, sam cole"]

PHRASINGS += PAUSED


@pytest.mark.parametrize("said", PAUSED)
async def test_a_pause_after_a_broken_clause_takes_nothing_back(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.query.split()[:4] in (["can", "you", "get", "me"], ["could", "i", "have", "a"]), understanding.query
    assert "well" not in understanding.query.split() and "sorry" not in understanding.query.split()
    assert chosen(understanding) == "g1"

# The story, then the agent asked to see or check whether it is so: a question, not a report.
SEE_IF_AFTER_STORY = "we did the madrid one yesterday i think, did we? can you see if tom's definitely booked on it"

PHRASINGS += [SEE_IF_AFTER_STORY]


async def test_asked_to_see_whether_after_the_story_is_a_question_the_status_check_answers() -> None:
    understanding = await understand(ex.make_agent, SEE_IF_AFTER_STORY)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2"


# Round 40 (blind46: an ordinary winter week; blind51: callers who give a lot at once or very little).
# Someone else's thing changed or moved, as one's own: a change, not a booking.
SOMEONES_CHANGED = ["could you switch priya's dublin booking to the monday", "please move their seats to the afternoon"]
# Anything put on a booking, a reservation or a ticket named as held: a change of it.
PUT_ON_NAMED = ["stick my loyalty card number on the lisbon booking", "put the wheelchair note on dad's reservation"]
# A later or an earlier one the same day: later or earlier than the one held.
SAME_DAY = ["an earlier one, same day if you can", "same date, later plane please"]
# A year after a word of time is a date, not a code read out: the clause after it is no name.
SINCE_A_YEAR = "been a customer since 2009, brilliant cabin crew"
# "don't forget" the thing: a reminder to keep it, no cancellation.
NOT_FORGOTTEN = ["book it please, and don't forget the window seat", "renew my repeat, r x 4 4 0 1 2, and do not forget the cream"]

PHRASINGS += [*SOMEONES_CHANGED, *PUT_ON_NAMED, *SAME_DAY, SINCE_A_YEAR, *NOT_FORGOTTEN]


@pytest.mark.parametrize("said", [*SOMEONES_CHANGED, *PUT_ON_NAMED, *SAME_DAY])
async def test_someones_thing_moved_a_thing_put_on_what_is_held_or_a_later_one_the_same_day_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


def test_a_year_after_a_word_of_time_is_no_code_before_a_name() -> None:
    assert person_name()(SINCE_A_YEAR) is None


@pytest.mark.parametrize("said", NOT_FORGOTTEN)
def test_dont_forget_the_thing_is_no_cancellation(said: str) -> None:
    assert classify(said).act is not SpeechAct.CANCEL, classify(said)

# Another service's thing named first, then asked for by "that" or "it" alone: that service's.
NAMED_THEN_ASKED = ["the bus from the terminal to the town centre, could you book that as well, the flights are all sorted"]
# A transfer from a place is a ride, another service's: no one is put through.
A_RIDE = ["can we have a transfer from the port to our hotel", "we need a transfer from the port to the hotel on friday"]

PHRASINGS += [*NAMED_THEN_ASKED, *A_RIDE]


@pytest.mark.parametrize("said", [*NAMED_THEN_ASKED, *A_RIDE])
async def test_another_services_thing_named_then_asked_for_or_a_transfer_from_a_place_is_cannot(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# Refusals after a no: still having some ("nah i've ..."), "you're alright", "no i don't" in full, having it from
# elsewhere after "thanks but no", nothing for someone by name; "leave it" alone in a turn of its own.
REFUSED_AFTER_NO = [("p", "nah we've still got two tubes left"), ("a", "no, cheers, you're alright mate"),
                    ("p", "you wondered if i'd like the inhaler renewed, no i don't"),
                    ("p", "cheers but no, we'll pick them up at the surgery"), ("p", "nope, nothing for marcus"),
                    ("a", "skip it for now")]

PHRASINGS += [t for _, t in REFUSED_AFTER_NO]


@pytest.mark.parametrize(("agent", "said"), REFUSED_AFTER_NO)
async def test_still_having_some_no_need_a_full_no_or_having_it_elsewhere_after_a_no_declines(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act

# The thing said to need undoing ("needs cancelling", "wants calling off"): a cancellation.
NEEDS_UNDOING = [("a", "our lisbon seats need cancelling, the trip's off"), ("p", "dad's repeat wants calling off, he's moved away")]
# After a no, time to think or what was never asked about; "so nothing from me" after a story: refusals.
THINK_OR_NEVER = [("a", "nah, let me sleep on it"), ("a", "no, i never mentioned a wheelchair"),
               ("a", "my brother booked his own in the end, so nothing from us")]

PHRASINGS += [t for _, t in (*NEEDS_UNDOING, *THINK_OR_NEVER)]


@pytest.mark.parametrize(("agent", "said"), NEEDS_UNDOING)
async def test_the_thing_said_to_need_cancelling_is_a_cancellation(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.CANCEL, understanding.act


@pytest.mark.parametrize(("agent", "said"), THINK_OR_NEVER)
async def test_time_to_think_what_was_never_asked_or_nothing_from_me_declines(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act

# A code of the one prefix given by its digits alone, a few words after "number": the code.
NUMBER_ALONE = ["my number's 3 1 4 1 5 if that helps", "the number on the box is seven seven one two three"]

PHRASINGS += NUMBER_ALONE


@pytest.mark.parametrize("said", NUMBER_ALONE)
def test_a_codes_digits_after_the_word_number_are_the_code(said: str) -> None:
    assert va.extract.code(["RX"], digits=(5, 7))(said) in ("RX31415", "RX77123")
    assert va.extract.code(["RX"], digits=(5, 7))("my phone number is 0 7 7 0 0 9 0 0 1 2 3") is None

# One of the kind for someone the caller speaks for ("the ... one for them"), then whether it is done: someone's
# order under way, the status check.
ONE_FOR_SOMEONE = "the cork one for them, has that been confirmed"

PHRASINGS += [ONE_FOR_SOMEONE]


async def test_one_for_someone_then_whether_it_is_done_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, ONE_FOR_SOMEONE)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# What becomes of the thing on a condition ("if ..., will my flight be cancelled"): a question, no cancellation.
CANCELLED_ON_A_CONDITION = ["if the fog stays put will our seats get cancelled", "if the pilots strike would the return leg be cancelled"]

PHRASINGS += CANCELLED_ON_A_CONDITION


@pytest.mark.parametrize("said", CANCELLED_ON_A_CONDITION)
def test_whether_the_thing_will_be_cancelled_on_a_condition_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)

# Asking whether in so many words ("may i ask whether ..."): a question; whether it is done, the status check.
# Not "could i ask if you could ...": a request asked as whether one may.
ASK_WHETHER = "our daughter's place on the oslo flight, might i ask whether that's gone through"
ASK_IF_YOU_COULD = "could i ask if you could book me on the ba 117 on friday, ann lee"

PHRASINGS += [ASK_WHETHER, ASK_IF_YOU_COULD]


async def test_asking_whether_in_so_many_words_is_a_question() -> None:
    understanding = await understand(ex.make_agent, ASK_WHETHER)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(ASK_IF_YOU_COULD).act is SpeechAct.REQUEST

# "don't bother with" the thing, then what is wanted: set aside as "never mind" does; alone it still cancels.
NOT_BOTHERED = "don't bother with the refill side of it, i just want a pharmacist about these headaches"
NOT_BOTHERED_ALONE = "don't bother with the refill for gran"

PHRASINGS += [NOT_BOTHERED, NOT_BOTHERED_ALONE]


async def test_dont_bother_with_the_thing_then_what_is_wanted_is_what_is_wanted() -> None:
    understanding = await understand(pharmacy.make_agent, NOT_BOTHERED)
    assert understanding.act.act is SpeechAct.REQUEST, understanding.act
    assert chosen(understanding) == "g4", understanding.decision.describe()
    assert classify(NOT_BOTHERED_ALONE).act is SpeechAct.CANCEL

# "give me" one of the people: a verb of reaching a person, as "get me" is.
GIVE_ME_SOMEONE = "could you give me an agent, my seat's been double booked"

PHRASINGS += [GIVE_ME_SOMEONE]


async def test_give_me_one_of_the_people_asks_for_a_person() -> None:
    understanding = await understand(ex.make_agent, GIVE_ME_SOMEONE)
    assert chosen(understanding) == "g3", understanding.decision.describe()

# Whether it "stuck": whether it is done, the status check.
STUCK = "did grandad's seat to oslo stick"

PHRASINGS += [STUCK]


async def test_whether_the_thing_stuck_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, STUCK)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# Round 41 (blind49: polite, indirect and terse callers; blind53: callers who want things indirectly).
# Whether the thing has come in, asked in a clause after the story, for whom said after it: the status check.
COME_IN_LATER = ["the surgery said it was sent over on tuesday, has the cream come in for rosa diaz",
                 "they told me at the desk it was ordered, have the patches arrived for my aunt"]
# The thing said any way (a code read out), then the word of being done closing a later clause: a question.
CODE_READY_LATER = "sorry to be a pain, is r x four four one two three ready for me"

PHRASINGS += [*COME_IN_LATER, CODE_READY_LATER]


@pytest.mark.parametrize("said", COME_IN_LATER)
async def test_whether_the_thing_has_come_in_asked_after_the_story_is_the_status_check(said: str) -> None:
    assert classify(said).cue == ARRIVED, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()


async def test_a_code_then_the_word_of_being_done_closing_a_later_clause_is_the_status_check() -> None:
    understanding = await understand(pharmacy.make_agent, CODE_READY_LATER)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()

# Calling the thing off in the gerund ("would you mind calling off ..."): a cancellation.
CALLING_OFF = [("p", "could you possibly see about calling off my repeat, r x 5 5 1 2 3"),
               ("a", "would you mind calling off the rome booking for my sister")]

PHRASINGS += [t for _, t in CALLING_OFF]


@pytest.mark.parametrize(("agent", "said"), CALLING_OFF)
async def test_calling_the_thing_off_in_the_gerund_is_a_cancellation(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.CANCEL, understanding.act
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()

# A question opened by a preposition and a question word in the turn's last clause, after what one was told.
WH_LAST = "i read you can take a pram on for free, up to what age can the baby go on my lap"

PHRASINGS += [WH_LAST]


def test_a_preposition_and_a_question_word_opening_the_last_clause_ask() -> None:
    assert classify(WH_LAST).act is SpeechAct.QUESTION, classify(WH_LAST)

# Whether a cheaper kind of the thing exists: a question of price, no refill.
R41_CHEAPER = ["my cream costs a fortune, is there a generic one",
           "the chemist down the road had an unbranded version, do you have a cheaper one"]

PHRASINGS += R41_CHEAPER


@pytest.mark.parametrize("said", R41_CHEAPER)
async def test_whether_a_cheaper_kind_of_the_thing_exists_is_a_question(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# A hello opening the turn and a kind wish, no word of parting: a greeting, no goodbye.
HELLO_AND_WISH = "good morning, i hope you're having a lovely day"

PHRASINGS += [HELLO_AND_WISH]


async def test_a_hello_and_a_kind_wish_with_no_word_of_parting_is_a_greeting() -> None:
    understanding = await understand(ex.make_agent, HELLO_AND_WISH)
    assert understanding.decision.choice is Choice.INTENT and understanding.decision.intent is Intent.GREETING, \
        understanding.decision.describe()

# Putting it off hedged ("not quite yet"), a hedged no ("maybe not"), advising oneself against it ("we'd better
# not book"), waiting on it ("hang fire on ..."), not why one rang: refusals.
HEDGED_NO = [("p", "not quite yet, thanks"), ("a", "maybe not, i'll have a think"),
             ("a", "the forecast looks grim so we'd better not book"),
             ("p", "hang fire on the repeat till i hear from the surgery"), ("a", "no, the seat's not why i called")]

PHRASINGS += [t for _, t in HEDGED_NO]


@pytest.mark.parametrize(("agent", "said"), HEDGED_NO)
async def test_a_hedged_no_putting_it_off_or_not_why_one_rang_declines(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()

# After a no, talking it over with one's own people is why the caller waits: no person of the agent's is asked for.
CONSULTING_OWN = ["not yet, i want to talk it over with my wife first", "no thanks, i want to run it past my husband first"]

PHRASINGS += CONSULTING_OWN


@pytest.mark.parametrize("said", CONSULTING_OWN)
async def test_a_no_then_talking_it_over_with_ones_own_people_declines(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()

# Leaving the thing as it is, said of oneself or as advice, anywhere in the turn: a refusal.
LEFT_BE = [("a", "thanks ever so much but we'll leave the booking for the moment"), ("p", "best leave the cream alone")]

PHRASINGS += [t for _, t in LEFT_BE]


@pytest.mark.parametrize(("agent", "said"), LEFT_BE)
async def test_leaving_the_thing_as_it_is_declines(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act

# Having loads, lots or heaps of it after a no opening the turn: a refusal, as with "still".
LOADS_AFTER_NO = ["nah, we've got lots of the drops", "nope, i've got heaps of plasters"]

PHRASINGS += LOADS_AFTER_NO


@pytest.mark.parametrize("said", LOADS_AFTER_NO)
async def test_having_loads_after_a_no_declines(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act

# The North's and Scotland's words of address ("pet", "hen", "duck") are read past, as "mate" is.
ADDRESSED_NO = [("p", "no you're fine duck"), ("a", "no ta hen, we're sorted")]

PHRASINGS += [t for _, t in ADDRESSED_NO]


@pytest.mark.parametrize(("agent", "said"), ADDRESSED_NO)
async def test_a_no_with_a_northern_word_of_address_declines(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act

# Any money off the thing is a discount asked, nothing taken off what is held.
MONEY_OFF = "can my gran get any money off the ticket, she's ninety"

PHRASINGS += [MONEY_OFF]


def test_any_money_off_the_thing_cancels_nothing() -> None:
    assert classify(MONEY_OFF).act is not SpeechAct.CANCEL, classify(MONEY_OFF)

# "all set / all good for <place>?" asked in the first clause, the name after: whether one is booked, the status check.
ALL_SET_FOR = ["all set for lisbon then? dev patel", "all good for the glasgow one yeah? mo khan"]

PHRASINGS += ALL_SET_FOR


@pytest.mark.parametrize("said", ALL_SET_FOR)
async def test_all_set_for_a_place_asked_before_a_name_is_the_status_check(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# "i won't" said of what will happen to the caller (not getting there, not having enough): no refusal.
WILL_HAPPEN = [("p", "i'm afraid i won't make it in before you shut, what time do you close on saturdays"),
               ("p", "we fly out monday and i won't have enough of my inhaler for the trip")]

PHRASINGS += [t for _, t in WILL_HAPPEN]


@pytest.mark.parametrize(("agent", "said"), WILL_HAPPEN)
async def test_i_wont_of_what_will_happen_to_the_caller_refuses_nothing(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is not SpeechAct.NEGATION, understanding.act

# "i don't suppose X is Y": a yes/no question hedged in a statement's order, read as the question it hedges.
SUPPOSED = [("p", "i don't suppose the levothyroxine is ready yet", "g2"), ("a", "i don't suppose a manager is free for a minute", "g3")]

PHRASINGS += [t for _, t, _ in SUPPOSED]


@pytest.mark.parametrize(("agent", "said", "wanted"), SUPPOSED)
async def test_i_dont_suppose_a_thing_is_so_asks_whether_it_is(agent: str, said: str, wanted: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == wanted, understanding.decision.describe()

# Told by someone to ask for the person ("my carer told me to ask for ..."): "ask" is a word of asking, no remark.
TOLD_TO_ASK = [("a", "my grandson told me to ask for a real person, these phones baffle me", "g3"),
               ("p", "my carer told me to ask for the pharmacist herself, not the recording", "g4")]

PHRASINGS += [t for _, t, _ in TOLD_TO_ASK]


@pytest.mark.parametrize(("agent", "said", "wanted"), TOLD_TO_ASK)
async def test_told_to_ask_for_the_person_asks_for_them(agent: str, said: str, wanted: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert not understanding.act.remark, understanding.act
    assert chosen(understanding) == wanted, understanding.decision.describe()

# "can we not just speak to ...": "not just" before the verb insists on the request; no question of what one may do.
NOT_JUST = "can we not just speak to the pharmacist"

PHRASINGS += [NOT_JUST]


async def test_can_i_not_just_insists_on_the_request() -> None:
    understanding = await understand(pharmacy.make_agent, NOT_JUST)
    assert understanding.act.act is SpeechAct.REQUEST, understanding.act
    assert chosen(understanding) == "g4", understanding.decision.describe()

# A word of being alive after someone ("somebody living", "anyone real"): a real person, asked for.
SOMEONE_ALIVE = [("a", "anyone real, please", "g3"), ("p", "anybody living please", "g4"), ("a", "somebody who is breathing, please", "g3")]

PHRASINGS += [t for _, t, _ in SOMEONE_ALIVE]


@pytest.mark.parametrize(("agent", "said", "wanted"), SOMEONE_ALIVE)
async def test_someone_then_a_word_of_being_alive_asks_for_a_real_person(agent: str, said: str, wanted: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert chosen(understanding) == wanted, understanding.decision.describe()

# Whether it is done, asked of the thing picked out as "the <place> one": which one says it is held, as "my" does.
WHICH_ONE_DONE = ["did the rome one go through in the end, kwame osei", "is the venice one sorted then, amaka obi"]

PHRASINGS += WHICH_ONE_DONE


@pytest.mark.parametrize("said", WHICH_ONE_DONE)
async def test_whether_the_place_one_is_done_is_the_status_check(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# After a refusal, wondering whether, said in the past ("i was just wondering whether ..."): what is asked instead.
WONDERED_INSTEAD = [("a", "we're not booking today, i was just wondering whether the lisbon flights stop anywhere"),
                    ("p", "i'm not after a refill, i merely wondered if you sell travel sickness bands")]

PHRASINGS += [t for _, t in WONDERED_INSTEAD]


@pytest.mark.parametrize(("agent", "said"), WONDERED_INSTEAD)
async def test_wondering_whether_after_a_refusal_is_what_is_asked_instead(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is not SpeechAct.NEGATION, understanding.act
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()

# Round 42 (blind50: a December week; blind55: callers acting for someone else).
# Someone's (or one's own) thing brought to a person or a place, or "that" changed on what is held: a change, no refill.
BROUGHT_OR_CHANGED_ON = ["could you post my aunt's inhalers to her flat in swansea",
                         "can you send our dad's eye drops over to his place by the coast",
                         "the consultant put mum on a smaller dose, could you alter that on her repeat"]

PHRASINGS += BROUGHT_OR_CHANGED_ON


@pytest.mark.parametrize("said", BROUGHT_OR_CHANGED_ON)
async def test_the_thing_brought_somewhere_or_changed_on_what_is_held_is_a_change(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE, understanding.act
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()

# Skipping the thing, said of oneself ("we'll skip ..."), and "actually, leave the X" taking a word back: refusals.
SKIPPED_OR_TAKEN_BACK = [("p", "i think we'll skip nana's refill this time round"),
                         ("a", "actually leave my son's booking, we'll wait and see how he feels")]

PHRASINGS += [t for _, t in SKIPPED_OR_TAKEN_BACK]


@pytest.mark.parametrize(("agent", "said"), SKIPPED_OR_TAKEN_BACK)
async def test_skipping_the_thing_or_actually_leaving_it_declines(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()

# "do / does" and anyone but the caller or the agent closing the turn after a remark: what is allowed or needed.
# A number word made plural ("under threes") is an age, no passenger's name.
DOES_SOMEONE_LAST = ["my grandson is nineteen months old, do under threes need their own seat",
                     "my husband walks with a frame, does a walking frame count as hand luggage"]

PHRASINGS += DOES_SOMEONE_LAST


@pytest.mark.parametrize("said", DOES_SOMEONE_LAST)
async def test_a_do_or_does_question_closing_the_turn_asks_what_is_allowed(said: str) -> None:
    assert person_name()(said) is None
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION and understanding.act.cue == PERMISSION, understanding.act
    assert chosen(understanding) in (None, "g5"), understanding.decision.describe()  # the baggage rules, or no answer

# A flight read out in a turn that only asks what will become of a trip held, or tells of one travelled: no booking.
HELD_TRIP = [("we're on the emirates two oh three on the ninth and my visa is still processing, will the airline let us check in",
              SpeechAct.QUESTION),
             ("my mum flew home last week, the cabin crew on b a one one seven were so kind to her", SpeechAct.REPORT)]

PHRASINGS += [t for t, _ in HELD_TRIP]


@pytest.mark.parametrize(("said", "act"), HELD_TRIP)
async def test_a_flight_number_in_a_turn_about_a_trip_held_books_nothing(said: str, act: SpeechAct) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is act, understanding.act
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()

# The thing pushed back or brought forward, said in the participle ("have it brought forward"): a change.
SHIFTED_PARTICIPLE = "we're booked on the friday one to oslo, could we have it brought forward a day"

PHRASINGS += [SHIFTED_PARTICIPLE]


def test_the_thing_pushed_back_in_the_participle_is_a_change() -> None:
    assert classify(SHIFTED_PARTICIPLE).act is SpeechAct.CHANGE, classify(SHIFTED_PARTICIPLE)

# "we won't", not what one is after, someone not wanting to do anything, nothing to do for someone, leaving it be
# for the moment, holding off to ask one's own people first: refusals.
REFUSED_42 = [("a", "we won't bother with the booking now, we're driving instead"), ("p", "no, that's not what we're after at all"),
              ("a", "no, my husband doesn't want to book anything this week"), ("p", "no, nothing to renew for my husband this week"),
              ("p", "leave dad's inhaler be for the moment"),
              ("a", "no, hold off please, i need to ask my brother which day suits him")]

PHRASINGS += [t for _, t in REFUSED_42]


@pytest.mark.parametrize(("agent", "said"), REFUSED_42)
async def test_round_42_refusals_decline(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()

# "i'm not travelling myself but my wife is, ...": someone else does it, nothing is refused.
NOT_MYSELF_BUT = "i'm not travelling myself but my wife is, can you book her on the b a one one seven on friday"

PHRASINGS += [NOT_MYSELF_BUT]


def test_not_doing_it_oneself_but_someone_else_is_refuses_nothing() -> None:
    assert classify(NOT_MYSELF_BUT).act is not SpeechAct.NEGATION, classify(NOT_MYSELF_BUT)

# Doubting that the thing went through ("i'm not convinced / sure it went through"): whether it is done, no refusal.
DOUBTED_DONE = [("a", "we put my dad on the rome flight last week and i'm not sure it ever went through"),
                ("p", "i'm not convinced the refill for my wife has gone through")]

PHRASINGS += [t for _, t in DOUBTED_DONE]


@pytest.mark.parametrize(("agent", "said"), DOUBTED_DONE)
async def test_doubting_the_thing_went_through_is_the_status_check(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()

# "not the X, the Y": which one, corrected in the next clause; no refusal.
CORRECTED_ONE = ["not the early one, the late one on friday, b a one one seven, for nora quinn",
                 "not the tuesday flight, i mean the wednesday, emirates two oh three for sam cole"]

PHRASINGS += CORRECTED_ONE


@pytest.mark.parametrize("said", CORRECTED_ONE)
def test_not_the_one_then_the_other_corrects_which_and_refuses_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION, classify(said)

# "is there a / any <person>", the clause closing on a word for people: whether one is there, asked for.
PERSON_THERE = [("a", "sorry to bother you, is there a supervisor", "g3"), ("p", "hiya, is there anybody human", "g4")]

PHRASINGS += [t for _, t, _ in PERSON_THERE]


@pytest.mark.parametrize(("agent", "said", "wanted"), PERSON_THERE)
async def test_is_there_a_person_asks_for_one(agent: str, said: str, wanted: str) -> None:
    assert classify(said).cue == AVAILABILITY, classify(said)
    understanding = await understand(_AGENTS[agent], said)
    assert chosen(understanding) == wanted, understanding.decision.describe()

# Asked to check that the thing is done ("... to double check her booking is confirmed"), or a statement of it being
# done closing on a tag ("..., that's all sorted yeah"): whether it is done, the status check.
CHECKED_DONE = [("a", "my wife wants me to double check her lisbon booking is confirmed"),
                ("p", "my carer asked me to check our mam's tablets are ready"),
                ("a", "only ringing to be sure, kofi's rome one, that's all booked yeah")]

PHRASINGS += [t for _, t in CHECKED_DONE]


@pytest.mark.parametrize(("agent", "said"), CHECKED_DONE)
async def test_checking_that_it_is_done_or_a_tagged_statement_of_it_is_the_status_check(agent: str, said: str) -> None:
    understanding = await understand(_AGENTS[agent], said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()

# Doing it with another's thing ("can i pick up somebody else's order"): what is allowed, no status check.
R42_ANOTHERS_THING = "could i pick up somebody else's eye drops for them"

PHRASINGS += [R42_ANOTHERS_THING]


async def test_doing_it_with_anothers_thing_asks_what_is_allowed() -> None:
    understanding = await understand(pharmacy.make_agent, R42_ANOTHERS_THING)
    assert understanding.act.act is SpeechAct.QUESTION and understanding.act.cue == PERMISSION, understanding.act
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


# Round 43 (the pharmacy's medicines by name).
# The pharmacy's medicines are a glossary term: a refill named only by its medicine is a refill.
BY_MEDICINE = ["can i have some more lansoprazole please", "more sertraline for me please",
               "a repeat of my gliclazide please", "i'll need some more mirtazapine before friday"]
# A question about a medicine is about the pharmacy's thing, and no refill: the agent says what it does.
ABOUT_A_MEDICINE = ["what is citalopram actually for", "what are the side effects of mirtazapine"]

PHRASINGS += [*BY_MEDICINE, *ABOUT_A_MEDICINE]


@pytest.mark.parametrize("said", BY_MEDICINE)
async def test_a_refill_named_only_by_its_medicine_is_a_refill(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert "medicines" in understanding.query, understanding.query
    assert chosen(understanding) == "g1", understanding.decision.describe()


@pytest.mark.parametrize("said", ABOUT_A_MEDICINE)
async def test_a_question_about_a_medicine_is_no_refill(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# After a no, the thing the agent read disowned in a clause of its own: a negation, nothing asked.
DISOWNED_AFTER_NO = ["no, it isn't the amoxicillin", "nope, that's not my mum's omeprazole love"]

PHRASINGS += DISOWNED_AFTER_NO


@pytest.mark.parametrize("said", DISOWNED_AFTER_NO)
async def test_a_no_then_the_thing_disowned_is_a_negation(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


# After the story, coming in for someone's thing or collecting it, named in the clause (or swinging by for
# "it" after the thing named first): whether it is ready, the status check.
COLLECT_NAMED = ["i'm stuck in traffic, can i still nip in for my dad's citalopram",
                 "we fly out on monday, could i collect jo's salbutamol on sunday",
                 "the losartan for my gran, can we swing by and fetch it"]

PHRASINGS += COLLECT_NAMED


@pytest.mark.parametrize("said", COLLECT_NAMED)
async def test_coming_for_someones_medicine_after_the_story_is_the_status_check(said: str) -> None:
    assert classify(said).cue == COLLECTABLE, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# After the story, whether the thing made it over or turned up, from where after it: whether it came in.
MADE_IT = ["sorry to chase, did the amlodipine ever turn up from the hospital",
           "i rang on monday, did mum's ramipril make it across to you"]

PHRASINGS += MADE_IT


@pytest.mark.parametrize("said", MADE_IT)
async def test_whether_the_medicine_made_it_over_is_the_status_check(said: str) -> None:
    assert classify(said).cue == ARRIVED, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# The caller's thing delivered or posted rather than collected: a change to what is held, no new refill.
RATHER_THAN_COLLECTED = ["can my dad's atorvastatin be posted out rather than picked up, it's on order",
                         "could the omeprazole be delivered to the house rather than being collected"]
# A medicine moved to another strength or form (82f2d65), and the order or refill put under another name: changes.
NEW_STRENGTH = ["could you bump her amlodipine up to the ten milligram", "make grandad's diclofenac the slow release one"]
RENAMED_ORDER = ["put the refill under my daughter's name", "move that order into my husband's name please"]

PHRASINGS += [*RATHER_THAN_COLLECTED, *NEW_STRENGTH, *RENAMED_ORDER]


@pytest.mark.parametrize("said", [*RATHER_THAN_COLLECTED, *NEW_STRENGTH, *RENAMED_ORDER])
async def test_the_medicine_had_another_way_strength_or_name_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) is None, understanding.decision.describe()

# The machine blamed asks for no one in a near tie with the refill when a code only the refill takes is given.
MACHINE_BLAMED_CODED = ("i'm all fingers and thumbs with phones, the machine keeps talking over me, what i'm ringing for is the "
                        "tramadol, for me, r x eight one three two four, pat nolan")

PHRASINGS += [MACHINE_BLAMED_CODED]


async def test_the_machine_blamed_with_a_refills_code_asks_for_no_one() -> None:
    understanding = await understand(pharmacy.make_agent, MACHINE_BLAMED_CODED)
    assert chosen(understanding) == "g1", understanding.decision.describe()

# Whether the place has a kind of thing in stock, on its shelves, or carries it: whether the place does it, no refill's status.
IN_STOCK = ["have you got any senna in stock at the moment", "do you keep loratadine on the shelf",
            "do you carry lipitor or just the generic", "have you any stock of the fostair"]

PHRASINGS += IN_STOCK


@pytest.mark.parametrize("said", IN_STOCK)
async def test_whether_the_place_has_a_medicine_in_stock_asks_whether_it_does_it(said: str) -> None:
    assert classify(said).cue == OFFERED, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# Short of the thing ("run out of", "down to the last", "two days of it left"): more of it is wanted, so words
# the contrast classes put near cancelling undo nothing.
RUN_SHORT = "evening, i'm phoning from the office, run out of my omeprazole, r x two one one five three, sam reid"
SHORT_OF = ["we've run out of dad's furosemide", "i'm down to my last inhaler", "two days of her warfarin left"]

PHRASINGS += [RUN_SHORT, *SHORT_OF]


async def test_short_of_the_medicine_is_no_cancellation() -> None:
    understanding = await understand(pharmacy.make_agent, RUN_SHORT)
    assert chosen(understanding) == "g1", understanding.decision.describe()


@pytest.mark.parametrize("said", SHORT_OF)
def test_short_of_the_thing_is_read(said: str) -> None:
    assert runs_short(said)
    assert not runs_short("cancel my repeat, i've changed surgeries")

# Someone asked for where the asking ends, one word after them saying which ("someone trained", "someone qualified"):
# the person is asked for, over the refill a medicine named in the story scores.
SOMEONE_WHICH = ["i think i've had double my citalopram today, i have to talk to someone trained right now",
                 "the sertraline's making me dizzy, i have to talk to someone qualified, quickly"]

PHRASINGS += SOMEONE_WHICH


@pytest.mark.parametrize("said", SOMEONE_WHICH)
async def test_someone_then_a_word_saying_which_is_asked_for_over_the_medicine(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g4", understanding.decision.describe()

# Round 44 (blind48: an ordinary summer week; blind52: an ordinary spring fortnight).
# The thing taken off, said by its kind, "off" closing its clause (someone's thing, more words between, or a name after).
R44_TAKEN_OFF = [("airline", "please take her ticket for the glasgow flight off, she's ill"),
             ("airline", "take our seats on the lisbon trip off"),
             ("pharmacy", "take the eye drops repeat off, tom baker")]
# Getting rid of the thing held, said as "one" or by its leg.
RID_OF = [("airline", "can you get rid of the edinburgh one"), ("airline", "get rid of our return from faro, we're driving back")]
NOT_TAKEN_OFF = ["can i take my coat off on the plane", "how do i get rid of this cough"]

PHRASINGS += [s for _, s in R44_TAKEN_OFF + RID_OF] + NOT_TAKEN_OFF


@pytest.mark.parametrize(("which", "said"), R44_TAKEN_OFF + RID_OF)
async def test_the_thing_taken_off_or_got_rid_of_is_called_off(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()
    assert [s for s in NOT_TAKEN_OFF if classify(s).act is SpeechAct.CANCEL] == []  # a coat, a cough: no thing held

# The thing held wanted changed ("i want my X changed from ... to ..."): a change of it, no refill nor booking.
WANTED_CHANGED = [("pharmacy", "i need my prescription switched from capsules to the syrup"),
                  ("pharmacy", "can i have mum's order swapped over to the sugar free one"),
                  ("airline", "i'd like my booking changed to the later one")]

PHRASINGS += [s for _, s in WANTED_CHANGED]


@pytest.mark.parametrize(("which", "said"), WANTED_CHANGED)
async def test_the_thing_wanted_changed_is_a_change(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) is None, understanding.decision.describe()

# Things left for a while ("for today", "for the time being", the thing in up to four words), left with thanks, disowned
# as "not something i want", or put off to another call ("i'll ring back about it"): the caller declines for now.
PUT_OFF = [("pharmacy", "nope, leave the blood pressure pills for the time being"), ("airline", "leave it for a bit"),
           ("pharmacy", "i think i'll leave it, thank you"), ("airline", "that's not something we need, cheers"),
           ("airline", "we'll call back tomorrow about the seats")]

PHRASINGS += [s for _, s in PUT_OFF]


@pytest.mark.parametrize(("which", "said"), PUT_OFF)
async def test_left_for_now_disowned_or_put_off_to_another_call_declines(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()

# Whether one is set for the thing, asked to be checked ("can you check we're all set for X"): a question whether it is
# done, no refusal of it ("we're all set for X" alone still declines).
CHECKED_SET = ["could you check i'm sorted for the rome one on the fifth", "can you see if we're all good for the madrid trip"]

PHRASINGS += CHECKED_SET


@pytest.mark.parametrize("said", CHECKED_SET)
async def test_whether_one_is_set_asked_to_be_checked_asks_the_status(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# How the thing held stands, asked by the reference read out for it ("status of reference ..."): the status check,
# though the code's letters and digits pull the words' score down.
BY_REFERENCE = ["status of ref q x four seven w please", "what's the status of reference p seven k two"]

PHRASINGS += BY_REFERENCE


@pytest.mark.parametrize("said", BY_REFERENCE)
async def test_the_status_asked_by_a_reference_read_out_asks_the_status(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# Told to wait, then asking one's own people first ("i need to ask the wife", "the" for one's own): no thing wanted instead.
ASK_OWN_FIRST = [("airline", "hold on, don't book anything yet, i need to speak to the other half"),
                 ("pharmacy", "hang about, don't put the repeat through yet, i want to ask the missus")]

PHRASINGS += [s for _, s in ASK_OWN_FIRST]


@pytest.mark.parametrize(("which", "said"), ASK_OWN_FIRST)
async def test_told_to_wait_to_ask_ones_own_first_declines(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()

# Whether it is done asked in its own order after the asking, "whether" left out ("ringing to see am i booked"), or
# said made up as "put together": a question whether it is done, which the status check tells.
ASKED_DONE_AGAIN = [("airline", "only phoning to check is my seat confirmed for the friday one, alan reeve"),
                    ("pharmacy", "has the order for joe bright been put together")]

PHRASINGS += [s for _, s in ASKED_DONE_AGAIN]


@pytest.mark.parametrize(("which", "said"), ASKED_DONE_AGAIN)
async def test_whether_it_is_done_asked_in_its_own_order_or_put_together_asks_the_status(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert which == "airline" or asks_done(said)  # made up, said as "put together"
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# Round 45 (blind58: a late-winter week; blind59: callers from small businesses and organisations).
# Looking to see whether it is done, in the progressive ("seeing if"), or asked before the story's own clause
# ("checking whether the X we sent in have been ..."): a question whether it is done, no refill nor booking.
SEEING_IF = [("pharmacy", "only seeing if my mum's inhaler has been done"),
             ("airline", "just seeing whether the manchester booking went through ok"),
             ("pharmacy", "just checking if the tablets we dropped in on tuesday have been sorted")]
# ... but seeing whether the agent could do a thing still asks for it.
SEEING_IF_YOU_COULD = "i was seeing if you could get me a seat on the friday flight to rome"

PHRASINGS += [s for _, s in SEEING_IF] + [SEEING_IF_YOU_COULD]


@pytest.mark.parametrize(("which", "said"), SEEING_IF)
async def test_seeing_if_it_is_done_asks_the_status(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(SEEING_IF_YOU_COULD).act is SpeechAct.REQUEST, classify(SEEING_IF_YOU_COULD)

# "a member of staff" where the asking ends: the agent's own people, as "one of your staff" is; a handoff, however near
# the story lies to a booking.
MEMBER_OF_STAFF = [("airline", "it's a block booking for the whole choir, i'd prefer to sort it with a member of staff"),
                   ("airline", "we're booking for the whole rugby club, i'd much rather do it with a member of staff"),
                   ("pharmacy", "my gran's on loads of new tablets, i'd rather go over them with a member of staff")]

PHRASINGS += [s for _, s in MEMBER_OF_STAFF]


@pytest.mark.parametrize(("which", "said"), MEMBER_OF_STAFF)
async def test_a_member_of_staff_asked_for_hands_over(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == ("g3" if which == "airline" else "g4"), understanding.decision.describe()

# Someone's thing named by their full name in a short clause, then whether one may come for it: whether it is ready.
NAMED_THEN_COLLECTED = ["jenny walsh's inhaler, could i pick it up after five", "ruth mckenzie's eye drops, can we grab them tomorrow"]

PHRASINGS += NAMED_THEN_COLLECTED


@pytest.mark.parametrize("said", NAMED_THEN_COLLECTED)
async def test_someones_thing_named_in_full_then_collected_asks_whether_it_is_ready(said: str) -> None:
    assert classify(said) == Act(SpeechAct.QUESTION, COLLECTABLE), classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# How a thing is taken or given ("can X be taken with Y", "should the X be cut in half", "is X best given at night"):
# a question about its use, asking for nothing; no refill, no handoff. "can my repeat be done today" stays a request.
HOW_TAKEN = ["can these antibiotics be taken with milk", "can the patches be cut in half",
             "could the iron tablets be taken alongside my vitamins"]
NOT_HOW_TAKEN = "can my repeat be done today please"

PHRASINGS += [*HOW_TAKEN, NOT_HOW_TAKEN]


@pytest.mark.parametrize("said", HOW_TAKEN)
async def test_how_a_thing_is_taken_is_a_question_that_acts_on_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE or not acts(understanding.decision.guideline), \
        understanding.decision.describe()
    assert classify(NOT_HOW_TAKEN).act is SpeechAct.REQUEST, classify(NOT_HOW_TAKEN)

# The thing moved to another strength or form in the passive ("could the X be switched to the slow release"): a change.
PASSIVE_CHANGE = ["could my mum's levothyroxine be changed to the fifty microgram",
                  "can dad's metformin get switched to the modified release"]

PHRASINGS += PASSIVE_CHANGE


@pytest.mark.parametrize("said", PASSIVE_CHANGE)
async def test_a_new_strength_asked_in_the_passive_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) is None, understanding.decision.describe()

# Asking the agent to speak louder or slower, said of oneself ("i'm hard of hearing, you'll have to talk louder"): a
# remark that asks for no one; no handoff.
SPEAK_UP = ["i'm hard of hearing, you'll have to talk louder", "my hearing's not great so you'll have to speak more slowly"]

PHRASINGS += SPEAK_UP


@pytest.mark.parametrize("said", SPEAK_UP)
async def test_asking_the_agent_to_speak_up_asks_for_no_person(said: str) -> None:
    assert classify(said).remark, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) != "g4", understanding.decision.describe()

# Declining for now in more ways: the thing left "for the moment" opening the turn, passing, none for a while, waiting
# after a no, "not that one" after a no, and no booking until one's own people approve; and forgetting the doing of it.
DECLINED_FOR_NOW = [("airline", "leave the rome booking for the moment, i'll think it over"),
                    ("airline", "i think we'll pass for now, thanks"),
                    ("pharmacy", "none this week thanks"),
                    ("pharmacy", "no, we'll wait and see"),
                    ("airline", "nope, not that one either"),
                    ("airline", "no, don't reserve anything yet, we need approval from our director first")]
FORGET_DOING_IT = "actually, forget ordering them"

PHRASINGS += [s for _, s in DECLINED_FOR_NOW] + [FORGET_DOING_IT]


@pytest.mark.parametrize(("which", "said"), DECLINED_FOR_NOW)
async def test_declined_for_now_in_more_ways(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


async def test_forgetting_the_doing_of_it_calls_it_off() -> None:
    assert classify(FORGET_DOING_IT).act is SpeechAct.CANCEL, classify(FORGET_DOING_IT)
    understanding = await understand(pharmacy.make_agent, FORGET_DOING_IT)
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()

# Asking for the thing again ("could we reorder ...") after a story of where one calls from: more of it wanted, never a
# cancellation, however near the embedding puts the words to cancelling.
REORDERED = ["ringing from the surgery, could we reorder the inhalers for mrs ada price please"]

PHRASINGS += REORDERED


@pytest.mark.parametrize("said", REORDERED)
async def test_asking_to_reorder_never_cancels(said: str) -> None:
    assert runs_short(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()

# A meal after "for" ("shut for lunch", "back for dinner") is never a name: the words keep it, so the greeting before
# it does not win the turn.
MEALS = ["hiya, are you shut for lunch on saturdays", "hello, do you close for lunch"]

PHRASINGS += MEALS


@pytest.mark.parametrize("said", MEALS)
async def test_a_meal_after_for_is_no_name(said: str) -> None:
    assert person_name()(said) is None
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is not Choice.INTENT, understanding.decision.describe()

# One of the agent's people with one word saying which ("one of your sales team, please"): a person asked for alone.
WHICH_OF_YOURS = [("airline", "one of your sales team, please"), ("airline", "one of your corporate team please")]

PHRASINGS += [s for _, s in WHICH_OF_YOURS]


@pytest.mark.parametrize(("which", "said"), WHICH_OF_YOURS)
async def test_one_of_the_agents_people_said_with_which_hands_over(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g3", understanding.decision.describe()

# Whether someone is ticketed: a word of being done, as "confirmed" is; the status check tells it.
TICKETED = ["the office manager wants to know if she's properly ticketed for oslo, karen bell",
            "could you find out if my colleague is ticketed on the later one"]

PHRASINGS += TICKETED


@pytest.mark.parametrize("said", TICKETED)
async def test_whether_someone_is_ticketed_asks_the_status(said: str) -> None:
    assert asks_done(said)
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# The thing left in the turn's first clause, and nothing asked after it (why, in words that ask for nothing): declines.
# Something asked after it ("..., just book me ...") is what the caller wants.
LEFT_THEN_WHY = [("airline", "leave the oslo seat, my sister's driving me instead"),
                 ("pharmacy", "leave the eye drops, they've cleared up on their own")]
LEFT_THEN_ASKED = "leave the luggage, just book me the seat on friday"

PHRASINGS += [s for _, s in LEFT_THEN_WHY] + [LEFT_THEN_ASKED]


@pytest.mark.parametrize(("which", "said"), LEFT_THEN_WHY)
async def test_the_thing_left_first_then_only_why_declines(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(LEFT_THEN_ASKED).act is SpeechAct.REQUEST, classify(LEFT_THEN_ASKED)

# Round 46b (blind61: callers in a hurry and in noisy places).
# After an opening no, the thing said not needed ("no, the chemist's not needed"), thanks closing the no ("nah, ta all the
# same") or the thing parked for a while ("nah, we'll park that for now"): a refusal, never a handoff or a refill.
# The thing not needed with a day after it ("no, the seat's not needed on friday") may say which day, and is not read so.
NOT_NEEDED_AFTER_NO = [("pharmacy", "no, the chemist's not needed, really"), ("airline", "nah, a person isn't needed, thanks"),
                       ("pharmacy", "nope, the refill isn't wanted today"), ("pharmacy", "nah, ta all the same"),
                       ("airline", "nope, cheers anyway"), ("airline", "nah, we'll park that for now"),
                       ("pharmacy", "no, let's park the refill for the time being")]
NEEDED_ANOTHER_DAY = "no, the seat's not needed on friday"

PHRASINGS += [s for _, s in NOT_NEEDED_AFTER_NO] + [NEEDED_ANOTHER_DAY]


@pytest.mark.parametrize(("which", "said"), NOT_NEEDED_AFTER_NO)
async def test_not_needed_thanks_or_parked_after_a_no_declines(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(NEEDED_ANOTHER_DAY).act is not SpeechAct.NEGATION, classify(NEEDED_ANOTHER_DAY)

# The machine's recorded voice refused ("not a recorded voice, someone from the desk"), or its menu not heard ("i can't
# make out the options"), beside a person asked for: the person is what is asked. Not heard, before a question of its
# own ("i can't hear the options, is there a fee for bags"), asks for no one.
MACHINE_NOT_HEARD = [("airline", "not a recorded voice, someone from the desk"),
                     ("pharmacy", "can you get me someone to speak with, i can't make out the options")]
NOT_HEARD_THEN_ASKED = "i can't hear the options, is there a fee for bags"

PHRASINGS += [s for _, s in MACHINE_NOT_HEARD] + [NOT_HEARD_THEN_ASKED]


@pytest.mark.parametrize(("which", "said"), MACHINE_NOT_HEARD)
async def test_the_recorded_voice_or_menu_refused_beside_a_person_hands_over(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == ("g3" if which == "airline" else "g4"), understanding.decision.describe()
    asked = await understand(ex.make_agent, NOT_HEARD_THEN_ASKED)
    assert chosen(asked) != "g3", asked.decision.describe()

# Someone asked to pick up the call ("can anybody real pick up now"): a person reached for. Someone asked to pick up a
# thing ("can someone pick up my prescription") is not.
PICK_UP_THE_CALL = ["can anybody real pick up now"]
PICK_UP_A_THING = "can someone pick up my prescription"

PHRASINGS += [*PICK_UP_THE_CALL, PICK_UP_A_THING]


@pytest.mark.parametrize("said", PICK_UP_THE_CALL)
async def test_someone_asked_to_pick_up_the_call_hands_over(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g4", understanding.decision.describe()
    thing = await understand(pharmacy.make_agent, PICK_UP_A_THING)
    assert chosen(thing) != "g4", thing.decision.describe()

# The word of being done asked alone first, then what it is and whose in short clauses ("booked? the oslo trip, under
# priya", "ready for pickup? the cream for my dad"): whether it is done. Not when a request follows ("sorted? i need a
# seat to rome on friday").
DONE_WORD_FIRST = [("airline", "booked? the oslo trip, under priya"), ("pharmacy", "ready for pickup? the cream for my dad")]
DONE_WORD_THEN_ASKED = "sorted? i need a seat to rome on friday"

PHRASINGS += [s for _, s in DONE_WORD_FIRST] + [DONE_WORD_THEN_ASKED]


@pytest.mark.parametrize(("which", "said"), DONE_WORD_FIRST)
async def test_the_done_word_asked_alone_before_what_and_whose_asks_the_status(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(DONE_WORD_THEN_ASKED).act is SpeechAct.REQUEST, classify(DONE_WORD_THEN_ASKED)

# "hello? hello? am i through now": whether the call has connected, nothing of the agent's asked; "am i through for
# friday to rome" names the thing, and still asks whether it is done.
ON_THE_LINE = ["hello? hello? am i through now"]
THROUGH_FOR_IT = "hi, am i through for friday to rome"

PHRASINGS += [*ON_THE_LINE, THROUGH_FOR_IT]


@pytest.mark.parametrize("said", ON_THE_LINE)
async def test_whether_the_call_has_connected_asks_no_status(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()
    booked = await understand(ex.make_agent, THROUGH_FOR_IT)
    assert chosen(booked) == "g2", booked.decision.describe()

# A lone word cut off ("..., for,") and a pause ("sorry"), then whom it is for ("it's sam okafor"): the request before
# stands, the name completes it. A new request after the pause ("..., for, sorry, can i cancel it instead") replaces it.
NAME_AFTER_CUT = ["a seat on the lufthansa four five six to munich tuesday, for, sorry, it's sam okafor"]
NEW_ASK_AFTER_CUT = "book me on the rome one, for, sorry, can i cancel it instead"

PHRASINGS += [*NAME_AFTER_CUT, NEW_ASK_AFTER_CUT]


@pytest.mark.parametrize("said", NAME_AFTER_CUT)
async def test_a_name_after_a_lone_word_cut_off_keeps_the_request(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    cancelled = await understand(ex.make_agent, NEW_ASK_AFTER_CUT)
    assert cancelled.decision.choice is Choice.CANCEL, cancelled.decision.describe()

# Whether the thing came, asked in the past in the turn's first clause, the story after it ("did the eye drops arrive, i
# put the order in last week"): whether it has come in. Not someone come in ("did the pharmacist come in today").
CAME_FIRST = ["did the eye drops arrive, i put the order in last week"]
PERSON_CAME = "did the pharmacist come in today"

PHRASINGS += [*CAME_FIRST, PERSON_CAME]


@pytest.mark.parametrize("said", CAME_FIRST)
async def test_whether_it_came_asked_first_asks_the_status(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    person = await understand(pharmacy.make_agent, PERSON_CAME)
    assert chosen(person) != "g2", person.decision.describe()


# Round 46a (blind56 and blind60).
# Where the thing has got to, asked in a statement's order ("wondering where we're up to with ..."): the status check.
UP_TO_WITH = [("pharmacy", "just wondering where we're up to with dad's blood pressure tablets"),
              ("airline", "ringing to see where we're at with the booking for my son")]

PHRASINGS += [s for _, s in UP_TO_WITH]


@pytest.mark.parametrize(("which", "said"), UP_TO_WITH)
async def test_where_we_are_up_to_asked_in_a_statements_order_asks_the_status(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# The word for the agent's people that also names its shop, said open or shut ("will the chemist be open ..."): the
# hours asked, no handoff. What the person will do ("will the pharmacist explain ...") still asks for them.
OPEN_OR_SHUT = ["will the chemist still be open at seven tonight", "will the pharmacist be open on easter monday"]
WHAT_THE_PERSON_WILL_DO = "will the pharmacist explain the new inhaler to me"

PHRASINGS += [*OPEN_OR_SHUT, WHAT_THE_PERSON_WILL_DO]


@pytest.mark.parametrize("said", OPEN_OR_SHUT)
async def test_the_chemist_open_or_shut_asks_the_hours_not_for_a_person(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, WHAT_THE_PERSON_WILL_DO)) == "g4"

# After a no, a good amount of the thing still there ("no, there's still plenty ..."): had already, declines.
# What is still wrong ("there's still a problem") refuses nothing.
STILL_THERE = ["no, there's still plenty in the bathroom cabinet", "nah, there are still a few boxes of the blue inhaler at home"]
STILL_WRONG = "no, there's still a problem with my order"

PHRASINGS += [*STILL_THERE, STILL_WRONG]


@pytest.mark.parametrize("said", STILL_THERE)
async def test_plenty_still_there_after_a_no_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(STILL_WRONG).act is not SpeechAct.NEGATION, classify(STILL_WRONG)

# "i'd sooner you didn't" as "i'd rather you didn't"; after a no, the thing that can wait or will keep: declines.
# "it can wait" before a request ("..., book the flight first") leaves the request.
SOONER_NOT = [("pharmacy", "i'd sooner you didn't order anything yet"), ("pharmacy", "no, that can wait till after the holidays"),
              ("airline", "nah, it'll keep for another month")]
WAIT_THEN_ASKED = "it can wait, book the flight first"

PHRASINGS += [s for _, s in SOONER_NOT] + [WAIT_THEN_ASKED]


@pytest.mark.parametrize(("which", "said"), SOONER_NOT)
async def test_sooner_not_and_it_can_wait_decline(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(WAIT_THEN_ASKED).act is not SpeechAct.NEGATION, classify(WAIT_THEN_ASKED)

# The thing taken off the record it is kept on ("take the X for ... off the system / your computer"): calls it off.
OFF_THE_SYSTEM = [("airline", "please take the reservation for my two nephews off the system"),
                  ("pharmacy", "could you take dad's repeat off your computer, he's moved away")]

PHRASINGS += [s for _, s in OFF_THE_SYSTEM]


@pytest.mark.parametrize(("which", "said"), OFF_THE_SYSTEM)
async def test_taken_off_the_system_calls_it_off(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()

# A possessive after "for" ("for his levothyroxine") and "i'm down to ..." are never names.
NOT_NAMES_46 = ["can you do the repeat for his levothyroxine please", "i'm down to my last two so can i order more"]

PHRASINGS += NOT_NAMES_46


@pytest.mark.parametrize("said", NOT_NAMES_46)
def test_a_possessive_after_for_and_down_after_im_are_no_names(said: str) -> None:
    assert person_name()(said) is None

# Advice to oneself before the verb ("i'd best order", "we'd better order"): the verb, not a kind of the thing; a refill.
ADVISED_ORDER = ["i'd best order another box of my amlodipine then", "we're running low so we'd better order mum's inhalers"]

PHRASINGS += ADVISED_ORDER


@pytest.mark.parametrize("said", ADVISED_ORDER)
async def test_id_best_order_is_a_refill_not_another_service(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g1", understanding.decision.describe()

# Whether one of the people or anyone else is there ("is there a manager or someone around"): asks for one, a handoff.
PERSON_OR_ANYONE = ["is there a manager or someone around", "is there a supervisor or anyone else free"]

PHRASINGS += PERSON_OR_ANYONE


@pytest.mark.parametrize("said", PERSON_OR_ANYONE)
async def test_a_person_or_anyone_there_hands_over(said: str) -> None:
    assert classify(said) == Act(SpeechAct.QUESTION, AVAILABILITY), classify(said)
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g3", understanding.decision.describe()

# Whether the thing has come in, asked in a statement's order ("just checking whether X are in / has arrived"): the status.
WHETHER_IN = ["just checking if my mum's tablets have arrived, jean ross", "just checking whether our lisinopril has come in"]

PHRASINGS += WHETHER_IN


@pytest.mark.parametrize("said", WHETHER_IN)
async def test_whether_it_is_in_asked_in_a_statements_order_asks_the_status(said: str) -> None:
    assert classify(said) == Act(SpeechAct.QUESTION, ARRIVED), classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# A question, then the thing asked for on its answer ("is there a seat ..., if there is, put me on it"): a request.
# What one will do oneself on the answer ("if so i'll leave the big case") asks for nothing.
IF_SO = ["is there a seat left on the ba one one seven, if there is, put me on it please",
         "have you got anything to dublin on friday, if so book me on it"]
IF_SO_MYSELF = "is there a fee for bags, if so i'll leave the big case"

PHRASINGS += [*IF_SO, IF_SO_MYSELF]


@pytest.mark.parametrize("said", IF_SO)
def test_asked_for_on_the_answer_is_a_request(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST, classify(said)
    assert classify(IF_SO_MYSELF).act is SpeechAct.QUESTION, classify(IF_SO_MYSELF)


async def test_a_seat_asked_for_on_the_answer_books() -> None:
    understanding = await understand(ex.make_agent, IF_SO[0])
    assert chosen(understanding) == "g1", understanding.decision.describe()

# A word of address closing the turn ("... please love") is left out of the words matched; someone's is kept.
CLOSING_ADDRESS = ["a flight to edinburgh on tuesday please love", "i need a seat on the friday flight to nice please pet"]
SOMEONES_MATE = "i'd like a seat next to my mate"

PHRASINGS += [*CLOSING_ADDRESS, SOMEONES_MATE]


@pytest.mark.parametrize("said", CLOSING_ADDRESS)
async def test_a_closing_word_of_address_is_not_matched(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.query.split()[-1] == "please", understanding.query
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert (await understand(ex.make_agent, SOMEONES_MATE)).query.split()[-1] == "mate"

# Whether the thing is still booked or reserved: asked whether it is done; the status check.
STILL_BOOKED = ["just want to know the trip to lisbon is still booked for the three of us",
                "need to check the seats are still reserved for me and the wife"]

PHRASINGS += STILL_BOOKED


@pytest.mark.parametrize("said", STILL_BOOKED)
async def test_still_booked_asks_whether_it_is_done(said: str) -> None:
    assert asks_done(said)
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# The hours asked by their name alone ("opening hours at the branch in town"): a question, the hours.
HOURS_BY_NAME = ["opening hours at the branch in town", "closing time for the shop on the high street"]

PHRASINGS += HOURS_BY_NAME


@pytest.mark.parametrize("said", HOURS_BY_NAME)
async def test_the_hours_asked_by_their_name_alone(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g3", understanding.decision.describe()

# "checking that ..." asks as "checking whether" does: whether it is done, the status check.
CHECKING_THAT = [("airline", "only checking that my wife's flight to oslo went through ok"),
                 ("pharmacy", "i'm just checking that gran's patches have been sorted")]

PHRASINGS += [s for _, s in CHECKING_THAT]


@pytest.mark.parametrize(("which", "said"), CHECKING_THAT)
async def test_checking_that_asks_the_status(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# Sent by someone to ring the agent for the thing ("my gp told me to phone you for a refill of ..."): a request, no
# remark; told to ring on a condition ("... if the rash came back") asks for nothing yet. "for more of" is no name.
SENT_TO_RING = ["my doctor said to ring you for a repeat of my atorvastatin", "my gp told me to phone you for a refill of my sertraline"]
SENT_IF = "the doctor said to ring you if the rash came back"
MORE_OF = "my consultant said to phone you for more of my steroid cream"

PHRASINGS += [*SENT_TO_RING, SENT_IF, MORE_OF]


@pytest.mark.parametrize("said", SENT_TO_RING)
async def test_sent_to_ring_for_the_thing_asks_for_it(said: str) -> None:
    assert not classify(said).remark, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, SENT_IF)) != "g1"
    assert not classify(MORE_OF).remark and person_name()(MORE_OF) is None

# The comfort of knowing it ("i'd rest easier knowing ... is all sorted"): wanting to know whether it is done, no booking.
BETTER_KNOWING = [("airline", "i'd rest easier knowing my mum's seat is all sorted"),
                  ("pharmacy", "i'd feel happier knowing the refill for dad has gone through")]

PHRASINGS += [s for _, s in BETTER_KNOWING]


@pytest.mark.parametrize(("which", "said"), BETTER_KNOWING)
async def test_better_knowing_it_is_done_asks_the_status(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()


# Round 46c (blind41, blind53 and blind55).
# A worry that the thing is not done ("keeps worrying about whether his X ever went through", "i'm afraid my X haven't
# been made up"): doubting it is done asks whether it is; the status check tells it. A worry about something else
# ("i'm worried about the turbulence, can i book ...") still asks for what it asks.
WORRIED_NOT_DONE = [("airline", "my dad keeps worrying about whether his lisbon booking ever went through"),
                    ("pharmacy", "i'm afraid my tablets haven't been made up yet, i rang on monday")]
WORRIED_OTHERWISE = "i'm worried about the turbulence, can i book an aisle seat on the friday flight"

PHRASINGS += [s for _, s in WORRIED_NOT_DONE] + [WORRIED_OTHERWISE]


@pytest.mark.parametrize(("which", "said"), WORRIED_NOT_DONE)
async def test_a_worry_that_it_is_not_done_asks_the_status(which: str, said: str) -> None:
    from voice_agent.engine.done import DOUBTED

    assert classify(said) == Act(SpeechAct.QUESTION, DOUBTED), classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(WORRIED_OTHERWISE).act is SpeechAct.REQUEST, classify(WORRIED_OTHERWISE)

# "..., or is it not ready yet": the other answer, not done, closing the turn asks whether it is done (not what someone
# may do, nor where one should go). "or is it not allowed" asks nothing of a thing done.
OR_NOT_DONE_YET = [("pharmacy", "can my husband come by at four for my inhaler or is it not ready yet"),
                   ("airline", "shall i head to the airport or is it still not confirmed")]
OR_NOT_ALLOWED = "can i fly with a cold or is it not allowed"

PHRASINGS += [s for _, s in OR_NOT_DONE_YET] + [OR_NOT_ALLOWED]


@pytest.mark.parametrize(("which", "said"), OR_NOT_DONE_YET)
async def test_or_is_it_not_done_asks_whether_it_is(which: str, said: str) -> None:
    from voice_agent.engine.done import OR_NOT_DONE

    assert classify(said) == Act(SpeechAct.QUESTION, OR_NOT_DONE), classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(OR_NOT_ALLOWED).cue != OR_NOT_DONE, classify(OR_NOT_ALLOWED)

# Someone's thing there for pickup or in, asked in the turn's first clause with a story after it ("are mr X's patches
# there for pickup, i'm in the car park"): whether it has come in. Not of a person ("is the pharmacist in, ...").
IN_FOR_PICKUP = ["are mr hale's patches there for pickup, i'm in the car park", "is my son's inhaler in, we're just round the corner"]
PERSON_IN_FIRST = "is the pharmacist in, i've a question about my patches"

PHRASINGS += [*IN_FOR_PICKUP, PERSON_IN_FIRST]


@pytest.mark.parametrize("said", IN_FOR_PICKUP)
async def test_someones_thing_there_for_pickup_in_the_first_clause_asks_whether_it_has_come_in(said: str) -> None:
    assert classify(said) == Act(SpeechAct.QUESTION, ARRIVED), classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(PERSON_IN_FIRST).cue != ARRIVED, classify(PERSON_IN_FIRST)

# Someone sent for someone's thing after the story ("could we send our driver over for mrs X's patches"): whether it can
# be collected, as "send my brother round for it" is. Sent for a new thing ("... for a new prescription") asks for it.
SENT_FOR_IT = "the van's out anyway, could we send our driver over for mrs ansell's patches"
SENT_FOR_NEW = "the van's out anyway, could we send our driver over for a new prescription"

PHRASINGS += [SENT_FOR_IT, SENT_FOR_NEW]


async def test_someone_sent_for_someones_thing_asks_whether_it_can_be_collected() -> None:
    assert classify(SENT_FOR_IT) == Act(SpeechAct.QUESTION, COLLECTABLE), classify(SENT_FOR_IT)
    understanding = await understand(pharmacy.make_agent, SENT_FOR_IT)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(SENT_FOR_NEW).cue != COLLECTABLE, classify(SENT_FOR_NEW)

# Where someone's thing stands, and a thing "sat there" (British for sitting there) on the counter: words of being
# done; a thing sitting there is no one asked to be there (no handoff).
WHERE_IT_STANDS = [("airline", "could you see where our rome booking stands"), ("pharmacy", "is the eczema cream sat there on the counter")]
WHERE_ONE_STANDS = "where do i stand on a refund"

PHRASINGS += [s for _, s in WHERE_IT_STANDS] + [WHERE_ONE_STANDS]


@pytest.mark.parametrize(("which", "said"), WHERE_IT_STANDS)
async def test_where_it_stands_and_sat_there_say_whether_it_is_done(which: str, said: str) -> None:
    assert asks_done(said)
    assert classify(said).cue != AVAILABILITY, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert not asks_done(WHERE_ONE_STANDS)

# Not wanting a journey in vain ("i don't want to do the drive in for nothing, ..."): a worry, no refusal; the question
# after it asks. Not wanting the thing still refuses.
IN_VAIN = "i don't want to do the drive in for nothing, is my repeat ready"
NOT_WANTED = "i don't want the repeat this month"

PHRASINGS += [IN_VAIN, NOT_WANTED]


async def test_not_wanting_a_journey_for_nothing_refuses_nothing() -> None:
    assert classify(IN_VAIN).act is SpeechAct.QUESTION, classify(IN_VAIN)
    understanding = await understand(pharmacy.make_agent, IN_VAIN)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(NOT_WANTED).act is SpeechAct.NEGATION, classify(NOT_WANTED)

# The call said first, for whom ("i'm ringing on behalf of my gran, she needs ..."): the words matched keep whom it is
# for and leave the calling out (the model reads "calling" near calling a thing off). Calling for a thing keeps its words.
CALLING_FOR_SOMEONE = [("i'm ringing on behalf of my gran, she needs a seat on the friday flight to amsterdam",
                        "for my gran, she needs a seat on the friday flight to amsterdam"),
                       ("i'm phoning for my grandad, he wants the dublin flight on tuesday", "for my grandad, he wants the dublin flight on tuesday")]
CALLING_FOR_A_THING = "i'm calling for my prescription the usual repeat please"

PHRASINGS += [s for s, _ in CALLING_FOR_SOMEONE] + [CALLING_FOR_A_THING]


@pytest.mark.parametrize(("said", "kept"), CALLING_FOR_SOMEONE)
def test_the_call_said_first_keeps_whom_it_is_for(said: str, kept: str) -> None:
    from voice_agent.engine.naming import without_courtesy

    assert without_courtesy(" ".join(words(said))) == " ".join(words(kept))
    assert without_courtesy(CALLING_FOR_A_THING) == CALLING_FOR_A_THING

# A verb of the past after "if" ("my wife said if i got confused to ask for a real person"): a condition, no report;
# the person asked for is what the caller wants. "i got confused by the app" still tells.
IF_IN_THE_PAST = "my wife said if i got confused to ask for a real person, so here i am"
TOLD_IN_THE_PAST = "i got confused by the app and booked the wrong day"

PHRASINGS += [IF_IN_THE_PAST, TOLD_IN_THE_PAST]


async def test_a_past_verb_after_if_tells_nothing() -> None:
    assert classify(IF_IN_THE_PAST).act is SpeechAct.REQUEST, classify(IF_IN_THE_PAST)
    understanding = await understand(ex.make_agent, IF_IN_THE_PAST)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert classify(TOLD_IN_THE_PAST).act is SpeechAct.REPORT, classify(TOLD_IN_THE_PAST)

# A person asked for in a word or two before a comma ("actual person, it's about my brother") is no greeting to read
# past; and what would make it easier ("it'd be a lot simpler with a real agent") is a wish: neither is a remark.
# "it's about my brother" alone still is.
PERSON_THEN_WHY = ["actual person, it's about my brother", "my mum can't hear well, it'd be a lot simpler with a real agent"]
ONLY_WHY = "it's about my brother"

PHRASINGS += [*PERSON_THEN_WHY, ONLY_WHY]


@pytest.mark.parametrize("said", PERSON_THEN_WHY)
async def test_a_person_first_or_a_wish_for_one_is_no_remark(said: str) -> None:
    assert not classify(said).remark, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert classify(ONLY_WHY).remark, classify(ONLY_WHY)

# Whether it failed, asked after the story ("..., did it fail"): the other answer to whether it went through; the
# status check tells it. "did the engine fail" asks nothing of the agent's thing.
DID_IT_FAIL = "i paid for the lisbon seats last night but got no email, did it fail"
NOT_SURE_IT_FAILED = "the website crashed halfway through my repeat request, not sure if it failed"
ENGINE_FAILED = "did the engine fail on the last flight"

PHRASINGS += [DID_IT_FAIL, NOT_SURE_IT_FAILED, ENGINE_FAILED]


async def test_whether_it_failed_asks_whether_it_went_through() -> None:
    assert asks_done(DID_IT_FAIL) and asks_done(NOT_SURE_IT_FAILED)
    understanding = await understand(ex.make_agent, DID_IT_FAIL)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert not asks_done(ENGINE_FAILED)

# "escalate this now, ...": the matter passed up to the agent's people opens the turn; a handoff. Raising a thing to
# another class ("can you escalate the booking to business class") reaches for no one.
ESCALATED = "escalate this now, it's the fourth time i've rung"
ESCALATED_THING = "can you escalate the booking to business class"

PHRASINGS += [ESCALATED, ESCALATED_THING]


async def test_escalating_opening_the_turn_hands_over() -> None:
    understanding = await understand(ex.make_agent, ESCALATED)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    understanding = await understand(ex.make_agent, ESCALATED_THING)
    assert chosen(understanding) != "g3", understanding.decision.describe()

# The caller's own way of going said with "instead" ("..., so i'll fly instead, ..."): a plan, no change of what is
# held; the flight named after it is booked. A later one asked for instead still presumes the one held.
FLY_INSTEAD = "my knee's too bad for the drive now so i'll fly instead, the ba one one seven on monday for me"
LATER_INSTEAD = "can i fly on the later one instead"

PHRASINGS += [FLY_INSTEAD, LATER_INSTEAD]


async def test_flying_instead_of_another_way_changes_nothing_held() -> None:
    assert classify(FLY_INSTEAD).act is not SpeechAct.CHANGE, classify(FLY_INSTEAD)
    understanding = await understand(ex.make_agent, FLY_INSTEAD)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(LATER_INSTEAD).act is SpeechAct.CHANGE, classify(LATER_INSTEAD)

# One of the agent's people named in the story, then reached by a pronoun ("..., can i get her on the line"): the
# person is asked for, over the refill the story lies near. Someone of one's own ("my daughter") is no one of the agent's.
R46C_ON_THE_LINE = ["the pharmacist said she'd sort my new repeat prescription with me, can i get her on the line",
               "the pharmacist was going to check my refill of blood pressure tablets with me, can i get her on the line"]
OWN_ON_THE_LINE = "my daughter usually orders my repeat, can i get her on the phone"

PHRASINGS += [*R46C_ON_THE_LINE, OWN_ON_THE_LINE]


@pytest.mark.parametrize("said", R46C_ON_THE_LINE)
async def test_one_of_the_people_named_then_reached_by_a_pronoun_hands_over(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g4", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, OWN_ON_THE_LINE)
    assert chosen(understanding) != "g4", understanding.decision.describe()

# Round 47c (blind64: callers who use words of their own for things).
# How the thing stands, asked in the word for its state ("state of our booking please, ..."): asking after what is
# under way, as "status of" asks; the status check tells it. A state the caller is in ("a state of panic") asks nothing.
STATE_OF = [("airline", "state of our booking to madrid please, the reference is k l m four"),
            ("pharmacy", "the state of my husband's repeat please")]
STATE_OF_MIND = "i'm in a state of panic about flying, book me on the friday flight to rome"

PHRASINGS += [s for _, s in STATE_OF] + [STATE_OF_MIND]


@pytest.mark.parametrize(("which", "said"), STATE_OF)
async def test_the_state_of_the_thing_asks_after_it(which: str, said: str) -> None:
    from voice_agent.engine.asking import FOLLOW_UPS

    assert classify(said).act is SpeechAct.QUESTION and classify(said).cue in FOLLOW_UPS, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(STATE_OF_MIND).act is SpeechAct.REQUEST, classify(STATE_OF_MIND)

# Checking in on the web (the airport's check-in) asks how it is done, not after a thing under way; "checking in on the
# order" still asks after it.
CHECK_IN_ONLINE = "how does checking in on the web work for the lisbon flight"
CHECKING_IN_ON_IT = "just checking in on the order for my mum"

PHRASINGS += [CHECK_IN_ONLINE, CHECKING_IN_ON_IT]


async def test_checking_in_on_the_web_asks_after_nothing_under_way() -> None:
    understanding = await understand(ex.make_agent, CHECK_IN_ONLINE)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, CHECKING_IN_ON_IT)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# "is it possible to pay for the seats in instalments": how one may pay, asked as "can i pay ..." asks it; no booking.
# "is it possible to book ..." still asks for it.
PAY_POSSIBLE = "is it possible to pay for the seats in monthly instalments"
BOOK_POSSIBLE = "is it possible to book two seats on the friday flight to rome"

PHRASINGS += [PAY_POSSIBLE, BOOK_POSSIBLE]


async def test_whether_one_may_pay_a_way_is_a_question() -> None:
    assert classify(PAY_POSSIBLE).act is SpeechAct.QUESTION, classify(PAY_POSSIBLE)
    understanding = await understand(ex.make_agent, PAY_POSSIBLE)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()
    assert classify(BOOK_POSSIBLE).act is SpeechAct.REQUEST, classify(BOOK_POSSIBLE)

# The agent's thing after "from", said of another thing ("the loyalty points from yesterday's flight"): where they came
# from, not what is asked for; nothing is booked.
FROM_THE_FLIGHT = "i want the loyalty points from yesterday's flight put on my card"

PHRASINGS += [FROM_THE_FLIGHT]


async def test_a_thing_from_the_flight_books_nothing() -> None:
    understanding = await understand(ex.make_agent, FROM_THE_FLIGHT)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()

# "knock my thyroid repeat on the head": the thing said between "knock" and "on the head", called off all the same.
# A knock on one's own head calls nothing off.
KNOCKED_ON_THE_HEAD = ["knock my thyroid repeat on the head please", "knock mum's inhaler order on the head, she's stopped it"]
HEAD_KNOCKED = "i knocked my head on the cupboard, can i get some painkillers"

PHRASINGS += [*KNOCKED_ON_THE_HEAD, HEAD_KNOCKED]


@pytest.mark.parametrize("said", KNOCKED_ON_THE_HEAD)
def test_the_thing_knocked_on_the_head_is_called_off(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)
    assert classify(HEAD_KNOCKED).act is not SpeechAct.CANCEL, classify(HEAD_KNOCKED)

# Stopping where things are ("no, let's just leave it there, thanks") and another day after a no ("nah, another week"):
# declined. Leaving a thing somewhere for someone declines nothing.
LEFT_THERE = ["no, let's just leave it there, thanks", "nah, another week"]
LEFT_FOR_SOMEONE = "can you leave it there for my son to pick up"

PHRASINGS += [*LEFT_THERE, LEFT_FOR_SOMEONE]


@pytest.mark.parametrize("said", LEFT_THERE)
def test_leaving_it_there_or_another_day_after_a_no_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(LEFT_FOR_SOMEONE).act is not SpeechAct.NEGATION, classify(LEFT_FOR_SOMEONE)

# Anyone said to be real, opening the turn ("anyone who's real, cheers"): a human asked for alone; the handoff.
# Someone so described inside a story ("a friend who's real good with computers ...") is no one asked for.
REAL_ONES_ALONE = ["anyone who's real, cheers", "somebody who is human, if you can manage it"]
REAL_IN_A_STORY = "a friend who's real good with computers booked it for me"

PHRASINGS += [*REAL_ONES_ALONE, REAL_IN_A_STORY]


@pytest.mark.parametrize("said", REAL_ONES_ALONE)
async def test_anyone_said_to_be_real_opening_the_turn_is_a_handoff(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g4", understanding.decision.describe()
    understanding = await understand(ex.make_agent, REAL_IN_A_STORY)
    assert chosen(understanding) != "g3", understanding.decision.describe()

# "you'll have to speak up, ...", "speak louder please, ...": the verb the author's handoff is named by ("speak with a
# person"), said of how the agent speaks, reaches for no one, and is left out of the words matched. "could i speak to
# whichever pharmacist ..." still reaches for one.
R47C_SPEAK_UP = ["you'll have to speak up, i'm a bit hard of hearing", "speak louder please, it's a bad line"]
SPEAK_TO = "could i speak to whichever pharmacist is on duty today"

PHRASINGS += [*R47C_SPEAK_UP, SPEAK_TO]


@pytest.mark.parametrize("said", R47C_SPEAK_UP)
async def test_asking_the_agent_to_speak_up_hands_over_to_no_one(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) != "g3", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, SPEAK_TO)
    assert chosen(understanding) == "g4", understanding.decision.describe()

# What a kind of thing needs every time ("does a refill have to be signed off by the gp each time"): a rule, which the
# status check does not tell. Whether it is ready still is.
EVERY_TIME = ["does a refill have to be signed off by the gp each time", "do i need to show id every time i collect"]
READY_NOW = "is my refill ready now"

PHRASINGS += [*EVERY_TIME, READY_NOW]


@pytest.mark.parametrize("said", EVERY_TIME)
async def test_what_a_thing_needs_every_time_is_a_rule(said: str) -> None:
    from voice_agent.engine.naming import attributes

    assert "validity" in attributes(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, READY_NOW)) == "g2"

# Down to the last of the thing, said of oneself ("we're down to our last couple of inhalers"): a need, as running out
# is, no remark; the refill. Being down somewhere ("i'm down at the shop now") stays a remark.
DOWN_TO_THE_LAST = "we're down to our last couple of inhalers"
DOWN_SOMEWHERE = "i'm down at the shop now"

PHRASINGS += [DOWN_TO_THE_LAST, DOWN_SOMEWHERE]


async def test_down_to_the_last_is_a_need_not_a_remark() -> None:
    assert not classify(DOWN_TO_THE_LAST).remark, classify(DOWN_TO_THE_LAST)
    understanding = await understand(pharmacy.make_agent, DOWN_TO_THE_LAST)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(DOWN_SOMEWHERE).remark, classify(DOWN_SOMEWHERE)


# Round 47a (blind62).
# The thing given back ("we'd like to return the eye drops", "how do i dispose of ...": another service's doing) or
# had by post ("pop my inhaler in the post", "by courier": a change of how the thing held is had): never a refill.
# The way one travels back ("..., returning the 21st") is no thing given back: the booking stands.
GIVEN_BACK_OR_POSTED = ["we'd like to return the eye drops, they weren't used", "how do i dispose of my old tablets",
                        "could you pop my inhaler in the post to my daughter's house",
                        "can you send my repeat tablets by courier to the hotel"]
RETURNING_ON_A_DAY = "i'd like a return to madrid on IB 3 1 7 for Tom Reyes, returning the 21st"

PHRASINGS += [*GIVEN_BACK_OR_POSTED, RETURNING_ON_A_DAY]


@pytest.mark.parametrize("said", GIVEN_BACK_OR_POSTED)
async def test_a_thing_given_back_or_sent_by_post_is_no_refill(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    understanding = await understand(ex.make_agent, RETURNING_ON_A_DAY)
    assert chosen(understanding) == "g1", understanding.decision.describe()

# A service done to the caller, named by its last word ("an inhaler technique check", "my blood pressure checked"):
# the words before it say which check, never that a refill is asked for. More of the tablets for it still is.
SERVICE_DONE = ["could i have an inhaler technique check please", "i need my blood pressure checked"]
MORE_FOR_IT = "i need more of my blood pressure tablets"

PHRASINGS += [*SERVICE_DONE, MORE_FOR_IT]


@pytest.mark.parametrize("said", SERVICE_DONE)
async def test_a_check_done_to_the_caller_asks_for_no_refill(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert not (understanding.decision.choice is Choice.GUIDELINE and acts(understanding.decision.guideline)), \
        understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, MORE_FOR_IT)
    assert chosen(understanding) == "g1", understanding.decision.describe()

# After a no, only asking ("no, we were only curious"), the thing left for a while ("nah, we'll leave it this week
# thanks"), or the thought taken back, closing the turn ("..., but on second thoughts, no"): a refusal. Not "no, i was
# just wondering if you could ..." (asking goes on), "no, i'll leave it with you ..." (given over), nor a no that
# a request follows ("on second thoughts, no, book me on the later one").
DECLINED_AFTER_NO = [("airline", "no, we were only curious"), ("pharmacy", "nope, we were only checking"),
                     ("pharmacy", "nah, we'll leave it this week thanks"), ("airline", "no, i think i'll leave it this time"),
                     ("airline", "i nearly booked the venice trip but on second thoughts, no")]
NOT_DECLINED_AFTER_NO = ["no, i was just wondering if you could refill my inhaler", "no, i'll leave it with you this week",
                         "on second thoughts, no, book me on the later one"]

PHRASINGS += [s for _, s in DECLINED_AFTER_NO] + NOT_DECLINED_AFTER_NO


@pytest.mark.parametrize(("which", "said"), DECLINED_AFTER_NO)
async def test_only_asking_or_left_a_while_or_thought_better_of_declines(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert [s for s in NOT_DECLINED_AFTER_NO if classify(s).act is SpeechAct.NEGATION] == []

# A question, then what the caller takes on the answer ("..., if so we'll take two"): a request, as "if so book me" is.
# Paying on the answer ("..., if so i'll pay it at the desk") takes nothing of the agent's: still a question.
TAKEN_ON_THE_ANSWER = "have you got anything to dublin on the sixth, if so we'll take two"
PAID_ON_THE_ANSWER = "is there a fee for bags, if so i'll pay it at the desk"

PHRASINGS += [TAKEN_ON_THE_ANSWER, PAID_ON_THE_ANSWER]


async def test_taking_it_on_the_answer_is_a_request() -> None:
    assert classify(TAKEN_ON_THE_ANSWER).act is SpeechAct.REQUEST, classify(TAKEN_ON_THE_ANSWER)
    assert classify(PAID_ON_THE_ANSWER).act is SpeechAct.QUESTION, classify(PAID_ON_THE_ANSWER)

# Ringing "to see / find out where things stand with" what one reserved or ordered: whether it is done, asked, over the
# clause of the past inside it; the status check tells it. "i reserved a seat yesterday" alone still tells.
WHERE_THINGS_STAND = [("airline", "calling to find out where things stand with the seats we reserved for my aunt"),
                      ("pharmacy", "just ringing to see where things stand with the patches i ordered")]
RESERVED_ALONE = "i reserved a seat yesterday"

PHRASINGS += [s for _, s in WHERE_THINGS_STAND] + [RESERVED_ALONE]


@pytest.mark.parametrize(("which", "said"), WHERE_THINGS_STAND)
async def test_where_things_stand_asks_whether_it_is_done(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(RESERVED_ALONE).act is SpeechAct.REPORT, classify(RESERVED_ALONE)

# A human named alone, the whole turn ("a live person please"): asked for by naming, a handoff. A person in a
# sentence that asks nothing of them ("a person from my office will collect it") is not.
HUMAN_ALONE = "a live person please"
PERSON_WHO_COLLECTS = "a person from my office will collect it"

PHRASINGS += [HUMAN_ALONE, PERSON_WHO_COLLECTS]


async def test_a_human_named_alone_hands_over() -> None:
    understanding = await understand(pharmacy.make_agent, HUMAN_ALONE)
    assert chosen(understanding) == "g4", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, PERSON_WHO_COLLECTS)
    assert chosen(understanding) != "g4", understanding.decision.describe()

# "..., has it gone up": an amount risen (a price), not the thing done; the status check never answers it.
# "..., has it gone through" still asks whether it is done.
GONE_UP = "is the prescription charge still the same, has it gone up"
GONE_THROUGH_AFTER = "i ordered my repeat on friday, has it gone through"

PHRASINGS += [GONE_UP, GONE_THROUGH_AFTER]


async def test_gone_up_asks_no_status() -> None:
    understanding = await understand(pharmacy.make_agent, GONE_UP)
    assert chosen(understanding) != "g2", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, GONE_THROUGH_AFTER)
    assert chosen(understanding) == "g2", understanding.decision.describe()


# Round 47b (blind63: callers ringing back, annoyed or confused).
# Someone the caller dealt with before ("the previous person promised one", "like i told the last agent"): a person of
# the story, not one reached for, so no handoff on it. Reached straight ("put me back through to the last person i spoke
# to") they are asked for.
EARLIER_PERSON = "i'd like a refund, the previous person promised one"
EARLIER_REACHED = "put me back through to the last person i spoke to"

PHRASINGS += [EARLIER_PERSON, EARLIER_REACHED]


async def test_the_person_dealt_with_before_is_no_one_reached_for() -> None:
    understanding = await understand(ex.make_agent, EARLIER_PERSON)
    assert chosen(understanding) != "g3", understanding.decision.describe()
    understanding = await understand(ex.make_agent, EARLIER_REACHED)
    assert chosen(understanding) == "g3", understanding.decision.describe()

# Whether a thing said indefinitely was done, asked in the past after the story ("sorry to chase, has a refill actually
# gone through for my mum"): the status check, never the refill. The present ("look, is a window seat possible on ...")
# asks no such thing.
INDEFINITE_DONE = "sorry to chase, has a refill actually gone through for my mum"
INDEFINITE_NOW = "look, is a window seat possible on the rome flight"

PHRASINGS += [INDEFINITE_DONE, INDEFINITE_NOW]


async def test_whether_a_thing_was_done_asked_indefinitely_is_the_status_check() -> None:
    understanding = await understand(pharmacy.make_agent, INDEFINITE_DONE)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert not classify(INDEFINITE_NOW).cue.startswith("whether it is done"), classify(INDEFINITE_NOW)

# "explain the baggage rules to me, ...", "can you explain how the repeat system works": told how a thing works, asked
# for; a question, never the refill. A pharmacist needed to explain is still a person asked for.
EXPLAINED = [("airline", "explain the baggage rules to me, do i pay for a second case"),
             ("pharmacy", "can you explain how the repeat system works")]
EXPLAINED_BY_SOMEONE = "i need a pharmacist to explain my new dose"

PHRASINGS += [s for _, s in EXPLAINED] + [EXPLAINED_BY_SOMEONE]


@pytest.mark.parametrize(("which", "said"), EXPLAINED)
async def test_explain_it_to_me_asks_a_question(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) != "g1", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, EXPLAINED_BY_SOMEONE)
    assert chosen(understanding) == "g4", understanding.decision.describe()

# The call cut off and taken up again, told in clauses of their own first ("we got cut off earlier, where was i, ..."):
# none of it asks or reports; what follows is read. "i'm ringing back" with no word of the call cut still asks after.
CUT_OFF = "we got cut off earlier, where was i, the a f one oh one to paris monday for ann lee"
RINGING_BACK_ABOUT = "i'm calling back about the flight to rome for ann lee"

PHRASINGS += [CUT_OFF, RINGING_BACK_ABOUT]


async def test_the_call_cut_off_then_taken_up_is_read_past() -> None:
    understanding = await understand(ex.make_agent, CUT_OFF)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    understanding = await understand(ex.make_agent, RINGING_BACK_ABOUT)
    assert chosen(understanding) != "g1", understanding.decision.describe()

# Whom one may talk to, doubted ("is there actually a pharmacist in today i can speak to"): a person asked for. A thing
# one may read ("is there really a leaflet i can read") is not.
DOUBTED_SOMEONE = "is there actually a pharmacist in today i can speak to"
DOUBTED_THING = "is there really a leaflet i can read"

PHRASINGS += [DOUBTED_SOMEONE, DOUBTED_THING]


async def test_whom_one_may_talk_to_doubted_hands_over() -> None:
    understanding = await understand(pharmacy.make_agent, DOUBTED_SOMEONE)
    assert chosen(understanding) == "g4", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, DOUBTED_THING)
    assert chosen(understanding) != "g4", understanding.decision.describe()

# "..., pass me over to someone real": the caller handed on, asked in the imperative after a remark; no remark. "my hand
# hurts ..." says how things are.
HANDED_ON = "i've been on hold for ages, pass me over to someone real"
A_HAND = "my hand hurts from holding the phone"

PHRASINGS += [HANDED_ON, A_HAND]


async def test_handed_on_to_someone_is_no_remark() -> None:
    assert not classify(HANDED_ON).remark, classify(HANDED_ON)
    understanding = await understand(ex.make_agent, HANDED_ON)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert classify(A_HAND).remark, classify(A_HAND)

# A word of cancelling disowned by "not" ("i said change, not cancel, ...", "it's a question, not a cancellation, ...")
# calls nothing off. "why not cancel it then" suggests it.
NOT_CANCEL = [("airline", "i said change, not cancel, can you move my flight to friday"),
              ("pharmacy", "it's a question, not a cancellation, is my refill ready")]
WHY_NOT_CANCEL = "why not cancel it then"

PHRASINGS += [s for _, s in NOT_CANCEL] + [WHY_NOT_CANCEL]


@pytest.mark.parametrize(("which", "said"), NOT_CANCEL)
async def test_a_cancel_disowned_by_not_calls_nothing_off(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.act.act is not SpeechAct.CANCEL, understanding.act
    assert classify(WHY_NOT_CANCEL).act is SpeechAct.CANCEL, classify(WHY_NOT_CANCEL)

# "no, no, not that one": after a no said more than once, which one disowned refuses, as after one no. A thing named
# after it ("no, not that, book the friday one") is what is asked.
NOS_THEN_NOT = ["no, no, not that one", "nah, nah, not that"]
NOT_THAT_THEN_ASKED = "no, not that, book the friday one"

PHRASINGS += [*NOS_THEN_NOT, NOT_THAT_THEN_ASKED]


@pytest.mark.parametrize("said", NOS_THEN_NOT)
async def test_nos_then_not_that_declines(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(NOT_THAT_THEN_ASKED).act is not SpeechAct.NEGATION, classify(NOT_THAT_THEN_ASKED)

# One thing refused, then the one wanted said alone with "please" ("i don't need the new inhaler, just my normal repeat
# please"): the refill. A refusal closed by "please" alone still refuses.
JUST_THE_OTHER = "i don't need the new inhaler, just my normal repeat please"
REFUSED_PLEASE = "i don't want my repeat this month please"

PHRASINGS += [JUST_THE_OTHER, REFUSED_PLEASE]


async def test_just_the_thing_please_after_a_refusal_asks_for_it() -> None:
    understanding = await understand(pharmacy.make_agent, JUST_THE_OTHER)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, REFUSED_PLEASE)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()

# Told when it would be, then "is it there" ("i rang tuesday and they told me thursday, is it there"): whether it is
# ready. "is it there" of a place named ("the shop on station road, is it there still") asks nothing of an order.
TOLD_THEN_THERE = "i rang tuesday and they told me thursday, is it there"
PLACE_THERE = "the shop on station road, is it there still"

PHRASINGS += [TOLD_THEN_THERE, PLACE_THERE]


async def test_is_it_there_after_being_told_when_is_the_status_check() -> None:
    understanding = await understand(pharmacy.make_agent, TOLD_THEN_THERE)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, PLACE_THERE)
    assert chosen(understanding) != "g2", understanding.decision.describe()

# The thing held wanted put right ("i need the spelling on my ticket corrected", "..., fixed on the booking") is a change
# of it, never a booking nor its status. A flight wanted booked is a request.
PUT_RIGHT = ["i need the spelling on my ticket corrected", "i'd like the spelling of my surname fixed on the booking"]
WANTED_BOOKED = "i need a flight booked for friday"

PHRASINGS += [*PUT_RIGHT, WANTED_BOOKED]


@pytest.mark.parametrize("said", PUT_RIGHT)
async def test_a_thing_wanted_put_right_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert classify(WANTED_BOOKED).act is SpeechAct.REQUEST, classify(WANTED_BOOKED)

# The thing someone else cancelled, "that" unsaid ("a refund on the trip you cancelled"): what kind of thing, said of it;
# nothing is called off by the caller. "cancel the flight you booked for me" cancels.
THEY_CANCELLED = "i'd like a refund on the trip you cancelled"
CANCEL_BOOKED = "cancel the flight you booked for me"

PHRASINGS += [THEY_CANCELLED, CANCEL_BOOKED]


def test_the_thing_someone_else_cancelled_calls_nothing_off() -> None:
    assert classify(THEY_CANCELLED).act is not SpeechAct.CANCEL, classify(THEY_CANCELLED)
    assert classify(CANCEL_BOOKED).act is SpeechAct.CANCEL, classify(CANCEL_BOOKED)

# "just reserve / book / order ..." after the story asks in so many words: no report, whatever the story told ("i got a
# weird text ..."). The story alone is still one.
JUST_RESERVE = "i got a weird text about my search, just reserve the k l one two three on monday for tom hale"
ONLY_THE_STORY = "i got a weird text about my search"

PHRASINGS += [JUST_RESERVE, ONLY_THE_STORY]


async def test_just_reserve_after_the_story_is_a_request() -> None:
    understanding = await understand(ex.make_agent, JUST_RESERVE)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(ONLY_THE_STORY).act is SpeechAct.REPORT, classify(ONLY_THE_STORY)

# "so here i am, ...": where the caller has got to, not who they are; the name is the one after "for". "due for
# renewal" names no one; "hello, i am joan pike" does.
HERE_I_AM = "the surgery told me to phone so here i am, ramipril five milligrams, for joan pike"
DUE_FOR = "my blood pressure tablets are due for renewal"
I_AM_NAMED = "hello, i am joan pike"

PHRASINGS += [HERE_I_AM, DUE_FOR, I_AM_NAMED]


def test_here_i_am_and_due_for_renewal_are_no_names() -> None:
    assert person_name()(HERE_I_AM) == "Joan Pike"
    assert person_name()(DUE_FOR) is None
    assert person_name()(I_AM_NAMED) == "Joan Pike"

# An assent closing the story ("..., but ok go ahead, r x ..."): the caller asks the agent to go on; no report. The
# story alone ("i had a letter saying ...") still tells.
GO_AHEAD = "i had a letter saying my inhaler is due for review, i'm not sure what it means but ok go ahead, r x five five three two one"
LETTER_ONLY = "i had a letter saying my inhaler is due for review, i'm not sure what it means"

PHRASINGS += [GO_AHEAD, LETTER_ONLY]


async def test_but_ok_go_ahead_after_the_story_asks() -> None:
    understanding = await understand(pharmacy.make_agent, GO_AHEAD)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, LETTER_ONLY)
    assert chosen(understanding) != "g1", understanding.decision.describe()

# The reason for a thing asked ("why does the refill always come in late"): not whether it is done, so the status check
# does not answer it (no guideline speaks of reasons). Whether it is, asked the other way ("why hasn't my inhaler come in
# yet", "why is my booking not showing on the app"), still takes the status check.
REASON_ASKED = "why does the refill always come in late"
WHY_NOT_YET = [("pharmacy", "why hasn't my inhaler come in yet"), ("airline", "why is my booking not showing on the app")]

PHRASINGS += [REASON_ASKED] + [s for _, s in WHY_NOT_YET]


async def test_the_reason_asked_is_not_the_status_check() -> None:
    understanding = await understand(pharmacy.make_agent, REASON_ASKED)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    for which, said in WHY_NOT_YET:
        understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
        assert chosen(understanding) == "g2", understanding.decision.describe()

# Two kinds of a thing compared ("what's the difference between my old repeat and the new one"): what tells them apart,
# which no guideline speaks of; not whether either is done.
COMPARED_KINDS = "what's the difference between my old repeat and the new one"

PHRASINGS += [COMPARED_KINDS]


async def test_two_kinds_compared_is_not_the_status_check() -> None:
    understanding = await understand(pharmacy.make_agent, COMPARED_KINDS)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# "..., so i'll do it this way, [flight], [name]": "do it" after its subject is the caller's plan, no yes/no question
# closing a remark; the flight is booked. "..., will that be too heavy" still asks.
DO_IT_THIS_WAY = "your app won't load so i'll do it this way, klm k l six zero one to amsterdam on the ninth, tom hale"
TAG_ASKED = "my bag is twenty kilos, will that be too heavy"

PHRASINGS += [DO_IT_THIS_WAY, TAG_ASKED]


async def test_do_it_after_its_subject_asks_nothing() -> None:
    understanding = await understand(ex.make_agent, DO_IT_THIS_WAY)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(TAG_ASKED).act is SpeechAct.QUESTION, classify(TAG_ASKED)

# Round 48a (blind65).
# One way's price weighed against another's, opened by "would it / that" ("would it come out any cheaper if ..."): a
# question about the price, never a booking read back. "would it be possible to get me a seat" still asks for one.
PRICE_WEIGHED = ["would it come out any cheaper if we went on the monday", "would that be dearer on the late flight"]
POSSIBLE_ASKED = "would it be possible to get me a seat on the monday"

PHRASINGS += [*PRICE_WEIGHED, POSSIBLE_ASKED]


@pytest.mark.parametrize("said", PRICE_WEIGHED)
async def test_a_price_weighed_with_would_it_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert not (understanding.decision.choice is Choice.GUIDELINE and acts(understanding.decision.guideline)), \
        understanding.decision.describe()
    assert classify(POSSIBLE_ASKED).act is SpeechAct.REQUEST, classify(POSSIBLE_ASKED)

# After a no: the thing left for a while, proposed ("nope, let's leave the repeat for now"); no one of the agent's
# needed ("no, nobody has to ring me back"); the thing done by the caller some other way ("nah, i'll book it myself
# online"): a refusal. Not doing it with the agent ("no, i'll order it with you now").
DECLINED_48A = [("pharmacy", "nope, let's leave the repeat for now"), ("airline", "no, let's leave it for the moment"),
                ("pharmacy", "no, nobody has to ring me back"), ("airline", "no, nobody needs to put me through"),
                ("airline", "nah, i'll book it myself online"), ("pharmacy", "no, we'll order it through the app tomorrow")]
DONE_WITH_THE_AGENT = "no, i'll order it with you now"

PHRASINGS += [s for _, s in DECLINED_48A] + [DONE_WITH_THE_AGENT]


@pytest.mark.parametrize(("which", "said"), DECLINED_48A)
async def test_left_for_now_or_no_one_needed_or_done_oneself_declines(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(DONE_WITH_THE_AGENT).act is not SpeechAct.NEGATION, classify(DONE_WITH_THE_AGENT)

# Not getting anywhere on the call, and rather not doing this with a machine: a complaint and the machine refused,
# no refusal of the person asked for in the same turn. "i'm not getting the flight", "i'd rather not order it" refuse.
PERSON_AFTER_COMPLAINT = [("airline", "we're not getting anywhere, put me through to a human"),
                          ("pharmacy", "can i speak to someone, i'd rather not go through this with a machine")]
STILL_REFUSED_48A = ["i'm not getting the flight after all", "i'd rather not order them this week"]

PHRASINGS += [s for _, s in PERSON_AFTER_COMPLAINT] + STILL_REFUSED_48A


@pytest.mark.parametrize(("which", "said"), PERSON_AFTER_COMPLAINT)
async def test_getting_nowhere_or_no_machine_hands_over(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == ("g3" if which == "airline" else "g4"), understanding.decision.describe()
    assert [s for s in STILL_REFUSED_48A if classify(s).act is not SpeechAct.NEGATION] == []

# Someone moving house ("we're moving house next month, how many bags ..."): no change asked of a thing of the agent's;
# the baggage question is answered. "can i move my booking to the monday" is still a change, no status check.
MOVING_HOUSE = "we're moving house next month, how many bags can i take"
BOOKING_MOVED = "can i move my booking to the monday"

PHRASINGS += [MOVING_HOUSE, BOOKING_MOVED]


async def test_moving_house_is_no_change_to_the_booking() -> None:
    understanding = await understand(ex.make_agent, MOVING_HOUSE)
    assert chosen(understanding) == "g5", understanding.decision.describe()
    understanding = await understand(ex.make_agent, BOOKING_MOVED)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# How much notice a kind of thing needs, and whether a kind of thing needs a prescription: rules, which the status
# check does not tell. Whether the caller's own prescription is ready still is its question.
RULES_ASKED_48A = ["how much notice do you need before i collect my repeat", "do you need a prescription for hay fever tablets",
                   "is that cream prescription only"]
OWN_READY = "is my prescription for the inhaler ready"

PHRASINGS += [*RULES_ASKED_48A, OWN_READY]


@pytest.mark.parametrize("said", RULES_ASKED_48A)
async def test_notice_or_prescription_needed_is_not_the_status_check(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, OWN_READY)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# The chance of a person asked for alone, flesh and blood as "real" says it: the handoff. The chance of a seat: a booking.
FLESH_AND_BLOOD = "is there any chance of a flesh and blood person"
CHANCE_OF_A_SEAT = "any chance of a seat on the friday flight"

PHRASINGS += [FLESH_AND_BLOOD, CHANCE_OF_A_SEAT]


async def test_the_chance_of_a_flesh_and_blood_person_hands_over() -> None:
    understanding = await understand(ex.make_agent, FLESH_AND_BLOOD)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    understanding = await understand(ex.make_agent, CHANCE_OF_A_SEAT)
    assert chosen(understanding) == "g1", understanding.decision.describe()


# Round 48c (blind67).
# Nothing there yet ("there's nothing under my name yet") denies, as "no" does: no asking after what is awaited; and
# "so yes please book" after the story asks for it in so many words. Nothing heard from someone yet still asks after it.
NOTHING_THERE_YET = "i checked the app and there's nothing under my name yet so yes please book the klm six zero one on the ninth for tom hale"
NOTHING_HEARD_YET = "there's nothing from the airline yet, is my seat confirmed"

PHRASINGS += [NOTHING_THERE_YET, NOTHING_HEARD_YET]


async def test_nothing_there_yet_then_please_book_books() -> None:
    understanding = await understand(ex.make_agent, NOTHING_THERE_YET)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    understanding = await understand(ex.make_agent, NOTHING_HEARD_YET)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# A no opened by words of exclaiming ("oh gosh no, i've loads left"): the amount had declines, as after a bare no.
# An amount of something to do ("oh no, i've loads to sort out, can i book ...") declines nothing.
EXCLAIMED_NO_PLENTY = ["oh gosh no, i've loads left", "oh heavens no, the cream can wait, i've loads"]
EXCLAIMED_NO_BUSY = "oh no, i've loads to sort out, can i book the friday flight to rome"

PHRASINGS += [*EXCLAIMED_NO_PLENTY, EXCLAIMED_NO_BUSY]


@pytest.mark.parametrize("said", EXCLAIMED_NO_PLENTY)
async def test_plenty_after_an_exclaimed_no_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(EXCLAIMED_NO_BUSY).act is SpeechAct.REQUEST, classify(EXCLAIMED_NO_BUSY)

# "i'll leave it there for now": left where things are, for a while, declines. Asked to leave it there for someone
# declines nothing.
LEFT_THERE_FOR_NOW = ["i'll leave it there for now, thanks", "we'll leave that there for today i think"]
LEAVE_IT_THERE_TILL = "could you leave it there till i come by"

PHRASINGS += [*LEFT_THERE_FOR_NOW, LEAVE_IT_THERE_TILL]


@pytest.mark.parametrize("said", LEFT_THERE_FOR_NOW)
def test_leaving_it_there_for_now_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(LEAVE_IT_THERE_TILL).act is not SpeechAct.NEGATION, classify(LEAVE_IT_THERE_TILL)

# A question, then "i'm not booking, just wondering": not doing it, only asking what went before; no refusal to
# decline. The same words answering the agent ("no, i'm not booking, just asking") still decline.
NOT_DOING_JUST_ASKING = ["how much is a seat to oslo, i'm not booking, just wondering",
                         "is the lisbon flight on a tuesday, we're not booking just curious"]
NOT_DOING_ANSWERED = "no, i'm not booking, just asking"

PHRASINGS += [*NOT_DOING_JUST_ASKING, NOT_DOING_ANSWERED]


@pytest.mark.parametrize("said", NOT_DOING_JUST_ASKING)
async def test_not_doing_it_just_asking_after_a_question_is_no_refusal(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice in (Choice.CANNOT, Choice.CLARIFY, Choice.NO_MATCH), understanding.decision.describe()
    assert classify(NOT_DOING_ANSWERED).act is SpeechAct.NEGATION, classify(NOT_DOING_ANSWERED)

# What happens after a mishap ("what happens if the train's late and i miss my flight"): what would follow, which the
# status check does not tell. What happens to an oversized case is the allowance's own rule.
MISHAP_OUTCOME = ["what happens if the train's late and i miss my flight", "what would happen if i'm ill on the day of my trip"]
OVERSIZED_OUTCOME = "what happens if my suitcase is too big"

PHRASINGS += [*MISHAP_OUTCOME, OVERSIZED_OUTCOME]


@pytest.mark.parametrize("said", MISHAP_OUTCOME)
async def test_what_follows_a_mishap_is_not_the_status_check(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    understanding = await understand(ex.make_agent, OVERSIZED_OUTCOME)
    assert chosen(understanding) == "g5", understanding.decision.describe()

# A thing put on the repeat list ("could it go on my repeat"): a change to the list, not a refill. Asking to put in for
# the repeat still orders it.
ONTO_THE_REPEAT = ["my gp's added a new cream, could it go on my repeat", "can the new patches go onto my mum's repeat list"]
PUT_IN_FOR_REPEAT = "can you put in for my repeat"

PHRASINGS += [*ONTO_THE_REPEAT, PUT_IN_FOR_REPEAT]


@pytest.mark.parametrize("said", ONTO_THE_REPEAT)
async def test_a_thing_put_on_the_repeat_list_is_no_refill(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) != "g1", understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, PUT_IN_FOR_REPEAT)
    assert chosen(understanding) == "g1", understanding.decision.describe()

# The thing wanted removed or deleted ("i'd like the extra booking deleted"): undone, a cancellation. Something wanted
# done to another thing ("my bags weighed") calls nothing off.
WANTED_REMOVED = ["i'd like the extra booking deleted please", "can i have the second seat removed, i only need the one"]
WANTED_WEIGHED = "i'd like my bags weighed at the desk"

PHRASINGS += [*WANTED_REMOVED, WANTED_WEIGHED]


@pytest.mark.parametrize("said", WANTED_REMOVED)
def test_the_thing_wanted_removed_cancels(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)
    assert classify(WANTED_WEIGHED).act is not SpeechAct.CANCEL, classify(WANTED_WEIGHED)

# "..., don't do it again, just tell me it's on the system": told that it is held, asked for instead of the thing
# refused; the status check. Being told a fact of another kind is no such question.
TOLD_IT_IS_THERE = "has my seat been booked, don't do it again, just tell me it's on the system"

PHRASINGS += [TOLD_IT_IS_THERE]


async def test_told_it_is_there_is_the_status_check() -> None:
    understanding = await understand(ex.make_agent, TOLD_IT_IS_THERE)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert asks_done("just tell me it's on the system")
    assert not asks_done("just tell me it's raining there")

# An ordinal that counts things ("whether the first one's ready", "the second lot"): no day. "on the first" still is.
FIRST_COUNTED = ["is the first one ready yet", "the second lot of tablets came in"]
ON_THE_FIRST = "can i collect it on the first"

PHRASINGS += [*FIRST_COUNTED, ON_THE_FIRST]


@pytest.mark.parametrize("said", FIRST_COUNTED)
def test_an_ordinal_counting_things_is_no_day(said: str) -> None:
    from voice_agent.engine.extract_dates import date

    assert date().find(said) is None, date().find(said)
    assert date().find(ON_THE_FIRST) is not None

# "..., i'd rather not find you shut", "i don't want to turn up to a closed shop": the place found closed, a worry, no
# refusal; the question before it is asked. "i'd rather not" alone still declines.
FOUND_SHUT = ["what time do you close saturday, i'd rather not find you shut",
              "are you open bank holiday monday, i don't want to turn up to a closed shop"]
RATHER_NOT = "honestly we'd rather not, ta"

PHRASINGS += [*FOUND_SHUT, RATHER_NOT]


@pytest.mark.parametrize("said", FOUND_SHUT)
async def test_not_wanting_to_find_the_place_shut_is_no_refusal(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert classify(RATHER_NOT).act is SpeechAct.NEGATION, classify(RATHER_NOT)

# The thing said not needed, a clause of its own with no no before it ("the pharmacist isn't needed, i'm sorted"):
# declined. Asked whether it is needed ("... is it") refuses nothing.
NOT_NEEDED_UNANSWERED = ["the pharmacist isn't needed, i'm sorted", "a refill's not needed this month, thanks"]
NEEDED_ASKED = "the form is not needed for the refill is it"

PHRASINGS += [*NOT_NEEDED_UNANSWERED, NEEDED_ASKED]


@pytest.mark.parametrize("said", NOT_NEEDED_UNANSWERED)
async def test_the_thing_said_not_needed_declines(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(NEEDED_ASKED).act is not SpeechAct.NEGATION, classify(NEEDED_ASKED)

# Whether one needs a paper ("do i need a fresh prescription for my inhaler", "can you do it without one"): a rule,
# which the status check does not tell. Whether it is ready still is.
PAPER_NEEDED = ["do i need a fresh prescription for my inhaler", "do we still need a letter from the doctor or can you do it without one"]
INHALER_READY = "is my inhaler ready"

PHRASINGS += [*PAPER_NEEDED, INHALER_READY]


@pytest.mark.parametrize("said", PAPER_NEEDED)
async def test_a_paper_needed_is_a_rule_not_the_status_check(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    understanding = await understand(pharmacy.make_agent, INHALER_READY)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# A request, then the agent told to take care over the value ("..., and make sure it's 5 and not 10 this time"): still
# the request, no asking whether it is done, nor a refusal. "please make sure it's gone through" still asks.
TAKE_CARE = ["can you refill my amlodipine 5 milligrams, and make sure it's 5 and not 10 this time",
             "could you reorder my inhaler please, and do make sure it's the brown one and not the blue one"]
MAKE_SURE_DONE = "please make sure it's gone through"

PHRASINGS += [*TAKE_CARE, MAKE_SURE_DONE]


@pytest.mark.parametrize("said", TAKE_CARE)
async def test_taking_care_over_the_value_keeps_the_request(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(MAKE_SURE_DONE).act is SpeechAct.QUESTION, classify(MAKE_SURE_DONE)

# A person preferred ("i'd prefer a real human before anything's booked"): wanted, as "i'd like" one; the handoff.
# A seat preferred reaches for no one.
PERSON_PREFERRED = "i'd prefer a real human before anything's booked"
SEAT_PREFERRED = "i'd prefer the window to the aisle"

PHRASINGS += [PERSON_PREFERRED, SEAT_PREFERRED]


async def test_a_person_preferred_is_a_handoff() -> None:
    understanding = await understand(ex.make_agent, PERSON_PREFERRED)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    understanding = await understand(ex.make_agent, SEAT_PREFERRED)
    assert chosen(understanding) != "g3", understanding.decision.describe()


# Round 48b (blind66: an ordinary fortnight in spring around Easter).
# A thing asked for by "a" or "an", then "for" the agent's thing ("a kosher meal for my flight on saturday"): the meal is
# asked for, the flight only says which; never a booking read back. The flight itself for someone is still booked.
MEAL_FOR_FLIGHT = ["i'd like to order a kosher meal for my flight on saturday", "can i book an extra blanket for my flight tonight",
                   "i'd like to arrange a child meal for our flight to faro"]
FLIGHT_FOR_SOMEONE = "i need a flight for my husband on friday"

PHRASINGS += [*MEAL_FOR_FLIGHT, FLIGHT_FOR_SOMEONE]


@pytest.mark.parametrize("said", MEAL_FOR_FLIGHT)
async def test_a_thing_for_the_flight_books_no_flight(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, FLIGHT_FOR_SOMEONE)) == "g1"

# The medicines brought to a place, said with "the", "these" or "those" ("can you drop the inhalers over to my mum's flat"),
# and a new medicine put on the repeats ("can you put this new cream onto my repeats please"): a change of how or what is
# held, never a refill. "can you put in my repeat for me" sends the repeat in, and asks for it.
BROUGHT_ROUND = ["can you drop the inhalers over to my mum's flat", "could you send these tablets round to my address",
                 "could you deliver those tablets off to my son's house"]
ONTO_REPEATS = ["could you put the cream the dermatologist gave me onto my repeat", "can you put this new cream onto my repeats please"]
PUT_IN_REPEAT = "can you put in my repeat for me"

PHRASINGS += [*BROUGHT_ROUND, *ONTO_REPEATS, PUT_IN_REPEAT]


@pytest.mark.parametrize("said", [*BROUGHT_ROUND, *ONTO_REPEATS])
async def test_medicines_brought_round_or_put_on_the_repeats_are_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert classify(PUT_IN_REPEAT).act is SpeechAct.REQUEST, classify(PUT_IN_REPEAT)
    assert chosen(await understand(pharmacy.make_agent, PUT_IN_REPEAT)) == "g1"

# Old medicines brought back ("i'd like to bring back some old inhalers for disposal"): given back, not asked for again.
# Asked whether one may ("can we return some spare tablets"), it asks of giving back, which no guideline speaks of:
# neither the refill nor its status check. Whether the refill has come still takes the status check.
BROUGHT_BACK = "i'd like to bring back some old inhalers for disposal"
MAY_GIVE_BACK = ["can we return some spare tablets", "can i give back some of my mum's old tablets"]
HAS_IT_COME = "has my mum's refill come in yet"

PHRASINGS += [BROUGHT_BACK, *MAY_GIVE_BACK, HAS_IT_COME]


async def test_medicines_brought_back_are_no_refill() -> None:
    understanding = await understand(pharmacy.make_agent, BROUGHT_BACK)
    assert chosen(understanding) != "g1", understanding.decision.describe()


@pytest.mark.parametrize("said", MAY_GIVE_BACK)
async def test_whether_one_may_give_medicines_back_is_not_the_status_check(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, HAS_IT_COME)) == "g2"

# "is there any chance you could get my wife booked on ..." after the story: the agent asked to do it (a request in a
# question's order), not whether it is done. "is there any chance my wife is booked on ..." still asks that.
CHANCE_YOU_COULD = "sorry it's a bit noisy here, is there any chance you could get my wife booked on the lisbon flight on friday"
CHANCE_IT_IS = "sorry it's a bit noisy here, is there any chance my wife is booked on the lisbon flight"

PHRASINGS += [CHANCE_YOU_COULD, CHANCE_IT_IS]


async def test_any_chance_you_could_get_someone_booked_is_a_request() -> None:
    assert classify(CHANCE_YOU_COULD).act is SpeechAct.REQUEST, classify(CHANCE_YOU_COULD)
    assert chosen(await understand(ex.make_agent, CHANCE_YOU_COULD)) == "g1"
    assert classify(CHANCE_IT_IS).cue.startswith("whether it is done"), classify(CHANCE_IT_IS)

# After a no, what the agent took disowned as a whole ("no, that's not quite right", "nope, it's all wrong"), or after a
# hesitation and a no, which one ("erm, no, not that one"): a no, nothing asked. Without the no, a question after it asks.
NOT_RIGHT = ["no, that's not quite right", "nah, it isn't correct at all", "no, that's not what i said", "nope, it's all wrong",
             "erm, no, not that one"]
NOT_RIGHT_THEN_ASKED = "that's not right, has my refill gone through yet"

PHRASINGS += [*NOT_RIGHT, NOT_RIGHT_THEN_ASKED]


@pytest.mark.parametrize("said", NOT_RIGHT)
def test_a_no_then_not_right_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(NOT_RIGHT_THEN_ASKED).act is SpeechAct.QUESTION, classify(NOT_RIGHT_THEN_ASKED)

# Kinds of people in the plural after "for" ("cheaper seats for pensioners", "cheaper fares for teenagers") are no names.
KINDS_OF_PEOPLE = ["do you do cheaper seats for pensioners", "any cheaper fares going for teenagers"]
NAMED_FOR = "a seat on friday for ann lee"

PHRASINGS += [*KINDS_OF_PEOPLE, NAMED_FOR]


def test_kinds_of_people_are_no_names() -> None:
    assert [person_name()(s) for s in KINDS_OF_PEOPLE] == [None, None]
    assert person_name()(NAMED_FOR) == "Ann Lee"

# How a kind of thing works ("how do group bookings work on your flights"): no guideline speaks of it, so neither the
# status check nor a booking answers. "how do i book ..." asks for the thing.
HOW_IT_WORKS = [("airline", "how do group bookings work on your flights"), ("pharmacy", "how does the repeat prescription service work")]
HOW_DO_I = "how do i book a flight to rome"

PHRASINGS += [s for _, s in HOW_IT_WORKS] + [HOW_DO_I]


@pytest.mark.parametrize(("which", "said"), HOW_IT_WORKS)
async def test_how_a_kind_of_thing_works_is_not_the_status_check(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, HOW_DO_I)) == "g1"

# Someone's minutes asked for ("has your pharmacist got a minute for me") asks for the person; a person set apart from the
# machine asked to pick up, the machine refused after it ("could a real person pick up please, not the machine"), the same.
# "can my neighbour pick up my tablets" still asks what someone else may do.
MINUTE_FOR_ME = "has your pharmacist got a minute for me"
PROPER_PICK_UP = "could a real person pick up please, not the machine"
NEIGHBOUR_PICKS_UP = "can my neighbour pick up my tablets"

PHRASINGS += [MINUTE_FOR_ME, PROPER_PICK_UP, NEIGHBOUR_PICKS_UP]


@pytest.mark.parametrize("said", [MINUTE_FOR_ME, PROPER_PICK_UP])
async def test_someones_minute_or_a_real_person_to_pick_up_is_the_handoff(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == "g4", understanding.decision.describe()
    assert classify(NEIGHBOUR_PICKS_UP).cue == PERMISSION, classify(NEIGHBOUR_PICKS_UP)

# A shop "trading" after a form of "be" is open ("are you lot trading on good friday"); a thing needed "doing" is needed
# done ("my mum will need her eye drops doing"). "trading standards" and "doing well" stay as said.
TRADING = "are you lot trading on good friday"
NEEDED_DOING = "i'll need my inhaler doing"
AS_SAID = ["i work in trading standards", "i'm doing well thanks"]

PHRASINGS += [TRADING, NEEDED_DOING, *AS_SAID]


async def test_trading_is_open_and_needed_doing_is_done() -> None:
    assert "open" in words("is the shop trading today") and "done" in words(NEEDED_DOING)
    assert words(AS_SAID[0])[-2] == "trading" and "doing" in words(AS_SAID[1])
    assert chosen(await understand(pharmacy.make_agent, TRADING)) == "g3"

# Round 49c (blind70).
# A thing issued "come out" in a clause after the story asks whether it has come, as "come in" does.
ISSUED_OUT = "sorry, she's on the iberia three one on monday, has her e ticket come out"

PHRASINGS += [ISSUED_OUT]


async def test_a_ticket_come_out_after_the_story_asks_whether_it_is_done() -> None:
    assert classify(ISSUED_OUT).cue == ARRIVED, classify(ISSUED_OUT)
    understanding = await understand(ex.make_agent, ISSUED_OUT)
    assert chosen(understanding) == "g2", understanding.decision.describe()

# The agent asked to stop the thing just spoken of ("..., could you stop it, ..."), or the thing said able to go ("the order
# for my brother can go"): calling it off. Stopping a symptom ("stop it itching") or a thing going somewhere calls off nothing.
STOPPED_OR_LET_GO = ["my mum's inhaler order, could you stop it, she's in hospital now",
                     "the patches for my grandad, please stop them, he's off them now",
                     "the order for my brother can go, he's sorted it himself",
                     "that booking for my niece can go now, she's not travelling"]
NOT_STOPPED = ["can you give me something to stop it itching", "the order can go to my sister's address"]

PHRASINGS += [*STOPPED_OR_LET_GO, *NOT_STOPPED]


@pytest.mark.parametrize("said", STOPPED_OR_LET_GO)
def test_stopping_it_or_letting_it_go_cancels(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)
    for other in NOT_STOPPED:
        assert classify(other).act is not SpeechAct.CANCEL, classify(other)

# Someone's thing wanted or needed removed ("my daughter needs her reservation deleted"): calling it off, as "i'd like ..." is.
SOMEONES_WANTED_REMOVED = ["my daughter needs her reservation deleted, she's not going", "my grandad wants his order removed, he's got plenty"]

PHRASINGS += SOMEONES_WANTED_REMOVED


@pytest.mark.parametrize("said", SOMEONES_WANTED_REMOVED)
def test_someones_thing_wanted_removed_cancels(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)

# Someone the caller speaks for not bothered about the doing of it ("nah, he's not fussed about talking to anyone"): a no.
# Not bothered which one ("she's not bothered which day, can you book her ...") asks.
SOMEONE_NOT_BOTHERED = ["nah, he's not fussed about talking to anyone", "no, they're not bothered about changing seats"]
NOT_BOTHERED_WHICH_ONE = "she's not bothered which day, can you book her on the madrid flight"

PHRASINGS += [*SOMEONE_NOT_BOTHERED, NOT_BOTHERED_WHICH_ONE]


@pytest.mark.parametrize("said", SOMEONE_NOT_BOTHERED)
def test_someone_not_bothered_about_doing_it_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(NOT_BOTHERED_WHICH_ONE).act is SpeechAct.REQUEST, classify(NOT_BOTHERED_WHICH_ONE)

# Whether things can be had brought ("is it possible to get my husband's inhalers posted") asks what the place does, no refill.
# "is it possible to book a seat to madrid" still asks for it.
HAD_BROUGHT_POSSIBLE = ["is it possible to get my husband's inhalers posted", "is it possible to have the patches dropped off"]
POSSIBLE_TO_BOOK = "is it possible to book a seat to madrid"

PHRASINGS += [*HAD_BROUGHT_POSSIBLE, POSSIBLE_TO_BOOK]


@pytest.mark.parametrize("said", HAD_BROUGHT_POSSIBLE)
async def test_whether_things_can_be_had_delivered_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) is None, understanding.decision.describe()
    assert classify(POSSIBLE_TO_BOOK).act is SpeechAct.REQUEST, classify(POSSIBLE_TO_BOOK)

# Asking on someone's behalf ("my sister's asking for her usual cream") or reordering is a word of asking: no remark.
ASKING_FOR_THEM = ["my sister's asking for her usual cream, she's stuck at work", "my mum asked me to reorder her patches, she's at work"]
STILL_A_REMARK = "my son's away at uni"

PHRASINGS += [*ASKING_FOR_THEM, STILL_A_REMARK]


@pytest.mark.parametrize("said", ASKING_FOR_THEM)
def test_asking_for_someone_or_reordering_is_no_remark(said: str) -> None:
    assert not classify(said).remark, classify(said)
    assert classify(STILL_A_REMARK).remark, classify(STILL_A_REMARK)

# Proof or an age one must have ("do students need any id to pick up ...", "is there an age limit for ..."): a rule, not
# whether a thing is done. "do i need to bring my tablets in" is no such rule.
PROOF_OR_AGE = ["do students need any id to pick up a prescription for their parents",
                "is there an age limit for picking up my gran's tablets"]
NO_PROOF = "do i need to bring my tablets in"

PHRASINGS += [*PROOF_OR_AGE, NO_PROOF]


@pytest.mark.parametrize("said", PROOF_OR_AGE)
async def test_proof_or_an_age_needed_is_a_rule(said: str) -> None:
    from voice_agent.engine.naming import attributes

    assert "validity" in attributes(said) and "validity" not in attributes(NO_PROOF)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# Whether one may do it, or the other must ("could i pick up the order for my husband or does he have to come himself"):
# what is allowed. "could i pick up my husband's tablets on friday" still asks for them.
MAY_OR_MUST = "could i pick up the order for my husband or does he have to come himself"
MAY_PICK_UP = "could i pick up my husband's tablets on friday"

PHRASINGS += [MAY_OR_MUST, MAY_PICK_UP]


def test_whether_one_may_or_the_other_must_asks_what_is_allowed() -> None:
    assert classify(MAY_OR_MUST).cue == PERMISSION, classify(MAY_OR_MUST)
    assert classify(MAY_PICK_UP).act is SpeechAct.REQUEST, classify(MAY_PICK_UP)

# Whom the thing is for put right ("not for me, for my brother, a seat ..."), or someone not wanting one but rather another
# and the agent asked ("..., he'd rather the early flight on friday, could you book him on that"): no refusal. "not for me
# thanks" and "..., he'd rather the coach" still refuse.
WHOM_PUT_RIGHT = ["not for me, for my brother, a seat on the rome flight on friday",
             "my son doesn't want the late one, he'd rather the early flight on friday, could you book him on that"]
STILL_REFUSED = ["not for me thanks", "my son doesn't want the flight, he'd rather the coach"]

PHRASINGS += [*WHOM_PUT_RIGHT, *STILL_REFUSED]


@pytest.mark.parametrize("said", WHOM_PUT_RIGHT)
async def test_whom_it_is_for_put_right_is_no_refusal(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    for other in STILL_REFUSED:
        assert classify(other).act is SpeechAct.NEGATION, classify(other)

# After "for", a word of kin ("for grandad"), a medicine by its form ("for antihistamines", "for ibuprofen") or a doing
# ("for picking up ...") is no name; a name still is ("for ying li", "for ann fleming").
NOT_NAMED_FOR = ["i need the usual for grandad", "is there anything for antihistamines", "a refill for ibuprofen please",
                 "is there an age limit for picking up my gran's tablets"]
STILL_NAMED_FOR = [("a refill for ying li please", "Ying Li"), ("my repeat for ann fleming please", "Ann Fleming")]

PHRASINGS += [*NOT_NAMED_FOR, *(s for s, _ in STILL_NAMED_FOR)]


@pytest.mark.parametrize("said", NOT_NAMED_FOR)
def test_kin_a_medicine_or_a_doing_after_for_is_no_name(said: str) -> None:
    assert person_name()(said) is None, person_name()(said)
    assert [person_name()(s) for s, _ in STILL_NAMED_FOR] == [n for _, n in STILL_NAMED_FOR]


# Round 49b (blind69: callers on a bad line or in a noisy place).
# Words said again, introduced as what was said ("what i said was ...", "like i said, ..."): "what" asks nothing, and the
# words after it ask as they would alone; a want said in a cleft ("what i need is ...") is the want. A question with "what"
# still asks.
SAID_AGAIN = [("airline", "what i said was the klm six one two to oslo on friday, for ann lee", "g1"),
              ("pharmacy", "what i need is a refill of my inhaler", "g1")]
WHAT_ASKED = "what did i say the flight number was"

PHRASINGS += [s for _, s, _ in SAID_AGAIN] + [WHAT_ASKED]


@pytest.mark.parametrize(("which", "said", "guideline"), SAID_AGAIN)
async def test_words_said_again_ask_as_they_would_alone(which: str, said: str, guideline: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.REQUEST, understanding.act
    assert chosen(understanding) == guideline, understanding.decision.describe()
    assert (await understand(ex.make_agent, WHAT_ASKED)).act.act is SpeechAct.QUESTION

# A letter the recogniser writes as the word that sounds like it: "why" for Y ("the dee why five five" is DY 55). "why"
# opening a question is no letter.
LETTER_WHY = "a seat on the dee why five five on friday for ann lee"
WHY_ASKED = "why is my flight late"

PHRASINGS += [LETTER_WHY, WHY_ASKED]


async def test_why_is_the_letter_y_in_a_code_read_out() -> None:
    understanding = await understand(ex.make_agent, LETTER_WHY)
    assert understanding.slots.get("flight_number") == "DY 55", understanding.slots
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert "flight_number" not in (await understand(ex.make_agent, WHY_ASKED)).slots

# A thing asked for, then the participle that has it done, then "for" the agent's thing ("a gluten free meal sorted for my
# flight", "a vegan meal put on for ..."): the flight only says which; never a booking read back. A seat booked for it is
# still the airline's own thing.
PUT_ON_FOR = ["could you get a gluten free meal sorted for my flight", "i'd like a halal meal put on for the flight tomorrow"]
SEAT_BOOKED_FOR = "can i have a seat booked for the flight to rome on friday"

PHRASINGS += [*PUT_ON_FOR, SEAT_BOOKED_FOR]


@pytest.mark.parametrize("said", PUT_ON_FOR)
async def test_a_thing_put_on_for_the_flight_books_no_flight(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, SEAT_BOOKED_FOR)) == "g1"

# The thing held asked in the passive to be changed ("can my mum's repeat be changed from capsules to the syrup", "could the
# reservation get moved to the friday"), and a detail on it, or what was just said wrong of it, asked put right ("could you
# update my phone number on the prescription", "..., could you correct it"): a change, never the thing again nor its status.
# "can my refill be ready by friday" changes nothing.
SET_RIGHT = [("pharmacy", "can my mum's repeat be changed from capsules to the syrup"),
             ("airline", "could the reservation get moved to the friday"),
             ("pharmacy", "could you update my phone number on the prescription"),
             ("airline", "can you update my email on the booking"),
             ("airline", "the name on my ticket is spelt wrong, could you correct it")]
READY_BY = "can my refill be ready by friday"

PHRASINGS += [s for _, s in SET_RIGHT] + [READY_BY]


@pytest.mark.parametrize(("which", "said"), SET_RIGHT)
async def test_a_change_asked_in_the_passive_or_put_right_is_a_change(which: str, said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert classify(READY_BY).act is not SpeechAct.CHANGE, classify(READY_BY)

# Where the caller is just now, closing the turn ("..., i'm on the bus"): said of the line, no part of what is asked; the
# person asked for is handed over. Said before the request, it is left as it is.
WHERE_I_AM = "hand me over to one of your people, i'm on the bus"
WHERE_FIRST = "i'm driving, is my prescription ready"

PHRASINGS += [WHERE_I_AM, WHERE_FIRST]


async def test_where_the_caller_is_at_the_close_is_read_past() -> None:
    assert chosen(await understand(pharmacy.make_agent, WHERE_I_AM)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, WHERE_FIRST)) == "g2"

# Things carried that are not called bags (sports kit, a baby's things, an instrument), asked about as carried ("the
# buggy and the travel cot, do they go in the hold for free", "my snowboard and boots, what's the allowance on those",
# "can i take my bike box"; round 48's golf clubs, bikes and laptop bags): the baggage guideline answers. A bike hired, or a bag something else goes in, is no baggage question.
CARRIED = ["the buggy and the travel cot, do they go in the hold for free", "my snowboard and boots, what's the allowance on those",
           "the pushchair for my toddler, is that charged as luggage", "can i take my bike box", "our camping gear, is that extra on top of the cases"]
NOT_CARRIED = ["can i hire a bike when i land", "can i take my tablets through security in my rucksack"]

PHRASINGS += [*CARRIED, *NOT_CARRIED]


@pytest.mark.parametrize("said", CARRIED)
async def test_things_carried_that_are_not_called_bags_ask_about_baggage(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g5"
    assert [chosen(await understand(ex.make_agent, s)) for s in NOT_CARRIED] == [None, None]


# Round 49a (blind68).
# How one may pay, asked of "you" as anyone ("could you spread the cost over three months for a group booking", "can you pay
# monthly for ..."): the agent pays for nothing, so it asks what is allowed, and never books. "can you book me ..." still asks.
PAY_ASKED = ["could you spread the cost over three months for a group booking", "can you pay monthly for the family tickets"]
BOOK_ASKED = "can you book me a seat to nice on sunday"

PHRASINGS += [*PAY_ASKED, BOOK_ASKED]


@pytest.mark.parametrize("said", PAY_ASKED)
async def test_how_one_may_pay_asked_of_you_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(BOOK_ASKED).act is SpeechAct.REQUEST, classify(BOOK_ASKED)

# What is held moved by a span of time ("can you shift our booking a couple of days later"): a change, never a booking.
SHIFTED_BY = ["can you shift our booking a couple of days later", "can you bump our flight a couple of days later"]
BOOKED_LATER = "book me a flight two days later than my wife's"

PHRASINGS += [*SHIFTED_BY, BOOKED_LATER]


@pytest.mark.parametrize("said", SHIFTED_BY)
async def test_a_thing_moved_by_a_span_of_time_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert classify(BOOKED_LATER).act is SpeechAct.REQUEST, classify(BOOKED_LATER)

# Put off, hedged ("not just at present", "nah, not quite at this stage"), and nothing to do "at the minute": refusals.
# "not just X" before a thing is "not only" ("not just the tablets, the cream too") and asks.
R49A_PUT_OFF = ["not just at present", "nah, not quite at this stage", "nothing to order at the minute",
           "nah, it's not what i wanted at all"]
NOT_ONLY = "not just the tablets, the cream too"

PHRASINGS += [*R49A_PUT_OFF, NOT_ONLY]


@pytest.mark.parametrize("said", R49A_PUT_OFF)
def test_put_off_hedged_or_disowned_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(NOT_ONLY).act is not SpeechAct.NEGATION, classify(NOT_ONLY)

# A person one could be put through to ("is there a pharmacist i could be put through to"), someone to take the call
# over ("can a colleague of yours pick up this call instead") and someone real in a short turn ("someone real on the
# phone please"): the handoff, not a question, a change or a cancelling.
REACHED = [("pharmacy", "is there a pharmacist i could be put through to"), ("airline", "can a colleague of yours pick up this call instead"),
           ("pharmacy", "someone real on the phone please")]

PHRASINGS += [s for _, s in REACHED]


@pytest.mark.parametrize(("which", "said"), REACHED)
async def test_a_person_put_through_to_or_taking_the_call_is_the_handoff(which: str, said: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == ("g3" if which == "airline" else "g4"), understanding.decision.describe()

# Whether the thing has come in, after the story ("the doctor emailed it over, has my repeat turned up with you"), asked
# by why one rings with what was done with it ("i'm calling to see if the cream we ordered on monday is in"), or "it"
# there to collect ("we phoned the order in yesterday, is it there for collection"): the status check's question.
COME_IN = ["the doctor emailed it over, has my repeat turned up with you", "the clinic sent it across, has the cream come in to the pharmacy",
           "i'm calling to see if the cream we ordered on monday is in", "we phoned the order in yesterday, is it there for collection"]

PHRASINGS += COME_IN


@pytest.mark.parametrize("said", COME_IN)
async def test_whether_it_came_in_after_the_story_is_the_status_check(said: str) -> None:
    assert classify(said).cue == ARRIVED, classify(said)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"

# Whether what is held still stands ("i never got a receipt, is the reservation still in place"): asked after, as
# whether one is on it.
STILL_HELD = "i never got a receipt, is the reservation still in place"

PHRASINGS += [STILL_HELD]


async def test_whether_what_is_held_still_stands_asks_after_it() -> None:
    assert classify(STILL_HELD).cue == ON_IT, classify(STILL_HELD)
    assert chosen(await understand(ex.make_agent, STILL_HELD)) == "g2"

# Another kind of thing said cancelled in the story ("the coach ... got cancelled", "my connecting train was cancelled"),
# another way of going "instead", and "have you got ..." opening the last request: nothing of the agent's called off,
# the seat asked for. A cancelling asked for beside it still cancels.
OTHER_CANCELLED = ("the coach to stansted got cancelled so we're getting a taxi instead, have you got two seats on the late flight to dublin"
                   " tonight")
TRAIN_CANCELLED = "my connecting train was cancelled, i need a seat on the next flight to leeds"
BOTH_CANCELLED = "my train got cancelled and i want my booking cancelled too"

PHRASINGS += [OTHER_CANCELLED, TRAIN_CANCELLED, BOTH_CANCELLED]


async def test_another_kind_of_thing_cancelled_in_the_story_calls_nothing_off() -> None:
    assert classify(OTHER_CANCELLED).act is SpeechAct.REQUEST, classify(OTHER_CANCELLED)
    assert classify(TRAIN_CANCELLED).act is SpeechAct.REQUEST, classify(TRAIN_CANCELLED)
    assert chosen(await understand(ex.make_agent, OTHER_CANCELLED)) == "g1"
    assert classify(BOTH_CANCELLED).act is SpeechAct.CANCEL, classify(BOTH_CANCELLED)

# Asked to be put right in the passive ("the date's wrong on my booking, could it be corrected"): a change, which no
# guideline speaks of. "spelled" is no name ("the name on it is spelled wrong").
CORRECTED = "the date's wrong on my booking, could it be corrected"
SPELLED_WRONG = "the name on it is spelled wrong"

PHRASINGS += [CORRECTED, SPELLED_WRONG]


async def test_asked_to_be_corrected_in_the_passive_is_a_change() -> None:
    assert classify(CORRECTED).act is SpeechAct.CHANGE, classify(CORRECTED)
    understanding = await understand(ex.make_agent, CORRECTED)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert person_name()(SPELLED_WRONG) is None

# A medicine said spent, its "is" cut short ("my salbutamol's all gone, jo reid"), or all used up: a need, named by the
# medicine; the thing's "'s" of whose ("a seat for my son's birthday") stays whose.
SPENT = "my salbutamol's all gone, jo reid"
USED_UP = "the creams are all used up"

PHRASINGS += [SPENT, USED_UP]


async def test_a_medicine_said_spent_is_the_refill() -> None:
    assert chosen(await understand(pharmacy.make_agent, SPENT)) == "g1"
    assert runs_short(USED_UP) and not runs_short("the flight is all booked")

# How long before the place shuts ("how long before you close this evening") asks its hours, not a deadline; how long
# before a flight one must order still does.
BEFORE_CLOSING = "how long before you close this evening"

PHRASINGS += [BEFORE_CLOSING]


async def test_how_long_before_the_place_shuts_is_its_hours() -> None:
    from voice_agent.engine.naming import attributes
    assert "deadline" not in attributes(BEFORE_CLOSING)
    assert "deadline" in attributes("how long before my flight do i need to order")
    assert chosen(await understand(pharmacy.make_agent, BEFORE_CLOSING)) == "g3"

# Round 49a, left from round 48: help on the trip asked for the caller's own flight ("could we arrange assistance for our
# flight home on friday", "a wheelchair for my dad's flight") is added to what is held, never a booking; bags dropped
# ("when should we drop our suitcases") are handed in, nothing called off. "drop the order" still cancels.
HELP_FOR_HELD = ["could we arrange assistance for our flight home on friday", "i'd like to ask for a wheelchair for my dad's flight"]
BAGS_DROPPED = "when should we drop our suitcases"
ORDER_DROPPED = "drop the order please"

PHRASINGS += [*HELP_FOR_HELD, BAGS_DROPPED, ORDER_DROPPED]


@pytest.mark.parametrize("said", HELP_FOR_HELD)
async def test_help_asked_for_ones_own_flight_books_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()


def test_bags_dropped_call_nothing_off() -> None:
    assert classify(BAGS_DROPPED).act is not SpeechAct.CANCEL, classify(BAGS_DROPPED)
    assert classify(ORDER_DROPPED).act is SpeechAct.CANCEL, classify(ORDER_DROPPED)


# Round 50b (blind72).
# The price alone asked for after the thing ("the klm six one two to oslo on friday, just the fare", "..., just a quote"): a
# question, never a booking. "book me the cheapest fare ..." still books.
PRICE_ALONE = ["the klm six one two to oslo on friday, just the fare", "a seat on the late one to nice, just a quote"]
CHEAPEST_BOOKED = "book me the cheapest fare on the oslo one"

PHRASINGS += [*PRICE_ALONE, CHEAPEST_BOOKED]


@pytest.mark.parametrize("said", PRICE_ALONE)
async def test_the_price_alone_asked_for_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert chosen(await understand(ex.make_agent, CHEAPEST_BOOKED)) == "g1"

# Where it stands asked in one word closing the turn ("put my repeat in on monday, status?", "..., eta please"): whether it
# is done, answered by the status check, never the thing again. A status one holds ("i've got gold status") asks nothing.
STATE_ASKED = [("pharmacy", "put my repeat in on monday, status?", "g2"), ("airline", "the lisbon booking for my boss, eta please", "g2")]
STATUS_HELD = "book me on the lisbon one, i've got gold status"

PHRASINGS += [s for _, s, _ in STATE_ASKED] + [STATUS_HELD]


@pytest.mark.parametrize(("which", "said", "guideline"), STATE_ASKED)
async def test_where_it_stands_asked_in_one_word_is_the_status(which: str, said: str, guideline: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)) == guideline
    assert classify(STATUS_HELD).act is SpeechAct.REQUEST, classify(STATUS_HELD)

# The strength or dose of a medicine named as what is changed ("could you lower the dosage on ...", "bump up the dose on my
# repeat"): a change, never the refill. A refill of a strength asks for it.
DOSE_CHANGED = ["could you lower the dosage on my blood pressure tablets", "can you bump up the dose on my repeat"]
STRENGTH_ASKED = "i need a refill of the higher strength"

PHRASINGS += [*DOSE_CHANGED, STRENGTH_ASKED]


@pytest.mark.parametrize("said", DOSE_CHANGED)
async def test_the_dose_changed_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, STRENGTH_ASKED)) == "g1"

# Insurance for a journey ("sell me holiday insurance", "i need cover for my trip abroad") is an insurer's: the agent says it
# cannot, and never books. A flight for the holiday still books.
INSURED = ["sell me holiday insurance", "i need cover for my trip abroad"]
HOLIDAY_FLIGHT = "book me a flight to spain for our week away"

PHRASINGS += [*INSURED, HOLIDAY_FLIGHT]


@pytest.mark.parametrize("said", INSURED)
async def test_insurance_for_a_journey_is_another_service(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, HOLIDAY_FLIGHT)) == "g1"

# A value read out, then taken back ("the klm six one two, scratch that, the klm six one four, ..."): the one meant follows,
# nothing is called off. "scratch that" with nothing after it still cancels.
VALUE_TAKEN_BACK = "the klm six one two, scratch that, the klm six one four, to oslo on friday, for ann lee"
ALL_TAKEN_BACK = "book me on the ba 21, scratch that"

PHRASINGS += [VALUE_TAKEN_BACK, ALL_TAKEN_BACK]


async def test_a_value_taken_back_is_corrected_not_cancelled() -> None:
    understanding = await understand(ex.make_agent, VALUE_TAKEN_BACK)
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert (await understand(ex.make_agent, ALL_TAKEN_BACK)).decision.choice is Choice.CANCEL

# Parked ("park that for the time being", "just park it for a bit"), and a no said twice any way ("nope, nah"): refusals. A
# car parked is not.
PARKED = ["park that for the time being", "just park it for a bit", "nope, nah"]
CAR_PARKED = "where can i park the car at the airport"

PHRASINGS += [*PARKED, CAR_PARKED]


@pytest.mark.parametrize("said", PARKED)
def test_parked_or_a_double_no_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(CAR_PARKED).act is not SpeechAct.NEGATION, classify(CAR_PARKED)

# "ready to pick up?" closing the turn, who comes for it unsaid: whether it is done. A request before a day stays the refill.
READY_TO_FETCH = "the antibiotics i ordered friday, ready to pick up?"
FETCH_DAY = "i need my inhaler, ready to collect on monday"

PHRASINGS += [READY_TO_FETCH, FETCH_DAY]


async def test_ready_to_pick_up_asks_whether_it_is_done() -> None:
    act = classify(READY_TO_FETCH)
    assert act.act is SpeechAct.QUESTION and act.cue.startswith("whether it is done"), act
    assert chosen(await understand(pharmacy.make_agent, FETCH_DAY)) == "g1"

# "allowed?" or "is that permitted" closing what someone else would do ("my son fetching my tablets, allowed?"): what is
# allowed, never the status check. "is that ok" after a request asks for it.
ALLOWED_ASKED = "my son fetching my tablets, allowed?"
OK_AFTER = "i need my inhaler refilled, is that ok"

PHRASINGS += [ALLOWED_ASKED, OK_AFTER]


async def test_allowed_closing_the_turn_asks_what_is_allowed() -> None:
    assert classify(ALLOWED_ASKED) == Act(SpeechAct.QUESTION, PERMISSION)
    assert chosen(await understand(pharmacy.make_agent, ALLOWED_ASKED)) is None
    assert chosen(await understand(pharmacy.make_agent, OK_AFTER)) == "g1"

# Put through in trade words ("patch me over to your desk", "..., escalate me to your manager"), and the machine's menus
# refused with no word before them ("i don't do phone menus, a pharmacist please"): the person. A refill of patches is one.
PATCHED = [("airline", "patch me over to your desk", "g3"), ("airline", "this is going nowhere, escalate me to your manager", "g3"),
           ("pharmacy", "i don't do phone menus, a pharmacist please", "g4")]
PATCHES = "can you refill my nicotine patches"

PHRASINGS += [s for _, s, _ in PATCHED] + [PATCHES]


@pytest.mark.parametrize(("which", "said", "guideline"), PATCHED)
async def test_put_through_in_trade_words_reaches_the_person(which: str, said: str, guideline: str) -> None:
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == guideline, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, PATCHES)) == "g1"

# Where what is owed the caller is ("where are my e-tickets, i paid yesterday"): asked after, answered by the status check.
# Where a place is asks no such thing.
OWED_WHERE = "where are my e-tickets, i paid yesterday"
PLACE_WHERE = "where is my nearest branch"

PHRASINGS += [OWED_WHERE, PLACE_WHERE]


async def test_where_a_thing_owed_is_asks_after_it() -> None:
    assert chosen(await understand(ex.make_agent, OWED_WHERE)) == "g2"
    from voice_agent.engine.asking import HOW_IT_GOES
    assert classify(PLACE_WHERE).cue != HOW_IT_GOES

# "anything ready under the name of okafor": whether something is done, asked of "anything". "anything for a cough" is not.
ANYTHING_READY = "anything ready under the name of okafor"
ANYTHING_FOR = "have you got anything for a cough"

PHRASINGS += [ANYTHING_READY, ANYTHING_FOR]


async def test_anything_ready_asks_whether_it_is_done() -> None:
    assert chosen(await understand(pharmacy.make_agent, ANYTHING_READY)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, ANYTHING_FOR)) != "g2"

# The hours of a day or a season asked in their name alone ("weekend hours for ...", "sunday hours?"), and a limit
# in its name alone ("max weight for a hold bag"): questions, answered by the guideline that tells them. A stay of hours
# asks nothing.
NAMED_ASKED = [("pharmacy", "weekend hours for the high street branch", "g3"), ("pharmacy", "sunday hours?", "g3"),
               ("airline", "max weight for a hold bag", "g5")]
HOURS_STAY = "i'll be there in a couple of hours"

PHRASINGS += [s for _, s, _ in NAMED_ASKED] + [HOURS_STAY]


@pytest.mark.parametrize(("which", "said", "guideline"), NAMED_ASKED)
async def test_hours_or_a_limit_asked_by_name_is_a_question(which: str, said: str, guideline: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    understanding = await understand(ex.make_agent if which == "airline" else pharmacy.make_agent, said)
    assert chosen(understanding) == guideline, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, HOURS_STAY)) != "g3"

# "how does that work" closing a turn that names a kind of thing ("group bookings of twelve, how does that work"): a
# question, never a booking. After a request ("book me ..., how does that sound") it stays the request.
WORKINGS = "group bookings of twelve, how does that work"
AFTER_REQUEST = "book me on the rome one, how does that sound"

PHRASINGS += [WORKINGS, AFTER_REQUEST]


def test_how_does_that_work_closing_the_turn_asks() -> None:
    assert classify(WORKINGS).act is SpeechAct.QUESTION, classify(WORKINGS)
    assert classify(AFTER_REQUEST).act is SpeechAct.REQUEST, classify(AFTER_REQUEST)

# A thing carried said to go "as hold / cabin / checked luggage" ("my surfboard as checked luggage, what's the deal", "a guitar
# as hold baggage please"): asked about as carried, the baggage guideline answers. The kit's word alone carries nothing.
CARRIED_AS = ["my surfboard as checked luggage, what's the deal", "a guitar as hold baggage please"]
KIT_ALONE = "a guitar lesson before my flight on friday"

PHRASINGS += [*CARRIED_AS, KIT_ALONE]


@pytest.mark.parametrize("said", CARRIED_AS)
async def test_a_thing_carried_as_hold_luggage_asks_about_baggage(said: str) -> None:
    from voice_agent.engine.carried import carried
    assert chosen(await understand(ex.make_agent, said)) == "g5"
    assert carried(KIT_ALONE) == ""


# Round 50c (blind73).
# "can you get / have / use X ... or not": "you" is anyone, whether one may have or use a thing, closed by its other answer,
# asks; "can you get me on ... or not" still asks for the seat.
ANYONE_OR_NOT = "can you get wifi on board or not"
GET_ME_OR_NOT = "can you get me on the late flight or not"

PHRASINGS += [ANYONE_OR_NOT, GET_ME_OR_NOT]


async def test_whether_anyone_can_have_a_thing_or_not_asks() -> None:
    assert classify(ANYONE_OR_NOT).act is SpeechAct.QUESTION, classify(ANYONE_OR_NOT)
    understanding = await understand(ex.make_agent, ANYONE_OR_NOT)
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert classify(GET_ME_OR_NOT).act is SpeechAct.REQUEST, classify(GET_ME_OR_NOT)

# Another service's thing had or needed, named first ("we have a tram to get into town after"), then asked for by "that":
# that service's, never a booking.
HAD_THEN_THAT = "we have a tram to get into town after, could you book that for us"

PHRASINGS += [HAD_THEN_THAT]


async def test_another_services_thing_had_then_asked_for_by_that_books_nothing() -> None:
    understanding = await understand(ex.make_agent, HAD_THEN_THAT)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()

# The person said not needed to ring or come ("the pharmacist doesn't need to ring me, ..."): a no, in a clause of its own.
# "the pharmacist needs to ring me" asks for them.
PERSON_NOT_NEEDED = "the pharmacist doesn't need to ring me, it's all sorted"
PERSON_NEEDED = "the pharmacist needs to ring me"

PHRASINGS += [PERSON_NOT_NEEDED, PERSON_NEEDED]


def test_the_person_said_not_needed_to_ring_refuses() -> None:
    assert classify(PERSON_NOT_NEEDED).act is SpeechAct.NEGATION, classify(PERSON_NOT_NEEDED)
    assert classify(PERSON_NEEDED).act is not SpeechAct.NEGATION, classify(PERSON_NEEDED)

# Repeats sent to "your other" shop: moved to another of the agent's places, a change.
TO_YOUR_OTHER = "could you send his repeats to your other shop"

PHRASINGS += [TO_YOUR_OTHER]


def test_repeats_sent_to_your_other_shop_is_a_change() -> None:
    assert classify(TO_YOUR_OTHER).act is SpeechAct.CHANGE, classify(TO_YOUR_OTHER)

# Worries and complaints that refuse nothing: a wasted trip not wanted, its subject left out; "no email, no letter" (nothing
# heard); "i don't quite trust ..." (a verb of state after a word of degree). "no pharmacist, it's fine" and "we don't
# quite need a refill yet" still refuse.
NOT_REFUSING = ["heading into town later and don't want a wasted trip, has my amoxicillin come in",
                "i rang twice and heard nothing back, no email, no letter, so is it ready or not",
                "i don't quite trust these apps, could you check my booking went through"]
STILL_REFUSING = ["no pharmacist, it's fine", "we don't quite need a refill yet"]

PHRASINGS += [*NOT_REFUSING, *STILL_REFUSING]


@pytest.mark.parametrize("said", NOT_REFUSING)
def test_a_wasted_trip_nothing_heard_or_doubt_refuse_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    for other in STILL_REFUSING:
        assert classify(other).act is SpeechAct.NEGATION, classify(other)

# The caller coming in to the shop ("or do we need to come in") is no thing come in; "has my inhaler come in" still is.
CALLER_COMES_IN = "is there a home delivery option or do we need to come in"

PHRASINGS += [CALLER_COMES_IN]


async def test_the_caller_coming_in_is_no_thing_come_in() -> None:
    assert not asks_done("or do we need to come in") and asks_done("has my inhaler come in")
    understanding = await understand(pharmacy.make_agent, CALLER_COMES_IN)
    assert chosen(understanding) != "g2", understanding.decision.describe()

# A condition, then a question of "he" or "she" ("if my son picks up ..., will he need ..."): asked, as of "it" or "they".
HE_ON_A_CONDITION = "if my son picks up my tablets, will he need a letter from me"

PHRASINGS += [HE_ON_A_CONDITION]


def test_a_question_of_someone_on_a_condition_asks() -> None:
    assert classify(HE_ON_A_CONDITION).act is SpeechAct.QUESTION, classify(HE_ON_A_CONDITION)
    assert classify("if it's no trouble, i'd like a refill").act is SpeechAct.REQUEST

# Calling off and declining: skipped "this time round"; "scratch my" with the thing ended (not "scratch my hands"); no one
# else, after a no.
DECLINED = ["nah, skip the seat this time round", "nope, nobody else, i'm good", "no, no one else, we're happy as we are"]
SCRATCHED = "scratch my repeat request please"
SCRATCHING = "my cat keeps trying to scratch my hands"

PHRASINGS += [*DECLINED, SCRATCHED, SCRATCHING]


@pytest.mark.parametrize("said", DECLINED)
def test_skipped_this_time_round_or_no_one_else_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)


def test_scratch_my_thing_cancels() -> None:
    assert classify(SCRATCHED).act is SpeechAct.CANCEL, classify(SCRATCHED)
    assert classify(SCRATCHING).act is not SpeechAct.CANCEL, classify(SCRATCHING)

# Asked in so many words after the story: "let's do it today, book me ..." (no question), "could i get a new one please" and
# "could you do me the ..." after a past; not money claimed back ("i missed my flight, could i get a refund please").
LETS_DO_IT = "i was going to wait, but let's do it today, book me on the BA 117 on friday"
GET_ONE_PLEASE = "we got back from spain last night and i left my inhaler in the villa, could i get a new one please"
DO_ME_THE = "i had a lovely trip with you last spring, could you do me the BA 117 next month"
REFUND_PLEASE = "i missed my flight, could i get a refund please"

PHRASINGS += [LETS_DO_IT, GET_ONE_PLEASE, DO_ME_THE, REFUND_PLEASE]


async def test_a_request_in_so_many_words_after_the_story_asks() -> None:
    assert chosen(await understand(ex.make_agent, LETS_DO_IT)) == "g1"
    assert chosen(await understand(pharmacy.make_agent, GET_ONE_PLEASE)) == "g1"
    assert chosen(await understand(ex.make_agent, DO_ME_THE)) == "g1"
    assert classify(REFUND_PLEASE).act is SpeechAct.REPORT, classify(REFUND_PLEASE)

# A plan given up, then taken back in so many words ("but no, forget that, ..."): what follows is asked. "but no, i'll wait
# ..." still declines.
FORGOT_THE_PLAN = "i was going to ask about bags but no, forget that, can i talk to a real person"
PLAN_DECLINED = "i was going to book the flight but no, i'll wait till payday"

PHRASINGS += [FORGOT_THE_PLAN, PLAN_DECLINED]


async def test_a_plan_taken_back_by_forget_that_asks_what_follows() -> None:
    assert chosen(await understand(ex.make_agent, FORGOT_THE_PLAN)) == "g3"
    assert classify(PLAN_DECLINED).act is SpeechAct.NEGATION, classify(PLAN_DECLINED)

# One of the agent's people asked whether they would be free ("would one of your pharmacists be free to have a look"):
# the person is asked for, whatever the story before names.
WOULD_BE_FREE = "my new inhaler makes me shaky and i'm worried about it, would one of your pharmacists be free to have a look"

PHRASINGS += [WOULD_BE_FREE]


async def test_one_of_your_people_asked_whether_free_is_the_handoff() -> None:
    assert chosen(await understand(pharmacy.make_agent, WOULD_BE_FREE)) == "g4"

# A code in capitals ("LX 318") says nothing of the text's case: a name written small after it is read.
CODE_IN_CAPITALS = "please book me on the LX 318 friday, name's petra novak"

PHRASINGS += [CODE_IN_CAPITALS]


def test_a_code_in_capitals_leaves_names_uncased() -> None:
    assert person_name()(CODE_IN_CAPITALS) == "Petra Novak"

# Round 49's leftover: whether one of a trade is in ("i'm ringing to see if the pharmacist is in today") is whether one may
# speak to them, not whether a thing has come in; "just checking whether my eye drops are in now" still is.
TRADE_IN = "i'm ringing to see if the pharmacist is in today"
DROPS_IN = "just checking whether my eye drops are in now"

PHRASINGS += [TRADE_IN, DROPS_IN]


def test_whether_one_of_a_trade_is_in_is_no_thing_come_in() -> None:
    assert classify(TRADE_IN).cue != ARRIVED, classify(TRADE_IN)
    assert classify(DROPS_IN).cue == ARRIVED, classify(DROPS_IN)


# Round 50a (blind71).
# Choosing where one sits ("is it possible for us to select our seats next to each other", "can we pick our own seats
# on the way out"): a rule of the thing held or bought, asked, never a booking. A seat asked for still books.
SEATS_CHOSEN = ["is it possible for us to select our seats next to each other", "can we pick our own seats on the way out"]
SEATS_ASKED = "could we get two seats on the early flight to lyon"

PHRASINGS += [*SEATS_CHOSEN, SEATS_ASKED]


@pytest.mark.parametrize("said", SEATS_CHOSEN)
async def test_choosing_ones_seats_asks_a_rule_and_books_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(SEATS_ASKED).act is SpeechAct.REQUEST, classify(SEATS_ASKED)

# Waiting on events before doing it ("i think i'll wait and see how my knee feels", "we've decided to wait and see what
# the weather does"): put off, a refusal. Asking the agent to wait ("can you wait and see if ...") refuses nothing.
WAIT_AND_SEE = ["i think i'll wait and see how my knee feels", "we've decided to wait and see what the weather does"]
WAIT_ASKED = "can you wait and see if the pharmacist comes free"

PHRASINGS += [*WAIT_AND_SEE, WAIT_ASKED]


@pytest.mark.parametrize("said", WAIT_AND_SEE)
def test_waiting_to_see_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(WAIT_ASKED).act is not SpeechAct.NEGATION, classify(WAIT_ASKED)

# A name signing off a turn of three clauses or more, in a clause of its own ("could you put my repeat through, i'm all
# out, marta kowalski"): the caller's name. Not after a question asked ("..., is it done, yes? marta kowalski"), nor words
# of manner ("..., really appreciated").
SIGNED_OFF = "could you put my repeat through, i'm all out, marta kowalski"
SIGNED_AFTER_QUESTION = "the order for my eye drops, is it done, yes? marta kowalski"
THANKED_OFF = "could you put my repeat through, i'm all out, really appreciated"

PHRASINGS += [SIGNED_OFF, SIGNED_AFTER_QUESTION, THANKED_OFF]


def test_a_name_signing_off_the_turn_is_the_callers_name() -> None:
    assert person_name()(SIGNED_OFF) == "Marta Kowalski"
    assert person_name()(SIGNED_AFTER_QUESTION) is None
    assert person_name()(THANKED_OFF) is None

# Something run past one of the agent's people, with what it is about after ("can i run a quick question past the
# pharmacist about my eye drops"): the person is asked for, as when the person closes the turn.
RUN_PAST = "can i run a quick question past the pharmacist about my eye drops"

PHRASINGS += [RUN_PAST]


async def test_something_run_past_the_person_about_a_thing_asks_for_them() -> None:
    assert chosen(await understand(pharmacy.make_agent, RUN_PAST)) == "g4"

# The usual wait on a kind of thing ("what's the typical turnaround for a repeat"): how long such a thing takes, not
# whether the caller's is done; the wait on one's own still asks after it.
USUAL_WAIT = "what's the typical turnaround for a repeat"
OWN_WAIT = "what's the usual wait on my repeat"

PHRASINGS += [USUAL_WAIT, OWN_WAIT]


async def test_the_usual_wait_on_a_kind_of_thing_asks_how_long_it_takes() -> None:
    from voice_agent.engine.naming import attributes
    assert "duration" in attributes(USUAL_WAIT)
    assert "duration" not in attributes(OWN_WAIT)
    assert chosen(await understand(pharmacy.make_agent, USUAL_WAIT)) != "g2"

# Someone else's doubt that the thing finished ("my husband booked us on the rome flight and he's not sure it completed"):
# whether it is done, asked. Not finished doing something else ("i'm not sure it finished loading, ...").
DOUBTED_FINISHED = "my husband booked us on the rome flight and he's not sure it completed"
FINISHED_DOING = "i'm not sure it finished loading, can you get me on the friday one to rome"

PHRASINGS += [DOUBTED_FINISHED, FINISHED_DOING]


async def test_someone_elses_doubt_it_finished_asks_whether_it_is_done() -> None:
    from voice_agent.engine.done import DOUBTED
    assert classify(DOUBTED_FINISHED).cue == DOUBTED, classify(DOUBTED_FINISHED)
    assert chosen(await understand(ex.make_agent, DOUBTED_FINISHED)) == "g2"
    assert classify(FINISHED_DOING).cue != DOUBTED, classify(FINISHED_DOING)

# Round 50a, left from round 49: a medicine bought over the counter ("could you sell me a box of antihistamines for my
# daughter") is a sale, no refill, when the agent's guidance never speaks of buying; the airline's does ("buy a ticket"),
# so a seat sold still books.
SOLD = "could you sell me a box of antihistamines for my daughter"
SEAT_SOLD = "could you sell me a seat on the friday flight to oslo"

PHRASINGS += [SOLD, SEAT_SOLD]


async def test_a_medicine_bought_over_the_counter_is_no_refill() -> None:
    understanding = await understand(pharmacy.make_agent, SOLD)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, SEAT_SOLD)) == "g1"

# "another lot", "her next lot": the British "lot" of a thing had again is a new supply of it, a refill; "the lot" and "a
# lot of" are left as they are.
NEXT_LOT = "she needs her next lot of the blood pressure pills by thursday"

PHRASINGS += [NEXT_LOT]


async def test_another_lot_of_a_thing_is_a_new_supply() -> None:
    assert "supply" in words("could you do me another lot") and "supply" not in words("cancel the lot")
    assert "supply" not in words("there's a lot of people waiting")
    assert chosen(await understand(pharmacy.make_agent, NEXT_LOT)) == "g1"

# Round 51a (blind74).
# Declining: the thing given a miss, closed by thanks ("nah, i'll give the flight a miss, cheers"); "leave this one" after a
# no; only browsing or looking after a no and its thanks ("nope, cheers, i'm just browsing"); the thing left until next
# month after a no ("nah, we'll leave the booking till next week"); "hold it, don't ..." said unpunctuated. Not: looking for
# a flight, a car left at the airport until next week, "it don't matter which flight".
MISSED_THANKED = [(ex.make_agent, "nah i'll give the flight a miss cheers"), (pharmacy.make_agent, "we'll give the repeat a miss thanks")]
LEFT_THIS_ONE = [(ex.make_agent, "nah just leave this one"), (pharmacy.make_agent, "no leave that one")]
ONLY_BROWSING = [(ex.make_agent, "nope cheers i'm just browsing")]
LEFT_TILL_NEXT = [(ex.make_agent, "nah we'll leave the booking till next week"), (pharmacy.make_agent, "no i'll leave my inhaler until next month")]
HELD_DONT = [(pharmacy.make_agent, "hold it don't put my refill through till friday"), (ex.make_agent, "hang about hold it don't confirm the oslo seat yet")]
DECLINED_51A = [*MISSED_THANKED, *LEFT_THIS_ONE, *ONLY_BROWSING, *LEFT_TILL_NEXT, *HELD_DONT]
NOT_DECLINED_51A = [(ex.make_agent, "i'm just looking for a flight to oslo on friday"),
                    (ex.make_agent, "i'll leave the car at the airport until next week can you book me the flight"),
                    (ex.make_agent, "it don't matter which flight just book me on one")]

PHRASINGS += [s for _, s in DECLINED_51A + NOT_DECLINED_51A]


@pytest.mark.parametrize(("factory", "said"), DECLINED_51A)
async def test_a_miss_thanked_this_one_left_only_browsing_left_till_next_or_hold_it_dont_declines(
        factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(factory, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


async def test_looking_for_a_thing_a_car_left_or_it_dont_matter_declines_nothing() -> None:
    for factory, said in NOT_DECLINED_51A:
        assert classify(said).act is not SpeechAct.NEGATION, classify(said)
        assert chosen(await understand(factory, said)) == "g1"
    assert classify("nope cheers i'm just browsing").act is SpeechAct.NEGATION  # only browsing, after a no and thanks

# More of what is on the repeat ("i've run out of my statins, can i have some more on my repeat"): a refill, not a thing added
# to the repeat list; a new thing got on it still changes it.
MORE_ON_REPEAT = "i've run out of my statins can i have some more on my repeat"
NEW_ON_REPEAT = "can you get my new cream on my repeat"

PHRASINGS += [MORE_ON_REPEAT, NEW_ON_REPEAT]


async def test_more_on_the_repeat_is_a_refill_not_a_change() -> None:
    assert classify(MORE_ON_REPEAT).act is SpeechAct.REQUEST, classify(MORE_ON_REPEAT)
    assert (await understand(pharmacy.make_agent, MORE_ON_REPEAT)).decision.choice is not Choice.CANNOT
    assert classify(NEW_ON_REPEAT).act is SpeechAct.CHANGE, classify(NEW_ON_REPEAT)

# Whether it is done, asked at the close of an unpunctuated turn ("the seat for my daughter on the oslo flight has it been
# confirmed"): a clause of its own, as after a comma. Not "..., is that possible" (no word of being done).
UNPUNCTUATED_DONE = "the seat for my daughter on the oslo flight has it been confirmed"
UNPUNCTUATED_POSSIBLE = "i need to book a flight to rome is that possible"

PHRASINGS += [UNPUNCTUATED_DONE, UNPUNCTUATED_POSSIBLE]


async def test_whether_it_is_done_closing_an_unpunctuated_turn_is_asked() -> None:
    from voice_agent.engine.done import ASKED_LATER
    assert classify(UNPUNCTUATED_DONE).cue.startswith(ASKED_LATER), classify(UNPUNCTUATED_DONE)
    assert chosen(await understand(ex.make_agent, UNPUNCTUATED_DONE)) == "g2"
    assert classify(UNPUNCTUATED_POSSIBLE).act is SpeechAct.REQUEST, classify(UNPUNCTUATED_POSSIBLE)
    assert chosen(await understand(ex.make_agent, UNPUNCTUATED_POSSIBLE)) == "g1"

# A person fetched ("this is going nowhere fetch me a manager"): asked for, no remark; a remark stays one.
FETCHED = "this is going nowhere fetch me a manager"
R51A_PRAISED = "you're very quick at this"

PHRASINGS += [FETCHED, R51A_PRAISED]


async def test_a_person_fetched_is_asked_for() -> None:
    assert not classify(FETCHED).remark, classify(FETCHED)
    assert chosen(await understand(ex.make_agent, FETCHED)) == "g3"
    assert classify(R51A_PRAISED).remark, classify(R51A_PRAISED)

# The British ticket by its kind ("a return to oslo", "two singles to dublin"): a ticket; not "my return flight", "a single
# room".
RETURN_TICKET = "can you book me a return to oslo on friday"

PHRASINGS += [RETURN_TICKET]


async def test_a_return_or_a_single_somewhere_is_a_ticket() -> None:
    assert "ticket" in words(RETURN_TICKET) and "tickets" in words("two singles to dublin please")
    assert "ticket" not in words("is my return flight on time") and "ticket" not in words("a single room for two nights")
    assert chosen(await understand(ex.make_agent, RETURN_TICKET)) == "g1"

# "we'll need", "i'll need", "we're after" open the last request of a long turn, as "i need" does ("my sister's graduating in
# dublin on the 3rd so we'll need two seats on the morning flight out the day before").
WE_WILL_NEED = "my sister's graduating in dublin on the a number so we'll need two seats on the morning flight out the day before"


def test_we_will_need_opens_the_last_request_of_a_long_turn() -> None:
    from voice_agent.engine.things import ThingReader
    assert ThingReader._last_request(WE_WILL_NEED) == "we'll need two seats on the morning flight out the day before"
    assert ThingReader._last_request("we'll need two seats") == ""

# Round 50's leftover (undoing.py): whether the agent does a thing at all ("do you drop prescriptions off at care homes")
# undoes nothing, however near to cancelling the words lie; "do you mind dropping my booking" (a request put as a question)
# still cancels.
DOES_IT_AT_ALL = "do you drop prescriptions off at care homes"
MIND_DROPPING = "do you mind dropping my booking"

PHRASINGS += [DOES_IT_AT_ALL, MIND_DROPPING]


async def test_whether_the_agent_does_a_thing_at_all_undoes_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, DOES_IT_AT_ALL)
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()
    assert (await understand(ex.make_agent, MIND_DROPPING)).decision.choice is Choice.CANCEL


# Round 51b (blind75).
# The line itself asked about ("is this the main chemist or the little one", "what is this helpline for"): no guideline
# answers it alone; asked before what the caller wants, it is read past, and a purpose said of the line is kept.
LINE_ALONE_PHARMACY = "is this the main chemist or the little one by the station"
LINE_ALONE_AIRLINE = "what is this helpline for exactly"
NOT_THE_LINE = "is the pharmacy open on bank holiday mondays"
LINE_THEN_REFILL = "is this the number for repeats, i've nearly run out of my ramipril, dev patel"
GREETED_LINE_THEN_REFILL = "hiya, is this the chemist for repeat prescriptions, i'm after more of my ramipril, dev patel"
UNSURE_THEN_REFILL = "not sure whether this is the surgery or the chemist but i need my sertraline again, omar farah"
LINE_FOR_CANCELLING = "is this the line for cancellations, i'm on the friday flight to rome"

PHRASINGS += [LINE_ALONE_PHARMACY, LINE_ALONE_AIRLINE, NOT_THE_LINE, LINE_THEN_REFILL, GREETED_LINE_THEN_REFILL, UNSURE_THEN_REFILL, LINE_FOR_CANCELLING]


@pytest.mark.parametrize(("factory", "said"), [(pharmacy.make_agent, LINE_ALONE_PHARMACY), (ex.make_agent, LINE_ALONE_AIRLINE)])
async def test_the_line_itself_asked_about_answers_no_guideline(factory: Callable[[], va.Agent], said: str) -> None:
    from voice_agent.engine.naming import attributes
    assert "line" in attributes(said)
    understanding = await understand(factory, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    # ... not a place asked about by its name ("is the pharmacy open ..."): its hours.
    assert "line" not in attributes(NOT_THE_LINE)
    assert chosen(await understand(pharmacy.make_agent, NOT_THE_LINE)) == "g3"


@pytest.mark.parametrize("said", [LINE_THEN_REFILL, GREETED_LINE_THEN_REFILL, UNSURE_THEN_REFILL])
async def test_the_line_asked_about_before_the_request_is_read_past(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1"


async def test_a_purpose_said_of_the_line_is_kept() -> None:
    from voice_agent.engine.line import past_the_line
    assert past_the_line(LINE_FOR_CANCELLING).startswith("cancellations")
    assert chosen(await understand(ex.make_agent, LINE_FOR_CANCELLING)) != "g1"

# The cost asked after a word of degree ("roughly what would a single to lisbon cost"): a question, nothing booked.
COST_ROUGHLY = "roughly what would a single to lisbon cost"
NOT_A_COST = "roughly what time does the lisbon flight land"

PHRASINGS += [COST_ROUGHLY, NOT_A_COST]


async def test_the_cost_asked_after_a_word_of_degree_is_a_question() -> None:
    act = classify(COST_ROUGHLY)
    assert act.act is SpeechAct.QUESTION and "cost" in act.cue, act
    assert chosen(await understand(ex.make_agent, COST_ROUGHLY)) != "g1"
    assert "cost" not in classify(NOT_A_COST).cue

# One seat for another on what is held ("an aisle seat rather than the middle one on our booking"): a change, not a
# booking; on a flight not said to be held, it is asked for.
SEAT_SWAPPED = "could we have aisle seats rather than the middle ones on our reservation"
R51B_SEAT_PREFERRED = "aisle seats rather than the middle ones on the friday flight to rome please"

PHRASINGS += [SEAT_SWAPPED, R51B_SEAT_PREFERRED]


async def test_one_seat_for_another_on_what_is_held_is_a_change() -> None:
    assert classify(SEAT_SWAPPED).act is SpeechAct.CHANGE, classify(SEAT_SWAPPED)
    assert chosen(await understand(ex.make_agent, SEAT_SWAPPED)) != "g1"
    assert classify(R51B_SEAT_PREFERRED).act is not SpeechAct.CHANGE, classify(R51B_SEAT_PREFERRED)

# A preference against it ("we'd prefer not to book anything today") and none of what is offered after a no ("nah,
# none of those thanks") refuse; "none of" telling how things are does not.
PREFER_NOT = "we'd prefer not to book anything today"
NONE_OFFERED = "nah, none of those thanks"
NONE_TOLD = "none of my tablets came in the post, can you look into it"

PHRASINGS += [PREFER_NOT, NONE_OFFERED, NONE_TOLD]


@pytest.mark.parametrize("said", [PREFER_NOT, NONE_OFFERED])
def test_a_preference_against_it_or_none_of_it_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(NONE_TOLD).act is not SpeechAct.NEGATION, classify(NONE_TOLD)

# The question's word left where the answer goes ("the chemist is open till when on saturdays"): the hours asked.
TILL_WHEN = "the chemist's open till when on saturdays"

PHRASINGS += [TILL_WHEN]


async def test_till_when_asks_the_hours() -> None:
    assert classify(TILL_WHEN).act is SpeechAct.QUESTION, classify(TILL_WHEN)
    assert chosen(await understand(pharmacy.make_agent, TILL_WHEN)) == "g3"

# Whether real people are there ("are there any real human beings around, ..."): one asked for.
REAL_ONE_THERE = "are there any real human beings around, i'd sooner explain it to one of them"
REAL_PASSPORT = "is a real passport needed for the flight"

PHRASINGS += [REAL_ONE_THERE, REAL_PASSPORT]


async def test_whether_a_real_person_is_there_asks_for_one() -> None:
    assert classify(REAL_ONE_THERE).cue == AVAILABILITY, classify(REAL_ONE_THERE)
    assert chosen(await understand(ex.make_agent, REAL_ONE_THERE)) == "g3"
    assert classify(REAL_PASSPORT).cue != AVAILABILITY


# The person one was passed on from ("i got passed on from your pharmacist, ..."): no one asked for;
# a person asked for still is.
SENT_FROM = "i got passed on from your pharmacist, she said you'd tell me if my inhaler's been done yet"
SENT_TO = "transfer me to the pharmacist, i've a question about my dose"

PHRASINGS += [SENT_FROM, SENT_TO]


async def test_the_person_one_was_sent_from_is_not_asked_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, SENT_FROM)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, SENT_TO)) == "g4"


# Round 51c (blind76).

# "could you make sure her e-ticket has been sent": making sure of someone else's thing asks whether it is done, as "make
# sure my ..." does.
SURE_OF_HERS = "my daughter flies solo on sunday, could you make sure her e-ticket has been sent"

PHRASINGS += [SURE_OF_HERS]


async def test_making_sure_of_someone_elses_thing_asks_whether_it_is_done() -> None:
    assert classify(SURE_OF_HERS).act is SpeechAct.QUESTION, classify(SURE_OF_HERS)
    assert chosen(await understand(ex.make_agent, SURE_OF_HERS)) == "g2"

# "can her flight be brought forward a day", "could our daughter's booking be pushed back a week": a thing held, asked in the
# passive to be moved in time, is a change of it, no booking. Not someone put on a flight ("could my son be put on ...").
MOVED_IN_TIME = ["can her flight be brought forward a day", "could our daughter's booking be pushed back a week"]
PUT_ON_ONE = "could my son be put on the friday flight"

PHRASINGS += [*MOVED_IN_TIME, PUT_ON_ONE]


@pytest.mark.parametrize("said", MOVED_IN_TIME)
async def test_a_thing_held_asked_moved_in_time_in_the_passive_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(PUT_ON_ONE).act is SpeechAct.REQUEST, classify(PUT_ON_ONE)

# "how do i use my inhaler with the mask", "how can i give my son his inhaler": how one uses or gives a thing asks about its
# use and asks for nothing. "how do i order more of my inhaler" still asks how to get it: a request.
HOW_USED = ["how do i use my inhaler with the mask", "how can i give my son his inhaler"]
HOW_ORDERED = "how do i order more of my inhaler"

PHRASINGS += [*HOW_USED, HOW_ORDERED]


@pytest.mark.parametrize("said", HOW_USED)
async def test_how_one_uses_a_thing_asks_about_its_use(said: str) -> None:
    from voice_agent.engine.allowed import HOW_TAKEN
    assert classify(said).cue == HOW_TAKEN, classify(said)
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert classify(HOW_ORDERED).cue != HOW_TAKEN
    assert chosen(await understand(pharmacy.make_agent, HOW_ORDERED)) == "g1"

# "i need a letter for work saying i take my inhaler every day": the agent's things in what a paper says tell what it says;
# the paper is asked for, never a refill. A refill asked for before the paper still is one.
PAPER_SAYS = "i need a letter for work saying i take my inhaler every day"
REFILL_THEN_PAPER = "could i get a refill of my inhaler please, and an email saying when to come"

PHRASINGS += [PAPER_SAYS, REFILL_THEN_PAPER]


async def test_the_agents_thing_in_what_a_paper_says_asks_for_none_of_it() -> None:
    assert chosen(await understand(pharmacy.make_agent, PAPER_SAYS)) is None
    assert chosen(await understand(pharmacy.make_agent, REFILL_THEN_PAPER)) == "g1"

# "nope, perhaps after the summer", "no, maybe in a fortnight": a no, then put off to a time, the whole turn, refuses. Not a
# put-off followed by a request ("no, next week maybe, but can you book me for friday").
PUT_OFF_TO = ["nope, perhaps after the summer", "no, maybe in a fortnight"]
PUT_OFF_THEN_ASKED = "no, next week maybe, but can you book me for friday"

PHRASINGS += [*PUT_OFF_TO, PUT_OFF_THEN_ASKED]


@pytest.mark.parametrize("said", PUT_OFF_TO)
def test_a_no_put_off_to_a_time_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(PUT_OFF_THEN_ASKED).act is not SpeechAct.NEGATION

# "please pick up, i need a person": a person needed by the caller, in so many words, is a human asked for.
NEED_A_PERSON = "please pick up, i need a person"

PHRASINGS += [NEED_A_PERSON]


async def test_a_person_needed_by_the_caller_is_a_handoff() -> None:
    assert chosen(await understand(pharmacy.make_agent, NEED_A_PERSON)) == "g4"

# "we've got two car seats with us, what's the allowance on those": a remark, then "what's the X" in the last clause,
# asks it, as a closing "what can i ..." does. Not after a request ("i'd like two seats to rome, what's the fare").
REMARK_THEN_WHATS = "we've got two car seats with us, what's the allowance on those"
ASKED_THEN_WHATS = "i'd like two seats to rome, what's the fare"

PHRASINGS += [REMARK_THEN_WHATS, ASKED_THEN_WHATS]


def test_a_remark_closed_by_whats_the_thing_asks_it() -> None:
    assert classify(REMARK_THEN_WHATS).act is SpeechAct.QUESTION, classify(REMARK_THEN_WHATS)
    assert classify(ASKED_THEN_WHATS).act is SpeechAct.REQUEST, classify(ASKED_THEN_WHATS)

# "a seat on the orange o r one two": a word before a value read out (masked "a flight") says whose the agent's thing is;
# it is scored with the thing, not alone as where the seat is.
SEAT_ON_CARRIER = "get my niece a seat on the orange a flight on monday"


async def test_a_word_before_a_value_read_out_is_scored_with_the_thing() -> None:
    from tests.unit.test_understanding import _UNDERSTANDERS
    await understand(ex.make_agent, "hello")
    phrases = [p for p, _ in _UNDERSTANDERS[ex.make_agent]._kind_phrases(SEAT_ON_CARRIER, SEAT_ON_CARRIER)]
    assert "seat on the orange a flight" in phrases and "seat on the orange" not in phrases, phrases

# Round 51c, left from round 50: after "i'm", a posture or a place as British English says it ("i'm sat in the car park",
# "i'm stood by the door") is where the caller is, no name; a name given after it still is one.
SAT_WHERE = ["i'm sat in the car park outside, could you bring my repeat out", "i'm stood by your door, is my inhaler ready"]
SAT_THEN_NAMED = "i'm sat in the car outside, name is ruth obi"

PHRASINGS += [*SAT_WHERE, SAT_THEN_NAMED]


SAT_OUTSIDE_ASKED = "is my repeat ready for collection yet, i'm sat in the car outside"

PHRASINGS += [SAT_OUTSIDE_ASKED]


@pytest.mark.parametrize("said", SAT_WHERE)
async def test_a_posture_after_im_is_no_name(said: str) -> None:
    assert person_name()(said) is None
    assert person_name()(SAT_THEN_NAMED) == "Ruth Obi"
    assert chosen(await understand(pharmacy.make_agent, SAT_OUTSIDE_ASKED)) == "g2"

# Round 51c, left from round 50: asking to be put through ("can i be transferred to a person", "could you just pop me
# through please") is a handoff. Not being switched to a thing ("can we be switched to the later collection").
PUT_THROUGH_ASKED = ["can i be transferred to a person", "could you just pop me through please"]
SWITCHED_TO_A_THING = "can we be switched to the later collection"

PHRASINGS += [*PUT_THROUGH_ASKED, SWITCHED_TO_A_THING]


@pytest.mark.parametrize("said", PUT_THROUGH_ASKED)
async def test_asking_to_be_put_through_is_a_handoff(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, SWITCHED_TO_A_THING)) != "g4"

# Round 52a (blind77).
# A measure of the body wanted "taken" (or "taking", as the North of England says it) is a service done to the caller:
# the words before it only say which, and never ask for the agent's thing. Not what someone takes ("the pills i'm taking").
MEASURE_TAKEN = [("i'd like my blood pressure taking please", "pressure"), ("we need our cholesterol taken at some point", "cholesterol")]
PILLS_TAKEN = "please refill the capsules i'm taking for my heart, r x four four one two nine, gill ross"

PHRASINGS += [*(s for s, _ in MEASURE_TAKEN), PILLS_TAKEN]


@pytest.mark.parametrize(("said", "measure"), MEASURE_TAKEN)
async def test_a_measure_of_the_body_taken_is_no_refill(said: str, measure: str) -> None:
    from voice_agent.engine.things import ThingReader
    assert measure in ThingReader._done_to(words(said))
    assert "capsules" not in ThingReader._done_to(words(PILLS_TAKEN))
    assert chosen(await understand(pharmacy.make_agent, PILLS_TAKEN)) == "g1"

# Left till after a season, or skipped for a month, refuses it; so does "let's leave / park" it. Not left somewhere.
R52A_PUT_OFF = ["nah, leave it till after easter", "nope, skip it for february", "let's leave it till the new year"]
LEFT_SOMEWHERE = "leave it at the counter for my son"

PHRASINGS += [*R52A_PUT_OFF, LEFT_SOMEWHERE]


@pytest.mark.parametrize("said", R52A_PUT_OFF)
def test_put_off_for_a_while_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(LEFT_SOMEWHERE).act is not SpeechAct.NEGATION, classify(LEFT_SOMEWHERE)

# "the wedding's off so kill the booking to rome": the trade's "kill" after the story, in a clause opened by "so" or
# "then", calls the thing off as it does opening the turn. Not "kill the pain".
KILLED_AFTER = ["the wedding's off so kill the booking to rome", "she's not going then kill her seat"]
PAIN_KILLED = "these are strong so kill the pain quick"

PHRASINGS += [*KILLED_AFTER, PAIN_KILLED]


@pytest.mark.parametrize("said", KILLED_AFTER)
def test_kill_after_the_story_cancels(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)
    assert classify(PAIN_KILLED).act is not SpeechAct.CANCEL, classify(PAIN_KILLED)

# The British words of a place's hours and a thing needed done: a place that "locks up" closes, "your times" are its
# hours (not "your times to leeds"), a thing that "needs doing" needs done.
HOURS_SAID = [("when does the chemist lock up on new year's eve", "close"), ("your times over easter", "hours"),
              ("dad's inhaler needs doing again", "done")]
FLIGHT_TIMES = "what are your times to leeds"
LOCKING_EARLY = "does the shop lock up early on christmas eve"

PHRASINGS += [*(s for s, _ in HOURS_SAID), FLIGHT_TIMES, LOCKING_EARLY]


@pytest.mark.parametrize(("said", "word"), HOURS_SAID)
def test_british_words_of_hours_and_doing(said: str, word: str) -> None:
    assert word in words(said), words(said)
    assert "hours" not in words(FLIGHT_TIMES)


async def test_a_place_locking_up_asks_its_hours() -> None:
    assert chosen(await understand(pharmacy.make_agent, LOCKING_EARLY)) == "g3"

# Kit said after the allowance is asked ("how many bags am i allowed, i've a guitar too") is carried, as is a golf set.
KIT_AFTER = [("what's my allowance, i've a guitar as well", "guitar"), ("a golf set, does that count as a bag", "golf set")]

PHRASINGS += [s for s, _ in KIT_AFTER]


@pytest.mark.parametrize(("said", "kit"), KIT_AFTER)
def test_kit_after_the_allowance_is_carried(said: str, kit: str) -> None:
    from voice_agent.engine.carried import carried
    assert carried(" ".join(words(said))) == kit
    assert carried("what's my allowance on the rome flight") == ""

# "fetch your senior agent to the phone": a person fetched is reached for.
R52A_FETCHED = "fetch your senior agent to the phone"

PHRASINGS += [R52A_FETCHED]


async def test_a_person_fetched_is_a_handoff() -> None:
    assert chosen(await understand(ex.make_agent, R52A_FETCHED)) == "g3"

# Wanting to know it is confirmed, after the story of booking it, asks whether it is done.
KNOW_CONFIRMED = "we booked the lisbon trip in may and i just want to know it's definitely booked"

PHRASINGS += [KNOW_CONFIRMED]


def test_wanting_to_know_it_is_confirmed_asks() -> None:
    assert classify(KNOW_CONFIRMED).act is SpeechAct.QUESTION, classify(KNOW_CONFIRMED)

# A couple named closing the turn, "and" between them: "..., two seats, nina and piotr kowal". Not two things joined.
COUPLE_NAMED = "the lh four hundred on monday, two seats, nina and piotr kowal"
THINGS_JOINED = "the lh four hundred on monday, a window, fish and chips please"

PHRASINGS += [COUPLE_NAMED, THINGS_JOINED]


async def test_a_couple_named_closing_the_turn() -> None:
    assert person_name()(COUPLE_NAMED) == "Nina and Piotr Kowal"
    assert person_name()(THINGS_JOINED) is None
    assert chosen(await understand(ex.make_agent, COUPLE_NAMED)) == "g1"


# Round 52c (blind79).

# "no more machines please, connect me with somebody real": the machine refused, "please" after it, refuses nothing of the
# agent's; the person asked for after it is the handoff. "no more bags please" still refuses the thing.
NO_MORE_MACHINES = "no more machines please, connect me with somebody real"
NO_MORE_THING = "no more bags please"

PHRASINGS += [NO_MORE_MACHINES, NO_MORE_THING]


async def test_no_more_machines_please_refuses_nothing_of_the_agents() -> None:
    assert classify(NO_MORE_MACHINES).act is SpeechAct.REQUEST, classify(NO_MORE_MACHINES)
    assert chosen(await understand(ex.make_agent, NO_MORE_MACHINES)) == "g3"
    assert classify(NO_MORE_THING).act is SpeechAct.NEGATION, classify(NO_MORE_THING)

# "nah, leave the seat as it is", "no, just leave it as is": the thing left as it is, after a no or alone, refuses it.
# Not a value kept on a thing asked for ("could you leave my name as it is on the new booking").
LEFT_AS_IS = ["nah, leave the seat as it is", "no, just leave it as is"]
KEPT_ON_ASKED = "could you leave my name as it is on the new booking"

PHRASINGS += [*LEFT_AS_IS, KEPT_ON_ASKED]


@pytest.mark.parametrize("said", LEFT_AS_IS)
def test_leaving_the_thing_as_it_is_refuses_it(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(KEPT_ON_ASKED).act is not SpeechAct.NEGATION, classify(KEPT_ON_ASKED)

# "nope, that's everything", "nah, that's all for today": after a no, nothing more wanted, in a clause of its own,
# refuses. Not "that's everything, thanks" with no no before it (a closing word, read by the scores).
NO_THATS_ALL = ["nope, that's everything", "nah, that's all for today"]
THATS_ALL_ALONE = "that's everything, thanks"

PHRASINGS += [*NO_THATS_ALL, THATS_ALL_ALONE]


@pytest.mark.parametrize("said", NO_THATS_ALL)
def test_a_no_then_thats_all_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(THATS_ALL_ALONE).act is not SpeechAct.NEGATION, classify(THATS_ALL_ALONE)

# "could you bump me up to business on my lisbon flight": a better class on what is held, an upgrade in other words, is a
# change, never a booking. Being bumped off a flight is a report.
CLASS_UP = ["could you bump me up to business on my lisbon flight", "any chance of getting moved up into first on my flight"]
BUMPED_OFF = "i got bumped off the evening flight"

PHRASINGS += [*CLASS_UP, BUMPED_OFF]


@pytest.mark.parametrize("said", CLASS_UP)
async def test_a_better_class_on_what_is_held_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE, classify(said)
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(BUMPED_OFF).act is not SpeechAct.CHANGE, classify(BUMPED_OFF)

# "the website still says processing for my refill", "my booking's still showing as pending on the app": shown as not yet
# done, for a while, asks after it (the status check), never a cancelling. Still needing a thing asks for it.
STILL_PENDING = [(pharmacy.make_agent, "the website still says processing for my refill"),
                 (ex.make_agent, "my booking's still showing as pending on the app, it's been three days")]
STILL_WANTED = "i still need a seat on the friday flight to rome"

PHRASINGS += [s for _, s in STILL_PENDING] + [STILL_WANTED]


@pytest.mark.parametrize(("factory", "said"), STILL_PENDING)
async def test_a_thing_still_shown_pending_asks_after_it(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(factory, said)) == "g2"
    assert classify(STILL_WANTED).act is SpeechAct.REQUEST, classify(STILL_WANTED)

# "my repeat's been in since monday, is everything all set with it": a remark closed by "is everything ..." asks it.
EVERYTHING_ASKED = "my repeat's been in since monday, is everything all set with it"

PHRASINGS += [EVERYTHING_ASKED]


async def test_a_remark_closed_by_is_everything_asks_it() -> None:
    assert classify(EVERYTHING_ASKED).act is SpeechAct.QUESTION, classify(EVERYTHING_ASKED)
    assert chosen(await understand(pharmacy.make_agent, EVERYTHING_ASKED)) == "g2"

# "i'm trying to find out if my refill got done, i dropped it in on tuesday": asking whether, said as trying to find out,
# before the story's clause, is the question (not a report of the past).
TRYING_TO_FIND_OUT = "i'm trying to find out if my refill got done, i dropped it in on tuesday"

PHRASINGS += [TRYING_TO_FIND_OUT]


async def test_trying_to_find_out_whether_asks_before_the_story() -> None:
    assert classify(TRYING_TO_FIND_OUT).act is SpeechAct.QUESTION, classify(TRYING_TO_FIND_OUT)
    assert chosen(await understand(pharmacy.make_agent, TRYING_TO_FIND_OUT)) == "g2"

# "how soon can i refill my inhaler", "how early can i order my next lot of insulin": the earliest one may ask for the next
# one is a rule (a deadline), which the status check does not tell. How early one may come in is still the hours.
HOW_EARLY_REORDER = ["how soon can i refill my inhaler", "how early can i order my next lot of insulin"]
HOW_EARLY_COME = "how early can i come in tomorrow"

PHRASINGS += [*HOW_EARLY_REORDER, HOW_EARLY_COME]


@pytest.mark.parametrize("said", HOW_EARLY_REORDER)
async def test_how_early_one_may_reorder_is_a_rule(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) is None
    assert chosen(await understand(pharmacy.make_agent, HOW_EARLY_COME)) == "g3"

# "is there anybody on shift we could ask": the person, two words saying which, then "we could" and a verb of
# reaching, is reached for: the handoff.
ON_SHIFT_ASKED = "is there anybody on shift we could ask"

PHRASINGS += [ON_SHIFT_ASKED]


async def test_a_person_two_words_before_i_could_ask_is_reached_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, ON_SHIFT_ASKED)) == "g4"

# "need an agent, like an actual human agent": "like" after the person asked for says which one; the person ends what is
# matched, as "about" or "who" after it do.
PERSON_LIKE = "need an agent, like an actual human agent"

PHRASINGS += [PERSON_LIKE]


async def test_like_after_the_person_asked_for_says_which_one() -> None:
    understanding = await understand(ex.make_agent, PERSON_LIKE)
    assert understanding.query == "need an agent", understanding.query
    assert chosen(understanding) == "g3"

# "it's my sister's wedding and i'm not missing it, so ...": not missing a thing insists on going, no refusal. "i'm not
# flying after all" still refuses.
NOT_MISSING_IT = "it's my sister's wedding and i'm not missing it, so the aer lingus one two three on friday please, for me, tom kerr"
NOT_FLYING = "i'm not flying after all"

PHRASINGS += [NOT_MISSING_IT, NOT_FLYING]


async def test_not_missing_it_insists_and_refuses_nothing() -> None:
    assert classify(NOT_MISSING_IT).act is SpeechAct.REQUEST, classify(NOT_MISSING_IT)
    assert chosen(await understand(ex.make_agent, NOT_MISSING_IT)) == "g1"
    assert classify(NOT_FLYING).act is SpeechAct.NEGATION

# "hours on labor day?", "can i collect it on boxing day": a public holiday by its name is a day (masked "a day", as a
# weekday is). Not the season: "are you open over christmas".
HOLIDAY_HOURS = "hours on labor day?"
HOLIDAY_PICKUP = "can i collect it on boxing day"
SEASON = "are you open over christmas"

PHRASINGS += [HOLIDAY_HOURS, HOLIDAY_PICKUP, SEASON]


async def test_a_holiday_by_its_name_is_a_day() -> None:
    import datetime as dt

    from voice_agent.engine.extract import date
    found = date(lambda: dt.date(2031, 12, 1))
    assert found(HOLIDAY_PICKUP) == "2031-12-26"
    assert found("back for thanksgiving") == "2032-11-25" and found("on memorial day") == "2032-05-31"
    assert found(SEASON) is None
    assert chosen(await understand(pharmacy.make_agent, HOLIDAY_HOURS)) == "g3"


# Round 52b (blind78).
# After a refusal, a request made of the agent ("..., book the X instead", "... so put us on the Y", "..., just the Z if you
# could", "..., could you put me through to ...") is what the caller asks (instead.py); "instead" names the thing refused.
# Not a request that only puts off what was refused ("..., hold it for now"), nor one pointing back at it ("get rid of it"),
# nor the thing refused with "'s" ("no, the repeat's not wanted").
ASKED_AFTER_REFUSAL = [(ex.make_agent, "no, i don't want the evening flight, book the lunchtime klm k l 1002 to amsterdam instead", "g1"),
                       (ex.make_agent, "we don't fancy a stopover so put us on the non stop emirates e k 30 to dubai", "g1"),
                       (pharmacy.make_agent, "i'll skip the inhaler this month, just the sertraline if you could", "g1"),
                       (pharmacy.make_agent, "i'm not sure about all this, could you put me through to one of your pharmacists", "g4")]
R52B_STILL_REFUSED = ["i don't want the saturday flight, hold it for now", "we won't be wanting the return any more, get rid of it",
                 "no, the repeat's not wanted"]

PHRASINGS += [*(said for _, said, _ in ASKED_AFTER_REFUSAL), *R52B_STILL_REFUSED]


@pytest.mark.parametrize(("factory", "said", "wanted"), ASKED_AFTER_REFUSAL)
async def test_r52b_a_request_after_a_refusal_is_what_is_asked(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.REQUEST, understanding.act
    assert chosen(understanding) == wanted, understanding.decision.describe()
    for refused in R52B_STILL_REFUSED:
        kept = await understand(pharmacy.make_agent if "repeat" in refused else ex.make_agent, refused)
        assert kept.act.act is SpeechAct.NEGATION and chosen(kept) is None, (refused, kept.act)

# "can you refill one from the walk in clinic or only ones from my own doctor": whether the agent does it for one kind
# of thing or only another asks what is allowed (allowed.py), and refills nothing; "can you refill my inhaler" still does.
ONLY_ANOTHER_ASKED = "can you refill an inhaler from the walk in clinic or only ones from my own doctor"
PLAIN_REFILL = "can you refill my inhaler"

PHRASINGS += [ONLY_ANOTHER_ASKED, PLAIN_REFILL]


async def test_r52b_one_kind_or_only_another_asks_what_is_allowed() -> None:
    assert classify(ONLY_ANOTHER_ASKED) == Act(SpeechAct.QUESTION, PERMISSION)
    assert chosen(await understand(pharmacy.make_agent, ONLY_ANOTHER_ASKED)) is None
    assert chosen(await understand(pharmacy.make_agent, PLAIN_REFILL)) == "g1"

# "is there someone real i could speak to" (read "is there real person ...") asks for a person (asking.py).
SOMEONE_REAL_TO = "is there someone real i could speak to"

PHRASINGS += [SOMEONE_REAL_TO]


async def test_r52b_someone_real_to_speak_to_is_a_handoff() -> None:
    assert chosen(await understand(ex.make_agent, SOMEONE_REAL_TO)) == "g3"

# "roughly what's the turnaround on a repeat": a word of degree before "what's" opens the question (acts.py), and the
# turnaround on a kind of thing asks how long it takes (naming.py), not whether one's own is ready.
TURNAROUND_ASKED = "roughly what's the turnaround on a repeat"
OWN_TURNAROUND = "what's the turnaround on my repeat"

PHRASINGS += [TURNAROUND_ASKED, OWN_TURNAROUND]


async def test_r52b_the_turnaround_on_a_kind_of_thing_asks_how_long() -> None:
    understanding = await understand(pharmacy.make_agent, TURNAROUND_ASKED)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, OWN_TURNAROUND)) == "g2"

# "let's not bother" calls off as "don't bother" does (cancels.py); "leave the X as it is" after a no refuses (acts.py);
# "i'd rather wait until ..." and "let me sleep on it" put it off (refusals.py). Not "i'd rather wait for the next one".
R52B_LEFT_BE = ["nah, let's not bother then", "no, just leave the booking as it is", "nah, leave my prescription as it is",
           "i'd rather wait until after payday", "let me sleep on it, thanks"]
WAITING_FOR = "i'd rather wait for the next one to come up"

PHRASINGS += [*R52B_LEFT_BE, WAITING_FOR]


@pytest.mark.parametrize("said", R52B_LEFT_BE)
def test_r52b_left_as_it_is_or_put_off_refuses(said: str) -> None:
    assert classify(said).act in (SpeechAct.NEGATION, SpeechAct.CANCEL), classify(said)
    assert classify(WAITING_FOR).act is not SpeechAct.NEGATION

# "we paid for the seats on the X but we don't know if they're confirmed": not knowing, joined to the story, asks
# whether it is done (acts.py), and paying told of oneself asks no price (naming.py).
PAID_NOT_KNOWN = "we paid for the seats on the a f 12 but we don't know if they're confirmed"

PHRASINGS += [PAID_NOT_KNOWN]


async def test_r52b_not_knowing_after_the_story_asks_whether_it_is_done() -> None:
    understanding = await understand(ex.make_agent, PAID_NOT_KNOWN)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()

# A doubt of the past settled ("we weren't sure whether ... but we'll fly, ..."), or a question put to oneself and answered
# yes ("hmm, shall we... yes, go on, ..."), is read past (restarts.py). Not a doubt alone ("i wasn't sure if it's ready").
SETTLED = [(ex.make_agent, "we weren't sure whether to take the train or fly but we'll fly, could you book us on the b a 1492 to glasgow"),
           (pharmacy.make_agent, "hmm, shall we... yes, go on, refill my mum's levothyroxine")]
DOUBT_ALONE = "i wasn't sure if it's ready"

PHRASINGS += [*(said for _, said in SETTLED), DOUBT_ALONE]


@pytest.mark.parametrize(("factory", "said"), SETTLED)
async def test_r52b_a_doubt_settled_is_read_past(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.REQUEST, understanding.act
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(DOUBT_ALONE).act is SpeechAct.QUESTION

# "on reflection, could a person take it from here": a mind changed since an earlier turn is read past (naming.py).
SECOND_THOUGHT = "on reflection, could a person take it from here"

PHRASINGS += [SECOND_THOUGHT]


async def test_r52b_a_mind_changed_is_read_past() -> None:
    assert chosen(await understand(ex.make_agent, SECOND_THOUGHT)) == "g3"

# "is home delivery something you provide": a kind of thing, then whether the place does it (allowed.py).
SOMETHING_YOU_PROVIDE = "is home delivery something you provide"

PHRASINGS += [SOMETHING_YOU_PROVIDE]


async def test_r52b_a_thing_then_whether_the_place_does_it_is_asked() -> None:
    assert classify(SOMETHING_YOU_PROVIDE) == Act(SpeechAct.QUESTION, OFFERED)
    assert chosen(await understand(pharmacy.make_agent, SOMETHING_YOU_PROVIDE)) is None

# Round 51's leftovers. Whether the place takes things back ("do you take back unused inhalers") asks what it does
# (allowed.py) and calls nothing off (cancels.py); "could you take back my refill request" still does.
TAKES_BACK_ASKED = "do you take back unused inhalers from my late father"
TAKE_BACK_MINE = "could you take back my refill request"

PHRASINGS += [TAKES_BACK_ASKED, TAKE_BACK_MINE]


async def test_r52b_whether_the_place_takes_things_back_cancels_nothing() -> None:
    assert classify(TAKES_BACK_ASKED) == Act(SpeechAct.QUESTION, OFFERED)
    assert chosen(await understand(pharmacy.make_agent, TAKES_BACK_ASKED)) is None
    assert classify(TAKE_BACK_MINE).act is SpeechAct.CANCEL

# A flight number read out, then read again whole after "scratch that", keeps the one meant (restarts.py): the second
# is put where the first began, not in place of its last word ("LH 41").
FLIGHT_READ_AGAIN = "book me on the lufthansa four one two, scratch that, the lufthansa four one six"


async def test_r52b_a_flight_number_read_again_keeps_the_one_meant() -> None:
    understanding = await understand(ex.make_agent, FLIGHT_READ_AGAIN)
    assert understanding.slots.get("flight_number") == "LH 416", understanding.slots
    assert chosen(understanding) == "g1"

PHRASINGS += [FLIGHT_READ_AGAIN]

# A clause trailing off ("i'll do it online... no, forget that, ...") is broken off as one ending on "the" is (restarts.py):
# what follows the words taking it back is asked, and nothing is called off.
TRAILED_OFF = "i'll do it online... no, forget that, could you get me someone from the desk"

PHRASINGS += [TRAILED_OFF]


async def test_r52b_a_clause_trailing_off_then_taken_back_is_read_past() -> None:
    understanding = await understand(ex.make_agent, TRAILED_OFF)
    assert understanding.act.act is SpeechAct.REQUEST, understanding.act
    assert chosen(understanding) == "g3", understanding.decision.describe()

# Round 53a (blind80).
# After a no, the British "that's me/us done" closes what the caller wants (refusals.py); so does being fine for a
# while ("this week i'm alright"), a good amount left ("there's loads left") and a thing left with the caller
# ("leave it with us": acts.py). Not a thing left with someone else, nor whether there is some left.
DONE_AFTER_NO = ["nope, that's us done thanks", "nah, next week we're fine", "no, this week i'm alright",
                 "nope, there's loads left in the bottle", "nah, leave it with us"]
LEFT_WITH_ANOTHER = "leave it with the pharmacist for me"
IS_THERE_LEFT = "is there plenty left on my repeat"

PHRASINGS += [*DONE_AFTER_NO, LEFT_WITH_ANOTHER, IS_THERE_LEFT]


@pytest.mark.parametrize("said", DONE_AFTER_NO)
async def test_r53a_done_fine_or_stocked_after_a_no_declines(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.NEGATION, understanding.act
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(LEFT_WITH_ANOTHER).act is not SpeechAct.NEGATION
    assert classify(IS_THERE_LEFT).act is not SpeechAct.NEGATION

# "my partner and i need to talk things through": deliberating with one's own, after a no, asks for no person (acts.py);
# talking it through with one of the agent's people still does.
TALKED_OVER = "no, hold off, my partner and i need to talk things through"
TALKED_WITH_YOURS = "no, not the seat, i need to talk it through with one of your team"

PHRASINGS += [TALKED_OVER, TALKED_WITH_YOURS]


async def test_r53a_talking_it_over_oneself_asks_for_no_person() -> None:
    understanding = await understand(ex.make_agent, TALKED_OVER)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, TALKED_WITH_YOURS)) == "g3"

# "rep" is the clipped word for a representative, one of the agent's people (dialect.py).
REPS = ["rep now please", "human rep please", "a rep, thanks"]

PHRASINGS += REPS


@pytest.mark.parametrize("said", REPS)
async def test_r53a_a_rep_asked_for_is_a_person(said: str) -> None:
    assert "representative" in words(said)
    assert chosen(await understand(ex.make_agent, said)) == "g3"

# "... added to the booking i already have": the passive of adding to what is held is a change, not a booking
# (changes.py); "the oslo flight added to my trips" (nothing said held) is still asked for.
ADDED_TO_HELD = "i need my frequent flyer number added to the booking i already have"
ADDED_NEW = "i want the oslo flight added to my trips please"

PHRASINGS += [ADDED_TO_HELD, ADDED_NEW]


async def test_r53a_added_to_what_is_held_is_a_change() -> None:
    understanding = await understand(ex.make_agent, ADDED_TO_HELD)
    assert understanding.act.act is SpeechAct.CHANGE, understanding.act
    assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, ADDED_NEW)) == "g1"

# "moving back home" is moving house, no change to a thing (naming.py); "move it back a week" still is.
MOVING_BACK_HOME = "we're moving back home from uni with four bags, what's the allowance"
MOVED_BACK = "can we move it back a week"

PHRASINGS += [MOVING_BACK_HOME, MOVED_BACK]


async def test_r53a_moving_back_home_asks_no_change() -> None:
    from voice_agent.engine.naming import attributes
    assert "change" not in attributes(MOVING_BACK_HOME)
    assert "change" in attributes(MOVED_BACK)
    assert chosen(await understand(ex.make_agent, MOVING_BACK_HOME)) == "g5"

# Round 52's leftovers. Someone asked to take over the call asks for a person (people.py), and undoes nothing
# (undoing.py); a thing signed off by the doctor is approved, not called off, unless a word of calling off is said
# too. Not someone taking over a seat, nor "signed it off so scrap ...".
R53A_TAKE_OVER = "actually, can somebody take over the call now"
R53A_TAKE_OVER_SEAT = "can someone take over my seat on friday's flight"
R53A_SIGNED_OFF = "if the gp signs it off could you refill my inhaler"
R53A_SIGNED_OFF_SCRAPPED = "the doctor signed it off so scrap the refill"

PHRASINGS += [R53A_TAKE_OVER, R53A_TAKE_OVER_SEAT, R53A_SIGNED_OFF, R53A_SIGNED_OFF_SCRAPPED]


async def test_r53a_someone_taking_over_the_call_is_a_person_asked_for() -> None:
    assert chosen(await understand(ex.make_agent, R53A_TAKE_OVER)) == "g3"
    assert chosen(await understand(ex.make_agent, R53A_TAKE_OVER_SEAT)) != "g3"


async def test_r53a_signed_off_undoes_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, R53A_SIGNED_OFF)
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(R53A_SIGNED_OFF_SCRAPPED).act is SpeechAct.CANCEL


# Round 53b (blind81).
# "flying the a flight on monday, is there a fee for skis", "we're on the a flight, what size of case can go on": a trip
# held (opened with its going, or what goes on it), then whether there is a thing or what of it may be, asks about the
# trip (held.py), never books it. Asking for the thing on it still books.
HELD_THEN_ASKED = ["flying the k l six zero one to oslo on monday, is there a fee for skis",
                   "taking my cello on the b a two two two next week, what size of case can go in the cabin",
                   "we're on the a f one two three on the 9th, is there a limit on duty free"]
HELD_THEN_BOOKED = "flying the k l six zero one to oslo on monday, can you book my son on it too"

PHRASINGS += [*HELD_THEN_ASKED, HELD_THEN_BOOKED]


@pytest.mark.parametrize("said", HELD_THEN_ASKED)
async def test_r53b_a_trip_held_then_what_there_is_asks_about_it(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, HELD_THEN_BOOKED)) == "g1"

# "could you put me through to one of your staff, it's about the a flight": the clause asking for the person ends before
# a flight number read out in other words than it is masked in (text.py's clause ends): the person is asked for, no
# booking made. Asking for the flight still books it.
STAFF_THEN_FLIGHT = ["could you put me through to one of your staff, it's about the k l six zero one",
                     "can i speak to one of your staff, it's regarding the a f one two three on friday"]
FLIGHT_THEN_FOR = "could you book me on the k l six zero one, it's for my boss"

PHRASINGS += [*STAFF_THEN_FLIGHT, FLIGHT_THEN_FOR]


@pytest.mark.parametrize("said", STAFF_THEN_FLIGHT)
async def test_r53b_a_person_asked_before_a_flight_read_out_is_handed_over(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    assert chosen(await understand(ex.make_agent, FLIGHT_THEN_FOR)) == "g1"

# "they told me my eye drops would be ready by ten, ...": when it would be done, promised, asks after it (done.py);
# "paid for the a flight and nothing to show we're booked": no word that it is done, the same. Not anything else told.
PROMISED_OR_UNSHOWN = [(pharmacy.make_agent, "they told me my eye drops would be ready by ten, it's nearly eleven"),
                       (pharmacy.make_agent, "i was told the patches would be in on wednesday"),
                       (ex.make_agent, "paid for the k l six zero one on monday and nothing to show we're booked")]
NOTHING_TO_SAY = "nothing to say really, just book me on the k l six zero one"

PHRASINGS += [s for _, s in PROMISED_OR_UNSHOWN] + [NOTHING_TO_SAY]


@pytest.mark.parametrize(("factory", "said"), PROMISED_OR_UNSHOWN)
async def test_r53b_a_thing_promised_or_not_shown_done_asks_after_it(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(NOTHING_TO_SAY).act is SpeechAct.REQUEST, classify(NOTHING_TO_SAY)

# "like i told the last person, ...": the person already told, ending a clause, is no person asked for (people.py);
# the story after it still asks for the refill.
TOLD_BEFORE = "like i told the last person, my sertraline ran out and i've got none left"

PHRASINGS += [TOLD_BEFORE]


async def test_r53b_the_person_already_told_is_not_asked_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, TOLD_BEFORE)) == "g1"


# Round 53c (blind82).
# Managing or coping without the thing forgoes it, as doing without does (refusals.py); not "i can't manage without ...".
MANAGED_WITHOUT = ["i reckon i can manage without the chemist", "we'll cope without a person, thanks"]
NEEDED_STILL = "i can't manage without my inhaler"

PHRASINGS += [*MANAGED_WITHOUT, NEEDED_STILL]


@pytest.mark.parametrize("said", MANAGED_WITHOUT)
async def test_r53c_managing_without_forgoes_it(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert chosen(await understand(pharmacy.make_agent, said)) is None
    assert classify(NEEDED_STILL).act is not SpeechAct.NEGATION

# "can you take aspirin alongside warfarin": "you" anyone, a medicine with another, asks how a thing is taken
# (allowed.py) and hands off to no one; not "can you take my details with the order" (asked of the agent).
TAKEN_WITH_ANOTHER = ["can you take aspirin alongside warfarin", "could one mix codeine with sleeping pills"]
TAKE_MY_DETAILS = "can you take my details with the order"

PHRASINGS += [*TAKEN_WITH_ANOTHER, TAKE_MY_DETAILS]


@pytest.mark.parametrize("said", TAKEN_WITH_ANOTHER)
async def test_r53c_a_medicine_with_another_asks_how_it_is_taken(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) is None, understanding.decision.describe()
    assert classify(TAKE_MY_DETAILS).act is not SpeechAct.QUESTION

# "the dosage on her repeat needs altering": the thing held said to need changing is a change of it (changes.py), not
# a refill; "my repeat needs doing" still asks for the refill.
NEEDS_CHANGING = ["the dosage on her repeat needs altering", "i need the strength adjusted on my repeat"]
NEEDS_DOING = "my repeat needs doing"

PHRASINGS += [*NEEDS_CHANGING, NEEDS_DOING]


@pytest.mark.parametrize("said", NEEDS_CHANGING)
async def test_r53c_a_thing_held_needing_changing_is_a_change(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE, understanding.act
    assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, NEEDS_DOING)) == "g1"

# "..., my results don't come back till then": a thing named before "don't" is its subject (text.thing_before), no one
# told not to do anything; "hold the refill don't send it" still is.
THING_DOES_NOT = "move my flight to the ninth, my results don't come back till then"
HOLD_DONT = "hold the refill don't send it"

PHRASINGS += [THING_DOES_NOT, HOLD_DONT]


def test_r53c_a_thing_before_dont_is_its_subject() -> None:
    assert classify(THING_DOES_NOT).act is SpeechAct.CHANGE, classify(THING_DOES_NOT)
    assert classify(HOLD_DONT).act is SpeechAct.NEGATION

# "nobody required, ...": nobody needed refuses as "nothing needed" does (refusals.py); not "nobody needed to ...".
NO_ONE_NEEDED = "nobody required, we'll get ourselves to the gate"
NOBODY_NEEDED_TO = "nobody needed to help me in the end"

PHRASINGS += [NO_ONE_NEEDED, NOBODY_NEEDED_TO]


async def test_r53c_no_one_needed_refuses() -> None:
    assert classify(NO_ONE_NEEDED).act is SpeechAct.NEGATION, classify(NO_ONE_NEEDED)
    assert chosen(await understand(ex.make_agent, NO_ONE_NEEDED)) is None
    assert classify(NOBODY_NEEDED_TO).act is not SpeechAct.NEGATION

# Round 54a (blind83).
# "i need the strength of my patches changed to twenty five": what is changed said with what it is on, wanted changed,
# is a change (changes.py), not a refill; "the tablets i was changed to" is the refill of them.
CHANGED_ON_WHAT = ["i need the strength of my patches changed to twenty five"]
CHANGED_TO_BEFORE = "i need the tablets i was changed to last month"
# "i'd like to move all our prescriptions over to ...": every one of what is held moved somewhere is a change.
ALL_MOVED = ["i'd like to move all our prescriptions over to the surgery pharmacy",
             "can you shift both of my repeats across to your other place"]
ALL_ORDERED = "can you order all my medicines for next week"
# "..., i need it shifted to sunday": "it" wanted moved is a change, not a booking.
IT_MOVED = "i've a seat on the friday flight and i need it shifted to sunday"

PHRASINGS += [*CHANGED_ON_WHAT, CHANGED_TO_BEFORE, *ALL_MOVED, ALL_ORDERED, IT_MOVED]


@pytest.mark.parametrize("said, factory", [*((s, pharmacy.make_agent) for s in (*CHANGED_ON_WHAT, *ALL_MOVED)),
                                           (IT_MOVED, ex.make_agent)])
async def test_r54a_a_thing_held_wanted_moved_or_changed_is_a_change(said: str, factory: Callable[[], va.Agent]) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.CHANGE, understanding.act
    assert chosen(understanding) is None, understanding.decision.describe()
    for kept in (CHANGED_TO_BEFORE, ALL_ORDERED):
        assert chosen(await understand(pharmacy.make_agent, kept)) == "g1", kept

# "i need my blood pressure measuring": a service done to the caller, said in "-ing" as "taking" is (things.py), names
# no refill: it never starts one.
SERVICE_ING = ["i need my blood pressure measuring", "can i have my blood pressure testing please"]

PHRASINGS += SERVICE_ING


@pytest.mark.parametrize("said", SERVICE_ING)
async def test_r54a_a_service_wanted_in_ing_starts_no_refill(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) is None


# "..., want to make sure it's really ticketed": being sure it is done asks whether it is (acts._SEE_WHETHER);
# "i want to make sure i get a window seat" still asks for the seat.
SURE_DONE = "we paid last night and want to make sure it's really ticketed"
SURE_GET = "i want to make sure i get a window seat"
# "we've had no confirmation email yet ...": none had, said with "no", asks after it (done.py).
NONE_HAD = "we've had no confirmation email yet for the oslo flight"
NO_BREAKFAST = "i've had no breakfast, can you book me a flight to oslo"

PHRASINGS += [SURE_DONE, SURE_GET, NONE_HAD, NO_BREAKFAST]


@pytest.mark.parametrize("said", [SURE_DONE, NONE_HAD])
async def test_r54a_being_sure_or_having_had_nothing_asks_whether_it_is_done(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()
    for asked in (SURE_GET, NO_BREAKFAST):
        assert chosen(await understand(ex.make_agent, asked)) == "g1", asked

# "how's the weather ..., anyway could you book me ...": a question by the way, dropped by "anyway", asks nothing
# (restarts._dropped); a story before "anyway" is still the story.
BY_THE_WAY = "how's the weather looking in rome, anyway could you book me on the ba one one seven friday"
STORY_ANYWAY = "i missed my flight, anyway i want to sort it out"
# "is it sunny in malaga today": "it" is no one asked for (available._AVAILABLE); "is the pharmacist around" is.
IT_THERE = "is it sunny in malaga today"
PERSON_AROUND = "is the pharmacist around"

PHRASINGS += [BY_THE_WAY, STORY_ANYWAY, IT_THERE, PERSON_AROUND]


async def test_r54a_a_question_dropped_by_anyway_asks_nothing() -> None:
    understanding = await understand(ex.make_agent, BY_THE_WAY)
    assert understanding.act.act is SpeechAct.REQUEST, understanding.act
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(STORY_ANYWAY).act is SpeechAct.REPORT


def test_r54a_it_is_no_one_available() -> None:
    assert classify(IT_THERE).cue != AVAILABILITY, classify(IT_THERE)
    assert classify(PERSON_AROUND).cue == AVAILABILITY

# "for the economy fare what's the weight allowance ...": the phrase said of, then "what's", asks (acts._SAID_OF_WH).
SAID_OF_THEN_WHAT = ["for the economy fare what's the weight allowance in the hold", "with a saver fare what's the luggage limit"]
# "with the new manager in are you still shutting at five": what is going on, then the question in its own order:
# the question is what is asked (restarts._circumstance).
GOING_ON_THEN_ASKED = ["with the new manager in are you still shutting at five"]

PHRASINGS += [*SAID_OF_THEN_WHAT, *GOING_ON_THEN_ASKED]


@pytest.mark.parametrize("said", SAID_OF_THEN_WHAT)
def test_r54a_a_phrase_said_of_then_what_asks(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)


@pytest.mark.parametrize("said", GOING_ON_THEN_ASKED)
async def test_r54a_what_is_going_on_then_a_question_asks_it(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g3", understanding.decision.describe()

# "nah, nothing": a no with nothing refuses (acts.py).
NO_WITH_NOTHING = ["nah, nothing", "nothing, nah"]

PHRASINGS += NO_WITH_NOTHING


@pytest.mark.parametrize("said", NO_WITH_NOTHING)
def test_r54a_a_no_with_nothing_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)

# "the limit for luggage going in the hold": "luggage", "stuff" are no one's name (extract_names._NOT_NAMES).
NOT_NAMED = ["what's the limit for luggage going in the hold", "is there a limit for stuff in the cabin"]

PHRASINGS += NOT_NAMED


@pytest.mark.parametrize("said", NOT_NAMED)
def test_r54a_things_are_no_name(said: str) -> None:
    assert person_name()(said) is None

# Flight numbers on carriers the airline does not list (extract.flight_number): a code spelled letter by letter ("j u
# one two three") or a carrier said by the first word of its name ("the hawaiian five five two"), with three digits or
# four; "one" read on with "hundred" is the number ("the american one hundred"). Not a reference read out, nor a place
# before a count.
UNLISTED_FLIGHTS = [("i need a seat on the j u one two three on friday", "JU 123"),
                    ("put me on the hawaiian five five two to honolulu", "HA 552"),
                    ("i'd like the american one hundred on saturday", "AA 100")]
NO_FLIGHT = ["my reference is q x j four five six", "we're flying out to hawaiian islands 2 adults",
             "the booking ref k w three three one, is it confirmed", "could you move w t 7 7 3 q to the sunday"]

PHRASINGS += [s for s, _ in UNLISTED_FLIGHTS] + NO_FLIGHT


@pytest.mark.parametrize("said, flight", UNLISTED_FLIGHTS)
async def test_r54a_an_unlisted_carrier_is_read_as_a_flight(said: str, flight: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.slots.get("flight_number") == flight, understanding.slots
    assert chosen(understanding) == "g1", understanding.decision.describe()
    for none in NO_FLIGHT:
        assert "flight_number" not in (await understand(ex.make_agent, none)).slots, none


# Round 54b (blind84).
# "boarding card issued for our trip?": the thing alone, its word of being done, then what it is for, asked, is whether it
# is done (done.py), the status check; said without the question mark it asks nothing of the kind.
THING_DONE_FOR = [(ex.make_agent, "seat confirmed for my mum?"), (pharmacy.make_agent, "prescription approved for my dad?")]
THING_DONE_FOR_SAID = "seat confirmed for my mum please"

PHRASINGS += [*(s for _, s in THING_DONE_FOR), THING_DONE_FOR_SAID]


@pytest.mark.parametrize(("factory", "said"), THING_DONE_FOR)
async def test_r54b_a_thing_then_done_for_asked_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(THING_DONE_FOR_SAID).act is not SpeechAct.QUESTION

# "another day for our booking", "fix an error on my ticket": another of what sets a thing held, or a mistake put right in
# it, is a change (changes.py) and books nothing; "another seat for my son" is a seat more.
OTHER_FOR_HELD = ["another day for our booking please", "a later time for my wife's flight",
                  "please fix an error on my ticket", "correct the spelling mistake in our reservation"]
SEAT_MORE = "another seat for my son"

PHRASINGS += [*OTHER_FOR_HELD, SEAT_MORE]


@pytest.mark.parametrize("said", OTHER_FOR_HELD)
async def test_r54b_another_of_what_sets_the_thing_held_or_a_mistake_fixed_is_a_change(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE, understanding.act
    assert chosen(understanding) is None, understanding.decision.describe()
    assert classify(SEAT_MORE).act is not SpeechAct.CHANGE

# "your manager", "a person, anybody": the agent's people named alone, the whole turn, are asked for (acts.py, people.py);
# "your staff were lovely" says what they are like.
PEOPLE_ALONE = [(ex.make_agent, "your manager", "g3"), (ex.make_agent, "your representative", "g3"),
                (pharmacy.make_agent, "a person, anybody", "g4")]
PEOPLE_PRAISED = "your staff were lovely"

PHRASINGS += [*(s for _, s, _ in PEOPLE_ALONE), PEOPLE_PRAISED]


@pytest.mark.parametrize(("factory", "said", "handoff"), PEOPLE_ALONE)
async def test_r54b_people_named_alone_are_asked_for(factory: Callable[[], va.Agent], said: str, handoff: str) -> None:
    assert chosen(await understand(factory, said)) == handoff
    assert classify(PEOPLE_PRAISED).remark

# "sunday times?": a day's times closing the turn are its hours (dialect.py); "sunday times to leeds" are the flights'.
DAY_TIMES = ["sunday times?", "friday times"]
DAY_TIMES_GOING = "sunday times to leeds"

PHRASINGS += [*DAY_TIMES, DAY_TIMES_GOING]


@pytest.mark.parametrize("said", DAY_TIMES)
async def test_r54b_a_days_times_are_its_hours(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert "hours" not in words(DAY_TIMES_GOING)

# "evening everybody", "evening folks": a hello and whom it greets, the whole turn, greets (address.py), not the
# opening hours; "evening folks, open till when" asks the hours after it.
HELLO_ALONE = ["evening everybody", "evening folks"]
TIME_ASKED = "evening folks, open till when"

PHRASINGS += [*HELLO_ALONE, TIME_ASKED]


@pytest.mark.parametrize("said", HELLO_ALONE)
async def test_r54b_a_hello_alone_greets(said: str) -> None:
    decision = (await understand(pharmacy.make_agent, said)).decision
    assert decision.choice is Choice.INTENT and decision.intent is Intent.GREETING, decision.describe()
    assert chosen(await understand(pharmacy.make_agent, TIME_ASKED)) == "g3"

# "nope, just leave that there", "we're alright, no", "inhalers, i'm good for now": left where it is after a no, the no
# said last, or the thing named then fine for a while refuse (refusals.py); "just leave it there by the gate" does not.
FINE_NO = ["nope, just leave that there", "we're alright, no", "inhalers, i'm good for now", "tickets, we're fine at the moment"]
R54B_LEFT_SOMEWHERE = "just leave it there by the gate"

PHRASINGS += [*FINE_NO, R54B_LEFT_SOMEWHERE]


@pytest.mark.parametrize("said", FINE_NO)
def test_r54b_left_there_fine_then_no_or_fine_for_now_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(R54B_LEFT_SOMEWHERE).act is not SpeechAct.NEGATION

# "a refill plz", "another refill plz": the texted please is "please" (dialect.py), no thing the word before qualifies.
TEXTED_PLEASE = ["a refill plz", "another refill plz"]

PHRASINGS += TEXTED_PLEASE


@pytest.mark.parametrize("said", TEXTED_PLEASE)
async def test_r54b_the_texted_please_is_please(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1"

# "carrying skis, what's the policy": kit carried, the verb in the gerund, asks about bags (carried.py); bringing a
# person carries no kit.
CARRYING_KIT = ["carrying skis, what's the policy", "packing a wetsuit, any rules on that"]
BRINGING_SOMEONE = "bringing my mum, what's the rule"

PHRASINGS += [*CARRYING_KIT, BRINGING_SOMEONE]


@pytest.mark.parametrize("said", CARRYING_KIT)
async def test_r54b_kit_carried_in_the_gerund_asks_about_bags(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g5"
    assert chosen(await understand(ex.make_agent, BRINGING_SOMEONE)) != "g5"

# Round 54b, round 53's leftover: the reason first, the person asked for last. Put through to anyone where the asking ends is
# a person consulted (people.py), a "real rep" is a human, and "put me through to ..." is an explicit request, so the
# story's past ("the drops i ordered") is no report (acts.py); one code read out in the story then books nothing
# (evidence.py). "connect me with the early flight to rome" asks for no one.
REASON_FIRST = [(ex.make_agent, "about the kl 1002 booking, connect me with an agent", "g3"),
                (pharmacy.make_agent, "about my inhaler order, i need a real rep", "g4"),
                (pharmacy.make_agent, "it's about the eye drops i ordered friday, put me through to a pharmacist", "g4")]
CODE_THEN_PERSON = "regarding the lh 400 reservation, transfer me to an advisor"
CONNECTED_TO_A_THING = "connect me with the early flight to rome"

PHRASINGS += [*(s for _, s, _ in REASON_FIRST), CODE_THEN_PERSON, CONNECTED_TO_A_THING]


@pytest.mark.parametrize(("factory", "said", "handoff"), REASON_FIRST)
async def test_r54b_the_reason_first_then_the_person_hands_over(factory: Callable[[], va.Agent], said: str, handoff: str) -> None:
    assert chosen(await understand(factory, said)) == handoff


async def test_r54b_a_code_in_the_story_books_nothing_when_a_person_is_asked_for() -> None:
    assert chosen(await understand(ex.make_agent, CODE_THEN_PERSON)) is None
    assert classify(CONNECTED_TO_A_THING).act is SpeechAct.REQUEST
    assert chosen(await understand(ex.make_agent, CONNECTED_TO_A_THING)) != "g3"


# Round 54c (blind85).
# Two asks in one turn (two_asks.py, things._two_asks): a request for something done, beside a question the agent
# only answers, is what is taken up (the action is read back before it runs), wherever the question stands; read on
# the request's ask alone, with its own speech act. Never when the turn refuses or cancels, when the other ask is
# whether it is done, when the request only asks to be told ("could you look whether ..."), when a person of the
# agent's is asked in the other ask, or when the ask names no thing of the agent's ("a hotel room by the airport").
TWO_ASKS_REQUEST = [(pharmacy.make_agent, "what time do you close tonight, and also i need my levothyroxine reordered please", "g1"),
                    (ex.make_agent, "how many cases am i allowed to check, and i want a seat on ba 117 to boston on the 8th for priya shah", "g1"),
                    (ex.make_agent, "does the lounge have showers, anyway book me onto the lh 900 to frankfurt on monday, tom berg", "g1"),
                    (pharmacy.make_agent, "are you shut all day sunday, and i also need a word with the pharmacist", "g4")]
TWO_ASKS_NOT_ACTING = [(pharmacy.make_agent, "don't reorder the ramipril, but are you open on the bank holiday", "g1"),
                       (ex.make_agent, "cancel my rome booking and is the paris one confirmed", "g1"),
                       (pharmacy.make_agent, "is my atenolol ready to collect, and can you sort my repeat too", "g1"),
                       (ex.make_agent, "could you look whether my flight to oslo is booked, and what's the weight limit", "g1"),
                       (pharmacy.make_agent, "is the pharmacist working today, i'd like a chat with her about my patches", "g1"),
                       (ex.make_agent, "can you get me a hotel room by the airport and what time is check out", "g1")]

PHRASINGS += [said for _, said, _ in TWO_ASKS_REQUEST + TWO_ASKS_NOT_ACTING]


@pytest.mark.parametrize(("factory", "said", "wanted"), TWO_ASKS_REQUEST)
async def test_r54c_of_two_asks_the_request_is_taken_up(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    understanding = await understand(factory, said)
    assert chosen(understanding) == wanted, understanding.decision.describe()
    for other, refused, never in TWO_ASKS_NOT_ACTING:
        assert chosen(await understand(other, refused)) != never, refused

# "is it possible to get it delivered, i'm only curious", "can i get X sent by post, just wondering": a clause of its own
# closing the turn says the caller only asks (asking.ASKED_ONLY_LAST); the request's words ask whether one may (acts.py).
ONLY_CURIOUS = ["can i get my metformin sent by post, just wondering", "is it possible to have my inhaler reordered early, only asking for next time"]
ASKED_OUTRIGHT = "is it possible to get my inhaler reordered"

PHRASINGS += [*ONLY_CURIOUS, ASKED_OUTRIGHT]


@pytest.mark.parametrize("said", ONLY_CURIOUS)
async def test_r54c_only_asking_closing_the_turn_asks_whether(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert classify(ASKED_OUTRIGHT).act is SpeechAct.REQUEST

# "right, great, we've got through to the pharmacist": relief at having reached the place is a remark (remarks.py), no
# one asked for; "i've got through at last, can you put me on to the pharmacist" still asks.
GOT_THROUGH = "right, great, we've got through to the pharmacist"
THROUGH_AND_ASKS = "i've got through at last, can you put me on to the pharmacist"

PHRASINGS += [GOT_THROUGH, THROUGH_AND_ASKS]


async def test_r54c_having_got_through_is_a_remark() -> None:
    assert classify(GOT_THROUGH).remark, classify(GOT_THROUGH)
    assert chosen(await understand(pharmacy.make_agent, GOT_THROUGH)) is None
    assert chosen(await understand(pharmacy.make_agent, THROUGH_AND_ASKS)) == "g4"

# Round 54, the merge. "refill on my inhaler, how far along is it": the thing named, then how far it has got
# (naming._DONE_PHRASES) asks whether it is done; the two asks of round 54c never read the thing named as a request.
HOW_FAR_ALONG = ["refill on my inhaler, how far along is it", "refill for the sertraline, how far on is that"]

PHRASINGS += HOW_FAR_ALONG


@pytest.mark.parametrize("said", HOW_FAR_ALONG)
async def test_r54_how_far_along_asks_whether_it_is_done(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"


# Round 55a (blind86).
# "ba flight one one seven", "qantas flight number twelve": the word "flight" (and "number") between the carrier and its
# number (two digits or more) still reads the flight (extract.flight_number); "the delta flight 2 adults" names none.
CARRIER_FLIGHT = [("qantas flight number twelve to perth", "QF 12"), ("the lufthansa flight four one one please", "LH 411")]
NO_CARRIER_FLIGHT = ["the delta flight 2 adults", "is the klm flight on friday full"]

PHRASINGS += [*(s for s, _ in CARRIER_FLIGHT), *NO_CARRIER_FLIGHT]


@pytest.mark.parametrize(("said", "flight"), CARRIER_FLIGHT)
def test_r55a_the_word_flight_between_a_carrier_and_its_number(said: str, flight: str) -> None:
    from voice_agent.examples.airline import CARRIER_NAMES, CARRIERS
    extract = va.extract.flight_number(CARRIERS, names=CARRIER_NAMES)
    assert extract(said) == flight
    for other in NO_CARRIER_FLIGHT:
        assert extract(other) is None, other

# Refusals: leaving it "a while" / "a bit" (acts._LEAVE_IT); a no after "honestly" or "really"; "there's nobody i need to
# speak to" (refusals.NOTHING). Not "leave it a while, then ring me" said as a question of when, nor a complaint.
R55A_DECLINED = ["nah, leave it a little while", "really no, you needn't trouble yourself", "there's no one we need to speak to, ta"]
NOT_DECLINED = ["there's no one to talk to at the other branch, can you help"]

PHRASINGS += [*R55A_DECLINED, *NOT_DECLINED]


@pytest.mark.parametrize("said", R55A_DECLINED)
def test_r55a_declined_for_a_while_after_honestly_no_and_nobody_needed(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    for other in NOT_DECLINED:
        assert classify(other).act is not SpeechAct.NEGATION, other

# "is the chemist around, i'm not certain about mixing these": unsure, after asking whether someone is there, is why
# one asks for them (refusals._ASKING_FIRST), no refusal; the handoff is taken.
PERSON_THERE_UNSURE = "is the chemist around, i'm not certain about mixing these"
UNSURE_ALONE = "i'm not sure i want the refill"

PHRASINGS += [PERSON_THERE_UNSURE, UNSURE_ALONE]


async def test_r55a_unsure_after_asking_whether_someone_is_there_asks_for_them() -> None:
    assert classify(PERSON_THERE_UNSURE).act is not SpeechAct.NEGATION, classify(PERSON_THERE_UNSURE)
    assert chosen(await understand(pharmacy.make_agent, PERSON_THERE_UNSURE)) == "g4"
    assert classify(UNSURE_ALONE).act is SpeechAct.NEGATION

# "my wife's passing at five, will her inhalers be in by then": whether it will have come in by a time asks after it
# (came_in._WILL_BE_IN); "will the pharmacist be in by then" asks after a person, not a thing.
WILL_BE_IN = ["i'm off to spain on monday, will my repeat be in before then", "my daughter's coming at four, will mum's patches be in by then"]
PERSON_WILL_BE_IN = "i finish at five, will the pharmacist be in by then"

PHRASINGS += [*WILL_BE_IN, PERSON_WILL_BE_IN]


@pytest.mark.parametrize("said", WILL_BE_IN)
async def test_r55a_whether_it_will_be_in_by_a_time_asks_after_it(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, PERSON_WILL_BE_IN)) != "g2"

# "..., will you be shut": whether the place will be shut is a question (asking.py), as "will you be closed" is.
SHUT = "i can't get there before six, will you be shut"

PHRASINGS += [SHUT]


async def test_r55a_whether_the_place_will_be_shut_asks_the_hours() -> None:
    assert classify(SHUT).act is SpeechAct.QUESTION, classify(SHUT)
    assert chosen(await understand(pharmacy.make_agent, SHUT)) in (None, "g3")

# "we've already got our tickets for sunday, can we have seats together": the thing said held, then a seat, a meal or
# an upgrade asked for later in the turn, changes what is held (changes._HELD_THEN_SEAT); a booking reference held
# before a seat asked for on a flight books.
HELD_THEN_SEAT = ["we've already got our tickets for sunday, can we have seats together",
                  "i already booked my ticket to nice, could i get a veggie meal"]
REFERENCE_THEN_SEAT = "i have my booking reference here, can i get a seat on the ba 117 on friday for tom lee"

PHRASINGS += [*HELD_THEN_SEAT, REFERENCE_THEN_SEAT]


@pytest.mark.parametrize("said", HELD_THEN_SEAT)
async def test_r55a_a_seat_asked_after_the_ticket_said_held_is_a_change(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE, understanding.act
    assert chosen(understanding) is None, understanding.decision.describe()
    assert classify(REFERENCE_THEN_SEAT).act is not SpeechAct.CHANGE

# "the conference got called off so we're free, book us on ...": another thing called off in the story, then the caller
# put onto a thing after "so" (cancels._CANCELLED_SO) is no cancelling (the contrast classes may still find the words near
# one); "please have my lisbon booking called off" still cancels.
CALLED_OFF_STORY = "the team offsite got called off so we're free that week, book us on the ib 316 on the 3rd, ana ruiz"
CALLED_OFF = "please have my lisbon booking called off"

PHRASINGS += [CALLED_OFF_STORY, CALLED_OFF]


def test_r55a_something_else_called_off_in_the_story_cancels_nothing() -> None:
    assert classify(CALLED_OFF_STORY).act is SpeechAct.REQUEST, classify(CALLED_OFF_STORY)
    assert classify(CALLED_OFF).act is SpeechAct.CANCEL

# "my eye drops are finished and it's getting worse, so i need more": a request after "so" that points back at the thing
# of the story ("another", "more") is asked of that thing (understand._asked_after_so).
POINTS_BACK = ["my salbutamol inhaler's run dry and the pollen's bad, so i'll need another, priya shah"]

PHRASINGS += POINTS_BACK


@pytest.mark.parametrize("said", POINTS_BACK)
async def test_r55a_a_request_after_so_pointing_back_names_the_storys_thing(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1", (await understand(pharmacy.make_agent, said)).decision.describe()


# Round 55b (blind87).
# What a speech recogniser writes for the caller's words (misheard.py, read by text.unstutter, so every rule and the
# matcher see it): a small word heard as its sound-alike where only the other fits ("talk two the", "we kneed",
# "do you clothes", "your ours", "am i aloud", "on the plain", "is she their today", "wanted to no if", "check weather
# my"), one of the service's words heard as two ("super visor", "opera tor", "up grade") and the trade's words heard as
# ordinary ones ("can sell", "farm assist"). Never where the word heard means what it says: a count ("two a day", "four
# of the"), a subject who sells ("you can sell"), the weather, a plain answer, something that is ours.
MISHEARD_WANTED = [(ex.make_agent, "am i aloud to take a guitar on the plain", "g5"),
                   (ex.make_agent, "super visor please", "g3"),
                   (ex.make_agent, "put me through too an opera tor", "g3"),
                   (ex.make_agent, "we kneed two seats to lisbon four the tenth of june for ana and joao silva", "g1"),
                   (pharmacy.make_agent, "when do you clothes on saturday", "g3"),
                   (pharmacy.make_agent, "what are your ours on sunday", "g3"),
                   (pharmacy.make_agent, "connect me two the farm assist", "g4"),
                   (pharmacy.make_agent, "is the farmacist their today", "g4"),
                   (pharmacy.make_agent, "just a real purse on please", "g4")]
MISHEARD_CANCELLED = [(ex.make_agent, "id like to can sell my trip to oslo"), (pharmacy.make_agent, "can sell my repeat please")]
MISHEARD_ASKED = ["i wanted to no if my ticket to lima is confirmed", "could you check weather the booking to oslo went through"]
HEARD_AS_SAID = ["take two a day with food is that right", "you can sell me some plasters can't you",
                 "what's the weather like in oslo my flight's tomorrow", "just a plain answer please", "is that seat ours",
                 "four of the seats on the oslo flight", "flight ba one two the tenth", "a seat on k l four the name is ada",
                 "their flight to oslo is today"]

PHRASINGS += [*(s for _, s, _ in MISHEARD_WANTED), *(s for _, s in MISHEARD_CANCELLED), *MISHEARD_ASKED, *HEARD_AS_SAID]


@pytest.mark.parametrize(("factory", "said", "wanted"), MISHEARD_WANTED)
async def test_r55b_a_word_misheard_for_its_sound_alike_is_read_as_meant(factory: Callable[[], va.Agent], said: str,
                                                                         wanted: str) -> None:
    understanding = await understand(factory, said)
    assert chosen(understanding) == wanted, understanding.decision.describe()
    for plain in HEARD_AS_SAID:
        assert words(plain) == plain.split(), plain


@pytest.mark.parametrize(("factory", "said"), MISHEARD_CANCELLED)
async def test_r55b_cancel_heard_as_can_sell_cancels(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()
    assert "sell" in words("you can sell me some plasters can't you")


@pytest.mark.parametrize("said", MISHEARD_ASKED)
def test_r55b_know_and_whether_misheard_still_ask(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)

# Round 54's leftover: "do" opening a turn with no subject after it, only the thing and whose it is ("do my X repeat",
# "do me a repeat please"), asks for it done (asking.bids_done), even beside a question; "do my tablets need ..." asks.
DO_IT_FOR_ME = [("do my lisinopril repeat, and what time do you shut on saturday", "g1"), ("do me a repeat please", "g1"),
                ("do our usual prescription for next week please", None)]
DO_THEY_ASK = ["do my tablets need a prescription", "do my repeats take long to come through"]

PHRASINGS += [*(s for s, _ in DO_IT_FOR_ME), *DO_THEY_ASK]


@pytest.mark.parametrize(("said", "wanted"), DO_IT_FOR_ME)
async def test_r55b_do_with_no_subject_after_it_asks_for_it_done(said: str, wanted: str | None) -> None:
    if "," not in said:  # beside a question, two_asks reads the request (classify reads the question)
        assert classify(said).act is SpeechAct.REQUEST, classify(said)
    if wanted is not None:
        assert chosen(await understand(pharmacy.make_agent, said)) == wanted
    for asked in DO_THEY_ASK:
        assert classify(asked).act is SpeechAct.QUESTION, asked


# Round 55c (blind88).
# "nobody has told us anything yet about the eye drops", "..., nobody's got back to me": nobody in touch about it
# since asks after what is awaited (done._NOT_HEARD), not for it again; "nobody told me anything about a refill,
# can i order one" (no "since" or "yet", a request after) still asks for it.
NOBODY_SINCE = ["nobody has told us anything yet about the eye drops",
                "i ordered my mum's warfarin on tuesday and nobody's got back to me",
                "i put in for my repeat last week and no one's told us a thing since"]
NOBODY_AND_ASKS = "nobody told me anything about a refill, can i order one"

PHRASINGS += [*NOBODY_SINCE, NOBODY_AND_ASKS]


@pytest.mark.parametrize("said", NOBODY_SINCE)
async def test_r55c_nobody_in_touch_since_asks_after_it(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, NOBODY_AND_ASKS)) == "g1"

# "we just need to hear that our tickets to lima are in order": needing to hear it, as needing to know it
# (asking._QUESTION_FORMS), that the thing held is in order (naming._DONE_PHRASES) asks whether it is done;
# "i want to book a flight to lima, my passport is all in order" still books.
NEED_TO_HEAR = ["we just need to hear that our tickets to lima are in order",
                "i need to hear the seats for my mum are all in order"]
IN_ORDER_AND_BOOKS = "i want to book a flight to lima, my passport is all in order"

PHRASINGS += [*NEED_TO_HEAR, IN_ORDER_AND_BOOKS]


@pytest.mark.parametrize("said", NEED_TO_HEAR)
async def test_r55c_needing_to_hear_it_is_in_order_asks_whether_it_is_done(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(ex.make_agent, said)) == "g2"
    assert chosen(await understand(ex.make_agent, IN_ORDER_AND_BOOKS)) == "g1"

# "we're not managing at all, can the pharmacist ring us", "i'm not coping, ...": how the caller is coping is said
# of oneself (refusals._DESCRIBING), no refusal; "i'm not ordering it" still refuses.
NOT_COPING = ["we're not managing at all, can the pharmacist ring us", "i'm not coping, could someone there call me"]
NOT_DOING_IT = "i'm not ordering it"

PHRASINGS += [*NOT_COPING, NOT_DOING_IT]


@pytest.mark.parametrize("said", NOT_COPING)
async def test_r55c_not_coping_is_said_of_oneself(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION, classify(said)
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.DECLINE
    assert classify(NOT_DOING_IT).act is SpeechAct.NEGATION

# "honestly we're okay without the pharmacist, thanks", "i'm fine without a refill this month": fine without the
# thing forgoes it (refusals.FORGO), as "going without" does; "i can't manage without my inhaler, please
# reorder it" still asks.
FINE_WITHOUT = ["honestly we're okay without the pharmacist, thanks", "i'm fine without a refill this month"]
CANT_DO_WITHOUT = "i can't manage without my inhaler, please reorder it"

PHRASINGS += [*FINE_WITHOUT, CANT_DO_WITHOUT]


@pytest.mark.parametrize("said", FINE_WITHOUT)
async def test_r55c_fine_without_the_thing_forgoes_it(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, CANT_DO_WITHOUT)) == "g1"

# Round 54's leftover. "never mind the opening hours, has my omeprazole come in", "scrap the weather question, what's ...",
# "not the fares, just the baggage allowance for kids": the caller's own earlier question set aside (a thing one asks
# about, or "question" said) cancels and refuses nothing; what follows is read alone (instead.asked_past_aside).
# "forget the flight, just cancel it" still cancels.
OWN_QUESTION_ASIDE = [(pharmacy.make_agent, "never mind the opening hours, has my omeprazole come in", "g2"),
                      (pharmacy.make_agent, "forget my price question, could you reorder the ventolin", "g1"),
                      (ex.make_agent, "scrap the weather question, what's the weight limit for cabin bags", "g5"),
                      (ex.make_agent, "not the fares, just the baggage allowance for kids", "g5")]
THING_SET_ASIDE = "forget the flight, just cancel it"
ASKED_NOTHING_NOW = "not the fares, we've already got the fares"  # refused, nothing asked after

PHRASINGS += [said for _, said, _ in OWN_QUESTION_ASIDE] + [THING_SET_ASIDE, ASKED_NOTHING_NOW]


@pytest.mark.parametrize(("factory", "said", "wanted"), OWN_QUESTION_ASIDE)
async def test_r55c_own_question_set_aside_is_no_cancelling(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act not in (SpeechAct.CANCEL, SpeechAct.NEGATION), understanding.act
    assert chosen(understanding) == wanted, understanding.decision.describe()
    assert (await understand(ex.make_agent, THING_SET_ASIDE)).decision.choice is Choice.CANCEL
    assert classify(ASKED_NOTHING_NOW).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, ASKED_NOTHING_NOW)).decision.choice is Choice.DECLINE

# "you can deal with my order afterwards, right now i want the pharmacist", "the refill can wait, is the pharmacist in
# today": a thing put off to later, then what is wanted or asked now; only that is read (instead._LATER).
# "my husband can wait in the car, i need my repeat" puts nothing off.
PUT_OFF_FIRST = [("you can deal with my order afterwards, right now i want the pharmacist", "g4"),
                 ("the refill can wait, is the pharmacist in today", "g3")]
WAITS_ELSEWHERE = "my husband can wait in the car, i need my repeat"

PHRASINGS += [said for said, _ in PUT_OFF_FIRST] + [WAITS_ELSEWHERE]


@pytest.mark.parametrize(("said", "wanted"), PUT_OFF_FIRST)
async def test_r55c_a_thing_put_off_leaves_what_is_wanted_now(said: str, wanted: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) == wanted, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, WAITS_ELSEWHERE)) == "g1"


# Round 56c (blind91).

# "am i all set for lufthansa lh 900 on sunday, it's ...", "am i good for swiss lx 318 on the 2nd": whether one is
# set for a thing, asked in a question's order, the thing running on past a carrier or a code (acts._SET_FOR).
# "can you get me all set for delta dl 45 on monday" still asks for it.
SET_FOR_RUNNING_ON = ["am i all set for lufthansa lh 900 on sunday, it's dev ramesh",
                      "am i good for swiss lx 318 on the 2nd"]
GET_ME_SET = "can you get me all set for delta dl 45 on monday"

PHRASINGS += [*SET_FOR_RUNNING_ON, GET_ME_SET]


@pytest.mark.parametrize("said", SET_FOR_RUNNING_ON)
async def test_r56c_set_for_a_thing_running_on_asks_whether_it_is_done(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(ex.make_agent, said)) == "g2"
    assert classify(GET_ME_SET).act is SpeechAct.REQUEST

# "no, let the inhaler be for now", "nah, let my booking be": letting the thing be refuses it, as leaving it does
# (acts._LEAVE_IT). "let the pharmacist be the one who rings me" lets nothing be.
LET_IT_BE = [(pharmacy.make_agent, "no, let the inhaler be for now"), (ex.make_agent, "nah, let my booking be")]
LET_SOMEONE = "let the pharmacist be the one who rings me"

PHRASINGS += [said for _, said in LET_IT_BE] + [LET_SOMEONE]


@pytest.mark.parametrize(("factory", "said"), LET_IT_BE)
async def test_r56c_letting_the_thing_be_refuses_it(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    understanding = await understand(factory, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(LET_SOMEONE).act is not SpeechAct.NEGATION

# "could i have my repeat posted out, in theory", "can you book me on the early rome flight, hypothetically speaking":
# a request put in theory asks whether one may (asking.ASKED_ONLY_LAST); no tool runs. Without it, the same words ask.
IN_THEORY = [(pharmacy.make_agent, "could i have my repeat posted out, in theory", "could i have my repeat posted out"),
             (ex.make_agent, "can you book me on the early rome flight, hypothetically speaking",
              "can you book me on the early rome flight")]

PHRASINGS += [said for _, said, _ in IN_THEORY] + [plain for _, _, plain in IN_THEORY]


@pytest.mark.parametrize(("factory", "said", "plain"), IN_THEORY)
async def test_r56c_a_request_put_in_theory_only_asks(factory: Callable[[], va.Agent], said: str, plain: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert chosen(await understand(factory, said)) != "g1"
    assert classify(plain).act is SpeechAct.REQUEST
    assert chosen(await understand(factory, plain)) == "g1"

# "scrub our booking for saturday", "scrub my repeat order": scrubbing the thing calls it off, as scratching it does
# (cancels._THROW_AWAY). "i need to scrub my hands first" calls off nothing.
SCRUBBED = ["scrub our booking for saturday", "scrub my repeat order"]
SCRUB_HANDS = "i need to scrub my hands first"

PHRASINGS += [*SCRUBBED, SCRUB_HANDS]


@pytest.mark.parametrize("said", SCRUBBED)
def test_r56c_scrubbing_the_thing_cancels(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL, classify(said)
    assert classify(SCRUB_HANDS).act is not SpeechAct.CANCEL

# "these new patches are doing the trick, cheers", "the eye drops are working wonders": how well a thing works, said
# of it, is praise, no request (remarks._WORKS); with a word of asking after, it is no remark.
WORKING_WELL = ["these new patches are doing the trick, cheers", "the eye drops are working wonders"]
WORKS_AND_AGAIN = "the new patches are doing the trick, could you reorder them"

PHRASINGS += [*WORKING_WELL, WORKS_AND_AGAIN]


@pytest.mark.parametrize("said", WORKING_WELL)
async def test_r56c_a_thing_working_well_is_a_remark(said: str) -> None:
    assert classify(said).remark, classify(said)
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert not classify(WORKS_AND_AGAIN).remark

# "we'll give the repeat a wide berth this month", "i think i'll give the seat a swerve": giving the thing a swerve or a
# wide berth forgoes it, as giving it a miss does (refusals.FORGO). "i'll give the pharmacist a ring" forgoes nothing.
SWERVED = [(pharmacy.make_agent, "we'll give the repeat a wide berth this month"),
           (ex.make_agent, "i think i'll give the seat a swerve")]
GIVE_A_RING = "i'll give the pharmacist a ring tomorrow"

PHRASINGS += [said for _, said in SWERVED] + [GIVE_A_RING]


@pytest.mark.parametrize(("factory", "said"), SWERVED)
async def test_r56c_a_swerve_forgoes_the_thing(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert (await understand(factory, said)).decision.choice is Choice.DECLINE
    assert classify(GIVE_A_RING).act is not SpeechAct.NEGATION

# "do you close for lunch on saturdays, we don't fancy a wasted journey": not fancying a mishap is a worry, as not wanting
# one is (refusals.WORRY); the question is asked. "i don't fancy the refill this month" still declines.
NOT_FANCYING = "do you close for lunch on saturdays, we don't fancy a wasted journey"
NOT_FANCYING_THE_THING = "i don't fancy the refill this month"

PHRASINGS += [NOT_FANCYING, NOT_FANCYING_THE_THING]


async def test_r56c_not_fancying_a_mishap_is_a_worry() -> None:
    assert classify(NOT_FANCYING).act is not SpeechAct.NEGATION, classify(NOT_FANCYING)
    assert chosen(await understand(pharmacy.make_agent, NOT_FANCYING)) == "g3"
    assert (await understand(pharmacy.make_agent, NOT_FANCYING_THE_THING)).decision.choice is Choice.DECLINE

# "no, nothing's being reordered yet", "nah, hold your horses": after a no, nothing being done yet, or wait, declines
# (refusals.AFTER_NO). "nothing's getting booked, i've tried three times, put me through to someone" asks for a person.
NOT_YET_DONE = [(pharmacy.make_agent, "no, nothing's being reordered yet"), (ex.make_agent, "nah, hold your horses"),
                (ex.make_agent, "no, nothing's getting reserved yet, thanks")]
NOTHING_WORKS = "nothing's getting booked, i've tried three times, put me through to someone"

PHRASINGS += [said for _, said in NOT_YET_DONE] + [NOTHING_WORKS]


@pytest.mark.parametrize(("factory", "said"), NOT_YET_DONE)
async def test_r56c_nothing_done_yet_after_a_no_declines(factory: Callable[[], va.Agent], said: str) -> None:
    assert (await understand(factory, said)).decision.choice is Choice.DECLINE
    assert chosen(await understand(ex.make_agent, NOTHING_WORKS)) == "g3"

# "has my repeat had the thumbs up", "did the seat for my daughter get the go-ahead": approved, in idiom, asked
# whether it is done (naming._DONE_PHRASES). "the conference got the green light, so book me on the friday flight to
# rome" asks for a flight.
APPROVED = [(pharmacy.make_agent, "has my repeat had the thumbs up"),
            (ex.make_agent, "did the seat for my daughter actually get the go-ahead")]
GREEN_LIGHT_STORY = "the conference got the green light, so book me on the friday flight to rome"

PHRASINGS += [said for _, said in APPROVED] + [GREEN_LIGHT_STORY]


@pytest.mark.parametrize(("factory", "said"), APPROVED)
async def test_r56c_a_green_light_asked_is_whether_it_is_done(factory: Callable[[], va.Agent], said: str) -> None:
    assert asks_done(said)
    assert chosen(await understand(factory, said)) == "g2"
    assert classify(GREEN_LIGHT_STORY).act is SpeechAct.REQUEST

# Round 55's leftover. "not with some automated voice please", "not with a robot, thanks": the machine refused by "not
# with" (or "not to") asks for a person, as "not a machine" does (refusals.MACHINE); an automated voice is the machine.
# "not with my husband" and "i'm not a robot" refuse no machine.
NOT_WITH_MACHINE = [(ex.make_agent, "not with some automated voice please", "g3"),
                    (pharmacy.make_agent, "not with a robot, thanks", "g4")]
NOT_WITH_SOMEONE = ["not with my husband, it's for me", "i'm not a robot"]

PHRASINGS += [said for _, said, _ in NOT_WITH_MACHINE] + NOT_WITH_SOMEONE


@pytest.mark.parametrize(("factory", "said", "wanted"), NOT_WITH_MACHINE)
async def test_r56c_not_with_the_machine_asks_for_a_person(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    from voice_agent.engine.refusals import refuses_machine

    assert refuses_machine(said)
    assert chosen(await understand(factory, said)) == wanted
    assert not any(refuses_machine(s) for s in NOT_WITH_SOMEONE)


# Round 56b (blind90).
# "inhaler order status", "my seat reservation status": a thing, then "status", a clause of its own said as a phone
# menu's words, asks where the thing stands (done._STATUS_OF); "upgrade status" is no such question.
STATUS_WORDS = [(pharmacy.make_agent, "inhaler order status", "g2"),
                (pharmacy.make_agent, "hi, prescription status, for my mum", "g2"),
                (ex.make_agent, "my seat reservation status", "g2")]
NO_STATUS_ASKED = "upgrade status"

PHRASINGS += [said for _, said, _ in STATUS_WORDS] + [NO_STATUS_ASKED]


@pytest.mark.parametrize(("factory", "said", "wanted"), STATUS_WORDS)
async def test_r56b_a_thing_then_status_asks_where_it_stands(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.QUESTION, understanding.act
    assert chosen(understanding) == wanted, understanding.decision.describe()
    assert classify(NO_STATUS_ASKED).act is not SpeechAct.QUESTION

# "motel booking", "a restaurant reservation for eight": a stay or a table booked is another service's thing (things.
# OTHER_SERVICES), never a flight booked; "a flight booking for eight" still books.
OTHER_STAYS = ["motel booking", "a restaurant reservation for eight", "hostel reservation"]
OWN_BOOKING = "a flight booking for two"

PHRASINGS += [*OTHER_STAYS, OWN_BOOKING]


@pytest.mark.parametrize("said", OTHER_STAYS)
async def test_r56b_a_stay_or_a_show_booked_is_another_service(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CANNOT, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, OWN_BOOKING)) != "cannot"

# "press three, your sunday hours", "option four, hours you keep": a phone menu's choice said first, then what is
# wanted in words: the words are read (restarts._MENU_CHOICE); "is there an option to pay later" chooses nothing.
MENU_CHOICE_FIRST = [(pharmacy.make_agent, "press three, hours on sundays", "g3"),
                     (pharmacy.make_agent, "option four, hours you keep", "g3")]
AN_OPTION_ASKED = "is there an option to collect later"

PHRASINGS += [said for _, said, _ in MENU_CHOICE_FIRST] + [AN_OPTION_ASKED]


@pytest.mark.parametrize(("factory", "said", "wanted"), MENU_CHOICE_FIRST)
async def test_r56b_a_menu_choice_said_first_is_read_past(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    understanding = await understand(factory, said)
    assert chosen(understanding) == wanted, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, AN_OPTION_ASKED)) not in ("g1", "g4")

# "stop it. nope", "wrong one, no": clauses that only halt, take back or say no, a no among them, refuse (acts._HALTS),
# as "no, stop" did; "stop, yes please" and "wrong one" alone refuse nothing.
HALTED = ["stop it. nope", "wrong one, no", "wrong button. nah"]
NOT_HALTED = ["stop, yes please", "wrong one"]

PHRASINGS += [*HALTED, *NOT_HALTED]


@pytest.mark.parametrize("said", HALTED)
async def test_r56b_clauses_that_only_halt_refuse(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE
    assert all(classify(other).act is not SpeechAct.NEGATION for other in NOT_HALTED)

# "one real human immediately", "a human straight away": a human named alone, a word of haste closing it, asks for one
# (people._HUMAN_ALONE), as "a human now" did; "a person at once" too.
HUMAN_IN_HASTE = ["one real human immediately", "a human straight away", "just a person at once"]

PHRASINGS += HUMAN_IN_HASTE


@pytest.mark.parametrize("said", HUMAN_IN_HASTE)
async def test_r56b_a_human_in_haste_is_asked_for(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"

# "store times", "chemist times": a shop's times closing the turn are its hours (dialect.standard), as "saturday times"
# are; "how many times a day" is no hours.
SHOP_TIMES = ["store times", "the chemist times"]
NOT_SHOP_HOURS = "how many times a day"

PHRASINGS += [*SHOP_TIMES, NOT_SHOP_HOURS]


@pytest.mark.parametrize("said", SHOP_TIMES)
async def test_r56b_a_shops_times_are_its_hours(said: str) -> None:
    assert "hours" in words(said)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert "hours" not in words(NOT_SHOP_HOURS)


# Round 56a (blind89).
# "hi there, have we got the pharmacist", "have i reached the chemist": whom the caller is already through to,
# asked (people._THROUGH_ALREADY), asks for no one; the line reached is asked (line.WHICH_LINE), so no guideline
# answers it. "hello, can i get the pharmacist please" still asks for one.
THROUGH_ALREADY = ["hi there, have we got the pharmacist", "hi there, have i reached the chemist"]
GET_THE_PHARMACIST = "hello, can i get the pharmacist please"

PHRASINGS += [*THROUGH_ALREADY, GET_THE_PHARMACIST]


@pytest.mark.parametrize("said", THROUGH_ALREADY)
async def test_r56a_whom_one_is_through_to_asks_for_no_one(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.guideline is None, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, GET_THE_PHARMACIST)) == "g4"

# "we'd like to register with another pharmacist for our prescriptions": a place chosen (nominate, choose, register)
# is no one reached for (people._CHOSEN); "i'd like to speak to a different pharmacist" still is.
CHOSEN_PLACE = ["we'd like to register with another pharmacist for our prescriptions",
                "we'd like to nominate another chemist for dad's prescriptions"]
DIFFERENT_PHARMACIST = "i'd like to speak to a different pharmacist"

PHRASINGS += [*CHOSEN_PLACE, DIFFERENT_PHARMACIST]


@pytest.mark.parametrize("said", CHOSEN_PLACE)
async def test_r56a_a_place_chosen_is_no_one_reached_for(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert chosen(understanding) != "g4", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, DIFFERENT_PHARMACIST)) == "g4"

# "could i get the new patches added to my repeats", "i'd like my eye drops added into my repeat list": a thing added to
# the repeat list, in the passive, is a change of what is held (changes._ADD_TO), no refill; "i need my repeat
# prescription done again" still refills.
R56A_ADDED_TO_REPEAT = ["could i get the new patches added to my repeats", "i'd like my eye drops added into my repeat list"]
REPEAT_AGAIN = "i need my repeat prescription done again"

PHRASINGS += [*R56A_ADDED_TO_REPEAT, REPEAT_AGAIN]


@pytest.mark.parametrize("said", R56A_ADDED_TO_REPEAT)
async def test_r56a_added_to_the_repeat_list_is_a_change(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE, understanding.act
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, REPEAT_AGAIN)) == "g1"

# "just ringing round, nothing for you to book this week", "nothing for you to send out today thanks": nothing for the
# agent to do refuses (refusals.NOTHING), as "nothing to book today" does; "nothing for you to worry about" refuses nothing.
NOTHING_FOR_YOU = ["just ringing round, nothing for you to book this week", "nothing for you to send out today thanks"]
NOTHING_TO_WORRY = "nothing for you to worry about"

PHRASINGS += [*NOTHING_FOR_YOU, NOTHING_TO_WORRY]


@pytest.mark.parametrize("said", NOTHING_FOR_YOU)
def test_r56a_nothing_for_the_agent_to_do_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION, classify(said)
    assert classify(NOTHING_TO_WORRY).act is not SpeechAct.NEGATION

# "are any of your staff free to talk me through my options": whether any of the agent's people is free asks for one
# (available._AVAILABLE), and "free to talk" asks no price (naming._FREE_TO_HELP); "is it free to change my seat" asks one.
ANY_OF_YOURS_FREE = ["are any of your staff free to talk me through my options",
                     "is one of your team free to help me with something"]
FREE_TO_CHANGE = "is it free to change my seat"

PHRASINGS += [*ANY_OF_YOURS_FREE, FREE_TO_CHANGE]


@pytest.mark.parametrize("said", ANY_OF_YOURS_FREE)
async def test_r56a_any_of_your_people_free_asks_for_one(said: str) -> None:
    from voice_agent.engine.naming import attributes
    assert classify(said).cue == AVAILABILITY, classify(said)
    assert "price" not in attributes(said)
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    assert "price" in attributes(FREE_TO_CHANGE)

# "i booked my gran on the lisbon flight and she keeps asking me whether it's confirmed": a question passed on after the story
# (acts._ASKS_EXPLICITLY) asks it, no report; "i got my gran on the lisbon flight last week" stays a report.
KEEPS_ASKING = ["i booked my gran on the lisbon flight and she keeps asking me whether it's confirmed",
                "we ordered dad's ramipril on monday and he keeps asking if it's in"]
R56A_ONLY_THE_STORY = "i got my gran on the lisbon flight last week"

PHRASINGS += [*KEEPS_ASKING, R56A_ONLY_THE_STORY]


@pytest.mark.parametrize("said", KEEPS_ASKING)
def test_r56a_a_question_passed_on_after_the_story_asks_it(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION, classify(said)
    assert classify(R56A_ONLY_THE_STORY).act is SpeechAct.REPORT

# "ita, a z six one zero": a code spelled with "a" (or "i", "o") is a carrier's when the agent knows that carrier by name
# (extract._spelled_code); "a b one two three" and "book me a b and b" are none.
KNOWN_SPELLED = [("it's the ita flight, a z six one zero on monday", "AZ 610"), ("a z four four two for the two of us", "AZ 442")]
NOT_SPELLED = ["a b one two three", "i need a b and b near the airport for 2 nights"]

PHRASINGS += [*(s for s, _ in KNOWN_SPELLED), *NOT_SPELLED]


@pytest.mark.parametrize(("said", "flight"), KNOWN_SPELLED)
def test_r56a_a_spelled_code_of_a_carrier_known_by_name(said: str, flight: str) -> None:
    from voice_agent.examples.airline import CARRIER_NAMES, CARRIERS
    extract = va.extract.flight_number(CARRIERS, names=CARRIER_NAMES)
    assert extract(said) == flight
    for other in NOT_SPELLED:
        assert extract(other) is None, other

# "we're alright for now, no more inhalers this week thanks": none more of the thing for a while, after being fine for now,
# refuses (refusals._NO_DETERMINER); "i've none left for now, no more excuses, refill it" asks.
FINE_NO_MORE = ["we're alright for now, no more inhalers this week thanks", "i'm sorted for now, no repeat this month ta"]
NONE_LEFT = "i've none left for now, no more excuses, refill it"

PHRASINGS += [*FINE_NO_MORE, NONE_LEFT]


@pytest.mark.parametrize("said", FINE_NO_MORE)
async def test_r56a_no_more_for_a_while_after_being_fine_refuses(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE
    assert classify(NONE_LEFT).act is not SpeechAct.NEGATION

# "we don't want the robot, can we speak to someone", "i don't want a computer, can i talk to the pharmacist": the machine not
# wanted refuses nothing of the agent's (refusals.MACHINE); "i don't want the flight" still refuses.
NO_MACHINE = [(ex.make_agent, "we don't want the robot, can we speak to someone", "g3"),
              (pharmacy.make_agent, "i don't want a computer, can i talk to the pharmacist", "g4")]
R56A_NO_FLIGHT = "i don't want the flight"

PHRASINGS += [s for _, s, _ in NO_MACHINE] + [R56A_NO_FLIGHT]


@pytest.mark.parametrize(("factory", "said", "wanted"), NO_MACHINE)
async def test_r56a_the_machine_not_wanted_refuses_nothing(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    assert chosen(await understand(factory, said)) == wanted
    assert (await understand(ex.make_agent, R56A_NO_FLIGHT)).decision.choice is Choice.DECLINE

# "just your pharmacist", "your pharmacists": one of the agent's trade said alone with "your" asks for one
# (available.people_alone); "your dentist" hands over to no one at a pharmacy.
YOUR_TRADE = [(pharmacy.make_agent, "just your pharmacist", "g4"), (pharmacy.make_agent, "your pharmacists", "g4")]
YOUR_DENTIST = "your dentist"

PHRASINGS += [s for _, s, _ in YOUR_TRADE] + [YOUR_DENTIST]


@pytest.mark.parametrize(("factory", "said", "wanted"), YOUR_TRADE)
async def test_r56a_your_trade_alone_asks_for_one(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    assert chosen(await understand(factory, said)) == wanted
    assert chosen(await understand(pharmacy.make_agent, YOUR_DENTIST)) is None

# "what hours is the dispensary manned on a saturday", "when's the counter staffed": staffed or manned after a form of
# "be" is open (dialect.standard), the hours asked; "the pharmacy was staffed by a locum" is told.
STAFFED = ["what hours is the dispensary manned on a saturday", "which days is the counter staffed"]
WAS_STAFFED = "the pharmacy was staffed by a locum"

PHRASINGS += [*STAFFED, WAS_STAFFED]


@pytest.mark.parametrize("said", STAFFED)
async def test_r56a_staffed_or_manned_is_open(said: str) -> None:
    from voice_agent.engine.dialect import standard
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert "staffed" in standard(words(WAS_STAFFED))

# Round 55's leftover. "can you get me a room near the airport in madrid", "could you find me a taxi at the airport in
# madrid": another service's thing (a stay, a ride) asked for, then where it is; the places after it (a city of the
# airline's examples) name none of its things (things._placed), so nothing is booked. "book me a flight to madrid on
# friday" still books.
PLACE_ONLY = ["can you get me a room near the airport in madrid", "could you find me a taxi at the airport in madrid"]
FLIGHT_THERE = "book me a flight to madrid on friday"

PHRASINGS += [*PLACE_ONLY, FLIGHT_THERE]


@pytest.mark.parametrize("said", PLACE_ONLY)
async def test_r56a_another_service_named_with_a_place_only_never_acts(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, FLIGHT_THERE)) == "g1"


# Round 57a (blind92).
# "my mum wants to move her seat to the window on the booking she has", "could you switch her seat to the front row please":
# her thing changed is held, as his or someone's is (changes._SOMEONES); nothing is booked. "can you book her a seat on the
# friday flight" still asks for one.
R57A_HER_THING_CHANGED = ["my mum wants to move her seat to the window on the booking she has",
                          "could you switch her seat to the front row please"]
R57A_BOOK_HER = "can you book her a seat on the friday flight"

PHRASINGS += [*R57A_HER_THING_CHANGED, R57A_BOOK_HER]


@pytest.mark.parametrize("said", R57A_HER_THING_CHANGED)
async def test_r57a_her_thing_changed_is_held(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R57A_BOOK_HER)) == "g1"

# "he's got a cello with him, is that alright", "she's carrying a pushchair, will that be ok": someone else's state told by
# the one ringing for them, closed by a yes/no question, asks it (remarks.told_of); "she needs a flight on monday, is that
# possible" still asks for the flight.
R57A_TOLD_OF_SOMEONE = ["he's got a cello with him, is that alright", "she's carrying a pushchair, will that be ok"]
R57A_SHE_NEEDS = "she needs a flight on monday, is that possible"

PHRASINGS += [*R57A_TOLD_OF_SOMEONE, R57A_SHE_NEEDS]


@pytest.mark.parametrize("said", R57A_TOLD_OF_SOMEONE)
def test_r57a_someone_elses_state_then_a_yes_no_question_asks(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert classify(R57A_SHE_NEEDS).act is SpeechAct.REQUEST

# "morning, how are you keeping", "evening, how are you": a hello then how the agent is only greets (address.hello_alone);
# the hello is no time asked. "evening, when do you close" asks the hours.
R57A_HELLO_HOW_ARE_YOU = ["morning, how are you keeping", "evening, how are you"]
R57A_EVENING_HOURS = "evening, when do you close"

PHRASINGS += [*R57A_HELLO_HOW_ARE_YOU, R57A_EVENING_HOURS]


@pytest.mark.parametrize("said", R57A_HELLO_HOW_ARE_YOU)
async def test_r57a_a_hello_and_how_are_you_only_greets(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is Choice.INTENT and understanding.decision.intent is Intent.GREETING
    assert chosen(await understand(pharmacy.make_agent, R57A_EVENING_HOURS)) == "g3"

# "get me somebody who really works there": a person said to work at the agent's is one of its own people (people.works_here),
# a handoff; "my son works there" names no one asked for.
R57A_WORKS_THERE = "get me somebody who really works there"
R57A_SON_WORKS = "my son works there"

PHRASINGS += [R57A_WORKS_THERE, R57A_SON_WORKS]


async def test_r57a_someone_who_works_there_is_one_of_the_agents_people() -> None:
    assert chosen(await understand(pharmacy.make_agent, R57A_WORKS_THERE)) == "g4"
    from voice_agent.engine.people import works_here
    assert not works_here(R57A_SON_WORKS)

# Round 56's leftover. "could somebody from your pharmacy pick up", "can anyone from your team pick up please", "would someone
# pick up now": a person asked to pick up, with nothing picked up after, answers the phone (people._PICKING_UP): a handoff.
# "can someone pick up my tablets" and "can my son pick up" collect, and hand over to no one.
R57A_PICK_UP_THE_PHONE = ["could somebody from your pharmacy pick up", "can anyone from your team pick up please",
                          "would someone pick up now"]
R57A_PICKING_UP_THINGS = ["can someone pick up my tablets", "can my son pick up"]

PHRASINGS += [*R57A_PICK_UP_THE_PHONE, *R57A_PICKING_UP_THINGS]


@pytest.mark.parametrize("said", R57A_PICK_UP_THE_PHONE)
async def test_r57a_a_person_asked_to_pick_up_answers_the_phone(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    for other in R57A_PICKING_UP_THINGS:
        assert chosen(await understand(pharmacy.make_agent, other)) != "g4", other


# Round 57c (blind94).
# Words said to someone in the room, or excusing the noise, mid-turn ("... no, love, i'm on the phone to the airline",
# "... sorry, my wife's talking", "where's the order slip dad? ...", "... sorry, it's mad in here") are read past
# (room.unasided, from restarts.repaired): what was asked of the agent is read alone.
R57C_ASIDES = [(ex.make_agent, "i need to speak to a person ... no, love, i'm on the phone to the airline", "g3"),
               (ex.make_agent, "did the oslo booking for my son go through ... sorry, i'm at the station", "g2"),
               (ex.make_agent, "two to paris on friday on the ba 304 ... sorry, my wife's talking ... for ann and joe price", "g1"),
               (pharmacy.make_agent, "where's the order slip dad? ... ok, it's rx 40211 for pat doyle, her sertraline", "g1"),
               (pharmacy.make_agent, "could i get my inhaler refilled for tom hale ... sorry, it's mad in here", "g1"),
               (pharmacy.make_agent, "is anyone there to help ... sorry, my dog's barking", "g4")]
# ... a child told to stop, by name, is an aside too; words to the agent stay ("sorry, my husband needs ...", "for my dad?",
# "no, not the ramipril, ..."), and so does a turn that is nothing else ("stop it").
R57C_TOLD_TO_STOP = ("is my order in ... milo stop it ... it's for di shaw", "is my order in ... it's for di shaw")
R57C_NOT_ASIDES = ["sorry, my husband needs his inhaler refilled", "is the repeat ready for my dad?", "stop it",
                   "no, not the ramipril, the inhaler", "i'm at the airport, is my flight on time"]

PHRASINGS += [s for _, s, _ in R57C_ASIDES] + [R57C_TOLD_TO_STOP[0], *R57C_NOT_ASIDES]


@pytest.mark.parametrize(("factory", "said", "wanted"), R57C_ASIDES)
async def test_r57c_words_to_someone_in_the_room_are_read_past(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    assert chosen(await understand(factory, said)) == wanted


def test_r57c_only_asides_are_read_past() -> None:
    from voice_agent.engine.room import unasided
    assert unasided(R57C_TOLD_TO_STOP[0]) == R57C_TOLD_TO_STOP[1]
    for said in R57C_NOT_ASIDES:
        assert unasided(said) == said, said

# "i'd like my capsules exchanged for the syrup", "i'd like my window seat swapped for an aisle": the thing held, wanted
# swapped for another, is a change (changes._WANTED_CHANGED), never a new refill or booking; "a refill for my capsules" asks.
R57C_SWAPPED = [(pharmacy.make_agent, "i'd like my capsules exchanged for the syrup"),
                (ex.make_agent, "i'd like my window seat swapped for an aisle")]
R57C_REFILL_FOR = "i'd like a refill for my capsules"

PHRASINGS += [s for _, s in R57C_SWAPPED] + [R57C_REFILL_FOR]


@pytest.mark.parametrize(("factory", "said"), R57C_SWAPPED)
async def test_r57c_a_thing_swapped_for_another_is_a_change(factory: Callable[[], va.Agent], said: str) -> None:
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.CHANGE
    assert understanding.decision.choice is Choice.CANNOT
    assert classify(R57C_REFILL_FOR).act is SpeechAct.REQUEST

# "can my wife collect my patches later or are they not in yet": the other answer, not come in yet, closing the turn asks
# whether it is ready (done._OR_NOT_DONE); "..., or is it not worth it" does not.
R57C_NOT_IN_YET = "can my wife collect my patches later or are they not in yet"
R57C_NOT_WORTH = "can i pick them up later or is it not worth it"

PHRASINGS += [R57C_NOT_IN_YET, R57C_NOT_WORTH]


async def test_r57c_or_not_in_yet_asks_whether_it_is_ready() -> None:
    assert chosen(await understand(pharmacy.make_agent, R57C_NOT_IN_YET)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R57C_NOT_WORTH)) is None

# "how early can i swing round", "how late could we pop by": until when one may call in at the place asks its hours
# (dialect.standard: "come in"); "how late can i change my order" does not.
R57C_CALL_IN = ["how early can i swing round", "how late could i call round"]
R57C_LATE_CHANGE = "how late can i change my order"

PHRASINGS += [*R57C_CALL_IN, R57C_LATE_CHANGE]


@pytest.mark.parametrize("said", R57C_CALL_IN)
async def test_r57c_how_late_one_may_call_in_asks_the_hours(said: str) -> None:
    from voice_agent.engine.dialect import standard
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert "in" not in standard(words(R57C_LATE_CHANGE))

# "can you put me on to one of the team there", "could you pass me along to the desk there", "some person, anybody,
# quick": put on or along to the people "there" (the agent's, as "your" says: people._yours, _CONNECTED) and "some"
# human with a word of haste (people._HUMAN_ALONE) ask for one; "some tablets, quick" does not.
R57C_PASSED_ALONG = [(pharmacy.make_agent, "can you put me on to one of the team there", "g4"),
                     (ex.make_agent, "could you pass me along to the desk there", "g3"),
                     (pharmacy.make_agent, "some person, anybody, quick", "g4")]
R57C_SOME_TABLETS = "some tablets, quick"

PHRASINGS += [s for _, s, _ in R57C_PASSED_ALONG] + [R57C_SOME_TABLETS]


@pytest.mark.parametrize(("factory", "said", "wanted"), R57C_PASSED_ALONG)
async def test_r57c_passed_along_or_some_person_quick_asks_for_one(factory: Callable[[], va.Agent], said: str, wanted: str) -> None:
    assert chosen(await understand(factory, said)) == wanted
    assert chosen(await understand(pharmacy.make_agent, R57C_SOME_TABLETS)) != "g4"

# "my daughter's bringing her violin, how does that work with the hand luggage": the caller's case, pointed back at, asked
# against the thing's rules is no question of how a thing works (naming._HOW_WORKS); "how does seat selection work" is.
R57C_CASE_AGAINST = "my daughter's bringing her violin, how does that work with the hand luggage"
R57C_WORKINGS = "how does seat selection work"

PHRASINGS += [R57C_CASE_AGAINST, R57C_WORKINGS]


async def test_r57c_a_case_asked_against_the_rules_is_no_question_of_workings() -> None:
    from voice_agent.engine.naming import attributes
    assert chosen(await understand(ex.make_agent, R57C_CASE_AGAINST)) == "g5"
    assert "workings" in attributes(R57C_WORKINGS)

# "i'd like compensation for the late flight on monday", "i want my money back for the delayed flight": money claimed for
# a thing gone wrong undoes nothing (undoing._NOT_UNDOING) and books nothing (things._CLAIMED); "cancel my flight and
# refund me" cancels.
R57C_MONEY_BACK = ["i'd like compensation for the late flight on monday", "i want my money back for the delayed flight"]
R57C_CANCEL_REFUND = "cancel my flight and refund me"

PHRASINGS += [*R57C_MONEY_BACK, R57C_CANCEL_REFUND]


@pytest.mark.parametrize("said", R57C_MONEY_BACK)
async def test_r57c_money_back_for_a_thing_gone_wrong_neither_cancels_nor_books(said: str) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.choice not in (Choice.CANCEL, Choice.GUIDELINE), decision.describe()
    assert (await understand(ex.make_agent, R57C_CANCEL_REFUND)).decision.choice is Choice.CANCEL

# Round 56's leftover. "is my mum's flight to lisbon locked in": a thing locked in is confirmed (dialect.standard), so
# whether it is done is asked; "i got locked in the car" is no booking.
R57C_LOCKED_IN = "is my mum's flight to lisbon locked in"
R57C_LOCKED_CAR = "i got locked in the car"

PHRASINGS += [R57C_LOCKED_IN, R57C_LOCKED_CAR]


async def test_r57c_a_thing_locked_in_is_confirmed() -> None:
    from voice_agent.engine.dialect import standard
    assert chosen(await understand(ex.make_agent, R57C_LOCKED_IN)) == "g2"
    assert "confirmed" not in standard(words(R57C_LOCKED_CAR))


# Round 57b (blind93).
# "can you repeat that slower for me please", "say it again more slowly": the agent's words asked again, how it should
# speak (remarks.LOUDER); "repeat" there names no prescription. "please repeat that order for my amlodipine" still refills.
R57B_SAY_AGAIN = ["can you repeat that slower for me please", "would you mind saying it again more slowly, dear"]
R57B_REPEAT_ORDER = "please repeat that order for my amlodipine"

PHRASINGS += [*R57B_SAY_AGAIN, R57B_REPEAT_ORDER]


@pytest.mark.parametrize("said", R57B_SAY_AGAIN)
async def test_r57b_the_agents_words_asked_again_refill_nothing(said: str) -> None:
    from voice_agent.engine.remarks import LOUDER
    assert LOUDER.search(" ".join(words(said))) is not None
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R57B_REPEAT_ORDER)) == "g1"

# "could my capsules be swapped for a syrup", "could my ticket be swapped for a later one": the thing held, asked in the
# passive to be traded for another form or one, is a change (changes._BE_CHANGED), never a new refill or booking;
# "could my tablets be ready for a friday" changes nothing.
R57B_SWAPPED_FOR = [(pharmacy.make_agent, "could my capsules be swapped for a syrup"),
                    (ex.make_agent, "could my ticket be swapped for a later one")]
R57B_READY_FOR = "could my tablets be ready for a friday"

PHRASINGS += [s for _, s in R57B_SWAPPED_FOR] + [R57B_READY_FOR]


@pytest.mark.parametrize(("factory", "said"), R57B_SWAPPED_FOR)
async def test_r57b_traded_for_another_is_a_change(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert (await understand(factory, said)).decision.choice is not Choice.GUIDELINE
    assert classify(R57B_READY_FOR).act is not SpeechAct.CHANGE

# "could you print bigger labels for all my prescriptions": things the agent never names, wanted for all of the agent's
# things, are what is asked; the things after "for all" only say which (things._where). "i need refills for all my
# tablets" still refills.
R57B_FOR_ALL = ["could you print bigger labels for all my prescriptions", "i need braille stickers for all my medicines"]
R57B_REFILLS_FOR_ALL = "i need refills for all my tablets"

PHRASINGS += [*R57B_FOR_ALL, R57B_REFILLS_FOR_ALL]


@pytest.mark.parametrize("said", R57B_FOR_ALL)
async def test_r57b_things_for_all_ones_medicines_refill_nothing(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R57B_REFILLS_FOR_ALL)) == "g1"

# "it's a glorious warm day out here again", "what a lovely calm evening it is": what the day is like, the whole turn, parts
# from no one (address.day_said); the goodbye is not chosen. "grey morning, anyway bye now" still says goodbye.
R57B_DAY = ["it's a glorious warm day out here again", "what a lovely calm evening it is", "it's a crisp cold evening out there anyway"]
R57B_DAY_BYE = "grey morning, anyway bye now"

PHRASINGS += [*R57B_DAY, R57B_DAY_BYE]


@pytest.mark.parametrize("said", R57B_DAY)
async def test_r57b_what_the_day_is_like_ends_no_call(said: str) -> None:
    from voice_agent.engine.address import day_said
    assert day_said(said) and not day_said(R57B_DAY_BYE)
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R57B_DAY_BYE)) == "g4"

# "text relay here for a deaf client, he would like to know ...", "this is the relay service, the customer wants ...":
# who passes the caller's words on, said first, is read past (naming.without_courtesy); "relay" calls nothing off.
R57B_RELAYED = [("text relay here for a deaf client, he would like to know whether the tickets for his klm trip have been issued", "g2"),
                ("this is the relay service, the customer is asking to talk to a real person", "g3")]

PHRASINGS += [s for s, _ in R57B_RELAYED]


@pytest.mark.parametrize(("said", "wanted"), R57B_RELAYED)
async def test_r57b_a_relay_services_words_are_read_past(said: str, wanted: str) -> None:
    from voice_agent.engine.naming import without_courtesy
    assert "relay" not in without_courtesy(" ".join(words(said)))
    assert chosen(await understand(ex.make_agent, said)) == wanted

# "nah, we'll leave it there", "i'll just leave it there then": stopping where things are, said of oneself, the whole turn,
# declines (refusals.LEFT_AS_IT_IS); "i'll leave it there and book the other one" declines nothing.
R57B_LEAVE_THERE = ["nah, we'll leave it there", "i'll just leave it there then"]
R57B_LEAVE_AND_BOOK = "i'll leave it there and book the other one"

PHRASINGS += [*R57B_LEAVE_THERE, R57B_LEAVE_AND_BOOK]


@pytest.mark.parametrize("said", R57B_LEAVE_THERE)
async def test_r57b_ill_leave_it_there_declines(said: str) -> None:
    assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE
    assert (await understand(ex.make_agent, R57B_LEAVE_AND_BOOK)).decision.choice is not Choice.DECLINE

# "what's the fare to lisbon", "roughly what's the fare to oslo": a fare asked is a price, though the airline's glossary
# folds "fare" into the booking (understand.py reads the price in the caller's own words); no status is told. "has my
# fare been confirmed" still asks whether it is done.
R57B_FARE_ASKED = ["what's the fare to lisbon", "roughly what's the fare to oslo"]
R57B_FARE_DONE = "has my fare been confirmed"

PHRASINGS += [*R57B_FARE_ASKED, R57B_FARE_DONE]


@pytest.mark.parametrize("said", R57B_FARE_ASKED)
async def test_r57b_a_fare_asked_is_a_price(said: str) -> None:
    assert (await understand(ex.make_agent, said)).decision.choice is Choice.CANNOT
    assert chosen(await understand(ex.make_agent, R57B_FARE_DONE)) == "g2"

# Round 58a (blind95).
# "i've got a query about my new tablets, is a pharmacist free to talk it through": "through" of talking a thing over
# is no word of being done (done._TALKED_THROUGH); the person asked after the story is what is said. "i put the order
# in on monday, has it gone through" still asks whether it is done.
R58A_TALKED_THROUGH = ["i've got a query about my new tablets, is a pharmacist free to talk it through",
                       "quick one about my inhaler dose, is the pharmacist about to talk me through it"]
R58A_GONE_THROUGH = "i put the order in on monday, has it gone through"

PHRASINGS += [*R58A_TALKED_THROUGH, R58A_GONE_THROUGH]


@pytest.mark.parametrize("said", R58A_TALKED_THROUGH)
async def test_r58a_talked_through_is_no_thing_done(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R58A_GONE_THROUGH)) == "g2"

# "never mind the fare question, let me speak to one of your people": the caller's own question set aside, then
# letting them talk to someone asked in the imperative (instead._ASKED); nothing is cancelled. "forget the hotel
# question, let me think" asks for no one.
R58A_LET_ME_SPEAK = ["never mind the fare question, let me speak to one of your people",
                     "scrap the fees question, let me talk with someone at your end"]
R58A_LET_ME_THINK = "forget the hotel question, let me think"

PHRASINGS += [*R58A_LET_ME_SPEAK, R58A_LET_ME_THINK]


@pytest.mark.parametrize("said", R58A_LET_ME_SPEAK)
async def test_r58a_question_set_aside_then_let_me_speak_to_someone(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    assert chosen(await understand(ex.make_agent, R58A_LET_ME_THINK)) != "g3"

# "we need the surname on our tickets altered", "i'd like the address on my repeat updated": a detail said with the thing
# held it is on, then the participle, is a change of it (changes._NEEDS_CHANGING), not the thing asked about again.
# "i need the name on my booking" (no participle) changes nothing.
R58A_DETAIL_CHANGED = [(ex.make_agent, "we need the surname on our tickets altered"),
                       (pharmacy.make_agent, "i'd like the address on my repeat updated")]
R58A_DETAIL_ONLY = "i need the name on my booking"

PHRASINGS += [s for _, s in R58A_DETAIL_CHANGED] + [R58A_DETAIL_ONLY]


@pytest.mark.parametrize(("make", "said"), R58A_DETAIL_CHANGED)
async def test_r58a_detail_on_what_is_held_wanted_changed(make: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert (await understand(make, said)).decision.choice is not Choice.GUIDELINE
    assert classify(R58A_DETAIL_ONLY).act is not SpeechAct.CHANGE

# "we'll wait until the doctor rings back before we reorder", "we might wait till after the school holidays then book": waiting on a
# time or an event before the doing, said of oneself, declines (waiting.WAITS_FIRST). "i'll wait while you look it up"
# waits on the line, and "can i wait till friday to order" asks.
R58A_WAITS_FIRST = [(pharmacy.make_agent, "we'll wait until the doctor rings back before we reorder"),
                    (ex.make_agent, "we might wait till after the school holidays then book")]
R58A_WAITS_ON_LINE = ["i'll wait while you look it up", "can i wait till friday to order"]

PHRASINGS += [s for _, s in R58A_WAITS_FIRST] + R58A_WAITS_ON_LINE


@pytest.mark.parametrize(("make", "said"), R58A_WAITS_FIRST)
async def test_r58a_waiting_first_declines(make: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(make, said)).decision.choice is Choice.DECLINE
    assert all(classify(s).act is not SpeechAct.NEGATION for s in R58A_WAITS_ON_LINE)

# "if we're not flying ourselves, could we still book seats for the twins": a "not" said as a condition refuses nothing
# (allowed.conditional_not); whether one may, on it, is asked. "is it possible to get the kids booked if i'm not going"
# asks whether it is possible on a condition (allowed.MAY_IF), and books nothing; "i'm not flying, so no" still refuses.
R58A_IF_NOT = ["if we're not flying ourselves, could we still book seats for the twins",
               "is it possible to get the kids booked if i'm not going with them"]
R58A_NOT_FLYING = "i'm not flying, so no"

PHRASINGS += [*R58A_IF_NOT, R58A_NOT_FLYING]


@pytest.mark.parametrize("said", R58A_IF_NOT)
async def test_r58a_a_not_in_a_condition_refuses_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert classify(R58A_NOT_FLYING).act is SpeechAct.NEGATION


# Round 58c (blind97).
# "i book already the flight ...", "we pay already for two seats ...": a bare verb of paying or ordering with "already" after
# it tells of the past, as callers whose first language is another say it (dialect.standard); no booking starts. "to book
# already" and "i pay by card" are left as said.
R58C_BARE_PAST = ["i book already the flight to lisbon but no email come to me", "we pay already for two seats to oslo, nothing arrive"]
R58C_BARE_NOT_PAST = ["i want to book already", "i pay by card"]

PHRASINGS += [*R58C_BARE_PAST, *R58C_BARE_NOT_PAST]


@pytest.mark.parametrize("said", R58C_BARE_PAST)
async def test_r58c_a_bare_verb_before_already_tells_of_the_past(said: str) -> None:
    from voice_agent.engine.dialect import standard
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.REPORT, understanding.act
    assert chosen(understanding) != "g1"
    assert all(standard(words(s)) == words(s) for s in R58C_BARE_NOT_PAST)

# "i put in for my cream on friday, it is there now?", "..., they are in now?": whether the thing is there or in, asked in a
# statement's order closing the turn after the story, asks whether it is ready (done.asked_done); "my wife order her pills
# monday, i want check they are ready": checking that "they" or "it" is done, the same (done._CHECKED). "i need my cream, is
# it there in the fridge?" asks nothing of the refill.
R58C_THERE_NOW = ["i put in for my cream on friday, it is there now?", "my mum order her patches on monday and nobody ring us, they are in now?",
                  "my wife order her pills monday, i want check they are ready", "please can you check it is done, the one for my father"]
R58C_NOT_THERE_NOW = "i need my cream, is it there in the fridge?"

PHRASINGS += [*R58C_THERE_NOW, R58C_NOT_THERE_NOW]


@pytest.mark.parametrize("said", R58C_THERE_NOW)
async def test_r58c_there_now_or_checked_they_are_ready_asks_whether_it_is_ready(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R58C_NOT_THERE_NOW)) != "g2"

# "take away my booking for the trip to nice, we don't go now", "remove my seat on ..., i don't go": removing or taking away the
# thing held cancels it, whatever the clause after says (cancels._REMOVE_THING); "remove the sticker from the box" and "take
# away the pain" name nothing of the agent's.
R58C_REMOVED = [(ex.make_agent, "take away my booking for the trip to nice, we don't go now"),
                (ex.make_agent, "remove my seat on the friday flight, i don't go, my mother is sick"),
                (pharmacy.make_agent, "take away the order for my inhaler, i have enough"),
                (pharmacy.make_agent, "remove my repeat please, the doctor say i finish with it")]
R58C_NOT_REMOVED = ["can you remove the sticker from the box", "what can i take to take away the pain"]

PHRASINGS += [s for _, s in R58C_REMOVED] + R58C_NOT_REMOVED


@pytest.mark.parametrize(("factory", "said"), R58C_REMOVED)
async def test_r58c_removing_or_taking_away_the_thing_cancels(factory: Callable[[], va.Agent], said: str) -> None:
    assert (await understand(factory, said)).decision.choice is Choice.CANCEL
    for other in R58C_NOT_REMOVED:
        assert (await understand(pharmacy.make_agent, other)).decision.choice is not Choice.CANCEL

# "is confirm the booking for my wife to cairo?", "i want know it is confirm or not": a bare verb of being done after a form of
# "be" is its participle (dialect.standard), so the question asks whether it is done; "i want to confirm my booking" is left.
R58C_IS_CONFIRM = ["is confirm the booking for my wife to cairo?", "i have a seat already for vienna, i want know it is confirm or not"]
R58C_TO_CONFIRM = "i want to confirm my booking"

PHRASINGS += [*R58C_IS_CONFIRM, R58C_TO_CONFIRM]


@pytest.mark.parametrize("said", R58C_IS_CONFIRM)
async def test_r58c_a_bare_done_verb_after_is_is_its_participle(said: str) -> None:
    from voice_agent.engine.dialect import standard
    assert "confirmed" in standard(words(said)) and "confirmed" not in standard(words(R58C_TO_CONFIRM))
    assert chosen(await understand(ex.make_agent, said)) == "g2"


# Round 58b (blind96).
# "for the lisbon trip what can i pack in my cabin bag", "on the late one what may we carry on board": a wh-question of what
# one may do, after the thing it is said of (acts._SAID_OF_WH), asks; nothing is booked. "for the lisbon trip i want a seat" asks.
R58B_WHAT_CAN_I = ["for the lisbon trip what can i pack in my cabin bag", "on the late one what may we carry on board"]
R58B_FOR_THE_TRIP = "for the lisbon trip i want a seat on friday"

PHRASINGS += [*R58B_WHAT_CAN_I, R58B_FOR_THE_TRIP]


@pytest.mark.parametrize("said", R58B_WHAT_CAN_I)
async def test_r58b_a_wh_question_after_what_it_is_said_of_asks(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(R58B_FOR_THE_TRIP).act is SpeechAct.REQUEST

# "i want my money back for sunday's cancelled flight", "i need a refund on yesterday's cancelled flight": the
# cancelling told of the thing with a possessive before it happened (undoing._CANCELLED_ALREADY); nothing is cancelled.
# "please cancel monday's flight" still cancels.
R58B_POSSESSIVE_CANCELLED = ["i want my money back for sunday's cancelled flight",
                             "i need a refund on yesterday's cancelled flight"]
R58B_CANCEL_MONDAYS = "please cancel monday's flight"

PHRASINGS += [*R58B_POSSESSIVE_CANCELLED, R58B_CANCEL_MONDAYS]


@pytest.mark.parametrize("said", R58B_POSSESSIVE_CANCELLED)
async def test_r58b_a_possessives_cancelled_thing_undoes_nothing(said: str) -> None:
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R58B_CANCEL_MONDAYS)).decision.choice is Choice.CANCEL

# "no time for a computer, put me through to somebody", "no time for this robot, get me someone": the machine refused as
# not worth the time (refusals.MACHINE) asks for a person; "no time for my refill this week" refuses no machine.
R58B_NO_TIME_FOR_MACHINE = ["no time for a computer, put me through to somebody", "no time for this robot, get me someone"]
R58B_NO_TIME_FOR_THING = "no time for my refill this week"

PHRASINGS += [*R58B_NO_TIME_FOR_MACHINE, R58B_NO_TIME_FOR_THING]


@pytest.mark.parametrize("said", R58B_NO_TIME_FOR_MACHINE)
async def test_r58b_no_time_for_the_machine_asks_for_a_person(said: str) -> None:
    from voice_agent.engine.refusals import refuses_machine
    assert refuses_machine(said) and not refuses_machine(R58B_NO_TIME_FOR_THING)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"

# "person, asap please", "a real human, hurry", "i need flesh and blood on the line": a person named alone with no article, haste
# after it, or said as flesh and blood (people._HUMAN_ALONE, people._HUMAN), asks for one.
R58B_PERSON_CLIPPED = ["person, asap please", "a real human, hurry", "i need flesh and blood on the line"]

PHRASINGS += R58B_PERSON_CLIPPED


@pytest.mark.parametrize("said", R58B_PERSON_CLIPPED)
async def test_r58b_a_person_clipped_or_in_flesh_and_blood_is_asked_for(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"

# "i need my warfarin sorting before the weekend", "we want the repeat sorting for mum": a thing needed "sorting" is needed
# done, as "doing" is (dialect.py); "i need my order sorting out" is left as said.
R58B_SORTING = ["i need my warfarin sorting before the weekend", "we want the repeat sorting for mum"]
R58B_SORTING_OUT = "i need my order sorting out"

PHRASINGS += [*R58B_SORTING, R58B_SORTING_OUT]


@pytest.mark.parametrize("said", R58B_SORTING)
def test_r58b_a_thing_needed_sorting_is_needed_done(said: str) -> None:
    assert "done" in words(said) and "sorting" in words(R58B_SORTING_OUT)

# "cycling home, is my order ready to collect", "on the train right now, book me a seat to leeds", "..., i'm on my lunch
# break so be quick": what the caller is busy with or where they are, a clause of its own (room._busy, reusing
# remarks.WHERE_I_AM), is read past; "at the airport, ..." and "running low, ..." stay.
R58B_BUSY = [("cycling home, is my order ready to collect", "is my order ready to collect"),
             ("on the train right now, book me a seat to leeds", "book me a seat to leeds"),
             ("a seat to leeds on friday, i'm on my lunch break so be quick", "a seat to leeds on friday")]
R58B_NOT_BUSY = ["at the airport, has my gate changed", "running low, can i get more inhalers"]

PHRASINGS += [*(s for s, _ in R58B_BUSY), *R58B_NOT_BUSY]


@pytest.mark.parametrize(("said", "left"), R58B_BUSY)
def test_r58b_what_the_caller_is_busy_with_is_read_past(said: str, left: str) -> None:
    from voice_agent.engine.room import unasided
    assert unasided(said) == left
    assert [unasided(s) for s in R58B_NOT_BUSY] == R58B_NOT_BUSY

# "my dog's barking, can i get my repeat", "the kids are screaming, is my inhaler in": the noise said, with no sorry, is
# read past (room._NOISY); "my son's flying on friday, ..." stays.
R58B_NOISE = ["my dog's barking, can i get my repeat", "the kids are screaming, is my inhaler in"]
R58B_NOT_NOISE = "my son's flying on friday, can he take his inhaler"

PHRASINGS += [*R58B_NOISE, R58B_NOT_NOISE]


@pytest.mark.parametrize("said", R58B_NOISE)
def test_r58b_the_noise_told_is_read_past(said: str) -> None:
    from voice_agent.engine.room import unasided
    assert unasided(said) == said.split(", ", 1)[1]
    assert unasided(R58B_NOT_NOISE) == R58B_NOT_NOISE

# "quick one, premium economy, how many kilos can my suitcase weigh", "a quick question, how many bags come with a basic ticket": a question
# announced (naming._COURTESIES) is read past in the words matched; the question is the baggage.
R58B_QUICK_ONE = ["quick one, premium economy, how many kilos can my suitcase weigh", "a quick question, how many bags come with a basic ticket"]

PHRASINGS += R58B_QUICK_ONE


@pytest.mark.parametrize("said", R58B_QUICK_ONE)
async def test_r58b_a_question_announced_is_read_past(said: str) -> None:
    from voice_agent.engine.naming import without_courtesy
    assert not without_courtesy(" ".join(words(said))).startswith(("quick", "a quick"))
    assert chosen(await understand(ex.make_agent, said)) == "g5"

# "hello, anybody, oh it's one of those machines": a hail into the line after the hello is read past (acts._HAIL), and what
# follows is a remark; it hands over to no one. "hello, anybody there, i need a pharmacist" still asks for one.
R58B_HAIL = ["hello, anybody, oh it's one of those machines", "hi, anyone there, oh it's only a recorded voice"]
R58B_HAIL_ASKS = "hello, anybody there, i need a pharmacist"

PHRASINGS += [*R58B_HAIL, R58B_HAIL_ASKS]


@pytest.mark.parametrize("said", R58B_HAIL)
async def test_r58b_a_hail_after_the_hello_is_read_past(said: str) -> None:
    assert classify(said).remark
    assert chosen(await understand(pharmacy.make_agent, said)) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R58B_HAIL_ASKS)) == "g4"

# "afternoon, mad day", "evening, grim weather": a hello then what the day is like, its "it's" unsaid, only greets
# (address.hello_alone); "evening, grim weather, when do you close" asks the hours.
R58B_HELLO_DAY = ["afternoon, mad day", "evening, grim weather"]
R58B_HELLO_DAY_ASKS = "evening, grim weather, when do you close"

PHRASINGS += [*R58B_HELLO_DAY, R58B_HELLO_DAY_ASKS]


@pytest.mark.parametrize("said", R58B_HELLO_DAY)
async def test_r58b_a_hello_and_the_day_only_greets(said: str) -> None:
    from voice_agent.engine.address import hello_alone
    assert hello_alone(said) and not hello_alone(R58B_HELLO_DAY_ASKS)
    assert chosen(await understand(pharmacy.make_agent, R58B_HELLO_DAY_ASKS)) == "g3"

# Round 59c (blind100).
# "i'd like my loyalty miles added for last month's flight": another thing (the miles) had "for" a thing that was (a past
# time's flight, things._GONE), its participle too, names no booking: asked about, never booked. A seat on a flight is booked.
R59C_FOR_PAST = ["i'd like my loyalty miles added for last month's flight", "can i have the bonus points sorted for last week's flight please"]
R59C_BOOKED_STILL = "i need a seat booked on the flight to madrid on friday"

PHRASINGS += [*R59C_FOR_PAST, R59C_BOOKED_STILL]


@pytest.mark.parametrize("said", R59C_FOR_PAST)
async def test_r59c_a_thing_had_for_a_past_flight_books_nothing(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.CLARIFY and chosen(understanding) is None
    assert chosen(await understand(ex.make_agent, R59C_BOOKED_STILL)) == "g1"

# "you sent me the wrong inhaler and i want a refund": a grievance told of the agent (blamed.py) names what went
# wrong, not what is asked: no refill. "could you send ..." asks; a refill asked after the grievance is still one.
R59C_BLAMED = "you sent me the wrong inhaler and i want a refund"
R59C_BLAMED_THEN_ASKED = "you gave me the wrong strength so please refill my warfarin properly"
R59C_ASKED_YOU = "could you send my inhaler refill over"

PHRASINGS += [R59C_BLAMED, R59C_BLAMED_THEN_ASKED, R59C_ASKED_YOU]


async def test_r59c_a_grievance_told_names_no_thing_asked_for() -> None:
    from voice_agent.engine.blamed import blamed
    assert blamed(words(R59C_BLAMED)) >= {"wrong", "inhaler"} and "refund" not in blamed(words(R59C_BLAMED))
    assert not blamed(words(R59C_ASKED_YOU))
    assert chosen(await understand(pharmacy.make_agent, R59C_BLAMED)) is None
    assert chosen(await understand(pharmacy.make_agent, R59C_BLAMED_THEN_ASKED)) == "g1"
    assert chosen(await understand(pharmacy.make_agent, R59C_ASKED_YOU)) == "g1"

# "are teenagers allowed to travel without a parent": whether someone may do a thing, said with "allowed to"
# (near "allowance" for the matcher), is matched as "can ..." (allowed.as_may): no baggage; "how many
# suitcases am i allowed to check in" is still the baggage.
R59C_ALLOWED_TO = ["are teenagers allowed to travel without a parent", "is my grandad allowed to fly after his operation"]
R59C_ALLOWANCE = "how many suitcases am i allowed to check in"

PHRASINGS += [*R59C_ALLOWED_TO, R59C_ALLOWANCE]


@pytest.mark.parametrize("said", R59C_ALLOWED_TO)
async def test_r59c_allowed_to_do_is_asked_as_can(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.query.startswith("can ") and chosen(understanding) is None
    assert chosen(await understand(ex.make_agent, R59C_ALLOWANCE)) == "g5"

# "no, my consultant needs to review it first", "nah, i have to ask my husband first": a thing that must come first,
# after a no (first.FIRST_NEEDED), refuses for now; without the no, or before a request, it does not.
R59C_FIRST = ["no, my consultant needs to review it first", "nah, i have to ask my husband first"]
R59C_FIRST_NO_NO = ["my consultant needs to review it first", "i need to check my diary first, can you refill my inhaler"]

PHRASINGS += [*R59C_FIRST, *R59C_FIRST_NO_NO]


@pytest.mark.parametrize("said", R59C_FIRST)
def test_r59c_a_thing_needed_first_after_a_no_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert all(classify(s).act is not SpeechAct.NEGATION for s in R59C_FIRST_NO_NO)


# Round 59b (blind99).
# "i'm just wondering, mind, but can one still book a seat over the phone": only asking said first, in a clause of its
# own (asking.asked_first), makes what follows a question of whether one may; it books nothing. Said closing no clause
# of its own ("i was only wondering whether to fly") it is read as before.
R59B_ASKING_FIRST = ["i'm just wondering, mind, but can one still book a seat over the phone",
                     "we were only asking, though, could we reserve the seats by post these days"]
R59B_ASKING_FIRST_BOOKS = "book me a seat to dublin on friday please, i'm not just asking"

PHRASINGS += [*R59B_ASKING_FIRST, R59B_ASKING_FIRST_BOOKS]


@pytest.mark.parametrize("said", R59B_ASKING_FIRST)
async def test_r59b_only_asking_said_first_asks_whether_one_may(said: str) -> None:
    from voice_agent.engine.asking import asked_first
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert not asked_first(R59B_ASKING_FIRST_BOOKS)

# "am i through to the pharmacist's counter", "am i through to the pharmacy on the high road": whom the caller has
# reached, asked alone (asking.THROUGH_TO), is a question and hands over to no one; before a request it is read past.
R59B_THROUGH_TO = [("am i through to the pharmacist's counter", pharmacy.make_agent, "g4"),
                   ("am i through to the pharmacy on the high road", pharmacy.make_agent, "g4")]
R59B_THROUGH_THEN_ASKS = "am i through to the airline, book me on the friday flight to rome please"

PHRASINGS += [*(s for s, _, _ in R59B_THROUGH_TO), R59B_THROUGH_THEN_ASKS]


@pytest.mark.parametrize(("said", "factory", "person"), R59B_THROUGH_TO)
async def test_r59b_whom_one_has_reached_asked_hands_over_to_no_one(said: str, factory: Callable[[], va.Agent], person: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(factory, said)) != person
    assert classify(R59B_THROUGH_THEN_ASKS).act is SpeechAct.REQUEST

# "not yet dear, i need to speak to my grandson first": consulting one's own kin before going on (instead.CONSULTING_OWN)
# is why the caller waits; no person of the agent's is asked for. "not now, i'd like a word with a person" still is.
R59B_OWN_KIN = ["not yet dear, i need to speak to my grandson first", "not today thanks, i want to talk to my sister first"]
R59B_A_PERSON_INSTEAD = "not now, i'd like a word with a person"

PHRASINGS += [*R59B_OWN_KIN, R59B_A_PERSON_INSTEAD]


@pytest.mark.parametrize("said", R59B_OWN_KIN)
async def test_r59b_speaking_to_ones_own_kin_first_hands_over_to_no_one(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert chosen(await understand(ex.make_agent, said)) is None
    assert chosen(await understand(ex.make_agent, R59B_A_PERSON_INSTEAD)) == "g3"

# "there's no call to put me through to anyone", "that won't be necessary, ta", "i'd sooner not, thanks": needing it
# not, said the older way (refusals._NEGATION), refuses; "i'd sooner you booked the later one" still asks.
R59B_OLDER_NO = ["there's no call to put me through to anyone", "that won't be necessary, ta", "i'd sooner not, thanks"]

PHRASINGS += R59B_OLDER_NO


@pytest.mark.parametrize("said", R59B_OLDER_NO)
async def test_r59b_no_need_said_the_older_way_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, said)) is None

# "kindly do away with the reservation i made": doing away with the thing held (cancels) cancels it.
R59B_DO_AWAY = "kindly do away with the reservation i made"

PHRASINGS += [R59B_DO_AWAY]


def test_r59b_doing_away_with_the_thing_cancels() -> None:
    assert classify(R59B_DO_AWAY).act is SpeechAct.CANCEL

# "is there not a kind lady i might talk to", "isn't there anybody i can speak with": a person asked after in the
# negative (asking.SOMEONE_TO) asks for one, as "is there a ..." does.
R59B_NOT_SOMEONE = ["is there not a kind lady i might talk to", "isn't there anybody i can speak with"]

PHRASINGS += R59B_NOT_SOMEONE


@pytest.mark.parametrize("said", R59B_NOT_SOMEONE)
async def test_r59b_a_person_asked_after_in_the_negative_is_asked_for(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST
    assert chosen(await understand(ex.make_agent, said)) == "g3"

# "we'd like his dosage lowered", "i need my dose altered, the gp says one a day now": the strength wanted changed
# (changes._NEW_STRENGTH) is a change of what is held, not a refill; "i need my tablets, same dose" still refills.
R59B_DOSE_CHANGED = ["we'd like his dosage lowered", "i need my dose altered, the gp says one a day now"]
R59B_SAME_DOSE = "i need my tablets refilled, same dose as ever"

PHRASINGS += [*R59B_DOSE_CHANGED, R59B_SAME_DOSE]


@pytest.mark.parametrize("said", R59B_DOSE_CHANGED)
async def test_r59b_the_strength_wanted_changed_refills_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R59B_SAME_DOSE)) == "g1"

# "i'd like a vegetarian meal put on my flight", "we need a wheelchair added to our booking": a thing wanted added (the
# participle after it) to what is held (changes._ADD_TO) changes it and books nothing; "i need a flight to oslo" books.
R59B_ADDED_TO_HELD = ["i'd like a vegetarian meal put on my flight", "we need a wheelchair added to our booking"]
R59B_NEW_FLIGHT = "i need a flight to oslo on monday"

PHRASINGS += [*R59B_ADDED_TO_HELD, R59B_NEW_FLIGHT]


@pytest.mark.parametrize("said", R59B_ADDED_TO_HELD)
async def test_r59b_a_thing_wanted_added_to_what_is_held_books_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert chosen(await understand(ex.make_agent, R59B_NEW_FLIGHT)) == "g1"


# Round 59a (blind98).
# "i need his dose bumped up to forty", "i'd like my citalopram dosage lowered please": the strength wanted raised or
# lowered (changes._NEW_STRENGTH) is a change of what is held, never a refill; "my dose was increased last month so i need a
# refill of my amlodipine" tells of the change and still refills.
R59A_DOSE_CHANGED = ["i need his dose bumped up to forty", "i'd like my citalopram dosage lowered please"]
R59A_DOSE_TOLD = "my dose was increased last month so i need a refill of my amlodipine"

PHRASINGS += [*R59A_DOSE_CHANGED, R59A_DOSE_TOLD]


@pytest.mark.parametrize("said", R59A_DOSE_CHANGED)
async def test_r59a_a_dose_wanted_raised_or_lowered_is_a_change_not_a_refill(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R59A_DOSE_TOLD)) == "g1"

# "hold on a sec before you put the refill in", "wait a minute before you book it, ...": the agent asked to wait before the
# doing (waiting.WAITS_FIRST) declines for now; "before you book it, is there a fee for bags" asks.
R59A_WAIT_BEFORE = [(pharmacy.make_agent, "hold on a sec before you put the refill in"),
                    (ex.make_agent, "wait a minute before you book it, i need to ask my wife")]
R59A_BEFORE_ASKS = "before you book it, is there a fee for bags"

PHRASINGS += [*(s for _, s in R59A_WAIT_BEFORE), R59A_BEFORE_ASKS]


@pytest.mark.parametrize(("factory", "said"), R59A_WAIT_BEFORE)
async def test_r59a_wait_before_you_do_it_declines(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(factory, said)).decision.choice is Choice.DECLINE
    assert classify(R59A_BEFORE_ASKS).act is not SpeechAct.NEGATION

# "we're not getting along with this robot, put me through to someone", "i'm not getting on with this computer, a
# pharmacist please": not getting on with the machine (refusals.MACHINE) refuses nothing of the agent's; the person is asked.
R59A_NOT_GETTING_ON = [(ex.make_agent, "we're not getting along with this robot, put me through to someone", "g3"),
                       (pharmacy.make_agent, "i'm not getting on with this computer, a pharmacist please", "g4")]

PHRASINGS += [s for _, s, _ in R59A_NOT_GETTING_ON]


@pytest.mark.parametrize(("factory", "said", "handoff"), R59A_NOT_GETTING_ON)
async def test_r59a_not_getting_on_with_the_machine_asks_for_a_person(factory: Callable[[], va.Agent], said: str, handoff: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION
    assert chosen(await understand(factory, said)) == handoff

# "we're managing ok without an agent thanks", "i'm getting by fine without the pharmacist, cheers": doing fine without the
# thing (refusals.FORGO) refuses it; "i'm coping fine, can i book a flight to rome" books.
R59A_FINE_WITHOUT = [(ex.make_agent, "we're managing ok without an agent thanks"),
                     (pharmacy.make_agent, "i'm getting by fine without the pharmacist, cheers")]
R59A_COPING_BOOKS = "i'm coping fine, can i book a flight to rome"

PHRASINGS += [*(s for _, s in R59A_FINE_WITHOUT), R59A_COPING_BOOKS]


@pytest.mark.parametrize(("factory", "said"), R59A_FINE_WITHOUT)
async def test_r59a_doing_fine_without_it_refuses_it(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(factory, said)).decision.choice is Choice.DECLINE
    assert chosen(await understand(ex.make_agent, R59A_COPING_BOOKS)) == "g1"

# "there's nothing we need sending out this week, ta", "nothing i need to renew this month": nothing the caller needs done
# (refusals.NOTHING) refuses; "there's nothing i need more than my inhaler, can you refill it" refills.
R59A_NOTHING_NEEDED = ["there's nothing we need sending out this week, ta", "nothing i need to renew this month"]
R59A_NOTHING_MORE = "there's nothing i need more than my inhaler, can you refill it"

PHRASINGS += [*R59A_NOTHING_NEEDED, R59A_NOTHING_MORE]


@pytest.mark.parametrize("said", R59A_NOTHING_NEEDED)
async def test_r59a_nothing_one_needs_done_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R59A_NOTHING_MORE)) == "g1"

# "on sunday are you there in the morning", "tomorrow is there a pharmacist on": a time said first, then the question
# (acts._TIME_FIRST), asks it; "tomorrow is my birthday, can i book a flight to rome" tells, then books.
R59A_TIME_FIRST = [("on sunday are you there in the morning", "g3"), ("tomorrow is there a pharmacist on", "g4")]
R59A_TIME_TOLD = "tomorrow is my birthday, can i book a flight to rome"

PHRASINGS += [*(s for s, _ in R59A_TIME_FIRST), R59A_TIME_TOLD]


@pytest.mark.parametrize(("said", "guideline"), R59A_TIME_FIRST)
async def test_r59a_a_time_said_first_then_the_question_asks_it(said: str, guideline: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, said)) == guideline
    assert chosen(await understand(ex.make_agent, R59A_TIME_TOLD)) == "g1"


# Round 60b (blind102).

# "is our seat sorted yet or should we hold off booking the hotel", "is the eye cream in yet or should i hold off till
# friday": the other answer of a yes/no question said as what the caller would do instead (yesno._OR_SHOULD) refuses
# nothing; "should i hold off till friday" alone still puts it off.
R60B_OR_SHOULD = [(ex.make_agent, "is our seat sorted yet or should we hold off booking the hotel"),
                  (pharmacy.make_agent, "is the eye cream in yet or should i hold off till friday")]
R60B_HOLD_OFF_ALONE = "should i hold off till friday"

PHRASINGS += [*(s for _, s in R60B_OR_SHOULD), R60B_HOLD_OFF_ALONE]


@pytest.mark.parametrize(("factory", "said"), R60B_OR_SHOULD)
async def test_r60b_what_one_would_do_instead_as_the_other_answer_refuses_nothing(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert (await understand(factory, said)).decision.choice is not Choice.DECLINE
    assert classify(R60B_HOLD_OFF_ALONE).act is SpeechAct.NEGATION


async def test_r60b_whether_ones_seat_is_confirmed_or_one_waits_asks_the_status() -> None:
    assert chosen(await understand(ex.make_agent, R60B_OR_SHOULD[0][1])) == "g2"

# "we'd rather not drive in for nothing, has the refill been done": a journey in vain, said as a preference (refusals.WORRY),
# refuses nothing; the question after it asks; "i'd rather not have the refill" still refuses.
R60B_NOT_FOR_NOTHING = "we'd rather not drive in for nothing, has the refill been done"
R60B_RATHER_NOT_HAVE = "i'd rather not have the refill"

PHRASINGS += [R60B_NOT_FOR_NOTHING, R60B_RATHER_NOT_HAVE]


async def test_r60b_rather_not_come_for_nothing_refuses_nothing() -> None:
    assert classify(R60B_NOT_FOR_NOTHING).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R60B_NOT_FOR_NOTHING)) == "g2"
    assert classify(R60B_RATHER_NOT_HAVE).act is SpeechAct.NEGATION

# "i'm not certain if the surgery faxed it over, has my prescription arrived": unsure of a fact, then whether the thing has
# come asked in a clause of its own (refusals._ASKING_FIRST), refuses nothing; "i'm not sure if i need one" still refuses.
R60B_UNSURE_THEN_ARRIVED = "i'm not certain if the surgery faxed it over, has my prescription arrived"
R60B_UNSURE_OF_NEED = "i'm not sure if i need one"

PHRASINGS += [R60B_UNSURE_THEN_ARRIVED, R60B_UNSURE_OF_NEED]


async def test_r60b_unsure_then_whether_it_has_come_asks_it() -> None:
    assert classify(R60B_UNSURE_THEN_ARRIVED).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R60B_UNSURE_THEN_ARRIVED)) == "g2"
    assert classify(R60B_UNSURE_OF_NEED).act is SpeechAct.NEGATION

# "skip next week for us", "just skip this week for me": skipping a while, the thing unsaid (acts._LEAVE_IT), declines;
# "i'd like to skip ahead and book a seat to paris" skips nothing of the agent's.
R60B_SKIP_A_WHILE = ["skip next week for us", "just skip this week for me"]
R60B_SKIP_AHEAD = "i'd like to skip ahead and book a seat to paris"

PHRASINGS += [*R60B_SKIP_A_WHILE, R60B_SKIP_AHEAD]


@pytest.mark.parametrize("said", R60B_SKIP_A_WHILE)
async def test_r60b_skipping_a_while_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE
    assert classify(R60B_SKIP_AHEAD).act is not SpeechAct.NEGATION

# "no, the wrong one", "no, that's the wrong one": after a no, what the agent took disowned as the wrong one
# (refusals.AFTER_NO) declines; "wrong one, can you book me on the later one to rome" refuses nothing.
R60B_WRONG_ONE = ["no, the wrong one", "no, that's the wrong one"]
R60B_WRONG_THEN_ASKED = "wrong one, can you book me on the later one to rome"

PHRASINGS += [*R60B_WRONG_ONE, R60B_WRONG_THEN_ASKED]


@pytest.mark.parametrize("said", R60B_WRONG_ONE)
async def test_r60b_the_wrong_one_after_a_no_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE
    assert classify(R60B_WRONG_THEN_ASKED).act is not SpeechAct.NEGATION

# "is a pharmacist able to go through my tablets with me", "is an agent able to pick up": one of the agent's people able to
# do a thing for the caller, asked with "is" (people._asked_of, allowed.THIRD_PARTY_MODAL), asks for them, as "can" does;
# "is my carer able to collect my tablets" asks what is allowed, "is the chemist able to open early on sunday" its hours.
R60B_ABLE_TO = [(pharmacy.make_agent, "is a pharmacist able to go through my tablets with me", "g4"),
                (ex.make_agent, "is an agent able to pick up", "g3")]
R60B_CARER_ABLE = "is my carer able to collect my tablets"
R60B_OPEN_ABLE = "is the chemist able to open early on sunday"

PHRASINGS += [*(s for _, s, _ in R60B_ABLE_TO), R60B_CARER_ABLE, R60B_OPEN_ABLE]


@pytest.mark.parametrize(("factory", "said", "handoff"), R60B_ABLE_TO)
async def test_r60b_one_of_the_agents_people_able_to_asks_for_them(factory: Callable[[], va.Agent], said: str, handoff: str) -> None:
    assert chosen(await understand(factory, said)) == handoff
    assert classify(R60B_CARER_ABLE) == Act(SpeechAct.QUESTION, PERMISSION)
    assert chosen(await understand(pharmacy.make_agent, R60B_OPEN_ABLE)) == "g3"

# "i lost my job last month, i need my inhaler refilled", "i moved house in june, we need our repeats reordered": the thing
# wanted done, said as needing it done (acts._ASKS_EXPLICITLY), asks after the story; "i booked last week, i need my seat
# sorted" (sorted: how it stands) books nothing.
R60B_NEED_IT_DONE = ["i lost my job last month, i need my inhaler refilled", "i moved house in june, we need our repeats reordered"]
R60B_NEED_IT_SORTED = "i booked last week, i need my seat sorted"

PHRASINGS += [*R60B_NEED_IT_DONE, R60B_NEED_IT_SORTED]


@pytest.mark.parametrize("said", R60B_NEED_IT_DONE)
async def test_r60b_needing_the_thing_done_after_a_story_asks_for_it(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1"
    assert chosen(await understand(ex.make_agent, R60B_NEED_IT_SORTED)) != "g1"

# "i've never flown before, is there a human who can help me", "is there an actual agent there who can sort me out, i've
# never flown before": a person asked for by what they can do for the caller, in a relative clause (people._for_me), is
# the person, whatever the story names; "my friend is a nurse who can help me with the dose, i need my repeat" refills.
R60B_WHO_CAN = ["i've never flown before, is there a human who can help me",
                "is there an actual agent there who can sort me out, i've never flown before"]
R60B_FRIEND_WHO_CAN = "my friend is a nurse who can help me with the dose, i need my repeat"

PHRASINGS += [*R60B_WHO_CAN, R60B_FRIEND_WHO_CAN]


@pytest.mark.parametrize("said", R60B_WHO_CAN)
async def test_r60b_someone_who_can_help_me_asks_for_a_person(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R60B_FRIEND_WHO_CAN)) == "g1"


# Round 60c (blind103).

# "nah, not that seat, no", "no, not that booking, nope": after a no, which one disowned and the no said again
# after it (acts.classify) refuses, as "nope, not the red one" does; "not this one, the friday one" names another.
R60C_DISOWNED_AGAIN = ["nah, not that seat, no", "no, not that booking, nope"]
R60C_OTHER_NAMED = "not this one, the friday one"

PHRASINGS += [*R60C_DISOWNED_AGAIN, R60C_OTHER_NAMED]


@pytest.mark.parametrize("said", R60C_DISOWNED_AGAIN)
async def test_r60c_one_disowned_then_no_again_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE
    assert classify(R60C_OTHER_NAMED).act is not SpeechAct.NEGATION

# "can we get connected while flying to rome", "could i get on the wifi on my way to paris": a state got (acts._MODAL_QUESTION),
# not a thing, asks whether one may; "can i get a seat to paris on friday" asks for the seat.
R60C_STATE_GOT = ["can we get connected while flying to rome", "could i get on the wifi on my way to paris"]
R60C_SEAT_GOT = "can i get a seat to paris on friday"

PHRASINGS += [*R60C_STATE_GOT, R60C_SEAT_GOT]


@pytest.mark.parametrize("said", R60C_STATE_GOT)
async def test_r60c_a_state_got_is_a_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(R60C_SEAT_GOT).act is SpeechAct.REQUEST

# "these pills need a stronger dose", "i think i need a lower dosage now": another strength needed (changes._NEW_STRENGTH)
# is a change of what is held, no refill; "i need more of my blood pressure pills" refills.
R60C_STRENGTH_NEEDED = ["these pills need a stronger dose", "i think i need a lower dosage now"]
R60C_MORE_NEEDED = "i need more of my blood pressure pills"

PHRASINGS += [*R60C_STRENGTH_NEEDED, R60C_MORE_NEEDED]


@pytest.mark.parametrize("said", R60C_STRENGTH_NEEDED)
async def test_r60c_another_strength_needed_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R60C_MORE_NEEDED)) == "g1"


# Round 60a (blind101).
# "the inhaler order can wait till after payday", "that booking can wait for now, thanks": the thing itself said to wait
# (waiting.WAITS_FIRST) puts it off and declines; "my husband can wait in the car while i pick up" asks nothing of the kind.
R60A_THING_WAITS = [(pharmacy.make_agent, "the inhaler order can wait till after payday"),
                    (ex.make_agent, "that booking can wait for now, thanks")]
R60A_SOMEONE_WAITS = "my husband can wait in the car while i pick up"

PHRASINGS += [*(s for _, s in R60A_THING_WAITS), R60A_SOMEONE_WAITS]


@pytest.mark.parametrize(("factory", "said"), R60A_THING_WAITS)
async def test_r60a_the_thing_said_to_wait_declines(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(factory, said)).decision.choice is Choice.DECLINE
    assert classify(R60A_SOMEONE_WAITS).act is not SpeechAct.NEGATION

# "we're holding off on ordering his inhaler for now", "i'm putting off booking till the summer": the doing put off, said of
# oneself (waiting.WAITS_FIRST), declines; "i'm holding off the dog, can you book me a seat to rome" puts off no doing.
R60A_HOLDING_OFF = [(pharmacy.make_agent, "we're holding off on ordering his inhaler for now"),
                    (ex.make_agent, "i'm putting off booking till the summer")]
R60A_HOLDING_SOMETHING = "i'm holding off the dog, can you book me a seat to rome"

PHRASINGS += [*(s for _, s in R60A_HOLDING_OFF), R60A_HOLDING_SOMETHING]


@pytest.mark.parametrize(("factory", "said"), R60A_HOLDING_OFF)
async def test_r60a_holding_off_the_doing_declines(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(factory, said)).decision.choice is Choice.DECLINE
    assert classify(R60A_HOLDING_SOMETHING).act is not SpeechAct.NEGATION

# "i need flea tablets for my kitten", "could i get a refill of the ear drops for my puppy": the agent's thing for an animal
# (things.ANIMALS) is the vet's, never a refill; "i need my allergy tablets for my daughter" refills.
R60A_FOR_ANIMALS = ["i need flea tablets for my kitten", "could i get a refill of the ear drops for my puppy"]
R60A_FOR_A_CHILD = "i need my allergy tablets for my daughter"

PHRASINGS += [*R60A_FOR_ANIMALS, R60A_FOR_A_CHILD]


@pytest.mark.parametrize("said", R60A_FOR_ANIMALS)
async def test_r60a_the_things_for_an_animal_are_the_vets(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R60A_FOR_A_CHILD)) == "g1"

# "has my order gone through, the card was charged but no text arrived": none came, told (refusals._NO_DETERMINER), refuses
# nothing, and whether it is ready is asked; "okay, so no refill then" still refuses.
R60A_NONE_CAME = "has my order gone through, the card was charged but no text arrived"
R60A_NO_THING = "okay, so no refill then"

PHRASINGS += [R60A_NONE_CAME, R60A_NO_THING]


async def test_r60a_none_came_refuses_nothing() -> None:
    assert classify(R60A_NONE_CAME).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R60A_NONE_CAME)) == "g2"
    assert classify(R60A_NO_THING).act is SpeechAct.NEGATION

# "can a human pick up, i'm really worried about my little one": a person asked to pick up, then a clause of the caller's
# own (people._PICKING_UP), answers the phone; "can my son pick up, i'm at work" is someone collecting.
R60A_PICK_UP_THEN = "can a human pick up, i'm really worried about my little one"
R60A_SON_PICKS_UP = "can my son pick up, i'm at work"

PHRASINGS += [R60A_PICK_UP_THEN, R60A_SON_PICKS_UP]


async def test_r60a_a_person_asked_to_pick_up_before_a_clause_answers_the_phone() -> None:
    understanding = await understand(pharmacy.make_agent, R60A_PICK_UP_THEN)
    assert "answer the phone" in understanding.query
    assert "g4" in [g.id for g in understanding.decision.candidates] or chosen(understanding) == "g4"
    assert "answer the phone" not in (await understand(pharmacy.make_agent, R60A_SON_PICKS_UP)).query

# "is there a late night, i'd come after the school run with the kids", "what hours do you keep on a saturday, we've got
# swimming lessons in the morning": a question, then the caller's own circumstances (told_after.py), asks the question alone;
# "can you book me on the friday flight to rome, i'm flying with my son" still books.
R60A_ASKED_THEN_TOLD = ["is there a late night, i'd come after the school run with the kids",
                        "what hours do you keep on a saturday, we've got swimming lessons in the morning"]
R60A_BOOKED_THEN_TOLD = "can you book me on the friday flight to rome, i'm flying with my son"

PHRASINGS += [*R60A_ASKED_THEN_TOLD, R60A_BOOKED_THEN_TOLD]


@pytest.mark.parametrize("said", R60A_ASKED_THEN_TOLD)
async def test_r60a_a_question_then_why_asks_the_question(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert chosen(await understand(ex.make_agent, R60A_BOOKED_THEN_TOLD)) == "g1"

# "i'd like the air miles for yesterday's flight to rome": a time said as whose ("yesterday's") is no passenger's name
# (extract_names._TIMES), so round 59c's past flight (things._GONE) says which flight, and nothing is booked;
# "can you book me a seat on tomorrow's flight to rome" still books.
R60A_YESTERDAYS = "i'd like the air miles for yesterday's flight to rome"
R60A_TOMORROWS = "can you book me a seat on tomorrow's flight to rome"

PHRASINGS += [R60A_YESTERDAYS, R60A_TOMORROWS]


async def test_r60a_a_time_said_as_whose_is_no_name_and_books_nothing() -> None:
    understanding = await understand(ex.make_agent, R60A_YESTERDAYS)
    assert "yesterday's" in understanding.query
    assert chosen(understanding) != "g1"
    assert chosen(await understand(ex.make_agent, R60A_TOMORROWS)) == "g1"

# Round 61b (blind105).
from voice_agent.engine.restarts import repaired as r61b_repaired  # noqa: E402

# "the qantas q f 9 to perth on monday for noor haddad then, as we agreed": the earlier talk pointed to (changes._NOT_TOLD)
# tells no story, and nor does a time in what someone said to do ("she told me to ring back once we had ..."); so the
# flight is asked for. "we agreed a price and i got charged twice" still tells what happened.
R61B_POINTED_BACK = ["the qantas q f 9 to perth on monday for noor haddad then, as we agreed",
                     "the nurse told me to phone again once we had the new dates, so i'd like two seats on the q f 9 to perth"]
R61B_STILL_TOLD = "we agreed a price on monday and i got charged twice"

PHRASINGS += [*R61B_POINTED_BACK, R61B_STILL_TOLD]


@pytest.mark.parametrize("said", R61B_POINTED_BACK)
def test_r61b_the_earlier_talk_pointed_to_tells_no_story(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST
    assert classify(R61B_STILL_TOLD).act is SpeechAct.REPORT

# "just following up on the other day, please go ahead and reorder the eye drops for my husband": the doing asked for in so
# many words (acts._GO_ON) after the story of last time is a request, not a follow-up question; "should we go ahead and
# reorder the eye drops or wait" asks whether to.
R61B_GO_AHEAD = ["just following up on the other day, please go ahead and reorder the eye drops for my husband",
                 "ringing back as promised, go ahead with the q f 9 to perth on monday for noor haddad"]
R61B_WHETHER_TO = "should we go ahead and reorder the eye drops or wait"

PHRASINGS += [*R61B_GO_AHEAD, R61B_WHETHER_TO]


@pytest.mark.parametrize("said", R61B_GO_AHEAD)
def test_r61b_go_ahead_after_the_story_requests(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST
    assert classify(R61B_WHETHER_TO).act is not SpeechAct.REQUEST

# "i rang this morning and got cut off, can you renew my eye drops": the call and its cutting off told together
# (restarts._CUT) are left behind; "i rang this morning and nobody answered, ..." is a complaint kept.
R61B_CUT_CALL = "i rang this morning and got cut off, can you renew my eye drops"
R61B_UNANSWERED = "i rang this morning and nobody answered, can you renew my eye drops"

PHRASINGS += [R61B_CUT_CALL, R61B_UNANSWERED]


def test_r61b_a_call_cut_off_is_left_behind() -> None:
    assert r61b_repaired(R61B_CUT_CALL) == "can you renew my eye drops"
    assert r61b_repaired(R61B_UNANSWERED) == R61B_UNANSWERED

# "i got a message the fare dropped so get me on it for the ninth": the story, then told to do it (changes._ASKED_AFTER),
# asks for it; "i got bumped off the late one to perth" still tells what happened.
R61B_SO_GET_ME_ON = "i got a message that the fare dropped on the q f 9 so get me on it for the ninth, name noor haddad"
R61B_BUMPED = "i got bumped off the late one to perth"

PHRASINGS += [R61B_SO_GET_ME_ON, R61B_BUMPED]


def test_r61b_told_to_do_it_after_the_story_requests() -> None:
    assert classify(R61B_SO_GET_ME_ON).act is SpeechAct.REQUEST
    assert classify(R61B_BUMPED).act is SpeechAct.REPORT

# "the order from monday, no tuesday, is it ready": a day put right at once by another (restarts._day_retold) is no "no",
# and the question is asked; "monday, no, i can't make it" is left as it was.
R61B_DAY_RETOLD = "the eye drops from monday, no tuesday, are they ready yet"
R61B_DAY_THEN_NO = "monday, no, i can't make it"

PHRASINGS += [R61B_DAY_RETOLD, R61B_DAY_THEN_NO]


async def test_r61b_a_day_put_right_is_no_refusal() -> None:
    assert r61b_repaired(R61B_DAY_RETOLD) == "the eye drops from tuesday, are they ready yet"
    assert r61b_repaired(R61B_DAY_THEN_NO) == R61B_DAY_THEN_NO
    understanding = await understand(pharmacy.make_agent, R61B_DAY_RETOLD)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2"

# "we didn't follow it on the leaflet, how does the points scheme work": not following (refusals.MISHEARD) refuses nothing; "i don't
# want it, how much was it" still refuses.
R61B_NOT_FOLLOWED = ["we didn't follow it on the leaflet, how does the points scheme work", "i didn't follow how the repeats run, what happens when i ring"]
R61B_NOT_WANTED = "i don't want it, how much was it"

PHRASINGS += [*R61B_NOT_FOLLOWED, R61B_NOT_WANTED]


@pytest.mark.parametrize("said", R61B_NOT_FOLLOWED)
def test_r61b_not_following_refuses_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION
    assert classify(R61B_NOT_WANTED).act is SpeechAct.NEGATION

# "could you renew a prescription without a phone call first": "you" said of anyone, a thing had doing without a step
# (allowed.ANYONE_WITHOUT), asks what is allowed and refills nothing; "could you renew me a prescription without ..." asks it.
R61B_ANYONE_WITHOUT = ["could you renew a prescription without a phone call first", "can you buy an open return without giving a date"]
R61B_MINE_WITHOUT = "could you renew me a prescription without a phone call first"

PHRASINGS += [*R61B_ANYONE_WITHOUT, R61B_MINE_WITHOUT]


@pytest.mark.parametrize("said", R61B_ANYONE_WITHOUT)
def test_r61b_anyone_doing_without_asks_what_is_allowed(said: str) -> None:
    assert classify(said) == Act(SpeechAct.QUESTION, PERMISSION)
    assert classify(R61B_MINE_WITHOUT).act is SpeechAct.REQUEST


# Round 61c (blind106).
# "i was thinking of booking but first, do you fly to rome from leeds", "we'd like to fly out friday, but before that, what's the
# baggage allowance": a plan said first, then what comes first (asking.planned_first), is what the caller asks now; it books
# nothing. "i was thinking of booking a flight to rome for friday" still books.
R61C_PLANNED_FIRST = ["i was thinking of booking but first, do you fly to rome from leeds",
                      "we'd like to fly out friday, but before that, what's the baggage allowance"]
R61C_PLANNED_ONLY = "i was thinking of booking a flight to rome for friday"

PHRASINGS += [*R61C_PLANNED_FIRST, R61C_PLANNED_ONLY]


@pytest.mark.parametrize("said", R61C_PLANNED_FIRST)
async def test_r61c_a_plan_then_what_comes_first_is_asked(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert chosen(await understand(ex.make_agent, R61C_PLANNED_ONLY)) == "g1"

# "oh hello there, is this the pharmacy on the corner", "um hello there, is that the airline": a hesitation before the greeting
# (address.HESITATIONS, acts._greeted) leaves it a greeting of its own; what follows asks whom one has reached, no one asked for.
# "oh hello there, a pharmacist please" still asks for one.
R61C_GREETED = [(pharmacy.make_agent, "oh hello there, is this the pharmacy on the corner"), (ex.make_agent, "um hello there, is that the airline")]
R61C_GREETED_ASKING = "oh hello there, a pharmacist please"

PHRASINGS += [*(s for _, s in R61C_GREETED), R61C_GREETED_ASKING]


@pytest.mark.parametrize(("factory", "said"), R61C_GREETED)
async def test_r61c_a_hesitation_before_a_greeting_leaves_it_a_greeting(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(factory, said)) is None
    assert chosen(await understand(pharmacy.make_agent, R61C_GREETED_ASKING)) == "g4"

# "hmm, on second thought, leave it for now", "oh, thinking about it, skip the repeat this month": a mind changed, said first
# (acts._MIND_CHANGED), then leaving or skipping it in a clause of its own, declines; "hmm, leave the blue one, i want the
# red one" says which one.
R61C_MIND_CHANGED = ["hmm, on second thought, leave it for now", "oh, thinking about it, skip the repeat this month"]
R61C_WHICH_ONE = "hmm, leave the blue one, i want the red one"

PHRASINGS += [*R61C_MIND_CHANGED, R61C_WHICH_ONE]


@pytest.mark.parametrize("said", R61C_MIND_CHANGED)
async def test_r61c_a_mind_changed_then_left_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE
    assert classify(R61C_WHICH_ONE).act is not SpeechAct.NEGATION

# "the repeat isn't needed right now", "nah, the seat isn't needed for now": the thing said not needed, for now
# (refusals.NO_NEEDED, _AFTER_NO), refuses; "is a refill needed right now" asks.
R61C_NOT_NEEDED_NOW = [(pharmacy.make_agent, "the repeat isn't needed right now"), (ex.make_agent, "nah, the seat isn't needed for now")]
R61C_NEEDED_NOW = "is a refill needed right now"

PHRASINGS += [*(s for _, s in R61C_NOT_NEEDED_NOW), R61C_NEEDED_NOW]


@pytest.mark.parametrize(("factory", "said"), R61C_NOT_NEEDED_NOW)
async def test_r61c_the_thing_not_needed_for_now_declines(factory: Callable[[], va.Agent], said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(factory, said)).decision.choice is Choice.DECLINE
    assert classify(R61C_NEEDED_NOW).act is SpeechAct.QUESTION

# "a real human if you've got one", "a pharmacist if there's anybody about": whether there is one, closing the turn
# (naming._IF_HAD), is no part of what is asked; the person is asked for. "if there's a seat, book me on it" keeps its condition.
R61C_IF_HAD = ["a real human if you've got one", "a pharmacist if there's anybody about"]
R61C_IF_FIRST = "if there's a seat, book me on it"

PHRASINGS += [*R61C_IF_HAD, R61C_IF_FIRST]


@pytest.mark.parametrize("said", R61C_IF_HAD)
async def test_r61c_whether_there_is_one_closing_the_turn_is_left_out(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert " if " not in f" {understanding.query} "
    assert chosen(understanding) == "g4"
    assert "if there's a seat" in (await understand(ex.make_agent, R61C_IF_FIRST)).query

# "have you got a pharmacist there i could ask", "do you have anybody we can talk to": whether the agent has someone one may
# speak to (asking.had_someone) asks for them, as "is there someone i can speak to" does; "have you got a leaflet i could
# read" asks about a thing.
R61C_HAD_SOMEONE = ["have you got a pharmacist there i could ask", "do you have anybody we can talk to"]
R61C_HAD_A_THING = "have you got a leaflet i could read"

PHRASINGS += [*R61C_HAD_SOMEONE, R61C_HAD_A_THING]


@pytest.mark.parametrize("said", R61C_HAD_SOMEONE)
async def test_r61c_whether_the_agent_has_someone_to_speak_to_asks_for_them(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert classify(R61C_HAD_A_THING).act is SpeechAct.QUESTION


# Round 61a (blind104).
# "her levothyroxine's due again", "my salbutamol's empty": the thing said due for more, or empty (cancels._RUN_SHORT,
# naming._IS_AFTER), is a need, as running out is; "my baby's due in june, are these safe" refills nothing.
R61A_DUE_OR_EMPTY = ["her levothyroxine's due again", "the salbutamol's completely empty, for mrs okoro"]
R61A_DUE_WHEN = "my baby's due in june, are these tablets safe"

PHRASINGS += [*R61A_DUE_OR_EMPTY, R61A_DUE_WHEN]


@pytest.mark.parametrize("said", R61A_DUE_OR_EMPTY)
async def test_r61a_the_thing_due_or_empty_is_a_need(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1"
    assert chosen(await understand(pharmacy.make_agent, R61A_DUE_WHEN)) != "g1"

# "we're alright for the moment, ta": content for a while, said alone with thanks (refusals._CONTENT), declines;
# "i'm alright, can i book the friday flight" still books.
R61A_CONTENT_FOR_NOW = ["we're alright for the moment, ta", "i'm okay for now thank you"]

PHRASINGS += [*R61A_CONTENT_FOR_NOW]


@pytest.mark.parametrize("said", R61A_CONTENT_FOR_NOW)
async def test_r61a_content_for_now_with_thanks_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE

# "could i have a chat with whoever's at the desk": whoever is reached is someone there, the agent's (people._WHOEVER);
# "i'd like to go through my new inhaler with someone qualified": someone qualified is the agent's own, and a thing
# qualified by another word is no other service's when such a person is asked for (understand._decide).
R61A_WHOEVER = "could i have a chat with whoever's at the desk"
R61A_QUALIFIED = "i'd like to go over my hayfever medication with somebody qualified"

PHRASINGS += [R61A_WHOEVER, R61A_QUALIFIED]


async def test_r61a_whoever_or_someone_qualified_is_the_agents_person() -> None:
    assert chosen(await understand(pharmacy.make_agent, R61A_WHOEVER)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R61A_QUALIFIED)) == "g4"

# "everything booked? booking reference k t four four two": whether it is done, asked alone, then only the reference or
# the name given after it (done._GIVEN_AFTER), asks it; "can you book me on the friday flight? name's ..." still books.
R61A_DONE_THEN_REF = ["everything booked? booking reference k t four four two", "seats sorted? surname's patel"]
R61A_BOOK_THEN_NAME = "can you book me on the friday flight to rome? name's joe bloggs"

PHRASINGS += [*R61A_DONE_THEN_REF, R61A_BOOK_THEN_NAME]


@pytest.mark.parametrize("said", R61A_DONE_THEN_REF)
async def test_r61a_done_asked_then_a_reference_asks_it(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, said)) == "g2"
    assert chosen(await understand(ex.make_agent, R61A_BOOK_THEN_NAME)) == "g1"

# "when's the earliest you open with the weather as it is": what is going on, told after the question
# (restarts._GOING_ON_AFTER), is read past; the question is what is asked.
R61A_GOING_ON_AFTER = "when's the earliest you open with the weather as it is"

PHRASINGS += [R61A_GOING_ON_AFTER]


async def test_r61a_what_is_going_on_told_after_a_question_is_read_past() -> None:
    understanding = await understand(pharmacy.make_agent, R61A_GOING_ON_AFTER)
    assert "weather" not in understanding.query
    assert chosen(understanding) == "g3"

# "nope, not the early one, the one after": a no said before the one corrected (acts.classify) refuses nothing;
# "nope, not the early one" still declines.
R61A_NO_THEN_CORRECTED = "nope, not the early one, the one after"
R61A_NO_THEN_DISOWNED = "nope, not the early one"

PHRASINGS += [R61A_NO_THEN_CORRECTED, R61A_NO_THEN_DISOWNED]


async def test_r61a_a_no_before_the_one_corrected_refuses_nothing() -> None:
    assert classify(R61A_NO_THEN_CORRECTED).act is not SpeechAct.NEGATION
    assert classify(R61A_NO_THEN_DISOWNED).act is SpeechAct.NEGATION

# "nah, leave them alone for today": left be for a day or for the time being (acts._LEAVE_IT) declines.
R61A_LEFT_BE_A_WHILE = ["nah, leave them alone for today", "no, let those be for the time being"]

PHRASINGS += [*R61A_LEFT_BE_A_WHILE]


@pytest.mark.parametrize("said", R61A_LEFT_BE_A_WHILE)
async def test_r61a_left_be_for_a_while_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE

# Round 62a.
# "could a colleague use my booking if i'm off sick": one who would stand in for the caller, using the caller's
# own thing (people._STANDS_IN), is asked about, not asked for; "could a colleague look at my booking" still hands over.
R62A_STANDS_IN = ["could a colleague use my booking if i'm off sick", "could a colleague have my seat on friday"]
R62A_COLLEAGUE_ASKED = "could a colleague look at my booking"

PHRASINGS += [*R62A_STANDS_IN, R62A_COLLEAGUE_ASKED]


@pytest.mark.parametrize("said", R62A_STANDS_IN)
async def test_r62a_someone_standing_in_for_the_caller_is_asked_about_not_for(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) != "g3"
    assert chosen(await understand(ex.make_agent, R62A_COLLEAGUE_ASKED)) == "g3"

# "has my repeat come in yet, we're passing on the drive home": passing on one's way (refusals.FORGO) is going by,
# nothing forgone; "we're passing on the repeat this month" still declines.
R62A_PASSING_BY = "has my repeat come in yet, we're passing on the drive home"
R62A_PASSING_ON_IT = "we're passing on the repeat this month"

PHRASINGS += [R62A_PASSING_BY, R62A_PASSING_ON_IT]


async def test_r62a_passing_on_the_way_refuses_nothing() -> None:
    assert classify(R62A_PASSING_BY).act is not SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R62A_PASSING_BY)) == "g2"
    assert classify(R62A_PASSING_ON_IT).act is SpeechAct.NEGATION

# "turns out the seat isn't needed": the thing found out not to be needed (refusals.NO_NEEDED) refuses it, as
# "the seat isn't needed" does; "turns out the seat is needed after all" refuses nothing.
R62A_FOUND_NOT_NEEDED = "turns out the seat isn't needed"
R62A_FOUND_NEEDED = "turns out the seat is needed after all"

PHRASINGS += [R62A_FOUND_NOT_NEEDED, R62A_FOUND_NEEDED]


async def test_r62a_found_out_not_needed_declines() -> None:
    assert classify(R62A_FOUND_NOT_NEEDED).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R62A_FOUND_NOT_NEEDED)).decision.choice is Choice.DECLINE
    assert classify(R62A_FOUND_NEEDED).act is not SpeechAct.NEGATION

# "could you confirm the lisbon trip went through": asked to confirm (done._CHECKING) that the thing went through
# asks whether it is done; "could you confirm the lisbon trip for me" is not read as asking whether.
R62A_CONFIRM_WENT_THROUGH = "could you confirm the lisbon trip went through"
R62A_CONFIRM_THE_TRIP = "could you confirm the lisbon trip for me"

PHRASINGS += [R62A_CONFIRM_WENT_THROUGH, R62A_CONFIRM_THE_TRIP]


async def test_r62a_confirming_it_went_through_asks_whether_it_is_done() -> None:
    assert classify(R62A_CONFIRM_WENT_THROUGH).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R62A_CONFIRM_WENT_THROUGH)) == "g2"
    assert classify(R62A_CONFIRM_THE_TRIP).act is not SpeechAct.QUESTION


# "please confirm our places on the nine fifteen to oslo are really booked": asked to confirm that the thing, told at
# length, is done (done._CHECKED) asks whether it is, and books nothing; "please book me a seat on the nine fifteen
# flight to oslo" still books.
R62C_CONFIRM_DONE = "please confirm our places on the nine fifteen to oslo are really booked"
R62C_BOOK_PLACES = "please book me a seat on the nine fifteen flight to oslo"

PHRASINGS += [R62C_CONFIRM_DONE, R62C_BOOK_PLACES]


async def test_r62c_asked_to_confirm_it_is_booked_asks_the_status() -> None:
    assert classify(R62C_CONFIRM_DONE).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R62C_CONFIRM_DONE)) == "g2"
    assert chosen(await understand(ex.make_agent, R62C_BOOK_PLACES)) == "g1"

# "could you get his ramipril as capsules from now on": the thing held, wanted in another form from here on
# (changes._NEW_FORM), is a change to it and starts no refill; "could you get his ramipril ready" still refills.
R62C_NEW_FORM = "could you get his ramipril as capsules from now on"
R62C_SAME_FORM = "could you get his ramipril ready for friday"

PHRASINGS += [R62C_NEW_FORM, R62C_SAME_FORM]


async def test_r62c_a_held_thing_wanted_in_another_form_from_now_on_is_a_change() -> None:
    assert classify(R62C_NEW_FORM).act is SpeechAct.CHANGE
    assert chosen(await understand(pharmacy.make_agent, R62C_NEW_FORM)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R62C_SAME_FORM)) == "g1"

# "let me mull it over till payday", "hang on until the wedding date is fixed, i'll make up my mind then": the choice
# kept back a while, or made after an event waited on (waiting.WAITS_FIRST), declines; "wait till i check my diary,
# then book it" asks for nothing refused.
R62C_KEPT_BACK = ["let me mull it over till payday", "hang on until the wedding date is fixed, i'll make up my mind then"]
R62C_WAIT_THEN_DO = "wait till i check my diary, then book it"

PHRASINGS += [*R62C_KEPT_BACK, R62C_WAIT_THEN_DO]


@pytest.mark.parametrize("said", R62C_KEPT_BACK)
async def test_r62c_a_choice_kept_back_till_later_declines(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE
    assert classify(R62C_WAIT_THEN_DO).act is not SpeechAct.NEGATION

# "we're happy without talking to a pharmacist thanks": fine without the speaking to someone (refusals.FORGO) declines the
# person as fine without the person does; "i'm not happy without talking to a pharmacist" still asks for one.
R62C_FINE_WITHOUT_TALKING = "we're happy without talking to a pharmacist thanks"
R62C_NOT_HAPPY_WITHOUT = "i'm not happy without talking to a pharmacist"

PHRASINGS += [R62C_FINE_WITHOUT_TALKING, R62C_NOT_HAPPY_WITHOUT]


async def test_r62c_fine_without_speaking_to_someone_declines() -> None:
    assert classify(R62C_FINE_WITHOUT_TALKING).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R62C_FINE_WITHOUT_TALKING)).decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R62C_NOT_HAPPY_WITHOUT)).decision.choice is not Choice.DECLINE


# "i'd like somebody to confirm the booking went through": anyone asked only to see that what the caller holds is in
# order or gone through (people._in_order) asks the agent's check of it, its status; "i'd like somebody to explain the
# luggage rules" still hands over.
R62B_IN_ORDER = "my son booked our seats and i'd like somebody to confirm the booking went through"
R62B_EXPLAINED = "my son booked our seats and i'd like somebody to explain the luggage rules"

PHRASINGS += [R62B_IN_ORDER, R62B_EXPLAINED]


async def test_r62b_someone_to_make_sure_it_is_in_order_asks_the_status() -> None:
    assert chosen(await understand(ex.make_agent, R62B_IN_ORDER)) == "g2"
    assert chosen(await understand(ex.make_agent, R62B_EXPLAINED)) == "g3"

# "we forgot, we need ...": the caller's own lapse, nothing forgotten named after it (changes._LAPSED), tells no thing's
# fate; what follows is asked. "we forgot our umbrella on the plane" still tells what happened.
R62B_LAPSE = "we forgot, we need two seats to dublin on monday"
R62B_LEFT_BEHIND = "we forgot our umbrella on the plane"

PHRASINGS += [R62B_LAPSE, R62B_LEFT_BEHIND]


async def test_r62b_a_lapse_told_before_the_asking_is_no_report() -> None:
    assert classify(R62B_LAPSE).act is SpeechAct.REQUEST
    assert chosen(await understand(ex.make_agent, R62B_LAPSE)) == "g1"
    assert classify(R62B_LEFT_BEHIND).act is SpeechAct.REPORT

# "my dentist says a break would do me good, so book me a seat ...": someone's advice closing on ", so" before the
# asking (restarts._advised) says why; the adviser's calling is no service asked for. The advice alone books nothing.
R62B_ADVISED = "my dentist says a break would do me good, so book me a seat on the saturday flight to nice"
R62B_ADVICE_ALONE = "my dentist says a break would do me good"

PHRASINGS += [R62B_ADVISED, R62B_ADVICE_ALONE]


async def test_r62b_advice_then_so_and_the_asking_is_read_from_the_asking() -> None:
    assert chosen(await understand(ex.make_agent, R62B_ADVISED)) == "g1"
    assert chosen(await understand(ex.make_agent, R62B_ADVICE_ALONE)) is None

# "could we get it renewed": had done to it (a participle after "it", done._COLLECT) asks for it, not whether it can be
# collected; "could we get it on thursday" still asks whether it can be.
R62B_GOT_DONE = "my nan's inhaler is nearly gone, could we get it renewed"
R62B_GOT_ON_A_DAY = "my nan's inhaler, could we get it on thursday"

PHRASINGS += [R62B_GOT_DONE, R62B_GOT_ON_A_DAY]


async def test_r62b_getting_it_done_asks_for_it_not_to_collect_it() -> None:
    assert classify(R62B_GOT_DONE).act is SpeechAct.REQUEST
    assert chosen(await understand(pharmacy.make_agent, R62B_GOT_DONE)) == "g1"
    assert classify(R62B_GOT_ON_A_DAY).act is SpeechAct.QUESTION

# "i feel dreadful, the pharmacist": after what the caller tells, one of the agent's people (or of a trade in -ist)
# named alone in the last clause (available.people_alone) is asked for; "i feel dreadful" alone is still a remark.
R62B_PERSON_CLOSING = "i feel dreadful, the pharmacist"
R62B_FEELING_ALONE = "i feel dreadful"

PHRASINGS += [R62B_PERSON_CLOSING, R62B_FEELING_ALONE]


async def test_r62b_a_person_named_alone_closing_the_turn_is_asked_for() -> None:
    assert not classify(R62B_PERSON_CLOSING).remark
    assert chosen(await understand(pharmacy.make_agent, R62B_PERSON_CLOSING)) == "g4"
    assert classify(R62B_FEELING_ALONE).remark

# Round 63a.
# "the X's not what i'm ringing about": the thing first, then "'s not" / "'re not" what one rings about
# (refusals._NOT_WHY_RANG) disowns it, as "isn't" does; said without the not, it is what the caller rings about.
R63A_NOT_WHY_RANG = "my prescription's not what i'm calling about"
R63A_WHY_RANG = "my prescription's what i'm calling about"

PHRASINGS += [R63A_NOT_WHY_RANG, R63A_WHY_RANG]


async def test_r63a_the_thing_then_s_not_what_one_rings_about_disowns_it() -> None:
    assert classify(R63A_NOT_WHY_RANG).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R63A_NOT_WHY_RANG)).decision.choice is Choice.DECLINE
    assert classify(R63A_WHY_RANG).act is not SpeechAct.NEGATION

# "..., could we come and take it this afternoon": taking it after coming for it (done._COLLECT) asks whether it
# can be collected, as coming to get it does; taking it with something, no coming, is not collecting.
R63A_COME_TAKE = "i sent in for my ramipril on friday, could we come and take it this afternoon"
R63A_TAKE_WITH = "i sent in for my ramipril on friday, could we take it with grapefruit juice"

PHRASINGS += [R63A_COME_TAKE, R63A_TAKE_WITH]


async def test_r63a_coming_to_take_it_asks_whether_it_can_be_collected() -> None:
    assert classify(R63A_COME_TAKE).cue == COLLECTABLE
    assert chosen(await understand(pharmacy.make_agent, R63A_COME_TAKE)) == "g2"
    assert classify(R63A_TAKE_WITH).cue != COLLECTABLE

# "nah, absolutely not the aisle one": a "not" made sure of ("definitely", "certainly", "absolutely") leads the
# refusal as a bare "not" does (acts._NOT_LEAD, _CORRECTED); another one named after it still corrects which one.
R63A_SURE_NOT = "nah, absolutely not the aisle one"
R63A_SURE_NOT_CORRECTED = "nah, absolutely not the aisle one, the window one"

PHRASINGS += [R63A_SURE_NOT, R63A_SURE_NOT_CORRECTED]


async def test_r63a_a_not_made_sure_of_refuses_as_a_bare_not() -> None:
    assert classify(R63A_SURE_NOT).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R63A_SURE_NOT)).decision.choice is Choice.DECLINE
    assert classify(R63A_SURE_NOT_CORRECTED).act is not SpeechAct.NEGATION

# "we don't need the chemist, just our usual amlodipine, ...": after another thing refused by name, "just" and the
# thing alone closing its clause (instead._ONLY_NAMED) is what is asked for; after a bare "no thanks" it keeps the no.
R63A_ONLY_NAMED = "we don't need the chemist, just our usual amlodipine, for joan"
R63A_BARE_NO_ONLY = "no ta, just the one"

PHRASINGS += [R63A_ONLY_NAMED, R63A_BARE_NO_ONLY]


async def test_r63a_just_the_thing_after_another_refused_asks_for_it() -> None:
    assert chosen(await understand(pharmacy.make_agent, R63A_ONLY_NAMED)) == "g1"
    assert (await understand(ex.make_agent, R63A_BARE_NO_ONLY)).decision.choice is Choice.DECLINE


# Round 63b.
# "the booking's code is x, is it active": whether what is held still stands, asked of "it" or "they" in a clause of its
# own once a clause before names what is held (booked._IT_STANDS, _HELD_NAMED): "live", "valid", "in force" need no "still";
# it asks the status and books nothing. Asked of "it" about anything else ("is it windy there") is no such question.
R63B_IT_STANDS = "our reservation code's d k five, is it live then"
R63B_IT_WINDY = "our reservation code's d k five, is it windy there then"

PHRASINGS += [R63B_IT_STANDS, R63B_IT_WINDY]


async def test_r63b_whether_it_still_stands_after_the_thing_named_asks_the_status() -> None:
    assert classify(R63B_IT_STANDS).cue == ON_IT
    assert chosen(await understand(ex.make_agent, R63B_IT_STANDS)) == "g2"
    assert classify(R63B_IT_WINDY).cue != ON_IT

# "no, we still have X according to the chart": after a no, what the agent would give, still had, refuses it when the
# caller says where they read it (the "still have" of a no's answers in `refusals`, in place). Without the no it is still a remark.
R63B_STILL_HAD_AS_READ = "no, we still have a full tin according to the chart"
R63B_STILL_HAD_NO_NO = "we still have a full tin according to the chart"

PHRASINGS += [R63B_STILL_HAD_AS_READ, R63B_STILL_HAD_NO_NO]


async def test_r63b_still_had_as_read_after_a_no_declines() -> None:
    assert classify(R63B_STILL_HAD_AS_READ).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R63B_STILL_HAD_AS_READ)).decision.choice is Choice.DECLINE
    assert classify(R63B_STILL_HAD_NO_NO).remark

# "the sticker on the tub says r x ..., ...": the frame saying what the caller reads from (read_from.read_past) says only
# where the words after it are read: they are matched alone, and the thing read from is no service. A person's word
# ("the pharmacist says ...") keeps its frame, and so does a frame with one word after it.
R63B_READ_FROM = "the sticker on the tub says r x five five one, ramipril, it's nearly out, for kay moss"
R63B_PERSON_SAYS = "the pharmacist says r x five five one"
R63B_READ_ONE_WORD = "the sticker says nothing"

PHRASINGS += [R63B_READ_FROM, R63B_PERSON_SAYS, R63B_READ_ONE_WORD]


async def test_r63b_what_is_read_from_is_matched_without_its_frame() -> None:
    assert chosen(await understand(pharmacy.make_agent, R63B_READ_FROM)) == "g1"
    assert repaired(R63B_PERSON_SAYS) == R63B_PERSON_SAYS
    assert repaired(R63B_READ_ONE_WORD) == R63B_READ_ONE_WORD


# Round 63c. A person set apart from the machine or fit to answer ("a trained person"), opening the turn after "a" and
# wanted on the line or the phone (people._human, _opens, _ON_LINE), is asked for; asked whether one is needed, no one is.
R63C_FIT_ONE = "a trained person on the phone please"
R63C_ONE_NEEDED = "is a qualified person needed to sign my form"

PHRASINGS += [R63C_FIT_ONE, R63C_ONE_NEEDED]


async def test_r63c_a_person_fit_to_answer_wanted_on_the_line_is_a_handoff() -> None:
    assert chosen(await understand(pharmacy.make_agent, R63C_FIT_ONE)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R63C_ONE_NEEDED)) != "g4"

# "..., what state is it in", "what stage is the oslo one at": the state a held thing is in, asked (naming.STATE_ASKED,
# done.asked_done) is the status check; "what state is the airport in" asks no thing's state.
R63C_STATE = "seats on ref z two k nine p four, what state's that in"
R63C_PLACE_STATE = "what state is the airport in"

PHRASINGS += [R63C_STATE, R63C_PLACE_STATE]


async def test_r63c_the_state_a_held_thing_is_in_asks_the_status() -> None:
    assert classify(R63C_STATE).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R63C_STATE)) == "g2"
    assert chosen(await understand(ex.make_agent, R63C_PLACE_STATE)) != "g2"

# "anything waiting for priya okafor": something held for someone and ready, asked of "anything" (asking.FOLLOW_UPS),
# asks whether it is done; "anything waiting for me", naming nothing of the agent's, stays the engine's own.
R63C_WAITING_FOR = "anything waiting for priya okafor"
R63C_WAITING_FOR_ME = "anything waiting for me"

PHRASINGS += [R63C_WAITING_FOR, R63C_WAITING_FOR_ME]


async def test_r63c_anything_waiting_for_someone_asks_whether_it_is_ready() -> None:
    assert chosen(await understand(pharmacy.make_agent, R63C_WAITING_FOR)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R63C_WAITING_FOR_ME)) != "g2"

# "nah, pass then": "pass" after a no, the whole turn (refusals.LEFT_AS_IT_IS), declines; "nope, pass me to someone"
# still asks to be put through.
R63C_NAH_PASS = "nah, pass then"
R63C_PASS_ME_ON = "nope, pass me to someone"

PHRASINGS += [R63C_NAH_PASS, R63C_PASS_ME_ON]


async def test_r63c_pass_after_a_no_declines() -> None:
    assert (await understand(ex.make_agent, R63C_NAH_PASS)).decision.choice is Choice.DECLINE
    assert chosen(await understand(ex.make_agent, R63C_PASS_ME_ON)) == "g3"

# "is there a person there, i think ...": one of the people asked to be there, then why in a clause of its own
# (people._consulted), asks for them; "is there a person there" alone only asks whether anyone is on the line.
R63C_PERSON_THERE = "is there a person there, i think i took my evening tablets twice"
R63C_ANYONE_ON_THE_LINE = "is there a person there"

PHRASINGS += [R63C_PERSON_THERE, R63C_ANYONE_ON_THE_LINE]


async def test_r63c_a_person_there_then_why_is_a_handoff() -> None:
    assert chosen(await understand(pharmacy.make_agent, R63C_PERSON_THERE)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R63C_ANYONE_ON_THE_LINE)) != "g4"

# "put me through to the repeats lady": one of the staff by what they do and a word for a man or a woman, put through to
# (people._put_to_one), is a handoff; "the lady said my tablets were ready" still asks whether they are.
R63C_PUT_TO_ONE = "put me through to the repeats lady please"
R63C_LADY_SAID = "the lady said my tablets were ready"

PHRASINGS += [R63C_PUT_TO_ONE, R63C_LADY_SAID]


async def test_r63c_put_through_to_the_man_or_woman_who_does_it_is_a_handoff() -> None:
    assert chosen(await understand(pharmacy.make_agent, R63C_PUT_TO_ONE)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R63C_LADY_SAID)) == "g2"

# Round 64a.
# "take the X off, someone else is getting it": a clause opened by taking the thing off and closed by "off"
# (cancels._OFF_CLAUSE) calls it off, whatever the clause after says; the thing taken, not off, is still asked for.
R64A_OFF_THEN_WHY = "take the omeprazole off please, my sister brings it over"
R64A_TAKEN_NOT_OFF = "take the omeprazole tablets, my sister will bring the form"

PHRASINGS += [R64A_OFF_THEN_WHY, R64A_TAKEN_NOT_OFF]


async def test_r64a_taken_off_closing_its_clause_cancels() -> None:
    assert classify(R64A_OFF_THEN_WHY).act is SpeechAct.CANCEL
    assert chosen(await understand(pharmacy.make_agent, R64A_OFF_THEN_WHY)) is None
    assert classify(R64A_TAKEN_NOT_OFF).act is not SpeechAct.CANCEL

# "a repeat of my fit note", "a copy of the doctor's letter": a paper asked for again (things._PAPER_AGAIN) is that
# paper, no refill; "a repeat of my prescription form" names the agent's thing and still refills.
R64A_PAPER_AGAIN = "can you do a repeat of my fit note"
R64A_FORM_AGAIN = "i need a repeat of my prescription form"

PHRASINGS += [R64A_PAPER_AGAIN, R64A_FORM_AGAIN]


async def test_r64a_a_paper_asked_for_again_is_no_refill() -> None:
    assert chosen(await understand(pharmacy.make_agent, R64A_PAPER_AGAIN)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R64A_FORM_AGAIN)) == "g1"

# "no, we'll give travelling a miss": giving a thing a miss forgoes it whatever one word says it, a doing or a place
# (refusals.FORGO); giving the desk a call is no refusal.
R64A_GIVE_IT_A_MISS = "no, we'll give travelling a miss this summer"
R64A_GIVE_A_CALL = "we'll give the flight desk a call later"

PHRASINGS += [R64A_GIVE_IT_A_MISS, R64A_GIVE_A_CALL]


async def test_r64a_giving_a_doing_a_miss_declines() -> None:
    assert (await understand(ex.make_agent, R64A_GIVE_IT_A_MISS)).decision.choice is Choice.DECLINE
    assert (await understand(ex.make_agent, R64A_GIVE_A_CALL)).decision.choice is not Choice.DECLINE

# "if the concert gets called off, ...": another kind of thing called off in the story (cancels._OTHER_CANCELLED, now
# with "called off" and "gets") calls nothing of the caller's off; "my flight got called off" still speaks of cancelling.
R64A_OTHER_CALLED_OFF = "if the concert gets called off, do i still get money back for the flight"
R64A_FLIGHT_CALLED_OFF = "my flight got called off, can you help"

PHRASINGS += [R64A_OTHER_CALLED_OFF, R64A_FLIGHT_CALLED_OFF]


async def test_r64a_another_thing_called_off_cancels_nothing() -> None:
    assert (await understand(ex.make_agent, R64A_OTHER_CALLED_OFF)).decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R64A_FLIGHT_CALLED_OFF)).decision.choice is Choice.CANCEL

# "just checking if the spacer's there for gwen, ...": whether the thing "'s" there (or in) for someone, asked in a
# statement's order (came_in._WHETHER_IN), asks whether it is ready; "if the spacer's there" for no one stays as it was.
R64A_THERE_FOR = "just checking if the spacer's there for gwen, i'll be passing later"
R64A_THERE_ALONE = "just checking if the spacer's there"

PHRASINGS += [R64A_THERE_FOR, R64A_THERE_ALONE]


async def test_r64a_whether_it_is_there_for_someone_asks_whether_it_is_ready() -> None:
    assert chosen(await understand(pharmacy.make_agent, R64A_THERE_FOR)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R64A_THERE_ALONE)) != "g2"

# "have they actually got us down for the oslo one": whether someone has put the caller on it, in the perfect
# (booked._ON_IT), asks the status; "got us a taxi for the oslo one" puts no one on a flight.
R64A_GOT_US_DOWN = "have they actually got us down for the oslo one"
R64A_GOT_US_A_TAXI = "have they actually got us a taxi for the oslo one"

PHRASINGS += [R64A_GOT_US_DOWN, R64A_GOT_US_A_TAXI]


async def test_r64a_got_down_for_it_in_the_perfect_asks_the_status() -> None:
    assert chosen(await understand(ex.make_agent, R64A_GOT_US_DOWN)) == "g2"
    assert chosen(await understand(ex.make_agent, R64A_GOT_US_A_TAXI)) != "g2"


# Round 64b.
# "could you travel if you've just had knee surgery": "you" said of anyone on both sides of "if", a doing of the one who
# travels and a state of theirs after it (allowed.ANYONE_IF, in MAY_IF), asks what is allowed and books nothing; "could you
# travel to rome if you have seats" (the agent's having) stays a request.
R64B_ANYONE_IF = "could you travel if you've just had knee surgery"
R64B_AGENT_HAS = "could you travel to rome if you have seats"

PHRASINGS += [R64B_ANYONE_IF, R64B_AGENT_HAS]


async def test_r64b_you_of_anyone_under_a_condition_asks_what_is_allowed() -> None:
    assert classify(R64B_ANYONE_IF).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R64B_ANYONE_IF)) != "g1"
    assert classify(R64B_AGENT_HAS).act is SpeechAct.REQUEST

# "i need a bus ticket to york, ours just got cancelled": "ours" or "mine" said cancelled after another kind of thing named
# in the turn stands for it (cancels._THEIRS_CANCELLED) and calls nothing off; "ours just got cancelled" alone still does.
R64B_THEIRS_CANCELLED = "i need a bus ticket to york, ours just got cancelled"
R64B_OURS_CANCELLED = "ours just got cancelled"

PHRASINGS += [R64B_THEIRS_CANCELLED, R64B_OURS_CANCELLED]


async def test_r64b_mine_cancelled_after_another_kind_of_thing_cancels_nothing() -> None:
    assert classify(R64B_THEIRS_CANCELLED).act is not SpeechAct.CANCEL
    assert (await understand(ex.make_agent, R64B_THEIRS_CANCELLED)).decision.choice is not Choice.CANCEL
    assert classify(R64B_OURS_CANCELLED).act is SpeechAct.CANCEL

# "..., fill them again please": a thing filled again is refilled (dialect.standard, "fill" before "again"), read after a
# number put right; "fill in the form again" keeps its "fill".
R64B_FILLED_AGAIN = "reference is nine nine two, no, nine nine two four, fill them again please"
R64B_FILL_IN = "could we fill in the form again"

PHRASINGS += [R64B_FILLED_AGAIN, R64B_FILL_IN]


async def test_r64b_filled_again_is_a_refill() -> None:
    assert chosen(await understand(pharmacy.make_agent, R64B_FILLED_AGAIN)) == "g1"
    assert "fill" in words(R64B_FILL_IN) and "refill" not in words(R64B_FILL_IN)

# "..., i didn't catch it": not hearing the agent, said of "it" (refusals.MISHEARD), refuses nothing; what is asked stands.
# "i don't want it" still declines.
R64B_NOT_CAUGHT = "the lisbon seat, is it confirmed, i didn't catch it"
R64B_NOT_WANTED = "i don't want it"

PHRASINGS += [R64B_NOT_CAUGHT, R64B_NOT_WANTED]


async def test_r64b_not_catching_it_refuses_nothing() -> None:
    assert chosen(await understand(ex.make_agent, R64B_NOT_CAUGHT)) == "g2"
    assert (await understand(ex.make_agent, R64B_NOT_WANTED)).decision.choice is Choice.DECLINE

# "no, i never said a taxi, i said a flight to ...": what the caller said (or asked for), a thing named, after the thing
# they never said (instead._SAID_INSTEAD, _NEVER_SAID) is what is read; the no refuses nothing. "no thanks, i said a flight
# isn't needed" still declines.
R64B_SAID_INSTEAD = "no, we never asked for a car, we asked for a seat on the ten fifteen to oslo"
R64B_SAID_NOT_NEEDED = "no thanks, i said a flight isn't needed"

PHRASINGS += [R64B_SAID_INSTEAD, R64B_SAID_NOT_NEEDED]


async def test_r64b_what_was_said_after_what_was_never_said_is_asked() -> None:
    assert (await understand(ex.make_agent, R64B_SAID_INSTEAD)).decision.choice is not Choice.DECLINE
    assert (await understand(ex.make_agent, R64B_SAID_NOT_NEEDED)).decision.choice is Choice.DECLINE

# "hello, you broke up there, i asked if the amlodipine is ready": the caller's own earlier asking said again, and the line
# breaking up said first, are frames (asked_again.asked_again, in restarts.repaired): what follows "if" is asked, whether it
# is ready, and nothing refilled. "i asked if his inhaler's waiting for him": "'s waiting for him" after "whether" or "if"
# is there for him (naming._DONE_PHRASES). A story told after the asking ("... and you said tuesday") keeps its frame.
R64B_ASKED_AGAIN = "hello, you broke up there, i asked if the amlodipine is ready"
R64B_WAITING_SHORT = "i asked if his inhaler's waiting for him"
R64B_ASKED_AND_TOLD = "i asked whether the patches were ready and you said tuesday"

PHRASINGS += [R64B_ASKED_AGAIN, R64B_WAITING_SHORT, R64B_ASKED_AND_TOLD]


async def test_r64b_a_question_said_again_is_asked() -> None:
    assert chosen(await understand(pharmacy.make_agent, R64B_ASKED_AGAIN)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R64B_WAITING_SHORT)) == "g2"
    from voice_agent.engine.asked_again import asked_again

    assert asked_again(R64B_ASKED_AND_TOLD) == R64B_ASKED_AND_TOLD


# Round 64c. "will dad's inhaler be waiting": a thing held, there for the caller when they come, asked ahead
# (naming._DONE_PHRASES, read by done._will_be_done after a story), asks whether it is ready and orders nothing;
# "will you be waiting for my call" names no thing held.
R64C_WILL_BE_WAITING = "i work late so i'll come at eight, will tom gray's inhaler be waiting then"
R64C_YOU_WAITING = "will you be waiting for my call"

PHRASINGS += [R64C_WILL_BE_WAITING, R64C_YOU_WAITING]


async def test_r64c_will_it_be_waiting_asks_whether_it_is_ready() -> None:
    understanding = await understand(pharmacy.make_agent, R64C_WILL_BE_WAITING)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R64C_YOU_WAITING)) != "g2"

# "not booking, only asking, <a question>": not doing it, only asking, opening the turn (acts._NOT_LEAD, and
# refusals.describes_oneself after "i'm not"), refuses nothing: the question after it is asked; with nothing after it,
# "not booking, only asking" still declines.
R64C_ONLY_ASKING_FIRST = "not booking, only asking, is my rome seat confirmed"
R64C_ONLY_ASKING_SELF = "i'm not reordering, just asking, is the ramipril for jo west done"
R64C_ONLY_ASKING_ALONE = "not booking, only asking"

PHRASINGS += [R64C_ONLY_ASKING_FIRST, R64C_ONLY_ASKING_SELF, R64C_ONLY_ASKING_ALONE]


async def test_r64c_not_doing_it_only_asking_then_a_question_asks_it() -> None:
    understanding = await understand(ex.make_agent, R64C_ONLY_ASKING_FIRST)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R64C_ONLY_ASKING_SELF)) == "g2"
    assert (await understand(ex.make_agent, R64C_ONLY_ASKING_ALONE)).decision.choice is Choice.DECLINE

# "..., have i got the oslo seat": whether one holds the thing, asked with the subject after its verb in a later clause
# (naming._DONE_PHRASES; changes.report_cue reads "have i got" as no report), asks the status; "have i got the right
# number" asks which line it is.
R64C_HAVE_WE_GOT = "i'm in a rush, have we got the leeds seats"
R64C_RIGHT_NUMBER = "sorry, have i got the right number for the chemist"

PHRASINGS += [R64C_HAVE_WE_GOT, R64C_RIGHT_NUMBER]


async def test_r64c_have_i_got_the_thing_in_a_later_clause_asks_the_status() -> None:
    understanding = await understand(ex.make_agent, R64C_HAVE_WE_GOT)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R64C_RIGHT_NUMBER)) != "g2"

# "..., and i don't want to stand in a queue": a queue or a wait the caller would spare themselves (refusals.WORRY)
# refuses nothing of the agent's; what is asked is answered. "i don't want the seat" still declines.
R64C_NO_QUEUE = "how many bags can i take, i don't want to queue at check in"
R64C_NOT_THE_SEAT = "i don't want the seat"

PHRASINGS += [R64C_NO_QUEUE, R64C_NOT_THE_SEAT]


async def test_r64c_a_queue_one_would_spare_oneself_refuses_nothing() -> None:
    understanding = await understand(ex.make_agent, R64C_NO_QUEUE)
    assert understanding.act.act is not SpeechAct.NEGATION
    assert chosen(understanding) == "g5", understanding.decision.describe()
    assert (await understand(ex.make_agent, R64C_NOT_THE_SEAT)).decision.choice is Choice.DECLINE

# "..., is ama o'neill on the leeds flight or not": someone named (an apostrophe in the name too), then on the thing,
# the other answer closing the clause (booked._ON_IT), asks whether they are booked; not a doctor or nurse, nor on a ward,
# a shift or the phone.
R64C_NAMED_ON_IT = "i'm up all night worrying, is seamus o'neill on the cork flight or not"
R64C_ON_THE_WARD = "is doctor patel on the ward or not"

PHRASINGS += [R64C_NAMED_ON_IT, R64C_ON_THE_WARD]


async def test_r64c_someone_named_on_the_thing_or_not_asks_the_status() -> None:
    understanding = await understand(ex.make_agent, R64C_NAMED_ON_IT)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R64C_ON_THE_WARD)) != "g2"

# "... yet or hasn't it come", "... or is it not in": the other answer said in full, its subject and "not", closing the
# clause (yesno.OR_NOT, read in done.still_awaited) denies nothing: what is awaited is asked after. "i haven't got a
# refill yet, can you do one" still asks for one.
R64C_OTHER_ANSWER_FULL = "can my daughter collect the inhaler yet or hasn't it come"
R64C_NOT_GOT_YET = "i haven't got a refill yet, can you do one"

PHRASINGS += [R64C_OTHER_ANSWER_FULL, R64C_NOT_GOT_YET]


async def test_r64c_the_other_answer_said_in_full_denies_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, R64C_OTHER_ANSWER_FULL)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R64C_NOT_GOT_YET)) == "g1"

# "phoning from a ferry the reception's rubbish, ...": how the line sounds, told in the opening clause after where one
# rings from (line.past_a_bad_line, first in restarts.repaired), is read past; what follows is asked. Not after a
# request run into it ("cancel my flight the line's bad, ..."), nor with fewer than two words after it.
R64C_BAD_LINE = "phoning from a ferry the reception's rubbish, can you book me a seat to bergen on the third"
R64C_BAD_SIGNAL = "ringing from a campsite in norway the signal's awful, can i get a seat to oslo on monday"
R64C_CANCEL_THEN_LINE = "cancel my flight the line's bad, sorry, friday"
R64C_LINE_ALONE = "the line's bad, sorry"

PHRASINGS += [R64C_BAD_LINE, R64C_BAD_SIGNAL, R64C_CANCEL_THEN_LINE, R64C_LINE_ALONE]


async def test_r64c_a_bad_line_told_first_is_read_past() -> None:
    assert (await understand(ex.make_agent, R64C_BAD_LINE)).query.startswith("can you book")
    assert classify(repaired(R64C_BAD_SIGNAL)).act is SpeechAct.REQUEST and repaired(R64C_BAD_SIGNAL).startswith("can i get")
    assert classify(R64C_CANCEL_THEN_LINE).act is SpeechAct.CANCEL
    assert repaired(R64C_LINE_ALONE) == R64C_LINE_ALONE

# Round 65a.
# "scrub everything from my order", "scratch all of it": the whole of what was asked for, struck out at once
# (cancels._CANCEL), calls it off; "scratch" before anything else ("scratch my arm") still calls nothing off.
R65A_SCRATCH_ALL = "scratch everything on my account from monday"
R65A_SCRUB_ALL = "please scrub all of those repeats"
R65A_SCRATCH_ARM = "the cream makes me scratch my arm at night"

PHRASINGS += [R65A_SCRATCH_ALL, R65A_SCRUB_ALL, R65A_SCRATCH_ARM]


async def test_r65a_everything_struck_out_at_once_cancels() -> None:
    assert classify(R65A_SCRATCH_ALL).act is SpeechAct.CANCEL
    assert (await understand(pharmacy.make_agent, R65A_SCRATCH_ALL)).decision.choice is Choice.CANCEL
    assert classify(R65A_SCRUB_ALL).act is SpeechAct.CANCEL
    assert classify(R65A_SCRATCH_ARM).act is not SpeechAct.CANCEL

# "are your hours changing over easter", "have you altered your opening times": the agent's own hours, the subject or
# the object of a change (naming._OWN_HOURS_CHANGE), ask what the hours are; "can i change my collection slot" still
# asks a change the hours guideline says nothing of.
R65A_HOURS_CHANGING = "are your hours changing over easter"
R65A_ALTERED_TIMES = "have you altered your opening times since the summer"
R65A_CHANGE_SLOT = "can i change my collection slot"

PHRASINGS += [R65A_HOURS_CHANGING, R65A_ALTERED_TIMES, R65A_CHANGE_SLOT]


async def test_r65a_the_agents_own_hours_changing_asks_the_hours() -> None:
    assert chosen(await understand(pharmacy.make_agent, R65A_HOURS_CHANGING)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R65A_ALTERED_TIMES)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R65A_CHANGE_SLOT)) != "g3"

# "when do you pack up on fridays", "what time do you pack up this afternoon": the place packing up, nothing packed
# after it (dialect.standard, as "lock up"), closes; "can you pack up my parcel" packs a thing.
R65A_PACK_UP = "when does the branch pack up this afternoon"
R65A_PACK_UP_FRIDAY = "how late before you pack up on fridays"
R65A_PACK_THING = "can you pack up my parcel for the courier"

PHRASINGS += [R65A_PACK_UP, R65A_PACK_UP_FRIDAY, R65A_PACK_THING]


async def test_r65a_the_place_packing_up_closes() -> None:
    assert "close" in words(R65A_PACK_UP) and "close" in words(R65A_PACK_UP_FRIDAY)
    assert chosen(await understand(pharmacy.make_agent, R65A_PACK_UP)) == "g3"
    assert "close" not in words(R65A_PACK_THING)

# "the salbutamol, is it there for me", "the patches, is it in now for my son": once a clause names the thing, "it" there,
# in or here for whom it was ordered (came_in._COME_IN) asks whether it has come in and orders nothing; alone, with
# nothing named before, it asks nothing.
R65A_THERE_FOR_ME = "the salbutamol, is it there for me"
R65A_IN_FOR_WIFE = "the amoxicillin, is it in now for my wife"
R65A_THERE_ALONE = "is it there for me"

PHRASINGS += [R65A_THERE_FOR_ME, R65A_IN_FOR_WIFE, R65A_THERE_ALONE]


async def test_r65a_it_there_for_someone_after_the_thing_asks_whether_it_came() -> None:
    understanding = await understand(pharmacy.make_agent, R65A_THERE_FOR_ME)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R65A_IN_FOR_WIFE)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R65A_THERE_ALONE)) is None

# "wondering whether the lagos booking stuck": whether the held thing named (a booking, an order, "the X one") stuck
# (naming._DONE_PHRASES) asks whether it went through; "whether the zip is stuck" asks nothing of the kind.
R65A_BOOKING_STUCK = "only checking whether my lagos booking stuck"
R65A_ONE_STUCK = "need to know if the rome one stuck"
R65A_ZIP_STUCK = "i wonder whether the zip on the case is stuck"

PHRASINGS += [R65A_BOOKING_STUCK, R65A_ONE_STUCK, R65A_ZIP_STUCK]


async def test_r65a_whether_the_held_thing_stuck_asks_the_status() -> None:
    assert asks_done(R65A_BOOKING_STUCK) and asks_done(R65A_ONE_STUCK)
    assert chosen(await understand(ex.make_agent, R65A_BOOKING_STUCK)) == "g2"
    assert not asks_done(R65A_ZIP_STUCK)

# "do our inhalers again please", "do gran's statins again": "do" opening the turn, someone's thing and "again" a word or
# two after it (dialect.standard), tells the agent to do it again, no question; "do my ankles swell again" asks one.
R65A_DO_AGAIN = "do dad's metformin again, he's poorly"
R65A_DO_OURS_AGAIN = "do our inhalers again please"
R65A_SWELL_AGAIN = "do my ankles swell again if i stop them"

PHRASINGS += [R65A_DO_AGAIN, R65A_DO_OURS_AGAIN, R65A_SWELL_AGAIN]


async def test_r65a_do_someones_thing_again_asks_it_done_again() -> None:
    understanding = await understand(pharmacy.make_agent, R65A_DO_AGAIN)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(R65A_DO_OURS_AGAIN).act is SpeechAct.REQUEST
    assert classify(R65A_SWELL_AGAIN).act is SpeechAct.QUESTION


# Round 65b.
# "stop r x ... please": stopping what a reference the caller reads out stands for (masked to "a number"), opening the
# turn, calls it off (cancels._STOP_REF); not an amount ("stop 10 mg of ...": a unit follows).
R65B_STOP_REF = "stop r x four one one nine two please, my doctor changed it"
R65B_STOP_AMOUNT = "stop 10 mg of the tablets, the doctor says"

PHRASINGS += [R65B_STOP_REF, R65B_STOP_AMOUNT]


async def test_r65b_stopping_a_reference_read_out_calls_it_off() -> None:
    understanding = await understand(pharmacy.make_agent, R65B_STOP_REF)
    assert understanding.act.act is SpeechAct.CANCEL
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()
    assert classify(R65B_STOP_AMOUNT).act is not SpeechAct.CANCEL

# "pop my passport number on the trip you booked us": a thing put on the flight or trip the agent booked is put on what
# is held (changes._PUT_ON_NAMED), a change, and books nothing. "put me on the flight you mentioned" still books.
R65B_ON_YOURS = "pop my passport number on the trip you booked us"
R65B_ON_MENTIONED = "put me on the flight you mentioned"

PHRASINGS += [R65B_ON_YOURS, R65B_ON_MENTIONED]


async def test_r65b_a_thing_put_on_the_trip_the_agent_booked_changes_it() -> None:
    understanding = await understand(ex.make_agent, R65B_ON_YOURS)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, R65B_ON_MENTIONED)) == "g1"

# "can you fill a prescription from another surgery": the agent doing a kind of thing ("a", "any": not the caller's own)
# that came from another place or hand asks what is allowed (allowed.ANY_FROM) and orders nothing. "can you fill my
# prescription from the hospital" still asks for a refill.
R65B_ANY_FROM = "can you fill a prescription from another surgery please"
R65B_MINE_FROM = "can you fill my prescription from the hospital"

PHRASINGS += [R65B_ANY_FROM, R65B_MINE_FROM]


async def test_r65b_a_kind_of_paper_from_elsewhere_asks_what_is_allowed() -> None:
    understanding = await understand(pharmacy.make_agent, R65B_ANY_FROM)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R65B_MINE_FROM)) == "g1"

# "nah, still got a few left": after a no, what the agent would give still had, its subject unsaid
# (refusals.AFTER_NO), declines as "no, we still have ..." does. Not before a request of its own.
R65B_STILL_GOT = "nah, still got a few left"
R65B_STILL_GOT_ASKS = "still got half a box, can i order more"

PHRASINGS += [R65B_STILL_GOT, R65B_STILL_GOT_ASKS]


async def test_r65b_still_had_after_a_no_its_subject_unsaid_declines() -> None:
    understanding = await understand(pharmacy.make_agent, R65B_STILL_GOT)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert classify(R65B_STILL_GOT_ASKS).act is not SpeechAct.NEGATION

# "is it true pensioners don't pay for ...": whether a thing holds of others (not "i", "we") is asked; the "not" inside
# is the fact's and refuses nothing (yesno.fact_asked, read first in acts.classify). "is it true i don't need a refill"
# still says the caller needs none.
R65B_FACT = "is it true pensioners don't pay for prescriptions"
R65B_FACT_MINE = "is it true i don't need a refill"

PHRASINGS += [R65B_FACT, R65B_FACT_MINE]


async def test_r65b_a_fact_asked_of_others_refuses_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, R65B_FACT)
    assert understanding.act.act is SpeechAct.QUESTION
    assert understanding.decision.choice is not Choice.DECLINE, understanding.decision.describe()
    assert classify(R65B_FACT_MINE).act is SpeechAct.NEGATION

# "are you a robot or a person, doesn't matter, ...": whether one speaks to a person or a machine, asked and set aside in a
# clause of its own (instead._WHO_ASKED, _LET_GO), calls nothing off: what follows is read alone, whatever it is.
# "are you a robot, never mind" (nothing after) still sets it all aside.
R65B_WHO_ASKED = "are you a robot or a person, doesn't matter, i need more of my inhaler"
R65B_WHO_ALONE = "are you a robot, never mind"

PHRASINGS += [R65B_WHO_ASKED, R65B_WHO_ALONE]


async def test_r65b_whether_a_machine_asked_then_let_go_calls_nothing_off() -> None:
    understanding = await understand(pharmacy.make_agent, R65B_WHO_ASKED)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(R65B_WHO_ALONE).act is SpeechAct.CANCEL


# Round 65c.
# "i'm round the corner, is the losartan for sam ellis there to pick up": after the story, whether any thing (said with
# "the", not only the caller's own) is there or in to be collected asks whether it is ready and orders nothing
# (done._TO_COLLECT, read in done.still_awaited). Not of a person ("is the pharmacist there to talk to").
R65C_THERE_TO_COLLECT = "i'm round the corner, is the losartan for sam ellis there to pick up"
R65C_IN_FOR_COLLECTION = "nearly at yours, is the nasal spray in for collection"
R65C_PERSON_THERE = "i'm by the door, is the pharmacist there to talk to"

PHRASINGS += [R65C_THERE_TO_COLLECT, R65C_IN_FOR_COLLECTION, R65C_PERSON_THERE]


async def test_r65c_a_thing_there_to_collect_asks_whether_it_is_ready() -> None:
    for said in (R65C_THERE_TO_COLLECT, R65C_IN_FOR_COLLECTION):
        understanding = await understand(pharmacy.make_agent, said)
        assert understanding.act.act is SpeechAct.QUESTION, said
        assert chosen(understanding) == "g2", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R65C_PERSON_THERE)) != "g2"

# "do another box of my statins", "do us some more of the cream": "do" opening the turn before "another" or "some more"
# of the thing asks for more of it made up, an imperative (asking._DO_IT, read by asking.bids_done), not a question's
# auxiliary. "do more of my tablets need a prescription" (no "another", a verb after) still asks.
R65C_DO_ANOTHER = "do another box of my statins, r x four four one, sue parr"
R65C_DO_SOME_MORE = "do us some more of the hydrocortisone please"
R65C_DO_MORE_NEED = "do more of my tablets need a prescription"

PHRASINGS += [R65C_DO_ANOTHER, R65C_DO_SOME_MORE, R65C_DO_MORE_NEED]


async def test_r65c_do_another_of_the_thing_asks_for_it_made_up() -> None:
    assert classify(R65C_DO_ANOTHER).act is SpeechAct.REQUEST
    assert chosen(await understand(pharmacy.make_agent, R65C_DO_ANOTHER)) == "g1"
    assert classify(R65C_DO_SOME_MORE).act is SpeechAct.REQUEST
    assert classify(R65C_DO_MORE_NEED).act is SpeechAct.QUESTION

# "knock her off the booking", "drop us off the lisbon flight": dropping, knocking, bumping or booting someone off the
# thing named by its kind (a flight, booking, order, list) takes them out of it (cancels._OUT_OF). Not being set down
# ("drop me off at the terminal").
R65C_KNOCK_OFF = "my sister's not flying to lisbon now, knock her off the booking"
R65C_DROP_OFF_FLIGHT = "bump us off the madrid flight please"
R65C_SET_DOWN = "drop me off at the terminal"

PHRASINGS += [R65C_KNOCK_OFF, R65C_DROP_OFF_FLIGHT, R65C_SET_DOWN]


def test_r65c_knocked_off_the_thing_takes_one_out_of_it() -> None:
    assert classify(R65C_KNOCK_OFF).act is SpeechAct.CANCEL
    assert classify(R65C_DROP_OFF_FLIGHT).act is SpeechAct.CANCEL
    assert classify(R65C_SET_DOWN).act is not SpeechAct.CANCEL

# "in the back of an uber, ...", "i'm in a minicab, ...": where the caller rides as they call, a hired car by its firm's
# name or kind, and where in it, is read past (room._BUSY): what follows is asked, and no other service is asked for.
# "can you book me an uber to the airport" still asks for the other service.
R65C_IN_AN_UBER = "in the back of an uber, get me on the klm eight eight to oslo at ten, anna berg"
R65C_BOOK_UBER = "can you book me an uber to the airport"

PHRASINGS += [R65C_IN_AN_UBER, R65C_BOOK_UBER]


async def test_r65c_riding_in_a_hired_car_is_read_past() -> None:
    understanding = await understand(ex.make_agent, R65C_IN_AN_UBER)
    assert understanding.query.startswith("get me on")
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, R65C_BOOK_UBER)) != "g1"

# A turn cut off right after "is" or "are" in a later clause ("it's for my mum, is") is read like any other
# turn: the check of a thing there to be collected (done.asked_done) looks at the word after "is" only when
# there is one (round 65c's first form read past the end of the clause and failed the whole turn).
R65_CUT_AFTER_IS = "it's for my mum, is"
R65_CUT_AFTER_ARE = "sorry the line went, are"

PHRASINGS += [R65_CUT_AFTER_IS, R65_CUT_AFTER_ARE]


async def test_r65_a_turn_cut_off_after_is_is_read_without_error() -> None:
    for said in (R65_CUT_AFTER_IS, R65_CUT_AFTER_ARE):
        assert classify(said).act is not SpeechAct.CANCEL
        understanding = await understand(ex.make_agent, said)
        assert chosen(understanding) != "g1", understanding.decision.describe()

# Round 66a.
# "forget k j three three eight, ...": a reference the caller reads out, told to be forgotten as the turn opens, calls
# off what it stands for, as stopping it does (cancels._STOP_REF). "forget a number of ..." counts, and calls nothing off.
R66A_FORGET_REF = "forget r x eight one three four two, the gp stopped it last week"
R66A_FORGET_COUNT = "forget a number of my pills most nights, is there a reminder pack"

PHRASINGS += [R66A_FORGET_REF, R66A_FORGET_COUNT]


async def test_r66a_a_reference_forgotten_calls_it_off() -> None:
    assert (await understand(pharmacy.make_agent, R66A_FORGET_REF)).decision.choice is Choice.CANCEL
    assert (await understand(pharmacy.make_agent, R66A_FORGET_COUNT)).decision.choice is not Choice.CANCEL

# "bloody fantastic, another repeat, exactly what our bank holiday needed": what the caller's own time or thing is said
# to have needed, after a word of exclaiming, is irony about the thing; a remark, nothing ordered (remarks.GLAD).
# A plain request for it still orders.
R66A_WHAT_IT_NEEDED = "oh splendid, yet more pills, exactly what our bank holiday needed"
R66A_PLAIN_MORE = "more of my pills please, the usual ones"

PHRASINGS += [R66A_WHAT_IT_NEEDED, R66A_PLAIN_MORE]


async def test_r66a_what_ones_time_needed_is_irony() -> None:
    assert classify(R66A_WHAT_IT_NEEDED).remark
    assert chosen(await understand(pharmacy.make_agent, R66A_WHAT_IT_NEEDED)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R66A_PLAIN_MORE)) == "g1"

# "we rang on tuesday for grandad's eye drops, is it there to collect": "it", after the caller told of their own earlier
# call or order for a thing, is that thing; whether it is there to be collected asks whether it is ready and orders
# nothing (done._RANG_FOR in done.asked_done). Asking for another after the same story still orders.
R66A_RANG_THEN_THERE = "i called on wednesday about my inhaler, is it there to pick up"
R66A_RANG_THEN_ORDER = "i called on wednesday about my inhaler, can you order a second one"

PHRASINGS += [R66A_RANG_THEN_THERE, R66A_RANG_THEN_ORDER]


async def test_r66a_it_there_to_collect_after_the_call_asks_if_ready() -> None:
    assert chosen(await understand(pharmacy.make_agent, R66A_RANG_THEN_THERE)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R66A_RANG_THEN_ORDER)) == "g1"

# "do planes ever get cancelled in fog": things in general (a plural, no word of whose) asked whether they get
# cancelled is a question of what happens; nothing of the caller's is called off (cancels.ANY_CANCELLED, counted in
# cancels._others_cancelled and undoing._told_cancelled). "can my flights be cancelled" still calls them off.
R66A_ANY_CANCELLED = "do trains ever get cancelled when the rails overheat"
R66A_MINE_CANCELLED = "could my flights be cancelled please"

PHRASINGS += [R66A_ANY_CANCELLED, R66A_MINE_CANCELLED]


async def test_r66a_things_in_general_cancelled_call_nothing_off() -> None:
    assert classify(R66A_ANY_CANCELLED).act is not SpeechAct.CANCEL
    assert (await understand(ex.make_agent, R66A_ANY_CANCELLED)).decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R66A_MINE_CANCELLED)).decision.choice is Choice.CANCEL

# "nope. it's not about the flight": a bare no in a clause of its own, then the thing disowned, refuses it as the
# disowning alone does (acts.classify, instead._wanted_instead): nothing is asked after. A no before what is wanted
# still asks for it.
R66A_NO_NOT_ABOUT = "nope. this isn't about my reservation"
R66A_NO_THEN_ASK = "nope, i'd like to know where my reservation stands"

PHRASINGS += [R66A_NO_NOT_ABOUT, R66A_NO_THEN_ASK]


async def test_r66a_a_bare_no_then_disowning_refuses() -> None:
    assert classify(R66A_NO_NOT_ABOUT).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R66A_NO_NOT_ABOUT)).decision.choice is Choice.DECLINE
    assert classify(R66A_NO_THEN_ASK).act is not SpeechAct.NEGATION


# "we'll cope without talking to anybody", "i can manage without seeing the pharmacist": forgoing a doing (speaking,
# talking, seeing someone), in the caller's own voice, forgoes it as forgoing the thing does (refusals.FORGO); no one
# is asked for. "i can't cope without speaking to a pharmacist" (the need said) stays as it was.
R66B_COPE_WITHOUT_TALKING = "we'll cope without talking to anybody, ta"
R66B_CANNOT_COPE_WITHOUT = "i can't cope without speaking to a pharmacist"

PHRASINGS += [R66B_COPE_WITHOUT_TALKING, R66B_CANNOT_COPE_WITHOUT]


async def test_r66b_forgoing_a_doing_refuses_the_person() -> None:
    assert classify(R66B_COPE_WITHOUT_TALKING).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R66B_COPE_WITHOUT_TALKING)) != "g4"
    assert classify(R66B_CANNOT_COPE_WITHOUT).act is not SpeechAct.NEGATION

# "..., no need to put me through to anyone", "..., you needn't pass me on": no need of a handoff, in the clause that
# closes a turn asking for something else, says no one else is wanted for it; the clause is left out and what came
# before is read (not_passed.not_passed, first in restarts.repaired). In a turn opened by a no it still refuses.
R66B_NO_NEED_TO_PASS = "the lansoprazole again please, r x five five two, amy cole, no need to put me through to anyone"
R66B_NOPE_STAY_ON = "nope, stay on, you needn't pass me on"

PHRASINGS += [R66B_NO_NEED_TO_PASS, R66B_NOPE_STAY_ON]


async def test_r66b_no_handoff_needed_after_a_request_keeps_the_request() -> None:
    understanding = await understand(pharmacy.make_agent, R66B_NO_NEED_TO_PASS)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1", understanding.decision.describe()
    assert classify(R66B_NOPE_STAY_ON).act is SpeechAct.NEGATION

# "phoned on tuesday, has anything come of it, ...": whether anything came of what was asked before (owt, aught,
# something) asks whether it is done, and orders nothing (naming.CAME_OF, read in came_in._COME_IN and
# naming._DONE_PHRASES). "..., it came from the hospital" (where it came from) still asks for it.
R66B_ANYTHING_COME_OF_IT = "phoned on tuesday, has anything come of it, the omeprazole for my dad"
R66B_CAME_FROM = "my dad's omeprazole please, it came from the hospital"

PHRASINGS += [R66B_ANYTHING_COME_OF_IT, R66B_CAME_FROM]


async def test_r66b_anything_come_of_it_asks_whether_it_is_done() -> None:
    assert classify(R66B_ANYTHING_COME_OF_IT).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R66B_ANYTHING_COME_OF_IT)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R66B_CAME_FROM)) == "g1"


# Round 66c

# "trains were far quicker back in my day": how a thing was once, against how it is, said of it (a comparison
# closed by "when i was young", "back then", "in my day", "years ago") is a remark, nothing asked
# (remarks._BACK_THEN); a word of asking in the turn still asks ("..., book me one to lisbon").
R66C_BACK_THEN = "seats used to be far roomier years ago"
R66C_BACK_THEN_YOUNG = "the fares were a lot lower when we were children"
R66C_BACK_THEN_ASKS = "the fares were a lot lower when we were children, book me one to lisbon"

PHRASINGS += [R66C_BACK_THEN, R66C_BACK_THEN_YOUNG, R66C_BACK_THEN_ASKS]


async def test_r66c_how_things_once_were_is_a_remark() -> None:
    assert classify(R66C_BACK_THEN).remark
    assert classify(R66C_BACK_THEN_YOUNG).remark
    assert not classify(R66C_BACK_THEN_ASKS).remark
    assert chosen(await understand(ex.make_agent, R66C_BACK_THEN_YOUNG)) != "g1"

# "oh super, forty quid for one little inhaler, such a steal": a price praised in a clause of its own closing a turn
# opened by praise ("what a steal", "cheap at half the price") is mock delight, a remark about the price
# (remarks.MOCK_DELIGHT); the same praise closing a turn with a word of asking in it, not opened by praise, still asks.
R66C_SUCH_A_STEAL = "oh super, forty quid for one little inhaler, such a steal"
R66C_HALF_THE_PRICE = "oh great, eleven pounds for a tube of gel, cheap at half the price"
R66C_STEAL_ASKS = "forty quid, such a steal, can i get my inhaler topped up"

PHRASINGS += [R66C_SUCH_A_STEAL, R66C_HALF_THE_PRICE, R66C_STEAL_ASKS]


def test_r66c_a_price_praised_after_praise_is_irony() -> None:
    assert classify(R66C_SUCH_A_STEAL).remark
    assert classify(R66C_HALF_THE_PRICE).remark
    assert not classify(R66C_STEAL_ASKS).remark

# "put me through to the nhs student grants people about my bursary": people named by three words the agent
# never uses before them are another place's, as those named by two are (people._others); no handoff to the
# agent's own. "put me through to your billing people ..." (whose they are, said) still hands over.
R66C_THREE_WORDS_PEOPLE = "put me through to the nhs student grants people about my bursary"
R66C_YOUR_PEOPLE = "put me through to your billing people about my charge"

PHRASINGS += [R66C_THREE_WORDS_PEOPLE, R66C_YOUR_PEOPLE]


async def test_r66c_people_named_by_three_other_words_are_another_place_s() -> None:
    understanding = await understand(pharmacy.make_agent, R66C_THREE_WORDS_PEOPLE)
    assert chosen(understanding) != "g4", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R66C_YOUR_PEOPLE)) == "g4"


# Round 67a

# "we rang on monday about the inhaler for mrs hale, is it there": "it", after the caller told of their own earlier
# call about a thing, is that thing, and there (or in) asks whether it came in, as "is it there to pick up" does
# (done._RANG_FOR, read in done.asked_done); a request after the same call ("..., can you order another") still orders.
R67A_RANG_THEN_THERE = "we rang on monday about the inhaler for mrs hale, is it there"
R67A_RANG_THEN_ORDER = "we rang on monday about the inhaler for mrs hale, can you order another"

PHRASINGS += [R67A_RANG_THEN_THERE, R67A_RANG_THEN_ORDER]


async def test_r67a_it_after_the_callers_call_is_the_thing_asked_after() -> None:
    understanding = await understand(pharmacy.make_agent, R67A_RANG_THEN_THERE)
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert classify(R67A_RANG_THEN_THERE).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R67A_RANG_THEN_ORDER)) != "g2"

# "first time on a plane with the baby, a little jittery honestly": how new the caller is to it, with "it's my" left
# out as the turn opens, asks for nothing, as "it's my first time ..." does (remarks._FIRST_TIME); a word of asking
# after it ("..., can you book us to rome") still asks.
R67A_FIRST_TIME_BARE = "first time on a plane with the baby, a little jittery honestly"
R67A_FIRST_TIME_ASKS = "first time on a plane with the baby, can you book us to rome"

PHRASINGS += [R67A_FIRST_TIME_BARE, R67A_FIRST_TIME_ASKS]


async def test_r67a_first_time_with_it_s_my_left_out_is_a_remark() -> None:
    assert classify(R67A_FIRST_TIME_BARE).remark
    assert chosen(await understand(ex.make_agent, R67A_FIRST_TIME_BARE)) != "g1"
    assert not classify(R67A_FIRST_TIME_ASKS).remark
    assert chosen(await understand(ex.make_agent, R67A_FIRST_TIME_ASKS)) == "g1"

# "a seat beside my son on the oslo reservation please": a seat by someone, on a booking or reservation already held,
# changes what is held, as "a seat on my booking" does (changes._ON_NAMED); no new flight booked. The same seat on
# "the oslo flight" (a flight, not a booking of it) still books.
R67A_SEAT_BESIDE_HELD = "a seat beside my son on the oslo reservation please"
R67A_SEAT_BESIDE_FLIGHT = "a seat beside my son on the oslo flight please"

PHRASINGS += [R67A_SEAT_BESIDE_HELD, R67A_SEAT_BESIDE_FLIGHT]


async def test_r67a_a_seat_by_someone_on_what_is_held_changes_it() -> None:
    assert classify(R67A_SEAT_BESIDE_HELD).act is SpeechAct.CHANGE
    assert chosen(await understand(ex.make_agent, R67A_SEAT_BESIDE_HELD)) != "g1"
    assert chosen(await understand(ex.make_agent, R67A_SEAT_BESIDE_FLIGHT)) == "g1"

# "take me off the machine, i want a real person": off the agent itself (a bot, robot, machine, the line), leaving it
# for a person, cancels nothing (cancels._THE_LINE in cancels._OUT_OF; undoing._NOT_UNDOING); off a flight or a booking
# ("take me off the rome flight, ...") still cancels.
R67A_OFF_THE_MACHINE = "take me off the machine, i want a real person"
R67A_OFF_THE_FLIGHT = "take me off the rome flight, i want a real person"

PHRASINGS += [R67A_OFF_THE_MACHINE, R67A_OFF_THE_FLIGHT]


async def test_r67a_off_the_machine_cancels_nothing() -> None:
    assert classify(R67A_OFF_THE_MACHINE).act is not SpeechAct.CANCEL
    understanding = await understand(ex.make_agent, R67A_OFF_THE_MACHINE)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert classify(R67A_OFF_THE_FLIGHT).act is SpeechAct.CANCEL


# Round 67b

# "they give you two cases per person, how many do you allow": a person after "each" or "per" is what an allowance is
# counted by, no one reached (people._COUNTED_BY, in `_reached` and `_asked_for`); no handoff. A person asked for
# later in the turn ("..., now get me a real person") still hands over.
R67B_PER_PERSON = "the other carrier lets us have two cases per person, how many do you allow"
R67B_PER_PERSON_THEN_ASKED = "two cases per person they give, now get me a real person"

PHRASINGS += [R67B_PER_PERSON, R67B_PER_PERSON_THEN_ASKED]


async def test_r67b_a_person_counted_by_is_no_one_reached() -> None:
    understanding = await understand(ex.make_agent, R67B_PER_PERSON)
    assert chosen(understanding) != "g3", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, R67B_PER_PERSON_THEN_ASKED)) == "g3"

# "if a rival's fare is lower would you lot beat it": "you lot" straight after a modal is the agent addressed, who is
# to do it, not its people asked for (dialect.standard, `_ADDRESSED`): no people read in it. "one of you lot" still
# names them.
R67B_YOU_LOT_ADDRESSED = "if a rival's fare is lower would you lot beat it"
R67B_ONE_OF_YOU_LOT = "pass me along to one of you lot"

PHRASINGS += [R67B_YOU_LOT_ADDRESSED, R67B_ONE_OF_YOU_LOT]


async def test_r67b_you_lot_after_a_modal_is_the_agent_addressed() -> None:
    from voice_agent.engine.dialect import standard
    assert "people" not in standard(words(R67B_YOU_LOT_ADDRESSED))
    assert "people" in standard(words(R67B_ONE_OF_YOU_LOT))
    assert chosen(await understand(ex.make_agent, R67B_ONE_OF_YOU_LOT)) == "g3"

# "could we have a bigger pack like our neighbour gets": a kind of thing ("a", "an": not the caller's own) had as
# someone else has it asks whether the caller may too (allowed.LIKE_ANOTHERS, in MAY_IF); nothing is refilled.
# "can i get a bigger pack please" still asks for it.
R67B_LIKE_ANOTHERS = "could we have a bigger pack like our neighbour gets"
R67B_BIGGER_PACK = "can i get a bigger pack of my inhaler please"

PHRASINGS += [R67B_LIKE_ANOTHERS, R67B_BIGGER_PACK]


async def test_r67b_a_thing_had_as_another_has_it_asks_what_is_allowed() -> None:
    assert classify(R67B_LIKE_ANOTHERS).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R67B_LIKE_ANOTHERS)) != "g1"
    assert classify(R67B_BIGGER_PACK).act is SpeechAct.REQUEST

# "the website crashed so i phoned instead, ...": the call itself, made in place of another way of asking, is how the
# caller came; nothing held is changed and the request after it is read (changes._TRAVEL_INSTEAD). "can you ring my gp
# instead" still changes what is held.
R67B_PHONED_INSTEAD = "the website crashed so i phoned instead, my inhaler please"
R67B_RING_SOMEONE_INSTEAD = "can you ring my gp instead"

PHRASINGS += [R67B_PHONED_INSTEAD, R67B_RING_SOMEONE_INSTEAD]


async def test_r67b_phoning_instead_changes_nothing() -> None:
    assert classify(R67B_PHONED_INSTEAD).act is not SpeechAct.CHANGE
    assert chosen(await understand(pharmacy.make_agent, R67B_PHONED_INSTEAD)) == "g1"
    assert classify(R67B_RING_SOMEONE_INSTEAD).act is SpeechAct.CHANGE


# Round 67c

# "no, the refund isn't what we phoned about": a thing said not to be what the caller rang, called or is phoning
# about disowns it, as "it's not about the refund" does (refusals.NOT_ABOUT); the thing is not done. "the refund
# isn't what i expected" (how a thing turned out) disowns nothing.
R67C_NOT_WHAT_WE_RANG = "no, the refund isn't what we phoned about"
R67C_NOT_WHAT_EXPECTED = "the refund isn't what i expected"
R67C_NOT_WHAT_IM_RINGING = "nope, my tablets aren't what i'm ringing about"

PHRASINGS += [R67C_NOT_WHAT_WE_RANG, R67C_NOT_WHAT_EXPECTED, R67C_NOT_WHAT_IM_RINGING]


async def test_r67c_a_thing_said_not_to_be_what_one_rang_about_is_disowned() -> None:
    assert classify(R67C_NOT_WHAT_WE_RANG).act is SpeechAct.NEGATION
    assert classify(R67C_NOT_WHAT_EXPECTED).act is not SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R67C_NOT_WHAT_IM_RINGING)) is None

# "we've a football team of sixteen flying to madrid, could a manager take my call": one of the people asked what
# they may do in the last clause, after a story with no word of asking, is asked for, whatever the story lies near
# that acts (people._asked_of_last); no booking. A request before ("i need my tablets refilled, could the pharmacist check
# the dose") still asks for the thing.
R67C_STORY_THEN_MANAGER = "we've a football team of sixteen flying to madrid, could a manager take my call"
R67C_REFILL_THEN_PHARMACIST = "i need my tablets refilled, could the pharmacist check the dose"

PHRASINGS += [R67C_STORY_THEN_MANAGER, R67C_REFILL_THEN_PHARMACIST]


async def test_r67c_a_person_asked_what_they_may_do_after_a_story_is_asked_for() -> None:
    understanding = await understand(ex.make_agent, R67C_STORY_THEN_MANAGER)
    assert chosen(understanding) == "g3", understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R67C_REFILL_THEN_PHARMACIST)) == "g1"

# "no, the cream is fine for this month": after a no, the thing said fine for a while ("for this week", "for the time
# being") declines, as "..., fine for now" does (refusals.AFTER_NO, in place). The same said with no no before it
# is a story, no refusal.
R67C_FINE_FOR_A_WHILE = "no pet, the cream is fine for this month"
R67C_FINE_NO_NO = "the cream is fine for this month"

PHRASINGS += [R67C_FINE_FOR_A_WHILE, R67C_FINE_NO_NO]


async def test_r67c_a_thing_fine_for_a_while_after_a_no_is_declined() -> None:
    assert classify(R67C_FINE_FOR_A_WHILE).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R67C_FINE_FOR_A_WHILE)) is None
    assert classify(R67C_FINE_NO_NO).act is not SpeechAct.NEGATION


# Round 68a

# "add an extra hold bag onto the dublin flight they've got": a thing added to a flight said to be got (held) by the
# caller or someone they speak for changes what is held, as "... to the flight i already have" does
# (changes._ADD_TO); no flight is booked. The same with no word of holding it is no change.
R68A_ADDED_TO_GOT = "add an extra hold bag onto the dublin flight they've got"
R68A_ADDED_NOT_HELD = "add an extra hold bag onto the dublin flight please"

PHRASINGS += [R68A_ADDED_TO_GOT, R68A_ADDED_NOT_HELD]


async def test_r68a_a_thing_added_to_a_flight_said_got_changes_it() -> None:
    assert classify(R68A_ADDED_TO_GOT).act is SpeechAct.CHANGE
    understanding = await understand(ex.make_agent, R68A_ADDED_TO_GOT)
    assert chosen(understanding) is None, understanding.decision.describe()
    assert classify(R68A_ADDED_NOT_HELD).act is not SpeechAct.CHANGE

# "nah it's not my ticket i'm asking about": the thing, then that it is not what the caller asks or rings about,
# disowns it as "it's not about my ticket" does (refusals.NOT_ABOUT); nothing is done. "it's my inhaler i'm calling
# about" (the thing owned) still asks for it.
R68A_NOT_THE_THING_ASKED = "nah it's not my ticket i'm asking about"
R68A_NOT_THE_THING_CALLED = "no, it isn't my inhaler i'm calling about"
R68A_THE_THING_CALLED = "it's my inhaler i'm calling about"

PHRASINGS += [R68A_NOT_THE_THING_ASKED, R68A_NOT_THE_THING_CALLED, R68A_THE_THING_CALLED]


async def test_r68a_not_the_thing_one_asks_about_is_disowned() -> None:
    assert classify(R68A_NOT_THE_THING_ASKED).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R68A_NOT_THE_THING_CALLED)) is None
    assert chosen(await understand(pharmacy.make_agent, R68A_THE_THING_CALLED)) == "g1"

# "fetch me whoever's on duty today": whoever is fetched for the caller ("get me", "fetch us", "grab me") is one of the
# agent's people, as "a word with whoever's ..." is (people._FETCH_ME, people.whoever_said). Whoever the caller asks
# of their own ("i'll ask whoever's at home ...") is no one reached.
R68A_FETCH_WHOEVER = "fetch me whoever's on duty today"
R68A_OWN_WHOEVER = "i'll ask whoever's at home to collect it"

PHRASINGS += [R68A_FETCH_WHOEVER, R68A_OWN_WHOEVER]


async def test_r68a_whoever_fetched_for_the_caller_is_reached() -> None:
    assert chosen(await understand(pharmacy.make_agent, R68A_FETCH_WHOEVER)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R68A_OWN_WHOEVER)) != "g4"

# "could a breathing human come to the phone": a person set apart from the machine by a word of being alive ("living",
# "breathing") is one of the agent's, as "a real human" is, not someone else whose leave is asked
# (allowed.THIRD_PARTY_MODAL). "can my dad bring his oxygen" still asks what someone else may do.
R68A_BREATHING_HUMAN = "could a breathing human come to the phone"
R68A_LIVING_PERSON = "can a living person pick up please"
R68A_SOMEONE_ELSE_MAY = "can my dad bring his oxygen"

PHRASINGS += [R68A_BREATHING_HUMAN, R68A_LIVING_PERSON, R68A_SOMEONE_ELSE_MAY]


async def test_r68a_a_person_said_to_be_alive_is_the_agents() -> None:
    assert chosen(await understand(ex.make_agent, R68A_BREATHING_HUMAN)) == "g3"
    assert chosen(await understand(ex.make_agent, R68A_LIVING_PERSON)) == "g3"
    assert classify(R68A_SOMEONE_ELSE_MAY).act is SpeechAct.QUESTION

# "nope, we'll have a think": thinking it over first, said of oneself, puts the thing off as "i'll sleep on it" does
# (refusals, the hedged phrases); nothing is done. The agent asked to think ("could you have a think about a cheaper
# route") refuses nothing.
R68A_HAVE_A_THINK = "nope, we'll have a think"
R68A_AGENT_THINKS = "could you have a think about a cheaper route"

PHRASINGS += [R68A_HAVE_A_THINK, R68A_AGENT_THINKS]


async def test_r68a_thinking_it_over_puts_it_off() -> None:
    assert classify(R68A_HAVE_A_THINK).act is SpeechAct.NEGATION
    assert classify(R68A_AGENT_THINKS).act is not SpeechAct.NEGATION


# Round 68b

# "order the usual takeaway for us": a takeaway is food bought to carry off, a thing had; it lies near "take away" for
# the model, but nothing of the caller's is called off (undoing._NOT_UNDOING). "take away my refill" still cancels.
R68B_TAKEAWAY = "order the usual takeaway for us"
R68B_TAKE_AWAY_MINE = "take away my refill"

PHRASINGS += [R68B_TAKEAWAY, R68B_TAKE_AWAY_MINE]


async def test_r68b_a_takeaway_ordered_calls_nothing_off() -> None:
    assert (await understand(pharmacy.make_agent, R68B_TAKEAWAY)).decision.choice is not Choice.CANCEL
    assert (await understand(pharmacy.make_agent, R68B_TAKE_AWAY_MINE)).decision.choice is Choice.CANCEL

# "nah, there's about thirty capsules left in the tub": after a no, a count of the thing still left (a dozen, eleven,
# thirty; not two or three, which runs low) declines, as "plenty left" does (refusals.AFTER_NO, in place). The same
# count with no no, and a refill asked after it, still refills.
R68B_COUNT_LEFT = "nah, there's about thirty capsules left in the tub"
R68B_COUNT_LEFT_ASKED = "there's about thirty capsules left in the tub, can you refill it"

PHRASINGS += [R68B_COUNT_LEFT, R68B_COUNT_LEFT_ASKED]


async def test_r68b_a_count_left_after_a_no_declines() -> None:
    assert classify(R68B_COUNT_LEFT).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R68B_COUNT_LEFT)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R68B_COUNT_LEFT_ASKED)) == "g1"

# "no we'll wait till our tax rebate comes through": after a no, waiting till the caller's own thing comes in, through
# or gets paid (of up to three words) declines, as "i'll wait till the new year" does (refusals.AFTER_NO, in place).
# The waiting told with no no before it refuses nothing.
R68B_WAIT_TILL_IT_COMES = "no we'll wait till our tax rebate comes through"
R68B_WAIT_NO_NO = "we'll wait till our tax rebate comes through"

PHRASINGS += [R68B_WAIT_TILL_IT_COMES, R68B_WAIT_NO_NO]


async def test_r68b_waiting_till_ones_money_comes_in_after_a_no_declines() -> None:
    assert classify(R68B_WAIT_TILL_IT_COMES).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R68B_WAIT_TILL_IT_COMES)).decision.choice is Choice.DECLINE
    assert classify(R68B_WAIT_NO_NO).act is not SpeechAct.NEGATION

# "nope, i'm giving the flight a miss, i'll just get the ferry": after a refusal, "just" with the caller as subject
# ("i'll just", "we'll just", "i'd just") tells what the caller will do themselves; no request of the agent opens
# there and the refusal stands (instead._JOINED). "i don't want the early one, just book the later one" still asks.
R68B_OWN_WAY = "nope, i'm giving the flight a miss, i'll just get the ferry"
R68B_OWN_WAY_WE = "nah, i'm skipping the flight, we'll just book the coach ourselves"
R68B_JUST_BOOK = "i don't want the early one, just book the later one"

PHRASINGS += [R68B_OWN_WAY, R68B_OWN_WAY_WE, R68B_JUST_BOOK]


async def test_r68b_what_the_caller_will_just_do_after_a_refusal_asks_nothing() -> None:
    for said in (R68B_OWN_WAY, R68B_OWN_WAY_WE):
        understanding = await understand(ex.make_agent, said)
        assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()
    assert (await understand(ex.make_agent, R68B_JUST_BOOK)).act.act is SpeechAct.REQUEST


# Round 68c

# "you sound like an actual human, honestly": "like" after the agent (or its place) is said to sound, seem or look is a
# likeness, no want; what is said of the agent is a remark, and no one is put through (remarks._LIKENED). "you sound
# like a robot, i'd like a real person" still asks for one.
R68C_LIKENED = "you sound like an actual human, honestly"
R68C_LIKENED_THEN_ASKED = "you sound like a robot, i'd like a real person"

PHRASINGS += [R68C_LIKENED, R68C_LIKENED_THEN_ASKED]


async def test_r68c_the_agent_likened_to_a_person_asks_for_no_one() -> None:
    assert classify(R68C_LIKENED).remark
    assert chosen(await understand(ex.make_agent, R68C_LIKENED)) is None
    assert chosen(await understand(ex.make_agent, R68C_LIKENED_THEN_ASKED)) == "g3"

# "would the airline ever phone passengers asking for their passport details": whether the place ever contacts its
# callers to ask them for something, or to pay, is how it works (a caller wary of a scam), a question; nothing is
# done and no one is put through (allowed.DOES_IT). "would you ever ring me when ..." ("would you ever" asking it
# done) is still a request.
R68C_EVER_CONTACTS = "would the airline ever phone passengers asking for their passport details"
R68C_EVER_TO_PAY = "does the chemist ever text patients to pay for a delivery"
R68C_WOULD_YOU_EVER = "would you ever ring me when my inhaler is in"

PHRASINGS += [R68C_EVER_CONTACTS, R68C_EVER_TO_PAY, R68C_WOULD_YOU_EVER]


async def test_r68c_whether_the_place_ever_contacts_callers_is_a_question() -> None:
    assert classify(R68C_EVER_CONTACTS).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R68C_EVER_CONTACTS)) is None
    assert chosen(await understand(pharmacy.make_agent, R68C_EVER_TO_PAY)) is None
    assert classify(R68C_WOULD_YOU_EVER).act is SpeechAct.REQUEST

# "could you find a reservation under my sister, nell ashby", "..., only whether a booking exists for ...": a booking or
# order of the caller's looked for (seen, found, pulled up) by whom it is for, or whether one exists, asks whether it
# is there, the status check, never a new one (looked_for.py, in done.doubted_done). "can you find a seat for my son
# on friday to rome" (a thing to be had) still books.
R68C_FOUND_UNDER = "could you find a reservation under my sister, nell ashby"
R68C_WHETHER_EXISTS = "not after anything new, just whether a booking exists for tom pryce"
R68C_FIND_A_SEAT = "can you find a seat for my son on friday to rome"

PHRASINGS += [R68C_FOUND_UNDER, R68C_WHETHER_EXISTS, R68C_FIND_A_SEAT]


async def test_r68c_a_booking_looked_for_asks_whether_it_is_there() -> None:
    assert classify(R68C_FOUND_UNDER).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R68C_FOUND_UNDER)) == "g2"
    assert chosen(await understand(ex.make_agent, R68C_WHETHER_EXISTS)) == "g2"
    assert classify(R68C_FIND_A_SEAT).act is SpeechAct.REQUEST

# "our tickets to lisbon, move them to the sunday": a thing the caller holds (said as theirs) named first, then "it" or
# "them" moved, swapped or changed to another, changes what is held; no booking (changes._HELD_THEN_IT). "book me the
# rome flight, change it to friday" (a thing not held) is still a request.
R68C_HELD_THEN_MOVED = "our tickets to lisbon, move them to the sunday"
R68C_PENDING_CHANGED = "book me the rome flight, change it to friday"

PHRASINGS += [R68C_HELD_THEN_MOVED, R68C_PENDING_CHANGED]


async def test_r68c_a_held_thing_named_then_changed_is_a_change() -> None:
    assert classify(R68C_HELD_THEN_MOVED).act is SpeechAct.CHANGE
    assert chosen(await understand(ex.make_agent, R68C_HELD_THEN_MOVED)) != "g1"
    assert classify(R68C_PENDING_CHANGED).act is SpeechAct.REQUEST

# Round 69a

# "i'm not reordering it i only want to check whether dad's patches are ready": with no comma, a wish to know, ask or
# check, with "just" or "only", opens a clause of its own after the refusal; what is asked there is read
# (instead._KNOWING_JOINED). The refusal alone still declines.
R69A_KNOWING_JOINED = "i'm not reordering it i only want to check whether dad's patches are ready"
R69A_REFUSAL_ALONE = "i'm not reordering it"

PHRASINGS += [R69A_KNOWING_JOINED, R69A_REFUSAL_ALONE]


async def test_r69a_a_wish_to_know_run_on_after_a_refusal_is_read() -> None:
    assert chosen(await understand(pharmacy.make_agent, R69A_KNOWING_JOINED)) == "g2"
    assert (await understand(pharmacy.make_agent, R69A_REFUSAL_ALONE)).decision.choice is Choice.DECLINE

# "no repeat this month, i've got a question for the pharmacist about my dose": a question the caller has, said as
# had ("i've got a question", "we have a query"), is a want of asking after another thing refused
# (instead._WANTS_INSTEAD); the thing refused is no longer matched. "..., i've got plenty" still declines.
R69A_QUESTION_HAD = "no repeat this month, i've got a question for the pharmacist about my dose"
R69A_PLENTY_HAD = "no repeat this month, i've got plenty"

PHRASINGS += [R69A_QUESTION_HAD, R69A_PLENTY_HAD]


async def test_r69a_a_question_had_after_a_refusal_is_asked() -> None:
    assert chosen(await understand(pharmacy.make_agent, R69A_QUESTION_HAD)) == "g4"
    assert (await understand(pharmacy.make_agent, R69A_PLENTY_HAD)).decision.choice is Choice.DECLINE

# "has the delivery come in for us": opening the turn, "the" thing come in, turned up or arrived is someone's when for
# whom is said after it; whether it came in is asked (came_in._FOR_WHOM, in came_in.arrived). One of a trade is a person:
# "has the pharmacist come in for me" asks no arrival.
R69A_COME_IN_FOR = "has the delivery come in for us"
R69A_TRADE_COME_IN = "has the pharmacist come in for me"

PHRASINGS += [R69A_COME_IN_FOR, R69A_TRADE_COME_IN]


async def test_r69a_the_thing_come_in_for_someone_asks_arrival() -> None:
    assert classify(R69A_COME_IN_FOR).cue == ARRIVED
    assert chosen(await understand(pharmacy.make_agent, R69A_COME_IN_FOR)) == "g2"
    assert classify(R69A_TRADE_COME_IN).cue != ARRIVED

# "my niece flies home on the 3rd, is she on your records": someone in or on where bookings are kept (the system, the
# records, the computer) is someone booked, not one of the agent's people there to talk to (booked._ON_RECORD,
# available._AVAILABLE). "is the manager in" still asks for a person.
R69A_ON_RECORD = "my niece flies home on the 3rd, is she on your records"
R69A_PERSON_IN = "is the manager in"

PHRASINGS += [R69A_ON_RECORD, R69A_PERSON_IN]


async def test_r69a_someone_on_the_records_is_someone_booked() -> None:
    assert classify(R69A_ON_RECORD).cue == ON_IT
    assert chosen(await understand(ex.make_agent, R69A_ON_RECORD)) == "g2"
    assert chosen(await understand(ex.make_agent, R69A_PERSON_IN)) == "g3"


# Round 69b

# "i didn't catch the start of the message, has my ... gone through": not hearing a part of what the agent said or
# sent (its start, end, rest, message, text, voicemail, recording, options) refuses nothing, and what is asked after
# it is read (refusals.MISHEARD, in place). "i didn't want the rest of the cream" (a want) still refuses.
R69B_MISSED_THE_START = "i didn't catch the start of the message, has my glasgow booking gone through"
R69B_MISSED_THE_VOICEMAIL = "we didn't catch the voicemail you left, is mum's inhaler in yet"
R69B_NOT_WANTED_THE_REST = "i didn't want the rest of the cream"

PHRASINGS += [R69B_MISSED_THE_START, R69B_MISSED_THE_VOICEMAIL, R69B_NOT_WANTED_THE_REST]


async def test_r69b_a_part_of_the_message_not_heard_refuses_nothing() -> None:
    assert classify(R69B_MISSED_THE_START).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R69B_MISSED_THE_START)) == "g2"
    assert classify(R69B_MISSED_THE_VOICEMAIL).act is not SpeechAct.NEGATION
    assert classify(R69B_NOT_WANTED_THE_REST).act is SpeechAct.NEGATION


# Round 69c
# "brilliant, the car park's full again, can't wait": a verb said with "not" closing the turn is no name signed off
# with; no word ending in "n't" is a name, so no patient is named and no one is put through (extract_names._name_span).
# "..., it's run out, petra lind" (two name words in a clause of their own) still names the patient.
R69C_NOT_A_NAME = "brilliant, the car park's full again, can't wait"
R69C_SIGNED_OFF = "could you sort my repeat, it's all gone, petra lind"

PHRASINGS += [R69C_NOT_A_NAME, R69C_SIGNED_OFF]


async def test_r69c_a_verb_said_with_not_is_no_name() -> None:
    assert person_name()(R69C_NOT_A_NAME) is None
    assert chosen(await understand(pharmacy.make_agent, R69C_NOT_A_NAME)) is None
    assert person_name()(R69C_SIGNED_OFF) == "Petra Lind"

# "the twins aren't after a seat upgrade", "none of us need the hotel after all": those the caller speaks for said not
# to want it ("aren't after", as "wasn't after" is said), or none of the group wanting or needing it, refuse it
# (refusals._NEGATION). "the twins are after a seat upgrade" still asks.
R69C_THEY_ARENT_AFTER = "no, the twins aren't after a seat upgrade"
R69C_NONE_OF_US = "none of us need a hotel room after all"
R69C_THEY_ARE_AFTER = "the twins are after a seat upgrade"

PHRASINGS += [R69C_THEY_ARENT_AFTER, R69C_NONE_OF_US, R69C_THEY_ARE_AFTER]


def test_r69c_the_group_not_wanting_it_refuses() -> None:
    assert classify(R69C_THEY_ARENT_AFTER).act is SpeechAct.NEGATION
    assert classify(R69C_NONE_OF_US).act is SpeechAct.NEGATION
    assert classify(R69C_THEY_ARE_AFTER).act is not SpeechAct.NEGATION

# "we need our tickets for the team scrapping": the thing needed or wanted, then the gerund of undoing closing the
# turn, is the thing needed undone, as "the tickets need scrapping" is (cancels._NEEDS_UNDOING). "i need the seat
# they're cancelling" (what is cancelled, said by whom) is no cancel by this rule.
R69C_NEEDED_UNDONE = "we need our tickets for the orchestra scrapping"
R69C_NEEDED_FOR = "we need our tickets for the orchestra sending over"

PHRASINGS += [R69C_NEEDED_UNDONE, R69C_NEEDED_FOR]


def test_r69c_a_thing_needed_then_undoing_cancels() -> None:
    assert classify(R69C_NEEDED_UNDONE).act is SpeechAct.CANCEL
    assert classify(R69C_NEEDED_FOR).act is not SpeechAct.CANCEL

# "put me on to a person, i'm not doing all of it with a computer": not doing it with the machine, whatever words lie
# between, refuses the machine, not the agent's things; the person is put through (refusals.MACHINE). "i'm not doing the
# trip with my brother now" still refuses.
R69C_NOT_WITH_MACHINE = "put me on to a person please, i'm not doing all of it with a computer"
R69C_NOT_WITH_BROTHER = "i'm not doing the trip with my brother now"

PHRASINGS += [R69C_NOT_WITH_MACHINE, R69C_NOT_WITH_BROTHER]


async def test_r69c_not_doing_it_with_the_machine_refuses_the_machine() -> None:
    assert classify(R69C_NOT_WITH_MACHINE).act is not SpeechAct.NEGATION
    assert chosen(await understand(ex.make_agent, R69C_NOT_WITH_MACHINE)) == "g3"
    assert classify(R69C_NOT_WITH_BROTHER).act is SpeechAct.NEGATION

# "has the order for my nan gone through or not yet thanks": a yes/no question's other answer closing the turn, then a
# courtesy, still asks; the "not yet" refuses nothing (yesno._NAMED, in yesno.without_other_answer). "no, not yet
# thanks" (no question before it) still puts it off.
R69C_OR_NOT_YET_THANKS = "has the order for my nan gone through or not yet thanks"
R69C_NOT_YET_THANKS = "no, not yet thanks"

PHRASINGS += [R69C_OR_NOT_YET_THANKS, R69C_NOT_YET_THANKS]


async def test_r69c_the_other_answer_then_a_courtesy_still_asks() -> None:
    assert classify(R69C_OR_NOT_YET_THANKS).act is not SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R69C_OR_NOT_YET_THANKS)) == "g2"
    assert classify(R69C_NOT_YET_THANKS).act is SpeechAct.NEGATION


# Round 70a
# "how can i tell whether a letter really came from the chemist": telling whether a thing is so is knowing it, a
# way to know asked for (asking._QUESTION_FORMS "tell if", "tell whether"), a question, never a request for the
# handoff. "how can i tell the pharmacist about a rash" (telling someone a thing) still asks for them.
R70A_TELL_WHETHER = "how can i tell whether a letter really came from the chemist"
R70A_TELL_SOMEONE = "how can i tell the pharmacist about a rash"

PHRASINGS += [R70A_TELL_WHETHER, R70A_TELL_SOMEONE]


async def test_r70a_telling_whether_asks_a_way_to_know() -> None:
    assert classify(R70A_TELL_WHETHER).act is SpeechAct.QUESTION
    assert (await understand(pharmacy.make_agent, R70A_TELL_WHETHER)).decision.choice is not Choice.GUIDELINE
    assert classify(R70A_TELL_SOMEONE).act is SpeechAct.REQUEST

# "refill my sertraline, ..., and i'm not telling you my postcode": a detail of one's own withheld (a card, a number,
# a password, security answers, anything more over the phone), or the agent told not to ask for it, refuses none of
# the agent's things; what is asked around it stands (withheld.WITHHELD, in refusals.not_refusing and
# naming.without_courtesy). Said alone ("no, i'm not telling you my postcode") it still refuses.
R70A_WITHHELD = "refill my sertraline please, are ex four four one two two, and i'm not telling you my postcode"
R70A_NOT_ASKED = "how is my lisbon booking looking, and don't ask me for my passport number"
R70A_WITHHELD_ALONE = "no, i'm not telling you my postcode"

PHRASINGS += [R70A_WITHHELD, R70A_NOT_ASKED, R70A_WITHHELD_ALONE]


async def test_r70a_a_detail_withheld_refuses_nothing_asked() -> None:
    assert classify(R70A_WITHHELD).act is not SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R70A_WITHHELD)) == "g1"
    assert classify(R70A_NOT_ASKED).act is not SpeechAct.NEGATION
    assert classify(R70A_WITHHELD_ALONE).act is SpeechAct.NEGATION


# Round 70b
# "she adored sailing, my nan, she was a ship's cook": what someone else was, loved or used to do, told of them as the
# turn opens, is a memory, a remark; nothing is booked (remarks._THEIR_PAST). "he used to fly to rome every year, book me
# the same flight" still asks.
R70B_THEIR_PAST = "he used to fly gliders, my grandad, he loved it"
R70B_THEIR_PAST_ASKS = "he used to fly to rome every year, book me the same flight"

PHRASINGS += [R70B_THEIR_PAST, R70B_THEIR_PAST_ASKS]


async def test_r70b_what_someone_was_is_a_memory_not_a_booking() -> None:
    assert classify(R70B_THEIR_PAST).remark
    assert chosen(await understand(ex.make_agent, R70B_THEIR_PAST)) is None
    assert not classify(R70B_THEIR_PAST_ASKS).remark
    assert chosen(await understand(ex.make_agent, R70B_THEIR_PAST_ASKS)) == "g1"

# "put my inhalers onto my son's address from now on": what is held put, moved or switched onto an address changes where
# it goes; nothing is refilled (changes._ONTO_ADDRESS). "put my inhalers through for my son please" still refills.
R70B_ONTO_ADDRESS = "put my inhalers onto my son's address from now on"
R70B_PUT_THROUGH = "put my inhalers through for my son please"

PHRASINGS += [R70B_ONTO_ADDRESS, R70B_PUT_THROUGH]


async def test_r70b_put_onto_an_address_is_a_change_not_a_refill() -> None:
    assert classify(R70B_ONTO_ADDRESS).act is SpeechAct.CHANGE
    assert chosen(await understand(pharmacy.make_agent, R70B_ONTO_ADDRESS)) is None
    assert chosen(await understand(pharmacy.make_agent, R70B_PUT_THROUGH)) == "g1"

# "what was i on about, oh yes, a seat ...": the caller saying they lost their place, in a clause of its own, asks
# nothing; it is read past wherever it stands and what follows books (restarts._THREAD_LOST). "where was i booked
# to sit" still asks.
R70B_THREAD_LOST = "what was i on about, oh yes, a seat on the ryanair four one two to porto on monday for maeve byrne"
R70B_WHERE_BOOKED = "where was i booked to sit on the porto flight"

PHRASINGS += [R70B_THREAD_LOST, R70B_WHERE_BOOKED]


async def test_r70b_a_lost_thread_asks_nothing() -> None:
    assert classify(repaired(R70B_THREAD_LOST)).act is SpeechAct.REQUEST
    assert chosen(await understand(ex.make_agent, R70B_THREAD_LOST)) == "g1"
    assert classify(repaired(R70B_WHERE_BOOKED)).act is SpeechAct.QUESTION


# Round 70c
# "my gran's asking has her patches arrived": a question passed on in its own words, its auxiliary ("has", "is", "did" ...)
# straight after "asking", is asked as "asking if" asks it (asking._PASSED_ON); nothing is refilled. "my gran's asking can you do
# her repeat" (a request passed on) still asks for it.
R70C_PASSED_ON_HAS = "my gran's asking has her patches arrived"
R70C_PASSED_ON_CAN = "my gran's asking can you do her repeat"

PHRASINGS += [R70C_PASSED_ON_HAS, R70C_PASSED_ON_CAN]


async def test_r70c_a_question_passed_on_in_its_own_words_asks() -> None:
    assert classify(R70C_PASSED_ON_HAS).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R70C_PASSED_ON_HAS)) != "g1"
    assert classify(R70C_PASSED_ON_CAN).act is SpeechAct.REQUEST
    assert chosen(await understand(pharmacy.make_agent, R70C_PASSED_ON_CAN)) == "g1"

# "my husband says not the evening one this time, no": a "not the ..." said by someone the caller speaks for, reported,
# refuses as the caller's own does, when nothing but a no or thanks follows (for_others._REPORTED_NOT). "my husband says
# not the evening one, the morning one" corrects which one; no refusal.
R70C_REPORTED_NOT = "my husband says not the evening one this time, no"
R70C_REPORTED_CORRECTED = "my husband says not the evening one, the morning one"

PHRASINGS += [R70C_REPORTED_NOT, R70C_REPORTED_CORRECTED]


async def test_r70c_a_reported_not_refuses() -> None:
    assert classify(R70C_REPORTED_NOT).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R70C_REPORTED_NOT)) is None
    assert classify(R70C_REPORTED_CORRECTED).act is not SpeechAct.NEGATION

# "no, she's still got a few left": after a no, what someone the caller speaks for still has declines, as the caller's
# own "i've still got ..." does (refusals.AFTER_NO, in place). Without the no it is no refusal.
R70C_SHE_STILL_HAS = "no, she's still got a few left"
R70C_SHE_STILL_HAS_BARE = "she's still got a few left"

PHRASINGS += [R70C_SHE_STILL_HAS, R70C_SHE_STILL_HAS_BARE]


def test_r70c_what_someone_else_still_has_declines_after_a_no() -> None:
    assert classify(R70C_SHE_STILL_HAS).act is SpeechAct.NEGATION
    assert classify(R70C_SHE_STILL_HAS_BARE).act is not SpeechAct.NEGATION

# "no, my wife doesn't want to be transferred": being put through, not wanted by someone the caller speaks for,
# refuses (for_others._SOMEONE_ELSE_NOT). "my wife wants to be transferred" is no refusal.
R70C_NOT_PUT_THROUGH = "no, my wife doesn't want to be transferred"
R70C_WANTS_PUT_THROUGH = "my wife wants to be transferred"

PHRASINGS += [R70C_NOT_PUT_THROUGH, R70C_WANTS_PUT_THROUGH]


def test_r70c_someone_else_not_wanting_to_be_put_through_refuses() -> None:
    assert classify(R70C_NOT_PUT_THROUGH).act is SpeechAct.NEGATION
    assert classify(R70C_WANTS_PUT_THROUGH).act is not SpeechAct.NEGATION

# "nobody at the office knows whether the tickets went through": no one knowing whether is asking whether
# (asking's "knows if", "knows whether"), as "no idea if" is. "nobody at the office booked the tickets" asks nothing.
R70C_NOBODY_KNOWS = "nobody at the office knows whether the tickets went through"
R70C_NOBODY_BOOKED = "nobody at the office booked the tickets"

PHRASINGS += [R70C_NOBODY_KNOWS, R70C_NOBODY_BOOKED]


async def test_r70c_no_one_knowing_whether_asks_whether() -> None:
    assert classify(R70C_NOBODY_KNOWS).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R70C_NOBODY_KNOWS)) == "g2"
    assert classify(R70C_NOBODY_BOOKED).act is not SpeechAct.QUESTION


# Round 71a
# "my brother's flight was cancelled last night and he's sleeping at the airport, we need to speak to somebody": a thing said
# to have been cancelled (a past event), then later in the turn a need to talk or speak, no "so" said: the cancelling is the
# story, the person is asked for (cancels._CANCELLED_SO). "my brother's flight was cancelled" alone still reads as cancelling.
R71A_CANCELLED_STORY = "my brother's flight was cancelled last night and he's sleeping at the airport, we need to speak to somebody"
R71A_CANCELLED_ALONE = "my brother's flight was cancelled"

PHRASINGS += [R71A_CANCELLED_STORY, R71A_CANCELLED_ALONE]


async def test_r71a_a_cancelling_told_before_a_need_to_talk_cancels_nothing() -> None:
    assert classify(R71A_CANCELLED_STORY).act is not SpeechAct.CANCEL
    assert chosen(await understand(ex.make_agent, R71A_CANCELLED_STORY)) == "g3"
    assert classify(R71A_CANCELLED_ALONE).act is SpeechAct.CANCEL

# "put me onto a real person, i'm not telling a robot about my operation": telling (or giving) the machine refused, the
# machine its object, refuses the machine (refusals.MACHINE); the person asked for is read. "i'm not telling my boss
# about my operation" still refuses.
R71A_NOT_TELLING_MACHINE = "put me onto a real person, i'm not telling a robot about my operation"
R71A_NOT_TELLING_BOSS = "i'm not telling my boss about my operation"

PHRASINGS += [R71A_NOT_TELLING_MACHINE, R71A_NOT_TELLING_BOSS]


async def test_r71a_not_telling_the_machine_refuses_the_machine() -> None:
    assert classify(R71A_NOT_TELLING_MACHINE).act is not SpeechAct.NEGATION
    assert chosen(await understand(ex.make_agent, R71A_NOT_TELLING_MACHINE)) == "g3"
    assert classify(R71A_NOT_TELLING_BOSS).act is SpeechAct.NEGATION

# "nah, we'll just leave it": leaving it, said of oneself, closing the turn, forgoes it as "i'll leave it thanks" does
# (refusals.LEFT_AS_IT_IS). "i'll leave it with you" hands it over; no refusal.
R71A_LEAVE_IT_CLOSING = "nah, we'll just leave it"
R71A_LEAVE_IT_WITH = "i'll leave it with you"

PHRASINGS += [R71A_LEAVE_IT_CLOSING, R71A_LEAVE_IT_WITH]


def test_r71a_leaving_it_closing_the_turn_declines() -> None:
    assert classify(R71A_LEAVE_IT_CLOSING).act is SpeechAct.NEGATION
    assert classify(R71A_LEAVE_IT_WITH).act is not SpeechAct.NEGATION

# "did my aunt's seats to lisbon get booked after all, joan price": the held thing asked whether it got booked asks
# whether it is done (naming._DONE_PHRASES); the status check answers. "my aunt's seats to lisbon need to get booked"
# asks nothing of the kind.
R71A_GOT_BOOKED = "did my aunt's seats to lisbon get booked after all, joan price"
R71A_NEED_BOOKED = "my aunt's seats to lisbon need to get booked"

PHRASINGS += [R71A_GOT_BOOKED, R71A_NEED_BOOKED]


async def test_r71a_whether_it_got_booked_is_the_status_check() -> None:
    assert asks_done(R71A_GOT_BOOKED)
    assert chosen(await understand(ex.make_agent, R71A_GOT_BOOKED)) == "g2"
    assert not asks_done(R71A_NEED_BOOKED)

# "are we all good on the oslo flight": all in order on it is whether one is on it (booked._ON_IT); the status check
# answers. "are we all good to bring a pushchair" is on no flight; not that.
R71A_ALL_GOOD_ON = "are we all good on the oslo flight"
R71A_ALL_GOOD = "are we all good to bring a pushchair"

PHRASINGS += [R71A_ALL_GOOD_ON, R71A_ALL_GOOD]


async def test_r71a_all_good_on_the_flight_asks_whether_one_is_on_it() -> None:
    assert classify(R71A_ALL_GOOD_ON).cue == ON_IT
    assert chosen(await understand(ex.make_agent, R71A_ALL_GOOD_ON)) == "g2"
    assert classify(R71A_ALL_GOOD).cue != ON_IT

# "is priya on the cork flight on friday or not, surname shah": someone named in one word, on the flight, the other
# answer closing the clause, asks whether they are on it (booked._ON_IT). "is wifi on the cork flight or not" does not.
R71A_ONE_NAME_ON = "is priya on the cork flight on friday or not, surname shah"
R71A_WIFI_ON = "is wifi on the cork flight or not"

PHRASINGS += [R71A_ONE_NAME_ON, R71A_WIFI_ON]


async def test_r71a_someone_named_in_one_word_on_the_flight_or_not_asks_whether_they_are_on_it() -> None:
    assert classify(R71A_ONE_NAME_ON).cue == ON_IT
    assert chosen(await understand(ex.make_agent, R71A_ONE_NAME_ON)) == "g2"
    assert classify(R71A_WIFI_ON).cue != ON_IT

# "um could i, the chemist, someone at the counter please": "can i" or "could i" with no verb after it, an article
# next, leaves the verb unsaid ("can i have"): a request, not a question of what one may do (acts._MODAL_QUESTION).
# "could i take two of these at once" still asks what one may do.
R71A_NO_VERB = "um could i, the chemist, someone at the counter please"
R71A_MAY_TAKE = "could i take two of these at once"

PHRASINGS += [R71A_NO_VERB, R71A_MAY_TAKE]


async def test_r71a_can_i_with_the_verb_unsaid_asks_for_the_thing() -> None:
    assert classify(R71A_NO_VERB).act is SpeechAct.REQUEST
    assert chosen(await understand(pharmacy.make_agent, R71A_NO_VERB)) == "g4"
    assert classify(R71A_MAY_TAKE).act is SpeechAct.QUESTION

# "if i call round after tea do you close early on fridays": a condition, then "do you" or "are you" asks a question on
# it (acts._CONDITIONAL_QUESTION), the hours here. "if it's ready can you text me" asks for something.
R71A_IF_DO_YOU = "if i call round after tea do you close early on fridays"
R71A_IF_CAN_YOU = "if it's ready can you text me"

PHRASINGS += [R71A_IF_DO_YOU, R71A_IF_CAN_YOU]


async def test_r71a_a_condition_then_do_you_asks() -> None:
    assert classify(R71A_IF_DO_YOU).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R71A_IF_DO_YOU)) == "g3"
    assert classify(R71A_IF_CAN_YOU).act is SpeechAct.REQUEST

# "i can only come after work, will the pharmacy still be open at half six": whether the place is open or shut, in a clause
# of its own after the story, asks the hours (asking.OPEN_THEN). "..., will you still have my tablets" is not that.
R71A_OPEN_THEN = "i can only come after work, will the pharmacy still be open at half six"
R71A_HAVE_THEN = "i can only come after work, will you still have my tablets"

PHRASINGS += [R71A_OPEN_THEN, R71A_HAVE_THEN]


async def test_r71a_whether_the_place_is_open_after_the_story_asks_the_hours() -> None:
    assert classify(R71A_OPEN_THEN).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R71A_OPEN_THEN)) == "g3"
    assert classify(R71A_HAVE_THEN).cue != classify(R71A_OPEN_THEN).cue


# Round 71b

# "if only the weather was this nice at home", "if my old geography teacher could see me now": a wish ("if only ...")
# or the saying of pride ("if <someone> could see me now") in a clause of its own asks for nothing; a remark
# (remarks._WISHED). "if only you could book me the window one" has a word of asking in it and is no remark.
R71B_WISH = "if only the weather was this nice at home"
R71B_PROUD = "if my old geography teacher could see me now"
R71B_WISH_ASKING = "if only you could book me the window one"

PHRASINGS += [R71B_WISH, R71B_PROUD, R71B_WISH_ASKING]


async def test_r71b_a_wish_or_a_boast_behind_if_is_a_remark() -> None:
    for text in (R71B_WISH, R71B_PROUD):
        assert classify(text).remark
        assert chosen(await understand(ex.make_agent, text)) is None
    assert not classify(R71B_WISH_ASKING).remark

# "would my ten year old nephew be permitted to travel alone": whether someone else would be allowed, asked ahead,
# is a question about what is allowed (allowed.THIRD_PARTY_MODAL), not a booking. "would you put my nephew on the
# friday flight" still books.
R71B_WOULD_BE_ALLOWED = "would my ten year old nephew be permitted to travel alone"
R71B_WOULD_YOU_PUT = "would you put my nephew on the friday flight"

PHRASINGS += [R71B_WOULD_BE_ALLOWED, R71B_WOULD_YOU_PUT]


async def test_r71b_whether_someone_would_be_allowed_asks_what_is_allowed() -> None:
    assert classify(R71B_WOULD_BE_ALLOWED).act is SpeechAct.QUESTION
    assert classify(R71B_WOULD_BE_ALLOWED).cue == PERMISSION
    assert chosen(await understand(ex.make_agent, R71B_WOULD_BE_ALLOWED)) != "g1"
    assert chosen(await understand(ex.make_agent, R71B_WOULD_YOU_PUT)) == "g1"

# "if we go business class could he bring his golf clubs", "in case the bus is late can we still collect after six":
# a condition ("if", "in case"), then whether one or someone spoken for may do a thing, asks the rules (acts._IF_THEN_MAY).
# "if there's room could he have the aisle seat" (having a thing) stays a request.
R71B_IF_HE_MAY = "if we go business class could he bring his golf clubs"
R71B_IN_CASE_MAY = "in case the bus is late can we still collect after six"
R71B_IF_HE_HAS = "if there's room could he have the aisle seat"

PHRASINGS += [R71B_IF_HE_MAY, R71B_IN_CASE_MAY, R71B_IF_HE_HAS]


def test_r71b_a_condition_then_whether_someone_may_asks() -> None:
    assert classify(R71B_IF_HE_MAY).act is SpeechAct.QUESTION
    assert classify(R71B_IN_CASE_MAY).act is SpeechAct.QUESTION
    assert classify(R71B_IF_HE_HAS).act is SpeechAct.REQUEST

# "we wouldn't need them, no": a would-be no (wouldn't need, want or bother) with a no of its own declines
# (refusals.AFTER_NO, in place). "we wouldn't need them if the doctor changes the dose" is no refusal.
R71B_WOULD_NOT_NEED = "we wouldn't need them, no"
R71B_WOULD_NOT_NEED_IF = "we wouldn't need them if the doctor changes the dose"

PHRASINGS += [R71B_WOULD_NOT_NEED, R71B_WOULD_NOT_NEED_IF]


def test_r71b_a_would_be_no_with_a_no_declines() -> None:
    assert classify(R71B_WOULD_NOT_NEED).act is SpeechAct.NEGATION
    assert classify(R71B_WOULD_NOT_NEED_IF).act is not SpeechAct.NEGATION

# "nah, then skip it": left as a consequence ("then", "in that case") refuses as "leave it" does (acts._LEAVE_IT).
# "then refill it please" still asks.
R71B_THEN_SKIP = "nah, then skip it"
R71B_THEN_REFILL = "then refill it please"

PHRASINGS += [R71B_THEN_SKIP, R71B_THEN_REFILL]


async def test_r71b_left_as_a_consequence_refuses() -> None:
    assert classify(R71B_THEN_SKIP).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R71B_THEN_SKIP)) is None
    assert chosen(await understand(pharmacy.make_agent, R71B_THEN_REFILL)) == "g1"


# Round 71c
# "my sister asked me to reserve the train to the station too": an errand passed on (someone wants, asked or told the caller to
# book, order, check, ...) opening the turn; what follows "to" is what is asked, and the sender is no thing of the agent's
# (errand.errand_past, in restarts.repaired): a train is another service's. "my sister asked me to book her a seat on the
# sunday flight to lisbon" still books: the sender, named by a pronoun after the doing, is who it is for.
R71C_ERRAND_ELSEWHERE = "my sister asked me to reserve the train to the station too"
R71C_ERRAND_FOR_SENDER = "my sister asked me to book her a seat on the sunday flight to lisbon"

PHRASINGS += [R71C_ERRAND_ELSEWHERE, R71C_ERRAND_FOR_SENDER]


async def test_r71c_an_errand_passed_on_reads_what_is_asked() -> None:
    elsewhere = await understand(ex.make_agent, R71C_ERRAND_ELSEWHERE)
    assert elsewhere.decision.choice is Choice.CANNOT
    assert chosen(await understand(ex.make_agent, R71C_ERRAND_FOR_SENDER)) == "g1"

# "no, the physio told me not to order any more of those", "my gp said not to renew them": told by someone not to order,
# book or renew the agent's kind of thing (or not to let the agent) is the caller's no, after a no or with nothing
# asked after it (for_others._TOLD_NOT); nothing is refilled. "the physio told me to order more of those" still asks.
R71C_TOLD_NOT_NO = "no, the physio told me not to order any more of those"
R71C_TOLD_NOT_ALONE = "my gp said not to renew them"
R71C_TOLD_TO = "the physio told me to order more of those"

PHRASINGS += [R71C_TOLD_NOT_NO, R71C_TOLD_NOT_ALONE, R71C_TOLD_TO]


async def test_r71c_told_not_to_order_refuses() -> None:
    assert classify(R71C_TOLD_NOT_NO).act is SpeechAct.NEGATION
    assert classify(R71C_TOLD_NOT_ALONE).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R71C_TOLD_NOT_ALONE)) is None
    assert classify(R71C_TOLD_TO).act is not SpeechAct.NEGATION


# Round 72a
# "..., the holiday's through another company not you": the thing said to be held with, through or from another company
# ("them", "the other lot", "another company") and not the agent asks the agent to do none of it; it is answered with what
# the agent does, nothing is booked (not_ours.NOT_OURS, beside another service's thing in understand). The same request
# with no other company said still books; "a human, not you" still asks for a person.
R72A_THROUGH_ANOTHER = "reserve me two seats on a flight to malaga, the holiday's through another company not you"
R72A_OWN_SEATS = "reserve me two seats on a flight to malaga"
R72A_PERSON_NOT_YOU = "i'd like to talk with a human, not you"

PHRASINGS += [R72A_THROUGH_ANOTHER, R72A_OWN_SEATS, R72A_PERSON_NOT_YOU]


async def test_r72a_another_companys_thing_is_not_booked() -> None:
    assert (await understand(ex.make_agent, R72A_THROUGH_ANOTHER)).decision.choice is Choice.CANNOT
    assert chosen(await understand(ex.make_agent, R72A_OWN_SEATS)) == "g1"
    assert chosen(await understand(ex.make_agent, R72A_PERSON_NOT_YOU)) == "g3"

# "no tickets yet, we'd like to see how the weather pans out first": an event the caller wants to watch ("see how / what
# ... goes, does, turns out") closed by "first", said of oneself, puts the doing off; nothing is booked
# (waiting.WAITS_FIRST). Asked of the agent ("can you see how ... first") it is no refusal.
R72A_SEE_FIRST = "no tickets yet, we'd like to see how the weather pans out first"
R72A_SEE_FIRST_ALONE = "i'll hold off, i want to see how the new tablets go first"
R72A_AGENT_SEES = "can you see how the weather looks for friday first"

PHRASINGS += [R72A_SEE_FIRST, R72A_SEE_FIRST_ALONE, R72A_AGENT_SEES]


async def test_r72a_watching_an_event_first_puts_it_off() -> None:
    assert classify(R72A_SEE_FIRST).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R72A_SEE_FIRST)).decision.choice is Choice.DECLINE
    assert classify(R72A_SEE_FIRST_ALONE).act is SpeechAct.NEGATION
    assert classify(R72A_AGENT_SEES).act is not SpeechAct.NEGATION

# "my mum's flight to faro got cancelled last night and she's stranded in the terminal, we need a real person": a thing
# said to have been cancelled, then a person needed later in the turn ("i/we need a real agent, someone, a human"), no
# verb of talking: the cancelling is the story and the person is asked for (cancels._CANCELLED_SO). Said alone, it cancels.
R72A_CANCELLED_PERSON = "my mum's flight to faro got cancelled last night and she's stranded in the terminal, we need a real person"
R72A_CANCELLED_ALONE = "my mum's flight to faro got cancelled last night"

PHRASINGS += [R72A_CANCELLED_PERSON, R72A_CANCELLED_ALONE]


async def test_r72a_a_person_needed_after_a_cancelling() -> None:
    assert chosen(await understand(ex.make_agent, R72A_CANCELLED_PERSON)) == "g3"
    assert (await understand(ex.make_agent, R72A_CANCELLED_ALONE)).decision.choice is Choice.CANCEL

# "does a golf bag count in my luggage allowance or is it a separate charge": "or is it a separate charge, fee, thing"
# asks whether a thing is counted apart, of the thing, not which line was rung (line.WHICH_LINE); the allowance is
# answered. "... or is that a separate department" still asks whether the line does it.
R72A_SEPARATE_CHARGE = "does a golf bag count in my luggage allowance or is it a separate charge"
R72A_SEPARATE_DESK = "do you handle refunds or is that a separate department"

PHRASINGS += [R72A_SEPARATE_CHARGE, R72A_SEPARATE_DESK]


async def test_r72a_a_separate_charge_asks_of_the_thing() -> None:
    assert chosen(await understand(ex.make_agent, R72A_SEPARATE_CHARGE)) == "g5"
    assert (await understand(ex.make_agent, R72A_SEPARATE_DESK)).decision.choice is Choice.CANNOT

# "my bus gets in at half eight so i'm hoping you're about, when do you unlock": the place unlocked, asked when, is opened (dialect.standard, "unlock"
# read "open"); the hours are answered. "when do you unlock the online account for repeats" (a thing of the caller's
# unlocked) is not read as the hours.
R72A_UNLOCK_HOURS = "my bus gets in at half eight so i'm hoping you're about, when do you unlock"
R72A_UNLOCK_ACCOUNT = "when do you unlock the online account for repeats"

PHRASINGS += [R72A_UNLOCK_HOURS, R72A_UNLOCK_ACCOUNT]


async def test_r72a_unlocking_asked_when_is_opening() -> None:
    assert chosen(await understand(pharmacy.make_agent, R72A_UNLOCK_HOURS)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R72A_UNLOCK_ACCOUNT)) != "g3"


# Round 72c
# "it was meant to be in on monday, where's my amlodipine": where the caller's own thing is, asked in a clause closing the
# turn, asks after it (asking._HOW_IT_GOES); nothing is refilled. "it was meant to be in on monday, please refill my
# amlodipine" still refills.
R72C_WHERE_IS_MINE = "it was meant to be in on monday, where's my amlodipine"
R72C_WHERE_REFILL = "it was meant to be in on monday, please refill my amlodipine"

PHRASINGS += [R72C_WHERE_IS_MINE, R72C_WHERE_REFILL]


async def test_r72c_where_ones_own_thing_is_asks_after_it() -> None:
    assert chosen(await understand(pharmacy.make_agent, R72C_WHERE_IS_MINE)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R72C_WHERE_REFILL)) == "g1"

# "no, keep me away from the chemist, i'll manage": being kept away from someone or a thing refuses it
# (refusals._NEGATION); nobody is handed over. "put me through to the chemist, i'll manage" still asks for them.
R72C_KEEP_AWAY = "no, keep me away from the chemist, i'll manage"
R72C_PUT_THROUGH = "put me through to the chemist, i'll manage"

PHRASINGS += [R72C_KEEP_AWAY, R72C_PUT_THROUGH]


async def test_r72c_kept_away_from_it_refuses() -> None:
    assert classify(R72C_KEEP_AWAY).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R72C_KEEP_AWAY)) is None
    assert classify(R72C_PUT_THROUGH).act is not SpeechAct.NEGATION

# "oh brilliant, a whole month with no inhaler, cheers for that": thanks closing a turn opened by praise is mock delight,
# a remark (remarks.mock_delight); nothing is refilled. "a whole month with no inhaler, refill it please, cheers for that"
# (no praise opening it) still refills.
R72C_THANKS_IRONIC = "oh brilliant, a whole month with no inhaler, cheers for that"
R72C_THANKS_SINCERE = "a whole month with no inhaler, refill it please, cheers for that"

PHRASINGS += [R72C_THANKS_IRONIC, R72C_THANKS_SINCERE]


async def test_r72c_thanks_after_praise_is_mock_delight() -> None:
    assert classify(R72C_THANKS_IRONIC).remark
    assert chosen(await understand(pharmacy.make_agent, R72C_THANKS_IRONIC)) is None
    assert not classify(R72C_THANKS_SINCERE).remark

# "my usual repeat please, and don't keep me waiting a fortnight like in june": a closing warning not to mishandle
# what is asked (lose it, forget it, keep the caller waiting, read them the whole page) refuses nothing; what is asked
# stands (warned.unwarned, in refusals.not_refusing and refusals._refusal). Said alone, "don't lose it" still refuses.
R72C_WARNED = "my usual repeat please, and don't keep me waiting a fortnight like in june"
R72C_WARNED_ASKED = "what's the cabin bag size, and don't give me the runaround"
R72C_WARNED_ALONE = "no, don't lose it"

PHRASINGS += [R72C_WARNED, R72C_WARNED_ASKED, R72C_WARNED_ALONE]


async def test_r72c_a_warning_over_handling_refuses_nothing() -> None:
    assert classify(R72C_WARNED).act is not SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R72C_WARNED)) == "g1"
    assert chosen(await understand(ex.make_agent, R72C_WARNED_ASKED)) == "g5"
    assert classify(R72C_WARNED_ALONE).act is SpeechAct.NEGATION


# Round 72b
# "as i explained to one of your team, please renew my lansoprazole": "like / as i told, was telling, said to, explained to"
# someone names the person the caller told before ("like" as "as", no wanting); they are of the story, not reached for
# (people._TOLD_BEFORE, in `_earlier`, read by `_reached`, `_consulted` and `_asked_for`); what is asked after stands.
# "as i explained, put me through to one of your team" still hands over.
R72B_TOLD_BEFORE = "as i explained to one of your team, please renew my lansoprazole"
R72B_WAS_TELLING = "like i was telling the pharmacist, my inhaler is nearly empty, could you reorder it"
R72B_TOLD_THEN_REACHED = "as i explained, put me through to one of your team"

PHRASINGS += [R72B_TOLD_BEFORE, R72B_WAS_TELLING, R72B_TOLD_THEN_REACHED]


async def test_r72b_the_one_told_before_is_not_asked_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, R72B_TOLD_BEFORE)) == "g1"
    assert chosen(await understand(pharmacy.make_agent, R72B_WAS_TELLING)) == "g1"
    assert chosen(await understand(pharmacy.make_agent, R72B_TOLD_THEN_REACHED)) == "g4"

# "the lady on the desk said she'd book my seats on the iberia three one, did she do it": a promise reported ("said / told me
# / promised she'd ..., ... would be ..."), then only whether it was kept ("did she", "has he actually", "are they"), asks
# whether the thing is done (promised.promise_asked, new, in restarts.repaired); nothing is booked or refilled.
# "..., so book them now please" (a request after the promise) still books.
R72B_PROMISE_KEPT = "the lady on the desk said she'd book my seats on the iberia three one, did she do it"
R72B_PROMISE_READY = "the pharmacist told me my patches would be ready this afternoon, are they"
R72B_PROMISE_THEN_ASKED = "the lady on the desk said she'd book my seats on the iberia three one, so book them now please"

PHRASINGS += [R72B_PROMISE_KEPT, R72B_PROMISE_READY, R72B_PROMISE_THEN_ASKED]


async def test_r72b_a_promise_asked_after_asks_whether_it_is_done() -> None:
    assert chosen(await understand(ex.make_agent, R72B_PROMISE_KEPT)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R72B_PROMISE_READY)) == "g2"
    assert chosen(await understand(ex.make_agent, R72B_PROMISE_THEN_ASKED)) == "g1"

# "when do you shut on saturdays, i didn't write it down": the caller's failure to note or hear what they were told
# ("didn't write / jot / note it down", "didn't catch that"), in a clause of its own, says why they ask again and refuses
# nothing; it is read past (restarts._THREAD_LOST, in `_thread_found`). Said after a no ("no thanks, i never jotted that
# down") the no still declines.
R72B_NOT_NOTED = "when do you shut on saturdays, i didn't write it down"
R72B_NOT_NOTED_NO = "no thanks, i never jotted that down"

PHRASINGS += [R72B_NOT_NOTED, R72B_NOT_NOTED_NO]


async def test_r72b_not_noting_it_refuses_nothing() -> None:
    assert chosen(await understand(pharmacy.make_agent, R72B_NOT_NOTED)) == "g3"
    assert (await understand(ex.make_agent, R72B_NOT_NOTED_NO)).decision.choice is Choice.DECLINE


# Round 73a
# "we think not, after all that": "i/we think not" is a no said the old way, as "i don't think so" is
# (refusals._NEGATION); "i think i'll take the later one" still asks.
R73A_THINK_NOT = "we think not, after all that"
R73A_THINK_THEN_ASKED = "i think i'll take the later one to zurich"

PHRASINGS += [R73A_THINK_NOT, R73A_THINK_THEN_ASKED]


async def test_r73a_i_think_not_declines() -> None:
    assert classify(R73A_THINK_NOT).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R73A_THINK_NOT)).decision.choice is Choice.DECLINE
    assert classify(R73A_THINK_THEN_ASKED).act is not SpeechAct.NEGATION

# "the eye drops thing, nah, leave it": a thing named, then a bare no in a clause of its own, then leaving or skipping it:
# the no says the mind changed as "hmm, no" does (acts._LEAVE_IT, after the clause before); nothing is asked.
# "the eye drops thing, nah, order the spray instead" still asks.
R73A_NAMED_NO_LEAVE = "the eye drops thing, nah, leave it"
R73A_NAMED_NO_ASKED = "the eye drops thing, nah, order the spray instead"

PHRASINGS += [R73A_NAMED_NO_LEAVE, R73A_NAMED_NO_ASKED]


async def test_r73a_a_no_before_leaving_it_declines() -> None:
    assert classify(R73A_NAMED_NO_LEAVE).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R73A_NAMED_NO_LEAVE)).decision.choice is Choice.DECLINE
    assert classify(R73A_NAMED_NO_ASKED).act is not SpeechAct.NEGATION

# "what is your rule when a flight gets called off by the weather": the rule or policy asked for the case, the cancelling
# a condition, as "what happens if" (cancels.RULE_IF, in acts._CANCELLED_IF); nothing is cancelled.
# "cancel my flight, what's the rule on refunds" still cancels.
R73A_RULE_IF = "what is your rule when a flight gets called off by the weather"
R73A_RULE_AFTER_CANCEL = "cancel my flight please, what's the rule on refunds"

PHRASINGS += [R73A_RULE_IF, R73A_RULE_AFTER_CANCEL]


async def test_r73a_the_rule_if_cancelled_is_a_question() -> None:
    assert classify(R73A_RULE_IF).act is SpeechAct.QUESTION
    assert (await understand(ex.make_agent, R73A_RULE_IF)).decision.choice is not Choice.CANCEL
    assert classify(R73A_RULE_AFTER_CANCEL).act is SpeechAct.CANCEL

# "hang on, we haven't run it past the kids yet": someone of the caller's not yet asked, closing the turn, puts the choice
# off (waiting.WAITS_FIRST, with `_CONSULTED`); a no. Staff not yet asked ("i've not spoken to the pharmacist yet") is
# no refusal.
R73A_NOT_CONSULTED = "hang on, we haven't run it past the kids yet"
R73A_STAFF_NOT_ASKED = "i've not spoken to the pharmacist yet"

PHRASINGS += [R73A_NOT_CONSULTED, R73A_STAFF_NOT_ASKED]


async def test_r73a_not_yet_asking_ones_own_puts_it_off() -> None:
    assert classify(R73A_NOT_CONSULTED).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R73A_NOT_CONSULTED)).decision.choice is Choice.DECLINE
    assert classify(R73A_STAFF_NOT_ASKED).act is not SpeechAct.NEGATION

# "is the krakow one all fine then": the held thing, by its place or whose it is, asked whether all is in order, in a
# clause of its own, asks whether it is booked (booked._ALL_GOOD, in `on_it`); "is the food all good on board" does not.
R73A_ALL_SORTED = "is the krakow one all fine then"
R73A_FOOD_GOOD = "is the food all good on board"

PHRASINGS += [R73A_ALL_SORTED, R73A_FOOD_GOOD]


async def test_r73a_all_sorted_asks_whether_booked() -> None:
    assert chosen(await understand(ex.make_agent, R73A_ALL_SORTED)) == "g2"
    assert chosen(await understand(ex.make_agent, R73A_FOOD_GOOD)) != "g2"


# Round 73b
# "would you mind cancelling my wife's inhaler, she's been moved onto a spray": minding asked of the undoing itself ("mind
# cancelling", "mind calling off", "mind scrapping") calls the thing off, whatever story follows (cancels._CANCEL); nothing is
# refilled. "would you mind booking me on ..." still books.
R73B_MIND_CANCELLING = "would you mind cancelling my wife's inhaler, she's been moved onto a spray"
R73B_MIND_BOOKING = "would you mind booking me on the klm six four tomorrow"

PHRASINGS += [R73B_MIND_CANCELLING, R73B_MIND_BOOKING]


async def test_r73b_minding_the_cancelling_cancels() -> None:
    assert classify(R73B_MIND_CANCELLING).act is SpeechAct.CANCEL
    assert (await understand(pharmacy.make_agent, R73B_MIND_CANCELLING)).decision.choice is Choice.CANCEL
    assert chosen(await understand(ex.make_agent, R73B_MIND_BOOKING)) == "g1"

# "would it be worth my calling in tomorrow for the ventolin": whether a thing would pay off, asked ("would / will it be
# worth", asking._QUESTION_FORMS), is a question; nothing is refilled. "would you refill my ventolin ..." still refills.
R73B_WORTH = "would it be worth my calling in tomorrow for the ventolin"
R73B_WORTH_ASKED = "would you refill my ventolin for tomorrow"

PHRASINGS += [R73B_WORTH, R73B_WORTH_ASKED]


async def test_r73b_whether_it_is_worth_it_is_a_question() -> None:
    assert classify(R73B_WORTH).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R73B_WORTH)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R73B_WORTH_ASKED)) == "g1"

# "i hate to be a nuisance but might i have a word with a real human": the caller's excuse for asking, closed by "but",
# says how they feel about asking; what follows "but" is the turn (excused.excused, new, in restarts.repaired). "i don't
# suppose the chemist could phone me ...": a hedge before what someone else might do, the same. Not a no before "but",
# nor "i don't suppose" of the caller's own doing.
R73B_EXCUSED = "i hate to be a nuisance but might i have a word with a real human"
R73B_HEDGED = "i don't suppose the chemist could phone me this evening"
R73B_NO_BEFORE_BUT = "sorry, i don't want to be booked on that one"
R73B_HEDGED_OWN = "i don't suppose i'll bother with it"

PHRASINGS += [R73B_EXCUSED, R73B_HEDGED, R73B_NO_BEFORE_BUT, R73B_HEDGED_OWN]


async def test_r73b_an_excuse_for_asking_is_read_past() -> None:
    assert chosen(await understand(ex.make_agent, R73B_EXCUSED)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R73B_HEDGED)) == "g4"
    assert (await understand(ex.make_agent, R73B_NO_BEFORE_BUT)).decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R73B_HEDGED_OWN)).decision.choice is not Choice.GUIDELINE

# "put me on the klm six four tomorrow, terribly sorry i didn't give my surname, it's okafor": an apology for a thing left
# untold (a name, a number) owns a slip in the telling and refuses nothing (omitted.unomitted, new, taken out in
# refusals.not_refusing); what is asked around it stands. "no, i didn't give you my name for that" still refuses.
R73B_OMITTED = "put me on the klm six four tomorrow, terribly sorry i didn't give my surname, it's okafor"
R73B_NOT_OMITTED = "no, i didn't give you my name for that"

PHRASINGS += [R73B_OMITTED, R73B_NOT_OMITTED]


async def test_r73b_sorry_for_a_thing_untold_refuses_nothing() -> None:
    assert classify(R73B_OMITTED).act is not SpeechAct.NEGATION
    assert chosen(await understand(ex.make_agent, R73B_OMITTED)) == "g1"
    assert classify(R73B_NOT_OMITTED).act is SpeechAct.NEGATION

# "i'm not quite sure i'm down for the lisbon flight on sunday", "we haven't had a text saying my son is on the dublin
# flight": unsure that a held thing is so, or never told it, asks whether it is (unconfirmed.unconfirmed, new, in
# restarts.repaired, read as "whether ..."). "i'm not sure i want to be booked on ..." still hesitates over it: a no.
R73B_UNSURE = "i'm not quite sure i'm down for the lisbon flight on sunday"
R73B_UNTOLD = "we haven't had a text saying my son is on the dublin flight"
R73B_UNSURE_WANTED = "i'm not sure i want to be booked on the rome one"

PHRASINGS += [R73B_UNSURE, R73B_UNTOLD, R73B_UNSURE_WANTED]


async def test_r73b_unsure_it_is_so_asks_whether_it_is() -> None:
    assert chosen(await understand(ex.make_agent, R73B_UNSURE)) == "g2"
    assert chosen(await understand(ex.make_agent, R73B_UNTOLD)) == "g2"
    assert (await understand(ex.make_agent, R73B_UNSURE_WANTED)).decision.choice is Choice.DECLINE

# "nope, we're perfectly fine for inhalers thanks": fine for the thing, a word of degree between ("quite", "perfectly",
# "really"), has no need of it, as "we're fine for inhalers" (refusals._CONTENT). "i'm perfectly fine with the ventolin,
# could you refill it" still refills.
R73B_QUITE_CONTENT = "nope, we're perfectly fine for inhalers thanks"
R73B_FINE_WITH = "i'm perfectly fine with the ventolin, could you refill it"

PHRASINGS += [R73B_QUITE_CONTENT, R73B_FINE_WITH]


async def test_r73b_quite_fine_for_it_declines() -> None:
    assert classify(R73B_QUITE_CONTENT).act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R73B_FINE_WITH)) == "g1"


# Round 73c
# "no, my grandad isn't up to flying just yet", "my aunt's not well enough to travel": someone the caller speaks for, not
# yet ready, up to or fit to travel, is a no for them (for_others._SOMEONE_ELSE_NOT); "..., nor am i" closing a no for
# another, the caller too, the same. "my grandad isn't ready to fly alone, can he sit with me" asks, and refuses nothing.
R73C_NOT_READY = "no, my grandad isn't up to flying just yet"
R73C_NOT_FIT = "my aunt's not well enough to travel"
R73C_NOR_ME = "no, she's not travelling now, nor am i"
R73C_NOT_READY_ASKS = "my grandad isn't ready to fly alone, can he sit with me"

PHRASINGS += [R73C_NOT_READY, R73C_NOT_FIT, R73C_NOR_ME, R73C_NOT_READY_ASKS]


async def test_r73c_someone_not_ready_to_travel_is_a_no() -> None:
    for said in (R73C_NOT_READY, R73C_NOT_FIT, R73C_NOR_ME):
        assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE, said
    assert classify(R73C_NOT_READY_ASKS).act is not SpeechAct.NEGATION


# "my nan's eye drops, can i fetch them after lunch or not yet": the thing named first in a clause of its own (no verb),
# then whether one may, its other answer closing it, is a yes/no question, as said alone (yesno._NAMED_FIRST); the "not
# yet" refuses nothing. "my inhaler, not yet thanks" still declines.
R73C_NAMED_THEN_ASKED = "my nan's eye drops, can i fetch them after lunch or not yet"
R73C_NAMED_THEN_NO = "my inhaler, not yet thanks"

PHRASINGS += [R73C_NAMED_THEN_ASKED, R73C_NAMED_THEN_NO]


async def test_r73c_a_thing_named_then_asked_or_not_yet_is_a_question() -> None:
    assert chosen(await understand(pharmacy.make_agent, R73C_NAMED_THEN_ASKED)) == "g2"
    assert (await understand(pharmacy.make_agent, R73C_NAMED_THEN_NO)).decision.choice is Choice.DECLINE


# "..., she can't hear so i'm calling for her", "he's deaf": a sense or a limb that fails the traveller says why someone
# else rings; the words lie near cancelling for the model but undo nothing (undoing._NOT_UNDOING), with a booking's code
# given too (evidence.py reads `not_undoing` as `_decide` does). "my mum can't fly on the fifth now ..." still cancels.
R73C_SENSE_FAILS = "put my mum down for the b a two two to rome on the fifth, she can't hear so i'm calling for her"
R73C_CANT_GO = "my mum can't fly on the fifth now so i'm calling for her"

PHRASINGS += [R73C_SENSE_FAILS, R73C_CANT_GO]


async def test_r73c_a_sense_that_fails_undoes_nothing() -> None:
    assert chosen(await understand(ex.make_agent, R73C_SENSE_FAILS)) == "g1"
    assert (await understand(ex.make_agent, R73C_CANT_GO)).decision.choice is Choice.CANCEL


# "morning, is this the chemist's": the place asked alone, "chemist" read as the glossary's "pharmacist", asks which line
# was reached (line.PHARMACY_ASKED, in naming.attributes); no guideline answers it. "is this the chemist, can i order my
# inhaler" still refills.
R73C_CHEMIST_ASKED = "morning, is this the chemist's"
R73C_CHEMIST_THEN_ASKED = "is this the chemist, can i order my inhaler"

PHRASINGS += [R73C_CHEMIST_ASKED, R73C_CHEMIST_THEN_ASKED]


async def test_r73c_the_chemist_asked_alone_asks_the_line() -> None:
    assert chosen(await understand(pharmacy.make_agent, R73C_CHEMIST_ASKED)) is None
    assert chosen(await understand(pharmacy.make_agent, R73C_CHEMIST_THEN_ASKED)) == "g1"


# "my uncle was asking whether his drops have arrived, tom dee": someone the caller speaks for asking whether the thing
# has come in, reported, asks it of the agent, a name after it or not (came_in._WHETHER_IN). "my wife keeps asking if the
# pharmacist is in, ..." asks after a person, not the thing.
R73C_REPORTED_IN = "my uncle was asking whether his drops have arrived, tom dee"
R73C_REPORTED_PERSON = "my wife keeps asking if the pharmacist is in, sue ward"

PHRASINGS += [R73C_REPORTED_IN, R73C_REPORTED_PERSON]


async def test_r73c_whether_it_is_in_asked_for_someone() -> None:
    assert chosen(await understand(pharmacy.make_agent, R73C_REPORTED_IN)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R73C_REPORTED_PERSON)) != "g2"


# Round 74a
# "nah, our daughter won't be travelling after all": someone named by kin, or said as going not to be, not travelling,
# with nothing asked after it, is a no for them (for_others._NOT_GOING). "our daughter won't be travelling, can i book just
# me to oslo" asks the caller's own trip.
R74A_KIN_NOT_GOING = "nah, our daughter won't be travelling after all"
R74A_HE_WONT_BE = "no, he won't be coming with us now, thanks"
R74A_KIN_NOT_GOING_ASKS = "our daughter won't be travelling, can i book just me on the l h four to oslo"

PHRASINGS += [R74A_KIN_NOT_GOING, R74A_HE_WONT_BE, R74A_KIN_NOT_GOING_ASKS]


async def test_r74a_someone_not_going_is_a_no() -> None:
    for said in (R74A_KIN_NOT_GOING, R74A_HE_WONT_BE):
        assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE, said
    assert chosen(await understand(ex.make_agent, R74A_KIN_NOT_GOING_ASKS)) == "g1"


# "sam orr, the inhaler we ordered last week, could we come and collect it": a thing told as asked for before ("the ... i
# put in for / ordered / asked for"), after a name, then whether one may come for it, asks whether it is ready
# (done._ASKED_BEFORE, in done.collectable); nothing is refilled. "sam orr, my inhaler please, can i grab it friday"
# still refills.
R74A_ORDERED_THEN_COLLECT = "sam orr, the inhaler we ordered last week, could we come and collect it"
R74A_ASKED_THEN_COLLECT = "kit hale here, the eye drops i asked for on tuesday, can i nip down and get them"
R74A_ASKS_THEN_COLLECT = "sam orr, my inhaler please, can i grab it friday"

PHRASINGS += [R74A_ORDERED_THEN_COLLECT, R74A_ASKED_THEN_COLLECT, R74A_ASKS_THEN_COLLECT]


async def test_r74a_a_thing_asked_for_before_then_collected_asks_if_ready() -> None:
    for said in (R74A_ORDERED_THEN_COLLECT, R74A_ASKED_THEN_COLLECT):
        assert chosen(await understand(pharmacy.make_agent, said)) == "g2", said
    assert chosen(await understand(pharmacy.make_agent, R74A_ASKS_THEN_COLLECT)) == "g1"


# "our trip got cancelled by the strike and we're stuck, could i speak to an agent": a past cancelling, then leave asked to
# talk to someone; "the storm has cancelled every flight, ...": a cancelling done by the weather or a strike, not the caller:
# the cancelling is the story (cancels._CANCELLED_SO); nothing is cancelled. "the strike has cancelled all flights, cancel
# my booking" still cancels.
R74A_CANCELLED_THEN_TALK = "our trip got cancelled by the strike and we're stuck, could i speak to an agent"
R74A_STORM_CANCELLED_ALL = "the storm has cancelled every flight north, can i ask about the baggage allowance"
R74A_STORM_THEN_CANCEL = "the strike has cancelled all flights, cancel my booking"

PHRASINGS += [R74A_CANCELLED_THEN_TALK, R74A_STORM_CANCELLED_ALL, R74A_STORM_THEN_CANCEL]


def test_r74a_a_cancelling_told_as_the_story_cancels_nothing() -> None:
    for said in (R74A_CANCELLED_THEN_TALK, R74A_STORM_CANCELLED_ALL):
        assert classify(said).act is not SpeechAct.CANCEL, said
    assert classify(R74A_STORM_THEN_CANCEL).act is SpeechAct.CANCEL


# "nah, nothing more", "nope, nothing else thanks": a no, then none more wanted, the whole turn, is a no as "no, nothing
# else" was (refusals._NOT_NOW_HEDGED). "nah, nothing more than the usual inhaler" still refills.
R74A_NOTHING_MORE = "nah, nothing more"
R74A_NOTHING_MORE_THAN = "nah, nothing more than the usual inhaler"

PHRASINGS += [R74A_NOTHING_MORE, R74A_NOTHING_MORE_THAN]


async def test_r74a_a_no_then_nothing_more_declines() -> None:
    assert (await understand(pharmacy.make_agent, R74A_NOTHING_MORE)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R74A_NOTHING_MORE_THAN)) == "g1"


# "the cream i asked for, ditch it please": "for" closing its clause, then a word and "it" or "them" opening the next, is a
# verb said to the agent, no name (extract_names._name_span); the thing is called off, not refilled for "Ditch". "the
# inhaler i asked for, jo bloggs" still names the patient.
R74A_FOR_THEN_VERB = "the cream i asked for, ditch it please"
R74A_FOR_THEN_NAME = "the inhaler i asked for, jo bloggs"

PHRASINGS += [R74A_FOR_THEN_VERB, R74A_FOR_THEN_NAME]


async def test_r74a_a_verb_after_for_is_no_name() -> None:
    assert person_name().find(R74A_FOR_THEN_VERB) is None
    assert (await understand(pharmacy.make_agent, R74A_FOR_THEN_VERB)).decision.choice is Choice.CANCEL
    assert person_name().find(R74A_FOR_THEN_NAME).value == "Jo Bloggs"  # type: ignore[union-attr]


# "nah, i wasn't on about the dosage": "on about" says what one meant, as "after" does; not having meant it is a no
# (refusals._NEGATION). "what was the doctor on about, can i ask the pharmacist" still hands over.
R74A_NOT_ON_ABOUT = "nah, i wasn't on about the delivery times"
R74A_ON_ABOUT_ASKS = "what was the doctor on about, can i ask the pharmacist"

PHRASINGS += [R74A_NOT_ON_ABOUT, R74A_ON_ABOUT_ASKS]


async def test_r74a_not_on_about_it_is_a_no() -> None:
    assert (await understand(pharmacy.make_agent, R74A_NOT_ON_ABOUT)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R74A_ON_ABOUT_ASKS)) == "g4"


# Round 74b
# "..., no, there's no trip for me now, after all": no thing for oneself (or one's own), the mind changed ("after all",
# "anymore", "this time"), is a no (refusals._NO_WAY); nothing is booked. "there's no seat for me on the app, ..." (a
# thing missing) refuses nothing.
R74B_NONE_FOR_ME = "right, no, there's no trip for me now, after all"
R74B_NONE_FOR_US = "hmm, nah, there's no holiday for us anymore"
R74B_MISSING = "there's no seat for me on the app, could you check"

PHRASINGS += [R74B_NONE_FOR_ME, R74B_NONE_FOR_US, R74B_MISSING]


async def test_r74b_no_thing_for_oneself_after_all_is_a_no() -> None:
    for said in (R74B_NONE_FOR_ME, R74B_NONE_FOR_US):
        assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE, said
    assert classify(R74B_MISSING).act is not SpeechAct.NEGATION


# "i want to renew, sorry, no, i mean has my inhaler come in": a verb of the agent's doing left without its thing, then
# taken back, is broken off (restarts._DOING); a clause of its own after it is meant, nothing is cancelled or refilled.
# "i want to cancel, no sorry, the whole trip" (the thing put right, no clause of its own) still cancels.
R74B_DOING_CUT = "i want to renew, sorry, no, i mean has my inhaler come in"
R74B_CANCEL_CUT = "i'd like to cancel, oh no wait, can you tell me if my eye drops are in"
R74B_THING_RIGHTED = "i want to cancel, no sorry, the whole trip"

PHRASINGS += [R74B_DOING_CUT, R74B_CANCEL_CUT, R74B_THING_RIGHTED]


async def test_r74b_a_doing_cut_off_then_asked_reads_the_asking() -> None:
    for said in (R74B_DOING_CUT, R74B_CANCEL_CUT):
        assert chosen(await understand(pharmacy.make_agent, said)) == "g2", said
    assert (await understand(ex.make_agent, R74B_THING_RIGHTED)).decision.choice is Choice.CANCEL


# "forget the suitcases, is my seat to oslo confirmed": the luggage set aside is the caller's own earlier question, as
# the allowance is (instead._ASKED_ABOUT); the question after it is read alone; nothing is cancelled. Set aside alone
# it asks nothing.
R74B_LUGGAGE_ASIDE = "forget the suitcases, is my seat to oslo confirmed"
R74B_LUGGAGE_ALONE = "forget the suitcases"

PHRASINGS += [R74B_LUGGAGE_ASIDE, R74B_LUGGAGE_ALONE]


async def test_r74b_the_luggage_set_aside_then_asked() -> None:
    assert chosen(await understand(ex.make_agent, R74B_LUGGAGE_ASIDE)) == "g2"
    assert chosen(await understand(ex.make_agent, R74B_LUGGAGE_ALONE)) != "g2"


# "sorry, i said yes there, i meant to say no": a yes taken back for the no meant is a no (refusals._NO_WAY); "i meant no
# harm, ..." refuses nothing.
R74B_MEANT_NO = "sorry, i said yes there, i meant to say no"
R74B_WAS_MEANT_NO = "whoops, that yes was supposed to be a no"
R74B_NO_HARM = "i meant no harm earlier, could you refill my inhaler"

PHRASINGS += [R74B_MEANT_NO, R74B_WAS_MEANT_NO, R74B_NO_HARM]


async def test_r74b_a_yes_meant_as_no_is_a_no() -> None:
    for said in (R74B_MEANT_NO, R74B_WAS_MEANT_NO):
        assert classify(said).act is SpeechAct.NEGATION, said
    assert chosen(await understand(pharmacy.make_agent, R74B_NO_HARM)) == "g1"


# "what does the lisbon one cost, i'm not buying anything, just curious": after a question, the caller's word that they
# are not doing the thing, only asking, refuses nothing (disclaimed.disclaimed, in refusals.not_refusing); the question
# stands. Not after a request: "put me on the rome flight, no wait, i'm not booking" declines.
R74B_ONLY_ASKING = "what does the lisbon one cost, i'm not buying anything, just curious"
R74B_NOT_THAT = "do the planes have plugs, not that we're flying, only wondering"
R74B_NOT_BOOKING = "put me on the rome flight, no wait, i'm not booking"

PHRASINGS += [R74B_ONLY_ASKING, R74B_NOT_THAT, R74B_NOT_BOOKING]


async def test_r74b_only_asking_refuses_nothing() -> None:
    for said in (R74B_ONLY_ASKING, R74B_NOT_THAT):
        assert classify(said).act is not SpeechAct.NEGATION, said
    assert (await understand(ex.make_agent, R74B_NOT_BOOKING)).decision.choice is Choice.DECLINE


# Round 74c
# "she not want the seat", "we not need the chemist today": "not" straight between a teller and a bare verb of wanting,
# needing or going is "don't", as callers whose first language is another say it (dialect._NOT_WANTED); the thing is
# refused. "i not only need the inhaler, ..." (no such verb straight after) is left as said.
R74C_BARE_NOT_WANT = "he not want his tablets this month, thank you"
R74C_BARE_NOT_NEED = "we not need the pharmacist today"
R74C_NOT_ONLY = "i not only need the inhaler, also the drops, please refill both"

PHRASINGS += [R74C_BARE_NOT_WANT, R74C_BARE_NOT_NEED, R74C_NOT_ONLY]


async def test_r74c_not_before_a_bare_verb_of_wanting_is_a_no() -> None:
    assert words(R74C_BARE_NOT_WANT)[1] == "don't"
    for said in (R74C_BARE_NOT_WANT, R74C_BARE_NOT_NEED):
        assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE, said
    assert chosen(await understand(pharmacy.make_agent, R74C_NOT_ONLY)) == "g1"


# "the ear drops for my aunt, they arrive or not": the thing named, then "it" or "they" come in, the "has" left out and the
# verb bare, its other answer closing the clause, asks whether it has come in (came_in._COME_IN); nothing is refilled. "...,
# they ran out, please order more" still refills.
R74C_ARRIVE_OR_NOT = "the ear drops for my aunt, they arrive or not"
R74C_RAN_OUT = "the ear drops for my aunt, they ran out, please order more"

PHRASINGS += [R74C_ARRIVE_OR_NOT, R74C_RAN_OUT]


async def test_r74c_it_arrive_or_not_asks_whether_it_came_in() -> None:
    assert chosen(await understand(pharmacy.make_agent, R74C_ARRIVE_OR_NOT)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R74C_RAN_OUT)) == "g1"


# "the people behind the counter always very helpful": the staff praised with the "are" left out, a word of degree or of always
# in its place, is a remark as with it (remarks._DESCRIBED); nobody is handed over. "the pharmacist always so busy, can i
# speak to her" still asks for her.
R74C_PRAISED_NO_BE = "the people behind the counter always very helpful"
R74C_BUSY_THEN_ASKED = "the pharmacist always so busy, can i speak to her"

PHRASINGS += [R74C_PRAISED_NO_BE, R74C_BUSY_THEN_ASKED]


async def test_r74c_praise_without_are_is_a_remark() -> None:
    assert (await understand(pharmacy.make_agent, R74C_PRAISED_NO_BE)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R74C_BUSY_THEN_ASKED)) == "g4"


# "could my repeat be moved to a different chemist": the thing sent, moved or transferred to another pharmacy or airline
# is for them to fill (not_ours.SENT_AWAY); the agent says what it cannot do, nothing is refilled. "my prescription came
# from another pharmacy, can you refill it" still refills.
R74C_SENT_AWAY = "could my repeat be transferred to some other pharmacy"
R74C_CAME_FROM = "my prescription came from another pharmacy, can you refill it"

PHRASINGS += [R74C_SENT_AWAY, R74C_CAME_FROM]


async def test_r74c_a_thing_sent_to_another_pharmacy_is_not_ours() -> None:
    assert (await understand(pharmacy.make_agent, R74C_SENT_AWAY)).decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R74C_CAME_FROM)) == "g1"


# Round 75a
# "nah not the refill i just want ...", "i'm not ringing about a refill just wondering if ...": a no said before the one
# corrected, run on with no break, then "just" or "i just" and what is wanted, refuses nothing; the break is put in and
# what follows is read (run_on.unran). "no not the one i just ordered" (no asking after "just") still declines.
R75A_RUN_ON_PERSON = "nah not the refill i just want a word with the pharmacist"
R75A_RUN_ON_WHETHER = "i'm not ringing about a refill just wondering if my eye drops have come in"
R75A_NOT_THE_ONE = "no not the one i just ordered"

PHRASINGS += [R75A_RUN_ON_PERSON, R75A_RUN_ON_WHETHER, R75A_NOT_THE_ONE]


async def test_r75a_a_correction_run_on_without_a_break_refuses_nothing() -> None:
    assert chosen(await understand(pharmacy.make_agent, R75A_RUN_ON_PERSON)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R75A_RUN_ON_WHETHER)) == "g2"
    assert (await understand(pharmacy.make_agent, R75A_NOT_THE_ONE)).decision.choice is Choice.DECLINE


# "are you open late on friday as i don't finish my shift till seven": the caller's own work or day ending, said with a
# "not" closing the turn after what is asked, says why the time matters and refuses nothing (own_hours.own_hours_past).
# "no thanks, i don't finish my tablets till june" (a thing of the agent's, not one's work) still declines.
R75A_OWN_HOURS = "are you open late on friday as i don't finish my shift till seven"
R75A_TABLETS_UNTIL = "no thanks, i don't finish my tablets till june"

PHRASINGS += [R75A_OWN_HOURS, R75A_TABLETS_UNTIL]


async def test_r75a_the_callers_own_hours_refuse_nothing() -> None:
    assert chosen(await understand(pharmacy.make_agent, R75A_OWN_HOURS)) == "g3"
    assert (await understand(pharmacy.make_agent, R75A_TABLETS_UNTIL)).decision.choice is Choice.DECLINE


# "a real breathing person, please and thanks in advance": a please and a thanks together closing the turn are courtesy
# alone and are not matched (naming._PLEASE_AND_THANKS, in naming.without_courtesy); "no more flights please and thank
# you" still declines.
R75A_PLEASE_AND_THANKS = "a real breathing person, please and thanks in advance"
R75A_NO_MORE = "no more flights please and thank you"

PHRASINGS += [R75A_PLEASE_AND_THANKS, R75A_NO_MORE]


async def test_r75a_please_and_thanks_closing_the_turn_weighs_nothing() -> None:
    assert chosen(await understand(ex.make_agent, R75A_PLEASE_AND_THANKS)) == "g3"
    assert (await understand(ex.make_agent, R75A_NO_MORE)).decision.choice is Choice.DECLINE


# Round 75b
# "is this the coach company, ...": the line taken for another trade's (trains, buses, coaches, ferries, taxis, the vet, the
# dentist, the optician), and no "no" answering it in the turn, asks what follows of that one (not_ours.OTHER_LINE, kept by
# line.past_the_line); the agent says what it cannot do, nothing is booked. Answered with a no, what follows is the agent's.
R75B_OTHER_TRADE = "is this the coach company, i need a seat to leeds on friday"
R75B_OTHER_TRADE_ANSWERED = "is this the coach company, no, ok then, i need a seat to leeds on friday"

PHRASINGS += [R75B_OTHER_TRADE, R75B_OTHER_TRADE_ANSWERED]


async def test_r75b_a_line_taken_for_another_trade_books_nothing() -> None:
    assert (await understand(ex.make_agent, R75B_OTHER_TRADE)).decision.choice is Choice.CANNOT
    assert chosen(await understand(ex.make_agent, R75B_OTHER_TRADE_ANSWERED)) == "g1"


# "a refill's not what i phoned for", "there's nothing i'm collecting": the thing said not to be what one rang for, or
# nothing said to be what one is doing, is a no (refusals._NEGATION); nothing is refilled. "there's nothing i'm allergic
# to, can you refill ..." still refills.
R75B_NOT_WHAT_FOR = ["a refill's not what i phoned for", "sorry, wrong shop, there's nothing i'm collecting"]
R75B_NOTHING_BUT_ASKED = "there's nothing i'm allergic to, can you refill my inhaler"

PHRASINGS += [*R75B_NOT_WHAT_FOR, R75B_NOTHING_BUT_ASKED]


@pytest.mark.parametrize("said", R75B_NOT_WHAT_FOR)
async def test_r75b_not_what_one_rang_for_is_a_no(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R75B_NOTHING_BUT_ASKED)) == "g1"


# "what are your compensation rules if ...": a kind of rule said before "policy / rules", then the case, asks the rule as
# "what's the rule if" does (cancels.RULE_IF, in acts._CANCELLED_IF); nothing is cancelled. "what's your compensation
# policy, cancel my trip ..." still cancels.
R75B_KIND_OF_RULE_IF = "what are your compensation rules if you call off my trip"
R75B_RULE_THEN_CANCEL = "what's your compensation policy, cancel my trip to oslo"

PHRASINGS += [R75B_KIND_OF_RULE_IF, R75B_RULE_THEN_CANCEL]


async def test_r75b_a_kind_of_rule_asked_if_cancelled_cancels_nothing() -> None:
    read = await understand(ex.make_agent, R75B_KIND_OF_RULE_IF)
    assert read.act.act is SpeechAct.QUESTION and read.decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R75B_RULE_THEN_CANCEL)).decision.choice is Choice.CANCEL


# "not certain i've rung the proper shop, ...", "i'm not sure this is the right desk ...": the line doubted (sure or
# certain of it) asks which line was reached, read past before what is asked (line.WHICH_LINE); no refusal. "i'm not sure
# i want my inhaler, ..." still declines.
R75B_LINE_DOUBTED = {"not certain i've rung the proper shop, has my inhaler come in yet": pharmacy.make_agent,
                     "i'm not sure i've reached the right desk, is my seat to oslo confirmed": ex.make_agent}
R75B_THING_DOUBTED = "i'm not sure i want my inhaler, has it come in yet"

PHRASINGS += [*R75B_LINE_DOUBTED, R75B_THING_DOUBTED]


@pytest.mark.parametrize("said", list(R75B_LINE_DOUBTED))
async def test_r75b_the_line_doubted_refuses_nothing(said: str) -> None:
    assert chosen(await understand(R75B_LINE_DOUBTED[said], said)) == "g2"
    assert (await understand(pharmacy.make_agent, R75B_THING_DOUBTED)).decision.choice is Choice.DECLINE


# Round 75c
# "we wouldn't go near the lisbon flight", "i wouldn't touch that red eye with a long stick": what the caller would never
# touch, go near or be seen dead on is shunned, a no to it (shunned.SHUNNED, read in refusals._NO_WAY); nothing is
# booked. "i wouldn't mind a seat on ..." still asks for it.
R75C_GO_NEAR = "honestly we wouldn't go near the lisbon flight"
R75C_LONG_STICK = "i wouldn't touch that red eye with a long stick, thanks"
R75C_WOULDNT_MIND = "i wouldn't mind a seat on the lisbon flight on friday"

PHRASINGS += [R75C_GO_NEAR, R75C_LONG_STICK, R75C_WOULDNT_MIND]


async def test_r75c_a_thing_shunned_is_a_no() -> None:
    for said in (R75C_GO_NEAR, R75C_LONG_STICK):
        assert classify(said).act is SpeechAct.NEGATION, said
        assert (await understand(ex.make_agent, said)).decision.choice is Choice.DECLINE, said
    assert classify(R75C_WOULDNT_MIND).act is not SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R75C_WOULDNT_MIND)).decision.choice is not Choice.DECLINE


# "can we nip in for gran's patches or will we be stood there ages": whether one may come for a thing named, its other
# answer in the same clause, asks whether it is ready with no story before it (done._COLLECT_OR); nothing is refilled.
# "can i drop round for my inhaler" alone is left as it was.
R75C_NIP_IN_OR = "can we nip in for gran's patches or will we be stood there ages"
R75C_DROP_ROUND_OR = "can i drop round for my inhaler or will it be a wasted journey"
R75C_DROP_ROUND = "can i drop round for my inhaler"

PHRASINGS += [R75C_NIP_IN_OR, R75C_DROP_ROUND_OR, R75C_DROP_ROUND]


async def test_r75c_coming_for_it_or_not_asks_whether_it_is_ready() -> None:
    for said in (R75C_NIP_IN_OR, R75C_DROP_ROUND_OR):
        assert chosen(await understand(pharmacy.make_agent, said)) == "g2", said
    assert chosen(await understand(pharmacy.make_agent, R75C_DROP_ROUND)) != "g2"


# "could we get the inhaler a week sooner or is that against the rules": whether one may, the doubt that it is allowed
# closing the turn as its other answer, asks the rule (allowed.OR_NOT_ALLOWED, in MAY_IF); nothing is refilled.
# "could we get the inhaler a week sooner" still refills.
R75C_AGAINST_RULES = "could we get the inhaler a week sooner or is that against the rules"
R75C_PUSHING_IT = "could i get my tablets a fortnight early or would that be pushing my luck"
R75C_SOONER = "could we get the inhaler a week sooner"

PHRASINGS += [R75C_AGAINST_RULES, R75C_PUSHING_IT, R75C_SOONER]


async def test_r75c_may_i_or_is_that_not_allowed_asks_the_rule() -> None:
    for said in (R75C_AGAINST_RULES, R75C_PUSHING_IT):
        assert classify(said).act is SpeechAct.QUESTION, said
        assert chosen(await understand(pharmacy.make_agent, said)) != "g1", said
    assert chosen(await understand(pharmacy.make_agent, R75C_SOONER)) == "g1"


# "what time do they pack it in on sundays", "when do the shutters come down on a saturday": the place packing it in, or
# its shutters coming or going down, asked when, is its closing (dialect.standard); the opening hours answer it.
# "when do you pack my blister packs" (a thing packed) is left as said.
R75C_PACK_IT_IN = "what time do they pack it in on sundays"
R75C_SHUTTERS = "when do the shutters come down on a saturday"
R75C_PACKED = "when do you pack my blister packs"

PHRASINGS += [R75C_PACK_IT_IN, R75C_SHUTTERS, R75C_PACKED]


async def test_r75c_packing_it_in_asked_when_is_closing() -> None:
    from voice_agent.engine.dialect import standard

    for said in (R75C_PACK_IT_IN, R75C_SHUTTERS):
        assert "close" in standard(words(said)), said
        assert chosen(await understand(pharmacy.make_agent, said)) == "g3", said
    assert "close" not in standard(words(R75C_PACKED))


# Round 76a
# "nah, whether it's been sent isn't what i'm on about": the thing, then "isn't what i'm on about" (or "asking about",
# "talking about"), disowns what the agent read, as "isn't what i'm ringing about" does (refusals._NOT_WHY_RANG);
# "i'm on about my inhaler, is it ready" (what the caller is on about, said) still asks whether it is ready.
R76A_NOT_ON_ABOUT = "nah, whether it's been sent isn't what i'm on about"
R76A_ON_ABOUT = "i'm on about my inhaler, is it ready"

PHRASINGS += [R76A_NOT_ON_ABOUT, R76A_ON_ABOUT]


async def test_r76a_a_thing_not_what_the_caller_is_on_about_is_disowned() -> None:
    understanding = await understand(pharmacy.make_agent, R76A_NOT_ON_ABOUT)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R76A_ON_ABOUT)) == "g2"


# "is the rooftop bar open yet": whether a place has opened asks when it opens, not after a thing the caller awaits, so
# the "yet" does not send it to the status check (done.still_awaited); "is my seat to oslo confirmed yet" still does.
R76A_OPEN_YET = "is the rooftop bar open yet"
R76A_CONFIRMED_YET = "is my seat to oslo confirmed yet"

PHRASINGS += [R76A_OPEN_YET, R76A_CONFIRMED_YET]


async def test_r76a_a_place_open_yet_is_no_status_check() -> None:
    assert chosen(await understand(ex.make_agent, R76A_OPEN_YET)) != "g2"
    assert chosen(await understand(ex.make_agent, R76A_CONFIRMED_YET)) == "g2"


# "um no you needn't check anything, we're fine": a hesitation before the no does not hide what follows it (acts reads
# the clause after the no as `refusals.AFTER_NO`); "um no, i need a person" still asks for one.
R76A_HESITANT_NO = "um no you needn't check anything, we're fine"
R76A_HESITANT_NO_ASKS = "um no, i need a person"

PHRASINGS += [R76A_HESITANT_NO, R76A_HESITANT_NO_ASKS]


async def test_r76a_a_hesitation_before_the_no_hides_nothing() -> None:
    understanding = await understand(ex.make_agent, R76A_HESITANT_NO)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE
    assert chosen(await understand(ex.make_agent, R76A_HESITANT_NO_ASKS)) == "g3"


# "nope it's not for this month, perhaps in the autumn": after a no, the time at hand disowned and a later one named,
# hedged, puts the thing off (waiting.WAITS_FIRST); "no it's not for this week, it's for next friday" (a date corrected)
# is not put off.
R76A_PUT_OFF = "nope it's not for this month, perhaps in the autumn"
R76A_DATE_CORRECTED = "no it's not for this week, it's for next friday"

PHRASINGS += [R76A_PUT_OFF, R76A_DATE_CORRECTED]


async def test_r76a_not_for_now_perhaps_later_puts_it_off() -> None:
    understanding = await understand(ex.make_agent, R76A_PUT_OFF)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE
    assert (await understand(ex.make_agent, R76A_DATE_CORRECTED)).act.act is not SpeechAct.NEGATION


# "i don't want another refill, only wondering if my mum's inhaler is in": after the refusal, "only wondering" (its
# subject unsaid) opens what is wanted instead (instead._WANTS_INSTEAD); "i don't want another refill" still declines.
R76A_ONLY_WONDERING = "i don't want another refill, only wondering if my mum's inhaler is in"
R76A_NO_REFILL = "i don't want another refill"

PHRASINGS += [R76A_ONLY_WONDERING, R76A_NO_REFILL]


async def test_r76a_wondering_after_a_refusal_is_what_is_asked() -> None:
    assert chosen(await understand(pharmacy.make_agent, R76A_ONLY_WONDERING)) == "g2"
    assert (await understand(pharmacy.make_agent, R76A_NO_REFILL)).decision.choice is Choice.DECLINE


# Round 76b
# "the hotel's fine on their end, is the lisbon booking in for tom reid": "the" thing held with the agent, named by its
# word with a place before it, in after the story, asks whether it has gone in (done._HELD_IN); nothing is booked.
# "is the lisbon booking in business class" is left as it was.
R76B_HELD_IN = "the hotel's fine on their end, is the lisbon booking in for tom reid"
R76B_HELD_THERE = "the car hire's done its bit, are the oslo tickets in yet"
R76B_HELD_IN_CLASS = "is the lisbon booking in business class"

PHRASINGS += [R76B_HELD_IN, R76B_HELD_THERE, R76B_HELD_IN_CLASS]


async def test_r76b_the_held_thing_in_after_the_story_asks_its_status() -> None:
    for said in (R76B_HELD_IN, R76B_HELD_THERE):
        assert classify(said).act is SpeechAct.QUESTION, said
        assert chosen(await understand(ex.make_agent, said)) == "g2", said
    assert not classify(R76B_HELD_IN_CLASS).cue.startswith("whether it is done")


# "the car hire emailed already, did the oslo flight confirm": after "did" the word of being done said bare asks
# whether it is done (done._DONE_BARE); nothing is booked. "..., did the oslo flight leave" is left.
R76B_DID_CONFIRM = "the car hire emailed already, did the oslo flight confirm"
R76B_DID_PROCESS = "my bank says the money's gone, so did the madrid ticket process"
R76B_DID_LEAVE = "the car hire emailed already, did the oslo flight leave"

PHRASINGS += [R76B_DID_CONFIRM, R76B_DID_PROCESS, R76B_DID_LEAVE]


async def test_r76b_did_it_confirm_asks_whether_it_is_done() -> None:
    for said in (R76B_DID_CONFIRM, R76B_DID_PROCESS):
        assert classify(said).act is SpeechAct.QUESTION, said
        assert chosen(await understand(ex.make_agent, said)) == "g2", said
    assert not classify(R76B_DID_LEAVE).cue.startswith("whether it is done")


# "i need a human on the line please, and don't leave me on hold all day": a warning not to be left on hold is the wait
# warned of (warned._MISHANDLING); the person asked for stands. Said alone, "no, don't leave me on hold", it stays a no.
R76B_ON_HOLD = "i need a human on the line please, and don't leave me on hold all day"
R76B_ON_HOLD_ALONE = "no, don't leave me on hold"

PHRASINGS += [R76B_ON_HOLD, R76B_ON_HOLD_ALONE]


async def test_r76b_dont_leave_me_on_hold_warns_and_refuses_nothing() -> None:
    assert classify(R76B_ON_HOLD).act is not SpeechAct.NEGATION
    assert chosen(await understand(ex.make_agent, R76B_ON_HOLD)) == "g3"
    assert classify(R76B_ON_HOLD_ALONE).act is SpeechAct.NEGATION


# "the eye drops for my nan, can i come for them or not yet": the thing named first with for whom after it, then whether
# one may come for it or not, asks whether it is ready (yesno._NAMED_FIRST); "not yet" refuses nothing.
# "no, not yet" alone is still a no.
R76B_FOR_WHOM_FIRST = "the eye drops for my nan, can i come for them or not yet"
R76B_FOR_NAMED_FIRST = "the patches for alan webb, can we fetch them today or not"
R76B_NOT_YET = "no, not yet"

PHRASINGS += [R76B_FOR_WHOM_FIRST, R76B_FOR_NAMED_FIRST, R76B_NOT_YET]


async def test_r76b_thing_for_someone_named_first_then_or_not_asks_if_ready() -> None:
    for said in (R76B_FOR_WHOM_FIRST, R76B_FOR_NAMED_FIRST):
        assert classify(said).act is SpeechAct.QUESTION, said
        assert chosen(await understand(pharmacy.make_agent, said)) == "g2", said
    assert classify(R76B_NOT_YET).act is SpeechAct.NEGATION


# "my inhaler repeat please, and say hi to the team, no joking": "no joking", "no lie" closing the turn insist, as "no
# kidding" does (refusals.NO_CLAUSE); the refill stands. "my inhaler repeat please, no thanks" still declines.
R76B_NO_JOKING = "my inhaler repeat please, and say hi to the team, no joking"
R76B_NO_LIE = "my inhaler repeat please, best service in town, no lie"
R76B_NO_THANKS = "my inhaler repeat please, no thanks"

PHRASINGS += [R76B_NO_JOKING, R76B_NO_LIE, R76B_NO_THANKS]


async def test_r76b_no_joking_insists_and_refuses_nothing() -> None:
    for said in (R76B_NO_JOKING, R76B_NO_LIE):
        assert classify(said).act is not SpeechAct.NEGATION, said
        assert chosen(await understand(pharmacy.make_agent, said)) == "g1", said
    assert classify(R76B_NO_THANKS).act is SpeechAct.NEGATION


# Round 76c
# "no, we're all right for inhalers just now": "all right" said in two words, one's own supply of a thing being enough,
# is a no as "alright for" is (no_way._ALL_RIGHT_FOR); nothing is refilled. "is it all right for me to collect on
# friday" (no first person of being all right) is left as it was.
R76C_ALL_RIGHT_FOR = "nope, we're all right for inhalers just now, cheers"
R76C_ALL_RIGHT_ASKED = "can you refill my inhaler, is it all right for me to collect on friday"

PHRASINGS += [R76C_ALL_RIGHT_FOR, R76C_ALL_RIGHT_ASKED]


async def test_r76c_all_right_for_the_thing_in_two_words_is_a_no() -> None:
    assert (await understand(pharmacy.make_agent, R76C_ALL_RIGHT_FOR)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R76C_ALL_RIGHT_ASKED)) == "g1"


# "no, i've nothing to pick up this week": nothing of the caller's waiting to be collected, chased or on order is a no
# (no_way._NOTHING_WAITING); nothing is checked. "have i nothing to collect, is my repeat ready yet" (asked) still
# checks.
R76C_NOTHING_WAITING = ["no love, i've nothing waiting, my daughter picked the lot up",
                        "no, i've nothing on order with you at the minute"]
R76C_NOTHING_ASKED = "have i nothing to collect, is my repeat ready yet"

PHRASINGS += [*R76C_NOTHING_WAITING, R76C_NOTHING_ASKED]


@pytest.mark.parametrize("said", R76C_NOTHING_WAITING)
async def test_r76c_nothing_of_ones_own_waiting_is_a_no(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R76C_NOTHING_ASKED)) == "g2"


# "nah, i got that wrong, leave it until after easter": a no, then the thing put off to a later time closing the turn,
# refuses it now (no_way._PUT_OFF). "refill my inhaler and leave it at the counter" (no put off) still refills.
R76C_PUT_OFF = "nah, i got that wrong, best to leave the order until next week"
R76C_LEFT_AT = "refill my inhaler please and leave it at the counter for me"

PHRASINGS += [R76C_PUT_OFF, R76C_LEFT_AT]


async def test_r76c_a_no_then_put_off_to_later_refuses_it_now() -> None:
    assert (await understand(pharmacy.make_agent, R76C_PUT_OFF)).decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R76C_LEFT_AT)) == "g1"


# Round 77a
# "can you deliver the inhaler you've got waiting for maureen instead of me coming in": "instead" is never a surname
# (extract_names._NOT_NAMES), so the name is maureen alone and "instead" stays to say the thing held is had another way
# (a change, nothing ordered); "a refill for maureen please" still orders one for her.
R77A_NAME_INSTEAD = "can you deliver the inhaler you've got waiting for maureen instead of me coming in"
R77A_NAME_REFILL = "a refill for maureen please"

PHRASINGS += [R77A_NAME_INSTEAD, R77A_NAME_REFILL]


async def test_r77a_instead_after_a_name_is_no_surname() -> None:
    understanding = await understand(pharmacy.make_agent, R77A_NAME_INSTEAD)
    assert understanding.slots.get("patient_name") == "Maureen"
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R77A_NAME_REFILL)) == "g1"


# "when do you release the business class seats for june": seats released by the agent, asked how it sells them ("do
# you release"), give up no place of the caller's (cancels._NOT_HOW_SOLD); "please release my seat on the oslo flight"
# still calls it off.
R77A_HOW_RELEASED = "when do you release the business class seats for june"
R77A_RELEASE_MINE = "please release my seat on the oslo flight"

PHRASINGS += [R77A_HOW_RELEASED, R77A_RELEASE_MINE]


async def test_r77a_seats_the_agent_releases_are_no_cancel() -> None:
    understanding = await understand(ex.make_agent, R77A_HOW_RELEASED)
    assert understanding.act.act is not SpeechAct.CANCEL
    assert understanding.decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R77A_RELEASE_MINE)).decision.choice is Choice.CANCEL


# "knock dublin on the head, the conference moved online": the trip named by where it goes alone, knocked on the head,
# is called off as "knock the dublin booking on the head" is (cancels._KNOCKED_PLACE); that one still is.
R77A_KNOCK_PLACE = "knock dublin on the head, the conference moved online"
R77A_KNOCK_BOOKING = "knock the dublin booking on the head"

PHRASINGS += [R77A_KNOCK_PLACE, R77A_KNOCK_BOOKING]


async def test_r77a_a_place_knocked_on_the_head_is_called_off() -> None:
    understanding = await understand(ex.make_agent, R77A_KNOCK_PLACE)
    assert understanding.act.act is SpeechAct.CANCEL
    assert understanding.decision.choice is Choice.CANCEL
    assert (await understand(ex.make_agent, R77A_KNOCK_BOOKING)).decision.choice is Choice.CANCEL


# "nah, nothing, we're fine thanks": a no doubled by "nothing" or "nobody", then the caller fine, closing the turn, is a
# no (no_way._NONE_AND_FINE); "no, nobody rang me back, i need a pharmacist" still asks for one.
R77A_NONE_FINE = "nah, nothing, we're fine thanks"
R77A_NOBODY_RANG = "no, nobody rang me back, i need a pharmacist"

PHRASINGS += [R77A_NONE_FINE, R77A_NOBODY_RANG]


async def test_r77a_a_doubled_no_then_fine_declines() -> None:
    understanding = await understand(pharmacy.make_agent, R77A_NONE_FINE)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R77A_NOBODY_RANG)) == "g4"


# "nah, forget the opening times, i phoned about something different": a no, then the call said to be about something
# else left unnamed, closing the turn, asks for nothing (no_way._ELSE_RANG), and "forget" calls nothing off; "no, i rang
# about something else, my repeat for amlodipine" (the thing named) is no refusal.
R77A_ELSE_RANG = "nah, forget the opening times, i phoned about something different"
R77A_ELSE_NAMED = "no, i rang about something else, my repeat for amlodipine"

PHRASINGS += [R77A_ELSE_RANG, R77A_ELSE_NAMED]


async def test_r77a_a_no_then_something_else_unnamed_declines() -> None:
    understanding = await understand(pharmacy.make_agent, R77A_ELSE_RANG)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R77A_ELSE_NAMED)).act.act is not SpeechAct.NEGATION


# "is it too late to get my husband on the evening flight to oslo tomorrow": whether it can still be done asks for it,
# as "is it possible to" does (asking.REQUEST_FORMS); "is it too late to cancel my oslo flight" still calls it off.
R77A_TOO_LATE_BOOK = "is it too late to get my husband on the evening flight to oslo tomorrow"
R77A_TOO_LATE_CANCEL = "is it too late to cancel my oslo flight"

PHRASINGS += [R77A_TOO_LATE_BOOK, R77A_TOO_LATE_CANCEL]


async def test_r77a_too_late_to_asks_for_it() -> None:
    understanding = await understand(ex.make_agent, R77A_TOO_LATE_BOOK)
    assert understanding.act.act is SpeechAct.REQUEST
    assert chosen(understanding) == "g1"
    assert (await understand(ex.make_agent, R77A_TOO_LATE_CANCEL)).decision.choice is Choice.CANCEL


# Round 77b
# "not at all, thanks so much for your help today": a no of courtesy brushing a thanks aside, then kind words for the
# agent (courtesy.py), refuses nothing; "not at all, thanks" alone (no kind words) still declines.
R77B_COURTESY = ["not at all, thanks so much for your help today",
                 "not a problem, you've been a great help, thanks"]
R77B_COURTESY_BARE = "not at all, thanks"

PHRASINGS += [*R77B_COURTESY, R77B_COURTESY_BARE]


@pytest.mark.parametrize("said", R77B_COURTESY)
async def test_r77b_a_no_of_courtesy_before_kind_words_refuses_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.DECLINE
    assert classify(R77B_COURTESY_BARE).act is SpeechAct.NEGATION


# "don't you sell travel insurance, how much is it": a question asked in the negative, a question after it, asks
# (asked_not.py via yesno.fact_asked); "don't you dare book it, what did i say" (told) still refuses.
R77B_ASKED_NOT = ["don't you sell travel insurance, how much is it",
                  "don't you open on bank holidays, what are the times"]
R77B_TOLD_NOT = "don't you dare book it, what did i say"

PHRASINGS += [*R77B_ASKED_NOT, R77B_TOLD_NOT]


@pytest.mark.parametrize("said", R77B_ASKED_NOT)
async def test_r77b_a_question_asked_in_the_negative_asks(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.DECLINE
    assert classify(R77B_TOLD_NOT).act is SpeechAct.NEGATION


# "it's not that we don't need one, we do, please refill the inhaler for ...": the two nots cancel and the caller says
# so (double_no.py); the refill stands. "it's not that i don't want it, it's just too dear" (no "i do") still declines.
R77B_TWO_NOTS = "it's not that we don't need them, we do, go ahead with the inhalers for tom price"
R77B_ONE_REASON = "it's not that i don't want it, it's just too dear"

PHRASINGS += [R77B_TWO_NOTS, R77B_ONE_REASON]


async def test_r77b_a_want_said_with_two_nots_asks() -> None:
    assert chosen(await understand(pharmacy.make_agent, R77B_TWO_NOTS)) == "g1"
    assert (await understand(pharmacy.make_agent, R77B_ONE_REASON)).decision.choice is Choice.DECLINE


# "nah, we've no desire for a seat on anything": no wish of one's own for the thing is a no (no_way._NO_WISH); nothing
# is booked. "i've no wish to be late, so book me on ..." (a worry) still books.
R77B_NO_WISH = "nah, we've no desire for a seat on anything this month"
R77B_NO_WISH_WORRY = "i've no wish to be late, so book me on ba 117 for john smith"

PHRASINGS += [R77B_NO_WISH, R77B_NO_WISH_WORRY]


async def test_r77b_no_wish_for_the_thing_is_a_no() -> None:
    assert (await understand(ex.make_agent, R77B_NO_WISH)).decision.choice is Choice.DECLINE
    assert classify(R77B_NO_WISH_WORRY).act is not SpeechAct.NEGATION


# "what's the baggage limit to malta, i don't need to book, only asking": not wanting (or needing) to do the thing,
# after a question, disowns a wish (disclaimed._ONLY_ASKING); the question stands. Before any question it declines.
R77B_NOT_WANTING = "what's the baggage limit to malta, i don't need to book, only asking"
R77B_NOT_WANTING_FIRST = "i don't need to book, thanks"

PHRASINGS += [R77B_NOT_WANTING, R77B_NOT_WANTING_FIRST]


async def test_r77b_not_wanting_to_after_a_question_only_asks() -> None:
    assert classify(R77B_NOT_WANTING).act is SpeechAct.QUESTION
    assert classify(R77B_NOT_WANTING_FIRST).act is SpeechAct.NEGATION


# Round 77c
# "go ahead and toss my metformin refill": "toss" and "yank" said of the thing, or of its number, call it off in North
# American talk as "bin" and "chuck" do (cancels._THROW_AWAY); nothing is refilled. "toss it in a bag" (where it goes)
# still refills.
R77C_TOSSED = ["go ahead and toss my metformin refill, the doctor stopped it",
               "yank my wife's lisinopril, i've got plenty at home"]
R77C_TOSSED_IN = "refill my metformin please and toss it in a bag for me"

PHRASINGS += [*R77C_TOSSED, R77C_TOSSED_IN]


@pytest.mark.parametrize("said", R77C_TOSSED)
async def test_r77c_toss_and_yank_call_the_thing_off(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R77C_TOSSED_IN)) == "g1"


# "sorry to bug you guys, did the hospital ever send over my warfarin": an excuse for calling closed by a comma, then a question,
# is read from the question (excused._EXCUSED_ASKING), as one closed by "but" is; the status is checked, nothing
# refilled. "sorry to bother you, can i order more of my inhaler" still refills.
R77C_EXCUSED_ASKED = ["sorry to bug you guys, did the hospital ever send over my wife's warfarin",
                      "sorry for bothering y'all again, has the clinic sent over the new dose of my lisinopril"]
R77C_EXCUSED_ASKS_FOR = "sorry to bother you, can i order more of my inhaler"

PHRASINGS += [*R77C_EXCUSED_ASKED, R77C_EXCUSED_ASKS_FOR]


@pytest.mark.parametrize("said", R77C_EXCUSED_ASKED)
async def test_r77c_an_excuse_then_a_question_asks(said: str) -> None:
    assert classify(repaired(said)).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R77C_EXCUSED_ASKS_FOR)) == "g1"


# "y'all got my husband's metoprolol ready": "have you got it ready" with its "have" left out, closing the turn, asks
# whether it is done even without a question mark (done._GOT_READY); the status is checked, nothing refilled. "if you
# got it ready" (a condition) is left as it was.
R77C_GOT_READY = ["y'all got my husband's metoprolol ready", "you folks got my daughter's amoxicillin ready"]
R77C_IF_GOT_READY = "refill my inhaler please, i'll swing by if you got it ready"

PHRASINGS += [*R77C_GOT_READY, R77C_IF_GOT_READY]


@pytest.mark.parametrize("said", R77C_GOT_READY)
async def test_r77c_you_got_it_ready_asks_whether_it_is_done(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"
    assert classify(R77C_IF_GOT_READY).act is not SpeechAct.QUESTION


# Round 78a
# "brilliant, another tuesday of queues at the counter for tablets, lucky us": a weekday after "another" with what
# fills it after "of" is the kind of day it is, no day to collect on (extract_dates._kind_of_day), so the remark of
# mock delight stays a remark and refills nothing; "can i collect my refill on tuesday" still gives a day.
R78A_KIND_OF_DAY = "brilliant, another tuesday of queues at the counter for tablets, lucky us"
R78A_DAY_GIVEN = "can i collect my refill on tuesday"

PHRASINGS += [R78A_KIND_OF_DAY, R78A_DAY_GIVEN]


async def test_r78a_a_kind_of_day_is_no_day_to_act_on() -> None:
    understanding = await understand(pharmacy.make_agent, R78A_KIND_OF_DAY)
    assert "pickup_day" not in understanding.slots
    assert understanding.act.remark
    assert chosen(understanding) is None, understanding.decision.describe()
    assert "pickup_day" in (await understand(pharmacy.make_agent, R78A_DAY_GIVEN)).slots


# "could you still book a place the evening before the flight": a kind of thing ("a") done by a time set by the
# journey asks how late one may, a rule (allowed.HOW_LATE); nothing is booked. "can you book me a seat on the
# friday morning flight to rome" still books.
R78A_HOW_LATE = ["could you still book a place the evening before the flight",
                 "can i still buy a ticket on the day of travel"]
R78A_BOOK_MORNING = "can you book me a seat on the friday morning flight to rome"

PHRASINGS += [*R78A_HOW_LATE, R78A_BOOK_MORNING]


@pytest.mark.parametrize("said", R78A_HOW_LATE)
async def test_r78a_how_late_one_may_is_a_question(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, R78A_BOOK_MORNING)) == "g1"


# "when i turn sixty, does that mean i stop paying for my prescription": the caller's own doing stopped (paying,
# taking) calls nothing off (cancels._STOP_NOT); "please stop my repeat prescription" still does.
R78A_OWN_STOP = "when i turn sixty, does that mean i stop paying for my prescription"
R78A_STOP_REPEAT = "please stop my repeat prescription"

PHRASINGS += [R78A_OWN_STOP, R78A_STOP_REPEAT]


async def test_r78a_the_callers_own_doing_stopped_cancels_nothing() -> None:
    understanding = await understand(pharmacy.make_agent, R78A_OWN_STOP)
    assert understanding.act.act is not SpeechAct.CANCEL
    assert understanding.decision.choice is not Choice.CANCEL
    assert (await understand(pharmacy.make_agent, R78A_STOP_REPEAT)).decision.choice is Choice.CANCEL


# "no, nothing to be sent out for me this week": a no opening the turn, then nothing to be done for the caller, closing
# it, declines (no_way._NOTHING_FOR_ME); "no, nothing's come for me yet, can you chase it" is still no refusal.
R78A_NOTHING_FOR_US = "no, nothing to be sent out for me this week"
R78A_NOTHING_COME = "no, nothing's come for me yet, can you chase it"

PHRASINGS += [R78A_NOTHING_FOR_US, R78A_NOTHING_COME]


async def test_r78a_a_no_then_nothing_to_be_done_for_me_declines() -> None:
    understanding = await understand(pharmacy.make_agent, R78A_NOTHING_FOR_US)
    assert understanding.act.act is SpeechAct.NEGATION
    assert understanding.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R78A_NOTHING_COME)).act.act is not SpeechAct.NEGATION


# Round 78b
# "could you reorder our dressings through the wholesaler": the thing got from the caller's own or a trade source (a
# supplier, wholesaler, manufacturer) is that one's to send (not_ours.FROM_SUPPLIER); nothing is refilled, the agent
# says what it does. "order it in from your supplier" (the agent's own) is left.
R78B_FROM_SUPPLIER = ["could you reorder our wound dressings through the wholesaler",
                      "can you reorder the gauze bandages from our usual supplier"]
R78B_YOUR_SUPPLIER = "can you refill my atenolol, order it in from your supplier if you must"

PHRASINGS += [*R78B_FROM_SUPPLIER, R78B_YOUR_SUPPLIER]


@pytest.mark.parametrize("said", R78B_FROM_SUPPLIER)
async def test_r78b_ordered_from_a_supplier_is_not_the_agents(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.CANNOT
    assert (await understand(pharmacy.make_agent, R78B_YOUR_SUPPLIER)).decision.choice is not Choice.CANNOT


# "nothing to order on this gentleman, no": nothing to do, for someone the caller speaks for named by "this" or "that"
# and a word, or with "on" as a carer says it (refusals.NOTHING); nothing is refilled. "order the lot for that
# gentleman" still asks.
R78B_NOTHING_ON = ["nothing to order on this gentleman, no", "nothing to refill for that lady this week"]
R78B_ORDER_FOR = "order the whole lot for that gentleman please"

PHRASINGS += [*R78B_NOTHING_ON, R78B_ORDER_FOR]


@pytest.mark.parametrize("said", R78B_NOTHING_ON)
async def test_r78b_nothing_to_do_on_someone_spoken_for_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert classify(R78B_ORDER_FOR).act is SpeechAct.REQUEST


# "stand down the geneva reservation for my boss": "stand down" said of the thing named after it calls it off, an
# organiser's word (cancels._THROW_AWAY); nothing is booked or checked. "he's had to stand down from the committee, so
# book the geneva flight for his deputy" (of a person) still books.
R78B_STOOD_DOWN = ["stand down the geneva reservation for my boss, the summit's off",
                   "please stand down our hotel and flight for the conference"]
R78B_STOOD_DOWN_HIMSELF = "he's had to stand down from the committee, so book a flight to geneva for his deputy"

PHRASINGS += [*R78B_STOOD_DOWN, R78B_STOOD_DOWN_HIMSELF]


@pytest.mark.parametrize("said", R78B_STOOD_DOWN)
async def test_r78b_stand_down_the_thing_calls_it_off(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert classify(R78B_STOOD_DOWN_HIMSELF).act is not SpeechAct.CANCEL


# "just checking the lisbon seat we asked for really came through": checking that the thing, told with
# what was done about it, came through asks whether it is done (done._THROUGH); the status is checked, nothing
# booked. "book the lisbon seat" still books.
R78B_CAME_THROUGH = ["just checking the lisbon seat we asked for really came through",
                     "checking that the two rome tickets for the sales lads came through"]
R78B_BOOK_SEAT = "can you book me a flight to lisbon for monday please"

PHRASINGS += [*R78B_CAME_THROUGH, R78B_BOOK_SEAT]


@pytest.mark.parametrize("said", R78B_CAME_THROUGH)
async def test_r78b_checking_it_came_through_asks_whether_done(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, said)) == "g2"
    assert chosen(await understand(ex.make_agent, R78B_BOOK_SEAT)) == "g1"


# Round 78c
# "can i renew my repeat online or is it in person only": whether one may do it one way, the only other way closing the
# turn as its other answer, asks how it is done (allowed.OR_ONLY_WAY) and refills nothing. "can i order my repeat online
# please" still asks for the refill.
R78C_ONLY_WAY = ["can i renew my repeat online or is it in person only",
                 "could we order the refill by email or is that phone only"]
R78C_ONE_WAY_ASKED = "can i order my repeat online please"

PHRASINGS += [*R78C_ONLY_WAY, R78C_ONE_WAY_ASKED]


@pytest.mark.parametrize("said", R78C_ONLY_WAY)
async def test_r78c_one_way_or_only_the_other_asks_how(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R78C_ONE_WAY_ASKED)) == "g1"


# "when do you close tonight, the roads are a nightmare", "..., my phone's about to die": the caller's road, phone or haste
# as they call, a clause of its own (room._BUSY_TOO), asks nothing and is dropped; the question is read alone. A clause
# asking about the road ("is the road outside open") stays.
R78C_BUSY_AFTER = [("when do you close tonight, the roads are a nightmare", "when do you close tonight"),
                   ("what time do you shut on sunday, my phone's about to die", "what time do you shut on sunday"),
                   ("is my wife's amoxicillin ready yet, i'm between patients", "is my wife's amoxicillin ready yet")]
R78C_ROAD_ASKED = "when do you close, is the road outside open"

PHRASINGS += [*(said for said, _ in R78C_BUSY_AFTER), R78C_ROAD_ASKED]


@pytest.mark.parametrize(("said", "asked"), R78C_BUSY_AFTER)
async def test_r78c_the_callers_road_phone_or_haste_is_dropped(said: str, asked: str) -> None:
    from voice_agent.engine.room import unasided

    assert unasided(said) == asked
    assert unasided(R78C_ROAD_ASKED) == R78C_ROAD_ASKED
    assert chosen(await understand(pharmacy.make_agent, R78C_BUSY_AFTER[0][0])) == "g3"


# "could your pharmacist call me back about the side effects i've been having": a call back to the caller asked of a person
# lies near calling off for the model but undoes nothing (undoing._CALLED_BACK); the pharmacist is asked for, nothing
# cancelled. "can someone call me back and cancel my refill" still cancels.
R78C_CALLED_BACK = ["could your pharmacist call me back about the side effects i've been having",
                    "can the pharmacist ring us back about the side effects mum keeps getting"]
R78C_CALLED_BACK_CANCELS = "can someone call me back and cancel my refill"

PHRASINGS += [*R78C_CALLED_BACK, R78C_CALLED_BACK_CANCELS]


@pytest.mark.parametrize("said", R78C_CALLED_BACK)
async def test_r78c_a_call_back_asked_undoes_nothing(said: str) -> None:
    from voice_agent.engine.undoing import not_undoing

    assert not_undoing(said)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert not not_undoing(R78C_CALLED_BACK_CANCELS)
    assert (await understand(pharmacy.make_agent, R78C_CALLED_BACK_CANCELS)).decision.choice is Choice.CANCEL


# Round 79a
# "please void maggie burns's lisbon ticket": "void" said of what someone holds (his, her, their, or someone's by name)
# calls it off, as "void my" does (cancels._VOID_THEIRS); nothing is booked. "book tom reid's flight to rome" is no
# cancellation.
R79A_VOIDED = ["my aunt's had a fall so please void maggie burns's lisbon ticket",
               "void his seat on the rome flight, he can't make it"]
R79A_BOOK_THEIRS = "book tom reid's flight to rome"

PHRASINGS += [*R79A_VOIDED, R79A_BOOK_THEIRS]


@pytest.mark.parametrize("said", R79A_VOIDED)
async def test_r79a_void_said_of_someones_booking_cancels(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CANCEL
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()
    assert (await understand(ex.make_agent, R79A_BOOK_THEIRS)).act.act is not SpeechAct.CANCEL


# "take the repeat request off for my dad, he's in hospital": the thing taken off, said by its kind, then whom it is
# for closing the clause, calls it off (cancels._OFF_FOR); nothing is refilled. "take the dressing off for him and
# refill his cream" (no thing of the agent's taken off) is no cancellation.
R79A_OFF_FOR = ["take the repeat request off for my dad, he's in hospital", "cross the inhaler order off for jo king"]
R79A_DRESSING_OFF = "take the dressing off for him and refill his cream"

PHRASINGS += [*R79A_OFF_FOR, R79A_DRESSING_OFF]


@pytest.mark.parametrize("said", R79A_OFF_FOR)
async def test_r79a_a_thing_taken_off_for_someone_cancels(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.CANCEL
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()
    assert (await understand(pharmacy.make_agent, R79A_DRESSING_OFF)).act.act is not SpeechAct.CANCEL


# "your pharmacist has never let me down": being let down (or never) is told of someone, a remark; "let" there asks
# for nothing (remarks._LET_DOWN), so no one is put through. "let me speak to a pharmacist" still asks for one.
R79A_LET_DOWN = "your pharmacist has never let me down"
R79A_LET_ME_SPEAK = "let me speak to a pharmacist"

PHRASINGS += [R79A_LET_DOWN, R79A_LET_ME_SPEAK]


async def test_r79a_never_let_down_is_a_remark_not_a_handoff() -> None:
    understanding = await understand(pharmacy.make_agent, R79A_LET_DOWN)
    assert understanding.act.remark
    assert chosen(understanding) is None, understanding.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R79A_LET_ME_SPEAK)) == "g4"


# Round 79b
# "oh heavens no, keep me on the computer, i'm managing": after a no, the caller kept with (or on) the machine they talk
# to (kept_on.KEPT_ON, read by no_way.NO_WAY) says no to a person; nobody is put through. "no, i'm done with the machine,
# put me through to someone" still asks for one.
R79B_KEPT_ON = ["oh heavens no, keep me on the computer, i'm managing",
                "gosh no, leave us with the robot, it's doing fine"]
R79B_MACHINE_LEFT = "no, i'm done with the machine, put me through to someone"

PHRASINGS += [*R79B_KEPT_ON, R79B_MACHINE_LEFT]


@pytest.mark.parametrize("said", R79B_KEPT_ON)
async def test_r79b_a_no_then_kept_with_the_machine_refuses_a_person(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R79B_MACHINE_LEFT)) == "g3"


# "could you sort a wheelchair for my mum at the gate for the flight she's already booked on": whom the help is for, said
# between it and the place (changes._ON_HELD), still asks it on the flight held; no flight is booked. "can i book a
# wheelchair and a seat for me on a flight to rome" still books.
R79B_HELP_FOR_WHOM = ["could you sort a wheelchair for my mum at the gate for the flight she's already booked on",
                      "can i get assistance for us through security on the trip we've booked"]
R79B_HELP_AND_SEAT = "can i book a wheelchair and a seat for me on a flight to rome"

PHRASINGS += [*R79B_HELP_FOR_WHOM, R79B_HELP_AND_SEAT]


@pytest.mark.parametrize("said", R79B_HELP_FOR_WHOM)
async def test_r79b_help_for_someone_on_the_flight_held_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R79B_HELP_AND_SEAT)) == "g1"


# "can you check if my husband is on your list for the glasgow flight": whether one is on where bookings are kept, asked
# within the sentence (booked._ON_IT_WITHIN), asks the booking's status; none is made. "can you put me on your list for
# the rome flight" still books.
R79B_ON_LIST = ["can you check if my husband is on your list for the glasgow flight",
                "could you look whether she's on your books for the madrid flight"]
R79B_PUT_ON_LIST = "can you put me on your list for the rome flight"

PHRASINGS += [*R79B_ON_LIST, R79B_PUT_ON_LIST]


@pytest.mark.parametrize("said", R79B_ON_LIST)
async def test_r79b_whether_one_is_on_the_list_asks_the_status(said: str) -> None:
    assert classify(said) == Act(SpeechAct.QUESTION, ON_IT)
    assert chosen(await understand(ex.make_agent, said)) == "g2"
    assert chosen(await understand(ex.make_agent, R79B_PUT_ON_LIST)) == "g1"


# "when are you open on a saturday, i don't want to turn up at a bad time": not wanting to come when the place is shut
# (shut_out.SHUT_OUT, read by refusals.WORRY) is a worry and refuses nothing; the hours are asked. "i don't want my
# repeat this month" still refuses.
R79B_WRONG_TIME = ["when are you open on a saturday, i don't want to turn up at a bad time",
                   "do you shut at all midday, i don't want to come round when you're closed"]
R79B_NOT_WANTED = "i don't want my repeat this month"

PHRASINGS += [*R79B_WRONG_TIME, R79B_NOT_WANTED]


@pytest.mark.parametrize("said", R79B_WRONG_TIME)
async def test_r79b_not_wanting_to_come_when_shut_is_a_worry(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert classify(R79B_NOT_WANTED).act is SpeechAct.NEGATION


# Round 79c
# "is it no done yet", "did it no go through": "no" for "not" in a question, between its subject and the thing done, as
# Scotland says it (dialect._asked), reads as "not": the caller asks after the thing. "is it no bother to ..." keeps "no".
R79C_NO_FOR_NOT = [("pharmacy", "my husband's inhaler, is it no done yet or what"),
                   ("airline", "did it no go through for our kid's seat to malaga")]
R79C_NO_BOTHER = "is it no bother to change the date"

PHRASINGS += [*(said for _, said in R79C_NO_FOR_NOT), R79C_NO_BOTHER]


@pytest.mark.parametrize(("agent", "said"), R79C_NO_FOR_NOT)
async def test_r79c_no_for_not_in_a_question(agent: str, said: str) -> None:
    make = pharmacy.make_agent if agent == "pharmacy" else ex.make_agent
    assert " it not " in " ".join(words(said))
    assert chosen(await understand(make, said)) == "g2"
    assert " it no bother " in " ".join(words(R79C_NO_BOTHER))


# "can me daughter collect the tablets for us", "is me suitcase too heavy": "me" straight after the verb opening a
# question is "my", as the North and Scotland say it: whether another may collect asks, it refills nothing; the
# case's weight asks about the allowance. "can me and the wife get a refill" keeps "me", the subject.
R79C_ME_FOR_MY = "can me daughter collect the tablets for us"
R79C_ME_BAG = "is me suitcase too heavy at twenty five kilos"
R79C_ME_SUBJECT = "can me and the wife get a refill"

PHRASINGS += [R79C_ME_FOR_MY, R79C_ME_BAG, R79C_ME_SUBJECT]


async def test_r79c_me_for_my_after_the_opening_verb() -> None:
    assert words(R79C_ME_FOR_MY)[:2] == ["can", "my"]
    assert (await understand(pharmacy.make_agent, R79C_ME_FOR_MY)).decision.choice is not Choice.GUIDELINE
    assert words(R79C_ME_BAG)[:2] == ["is", "my"]
    assert chosen(await understand(ex.make_agent, R79C_ME_BAG)) == "g5"
    assert words(R79C_ME_SUBJECT)[:3] == ["can", "me", "and"]


# "would the blood pressure tablets be ready at all": "would" asking whether a thing is ready is "will", as Ireland asks
# it: a question after the refill, none asked. "would it be possible to get my refill" still asks for it.
R79C_WOULD_READY = "would the blood pressure tablets be ready at all"
R79C_WOULD_POSSIBLE = "would it be possible to get my refill"

PHRASINGS += [R79C_WOULD_READY, R79C_WOULD_POSSIBLE]


async def test_r79c_would_a_thing_be_ready_asks_after_it() -> None:
    assert classify(R79C_WOULD_READY).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R79C_WOULD_READY)) == "g2"
    assert classify(R79C_WOULD_POSSIBLE).act is SpeechAct.REQUEST
    assert words(R79C_WOULD_POSSIBLE)[0] == "would"


# "am ah still on the dublin flight for friday": "ah" straight after the verb opening a question is its subject, "i":
# the caller asks after the booking, none started. "ah, can i book a flight" keeps its filler and books.
R79C_AH_FOR_I = "am ah still on the dublin flight for friday"
R79C_AH_FILLER = "ah, can i book a flight"

PHRASINGS += [R79C_AH_FOR_I, R79C_AH_FILLER]


async def test_r79c_ah_for_i_after_the_opening_verb() -> None:
    assert words(R79C_AH_FOR_I)[:2] == ["am", "i"]
    assert chosen(await understand(ex.make_agent, R79C_AH_FOR_I)) == "g2"
    assert chosen(await understand(ex.make_agent, R79C_AH_FILLER)) == "g1"


# Round 80a
# "nah, this has nothing to do with the seat we reserved": the whole turn saying it has nothing to do with a thing
# (unrelated.UNRELATED, read as a refusal beside "that's not what i rang about") asks nothing of it; nothing is booked.
# "nah this has nothing to do with my booking, how heavy can a case be" still asks its question.
R80A_UNRELATED = ["nah, this has nothing to do with the seat we reserved",
                  "sorry, it's got nothing at all to do with a ticket for me"]
R80A_UNRELATED_THEN_ASKED = "nah this has nothing to do with my booking, how heavy can a case be"

PHRASINGS += [*R80A_UNRELATED, R80A_UNRELATED_THEN_ASKED]


@pytest.mark.parametrize("said", R80A_UNRELATED)
async def test_r80a_nothing_to_do_with_the_thing_books_nothing(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.NEGATION
    assert chosen(understanding) is None, understanding.decision.describe()
    assert (await understand(ex.make_agent, R80A_UNRELATED_THEN_ASKED)).act.act is not SpeechAct.NEGATION


# "money's tight this month, is there any way we could pay for the seats in two goes": a way of paying asked after
# (asking._PAYING in POSSIBLE_THAT), in the turn's last clause as in its first, is a question; nothing is booked.
# "is there a way to book two seats on the friday plane" still asks for the booking.
R80A_WAY_TO_PAY = ["money's tight this month, is there any way we could pay for the seats in two goes",
                   "is there a way to split the fare between three cards"]
R80A_WAY_TO_BOOK = "is there a way to book two seats on the friday plane"

PHRASINGS += [*R80A_WAY_TO_PAY, R80A_WAY_TO_BOOK]


@pytest.mark.parametrize("said", R80A_WAY_TO_PAY)
async def test_r80a_a_way_of_paying_asked_is_a_question(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert (await understand(ex.make_agent, R80A_WAY_TO_BOOK)).act.act is SpeechAct.REQUEST


# "could you push back my inhaler collection till friday": the word of moving said before the thing moved
# (changes._SHIFT_BEFORE), then a time, changes what is held; nothing is refilled. "push my refill through please"
# still asks for the refill.
R80A_SHIFTED = ["could you push back my inhaler collection till friday",
                "bring forward our eye drops pickup by a couple of days"]
R80A_PUSHED_THROUGH = "push my refill through please"

PHRASINGS += [*R80A_SHIFTED, R80A_PUSHED_THROUGH]


@pytest.mark.parametrize("said", R80A_SHIFTED)
async def test_r80a_moving_said_before_the_thing_is_a_change(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.CHANGE
    assert chosen(understanding) is None, understanding.decision.describe()
    assert (await understand(pharmacy.make_agent, R80A_PUSHED_THROUGH)).act.act is not SpeechAct.CHANGE


# "would you knock anything off the price for pensioners": an amount knocked off what a thing costs
# (cancels._BY_NAME) asks after a discount, no cancellation. "knock jo off the friday flight" still takes her off.
R80A_DISCOUNT = ["would you knock anything off the price for pensioners",
                 "can you knock something off the fare if we fly midweek"]
R80A_KNOCKED_OFF = "knock jo off the friday flight"

PHRASINGS += [*R80A_DISCOUNT, R80A_KNOCKED_OFF]


@pytest.mark.parametrize("said", R80A_DISCOUNT)
async def test_r80a_an_amount_knocked_off_is_no_cancellation(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is not SpeechAct.CANCEL
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()
    assert (await understand(ex.make_agent, R80A_KNOCKED_OFF)).act.act is SpeechAct.CANCEL


# Round 80b
# "my eye drops sting like mad now, i want to ask the pharmacist what i should do": the agent's person right after "ask"
# is consulted, as one spoken to is; the story before says why, and no refill is started. "my eye drops have run out, i
# want a new bottle" still refills.
R80B_ASKED_OF = "my eye drops sting like mad now, i want to ask the pharmacist what i should do"
R80B_RUN_OUT = "my eye drops have run out, i want a new bottle"

PHRASINGS += [R80B_ASKED_OF, R80B_RUN_OUT]


async def test_r80b_the_person_asked_is_consulted() -> None:
    assert chosen(await understand(pharmacy.make_agent, R80B_ASKED_OF)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R80B_RUN_OUT)) == "g1"


# "the brown inhaler is the same colour as my sofa, funny really", "the yellow pills have been an absolute godsend": a
# thing named, then what it is like or what it has been to the caller, is a remark about it; nothing is refilled. With a
# word of asking after it ("..., i need another box") it asks, as ever.
R80B_LIKENED = "the brown inhaler is the same colour as my sofa, funny really"
R80B_VERDICT = "the yellow pills have been an absolute godsend"
R80B_VERDICT_ASKS = "the yellow pills have been an absolute godsend, i need another box"

PHRASINGS += [R80B_LIKENED, R80B_VERDICT, R80B_VERDICT_ASKS]


async def test_r80b_a_thing_likened_or_praised_is_a_remark() -> None:
    assert classify(R80B_LIKENED).remark
    assert (await understand(pharmacy.make_agent, R80B_LIKENED)).decision.choice is not Choice.GUIDELINE
    assert classify(R80B_VERDICT).remark
    assert not classify(R80B_VERDICT_ASKS).remark
    assert chosen(await understand(pharmacy.make_agent, R80B_VERDICT_ASKS)) == "g1"


# Round 80c
# "we'll hang on till the loan clears before we commit to a flight": a wait said of oneself, then the choice itself
# (committing, deciding) put after it: nothing is booked now. "the loan has cleared so we can commit, book us on the
# rome flight": the wait is over and the flight is booked.
R80C_WAIT_THEN_COMMIT = "we'll hang on till the loan clears before we commit to a flight"
R80C_BOOK_NOW = "the loan has cleared so we can commit, book us on the rome flight"

PHRASINGS += [R80C_WAIT_THEN_COMMIT, R80C_BOOK_NOW]


async def test_r80c_a_wait_before_committing_books_nothing() -> None:
    assert classify(R80C_WAIT_THEN_COMMIT).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R80C_WAIT_THEN_COMMIT)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R80C_BOOK_NOW)) == "g1"


# "is it possible in general to reserve a seat without paying": whether a thing can be done, asked of how it goes as a
# rule, asks the rule and reserves nothing. "is it possible to reserve a seat on the rome flight" still asks for one.
R80C_AS_A_RULE = "is it possible in general to reserve a seat without paying"
R80C_POSSIBLE_REQUEST = "is it possible to reserve a seat on the rome flight"

PHRASINGS += [R80C_AS_A_RULE, R80C_POSSIBLE_REQUEST]


async def test_r80c_possible_as_a_rule_asks_the_rule() -> None:
    assert classify(R80C_AS_A_RULE).act is SpeechAct.QUESTION
    assert (await understand(ex.make_agent, R80C_AS_A_RULE)).decision.choice is not Choice.GUIDELINE
    assert classify(R80C_POSSIBLE_REQUEST).act is SpeechAct.REQUEST
    assert chosen(await understand(ex.make_agent, R80C_POSSIBLE_REQUEST)) == "g1"


# Round 81a
# "the kos seat for yusuf, is it definitely ours now": asked after the thing whether it is surely the caller's
# (naming._SURELY_MINE) asks whether it is held; nothing is booked. "a seat for yusuf on the kos flight" still books.
R81A_SURELY_OURS = ["the kos seat for yusuf, is it definitely ours now",
                    "that bilbao booking for gran, is it really hers"]
R81A_SEAT_WANTED = "a seat for yusuf on the kos flight please"

PHRASINGS += [*R81A_SURELY_OURS, R81A_SEAT_WANTED]


@pytest.mark.parametrize("said", R81A_SURELY_OURS)
async def test_r81a_surely_mine_asks_whether_it_is_held(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert chosen(await understand(ex.make_agent, R81A_SEAT_WANTED)) == "g1"


# "my nephew's flight to porto, is it a sure thing": certain in idiom (naming._SURE_THING), asked of the thing, asks
# whether it is done. "sure thing, a seat to porto for my nephew" says yes and books.
R81A_SURE_THING = "my nephew's flight to porto, is it a sure thing"
R81A_SURE_THING_YES = "sure thing, a seat to porto for my nephew"

PHRASINGS += [R81A_SURE_THING, R81A_SURE_THING_YES]


async def test_r81a_a_sure_thing_asked_is_whether_it_is_done() -> None:
    assert classify(R81A_SURE_THING).act is SpeechAct.QUESTION
    assert asks_done(R81A_SURE_THING) and asks_done("is it a dead cert")
    assert not asks_done("sure thing")
    assert classify(R81A_SURE_THING_YES).act is not SpeechAct.QUESTION


# "ventolin for olu bakare, all in the bag?": "in the bag", closing a clause, is done in idiom (naming.IN_THE_BAG);
# asked after the thing, it asks whether the refill is ready and refills nothing. "refill for olu, pop it in a
# bag for me" is no such question.
R81A_IN_THE_BAG = ["ventolin for olu bakare, all in the bag?",
                   "olu bakare's inhaler, in the bag now?",
                   "the inhaler for my dad, is it in the bag?"]
R81A_BAG_LITERAL = "refill for olu, put the leaflet in the bag with it please"

PHRASINGS += [*R81A_IN_THE_BAG, R81A_BAG_LITERAL]


@pytest.mark.parametrize("said", R81A_IN_THE_BAG)
async def test_r81a_in_the_bag_asks_whether_it_is_done(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    assert understanding.act.act is SpeechAct.QUESTION
    assert chosen(understanding) == "g2", understanding.decision.describe()
    assert not asks_done(R81A_BAG_LITERAL)


# "i want our dublin booking gone, it's off": the thing one holds wanted gone (cancels._RID_OF) calls it off; nothing
# is booked. "i want our dublin booking gone through today" still wants it done.
R81A_WANTED_GONE = ["i want our dublin booking gone, it's off",
                    "we need the return one gone please"]
R81A_GONE_THROUGH = "i want our dublin booking gone through today"

PHRASINGS += [*R81A_WANTED_GONE, R81A_GONE_THROUGH]


@pytest.mark.parametrize("said", R81A_WANTED_GONE)
async def test_r81a_a_thing_wanted_gone_is_cancelled(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.act.act is SpeechAct.CANCEL
    assert chosen(understanding) != "g1", understanding.decision.describe()
    assert (await understand(ex.make_agent, R81A_GONE_THROUGH)).act.act is not SpeechAct.CANCEL


# Round 81b
# "yeet the lisbon reservation, we are staying home": throwing the thing away in young callers' slang calls it off, as "bin" or
# "chuck" it; nothing is booked. "book the lisbon reservation" still books.
R81B_YEETED = "yeet the lisbon reservation, we are staying home"
R81B_BOOKED = "book the lisbon reservation, we are staying home"

PHRASINGS += [R81B_YEETED, R81B_BOOKED]


async def test_r81b_a_thing_yeeted_is_called_off() -> None:
    assert classify(R81B_YEETED).act is SpeechAct.CANCEL
    assert (await understand(ex.make_agent, R81B_YEETED)).decision.choice is not Choice.GUIDELINE
    assert classify(R81B_BOOKED).act is SpeechAct.REQUEST


# "she can't make it now, delete her reservation": striking out what someone else holds, said by its kind, calls it off.
# "delete her old phone number from the form" names no such thing, and calls nothing off.
R81B_DELETED_HERS = "she can't make it now, delete her reservation"
R81B_DELETED_NUMBER = "delete her old phone number from the form"

PHRASINGS += [R81B_DELETED_HERS, R81B_DELETED_NUMBER]


def test_r81b_someone_elses_thing_deleted_is_called_off() -> None:
    assert classify(R81B_DELETED_HERS).act is SpeechAct.CANCEL
    assert classify(R81B_DELETED_NUMBER).act is not SpeechAct.CANCEL


# "refill my lighter please": the agent's verb done to another service's thing, whose it is said between, is not
# the agent's thing; nothing is refilled. "refill my inhaler please" still refills.
R81B_OTHERS_REFILLED = "refill my lighter please"
R81B_OWN_REFILLED = "refill my inhaler please"

PHRASINGS += [R81B_OTHERS_REFILLED, R81B_OWN_REFILLED]


async def test_r81b_another_services_thing_refilled_is_not_a_refill() -> None:
    assert (await understand(pharmacy.make_agent, R81B_OTHERS_REFILLED)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R81B_OWN_REFILLED)) == "g1"


# Text-speak said aloud: "u" for "you", "thru" for "through", "tryna" for "trying", "cuz" for "because", read one for one.
# "will u be open on easter sunday" asks the hours as "will you ..." does.
R81B_TEXTED = "will u be open on easter sunday"
R81B_SPELLED_OUT = "will you be open on easter sunday"

PHRASINGS += [R81B_TEXTED, R81B_SPELLED_OUT]


async def test_r81b_text_speak_is_read_in_full() -> None:
    assert words("has it gone thru cuz i'm tryna sort it") == "has it gone through because i'm trying sort it".split()
    assert chosen(await understand(pharmacy.make_agent, R81B_TEXTED)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R81B_SPELLED_OUT)) == "g3"


# "is the oslo seat booked for marnie quill fr fr": text-speak tags are no part of a name.
R81B_TAGGED_NAME = "is the oslo seat booked for marnie quill fr fr"

PHRASINGS += [R81B_TAGGED_NAME]


def test_r81b_text_speak_tags_are_no_name() -> None:
    assert person_name()(R81B_TAGGED_NAME) == "Marnie Quill"
    assert person_name()("is the oslo seat booked for marnie quill") == "Marnie Quill"


# "not after a person, just want a repeat of my inhaler, r x four four two one one, ann cole": the refusal of a person,
# then the wanting with its subject unsaid after "just": the refill is asked for. "not after a person, ta" refuses only.
R81B_JUST_WANT = "not after a person, just want a repeat of my inhaler, r x four four two one one, ann cole"
R81B_REFUSED_ONLY = "not after a person, ta"

PHRASINGS += [R81B_JUST_WANT, R81B_REFUSED_ONLY]


async def test_r81b_a_want_with_its_subject_unsaid_after_a_refusal_is_asked() -> None:
    assert chosen(await understand(pharmacy.make_agent, R81B_JUST_WANT)) == "g1"
    assert (await understand(pharmacy.make_agent, R81B_REFUSED_ONLY)).decision.choice is not Choice.GUIDELINE


# Round 81c
# "nope, we'll chance our luck at the check-in desk on the morning": a no, then the caller risking it alone,
# without the service, is a no to it; nothing is booked. "we'll chance our luck on the late one, so book it for us"
# asks after all.
R81C_OWN_LUCK = "nope, we'll chance our luck at the check-in desk on the morning"
R81C_LUCK_ASKS = "we'll chance our luck on the late one to porto, so book it for us"

PHRASINGS += [R81C_OWN_LUCK, R81C_LUCK_ASKS]


async def test_r81c_chancing_it_alone_is_a_no() -> None:
    assert classify(R81C_OWN_LUCK).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, R81C_OWN_LUCK)).decision.choice is not Choice.GUIDELINE
    assert classify(R81C_LUCK_ASKS).act is not SpeechAct.NEGATION


# "never going a weekend without my inhaler again, what a palaver": a resolve about oneself, "never" then "again",
# tells of the caller and refills nothing. With a word of asking ("..., so i need a new one sent") it asks, as ever.
R81C_RESOLVED = "never going a weekend without my inhaler again, what a palaver"
R81C_RESOLVED_ASKS = "never going a weekend without my inhaler again, so i need a new one sent"

PHRASINGS += [R81C_RESOLVED, R81C_RESOLVED_ASKS]


async def test_r81c_a_resolve_about_oneself_is_a_remark() -> None:
    assert classify(R81C_RESOLVED).remark
    assert (await understand(pharmacy.make_agent, R81C_RESOLVED)).decision.choice is not Choice.GUIDELINE
    assert not classify(R81C_RESOLVED_ASKS).remark


# "nah, there's nothing to send off, ta" is an old no; "nah, nothing to sort out" and "no, nothing to pick up":
# nothing to do, said with a verb and its particle, is the same no. "nothing to do with my order, ..." is still no
# refusal.
R81C_NOTHING_PARTICLE = "honestly, nothing to sort out, we're fine"
R81C_NOTHING_TO_DO_WITH = "this is nothing to do with my repeat, is the shop open sunday"

PHRASINGS += [R81C_NOTHING_PARTICLE, R81C_NOTHING_TO_DO_WITH]


async def test_r81c_nothing_to_do_with_a_particle_declines() -> None:
    assert classify(R81C_NOTHING_PARTICLE).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R81C_NOTHING_PARTICLE)).decision.choice is Choice.DECLINE
    assert classify(R81C_NOTHING_TO_DO_WITH).act is not SpeechAct.NEGATION


# "we don't want anything more, did the lyon seats actually go through": wanting nothing else, said first, bounds
# the call to the question after it; the status is looked up. "we don't want anything more, thanks" is still a no.
R81C_ELSE_FIRST = "we don't want anything more, did the lyon seats actually go through"
R81C_ELSE_ONLY = "we don't want anything more, thanks"

PHRASINGS += [R81C_ELSE_FIRST, R81C_ELSE_ONLY]


async def test_r81c_nothing_else_then_a_question_asks_it() -> None:
    assert classify(R81C_ELSE_FIRST).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, R81C_ELSE_FIRST)) == "g2"
    assert classify(R81C_ELSE_ONLY).act is SpeechAct.NEGATION


# Round 82a
# "abolish the saver booking for tom": done away with by decree, the grand word for calling off (cancels._CANCEL),
# calls the thing off and books nothing. "is the abolition of the fee real" names no calling off of the caller's.
R82A_ABOLISHED = ["please abolish the saver booking for tom", "get my lanzarote reservation abolished"]
R82A_ABOLITION = "is the abolition of the bag fee true, i read it somewhere"

PHRASINGS += [*R82A_ABOLISHED, R82A_ABOLITION]


@pytest.mark.parametrize("said", R82A_ABOLISHED)
async def test_r82a_abolishing_the_thing_calls_it_off(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(R82A_ABOLITION).act is not SpeechAct.CANCEL


# "is the flexi fare refundable if i cancel afterwards": the terms of a thing asked, the cancelling only the case the
# question is about (cancels._ASKED_IF_CANCELLED); nothing is called off. "can i cancel if my knee's bad" asks the
# cancelling first, and "is it refundable if i cancel, please cancel it" asks it apart: both still cancel.
R82A_TERMS_IF = ["is the flexi fare refundable if i cancel afterwards",
                 "what do we get back if we cancel it, just wondering"]
R82A_CANCEL_ASKED = ["can i cancel if my knee's bad", "is that refundable if i cancel, please cancel it then"]

PHRASINGS += [*R82A_TERMS_IF, *R82A_CANCEL_ASKED]


@pytest.mark.parametrize("said", R82A_TERMS_IF)
async def test_r82a_cancelling_as_the_case_of_a_question_calls_nothing_off(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is not Choice.CANCEL, understanding.decision.describe()
    for asked in R82A_CANCEL_ASKED:
        assert classify(asked).act is SpeechAct.CANCEL


# "negative on the aisle seat", "negatory": the radio operator's no (no_way._RADIO_NO), alone or said of the thing, says
# no and books nothing. "negative, on the 12th" leaves a date open, and "my test came back negative" is no answer.
R82A_RADIO_NO = ["negative on the aisle seat", "uh negatory", "negative to that booking, over"]
R82A_NOT_RADIO_NO = ["negative, on the 12th", "my covid test came back negative, can i fly"]

PHRASINGS += [*R82A_RADIO_NO, *R82A_NOT_RADIO_NO]


@pytest.mark.parametrize("said", R82A_RADIO_NO)
async def test_r82a_the_radio_no_says_no(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert chosen(await understand(ex.make_agent, said)) is None
    for other in R82A_NOT_RADIO_NO:
        assert classify(other).act is not SpeechAct.NEGATION


# "has my booking been approvated": a verb of being done given "-ated" (dialect._BARE_DONE, in `dialect._STANDARD`) is
# its participle; asked of the thing, it asks whether it is done and books nothing. "approve my booking" is no question.
R82A_ATED = ["has my saturday booking been approvated", "are the rome seats confirmated now"]
R82A_BARE_VERB = "i want to book seats to rome and confirm them today"

PHRASINGS += [*R82A_ATED, R82A_BARE_VERB]


@pytest.mark.parametrize("said", R82A_ATED)
async def test_r82a_a_participle_in_ated_asks_whether_it_is_done(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(ex.make_agent, said)) == "g2"
    assert "confirmed" not in words(R82A_BARE_VERB) and "confirmed" in words(R82A_ATED[1])


# "could i speak to your farmer cyst": the trade's word heard with its close written as "cyst" (misheard._HEARD) is the
# pharmacist, asked for by name. "i've a cyst on my wrist, is that ok to fly" names no one.
R82A_CYST = ["could i speak to your farmer cyst please", "put me on to the farmacyst"]
R82A_A_CYST = "i've got a cyst on my arm, what cream is good"

PHRASINGS += [*R82A_CYST, R82A_A_CYST]


@pytest.mark.parametrize("said", R82A_CYST)
async def test_r82a_the_pharmacist_heard_as_a_cyst_is_asked_for(said: str) -> None:
    assert "pharmacist" in words(said)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert "pharmacist" not in words(R82A_A_CYST)


# Round 82b
# "could a repeat be ordered a week before the last one is finished": a kind of thing ("a", "an": not the caller's own)
# said to be done asks whether it may be, a rule, and orders nothing. "could my repeat be ordered today" asks, as ever.
R82B_ANY_DONE = "could a repeat be ordered a week before the last one is finished"
R82B_MINE_DONE = "could my repeat be ordered today please"

PHRASINGS += [R82B_ANY_DONE, R82B_MINE_DONE]


async def test_r82b_a_thing_in_general_said_done_asks_the_rule() -> None:
    assert classify(R82B_ANY_DONE).act is SpeechAct.QUESTION
    assert (await understand(pharmacy.make_agent, R82B_ANY_DONE)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R82B_MINE_DONE)) == "g1"


# "would the hay fever tablets cancel out my inhaler": one thing undoing another's working calls nothing off; the
# caller asks about the medicines. "please cancel out my refill" still cancels.
R82B_UNDOES_ANOTHER = "would the hay fever tablets cancel out my inhaler"
R82B_CANCEL_OUT = "please cancel out my refill"

PHRASINGS += [R82B_UNDOES_ANOTHER, R82B_CANCEL_OUT]


async def test_r82b_one_medicine_cancelling_out_another_cancels_nothing() -> None:
    assert classify(R82B_UNDOES_ANOTHER).act is not SpeechAct.CANCEL
    assert (await understand(pharmacy.make_agent, R82B_UNDOES_ANOTHER)).decision.choice is not Choice.CANCEL
    assert (await understand(pharmacy.make_agent, R82B_CANCEL_OUT)).decision.choice is Choice.CANCEL


# "can i have a yarn with the chemist about my repeat": a yarn with someone is a chat, as Australia says it; the
# caller is put through, the repeat only what it is about. "he spun me a yarn about the patches" tells a story and
# reaches no one.
R82B_YARN = "can i have a yarn with the chemist about my repeat"
R82B_YARN_TOLD = "he spun me a yarn about the patches"

PHRASINGS += [R82B_YARN, R82B_YARN_TOLD]


async def test_r82b_a_yarn_with_someone_is_a_chat() -> None:
    assert chosen(await understand(pharmacy.make_agent, R82B_YARN)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R82B_YARN_TOLD)) != "g4"


# "what time do you lot knock off on saturdays": the place knocking off, asked when, closes; the hours are told.
# "can you knock off the delivery charge" is no question of hours.
R82B_KNOCK_OFF = "what time do you lot knock off on saturdays"
R82B_KNOCK_OFF_PRICE = "can you knock off the delivery charge"

PHRASINGS += [R82B_KNOCK_OFF, R82B_KNOCK_OFF_PRICE]


async def test_r82b_knocking_off_asked_when_is_closing() -> None:
    assert "close" in words(R82B_KNOCK_OFF)
    assert "close" not in words(R82B_KNOCK_OFF_PRICE)
    assert chosen(await understand(pharmacy.make_agent, R82B_KNOCK_OFF)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R82B_KNOCK_OFF_PRICE)) != "g3"


# "are you still open late this arvo": the clipped afternoon of Australia and New Zealand; the hours are told.
# "are you still open late this evening" the same, as before.
R82B_ARVO = "are you still open late this arvo"
R82B_EVENING = "are you still open late this evening"

PHRASINGS += [R82B_ARVO, R82B_EVENING]


async def test_r82b_the_arvo_is_the_afternoon() -> None:
    assert words(R82B_ARVO)[-1] == "afternoon"
    assert chosen(await understand(pharmacy.make_agent, R82B_ARVO)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R82B_EVENING)) == "g3"


# "the patches for my mum, sorted or not sorted", "sorted or not sorted": the other answer said as the word denied after
# "or" asks whether it is done; the status is told. "the patches for my mum, sort them out" asks for them, as before.
R82B_DENIED_AFTER_OR = "the patches for my mum, sorted or not sorted"
R82B_DENIED_ALONE = "sorted or not sorted"
R82B_SORT_THEM = "the patches for my mum, sort them out"

PHRASINGS += [R82B_DENIED_AFTER_OR, R82B_DENIED_ALONE, R82B_SORT_THEM]


async def test_r82b_the_word_denied_after_or_asks_whether_done() -> None:
    assert classify(R82B_DENIED_AFTER_OR).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, R82B_DENIED_AFTER_OR)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R82B_DENIED_ALONE)) == "g2"
    assert classify(R82B_SORT_THEM).act is not SpeechAct.QUESTION


# Round 82c
# "my new inhalers have me baffled, i need to go over them with someone who knows": anyone who knows, said after them,
# is one qualified, as "someone qualified" is; going over a thing with them asks for a person, and nothing is refilled.
# "i'll be fetching my tablets with someone who knows the way" does a thing with them, and asks for no one.
R82C_KNOWING = ["my new inhalers have me baffled, i need to go over them with someone who knows",
                "my husband's new eye drops have me baffled, can i run them by someone that understands them"]
R82C_DONE_WITH = "i'll be fetching my tablets with someone who knows the way"

PHRASINGS += [*R82C_KNOWING, R82C_DONE_WITH]


@pytest.mark.parametrize("said", R82C_KNOWING)
async def test_r82c_going_over_it_with_someone_who_knows_asks_for_a_person(said: str) -> None:
    understanding = await understand(pharmacy.make_agent, said)
    decision = understanding.decision
    assert chosen(understanding) != "g1", decision.describe()
    clarified_first = decision.choice is Choice.CLARIFY and decision.candidates[0].id == "g4"
    assert chosen(understanding) == "g4" or clarified_first, decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R82C_DONE_WITH)) != "g4"


# "nope, the delivery slots aren't what we're after, cheers": the thing said not to be what the caller wants, the verb
# contracted, closing the turn, is a no. "the saturday slot isn't what we're after, the sunday one is" says which is.
R82C_NOT_WANTED = "nope, the delivery slots aren't what we're after, cheers"
R82C_WANTED_AFTER = "the saturday slot isn't what we're after, the sunday one is"

PHRASINGS += [R82C_NOT_WANTED, R82C_WANTED_AFTER]


async def test_r82c_a_thing_not_what_is_wanted_is_a_no() -> None:
    assert classify(R82C_NOT_WANTED).act is SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, R82C_NOT_WANTED)).decision.choice is Choice.DECLINE
    assert classify(R82C_WANTED_AFTER).act is not SpeechAct.NEGATION


# "is it allowed for my thirteen year old daughter to collect my inhaler", "is our twelve year old grandson allowed to
# fetch my tablets": whether someone else may, said with "allowed for" or naming them in several words, asks what is
# allowed, and nothing is looked up. "is my repeat ready for my daughter to collect" still asks whether it is ready.
R82C_ALLOWED = ["is it allowed for my thirteen year old daughter to collect my inhaler",
                "is our twelve year old grandson allowed to fetch my tablets"]
R82C_READY = "is my repeat ready for my daughter to collect"

PHRASINGS += [*R82C_ALLOWED, R82C_READY]


@pytest.mark.parametrize("said", R82C_ALLOWED)
async def test_r82c_whether_someone_else_is_allowed_asks_what_is_allowed(said: str) -> None:
    assert classify(said).cue == PERMISSION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R82C_READY)) == "g2"


# Round 83a
# "the inhaler order, scratch it": the thing named, then struck out in a clause of its own by the imperative on "it"
# (cancels._LET_GO), calls it off and refills nothing. "my eczema itches, can i scratch it" asks about oneself.
R83A_SCRATCH_IT = ["my wife's inhaler order, just scratch it please", "that repeat for the eye drops, scrub it"]
R83A_ITCH = "my eczema itches like mad, can i scratch it"

PHRASINGS += [*R83A_SCRATCH_IT, R83A_ITCH]


@pytest.mark.parametrize("said", R83A_SCRATCH_IT)
async def test_r83a_the_thing_named_then_scratched_is_called_off(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert classify(R83A_ITCH).act is not SpeechAct.CANCEL


# "can i get the farmer sister on": the trade's word heard with its close as "sister" (misheard._HEARD) is the
# pharmacist, asked for. "my sister's a farmer, can she pick up my tablets" names no one to speak with.
R83A_SISTER = ["can i get the farmer sister on the phone", "put me through to a farm a sister"]
R83A_A_SISTER = "my sister's a farmer, can she pick up my tablets"

PHRASINGS += [*R83A_SISTER, R83A_A_SISTER]


@pytest.mark.parametrize("said", R83A_SISTER)
async def test_r83a_the_pharmacist_heard_as_a_sister_is_asked_for(said: str) -> None:
    assert "pharmacist" in words(said)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert "pharmacist" not in words(R83A_A_SISTER)


# "do me his blood pressure tablets again": "do" opening the turn for whom it is done, the thing by its own name, then
# "again" (asking._DO_IT) asks for it done again, a refill, not a question. "do my tablets come in the post again" asks.
R83A_DO_AGAIN = ["do me his blood pressure tablets again please", "do us the eye drops again for mum"]
R83A_DO_ASKS = "do my tablets come in the post again"

PHRASINGS += [*R83A_DO_AGAIN, R83A_DO_ASKS]


@pytest.mark.parametrize("said", R83A_DO_AGAIN)
async def test_r83a_a_thing_done_again_for_someone_is_asked_for(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1"
    assert classify(R83A_DO_ASKS).act is SpeechAct.QUESTION


# "checking if the inhaler for mrs dunne is sitting waiting": the thing named, then waiting, closing what is asked
# (naming._DONE_PHRASES), asks whether it is ready. "see if my husband is waiting" asks after a person, not a thing.
R83A_WAITING = ["checking if the inhaler for mrs dunne is sitting waiting", "can you see if my eye drops are still waiting"]
R83A_WHO_WAITS = "can you see if my husband is waiting"

PHRASINGS += [*R83A_WAITING, R83A_WHO_WAITS]


@pytest.mark.parametrize("said", R83A_WAITING)
async def test_r83a_a_thing_waiting_is_asked_whether_ready(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R83A_WHO_WAITS)) != "g2"


# Round 83b
# "could anybody pick up my mum's patches or does it have to be me": anyone doing it, the caller named as the other one
# who might ("or do i have to come in myself"), asks what is allowed, and nothing is refilled. "could someone ring me
# back about my patches" names no such choice.
R83B_OR_ME = ["could anybody pick up my mum's patches or does it have to be me",
              "can somebody fetch the inhaler or do i have to come in myself"]
R83B_RING_BACK = "could someone ring me back about my patches"

PHRASINGS += [*R83B_OR_ME, R83B_RING_BACK]


@pytest.mark.parametrize("said", R83B_OR_ME)
async def test_r83b_anyone_or_the_caller_asks_what_is_allowed(said: str) -> None:
    assert classify(said).cue == PERMISSION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert classify(R83B_RING_BACK).cue != PERMISSION


# "fifty years i've been coming here, watched plenty of chemists come and go": many seen coming and going tells of the
# time gone by, a remark; no one is asked for. "the pharmacists here come and go, can i talk to one" still asks.
R83B_CAME_AND_WENT = "fifty years i've been coming here, watched plenty of chemists come and go"
R83B_TALK_TO_ONE = "the pharmacists here come and go, can i talk to one"

PHRASINGS += [R83B_CAME_AND_WENT, R83B_TALK_TO_ONE]


async def test_r83b_many_seen_come_and_go_is_a_remark() -> None:
    assert classify(R83B_CAME_AND_WENT).remark
    assert chosen(await understand(pharmacy.make_agent, R83B_CAME_AND_WENT)) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R83B_TALK_TO_ONE)) == "g4"


# "nah, no new prescription, i'm all right": a no with a new one of the thing refused, a clause of its own, declines.
# "no new messages, has it come in" still asks whether it has.
R83B_NO_NEW = ["nah, no new prescription, i'm all right", "no, no new flight, i've got one"]
R83B_NO_MESSAGES = "no new messages, has it come in"

PHRASINGS += [*R83B_NO_NEW, R83B_NO_MESSAGES]


@pytest.mark.parametrize("said", R83B_NO_NEW)
async def test_r83b_no_new_one_of_the_thing_declines(said: str) -> None:
    agent = ex.make_agent if "flight" in said else pharmacy.make_agent
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(agent, said)).decision.choice is Choice.DECLINE
    assert classify(R83B_NO_MESSAGES).act is not SpeechAct.NEGATION


# "dispensary hours on a sunday?": the hours of the place, or a part of it, asked in their name alone, ask when it is
# open; no one is put through. "can i speak to someone in office hours" still asks for a person.
R83B_PLACE_HOURS = "dispensary hours on a sunday?"
R83B_IN_OFFICE_HOURS = "can i speak to someone in office hours"

PHRASINGS += [R83B_PLACE_HOURS, R83B_IN_OFFICE_HOURS]


async def test_r83b_a_places_hours_ask_when_it_is_open() -> None:
    assert classify(R83B_PLACE_HOURS).act is SpeechAct.QUESTION
    decision = (await understand(pharmacy.make_agent, R83B_PLACE_HOURS)).decision
    assert decision.candidates[0].id == "g3", decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R83B_IN_OFFICE_HOURS)) == "g4"


# "i'd like the pharmacist for a medication check on my new pills": a check someone is wanted for is a thing named, no
# asking to check on the pills; nothing is looked up. "can you check on my repeat" still asks about it.
R83B_CHECK_WANTED = "i'd like the pharmacist for a medication check on my new pills"
R83B_CHECK_ON = "can you check on my repeat"

PHRASINGS += [R83B_CHECK_WANTED, R83B_CHECK_ON]


async def test_r83b_a_check_wanted_for_is_no_question() -> None:
    assert classify(R83B_CHECK_WANTED).act is not SpeechAct.QUESTION
    decision = (await understand(pharmacy.make_agent, R83B_CHECK_WANTED)).decision
    assert chosen(await understand(pharmacy.make_agent, R83B_CHECK_WANTED)) != "g2", decision.describe()
    assert decision.candidates[0].id == "g4", decision.describe()
    assert classify(R83B_CHECK_ON).cue == "check on"


# "q f nine on the second, single pax, surname nguyen, miss": "pax", the airlines' own word for passengers, is read as
# one; the booking is made. A plain "passenger" is read as before.
R83B_PAX = "q f nine on the second, single pax, surname nguyen, miss"

PHRASINGS += [R83B_PAX]


async def test_r83b_pax_is_a_passenger() -> None:
    assert "passenger" in words(R83B_PAX)
    assert chosen(await understand(ex.make_agent, R83B_PAX)) == "g1"
    assert words("one passenger please") == ["one", "passenger", "please"]


# Round 84a
# "can pensioners have their flu jab free": a kind of people, named in the plural, having the thing at a price asks the
# price (allowed.AT_A_PRICE), as "can i get it free" does; nothing is refilled. "can i have my inhaler again" still asks.
R84A_KIND_FREE = ["can pensioners have their flu jab free", "could carers have the flu jab for free"]
R84A_HAVE_IT = "can i have my inhaler again please"

PHRASINGS += [*R84A_KIND_FREE, R84A_HAVE_IT]


@pytest.mark.parametrize("said", R84A_KIND_FREE)
async def test_r84a_a_kind_of_people_having_it_free_asks_the_price(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert classify(R84A_HAVE_IT).act is SpeechAct.REQUEST


# "add the pushchair as another bag to our flight": a bag more added to a trip said with "the" or as one's own changes
# what is held (changes._BAG_ADDED); no flight is booked. "add me to the waiting list for madrid" names no bag.
R84A_BAG_ADDED = ["add the pushchair as another bag to our flight", "adding an extra case on the madrid trip please"]
R84A_NO_BAG = "add me to the waiting list for madrid"

PHRASINGS += [*R84A_BAG_ADDED, R84A_NO_BAG]


@pytest.mark.parametrize("said", R84A_BAG_ADDED)
async def test_r84a_a_bag_added_to_the_trip_books_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(R84A_NO_BAG).act is not SpeechAct.CHANGE


# "the seat for my brother will have to go": the thing let go because it has to, closing its clause, cancels it, as
# "can go" does (cancels._LET_GO). "my booking has to go through today" asks it done, and cancels nothing.
R84A_HAS_TO_GO = ["the seat for my brother will have to go", "that order for mum must go now"]
R84A_GO_THROUGH = "my booking has to go through today"

PHRASINGS += [*R84A_HAS_TO_GO, R84A_GO_THROUGH]


@pytest.mark.parametrize("said", R84A_HAS_TO_GO)
async def test_r84a_a_thing_that_has_to_go_is_cancelled(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL
    assert (await understand(ex.make_agent, said)).decision.choice is Choice.CANCEL
    assert classify(R84A_GO_THROUGH).act is not SpeechAct.CANCEL


# Round 84b
# "i'm not sure you'd know this, but ...", "not sure if this is the right number, ...": a timid caller unsure of the
# agent or of themselves (self_doubt.doubts_oneself), not of the thing; the question stands and nothing is refused.
# "i'm not sure i want the refill after all" still hesitates over the thing and refuses it.
R84B_SELF_DOUBT = ["i'm not sure you'd be the ones to ask, but what time do you shut on saturday",
                   "i'm not sure if this is the right number, is the chemist open on sundays"]
R84B_UNSURE_OF_IT = "i'm not sure i want the refill after all"

PHRASINGS += [*R84B_SELF_DOUBT, R84B_UNSURE_OF_IT]


@pytest.mark.parametrize("said", R84B_SELF_DOUBT)
async def test_r84b_unsure_of_oneself_or_the_agent_refuses_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert classify(R84B_UNSURE_OF_IT).act is SpeechAct.NEGATION


# "can, er, can my wife collect ...": the opening words said again after a filler (text._RESTARTED) are a restart, read
# once, so the question of what someone else may do is heard and nothing is refilled. "no, er, no thanks" keeps its nos.
R84B_RESTARTED = ["can, er, can my wife collect my tablets for me", "could, um, could my daughter pick up my inhaler"]
R84B_NO_NO = "no, er, no thanks"

PHRASINGS += [*R84B_RESTARTED, R84B_NO_NO]


@pytest.mark.parametrize("said", R84B_RESTARTED)
async def test_r84b_a_restart_across_a_filler_is_read_once(said: str) -> None:
    assert classify(said).cue == PERMISSION
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert words(R84B_NO_NO).count("no") == 2


# "could my inhaler order be withdrawn", "i'd like the repeat for my cream withdrawn": taken back in the past
# participle (cancels._CANCEL, as "annulled"), a cancellation, and nothing is refilled. "sent out" calls nothing off.
R84B_WITHDRAWN = ["could my inhaler order be withdrawn please", "i'd like the repeat for my cream withdrawn"]
R84B_SENT_OUT = "could my inhaler order be sent out please"

PHRASINGS += [*R84B_WITHDRAWN, R84B_SENT_OUT]


@pytest.mark.parametrize("said", R84B_WITHDRAWN)
async def test_r84b_a_thing_withdrawn_is_called_off(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert classify(R84B_SENT_OUT).act is not SpeechAct.CANCEL


# "i don't want to trouble you, but could i ...": not wanting to impose, before a but (courtesy._NOT_IMPOSING), is an
# apology for asking and refuses nothing. "i don't want to bother with the refill" still refuses it.
R84B_NOT_IMPOSING = ["i don't want to trouble you, but could i speak to the pharmacist about my patches",
                     "we don't want to bother anyone, but could the pharmacist ring me about dad's dose"]
R84B_NOT_BOTHERING = "i don't want to bother with the refill, thanks"

PHRASINGS += [*R84B_NOT_IMPOSING, R84B_NOT_BOTHERING]


@pytest.mark.parametrize("said", R84B_NOT_IMPOSING)
async def test_r84b_not_wanting_to_impose_refuses_nothing(said: str) -> None:
    assert classify(said).act is not SpeechAct.NEGATION
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.DECLINE
    assert classify(R84B_NOT_BOTHERING).act is SpeechAct.NEGATION


# Round 84c
# "r x four nought two six one": "nought", a zero in British speech (text._UNITS), is a digit of the number read out;
# the refill is asked for with its number. The same number read with "zero" is read as before.
R84C_NOUGHT = ["r x four nought two six one for my girl please", "could you refill r x four two nought six one for my son"]
R84C_ZERO = "r x four zero two six one for my girl please"

PHRASINGS += [*R84C_NOUGHT, R84C_ZERO]


@pytest.mark.parametrize("said", R84C_NOUGHT)
async def test_r84c_nought_is_a_zero_in_a_number(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.slots.get("rx_number", "").startswith("RX4") and len(read.slots["rx_number"]) == 7
    assert "0" in read.slots["rx_number"]
    assert chosen(read) == "g1"
    assert (await understand(pharmacy.make_agent, R84C_ZERO)).slots.get("rx_number") == "RX40261"


# "r x two two four six zero, oscar lindqvist": an O spelled by its word after the digits (extract._no_spelled_zero)
# is no zero (callers say "oh"); the number ends there and the name after it is the patient's. "oh" closing the
# digits is still a zero.
R84C_OSCAR = ["r x two two four six zero, oscar lindqvist, his inhaler", "his spray please, r x five one one eight three, oscar nakamura"]
R84C_OH = "r x two two four six oh, for his inhaler"

PHRASINGS += [*R84C_OSCAR, R84C_OH]


@pytest.mark.parametrize("said", R84C_OSCAR)
async def test_r84c_a_name_spelled_like_a_letter_ends_the_number(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert len(read.slots.get("rx_number", "")) == 7
    assert read.slots.get("patient_name", "").startswith("Oscar ")
    assert (await understand(pharmacy.make_agent, R84C_OH)).slots.get("rx_number") == "RX22460"


# Round 85a
# "forget gran's repeat, the surgery rang it through": a thing of someone else's told to be forgotten, opening the turn,
# calls it off (cancels._FORGET_THEIRS), as "forget my ..." does; nothing is refilled. "don't forget ..." is a reminder.
R85A_FORGET_THEIRS = ["forget gran's blood pressure repeat, the surgery rang it through",
                      "forget dad's inhaler order, he found a spare in the drawer"]
R85A_REMINDED = "don't forget dad's inhaler order please"

PHRASINGS += [*R85A_FORGET_THEIRS, R85A_REMINDED]


@pytest.mark.parametrize("said", R85A_FORGET_THEIRS)
async def test_r85a_someone_elses_thing_forgotten_is_cancelled(said: str) -> None:
    assert classify(said).act is SpeechAct.CANCEL
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.CANCEL
    assert classify(R85A_REMINDED).act is not SpeechAct.CANCEL


# "..., is there somebody qualified i can ask what i can take": whether there is a person the caller could
# ask or talk to, asked, asks for one (people._could_reach), as "is there a pharmacist free" does; nothing is refilled.
# "is there a bus i can take to get to you" reaches for no one.
R85A_ANYONE_TO_ASK = ["i've a bad cold and i take ramipril, is there somebody qualified i can ask what i can take",
                      "my chest is tight since the new pills, is there anyone trained we could speak to about it"]
R85A_NO_ONE = "is there a bus i can take to get to you"

PHRASINGS += [*R85A_ANYONE_TO_ASK, R85A_NO_ONE]


@pytest.mark.parametrize("said", R85A_ANYONE_TO_ASK)
async def test_r85a_whether_there_is_someone_to_ask_hands_over(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R85A_NO_ONE)) != "g4"


# "does everything get cancelled when there's ice on the runway": everything (or anything) asked whether it gets
# cancelled is a question of what happens (cancels.ANY_CANCELLED), as "do planes get cancelled" is; nothing is called
# off. "can my flight to oslo be cancelled" still calls it off.
R85A_EVERYTHING = ["does everything get cancelled when there's ice on the runway",
                   "will anything be called off if the storm comes in tonight"]
R85A_MINE = "can my flight to oslo be cancelled"

PHRASINGS += [*R85A_EVERYTHING, R85A_MINE]


@pytest.mark.parametrize("said", R85A_EVERYTHING)
async def test_r85a_everything_cancelled_asked_calls_nothing_off(said: str) -> None:
    assert classify(said).act is not SpeechAct.CANCEL
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.CANCEL
    assert classify(R85A_MINE).act is SpeechAct.CANCEL


# Round 85b
# "no, we need no one, not a manager, ...": a no, then the caller needing or wanting none at all
# (need_none.NEED_NONE), refuses whoever is listed after it; no person is asked for instead. "no, i need a person, not
# this machine" still wants one instead.
R85B_NEED_NONE = ["no, we need no one, not a manager, not anybody at all",
                  "nah, i want nobody, not the duty officer, not a single soul"]
R85B_NEED_SOMEONE = "no, i need a real human, not this machine"

PHRASINGS += [*R85B_NEED_NONE, R85B_NEED_SOMEONE]


@pytest.mark.parametrize("said", R85B_NEED_NONE)
async def test_r85b_needing_no_one_after_a_no_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, said)).act.act is SpeechAct.NEGATION
    assert chosen(await understand(ex.make_agent, said)) is None
    assert chosen(await understand(ex.make_agent, R85B_NEED_SOMEONE)) == "g3"


# "with four days of inhaler left, is it too early to order more": how much is left, said first in a clause of its own
# (left_first.left_first), only sets the scene; the question after it is asked and nothing is refilled. "with two
# days left, please refill my tablets" still asks for the refill.
R85B_LEFT_FIRST = ["with four days of inhaler left, is it too early to order more",
                   "with a fortnight to go, is that too late to reorder my patches"]
R85B_LEFT_REFILL = "with two days left, please refill my tablets"

PHRASINGS += [*R85B_LEFT_FIRST, R85B_LEFT_REFILL]


@pytest.mark.parametrize("said", R85B_LEFT_FIRST)
async def test_r85b_how_much_is_left_said_first_leaves_the_question(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert classify(R85B_LEFT_REFILL).act is SpeechAct.REQUEST


# "thirty years we've flown with your airline": how long, said first (remarks._SPAN_FIRST), before the caller's own
# doing is a remark, as it is with the span said after it; no flight is booked. A request after it still asks.
R85B_SPAN_FIRST = ["thirty years we've flown with your airline", "for ages i've been getting my tablets from you"]
R85B_SPAN_ASKS = "ten years i've waited for this, book me a seat to lima"

PHRASINGS += [*R85B_SPAN_FIRST, R85B_SPAN_ASKS]


@pytest.mark.parametrize("said", R85B_SPAN_FIRST)
async def test_r85b_how_long_said_first_is_a_remark(said: str) -> None:
    assert classify(said).remark
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.GUIDELINE
    assert not classify(R85B_SPAN_ASKS).remark


# "nope, zilch, nada": a no said only with words for none, English or borrowed (no_way.NO_AND_NONE), refuses as "nah,
# nothing" does. "zero" alone (an answer of a number) is read as before.
R85B_NO_AND_NONE = ["nope, zilch, nada", "nah, nothing, zilch"]
R85B_ZERO = "zero"

PHRASINGS += [*R85B_NO_AND_NONE, R85B_ZERO]


@pytest.mark.parametrize("said", R85B_NO_AND_NONE)
async def test_r85b_a_no_with_words_for_none_refuses(said: str) -> None:
    assert classify(said).act is SpeechAct.NEGATION
    assert (await understand(ex.make_agent, said)).act.act is SpeechAct.NEGATION
    assert classify(R85B_ZERO).act is not SpeechAct.NEGATION


# "how many hours ahead can we change the date": the notice one must give, counted (asking.WHEN_MAY), asks whether
# one may, as "how late can i ..." does; nothing is cancelled. "how many bags can i take" still asks how many.
R85B_HOW_MANY_AHEAD = ["how many hours ahead can we cancel the trip", "how many days beforehand must i cancel my seat"]
R85B_HOW_MANY_BAGS = "how many bags can i take on"

PHRASINGS += [*R85B_HOW_MANY_AHEAD, R85B_HOW_MANY_BAGS]


@pytest.mark.parametrize("said", R85B_HOW_MANY_AHEAD)
async def test_r85b_how_many_days_ahead_one_may_cancels_nothing(said: str) -> None:
    assert classify(said).cue == CONDITIONAL_MAY
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.CANCEL
    assert classify(R85B_HOW_MANY_BAGS).cue != CONDITIONAL_MAY


# Round 85c
# "we're not flying, just asking, has the lisbon one been moved": the caller's word that they only ask, said first in a
# clause of its own (disclaimed.only_asking_first), disowns the thing; the question after it is read alone and starts
# nothing. A request after a plain refusal is read as before.
R85C_ONLY_ASKING_FIRST = ["i'm not booking anything, just asking, has my seat to rome been confirmed",
                          "we're not reserving, only wondering, is jakob down for the oslo flight"]
R85C_REFUSED_THEN_ASKED = "i'm not booking now, put me through to someone please"

PHRASINGS += [*R85C_ONLY_ASKING_FIRST, R85C_REFUSED_THEN_ASKED]


@pytest.mark.parametrize("said", R85C_ONLY_ASKING_FIRST)
async def test_r85c_only_asking_said_first_asks_what_follows(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert classify(R85C_REFUSED_THEN_ASKED).act is not SpeechAct.QUESTION


# "can i get my inhaler renewed through the app": whether one may do it another way than this call (email, post, the
# app), that way closing the turn (allowed.BY_OTHER_WAY), asks how it is done and starts nothing. The same without the
# way is a request, read as before.
R85C_OTHER_WAY = ["can i get my inhaler renewed through the app", "could we order dad's statins by email"]
R85C_NO_WAY_SAID = "could we order dad's statins please, r x three one four one five, for ian dale"

PHRASINGS += [*R85C_OTHER_WAY, R85C_NO_WAY_SAID]


@pytest.mark.parametrize("said", R85C_OTHER_WAY)
async def test_r85c_asking_about_another_way_starts_nothing(said: str) -> None:
    assert classify(said).act is SpeechAct.QUESTION
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R85C_NO_WAY_SAID)) == "g1"


# Round 86a
# "we've booked the corfu flight, could you put my son on to it": something said booked by the caller, then someone
# added onto "it" (changes._BOOKED_THEN_ADD), changes what is held; no new booking starts. A booking asked for with
# someone added to it is read as before.
R86A_BOOKED_THEN_ADDED = ["we have booked the corfu flight, could you put my son on to it",
                          "i've already booked the rhodes one and i'd like to add my brother to it"]
R86A_BOOK_AND_ADD = "book the emirates seven to dubai on friday and add my wife to it, anil shah"

PHRASINGS += [*R86A_BOOKED_THEN_ADDED, R86A_BOOK_AND_ADD]


@pytest.mark.parametrize("said", R86A_BOOKED_THEN_ADDED)
async def test_r86a_someone_added_to_what_is_booked_is_a_change(said: str) -> None:
    assert classify(said).act is SpeechAct.CHANGE
    assert chosen(await understand(ex.make_agent, said)) != "g1"
    assert classify(R86A_BOOK_AND_ADD).act is not SpeechAct.CHANGE


# "might i bother you to hold a seat for ...": the bother asked of the agent at the turn's start (asking.POLITE) is the
# thing done, a polite request, not a question whether one may trouble them. Asked with a question, it stays one.
R86A_TROUBLE_TO = ["might i bother you to reserve a seat for mr omar khan on the lufthansa nine oh two to munich",
                   "could we trouble you to book the klm one two three to amsterdam on monday for ellen vos"]
R86A_TROUBLE_WITH = "could i bother you with a question about hand luggage"

PHRASINGS += [*R86A_TROUBLE_TO, R86A_TROUBLE_WITH]


@pytest.mark.parametrize("said", R86A_TROUBLE_TO)
async def test_r86a_troubling_the_agent_to_do_it_is_a_request(said: str) -> None:
    assert classify(said).act is SpeechAct.REQUEST
    assert chosen(await understand(ex.make_agent, said)) == "g1"
    assert classify(R86A_TROUBLE_WITH).act is SpeechAct.QUESTION


# Round 86b
# "my daughter wanted to be a pharmacist": what someone else hoped to become (remarks._BECOMING) is told of them, a
# remark; no one is asked for. "..., the proper sort": "sort" after a word picking one out is a kind
# (remarks._A_SORT), no sorting asked. Someone wanting to speak to one still asks for one.
R86B_HOPES_TO_BECOME = ["my daughter wanted to be a pharmacist when she was small",
                        "my son wants to become a chemist, the proper sort"]
R86B_WANTS_ONE = "my nephew wants to speak to a pharmacist"

PHRASINGS += [*R86B_HOPES_TO_BECOME, R86B_WANTS_ONE]


@pytest.mark.parametrize("said", R86B_HOPES_TO_BECOME)
async def test_r86b_someone_hoping_to_become_one_asks_for_no_one(said: str) -> None:
    assert classify(said).remark
    assert chosen(await understand(pharmacy.make_agent, said)) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R86B_WANTS_ONE)) == "g4"


# "should i leave it till the weekend, no, i'll have run out, ...": a question the caller puts to themself and
# answers no at once (self_answered.py) is thinking aloud; what follows is what is asked. The question alone is left
# whole.
R86B_SELF_ANSWERED = ["should i leave it till the weekend, no, i'll have run out, my inhaler again please,"
                      " r x four four two one nine, for nadia quinn",
                      "do i really need to ring the surgery first, nah it's on repeat, so the salbutamol again please,"
                      " r x seven seven one two eight, for ravi dunn"]
R86B_ASKED_ALONE = "should i leave it till the weekend"

PHRASINGS += [*R86B_SELF_ANSWERED, R86B_ASKED_ALONE]


@pytest.mark.parametrize("said", R86B_SELF_ANSWERED)
async def test_r86b_a_question_answered_no_by_the_caller_reads_what_follows(said: str) -> None:
    assert not repaired(said).startswith(("should", "do i"))
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1"
    assert repaired(R86B_ASKED_ALONE) == R86B_ASKED_ALONE


# "i'm in two minds whether to stop my inhaler, ...": stopping one's own medicine weighed
# (cancels._WEIGHED_STOPPING) calls nothing off. "what was i about to ask, ..., never mind": a thought lost
# (cancels._LOST_THOUGHT), let go; nothing cancelled. Stopping the repeat outright, or "never mind" after it, cancels.
R86B_NOTHING_CALLED_OFF = ["i'm in two minds whether to stop my inhaler, it makes me cough, can i have a word with the"
                           " pharmacist", "oh what was i about to ask, it's slipped my mind, never mind"]
R86B_CALLED_OFF = ["stop my repeat of the inhaler please", "the inhaler order, never mind"]

PHRASINGS += [*R86B_NOTHING_CALLED_OFF, *R86B_CALLED_OFF]


@pytest.mark.parametrize(("said", "control"), list(zip(R86B_NOTHING_CALLED_OFF, R86B_CALLED_OFF, strict=True)))
async def test_r86b_stopping_weighed_or_a_thought_let_go_cancels_nothing(said: str, control: str) -> None:
    assert classify(said).act is not SpeechAct.CANCEL
    assert (await understand(pharmacy.make_agent, said)).decision.choice is not Choice.CANCEL
    assert classify(control).act is SpeechAct.CANCEL


# Round 86c
# "i no want the pharmacist", "mi nuh wan di inhaler": "no" (West Africa's pidgin) and "nuh" (Jamaica's) straight between a
# teller and a bare verb of wanting is "don't" (creole.negatives); "nah mi fine": Jamaica's "mi" after a no, before a
# word of being fine, is "i'm". Each refuses and starts nothing; a no said first, then a want, is read as before.
R86C_CREOLE_NO = ["i no want the pharmacist today", "mi nuh wan di inhaler again", "nah mi fine, nutten to order"]
R86C_NO_THEN_WANT = "no, i want my refill done please"

PHRASINGS += [*R86C_CREOLE_NO, R86C_NO_THEN_WANT]


@pytest.mark.parametrize("said", R86C_CREOLE_NO)
async def test_r86c_the_creole_no_refuses(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R86C_NO_THEN_WANT)) == "g1"


# "my dad's statins, can pick up already": "can" with no one after it, a verb and "already" closing the turn, asks
# whether one may now (done._CAN_ALREADY), as Singapore and Malaysia ask it without a question mark; "... already is it":
# with its tag, the same. The readiness is asked and no refill starts; "you can refill it already" still asks for one.
R86C_CAN_ALREADY = ["my dad's statins, can pick up already", "the eye drops for lena, can come get already is it"]
R86C_TOLD_CAN = "you can refill my statins already"

PHRASINGS += [*R86C_CAN_ALREADY, R86C_TOLD_CAN]


@pytest.mark.parametrize("said", R86C_CAN_ALREADY)
async def test_r86c_can_already_asks_whether_ready(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R86C_TOLD_CAN)) != "g2"


# "wetin be the last flight to accra": the pidgin's "wetin" is "what" (creole.WORDS), a question that books nothing;
# "book the last flight to accra" still books.
R86C_WETIN = "wetin be the last flight to accra on sunday"
R86C_BOOK_LAST = "book me the last flight to accra on sunday"

PHRASINGS += [R86C_WETIN, R86C_BOOK_LAST]


async def test_r86c_wetin_asks() -> None:
    read = await understand(ex.make_agent, R86C_WETIN)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R86C_BOOK_LAST)) == "g1"


# Round 87a
# "no, it's not the repeat prescription i'm after": the thing said, in a cleft of "it", not to be the one the caller is
# after, closing the turn (no_way._NOT_THE_ONE), refuses it: no refill starts. Said to be the one, it is asked for.
R87A_NOT_THE_ONE = ["no, it's not the repeat prescription i'm after", "nah it isn't my refill we're looking for"]
R87A_THE_ONE = "it's the repeat prescription i'm after, for my blood pressure tablets"

PHRASINGS += [*R87A_NOT_THE_ONE, R87A_THE_ONE]


@pytest.mark.parametrize("said", R87A_NOT_THE_ONE)
async def test_r87a_not_the_one_wanted_refuses(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    assert classify(R87A_THE_ONE).act is not SpeechAct.NEGATION


# Round 87b
# "pull anna berg's inhaler request", "remove the eye drop request please": the request, the thing asked for, taken away is
# called off as a refill or an order is (cancels._REMOVE_THING) and no refill starts; a request put in still asks.
R87B_PULLED = ["could you pull anna berg's inhaler request please", "could you pull jo's steroid request, it's not needed"]
R87B_PULLED_UP = "i'd like to put in a request for my inhaler refill"

PHRASINGS += [*R87B_PULLED, R87B_PULLED_UP]


@pytest.mark.parametrize("said", R87B_PULLED)
async def test_r87b_pulling_the_thing_cancels(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) != "g1"
    assert classify(R87B_PULLED_UP).act is not SpeechAct.CANCEL


# "shift my statin collection to after the regatta", "move the pick up till before my match": moved to a time said by
# an event, as to a day, is a change of what is held (changes._TO_EVENT), no refill; "a refill before the match" asks
# one.
R87B_TO_EVENT = ["shift my statin collection to after the regatta", "push the steroid collection till after my fight"]
R87B_REFILL_BEFORE = "i need a refill of my statins before the regatta, rx four four one two"

PHRASINGS += [*R87B_TO_EVENT, R87B_REFILL_BEFORE]


@pytest.mark.parametrize("said", R87B_TO_EVENT)
async def test_r87b_moved_to_after_an_event_is_a_change(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R87B_REFILL_BEFORE)) == "g1"


# "five a side's on till seven, when do you close tonight": the caller's own day with a time, asking nothing, then the
# agent's hours asked of "you" (own_hours._HOURS_AFTER_OWN): the hours are what is asked. A first clause that asks
# ("i need ... by friday, ...") is read whole as before.
R87B_HOURS_AFTER_OWN = ["my spin class is at half seven, are you still open after that",
                        "my darts league goes on till ten, will you be shut by then"]
R87B_ASKED_FIRST = "i need my inhaler refilled by thursday, are you open friday"

PHRASINGS += [*R87B_HOURS_AFTER_OWN, R87B_ASKED_FIRST]


@pytest.mark.parametrize("said", R87B_HOURS_AFTER_OWN)
async def test_r87b_the_hours_asked_after_the_callers_own_day(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g3"
    assert own_hours_past(R87B_ASKED_FIRST) == R87B_ASKED_FIRST


# Round 87c
# "right, my nan's warfarin, can i come and take it": a lone word opening the turn (a filler, or a please or hello
# in the caller's other language) says nothing of the thing; the story starts after it (done.collectable), and
# coming for it asks whether it is ready. Asking to have it renewed after the same opening still asks for a refill.
R87C_LONE_OPENER = ["right, my nan's warfarin, can i come and take it",
                    "dobrze, our grandad's statins, could we come and grab them"]
R87C_RENEW_AFTER_OPENER = "right, my nan's warfarin, can you renew it for me"

PHRASINGS += [*R87C_LONE_OPENER, R87C_RENEW_AFTER_OPENER]


@pytest.mark.parametrize("said", R87C_LONE_OPENER)
async def test_r87c_a_lone_opener_leaves_coming_for_it_a_question(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R87C_RENEW_AFTER_OPENER)) == "g1"


# "the amlodipine from tuesday, is it in": "it", the thing of the story, in (or there, or here) bare in a clause of its
# own after it, asks whether it has come in (came_in._COME_IN); renewing the same thing is still a refill.
R87C_IS_IT_IN = ["jen again, the sertraline from lunchtime, is it there",
                 "kofi here, the insulin from friday, is it here now"]
R87C_RENEW_IT = "the amlodipine from tuesday, can you renew it"

PHRASINGS += [*R87C_IS_IT_IN, R87C_RENEW_IT]


@pytest.mark.parametrize("said", R87C_IS_IT_IN)
async def test_r87c_is_it_in_after_the_thing_asks_after_it(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R87C_RENEW_IT)) == "g1"


# "mum's inhaler, ready na?", "papa's insulin, ready hai?": a word closing a question in the caller's other
# language (India's "na" and "hai", the Philippines' "na" and "ba", Singapore's "lah") asks nothing more than the word
# of being done asked alone (done._OTHER_TAGS); without the tag it is read as before.
R87C_TAGGED_DONE = ["mum's inhaler, ready na?", "papa's insulin, ready hai?"]
R87C_UNTAGGED = "mum's inhaler, ready?"

PHRASINGS += [*R87C_TAGGED_DONE, R87C_UNTAGGED]


@pytest.mark.parametrize("said", R87C_TAGGED_DONE)
async def test_r87c_a_tag_of_another_language_after_done_asks_it(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R87C_UNTAGGED)) == "g2"


# Round 88a
# "a word with the far macist": the trade's word heard as "far" and a close that means nothing alone
# (misheard._HEARD) is read as said, so the pharmacist asked for is reached, and no refill starts; "far" said as a
# word of distance is left.
R88A_FAR_MACIST = ["could i have five minutes with the far macist about my new patches",
                   "i'd rather ask one of your far macists how to take the antibiotics"]
R88A_FAR_AS_SAID = "the chemist is too far from my flat, can i get it posted"

PHRASINGS += [*R88A_FAR_MACIST, R88A_FAR_AS_SAID]


@pytest.mark.parametrize("said", R88A_FAR_MACIST)
async def test_r88a_the_pharmacist_heard_as_far_macist_is_reached(said: str) -> None:
    assert "pharmacist" in words(said)[-12:] or "pharmacists" in words(said)
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert "far" in words(R88A_FAR_AS_SAID)


# "connect me to the medical centre", "put us through to the hospital": the line asked for is another place's, where
# care is given (things._OTHER_PLACE), so no handoff to the agent's own person starts; the pharmacist asked for
# still is.
R88A_OTHER_PLACE = ["can you connect me to the medical centre on church road, their front desk",
                    "could you connect us to the health center by the park, the lady on the desk please"]
R88A_OWN_PERSON = "can you put me through to the pharmacist, it's about a letter from the surgery"

PHRASINGS += [*R88A_OTHER_PLACE, R88A_OWN_PERSON]


@pytest.mark.parametrize("said", R88A_OTHER_PLACE)
async def test_r88a_another_places_line_is_not_a_handoff(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R88A_OWN_PERSON)) == "g4"


# "is it possible to fly my cat in the cabin, how would that work": a closing clause asking how the thing is done
# (asking._HOW_IT_WORKS) makes the request's words before it ask whether one may; no booking starts. Without it, the
# same words still ask for the booking.
R88A_HOW_IT_WORKS = ["is it possible to book me on the early flight, how does that work",
                     "is it possible to book a one way to malaga on points, how does it work"]
R88A_ASKED_PLAIN = "is it possible to put me on the early one to dublin on the ninth"

PHRASINGS += [*R88A_HOW_IT_WORKS, R88A_ASKED_PLAIN]


@pytest.mark.parametrize("said", R88A_HOW_IT_WORKS)
async def test_r88a_how_it_works_asked_last_asks_whether_one_may(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert classify(R88A_ASKED_PLAIN).act is SpeechAct.REQUEST


# Round 88b
# "flights to oslo in june, do you fly there at all": whether the airline goes to the place named before ("there"),
# asked in a clause of its own, asks what it does (allowed._GOES_THERE, read as DONE_THERE) and books no seat;
# a seat asked for on the same trip is still a booking.
R88B_GOES_THERE = ["flights to oslo in june, do you fly there at all",
                   "anything going to porto next spring, do you lot go there"]
R88B_SEAT_ASKED = "flights to oslo in june, get me on the sas one for tom reid"

PHRASINGS += [*R88B_GOES_THERE, R88B_SEAT_ASKED]


@pytest.mark.parametrize("said", R88B_GOES_THERE)
async def test_r88b_whether_the_airline_goes_there_asks_and_books_nothing(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.act.cue == OFFERED
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R88B_SEAT_ASKED)) == "g1"


# Round 88c
# "first thing friday, from what hour is someone behind the till": a time said first (the part of the day with it),
# then the hour asked after a preposition, asks the hours (time_first.TIME_FIRST); someone asked for after the same
# time is still a handoff.
R88C_TIME_THEN_HOUR = ["first thing friday, from what hour is someone behind the till",
                       "first thing monday, from what hour is anyone at the till"]
R88C_TIME_THEN_PERSON = "monday, i want to speak to someone at the till"

PHRASINGS += [*R88C_TIME_THEN_HOUR, R88C_TIME_THEN_PERSON]


@pytest.mark.parametrize("said", R88C_TIME_THEN_HOUR)
async def test_r88c_a_time_said_first_then_the_hour_asked(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R88C_TIME_THEN_PERSON)) == "g4"


# "how often do your planes get called off": how often things get cancelled, asked of anyone's, calls nothing off
# (cancels.HOW_OFTEN_ASKED); asking for one's own to be cancelled still cancels.
R88C_HOW_OFTEN_CANCELLED = ["how often do your planes get called off",
                            "how often do flights to lagos actually get cancelled"]
R88C_GET_IT_CANCELLED = "please get my flight cancelled"

PHRASINGS += [*R88C_HOW_OFTEN_CANCELLED, R88C_GET_IT_CANCELLED]


@pytest.mark.parametrize("said", R88C_HOW_OFTEN_CANCELLED)
async def test_r88c_how_often_things_get_cancelled_is_a_question(said: str) -> None:
    assert (await understand(ex.make_agent, said)).act.act is SpeechAct.QUESTION
    assert (await understand(ex.make_agent, R88C_GET_IT_CANCELLED)).act.act is SpeechAct.CANCEL


# Stop 51 (the lead): a stammered "i'm n n not ..." is "i'm not" in the cleaned words but not in the words as said;
# reading what follows the cue in the words as said raised IndexError and the whole turn failed (found by a fresh set
# of stammering callers when it was first scored). Now the turn is read: a no, nothing started.
LEAD51_STAMMERED_NOT = ["i'm n n not after a seat today, no", "i'm n n n not booking today, no"]

PHRASINGS += LEAD51_STAMMERED_NOT


@pytest.mark.parametrize("said", LEAD51_STAMMERED_NOT)
async def test_a_stammered_not_is_read_as_a_no_and_the_turn_does_not_fail(said: str) -> None:
    understanding = await understand(ex.make_agent, said)
    assert understanding.decision.choice is Choice.DECLINE, understanding.decision.describe()


# Stop 51 (the lead): how often things get cancelled, asked with no cue the rules read as calling off, was still
# turned into a cancel by the cancel comparison (nearer to cancelling than to asking); `undoing._told_cancelled` now
# counts the frequency asked (cancels.HOW_OFTEN_ASKED) as it counts things in general, so the comparison leaves it.
# Asking for one's own to be cancelled still cancels.
LEAD51_HOW_OFTEN = ["how often do your flights really get cancelled",
                    "how frequently do the budget fares get cancelled on you"]
LEAD51_MINE_CANCELLED = "could you get my rome flight cancelled please"

PHRASINGS += [*LEAD51_HOW_OFTEN, LEAD51_MINE_CANCELLED]


@pytest.mark.parametrize("said", LEAD51_HOW_OFTEN)
async def test_how_often_things_get_cancelled_is_no_cancel_by_the_comparison(said: str) -> None:
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, LEAD51_MINE_CANCELLED)).decision.choice is Choice.CANCEL


# Round 89a
# "the inhaler for max, is it there to pick up": the thing named alone in a short clause before (done._named_alone),
# "it" in the question after is that thing, so whether it is there to collect is asked and no refill starts; "it"
# with no thing named before is read as before.
R89A_NAMED_THEN_IT = ["the amoxicillin for sophie, is it there to pick up",
                      "the sumatriptan for mia, is it there to collect"]
R89A_IT_UNNAMED = "i'm parked outside, is it there to pick up"

PHRASINGS += [*R89A_NAMED_THEN_IT, R89A_IT_UNNAMED]


@pytest.mark.parametrize("said", R89A_NAMED_THEN_IT)
async def test_r89a_it_after_a_thing_named_alone_asks_whether_it_is_there(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R89A_IT_UNNAMED)).decision.choice is Choice.CLARIFY


# "we ordered the cream friday, where's it got to": where "it" is now, asked after the caller's own order
# (asking._HOW_IT_GOES), asks how the thing goes; "where's it at" with no order told is left as it was.
R89A_WHERE_ORDERED = ["we ordered the steroid cream on friday, where's it got to",
                      "i put in for my repeat last week, where's that up to"]
R89A_WHERE_PLACE = "i'm on the high street by the bank, where's it at"

PHRASINGS += [*R89A_WHERE_ORDERED, R89A_WHERE_PLACE]


@pytest.mark.parametrize("said", R89A_WHERE_ORDERED)
async def test_r89a_where_it_is_after_an_order_asks_how_it_goes(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert classify(R89A_WHERE_PLACE).act is SpeechAct.REQUEST


# "do you still fly in a gale or does it get called off": being cancelled offered as the other answer of a question
# (cancels._OFF_AS_OTHER_ANSWER) is what may happen, asked; nothing is cancelled. Asking for one's own to be called
# off still cancels.
R89A_OFF_AS_OTHER_ANSWER = ["if it snows heavily do the planes still go or do they get cancelled",
                            "if the strike goes ahead does my flight still go or does it get cancelled"]
R89A_OFF_ASKED_FOR = "can you get my flight to rome called off"

PHRASINGS += [*R89A_OFF_AS_OTHER_ANSWER, R89A_OFF_ASKED_FOR]


@pytest.mark.parametrize("said", R89A_OFF_AS_OTHER_ANSWER)
async def test_r89a_called_off_as_the_other_answer_cancels_nothing(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R89A_OFF_ASKED_FOR)).decision.choice is Choice.CANCEL


# Round 89b

# A stutter the recogniser writes apart ("c c could", "s s still", "t t talk"): a start said twice or more before
# its word is dropped as the cut-off start written with a dash was (text._SPACED), so the turn is read as if said
# fluently; a letter said once is dropped only where it opens the turn or follows a pause or a filler ("um, c can
# i"), and a letter spelled in a code or a name is kept ("vitamin d drops", "b a b bus").
R89B_STAMMERED = [
    (pharmacy.make_agent, "c c could i pick the statins up today or are they s s still not ready", "g2"),
    (ex.make_agent, "is there a r r real human i could t t talk with", "g3"),
    (ex.make_agent, "d d did my madrid trip get c c confirmed", "g2"),
]
R89B_STAMMERED_NO = "n n nothing more for me, no"
R89B_ONCE_AFTER_FILLER = "um, c can i get a seat"
R89B_SPELLED_KEPT = ["vitamin d drops for my son", "my ref is b a b bus"]

PHRASINGS += [*(said for _, said, _ in R89B_STAMMERED), R89B_STAMMERED_NO, R89B_ONCE_AFTER_FILLER, *R89B_SPELLED_KEPT]


@pytest.mark.parametrize(("make", "said", "guideline"), R89B_STAMMERED)
async def test_r89b_a_stutter_written_apart_is_read_as_said_fluently(
        make: Callable[[], va.Agent], said: str, guideline: str) -> None:
    fluent = " ".join(word for word in said.split() if len(word) > 1 or word in ("a", "i"))
    assert chosen(await understand(make, said)) == guideline
    assert chosen(await understand(make, fluent)) == guideline


async def test_r89b_a_stammered_nothing_is_a_no() -> None:
    assert (await understand(pharmacy.make_agent, R89B_STAMMERED_NO)).decision.choice is Choice.DECLINE


def test_r89b_a_letter_once_is_dropped_only_after_a_pause_and_a_spelled_letter_is_kept() -> None:
    assert words(R89B_ONCE_AFTER_FILLER) == ["um", "can", "i", "get", "a", "seat"]
    for said in R89B_SPELLED_KEPT:
        assert words(said) == said.split()


# Round 89c
# "lovely day for sitting outside a chemist": a doing, then where it is done (extract_names._DOING_WHERE), after "for"
# is no name, so no one is taken for the patient and nothing starts; a name after "for" is still a name.
R89C_DOING_WHERE = ["lovely day for sitting outside a chemist in the drizzle",
                    "grand evening for waiting behind a pharmacy counter"]
R89C_NAME_AFTER_FOR = "refill my ramipril please for ellen marsh"

PHRASINGS += [*R89C_DOING_WHERE, R89C_NAME_AFTER_FOR]


@pytest.mark.parametrize("said", R89C_DOING_WHERE)
async def test_r89c_a_doing_then_where_is_no_name(said: str) -> None:
    assert person_name()(said) is None
    assert chosen(await understand(pharmacy.make_agent, said)) not in ("g1", "g4")
    assert person_name()(R89C_NAME_AFTER_FOR) == "Ellen Marsh"


# "reserve me a seat at the spa", "refill my latte": a treat or a drink is what a spa, a gym or a cafe gives
# (things.OTHER_SERVICES), so no booking or refill starts; the agent's own thing asked for still starts.
R89C_TREAT = [("airline", "reserve me a seat at the spa on saturday morning"),
              ("pharmacy", "refill my latte, it's my only medicine")]
R89C_OWN_THING = "book me on the iberia flight to madrid on friday for ana ruiz"

PHRASINGS += [s for _, s in R89C_TREAT] + [R89C_OWN_THING]


@pytest.mark.parametrize(("agent", "said"), R89C_TREAT)
async def test_r89c_a_treat_or_a_drink_is_another_service(agent: str, said: str) -> None:
    make = ex.make_agent if agent == "airline" else pharmacy.make_agent
    assert (await understand(make, said)).decision.choice is Choice.CANNOT
    assert chosen(await understand(ex.make_agent, R89C_OWN_THING)) == "g1"


# "oh great, another box of inhalers, be still my beating heart": excitement said too big to hold, closing a turn
# opened by praise (remarks._EXCITED), is mock delight; a remark, no refill starts. The refill asked for still starts.
R89C_EXCITED = ["oh great, another box of inhalers, be still my beating heart",
                "oh lovely, more eye drops, i can hardly contain myself"]
R89C_REFILL_ASKED = "oh great, you're open, refill my salbutamol for tom reid please"

PHRASINGS += [*R89C_EXCITED, R89C_REFILL_ASKED]


@pytest.mark.parametrize("said", R89C_EXCITED)
async def test_r89c_excitement_too_big_to_hold_is_a_remark(said: str) -> None:
    assert classify(said).remark
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R89C_REFILL_ASKED)) == "g1"


# "is there any chance my inhaler is already sat there": a chance that the thing already is there or done
# (done._CHANCE_IT_IS) asks whether it is, so the status is told and no refill starts; "any chance you could ..."
# still asks for the refill.
R89C_CHANCE_IT_IS = ["is there any chance my inhaler is already sat there",
                     "any chance the ventolin's waiting there for me"]
R89C_CHANCE_YOU = "any chance you could put my repeat through for jo bates, r x four four one two eight"

PHRASINGS += [*R89C_CHANCE_IT_IS, R89C_CHANCE_YOU]


@pytest.mark.parametrize("said", R89C_CHANCE_IT_IS)
async def test_r89c_a_chance_it_is_already_there_asks_the_status(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R89C_CHANCE_YOU)) == "g1"


# Stop 52 (the lead): a flight cancelled by others, told as the story ("my flight's just been cancelled", "they've
# cancelled our flight"), with a person asked for after it and no more than a word between, was read as the caller
# cancelling: an adverb before "been", the airline as the one that cancelled, and a comma straight after were not
# read as the story. Now the person asked for is the handoff; cancelling one's own, with a person asked for, still cancels.
LEAD52_CANCELLED_BY_OTHERS = ["my flight has just been cancelled, i need a real person",
                              "they've cancelled our flight home, can i talk to somebody",
                              "the eight o'clock was cancelled i need to speak to someone"]
LEAD52_CANCEL_MINE = "please cancel my flight home, i need a real person for it"

PHRASINGS += [*LEAD52_CANCELLED_BY_OTHERS, LEAD52_CANCEL_MINE]


@pytest.mark.parametrize("said", LEAD52_CANCELLED_BY_OTHERS)
async def test_a_flight_cancelled_by_others_then_a_person_asked_for_is_a_handoff(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    assert (await understand(ex.make_agent, LEAD52_CANCEL_MINE)).decision.choice is Choice.CANCEL


# Stop 52 (the lead): a word of how sure after "I'm" was taken for a name ("i'm definitely going" gave "Definitely");
# see tests/unit/test_extract.py. Here the outcome a caller hears: no name read back from it.
LEAD52_SURE_NOT_NAME = "i'm definitely after a seat on BA 117 tomorrow"

PHRASINGS += [LEAD52_SURE_NOT_NAME]


async def test_a_word_of_how_sure_after_im_is_no_passenger_name() -> None:
    understanding = await understand(ex.make_agent, LEAD52_SURE_NOT_NAME)
    assert "passenger_name" not in understanding.slots, understanding.slots


# Round 90a
# A worker the caller names by the agent's own word ("the pharmacy nurse", "your pharmacy expert"), reached for
# after "talk to" or "put me through to", is one of the agent's people (own_worker): the handoff, not a refill of
# the medicine the caller goes on to speak of. A doctor of the caller's own, named in a refill, still refills.
R90A_OWN_WORKER = ["i'd like to talk to the pharmacy nurse about my dad's blood pressure tablets",
                   "put me through to your pharmacy expert about my gran's water tablets"]
R90A_THEIR_DOCTOR = "i need my inhaler refilled, the doctor said to ask you"

PHRASINGS += [*R90A_OWN_WORKER, R90A_THEIR_DOCTOR]


@pytest.mark.parametrize("said", R90A_OWN_WORKER)
async def test_r90a_a_worker_named_by_the_agents_own_word_is_its_person(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R90A_THEIR_DOCTOR)) == "g1"


# A part of a machine at home refilled ("refill the tank in my eczema humidifier"): the part named, then "on" or
# "in" and the machine (things._part_held, OTHER_SERVICES), is the machine's, not a medicine; no refill starts, the
# agent says what it does. A medicine refilled for an illness is still a refill.
R90A_MACHINE_PART = ["refill the tank on my asthma humidifier please",
                     "refill the tank in my eczema humidifier, cheers"]
R90A_MEDICINE = "refill my asthma inhaler please, it's for ben cole"

PHRASINGS += [*R90A_MACHINE_PART, R90A_MEDICINE]


@pytest.mark.parametrize("said", R90A_MACHINE_PART)
async def test_r90a_a_part_of_a_home_machine_refilled_is_no_prescription(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R90A_MEDICINE)) == "g1"


# Round 90b
# "my dad's losartan, i can come collect now or not", "..., can pick up today": whether one may come for the thing
# named first, asked in a statement's order or with no subject as callers from East Asia ask it (done._COLLECT), asks
# whether it is ready; no refill starts. Asking for it done in the same words is a refill as before.
R90B_COLLECT_STATED = ["my dad's losartan, i can come collect now or not",
                       "the eye drops for my wife, can pick up today"]
R90B_REFILL_STATED = "my dad's losartan, can refill now"

PHRASINGS += [*R90B_COLLECT_STATED, R90B_REFILL_STATED]


@pytest.mark.parametrize("said", R90B_COLLECT_STATED)
async def test_r90b_collecting_asked_in_a_statements_order_asks_whether_it_is_ready(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R90B_REFILL_STATED)) == "g1"


# "please refill my transit card": money put back on a card, a phone or an account (not_ours.TOPPED_UP) is another
# service's, answered with what the agent does; no prescription refill starts. A medicine refilled is as before.
R90B_TOPPED_UP = "please refill my transit card"
R90B_MEDICINE_REFILLED = "please refill my inhaler"

PHRASINGS += [R90B_TOPPED_UP, R90B_MEDICINE_REFILLED]


async def test_r90b_a_card_topped_up_is_another_services() -> None:
    assert (await understand(pharmacy.make_agent, R90B_TOPPED_UP)).decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R90B_MEDICINE_REFILLED)) == "g1"


# Round 90c
# "..., the tenth, that's sorted now, thanks, goodbye": a flight and a name read out, then a goodbye closing the turn
# (address.parts_last): what was sorted, not a booking asked for; the values alone start nothing. Asked in so many
# words ("..., book me on it please"), the values still say which guideline.
R90C_DONE_THEN_BYE = ["kim ode, b a two two four, the tenth, that's sorted now, thanks, goodbye",
                      "raj mehta, u a nine one, the third, all fine now, cheerio"]
R90C_BOOK_IT = "kim ode, b a two two four, the tenth, book me on it please"

PHRASINGS += [*R90C_DONE_THEN_BYE, R90C_BOOK_IT]


@pytest.mark.parametrize("said", R90C_DONE_THEN_BYE)
async def test_r90c_details_then_a_goodbye_book_nothing(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) is None
    assert chosen(await understand(ex.make_agent, R90C_BOOK_IT)) == "g1"


# "lars berg, k l one two three, a halal meal on that one please": a flight read out by its code, then only an extra
# put on it (changes._EXTRA_ON_CODE) adds to a flight held, a change; a seat asked for on it is still a booking.
R90C_EXTRA_ON_CODE = ["lars berg, k l one two three, a halal meal on that one please",
                      "nina ross, b a four four, can i have my frequent flyer number on it"]
R90C_SEAT_ON_IT = "nina ross, b a four four, book me a seat on it please"

PHRASINGS += [*R90C_EXTRA_ON_CODE, R90C_SEAT_ON_IT]


@pytest.mark.parametrize("said", R90C_EXTRA_ON_CODE)
async def test_r90c_an_extra_put_on_a_flight_code_is_a_change(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) is None
    assert chosen(await understand(ex.make_agent, R90C_SEAT_ON_IT)) == "g1"


# Round 90 (the lead, at the merge): round 90c's goodbye after details read "that's all", "that's it" and "later" as
# a goodbye too, and the whole check lost four bookings and refills read out in full and closed that way. Only a
# farewell ("bye", "cheerio", "goodbye") closing the turn now says the details were of something done.
LEAD90_DETAILS_THEN_ALL = ["k l m one four two, amsterdam, friday the sixth, oskar lind, that's all",
                           "b a four one six, edinburgh, tuesday the ninth, ellen marsh, that's it"]

PHRASINGS += LEAD90_DETAILS_THEN_ALL


@pytest.mark.parametrize("said", LEAD90_DETAILS_THEN_ALL)
async def test_details_closed_by_thats_all_still_ask_for_them(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g1"
    assert chosen(await understand(ex.make_agent, R90C_DONE_THEN_BYE[0])) != "g1"


# Round 91a
# Checking in said as done for the caller ("get me checked in", "have us checked in": changes._GOT_CHECKED_IN) is the
# same as "check me in": a change to the flight already held, never a new booking; the agent says it cannot. Asking to
# be got onto a flight is still a request.
R91A_GOT_CHECKED_IN = ["our flight's at dawn, is it possible to have us checked in the night before",
                       "the trip to oslo is first thing friday, could you get me checked in this evening"]
R91A_GOT_ON = "could you get me on the seven fifteen to nice this evening, tom ward"

PHRASINGS += [*R91A_GOT_CHECKED_IN, R91A_GOT_ON]


@pytest.mark.parametrize("said", R91A_GOT_CHECKED_IN)
async def test_r91a_checking_in_got_done_is_a_change_of_what_is_held(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert read.decision.choice is Choice.CANNOT
    assert (await understand(ex.make_agent, R91A_GOT_ON)).act.act is SpeechAct.REQUEST


# "through security", "through customs" (done._PAST_CHECKPOINT): a checkpoint the traveller passes, asked of what they
# carry, is no word of being done; no status is told. "is it through yet" of an order still asks whether it is.
R91A_PAST_CHECKPOINT = ["flying to crete on monday, is my insulin pen fine through airport security",
                        "off to spain saturday, are the eye drops alright through customs"]
R91A_ORDER_THROUGH = "i ordered my insulin on monday, is it through yet"

PHRASINGS += [*R91A_PAST_CHECKPOINT, R91A_ORDER_THROUGH]


@pytest.mark.parametrize("said", R91A_PAST_CHECKPOINT)
async def test_r91a_through_a_checkpoint_is_no_word_of_being_done(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g2"
    assert chosen(await understand(pharmacy.make_agent, R91A_ORDER_THROUGH)) == "g2"


# "..., so no seat for him", "..., so no repeat for him" (text.NO_OPENING): the thing refused for someone, said as what
# follows from the story told first, refuses it as "no seat for him" does; nothing starts. "so a seat for him too" is
# still a request.
R91A_SO_NONE = ["no, my brother's driving down instead, so no seat for him",
                "nah, dad's been taken off them by the hospital, so no repeat for him"]
R91A_SO_ONE_MORE = "yes my brother's coming, so a seat for him too"

PHRASINGS += [*R91A_SO_NONE, R91A_SO_ONE_MORE]


@pytest.mark.parametrize("said", R91A_SO_NONE)
async def test_r91a_no_thing_said_as_what_follows_refuses_it(said: str) -> None:
    factory = ex.make_agent if "seat" in said else pharmacy.make_agent
    read = await understand(factory, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(ex.make_agent, R91A_SO_ONE_MORE)).act.act is SpeechAct.REQUEST


# Round 91b
# "anyone that knows about the eye drops": a half sentence that opens with anyone who knows names whom the caller
# wants (people._opens_knowing), as "I need somebody who knows" does; the medicine says what about, and no refill
# starts. A refill asked for in so many words is as before.
R91B_ANYONE_WHO_KNOWS = ["anyone that knows about the eye drops", "somebody who knows about inhalers please"]
R91B_REFILL_ASKED = "a refill of the eye drops for me please"

PHRASINGS += [*R91B_ANYONE_WHO_KNOWS, R91B_REFILL_ASKED]


@pytest.mark.parametrize("said", R91B_ANYONE_WHO_KNOWS)
async def test_r91b_anyone_who_knows_named_alone_starts_no_refill(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R91B_REFILL_ASKED)) == "g1"


# "he's lovely, the young lad on your till": someone praised by a pronoun (remarks._SHE_IS), in a clause of its own,
# then who: a remark, no one asked for. Asked for after the praise ("..., can i speak to him please"), still a handoff.
R91B_PRAISED_BY_PRONOUN = ["he's lovely, the young lad on your till",
                           "they're ever so kind, the two girls at your counter"]
R91B_PRAISED_THEN_ASKED = "he's lovely, can i speak to him please"

PHRASINGS += [*R91B_PRAISED_BY_PRONOUN, R91B_PRAISED_THEN_ASKED]


@pytest.mark.parametrize("said", R91B_PRAISED_BY_PRONOUN)
async def test_r91b_someone_praised_by_a_pronoun_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert chosen(read) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R91B_PRAISED_THEN_ASKED)) == "g4"


# Round 91c
# A part of the body before a worker ("the eye nurse", "the eye doctor") names a specialist of that part, someone
# else's, even where the agent's words name the part ("eye drops"): not one of the agent's people (own_worker), so no
# handoff starts. A worker named by the agent's own trade word is still its person. (The helper's list of body parts
# was taken out at the merge: the lead's reading of the agent's own words from its conditions alone, below, covers it.)
R91C_BODY_WORKER = ["can i speak to the eye nurse please", "put me on to the eye doctor, would you"]

PHRASINGS += R91C_BODY_WORKER


@pytest.mark.parametrize("said", R91C_BODY_WORKER)
async def test_r91c_a_worker_of_a_part_of_the_body_is_no_handoff(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R90A_OWN_WORKER[0])) == "g4"


# Candour owned up to ("i ain't gonna lie, ...", "i won't lie to you, ...", "not going to lie, ..."): the caller
# vouching for what they say (courtesy._NOT_LYING) refuses none of the agent's things; no decline. Not doing the
# thing, said the same way ("i ain't gonna fly ..."), still declines.
R91C_CANDOUR = ["i ain't gonna lie, turbulence scares me something awful",
                "i won't lie to you, i hate long layovers",
                "not going to lie, the last flight with you was rough"]
R91C_NOT_FLYING = "i ain't gonna fly friday after all"

PHRASINGS += [*R91C_CANDOUR, R91C_NOT_FLYING]


@pytest.mark.parametrize("said", R91C_CANDOUR)
async def test_r91c_candour_owned_up_to_is_no_refusal(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is not SpeechAct.NEGATION
    assert read.decision.choice is not Choice.DECLINE
    assert (await understand(ex.make_agent, R91C_NOT_FLYING)).decision.choice is Choice.DECLINE


# Round 91 (the lead): round 90a's worker named by the agent's own word (`own_worker`) took any word of the agent's
# vocabulary for its own, so a doctor or a nurse named by a word of an example ("eye", from "eye drops"; "blood",
# from "blood pressure") was handed to the pharmacist. It was seen on a judge of round 90 (blind196) and left until
# that round's judges were read. Now only the words the agent's conditions name it with count; "your pharmacy
# doctor" still reaches the pharmacist.
LEAD91_ANOTHERS_WORKER = ["transfer me to the blood doctor", "could you connect me with the eye nurse at the clinic"]
LEAD91_OWN_WORKER = "can i talk to your pharmacy doctor about my rash"

PHRASINGS += [*LEAD91_ANOTHERS_WORKER, LEAD91_OWN_WORKER]


@pytest.mark.parametrize("said", LEAD91_ANOTHERS_WORKER)
async def test_a_worker_named_by_a_word_of_an_example_is_not_the_agents(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g4"
    assert chosen(await understand(pharmacy.make_agent, LEAD91_OWN_WORKER)) == "g4"


# Stop 52 (the lead): how likely it is that one thing gets cancelled ("... my trip gets called off") was read as
# calling it off: `cancels.HOW_OFTEN_ASKED` read only "get" or "be" cancelled, as said of things in general. The
# chance asked of one thing is a question; asking to have it cancelled still cancels.
LEAD52_HOW_LIKELY_ONE = ["how likely is it that my lisbon trip gets called off",
                         "how likely is my flight home getting cancelled with this fog"]

PHRASINGS += LEAD52_HOW_LIKELY_ONE


@pytest.mark.parametrize("said", LEAD52_HOW_LIKELY_ONE)
async def test_how_likely_one_thing_gets_cancelled_is_no_cancel(said: str) -> None:
    assert (await understand(ex.make_agent, said)).decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, LEAD51_MINE_CANCELLED)).decision.choice is Choice.CANCEL


# Round 92a
# Anyone needed for their know-how, closing the turn ("..., i need someone medical there", "we need somebody qualified
# there"): one qualified is asked for, whatever the story before tells of a medicine (reached._NEEDS_QUALIFIED); no
# refill is started. Needing the medicine itself still refills.
R92A_SOMEONE_QUALIFIED = ["i took my blood pressure pills twice this morning and feel faint, i need someone medical there",
                          "mixed up my mum's tablets with mine and now my chest is tight, we need somebody qualified there"]
R92A_MEDICINE_NEEDED = "i doubled up on my sleeping pills by mistake and feel woozy, i need my sleeping pills refilled"

PHRASINGS += [*R92A_SOMEONE_QUALIFIED, R92A_MEDICINE_NEEDED]


@pytest.mark.parametrize("said", R92A_SOMEONE_QUALIFIED)
async def test_r92a_someone_needed_for_their_know_how_is_a_handoff(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R92A_MEDICINE_NEEDED)) == "g1"


# Advice wanted as one trained gives it ("..., i need professional advice on my inhaler", "i would like proper advice
# about ..."), after the refill refused: a person's counsel is asked for, not the medicine it is about
# (reached._SKILLED_ADVICE). The medicine asked for by name still refills.
R92A_SKILLED_ADVICE = ["not a repeat, i need professional advice on my steroid inhaler with the hay fever",
                       "not a refill today, i would like proper advice about my steroid inhaler"]
R92A_CREAM_WANTED = "i need my eczema cream refilled"

PHRASINGS += [*R92A_SKILLED_ADVICE, R92A_CREAM_WANTED]


@pytest.mark.parametrize("said", R92A_SKILLED_ADVICE)
async def test_r92a_skilled_advice_wanted_asks_for_a_person(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R92A_CREAM_WANTED)) == "g1"


# Round 92b: "don't get" opening a clause was never read as telling the agent not to do a thing, because "get" is
# left out for its idioms ("don't get me wrong", "don't get me started"). With someone or something to be fetched
# after it (an article, a someone word: `fetched`), the agent is told not to bring it; the idiom still refuses nothing.
R92B_NOT_FETCHED = ["nah, don't get me the supervisor, i'll manage on my own",
                    "wait, don't get anybody, we've worked it out now"]
R92B_IDIOM = "don't get me wrong, i'd still like a real person on the phone"

PHRASINGS += [*R92B_NOT_FETCHED, R92B_IDIOM]


@pytest.mark.parametrize("said", R92B_NOT_FETCHED)
async def test_r92b_told_not_to_get_someone_fetches_no_one(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R92B_IDIOM)) == "g3"


# Round 92c
# "prepone" (to move a thing earlier, the word of South Asian English for it) changes what the caller holds, as
# "postpone" does (changes._CHANGE): no new booking. A booking asked for in so many words still books.
R92C_PREPONED = ["i need to prepone the mumbai flight by two days"]
R92C_BOOKED = "book one seat on the mumbai flight on the sixth for kavya iyer"

PHRASINGS += [*R92C_PREPONED, R92C_BOOKED]


@pytest.mark.parametrize("said", R92C_PREPONED)
async def test_r92c_a_thing_preponed_is_a_change_not_a_booking(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R92C_BOOKED)) == "g1"


# A state one is under ("my sugar is under control", "under pressure") is no name after the marker "under"
# (extract_names._NOT_NAMES): a remark about how the tablets work, with no name given, never refills. A name after
# "under" is still one.
R92C_UNDER_CONTROL = "my tablets are doing their job, pressure is under control"
R92C_UNDER_CONTROL_ALONE = "my sugar levels are under control since the new dose"
R92C_UNDER_NAME = "it's under kavya iyer"

PHRASINGS += [R92C_UNDER_CONTROL, R92C_UNDER_CONTROL_ALONE, R92C_UNDER_NAME]


async def test_r92c_a_state_one_is_under_is_no_name_and_the_remark_refills_nothing() -> None:
    assert person_name()(R92C_UNDER_CONTROL_ALONE) is None
    assert chosen(await understand(pharmacy.make_agent, R92C_UNDER_CONTROL)) != "g1"
    assert person_name()(R92C_UNDER_NAME) == "Kavya Iyer"


# "give me to the pharmacist" asks to be put through (people._PUT_THROUGH), as South Asian English says it, whatever
# the story before speaks of: a handoff, not a refill. "give me" a thing is still asked for.
R92C_GIVEN_TO = ["my husband took a double dose of his blood thinner, please give me to someone immediately",
                 "my mother took her heart tablets twice today, just give me over to somebody quickly",
                 "the baby swallowed one of my iron tablets, please give us to a pharmacist right now"]
R92C_GIVE_THING = "please give me your opening hours, i will come in the evening"

PHRASINGS += [*R92C_GIVEN_TO, R92C_GIVE_THING]


@pytest.mark.parametrize("said", R92C_GIVEN_TO)
async def test_r92c_given_to_a_person_is_a_handoff(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R92C_GIVE_THING)) == "g3"


# Stop 53 (the lead): the agent's thing disowned ("..., not a refill", "..., not another booking, is that ...") was
# matched with the rest, so the one thing the caller said they did not want scored highest and started
# (`naming.without_disowned`). The thing wanted before a disowned other still starts.
LEAD53_DISOWNED = ["i'm after a brand new prescription, not another refill, is that something you do",
                   "i'd like a new prescription sorted, not a refill"]
LEAD53_WANTED_FIRST = "a refill of my inhaler please, not a new prescription"
LEAD53_PERSON_NOT_BOOKING = "somebody from lost property please, not another booking"

PHRASINGS += [*LEAD53_DISOWNED, LEAD53_WANTED_FIRST, LEAD53_PERSON_NOT_BOOKING]


@pytest.mark.parametrize("said", LEAD53_DISOWNED)
async def test_the_agents_thing_disowned_does_not_start(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, LEAD53_WANTED_FIRST)) == "g1"


async def test_a_person_asked_for_with_a_booking_disowned_is_the_person() -> None:
    assert chosen(await understand(ex.make_agent, LEAD53_PERSON_NOT_BOOKING)) == "g3"


# Round 93a
# The agent's thing said not to be what the caller is after ("no, it's not a repeat i'm wanting, ..."), the thing
# first and the wanting after it, with nothing said instead (unrelated._NOT_AFTER): a no, which starts nothing. A
# request said after it is still read as one.
R93A_NOT_AFTER = ["no, it's not a repeat i'm wanting, they were all collected friday",
                  "no, that's not a refill we're looking for, she has a month's worth left"]
R93A_ASKED_INSTEAD = "no, it's not a repeat i'm after, can you do me a new prescription"

PHRASINGS += [*R93A_NOT_AFTER, R93A_ASKED_INSTEAD]


@pytest.mark.parametrize("said", R93A_NOT_AFTER)
async def test_r93a_the_thing_said_not_to_be_what_one_is_after_is_a_no(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    assert (await understand(pharmacy.make_agent, R93A_ASKED_INSTEAD)).act.act is SpeechAct.REQUEST


# A thing done for another, then whether it has to be someone else ("... or must it be him that rings", "... or does
# it have to be the traveller") closing the turn (allowed.OR_MUST_BE): a question of the rule, which books nothing.
# The same booking for another, without the doubt, still books.
R93A_OR_MUST_BE = ["could you reserve a seat for my nephew or must it be him that rings",
                   "can i book a ticket for a colleague or does it have to be the traveller"]
R93A_FOR_ANOTHER = "could you reserve a seat for my nephew on the friday flight to oslo"

PHRASINGS += [*R93A_OR_MUST_BE, R93A_FOR_ANOTHER]


@pytest.mark.parametrize("said", R93A_OR_MUST_BE)
async def test_r93a_done_for_another_or_must_it_be_them_asks_the_rule(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R93A_FOR_ANOTHER)) == "g1"


# Anyone who knows (or qualified), asked for bare with a please closing the turn after a story of a medicine
# (reached._ASKED_BARE): the pharmacist, not a refill. Anyone the thing is for is no one asked for.
R93A_KNOWING = ["the label on my repeat looks different to last time, somebody who understands inhalers please",
                "the dose on my new box seems doubled, anyone who knows about tablets please"]
R93A_FOR_KNOWING = "i'm collecting my repeat for someone who knows the area please"

PHRASINGS += [*R93A_KNOWING, R93A_FOR_KNOWING]


@pytest.mark.parametrize("said", R93A_KNOWING)
async def test_r93a_someone_who_knows_please_after_a_story_is_the_pharmacist(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R93A_FOR_KNOWING)) != "g4"


# Round 93b
# An aside run on, unpunctuated, closing the turn ("... sorry that's the baby") no longer hides a no read to its end;
# a cafe order called out before the caller speaks no longer turns a question into a request; someone else's want,
# then "not me", is the caller's no.
R93B_NOT_NEEDED_ASIDE = "nah the pharmacist isn't needed sorry that's the baby"
R93B_CAFE_QUESTION = "iced latte for tom has my inhaler come in joan price"
R93B_NOT_ME = "my neighbour wants a repeat doing not me i'm alright"
R93B_CONTROL = "i need a repeat of my ramipril please"

PHRASINGS += [R93B_NOT_NEEDED_ASIDE, R93B_CAFE_QUESTION, R93B_NOT_ME, R93B_CONTROL]


async def test_r93b_a_no_with_an_aside_run_on_starts_nothing() -> None:
    assert chosen(await understand(pharmacy.make_agent, R93B_NOT_NEEDED_ASIDE)) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R93B_CONTROL)) == "g1"


async def test_r93b_a_cafe_order_overheard_leaves_the_question() -> None:
    assert (await understand(pharmacy.make_agent, R93B_CAFE_QUESTION)).act.act is SpeechAct.QUESTION


async def test_r93b_someone_elses_want_not_me_starts_nothing() -> None:
    assert (await understand(pharmacy.make_agent, R93B_NOT_ME)).act.act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, R93B_CONTROL)) == "g1"


# Round 93c
# A statement closed by "izzit" ("is it" said as one word in Singapore and Malaysia) asks whether it is so
# (yesno._IZZIT): a question, never a refill or a booking. A request with the thing named is still one.
R93C_IZZIT = [(pharmacy, "the eye drops for my daughter done izzit"),
              (ex, "my nephew's seat to kuching already confirmed izzit")]
R93C_IZZIT_REQUEST = "please refill the eye drops for my daughter, r x four four one two"

PHRASINGS += [*(s for _, s in R93C_IZZIT), R93C_IZZIT_REQUEST]


@pytest.mark.parametrize(("agent", "said"), R93C_IZZIT)
async def test_r93c_a_statement_closed_by_izzit_is_a_question(agent: object, said: str) -> None:
    read = await understand(agent.make_agent, said)  # type: ignore[attr-defined]
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert (await understand(pharmacy.make_agent, R93C_IZZIT_REQUEST)).act.act is SpeechAct.REQUEST


# "it's" or "they're" then "... or not" closing the turn asks whether it is so, as "it is ... or not" does
# (yesno._YES_NO_OR_NOT). A statement with "it's" and no other answer is still no question.
R93C_ITS_OR_NOT = ["my brother will collect the statins, they're there or not",
                   "my maid coming later to take the warfarin, it's okay or not"]
R93C_ITS_TOLD = "my maid is coming later for the warfarin, it's for my father"

PHRASINGS += [*R93C_ITS_OR_NOT, R93C_ITS_TOLD]


@pytest.mark.parametrize("said", R93C_ITS_OR_NOT)
async def test_r93c_its_then_or_not_is_a_question(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).act.act is SpeechAct.QUESTION
    assert (await understand(pharmacy.make_agent, R93C_ITS_TOLD)).act.act is not SpeechAct.QUESTION


# Whether one must or may ("need his own ticket or can sit with me"), "can" with its subject left out as Southeast Asian
# English leaves it (yesno._MUST_OR_MAY), asks: no booking. The caller's own need with a second choice still books.
R93C_MUST_OR_MAY = "my son turning four, need his own ticket or can sit with me"
R93C_OWN_NEED = "i need a ticket to penang on friday"

PHRASINGS += [R93C_MUST_OR_MAY, R93C_OWN_NEED]


async def test_r93c_whether_one_must_or_may_is_a_question_not_a_booking() -> None:
    read = await understand(ex.make_agent, R93C_MUST_OR_MAY)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R93C_OWN_NEED)) == "g1"


# The agent's verb done to another's thing with a word of what it is for between ("refill our office dispenser",
# things._done_to_anothers), the drinking water of a home or an office (things._DRINKING_WATER): not a medicine.
# "water tablets" (a medicine) still refill.
R93C_DISPENSER = "refill our office dispenser please"
R93C_WATER_TABLETS = "refill my water tablets please"

PHRASINGS += [R93C_DISPENSER, R93C_WATER_TABLETS]


async def test_r93c_a_water_dispenser_refilled_is_no_prescription() -> None:
    assert chosen(await understand(pharmacy.make_agent, R93C_DISPENSER)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R93C_WATER_TABLETS)) == "g1"


# Round 94a
# A caller who only asks after what is underway may first say they want nothing new ("i'm not after anything more,
# ...", disclaimed._NOTHING_NEW): the question after it is asked, no decline. Said alone it still declines.
R94A_NOTHING_NEW = ["i'm not after anything more, has my inhaler come in yet",
                    "we're not asking for anything else, is grandad's blood pressure prescription ready"]
R94A_NOTHING_NEW_ALONE = "no thanks, i'm not after anything more"

PHRASINGS += [*R94A_NOTHING_NEW, R94A_NOTHING_NEW_ALONE]


@pytest.mark.parametrize("said", R94A_NOTHING_NEW)
async def test_r94a_nothing_new_wanted_then_a_question_is_asked(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R94A_NOTHING_NEW_ALONE)).act.act is SpeechAct.NEGATION


# Anyone to talk to forgone in a clause beside the thing asked ("..., i won't need to talk to anybody",
# no_one_needed.NO_ONE_NEEDED): the thing is asked, and no person is what is asked for. Said alone it still declines.
R94A_NO_ONE_NEEDED = [(pharmacy, "renew my salbutamol inhaler please, we won't need to talk to anybody", "g1"),
                      (ex, "put me on the tuesday morning flight to oslo, i don't need a human, ta", "g1")]
R94A_NO_ONE_ALONE = "nah, we won't need to talk to anybody"

PHRASINGS += [*(s for _, s, _ in R94A_NO_ONE_NEEDED), R94A_NO_ONE_ALONE]


@pytest.mark.parametrize(("agent", "said", "guideline"), R94A_NO_ONE_NEEDED)
async def test_r94a_no_one_needed_beside_the_thing_asked(agent: object, said: str, guideline: str) -> None:
    read = await understand(agent.make_agent, said)  # type: ignore[attr-defined]
    assert read.act.act is SpeechAct.REQUEST
    assert chosen(read) == guideline
    assert (await understand(pharmacy.make_agent, R94A_NO_ONE_ALONE)).act.act is SpeechAct.NEGATION


# Round 94b
# A stay found or got for the caller ("find us a cheap hotel"), with none of the agent's things in the turn, is another
# service's thing asked for (things._STAY_FOUND): answered with what the agent does. A seat found on a flight still books.
R94B_STAY_FOUND = "could you find us a cheap hotel in porto for saturday night"
R94B_SEAT_FOUND = "could you find us a seat on the porto flight for saturday"

PHRASINGS += [R94B_STAY_FOUND, R94B_SEAT_FOUND]


async def test_r94b_a_stay_found_for_the_caller_is_another_services() -> None:
    assert (await understand(ex.make_agent, R94B_STAY_FOUND)).decision.choice is Choice.CANNOT
    assert chosen(await understand(ex.make_agent, R94B_SEAT_FOUND)) == "g1"


# "i get really claustrophobic": a state one gets into (remarks._GETS_STATE), no "get" of asking; the turn telling of
# one's seat then is a remark and books nothing. "can i get a window seat" still asks.
R94B_GETS_STATE = "i'm in the middle seat on my flight and i get really claustrophobic"
R94B_GET_ASKED = "can i get a window seat on my flight"

PHRASINGS += [R94B_GETS_STATE, R94B_GET_ASKED]


async def test_r94b_a_state_one_gets_into_asks_for_nothing() -> None:
    read = await understand(ex.make_agent, R94B_GETS_STATE)
    assert read.act.remark
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R94B_GET_ASKED)) == "g1"


# One's own flight, named without its number, said to fall too early or on the wrong day (held._ILL_TIMED): a trip
# held, told of, never a booking. One's own flight named beside a seat asked for still books.
R94B_ILL_TIMED = "our flight is a day too early now that the wedding has moved"
R94B_OWN_FLIGHT_ASKED = "our flight is on friday and i need a seat for my son too"

PHRASINGS += [R94B_ILL_TIMED, R94B_OWN_FLIGHT_ASKED]


async def test_r94b_ones_own_flight_at_the_wrong_time_is_told_not_booked() -> None:
    read = await understand(ex.make_agent, R94B_ILL_TIMED)
    assert read.act.act is SpeechAct.REPORT
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R94B_OWN_FLIGHT_ASKED)) == "g1"


# Round 94c
# Work done for an employer ("she work as stewardess for ...", as callers of another first language say it,
# extract_names._WORKS_FOR): "for" names the employer, no passenger; the remark books nothing. A seat for a
# person named still gives the name.
R94C_WORKS_FOR = "my wife she work as stewardess for airbaltic"
R94C_SEAT_FOR = "a seat to riga for Anna Kowal"
PHRASINGS += [R94C_WORKS_FOR, R94C_SEAT_FOR]
async def test_r94c_working_for_an_airline_names_no_passenger() -> None:
    assert chosen(await understand(ex.make_agent, R94C_WORKS_FOR)) != "g1"
    assert person_name()(R94C_WORKS_FOR) is None
    assert person_name()(R94C_SEAT_FOR) == "Anna Kowal"
# A person named by what they look after, in the turn's last clause after another ("..., the person for the
# pills", people._in_charge): a person asked for, never a refill. A refill asked for by name still refills; the
# trade said in English still hands over.
R94C_IN_CHARGE = ["apteka please, your person for the tablets", "lekarnik please, the person for the pills"]
R94C_REFILL = "i need a refill of my atenolol please, r x four four one two"
R94C_CHEMIST = "chemist please, the person for the medicines"
PHRASINGS += [*R94C_IN_CHARGE, R94C_REFILL, R94C_CHEMIST]
@pytest.mark.parametrize("said", R94C_IN_CHARGE)
async def test_r94c_the_person_for_the_medicines_is_no_refill(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R94C_REFILL)) == "g1"
    assert chosen(await understand(pharmacy.make_agent, R94C_CHEMIST)) == "g4"
# "only" for "just" after a no ("no, i not need agent, only put me on ...", instead._ASKED): the request after the
# refusal is what the caller wants. The no alone still starts nothing.
R94C_ONLY_INSTEAD = ["no, i do not need human, only put me on the lot flight to krakow on monday, olga nowak",
                     "no i don't need the pharmacist, only refill my ramipril please, r x two two one four"]
R94C_NO_ALONE = "no, i do not need agent, thank you"
PHRASINGS += [*R94C_ONLY_INSTEAD, R94C_NO_ALONE]
@pytest.mark.parametrize("said", R94C_ONLY_INSTEAD)
async def test_r94c_only_then_a_request_after_a_no_is_the_request(said: str) -> None:
    agent = ex if "flight" in said else pharmacy
    assert chosen(await understand(agent.make_agent, said)) == "g1"
    assert (await understand(ex.make_agent, R94C_NO_ALONE)).act.act is SpeechAct.NEGATION


# Stop 53 (the lead, after round 94): the thing said not to be what the caller wants or needs ("nope, hours aren't what
# i want") was read as asking for it; "... aren't what i'm after" already refused (`no_way._NOT_WHAT_WANTED`). The one
# wanted said after it is still what is asked.
LEAD53_NOT_WANTED = ["nah, the opening times aren't what i want", "no, a seat upgrade isn't what we need"]
LEAD53_ONE_WANTED_AFTER = "the opening times aren't what i need, can i talk to the pharmacist"

PHRASINGS += [*LEAD53_NOT_WANTED, LEAD53_ONE_WANTED_AFTER]


@pytest.mark.parametrize("said", LEAD53_NOT_WANTED)
async def test_a_thing_said_not_to_be_what_one_wants_is_a_no(said: str) -> None:
    assert (await understand(ex.make_agent, said)).act.act is SpeechAct.NEGATION
    assert chosen(await understand(pharmacy.make_agent, LEAD53_ONE_WANTED_AFTER)) == "g4"


# Round 95a
# "or not" closing a question asked after the story, whether the thing will be waiting for the caller
# (done._will_be_done): whether it is done, never a refill. Without the story it is read as before.
R95A_WAITING_OR_NOT = "we're driving to the coast on sunday, will my inhaler be waiting for me or not"
R95A_REFILL = "i need a refill of my inhaler before sunday please"
PHRASINGS += [R95A_WAITING_OR_NOT, R95A_REFILL]


async def test_r95a_waiting_for_me_or_not_after_the_story_asks_whether_done() -> None:
    read = await understand(pharmacy.make_agent, R95A_WAITING_OR_NOT)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R95A_REFILL)) == "g1"


# Wanting out of what is held ("we need out of the porto trip", cancels._WANT_OUT): a cancel, never a booking.
# Wanting out of a place, then a flight asked for, still books.
R95A_WANT_OUT = ["the porto trip, we need out of it, my knee is bad", "i want out of my dublin booking"]
R95A_OUT_OF_TOWN = "i want out of the city next weekend, book me a flight to dublin"
PHRASINGS += [*R95A_WANT_OUT, R95A_OUT_OF_TOWN]


@pytest.mark.parametrize("said", R95A_WANT_OUT)
async def test_r95a_wanting_out_of_what_is_held_is_a_cancel(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) != "g1"
    assert (await understand(ex.make_agent, R95A_OUT_OF_TOWN)).act.act is not SpeechAct.CANCEL


# The thing held wanted moved in time, or made a supply of another length (changes._WANTED_MOVED,
# changes._NEW_SUPPLY): a change to it, never a new refill. A refill asked for still refills.
R95A_CHANGED = ["i need my inhaler order moved to the thursday pickup", "make mum's sertraline a two month supply"]
PHRASINGS += R95A_CHANGED


@pytest.mark.parametrize("said", R95A_CHANGED)
async def test_r95a_the_repeat_moved_or_resized_is_a_change(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R95A_REFILL)) == "g1"


# Whether one may have it early if away doing something ("if we're going sailing", allowed.MAY_IF): what is
# allowed, asked; it refills nothing. Asked plainly, it is read as before.
R95A_IF_SAILING = "could we get our repeats early if we're going sailing"
R95A_EARLY_PLAIN = "could i get my repeat early please, r x five five one two"
PHRASINGS += [R95A_IF_SAILING, R95A_EARLY_PLAIN]


async def test_r95a_early_if_away_doing_something_asks_what_is_allowed() -> None:
    read = await understand(pharmacy.make_agent, R95A_IF_SAILING)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R95A_EARLY_PLAIN)) == "g1"


# Round 95b
# A word of swearing said between the doer and the doing ("will you be bloody shut", "did it flipping work",
# cursing.uncursed) is read as a pause: the question is asked as if it were not there. A no with the swearing in it
# still declines.
R95B_SWORN_WHEN = "will you be bloody shut by nine tonight"
R95B_SWORN_DID = "the lisbon booking for my mum, did it bloody work"
R95B_SWORN_NO = "no, don't bloody book my brother on that flight"

PHRASINGS += [R95B_SWORN_WHEN, R95B_SWORN_DID, R95B_SWORN_NO]


async def test_r95b_swearing_between_doer_and_doing_is_a_pause() -> None:
    assert chosen(await understand(pharmacy.make_agent, R95B_SWORN_WHEN)) == "g3"
    read = await understand(ex.make_agent, R95B_SWORN_DID)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert (await understand(ex.make_agent, R95B_SWORN_NO)).act.act is SpeechAct.NEGATION


# Round 95c
# A bare verb of asking or ordering told with a time gone by, as callers whose first language is another say it
# (dialect._asked_before): the past, the thing asked for before, so whether it is there is asked, never a new refill.
# A question put before stays asked; a refill asked for now still refills.
R95C_ASKED_BEFORE = ["we ask last week for the ramipril, today i can collect it",
                     "i ask two days ago for my inhaler, now i can pass and take it"]
R95C_REFILL = "please i need my ramipril again, r x three three one two, for nadia karam"
PHRASINGS += [*R95C_ASKED_BEFORE, R95C_REFILL]
@pytest.mark.parametrize("said", R95C_ASKED_BEFORE)
async def test_r95c_a_bare_verb_of_asking_with_a_time_gone_by_is_no_new_refill(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R95C_REFILL)) == "g1"
def test_r95c_the_bare_verb_read_as_the_past() -> None:
    from voice_agent.engine.dialect import standard
    assert standard("i ask yesterday for the cream".split())[1] == "ordered"
    assert standard("i ask yesterday if it is ready".split())[1] == "asked"
    assert standard("i ask before you close".split())[1] == "ask"
# The thing said as the caller's by what they did with it ("the X we got", "the X i order"), then it changed to
# another (changes._HAD_THEN_IT): a change of what is held, never a new refill.
R95C_HAD_CHANGED = ["the ventolin we got on friday, swap it to the bigger inhaler",
                    "the insulin we buy, switch it to the pens"]
PHRASINGS += R95C_HAD_CHANGED
@pytest.mark.parametrize("said", R95C_HAD_CHANGED)
async def test_r95c_the_thing_one_had_then_changed_is_a_change(said: str) -> None:
    assert (await understand(pharmacy.make_agent, said)).act.act is SpeechAct.CHANGE
    assert chosen(await understand(pharmacy.make_agent, R95C_REFILL)) == "g1"
# "very good" or "very nice" opening the turn, the service praised, over a mishap (remarks.IRONY): irony, a remark
# that starts nothing. The praise with nothing gone wrong is left as before.
R95C_IRONY = ["ah very nice service, delayed again my flight, thank you", "well very good service, again the plane is delayed, we love it"]
R95C_PLAIN_PRAISE = "oh very nice, the staff were kind to my mother"
PHRASINGS += [*R95C_IRONY, R95C_PLAIN_PRAISE]
@pytest.mark.parametrize("said", R95C_IRONY)
async def test_r95c_very_good_service_over_a_mishap_is_irony(said: str) -> None:
    act = (await understand(ex.make_agent, said)).act
    assert act.remark and act.cue.startswith("praise over a mishap")
    assert not (await understand(ex.make_agent, R95C_PLAIN_PRAISE)).act.cue.startswith("praise over a mishap")


# Round 96a
# A season said first, with its preposition, before the question (time_first._SEASON): the question after it is read
# as a question of any thing ("is a", "are the"), never a booking. A booking said after a season still books.
R96A_SEASON_FIRST = ["over the easter holidays are the fares to malaga dearer", "during half term is an early flight cheaper"]
R96A_SEASON_BOOKING = "over the easter holidays book me a flight to malaga"
PHRASINGS += [*R96A_SEASON_FIRST, R96A_SEASON_BOOKING]


@pytest.mark.parametrize("said", R96A_SEASON_FIRST)
async def test_r96a_a_season_said_first_then_a_question_is_a_question(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert (await understand(ex.make_agent, R96A_SEASON_BOOKING)).act.act is not SpeechAct.QUESTION


# The kind of thing the call is not, said alone in the opening clause ("it's not a refill, ...",
# instead._NOT_A_KIND), then what is wanted: only the want is read, the thing disowned no longer matched. A refill
# asked for plainly still refills.
R96A_NOT_A_KIND = ["this isn't a refill, i want the pharmacist to tell me whether my hay fever pills mix with my statins",
                   "it's not a repeat, i want the chemist to tell me if my eye drops are still good after the fridge broke"]
R96A_PLAIN_REPEAT = "i want a refill of my son's eczema cream please"
PHRASINGS += [*R96A_NOT_A_KIND, R96A_PLAIN_REPEAT]


@pytest.mark.parametrize("said", R96A_NOT_A_KIND)
async def test_r96a_not_a_kind_of_thing_then_a_want_reads_the_want(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R96A_PLAIN_REPEAT)) == "g1"


# Round 96b
# A bare "be" opening the question of a thing's readiness, as the West Country and the pirate's voice ask it
# (dialect._asked): "is", so whether it is ready is asked, never a new refill. "be" after a verb stays as said.
R96B_BE_READY = ["arr matey, be my patches ready for picking up, ann fox", "hmm, be the statins sorted, ron ives"]
R96B_WILL_BE = "will my amlodipine be ready by friday"
PHRASINGS += [*R96B_BE_READY, R96B_WILL_BE]
@pytest.mark.parametrize("said", R96B_BE_READY)
async def test_r96b_a_bare_be_asking_readiness_asks(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R96B_WILL_BE)) == "g2"
def test_r96b_the_bare_be_read_as_is() -> None:
    from voice_agent.engine.dialect import standard
    assert standard("arr be the order done".split())[1] == "is"
    assert standard("it will be the one ready".split())[2] == "be"
# The thing taken off the agent's own record ("off your books", "off your system", cancels._OFF_YOURS): called off,
# never a refill. A refill asked for plainly still refills.
R96B_OFF_YOURS = "please cross my mum's statins off your system, she's off them"
R96B_REFILL = "my lisinopril again please, r x one two three four five"
PHRASINGS += [R96B_OFF_YOURS, R96B_REFILL]
async def test_r96b_taken_off_your_record_cancels() -> None:
    read = await understand(pharmacy.make_agent, R96B_OFF_YOURS)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R96B_REFILL)) == "g1"
# A no and a word of meaning it in earnest, a clause of its own ("no seriously", "no honestly", text.EARNEST), takes
# back the caller's own joke, not the thing: the refill asked after it is asked. A no with the thing still declines.
R96B_NO_EARNEST = ["a million pounds please, no seriously, the amlodipine again, r x three one one four, kay lund",
                   "ha, a barrel of grog please, no honestly, my atorvastatin again, r x four one one two, sam reed"]
R96B_NO_REFILL = "nah, no new repeat for me this time round, ta"
PHRASINGS += [*R96B_NO_EARNEST, R96B_NO_REFILL]
@pytest.mark.parametrize("said", R96B_NO_EARNEST)
async def test_r96b_a_no_said_in_earnest_takes_back_a_joke(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is not SpeechAct.NEGATION
    assert chosen(read) == "g1"
    assert (await understand(pharmacy.make_agent, R96B_NO_REFILL)).act.act is SpeechAct.NEGATION


# Round 96c
# Calling a thing off in the words a Spanish or Portuguese speaker carries over (cancels._LATIN_CALL_OFF): "leave it
# without effect", "i desist from", "take out my name from": a cancellation, never a new refill or booking. The
# thing said to have been without effect, and a refill asked for, are read as before.
R96C_CALLED_OFF = [(pharmacy, "my ramipril repeat, please leave it without any effect"),
                   (pharmacy, "i desist from the order of my statins, thank you"),
                   (ex, "take out my name from the lisbon booking, i stay home")]
R96C_NO_EFFECT = "the drops were without effect, i need to speak with the pharmacist"
R96C_REFILL = "please i need my lisinopril again, r x four four two one, for tomas ruiz"
PHRASINGS += [*(said for _, said in R96C_CALLED_OFF), R96C_NO_EFFECT, R96C_REFILL]


@pytest.mark.parametrize(("agent", "said"), R96C_CALLED_OFF)
async def test_r96c_calling_off_in_a_latin_speakers_words_cancels(agent: object, said: str) -> None:
    read = await understand(agent.make_agent, said)  # type: ignore[attr-defined]
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) is None
    assert (await understand(pharmacy.make_agent, R96C_NO_EFFECT)).act.act is not SpeechAct.CANCEL
    assert chosen(await understand(pharmacy.make_agent, R96C_REFILL)) == "g1"


# What the place needs, asked in a statement's word order closing on a question mark (asking._YOU_NEED): a question,
# never a booking. A booking asked for still books.
R96C_YOU_NEED = "to fly to rome you need my passport or only the id card?"
R96C_BOOK = "book me on the flight to rome on friday please"
PHRASINGS += [R96C_YOU_NEED, R96C_BOOK]


async def test_r96c_what_you_need_asked_in_statement_order_is_a_question() -> None:
    read = await understand(ex.make_agent, R96C_YOU_NEED)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R96C_BOOK)) == "g1"


# A thing held "passed" to another day, as a Spanish or Portuguese speaker says moving it (changes._PASSED_TO_DAY):
# a change, never a new booking. Being passed to a person is read as before.
R96C_PASSED = "the booking to paris, pass it to the day nine please"
R96C_PASS_ME = "pass me to a person please"
PHRASINGS += [R96C_PASSED, R96C_PASS_ME]


async def test_r96c_a_booking_passed_to_another_day_is_a_change() -> None:
    read = await understand(ex.make_agent, R96C_PASSED)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R96C_PASS_ME)) == "g3"


# Round 97a
# A no opening the turn, then the caller leaving the thing be themselves ("i'll leave ...", "we'll skip ...", "i'll
# give ... a miss", no_way._LEAVE_MYSELF), closing the turn: a no, never a refill. A refill asked after a no still asks.
R97A_LEAVE_MYSELF = ["no, we'll leave the hrt patches then",
                     "no, i think i'll give my eye drops a miss this year"]
R97A_NO_THEN_REFILL = "no, i'll have my usual inhaler please, r x two two three three, ana lee"
PHRASINGS += [*R97A_LEAVE_MYSELF, R97A_NO_THEN_REFILL]


@pytest.mark.parametrize("said", R97A_LEAVE_MYSELF)
async def test_r97a_a_no_then_leaving_the_thing_oneself_refuses_it(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) is None
    assert (await understand(pharmacy.make_agent, R97A_NO_THEN_REFILL)).act.act is not SpeechAct.NEGATION


# A story that the thing was put in for ("we put in for the ...", done._PUT_IN), with "the", then whether one may come
# and get it: whether it is ready is asked, never a new refill. The thing wanted, then coming for it, is left a request.
R97A_PUT_IN_FOR_THE = ["we put in for the hrt patches yesterday, could we pop in and collect them",
                       "i sent in for the eczema cream last week, can i come and pick it up"]
R97A_WANTED_THEN_COME = "i need the hrt patches again, can i come and pick them up"
PHRASINGS += [*R97A_PUT_IN_FOR_THE, R97A_WANTED_THEN_COME]


@pytest.mark.parametrize("said", R97A_PUT_IN_FOR_THE)
async def test_r97a_put_in_for_the_thing_then_collecting_asks_if_ready(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION and read.act.cue == COLLECTABLE
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R97A_WANTED_THEN_COME)).act.cue != COLLECTABLE


# What someone else would need, asked ahead ("would he need ...", "will she need her own ...", allowed.THIRD_PARTY_MODAL):
# a question of the rules, never a booking. Booking for someone else still books.
R97A_WOULD_NEED = ["my nephew turns sixteen in march, would he need a passport of his own then",
                   "will my twins still need their own seats when they're three"]
R97A_BOOK_TWINS = "please book my twins on the belfast flight on saturday"
PHRASINGS += [*R97A_WOULD_NEED, R97A_BOOK_TWINS]


@pytest.mark.parametrize("said", R97A_WOULD_NEED)
async def test_r97a_what_someone_else_would_need_is_a_question(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION and read.act.cue == PERMISSION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R97A_BOOK_TWINS)) == "g1"


# Round 97b
# Told whether, asked in form (asking "advise whether"): "kindly advise whether my lisinopril is done" asks whether it
# is ready, never a new refill. The same asked of its readiness in the noun alone ("readiness of"), as "status of" is.
# A refill asked for still refills.
R97B_ADVISE = ["please advise whether the lisinopril for mr clegg has been dispensed",
               "please advise if the inhaler for mrs hale has been made up",
               "the readiness of my metformin, if you would, under tomas ruiz"]
R97B_REFILL = "kindly refill my lisinopril, r x four four two one, for tomas ruiz"
PHRASINGS += [*R97B_ADVISE, R97B_REFILL]


@pytest.mark.parametrize("said", R97B_ADVISE)
async def test_r97b_advise_whether_and_readiness_ask_the_status(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R97B_REFILL)) == "g1"


# Taken back by decree in the past participle (cancels "rescinded", as "revoked" is): a cancellation, never a refill.
R97B_RESCINDED = "with reference to yesterday, kindly consider the inhaler order rescinded"
PHRASINGS += [R97B_RESCINDED]


async def test_r97b_an_order_rescinded_is_cancelled() -> None:
    read = await understand(pharmacy.make_agent, R97B_RESCINDED)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R97B_REFILL)) == "g1"


# The thing held wanted changed formally, "i should like X to be switched to ..." (changes._WANTED_CHANGED): a change,
# never a new refill. A repeat asked for as it is still refills.
R97B_SWITCHED = "i should like my supply of salbutamol to be switched to the cheaper make"
R97B_SAME = "i should like my amlodipine repeat, r x two two one nine, for dora finch"
PHRASINGS += [R97B_SWITCHED, R97B_SAME]


async def test_r97b_a_repeat_wanted_switched_formally_is_a_change() -> None:
    read = await understand(pharmacy.make_agent, R97B_SWITCHED)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R97B_SAME)) == "g1"


# Round 97c
# A need or want of "no" thing, as German and Scandinavian callers say it ("kein", dialect._NEED_NO): a no to the
# thing, never the thing asked for. The thing wanted after it is read; a plain need is read as before.
R97C_NEED_NO_PERSON = "we need no chemist today, only my usual inhaler again, r x five five one two, for lena kraus"
R97C_WANT_NO_SEAT = "nee, we want no booking at all"
R97C_NEED_PERSON = "we need a chemist today please"
PHRASINGS += [R97C_NEED_NO_PERSON, R97C_WANT_NO_SEAT, R97C_NEED_PERSON]


async def test_r97c_a_need_of_no_thing_refuses_it() -> None:
    assert chosen(await understand(pharmacy.make_agent, R97C_NEED_NO_PERSON)) != "g4"
    read = await understand(ex.make_agent, R97C_WANT_NO_SEAT)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R97C_NEED_PERSON)) == "g4"


# A verb of lying, standing or sitting put before its subject (dialect._PLACED): "stands it ready", asked as German,
# Dutch and Scandinavian callers ask where a thing is; a question, never a new refill. A refill asked for still refills.
R97C_PLACED = "stands it already at the till, my losartan?"
R97C_LOSARTAN = "my losartan again please, r x six two two one, for greta vos"
PHRASINGS += [R97C_PLACED, R97C_LOSARTAN]


async def test_r97c_a_placed_verb_before_its_subject_asks() -> None:
    read = await understand(pharmacy.make_agent, R97C_PLACED)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R97C_LOSARTAN)) == "g1"


# The pharmacist named as German, Dutch and Scandinavian callers name them ("apotheker", dialect._STANDARD):
# someone asked for, never a refill. A refill asked for is read as before.
R97C_APOTHEKER = "the apotheker, please, i have something to ask about my drops"
PHRASINGS += [R97C_APOTHEKER]


async def test_r97c_the_pharmacist_in_a_germanic_word_is_asked_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, R97C_APOTHEKER)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R97C_LOSARTAN)) == "g1"


# "..., only to know ...": the wish to know, its verb of wanting unsaid (asking._QUESTION_FORMS), after a booking put
# off: a question, never a booking. A booking asked for still books.
R97C_ONLY_TO_KNOW = "i won't book yet, only to know is there room on the oslo flight"
R97C_BOOK_OSLO = "book me on the flight to oslo on monday please"
PHRASINGS += [R97C_ONLY_TO_KNOW, R97C_BOOK_OSLO]


async def test_r97c_only_to_know_asks() -> None:
    read = await understand(ex.make_agent, R97C_ONLY_TO_KNOW)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R97C_BOOK_OSLO)) == "g1"


# Round 98a
# Something held, named by up to four words (someone's), moved by a span of time ("put my nephew's return flight a
# couple of days later", changes._MOVED_BY_SPAN): a change of it, never a new booking. A flight booked a span later
# than another is still booked.
R98A_MOVED_BY_SPAN = ["put my nephew's return flight a couple of days later, his visa got held up",
                      "bring my wife's flight out a day sooner please, her mum is poorly"]
R98A_BOOK_LATER = "book my nephew a flight two days later than mine, the ba two one two, for sam cole"
PHRASINGS += [*R98A_MOVED_BY_SPAN, R98A_BOOK_LATER]


@pytest.mark.parametrize("said", R98A_MOVED_BY_SPAN)
async def test_r98a_a_held_flight_moved_by_a_span_of_time_is_a_change(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) is None
    assert chosen(await understand(ex.make_agent, R98A_BOOK_LATER)) == "g1"


# The thing brought, said before it, rather than collected ("could you drop my dad's tablets off rather than me
# collecting them", changes._BROUGHT_NOT_COLLECTED): its collection was arranged, so a change, never a refill. A
# refill sent through still refills.
R98A_BROUGHT_NOT_COLLECTED = ["could you drop my dad's tablets off rather than me collecting them",
                              "can you post the eye drops rather than me collecting them"]
R98A_SENT_THROUGH = "can you send my inhaler refill through please, r x one two three four, for amy boyd"
PHRASINGS += [*R98A_BROUGHT_NOT_COLLECTED, R98A_SENT_THROUGH]


@pytest.mark.parametrize("said", R98A_BROUGHT_NOT_COLLECTED)
async def test_r98a_brought_rather_than_collected_is_a_change(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R98A_SENT_THROUGH)) == "g1"


# One of the people asked to tell the caller, with a word of their know-how between ("could a trained person tell me
# ...", reached._SKILL_WORDS): a person asked for after the story, never a refill or its status. The same person asked
# to refill is still what someone else may do.
R98A_SKILLED_TELL = "i've got a cold and a bad back, could a trained person tell me if these tablets mix"
R98A_SKILLED_REFILL = "can a trained person refill my statins"
PHRASINGS += [R98A_SKILLED_TELL, R98A_SKILLED_REFILL]


async def test_r98a_a_skilled_person_asked_to_tell_the_caller_is_reached_for() -> None:
    read = await understand(pharmacy.make_agent, R98A_SKILLED_TELL)
    assert read.act.act is SpeechAct.REQUEST and read.act.cue.startswith("asks for a person")
    assert read.decision.guideline is None or read.decision.guideline.id == "g4"
    control = await understand(pharmacy.make_agent, R98A_SKILLED_REFILL)
    assert control.act.cue == "what someone else may do"


# Round 98b
# The thing torn up, or pulled out of in the gerund (cancels._CANCEL): it is called off, never refilled nor looked
# up. A refill asked for still refills.
R98B_TORN_UP = "please tear up my statin repeat order, we've moved to a different chemist"
R98B_WITHDRAWING = "we're withdrawing from the lisbon booking, the dates clash with a wedding"
R98B_STATINS_AGAIN = "could i get my statins refilled, r x three three one two, for owen price"
PHRASINGS += [R98B_TORN_UP, R98B_WITHDRAWING, R98B_STATINS_AGAIN]


async def test_r98b_a_thing_torn_up_or_withdrawn_from_is_called_off() -> None:
    read = await understand(pharmacy.make_agent, R98B_TORN_UP)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) != "g1"
    read = await understand(ex.make_agent, R98B_WITHDRAWING)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R98B_STATINS_AGAIN)) == "g1"


# A request's words, then the caller saying they are not doing the thing, closing the turn (asking.ASKED_ONLY_LAST
# reads disclaimed.NOT_DOING): whether one may, asked; never a booking. A booking asked for still books.
R98B_NOT_BOOKING_LAST = "could you do a cheaper fare for students, we're not booking yet"
R98B_BOOK_MADRID = "could you book me on the cheaper fare to madrid on sunday"
PHRASINGS += [R98B_NOT_BOOKING_LAST, R98B_BOOK_MADRID]


async def test_r98b_not_doing_it_said_last_only_asks() -> None:
    read = await understand(ex.make_agent, R98B_NOT_BOOKING_LAST)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert (await understand(ex.make_agent, R98B_BOOK_MADRID)).act.act is SpeechAct.REQUEST


# The person asked for alone with "please", after "the" or a word of which kind ("the qualified person please, ...",
# people._alone): someone asked for, whatever the clause after says of a medicine. A refill asked for still refills.
R98B_THE_PHARMACIST_PLEASE = "the pharmacist please, i want to know if the own brand inhaler is as good as mine"
PHRASINGS += [R98B_THE_PHARMACIST_PLEASE]


async def test_r98b_the_person_alone_with_please_is_asked_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, R98B_THE_PHARMACIST_PLEASE)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R98B_STATINS_AGAIN)) == "g1"


# A person's help for the caller made the condition of going on ("only ... if someone ...", "unless ...",
# reached._ON_CONDITION): the person asked for, never the booking. A booking asked for still books.
R98B_ONLY_IF_SOMEONE = "we'll only fly if somebody walks us through the baggage rules first"
PHRASINGS += [R98B_ONLY_IF_SOMEONE]


async def test_r98b_a_persons_help_as_the_condition_asks_for_them() -> None:
    assert chosen(await understand(ex.make_agent, R98B_ONLY_IF_SOMEONE)) == "g3"
    assert (await understand(ex.make_agent, R98B_BOOK_MADRID)).act.act is SpeechAct.REQUEST


# Round 98c
# Someone's thing moved to a time, the thing in three words (changes._SHIFT): a change, never a new refill.
# A refill asked for still refills.
R98C_PUSHED = "push my husband's inhaler pickup to next week"
R98C_INHALER = "my husband's inhaler again please, r x three three eight one, for tom okello"
PHRASINGS += [R98C_PUSHED, R98C_INHALER]


async def test_r98c_someones_thing_pushed_to_a_time_is_a_change() -> None:
    read = await understand(pharmacy.make_agent, R98C_PUSHED)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R98C_INHALER)) == "g1"


# The one on the line praised, "not like" another ("unlike", remarks._YOU_ARE, remarks._UNLIKE): a remark, never a
# handoff. Wanting the pharmacist is read as before.
R98C_PRAISED = "you're ever so patient, not like the last pharmacist"
R98C_WANT_PHARMACIST = "i'd like the pharmacist please"
PHRASINGS += [R98C_PRAISED, R98C_WANT_PHARMACIST]


async def test_r98c_the_agent_praised_unlike_another_is_a_remark() -> None:
    read = await understand(pharmacy.make_agent, R98C_PRAISED)
    assert read.act.remark
    assert chosen(read) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R98C_WANT_PHARMACIST)) == "g4"


# East Africa's Swahili words in English (swahili.py): "hapana" a no, "mtu" a person, "tafadhali" please; and a no,
# then no thing there the caller wants (need_none._NO_THING_WANTED): a no, never a booking. A booking still books.
R98C_HAPANA = "hapana, there is no flight we want"
R98C_NO_REFILL = "no, there's no refill i need"
R98C_MTU = "mtu tafadhali, a living one"
R98C_BOOK_KISUMU = "book me a flight to kisumu on friday please"
PHRASINGS += [R98C_HAPANA, R98C_NO_REFILL, R98C_MTU, R98C_BOOK_KISUMU]


async def test_r98c_east_african_words_and_no_thing_wanted() -> None:
    read = await understand(ex.make_agent, R98C_HAPANA)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    read = await understand(pharmacy.make_agent, R98C_NO_REFILL)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R98C_MTU)) == "g3"
    assert chosen(await understand(ex.make_agent, R98C_BOOK_KISUMU)) == "g1"


# "up to when can we ..." (asking._UNTIL_WHEN): until when one may, asked, as "how late" is; never a cancel done.
# A cancel asked for still cancels.
R98C_UP_TO_WHEN = "up to when can we cancel without paying a fee"
R98C_CANCEL = "cancel my flight to nairobi please"
PHRASINGS += [R98C_UP_TO_WHEN, R98C_CANCEL]


async def test_r98c_up_to_when_asks_until_when_one_may() -> None:
    read = await understand(ex.make_agent, R98C_UP_TO_WHEN)
    assert read.act.act is SpeechAct.QUESTION
    assert read.act.cue == CONDITIONAL_MAY
    assert (await understand(ex.make_agent, R98C_CANCEL)).act.act is SpeechAct.CANCEL


# Round 99a
# The kind of thing named first, then whether the place has any in ("the children's calpol, have you got any in",
# allowed.DOES_IT): whether the place stocks it, asked, never a refill. The thing asked for with "please" still refills.
R99A_STOCK_AFTER = ["the children's calpol sachets, have you got any in",
                    "some of that menthol chest rub, do you have any left on the shelves"]
R99A_NAMED_REFILL = "the blood pressure tablets again please, r x four four two one, for nina shaw"
PHRASINGS += [*R99A_STOCK_AFTER, R99A_NAMED_REFILL]


@pytest.mark.parametrize("said", R99A_STOCK_AFTER)
async def test_r99a_a_thing_named_then_whether_the_place_has_any_is_asked(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION and read.act.cue == OFFERED
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R99A_NAMED_REFILL)) == "g1"


# Comfort or help added to a trip said as one's own ("add a kosher meal to my lisbon flight", changes._EXTRA_ADDED):
# a change of what is held, never a new booking. A flight booked outright still books.
R99A_EXTRA_ADDED = ["add a kosher meal to my lisbon flight", "adding some extra leg room on our dublin trip please"]
R99A_BOOK_OUTRIGHT = "book me on the ba four four one to lisbon on friday, for tom reed"
PHRASINGS += [*R99A_EXTRA_ADDED, R99A_BOOK_OUTRIGHT]


@pytest.mark.parametrize("said", R99A_EXTRA_ADDED)
async def test_r99a_an_extra_added_to_ones_own_flight_is_a_change(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) is None
    assert chosen(await understand(ex.make_agent, R99A_BOOK_OUTRIGHT)) == "g1"


# A kind disowned in a cleft ("it's not a refill we need", instead._WANTED_CLEFT), the story, then the want joined on
# ("... and i'd like a word with ..."): the want is read, never the thing disowned. The cleft alone stays a no.
R99A_CLEFT_THEN_WANT = "it's not a refill we need, the rash cream burns and i'd like a word with a pharmacist"
R99A_CLEFT_ALONE = "it's not a refill i'm after today"
PHRASINGS += [R99A_CLEFT_THEN_WANT, R99A_CLEFT_ALONE]


async def test_r99a_a_kind_disowned_in_a_cleft_then_a_want_reads_the_want() -> None:
    read = await understand(pharmacy.make_agent, R99A_CLEFT_THEN_WANT)
    assert chosen(read) == "g4"
    assert (await understand(pharmacy.make_agent, R99A_CLEFT_ALONE)).act.act is SpeechAct.NEGATION


# A wish to be on a flight run on after a refusal ("i don't need a human i only want to be on the ...",
# instead._KNOWING_JOINED): the flight is booked. A wish not to be on one stays a no.
R99A_RUN_ON_BOOKING = "i don't need a human i only want to be on the ba four one two to nice on friday for kate dunn"
R99A_NOT_ON_IT = "i don't want to be on the early one to nice"
PHRASINGS += [R99A_RUN_ON_BOOKING, R99A_NOT_ON_IT]


async def test_r99a_a_wish_to_be_on_a_flight_run_on_after_a_refusal_books_it() -> None:
    assert chosen(await understand(ex.make_agent, R99A_RUN_ON_BOOKING)) == "g1"
    assert (await understand(ex.make_agent, R99A_NOT_ON_IT)).act.act is SpeechAct.NEGATION


# Round 99b

# What the caller would have done, and why not, after "but" (remarks._NOT_TAKEN): the road not taken asks for
# nothing, a remark that never hands over by itself. A "but" followed by an ask still asks.
R99B_NOT_TAKEN = "i'd have popped into the branch by the station but my neighbour works the till there"
R99B_NOT_TAKEN_THEN_ASKED = "i'd have rung sooner but could you put me through to the pharmacist now"
PHRASINGS += [R99B_NOT_TAKEN, R99B_NOT_TAKEN_THEN_ASKED]


async def test_r99b_the_road_not_taken_is_a_remark() -> None:
    read = await understand(pharmacy.make_agent, R99B_NOT_TAKEN)
    assert read.act.remark
    assert chosen(read) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R99B_NOT_TAKEN_THEN_ASKED)) == "g4"


# Round 99c
# The French "supprimer" carried over, "suppress my ...", and "remove it" said of the thing just named
# (cancels._CANCEL): a cancel, never a new refill. A refill asked for still refills.
R99C_SUPPRESS = "please suppress my order from yesterday for the insulin pens"
R99C_REMOVE_IT = "the repeat for my eye drops, remove it please, i still have plenty"
R99C_PENS_AGAIN = "my insulin pens again please, r x four four one two six, for marc dubois"
PHRASINGS += [R99C_SUPPRESS, R99C_REMOVE_IT, R99C_PENS_AGAIN]


async def test_r99c_suppress_and_remove_it_cancel() -> None:
    for said in (R99C_SUPPRESS, R99C_REMOVE_IT):
        read = await understand(pharmacy.make_agent, said)
        assert read.act.act is SpeechAct.CANCEL, said
        assert chosen(read) != "g1", said
    assert chosen(await understand(pharmacy.make_agent, R99C_PENS_AGAIN)) == "g1"


# "where" asked in a statement's order, its clause alone ("..., where they are?", dialect._where_unturned): a
# question, never a new refill. Told inside a clause ("i don't know where it is") it is left as said.
R99C_WHERE_THEY_ARE = "the blood pressure tablets for my dad, where they are?"
R99C_KNOW_WHERE = "i don't know where it is"
PHRASINGS += [R99C_WHERE_THEY_ARE, R99C_KNOW_WHERE]


async def test_r99c_where_in_a_statements_order_asks() -> None:
    read = await understand(pharmacy.make_agent, R99C_WHERE_THEY_ARE)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert words(R99C_KNOW_WHERE) == ["i", "don't", "know", "where", "it", "is"]


# A thing held passed from one day to another, or the caller passed into another class (changes._PASSED_TO_DAY),
# as French says moving it ("passer"): a change, never a new booking. A booking asked for still books.
R99C_PASSED_DAYS = "pass my husband's booking from monday to wednesday"
R99C_PASSED_CLASS = "could we pass into business class on the return"
R99C_BOOK_LYON = "i want to book a flight to lyon on monday for claire martin"
PHRASINGS += [R99C_PASSED_DAYS, R99C_PASSED_CLASS, R99C_BOOK_LYON]


async def test_r99c_passed_to_another_day_or_class_is_a_change() -> None:
    for said in (R99C_PASSED_DAYS, R99C_PASSED_CLASS):
        read = await understand(ex.make_agent, said)
        assert read.act.act is SpeechAct.CHANGE, said
        assert chosen(read) != "g1", said
    assert chosen(await understand(ex.make_agent, R99C_BOOK_LYON)) == "g1"


# "not the pharmacist, it's fine" (no_way.named_instead): all said to be well after "not the ...", nobody named
# instead; a no, never a handoff. "not the ..., it's the ..." still names the one meant.
R99C_NOT_HIM_FINE = "no, not the pharmacist, it's fine thanks"
R99C_NOT_THIS_ONE = "not the evening tablets, it's the morning ones"
PHRASINGS += [R99C_NOT_HIM_FINE, R99C_NOT_THIS_ONE]


async def test_r99c_not_the_one_then_all_well_is_a_no() -> None:
    read = await understand(pharmacy.make_agent, R99C_NOT_HIM_FINE)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g4"
    assert (await understand(pharmacy.make_agent, R99C_NOT_THIS_ONE)).act.act is not SpeechAct.NEGATION


# Round 100a
# A reference read out after a verb of ending ("scratch", "ditch" ..., cancels._STOP_REF), opening the turn: a cancel,
# never a new refill. A reference read out to be refilled still refills.
R100A_DITCH_REF = "scrub r x three one nine nine eight please"
R100A_REFILL_REF = "refill r x three one nine nine eight please, for tomas novak"
PHRASINGS += [R100A_DITCH_REF, R100A_REFILL_REF]


async def test_r100a_a_reference_scratched_is_a_cancel() -> None:
    read = await understand(pharmacy.make_agent, R100A_DITCH_REF)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R100A_REFILL_REF)) == "g1"


# The thing wanted gone ("... and my tenerife booking gone", cancels._WANTED_GONE): a cancel, never a status
# check nor a booking. Asked whether it has gone through, it is left a question.
R100A_WANT_GONE = "i want a refund and my tenerife booking gone please"
R100A_GONE_THROUGH = "has my tenerife booking gone through yet"
PHRASINGS += [R100A_WANT_GONE, R100A_GONE_THROUGH]


async def test_r100a_the_thing_wanted_gone_is_a_cancel() -> None:
    read = await understand(ex.make_agent, R100A_WANT_GONE)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) not in ("g1", "g2")
    assert (await understand(ex.make_agent, R100A_GONE_THROUGH)).act.act is not SpeechAct.CANCEL


# "no, don't get a pharmacist for it" after a word that is no subject (refusals._refusal reading fetched.told_to): the
# agent told not to fetch someone, a no, never a handoff. "don't get me wrong, ..." still asks what follows.
R100A_DONT_FETCH = "nah don't get a chemist for this one"
R100A_DONT_GET_ME_WRONG = "don't get me wrong, i'd like to speak to the pharmacist"
PHRASINGS += [R100A_DONT_FETCH, R100A_DONT_GET_ME_WRONG]


async def test_r100a_told_not_to_get_someone_after_a_no_is_a_no() -> None:
    read = await understand(pharmacy.make_agent, R100A_DONT_FETCH)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g4"
    assert (await understand(pharmacy.make_agent, R100A_DONT_GET_ME_WRONG)).act.act is not SpeechAct.NEGATION


# After a no, a place things are kept said full of them, or the caller sorted closing the turn (stocked.STOCKED): a
# no, never a refill. A cupboard said empty is a need, and a refill asked for after it still refills.
R100A_CUPBOARD_FULL = "nah, we've got a cupboard full of the stuff"
R100A_SORTED_LAST = "no thanks, got two packs still, we're sorted"
R100A_CUPBOARD_EMPTY = "my cupboard's empty, could i get my inhaler refilled, r x five five one two three"
PHRASINGS += [R100A_CUPBOARD_FULL, R100A_SORTED_LAST, R100A_CUPBOARD_EMPTY]


async def test_r100a_a_no_with_a_full_cupboard_or_sorted_is_a_no() -> None:
    for said in (R100A_CUPBOARD_FULL, R100A_SORTED_LAST):
        read = await understand(pharmacy.make_agent, said)
        assert read.act.act is SpeechAct.NEGATION, said
        assert chosen(read) != "g1", said
    assert chosen(await understand(pharmacy.make_agent, R100A_CUPBOARD_EMPTY)) == "g1"


# Round 100b
# A story told first, then "can you ..., or is that not allowed" in the last clause (allowed.OR_NOT_ALLOWED, read in the
# last clause as acts reads someone else's): the doubt that it is allowed asks the rule, never a refill. Asked plainly,
# "..., can you refill my inhaler" still refills.
R100B_STORY_NOT_ALLOWED = (
    "we're off sailing for two months, can you hand over three boxes at a time or is that against the rules"
)
R100B_STORY_REFILL = "we're off sailing for two months, can you refill my inhaler please"
PHRASINGS += [R100B_STORY_NOT_ALLOWED, R100B_STORY_REFILL]


async def test_r100b_story_then_or_not_allowed_asks_the_rule() -> None:
    read = await understand(pharmacy.make_agent, R100B_STORY_NOT_ALLOWED)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert (await understand(pharmacy.make_agent, R100B_STORY_REFILL)).act.act is SpeechAct.REQUEST


# "do i still need to ..." after what the caller told (allowed.STILL_REQUIRED): whether a step is still required asks
# the rule, never a refill. "i still need my ..." still asks for it.
R100B_STILL_NEED_TO = "i've had this asthma inhaler since school, do we still have to book a review every winter"
R100B_STILL_NEED_MINE = "i've had this asthma inhaler since school, i still need my usual one, r x two two seven one"
PHRASINGS += [R100B_STILL_NEED_TO, R100B_STILL_NEED_MINE]


async def test_r100b_story_then_still_required_asks_the_rule() -> None:
    read = await understand(pharmacy.make_agent, R100B_STILL_NEED_TO)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert (await understand(pharmacy.make_agent, R100B_STILL_NEED_MINE)).act.act is SpeechAct.REQUEST


# "i'm fine without one of your people" (text.FORGONE after refusals.FORGO): doing without one of the agent's own is a
# no, never a handoff. "i'd like one of your people" still reaches one.
R100B_FINE_WITHOUT_ONE = "the chap offered to put me through, i'm good without one of your team, ta"
R100B_WANT_ONE = "i'd like to speak to one of your agents please"
PHRASINGS += [R100B_FINE_WITHOUT_ONE, R100B_WANT_ONE]


async def test_r100b_without_one_of_yours_is_a_no() -> None:
    read = await understand(ex.make_agent, R100B_FINE_WITHOUT_ONE)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g3"
    assert chosen(await understand(ex.make_agent, R100B_WANT_ONE)) == "g3"


# Round 100c
# The Italian "disdire" carried over ("disdict the booking", cancels._CANCEL): a cancel, never a new booking or refill.
# A flight asked for still books.
R100C_DISDICT = ["please disdict my booking for bari on the tenth", "i must disdict the order for the insulin pens"]
R100C_BOOK_BARI = "i want to book a flight to bari on the tenth for marco bianchi"
PHRASINGS += [*R100C_DISDICT, R100C_BOOK_BARI]


@pytest.mark.parametrize("said", R100C_DISDICT)
async def test_r100c_disdict_cancels(said: str) -> None:
    factory = ex.make_agent if "booking" in said else pharmacy.make_agent
    read = await understand(factory, said)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R100C_BOOK_BARI)) == "g1"


# Whether a thing came, the verb before it ("from the hospital arrived the prescription?", came_in._VERB_FIRST): the
# status asked, never a refill. One of a trade arrived ("arrived the doctor, ...") is no thing come in.
R100C_VERB_FIRST = ["from the hospital arrived the prescription for my husband?", "sorry, is arrived my inhaler?"]
R100C_DOCTOR_CAME = "from the clinic arrived the doctor, he wants a word with the pharmacist"
PHRASINGS += [*R100C_VERB_FIRST, R100C_DOCTOR_CAME]


@pytest.mark.parametrize("said", R100C_VERB_FIRST)
async def test_r100c_arrived_said_before_the_thing_asks_whether_it_came(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION and read.act.cue == ARRIVED
    assert chosen(read) != "g1"
    control = await understand(pharmacy.make_agent, R100C_DOCTOR_CAME)
    assert control.act.cue != ARRIVED and chosen(control) == "g4"


# "i am used" (extract_names._STATES): long in the habit, no name given; a remark on one's pills never refills.
# A name said after "i am" is still read.
R100C_USED = ["i take the sugar tablets since twenty years, i am used",
              "i use this inhaler since my childhood, i am used by now"]
R100C_I_AM_NAMED = "i am nikos pappas, the amlodipine again please, r x four one one two"
PHRASINGS += [*R100C_USED, R100C_I_AM_NAMED]


@pytest.mark.parametrize("said", R100C_USED)
async def test_r100c_being_used_to_ones_pills_is_a_remark_with_no_name(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R100C_I_AM_NAMED)) == "g1"


# The flight held named first, then where one sits on it ("for the plane we have to bari, seat us by the aisle",
# changes._HELD_THEN_PLACED): a change of what is held, never a new booking. A flight booked with a seat still books.
R100C_HELD_THEN_PLACED = "for the plane we have to bari, seat us by the aisle"
R100C_BOOK_WITH_SEAT = "book us on the plane to bari friday and seat us by the aisle, for anna conti"
PHRASINGS += [R100C_HELD_THEN_PLACED, R100C_BOOK_WITH_SEAT]


async def test_r100c_a_seat_asked_on_a_flight_held_named_first_is_a_change() -> None:
    read = await understand(ex.make_agent, R100C_HELD_THEN_PLACED)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R100C_BOOK_WITH_SEAT)) == "g1"


# The Greek no ("ohi, ohi, ...") and the Italian pharmacist ("the farmacista", dialect._STANDARD): read as the English
# words. "oh, hi" is still a greeting before a refill.
R100C_GREEK_NO = "ohi, ohi, no refill for me"
R100C_FARMACISTA = "the farmacista please, i have a question about a rash"
R100C_OH_HI = "oh, hi, my inhaler again please, r x three three two one, for eleni vlachou"
PHRASINGS += [R100C_GREEK_NO, R100C_FARMACISTA, R100C_OH_HI]


async def test_r100c_the_greek_no_and_the_italian_pharmacist_are_read() -> None:
    read = await understand(pharmacy.make_agent, R100C_GREEK_NO)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R100C_FARMACISTA)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R100C_OH_HI)) == "g1"


# "i have still" in the order Italian and Greek set it (dialect._asked): "i still have", so "nein, i have still some" is
# enough had, a no. "we have still not received it" stays a question of whether it is done.
R100C_HAVE_STILL = "nein, i have still some"
R100C_STILL_NOT_RECEIVED = "we have still not received the cream, is it ready"
PHRASINGS += [R100C_HAVE_STILL, R100C_STILL_NOT_RECEIVED]


async def test_r100c_have_still_reads_as_still_have() -> None:
    read = await understand(pharmacy.make_agent, R100C_HAVE_STILL)
    assert read.act.act is SpeechAct.NEGATION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R100C_STILL_NOT_RECEIVED)) == "g2"


# Round 101a


# The call said to have nothing to do with a kind of thing, alone in the opening clause ("this has nothing to do with
# refills, ...", instead._NOTHING_TO_DO_KIND), then a want of its own: only the want is read, the thing disowned no
# longer matched, so no refill is started. Said about the refill, the refill is still asked.
R101A_NOTHING_TO_DO_THEN_WANT = ("this has nothing to do with refills, i'd like the pharmacist to tell me if these "
                                 "antibiotics clash with my statins")
R101A_ABOUT_THE_REFILL = ("it's about my refill, i'd like my amlodipine again please, r x four four one two, "
                          "for jo banks")
PHRASINGS += [R101A_NOTHING_TO_DO_THEN_WANT, R101A_ABOUT_THE_REFILL]


async def test_r101a_nothing_to_do_with_a_kind_then_a_want_reads_the_want() -> None:
    read = await understand(pharmacy.make_agent, R101A_NOTHING_TO_DO_THEN_WANT)
    assert chosen(read) == "g4", read.decision.describe()
    assert chosen(await understand(pharmacy.make_agent, R101A_ABOUT_THE_REFILL)) == "g1"


# "his prescription", "his ticket": whose the thing is names no kind of it (things._kind_phrases passes over "his",
# "their"), so it is never another service's prescription or ticket. "my glasses prescription" still is.
R101A_HIS_PRESCRIPTION = ("my dad's inhaler ran out, can he have more on his prescription, r x three three eight one, "
                          "for tom reid")
R101A_HIS_TICKET = "for me, ian cole, the ryanair four one two to nice on the ninth, i'll phone about his ticket later"
R101A_GLASSES = "my glasses prescription needs renewing"
PHRASINGS += [R101A_HIS_PRESCRIPTION, R101A_HIS_TICKET, R101A_GLASSES]


async def test_r101a_whose_the_thing_is_names_no_other_kind() -> None:
    read = await understand(pharmacy.make_agent, R101A_HIS_PRESCRIPTION)
    assert chosen(read) == "g1", read.decision.describe()
    read = await understand(ex.make_agent, R101A_HIS_TICKET)
    assert chosen(read) == "g1", read.decision.describe()
    glasses = await understand(pharmacy.make_agent, R101A_GLASSES)
    assert glasses.decision.choice is Choice.CANNOT


# Round 101b
# Someone else's flight moved, named in full (a first name before the surname's: changes._FULL_NAMES), is a change of
# what is held, never a new booking; a flight asked for someone named in full still books.
R101B_FULL_NAME_MOVED = "could you move petra novak's vienna flight back to the friday, she's got a fever"
R101B_FULL_NAME_BOOKED = "book a flight to vienna on friday for petra novak please"
PHRASINGS += [R101B_FULL_NAME_MOVED, R101B_FULL_NAME_BOOKED]


async def test_r101b_someone_named_in_full_has_their_flight_moved_not_booked() -> None:
    read = await understand(ex.make_agent, R101B_FULL_NAME_MOVED)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R101B_FULL_NAME_BOOKED)) == "g1"


# The pleasure of talking, said of the talk had ("it's so good to speak to someone", remarks._GLAD_TO_TALK), is a remark:
# no one is put through. "it would be good to speak to a pharmacist" still asks for one.
R101B_GLAD_TO_TALK = "it's so good to speak to someone, even if it's a machine"
R101B_WANTS_TO_TALK = "it would be good to speak to a pharmacist about my rash"
PHRASINGS += [R101B_GLAD_TO_TALK, R101B_WANTS_TO_TALK]


async def test_r101b_glad_to_talk_to_someone_is_a_remark_not_a_handoff() -> None:
    read = await understand(pharmacy.make_agent, R101B_GLAD_TO_TALK)
    assert read.act.remark
    assert chosen(read) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R101B_WANTS_TO_TALK)) == "g4"


# Round 101c
# Two answers offered in the order of a statement, the other a state said after "or" ("..., you prepared it or still at
# the doctor", yesno._EITHER_STATE): a question of which is so, never an action. A refill asked the same way refills.
R101C_EITHER_FARE = "the little one, she travels on my lap or it is a seat of her own"
R101C_EITHER_READY = "the metformin for leyla, you prepared it or still at the doctor"
R101C_REFILL_ASKED = "the metformin for leyla, you refill it please, r x four four one two"
PHRASINGS += [R101C_EITHER_FARE, R101C_EITHER_READY, R101C_REFILL_ASKED]


async def test_r101c_two_answers_offered_in_statement_order_ask_which() -> None:
    read = await understand(ex.make_agent, R101C_EITHER_FARE)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    read = await understand(pharmacy.make_agent, R101C_EITHER_READY)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R101C_REFILL_ASKED)) == "g1"


# A sigh over one's lot closing a turn with no word of asking ("..., what a life", remarks._SIGHED), and how one does a
# thing likened to a creature ("i gulp like a goose", remarks._SIMILE, no want): a remark, no refill. A refill asked
# for before the sigh still refills.
R101C_SIGHED = ["ah, these drops, every night in both eyes, what a life",
                "eh, those capsules, each day i gulp like a goose, such is life"]
R101C_ASKED_THEN_SIGHED = "those capsules again, each day i gulp two, i'd like a refill please, such is life"
PHRASINGS += [*R101C_SIGHED, R101C_ASKED_THEN_SIGHED]


@pytest.mark.parametrize("said", R101C_SIGHED)
async def test_r101c_a_sigh_over_ones_lot_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert chosen(read) != "g1"
    read = await understand(pharmacy.make_agent, R101C_ASKED_THEN_SIGHED)
    assert not read.act.remark
    assert chosen(read) == "g1"


# A seat wanted on what the agent already booked for the caller ("... on the booking you did for us",
# changes._ON_MADE_FOR_ME): a change of what is held, never a new booking. A flight booked with a seat still books.
R101C_SEAT_ON_MADE = "an aisle seat please on the booking you did for us last week"
R101C_BOOK_WITH_AISLE = "book me on the tuesday flight to yerevan with an aisle seat, for aram sargsyan"
PHRASINGS += [R101C_SEAT_ON_MADE, R101C_BOOK_WITH_AISLE]


async def test_r101c_a_seat_on_what_the_agent_booked_is_a_change() -> None:
    read = await understand(ex.make_agent, R101C_SEAT_ON_MADE)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R101C_BOOK_WITH_AISLE)) == "g1"


# Calling off in the noun ("the annulment of"), made null ("make it null"), the word Turkish, Azerbaijani and Persian
# speakers carry over ("iptal"), and one's name taken from the thing held (cancels._CANCEL): a cancellation, nothing
# booked or refilled. A name put on a flight still books.
R101C_CALLED_OFF = [("a", "my aunt's reservation to izmir, make it null please"),
                    ("a", "i ask the annulment of my ticket to van"),
                    ("a", "do iptal for my booking to kars"),
                    ("a", "take my name from the kars flight"),
                    ("p", "the losartan order of my uncle, please do iptal")]
R101C_NAME_PUT_ON = "put my name on the kars flight friday, azal one two three, ruslan aliyev"
PHRASINGS += [*(said for _, said in R101C_CALLED_OFF), R101C_NAME_PUT_ON]


@pytest.mark.parametrize(("agent", "said"), R101C_CALLED_OFF)
async def test_r101c_calling_off_in_other_words_is_a_cancel(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R101C_NAME_PUT_ON)) == "g1"


# Round 102a
# People named by their age or station in life (allowed._PEOPLE_BY_STATION: "students", "pensioners"), asked with a
# modal, are asked about as anyone else is: what they may have is a rule, nothing is booked or ordered. The caller's
# own flight asked for still books.
R102A_STATION_FLIGHTS = "can students get cheap flights"
R102A_STATION_SCRIPTS = "can pensioners get free prescriptions"
R102A_OWN_FLIGHT = "can i get on the ba two one two to paris on monday, tom bell"
PHRASINGS += [R102A_STATION_FLIGHTS, R102A_STATION_SCRIPTS, R102A_OWN_FLIGHT]


async def test_r102a_people_by_station_asked_with_a_modal_is_a_question() -> None:
    read = await understand(ex.make_agent, R102A_STATION_FLIGHTS)
    assert read.act.act is SpeechAct.QUESTION, read.act
    assert read.decision.choice is Choice.CANNOT, read.decision.describe()
    read = await understand(pharmacy.make_agent, R102A_STATION_SCRIPTS)
    assert read.decision.choice is Choice.CANNOT, read.decision.describe()
    assert chosen(await understand(ex.make_agent, R102A_OWN_FLIGHT)) == "g1"


# Whether one may, on a condition of someone's age (allowed.ON_AGE: "if he's under fourteen"), asks what is allowed:
# a question, no booking. The same booking asked with the flight and the name still books.
R102A_ON_AGE = "could we book a ticket for our grandson if he's under fourteen"
R102A_BOOKED_FOR_HIM = "could we book a ticket for our grandson on the ba two one two to paris on monday, tom bell"
PHRASINGS += [R102A_ON_AGE, R102A_BOOKED_FOR_HIM]


async def test_r102a_may_on_a_condition_of_age_is_a_question() -> None:
    read = await understand(ex.make_agent, R102A_ON_AGE)
    assert read.act.act is SpeechAct.QUESTION, read.act
    assert read.decision.choice is Choice.CANNOT, read.decision.describe()
    assert chosen(await understand(ex.make_agent, R102A_BOOKED_FOR_HIM)) == "g1"


# A thing for oneself named bare and asked ("a ticket for me?", self_answered._FOR_ONESELF), answered no at once, is
# thinking aloud: what follows is read alone, and a lift to the airport asks for nothing. Asked for with no "?" and no
# no, the ticket still books.
R102A_FOR_ME_NO = "a ticket for me? no, i'm just seeing my husband off at the gate"
R102A_FOR_ME = "a ticket for me on the ba two one two to paris on monday, tom bell"
PHRASINGS += [R102A_FOR_ME_NO, R102A_FOR_ME]


async def test_r102a_a_thing_for_oneself_asked_and_answered_no_asks_nothing() -> None:
    read = await understand(ex.make_agent, R102A_FOR_ME_NO)
    assert read.act.remark, read.act
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R102A_FOR_ME)) == "g1"


# A rueful word on one's luck closing a turn ("..., just my luck", "..., story of my life": remarks._RUEFUL_CLOSE) is
# a remark, as mock delight is: the agent asks before acting. A request with the words inside a clause still books.
R102A_RUE = "oh wonderful, an offer on flights to rome the week i've got no holiday left, story of my life"
R102A_RUE_INSIDE = "the ba two one two to paris on monday for tom bell please, story of my life this trip"
PHRASINGS += [R102A_RUE, R102A_RUE_INSIDE]


async def test_r102a_rue_closing_the_turn_is_a_remark() -> None:
    read = await understand(ex.make_agent, R102A_RUE)
    assert read.act.remark, read.act
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R102A_RUE_INSIDE)) == "g1"


# Round 102b
# What someone else said, checked with "is that true" closing the turn (hearsay.CLAIM_CHECKED, read by
# yesno.yes_no_question): a question whether the claim holds, nothing booked. A booking asked for outright still books.
R102B_CLAIM_CHECKED = "my nephew said booking with you online works out quicker, is that true"
R102B_BOOKED_OUTRIGHT = "put me on the rome flight on friday please, for jo park"
PHRASINGS += [R102B_CLAIM_CHECKED, R102B_BOOKED_OUTRIGHT]


async def test_r102b_a_claim_of_someone_elses_checked_is_a_question() -> None:
    read = await understand(ex.make_agent, R102B_CLAIM_CHECKED)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(ex.make_agent, R102B_BOOKED_OUTRIGHT)) == "g1"


# Another's belief (or the caller's) that the thing never went through (done._THOUGHT_UNDONE): doubted, so whether it
# did is asked, never a new booking.
R102B_THOUGHT_UNDONE = "my wife reckons it never went through, the rome flight for jo park, can you have a look"
PHRASINGS += [R102B_THOUGHT_UNDONE]


async def test_r102b_thought_never_gone_through_asks_whether_it_did() -> None:
    read = await understand(ex.make_agent, R102B_THOUGHT_UNDONE)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(ex.make_agent, R102B_BOOKED_OUTRIGHT)) == "g1"


# Sent to ask with "said" or "says" and no "me to" (errand._SENT): the frame is read past, and the question asked is
# what the caller asks ("how long ..." is not whether the refill is ready). Told to ask whether it is ready still is.
R102B_SAID_ASK = "my carer said ask how long you take to prepare a repeat"
R102B_SAID_CONTROL = "my carer says my repeat should be done by now, has it come in"
PHRASINGS += [R102B_SAID_ASK, R102B_SAID_CONTROL]


async def test_r102b_said_to_ask_is_read_past_the_sender() -> None:
    read = await understand(pharmacy.make_agent, R102B_SAID_ASK)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g2"
    assert chosen(await understand(pharmacy.make_agent, R102B_SAID_CONTROL)) == "g2"


# Round 102c
# Whether the place has a kind of thing in stock, asked with its "do" left off as some dialects ask ("you have the ...
# in stock", allowed._AUX_LEFT_OFF): a question of what the place does, nothing refilled. The caller's own thing said
# so, and a refill asked for, are read as before.
R102C_STOCK_ASKED = ["you have the nicotine patches in stock or they run out",
                     "you have any paracetamol in stock or it all go"]
R102C_OWN_IN_STOCK = "you have my inhaler in stock"
R102C_REFILL_ASKED = "i need a refill of my nasal spray please, rx five five one two, mary kila"
PHRASINGS += [*R102C_STOCK_ASKED, R102C_OWN_IN_STOCK, R102C_REFILL_ASKED]


@pytest.mark.parametrize("said", R102C_STOCK_ASKED)
async def test_r102c_a_stock_question_with_its_do_left_off_asks_what_the_place_does(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION and read.act.cue == OFFERED
    assert chosen(read) != "g1"
    assert (await understand(pharmacy.make_agent, R102C_OWN_IN_STOCK)).act.cue != OFFERED
    assert chosen(await understand(pharmacy.make_agent, R102C_REFILL_ASKED)) == "g1"


# The pidgins of Papua New Guinea, Vanuatu and the Solomon Islands (pidgin.py, read by dialect.standard): their no
# ("nogat", "nomoa"), not wanting or needing ("mi no laik", "mi no nidim"), having plenty ("mi gat planti") and taking
# a thing off ("kenselim", "rausim"): a no is a decline and a taking off a cancel, nothing booked or refilled. The
# same said in English is read as before.
R102C_PIDGIN_NO = [("p", "nogat, mi no nidim dispela tablet"),
                   ("a", "nomoa, mi no laik go long lae"),
                   ("p", "nogat, mi gat planti tablet long haus")]
R102C_PIDGIN_OFF = [("p", "kenselim order bilong mama"),
                    ("a", "rausim tiket bilong brata")]
R102C_ENGLISH_OFF = "please cancel my mum's order"
PHRASINGS += [*(said for _, said in R102C_PIDGIN_NO), *(said for _, said in R102C_PIDGIN_OFF), R102C_ENGLISH_OFF]


@pytest.mark.parametrize(("agent", "said"), R102C_PIDGIN_NO)
async def test_r102c_a_no_in_melanesian_pidgin_declines(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R102C_REFILL_ASKED)) == "g1"


@pytest.mark.parametrize(("agent", "said"), R102C_PIDGIN_OFF)
async def test_r102c_taking_off_in_melanesian_pidgin_cancels(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.CANCEL
    assert read.decision.choice is Choice.CANCEL
    assert (await understand(pharmacy.make_agent, R102C_ENGLISH_OFF)).decision.choice is Choice.CANCEL


# Round 103a
# A no opening the turn, then the caller's own supply said to have an amount still left (stocked.py, read by refusals):
# nothing wanted, a decline, no refill started. With something asked after it, or with no no said first, it is read as
# before.
R103A_LEFT_OVER = ["nope, we've still got a fair few of the capsules left thanks",
                   "no, i still have a couple of the inhalers remaining love"]
R103A_ASKED_AFTER = "no, i've a few left but can you order more"
PHRASINGS += [*R103A_LEFT_OVER, R103A_ASKED_AFTER]


@pytest.mark.parametrize("said", R103A_LEFT_OVER)
async def test_r103a_a_no_then_supply_still_left_declines(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R103A_ASKED_AFTER)).act.act is not SpeechAct.NEGATION


# Round 103b
# Praise of the talk itself opening the turn ("lovely chatting with a real person for once, ..."): the person named is
# the one already on the line, no one asked for (praised.py, read past in naming.without_courtesy); the booking asked
# after it is what is done. A person asked for after a word of liking is still handed over.
R103B_PRAISED_TALK = ["ever so lovely chatting with a real person for once, i'll take a seat on the lufthansa nine one "
                      "to munich on the ninth, tessa moran"]
R103B_LIKED_ASK = "it'd be lovely to talk to someone about my trip to rome please"
PHRASINGS += [*R103B_PRAISED_TALK, R103B_LIKED_ASK]


@pytest.mark.parametrize("said", R103B_PRAISED_TALK)
async def test_r103b_praise_of_the_talk_asks_for_no_person(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.REQUEST
    assert chosen(read) == "g1"
    assert chosen(await understand(ex.make_agent, R103B_LIKED_ASK)) == "g3"


# Whether the caller's thing will be there should they come ("will ... be sitting there if we come by at four"): the
# thing there for the caller is ready, asked as the "when" of coming is (naming._DONE_PHRASES). Of the agent ("will you
# be there if ...") it stays a question of the hours.
R103B_THERE_IF = "will the eye drops for dan okafor be sitting there if we come by at four"
R103B_YOU_THERE_IF = "will you be there if i nip round after lunch"
PHRASINGS += [R103B_THERE_IF, R103B_YOU_THERE_IF]


async def test_r103b_there_if_the_caller_comes_asks_whether_ready() -> None:
    read = await understand(pharmacy.make_agent, R103B_THERE_IF)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R103B_YOU_THERE_IF)) != "g2"


# Round 103c
# A shop said to be working (the chemist, in the English of Southern Africa and Britain, is the shop): its hours asked,
# no one asked for (available._SHOP_WORKING). The pharmacist working is asked for as before.
R103C_SHOP_WORKING = ["is your chemist working all night", "is the chemist working over christmas"]
R103C_PHARMACIST_WORKING = "is the pharmacist working today"
PHRASINGS += [*R103C_SHOP_WORKING, R103C_PHARMACIST_WORKING]


@pytest.mark.parametrize("said", R103C_SHOP_WORKING)
async def test_r103c_a_shop_working_asks_its_hours_not_a_person(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.cue != AVAILABILITY
    assert chosen(read) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R103C_PHARMACIST_WORKING)) == "g4"


# Money lent to the caller or sent on to someone of theirs (not_ours.MONEY_MOVED) is a bank's to move: answered with
# what the agent does, nothing booked or refilled. A refill asked for is read as before.
R103C_MONEY_MOVED = [("a", "can you lend us some cash till friday for the fare"),
                     ("p", "can you send some money to my son for his inhaler")]
R103C_REFILL = "refill my water tablets please, rx four four one, jo banda"
PHRASINGS += [*(said for _, said in R103C_MONEY_MOVED), R103C_REFILL]


@pytest.mark.parametrize(("agent", "said"), R103C_MONEY_MOVED)
async def test_r103c_money_lent_or_sent_on_is_not_the_agents(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R103C_REFILL)) == "g1"


# Joy said strongly of oneself closing a turn of praise over a chore ("..., i'm over the moon"): mock delight, a remark
# that never acts (remarks._OVERJOYED).
R103C_OVERJOYED = "brilliant, another pill box to fill, i'm over the moon"
PHRASINGS += [R103C_OVERJOYED]


async def test_r103c_joy_closing_praise_over_a_chore_is_a_remark() -> None:
    read = await understand(pharmacy.make_agent, R103C_OVERJOYED)
    assert read.act.remark
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R103C_REFILL)) == "g1"


# The words of Southern Africa's languages mixed into English (southern.py): a please after a person asked for hands
# over, a no with thanks declines. The same in English is read as before.
R103C_PLEASE = "a human, ngiyacela"
R103C_NO = "nnyaa, thanks, that's everything"
R103C_NO_ENGLISH = "no, thanks, that's everything"
PHRASINGS += [R103C_PLEASE, R103C_NO, R103C_NO_ENGLISH]


async def test_r103c_southern_african_words_read_as_their_english() -> None:
    assert chosen(await understand(pharmacy.make_agent, R103C_PLEASE)) == "g4"
    read = await understand(pharmacy.make_agent, R103C_NO)
    assert read.act.act is SpeechAct.NEGATION and read.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R103C_NO_ENGLISH)).decision.choice is Choice.DECLINE


# Round 104a
# A no opening the turn, then a kind of thing said not to be for the caller, closing the turn (no_way._NOT_FOR_ME): a
# decline, nothing booked. With whom it is for said after it, it is read as before.
R104A_NOT_FOR_ME = ["nah, the early flights are not for us, ta", "nope, night flights aren't really for me thanks"]
R104A_FOR_WHOM = "no, the seats are not for me, they're for my parents"
PHRASINGS += [*R104A_NOT_FOR_ME, R104A_FOR_WHOM]


@pytest.mark.parametrize("said", R104A_NOT_FOR_ME)
async def test_r104a_a_no_then_a_kind_of_thing_not_for_me_declines(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(ex.make_agent, R104A_FOR_WHOM)).act.act is not SpeechAct.NEGATION


# So much of a thing had that what "we'll need" is told as its consequence (remarks._EXCESS_NEEDS): a boast or a joke,
# a remark, nothing booked without asking. A need said alone books as before.
R104A_EXCESS = "i've had so much pudding i'll need an extra seat on the plane home"
R104A_NEED = "i'll need a seat on the friday flight to lisbon, max ferro"
PHRASINGS += [R104A_EXCESS, R104A_NEED]


async def test_r104a_a_need_told_as_the_consequence_of_excess_is_a_remark() -> None:
    read = await understand(ex.make_agent, R104A_EXCESS)
    assert read.act.remark
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R104A_NEED)) == "g1"


# The caller's apology for calling again and again ("sorry to keep phoning, ..."; excused._EXCUSE): read past, the
# question after it asks whether the refill is ready, nothing refilled. A request after it is made as before.
R104A_CALLING_AGAIN = ["sorry to keep phoning, is the metformin for my husband there now",
                       "sorry for ringing again, is the metformin there now"]
R104A_ASKED_AFTER = "sorry to keep ringing, i'd like my metformin refilled"
PHRASINGS += [*R104A_CALLING_AGAIN, R104A_ASKED_AFTER]


@pytest.mark.parametrize("said", R104A_CALLING_AGAIN)
async def test_r104a_sorry_for_calling_again_is_read_past(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R104A_ASKED_AFTER)) == "g1"


# "i phoned on friday about the patches, could i grab them today": the thing of the caller's earlier call, said with
# "the", then whether they may come for it (done._PUT_IN): whether it is ready, no refill asked.
R104A_RANG_ABOUT = "i phoned on friday about the patches, could i grab them today"
R104A_REFILL = "refill the patches please, i'll grab them today"
PHRASINGS += [R104A_RANG_ABOUT, R104A_REFILL]


async def test_r104a_collecting_the_thing_of_an_earlier_call_asks_whether_ready() -> None:
    read = await understand(pharmacy.make_agent, R104A_RANG_ABOUT)
    assert read.act.cue == COLLECTABLE
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R104A_REFILL)) == "g1"


# A season's wish to the people at the other end, the whole turn (wishes.SEASONS_WISH): a remark, no one handed over.
# A wish with an ask after it is read as before.
R104A_WISHES = ["happy holidays to you all at the chemist's", "a merry christmas to all of you at the pharmacy"]
R104A_WISH_THEN_ASK = "happy christmas, can i get my metformin refilled"
PHRASINGS += [*R104A_WISHES, R104A_WISH_THEN_ASK]


@pytest.mark.parametrize("said", R104A_WISHES)
async def test_r104a_a_seasons_wish_to_the_people_there_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert chosen(read) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R104A_WISH_THEN_ASK)) == "g1"


# A professional asked for (naming.PEOPLE) after the story is a person, handed over as "a pharmacist" is.
R104A_PROFESSIONAL = "i've been wheezing since the weekend, can i talk to a professional"
PHRASINGS += [R104A_PROFESSIONAL]


async def test_r104a_a_professional_asked_for_is_a_person() -> None:
    assert chosen(await understand(pharmacy.make_agent, R104A_PROFESSIONAL)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R104A_WISH_THEN_ASK)) == "g1"


# Round 104b
# The thing said not to be done, in the passive, as the whole turn (passive.NOT_TO_BE, read into no_way.NO_WAY): "the
# repeat's not to be sent out", "nothing's to be reordered", "the lisbon one is not wanted anymore", "my seat doesn't
# need to be reserved" decline. Said after a thing asked for, the thing asked for is read as before.
R104B_NOT_TO_BE = [("p", "no, the repeat's not to be sent out"), ("p", "nah, nothing's to be reordered this month"),
                   ("a", "the lisbon one is not wanted anymore, no"), ("a", "no, my seat doesn't need to be reserved")]
R104B_NOT_WANTED_THEN_ASKED = "the old inhaler's not needed, can i order a new one please, rx three three two one"
PHRASINGS += [*(said for _, said in R104B_NOT_TO_BE), R104B_NOT_WANTED_THEN_ASKED]


@pytest.mark.parametrize(("agent", "said"), R104B_NOT_TO_BE)
async def test_r104b_a_thing_said_not_to_be_done_declines(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R104B_NOT_WANTED_THEN_ASKED)) == "g1"


# The caller's thing said to have to be undone, in the passive ("my statin repeat should be done away with", "the oslo
# reservation has to be scrapped"), or undoing asked for as a noun ("cancellation's wanted on ..."): a cancel
# (passive.UNDONE, read by cancels.cancel_cue). Something not the agent's to be stopped cancels nothing.
R104B_UNDONE = [("p", "my statin repeat should be done away with, the gp stopped it"),
                ("a", "the oslo reservation has to be scrapped, the meeting's off"),
                ("p", "cancellation's wanted on the naproxen order")]
R104B_STOPPED_OTHER = "the bleeding has to be stopped"
PHRASINGS += [*(said for _, said in R104B_UNDONE), R104B_STOPPED_OTHER]


@pytest.mark.parametrize(("agent", "said"), R104B_UNDONE)
async def test_r104b_a_thing_to_be_undone_in_the_passive_cancels(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.CANCEL
    assert read.decision.choice is Choice.CANCEL
    assert (await understand(pharmacy.make_agent, R104B_STOPPED_OTHER)).act.act is not SpeechAct.CANCEL


# The caller's thing to be changed, in the passive ("the friday flight should be switched to the monday one"), something
# to be added to it ("an extra case has to be added to our madrid booking"), or the thing said already held in the
# passive, with something wanted of it ("the repeat that's already placed must be handed to my son", "an aisle seat is
# wanted on the trip that's already booked"): a change, nothing booked or refilled (passive.CHANGED, read by
# changes.change_cue). A flight to be booked is booked as before.
R104B_CHANGED = [("a", "the friday flight should be switched to the monday one"),
                 ("a", "an extra case has to be added to our madrid booking"),
                 ("a", "an aisle seat is wanted on the trip that's already booked"),
                 ("p", "the repeat that's already placed must be handed to my son")]
R104B_TO_BE_BOOKED = "the friday flight to rome should be booked for two of us"
PHRASINGS += [*(said for _, said in R104B_CHANGED), R104B_TO_BE_BOOKED]


@pytest.mark.parametrize(("agent", "said"), R104B_CHANGED)
async def test_r104b_a_thing_to_be_changed_in_the_passive_is_a_change(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.CHANGE
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R104B_TO_BE_BOOKED)) == "g1"


# Asking whether, with no one asking ("it's being asked whether ...", "it's just being checked whether ..."): a question
# whether the thing is done, answered by the status guideline (passive.asked_impersonally, read by done.doubted_done).
# A thing being checked in, with no whether, is read as before.
R104B_ASKED = [("a", "it's being asked whether the madrid booking went through"),
               ("p", "it's just being checked whether the omeprazole order is ready")]
R104B_CHECKED_IN = "it's being checked in at the desk"
PHRASINGS += [*(said for _, said in R104B_ASKED), R104B_CHECKED_IN]


@pytest.mark.parametrize(("agent", "said"), R104B_ASKED)
async def test_r104b_asked_whether_in_the_passive_asks_the_status(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert (await understand(ex.make_agent, R104B_CHECKED_IN)).act.act is not SpeechAct.QUESTION


# Praise again, alone, closing a turn opened by praise, with no word of asking ("oh super, more capsules to be taken
# every morning, wonderful"): the thing between is mocked, a remark that never acts (remarks.mock_delight). With a word
# of asking between, the refill asked for is read as before.
R104B_PRAISED_AGAIN = ["oh super, more capsules to be taken every morning, wonderful",
                       "oh brilliant, another box of tablets to be collected, marvellous"]
R104B_PRAISED_ASKED = "oh lovely, could i order my inhaler refill please, rx four four one one, great"
PHRASINGS += [*R104B_PRAISED_AGAIN, R104B_PRAISED_ASKED]


@pytest.mark.parametrize("said", R104B_PRAISED_AGAIN)
async def test_r104b_praise_at_both_ends_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R104B_PRAISED_ASKED)) == "g1"


# "charged" and "charging", asked with "is" or "are", ask a price as "charge" does (naming.PRICE_WORDS): "is a repeat
# charged differently from the first one" asks what it costs, which the status guideline does not tell. Whether the
# refill is ready is read as before.
R104B_CHARGED = "is a repeat charged differently from the first one"
R104B_READY = "is my refill ready yet, rx five five one"
PHRASINGS += [R104B_CHARGED, R104B_READY]


async def test_r104b_charged_asks_a_price() -> None:
    read = await understand(pharmacy.make_agent, R104B_CHARGED)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R104B_READY)) == "g2"


# Round 104c
# The thing named first, then left be or skipped in the same clause ("the eye drops leave them"), the topic put first as
# Russian, Mongolian and the Turkic languages order it (thing_first.THING_NOT): refused, as "leave the eye drops" is.
# The thing with someone leaving it somewhere is read as before.
R104C_THING_LEFT = ["no, the eye drops leave them", "my inhaler skip it"]
R104C_THING_PUT = "the eye drops i leave them at home"
PHRASINGS += [*R104C_THING_LEFT, R104C_THING_PUT]


@pytest.mark.parametrize("said", R104C_THING_LEFT)
async def test_r104c_a_thing_named_then_left_be_declines(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R104C_THING_PUT)).act.act is not SpeechAct.NEGATION


# The words of Central Asia and Mongolia mixed into English (steppe.py): the operator asked for in Russian's
# "operatora" is handed over, a Mongolian no ("ugui") and a Russian thanks decline. The same in English as before.
R104C_OPERATOR = "operatora please"
R104C_NO = "ugui, spasibo, that's all"
R104C_NO_ENGLISH = "no, thanks, that's all"
PHRASINGS += [R104C_OPERATOR, R104C_NO, R104C_NO_ENGLISH]


async def test_r104c_central_asian_words_read_as_their_english() -> None:
    assert chosen(await understand(ex.make_agent, R104C_OPERATOR)) == "g3"
    read = await understand(pharmacy.make_agent, R104C_NO)
    assert read.act.act is SpeechAct.NEGATION and read.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R104C_NO_ENGLISH)).decision.choice is Choice.DECLINE


# What a thing costs against another, asked in a statement's word order closing on a question mark ("for pensioners
# the ticket is cheaper?", asking.stated_question): a question of the price, nothing booked or refilled. Without the
# question mark, a booking asked after it books as before.
R104C_PRICE_STATED = [("a", "for pensioners the ticket is cheaper?"), ("p", "a repeat costs the same as a new one?")]
R104C_PRICE_TOLD = "the ticket is cheaper on tuesday, book it for me"
PHRASINGS += [*(said for _, said in R104C_PRICE_STATED), R104C_PRICE_TOLD]


@pytest.mark.parametrize(("agent", "said"), R104C_PRICE_STATED)
async def test_r104c_a_price_weighed_in_a_statements_order_asks(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R104C_PRICE_TOLD)) == "g1"


# "have you done it" in a statement's word order, the agent's doing of the thing closing the turn on a question mark
# ("..., you filled it?", done._YOU_DID): whether it is done, which the status check tells. Asked to do it, as before.
R104C_YOU_DID = "my gp sent the script for my metformin yesterday, you filled it?"
R104C_DO_IT = "my gp sent the script yesterday, please fill it for me"
PHRASINGS += [R104C_YOU_DID, R104C_DO_IT]


async def test_r104c_you_did_it_asked_in_a_statements_order_asks_whether_done() -> None:
    read = await understand(pharmacy.make_agent, R104C_YOU_DID)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    control = await understand(pharmacy.make_agent, R104C_DO_IT)
    assert control.act.act is SpeechAct.REQUEST and chosen(control) != "g2"


# Round 105a
# Whether it is done, asked, then the caller's name alone after the question mark ("my repeat, you filled it? kemi
# adeyemi"; done._name_alone, read by `_done_unsaid` as a reference or "name's ..." after it is): the question, nothing
# refilled. A request after the question mark is read as before.
R105A_NAME_AFTER = "my repeat, you filled it? kemi adeyemi"
R105A_ASKED_AFTER = "my repeat, you filled it? then refill my other one"
PHRASINGS += [R105A_NAME_AFTER, R105A_ASKED_AFTER]


async def test_r105a_a_name_alone_after_the_question_leaves_it_asked() -> None:
    read = await understand(pharmacy.make_agent, R105A_NAME_AFTER)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R105A_ASKED_AFTER)) != "g2"


# Someone sent over for a thing named, its other answer said in the same clause ("can i send my daughter down for the
# omeprazole or has it not come yet"; done._COLLECT_OR): whether it is ready, nothing refilled. Without the other
# answer, the thing asked for is read as before.
R105A_SENT_OR = "can i send my daughter down for the omeprazole or has it not come yet"
R105A_SENT = "can i send my daughter down for the omeprazole"
PHRASINGS += [R105A_SENT_OR, R105A_SENT]


async def test_r105a_someone_sent_for_it_or_not_asks_whether_ready() -> None:
    read = await understand(pharmacy.make_agent, R105A_SENT_OR)
    assert read.act.cue == COLLECTABLE
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R105A_SENT)) == "g1"


# "is there for collecting", "are still in for pickup" (naming._DONE_PHRASES): there to be fetched, asked whether,
# is whether it is ready. The caller saying they will be there for collection is read as before.
R105A_THERE_FOR = "i only want to know if the inhaler is there for collecting"
R105A_BE_THERE = "i need a refill, i'll be there for collection at five"
PHRASINGS += [R105A_THERE_FOR, R105A_BE_THERE]


async def test_r105a_there_for_collecting_asks_whether_ready() -> None:
    read = await understand(pharmacy.make_agent, R105A_THERE_FOR)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R105A_BE_THERE)) == "g1"


# "has the fexofenadine for ali khan come in, ...": for whom said between the thing and its coming in, opening the turn
# (came_in._WHOM_BETWEEN): whether it came, whatever the story after tells. One of a trade come in is read as before.
R105A_WHOM_BETWEEN = "has the fexofenadine for ali khan come in, the pollen's awful"
R105A_TRADE_IN = "has the pharmacist for my area come in"
PHRASINGS += [R105A_WHOM_BETWEEN, R105A_TRADE_IN]


async def test_r105a_for_whom_between_the_thing_and_come_in_asks_whether_arrived() -> None:
    read = await understand(pharmacy.make_agent, R105A_WHOM_BETWEEN)
    assert read.act.cue == ARRIVED
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R105A_TRADE_IN)).act.cue != ARRIVED


# "..., has the insulin come in so we can pick it up": why it is asked (to come for it) closing the clause is read
# past (came_in._SO_TO_COLLECT): whether it came. Someone come in, to be talked to, is read as before.
R105A_SO_TO_COLLECT = ["it's boiling out, has the insulin come in so we can pick it up",
                       "my skin's peeling, has the emollient come in so i can collect it today"]
R105A_SO_TO_TALK = "the heat's awful, has the delivery man come in so i can talk to him"
PHRASINGS += [*R105A_SO_TO_COLLECT, R105A_SO_TO_TALK]


@pytest.mark.parametrize("said", R105A_SO_TO_COLLECT)
async def test_r105a_come_in_so_i_can_collect_it_asks_whether_arrived(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.cue == ARRIVED
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R105A_SO_TO_TALK)) != "g2"


# "is there an actual live member of staff on the phone" (available._PERSON_THERE): two words of what the person is, of
# the staff, on the line, asked whether there: a person asked for, handed over. A queue there is read as before.
R105A_STAFF_THERE = ["is there an actual live member of staff on the phone",
                     "is there any friendly member of staff on the line"]
R105A_QUEUE_THERE = "is there a long queue at the check in desk"
PHRASINGS += [*R105A_STAFF_THERE, R105A_QUEUE_THERE]


@pytest.mark.parametrize("said", R105A_STAFF_THERE)
async def test_r105a_a_member_of_staff_on_the_line_asked_after_hands_over(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    assert chosen(await understand(ex.make_agent, R105A_QUEUE_THERE)) != "g3"


# "do us the omeprazole, ...": "do" with whom it is for and the thing by its name closing the clause asks for it done
# (asking._DO_IT), an imperative, not a question's auxiliary. "do my kids need ..." still asks.
R105A_DO_US = "do us the omeprazole, rx one two three, jo bloggs"
R105A_DO_THEY = "do my kids need a prescription"
PHRASINGS += [R105A_DO_US, R105A_DO_THEY]


async def test_r105a_do_me_the_thing_asks_for_it() -> None:
    read = await understand(pharmacy.make_agent, R105A_DO_US)
    assert read.act.act is SpeechAct.REQUEST
    assert chosen(read) == "g1"
    assert (await understand(pharmacy.make_agent, R105A_DO_THEY)).act.act is SpeechAct.QUESTION


# Round 105b
# The agent asked what it would do in the caller's place, "would you" with a verb of the caller's own course ("would
# you wait", "would you bother", in_my_place.py): the caller's question, as "should i wait" is, nothing refilled; the
# question after it ("..., or has my omeprazole come in") asks whether it is ready. "would you" asking the agent to do
# a thing is a request as before, and so is waiting on the caller.
R105B_IN_MY_PLACE = ["would you wait till the weekend, or has my omeprazole come in already",
                     "would you honestly bother driving over now, or is the lisinopril not done yet"]
R105B_WOULD_YOU_DO = "would you reorder my omeprazole please, r x four four two one"
R105B_WAIT_FOR_ME = "would you wait for me, i'm running a bit late"
PHRASINGS += [*R105B_IN_MY_PLACE, R105B_WOULD_YOU_DO, R105B_WAIT_FOR_ME]


@pytest.mark.parametrize("said", R105B_IN_MY_PLACE)
async def test_r105b_would_you_in_my_place_asks_advice_not_an_action(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R105B_WOULD_YOU_DO)) == "g1"
    assert classify(R105B_WAIT_FOR_ME).act is SpeechAct.REQUEST


# Whom the caller asks as a habit, someone of their own ("i usually ask my brother who's a nurse", remarks._ASKS_OWN):
# told, a remark; no one handed over. Asking for the pharmacist is read as before.
R105B_ASKS_OWN = ["i usually ask my brother who's a nurse, but he's away this week",
                  "we always ask our neighbour, she's a pharmacist"]
R105B_ASKS_FOR = "i always ask for the pharmacist when i ring"
PHRASINGS += [*R105B_ASKS_OWN, R105B_ASKS_FOR]


@pytest.mark.parametrize("said", R105B_ASKS_OWN)
async def test_r105b_asking_ones_own_as_a_habit_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R105B_ASKS_FOR)) == "g4"


# The agent's advice asked, then answered by the caller themself ("do you reckon ...? probably not, so ...", "which would
# you choose, ..., no forget it, i'll just take ...", "what would you do, ..., ah i'll just put ... through",
# self_answered._WEIGHED): what follows the answer is what is asked, booked or refilled, no refusal nor status read in
# the answer. The advice asked with no answer is read as before.
R105B_WEIGHED = [("a", "which would you choose, the morning or the evening, no forget it, i'll just take the evening one, "
                       "klm six one two to oslo friday for per olsen"),
                 ("p", "do you reckon i'll last till tuesday on two puffs? probably not, so another inhaler, r x three "
                       "one one two, nadia khan"),
                 ("p", "what would you do, two days of tablets left, ah i'll just put the repeat through, r x three one "
                       "one two, for nadia khan")]
R105B_ADVICE_ONLY = "do you think i should get the naproxen topped up before easter, r x three one one two"
PHRASINGS += [*(said for _, said in R105B_WEIGHED), R105B_ADVICE_ONLY]


@pytest.mark.parametrize(("agent", "said"), R105B_WEIGHED)
async def test_r105b_advice_asked_and_answered_by_the_caller_reads_what_follows(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.REQUEST
    assert chosen(read) == "g1"
    control = await understand(pharmacy.make_agent, R105B_ADVICE_ONLY)
    assert control.act.act is SpeechAct.QUESTION and chosen(control) != "g1"


# Round 105c
# A bare verb of making or booking the thing told with a time gone by after it ("the trip what you make for us
# yesterday", dialect._BARE_MADE) is the past, "you" telling it too: whether it is done, asked after it, is the status
# check, nothing booked. Asked to book it like yesterday's, it books as before.
R105C_MADE_BEFORE = "the trip to lisbon what you make for us yesterday, it is all fine, yes?"
R105C_BOOK_LIKE = "you book me on the friday flight, the same like yesterday"
PHRASINGS += [R105C_MADE_BEFORE, R105C_BOOK_LIKE]


async def test_r105c_a_bare_verb_of_making_told_with_a_time_gone_by_is_the_past() -> None:
    assert "made" in words("the seats what you make for us yesterday")
    assert "book" in words("can you book it like yesterday")
    read = await understand(ex.make_agent, R105C_MADE_BEFORE)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(ex.make_agent, R105C_BOOK_LIKE)) == "g1"


# What can be or is, said in a statement's word order, then "or" and the other way with a subject of its own ("she can
# sit alone or she has to be with me", asking._EITHER_STATED): a question of which, nothing booked. "Or" of what
# follows after a need ("... or i miss the wedding") is a request as before.
R105C_EITHER = ["my daughter is nine, she can sit alone or she has to be with me",
                "the pram is big, it can go in the cabin or it must go in the hold"]
R105C_OR_ELSE = "i need a seat today or i miss the wedding"
PHRASINGS += [*R105C_EITHER, R105C_OR_ELSE]


@pytest.mark.parametrize("said", R105C_EITHER)
async def test_r105c_two_ways_offered_in_a_statements_order_ask_which(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert (await understand(ex.make_agent, R105C_OR_ELSE)).act.act is SpeechAct.REQUEST


# A greeting of Central Europe as a recogniser hears it, in several words ("yo napot key van ok" for the Hungarian "jo
# napot kivanok", central.py): read as "hello", set off by its comma, so what follows is read as after an English hello.
R105C_HEARD_HELLO = "yo napot key van ok, can i come at five for my mother's tablets or they are not ready"
R105C_ENGLISH_HELLO = "hello, can i come at five for my mother's tablets or they are not ready"
PHRASINGS += [R105C_HEARD_HELLO, R105C_ENGLISH_HELLO]


async def test_r105c_a_central_european_greeting_heard_in_several_words_is_a_hello() -> None:
    assert words("dobry den, servus")[:1] == ["hello"]
    heard = await understand(pharmacy.make_agent, R105C_HEARD_HELLO)
    english = await understand(pharmacy.make_agent, R105C_ENGLISH_HELLO)
    assert english.act.act is SpeechAct.QUESTION
    assert heard.act == english.act
    assert chosen(heard) == chosen(english) == "g2"


# The thing said the caller's by what was done with it, then "make it" another, "not" the one it was
# (changes._HAD_THEN_MADE): a change of what is held, nothing refilled. A correction of what is asked refills as before.
R105C_MADE_OTHER = "the eye drops what i ordered, make it the big bottle, not the small one"
R105C_ASKED_OTHER = "i want to order my inhaler, make it two not one"
PHRASINGS += [R105C_MADE_OTHER, R105C_ASKED_OTHER]


async def test_r105c_a_held_thing_made_another_not_the_one_it_was_is_a_change() -> None:
    read = await understand(pharmacy.make_agent, R105C_MADE_OTHER)
    assert read.act.act is SpeechAct.CHANGE
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R105C_ASKED_OTHER)) == "g1"


# The caller's thing named first, then taken back or thrown away (cancels._HANDED_BACK): undone. A thing bought, taken
# back to the shop, is read as before, nothing cancelled.
R105C_HANDED_BACK = [("p", "the cream what we ordered, please take it back, the doctor changed it"),
                     ("a", "the paris booking for my wife, you can throw it away")]
R105C_TAKEN_TO_SHOP = "the inhaler i bought, can i take it back to the shop"
PHRASINGS += [*(said for _, said in R105C_HANDED_BACK), R105C_TAKEN_TO_SHOP]


@pytest.mark.parametrize(("agent", "said"), R105C_HANDED_BACK)
async def test_r105c_a_held_thing_handed_back_or_thrown_away_cancels(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.CANCEL
    assert read.decision.choice is Choice.CANCEL
    assert (await understand(pharmacy.make_agent, R105C_TAKEN_TO_SHOP)).act.act is not SpeechAct.CANCEL


# Round 106a
# Whether one may do it another way than this call, "online" said bare among those ways, with the other way after it
# ("..., or do i have to ring you"; allowed.BY_OTHER_WAY, `_OR_MUST`): asks how it is done, nothing refilled. The same
# other answer after a plain request ("can i renew my inhaler please, or ...") refills as before.
R106A_WHICH_WAY = ["can i renew my inhaler online, or do i have to ring you",
                   "could we order the eye drops by email or must we come down to the shop"]
R106A_NO_WAY_SAID = "can i renew my inhaler please, or do i have to ring you"
PHRASINGS += [*R106A_WHICH_WAY, R106A_NO_WAY_SAID]


@pytest.mark.parametrize("said", R106A_WHICH_WAY)
async def test_r106a_done_another_way_or_must_i_ring_asks_how(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R106A_NO_WAY_SAID)) == "g1"


# The line of another place asked for with "with" or "in touch with" (things._LINE_ASKED), a person there named after
# it ("..., i want the receptionist there"; evidence, `_named_first`): that place's person, no handoff. One of the
# agent's people asked for in the same words is handed over as before.
R106A_OTHER_LINE = ["put me in touch with the hospital, i want to speak to the nurse there",
                    "connect me with the clinic on the high street, i want the receptionist there"]
R106A_OWN_PERSON = "put me in touch with a pharmacist, i want to ask about my tablets"
PHRASINGS += [*R106A_OTHER_LINE, R106A_OWN_PERSON]


@pytest.mark.parametrize("said", R106A_OTHER_LINE)
async def test_r106a_a_person_at_another_place_whose_line_is_asked_is_no_handoff(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) != "g4"
    assert chosen(await understand(pharmacy.make_agent, R106A_OWN_PERSON)) == "g4"


# "drop both our seats", "dump all of the bookings" (cancels._DROP): every one of the caller's things let go, a cancel.
# Bags set down at the desk are read as before.
R106A_DROP_ALL = ["money's tight, so drop both our seats on the rome flight", "please drop all of my seats for june"]
R106A_DROP_BAGS = "we'll drop both our bags at the desk"
PHRASINGS += [*R106A_DROP_ALL, R106A_DROP_BAGS]


@pytest.mark.parametrize("said", R106A_DROP_ALL)
async def test_r106a_drop_both_or_all_of_them_cancels(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CANCEL
    assert read.decision.choice is Choice.CANCEL
    assert (await understand(ex.make_agent, R106A_DROP_BAGS)).act.act is not SpeechAct.CANCEL


# "they've cancelled everything", "they've just cancelled the lot" (cancels._CANCELLED_SO): others who called off all
# at once, the story of the call, nothing of the caller's cancelled. The caller cancelling everything is read as before.
R106A_THEY_CANCELLED_ALL = ["put me through to the coach firm, they've just cancelled everything",
                            "it's the fog, they've cancelled the lot"]
R106A_CANCEL_ALL = "cancel everything on my account"
PHRASINGS += [*R106A_THEY_CANCELLED_ALL, R106A_CANCEL_ALL]


@pytest.mark.parametrize("said", R106A_THEY_CANCELLED_ALL)
async def test_r106a_they_cancelled_everything_cancels_nothing(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is not SpeechAct.CANCEL
    assert read.decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R106A_CANCEL_ALL)).decision.choice is Choice.CANCEL


# "i can't explain all that to a robot" (refusals.MACHINE): unable to explain it to the machine asks for a person,
# handed over. Unable to explain it to someone of the caller's own refuses no machine, as before.
R106A_EXPLAIN_TO_MACHINE = "my dad's had a fall and i have to get to him tonight, i can't explain all that to a robot"
R106A_EXPLAIN_TO_OWN = "my dad's had a fall, i can't explain it to my wife"
PHRASINGS += [R106A_EXPLAIN_TO_MACHINE, R106A_EXPLAIN_TO_OWN]


async def test_r106a_cant_explain_it_to_a_machine_asks_for_a_person() -> None:
    assert chosen(await understand(ex.make_agent, R106A_EXPLAIN_TO_MACHINE)) == "g3"
    assert chosen(await understand(ex.make_agent, R106A_EXPLAIN_TO_OWN)) != "g3"


# Round 106b
# A service done to the caller named as the one had before, "the same" or "my usual" between the determiner and it
# ("my usual blood pressure check", things._HAD_BEFORE, read by `_done_to`): the check is asked for, nothing refilled;
# the words before it say which. The caller's usual tablets are refilled as before.
R106B_USUAL_CHECK = "i'd like my usual blood pressure check please"
R106B_USUAL_TABLETS = "i'd like my usual blood pressure tablets please"
PHRASINGS += [R106B_USUAL_CHECK, R106B_USUAL_TABLETS]


async def test_r106b_a_service_had_before_asked_again_refills_nothing() -> None:
    read = await understand(pharmacy.make_agent, R106B_USUAL_CHECK)
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R106B_USUAL_TABLETS)) == "g1"


# A flight said the caller's own (or someone's) named opening the turn, then a seat on "it" asked whether they may have
# ("our regular friday one to bilbao, could we get window seats on it", changes._OWN_THEN_SEAT): a change of what is
# held, nothing booked. A flight named with "a", then a seat on it, books as before.
R106B_OWN_THEN_SEAT = "our regular friday one to bilbao, could we get window seats on it"
R106B_A_FLIGHT_SEAT = "a flight to rome on friday, can i have a window seat on it"
PHRASINGS += [R106B_OWN_THEN_SEAT, R106B_A_FLIGHT_SEAT]


async def test_r106b_a_seat_on_ones_own_flight_named_first_is_a_change() -> None:
    read = await understand(ex.make_agent, R106B_OWN_THEN_SEAT)
    assert read.act.act is SpeechAct.CHANGE
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R106B_A_FLIGHT_SEAT)) == "g1"


# A "not" asked of as what follows from what was told ("..., does this mean we don't need a new prescription",
# follows.py, read by `disclaimed`): a question, nothing declined. Told with no question, it declines as before.
R106B_FOLLOWS_NOT = "my gp changed my dose, does this mean we don't need a new prescription"
R106B_TOLD_NOT = "my gp changed my dose, so we don't need a new prescription"
PHRASINGS += [R106B_FOLLOWS_NOT, R106B_TOLD_NOT]


async def test_r106b_a_not_asked_as_what_follows_declines_nothing() -> None:
    read = await understand(pharmacy.make_agent, R106B_FOLLOWS_NOT)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is not Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R106B_TOLD_NOT)).decision.choice is Choice.DECLINE


# The time left to call a thing off, asked ("how many hours have we got to cancel", cancels._TIME_LEFT_TO): a question
# of the rule, nothing cancelled. Asking the way to cancel cancels as before.
R106B_TIME_LEFT = "the website mentioned a cooling off period, how many hours have we got to cancel"
R106B_HOW_TO = "how do we cancel it"
PHRASINGS += [R106B_TIME_LEFT, R106B_HOW_TO]


async def test_r106b_the_time_left_to_cancel_asked_cancels_nothing() -> None:
    read = await understand(ex.make_agent, R106B_TIME_LEFT)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is not Choice.CANCEL
    assert (await understand(ex.make_agent, R106B_HOW_TO)).decision.choice is Choice.CANCEL


# "..., is it sitting there now" (naming._DONE_PHRASES): there by now, asked, is whether it is ready. The caller who
# will be there now is read as before.
R106B_THERE_NOW = "my dad phoned on monday about his statins, is it sitting there now"
R106B_BE_THERE_NOW = "my mum rang on monday about her patches, she'll be there now"
PHRASINGS += [R106B_THERE_NOW, R106B_BE_THERE_NOW]


async def test_r106b_sitting_there_now_asks_whether_ready() -> None:
    assert chosen(await understand(pharmacy.make_agent, R106B_THERE_NOW)) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R106B_BE_THERE_NOW)) != "g2"


# A new one refused, then the one held asked after by "it" in a clause opened by its auxiliary ("not a new refill, the
# one i rang about on monday, is it sorted now", instead._HELD_ASKED): whether it is ready, nothing declined. A bare
# no before a question keeps its no.
R106B_NEW_REFUSED = "not a new refill, the one i rang about on monday, is it sorted now"
R106B_NO_THANKS = "no thanks, is it far"
PHRASINGS += [R106B_NEW_REFUSED, R106B_NO_THANKS]


async def test_r106b_a_new_one_refused_then_the_held_one_asked_after() -> None:
    read = await understand(pharmacy.make_agent, R106B_NEW_REFUSED)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R106B_NO_THANKS)).decision.choice is Choice.DECLINE


# "the message just said accepted, does that mean ..." (read_from._FRAME): a word of how it says it ("just", "also")
# between the thing read from and "said", and "mentions", read past as "the message said" is: the question after it is
# asked, whether it is done. A person's word ("my brother just said ...") is read as before.
R106B_JUST_SAID = "the message just said accepted, does that mean i've got the rome seat or is it still in progress"
R106B_PERSON_SAID = "my brother just said accepted, does that mean i've got the rome seat or is it still in progress"
PHRASINGS += [R106B_JUST_SAID, R106B_PERSON_SAID]


async def test_r106b_what_a_message_just_said_is_read_past() -> None:
    read = await understand(ex.make_agent, R106B_JUST_SAID)
    assert read.act.act is SpeechAct.QUESTION
    assert "g2" in {g.id for g in (*read.decision.candidates, *filter(None, [read.decision.guideline]))}
    assert (await understand(ex.make_agent, R106B_PERSON_SAID)).decision.choice is Choice.NO_MATCH


# Round 106c
# A reference told to be forgotten or struck out after the story, in a clause opened by "so" or "then" ("..., so
# scratch r x ...", cancels._STOP_REF): called off, as opening the turn it is. The caller forgetting it themself is read
# as before, a refill.
R106C_SO_STRUCK = ["we got a box from the hospital, so scratch r x four four one two zero",
                   "the doctor changed it, then forget r x five five one two three"]
R106C_SO_I_FORGET = "i always lose track, so i forget r x five five one two three, refill it please for jo bloggs"
PHRASINGS += [*R106C_SO_STRUCK, R106C_SO_I_FORGET]


@pytest.mark.parametrize("said", R106C_SO_STRUCK)
async def test_r106c_a_reference_struck_out_after_so_cancels(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CANCEL
    assert read.decision.choice is Choice.CANCEL
    assert chosen(await understand(pharmacy.make_agent, R106C_SO_I_FORGET)) == "g1"


# The kind of thing named first, then "you have" with the thing left unsaid, in stock or on the shelf
# (allowed._NAMED_FIRST): whether the place has it, nothing refilled. "you have in?" of the caller's is read as before.
R106C_NAMED_STOCK = ["the hay fever spray for my son, you have in stock?",
                     "those blue inhalers for asthma, you got on the shelf?"]
R106C_HAVE_IN = "the hay fever spray for my son, you have in?"
PHRASINGS += [*R106C_NAMED_STOCK, R106C_HAVE_IN]


@pytest.mark.parametrize("said", R106C_NAMED_STOCK)
async def test_r106c_a_kind_named_then_you_have_in_stock_asks_what_the_place_has(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act == Act(SpeechAct.QUESTION, OFFERED)
    assert read.decision.choice is not Choice.GUIDELINE
    assert classify(R106C_HAVE_IN).cue != OFFERED


# What one was dreaming of or has been hoping for, after praise opening the turn (remarks.GLAD, _WISHED_ON): irony over
# the thing, a remark; nothing refilled. The same words opening a request are read as before.
R106C_WISHED_ON = ["ah lovely, more tablets to swallow, exactly what i was dreaming of",
                   "oh brilliant, a third inhaler to carry, just what we've been hoping for"]
R106C_HOPED_THEN_ASKED = ("exactly what i was hoping for, can you refill my inhaler r x five five one two three"
                          " for jo bloggs")
PHRASINGS += [*R106C_WISHED_ON, R106C_HOPED_THEN_ASKED]


@pytest.mark.parametrize("said", R106C_WISHED_ON)
async def test_r106c_what_one_was_dreaming_of_after_praise_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R106C_HOPED_THEN_ASKED)) == "g1"


# The north's no with its thanks ("ei, kiitos", "ne paldies", "nei takk", central.py): a refusal, as "no thanks" is; its
# hello and please ("labas", "prasau") read as an English hello and please. The thanks alone stay as said (weighing the
# matcher to nothing), and so does the no alone ("ei", "ne": words of other tongues).
R106C_NORTH_NO = [("p", "ei, kiitos, the cupboard is full of them"), ("a", "nei takk, no seat for me this time")]
R106C_NORTH_HELLO = [("p", "my inhaler is ready?", "g2"),
                     ("a", "a seat on the lot flight three one to krakow on the fifth, for aino virtanen", "g1")]
PHRASINGS += [*(said for _, said in R106C_NORTH_NO),
              *(f"{hello}, {said}" for _, said, _ in R106C_NORTH_HELLO for hello in ("labas, prasau", "hello, please"))]


@pytest.mark.parametrize(("agent", "said"), R106C_NORTH_NO)
async def test_r106c_the_norths_no_refuses(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert words("ne paldies, kiitos") == ["no", "thanks", "kiitos"]
    assert words("ei, ne") == ["ei", "ne"]


@pytest.mark.parametrize(("agent", "said", "guideline"), R106C_NORTH_HELLO)
async def test_r106c_the_norths_hello_and_please_are_read_as_english(agent: str, said: str, guideline: str) -> None:
    heard = await understand(_AGENTS[agent], f"labas, prasau, {said}")
    english = await understand(_AGENTS[agent], f"hello, please, {said}")
    assert heard.act == english.act
    assert chosen(heard) == chosen(english) == guideline


# The pharmacist heard with its close written as it sounds ("the farm a sist", misheard._HEARD): a pharmacist asked for,
# handed over. A sister on a farm is read as said.
R106C_FARM_SIST = "can i speak to the farmer sist about my pills"
PHRASINGS += [R106C_FARM_SIST]


async def test_r106c_the_pharmacist_heard_with_an_s_is_asked_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, R106C_FARM_SIST)) == "g4"
    assert words("my sister has a farm") == ["my", "sister", "has", "a", "farm"]


# Round 107a
# Someone (by name, or "him", "her") moved or swapped to one of the kind (changes._WHO_MOVED): the one they hold is
# changed, nothing booked. Someone put on a flight named in full is read as before (no change).
R107A_WHO_MOVED = ["move ali to the afternoon flight please", "can you swap her onto the early one"]
R107A_PUT_ON = "put ali on the afternoon flight to paris"
PHRASINGS += [*R107A_WHO_MOVED, R107A_PUT_ON]


@pytest.mark.parametrize("said", R107A_WHO_MOVED)
async def test_r107a_someone_moved_to_another_flight_is_a_change(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) != "g1"
    assert (await understand(ex.make_agent, R107A_PUT_ON)).act.act is not SpeechAct.CHANGE


# No one needed, then the thing asked ("i don't need to talk to anybody, just ..."; no_one_needed.forgone_at, read by
# people's `_asked_for`): the person forgone ends no asking, the thing is refilled. A person needed is handed over.
R107A_NO_ONE_THEN = ["i don't need to talk to anybody, just my sertraline repeat again please",
                     "we don't need to speak to anyone, just the atenolol for dad please"]
R107A_SOMEONE_NEEDED = "i need to talk to somebody, it's about my sertraline"
PHRASINGS += [*R107A_NO_ONE_THEN, R107A_SOMEONE_NEEDED]


@pytest.mark.parametrize("said", R107A_NO_ONE_THEN)
async def test_r107a_no_one_needed_then_the_thing_hands_over_to_no_one(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g1"
    assert chosen(await understand(pharmacy.make_agent, R107A_SOMEONE_NEEDED)) == "g4"


# More of a chore ("more pills to swallow", "another form to fill in") after praise opening the turn
# (remarks._BURDEN, in `GLAD`): the burden mocked, a remark; nothing refilled. A request after it refills as before.
R107A_BURDEN = ["oh lovely, more tablets to count every night", "oh brilliant, another leaflet to fill in"]
R107A_BURDEN_ASKED = "oh great, more pills to take, can you refill my ramipril"
PHRASINGS += [*R107A_BURDEN, R107A_BURDEN_ASKED]


@pytest.mark.parametrize("said", R107A_BURDEN)
async def test_r107a_more_of_a_chore_after_praise_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R107A_BURDEN_ASKED)) == "g1"


# A medicine taken at another time or another way "instead" (changes._TRAVEL_INSTEAD, widened): how it is taken, no
# change of what is held; the pharmacist asked for first is handed over. The order had elsewhere instead is a change.
R107A_TAKEN_INSTEAD = ["get me the pharmacist, should she take her statin in the morning instead",
                       "put me through to a pharmacist, can i swallow the capsules with food instead"]
R107A_HAD_INSTEAD = "can i have my order at the station road branch instead"
PHRASINGS += [*R107A_TAKEN_INSTEAD, R107A_HAD_INSTEAD]


@pytest.mark.parametrize("said", R107A_TAKEN_INSTEAD)
async def test_r107a_a_medicine_taken_another_way_instead_changes_nothing(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is not SpeechAct.CHANGE
    assert chosen(read) == "g4"
    assert (await understand(pharmacy.make_agent, R107A_HAD_INSTEAD)).act.act is SpeechAct.CHANGE


# "have" opening the turn, a person, then a verb of calling in its bare form ("have the pharmacist ring me";
# asking._HAVE_CALL, read by `bids_done`): the call asked for, handed over. Whether they rang is asked, as before.
R107A_HAVE_CALL = ["have the pharmacist ring me this afternoon", "please have the pharmacist phone us back tomorrow"]
R107A_HAVE_THEY = "have the pharmacists rung you yet"
PHRASINGS += [*R107A_HAVE_CALL, R107A_HAVE_THEY]


@pytest.mark.parametrize("said", R107A_HAVE_CALL)
async def test_r107a_have_someone_call_me_asks_for_the_call(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.REQUEST
    assert chosen(read) == "g4"
    assert (await understand(pharmacy.make_agent, R107A_HAVE_THEY)).act.act is SpeechAct.QUESTION


# Round 107b
# The shop (any of dialect.SHOPS: the counter, the branch, the chemist) staffed or manned at a time, asked after the
# caller's own hours ("i get home at seven, will the branch be manned then", asking.OPEN_THEN; "be" a form of being
# before it, dialect._TRADING_BE; people._OPEN): open, its hours asked, no one handed over. The counter's staff asked
# to do a thing for the caller is read as before.
R107B_STAFFED_THEN = ["i get home at seven, will the branch be manned then",
                      "i finish at half six, will your counter still be manned then"]
R107B_COUNTER_ASKED = "will your counter staff check my dose"
PHRASINGS += [*R107B_STAFFED_THEN, R107B_COUNTER_ASKED]


@pytest.mark.parametrize("said", R107B_STAFFED_THEN)
async def test_r107b_the_shop_staffed_at_a_time_asks_its_hours(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g4"
    assert [g.id for g in (read.decision.guideline, *read.decision.candidates) if g is not None][:1] == ["g3"]
    assert chosen(await understand(pharmacy.make_agent, R107B_COUNTER_ASKED)) == "g4"


# Anyone at all asked, after the story, whether they did it ("..., has somebody filled it", done._inverted): whether it
# is done, nothing refilled. Anyone asked whether they made a mistake is read as before.
R107B_ANYONE_DONE = "i phoned on monday about my inhaler, has somebody filled it"
R107B_ANYONE_MISTAKE = "i phoned on monday about my inhaler, has anyone made a mistake"
PHRASINGS += [R107B_ANYONE_DONE, R107B_ANYONE_MISTAKE]


async def test_r107b_anyone_asked_whether_they_did_it_asks_whether_done() -> None:
    read = await understand(pharmacy.make_agent, R107B_ANYONE_DONE)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R107B_ANYONE_MISTAKE)) == "g1"


# Anyone with a word of which after ("somebody trained"), then where or why ("... on the line", people.PeopleReader):
# a person asked for after the story, handed over. Someone of the caller's described so is read as before.
R107B_TRAINED_ON = "my dad's had a funny turn after his pills, i want somebody trained on the line"
R107B_CARER_TRAINED = "renew the inhaler for my carer, she's somebody trained in nursing"
PHRASINGS += [R107B_TRAINED_ON, R107B_CARER_TRAINED]


async def test_r107b_someone_qualified_then_where_is_asked_for() -> None:
    assert chosen(await understand(pharmacy.make_agent, R107B_TRAINED_ON)) == "g4"
    assert chosen(await understand(pharmacy.make_agent, R107B_CARER_TRAINED)) == "g1"


# A warning over the manner of it closing the request ("..., and don't dawdle", "but we don't want any more delays",
# warned.WARNED): dawdling, talking down or stalling warned against refuses nothing; the request stands. A thing of the
# agent's said not wanted after the request declines as before.
R107B_MANNER = [("a", "book me on the madrid flight on monday, tom reid, and don't faff around", "g1"),
                ("p", "renew my inhaler, r x one two three, ann lee, but we don't want any more delays", "g1")]
R107B_THING_NOT_WANTED = "renew my inhaler and i don't want the cream"
PHRASINGS += [*(said for _, said, _ in R107B_MANNER), R107B_THING_NOT_WANTED]


@pytest.mark.parametrize(("agent", "said", "guideline"), R107B_MANNER)
async def test_r107b_a_warning_over_the_manner_refuses_nothing(agent: str, said: str, guideline: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.REQUEST
    assert chosen(read) == guideline
    assert (await understand(pharmacy.make_agent, R107B_THING_NOT_WANTED)).decision.choice is Choice.DECLINE


# Needing or wanting nothing, said as the whole turn ("we want nothing from you lot today", need_none._ALL_NONE): a
# no, nothing handed over. Nothing but the one thing wanted is asked for as before.
R107B_NOTHING_AT_ALL = "we want nothing from you lot today"
R107B_NOTHING_BUT = "i want nothing but my inhaler"
PHRASINGS += [R107B_NOTHING_AT_ALL, R107B_NOTHING_BUT]


async def test_r107b_nothing_needed_as_the_whole_turn_declines() -> None:
    read = await understand(pharmacy.make_agent, R107B_NOTHING_AT_ALL)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R107B_NOTHING_BUT)) == "g1"


# Round 107c
# Mock delight said with its "a" ("..., what a joy", "..., such a delight", remarks.MOCK_DELIGHT) closing a turn with no
# word of asking: irony over the thing, a remark; nothing refilled. The same words closing a request are read as before.
R107C_WHAT_A_JOY = ["more eye drops every single night, what a joy",
                    "oh lovely, three inhalers to carry about now, such a delight"]
R107C_JOY_ASKED = "could you refill my inhaler r x five five one two three for jo bloggs please, what a joy"
PHRASINGS += [*R107C_WHAT_A_JOY, R107C_JOY_ASKED]


@pytest.mark.parametrize("said", R107C_WHAT_A_JOY)
async def test_r107c_what_a_joy_closing_a_turn_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(pharmacy.make_agent, R107C_JOY_ASKED)) == "g1"


# Whether the airline goes somewhere, its "do" left off, a place named after it ("you fly to accra direct, or ...?",
# allowed._GOES_LEFT_OFF): what the place does, a question; nothing booked. Going to a thing of the caller's or the
# place's ("you go to the gate") is read as before.
R107C_GOES = ["you fly to accra direct, or do we change in lisbon?", "you still go into faro in the winter?"]
R107C_GO_TO_THE = "you go to the gate and wait there"
PHRASINGS += [*R107C_GOES, R107C_GO_TO_THE]


@pytest.mark.parametrize("said", R107C_GOES)
async def test_r107c_whether_the_airline_goes_there_with_do_left_off_asks(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act == Act(SpeechAct.QUESTION, OFFERED)
    assert read.decision.choice is not Choice.GUIDELINE
    assert classify(R107C_GO_TO_THE).cue != OFFERED


# Portuguese no, no with its thanks and please, as the caller writes them ("não, obrigado", "por favor", lusophone.py):
# a refusal as "no thanks" is; the please read as an English please. "nao" without its tilde, also a name, stays.
R107C_NAO = [("p", "não, obrigado, the cupboard is full of them"), ("a", "não, no seat for me this time round")]
R107C_POR_FAVOR = [("p", "is my inhaler ready?", "g2"),
                   ("a", "a seat on the ba one one seven to lisbon on the fifth, for rui costa", "g1")]
PHRASINGS += [*(said for _, said in R107C_NAO),
              *(f"{please}, {said}" for _, said, _ in R107C_POR_FAVOR for please in ("por favor", "please"))]


@pytest.mark.parametrize(("agent", "said"), R107C_NAO)
async def test_r107c_the_portuguese_no_refuses(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert words("não obrigada") == ["no", "thanks"]
    assert words("nao tanaka") == ["nao", "tanaka"]


@pytest.mark.parametrize(("agent", "said", "guideline"), R107C_POR_FAVOR)
async def test_r107c_por_favor_is_read_as_please(agent: str, said: str, guideline: str) -> None:
    heard = await understand(_AGENTS[agent], f"por favor, {said}")
    english = await understand(_AGENTS[agent], f"please, {said}")
    assert words(f"por favor, {said}")[0] == "please"
    assert heard.act == english.act
    assert chosen(heard) == chosen(english) == guideline


# Portuguese verbs of calling off ("cancela", "desmarca", "desmark" said half in English; lusophone.py): a cancel. The
# English "mark" is read as said.
R107C_CALLED_OFF = [("p", "cancela the eye drops order, the doctor changed them"),
                    ("a", "desmark my seat on the rome flight, the trip is off")]
R107C_MARKED = "can you mark me down for a seat on the rome flight"
PHRASINGS += [*(said for _, said in R107C_CALLED_OFF), R107C_MARKED]


@pytest.mark.parametrize(("agent", "said"), R107C_CALLED_OFF)
async def test_r107c_the_portuguese_verbs_of_calling_off_cancel(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.CANCEL
    assert read.decision.choice is Choice.CANCEL
    assert classify(R107C_MARKED).act is not SpeechAct.CANCEL


# Round 108a
# The doing itself given up, in the caller's own voice ("i'll skip travelling", "we're giving up flying"; a gerund of
# travel after a verb of forgoing, given_up.GIVEN_UP in no_way.NO_WAY): a no, nothing booked. A kind of flying skipped
# with a request after it is booked as before.
R108A_GIVEN_UP = ["nope, i'll skip travelling altogether this year", "we're giving up flying for now",
                  "i think i'll forget about going home this winter"]
R108A_SKIP_A_KIND = "i'll skip flying economy, book me in business to rome on friday"
PHRASINGS += [*R108A_GIVEN_UP, R108A_SKIP_A_KIND]


@pytest.mark.parametrize("said", R108A_GIVEN_UP)
async def test_r108a_the_doing_itself_given_up_is_a_no(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert chosen(await understand(ex.make_agent, R108A_SKIP_A_KIND)) == "g1"


# "it" come in, asked with "has" after the caller's own call about the thing ("i phoned about my patches, has it turned
# up"; came_in._IT_IN): whether it is ready, nothing refilled. A refill asked after the same story refills as before.
R108A_HAS_IT_COME = ["i phoned friday about my patches, has it turned up",
                     "we rang on tuesday about mum's eye drops, has it arrived"]
R108A_STORY_REFILL = "i phoned friday about my patches, can you refill them"
PHRASINGS += [*R108A_HAS_IT_COME, R108A_STORY_REFILL]


@pytest.mark.parametrize("said", R108A_HAS_IT_COME)
async def test_r108a_has_it_arrived_after_the_story_asks_whether_ready(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.act.cue == ARRIVED
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R108A_STORY_REFILL)) == "g1"


# No one needed to guide the caller through it ("i don't need anyone to walk me through it, just ...";
# no_one_needed._GUIDING): the person forgone, the thing asked after it booked. Said alone, it still declines.
R108A_NO_GUIDE_THEN = ["i don't need anyone to walk me through it, just a seat on the friday flight to oslo",
                       "we don't need anybody to talk us through it, just two seats on the friday flight to rome"]
R108A_NO_GUIDE_ALONE = "i don't need anyone to explain anything"
PHRASINGS += [*R108A_NO_GUIDE_THEN, R108A_NO_GUIDE_ALONE]


@pytest.mark.parametrize("said", R108A_NO_GUIDE_THEN)
async def test_r108a_no_one_needed_to_guide_then_the_thing_is_booked(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is not SpeechAct.NEGATION
    assert chosen(read) == "g1"
    alone = await understand(ex.make_agent, R108A_NO_GUIDE_ALONE)
    assert alone.decision.choice is Choice.DECLINE


# Round 108b
# A beginner's "no" before a bare verb of wanting, or of talking to or with someone, the teller left out ("no want
# the pharmacist", creole.negatives): "don't", a refusal; nothing handed over. "no" before a thing talked of is read
# as before.
R108B_NO_WANT = [("p", "no want pharmacist, no want anybody"), ("p", "no talk to the pharmacist, no"),
                 ("a", "no speak with manager, no")]
R108B_NO_TALK_OF = "no talk of money, refill my inhaler please"
PHRASINGS += [*(said for _, said in R108B_NO_WANT), R108B_NO_TALK_OF]


@pytest.mark.parametrize(("agent", "said"), R108B_NO_WANT)
async def test_r108b_a_beginners_no_before_a_verb_refuses(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert chosen(await understand(pharmacy.make_agent, R108B_NO_TALK_OF)) == "g1"


# The verb alone in a clause of its own, then what it costs or how long it takes ("refill, what does that cost",
# two_asks.requested): the thing named, then asked about; nothing refilled. The verb with its thing is read as before.
R108B_VERB_ALONE = ["refill, what does that cost", "refill, and how many days would that take"]
R108B_VERB_WITH_THING = "refill my inhaler, how long will it take"
PHRASINGS += [*R108B_VERB_ALONE, R108B_VERB_WITH_THING]


@pytest.mark.parametrize("said", R108B_VERB_ALONE)
async def test_r108b_the_verb_alone_then_how_long_asks(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R108B_VERB_WITH_THING)) == "g1"


# A beginner's question, its subject and "do" left out, closed by a question mark (bare_asked.py): needing a thing
# ("need visa?", read by asking.stated_question) asks the rule, nothing booked; the caller's coming or the thing fit
# to collect ("we come later?", read by done.collectable) asks whether it is ready. With a please, as before.
R108B_NEED_ASKED = "my girl, need visa? she fly to paris"
R108B_COME_ASKED = ["we come later? my mum inhaler", "fine to collect now? the statins r x four four one two three"]
R108B_NEED_PLEASE = "need a flight to rome please"
R108B_COME_PLEASE = "i collect tomorrow, refill my statins please"
PHRASINGS += [R108B_NEED_ASKED, *R108B_COME_ASKED, R108B_NEED_PLEASE, R108B_COME_PLEASE]


async def test_r108b_need_it_with_a_question_mark_asks_the_rule() -> None:
    read = await understand(ex.make_agent, R108B_NEED_ASKED)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(await understand(ex.make_agent, R108B_NEED_PLEASE)) == "g1"


@pytest.mark.parametrize("said", R108B_COME_ASKED)
async def test_r108b_coming_for_it_with_a_question_mark_asks_whether_ready(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(pharmacy.make_agent, R108B_COME_PLEASE)) == "g1"


# Round 108c
# A booking looked for under someone's name in a clause of its own ("..., is there anything under the name of ...";
# booked._UNDER_NAME, in `on_it`): whether one is held is asked, the status check tells it, nothing booked. A price
# under a figure is no name.
R108C_UNDER_NAME = ["my son says he sorted my trip to oslo, is there anything under the name of tom ward",
                    "my niece reckons she booked me, is there a reservation held under jo baker"]
R108C_UNDER_A_PRICE = "is there one under a hundred pounds to rome"
PHRASINGS += [*R108C_UNDER_NAME, R108C_UNDER_A_PRICE]


@pytest.mark.parametrize("said", R108C_UNDER_NAME)
async def test_r108c_a_booking_looked_for_under_a_name_asks_whether_it_is_held(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act == Act(SpeechAct.QUESTION, ON_IT)
    assert chosen(read) == "g2"
    assert (await understand(ex.make_agent, R108C_UNDER_A_PRICE)).act.cue != ON_IT


# A meal of a kind for someone on their flight ("a vegan meal for my son on his flight"; changes._HELP_FOR_HELD): added
# to what is held, a change; no flight booked. A meal asked for bare is read as before.
R108C_MEAL_FOR = ["can you sort a vegan meal for my son on his flight home",
                  "could you arrange a halal meal for my dad on his flight"]
R108C_A_MEAL = "can i get a meal for my flight"
PHRASINGS += [*R108C_MEAL_FOR, R108C_A_MEAL]


@pytest.mark.parametrize("said", R108C_MEAL_FOR)
async def test_r108c_a_meal_for_someone_on_their_flight_books_nothing(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert read.decision.choice is Choice.CANNOT
    assert (await understand(ex.make_agent, R108C_A_MEAL)).act.act is SpeechAct.REQUEST


# Someone's thing changed from one kind to another ("switch dad's inhaler from the brown one to the purple one";
# changes._SOMEONES, widened) and how many raised or lowered on what is held ("lower the quantity on his repeat";
# changes._NEW_STRENGTH, widened): a change of the order, nothing refilled. The usual amount asked for refills.
R108C_CHANGED = ["could you switch dad's inhaler from the brown one to the purple one",
                 "can you change her patches from the weekly ones to the daily ones",
                 "can you lower the quantity on his repeat", "please double the amount on my order, the doctor says so"]
R108C_USUAL_AMOUNT = "can i have the usual amount of my repeat"
PHRASINGS += [*R108C_CHANGED, R108C_USUAL_AMOUNT]


@pytest.mark.parametrize("said", R108C_CHANGED)
async def test_r108c_an_order_changed_in_kind_or_amount_refills_nothing(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R108C_USUAL_AMOUNT)) == "g1"


# The place's door locked or unlocked at a time ("will the door be locked by then"; dialect.standard reads it shut or
# open, asking.OPEN_THEN with the door): the hours asked. A door the caller locked is read as said.
R108C_DOOR = ["my shift ends at seven, will the door be locked by then",
              "we can't come till late, will your doors still be unlocked at eight"]
PHRASINGS += R108C_DOOR


@pytest.mark.parametrize("said", R108C_DOOR)
async def test_r108c_the_door_locked_or_unlocked_asks_the_hours(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g2"
    assert "g3" in {g.id for g in (read.decision.candidates or ())} | {chosen(read)}
    assert standard(words("i locked my door")) == words("i locked my door")
    assert standard(words("are you locked out")) == words("are you locked out")


# Round 109a
# Someone the caller speaks for not wanting the going itself ("my grandson doesn't want to fly this time";
# for_others._SOMEONE_ELSE_NOT): a no, nothing booked. A way of flying not wanted, then a question, is read as before.
R109A_NOT_GOING = ["my grandson doesn't want to fly this time", "no, my brother doesn't wish to travel after all"]
R109A_HOW_NOT = "my son doesn't want to fly alone, can he sit with me"
PHRASINGS += [*R109A_NOT_GOING, R109A_HOW_NOT]


@pytest.mark.parametrize("said", R109A_NOT_GOING)
async def test_r109a_someone_not_wanting_the_going_itself_declines(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(ex.make_agent, R109A_HOW_NOT)).act.act is not SpeechAct.NEGATION


# "no" and the thing for one of the household named with "the" ("no seats for the children", "no repeat for the
# toddler"; text.FOR_WHOM in refusals.NO_THING): the thing refused for them. A time of year after "for the" is no one.
R109A_NONE_FOR_THE = [("a", "no, no seats for the children, they'll stay with their gran"),
                      ("p", "no, no repeat for the toddler, she's better now")]
R109A_FOR_A_TIME = "no flights for the holidays, what a mess"
PHRASINGS += [*(said for _, said in R109A_NONE_FOR_THE), R109A_FOR_A_TIME]


@pytest.mark.parametrize(("agent", "said"), R109A_NONE_FOR_THE)
async def test_r109a_no_thing_for_one_of_the_household_refuses(agent: str, said: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(ex.make_agent, R109A_FOR_A_TIME)).act.act is not SpeechAct.NEGATION


# A change the caller needs, then a person asked for in the last clause ("we have to move the whole trip, can i talk
# to a real person"; understand's `_reached_at_last` after a change): the person is what is asked, handed over. The
# change said alone is still a change, nothing started.
R109A_CHANGE_THEN_PERSON = ["we have to move the whole trip, can i talk to a real person",
                            "i need to rearrange my flights, could i speak to a human please"]
R109A_CHANGE_ALONE = "i need to rearrange my flights"
PHRASINGS += [*R109A_CHANGE_THEN_PERSON, R109A_CHANGE_ALONE]


@pytest.mark.parametrize("said", R109A_CHANGE_THEN_PERSON)
async def test_r109a_a_change_then_a_person_asked_last_hands_over(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    alone = await understand(ex.make_agent, R109A_CHANGE_ALONE)
    assert alone.act.act is SpeechAct.CHANGE
    assert chosen(alone) is None


# The place the caller rings from, closing the turn ("..., i'm calling from my sister's kitchen"; remarks.WHERE_I_AM):
# no part of what is asked, read past; the person asked for is handed over. Said first, before a booking, as before.
R109A_RINGING_FROM = ["could a proper member of staff pick up, i'm calling from my sister's kitchen",
                      "could an actual human come on the line, we're phoning from a hotel lobby"]
R109A_FROM_THEN_BOOK = "i'm ringing from my mum's house, book me on the ba two one two to rome on friday, jo smith"
PHRASINGS += [*R109A_RINGING_FROM, R109A_FROM_THEN_BOOK]


@pytest.mark.parametrize("said", R109A_RINGING_FROM)
async def test_r109a_the_place_rung_from_is_read_past(said: str) -> None:
    assert chosen(await understand(ex.make_agent, said)) == "g3"
    assert chosen(await understand(ex.make_agent, R109A_FROM_THEN_BOOK)) == "g1"


# The agent's place "still there" at a time or closing the turn ("will you still be there at half seven";
# dialect.standard reads it open): the hours asked. "there to help", and "are you still there" (the line), as said.
R109A_STILL_THERE = ["if we come at nine will you still be there",
                     "my husband finishes late, will you still be there at half seven"]
PHRASINGS += R109A_STILL_THERE


@pytest.mark.parametrize("said", R109A_STILL_THERE)
async def test_r109a_will_you_still_be_there_asks_the_hours(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g3"
    assert standard(words("will you be there to help me")) == words("will you be there to help me")
    assert standard(words("are you still there")) == words("are you still there")


# The caller's own supply said to be enough, closing the turn ("nope, our stock is ample at the moment";
# no_way._SUPPLY_ENOUGH): a no, nothing refilled. Fine until a day, then a refill asked, is read as before.
R109A_SUPPLY_ENOUGH = ["honestly, my supply of inhalers is quite sufficient", "nope, our stock is ample at the moment"]
R109A_SUPPLY_TILL = "my supply's fine till friday, then refill it please"
PHRASINGS += [*R109A_SUPPLY_ENOUGH, R109A_SUPPLY_TILL]


@pytest.mark.parametrize("said", R109A_SUPPLY_ENOUGH)
async def test_r109a_ones_supply_said_to_be_enough_declines(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R109A_SUPPLY_TILL)).act.act is not SpeechAct.NEGATION


# Round 109c
# The Hebrew and Arabic words Israel callers mix into their English (levant.py, read by dialect.standard): the
# pharmacist ("the rokachat"), the agent's representative ("a natzig"), "please" ("bevakasha"); handed over, nothing
# refilled. Words of English are left as they are.
R109C_LEVANT = [("p", "the rokachat please, i have a question on my inhaler", "g4"),
                ("p", "bevakasha, i want the rokeach, it's about my new tablets", "g4"),
                ("a", "enough with the computer, give me a natzig", "g3")]
R109C_LEVANT_ENGLISH = "ken said the lot was ready"
PHRASINGS += [*(said for _, said, _ in R109C_LEVANT), R109C_LEVANT_ENGLISH]


@pytest.mark.parametrize(("agent", "said", "guideline"), R109C_LEVANT)
async def test_r109c_hebrew_and_arabic_words_are_read_in_english(agent: str, said: str, guideline: str) -> None:
    read = await understand(_AGENTS[agent], said)
    assert chosen(read) == guideline
    assert standard(words(R109C_LEVANT_ENGLISH)) == words(R109C_LEVANT_ENGLISH)


# Whether one is on it told in the order of a statement, "or not" closing it ("i am inside the oslo flight or not";
# booked._SAID_ON_IT): the status asked, nothing booked. On hold, or not, is no booking.
R109C_SAID_ON_IT = ["i am inside the oslo flight or not, tom weiss", "my sister is on the friday one to nice or no",
                    "we are booked on the madrid trip yes or no"]
R109C_ON_HOLD = "i am on hold or not"
PHRASINGS += [*R109C_SAID_ON_IT, R109C_ON_HOLD]


@pytest.mark.parametrize("said", R109C_SAID_ON_IT)
async def test_r109c_on_it_said_as_a_statement_with_or_not_asks_the_status(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.act.cue == ON_IT
    assert chosen(read) == "g2"
    assert (await understand(ex.make_agent, R109C_ON_HOLD)).act.cue != ON_IT


# A reference dropped, removed or deleted, "you can" before it ("you can drop r x ..."; cancels._STOP_REF, widened):
# called off, nothing refilled. A reference to refill refills as before.
R109C_REF_DROPPED = ["you can drop r x four four two one nine, we found a full pack",
                     "you can delete r x three three one two eight please"]
R109C_REF_REFILLED = "you can refill r x four four two one nine"
PHRASINGS += [*R109C_REF_DROPPED, R109C_REF_REFILLED]


@pytest.mark.parametrize("said", R109C_REF_DROPPED)
async def test_r109c_a_reference_dropped_is_called_off(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R109C_REF_REFILLED)) == "g1"


# Someone taken off or removed by name, "from" the flight or the place after ("take off dan levi from the rome
# flight"; cancels._OFF_FROM), and "erase it" (cancels._CANCEL): called off, nothing booked. A plane taking off is read
# as before.
R109C_OFF_FROM = ["take off dan levi from the rome flight, he can't come",
                  "remove sara katz from oslo, the conference is off", "the lisbon seats, the trip is dead, erase it"]
R109C_TAKING_OFF = "we take off tomorrow from leeds, how much is a bag"
PHRASINGS += [*R109C_OFF_FROM, R109C_TAKING_OFF]


@pytest.mark.parametrize("said", R109C_OFF_FROM)
async def test_r109c_someone_taken_off_from_the_flight_is_called_off(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.CANCEL
    assert chosen(read) is None
    assert (await understand(ex.make_agent, R109C_TAKING_OFF)).act.act is not SpeechAct.CANCEL


# The thing waiting for the caller, its "is" left out ("the patches waiting for me?"), and the caller's coming said as
# a statement with "or not" closing it ("i can come for it or not yet"; bare_asked.come_for, yesno's statement order):
# whether it is ready to collect, nothing refilled. A person waiting is no thing; coming said plainly refills as before.
R109C_COLLECT = ["the patches waiting for me?", "i can come for mum's inhaler or not yet",
                 "we can pick up the statins or not"]
R109C_PERSON_WAITING = "the chemist waiting for me?"
R109C_COMING_PLAIN = "i can come for the inhaler, refill it please"
PHRASINGS += [*R109C_COLLECT, R109C_PERSON_WAITING, R109C_COMING_PLAIN]


@pytest.mark.parametrize("said", R109C_COLLECT)
async def test_r109c_waiting_or_coming_or_not_asks_whether_ready(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.act.cue == COLLECTABLE
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R109C_PERSON_WAITING)).act.cue != COLLECTABLE
    assert chosen(await understand(pharmacy.make_agent, R109C_COMING_PLAIN)) == "g1"


# Whether one may, told as a statement with "or not" closing it ("i can bring a pram on board or not"; yesno's
# statement order, of coming, paying or bringing): a question, nothing booked. Taking a medicine is left as before.
R109C_MAY_OR_NOT = ["i can carry a pram on board or not", "we can bring the dog on the plane or not"]
PHRASINGS += R109C_MAY_OR_NOT


@pytest.mark.parametrize("said", R109C_MAY_OR_NOT)
async def test_r109c_may_i_said_as_a_statement_with_or_not_asks(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"


# The question passed on in the present, its "-s" dropped ("my husband ask if his pills arrived to you";
# came_in._WHETHER_IN, widened): whether it has come in, nothing refilled. Whether the pharmacist is in is no thing.
R109C_ASK_IF_CAME = ["my husband ask if his pills arrived to you", "my son asks whether his cream came"]
R109C_ASK_IF_PERSON = "my husband ask if the pharmacist is in"
PHRASINGS += [*R109C_ASK_IF_CAME, R109C_ASK_IF_PERSON]


@pytest.mark.parametrize("said", R109C_ASK_IF_CAME)
async def test_r109c_asked_if_it_came_asks_whether_in(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.act.cue == ARRIVED
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R109C_ASK_IF_PERSON)).act.cue != ARRIVED


# "there is news?": any news asked in the order of a statement (asking.FOLLOW_UPS): whether it is ready, nothing
# refilled. A problem told is read as before.
R109C_THERE_IS_NEWS = ["my dad's statins, there is news?", "there is news on my inhaler?"]
R109C_A_PROBLEM = "there is a problem with my inhaler"
PHRASINGS += [*R109C_THERE_IS_NEWS, R109C_A_PROBLEM]


@pytest.mark.parametrize("said", R109C_THERE_IS_NEWS)
async def test_r109c_there_is_news_asks_after_it(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert (await understand(pharmacy.make_agent, R109C_A_PROBLEM)).act.cue != "there is news"


# Round 109b
# A statement checked by a tag question ("..., hasn't it", "..., don't you", "..., can't she"; tagged.tag_asked, read by
# yesno.fact_asked): asked as the tag's auxiliary opening it would ask it, its "n't" refusing nothing; nothing booked
# or refilled, nothing declined. A tag after a request of the agent ("you'll book me ..., won't you") asks it politely,
# and a tag before a request in a clause of its own leaves the request as it was: both book as before.
R109B_TAGGED = [("p", "you do blood pressure checks, don't you?"),
                ("p", "my son can pick up my inhaler for me, can't he?"),
                ("a", "you do child seats, don't you?"), ("a", "my daughter can fly on my ticket, can't she?"),
                ("a", "flying midweek is cheaper, isn't it?")]
R109B_TAGGED_STATUS = "you've got my inhaler ready, haven't you?"
R109B_TAGGED_ASKS = ["you'll book me on the friday flight to rome, won't you? it's anna berg",
                     "you fly to lisbon, don't you? i'd like a seat on friday's flight, tom reyes"]
PHRASINGS += [*(said for _, said in R109B_TAGGED), R109B_TAGGED_STATUS, *R109B_TAGGED_ASKS]


@pytest.mark.parametrize(("agent", "said"), R109B_TAGGED)
async def test_r109b_a_statement_checked_by_a_tag_is_a_question(agent: str, said: str) -> None:
    read = await understand(pharmacy.make_agent if agent == "p" else ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is not Choice.DECLINE
    assert chosen(read) is None
    for asked in R109B_TAGGED_ASKS:
        assert chosen(await understand(ex.make_agent, asked)) == "g1"


async def test_r109b_a_tagged_statement_that_it_is_ready_asks_the_status() -> None:
    read = await understand(pharmacy.make_agent, R109B_TAGGED_STATUS)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"


# Mock delight closing the turn before a tag word alone ("oh super, another week of these pills, can't wait, eh";
# remarks.mock_delight passes over the tag word): a remark, nothing refilled. A request before the tag word refills.
R109B_DELIGHT_TAGGED = ["oh lovely, another week of these horrid pills, can't wait, eh?",
                        "oh super, another fortnight of these giant capsules, can't wait, innit"]
R109B_ASKED_TAGGED = "refill my inhaler please, eh?"
PHRASINGS += [*R109B_DELIGHT_TAGGED, R109B_ASKED_TAGGED]


@pytest.mark.parametrize("said", R109B_DELIGHT_TAGGED)
async def test_r109b_mock_delight_before_a_tag_word_is_a_remark(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.remark
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R109B_ASKED_TAGGED)) == "g1"


# A reference read out after "drop" or "dump", opening the turn ("drop r x ..., i found a spare box";
# cancels._REF_ENDERS): called off, nothing refilled. Dropped off at the counter, it is no cancelling.
R109B_DROPPED_REF = ["drop r x four four two one nine, i found a spare box",
                     "dump r x five five one two three please, she's moved away"]
R109B_DROPPED_OFF = "drop r x four four two one nine off at the counter for me"
PHRASINGS += [*R109B_DROPPED_REF, R109B_DROPPED_OFF]


@pytest.mark.parametrize("said", R109B_DROPPED_REF)
async def test_r109b_a_reference_dropped_is_called_off(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CANCEL
    assert read.decision.choice is Choice.CANCEL
    assert classify(R109B_DROPPED_OFF).act is not SpeechAct.CANCEL


# The order said to want or need raising or lowering ("her repeat needs upping", "his order wants putting up to the
# stronger ones"; changes._NEEDS_CHANGING): a change of what is held, nothing refilled. Wanting doing is a refill.
R109B_WANTS_UPPING = ["her repeat needs upping, the doctor says so",
                      "my dad's statin order wants putting up to the stronger ones"]
R109B_WANTS_DOING = "my repeat needs doing"
PHRASINGS += [*R109B_WANTS_UPPING, R109B_WANTS_DOING]


@pytest.mark.parametrize("said", R109B_WANTS_UPPING)
async def test_r109b_an_order_wanting_raising_is_a_change(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.CHANGE
    assert chosen(read) is None
    assert chosen(await understand(pharmacy.make_agent, R109B_WANTS_DOING)) == "g1"


# Round 110a
# A no, then an amount counted in boxes, packs or bottles still in hand, closing the turn ("nah, we've still got a full
# pack of them at home"; no_way._IN_HAND): a no, nothing refilled. Only a little left is a need, read as before.
R110A_IN_HAND = ["nah, we've still got a full pack of them at home", "no, there's still most of a tube left",
                 "nope, there are still three boxes of them in the cupboard"]
R110A_ONLY_A_LITTLE = "no, there's only half a box left"
PHRASINGS += [*R110A_IN_HAND, R110A_ONLY_A_LITTLE]


@pytest.mark.parametrize("said", R110A_IN_HAND)
async def test_r110a_a_no_then_boxes_still_in_hand_declines(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R110A_ONLY_A_LITTLE)).act.act is not SpeechAct.NEGATION


# Whether one may have it early on going to a place ("if we're off to portugal", "if i'm flying to lagos";
# allowed._OFF_TO in MAY_IF): what is allowed, asked; nothing refilled. Going to do something ("if i'm going to run
# out") is a need, read as before.
R110A_OFF_TO = ["could we have our repeats sooner if we're off to portugal",
                "can i get my inhaler early if i'm flying to lagos next week"]
R110A_GOING_TO_RUN_OUT = "can i get my inhaler early if i'm going to run out"
PHRASINGS += [*R110A_OFF_TO, R110A_GOING_TO_RUN_OUT]


@pytest.mark.parametrize("said", R110A_OFF_TO)
async def test_r110a_early_if_going_to_a_place_asks_what_is_allowed(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) != "g1"
    assert chosen(await understand(pharmacy.make_agent, R110A_GOING_TO_RUN_OUT)) == "g1"


# The pharmacist heard as three syllables ("the far ma cist", "far ma sists"; misheard._HEARD): the pharmacist,
# handed over. "far" said as itself is left.
R110A_FAR_MA_CIST = ["is the far ma cist free for a chat", "could i have a quick word with one of your far ma sists"]
R110A_FAR = "it's a bit far ma'am"
PHRASINGS += [*R110A_FAR_MA_CIST, R110A_FAR]


@pytest.mark.parametrize("said", R110A_FAR_MA_CIST)
async def test_r110a_the_pharmacist_heard_in_three_syllables_is_handed_over(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert "far" in words(R110A_FAR)


# No one else needed on the line, closing the turn ("you're doing fine, no one else has to come on the phone";
# need_none._NO_ONE_ON): a no, no one handed over. Asking why nobody comes is read as before.
R110A_NO_ONE_ON = ["you're doing fine, no one else has to come on the phone",
                   "no one else needs to get on the call thanks"]
R110A_WHY_NOBODY = "why does nobody come on the line"
PHRASINGS += [*R110A_NO_ONE_ON, R110A_WHY_NOBODY]


@pytest.mark.parametrize("said", R110A_NO_ONE_ON)
async def test_r110a_no_one_else_needed_on_the_line_declines(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.NEGATION
    assert read.decision.choice is Choice.DECLINE
    assert (await understand(pharmacy.make_agent, R110A_WHY_NOBODY)).act.act is not SpeechAct.NEGATION


# The doctor of the shop itself ("the doctor of this pharmacy", "the doctor from your chemist"; dialect.standard): its
# pharmacist, handed over. A doctor of another place is left as said.
R110A_SHOPS_DOCTOR = ["i need the doctor of this pharmacy for my dad's pills",
                      "can i talk with the doctor of the pharmacy about my husband medicine"]
R110A_SURGERY_DOCTOR = "the doctor at the surgery said i need a new inhaler"
PHRASINGS += [*R110A_SHOPS_DOCTOR, R110A_SURGERY_DOCTOR]


@pytest.mark.parametrize("said", R110A_SHOPS_DOCTOR)
async def test_r110a_the_doctor_of_the_shop_is_its_pharmacist(said: str) -> None:
    assert chosen(await understand(pharmacy.make_agent, said)) == "g4"
    assert standard(words(R110A_SURGERY_DOCTOR)) == words(R110A_SURGERY_DOCTOR)


# Whether the held thing named worked out ("did the oslo one work out for dan"; naming._DONE_PHRASES): its status
# asked, nothing booked. A sum the agent works out is no status.
R110A_WORKED_OUT = ["did the oslo one work out for dan", "did our trip to nice work out for the twins"]
R110A_SUM = "did you work out the fare"
PHRASINGS += [*R110A_WORKED_OUT, R110A_SUM]


@pytest.mark.parametrize("said", R110A_WORKED_OUT)
async def test_r110a_whether_the_held_thing_worked_out_asks_the_status(said: str) -> None:
    read = await understand(ex.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert chosen(read) == "g2"
    assert chosen(await understand(ex.make_agent, R110A_SUM)) != "g2"


# Round 110c
# One's trade said with "is" before the employer ("my niece she is steward for virgin atlantic";
# extract_names._WORKS_FOR, widened): the employer is no passenger's name, so the remark books nothing. Booking "for"
# a name still gives it.
R110C_TRADE_FOR = ["my niece she is steward for virgin atlantic", "my brother is a pilot for air india"]
R110C_SEAT_FOR = "book a seat for anna lee please"
PHRASINGS += [*R110C_TRADE_FOR, R110C_SEAT_FOR]


@pytest.mark.parametrize("said", R110C_TRADE_FOR)
async def test_r110c_a_trade_for_an_employer_names_no_passenger(said: str) -> None:
    assert person_name()(said) is None
    assert chosen(await understand(ex.make_agent, said)) is None
    assert person_name()(R110C_SEAT_FOR) == "Anna Lee"


# "i am little ..." with its "a" left out ("i am little scared to fly"; extract_names._STATES): how much, no name, so
# the remark books nothing. A surname "Little" after "for" is a name as before.
R110C_LITTLE = "i am little scared to fly, my first trip"
R110C_FOR_LITTLE = "a seat to rome for ann little please"
PHRASINGS += [R110C_LITTLE, R110C_FOR_LITTLE]


async def test_r110c_little_after_i_am_is_no_name() -> None:
    assert person_name()(R110C_LITTLE) is None
    assert chosen(await understand(ex.make_agent, R110C_LITTLE)) is None
    assert person_name()(R110C_FOR_LITTLE) == "Ann Little"


# "it" ready or waiting for the caller, its "is" left out, "or not" or the collecting closing the clause after the thing
# ("the cream for my dad, now it ready or not"; bare_asked._STATED_READY), a Thai particle of respect after it read past
# (address.ADDRESS): whether it can be collected, the status told, nothing refilled. "or not" before more is left.
R110C_STATED_READY = ["the cream for my dad, now it ready or not",
                      "my wife order the drops, they wait for me at the desk today or no",
                      "i phone this morning about mum patches, it okay now for collect krub"]
R110C_FINE_TO_TAKE = "my inhaler, it fine or not to take two"
PHRASINGS += [*R110C_STATED_READY, R110C_FINE_TO_TAKE]


@pytest.mark.parametrize("said", R110C_STATED_READY)
async def test_r110c_it_ready_said_as_a_statement_asks_whether_it_can_be_collected(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.act.act is SpeechAct.QUESTION
    assert read.act.cue == COLLECTABLE
    assert chosen(read) == "g2"
    assert classify(R110C_FINE_TO_TAKE).cue != COLLECTABLE
    assert unaddressed(words("is it ready kha")) == words("is it ready")


# The price asked with "what price" where the answer goes ("the new inhaler i pay what price"; asking._QUESTION_FORMS):
# a question about the price, nothing refilled. "whatever price" with a refill asked refills as before.
R110C_WHAT_PRICE = "the new inhaler i pay what price"
R110C_WHATEVER_PRICE = "refill my inhaler please, whatever price"
PHRASINGS += [R110C_WHAT_PRICE, R110C_WHATEVER_PRICE]


async def test_r110c_what_price_in_place_asks_the_price() -> None:
    read = await understand(pharmacy.make_agent, R110C_WHAT_PRICE)
    assert read.act.act is SpeechAct.QUESTION
    assert read.decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R110C_WHATEVER_PRICE)) == "g1"


# A refill "for", "on" or "of" a stored-value card, the card closing its clause ("i want a refill on my travel card, ten
# pounds"; not_ours.TOPPED_UP, widened): another service's, nothing refilled. A refill for one's mother refills.
R110C_CARD_REFILL = ["i want a refill on my travel card, ten pounds",
                     "can i get refill for my mobile credit, five dollar",
                     "a refill of my sim card please, the usual amount"]
R110C_FOR_MUM = "i need a refill for my mum, her phone is off"
PHRASINGS += [*R110C_CARD_REFILL, R110C_FOR_MUM]


@pytest.mark.parametrize("said", R110C_CARD_REFILL)
async def test_r110c_a_refill_for_a_card_is_another_services(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.decision.choice is Choice.CANNOT
    assert chosen(await understand(pharmacy.make_agent, R110C_FOR_MUM)) == "g1"


# Collecting at another of the place's shops, what is collected left unsaid ("my husband's insulin, can we collect at
# the station branch"; allowed._COLLECTED_AT in DONE_THERE): whether the place does it, nothing refilled.
R110C_COLLECT_AT = "my husband's insulin, can we collect at the station branch"
R110C_PICK_UP_MINE = "can i pick up my refill please"
PHRASINGS += [R110C_COLLECT_AT, R110C_PICK_UP_MINE]


async def test_r110c_collecting_at_another_branch_asks_what_the_place_does() -> None:
    read = await understand(pharmacy.make_agent, R110C_COLLECT_AT)
    assert read.act.cue == OFFERED
    assert chosen(read) is None
    assert classify(R110C_PICK_UP_MINE).cue != OFFERED


# Round 110b
# A child or someone in the room told to stop, not to touch, to put a thing back or to hush, in a clause of its own
# ("kids stop fighting", "don't touch the kettle", "harry stop kicking your sister"; told_here._TOLD, read by
# room.unasided): dropped, what is asked of the agent read alone. "stop that order" still calls it off.
R110B_TOLD_CHILD = [("p", "will you be open till eight, harry stop kicking your sister", "g3"),
                    ("p", "don't touch the kettle, sorry, is my repeat ready, ann lee", "g2"),
                    ("p", "my sertraline again please, r x four four one two nine, ann lee, hush now sweetie, don't whinge",
                     "g1")]
R110B_STOP_ORDER = "stop that order"
PHRASINGS += [*(said for _, said, _ in R110B_TOLD_CHILD), R110B_STOP_ORDER]


@pytest.mark.parametrize(("agent", "said", "guideline"), R110B_TOLD_CHILD)
async def test_r110b_a_child_told_in_the_room_is_read_past(agent: str, said: str, guideline: str) -> None:
    assert chosen(await understand(_AGENTS[agent], said)) == guideline
    assert (await understand(ex.make_agent, R110B_STOP_ORDER)).act.act is SpeechAct.CANCEL


# A turn said wholly to someone in the room: a thing of theirs to put away, or a relative spoken to ("nan, your
# tablets are by the kettle"; told_here.told_first, read by remarks): no refill, nothing acted on. "put the
# booking back a week" is a change asked of the agent, as before.
R110B_TO_THE_ROOM = ["nan your tablets are by the kettle with your glasses",
                     "put your pills away in the drawer, they're not toys", "grandpa you've left your tablets by the sink"]
R110B_PUT_BACK = "put the booking back a week"
PHRASINGS += [*R110B_TO_THE_ROOM, R110B_PUT_BACK]


@pytest.mark.parametrize("said", R110B_TO_THE_ROOM)
async def test_r110b_a_turn_said_to_the_room_acts_on_nothing(said: str) -> None:
    read = await understand(pharmacy.make_agent, said)
    assert read.decision.choice is not Choice.GUIDELINE
    assert chosen(read) is None
    assert (await understand(ex.make_agent, R110B_PUT_BACK)).act.act is SpeechAct.CHANGE


# The caller telling the room what they are doing ("i'm telling my son to sit still", "no grandad, i'm asking them
# right now"; told_here._TOLD): dropped, the person asked for handed over. A question put to a relative, opened by
# what they are ("grandad where's the repeat slip"; room._KIN_ASKED), or whose question it is, closing the turn ("...,
# my son was asking"), is dropped the same. A relative named as a subject ("mum needs ...") refills as before.
R110B_TELLING_THE_ROOM = "sorry love, i'm telling my son to sit still, ok, a real person please"
R110B_ASKED_OF_KIN = [("can one of your people sort the assistance for my grandad, no grandad i'm asking them right now",
                       "can one of your people sort the assistance for my grandad"),
                      ("grandad where's the repeat slip, oh it's r x five five one two nine, his inhaler please, ed fox",
                       "oh it's r x five five one two nine, his inhaler please, ed fox"),
                      ("are you open past eight on friday, my son was asking", "are you open past eight on friday")]
R110B_MUM_NEEDS = "mum needs her tablets refilled, r x one two three four five, ann lee"
PHRASINGS += [R110B_TELLING_THE_ROOM, *(said for said, _ in R110B_ASKED_OF_KIN), R110B_MUM_NEEDS]


async def test_r110b_the_caller_telling_the_room_is_read_past() -> None:
    assert chosen(await understand(ex.make_agent, R110B_TELLING_THE_ROOM)) == "g3"
    assert chosen(await understand(pharmacy.make_agent, R110B_MUM_NEEDS)) == "g1"


@pytest.mark.parametrize(("said", "meant"), R110B_ASKED_OF_KIN)
def test_r110b_words_to_or_for_a_relative_are_read_past(said: str, meant: str) -> None:
    assert repaired(said) == meant
    assert repaired(R110B_MUM_NEEDS) == R110B_MUM_NEEDS
