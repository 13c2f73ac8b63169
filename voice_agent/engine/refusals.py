"""What a refusal looks like, read before anything else a caller says (`acts.classify`): the set phrases of not wanting
("I don't want", "not yet", "no thanks"), an emphatic no ("no way am I ..."), "no" and the thing in a clause of its
own ("no human, it's fine"), having no need of it ("I still have plenty", "nah I'm good for flights"), forgoing it
("I'll skip the pharmacist") and a first-person "don't" before a verb of wanting ("I don't require one"). Split from
acts.py, which imports these; each is a phrase family `explain` names as the cue."""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.disclaimed import disclaimed
from voice_agent.engine.else_first import NOTHING_ELSE_LAST
from voice_agent.engine.ensured import ensured
from voice_agent.engine.fetched import told_to
from voice_agent.engine.gate import gated
from voice_agent.engine.just_asked import just_asked
from voice_agent.engine.kept_in import kept_in
from voice_agent.engine.machine_refused import MACHINE
from voice_agent.engine.not_chasing import NOT_CHASING
from voice_agent.engine.not_my_question import NOT_MY_QUESTION
from voice_agent.engine.omitted import unomitted
from voice_agent.engine.own_ways import own_ways_removed
from voice_agent.engine.self_doubt import doubts_oneself
from voice_agent.engine.shut_out import SHUT_OUT
from voice_agent.engine.stocked import STOCKED
from voice_agent.engine.text import (
    EARNEST,
    FORGONE,
    NO_OPENING,
    someones,
    split_clauses,
    thing_before,
    words,
)
from voice_agent.engine.unminded import cost_unminded
from voice_agent.engine.unrelated import UNRELATED
from voice_agent.engine.warned import unwarned
from voice_agent.engine.withheld import unwithheld
from voice_agent.engine.you_wont import YOU_WONT

NEGATION_PHRASES = (
    "don't want", "dont want", "do not want", "don't need", "dont need", "do not need", "don't book",
    "dont book", "do not book", "don't do", "do not do", "don't go ahead", "not yet", "not now",
    "not today", "no thanks", "no thank you", "no need", "rather not", "hold off", "i won't",
    # "i'd prefer not to order by phone", "no, none of those": a preference against it, none of what is offered.
    "prefer not to", "no none of", "nope none of", "nah none of",
    "i will not", "we won't", "we will not", "i'll not", "we'll not", "ill not", "i shan't", "we shan't", "i shall not", "we shall not", "won't be needing",
    "will not be needing", "won't need", "not going to", "not gonna", "changed my mind", "no longer", "not interested",
    "don't transfer", "do not transfer", "don't put me through", "not a person", "not a human", "keep me away from", "keep us away from",
    "didn't want", "did not want", "don't refill", "do not refill", "don't order",
    "wasn't asking", "not asking", "don't wanna", "not looking to", "not trying to", "wasn't on about", "was not on about",
    # "i wasn't wondering about the fare": the wondering disowned, as the asking is.
    "wasn't wondering", "was not wondering", "weren't wondering", "were not wondering",
    # "no, i wasn't after the opening times" (or "on about"): not what one wanted, as "I'm not after" says now; so of those the caller speaks for ("the kids aren't after ...", "none of us want(s) ...": the group's no).
    "wasn't after", "was not after", "weren't after", "were not after", "aren't after", "are not after", "arent after", "none of us want", "none of us wants", "none of us need", "none of us needs",
    # Not why one rang: "no, I wasn't ringing to check on it", "I wasn't calling about the refill".
    "wasn't ringing", "wasn't calling", "wasn't phoning", "was not ringing", "was not calling", "was not phoning",
    # Putting it off: "not right now", "maybe later", "some other time".
    "not right now", "not at the moment", "not at this time", "not for now", "maybe later",
    "another time", "other time", "not this time",
    # Saying it of oneself: "I'm not booking today", "we're not flying after all".
    "i'm not", "i am not", "im not", "we're not", "we are not",
    # ... as much of the English-speaking world says it: "I ain't flying", "we ain't going".
    "i ain't", "we ain't",
    # A hedged no: "I don't think I need one", "I don't think so", "we think not" (said the old way).
    "don't think", "dont think", "do not think", "i think not", "we think not",
    "change of plans", "changed plans", "plans changed", "plans have changed",
    "decided against", "decide against",
    # No plan of doing it: "I have no intention of flying", "we've no plans to order".
    "no intention", "no intentions", "no plans to", "no plan to",
    # No call for it, as no need of it: "no, there's no call for the pharmacist", "there's no call to ring".
    "there's no call for", "there is no call for", "theres no call for", "there's no call to", "there is no call to",
    # The thing disowned as never asked for: "no, i never asked about the luggage", "we never wanted a refill".
    "i never asked", "we never asked", "i never wanted", "we never wanted",
    # No interest in it, or rather the agent did not: "i've no interest in checking any booking", "i'd rather you didn't reserve anything".
    # Not needed, said of it: "no, is not necessary a person", "not necessary, i am ok", "that won't be necessary".
    "not necessary", "no necessary", "won't be necessary", "will not be necessary", "wont be necessary",
    # No question of it: "no, no question for the luggage, thank you" (not "no question about it", a certainty).
    "no question for", "no questions for", "no questions about",
    "no interest in", "rather you didn't", "rather you did not", "rather you didnt", "prefer you didn't", "prefer you did not",
    # "i'd sooner you didn't", "i'd sooner not": the same said otherwise.
    "sooner you didn't", "sooner you did not", "sooner you didnt", "sooner not",
    # Told to be spared it: "spare me the sales pitch", "spare us your hours" (not "can you spare me a minute").
    "spare me the", "spare us the", "spare me your", "spare us your",
    # Putting it off, hedged: "not just now", "not quite yet"; a hedged no alone: "perhaps not, i'll think it over";
    # advising oneself against it: "i'd better not book", "best not"; waiting on it: "hang fire on the booking".
    "not just now", "not just yet", "not quite yet", "perhaps not", "maybe not", "probably not",
    "better not", "best not", "hang fire", "hold fire",
    # Not why (or what for) one rang: "no, the refill's not why i rang", "a seat isn't what i called for"; "there's nothing i'm ordering".
    "not why i rang", "not why i'm ringing", "not why i called", "not why i'm calling", "not why i phoned", "not why i'm phoning", "not what i rang for", "not what i called for", "not what i phoned for", "not what i'm ringing for", "not what i'm calling for", "there's nothing i'm", "there is nothing i'm", "theres nothing i'm", "there's nothing we're",
    # Not what is wanted, said now: "no, that's not what we're after", "that isn't what i'm looking for".
    "not what i'm after", "not what we're after", "not what i am after", "not what i'm looking for", "not what we're looking for",
    # "no, that's not something i want", "it's not something we need": the thing disowned as wanted, the same.
    "not something i want", "not something we want", "not something i need", "not something we need",
    # Waiting on events before doing it: "we'll wait and see how the weather goes", "i've decided to wait and see"; thinking it over first: "no, we'll have a think".
    "i'll wait and see", "we'll wait and see", "decided to wait and see", "going to wait and see", "gonna wait and see",
    "i'll just wait and see", "we'll just wait and see", "think i'll wait and see", "think we'll wait and see", "rather wait till", "rather wait until", "let me sleep on it", "i'll sleep on it", "we'll sleep on it", "i'll have a think", "we'll have a think", "let me have a think", "i'll have a little think",
)
# "that's very kind but i'll leave the flight for now", "best leave that be": leaving the thing as it is, said
# of oneself or as advice, anywhere in the turn (alone, "leave it for now" is read in acts.py).
# "hold the thought, leave the rome trip for now, ...": told to the agent, opening the turn, the same.
# "no, let's leave that for the time being": proposed, "let's", the same.
LEFT_AS_IT_IS = re.compile(r"(?:\b(?:i'll|we'll|i will|we will|best|better|i'd better|we'd better|i think i'll|i think we'll|let's|lets|let us) "
                           r"|^ (?:(?:actually|just|ok|okay|right|so) )*)(?:just )?"
                           # "i'll leave it there for today": where things are, for a while, the same.
                           r"leave (?:(?:it|that) there|it|that|them|those|(?:the|my|our|his|her|their) [a-z']+(?: [a-z']+)?)"
                           r" (?:for now|for the moment|for today|for the time being|be|alone|till later|until later)\b"
                           # "we'll pass on it for now", "i think i'll pass thanks": passing, said of oneself, the same.
                           r"|\b(?:i'll|we'll|i will|we will|i think i'll|i think we'll) (?:just |have to )?pass(?: on (?:it|that|this|the [a-z']+))?"
                           r" (?:for now|for the moment|for today|this time|thanks|thank you|cheers|ta)\b"
                           # "i'll leave it thanks", "..., i'll just leave it": thanked, or closing the turn (not "i'll leave it with you").
                           r"|\b(?:i'll|we'll|i think i'll|i think we'll) (?:just )?leave it(?:,? (?:thanks|thank you|cheers|ta)\b| ?$)"
                           # "i'll ring back about it after i've talked to the wife": put off to another call.
                           r"|\b(?:i'll|we'll|i will|we will|i'd better|we'd better|i'll have to|we'll have to) (?:just )?(?:ring|call|phone) (?:you )?back"
                           r"(?: (?:about it|about that|later|tomorrow|after|when|once|another time))\b"
                           # "we'll skip dad's repeat this time", "i think i'll skip it": skipping it, said of oneself, the same.
                           r"|\b(?:i'll|we'll|i will|we will|i think i'll|i think we'll|let's|lets) (?:just )?skip"
                           r" (?:it|that|them|those|this one|(?:my|our|his|her|their|" + someones() + r") [a-z']+)\b"
                           # "no, let's leave it there for today": stopping where things are, proposed, the same.
                           r"|\b(?:let's|lets|let us) (?:just )?leave (?:it|that|things) (?:there|at that)\b|^ (?:no |nah |nope )?(?:just |(?:i'll|we'll|i think i'll) (?:just )?)leave (?:it|that|things) (?:there|at that)(?: (?:then|thanks|thank you|ta|for now))* $|^ (?:nah |nope )+pass(?: (?:then|thanks|thank you|ta|for now|this time))* $")  # "no, just leave it there", "nah, pass": the whole turn


