"""A resolver, learned from one agent's labelled callers' words, for the turns the rules leave open.

When the rules cannot choose (a question naming two guidelines that scored close, or nothing near
the accept score), this reads the vector the matcher scored for the turn, with the words matched
hashed beside it (`features`: what the vector blurs, which words were said), and gives, for each label
of the agent's phrasing files (its guidelines by `label_of`, the `not:` kinds, the built-in
`intent:` moves), the probability that words like these ask for it. When the likeliest is a
guideline that only tells the caller something (no tool that acts, hands over or ends the call)
and its probability reaches `threshold`, the turn goes to that guideline. A question between
candidates is resolved only to one of them. A guideline that acts (its tool is read back for a
yes, so the caller still says yes before anything runs) it chooses only for a turn that asks for
something (a request with a word of asking: never a question, a remark, a refusal or a
cancelling), at `acting_threshold` (higher), and the learned acting check still reads that choice
as it reads the rules'. It never hands the call over and never ends it: those happen at once, and
the rules left this turn open, so a handoff here would be one triggered by a weak match. A turn
that is no question and that it finds, at `refusal_threshold`, declines something ("not:negation")
or calls something off ("not:cancel") it answers as the rules answer a refusal or a cancelling:
nothing starts, and a cancelling cancels the caller's pending work as "cancel that" does.

Unlike the acting check (acting_check.py), which learns kinds of asking that any agent shares, a
resolver learns one agent's guidelines: it is trained from that agent's phrasing files
(`voice-agent train-resolver`) and fails at load on an agent that lacks a guideline it names.
docs/understanding.md "## The learned resolver".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voice_agent.engine.acting_check import (
    FORMAT,
    WORD_WEIGHT,
    all_beside,
    beside,
    fit_rectified,
    fit_softmax,
    kind_of,
    label_of,
    read_learned,
    rectified,
    shaped,
    softmax,
    unreadable,
    usable,
    words_read,
    write_learned,
)
from voice_agent.engine.acts import Act, SpeechAct
from voice_agent.engine.decision import Choice, Decision
from voice_agent.engine.offers import offer
from voice_agent.engine.remarks import says_asking
from voice_agent.engine.text import words
from voice_agent.errors import ConfigurationError
from voice_agent.guidance import Guideline

# Chosen by leaving out each phrasing set in turn (the others trained on), before the sets that
# judge the shipped resolvers were scored with one: docs/understanding.md "## The learned resolver".
THRESHOLD = 0.6
# ... for a guideline that acts, on a request: the same leave-one-set-out, 0.8 the lowest with no
# wrong action; 0.85 keeps a margin (docs/understanding.md "## The learned resolver").
ACTING_THRESHOLD = 0.85
STRENGTH = 3e-5
# A resolver may read the vector through a layer of rectified units first (`--units N`, its L2
# penalty LAYER_STRENGTH; its probabilities run higher, so a guideline that acts is chosen at
# LAYER_ACTING_THRESHOLD: on five folds of the learned sets 0.95 added a wrong action, 0.98 none).
# There it answered 28-30 more callers in 12,000 than a softmax on the vector, but it is sure of
# itself where nothing was learned ("asdf qwerty zxcv": the status check at 0.98; "can you sort
# something out for me on friday": a booking at 1.00), so the example agents' resolvers (UNITS, the
# default) have none (docs/understanding.md "## The learned resolver", "A layer of units").
UNITS = 0
LAYER_STRENGTH = 1e-2
LAYER_ACTING_THRESHOLD = 0.98
# A turn it finds declines or calls something off (never a question) at REFUSAL_THRESHOLD is answered so:
# five folds of the learned sets and leaving each set out, 0.9 the lowest at which it refused no turn of
# another label (docs/understanding.md "Refusals").
REFUSAL_THRESHOLD = 0.9
REFUSALS = {"not:negation": Choice.DECLINE, "not:cancel": Choice.CANCEL}
# A turn the rules DID decide, as a guideline that only tells or as a question it cannot answer, it
# answers otherwise when it finds, at OVERRULE_THRESHOLD, that the words ask for another guideline
# that only tells, or (a guideline decided) for nothing the agent does: a question about something
# else or another service (CANNOT), a refusal or a cancelling of a turn that is no question (REFUSALS).
# Leaving each set out (bench/resolver.py), 0.95 the lowest at which it overruled no right answer
# (docs/understanding.md "Overruling a telling answer").
OVERRULE_THRESHOLD = 0.95
ASKS_NOTHING = {"not:question": Choice.CANNOT, "not:out_of_scope": Choice.CANNOT}
TRAIN = "voice-agent train-resolver PHRASINGS.yaml --agent MODULE:FACTORY -o FILE.npz"


def usable_units(units: int) -> int:
    if units < 0:
        raise ConfigurationError(f"--units {units}: a number of units, 0 or more (0: a softmax on the vector itself)")
    return units


def strength_for(units: int) -> float:
    """The L2 penalty a resolver is learned with: on a layer of `units` rectified units, or (0) on the vector."""
    return LAYER_STRENGTH if units else STRENGTH


def acting_threshold_for(units: int) -> float:
    """The probability at which a resolver learned with `units` (0: none) chooses a guideline that acts."""
    return LAYER_ACTING_THRESHOLD if units else ACTING_THRESHOLD


def tells_only(guideline: Guideline) -> bool:
    """A guideline whose tools neither act, hand over, nor end the call: one the resolver may choose."""
    return kind_of(guideline) == "tell" and not any(t.ends_call for t in guideline.tools)


def asks_to_act(act: Act, text: str) -> bool:
    """Whether a turn may go to a guideline that acts: a request (not a question, a remark, a
    refusal or a cancelling) with a word of asking in it ("could you ...", "i need ...", "book ...")."""
    return act.act is SpeechAct.REQUEST and not act.remark and says_asking(words(text))


def asked_for(guideline: Guideline) -> bool:
    """A guideline whose tool is read back for a yes (none hands over or ends the call): one the
    resolver may choose for a request, at `acting_threshold`. A handoff is not: it happens with no
    read-back, and the turns the resolver reads are those the rules could not decide."""
    return kind_of(guideline) == "act" and not any(t.ends_call for t in guideline.tools)


@dataclass(frozen=True)
class Resolver:
    weights: Any  # numpy float32, (inputs + 1, len(labels)): the last row is the bias
    labels: tuple[str, ...]  # guideline labels (label_of), not:<kind>, intent:<move>
    matcher: str  # the name of the matcher whose vectors it reads
    trained_on: tuple[str, ...] = ()
    threshold: float = THRESHOLD
    phrasings: int = 0
    acting_threshold: float = ACTING_THRESHOLD
    # None, or a layer of rectified units the vector passes first: (dimensions + 1, units), the
    # last row its bias; the softmax (`weights`) then reads the units
    hidden: Any = None
    refusal_threshold: float = REFUSAL_THRESHOLD
    overrule_threshold: float = OVERRULE_THRESHOLD
    # 0, or how many buckets the words matched are hashed into, read beside the vector (`features`)
    buckets: int = 0
    word_weight: float = WORD_WEIGHT

    def features(self, vector: Any, text: str) -> Any:
        """What the resolver reads for a turn: the matcher's `vector` of the words matched (`text`), and
        with `buckets`, those words hashed beside it (`word_counts`, times `word_weight`)."""
        return beside(vector, text, self.buckets, self.word_weight)

    def probabilities(self, vector: Any) -> dict[str, float]:
        inputs = vector if self.hidden is None else rectified(self.hidden, vector)
        return dict(zip(self.labels, (float(p) for p in softmax(self.weights, inputs)), strict=True))

    def choices(self, guidelines: Sequence[Guideline], kind: Callable[[Guideline], bool] = tells_only) -> dict[str, Guideline]:
        """The guidelines it may choose, by label: those of `kind` (by default, those that only
        tell; `asked_for`: those that act, for a request), under a label no other guideline of the
        agent shares. Raises ConfigurationError when it names guideline labels the agent does not
        have (it was learned for another agent)."""
        by_label: dict[str, list[Guideline]] = {}
        for g in guidelines:
            by_label.setdefault(label_of(g), []).append(g)
        missing = sorted(x for x in self.labels if not x.startswith(("not:", "intent:")) and x not in by_label)
        if missing:
            raise ConfigurationError(
                f"the learned resolver (from {', '.join(self.trained_on) or 'unnamed files'}) names "
                f"{', '.join(missing)}, which no guideline of this agent is (a guideline's label is its first tool's "
                f"name, or `info`): train one on this agent's phrasings with `{TRAIN}`")
        return {label: gs[0] for label, gs in by_label.items() if len(gs) == 1 and kind(gs[0])}

    def resolved(self, decision: Decision, vector: Callable[[], Any], choices: dict[str, Guideline],
                 acting: dict[str, Guideline] | None = None, act: Act | None = None) -> Decision:
        """`decision`, or the guideline the words most likely ask for when the rules left the turn
        open (a question, or no match) and it is likely enough: one of `choices` (those that only
        tell) at `threshold`, or of `acting` (those that act, given only for a request) at
        `acting_threshold`; or, for a turn whose speech `act` is given and is no question, a
        refusal or a cancelling (REFUSALS) at `refusal_threshold`. A turn the rules decided goes to
        `overruled`. `vector` gives the matched words' vector (only then read)."""
        acting = acting or {}
        if decision.choice not in (Choice.CLARIFY, Choice.NO_MATCH):
            return self.overruled(decision, vector, choices, act)
        if not (choices or acting or act):
            return decision
        label, p = max(self.probabilities(vector()).items(), key=lambda kv: kv[1])
        if label in REFUSALS and act is not None and act.act is not SpeechAct.QUESTION and p >= self.refusal_threshold:
            return _refusal(label, p, f"(the rules: {decision.describe()})")
        g, needed = (choices[label], self.threshold) if label in choices else (acting.get(label), self.acting_threshold)
        if g is None or p < needed or (decision.candidates and g not in decision.candidates):
            return decision
        return Decision(Choice.GUIDELINE, g, reason=f"the learned resolver gives {p:.2f} that words like these ask "
                                                    f"to {offer(g)} (the rules: {decision.describe()})")

    def overruled(self, decision: Decision, vector: Callable[[], Any], choices: dict[str, Guideline],
                  act: Act | None = None) -> Decision:
        """`decision`, a turn the rules decided, or what the words ask for instead when it is likely
        at `overrule_threshold`: only a decision that tells (a guideline of `choices`, or CANNOT) is
        overruled, and only by one that tells or starts nothing: another of `choices`, or, instead of a
        guideline, CANNOT for a question about something else or another service (ASKS_NOTHING), or a
        refusal or a cancelling (REFUSALS) of a turn whose speech `act` is given and is no question.
        Never a guideline that acts or hands over, never ending the call, never small talk."""
        told = decision.guideline if decision.choice is Choice.GUIDELINE else None
        if not ((told is not None and told in choices.values()) or decision.choice is Choice.CANNOT):
            return decision
        label, p = max(self.probabilities(vector()).items(), key=lambda kv: kv[1])
        if p < self.overrule_threshold:
            return decision
        why = f"(the rules: {decision.describe()}, overruled)"
        if label in choices and choices[label] is not told:
            return Decision(Choice.GUIDELINE, choices[label],
                            reason=f"the learned resolver gives {p:.2f} that words like these ask to {offer(choices[label])} {why}")
        if told is None:
            return decision
        if label in ASKS_NOTHING:
            return Decision(ASKS_NOTHING[label], candidates=(told,),
                            reason=f"the learned resolver gives {p:.2f} that words like these ask for nothing it does {why}")
        if label in REFUSALS and act is not None and act.act is not SpeechAct.QUESTION:
            return _refusal(label, p, why)
        return decision

    def reads(self, matcher: Any) -> str:
        """Why this resolver cannot read `matcher`'s vectors, or "" when it can."""
        return unreadable("resolver", self.matcher,
                          (self.weights if self.hidden is None else self.hidden).shape[0] - 1 - self.buckets, matcher)

    # -- training and files --------------------------------------------------------------------

    @classmethod
    def fit(cls, vectors: Any, labels: Sequence[str], *, matcher: str, trained_on: Sequence[str] = (),
            strength: float | None = None, threshold: float = THRESHOLD,
            acting_threshold: float | None = None, units: int = UNITS, texts: Sequence[str] = (),
            buckets: int = 0, word_weight: float = WORD_WEIGHT) -> Resolver:
        """Multinomial logistic regression over the labels seen, on the vector (L-BFGS from zeros),
        or with `units`, a softmax on a layer of that many rectified units (`fit_rectified`); either
        way the same phrasings learn the same file. With `buckets`, each vector is read with its
        words matched (`texts`, one a vector) hashed beside it (`features`). `strength` and
        `acting_threshold` default to those chosen for the kind (`strength_for`, `acting_threshold_for`)."""
        usable_units(units)
        penalty = strength_for(units) if strength is None else strength
        acting = usable(acting_threshold_for(units) if acting_threshold is None else acting_threshold)
        usable(threshold)
        names = tuple(sorted(set(labels)))
        if len(names) < 2:
            raise ConfigurationError(f"a resolver needs phrasings of two labels at least, not {list(names)}")
        classes = [names.index(x) for x in labels]
        vectors = all_beside(vectors, texts, buckets, word_weight)
        if units:
            hidden, weights = fit_rectified(vectors, classes, len(names), units, penalty)
            return cls(weights, names, matcher, tuple(trained_on), threshold, len(labels), acting, hidden,
                       buckets=buckets, word_weight=word_weight)
        weights = fit_softmax(vectors, classes, len(names), penalty)
        return cls(weights, names, matcher, tuple(trained_on), threshold, len(labels), acting,
                   buckets=buckets, word_weight=word_weight)

    def save(self, path: Path) -> None:
        layers = {} if self.hidden is None else {"hidden": self.hidden}
        write_learned(path, self.weights, {"format": FORMAT, "matcher": self.matcher, "labels": list(self.labels),
                                           "threshold": self.threshold, "trained_on": list(self.trained_on),
                                           "phrasings": self.phrasings, "acting_threshold": self.acting_threshold,
                                           "refusal_threshold": self.refusal_threshold,
                                           "overrule_threshold": self.overrule_threshold,
                                           "buckets": self.buckets, "word_weight": self.word_weight},
                      **layers)

    @classmethod
    def load(cls, path: Path | str) -> Resolver:
        import numpy as np

        path = Path(path)
        weights, meta, others = read_learned(path, "resolver", TRAIN)
        labels = tuple(meta.get("labels", ()))
        threshold = shaped(path, "resolver", weights, meta, labels, THRESHOLD)
        hidden = others.get("hidden")
        if hidden is not None and (hidden.ndim != 2 or hidden.shape[1] != weights.shape[0] - 1
                                   or not np.isfinite(hidden).all()):
            raise ConfigurationError(f"resolver {path}: its layer of units {hidden.shape} does not feed its weights "
                                     f"{weights.shape}, or is not usable; train it again with `{TRAIN}`")
        acting, refusal, overrule = (_probability(path, meta, key, default) for key, default in
                                     (("acting_threshold", ACTING_THRESHOLD), ("refusal_threshold", REFUSAL_THRESHOLD),
                                      ("overrule_threshold", OVERRULE_THRESHOLD)))
        buckets, word_weight = words_read(path, "resolver", meta, (weights if hidden is None else hidden).shape[0] - 1, TRAIN)
        return cls(weights, labels, str(meta["matcher"]), tuple(meta.get("trained_on", ())), threshold,
                   int(meta.get("phrasings", 0)), acting, hidden, refusal, overrule, buckets, float(word_weight))


def _refusal(label: str, p: float, rules: str) -> Decision:
    """A turn answered as a refusal or a cancelling (REFUSALS[label]), saying why."""
    said = "decline" if label == "not:negation" else "call something off"
    return Decision(REFUSALS[label], reason=f"the learned resolver gives {p:.2f} that words like these {said} {rules}")


def _probability(path: Path, meta: dict[str, Any], key: str, default: float) -> float:
    """A threshold of the file's `meta` (`default` when it has none, as files older than it)."""
    try:
        return usable(float(meta.get(key, default)))
    except (TypeError, ValueError, ConfigurationError) as exc:
        raise ConfigurationError(f"resolver {path}: {key} {meta.get(key)!r} is not a probability between 0 and 1 "
                                 f"({exc}); train it again with `{TRAIN}`") from None
