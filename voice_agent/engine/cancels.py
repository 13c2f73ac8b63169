"""Words that call off something the caller has (a booking, an order): the cancellation family
of `acts.classify`, split from acts.py by concern. A cancellation never starts a tool that acts,
so a rule here that fires on a stray phrase costs a question, never a side effect.
"""

from __future__ import annotations

import re

from voice_agent.engine.extract_names import KIN
from voice_agent.engine.fee_asked import CHARGED_FOR
from voice_agent.engine.forgetting import NOT_FORGET
from voice_agent.engine.passive import UNDONE
from voice_agent.engine.taken_out import TAKEN_OUT
from voice_agent.engine.text import (
    HELD_OR_TRIP,
    SOMEONES,
    someones,
    split_clauses,
    words,
)
from voice_agent.engine.trade_off import TRADE_OFF

_CANCEL = (
    "cancel", "cancelled", "canceled", "cancellation", "call off", "call it off", "scrap", "scratch that",
    "never mind", "nevermind", "forget it", "forget that", "forget about it", "undo", "take back",
    "don't bother", "stop the", "stop my", "stop that", "abort", "withdraw",
    "forget about", "forget the", "forget my",
    # "let's not bother": "don't bother" proposed to oneself and the agent, the same.
    "let's not bother", "lets not bother",
    # "just forget ordering them": the doing of the thing forgotten, in the gerund, its object said (not
    # "forget booking for now, how many bags ...": set aside for a question).
    *(f"forget {v} {o}" for v in ("booking", "ordering", "reserving", "refilling", "getting")
      for o in ("it", "that", "them", "the", "my", "our", "his", "her", "their")),
    # "you can forget RX 26613", "just forget the lot": telling the agent to forget it, whatever it is.
    "you can forget", "we can forget", "just forget",
    # Verbs of ending said of the thing: "scratch the seat", "ditch my refill", "nix that", "bin his seat",
    # "kill that order", "knock it on the head". Not "kill the" nor "scratch my", "on the head"
    # alone: "something to kill the pain", "it makes me scratch my arms", "a bump on the head".
    "scratch the", "ditch", "bin the", "bin that", "bin my", "bin our", "bin his", "bin her", "bin their", "bin it",
    # "scrub all of it", "scratch everything from last week": the whole of what was asked for, struck out at once.
    "scratch everything", "scratch all of", "scrub everything", "scrub all of", "nix", "kill that", "kill it", "kill off", "it on the head", "that on the head",
    "knock the", "knock that", "pull the plug", "scrub the", "scrub that", "void the", "void that", "void my",
    # "get rid of that reservation"; not "get rid of the pain", "get rid of my cough".
    "get rid of that", "get rid of it",
    # Formal and blunt ways of calling a thing off: "please disregard my order", "rescind it",
    # "I want it called off", "axe the reservation".
    "disregard", "rescind", "called off", "axe the", "axe that", "axe my", "axe it",
    # Making it void in form: "annul the reservation", "nullify the ticket", "call a halt to it", "do away with it".
    "annul", "annulled", "nullify",
    # ... the same in the noun ("i ask the annulment of the reservation"), or made null or void in plain words ("make it
    # null", "make that void"), or in the word Turkish, Azerbaijani and Persian speakers carry over ("please do iptal").
    "annulment", "annulation", "make it null", "make that null", "make it void", "make that void", "iptal",
    # The caller's name taken off the thing held: "remove my name from the ferry booking", "take our names from it".
    *(f"{v} {o} {n} from" for v in ("remove", "take", "delete", "erase") for o in ("my", "our")
      for n in ("name", "names")),
    # Taken back in the past participle, as "annulled" is: "could the refill be withdrawn", "i withdrew the order".
    "withdrawn", "withdrew",
    # Taken back by decree in the past participle, as "revoked" is: "treat my order as rescinded".
    "rescinded",
    # ... in the word a French, Spanish, Italian or Polish speaker carries over ("i want to annulate the booking",
    # "anulate it please") and the German and Central European "storno" ("storno please the prescription").
    "annulate", "anulate", "annulated", "anulated", "annullate", "storno", "nullified", "invalidate", "call a halt", "put a stop to", "put an end to", "do away with",
    # ... and the Italian "disdire" (to call off a booking or an order) carried over: "i want to disdict the order".
    # The French imperative itself, said in English: "annule the seat please", "annulez that one".
    "disdict", "disdicts", "disdicted", "disdire", "annule", "annulez",
    # Taking it back in form, or striking it out: "revoke the order", "retract my request",
    # "strike off the refill", "wipe that order", "reverse that booking", "delete my booking", "erase it",
    # "abandon the refill". Not "wipe my nose" nor "reverse the car": "wipe" and "reverse" only
    # before "that", "it" or the thing; a cancellation never acts, so a stray one costs a question.
    "revoke", "revoked", "retract", "countermand", "quash", "strike off", "strike it off", "strike that",
    "wipe the", "wipe that", "wipe it", "reverse that", "reverse my", "reverse it", "reverse the booking", "reverse the order",
    "delete the", "delete that", "delete my", "delete it", "erase the", "erase that", "erase my", "erase it",
    "abandon the", "abandon that", "abandon my", "abandon it",
    # The French "supprimer" carried over: "suppress my booking", "suppress it please". And removing the thing
    # just spoken of, or the one it was for: "the refill, remove it", "remove him, he can't fly".
    *(f"suppress {o}" for o in ("the", "that", "this", "my", "our", "his", "her", "their", "it")),
    "remove it", "remove that", "remove him", "remove them",
    # Done away with by decree, the grand word for calling off: "abolish my booking", "get the order abolished".
    "abolish", "abolished",
    # Stopping it in its tracks: "halt the refill", "cease that order". Not "halt" alone ("a halt to").
    "halt the", "halt that", "halt my", "halt it", "cease the", "cease that", "cease my",
    # Undone in the past participle: "I'd like that reservation undone", "get the refill undone".
    "undone", "undid",
    # What the caller is doing: "i'm cancelling the bisoprolol one" (not "a fee for cancelling").
    # "would you mind cancelling her inhaler", "do you mind stopping my cream order": minding asked of the undoing.
    *(f"mind {v}" for v in ("cancelling", "canceling", "calling off", "scrapping", "stopping the", "stopping my")),
    "i'm cancelling", "i'm canceling", "im cancelling", "i am cancelling", "we're cancelling", "we're canceling", "we are cancelling",
    # The paper torn to pieces, said of the thing: "tear up my order", "rip that booking up", "rip it up".
    # Not "i tear up at films": only before "it", "that" or a word that points at the thing.
    *(f"{v} up {o}" for v in ("tear", "rip") for o in ("the", "that", "this", "my", "our", "his", "her", "their")),
    "tear it up", "tear that up", "rip it up", "rip that up",
    # Pulling out of the thing, in the gerund as "i'm cancelling": "i'm withdrawing from the booking".
    *(f"withdrawing from {o}" for o in ("the", "that", "this", "my", "our", "his", "her", "their")),
)
# Giving the thing up, British and Irish: "jack in the booking", "pack it in", "bail on the refill".
# Not "pack my laptop in my bag" nor "can I pack in my cabin bag": "pack in" only opening the turn.
# "what's the rule if the order gets cancelled", "what is your policy when a flight's called off": the rule asked for the
# case, the cancelling a condition, as "what happens if" (read in `acts._CANCELLED_IF`); nothing is called off. A kind of
# rule said before it ("your compensation rules when ...") the same.
RULE_IF = r"(?:what's|whats|what is|what are) (?:the|your|ur) (?:(?:refund|refunds|money|compensation|cancellation|cancelling) )?(?:policy|policies|rule|rules|procedure|process|position|deal)"

