"""A yes/no question asked by naming its other answer: "is my seat secured or not", "ready or
what", "shahnaz's medicine is ready or not yet". Asking whether a thing is so is a question wherever
it starts, and its other answer ("not", "no", "nah") refuses nothing (acts.py reads both).
"""

from __future__ import annotations

import re

from voice_agent.engine.address import unaddressed
from voice_agent.engine.asked_not import asked_positively
from voice_agent.engine.hearsay import CLAIM_CHECKED, claim
from voice_agent.engine.in_my_place import in_my_place
from voice_agent.engine.left_first import left_first
from voice_agent.engine.name_asked import name_asked
from voice_agent.engine.price_compared import price_compared
from voice_agent.engine.tagged import tag_asked
from voice_agent.engine.text import SOMEONES, someones, split_clauses, words

# The other answer of a yes/no question as regions say it: "or no", "or naw", "or nah", "or wha",
# "or wot" (a plain "or no" is Spanish and Indian English).
# "... or not yet, it's greta": the caller saying who they are after the question asks the same; so does a courtesy ("... or not yet please").
_NAMED = r"(?: (?:please|thanks|thank you|ta|cheers))?(?: (?:it's|its|it is|this is|i'm|im|i am|name's|names|the name is|name is|under) [a-z']+(?: [a-z']+)?)?"
# "dad's cream, can we come by or still not": "not yet" as Malay and Indonesian say it ("masih belum"), the same.
# "... or still not ah", "... or not mah": a particle of Cantonese or Southeast Asian English closing it, the same.
_OTHER_ANSWER = r"(?:(?:still )?not(?: yet)?|what|wha|wot|whit|no|naw|nah|nae)" \
                r"(?: (?:ah|lah|la|leh|mah|meh|lor|hor))?" + _NAMED
# "... yet or is it not in", "... or hasn't it come": the other answer said in full, its subject and "not", the same.
OR_NOT = re.compile(r" (?:or (?:still )?(?:not|naw|nah|nae)|anot"
                    r"|or (?:(?:is|are|has|have|did) (?:it|they|that) not"
                    r"|(?:isn't|aren't|hasn't|haven't|didn't) (?:it|they|that))"
                     r"(?: (?:in|there|here|ready|done|come|arrived|through))?)(?: yet)?(?: (?:ah|lah|la|leh|eh|hey))?" + _NAMED + " $")
