"""A caller with a heavy cold, a sore throat or hay fever, as a recogniser writes them down. Read by `text.unstutter`
on the words as written (`head_cold`), so every rule, extractor and the matcher see the turn as meant, and by
`text.clause_ends` (its clauses end where those of the words read end):

- the sounds of a cold written into the text ("(coughs)", "[sneezes]", "*sniff*"; "achoo." or "sniff," as a clause
  of its own) are no words of the caller's, and are read past where words follow them (closing the turn, left);
- a blocked nose says "m" as "b" and "n" as "d" (or "b"): a word of a call so heard that is no English word
  ("persod", "tibe", "confirbed", "cadcel") is the word meant; where the turn shows the blocked nose (such a word, or
  "blocked dose"), "be" after a verb that takes someone is "me", "by" opening a clause before a word is "my", "dose"
  blocked is the nose, "od" is "on" and "dot" after "i'm / it's / is ..." is "not";
- a wish not to catch anything ("we don't wanna catch a bug") is a worry of falling ill ("would hate to"), no no;
- the caller's voice excused in a clause of its own ("sorry, voice is shot", "bunged up", "apologies for the voice",
  "croaky", "my nose is blocked", "sore throat"; "..., so quickly please" after it), or the cold's state told of the
  caller or another ("he's wheezy"), and a lone "sorry" or "excuse me" beside it or after a sound of the cold, ask
  nothing and are read past, when two words or more are left.

Not the words said of the cold in a clause with more ("my throat's rough and i want a refill", "i've a cough, what
can i take"), "cough" or "sniff" in a clause with other words ("cough medicine", "my cough is worse"), nor "by", "be"
or "dose" where no blocked nose shows ("by friday", "the last dose").
"""

from __future__ import annotations

import functools
import itertools
import re

from .resaid import substituted

# Sounds of a cold (and of a caller's breath) written in brackets or stars: never words the caller said.
_SOUND = (r"(?:coughs?|coughing|sneezes?|sneezing|sniffs?|sniffing|sniffles?|sniffling|wheezes?|wheezing|clears throat"
          r"|clearing throat|throat clearing|blows nose|splutters?|spluttering|croaks?|hoarse(?:ly)?|sighs?|groans?)")
_BRACKETED = re.compile(r"[(\[*]\s*" + _SOUND + r"\s*[)\]*](?=[\s,.;!?]*[a-z0-9])", re.IGNORECASE)
# The same sounds as words, a clause alone: "achoo.", "sniff, sorry", "cough cough, ...".
_BARE = re.compile(r"(?:achoo|atishoo|ahem|sniff|sniffle|cough|sneeze)(?: (?:achoo|atishoo|ahem|sniff|cough))*")
# The caller's voice excused, a clause alone (a "sorry" or "pardon" before it, or not).
_EXCUSE = re.compile(
    r"(?:(?:so |very |really )?sorry(?: sorry)*|apologies|excuse me|pardon me|pardon)?\s*(?:(?:about|for) )?(?:"
    r"(?:(?:my|the|this) )?voice(?:(?: is|'s) (?:going|gone|shot|bad|croaky|hoarse|terrible|awful|rough))?"
    r"|(?:(?:i'm|i am|he's|she's|he is|she is|we're|they're) )?(?:a bit |so |really |very |all |quite )?"
    r"(?:croaky|hoarse|wheezy|chesty|sniffly|snuffly|bunged up|stuffed up|blocked up|full of cold)"
    r"|croaky voice|(?:a |my )?blocked nose|(?:my )?nose(?: is|'s) (?:blocked|bunged up)|(?:a |my )?sore throat"
    r"|(?:pardon|excuse) the (?:voice|croak|sneezing|coughing|sniffing|sniffles))"
    # "... so quickly please", "..., so make it quick": the call asked to be quick for it, nothing else.
    r"(?: so (?:(?:be )?quick(?:ly)?|i'll (?:be quick|keep it short)|keep it short|make it quick)(?: please)?)?")
_SORRY = re.compile(r"(?:(?:so |very )?sorry(?: sorry)*|excuse me|pardon me|pardon|bless me)")

# Words of a call with an "m" or an "n", heard through a blocked nose as "b" and "d" (or "b").
_CALL_WORDS = """me my mine name names number morning evening afternoon monday sunday month time times tomorrow
    tonight night now know not no on onto one in into and can cancel cancelled confirm confirmed confirmation person
    someone somebody anyone anybody human manager pharmacist pharmacy medicine medicines medication prescription
    inhaler open opening closing need needs needed want wanted mean meant seven nine ten eleven when then again done
    gone down phone line booking amount allowance i'm am from come coming many much more may might must next nose
    remind refill""".split()
