"""The learned resolver: a turn the rules leave open (a question, no match) goes to the guideline
that only tells which one agent's labelled callers' words make likely enough; a guideline that
acts (read back for a yes) or hands over only for a plain request, at a higher probability, and
still read by the acting check; never one that ends the call; a turn that is no question and that
it finds declines or calls something off, answered as the rules answer those; a turn the rules
decided as one that tells, overruled only by another answer that tells or starts nothing (engine/resolver.py,
`voice-agent train-resolver`, docs/understanding.md "## The learned resolver")."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import voice_agent as va
from adapters.cli import main as cli
from tests.support.calls import book
from tests.understanding.heldout import HELDOUT, JUDGES, Phrasing, correct, harmful, load
from tests.unit.test_acting_check import doubting, one_vector_two_words
from voice_agent.engine.acting_check import (
    WORDS,
    ActingCheck,
    read_learned,
    word_counts,
    write_learned,
)
from voice_agent.engine.acts import SpeechAct
from voice_agent.engine.decision import Choice, Decision
from voice_agent.engine.embedding import EmbeddingMatcher
from voice_agent.engine.matcher import LexicalMatcher
from voice_agent.engine.resolver import OVERRULE_THRESHOLD, REFUSAL_THRESHOLD, Resolver
from voice_agent.engine.understand import Understander
from voice_agent.examples import AIRLINE_RESOLVER, PHARMACY_RESOLVER
from voice_agent.examples import airline as ex
from voice_agent.live.engines import prepare_engine

AIRLINE_LABELS = ("book_flight", "check_booking_status", "end_call", "info", "transfer_to_human", "not:question")


def sure_of(label: str, labels: tuple[str, ...] = AIRLINE_LABELS, bias: float = 10.0) -> Resolver:
    """A resolver that takes any words to ask for `label` (with probability 1.00 at the default
    `bias`; e^bias / (e^bias + 5) among the six airline labels)."""
    weights = np.zeros((EmbeddingMatcher.dimensions + 1, len(labels)), dtype=np.float32)
    weights[-1, labels.index(label)] = bias
    return Resolver(weights, labels, EmbeddingMatcher.name)


async def airline_guidelines() -> list[va.Guideline]:
    agent = ex.make_agent()
    await agent.ensure_setup()
    return list(agent.guidelines)


def test_a_resolver_learns_the_labels_it_is_shown_and_keeps_them_in_its_file(tmp_path: Path) -> None:
    rng = np.random.default_rng(11)
    centres = {x: rng.normal(size=384) for x in ("info", "check_booking_status", "not:small_talk")}
    vectors, labels = [], []
    for label, centre in centres.items():
        for _ in range(30):
            v = centre + 0.3 * rng.normal(size=384)
            vectors.append(v / np.linalg.norm(v))
            labels.append(label)
    resolver = Resolver.fit(np.stack(vectors), labels, matcher="m", trained_on=["a.yaml"], threshold=0.7)
    for label, centre in centres.items():
        probabilities = resolver.probabilities(centre / np.linalg.norm(centre))
        assert max(probabilities, key=lambda k: probabilities[k]) == label
    resolver.save(tmp_path / "r.npz")
    again = Resolver.load(tmp_path / "r.npz")
    assert np.array_equal(again.weights, resolver.weights)
    assert (again.labels, again.matcher, again.trained_on, again.threshold, again.phrasings, again.acting_threshold) == (
        tuple(sorted(centres)), "m", ("a.yaml",), 0.7, 90, 0.85)


def test_a_resolver_with_a_layer_of_units_learns_what_no_linear_one_can_and_keeps_it_in_its_file(tmp_path: Path) -> None:
    """Labels set by the signs of two directions together (one label where they agree, another
    where they differ): no softmax on the vector itself separates them; one on a layer of
    rectified units does, and the file keeps the layer."""
    rng = np.random.default_rng(5)
    a, b = rng.normal(size=(2, 384))
    vectors, labels = [], []
    for _ in range(400):
        x, y = rng.uniform(-1, 1, size=2)
        v = x * a + y * b + 0.2 * rng.normal(size=384)
        vectors.append(v / np.linalg.norm(v))
        labels.append("info" if x * y > 0 else "not:question")
    probe = [((x * a + y * b) / np.linalg.norm(x * a + y * b), "info" if x * y > 0 else "not:question")
             for x, y in ((0.8, 0.7), (-0.7, -0.9), (0.8, -0.6), (-0.9, 0.7))]

    def right(r: Resolver) -> int:
        return sum(max(r.probabilities(v).items(), key=lambda kv: kv[1])[0] == label for v, label in probe)

    assert right(Resolver.fit(np.stack(vectors), labels, matcher="m", units=0)) < 4
    layered = Resolver.fit(np.stack(vectors), labels, matcher="m", units=32, strength=1e-2)
    assert right(layered) == 4
    layered.save(tmp_path / "r.npz")
    again = Resolver.load(tmp_path / "r.npz")
    assert np.array_equal(again.hidden, layered.hidden) and np.array_equal(again.weights, layered.weights)
    assert right(again) == 4
    assert Resolver.fit(np.stack(vectors), labels, matcher="m", units=32, strength=1e-2).weights.tobytes() == \
        layered.weights.tobytes(), "the same phrasings learn the same file"
    # a layer that does not feed the weights (another file's) is refused, naming the file
    Resolver(layered.weights, layered.labels, "m", hidden=layered.hidden[:, :16]).save(tmp_path / "torn.npz")
    with pytest.raises(va.ConfigurationError, match=r"torn.npz.*layer of units.*train-resolver"):
        Resolver.load(tmp_path / "torn.npz")


def test_a_resolver_with_words_tells_apart_what_one_vector_blurs_and_keeps_them_in_its_file(tmp_path: Path) -> None:
    """Two labels whose phrasings have the same vector and differ in one word: on the vector alone
    they are a coin toss; with the words beside it, each is read as its own."""
    vectors, labels, texts, probe = one_vector_two_words((("not:cancel", "scrap"), ("book_flight", "grab")), seed=3)

    def likeliest(r: Resolver, text: str) -> tuple[str, float]:
        return max(r.probabilities(r.features(probe, text)).items(), key=lambda kv: kv[1])

    alone = Resolver.fit(vectors, labels, matcher="m", texts=texts, buckets=0)
    assert alone.features(probe, "scrap it") is probe and likeliest(alone, "scrap it")[1] < 0.6
    worded = Resolver.fit(vectors, labels, matcher="m", texts=texts, buckets=WORDS)
    assert worded.weights.shape == (384 + WORDS + 1, 2)
    assert likeliest(worded, "please scrap the seat")[0] == "not:cancel"
    assert likeliest(worded, "please grab the seat")[0] == "book_flight"
    worded.save(tmp_path / "r.npz")
    again = Resolver.load(tmp_path / "r.npz")
    assert (again.buckets, again.word_weight) == (WORDS, worded.word_weight)
    assert np.array_equal(again.features(probe, "please scrap the seat"), worded.features(probe, "please scrap the seat"))
    # the words are its own: it reads the matcher's vectors of 384 numbers, and a file that takes the words
    # for part of the vector reads none
    assert Resolver(worded.weights, worded.labels, EmbeddingMatcher.name, buckets=WORDS).reads(EmbeddingMatcher()) == ""
    assert "384" in Resolver(worded.weights, worded.labels, EmbeddingMatcher.name).reads(EmbeddingMatcher())
    assert np.isclose(np.linalg.norm(word_counts("scrap scrap the seat", WORDS)), 1.0)
    with pytest.raises(va.ConfigurationError, match="each phrasing's words"):
        Resolver.fit(vectors, labels, matcher="m", buckets=WORDS)
    # a file written before words were read has none; one whose buckets do not fit its weights is refused
    _, meta, _ = read_learned(tmp_path / "r.npz", "resolver", "")
    del meta["buckets"], meta["word_weight"]
    write_learned(tmp_path / "old.npz", alone.weights, meta)
    assert Resolver.load(tmp_path / "old.npz").buckets == 0
    write_learned(tmp_path / "torn.npz", alone.weights, {**meta, "buckets": WORDS})
    with pytest.raises(va.ConfigurationError, match=r"torn.npz: 4096 buckets of words.*train-resolver"):
        Resolver.load(tmp_path / "torn.npz")


async def test_the_words_said_reach_the_resolver_in_a_turn() -> None:
    """A resolver that reads nothing but one word's bucket (its vector weights all 0): a turn the
    rules leave open goes to the baggage answer when the word is said, and stays open when it is not."""
    guidelines = await airline_guidelines()
    labels = ("info", "not:question")
    weights = np.zeros((EmbeddingMatcher.dimensions + WORDS + 1, 2), dtype=np.float32)
    bucket = int(np.argmax(word_counts("zorblat", WORDS)))
    weights[EmbeddingMatcher.dimensions + bucket, 0] = 40.0
    understander = Understander(guidelines, [], EmbeddingMatcher(),
                                resolver=Resolver(weights, labels, EmbeddingMatcher.name, buckets=WORDS))
    assert understander.resolver is not None
    open_turn = "hmm, well, the zorblat thing, you know"
    plain = Understander(guidelines, [], EmbeddingMatcher()).understand(open_turn).decision
    assert plain.choice in (Choice.NO_MATCH, Choice.CLARIFY), plain.describe()
    heard = understander.understand(open_turn).decision
    assert heard.choice is Choice.GUIDELINE and heard.guideline is not None and heard.guideline.tools == ()
    assert understander.understand("hmm, well, the other thing, you know").decision.choice in (Choice.NO_MATCH, Choice.CLARIFY)


def test_a_bad_resolver_file_fails_at_load_saying_what_to_do(tmp_path: Path) -> None:
    with pytest.raises(va.ConfigurationError, match=r"no such file.*train-resolver"):
        va.Agent("x", resolver=tmp_path / "missing.npz")
    (tmp_path / "junk.npz").write_bytes(b"not numpy at all")
    with pytest.raises(va.ConfigurationError, match="not a resolver file"):
        va.Agent("x", resolver=str(tmp_path / "junk.npz"))
    with pytest.raises(va.ConfigurationError, match="two labels at least"):
        Resolver.fit(np.zeros((2, 4)), ["info", "info"], matcher="m")
    sure = sure_of("info")
    Resolver(sure.weights, sure.labels, sure.matcher, acting_threshold=1.5).save(tmp_path / "acting.npz")
    with pytest.raises(va.ConfigurationError, match=r"acting_threshold 1.5.*train-resolver"):
        Resolver.load(tmp_path / "acting.npz")


async def test_a_resolver_learned_for_another_agent_fails_at_load_naming_what_it_lacks() -> None:
    pharmacy_labels = ("refill_prescription", "info", "not:question")
    agent = ex.make_agent().configured(resolver=sure_of("info", pharmacy_labels))
    await agent.ensure_setup()
    with pytest.raises(va.ConfigurationError, match=r"refill_prescription.*train-resolver"):
        await prepare_engine(agent)


async def test_with_another_matchers_vectors_the_resolver_is_off_and_says_so() -> None:
    guidelines = await airline_guidelines()
    understander = Understander(guidelines, [], LexicalMatcher(), resolver=sure_of("info"))
    assert understander.resolver is None
    assert any("resolver off" in line for line in understander.understand("hmm, right").lines())


@pytest.mark.parametrize("said", ["the weather has been awful all week", "how much is a flight to rome"])
@pytest.mark.parametrize("label", ["book_flight", "transfer_to_human", "end_call"])
async def test_for_a_remark_or_a_question_it_never_chooses_a_guideline_that_acts_hands_over_or_ends_the_call(
        label: str, said: str) -> None:
    guidelines = await airline_guidelines()
    understander = Understander(guidelines, [], EmbeddingMatcher(), resolver=sure_of(label))
    understanding = understander.understand(said)
    assert understanding.decision.choice is not Choice.GUIDELINE, understanding.decision.describe()


def reader(agent: va.Agent, resolver: Resolver | None = None, check: ActingCheck | None = None) -> Understander:
    return Understander(agent.guidelines, agent.terms, EmbeddingMatcher(), check=check, resolver=resolver)


@pytest.mark.parametrize(("label", "said"), [
    ("book_flight", "could you sort that out for me please"),  # the rules: no match
])
async def test_a_request_left_open_goes_to_a_guideline_that_acts_only_when_it_is_very_likely(label: str, said: str) -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    assert reader(agent).understand(said).decision.choice in (Choice.NO_MATCH, Choice.CLARIFY)
    sure = reader(agent, sure_of(label)).understand(said).decision
    assert sure.choice is Choice.GUIDELINE and sure.guideline is not None and sure.guideline.tools[0].name == label
    # 0.70: enough for a guideline that only tells (0.6), not for one that acts (0.85)
    likely = sure_of(label, bias=float(np.log(0.7 / 0.3 * 5)))
    assert likely.threshold < 0.7 < likely.acting_threshold
    assert reader(agent, likely).understand(said).decision.choice is not Choice.GUIDELINE


@pytest.mark.parametrize("said", ["the weather has been awful all week", "how much is a flight to rome",
                                  "i don't want to book anything today"])
async def test_words_that_ask_for_nothing_never_go_to_a_guideline_that_acts(said: str) -> None:
    """A statement with no word of asking, a question, a refusal: none may be resolved to acting."""
    agent = ex.make_agent()
    await agent.ensure_setup()
    decision = reader(agent, sure_of("book_flight")).understand(said).decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


async def test_a_request_left_open_never_goes_to_a_handoff_however_likely() -> None:
    """A handoff has no read-back: a turn the rules could not decide is never handed over on the
    resolver's word (the caller is asked instead, and a yes hands over)."""
    agent = ex.make_agent()
    await agent.ensure_setup()
    said = "please just handle it"  # the rules: a question, a person among the candidates
    assert reader(agent).understand(said).decision.choice is Choice.CLARIFY
    decision = reader(agent, sure_of("transfer_to_human")).understand(said).decision
    assert decision.choice is Choice.CLARIFY, decision.describe()


