"""Parameter extractors for strict mode: how a tool's arguments are read from what the caller
said, without an LLM. Authors declare one per parameter with ``@tool(extract={...})``.

Each extractor takes the caller's text and returns the value or None. They are written for
speech transcripts: spoken digits ("four four seven"), spelled letters ("b a", "bee ay"), the
letters as Whisper writes them ("our x" for "RX"), missing punctuation, fillers, lower case.

The extractors here also say *where* they found their value (`find` returns a `Found` with the
token span of `words(text)`), so the matcher can mask the values before it compares the
caller's words with the guidelines: "book BA 1 1 7 for Ann Lee" is matched as "book [flight
number] for [passenger name]", and numbers and names never drag a score down. A plain function
works as an extractor too; its values are then extracted but not masked.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from voice_agent.engine.text import STOPWORDS, cased_words, fold, spoken_digits, words

Extractor = Callable[[str], "str | None"]


@dataclass(frozen=True)
class Found:
    """A value and the span of caller words it was read from: `words(text)[start:end]`."""

    value: str
    start: int
    end: int


class SpanExtractor:
    """An extractor that knows where its value was: `find(text)`; calling it gives the value."""

    def __init__(self, find: Callable[[str], Found | None], description: str, placeholder: str = "",
                 *, of_words: bool = False) -> None:
        self.find = find
        self.description = description
        # A value made of ordinary words (a name), not of digits or a closed set: a word the agent
        # uses for other things ends it ("for wanjiru come through" is Wanjiru; understand.py).
        self.of_words = of_words
        # What the value is masked with before matching: a generic phrase of its kind, or
        # nothing (names: "someone" reads like "talk to someone", a handoff).
        self.placeholder = placeholder

    def __call__(self, text: str) -> str | None:
        found = self.find(text)
        return found.value if found is not None else None

    def __repr__(self) -> str:
        return f"<extractor {self.description}>"


_LETTER_NAMES = {
    "ay": "a", "bee": "b", "be": "b", "cee": "c", "see": "c", "dee": "d", "ee": "e", "eff": "f",
    "gee": "g", "aitch": "h", "jay": "j", "kay": "k", "el": "l", "em": "m", "en": "n",
    "pee": "p", "cue": "q", "ar": "r", "are": "r", "our": "r", "ess": "s", "tee": "t", "vee": "v",
    "ex": "x", "zed": "z", "zee": "z",
}


def _letter(token: str) -> str:
    return _LETTER_NAMES.get(token, token if len(token) == 1 and token.isalpha() else "")


def _letters_at(tokens: Sequence[str], i: int, allowed: set[str] | None, size: int = 2) -> tuple[str, int]:
    """A `size`-letter code at tokens[i]: written ("ba", "rx"), glued to digits ("ba117"), or
    spelled ("b a", "bee ay", "our x"). Spelled homophones ("our", "see") only count when the
    letters make an allowed code, so ordinary words are never read as one."""
    t = tokens[i]
    glued = re.fullmatch(rf"([a-z]{{{size}}})\d{{1,10}}", t)
    if glued and (allowed is None or glued.group(1) in allowed):
        return glued.group(1), 1
    if len(t) == size and t.isalpha() and (allowed is None or t in allowed):
        if allowed is not None or t not in STOPWORDS:
            return t, 1
    if i + size <= len(tokens):
        letters = [_letter(tokens[i + k]) for k in range(size)]
        code = "".join(letters)
        if all(letters) and (allowed is None or code in allowed):
            if allowed is None and any(tokens[i + k] in STOPWORDS for k in range(size)):
                return "", 0
            return code, size
    return "", 0


def flight_number(carriers: Iterable[str] | None = None, names: Mapping[str, str] | None = None) -> SpanExtractor:
    """'BA 117', 'ba117', 'B.A. 117', 'b a one one seven', 'BA one seventeen' -> 'BA 117'.

    With `carriers`, only those airline codes are accepted, which keeps ordinary words ("to",
    "at") from being read as a code. `names` maps what callers call an airline to its code
    ({"united": "UA", "british airways": "BA"}): "united seven seventy" -> 'UA 770'. A name
    counts only before a number, so "the united kingdom" is no flight.
    """
    allowed = {c.lower() for c in carriers} if carriers is not None else None
    # Longest first: "british airways" before "british".
    spoken = dict(sorted(((tuple(words(name)), code.lower()) for name, code in (names or {}).items()), key=lambda kv: -len(kv[0])))

    def find(text: str) -> Found | None:
        tokens = words(text)
        for i in range(len(tokens)):
            code, used = next(((c, len(name)) for name, c in spoken.items() if tuple(tokens[i : i + len(name)]) == name),
                              ("", 0))
            if code and tokens[i + used : i + used + 1] == ["one"] and not spoken_digits(tokens, i + used + 1)[1]:
                code, used = "", 0  # "the qantas one": a pronoun, not flight 1
            if not code:
                code, used = _letters_at(tokens, i, allowed)
            if not code:
                continue
            glued = re.fullmatch(r"([a-z]{2})(\d{1,4})", tokens[i]) if used == 1 else None
            if glued:
                return Found(f"{glued.group(1).upper()} {int(glued.group(2))}", i, i + 1)
            digits, n = spoken_digits(tokens, i + used)
            if len(digits) > 4:  # "BA 117 for two": there 'for' was a word, not a 4
                digits, n = spoken_digits(tokens, i + used, homophones=False)
            if n and 1 <= len(digits) <= 4:
                return Found(f"{code.upper()} {int(digits)}", i, i + used + n)
        return None

    return SpanExtractor(find, "flight number", "a flight")


def code(prefixes: Iterable[str], digits: tuple[int, int] = (4, 8)) -> SpanExtractor:
    """A code of letters then digits, e.g. a prescription number: with ``prefixes=["RX"]``,
    'RX 44719', 'rx44719', 'R X four four seven one nine', 'our x 4 4 7 1 9' -> 'RX44719'.
    The digit count must be within `digits` (inclusive)."""
    allowed = {p.lower() for p in prefixes}
    sizes = sorted({len(p) for p in allowed})
    low, high = digits

    def find(text: str) -> Found | None:
        tokens = words(text)
        for i in range(len(tokens)):
            for size in sizes:
                letters, used = _letters_at(tokens, i, allowed, size)
                if not letters:
                    continue
                glued = re.fullmatch(rf"[a-z]{{{size}}}(\d+)", tokens[i]) if used == 1 else None
                if glued and low <= len(glued.group(1)) <= high:
                    return Found(letters.upper() + glued.group(1), i, i + 1)
                number, n = spoken_digits(tokens, i + used, homophones=False)
                if n and low <= len(number) <= high:
                    return Found(letters.upper() + number, i, i + used + n)
        return None

    return SpanExtractor(find, f"code {'/'.join(sorted(p.upper() for p in allowed))}", "a number")


def digits(min_len: int = 4, max_len: int = 12) -> SpanExtractor:
    """A run of digits, written or spoken: 'four four seven one nine' -> '44719'."""

    def find(text: str) -> Found | None:
        tokens = words(text)
        i = 0
        while i < len(tokens):
            number, n = spoken_digits(tokens, i)
            if n and min_len <= len(number) <= max_len:
                return Found(number, i, i + n)
            i += max(n, 1)
        return None

    return SpanExtractor(find, "digits", "a number")


def phone_number(min_digits: int = 7, max_digits: int = 15) -> SpanExtractor:
    """A phone number, written or spoken: '+44 7700 900123', 'oh seven seven double oh nine
    ...', 'plus four four ...' -> '+447700900123' (digits, with + when the caller said it)."""

    def find(text: str) -> Found | None:
        # In a run of digits, "oh" and "o" are zeros: "double oh nine", "oh oh one".
        tokens = [_zero_in_run(t, k, ts) for ts in [words(text)] for k, t in enumerate(ts)]
        i = 0
        while i < len(tokens):
            spoken_plus = tokens[i] == "plus"
            start = i + 1 if spoken_plus else i
            number, n = spoken_digits(tokens, start)
            if n and min_digits <= len(number) <= max_digits:
                plus = spoken_plus or re.search(r"\+\s*" + re.escape(tokens[start]), text) is not None
                return Found(("+" if plus else "") + number, i, start + n)
            i = start + max(n, 1)
        return None

    return SpanExtractor(find, "phone number", "a phone number")


