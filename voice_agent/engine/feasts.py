"""The feast days of South Asia named by one word, read as "holiday" when a day is meant (dialect.standard): "are you
open on onam", "what hours do you keep over pongal". The matcher knows a holiday and the shop's hours on one; a feast's
own name it mostly does not, and a caller who names the day asks no less. Only after a word that makes it a time (on,
for, over, during, the, ...) or after a feast so read and "and" / "or": a wish ("happy onam", "have a lovely holi")
stays the feast's name, small talk as before. Only names that are no ordinary word nor a common given name ("puja" and
"durga" are both names, and are left)."""

from __future__ import annotations

from collections.abc import Sequence

FEASTS = frozenset("""navratri navaratri navarathri navratra dussehra dusshera dussera dasara dashain saptami ashtami
    navami mahanavami dashami mahalaya pujo diwali deepavali divali dhanteras holi onam pongal ugadi lohri baisakhi
    vaisakhi janmashtami chhath bihu""".split())
# The words that make the feast's name a time: "on / for / over / during / before / after / till / until / by / the
# / this / next".
_A_TIME = frozenset("on for over during before after till until til by the this next".split())


def feast_day(out: Sequence[str], k: int) -> bool:
    """Whether out[k] is a feast's name said as a day ("on ugadi", "over onam and pongal")."""
    if out[k] not in FEASTS or not k:
        return False
    return out[k - 1] in _A_TIME or (k >= 2 and out[k - 1] in ("and", "or") and out[k - 2] == "holiday")
