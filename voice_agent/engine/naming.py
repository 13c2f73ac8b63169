"""What a caller's words name, for the decisions of `understand.py`: the things a request is
about (not its verbs of asking, nor its words of time), the people a handoff is to, and what a
question asks of a thing (its price, a count, a change). Word lists and small functions over
them; no model.
"""

from __future__ import annotations

import re

from voice_agent.engine.address import ADDRESS
from voice_agent.engine.checkpoint import PAST_CHECKPOINT
from voice_agent.engine.extract_names import KIN
from voice_agent.engine.kept_hours import PLACE_OPEN
from voice_agent.engine.line import PHARMACY_ASKED, WHICH_LINE
from voice_agent.engine.no_one_needed import no_one_needed_removed
from voice_agent.engine.praised import without_praise
from voice_agent.engine.prices import PRICE_WORDS
from voice_agent.engine.remarks import LOUDER, WHERE_I_AM
from voice_agent.engine.text import HELD_THING, STOPWORDS, stem, words
from voice_agent.engine.took import took_asked
from voice_agent.engine.warned import unwarned
from voice_agent.engine.withheld import unwithheld

# "How much baggage is allowed" asks an amount of something, not a price.
AMOUNT_NOUNS = frozenset("allowed allowance weight weigh kilos kilograms kg pounds luggage baggage bags "
                         "longer time".split())


# A turn this long (in words) may carry a story before its request; what opens a request.
LONG_TURN = 20
ASKING_OPENERS = frozenset((
    "i need", "i want", "i'd like", "i would like", "can you", "could you", "would you", "can i", "could i",
    "i'm after", "i am after", "i'm looking", "i'm calling", "i'm ringing", "please can", "please could",
    # "..., have you a seat left on the late one", "do you have anything on friday": whether the agent has one, asked for.
    "have you a", "have you any", "have you got", "do you have",
    # "..., so we'll need the early flight out": the same said by more than one, or of what will be needed.
    "we need", "we want", "we'd like", "we're after", "i'll need", "we'll need"))


# People a caller may ask for by their trade: "one of your booking agents", "the reservations
# team", "someone at the pharmacy counter".
PEOPLE = frozenset("""agent agents team staff person people department desk office officer manager managers
                     supervisor representative rep reps clerk clerks specialist specialists advisor advisors
                     adviser advisers consultant consultants colleague colleagues counter line employee employees
                     operator operators receptionist member members boss bosses executive executives
                     professional professionals""".split())  # "could i speak to a professional": one trained, a person
PEOPLE |= frozenset("crew".split())  # "pass me to one of your crew": an airline's own people, as its staff are
PLACES = frozenset("team staff department desk office counter line".split())  # say which people, not that one is wanted
SOMEONE = frozenset("someone somebody anyone anybody human humans person people whoever whoever's".split())
# Verbs of reaching a person, and what may follow the person to say why or which one.
REACHING = frozenset("""speak speaking speakin talk talking talkin chattin chat word get getting need needs needing want wants wanting like after put
                       connect transfer pass passed hand handed through reach see ask have give""".split()) \
    | frozenset("prefer rather".split()) \
    | frozenset("patch escalate".split())  # "patch me to your desk", "escalate me to a manager": put through, as trades say
REACHING |= frozenset("fetch fetching".split())  # "fetch your supervisor to the phone": someone brought to the caller, the same
# Words of consulting the agent's people: "go over it with one of your team", "run it past your
# pharmacist"; and verbs of speaking to anyone ("talk to someone").
CONSULTING = frozenset("with past by discuss consult".split())
SPEAKING = frozenset("speak speaking speakin talk talking talkin chat chatting chattin".split())
WHY_OR_WHICH = frozenset("about regarding concerning re who that to in from at on if whether like".split()) | frozenset("who'd who's who'll who've".split())
# Said between the person and why: "the pharmacist real quick about ...", "someone now about ...".
BRIEFLY = frozenset("real quick quickly now briefly asap urgently please right just for a sec second moment minute min".split())
POSSESSIVE = frozenset("my our his her their".split())


def handed_to(text: str) -> set[str]:
    """The people a handoff's own words put callers through to: "speak with a pharmacist or a
    person" -> pharmacist, person; "transfer to pharmacist" -> pharmacist."""
    said = " ".join(words(text))
    return {m for found in re.finditer(r"\b(?:with|to) (?:a |an |the )?([a-z]+)(?: or (?:a |an |the )?([a-z]+))?", said)
            for m in found.groups() if m and m not in STOPWORDS}


# Words that speak of changing what exists: a guideline that says none of them does not answer a
# change ("move my booking to Friday" is not a status question).
CHANGE_WORDS = frozenset("""change changes changing move moving switch swap reschedule rebook rearrange postpone
                           modify amend upgrade downgrade transfer""".split())


# Words that ask whether something is done: "did that seat come through", "have you finished my
# prescription", "is my flight locked in". A guideline whose own words say them tells it.
DONE_WORDS = frozenset("""through done ready confirmed finished finalised finalized complete completed processed
                         sorted secured locked prepared issued dispensed approved packed settled wrapped made filled
                         bagged happen happened definite solid stick ticketed""".split())  # "is it bagged up", "did the sydney thing happen", "is her seat solid", "is he ticketed"


# ... and phrases that say it: "is that good to go or what", "are her pills all set".
# "wondering whether it worked out", "did it stick", "is she definitely going to frankfurt", "are her patches in".
# "what state's the oslo one in", "what stage is it at": the state a held thing is in, asked (not "what state is the
# airport in": "the" names only a held thing, or "the ... one").
STATE_ASKED = re.compile(r"what (?:state|stage)(?:'s| is| are) (?:it|that|they|this|(?:my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}"
                         r"|the(?: [a-z']+){0,2} " + HELD_THING + r") (?:in|at)$")
