"""The words callers ask with, in so many words: an information question's forms ("how much",
"do you know", "any news on"), asking after what is under way (`FOLLOW_UPS`, `HOW_IT_GOES`), and a
request in a question's words ("is there someone I can talk to", "I was wondering if you could ...").
Phrase families of `acts.classify`, split from acts.py by concern like done.py and changes.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.bare_asked import ASKING, needed
from voice_agent.engine.dialect import SHOPS
from voice_agent.engine.disclaimed import NOT_DOING
from voice_agent.engine.else_first import nothing_else_first
from voice_agent.engine.gate import gated
from voice_agent.engine.text import split_clauses, words

REQUEST_FORMS = (
    "how do i", "how can i", "how could i", "how would i", "is it possible", "is possible to", "is there any way",
    "what do i need to do to", "will you", "is there a way", "is there someone", "is there anyone",
    "is there somebody", "is there a person", "is there a human", "is there an agent", "why don't you",
    "why dont you", "is there any chance", "is there a chance", "any chance",
    # "is it too late to get us on friday's flight": whether it can still be done, asked as "is it possible" asks.
    "is it too late to",
    # "what's the chances of getting us on the early one": the odds of getting someone on or a seat asked, as "any
    # chance" asks (not "what are the chances of getting stuck": no one put on, nothing had).
    *(f"{what} the chances of getting {who}" for what in ("what's", "whats", "what are")
      for who in ("me", "myself", "us", "ourselves", "him", "her", "them", "a seat", "seats", "on", "onto", "booked")),
)
# "is there a manager I can talk to", "is there a pharmacist we could ask": asking for someone, whom
# one speaks to. Not "is there a blood pressure machine I can use": a thing one uses, asked after.
# "is there actually a human being at your end i can talk to": a word of doubt before whom, the same; "is there not
# a nice gentleman i could speak to", "isn't there someone i can ask": asked in the negative, the same.
SOMEONE_TO = re.compile(r"^(?:is there|is there not|isn't there|isnt there) (?:(?:actually|really|honestly|even|ever) )?(?:a|an|any|anyone|anybody|someone|somebody)(?: human being)?(?: [a-z']+){0,4} (?:i|we) (?:can|could|might) "
                         r"(?=(?:(?:actually|just|maybe|perhaps|really|please) )*(?:speak|talk|ask|have|chat|see|ring|call|phone|contact"
                         r"|consult|discuss|email|message|reach|get|go|run"
                         # "is there a real person i could be passed to": reached by being put through, the same.
                         r"|be (?:passed|put|transferred|connected|handed|sent|switched)(?: (?:through|over|across|on))? (?:to|with)\b) )"
                         # "has the pharmacist got a minute for me", "does anyone have five minutes to talk": someone's time asked for.
                         r"|^(?:has|have|does) (?:(?:the|your|a|an|any) [a-z]+|anyone|anybody|someone|somebody) (?:got|have)"
                         r" (?:a|one|two|five|ten|a few|a couple of|a spare) (?:minute|minutes|moment|sec|second|mo) (?:for|to spare|spare|free|to talk|to chat)\b")
# "is there someone real i can talk to" (read "is there real person ...", dialect.py): a person set apart from the machine, the same.
SOMEONE_TO = re.compile(SOMEONE_TO.pattern + r"|^is there (?:real|actual|live|proper) (?:person|human)(?: [a-z']+){0,2} (?:i|we) (?:can|could|might) (?:speak|talk|chat)\b")
# "have you got a pharmacist there i could ask", "do you have anybody we can talk to": whether the agent has someone one may speak to,
# asked as "is there someone i can speak to" is (`SOMEONE_TO`); acts.py reads it so.
# "you guys got a live person on", "have you got a real person there": one set apart from the machine, the same.
_HAD_SOMEONE = re.compile(r"^\s*((?:(?:um|uh|er|erm|oh|so|well|hi|hello)[\s,]+)*)(?:have you got|have you|do you have|do you guys have|you got|got) "
                          r"(?=(?:a|an|any|anyone|anybody|someone|somebody)(?: [a-z']+){0,4} (?:i|we) "
                          r"(?:can|could|might) (?:speak|talk|chat|ask)\b"
                          r"|(?:a|an|any) (?:real|actual|live|proper) (?:person|human|people|folks)\b(?!'))")

_PLURAL_GOT = re.compile(r"^(\s*)(?:y'all|you all|you guys) got\b", re.IGNORECASE)


def had_someone(text: str) -> str:
    """`text` asked as "is there ..." when it asks whether the agent has someone one may speak to, or ""."""
    text = _PLURAL_GOT.sub(r"\1you got", text, count=1)  # "y'all got a real person": "you got", the same
    found = _HAD_SOMEONE.match(text.lower())
    return f"{found.group(1)}is there {text[found.end():]}" if found else ""


# "is there anyone there on sundays", "is somebody in after six": whether anyone is there at a time asks
# the hours, not for a person now.
THERE_WHEN = re.compile(r"^is there (?:anyone|anybody|someone|somebody)(?: (?:there|in|about|around|working|on duty))?"
                        r" (?:on|at|after|before|over|during|in|of an?|late|early) (?:the |a )?(?:[a-z]+days?|weekends?|evenings?"
                        r"|nights?|mornings?|afternoons?|lunch|lunchtime|bank holidays?|christmas|easter|new year|half term"
                        r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d)\b"
                        # Not someone of a shift or a desk ("anyone on the night desk"), nor someone to talk to.
                        r"(?! (?:desk|shift|team|staff|line|counter|manager|pharmacist|person|people)\b)(?!.* (?:i|we) (?:can|could|might) )")
# "i get off at six, will your doors still be open then", "are you still open when the school lets out": whether the place is
# open (or shut) at a time, in a clause of its own after the story, asks the hours (not "will you be open to offers").
# "..., will the counter still be staffed then": any of the shop's words (dialect.SHOPS), staffed read as open there.
# "..., will the door be locked by then", "is your front door unlocked on sundays": its door (one or two), locked or not
# (read as shut or open: dialect.standard), the same.
_PLACE = "(?:" + "|".join(sorted(SHOPS | {"doors", "door", "front door", "front doors", "place"})) + ")"
OPEN_THEN = re.compile(r"^(?:will|would|are|is|do|does) (?:you|your " + _PLACE + "|the " + _PLACE + ")"
                       r"(?: (?:still|even|all|normally|usually))? (?:be )?(?:open|shut|closed|closing|shutting|close|shut)\b(?! to\b)")
# Asking after something already under way: "just checking back on my order", "I'm following up
# on the booking", "make sure it went through", "I called earlier about ...".
FOLLOW_UPS = ("where are we up to", "where are we at with", "where we at with", "where are things with",
              "make sure it", "make sure it's", "make sure its", "make sure that", "make sure my", "make sure the", "making sure",
              # "could you make sure his seat went through": someone else's, the same.
              "make sure his", "make sure her", "make sure their", "make sure our",
              # "just want to be sure the denver one went through": the same.
              "be sure it", "be sure it's", "be sure that", "be sure my", "be sure the", "be sure our",
               "following up", "follow up on", "checking back", "checking on",
               # "just chasing arthur's blister packs", "i'm chasing up the seat for ...": asking after it, as trades say.
               "chasing up", "just chasing", "only chasing", "i'm chasing", "im chasing", "we're chasing",
               "called earlier", "called before", "rang earlier", "rang before", "phoned earlier",
               "phoning back", "calling back", "ringing back", "rang back", "called back",
               "any update", "any news", "any word on", "any progress",
               # "the inhaler for dad, there is news?": the same in the order of a statement, asked by the voice alone.
               "there is news", "there's news", "there is any news", "there's any news",
               # "anything back on the doha three", "heard anything back about ...": an answer come back, asked after.
               "anything back on", "anything back about", "anything back from", "anything back yet",
               # "anything on r x ...", "anything yet on the dublin one": news of it, the "back" left out.
               "anything on", "anything yet on",
               # "anything ready for me under patel": whether something of the caller's is done, asked of "anything".
               "anything ready", "anything ready yet",
               # "anything waiting for the wilsons": something held for them and ready, asked of "anything", the same.
               "anything waiting for", "anything sitting there for",
               # Asking after the outcome: "any joy with my booking", "any luck with the refill".
               "any joy", "any luck", "any movement on", "any sign of",
               # Asking how it goes: "what's the latest on my order", "how is the refill progressing".
               "the latest on", "the latest with", "progressing",
               # "state of my seat please, ...": how it stands, asked in the word for its state.
               "state of my", "state of our", "state of the", "state of his", "state of her", "state of their",
               # "whereabouts are we with the insulin", "so where did we get to with my seat": where the
               # thing has got to, asked in so many words.
               "whereabouts are we", "where did we get to", "where have we got to", "where are we with",
               # "make certain i'm really on the amsterdam one", "put my mind at rest that it's all arranged": making sure.
               "make certain", "making certain", "mind at rest",
               # "wondering where we're up to with the repeat": where it has got to, asked in a statement's order.
               "where we're up to", "where we are up to", "where we're at with", "where we are at with", "where things are at with",
               # "ringing to see where things stand with the seat i booked": how far it has got, asked of things as they stand.
               "where things stand with", "where things stand on", "where matters stand with",
               "where it all stands with",
               # "where do things stand with the seat", "where are we on the repeat": the same, asked outright.
               "where do things stand with", "where do things stand on", "where do we stand on",
               "where do we stand with", "where are we on",
               # "where are you with dad's eye drops": how far the place has got with it, asked of it.
               "where are you with", "where are you up to with")
_QUESTION_FORMS = ("how much", "how long", "how many", "how late", "how early", "how far",
                   # "you're open till when on fridays": the question's word left where the answer goes.
                   # "the new inhaler i pay what price", "a seat to perth costs which price": the price, the same.
                   "till when", "until when", "til when", "what price", "which price",
                   "what time", "tell me", "know if", "know whether",
                   "wondering if", "wondering whether", "check if", "check whether", "check that",
                   "do you know", "any idea", "is it true", "confirm whether", "confirm if",
                   # Looking something up is asking about it: "check on my order", "look up LH 400".
                   # "my mother ask me if her medicine is ready": a question passed on by whoever asked it.
                   "ask me if", "asks me if", "asked me if", "ask me whether", "asks me whether", "asked me whether",
                   "check on", "check my", "check the", "look up", "look into", "looking up", "pull up",
                   "find out", "see if", "see whether",
                   # "would it be worth my coming in today": whether a thing would pay off, asked; nothing is asked for yet.
                   "would it be worth", "will it be worth", "would that be worth", "would it even be worth", "would it still be worth",
                   # "is there any point in popping by", "is there much point in calling": the same, asked of a point.
                   "is there any point", "is there much point", "is there a point",
                   # "just seeing if my order has come through": looking to see, in the progressive, the same.
                   "seeing if", "seeing whether",
                   # "just checking whether ...", "ringing to enquire if ...": asking, in so many words.
                   "checking if", "checking whether", "checking that", "enquire", "inquire", "enquiring", "inquiring",
                   # A question passed on: "my boss keeps asking me if ...", "mum's asking whether ...".
                   "asking if", "asking whether", "asking me if", "asking me whether", "asking us if",
                   # "... keeps ringing me to ask whether ...": the question he rings to ask, the same ("i ask only
                   # if").
                   "to ask if", "to ask whether", "ask only if", "ask only whether",
                   # Not knowing ("so i've no idea if it worked"); whether the agent is open ("..., will you still be open").
                   # Telling whether it is so is knowing it ("how would we tell whether that letter is genuine"), a way asked for.
                   "tell if", "tell whether",
                   "idea if", "idea whether", "knows if", "knows whether", "sure if", "sure whether", "are you open", "are you still open", "you be open",
                   "you still be open", "are you closed", "you be closed", "are you shut", "you be shut", "you be there", "you still be there",
                   # Wanting to know, whatever follows: "i need to know i've definitely got the sunday flight".
                   "need to know", "needs to know", "want to know", "wants to know", "wanna know",
                   # "..., only to know is there a seat": the wish to know, its verb of wanting unsaid, the same.
                   "only to know", "just to know",
                   # "..., would the same apply to my husband": whether a rule just told reaches the caller's
                   # case, asked.
                   *(f"{aux} {rule}{also} apply" for aux in ("does", "do", "would", "will")
                     for also in ("", " also", " still")
                     for rule in ("that", "this", "it", "the same", "they", "those", "these")),
                   # "we just need to hear the seats are definitely ours": told it, for comfort, the same.
                   "need to hear", "needs to hear", "want to hear", "wanna hear",
                   # "i'd feel better knowing the seat is definitely ours": the comfort of knowing it, the same.
                   "better knowing", "easier knowing", "happier knowing",
                   # "status on the inhaler?": its status asked, in one word.
                   "status on", "status of",
                   # "readiness of the order, please": whether it is ready, asked in the noun alone, as its status is.
                   "readiness of",
                   # "a fare for the late one, just the price": the price alone asked for, nothing bought.
                   "just the price", "just a price", "just the fare", "just the cost", "just a quote", "price only", "quote only",
                   # "opening times for the station road shop": the hours asked, in their name alone.
                   "opening hours", "opening times", "closing time", "closing times",
                   # "lock up time on sundays?": the hour the place locks up, its closing time, as the British say it.
                   "lock up time", "locking up time", "lockup time",
                   # "bank holiday hours?", "new year's eve hours": the hours of a day or a season, asked in their name alone.
                   "holiday hours", "weekend hours", "christmas hours", "easter hours", "eve hours", "day hours", "summer hours",
                   "winter hours", "sunday hours", "saturday hours",
                   # "counter hours?", "shop hours": the hours of the place, or a part of it, asked in their name alone.
                   "shop hours", "store hours", "branch hours", "counter hours", "desk hours", "dispensary hours",
                   "office hours",
                   # "max weight for the hold bag": a limit asked in its name alone.
                   "max size", "max weight", "maximum size", "maximum weight", "max dimensions", "maximum dimensions", "size limit",
                   "weight limit",
                   # The cost of a thing asked, whatever opens the turn: "roughly what would it cost me to fly ...".
                   "would it cost", "will it cost", "does it cost", "would that cost", "will that cost", "does that cost",
                   # "explain the repeat system to me", "explain how the fare works": told how a thing works, asked for.
                   "explain to me", "explain it to me", "explain the", "explain how", "explain why", "explain what", "explain whether",
                   # "kindly advise whether the parcel has arrived", "please advise me if it went through": told whether, in form.
                   "advise whether", "advise if", "advise me whether", "advise me if", "advise us whether", "advise us if",
                   *FOLLOW_UPS)
# "i need a pharmacist for a medicines check on my new tablets": a check that someone is wanted for is a thing named,
# the noun, not the caller's asking to check ("can you check on my order").
_CHECK_WANTED_FOR = re.compile(r" for (?:a|an|the|my|our|his|her|their)(?: [a-z']+){0,2} check ")


# "i'll ask whether my eye drops came", "let me just ask if the cream is in": the asking announced, a question form too.
_ASK_ANNOUNCED = re.compile(r" (?:i'll|i will|let me)(?: just)? ask (?:if|whether) ")


def question_form(plain: str) -> str:
    """The first of `_QUESTION_FORMS` in `plain` (words, a space either side), but a check wanted for, or the asking
    announced (`_ASK_ANNOUNCED`); else ""."""
    found = (f for f in _QUESTION_FORMS if f" {f} " in plain)
    form = next((f for f in found if not (f.startswith("check ") and _CHECK_WANTED_FOR.search(plain))), "")
    return form or (announced.group(0).strip() if (announced := _ASK_ANNOUNCED.search(plain)) else "")


# "how's my refill coming along", "ow's me tablets comin on", "how's it going with the booking":
# asking how a thing under way goes, like "any news on". Not "how's it going" (a greeting).
HOW_IT_GOES = "how the thing goes"
HOW_IT_GOES_ASKED = re.compile(r"\b(?:how's|hows|ow's|how is|how are) (?:(?:my|me|our|the|that|his|her|their|[a-z]+'s)(?: [a-z']+){1,4}"
                          r" (?:coming|comin|getting|gettin|going|goin|gooin) (?:on|along)"
                          r"|(?:it|things|everything) (?:going|goin|gooin|coming|comin) (?:on )?with)\b"
                          # "i rang about the tiotropium earlier, what's happening with it": the same, asked after a story.
                          r"|\b(?:what's|whats|what is) (?:happening|going on) with (?:it|that|them|my|our|the|his|her|their|[a-z]+'s)\b"
                          # "..., so just where's my gabapentin up to": where the thing has got to, closing the turn.
                          r"|\b(?:where's|wheres|where is|where are) (?:my|our|the|his|her|their|[a-z]+'s)(?: [a-z']+){1,4} up to\s*$"
                          # "where's my confirmation, i paid on monday", "where are our e-tickets": what is owed the caller, asked after.
                          r"|^\s*(?:where's|wheres|where is|where are) (?:my|our|his|her|their|[a-z]+'s) (?:e )?(?:tickets?|confirmation|receipt"
                          r"|booking reference|confirmation email|itinerary|order|refill|repeat|prescription)\b(?! (?:for|to|on|from)\b)"
                          # "it was due monday, where's my amlodipine": the caller's own thing, asked after in a clause closing the turn.
                          r"|\b(?:where's|wheres|where is|where are) (?:my|our|his|her|their) (?!nearest|closest|local|nearby|nearer)[a-z']+\s*$"
                          # "we ordered the cream friday, where's it got to": "it", after the caller's own order,
                          # asked where it is now.
                          r"|\b(?:i|we) (?:put in|ordered|rang|phoned|called)\b(?: [a-z']+){0,8}"
                          r" (?:where's|wheres|where is) (?:it|that) (?:at|got to|up to)\s*$"
                          # "just checking in on the order": asking after it; not checking in on the web (the airport's check-in).
                          r"|\bchecking in on (?!(?:the )?(?:web|line|internet|net|website|site|app|phone)\b)")
# Troubling the agent, asked as whether one may: "could i trouble you to ...", "may i bother you for ...".
_TROUBLED = r"(?:trouble|bother|impose on)"
# "I was wondering if you could hold a seat": a question's words around a polite request.
# A hedge may stand either side of the subject: "wondering if maybe you could possibly ...".
_HEDGE = r"(?:(?:maybe|perhaps|possibly|just|um|uh|er|erm) )*"
# "wondering if there'd be any chance of a seat on ...": the chance of it asked for, the same.
# "how late can i still change it", "how far in advance must we book": how soon or late one may do a thing,
# asked (read by `acts.classify` as a condition, then whether one may). "how many days in advance can i
# cancel", "how many hours before can we change it": the notice counted, the same; nothing is done.
_HOW_SOON = r"how (?:late|early|long|soon|far ahead|far in advance)"
_HOW_MANY_AHEAD = r"how many (?:days|hours|weeks|nights|months) (?:in advance|ahead|beforehand|before|prior|notice)"
# "until when can i change it", "up to when can we cancel": the time asked by the word of until, the same.
_UNTIL_WHEN = r"(?:until|till|til|up to|up till|up until) when"
WHEN_MAY = re.compile(r"^(?:(?:" + _HOW_SOON + "|" + _HOW_MANY_AHEAD + "|" + _UNTIL_WHEN + r") ){1,2}"
                      r"(?:can|could|may|do|must|should) (?:i|we) (?:still )?[a-z']+")
POLITE = re.compile(r"\b(?:wondering|know|see|seeing|ask) (?:if|whether) " + _HEDGE + r"(?:(?:you|i|we) " + _HEDGE +
                     r"(?:could|can|would|might|may)\b|there(?:'d| would|'s| is|'ll| will) (?:be )?(?:any |a )?chance\b"
                     # "wondering if it might be possible to get myself onto ...": whether it can be, the same.
                     r"|it(?:'d| would|'s| is| might| could| may)(?: be)? (?:at all )?possible (?:to|for)\b)"
                     # "is there space on the friday one, if so book me on it": asked for on the answer, the same.
                     r"|\bif (?:so|yes|there is|there's|there are|you have|you do) (?:(?:please|just|then|can you|could you|would you) )*"
                     r"(?:put|book|reserve|add|pop|sign|hold|stick|get) (?:me|us|him|her|them|it|one)\b"
                     # "any seats left on the late one, if there are we'll have two": taken on the answer, the same.
                     r"|\bif (?:so|yes|there is|there's|there are|you have|you do),? (?:then )?(?:i'll|we'll|i will|we will|i'd|we'd)"
                     r" (?:(?:happily|gladly|definitely) )?(?:take|have|grab|book) (?:it|them|one|two|a seat|the seat|that)\b"
                     # "if so then we're having two", "if there is i am booking it": the taking said as already
                     # settled, in the present, the same (not "..., i'm taking it back": a thing returned).
                     r"|\bif (?:so|yes|there is|there's|there are|you have|you do),? (?:then )?"
                     r"(?:i'm|we're|i am|we are) (?:(?:happily|definitely) )?(?:taking|having|grabbing|booking)"
                     r" (?:it|them|one|two|a seat|the seat|that)\b"
                     r"(?! (?:back|off|out|away)\b)"
                     # "might i bother you to hold a seat for my son on ...": the bother asked of the agent is the
                     # thing done, a request (not "can i bother you with a question": asked about).
                     r"|^\s*(?:can|could|may|might) (?:i|we) (?:just )?" + _TROUBLED + r" (?:you|ye) (?:to|for)\b")
# "hours, quick question", "a quick question about the hold": a question, said so, asking for nothing.
QUESTION_SAID = "a question, said so"
SAID_AS_QUESTION = re.compile(r" (?:a |one )?(?:quick|small|little|short) (?:question|query) ")


# "my dad's asking from his bed whether ...", "she keeps asking me on the phone if ...": a question passed
# on, where it was asked said between (as "asking if" says it without).
PASSED_ON = "a question passed on"
QUESTION_PASSED_ON = gated(re.compile(
    r"\basking(?: [a-z']+){1,4} (?:if|whether) "
    # "my nan's asking has the parcel turned up", "he keeps asking did it go through": the question passed
    # on in its own words, opened by its auxiliary straight after "asking", the same (not "can you ...").
    r"|(?:'s|\bis|\bare|\bwas|\bwere|\bkeeps|\bkept) asking (?:has|have|is|are|was|were|did|does|do) "
    # "the nurse asked me if it's sorted": asked of the caller by another, the same (not "i asked").
    r"|(?<!\bi )(?<!\bwe )(?<!\bi've )(?<!\bi just )\basked (?:me |us )?(?:if|whether) "))
# "not ordering anything new, just checking ben's sertraline is done", "..., just whether the lithium's
# been sorted": only asking, after a refusal (instead.asked_instead), what it asks follows.
ONLY_ASKING = "only asking"
# "could you post it to my sister, how would that work", "..., what's the process": the closing clause asks how the
# thing is done, so the request's words before it ask whether and how one may, not for it done.
_HOW_IT_WORKS = (r"^(?:(?:and|so|but|like) )?"
                 r"(?:how (?:does|do|would|will|could) (?:that|it|this|one|you) (?:work|go|happen)"
                 r"|how (?:does|do|would) (?:that|it|this|one) get done|what's the process|what is the process)$")
# "is it possible to get a repeat without seeing the gp, just asking for later", "could i have it sent, only wondering":
# a clause of its own closing the turn says the caller only asks; the request's words before it ask whether one may (acts.py).
_ASKED_ONLY = re.compile(r"^(?:(?:i'm|im|i am|we're|we are|i was|we were) )?(?:just|only|merely) (?:asking|wondering|curious|enquiring|inquiring)"
                             r"(?: (?:for (?:later|the future|future reference|next time|another time)|in case|out of (?:interest|curiosity)))?$"
                             # "could i have it posted, in theory", "..., hypothetically speaking": a question put in theory, the same.
                             r"|^(?:(?:just|only|purely) )?(?:in theory|in principle|theoretically|hypothetically)(?: speaking)?$"
                             r"|" + _HOW_IT_WORKS)
# "could you do a cheaper one, i'm not booking yet": not doing it, said last, the same (said first: `disclaimed`).
ASKED_ONLY_LAST = re.compile(_ASKED_ONLY.pattern + r"|^" + NOT_DOING + "$")
# "i'm only asking, mind, but is it still possible to book by phone": only asking said first, in a clause of its own
# (as `ASKED_ONLY_LAST` closes a turn); what follows it is asked, not asked for (acts.py reads the rest).
_ASKED_FIRST = re.compile(r"^\s*([^,.;!?]*)[,.;!?]+\s*(?:(?:mind you|mind|but|though)\b[\s,.;!?]*)*(.+)$", re.IGNORECASE | re.DOTALL)
_TAGS = ("but", "mind", "you", "though")


def asked_first(text: str) -> str:
    """What follows an opening clause that says the caller is only asking ("i'm only asking, mind, but ..."), or ""."""
    found = _ASKED_FIRST.match(text)
    if found is None or not words(found.group(2)):
        return ""
    first = [w for w in words(found.group(1)) if w not in ("well", "oh", "now", "look")]
    while first and first[-1] in _TAGS:
        first.pop()
    return found.group(2) if _ASKED_ONLY.match(" ".join(first)) else ""


# "i was thinking of ordering them but first, do you deliver", "we'd like to fly out friday, but before that, what's the
# baggage allowance": a plan said first, then what comes first; what follows is what the caller says now (acts.py reads it).
_PLANNED_FIRST = re.compile(r"^(?:(?:well|so|ok|okay|right|um|uh|er|erm|oh) )*(?:i|we)(?:'m|'re|'d| am| are| was| were| would)? "
                            r"(?:(?:thinking|thought) (?:of|about)|going to|gonna|planning (?:on|to)|meaning to|hoping to|about to|might|like to|"
                            r"want to|wanted to|need to)(?: [a-z']+){1,8}(?:[\s,.;!?]+(?:but|though|and) |\s*[,.;!?]+\s*)(?:first|before (?:that|i do|we do|then))"
                            r"(?: though)?\s*[,.;!?]+(.+)$", re.DOTALL)


def planned_first(text: str) -> str:
    """What follows a plan said first and "but first" ("i was going to book but first, ..."), or what follows a wish
    for nothing else said first (`else_first.nothing_else_first`), or ""."""
    found = _PLANNED_FIRST.match(text.lower())
    return found.group(1) if found and words(found.group(1)) else nothing_else_first(text)


# "am i through to the chemist on the high street", "have i got through to the airline": whom the caller has reached,
# asked; it asks for nothing (as `acts._REACHED_CHECK` reads "is this the chemist" before a request).
REACHED = "whom one has reached"
THROUGH_TO = re.compile(r"^(?:am i|are we|have i|have we|have i got|have we got) (?:come |got |put )?through to (?:the|a|an|your) ")


# "..., just checking the omeprazole's been done": the thing's "has" said short, the same.
ONLY_ASKING_SAID = re.compile(r"^(?:whether|checking (?!in\b)(?:[a-z']+ ){1,5}(?:is|are|has|have|was|went|got|been)) ")


# "with a tourist visa i can buy a return ticket with an open date?", "..., i can come to take them?": the
# question in a statement's word order (as many first languages ask it), closing the turn with a question
# mark, asks whether one can, as "can i ..." does when it asks; it asks for nothing yet.
# Not "so i can", "if we could", "how i can": a purpose, a condition, a question's own words.
_STATED = re.compile(r"(?<!\bso )(?<!\bthat )(?<!\bif )(?<!\bwhen )(?<!\bhow )(?<!\bwhere )(?<!\bwhat )(?<!\bwhether )"
                     r"(?<!\bunless )(?<!\bbefore )(?<!\buntil )\b(?:i|we) (?:can|could|may|must|should) (?!you\b)[a-z']+")

# "is it possible in general to change a name on a ticket", "is it normally possible to collect early": whether a
# thing can be done, asked of how it goes as a rule ("in general", "as a rule", "normally"), asks the rule; it asks for
# nothing.
_AS_A_RULE = r"(?:in general|generally|as a rule|normally|usually|typically|ordinarily|in principle)"
_RULE_OPENS = r"|^(?:(?:excuse me|sorry|please|hello|hi) )*is (?:it )?"
_RULE_ASKED = (_RULE_OPENS + _AS_A_RULE + r" possible (?:for (?:me|us|people|someone|anyone) )?to "
               + _RULE_OPENS + r"possible (?:for (?:me|us|people|someone|anyone) )?" + _AS_A_RULE + r",? to ")
# Paying for a thing, or spreading or splitting what it costs: how one may pay, not the thing asked for.
_PAYING = r"(?:pay|split the (?:payment|cost|fare|bill)|spread (?:the|a|my|our) (?:cost|fare|payments?|price|bill))\b"
# "is possible that my cousin pick up my medicine with her id?": what someone else may do, asked in the words
# "is it possible" opens a request with ("is possible to book ..." asks for it).
POSSIBLE_THAT = re.compile(r"^(?:(?:excuse me|sorry|please|hello|hi) )*is (?:it )?possible (?:that|for) "
                           r"(?:my|our|his|her|their|a|an|someone|somebody|he|she|they)\b"
                           # "is it possible to pay for a seat in instalments": how one may pay, asked as "can i pay" asks it.
                           r"|^(?:(?:excuse me|sorry|please|hello|hi) )*is (?:it )?possible (?:for (?:me|us) )?to (?:pay|split the payment|spread the cost)\b"
                           # "is it possible to have my dad's tablets delivered": whether the place brings things, a way it works.
                           r"|^(?:(?:excuse me|sorry|please|hello|hi) )*is (?:it )?possible (?:for (?:me|us) )?to (?:have|get) (?:[a-z']+ ){1,4}"
                           r"(?:delivered|posted|sent out|brought round|brought over|dropped off)$"
                           # "can you pay in instalments for a group booking", "could you spread the cost over the year": "you"
                           # anyone (the agent pays for nothing), how one may pay, the same.
                           r"|^(?:(?:excuse me|sorry|please|hello|hi) )*(?:can|could) you (?:still |also )?(?:pay|split the payment|spread the cost|spread the payments?)"
                           r" (?:in|by|with|over|monthly|weekly|later|on|per|using|through|via|for)\b"
                           # "is there a way to spread a fare over the year", "is there any way we could pay in two
                           # goes": a way of paying asked after, as "is it possible to pay" asks it.
                           r"|^(?:(?:excuse me|sorry|please|hello|hi) )*is there (?:a|any) way "
                           r"(?:for (?:me|us) |(?:i|we) (?:can|could) )?(?:to )?" + _PAYING + _RULE_ASKED)
_ASKED_ALREADY = frozenset("is are was were do does did can could will would what where when how who which why have has".split())


# "for the ticket you need my passport or only my id?", "you want the card of the insurance?": what the place needs
# or takes, asked in a statement's word order closing on a question mark; it asks the rule, and books nothing.
_YOU_NEED = re.compile(r"(?<!\bif )(?<!\bwhen )(?<!\bwhat )(?<!\bthat )\byou (?:need|require|want|accept|ask for)"
                       r" (?:my|our|his|her|the|a|an|some|any|only|just)\b")


# "so we have our places?", "my reservation is fine?": the caller's thing said held or in order, in a statement's word
# order closing the turn on a question mark, asks whether it is so (as one asks by the voice); it books nothing. Not
# "i have a question?" (no thing of the agent's), nor "we have the seat, now book the hotel" (no mark closing it).
_HELD_STATED = re.compile(r"^(?:so |and |but |then |it means |it mean |that means )?"
                          r"(?:(?:i|we) (?:have|have got|got|still have)"
                          r" (?:the|my|our|a|an) (?:seat|seats|place|places|booking|ticket|tickets|reservation)"
                          r"|(?:my|our|the) (?:flight|booking|seat|ticket|reservation|refill|prescription|order)s?"
                          r" (?:is|are|'s) (?:still )?"
                          r"(?:okay|ok|fine|good|confirmed|booked|all right|alright|ready|set|sorted)"
                          # "..., they are in?", "it is already here?": the things asked after, said come in, the same.
                          r"|(?:it|they|these|those) (?:is|are|'s|'re) (?:already |now |all )?"
                          r"(?:there|here|in|ready))$")


# "for students the ticket is cheaper?", "a repeat costs the same as a new one?": what a thing costs, weighed against
# another, in a statement's word order closing on a question mark; it asks the price, and books nothing (not "it costs
# too much, book the other one": no question mark closing it).
_PRICE_STATED = re.compile(r"\b(?:is|are|will be|would be|gets|get) (?:it |they )?"
                           r"(?:any |much |a bit |a little |also )?"
                           r"(?:cheaper|dearer|pricier|more expensive|less expensive)\b"
                           r"|\bcosts? (?:also |still )?(?:the same|same|more|less|extra|nothing|anything)\b"
                           # "my insurance pays for the inhaler?", "the insurer covers all of it or only half?": who
                           # pays, the same.
                           r"|\b(?:insurance|insurer|insurers|mutuelle) (?:covers?|pays?|takes? care of|reimburses?)\b")


# "..., he can fly alone or he needs a paper from the parents", "it is fine like this or it is too big": a statement of
# what can be or is, then "or" and the other way said with a subject of its own, asks which, as Czech and Hungarian
# ask a yes or no by the voice alone; a question mark is no need. Not "i need it today or i run out" (need first, an
# "or" of what follows), nor "or i'll miss it": the other way must be what can, must or is, again.
_EITHER_STATED = re.compile(r"^(?:so |and |but )?(?:i|we|he|she|they|it|this|that)(?:'s|'re|'m)?"
                            r" (?:can|could|may|is|are|am) (?!not\b)(?:[a-z']+ ){1,7}?or (?:i|we|he|she|they|it|you)"
                            r" (?:need|needs|must|has to|have to|is|are|am|can|can't|cannot|should)\b"
                            # "the insurer will pay for the cream or i pay myself": a thing (not "i" nor "you") said to
                            # do it, then the caller paying, the other way, the same (not "refill it or i pay more").
                            r"|^(?:so |and |but )?(?!(?:i|you|we|he|she|they)\b)(?:(?:the|my|our|his|her|their) )?"
                            r"[a-z]+ will (?!not\b)(?:[a-z']+ ){1,7}?or (?:i|we)"
                            r" (?:pay|will pay|must pay|have to pay|should pay)\b")

# "my girl is eleven, she can fly on her own", "our twins can go without us": someone of the caller's travelling with no
# one of theirs, said as a statement closing the turn, asks whether it is allowed (no mark needed); not after a word
# of asking for it ("book him, he can fly alone"), nor "he can fly with me".
_ALONE_STATED = re.compile(r"^(?:so |and |but )?(?:he|she|they|(?:my|our) [a-z]+)(?: (?:he|she|they))?"
                           r" can (?:travel|fly|go) (?:alone|solo|unaccompanied|by (?:himself|herself|themselves)"
                           r"|on (?:his|her|their) own|without (?:me|us|a parent|an adult"
                           r"|(?:his|her|their) (?:parents|mum|mom|dad|father|mother)))\b")


def stated_question(text: str) -> str:
    """The question asked in a statement's word order in the turn's last clause, when the turn ends
    with a question mark ("..., i can pass today to collect?") or offers the other way with "or", or ""."""
    last = words(next((c for c in reversed(split_clauses(text)) if c.strip()), ""))
    either = _EITHER_STATED.match(" ".join(last))
    bare = needed(text)  # "need visa? ...": a beginner's question, anywhere in the turn (bare_asked.py)
    if bare:
        return bare
    alone = _ALONE_STATED.match(" ".join(last))
    if alone and not any(ASKING.intersection(words(c)) or words(c)[:1] == ["put"] for c in split_clauses(text)):
        return alone.group(0)
    if either or not text.rstrip().endswith("?"):
        return either.group(0) if either else ""
    if last[:1] and last[0] in _ASKED_ALREADY:  # "is there a manager i can talk to?": asked in a question's order
        return ""
    found = _STATED.search(" ".join(last)) or _YOU_NEED.search(" ".join(last)) or _PRICE_STATED.search(" ".join(last)) \
        or _HELD_STATED.match(" ".join(last)) or _YOU_OPEN.match(" ".join(last))
    return found.group(0) if found else ""


# "on the feast day you're open as usual?", "you are working usual hours on sunday?": whether the place is open, said
# in a statement's order and asked by the question mark alone (not "you are working on it?": no hours, a thing done).
_YOU_OPEN = re.compile(r"^(?:you are|you're|youre|you) (?:still |also )?(?:open|closed|shut|closing|opening|trading"
                       r"|working (?:normal|usual|regular|full|short|the) (?:hours|times|day)"
                       r"|working (?:that|this|on the) day)\b")


# "do my repeat please", "do me the inhaler refill", "do our sertraline repeat for friday": "do" opening the turn with no
# subject after it, only the thing and whose it is, asks for it done (an imperative, not a question's auxiliary). Not
# "do my tablets need a prescription", "do my kids fly free", "do you do repeats": a subject, then its verb, asks.
_DONE_FOR = r"(?:repeat|repeats|refill|refills|prescription|prescriptions|script|scripts|order|booking|reservation|ticket|tickets|renewal)"
_DO_IT = re.compile(r"^do (?:(?:me|us) (?:a|an|the|my|our|his|her|another|some)|my|our|his|her)(?: [a-z']+){0,2} " + _DONE_FOR +
                    r"(?: (?:please|for|by|again|today|tomorrow|now|thanks|before|this|next|as|asap)\b.*)?$"
                    # "do another box of my statins", "do us some more of the cream": more of it made up, the same
                    # ("do me another ...": "me" is read "my" by then, as below).
                    r"|^do (?:(?:me|us|him|her|my) )?(?:another|some more)(?: [a-z']+)?"
                    r" of (?:the|my|our|his|her|their|[a-z]+'s)\b"
                    # "do me the lisinopril again", "do us her inhalers again": the thing by its own name, had again
                    # for whom it is done (not "do us pensioners fly cheaper again": no determiner before the thing).
                    # "me" is read as "my" by then (`words`), so "my" before a determiner is the caller's "me".
                    r"|^do (?:me|us|my) (?:the|my|our|his|her|their) (?:[a-z']+ ){1,3}?again\b"
                    # "do my statins again", "do her inhaler again please": one word, whose it is, and "again"
                    # closing the clause (not "do my kids fly free again": a verb after the subject).
                    r"|^(?:just )?do (?:my|our|his|her|their|the) [a-z']+ again"
                    r"(?: (?:please|thanks|ta|for (?:me|us)))?$"
                    # "do me the lisinopril, ...": the thing by its name closing the clause, the same (not "do me the
                    # favour").
                    r"|^do (?:me|us|my) (?:the|our|his|her|their) (?!favour|favor|honour|honor|kindness|courtesy)"
                    r"(?:[a-z']+ ){0,2}[a-z']+(?: (?:please|thanks|ta))?$")


# "have the pharmacist ring me after six", "please have whoever's on call phone us": "have" opening the turn, a person
# (the agent's, or whoever) then a verb of calling in its bare form, asks for the call made (a causative, not a
# question's auxiliary). Not "have the pharmacists rung you yet", "have the tablets come in" (done, or no call).
_HAVE_CALL = re.compile(r"^(?:please )?have (?:(?:the|a|your|one of your) [a-z]+|someone|somebody|anyone|anybody"
                        r"|whoever's|whoever)(?: [a-z']+){0,3}? (?:call|ring|phone|contact|text|email|bell|get back to)"
                        r" (?:me|us)\b")


# "do me a favour and put me on the early one", "do us a big favour, ring the surgery for me": "do" + whom + "a (big /
# small / quick) favour / kindness" asks the favour done (an imperative, even after "go on" or "please"), whatever
# follows. Not "do you do favours", "do my favours count" (a subject, then its verb; no "a" before the favour).
_FAVOUR = re.compile(r"^do (?:me|us|my) (?:a|one) (?:(?:big|small|little|quick|huge|massive) )?"
                     r"(?:favour|favor|kindness)\b")


def bids_done(tokens: Sequence[str], rest: Sequence[str] = ()) -> bool:
    """Whether the clause's words (from "do", or "have" someone call) ask for a thing done: "do my repeat please";
    or the words from the turn's opening verb (`rest`) ask a favour: "go on, do me a favour and ..."."""
    return bool(_DO_IT.match(" ".join(tokens)) or _HAVE_CALL.match(" ".join(tokens)) or _FAVOUR.match(" ".join(rest)))
