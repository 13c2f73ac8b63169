"""What kind of thing the caller said, before what it is about: a request, a cancellation, a
negation, or a question about something. Only a request may start a tool that acts on the
world (`@tool(confirm=True)`) or hand the caller to a person; the others never do, whatever
the words are about ("please cancel AF 22" is about a booking, and must not book one).

Rules, not a model: they read the caller's words as a recogniser writes them (lower case, no
punctuation, fillers) and are cheap and predictable. Each rule names a phrase family; `explain`
shows which one fired.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from voice_agent.engine.address import ADDRESS, FILLERS, HELLOS, HESITATIONS, asides, unaddressed
from voice_agent.engine.allowed import (
    AT_A_PRICE,
    CHEAPER_KIND,
    CHEAPER_KIND_ASKED,
    DOES_IT,
    DONE_THERE,
    HOW_TAKEN,
    HOW_TAKEN_ASKED,
    MAY_IF,
    OFFERED,
    PERMISSION,
    THIRD_PARTY_MODAL,
    conditional_not,
)
from voice_agent.engine.asked_after_story import ASKED_OF_ONE
from voice_agent.engine.asking import (
    ASKED_ONLY_LAST,
    FOLLOW_UPS,
    HOW_IT_GOES,
    HOW_IT_GOES_ASKED,
    ONLY_ASKING,
    ONLY_ASKING_SAID,
    OPEN_THEN,
    PASSED_ON,
    POLITE,
    POSSIBLE_THAT,
    QUESTION_PASSED_ON,
    QUESTION_SAID,
    REACHED,
    REQUEST_FORMS,
    SAID_AS_QUESTION,
    SOMEONE_TO,
    THERE_WHEN,
    THROUGH_TO,
    WHEN_MAY,
    asked_first,
    bids_done,
    had_someone,
    planned_first,
    question_form,
    stated_question,
)
from voice_agent.engine.available import AVAILABILITY, available, people_alone, someone_there
from voice_agent.engine.bare_no import bare_no
from voice_agent.engine.befell import NAMED_BY_FATE
from voice_agent.engine.booked import ON_IT, on_it
from voice_agent.engine.came_in import ARRIVED, arrived, whether_in
from voice_agent.engine.cancelled_after import cancelled_after
from voice_agent.engine.cancels import RULE_IF, cancel_cue
from voice_agent.engine.changes import change_cue, report_cue
from voice_agent.engine.done import (
    DONE_UNSAID,
    DONE_VERBS,
    asked_done,
    collectable,
    done_unsaid,
    doubted_done,
    inverted_order,
    reference_asked,
    still_awaited,
)
from voice_agent.engine.done_me import DONE_ME
from voice_agent.engine.first import FIRST_NEEDED
from voice_agent.engine.for_others import someone_else_refuses
from voice_agent.engine.gone_it import gone_it
from voice_agent.engine.held import held_trip
from voice_agent.engine.just_asked import ASKED_AFTER
from voice_agent.engine.keyword_first import keyword_first
from voice_agent.engine.naming import PEOPLE, SOMEONE
from voice_agent.engine.new_dose import new_dose
from voice_agent.engine.no_again import said_again
from voice_agent.engine.no_way import NO_AND_NONE, NO_WAY, named_instead, past_the_no, said_no_first
from voice_agent.engine.none_sent import NO_NEEDED
from voice_agent.engine.notices import told_when
from voice_agent.engine.outright import GO_ON
from voice_agent.engine.refusals import (
    AFTER_NO,
    FORGO,
    LEFT_AS_IT_IS,
    NEGATION_PHRASES,
    NEGATORS,
    NO_CLAUSE,
    NO_DOING,
    NO_THING,
    NOT_ABOUT,
    NOTHING,
    SUBJECTS,
    describes_oneself,
    not_refusing,
    refusal_cue,
    told_not,
)
from voice_agent.engine.relayed import relayed
from voice_agent.engine.remarks import (
    ASKING_WORDS,
    EXCLAIMING,
    GLAD,
    IRONY,
    MISHAPS,
    REMARK_OPENERS,
    TAG_QUESTION,
    TOPIC_ASKED,
    is_remark,
    mock_delight,
    told_of,
)
from voice_agent.engine.still_may import STILL_MAY
from voice_agent.engine.text import BODY, SOMEONES, rejoined, split_clauses, words
from voice_agent.engine.thing_first import THING_NOT
from voice_agent.engine.time_first import TIME_FIRST as _TIME_FIRST
from voice_agent.engine.waiting import WAITS_FIRST
from voice_agent.engine.yesno import fact_asked, without_other_answer, yes_no_question


class SpeechAct(StrEnum):
    REQUEST = "request"  # asks for something to be done, or says something
    CANCEL = "cancel"  # asks to undo or call off something
    NEGATION = "negation"  # says what they do *not* want ("I don't want to book", "not yet")
    QUESTION = "question"  # asks about something ("is BA 117 on time?", "how much is a ticket?")
    CHANGE = "change"  # asks to change something that exists ("move my booking to Friday")
    REPORT = "report"  # tells what already happened ("I missed my flight", "I already booked")


@dataclass(frozen=True)
class Act:
    act: SpeechAct
    cue: str = ""  # the phrase that decided it, for `explain`
    # A request only in form: a remark that asks for nothing ("you sound more human than the
    # last one", "my first time flying, I'm a bit nervous"). It may be answered, never acted on.
    remark: bool = False

    @property
    def allows_action(self) -> bool:
        """Whether a tool that acts on the world, or a handoff, may follow from these words."""
        return self.act is SpeechAct.REQUEST

    @property
    def about_something(self) -> bool:
        """A question, a change to something that exists, or a report of what happened: the
        words are *about* an action (its price, its state, a booking to move), never a request
        to do it again. Only an answer (a guideline that does not act) may follow."""
        return self.act in (SpeechAct.QUESTION, SpeechAct.CHANGE, SpeechAct.REPORT)


# An information question: the first word after fillers. "can/could/would you", "can I" and
# "is it possible" are requests in question form and are not listed.
_QUESTION_START = frozenset("what when where which why who whose is are was were does did will "
                            "has have isn't aren't doesn't didn't won't how do what's when's where's how's who's "
                            "which's".split())
_BEFORE_WH = frozenset("from at in on by until till for since roughly approximately generally typically usually".split())  # or a word of degree
_WH = frozenset("what which when where whom whose how what's how's when's where's".split())
_SAID_OF_WH = re.compile(r"^(?:on|for|with|in|at|about) (?:[a-z']+ ){1,4}(?:what's|whats|what is|what are|how much|how many|what (?:can|may|should|do) (?:i|we))\b")
QUESTION_LAST = "a question in the last clause"
_ASKED_BEFORE = re.compile(r"\b(?:i|we)(?:'d| would)? (?:need|want|like)\b|\bplease\b|\b(?:can|could|would|will) you\b")
_WH_LAST = re.compile(r"^(?:(?:up to|up until|from|at|by|until|till|since) )?(?:what|which|when|where|how)(?: [a-z']+){0,2}"
                      r" (?:can|could|do|does|did|is|are|will|would|should|must|may|might|am)"
                      r" (?:i|we|you|he|she|they|it|that|this|(?:the|my|our|his|her|their|your) [a-z]+)\b"
                      r"|^(?:what's|whats|what is|what are|how much is|how much are) (?:the|my|our|his|her|their) [a-z]+"  # "..., what's the limit on it"
                      r"|^(?:what's|whats|what is|what are) (?:allowed|permitted|included|ok|okay)\b")  # "a pram on the plane, what's allowed"
# "my son's bringing his bike, does a bike count as a bag", "..., do under fives fly free": "do / does" and anyone
# but the caller or the agent, the same, and what is allowed or needed (as `PERMISSION`), never whether it is done
# (not "do you have ..."); "..., must she have her own seat": "must" and one named, the same (not "must get ...").
_DOES_LAST = re.compile(r"^(?:do |does |must (?=s?he |they |his |her ))(?!(?:you|ya|i|we)\b)[a-z']+(?: [a-z']+){2,}$")
# "not ordering anything right now", "not needing one": a refusal that opens the sentence. "not sure ..." is
# doubt, often before a question; "not buying, just asking, <a question>" asks what follows (refusals, the same).
_NOT_LEAD = re.compile(r"^(?:(?:definitely|certainly|absolutely|surely) )?not (?!sure\b|only\b|just\b|quite\b"
                       r"|that\b|too\b|very\b|"
                       r"[a-z]+ing (?:just|only) (?:asking|wondering|checking|enquiring|inquiring) [a-z]"
                       "|" + ASKED_AFTER + ")")
# "not the evening one, the morning one, ...", "not the tuesday, i mean the wednesday": which one, corrected in
# the next clause ("the", "but the", "it's the", "i mean"); no refusal. "certainly not ...": made sure of, the same.
_CORRECTED = re.compile(r"^(?:(?:definitely|certainly|absolutely|surely) )?not (?:the|that|this|my)(?: [a-z']+){0,3}$")
# "should I keep my insulin in the fridge", "could the nursery store one for him" (one's body, `text.BODY`): what one
# may do, a question; "can I get / have / book ..." a request. A filler before the verb is none ("can i like talk to");
# "not just" before it insists ("can i not just talk to someone"); "can i, the chemist please": no verb, a request.
_MODAL_QUESTION = re.compile(r"^(?:should|must|shall|can|could|may|might) (?:i|we|the " + BODY + r") (?:(?:still"
                             r"|also|just|really|like|um|uh|er|erm|actually|not just) )*(?P<verb>get (?:online"
                             r"|connected|(?:on|onto) (?:the )?(?:wifi|internet|web))\b|(?!a\b|an\b|the\b)[a-z']+)")
# "if I come at six will I still catch you", "if it's raining is it still on": a condition, then a
# question on it. Not "if ..., can you ...": that asks for something.
# "if it snows will my flight be cancelled": what becomes of the thing, on a condition, the same.
_CONDITIONAL_QUESTION = re.compile(r"^if (?:[a-z']+ ){1,12}?(?:will|would|do|does|is|are|am) (?:i|we|it|that|they|there|she|he"
                                   r"|(?<=do )you|(?<=are )you|(?:my|our|his|her|their|the) (?:[a-z']+ ){1,2}(?:be|get)) ")  # "if ..., do you shut"
_ALWAYS_ASKING = frozenset("should must shall".split())
_REQUEST_VERBS = frozenset("""get have book order speak talk reserve make grab request arrange put buy purchase refill
                            renew be ask please possibly maybe go hold secure add sign schedule place organise organize
                            sort fill reach contact chat see transfer switch cancel change move reorder pick
                            snag nab score bag land lock line set squeeze fit jump hop slot stick pop claim
                            join send deliver collect""".split())
# A filled pause may stand before the verb: "so i'd like to, um, get on the ...".
_ASKS_EXPLICITLY = re.compile(r" (?:i|we)(?: need| want| would like|'d like) to (?:(?:um|uh|er|erm) )?(?:talk|speak|book|order|get|have) "
                              r"| (?:can|could|may|might) (?:i|we) (?:please )?(?:speak|talk) to "
                              r"| (?:can|could|would) you (?:please )?(?:put|get|book|order|transfer|connect) | (?:put|connect|transfer|pass|patch) (?:me|us) (?:through |over |across )?(?:to|with) | (?:so |then )?(?:just|(?:yes |yeah )?please) (?:book|reserve|order) | (?:but|so) (?:yes|yeah|ok|okay) (?:please )?go ahead "
                              # "we sorted the toronto flight last week, did we? could you see if ...": asked to look, after the story.
                              r"| (?:can|could|would) you (?:please |just )?(?:see|check|find out|look and see) (?:if|whether) | (?:so|but|and) (?:i|we) (?:don't|dont|do not) know (?:if|whether) "
                              # "just checking whether the tablets we put in have been done": the asking, before the story's clause.
                              r"|^ (?:(?:just|only|i'm|im|we're|i am|we are) )*(?:checking|seeing|wondering|asking|trying to (?:find out|see|check)) (?:if|whether) "
                              # "we came back early and i need our seats booked": the thing wanted done, said as needing it done (not "done", "sorted": a status).
                              r"| (?:i|we) (?:need|want|'d like|would like) (?:my|our|his|her|their|the) (?:[a-z']+ ){1,3}(?:ordered|booked|reserved|refilled|renewed|reordered|put through) "
                              # "i need a person, not a booking, i left my passport on the plane": a person, in so many words.
                              r"|^ (?:i|we) (?:just |really )?(?:need|want) (?:a |an )?(?:person|human|someone|somebody|real person) "
                              # "we missed the funeral because of your delay and i need somebody human to hear this": joined to the story.
                              r"| (?:and|but|so) (?:i|we) (?:just |really )?(?:need|want) (?:a |an )?(?:person|human|someone|somebody|real person) "
                              # "i put my gran on it and she keeps asking me if it's gone through": a question passed on, after the story.
                              r"| (?:keeps?|kept|keep on|keeps on) (?:asking|wondering) (?:me |us )?(?:if|whether) "
                              + DONE_ME + ASKED_OF_ONE)  # "..., could you do her another": more asked for (done_me.py)
# "may i ask whether it has been confirmed", "i'd like to ask if my order's in": asking whether, in so many words.
ASKED_WHETHER = "asked whether"
_ASK_WHETHER = re.compile(r" (?:(?:may|can|could|might) (?:i|we)|(?:i|we)(?:'d| would) like to|(?:i|we) (?:just )?(?:want|wanted|need) to)"
                          r" (?:just )?ask(?: you)? (?:whether|if) (?!(?:you|you'd|i|we) (?:can|could|would|might|please)\b)(?!you'd\b)")
# "just ringing to see am i confirmed on it", "wondering is my repeat done": the question in its own order after
# the asking, "whether" left out. "... and want to be sure it's really issued": being sure of it, the same.
_SEE_WHETHER = re.compile(r" (?:to see|to check|to find out|to know|wondering|to be sure|to make sure) (?:(?:am|is|are|has|have|did|was|were)"  # "... where things stand"
                          r" (?:i|we|it|he|she|they|my|our|the|his|her|their|that|this)|where (?:things|matters|it all) stand|(?:it's|it is|that's|we're|i'm)"
                          r" (?:definitely |really |all |actually )?(?:confirmed|booked|gone through|sorted|ticketed|issued))\b")
# Not "could i ask if you could book me ...": a request, asked as whether one may.
# "do i get ...", "do we need ...", "am i right that it's in": a question; "do you have a seat" is left a request.
_QUESTION_LEADS = ("do i ", "do we ", *(f"am i right {how} " for how in ("in thinking", "that", "to think")))


# "no, leave the luggage, ...", "no, the cream's fine, leave it": after a no, leaving the thing be
# in a clause of its own refuses it.
# "no, leave my mum's drops for now", "leave dad's inhaler be": someone's thing the same.
# "pharmacist? nah, leave her": the one offered left be, the same (not "leave him a message").
# "nah, skip my repeat this month": skipping it the same; "skip next week for us": skipping a while, the thing unsaid.
# "actually leave the booking, i'll wait and see": "actually" takes back a word, as a no does (clause loop below).
# "leave the oslo seat, my sister's driving me instead": the turn's first clause, nothing asked after it, the same.
# "hmm, on second thought, leave them", "oh, thinking about it, skip it": a mind changed, said first; what follows is a clause of its own; "then leave it", "in that case skip it": left as a consequence, the same.
_MIND_CHANGED = re.compile(r"^(?:(?:hmm|um|uh|er|erm|oh|well|actually|wait|no|on second thoughts?|on reflection|thinking about it|come to think of it) ?)+$")
_LEAVE_IT = re.compile(r"^(?:(?:no|nah|nope|just|please|let's|lets|in that case|then) )*(?:leave|skip|park(?= (?:it|"
                       r"that|this|them)\b)|let(?=(?: [a-z']+){1,4} be\b)) (?:(?<=skip )(?:this|next) (?:time|week|"
                       r"month|once|round)(?: for (?:me|us|him|her|them))?|(?:that|this) one|it|that|them|those|him|"
                       r"her|(?:the|my|our|his|her|their) [a-z']+(?: [a-z']+){0,2}"
                       r"|" + SOMEONES + r" [a-z']+)"
                       r"(?: (?:then|for now|thanks|please|be|alone|as is|as it is|as they are|this (?:time|week|month|once)(?: round)?|for the moment|(?:be|alone) for (?:now|the moment|today|the time being)"
                       # "nah, leave it for today", "leave the drops for the time being": for a while, the same.
                       r"|for today|for the time being|(?:for )?a bit|(?:for )?a (?:while|little while)|(?:till|until) after [a-z']+(?: [a-z']+)?|(?:till|until) (?:the )?new year|for (?:the month of )?(?:january|february|march|april|june|july|august|september|october|november|december)"
                       # "no, leave the metformin out of it": left out of what is done, the same.
                       r"|out|out of it|out of this|out of that|with me|with us))?$")
# "we good on the leeds one?", "are we all set for the rome flight?": whether one is set for the thing, verb left out.
# "we're right for perth, yeah?": "right" as Australians say it, the place alone; "you good to go for lyon?", the same.
# "all sorted for cork yeah?": "all" before the word, its subject left out, the same.
_SET_FOR = re.compile(r"^(?:(?:are |am )?(?:we|you|i|we're|i'm) (?:all )?|all )"
                      r"(?:good(?: to go)?|set|sorted|okay|ok|right) (?:on|for|with)"
                      r" (?:(?:the|my|our|that|this) |(?!now\b|today\b|time\b|a\b|an\b|me\b|us\b|you\b)[a-z]+(?: [a-z]+)?(?: (?:yeah|yes|so|eh|then|right))?$)"
                      # "am i all set for qantas qf 9 on monday, ...": asked in a question's order, the thing may run on (a code, a day).
                      r"|^(?:am i|are we|is (?:he|she)|are they) (?:all )?(?:good|set|sorted) (?:on|for) "
                      r"(?!now\b|today\b|time\b|a\b|an\b|me\b|us\b|you\b|it\b)[a-z]"
                      # "you all set for jo's reno flight?": the thing someone's, named on, the same (closing on "?").
                      r"|^(?:(?:are |am )?(?:we|you|i) )(?:all )?(?:good|set|sorted) (?:on|for) [a-z]+'s [a-z]+ [a-z]")
# "can you check we're all set for amsterdam", "ringing to see if i'm sorted for the rome one": whether one is set,
# asked to be checked, the same question in a statement's order.
# "wanna know we're sorted for lisbon": wanting to know it, the same.
_CHECKED_SET = re.compile(r"\b(?:check|checking|see|confirm|make sure|(?:to|wanna) know)(?: (?:that|if|whether))?"
                          r" (?:we're|i'm|we are|i am|he's|she's|they're)"
                          r" (?:all )?(?:good|set|sorted|okay|ok|right) (?:on|for|with)\b")
_FIRST_ASKED = re.compile(r"^[^,.;!?]*\?")
# "if I book today, can I still cancel for free tomorrow": a condition ("if", "in case"), then whether one (or someone spoken for,
# not to have, get or book a thing: "..., could he keep the points") may: what the rules are, not a request (before cancelling).
CONDITIONAL_MAY = "a condition, then whether one may"
# "if my flight's cancelled do you rebook me", "what happens if the order gets cancelled": the
# cancelling is a condition, and what follows asks what happens then. Not "cancel my flight if it's
# delayed" (the cancelling asked, the condition after it).
CANCELLED_IF = "a cancelling as a condition, then a question"
_CANCELLED_IF = re.compile(r"^(?:(?:what happens(?: to(?: [a-z']+){1,3}?)?|what if|what do (?:i|we) do|" + RULE_IF + ") )?(?:if|when|in case) (?:[a-z']+ ){1,10}?"
                           r"(?:cancel|cancels|cancelled|canceled|cancelling|canceling|called off|scrapped"
                           r"|desist|desisted)"  # "if i book and desist, do i pay": "desistir", the same
                           r"(?: [a-z']+){0,4}? (?:do|does|will|would|is|are|am|can|could|should|what|how|who)\b"
                           r"|^(?:what happens(?: to(?: [a-z']+){1,3}?)?|what if|what do (?:i|we) do|" + RULE_IF + r") (?:if|when|in case)\b")
# "how late can i cancel without paying", "how early, sorry, how late can we change it": until when one may, asked.
_IF_THEN_MAY = re.compile(r"^(?:if|in case) (?:[a-z']+ ){1,12}?(?:can|could|may|might) (?:i|we|(?:he|she|they)(?! (?:have|get|book|sit|go|be)\b)) (?:still |also |then )?[a-z']+")


# "oh hello, is this sky air, right, i'm wanting to fly ...", "is that the chemist, right, i want my heart ones":
# whom the caller has reached, checked in a clause of its own before what they want; it asks for nothing.
_ABOUT_ONESELF = frozenset("me us him her them on in yet still already now mine ours".split())
_REACHED_CHECK = re.compile(r"^(?:is|are) (?:this|that|it) (?!my\b|our\b|his\b|her\b|it\b|ready\b|done\b)[a-z ]{2,30}$")


# "i don't suppose my ramipril's ready to collect yet", "i don't suppose the pharmacist is free for a quick
# word": a yes/no question hedged in the order of a statement; read as the question it hedges ("is my
# ramipril ready ..."), the thing (or person) its subject.
_SUPPOSED = re.compile(r"^(?:i don't suppose|i dont suppose|i do not suppose|i don't imagine|i dont imagine) (?:that )?"
                       r"(?P<subject>(?:(?:the|my|our|his|her|their|your|a|an|any) )?(?!you\b|i\b|we\b|there\b)[a-z]+?)(?P<verb>'s| is| are) (?P<rest>[a-z].*)$")


def _supposed(text: str) -> str:
    """The question a hedge in a statement's order asks ("i don't suppose X is Y" -> "is X Y"), or ""."""
    first, *after = re.split(r"([,.;!?]+)", text, maxsplit=1)
    hedged = _SUPPOSED.match(" ".join(words(first)))
    if hedged is None:
        return ""
    verb = "are" if hedged.group("verb") == " are" else "is"
    return f"{verb} {hedged.group('subject')} {hedged.group('rest')}{''.join(after)}"