_NUMBER_WORDS = frozenset("zero oh o one two three four five six seven eight nine double triple".split())


def _zero_in_run(token: str, k: int, tokens: Sequence[str]) -> str:
    if token not in ("oh", "o"):
        return token
    near = [*tokens[max(0, k - 1) : k], *tokens[k + 1 : k + 2]]
    return "0" if any(t.isdigit() or t in _NUMBER_WORDS for t in near) else token


_AMOUNT_UNITS = {"dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "euro": "EUR",
                 "euros": "EUR", "pound": "GBP", "pounds": "GBP", "quid": "GBP"}
_CENT_UNITS = {"cent", "cents", "pence", "p"}


def amount() -> SpanExtractor:
    """A sum of money: '$20', '20 dollars', 'twenty five euros', 'twelve dollars fifty',
    '12.50 pounds' -> '20.00 USD', '25.00 EUR', '12.50 USD', '12.50 GBP'."""
    written = re.compile(r"([$€£])\s*(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s*(" + "|".join(_AMOUNT_UNITS) + r")\b")

    def find(text: str) -> Found | None:
        m = written.search(text.lower())
        if m is not None:
            number = m.group(2) or m.group(3)
            currency = _SYMBOLS[m.group(1)] if m.group(1) else _AMOUNT_UNITS[m.group(4)]
            whole, _, cents = number.partition(".")
            start = len(words(text[: m.start()]))
            return Found(f"{int(whole)}.{cents.ljust(2, '0')} {currency}", start, start + len(words(m.group(0))))
        tokens = words(text)
        for i in range(len(tokens)):
            whole, n = _quantity(tokens, i)
            j = i + n
            if not n or j >= len(tokens) or tokens[j] not in _AMOUNT_UNITS:
                continue
            currency, j, cents = _AMOUNT_UNITS[tokens[j]], j + 1, "0"
            more, m_used = _quantity(tokens, j) if j < len(tokens) else ("", 0)
            if m_used and len(more) <= 2:  # "twelve dollars fifty"
                cents, j = more, j + m_used
                j += 1 if j < len(tokens) and tokens[j] in _CENT_UNITS else 0
            return Found(f"{int(whole)}.{cents.rjust(2, '0')} {currency}", i, j)  # "dollars five": .05
        return None

    return SpanExtractor(find, "amount", "some money")


