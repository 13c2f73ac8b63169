"""A no said by its own words, wherever it stands in the turn (read by `acts.classify` beside the
refusals of `refusals.py`): an emphatic no with the caller as its subject, no thing left for the
caller after all, chances taken alone (`own_luck.OWN_LUCK`), a yes taken back for the no meant, a thing
shunned (`shunned.SHUNNED`), one's own supply "all right" (two words) or said to be enough (or to last), boxes or packs
still in hand after a no, nothing of one's own
waiting, a no then the thing put off till later, a no doubled by
"nothing" or "nobody" then the caller fine, a no then the call said to be about something else, unnamed, no wish
or desire of one's own for the thing, a no then nothing to be done for the caller, and the thing not what is
wanted, needing no one or nothing after a no (`need_none.NEED_NONE`), a no then a kind of thing said not for the
caller, the thing said not to be done, in the passive (`passive.NOT_TO_BE`), the doing itself given up
(`given_up.GIVEN_UP`), the caller's body (a firm, a school, a home) saying the no
(`our_side.BODY_REFUSES`), no one of the caller's side travelling (`none_going.NONE_GOING`), a wish disowned as
never said (`never_said.NEVER_SAID`), a thing said fine till a later time, the no put last
(`fine_till.FINE_TILL`), one's own flat refusal to have the thing, the agent told not to have the thing made
ready or nothing to be made ready after a no (`not_readied.NOT_READIED`, `NOTHING_TO_BE`), someone's thing said fine
or able to wait after a no (`keeps_well.KEEPS_WELL`); and
where the no said first ends (`past_the_no`, read by `acts.classify` for the clause after it)."""

from __future__ import annotations

import re

from voice_agent.engine.fine_till import FINE_TILL
from voice_agent.engine.given_up import GIVEN_UP
from voice_agent.engine.keeps_well import KEEPS_WELL
from voice_agent.engine.kept_on import KEPT_ON
from voice_agent.engine.need_none import NEED_NONE
from voice_agent.engine.never_said import NEVER_SAID
from voice_agent.engine.no_matter import NO_MATTER
from voice_agent.engine.none_going import NONE_GOING
from voice_agent.engine.none_this import NONE_THIS
from voice_agent.engine.not_readied import NOT_READIED, NOTHING_TO_BE
from voice_agent.engine.our_side import BODY_REFUSES
from voice_agent.engine.own_luck import OWN_LUCK
from voice_agent.engine.passive import NOT_TO_BE
from voice_agent.engine.pauses import PAUSES
from voice_agent.engine.relayed import NONE_MORE
from voice_agent.engine.shunned import SHUNNED

# "no way am I getting on a plane", "not a chance we're flying": an emphatic no with the caller as
# its subject. Not "no way to book online?" nor "is there no way I can get a seat" (no subject form).
_EMPHATIC = (r"\b(?:no way|no chance|not a chance|not on your life|not in a million years) "
             r"(?:am i|are we|will i|would i|i'm|im|i am|we're|we are|i'll|we'll|i will|we will|i'd|we'd|i would)\b")
# "there's no trip for us now, after all": no thing for oneself (or one's own), the mind changed
# ("after all", "anymore", "this time"). Not "there's no seat for me on the app" (a thing missing).
_NONE_LEFT = (r"\b(?:there's|there is|theres) no (?:[a-z']+ ){1,3}for (?:me|us|him|her|them)(?: now| then)?,?"
              r" (?:after all|anymore|any more|this time)\b")
# "i said yes, i meant to say no", "that yes was supposed to be a no": a yes taken back for the no
# meant. Not "i meant no harm" nor "i meant no offence".
_YES_MEANT_NO = (r"\b(?:i|we|it|that|that yes|my yes) (?:meant|was meant|were meant|was supposed|were supposed)"
                 r"(?: to (?:be|say|give you))? (?:a )?(?:no|nope|nah)\b(?! (?:offence|offense|harm|disrespect|problem|one))")

# "no, we're all right for inhalers just now": "all right" in two words, the caller's own supply of a thing (a plural)
# being enough, as "alright for" is (refusals._CONTENT). Not "is that all right for friday" (no first person).
_ALL_RIGHT_FOR = (r"\b(?:i'm|im|i am|we're|we are) (?:quite |perfectly |really )?all right for (?:my |our )?[a-z']+s"
                  r"(?: (?:at the moment|at the minute|for now|just now|thanks|thank you|ta))?\b(?! (?:and|but) )")
