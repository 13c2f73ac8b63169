"""What is asked for after a refusal, said as a request of the agent rather than as a want
(and as a want: "..., I'd like ...", "..., I just want ..."): "I don't want the early
one, book the later one instead", "I don't want a connection so put me on the direct one", "I'll
skip the cream this time, just the drops if you would", "I'm not sure about any of this, could you
connect me to someone". The thing refused is no longer matched; the request after it is what the
caller says (understand.py reads its speech act there).
"""

from __future__ import annotations

import re

from voice_agent.engine import acts
from voice_agent.engine.address import unaddressed
from voice_agent.engine.disclaimed import only_asking_first
from voice_agent.engine.for_others import someone_else_refuses
from voice_agent.engine.machine_first import past_machine_refused
from voice_agent.engine.need_none import needs_none
from voice_agent.engine.refusals import NOT_ABOUT
from voice_agent.engine.text import split_clauses, words
from voice_agent.engine.unrelated import NOTHING_TO_DO_WITH, THING_OPENS

# "no I don't need anyone, I just want to be on the united one", "I'm not ordering anything, I just
# want to know if ...", "not a refill, no, I'd rather ask the pharmacist": one thing refused, then
# what the caller wants instead, in a clause of its own that opens with the wanting.
# "never mind the booking, i'll sort that later, right now i want a word with ...": when, before the wanting, the same.
_WANTS_INSTEAD = re.compile(r"^(?:(?:no|nah|nope|so|but|and|just|well|um|uh|er|erm|actually|honestly|anyway|look|listen|right now|for now|now|today) )*"
                            r"(?:(?:i|we) (?:just |only |really |actually |simply |merely )?(?:want|wanna"
                            r"|need(?! (?:to think|time|a (?:moment|minute|bit)|to sleep on"
                            r"|to talk (?:it|this|that|things) (?:over|through)(?! with| to)))|would like|would rather)"
                            r"|(?:i'd|we'd|id) (?:just |only |much |merely |simply )?(?:like|rather)"
                            r"|just (?:tell|let|book|get|put|check|give|do|send|sort|renew|redo)"
                            r"|just (?:the|my|our|his|her) (?:[a-z']+ ){1,4}please"
                            # "not the chemist, just her regular pack of the drops": the next or usual supply named
                            # after "just" is the thing wanted, the wanting unsaid, the same.
                            r"|just (?:the|my|our|his|her|their) (?:next|usual|regular|normal|monthly|weekly) [a-z']+"
                            # "i'm not after a new one, i merely wondered whether ...": wondering, said in the past, the same.
                            r"|(?:i|we) (?:just |only |merely |simply )?(?:wondered|(?:was|were) (?:just |only |merely |simply )?wondering)"
                            # "..., i'm after a word with ...", "..., we're wanting ...": the wanting, under way.
                            r"|(?:i'm|im|we're|i am|we are) (?:just |only |really |actually )?(?:wanting|needing|after|looking for)"
                            # "..., i'm only ringing to see whether ...": why one rang, the same.
                            r"|(?:(?:i'm|im|we're|i am|we are) )?(?:just |only )(?:ringing|calling|phoning) to (?:see|check|ask|find out|know)"
                            # "..., just checking the refill is done", "..., just whether it's been sorted": only asking;
                            # "..., just is the one for my son ready": the question itself after "just";
                            # "..., only wondering if ...": the wondering, its subject unsaid, the same.
                            # "..., only if ...": the wondering itself unsaid, the same (read by `spanish.spanish`).
                            # "..., just making sure the order got through": making sure, a checking, the same
                            # (not "making sure you add me": a thing asked done).
                            r"|(?:just|only) (?:checking|chasing|wondering|making sure(?! (?:that )?(?:you|ye|u|to)\b)"
                            r"|whether|if|is|are|has|have|did|was)"
                            # "no no, i not want new booking, only to know if ...": only asking, in an infinitive.
                            r"|(?:just|only) (?:to|for|want to|wanna) (?:know|ask|check|see)"
                            # "not after a person, just want the same again": the wanting, its subject unsaid after "just", as texts drop it.
                            r"|just (?:want|wanna)"
                            # "not a new order, i've got a query for the chemist": a question the caller has, said as had, is a want of asking.
                            r"|(?:(?:i|we) (?:just |only )?(?:have|have got|got)|(?:i've|we've|ive) (?:just |only )?got) (?:just |only )?(?:a|one) (?:quick |small |little )?(?:question|query|enquiry|inquiry))\b")
