"""A thing named first, then told already seen to by the caller, the topic put first as Chinese English (Malaysia's,
Singapore's, Hong Kong's) puts it: "the hotel i settled already", "the taxi we booked already" read "the hotel is
settled already", a thing of the caller's own told done, no doing of the agent's reported. Only opening the turn, the
thing in one to three words after "the / my / our / his / her / their", the teller ("i" / "we"), a word of it seen to
and "already"; "the hotel i booked last week" (no "already") is left. Read by `dialect.standard`, after the bare past
is read ("i book already" is "i booked already").
"""

from __future__ import annotations

_WHOSE = frozenset("the my our his her their".split())
_SEEN_TO = frozenset("settled sorted paid booked arranged fixed done bought reserved organised organized".split())


def settled_first(out: list[str]) -> list[str]:
    """`out` with the teller of a thing put first, then seen to "already", read "is"."""
    if not out or out[0] not in _WHOSE:
        return out
    for k in range(2, min(5, len(out) - 2)):
        if out[k] in ("i", "we") and out[k + 1] in _SEEN_TO and out[k + 2] == "already":
            return [*out[:k], "is", *out[k + 1 :]]
    return out
