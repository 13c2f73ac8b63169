"""English as airline crews and airport staff say it on the phone about their own travel: "list me (on) standby on the x
flight" is "put me on" it, "unlist us from ..." is "take us off" it (staff travel is listed for, not booked); the
aircraft's "hold" before "limit" or "allowance" (or after: "the allowance in the hold") is the checked baggage's, and a
bag "under the plane" checked in; "we fly off at ten" closing the turn after what is asked is the caller's own
departure told, and "(i'm) between flights / sectors" opening or closing it the moment the caller rings in, both
dropped; and a drink refilled on the job ("refilling my tea") is topped up, no medicine; a staff fare by its name ("a
zed fare", "my id90 ticket") is a ticket. Read by `dialect.standard`, last. Not "when do we fly off at nine" (asked),
"we fly off at ten, can you ..." (opening the turn), "could i see a list of flights", "put it on hold", "between
flights to rome and oslo, which is cheaper"."""

from __future__ import annotations

import re

from .resaid import resaid, resaid_all

_WHO = r"(me|us|him|her|them)"
# What a staff traveller is listed as, said between "list me" and the flight: "standby", "a non rev".
_LISTED_AS = r"(?: (?:as |on )?(?:a )?(?:standby|stand by|non revs?|nonrevs?|non rev passengers?))?"
# A part of the day or a time said after the caller's own departure ("at nine", "at six thirty", "tonight").
_WHEN = (r"(?:at [a-z0-9]+(?: [a-z0-9]+)?(?: am| pm| tonight| tomorrow)?|on [a-z]+|tomorrow(?: morning| night)?|tonight"
         r"|today|first thing|this (?:morning|afternoon|evening))")
# Words before the caller's departure that ask it, or make it a condition ("when do we fly off at ten", "if we fly back
# tomorrow"): left.
_NOT_ASKED = "".join(rf"(?<!\b{w} )" for w in "do does did will shall should can could would if when whether once until"
                     " till before after".split())
# The legs and turns of a crew's day, the caller between two of them.
_BETWEEN = r"(?:flights|sectors|legs|rotations|duties|trips|shifts)"
# A staff fare by its name ("zed", "id90", "non rev", "standby") before the fare, ticket or seat: that thing, a ticket
# for a fare, "a" when no word of whose is said ("zed fare, the oslo one").
_STAFF_FARE = re.compile(r"\b(?:(a|an|my|the|our|his|her) )?(?:zed|id90|id ninety|non rev|nonrev|standby|stand by)"
                         r" (fare|fares|ticket|tickets|seat|seats)\b")


def _staff_fare(m: re.Match[str]) -> str:
    whose = "a" if m.group(1) in (None, "an") else m.group(1)
    thing = m.group(2).replace("fare", "ticket")
    return f"{whose} {thing}" if not thing.endswith("s") or whose != "a" else thing


# A drink and what it is drunk from.
_DRINK = r"(?:coffee|coffees|tea|teas|cuppa|brew|drink|cup|mug|glass|flask|water bottle|water)"
_READINGS = (
    # "twenty kilos under the plane", "a case underneath the aircraft": a bag stowed in the aircraft's hold, checked in
    # (not "under the plane's wing").
    (re.compile(r"\b(?:under|underneath|beneath) the (?:plane|aircraft|aeroplane|airplane)(?= |$)"), "checked in"),
    # "list us standby for the bergen one", "list him on the late flight": staff travel listed for, put on it.
    (re.compile(r"\b(?<!a )list " + _WHO + _LISTED_AS + r" (?:on|for) (?=the |my |our |a |sky )"), r"put \1 on "),
    # "unlist me from the oslo one", "delist us off friday": taken off it.
    (re.compile(r"\b(?:unlist|delist|de list) " + _WHO + r" (?:from|off)(?: of)?\b"), r"take \1 off"),
    # "tell me the hold limit", "the hold allowance in kilos": the checked baggage's.
    (re.compile(r"\b(?<!on )(?<!put it on )hold (limit|limits|allowance|allowances|weight limit)\b"), r"baggage \1"),
    # "the weight allowance in the hold", "is there a limit on the hold": the same, the hold said after.
    (re.compile(r"\b(limit|limits|allowance|allowances|weight limit) (?:for|in|on) the hold\b"), r"baggage \1"),
    # "..., we fly off at ten", "..., i fly back tomorrow": the caller's own departure told after what is asked.
    (re.compile(r"(?<=[a-z0-9] )" + _NOT_ASKED + r"(?:i|we) (?:fly|flies) (?:out |back |home |off )?" + _WHEN + r"$"),
     ""),
    # "i'm between sectors, ...", "..., between flights": the moment the caller rings in.
    (re.compile(r"^(?:i'm |i am |we're |we are )?(?:just )?between " + _BETWEEN + r" (?!(?:to|from|in|at|of|and|or|for"
                r"|on|with)\b)(?=[a-z])"), ""),
    (re.compile(r"(?<=[a-z] )(?:i'm |i am |we're |we are )?(?:just )?between " + _BETWEEN + r"$"), ""),
    # "i'm refilling my tea before the next leg": a drink topped up, no medicine.
    (re.compile(r"\brefilling ((?:my|our|the|a|his|her) " + _DRINK + r")\b"), r"topping up \1"),
    (re.compile(r"\brefilled ((?:my|our|the|a|his|her) " + _DRINK + r")\b"), r"topped up \1"),
)


def crew_talk(out: list[str]) -> list[str]:
    """`out` with the crew's words read as said plainly; `out` itself when none was said."""
    return resaid(resaid_all(out, _READINGS), _STAFF_FARE, _staff_fare)