# "... anything come of it", "... owt come from my order": what was asked before, whether it came to anything (done.py too).
CAME_OF = r"(?:anything|something|owt|aught) (?:ever |actually |yet )?(?:come|came) (?:of|from) (?:it|that|this|them|my|our|his|her|their|the)\b"
# "the malaga seat, is that definitely mine now": the thing said before, asked whether it is surely the caller's (held).
_MINE_WORDS = r"(?:mine|ours|his|hers|theirs)"
_SURELY = r"(?:definitely|really|actually|properly|officially|all)"
_SURELY_MINE = (r"(?:is|are) (?:it|that|this|they|those) " + _SURELY + " " + _MINE_WORDS + r"\b"
                r"|(?:is|are) (?:it|that|this|they|those) " + _MINE_WORDS + r" (?:now|yet)$")
# "is the seville seat a sure thing": certain, in idiom, asked of the thing (not "sure thing" said as a yes).
_SURE_THING = (r"(?:is|are) (?:it|that|this|they|those|the(?: [a-z']+){1,3})"
               r" (?:definitely )?a (?:sure thing|done deal|dead cert)\b")
# "repeat for jo, in the bag yet?": "in the bag", closing a clause, is done in idiom (done.py reads it as "bagged").
IN_THE_BAG = r"in the bag(?=(?: (?:yet|already|now|then))?\s*(?:[,.;!?]|$))"
# Not someone waiting ("see if my husband is waiting", "if the taxi is waiting outside"): a person, or a ride, waits.
_NO_ONE_WAITING = r"(?!(?:" + "|".join(sorted(KIN)) + r"|friend|taxi|cab|lift|driver|pharmacist|doctor)s?\b)"
_DONE_PHRASES = re.compile(r"\b(?:good to go|ready to go|all set|all sorted|all done|worked out|went ahead|gone ahead"
                           # "did the seat for my son get the go-ahead", "has it had the thumbs up": approved, in idiom, asked.
                           r"|(?:did|has|have) (?:[a-z']+ ){1,6}?(?:actually |finally |ever )?(?:get|got|gotten|had|been given) the (?:green light|go-ahead|go ahead|thumbs up)\b"
                           # "how far along is it", "how far on are they": how far it has got, whether it is done yet.
                           r"|how far (?:along|on)\b"
                           # "has aught come of the order for mum": what was asked before, whether it came to anything.
                           r"|(?:did|has|have|if|whether) " + CAME_OF +
                           # "hear that our tickets are all in order", "is the repeat in order": set, nothing amiss, the same.
                           r"|(?:is|are|it's|that's|they're|all|still) in order\b"
                           # "to know if mum's patches are there for collecting": there to be fetched, the same
                           # (not "i'm there").
                           r"|(?:is|are|it's|they're) (?:still )?(?:there|in|here)"
                           r" for (?:collection|collecting|pickup|pick up|pick-up)\b"
                           # "is the inhaler for jo waiting", "are the patches waiting yet": the thing left waiting,
                           # to be fetched, the same (not "is the order waiting on the surgery": held up).
                           r"|(?:is|are) the [a-z']+(?: [a-z']+)?(?: for [a-z']+(?: [a-z']+)?)? waiting\b"
                           r"(?! (?:on|for (?:the|a|an)|to)\b)"
                           r"|(?:it|that|they) stuck|did (?:it|that) stick|"
                           # "wondering whether the lagos booking stuck": the held thing named, stuck, asked whether, the same.
                           r"(?:if|whether) (?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z]+){0,2}"
                           r" (?:one|booking|reservation|order|seat|ticket|refill|repeat|flight)s?"
                           r"(?: for [a-z']+){0,2} stuck\b"  # "... for grandad stuck": whose said after it
                           r"|(?:if|whether) (?:it|that) worked|did (?:it|that) work"
                           # "did the oslo one work out for dan", "did our trip to nice work out": the held thing
                           # named, whether it worked out, the same (not "did you work out the fare": a sum the agent
                           # does).
                           r"|did (?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}"
                           r" (?:one|booking|reservation|order|seat|ticket|refill|repeat|flight|trip)s?"
                           r"(?: (?:to|for|from) [a-z']+(?: [a-z']+)?)? work out\b"
                           r"(?! (?:the|a|an|how|what|which|if|whether)\b)"
                           # "is it there or did it fail": whether it failed, the other answer, the same.
                           r"|did (?:it|that|they) (?:fail|not work|not go through)|(?:if|whether) (?:it|that) (?:failed|didn't work)"
                           # "has the order for [name] been put together", "is it all put together": made up, the same.
                           r"|(?:been|be|is|are|was|were|got|get|all) put together\b"
                           # "status of reference q x four two": how the thing held stands, by its reference read out.
                           r"|status (?:of|on) (?:the )?(?:reference|ref|confirmation)\b"
                           # "need to know the return is still booked": still held, the same.
                           r"|(?:is|are|it's|that's|they're) still (?:booked|reserved|held)\b"
                           # "did the lisbon seats for my aunt get booked after all": the held thing, asked whether it got booked, the same.
                           r"|did (?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){0,5} (?:get|get all) (?:booked|reserved|ordered|sorted)\b"
                           # "asking if she's definitely on the manchester flight": booked on it.
                           r"|(?:definitely|still|actually|really) on (?:the|that|this) (?!phone|line|call|hold|way|road|bus|train)"
                           # "whether seville is definitely on": the trip named, on for sure.
                           r"|(?:is|are) definitely on(?! (?:the |a )?(?:phone|line|call|hold|way|road|bus|train|duty|about)\b)"
                           r"|(?:definitely|still|actually|really) (?:going|flying|travelling|traveling|booked) (?:to|on|home|back)"
                           # "just tell me it's there", "confirm they're on the system": told it is held, asked for.
                           r"|(?:tell me|confirm|let me know) (?:that |if |whether )?(?:it's|it is|its|they're|they are|that's|that is)"
                           r" (?:there|in|on (?:the |your )?(?:system|file|records?|computer))$"
                           # "r x ..., is that in": the thing said before, then whether it is in.
                           r"|(?:is|are)(?: it| that| they| those)? in(?: yet| now| already)?$"
                           # "... i've definitely got the sunday flight": held for sure. "will my tablets be there when
                           # i get in", "is it sitting there waiting for me": there for the caller is ready.
                           r"|(?:definitely|actually|really|still) got (?:the|that|this|my|our|a|his|her)"
                           # "..., have i got the oslo seat", "has she got a place on it": held, asked in a later clause, the same.
                           r"|(?:have|has) (?:i|we|he|she|they) (?:definitely |actually |really |still )?got (?:the|that|this|my|our|a|his|her|their) (?!right\b|wrong\b|time\b|number\b|chemist\b|pharmacy\b|pharmacist\b|airline\b|desk\b|office\b|surgery\b|shop\b|line\b)"
                           r"|(?:be|sitting|sat|waiting) there (?:for|when|by|waiting|ready|yet|in time)"
                           r"|(?:be|sitting|sat|waiting) there$"
                           # "is it sat there now", "are they sitting there already": there by now, the same (not
                           # "be there now", which may be the caller on their way).
                           r"|(?:is|are|it's|they're) (?:it |they |that |those )?(?:sitting|sat|waiting) there"
                           r" (?:now|already)$"
                           # "will my inhaler be there if i nip round": there should the caller come for it, the same.
                           r"|(?:be|sitting|sat|waiting) there if (?:i|we|he|she|they|my|our) "
                           # "whether her omeprazole is waiting for me": there for the caller, the same.
                           r"|(?:is|are|be) (?:sitting |still )?waiting for (?:me|us|him|her|them)\b"
                           # "i asked if his inhaler's waiting for him": the same with "is" said short, asked by "whether" or "if".
                           r"|(?:whether|if) (?:my|our|his|her|their|the|[a-z]+'s) (?:[a-z']+ ){0,2}[a-z]+'s (?:sitting |still )?waiting for (?:me|us|him|her|them)\b"
                           # "to see if the naproxen for mr lowe is waiting": the thing named, then waiting, closing
                           # what is asked ("actually" or "really" before it, the caller in doubt, the same).
                           r"|(?:whether|if) (?:my|our|his|her|their|the|[a-z]+'s) " + _NO_ONE_WAITING
                           + r"[a-z']+(?: [a-z']+){0,4} (?:is|are) (?:sitting |still |actually |really )?waiting$"
                           # "will dad's inhaler be waiting", "will they be sitting waiting for me": there for the caller
                           # when they come, asked ahead, the same (not "will you be waiting": no thing held).
                           r"|(?:will|'ll) (?:it|they|that|those|(?:[a-z]+ )?(?:my|our|his|her|their|the|[a-z]+'s)(?: [a-z']+){1,3})"
                           r" be (?:sitting |still )?waiting(?: for (?:me|us|him|her|them))?(?: then| by then| in time| yet)?$"
                           # "will my statins be there for me to collect": there to be fetched, asked ahead of
                           # a thing, the same.
                           r"|(?:will|'ll) (?:it|they|that|those"
                           r"|(?:[a-z]+ )?(?:my|our|his|her|their|the|[a-z]+'s)(?: [a-z']+){1,3})"
                           r" be there (?:for (?:me|us|him|her|them) )?"
                           r"(?:to (?:collect|pick up|be collected|be picked up)|for (?:collection|pickup|pick up))$"
                           # "is my daughter's inhaler waiting at the counter": there for the caller, the same.
                           r"|(?:sitting|sat|waiting) (?:there )?(?:at|behind|on) the (?:counter|desk|till)"
                           # "i asked for it earlier, is it waiting for me": there for the caller, the same.
                           r"|(?:is|are) (?:it|they|that|those) (?:sitting |waiting )+(?:there )?for(?: (?:me|us|him|her|them)\b|$)"
                           # "is dad's bisoprolol waiting for him", "is the propranolol there for me", "is my rome booking
                           # there": the thing named, there or waiting for its owner, the same.
                           r"|(?:is|are) (?:my|our|his|her|their|[a-z]+'s)(?: [a-z']+){1,3} (?:sitting |waiting )+(?:there )?for(?: (?:me|us|him|her|them)\b|$)"
                           r"|(?:is|are) (?:my|our|his|her|their|the|[a-z]+'s)(?: [a-z']+){1,3} there for(?: (?:me|us|him|her|them)\b|$)"
                           r"|(?:is|are) (?:my|our|his|her|their|[a-z]+'s)(?: [a-z']+){1,3} there(?: (?:yet|now|already))?$"
                           # "the halifax one, did that go ahead", "my son's inhaler, has that come in". Not a person
                           # coming in to the shop ("or do i need to come in", "can we come in"): the caller goes there.
                           r"|did (?:it|that|this|they|he|she) go ahead|(?<!\bto )(?<!\bi )(?<!\bwe )(?<!\byou )(?:come|came) in(?: yet| now| already)?$"
                           # "where the lisbon one's at", "where my order is at": how far it has got.
                           r"|where (?:(?:my|our|the|that|this|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}(?:'s| is| are)|it's|that's|it is|that is"
                           r"|(?:is|are) (?:my|our|the|that|this|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}) at\b"
                           # "what state's the oslo one in", "what state is it in": the state it is in, asked, the same.
                           r"|" + STATE_ASKED.pattern +
                           # "is that definitely mine now", "is the seville seat a sure thing": held for sure, asked.
                           "|" + _SURELY_MINE + "|" + _SURE_THING + "|" + IN_THE_BAG +
                           # "to see where our madrid booking stands": how far it has got, the same.
                           r"|where (?:(?:my|our|the|that|this|his|her|their|[a-z]+'s)(?: [a-z']+){0,3}|it|that|things) (?:stands|stand|is standing)\b"
                           # "whether frank's memantine can be picked up today": ready to collect.
                           r"|(?:\b(?:can|could) (?:it|they|that|those|(?:my|our|his|her|their|the|[a-z]+'s)(?: [a-z']+){1,3})"
                           r"|(?:^|\b(?:if|whether) )(?:it|they|that|those|(?:my|our|his|her|their|the|[a-z]+'s)(?: [a-z']+){1,3}) (?:can|could))"
                           r" be (?:picked up|collected|fetched)\b"
                           # "has ellie's flight home been booked okay": asked with "been", the booking made.
                           r"|^(?:has|have) (?:[a-z']+ ){1,4}been (?:booked|reserved|ordered|sent|put through))\b")


