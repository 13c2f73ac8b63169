"""Strict mode understands callers it has never heard, and never acts on words that did not ask
for it. Judged on the held-out phrasings (tests/understanding/heldout.yaml, none of them an
example of the agent) and on whole conversations with the example agents."""

from __future__ import annotations

import ast
import asyncio
import re
from collections.abc import AsyncIterator, Callable
from types import SimpleNamespace

import pytest

import voice_agent as va
from tests.support.calls import BOOK_BA117, book
from tests.understanding.heldout import SETS, correct, example_sentences, harmful, load
from voice_agent.engine.acts import SpeechAct
from voice_agent.engine.understand import Choice, Decision, Understander, Understanding, acts
from voice_agent.examples import airline as ex
from voice_agent.examples import pharmacy
from voice_agent.live.engines import prepare_engine


def norm(text: str) -> str:
    return re.sub(r"[^a-z0-9 ]+", "", text.lower()).strip()


def agent_examples() -> set[str]:
    """Every example phrasing written in the example agents' source, normalised."""
    return {norm(e) for e in example_sentences()}


def borrowed(phrasings: list[str]) -> list[tuple[str, str]]:
    """The test phrasings that are a phrasing of a set or an agent example word for word, or that carry an example
    of two words or more (or of 12 characters, as the before-stop hook looks) inside them: a rule judged on such a
    phrasing would be judged on a set's or the author's own words, scored near 1.0 whatever the rule does (a
    phrasing of round 56b once carried a two-word example of the pharmacy). Each as (phrasing, what it borrows)."""
    held = {norm(p.text) for path in SETS.values() for p in load(path)[1]}
    examples = agent_examples()
    within = [e for e in examples if len(e.split()) >= 2 or len(e) >= 12]
    same = [(p, norm(p)) for p in phrasings if norm(p) in held or norm(p) in examples]
    return same + [(p, e) for p in phrasings for e in within if f" {e} " in f" {norm(p)} "]


def test_the_held_out_set_is_big_enough_and_has_negatives() -> None:
    factories, phrasings = load()
    assert set(factories) == {"airline", "pharmacy"}
    assert len(phrasings) >= 150
    assert sum(p.negative for p in phrasings) >= 40


def test_no_held_out_phrasing_is_an_example() -> None:
    examples = agent_examples()
    phrasings = [p for path in SETS.values() for p in load(path)[1]]
    assert examples, "no examples found in voice_agent/examples"
    verbatim = [p.text for p in phrasings if norm(p.text) in examples]
    contained = [(e, p.text) for p in phrasings for e in examples if len(e) >= 12 and e in norm(p.text)]
    assert verbatim == [] and contained == []


async def test_held_out_phrasings_are_understood_and_none_is_acted_on_wrongly() -> None:
    factories, phrasings = load()
    decided = []
    for name, factory in factories.items():
        agent = factory()
        await agent.ensure_setup()
        understander = (await prepare_engine(agent)).understander
        decided += [(p, understander.understand(p.text).decision) for p in phrasings if p.agent == name]
    wrong = [f"{p.label}: {p.text!r} -> {d.describe()}" for p, d in decided if not correct(p, d)]
    harm = [f"{p.label}: {p.text!r} -> {d.describe()}" for p, d in decided if harmful(p, d)]
    assert harm == []
    # bench/understanding.py prints the figures; 96.6% (169/175) when this floor was set.
    assert 1 - len(wrong) / len(decided) >= 0.96, "\n".join(wrong)


# The bundled agents' understanders, made once a test process: an understander depends on the
# agent's guidance alone and a reading on the words alone (`Understander.understand`), and making
# one takes about 0.2 s, which hundreds of tests paid each.
_UNDERSTANDERS: dict[Callable[[], va.Agent], Understander] = {}