async def test_a_request_never_goes_to_ending_the_call() -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    decision = reader(agent, sure_of("end_call")).understand("could you sort that out for me please").decision
    assert decision.choice is not Choice.GUIDELINE, decision.describe()


async def test_the_acting_check_still_reads_what_the_resolver_chose_to_act_on() -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    understood = reader(agent, sure_of("book_flight"), doubting()).understand("could you sort that out for me please")
    assert understood.decision.choice is Choice.CLARIFY, understood.decision.describe()


async def test_in_a_call_a_request_resolved_to_booking_asks_for_what_it_needs_and_books_nothing(
        airline: ex.AirlineService) -> None:
    said = "could you sort that out for me please"
    async with va.Server() as server:
        await server.add_agent(ex.make_agent(airline).configured(resolver=sure_of("book_flight"), acting_check=None))
        call = await server.create_session("airline")
        reply = await call.post_customer_message(said, wait=True)
        work = await call.work()
    async with va.Server() as server:
        await server.add_agent(ex.make_agent(airline).configured(resolver=None, acting_check=None))
        call = await server.create_session("airline")
        unresolved = await call.post_customer_message(said, wait=True)
    assert reply.message != unresolved.message
    assert "flight" in reply.message.lower(), reply.message  # the booking's questions: which flight, whose name
    assert work == [] and airline.bookings == []