# "I don't want to miss it", "we don't wanna lose our seats", "I don't fancy a wasted trip": a worry about a mishap,
# said of what the caller means to keep, or a queue or wait to spare oneself; it refuses nothing of the agent's.
WORRY = re.compile(r"\b(?:don't|dont|do not|didn't|didnt|did not) (?:want|wanna|need|fancy) (?:to )?(?:be (?:late|stuck|stranded|left)|miss|lose"
                   r"|run out|end up|queue|stand in (?:a |the )?(?:queue|line)|hang (?:about|around)|get (?:stuck|stranded|left|bumped|charged|caught)|forget|waste|risk|mess up"
                   r"|(?:(?:have|make) )?a wasted"  # "we don't want a wasted trip": the trip in vain, without its verb
                   # "i don't want another wasted journey", "... a repeat of that scene": the mishap again, the same.
                   r"|(?:another|a second|a repeat of|the same) (?:wasted|wild goose|mix|mix-up|mixup|mess|disaster|fiasco|scene|nightmare"
                   r"|palaver|debacle|shambles|farce|wait|trip for nothing|journey for nothing)"
                   r"|a repeat of (?:that|this|the|last)\b"
                   # "i don't want to do the drive in for nothing, ...": a journey made in vain, the same.
                   r"|(?:make|do|have|take) (?:the|a|that|this|another) (?:trip|journey|drive|walk|visit|bus ride)(?: [a-z]+){0,2} for nothing"
                   r"|(?:come|go|drive|walk|trek|head|drag|haul) (?:[a-z]+ ){0,6}for nothing" + SHUT_OUT + r")\b"
                   # "i'd rather not have a wasted trip, so ...", "we'd rather not risk it": the same, said as a preference.
                   r"|\b(?:i'd|we'd|id|i would|we would) rather not (?:be (?:late|stuck|stranded|left)|miss|lose|run out|end up"
                   r"|get (?:stuck|stranded|left|bumped|charged|caught)|waste|risk|mess up|(?:have|make) a wasted|(?:come|go|drive|walk|trek|head) (?:[a-z]+ ){0,3}for nothing" + SHUT_OUT + r")\b")


# "i didn't quite hear you", "i couldn't catch it" (or the end, message or text), "i don't think you heard me", "i'm
# not following you": not hearing or following the agent (in the continuous too), or the agent not hearing the caller;
# it refuses nothing of the agent's.
MISHEARD = re.compile(r"\b(?:i|we) (?:didn't|didnt|did not|don't|dont|do not|couldn't|couldnt|could not|can't|cant|cannot)"
                      r" (?:quite |really |properly )?(?:hear|catch|follow|understand|get|make out)"
                      r" (?:you|that|what you|what she|what he|what it|what the|a word|the (?:last|end|start|beginning|rest|first|bit|part|message|text|email|voicemail|call|recording|options)|any of|(?:(?<=follow )|(?<=understand ))how|(?<!get )it)\b"
                      r"|\b(?:i|we) (?:don't|dont|do not) think (?:you|she|he|it) (?:heard|caught|understood|got) (?:me|us|that|what)\b")
MISHEARD = gated(re.compile(MISHEARD.pattern + r"|\b(?:i'm|im|i am|we're|we are) not (?:quite |really )?"
                            r"(?:understanding|following) (?:you|this|that|what)\b"))


# "refill my thyroxine, and please make sure it's the 50 and not the 100": the value taken care over; it neither asks nor refuses.
TAKE_CARE = re.compile(r"\b(?:and|but|so|please) (?:please |just |do )?make sure (?:it's|its|it is|that it's|they're|they are|you (?:get|give|send|do))"
                       r" (?:[a-z0-9']+ ){1,4}(?:and |but )?not (?:the |a |an )?(?:[a-z0-9']+ ){0,2}?[a-z0-9']+(?= (?:like|as|this|again|please|thanks)\b| ?$)")


# "not for me, for my granny, ...": whom the thing is for put right refuses nothing ("not for me thanks" still does).
FOR_ANOTHER = re.compile(r"^ ?(?:(?:no|nope|nah|it's|its|it is) )*not for (?:me|myself|us)(?= (?:it's |its |it is |this is )?for\b)")


def not_refusing(said: str) -> str:
    """The words with what refuses none of the agent's things taken out: the machine, a worry, not hearing one another."""
    return NOTHING_ELSE_LAST.sub(" ", FOR_ANOTHER.sub(" ", TAKE_CARE.sub(" ", MISHEARD.sub(" ", WORRY.sub(
        " ", MACHINE.sub(" ", unwithheld(unwarned(unomitted(disclaimed(own_ways_removed(said)))))))))))