async def understand(factory: Callable[[], va.Agent], said: str) -> Understanding:
    """What strict mode's rules make of `said` for an agent from `factory`: the rules alone,
    without the agent's learned acting check and resolver (judged in test_acting_check.py and
    test_resolver.py)."""
    understander = _UNDERSTANDERS.get(factory)
    if understander is None:
        agent = factory().configured(acting_check=None, resolver=None)
        await agent.ensure_setup()
        understander = (await prepare_engine(agent)).understander
        if factory in (ex.make_agent, pharmacy.make_agent):
            _UNDERSTANDERS[factory] = understander
    return understander.understand(said)


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "can you book me a taxi to the airport"),
    (ex.make_agent, "i want to book a hotel room for two nights"),
    (pharmacy.make_agent, "i want to order a new pair of glasses"),
    (pharmacy.make_agent, "can you renew my passport"),
    # Asking again, for another shop's order ("the same again" is not only a refill).
    (pharmacy.make_agent, "i'd like to repeat my last online wine order"),
])
async def test_asking_the_same_way_for_another_thing_does_not_act(factory: Callable[[], va.Agent], said: str) -> None:
    # These score as high as real requests (the verb is the same); only what they name differs.
    decision = (await understand(factory, said)).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "could you overturn my reservation on LH 400"),
    (ex.make_agent, "please take me off flight BA 117, I can't travel"),
    (pharmacy.make_agent, "please terminate the refill for RX 55120"),
    # Things any agent's callers call off, though the agent's tools never name them.
    (pharmacy.make_agent, "terminate that request from earlier"),
    # ("i want out of that order" left this list in round 95a: the rules read wanting out of a thing as a cancel,
    # cancels._WANT_OUT, and test_understanding_rounds.py checks it.)
])
async def test_a_cancellation_in_words_the_rules_do_not_know_cancels(factory: Callable[[], va.Agent], said: str) -> None:
    # The speech-act rules read these as requests; they are nearer to cancelling the agent's
    # things than to asking for them (engine/contrast.py).
    understanding = await understand(factory, said)
    assert understanding.act.act is SpeechAct.REQUEST
    assert understanding.decision.choice is Choice.CANCEL, understanding.decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (pharmacy.make_agent, "redo my refill for RX 55120"),
    (pharmacy.make_agent, "the same refill as last month for RX 55120 please"),
])
async def test_asking_again_is_not_cancelling(factory: Callable[[], va.Agent], said: str) -> None:
    # "redo" lies near "undo" for the model; the do frames ask again too (engine/contrast.py).
    decision = (await understand(factory, said)).decision
    assert decision.choice is Choice.GUIDELINE and decision.guideline is not None, decision.describe()
    assert decision.guideline.tools[0].name == "refill_prescription", decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "a room at an airport hotel please"),
    (pharmacy.make_agent, "please top up my gas meter"),
])
async def test_a_request_to_another_kind_of_service_does_not_act(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.choice in (Choice.CANNOT, Choice.CLARIFY), decision.describe()


@pytest.mark.parametrize(("factory", "said", "may_act"), [
    # Remarks that ask for nothing, near an agent's action in words.
    (ex.make_agent, "i've never been on a plane before", None),
    (pharmacy.make_agent, "my pharmacist is always so helpful", None),
    (pharmacy.make_agent, "you're quicker than the chemist down the road", None),
    (pharmacy.make_agent, "i've taken these pills for thirty years now", None),  # a span of time, not a name
    # What one may or should do, asked about.
    (ex.make_agent, "could i bring my guitar on board", None),
    (pharmacy.make_agent, "can i split these tablets in half", None),
    (pharmacy.make_agent, "may i take two at once", None),
    # Refusals the set phrases do not list.
    (ex.make_agent, "nah we're good for seats", None),
    (ex.make_agent, "i don't fancy flying with you now", None),
    (pharmacy.make_agent, "nope i'm sorted for medication", None),
    (pharmacy.make_agent, "i didn't order another refill", None),
    # The agent's thing naming people: a person may be asked for, the thing is not.
    (ex.make_agent, "put me on to one of your booking staff", "transfer_to_human"),
    (ex.make_agent, "i want the booking desk people", "transfer_to_human"),
])
async def test_words_that_ask_for_no_action_never_get_one(factory: Callable[[], va.Agent], said: str,
                                                          may_act: str | None) -> None:
    decision = (await understand(factory, said)).decision
    g = decision.guideline
    acted = g.tools[0].name if g is not None and acts(g) else None
    assert acted in (None, may_act), decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "is there anybody at head office i could have a chat with"),
    (ex.make_agent, "can you connect me with one of your ticketing staff"),
])
async def test_asking_for_people_by_their_trade_is_a_handoff(factory: Callable[[], va.Agent], said: str) -> None:
    # "anybody" names what a handoff is about though no example says it; "ticketing" says which
    # people, and must not make it a booking.
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == "transfer_to_human", decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (pharmacy.make_agent, "can i talk to somebody regarding my husband's tablets"),
    (pharmacy.make_agent, "i need the pharmacist to look over my new prescription"),
    (pharmacy.make_agent, "might i have a word with a chemist about my repeat"),
    (ex.make_agent, "put me through to a person who handles bookings"),
    (ex.make_agent, "i'm needing a real person to look at my flights"),
])
async def test_asking_for_a_person_about_something_is_a_handoff(factory: Callable[[], va.Agent], said: str) -> None:
    # What follows the person says why, or which one: the tablets, the prescription, the bookings
    # must not outweigh the person and start a refill or a booking.
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("factory", "said", "tool"), [
    (pharmacy.make_agent, "i'd like my optician prescription renewed", None),
    (pharmacy.make_agent, "could you renew my contact lens prescription", None),
    (ex.make_agent, "please reserve me a theatre seat for saturday", None),
    # The agent's own kinds of the thing still act.
    (pharmacy.make_agent, "could i get my thyroid prescription refilled for friday", "refill_prescription"),
    (ex.make_agent, "i'd like an aisle seat on the overnight flight", "book_flight"),
])
async def test_the_agents_thing_of_another_kind_does_not_act(factory: Callable[[], va.Agent], said: str,
                                                             tool: str | None) -> None:
    # The words before the thing ("optician", "theatre") say it is another service's, though the
    # whole sentence lies nearest the agent's guideline.
    decision = (await understand(factory, said)).decision
    g = decision.guideline
    assert (g.tools[0].name if g is not None and acts(g) else None) == tool, decision.describe()