_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP"}


def _quantity(tokens: Sequence[str], i: int) -> tuple[str, int]:
    """A number said as a quantity ('twenty five', '120', 'a hundred'), not digit by digit."""
    t = tokens[i]
    if t.isdigit():
        return t, 1
    number, n = spoken_digits(tokens, i, homophones=False)
    if not n:
        return "", 0
    parts = tokens[i : i + n]
    if all(p in _UNIT_WORDS for p in parts) and n > 1:
        return "", 0  # "four four seven" is a code, not a quantity
    return number, n


_UNIT_WORDS = {"zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

# -- yes / no -------------------------------------------------------------------------------------

_YES = ("yes", "yeah", "yep", "yup", "yes please", "sure", "go ahead", "go for it", "that's right",
        "thats right", "that is right", "correct", "that's correct", "please do", "do it", "ok", "okay",
        "alright", "all right", "absolutely", "definitely", "sounds good", "perfect", "right",
        "confirm", "confirmed", "affirmative", "uh huh", "mm hmm", "no problem", "no worries", "fine",
        "great", "of course", "please", "go on", "book it", "sounds right", "you got it", "exactly")
_NO = ("no", "nope", "nah", "not", "don't", "dont", "do not", "wrong", "incorrect", "wait", "hold on",
       "stop", "cancel", "never mind", "nevermind", "that's wrong", "not right", "negative", "i meant",
       "actually", "rather not")
_YES_OVERRIDES = ("no problem", "no worries", "why not", "not a problem")


def yes_no() -> SpanExtractor:
    """'yes', 'yeah go ahead', "that's right" -> 'yes'; 'no', "no, it's LH 400", 'wait' ->
    'no'; anything else -> None. A 'no' word wins over a 'yes' word ("yes, no, wait")."""

    def find(text: str) -> Found | None:
        tokens = words(text)
        plain = " " + " ".join(tokens) + " "
        for phrase in _YES_OVERRIDES:
            plain = plain.replace(f" {phrase} ", " yes ")
        if any(f" {p} " in plain for p in _NO):
            return Found("no", 0, len(tokens))
        if any(f" {p} " in plain for p in _YES):
            return Found("yes", 0, len(tokens))
        return None

    return SpanExtractor(find, "yes/no")


# -- dates and times -----------------------------------------------------------------------------

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
           "october", "november", "december")
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}


