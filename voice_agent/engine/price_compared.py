"""A thing's price compared, said as a statement and checked: "the repeat costs the same as a new one, no?", "the
later flight is costing more or less?", "a refill is cheaper than a fresh script, right". A caller who weighs one
price against another asks whether it holds; said without "does", only the check ("no", "right", "or not", an "or"
between two ways it could be, or a question mark) says so, and the thing named first (a refill) reads as asked for.
Read by `yesno.fact_asked` (which `acts.classify` reads first): the turn is read as the question asked the plain way,
"does ... cost ...". A price compared with nothing checking it ("the cream is cheaper than the gel", told) and the
thing asked for after it ("..., refill it") are left.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

# The compared price: "the same (price) as", "cheaper", "dearer", "more / less (expensive) than", "lesser".
_COMPARED = (r"(?:(?:the )?same(?: price)?(?: as| like)?|cheaper|dearer|costlier|pricier|lesser|less|more|higher"
             r"|lower|more expensive|less expensive)")
# "the refill is costing the same as ...", "a repeat costs more than ...", "refill is cheaper than ...": a thing (an
# article or whose, up to three words; no word of asking first: "does it cost more" is asked already), then its cost
# told and compared (a form of "be" before a word of price, or the verb of costing), and what it is compared with (up
# to five words).
_NOT_ASKED_YET = r"(?!(?:does|do|did|will|would|can|could|is|are|how|what|why|when|whether|if)\b)"
_THING = r"(?P<thing>(?:(?:the|a|an|my|our|his|her|their|this|that|[a-z]+'s) )?[a-z']+(?: [a-z']+){0,2})"
_DEARER = r"(?:cheaper|dearer|costlier|pricier|more expensive|less expensive)"
# "a repeat's price is the same like a new one or more", "the refill cost is lesser or not": the thing's price (or
# cost, charge, fee) named, then "is" before the compared price, the same.
_PRICE_IS = r" (?:price|cost|charge|fee|rate)s? (?:is|are|will be|would be)(?= " + _COMPARED + r"\b)"
_STATED = re.compile(r"^" + _NOT_ASKED_YET + _THING +
                     r"(?:" + _PRICE_IS + r"|"
                     r" (?:(?:is|are|will be|would be) costing|costs|cost|will cost|would cost"
                     r"|(?:is|are|will be|would be)(?= " + _DEARER + r"\b)))"
                     r" (?P<rest>" + _COMPARED + r"(?: [a-z']+){0,5})$")
# The check after it: a clause of its own, or "or ..." closing the statement's own clause.
_CHECKS = (["no"], ["right"], ["or", "not"], ["isn't", "it"], ["is", "it"], ["na"], ["yes"], ["yeah"], ["correct"])


def price_compared(text: str) -> str:
    """The turn asked as "does <thing> cost ...", when its clause compares a price and is checked (`_STATED`,
    `_CHECKS`, "or" in the clause, or a question mark); or ""."""
    clauses = [" ".join(words(c)) for c in split_clauses(text)]
    clauses = [c for c in clauses if c]
    if not clauses:
        return ""
    stated = _STATED.match(clauses[0])
    if stated is None:
        return ""
    after = [c.split() for c in clauses[1:]]
    checked = text.rstrip().endswith("?") or " or " in f" {stated.group('rest')} "
    if not ((not after and checked) or (len(after) == 1 and after[0] in _CHECKS)):
        return ""
    return f"does {stated.group('thing')} cost {stated.group('rest')}?"