async def test_a_long_story_is_read_from_its_last_request() -> None:
    said = ("honestly the last few weeks have been hectic with the move and the new job and the dog being poorly, "
            "so could you do my regular tablets again")
    decision = (await understand(pharmacy.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == "refill_prescription", decision.describe()
    # The speech act is still read in the whole turn: a refusal in the story keeps the tool unrun.
    said = ("we have talked it over at home for a long time and with the prices the way they are we don't want "
            "to go this year, so can you just take us off the list for the saturday flight")
    assert not acts_on((await understand(ex.make_agent, said)).decision)


def acts_on(decision: Decision) -> bool:
    return decision.guideline is not None and acts(decision.guideline)


async def test_a_traveller_named_by_a_word_for_people_is_not_a_handoff() -> None:
    decision = (await understand(ex.make_agent, "get my colleague on to flight KL 12 for tomorrow")).decision
    assert not (decision.guideline is not None and decision.guideline.tools[0].handoff), decision.describe()


async def test_an_agent_that_does_what_the_contrast_names_keeps_its_callers() -> None:
    # A coach company sells what the "another service" prototypes name for everyone else.
    @va.tool(extract={"route": lambda text: "city" if "city" in text else None}, confirm="Booking a coach to the {route}?")
    async def book_coach(route: str) -> va.ToolResult:
        return va.ToolResult(rules=[{"content": "Tell the customer the coach is booked."}])

    agent = va.Agent("Coaches", id="coaches")
    await agent.create_guideline("the customer wants a coach ticket", "book it with book_coach", [book_coach],
                                 examples=["I want a coach ticket", "book me on the coach", "a bus ticket please",
                                           "can I get a seat on the bus", "a coach ticket into the city"])
    await agent.create_canned_response("The coach to the {route} is booked.", signals=["the coach is booked"])
    await agent.ensure_setup()
    decision = (await prepare_engine(agent)).understander.understand("could I buy a ticket on tomorrow's coach").decision
    assert decision.choice is Choice.GUIDELINE, decision.describe()


@pytest.mark.parametrize(("factory", "said", "expected"), [
    (pharmacy.make_agent, "how many repeats are left on my script", Choice.CANNOT),  # a count, not a status
    (pharmacy.make_agent, "does my health plan cover the cost", Choice.CANNOT),  # a price, not a status
    (ex.make_agent, "is a second checked bag free", Choice.GUIDELINE),  # the baggage answer speaks of prices
    (pharmacy.make_agent, "is the chemist on duty around", Choice.GUIDELINE),  # asks for the pharmacist
    (ex.make_agent, "i phoned earlier, just making sure the booking went through", Choice.GUIDELINE),
    # A change to what exists, and no guideline speaks of changing it: not a status question.
    (pharmacy.make_agent, "could you swap my refill over to the capsules", Choice.CANNOT),
    (ex.make_agent, "please amend the spelling of the surname on my booking", Choice.CANNOT),
    (ex.make_agent, "could you switch me to a later departure this evening", Choice.CANNOT),  # moves the caller
    (pharmacy.make_agent, "can you bring my collection forward to monday", Choice.CANNOT),
])
async def test_questions_are_answered_by_a_guideline_that_speaks_of_what_they_ask(
        factory: Callable[[], va.Agent], said: str, expected: Choice) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.choice is expected, decision.describe()
    if expected is Choice.GUIDELINE and decision.guideline is not None:
        assert not decision.guideline.tools or not decision.guideline.tools[0].confirm, decision.describe()


# -- conversations --------------------------------------------------------------------------------


async def agent_says(session: va.Session) -> list[str]:
    return [e.message or "" for e in await session.messages() if e.source is va.EventSource.AI_AGENT]


@pytest.fixture
async def call(server: va.Server) -> va.Session:
    return await server.create_session("airline")


@pytest.mark.parametrize("said", ["please cancel flight AF 22 for Jane Doe", "I don't want to book LH 400 for Ann Lee",
                                  "is BA 117 on time? I'm Tom Hale"])
async def test_cancel_negation_and_questions_never_book(call: va.Session, airline: ex.AirlineService, said: str) -> None:
    reply = await call.post_customer_message(said, wait=True)
    text = reply.message or ""
    assert "Shall I go ahead" not in text and "name should the booking" not in text
    follow = await call.post_customer_message("yes", wait=True)  # a yes now confirms nothing
    assert "booking flight" not in (follow.message or "")
    assert await call.work() == [] and airline.bookings == []


@pytest.mark.parametrize("said", ["can I move my seat on BA 117 to Friday", "I missed my flight on LH 400",
                                  "please look up flight AF 22", "I don't think I need a flight after all",
                                  "what would a ticket on LH 400 cost me"])
async def test_changes_reports_lookups_and_prices_never_book(call: va.Session, airline: ex.AirlineService,
                                                             said: str) -> None:
    reply = await call.post_customer_message(said, wait=True)
    assert "Shall I go ahead" not in (reply.message or "") and "name should the booking" not in (reply.message or "")
    assert await call.work() == [] and airline.bookings == []


@pytest.mark.parametrize("said", ["we've still got a full box at home so no refill", "don't put a refill in yet please"])
async def test_refusing_a_refill_never_starts_one(pharmacy_call: tuple[va.Session, pharmacy.PharmacyService],
                                                  said: str) -> None:
    session, service = pharmacy_call
    reply = await session.post_customer_message(said, wait=True)
    assert "Shall I go ahead" not in (reply.message or "")
    await session.post_customer_message("yes", wait=True)  # a yes now confirms nothing
    assert await session.work() == [] and service.refills == []


async def test_a_price_question_is_not_answered_with_a_status(
        pharmacy_call: tuple[va.Session, pharmacy.PharmacyService]) -> None:
    session, _ = pharmacy_call
    reply = await session.post_customer_message("is there a fee for a refill", wait=True)
    assert "refill request" not in (reply.message or "")  # the status line: "I don't see a refill request yet"
    assert await session.work() == []


async def test_a_cancellation_says_what_the_agent_cannot_do(call: va.Session) -> None:
    reply = await call.post_customer_message("please cancel flight AF 22 for Jane Doe", wait=True)
    assert reply.message is not None and reply.message.startswith("There's nothing in progress that I can cancel")
    assert "book a flight" in reply.message


async def test_an_authors_cancellation_policy_is_followed() -> None:
    agent = ex.make_agent(ex.AirlineService(delay_s=0))
    await agent.ensure_setup()
    await agent.create_guideline("the customer wants to cancel a booking",
                                 "tell them cancellations are handled at skyair.example/manage",
                                 examples=["I need to cancel my reservation"])
    await agent.create_canned_response("You can cancel a booking at skyair dot example slash manage.",
                                       signals=["cancellations are handled at skyair.example/manage"])
    async with va.Server() as server:
        await server.add_agent(agent)
        session = await server.create_session(agent)
        reply = await session.post_customer_message("please cancel flight AF 22 for Jane Doe", wait=True)
        assert reply.message == "You can cancel a booking at skyair dot example slash manage."
        assert await session.work() == []


async def test_a_seat_request_is_a_booking_not_a_transfer(call: va.Session) -> None:
    reply = await call.post_customer_message("can i get a seat", wait=True)
    # The rules take it for a booking, and so does the learned acting check since it reads the words beside
    # the vector (on the vector alone it rated this likelier another service's seat and asked first:
    # docs/understanding.md, "Words beside the vector"): the booking asks what it needs.
    assert reply.message == "Which flight would you like to book?"
    assert call.mode == "auto" and "needs-human" not in call.labels.all()
    assert await call.work() == []


async def test_spoken_numbers_and_names_are_read_back_for_a_yes(call: va.Session, airline: ex.AirlineService) -> None:
    readback = await call.post_customer_message("Hi, I want to book BA 1 1 7 for Ann Lee", wait=True)
    assert readback.message == "Booking flight BA 117 for Ann Lee. Shall I go ahead?"
    assert await call.work() == []  # nothing runs before the yes
    interim = await call.post_customer_message("yeah go ahead", wait=True)
    assert interim.message == "I'm booking flight BA 117 for Ann Lee now. I'll confirm in a moment."
    [work] = await call.wait_for_work(timeout=5)
    assert airline.bookings == [("BA 117", "Ann Lee")] and work.state is va.WorkState.DELIVERED


async def test_no_with_a_new_value_corrects_the_read_back(call: va.Session, airline: ex.AirlineService) -> None:
    await call.post_customer_message(BOOK_BA117, wait=True)
    again = await call.post_customer_message("no, it's LH 400", wait=True)
    assert again.message == "Booking flight LH 400 for John Smith. Shall I go ahead?"
    await call.post_customer_message("that's right", wait=True)
    await call.wait_for_work(timeout=5)
    assert airline.bookings == [("LH 400", "John Smith")]


async def test_no_leaves_it_unrun(call: va.Session, airline: ex.AirlineService) -> None:
    await call.post_customer_message(BOOK_BA117, wait=True)
    reply = await call.post_customer_message("no", wait=True)
    assert reply.message == "Okay, I haven't done anything. What would you like to change?"
    assert await call.work() == [] and airline.bookings == []


async def test_anything_else_leaves_it_unrun_and_is_answered(call: va.Session, airline: ex.AirlineService) -> None:
    await call.post_customer_message(BOOK_BA117, wait=True)
    reply = await call.post_customer_message("hmm how many bags am i allowed to check", wait=True)
    assert reply.message is not None and "checked bag" in reply.message
    later = await call.post_customer_message("yes", wait=True)  # the read-back is no longer open
    assert "booking flight" not in (later.message or "")
    assert await call.work() == [] and airline.bookings == []


async def test_a_weak_match_asks_instead_of_guessing(call: va.Session, airline: ex.AirlineService) -> None:
    reply = await call.post_customer_message("can you sort something out for me on friday", wait=True)
    assert reply.message == "Do you want to book a flight?"
    question = await call.post_customer_message("yes", wait=True)
    assert question.message == "Which flight would you like to book?"


async def test_cancel_that_cancels_pending_work(call: va.Session, airline: ex.AirlineService) -> None:
    airline.delay_s = 30
    await book(call)
    reply = await call.post_customer_message("actually cancel that please", wait=True)
    assert reply.message == "Okay, the booking on flight BA 117 is cancelled."
    [work] = await call.work()
    assert work.state is va.WorkState.CANCELLED and work.error == "the caller cancelled it"
    assert airline.bookings == [] and airline.cancelled == [("BA 117", "John Smith")]
    rt = await call.runtime()
    assert rt.ledger.running() == []  # its task was cancelled: no confirmation will follow


async def test_cancelling_another_flight_leaves_the_pending_one(call: va.Session, airline: ex.AirlineService) -> None:
    airline.delay_s = 0.5
    await book(call)
    reply = await call.post_customer_message("please cancel flight AF 22 for Jane Doe", wait=True)
    assert reply.message is not None and reply.message.startswith("There's nothing in progress that I can cancel")
    [work] = await call.wait_for_work(timeout=5)
    assert work.state is va.WorkState.DELIVERED and airline.bookings == [("BA 117", "John Smith")]


async def test_a_correction_cancels_the_first_job_before_starting_the_second(
        call: va.Session, airline: ex.AirlineService) -> None:
    airline.delay_s = 30  # the first booking is still going when the correction comes, however slow the turns
    await book(call)
    readback = await call.post_customer_message("sorry, I meant LH 400", wait=True)
    assert readback.message == ("I'll cancel your first request and make this one instead. "
                                "Booking flight LH 400 for John Smith. Shall I go ahead?")
    airline.delay_s = 0.5  # the second one is quick
    reply = await call.post_customer_message("yes", wait=True)
    assert reply.message is not None and reply.message.startswith("Okay, the booking on flight BA 117 is cancelled.")
    assert "booking flight LH 400" in reply.message
    states = {w.arguments["flight_number"]: w.state for w in await call.wait_for_work(timeout=5)}
    assert states == {"BA 117": va.WorkState.CANCELLED, "LH 400": va.WorkState.DELIVERED}
    assert airline.bookings == [("LH 400", "John Smith")]


async def test_change_the_flight_corrects_pending_work(call: va.Session, airline: ex.AirlineService) -> None:
    airline.delay_s = 0.5
    await book(call)
    readback = await call.post_customer_message("change the flight to LH 400", wait=True)
    assert readback.message == ("I'll cancel your first request and make this one instead. "
                                "Booking flight LH 400 for John Smith. Shall I go ahead?")


async def test_without_a_cancel_handler_a_correction_asks_about_doing_both() -> None:
    done: list[str] = []

    @va.tool(extract={"size": va.extract.one_of({"small": ["small"], "large": ["large"]})}, confirm=True)
    async def order_pizza(size: str) -> va.ToolResult:
        """Order a pizza."""
        session = va.Session.current

        async def bake() -> None:
            await asyncio.sleep(0.3)
            await session.emit_tool_result(order_pizza, va.ToolResult(data={"size": size}), arguments={"size": size})
            done.append(size)
            await va.Agent.current.utter(session=session, rules=[{"content": "Say the pizza is ready."}])

        session.start_work(bake(), progress=[{"content": "Say the pizza is on its way."}])
        return va.ToolResult(rules=[{"content": "Say the pizza is ordered."}])

    agent = va.Agent("Pizza", id="pizza")
    await agent.create_guideline("the customer wants a pizza", "order it", [order_pizza],
                                 examples=["I'd like a pizza", "order me a pizza please"])
    await agent.create_canned_response("Your {size} pizza is ordered.", signals=["say the pizza is ordered"])
    await agent.create_canned_response("The pizza is on its way.", signals=["say the pizza is on its way"])
    await agent.create_canned_response("Your pizza is ready.", signals=["say the pizza is ready"])
    async with va.Server() as server:
        await server.add_agent(agent)
        session = await server.create_session(agent)
        first = await session.post_customer_message("can I get a small pizza", wait=True)
        assert first.message == "Just to confirm: order a pizza, size small. Shall I go ahead?"
        await session.post_customer_message("yes", wait=True)
        both = await session.post_customer_message("sorry I meant large", wait=True)
        assert both.message is not None and both.message.startswith(
            "Your first request is already going through and I can't cancel it, so this would be a second one.")
        await session.post_customer_message("yes", wait=True)
        await session.wait_for_work(timeout=5)
    assert sorted(done) == ["large", "small"]


async def test_the_turn_status_event_and_debug_log_say_why(call: va.Session, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level("DEBUG", logger="voice_agent.engine"):
        await call.post_customer_message("Hi, I want to book BA 1 1 7 for Ann Lee", wait=True)
    [line] = [r.getMessage() for r in caplog.records if r.getMessage().startswith("understood:")]
    assert "slots:     flight_number=BA 117, passenger_name=Ann Lee" in line
    assert "decision:  guideline g1 (book a flight)" in line and "handled as decision" in line
    [status] = [e for e in await call.events(kinds=[va.EventKind.STATUS]) if e.data["status"] == "understood"]
    data = status.data["data"]
    assert data["decision"] == "guideline g1 (book a flight)" and data["act"] == "request"
    assert data["slots"] == ["flight_number", "passenger_name"]  # names only: values are personal data
    assert data["scores"][0]["label"] == "book a flight" and data["scores"][0]["score"] > 0.5
    assert "Ann Lee" not in str(data)


# -- the pharmacy ----------------------------------------------------------------------------------


@pytest.fixture
async def pharmacy_call() -> AsyncIterator[tuple[va.Session, pharmacy.PharmacyService]]:
    service = pharmacy.PharmacyService(delay_s=0.2)
    agent = pharmacy.make_agent(service)
    async with va.Server() as server:
        await server.add_agent(agent)
        yield await server.create_session(agent), service


async def test_a_refill_for_pickup_tomorrow_asks_for_the_name(
        pharmacy_call: tuple[va.Session, pharmacy.PharmacyService]) -> None:
    session, service = pharmacy_call
    q = await session.post_customer_message("refill for pickup tomorrow", wait=True)
    assert q.message == "What is the prescription number? Say it, starting with R X, or type the digits and then the hash key."
    q = await session.post_customer_message("our x four four seven one nine", wait=True)
    assert q.message == "And the patient's name?"  # "Pickup" was never taken for a name
    readback = await session.post_customer_message("maria lopez", wait=True)
    assert readback.message == "Refilling prescription RX44719 for Maria Lopez. Shall I go ahead?"
    await session.post_customer_message("yes", wait=True)
    await session.wait_for_work(timeout=5)
    assert [(rx, name) for rx, name, _ in service.refills] == [("RX44719", "Maria Lopez")]


async def test_can_i_get_a_refill_is_not_a_transfer(pharmacy_call: tuple[va.Session, pharmacy.PharmacyService]) -> None:
    session, _ = pharmacy_call
    reply = await session.post_customer_message("can i get a refill please", wait=True)
    assert reply.message == "What is the prescription number? Say it, starting with R X, or type the digits and then the hash key."
    assert session.mode == "auto"


# -- checked at load -----------------------------------------------------------------------------


async def parcels_with_an_unsayable_rule() -> va.Agent:
    """An agent whose tool rule no canned response can say: it must fail to load."""
    @va.tool
    async def lookup() -> va.ToolResult:
        return va.ToolResult(rules=[{"content": "Tell the customer the parcel left the depot at noon."}])

    agent = va.Agent("Parcels", id="parcels")
    await agent.create_guideline("the customer asks where their parcel is", "look it up", [lookup])
    await agent.create_canned_response("Hello there.", signals=["greet the customer"])
    return agent


async def test_a_tool_rule_no_response_can_say_fails_at_load() -> None:
    agent = await parcels_with_an_unsayable_rule()
    with pytest.raises(va.ConfigurationError, match=re.escape(
            "tool lookup: no canned response can say its rule 'Tell the customer the parcel left the depot at noon.'")):
        async with va.Server() as server:
            await server.add_agent(agent)


async def test_the_load_check_survives_a_parse_that_raced_another_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """CPython 3.11's parser is not thread-safe: a parse in another thread (a traceback being
    formatted, another agent prepared) can make ours fail with a SystemError. The check parses
    again and still finds the broken rule."""
    from voice_agent.engine import checks

    real_parse, failures = ast.parse, [1, 1]

    def racing_parse(source: str) -> ast.AST:
        if failures:
            failures.pop()
            raise SystemError("AST constructor recursion depth mismatch (before=36, after=90)")
        return real_parse(source)

    # the checks' own view of the ast module, so nothing else (pytest included) parses through it
    monkeypatch.setattr(checks, "ast", SimpleNamespace(**{**vars(ast), "parse": racing_parse}))

    agent = await parcels_with_an_unsayable_rule()
    with pytest.raises(va.ConfigurationError, match="no canned response can say its rule"):
        async with va.Server() as server:
            await server.add_agent(agent)
    assert failures == []  # the race happened (twice), and the check still ran


async def test_a_template_slot_no_tool_provides_fails_at_load() -> None:
    agent = va.Agent("Parcels", id="parcels")
    await agent.create_canned_response("Your parcel {tracking_code} is on its way.", signals=["parcel on its way"])
    with pytest.raises(va.ConfigurationError, match=r"uses \['tracking_code'\], which no tool provides"):
        async with va.Server() as server:
            await server.add_agent(agent)


async def test_a_read_back_with_an_unknown_field_fails_at_load() -> None:
    @va.tool(confirm="Sending {item} to {address}?")
    async def send(item: str) -> va.ToolResult:
        return va.ToolResult()

    agent = va.Agent("Post", id="post")
    await agent.create_guideline("the customer wants to send something", "send it", [send])
    with pytest.raises(va.ConfigurationError, match=r"tool send: its read-back .* uses \['address'\]"):
        async with va.Server() as server:
            await server.add_agent(agent)


async def test_agents_hold_their_own_services() -> None:
    one, two = ex.AirlineService(delay_s=0), ex.AirlineService(delay_s=0)
    async with va.Server() as a, va.Server() as b:
        for server, service in ((a, one), (b, two)):
            agent = ex.make_agent(service)
            await server.add_agent(agent)
            session = await server.create_session(agent)
            await book(session)
            await session.wait_for_work(timeout=5)
    assert one.bookings == [("BA 117", "John Smith")] and two.bookings == [("BA 117", "John Smith")]
    ex.make_agent(one).with_settings({"booking_delay_s": 3})
    assert one.delay_s == 3 and two.delay_s == 0


@pytest.mark.parametrize("said", ["alright, that's everything, bye", "right that's me done cheers bye",
                                  "i'm done now thanks bye"])
async def test_a_goodbye_said_as_a_remark_still_ends_the_call(said: str) -> None:
    """A remark never acts, but a goodbye is a remark: a guideline that only ends the call takes it
    (the phone replay `keypad_hold_hang_up` kept a caller on the line after their goodbye)."""
    understood = await understand(ex.make_agent, said)
    assert understood.act.remark  # what this test is about: the rule for remarks meets a goodbye
    chosen = understood.decision.guideline
    assert chosen is not None and all(t.ends_call for t in chosen.tools if t.acts), understood.decision.describe()


@pytest.mark.parametrize(("factory", "said", "tool"), [
    (ex.make_agent, "hello, have you finished sorting out my reservation for priya", "check_booking_status"),
    (ex.make_agent, "so is my seat to oslo secured or not", "check_booking_status"),
    (pharmacy.make_agent, "has the chemist finished putting together my tablets for bill", "check_refill_status"),
])
async def test_a_question_whether_it_is_done_is_the_status_check(factory: Callable[[], va.Agent], said: str, tool: str) -> None:
    # The words lie nearer the booking or the refill itself; whether it is done is what the status
    # check tells.
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == tool, decision.describe()


async def test_a_person_asked_for_then_please_ends_what_is_matched() -> None:
    said = "could i get a customer service person please, my reservation has six legs and i'm lost"
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize("said", ["book me a seat on the coach to leeds", "i need a ticket for the rugby final"])
async def test_the_thing_of_another_kind_named_after_it_does_not_act(said: str) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert not acts_on(decision), decision.describe()


async def test_a_name_ends_before_the_agents_own_words() -> None:
    # "for cabin baggage" is no passenger: masked as a name, the baggage question lost its words.
    understood = await understand(ex.make_agent, "what's the allowance for cabin baggage on long flights")
    assert "passenger_name" not in understood.slots
    assert understood.decision.guideline is not None and "baggage" in understood.decision.guideline.condition, \
        understood.decision.describe()


@pytest.mark.parametrize("said", ["please book me a flight simulator session for my dad", "i want to book a flight voucher for my mum"])
async def test_the_agents_thing_qualifying_a_word_it_never_uses_names_no_thing(said: str) -> None:
    # "a flight simulator session" is a session; the agent's "flight" only says which kind.
    decision = (await understand(ex.make_agent, said)).decision
    assert not acts_on(decision), decision.describe()


@pytest.mark.parametrize("said", ["book the AF 22 departure for Ann Lee", "book me a flight home on friday, for Tom Hale"])
async def test_a_flight_named_by_its_number_or_going_home_still_books(said: str) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == "book_flight", decision.describe()


async def test_a_person_asked_for_several_words_after_the_verb_is_a_handoff() -> None:
    said = "i'd like to talk to one of the friendly staff at your office regarding a stag trip"
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


async def test_a_cancel_said_after_a_name_is_read_past_the_name() -> None:
    # The name reader takes "Priya Called" as a name; the cancellation must survive the mask.
    decision = (await understand(pharmacy.make_agent, "i'd like the refill for Priya called off please")).decision
    assert decision.choice is Choice.CANCEL, decision.describe()


async def test_asking_after_a_thing_under_way_is_the_status_check() -> None:
    decision = (await understand(pharmacy.make_agent, "any sign of the refill for my husband")).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == "check_refill_status", decision.describe()


@pytest.mark.parametrize("said", ["have they prepared my eye drops", "was the ticket issued", "is my cream dispensed"])
def test_prepared_issued_dispensed_ask_whether_it_is_done(said: str) -> None:
    from voice_agent.engine.naming import asks_done

    assert asks_done(said)


def test_someone_definitely_on_the_phone_is_not_asked_after_as_booked() -> None:
    # "on the phone / line / road ..." is not on a booking; the trip said to be on for sure still is. (The pattern's
    # closing word boundary was once a literal backspace, so "on the phone" read as booked.)
    from voice_agent.engine.naming import asks_done

    assert not asks_done("my brother is definitely on the line with your colleague")
    assert asks_done("can you say if the vienna visit is definitely on")


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "you sorted my seat to rome for carla?"),
    (pharmacy.make_agent, "her blood pressure tablets done already?"),
])
async def test_a_done_question_with_its_verb_unsaid_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name.startswith("check_"), decision.describe()


