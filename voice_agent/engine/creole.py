"""The negatives of the Englishes of West Africa and the Caribbean in the standard form, one word for one: "no" (the
pidgin of Nigeria and Ghana) and "nuh" (Jamaica's) for "don't" straight between a teller and a bare verb of wanting,
needing or asking ("i no want new ticket", "mi nuh want di pharmacist"), or with the teller left out, as beginners in
English say it ("no want a person", `_told_not`), Jamaica's "mi" as that teller "i" (and "i'm" after a no, before a
word of being fine: "nah mi good"), and a few words (below). Read by `dialect.standard`.
"""

from __future__ import annotations

# Words that mean nothing else in a call: Jamaica's "nuttin", the pidgin's "wetin" ("what") and "abeg" ("please").
WORDS = {"nuttin": "nothing", "nutten": "nothing", "nutting": "nothing", "wetin": "what", "abeg": "please"}
# Who tells it: "i", "we" ... and Jamaica's "mi" (only before its negative, where it can't be "my").
_TELLERS = frozenset("i we he she they mi".split())
_NEGATIVES = frozenset("no nuh".split())
# The bare verbs a caller says they don't want with (not "i no longer ...", "we no more ...": no verb straight after).
_WANTING = frozenset("want wan wanna need ask like go fi".split())
# "nah, mi good", "no mi fine": Jamaica's "mi" before a word of being fine, after a no, is "i'm" (the "am" unsaid).
_NOS = frozenset("no nah nope".split())
_FINE = frozenset("good fine okay ok alright cool straight".split())
# "no want the manager", "no speak to a human": a beginner's "no" before a bare verb of wanting, or of talking to or
# with someone, the teller left out, is "don't" the same (not after a word the "no" quantifies a thing for: "there's
# no talk of it", "i have no want of", "say no"; nor "no need", already a refusal, nor "no go"; nor "no speak machine,
# a person": the machine refused, no "to" before it).
_TOLD_NOT = frozenset("want wanna".split())
_TALKING = frozenset("talk speak".split())
_NO_OF_THINGS = frozenset("there's theres is are was were have has had with say said got".split())


def _told_not(out: list[str], k: int) -> bool:
    """Whether the "no" at k is a beginner's "don't", its teller left out (see above)."""
    verb, after = out[k + 1 : k + 2], out[k + 2 : k + 3]
    told = bool(verb) and (verb[0] in _TOLD_NOT or (verb[0] in _TALKING and after in (["to"], ["with"])))
    return told and (k == 0 or out[k - 1] not in _NO_OF_THINGS)


def negatives(out: list[str]) -> list[str]:
    """'no' and 'nuh' for "don't" between a teller and a bare verb of wanting, in place (see above)."""
    for k, t in enumerate(out):
        if t in _NEGATIVES and k and out[k - 1] in _TELLERS and out[k + 1 : k + 2] and out[k + 1] in _WANTING:
            out[k] = "don't"
            if out[k - 1] == "mi":
                out[k - 1] = "i"
        elif t == "no" and _told_not(out, k):
            out[k] = "don't"
        elif t == "mi" and k and out[k - 1] in _NOS and out[k + 1 : k + 2] and out[k + 1] in _FINE:
            out[k] = "i'm"
    return out
