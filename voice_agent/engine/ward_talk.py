"""English as nurses, paramedics and care workers say it when calling on their own account: the caller's own shift told
in a clause of its own ("i've had earlies all week", "handover overran and i forgot", "i've just done a long shift"),
and the caller's own care role (closing the turn) or tiredness told so ("..., i'm her carer", "i just need some sleep"),
ask nothing and are dropped where another clause is left; medicines handed out by the caller ("i hand out tablets all
day") are handed round, the caller's work, no running out, and the caller's way to work told ("on my way to work") is
dropped; a nurse's title before the caller's name closing the turn ("..., charge nurse jo kent") is dropped, the name
left. Read by `text.unstutter` on the words as written (after `cab_talk.cab_talk`), and by `text.split_clauses`, so
every rule, extractor and the matcher read the turn so, clause by clause. Not a clause that asks or refuses anything or
names the agent ("can you book me after my nights", "no, i'm fine till my nights end", "i bet you work more shifts than
me", "i rang from the ward about my inhaler"), "a nurse please" (asked for), nor a shift told with its time ("i finish
at nine"), nor a turn that is only the shift told.
"""

from __future__ import annotations

import functools
import re

# The words of a shift: the turns of a ward's or a crew's day, the handing over between them.
# ... and what is worn on one ("still in my scrubs").
_SHIFT = frozenset("shift shifts nights doubles handover handovers ward wards rota earlies lates scrubs uniform"
                   .split())
# The caller telling of their own day: a word of the first person, or a shift's word opening the clause.
_OWN = frozenset("i i'm i've im ive my me been handover".split())
# Words that make a clause ask, bid, refuse or answer something, or name the agent's things: the clause is left.
_ASKING = frozenset("you your you're you'll yours can could would will shall please what when how which where why"
                    " whether if is are book booking flight flights seat cancel refill prescription need want don't"
                    " not nothing alright fine ok okay sorted enough till until pharmacist person open closed shut"
                    " ready can't cannot won't couldn't".split())
# ... or tell of a call made, or of the medicines ("i rang from the ward about my inhaler", "dizzy since the pills
# from the ward"): the clause carries what the call is about, and is left.
_ASKING |= frozenset("about from since rang called phoned asked ordered pills tablets medicine medicines meds"
                     " prescription repeat inhaler dose".split())
# The caller's own care role, a whole clause: "i'm her carer", "i am a community nurse".
_ROLE = re.compile(r"(?:i'm|im|i am) (?:a|an|the|his|her|their|[a-z]+'s) (?:[a-z]+ )?"
                   r"(?:carer|care worker|nurse|paramedic|midwife|healthcare assistant|support worker)")
# The caller's tiredness told, a whole clause: "i just want my bed", "i need some sleep" (nothing asked of the agent).
_TIRED = re.compile(r"(?:and |so )?(?:i|i'm|i am) (?:just )?(?:want|need|needing|wanting|dying for|gasping for)"
                    r" (?:my bed|my sleep|some sleep|a sleep|a kip|my kip|to sleep|a nap|sleep|bed)")
# A nurse's title before a name (one or two words) closing the turn.
_TITLED = re.compile(r"(?:(?:staff|charge|senior|ward|district|community) nurse|sister|paramedic) ([a-z]+(?: [a-z]+)?)")
_NOT_NAMES = frozenset("please now then thanks cheers mate love here".split())
_MARKS = re.compile(r"([,.;!?]+)")
_CLUES = ("shift", "night", "double", "handover", "ward", "rota", "earlies", "lates", "carer", "care worker", "nurse",
          "paramedic", "midwife", "worker", "assistant", "sister", "bed", "sleep", "kip", "nap", " out", "scrubs",
          "uniform", " way ")
# "..., on my way to a late shift", "on the way in to work": the caller's way to work told inside a clause, dropped.
_ON_THE_WAY = re.compile(r"\s*\bon (?:my|the) way (?:to|into|in to|back from|home from|from) (?:my |the |a )?"
                         r"(?:late |early |night |next )?(?:nights|work|shift|ward|job|placement|station)\b",
                         re.IGNORECASE)
# "i hand out ...", "we've been dishing out ...": the caller giving things out, no running out of them.
# Not "give out", said of details and numbers too ("i never give out my card number").
_HANDED_OUT = re.compile(r"\b((?:i|we|i've|we've|i'm|we're) (?:[a-z]+ )?)(hand|hands|handed|handing"
                         r"|dish|dished|dishing|dole|doled|doling) out\b", re.IGNORECASE)


# A time of day the shift starts or ends at ("i finish at nine", "off the ward tonight"): when the caller is free, what
# is asked after turns on it, so the clause is left.
_TIMED = re.compile(r"\b(?:at|from|till|until|by|around|about|after|before) (?:[0-9]|one|two|three|four|five|six|seven"
                    r"|eight|nine|ten|eleven|twelve|half|quarter|noon|midday|midnight)|\b(?:tonight|o'clock|am|pm"
                    r"|evening|morning|afternoon)\b")


def _told(clause: str, closing: bool) -> bool:
    """Whether `clause` (lower case, no marks) is the caller's shift or care role told, asking nothing; the role only
    `closing` the turn (opening it, it introduces what follows)."""
    said = clause.split()
    if (closing and _ROLE.fullmatch(clause)) or _TIRED.fullmatch(clause):
        return True
    return bool(_SHIFT.intersection(said)) and bool(_OWN.intersection(said)) and said[0] != "no" \
        and not _ASKING.intersection(said) and not _TIMED.search(clause)


def _untitled(clause: str) -> str | None:
    """The name of `clause` when it is a nurse's title and a name, else None."""
    m = _TITLED.fullmatch(clause)
    return m.group(1) if m and not _NOT_NAMES.intersection(m.group(1).split()) else None


@functools.lru_cache(maxsize=8192)
def ward_talk(text: str) -> str:
    """`text` with the caller's shift and care role told dropped and a closing title read past; `text` itself else."""
    low = text.lower()
    if not any(clue in low for clue in _CLUES):
        return text
    handed = _ON_THE_WAY.sub("", _HANDED_OUT.sub(r"\1\2 round", text) if " out" in low else text)
    parts = _MARKS.split(handed)
    clauses = parts[0::2]
    kept, changed = [], False
    for k, clause in enumerate(clauses):
        low = " ".join(clause.lower().split())
        mark = parts[2 * k + 1] if 2 * k + 1 < len(parts) else ""
        closing = k == len(clauses) - 1 or not " ".join(clauses[k + 1 :]).strip()
        name = _untitled(low) if closing else None
        if low and k and name:
            kept.append((" " + " ".join(clause.split()[-len(name.split()) :]), mark))
            changed = True
        elif low and _told(low, closing and k > 0):
            changed = True
        else:
            kept.append((clause, mark))
    read = "".join(c + m for c, m in kept).strip(" ,;")
    return read if changed and len(read.split()) >= 2 else handed if len(handed.split()) >= 2 else text
