"""The learned acting check: an action or a handoff the rules chose is asked about instead when
words like the caller's were never seen asking for it (engine/acting_check.py,
`voice-agent train-check`, docs/understanding.md "## The learned acting check")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

import voice_agent as va
from adapters.cli import main as cli
from tests.understanding.heldout import HELDOUT, JUDGES, Phrasing, correct, harmful, load
from voice_agent.engine.acting_check import (
    KINDS,
    WORDS,
    ActingCheck,
    read_learned,
    word_counts,
    write_learned,
)
from voice_agent.engine.decision import Choice, Decision
from voice_agent.engine.embedding import EmbeddingMatcher
from voice_agent.engine.matcher import LexicalMatcher
from voice_agent.engine.understand import Understander
from voice_agent.examples import ACTING_CHECK
from voice_agent.examples import airline as ex
from voice_agent.live.engines import prepare_engine


def doubting() -> ActingCheck:
    """A check that takes any words for small talk."""
    weights = np.zeros((EmbeddingMatcher.dimensions + 1, len(KINDS)), dtype=np.float32)
    weights[-1, KINDS.index("not:small_talk")] = 10.0
    return ActingCheck(weights, EmbeddingMatcher.name)


def test_a_check_learns_the_kinds_it_is_shown_and_keeps_them_in_its_file(tmp_path: Path) -> None:
    rng = np.random.default_rng(7)
    centres = {k: rng.normal(size=384) for k in ("act", "handoff", "not:question")}
    vectors, kinds = [], []
    for kind, centre in centres.items():
        for _ in range(40):
            v = centre + 0.3 * rng.normal(size=384)
            vectors.append(v / np.linalg.norm(v))
            kinds.append(kind)
    check = ActingCheck.fit(vectors, kinds, matcher="m", trained_on=["a.yaml"])
    for kind, centre in centres.items():
        probabilities = check.probabilities(centre / np.linalg.norm(centre))
        assert max(probabilities, key=lambda k: probabilities[k]) == kind
    check.save(tmp_path / "check.npz")
    again = ActingCheck.load(tmp_path / "check.npz")
    assert np.array_equal(again.weights, check.weights)
    assert (again.matcher, again.trained_on, again.kinds, again.phrasings) == ("m", ("a.yaml",), KINDS, 120)


def one_vector_two_words(pairs: tuple[tuple[str, str], ...], seed: int) -> tuple[Any, list[str], list[str], Any]:
    """Phrasings of two labels that share each vector and differ in one word (`pairs`: a label and its
    word), and a probe vector none of them has: what a learned file on the vector alone cannot tell apart."""
    rng = np.random.default_rng(seed)
    vectors, labels, texts = [], [], []
    for i in range(40):
        v = rng.normal(size=384)
        for label, word in pairs:
            vectors.append(v / np.linalg.norm(v))
            labels.append(label)
            texts.append(f"please {word} the seat on flight number {i}")
    probe = rng.normal(size=384)
    return np.stack(vectors), labels, texts, probe / np.linalg.norm(probe)


def test_a_check_with_words_tells_apart_what_one_vector_blurs_and_keeps_them_in_its_file(tmp_path: Path) -> None:
    """An action and a refusal whose phrasings have the same vector and differ in one word: on the
    vector alone a coin toss; with the words beside it, each read as its own kind."""
    vectors, kinds, texts, probe = one_vector_two_words((("act", "grab"), ("not:negation", "skip")), seed=9)

    def chance_of_acting(check: ActingCheck, text: str) -> float:
        return check.probabilities(check.features(probe, text))["act"]

    alone = ActingCheck.fit(vectors, kinds, matcher="m", texts=texts, buckets=0)
    assert 0.3 < chance_of_acting(alone, "skip the seat") < 0.7
    worded = ActingCheck.fit(vectors, kinds, matcher="m", texts=texts, buckets=WORDS)
    assert chance_of_acting(worded, "skip the seat") < 0.2 < 0.8 < chance_of_acting(worded, "grab the seat")
    worded.save(tmp_path / "c.npz")
    again = ActingCheck.load(tmp_path / "c.npz")
    assert (again.buckets, again.word_weight) == (WORDS, worded.word_weight)
    assert chance_of_acting(again, "skip the seat") == chance_of_acting(worded, "skip the seat")
    assert ActingCheck(worded.weights, EmbeddingMatcher.name, buckets=WORDS).reads(EmbeddingMatcher()) == ""
    with pytest.raises(va.ConfigurationError, match="each phrasing's words"):
        ActingCheck.fit(vectors, kinds, matcher="m", buckets=WORDS)
    _, meta, _ = read_learned(tmp_path / "c.npz", "acting check", "")
    del meta["buckets"], meta["word_weight"]
    write_learned(tmp_path / "old.npz", alone.weights, meta)  # written before words were read: none
    assert ActingCheck.load(tmp_path / "old.npz").buckets == 0
    write_learned(tmp_path / "torn.npz", alone.weights, {**meta, "buckets": WORDS})
    with pytest.raises(va.ConfigurationError, match=r"torn.npz: 4096 buckets of words.*train-check"):
        ActingCheck.load(tmp_path / "torn.npz")


async def test_the_words_said_reach_the_check_in_a_turn() -> None:
    """A check that reads nothing but one word's bucket (its vector weights all 0): a booking the rules
    chose is asked about when the word is said, and read back as before when it is not."""
    agent = ex.make_agent()
    await agent.ensure_setup()
    weights = np.zeros((EmbeddingMatcher.dimensions + WORDS + 1, len(KINDS)), dtype=np.float32)
    weights[-1, KINDS.index("act")] = 5.0
    bucket = int(np.argmax(word_counts("zorblat", WORDS)))
    weights[EmbeddingMatcher.dimensions + bucket, KINDS.index("not:small_talk")] = 40.0
    check = ActingCheck(weights, EmbeddingMatcher.name, buckets=WORDS)
    understander = Understander(agent.guidelines, agent.terms, EmbeddingMatcher(), check=check)
    plain = understander.understand("i'd like to book a seat on ba 117 for ann lee please").decision
    assert plain.choice is Choice.GUIDELINE, plain.describe()
    doubted = understander.understand("i'd like to book a seat on ba 117 for ann lee please zorblat").decision
    assert doubted.choice is Choice.CLARIFY and "learned check" in doubted.reason, doubted.describe()


def test_a_bad_check_file_fails_at_load_saying_what_to_do(tmp_path: Path) -> None:
    with pytest.raises(va.ConfigurationError, match=r"no such file.*train-check"):
        va.Agent("x", acting_check=tmp_path / "missing.npz")
    (tmp_path / "junk.npz").write_bytes(b"not numpy at all")
    with pytest.raises(va.ConfigurationError, match="not a check file"):
        va.Agent("x", acting_check=str(tmp_path / "junk.npz"))
    with pytest.raises(va.ConfigurationError, match="unknown kinds"):
        ActingCheck.fit(np.zeros((2, 4)), ["act", "please"], matcher="m")


async def test_a_check_for_another_matchers_vectors_is_off_and_says_so() -> None:
    agent = ex.make_agent()
    await agent.ensure_setup()
    understander = Understander(agent.guidelines, agent.terms, LexicalMatcher(), check=doubting())
    understanding = understander.understand("I want to book BA 117 for Ann Lee")
    assert understander.check is None
    assert understanding.decision.choice is Choice.GUIDELINE  # the rules decide alone
    assert any("acting check off" in line for line in understanding.lines())


@pytest.mark.parametrize(("said", "question"), [
    ("I want to book BA 117 for Ann Lee", "Do you want to book a flight?"),
    ("can I talk to a human", "Do you want to speak with a person?"),
])
async def test_a_doubted_action_or_handoff_is_asked_about_not_done(airline: ex.AirlineService, said: str,
                                                                  question: str) -> None:
    async with va.Server() as server:
        await server.add_agent(ex.make_agent(airline).configured(acting_check=doubting()))
        call = await server.create_session("airline")
        reply = await call.post_customer_message(said, wait=True)
        assert reply.message == question
        assert await call.work() == [] and airline.bookings == []  # nothing booked, no one called


def test_the_example_agents_check_learned_from_no_set_that_judges_it() -> None:
    check = ActingCheck.load(ACTING_CHECK)
    sets = {p.name for p in HELDOUT.parent.glob("*.yaml")}
    assert check.trained_on and set(check.trained_on) <= sets
    assert not {HELDOUT.name, *(judge.name for judge in JUDGES)} & set(check.trained_on)
    assert check.matcher == EmbeddingMatcher.name and check.phrasings >= 4000


async def decided(path: Path) -> tuple[list[tuple[Phrasing, Decision]], list[tuple[Phrasing, Decision]]]:
    """Each phrasing of `path` decided by the example agents' rules alone, and with their check
    (not their resolver: test_resolver.py judges it)."""
    factories, phrasings = load(path)
    alone, checked = [], []
    for name, factory in factories.items():
        agent = factory().configured(resolver=None)
        await agent.ensure_setup()
        engine = (await prepare_engine(agent)).understander
        assert engine.check is not None, engine.note
        rules = Understander(agent.guidelines, agent.terms, engine.matcher)
        mine = [p for p in phrasings if p.agent == name]
        alone += [(p, rules.understand(p.text).decision) for p in mine]
        checked += [(p, engine.understand(p.text).decision) for p in mine]
    return alone, checked


def wrong(decisions: list[tuple[Phrasing, Decision]]) -> list[str]:
    return [f"{p.label}: {p.text!r} -> {d.describe()}" for p, d in decisions if harmful(p, d)]


async def test_on_callers_it_never_learned_from_the_check_leaves_fewer_wrong_actions() -> None:
    """The judging sets, written after the check was made by writers who never saw the code. Taken
    together: on one of them (blind34) the check stopped none of the rules' wrong actions, so the
    promise is held over the judges, not set by set."""
    stopped, left = 0, []
    for judge in JUDGES:
        alone, checked = await decided(judge)
        stopped += len(wrong(alone)) - len(wrong(checked))
        left += wrong(checked)
        # It only asks instead: a caller it loses hears a question about what the rules chose.
        lost = [(p, d) for (p, a), (_, d) in zip(alone, checked, strict=True) if correct(p, a) and not correct(p, d)]
        assert all(d.choice is Choice.CLARIFY for _, d in lost), (judge.name, [(p.text, d.describe()) for p, d in lost])
    assert stopped > 0, left


def test_train_check_learns_from_a_phrasing_file_and_names_a_bad_label(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "calls.yaml"
    good.write_text("""
