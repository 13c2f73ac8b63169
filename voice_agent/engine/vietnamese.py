"""The Vietnamese words callers from Vietnam and its families abroad mix into their English, in the standard form:
"khong" (no), said alone or over ("khong, khong, nothing for me"), and "khong can" (not needed: "khong can, all
fine") read "no need". Only a word that means nothing else in a call is listed (not "da" or "vang", a yes that is
also a name and a colour, nor "hong", the south's no that opens Hong Kong). Read by `dialect.standard`.
"""

from __future__ import annotations

WORDS = {"khong": "no"}
# "can" (needed) straight after "khong": "khong can" is "no need", never "no" and a "can" that asks.
_NEEDED = frozenset({"can", "cann"})


def phrases(tokens: list[str], out: list[str]) -> list[str]:
    """`out` (the standard form of `tokens`, one word for one) with "khong can" read "no need"."""
    for k, t in enumerate(tokens):
        if k and t in _NEEDED and tokens[k - 1] == "khong":
            out[k] = "need"
    return out
