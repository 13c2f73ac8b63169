"""Keeping to the machine: "no, leave me with the machine", "nah, i'll carry on with the robot",
"no thanks, i'll stay on the automated one". After a no, the caller kept with (or on) the machine
they are talking to says no to a person, whoever offered one (`no_way.NO_WAY` reads it).
"""

from __future__ import annotations

# The machine the caller is talking to, named as callers name it.
_MACHINE = (r"(?:(?:the|this|your) (?:(?:automated|automatic|computer|phone) )?"
            r"(?:machine|robot|computer|bot|system|recording|voice|automated one|automatic one|menu)|you)")
# Left or kept with it by the agent: "leave me with the machine", "keep us on the computer".
_LEFT_WITH = r"(?:leave|keep) (?:me|us) (?:with|on)"
# Staying with it oneself: "i'll stay with the robot", "we can carry on with the system", "i'm happy sticking with you".
_STAYING = (r"(?:i'll|we'll|ill|i will|we will|i can|we can|i'm happy to|i'm fine to|i'm happy|i'm fine) (?:just )?"
            r"(?:stay|staying|stick|sticking|carry on|carrying on|keep going|go on|continue|continuing) (?:with|on)")
# A no first ("goodness no, ...", "nah thanks, ..."), a few words at most, then kept with the machine.
KEPT_ON = r"\b(?:no|nah|nope)\b(?: [a-z']+){0,3}? (?:" + _LEFT_WITH + "|" + _STAYING + r") " + _MACHINE + r"\b"
