"""Words a speech recogniser wrote for others that sound the same, read as the caller said them.

A recogniser writes what it heard, not what was meant: a word that sounds like another where only
the other fits the sentence ("could i talk two someone", "we kneed seats", "when do you
clothes"), one word heard as two ("up grade", "opera tor") and the trade's words heard
as ordinary ones ("the farm assist", "can sell"). Each is read back only where the word heard cannot be meant:
by the words around it (a sound-alike of a small word), or because the pair heard means nothing
in a call (a word split in two). Read by `text.unstutter`, so the words every rule, extractor and
the matcher see, cased or not, are the same.
"""

from __future__ import annotations

import functools
import re

from .central import HEARD as CENTRAL
from .gate import gated
from .lusophone import HEARD as LUSOPHONE
from .resaid import substituted

# A word heard as two, joined again where the pair means nothing said apart: the service's own words
# ("up grade", "re fill", "super visor", "opera tor", "re book", "pre scription").
_SPLITS = {pair: pair.replace(" ", "") for pair in (
    "up grade", "down grade", "re fill", "re fills", "re book", "re schedule", "opera tor", "opera tors", "super visor",
    "super visors", "pre scription", "pre scriptions", "reception ist", "pharma cist", "pharma cists",
    # "can cel my seat": the word said in its two syllables, as one says it slowly to be heard.
    "can cel", "can celled", "can cels")}
# The trade's words as a recogniser hears them: sounds of other words, said where the trade's word is.
_HEARD = {
    "farm assist": "pharmacist", "farm assists": "pharmacists", "farmacist": "pharmacist", "farmacists": "pharmacists",
    "farmer cist": "pharmacist", "farm a cist": "pharmacist", "farmacy": "pharmacy", "farm acy": "pharmacy",
    "far macist": "pharmacist", "far macists": "pharmacists", "far macy": "pharmacy",
    # "the far ma cist", "far ma sists": the word heard as its three syllables, the same.
    "far ma cist": "pharmacist", "far ma cists": "pharmacists",
    # "a farma cist", "the farma cists": its first two syllables heard as one word, the close as another, the same.
    "farma cist": "pharmacist", "farma cists": "pharmacists",
    # "the fama cist", "a fama sister": its first syllables heard run together without the "r", as said short.
    "fama cist": "pharmacist", "fama cists": "pharmacists",
    # "the pharm a cist", "pharm a sists": its first syllable heard spelt right, the second as "a", the same.
    "pharm a cist": "pharmacist", "pharm a cists": "pharmacists",
    # "the pharma sist", "a pharma sis": its close heard as "sis", the last sound lost, the same.
    "pharma sist": "pharmacist", "pharma sists": "pharmacists", "pharma sis": "pharmacist",
    # "the pharmasist, please": its "c" written as the "s" it sounds, the same.
    "pharmasist": "pharmacist", "pharmasists": "pharmacists",
    # "is your far miss this in", "put a far miss this on": its first syllable heard as "far", the rest as "miss this".
    "far miss this": "pharmacist", "far mis this": "pharmacist",
    # "is the far missed in", "a far mist": its close heard as one word, "missed" or "mist", its "s" run into the "t".
    "far missed": "pharmacist", "far mist": "pharmacist", "far mists": "pharmacists",
    "purr chase": "purchase", "per chase": "purchase", "purr chased": "purchased",
    # "gimme a person", "lemme talk to someone": two words run together as said quickly, written as one, read apart.
    "gimme": "give me", "lemme": "let me",
    # "the yew nited one", "you nited airlines": the carrier's name heard as two words, its first a sound alone.
    "yew nited": "united", "you nited": "united",
    "can sell": "cancel", "can cell": "cancel", "cancell": "cancel", "can celled": "cancelled", "can sold": "cancelled",
    # "my met forming's running out": the commonest tablet heard as two ordinary words.
    "met forming": "metformin", "met formin": "metformin",
    # "his dig oxen", "the dig ox in": the heart tablet heard as a dig and the beasts of the plough.
    "dig oxen": "digoxin", "dig ox in": "digoxin",
}
# "the farmer cyst", "farmacysts": the trade's word heard, its close written as the other word it sounds like.
_HEARD.update({heard.replace("cist", "cyst"): meant for heard, meant in _HEARD.items() if "cist" in heard})
# "the farm a sist", "farmasists": the close written as it sounds, with an s, the same.
_HEARD.update({heard.replace("cist", "sist"): meant for heard, meant in list(_HEARD.items()) if "cist" in heard})
# "the farmer sister", "a farm a sister": the close heard as "sister", as it sounds said quickly.
_HEARD.update({heard.replace("cist", "sister"): meant
               for heard, meant in _HEARD.items() if "cist" in heard and " " in heard})