_GIVE_UP = re.compile(r"\bjack(?:s|ed|ing)? in (?:the|that|this|my|our)\b|^ (?:just )?pack in (?:the|that|this|my|our)\b"
                      r"|\b(?:jack|pack)(?:s|ed|ing)? (?:it|that) in\b"
                      r"|\bbail(?:s|ed|ing)? (?:on|out of) (?:the|that|this|my|our)\b")
# "drop my seat on EK 433", "drop the order": letting go of the thing. Not handing it over
# ("drop my prescription off", "drop the form in at the counter") nor a fall ("the price dropped").
# "dump the laguardia reservation" the same; not "dump my bags at the desk". Someone else's:
# "drop his seat", "dump marcus's booking".
# "drop helen marsh's paris seat": someone named in two or three words, the same.
# Not bags handed in ("how long before take off do i have to drop the bags", "dump our cases at the desk").
# "drop both our seats", "dump all of the bookings": every one of them, the same.
# "drop the patches for dad, he's off them": an "off" after someone said as a clause's subject is why (no longer taking
# it), not the thing handed in.
_DROP = re.compile(r"\b(?:drop|dump) (?:(?:both|all)(?: of)? )?"
                   r"(?:my|our|the|that|this|it|his|her|their|(?:[a-z]+ ){0,2}[a-z]+'s)\b"
                   r"(?!(?: (?!(?:he's|she's|they're|i'm|we're|he|she|they|i|we)\b)[a-z']+){0,3}"
                   r" (?:off|in|into|round|around|over|by|at)\b)"
                   r"(?! (?:[a-z']+ )?(?:bags?|baggage|luggage|cases?|suitcases?|hold ?alls?|rucksacks?|backpacks?)\b)")
# "take the creon off my order", "take one of the seats off the booking": out of what was asked for.
# "get my name off the list", "cross the inhaler off": the same with other verbs of removing,
# or with the list left unsaid at the end of the turn ("take both our seats off, his too": all of them, whose after).
# Not time away from work ("hope your staff get the weekend off", "take the whole week off"): leave, nothing removed.
_TIME_AWAY = (r"(?!(?: [a-z']+){0,2} (?:days?|weeks?|weekends?|afternoons?|mornings?|evenings?|nights?|time|holidays?)"
              r" off\b)")
_TAKE_OFF = re.compile(r"\b(?:(?:take|cross|strike) (?:both |all )?(?:the|my|our|that|this|it|one|those|these)"
                       r"|get (?:my|our|the))\b" + _TIME_AWAY
                       # ... or before the why, in a clause of its own ("take the ramipril order off, i've found some").
                       + r"(?: [a-z']+){0,3} off(?: (?:my|the|our|that|this|his)\b| ?$| (?=(?:i|i've|i'm|we|we've|we're"
                       r"|as|because|cos|since"
                       # "take my mum's repeat off, she's in hospital now": why, said of the one it is for.
                       r"|he|she|they|he's|she's|they're)\b))")
# "take the metformin off, the neighbour is getting it": the clause opened by taking the thing off and closed by
# "off" (a thanks or "please" may end it), whatever follows in a clause of its own; or "off" said first, the thing
# closing the clause ("strike off my aunt's monthly, she's moved away"; not "take off my shoes", "the ground").
_OFF_CLAUSE = re.compile(r"^(?:please |just |could you |can you )?(?:take|cross|strike) (?P<first>off )?"
                         # "take gwen price's inhaler off": the owner named in full
                         r"(?:the|my|our|his|her|their|that|this|(?:[a-z]+ )?[a-z]+'s)"
                         r"(?! (?:edge|pressure|weight|heat|lid|cap|top|day|week|time|coat|jacket|shoes?|boots?"
                         r"|belt|mask|hat|ground|runway|rank|ranks|title|titles)\b)"
                         r"(?: [a-z']+){1,3}(?(first)| off)(?: please| thanks| for me)?$")
# "take it off your list", "strike my name off your books": out of the agent's own record of what is to be done.
_YOUR_RECORD = r"off your (?:list|lists|books|system|records?|files?|database|computer|register)\b"
_OFF_YOURS = re.compile(r"\b(?:take|cross|strike|get|scratch|wipe) (?:it|that|this|them|those|the|my|our|his|her|their"
                        r"|[a-z]+'s)(?: [a-z']+){0,3} " + _YOUR_RECORD)
# Undoing the thing by the verb that made it: "unbook me", "un-reserve the seat", "deregister my
# order". Any verb of committing to a thing, reversed.
_UNDONE = re.compile(r"\b(?:un ?(?:book|reserve|order|schedule|subscribe|register|enrol|enroll|select|make|made|pick|arrange|plan)"
                     r"|de ?(?:register|select|list))(?:s|ed|ing)?\b")
# Taking oneself out of it: "take me off the flight", "count us out", "I'm pulling out of the trip",
# "we have to back out of the booking". Not being set down ("drop me off at the airport").
# "would you take them off it": "it", the thing just spoken of; "rub her name off the list", "wipe us off it": the same.
# "get us off this robot and onto someone": off the agent itself (the line), leaving it for a person; nothing held.
_THE_LINE = r" (?:bot|robot|machine|computer|recording|menu|automated|automatic|line|phone|call)\b"
# Whom one strikes off by name: not the thing itself, nor an amount ("knock anything off the fare", "knock a bit off
# the price": money taken off what it costs, a discount asked after, not anyone taken off the booking).
_BY_NAME = (r"(?!the\b|my\b|it\b|that\b|this\b|anything\b|something\b|owt\b|summat\b|much\b|money\b"
            r"|a bit\b)")