async def test_a_turn_left_open_goes_to_the_likely_guideline_that_tells_and_says_why() -> None:
    guidelines = await airline_guidelines()
    said = "the weather has been awful all week"
    alone = Understander(guidelines, [], EmbeddingMatcher()).understand(said).decision
    assert alone.choice in (Choice.NO_MATCH, Choice.CLARIFY), alone.describe()
    resolved = Understander(guidelines, [], EmbeddingMatcher(), resolver=sure_of("info")).understand(said)
    assert resolved.decision.choice is Choice.GUIDELINE and resolved.decision.guideline is not None
    assert resolved.decision.guideline.tools == ()  # the baggage guideline: it only tells
    assert "the learned resolver gives 1.00" in "\n".join(resolved.lines())


async def test_a_question_between_candidates_is_resolved_only_to_one_of_them() -> None:
    guidelines = await airline_guidelines()
    by_label = {g.tools[0].name if g.tools else "info": g for g in guidelines}
    between = Decision(Choice.CLARIFY, candidates=(by_label["book_flight"], by_label["check_booking_status"]))
    vector = np.zeros(384, dtype=np.float32)
    info = sure_of("info")
    assert info.resolved(between, lambda: vector, info.choices(guidelines)) is between
    status = sure_of("check_booking_status")
    chosen = status.resolved(between, lambda: vector, status.choices(guidelines))
    assert chosen.choice is Choice.GUIDELINE and chosen.guideline is by_label["check_booking_status"]
    unsure = Resolver(status.weights * 0.0, status.labels, status.matcher)  # every label alike: 1/6 each
    assert unsure.resolved(between, lambda: vector, unsure.choices(guidelines)) is between