_NOT_OWNED = frozenset("it's that's what's how's where's who's there's here's let's when's why's".split())


# "excuse me, I need to speak to somebody ...": asking for the listener's attention, which the
# model reads as the caller taking the floor (the hold move, 0.64) over what follows.
_COURTESIES: tuple[str, ...] = ("excuse me ", "pardon me ", "scuse me ")
# "on second thoughts, could a person take over": a mind changed since an earlier turn; what follows is what is asked.
_COURTESIES = (*_COURTESIES, "on second thoughts ", "on second thought ", "on reflection ", "having thought about it ")
# "quick one, what's ...", "quick question, economy, how many ...": a question announced before it is asked; the question follows.
_COURTESIES = (*_COURTESIES, "quick one ", "just a quick one ", "a quick one ", "quick question ", "a quick question ", "quick query ")


# "i'm ringing on behalf of my gran, she needs ...": the call said first, for whom, which the model reads near
# calling a thing off ("call off"): the words keep whom it is for ("for my gran, she needs ..."). Only of people:
# not "i'm calling for my tablets".
_CALLING_FOR = re.compile(r"^(?:(?:i'm|im|i am|we're|we are|just) )?(?:calling|ringing|phoning|rang|called|phoned) (?:for|on behalf of)"
                          r" (?P<who>(?:my|our|his|her|their|the) (?:(?:wife's|husband's|partner's|mum's|mother's|dad's|father's) )?(?:"
                          + "|".join(sorted(KIN)) + r")) ")