# "nah, my stock of patches is perfectly adequate", "no, our supplies are fine for now": the caller's own supply said to
# be enough, closing the turn. Not "my supply's fine till friday, then ..." (a time it runs to, and more said after).
_SUPPLY_ENOUGH = (r"\b(?:my|our) (?:supply|supplies|stock|stocks)(?: of [a-z']+)?(?:'s| is| are)"
                  r" (?:quite |perfectly |more than |still |really )?"
                  r"(?:sufficient|enough|adequate|ample|plenty|fine|ok|okay)"
                  r"(?: (?:at the moment|for now|just now|thanks|thank you|ta))* ?$")
# "nah, our medicine tin is full enough to last the month", "no, my spray has still enough in it to last till june": a
# no opening the turn, then the caller's own store or supply said to hold enough to last to a time, closing the turn.
# Not "no, my tin isn't full enough to last" (too little), nor "..., enough to last till friday, then can you ..."
# (asked after), nor without the no first.
_LASTS = (r"^ ?(?:(?:er|erm|um|uh) )?(?:no|nah|nope)(?: thanks| thank you| ta)? (?:my|our) (?:[a-z']+ ){0,2}[a-z']+"
          r"(?:'s| is| are| has| have)(?: still| got| easily){0,2}(?: (?:full|big|stocked|plenty))? enough"
          r"(?: (?:in it|left))? to last(?! (?:and|but|so|then|can|could|please)\b)(?: [a-z']+){0,5} ?$")
# "nah, we've still got a full pack of them at home", "no, there's still most of a tube left": a no opening the turn,
# then an amount counted in boxes, packs or bottles still in hand, closing it. Not "no, there's only half a box left"
# (too little), nor "..., there's half a pack left, can you refill it" (asked after).
_IN_HAND = (r"^ ?(?:(?:er|erm|um|uh) )?(?:no|nah|nope)(?: thanks| thank you| ta)? "
            r"(?:there's|theres|there is|there are|(?:i've|ive|we've|i|we) (?:still )?got|(?:i|we) (?:still )?have) "
            r"(?:still )?(?:about |nearly |almost |over |at least |more than )?"
            r"(?:(?:half|most of) (?:a |an |the )?|(?:a|an|one|two|three|four|a couple of|a few|several) )"
            r"(?:whole |full |spare |new )?"
            r"(?:box(?:es)?|packs?|packets?|strips?|bottles?|tubes?|tubs?|sheets?|jars?|cartons?|canisters?)"
            r"(?: of (?:them|those|these|(?:my |our |his |her |their |the )?(?:[a-z']+ ){0,2}?[a-z']+))?"
            r" (?:left|spare|in the (?:cupboard|drawer|cabinet|fridge)|at home)(?: (?:thanks|thank you|ta))* ?$")
# "no, i've nothing to pick up this week": nothing of the caller's waiting to be collected or chased.
# Not "have i nothing to collect" (asked), nor "i've nothing to pick it up in" (the means).
_NOTHING_WAITING = (r"\b(?:i've|ive|i have|we've|we have) (?:got )?nothing "
                    r"(?:to (?:chase up|chase|follow up|collect|pick up)|(?:waiting|due|on order))"
                    r"\b(?! (?:it|them|in)\b)")
# "nope, i'm not having that", "that airline, we're just not having it": the caller's own flat refusal to take the
# thing, closing the turn (not "i'm not having a good day", nor "i'm not having it, put me through to a person": more
# is asked after it).
_NOT_HAVING = (r"\b(?:i'm|im|i am|we're|we are) (?:just |simply |really )?not having (?:it|that|them|any of (?:it|that))"
               r"(?: (?:thanks|thank you|ta|sorry|mate|love|i'm afraid|again))* ?$")
# "no, not that, leave it till after christmas": a no, then the thing put off to a later time, closing the turn. Not
# "leave it till friday and then book it" (what follows asks).
_PUT_OFF = (r"\b(?:no|nah|nope)\b.*\bleave (?:it|that|them|the [a-z']+) (?:till|until|til) "
            r"(?:next (?:week|month|year|time)|later|after [a-z']+|the (?:new year|spring|summer|autumn)) ?$")
