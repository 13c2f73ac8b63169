"""A statement checked by a tag question: "the parcel's been sent, hasn't it", "you open late on fridays, don't
you", "my son can fly on his own, can't he", "that's included, is it". The tag (an auxiliary, "n't" or not, and
its pronoun, in a clause of its own) asks whether the statement before it holds, as the same auxiliary opening it
would ("has the parcel been sent"); its "n't" refuses nothing. `yesno.fact_asked` has the turn read as the question
asked the plain way, a name or for whom after it kept; before anything else ("..., isn't she? can i speak to her")
the tag is left out and the rest read as before. A tag after a request of the agent ("you'll sort it for me, won't
you", "ring me back, would you") asks it politely ("will you sort it for me", "would you ring me back"), read as such.
"""

from __future__ import annotations

import re

from voice_agent.engine.address import unaddressed
from voice_agent.engine.remarks import ASKING_WORDS
from voice_agent.engine.text import split_clauses, words

# The tag's auxiliary, said plain, as the question it asks opens with it; "aren't i" asks "am i".
_PLAIN = {"isn't": "is", "aren't": "are", "wasn't": "was", "weren't": "were", "don't": "do", "doesn't": "does",
          "didn't": "did", "haven't": "have", "hasn't": "has", "hadn't": "had", "can't": "can", "couldn't": "could",
          "won't": "will", "wouldn't": "would", "shouldn't": "should", "mustn't": "must", "shan't": "shall"}
_AUXILIARIES = frozenset(_PLAIN) | frozenset(_PLAIN.values())
_PRONOUNS = frozenset("i you he she it we they there that".split())
_YOU = frozenset("you you'll youll you've youve you're youre you'd youd".split())
# The statement's own auxiliary, said short after its subject ("it's", "they'll", "we've"), by the plain one.
_SHORT = {"is": "'s", "has": "'s", "will": "'ll", "would": "'d", "had": "'d", "are": "'re", "am": "'m", "have": "'ve"}


def _tag(clause: str) -> tuple[str, str] | None:
    """The auxiliary, said plain, and the pronoun of a clause that is a tag alone, or None."""
    said = unaddressed(words(clause))
    if len(said) != 2 or said[0] not in _AUXILIARIES or said[1] not in _PRONOUNS:
        return None
    return ("am" if said == ["aren't", "i"] else _PLAIN.get(said[0], said[0])), said[1]


def _asked(statement: list[str], auxiliary: str) -> str:
    """The statement asked with `auxiliary` opening it: the statement's own one taken from after its subject (a "do"
    of the statement is its verb: "you do repeats, don't you" asks "do you do repeats")."""
    for n, word in enumerate(statement):
        if word == auxiliary and n and auxiliary not in ("do", "does", "did"):
            return " ".join([auxiliary, *statement[:n], *statement[n + 1 :]])
    short = _SHORT.get(auxiliary)
    for n, word in enumerate(statement):
        if short and word.endswith(short) and len(word) > len(short):
            return " ".join([auxiliary, *statement[:n], word[: -len(short)], *statement[n + 1 :]])
    return " ".join([auxiliary, *statement])


# "it's gone off to you, the prescription, hasn't it": the thing the statement's pronoun stands for, named after it in a
# clause of its own (an article or a possessive and a word or two, no verb), between the statement and the tag.
_AFTERTHOUGHT = re.compile(r"^(?:the|my|our|his|her|their|your) [a-z]+(?: [a-z]+)?$")
_STANDING_FOR = frozenset("it it's its they they're theyre that that's thats he he's she she's".split())


def _named_after(named: list[str], statement: list[str]) -> bool:
    """Whether `named` names the thing a pronoun opening `statement` stands for (`_AFTERTHOUGHT`)."""
    return bool(_AFTERTHOUGHT.match(" ".join(named))) and len(statement) > 1 and statement[0] in _STANDING_FOR \
        and not _AUXILIARIES.intersection(named)


# "..., hasn't it? it's for ann lee", "..., isn't it? joe bloggs, only checking": for whom, or a name alone (two words),
# after the tag; not "it's the blue one" or "that's the problem" (a clause of its own, read as it comes).
_WHO = re.compile(r"^(?:(?:it's|its|it is) )?for [a-z']+(?: [a-z']+){0,2}$|^[a-z']+ [a-z']+$")


# "the parcel has gone na", "he is coming on monday na": South Asia's "na" closing a statement with an auxiliary after
# its subject is the tag "isn't it" (of that auxiliary); not a request softened ("give me a call na": no auxiliary).
_NA_TAG = {"is": "isn't", "are": "aren't", "was": "wasn't", "were": "weren't", "has": "hasn't", "have": "haven't",
           "will": "won't", "can": "can't"}
_NA_CLOSING = re.compile(r"(?<=[a-z]) na(?=\s*(?:[,.;!?]|$))")


def _na_tagged(text: str) -> str:
    """`text` with a "na" closing a statement said as the tag of its auxiliary (`_NA_TAG`), in a clause of its own."""
    def tagged(m: re.Match[str]) -> str:
        said = words(re.split(r"[,.;!?]", text[: m.start()])[-1])
        aux = next((_NA_TAG[w] for w in said[1:] if w in _NA_TAG), "")
        return f", {aux} it" if aux else m.group(0)
    return _NA_CLOSING.sub(tagged, text)


def tag_asked(text: str) -> str:
    """The turn with its statement checked by a tag asked as the tag's auxiliary would ask it (`_tag`), the tag
    itself left out; or "" when no clause of it is a tag after a statement of its own."""
    parts = re.split(r"([,.;!?]+)", _na_tagged(text.strip().lower()))
    for n in range(2, len(parts), 2):
        tag = _tag(parts[n])
        statement = unaddressed(words(parts[n - 2]))
        if tag and n >= 4 and _named_after(statement, unaddressed(words(parts[n - 4]))):
            # "it's been sent, the parcel, hasn't it": the thing named after its pronoun, asked with it in place.
            return "".join(parts[: n - 4]) + " " + _asked(unaddressed(words(parts[n - 4])), tag[0]) + ", " + \
                " ".join(statement) + "?" + "".join(parts[n + 2 :])
        if tag is None or len(statement) < 2 or statement[0] in _AUXILIARIES:
            continue
        rest = "".join(parts[n + 1 :]).lstrip(",.;!? ")
        after = words(split_clauses(rest)[0])
        # "..., isn't she, the rome flight": the thing it is about named after the tag (`_AFTERTHOUGHT`), kept too.
        if words(rest) and (ASKING_WORDS.intersection(words(rest)) or not (_WHO.match(" ".join(after))
                                                                          or _AFTERTHOUGHT.match(" ".join(after)))):
            return "".join(parts[: n - 1]) + ", " + rest  # a tag before more than a name: left out
        if tag[1] == "you" and statement[0] not in _YOU:  # "ring me back, would you": the agent told, asked politely
            statement = ["you", *statement]
        return "".join(parts[: n - 2]) + " " + _asked(statement, tag[0]) + "?" + (f" {rest}" if words(rest) else "")
    return ""