# "relay service here for a deaf caller, ...", "this is the interpreter, she says ...": who passes the caller's words on,
# said first; the model reads "relay" near calling a thing off. What is passed on is what is asked.
_RELAYING = re.compile(r"^(?:(?:hi|hello|good (?:morning|afternoon|evening)) )?(?:(?:this is|it's|its|i'm|im|i am) )?(?:the |a |an |your )?"
                       r"(?:text |video |phone |telephone )?(?:relay|interpreter|interpreting)(?: service| operator| assistant)?"
                       r"(?: here| speaking| calling| on the line)?(?: for (?:a |an |the |my )?(?:[a-z]+ ){0,4}(?:caller|customer|person|client|user))? ")


# "a real person if you've got one", "someone in the know, if there's anybody about": whether there is one, said closing the turn.
_IF_HAD = re.compile(r" if (?:you've got|you have got|you've|you have|you got|there's|there is|there are) (?:one|any|some|anyone|anybody|someone|somebody)"
                     r"(?: (?:free|about|around|available|going|there|in|on))?$")

# "is the wheelchair free on these flights, do you happen to know", "can my cat fly in the cabin, any idea": whether
# the agent knows, asked closing a question of its own; the question before it is what is asked (the act reads it).
_KNOW_TAG = re.compile(r"(?<=\S) (?:(?:do|would|d') ?you (?:happen to |even )?know|any idea|if you know)$")

# "a seat on the early one please and thank you", "..., please and thanks in advance": the thanks given with the please,
# closing the turn, is courtesy alone; neither is matched (they weigh nothing of what is asked).
_PLEASE_AND_THANKS = re.compile(r" please and (?:thank you|thanks|cheers|ta)(?: (?:very much|so much|kindly|in advance))?$")


def without_courtesy(query: str) -> str:
    """`query` without the courtesy it opens with, or the call it says it is, when three words or more follow it,
    and without a word of address closing it ("book me a seat to leeds please dear"; not someone's: "with my mate")."""
    # "..., and i'm not giving you my card number": a detail withheld is no part of what is asked (withheld.py).
    query = without_praise(" ".join(unwithheld(unwarned(query)).split()))  # "lovely to talk to someone so kind, ..."
    # "speak louder please, it's a bad line": asking the agent to speak up is how it should speak, no one asked for.
    louder = LOUDER.search(query)
    if louder and len((rest := f"{query[: louder.start()]} {query[louder.end() :]}").split()) >= 3:
        query = " ".join(rest.split())
    relaying = _RELAYING.match(query)
    if relaying and len(query[relaying.end():].split()) >= 3:
        query = re.sub(r"^(?:the|my|our|this) (?:caller|customer|client|user)\b", "the person", query[relaying.end():])  # whom it is for
    where = WHERE_I_AM.search(query)  # "..., i'm in the car": where the caller is, no part of what is asked
    if where and len((rest := f"{query[: where.start()]} {query[where.end() :]}").split()) >= 3:
        query = " ".join(rest.split())
    if (thanked := _PLEASE_AND_THANKS.search(query)) and len(query[: thanked.start()].split()) >= 2:
        query = query[: thanked.start()]
    # "..., if you've got one": whether there is one, no part of what is asked; "..., do you know" the same.
    had = _IF_HAD.search(query) or _KNOW_TAG.search(query)
    if had and len(query[: had.start()].split()) >= 2:
        query = query[: had.start()]
    tokens = query.split()
    if len(tokens) >= 4 and tokens[-1] in ADDRESS and tokens[-2] not in _OWNERS:
        query = " ".join(tokens[:-1])
    for c in _COURTESIES:
        if query.startswith(c) and len(query[len(c):].split()) >= 3:
            return query[len(c):]
    calling = _CALLING_FOR.match(query)
    if calling and len(query[calling.end():].split()) >= 3:
        return "for " + query[calling.start("who"):]
    return query


