"""What the caller will not go through again, closing the turn after what they ask: "..., i'm not queueing at the
counter again", "..., and please don't tell me next week again", "..., don't lose them this time". A bad time
before, said with a "not" and "again" (or "this time"), says why they ask as they do; it refuses none of the agent's
things and is taken out of the turn. Read by `restarts.repaired`. Only after other words, and not a want, a need or
the thing itself done again ("..., we're not booking again", "i'm not needing it again": a no)."""

from __future__ import annotations

import re

_WANTED = (r"(?!(?:needing|wanting|having|taking|getting|using|bothering|doing|booking|ordering|buying|paying|renewing"
           r"|refilling|flying|travelling|traveling|going|coming|reserving|collecting|picking)\b)")
_NOT_AGAIN = re.compile(r"[\s,;.]+(?:and |but |cos |because |as )?(?:(?:i|we)(?:'m not| am not|'re not| are not) "
                        + _WANTED + r"[a-z]+ing"
                        # "..., and don't tell me next week again": the agent told not to do again what it did.
                        r"|(?:please )?(?:don't|do not) (?:say|tell me|give me|fob me off with|palm me off with)\b"
                        # "..., and don't forget them this time": the agent's mistake before, not to be made again.
                        r"|(?:please )?(?:don't|do not) (?:lose|forget|mess up|mix up|muck up|botch)"
                        r" (?:it|them|this|that)\b)"
                        r"(?: [a-z']+){0,5} (?:again|this time)[\s,.!?]*$", re.IGNORECASE)


def not_again_past(text: str) -> str:
    """`text` without what the caller will not go through again closing it (`_NOT_AGAIN`), when words come before."""
    found = _NOT_AGAIN.search(text)
    return text[: found.start()] if found and text[: found.start()].strip() else text