# "no, my dad doesn't need a repeat, he wants a word with the chemist": the wanting of the one the caller speaks for,
# after their own not wanting (`for_others.someone_else_refuses`, not the caller's), the same.
_THEY_WANT_INSTEAD = re.compile(r"^(?:(?:no|nah|nope|so|but|and|just|well|actually) )*(?:(?:he|she|they)"
                                r" (?:just |only |really )?(?:wants|want|needs|would like|would rather)"
                                r"|(?:he'd|she'd|they'd) (?:just |only |much )?(?:like|rather))\b")
# "i'm not ordering again i only want to ask whether ...": with no comma, a wish to know or ask, with "just" or "only",
# opens a clause of its own after the refusal.
_KNOWING_JOINED = re.compile(r" (?=(?:i|we) (?:just|only) (?:want|wanna|need|wanted|would like)(?: to)? (?:know|ask|check|see|find out)\b)")
# "i don't need a person i only want to be on the late one to paris": a wish to be on a flight, run on the same way.
_KNOWING_JOINED = re.compile(_KNOWING_JOINED.pattern
                             + r"| (?=(?:i|we) (?:just|only) (?:want|wanna|need) (?:to be|to get) on (?:the|a)\b)")
# "no, i never asked for a car, i asked for a seat on ...", "i didn't mean a taxi, i meant a flight to ...": what the caller
# said (or meant), a thing named, put right after the thing they never said; only it is read (not "..., i said a seat
# isn't needed": a refusal said again).
_NEVER_SAID = re.compile(r"\b(?:never|didn't|didnt|did not) (?:said|say|meant|mean|asked|ask)\b")
_SAID_INSTEAD = re.compile(r"^(?:(?:no|but|well|actually) )*(?:i|we) (?:only |just |clearly |definitely )?(?:said|meant|asked for|asked about)"
                           r" (?:a|an) (?!(?:[a-z']+ ){0,3}(?:isn't|is not|wasn't|not|no)\b)")

# "not yet, i want to talk it over with my brother first": talking it over with one's own people is why
# the caller waits, no one asked of the agent.
CONSULTING_OWN = re.compile(r"\b(?:talk|chat|discuss|run|check|go over|think)(?: it| this| that| things| the [a-z]+)?(?:(?: over| through)? (?:with|by)| past)"
                            r" (?:my|our) (?!pharmacist\b|chemist\b)[a-z]+\b"
                            # "hold off, i need to ask her what dates she wants": asking one's own people first, the same.
                            r"|\bask (?:him|her|them|(?:my|our) (?!pharmacist\b|chemist\b)[a-z]+) (?:what|which|when|where|if|whether|first)\b"
                            # "hang on, don't book it yet, i need to ask the wife": "the" for one's own, closing the turn, the same.
                            r"|\b(?:ask|check with|talk to|speak to|talk with|speak with) (?:my|our|the) (?:wife|husband|missus|missis|partner|kids|family|other half"
                            # "not yet, i need to speak to my son first": one's children, parents and kin, the same.
                            r"|son|sons|daughter|daughters|children|grandson|granddaughter|grandchildren|brother|sister|mum|mam|mom|mother|dad|father)(?: first)? ?$"
                            # "not yet, we need the go ahead from our manager first": one's own people's approval, the same.
                            r"|\b(?:sign off|signoff|approval|authorisation|authorization|go ahead|say so) (?:from|by|of) (?:my|our|the) [a-z]+(?: [a-z]+)?(?: first)? ?$")

