"""Parameter extractors for strict mode: how a tool's arguments are read from what the caller
said, without an LLM. Authors declare one per parameter with ``@tool(extract={...})``.

Each extractor takes the caller's text and returns the value or None. They are written for
speech transcripts: spoken digits ("four four seven"), spelled letters ("b a", "bee ay"), the
letters as Whisper writes them ("our x" for "RX"), missing punctuation, fillers, lower case; and
codes spelled as callers spell them on the phone ("bravo alpha", "b for bravo", "b as in bob",
"kay ell em", "two one oh"), read by `spelled.py` for `flight_number`, `code`, `digits` and
`booking_code` (`_spelled_too`).

The extractors here also say *where* they found their value (`find` returns a `Found` with the
token span of `words(text)`), so the matcher can mask the values before it compares the
caller's words with the guidelines: "book BA 1 1 7 for Ann Lee" is matched as "book [flight
number] for [passenger name]", and numbers and names never drag a score down. A plain function
works as an extractor too; its values are then extracted but not masked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from difflib import SequenceMatcher

from voice_agent.engine.extract_dates import ORDINALS, date, time_of_day
from voice_agent.engine.extract_names import answer_name, person_name
from voice_agent.engine.spans import Extractor, Found, SpanExtractor
from voice_agent.engine.spelled import LETTER_NAMES, LETTER_WORDS, Respelled, respell
from voice_agent.engine.text import STOPWORDS, spoken_digits, words


def _letter(token: str) -> str:
    return LETTER_WORDS.get(token) or LETTER_NAMES.get(token, token if len(token) == 1 and token.isalpha() else "")


def _spelled_too(find_in: Callable[[Sequence[str]], Found | None]) -> Callable[[str], Found | None]:
    """`find_in` on the caller's words, then on them with the letters and zeros spelled on the phone rewritten
    (`spelled.respell`: "bravo alpha", "b for bravo", "b as in bob", "two one oh"). The second reading counts only
    when it is a value `find_in` accepts that rests on a rewritten word, and the first found none or found a part
    of it ("b a two one oh": BA 210, not BA 21): "an alpha male" or "book for bob" make no code, so stay words."""

    def find(text: str) -> Found | None:
        tokens = words(text)
        found = find_in(tokens)
        spelled = respell(tokens, LETTER_WORDS)
        if not spelled.any_changed():
            return found
        again = find_in(_no_spelled_zero(tokens, spelled))
        if again is None or not spelled.rests_on_spelling(again.start, again.end):
            return found
        start, end = spelled.span(again.start, again.end)
        if found is None or (start <= found.start and found.end <= end and (start, end) != (found.start, found.end)):
            return Found(again.value, start, end)
        return found

    return find


def _no_spelled_zero(tokens: Sequence[str], spelled: Respelled) -> list[str]:
    """The respelled words, but an O spelled by its word after a digit ("one five five zero, oscar webb") left as the
    caller's word: callers say "oh" for a zero, never "oscar", so the number ends there (a name follows it)."""
    return [tokens[spelled.spans[k][0]] if changed and t == "o" and k and (
        spelled.tokens[k - 1].isdigit() or spelled.tokens[k - 1] in _NUMBER_WORDS) else t
        for k, (t, changed) in enumerate(zip(spelled.tokens, spelled.changed, strict=True))]


# A code glued to its digits ("ba117"), by the code's length: compiled once (every token of a turn is tried).
_GLUED_CODE = {size: re.compile(rf"([a-z]{{{size}}})\d{{1,10}}") for size in (1, 2, 3, 4)}


