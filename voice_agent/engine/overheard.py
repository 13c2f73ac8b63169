"""Words overheard, not the caller's: a caller in a cafe or by a radio lets through, unpunctuated, what is called out
around them before they speak: an order called at the counter ("iced mocha for ben, ...", "one small decaf no sugar")
or a newsreader's turn of phrase ("in other news ..."). Opening the turn, such words ask nothing of the agent; left
in, the matcher reads the turn whole and a question may be taken for a request. `overheard_removed` drops them
(from room.unasided), when three words or more are left.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import words

_SIZE = (r"(?:large|small|medium|regular|skinny|oat|soya|soy|almond|double|single|triple|iced|decaf|extra hot"
         r"|builders|builder's)")
_DRINK = (r"(?:latte|lattes|cappuccino|cappuccinos|flat white|flat whites|mocha|mochas|espresso|espressos"
          r"|americano|americanos|macchiato|cortado|hot chocolate|chai|chai latte|tea|teas|coffee|coffees)")
# Called for someone by name (said twice when not heard), without sugar, or thanked for.
_CALLED = r"(?: for ([a-z]+)(?: \1)?| no sugar| with (?:milk|sugar)| cheers(?: and)?)+"
_ORDER = r"(?:(?:one|a|two) )?(?:" + _SIZE + r" )*" + _DRINK + _CALLED
_NEWS = r"in other news"
_OVERHEARD = re.compile(r"^(?:" + _ORDER + "|" + _NEWS + r")(?: (?:um|er|erm|uh))* ((?:[a-z']+ ){2,}[a-z']+)$")


def overheard_removed(text: str) -> str:
    """`text` without words overheard opening its first clause (`_OVERHEARD`), or as it was."""
    first, sep, rest = text.partition(",")
    found = _OVERHEARD.match(" ".join(words(first)))
    if found and " ".join(words(first)) == first.strip():
        return f"{found.group(found.lastindex or 0)}{sep}{rest}"
    return text
