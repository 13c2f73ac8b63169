"""The IntentMatcher port: the lexical and the embedding matcher pass the same contract, and the
built-in conversational moves are recognised whatever the agent is for. Understanding of the
example agents is judged on held-out phrasings in test_understanding.py."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

import pytest

from voice_agent.engine import contrast
from voice_agent.engine.embedding import EmbeddingMatcher
from voice_agent.engine.matcher import Intent, LexicalMatcher
from voice_agent.engine.understand import Choice, Understander
from voice_agent.examples import airline as ex
from voice_agent.live.engines import prepare_engine
from voice_agent.ports import IntentMatcher, IntentTarget

TARGETS = [
    IntentTarget("weather", ("will it rain tomorrow", "what is the forecast")),
    IntentTarget("music", ("play some jazz", "put a song on")),
]


@pytest.fixture(params=["lexical", "embedding"])
def matcher(request: pytest.FixtureRequest) -> IntentMatcher:
    m: IntentMatcher = LexicalMatcher() if request.param == "lexical" else EmbeddingMatcher()
    m.fit(TARGETS)
    return m


def test_scores_every_target_between_zero_and_one(matcher: IntentMatcher) -> None:
    scores = matcher.scores("is it going to rain")
    assert set(scores) == {"weather", "music"}
    assert all(0.0 <= s <= 1.0001 for s in scores.values())


def test_a_phrasing_of_a_target_scores_highest_for_it(matcher: IntentMatcher) -> None:
    scores = matcher.scores("put a song on")
    assert scores["music"] > 0.99 and scores["music"] > scores["weather"]


def test_thresholds_are_ordered(matcher: IntentMatcher) -> None:
    assert 0 < matcher.accept <= matcher.strong < 1 and matcher.margin >= 0


def test_fit_again_replaces_the_targets(matcher: IntentMatcher) -> None:
    matcher.fit([IntentTarget("greeting", ("good morning",))])
    assert set(matcher.scores("morning")) == {"greeting"}


def test_the_embedding_matcher_knows_meaning_beyond_shared_words() -> None:
    lexical, semantic = LexicalMatcher(), EmbeddingMatcher()
    for m in (lexical, semantic):
        m.fit(TARGETS)
    said = "is it going to be sunny on saturday"  # no word in common with the weather phrasings
    assert lexical.scores(said)["weather"] < lexical.accept
    assert semantic.scores(said)["weather"] >= semantic.accept > semantic.scores(said)["music"]


@pytest.fixture
async def understander() -> AsyncIterator[Understander]:
    agent = ex.make_agent()
    await agent.ensure_setup()
    yield (await prepare_engine(agent)).understander


@pytest.mark.parametrize(
    ("said", "intent"),
    [("Thanks!", Intent.ACKNOWLEDGE), ("okay, thanks.", Intent.ACKNOWLEDGE), ("ok cheers", Intent.ACKNOWLEDGE),
     ("And?", Intent.STATUS), ("um are you still there", Intent.STATUS), ("any update on that", Intent.STATUS),
     ("hi", Intent.GREETING), ("wait wait", Intent.HOLD)],
)
async def test_conversational_moves_are_the_engines_own(understander: Understander, said: str, intent: Intent) -> None:
    decision = understander.understand(said).decision
    assert decision.choice is Choice.INTENT and decision.intent is intent


@pytest.mark.parametrize("said", ["asdf qwerty zxcv", "blorp fnord", "xyzzy", "purple monkey dishwasher"])
async def test_gibberish_matches_nothing(understander: Understander, said: str) -> None:
    assert understander.understand(said).decision.choice is Choice.NO_MATCH


class _FittedIds:
    """Wraps a matcher and remembers the target ids of its last fit."""

    def __init__(self, inner: IntentMatcher, semantic: bool) -> None:
        self.inner, self.semantic = inner, semantic
        self.name, self.accept, self.strong, self.margin = inner.name, inner.accept, inner.strong, inner.margin
        self.fitted: set[str] = set()

    def fit(self, targets: Sequence[IntentTarget]) -> None:
        self.fitted = {t.id for t in targets}
        self.inner.fit(targets)

    def scores(self, text: str) -> dict[str, float]:
        return self.inner.scores(text)


@pytest.mark.parametrize(("inner", "semantic"), [("lexical", True), ("embedding", False), ("embedding", True), ("lexical", False)])
async def test_the_contrast_classes_follow_what_the_matcher_says_of_its_scores(inner: str, semantic: bool) -> None:
    # A matcher of one's own says whether its scores carry meaning; the engine does not guess
    # from its type (a lexical matcher's subclass may well embed).
    wrapped = _FittedIds(LexicalMatcher() if inner == "lexical" else EmbeddingMatcher(), semantic)
    agent = ex.make_agent().configured(matcher=wrapped)
    await agent.ensure_setup()
    await prepare_engine(agent)
    contrasts = {contrast.CANCEL_ID, contrast.DO_ID, contrast.ELSEWHERE_ID}
    assert (contrasts <= wrapped.fitted) is semantic
