"""Whether one is booked on a thing, asked in the ways callers ask it: "am I on that schiphol flight
or what", "is she on your records", "newark, am i on?", "is the booking still there"; the cue
`ON_IT` of `acts.classify`, which takes the status check (understand.py). Split from done.py,
which knows the rest of whether a thing is done.
"""

from __future__ import annotations

import re

from voice_agent.engine.address import FILLERS, unaddressed
from voice_agent.engine.text import split_clauses, words


def clause_words(text: str) -> list[list[str]]:
    """Each clause's words, the address and fillers left out."""
    return [[t for t in unaddressed(words(c)) if t not in FILLERS] for c in split_clauses(text)]


# "am I on that schiphol flight or what", "is my husband on the 6 am": whether one is on the thing
# is whether one is booked on it;
ON_IT = "whether one is on it"
# "did you get my husband on the phoenix one": whether one was put on it, the same.
# "i can't stop worrying, is anna berg definitely on the friday flight": someone named, sure or not
# yet, in a clause after the story; the flight said by its day ("tonight's", "sunday's").
# "did my mother get onto the seville flight", "is that me on the chicago one": the same.
# "is nan on the munich flight or ...": a parent or grandparent called by the kin word as by a name, the same.
_ON_IT = re.compile(r"^(?:am i|are we|are they|is he|is she|is (?:my|our|his|her) [a-z]+|is (?:that|this) (?:me|us|him|her|them)"
                    r"|is (?:mum|mom|mam|mummy|mommy|dad|daddy|nan|nana|gran|granny|grandma|grandad|granddad|grandpa)"
                    # "did our lad actually get booked on that oslo one": the adverb first, and booked, in the passive.
                    r"|did (?:i|we|he|she|they|(?:my|our|his|her|their) [a-z]+) (?:(?:already|actually|really) )?"
                    r"(?:get(?: put| booked| added)?|make it)"
                    r"|is (?!it\b|there\b|that\b|this\b|the\b|a\b|an\b)[a-z]+ [a-z]+(?= (?:definitely|still|actually|already|really) )"
                    # "have you actually got us down for the oslo one", "have they put me on it": the same in the perfect, said of the caller's own.
                    r"|(?:have|has) (?:you|ye|they|y'all|someone) (?:definitely |actually |already |really )?(?:got|put|booked|added|signed|popped|stuck) (?:me|us|him|her|them|(?:my|our) [a-z]+)"
                    # "..., is ama o'neill on the leeds flight or not": someone named, the other answer closing
                    # the clause, the same; "... or what", the other answer as the West and the North leave it,
                    # too (not "is wifi free on ...": a thing served, allowed or free on it).
                    r"|is (?!it\b|there\b|that\b|this\b|the\b|a\b|an\b|doctor\b|dr\b|nurse\b)[a-z]+"
                    r" (?!(?:served|allowed|permitted|available|free|included|provided|offered|sold|working)\b)[a-z']+"
                    r"(?= (?:on|onto|booked on|down for|in for)"
                    r" (?:(?!ward\b|duty\b|shift\b|rota\b|phone\b|line\b|call\b|hold\b|break\b)[a-z']+ )"
                    r"{1,4}or (?:not|no|what) ?$)"
                    # "is priya on the cork flight for friday or not": named in one word, the flight said, the same (not "is wifi on ...").
                    # "is ayo down for lagos on monday or not": down for a place said alone, the same.
                    r"|is (?!it\b|there\b|that\b|this\b|wifi\b|food\b|breakfast\b|lunch\b|dinner\b|parking\b"
                    r"|insurance\b)"
                    r"[a-z]+(?= (?:on (?:the|that|this|[a-z]+day's) (?:[a-z']+ ){0,2}(?:flight|plane|one)"
                    r"|down for (?!a\b|an\b|any\b|some\b|it\b|good\b|now\b|repairs?\b|maintenance\b|the\b)[a-z]+)"
                    # "..., or it's still on hold": its other answer, not yet settled, the same.
                    r"(?: [a-z']+){0,3} or (?:not|no|(?:it's|it is|is it|its) still (?:pending|processing|on hold))"
                    r" ?$)(?<!\bapp)(?<!\bsite)(?<!\bsystem)(?<!\bemail)(?<!\bphone)"
                    r"|did (?:you|ye|they|y'all) (?:(?:manage|manage to|manage tae|get to|ever) )?(?:get|put|book|add|sign|pop|stick) (?:me|us|him|her|them|(?:my|our) [a-z]+"
                    # "did you manage to get mr sato on the leeds flight": someone named in two words.
                    r"|(?!a\b|an\b|the\b|some\b|any\b)[a-z]+(?: [a-z]+)?)"
                    # "could you find us down for the rome one", "can you see my wife on the monday flight": the
                    # caller's own looked for on it, asked of the agent's eyes, the same (not a bid to put them on it).
                    r"|(?:can|could) (?:you|ye) (?:just )?(?:see|find|spot)"
                    r" (?:me|us|him|her|them|(?:my|our|his|her) [a-z]+))"
                    # "are we all good on the oslo flight": all in order on it, the same.
                    # "is she sure on the rome one": "sure" for "surely", as French speakers say it, the same.
                    # "is our son there on the late flight": "there" before where one is, no more than "on", the same.
                    r" (?:definitely |still |actually |already |really |sure |surely |all good |all okay |all ok"
                    r" |there )?"
                    r"(?:(?:on|onto|on to|booked on|down for|in for) (?:the|that|this|my|our|today's|tonight's|tomorrow's|[a-z]+day's) "
                    r"(?!right\b|wrong\b|phone\b|line\b|call\b|hold\b)"
                    # "have you got me down for lisbon": down for a place said alone, the same.
                    r"|down for (?!a\b|an\b|any\b|some\b|it\b|the\b|that\b|this\b|my\b|our\b|a [a-z]+\b)[a-z]+\b)")
