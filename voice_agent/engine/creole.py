"""The negatives of the Englishes of West Africa and the Caribbean in the standard form, one word for one: "no" (the
pidgin of Nigeria and Ghana) and "nuh" (Jamaica's) for "don't" straight between a teller and a bare verb of wanting,
needing or asking ("i no want new ticket", "mi nuh want di pharmacist"), or with the teller left out, as beginners in
English say it ("no want a person", `_told_not`), Jamaica's "mi" as that teller "i" (and "i'm" after a no, before a
word of being fine: "nah mi fine"), the pidgin's "get" for "have" before an amount ("we still get heaps"), its "make
we" asking whether to come ("make we come"), its "e" for "it" ("e never ready") and "una" for "you" ("una don close?"),
and a few words (below); Jamaica's "nuh" opening what is told, "lef" and "bout" and a thing asked done with its "is"
unsaid ("it sort out?") in their standard form (`caribbean`), and its "di" (the), "fi" before a verb (to), "inna"
(in), "wah" (what), the Caribbean's "a next" (one more) and "grip" (a bag) where they can be nothing else. Read by
`dialect.standard`.
"""

from __future__ import annotations

# Words that mean nothing else in a call: Jamaica's "nuttin", the pidgin's "wetin" ("what") and "abeg" ("please").
WORDS = {"nuttin": "nothing", "nutten": "nothing", "nutting": "nothing", "wetin": "what", "abeg": "please",
         # Jamaica's "smaddy" (somebody), "bodda" (bother), "tek" (take), and "yuh" and "unu" (you, one and many): "can
         # yuh check it", "nuh bodda wid it", "a real smaddy please", "how long unu tek".
         "smaddy": "somebody", "bodda": "bother", "tek": "take", "yuh": "you", "unu": "you", "unnu": "you",
         # Trinidad's "allyuh" (you, many): "allyuh open sunday", "when allyuh close".
         "allyuh": "you",
         # The Caribbean's negatives of "do" and "can": Trinidad's "doh" and Jamaica's "cyaan" / "kyaan": "doh send
         # it yet", "i cyaan hear you", "we kyaan come friday".
         "doh": "don't", "cyaan": "can't", "kyaan": "can't", "caan": "can't",
         # Jamaica's "neva" (never), "waan" (want), "madda" (mother), "badda" (bother), "nuff" (plenty, enough),
         # "pickney" (child) and "dat" (that): "mi waan di other one", "we have nuff left", "mi madda inhaler", "dat
         # one".
         "dat": "that", "neva": "never", "waan": "want", "madda": "mother", "badda": "bother", "nuff": "plenty",
         "pickney": "child",
         # Haiti's "tanpri" (please) and "manman" (mother): "check it for me tanpri", "my manman's tablets".
         "tanpri": "please", "manman": "mother", "manman's": "mother's",
         # The pidgin of Nigeria and Ghana's "sabi" (know): "who sabi this medicine", "i no sabi".
         "sabi": "know"}
# Who tells it: "i", "we" ... and Jamaica's "mi" (only before its negative, where it can't be "my").
_TELLERS = frozenset("i we he she they mi".split())
# ... and Jamaica's "nah" ("mi nah want it", "mi nah ask fi dat": "don't", as "nuh"; not "nah" opening the turn).
_NEGATIVES = frozenset("no nuh nah".split())
# The bare verbs a caller says they don't want with (not "i no longer ...", "we no more ...": no verb straight after).
_WANTING = frozenset("want wan wanna need ask like go fi".split())
# "nah, mi good", "no mi fine": Jamaica's "mi" before a word of being fine, after a no, is "i'm" (the "am" unsaid).
_NOS = frozenset("no nah nope".split())
_FINE = frozenset("good fine okay ok alright cool straight".split())
# "we still get enough at home", "nah, i get plenty": the pidgin of Nigeria and Ghana's "get" for "have", after a teller
# and "still" (or a no opening the turn) before an amount had (not "can i get plenty", "do we still get enough": asked
# for, a word of asking before it; nor "i get plenty of calls": no "still", no no).
_AMOUNTS = frozenset("plenty enough many loads lots heaps".split())
_ASKING = frozenset("can could may will would do does did to and if".split())
# "make i come for am today?", "make we pick it up now or ...": the pidgin's "make" before "i" or "we" and a verb of
# coming for a thing asks whether one should ("should we come"), opening what is told (not "make it", "make sure").
_COMING = frozenset("come go pick collect fetch wait".split())
_OPENS = frozenset("so and but or please ok okay".split())
# "e never ready", "is it there, e don come?": the pidgin's "e" ("it") before "don" (done, "is" before a state) or "never" (not
# yet); not a letter read out among others ("r x e one", "a b c d e").
_E_SAYS = frozenset("don never".split())
_READY = frozenset("ready finish done".split())
# "una don close?", "una go close soon": the pidgin's "una" (you, many) before one of its words of being or
# doing ("dey", "go", "don", "fit", "never"); not the name ("a seat for una kelly": no such word after).
_UNA_SAYS = frozenset("dey go don fit never sef people".split())
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


