"""No one needed beside a thing asked: "renew my inhaler, i won't need to talk to anybody, ta", "the friday one for
two, and no, we don't need a human". The caller forgoes being put through to someone, said in a clause of its own
beside the thing they ask for; the "not" refuses only the handoff nobody asked for, and what is asked around it
stands. `disclaimed.disclaimed` takes it out before a refusal is looked for; said alone ("no, i don't need anyone")
it is all the turn says and still declines (`text.aside_removed`)."""

from __future__ import annotations

import re

from voice_agent.engine.gate import gated
from voice_agent.engine.text import aside_removed

# The caller (or the caller's side) not needing, now or later: "i don't need", "we won't need", "i will not need".
_NOT_NEEDING = (r"(?:(?:no|nah|nope),? )?(?:(?:i|we) (?:don't|dont|do not|won't|wont|will not) (?:really |even )?need"
                # "we've got no need to chat with anyone", "i have no need of a human": the need disowned, the same.
                r"|(?:i've|i have|we've|we have)(?: got)? no (?:real )?need(?= (?:to|of|for)\b))")
# Anyone at all, not one of the agent's own people by their trade: "a person", "a human", "anyone",
# "a chat with anyone"; "no one", "nobody" after the no ("we don't need to chat with no one"), the no said twice as
# regions say it.
_ANYONE = r"(?:anyone|anybody|someone|somebody|no one|noone|nobody|a (?:person|human|real person|human being))"
# "we don't need somebody to walk us through it", "i don't need anyone to explain anything": anyone to guide the
# caller through the thing or explain it, the same forgoing.
_GUIDING = (r" to (?:(?:talk|walk|take|guide|run) (?:me|us) through|explain|go over)"
            r" (?:it|this|that|anything|everything|things|the [a-z]+)")
_TO_ANYONE = (r" (?:" + _ANYONE + r"(?:" + _GUIDING + r")?|(?:a )?(?:chat|word|natter) with " + _ANYONE
              + r"|(?:to|of|for) (?:speak|talk|chat|natter|speaking|talking|chatting) (?:to|with) " + _ANYONE + r")")
# The clause ends there, or the caller goes on to what they do want, or to their name: "i don't need anyone to ring
# me back" asks something else of the agent's people.
_ENDS = r"(?= *(?:[,.;!?]|$)| (?:just|only|but|thanks|thank you|ta|cheers|it's|its|this is|my name)\b)"
NO_ONE_NEEDED = gated(re.compile(r"\b" + _NOT_NEEDING + _TO_ANYONE + _ENDS))


# "nah we don't need anybody, it's only the reception being weak": the line or the signal blamed is all that is said
# beside it, no thing asked; the forgoing stands, and declines (not "..., it's the line, just book the lisbon one").
_LINE_BLAMED = re.compile(r"^(?:(?:it's|its|it is|that's|thats|that is) )?(?:just |only )?(?:the|my|this|your) "
                          r"(?:signal|line|connection|reception|phone line)(?: (?:that's|that is|is|being|was))?"
                          r"(?: (?:so |really |very )?(?:bad|poor|rubbish|awful|terrible|dodgy|weak|patchy"
                          r"|breaking up))?$")


def no_one_needed_removed(said: str) -> str:
    """`said` without a clause forgoing anyone to talk to (`NO_ONE_NEEDED`), when something else is asked around it
    (not the line blamed alone: `_LINE_BLAMED`)."""
    removed = aside_removed(NO_ONE_NEEDED, said)
    return said if removed != said and _LINE_BLAMED.match(" ".join(re.findall(r"[a-z']+", removed))) else removed


def forgone_at(tokens: list[str], k: int) -> bool:
    """Whether the person at `k` of `tokens` closes a clause forgoing anyone (`NO_ONE_NEEDED`): "i don't need to speak
    to anyone, just my ... again please" asks for no one, so the person is not where the asking ends (`people`)."""
    said = " ".join(tokens[max(0, k - 8) : k + 1])
    return any(found.end() == len(said) for found in NO_ONE_NEEDED.finditer(said))