# "a farm a sis", "farmer sis, now": the close heard as "sis", the last sound lost, as "pharma sis" is (not "my sis").
_HEARD.update({heard.replace("cist", "sis"): meant for heard, meant in list(_HEARD.items())
               if heard.endswith("cist") and " " in heard})
# "the farm a sissed", "farmer sissed": the close heard as a past in "-ed", its last "t" taken for the ending.
_HEARD.update({heard.replace("cist", "sissed"): meant for heard, meant in list(_HEARD.items())
               if heard.endswith("cist") and " " in heard})
# "can sell" is the verb where a subject sells: "you can sell", "who can sell me one".
_SELLS = gated(re.compile(r"\b(?:i|you|we|they|he|she|it|who|which|that|shop|pharmacy|chemist|store|one|nobody|anyone"
                          r"|someone)"
                          r" can (?:sell|cell)\b", re.IGNORECASE))
_MEANT = {**_SPLITS, **_HEARD, **CENTRAL}  # "dough bree den, ...", "servus, ...": Central Europe's hello (central.py)
_MEANT.update(LUSOPHONE)  # "não, obrigada", "por favor": Portuguese no, thanks and please (lusophone.py)
# "re, fill my inhaler", "can-cel the trip": a word of the service said slowly, a pause (a comma, a stop or a dash)
# written between its parts, is joined the same; only the service's words split, not a phrase of another tongue.
_PAUSE = r"(?:\s*[,.-]+\s*|\s+)"
_SAID = {re.escape(p): p for p in _MEANT} | {_PAUSE.join(map(re.escape, p.split())): p for p in _SPLITS}
_JOINED = gated(re.compile(r"\b(?:" + "|".join(sorted(_SAID, key=lambda p: (-len(_SAID[p]), -len(p), p))) + r")\b",
                           re.IGNORECASE))
_PAUSED = re.compile(_PAUSE)

_DETERMINER = r"(?:the|a|an|my|your|his|her|our|their|someone|somebody|anyone|anybody|him|them|me|us)"
_PLACE = r"(?:you|they|we|it|shop|pharmacy|chemist|store|branch|surgery|office|desk|does|do|will|you'll|they'll)"
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_SOUND_ALIKE: tuple[tuple[re.Pattern[str], str], ...] = (
    # "speak two a person", "put me through too the pharmacist": before a determiner, "two" is "to"
    # (not a count of things: "two a day", "two of the").
    (re.compile(r"\b(?:two|too) (?=" + _DETERMINER + r"\b(?! (?:day|week|month|time|go)\b))"), "to "),
    # "a ticket four the ... flight", "four a repeat", "leave it four now": "four" before a
    # determiner or "now" is "for".
    (re.compile(r"\bfour (?=(?:" + _DETERMINER[3:-1] + r"|now|later|today|tomorrow|tonight)\b(?! (?:day|week|month|time|of)\b))"),
     "for "),
    # "the united for oh for", "flight six oh for": "for" beside the "oh" (or "zero") of a number read out is "four";
    # not "oh, for heaven's sake" (no figure before the "oh").
    (re.compile(r"\bfor(?= (?:oh|zero) (?:oh|zero|one|two|three|four|for|five|six|seven|eight|nine)\b)|(?:"
                + "|".join(f"(?<={d} {z} )" for d in (*_NUMBER_WORDS, "for") for z in ("oh", "zero"))
                + r")for\b(?! (?:me|us|you|him|her|them|it|the|a|an|my|our|his|their)\b)"), "four"),
    # "uh-uh, leave it", "uh uh.": the spoken no of two sounds, opening the turn with no pause between them and one
    # after, is "no"; not "uh, uh, i need ..." (a pause between: a hesitation) nor "uh uh i need" (running on).
    (re.compile(r"^\s*(?:uh|unh|uhh)[- ](?:uh|unh|uhh)(?=\s*[,.;!])"), "no"),
    # "i kneed a flight": a knee is no verb of wanting.
    (re.compile(r"\b(i|we|you|they|he|she|just|really|only|still|urgently|also) kneed\b"), r"\1 need"),
    # "is the chemist their i want ...", "get their fast": "their" with no noun after it is "there".
    (re.compile(r"\btheir(?= (?:i|you|we|he|she|they|it|fast|quick|quickly|soon|now|today|tonight|tomorrow|yet|already|in time"
                r"|on time|please|or|and then)\b|$)"), "there"),
    # "check weather my ticket's issued", "not sure weather it's gone through": asking, "weather" is "whether".
    (re.compile(r"\b(check|checking|know|see|ask|asking|wonder|wondering|sure|unsure|confirm|tell me|find out|idea) weather"
                r"(?= (?:my|the|it|its|it's|i|we|you|they|he|she|there|our|his|her|or)\b)"), r"\1 whether"),
    # "wanted to no if ...", "do you no when": "no" between a verb's place and what is asked is "know".
    (re.compile(r"\b(to|don't|dont|didn't|didnt|you|me|us|i|we|let me) no(?= (?:if|whether|what|when|where|how|why|who|which)\b)"),
     r"\1 know"),
    # "how many bags am i aloud", "are we aloud to": what is let is "allowed".
    (re.compile(r"\b(am i|are we|are you|is it|is he|is she|are they|i'm|we're|not|be|you're|they're|i am) aloud\b"),
     r"\1 allowed"),
    # "a bicycle on the plain", "the plain to rome": a plain said as the thing one flies on.
    (re.compile(r"\b(on the|on a|the|a|my|our|that|this|which) plain(?= (?:to|from|on|at|in|is|was|has|leaves|left|and|for"
                r"|tomorrow|today|tonight|back|home|please|with)\b|$)"), r"\1 plane"),
    # "what time do you clothes": a place or a subject does not "clothes": it closes.
    (re.compile(r"\b(" + _PLACE + r") clothes\b"), r"\1 close"),
    # "what ours do you keep", "your opening ours": "ours" where a thing's hours are asked.
    (re.compile(r"\b(what|opening|closing|your|the|which|business|working|trading|office|open) ours\b"), r"\1 hours"),
    # "are ex nine three six oh", "are x seven oh": a prescription number's letters heard as words, before its figures
    # ("ear ex", "arr ex": the "r" as accents sound it, the same).
    (re.compile(r"\b(?:are|ear|arr) (?:ex|x)"
                r"(?= (?:oh|zero|one|two|three|four|five|six|seven|eight|nine|double|triple)\b)"), "r x"),
    # "any wait limit on a checked suitcase", "the wait allowance": a bag's limit heard as waiting, "weight"; not "the
    # wait is long" (no limit after it).
    (re.compile(r"\bwait(?= (?:limit|limits|allowance|allowances|restriction|restrictions|allowed)\b)"), "weight"),
    # "a real purse on please", "the purse on duty": a person asked for, heard as a purse.
    (re.compile(r"\b(a|real|live|actual|proper|human|the) purse on(?= (?:please|now|thanks|there|duty|who|that|i|to)\b|$)"),
     r"\1 person"),
)