# Forms so heard that are words of their own (or of two words of a call): never read as another.
_REAL = frozenset("""ab add baby bay be bean bo bot bow by do dose dot ib id ob obe od ode oped ted babe babes bead
    bore bose bust cab cad dame dames deed deeded deeds dine bide bight bine bibe dow dobe mead mide nide rebind dumber
    lide dide dight mady maby gode dode libe basal dasal dowd dowds""".split())  # "dowd": a name too


def _heard(word: str) -> list[str]:
    spots = [k for k, c in enumerate(word) if c in "mn"]
    forms = []
    for combo in itertools.product(*[("m", "b") if word[k] == "m" else ("n", "d", "b") for k in spots]):
        letters = list(word)
        for k, c in zip(spots, combo, strict=True):
            letters[k] = c
        forms.append("".join(letters))
    return [f for f in forms if f != word and f not in _REAL]


_BLOCKED = {form: word for word in _CALL_WORDS for form in _heard(word)}
_BLOCKED_WORD = re.compile(r"(?<![\w'])(" + "|".join(sorted(map(re.escape, _BLOCKED), key=len, reverse=True))
                           + r")(?=(?:'s)?(?![\w']))", re.IGNORECASE)
_SHOWN = re.compile(r"\bblocked dose\b|\bdose(?: is|'s) blocked\b|(?:^|[,.;!?]\s*)by (?:voice|dose)\b", re.IGNORECASE)
# Where the turn shows the blocked nose: the words of a call that are words of their own too, read by their place.
_IN_PLACE = tuple((re.compile(pattern, re.IGNORECASE), repl) for pattern, repl in (
    (r"\b(give|get|put|tell|let|send|call|ring|help|book|transfer|connect|stop) be\b", r"\1 me"),
    (r"(^|[,.;!?]\s*|\bsorry,? )by (?=[a-z])(?!(?:the|then|now|tonight|tomorrow|noon|monday|tuesday|wednesday"
     r"|thursday|friday|saturday|sunday|next|post|phone|email|text|end|close|closing)\b)", r"\1my "),
    (r"\bblocked dose\b", "blocked nose"), (r"\bdose(?=(?: is|'s) blocked\b)", "nose"),
    (r"\bod\b(?= (?:the|a|my|it|to|friday|monday|saturday|sunday)\b)", "on"),
    (r"\b(i'm|it's|is|am|are|was|i am|do|does) dot\b", r"\1 not"),
))


def _meant(m: re.Match[str]) -> str:
    """The word meant, but a capitalised one inside the text (a name: "Mr Dabe") is left as written."""
    return m.group(1) if m.group(1)[:1].isupper() and m.start() > 0 else _BLOCKED[m.group(1).lower()]


def _unblocked(text: str) -> str:
    read = _BLOCKED_WORD.sub(_meant, text)
    if read == text and not _SHOWN.search(text):
        return text
    return substituted(read, _IN_PLACE)


# "we do not want to catch covid", "we don't wanna catch a bug": a worry of falling ill, said as a wish not to; it
# refuses nothing ("we don't wanna catch the early one" is left).
_CATCHING = re.compile(r"\b(?:don't|dont|do not) (?:want to|wanna) (catch) (?=(?:anything|something|a (?:cold|bug|virus"
                       r"|chill|cough)|covid|the flu|flu|whatever|germs)\b)", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def head_cold(text: str) -> str:
    """`text` with the sounds of a cold read past, the words of a blocked nose read as meant and the voice excused
    left out, when two words or more are left; else `text` with the blocked nose's words read alone."""
    plain = _CATCHING.sub(r"would hate to \1 ", _unblocked(_BRACKETED.sub(", achoo,", text)))  # a sound: a clause
    pieces = re.split(r"([,.;!?]+)", plain)
    clauses = [(pieces[k], pieces[k + 1] if k + 1 < len(pieces) else "") for k in range(0, len(pieces), 2)]
    said = [c.strip().lower() for c, _ in clauses]
    full = [k for k, s in enumerate(said) if s]
    left = [not s or not (_EXCUSE.fullmatch(s) or (_BARE.fullmatch(s) and k < full[-1])) for k, s in enumerate(said)]
    for n, k in enumerate(full):
        near = [j for j in full[max(0, n - 1) : n + 2] if j != k and not left[j]]
        if near and _SORRY.fullmatch(said[k]):
            left[k] = False
    kept = "".join(c + mark for (c, mark), ok in zip(clauses, left, strict=True) if ok and c.strip()).strip(" ,;")
    if len(re.findall(r"[a-z0-9']+", kept.lower())) < 2:
        return _unblocked(text)
    return text if all(left) and plain == text else kept