# The request of its own: a verb of asking in the imperative, "can / could / would you ...", a person
# asked after ("is there someone i can talk to"), or the thing alone with a courtesy ("just the X if you would").
# "..., only put me on the ...": "only" for "just", as callers of another first language say it, the same; so is
# "simply", as South Asian English says it ("..., simply put me on the ...").
_ASKED = re.compile(r"^(?:(?:so|but|and|just|only|simply|well|actually|instead|then|look|right|ok|okay) )*"
                    # "..., just post my inhaler again": the thing sent on to the caller, asked in the imperative, the
                    # same.
                    r"(?:(?:please )?(?:book|put|get|refill|reserve|order|renew|connect|transfer|send|post)"
                    r"(?: me| us)?(?= )"
                    r"(?! (?:rid|it|them|that|those|back|away|off)\b)"
                    # "no coach for me, so give us places on the ...": a thing handed over to the caller, asked.
                    r"|(?:please )?give (?:me|us)(?= )"
                    r"(?! (?:a|one|some|more) (?:minute|moment|second|sec|break|chance|time)\b)"
                    # "i'm not booking, only asking whether the seat is kept": the asking, whether a thing is so, all
                    # that was meant (not "i'm not asking if ...": the asking itself refused); "i ask only if", the
                    # same.
                    r"|(?:i'm |i am |im |i )?(?:only |just )?(?:asking|wondering|checking|ask)(?: only)?"
                    r" (?:if|whether)\b"
                    # "..., make one seat for my son", "..., make us a booking": a seat, a ticket or a booking made.
                    r"|(?:please )?make (?:me |us )?(?:a|an|one|two|three) (?:[a-z]+ )?"
                    r"(?:seats?|bookings?|reservations?|tickets?)\b"
                    r"|(?:can|could|would|will) you (?:please |just |maybe )?(?!not\b|hold\b|keep\b|wait\b|leave\b|call\b|ring\b)[a-z]+"
                    r"|is there (?:a |an )?(?:[a-z]+ )?(?:someone|somebody|anyone|anybody|person|human)(?: [a-z]+)? (?:i|we) (?:can|could) (?:talk|speak)"
                    # "..., let me speak to one of your people": letting the caller talk to someone, asked in the imperative.
                    r"|let (?:me|us) (?:talk|speak|have a (?:word|chat)|chat)(?= (?:to|with)\b)"
                    r"|just (?:the|my|our|his|her|their) (?:[a-z']+ ){1,4}(?:please|if you (?:would|could|can|don't mind|wouldn't mind)|thanks|cheers))\b")
# "no need for the nurse, just my usual patches, ...": only the thing named, closing its clause, after another thing
# refused by name (not after a bare "no thanks": "no thanks, just the one" keeps its no).
# "i don't want a chat with anyone, just another tube of my gel": one more of it ("another", "more", "some"), the same.
_ONLY_NAMED = re.compile(r"^(?:(?:so|but|and) )?(?:just|only) (?:the|my|our|his|her|their|another|more|some)"
                         r"(?: [a-z']+){1,4}$"
                         # "i'm not after the desk, only a ticket for the oslo flight on friday": a seat, a ticket or
                         # a refill, where, when or whom for said after it, the same.
                         r"|^(?:(?:so|but|and) )?(?:just|only) (?:the|a|one|my)"
                         r" (?:seat|place|ticket|flight|refill|repeat)"
                         r" (?:on|to|for|from)(?: [a-z0-9']+){1,12}$")
_BARE_NO = frozenset("no nah nope thanks thank you ta cheers".split())
# "not a new booking, the one from the email, is it confirmed": a new one refused, then "it" or "that" asked after in a
# clause of its own opened by its auxiliary: the one held is asked after, what the caller says (not "no new order, is
# there a charge": no "it"; not after a refusal of no new one: "no thanks, is it far" keeps its no).
_NEW_REFUSED = re.compile(r"\b(?:new|another|fresh|second|more)\b")
_HELD_ASKED = re.compile(r"^(?:(?:so|but|and|just|only|then) )*(?:is|are|has|have|did|was|were)"
                         r" (?:it|that|they|those|this)\b")
