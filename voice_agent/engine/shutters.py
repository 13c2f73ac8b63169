"""A shop's shutters raised or lowered, said for the shop opening or shutting: "at what hour do your shutters roll up",
"when do the grilles go down tonight". The verb of raising (roll, go, come + "up") just after the shutters, gates or
grille is read as "open", of lowering ("down") as "shut", one word for one (`dialect.standard` calls it). Not "the price
will go up" (no shutter before it), nor "the gate goes up to the car park" (where to, not when). The shop's shutters
said to be up ("are your shutters still up at ten"), or its doors open ("will the doors be open by eight"), are the
place open, asked (`shutters_up`, read by `dialect.standard` last); "your shutters are broken", someone's own shutters
and one door ("is the door open") are left. The shutters pulled or brought down or up by the shop ("what hour do you
bring the shutters down") are the shop shutting or opening, the shop said "shut" ("on which days is your branch shut")
is closed, and "you lot (still) trading" is open, as `dialect.standard` reads it after "are" already; "pull the blind
down", "shut the door", "the people trading" are left. The shop locking up or its doors locked by "you" or "they" ("are
they locking up early tonight", "before they lock the doors") is the shop closing, as "lock up" is read by
`dialect.standard` already; "they locked up my bike" and "i lock the doors" are left. The shop asked to have its lights
on or be up and running ("will you still have the lights on", "are you up and running by nine") is open; "is the app
up and running" is left."""

from __future__ import annotations

import re
from collections.abc import Sequence

_SHUTTERS = frozenset("shutter shutters gate gates grille grilles grill grills".split())
_MOVES = frozenset("roll rolls rolled rolling go goes going come comes coming pull pulls".split())
_WHICH_WAY = {"up": "open", "down": "shut"}
# What may follow: the turn's end or when ("... roll up on friday"), not where to ("the gate goes up to the car park").
_WHEN = frozenset("at on by before after today tomorrow tonight this again then round around in".split())


def raised_or_lowered(out: Sequence[str], k: int) -> str:
    """"open" or "shut" for the verb at `out[k]` moving the shutters just before it up or down; or ""."""
    if out[k] not in _MOVES or k + 1 >= len(out) or not _SHUTTERS.intersection(out[max(0, k - 2) : k]):
        return ""
    if k + 2 < len(out) and out[k + 2] not in _WHEN:
        return ""
    return _WHICH_WAY.get(out[k + 1], "")


# "are your shutters still up at ten": the shop's shutters raised, the place open.
_UP = re.compile(r"\b(will|are|when are|when will) your shutters((?: still)?(?: be)?(?: still)?) up\b"
                 # "will the doors be open by eight": the shop's doors, asked open at a time, the same (not "is the door
                 # open": one door, as a plane's or a car's; "your doors open" is read so already, and left).
                 r"|\b(will|are|when are|when will) the doors((?: still)?(?: be)?(?: still)?) open\b")


# "what hour do you bring the shutters down", "what time do they roll the grilles up": the shop shutting or opening.
_PULLED = re.compile(r"\b(?:pull|pulls|bring|brings|roll|rolls|put|puts|drop|drops) (?:the|your|their)"
                     r" (?:shutters|shutter|grilles|grille|gates) (?:down|up)\b")
# "on which days is your branch shut", "is your chemist shut over easter": the place closed (not "when will the
# chemist shut").
_SHOP = r"(?:the|your) (?:shop|pharmacy|chemist|store|branch)"
_SHUT = re.compile(r"\b((?:is|was) " + _SHOP + r"|" + _SHOP + r"(?:'s| is| was| be)) shut\b")
# "easter monday, you lot still trading": "you lot" (read "you people") trading, the place open.
_TRADING = re.compile(r"\b(you people (?:still )?)trading\b")
# "will you still have the lights on at nine", "are you up and running by eight": the place asked lit or running, open
# (not "have the lights on in the car", "is the system up and running": no "you" asked before it).
_LIT = re.compile(r"\b((?:will|would) you(?:r? people)?(?: still)?) (?:have|keep) (?:the|your) lights on\b"
                  r"|\b((?:are|will) you(?:r? people)?(?: still)?(?: be)?) up and running\b")
# "are they locking up early tonight", "before they lock the doors": the shop locked up for the night, closing.
_LOCKED = re.compile(r"\b((?:you|you'll|they|they'll)(?: be| still| still be)? )lock(ing|s|ed)?"
                     r" (?:up|the doors|your doors|up the shop|up shop)"
                     r"(?! (?:my|the|your|his|her|our|their|it|them)\b)")
_CLOSING = {"ing": "closing", "s": "closes", "ed": "closed"}


def shutters_up(out: list[str]) -> list[str]:
    """`out` with the shop's shutters asked to be up read as the place open ("will you still be open"); else `out`."""
    said = " ".join(out)
    read = _UP.sub(lambda m: f"{m.group(1) or m.group(3)} you{m.group(2) or m.group(4) or ''} open", said)
    read = _PULLED.sub(lambda m: "shut" if m.group(0).endswith("down") else "open", read)
    read = _TRADING.sub(r"\1open", _SHUT.sub(r"\1 closed", read))
    read = _LIT.sub(lambda m: f"{m.group(1)} be open" if m.group(1) else f"{m.group(2)} open", read)
    read = _LOCKED.sub(lambda m: m.group(1) + _CLOSING.get(m.group(2) or "", "close"), read)
    return read.split() if read != said else out