def _day_number(tokens: Sequence[str], i: int) -> tuple[int, int]:
    """'5th', '5', 'fifth', 'twenty first' at tokens[i] -> (5, tokens used)."""
    t = tokens[i] if i < len(tokens) else ""
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", t)
    if m and 1 <= int(m.group(1)) <= 31:
        return int(m.group(1)), 1
    if t in _ORDINALS:
        return _ORDINALS[t], 1
    if t in ("twenty", "thirty") and i + 1 < len(tokens) and tokens[i + 1] in _ORDINALS:
        value = (20 if t == "twenty" else 30) + _ORDINALS[tokens[i + 1]]
        return (value, 2) if value <= 31 else (0, 0)
    return 0, 0


def date(today: Callable[[], dt.date] = dt.date.today) -> SpanExtractor:
    """A day, as an ISO date: 'today', 'tomorrow', 'the day after tomorrow', '(on|this|next)
    tuesday', 'march 5th', 'the 5th of march', 'on the 12th'. Relative days count from
    `today()` (inject it in tests). A weekday is the next such day, never today ('next
    tuesday' is the coming Tuesday, as most callers mean it)."""

    def find(text: str) -> Found | None:
        tokens = words(text)
        base = today()
        for i, t in enumerate(tokens):
            if t in ("today", "tonight"):
                return Found(base.isoformat(), i, i + 1)
            if t == "tomorrow":
                if tokens[max(0, i - 3) : i] == ["the", "day", "after"]:
                    return Found((base + dt.timedelta(days=2)).isoformat(), i - 3, i + 1)
                return Found((base + dt.timedelta(days=1)).isoformat(), i, i + 1)
            if t in _WEEKDAYS:
                ahead = (_WEEKDAYS.index(t) - base.weekday()) % 7 or 7
                start = i - 1 if i and tokens[i - 1] in ("next", "this", "on", "coming") else i
                return Found((base + dt.timedelta(days=ahead)).isoformat(), start, i + 1)
            if t in _MONTHS:
                month = _MONTHS.index(t) + 1
                day, n = _day_number(tokens, i + 1)
                if n:
                    return Found(_in_year(base, month, day), i, i + 1 + n)
                if i >= 2 and tokens[i - 1] == "of":
                    day, n = _day_number(tokens, i - 2)
                    if n == 1:
                        start = i - 3 if i >= 3 and tokens[i - 3] == "the" else i - 2
                        return Found(_in_year(base, month, day), start, i + 1)
            if t == "the" and i + 1 < len(tokens):
                day, n = _day_number(tokens, i + 1)
                if n and (tokens[i + 1] in _ORDINALS or tokens[i + 1][-2:] in ("st", "nd", "rd", "th")):
                    month = base.month if day >= base.day else base.month % 12 + 1
                    return Found(_in_year(base, month, day), i, i + 1 + n)
        return None

    return SpanExtractor(find, "date", "a day")


