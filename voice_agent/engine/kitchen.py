"""The words of the kitchen, the bar and the shift, read as said plainly: "eighty six" (or "86") opening the turn or
after "can you / please / just" before a thing of the caller's or someone's is "cancel", the line's word for taking a
thing off; "..., before my boss redoes the shifts" closing the turn is haste, dropped; "we have a booking for thirty
coming in" is the place's own party of guests, told of; and "we're not off until ten" is the shift ending then ("we
work until ten"), no refusal. Read by `dialect.standard`, last. Not "eighty six covers tonight" nor "86 quid for a
bag" (a count of things), "flight eighty six" (a number said as one), "before the airline changes the fare" (one of
the agent's things), "a booking for two on the oslo flight" (one of the agent's bookings), nor "i'm not off to spain
now" (a refusal).
"""

from __future__ import annotations

import re

from .resaid import resaid_all

# "the porto one", "my cream request", "geneva for my brother": a thing held, or named and whose it is.
_HELD = r"(?:one|booking|seat|ticket|flight|trip|order|refill|reservation|prescription|repeat|request|script)s?"
_COUNTED = (r"(?!(?:quid|pounds?|euros?|dollars?|covers|people|percent|minutes|hours|mg|of|tablets|pills|kilos?"
            r"|grams?)\b)")
_THING = _COUNTED + (r"(?:(?:the|my|our|his|her|their|that|this|[a-z]+'s) (?:[a-z']+ ){0,2}" + _HELD + r"\b"
          r"|(?:the |my |our |his |her |their )?[a-z]+ for (?!(?:a|an|the|two|three|four|five|six|ten|twenty)\b))")
_READINGS = (
    # "eighty six my nan's repeat", "can you 86 the lisbon booking", "86 the inhaler for nan": the line's "take it
    # off", said of a thing held.
    (re.compile(r"(^|\b(?:can you|could you|please|just|so) )(?:eighty six|86) (?=" + _THING + ")"), r"\1cancel "),
    # "..., sort it before my boss redoes the shifts": the haste of one whose shifts another sets, closing the
    # turn after what is asked, dropped (not "before the airline changes the fare": one of the agent's things).
    (re.compile(r"(?<=[a-z]) before (?:the|my|our) (?:[a-z]+ )?[a-z]+ (?:changes|moves|swaps|redoes)"
                r" (?:the|my|our|his|her) (?:rota|rotas|shifts|schedule)(?: again)?$"), ""),
    # "we have a booking for thirty coming in", "we got a big booking of twelve in tonight": the place's own guests
    # booked in, a party told of, not one of the agent's bookings (not "we have one booking for two on the oslo
    # flight").
    (re.compile(r"\b((?:we've|we have|we've got|we got|we have got) an? (?:big |huge |large )?)booking (?:of|for)"
                r" (?=(?:[a-z]+ty|ten|eleven|twelve|fifteen|twenty|[1-9][0-9])(?: [a-z]+)? (?:in|coming in)\b)"),
     r"\1party of "),
    # "we're not off until ten", "i am not off work until late": the shift ends then, the caller at work till then, no
    # refusal (not "i'm not off to spain now").
    (re.compile(r"\b(?:i'm|im|i am) not off (?:work |shift )?(till|until)\b"), r"i work \1"),
    (re.compile(r"\b(?:we're|we are) not off (?:work |shift )?(till|until)\b"), r"we work \1"),
)


def kitchen(out: list[str]) -> list[str]:
    """`out` with the kitchen's and the bar's words read as said plainly."""
    return resaid_all(out, _READINGS)
