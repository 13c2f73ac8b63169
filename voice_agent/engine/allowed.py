"""Questions about what is allowed, what it costs and what the place does: the patterns with which
the speech-act reading (`acts.classify`) tells them from requests, and the cues it names them by.
Split from acts.py by concern; each pattern reads the turn's lead, lower case, fillers out."""

from __future__ import annotations

import re

from voice_agent.engine.in_vain import in_vain
from voice_agent.engine.resolved import resolved
from voice_agent.engine.text import PEOPLE_BY_STATION

# "can my son fly on his own", "may our kids sit together", "could she collect it for me": what
# someone else may do is a question about what is allowed, whoever the verb. Not the caller's own
# ("can I", "can you") nor anyone of the agent's ("can someone call me back"), nor someone else
# asking to speak with a person ("can my husband speak to the pharmacist"), nor someone's thing
# ("can my mum's repeat be done"). Whether a thing is done does not answer it (understand.py).
PERMISSION = "what someone else may do"
# "can someone else collect it" the same: anyone but the caller (not "can someone else help me").
# Not a person set apart from the machine ("can a proper person pick up", "could a real human answer"): one of the agent's.
# "could a living member of your team answer": alive, said as living or breathing, the same.
# "... or does it have to be me", "... or do i have to come myself": the caller as the other one who might do it.
_OR_ME = (r" (?:[a-z']+ ){1,10}or (?:(?:does|do|has|must|should|would|will) (?:it|that|they)"
          r" (?:(?:have|has|need|needs) to |got to )?be (?:me|us|myself|ourselves)"
          r"|(?:do|must|should|would) (?:i|we) (?:have to |need to )?(?:[a-z']+ ){1,3}(?:myself|ourselves)"
          # "can anyone sit there or are there requirements": the rules as the other answer, the same.
          r"|(?:are|is) there (?:any )?(?:requirements|rules|restrictions|conditions|limits))\b")
# People named by their age or station in life, not by who they are to the caller ("students", "pensioners").
_PEOPLE_BY_STATION = "(?:" + "|".join(sorted(PEOPLE_BY_STATION)) + "|pregnant women|over sixties)"
# Not a thing asked to be arranged ("could a new supply of it be arranged", "can my repeat be sorted"): a request.
_ARRANGED = r"(?!(?:[a-z']+ ){0,5}be (?:arranged|organised|organized|sorted|sorted out|processed|put through)\b)"
# "can the girl next door collect", "could the boy from up the road pick it up": someone named by where they live, not
# who they are to the caller (not the agent's: "the lady from your office", "the man from the pharmacy").
_NEIGHBOURED = (r"the (?:lad|lass|boy|girl|fella|fellow|chap|man|woman|lady|neighbour|neighbor)"
                r"(?= (?:next door|down the|up the|from (?!your\b|you\b"
                r"|the (?:pharmacy|chemist|shop|office|airline|desk|counter|branch)\b)))")
THIRD_PARTY_MODAL = re.compile(r"^(?:can|could|may|might|should|must) (?:(?:my|our|his|her|their|a|an) " + _ARRANGED +
                               r"(?!(?:real|actual|proper|live|living|breathing|human)\b)[a-z]+(?!'s\b)|he|she|they"
                               r"|(?:someone|somebody|anyone|anybody) else(?! (?:help|ring|call|phone|deal|handle|sort|take|look)\b)"
                               # "can anybody collect on my behalf": anyone acting for the caller, the same.
                               r"|(?:someone|somebody|anyone|anybody)(?= [a-z']+ (?:[a-z']+ ){0,3}on (?:my|our|his|her|their) behalf\b)"
                               # "can anybody fetch it or must it be me": the caller as the other choice.
                               r"|(?:someone|somebody|anyone|anybody)(?=" + _OR_ME + ")"
                               r"|" + _NEIGHBOURED +
                               # "can pensioners get it free": a class of people by age or station, the same.
                               r"|" + _PEOPLE_BY_STATION +
                               r"|children|kids|babies|infants|pets|dogs)(?! (?:speak|talk|chat|be)\b) [a-z']+"
                               # "is my carer allowed to pick them up", "are kids allowed to fly alone": the same, asked with "allowed".
                               # Not someone able to come to the phone ("is a nurse able to come on the line"): one of the agent's, reached.
                               r"|^(?:is|are) (?:(?:my|our|his|her|their|a|an) [a-z]+|he|she|they|(?:someone|somebody|anyone|anybody) else"
                               r"|children|kids|babies|infants|pets|dogs) (?:allowed|permitted|able) to (?!speak\b|talk\b|chat\b|come (?:on|to) the (?:line|phone)\b|answer\b)[a-z']+"
                               # "would my eight year old nephew be permitted to travel alone", "will she be allowed to board": whether
                               # someone else would be allowed, asked ahead, the same.
                               r"|^(?:would|will) (?:(?:my|our|his|her|their|a|an)(?: [a-z]+){1,4}?|he|she|they|children|kids) be (?:allowed|permitted) to [a-z']+"
                               # "am i allowed a refill early if ...", "are we permitted two bags": what the caller may have, the same.
                               r"|^(?:am i|are we) (?:still |even )?(?:allowed|permitted|entitled)(?! to (?:speak|talk|chat)\b) (?:to )?[a-z']+"
                               # "my neighbour fetching it for me, allowed?", "..., is that permitted": whether it may be, asked closing the turn.
                               r"|^(?:(?:is|would|will) (?:that|this|it) (?:be )?)?(?:allowed|permitted)$")