# "nah, nothing, we're good", "no, no one, i'm fine": a no doubled by "nothing" or "nobody", then the caller fine
# without.
# Not "no, nothing's come, i'm fine waiting" (a thing, then a want): the caller fine closes the turn.
_NONE_AND_FINE = (r"\b(?:no|nah|nope) (?:nothing|nobody|no one|no-one|none)(?: else)?(?: thanks| thank you| ta)? "
                  r"(?:i'm|im|i am|we're|we are) (?:quite |perfectly |really )?"
                  r"(?:good|fine|ok|okay|alright|sorted|all set)"
                  r"(?: (?:thanks|thank you|ta|really|honestly))? ?$")
# "no, never mind that, i called about something else": a no first, then the call said to be about something else, left
# unnamed, closing the turn. Not "..., i rang about something else, my inhaler" (the thing named after it is asked).
_ELSE_RANG = (r"^ ?(?:no|nah|nope)\b.*\b(?:i|we|i'm|im|we're|i am|we are|i was|we were) "
              r"(?:rang|rung|called|phoned|ringing|calling"
              r"|phoning) (?:you )?(?:about|for) (?:(?:something|summat) (?:else|different)|another thing)"
              r"(?: (?:entirely|altogether|really|actually|thanks|though))? ?$")
# "nope, i've no wish for a seat on it", "we've no desire to fly again": no wish of one's own for the thing.
# Not "i've no wish to be late" nor "no desire to miss it" (a worry, as `refusals.WORRY` reads one); "we have no desire
# to be put through", "i've no wish to be booked on it": the agent's doing, wished undone, is a no all the same.
# "we've no requirement of any agent", "i have no requirement for a call back": no requirement of it, the same.
# "we've no wish whatsoever for ...": the wish denied outright, the same.
_NO_WISH = (r"\b(?:i've|ive|i have|we've|we have)(?: got)? no (?:wish|desire|requirement)"
            r"(?: whatsoever| at all| in the slightest)? (?:for|to|of)\b"
            r"(?! (?:be(?! (?:transferred|put through|connected|passed|handed over|booked|rebooked|moved))"
            r"|miss|lose|waste|end up|get stuck|risk|cause|bother)\b)")

# "nah, nothing needs ordering for us this week", "no, nothing to be sent out for me": a no opening the turn,
# then nothing to be done for the caller, closing it. Not "no, nothing's come for me yet, can you chase it"
# (a thing missing, then asked).
_NOTHING_FOR_ME = (r"^ ?(?:no|nah|nope) nothing (?:(?:to be|that needs|needs|needed|needing|wanted) )(?:[a-z']+ ){1,2}?"
                   r"for (?:me|us)(?: (?:today|now|this time|this week|this month|thanks|thank you|ta))* ?$")

# "nope, i'll leave the drops this time", "nah, we'll skip it this month", "no, i think i'll give the jab a miss": a no
# opening the turn, then the caller (or the household) leaving the thing be themselves, closing the turn, as "no, leave
# it" does. Not "no, i'll leave a message" nor "no, i'll leave it with you then" (no thing of one's own, or handed on).
_LEFT_THING = r"(?:it|that|them|this one|that one|(?:the|my|our|his|her|their) [a-z']+(?: [a-z']+)?)"
_LEFT_WHILE = (r"(?: (?:this|next) (?:time|week|month|year|once)(?: round)?"
               r"| for (?:now|today|the moment|the time being)| then| thanks| thank you| ta)*")
_LEAVE_MYSELF = (r"^ ?(?:(?:er|erm|um|uh) )?(?:no|nah|nope)(?: thanks| thank you| ta)? (?:i think )?"
                 r"(?:i'll|ill|i will|we'll|we will) (?:just )?(?:(?:leave|skip|pass on) " + _LEFT_THING
                 + r"|give " + _LEFT_THING + r" a miss)" + _LEFT_WHILE + r" ?$")

