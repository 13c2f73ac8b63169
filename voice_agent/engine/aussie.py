"""Words of Australian and New Zealand English read one for one (`aussie`, read by `dialect._antipodean`):

- "right" and "all sweet" before "for", of a person ("nah, we're right for inhalers", "is kev all sweet for monday"):
  "sorted", set for the thing, so a no before it has no need of it and a question asks whether it is done ("i'm" or
  "we're" only after a no); not of a thing ("is that right for a child", "is the dose right for kids") nor before a
  person or a time ("right for you");
- "locked in for" a trip, of a person ("are we locked in for perth"): "booked"; not "locked in for the night";
- "chuck / flick / bung / whack" putting someone on or through ("flick us through to sales", "chuck the boss on for
  me"): "put"; not a thing thrown ("chuck the old box out", "chuck it in the bin");
- "can" as a verb, a thing after it closing the turn ("nah, can that dubbo trip"): "cancel"; not asked ("can the trip
  be moved": a verb after the thing);
- "scratch" opening a clause with a thing after it ("scratch mum's eye drops"): "cancel"; not "scratch that" (a word
  taken back) nor a scratch had ("a scratch on my arm").
"""

from __future__ import annotations

_I_AM = frozenset("i'm im we're were he's hes she's shes they're theyre".split())
_BE = frozenset("is are am".split())
_NO = frozenset("no nah nope".split())
_NOT_A_PERSON = frozenset("""that this it what which there who dose one thing time size amount price fare tablet tablets
                            pill pills medicine it's that's""".split())
_DETERMINERS = frozenset("the a an this that my your his her our their its".split())
_NOT_AFTER = frozenset("""me you us him her them it that this a an the now today tonight tomorrow time kids children
                         adults babies""".split())
_PUTTING = frozenset("chuck flick bung whack".split())
_SOMEONE = frozenset("the a an your one someone somebody me us".split())
_ON_CLOSES = frozenset("for please would will mate then now".split())
_THINGS = frozenset("""booking bookings flight flights trip trips ticket tickets seat seats order orders reservation
                      prescription prescriptions refill repeat repeats pills tablets""".split())
_POLITE = frozenset("please thanks ta mate cheers".split())
_OPENERS = frozenset("so just please yeah yep ok okay nah no actually oh and".split())


def _of_a_person(out: list[str], k: int, no_first: bool = False) -> bool:
    """Whether the word before `out[k]` says a person is it ("i'm", "hamish is", "is tane"); with `no_first`, "i'm"
    only after a no ("we're right for perth, yeah?" is asked as it is, acts.py)."""
    if k >= 1 and out[k - 1] in _I_AM:
        return not no_first or bool(_NO.intersection(out[: k - 1]))
    if k >= 2 and out[k - 1] in _BE:
        return out[k - 2] not in _NOT_A_PERSON and (k < 3 or out[k - 3] not in _DETERMINERS)
    return k >= 2 and out[k - 2] in _BE and out[k - 1] not in _NOT_A_PERSON | _DETERMINERS


def _thing_closes(out: list[str], k: int) -> bool:
    """Whether a thing (`_THINGS`), up to four words after `out[k]`, closes the turn (polite words aside)."""
    end = len(out)
    while end > k + 1 and out[end - 1] in _POLITE:
        end -= 1
    return k + 1 < end <= k + 5 and out[end - 1] in _THINGS and not _BE.intersection(out[k + 1 : end])


def aussie(out: list[str], k: int) -> str:
    """The standard word for `out[k]` when it is one of the readings above; or ""."""
    t, after = out[k], out[k + 1 : k + 3]
    if t == "right" and after[:1] == ["for"] and after[1:] and after[1] not in _NOT_AFTER and \
            out[k - 1 : k] != ["all"] and _of_a_person(out, k, no_first=True):
        return "sorted"
    if t == "locked" and after == ["in", "for"] and out[k + 3 : k + 4] not in (["the"], ["now"], []) and \
            _of_a_person(out, k):
        return "booked"
    if t == "sweet" and after[:1] == ["for"] and out[k - 1 : k] == ["all"] and _of_a_person(out, k - 1):
        return "sorted"
    if t in _PUTTING and after[:1] and after[0] in _SOMEONE:
        if after[1:] in (["through"], ["on"], ["over"]):  # "flick us through", "chuck me on"
            return "put"
        j = k + 2 if out[k + 2 : k + 3] == ["on"] else k + 3 if out[k + 3 : k + 4] == ["on"] else 0
        if j and out[k + 1] not in ("me", "us") and (j + 1 == len(out) or out[j + 1] in _ON_CLOSES):
            return "put"
    if t == "can" and after[:1] and after[0] in _DETERMINERS - {"a", "an"} and _thing_closes(out, k + 1):
        return "cancel"
    if t == "scratch" and (k == 0 or out[k - 1] in _OPENERS) and after[:1] and after[0] not in ("that", "this", "it") \
            and (after[0] in _DETERMINERS or after[0].endswith("'s")):
        return "cancel"
    return ""