_OWNERS = frozenset("my our your his her their a an the this that i we you they i'd we'd you'd would".split())


def without(query: str, things: frozenset[str]) -> str:
    """`query` without the agent's thing said as absent ("can I get the morning after pill without a
    prescription"): what is asked for is had without it; left in, it scores the agent's own. Such a
    request asks whether the other thing can be had so: a question (understand.py)."""
    tokens = query.split()
    for k, w in enumerate(tokens):
        end = next((j + 1 for j in range(k + 1, min(k + 4, len(tokens))) if tokens[j] in things), 0) if w == "without" else 0
        if end:
            return " ".join(tokens[:k] + tokens[end:])
    return query


# "i want a new prescription, not a refill", "the train times please, not a booking", "a new one written, not
# another refill, can you": the agent's thing disowned is not what is asked for. After "or", "if", "whether", "why"
# it is asked about ("is it a new one or not a refill"); after "is", "it's", "there", "that" it is said of something
# ("that's not a booking", "is there not a seat").
_NOT_DISOWNING = frozenset("or if whether why is it it's there there's that that's this".split())
_DISOWNED_ONE = frozenset("a an another the any my".split())
# "no wait, not a new booking, i already made one ...": disowned as the turn opens, the kind of thing named is what
# the rest speaks of; only one disowned after something asked is left out.
_OPENING = frozenset("no nah nope wait oh um uh er erm sorry actually well so and but".split())


def without_disowned(query: str, things: frozenset[str]) -> str:
    """`query` without the agent's thing disowned ("..., not a refill", "..., not another booking, can you
    ..."): left in, it scores the agent's own, the very thing the caller said they do not want. So of anyone to talk
    to, forgone beside the thing asked (`no_one_needed`): "..., and no i don't need a person" asks for no person."""
    query = no_one_needed_removed(query)
    tokens = query.split()
    for k in range(1, len(tokens) - 2):
        end = next((j + 1 for j in (k + 2, k + 3) if j < len(tokens) and tokens[j] in things), 0)
        asked = [w for w in tokens[:k] if w not in _OPENING]
        if tokens[k] == "not" and tokens[k - 1] not in _NOT_DISOWNING and tokens[k + 1] in _DISOWNED_ONE and end \
                and len(asked) > 1:
            return " ".join(tokens[:k] + tokens[end:])
    return query


def owned(text: str) -> bool:
    """Whether the words speak of someone's thing: "my", "our", "ted's"; or "the madrid one for dad",
    "the early one for her": one of the kind, for someone the caller speaks for; or one held, by the
    reference read out for it ("reference q x four two")."""
    said = words(text)
    return any(w in POSSESSIVE or (w.endswith("'s") and w not in _NOT_OWNED) for w in said) or \
        any(said[k : k + 2] == ["one", "for"] and said[k + 2 : k + 3] and (said[k + 2] in KIN or said[k + 2] in _HELD_FOR)
            for k in range(len(said))) or _BY_REFERENCE.search(" ".join(said)) is not None


# "status of reference q x four two", "booking ref seven a b nine": a code read out after the word for it, letters
# and digits alike (a digit among them), says which thing held.
_CODE_WORD = r"(?:[a-z]|zero|oh|one|two|three|four|five|six|seven|eight|nine|[a-z]?[0-9]+[a-z0-9]*)"
_BY_REFERENCE = re.compile(r"\b(?:reference|ref|confirmation)(?: number| code)? (?:is )?(?=(?:" + _CODE_WORD + r" ){0,5}"
                           r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|[0-9])\b)(?:" + _CODE_WORD + r"(?: |$)){3,}")


_HELD_FOR = frozenset("me us him her them".split())


def asks_done(text: str) -> bool:
    # "may i carry my pills through customs": "through" a checkpoint is no word of being done (`checkpoint`).
    said = PAST_CHECKPOINT.sub(" ", " ".join(words(text))).split()
    return bool(DONE_WORDS.intersection(said)) or _DONE_PHRASES.search(" ".join(said)) is not None or took_asked(said)


TAKING = frozenset("take takes taking took".split())
VALIDITY_WORDS = frozenset("valid invalid validity expire expires expiry accept legal".split())


# "i'm on hands free", "duty free", "sugar free": "free" of a kind of thing, not of a price.
_FREE_OF = frozenset("hands duty sugar gluten dairy lactose nut alcohol smoke toll scent fragrance".split())
# "are any of your people free to talk it through", "is someone free to help": free for the caller, no price.
_FREE_TO_HELP = re.compile(r"^to (?:talk|speak|chat|help|advise|discuss|answer|look|go|run|take)\b")
_USUAL_WAIT = re.compile(r"\b(?:usual|normal|average|typical|standard) (?:wait|waiting time|wait time|turnaround|turn around|lead time)"
                         r" (?:(?:on|for|with) (?:a|an|the|any)\b|from [a-z]+ing (?:to|till|until)\b)")
