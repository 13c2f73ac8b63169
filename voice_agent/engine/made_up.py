"""A thing asked whether ready, in the words of a shop's back room: "made up" ("is my prescription made up yet", "has
her bag been made up": dispensed, packed) and "good to go" of a thing ("the inhaler, good to go?"). Read "ready yet"
and "ready to collect", so the asking of `done.COLLECTABLE` and the matcher see the word they know. "made up" only
after "is / are / been / be / it's ..." a few words before, and closing the turn or before "yet / now / already / for
/ and"; "good to go" only closing the turn and not of the caller ("i'm good to go", "we're good to go, thanks"). "i
made up my mind", "she made up a story", "being made up" (not yet done) and "none to be made up" (none wanted: the
lead's narrowing) are left. Read by `dialect.standard`.

"Separated" ("separado": put aside for one, as Brazil and Portugal say of a thing got ready) is the same after "is /
are / been ..." and no one before it ("is my inhaler separated", "are they separated already"); "we are separated"
and "he's separated from his wife" are left."""

from __future__ import annotations

from collections.abc import Sequence

_BE = frozenset("is are been be it's they're its isn't aren't".split())
_AFTER_UP = frozenset("yet now already for and then today tonight".split())
_CALLER = frozenset("i i'm im we we're were you you're me us all that that's thats".split())
_SOMEONE = frozenset("i we you he she they i'm we're you're he's she's they're im were wife husband parents mum dad "
                      "mother father couple son daughter".split())


def made_up(out: Sequence[str], k: int) -> tuple[str, ...]:
    """The words read from `k` on when a thing is asked whether ready there ("ready yet", "ready to collect"), else
    ()."""
    if out[k] == "made" and out[k + 1 : k + 2] == ["up"] and _BE.intersection(out[max(0, k - 5) : k]) and \
            out[k - 1 : k] != ["being"] and out[k - 2 : k] != ["to", "be"] and \
            (k + 2 == len(out) or out[k + 2] in _AFTER_UP):
        return ("ready", "yet")
    if out[k] == "good" and list(out[k + 1 : k + 3]) == ["to", "go"] and k + 3 == len(out) and k and \
            out[k - 1] not in _CALLER:
        return ("ready", "to", "collect")
    if out[k] == "separated" and _BE.intersection(out[max(0, k - 4) : k]) and \
            not _SOMEONE.intersection(out[max(0, k - 4) : k + 3]) and out[k + 1 : k + 2] != ["from"]:
        return ("ready",)
    return ()
