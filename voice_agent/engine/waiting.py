"""Waiting for a time or an event before the thing is done: the caller puts it off, said of themselves ("we'll wait till
the new year before we book"), which asks for nothing now. Read with the refusals by `acts.classify`, as leaving a
thing as it is (`refusals.LEFT_AS_IT_IS`) is."""

from __future__ import annotations

import re

# "i'll wait until my next pay day to order it", "we'll probably hold off till we're home before booking", "i think i'll
# wait for the results then reorder": waiting on a time or an event, then the doing. Not waiting on the line ("i'll wait
# while you check"), nor asked ("can i wait till friday to collect"): the wait is said of oneself, then the doing after it.
_CONSULTED = (r"(?:asked|checked with|spoken to|spoke to|talked to|run it (?:by|past)|ran it (?:by|past)|cleared it with|squared it with)"
              r" (?:the|my|our) (?:wife|husband|hubby|missus|partner|other half|boss|kids|children|family|fiance|fiancee|girlfriend|boyfriend"
              r"|mum|dad|mother|father|parents|son|daughter) yet ?$")
# "nah, it's not for this month, perhaps after easter": after a no, the time at hand disowned and a later one named,
# hedged, puts it off (not "it's not for this week, it's for next friday": a date corrected).
_NOT_NOW = (r"(?:it's|its|it is|that's|thats|that is) not (?:for )?"
            r"(?:now|today|tonight|this (?:week|month|year|weekend|time|summer|winter|spring|autumn))")
_HEDGED = r"(?: (?:maybe|perhaps|probably))+ "
_LATER = r"(?:next|later|another|after|some|in)"
_OF_ONESELF = (r"\b(?:i'll|we'll|i will|we will|i think i'll|i think we'll|i'd rather|we'd rather"
               r"|i'm going to|we're going to|i'm gonna|we're gonna|i might|we might|i may|we may"
               r"|i'd better|we'd better)"
               r" (?:just |probably |rather |better )?(?:wait|hold off|hang on|hang back)"
               r" (?:till|until|til|for) (?:[a-z']+ ){1,7}")
WAITS_FIRST = re.compile(_OF_ONESELF + r"(?:before|to|and then|then)"
                         r" (?:(?:i|we) )?(?:order|ordering|reorder|reordering|book|booking|refill|refilling|renew|renewing|reserve|reserving"
                         r"|request|requesting|put it in|putting it in|sort|sorting)\b"
                         # "hold on a sec before you book it", "wait before you put the refill in": the agent asked to wait
                         # before the doing, the same (not "wait while you check", nor "before you book it, is there a fee").
                         r"|\b(?:wait|hold on|hold off|hang on|hold fire)(?: a (?:sec|second|minute|moment|mo))?,? before you"
                         r" (?:go ahead and )?(?:order|book|refill|reserve|request|put|send|submit|process|confirm|renew)\b"
                         # "the order can wait till friday", "that can wait for now": the thing itself said to wait puts it off
                         # (not asked, "can it wait", nor someone waiting somewhere: "my son can wait in the car").
                         r"|\b(?:it|that|this|the [a-z']+|my [a-z']+|our [a-z']+)(?: [a-z']+)? can (?:wait|keep)"
                         r"(?: (?:till|until|til|for|a bit|a while|another)\b|\s*[,.]|\s*$)"
                         # "we're holding off ordering", "i'm putting off booking for now": the doing put off, said of oneself.
                         r"|\b(?:i'm|we're|im|i am|we are) (?:just |still )?(?:holding off|putting off|hanging back)(?: on)?"
                         r" (?:order|book|refill|renew|reserv|request|sort)[a-z]*ing\b"
                         # "we'd rather sit on that a few days", "let me mull it over till payday": the choice kept back a while,
                         # said of oneself (not "can i sit on the aisle", nor "is that on it").
                         r"|\b(?:i'll|we'll|i will|we will|let me|let us|let's|i'd rather|we'd rather|i think i'll|i think we'll)"
                         r" (?:just |probably )?(?:sit on (?:it|that|this)|mull (?:it|that|this) over|mull over (?:it|that|this))\b"
                         # "hang on till the wedding's confirmed, i'll decide then": waiting on a time or an event, the choice
                         # made after it (not "wait till i check my diary, then book it": the doing asked after).
                         r"|^\s*(?:(?:no|nah|let's|lets|i'll|we'll|i'd rather|we'd rather|best|better) )*(?:wait|hang on|hold off|hold on)"
                         r" (?:till|until|til) (?:[a-z']+ ){1,9}(?:i'll|we'll|i will|we will|we can|i can|let's) (?:decide|choose|make up (?:my|our) minds?"
                         r"|make (?:a|the) (?:decision|call)|see)(?: (?:then|after|after that|from there|what to do))?\s*$"
                         # "i'd like to see how the strike goes first": an event watched before anything is done, said of
                         # oneself and closed by "first" (not "can you see what the fare is first": asked of the agent).
                         r"|\b(?:i|we)(?: just)?(?: want| wanna| need| would like|'d like|'d rather| would rather|'ll| will)(?: to)?"
                         r" (?:see|wait and see|wait to see) (?:what|how) (?:[a-z']+ ){1,4}(?:does|do|goes|go|pans out|turns out|plays out)"
                         r"(?: [a-z']+){0,2} first\b"
                         r"|^\s*(?:(?:no|nah|nope) )+" + _NOT_NOW + _HEDGED + _LATER + r"\b"
                         # "i haven't run it past my husband yet", "we've not checked with the kids yet": someone of the caller's
                         # not yet asked, closing the turn, puts the choice off until they are (not "i haven't asked for a
                         # refill yet", nor staff not yet asked: "i've not spoken to the pharmacist yet" may reach for one).
                         r"|\b(?:i've|we've|ive|i have|we have) not (?:yet )?" + _CONSULTED + r"|\b(?:i|we) (?:haven't|havent|have not) (?:yet )?" + _CONSULTED)

# "we'll hold off till the loan clears before we commit to anything", "i'll wait for the all-clear before deciding": the
# same wait said of oneself, then the choice itself (committing, deciding, going ahead, paying) put after it.
_CHOSEN_AFTER = (r"|" + _OF_ONESELF + r"before (?:(?:i|we) )?(?:commit|committing|decide|deciding|go ahead|going ahead"
                 r"|pay|paying|buy|buying|settle|settling|lock|locking"
                 r"|make (?:a|the|my|our|any) (?:decision|choice|call))\b")
WAITS_FIRST = re.compile(WAITS_FIRST.pattern + _CHOSEN_AFTER)