# "nah, the early flights are not for us, ta", "no, those big packs aren't really for me": a no opening the turn, then
# a kind of thing said not to be for the caller, closing it. Not "no, that seat's not for me, it's for my wife" (whom it
# is for, said after), nor "the flights are not for me" with no no first.
_NOT_FOR_ME = (r"^ ?(?:no|nah|nope)(?: thanks| thank you| ta)? (?:the |those |these |them |any )?"
               r"(?:[a-z']+ ){0,2}[a-z]+s"
               r" (?:are not|aren't|arent|'re not) (?:really |just |actually )?for (?:me|us)"
               r"(?: (?:thanks|thank you|ta|cheers|really|i'm afraid|then|though))* ?$")

# A thing that is no date: not "the fifth", "the 3rd", "the twenty first", "the monday", "the next one".
_NOT_A_DAY = r"(?!(?:[a-z']+ )?(?:\d|[a-z]*(?:first|second|third|th|day)\b|next\b))"
# "negative on the window seat", "negatory": the radio operator's no, alone or said of the thing ("on" or "to" it),
# closing the turn. Not "the test came back negative" (not first) nor "negative, on the fifth" (left open to a date:
# a thing of two words at most, then the end).
_RADIO_NO = (r"^ ?(?:(?:er|erm|um|uh) )?(?:negative|negatory)"
             r"(?: (?:on|to) (?:it|that|this|them|(?:the|that|this|my|our) " + _NOT_A_DAY + r"[a-z']+(?: [a-z']+)?"
             # "negative on being put on hold": a thing done to the caller, refused, the same.
             r"|being [a-z']+(?: [a-z']+){0,3}))?"
             # "negative on the window seat, we're fine": the caller well off without it, closing it, the same ...
             r"(?: (?:i'm|im|i am|we're|we are) (?:good|fine|ok|okay|alright|sorted|all set)(?: with (?:you|that))?"
             # ... or nothing asked for ("negative, we were only asking", "negative, i wasn't checking up on it").
             r"| (?:i|we) (?:was|were) (?:just|only) (?:asking|checking|wondering)"
             r"| (?:i|we) (?:wasn't|weren't|was not|were not) (?:asking|checking)(?: up)?"
             r"(?: (?:on|about) (?:it|that|them))?)?"
             r"(?: (?:thanks|thank you|over))? ?$")

# "nah, the delivery slots aren't what i'm after, ta", "nope, hours aren't what i want": the thing said not to be what
# the caller wants, with the verb contracted ("is not what ..." is a refusal's phrase), closing the turn. Not "the early
# one isn't what we're after, the late one is" (the one wanted is said after). "the nurse isn't who we want": a person
# not the one wanted, "who" the same.
_WHAT_WANTED = (r"(?:what|who) (?:(?:i'm|im|i am|we're|we are) (?:after|looking for|wanting)"
                r"|(?:i|we) (?:really )?(?:want|need))")
# "no, the fare is not my question", "seats aren't our question, ta": the thing said not to be what one asks, the same
# (not "... isn't my question, how heavy can a bag be": the question said after, nor "is that not my question").
# "no, the fare is not our question at all": the no made whole by "at all" closing it, the same.
_NOT_WHAT_WANTED = (r"\b(?:(?:isn't|aren't|ain't|isnt|arent) (?:really |actually )?" + _WHAT_WANTED
                    + r"|(?:is|are)(?: not|n't) (?:really |actually )?(?:my|our) question"
                    # "no, night trains are the last thing we want": the thing wanted least of all, the same (not
                    # "this is the very last thing we need": a mishap borne, of "that", "this" or "it").
                    + r"|(?<!\bthat )(?<!\bthis )(?<!\bit )(?:is|are) the (?:very )?last thing (?:i|we) (?:want|need)"
                    # "no, we don't have a fare question": the question of the thing said not had, the same.
                    + r"|\b(?:i|we) (?:don't|dont|do not) (?:really |actually )?have (?:a|an|any) (?:[a-z']+ ){0,2}"
                    + r"(?:question|questions|query|queries))"
                    + r"(?: (?:thanks|thank you|ta|cheers|today|now|then|really|at all))* ?$")