async def test_in_a_call_the_caller_hears_the_answer_instead_of_a_question(airline: ex.AirlineService) -> None:
    said = "the weather has been awful all week"
    async with va.Server() as server:
        await server.add_agent(ex.make_agent(airline).configured(resolver=sure_of("info"), acting_check=None))
        call = await server.create_session("airline")
        reply = await call.post_customer_message(said, wait=True)
    async with va.Server() as server:
        await server.add_agent(ex.make_agent(airline).configured(resolver=None, acting_check=None))
        call = await server.create_session("airline")
        unresolved = await call.post_customer_message(said, wait=True)
    assert reply.message != unresolved.message
    assert "bag" in reply.message.lower()  # the baggage guideline's answer
    assert await call.work() == [] and airline.bookings == []


REFUSING = (*AIRLINE_LABELS, "not:negation", "not:cancel")


@pytest.mark.parametrize(("label", "choice", "words"), [("not:negation", Choice.DECLINE, "decline"),
                                                        ("not:cancel", Choice.CANCEL, "call something off")])
async def test_a_turn_left_open_that_refuses_or_calls_off_is_answered_so_when_it_is_very_likely(
        label: str, choice: Choice, words: str) -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    said = "could you sort that out for me please"  # the rules: no match, a request
    assert reader(agent).understand(said).decision.choice is Choice.NO_MATCH
    understood = reader(agent, sure_of(label, REFUSING)).understand(said)
    assert understood.decision.choice is choice, understood.decision.describe()
    assert f"the learned resolver gives 1.00 that words like these {words}" in "\n".join(understood.lines())
    # 0.85 of 8 labels: under the refusal threshold (0.9), so the rules' answer stands
    likely = sure_of(label, REFUSING, bias=float(np.log(0.85 / 0.15 * 7)))
    assert likely.threshold < 0.85 < likely.refusal_threshold
    assert reader(agent, likely).understand(said).decision.choice is Choice.NO_MATCH