# "roughly what's the turnaround on a refill": a word that only means how long, on a kind of thing, needs no "usual".
_USUAL_WAIT = re.compile(_USUAL_WAIT.pattern + r"|\bthe (?:turnaround|turn around|turnaround time|lead time)"
                         r" (?:on|for|with) (?:a|an|any)\b"
                         # "how many working days until an order usually comes", "how many hours does a refill take":
                         # how long, counted in days or hours, on a kind of thing, the same (not "how many days are
                         # you open": the agent's days).
                         r"|\bhow many (?:working |business )?(?:days|hours|weeks)"
                         r" (?:(?:before|until|till|for) (?:a|an|any)"
                         r"|(?:does|do|will|would) (?:a|an|any|it (?:usually |normally |generally )?take)\b)")
# "she's moving into halls", "we're moving house": someone moving home, no change to a thing of the agent's.
# "we're moving back home in june": moving back there, the same.
_HOME_MOVE = frozenset("into house home out abroad away flat flats".split())


# "are your hours changing over christmas", "have you changed your opening times": the agent's own hours or times, the
# subject or the object of the change, ask what the hours are; nothing the caller holds is changed. Not "change my slot".
_OWN_HOURS_CHANGE = re.compile(r"\b(?:your|the (?:opening|closing)) (?:(?:opening|closing|winter|summer|holiday) )?(?:hours|times)"
                               r"(?: (?:are|is|be|been|will|going|to|at|all|ever|still))* (?:chang|alter|differ)|\b(?:chang|alter)[a-z]* (?:your|the opening|the closing)"
                               r" (?:(?:opening|closing) )?(?:hours|times)\b")


# "what will a new inhaler set me back", "how much does a ticket set you back": what a thing costs, said by the idiom
# of the money it takes from one. Not "the strike set us back a week" (a time lost, no question of a price).
# "what's a repeat set me back": "what's" for "what does", the same.
_SETS_BACK = re.compile(r"\b(?:what|what's|whats|how much) (?:[a-z']+ ){1,8}?sets?"
                        r" (?:me|you|us|one|them|him|her) back\b")


# "how many days till it's ready", "how many weeks before a repeat comes through": how long, counted.
_HOW_MANY_TILL = re.compile(r"\bhow many (?:days|weeks|hours|working days)"
                            r" (?:till|until|til|before|does|do|will|would)\b")