# "I'm not mucking around", "I'm not joking", "I ain't kidding", "I'm not being funny, but": the
# caller insisting on what they ask, not refusing it.
_EMPHASIS = frozenset("joking kidding mucking messing fooling playing being lying having missing".split())  # "i'm not missing it": set on going
# "I'm not great with these phone systems", "we're not very techy": saying what one is like, not
# refusing anything ("I'm not flying", "I'm not calling for a refill" refuse). "I'm not strong": how
# able one is, said around a question or a request; "we are not understand much" (a bare verb): how well one speaks.
# "i'm not built for this weather": what one is made for, the same.
_ONESELF = ("i'm not", "i am not", "im not", "we're not", "we are not", "i ain't", "we ain't")
_DESCRIBING = frozenset("""great good very too so that well feeling happy used familiar comfortable confident big
                         much strong young steady quick coping managing speak understand built""".split()) | _EMPHASIS
# "I'm not sure of the rules", "..., I'm not sure": unsure of one's words or of a fact, not of the thing (or
# `doubts_oneself`). "I'm not sure about the flight", "not sure if we need one" hesitate over the thing and refuse it.
_UNSURE = frozenset("sure certain convinced".split())
_ONLY_ASKING = (["asking"], ["enquiring"], ["inquiring"], ["wondering"], ["checking"], ["curious"])
_UNSURE_OF = frozenset("of what how which where who when my his her their the these those they it's its it that".split())


# "could the pharmacist ring me, I'm not sure about the new dose", "can someone call me back, I'm
# not certain about my tablets": unsure, in a clause after one asking someone to do a thing or to
# be spoken to, is why one asks for them, not a refusal.
# "i'm not sure it suits me, could i ask someone there": the same in a clause before the asking; "is the chemist in, i'm not sure ...": whether someone is there, the same; "..., has my order arrived": whether it has come, the same.
_ASKING_FIRST = re.compile(r"^(?:(?:so|and|um|uh|er|erm|hi|hello|please) )*(?:is (?:the|a|your) [a-z]+ (?:in|there|about|around|free|available)$|(?:has|have|is|did) (?:my|our|the|his|her|their) [a-z']+ (?:come|gone|arrived|got|been|in|ready|through)|(?:can|could|would|will) (?:someone|somebody|anyone|anybody"
                           r"|(?:the|a|your|one of your) [a-z]+|i (?:speak|talk|have a word|chat)"
                           r"|i ask (?:someone|somebody|anyone|anybody|a|the|your|one of)))\b")
# "can I pick it up for my dad if I'm not on his records": not on a list of the agent's is who one is.
_LISTED = frozenset("records record list system file register books account database".split())


# "i'm worried i won't get there before you close", "i won't have enough amlodipine to cover it": what will
# happen to the caller (not getting somewhere, not having enough), no refusal of what the agent does.
_WONT = ("i won't", "i will not", "we won't", "we will not")
_WILL_HAPPEN = frozenset("get make manage last arrive reach".split())


def describes_oneself(cue: str, said: str, text: str = "") -> bool:
    if cue in _WONT:
        after = said.split(f" {cue} ", 1)[1].split() if f" {cue} " in said else []
        return after[:1] != [] and (after[0] in _WILL_HAPPEN or after[:2] in (["have", "enough"], ["have", "any"], ["have", "time"]))
    if cue not in _ONESELF:
        return just_asked(cue, said)  # "not booking, just, is my seat still there": a question after (just_asked.py)
    clauses = [" ".join(words(c)) for c in split_clauses(text) if words(c)]
    unsure = [f"{cue} sure" in c or f"{cue} certain" in c for c in clauses]
    asking = [bool(_ASKING_FIRST.match(c)) for c in clauses]
    if len(clauses) > 1 and any(unsure) and any(asking) and not any(u and a for u, a in zip(unsure, asking, strict=True)):
        return True
    after = said.split(f" {cue} ", 1)[1].split() if f" {cue} " in said else []  # cue read in the cleaned words only
    # "i'm not flying myself but my son is, ...": someone else does it; what is asked for them follows.
    if after[1:3] in (["myself", "but"], ["ourselves", "but"]):
        return True
    if after[:1] == ["on"] and _LISTED.intersection(after[1:4]):
        return True
    # "what would rome cost, i'm not booking, just asking": not doing it yet, only asking what went before, or after it.
    if after[:1] and after[0].endswith("ing") and after[1:2] in (["just"], ["only"]) and after[2:3] in _ONLY_ASKING and \
            (set(said.split(f" {cue} ", 1)[0].split()) - INTERJECTIONS or len(after) > 5):
        return True
    # "..., i'm not coming back to yours after last time": not going back to a place, a complaint about it.
    if after[:2] in (["coming", "back"], ["going", "back"]) and after[2:3] in (["to"], ["there"], ["here"]):
        return True
    # "i'm not getting anywhere with this, ...": getting nowhere on the call, a complaint about it.
    if after[:2] in (["getting", "anywhere"], ["getting", "far"], ["getting", "through"]):
        return True
    # "ain't" refuses only what the caller is doing ("I ain't flyin", "we ain't going"): "I ain't got
    # any left" says a need, "I ain't never been on a plane" a story.
    if cue.endswith("ain't"):
        return not after or after[0] in _EMPHASIS or not (after[0].endswith(("ing", "in", "in'")) or after[0] in ("gonna", "interested"))
    if after[:1] and after[0] in _UNSURE:
        return after[1:2] == [] or after[1] in _UNSURE_OF or doubts_oneself(after[1:], text)
    return bool(after) and (after[0] in _DESCRIBING or cost_unminded(after) or kept_in(after))  # "not fussed about it"

# "no human, it's fine": "no" and one word (or a new one of it: "nah, no new repeat"), a clause of its own, refuses that
# thing. Not the set phrases of "no" that refuse nothing ("no rush", "no one answers", "by six, no later"). "from
# cardiff, no sorry, to edinburgh": "no" then a word of correcting oneself takes back a word just said, not the thing.
NO_CLAUSE = re.compile(r"^(?:(?:no|nah|nope) )+(?:new )?(?!(?<=no )(?:later|earlier)$)(?!(?:problem|problems"
                        r"|worries|worry|rush|hurry|idea|matter|doubt|way|bother|sorry|wait|actually|hang|rather"
                        r"|correction|really|lie|luck|joy|one|answer|reply|pressure|stress|offence|offense)$|" + EARNEST
                        # "i've heard nothing, no text, no email, no nothing": nothing heard, as "no reply" is.
                        + r"|(?:text|texts|email|emails|message|messages|letter|call|calls|news|update|word|nothing)$)"
                        r"[a-z']+$")
# "no refill for me thanks", "no booking today": a bare "no" with the thing refused.
# "no, no repeat for my mum this month", "nah, no seat for him": the thing refused for someone the caller speaks for.
# "no putting me on hold", "i'm fine, no booking us on anything": "no" and the doing, said to the agent of the caller.
# "no, no more of the cream for now": none more of the thing, the same.
NO_DOING = re.compile(r"(?:^|\b(?:so|then|and|but|thanks|okay|ok|alright|fine|well) )(?:(?:no|nah|nope) )+[a-z]+ing (?:me|us|him|her|them)\b")
# "nah, no more seats from you lot today": the thing refused from the agent itself, said as where it would come from.
_FROM_YOU = r"(?: from (?:you|you lot|your lot|you people|this place))?"
NO_THING = re.compile(NO_OPENING + r"(?:more (?:of (?:the|my|that|those|these|them|it|her|his) )?)?\w+(?: \w+)?"
                      + _FROM_YOU + r" (?:for me|for us|thanks|thank you|today|tonight|right now|for now|needed|please"
                       # "no repeat this month thanks", "no, no flight tonight": none of it, for a while.
                       r"|this (?:time|week|month|once|year|round)"
                       r"|for (?:him|her|them|(?:my|our|his|her|their) [a-z]+)(?: (?:today|this [a-z]+|for now|thanks|thank you|please))*$"
                       # "no repeat for room nine this time", "no seat for mr dunn this week": for anyone the caller
                       # speaks for, named in up to three words, when a while closes it (as "this time" does above).
                       r"|for (?:[a-z']+ ){1,3}(?:this (?:time|week|month|once|round)|today|for now)$)\b")