def _in_year(base: dt.date, month: int, day: int) -> str:
    year = base.year if (month, day) >= (base.month, base.day) else base.year + 1
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return f"{year:04d}-{month:02d}-{day:02d}"  # "the 31st of June": kept as said


_HOURS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_MINUTES = {"oh five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
            "forty five": 45, "fifty": 50, "twenty five": 25, "thirty five": 35, "fifty five": 55}


def time_of_day() -> SpanExtractor:
    """A clock time as 'HH:MM': 'at 3' -> '15:00' (1 to 7 without am/pm are afternoon hours,
    as callers booking by phone mean them), '3 pm', '10 am', '3:30', 'three thirty', 'half
    past two', 'quarter to five', 'noon', '10 in the morning'."""

    def find(text: str) -> Found | None:
        folded = re.sub(r"\b(\d{1,2}):(\d{2})\b", r"\1 colon \2", fold(text))
        folded = re.sub(r"\b(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)", lambda m: f"{m.group(1)} {m.group(2).replace('.', '')}", folded)
        tokens = words(folded)
        for i, t in enumerate(tokens):
            if t in ("noon", "midday"):
                return Found("12:00", i, i + 1)
            if t in ("half", "quarter") and tokens[i + 1 : i + 2] in (["past"], ["to"]):
                hour, n = _hour(tokens, i + 2)
                if n:
                    minutes = 30 if t == "half" else 15
                    if tokens[i + 1] == "to":
                        hour, minutes = hour - 1, 60 - minutes
                    return _clock(tokens, i, i + 2 + n, hour, minutes)
            hour, n = _hour(tokens, i)
            if not n or not ((i and tokens[i - 1] in ("at", "around", "about", "by")) or _meridiem(tokens, i + n)
                             or tokens[i + n : i + n + 1] == ["colon"]):
                continue
            j, minutes = i + n, 0
            if tokens[j : j + 1] == ["colon"] and j + 1 < len(tokens) and tokens[j + 1].isdigit():
                minutes, j = int(tokens[j + 1]), j + 2
            else:
                for phrase, value in sorted(_MINUTES.items(), key=lambda kv: -len(kv[0])):
                    parts = phrase.split()
                    if tokens[j : j + len(parts)] == parts:
                        minutes, j = value, j + len(parts)
                        break
            return _clock(tokens, i - 1 if tokens[i - 1] in ("at", "around", "about", "by") else i, j, hour, minutes)
        return None

    return SpanExtractor(find, "time", "a time")


def _hour(tokens: Sequence[str], i: int) -> tuple[int, int]:
    t = tokens[i] if i < len(tokens) else ""
    if t.isdigit() and 1 <= int(t) <= 12:
        return int(t), 1
    if t in _HOURS:
        return _HOURS[t], 1
    return 0, 0


def _meridiem(tokens: Sequence[str], j: int) -> str:
    nxt = " ".join(tokens[j : j + 3])
    if tokens[j : j + 1] in (["pm"], ["p"]) or nxt.startswith(("in the afternoon", "in the evening", "at night")):
        return "pm"
    if tokens[j : j + 1] in (["am"], ["a"]) or nxt.startswith("in the morning"):
        return "am"
    return ""


def _clock(tokens: Sequence[str], start: int, end: int, hour: int, minutes: int) -> Found:
    meridiem = _meridiem(tokens, end)
    if meridiem == "pm" and hour < 12:
        hour += 12
    elif meridiem == "am" and hour == 12:
        hour = 0
    elif not meridiem and 1 <= hour <= 7:
        hour += 12
    if meridiem:
        end += 1 if tokens[end] in ("pm", "am", "p", "a") else 3
    return Found(f"{hour:02d}:{minutes:02d}", max(start, 0), end)