@pytest.mark.parametrize("label", ["not:negation", "not:cancel"])
async def test_a_question_left_open_is_never_taken_for_a_refusal(label: str) -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    said = "what about the thing from before"  # the rules: no match, a question
    plain = reader(agent).understand(said)
    assert plain.act.act is SpeechAct.QUESTION and plain.decision.choice is Choice.NO_MATCH
    assert reader(agent, sure_of(label, REFUSING)).understand(said).decision.choice is Choice.NO_MATCH


async def test_in_a_call_words_it_reads_as_calling_off_cancel_the_pending_booking(airline: ex.AirlineService) -> None:
    """Read as a cancelling, the turn does what "cancel that" does: the pending booking is cancelled,
    recorded, and said so; read as a refusal, nothing starts and the booking goes on."""
    airline.delay_s = 30
    said = "could you sort that out for me please"
    async with va.Server() as server:
        await server.add_agent(ex.make_agent(airline).configured(resolver=sure_of("not:cancel", REFUSING),
                                                                 acting_check=None))
        call = await server.create_session("airline")
        await book(call)
        reply = await call.post_customer_message(said, wait=True)
        [work] = await call.work()
    assert reply.message == "Okay, the booking on flight BA 117 is cancelled."
    assert work.state is va.WorkState.CANCELLED and airline.bookings == []
    airline.delay_s = 0.2
    async with va.Server() as server:
        await server.add_agent(ex.make_agent(airline).configured(resolver=sure_of("not:negation", REFUSING),
                                                                 acting_check=None))
        call = await server.create_session("airline")
        reply = await call.post_customer_message(said, wait=True)
        assert reply.message is not None and "book" not in reply.message.lower()
        assert await call.work() == []


