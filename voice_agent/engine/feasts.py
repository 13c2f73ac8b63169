"""The feast days of South Asia (and of Southeast Asia) named by one word, read as "holiday" when a day is meant
(dialect.standard): "are you open on onam", "what hours do you keep over pongal". The matcher knows a holiday and the
shop's hours on one; a feast's own name it mostly does not, and a caller who names the day asks no less. Only after a
word that makes it a time (on, for, over, during, the, ...), after "of" and a word of a day ("the second day of
aidilfitri"), or after a feast so read and "and" / "or": a wish ("happy onam", "have a lovely holi") stays the
feast's name, small talk as before. Only names that are no ordinary word nor a common given name ("puja" and "durga"
are both names, and are left)."""

from __future__ import annotations

from collections.abc import Sequence

FEASTS = frozenset("""navratri navaratri navarathri navratra dussehra dusshera dussera dasara dashain saptami ashtami
    navami mahanavami dashami mahalaya pujo diwali deepavali divali dhanteras holi onam pongal ugadi lohri baisakhi
    vaisakhi janmashtami chhath bihu""".split()) | frozenset(
    # ... and Southeast Asia's: the end of the fast in Indonesia and Malaysia ("open over lebaran", "closed for
    # aidilfitri", its eve "takbiran"), Bali's day of silence and the Buddha's day as Indonesia names it.
    "lebaran aidilfitri idulfitri takbiran nyepi waisak".split())
# The words that make the feast's name a time: "on / for / over / during / before / after / till / until / by / the
# / this / next".
_A_TIME = frozenset("on for over during before after till until til by the this next".split())


# "dhanteras afternoon", "the holi week", "festival week hours": a feast (or the festival itself) named before a word
# of a day or of the hours kept on it is a time, wherever it stands (not "holi colours", "festival tickets").
_DAY_AFTER = frozenset("day days morning evening night eve week weekend timings hours time times season".split())
_CLOSING = frozenset("close closes closed closing shut shuts shutting".split())  # a place closing, for a time
# "shut for kali puja", "ganesh puja hours": a god's puja is a feast of the days, read so though "puja" alone is a name.
_GODS = frozenset("lakshmi laxmi govardhan kali saraswati ganesh ganesha vishwakarma".split())


def feast_day(out: Sequence[str], k: int) -> bool:
    """Whether out[k] is a feast's name said as a day ("on ugadi", "over onam and pongal", "ugadi afternoon", "the
    festival week", "kali puja")."""
    feast = out[k] in FEASTS or (k > 0 and out[k] in ("puja", "pooja") and out[k - 1] in _GODS)
    if feast and out[k + 1 : k + 2] != [] and out[k + 1] in _DAY_AFTER:
        return True
    # "closed over the festival", "shut till this festival": the festival after a word of time (or "with"), "the" or
    # "this" between, is a time too (not "two festival tickets", "the festival was lovely"); after "for" only when
    # closing is said ("are you closing for the festival"; not "a seat for the festival", a purpose).
    if out[k] in ("festival", "festivals") and out[k + 1 : k + 2] != [] and out[k + 1] in _DAY_AFTER:
        return True
    if out[k] in ("festival", "festivals") and k >= 2 and out[k - 1] in ("the", "this") and \
            (out[k - 2] in (_A_TIME - {"for"}) | {"with"} or (out[k - 2] == "for" and out[k - 3 : k - 2] != [] and
             out[k - 3] in _CLOSING)):
        return True
    if not feast or not k:
        return False
    # "shut on the second day of aidilfitri", "the first day of onam": the feast after "of" and a word of a day is a
    # time too.
    of_day = k >= 2 and out[k - 1] == "of" and out[k - 2] in _DAY_AFTER
    return out[k - 1] in _A_TIME or of_day or out[k] in ("puja", "pooja") or \
        (k >= 2 and out[k - 1] in ("and", "or") and out[k - 2] == "holiday")