# After an opening no, in a clause of its own: "no, nothing for my dad this time" (nothing for
# someone the caller speaks for), "nope, i know your hours" (what would be told is known already).
# "no, nothing for ben": someone by name, the same.
AFTER_NO = re.compile(r"^(?:i'll|we'll|i will|we will) (?:just )?wait(?: (?:till|until|for|and see|a bit|a while)(?: [a-z']+){0,4}| (?:till|until) (?:my|our|the|his|her|their) (?:[a-z']+ ){1,3}(?:comes?|goes|gets) (?:in|through|paid))?$"
                       # ^ "no, we'll wait till the new year", "no we'll wait till our tax rebate comes through": waiting, after a no.
                       r"|^nothing (?:more )?for (?:him|her|them|(?:my|our|his|her|their) [a-z]+(?: [a-z]+)?|[a-z]+(?: [a-z]+)?)"
                       r"(?: (?:today|this time(?: round)?|now|for now|thanks|thank you|please))?$"
                       r"|^(?:i|we) (?:already )?(?:know|knew) (?:your|the|them|it|that|those)(?: [a-z']+){0,2}(?: (?:thanks|thank you|already))?$"
                       # "no, i've got your times already": what would be told, had already, the same.
                       r"|^(?:i've|we've|ive|i|we) (?:already )?(?:got|have|have got) (?:your|the) [a-z']+(?: [a-z']+)? already$"
                       # "no, we still have some tablets" (or "... according to the box", as read; "nope, still got some": its subject unsaid): what the agent would give, had
                       # still; "no, you needn't bother": nothing to do; "no, hold it all": stopped, not yet asked again.
                       r"|^(?:(?:i|we|i've|we've|ive|he|she|they|he's|she's|they've) )?still (?:have|has|got|have got|'ve got|'s got) (?!a question|questions|a query|a problem|nothing|none|no\b|not\b)(?:[a-z']+ ){0,2}[a-z']+(?: left)?(?: according to (?:this|that|it|the [a-z]+|my [a-z]+))?$"
                       # "nah, another week": put off to another day, after a no, as "another time" is.
                       r"|^(?:maybe |perhaps |some )?(?:another|other) (?:day|week|month|morning|afternoon|evening)(?: (?:then|maybe|perhaps|thanks|thank you|ta))?$"
                       # "nah, that can wait till after christmas": put off, after a no, as it can wait.
                       r"|^(?:it|that|they|those|it'll|that'll|they'll) (?:can |will |could )?(?:wait|keep)(?: (?:till|until|for|a bit|a while|another)(?: [a-z']+){0,4})?$"
                       # "no, there's still a fair few in the drawer", "nah there's about twenty capsules left": an amount there still.
                       r"|^(?:there's|theres|there is|there are|there're) (?:still (?:a (?:good|fair) few|a few|a couple|a bit|a lot|plenty|loads|lots|heaps|some|enough)|(?:like |about |around |over )?(?:plenty|loads|lots|heaps|a dozen|[a-z]+teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|six|seven|eight|nine|ten|eleven|twelve|[1-9]\d+)(?: [a-z]+)? left)\b"
                       r"(?! (?:of )?(?:problems?|issues?|questions?|confusion)\b)(?!.* (?:missing|outstanding|owed|to come|wrong)\b)(?: [a-z']+){0,8}$"
                       # "no, ta, you're alright": no need, as the British say it; "..., no i don't": the no said in full ("i wouldn't need them, no": as would be, the same).
                       # "no, i'll have a think about it", "nah, let me sleep on it": nothing yet; "no, i never said bags": not asked.
                       r"|^(?:i'll|ill|i will|we'll|we will|let me|let us|i need to|we need to) (?:have a )?(?:think (?:about it|about that|it over)|sleep on it)"
                       r"(?: (?:first|a bit|thanks|thank you))?$"
                       r"|^(?:i|we) (?:never|didn't|didnt|did not) (?:mention|mentioned|say|said|ask about|asked about) (?:any |the |a |an )?[a-z']+(?: [a-z']+)?$"
                       r"|^(?:you're|youre|you are|(?:this|next) (?:time|week|month) (?:i'm|im|i am|we're|we are)) (?:alright|all right|ok|okay|fine|good)(?: (?:thanks|thank you|ta|mate|love|pal))?$"
                       r"|^(?:i|we) (?:don't|dont|do not)(?: (?:thanks|thank you|ta|really))?$|^(?:(?:i|we) )?(?:wouldn't|wouldnt|would not) (?:bother|want (?:it|that|them|one|any)|need (?:it|that|them|one|any))(?: (?:thanks|thank you|ta|really|then))?$"
                       # "thanks but no, i'll get it from the hospital", "nah, we'll pick them up elsewhere": had from another place.
                       r"|^(?:i'll|ill|i will|we'll|we will) (?:just )?(?:get|pick|collect|grab|buy) (?:it|them|that|one|mine|ours)(?: up)?"
                       r" (?:from|at|elsewhere|somewhere else)\b"
                       r"|^you (?:needn't|neednt|need not|don't need to|dont need to|do not need to) (?!worry\b)[a-z']+(?: [a-z']+){0,4}$"
                       # "no, it isn't the amoxicillin", "nope, that's not my inhaler love": after a no, the thing the
                       # agent read disowned (it is not that one), nothing asked; its word of address left closing it.
                       r"|^(?:(?:it's|its|it is|that's|thats|that is) not|it isn't|it isnt|that isn't|that isnt) (?:the|my|our|his|her|their|[a-z]+'s)"
                       r"(?: [a-z']+){1,2}$"
                       # "no, that's not correct", "nope, it's all wrong", "no, wrong one": what the agent took is disowned as a whole, the same.
                       r"|^(?:(?:it's|its|it is|that's|thats|that is) not|it isn't|it isnt|that isn't|that isnt) (?:right|correct|it|quite right"
                       r"|what i (?:said|meant|asked for|wanted|was after))(?: (?:at all|either|though))?$"
                       r"|^(?:(?:that's|thats|that is|it's|its|it is) (?:all )?(?:wrong|incorrect)|(?:(?:that's|thats|that is|it's|its|it is) )?(?:the )?wrong one)(?: (?:again|though|i'm afraid))?$"
                       # "nah, that's not for me": what was offered is not the caller's kind of thing.
                       r"|^(?:that's|thats|that is|it's|its|it is) not (?:really )?for (?:me|us)(?: (?:thanks|thank you|really|then))?$"
                       # "no, hold the sertraline": the thing held back, the same.
                       # "no, leave my nan off that flight": someone or a thing left off what is held.
                       # "no, leave mum's off the round": someone's, said by the possessive alone, the same; "no, leave
                       # grandad off the booking": someone by kin or name alone, the same.
                       r"|^leave (?:me|us|him|her|them|[a-z]+(?:'s)?|(?:my|our|his|her|their|the) [a-z']+(?: [a-z']+)?) (?:off|out of) (?:the|that|this|my|our|his|her|their)"
                       r" [a-z']+(?: [a-z']+)?(?: (?:for now|thanks|thank you|ta|please))?$"
                       r"|^hold (?:everything|it all|it|that|them|the lot|(?:the|my|our|his|her|their) [a-z']+(?: [a-z']+)?)"
                       r"(?: (?:for now|thanks|thank you|ta|please))?$"
                       # "nah, nothing ordering this week", "no, nothing's being reordered yet": nothing to be done, said of the doing.
                       r"|^nothing(?:'s (?:getting|being) (?:booked|ordered|reserved|refilled|renewed|reordered|sent off|put through)| (?!working\b|happening\b|showing\b|coming\b|arriving\b)[a-z]+ing)(?: (?:yet|today|this time|this week|this month|now|for now|thanks|thank you|ta))?$"
                       # "no, hold fire on the seat", "nah, hang fire", "no, hold your horses": wait, nothing done yet.
                       r"|^(?:hold|hang) (?:fire|off|your horses)(?: (?:on|with) (?:[a-z']+ ){0,3}[a-z']+)?(?: (?:for now|for the moment|a bit|thanks))?$"
                       # "no, gran's fine for inhalers at the moment", "nope, he's alright": someone the caller
                       # speaks for needs nothing; "no, i wasn't asking about a refill": what the agent
                       # took the call for was not what the caller was doing; "no, i already know when you shut".
                       r"|^(?:(?:the |my |our |his |her |their )?" + someones("there", "what", "everything") + r"|he's|she's|they're|he is|she is|they are)"
                       r" (?:all )?(?:fine|alright|ok|okay|good|sorted|set)(?: for [a-z']+(?: [a-z']+)?)?"
                       r"(?: (?:as (?:it is|they are|is)|at the moment|for now|right now|now|today|this time|thanks|thank you))?$"
                       # "no, the bags are fine", "no, bags aren't the issue": the thing said fine, or not what is wrong.
                       r"|^(?:the |my |our |his |her |their )?[a-z']+ (?:is|are) (?:all )?(?:fine|alright|ok|okay|good|sorted)"
                       r"(?: (?:as (?:it is|they are|is)|at the moment|for now|now|thanks|thank you|ta|for (?:this|the|another) (?:week|month|fortnight|year|time being)))?$"  # ... for a while, the same
                       r"|^(?:the |my |our |his |her |their )?[a-z']+ (?:isn't|aren't|is not|are not|isnt|arent) the (?:issue|problem|worry)"
                       r"(?: (?:here|today|now|thanks|thank you|ta))?$"
                       # "no, the inhaler can stay as it is", "nah, the pharmacist can stay where they are":
                       # the thing or person left where it is, nothing to do.
                       r"|^(?:(?:the |my |our |his |her |their |your )?[a-z']+(?: [a-z']+)?|he|she|they|it|that)"
                       r" (?:can|could|will|may) (?:stay|remain|stop)"
                       r" (?:where (?:it|they|he|she) (?:is|are)|as (?:it|they|he|she) (?:is|are)|as is|put|there)"
                       r"(?: (?:for now|thanks|thank you|ta))?$"
                       r"|^(?:i|we) (?:wasn't|was not|weren't|were not|wasnt|werent) (?:really |actually )?[a-z]+ing\b"
                       # "no, we never ran short", "no, we haven't run out yet": nothing short, none needed yet.
                       r"|^(?:i|we|i've|we've)(?: have)? (?:not|haven't|never) (?:run|ran) (?:out|low|short)"
                       r"(?: of (?:anything|any|it|them))?(?: yet)?$"
                       # "no, nothing to be refilled yet", "no sir, nothing to send off": nothing to be done
                       r"|^nothing (?:more |else )?to (?:be [a-z]+(?:ed|en|ne)|book|order|put|send|sort|refill)\b"
                       # "no, nothing booked for half term yet": nothing done, and none asked for yet.
                       r"|^nothing (?:more |else )?[a-z]+(?:ed|en)(?: (?:for|on) [a-z']+(?: [a-z']+){0,2})?(?: (?:yet|just yet|for now|thanks|ta))?$"
                       r"|^(?:i|we) (?:already )?(?:know|knew) (?:when|what|where|how|which|who|if|whether)(?: [a-z']+){1,5}$"
                       # "no, the pharmacist's not needed", "nah, the seat isn't required really": the thing said not needed.
                       r"|^(?:the |my |our |his |her |their |a |an |any )?[a-z]+(?:'s not| is not| isn't| isnt| are not| aren't| arent| won't be| will not be)"
                       r" (?:really |actually )?(?:needed|necessary|required|wanted)(?: (?:honest|honestly|really|thanks|thank you|ta|now|right now|for now|today|after all))*$"
                       # "nope, ta anyway", "no, thanks all the same": thanks closing a no, nothing asked.
                       r"|^(?:ta|thanks|thank you|cheers)(?: (?:anyway|anyways|all the same|though|mate|love))+$|^(?:that's|thats|that is|that'll be) (?:all|everything|me done|us done)(?: (?:thanks|thank you|ta|for now|for today))?$"  # "nope, that's all"
                       # "no, let's park it for now", "nah, we'll park that for the minute": the thing put aside, for a while.
                       r"|^(?:let's|lets|we'll|i'll|we can|i can) (?:just )?park (?:it|that|this|them|(?:the|my|our) [a-z']+)"
                       r"(?: (?:for (?:now|the (?:minute|moment|time being)|a (?:bit|while))|thanks|ta))*$"
                       # "no, i was just wondering", "nah, we were only asking": only asking, after a no, nothing wanted; or only looking.
                       r"|^(?:(?:i|we) (?:was|were|am|are)|i'm|im|we're) (?:only|just) (?:asking|checking|wondering|enquiring|inquiring|curious|browsing|looking)"
                       r"(?: (?:thanks|thank you|ta|really|that's all|is all))?$"
                       # "no, i'll leave it this week", "nah, we'll leave it this time round": left, for a while.
                       r"|^(?:i'll|we'll|i will|we will|i think i'll|i think we'll) (?:just )?leave (?:it|that|them|(?:the|my|our|his|her|their) [a-z']+)"
                       r" (?:this (?:time|week|month|once|round|year)|till next [a-z]+|until next [a-z]+)(?: (?:thanks|thank you|ta))?$"
                       # "nah, no one else thanks", "no, i'm fine where i am": no other person wanted, after a no (not
                       # "nothing else", which closes the call).
                       r"|^(?:nobody|no one|no-one|noone) else(?: (?:thanks|thank you|ta|really))?$"
                       r"|^(?:i'm|im|i am|we're|we are) (?:quite |perfectly )?(?:happy|fine|content) (?:here|where (?:i|we) (?:am|are)|as (?:i|we) (?:am|are))$"
                       # "no, nobody needs to ring me back", "nah, no one has to come on": no one of the agent's needed.
                       r"|^(?:nobody|no one|no-one|noone) (?:needs|has|have) to (?:[a-z']+ ){0,5}[a-z']+$"
                       # "nah, i'll sort it myself", "no, we'll do it on the website later": done by the caller, some other way.
                       r"|^(?:i'll|we'll|i will|we will|i can|we can) (?:just )?(?:sort|do|book|order|arrange|handle) (?:it|that|them|this)(?: out)?"
                       r"(?: (?:myself|ourselves|later|tomorrow|online|another time|(?:on|through|via) (?:the |your )?(?:app|website|site|web|internet)))+$")