# "no, it's not the repeat i'm after", "it isn't my booking we're wanting": the thing said not to be the one the caller
# is after, a cleft of "it", closing the turn (not "it's not the early one i'm after, it's the late one": said after).
# "it's not a nurse we need", "no be the cream i need": the same with a bare "want" or "need", and the pidgin of Nigeria
# and Ghana's "no be" ("it's not"), its thing with or without a determiner.
_NOT_THE_ONE = (r"^ ?(?:(?:no|nah|nope) )*(?:(?:it's|its|it is|it) (?:not|isn't|isnt|is not)"
                r" (?:the|a|an|my|our|your|his|her|their|[a-z]+'s)|no be(?: the| a| an| my| our| his| her| their)?)"
                r"(?: [a-z']+){1,2} (?:that )?(?:(?:i'm|im|i am|we're|we are) (?:after|wanting|looking for)"
                r"|(?:i|we) (?:want|need))"
                r"(?: (?:thanks|thank you|ta|cheers|today|now|then|really))* ?$")
# "no thanks, you needn't check", "um no, we're fine": the no said first (a hesitation before it, thanks after it),
# before the clause that says what is refused.
# The no alone and the words for none said with it, in English or borrowed ("nah, nothing", "no, zero, nada"): said only
# with one another, and a no among them, they refuse as "no" does (`acts.classify`).
NO_AND_NONE = frozenset("no nope nah nothing none zero nada zilch nil".split())
# "ah no the inhaler can stay as it is", "och no, ...": Ireland's and Scotland's softening "ah" and "och" before
# the no, as a hesitation is (not "oh no": dismay as often).
_SAID_FIRST = re.compile(r"^(?:(?:er|erm|um|uh|ah|och) )?(?:(?:no|nah|nope)(?: thanks| cheers| ta)? )+")


def said_no_first(own: str) -> bool:
    """Whether the clause `own` opens with a no, "ah" or "och" before it or not ("ah no the seat's not needed")."""
    said = own.split()[:2]
    return said[:1] in (["no"], ["nah"], ["nope"]) or (said[:1] in (["ah"], ["och"]) and said[1:] in (["no"], ["nah"]))


def past_the_no(own: str) -> str:
    """The clause after the no said first: "um no you needn't check anything" -> "you needn't check anything"."""
    return _SAID_FIRST.sub("", own)


NO_WAY = re.compile("|".join((_EMPHATIC, _NONE_LEFT, _YES_MEANT_NO, SHUNNED,
                              _ALL_RIGHT_FOR, _SUPPLY_ENOUGH, _LASTS, _IN_HAND, _NOTHING_WAITING, _PUT_OFF,
                              _NONE_AND_FINE,
                              _ELSE_RANG, NEVER_SAID,
                              _NO_WISH,
                              _NOTHING_FOR_ME, KEPT_ON, OWN_LUCK, _RADIO_NO, _NOT_WHAT_WANTED, _NOT_THE_ONE,
                              NEED_NONE, _LEAVE_MYSELF, _NOT_FOR_ME, NOT_TO_BE, GIVEN_UP, BODY_REFUSES, NONE_GOING,
                              FINE_TILL, _NOT_HAVING, NOT_READIED, KEEPS_WELL, NOTHING_TO_BE, NONE_MORE,
                              NONE_THIS, NO_MATTER)))


# "not the evening one, it's the morning one" names the one meant; "no, not the chemist, it's fine", "not the
# doctor, it's all right": the clause after "not the ..." says all is well, and names nothing instead (the no stands).
_ALL_WELL = frozenset("ok okay fine alright good nothing nowt".split())  # "it's nothing": none meant instead
_ALL_WELL_TWO = (["all", "right"], ["all", "good"])


def named_instead(after: list[str], *later: list[str]) -> bool:
    """Whether the clause after a "not the ..." names the one meant instead ("the ...", "it's the ...", "but the ...",
    "i mean", "i meant"), not "it's ok", "it's all right", "it's nothing": all well, a no. A clause of a pause or a slip
    alone (`PAUSES`: "not the cream, oh, sorry, the drops") is passed over to the next of the `later` ones."""
    if after and PAUSES.issuperset(after) and later:
        return named_instead(*later)
    if after[:1] == ["it's"] and (_ALL_WELL.intersection(after[1:2]) or after[1:3] in _ALL_WELL_TWO):
        return False
    return after[:1] in (["the"], ["it's"]) or after[:2] in (["but", "the"], ["i", "mean"], ["i", "meant"])