# Not a request that only puts off or keeps what was refused ("..., put it on hold", "..., get back to me").
_PUT_OFF = re.compile(r"\b(?:on hold|hold (?:it|them|that|everything|off)|back to (?:me|us)|later|another time|next (?:week|month|time))\b")
# Where the request may open inside the refusal's clause: "... so put me on ...", "... but could you ...". Not after
# the caller as subject: "..., i'll just take the ferry", "we'd just drive" tell what the caller will do, no request.
_JOINED = re.compile(r"(?<!\bi'll)(?<!\bwe'll)(?<!\bi)(?<!\bwe)(?<!\bi'd)(?<!\bwe'd)(?<!\bi'm)(?<!\bwe're)(?<!\bill)(?<! will) (?:so|but|then|just) (?=[a-z])")

# "..., the cream stings and i'd like ...": the wanting opening the second part of a clause after the story.
_WANT_JOINED = re.compile(r" (?:and|but|so) (?=(?:i|we|i'd|we'd|i'm|we're) )")


def _wanted_instead(text: str) -> str:
    """The clauses that say what is wanted after the caller refused another thing (or set it aside):
    "..., i'd like ...", "..., i just want ..."; or ""."""
    clauses = split_clauses(text)
    for n in range(1, len(clauses)):
        # "it's not about a refill, my eye drops sting, ...": what it is about follows the thing disowned.
        # ... "nah. it's not about the hours, ...": after a bare no in a clause of its own, the same.
        bare_no = words(clauses[0]) in (["no"], ["nah"], ["nope"])
        disowned = n == 1 + bare_no and NOT_ABOUT.match(" ".join(unaddressed(words(" ".join(clauses[:n]))))) is not None
        said_instead = _SAID_INSTEAD.match(" ".join(words(clauses[n]))) and _NEVER_SAID.search(" ".join(words(",".join(clauses[:n]))))
        clause, before = " ".join(words(clauses[n])), ",".join(clauses[:n])
        held_asked = _HELD_ASKED.match(clause) and _NEW_REFUSED.search(" ".join(words(before)))
        theirs = _THEY_WANT_INSTEAD.match(clause) and someone_else_refuses(before)
        if (disowned or said_instead or held_asked or theirs or _WANTS_INSTEAD.match(clause)) and \
                acts._refused(acts.classify(before)) and \
                not CONSULTING_OWN.search(" ".join(words(",".join(clauses[n:])))):
            return ",".join(clauses[n:])
    # "i'm not ordering again i just want to know ...": the wish to know run on after the refusal (`_KNOWING_JOINED`).
    first = " ".join(words(clauses[0]))
    for knowing in _KNOWING_JOINED.finditer(first):
        if acts._refused(acts.classify(first[: knowing.start()])):
            return ",".join([first[knowing.end() :], *clauses[1:]])
    # "i'm not after a booking, my refund's gone missing and i need a human": the wanting may open the
    # second part of a clause after the story ("and / but / so i need ...").
    if len(clauses) > 1 and acts.classify(clauses[0]).act is acts.SpeechAct.NEGATION:
        for n in range(1, len(clauses)):
            said = " ".join(words(clauses[n]))
            joined = _WANT_JOINED.search(f" {said}")
            if joined and _WANTS_INSTEAD.match(said[joined.end() - 1 :]):
                return ",".join([said[joined.end() - 1 :], *clauses[n + 1 :]])
    return ""


# "never mind the hours, is my order ready", "forget the hotel question, what's the weight limit", "not the fare, only
# the baggage limit": the caller's own earlier question set aside (a thing one asks about, or "question" said), then
# what is asked now. Nothing is cancelled or refused; what follows is read alone. The luggage is asked about as the
# allowance is ("never mind the suitcases, is my seat confirmed").
_ASKED_ABOUT = (r"(?:question|questions|query|enquiry|inquiry|hours|times|price|prices|cost|fare|fares|fee|fees|weather|allowance|limit"
                r"|bags|bag|baggage|luggage|suitcase|suitcases|cases)")
_OWN_ASIDE = re.compile(r"^(?:(?:oh|ok|okay|actually|sorry|right|wait|no) )*(?:(?:never mind|nevermind|forget|forget about|scrap|scratch|ignore|skip)"
                        r" (?:the|my|that|about the) (?:[a-z']+ ){0,3}|not (?:the|about the) (?:[a-z']+ ){0,2})" + _ASKED_ABOUT +
                        r"(?: (?:bit|part|thing|one|for now|then))?$")


