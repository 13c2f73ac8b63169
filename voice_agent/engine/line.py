"""The line itself asked about: which place the caller has rung ("is this the hospital pharmacy or another
one", "what's this number for", "not sure if this is the surgery or you") or whether it does a kind of thing
at all ("do you handle refunds or is that someone else"). Asked alone, no guideline answers it: it is an
attribute a guideline's own words must speak of (naming.attributes, "line"). Asked before what the caller
wants, it is read past (`past_the_line`, from restarts.repaired): what is asked follows.
"""

from __future__ import annotations

import re

from voice_agent.engine.not_ours import OTHER_LINE
from voice_agent.engine.text import past_frame, words

# The places and lines a caller may think they have rung.
_PLACES = (r"(?:number|line|helpline|hotline|pharmacy|chemist|chemists|chemist's|surgery|practice|airline|desk|office|hospital"
           r"|clinic|place|branch|shop|store|service|company|nhs|counter|department|team|centre|center|dispensary|agency)")
_WHICH = r"(?:the|a|an|your)(?: [a-z']+){0,3} " + _PLACES + r"\b"
WHICH_LINE = re.compile(
    # "is this the hospital pharmacy", "is that still the booking line": the place itself asked.
    r"\b(?:is|was) (?:this|that) (?:still |actually |even |really )?" + _WHICH +
    # "not sure if this is the surgery", "i thought this was the travel desk": the same, in a statement's order.
    r"|\b(?:if|whether|thought|think|assumed|guess) (?:this|it) (?:is|was|'s) " + _WHICH +
    # "not certain this is the proper line", "unsure i've reached the right shop": the line doubted, not the thing refused.
    r"|\b(?:sure|certain) (?:this|it) (?:is|was|'s) " + _WHICH +
    r"|\b(?:sure|certain) (?:i've|i have|we've|we have) (?:got|rung|called|phoned|reached|dialled|dialed) " + _WHICH +
    # "what's this number for", "what is this line about": what the line is for.
    r"|\bwhat(?:'s| is) this (?:number|line|helpline|hotline|service) (?:for|about)\b"
    # "have i got the right number", "who am i speaking to": whom the caller has reached.
    r"|\bhave i (?:got|rung|called|phoned|reached|dialled|dialed) the (?:right|wrong) (?:number|line|place|people)\b"
    # "hello, have i got the chemist", "have we reached the airline's desk": the place reached, asked.
    # ... "chemist" read as the glossary's "pharmacist" (a pharmacy's own word for it), the same.
    r"|\bhave (?:i|we) (?:got|rung|called|phoned|reached|dialled|dialed) (?:the|a|an|your)(?: [a-z']+){0,3} " + _PLACES[:-1] + r"|pharmacist)$"
    r"|\bwho am i (?:speaking|talking) (?:to|with)\b"
    # "do you handle refunds or is that someone else": whether the line does it, or another (not "or is that a separate
    # charge": whether a thing is counted apart, asked of the thing).
    r"|\bor is (?:that|it|this) (?:somewhere|someone|somebody|a different|another|a separate)"
    r"(?: (?!thing$|things$|charge$|fee$|cost$|price$|item$|allowance$|extra$)[a-z]+)?$"
    # "do you do repeats here": whether the place does a kind of thing, asked of "here".
    r"|^do you (?:do|handle|deal with|cover|sort|sort out|take care of|look after)(?: [a-z']+){1,3} here$")
# "is this the chemist", "is that the chemist's": the place asked alone, "chemist" read as the glossary's "pharmacist" (the
# words the matcher reads); the whole question (not "is that the pharmacist, i need a word": the person reached, then asked).
PHARMACY_ASKED = re.compile(r"^(?:(?:hi|hello|hiya|hey|morning|afternoon|evening|sorry|um|er|erm|oh) )*(?:is|was) (?:this|that) (?:still |actually |really )?(?:the|a) pharmacist(?:'s|s)?$")
# What is set off alone before the request, and the words opening it that lead on ("..., but anyway, ...").
_LEADING_ON = frozenset("hi hello hiya hey but anyway anyhow so then oh good great ok okay right lovely well ah sorry and".split())
_PURPOSE = frozenset("for where to that which who whom".split())
_CLAUSE = re.compile(r"[^,.;!?]+")
_BUT = re.compile(r"\bbut\b")
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def past_the_line(text: str) -> str:
    """`text` from after its opening clauses that ask which line it is (`WHICH_LINE`), when words of
    asking are left after them; a purpose said of the line ("is this the number for a refill") is kept. A line taken
    for another trade's, never answered (`not_ours.OTHER_LINE`), is kept: what follows is asked of that one."""
    if OTHER_LINE.search(" ".join(words(text))):
        return text
    spans: list[tuple[int, int]] = []
    for m in _CLAUSE.finditer(text):  # clauses, and "but" opening another
        cut = m.start()
        for b in _BUT.finditer(text.lower(), m.start(), m.end()):
            spans.append((cut, b.start()))
            cut = b.start()
        spans.append((cut, m.end()))
    spans = [s for s in spans if words(text[s[0] : s[1]])]
    n, kept, lined = 0, "", False
    while n < len(spans) - 1:
        said = words(text[spans[n][0] : spans[n][1]])
        if set(said) <= _LEADING_ON:
            n += 1
            continue
        plain = " ".join(w for w in said if w not in _LEADING_ON)
        found = WHICH_LINE.search(plain)
        if not found:
            break
        # "is this the number for getting my repeats", "is this the line where i can ...": the purpose is asked.
        rest = plain[found.end() :].split()
        kept = " ".join(rest[1:]) + ", " if rest[1:] and rest[0] in _PURPOSE else ""
        n, lined = n + 1, True
    if not lined or n >= len(spans):
        return text
    start = spans[n][0]
    tail = list(_TOKEN.finditer(text[start:].lower()))
    k = 0
    while k < len(tail) - 1 and tail[k].group(0) in _LEADING_ON:
        k += 1
    return kept + text[start + tail[k].start() :] if tail else text


# "i'm ringing from a hostel abroad the line's terrible, ...": how the line sounds,
# told in the opening clause (where one rings from before it), says nothing of what is wanted; what follows is asked
# (`past_a_bad_line`, from restarts.repaired). Not with fewer than two words after it.
_BAD_LINE = re.compile(r"^\s*(?:(?:hi|hello|sorry|so|um|er|erm)[\s,]+)*(?:(?:i'm |im |i am |we're )?(?:calling|ringing|phoning) (?:from|in) [^,.;!?]*? )(?:(?:the|this|my|your) (?:line|connection|signal|reception)(?:'s| is)? (?:really |very |so |a bit |pretty )?"
                       r"(?:bad|terrible|awful|poor|dreadful|crackly|rubbish|breaking up|cutting out|dropping out)"
                       r"|(?:a |the )?(?:bad|terrible|awful|poor|crackly|rubbish) (?:line|connection|signal|reception))\b[^,.;!?]*[,.;!?]+\s*",
                       re.IGNORECASE)


def past_a_bad_line(text: str) -> str:
    """`text` after an opening clause telling how the line sounds (`_BAD_LINE`), when two words or more follow it."""
    return past_frame(_BAD_LINE, text)
