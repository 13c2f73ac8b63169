"""A turn passed on by a relay or captioning operator, or typed and read aloud by the caller's phone.

- The operator's frame is the service's, not the caller's: "relay here, ...", "caller typing now," (`_PREAMBLE`),
  "caller says ...", "caller asks whether ..." (`_FRAMES`, `_ASKS`), "the caller would like ..." ("i would like ...").
- After the frame the caller, in the operator's third person, is the caller's "i", "my", "me" ("she doesn't want
  ...", "her husband's ..."; `_first_person`); what happened ("she took ...") stays told of her.
- The old teletype signs closing a turn, spoken as letters, are no words: "G A" (go ahead), "S K" (stop keying), "Q"
  (a question mark), and after a frame "go ahead" (`_SIGN_CLOSING`, `_GO_AHEAD`, `_Q`). Not "g a" after a letter or
  a number (Garuda's code), not "q" closing a code; "go ahead" closing a turn no one framed ("no, go ahead") stays.
- The caller's own notice of the means before what is asked ("a tts app here, ...", "captioned call.")
  is read past (`_MEANS`).
- Typed shorthand read out letter by letter ("p l s", "t m r w", "i d k") is the word typed (`_SHORTHAND`), never
  inside a run of letters or digits (a code).

`unrelayed` gives the turn as the caller put it; it is read by `Understander._read` where the turn comes in, before
any value, clause or speech act is read."""

from __future__ import annotations

import re

# The operator's own sentence before the caller's words: "relay here,", "operator speaking,", "er, caller typing now,",
# "caller types slowly.".
_PREAMBLE = re.compile(r"^(?:(?:um|uh|er|ok|okay|so),? )?(?:(?:this is )?(?:the )?(?:(?:(?:text|video|phone) )?relay"
                       r"(?: operator| service)?(?: here| speaking)?|operator (?:here|speaking))[,.:]"
                       r"|(?:the )?caller (?:is typing|types|typing)(?: slowly| now)?[,.:])\s*", re.I)
# The caller's own notice of how the turn reaches the agent, a sentence of its own before what is asked: "a tts app
# here,", "captioned call.", "my tablet is reading out what i type.".
_MEANS = re.compile(r"^(?:(?:hi|hello|hey),? )?(?:(?:this is )?(?:a |an |my )?"
                    r"(?:text to speech|tts|captioned|caption|relay)(?: app| call| service| phone| here)?"
                    r"|(?:this is )?my (?:phone|app|tablet) (?:is )?reading (?:out )?"
                    r"(?:this|what i type|my typing|my words)(?: out| aloud| out loud)?)[.,:;]\s+(?=\S+ \S)",
                    re.I)
# Who said it, in the operator's third person: "caller says", "the caller asks", "caller said that".
_FRAMES = re.compile(r"^(?:the )?caller (?:says|said|is saying|writes|types|typed)(?: that)?[,:]? "
                     r"|^(?:the )?caller (?=(?:asks|asked|is asking)[,:]? )", re.I)
# The caller the subject of what is wanted: "the caller would like two seats", "caller wants ...": "i would like".
_CALLER_WANTS = re.compile(r"^(?:the )?caller (would like|'d like|wants|needs) ", re.I)
# What is asked, put as the caller asks it: "caller asks whether / if / what / could ..." keeps the question;
# "caller asks for a manager" asks for one; "caller asks you to pass him on" asks it of the agent.
_ASKS = re.compile(r"^(?:asks|asked|is asking)(?: you)?[,:]? (?=(?:whether|if|what|when|where|which|who|why|how|"
                   r"could|can|will|would|is|are|does|do|did|has|have)\b)", re.I)
# The caller in the operator's third person, after the frame: "she's down to ...", "she doesn't want ...", "her
# husband's ...": the caller's own "i", "my", "me". The pronoun is the one the frame is followed by first (one caller,
# not "he" of a man named later when "she" came first).
_SUBJECT = {"she": "i", "he": "i", "she's": "i'm", "he's": "i'm", "she'd": "i'd", "he'd": "i'd", "she'll": "i'll",
            "he'll": "i'll", "herself": "myself", "himself": "myself"}
_AS_I = {"is": "am", "isn't": "am not", "isnt": "am not", "was": "was", "has": "have", "hasn't": "haven't",
         "doesn't": "don't", "doesnt": "don't", "does": "do"}
# What the caller is, wants or says now, in the third person: read as the caller's own (what happened, "she took
# ...", stays told of someone).
_NOW = frozenset("is isn't isnt doesn't doesnt does wants needs would wouldn't can can't cannot could will won't has "
                 "hasn't says thinks finishes only just still really also".split())
_OBJECT_AFTER = frozenset(". , to with in on at for from a an the that this some any again too now please or and "
                          "but so wrong right back up down off out yet".split())
_OBJECT_OF = frozenset("let lets help helps tell told ask asked give gives call pass put advise get got see "
                       "text email answer".split())
_BETWEEN = r"(?: (?:still|just|only|really|also|never|already|usually|actually|then|now))?"
_PRONOUN = re.compile(r"(?:\b([a-z']+) )?\b(she's|he's|she'd|he'd|she'll|he'll|she|he|herself|himself|her|his|him)\b("
                      + _BETWEEN + r" [a-z']+)?", re.I)


def _verb_as_i(verb: str) -> str:
    if verb in _AS_I:
        return _AS_I[verb]
    if re.fullmatch(r"[a-z]+(?:sh|ch|x|ss|o)es", verb):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    return verb[:-1] if re.fullmatch(r"[a-z]+[^s']s", verb) else verb


