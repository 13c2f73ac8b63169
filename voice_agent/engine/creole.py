"""The negatives of the Englishes of West Africa and the Caribbean in the standard form, one word for one: "no" (the
pidgin of Nigeria and Ghana) and "nuh" (Jamaica's) for "don't" straight between a teller and a bare verb of wanting,
needing or asking ("i no want new ticket", "mi nuh want di pharmacist"), Jamaica's "mi" as that teller "i" (and "i'm"
after a no, before a word of being fine: "nah mi good"), and a few words (below). Read by `dialect.standard`.
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


def negatives(out: list[str]) -> list[str]:
    """'no' and 'nuh' for "don't" between a teller and a bare verb of wanting, in place (see above)."""
    for k, t in enumerate(out):
        if t in _NEGATIVES and k and out[k - 1] in _TELLERS and out[k + 1 : k + 2] and out[k + 1] in _WANTING:
            out[k] = "don't"
            if out[k - 1] == "mi":
                out[k - 1] = "i"
        elif t == "mi" and k and out[k - 1] in _NOS and out[k + 1 : k + 2] and out[k + 1] in _FINE:
            out[k] = "i'm"
    return out