@pytest.mark.parametrize("said", ["i need a seat on the lufthansa to munich on friday",
                                  "book me a seat on the red eye to boston, Tom Hale"])
async def test_a_seat_on_an_airline_or_a_flight_by_another_name_still_books(said: str) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.choice is not Choice.CANNOT, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "please unbook my brother from the oslo flight"),
    (pharmacy.make_agent, "bin my inhaler order, i've been given a new one at the clinic"),
])
async def test_undoing_with_a_reason_after_it_still_cancels(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.choice is Choice.CANCEL, decision.describe()


@pytest.mark.parametrize(("factory", "said", "tool"), [
    # Under the accept score, or as near cancelling as asking, in words alone; the values the
    # caller read out are for the confirmed tool's required parameters and no other's.
    (ex.make_agent, "delta nine one four, just the one traveller, ines moreau", "book_flight"),
    (ex.make_agent, "hiya, looking to go on the lufthansa four four one to vienna on the fifth, for greta lang", "book_flight"),
    (pharmacy.make_agent, "running low on the statins, refill them if you can, R X four four two one nine, it's nadia rahman", "refill_prescription"),
])
async def test_values_only_a_confirmed_tool_takes_say_which_guideline_is_asked(
        factory: Callable[[], va.Agent], said: str, tool: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == tool, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    # A name alone may be an ordinary word misread ("for nothing"), and an optional value
    # (the day) says no more than a date does: neither is evidence.
    (ex.make_agent, "is a window seat extra or can i get one for nothing"),
    (pharmacy.make_agent, "could the pick up be made monday instead"),
    # A question carrying the tool's values still asks: it never acts.
    (pharmacy.make_agent, "is R X 30417 for nadia rahman done"),
])
async def test_values_that_are_no_evidence_or_a_question_carrying_them_do_not_act(
        factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is None or not acts(decision.guideline), decision.describe()


@pytest.mark.parametrize("said", ["can i ask a pharmacist if these antibiotics clash with my statins",
                                  "i'd like to ask a pharmacist whether i can take these with grapefruit"])
async def test_asking_a_pharmacist_if_or_whether_is_a_handoff(said: str) -> None:
    decision = (await understand(pharmacy.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    # The medicine by its name is a word no guideline uses: the status check scores under the
    # accept score, yet whether it is done is all the caller asks.
    (pharmacy.make_agent, "is noreen's ramipril ready"),
    (ex.make_agent, "has the madrid one for my nephew gone through"),
    # Above the old floor already, a guard.
    (pharmacy.make_agent, "is gran's levothyroxine ready for collection"),
])
async def test_a_question_whether_a_thing_by_its_own_name_is_done_is_the_status_check(
        factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name.startswith("check_"), decision.describe()


@pytest.mark.parametrize("said", ["you lot sort out my nan's seat yet", "any confirmation email for me yet about the lisbon trip"])
async def test_asking_after_what_is_awaited_is_the_booking_status(said: str) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].name == "check_booking_status", decision.describe()


async def test_the_thing_of_another_kind_after_a_word_of_the_agents_does_not_act() -> None:
    # "new" is a word the agent uses; "sunglasses" is the other thing the prescription is for.
    decision = (await understand(pharmacy.make_agent, "can you renew the prescription for my new sunglasses")).decision
    assert decision.choice is Choice.CANNOT, decision.describe()


async def test_a_person_reached_for_is_evidence_for_the_handoff_below_the_accept_score() -> None:
    decision = (await understand(ex.make_agent, "i'd rather talk it through with one of your team")).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "can you get my colleague on the rome flight"),  # someone's own: a traveller
    (pharmacy.make_agent, "i spoke to someone yesterday about my refill"),  # a report, no request
])
async def test_a_person_who_is_not_reached_for_hands_nothing_over(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is None or not decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("said", "acts_on_it"), [
    ("can i get a hot meal on the overnight flight", False),  # the meal is asked for; the flight says where
    ("book my sister on the dubai flight", True),  # someone's own: a traveller
    ("can i get a seat on the dubai flight", True),  # the agent's own thing
    ("i'm calling for a seat on the dubai flight for Omar Haddad", True),  # "for" says why, not where
])
async def test_the_agents_thing_that_says_where_another_thing_is_names_nothing(said: str, acts_on_it: bool) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert (decision.guideline is not None and acts(decision.guideline)) is acts_on_it, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (pharmacy.make_agent, "put me on to a pharmacist. my tablets have made my ankles swell"),
    (ex.make_agent, "i want a human, my flight to oslo has gone wrong twice"),
])
async def test_a_person_asked_for_at_the_end_of_a_clause_is_a_handoff(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (pharmacy.make_agent, "could my neighbour fetch my repeat prescription"),
    (ex.make_agent, "can my grandad board the flight in a wheelchair"),
])
async def test_what_someone_else_may_do_is_neither_done_nor_acted_on(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is None, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "pass me to your boss"),
])
async def test_a_boss_is_a_person_reached_for(
        factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    # The medicine by its own name scores the status check at 0.3-0.45: asking how it goes says enough.
    (pharmacy.make_agent, "what's the latest on the omeprazole for joan"),
    (pharmacy.make_agent, "the latest on my losartan please"),
])
async def test_asking_how_a_thing_goes_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (pharmacy.make_agent, "how long do new prescriptions take to get through to you from the clinic"),
    (ex.make_agent, "how long do bookings take to confirm"),
])
async def test_how_long_a_kind_of_thing_takes_is_not_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is None, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (pharmacy.make_agent, "how long will my refill take"),
    (ex.make_agent, "how long will it take for you to confirm my seat"),
])
async def test_how_long_the_callers_own_thing_takes_is_still_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


