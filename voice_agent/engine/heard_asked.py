"""The line checked before what is asked: whether the agent heard the caller ("did you catch all that?", "could you
understand me?") or is there at all ("is this line working?", "are you still there?", a lone "hello?" before it), the
caller saying they missed the agent's words ("eh?", "sorry, i didn't catch you") or that its voice is too fast for
them ("your voice is a bit quick for us"), each a clause of its own opening the turn. A caller who is hard of hearing
or on a bad line checks the line before giving the request again; the check asks nothing a guideline answers, and
its "did" or "didn't" is no question nor refusal of the matter. Read past (`heard_past`, from restarts.repaired): what
follows is asked. "did you catch me saying ..." keeps what the caller says they said, the value
read out again after it. Not a thing heard of ("did you hear about the strike"), nor a thing received ("did you get my
email"), nor the check alone or with one word after it.
"""

from __future__ import annotations

import re

from voice_agent.engine.text import split_clauses, words

# The agent asked whether it heard: "could you catch that", "did you get all of that"; the caller missing the agent:
# "i didn't catch you", "we couldn't make out a word".
_OPENING = r"^(?:(?:eh|pardon|sorry|what|hello|huh|um|er|erm|oh) )*"
_CHECKED = re.compile(_OPENING + r"(?:(?:did|do|can|could) you (?:hear|catch|understand)"
                      r" (?:me|that|all that|all of that|it|what i said|any of that)"
                      r"|(?:did|do) you get (?:me|all that|all of that|what i said)"
                      # "is this phone even on", "are you still there": whether the line is live, as one tries it.
                      r"|is this (?:thing |phone |line )?(?:even )?(?:on|working|switched on)|are you (?:still )?there"
                      r"|(?:(?:i|we) )?(?:didn't|did not|couldn't|could not|can't|cannot) (?:quite |really |properly )?"
                      r"(?:hear|catch|make out) (?:you|that|what you said|a word|a word of that)"
                      # "your computer voice is a bit quick for us": the agent's voice too fast or slow for the caller.
                      r"|(?:(?:your|ur|the|this) )?(?:robot |computer |machine |phone )?voice (?:is |'s )?"
                      r"(?:too|so|very|a bit|far too) (?:fast|quick|slow)(?: for (?:me|us|my [a-z]+))?"
                      r")(?: (?:sorry|love|dear|there))?$")
# ... or the word of not hearing alone, asked with a question mark ("huh?", "say again?"); not "eh," opening a turn,
# as many say it to begin (the East African "eh, ...").
_NOT_HEARD = re.compile(r"^(?:(?:sorry|oh) )?(?:eh|pardon|huh|what|come again|what was that|say again)$")
# "hello? is this phone on?": a hello alone before the check, as the line is tried.
_HELLOS = frozenset("hello hey hi hiya".split())
# "could you hear me saying the nine forty", "did you catch me saying r x one two": what the caller said, said again.
_SAID_AGAIN = re.compile(_OPENING + r"(?:did|do|can|could) you (?:hear|catch|get) me (?:say|saying|said) (?=\S)",
                         re.IGNORECASE)


def heard_past(text: str) -> str:
    """`text` after its opening clauses that check the line (`_CHECKED`, `_NOT_HEARD`), what the caller says they
    said kept (`_SAID_AGAIN`), when two words or more are left; else `text` as it was."""
    rest, kept, checked = text, "", False
    while len(parts := split_clauses(rest, 1)) == 2:
        opening = parts[0].strip()
        said = " ".join(words(opening))
        again = _SAID_AGAIN.match(opening)
        if again:
            kept, rest, checked = opening[again.end() :], parts[1], True
            break
        if not said or said in _HELLOS or _CHECKED.match(said) or (
                _NOT_HEARD.match(said) and rest[len(parts[0]) :].startswith("?")):
            rest, checked = parts[1], checked or (bool(said) and said not in _HELLOS)
            continue
        break
    if not checked or len(words(rest)) < 2:
        return text
    return f"{kept}, {rest.lstrip()}" if kept else rest.lstrip()
