"""The Philippines' Tagalog words in a caller's English, in the standard form, one word for one (read by
`dialect.standard`, so positions stay the caller's):

- the yes-or-no question its particle "ba" makes of what is said before it, the word said first: "done na ba" (done
  already?), "confirmed po ba yung ticket" (is the ticket confirmed, said with respect), "open pa ba kayo" (are you
  still open): the word of being done or open, then "na" (already) or "pa" (still), "po", and "ba", is read "is" + the
  word + "already" / "still" + "po" ("are you" + ... when "kayo", the polite you, follows "ba"). Not "ba" before a
  number or a letter read out, British Airways' code ("confirmed on ba one one seven");
- "botika" (botica), the pharmacy: "is the botika near the church open";
- the uncle and the aunt spoken for, after "my / our / his / her / their": "my tito's tablets", "our tita"; not a name
  ("tita martinez");
- "hindi" (no) opening the turn, alone or with "po" after it ("hindi po, the other one"); not the language ("hindi
  speaking staff").
"""

from __future__ import annotations

from collections.abc import Sequence

# The words a "ba" asks after: being done, held, open or there (the done words of `naming.DONE_WORDS` read after the
# language's forms; `naming` reads `text`, which reads this, so the few asked so are listed here).
_ASKED = frozenset("""ready done finished confirmed booked approved processed issued sorted prepared open closed
                      available there okay ok""".split())
_WHEN = {"na": "already", "pa": "still"}
_WORDS = {"botika": "pharmacy", "botica": "pharmacy"}
_KIN = {"tito": "uncle", "tita": "aunt"}
_KIN_OF = {**_KIN, **{k + "'s": v + "'s" for k, v in _KIN.items()}}
_WHOSE = frozenset("my our his her their".split())
_CODE = frozenset("zero oh one two three four five six seven eight nine".split())


def _asked_at(out: list[str], k: int) -> int:
    """The index of the "ba" asking after the word at k, or 0 when none does."""
    j = k + 1
    if out[j : j + 1] and out[j] in _WHEN:
        j += 1
    if out[j : j + 1] == ["po"]:
        j += 1
    after = out[j + 1 : j + 2]
    if out[j : j + 1] != ["ba"] or (after and (after[0] in _CODE or after[0].isdigit() or len(after[0]) == 1)):
        return 0
    return j


def tagalog(tokens: Sequence[str]) -> list[str]:
    out = [_WORDS.get(t, t) for t in tokens]
    if out[:1] == ["hindi"] and out[1:2] in ([], ["po"]):
        out[0] = "no"
    for k, t in enumerate(out):
        if t in _KIN_OF and k and out[k - 1] in _WHOSE:
            out[k] = _KIN_OF[t]
            continue
        b = _asked_at(out, k) if t in _ASKED else 0
        if not b:
            continue
        said = [_WHEN.get(w, w) for w in out[k + 1 : b]]
        if out[b + 1 : b + 2] == ["kayo"]:
            out[k : b + 2] = ["are", "you", t, *said]
        else:
            out[k : b + 1] = ["is", t, *said]
    return out