# -- names ----------------------------------------------------------------------------------------

_NAME_MARKERS = ("name is", "name's", "for", "passenger", "patient", "under the name", "under",
                 "it's for", "named", "this is", "i'm", "i am", "called")
# Words that follow a marker but are never a name: "for pickup tomorrow", "for my mother", and
# spans of time ("for twenty years", "for a few weeks").
_NOT_NAMES = frozenset(
    """please flight flights on at from to today tomorrow tonight thanks thank okay ok and the a
    booking book seat seats ticket tickets in with yes no sure well yeah just also still calling
    one two three four five six seven eight nine ten people adults adult children kids
    passengers persons person someone somebody anyone human agent pharmacist
    pickup pick collection collect delivery deliver refill refills prescription prescriptions
    medication medicine meds pills tablets inhaler order appointment
    morning afternoon evening night week weekend month year day days next last this that same
    monday tuesday wednesday thursday friday saturday sunday noon midday
    january february march april june july august september october november december
    mom mum mother dad father wife husband son daughter kid child baby family friend
    wondering trying looking hoping going gonna wanna calling ringing here there home work
    now later soon again usual another other first second urgent asap sorry hi hello hey
    cancel change trip holiday vacation business paris london rome berlin madrid new york
    back that's what's there's how when where why who which status
    not never no nothing also really very actually afraid fine good great okay alright sure ready
    glad happy done all out low over about after only even quite
    earlier before yesterday ago recently already lately
    eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty
    fifty sixty seventy eighty ninety hundred thousand dozen couple few several many
    years months weeks hours minutes ages decades""".split()
)
# After "I'm", a word in -ing is what the caller is doing, not who they are: "I'm calling",
# "I'm running low", "I'm flying tomorrow".
_SELF_MARKERS = (("i'm",), ("i", "am"), ("im",))
_CALLERS = frozenset("i we you just already who".split())


def person_name(markers: Sequence[str] = _NAME_MARKERS, max_words: int = 3) -> SpanExtractor:
    """The words after 'for', 'name is', 'passenger', "I'm" ... that look like a name: 'for John
    Smith please' -> 'John Smith'. Ordinary words are not names ('for pickup tomorrow', 'for my
    mother'); when the text is written in sentence case, name words must be capitalised."""
    marker_tokens = sorted((tuple(words(m)) for m in markers), key=len, reverse=True)

    def find(text: str) -> Found | None:
        tokens, cased = words(text), _case_info(text)
        for marker in marker_tokens:
            k = len(marker)
            for i in range(len(tokens) - k + 1):
                if tuple(tokens[i : i + k]) == marker:
                    if marker in _SELF_MARKERS and tokens[i + k : i + k + 1] and tokens[i + k].endswith("ing"):
                        continue
                    if marker == ("called",) and i > 0 and tokens[i - 1] in _CALLERS:
                        continue  # "I called earlier", "we called about it": a call, not a name
                    span = _name_span(tokens, cased, i + k, max_words)
                    if span:
                        return Found(_title(tokens[i + k : span]), i + k, span)
        return None

    return SpanExtractor(find, "person name", of_words=True)


# Fillers and lead-ins before a name given as an answer: "um, it's Jane Doe", "sure, Jane Doe".
_ANSWER_LEAD = frozenset("um umm uh uhh er erm oh yes yeah yep sure okay ok right well so".split())
_ANSWER_INTRO = (("my", "name", "is"), ("the", "name", "is"), ("my", "name's"), ("name", "is"),
                 ("it", "is"), ("that", "is"), ("it's",), ("its",), ("that's",), ("i'm",), ("this", "is"))


