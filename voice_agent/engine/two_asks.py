"""Two asks in one turn: a request for what the agent does, and a question it only answers
("do my naproxen repeat, oh and are you open till six", "what time does the lounge open, and also
i want KL 605 booked"). Scored whole, the question often outweighs the request, wherever it stands;
the caller then hears an answer that drops what they asked to have done. Read ask by ask, the
request is what the agent takes up (an action is read back before it runs, so nothing is lost).

This module only cuts a turn into its asks and says which one asks to have something done
(`requested`); `ThingReader._two_asks` (things.py) scores that ask alone and keeps it when a
guideline that acts is clearly nearest to it.
"""

from __future__ import annotations

import functools
import re

from voice_agent.engine.acts import Act, SpeechAct, classify
from voice_agent.engine.naming import asks_done
from voice_agent.engine.remarks import says_asking
from voice_agent.engine.text import words

# Where one ask ends and the next begins: a comma, a full stop or a question mark, or a word that joins
# asks ("and", "oh and", "also", "as well as", "plus", "but", "anyway", "then") before the next one's
# opening (a person doing or asked, a word of asking, a question's first word).
_OPENING = r"(?:i|i'd|i'm|im|we|we'd|we're|you|can|could|would|will|please|is|are|do|does|did|what|what's|when|where|how|has|have|just)\b"
_JOINS = re.compile(rf"[,.;!?]+|\s(?:(?:oh|and|but) )?(?:and|also|plus|but|anyway|then|as well as)(?: also| then)?\s(?={_OPENING})", re.IGNORECASE)
# "could you look whether her flight is booked properly", "check if it went through": a question put inside the
# request asks to be told, not for the thing.
_TOLD = frozenset("whether if".split())
# The first words of an ask that ask something be done, whatever the rest says: a word of asking (`says_asking`)
# is read only in these, so "the salbutamol's run out" (a fact) or "i was going to ask" (a story) opens none.
_ASKS_DONE = re.compile(r"^(?:(?:so|oh|ok|okay|right|well|actually|anyway|and|also|just|but|now|then|please) )*"
                        r"(?:(?:i|we) (?:(?:also|still|just|really|only|do) )?(?:need|want|would like|'d like)|i'd like|we'd like|i'm after|"
                        r"(?:can|could|would|will) you|please \w|(?:book|reserve|get|put|order|reorder|renew|refill|repeat|connect|transfer)\b|"
                        r"(?:do|sort|arrange) (?:me|us|my|our|the)\b"
                        # "let me speak with a pharmacist": the one asked after named, asks to be put through (not
                        # "let me ask you": the agent asked).
                        r"|let me (?:ask|talk to|speak to|speak with|have a word with) (?:the|a|an|your|one of)\b)")


def asks(text: str) -> list[str]:
    """The turn's words cut where one ask ends and the next begins (`_JOINS`); the pieces with words."""
    return [p.strip() for p in _JOINS.split(text) if words(p)]


@functools.lru_cache(maxsize=64)
def requested(text: str) -> tuple[str, Act, bool] | None:
    """The one ask of a turn of two or more that asks for something done (`_ASKS_DONE`), running on
    over the pieces after it that ask nothing of their own ("..., name is jan de vries"), with its
    speech act read on it alone; None when no piece or two pieces do, when that ask is no plain
    request (a refusal, a cancelling, a question about the thing): the turn then has one ask, read
    whole as before. The flag says whether another piece is a question. Kept for the turn's second
    reading (the words to embed ahead, then the decision)."""
    pieces = asks(text)
    if len(pieces) < 2:
        return None
    # "refill on 38115, done yet?", "please, the tablets for olga, they are ready now?": whether the thing
    # asked about is done is one ask about it, not another ("put me through" asks no such thing).
    opening = [k for k, p in enumerate(pieces) if _ASKS_DONE.match(" ".join(words(p)))]
    if not opening or any(asks_done(p) for k, p in enumerate(pieces) if k not in opening):
        return None
    acts = {k: classify(pieces[k]) for k in opening}
    opens = [k for k in opening if acts[k].act is SpeechAct.REQUEST]
    if len(opens) != 1:
        return None
    k = opens[0]
    end = k + 1
    while end < len(pieces) and not says_asking(words(pieces[end])) and \
            acts.setdefault(end, classify(pieces[end])).act is SpeechAct.REQUEST:
        end += 1
    ask = ", ".join(pieces[k:end])
    # "renew, how long does that take", "refill, and when is it ready": the verb alone, no object nor please, is the
    # thing named (as "the renewal, ..." names it) and the other ask what is asked of it; not "refill my inhaler, ...".
    if _TOLD.intersection(words(ask)) or len(words(ask)) == 1:
        return None
    act = classify(ask)
    if act.act is not SpeechAct.REQUEST or act.remark:
        return None
    return ask, act, any(classify(p).act is SpeechAct.QUESTION for p in pieces[:k] + pieces[end:])
