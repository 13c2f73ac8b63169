"""A thing's name asked for: "the pink tablets, what are they really called", "that spray, what's its proper name".
A caller who holds a thing and wants to know what it is called asks a question; a reason after it ("i have to write
it on a form") asks for nothing more. Read by `yesno.fact_asked` (which `acts.classify` reads first): the turn is read
as that question alone. The bare question of what a thing is called is also a hesitation, a placeholder for a word the
caller has lost ("that, um, what are those called, the fizzy heartburn ones, two more boxes"), so the name counts as
asked only with a word that insists on the true name (really, actually, properly, exactly, officially; the proper,
real or full name), and never when a request is made after it ("..., what are they properly called, could you send
more").
"""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

# "what is it actually called", "what are those properly called", "what's that one really called again",
# "what's the proper name for it", "what's its real name": the true name of a thing asked.
_TRUE = r"(?:actually|really|properly|exactly|officially)"
_NAME_ASKED = re.compile(r"^(?:so |and |but |ok |okay |um |uh |er )*(?:what's|whats|what is|what are)"
                         r" (?:it|they|that|this|those|these)(?: one| ones)? " + _TRUE + r" called(?: again)?$"
                         r"|^(?:so |and |but |ok |okay |um |uh |er )*(?:what's|whats|what is)"
                         r" (?:the|its|their|it's) (?:proper|real|actual|full|official|right) name"
                         r"(?: (?:of|for) (?:it|them|that|this))?$")
# A request after it: "..., could you post two more", "..., please send more", "..., i want another".
_ASKED_AFTER = re.compile(r"^(?:(?:can|could|would|will) (?:you|i|we)|please|refill|order|book|send|put|get me"
                          r"|i need (?:more|another)|i want (?:more|another)|i'd like)\b")


def name_asked(text: str) -> str:
    """The clause asking a thing's true name (`_NAME_ASKED`), read as the turn, or "" (none, a request after it, or
    the question already the whole turn)."""
    clauses = [" ".join(words(c)) for c in split_clauses(text)]
    if len([c for c in clauses if c]) < 2:
        return ""
    at = next((n for n, c in enumerate(clauses) if _NAME_ASKED.match(c)), None)
    if at is None or any(_ASKED_AFTER.match(c) for c in clauses[at + 1 :]):
        return ""
    return clauses[at]
