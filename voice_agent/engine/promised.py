"""What someone promised, then asked whether it was kept: "the man at the desk said he'd renew it for me, has he",
"your chemist told me the cream would be in by now, is it". The promise is the thing; the short question after it
("did she do it", "is it", "has he actually") asks whether the promise was kept, not for it to be done again. Read
by `restarts.repaired` as the promise asked after: "has he renewed it for me", "is the cream in by now". A promise
with a request after it ("..., so do it now please"), a call back promised, or a promise told as broken is left as said."""

from __future__ import annotations

import re

_PROMISE = re.compile(r"\b(?:said|told me|told us|promised|reckoned)(?: that)? (?P<who>(?:she|he|they|it|you|(?:my|the|your|our) [a-z']+))"
                      r"(?:'d| would) (?P<verb>[a-z]+)(?P<rest>[^,.;!?]*)[,.;!?]\s*(?:(?:so|and|but|well) )?"
                      r"(?P<ask>did|has|have|is|was|were|are) (?:she|he|they|it|you)(?: (?:actually|really|even|definitely|ever))?"
                      r"(?: (?:do it|do that|done it|done that|happen|happened|go through|gone through|ready|in|there))?\s*[?.!]*\s*$",
                      re.IGNORECASE)
_PARTICIPLE = {"put": "put", "get": "got", "send": "sent", "do": "done", "ring": "rung", "call": "called", "make": "made",
               "set": "set", "sort": "sorted", "have": "had"}
_PLURAL = frozenset("they you".split())
_CONTACTING = frozenset("ring call phone email text get come write contact".split())
_BROKEN = re.compile(r"\b(?:never|didn't|did not|hasn't|has not|haven't|have not|not)\b")


def promise_asked(text: str) -> str:
    """`text` as the promise asked after, when a reported promise is followed by whether it was kept; else `text`."""
    found = _PROMISE.search(text)
    if found is None:
        return text
    who, verb, rest = found.group("who"), found.group("verb").lower(), found.group("rest")
    # "he said he'd ring back about it and never did, so ...": a call back promised (or a promise told as broken) is the
    # story, not the thing asked after.
    if verb in _CONTACTING or _BROKEN.search(rest):
        return text
    if verb == "be":
        return f"{'are' if who.lower() in _PLURAL else 'is'} {who}{rest}?"
    done = _PARTICIPLE.get(verb) or (verb + "d" if verb.endswith("e") else verb + "ed")
    return f"{'have' if who.lower() in _PLURAL else 'has'} {who} {done}{rest}?"
