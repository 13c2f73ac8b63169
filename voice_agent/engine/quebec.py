"""Words of Canadian French in an English call, read one word for one by `dialect.standard`: "prêt" (its accent
dropped by `text.words`: "pret", "prete", "prets", "pretes") asked of a thing after a form of "be" ("are they pret
yet", "is my order pret") is "ready". Not the shop of that name ("the pret by the station", "a pret sandwich": an
article straight before it), nor "prêt-à-porter" ("a" straight after it)."""

from __future__ import annotations

from collections.abc import Sequence

_READY = frozenset("pret prete prets pretes".split())
_BE = frozenset("is are it's they's they're that's was were be isn't aren't".split())
_ARTICLES = frozenset("a an the".split())


def ready_said(out: Sequence[str], k: int) -> bool:
    """Whether the word at k is French "prêt" asked or told of a thing after a form of "be": "ready"."""
    return (out[k] in _READY and k > 0 and out[k - 1] not in _ARTICLES and out[k + 1 : k + 2] != ["a"]
            and bool(_BE.intersection(out[max(0, k - 4) : k])))
