"""Words about something the caller already has or did: a change to it ("move my booking to
Friday") or a report of what happened ("I missed my flight"). Both are about an action, never a
request to do it again; the change and report families of `acts.classify`, split from acts.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.aside_put_off import aside_put_off_removed
from voice_agent.engine.cancels import runs_short
from voice_agent.engine.day_of import DAY_MOVED
from voice_agent.engine.got_now import got_now_removed
from voice_agent.engine.lost_elsewhere import LOST_ELSEWHERE
from voice_agent.engine.passive import CHANGED
from voice_agent.engine.placed_own import PLACED_ON_OWN
from voice_agent.engine.shipped import SHIPPED_TO
from voice_agent.engine.text import SOMEONES, someones

# Asking to change something that exists. Only with an object ("change my", "move the"):
# "change it to LH 400" is a correction of pending work (dialogue.py), a request all the same.
_CHANGE = ("change my", "change the", "change our", "move my", "move the", "move our", "switch my",
           "switch the", "transfer my", "reschedule", "rebook", "rearrange",
           "postpone", "modify", "amend", "upgrade", "downgrade", "swap my", "swap the", "put off",
           # Moving the caller themselves: "move me to an earlier flight", "switch us onto the later
           # one" presume a place they already hold. Not "transfer me": that asks for a person.
           "move me", "move us", "switch me", "switch us", "swap me", "swap us", "change me", "change us",
           # Checking in what is already held: "check me in for tomorrow's flight", "check us in online".
           "check me in", "check us in", "check him in", "check her in", "check them in",
           "check in online",
           # "prepone my flight to the twelfth": to move it earlier, the word of South Asian English for it.
           "prepone", "preponed", "preponing")
# Words of time a thing may be moved to: a day, a part of one, a later or an earlier one.
_WHEN = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|morning|afternoon"
         r"|evening|night|week|weekend|month|day|date|time|later|earlier|first|second|third|[a-z]+th)")
# A span of time a thing is moved by: "a day", "two weeks", "a couple of nights".
_SPAN = (r"(?:a|an|one|two|three|four|five|six|seven|a few|a couple of|a number|a couple|few)"
         r" (?:days?|weeks?|hours?|nights?|months?)")
# "bring my flight forward", "push the collection back a day": moving something that exists in time.
_SHIFT = re.compile(r"\b(?:bring|push|put|shift) (?:my|the|our|it|that|this)(?: [a-z']+){0,2}"
                    r"(?: pick up)? (?:forward|back)\b"
                    # "push my flight to the friday after", "shift the pickup till next week": to a time.
                    # The thing moved may take three words: "push my son's inhaler pickup to monday".
                    # "hold my tablets till friday", "keep the inhaler until next week": kept back to a time, the same.
                    r"|\b(?:push|shift|bump|move|hold|keep) (?:my|the|our|it|that|this)(?: [a-z']+){0,3}"
                    r" (?:to|till|until)"
                    r" (?:the |a |an )?(?:following |next |later |earlier |same )?" + _WHEN + r"\b"
                    # "can you shift my flight two days later", "move the collection a week earlier": by a span of time.
                    r"|\b(?:push|shift|bump|move|put) (?:my|the|our|it|that|this)(?: [a-z']+){0,2} (?:by )?" + _SPAN
                    + r" (?:later|earlier|forward|back|on)\b"
                    # "put the refill I ordered on hold": the thing held, kept waiting (not "put me on hold").
                    r"|\bput (?:my|the|our|that|this)(?: [a-z']+){0,4} on hold\b"
                    # "i need it pushed back a day", "can i have the collection brought forward": the same, done to it.
                    r"|\b(?:it|that|this|them|(?:my|the|our) [a-z']+) (?:pushed|brought|put|shifted|moved) (?:forward|back)\b")
# "push back my pickup to next week", "bring forward our flight a day": the same, the word of moving said before the
# thing moved (up to four words: "the pickup of the cream"). Not "bring back my ..." (returned, not moved in time).
_SHIFT_BEFORE = re.compile(r"\b(?:(?:push|shift|move) (?:forward|back)|bring forward) (?:my|the|our|that|this)"
                           r"(?: [a-z']+){0,4} (?:to|till|until|by|a|an|one|two|a few|a couple of) ")
# "push my collection to after the match", "move the flight till before the race": moved to a time said by an event
# before or after it, as to a day; the thing moved (up to three words) is held.
_TO_EVENT = re.compile(r"\b(?:push|shift|bump|move) (?:my|the|our|it|that|this|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}"
                       r" (?:to|till|until) (?:after|before)"
                       r" (?:the|my|our|his|her|their|it|that|this|we|i|i'm|we're)\b")
# "add a wheelchair request to my booking", "can I add legroom to what I've got booked": adding to
# what is already held is a change of it.
# "I need my middle name put on the ticket I've already got": putting or including it, said to be held.
# Not "how many suitcases can I put in the hold on an economy ticket" (no word of holding it).
# Someone else's the same: "put my wife's frequent flyer number on her existing reservation".
# "i'd like extra legroom added onto the trip i've already got": the same, in the passive.
_PUT_ON_HELD = re.compile(r"\b(?:put|putting|include|including|added) (?:[a-z']+ ){0,5}(?:to|onto|on to|on|in) (?:my|our|the|that|this|what|his|her|their|[a-z]+'s)"
                          r"(?: [a-z']+){0,4} (?:already|existing)\b")
# Someone else's the same: "add a meal to his booking", "add legroom to dad's existing reservation".
# "add a wheelchair for my nan on the flight you booked": whom it is for may come between, and "on".
_ADD_TO = re.compile(r"\badd(?:ing)? (?:[a-z']+ ){1,6}(?:to|onto|on to|on) (?:my|our|the|that|this|what|his|her|their|[a-z]+'s)"
                     r"(?: [a-z']+){0,4}"
                     # "add a box of plasters to my repeat": a repeat (a prescription repeated) is held too.
                     r" (?:booking|booked|reservation|ticket|order|ordered|prescription|repeat|repeats|have|has|already|existing"
                     # "add a cabin bag to the lisbon flight we've got": held, said as got, the same.
                     r"|(?:i've|we've|ive|weve|he's|she's|they've) got)\b"
                     # "i'd like a wheelchair put on my flight", "we need an extra bag added to our booking": a thing wanted
                     # added (the participle after it) to what is held, the same.
                     r"|\b(?:a|an|some|extra) (?:[a-z']+ ){0,2}(?:put|added|adding|included) (?:on|onto|on to|to|in) (?:my|our|his|her|their|[a-z]+'s)"
                     r"(?: [a-z']+)? (?:flight|flights|booking|reservation|ticket|tickets|order)\b"
                     # "can the new tablets go on my repeat list", "put it onto mum's repeat": a thing added to the repeat list.
                     r"|\b(?:go|goes|going|put|putting|added|adding) (?:[a-z']+ ){0,3}(?:on|onto|on to) (?:(?:my|our|his|her|their) )?(?:my|our|his|her|their|the|[a-z]+'s)"
                     r" repeats?(?: prescription)?(?: list)?\b"
                     # "i'd like the new cream added to my repeats": the thing added to the repeat list, in the passive.
                     r"|\b(?:added|adding) (?:[a-z']+ ){0,3}(?:to|into) (?:(?:my|our|his|her|their) )?(?:my|our|his|her|their|the|[a-z]+'s)"
                     r" repeats?(?: prescription)?(?: list)?\b")
# "add the pushchair as another bag to our flight", "adding an extra case on the madrid trip": a bag more added to a
# trip said with "the" or as one's own is a change of what is held: no one books a flight by adding a bag to it.
_BAG_MORE = r"(?:extra|another|additional|more) (?:bag|bags|case|cases|suitcase|suitcases|luggage|baggage)"
_BAG_ADDED = re.compile(r"\badd(?:ing)? (?:[a-z']+ ){0,4}?(?:as )?(?:an? |one )?" + _BAG_MORE
                        + r" (?:on|onto|on to|to|for) (?:the|my|our|his|her|their|that|this)(?: [a-z']+){0,2}"
                        r" (?:flight|trip|booking)s?\b")
# "add some extra legroom to our lisbon flight", "adding a veggie meal on my trip": more comfort or help added to a trip
# said as one's own is the same change (not a seat, which may be one more traveller booked).
_EXTRA_OWN = r"(?:legroom|leg room|meals?|upgrades?|wheelchairs?|assistance)"
_EXTRA_ADDED = re.compile(r"\badd(?:ing)? (?:[a-z']+ ){0,3}" + _EXTRA_OWN
                          + r" (?:on|onto|on to|to|for) (?:the|my|our|his|her|their|that|this)"
                          r"(?: [a-z']+){0,2} (?:flight|trip)s?\b")
# "an aisle seat on the plane she's booked on", "a window seat on the one I've got": a seat or a meal on a
# place held by the caller or someone they speak for (or by the agent for them) changes it, not booked again. Not "the
# flight I want", nor "the flight you've got at six" (the agent's), nor "book her on the flight we're on" (hers).
# "put an extra bag on the denver booking i made": a bag more on it, and held by making it, the same.
# "can you put me by the window on the boston flight you booked me on": where one sits, said by the place.
# "a buggy by the lift for my nan on the one she's booked on": where it is wanted may come between, whom for after.
_PLACED = r"(?:me|us|him|her|them) (?:by|at|near|next to|beside) the (?:window|aisle|front|back|exit)"
_ON_HELD = re.compile(r"\b(?:seat|seats|legroom|meal|meals|upgrade|wheelchair|assistance"
                      r"|" + _PLACED +
                      r"|" + _BAG_MORE + ")"
                      r"(?: for (?:me|us|him|her|them|my [a-z]+|our [a-z]+))?"  # whom for: "a wheelchair for me"
                      r"(?: (?:at|by|from|through) (?:the |my |our )?[a-z]+(?: for (?:me|us|him|her|them|my [a-z]+))?)?"
                      r" (?:on|for|in|onto|to)"
                      r" (?:the|my|our|his|her|their|that|this) (?:[a-z']+ ){0,2}(?:flight|plane|one|booking"
                      r"|reservation|ticket|trip)s? (?:(?:i|we|he|she|i'm|we're|he's|she's|i've|we've)(?: (?:is|am|are|has|have))?"
                      r"(?: (?:already|currently|now|still))? (?:booked on|booked onto|booked in|booked|got|holding|on|have|has|made)"
                      # "... on the flight you booked for me", "the one you put us on": held, booked by the agent.
                      # "... on the seville flight you booked": booked or reserved by the agent, whoever for.
                      r"|you(?:'ve| have)? (?:already )?(?:(?:booked|reserved|got|put) (?:for )?(?:me|us|him|her|them)"
                      r"|booked|reserved)"
                      # "... on the flight already booked for my niece", "the one that's already reserved": held, said
                      # without who booked it, "already" telling it is held.
                      r"|(?:(?:that|which) (?:is|was) |that's )?already (?:booked|reserved)\b)\b")
# "i want to request a wheelchair for my flight", "could we arrange assistance for our flight home": help on the trip asked for
# a flight said to be the caller's own (or someone's) is added to what is held, as "add a wheelchair to my booking" is.
# "can you sort a vegan meal for my son on his flight home": a meal of a kind, and whom it is for before the flight, the
# same (a meal said bare, "a meal for my flight", is left).
_HELP_FOR_HELD = re.compile(r"\b(?:(?:a|an|some|the) )?(?:[a-z']+ )?(?:wheelchairs?|assistance|escort|oxygen|buggy"
                            r"|stretcher|bassinet|special meal"
                            r"|(?<!\ba )(?<!\ban )(?<!\bthe )(?<!\bsome )(?<!\bmy )(?<!\bour )meals?)"
                            r"(?: for (?:me|us|him|her|them|(?:my|our|his|her|their) [a-z']+))?"
                            r" (?:for|on) (?:my|our|his|her|their|[a-z]+'s) (?:[a-z']+ ){0,2}?(?:flight|flights|booking|reservation)\b")
# "the rome booking, can I have a window seat on it", "an aisle seat on my reservation": a booking,
# a reservation or a ticket is already held (one asks for a flight, not a booking of it), so a seat
# or a meal on it, or on "it" after it, changes what is held. Not "a booking for Paris, and a window
# seat on it" (a booking asked for: no "the", "my", "his" ...).
_HELD = r"(?:the|my|our|his|her|their|that|this|[a-z]+'s)(?: [a-z']+){0,2} (?:booking|reservation|ticket)s?"
_ON_NAMED = re.compile(r"\b(?:seat|seats|legroom|meal|meals|upgrade|wheelchair|assistance) (?:on|for|in|onto|to) " + _HELD + r"\b"
                       r"|\b" + _HELD + r"\b(?: [a-z']+)* (?:seat|seats|legroom|meal|meals|upgrade|wheelchair|assistance)"
                       r" (?:on|for|in|onto|to) (?:it|that|this|them)\b"
                       # "an aisle seat rather than the window one on our booking": one seat for another on what is held.
                       r"|\b(?:seat|seats|meal|meals) (?:instead of|rather than|in place of) (?:the |an? |my |our )?[a-z]+(?: seats?| ones?| meals?)?"
                       r" (?:on|for|in) " + _HELD + r"\b"
                       # "a seat beside my son on the oslo reservation": a seat by someone, on what is held, the same.
                       r"|\b(?:seat|seats) (?:next to|beside|by|near|alongside|with) (?:[a-z']+ ){1,3}?(?:on|for|in) " + _HELD + r"\b")
# "could the refill I ordered come by post instead of me picking it up", "put the booking in my
# wife's name instead": the thing the caller has, had another way. Every "instead" in the earlier
# sets but one said so; that one ("cancel my order, I'm going on the pump instead") cancels first.
# Someone's the same: "can you deliver poppy's inhaler instead".
_INSTEAD = re.compile(r"\b(?:my|our|the|it|that|this|" + someones("there") + r")\b(?: [a-z']+)* instead\b")
# Not someone reached instead ("put me through to your pharmacist instead", "get a live human on instead").
_REACHED_INSTEAD = re.compile(r"\b(?:through|speak|talk|chat|transfer me|connect me|over) (?:to|with) (?:the|a|an|your|someone|somebody|one of your)"
                              r"(?: [a-z']+)? instead\b"
                              r"|\b(?:put|get) (?:a|an|someone)(?: [a-z]+){0,3}? (?:human|person) on instead\b"
                              # "could one of your staff take this call instead": someone to take the call over, the same.
                              r"|\b(?:take|pick up|handle|answer|deal with|take over) (?:this|the|my|our) (?:call|phone call|line) instead\b")
# Nor the caller's own way of going ("..., so we'll have to fly up to leeds instead, ..."): a plan, nothing held changed.
_TRAVEL_INSTEAD = re.compile(r"\b(?:i'll|we'll|ill|i will|we will|(?:i|we) (?:have|had|need|needed) to|(?:i|we)'ll have to|(?:i'm|we're|im) (?:going to|gonna))"
                             r" (?:just |probably |now |all )?(?:fly|go|travel|take the plane|get the plane)(?: [a-z']+){0,4} instead\b"
                             # "so i'm driving up instead", "we're getting the coach instead": another way of going, said as under way.
                             r"|\b(?:i'm|im|i am|we're|we are|i'll|we'll) (?:just |now |probably )?(?:driving|flying|going|travelling|traveling|getting|taking"
                             r"|drive|fly|get|take)(?: [a-z']+){0,4} instead\b"
                             # "the website won't load so i'm phoning instead", "i gave up on the app and rang instead": the call
                             # itself, made in place of another way of asking, is how the caller came; nothing held changed.
                             r"|\b(?:i'm|im|i am|we're|we are|i|we|i've|we've) (?:just |now )?(?:ringing|calling|phoning|rang|called|phoned|ring|call|phone)"
                             r"(?: (?:you|up|you up|in))? instead\b"
                             # "can i take my water tablet at lunch instead", "should he swallow it with food
                             # instead": a medicine taken by the caller (or someone) at another time or another
                             # way is how it is taken, asked or told; nothing held with the agent is changed.
                             r"|\b(?:i|we|he|she|they) (?:take|swallow|use)"
                             r" (?:my|our|his|her|their|the|it|them|this|that)(?: [a-z']+){0,4}"
                             r" (?:at|in|with|before|after|during|around|on) (?:[a-z']+ ){0,3}instead\b")
_TRAVEL_INSTEAD = re.compile(_TRAVEL_INSTEAD.pattern + "|" + LOST_ELSEWHERE)  # the thing held elsewhere, lost
# "put my booking on a later flight", "get us onto an earlier one", "move the pickup to a different
# day": a later, earlier or different one of a kind presumes the one the caller already holds.
# Not "the next flight to Paris" (a first booking), nor "through to the other department".
_TO_ANOTHER = re.compile(r"\b(?:put|get|move|switch|shift|bump|stick|transfer) (?:[a-z']+ ){1,4}(?:on|onto|on to|to|into|for)"
                         r" (?:a|an|the) (?:later|earlier|different|other)(?: [a-z']+)? (?:flight|plane|one|departure|day|date"
                         r"|time|slot|service|collection|pickup|pick up)\b")
# "can you deliver the repeat i've already ordered", "post me the tablets i ordered": the thing the caller
# has asked for, had another way (brought, not collected). Not "deliver a repeat" (none held).
# "mail the cream we ordered", "ship me the patches i asked for": sent by mail or shipped, the same.
_HAD_BROUGHT = re.compile(r"\b(?:deliver|post|send|bring|drop|mail|ship) (?:me |us |him |her )?"
                          r"(?:the|my|our|his|her|their|" + SOMEONES + r")"
                          r"(?: [a-z']+){1,3} (?:that )?(?:i|we|i've|we've|he|she|he's|she's) (?:already |just )?(?:ordered|put in|asked for|requested|booked)\b")
# "could you send my tablets down to the caravan by post", "pop my inhaler in the post": the caller's thing had by
# post or courier, as `_HAD_BROUGHT` has it brought. Not "i got a letter in the post" (nothing sent by the caller's asking).
_BY_POST = re.compile(r"\b(?:deliver|post|send|ship|pop|mail|stick) (?:it|them|(?:my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,3})"
                      r"(?: [a-z']+){0,3} (?:by|in the|through the|via) (?:post|mail|courier)\b")
# Not collected: "rather than picked up", "instead of me collecting it", "instead of us coming in for them".
_NOT_COLLECTED = (r" (?:rather than|instead of|not) (?:being |me |us )?(?:collected|picked up|"
                  r"fetched|collecting|picking it up|coming (?:in|down|round)(?: for (?:it|them))?)\b")
# "can my dad's repeat be posted out rather than picked up", "could the inhaler come by courier, not collected":
# the caller's thing had another way than collected, as "instead" says: its collection was arranged.
_RATHER_THAN = re.compile(r"\b(?:the|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,3} (?:be |get |come )?"
                          r"(?:delivered|posted|sent|brought|dropped|driven|by post|by courier)(?: [a-z']+){0,3}"
                          + _NOT_COLLECTED)
# "could you deliver the inhaler rather than me collecting it", "send them round instead of us picking it up": the
# same, the word of bringing said before the thing.
_BROUGHT_NOT_COLLECTED = re.compile(r"\b(?:deliver|post|send|bring|drop|courier|mail) (?:it|them|"
                                    r"(?:the|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){1,3})"
                                    r"(?: [a-z']+){0,3}" + _NOT_COLLECTED)
# "move our nan's collection two days earlier", "put his order back a week": held (up to four words), moved by a span.
_MOVED_BY_SPAN = re.compile(r"\b(?:push|shift|bump|move|put|bring) (?:my|our|his|her|their|" + SOMEONES
                            + r")(?: [a-z']+){1,4} (?:(?:by )?" + _SPAN + r" (?:later|earlier|sooner|forward|back)"
                            r"|(?:back|forward) " + _SPAN + r")\b")
# "put dave's seat in the name of his apprentice": a name given to a thing someone holds (someone's, their miles or
# points, or a booking, reservation or ticket) changes who it is for. Not "book a seat in the name of ..." (none held).
_RENAMED = re.compile(r"\b(?:put|transfer|switch|move|change|swap) (?:(?:my|our|his|her|their|" + SOMEONES + r")"
                      r"(?: [a-z']+){0,2} (?:seat|place|flight|booking|reservation|ticket|order|prescription|refill"
                      r"|mile|point)s?"
                      r"|(?:the|that|this) (?:[a-z']+ ){0,2}(?:booking|reservation|ticket|order|refill)s?)"
                      r" (?:in|into|under|to) (?:the name of|(?:(?:my|our|his|her|their) )?(?:[a-z]+'s )?name|a different name|another name)\b")
# "can the refill for my mum go to the branch on station road", "move my order to your other shop":
# the thing had at another of the agent's places changes where it is, as "instead" does.
_TO_BRANCH = re.compile(r"\b(?:(?:can|could) (?:the|my|our|his|her|their|" + SOMEONES + r")(?: [a-z']+){0,4}"
                        r" (?:go|be sent|be moved|be transferred|be switched)|(?:move|transfer|switch) (?:my|our|the|his|her|their|it|that)(?: [a-z']+){0,4})"
                        r" (?:to|over to) (?:the|a|another|a different|your) (?:other |different )?(?:branch|store|shop|location)\b")
# "the refill for giorgos, put it in another pharmacy near his hotel", "send my order to a different chemist":
# what is held moved to another place of the kind. Not "send it to the pharmacy" (which one is not said).
# "could you send his repeats to your other shop": the agent's other place, the same.
_ELSEWHERE_HELD = re.compile(r"\b(?:put|send|move|transfer|switch) (?:it|that|them|this|my|our|the|his|her|their)(?: [a-z']+){0,3}"
                            r" (?:to|over to|in|into|at) (?:another|a different|the other|some other|your other) (?:[a-z]+ )?"
                            r"(?:branch|store|shop|location|pharmacy|chemist|chemists)\b")
# "i'd like to move all my prescriptions over to your town branch", "transfer both our repeats to another chemist": every
# one of what is held, moved somewhere ("over to", "across to"), is a change of where it is, not the thing again.
_ALL_MOVED = re.compile(r"\b(?:move|transfer|switch|shift) (?:all|both|each|every one|the lot) (?:of )?(?:my|our|his|her|their|the|[a-z]+'s)"
                        r"(?: [a-z']+){1,3} (?:over |across )?(?:to|into)\b")
# "can you move gillian's toronto flight to the tenth", "change his booking": someone else's thing,
# changed or moved, is held as the caller's own is ("move my ...").
_SOMEONES = re.compile(r"\b(?:change|move|switch|swap|rebook) (?:his|her|their|" + someones("there", "what", "let") + r")"
                       r"(?: [a-z']+){0,2} (?:flight|booking|reservation|ticket|seat|order|prescription|refill"
                       r"|collection|pickup)s?\b"
                       # "could you switch dad's inhaler from the brown one to the purple one": whatever of theirs,
                       # from one kind to another, the same (the thing said by what it is, not by the word for
                       # holding it).
                       r"|\b(?:change|switch|swap) (?:his|her|their|" + someones("there", "what", "let") + r")"
                       r"(?: [a-z']+){1,3} from (?:[a-z']+ ){1,4}?(?:to|into|over to)"
                       r" (?:the|a|an|some|his|her|their)\b")
# "could you change ana lopez's lyon flight", "move john smith's booking": the same, the one it is for named in full (a
# first name before the surname's), as callers who book for another often name them.
_FULL_NAMES = re.compile(r"\b(?:change|move|switch|swap|rebook) [a-z]+ " + someones("there", "what", "let")
                         + r"(?: [a-z']+){0,2} (?:flight|booking|reservation|ticket|seat|order|prescription"
                         r"|refill)s?\b")
# "put my frequent flyer number on the miami reservation", "add the note to dad's ticket": anything put on a
# booking, a reservation or a ticket named as held (`_HELD`: one asks for a flight, not a booking of it) changes it.
# "pop my passport number on the trip you booked us": the flight or trip the agent booked is held the same.
_PUT_ON_NAMED = re.compile(r"\b(?:put|putting|add|adding|include|including|stick|pop) (?:[a-z']+ ){1,6}(?:on|onto|on to|to|in) (?:" + _HELD +
                           r"|(?:the|that|this)(?: [a-z']+){0,2} (?:flight|trip|one)s? you(?:'ve| have)? (?:already )?"
                           # "... on the flight you have us on", "... the trip you put me on": the one the caller is on.
                           r"(?:booked|reserved|got|made"
                           r"|(?:have|had|put) (?:me|us|him|her|them) on))\b")
# "swap imran onto the evening one", "move him onto the early one", "bump dad's friend to the later departure": someone
# (by name, or "him", "her", "them") moved or swapped to one of the kind presumes the one they hold, as "move me" does.
# Not "move on to the next thing", "switch over to the other line" (a word of going on, no one moved).
_WHO_MOVED = re.compile(r"\b(?:move|swap|switch|shift|bump) (?!(?:on|over|up|down|back|forward|across|along|around"
                        r"|round|off|out|in|to|into|onto|a|an|the)\b)[a-z']+(?: [a-z']+)? (?:over |across )?"
                        r"(?:to|onto|on to|into) (?:the|that|this|a|an)(?: [a-z']+){0,2}?"
                        r" (?:flight|plane|departure|one|service)\b")
# "later flight, same day", "an earlier one on the same date please": later or earlier than the one held.
_SAME_DAY = re.compile(r"\b(?:later|earlier) (?:flight|plane|one|departure|collection|pickup)\b(?: [a-z']+){0,4} (?:the )?same (?:day|date)\b"
                       r"|\bsame (?:day|date)\b(?: [a-z']+){0,4} (?:later|earlier) (?:flight|plane|one|departure)\b")
# "could you post my mum's tablets to her flat in leeds", "deliver our inhalers to the care home": someone's (or
# one's own) thing brought to a person or a place is the thing held, had another way, as `_HAD_BROUGHT` is. Not
# "deliver a repeat" (none held), nor "send my refill through" (no one and no place it goes to).
# "could you drop the tablets round to my house": the thing said with "the", brought to a place, the same.
_BROUGHT_TO = re.compile(r"\b(?:deliver|post|send|ship|courier|drop|mail) "
                         r"(?:(?:(?:my|our|his|her|their)(?: [a-z]+'s)?|the|these|those|"
                         + someones("there", "what", "let")
                         + r")(?: [a-z']+){1,2}) (?:round |over |out |up |down |off )?to"
                         r" (?:him|her|them|me|us|(?:my|our|his|her|their|the|a|an) [a-z']+)\b|" + SHIPPED_TO)
# "can you put the cream the nurse gave me onto my repeats", "get this new inhaler on my repeat": a medicine added to
# the repeat list is a change of what is held, as `_ADD_TO` has it. Not "put in my repeat" (sending it in), nor "get
# some more on my repeat" (more of what is on it: a refill).
_ON_REPEATS = re.compile(r"\b(?:put|putting|get|getting|stick|have) (?!(?:some |any |a bit )?more (?:on|onto)\b)(?:[a-z']+ ){1,8}(?:on|onto|on to) (?:my|our|his|her|their|[a-z]+'s)"
                         r"(?: [a-z']+)? (?:repeats|repeat|repeat list|repeat prescription|repeat prescriptions)\b")
# "move my inhaler over to my son's address from now on": what is held put, moved or switched onto an address (one's
# own or someone's) changes where it goes; nothing new is ordered ("send a repeat to me" is `_BROUGHT_TO`'s).
_ONTO_ADDRESS = re.compile(r"\b(?:put|move|switch|transfer|change|swap) (?:[a-z']+ ){1,4}(?:over )?(?:on|onto|on to|to) (?:my|our|his|her|their|the|a|new"
                           r"|[a-z]+'s)(?: [a-z']+){0,2} (?:address|postcode)\b")
# "the dentist wants her on a lower dose, can you change that on her repeat": "it" or "that" changed on
# what is held (someone's or one's own) is a change of it.
_CHANGED_ON = re.compile(r"\b(?:change|alter|adjust|update|amend) (?:it|that|this|them) (?:on|in) (?:my|our|his|her|their"
                         r"|" + someones("there", "what") + r")(?: [a-z']+){0,2}"
                         r" (?:flight|booking|reservation|ticket|seat|order|prescription|refill|repeat|record|records|file)s?\b")
# "can you change walter's losartan to the fifty milligram", "up my dose to 20 mg", "make the metformin the
# slow release sort": a thing moved to another strength or form is a change of what is held (a refill is
# asked for a medicine as it is: "a refill of the 20 milligram" has no verb of changing).
# "could the metformin be switched to the slow release": the same in the passive.
_NEW_STRENGTH = re.compile(r"\b(?:change|changing|switch|switching|swap|move|up|increase|raise|lower|reduce|drop|bump"
                           r"|(?:be|been|get|got) (?:changed|switched|swapped|moved|increased|reduced|lowered|upped))\b(?: [a-z']+){0,5}"
                           r" (?:to|into|up to|down to) (?:the |a |an )?(?:a number |[a-z]+ )?"
                           r"(?:milligrams?|mgs?|micrograms?|mcg|strength|dose|(?:slow|modified|extended) release)\b"
                           r"|\bmake (?:the|my|our|his|her|their|it|that|[a-z]+'s)(?: [a-z']+){0,2} (?:the |a )?(?:slow|modified|extended) release\b"
                           # "switch her inhaler to the stronger one", "move dad's pills over to the smaller capsules":
                           # to another size or strength of the thing, said by a comparative, the same.
                           r"|\b(?:change|switch|swap|move) (?:my|our|his|her|their|[a-z]+'s)(?: [a-z']+){1,2}"
                           r" (?:over )?(?:to|into) the (?:bigger|larger|smaller|stronger|weaker|higher|lower)"
                           r" (?:ones?|tablets?|pills?|capsules?|size|strength|dose)\b"
                           # "up the strength on my repeat", "can you lower his dosage": the strength named as what is changed, the same.
                           r"|\b(?:up|increase|raise|lower|reduce|bump up|double|halve|adjust|alter) (?:the|my|our|his|her|their|[a-z]+'s) (?:strength|dose|dosage)\b"
                           # "can you lower the quantity on his repeat", "double the amount in my order": how many,
                           # on what is held, the same.
                           r"|\b(?:up|increase|raise|lower|reduce|bump up|double|halve|adjust|alter|cut) the"
                           r" (?:amount|quantity|number) (?:on|of|in) (?:the|my|our|his|her|their|[a-z]+'s)"
                           r"(?: [a-z']+){0,2} (?:order|repeat|prescription|script|refill)s?\b"
                           # "these pills need a stronger dose", "i need a lower dosage": another strength needed, the same.
                           r"|\bneeds? (?:a |the )?(?:higher|lower|stronger|weaker|bigger|smaller|different) (?:strength|dose|dosage)\b"
                           # "i need the dose changed", "i need his dose bumped up to forty", "i'd like my citalopram dosage
                           # lowered": the strength wanted changed, raised or lowered, the same.
                           r"|\b(?:want|need|'d like|get|have) (?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,3} (?:strength|dose|dosage)"
                           r" (?:changed|altered|adjusted|upped|increased|raised|lowered|reduced|decreased|doubled|halved|bumped up|put up|put down|brought down)\b")
# "i want my order changed from tablets to liquid", "can i have the booking switched to the later one": the
# thing held, wanted changed (the past participle after a verb of wanting it so), from one form or to another,
# or swapped for another ("i'd like my capsules exchanged for the syrup").
# "i want the dose on my tablets changed to ten": what is changed may be said with what it is on (up to four words).
_WANTED_CHANGED = re.compile(r"\b(?:want|need|'d like|like|have|get) (?:my|our|the|his|her|their|that|this|[a-z]+'s)"
                             r"(?: (?!(?:i|we|he|she|they|was|were|got)\b)[a-z']+){0,4}"  # not "the tablets i was changed to": a refill
                             r" (?:(?:changed|switched|swapped|altered) (?:from|to|over|into)|(?:swapped|switched|exchanged|traded) for)\b"
                             # "the one i've got, i want it moved to the ninth": "it" after what is held, moved, the same.
                             r"|\b(?:want|need|'d like) (?:it|that|them) (?:changed|switched|swapped|altered|moved|shifted) (?:from|to|over|into)\b"
                             # "i should like my booking to be switched to the friday": wanted so, formally, with "to be", the same.
                             r"|\b(?:should|would|'d) like (?:my|our|the|his|her|their|that|this|[a-z]+'s)(?: [a-z']+){0,4}"
                             r" to be (?:changed|switched|swapped|altered) (?:from|to|over|into|for)\b")
# "i need the name on my booking corrected", "i want it swapped back to an aisle": the thing held, wanted put
# right or back as it was (the past participle after a verb of wanting it so).
_PUT_RIGHT = re.compile(r"\b(?:want|need|'d like|like|have|get) (?:it|that|them|my|our|the|his|her|their|[a-z]+'s)(?: [a-z']+){0,4}"
                        r" (?:corrected|amended|fixed|put right|(?:changed|swapped|switched|moved|put) back)\b"
                        # "the date's wrong on my ticket, can that be fixed": asked to be put right, in the passive, the same.
                        r"|\b(?:can|could|would|will) (?:it|that|this|they|them|those) (?:be|get|please be) (?:corrected|amended|fixed|put right)\b")
# "can the repeat be swapped from capsules to the syrup", "could my booking get moved to the later one": the
# thing held, asked in the passive to be changed from one form or to another, as `_WANTED_CHANGED` has it wanted.
# "could i get my inhaler as a powder in future", "can he have his tablets in liquid form from now on": the thing held,
# wanted in another form from here on, is a change to it, not another of the same ("can i have my usual as tablets" refills).
_NEW_FORM = re.compile(r"\b(?:have|get|take|switch|move|go over|change) (?:to )?(?:my|our|the|his|her|their|[a-z]+'s)(?: [a-z']+){0,2}"
                       r" (?:as|in) (?:a |an )?(?:liquid|syrup|solution|suspension|powder|spray|patch|patches|injection|capsule|capsules"
                       r"|tablet|tablets|dissolvable|soluble|chewable)(?: form| version| ones?)?"
                       r" (?:from now on|in future|in the future|going forward|from here on|from next time|next time and after)\b")
_BE_CHANGED = re.compile(r"\b(?:can|could|would|will|should) (?:my|our|the|his|her|their|that|this|it|[a-z]+'s)(?: [a-z']+){0,3}"
                         r" (?:be|get) (?:changed|switched|swapped|altered|updated|amended|moved) (?:from|to|over|into|back)\b"
                         # "could his flight be brought forward a day", "can the collection get pushed back": moved in time, the same.
                         r"|\b(?:can|could|would|will|should) (?:my|our|the|his|her|their|that|this|it|[a-z]+'s)(?: [a-z']+){0,3}"
                         r" (?:be|get) (?:brought|pushed|put|moved|shifted) (?:forward|back|earlier|later)\b"
                         # "could my pills be swapped for a liquid": traded for another form or one, the same.
                         r"|\b(?:can|could|would|will|should) (?:my|our|the|his|her|their|that|this|it|they|these|those|[a-z]+'s)(?: [a-z']+){0,3}"
                         r" (?:be|get) (?:changed|switched|swapped|exchanged|traded) for (?:a|an|the|some|something)\b")
# "could you amend my phone number on the repeat", "would you correct that one", "update the surname in our order"
# (bidden first): a detail of what is held, or what was just said of it, put right is a change of it, not the thing.
_SET_RIGHT = re.compile(r"(?:^ |\b(?:(?:can|could|would|will) you|please) )(?:just |quickly )?(?:correct|update|amend)"
                        r" (?:it|that|them|this one|(?:my|our|the|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}"
                        r" (?:on|in) (?:my|our|the|his|her|their|[a-z]+'s|it|that))\b")
# A report of what already happened: a first-person subject, then "already" or a past tense.
_SUBJECT = frozenset("i i've we we've".split())
_PAST = frozenset("""got made lost had did took bought left forgot paid sent went gave""".split())
# Past forms that are not reports: polite requests or intentions ("I wanted to book"), and
# running out of something ("I finished my pills"), which is a need.
_NOT_REPORTS = frozenset("""wanted needed hoped wondered called tried liked planned meant decided
                          phoned rang asked finished used emptied""".split())

# "put me on the same flight as my wife, i'm booked on the later one": the caller put onto a flight, and
# said to be booked already: a move of what is held, not a booking. Not "book her on ...", nor without
# the caller booked ("get me on the same flight as my wife" may be a first booking).
_ONTO = re.compile(r"\b(?:put|get|move|switch|shift|bump|stick|transfer) (?:me|us) (?:on|onto|on to|to|into) (?:the|a|an|that|this)\b")
_SELF_BOOKED = re.compile(r"\b(?:i'm|im|i am|we're|we are|i've been|we've been) (?:already |currently |now |still )?booked\b")


# "can i get bumped up to first class on my flight", "move us up into business": a better class on what is held,
# an upgrade in other words (not "bumped off", "bumped from": a report of what happened).
_CLASS_UP = re.compile(r"\b(?:bump|bumped|bumping|move|moved|moving|put|bring|brought)(?: (?:me|us|him|her|them|my [a-z]+))? up (?:to|into)"
                       r" (?:first|business|premium|club|a better (?:class|cabin|seat)|the front of the plane)\b")

# "the dosage on her repeat needs altering", "our booking will need moving", "i need my strength adjusted on the
# repeat": the thing held said to need changing (or wanted changed on what is held) is a change of it, not the thing again.
# "his repeat wants putting up to the higher strength", "my order needs upping": raised or lowered, the same.
_NEEDS_CHANGING = re.compile(r"\b(?:my|our|the|his|her|their|that|this|it|[a-z]+'s)(?: [a-z']+){0,3} (?:needs|need|wants|will need|'ll need)"
                             r" (?:changing|altering|adjusting|updating|amending|correcting|moving"
                             r"|upping|bumping up|putting up|increasing|raising|lowering|reducing"
                             r"|bringing down|putting down"
                             r"|to be (?:changed|altered|adjusted|updated|amended|corrected|moved))\b"
                             r"|\b(?:want|need|'d like) (?:my|our|the|his|her|their|[a-z]+'s)(?: [a-z']+){0,2}"
                             r" (?:changed|altered|adjusted|updated|amended) (?:on|in) (?:my|our|the|his|her|their|[a-z]+'s)\b"
                             # "we need the date on our ticket altered": a detail said with the thing held it is on, then the participle.
                             r"|\b(?:want|need|'d like) (?:the|my|our|his|her|their|[a-z]+'s) [a-z']+(?: [a-z']+)? (?:on|in|for) (?:my|our|his|her|their|[a-z]+'s)"
                             r"(?: [a-z']+){1,2} (?:changed|altered|adjusted|updated|amended)\b")

# "a different date for my flight", "a later time for our collection": another of what sets the thing held, asked for
# that thing (a possessive says it is held); not "another seat for my son" (a person: a seat more).
_OTHER_FOR_HELD = re.compile(r"\b(?:different|another|other|new|later|earlier) (?:date|day|time|slot|name|strength|dose)"
                             r" (?:for|on|of) (?:my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,2}"
                             r" (?:flight|booking|reservation|ticket|trip|prescription|repeat|refill|collection|order|pickup)\b")
# "fix a typo in my name on the ticket", "correct the spelling on our booking": a mistake put right in what is held.
_MISTAKE_FIXED = re.compile(r"\b(?:fix|correct|sort out|put right) (?:a|an|the|that|this|my) (?:small |little |slight )?"
                            r"(?:typo|mistake|error|misspelling|spelling|spelling mistake)s? (?:in|on|of)\b")

# "we've already got our tickets for the sunday, can we have seats together": the thing said held first, then a seat,
# a meal or an upgrade asked for later in the turn, is one on what is held, as "a seat on my booking" is.
_HELD_THEN_SEAT = re.compile(r"\b(?:i've|we've|i have|we have|i|we) (?:already (?:got|have|bought|booked)(?: (?:my|our|a|the))?|got (?:my|our)|have (?:my|our))"
                             r" (?:[a-z']+ ){0,2}(?:ticket|booking|reservation|flight)s?\b(?! (?:reference|number|code|confirmation)\b)"
                             r"(?: [a-z']+)*? (?:seat|seats|meal|meals|upgrade|legroom)\b")

# "for the plane we have to lyon, seat us by the aisle": the flight held named first, then where one sits on it asked
# for (`_PLACED`), as `_ON_HELD` reads it said the other way round; a change of what is held, no flight booked again.
_HELD_THEN_PLACED = re.compile(r"\bthe (?:[a-z']+ ){0,2}(?:flight|plane|booking|reservation|ticket|trip)s?"
                               r" (?:i|we|he|she|they)"
                               r" (?:have|has|hold|holds|got|booked|made|am on|'m on|are on|'re on)\b"
                               r"(?: [a-z']+){0,4}? (?:put|place|sit|seat) " + _PLACED)

# "the seat on my existing flight, swap it to an aisle one", "our booking for the ninth, move it to the tenth": a thing the
# caller holds (said as theirs) named first, then "it" changed, swapped or moved to another, is a change of what is held.
# Not "change it to ..." alone, nor after a thing not said to be held: a correction of pending work (dialogue.py).
_HELD_THEN_IT = re.compile(r"\b(?:my|our|his|her|their) (?:existing |current |present )?(?:[a-z']+ ){0,2}?(?:booking|reservation|flight|ticket|seat)s?\b"
                           r"(?: [a-z']+){0,3}? (?:swap|switch|change|move) (?:it|that|them) (?:over )?(?:to|for|onto)\b")

# "our regular friday one to bilbao, can we get a window seat on it": a flight said the caller's own (or someone's),
# named opening the turn, then a seat, a meal or an upgrade on "it" asked whether they may have: what is held, changed
# (as `_ON_NAMED` reads a booking named first). Not a flight named with "a" or "the" ("a flight to rome, can i have a
# window seat on it": the seat of one asked for), nor one asked for before the seat ("book my flight, ...").
_OWN_THEN_SEAT = re.compile(r"^ (?:(?:um|er|so|right|oh|and|yeah) )*(?:my|our|his|her|their|[a-z]+'s)"
                            r"(?: [a-z']+){0,3}? (?:flight|one|plane|trip)s?(?: [a-z']+){0,3}?"
                            r" (?:can|could|may) (?:i|we|he|she|they) (?:please )?(?:have|get) (?:[a-z']+ ){0,2}?"
                            r"(?:seat|seats|meal|meals|upgrade|legroom) (?:on|for|in) (?:it|that|them)\b")

# "the eye drops we got on monday, change them to the big bottle", "the seat i book, move it to the aisle": the thing
# said as the caller's by what they did with it (ordered, booked, bought; the bare verb too, as callers whose first
# language is another say it), then "it" changed, swapped or moved to another, the same.
_HAD_THEN_IT = re.compile(r"\bthe (?:[a-z']+ ){1,3}?(?:i|we) (?:ordered|order|booked|book|bought|buy|reserved|got)\b"
                          r"(?: [a-z']+){0,3}? (?:swap|switch|change|move) (?:it|that|them) (?:over )?(?:to|for|onto)\b")

# "the tablets what is ordered, make it the box of sixty, not twenty", "the cream we ordered, make them two tubes not
# one": the thing said the caller's by what was done with it ("what" as Central Europe joins the clause), then "it"
# made another, the one it was said after "not", corrects what is held (not "book two seats, no make it three not
# two": nothing said done before it, a correction of what is asked; `dialogue.py`).
_HAD_THEN_MADE = re.compile(r"\bthe (?:[a-z']+ ){1,3}?(?:(?:what|that|which) )?(?:i |we |is |was |were |are )"
                            r"(?:ordered|order|booked|book|bought|reserved)\b(?: [a-z']+){0,3}? make (?:it|them|that)"
                            r" (?:[a-z']+ ){1,6}?not (?:the |a |an )?[a-z']+")

# "an aisle seat on the booking you did for us last week", "a window place in the ticket they made me": a seat wanted on
# what the agent already booked for the caller ("you made for me", "they booked us") is a change of what is held.
_SEAT_WORD = r"(?:seat|seats|place|places|window|aisle|chair)"
_BOOKED_FOR_ME = (r" (?:you|they|ye|y'all) (?:already |just )?(?:made|booked|did|reserved|got|done)(?: for)?"
                  r" (?:me|us|him|her|them)\b")
_ON_MADE_FOR_ME = re.compile(r"\b" + _SEAT_WORD + r"(?: [a-z']+){0,2}? (?:on|for|in|of) (?:the|that|this)"
                             r" (?:[a-z']+ ){0,2}?(?:flight|booking|reservation|ticket|trip|plane)" + _BOOKED_FOR_ME)

# "the lisbon flight my brother booked for us, could we get seats together", "on the trip our office arranged, can
# i have an aisle seat": a flight said held by whoever arranged it for the caller (someone's own, no agent's), then a
# seat, a meal or an upgrade asked whether one may have, changes what is held, as `_ON_MADE_FOR_ME` reads it of the
# agent.
_ARRANGED_THEN_SEAT = re.compile(r"\bthe (?:[a-z']+ ){0,2}(?:flight|plane|booking|reservation|ticket|trip)s?"
                                 r" (?:my|our|his|her|their) [a-z']+ (?:already )?"
                                 r"(?:booked|sorted|arranged|got|made|reserved|bought)"
                                 r"(?: (?:out )?for (?:me|us|him|her|them))? (?:[a-z']+ ){0,3}?(?:can|could|may)"
                                 r" (?:i|we|he|she|they) (?:please )?(?:have|get) (?:[a-z']+ ){0,3}?"
                                 r"(?:seat|seats|meal|meals|upgrade|legroom)\b")

# Added onto the thing named before; not "that one" (which one, asked for), nor the caller added.
_ONTO_IT = r"(?:onto|on to|to|on) (?:it|that|this)\b(?! one\b)"
_NOT_SELF = r"(?!(?:me|us|myself|ourselves)\b)"
# "we've booked the corfu flight, can you add my son to it": something said booked or held by the caller, then someone
# or something added to "it" or "that", changes what is held. Not "book the corfu flight and add my son to it" (asked).
# Not the caller put on it ("i've got it written down, u two eight one, put me on that one"): a seat asked for.
# "my sister's already booked her flight, could you put her golf clubs on it", "he's already got the tickets, add his
# meal to it": the same, held by another and said so with "already"; the thing added may take four words ("the oxygen
# help thing").
_BOOKED_THEN_ADD = re.compile(r"\b(?:(?:i've|we've|ive|weve|i have|we have) (?:already )?"
                              r"|(?:he's|she's|they've|[a-z]+'s) already )(?:booked|got|reserved)\b"
                              r"(?: [a-z']+)*? (?:add|adding|put|putting) "
                              + _NOT_SELF + r"(?:[a-z']+ ){1,4}" + _ONTO_IT)

# "ba two one, a kosher meal on that one please", "..., my frequent flyer number on it": a flight read out by its
# code, then only an extra for it (a meal, a class, a member's number) put on it, adds to a flight held. Not when a
# booking is asked in so many words ("book me on ba two one, a kosher meal on it"), nor a seat (which one, asked for).
_EXTRA = r"(?:meal|meals|upgrade|miles|points|number|legroom|business|first class|premium)"
_NO_BOOKING = r"^(?!.*\b(?:book|booking|reserve|seat|seats)\b)"
_CODE_SAID = r".*\ba flight\b(?! (?:to|for|from)\b)(?: [a-z']+)*? "
_PUT_ON_IT = r" (?:[a-z']+ ){0,2}?(?:on|onto|on to) (?:it|that|this)(?: one)?\b"
_EXTRA_ON_CODE = re.compile(_NO_BOOKING + _CODE_SAID + _EXTRA + _PUT_ON_IT)

# "can you get me checked in for the morning one", "is it possible to have us checked in the night before": checking in
# said as done for the caller (got, had), the same as "check me in": what is already held, checked in; no new seat.
_GOT_CHECKED_IN = re.compile(r"\b(?:get|getting|got|have|having) (?:me|us|him|her|them|my [a-z']+|our [a-z']+)"
                             r" (?:all )?checked in\b")

# "i need my order moved to the monday pickup", "get the repeat shifted till next week": the thing held, wanted moved
# in time (the past participle after a verb of wanting or getting it so), as `_WANTED_CHANGED` has it changed.
_WANTED_MOVED = re.compile(r"\b(?:want|need|'d like|get|have) (?:my|our|the|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}"
                           r" (?:moved|shifted|pushed|brought) (?:to|till|until|forward|back)\b")
# "make mum's inhaler a two month supply in future", "make the cream a bigger tube": another length or size, a change.
_NEW_SUPPLY = re.compile(r"\bmake (?:my|our|his|her|their|the|[a-z]+'s)(?: [a-z']+){0,3}"
                         r" (?:a |an )?(?:[a-z']+ ){1,3}(?:supply|pack|packet|box|bottle|tube)\b")


# "my booking to rome, i want to pass it to the day twelve", "pass the reservation for the other week": a thing held
# passed to another day (`_WHEN`), as a Spanish or Portuguese speaker says moving it ("pasarla para el dia"); it
# changes it.
_PASSED_TO_DAY = re.compile(r"\bpass (?:it|that|them|(?:the|my|our|his|her|this) "
                            r"(?:booking|reservation|flight|ticket|order)) (?:for|to) "
                            r"(?:the |a |another |other |next )?(?:other |next )?" + _WHEN + r"\b")
# "pass my wife's booking from monday to tuesday", "pass the flight of my son from friday to sunday": the same thing
# passed from one day to another, whoever it is for ("passer de ... à ...", as French says moving it).
_PASSED_THING = r"(?:booking|reservation|flight|ticket|order)s?"
_PASSED_HELD = r"\bpass (?:it|that|them|(?:the|my|our|his|her|this)(?: [a-z']+){0,2}? " + _PASSED_THING + ")"
_FROM_DAY_TO_DAY = r"(?: [a-z']+){0,4}? from (?:the )?" + _WHEN + r" to (?:the )?" + _WHEN + r"\b"
# "can we pass in first class on our return", "i'd like to pass to premium class": passing into a better (or another)
# class on what is held, as French says an upgrade ("passer en classe affaires").
_PASSED_CLASS = r"\bpass (?:in|into|to) (?:the )?(?:business|first|premium|economy|eco|club) (?:class|cabin)\b"
_PASSED_TO_DAY = re.compile(_PASSED_TO_DAY.pattern + "|" + _PASSED_HELD + _FROM_DAY_TO_DAY + "|" + _PASSED_CLASS)


def change_cue(plain: str) -> str:
    """The phrase that asks to change what the caller holds, or "" (`plain`: the masked words, padded)."""
    for cue in _CHANGE:
        if f" {cue} " in plain and f" {cue} mind " not in plain:  # a mind changed changes nothing held
            return cue
    moved = _ONTO.search(plain)
    if moved and _SELF_BOOKED.search(plain):
        return moved.group(0)
    shift = _SHIFT.search(plain) or _ADD_TO.search(plain) or _PUT_ON_HELD.search(plain) or \
        (None if _REACHED_INSTEAD.search(plain) or _TRAVEL_INSTEAD.search(plain) else _INSTEAD.search(plain)) \
        or _TO_ANOTHER.search(plain) or _ON_HELD.search(plain) or _ON_NAMED.search(plain) \
        or _RENAMED.search(plain) or _TO_BRANCH.search(plain) or _ELSEWHERE_HELD.search(plain) or _HAD_BROUGHT.search(plain) \
        or _RATHER_THAN.search(plain) or _SOMEONES.search(plain) or _PUT_ON_NAMED.search(plain) or _SAME_DAY.search(plain) \
        or _BROUGHT_TO.search(plain) or _CHANGED_ON.search(plain) or _ONTO_ADDRESS.search(plain) or _NEW_STRENGTH.search(plain) or _WANTED_CHANGED.search(plain) \
        or _BY_POST.search(plain) or _PUT_RIGHT.search(plain) or _ON_REPEATS.search(plain) or _HELP_FOR_HELD.search(plain) \
        or _BE_CHANGED.search(plain) or _SET_RIGHT.search(plain) or _CLASS_UP.search(plain) \
        or _NEEDS_CHANGING.search(plain) or _ALL_MOVED.search(plain) or _OTHER_FOR_HELD.search(plain) \
        or _MISTAKE_FIXED.search(plain) or _NEW_FORM.search(plain) or DAY_MOVED.search(plain) \
        or _HELD_THEN_SEAT.search(plain) or _HELD_THEN_IT.search(plain) or _HELD_THEN_PLACED.search(plain) \
        or _SHIFT_BEFORE.search(plain) or _BAG_ADDED.search(plain) or _EXTRA_ADDED.search(plain) \
        or _BOOKED_THEN_ADD.search(plain) or _TO_EVENT.search(plain) or _EXTRA_ON_CODE.search(plain) \
        or _GOT_CHECKED_IN.search(plain) or _WANTED_MOVED.search(plain) or _NEW_SUPPLY.search(plain) \
        or _HAD_THEN_IT.search(plain) or _HAD_THEN_MADE.search(plain) or _PASSED_TO_DAY.search(plain) \
        or _BROUGHT_NOT_COLLECTED.search(plain) or _MOVED_BY_SPAN.search(plain) or PLACED_ON_OWN.search(plain) \
        or _FULL_NAMES.search(plain) or _ON_MADE_FOR_ME.search(plain) or _OWN_THEN_SEAT.search(plain) \
        or _WHO_MOVED.search(plain) or CHANGED.search(plain) or _ARRANGED_THEN_SEAT.search(plain)
    return shift.group(0) if shift else ""


# "i left my tablets at my sister's, so could i get a refill please", "..., could you do me the BA 117 on friday": the
# story, then the thing asked for in so many words ("please" closing it, or "do me" a thing): what the caller says.
# Not money or papers claimed for what went wrong ("i missed my flight, could i get a refund please"): the story stays.
_ASKED_AFTER = re.compile(r" (?:can|could|may) (?:i|we) (?:please )?(?:get|have|order) (?:a|an|another|some|my|our)"
                          r" (?!(?:[a-z']+ ){0,2}(?:refund|refunds|money|compensation|voucher|vouchers|credit|receipt|invoice|letter|form|copy|claim)\b)"
                          r"(?:[a-z']+ ){0,2}?[a-z']+ please\b"
                          r"| (?:can|could|would) you (?:please )?do (?:me|us) (?:a|an|the|one|two)\b"
                          # "i saw the price drop on the late one, so get me on it": the story, then told to do it.
                          r"| (?:so|then) (?:(?:yeah|yes|ok|okay|just|please) )*(?:get|put|book) (?:me|us) (?:on|onto|in|into)\b")


# Forgetting said of oneself, nothing forgotten named after it: the turn closes, a new clause of the caller's, or what
# one forgot to do (`report_cue`).
_LAPSED = frozenset("forgot forgotten".split())
_NOTICED = frozenset("realised realized noticed remembered discovered found saw spotted".split())
_AFTER_LAPSE: tuple[list[str], ...] = ([], ["to"], ["i"], ["we"], ["i'm"], ["we're"], ["i've"], ["we've"], ["about"], ["so"], ["and"], ["but"])


# Not a report: the earlier talk pointed to ("like we discussed", "as we agreed", "where we left off"), or a time in
# what someone said to do ("she told me to phone back once i had the names", "said to ring when we got home").
_NOT_TOLD = re.compile(r"(?: (?:like|as) (?:i|we) (?:discussed|talked|said|agreed|arranged|spoke|mentioned|planned)| where (?:i|we) left off"
                       r"| (?:said|told (?:me|us)|asked (?:me|us)) to (?:[a-z']+ ){1,3}(?:once|when|after|as soon as) (?:i|we|i've|we've) [a-z']+) (?:[a-z']+ )?$")


def report_cue(tokens: Sequence[str]) -> str:
    """The cue of a report of the past ("i already booked", "i missed my flight"), or "": not in another matter of the
    caller's own, put off (`aside_put_off`: "..., i had a question too but it can wait")."""
    tokens = got_now_removed(aside_put_off_removed(" ".join(tokens))).split() or list(tokens)
    if _ASKED_AFTER.search(" " + " ".join(tokens) + " "):
        return ""
    for k, tok in enumerate(tokens[:-1]):
        # "am i allowed", "have i got the seat", "had we paid": the subject after its verb, asked, nothing told.
        if tok not in _SUBJECT or tokens[k - 1 : k] in (["am"], ["are"], ["was"], ["were"], ["have"], ["had"]):
            continue
        if tokens[k - 1 : k] in (["if"], ["unless"]):  # "she said if i got lost to ring you": a condition, nothing told
            continue
        if _NOT_TOLD.search(" " + " ".join(tokens[max(0, k - 6) : k + 3]) + " "):  # "as we agreed", "told me to ring once i had ..."
            continue
        nxt = tokens[k + 1]
        if nxt in ("already", "just") and k + 2 < len(tokens):
            nxt = tokens[k + 2]
            if tokens[k + 1] == "already":
                return f"{tok} already"
        # "I took the last one this morning", "we had the last of it": running out, a need; "I took my
        # last gabapentin today" the same.
        # "i forgot, ...", "we forgot to do it, ...": the caller's own lapse, no thing's fate, told before what is asked
        # (not "i forgot my bag on the plane": a thing left).
        if nxt in _LAPSED and tokens[k + 2 : k + 3] in _AFTER_LAPSE:
            continue
        # "i just noticed mum's down to her last patch", "we realised he's run out of his cream": coming to know of a
        # thing running short is a need for more, no deed told.
        if nxt in _NOTICED and runs_short(" ".join(tokens[k + 2 :])):
            continue
        if nxt in _NOT_REPORTS or (tokens[k + 2 : k + 3] in (["the"], ["my"], ["our"], ["his"], ["her"], ["their"])
                                   and tokens[k + 3 : k + 4] == ["last"]):
            continue
        # "i've" + participle is left out: "I've run out", "I've finished my pills" ask for more.
        if tok in ("i", "we") and (nxt in _PAST or (len(nxt) > 4 and nxt.endswith("ed"))):
            return f"{tok} {nxt}"
    return ""
