"""A remark: the caller saying how things are rather than asking ("my case is twenty five kilos",
"lovely weather for a walk down to the chemist"), a yes/no question closing one ("..., is that too
heavy"), and irony ("oh wonderful, ... six hours late"). A remark never acts by itself (acts.py
marks it; understand.py asks before acting on one).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from voice_agent.engine.address import FILLERS, unaddressed
from voice_agent.engine.back_home import home_told
from voice_agent.engine.cancels import runs_short
from voice_agent.engine.gate import gated
from voice_agent.engine.machine_refused import unwilling_with_machine
from voice_agent.engine.text import someones, split_clauses, words
from voice_agent.engine.told_here import told_first
from voice_agent.engine.wishes import SEASONS_WISH

# A remark opens with its subject ("my ...", "you ...", "it's ...", "I ...") and has none of the
# words callers ask with: a verb of wanting or asking, a modal, "please", running out. Imperatives
# ("book BA 117") and fragments ("a seat on the Friday flight") open otherwise and stay requests.
REMARK_OPENERS = frozenset("""my i i'm im i've ive you you're youre your it it's its this that that's thats we we're
                             we've our there's ha haha lol wow""".split())
ASKING_WORDS = frozenset("""please pls want wanna wanted wanting need needs needed needing like after looking hoping trying
                           calling ringing phoning rang called phoned interested can could would will may let get put
                           book booking gimme give send run ran running out left gone finished help sort reserve
                           order speak talk transfer connect require fancy keen ready wondering wonder question query
                           questions ask
                           asking reorder renew patch escalate""".split())  # "so i'm asking for her, ...", "my boss asked me to reorder his ..."


# A yes/no question closing a remark: "..., is that too heavy", "..., will it be ready by then".
# "..., are they going to let him on like that", "..., do they allow it": the same with a verb of being or doing.
# "i drove over on sunday and the shutters were down, are you ever open on sundays": whether the place is open, the same.
# Not the verb after its subject or "to" ("so i'll do it over the phone, ..."): a plan, nothing asked.
# ... not "let's do it now, ...": the caller's own doing proposed, no question.
# ... nor the verb after a modal said "not" ("i really can't do it over this line", "we won't do this by machine"):
# what one cannot or will not do, told; "if you don't do it now ...": "do" the verb itself after "don't", no asking.
TAG_QUESTION = gated(re.compile(r"(?<!\bi'll)(?<!\bwe'll)(?<!\bi)(?<!\bwe)(?<!\bto)(?<!\byou)(?<!\blet's)(?<!\blets)"
                                r"(?<!\bcan't)(?<!\bcant)(?<!\bcannot)(?<!\bwon't)(?<!\bwont)(?<!\bcouldn't)"
                                r"(?<!\bwouldn't)"
                                r"(?<!\bdon't)(?<!\bdont)(?<!\bdidn't)(?<!\bdoesn't)"
                                 # "..., is everything all set with that"
                                 r" (?:is|was|are|were|will|would|does|do|did|has|can) (?:that|it|this|they|everything"
                                 r"|all that) [a-z' ]+$"
                                 r"| (?:are|were|will) you (?:ever |still |even |usually |normally )?(?:be )?(?:open"
                                 r"|shut|closed)\b[a-z' ]*$"))
# "baby's first flight, do we get an allowance for her stuff": someone's thing named alone, then a yes/no question
# about it in a clause of its own (not one asking the agent to do it: "..., can you ...").
TOPIC_ASKED = re.compile(r"^" + someones("what", "there", "he", "she") + r"(?: [a-z']+){0,3}"
                         r" , (?:do|does|did|is|are|will) (?:i|we|he|she|they|it)\b")


# "lovely weather for a walk down to the chemist", "what a day, honestly": a turn that opens by
# exclaiming over something says how things are, as one opening with its subject does. Not the
# word set off alone ("lovely, the pharmacist then"): an answer, and what follows it may ask.
EXCLAIMING = frozenset("""lovely nice beautiful gorgeous glorious awful terrible horrible miserable dreadful grim
                         shocking cracking brilliant rotten""".split())
_EXCLAIMS = re.compile(r"^(?:what an? |such an? )?(?:" + "|".join(sorted(EXCLAIMING)) + r") [a-z]")


# "oh wonderful, go on then, sell me another seat on a plane that leaves six hours late": praise
# opening the turn over a mishap in it is irony; the words of asking after it ask for nothing.
# A remark: the agent asks before it acts (understand.py), so a sincere "oh great, ..." costs a question.
# "oh very good service, late again": "very good" or "very nice" the same praise, and the service or the job praised
# after it (not "good" alone: "oh good, ..." is glad as often as not).
_PRAISE_OPENS = r"^(?:oh|ah|well|yeah|wow)(?: (?:just|how|really|so|that's|thats))? "
_PRAISE_WORDS = r"(?:wonderful|great|brilliant|fantastic|perfect|marvellous|marvelous|lovely|super|terrific|splendid|fabulous"
_PRAISE_TOO = r"|superb|grand|champion|very good|very nice)"  # "champion": the North of England's "great"
_PRAISED = r"(?: (?:service|job|work))?$"
IRONY = re.compile(_PRAISE_OPENS + _PRAISE_WORDS + _PRAISE_TOO + _PRAISED)
MISHAPS = frozenset("""late later delayed delay delays cancelled canceled lost stuck stranded broken missed overbooked
                     bumped hours""".split())


# "brilliant, more tablets, exactly what every pensioner dreams of", "great, a delay, just what we needed":
# what one is said to have always wanted, after a word of exclaiming alone, is irony or gladness; either
# way a remark about the thing, not a request for it (acts.py).
# "..., just what our half term needed": what a time or thing of the caller's is said to have wanted, the same.
# "..., exactly what i was dreaming of", "..., just what we've been hoping for": the wish said as it went on, the same.
_WISHED_ON = (r"|(?: was| were| am| are|'ve been| have been| had been) (?:always )?"
              r"(?:dreaming of|hoping for|longing for|wishing for)")
# "oh lovely, more pills to swallow at six in the morning", "great, another form to fill in": more of a chore, said
# after praise or a word of exclaiming alone, is the burden mocked, the same (not asked for: no word of asking).
_BURDEN = (r"|\b(?:more|another|yet another|even more|still more)(?: [a-z']+){1,3}? to (?:swallow|take|fill in|fill out"
           r"|count|carry|lug|chase|sign|queue for|wait for|sit through|deal with|put up with)\b")
# "oh lovely, more forms, that's all we need": more of a thing said to be all one needs, the same (not "two seats to
# rome, that's all we want": no "more").
_ALL_I_NEED = (r"|\b(?:more|another|yet another)(?: [a-z']+){1,3} (?:that's|thats|that is) (?:all|just what) (?:i|we)"
               r" (?:need|needed|want|wanted)\b")
GLAD = re.compile(r"(?:\b(?:exactly|just) what (?:i|we|you|everyone|everybody|every(?: [a-z']+){1,4}"
                   r"|any(?: [a-z']+){1,4}|(?:my|our|the|this|his|her|their)(?: [a-z']+){1,2})"
                   r"(?: (?:always |ever )?(?:dreams? of|dreamed of|dreamt of|wanted|needed|need|want|asked for|ordered"
                   r"|hoped for)" + _WISHED_ON + r")\b" + _BURDEN + _ALL_I_NEED + ")")


# "oh great, another week of counting pills, my favourite", "brilliant, a second form to fill in, lucky me": a
# closing word of mock delight, in a clause of its own, after praise opening the turn (`IRONY`) or in a
# turn with no word of asking, is irony about the thing; a remark (acts.py).
# A price praised in a clause of its own ("what a steal", "such a snip", "cheap at half the price") closing such a turn, the same.
# "..., i can hardly contain my excitement", "..., be still my beating heart": excitement too big to hold, the same.
# "..., i am so glad", "..., i'm over the moon": joy said of oneself, strong, in a clause of its own, the same.
# "..., what a joy", "..., such a delight": joy or a treat said with its "a", the same (not "what a pleasure": often
# meant). "..., what a present", "such a gift": a thing given said of with its "a", the same.
_OVERJOYED = (r"(?:i'm|im|i am) (?:so|just so|really so) (?:happy|glad|pleased|delighted|excited)"
              r"|(?:i'm|im|i am) over the moon")
_EXCITED = (r"(?:i )?(?:can't|cant|can hardly|could hardly|can barely) contain (?:my excitement|myself|my joy)"
            r"|be still my (?:beating )?heart|(?:how )?thrilling|i'm (?:so )?thrilled|" + _OVERJOYED)
MOCK_DELIGHT = re.compile(r"^(?:(?:oh|just|how) )?(?:my (?:favourite|favorite)(?: [a-z]+)?|lucky (?:me|us)"
                          r"|(?:what|such) (?:a )?(?:fun|joy|treat|delight)|(?:what|such) a (?:present|gift)"
                          r"|(?:what|such) an? (?:bargain|steal|snip|deal|good deal|great deal)|cheap at (?:half|twice) the price|bargain"
                          r"|" + _EXCITED +
                          r"|how (?:fun|lovely|exciting)|can't wait|cant wait|love (?:it|that)|yay|living the dream|joy)$")
# "oh brilliant, a month with no inhaler, cheers for that": thanks closing a turn opened by praise (`IRONY`), the same.
THANKS_IRONIC = re.compile(r"^(?:(?:oh|well) )?(?:thanks|thank you|cheers|ta)(?: (?:a lot|so much|very much|for (?:that|nothing)))?$")
# "oh great, more forms to be filled in, lovely": praise again, alone, closing a turn opened by praise (`IRONY`): the
# thing between bracketed by praise at both ends is mocked, the same. Not praise closing a turn that opened plainly.
_PRAISED_AGAIN = re.compile(r"^(?:(?:oh|just|how|really|so) )?" + _PRAISE_WORDS + _PRAISE_TOO + "$")
# "another week of counting out pills, marvellous", "two more months of swallowing these, great": a stretch of time
# more spent doing a chore (its verb in -ing), praise alone closing the turn: the chore mocked, as after praise opening
# it (not "another month of the tablets please, great": a word of asking, nor a thing with no doing: "a month of
# tablets").
_ENDURED = re.compile(r"\b(?:one more|another|yet another|two more|three more|a whole|a full|more)"
                      r" (?:day|days|week|weeks|fortnight|month|months|year|years) of (?:[a-z']+ )?[a-z']+ing\b")


# "..., just my luck", "..., story of my life", "..., sod's law": a rueful word on one's luck closing the turn, as mock
# delight (`mock_delight`).
_RUEFUL = (r"(?:just|typical|that's|thats) (?:my|our) (?:luck|rotten luck|bad luck)|story of (?:my|our) (?:life|lives)"
           r"|sod's law|sods law|murphy's law|typical")
_RUEFUL_CLOSE = re.compile(r"^(?:(?:oh|ah|well) )*(?:" + _RUEFUL + ")$")
# "..., every night the same drops in my eyes, such is life", "..., oh well, what a life": a sigh over one's lot closing
# a turn with no word of asking says how things are, as mock delight does; a remark (`is_remark`).
_SIGHED = re.compile(r"^(?:(?:oh|ah|ach|well|eh) )*(?:what an? (?:life|world|fate)|such is (?:life|fate)"
                     r"|that's life|thats life|c'est la vie|that's how it is|thats how it is)$")


# "oh lovely, another form, can't wait, eh", "..., lucky me, innit": a tag word alone after the clause that closes
# the turn asks nothing of its own; the clause before it is the one read.
_TAG_WORDS = (["eh"], ["innit"], ["yeah"], ["right"], ["huh"], ["hey"])

# "oh lovely, sitting in a queue at the surgery again": a doing (its "-ing" opening the clause) closing the turn with
# "again", after praise opening it (`IRONY`), is the chore mocked; not with a word of asking ("oh great, can you do it
# again").
_AGAIN_ENDURED = re.compile(r"^[a-z]+ing(?: [a-z']+){0,6} (?:again|yet again|all over again)$")


def mock_delight(text: str, ironic: bool, said: Sequence[str]) -> bool:
    """Whether the turn's closing clause (`text`: the turn; a tag word after it passed over) is mock delight or rue
    (thanks counts only after praise opening the turn, praise again only there with no word of asking in `said`, the
    turn's words; with no praise opening it, no word of asking either; praise or thanks alone closing a turn that
    tells of more time spent at a chore (`_ENDURED`) counts as after praise opening it)."""
    clauses = [w for w in (words(c) for c in split_clauses(text)) if w]
    if len(clauses) > 1 and clauses[-1] in _TAG_WORDS:
        clauses.pop()
    closing = " ".join(clauses[-1]) if clauses else ""
    mocked = MOCK_DELIGHT.match(closing) is not None or _RUEFUL_CLOSE.match(closing) is not None
    asking = bool(ASKING_WORDS.intersection(said))
    praised_again = _PRAISED_AGAIN.match(closing) is not None and not asking
    thanked = THANKS_IRONIC.match(closing) is not None
    endured = _ENDURED.search(" ".join(said)) is not None and not asking
    again = ironic and not asking and _AGAIN_ENDURED.match(closing) is not None
    return (mocked or again or ((ironic or endured) and (thanked or praised_again))) and (ironic or not asking)


# "..., but i'd much rather go through it with one of your staff": a preference is a wish, as a want is.
# "i think i'd better go through it with a real agent": what one had best do, the same.
_PREFERRING = re.compile(r"\b(?:i'd|id|we'd|i would|we would)(?: (?:much|really|just|far))? (?:rather|prefer)\b"
                         r"|\b(?:i'd|we'd|i had|we had) (?:probably |really )?better\b"
                         # "the nurse said to ring you for a repeat of my ramipril": sent to ask for it, the same.
                         r"|\b(?:said|told (?:me|us|him|her|them)) to (?:ring|call|phone|contact) (?:you|yourselves)\b(?! (?:if|when|once|in case)\b)"
                         # "it would be a lot simpler with someone on the phone": what would make it easier, the same.
                         r"|\b(?:it'd|it would|that'd|that would) be (?:much |far |a lot |a bit |way |so much |loads )?(?:easier|simpler|quicker|better)"
                         r" (?:with|if)\b")


# "the lady at the counter is always so nice", "the staff there were really helpful": what someone or
# something is like, said of them, as one opening with its subject is ("the pharmacist is free" asks).
_PRAISE = EXCLAIMING | frozenset("""nice kind helpful friendly polite patient good great wonderful rude slow busy
                                  quick fast efficient lovely new""".split()) | \
    frozenset("murder nightmare chaos mayhem bedlam heaving manic hectic".split())  # "the bus was murder": how busy
# "the girls at the till always very kind": the "are" left out, as callers whose first language is another say it, a word of
# degree or of always in its place, the same.
_THE_ONE_IS = r"the(?: [a-z']+){1,6} (?:(?:is|are|was|were) |(?=(?:always|so|really|very|usually) ))"
# "he's ever so patient, the tall lad on the till": someone said to be so, by a pronoun (who follows or went
# before), the same.
_SHE_IS = r"(?:she's|shes|he's|hes|they're|theyre|she is|he is|they are|she was|he was|they were) "
# "you're ever so patient", "you are very kind": the one on the line said to be so, to them, the same.
_YOU_ARE = r"(?:you're|youre|you are|you were) "
_DESCRIBED = re.compile(r"^(?:" + _THE_ONE_IS + "|" + _SHE_IS + "|" + _YOU_ARE + r")"
                        r"(?:(?:always|so|really|very|ever|such|just|all|usually|a) )*(?:" + "|".join(sorted(_PRAISE)) + r")\b")

# "the new drops are doing the trick", "these patches are working wonders, cheers": how well a thing works, said of it,
# is praise of it; nothing asked (not "... isn't working", "the pharmacist is working today?": no word of how well).
_WORKS = re.compile(r"^(?:the|these|those|my|our|his|her|their|they're|they are|it's|it is)(?: [a-z']+){0,4}? (?:is |are |has been |have been )?"
                    r"(?:really |just |all )?(?:working|doing) (?:a treat|wonders|miracles|like a charm|brilliantly|the trick|the job|their job)\b")


# "those green capsules have been a godsend", "the red inhaler is the same shade as our front door": a thing named,
# then what it has been to the caller or what it is like, said of it; a verdict or a likeness, nothing asked (a word
# of asking in the turn asks, as ever; "the flight is at six" says neither).
_THING_NAMED = r"^(?:the|these|those|this|that|his|her|their|our|my)(?: [a-z']+){1,4}?"
_HAS_BEEN_A = r" (?:has|have|'s) been (?:a|an|such a|such an|an absolute|a real|an utter) [a-z]"
_LIKENED_TO = r" (?:is|are|was|were|looks|look) (?:just |exactly )?the same(?: [a-z]+)? as\b"
_VERDICT = re.compile(_THING_NAMED + "(?:" + _HAS_BEEN_A + "|" + _LIKENED_TO + ")")

# "..., hand me to a living person", "pass me over to someone": the caller handed on to someone, asked in the imperative.
_HANDED = re.compile(r"\b(?:hand|pass|patch|bung|switch) (?:me|us) (?:on |over |through |across )?(?:to|onto|on to)\b")
# "you're not getting it, fetch a member of staff", "grab me a manager": a person fetched, asked for as an order.
# "find me a live one in the office": found for the caller, the same (not "i couldn't find anyone at the desk").
_FETCHED = re.compile(r"\b(?:(?:fetch|grab|go get|go and get) (?:me |us )?|find (?:me|us) )"
                      r"(?:(?:a|an|the|your|one of your|some|any) )?(?:[a-z]+ )?"
                      r"(?:member of staff|staff member|manager|supervisor|person|human|someone|somebody|anyone|anybody|colleague|boss)\b")

# "i ought to have a quick word with your manager", "i must get a word with the nurse": a word with someone, to be had,
# asks to speak to them, as "speak" does (not "i had a word with her yesterday": told, done).
_A_WORD_WITH = re.compile(r"\b(?:have|get|grab) a (?:quick |proper |brief |little |private )?word with\b")


# "i get terribly airsick", "she gets really nervous": a state one falls into, said of someone; "get" asks nothing.
_STATES = r"(?:[a-z]+sick|travel sick|sick|nervous|anxious|panicky|claustrophobic|dizzy|queasy|scared|stressed|upset)"
_HOW_MUCH = r"(?:so|really|terribly|very|quite|badly|awfully|dead|a bit|a little)"
_GETS_STATE = re.compile(r"\b(i|we|he|she|they) (?:always |usually |often )?(?:get|gets)"
                         r"((?: " + _HOW_MUCH + r")* " + _STATES + r")\b")

# "i always ask my friend what to do", "we usually ask our neighbour, she's a nurse": whom the caller asks as a habit,
# someone of their own, told; "ask" asks nothing of the agent. Not "i always ask for the pharmacist" (asking for one),
# nor "can i ask my friend ..." (no habit said), nor "i'll ask my son" (a plan).
_ASKS_OWN = re.compile(r"\b(i|we) ((?:always|usually|normally|often|sometimes|generally|tend to) )ask"
                       r" (?=(?:my|our) [a-z]+\b)")


def says_asking(tokens: Sequence[str]) -> bool:
    """Whether the words have a word of asking ("please", "could", "book", "need" ...) or of
    preferring ("i'd rather")."""
    said = " ".join(tokens)
    return bool(ASKING_WORDS.intersection(tokens)) or bool(_PREFERRING.search(said) or _HANDED.search(said)
                                                           or _FETCHED.search(said) or _A_WORD_WITH.search(said))


# "it's my first time ringing a pharmacy robot", "this is our first time calling you": how new the caller is
# to it, said of oneself; the doing after "first time" asks for nothing ("ringing" is no call for anyone).
# "first time on a plane with the baby, ...": "it's my" left out as the turn opens, the same.
_FIRST_TIME = re.compile(r"^(?:(?:it's|its|it is|this is|that's) (?:my|our|his|her|the) (?:very )?)?(?:first|second) (?:time|go|call)"
                         r"(?: (?:ringing|calling|phoning|using|doing|talking|speaking|trying|with|on|to)\b)?")
# "last time they flew she cried all night", "the one time he flew with us he was sick": a past trip named as
# the turn opens, then what happened on it, is a memory told; nothing asked (a word of asking after it asks, as ever).
# Not a time to come ("the last time i'll fly"), nor "last time i flew ..., can we get the same seats".
_LAST_TIME = re.compile(r"^(?:the )?(?:last|first|one|other|only) time (?:(?:i|we|he|she|they|you)|(?:my|our) [a-z]+)"
                        r" (?:flew|travelled|traveled|went|came|were|was|took|visited|flew out|went away) ")
# "twenty years i've been flying with you", "for ages we've shopped here": how long, said first, before the caller's own
# doing; what follows is read as it would be with the span said after it ("i've been flying with you twenty years").
_SPAN_FIRST = re.compile(r"^(?:for )?(?:(?:[a-z0-9]+|a good|a few|a couple of) )?(?:years|months|weeks|decades|ages)"
                         r"(?: (?:now|and years|or more))? (?=(?:i've|ive|we've|weve|i have|we have|i'd|we'd|i|we) )")


# "i'm hard of hearing so you'll have to talk up": speaking louder or slower asks for no one to speak
# with; said of how the agent speaks, it is read past (the words of asking in it are no request).
LOUDER = re.compile(r"\b(?:speak|talk) (?:up|louder|slower|slowly|clearer|clearly|more (?:slowly|clearly|loudly))\b"
                    # "could you repeat that more slowly", "say it again, slower": the agent's words asked again, how it
                    # should speak; no order repeated (not "repeat that order": a thing named after it).
                    r"|\b(?:repeat|repeating|say|saying|read|reading) (?:that|it|yourself|what you (?:just )?said)(?: (?:back|out|over))?"
                    r" (?:again|slower|slowly|louder|more (?:slowly|clearly|loudly)|one more time|once more)\b"
                    r"|\brepeat(?:ing)? (?:yourself|what you (?:just )?said)\b"
                    # "a little slower please", "..., a touch louder for me": how loud or slow, by how much, said alone.
                    r"|\b(?:a (?:bit|little|touch|lot)|much|bit) (?:louder|slower|clearer|more slowly|more clearly)"
                    r"(?: (?:please|for me|if you can|if you could|if you don't mind))?$")

# "put me through to someone, i'm in the car", "..., we're on the train": where the caller is just now, said of the line
# as the turn closes; it asks for nothing, and is read past in the words matched (`naming.without_courtesy`). "..., i'm sat
# in the car outside": where the car is, the same. "..., i'm phoning from my brother's flat", "..., we're calling from a
# hotel lobby": the place rung from, in up to three words, the same.
WHERE_I_AM = re.compile(r"\b(?:i'm|im|i am|we're|we are)(?: just| still| sat)? (?:in the car|in a car|in the van|in a taxi"
                        r"|(?:ringing|calling|phoning) from (?:my|our|his|her|their|a|the|" + someones()
                        + r")(?: [a-z']+){1,3}"
                        r"|on the (?:train|bus|tube|platform|motorway|road|street)|at the (?:station|bus stop)"
                        r"|on (?:speaker|speakerphone|hands ?free)|driving|in the kitchen|in a (?:shop|cafe|pub|queue))(?: (?:outside|out the front|now|right now|at the moment))?$")


# "oh good, i've got through to the chemist", "finally, we got through to you": relief at having reached the place,
# said of oneself; no one is asked for (a word of asking after it asks, as ever).
_GOT_THROUGH = re.compile(r"^(?:(?:oh|ah|right|good|great|thank god|thank goodness|phew|finally|at last) )*(?:i've|ive|i have|we've|i|we)"
                          r" (?:finally |eventually )?(?:got|gotten|managed to get|made it) through\b")


# "trains were far quicker back in my day", "it used to be cheaper when we were kids": how a thing was once,
# against how it is, said of it; nothing asked (a word of asking in the turn asks, as ever).
_BACK_THEN = re.compile(r"\b(?:was|were|used to be) (?:much |far |a lot |so |way |loads )?(?:[a-z]+er|better|worse|more [a-z]+|less [a-z]+)"
                        r"(?: [a-z']+){0,3} (?:when (?:i|we) (?:was|were) (?:young|younger|little|small|kids?|a kid|a child|children|at school)"
                        r"|back (?:then|in my day|in the day)|in my day|in those days|years ago)\b")


# "she adored sailing, my nan, she was a ship's cook": what someone else was, loved or used to do, told of them as the turn
# opens, is a memory; nothing asked (a word of asking in the turn asks, as ever; "he's flying friday" is no past).
# ... passed on by the one ringing: "uncle says he was a baker once", "my aunt tells me she loved dancing" (the teller
# named, then what they said of themselves).
# ... "he's just learned to clap", "she's only just started to walk": what someone has newly learnt, the same.
_THEIR_PAST = re.compile(r"^(?:(?:(?:my|our|the) )?[a-z']+ (?:says|said|tells me|told me|reckons) (?:that )?)?"
                         r"(?:he|she|they) (?:was|were|loved|adored|used to|always|had been|never)\b"
                         r"|^(?:he|she|they)(?:'s|'ve| has| have)? (?:just |only just )?"
                         r"(?:learned|learnt|started|begun) to\b")

# "if only the bus ran on time", "if my old teacher could see us now": a wish ("if only ...") or the saying of pride
# ("if <someone> could see me now") in a clause of its own asks for nothing; what follows it is read (not an "if only"
# with a word of asking in it: "if only you could book it for me" still asks).
_WISHED = re.compile(r"^if only\b|^if (?:only )?(?:[a-z']+ ){1,4}could see (?:me|us) (?:now|today)$")

_LIKENED = re.compile(r"^(you|it|this|that) (sound|sounds|seem|seems|look|looks|talk|talks) like\b")
# "you're so patient, not like the last chemist": "not like" someone or something else is "unlike", a likeness
# denied, no want ("i would not like the early one" still says "would").
_UNLIKE = re.compile(r"(?<!would )(?<!'d )\bnot like (?=(?:the|that|those|these|other|others|your|any|a|an|my)\b)")


# "you lot have never let me down", "the chemist didn't let us down": being let down is disappointment, told of someone;
# "let" there is no asking ("let me speak to someone" still asks).
_LET_DOWN = re.compile(r"\blet(?:s|ting)? (?:me|us|him|her|them|anyone|anybody|nobody) down\b")


# "it's lovely to chat with somebody, even a machine", "it was good to speak to you": the pleasure of talking, said of
# the talk had, is company enjoyed, no one asked for ("it would be nice to speak to a person" still wants one).
_GLAD_TO_TALK = re.compile(r"\b(?:it's|its|it is|it was|it's been|that's|thats)(?: (?:really|so|very|just))?"
                           r" (?:nice|good|lovely|great|a comfort) to (?:talk|speak|chat) (?:to|with)\b")


# "my grandson wants to be a chemist", "she wanted to become a pilot": what someone else hopes to become is a hope told
# of them, no want of anyone or anything ("wants" of the caller's own, "i want to be put through", is no becoming).
# ... "want" left bare after someone else ("my nephew want to become doctor one day"), and "become" or "train as" with
# no "a" before the calling, the same; the caller's or the agent's own want ("i want ...", "do you want ...") is left.
_THEIR_WANT = r"(?:wants|wanted|wanting|(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bdo )want)"
_BECOMING = re.compile(r"\b" + _THEIR_WANT + r" to (?:(?:be|become|train as|train to be|study to be) (?=(?:a|an) )"
                       r"|(?:become|train as|study to be) (?=[a-z]))")
# "..., the science sort", "not that sort": "sort" after a word that picks one out is a kind, no sorting of anything
# asked ("can you sort it", "get it sorted out" still ask).
_PICKS_OUT = r"(?:the|a|that|this|what|which|any|some)"
_A_SORT = re.compile(r"\b(" + _PICKS_OUT + r" (?:[a-z']+ )?)sort\b(?! (?:it|this|that|me|us|out|them)\b)")


# "never running out of those again, lesson learned", "i'm never flying on a friday again": a resolve about oneself,
# said as the turn opens ("never" then "again"), or a lesson said learned, tells of the caller; nothing asked (a word of
# asking in the turn asks, as ever: "never again, book me the earlier one").
_RESOLVED = re.compile(r"^(?:(?:i'm|im|i am|we're|we are|i'll|we'll|i will|we will) )?never (?:[a-z']+ ){1,6}?again\b"
                       r"|^(?:(?:well|so|ah|oh) )?lesson (?:learned|learnt)\b")


# "i've seen a few chemists come and go", "watched plenty of managers come and go in my time": many of someone or
# something seen coming and going tells of the time gone by; nothing asked (a word of asking in the turn asks, as ever).
_CAME_AND_WENT = re.compile(r"\b(?:seen|watched|known|had) (?:a few|a fair few|a lot of|lots of|loads of|plenty of"
                            r"|many|so many|dozens of|all sorts of|some)"
                            r" (?:[a-z']+ ){1,2}(?:come and go|coming and going)\b")


# "i'd have gone to the other branch but they all know me there": what the caller would have done, and why not, after
# "but"; the road not taken asks for nothing and is read past ("i" left), what follows "but" read as ever.
_NOT_TAKEN = re.compile(r"^(?:i|we)(?:'d| would) have (?:[a-z']+ ){1,10}?but ")


# "every morning i gulp them down like a goose", "he eats like a horse": how one does a thing likened to a creature or a
# thing ("like a", "like an") after the doer's verb is a simile, no want ("i'd like a", "i feel like a" still ask).
_SIMILE = re.compile(r"\b(i|we|he|she|they|you) (?!(?:would|'d|do|did|don't|didn't|really|just|also|only|so|too"
                     r"|might|may|should|could|feel|fancy|felt|kinda|kind|sort)\b)([a-z]+) like (an?) ")


# "i've packed so many presents we'll need a second plane": so much of a thing had that what would be needed is told as
# its consequence, a boast or a joke, nothing needed of the agent. Not "i've so many bags, i'll need to pay extra"
# (the consequence in a clause of its own, as a plan), nor "i'll need two seats" with no excess told first.
_EXCESS_NEEDS = re.compile(r"\b(so (?:much|many) (?:[a-z']+ ){1,3}?(?:that )?(?:i|we|he|she|they)(?:'ll| will)) need\b")


# "my sister's after getting engaged", "the lad is after passing his test": Irish English's perfect of news, someone's
# "after" and a verb in -ing opening the turn, says what has just happened to them; no "after" of wanting (a thing
# wanted is a noun: "she's after a refill"), nor the caller's own ("i'm after booking ..." is left as it was).
_HOT_NEWS = re.compile(r"^(?:(?:the|my|our|his|her|their) )?(?:[a-z]+ )?(?:[a-z]+'s|they're"
                       r"|(?!(?:i|we|you|it|that|this|there|what|who)\b)[a-z]+ (?:is|are))"
                       r" after (?=[a-z]+ing\b)")


# "we sent a card to the nurse who came round to talk to the kids": what someone came or was sent to do, in a clause
# of "who" or "that" after them, is their own errand told, no asking of the caller's ("can i talk to the one who came
# in" still asks).
_CAME_TO = re.compile(r"\b((?:who|that) (?:came|went|popped|dropped|was sent|were sent|rang|called)"
                      r"(?: in| round| over| by| along| out| down| up)?) to (?:talk|speak|ask|help|sort|give|get)\b")


def is_remark(tokens: Sequence[str], text: str = "") -> bool:
    said = [words(c) for c in split_clauses(text) if words(c)]
    # "tom, put your shoes away, they're not toys": a turn said to someone in the room, nothing asked after it.
    if (room := told_first(text)) is not None and not says_asking(room) and "?" not in text:
        return True
    wish = _WISHED.match(" ".join(said[0])) if said else None
    if wish and not (wish.group(0) == "if only" and says_asking(said[0][2:])):
        rest = [w for c in said[1:] for w in c]
        return not rest or is_remark(rest, ",".join(" ".join(c) for c in said[1:]))
    tokens = LOUDER.sub(" ", " ".join(tokens)).split() if LOUDER.search(" ".join(tokens)) else tokens
    tokens = _NOT_TAKEN.sub("i ", " ".join(tokens)).split() or list(tokens)  # the road not taken, read past
    tokens = _SPAN_FIRST.sub("", " ".join(tokens)).split() or list(tokens)  # how long said first, read after
    if last := _LAST_TIME.match(" ".join(tokens)):  # "the last time they flew, did you ...": asked, left
        return not says_asking(tokens) and "?" not in text and last.string[last.end() :].split()[:1] != ["did"]
    first_time = _FIRST_TIME.match(" ".join(tokens))
    if first_time:
        tokens = tokens[len(first_time.group(0).split()) :] or ["it's"]  # what follows, read as before
        return not ASKING_WORDS.intersection(tokens) and not _PREFERRING.search(" ".join(tokens))
    # "you sound like a real person", "it looks like a proper chemist": "like" after the agent or its place is said to sound,
    # seem or look is a likeness, no want ("i'd like a person" still asks).
    tokens = _LIKENED.sub(r"\1 \2 as", " ".join(tokens)).split() if _LIKENED.search(" ".join(tokens)) else tokens
    tokens = _UNLIKE.sub("unlike ", " ".join(tokens)).split() or list(tokens)  # "not like the other": unlike
    tokens = _SIMILE.sub(r"\1 \2 as \3 ", " ".join(tokens)).split() or list(tokens)  # "i eat like a horse": a simile
    tokens = _LET_DOWN.sub("disappoint", " ".join(tokens)).split() if _LET_DOWN.search(" ".join(tokens)) else tokens
    tokens = _GLAD_TO_TALK.sub("it's nice company with", " ".join(tokens)).split() or list(tokens)  # talk enjoyed
    tokens = _GETS_STATE.sub(r"\1 become\2", " ".join(tokens)).split() or list(tokens)  # "i get airsick": no ask
    tokens = _ASKS_OWN.sub(r"\1 \2consult ", " ".join(tokens)).split() or list(tokens)  # "i always ask my mum": no ask
    tokens = _BECOMING.sub("hopes to become ", " ".join(tokens)).split() or list(tokens)  # a hope to become one, told
    tokens = _A_SORT.sub(r"\1kind", " ".join(tokens)).split() if _A_SORT.search(" ".join(tokens)) else tokens
    tokens = _CAME_TO.sub(r"\1 to visit", " ".join(tokens)).split() or list(tokens)  # their errand, told
    if "," not in text and _EXCESS_NEEDS.search(" ".join(tokens)):  # the excess told, its consequence no need
        tokens = _EXCESS_NEEDS.sub(r"\1 end up with", " ".join(tokens)).split()
    news = _HOT_NEWS.match(" ".join(tokens)) is not None and not tokens[0].startswith(("i'", "we'", "it'", "that'"))
    tokens = _HOT_NEWS.sub("they have just ", " ".join(tokens)).split() if news else tokens  # told, nothing wanted
    # "i'm down to my last two statins, ...": short of the thing, said of oneself, is a need, as running out is.
    # "..., we simply can't go through it with a robot": unwilling to go on with the machine asks for a person, the
    # same.
    if home_told(tokens):  # "in my village the chemist is where people meet": how things are back home (back_home.py)
        return True
    if not tokens or says_asking(tokens) or runs_short(" ".join(tokens)) or unwilling_with_machine(" ".join(tokens)):
        return False
    # "he's lovely, the lad on the till": the praise in a clause of its own (two words), read as a greeting and
    # left out of `tokens`; the words after say whom.
    if said and (_DESCRIBED.match(" ".join(said[0])) or (len(said) > 1 and _SIGHED.match(" ".join(said[-1])))):
        return True
    if tokens[0] in REMARK_OPENERS or _BACK_THEN.search(" ".join(tokens)) or _DESCRIBED.match(" ".join(tokens)) or _GOT_THROUGH.match(" ".join(tokens)) or _WORKS.match(" ".join(tokens)) \
            or _THEIR_PAST.match(" ".join(tokens)) or _RESOLVED.match(" ".join(tokens)) \
            or _VERDICT.match(" ".join(tokens)) or _CAME_AND_WENT.search(" ".join(tokens)) \
            or SEASONS_WISH.match(" ".join(tokens)) or news:
        return True
    first = [w for w in unaddressed(words(split_clauses(text)[0])) if w not in FILLERS]
    return (tokens[0] in EXCLAIMING or tokens[0] == "what") and bool(_EXCLAIMS.match(" ".join(first)))


# "she's got two cases at twenty kilos each, is that going to be ok": someone else's state told by the one
# ringing for them, then a yes/no question closing it (`TAG_QUESTION`), asks it as the caller's own remark does.
_SOMEONE_ELSE = frozenset("he's hes she's shes they've theyve they're theyre he she they".split())


def told_of(tokens: Sequence[str]) -> bool:
    """Whether the words tell of someone else's state, with no word of asking."""
    return bool(tokens) and tokens[0] in _SOMEONE_ELSE and not says_asking(tokens) and not runs_short(" ".join(tokens))