def _had_by(out: list[str], k: int) -> bool:
    """Whether "get" at k follows a teller told, not asked (see `_AMOUNTS`): "they still get", "we get"."""
    j = k - 1 if out[k - 1 : k] == ["still"] else k
    told = j > 0 and out[j - 1] in _TELLERS - {"mi"} and (j == 1 or out[j - 2] not in _ASKING)
    return told and (j < k or out[0] in _NOS)


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
        elif t == "get" and _AMOUNTS.intersection(out[k + 1 : k + 2]) and _had_by(out, k):
            out[k] = "have"
        elif t == "make" and out[k + 1 : k + 2] in (["i"], ["we"]) and _COMING.intersection(out[k + 2 : k + 3]) \
                and (k == 0 or out[k - 1] in _OPENS | _NOS):
            out[k] = "should"
        elif t == "una" and _UNA_SAYS.intersection(out[k + 1 : k + 2]):
            out[k] = "you"
        elif t == "e" and _E_SAYS.intersection(out[k + 1 : k + 2]) and not (k and len(out[k - 1]) == 1):
            out[k] = "it"
            if out[k + 1] == "don" and _READY.intersection(out[k + 2 : k + 3]):
                out[k + 1] = "is"
    return out


# "nuh the cream, no", "nah, nuh di nurse": Jamaica's "nuh" opening what is told (the turn, or after a no, "just" or
# "please") is "not" before a thing named with its determiner, and "don't" before anything else ("nuh send it",
# "nuh bodda"); not "nuh" closing the turn, the tag that asks ("it ready, nuh"), nor after a subject (left as said).
_OPENERS = _NOS | frozenset("just please so and but".split())
_DETERMINERS = frozenset("di de the dat that dis this dem a an mi my me".split())
# "lef it alone", "lef di cream": Jamaica's "lef" before what is left alone is "leave" (not "two lef": "left"), and
# the word it leaves alone in the standard form too ("lef dem" is "leave them").
_LEFT_ALONE = _DETERMINERS - {"a", "an"} | frozenset("it them him her everything".split())
_THE = {"di": "the", "de": "the", "dat": "that", "dis": "this", "dem": "them", "mi": "my", "me": "my"}
# "di inhaler fix up?", "it pack up yet", "mi seat confirm?": a thing asked done with its "is" unsaid, as the Caribbean
# asks it, has its bare verb of being done as the participle: "it" or "dem" (or a thing named with its determiner) just
# before, the turn closing on it or on "now", "yet" or "already" (not "can you fix up di booking", "we pack up now":
# someone doing it; nor "make up mi mind": a thing after it).
_DONE_UP = {"fix": "fixed", "pack": "packed", "make": "made", "sort": "sorted"}
_DONE_BARE = {"confirm": "confirmed", "finish": "finished", "process": "processed", "approve": "approved"}
_ASKED_OF = frozenset("it dem they".split())
_BY_NOW = frozenset("now yet already".split())


def _done_unsaid(out: list[str], k: int) -> bool:
    """Whether the bare verb at `k` asks a thing done with its "is" unsaid (see above)."""
    end = k + 2 if out[k] in _DONE_UP else k + 1
    if out[k] in _DONE_UP and out[k + 1 : k + 2] != (["out"] if out[k] == "sort" else ["up"]):
        return False
    thing = k > 0 and (out[k - 1] in _ASKED_OF or (k > 1 and out[k - 2] in _DETERMINERS))
    return thing and (end == len(out) or (out[end] in _BY_NOW and end + 1 == len(out)))