_OUT_OF = re.compile(r"\b(?:(?:take|get|strike|cross|scratch|pull|yank|wipe|rub|scrub) "
                     r"(?:me|us|him|her|them|(?:my|our|his|her|their|[a-z]+'s) names?) off (?:the|my|our|that|this|it)\b"
                     r"(?!" + _THE_LINE + r")"
                     # "scratch dwayne off the flight", "strike mrs reid off the list": anyone, by name.
                     r"|(?:strike|cross|scratch|knock) " + _BY_NAME
                     + r"[a-z]+(?: [a-z]+)? off (?:the|my|our|that|this)\b"
                     # "take nan off the qantas booking", "get gran off that flight": one person, by name or kin.
                     r"|(?:take|get|pull|yank) (?!the\b|my\b|it\b|that\b|this\b|some\b|any\b|anything\b|something\b|much\b|money\b|time\b|one\b|them\b|[a-z]+ty\b|[a-z]+teen\b"
                     # "take arthur penrose off this week's order": by a name in two words, the same.
                     r"|ten\b|five\b|two\b|three\b|four\b|six\b|seven\b|eight\b|nine\b|half\b|a\b|an\b)[a-z']+(?: (?!the\b|my\b|a\b|an\b|it\b|time\b)[a-z']+)?"
                     r" off (?:the|my|our|that|this)\b(?!" + _THE_LINE + r")"
                     r"|count (?:me|us) out\b"
                     # "knock her off the booking", "drop us off the lisbon flight": dropped from the thing by its kind (not "drop me off at ...").
                     r"|(?:drop|knock|bump|boot|kick) (?:me|us|him|her|them) off (?:the|my|our|that|this|his|her)(?: [a-z']+)?"
                     r" (?:flight|booking|reservation|order|list|trip|ticket|repeat|prescription)s?\b"
                     r"|(?:pull|pulling|pulled|back|backing|backed|drop|dropping|dropped|bow|bowing|bowed|opt|opting|opted)"
                     r" out (?:of|from) (?:the|my|our|that|this|it)\b"
                     # "pull gran out of the rome trip", "take him out of that booking": someone by name, kin or "him"
                     # taken out of a thing held, said by its kind (not "take him out of school": no thing held; not
                     # the caller out of a seat: a seat changed).
                     r"|(?:pull|take|get|yank) (?:him|her|them|" + _BY_NAME + r"(?!me\b|us\b)[a-z]+(?: [a-z]+)?)"
                     r" out (?:of|from) (?:the|my|our|that|this|his|her|their)(?! (?:[a-z']+ ){0,2}seats?\b)"
                     r"(?: [a-z']+){0,2} " + HELD_OR_TRIP + r"\b)")
# Wanting out of what is held: "i want out of the porto trip", "the oslo booking, we need out of it". Out of the
# thing itself, or "it" ("i want out of the city this weekend": a place left, and a trip asked for).
_WANT_OUT = (r"\b(?:want|wants|wanted|need|needs|needed) out of (?:it|that|this"
             r"|(?:the|my|our|his|her|their|that|this|[a-z]+'s)(?: [a-z']+){0,2} " + HELD_OR_TRIP + r")\b")
_OUT_OF = re.compile(_OUT_OF.pattern + "|" + _WANT_OUT)
# Removing the thing itself, said with its name: "get rid of mr shaw's booking", "take off the
# inhaler refill", "yank the order", "pull my reservation". Not "get rid of my cough", "pull up my
# booking" (looking it up), "take off the ground".
# "stop sheila brand's repeat": stopping it (not "stop by for my prescription").
# "remove my refill, ...", "take away my reservation": removing or taking away the thing, as other tongues carry it over.
# Not the caller's own doing stopped ("do i stop paying for prescriptions now", "should i stop taking my
# repeat"), nor a doing of the agent's in general ("when do you stop issuing boarding passes"; not "stop processing my
# order", a thing of someone's): a doing stopped calls nothing off.
_STOP_NOT = (r"(?! by\b| in\b| off\b| at\b| over\b| round\b| for\b| (?:paying|taking|using|needing|having)\b"
             r"| [a-z]+ing (?!(?:my|our|his|her|their|the|that|this|[a-z]+'s)\b))")
_REMOVE_THING = re.compile(r"\b(?:take off|take away|remove|get rid of|yank|stop" + _STOP_NOT + r""
                           r"|pull(?! up\b| in\b| over\b)) (?:[a-z']+ ){0,4}?"
                           # "pull dave's inhaler request": a request, the thing asked for, the same.
                           r"(?:booking|reservation|refill|order|prescription|repeat|script|ticket|seat|appointment"
                           r"|request)s?\b"
                           # "i'd like the duplicate removed", "can i have the second booking deleted": the thing wanted undone.
                           r"|\b(?:like|wants?|needs?|have|get) (?:the|that|this|my|our|his|her|their|[a-z]+'s) (?:[a-z']+ ){0,3}?"
                           r"(?:booking|reservation|refill|order|prescription|repeat|ticket|seat|duplicate|one)s?"
                           r" (?:removed|deleted|taken off|dropped|scrapped|axed|binned|pulled(?! up\b| out\b))\b")
# "take his seat on the krakow flight off", "take the inhaler refill off, joan ward": the thing taken off, said
# by its kind, "off" closing the clause (a name or a why may follow in a clause of its own).
_TAKEN_OFF = re.compile(r"\b(?:take|get|cross|strike) (?:the|my|our|his|her|their|that|this|[a-z]+'s)(?: [a-z']+){0,5}?"
                        r" (?:booking|reservation|refill|order|prescription|repeat|script|ticket|seat|place|appointment|flight|trip)s?"
                        # "take the booking for the two of us off the system": off the record it is kept on, the same.
                        r"(?: [a-z']+){0,5} off(?: (?:the|your) (?:system|computer|list|books|records?|database))?$")
# "get rid of the amsterdam one", "get rid of my return from corfu": the thing one holds, said as "one" or by its leg.
# "i want my lisbon booking gone": the thing one holds wanted gone, the same (not "need it gone through", "gone up").
_RID_OF = re.compile(r"\bget rid of (?:the|my|our|his|her|their|that|this|[a-z]+'s) (?:[a-z']+ ){0,3}?(?:one|ones|return|returns|flight|flights|trip)\b"
                     r"|\b(?:want|need|'d like|would like) (?:the|my|our|his|her|their|that|this|[a-z]+'s)"
                     r" (?:[a-z']+ ){0,3}?"
                     r"(?:booking|reservation|refill|order|prescription|repeat|ticket|seat|flight|trip|one)s? gone"
                     r"(?! (?:through|ahead|out|up|down|in|over|to|off|past|by|on|for)\b)")
# Throwing the thing away: "bin the booking", "trash that order", "chuck it". Said of the thing, so
# "the bin" or "the bins" (a noun) are left, and so is "in the bin this week" (the noun, "this" after it).
# "call the whole trip off", "call my order off": calling the thing off, words between.
# "release nadia's lisbon seat": giving up a place held (a prescription released is issued).
# "stop sheila lowe's one but keep frank's going": someone's one, the thing left unsaid, stopped.
# "void his return", "please void tom reid's flight": making void what someone holds, the holder said
# ("void my" is in `_CANCEL`); "..., just void it", "void them both": the thing in a pronoun (not "avoid it").
_VOID_THEIRS = re.compile(r"\bvoid (?:it|them|his|her|their|our|(?:[a-z]+ ){0,2}[a-z]+'s)\b")
# "take the repeat request off for my dad", "cross the seat off for jo king": the thing taken off, said by its
# kind, then whom it is for closing the clause.
_KINDS_TAKEN = (r"(?:booking|reservation|refill|order|prescription|repeat|request|script|ticket|seat|place"
                r"|appointment|flight)s?")