# "still waiting here, is my seat secured or not": a yes/no question after a remark, its other
# answer closing the turn. Asking whether a thing is so is a question, wherever it starts.
# "am I on the 6 am or what": the other answer left as "what" asks the same.
# "is pieter's ticket done or not yet": someone's thing asked about the same. "shahnaz's medicine is
# ready or not", "the refill is done or what": the same question said in the order of a statement
# (South Asian and West African English, and many callers in a hurry).
# "can i pop down for mum's inhaler or not yet": whether one may, asked the same; "i can pop down ..." too.
_YES_NO_OR_NOT = re.compile(r"(?:\b(?:is|are|am|was|were|has|have|did|does) (?:my|our|the|that|this|it|your|i|we|" + SOMEONES + r")\b"
                            r"|^ (?:can|could|may) (?:i|we)\b"
                            # "i can pay at the desk or not", "we can come after six or not yet": the same in the
                            # order of a statement (Hebrew and Arabic English ask it by the voice), of coming,
                            # paying or bringing (not "i can take two at once or not": a medicine's use, asked of one
                            # who knows).
                            r"|^ (?:i|we) (?:can|could|may) (?:come|pick up|collect|pass|pop|pay|bring|carry|check in)\b"
                            # "worth us popping in for dad's drops or not yet": whether coming is worth it, its "is it"
                            # left out or not, the same (a doing of the caller's, "-ing", after "worth" and who).
                            r"|^ (?:is it |would it be )?worth (?:me |us |my |our |him |her |them )?[a-z]+ing\b"
                            # "can you use your phone on the plane or not": "you" anyone, whether one can have or use a thing.
                            r"|^ (?:can|could) you (?:get|have|use)(?! (?:me|us|him|her|them|it|that|this|my|our|his|their|those|these)\b)"
                            r"|(?:^ |\b(?:my|our|the|that|this|his|her|their)\b |\b" + someones("what", "how") + r" )"
                            r"(?:[a-z']+ ){0,4}(?:is|are|was|has|have|got)(?! not\b)"
                            # "the cream, it's there already or not": "it's" for "it is", the same.
                            r"|\b(?:it's|they're|theyre)"
                            # "so it went through or not", "that worked out or no": whether it came about, its "did"
                            # left out, the same (not "it went to voicemail, or not?": a place gone to, no outcome).
                            r"|^ (?:(?:so|and|but|then) )?(?:it|that|they)"
                            r"(?= (?:happened|went through|came through|worked|worked out|got done|got through)\b)"
                            # "the lab already send the results over or not", "the form already done or not": a
                            # thing "already" done, its "has" left out as Chinese English leaves it (not the caller's
                            # own: "i"; not "already" after the verb, before a thing: "it includes already the ...").
                            r"|(?:^ |\b(?:my|our|the|that|this|his|her|their|your)\b )(?!(?:i|we)\b)"
                            r"(?:[a-z']+ ){0,4}already(?! (?:the|a|an|my|our|your|his|her|their|this|that)\b)"
                            # "the price same as before or not": a thing the same as another, its "is" left out, the
                            # same.
                            r"|(?:^ |\b(?:my|our|the|that|this|his|her|their|your)\b )(?:[a-z']+ ){0,4}"
                            r"(?:same as|different from))"
                            r"(?: [a-z']+){1,10} or " + _OTHER_ANSWER + " $")
# "is it in yet or should we wait till monday", "has it come or do i hold off": the other answer said as
# what the caller would do instead, a question of its own closing the turn; it refuses nothing.
_OR_SHOULD = re.compile(r"(?<=[a-z']) or (?:should|shall|do|must|would) (?:i|we)(?: [a-z']+){1,6} $")
# "booked or not yet", "sorted or what": the word of being done alone, then its other answer.
# "the atorvastatin ready or not ah": the thing named first, the verb left out; "the sertraline, ready, not ready?": the
# other answer said as the word denied ("ready or not ready" the same).
_DONE = r"(?:finished|done|through|ready|confirmed|complete|completed|sorted|processed|secured|booked" \
        r"|filled|issued|approved|prepared|dispensed|ticketed)"
_THING_FIRST = r"(?:(?:the|my|our|his|her|their|[a-z]+'s) [a-z']+(?: [a-z']+)? )?"
_DONE_OR_NOT = re.compile(r"^ " + _THING_FIRST + _DONE + r"(?: [a-z']+){0,4} or " + _OTHER_ANSWER + r"(?: (?:ah|lah|la|leh|eh|hey))? $"
                          # "ready or not ready": the word denied said after "or", the same.
                          r"|^ " + _THING_FIRST + r"(" + _DONE + r") (?:or )?not \1 $"
                          # "the visa papers ready hai kya", "booked kya": the word of being done closed by "kya", the
                          # question's mark in Hindi and Urdu, after "hai" (is) or "hua" (became) or alone, the same.
                          r"|^ " + _THING_FIRST + _DONE + r"(?: (?:hai|hua|hue|ho gaya|ho gaye))? kya $")
