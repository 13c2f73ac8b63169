"""The caller refusing the machine they hear: "we're not speaking to a computer", "a person, not a bot", "i really can't
deal with a recording". It refuses none of the agent's things (`refusals.not_refusing` takes it out) and asks for a
person (understand.py, evidence.py, people.py). Moved here from refusals.py so that remarks.py may read it too: the
caller's own unwillingness to go on with the machine is a word of asking for a person, no remark
(`unwilling_with_machine`).
"""

from __future__ import annotations

import re

from voice_agent.engine.gate import gated
from voice_agent.engine.text import words

# "we're not speaking to a computer", "a person, not a bot", "rather than this robot": refusing the machine the caller
# hears refuses none of the agent's things; it asks for a person (understand.py).
# "I'm not discussing my tablets with a recording", "I don't want to do this with an automated line": the same.
# "I'm not spelling my name out to a computer again", "we're not repeating it to a machine", "i'm not doing all that
# with a robot": the same.
# "we're not keen on speaking with a computer", "i'm not happy dealing with a machine": unwilling, said as a liking, the
# same.
# "i'm not spending my break chatting to a machine", "we're not wasting time speaking to a robot": the same, the time
# it would take named.
MACHINE = gated(re.compile(r"(?:\b(?:i'm|im|i am|we're|we are) not (?:(?:keen on|happy|comfortable) "
                           r"|(?:spending|wasting) (?:[a-z']+ ){1,3}?)?"
                           r"(?:talking|speaking|dealing|doing|discussing"
                           r"|going through|going over"
                           r"|spelling|repeating|saying|reading|explaining|giving|telling|getting on|getting along)"
                           # "not telling a computer ..."
                           r"(?:(?: [a-z']+){0,4}? (?:to|with) |(?<=telling) |(?<=giving) )"
                           # "i'm not going to moan to a machine", "we're not gonna explain it to a robot": the same.
                           r"|\b(?:i'm|im|i am|we're|we are) not (?:going to|gonna) "
                           r"(?:talk|speak|deal|explain|go through|repeat|complain|moan)(?: [a-z']+){0,4}? (?:to|with) "
                           # "I can't do this with a machine", "won't deal with a computer", "we don't discuss it with
                           # bots".
                           r"|\b(?:i|we) (?:really |just |simply )?(?:can't|cant|cannot|won't|wont|will not|refuse to"
                           r"|(?:don't|dont|do not)(?: want to)?) (?:keep )?"
                           r"(?:(?:do|explain)(?: all)? (?:this|it|that)|deal|cope"
                           # "we can't keep repeating ourselves to a computer": saying it again to the machine, the
                           # same.
                           r"|(?:repeat|repeating|explaining) (?:myself|ourselves|it|this|that)(?: again| over)?"
                           r"|talk|speak|be doing this|discuss(?: [a-z']+){1,4}?) (?:to|with) "
                           # "we'd rather not deal with a robot": unwilling, said as a preference, the same.
                           r"|\b(?:i'd|we'd|id|i would|we would) (?:much |really )?rather not "
                           r"(?:(?:do this|do it|deal|talk|speak|go through (?:this|it)) (?:to|with) "
                           # "i'd rather not go through the automated line", "we'd rather not do it by machine": the
                           # machine as the way the call goes, the same.
                           r"|(?:go|do (?:this|it)|be dealt with) (?:through|via|by|on) )"
                           # "I don't think a computer can cope with that": the machine doubted, the same.
                           r"|\b(?:i|we) (?:don't|dont|do not) think "
                           r"(?=(?:a|an|the|this|your|some) (?:bot|robot|machine|computer|automated)"
                           r"(?: [a-z]+)? (?:can|could|will|would)\b)"
                           # Not saying what someone is: "I'm not a robot", "you're not a machine, are you".
                           r"|(?<!\bi'm )(?<!\bim )(?<!\bam )(?<!\byou're )(?<!\bare )(?<!\bit's )(?<!\bis )"
                           r"\b(?:(?:not|rather than|instead of) (?:with |to )?|(?:don't|dont|do not) want ))"
                           r"(?:a |an |the |this |that |some |no |your )?(?:stupid |bloody |automated |recorded )?"
                           r"(?:bot|robot|machine|computer|recording"
                           # "not this recorded voice, someone real": the machine's recorded voice, the same.
                           r"|(?:(?<=automated )|(?<=recorded ))(?:line|system|service|voice|message|thing))s?\b"
                           # "we can't cope with the menu business", "i can't deal with these options": the machine's
                           # menu, the same. "we can't hear your options", "we can't follow your menu": the same, not
                           # made
                           # out.
                           r"|\b(?:i|we) (?:really |just )?(?:can't|cant|cannot|won't|wont|don't|dont) "
                           r"(?:do|deal with|cope with|stand|bear|handle|hear|follow|make out)"
                           r" (?:(?:this|these|the|your) )?(?:stupid |bloody |automated |phone )?(?:menu|menus|options"
                           # "we don't do these automated systems": the machine's line, the same ("i can't stand
                           # automated
                           # systems": no word before it).
                           r"|(?<=automated )(?:line|lines|system|systems|service|services|voice|voices)"
                           r"|machines|robots|bots|computers)\b"
                           # "we ain't doing phone menus", "we're not doing your options": the menu refused as a thing
                           # one does, the same (not "i ain't doing the trip": one of the agent's things).
                           r"|\b(?:(?:i|we) (?:ain't|aint)|(?:i'm|im|i am|we're|we are) not) doing"
                           r" (?:(?:this|these|the|your|any) )?"
                           r"(?:stupid |bloody |automated |phone )?(?:menu|menus|options|buttons)\b"
                           # "the computer can't follow me", "this machine keeps talking over me": the machine blamed.
                           r"|\b(?:the|this|your) (?:stupid |bloody )?(?:machine|robot|computer|bot)"
                           r" (?:can't|cant|cannot|won't|wont|doesn't|doesnt|does not|isn't|isnt|keeps)\b"
                           # "you keep getting my answers mixed up", "you just keep mishearing us": the one the caller
                           # hears
                           # blamed for the words lost, the same (not "you got my date wrong on the booking": a thing
                           # held
                           # put wrong).
                           r"|\byou (?:keep|keeps|just keep) (?:getting (?:me|my|our) (?:words|answers|name)"
                           r" (?:wrong|mixed up)"
                           r"|mishearing (?:me|us|my|our)|hearing (?:me|us) wrong)\b"
                           # "no robots, a trained one please", "no more machines", "no time for this robot": none.
                           r"|\bno time for (?:a |an |the |this |that |your )?(?:bot|robot|machine|computer"
                           r"|recording)s?\b"
                           # "honestly no time for all this, an operator please": the call with the machine itself, a
                           # person
                           # named straight after, the same (not "no time for all this, just cancel it").
                           r"|\bno time for (?:this|all this|any of this)"
                           r"(?= (?:a|an|just|get|put|give me) (?:(?:real|actual|live|proper)"
                           r" )?(?:person|human|someone|somebody|operator)\b)"
                           r"|\bno (?:more )?(?:stupid |bloody |automated )?(?:bots|robots|machines|computers"
                           r"|recordings)\b"
                           # "no more machine, a human please": the machine had enough of, said in the singular, the
                           # same
                           # (closing the turn or before who is wanted; not "no more robot jokes": a thing of its kind).
                           r"|\bno more (?:of )?(?:this |the |that |your )?(?:stupid |bloody |automated )?"
                           r"(?:bot|robot|machine|computer|recording)(?=$| (?:please|operator|operators|person|human"
                           r"|someone"
                           r"|somebody|a|an|the|i|we|just|thanks|now|give|get|put)\b)"
                           r"(?! (?:are|is|were|was|can|could|will|would|do|does|did)\b)"))


def refuses_machine(text: str) -> bool:
    return MACHINE.search(" ".join(words(text))) is not None


# "we just can't do it with a robot", "i really can't deal with a machine": the caller (or theirs) unwilling to go on
# with the machine, said of oneself; not the machine blamed ("the computer keeps cutting out"), which tells.
_OWN = re.compile(r"(?:i|we|i'm|im|we're|i'd|we'd|id)\b")


def unwilling_with_machine(text: str) -> bool:
    """Whether the caller says they will not (or cannot) go on with the machine."""
    found = MACHINE.search(" ".join(words(text)))
    return found is not None and _OWN.match(found.group(0)) is not None
