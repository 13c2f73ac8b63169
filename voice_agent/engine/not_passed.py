"""A handoff refused in the clause that closes a turn asking for something else: "..., you needn't pass me
to anyone", "..., no need to put me through". The caller asks for the thing and says no one else is wanted
for it; the clause is left out and what came before is read (`restarts.repaired`). Alone, or in a turn that
opens with a no ("no, stay on with me, don't put me through") or after thanks alone, it is read as said: a refusal.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import words

# The refusal: no need to pass, put, transfer, hand or connect the caller on to anyone (not a bare "don't ...": "stay
# with me, don't pass me along" asks the agent to keep the call).
_NOT_PASSED = re.compile(r"^(?:(?:and|but|so|oh|honestly|really) )*(?:(?:you|ye|u) (?:needn't|neednt|need not|don't need to|dont need to|do not need to"
                         r"|don't have to|dont have to|do not have to)|(?:there's |there is |theres )?no need to) (?:bother )?"
                         r"(?:pass|put|transfer|hand|connect|send|forward|switch)(?:ing)? (?:me|us)(?: (?:on|over|through|across|along))?"
                         r"(?: (?:to|with) (?:anybody|anyone|someone|somebody|a person|a human|nobody)(?: else)?)?"
                         r"(?: (?:thanks|thank you|ta|cheers|please|love|mate))*$")
_NO = frozenset("no nah nope".split())
_COURTESY = frozenset("thanks thank you ta cheers ok okay right".split())


def not_passed(text: str) -> str:
    """`text` without a closing clause that refuses a handoff (`_NOT_PASSED`), when clauses not opened by a no
    come before it; else `text`."""
    clauses = list(re.finditer(r"[^,.;!?]+", text))
    if len(clauses) < 2 or not _NOT_PASSED.match(" ".join(words(clauses[-1].group(0)))):
        return text
    before = text[: clauses[-1].start()]
    said = words(before)
    return before.rstrip(" ,.;!?") if said and said[0] not in _NO and not _COURTESY.issuperset(said) else text