_OFF_FOR = re.compile(r"^(?:please |just |can you |could you )?(?:take|cross|strike)"
                      r" (?:the|my|our|his|her|their|that|this|[a-z]+'s)"
                      r"(?: [a-z']+){0,3}? " + _KINDS_TAKEN + r" off for(?: [a-z']+){1,3}$")


def _taken_off_for(text: str) -> re.Match[str] | None:
    return next((m for c in split_clauses(text) if (m := _OFF_FOR.search(" ".join(c.lower().split())))), None)


_SOMEONES_ONE = re.compile(r"\b(?:stop|halt|drop|dump) (?:[a-z]+ ){0,2}[a-z]+'s (?:[a-z]+ )?one\b")
# "stop joe bloggs's atenolol, his gp switched him", "please halt mary's inhaler": someone's thing stopped, whoever
# holds it named by name, opening its clause. Not a place stopped at ("stop by nan's house", "stop at tesco's car
# park"), nor a doing of theirs stopped ("stop sam's whining": told_here's).
_STOP_THEIRS = re.compile(r"^(?:(?:please|just|can you|could you|you can) )*(?:stop|halt) "
                          r"(?!(?:by|at|in|on|off|over|round|outside|near|for|to|with)\b)(?:[a-z]+ ){0,2}"
                          + someones() + r" (?![a-z]+ing\b)[a-z]+")
# "stop k l four four one please", "halt ref nine two": stopping what a reference the caller reads out stands for (masked to
# "a number"), opening the turn, calls it off ("stop a number of times" is no reference: a word of counting follows).
# "forget r x two two one, ...": a reference told to be forgotten, opening the turn, the same.
# "scratch r x four one", "ditch booking ref k two": the verbs of ending said of the thing by its reference, the same.
# "we got some from the hospital, so scratch r x one two": the same after the story, in a clause opened by "so" or
# "then".
# "you can drop r x four one, ...", "remove booking ref k two": dropping, removing or deleting it, the same; "you can"
# or "you may" before it lets the agent do it, as "can you" asks (not "drop r x four one off": handed in).
_REF_ENDERS = r"(?:stop|halt|freeze|forget|scratch|scrub|ditch|nix|axe|void|drop|dump|remove|delete|erase)"
_STOP_REF = re.compile(r"(?:^|(?<= so )|(?<= then ))(?:please |just |can you |could you |you can |you may )?"
                       + _REF_ENDERS
                       + r" a number\b(?! (?:of|mg|milligrams?|micrograms?|mcg|ml|tablets?|pills?|times?|days?|weeks?"
                       r"|hours?|off|in|into|round|by|at)\b)")
# Not "when do you release the cheap seats", "do they release more places": the agent's (or a company's) way of
# selling, asked how it goes, not a place of the caller's given up.
_NOT_HOW_SOLD = r"(?<!\bdo you )(?<!\bdo they )(?<!\bdid you )(?<!\bdoes it )(?<!\byou usually )"
_RELEASE = re.compile(r"\b" + _NOT_HOW_SOLD
                      + r"release (?:[a-z']+ ){0,4}?(?:seat|booking|reservation|ticket|place|spot)s?\b")
# "would you mind terribly calling off the sertraline order", "calling the trip off": asked in the
# gerund after "would you mind", "how about", the same.
_CALL_OFF = re.compile(r"\bcall(?:ing)? (?:the|that|this|my|our|them|those|it)(?: [a-z']+){0,3} off\b"
                       r"|\bcalling off (?:the|that|this|my|our|his|her|their|them|those|[a-z]+'s)\b(?! back\b)")
# "the two seats for us need cancelling", "mum's repeat wants calling off", "we need our tickets for the team scrapping": the thing said to need undoing,
# or needed undone, the gerund closing the turn. Not "a fee for cancelling" (no word of needing), "i need the seat we're cancelling" (what is cancelled).
_NEEDS_UNDOING = re.compile(r"\b(?:needs|need|wants|want|needing) (?:cancelling|canceling|calling off|scrapping|stopping)\b|\b(?:need|needs|want|wants) (?:the|my|our|his|her|their|this|that|these|those|[a-z]+'s)(?: (?!(?:i'm|we're|they're|is|are|was|were|be|been)\b)[a-z']+){0,7} (?:cancelling|canceling|calling off|scrapping)(?: (?:please|thanks|ta|now|today))? *$")
# "my son's repeat, can you stop it, he's moved away": the thing just spoken of, the agent asked to stop it (not "stop it
# hurting", "stop them from going off": a purpose).
_STOP_IT = re.compile(r"\b(?:you|please) (?:please |just )?stop (?:it|them|that one)\b(?! (?:from|[a-z']+ing)\b)")
# "the repeat you've got for her can go", "that booking can go now": the thing let go, "can go" closing its clause.
# "the seat for my brother will have to go", "that order must go now": let go because it has to, the same.
_MAY_GO = r"(?:can|has to|have to|must|will have to|'ll have to|needs to) go"
_LET_GO = re.compile(r"\b(?:the|that|this|my|our|his|her|their|[a-z]+'s) (?:[a-z']+ ){0,6}?(?:booking|reservation|refill|order"
                     r"|prescription|repeat|script|ticket|seat)s?(?: [a-z']+){0,5} " + _MAY_GO + r"(?: now| then| too| as well)?$"
                     # "the inhaler order, scratch it": the thing named, then struck out in a clause of its own, only
                     # the imperative on "it" or "that" (not "can i scratch it", "it itches so i scratch it").
                     # "dad's lisbon ticket, just let it go": let go, the same (not "let it go through": done).
                     # "so let the tuesday booking go", "just let my flight go": the thing itself let go, closing
                     # its clause, or "for" one named in two words after it (not "for a while": no one).
                     r"|^(?:just |please |oh |so |then |yeah )?"
                     r"(?:(?:scratch|scrub) (?:it|that|them)|let (?:it|that|them) go"
                     r"|let (?:the|that|this|my|our|his|her|their|[a-z]+'s) (?:[a-z']+ ){0,2}?" + HELD_OR_TRIP + r" go)"
                     r"(?: please| thanks| for me| for (?!a\b|an\b|the\b|now\b|good\b)[a-z]+ [a-z']+)?$")
# "take off jo park from the milan flight, ...", "remove sam ito from madrid, the trip is off": someone, by name, taken
# out of what is held, "from" before it (other tongues' order, "off" said first), opening its clause; the thing by its
# kind ("the lisbon one" too), or the place alone closing the clause. Not a thing taken off ("remove a bag from it"),
# nor a plane leaving ("we take off tomorrow from leeds": not opening it; "take off tonight from leeds": a time).
_NOT_A_NAME = (r"(?!(?:the|my|our|your|a|an|some|any|all|it|that|this|his|her|their|them|me|us|him|one|extra"
               r"|bags?|luggage|baggage|cases?|money|time|insurance|meals?"
               r"|today|tomorrow|tonight|[a-z]+day|now|soon|later|early|late|again)\b)")
