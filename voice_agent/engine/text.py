"""Small, dependency-free text tools for strict mode: normalisation, tokens, similarity.

Speech transcripts are messy ("B.A. one one seven", "okay.", "Thanks!"), so everything is
compared after folding case and punctuation, reducing words to a crude stem, and expanding
glossary synonyms to their term.
"""

from __future__ import annotations

import functools
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from voice_agent.engine.cab_talk import cab_talk
from voice_agent.engine.dialect import standard
from voice_agent.engine.gate import gated
from voice_agent.engine.got_booked import got_booked
from voice_agent.engine.got_on import got_on
from voice_agent.engine.head_cold import head_cold
from voice_agent.engine.just_me import just_me
from voice_agent.engine.misheard import meant
from voice_agent.engine.own_promise import own_promise
from voice_agent.engine.speaker_talk import woken
from voice_agent.engine.the_usual import the_usual
from voice_agent.engine.ward_talk import ward_talk
from voice_agent.engine.worried_for import worried_for

STOPWORDS = frozenset(
    """a an the to of for on in at by with and or but is are was were be been am i me my you
    your we our us it its this that these those do does did can could would should will shall
    please just so some any about as from into up out if then than there here what which who
    whom when where how have has had let lets let's i'd i'm id im ill i'll ive i've you're
    youre don't dont want like need what's whats customer user asks ask wants would
    says say said tell""".split()
)

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


# Someone's ("dad's inhaler", "poppy's seat") in the rules' patterns: a word and its "'s" that is
# not "it's" or "that's". `someones("there", "what")` leaves out more words whose "'s" is "is", "has"
# or "us" ("there's", "he's", "let's"), each pattern naming those it needs.
def someones(*also: str) -> str:
    return r"[a-z]+'s(?<!\bit's)(?<!\bthat's)" + "".join(rf"(?<!\b{word}'s)" for word in also)


SOMEONES = someones()
# The people of a household, named by what they are to the caller ("my husband's shouting", "the kids").
HOUSEHOLD = (r"(?:husband|wife|partner|hubby|missus|son|daughter|kid|kids|baby|boy|girl|mum|mom|mam|dad|nan|gran"
             r"|grandma|grandad|granddad|brother|sister|dog|dogs|cat|flatmate|roommate|colleague|boss|children"
             r"|little one|toddler|other half|doggy|doggie|puppy)")
# The body a caller speaks or orders for, named by what it is ("the firm", "our nursery", "the home"): the caller's
# side, as "we" says it (`our_side`, and `acts` for what it may do). Not "team", "office", "department" or "practice":
# words for the agent's own people too ("can the team help me").
BODY = (r"(?:company|firm|business|school|college|nursery|academy|club|choir|home|care home|nursing home"
        r"|agency|charity|church|society|group|squad|orchestra|band|ward|trust)")
# A no opening what is refused: "no ...", "nah, no ...", or the no said as what follows from what the caller told
# ("..., so no ticket for her", "..., then no seat for him").
NO_OPENING = r"^(?:(?:so|then) )?(?:(?:no|nope|nah) )+"
# "..., no seriously, my inhaler again", "no honestly, it's the tablets": a no and a word of meaning it in earnest
# alone, a clause of its own, takes back the caller's own joke just made, not the thing (closing a clause of "no").
EARNEST = r"kidding$|joking$|seriously$|honestly$|genuinely$|truthfully$"
# What follows a thing forgone ("i'm skipping the pharmacist", "happy without it, ta"): the thing said, a thanks, a
# doing, or the turn's end; "one of" the agent's people or things ("happy without one of your staff"), the same.
FORGONE = r"(?= (?:the|that|this|it|a|an|my|our|on|ta|thanks|cheers|speaking|talking|seeing|one of)\b|$)"
# A held thing named by its word (or "the ... one"): what the caller has with the agent, no person.
HELD_THING = r"(?:one|booking|order|refill|repeat|prescription|reservation|ticket|seat)s?"
# ... or a flight or a trip, the airline's things held (`cancels`, `passive`).
HELD_OR_TRIP = r"(?:(?:flight|trip)s?|" + HELD_THING + ")"
# Kinds of people named in the plural by age or station, not by who they are to the caller ("a discount for
# pensioners", "can students fly cheaper"): no names (`extract_names`), and asked about as others are (`allowed`).
PEOPLE_BY_STATION = frozenset("students pensioners seniors teenagers teens minors toddlers infants veterans carers".split())


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return text.lower().replace("’", "'")


