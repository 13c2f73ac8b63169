"""Details withheld: "..., and I'm not giving out my card number", "don't ask me for my date of birth". A caller
who will not give or tell a detail of theirs (a card, a number, a password, the answers to security questions,
anything more over the phone) guards what is theirs; it refuses none of the agent's things, and what they ask
for around it stands. `refusals.not_refusing` takes it out before a refusal is looked for.
"""

from __future__ import annotations

import re

from voice_agent.engine.gate import gated
from voice_agent.engine.text import aside_removed

# What is one's own to give: a detail, a number, a card, the answers to security questions, anything more.
_DETAIL = (r"(?:(?:bank|card|account|payment|personal|security|login|sort) )?(?:details?|card|cards|number|numbers|pin|password"
           r"|passcode|maiden name|security (?:questions?|answers?)|questions|date of birth|birthday|postcode|information|info"
           r"|(?:anything|nothing|any) (?:else|more)|sort code|code)")
WITHHELD = gated(re.compile(r"(?:\b(?:and|but|so) )?(?:\b(?:no|nope|nah) )*\b(?:i|we)(?:'m| am|'re| are)? (?:not|won't"
                            r"|wont|will not|shan't|shall not"
                            r"|ain't|refuse to|don't|dont|do not|never)(?: be)? (?:giving|give|telling|tell|answering"
                            r"|answer|handing|hand|sharing"
                            r"|share|reading|read|saying|say|providing|provide|disclosing|disclose|passing|pass)(?:"
                            r" (?:out|over|you|up|on))*"
                            r"(?: [a-z']+){0,3}? " + _DETAIL + r"\b(?: (?:over|on|down) the (?:phone|line)| (?:from|to)"
                                                               r" (?:you|anyone|anybody|a machine))?"
                            # "don't ask me for my card": the agent told not to ask for it, the same.
                            r"|(?:\b(?:and|but|so) )?\b(?:don't|dont|do not|never) (?:you )?ask (?:me|us|him|her)"
                            r" (?:for|about) (?:[a-z']+ ){0,3}?"
                            + _DETAIL + r"\b"))




def unwithheld(said: str) -> str:
    """`said` without the details the caller withholds, when something else is said around them
    (`text.aside_removed`: said alone, "no, I'm not telling you my postcode", it stays a refusal)."""
    return aside_removed(WITHHELD, said)