# "is the lisbon seat ours now", "is that friday booking definitely mine": a held thing asked to be the caller's, a
# clause whole, is whether one is on it (not "is that umbrella mine": no held thing).
_MINE = re.compile(r"^is (?:that|the|this) (?:[a-z']+ ){0,2}"
                   r"(?:seat|seats|booking|reservation|flight|ticket|tickets|place)"
                   r" (?:definitely |really |actually |still )?(?:mine|ours)(?: (?:or not|or what|then|now))?$")
# Where bookings are kept: "your records", "the system", "your list".
_KEPT_IN = r"(?:the|your|ur) (?:system|systems|computer|records|database|books|list)"
# "my niece flies home on the 3rd, is she on your records": someone in or on where bookings are kept is someone booked.
_ON_RECORD = re.compile(r"^(?:am i|are we|are they|is he|is she|is (?:my|our|his|her) [a-z]+|is (?!it\b|there\b|that\b|this\b|the\b|a\b|an\b)[a-z]+(?: [a-z']+)?)"
                        r" (?:still |definitely |actually |already )?(?:in|on) " + _KEPT_IN + r"\b")
# "munich, am i on it or not", "newark, am i on?": the place said first, then whether one is on
# it, the thing left unsaid. Not "am I on hold" nor "are we on for tomorrow" (a word follows).
# "my mother keeps ringing about atlanta, is she actually on it or not": someone the caller speaks for, the same.
# "..., am i definitely down for it": put down for it, the same; "..., is he on it yet or what": two such words after.
# "i phoned last week about leeds, am i in or not": the caller in, said bare, its other answer closing it, the same (not
# "am i in the queue": a word follows; nor "is she in or not": someone there, at the shop or the desk).
# "the paris one, is my son on it", "..., is jo smith still on it or not": one's own or someone named in two words, the
# same (not "is the meal on it": a thing; nor "is someone on it": dealing with it).
_IN_BARE = r"^(?:am i|are we) (?:definitely |still |actually |already |really )?in (?:or not|or what)$"
_NAMED = (r"|is (?:my|our|his|her|their) [a-z]+|is (?!(?:the|a|an|it|there|that|this|any|your|some|someone|somebody"
          r"|anyone|anybody|everyone|nobody)\b)[a-z]+ [a-z']+")
_ON_IT_BARE = re.compile(_IN_BARE + r"|^(?:am i|are we|is he|is she|are they" + _NAMED + r")"
                         r" (?:definitely |still |actually |already |really )?"
                         r"(?:on|booked on|booked in|down for|in for)"
                         r"(?: (?:it|that one|that|there))?(?: (?:or not|or what|yet|now|then)){0,2}$")