# A recogniser writes a stutter as a cut-off start before the word ("I-I need", "c-cancel my
# booking", "b-b-book"): the start is dropped, so no rule reads a stray "c". A prefix written apart
# ("re-book", "re-fill") is joined to its word, as callers read it ("rebook", "refill").
_STUTTER = re.compile(r"\b([a-z]{1,4})-(?=\1)", re.IGNORECASE)
_PREFIX = gated(re.compile(r"\b(re|un|pre)-(?=[a-z])", re.IGNORECASE))
# The same stutter written apart ("b b bye", "n n not in yet", "li li living", "b- bring"): a start said
# twice or more before its word is dropped; said once, only a letter cut off ("c can i", "b- bring") that
# opens the turn or follows a pause, a filler or a dash, and not "a", "i" or "o" (words, or a zero). Not
# a letter spelled after a letter or a digit ("b a one", "e k k kelly": a code or a name spelled out).
_SPACED = gated(re.compile(r"(?<![\w'-])([a-z]{1,3})((?:-? \1(?![\w']))*)-? (?=\1[a-z'])", re.IGNORECASE))
_PAUSED = re.compile(r"(?:^|[,.;:!?]|\b(?:um|uh|er|erm|uhm))\s*$", re.IGNORECASE)
_SPELLED = re.compile(r"(?:^|\s)(?:[b-hj-z]|\d+)\W*$", re.IGNORECASE)
# A letter said once and named by a word ("f for freddie", "s as in sugar") is spelled, not stammered.
_NAMED_FOR = re.compile(r"(?:for|as in) \w", re.IGNORECASE)


def _unspaced(match: re.Match[str]) -> str:
    start, again = match.group(1), match.group(2)
    before = match.string[: match.start()]
    if _SPELLED.search(before) or start.lower() in ("no", "yes", "oh", "bye"):
        return match.group(0)
    if again or (len(start) == 1 and start.lower() not in "aio" and (_PAUSED.search(before) or "-" in match.group(0))
                 and not _NAMED_FOR.match(match.string, match.end())):
        return ""
    return match.group(0)


# ... and a word or two said twice as the caller restarts ("book book me", "is the is the chemist
# there", "I I need") is read once, the sentence going on after it. Not digits, number words or
# single letters ("BA 1 1 7", "won too ate ate", "a a 12"): values spelled out, each one counts;
# nor an answer said twice ("no no, ...") or a word repeated to close the turn ("representative
# representative"): emphasis, not a restart.
_KEPT = r"(?!(?:one|won|two|too|to|three|four|for|five|six|seven|eight|ate|nine|ten|oh|zero|double|triple" \
        r"|no|nah|nope|yes|yeah|yep|ok|okay|bye)\b)"
_REPEAT = re.compile(r"(?<![\w'-])((?:" + _KEPT + r"(?:[a-z']{2,}|i) ){0,2}" + _KEPT + r"(?:[a-z']{2,}|i))(?: \1)+(?= [a-z0-9])",
                     re.IGNORECASE)
# "the, the, the queue", "i, i can't", "at, at fifteen": a small word said again after a comma as the caller sticks on
# it, read once (not "it, it's ..." or a clause's last word opening the next: only words that never close a clause).
# Read where the turn comes in (`unstuck`), before it is cut into clauses: its commas cut no clause.
_STUCK = gated(re.compile(r"(?<![\w'-])(the|an?|my|your|our|their|i|i'm|we|at|of|with|and|but|if|not|it's|that's|could"
                          r"|just)"
                          r"(?:, \1)+(?= [a-z][a-z-])", re.IGNORECASE))  # a word, or one stammered ("s-small")
# "can, er, can a ...", "could, um, could my ...": the turn's opening word said again after a filler, a restart, read
# once as well (not "the, um, the ..." later in the turn, where the caller gropes for a word, nor "pharmacist, er,
# pharmacist": a thing said twice is asked for twice). Only a word that opens a question or a request.
_OPENER = r"(?:can|could|would|will|may|might|shall|should|is|are|do|does|did|have|has)"
_RESTARTED = re.compile(r"^(" + _OPENER + r"),? (?:um|uh|er|erm|uhm),? \1(?= [a-z0-9])", re.IGNORECASE)


