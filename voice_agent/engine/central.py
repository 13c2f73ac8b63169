"""The greetings and the please of Central Europe that callers open their English with, spelled as the caller's language
writes them and as a recogniser hears them, in several words of English ("dough bree den" for the Czech and Slovak
"dobry den", "grease got" for Austria's "gruss gott", "yo nappot" for the Hungarian "jo napot"): Hungarian, Czech,
Slovak, Slovene and Austrian German, read as "hello" and "please"; and those of the Nordic and Baltic countries, with
their no with thanks ("ei kiitos", "ne paldies": below). A greeting read so is set off by its comma as a hello
is (`acts._greeted`), where three words heard for one would be read as what the caller says. Only sayings that mean
nothing else in a call are listed. Not the thanks ("dekuji", "koszonom", "danke"): read as "thanks" closing a request
("..., once more please, koszonom"), they weigh the matcher toward the thanks it has, as an English thanks does, where
a word it does not know weighs nothing. Read by `misheard.meant`, as its sound-alikes are. Romania's no with thanks
("nu, multumesc", "nu, mersi") is read as theirs are (below), and the word for baggage of Polish, Romanian,
Lithuanian and Latvian ("bagaż", "bagaj", "bagažas", "bagāža"), with or without its marks, as "baggage" (not
Estonian "pagas": a name too).
"""

from __future__ import annotations

_HELLOS = ("dobry den", "dobre den", "dough bree den", "dobra den", "dober dan", "dobar dan", "jo napot", "yo nappot",
           "yo napot", "jo napot kivanok", "yo nappot key von oak", "yo napot key van ok", "gruss gott", "gruess gott",
           "gruss got", "grease got", "griass di", "servus", "sir voos", "szervusz")
_PLEASE = ("prosim", "pro seem", "bitte", "bitte schon")
# The north's the same: Finnish, Estonian, Latvian, Lithuanian and Icelandic hellos and please ("tere", "labas",
# "palun", "prasau"), and its no with its thanks ("ei kiitos", "ne paldies", "nei, takk"), a refusal as "no thanks" is.
# The thanks alone are left out, as above, and so is the no alone ("ei", "ne", "nei": words of other tongues, "ei" a
# Pidgin hey); "no niin" (Finnish "well then", heard as English "no") is read as "well".
_NORTH_HELLOS = ("tere", "tervist", "labas", "laba diena", "labas rytas", "sveiki", "sveika", "moi", "moikka", "terve",
                 "hyvaa paivaa", "godan dag", "goddag")
_NORTH_PLEASE = ("palun", "prasau", "ludzu")
_NORTH_NO_THANKS = tuple(f"{no}{comma} {thanks}" for no, thanks in (
    ("ei", "kiitos"), ("ei", "kiitti"), ("ei", "aitah"), ("ne", "paldies"), ("ne", "aciu"), ("nei", "takk"),
    ("nej", "tack"), ("nej", "tak")) for comma in ("", ","))
# ... and the south's and east's: Serbian, Croatian, Bosnian, Polish and Ukrainian please ("molim vas", "prosze", "bud
# laska"), their no with thanks ("ne, hvala", "ni, dyakuyu") and their no said twice ("ne ne", "ni ni"), no word of
# English so (the no alone is left, as above).
_SOUTH_PLEASE = ("molim", "molim vas", "molim te", "prosze", "bud laska")
_SOUTH_NO_THANKS = tuple(f"{no}{comma} {thanks}" for no, thanks in (
    ("ne", "hvala"), ("ni", "dyakuyu"), ("ni", "diakuiu"), ("nie", "dziekuje"), ("ne", "dekuji"), ("nu", "multumesc"),
    ("nu", "mulțumesc"), ("nu", "mersi")) for comma in ("", ","))
_BAGGAGE = ("bagaż", "bagaz", "bagaj", "bagajul", "bagažas", "bagazas", "bagāža", "bagaza", "bagażu", "bagazu")
HEARD = {**dict.fromkeys(_HELLOS + _NORTH_HELLOS, "hello"),
         **dict.fromkeys(_PLEASE + _NORTH_PLEASE + _SOUTH_PLEASE, "please"),
         **dict.fromkeys(_NORTH_NO_THANKS + _SOUTH_NO_THANKS, "no thanks"), "no niin": "well", "ne ne": "no no",
         "ni ni": "no no", **dict.fromkeys(_BAGGAGE, "baggage")}