# Round 13 (docs/understanding.md): phrasings of my own, in no set and no example.
@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "we're flying with a toddler and two car seats next month, i'd like to go through it all with one of your staff"),
    (pharmacy.make_agent, "i've got new tablets from the hospital, can i run them past your pharmacist"),
    (pharmacy.make_agent, "the hospital changed my blood pressure pills and i'd like to go over the new ones with one of your team"),
])
async def test_the_agents_people_asked_for_where_the_asking_ends_are_a_handoff(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


async def test_someone_the_caller_flies_with_is_not_asked_for() -> None:
    decision = (await understand(ex.make_agent, "book me two seats on the lisbon flight, i'm flying with someone")).decision
    assert decision.guideline is None or not decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("said", "books"), [
    ("get me a bus ticket to madrid", False), ("book me a coach ticket to galway", False),
    ("a return ticket on the lisbon flight please", True), ("can i get a cheap ticket to rome on friday", True),
])
async def test_another_service_named_by_the_callers_own_word_for_the_thing_never_acts(said: str, books: bool) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert (decision.guideline is not None and decision.guideline.id == "g1") is books, decision.describe()


@pytest.mark.parametrize(("factory", "said"), [
    (ex.make_agent, "evening, has my mum been put down for the rome flight yet"),
    (pharmacy.make_agent, "ow's the repeat for my grandad comin along"),
])
async def test_whether_it_is_done_after_a_greeting_or_how_it_goes_is_the_status_check(factory: Callable[[], va.Agent], said: str) -> None:
    decision = (await understand(factory, said)).decision
    assert decision.guideline is not None and decision.guideline.id == "g2", decision.describe()