# "my son wants to know if he's on the friday flight home": whether one is on it, asked within the sentence.
# "he booked the edinburgh flight ..., could you see whether terry okafor is on it": someone named in two
# words, the same; and "on it" closing the turn, the thing named before.
_ON_IT_WITHIN = re.compile(r"\b(?:if|whether) (?:i'm|i am|we're|we are|he's|he is|she's|she is|they're|they are|(?:my|our|his|her) [a-z]+ is"
                           r"|(?!the\b|a\b|an\b|it\b|this\b|that\b|there\b|your\b|any\b|some\b|every\b|someone\b|somebody\b|anyone\b"
                           r"|anybody\b|everyone\b|nobody\b)[a-z]+ [a-z]+ is"
                           # "whether my uncle's name is on the rome flight": the name on it, the person on it.
                           r"|(?:my|our|his|her|their|[a-z]+'s) (?:[a-z]+'s )?names? (?:is|are))"
                           r" (?:definitely |still |actually |already |really )?(?:on|booked on|down for|in for)"
                           r"(?: (?:the|that|this|today's|tonight's|tomorrow's|[a-z]+day's) (?!right\b|wrong\b|phone\b|line\b|call\b|hold\b)"
                           r"| it(?: (?:or not|yet|now|then))?$"
                           # "could you see if i'm on your list for oslo": on where bookings are kept, the same.
                           r"|(?<= on) " + _KEPT_IN + r"\b)")

# "can you look if my brother made it onto the lagos flight", "see whether we actually got on the late one": whether
# someone got on it (a seat had, or boarded), asked within the sentence, asks after the booking as whether one is on it
# does. Not "if we got on the wrong flight" (no whose or which one) nor "whether the plane got on time" (no "on the").
_GOT_ON_WITHIN = re.compile(r"\b(?:if|whether) (?:i|we|he|she|they|(?:my|our|his|her|their) [a-z]+"
                            r"|(?!the\b|a\b|an\b|it\b|this\b|that\b|there\b|your\b|any\b|some\b|every\b|someone\b"
                            r"|somebody\b|anyone\b|anybody\b|nobody\b)[a-z]+ [a-z]+)"
                            r" (?:definitely |actually |really |ever |all )?(?:got|made it) (?:on|onto|on to)"
                            r" (?:the|that|this|today's|tonight's|tomorrow's|[a-z]+day's) (?!right\b|wrong\b)[a-z']+")

# "my e-ticket never came, is the booking still there", "are our seats still on": whether what is held still stands, in a
# clause of its own, asks after it as whether one is on it does.
_STILL_HELD = re.compile(r"^(?:is|are) (?:my|our|the|his|her|their|that|this|[a-z]+'s)(?: [a-z']+)? (?:booking|reservation|ticket|seat|place|order"
                         r"|prescription|refill|repeat)s? still (?:there|on|in place|active|live|standing|booked|held|going ahead"
                         r"|in the system|on the system|on your system)(?: (?:or not|then|yeah|right))?$")
# "the order ref's k two, is it active", "my two tickets, are they still valid": the same asked of "it" or "they", once a clause
# before names what is held (a reference, a booking); in force needs no "still" ("the dublin booking, is that one live").
# "the oslo one for my aunt, is it sorted yet": the held thing named by its place ("the ... one" opening the clause)
# and asked whether it is settled, the same (not "is it all settled" after "the chemist": none is held).
_HELD_NAMED = re.compile(r"\b(?:ref|reference|booking|reservation|ticket|seat|place|order|prescription|refill"
                         r"|repeat)s?\b"
                         r"|^(?:the|my|our|his|her|their) [a-z]+ one\b")
_IT_STANDS = re.compile(r"^(?:is|are) (?:it|they|that(?: one)?|this(?: one)?)(?: still)? (?:active|live|valid|in force|standing|going ahead"
                        r"|still (?:on|there|in place|booked|held)"
                        r"|(?:all |now )?(?:fixed|sorted|settled|confirmed|in order)(?: (?:now|yet|already))?)"
                        r"(?: (?:or not|then|yeah|right))?$")


# "is the madrid one all sorted", "are the kids' seats all good": the held thing, by its place or whose it is, asked whether
# all is in order, in a clause of its own, asks after it as whether one is on it does (not "is the food all good").
_ALL_GOOD = re.compile(r"^(?:so )?(?:is|are) (?:the|my|our|his|her|their|[a-z]+'s) (?:[a-z']+ )?(?:one|ones|flight|flights|booking|bookings|trip|seats?)"
                       r" (?:all |still )?(?:good|okay|ok|sorted|set|fine|in order|confirmed)(?: (?:or not|then|yeah|right))?$")