_OFF_FROM = re.compile(r"^(?:please |just |can you |could you |you can )?(?:take off|take out|remove|delete|erase) "
                       + _NOT_A_NAME + r"(?:(?!from\b)[a-z']+ ){1,3}from "
                       r"(?:(?:(?:the|my|our|that|this|his|her|their) )?"
                       r"(?:[a-z']+ ){0,2}?(?:flight|trip|booking|reservation|ticket|list|one)s?\b|[a-z]+$)")
_STOOD_DOWN = (r"(?:[a-z']+ ){0,2}(?:order|booking|reservation|refill|prescription|request|repeat|ticket|seat|flight"
               r"|collection|hotel|trip)s?\b")
# "yeet the booking", "yeet my order": throwing the thing away in young callers' slang, as "bin" or "chuck" it.
_THROWN = r"(?:bin|trash|junk|chuck|yeet)"
_VERB = r"\b(?<!\bthe )(?<!\ba )(?<!\bmy )(?<!\bour )"  # the verb: "in the bin this week" is the noun
# "the rome ticket, i want to give it back", "the cream what we ordered, please take it back", "the lyon booking you can
# throw away": the caller's thing named first (held, or said ordered or booked), then handed back or thrown away, as
# Central Europe's "give back" a ticket says it, is undone. Not "can i take it back to the shop" (carried somewhere),
# nor a thing bought ("the inhaler i bought, can i give it back": a return asked about, nothing held undone).
_HANDED_BACK = re.compile(r"\b(?:the|my|our|his|her|their) (?:[a-z']+ ){0,3}?(?:" + HELD_OR_TRIP + r"\b|(?:[a-z']+ )?"
                          r"(?:what|that|which)? ?(?:i|we|is|was) (?:ordered|booked|reserved)\b)(?: [a-z']+){0,8}?"
                          r" (?:(?:give|take|hand) (?:it|them|that) back|throw (?:it |them |that )?away)"
                          r"(?! (?:to|into|in|at)\b)")
_THROW_AWAY = re.compile(_VERB + _THROWN + r" (?:the|that|this|my|our|it|them|those)\b(?! (?:away|out|over|in|down)\b)"
                         # "scratch my repeat request", "scrub our booking": "scratch my" with the thing ended said
                         # (not "scratch my arms"), as "scratch the" is.
                         r"|\b(?:scratch|scrub) (?:my|our|his|her|their) (?:[a-z']+ ){0,2}(?:order|booking|reservation|refill|prescription|request"
                         r"|repeat|ticket|seat|flight|collection)s?\b"
                         # "go ahead and toss that refill", "yank her booking": the same in North American talk,
                         # the thing said after, or its number ("toss r x one two three").
                         # Not "yank my chain", "toss it out".
                         r"|\b(?:toss|yank)(?:ed|ing|s)? (?:the|that|this|my|our|it|them|those|his|her|their"
                         r"|[a-z]+'s|a number)\b"
                         r"(?! (?:away|out|over|in|down|back|up|chain)\b)"
                         # "stand down the lyon booking", "stand down her seat": an organiser's calling off of the
                         # thing named after it (not "stand down from the board", "stand down as chair": oneself).
                         r"|\bstand(?:s|ing)? down (?:the|that|this|my|our|his|her|their|[a-z]+'s) " + _STOOD_DOWN)


# "she's not flying now, delete her booking", "erase dan's seat": striking out what someone else holds, said by its kind
# ("delete my" is in `_CANCEL`; not "delete his number": the thing is named).
_DELETED_THEIRS = re.compile(r"\b(?:delete|erase) (?:his|her|their|(?:[a-z]+ ){0,2}[a-z]+'s) " + _STOOD_DOWN)


# "my flight's just been cancelled", "the ferry was cancelled", "they've cancelled my flight": a thing cancelled by others,
# before the call.
_BEEN_CANCELLED = r"(?:\b(?:got|was|were|(?:has|have|'s)(?: just| now| already| all| also)? been)" \
    r"|\b(?:they|you)(?:'ve| have)?(?: just| now| already| all| gone and)?) (?:cancelled|canceled|called off)"


# "every train's cancelled, so i need the BA 146 tonight", "the ferry got cancelled so we need seats": another
# thing said cancelled in the story, then what the caller needs after "so": the cancelling is why they ask.
_CANCELLED_SO = re.compile(r"\b(?:[a-z]+'s|is|are|was|were|got|been|has been|have been|all) (?:cancelled|canceled|called off)"
                           r"(?: [a-z']+){0,6} so (?:i|we) (?:really |now )?(?:need|want|'d like|would like|have to|must)\b"
                           # "the conference was called off so we're free, put us on ...": "put / book / get" the caller onto a thing, later.
                           r"|\b(?:[a-z]+'s|is|are|was|were|got|been|has been|have been) (?:cancelled|canceled|called off) so (?:[a-z']+ ){0,8}?"
                           r"(?:put|book|get|fit|squeeze) (?:me|us) (?:on|onto|in|into)\b"
                           # "the ferry home got cancelled and we're stranded, i need to speak to someone": a thing said to have been
                           # cancelled, then (up to 24 words on) what the caller needs, no "so" said: the story.
                           r"|" + _BEEN_CANCELLED + r"(?: [a-z']+){0,24}? (?:i|we) (?:really |now |just )?"
                           r"(?:need|want|'d like|would like|have to|must) (?:to )?(?:talk|speak|go over|discuss|chat)\b"
                           # "..., please let me speak to someone", "..., can i talk to one of you": asked leave to talk, the same.
                           r"|" + _BEEN_CANCELLED + r"(?: [a-z']+){0,14}? (?:please )?"
                           r"(?:let me|can i|could i|may i) (?:please )?(?:talk|speak|have a word)\b"
                           # "the strike cancelled everything, can i go on your ...": a thing that cancelled all, the weather or a strike, not
                           # the caller: the cancelling is the story. "they've cancelled everything": others, the same.
                           r"|\b(?:(?:the|a|an|this|that) [a-z]+ (?:has |have |had )?"
                           r"|they(?:'ve| have| had)?(?: just| now| already| gone and)? )"
                           r"(?:cancelled|canceled|called off) (?:everything|all|every|the lot)\b"
                           # "..., i need a real agent please": the person needed named, no verb of talking, the same.
                           r"|" + _BEEN_CANCELLED + r"(?: [a-z']+){0,24}? (?:i|we) (?:really |now |just )?"
                           r"(?:need|want|'d like|would like) (?:an?|some|somebody|someone) ?(?:actual |real |proper |live )?(?:agent|person|human|body|one)\b")