def attributes(text: str) -> frozenset[str]:
    """What a question asks of a thing, beyond whether it is done: its price ("how much is
    a refill", "will my insurance pay"), a count ("how many refills are left"), a change to
    it ("can I move it to Friday"), how long such a thing takes, a rule, a deadline or the stock."""
    tokens = words(text)
    # "how long's it take to fill one": "how long does it", its "does" said "'s", no one's own (not a "long's").
    tokens = [w for k, t in enumerate(tokens)
              for w in (("long", "does") if t == "long's" and tokens[k - 1 : k] == ["how"] else (t,))]
    tokens = [t for k, t in enumerate(tokens) if not (t == "free" and k and (tokens[k - 1] in _FREE_OF or (
                  tokens[k - 1] not in ("it", "it's", "that", "that's", "this") and _FREE_TO_HELP.match(" ".join(tokens[k + 1 : k + 3])))))
              and not (t in ("move", "moves", "moving", "moved") and tokens[k + 1 : k + 2] and (tokens[k + 1] in _HOME_MOVE or (
                  tokens[k + 1] == "back" and tokens[k + 2 : k + 3] != [] and tokens[k + 2] in _HOME_MOVE)))]
    # "no email came after i paid for it, so i don't know if i'm booked": paying told of oneself asks no price.
    tokens = [t for k, t in enumerate(tokens) if not (t == "paid" and k and tokens[k - 1] in ("i", "we", "i've", "we've", "already"))]
    # "my card was charged twice, is it booked": being charged told, not asked ("is a refill charged"), the same.
    tokens = [t for k, t in enumerate(tokens)
              if not (t in ("charged", "charging") and not {"is", "are"}.intersection(tokens[max(k - 4, 0) : k]))]
    out = set()
    if PRICE_WORDS.intersection(tokens) or _SETS_BACK.search(" ".join(tokens)) or any(
            tokens[k : k + 3] in (["how", "much", "is"], ["how", "much", "does"], ["how", "much", "do"],
                                  ["how", "much", "will"], ["how", "much", "would"])
            and not set(tokens[k + 3 :]) & AMOUNT_NOUNS for k in range(len(tokens))):
        out.add("price")
    if any(tokens[k : k + 2] == ["how", "many"] for k in range(len(tokens))):
        out.add("count")
    if CHANGE_WORDS.intersection(tokens) and not _OWN_HOURS_CHANGE.search(" ".join(tokens)):
        out.add("change")
    # "how long do repeat prescriptions take", "how long does a refill usually take": how long a
    # kind of thing takes, no one's own ("how long will my refill take" asks after the caller's).
    # "how long does a prescription stay valid for": how long a kind of thing lasts, the same (not
    # "how long are you open", "how long is the chemist open": the agent's hours, `kept_hours.PLACE_OPEN`).
    # "how long do you need to turn a refill round": how long the agent needs for a kind of thing, the same.
    # "how many days till a refill's done": how long, counted in days or weeks, the same; "a refill's" after "a" is "a
    # refill is" (a kind of thing), no one's own.
    how_long = (any(tokens[k : k + 2] == ["how", "long"] for k in range(len(tokens))) or
                _HOW_MANY_TILL.search(" ".join(tokens))) and not PLACE_OPEN.search(" ".join(tokens))
    whose = any(t in POSSESSIVE or t in ("me", "us") or (t.endswith("'s") and tokens[k - 1 : k] not in (["a"], ["an"]))
                for k, t in enumerate(tokens))
    if how_long and not whose and (TAKING.intersection(tokens) or "need" in tokens
                                   or not {"you", "your"} & set(tokens)):
        out.add("duration")
    # "what's the usual wait on a repeat", "what's the normal turnaround for a refill": how long a kind of thing
    # takes, said by the wait for it, the same (not "the wait on my refill").
    if _USUAL_WAIT.search(" ".join(tokens)) and not any(t in POSSESSIVE or (t.endswith("'s") and t not in ("what's", "how's", "it's", "that's")) for t in tokens):
        out.add("duration")
    # "is my prescription still valid if i'm abroad", "do you accept prescriptions from a dentist": whether
    # a thing holds or is taken is a rule, not whether it is done.
    # "is it necessary to present an identity document when collecting": what one must do is a rule too.
    if VALIDITY_WORDS.intersection(tokens) or any(tokens[k : k + 3] in (["is", "it", "necessary"], ["is", "it", "mandatory"],
                                                                        ["is", "it", "compulsory"], ["is", "it", "obligatory"])
                                                  for k in range(len(tokens))):
        out.add("validity")
    # "do i need a new prescription from the doctor", "can you do repeats without one": a paper one must have is a rule too.
    if _PAPER_NEEDED.search(" ".join(tokens)):
        out.add("validity")
    # "do carers need any id to collect", "is there an age limit for ...": proof or an age one must have is a rule too.
    if _PROOF_NEEDED.search(" ".join(tokens)):
        out.add("validity")
    # "does a repeat need the surgery's ok each time": what a kind of thing needs every time is a rule too.
    if _EVERY_TIME.search(" ".join(tokens)) or _PRESCRIBED_ONLY.search(" ".join(tokens)):
        out.add("validity")
    # "what's the cut off for ticketing on a held fare": the last moment a kind of thing is done by.
    if _CUT_OFF.search(" ".join(tokens)):
        out.add("deadline")
    # "are you still short on the adhd meds", "is the pharmacy out of stock of ...": what the agent has in, its stock.
    if _STOCK.search(" ".join(tokens)):
        out.add("stock")
    # "why did the fare go up", "why does it always take so long": the reason for a thing asked, not whether it is done
    # ("why isn't my refill ready", "why hasn't it come": whether it is, asked the other way; "why don't you ..." asks).
    if tokens[:1] == ["why"] and not (tokens[1:2] and (tokens[1].endswith("n't") or tokens[1] in ("not", "dont", "cant", "wont")
                                                       or "not" in tokens[2:6])) and not asks_done(text):
        out.add("reason")
    # "what's the difference between the flex fare and the saver": two kinds of a thing compared, the same.
    if "difference" in tokens and "between" in tokens[tokens.index("difference") :]:
        out.add("difference")
    # "what happens if i miss my connection": what would follow a mishap, not whether it is done (not
    # "what happens if my bag is overweight": the allowance's own rule).
    if _WHAT_IF.search(" ".join(tokens)):
        out.add("outcome")
    # "can i bring back some unused tablets": whether one may give a thing back, not whether it is done.
    if GIVEN_BACK.search(" ".join(tokens)):
        out.add("giving back")
    # "how does the repeat service work", "how do group fares work": how a kind of thing works, the same.
    if _HOW_WORKS.search(" ".join(tokens)):
        out.add("workings")
    # "is this the hospital pharmacy or another one", "what's this number for": the line itself (line.py).
    if WHICH_LINE.search(" ".join(tokens)) or PHARMACY_ASKED.match(" ".join(tokens)):
        out.add("line")
    return frozenset(out)


# "do i need a prescription for hay fever tablets", "is that prescription only": whether a kind of thing needs a
# prescription is a rule, not whether one is done (not the caller's own: "do i need a prescription for my ...").
_PRESCRIBED_ONLY = re.compile(r"\b(?:need|needs|require|requires|have to have|has to have) (?:a )?prescription (?:for|to (?:get|buy))"
                              r"(?:$| (?!my\b|our\b|his\b|her\b|their\b|me\b|us\b|him\b|them\b|it\b)[a-z])|\bprescription only\b")
_WHAT_IF = re.compile(r"\bwhat (?:happens|would happen|will happen|happens to (?:me|us|it|my [a-z]+)) (?:if|when|in case)(?: [a-z']+){0,5}"
                      r" (?:miss|missed|late|delayed|cancelled|canceled|overbooked|lose|lost|forget|forgot|ill|sick|stuck)\b")
_PAPER_NEEDED = re.compile(r"\b(?:do|does|would|will|must) (?:i|we|he|she|they|you) (?:still |also |first )?(?:need|have to have|have to get)"
                           r" (?:a |an |any )?(?:new |fresh |separate |another |written )?(?:prescription|script|form|letter|referral|note|visa|passport|permission)s?\b"
                           r"|\b(?:can|could|will|would) (?:you|i|we) (?:do|give|fill|dispense|issue|get|have) (?:[a-z']+ ){1,3}without (?:one|it|a (?:prescription|script))$")
_PROOF_NEEDED = re.compile(r"\b(?:do|does|would|will|must) (?:[a-z']+ ){1,2}(?:need|have to (?:have|show|bring))"
                           r" (?:a |an |any |some )?(?:photo |photographic )?(?:id|i d|identification|proof of [a-z]+)\b"
                           r"|\b(?:an age limit|a minimum age|an age restriction|any age limit|any age restriction)\b")
