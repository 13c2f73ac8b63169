"""Whether a caller's words read as a whole turn, by what the agent understands of them.

The voice pipeline asks at a pause in the caller's speech, before it decides the turn has
ended: the sound of a pause ("I'd like to book." said with a falling tone) and the look of the
words (a whole sentence) cannot tell a caller who is thinking from one who is done; what the
agent would do with the words can. The rules, in order:

1. **An answer the session awaits** is whole: yes or no (or a changed value) to a read-back,
   the value of the argument the agent asked for, yes or no to "Do you want to ...?". The
   session's state decides these (`StrictDialogue.reads_whole`), before the rules below.
2. **A built-in move** (greeting, thanks, goodbye, "hold on", a status check), a cancellation, a
   negation, or a question the agent cannot answer is whole: nothing more is needed to answer it.
   A request the agent would decline as it stands ("would you book me in", nearer to another
   service than to booking a flight) goes to rule 3: it may go on with what it is about.
3. **A request whose tool lacks every value it needs** is not whole: the best guideline (or
   the one the agent would ask about) has a tool with required arguments that the words can
   give, and they give none ("I'd like to book" goes on with the flight and the name). Said
   alone, such a request is answered a little later (after the longest pause), never cut.
   So is one that lacks a value and ends on a code read out a digit at a time ("book B A one
   one"): callers pause between the groups of a code, and the pause is not the end.
4. **No guideline chosen, and nothing but question words and filled pauses** is not whole
   ("How much?", "So, um, what"): there is nothing yet to answer, even when the agent would
   guess at a guideline to ask about (checked before rule 3).
5. Anything else is whole.

Not whole only ever delays the answer to the longest pause the pipeline allows; it never
drops words or makes a second turn.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from voice_agent.engine.acts import SpeechAct
from voice_agent.engine.read_out import DIGIT_WORDS
from voice_agent.engine.text import content_tokens, words
from voice_agent.engine.understand import Choice, Understanding
from voice_agent.guidance import Guideline

# Sounds a recogniser may write for a caller thinking aloud; they carry no request.
FILLED_PAUSES = frozenset("um umm uh uhm er erm hmm mm ah eh".split())


@dataclass(frozen=True)
class Wholeness:
    """The answer, and why (for the DEBUG log, `voice-agent explain` and the benchmark)."""

    whole: bool
    reason: str


def by_meaning(u: Understanding, extract: Callable[[Guideline, str], Mapping[str, Any]]) -> Wholeness:
    """Rules 2-5 on one understanding; `extract(guideline, text)`: the tool arguments the words
    give (the dialogue's own extraction, so "given" means what the turn would use)."""
    d = u.decision
    # A request the agent would decline (nearer another service than its guideline) is still a
    # request: "would you book me in" may go on with the flight, so rule 3 judges it.
    cannot = d.choice is Choice.CANNOT and u.act.act is not SpeechAct.REQUEST
    if d.choice in (Choice.INTENT, Choice.CANCEL, Choice.DECLINE) or cannot:
        return Wholeness(True, f"{d.describe()}: answerable as said")
    if u.act.act in (SpeechAct.CANCEL, SpeechAct.NEGATION):
        return Wholeness(True, f"a {u.act.act.value}")
    if d.guideline is None and not _content_beyond(u.text, u.act.cue):
        # a weak guess ("how much is" -> clarify: baggage?) is no answer to nothing said yet
        return Wholeness(False, "no guideline chosen, and no words beyond question words and fillers")
    target = d.guideline if d.guideline is not None else (d.candidates[0] if d.candidates else None)
    if target is not None:
        # required arguments the words could give (a parameter without an extractor never is)
        needs = list(dict.fromkeys(p.name for t in target.tools for p in t.parameters
                                   if p.required and p.name in t.extract))
        given = set(extract(target, u.text)) if needs else set()
        if needs and not set(needs) & given:
            return Wholeness(False, f"{target.id} needs {', '.join(needs)}; the words give none yet")
        lacking = [n for n in needs if n not in given]
        if lacking and _reading_out_a_code(u.text):
            return Wholeness(False, f"{target.id} needs {', '.join(lacking)}; the words end on a code being read out")
        return Wholeness(True, d.describe())
    return Wholeness(True, "nothing matched, but the words say something: answered as they are")


def _reading_out_a_code(text: str) -> bool:
    """Whether the words end on a code read out a digit at a time ("B, a one, one.", "4 4"): the
    last two are single digits, as a recogniser writes them or as words."""
    last = re.findall(r"[a-z0-9]+", text.lower())[-2:]
    return len(last) == 2 and all(w in DIGIT_WORDS or (len(w) == 1 and w.isdigit()) for w in last)


def _content_beyond(text: str, cue: str) -> bool:
    """Whether `text` has a content word besides its speech-act cue ("how much") and fillers."""
    plain = " ".join(w for w in words(text) if w not in FILLED_PAUSES)
    if cue:
        plain = re.sub(rf"\b{re.escape(' '.join(words(cue)))}\b", " ", plain)
    return bool(content_tokens(plain))
