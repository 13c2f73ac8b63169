"""What the English of Japan and South Korea says its own way, in the standard form, one word for one: "no" in the
caller's own tongue ("iie", "aniyo"), the pharmacist and the pharmacy by their Japanese and Korean names
("yakuzaishi", "yaksa", "yakkyoku", "yakguk"), "-san" after one of the agent's people, the question particle
"desu ka" closing a statement, "make it nothing" (called off), "only i want" (the "only" put first), "did it
success" (the noun for the verb), "is surely on" (for sure), "how is its progress", "please take that away"
(called off), "a doctor of pharmacy" and "pa ma shisuto" (the pharmacist in Japanese sounds). Read by
`dialect.standard`.
"""

from __future__ import annotations

# "iie, nothing for me", "aniyo, leave it": no. "yakuzaishi please", "is the yakkyoku open": the pharmacist, the
# pharmacy. Only words that mean nothing else in a call ("ie", "ne" and "hai" are left: a house, a filler, a yes).
WORDS = {
    "iie": "no", "iiya": "no", "aniyo": "no", "aniyoh": "no", "aniyeyo": "no", "aniya": "no", "anieyo": "no",
    "yakuzaishi": "pharmacist", "yakuzaishisan": "pharmacist", "yaksa": "pharmacist",
    "yakkyoku": "pharmacy", "yakguk": "pharmacy",
    # "eigyou jikan please": business hours in Japanese, "opening hours".
    "eigyou": "opening", "eigyo": "opening", "jikan": "hours",
}

# "could i ask the pharmacist-san", "the manager san please": "-san" (read as its own word) after one of the agent's
# people is a courtesy, "please" (not after a name: "tanaka san" stays said).
_PEOPLE = frozenset("pharmacist pharmacists doctor staff manager operator person representative agent "
                    "chemist clerk".split())
# "make it nothing", "make them nothing, thanks": a thing made nothing is called off, "call it off" (closing the turn or
# before "please / thanks / i / we ...": not "make it nothing fancy").
_MADE = frozenset("it that this them".split())
_AFTER_NOTHING = frozenset("please thanks thank i we ne because so sorry".split())
# "the seat is made desu ka": "desu ka" closing a statement asks it, "or not"; "desu" alone (a polite close) is left.
# "only i want the times", "only we need the status": "only" before the one who wants is "i only want".
_WHO = frozenset("i we".split())
_WANTING = frozenset("want need wanted needed wish".split())
# ... wanting to know or wanting a thing ("only i want the osaka seat"), not another doing ("only i want to study ...":
# left, a wanting that would start what the clause before refused).
_KNOWN = [[w] for w in "know the a an my our his her".split()]
# "did it success", "did the booking success": the noun for the verb after "did", "work" (not "a success").
_DID = frozenset("did didn't does".split())
# "is he surely on that flight", "the seat is surely made": "surely" after "is" before where one is or what is done is
# "for sure", "confirmed" (not "it is surely a mistake": an article after it).
_IS = frozenset("is are am".split())
_HELD = frozenset("on in made done booked reserved ready".split())
# "pa ma shisuto", "fa ma shisuto": the pharmacist said in Japanese sounds ("pa-ma-shi-su-to"), "pharmacist".
_PHARMA = frozenset("pa fa fu".split())
_MA = frozenset("ma my mah".split())
# "please take that away", "just take them away": a thing asked for, taken away, is called off, "call it off" (not
# "can i take it away": carried off, no "please / just / kindly" straight before).
_BIDDING = frozenset("please just kindly".split())
# "how is (the / its / my) progress": "how is it progressing", its status asked.
_ITS = frozenset("the its my".split())


def japan_korea(out: list[str]) -> list[str]:
    """The constructions of Japanese and Korean English above, in the standard form, one word for one."""
    for k, t in enumerate(out):
        if t == "san" and k and out[k - 1] in _PEOPLE:
            out[k] = "please"
        elif t == "make" and out[k + 1 : k + 2] and out[k + 1] in _MADE and out[k + 2 : k + 3] == ["nothing"] \
                and out[k + 3 : k + 4] in ([], *([w] for w in _AFTER_NOTHING)):
            out[k], out[k + 2] = "call", "off"
        elif t == "desu" and out[k + 1 : k + 2] == ["ka"]:
            out[k], out[k + 1] = "or", "not"
        elif t == "only" and out[k + 1 : k + 2] and out[k + 1] in _WHO and out[k + 2 : k + 3] \
                and out[k + 2] in _WANTING and (out[k + 3 : k + 4] in _KNOWN or out[k + 3 : k + 5] == ["to", "know"]):
            out[k], out[k + 1] = out[k + 1], "only"
        elif t == "success" and _DID.intersection(out[max(0, k - 4) : k]) and out[k - 1] not in ("a", "the"):
            out[k] = "work"
        elif t == "surely" and k and out[k - 1] in _IS and out[k + 1 : k + 2] and out[k + 1] in _HELD:
            out[k] = "confirmed"
        elif t == "progress" and k > 2 and out[k - 3 : k - 1] == ["how", "is"] and out[k - 1] in _ITS:
            out[k - 1], out[k] = "it", "progressing"
        elif t == "take" and k and out[k - 1] in _BIDDING and out[k + 1 : k + 2] and out[k + 1] in _MADE \
                and out[k + 2 : k + 3] == ["away"]:
            out[k], out[k + 2] = "call", "off"
        elif t == "doctor" and out[k + 1 : k + 3] == ["of", "pharmacy"]:  # "a doctor of pharmacy": the pharmacist
            out[k], out[k + 1] = "pharmacist", "in"
        elif t == "shisuto" and k > 1 and out[k - 1] in _MA and out[k - 2] in _PHARMA:
            out[k] = "pharmacist"
    return out
