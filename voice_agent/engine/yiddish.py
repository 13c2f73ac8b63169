"""The Yiddish words Jewish callers in Britain and America weave into their English, one word for one (read by
`dialect.standard`, last):

- "mensch" (a human being, a decent one) wanted or put through to ("connect me with a mensch", "a mensch or
  anyone"): read "person", as "a real person" is; said of what someone is ("he's a real mensch", "such a mensch":
  praise) it is left;
- "kvetch", "kvetching" (to complain, complaining): read "complain", "complaining"; as a noun after "a" ("he's a
  kvetch") it is left;
- "oy" (dismay, as "oh" is) read "oh", and "vey", "gevalt" after it "dear" ("oy vey": "oh dear"), so a no after it is
  read as after "oh no"; "vey" elsewhere (a name) is left.
"""

from __future__ import annotations

_MENSCH = frozenset({"mensch", "mensh", "mentsh", "mentsch"})
# The words that may stand between a copula and "mensch" said of someone ("is a real mensch", "such a good mensch").
_PRAISING = frozenset({"a", "an", "real", "proper", "true", "total", "right", "good", "decent", "little"})
_IS = frozenset({"is", "are", "was", "were", "be", "been", "being", "am", "such", "what", "quite"})
_DISMAY = frozenset({"vey", "vay", "vei", "gevalt", "gevald"})
_KVETCH = {"kvetch": "complain", "kvetching": "complaining", "kvetches": "complains", "kvetched": "complained"}


def _said_of_someone(out: list[str], k: int) -> bool:
    """Whether "mensch" at `k` says what someone is: a copula ("is", "'s", "'re") or "such" before it, the words of
    praise between."""
    j = k - 1
    while j >= 0 and out[j] in _PRAISING:
        j -= 1
    return j >= 0 and (out[j] in _IS or out[j].endswith(("'s", "'re")))


def yiddish(out: list[str]) -> list[str]:
    """`out` with "mensch" wanted read "person", "kvetch" read "complain" and "oy (vey)" read "oh (dear)"; `out` itself
    when none is said."""
    if not (_MENSCH | set(_KVETCH) | {"oy"}).intersection(out):
        return out
    read = list(out)
    for k, t in enumerate(out):
        if t in _MENSCH and not _said_of_someone(out, k):
            read[k] = "person"
        elif t in _KVETCH and not (t == "kvetch" and k and out[k - 1] in ("a", "an")):
            read[k] = _KVETCH[t]
        elif t == "oy":
            read[k] = "oh"
        elif t in _DISMAY and k and out[k - 1] == "oy":
            read[k] = "dear"
    return read
