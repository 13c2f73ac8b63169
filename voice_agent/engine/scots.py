"""Scotland's everyday words in a caller's English, in the standard form, one word for one: "aff" (off), "fae" (from),
"kens" (knows), "dae" (do), "mair" (more), "anither" (another), "hame" (home), "ain" (own), "naw" (no), "oan" (on),
"ower" (over), "efter" (after) and a few more; and words read by their neighbours: "whit" for "what" (not "or whit"
closing the turn, the other answer `yesno.py` reads as said, nor "whit aboot"), "ah" for "i" before a verb of wanting or
knowing or inside a clause before a modal (a filler elsewhere), "ken" for "know" after "to" or a negative (alone, a
name), "ma" for "my" before a thing (not after "my" or "me", nor before a verb: the mother), "tae" for "to" (not after a
digit read out, where it is a two), "o" for "of" before a "my" or "the" (not after a letter read out, where it is a
zero; before "it / us / them", a month or a verb's "-ing" too), "'ll no" for "won't", "ah" after a modal ("can ah get")
or after the verb opening a question ("am ah on it") for "i", "aw" before a word of a thing done ("aw sorted") for
"all", "pit me / us through" for "put", "the morra / the morn" for "for tomorrow" and "a / some / any body" to talk to
for "person". Only words that mean nothing else in a call are listed alone (not "aw", also a sigh). Read by
`dialect.standard`, as `hindustani.py` is; the Scots negatives ("dinnae", "cannae") are dialect.py's own.
"""

from __future__ import annotations

from .read_out import DIGIT_WORDS

# "take me aff the list", "a flight fae glasgow", "whit's the time", "anyone who kens", "dae ye have", "mair pills",
# "anither box", "going hame", "on her ain", "naw thanks".
WORDS = {"aff": "off", "fae": "from", "frae": "from", "whit's": "what's", "kens": "knows", "dae": "do", "mair": "more",
         "anither": "another", "hame": "home", "ain": "own", "naw": "no",
         # "am ah oan the plane", "ower the limit", "efter the weekend", "is that awright", "the wean's bag", "gonnae".
         "oan": "on", "ower": "over", "efter": "after", "awright": "alright", "wean": "child", "weans": "children",
         "wumman": "woman", "gonnae": "gonna",
         # "a real yin", "the early yin", "gie's a hand", "daein nothing", "get masel on", "how mony",
         # "bags fur the hold", "a human bein", "she disnae", "ah'm no wantin", "orderin", "anythin", "just wonderin".
         "yin": "one", "yins": "ones", "gie's": "give", "gies": "give", "daein": "doing", "masel": "myself",
         "mony": "many", "fur": "for", "bein": "being", "disnae": "doesn't", "wantin": "wanting",
         "orderin": "ordering", "anythin": "anything", "wonderin": "wondering", "gettin": "getting", "goin": "going",
         "mornin": "morning", "botherin": "bothering",
         # "a real person workin sundays", "we weren't askin", "flyin in": "-ing" said "-in", in the American South too.
         "workin": "working", "askin": "asking", "flyin": "flying", "talkin": "talking", "waitin": "waiting",
         "lookin": "looking", "comin": "coming", "callin": "calling", "needin": "needing", "tryin": "trying"}
# "my ma", "me ma's", "our ma": the mother, after a word saying whose she is.
_WHOSE_MOTHER = frozenset("my me our your yer his her their the".split())
# "ma still has loads", "ma took two": the mother, before what she does or has (a verb or "still / just"), as the
# subject of her clause; "ma" for "my" comes before a thing.
_SHE_DOES = frozenset("""is was has had does did can could will would should wants needs took takes got gets keeps
    says said still just always never isn't wasn't hasn't doesn't didn't can't won't""".split())
# "a box o my pills", "the last o the cream": "o" before whose it is.
_OF_WHOSE = frozenset("my ma our his her their the your yer it us them".split())
# "the ninth o march", "the chances o getting": "o" before a month or a verb's "-ing" is "of" too.
_MONTHS = frozenset("january february march april may june july august september october november december".split())
# "a body to talk to", "some body tae speak tae": "a body" someone is talked to is a person (not "a body of water").
_SOME = frozenset("a some any".split())
_TO_TALK = [[to, v] for to in ("to", "tae") for v in ("talk", "speak", "chat")]
# "aw sorted", "aw booked an ready": "aw" before a word of a thing done or set is "all" (alone, a sigh, left).
_DONE = frozenset("sorted done booked ready set fixed paid packed bagged confirmed through arranged".split())
# "pit me through", "pit us through": "pit" is "put" when someone is put through (not "pit an extra bag on": a thing).
_PUT = (["me", "through"], ["us", "through"])

