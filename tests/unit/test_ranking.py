"""The probe measured by `bench/intent_models.py --ranking` (bench/ranking.py): it decides only
which target holds which score, never the scores the rules read; not in the engine (measured in
docs/understanding.md, "Ranking under the rules (round 11)"). And the default matcher ranks by the
nearest phrasing. Phrasings of our own: no example agent's, no phrasing set's."""

from __future__ import annotations

import numpy as np

from bench.intent_models import ProbeReorder
from bench.ranking import Probe, reorder
from voice_agent.engine import contrast
from voice_agent.engine.embedding import EmbeddingMatcher
from voice_agent.ports import IntentTarget

TARGETS = [
    IntentTarget("garden", ("mow the lawn on saturday", "trim the hedges out front", "weed the flower beds",
                            "rake up the autumn leaves", "water the vegetable patch")),
    IntentTarget("kitchen", ("fix the dripping kitchen tap", "unblock the sink", "the dishwasher is leaking",
                             "mend the fridge seal", "a new worktop in the kitchen")),
    IntentTarget("roof", ("a slate blew off in the storm", "the gutter is overflowing", "clear moss off the tiles")),
    IntentTarget(contrast.ELSEWHERE_ID, ("book a table for two", "a taxi to the station", "top up my phone")),
]
SAID = ("the outside tap by the hedge is dripping", "there's water coming through the ceiling upstairs",
        "can someone cut back the bushes by the shed", "I need a cab into town")


def test_scores_are_handed_out_in_the_order_preferred() -> None:
    assert reorder([0.9, 0.5, 0.7], [0.1, 0.8, 0.3]) == [0.5, 0.9, 0.7]


def test_fixed_targets_keep_their_own_score() -> None:
    # index 1 (a contrast class) keeps 0.8 although it is preferred last
    assert reorder([0.6, 0.8, 0.4], [0.1, -1.0, 0.9], fixed={1}) == [0.4, 0.8, 0.6]


def test_the_probe_gives_each_class_its_weight_whatever_its_number_of_examples() -> None:
    rng = np.random.default_rng(7)
    centres = np.eye(3, 8, dtype=np.float32)
    counts = (200, 3, 3)  # like a contrast class of hundreds of prototypes beside two guidelines
    vectors = np.vstack([c + 0.15 * rng.standard_normal((n, 8)).astype(np.float32) for c, n in zip(centres, counts, strict=True)])
    owners = np.repeat(np.arange(3), counts)
    probe = Probe(vectors / np.linalg.norm(vectors, axis=1, keepdims=True), owners, 3)
    for k in (1, 2):
        assert int(np.argmax(probe.probabilities(centres[k]))) == k


def test_reranking_moves_no_score_the_rules_read() -> None:
    plain, probed = EmbeddingMatcher(), ProbeReorder()
    for m in (plain, probed):
        m.fit(TARGETS)
    for said in SAID:
        before, after = plain.scores(said), probed.scores(said)
        assert sorted(before.values()) == sorted(after.values()), said
        assert after[contrast.ELSEWHERE_ID] == before[contrast.ELSEWHERE_ID], said


def test_the_default_matcher_ranks_by_the_nearest_phrasing() -> None:
    m = EmbeddingMatcher()
    m.fit(TARGETS)
    for said in SAID:
        scores = m.scores(said)
        nearest = {t.id: float(np.max(m._embedder.embed(list(t.phrasings)) @ m._embedder.embed([said])[0])) for t in TARGETS}
        assert all(abs(scores[t] - max(0.0, nearest[t])) < 1e-5 for t in scores), said
