"""The caller's own promise to go told before "so" and what is asked: "i promised my gran i'd be there, so two seats on
the friday flight", "we swore we'd visit, so the early one please". The promise only says why the caller asks; read as a
story ("i promised": a thing done, reported) it hides the ask, so the clause is dropped and what follows "so" is read.
Only the caller's own promise of their own doing ("i'd / i would / we'd ..."), in a clause of its own closing before
"so" and no "i / we / you" straight after "so". Not "you promised you'd ring me, so ..." (another's promise, asked
after: `promised`), nor "i promised i'd fly, so i can't cancel" (the caller's own doing after "so"). Read by
`text.unstutter` on the words as written."""

from __future__ import annotations

import re

_OWN_PROMISE = re.compile(r"\s*\b(?:(?:and|but) )?(?:i|we) (?:promised|swore|vowed)(?: (?:her|him|them|my [a-z]+|our"
                          r" [a-z]+|mum|mam|mom|dad|nan|gran))?(?: that)? (?:i'd|i would|we'd|we would|i'll|we'll)"
                          r" [^,.;!?]*[,.;]\s*(?=so (?!(?:i|we|you|i'm|we're|i'll|we'll)\b))", re.IGNORECASE)


def own_promise(text: str) -> str:
    """`text` without the caller's own promise to go told before "so"; else `text`."""
    if not any(w in text.lower() for w in ("promised", "swore", "vowed")):
        return text
    read = _OWN_PROMISE.sub(lambda m: ", " if m.start() else "", text).strip()  # its clause closed where it began
    if read != text.strip() and _OWN_PROMISE.match(text):  # the turn opening with it: its "so" opens nothing now
        read = re.sub(r"^so\s+", "", read, flags=re.IGNORECASE)
    return read or text