# "..., is there anything under the name of tom ward", "is there a reservation held under jo baker": a booking looked
# for under someone's name, in a clause of its own, asks whether one is held, as whether one is on it does. Not a price
# or a size under a figure ("is there one under a hundred pounds", "is there a bag under ten kilos"): a name follows.
_FIGURES = r"(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty" \
    r"|seventy|eighty|ninety|hundred|[0-9]+)\b"
# "is there actually a ticket in our name on the dublin one": in the caller's own name, the thing after, the same.
_UNDER_NAME = re.compile(r"^(?:so |and |but )?is there (?:(?:really|actually|definitely|still) )?"
                         r"(?:one|any|anything|something"
                         r"|(?:a|an|any) (?:booking|reservation|ticket|seat|order|prescription|repeat|refill))"
                         r"(?: (?:booked|held|made|reserved|down|on file|on the system))?"
                         r"(?: (?:under|in the name of|under the name of) (?!" + _FIGURES + r")[a-z']+(?: [a-z']+)?"
                         r"(?<!pounds)(?<!quid)(?<!euros)(?<!dollars)(?<!kilos)(?<!kg)"
                         r"| in (?:my|our|his|her|their) name"
                         r"(?: (?:on|for) (?:the|that|this) (?:[a-z']+ ){0,3}[a-z']+)?)"
                         r"(?: (?:please|then|or not))?$")

# "..., is the lisbon trip in our names yet", "are the seats under my name now": the held thing, in a clause of its own,
# asked whether it is in the caller's name (or their people's), the same. Not asked of the name ("is the ticket in my
# name transferable": a word follows).
_IN_NAME = re.compile(r"^(?:so |and |but )?(?:is|are) (?:the|my|our|that|this) (?:[a-z']+ ){0,2}"
                      r"(?:flight|flights|one|booking|seat|seats|ticket|tickets|trip|reservation)"
                      r" (?:now |still |definitely |actually |already )?(?:in|under) (?:my|our|his|her|their|[a-z]+'s)"
                      r" names?(?: (?:now|yet|or not|then|already))?$")


# "i am on the friday flight or not", "my brother is inside the lisbon one or no", "we are booked on the oslo trip yes
# or no": whether one is on it told in the order of a statement, the other answer closing the clause, as callers
# whose first language asks a question by its tone say it; whether one is on it, the same. Not a statement alone ("i am
# on the friday flight, can i change seats"), nor on the line or a list of another kind ("i am on hold or not").
_SAID_ON_IT = re.compile(r"^(?:i am|i'm|im|we are|we're|he is|he's|she is|she's|they are|they're|(?:my|our) [a-z]+ is)"
                         r" (?:still |really |actually |definitely )?"
                         r"(?:on|in|inside|booked on|booked in|down for|in for)"
                         r" (?:the|that|this|my|our|his|her|their|today's|tonight's|tomorrow's|[a-z]+day's)"
                         r" (?:[a-z']+ ){0,3}(?:flight|flights|plane|one|trip|booking|reservation|list|system)"
                         r"(?: [a-z']+){0,3} (?:or (?:not|no)|yes or no)$"
                         # "we have a seat on the monday plane or no": a place on it held, told as a statement, the
                         # same.
                         r"|^(?:i|we|he|she|they|(?:my|our) [a-z]+) (?:have|has|have got|has got|got)"
                         r" (?:a|the|my|our|his|her|their)"
                         r" (?:place|seat|booking|reservation|ticket|spot) (?:on|in|for) (?:the|that|this|[a-z]+day's)"
                         r" (?:[a-z']+ ){0,3}(?:flight|flights|plane|one|trip)(?: [a-z']+){0,3}"
                         r" (?:or (?:not|no)|yes or no)$")


