"""The machine refused first: "we're not speaking to a machine about the drops, get me a human". An opening clause in
which the caller will not talk to a machine (what about said or not), and a request in the next: the request is what
is asked, read alone (`instead.asked_past_aside` reads it as a thing asked past an aside), and the things named in the
refusal ("my tablets") no longer weigh against the person asked for. The refusal alone ("i'm not talking to a machine
about my tablets") is left as it is. Read by `instead.asked_past_aside`.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

_MACHINE_FIRST = re.compile(r"^(?:(?:no|nah|look|listen|sorry|honestly|right) )*(?:i'm|im|i am|we're|we are)"
                            r" (?:not|just not|definitely not) (?:talking|speaking|chatting|dealing) (?:to|with)"
                            r" (?:a|an|some|this|the|your) (?:robot|machine|computer|bot|recording|automated [a-z]+)"
                            r"(?: (?:about|over|regarding)(?: [a-z0-9']+){1,8})?$")


def past_machine_refused(text: str) -> str:
    """The clauses after an opening one refusing to talk to a machine (`_MACHINE_FIRST`), or ""."""
    clauses = [c for c in split_clauses(text) if words(c)]
    if len(clauses) > 1 and _MACHINE_FIRST.match(" ".join(words(clauses[0]))):
        return ",".join(clauses[1:]).strip()
    return ""