def unstutter(text: str) -> str:
    # ... and a word the recogniser heard for another that sounds the same is read as meant ("speak two a person").
    # "hey siri", "(coughs)": read past (speaker_talk, head_cold); a shift told: dropped (ward_talk)
    text = got_booked(ward_talk(worried_for(cab_talk(woken(meant(head_cold(text)))))))
    text = just_me(own_promise(the_usual(got_on(text))))  # "don't get him on any": "book"; "..., the usual": again
    while True:
        cut = _SPACED.sub(_unspaced, _STUTTER.sub("", text))
        plain = _RESTARTED.sub(r"\1", _REPEAT.sub(r"\1", _PREFIX.sub(r"\1", cut)))
        if plain == text:
            return text
        text = plain


# A clause ends at a comma, a stop, a semicolon, an exclamation or a question mark.
_CLAUSE_MARKS = re.compile(r"[,.;!?]+")


def split_clauses(text: str, maxsplit: int = 0) -> list[str]:
    """The text cut at its clause marks (dropped), as said; an empty piece where marks end or open it. A clause that
    `ward_talk` drops (the caller's shift told) is no clause of the turn, as `words` reads it."""
    return _CLAUSE_MARKS.split(ward_talk(text), maxsplit)


def words(text: str) -> list[str]:
    # Regional forms read as the standard words the rules know ("dinnae" -> "don't"), one for one.
    return list(_words(text))


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    # The rules ask for the words of the same text many times in one turn: each is read once.
    return tuple(standard(_WORD.findall(fold(unstutter(text)))))


_CASED_WORD = re.compile(r"[A-Za-z0-9]+(?:'[A-Za-z]+)?")


def cased_words(text: str) -> list[str]:
    """The same tokens as `words`, with the caller's capitals kept (names are capitalised)."""
    plain = unicodedata.normalize("NFKD", unstutter(text)).encode("ascii", "ignore").decode().replace("’", "'")
    return _CASED_WORD.findall(plain)


def stem(word: str) -> str:
    for suffix in ("ings", "ing", "ies", "ied", "ed", "es", "s", "ly"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            base = word[: -len(suffix)]
            return base + "y" if suffix in ("ies", "ied") else base
    return word


def content_tokens(text: str, synonyms: Mapping[str, str] | None = None) -> list[str]:
    """Stemmed content words; multi-word synonyms are replaced by their term first."""
    folded = fold_synonyms(" ".join(words(text)), synonyms or {})
    return [stem(w) for w in folded.split() if w not in STOPWORDS or w.isdigit()]


def fold_synonyms(plain: str, synonyms: Mapping[str, str]) -> str:
    """Replace glossary synonyms by their term in space-joined `words`: 'luggage' -> 'baggage'.
    The longest synonym said wins where two overlap, in one pass: a term put in is not read again
    (an agent may list hundreds of synonyms: a pharmacy's medicines)."""
    if not synonyms:
        return plain
    pattern = _synonym_pattern(tuple(synonyms.items()))
    return pattern.sub(lambda m: synonyms[m.group(0)], plain)


@functools.lru_cache(maxsize=32)
def _synonym_pattern(items: tuple[tuple[str, str], ...]) -> re.Pattern[str]:
    phrases = sorted((phrase for phrase, _ in items), key=lambda p: (-len(p), p))
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in phrases) + r")\b")


class Similarity:
    """TF-IDF cosine similarity against a fixed set of documents (guideline phrasings,
    template signals). IDF makes rare, telling words ("book", "human") count for more than
    words every phrasing has."""

    def __init__(self, documents: Sequence[Iterable[str]]) -> None:
        doc_sets = [set(d) for d in documents]
        n = max(1, len(doc_sets))
        df: Counter[str] = Counter()
        for d in doc_sets:
            df.update(d)
        self._idf = {t: math.log((n + 1) / (c + 0.5)) + 1.0 for t, c in df.items()}
        self._default_idf = math.log(n + 1) + 1.0

    def vector(self, tokens: Iterable[str]) -> dict[str, float]:
        counts = Counter(tokens)
        return {t: c * self._idf.get(t, self._default_idf) for t, c in counts.items()}

    @staticmethod
    def cosine(a: Mapping[str, float], b: Mapping[str, float]) -> float:
        if not a or not b:
            return 0.0
        dot = sum(v * b.get(t, 0.0) for t, v in a.items())
        na = math.sqrt(sum(v * v for v in a.values()))
        nb = math.sqrt(sum(v * v for v in b.values()))
        return dot / (na * nb) if na and nb else 0.0


