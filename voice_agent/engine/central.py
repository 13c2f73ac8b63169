"""The greetings and the please of Central Europe that callers open their English with, spelled as the caller's language
writes them and as a recogniser hears them, in several words of English ("dough bree den" for the Czech and Slovak
"dobry den", "grease got" for Austria's "gruss gott", "yo nappot" for the Hungarian "jo napot"): Hungarian, Czech,
Slovak, Slovene and Austrian German, read as "hello" and "please". A greeting read so is set off by its comma as a hello
is (`acts._greeted`), where three words heard for one would be read as what the caller says. Only sayings that mean
nothing else in a call are listed. Not the thanks ("dekuji", "koszonom", "danke"): read as "thanks" closing a request
("..., once more please, koszonom"), they weigh the matcher toward the thanks it has, as an English thanks does, where
a word it does not know weighs nothing. Read by `misheard.meant`, as its sound-alikes are.
"""

from __future__ import annotations

_HELLOS = ("dobry den", "dobre den", "dough bree den", "dobra den", "dober dan", "dobar dan", "jo napot", "yo nappot",
           "yo napot", "jo napot kivanok", "yo nappot key von oak", "yo napot key van ok", "gruss gott", "gruess gott",
           "gruss got", "grease got", "griass di", "servus", "sir voos", "szervusz")
_PLEASE = ("prosim", "pro seem", "bitte", "bitte schon")
HEARD = {**dict.fromkeys(_HELLOS, "hello"), **dict.fromkeys(_PLEASE, "please")}