# "is it allowed for my eleven year old to collect them", "is our nine year old grandson allowed to fly alone": whether
# someone else may, said with "allowed for", or with more words naming them, the same.
# "is it permitted to carry two laptops", "is it even allowed to order a year's worth": whether anyone may, no one
# named (the caller among them), the same.
_ALLOWED_FOR = (r"|^is it (?:still |even )?(?:allowed|permitted) (?:to (?!speak\b|talk\b|chat\b)[a-z']+|for "
                r"(?:(?:my|our|his|her|their|a|an)(?: [a-z]+){1,4}?|him|her|them|children|kids) to [a-z']+)"
                r"|^(?:is|are) (?:my|our|his|her|their) (?:[a-z]+ ){1,4}(?:allowed|permitted) to "
                r"(?!speak\b|talk\b|chat\b)[a-z']+"
                # "would my grandson need a ticket of his own", "will she need her own seat by then": what someone else
                # would need, asked ahead, is a rule, the same.
                r"|^(?:would|will) (?:(?:my|our|his|her|their|a|an)(?: [a-z]+){1,4}?|he|she|they|children|kids)"
                r" (?:still )?(?:need|have to|need to) (?:his|her|their|a|an|one|to)\b")
THIRD_PARTY_MODAL = re.compile(THIRD_PARTY_MODAL.pattern + _ALLOWED_FOR)
# "can I get my prescriptions free as a student", "could we have the seats cheaper": whether one
# may have it at a price asks the price (only a guideline that speaks of prices answers it).
# "could I pick up my dad's tablets if I'm not on his records", "can we collect it if he's away":
# whether one may, on a condition about oneself or the one spoken for, asks what is allowed.
# "can i get my repeat early if i'm going on holiday": away, said as going, the same; "if we're going sailing": away
# doing something, the same.
# "could we have our repeats sooner if we're off to portugal", "can i get it early if i'm flying to lagos": away,
# said as going to a place, the same. Not going to do something ("if i'm going to run out", "if we're going to be
# late").
_A_DOING = (r"(?:be|need|run|have|get|miss|take|use|want|do|make|see|start|stop|finish|lose|pick|collect|come|call|try"
            r"|order|keep)\b")
_OFF_TO = r"(?:going|travell?ing|flying|heading|off) (?:back |home |over |out )?to (?!" + _A_DOING + r")[a-z]+"
# "can we have our repeats early if we travel back to ghana", "... if i fly home for the summer": the going said in
# its bare present, the same; not "if i go to pick them up" (a doing) nor "if i go to the gp first" (nowhere away).
_GO_BARE = r"(?:travel|fly|go|head)(?: back)? (?:home|abroad|away|overseas|to (?!the\b|" + _A_DOING + r")[a-z]+)"
# "could we have two months' worth of her inhalers all at once if we're away": a supply asked in one go, the words
# of how it comes ("at once", "in one go", "up front") past the span asked, the same.
_IN_ONE_GO = r"(?:(?:all )?(?:at once|in one go|at one time|in advance|up front|upfront) )?"
# "is it possible to book for my mum if i'm not flying": whether it is possible, on such a condition, the same.
MAY_IF = re.compile(r"^(?:(?:can|could|may) (?:i|we)|is it (?:still |even )?possible (?:for (?:me|us) )?to) "
                    r"(?:[a-z']+ ){1,7}"
                    + _IN_ONE_GO + r"(?:if|unless) (?:i|we|i'm|we're|he|she|they|he's|she's|they're)"
                    r" (?:am |are |is )?(?:not|don't|doesn't|can't|cannot|haven't|hasn't|isn't|aren't|away|abroad|ill"
                    r"|on holiday|going (?:away|abroad|on holiday|[a-z]+ing)|" + _OFF_TO + "|" + _GO_BARE + r")\b"
                    # "can i still fly if my middle name is missing from the ticket": on a condition about one's things, the same.
                    r"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){1,7}(?:if|unless) (?:my|our|his|her|their) (?:[a-z]+ ){1,2}(?:is|are|was|were|has|have)"
                    r" (?:not |been |got )?(?:missing|wrong|misspelt|misspelled|different|expired|lost|out of date|left off|damaged)\b"
                    # "can i get my repeat without seeing my gp", "could we fly without a visa": whether one
                    # may, doing without a step or a thing, the same. Not "without any fuss" (how it is done).
                    r"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){1,7}without (?!(?:any |a |the )?(?:fuss|hassle|delay|wait|waiting)\b)"
                    r"(?:[a-z]+ing|a|an|my|his|her|our|their|the)\b"
                    # "can i pick up someone else's tablets", "could we collect anybody else's order": doing it with
                    # another's thing asks what is allowed, as "can someone else collect it" does.
                    r"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){1,2}(?:someone|somebody|anyone|anybody) else's\b"
                    # "can i pick up the order for my dad or does he need to come himself": whether one may, or the other must.
                    r"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){1,7}or (?:does|do|will|would|must) (?:he|she|they)"
                    r" (?:have to|need to|need|has to|got to|must)\b")