_UNITS = {
    "zero": 0, "oh": 0, "o": 0, "one": 1, "two": 2, "to": 2, "too": 2, "three": 3, "four": 4,
    "for": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "nought": 0,  # a zero in British speech ("three nought nine")
}
_TEENS = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
# Homophones are digits only inside a run of number words ("one two four"), never alone.
_HOMOPHONES = {"to", "too", "for", "o", "oh"}
# Words, not digits, after a number written in digits: a recogniser that heard "eight eight four
# two" writes digits, so "88 for two of us" is flight 88 for two people, not 8842.
_WORDS_AFTER_DIGITS = {"to", "too", "for"}


def spoken_digits(tokens: Sequence[str], start: int, *, homophones: bool = True) -> tuple[str, int]:
    """Read a spoken number starting at `tokens[start]` the way people say flight numbers:
    digit by digit ("one one seven"), in pairs ("one seventeen"), or as a number ("a hundred
    and seventeen"). Returns the digits and how many tokens were used ("" and 0 if none)."""
    out: list[str] = []
    i = start
    while i < len(tokens):
        t = tokens[i]
        if t.isdigit():
            out.append(t)
            i += 1
        elif t in _TEENS:
            out.append(str(_TEENS[t]))
            i += 1
        elif t in _TENS:
            value = _TENS[t]
            if i + 1 < len(tokens) and tokens[i + 1] in _UNITS and tokens[i + 1] not in _HOMOPHONES:
                value += _UNITS[tokens[i + 1]]
                i += 1
            out.append(str(value))
            i += 1
        elif t == "hundred" and out:
            rest, used = spoken_digits(tokens, i + 1 + (tokens[i + 1 : i + 2] == ["and"]), homophones=homophones)
            out[-1] = str(int(out[-1]) * 100 + (int(rest) if rest and len(rest) <= 2 else 0))
            if rest and len(rest) > 2:
                out.append(rest)
            i += 1 + (tokens[i + 1 : i + 2] == ["and"]) + used
        elif t in ("a", "an") and tokens[i + 1 : i + 2] == ["hundred"] and not out:
            out.append("1")
            i += 1
        elif t in _UNITS and (t not in _HOMOPHONES or (homophones and _next_is_number(tokens, i)
                                                        and not (t in _WORDS_AFTER_DIGITS and i > start and tokens[i - 1].isdigit()))):
            out.append(str(_UNITS[t]))
            i += 1
        elif t in ("double", "triple") and i + 1 < len(tokens) and (
                tokens[i + 1] in _UNITS or (len(tokens[i + 1]) == 1 and tokens[i + 1].isdigit())):
            digit = tokens[i + 1] if tokens[i + 1].isdigit() else str(_UNITS[tokens[i + 1]])
            out.append(digit * (2 if t == "double" else 3))
            i += 2
        else:
            break
    return "".join(out), i - start


def _next_is_number(tokens: Sequence[str], i: int) -> bool:
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    return nxt.isdigit() or (nxt in _UNITS and nxt not in _HOMOPHONES) or nxt in _TEENS


_OPENING_FILLERS = ("um", "uh", "er", "oh", "yeah", "yes", "well", "so", "hey", "hi", "ok", "okay")