def _letters_at(tokens: Sequence[str], i: int, allowed: set[str] | None, size: int = 2) -> tuple[str, int]:
    """A `size`-letter code at tokens[i]: written ("ba", "rx"), glued to digits ("ba117"), or
    spelled ("b a", "bee ay", "our x"). Spelled homophones ("our", "see") only count when the
    letters make an allowed code, so ordinary words are never read as one."""
    t = tokens[i]
    glued = _GLUED_CODE[size].fullmatch(t) if size in _GLUED_CODE else re.fullmatch(rf"([a-z]{{{size}}})\d{{1,10}}", t)
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
    """'BA 117', 'ba117', 'B.A. 117', 'b a one one seven', 'BA one seventeen', 'bravo alpha one one seven',
    'b for bravo a for alpha one one seven' -> 'BA 117'; 'kay ell em six four' -> 'KL 64' (the name "k l m").

    With `carriers`, only those airline codes are accepted, which keeps ordinary words ("to",
    "at") from being read as a code. `names` maps what callers call an airline to its code
    ({"united": "UA", "british airways": "BA"}): "united seven seventy" -> 'UA 770'. A name
    counts only before a number, so "the united kingdom" is no flight.
    """
    allowed = {c.lower() for c in carriers} if carriers is not None else None
    # Longest first: "british airways" before "british".
    spoken = dict(sorted(((tuple(words(name)), code.lower()) for name, code in (names or {}).items()), key=lambda kv: -len(kv[0])))
    # Each name said run together, its code and its consonants (read once, not per word heard).
    heard = [("".join(name), code, _consonants("".join(name))) for name, code in spoken.items()
             if len("".join(name)) >= _MISHEARD_LENGTH]
    # "alaska one three three", "austrian four four two": a name said in full elsewhere ("alaska airlines") said by its
    # first word alone, when that word names one carrier only, is no stopword and has four letters or more; its number
    # must have three digits or four ("flying to alaska 2 adults" is no flight).
    known = frozenset(spoken.values())  # the codes of carriers known by name ("ita airways": "a z" spelled is AZ)
    firsts: dict[str, set[str]] = {}
    for name, c in spoken.items():
        firsts.setdefault(name[0], set()).add(c)
    short = {name[0]: c for name, c in spoken.items() if len(name) > 1 and (name[0],) not in spoken and len(firsts[name[0]]) == 1
             and len(name[0]) >= 4 and name[0] not in STOPWORDS}
    # The names by their first word, longest first: each token is compared with its own few.
    starting: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for name, c in spoken.items():
        starting.setdefault(name[0], []).append((name, c))
    # ... and those spelled in letters ("k l m"), by their first letter: said by the letters' names ("kay ell em"); a
    # name of three letters is also said letter by letter ("sas" as "s a s", "ess ay ess").
    by_letters: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for name, c in spoken.items():
        letters = tuple(name[0]) if len(name) == 1 and len(name[0]) == 3 and name[0].isalpha() else name
        if len(letters) > 1 and all(len(w) == 1 and w.isalpha() for w in letters):
            by_letters.setdefault(letters[0], []).append((letters, c))

    def find(tokens: Sequence[str]) -> Found | None:
        # A name spelled in letters ("k l m") said by the letters' names too ("kay ell em").
        lettered = [_letter(t) or t for t in tokens]
        for i in range(len(tokens)):
            named = next(((c, len(name)) for name, c in starting.get(tokens[i], ()) if tuple(tokens[i : i + len(name)]) == name),
                         None) or next(((c, len(name)) for name, c in by_letters.get(lettered[i], ())
                                        if tuple(lettered[i : i + len(name)]) == name), None)
            # "i tap two times": a name of one word after "i / we / you / they" is a verb said, no carrier ("tap", "gol").
            if named and named[1] == 1 and i and tokens[i - 1] in _SUBJECTS:
                named = None
            code, used = named or ("", 0)
            if code:  # "virgin V S three", "easyjet U two 141": the name, then its own code, then the number
                used += _code_said(tokens, i + used, code)
            if code and _pronoun_one(tokens, i + used):
                code, used = "", 0
            if not code:
                code, used = _letters_at(tokens, i, allowed)
            spelled = not code and allowed is not None and _spelled_code(tokens, i, known)
            if spelled:  # "p k seven five eight": a carrier not listed, its code spelled letter by letter
                code, used = "".join(tokens[i : i + 2]), 2
            if not code and named is None and tokens[i] in short:  # "alaska one three three": a short name, the same
                code, used, spelled = short[tokens[i]], 1, True
            if not code and named is None:
                code, used = _misheard(tokens, i, heard)
                if code and _pronoun_one(tokens, i + used):
                    code, used = "", 0
            if not code:
                continue
            # "emirates flight twenty nine", "ba flight number 117": the word "flight" between the carrier and its number
            # (two digits or more: "the delta flight 2 adults" is no flight).
            worded = not spelled and tokens[i + used : i + used + 1] == ["flight"]
            if worded:
                used += 2 if tokens[i + used + 1 : i + used + 2] == ["number"] else 1
            # Glued ("BA11") reads as spaced ("BA 11"): the digits said after it go on the number
            # ("BA11. Seven for John" is BA 117, as "BA 11. Seven ..." is); one token, not two.
            glued = re.fullmatch(r"([a-z]{2})(\d{1,4})", tokens[i]) if used == 1 else None
            after = [*tokens[:i], glued.group(1), glued.group(2), *tokens[i + 1 :]] if glued else tokens
            # "u l three one four, twenty third": a day of the month said after the number (tens, then an ordinal) ends
            # it; its tens are no digits of the flight.
            after = after[: next((k for k in range(i + used, len(after) - 1) if after[k] in ("twenty", "thirty")
                                  and after[k + 1] in ORDINALS), len(after))]
            # "easyjet nine one two, one seat", "ba one one seven for two people": a count said after the number,
            # its thing named, ends it ("for" or "to" before the count with it); the count is no digit of the flight.
            counted = next((k for k in range(i + used + 1, len(after) - 1)
                            if _COUNTED.intersection(after[k + 1 : k + 2])
                            and (after[k].isdigit() or after[k] in _DIGIT_NAMES)), None)
            if counted is not None:
                after = after[: counted - (after[counted - 1] in ("for", "to"))]
            digits, n = spoken_digits(after, i + 1 if glued else i + used)
            if len(digits) > 4:  # "BA 117 for two": there 'for' was a word, not a 4
                digits, n = spoken_digits(after, i + 1 if glued else i + used, homophones=False)
            # ... nor a code that goes on in a letter after its digits ("k r 4 4 1 z": a booking reference).
            ends = after[i + used + n : i + used + n + 1] if spelled else []
            if ends and len(ends[0]) == 1 and ends[0].isalpha() and ends[0] not in _WORD_LETTERS:
                continue
            if n and (3 if spelled else 2 if worded else 1) <= len(digits) <= 4:
                return Found(f"{code.upper()} {int(digits)}", i, i + used + n - (1 if glued else 0))
        return None

    return SpanExtractor(_spelled_too(find), "flight number", "a flight")