def _first_person(text: str) -> str:
    """`text` with the caller (the operator's first "she" / "he" after the frame) as "i", "my", "me"."""
    first = re.search(r"\b(she|her|he|his|him)(?:'[a-z]+)?\b", text, re.I)
    if not first:
        return text
    woman = first.group(1).lower() in ("she", "her")

    def mine(m: re.Match[str]) -> str:
        before, word, after = m.group(1) or "", m.group(2).lower(), (m.group(3) or "")
        if woman != (word.startswith("she") or word.startswith("her")):
            return m.group(0)
        said_before = before + " " if before else ""
        *between, nxt = after.split() or [""]
        if word in ("she", "he") and nxt.lower() in _NOW:
            return said_before + " ".join(["i", *between, _verb_as_i(nxt.lower())])
        if word in ("she", "he"):  # "she took ...", "she ordered ...": what happened stays told of her
            return m.group(0)
        if word in ("she's", "he's") and (nxt in ("been", "made", "got", "had", "done", "gone", "taken", "seen")
                                          or nxt.endswith("ed")):
            return said_before + "i've" + after
        if word in _SUBJECT:
            return said_before + _SUBJECT[word] + after
        if word == "him" or (word == "her" and (not nxt or nxt.lower() in _OBJECT_AFTER
                                                or before.lower() in _OBJECT_OF)):
            return said_before + "me" + after
        return said_before + "my" + after
    return _PRONOUN.sub(mine, text)


_ASKS_FOR = re.compile(r"^(?:asks|asked|is asking)[,:]? (for|you to|to) ", re.I)
# The signs closing a turn: "..., G A", "... GA S K", "all done Q G A", "..., go ahead" (framed only).
_SIGN_CLOSING = re.compile(r"(?:(?<=[.,;:!?])|(?<=\bq)) ?(?:g\.? ?a\.?|ga)(?:[ ,.]+s\.? ?k\.?)?[ .!]*$", re.I)
_GO_AHEAD = re.compile(r"(?<=[.,;:!?]) ?go ahead(?:[ ,.]+s\.? ?k\.?)?[ .!]*$", re.I)
_STOP_KEYING = re.compile(r"(?<=[a-z.,!]) (?:s k|sk)[ .!]*$", re.I)
# "Q" closing a clause of words (not a code: "number q", "r x one q"): the question mark read out.
_Q = re.compile(r"(?<=[a-z]{2}) q{1,2}\b(?=[ .,]*$|[.,] [a-z])", re.I)
_NOT_BEFORE_Q = frozenset("number code letter reference ref booking confirmation flight the a".split())
_NUMBER = r"(?:\d+|zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|double|triple)"

# Typed shorthand read out by the phone letter by letter: "p l s", "t m r w", "i d k", "a s a p"; "thx", "tmrw" as
# typed. A run of single letters is read only as a whole run (not inside a code: "r x p l s" is letters).
_SHORTHAND = {"p l s": "please", "p l z": "please", "t m r w": "tomorrow", "i d k": "i don't know",
              "a s a p": "asap", "thx": "thanks", "tmrw": "tomorrow", "tmw": "tomorrow"}
_SPELLED = re.compile(r"(?<!\b\w )(?<!\b\w\.)\b(" + "|".join(re.escape(k) for k in _SHORTHAND)
                      + r")\b(?! \w\b| " + _NUMBER + r"\b)", re.I)


def _shorthand(text: str) -> str:
    return _SPELLED.sub(lambda m: _SHORTHAND[m.group(1).lower()], text)


def _q_closing(text: str) -> str:
    def mark(m: re.Match[str]) -> str:
        before = text[: m.start()].split()
        last = before[-1].lower().strip(".,") if before else ""
        coded = not last or last in _NOT_BEFORE_Q or len(last) == 1 or re.fullmatch(_NUMBER, last) is not None
        return m.group(0) if coded else "?"
    return _Q.sub(mark, text)


def unrelayed(text: str) -> str:
    """`text` without the relay operator's frame and the teletype's closing signs, its typed shorthand in words;
    `text` itself when there are none."""
    said = _PREAMBLE.sub("", _PREAMBLE.sub("", text.strip()))  # "relay here, the caller is typing."
    said = _MEANS.sub("", said)
    wants = _CALLER_WANTS.match(said)
    if wants:
        said = "i " + _verb_as_i(wants.group(1).lower()) + " " + said[wants.end() :]
    framed = _FRAMES.match(said) or wants
    relayed = bool(framed) or said != text.strip()
    if framed:
        said = said[framed.end() :] if not wants else said
        asks_for = _ASKS_FOR.match(said)
        asks = _ASKS.match(said)
        if asks:
            said = said[asks.end() :]
        elif asks_for:  # "asks for a manager": "could i have a manager"; "asks you to ...": "could you ..."
            said = {"for": "could i have ", "you to": "could you ", "to": "could i "}[asks_for.group(1).lower()] + \
                said[asks_for.end() :]
        else:
            said = re.sub(r"^(?:asks|asked)[,:] ", "", said, flags=re.I)
        said = _first_person(said)
    for _ in range(2):  # "all done Q G A S K": the signs read from the last
        said = _SIGN_CLOSING.sub("", said)
        if relayed:
            said = _GO_AHEAD.sub("", said)
        said = _STOP_KEYING.sub("", said)
    said = _shorthand(_q_closing(said)).strip(" ,")
    return said if said != text.strip() else text