# "rebook the train to manchester that got cancelled", "the flight which was cancelled": the thing described
# as cancelled already, in a clause of its own about it; what is asked is said by the verb before.
_CANCELLED_WHICH = re.compile(r"\b(?:that|which) (?:got|was|were|has been|have been|had been|'s been|is|are) (?:cancelled|canceled)\b"
                              # "if the fog stays, will my flight be cancelled": whether it will be, on a condition.
                              r"|^ ?if (?:[a-z']+ ){1,8}(?:will|would) (?:my|our|the|his|her|their|it|that|this|[a-z]+'s)(?: [a-z']+){0,3}"
                              r" (?:be|get) (?:cancelled|canceled)\b"
                              # "my refund for the flight you cancelled last week": the thing someone else cancelled, "that" unsaid.
                              r"|\b(?:the|my|our|his|her|their) [a-z']+(?: [a-z']+)? (?:you|they|you guys|you people) (?:cancelled|canceled)\b"
                              # "a refund for last week's cancelled flight", "the cancelled one": what kind of thing, said of it.
                              r"|\b(?:the|a|my|our|your|his|her|their|" + someones("what", "there", "he", "she") + r")"
                              r" (?:cancelled|canceled) (?!for\b|by\b|because\b|so\b|and\b|now\b|already\b|yet\b|please\b|today\b)[a-z]+")


# "the train to gatwick got cancelled so i'm driving up", "could you move my booking, the ferry's been cancelled": another
# kind of thing (a way of getting there, or what one goes for) said cancelled in the story; it is why the caller rings,
# nothing of the agent's is called off. Only when every "cancelled" of the turn is said so; "called off" ("if the gig gets
# called off, can i get my money back") the same.
OTHER_CANCELLED = re.compile(r"\b(?:train|bus|coach|ferry|ferrie|tube|tram|metro|taxi|cab|lift|shuttle|connection"
                             r"|meeting|conference|match|game|gig|concert|show|wedding|event|class|lesson|exam)s?"
                             r"(?: (?:to|from|into|out of) [a-z']+(?: [a-z']+)?)?"
                             r"(?:'s| is| are| was| were| got| gets| get| has| have| had)?"
                             r"(?: (?:been|just|all|now|already))* (?:cancelled|canceled|called off)\b")


# "i need a coach seat to leeds, ours was cancelled": "mine" or "ours" said cancelled after another kind of thing is
# named earlier in the turn stands for that thing, and calls nothing of the agent's off (not "mine got cancelled" alone).
_THEIRS_CANCELLED = re.compile(r"\b(?:train|bus|coach|ferry|tube|tram|metro|taxi|cab|shuttle|connection)s?\b(?: [a-z']+)*?"
                               r" (?:mine|ours)(?: (?:just|now|all|already|also|too))?(?:'s| is| was| got| has| had)?(?: (?:been|just|all|now|already))* (?:cancelled|canceled)\b")


# "do planes get cancelled in a storm", "can trips ever be called off for snow": things in general, a plural with no
# word of whose, asked whether they get cancelled, is a question of what happens; nothing of the caller's is called off
# ("can my flights be cancelled" still calls them off).
_HOW_OFTEN = r"(?:ever |often |usually |normally |sometimes |still |much )?"
_GETS_CANCELLED = r"(?:get|be) (?:cancelled|canceled|called off)\b"
# "does everything get cancelled when it snows", "will anything be called off": everything at once, the same.
_EVERYTHING = r"|\b(?:do|does|did|can|could|will|would) (?:every|any)(?:thing|one|body) "
ANY_CANCELLED = re.compile(r"\b(?:do|does|did|can|could|will|would) (?!(?:my|our|your|his|her|their|the|those|these|both|them|all)\b)"
                           r"(?:[a-z]+ )?[a-z]+s " + _HOW_OFTEN + _GETS_CANCELLED + _EVERYTHING + _HOW_OFTEN + _GETS_CANCELLED)


# "the coach firm cancelled on us, so ...", "they called off on me last minute": cancelled "on" the caller, what others
# did to them, is a story's past event; the caller calls nothing off by telling it.
_CANCELLED_ON = re.compile(r"\b(?:cancelled|canceled|called off) on (?:me|us)\b")


# "how often do your flights get cancelled", "how likely is it that trips get called off": how often things are, asked,
# whoever's they are; a frequency is asked, nothing called off ("how do i get my flight cancelled" still asks it).
# ... said of one thing ("how likely is it my trip gets called off"), the same.
_ONE_GETS_CANCELLED = r"(?:gets|getting|being) (?:cancelled|canceled|called off)\b"
# "is the late train to leeds often called off", "are the island hops usually cancelled in winter": whether a thing is,
# asked by "is" with a word of how often before "cancelled", the same (not "is my flight cancelled": whether it is now).
_IS_OFTEN = (r"|\b(?:is|are|was|were) (?:[a-z']+ ){1,6}?"
             r"(?:often|usually|normally|regularly|frequently|always|ever|sometimes)"
             r" (?:cancelled|canceled|called off)\b")
HOW_OFTEN_ASKED = re.compile(r"\bhow (?:often|frequently|likely|many)\b (?:[a-z']+ ){0,6}?(?:" + _GETS_CANCELLED + "|"
                             + _ONE_GETS_CANCELLED + ")" + _IS_OFTEN)


def _others_cancelled(unmasked: str) -> bool:
    """Whether every "cancelled" or "called off" the caller says is said of another kind of thing (`OTHER_CANCELLED`,
    `_THEIRS_CANCELLED`) or done to the caller by others (`_CANCELLED_ON`), or asked how often of
    anything (`HOW_OFTEN_ASKED`)."""
    unmasked = HOW_OFTEN_ASKED.sub(" ", unmasked)
    said = len(OTHER_CANCELLED.findall(unmasked)) + len(_THEIRS_CANCELLED.findall(unmasked)) + \
        len(ANY_CANCELLED.findall(unmasked)) + \
        len(_CANCELLED_ON.findall(unmasked))
    return said == len(re.findall(r"\b(?:cancelled|canceled|called off)\b", unmasked))


_A_SCRAP = re.compile(r"\b(?:a|any|one|every|single|last) scrap\b|\bscrap (?:of|metal|paper)\b")
# "does the pharmacy take back old tablets", "do you take back unused inhalers": whether the place takes things back
# (returns, disposal) undoes nothing of the caller's (asked, allowed.DOES_IT).
_TAKEN_BACK_THINGS = re.compile(r"\b(?:do|does) (?:you|they|you guys|you lot|(?:the|your) [a-z]+) (?:still |ever )?take back\b")


# "kill the 7am for mrs hart, she's not going", "pull hilda's blister packs, she's away": the trade's words for
# calling a thing off, opening the turn as an imperative on the thing or someone's (not "pull up ...", "kill the pain").
# "the meeting's off so kill the trip to rome": the same after the story; "pull joe bloggs's statins": a whole name.
_KILLED = re.compile(r"(?:^|(?<= so )|(?<= then ))(?:please |just )?(?:kill|pull) (?:the|my|our|his|her|their"
                     r"|(?:(?!up\b|in\b|over\b|out\b)[a-z]+ )?" + SOMEONES + r")"
                     r" (?!pain\b|leg\b|legs\b|plug\b|germs?\b|bugs?\b|time\b|up\b|muscles?\b)[a-z]")


