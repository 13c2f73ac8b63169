"""Another's, not the agent's: "put me on ..., it's with them not you", "i got it through the other lot, not you".
Or the thing sent away to another of its kind ("move my repeat to a different chemist").
The caller saying the thing is held with, through or from another company and not the agent asks the agent to do
none of it; the turn is answered with what the agent does (CANNOT), never by booking or ordering.
Read in `understand.Understander._decide` beside another service's thing; never for a person asked for."""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses

# The other company said in a pronoun or in a word or two ("them", "the other lot", "a different airline"), then "not
# you", "not yours", "not with you": one's own against the agent's (not "with someone not you", which asks for a person).
NOT_OURS = re.compile(r"\b(?:with|through|from|it's|it is|its|that's|that is|thats) (?:them|those (?:guys|people|lot)"
                      r"|another [a-z]+|a different [a-z]+|the other [a-z]+)(?: (?:and|but))? not (?:with |through |from )?"
                      r"(?:you|yours|you lot|you guys|your lot)\b")


# "can my repeat be moved to a different chemist", "i want the tablets to go over to another pharmacy": the thing sent
# away to another of the agent's kind is for them to fill, not the agent (not "from another pharmacy": had there before).
SENT_AWAY = re.compile(r"\b(?:go|goes|going|move|moved|moving|send|sent|sending|transfer|transferred|switch|switched|take|taken)"
                       r"(?: [a-z']+){0,4}? (?:over |across )?to (?:the other|another|a different|some other) (?:pharmacy|chemist|chemist's|airline|carrier)\b")


# "is this the coach company, ...", "i thought this was the rail booking line": the line asked is taken for another kind
# of travel or trade, and no "no" or "not" answers it later in the turn; what is asked after it is for that one.
OTHER_LINE = re.compile(r"\b(?:is (?:this|that|it)|if (?:this|it) is|thought (?:this|it) was|this is) (?:the |a |an )?(?:[a-z']+ )?"
                        r"(?:train|trains|rail|railway|railways|bus|buses|coach|coaches|ferry|ferries|tram|taxi|cab|cabs|minicab"
                        r"|vet|vets|vet's|dentist|dentists|dentist's|optician|opticians|optician's)\b(?!.*\b(?:no|not|nope|nah)\b)")


# "can you reorder our dressings from the supplier": the thing got from the caller's own or a named trade source
# (a supplier, wholesaler, manufacturer) is that one's to send, not the agent's to fill ("from your supplier" is the
# agent's own and is left).
FROM_SUPPLIER = re.compile(r"\b(?:from|through|via|with) (?:the|our|my|their|his|her) (?:usual |regular |own )?"
                           r"(?:supplier|suppliers|wholesaler|wholesalers|manufacturer|manufacturers|distributor)\b")


# "i want to top up my travel card", "refill my phone credit": money put back on a card, a phone or an account is a
# bank's, a shop's or a carrier's to take, not a medicine or a seat the agent fills.
# "i need a refill for my bus pass", "a top up on the sim": the refill "for", "on" or "of" the card, the same.
_STORED = r"(?:card|cards|pass|passes|credit|credits|balance|account|sim|wallet|meter|phone|mobile)"
TOPPED_UP = re.compile(r"\b(?:refill|refilled|refilling|top up|topup|top-up|reload|recharge) (?:(?:for|on|of) )?"
                       r"(?:my|our|his|her|their|the|this|a)"
                       r"(?: [a-z']+){0,2} " + _STORED
                       + r"(?=$| (?:with|for|at|please|now|today|again|thanks)\b)")


# "lend us some cash till friday", "can you wire the funds to my brother": money lent to the caller ("borrow me", as
# Southern Africa says "lend me") or sent on to someone of the caller's is a bank's or a lender's to move, not a
# thing the agent fills (not "send the money for my order": paying the agent for its own thing).
_MONEY = r"(?:some |the |a bit of |a little )?(?:money|cash|funds)\b"
_LENT = r"\b(?:borrow|lend|loan) (?:me|us) " + _MONEY
_SENT_ON = (r"\b(?:send|sent|transfer|wire) " + _MONEY
            + r"(?: [a-z']+){0,4}? to (?:my|our|his|her|their) [a-z]+")
MONEY_MOVED = re.compile(_LENT + "|" + _SENT_ON)


def not_ours(said: str) -> str:
    """The words saying the thing is another company's, not the agent's, or ""."""
    plain = " ".join(re.findall(r"[a-z0-9']+", said.lower()))
    # ... the card closing its clause too ("a refill for my bus card, ten euros").
    clauses = [" ".join(re.findall(r"[a-z0-9']+", c)) for c in split_clauses(said.lower())]
    found = NOT_OURS.search(plain) or SENT_AWAY.search(plain) or OTHER_LINE.search(plain) \
        or FROM_SUPPLIER.search(plain) or TOPPED_UP.search(plain) \
        or next(filter(None, map(TOPPED_UP.search, clauses)), None) or MONEY_MOVED.search(plain)
    return found.group(0) if found else ""
