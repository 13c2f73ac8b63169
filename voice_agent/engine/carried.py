"""Things a traveller carries that are not called bags: sports kit, a baby's things, an instrument, a bag of
another name ("can i bring my golf clubs", "is a surfboard counted as baggage", "do the pram and the car seat
go in the hold"). Asked about as carried, they are a question about what one may bring, answered by a
guideline whose own words speak of bags (`speaks_of_bags`), which the words of the kit alone lie just
under (`evidence.EvidenceReader._evidenced`). Only a kind of thing carried, or with a word of an allowance
after it, counts: "a bike to hire" or "a golf club near the hotel" carry nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# Kinds of things carried, said as callers say them (the plural and the singular): sports kit, a baby's
# things, instruments, bags of other names.
_KIT = (r"golf clubs?|golf bag|golf kit|golf sets?|ski sets?|clubs|skis?|ski boots|ski bag|snowboards?|surfboards?|surf boards?|board bag"
        r"|paddle ?boards?|bikes?|bicycles?|bike box|fishing rods?|diving gear|scuba gear|wetsuits?|tents?|camping gear"
        # "can i bring the gazebo", "two camping chairs and an airbed": the camper's and the festival-goer's kit, the
        # same.
        r"|gazebos?|camping chairs?|folding chairs?|camp beds?|airbeds?|air beds?|sleeping bags?|cool ?box(?:es)?"
        r"|prams?|pushchairs?|buggys?|buggies|strollers?|car seats?|travel cots?|cots?|baby seats?"
        # ... the orchestra's and the band's cases by name: "my trumpet case", "the harp".
        r"|guitars?|violins?|cellos?|instruments?|keyboards?|drums?|harps?|trumpets?|trombones?|saxophones?|accordions?"
        r"|laptop bags?|laptops?|rucksacks?|backpacks?|holdalls?|duffel bags?|duffle bags?|briefcases?|handbags?"
        r"|sports (?:kit|gear|equipment)|equipment|gear|kit"
        # "the cabin trolley, what size is ok": the trolley, a wheeled cabin case as Southeast and South Asia call it.
        r"|trolleys?|trolley bags?|trolley cases?"
        # "bringing a balikbayan box", "carrying a big carton": the Gulf's workers' boxes home, and a carton, as bags.
        r"|balikbayan box(?:es)?|cartons?")
# ... carried: the object of a verb of carrying it on the trip ("can i bring my golf clubs"), or followed by a word of
# what is allowed or charged for it, or of where it goes ("is a surfboard counted as baggage", "do those go in the
# hold"); "bringing a surfboard, what's the rule": the verb in the gerund, the same. Not a thing something else is carried in ("can i take my tablets through security in my handbag").
_CARRYING = r"bring|take|carry|pack|bringing|taking|carrying|packing|check in|fly with|travel with|travelling with|traveling with|put in the hold"
_ALLOWED = (r"allowance|allowed|in the hold|as baggage|as luggage|as normal baggage|as hand luggage|as a bag|counted|count"
            # "the cello as cabin baggage, how does that work": where it goes, said before the word of bags.
            r"|as (?:hold|cabin|checked) (?:luggage|baggage)"
            r"|counts|extra|charge|charged|fee|fees|free|cost|costs|weight|weigh")
# "how many cases am i allowed, i've got skis as well": the allowance asked, then the kit said after it, the same.
_CARRIED = re.compile(rf"\b(?:{_CARRYING}) (?:[a-z']+ ){{0,3}}?({_KIT})\b|\b({_KIT})\b.*\b(?:{_ALLOWED})\b"
                      rf"|\b(?:allowed|allowance)\b.*\b({_KIT})\b")
# "how much may we take in the hold", "twenty kilos fine underneath or is there a fee", "kilograms permitted?": a weight
# or an amount asked of what goes in the hold is asked as carried, the same ("hold" as what the caller carries; not
# "i weigh ninety kilos" told with no word of the hold or an allowance, nor "how much is the seat" asked of no bag).
_WEIGHT = r"kilos?|kilograms?|kgs?"
_WHERE_HELD = r"(?:in|into|under) the hold|underneath"
_WEIGHED = re.compile(rf"\bhow (?:much|many)\b(?: [a-z']+){{0,5}}? (?:{_WHERE_HELD})\b"
                      rf"|(?<!i weigh )(?<!she weighs )(?<!he weighs )\b(?:{_WEIGHT})\b(?: [a-z']+){{0,3}}?"
                      # ... "tidy" the Welsh word of it being fine ("is fifteen kilos tidy").
                      r" (?:allowed|permitted|ok|okay|fine|tidy|(?:in|into|under) the hold|underneath)\b"
                      # "is there a kilo limit on the big case", "is there a size limit for hand luggage", "will a
                      # fifty centimetre box fit in the overhead locker": a limit of weight or size asked, or whether a
                      # thing fits where a carried bag goes ("the kit fits in the boot" tells of no cabin).
                      rf"|\b(?:{_WEIGHT}|weight|size) (?:limits?|restrictions?)\b"
                      r"|\b(?:fit|fits) (?:in|into|inside) the (?:cabin|overhead|locker|bin)\b"
                      # "are three cases permitted", "one bag allowed, or two": bags counted and whether they may go
                      # ("the bag allowed me in" is no count of them).
                      r"|\b(?:one|two|three|four|five|\d+) (?:bags?|suitcases?|cases?|pieces)(?: (?:are|is))?"
                      r" (?:allowed|permitted)\b"
                      # "how many kilos for each checked bag", "is the limit for each case": a weight or a limit
                      # counted by the case or the bag, the same.
                      rf"|\b(?:{_WEIGHT}|limit|maximum|max)(?: [a-z']+){{0,2}}? (?:per|each|a|for each)"
                      r" (?:hold |cabin |checked )?(?:case|bag|suitcase|piece)s?\b"
                      # "how many kilo we can carry", "there is kilos for a baby also": the weight or the pieces one may
                      # take counted, or said to be given, as Gulf and South Asian English ask it (not "how many kilos
                      # do you weigh": no taking).
                      rf"|\bhow (?:much|many) (?:{_WEIGHT}|pieces) (?:i|we|he|she|they|you)"
                      r" (?:can|could|may) (?:take|bring|carry)\b"
                      # "how many kilos do we get in the hold", "how many pieces does she get": the weight or the
                      # pieces one is given, asked (not "how many kilos did you lose": no giving).
                      rf"|\bhow (?:much|many) (?:{_WEIGHT}|pieces) (?:do|does|will|would) (?:i|we|he|she|they|you)"
                      r" (?:get|have|receive)\b"
                      # "the cabin bag, how many centimetres max", "how many inches at most": the most a size may be,
                      # asked (not "how many centimetres of snow": no most).
                      r"|\bhow (?:much|many) (?:centimetres|centimeters|cms?|inches|kilos|kilograms|kgs?)"
                      r" (?:max|maximum|at most|at the most|tops)\b"
                      rf"|\bthere (?:is|are) (?:any )?(?:{_WEIGHT}|pieces|allowance)\b"
                      # "bag count, how many does she get": the bags counted, given, asked (not "my bag count was wrong
                      # at the desk": nothing given asked).
                      r"|\b(?:bag|case|suitcase|luggage) count\b(?: [a-z']+){0,3}? how many (?:do|does|will|can)"
                      r" (?:i|we|he|she|they|you) (?:get|have|take|bring)\b")
# The words of bags, by which a guideline speaks of what one carries.
_BAGS = frozenset("baggage luggage bag bags suitcase suitcases case cases carry-on hold".split())


def carried(plain: str) -> str:
    """The kind of thing carried that the words ask about as carried, or "" (`plain`: the caller's words)."""
    kit = _CARRIED.search(plain)
    if kit is None and (weighed := _WEIGHED.search(plain)) is not None:
        return weighed.group(0)
    return (kit.group(1) or kit.group(2) or kit.group(3)) if kit else ""


def speaks_of_bags(said: Iterable[str]) -> bool:
    """Whether a guideline's own words (its condition and examples) speak of bags."""
    return any(_BAGS.intersection(re.findall(r"[a-z-]+", s.lower())) for s in said)