# "the repeat can wait, right now i need ...", "you can sort my order out later, i want ...": a thing put off to later,
# then what is wanted now (a request of its own); only that is read.
_LATER = re.compile(r"^(?:(?:ok|okay|right|look|well) )*(?:(?:you|we|i|they) can (?:sort|do|deal with|handle|look at|see to)"
                    r"(?: (?:the|my|our|that)(?: [a-z']+){1,3}?| it| that)(?: out)? (?:later|after|another time|afterwards)"
                    r"|(?:the|my|our|that) (?:[a-z']+ ){0,3}?can wait)$")

# "are you a robot or a person, never mind, it's for ...", "is this a recording, doesn't matter, ...": whether one speaks to
# a person or a machine, asked and then set aside in a clause of its own; what follows is read alone, whatever it is.
_WHO_ASKED = re.compile(r"^(?:[a-z']+ ){0,2}?(?:is|are) (?:this|that|it|you|i talking to|i speaking to)\b(?: [a-z']+){0,5}?"
                        r" (?:person|human|robot|machine|computer|bot|recording|lady|man|woman|people)(?: [a-z']+){0,4}$")
_LET_GO = re.compile(r"^(?:oh |ah |well )?(?:never mind|nevermind|no matter|doesn't matter|it doesn't matter|don't matter|whatever)$")


# "it's not a new booking we're wanting, ...": the kind said in a cleft, the caller's wanting closing it.
_WANTED_CLEFT = r"(?: (?:i'm|im|we're|i am|we are) (?:after|wanting|needing|looking for)| (?:i|we) (?:want|need))"
# "it's not a refill, i want the chemist to look at my rash", "this isn't a booking, can you put me through to ...": the
# kind of thing the call is not, said alone in the opening clause; what the caller wants (a want or a request of its
# own in the next clause) is read alone, the thing disowned no longer matched.
_NOT_A_KIND = re.compile(r"^(?:(?:no|nah|nope|well|look|listen|so) )*(?:(?:it's|its|it is|this is|that's|that is) not"
                         r"|(?:it|this|that) (?:isn't|isnt|is not)) (?:a|an) (?:[a-z']+ ){0,1}[a-z']+"
                         + _WANTED_CLEFT + "?$")


# "it's nothing to do with refills, ...", "this has nowt to do with my order, ...": the thing the call has nothing to do
# with, alone in the opening clause (with or without "a", "the", "my"), disowns that kind of thing the same way.
_NOTHING_TO_DO_KIND = re.compile(NOTHING_TO_DO_WITH + r"(?:" + THING_OPENS + r" )?[a-z']+(?: [a-z']+){0,2}$")


def _past_kind_disowned(clauses: list[str]) -> str:
    """The clauses after an opening one that only says which kind of thing the call is not (`_NOT_A_KIND`) or has
    nothing to do with (`_NOTHING_TO_DO_KIND`), when they open on a want or a request (`_WANTS_INSTEAD`, `_ASKED`);
    else ""."""
    opening = " ".join(words(clauses[0])) if clauses else ""
    if len(clauses) < 2 or not (_NOT_A_KIND.match(opening) or _NOTHING_TO_DO_KIND.match(opening)):
        return ""
    rest = " ".join(words(clauses[1]))
    if _WANTS_INSTEAD.match(rest) or _ASKED.match(rest):
        return ",".join(clauses[1:]).strip()
    # "it's not a refill i'm after, the patches itch and i'd like a word with ...": the want after the story, the same.
    joined = _WANT_JOINED.search(f" {rest}")
    wanted = rest[joined.end() - 1 :] if joined else ""
    return ",".join([wanted, *clauses[2:]]).strip() if wanted and _WANTS_INSTEAD.match(wanted) else ""