# "did my cousin make the passenger list for lyon or not", "has jo ward made it onto the list for the oslo flight":
# making the list a trip's people are kept on is being booked on it, the same. Not another list ("did she make the
# shopping list for friday": a list of things, not of people going).
_SOMEONE = r"(?:i|we|he|she|they|(?:my|our|his|her) [a-z]+|(?!you\b|it\b|the\b|a\b|an\b)[a-z]+(?: [a-z]+)?)"
_LISTED_FOR = r"(?:the|that|this|[a-z]+day's) (?:[a-z']+ )?(?:flight|plane|trip|one)|(?!the\b|a\b|an\b|me\b|us\b)[a-z]+"
_MADE_LIST = re.compile(r"^(?:did|has|have) " + _SOMEONE + r" (?:make|made) (?:it (?:onto|on to|on) )?(?:the|your)"
                        r" (?:(?:crew|passenger|passengers|guest|travel|travelling|team|squad|final|boarding) )?list"
                        r" (?:for|on) (?:" + _LISTED_FOR + r")(?: [a-z']+){0,2}?"
                        r"(?: (?:or not|or no|or what|yet|then))?$")
# "is my son down as present on the friday flight", "am i down as flying on the lyon one": marked on the roll of those
# going, the same (not "she's down as ill today": no flight named).
_DOWN_AS = re.compile(r"^(?:am i|are we|are they|is " + _SOMEONE + r") (?:still |definitely |actually )?down as"
                      r" (?:present|here|coming|going|flying|travelling|traveling|booked|attending|in|on board|aboard)"
                      r" (?:on|for) (?:the|that|this|my|our|[a-z]+day's) (?:[a-z']+ ){0,2}(?:flight|plane|one|trip)"
                      r"(?: (?:or not|or no|or what|yet|then))?$")

# "i'd love to hear that my aunt is on the lyon one", "..., just to know that jo ward is booked on the flight": being
# told one is on it, wanted, asks it as "whether" does. Not a person on anything else ("glad to hear that she is on the
# mend": no flight or trip).
_HEAR_ON = re.compile(r"\b(?:hear|know|be told) that (?:i'm|i am|we're|we are|he's|he is|she's|she is|they're|they are"
                      r"|(?:my|our|his|her) [a-z]+ is|(?!the\b|a\b|an\b|it\b|this\b|that\b|there\b)[a-z]+ [a-z']+ is)"
                      r" (?:definitely |still |actually |really )?(?:on|booked on|down for|in for)"
                      r" (?:the|that|this|[a-z]+day's) (?:[a-z']+ ){0,2}(?:one|flight|plane|trip)\b")
# "my brother would like to know is he still down for rome", "he keeps asking is he on the late one": the question
# passed on in its own order after the one who asks, read as if asked (not "he'd like to know is he allowed two bags").
_PASSED_ON = re.compile(r"\b(?:wants?|wanted|would like|'d like) to know |\b(?:keeps?|is|was) asking ")


def on_it(lead: str, text: str) -> bool:
    """Whether one is on the thing, asked at the turn's start past a greeting (`lead`), or in a
    clause of its own after a story or the place named ("i can't stop worrying, is ...")."""
    said = " ".join(words(text))
    if _ON_IT.match(lead) or _ON_IT_WITHIN.search(said) or _GOT_ON_WITHIN.search(said) or _HEAR_ON.search(said):
        return True
    if any(_ON_IT.match(" ".join(c)[m.end():] + " ") for c in clause_words(text)
           for m in [_PASSED_ON.search(" ".join(c))] if m):
        return True
    # ... or after "so" closing the story ("i've had no email about dallas so am i on it or not").
    clauses = clause_words(text) + clause_words(text.split(" so ")[-1]) if " so " in text else clause_words(text)
    # each read against a clause whole
    whole = (_ON_IT_BARE, _ON_RECORD, _STILL_HELD, _ALL_GOOD, _UNDER_NAME, _IN_NAME, _SAID_ON_IT, _MADE_LIST, _DOWN_AS,
             _MINE)
    return any(_ON_IT.match(" ".join(c) + " ") or any(p.match(" ".join(c)) for p in whole)
               for c in clauses if c) or any(
        _IT_STANDS.match(" ".join(c)) and any(_HELD_NAMED.search(" ".join(b)) for b in clauses[:n]) for n, c in enumerate(clauses) if c)


def on_it_bare(text: str) -> bool:
    """Whether one is on it is asked in a clause of its own with the thing left unsaid ("the rome
    trip, am I on it?", "munich, am i on it or not"): the thing was named before, in words with no
    asking in them, as when the word of being done is asked alone (`DONE_ALONE`)."""
    clauses = clause_words(text)
    return any(_ON_IT_BARE.match(" ".join(c)) for c in clauses[1:] if c)
