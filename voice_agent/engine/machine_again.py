"""The machine dreaded once more: "oh no, not another robot", "not yet another recorded voice, a person please", "not
one more automated line". Said of the machine the caller hears, it refuses none of the agent's things; it asks for a
person as "not a robot" does (`refusals.MACHINE`, whose determiners leave "another" out). `disclaimed.disclaimed` takes
it out before a refusal is looked for. Not another of the agent's things ("not another flight", "not another refill":
a no to them). The machine not coped with, in Irish English's "able for" said with a not ("we're just not able for
robots"), is dreaded the same and taken out the same (the stairs not coped with are left: none of the machine).
"""

from __future__ import annotations

import re

from .gate import gated

_AGAIN = gated(re.compile(r"\bnot (?:yet |one more |another |yet another )(?:another )?"
                          r"(?:stupid |bloody |automated |recorded )?(?:bot|robot|machine|computer|recording"
                          r"|(?:(?<=automated )|(?<=recorded ))(?:line|system|voice|message))s?\b"
                          # "we're not able for this computer", "i am really not able for the bots": not coped with.
                          r"|\b(?:i'm|im|i am|we're|we are) (?:just |really )?not able for (?:these |this |the |your "
                          r"|them )?"
                          r"(?:stupid |bloody |automated )?(?:bot|robot|machine|computer|recording)s?\b"))


def machine_again_removed(said: str) -> str:
    """`said` without the machine dreaded once more (`_AGAIN`); else as it was."""
    return _AGAIN.sub(" ", said, count=1)
