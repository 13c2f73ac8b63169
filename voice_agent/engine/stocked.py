"""Supplied already, so nothing to get: "we're all stocked up on tablets", "I'm well stocked", and, after a no opening
the turn, a place where things are kept said full of them ("no, I've a cupboard full of them", "nah mate, we've got a
fridge full") or the caller sorted closing it, or one of theirs stocked ("no, she's stocked up"). Read by `refusals` as
having plenty is. Split from refusals.py by concern.
"""

from __future__ import annotations

import re

_STOCKED_UP = r"\b(?:i'm|im|i am|we're|we are|i've been|we've been) (?:all |well |fully |already )?stocked\b"
# "no, she's stocked up", "nah, they're well stocked": one of the caller's own so, after a no opening the turn.
_STOCKED_UP += (r"|^(?:no|nah|nope)(?: [a-z']+){0,8} (?:he's|she's|they're|he is|she is|they are)"
                r" (?:all |well |fully )?stocked\b")
# "i stocked up last month", "we've already stocked up": the caller's own store laid in, the same.
_STOCKED_UP += r"|(?<!if )(?<!whether )\b(?:i|we|i've|we've|ive) (?:already |just )?stocked up\b"
# The no, and a word or two said with it ("no love", "nah mate, honestly"), opening the turn.
# ... or after "but" ("figured we'd run out but nah, we've ..."): the thought of needing it answered no.
_NO_FIRST = r"(?:^|\bbut )(?:no|nah|nope)(?: [a-z']+){0,2} "
# The caller as the one holding it: "i've", "we have", "i still".
_HOLDER = r"(?:i've|we've|ive|i have|we have|i|we)(?: still)?"
# ... or left unsaid before "got" ("nah, got a tin full"), as the caller talking of their own store drops it.
_HAVING = r"(?:" + _HOLDER + r"(?: got)?|got) (?:a|one|half a|a whole|two|three) "
# Where things are kept at home, said full (or as one word: "a drawerful").
_KEPT_IN = r"(?:drawer|cupboard|box|bag|shelf|cabinet|basket|tin|fridge|bucket|carrier bag|caddy)"
# ... or "full" before it ("we've a full tin of them").
_FULL = rf"(?:{_KEPT_IN} full|{_KEPT_IN}ful|{_KEPT_IN}s full|full {_KEPT_IN}s?)\b"
# "nah, got a few weeks' worth still, we're sorted": a no opening the turn, the caller sorted closing it.
# ... or sorted for the stretch of time to come ("we're sorted for the tour", "i'm set for this trip").
# ... or alright until a stretch is over ("i'm fine till after my nights", "we're alright until the weekend").
_SORTED = (r"(?:i'm|im|i am|we're|we are) (?:all |well )?(?:sorted|set|fine|alright|all right|okay|ok)"
           r"(?: for (?:the|this|my|our) [a-z]+| (?:till|until) (?:after )?(?:the|this|my|our|next) [a-z]+)?"
           r"(?: thanks| ta| cheers)?$")
_SORTED_LAST = r"^(?:no|nah|nope)(?: [a-z']+){1,8} " + _SORTED
# "no, we've still got a fair few of them left", "nah, i've plenty remaining thanks": after a no opening the turn, the
# caller's own supply said to have an amount still left, nothing else said after it. Not "no, i've a few left but can
# you order more" (asked after), nor "i've got some left" alone (no no said first).
_HAS = _HOLDER + r"(?: got| have| have got)? "
_AMOUNT = r"(?:(?:a )?(?:good |fair )?few|a couple|a bit|a handful|a load|loads|lots|plenty|some|enough)"
_LEFT = r"(?: (?:of )?[a-z']+){0,2} (?:left|remaining)"
_LEFT_CLOSING = (r"(?: (?:actually|thanks|thank you|ta|cheers|honestly|really"
                 r"|at the moment|for now|just now|love|mate))* ?$")
_LEFT_OVER = _NO_FIRST + _HAS + _AMOUNT + _LEFT + _LEFT_CLOSING
# "we've got plasters coming out of our ears", "i have paracetamol coming out of my ears": the idiom of having far
# too many of a thing, the caller's own ears, closing the turn (a word of address at most after it). Not "he's got wax
# coming out of his ears" (someone else's: a complaint), nor blood or wax coming out of them (a symptom, not a store).
_SYMPTOMS = r"(?!(?:blood|wax|pus|fluid|gunk|stuff|water|liquid|discharge|something)\b)"
_EARS = (r"\b" + _HOLDER + r"(?: got| have| have got)? (?:" + _SYMPTOMS + r"[a-z']+ ){1,3}"
         r"coming out (?:of )?(?:my|our|me) ears(?: [a-z']+)?$")
# "no, mum's got a whole cupboard of her pills", "nah, dad's got a full cupboard of them": one of the caller's own
# holding a whole or full store of the thing, closing the turn after a no, the same (not "..., of them, can you send
# more": asked after; nor "half a drawer").
_THEIRS = r"(?:he|she|they|ma|mum|mom|dad|nan|gran|(?:my|our) [a-z]+)(?:'s got| still| has| have| has got| got){1,2} "
_WHOLE_OF = (r"(?:a whole|a full|the whole) " + _KEPT_IN + r"s? of (?:them|those|(?:his|her|their|the) )"
             r"(?:[a-z']+ ){0,2}?[a-z']*$")
# "no, i've still got a week's worth at home": after a no opening the turn, days' or weeks' worth held, nothing asked.
_WORTH = (_NO_FIRST + _HAS + r"(?:an? |another |a few |a couple of |two |three )?(?:good |fair |full )?(?:day|days|week"
          r"|weeks|fortnight|month|months)(?:'s|')? worth"
          r"(?: (?!(?:but|can|could|will|would|please|so|and)\b)[a-z']+){0,4}$")
STOCKED = re.compile(_STOCKED_UP + "|" + _NO_FIRST + _HAVING + r"(?:[a-z]+ )?" + _FULL + "|" + _SORTED_LAST
                     + "|" + _LEFT_OVER + "|" + _EARS + "|" + _NO_FIRST + _THEIRS + _WHOLE_OF + "|" + _WORTH)