# "i'd like to return the inhalers i never used", "can i hand back some tablets": the thing given back, not
# asked for; the way a thing travels back ("return the day after", "return home") is no thing given back.
# "i'd like to bring back some old inhalers", "bringing back the cream i didn't use": brought back, the same.
# Asked whether one may ("can i bring back some unused tablets"), it asks of giving back, which only a guideline
# that speaks of it answers (`attributes`); asked for, it is another service's doing (things.py).
GIVEN_BACK = re.compile(r"\b(return|returning|give back|giving back|hand back|handing back|dispose of|disposing of"
                        r"|bring back|bringing back)"
                        r" (?:some|the|my|our|his|her|their|these|those|a few|any|all)"
                        r" (?!(?:a|an|day|date|week|month|morning|afternoon|evening|night|weekend|year|next|following|same|way)\b)[a-z']+")
# Not "..., how does that work with the baggage": the caller's own case, pointed back at, asked against the thing's rules.
# "what's a walk in clinic, we don't have those": what a kind of thing is, the same (one of a kind, "a" or "an", its
# name closing the clause; not "what's a good time to come": a time asked).
_HOW_WORKS = re.compile(r"\bhow (?:does|do) (?!i\b|we\b|you\b|ye\b|(?:that|this) work (?:with|for)\b)"
                        r"(?:[a-z']+ ){1,4}work\b"
                        r"|^what(?: is|'s) (?:a|an) (?!(?:good|better|best|nice|quick|fast|cheap|easy|way|time|day)\b)"
                        r"(?:[a-z']+ ){0,2}[a-z']+(?=$| (?:we|i|they|in|here|there|exactly|actually|then|please)\b)")
_EVERY_TIME = re.compile(r"\b(?:need|needs|have to|has to|must|got to)\b(?: [a-z']+){0,6} (?:every|each) (?:time|single time|go|visit)\b")
# The noun, not the line dropping ("it cut off", "i got cut off halfway").
# "how far ahead of running out should i put it in", "how much notice do you need": how early, asked, the same.
_CUT_OFF = re.compile(r"\b(?:the|a|any|what's|whats) (?:latest |last |final )?cut ?offs?\b|\bcut ?off (?:time|point|date|day)s?\b|\bdeadlines?\b"
                      # Not how long before the place shuts ("how long before you lock up tonight"): its hours.
                      r"|\bhow (?:far|long|many days|much time) (?:ahead|in advance|before(?! (?:you|you're|youre|they|the [a-z]+) (?:close|closes|shut|shuts"
                      r"|lock|locks|finish|finishes|pack up|go home|stop serving))|beforehand)\b|\bhow much (?:notice|warning)\b"
                      # "how early am i allowed to reorder", "how soon can we renew it": the earliest one may ask for the next one.
                      r"|\bhow (?:early|soon) (?:can|could|may|do|am|are|is) (?:i|we|you|one|someone|they) (?:be )?(?:allowed to |let |able to )?"
                      r"(?:refill|reorder|re-order|renew|request|order|book)\b")
_STOCK = re.compile(r"\b(?:you|you're|youre|you are|ye|the (?:pharmacy|chemist|shop|branch|airline)) (?:still |all |now )?(?:short|out|low|running low)"
                    r" (?:on|of)\b|\b(?:in|out of) stock\b")


# Words that say something is asked for, not what: "book", "order", "get me". A request that
# shares only these with a guideline that acts ("book me a taxi", "order new glasses") is not
# about what the guideline does.
ASKING = frozenset("""book reserve order get make buy put sign arrange renew need want like have take bring give
                      send do help sort find see set hold purchase pay rent hire call wanna gonna gotta could can
                      would will may might able let go come try new another more some one two please thank thanks
                      hi hello hey um uh okay ok yeah yes well so also today tomorrow now again""".split())


# Words of time: "a seat on the Friday flight" is about the flight, and "sort something out for
# Friday" names no thing at all.
WHEN = frozenset("""monday tuesday wednesday thursday friday saturday sunday morning afternoon evening night
                    tonight week weekend month year day days time noon midnight early late next last same""".split())


# A count says how many, never what: "a hotel for three nights" names no flight however many
# "three seats" an example books.
NUMBERS = frozenset("three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred".split())


def unusual(word: str, vocabulary: frozenset[str]) -> bool:
    """A word that may qualify a thing as another kind: a content word the agent never uses."""
    return word.isalpha() and word not in vocabulary and word not in STOPWORDS and word not in ASKING and \
        word not in WHEN and len(word) > 2


_IS_AFTER = frozenset("all gone run running nearly almost just out finished empty low been got not still due completely totally".split())


def thing_words(text: str) -> set[str]:
    """The words of `text` that can name what a request is about: not function words, not the
    verbs of asking; plurals as singulars ("tickets" -> "ticket"). Unstemmed: "booking" (a
    thing) is not "book" (asking)."""
    out = set()
    said = words(text)
    for k, w in enumerate(said):
        # "the levothyroxine's all gone", "my inhaler's nearly run out": the thing said with "is" or "has" cut short is
        # the thing (not whose: "my son's birthday").
        w = w[:-2] if w.endswith("'s") and said[k + 1 : k + 2] and said[k + 1] in _IS_AFTER else w
        if w in STOPWORDS or w in ASKING or w in WHEN or w in NUMBERS or not w.isalpha() or len(w) < 3:
            continue
        out.add(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def named(text: str) -> set[str]:
    """`thing_words` reduced to their stems, for comparing what a caller names with what a guideline
    is about: "flying" names what "fly" does, "booked" what "booking" does."""
    return {stem(w) for w in thing_words(text)}