def test_a_resolver_file_keeps_its_refusal_threshold_and_an_older_file_takes_the_default(tmp_path: Path) -> None:
    path = tmp_path / "r.npz"
    resolver = replace(sure_of("info"), refusal_threshold=0.95)
    resolver.save(path)
    assert Resolver.load(path).refusal_threshold == 0.95
    weights, meta, _ = read_learned(path, "resolver", "")
    for value, expected in ((None, REFUSAL_THRESHOLD), (1.5, None)):
        if value is None:
            del meta["refusal_threshold"]  # a file written before refusals were read
        else:
            meta["refusal_threshold"] = value
        write_learned(path, weights, meta)
        if expected is None:
            with pytest.raises(va.ConfigurationError, match=r"refusal_threshold 1\.5 is not a probability.*train it again"):
                Resolver.load(path)
        else:
            assert Resolver.load(path).refusal_threshold == expected


# Overruling a turn the rules decided (`Resolver.overruled`): only a decision that tells, only by
# one that tells or starts nothing, at OVERRULE_THRESHOLD.
OVERRULING = (*REFUSING, "not:out_of_scope")


def at(label: str, p: float, labels: tuple[str, ...] = OVERRULING) -> Resolver:
    """A resolver that gives `label` probability `p` on any words."""
    return sure_of(label, labels, bias=float(np.log(p / (1 - p) * (len(labels) - 1))))


@pytest.mark.parametrize(("label", "choice"), [("not:question", Choice.CANNOT), ("not:out_of_scope", Choice.CANNOT)])
async def test_a_telling_answer_the_words_ask_nothing_of_becomes_cannot_only_when_it_is_very_likely(
        label: str, choice: Choice) -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    said = "how heavy can my suitcase be"  # the rules: the baggage guideline, which only tells
    plain = reader(agent).understand(said).decision
    assert plain.choice is Choice.GUIDELINE and plain.guideline is not None and plain.guideline.tools == ()
    overruled = reader(agent, sure_of(label, OVERRULING)).understand(said)
    assert overruled.decision.choice is choice, overruled.decision.describe()
    assert "ask for nothing it does (the rules: guideline" in "\n".join(overruled.lines())
    unsure = at(label, OVERRULE_THRESHOLD - 0.03)  # likely enough to answer a turn left open, not to overrule
    assert unsure.threshold < OVERRULE_THRESHOLD - 0.03 < unsure.overrule_threshold
    assert reader(agent, unsure).understand(said).decision.guideline is plain.guideline


async def test_a_telling_answer_goes_to_another_that_tells_and_a_cannot_to_one_that_tells() -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    status = reader(agent, sure_of("check_booking_status", OVERRULING))
    told = status.understand("how heavy can my suitcase be").decision  # the rules: the baggage guideline
    assert told.choice is Choice.GUIDELINE and told.guideline is not None
    assert told.guideline.tools[0].name == "check_booking_status", told.describe()
    said = "can you book me a hotel in rome"
    assert reader(agent).understand(said).decision.choice is Choice.CANNOT
    answered = reader(agent, sure_of("info", OVERRULING)).understand(said).decision
    assert answered.choice is Choice.GUIDELINE and answered.guideline is not None and answered.guideline.tools == ()


