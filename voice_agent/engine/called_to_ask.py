"""A call's purpose said by "if" or "whether" straight after it: "i'm ringing if my eye drops came", "my son asked me
to phone whether his cream is ready": the caller rings to ask it, and the words after are the question. The words
"to ask" are put in, so the question is read as one asked ("ringing to ask if ..."), not the call itself as a want of
someone to talk to. Read by `restarts.repaired`, before the errand's frame (`errand.errand_past`)."""

from __future__ import annotations

import re

# The ringing as it goes on ("ringing", "calling", "phoning") or after "to" ("asked me to phone"), then "if" or
# "whether"; not a call on a condition ("i'll ring if it's not there", "call me if it's in": no "to", or someone
# called), nor the asking leave ("i'm calling if that's alright", "ringing if i may").
_CALLED_IF = re.compile(r"\b((?:to (?:ring|call|phone)|ringing|calling|phoning)(?: you| up| you up)?) "
                        r"(?=(?:if|whether) (?!(?:that|it)(?:'s| is) (?:ok|okay|alright|all right|fine)\b"
                        r"|(?:i|we) (?:may|might|can|could)\b))")


def called_to_ask(said: str) -> str:
    """`said` with "to ask" put after a call whose purpose "if" or "whether" tells (`_CALLED_IF`)."""
    return _CALLED_IF.sub(r"\1 to ask ", said)