# "forget gran's repeat, the surgery rang it through", "forget their inhalers, they've got spares": a thing of someone
# else's told to be forgotten, opening the turn, as "forget my" is the caller's own (not "don't forget ...": a reminder,
# nor "forget what's ...", "forget he's ...": a clause, not a thing).
# "forget uncle joe's inhaler": kin named before the name, the same.
_FORGET_THEIRS = re.compile(r"(?:^|(?<= so )|(?<= then ))(?:please |just |oh )?forget (?:(?:" + "|".join(sorted(KIN))
                            + r") )?(?:his|their|our|"
                            + someones("what", "there", "he", "she", "who", "where", "here") + r") [a-z]")


# "knock my statin order on the head", "knock dad's repeat on the head": the thing said between, ended all the same.
# Not a bump on the head ("i knocked my head", "a knock on the head").
# "knock cork on the head", "knock rome on the head for us": the trip named by where it goes alone, knocked on the head,
# the same (not a person: "knock me on the head").
_KNOCKED_PLACE = r"|\bknock (?!(?:me|us|him|her|them|myself|yourself|you|it)\b)[a-z]+ on the head\b"
_KNOCKED = re.compile(r"\bknock (?:my|our|his|her|their|the|that|this|[a-z]+'s)(?: [a-z']+){1,4} on the head\b"
                      + _KNOCKED_PLACE)


# "no, i said status, not cancel", "it's a question, not a cancellation": the word of calling off disowned, said
# after "not" (not "why not cancel it": a suggestion).
_DISOWNED = re.compile(r"(?<! why) not (?:to )?(?:cancel|cancelling|canceling|cancellation|a cancellation)\b")
# "whether the antibiotics cancel out the pill", "do the two cancel each other out": one thing undoing the working of
# another, said of the things themselves, calls nothing off (not "please cancel out my order", "i want to cancel out").
_NOT_ASKED = r"(?<!\bplease )(?<!\byou )(?<!\bto )(?<!\bjust )(?<!\bi )(?<!\bwe )"
_OWN_THING = r"(?:my|our|the|that|this|his|her|their) (?:[a-z]+ )?" + _KINDS_TAKEN
UNDOES_ANOTHER = re.compile(_NOT_ASKED + r"\bcancel(?:s|led|ling)? (?:each other |one another )?out\b"
                            r"(?! " + _OWN_THING + r"\b)")


# "is the saver fare refundable if i cancel later", "what do i get back if we cancel": the terms of a thing asked, the
# cancelling only the case the question is about, after it; nothing is called off (the clause set aside, before the cues
# are read). Not "can i cancel if i'm ill" (the cancelling asked first) nor "..., and i do want to cancel" (said apart).
_ASKS = r"^( ?(?:are|is|do|does|will|would|what's|whats|what|how)\b(?:(?!cancel|call)[a-z' ])*? )"
_IF_ONE = r"(?:if|when|in case) (?:you|i|we|they|he|she|one) (?:later |then |ever )?"
_CANCELS = r"(?:cancel|cancels|cancelled|canceled)(?: (?:it|that|them|later|afterwards|after))*(?= |$)"
_ASKED_IF_CANCELLED = re.compile(_ASKS + _IF_ONE + _CANCELS)


def _terms_asked(said: str) -> str:
    """`said` with a cancelling that is only the case of a question about terms set aside."""
    return _ASKED_IF_CANCELLED.sub(lambda m: m.group(1), said)


# "i keep going back and forth on whether to stop my statins", "wondering if i should stop my inhaler": stopping
# one's own medicine weighed ("whether to", "if i should") is the caller's own doing thought over; nothing of the
# agent's is called off ("stop my repeat" said outright still cancels).
_WEIGHED_STOPPING = re.compile(r"\b(?:whether|if) (?:or not )?(?:to|i should|we should|i ought to|i need to) stop\b")
# "how many days have we got to cancel", "how long do i have to call it off": the time left to call a thing off, asked;
# the rule is asked after, nothing called off (the way to cancel, asked, still cancels); and its price ("a charge to
# cancel").
_TIME_LEFT_TO = re.compile(r"\bhow (?:many (?:days|hours|weeks|months)|long|much time) (?:do|does|have|did)"
                           r" (?:i|we|you|one)(?: (?:(?:still |actually )?have|get|(?:have )?got))?"
                           r"(?: left)? to (?:cancel|call off)\b"
                           r"|\b(?:is there|are there|what's|whats|what is|what are|how much is|how much are)"
                           r" (?:a|an|any|the|your) (?:cancell?ation (?:fees?|charges?|penalty|penalties|cost)\b"
                           r"|(?:fees?|charges?|penalty|penalties|cost) (?:to|for) (?:cancel|cancelling|canceling)\b)|"
                           + CHARGED_FOR)
# "is the ferry still running in a gale or does it get called off": being called off offered as the other answer
# of a question (in the asking order, after "or"), a thing that may happen to it, asked; the caller calls nothing off.
_OFF_AS_OTHER_ANSWER = re.compile(r"\bor (?:do|does|will|would|is|are) (?:it|they|that|this|the [a-z]+|flights|things)"
                                  r" (?:still )?(?:get |be |getting |being )?(?:cancelled|canceled|called off)\b")


# "oh, what was i about to ask, it's gone, never mind", "i've forgotten what i rang for now, never mind": the
# caller's own thought lost; the "never mind" lets that go and calls nothing of the agent's off.
_LOST_THOUGHT = re.compile(r"\bwhat (?:was|am) (?:i|we) (?:going to|gonna|about to) (?:say|ask)\b"
                           r"|\b(?:i've|ive|i have|i) (?:forgotten|forgot) what (?:i|we)"
                           r" (?:was|were|rang|called|wanted)\b")


# Calling it off in the words a Spanish or Portuguese speaker carries over: "leave the order without effect" ("dejar
# sin efecto", "deixar sem efeito"), "i desist of the booking" ("desistir de"), "take out my name of the list" ("sacar
# mi nombre de"). Not "the tablets were without effect" (nothing left so), "desist" alone said of others.
_WITHOUT_EFFECT = r"\b(?:leave|let|make|put)s? (?:[a-z']+ ){0,4}?without (?:any )?effect\b"
_DESIST = r"|\b(?:i|we) desist\b|\bdesist (?:of|from|with)\b"
_NAME_OUT = r"|\btake out (?:my|our|his|her|their|the) names? (?:of|from)\b" + TAKEN_OUT  # (taken_out.py)
_LATIN_CALL_OFF = re.compile(_WITHOUT_EFFECT + _DESIST + _NAME_OUT)
# "we want the lisbon booking gone", "i'd like my refund and that order gone": the thing wanted gone, its end asked for
# (not "gone through", "gone ahead": what has happened to it; "one" alone is no thing: "i'd like that one gone over");
# a flight or a trip the same ("we need the refund sorted and that oslo trip gone").
_WANTED = r"\b(?:want|wants|wanted|like|need|needs)\b(?: [a-z']+){0,6}? (?:the|my|our|that|this|his|her|their) "
_NOT_HAPPENED = r"(?! (?:through|ahead|over|out|up|down|off|missing|wrong)\b)"
_WANTED_GONE = re.compile(_WANTED + r"(?:[a-z']+ ){0,2}(?!ones?\b)" + HELD_OR_TRIP + r" gone\b" + _NOT_HAPPENED)