# "tablets ready hai?", "mum's seat confirmed hai?": the word of being done closed by "hai" (is) and the question's mark
# asks whether it is so (not "hai" alone: a hello too; not without the mark: "all done hai" told).
_HAI_ASKED = re.compile(r"^ (?:[a-z']+ ){0,3}" + _DONE + r" hai $")
# "the drops for my son finished izzit", "my seat confirmed already izzit": a statement closed by "izzit" ("is it" said as
# one word in Singapore and Malaysia) asks whether it is so, as "or not" does.
_IZZIT = re.compile(r"(?:[a-z']+ ){2,12}(?:izzit|issit|izit)(?: (?:ah|lah|la|leh|eh|hey|or not))? $")
# "the shop still open mah", "sunday got people mah": a statement closed by "mah" (Cantonese's mark of a yes/no
# question) asks whether it is so, as "izzit" does (not "mah" after one word, nor before other words: "mah ticket" is
# "my ticket").
_MAH = re.compile(r"^ (?:[a-z']+ ){2,12}mah $")
# "the toddler need a ticket of his own or can share mine": whether one must or may, the one asked about not the caller
# ("i need ..., or can ..." offers), the "can" with its subject left out as Southeast Asian English leaves it.
_MUST_OR_MAY = re.compile(r"(?<!\bi )(?<!\bwe )\b(?:need|needs|must|have to|has to)(?: [a-z']+){1,6} or can "
                          r"(?!(?:i|we|you|u|he|she|they|someone|somebody|anyone)\b)[a-z']+(?: [a-z']+){0,5} $")

# "the ferry, it leaves from pier two or it is from the old port", "the cream, you mixed it or still waiting": two
# answers offered in the order of a statement (the subject first, no question word), the other one a state said after
# "or" ("it is ...", "still ..."), in a clause of its own that closes the turn, asks which is so (Turkish and Persian
# English leave the question to the voice).
_SUBJECT_FIRST = r"^ (?:it|you|they|he|she) (?!(?:or|and|please)\b)[a-z']+(?: [a-z']+){0,6}"
_OTHER_STATE = r" or (?:it is|it's|they are|they're|still|already|not yet) [a-z']+(?: [a-z']+){0,5} $"
_EITHER_STATE = re.compile(_SUBJECT_FIRST + _OTHER_STATE)

# "is it true kids don't pay for medicine", "is it right that students needn't show id": whether a thing holds of others
# (not the caller: "i", "we") is asked; the "not" inside is the fact's, and refuses nothing: read without it.
_FACT_ASKED = re.compile(r"^(?:is it|is that|it is) (?:right|true|correct|so) (?:that )?(?!(?:i|we|i'm|we're) )((?:[a-z']+ ){1,3}?)"
                         r"(?:don't|do not|doesn't|does not|needn't|need not|can't|cannot|won't|aren't|isn't) ")


# "my nan's eye drops, can i fetch them after lunch or not yet": the thing named first, in a clause of its own (a
# possessive or an article and at most three words, no verb), then the question; it is asked as if said alone.
# "the patches for alan webb, can we fetch them today or not": for whom, after it in a few words, the same.
_NAMED_FIRST = re.compile(r"^(?:(?:my|our|his|her|their|the|[a-z]+'s) )(?:[a-z]+'s )?(?:[a-z]+ ){0,2}[a-z]+"
                          r"(?: for(?: [a-z']+){1,3})?$")
_VERBS = frozenset("is are was were has have had did does do can could will would isn't aren't hasn't didn't".split())
# "please, my nan's drops, can i fetch it or not": a courtesy in a clause of its own before them, the same.
_COURTESY = frozenset({"please", "hello", "hi", "excuse me", "sorry", "thanks", "hey", ""})

# "is there a real person there or not", "is there a human or no": a person of the agent's asked after, there or not,
# opening the turn, asks for one, as "is there a human" does (`asking.REQUEST_PHRASES`); no yes/no question (not "is
# there anyone in on sunday or not": anyone, asked when).
_PERSON_THERE = re.compile(r"^ is there (?:a |an |any )?(?:real |live |actual )?"
                           r"(?:human|humans|person|people|agent|operator)\b")