@pytest.mark.parametrize("label", ["book_flight", "transfer_to_human", "end_call", "not:small_talk"])
@pytest.mark.parametrize("said", ["how heavy can my suitcase be", "can you book me a hotel in rome"])
async def test_a_decided_turn_is_never_overruled_into_acting_a_handoff_a_goodbye_or_small_talk(label: str, said: str) -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    plain = reader(agent).understand(said).decision
    decision = reader(agent, sure_of(label, (*OVERRULING, "not:small_talk"))).understand(said).decision
    assert (decision.choice, decision.guideline) == (plain.choice, plain.guideline), decision.describe()


@pytest.mark.parametrize("said", ["book BA 117 for Ann Lee", "I want to talk to a person", "ok thanks bye"])
@pytest.mark.parametrize("label", ["not:question", "not:negation", "info"])
async def test_a_turn_decided_to_act_hand_over_or_end_the_call_is_never_overruled(said: str, label: str) -> None:
    """What acts is the acting check's to doubt (it asks instead), and a goodbye is the rules' own."""
    agent = ex.make_agent()
    await agent.ensure_setup()
    plain = reader(agent).understand(said).decision
    assert plain.choice is Choice.GUIDELINE
    assert reader(agent, sure_of(label, OVERRULING)).understand(said).decision.guideline is plain.guideline


async def test_a_telling_answer_is_overruled_as_a_refusal_only_for_a_turn_that_is_no_question() -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    refusing = reader(agent, sure_of("not:negation", OVERRULING))
    request, question = "let me know about baggage", "how heavy can my suitcase be"
    assert reader(agent).understand(request).act.act is SpeechAct.REQUEST
    assert refusing.understand(request).decision.choice is Choice.DECLINE
    kept = refusing.understand(question).decision  # a question is never taken for a refusal
    assert kept.choice is Choice.GUIDELINE and kept.guideline is not None and kept.guideline.tools == ()


async def test_in_a_call_an_overruled_answer_is_what_the_caller_hears(airline: ex.AirlineService) -> None:
    said = "how heavy can my suitcase be"
    heard = []
    for resolver in (sure_of("not:question", OVERRULING), None):
        async with va.Server() as server:
            await server.add_agent(ex.make_agent(airline).configured(resolver=resolver, acting_check=None))
            call = await server.create_session("airline")
            heard.append((await call.post_customer_message(said, wait=True)).message or "")
    assert "bag" in heard[1].lower(), heard[1]  # the rules alone: the baggage answer
    assert heard[0].startswith("Sorry, I can't help with that on this line."), heard[0]  # overruled


def test_a_resolver_file_keeps_its_overrule_threshold_and_an_older_file_takes_the_default(tmp_path: Path) -> None:
    path = tmp_path / "r.npz"
    replace(sure_of("info"), overrule_threshold=0.97).save(path)
    assert Resolver.load(path).overrule_threshold == 0.97
    weights, meta, _ = read_learned(path, "resolver", "")
    del meta["overrule_threshold"]  # a file written before decided turns were overruled
    write_learned(path, weights, meta)
    assert Resolver.load(path).overrule_threshold == OVERRULE_THRESHOLD
    meta["overrule_threshold"] = "often"
    write_learned(path, weights, meta)
    with pytest.raises(va.ConfigurationError, match=r"overrule_threshold 'often' is not a probability.*train it again"):
        Resolver.load(path)


def test_the_example_agents_resolvers_learned_from_no_set_that_judges_them() -> None:
    sets = {p.name for p in HELDOUT.parent.glob("*.yaml")}
    for path in (AIRLINE_RESOLVER, PHARMACY_RESOLVER):
        resolver = Resolver.load(path)
        assert resolver.trained_on and set(resolver.trained_on) <= sets
        assert not {HELDOUT.name, *(judge.name for judge in JUDGES)} & set(resolver.trained_on)
        assert resolver.matcher == EmbeddingMatcher.name and resolver.phrasings >= 2000