# "add it to di booking", "di fee, is it the same": Jamaica's "di" is "the" opening the turn or after a word that takes
# a thing (a preposition, Jamaica's own "pon", "inna", "wid", "fi" among them, "and", "or", "but", "so", or a verb of a
# call: "knock di order on the head", "check di seat"); not after any other word, where it is the particle of a family
# name ("marco di luca", "gianni di rosa").
_BEFORE_THE = frozenset("to from on in at of off for with by into onto about over under after before like than and or"
                        " but so a pon inna ina wid fi offa".split())
_DI_VERBS = frozenset("knock kill tek leave lef throw add drop pull cancel".split())
# "nothing left fi buy", "mi want fi know", "we need fi talk": Jamaica's "fi" is "to" before a bare verb of a call;
# left before anything else, where it may be "for" ("fi her son") or stand before a name ("fi marcus").
_FI_VERBS = frozenset("""book buy know talk speak do get go come collect pick check ask take drink cancel change see
    reach send pay fly travel wait call tell find bring carry move put use""".split())
# "inna mi case", "inna di queue": Jamaica's "inna" is "in" before a thing with its determiner (not "inna" before a
# family name: the given name).
# "three heavy grip", "mi one grip": the Caribbean's "grip" is a travelling bag, after a number, a word of size or
# someone's (not "get a grip", "the grip on it": holding).
_GRIP_BEFORE = frozenset("""one two three four five 1 2 3 4 5 big small little heavy light extra mi my her his our their
    yuh your di""".split())
# "di seat confirm or wah", "wha time unu close": Jamaica's "wah" / "wha" is "what" (not before "gwan": "wha gwan", its
# hello, left as said).
_WHAT = frozenset("wah wha".split())
# "put a next case on it", "get me a next one": the Caribbean's "a next" is "one more" ("another"), before a thing (not
# "a next day delivery", "a next of kin", "a next step": the day, kin or step after).
_NOT_ANOTHER = frozenset("day of step steps stage generation level".split())


def caribbean(out: list[str]) -> list[str]:
    """Jamaica's "nuh" opening what is told, "lef", "bout" and a bare verb of being done asked of a thing in the
    standard form, in place (see above); "bout" only after a word ("forget bout it", "call bout di ticket"), so
    Ulster's greeting opening a turn ("bout ye") is left."""
    for k, t in enumerate(out):
        if t == "nuh" and out[k + 1 : k + 2] and (k == 0 or out[k - 1] in _OPENERS):
            out[k] = "not" if out[k + 1] in _DETERMINERS else "don't"
        elif t == "lef" and out[k + 1 : k + 2] and out[k + 1] in _LEFT_ALONE:
            out[k], out[k + 1] = "leave", _THE.get(out[k + 1], out[k + 1])
        elif t == "di" and (k == 0 or out[k - 1] in _BEFORE_THE | _FI_VERBS | _DI_VERBS) and out[k + 1 : k + 2]:
            out[k] = "the"
        elif t == "a" and out[k + 1 : k + 2] == ["next"] and out[k + 2 : k + 3] and out[k + 2] not in _NOT_ANOTHER:
            out[k], out[k + 1] = "one", "more"
        elif t == "fi" and out[k + 1 : k + 2] and out[k + 1] in _FI_VERBS:
            out[k] = "to"
        elif t == "inna" and out[k + 1 : k + 2] and out[k + 1] in _DETERMINERS:
            out[k] = "in"
        elif t in ("grip", "grips") and k and out[k - 1] in _GRIP_BEFORE:
            out[k] = "bag" if t == "grip" else "bags"
        elif t in _WHAT and out[k + 1 : k + 2] not in (["gwan"], ["gwaan"]):
            out[k] = "what"
        elif t == "bout" and k:
            out[k] = "about"
        elif t in _DONE_UP.keys() | _DONE_BARE.keys() and _done_unsaid(out, k):
            out[k] = {**_DONE_UP, **_DONE_BARE}[t]
    return out
