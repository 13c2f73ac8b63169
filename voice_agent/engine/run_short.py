"""Running short kept off, said as the purpose: "could you do my patches so i don't run out over easter", "make sure
we don't go without our inhalers". The "not" is the worry the thing asked for answers, the caller's own supply ending;
it refuses none of the agent's things: the turn says a need. `disclaimed.disclaimed` reads it as "before ... run out"
before a refusal is looked for. Not "i don't run out usually" (no purpose said), nor "so i don't need it" (no thing
ending). "never let it run short", the supply not to be let end, is read the same way."""

from __future__ import annotations

import re

from .gate import gated

# Making sure, so or so that, or ensuring: the purpose said; then the caller, their side or
# one of theirs; then not running out, dry, short or low, or going without.
_PURPOSE = r"(?:make sure|making sure|to be sure|to ensure|ensure|so that|so|just so)"
_WHO = r"(?:i|we|he|she|they|(?:my|our) [a-z]+)"
_NOT = r"(?:don't|dont|do not|won't|wont|will not|doesn't|doesnt|does not)"
_RUNNING_SHORT = gated(re.compile(r"\b" + _PURPOSE + " (" + _WHO + ") " + _NOT
                                  + r" (run (?:out|dry|short|low)|go without|end up without)\b"))
_THIRD = re.compile(r"^(?:he|she|it|my [a-z]+|our [a-z]+)$")
# "never let the cream run low", "don't let them run dry": running short kept off, told as what not to allow (whoever
# says it), the same; not "don't let it bother you" (no supply ending).
_LET_RUN = re.compile(r"\b(?:don't|dont|do not|never) let (it|them|(?:my|our|his|her|their|the) [a-z]+) "
                      r"(run (?:out|dry|short|low)|go without)\b")


def run_short_said(said: str) -> str:
    """`said` with running short kept off as the purpose (`_RUNNING_SHORT`) read as "before ... run out"; else as it
    was: "refill it so i don't run out" -> "refill it before i run out"."""
    def before(found: re.Match[str]) -> str:
        verb = found.group(2)
        if _THIRD.match(found.group(1)) and verb.startswith(("run ", "go ")):
            verb = verb.replace("run ", "runs ", 1).replace("go ", "goes ", 1)
        return f"before {found.group(1)} {verb}"
    return _LET_RUN.sub(before, _RUNNING_SHORT.sub(before, said))