# "... so no refill", "okay no booking then": "no" as the determiner of the thing refused, after a clause boundary and
# closing the sentence. "I have no pills left" (after a verb, with "left") says a need and is not one.
_CLAUSE = r"(?:so|then|and|but|thanks|thank you|okay|ok|alright|actually|fine|yeah|nah|nope|well)"
_NO_DETERMINER = re.compile(
    rf"(?:^|\b(?:{_CLAUSE}|for now) )no (?!problem\b|worries\b|rush\b|hurry\b|idea\b|matter\b|doubt\b|way\b|bother\b|really\b)"
    r"(?:more )?[a-z']+(?: (?!came\b|arrived\b|appeared\b|turned\b|showed\b)[a-z']+)?"  # "but no email came": none came, told
    r"(?: (?:for me|for us|thanks|thank you|today|right now|for now|needed|necessary|please|then|yet|this (?:time|week|month|once|year)|at all))?(?: ta| thanks| cheers)?$")
# "i'm good, no transfer needed", "ta, no refill required": "no" and the thing, closing on a word
# of need, a clause of its own after the opening. Not "no tablets left" (a need, said).
# "there's no refill needed today": the same said of what there is, a time after it.
# "..., zero tickets wanted": "zero" is "no" there, the same (not before a digit's word: a code's figures).
NO_NEEDED = re.compile(r"^(?:(?:but|so|and|then) )?(?:(?:no|nah|nope) )*(?:there's |there is |theres )?(?:no|zero(?! "
                        r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)) (?:more )?[a-z']+(?: [a-z']+)? "
                        r"(?:(?:will|would|shall) be |is |be )?(?:needed|necessary|required|wanted)"
                        r"(?: (?:today|now|right now|for now|this [a-z]+|at the moment|thanks|thank you))*$"
                        # "a repeat's not needed, i'm fine": the thing said not needed, a clause of its own; found out so, the same ("it turns out ...").
                        r"|^(?:(?:it )?(?:turns|turned) out (?:that )?|as it happens )?(?:a|an|the|my|any) [a-z]+(?:'s not| is not| isn't| isnt) (?:really )?(?:needed|necessary|required|wanted)"
                        r"(?: (?:today|now|right now|for now|this [a-z]+|at the moment|thanks|thank you|ta|honestly))*$"
                        # "the pharmacist doesn't need to ring me", "your adviser needn't bother": the person (or the thing)
                        # said not needed to come, ring or bother, a clause of its own.
                        r"|^(?:a|an|the|my|your|any) [a-z]+ (?:needn't|neednt|need not|doesn't need to|doesnt need to|does not need to)"
                        r" (?:come|ring|call|phone|bother|get involved|be involved|pick up)(?: [a-z']+){0,4}$")
