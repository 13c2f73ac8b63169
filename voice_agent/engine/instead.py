"""What is asked for after a refusal, said as a request of the agent rather than as a want
(`acts.asked_instead` reads "..., I'd like ...", "..., I just want ..."): "I don't want the early
one, book the later one instead", "I don't want a connection so put me on the direct one", "I'll
skip the cream this time, just the drops if you would", "I'm not sure about any of this, could you
connect me to someone". The thing refused is no longer matched; the request after it is what the
caller says (understand.py reads its speech act there).
"""

from __future__ import annotations

import re

from voice_agent.engine import acts
from voice_agent.engine.text import words

# The request of its own: a verb of asking in the imperative, "can / could / would you ...", a person
# asked after ("is there someone i can talk to"), or the thing alone with a courtesy ("just the X if you would").
_ASKED = re.compile(r"^(?:(?:so|but|and|just|well|actually|instead|then|look|right|ok|okay) )*"
                    r"(?:(?:please )?(?:book|put|get|refill|reserve|order|renew|connect|transfer)(?: me| us)?(?= )(?! (?:rid|it|them|that|those)\b)"
                    r"|(?:can|could|would|will) you (?:please |just |maybe )?(?!not\b|hold\b|keep\b|wait\b|leave\b|call\b|ring\b)[a-z]+"
                    r"|is there (?:a |an )?(?:[a-z]+ )?(?:someone|somebody|anyone|anybody|person|human)(?: [a-z]+)? (?:i|we) (?:can|could) (?:talk|speak)"
                    r"|just (?:the|my|our|his|her|their) (?:[a-z']+ ){1,4}(?:please|if you (?:would|could|can|don't mind|wouldn't mind)|thanks|cheers))\b")
# Not a request that only puts off or keeps what was refused ("..., put it on hold", "..., get back to me").
_PUT_OFF = re.compile(r"\b(?:on hold|hold (?:it|them|that|everything|off)|back to (?:me|us)|later|another time|next (?:week|month|time))\b")
# Where the request may open inside the refusal's clause: "... so put me on ...", "... but could you ...".
_JOINED = re.compile(r" (?:so|but|then|just) (?=[a-z])")


def asked_instead(text: str) -> str:
    """The words asked for after the caller refused another thing (`acts.asked_instead` first), or ""."""
    found = acts.asked_instead(text)
    if found:
        return found
    clauses = re.split(r"[,.;!?]+", text)
    for n, clause in enumerate(clauses):
        said = " ".join(words(clause))
        starts = ([0] if n else []) + [m.end() for m in _JOINED.finditer(f" {said}")]
        for start in starts:
            asked = said[max(start - 1, 0) :].strip()
            rest = [asked, *clauses[n + 1 :]]
            before = ",".join([*clauses[:n], said[: max(start - 1, 0)]]) if start else ",".join(clauses[:n])
            if asked and _ASKED.match(asked) and not _PUT_OFF.search(" ".join(words(",".join(rest)))) and \
                    acts._refused(acts.classify(before)):
                # "..., book the later one instead": "instead" names the thing refused, no change of one held.
                return re.sub(r" instead$", "", ",".join(rest).rstrip())
    return ""