async def test_a_code_read_with_oh_for_zero_and_a_name_of_are_evidence_for_the_refill() -> None:
    understood = await understand(pharmacy.make_agent,
                                  "could you sort another lot of my sertraline, r x three oh two oh nine, name of peter quill")
    assert dict(understood.slots) == {"rx_number": "RX30209", "patient_name": "Peter Quill"}
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g1", understood.decision.describe()


async def test_a_name_ends_at_the_callers_comma() -> None:
    understood = await understand(ex.make_agent, "the seat for priya, finish already?")
    assert understood.slots.get("passenger_name") == "Priya"
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g2", understood.decision.describe()


@pytest.mark.parametrize("said", ["i am not speaking to a robot, get me someone", "honestly, a real human, not this computer"])
async def test_refusing_the_machine_asks_for_a_person(said: str) -> None:
    decision = (await understand(ex.make_agent, said)).decision
    assert decision.guideline is not None and decision.guideline.tools[0].handoff, decision.describe()


@pytest.mark.parametrize(("said", "flight"), [
    ("i want a seat on the quantas two one two to sydney on the fourth, for ella hart", "QF 212"),
    ("book me on the emerates four oh five on friday, name is omar aziz", "EK 405"),
])
async def test_a_carrier_misheard_before_its_number_is_still_its_flight(said: str, flight: str) -> None:
    understood = await understand(ex.make_agent, said)
    assert understood.slots.get("flight_number") == flight
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g1", understood.decision.describe()