_DIGIT_NAMES = {w: str(k) for k, w in enumerate("zero one two three four five six seven eight nine".split())}


def _code_said(tokens: Sequence[str], j: int, code: str) -> int:
    """How many tokens at `j` say `code` again, as written ("vs", "u2") or spelled ("v s", "u two");
    0 when they do not. Only after the carrier's own name, so a code that is a word or has a digit
    (VS, U2) is read here and nowhere else."""
    if tokens[j : j + 1] == [code]:
        return 1
    said = tokens[j : j + len(code)]
    if len(said) == len(code) and all(_letter(t) == c if c.isalpha() else _DIGIT_NAMES.get(t, t) == c
                                      for t, c in zip(said, code, strict=True)):
        return len(code)
    return 0


_SUBJECTS = frozenset("i we you they".split())
# What a count said after a flight's number names: its seats, passengers or bags.
_COUNTED = frozenset("seat seats ticket tickets passenger passengers adult adults people person bag bags".split())
# Letters that are also words, never read as a code spelled out: "a", "i", "o".
_WORD_LETTERS = frozenset("a i o".split())
_REFERENCES = frozenset("ref reference references pnr code confirmation booking locator".split())


def _spelled_code(tokens: Sequence[str], i: int, known: frozenset[str] = frozenset()) -> bool:
    """Two lone letters at `i`, spelled one by one (not "a", "i", "o", nor a letter's name: "see", "our"), as a
    carrier's code the agent does not list is read out ("p k seven five eight"); its number must have three digits
    or four, so "b c two" is none. "a", "i", "o" count, and may come before, when the two make the code of a carrier
    the agent knows by name ("ita, a z two oh nine": AZ)."""
    pair = tokens[i : i + 2]
    named = "".join(pair) in known
    words_too = frozenset() if named else _WORD_LETTERS
    # Not within a code read out ("x k j four five six": a reference), where a letter or a digit comes before, nor a
    # reference said as one ("ref b x nine nine two").
    before = tokens[i - 1] if i else ""
    return len(pair) == 2 and all(len(t) == 1 and t.isalpha() and t not in words_too for t in pair) \
        and not ((len(before) == 1 and not (named and before in _WORD_LETTERS)) or before.isdigit() or before in _DIGIT_NAMES) \
        and not _REFERENCES.intersection(tokens[max(0, i - 3) : i])


def _pronoun_one(tokens: Sequence[str], j: int) -> bool:
    """ "the qantas one": "one" after a carrier's name is a pronoun, not flight 1."""
    # "american one hundred": "one" read on with "hundred" is the number.
    return tokens[j : j + 1] == ["one"] and not spoken_digits(tokens, j + 1)[1] and spoken_digits(tokens, j)[1] <= 1


# A carrier's name as a recogniser mishears it ("loft hansa", "quantas", "emerates"): the same first
# letter, letters this alike (difflib's ratio) and at least this long, said just before a number.
_MISHEARD_RATIO = 0.8
_MISHEARD_LENGTH = 5


def _misheard(tokens: Sequence[str], i: int, heard: Sequence[tuple[str, str, str]]) -> tuple[str, int]:
    """The code of the carrier whose name one to three words at `i` sound like, when a spoken
    number follows them; ("", 0) otherwise."""
    for size in (1, 2, 3):
        said = "".join(tokens[i : i + size])
        if not said.isalpha() or len(said) < _MISHEARD_LENGTH or not spoken_digits(tokens, i + size, homophones=False)[1]:
            continue
        consonants = _consonants(said)
        for name, carrier, name_consonants in heard:
            if name[0] == said[0] and (_alike(said, name) or consonants == name_consonants):
                return carrier, size
    return "", 0


