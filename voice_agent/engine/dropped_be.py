"""The "be" left out before "not" and a doing, as Chinese English (Hong Kong, Taiwan, the mainland) leaves it: "i not
taking those", "we not coming" are "i'm not taking those", "we're not coming". Read by `dialect.standard`, which puts
the returned word in the teller's place.
"""

from __future__ import annotations

# Words ending "-ing" that name no doing ("i not nothing"), and bare verbs that end so ("do i not bring it": a "do" or
# "did" asks, the verb bare).
_NO_DOING = frozenset("nothing anything something thing things morning evening bring sing ring sting string spring "
                      "king wing swing cling fling sling during".split())
_BE_FOR = {"i": "i'm", "we": "we're"}


def be_dropped(out: list[str], k: int) -> str | None:
    """The teller with its "be" ("i'm", "we're") when `out[k]` is "not" straight after "i" / "we" and straight before a
    doing in "-ing", the teller opening the turn or a clause (not after "do", "did", "why" ...: a question's
    subject)."""
    if out[k] != "not" or k == 0 or out[k - 1] not in _BE_FOR or k + 1 >= len(out):
        return None
    doing = out[k + 1]
    if not doing.endswith("ing") or len(doing) < 5 or doing in _NO_DOING:
        return None
    if "or" in out[k + 2 :] and out[-1] in ("not", "yet"):  # a question closing the turn: the "not" only leads to it
        return None
    if k >= 2 and out[k - 2] in ("do", "did", "does", "why", "am", "can", "could", "should", "would", "if"):
        return None
    return _BE_FOR[out[k - 1]]