# "is it possible to pick seats together", "can we choose our own seats": choosing where one sits is a rule of
# the thing held or bought, asked; it books nothing (not "can i get a seat on ...", "reserve us two seats").
SEATS_CHOSEN = (r"|^(?:is (?:it )?possible (?:for (?:me|us) )?to|(?:can|could|may) (?:i|we)|(?:are we|am i) (?:allowed|able) to"
                r"|do (?:i|we) get to) (?:still |also |even )?(?:pick|choose|select) (?:(?:my|our|the|a|some|your) )?(?:own )?seats?\b")
# "can you refill one a hospital doctor wrote or only my gp's", "do you book partner airlines or just your own": whether
# the agent does it for one kind of thing or only for another asks what is allowed, and asks for neither.
ONLY_ANOTHER = r"|^(?:can|could|will|would|do|does) (?:you|they|i|we) (?:[a-z']+ ){1,8}or (?:only|just) (?:[a-z']+ ){0,5}[a-z']+$"
MAY_IF = re.compile(MAY_IF.pattern + SEATS_CHOSEN + ONLY_ANOTHER)
# "can you get a refill without seeing a doctor", "could you buy a fare without a card": "you" said of anyone, a thing
# not the caller's own had doing without a step, asks what is allowed (not "can you get me a refill without ...").
ANYONE_WITHOUT = r"|^(?:can|could) you (?:get|have|buy|order|book|renew|reorder) (?:a|an|any) (?:[a-z']+ ){1,3}?without (?:[a-z]+ing|a|an|any|the)\b"
MAY_IF = re.compile(MAY_IF.pattern + ANYONE_WITHOUT)
# "can you still travel if you've just had an operation", "could you board if you are heavily pregnant": "you" said of
# anyone, both sides of "if", with a doing of the one who travels (the agent flies no one) and a state of theirs after "if",
# asks what is allowed and books nothing (not "can you book me on it if you have seats": a doing of the agent's, and a having).
ANYONE_IF = (r"|^(?:can|could) you (?:still |even |safely |legally )?(?:fly|travel|board)\b(?! (?:me|us|him|her|them)\b)(?: [a-z']+){0,7}? (?:if|when|while) you"
             r"(?:'re|'ve (?:just |recently )?(?:had|been)|'d| are| were| had)\b")
MAY_IF = re.compile(MAY_IF.pattern + ANYONE_IF)
# "can you fill a prescription from another surgery", "do you take scripts written by a private doctor": the agent doing a kind of
# thing ("a", "any": not the caller's own) that came from another place or hand asks what is allowed, and asks for none.
ANY_FROM = (r"|^(?:can|could|will|would|do|does) (?:you|they) (?:still |ever )?(?:fill|take|accept|do|dispense|honou?r|process|refill) (?:a|an|any)"
            r" (?:[a-z']+ )?(?:prescriptions?|scripts?|repeats?) (?:from|written by|issued by|signed by) (?:a|an|another|other|any|the other)\b")
MAY_IF = re.compile(MAY_IF.pattern + ANY_FROM)
# "could we have a bigger allowance like our neighbour gets", "can i get a yearly pass like his wife has": a kind of thing ("a",
# "an": not the caller's own) had as someone else has it asks whether the caller may too, and asks for none
# (not "can i get my usual like last time", nor "... like my brother" with no doing of his).
LIKE_ANOTHERS = (r"|^(?:can|could|may) (?:i|we) (?:get|have) (?:a|an) (?:[a-z']+ ){1,4}like (?:my|our|his|her|their) [a-z]+"
                 r" (?:does|do|did|gets|got|has|had)\b")