# "ah want", "ah just need", "ah dinnae ken": "ah" before a verb of wanting, needing, knowing or a negative is "i" (not
# before a modal, where it opens a question as a filler: "ah, can you check").
_ADVERBS = frozenset("just really only still actually".split())
_I_VERBS = frozenset("want wanted wants need needed needs know think don't didn't can't won't wouldn't couldn't"
                     .split())
# "the most ah can take", "if ah could get": "ah" inside a clause before a modal is "i" too (not opening the turn, nor
# before "you": "ah can you check" is a filler and a question).
_MODALS = frozenset("can could will would should".split())
# "am ah on it", "did ah miss it", "can ah come for them": "ah" straight after the verb opening a question is its
# subject, "i" (a filler elsewhere); the one owner of "ah" read "i" (dialect.py read this one till round 132).
_ASKING_I = _MODALS | frozenset("did does do has have had am shall may".split())
# "we'll no need it", "ah'll no need that": "no" after a will said short, before a verb, is "won't" (not "no doubt").
_WILL = ("'ll",)
# "whit time", "whit day": "whit" is "what", but "or whit" closing the turn, the other answer yesno.py reads as said,
# and "whit aboot" (a thing brought up, "what about" asked of nothing) are left.
_OTHER = ["or"]
# "ah want tae ken", "ah dinnae ken", "d'ye ken": "ken" after "to", a negative, "i" or "ye" is "know" (not the name).
_KNOWERS = frozenset("to don't didn't i ye".split())


def scots(out: list[str]) -> list[str]:
    """`out` with "ah", "whit", "ken", "ma", "tae" and "o" read as "i", "what", "know", "my", "to" and "of", and
    "'ll no" as "won't", where their neighbours say so."""
    for k, t in enumerate(out):
        before = out[k - 1] if k else ""
        verb = out[k + 2 : k + 3] if out[k + 1 : k + 2] != [] and out[k + 1] in _ADVERBS else out[k + 1 : k + 2]
        if t == "ah" and verb != [] and verb[0] in _I_VERBS:
            out[k] = "i"
        elif t == "ah" and k and verb != [] and verb[0] in _MODALS and out[k + 2 : k + 3] not in (["you"], ["ye"]):
            out[k] = "i"
        elif t == "ah" and before in _MODALS and verb != [] and verb[0] not in _MODALS and k + 1 < len(out):
            out[k] = "i"  # "can ah get", "could ah speak": "ah" asked after a modal, before its verb, is "i"
        elif t == "ah" and k == 1 and before in _ASKING_I and k + 1 < len(out):
            out[k] = "i"
        elif t == "no" and before.endswith(_WILL) and len(before) > 3 and out[k + 1 : k + 2] not in ([], ["doubt"]):
            out[k - 1], out[k] = before[: -len(_WILL[0])], "won't"
        elif t == "whit" and not (out[k - 1 : k] == _OTHER and k + 1 == len(out)) and out[k + 1 : k + 2] != ["about"]:
            out[k] = "what"
        elif t == "ken" and before in _KNOWERS:
            out[k] = "know"
        elif t == "ma" and k + 1 < len(out) and before not in _WHOSE_MOTHER and out[k + 1] not in _SHE_DOES:
            out[k] = "my"
        elif t == "tae" and before not in DIGIT_WORDS and not before.isdigit():
            out[k] = "to"
        elif t == "o" and k + 1 < len(out) and (out[k + 1] in _OF_WHOSE or out[k + 1] in _MONTHS
                                                or out[k + 1].endswith("ing")) and len(before) > 1:
            out[k] = "of"
        elif t == "aw" and out[k + 1 : k + 2] != [] and out[k + 1] in _DONE:
            out[k] = "all"
        elif t == "pit" and out[k + 1 : k + 3] in _PUT:
            out[k] = "put"
        elif t in ("morra", "morn", "morn's") and before == "the":  # "the morra", "the morn": tomorrow ("for tomorrow")
            out[k - 1], out[k] = "for", "tomorrow's" if t.endswith("'s") else "tomorrow"
        elif t == "body" and before in _SOME and out[k + 1 : k + 3] in _TO_TALK:
            out[k] = "person"
    return out