# "never mind my uncle, he's always grumbling", "oh never mind her": someone in the room waved aside, a person the
# "never mind" lets be; nothing of the agent's called off ("never mind my booking" still lets the thing go).
_MIND_THEM = re.compile(r"\bnever ?mind (?:him|them|her(?= *$| (?:he|she|they|he's|she's|they're)\b)"
                        r"|(?:(?:my|our|the|your) )?(?:" + "|".join(sorted(KIN)) + r"))(?= |$)")


def cancel_cue(plain: str, unmasked: str, greeted: str, text: str = "") -> str:
    """The phrase that calls something off, or "". `plain` are the caller's masked words and
    `unmasked` the words as said, each padded with a space at both ends; `greeted` the masked
    words after a greeting of the caller's own ("hiya, pack in the order"); `text` what was said,
    its clauses read one by one."""
    plain, unmasked = (_terms_asked(_DISOWNED.sub(" ", x)) for x in (plain, unmasked))  # "i said status, not cancel"
    plain, unmasked = (UNDOES_ANOTHER.sub(" ", x) for x in (plain, unmasked))  # "the pills cancel each other out"
    plain, unmasked = (_WEIGHED_STOPPING.sub(" ", x) for x in (plain, unmasked))  # "... whether to stop my statins"
    plain, unmasked = (_OFF_AS_OTHER_ANSWER.sub(" ", x) for x in (plain, unmasked))  # "..., or does it get called off"
    plain, unmasked = (_TIME_LEFT_TO.sub(" ", x) for x in (plain, unmasked))  # "how many days do i have to cancel"
    for cue in _CANCEL:  # like refusals, read in the unmasked words too ("the refill for Moira called off")
        if cue in ("cancelled", "canceled") and (_CANCELLED_SO.search(unmasked) or _CANCELLED_WHICH.search(unmasked) or _others_cancelled(unmasked)):
            continue
        if cue == "called off" and (_CANCELLED_SO.search(unmasked) or _others_cancelled(unmasked)):  # "the match got called off so i need ...": the story
            continue
        # "what was i going to say, ..., never mind", "never mind them": a thought or a person let be
        if cue == "never mind" and (_LOST_THOUGHT.search(unmasked) or _MIND_THEM.search(unmasked)):
            continue
        if cue == "scrap" and _A_SCRAP.search(unmasked):  # "not a scrap of paper about it": a bit, no verb
            continue
        if cue == "take back" and _TAKEN_BACK_THINGS.search(unmasked):
            continue
        if "forget" in cue and "forget" in unmasked:  # "don't forget the bag": a reminder
            kept, kept_as_said = NOT_FORGET.sub(" ", plain), NOT_FORGET.sub(" ", unmasked)
            if f" {cue} " in kept or f" {cue} " in kept_as_said or kept.strip().startswith(cue + " ") or kept.strip() == cue:
                return cue
            continue
        if f" {cue} " in plain or f" {cue} " in unmasked or plain.strip().startswith(cue + " ") or plain.strip() == cue:
            return cue
    dropped = _DROP.search(plain) or _TAKE_OFF.search(plain) or _UNDONE.search(unmasked) or \
        _OUT_OF.search(unmasked) or _THROW_AWAY.search(plain) or _CALL_OFF.search(unmasked) or _GIVE_UP.search(plain) or \
        _REMOVE_THING.search(unmasked) or _SOMEONES_ONE.search(unmasked) or _KNOCKED.search(unmasked) or _RELEASE.search(unmasked) or _STOP_REF.search(plain.strip()) or _GIVE_UP.search(greeted) or \
        _FORGET_THEIRS.search(greeted.strip()) or _HANDED_BACK.search(plain) or \
        _KILLED.search(greeted.strip()) or _NEEDS_UNDOING.search(unmasked) or _RID_OF.search(unmasked) or \
        _VOID_THEIRS.search(unmasked) or _DELETED_THEIRS.search(unmasked) or _taken_off_for(text) or \
        _OFF_YOURS.search(plain) or _LATIN_CALL_OFF.search(unmasked) or _WANTED_GONE.search(unmasked) or \
        UNDONE.search(unmasked) or TRADE_OFF.search(unmasked) or \
        next((m for m in (_TAKEN_OFF.search(" ".join(c.lower().split())) or _OFF_CLAUSE.search(" ".join(c.lower().split())) or _LET_GO.search(" ".join(c.lower().split()))
                          or _OFF_FROM.search(" ".join(c.lower().split()))
                          or _STOP_THEIRS.search(" ".join(words(c)))
                          for c in split_clauses(text)) if m), None) or _STOP_IT.search(unmasked)
    return dropped.group(0).strip() if dropped else ""


# "i've run out of my inhaler", "she's down to her last two patches", "three days of his tablets left": the
# caller short of the thing wants more of it, so words near cancelling it (the contrast classes weigh
# "out of" and "left" near "cancel") undo nothing.
_RUN_SHORT = re.compile(r"\b(?:run|ran|running|gone|going|getting|i'm|im|we're|he's|she's|they're|is|are|am) (?:right |almost |nearly |completely |totally )?"
                        r"(?:out|low|short) (?:of|on)\b"
                        r"|\b(?:days?|doses?|weeks?|tablets?|pills?|puffs?) (?:worth )?(?:of (?:my|our|his|her|their|the) (?:[a-z']+ ){1,2})?left\b"
                        r"|\bdown to (?:my|our|his|her|their|the) (?:very )?last\b"
                        # "my levothyroxine's all gone", "the inhalers are nearly used up": the thing said spent, the same.
                        r"|\b(?:[a-z]+'s|is|are|it's|they're) (?:all|nearly|almost|practically|just about) (?:gone|used up|finished)\b"
                        # "my inhaler's empty", "the thyroxine's due again": the thing said empty, or due for more, the same.
                        r"|\b[a-z]+'s (?:nearly |almost |completely |totally )?empty\b|\b[a-z]+'s (?:due|due again|all due)(?: now| today| this week)?(?= ?[,.;!?]|$| for (?!the |a |an |my |our )[a-z]+ [a-z]+$)"
                        # "could we reorder the inhaler for mrs x", "renew it please": more of it asked for again, the same.
                        r"|\b(?:can|could|would|will|i'd like to|we'd like to|please) (?:(?:we|i|you) )?(?:please )?(?:reorder|re-order|renew)\b")


def runs_short(text: str) -> bool:
    """Whether the caller says they are out of, low on, or down to the last of the thing, or asks for it again."""
    return _RUN_SHORT.search(" ".join(text.lower().split())) is not None