MAY_IF = re.compile(MAY_IF.pattern + LIKE_ANOTHERS)
# "could we get the inhaler a week sooner or is that against the rules", "can i take two cases or would that be
# pushing it": whether one may, the doubt that it is allowed closing the turn as its other answer, asks the rule
# and asks for nothing ("can i get my refill or is it not ready" is left to whether it is done).
# "can you give me two months at once or is that not allowed": the agent asked to do it, the doubt closing it, the same.
_ASKER = r"(?:i|we|you)"
OR_NOT_ALLOWED = (rf"|^(?:can|could|may) {_ASKER} (?:[a-z']+ ){{1,9}}or (?:is|would|will|was) (?:that|it|this) (?:be )?"
                  r"(?:even |just |a bit |too )?"
                  r"(?:cheating|allowed|permitted|not allowed|not permitted|against (?:the )?(?:rules|policy)|breaking (?:the )?rules"
                  r"|bending (?:the )?rules|a no no|frowned (?:on|upon)|pushing it|pushing my luck|cheeky|naughty|illegal|a cheek)$")
MAY_IF = re.compile(MAY_IF.pattern + OR_NOT_ALLOWED)
# "could we have our inhalers sooner as we're off to kenya", "can i get it ahead of time since i'm away": a supply asked
# early, going away given as the reason ("because", "as", "since"), asks whether one may, as "... early if i'm away"
# does (not "can i get my tablets because i've run out": no early, nor "i need them early because ...": no asking).
_AWAY = r"(?:going (?:away|abroad|on holiday)|away|abroad|on holiday|travell?ing|flying|" + _OFF_TO + r")\b"
EARLY_AS_AWAY = (r"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){1,6}(?:early|earlier|sooner|in advance|ahead of time)"
                 r" (?:because|as|since|cause|cos|coz)"
                 r" (?:i'm|we're|i am|we are|he's|she's|they're|he is|she is|they are) "
                 + _AWAY)
MAY_IF = re.compile(MAY_IF.pattern + EARLY_AS_AWAY)
# "could we have our inhalers sooner because of the school holidays", "can i get it early due to the festival": a supply
# asked early, a season or a feast given as the reason, asks whether one may, the same (not "... early because of my
# back": no season; nor "please get it early for the holidays": no asking).
_SEASON = (r"(?:[a-z']+ ){0,2}(?:holidays?|hols|festival|feast|break|long weekend|new year|christmas|easter|half term"
           r"|eid|diwali|vesak|poya|tet|hanukkah|ramadan|lunar new year)")
EARLY_FOR_SEASON = (r"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){1,6}(?:early|earlier|sooner|in advance|ahead of time)"
                    r" (?:because of|due to|on account of|ahead of|for|over) (?:the|my|our) " + _SEASON + r"$")
MAY_IF = re.compile(MAY_IF.pattern + EARLY_FOR_SEASON)
# "can you still check a bag in on the morning of the trip", "could i change a ticket the day before the flight":
# a kind of thing ("a", "an", "any": not the caller's own) done by a time set by the journey itself asks how late
# one may, a rule; it asks for none ("book me a seat for the morning of the 5th" names a day of its own).
HOW_LATE = (r"|^(?:can|could|may) (?:you|i|we|one) (?:still |even )?[a-z']+ (?:a|an|any) (?:[a-z']+ ){0,3}?"
            r"(?:on |up to |until |till |by )?the (?:morning|day|night|evening|afternoon|hour|week) (?:of|before) "
            r"(?:(?:the|your|my|our|a) )?(?:flight|trip|journey|departure|travel)\b")
MAY_IF = re.compile(MAY_IF.pattern + HOW_LATE)
# "i've had the same inhaler for years, do i still need a review every year", "do we still have to show the letter":
# whether a step is still required of the caller asks the rule as it stands, and asks for nothing (after what went
# before too); read up to the step, whose verb ("see the doctor") is no request of the caller's.
STILL_REQUIRED = r"|^(?:do|does) (?:i|we|he|she|they) still (?:need|have|got) (?:to|a|an)(?= [a-z']+)"
MAY_IF = re.compile(MAY_IF.pattern + STILL_REQUIRED)
# "does the airline need a signed form from the parents", "do you want written permission from his carer first": a
# paper (a letter, a form, consent) said to be needed of whoever asks, by the place or anyone, asks the rule and asks
# for nothing (not "do you want his date of birth": a value the agent takes).
_PAPER = r"(?:letter|note|form|consent|permission|authori[sz]ation|signature|proof|id|identification|paperwork)s?"
PAPER_NEEDED = (r"|^(?:do|does|would|will) (?:you|they|i|we|the [a-z]+|your [a-z]+) (?:still )?(?:need|want|require)"
                rf" (?:a |an |any |some )?(?:written |signed |official |formal )?{_PAPER}\b")