def clause_ends(text: str, tokens: Sequence[str]) -> frozenset[int]:
    """Which of `tokens` (the query, words of `text` in order, slots masked) close a clause of
    `text`: the last word before a comma or a full stop. Read only when the query has as many
    words as the caller's, so each token is the caller's word."""
    said = [words(c) for c in split_clauses(own_promise(head_cold(text)))]  # read past first, as `words` does
    # A value masked in another count of words ("b a four three two" -> "a flight"): the clauses
    # before it, word for word the caller's, still end where they did.
    aligned = sum(map(len, said)) == len(tokens)
    flat = [w for c in said for w in c]
    ends, k = set(), -1
    for clause in said[:-1]:
        k += len(clause)
        if not aligned and list(tokens[: k + 2]) != flat[: k + 2]:
            break
        if clause:
            ends.add(k)
    return frozenset(ends)


def strip_fillers(plain: str) -> str:
    """`plain` without the fillers it opens with ("um, okay thanks" -> "thanks"); one word stays."""
    parts = plain.split()
    while len(parts) > 1 and parts[0] in _OPENING_FILLERS:
        parts = parts[1:]
    return " ".join(parts)


# "you were booking. me on the. sydney flight. is that. finished.": a turn a dropping signal cut into fragments;
# a stop after a word no clause ends on (an article, a preposition), or after a question's opening of two words
# said alone ("is that."), is the signal's, not the caller's: the words either side are one clause.
_CUT_AFTER = gated(re.compile(r"\b(the|a|an|my|your|our|his|her|their|to|on|of|for|in|at|with)[.;]+(?=\s+[a-z0-9])",
                              re.IGNORECASE))
_CUT_OPENING = re.compile(r"(^|[.;?!]\s*)((?:is|was|has|are|were) (?:that|it|this|they))[.;]+(?=\s+[a-z])", re.IGNORECASE)


def rejoined(text: str) -> str:
    """The turn with the stops a dropping signal put inside a clause taken out (`_CUT_AFTER`, `_CUT_OPENING`), and a
    small word the caller stuck on said once (`unstuck`)."""
    return unstuck(_CUT_OPENING.sub(r"\1\2", _CUT_AFTER.sub(r"\1", text)))


def unstuck(text: str) -> str:
    """The turn with a small word the caller stuck on, said again after a comma, said once (`_STUCK`)."""
    return _STUCK.sub(r"\1", text)


_DETERMINERS = frozenset("the my his her their our your".split())
_STOPPING = frozenset("hold stop wait leave cancel keep".split())


# "you probably don't ...", "they usually don't ...": a word of likelihood or habit between someone else and the verb;
# the subject is still the verb's own (what someone does, not the caller telling the agent). The caller's own ("i
# probably don't want it") is a hedged no, as before.
_BETWEEN = frozenset("probably likely usually normally generally typically surely obviously maybe perhaps".split())
_CALLER = frozenset("i we i'd we'd".split())


def thing_before(tokens: Sequence[str], k: int, subjects: frozenset[str] = frozenset()) -> bool:
    """A thing named just before `tokens[k]` ("the stitches don't ...", "my results aren't ..."): a
    determiner and a word, the subject of what follows; not the object of a word of stopping ("hold
    the refill don't send it"); or one of `subjects` just before, or (not the caller) before a word of likelihood."""
    if k >= 1 and (tokens[k - 1] in subjects or (k >= 2 and tokens[k - 1] in _BETWEEN and tokens[k - 2] in subjects
                                                and tokens[k - 2] not in _CALLER)):
        return True
    return k >= 2 and tokens[k - 2] in _DETERMINERS and (k == 2 or tokens[k - 3] not in _STOPPING)


def past_frame(frame: re.Pattern[str], text: str) -> str:
    """`text` after the opening `frame` it starts with (what it is read from, the line breaking up ...), when two
    words or more follow it; else all of it: a frame with nothing asked after it is what the caller said."""
    found = frame.match(text)
    return text[found.end() :] if found and len(words(text[found.end() :])) >= 2 else text


# Words that ask nothing by themselves, left around an aside taken out of a turn ("no, and ...").
_NOT_ASKING = frozenset("no nope nah and but so um uh er erm well look".split())


def aside_removed(aside: re.Pattern[str], said: str) -> str:
    """`said` without what `aside` finds in it, when at least three words that ask something are left around it;
    said alone ("no, don't lose it"), the aside is all the turn says, and `said` is kept as it was."""
    left = aside.sub(" ", said)
    return left if left != said and len([w for w in re.findall(r"[a-z0-9']+", left) if w not in _NOT_ASKING]) >= 3 else said
