"""Talk to the agent as to a smart speaker or a phone's assistant. The assistant's wake word opening the turn ("hey
siri, ...", "okay google ...", "alexa, ...") calls up nobody at the agent's end and is read past (`woken`, read by
`text.unstutter` on the words as written, so every rule, extractor and the matcher see the turn without it). "check
flight", "check booking", the command with its "my" left out, checks the caller's own ("check my flight"); "stop" said
(once or more) opening the turn straight before a human asked for halts the agent's talking, no thing called off: read
past, the human asked for stands (both `speaker_talk`, read by `dialect.standard`, last). A command meant for the
speaker opening the turn ("set a reminder", "play the news", "turn the lamp off") and taken back at once ("sorry",
"oops", "i mean", a no before them), or the caller's own try said not to work ("this isn't working, then") before
"look" or "right" and what is asked, is read past: what follows is asked (`commands_past`, read by
`restarts.repaired`, first).

Not a name that opens the turn before more of it ("alexa jones needs a seat": a bare wake word only with a pause
marked after it), "check flights to rome" or "check flight times" (flights searched, times asked), "stop the refill, a
person at the surgery changed it" (a thing stopped), a command not taken back ("set a reminder for my pills, and a
refill too"), nor a thing of the caller's not working ("my inhaler's not working, look, ...").
"""

from __future__ import annotations

import re

from .resaid import resaid_all

# "hey siri, ...", "ok google is the lisbon one on time", "okay computer, reserve ...": a hello or an okay and the
# assistant's name; "alexa, opening hours", "siri... uh": the name alone, a pause written after it.
_WAKE = re.compile(r"^\s*(?:(?:hey|hi|ok|okay)[,.!]*\s+(?:siri|google|alexa|cortana|bixby|computer)\b"
                   r"|(?:siri|alexa|cortana|bixby)(?=\s*[,.!?;:\u2026]))[\s,.!?;:\u2026]*", re.IGNORECASE)


def woken(text: str) -> str:
    """`text` without the wake word of a smart speaker or a phone's assistant opening it."""
    read = _WAKE.sub("", text, count=1)
    return read if read.strip() else text


_READINGS = (
    # "check flight", "check booking status": the caller's own checked, the "my" of the command left out (not "check
    # flights", "check flight times / prices": searched or asked of flights).
    (re.compile(r"^((?:[a-z]+ ){0,2}?(?:check|checking)) (flight|booking|reservation|refill|prescription|order)\b"
                r"(?! (?:times?|prices?|fares?|deals?|options?|numbers?|details|schedules?|costs?|in|out)\b)"),
     r"\1 my \2"),
    # "stop stop human", "stop, an actual human": the agent's talking halted before a human asked for.
    (re.compile(r"^(?:(?:stop|wait) )*stop (?=(?:an? )?(?:real |live |actual )?(?:human|humans|person|operator)\b)"),
     ""),
)


def speaker_talk(out: list[str]) -> list[str]:
    """`out` with a command said as to a smart speaker read as said plainly."""
    return resaid_all(out, _READINGS)


# "set an alarm, oops, no, i mean ...", "play the radio, sorry, not you, ...": the speaker's command, taken back by more
# than a bare no (not "turn it, no, the other way": a thing put right).
_MARK = r"(?:no|nope|sorry|oops|wait|actually|i mean|not you)\b\s*[,.;!?\u2026]*"
_COMMAND_BACK = re.compile(r"^\s*(?:set|play|turn|switch|remind|skip|pause|resume)\b(?: [a-z']+){0,4}"
                           r"\s*[,.;!?\u2026]+"
                           r"(?=(?:\s*(?:no|nope)\b\s*[,.;!?\u2026]*)*\s*(?:sorry|oops|wait|actually|i mean|not you)\b)"
                           r"(?:\s*" + _MARK + r")+\s*(?=[a-z])", re.IGNORECASE)
# "order... no, this isn't working, then. right, ...": the caller's own try said not to work, then what is asked.
_NOT_WORKING = re.compile(r"^\s*(?:[a-z']+\s*[,.;!?\u2026]+\s*)?(?:no,? )?(?:that's not|that is not|that isn't"
                          r"|this is not|this isn't|it's not|it isn't|it is not) working(?:,? (?:then|is it))?"
                          r"\s*[,.;!?\u2026]+\s*(?:look|ok|okay|right|anyway|so|well)\b[\s,.;!?\u2026]*(?=[a-z])",
                          re.IGNORECASE)


def commands_past(text: str) -> str:
    """`text` after a command meant for the speaker taken back, or the caller's own try said not to work, opening it
    (the wake word before them read past), when words are left after; else `text` as it was."""
    plain = woken(text)
    found = _COMMAND_BACK.match(plain) or _NOT_WORKING.match(plain)
    return plain[found.end() :] if found and len(plain[found.end() :].split()) >= 2 else text