MAY_IF = re.compile(MAY_IF.pattern + PAPER_NEEDED)


# "can i renew it online or is it by phone only", "could we pay by card or is that cash only": whether one may do it
# one way, the only other way closing the turn as its other answer, asks how it is done and asks for nothing yet.
OR_ONLY_WAY = (r"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){1,9}or (?:is|does|has) (?:it|that|this)"
               r" (?:(?:have|got) to be )?(?:(?:only|just) (?:[a-z']+ ){0,3}[a-z']+|(?:[a-z']+ ){1,3}only)$")
MAY_IF = re.compile(MAY_IF.pattern + OR_ONLY_WAY)
# "could you reserve a seat for my nephew or must it be him that rings", "can i put in an order for a friend or does it
# need to be the patient": done for another, whether it has to be someone else that does it closing the turn, asks
# the rule and asks for nothing yet ("book one for my son, or does it have to be today" names no one: read as ever).
_FOR_ANOTHER = r"for (?:(?:someone|somebody|anyone|anybody) else|(?:my|our|a|an) [a-z]+)"
_HAS_TO_BE = r"(?:does|do|has|must|should|will) (?:it|that|they|he|she) (?:(?:have|has|need|needs) to |got to )?be"
_SOMEONE = r"(?:me|us|him|her|them|myself|ourselves|(?:the|that) (?:[a-z']+ ){0,3}[a-z']+)(?: (?:that|who) [a-z']+)?"
OR_MUST_BE = rf"|^(?:can|could|may) (?:you|i|we) (?:[a-z']+ ){{1,5}}{_FOR_ANOTHER} or {_HAS_TO_BE} {_SOMEONE}$"
MAY_IF = re.compile(MAY_IF.pattern + OR_MUST_BE)
# "could i collect a repeat for somebody that's not family", "can we book seats for people who haven't got passports":
# done for anyone of a kind, the kind told in a clause after them ("who is not ..."), asks the rule, for no one yet
# (not "for anyone besides", read by the kin's own rules, nor "for my neighbour who ...": one named; nor "who is flying
# with me": what one of them is doing).
_OF_A_KIND = r"(?:someone|somebody|anyone|anybody|people|a person|persons)"
_KIND_TOLD = (r"(?:who|that)(?:'s| is| isn't| is not| are| aren't| has| hasn't| has not| have| haven't| doesn't"
              r"| does not| don't| do not| can't| cannot| lives| works)\b(?! [a-z]+ing\b)")
FOR_A_KIND = rf"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){{1,5}}for {_OF_A_KIND} {_KIND_TOLD}"
MAY_IF = re.compile(MAY_IF.pattern + FOR_A_KIND)
# "can i order my repeat by email", "could we book through the app": whether one may do it by another way than this
# call, that way closing the turn, asks how it is done and asks for nothing yet (not "can i order my repeat please").
# "online" said bare is such a way ("can we renew it online").
_OTHER_WAY = r"(?:email|e-mail|e mail|post|text|fax|app|website|internet|web)"
# "can we book on your mobile app with you", "could i renew through the patient website here": the way named by a word
# before it, and the agent's people said after it, the same (not "can i order my repeat through you": no way named).
_BY_WAY = r"(?:by|via|over|through|on) (?:the |your )?(?:[a-z]+ )?"
_WITH_YOU = r"(?: (?:with|from) (?:you|yourselves|you lot|your pharmacy|your airline)| here)?"
# ... or that way's other answer after it, what the caller must do otherwise ("..., or do i have to ring", "..., or
# must we come in"), closing the turn: which way, asked (not "can i order my repeat please, or do i have to ring").
_OR_MUST = r"(?: or (?:do (?:i|we) (?:have|need|got) to|must (?:i|we)|have (?:i|we) got to) (?:[a-z']+ ){0,4}[a-z']+)?"
BY_OTHER_WAY = (rf"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){{1,6}}(?:{_BY_WAY}{_OTHER_WAY}|online)"
                rf"{_WITH_YOU}{_OR_MUST}$")