def asked_past_aside(text: str) -> str:
    """What is asked after the caller set their own earlier question aside (`_OWN_ASIDE`), or a thing put
    off to later (`_LATER`), or "", or the question after the caller said they only ask (`only_asking_first`)."""
    if disowned_first := only_asking_first(text):
        return disowned_first
    if (past_machine := past_machine_refused(text)) and _ASKED.match(" ".join(words(split_clauses(past_machine)[0]))):
        return past_machine  # "not talking to a machine, get me a human" (machine_first.py)
    clauses = [c for c in split_clauses(text) if words(c)]
    if disowned_kind := _past_kind_disowned(clauses):
        return disowned_kind
    if len(clauses) > 2 and _WHO_ASKED.match(" ".join(words(clauses[0]))) and _LET_GO.match(" ".join(words(clauses[1]))):
        return ",".join(clauses[2:]).strip()
    first, rest = " ".join(words(clauses[0])) if clauses else "", " ".join(words(",".join(clauses[1:])))
    only = re.match(r"(?:(?:just|only|but|rather) )+", rest)
    # Asked now: a request or a question of its own, or only the thing asked about ("..., just the X"); not a
    # remark ("not the hours, i know the hours": refused).
    asked = bool(only) or _WANTS_INSTEAD.match(rest) is not None or _ASKED.match(rest) is not None or \
        (bool(rest) and acts.classify(rest).act is acts.SpeechAct.QUESTION)
    if len(clauses) > 1 and asked and ((_OWN_ASIDE.match(first) and not (first.startswith("not") and not only))
                                        or _LATER.match(first)):
        return rest[only.end() :] if only else ",".join(clauses[1:]).strip()
    return ""


# "no, i'm not booking, i just rang to ask you a thing", "..., we only want to ask a quick question": asking said, the
# thing asked left unsaid, closing the turn: nothing is named to be wanted instead, and the refusal stands.
_ASKING_UNSAID = re.compile(r"^(?:(?:so|but|and|just|only|well|actually|honestly) )*"
                            r"(?:(?:i'm|im|we're|i am|we are|i|we) )?(?:just |only )?"
                            r"(?:(?:ringing|calling|phoning|rang|called|phoned|want|wanted|need|needed) to ask"
                            r"|(?:have|have got|got))(?: you)?"
                            r" (?:something|a question|a quick question|a thing|one thing|a query)"
                            r"(?: (?:else|quickly|first|actually|really))*$")
# "no, we're not ordering, only wondering": only wondering or curious, bare, the same, when the refusal opens the turn
# (not "are there seats left, i don't want one yet, just wondering": a question asked first).
_ONLY_WONDERING = re.compile(r"^(?:(?:so|but|and|well|actually|honestly) )*"
                             r"(?:(?:i'm|im|we're|i am|we are|i was|we were) )?(?:just|only|merely)"
                             r" (?:wondering|curious|asking|enquiring|inquiring|browsing|looking)$")


def asked_instead(text: str) -> str:
    """The words asked for after the caller refused another thing (or set it aside), or "": what the
    caller wants is read there, and the thing refused is no longer matched (understand.py)."""
    found = asked_past_aside(text) or _wanted_instead(text)
    if found and _ASKING_UNSAID.match(" ".join(words(found))):  # "..., i just rang to ask you a thing": none named
        found = ""
    if found and _ONLY_WONDERING.match(" ".join(words(found))) and acts._refused(acts.classify(split_clauses(text)[0])):
        found = ""
    if found and not needs_none(found):  # "no, i need nobody, not staff": no wanting instead
        return found
    clauses = split_clauses(text)
    for n, clause in enumerate(clauses):
        said = " ".join(words(clause))
        starts = ([0] if n else []) + [m.end() for m in _JOINED.finditer(f" {said}")]
        for start in starts:
            asked = said[max(start - 1, 0) :].strip()
            rest = [asked, *clauses[n + 1 :]]
            before = ",".join([*clauses[:n], said[: max(start - 1, 0)]]) if start else ",".join(clauses[:n])
            named = _ONLY_NAMED.match(asked) and not _BARE_NO.issuperset(words(before))
            if asked and (_ASKED.match(asked) or named) and not _PUT_OFF.search(" ".join(words(",".join(rest)))) and \
                    acts._refused(acts.classify(before)):
                # "..., book the later one instead": "instead" names the thing refused, no change of one held.
                return re.sub(r" instead$", "", ",".join(rest).rstrip())
    return ""