_HALTS = re.compile(r"^(?:(?:no|nope|nah)(?: (?:no|nope|nah))*|stop(?: (?:it|that|there))?|not (?:that|this)(?: one)?|wrong (?:option|one|choice|button))$")


def classify(text: str, masked: Sequence[str] | None = None) -> Act:
    """The speech act of what the caller said. `masked` are the caller's words with slot
    values replaced (a flight number never looks like a word of a rule)."""
    text = rejoined(text)
    # "i was going to book but first, ...": what comes first
    supposed = _supposed(text) or planned_first(text) or had_someone(text) or fact_asked(text) or relayed(text)
    supposed = supposed or said_again(text)  # "no the cream, naw": the no said again (no_again.py)
    if supposed:
        return classify(supposed)
    only_asking = asked_first(text)  # "i'm only asking, mind, but can i ...": whether one may, not asked for
    if only_asking:
        read_rest = classify(only_asking)
        return Act(SpeechAct.QUESTION, PERMISSION) if read_rest.act is SpeechAct.REQUEST else read_rest
    clauses = split_clauses(text)
    k = next((n for n, c in enumerate(clauses) if not set(words(c)) <= HELLOS | FILLERS), 0)
    checked = " ".join(w for w in unaddressed(words(clauses[k])) if w not in FILLERS) if len(clauses) > k + 1 else ""
    # ... not whether it is done or one is on it ("is that brisbane one confirmed yet", "is that me on the chicago one").
    if (THROUGH_TO.match(checked) or (_REACHED_CHECK.match(checked) and not (DONE_VERBS | _ABOUT_ONESELF).intersection(checked.split()))) and \
            any(words(c) for c in clauses[k + 1 :]):
        rest = ",".join(clauses[k + 1 :])
        skipped = sum(len(words(c)) for c in clauses[: k + 1])
        same = masked is not None and list(masked[:skipped]) == words(",".join(clauses[: k + 1]))
        return classify(rest, list(masked[skipped:]) if same and masked is not None else None)
    tokens = unaddressed(list(masked) if masked is not None else words(text))
    said = unaddressed(words(text))
    plain = " " + " ".join(tokens) + " "
    # Refusals are also read in the unmasked words: a slot must never hide a "not" ("I'm not
    # booking" once read "not" as a name). Reading one there only ever keeps a tool from running.
    unmasked = " " + " ".join(said) + " "
    for aside in asides(text):  # "kids, stop that": said to someone in the room
        plain, unmasked = plain.replace(f" {aside} ", " "), unmasked.replace(f" {aside} ", " ")
    yes_no = yes_no_question(text, plain)
    if (tokens and tokens[0] in _QUESTION_START) or yes_no or done_unsaid(text, tokens):
        plain, unmasked = without_other_answer(text, plain, unmasked)
    plain, unmasked = (not_refusing(x) for x in (plain, unmasked))  # refusing the machine, or a worry
    for cue in NEGATION_PHRASES:
        if (f" {cue} " in plain or f" {cue} " in unmasked) and not describes_oneself(cue, unmasked, text) and not conditional_not(cue, unmasked):
            return Act(SpeechAct.NEGATION, cue)
    no_way = NO_WAY.search(unmasked) or LEFT_AS_IT_IS.search(unmasked) or WAITS_FIRST.search(unmasked)
    if no_way:
        return Act(SpeechAct.NEGATION, no_way.group(0).strip())
    lead_words = " ".join(w for w in tokens if w not in FILLERS)
    if _IF_THEN_MAY.match(lead_words) or WHEN_MAY.match(lead_words):
        return Act(SpeechAct.QUESTION, CONDITIONAL_MAY)
    if _CANCELLED_IF.match(lead_words) or cancelled_after(lead_words):  # "..., if they scrap it" (cancelled_after.py)
        return Act(SpeechAct.QUESTION, CANCELLED_IF)
    if THROUGH_TO.match(lead_words) and len([c for c in clauses if words(c)]) == 1:  # alone; before a request, read past
        return Act(SpeechAct.QUESTION, REACHED)
    cancelling = cancel_cue(plain, unmasked, " " + " ".join(tokens[_greeted(text, tokens):]) + " ", text) \
        or gone_it(text)  # "the rome seat, we need it gone": the thing named, then wanted gone (gone_it.py)
    if cancelling:
        return Act(SpeechAct.CANCEL, cancelling)
    # "nah, nope": the no said twice, any way; "nah, nothing", "no, zero": with none, the same.
    if plain.split() and set(plain.split()) <= NO_AND_NONE and {"no", "nope", "nah"} & set(plain.split()):
        return Act(SpeechAct.NEGATION, plain.strip())
    # "stop. no", "wrong choice. no": clauses that only halt, take back or say no, a no among them, refuse as "no, stop" does.
    halts = [" ".join(w for w in words(c) if w not in FILLERS) for c in clauses if words(c)]
    if halts and all(_HALTS.match(h) for h in halts) and any(h.split()[0] in ("no", "nope", "nah") for h in halts):
        return Act(SpeechAct.NEGATION, " ".join(halts))
    refusal = refusal_cue(said) or someone_else_refuses(text)
    if refusal:
        return Act(SpeechAct.NEGATION, refusal)
    disowned = NOT_ABOUT.match(" ".join(unaddressed(words(re.split(r"(?<!^no)(?<!^nah)(?<!^nope)[,.;!?]+", text.strip().lower())[0]))))  # "nah. it's not about ...": after a bare no
    if disowned:
        return Act(SpeechAct.NEGATION, disowned.group(0))
    # The no may close the turn in a clause of its own: "inhaler's fine, no".
    spoken = [bare_no(w) for w in (words(c) for c in split_clauses(text)) if w]  # "no sir, ..." (bare_no.py)
    # ... after a hesitation too: "hmm, no, leave the ...".
    answered_no = [w for w in said if w not in FILLERS][:1] in (["no"], ["nah"], ["nope"]) or (len(spoken) > 1 and spoken[-1] in (["no"], ["nah"], ["nope"])) \
        or any(w[-2:] in (["but", "no"], ["actually", "no"], ["honestly", "no"], ["really", "no"]) for w in spoken)  # "thanks but no, ...": the no closes a clause of thanks
    clauses = split_clauses(text)
    for n, clause in enumerate(clauses):
        own = not_refusing(" ".join(unaddressed(words(clause)))).strip()  # "no robots, ...": the machine is refused
        # ... or a clause before a no of its own: "leave the blue inhaler, no, there's a spare" (not one after
        # it: "sorry, no, the cream's fine, it's the drops i need" takes a word back).
        answered = answered_no or any(words(c) in (["no"], ["nah"], ["nope"]) for c in clauses[n + 1 :])
        # "thanks, nothing for me today, only asking": nothing wanted, in a clause of its own.
        refused_one = NO_CLAUSE.match(own) or NO_NEEDED.match(own) or NO_DOING.match(own) or FORGO.search(own) or NOTHING.match(own) or \
            THING_NOT.match(own) or \
            ((answered or said_no_first(own)) and AFTER_NO.match(past_the_no(own))) or \
            (answered and (_LEAVE_IT.match(own) or NO_THING.match(own) or FIRST_NEEDED.match(own))) or \
            (len(spoken) == 1 and _LEAVE_IT.match(own)) or \
            (_LEAVE_IT.match(own) if (n == 0 or _MIND_CHANGED.match(" ".join(words(",".join(clauses[:n])))) or words(clauses[n - 1]) in (["no"], ["nah"], ["nope"])) and not any(ASKING_WORDS.intersection(c) for c in spoken[1:]) else None) or \
            (own.startswith("actually ") and _LEAVE_IT.match(own[len("actually ") :]))  # "actually, leave the X": a word taken back
        if refused_one:
            return Act(SpeechAct.NEGATION, refused_one.group(0))
        told = told_not(own.split()) if n else ""  # "hold it, don't make the booking": a clause of its own
        if told:
            return Act(SpeechAct.NEGATION, told)
    start = _greeted(text, tokens)
    while start < len(tokens) and tokens[start] in FILLERS:
        start += 1
    # "this saturday are you there all afternoon", "tomorrow is the pharmacist in": a time said first, then the question.
    start += len((timed.group(0) if (timed := _TIME_FIRST.match(" ".join(tokens[start:]))) else "").split())
    lead = " " + " ".join(tokens[start:]) + " "
    refused = NO_THING.match(" ".join(not_refusing(" ".join(tokens[start:])).split()))  # not "no more robots please, ..."
    if refused:
        return Act(SpeechAct.NEGATION, refused.group(0))
    # "not a robot, a person please": the machine refused refuses nothing of the agent's (`not_refusing`).
    unrefused = " ".join(not_refusing(lead).split())
    # "no, not the morning one, the later one": a no said before the one corrected, the same.
    j = next((i for i, c in enumerate(spoken) if c not in (["no"], ["nah"], ["nope"])), 0)
    corrected = len(spoken) > j + 1 and _CORRECTED.match(" ".join(spoken[j])) and named_instead(*spoken[j + 1 :])
    if (_NOT_LEAD.match(unrefused) or _NOT_LEAD.match(re.sub(r"^(?:(?:no|nope|nah) )+", "", unrefused))) and not corrected:
        return Act(SpeechAct.NEGATION, "not")
    # "nope, not the red one": after a no, which one disowned, closing the turn with no other named after it ("um, nah, not that" too);
    # "nah, not this one, no": the no said again after it, the same.
    disowning = [bool(_CORRECTED.match(" ".join(w for w in c if w not in FILLERS))) for c in spoken]
    if answered_no and len(spoken) >= 2 and any(disowning) and all(d or c in (["no"], ["nah"], ["nope"]) or FILLERS.issuperset(c) for c, d in zip(spoken, disowning, strict=True)):
        return Act(SpeechAct.NEGATION, "not")
    changing = change_cue(plain) or new_dose(plain)  # "ten mg not five": a new strength (new_dose.py)
    if changing:
        return Act(SpeechAct.CHANGE, changing)
    # "what's the status of the drops I ordered", "I need to talk to someone, I took too many":
    # a question or a request around the clause that tells what happened is what the caller says.
    report = "" if (start < len(tokens) and tokens[start] in _QUESTION_START) or _ASKS_EXPLICITLY.search(plain) \
        or GO_ON.search(plain) or NAMED_BY_FATE.search(plain) \
        else report_cue(tokens)
    asked = someone_there(text) or asked_done(text) or ("" if done_unsaid(text, tokens[start:]) else still_awaited(text)) or \
        (ARRIVED if arrived(lead.strip(), text) or whether_in(text) else "") or (ON_IT if on_it(lead.strip(), text) else "") or collectable(text) or \
        reference_asked(text) or doubted_done(text) or (HOW_IT_GOES if HOW_IT_GOES_ASKED.search(unmasked) else "")  # "i ordered it, how's it coming on"
    asked = asked or keyword_first(text)  # "status. the oslo one.": asked in a word first (keyword_first.py)
    if asked or _ASK_WHETHER.search(plain) or _SEE_WHETHER.search(plain):
        return Act(SpeechAct.QUESTION, asked or ASKED_WHETHER)
    if report:
        return Act(SpeechAct.REPORT, report)
    if yes_no:
        return Act(SpeechAct.QUESTION, yes_no.group(0).strip())
    # ... asked in the first clause, the name after it ("all sorted for cork yeah? siobhan kelly").
    if done_unsaid(text, tokens[start:]) or _CHECKED_SET.search(plain) or ((text.rstrip().endswith("?") or tokens[start : start + 1] == ["am"] or _FIRST_ASKED.match(text))
                                                   and (_SET_FOR.match(" ".join(tokens[start:])) or _SET_FOR.match(" ".join(spoken[0][start:])))):
        return Act(SpeechAct.QUESTION, DONE_UNSAID)
    stated = stated_question(text)
    if stated:  # ... whether one may buy or book it asks what is allowed ("i can buy a return ticket?"), as of someone else
        return Act(SpeechAct.QUESTION, PERMISSION if stated.split()[-1] in _REQUEST_VERBS else stated)
    polite = POLITE.search(plain)
    if polite or GO_ON.search(plain):
        return Act(SpeechAct.REQUEST, polite.group(0) if polite else "go ahead")
    form = question_form(plain)
    if form:
        return Act(SpeechAct.QUESTION, form)
    for form in FOLLOW_UPS:  # like refusals, read in the unmasked words too: they only stop a tool
        if f" {form} " in unmasked:
            return Act(SpeechAct.QUESTION, form)
    if HOW_IT_GOES_ASKED.search(unmasked):
        return Act(SpeechAct.QUESTION, HOW_IT_GOES)
    if QUESTION_PASSED_ON.search(plain):
        return Act(SpeechAct.QUESTION, PASSED_ON)
    if ONLY_ASKING_SAID.match(lead.strip() + " "):
        return Act(SpeechAct.QUESTION, ONLY_ASKING)
    conditional = _CONDITIONAL_QUESTION.match(lead.strip())
    if conditional:
        return Act(SpeechAct.QUESTION, conditional.group(0))
    priced = AT_A_PRICE.match(lead.strip())
    if priced:
        return Act(SpeechAct.QUESTION, priced.group(0))
    if HOW_TAKEN_ASKED.match(lead.strip()):
        return Act(SpeechAct.QUESTION, HOW_TAKEN)
    if any(CHEAPER_KIND_ASKED.match(" ".join(w for w in unaddressed(c) if w not in FILLERS)) for c in spoken):
        return Act(SpeechAct.QUESTION, CHEAPER_KIND)
    if DOES_IT.match(lead.strip()) or told_when(text) or any(DONE_THERE.match(" ".join(w for w in unaddressed(words(c)) if w not in FILLERS)) for c in split_clauses(text)):
        return Act(SpeechAct.QUESTION, OFFERED)
    third = THIRD_PARTY_MODAL.match(lead.strip()) or MAY_IF.match(lead.strip()) or POSSIBLE_THAT.match(lead.strip())
    # ... or in the turn's last clause, after what is said of them ("my boss travels with a laptop bag and a
    # briefcase, can he take both on board").
    said = [c for c in split_clauses(text) if words(c)]
    last = " ".join(w for w in unaddressed(words(said[-1])) if w not in FILLERS) if len(said) > 1 else ""
    # Not one asking for the thing for them ("..., could she have an aisle seat on ...").
    asked_last = THIRD_PARTY_MODAL.match(last) or POSSIBLE_THAT.match(last) or MAY_IF.match(last)
    if third or (asked_last and not _REQUEST_VERBS.intersection(last[: asked_last.end()].split()[-1:])):
        return Act(SpeechAct.QUESTION, PERMISSION)
    modal = _MODAL_QUESTION.match(lead.strip())
    opening = tokens[start] if start < len(tokens) else ""
    if opening in _ALWAYS_ASKING or (modal and modal.group("verb") not in _REQUEST_VERBS):
        return Act(SpeechAct.QUESTION, modal.group(0) if modal else opening)
    there_when = THERE_WHEN.match(lead.strip()) or next(filter(None, (OPEN_THEN.match(" ".join(w for w in words(c) if w not in FILLERS)) for c in said)), None)
    if there_when:
        return Act(SpeechAct.QUESTION, there_when.group(0))
    only_asked = len(spoken) > 1 and ASKED_ONLY_LAST.match(" ".join(spoken[-1]))  # "..., just asking for later": whether one may
    for form in REQUEST_FORMS:
        if lead.startswith(f" {form} "):
            return Act(SpeechAct.QUESTION, PERMISSION) if only_asked else Act(SpeechAct.REQUEST, form)
    someone = SOMEONE_TO.match(lead.strip() + " ")
    if someone:
        return Act(SpeechAct.REQUEST, someone.group(0).strip())
    # "is the pharmacist in?" asks for someone; "is my inhaler in", "is dai's inhaler in" after a thing.
    if available(lead.strip()) and not lead.startswith((" is my ", " are my ", " is our ", " are our ")) and \
            not (len(tokens) > start + 1 and tokens[start + 1].endswith("'s") and tokens[start + 1] not in ("it's", "that's")):
        return Act(SpeechAct.QUESTION, AVAILABILITY)
    for form in _QUESTION_LEADS:
        if lead.startswith(f" {form}"):
            return Act(SpeechAct.QUESTION, form.strip())
    # "please do the needful", "do my repeat please" (asking.bids_done): imperatives; "please, have you finished ..." asks.
    if start < len(tokens) and tokens[start] in _QUESTION_START and not bids_done(
            words(split_clauses(text)[0]), tokens[start:]) and (
            tokens[:start][-1:] != ["please"] or inverted_order(tokens[start:])):
        return Act(SpeechAct.QUESTION, tokens[start])
    # "from what age can a child fly alone", "at what time do you shut": a preposition before the
    # question word opens the question the same.
    if tokens[start : start + 1] and tokens[start] in _BEFORE_WH and tokens[start + 1 : start + 2] and tokens[start + 1] in _WH:
        return Act(SpeechAct.QUESTION, " ".join(tokens[start : start + 2]))
    # "on the cheapest ticket what's the limit for a case": the phrase said of, then the question, the same.
    if (said_of := _SAID_OF_WH.match(" ".join(tokens[start:]))):
        return Act(SpeechAct.QUESTION, said_of.group(0))
    # "i've been told you need a letter when you're pregnant, up to what week can i still fly": the same
    # in the turn's last clause, after what the caller was told ("..., till when is your counter open", the place's).
    # Not after a request ("i need a refill, when can i pick it up": the refill, and when).
    closing_said = " ".join(w for w in unaddressed(spoken[-1]) if w not in FILLERS) if spoken else ""
    may_last = _DOES_LAST.match(closing_said) or STILL_MAY.match(closing_said)  # "..., can we still fly": the same
    if len(spoken) > 1 and (_WH_LAST.match(closing_said) or may_last) and not any(
            _ASKED_BEFORE.search(" ".join(c)) or (c[:1] and c[0] in _REQUEST_VERBS) for c in spoken[:-1]):
        return Act(SpeechAct.QUESTION, PERMISSION if may_last else QUESTION_LAST)
    # "we're on the a flight on friday, will they let the dog on", "the crew on a flight were lovely": a trip held,
    # asked or told about, no booking of it (held.py); not when a request is made of it ("i need ...", "could you ...").
    if not any(_ASKED_BEFORE.search(" ".join(c)) or (c[:1] and c[0] in _REQUEST_VERBS) for c in spoken):
        asking, held = held_trip(text, plain)
        if held:
            return Act(SpeechAct.QUESTION if asking else SpeechAct.REPORT, held)
    if SAID_AS_QUESTION.search(plain) and not (ASKING_WORDS - {"question", "query"}).intersection(tokens):
        return Act(SpeechAct.QUESTION, QUESTION_SAID)
    # "my case is twenty five kilos, is that over the limit": a remark that asks after all.
    topic = TOPIC_ASKED.match(" , ".join(" ".join(unaddressed(words(c))) for c in split_clauses(text) if words(c)))
    if topic and not ASKING_WORDS.intersection(topic.group(0).split()):
        return Act(SpeechAct.QUESTION, topic.group(0).replace(" ,", ","))
    tag = TAG_QUESTION.search(" " + " ".join(tokens[start:]))
    if tag and (is_remark(remarked := tokens[start : start + len(tag.string[: tag.start()].split())]) or told_of(remarked)):
        return Act(SpeechAct.QUESTION, tag.group(0).strip())
    if is_remark(tokens[start:], text) and not people_alone(tokens[start:], text):
        return Act(SpeechAct.REQUEST, "a remark: no word of asking", remark=True)
    first = " ".join(words(split_clauses(text)[0]))
    irony = IRONY.match(first)
    if irony and MISHAPS.intersection(tokens):
        return Act(SpeechAct.REQUEST, f"praise over a mishap: {irony.group(0)!r}", remark=True)
    closing = words(split_clauses(text.rstrip(",.;!? "))[-1])
    if len(spoken) > 1 and mock_delight(text, irony is not None, tokens):
        return Act(SpeechAct.REQUEST, f"mock delight: {' '.join(closing)!r}", remark=True)
    glad = GLAD.search(" ".join(tokens))
    if glad and (irony or first in EXCLAIMING) and \
            not ASKING_WORDS.intersection(GLAD.sub(" ", " ".join(tokens)).split()):  # each glad word taken out
        return Act(SpeechAct.REQUEST, f"an exclamation over the thing: {glad.group(0)!r}", remark=True)
    return Act(SpeechAct.QUESTION, PERMISSION) if only_asked else Act(SpeechAct.REQUEST)