MAY_IF = re.compile(MAY_IF.pattern + BY_OTHER_WAY)
# "can a repeat be ordered before the old one runs out", "could the date on a fare be moved after paying": a kind of
# thing ("a", "an": not the caller's own, nor one held already) said to be done, asks whether it may be, a rule; it asks
# for none (not "can my repeat be done", nor "can a taxi be booked for me": for someone, a request).
_ANY_THING = r"(?:a|an|the [a-z]+ (?:on|of|for) (?:a|an))"
_DONE_TO_IT = r"[a-z]+(?:ed|en)|done|made|paid|sent|bought|sold|held|kept|put|split|got"
ANY_ONE_DONE = (rf"|^(?:can|could|may) {_ANY_THING} [a-z]+ be (?:{_DONE_TO_IT})\b"
                r"(?!(?: [a-z']+)*? for (?:me|us|him|her|them|my|our|his|their)\b)")
MAY_IF = re.compile(MAY_IF.pattern + ANY_ONE_DONE)
# "could we book for my nephew if he's under sixteen", "can i fly alone if i'm over seventy": whether one may, on a
# condition of someone's age, asks what is allowed, the same as on a condition of being away.
_IS_SOMEONE = r"(?:i'm|we're|he's|she's|they're|(?:i|we|he|she|they) (?:am|are|is))"
_OF_AGE = r"(?:over|under|older than|younger than|aged) [a-z]+"
ON_AGE = rf"|^(?:can|could|may) (?:i|we) (?:[a-z']+ ){{1,7}}(?:if|unless) {_IS_SOMEONE} (?:only |still )?{_OF_AGE}"
MAY_IF = re.compile(MAY_IF.pattern + ON_AGE)
# "if i'm not travelling myself, can i ...", "..., unless we're not flying": a "not" said as a condition refuses nothing.
# "move my flight to the ninth so i'm not rushing", "book me earlier so that we're not stuck": nor one said as the purpose
# of a doing asked for first (the turn opening on its verb); "so i'm not flying, forget it" alone is a no.
_ASKED_DOING = (r"^ ?(?:(?:please|just|can you|could you|would you) )*"
                r"(?:put|move|push|shift|change|switch|bring|make|book|get|swap) (?:[a-z']+ ){1,8}?so (?:that )?")


def conditional_not(cue: str, said: str) -> bool:
    return " " in cue and (re.search(rf"\b(?:if|unless) {re.escape(cue)} ", said) is not None
                           or re.search(_ASKED_DOING + re.escape(cue) + " ", said) is not None or in_vain(cue, said)
                           or resolved(cue, said))


_AT_LESS = r"(?:free|for free|free of charge|cheaper|half price|at a discount|for less)\b"
# "can pensioners have their flu jab free", "could the under fives get a seat half price": a kind of people, named in
# the plural, having it at a price asks the price, as "can i get it free" does.
_KIND_OF_PEOPLE = r"(?:(?:the|all) )?(?:[a-z]+ )?[a-z]{3,}(?:s|ren)"
_KIND_AT_LESS = rf"|^(?:can|could|may|do|does) {_KIND_OF_PEOPLE} (?:get|have) (?:[a-z']+ ){{1,5}}{_AT_LESS}"
AT_A_PRICE = re.compile(rf"^(?:can|could|may) (?:i|we) (?:get|have) (?:[a-z']+ ){{1,5}}{_AT_LESS}"
                        # "would it work out cheaper going midweek", "would it be any dearer on the later one": one way's
                        # price weighed against another's, asked ("would" opens it, as "would you" opens a request).
                        r"|^(?:would|might|could) (?:it|that|this) (?:(?:still|actually|really|maybe|possibly) )?(?:work out|come out|end up|turn out|be|come to)"
                        r" (?:(?:any|a bit|a little|much|a lot|way|loads) )?(?:cheaper|dearer|pricier|more expensive|less expensive|more costly)\b"
                        # "roughly what would lisbon cost one way", "about what does a repeat come to": the cost asked, a word of degree first.
                        r"|^(?:(?:roughly|approximately|about|around|ballpark|so|and|just) )*what (?:does|do|would|will|might|could) (?:[a-z']+ ){1,4}"
                        r"(?:cost|costs|come to|set (?:me|us) back)\b" + _KIND_AT_LESS)
# "the doctor said there's a cheaper version of my inhaler, is there a generic", "have you got a cheaper one":
# whether a cheaper kind of the thing exists asks after the price, in a clause of its own, and asks for nothing yet.
CHEAPER_KIND = "whether a cheaper kind is there"
CHEAPER_KIND_ASKED = re.compile(r"^(?:is there|are there|do you have|do you do|have you got|you got|is it available as|does it come as|does it come in)"
                                r" (?:a |an |any |the )?(?:(?:generic|cheaper|unbranded|non branded|non-branded|own brand|own-brand|less expensive"
                                r"|lower cost|low cost)(?: (?:version|one|brand|option|alternative|kind|type|equivalent)s?)?"
                                r"|(?:version|one|brand|option|alternative|kind|type|equivalent)s? (?:that's |that is |which is )?cheaper)$")
