"""A word of swearing said between the one who does a thing and the doing ("did it flipping work", "will you be
bloody closed", "don't bloody book it"): it says how the caller feels, not what they ask, so it is read as "um", a
pause the rules pass over, one word for one. Only after a person, "it" or a word of doing or being: before a thing
("one bloody ticket", "my damn pills") the matcher reads the thing with the word left as it is.
"""

from __future__ import annotations

# Said before a word it lends force to; "bloody" and "flipping" as callers in Britain say them, "effing" and
# "frigging" for the word they stand in for.
_FORCE = frozenset(
    "bloody bleeding bleedin flipping flippin blinking blinkin sodding effing effin frigging friggin fricking "
    "freaking freakin fucking fuckin feckin fecking damn damned goddamn goddamned bloomin blooming".split()
)
# Who does the thing, and the words of doing or being the swearing may follow.
_DOERS = frozenset("i you we they he she it that this".split())
_DOING = frozenset(
    "be been is are was were am do does did don't doesn't didn't can can't could couldn't will won't would wouldn't "
    "has have had hasn't haven't should shouldn't".split()
)
_BEFORE = _DOERS | _DOING


def uncursed(out: list[str]) -> list[str]:
    """`out` with each word of swearing said between a doer and the doing read as "um" (see above)."""
    for k, t in enumerate(out):
        if t in _FORCE and k and out[k - 1] in _BEFORE and out[k + 1 : k + 2]:
            out[k] = "um"
    return out