# A greeting or a word of address of the caller's own, set off by a comma before what they say:
# "ey up, is it ready", "kia ora, just checking ...", "bout ye, ...". One or two words that are
# no answer ("no, ..." may refuse), no word of asking or refusing, and no question word.
# "real person, it's for my dad": a person asked for in a word or two is no greeting either.
_NOT_GREETINGS = frozenset("no nah nope yeah yes yep thanks cheers ta".split()) | NEGATORS | ASKING_WORDS | \
    _QUESTION_START | SUBJECTS | REMARK_OPENERS | PEOPLE | SOMEONE


_HAIL = re.compile(r"^(?:anyone|anybody|someone|somebody)(?: (?:there|home|about|around))?$")


def _greeted(text: str, tokens: Sequence[str]) -> int:
    """How many of `tokens` open the turn as a greeting of its own (0 when none does)."""
    clauses = split_clauses(text, maxsplit=1)
    if len(clauses) < 2 or not words(clauses[1]):
        # Unpunctuated, as a recogniser writes it: "hello dear is my flight sorted" opens on a hello.
        k = 0
        while k < len(tokens) - 2 and (tokens[k] in HELLOS or (k and tokens[k] in ADDRESS)):
            k += 1
        return k
    opener = unaddressed(words(clauses[0]))
    if not 0 < len([w for w in opener if w not in HESITATIONS]) <= 2 or list(tokens[: len(opener)]) != opener or _NOT_GREETINGS.intersection(opener) \
            or any(w[:1].isdigit() for w in opener):
        return 0
    # "hello, anybody, oh it's a machine": a hail into the line after it, a clause of its own with more after, the same.
    hail, *rest = split_clauses(clauses[1], maxsplit=1)
    if _HAIL.match(" ".join(words(hail))) and rest and words(rest[0]) and list(tokens[len(opener) : len(opener) + len(words(hail))]) == words(hail):
        return len(opener) + len(words(hail))
    return len(opener)


# "never mind the flights for now, i'd like ...", "..., actually never mind that, just get me ...": a thing
# set aside, then what is wanted instead; nothing is undone (`instead.asked_instead`).
# "don't bother with the booking bit, i just want a supervisor": set aside, then what is wanted, as "never mind" does.
SET_ASIDE = ("never mind", "nevermind", "don't bother")


def _refused(act: Act) -> bool:
    return act.act is SpeechAct.NEGATION or (act.act is SpeechAct.CANCEL and act.cue in SET_ASIDE)