# "can I get my blood pressure taken there", "could we have our jabs done there": "there", the
# agent's place, closing the asking, asks whether the place does it, which is not whether a thing
# is done (understand.py). Not a person there ("can I get someone there").
OFFERED = "whether the place does it"
# "can i get my blood pressure taken at your place", "can you get your ears syringed at your shop" ("you":
# anyone): the agent's place said in words, the same.
DONE_THERE = re.compile(r"^(?:can|could|may) (?:i|we|you|one) (?:get|have) (?:[a-z']+ ){1,5}(?<!someone )(?<!somebody )(?<!anyone )"
                        r"(?<!anybody )(?<!person )(?:there|at yours|in store|at (?:your|the) (?:shop|place|pharmacy|chemist|branch|store))$")
# "a flight to oslo in june, do you fly there at all": whether the agent goes to the place named before ("there")
# asks what it does, and asks for no seat yet.
_GOES_THERE = (r"^(?:do|does) (?:you|you guys|you lot|the airline) (?:still |even |ever )?"
               r"(?:go|fly|travel|operate|run flights) (?:out |over |down |up )?there(?: at all| then| now)?$")
# "the patches i ordered, can we collect at your town centre shop", "can i pick up from other branch": collecting at
# another of the place's shops, what is collected left unsaid, asks where the place lets one collect (a person
# collecting is `PERMISSION`; "can i pick it up at ...", the thing said, asks whether it is ready, done.py).
_COLLECTED_AT = (r"^(?:can|could|may) (?:i|we|one) (?:pick up|collect|fetch|get|grab) (?:at|from|in)"
                 r" (?:an? |the |your )?(?:[a-z]+ ){0,2}(?:branch|shop|store|pharmacy|chemist|location|outlet)s?$")
DONE_THERE = re.compile(DONE_THERE.pattern + "|" + _GOES_THERE + "|" + _COLLECTED_AT)
# "do you do the weekly pill packs", "does the pharmacy offer flu jabs": whether the place does a
# kind of thing, the same (not "do you have my tablets": whether they are in).
_ON_SHELF = r"(?:in stock|on the shelf|on the shelves|on your shelves)"
DOES_IT = re.compile(r"^(?:do|does) (?:you|you guys|you lot|the pharmacy|the chemist|the airline|your [a-z]+) "
                     r"(?:do|offer|provide|supply|sell|stock|carry|run|make up) (?:the |a |an |any )?[a-z]"
                     # "have you any stock of the omeprazole", "do you have nurofen on the shelves": whether the place
                     # has a kind of thing in stock, the same (not the caller's own: "do you have my tablets in").
                     r"|^(?:do you have|have you got|have you|do you keep|you got|got) (?:any |much )?stock of [a-z]"
                     r"|^(?:do you have|have you got|have you|do you keep|you got|got) (?!my\b|our\b|his\b|her\b|their\b|[a-z]+'s\b)"
                     r"(?:[a-z'-]+ ){1,3}" + _ON_SHELF + r"\b"
                     # "the hay fever tablets, have you got any on the shelf": the kind of thing named first, then
                     # whether the place has some ("any", not the caller's own "them"), the same.
                     r"|^(?:the|some|those|these) (?:[a-z'-]+ ){1,6}"
                     r"(?:do you have|have you got|have you|do you keep|you got|got)"
                     r" (?:any|some)(?: left)? (?:in|" + _ON_SHELF + r")\b")
# "you have the antihistamine in stock": the "do" left off, as some dialects ask, whether the place has a kind of thing
# in stock, the same (not the caller's own: "you have my tablets in stock").
_AUX_LEFT_OFF = r"|^you have (?!my\b|our\b|his\b|her\b|their\b|[a-z]+'s\b)(?:[a-z'-]+ ){1,3}" + _ON_SHELF + r"\b"
# "the hay fever spray for my son, you have in stock?": the kind of thing named first, then whether the place has it in
# stock, "you have" with the thing left unsaid after it, the same (not "you have in?": whether the caller's came in).
_NAMED_FIRST = (r"|^(?:the|some|those|these|any) (?:[a-z'-]+ ){1,6}(?:you|you guys|you lot) (?:have|got|keep|carry)"
                r" (?:any |some |them |it )?(?:left )?" + _ON_SHELF + r"\b")