# "I'll skip the pharmacist", "we'll give the refill a miss" (a swerve, a wide berth), "I'll pass on the seat", "I can do (or manage, talking)
# without a person": the caller forgoing the thing, in their own voice.
# "nope, I'm skipping the repeat this month", "we're giving the seat a miss": under way; "give travelling a miss": any one word (not "passing on the way").
FORGO = re.compile(r"\b(?:i'll|ill|i will|we'll|we will|i'd|we'd|i can|we can|i think i'll|i'm gonna|i'm going to) "
                    r"(?:just |probably |have to )?(?:(?:skip|forgo|forego|pass on|(?:do|manage|cope|get by|make do) without|give (?:(?:the|that|my|our) )?[a-z']+ a (?:miss|swerve|body swerve|wide berth))"
                    r"(?= (?:the|that|this|it|a|an|my|on|for|ta|thanks|cheers|speaking|talking|seeing)\b|$)|pass$)"
                    r"|\b(?:i'm|im|i am|we're|we are) (?:just |probably )?(?:skipping|forgoing|foregoing"
                    r"|passing on(?! (?:my|our|the) (?:[a-z]+ )?(?:way|break|route|commute|walk|drive|run)\b)"
                    r"|going without"
                    # "we're perfectly happy without it": a degree before it, the same.
                    r"|(?:(?:coping|managing|doing|getting on|getting by|quite|perfectly|really|very|more than) )?"
                    r"(?:fine|ok|okay|good|alright|happy) without"
                    r"|giving (?:(?:the|that|my|our) )?[a-z']+ a (?:miss|swerve|body swerve|wide berth))" + FORGONE
                    # "we're perfectly fine without being put through": being handed on, forgone the same.
                    + r"|\b(?:i'm|im|i am|we're|we are) (?:quite |perfectly |really |very |more than |just )?"
                    r"(?:fine|ok|okay|good|alright|happy) without being (?:put|passed|handed|transferred|sent)\b")
_CLOSING_NO = re.compile(r" (?:so|then) (?:no|nope|nah)$"
                         # "i'd half a mind to book it but on second thoughts no": the thought taken back, closing the turn.
                         r"|\bon (?:second thoughts?|reflection|balance),? (?:no|nope|nah)(?: (?:thanks|thank you|ta))?$")
# "nothing needed this week", "nah nothing for me today" ("no one required": no one): nothing is the thing refused. Not
# "nothing else" (a goodbye), nor "nothing has come through" (a question in waiting).
# "nope, nothing to refill", "nothing to book today": nothing to do it to. Not "nothing to do with",
# "nothing to worry about", "nothing to declare".
# "..., so nothing from me": nothing asked by the caller, what went before says why.
NOTHING = re.compile(r"^(?:(?:no|nah|nope) )?(?:(?:there's|there is|theres) )?(?:nobody|no one) (?:(?:needed|"
                      r"required)\b(?! to\b)|(?:i|we) (?:need|have) to (?:talk|speak) to\b)|^(?:(?:so|then) )?(?:(?:no|"
                      r"nah|nope) )?(?:(?:there's|there is|theres) )?nothing (?:(?:i|we) (?=need (?:[a-z]+ing|"
                      r"to (?!worry\b|do\b|say\b|know\b)[a-z]+)\b))?(?:needs|need|needed|wants|wanted|requires|"
                      r"required|for (?:me|us)|from (?:me|us)|today|this time|for now"
                      # "nothing for my neighbour this week, no": for someone the caller speaks for, closing the turn.
                      r"|for (?:him|her|them|(?:my|our|his|her|their) [a-z]+)"
                      r"(?: (?:today|now|for now|this [a-z]+|thanks|thank you|ta|please|no|no thanks))+$"
                      # "nothing to travel anywhere", "so nothing to order at all": anywhere, at all, the same.
                      r"|to (?!do\b|worry\b|say\b|declare\b|lose\b|report\b|eat\b|drink\b)[a-z']+(?: (?:up|out|in))?"
                      r"(?: (?:anywhere|at all))?$"
                      r"|(?:for you )?to (?!do\b|worry\b|say\b|declare\b|lose\b|report\b|eat\b|drink\b)[a-z']+(?: (?:through|in|on|up|out|off))? (?:today|now|right now|for now|at the moment|at the minute|this [a-z]+|thanks|thank you"
                      # "nothing to order for him", "nothing to renew from us": someone spoken for, or oneself.
                      r"|(?:for|on|from) (?:me|us|him|her|them|(?:my|our|his|her|their|that|this) [a-z]+))\b)"
                      # "no, there's no booking to make today", "there's nothing to put through for me": nothing
                      # there to do. Not "there's no one to talk to" (a complaint), "no way to ...", "no need to ...".
                      # "nah, no bags to ask about", "no prescriptions to check on": no thing to ask after.
                      r"|^(?:(?:no|nah|nope) )*no (?!one\b|way\b|need\b|point\b|rush\b|hurry\b)[a-z']+(?: [a-z']+)? to (?:ask|check|query)"
                      r"(?: (?:about|on|after))?(?: (?:today|now|thanks|thank you))?$"
                      r"|^(?:(?:no|nah|nope) )*(?:there's|there is|theres) (?:nothing|no (?!one\b|way\b|need\b|point\b|rush\b|hurry\b)[a-z']+)"
                      r" to (?!do\b|worry\b|say\b|declare\b|report\b|talk\b|speak\b)[a-z']+(?: (?:through|in|on|up|out|off))?"
                      r"(?: (?:today|now|right now|for now|this [a-z]+|for (?:me|us)|thanks|thank you|at the moment|at the minute))*$"
                      # "none this time thanks", "nah, none for us this month": none of the thing, for a while.
                      r"|^(?:(?:no|nah|nope) )*none(?: for (?:me|us|him|her|them))? (?:this (?:time|round|week|month|once)|today|for now)"
                      r"(?: (?:thanks|thank you|ta|cheers))?$")