airline:
  agent: voice_agent.examples.airline:make_agent
  book_flight: ["could you get me on the 9am to Rome, Sam Ortiz", "a seat on LH 12 for Ines Park please"]
  transfer_to_human: ["put a real person on the line"]
  info: ["how heavy can my suitcase be"]
  intent:greeting: ["good afternoon"]
  not:question: ["how much is a flight to Oslo"]
""")
    assert cli(["train-check", str(good), "-o", str(tmp_path / "c.npz")]) == 0
    assert "wrote" in capsys.readouterr().out
    check = ActingCheck.load(tmp_path / "c.npz")
    assert check.trained_on == ("calls.yaml",) and check.phrasings == 6
    assert check.buckets == WORDS and check.weights.shape == (385 + WORDS, len(KINDS))  # words beside the vector
    assert cli(["train-check", str(good), "-o", str(tmp_path / "alone.npz"), "--words", "0"]) == 0
    assert ActingCheck.load(tmp_path / "alone.npz").weights.shape == (385, len(KINDS))
    assert cli(["train-check", str(good), "-o", str(tmp_path / "w.npz"), "--words", "-2"]) == 2
    assert "--words -2" in capsys.readouterr().err and not (tmp_path / "w.npz").exists()
    bad = tmp_path / "bad.yaml"
    bad.write_text(good.read_text().replace("book_flight:", "book_a_trip:"))
    assert cli(["train-check", str(bad), "-o", str(tmp_path / "d.npz")]) == 2
    err = capsys.readouterr().err
    assert "'book_a_trip'" in err and "book_flight" in err
    assert not (tmp_path / "d.npz").exists()
    assert cli(["train-check", str(good), "-o", str(tmp_path / "e.npz"), "--threshold", "1.5"]) == 2
    assert "between 0 and 1" in capsys.readouterr().err and not (tmp_path / "e.npz").exists()


@pytest.mark.parametrize(("line", "said"), [("- no", "phrasing 2 is False"), ("- off", "phrasing 2 is False"),
                                            ("- 1.50", "phrasing 2 is 1.5")])
def test_a_phrasing_yaml_reads_as_no_text_is_refused_naming_it(tmp_path: Path, line: str, said: str,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """An unquoted `no` is a boolean to YAML: it was learned and judged as the words "False"."""
    calls = tmp_path / "calls.yaml"
    calls.write_text(f"""
