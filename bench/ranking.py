"""Which target holds which score: a linear probe, fitted at agent load, reorders the matcher's
max-cosine scores without changing them.

The embedding matcher scores a target by its nearest phrasing. That number is what strict mode's
rules read (accept, strong, margin, the contrast classes' leads: understand.py), and the rules
were set on its scale. Which target is *nearest* is a weaker signal than the number suggests:
one phrasing of the wrong guideline that happens to share a word can outrank a guideline whose
phrasings, taken together, say what the caller means. A classifier trained on all of a target's
phrasings weighs them together.

So the probe only decides the order. At fit, a multinomial logistic regression learns the
targets as classes from the same phrasing embeddings (numpy, a fixed number of gradient steps
from zero: deterministic, tens of milliseconds). Per turn, each target is ordered by its cosine
plus `weight` x (its probability - the mean probability), and the cosines, sorted, are handed
out in that order. The set of values the rules see is unchanged (the best score, the runner-up,
the gap between them), only which target holds each; contrast classes keep their own scores,
since the rules compare them with the guidelines' (`fixed`).

Measured (docs/understanding.md, "Ranking under the rules (round 11)") by
`bench/intent_models.py --ranking`, and not in the engine: reordering moved accuracy on the eleven phrasing sets by 0.2
points and took a plain request ("I'm calling to make a reservation") for a status question.
Adding the probe's probability to the scores instead, or lifting the top score when the probe
agrees, turns more clarifications into answers and also acts on phrasings that asked for nothing.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import numpy as np

STEPS = 150  # gradient steps: enough for the ranking to settle on agents of a few hundred phrasings
RATE = 5.0  # step size on the class-balanced mean loss
L2 = 1e-3  # weight decay: a handful of phrasings per target must not be learned by heart


class Probe:
    """Multinomial logistic regression over unit vectors, the targets as classes, each class
    weighing the same whatever its number of phrasings (the contrast classes have hundreds)."""

    def __init__(self, vectors: Any, owners: Any, classes: int) -> None:
        x = np.hstack([np.asarray(vectors, dtype=np.float32), np.ones((len(vectors), 1), dtype=np.float32)])
        y = np.asarray(owners, dtype=np.int64)
        onehot = np.zeros((len(x), classes), dtype=np.float32)
        onehot[np.arange(len(x)), y] = 1.0
        counts = np.bincount(y, minlength=classes).astype(np.float32)
        weight = 1.0 / counts[y]
        weight = (weight / weight.sum())[:, None]
        self._w = np.zeros((classes, x.shape[1]), dtype=np.float32)
        for _ in range(STEPS):
            p = _softmax(x @ self._w.T)
            self._w -= RATE * (((p - onehot) * weight).T @ x + L2 * self._w)

    def probabilities(self, vector: Any) -> Any:
        return _softmax(self._w[:, :-1] @ vector + self._w[:, -1])


def _softmax(z: Any) -> Any:
    e = np.exp(z - z.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def reorder(scores: Sequence[float], preference: Sequence[float], fixed: Collection[int] = ()) -> list[float]:
    """`scores` handed out again in the order of `preference` (highest first), except at the
    indices in `fixed`, which keep theirs. Ties keep the original order."""
    movable = [k for k in range(len(scores)) if k not in fixed]
    values = sorted((scores[k] for k in movable), reverse=True)
    order = sorted(movable, key=lambda k: -preference[k])  # sorted() is stable
    out = list(scores)
    for k, value in zip(order, values, strict=True):
        out[k] = value
    return out
