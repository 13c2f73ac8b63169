"""The Hindi and Urdu words callers from South Asia mix into their English, in the standard form, one word for one:
"no" ("nahin, the refill's not wanted"), "quickly" ("a person, jaldi"), "person" ("one insaan on the line, please"),
"thanks", "please", "ready" ("tayyar"), "confirmed" ("pakka": settled for certain), "today" ("aaj") and "friday"
("jummah"); and two words read by their neighbour (`phrases`): "nahi chahiye" after a thing (not wanted) and "kitne
baje" (what time). Only words that mean nothing else in a call are listed (not "hai", which is also a hello, nor
"haan", yes that is also a name). Read by `dialect.standard`, as `swahili.py` is.
"""

from __future__ import annotations

WORDS = {"nahi": "no", "nahin": "no", "nahi'n": "no", "jaldi": "quickly", "insaan": "person", "insan": "person",
         "shukriya": "thanks", "dhanyavaad": "thanks", "dhanyavad": "thanks", "kripya": "please",
         # "tayyar" (ready) and "pakka" (settled, for certain): the state of a thing asked after in the caller's words.
         "tayyar": "ready", "taiyar": "ready", "tayar": "ready", "taiyyar": "ready",
         "pakka": "confirmed", "pucca": "confirmed",
         # "aaj" (today), and "jummah" (Friday, its midday prayer): the day, as "eid" names a feast (feasts.py).
         "aaj": "today", "jummah": "friday", "jumma": "friday", "jumah": "friday", "jummah's": "friday's"}

# "chahiye" (wanted, said after the thing, as Hindi and Urdu put it) after "nahi" / "nahin" / "na" after the thing:
# "refill nahi chahiye" is "refill isn't wanted", a thing refused; "chahiye" alone ("pharmacist chahiye", wanted) and
# "nahi, ..." opening a turn (the "no" of `WORDS`) are left.
_WANTED = frozenset({"chahiye", "chahie", "chaiye", "chahiyeh"})
_NOT = frozenset({"nahi", "nahin", "nahi'n", "na"})


# "kitne baje" (how many strikes of the clock): "what time", two words for two.
_WHAT_TIME = frozenset({"kitne", "kitney", "kitna"})
_STRIKES = frozenset({"baje", "bajay", "bajey"})


def phrases(tokens: list[str], out: list[str]) -> list[str]:
    """`out` (the standard form of `tokens`, one word for one) with "nahi chahiye" after a thing read "isn't wanted",
    and "kitne baje" read "what time"."""
    for k, t in enumerate(tokens):
        if t in _STRIKES and k and tokens[k - 1] in _WHAT_TIME:
            out[k - 1], out[k] = "what", "time"
        elif t in _WANTED and k >= 2 and tokens[k - 1] in _NOT and tokens[k - 2] not in _NOT:
            out[k - 1], out[k] = "isn't", "wanted"
    return out