def _alike(said: str, name: str) -> bool:
    """difflib's ratio at least _MISHEARD_RATIO, its cheap upper bounds tried first (an airline may
    name a hundred carriers, and most words are far from most names)."""
    matcher = SequenceMatcher(None, said, name)
    return (matcher.real_quick_ratio() >= _MISHEARD_RATIO and matcher.quick_ratio() >= _MISHEARD_RATIO
            and matcher.ratio() >= _MISHEARD_RATIO)


def _consonants(word: str) -> str:
    """A word's consonants, doubled ones once, when it has four or more: a recogniser mishears the
    vowels of a name it does not know ("quantis" for Qantas, 0.77 alike) more than its consonants."""
    out = re.sub(r"(.)\1+", r"\1", re.sub(r"[aeiouy]", "", word))
    return out if len(out) >= 4 else word


def code(prefixes: Iterable[str], digits: tuple[int, int] = (4, 8)) -> SpanExtractor:
    """A code of letters then digits, e.g. a prescription number: with ``prefixes=["RX"]``,
    'RX 44719', 'rx44719', 'R X four four seven one nine', 'our x 4 4 7 1 9' -> 'RX44719'.
    The digit count must be within `digits` (inclusive)."""
    allowed = {p.lower() for p in prefixes}
    sizes = sorted({len(p) for p in allowed})
    low, high = digits

    def find(said: Sequence[str]) -> Found | None:
        # "R X seven oh seven oh seven": in a run of digits "oh" is a zero, as in a phone number.
        tokens = [_zero_in_run(t, k, said) for k, t in enumerate(said)]
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
        # "the number is four four six one nine", "number's on the label, 6 2 9 5 3": a code of the one
        # prefix given by its digits alone, a few words after the word "number".
        if len(allowed) == 1:
            for i, t in enumerate(tokens):
                if t not in ("number", "number's", "numbers"):
                    continue
                for k in range(i + 1, min(i + 6, len(tokens))):
                    number, n = spoken_digits(tokens, k, homophones=False)
                    if n:
                        if low <= len(number) <= high:
                            return Found(next(iter(allowed)).upper() + number, k, k + n)
                        break
        return None

    return SpanExtractor(_spelled_too(find), f"code {'/'.join(sorted(p.upper() for p in allowed))}", "a number")


def digits(min_len: int = 4, max_len: int = 12) -> SpanExtractor:
    """A run of digits, written or spoken: 'four four seven one nine' -> '44719'."""

    def find(tokens: Sequence[str]) -> Found | None:
        i = 0
        while i < len(tokens):
            number, n = spoken_digits(tokens, i)
            if n and min_len <= len(number) <= max_len:
                return Found(number, i, i + n)
            i += max(n, 1)
        return None

    return SpanExtractor(_spelled_too(find), "digits", "a number")


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
    """A confirmation code such as 'X7K2PQ' (letters and digits), written ('x7k2pq') or read out one by one
    ('x seven k two p q', 'x-ray seven kilo two papa quebec', 'x 7 k double p q' -> 'X7KPPQ'): a run of
    letters and digits of exactly `length`, with a letter and a digit, that the caller's other words close."""

    def find(tokens: Sequence[str]) -> Found | None:
        for i, tok in enumerate(tokens):
            if len(tok) == length and any(c.isdigit() for c in tok) and any(c.isalpha() for c in tok):
                return Found(tok.upper(), i, i + 1)
        for i in range(len(tokens)):
            if i and _code_chars(tokens, i - 1)[1]:
                continue  # within a run: each run is read from its start
            said, j = "", i
            while j < len(tokens):
                chars, used = _code_chars(tokens, j)
                if not used:
                    break
                said, j = said + chars, j + used
            if len(said) == length and any(c.isdigit() for c in said) and any(c.isalpha() for c in said):
                return Found(said.upper(), i, j)
        return None

    return SpanExtractor(_spelled_too(find), "booking code", "a code")


def _code_chars(tokens: Sequence[str], j: int) -> tuple[str, int]:
    """The characters of a code read out at tokens[j]: a letter ("x", "kay"; not a word such as "our" or "be"), a
    digit or digits ("seven", "7", "44"), "double"/"triple" one ("double seven", "double p"); ("", 0) otherwise."""
    t = tokens[j]
    if t in ("double", "triple") and j + 1 < len(tokens):
        one, used = _code_chars(tokens, j + 1)
        return (one * (2 if t == "double" else 3), 2) if used and len(one) == 1 else ("", 0)
    if t.isdigit():
        return t, 1
    if t in _DIGIT_NAMES:
        return _DIGIT_NAMES[t], 1
    letter = _letter(t)
    return (letter, 1) if letter and (len(t) == 1 or t not in STOPWORDS) else ("", 0)


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