def answer_name(max_words: int = 4) -> SpanExtractor:
    """A bare name given as the answer to a question: 'John Smith', "it's Jane Doe"."""

    def find(text: str) -> Found | None:
        tokens, cased = words(text), _case_info(text)
        i = 0
        while i < len(tokens) and tokens[i] in _ANSWER_LEAD:
            i += 1
        for intro in _ANSWER_INTRO:
            if tuple(tokens[i : i + len(intro)]) == intro:
                i += len(intro)
                break
        if not tokens[i:] or len(tokens) - i > max_words + 1:
            return None
        end = _name_span(tokens, cased, i, max_words)
        return Found(_title(tokens[i:end]), i, end) if end else None

    return SpanExtractor(find, "name answer", of_words=True)


def _case_info(text: str) -> list[bool] | None:
    """Per token, whether the caller's text capitalised it; None when the text carries no case
    (all lower or all upper case, as some recognisers write)."""
    original = cased_words(text)
    letters = "".join(original)
    if letters.islower() or letters.isupper():
        return None
    caps = [w[:1].isupper() for w in original]
    # Sentence case: only the first word (and "I") capitalised says nothing about names.
    if not any(c for k, (c, w) in enumerate(zip(caps, original, strict=True)) if k and not w.lower().startswith("i'") and w != "I"):
        return None
    return caps


def _name_span(tokens: Sequence[str], cased: list[bool] | None, start: int, max_words: int) -> int:
    end = start
    while end < len(tokens) and end - start < max_words:
        w = tokens[end]
        if w in _NOT_NAMES or w in STOPWORDS or any(ch.isdigit() for ch in w):
            break
        if cased is not None and not cased[end]:
            break
        end += 1
    if end == start or (end - start == 1 and len(tokens[start]) < 2):
        return 0
    return end


def _title(parts: Sequence[str]) -> str:
    return " ".join(p.capitalize() for p in parts)


# -- the rest -------------------------------------------------------------------------------------


def regex(pattern: str, group: int = 1, flags: int = re.IGNORECASE) -> Extractor:
    compiled = re.compile(pattern, flags)

    def extract(text: str) -> str | None:
        m = compiled.search(text)
        return str(m.group(group)).strip() if m else None

    return extract


def one_of(options: Mapping[str, Sequence[str]]) -> SpanExtractor:
    """A closed set: ``one_of({"window": ["window"], "aisle": ["aisle", "corridor"]})``."""
    table = [(value, [tuple(words(p)) for p in phrases]) for value, phrases in options.items()]

    def find(text: str) -> Found | None:
        tokens = words(text)
        for value, phrases in table:
            for phrase in phrases:
                k = len(phrase)
                for i in range(len(tokens) - k + 1):
                    if tuple(tokens[i : i + k]) == phrase:
                        return Found(value, i, i + k)
        return None

    return SpanExtractor(find, "one of " + "/".join(options), "that one")


def booking_code(length: int = 6) -> SpanExtractor:
    """A confirmation code such as 'X7K2PQ' (letters and digits, spelled or not)."""

    def find(text: str) -> Found | None:
        for i, tok in enumerate(words(text)):
            if len(tok) == length and any(c.isdigit() for c in tok) and any(c.isalpha() for c in tok):
                return Found(tok.upper(), i, i + 1)
        return None

    return SpanExtractor(find, "booking code", "a code")


def keyed(prefix: str = "", digits: tuple[int, int] = (1, 32)) -> Extractor:
    """Keys typed on a phone keypad (a key entry without its end key), for a tool's `keypad=`:
    ``keyed("RX", digits=(5, 7))`` reads '44719' as 'RX44719'. Only digits count; an entry of
    another length is not a value (the agent asks again)."""
    low, high = digits

    def extract(keys: str) -> str | None:
        typed = "".join(c for c in keys if c.isdigit())
        if typed != keys.strip() or not low <= len(typed) <= high:
            return None
        return prefix.upper() + typed

    return extract


__all__ = [
    "Extractor", "Found", "SpanExtractor", "amount", "answer_name", "booking_code", "code", "date",
    "digits", "flight_number", "keyed", "one_of", "person_name", "phone_number", "regex", "time_of_day",
    "yes_no",
]