# "it's not about a refill, ...", "this isn't about my booking", "the x isn't what i'm calling about", "no, it's not the x i'm asking about" (the thing, then what the caller asks about): the thing disowned, at the turn's opening; what the call is about follows (instead.asked_instead). Not "it's not for me" (for whom).
NOT_ABOUT = re.compile(r"^(?:(?:no|nah|nope|well|so|look|listen) )*(?:it's|its|it is|this is|that's|that is|i'm|im|i am|we're)"
                       r" not (?:calling |ringing |phoning )?(?:about|regarding|to do with) (?:a|an|the|my|our|his|her|their|any|[a-z]+'s) [a-z']+"
                       r"|^(?:(?:no|nah|nope) )*(?:it|this|that) (?:isn't|isnt|is not) (?:about|regarding|to do with) [a-z']+"
                       r"|^(?:(?:no|nah|nope) )*(?:the |my |our )?[a-z']+ (?:isn't|isnt|is not|aren't|arent|are not|not) what (?:i|we|i'm|we're|im) (?:rang|called|phoned|ringing|calling|phoning) (?:about|for)"  r"|^(?:(?:no|nah|nope) )*(?:it's|its|it is|it) (?:not|isn't|isnt|is not) (?:the|my|our|your|his|her|their|[a-z]+'s)(?: [a-z']+){1,2} (?:that )?(?:i'm|im|i am|we're|we are) (?:asking|ringing|calling|phoning|enquiring) (?:about|after)\b")

INTERJECTIONS = frozenset("no nah nope yeah yes yep ja thanks cheers ta ok okay alright right hi hello hey oh look listen "
                           "sorry please".split())

# "I still have plenty", "we've got enough left", "we have ample": the caller has what the agent would provide.
_HAVE = frozenset("have has got i've we've ive".split())
_ENOUGH = frozenset("plenty enough ample sufficient".split())
# "no, I've still got loads of pills", "we still have heaps": a large amount still had, the same.
_STILL_PLENTY = frozenset("loads lots heaps tons stacks".split())
# "nah, we've got pills to last us", "we've got enough to last till june": had to last a while (not "nothing to last").
_TO_LAST = re.compile(r"\b(?:i've|we've|ive|i|we) (?:still )?(?:got|have|have got) (?!nothing\b|none\b|no\b|not\b)(?:[a-z']+ ){1,3}"
                      r"to last (?:me|us|him|her|them|till|until|a|another|the|into|through)\b")
NEGATORS = frozenset("not don't dont haven't havent hasn't hasnt didn't didnt no never barely hardly".split())
# "don't send it yet", "please don't put the order in": an imperative "don't" (no subject before
# it) refuses what follows, except in these set phrases.
_DONT = frozenset("don't dont".split())
# "..., and don't mess it up", "don't screw this one up": a warning to do it right asks for it.
_NOT_REFUSALS = frozenset("""know forget worry mind understand have see care hear get remember recall
                           think hesitate mess muck screw botch bungle bodge stuff cock rush hurry""".split())
SUBJECTS = frozenset("i we you they he she it that which who why if i'd we'd what".split())
# "hold it don't send that yet", unpunctuated: "it" the object of a word of stopping, no subject of "don't".
_STOPPED = frozenset(f"{v} {o}" for v in ("hold", "stop", "wait") for o in ("it", "that"))
# "the dates on my ticket don't match what i was told": what things do or not, said of them (their
# subject a thing, not the caller); no one tells the agent not to match.
_THINGS_DO = frozenset("match tally agree tie line work fit seem arrive".split())
# "I don't require a pharmacist", "we do not wish to book", "I didn't ask for a refill": a
# first-person "don't" before any verb refuses it, unless the sentence is a condition ("if I
# don't get them ...") or the verb says a state, not a wish ("I don't drive", "I don't usually
# call"): those leave the request that follows ("I don't trust bots, get me a person") alone.
# "i don't quite trust the app, ...": a word of degree before the verb is read past, as "really" is.
_FIRST_PERSON_NOT = gated(re.compile(
    r"(?<!\bif )(?<!\bwhy )(?<!\bunless )(?<!\bwhen )(?<!\bin case )\b(?:i|we) "
    r"(?P<aux>don't|dont|do not|didn't|didnt|did not) (?:really |even |actually |quite |fully |entirely"
    r" )?(?P<verb>[a-z']+)"))
# "... I didn't bring enough of my tablets, so could you sort out another lot": what did not
# happen is the story; the request after it is what the caller says.
# "my bags went to frankfurt and i didn't, i need a human": a "didn't" with no verb of its own (a new
# subject follows) says what did not happen, the same.
_PAST_NOT = frozenset("didn't didnt".split()) | {"did not"}
# "i'd meant to order it and, well, i didn't, so the mirtazapine please": a word joining the next clause, the same.
_JOINING = frozenset("so but and then".split())
_LATER_REQUEST = re.compile(r"\b(?:could|can|would|will) you (?:please )?(?!not\b)[a-z']+")
_STATES = frozenset("""like speak live work drive usually normally often always use trust seem find fly travel
                     take mean suppose believe feel reckon expect""".split())
def told_not(clause: Sequence[str]) -> str:
    """"don't <verb> ..." opening a clause of its own ("hold it, don't make the booking"): the agent told not to do
    it, whatever ends the clause before ("hold it" is no subject of "don't"); or ""."""
    k = 1 if clause[:1] == ["please"] else 0
    if clause[k : k + 1] in (["don't"], ["dont"]) and told_to(clause[k + 1 :], _NOT_REFUSALS | _THINGS_DO):
        return " ".join(clause[k : k + 2])
    return ""


