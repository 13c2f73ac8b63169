"""Where the caller looked saying nothing: "..., the leaflet doesn't say", "..., your site never mentions it", "...,
it doesn't say on the app". Said closing the turn after what the caller asks, it says why they ask and asks nothing
itself; it is taken out of the turn (`restarts.repaired`), so the question is read and matched as if said alone.
Only closing the turn, after other words, the clause all silence: not "the app doesn't say whether it went through"
(whether it is done, asked), nor "your app says my seat is gone" (what it does say), nor the clause alone.
"""

from __future__ import annotations

import re

# The caller's written source: a site, an app, a page, a message, a leaflet or a label, the caller's or the agent's.
_SOURCE = (r"(?:the|your|this|that|my|their) (?:[a-z]+ )?(?:site|website|web site|webpage|web page|page|app"
           r"|email|e-mail|text|message|leaflet|letter|label|confirmation|faq|faqs)")
_SAYS_NOTHING = (r"(?:doesn't|doesnt|does not|didn't|didnt|did not|never|won't|wont|will not) "
                 r"(?:say|says|said|tell|tells|mention|mentions|show|shows|explain|explains|list|lists)"
                 r"(?: it| that| so| anything)?(?: anywhere| either| at all)?"
                 r"|says nothing(?: about it)?|(?:'s|is) no help")
# "..., it doesn't say on your site": "it" the question's answer, the source after it.
_IT_NOT_ON = (r"it (?:doesn't|doesnt|does not|didn't|didnt|never) (?:say|says|tell|show)(?: anywhere)?"
              r" (?:on|in) " + _SOURCE)
_SILENT = re.compile(r"[\s,;.]+(?:but |and |cos |because |as )?(?:" + _SOURCE + r"(?:'s| just| really)? (?:"
                     + _SAYS_NOTHING + r")|" + _IT_NOT_ON + r")[\s,.!?]*$", re.IGNORECASE)


def silence_past(text: str) -> str:
    """`text` without a source's silence closing it (`_SILENT`), when words come before it; else all of it."""
    found = _SILENT.search(text)
    return text[: found.start()] if found and text[: found.start()].strip() else text