# "you fly to accra direct?", "you still go into faro in winter": whether the airline goes somewhere, its "do" left off,
# the same, a place named after it (not "you fly me to rome": a seat asked for; nor "you go to the desk").
_GOES_LEFT_OFF = (r"|^you (?:still |also |even )?(?:fly|go|travel|operate) (?:direct |non-?stop |straight )?"
                  r"(?:to|into|out of|from) (?!(?:the|a|an|my|your|his|her|our|their|me|us)\b)[a-z]")
DOES_IT = re.compile(DOES_IT.pattern + _AUX_LEFT_OFF + _NAMED_FIRST + _GOES_LEFT_OFF)
# "is delivery to the house a thing you offer", "is a wheelchair something you lot provide": the kind of thing named
# first, then whether the place does it, the same.
DOES_IT = re.compile(DOES_IT.pattern + r"|^(?:is|are) (?:[a-z']+ ){1,5}(?:a thing|something|a service|one of the things|part of what)"
                     r" (?:you|you guys|you lot|the pharmacy|the chemist|the airline) (?:do|offer|provide|supply|run)\b"
                     # "do you take back unused inhalers", "does the chemist take back old tablets": returns, the same.
                     r"|^(?:do|does) (?:you|you guys|you lot|the pharmacy|the chemist|the airline|your [a-z]+) (?:still |ever )?take back\b"
                     # "would your people ever ring me for my card details", "do you ever email customers asking them to pay": whether the
                     # place ever contacts callers to ask them for something is how it works (a caller wary of a scam); nothing is
                     # asked for. Not "would you ever ring me when it's in": "would you ever" asks it done, said that way.
                     r"|^(?:would|do|does|will|did) (?:you|you guys|you lot|the pharmacy|the chemist|the airline|your [a-z]+|anyone from (?:you|your [a-z]+))"
                     r" ever (?:ask|text|email|e-mail|ring|call|phone|message|contact|send) (?:me|us|people|customers|anyone|patients|passengers)"
                     r"(?: (?:a text|an email|a message|out of the blue))? (?:for|asking|to (?:pay|give|send|confirm|share|tell|read|enter|transfer|verify|hand))\b")
# "can these two be taken together", "should the capsules be swallowed whole", "is the patch best put on at
# night": how a thing is taken or given asks about its use, and asks for nothing (not "can my repeat be done").
HOW_TAKEN = "how a thing is taken"
HOW_TAKEN_ASKED = re.compile(r"^(?:can|could|should|may|must|is|are) (?:[a-z']+ ){1,5}(?:be|best|ok to be|okay to be|safe to be)"
                             r" (?:given|taken|mixed|combined|crushed|split|halved|chewed|swallowed|dissolved|cut|used)"
                             r" (?:together|with|whole|at|in|on|before|after|morning|night|daily|twice|once|alongside|apart)\b"
                             # "how should we give the drops to a toddler", "how do i use the nasal spray": how one uses it, asked.
                             r"|^how (?:do|should|can|would|does) (?:i|we|you|one|he|she|they) (?:best |properly |actually )?(?:use|take|give|apply"
                             r"|administer|store|clean|fit|attach|inhale|measure) (?:a|an|the|my|our|his|her|their|this|these|those|it|them|[a-z]+'s)\b")
# "can you take aspirin alongside warfarin", "could one mix codeine with sleeping pills": "you" anyone, a medicine taken
# with another (or together) asks how a thing is taken, and asks the agent for nothing (not "can you take my details with ...").
HOW_TAKEN_ASKED = re.compile(HOW_TAKEN_ASKED.pattern + r"|^(?:can|could|should) (?:you|one) (?:safely |still )?(?:take|have|mix|combine|drink)"
                             r" (?!(?:my|our|me|us|a|an|the|this|that|it|them|down|over|care|payment|cash|cards?|bookings?|orders?|details|messages?)\b)"
                             r"(?:[a-z'-]+ ){1,3}(?:together|with|alongside|on top of|while (?:on|taking))(?! (?:my|me|us|our|your)\b)")


# "are kids allowed to fly on their own", "is my carer permitted to come through": whether someone may do a thing,
# said with "allowed to" (a word near "allowance", which the matcher hears in it); matched as "can kids fly on their own".
_ALLOWED_TO = re.compile(r"\b(?:is|are|am) ((?:[a-z']+ ){1,3}?)(?:still |even |ever )?(?:allowed|permitted) to (?=[a-z'])")


def as_may(query: str) -> str:
    """`query` with "is / are / am ... allowed to" said as "can ...", or "" when it has none."""
    found = _ALLOWED_TO.search(query)
    return f"{query[: found.start()]}can {found.group(1)}{query[found.end() :]}" if found else ""
