"""Warnings over how the thing is handled: "..., and don't lose it this time", "but don't keep me waiting like
before". A caller who tells the agent not to mishandle what they ask for (lose it, forget it, mess it up, keep them
waiting, read them the whole page) warns; it refuses none of the agent's things, and what they ask for around it
stands. `refusals.not_refusing` takes it out before a refusal is looked for.
"""

from __future__ import annotations

import re

from voice_agent.engine.run_short import run_short_said
from voice_agent.engine.text import aside_removed

# Mishandling: losing, forgetting or botching it, keeping the caller waiting, reading or lecturing at them.
_MISHANDLING = (r"(?:lose|forget|mess|muck|screw|botch|mix|make (?:me|us|him|her) wait|keep (?:me|us|him|her) (?:waiting|hanging|on hold)"
                # "and don't leave me on hold all day": left on hold, the same wait.
                r"|leave (?:me|us|him|her) (?:waiting|hanging|on hold)"
                r"|read (?:me|us|out)|lecture|waste|give (?:me|us) (?:the|any|a)"
                # "and don't faff around with it", "so don't talk down to us": dawdling over it, or talking down to the caller.
                r"|faff|dither|dawdle|dilly|drag (?:your|ur) feet|talk down|patroni[sz]e|fob (?:me|us|him|her) off)")
# "and we don't want excuses again", "but we don't want any more delays": the caller's not wanting the agent's
# stalling, the same warning (not "i don't want the refill": a thing of the agent's).
_STALLING = r"(?:i|we) (?:don't|dont|do not) want (?:any )?(?:more )?(?:excuses|delays|waffle|fuss|nonsense|runaround)"
WARNED = re.compile(r"\b(?:and|but|so|just) (?:please |just )?(?:(?:don't|dont|do not) (?:you )?(?:dare )?"
                    + _MISHANDLING + "|" + _STALLING + r")\b(?: [a-z0-9']+){0,6}\s*$")


def unwarned(said: str) -> str:
    """`said` without a closing warning over how the thing is handled, when something else is asked before it
    (`text.aside_removed`: said alone, "no, don't lose it", the warning is all the turn says and stays); and with
    running short kept off ("never let them run dry") read as "before they run dry" (`run_short.run_short_said`)."""
    return aside_removed(WARNED, run_short_said(said))