# "nah I'm good for flights", "no I'm fine for tablets right now", "we're all set for the trip":
# having no need of the thing ("I'm good for Friday" is a day that suits); "nope, all good for
# tablets" the same with the subject left out after a no. Bare "I'm all set" is left alone: it also closes a call ("I'm all set, bye now").
_CONTENT = re.compile(
    r"(?:\b(?:no|nah|nope) (?:thanks |thank you )?(?:i'm|im|i am|we're|we are) (?:quite |perfectly |really )?(?:good|fine|ok|okay|alright|sorted|all set)\b"  # ... the no said last ("i'm ok, no"), or the thing named first, fine for a while ("refills, i'm fine for now"):
    r"|^(?:i'm|im|i am|we're|we are) (?:good|fine|ok|okay|alright|sorted)(?: thanks| thank you)? (?:no|nah|nope)(?: thanks| thank you| ta)?$|^(?!(?:hi|hello|hey|hiya|morning|yes|yeah)\b)(?:[a-z']+ ){0,2}(?:i'm|im|i am|we're|we are) (?:good|fine|ok|okay|alright|sorted) (?:for now|for the moment|at the moment)(?: thanks| thank you| ta)?$"
    r"|\b(?:i'm|im|i am|we're|we are|(?:no|nah|nope) all) (?:quite |perfectly |really )?(?:good|fine|ok|okay|alright|sorted|all set) for (?!a |an |the |my |our |this |that |next |monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"today|tonight|tomorrow|now|time|morning|afternoon|evening)[a-z']+)")

_CHECKED_WHETHER = re.compile(r"\b(?:check|checking|see|seeing|confirm|make sure|(?:to|wanna) know|whether|if)"
                              r"(?: that)? ?$")

# "no, it wasn't the opening hours i rang about", "that's not what i called for": what the agent took the
# call for is not why the caller rang.
_NOT_WHY_RANG = re.compile(r"\b(?:it|that|this)(?:'s)? (?:wasn't|wasnt|was not|isn't|isnt|is not|not) (?:[a-z']+ ){1,4}"
                           r"(?:i|we) (?:rang|rung|called|phoned|was ringing|was calling|am ringing|am calling|was on|were on|was asking|were asking) (?:about|for)\b"
                           # "no, luggage isn't what i'm ringing about", "the bags're not what ...": the thing first, the same.
                           r"|(?:\b(?:isn't|isnt|is not|wasn't|wasnt|was not|aren't|arent|are not)|'s not|'re not) what (?:i'm|im|i am|we're|we are|i was|we were)"
                           r" (?:ringing|calling|phoning|on|asking|talking) (?:about|for)\b"
                           # ... the ringing in the past ("the price isn't what i phoned about"): the same.
                           r"|(?:\b(?:isn't|isnt|is not|wasn't|wasnt)|'s not) what (?:i|we)"
                           r" (?:rang|rung|called|phoned) (?:about|for)\b")


# "not just at the moment", "not really right now, thanks", "nah, not quite at this stage": put off, hedged, the whole turn
# (acts reads "not just ..." as "not only ...": "not just the tablets, the cream too").
_NOT_NOW_HEDGED = re.compile(r"^(?:(?:no|nah|nope|well|um|erm|er|hmm) )*not (?:just|quite|really|right) (?:at the (?:minute|moment)|at present"
                             r"|at this (?:time|stage|point)|for the (?:minute|moment|time being)|for now|just now|right now|now|yet|today|tonight)"
                             r"(?: (?:thanks|thank you|ta|cheers|sorry|no|though))*$"
                             # "nope, perhaps next spring", "no thanks, after christmas maybe": a no, then put off to a time, the whole turn; "nah, nothing more": none.
                             r"|^(?:(?:thanks|thank you|cheers|ta|ok|okay|well|um|erm|er) )*(?:but )?(?:no|nah|nope)(?: (?:thanks|thank you|ta|cheers))?"
                             r" (?:(?:maybe|perhaps) (?:next|after|in|another|some)(?: [a-z']+){1,3}|(?:next|after)(?: [a-z']+){1,3} (?:maybe|perhaps)|nothing (?:else|more)(?: (?:thanks|thank you|ta|cheers))?)$")


def refusal_cue(tokens: Sequence[str]) -> str:
    """The cue of a refusal that is not a set phrase, read in the unmasked words: "so no
    refill", "I still have plenty", "don't send anything yet", "I don't require one", "nah
    I'm good for flights"; or ""."""
    said = " ".join(not_refusing(" ".join(tokens := unwithheld(unwarned(" ".join(tokens))).split())).split())  # "I don't want to do this with a machine" refuses none of it; nor a detail withheld
    nothing = NOTHING.match(said) or _NOT_NOW_HEDGED.match(said)
    if nothing:
        return nothing.group(0)
    no_thing = _NO_DETERMINER.search(said)
    if no_thing:
        return no_thing.group(0).strip()
    # "I've still got a full box, so no": a bare no closing the turn after a clause.
    if _CLOSING_NO.search(said):
        return "so no"
    content = _CONTENT.search(said)
    # ... not whether one is set, asked to be checked ("can you check we're all set for amsterdam", "to see if i'm sorted for rome").
    if content and not _CHECKED_WHETHER.search(said[: content.start()]):
        return content.group(0).strip()
    mine = _FIRST_PERSON_NOT.search(said)
    if mine and mine.group("verb") not in _NOT_REFUSALS and mine.group("verb") not in _STATES and \
            not (mine.group("aux") in _PAST_NOT and (_LATER_REQUEST.search(said, mine.end()) or mine.group("verb") in SUBJECTS | _JOINING)):
        return mine.group(0).strip()
    stocked = STOCKED.search(said) or _TO_LAST.search(said) or _NOT_WHY_RANG.search(said) or UNRELATED.match(said) \
        or YOU_WONT.search(said) or NOT_CHASING.search(said) or NOT_MY_QUESTION.match(said)  # not_chasing.py
    if stocked:
        return stocked.group(0)
    # An answer opening the sentence ("no ta, I've got plenty") negates nothing that follows.
    opening = 0
    while opening < len(tokens) and tokens[opening] in INTERJECTIONS:
        opening += 1
    for k, tok in enumerate(tokens):
        # ... but having "had enough (of)" something is being fed up with it, not supplied.
        if tok in _ENOUGH and any(t in _HAVE for t in tokens[max(0, k - 3) : k]) and \
                not _negated(tokens, max(0, k - 4, opening), k) and tokens[k - 1] != "had" and \
                not (tok == "enough" and tokens[k + 1 : k + 2] == ["of"]) and not ensured(tokens, k):
            return f"{tokens[k - 1]} {tok}"
        # ... or after a no opening the turn ("nah, i've got loads of tablets"): the no says what the amount is for.
        if tok in _STILL_PLENTY and ("still" in tokens[max(0, k - 3) : k] or (opening and tokens[0] in ("no", "nah", "nope"))
                                    or (tokens[k - 1] in _HAVE and tokens[k + 1 : k + 2] in _AMOUNT_CLOSED and _opens_with_no(tokens))) \
                and any(t in _HAVE for t in tokens[max(0, k - 3) : k]) \
                and not _negated(tokens, max(0, k - 4, opening), k):
            return f"{'still ' if 'still' in tokens[max(0, k - 3) : k] else ''}{tokens[k - 1]} {tok}"
        # ... not a worry with its subject left out ("passing by later and don't want a wasted trip").
        if tok in _DONT and told_to(tokens[k + 1 :], _NOT_REFUSALS | _THINGS_DO) and \
                (k == 0 or not thing_before(tokens, k, SUBJECTS) or " ".join(tokens[k - 2 : k]) in _STOPPED) and \
                not WORRY.match(" ".join(tokens[k:])):
            return f"{tok} {tokens[k + 1]}"
        if tok == "do" and tokens[k + 1 : k + 2] == ["not"] and k + 2 < len(tokens) and \
                tokens[k + 2] not in _NOT_REFUSALS and (k == 0 or tokens[k - 1] not in SUBJECTS):
            return f"do not {tokens[k + 2]}"
    return ""


# "oh goodness no, i've loads": words of exclaiming before the no that opens the turn; the amount closes
# its clause or says of what ("loads of them", "loads left"; not "i've loads to sort out").
_AMOUNT_CLOSED: tuple[list[str], ...] = ([], ["of"], ["left"], ["still"], ["at"], ["in"], ["already"], ["thanks"], ["ta"])
_EXCLAIMS = frozenset("goodness gosh god heavens lord dear gawd golly crikey blimey lordy".split())


def _opens_with_no(tokens: Sequence[str]) -> bool:
    """A no among the words that open the turn, past interjections and exclamations."""
    for t in tokens:
        if t in ("no", "nah", "nope"):
            return True
        if t not in INTERJECTIONS and t not in _EXCLAIMS:
            return False
    return False


def _negated(tokens: Sequence[str], start: int, end: int) -> bool:
    """Whether a negator lies in `tokens[start:end]`: not "no" answering before the caller says what
    they have ("metformin no, i've got plenty of that": the no answers, the having is not denied)."""
    # ... "won't" too: "i won't have enough to cover it" says a need.
    return any((t in NEGATORS or t in ("won't", "wont")) and not (t in ("no", "nah", "nope") and tokens[j + 1 : j + 2] in (["i've"], ["we've"], ["i"], ["we"], ["ive"]))
               for j, t in enumerate(tokens[start:end], start=start))
