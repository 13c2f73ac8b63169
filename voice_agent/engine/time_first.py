"""A time said first, before the question it is asked of: "this saturday are you there all afternoon", "tomorrow is
the pharmacist in", "first thing tomorrow, from what hour is someone there". Read by `acts.speech_act`, which skips
the time and reads the question after it. The time may be said of the day's end or start ("first thing", "last
thing", "early", "late"), and the hour after the day ("sunday after ten"); the question after it opens on "are you",
"is there" ... or on a preposition and the hour asked, as it would with no time before it. A season said first ("in
the school holidays, is a ...") is skipped the same way, and so is a stretch away ("while we're abroad, can my son
..."), and a thing running out said as a condition ("if my patches run out on the trip, could a chemist there ...");
and so is the journey's purpose ("for the pilgrimage do we need ...", "for my sister's wedding is a ...")."""

from __future__ import annotations

import re

from voice_agent.engine.own_hours import CLOCK

_DAY = (r"(?:a day|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
        r"|(?:this|tomorrow) (?:morning|afternoon|evening)|(?:this|next) (?:week|weekend))")
# "friday at half six", "on sunday before ten o'clock": the hour said after the day, a preposition before it.
_AT_HOUR = (r"(?: (?:after|before|at|from|around|about|past|by|till|until) " + CLOCK
            + r"(?: o'clock| ?[ap]m| thirty| fifteen| forty five)?)?")
# "first thing tomorrow", "late on friday": the part of the day said before it.
_PART_OF_DAY = r"(?:(?:first|last) thing |early |late )?"
_ASKED_OF_YOU = r"(?:are|will|do|can|could) (?:you|they)\b|is (?:there|anyone|anybody|someone|somebody)\b"
# "from what hour", "until what time", "by which time": the hour asked, a preposition before it.
_HOUR_ASKED = r"(?:from|at|until|till|by) (?:what|which) (?:hour|time)\b"
# "in the school holidays is a tuesday flight cheaper", "over the summer are the fares higher": a season or a stretch of
# the year, said with its preposition first; no statement goes on "in the holidays is a ...", so the question after it
# may ask of any thing ("is a", "are the", "does it"), not only of the agent's people.
_SEASON = (r"(?:in|during|over|at|for) (?:the )?"
           r"(?:(?:school|summer|easter|christmas|bank|half term|october|february) )?"
           r"(?:holidays|hols|holiday|summer|winter|spring|autumn|half term|christmas|easter|peak season|high season)")
_ASKED_OF_ANY = r"(?:is|are|was|does|do|will|would) (?:a|an|the|it|they|there|flights|fares|prices|tickets)\b"
# "while we're away in spain can my daughter collect them", "when i'm abroad is my husband allowed to pick it up": the
# stretch the caller (or theirs) is away, said first with "while" or "when", a place after it; the question after it
# asks of anyone ("can my", "is my", "do i"). Not a doing said first ("when i'm done can you ...": no being away).
_AWAY = (r"(?:while|whilst|when) (?:i'm|i am|we're|we are|he's|he is|she's|she is|they're|they are) "
         r"(?:away|abroad|overseas|on holiday|out of the country|travelling|back home|(?:over |out |back )?in [a-z]+)"
         r"(?: (?:for|in|over|until|till) (?:[a-z]+ ){0,2}?[a-z]+)?")
_ASKED_OF_OURS = (r"(?:is|are|can|could|will|would|may|do|does) (?:my|our|his|her|their|i|we|someone|somebody|anyone"
                  r"|anybody|it|there|you|they|he|she)\b")
# "if my inhaler runs out on the trip can a chemist there refill it", "in case we run out while we're away, could our
# neighbour fetch some": the thing running out, said first as a condition (a stretch away after it or not); the question
# after it asks of anyone, a place or a person by "a", "another" or "any" too. Not the condition alone, nor "if i run
# out of time" (no thing of one's own running out).
_RUN_OUT = (r"(?:if|in case|should) (?:(?:my|our|his|her|their|the) (?:[a-z']+ ){1,2}(?:runs|run|goes|go|ran)"
            r"|(?:i|we|he|she|they) (?:run|runs|ran|go|goes)(?! out of (?:time|road|patience|money)\b)) out"
            r"(?: of (?:(?:my|our|his|her|their|the) )?[a-z']+)?"
            r"(?: " + _AWAY + r"| (?:on|during|over) (?:the |my |our )?[a-z']+)?")
_ASKED_OF_ANY_ONE = r"(?:can|could|will|would|may) (?:a|an|another|any|some) [a-z]+\b"
# "for the pilgrimage do we need a letter", "for her wedding is there a bigger bag allowed": what the journey is for,
# said first with "for" (a word of a trip's purpose closing it), then the question asked of anyone. Not "for the
# wedding i need two seats" (no question after it), nor "for my son can you ..." (a person, no purpose).
_PURPOSE = (r"for (?:(?:the|a|an|my|our|his|her|their) )?(?:[a-z]+'s )?(?:[a-z]+ )?"
            r"(?:umrah|hajj|pilgrimage|trip|journey|visit|wedding|shaadi|holiday|honeymoon|funeral|conference|studies)")
TIME_FIRST = re.compile(r"^" + _PART_OF_DAY + r"(?:(?:on|this|next|by) )?" + _DAY + _AT_HOUR
                        + r" (?=" + _ASKED_OF_YOU + "|" + _HOUR_ASKED + ")"
                        + r"|^" + _SEASON + r" (?=" + _ASKED_OF_ANY + "|" + _ASKED_OF_YOU + ")"
                        + r"|^" + _AWAY + r" (?=" + _ASKED_OF_OURS + ")"
                        + r"|^" + _RUN_OUT + r" (?=" + _ASKED_OF_OURS + "|" + _ASKED_OF_ANY_ONE + ")"
                        + r"|^" + _PURPOSE + r" (?=" + _ASKED_OF_OURS + "|" + _ASKED_OF_ANY + ")")