# Not inside a number read out ("one two the ...", "oh four my ..."): a digit there is a digit.
_NUMBER = frozenset("oh o zero one two three four five six seven eight nine double triple".split())
_SOUND_ALIKE = tuple((re.compile(pattern.pattern, re.IGNORECASE), said) for pattern, said in _SOUND_ALIKE)  # as the caller wrote it


@functools.lru_cache(maxsize=4096)
def meant(text: str) -> str:
    """`text` with the recogniser's sound-alikes read as the words meant (in lower case where read back).

    Cached: a turn's words are read through `text.unstutter` several times (cased, plain, each ask)."""
    if not any(clue in text.lower() for clue in _CLUES):
        return text
    sells = {m.end() for m in _SELLS.finditer(text)}
    plain = _JOINED.sub(lambda m: m.group(0) if m.end() in sells else _joined(m.group(0).lower()), text)
    return substituted(plain, [(pattern, functools.partial(_read_back, said)) for pattern, said in _SOUND_ALIKE])


def _joined(heard: str) -> str:
    """What a pair heard means: as written, or with the pause between its parts read as a space."""
    return _MEANT.get(heard) or _MEANT[_PAUSED.sub(" ", heard)]


def _read_back(said: str, match: re.Match[str]) -> str:
    return match.group(0) if _counted(match) else match.expand(said)


def _counted(match: re.Match[str]) -> bool:
    """A number word read back ("two", "four") inside a number read out, after a digit or a letter of a code ("e k
    four the name is ..."), stays a number."""
    if match.group(0)[:3].lower() not in ("two", "too", "fou"):
        return False
    before = match.string[: match.start()].split()[-1:]
    return bool(before) and (before[0].lower() in _NUMBER or before[0].isdigit() or len(before[0]) == 1)


_CLUES = ("two", "too", "four", "for oh", "for zero", "oh for", "zero for",
          "kneed", "gimme", "lemme", "uh", "nited",
          "their", "weather", " no ", "aloud", "plain", "clothes", "wait", "ours", "purse",
          "farm", "far ma", "far mis", "fama ", "pharma", "pharm a", "chase", "are ex", "are x ", "ear ex",
          "arr ex", "met form", "dig ox", "can ",
          "cancell",
          *(p.split()[1] for p in _SPLITS), *CENTRAL, *LUSOPHONE)