pharmacy:
  agent: voice_agent.examples.pharmacy:make_agent
  not:negation:
    - not today thanks
    {line}
""")
    assert cli(["train-check", str(calls), "-o", str(tmp_path / "c.npz")]) == 2
    err = capsys.readouterr().err
    assert "label not:negation" in err and said in err and "double quotes" in err
    assert not (tmp_path / "c.npz").exists()
    calls.write_text(calls.read_text().replace(f"    {line}\n", f'    - "{line[2:]}"\n'))
    assert cli(["train-check", str(calls), "-o", str(tmp_path / "c.npz")]) == 0


def test_a_label_given_one_line_instead_of_a_list_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`not:negation: not today thanks` (no '- '): each letter was learned as a phrasing of its own."""
    calls = tmp_path / "calls.yaml"
    calls.write_text("""
pharmacy:
  agent: voice_agent.examples.pharmacy:make_agent
  info: ["what time do you shut on saturday"]
  not:negation: not today thanks
""")
    assert cli(["train-check", str(calls), "-o", str(tmp_path / "c.npz")]) == 2
    err = capsys.readouterr().err
    assert "label not:negation" in err and "expected a list of phrasings" in err and "'not today thanks'" in err
    assert not (tmp_path / "c.npz").exists()


def test_a_learned_file_is_read_when_its_header_parse_raced_another_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """numpy reads an array's header with ast.literal_eval, and CPython 3.11's parser is not
    thread-safe: an agent prepared while another thread parses failed to load with a SystemError
    (seen in `make test`: "AST constructor recursion depth mismatch"). The read runs again."""
    real_load, failures = np.load, [1, 1]

    def racing_load(*args: object, **kwargs: object) -> object:
        if failures:
            failures.pop()
            raise SystemError("AST constructor recursion depth mismatch (before=198, after=255)")
        return real_load(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(np, "load", racing_load)
    check = ActingCheck.load(ACTING_CHECK)
    assert failures == []  # the race happened (twice), and the file was still read
    assert check.kinds == KINDS