async def decided(path: Path) -> tuple[list[tuple[Phrasing, Decision]], list[tuple[Phrasing, Decision]]]:
    """Each phrasing of `path` decided by the example agents' rules and check, and with their resolver too."""
    factories, phrasings = load(path)
    without, resolved = [], []
    for name, factory in factories.items():
        agent = factory()
        await agent.ensure_setup()
        engine = (await prepare_engine(agent)).understander
        assert engine.resolver is not None, engine.note
        plain = Understander(agent.guidelines, agent.terms, engine.matcher, check=agent.acting_check)
        mine = [p for p in phrasings if p.agent == name]
        without += [(p, plain.understand(p.text).decision) for p in mine]
        resolved += [(p, engine.understand(p.text).decision) for p in mine]
    return without, resolved


async def test_on_callers_it_never_learned_from_the_resolver_understands_more_and_harms_no_one() -> None:
    """The judging sets, written by writers who never saw the code; no resolver learned from them.
    On each, the resolver mends more callers than it loses (it lost two of blind39's remarks
    while mending five: docs/understanding.md, "## The learned resolver"), and harms no one."""
    gained = 0
    for judge in JUDGES:
        without, resolved = await decided(judge)
        assert [p.text for p, d in resolved if harmful(p, d)] == [p.text for p, d in without if harmful(p, d)]
        pairs = list(zip(without, resolved, strict=True))
        lost = [p.text for (p, a), (_, b) in pairs if correct(p, a) and not correct(p, b)]
        mended = [p.text for (p, a), (_, b) in pairs if correct(p, b) and not correct(p, a)]
        assert len(mended) > len(lost), (judge.name, lost)
        gained += len(mended) - len(lost)
    assert gained >= 3


def test_train_resolver_learns_one_agents_sections_and_names_a_wrong_agent(tmp_path: Path,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    calls = tmp_path / "calls.yaml"
    calls.write_text("""
airline:
  agent: voice_agent.examples.airline:make_agent
  check_booking_status: ["did the rome trip go through", "is my name on the oslo flight yet"]
  info: ["how heavy can my suitcase be", "can i take a pram on board"]
  not:question: ["how much is a flight to Oslo"]
""")
    assert cli(["train-resolver", str(calls), "--agent", "voice_agent.examples.airline:make_agent",
                "-o", str(tmp_path / "r.npz")]) == 0
    linear = Resolver.load(tmp_path / "r.npz")
    assert linear.labels == ("check_booking_status", "info", "not:question")
    assert linear.hidden is None and linear.acting_threshold == 0.85 and linear.weights.shape == (385 + WORDS, 3)
    assert linear.buckets == WORDS  # the words matched, read beside the vector, unless --words 0
    assert cli(["train-resolver", str(calls), "--agent", "voice_agent.examples.airline:make_agent",
                "-o", str(tmp_path / "alone.npz"), "--words", "0"]) == 0
    assert Resolver.load(tmp_path / "alone.npz").weights.shape == (385, 3)
    assert cli(["train-resolver", str(calls), "--agent", "voice_agent.examples.airline:make_agent",
                "-o", str(tmp_path / "w.npz"), "--words", "-3"]) == 2
    assert "--words -3" in capsys.readouterr().err and not (tmp_path / "w.npz").exists()
    assert cli(["train-resolver", str(calls), "--agent", "voice_agent.examples.airline:make_agent",
                "-o", str(tmp_path / "layered.npz"), "--units", "256"]) == 0
    layered = Resolver.load(tmp_path / "layered.npz")
    assert layered.hidden is not None and layered.hidden.shape[1] == 256 and layered.acting_threshold == 0.98
    assert cli(["train-resolver", str(calls), "--agent", "voice_agent.examples.airline:make_agent",
                "-o", str(tmp_path / "n.npz"), "--units", "-1"]) == 2
    assert "--units -1" in capsys.readouterr().err and not (tmp_path / "n.npz").exists()
    assert cli(["train-resolver", str(calls), "--agent", "voice_agent.examples.pharmacy:make_agent",
                "-o", str(tmp_path / "p.npz")]) == 2
    assert "no section" in capsys.readouterr().err and not (tmp_path / "p.npz").exists()