# "we've just landed, can we come in for dad's drops or not yet": whether the caller may come in for a
# thing, its other answer closing it, asked in the last clause after the story, the same (not without the other answer).
# "..., can i collect the inhaler or not yet", "can i grab mum's patches or not": the thing fetched named after
# "grab / collect / pick up / fetch", the same.
_COME_IN_LAST = re.compile(r"^ (?:can|could|may|shall) (?:i|we) (?:(?:come|pop|call|drop|nip|stop|swing)"
                           r" (?:in|by|round|over|down|up)|grab|collect|pick up|fetch)\b(?: [a-z']+){0,8} or "
                           + _OTHER_ANSWER + " $")


def yes_no_question(text: str, plain: str) -> re.Match[str] | None:
    """The yes/no question closing `plain` (the caller's words, spaced at both ends), or closing
    a clause of its own before another: "am I on the flight or not, what's the deal"; or after
    the thing named first (`_NAMED_FIRST`); or a claim of someone else's checked (`hearsay.CLAIM_CHECKED`)."""
    if _PERSON_THERE.match(plain):
        return None
    clauses = [" ".join(unaddressed(words(c))) for c in split_clauses(text)]
    named = len(clauses) > 1 and all((_NAMED_FIRST.match(c) and not _VERBS.intersection(c.split())) or c in _COURTESY
                                     for c in clauses[:-1])
    return _YES_NO_OR_NOT.search(plain) or _DONE_OR_NOT.search(plain) or _IZZIT.search(plain) or _MAH.search(plain) \
        or _MUST_OR_MAY.search(plain) or CLAIM_CHECKED.search(plain) \
        or (_HAI_ASKED.search(plain) if text.rstrip().endswith("?") else None) or next(filter(None, (
        _YES_NO_OR_NOT.search(c) or _DONE_OR_NOT.search(c)
        for c in (f" {c} " for c in clauses[: None if named else -1]))), None) \
        or (_EITHER_STATE.search(f" {clauses[-1]} ") or _COME_IN_LAST.search(f" {clauses[-1]} ")
            if len(clauses) > 1 else None)


def without_other_answer(text: str, plain: str, unmasked: str) -> tuple[str, str]:
    """`plain` and `unmasked` with a yes/no question's other answer taken out: "is it confirmed or
    not yet", "has it gone through or not" refuse nothing. Also where it closes a clause of its
    own: "..., it is ready or not yet? ahmed el sayed" (a name after)."""
    plain, unmasked = (_OR_SHOULD.sub(" ", OR_NOT.sub(" ", x)) for x in (plain, unmasked))
    for clause in split_clauses(text)[:-1]:
        other = OR_NOT.search(" " + " ".join(words(clause)) + " ")
        plain, unmasked = (x.replace(other.group(0).rstrip(), " ", 1) if other else x for x in (plain, unmasked))
    return plain, unmasked


def fact_asked(text: str) -> str:
    """The turn read without the "not" of a fact asked about others ("is it true kids don't pay ..."), or of a
    question asked in the negative ("don't you sell maps, how much", `asked_not.asked_positively`), or read after how
    much is left, said first (`left_first.left_first`), or the agent asked what it would do in the caller's place, said
    as the caller's own question (`in_my_place.in_my_place`), or a statement checked by a tag asked plainly
    (`tagged.tag_asked`), or a thing's true name asked (`name_asked.name_asked`), or a claim of others with a "not"
    checked (`hearsay.claim`), or a price compared and checked (`price_compared.price_compared`), or ""."""
    first, *after = re.split(r"([,.;!?]+)", text, maxsplit=1)
    said = " ".join(words(first))
    asked = _FACT_ASKED.match(said)
    if asked:
        return f"{said[: asked.end(1)]}{said[asked.end():]}{''.join(after)}"
    # ... or a claim of others checked ("my aunt says kids don't pay, is that so"): read as the same fact asked.
    claimed = "is it correct " + claim(" " + " ".join(words(text)) + " ")
    asked = _FACT_ASKED.match(claimed)
    if asked:
        return f"{claimed[: asked.end(1)]}{claimed[asked.end():]}"
    return asked_positively(text) or left_first(text) or in_my_place(text) or tag_asked(text) or name_asked(text) or \
        price_compared(text)
