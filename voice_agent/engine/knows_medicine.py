"""One asked after by what they know of medicines, which is the pharmacist's trade: "is there somebody who understands
pills", "is there anybody in who knows of medication" read "is there a pharmacist", and "a medicines expert" or "the
drugs specialist" read "pharmacist"; "speak with somebody who understands" closing the turn reads "speak to a person" (a
pharmacist after medicines told of). Not one who knows of anything else ("is there someone who knows my route"), nor
medicines known of by the caller ("i know about medicines"), nor one fetched or needed, nor one "that knows" (read as
the person asked for and why, `people.py`). "give me / get me somebody who understands (this)" closing the turn is read
the same, and "please somebody qualified / trained" closing it is a real person (after medicines too: "a
pharmacist" there weighed a refill more); "somebody qualified to sign", "somebody qualified" alone and "give me
somebody who understands the timetable" are left. Medicines run past or checked with one trained or qualified
("run my tablets past someone who's trained") is the pharmacist; "run the plan past ..." is left. Asked whom ("who
can i speak with that knows") or one qualified talked to ("... talk to somebody trained"), closing the turn, the same.
So are "who here could help us" closing the turn, "we need somebody trained / medical" (nothing said of them after;
"we would like somebody clinically trained" and one qualified "to advise us" the same), "whoever deals with the pills"
opening the turn, and a professional needed after medicines told of; one "in a white coat", one wanted "who understands
insulin", one qualified asked to look at a thing told of, and one trained asked to check whether a thing is safe too.
Read by `dialect.standard`, as `ladies.py` is.
"""

from __future__ import annotations

import re

_ANYONE = r"(?:someone|somebody|anyone|anybody|a person|a man|a lady)"
_MEDICINES = r"(?:medicine|medicines|medication|medications|drugs|meds|pills|tablets)"
# Asked after with "is there" or "is" ("is there somebody who knows medicines", "is anyone in who knows pills"): fetched
# or needed ("i need someone who understands tablets") it is `people.py`'s, the person asked for and why.
# "..., who here knows about pills": who on the agent's side ("there / here") knows them, asked, the same.
_KNOWS = re.compile(r"(?:\bis (?:there )?" + _ANYONE + r"(?: (?:there|here|in|on))? who|\bwho (?:there|here|in there))"
                    r" (?:knows|understands|knows a lot)(?: (?:about|of))? " + _MEDICINES + r"\b")
# "my dad needs to chat with somebody who knows", "can i speak with someone who understands": one who knows, said bare
# closing the turn after talking to them, is one who knows the trade, a person; the pharmacist after medicines told of
# ("the pills made him sick, ..."). "... who knows the way" is left.
# "... chat with someone who knows of pills" closing it, medicines known of, the same (the pharmacist).
_KNOWS_BARE = re.compile(r"\b((?:talk|speak|chat) (?:to|with)|(?:give|get) (?:me|us)) " + _ANYONE
                         + r" who (?:knows|understands)(?: (?:this|that|it|these|them)| (?:about |of )?"
                         + _MEDICINES + r")?$")
# "who could we speak with that understands", "who do i talk to who knows": asked whom, closing the turn, the same;
# "... chat with somebody trained / qualified" closing it, the same ("who do i talk to about it" is left).
_WHO_KNOWS = re.compile(r"\bwho (?:can|could|do|should|shall) (?:i|we) ((?:talk|speak|chat)) (?:to|with) (?:that|who)"
                        r" (?:knows|understands)$"
                        r"|\b((?:talk|speak|chat)) (?:to|with) " + _ANYONE + r" (?:qualified|trained)$")
# "..., who in there could help", "who here could help us": whom on the agent's side to ask, closing the turn, is "can i
# speak to" a person (the pharmacist after medicines told of); "who there can fix the gate" is left.
_WHO_THERE = re.compile(r"\bwho (?:there|here|in there) (?:can|could) (?:advise|help|talk to) (?:me|us)$"
                        # "..., is there anyone in who knows about that": one there who knows of what was told,
                        # asked closing the turn, the same ("is there someone who knows the way" is left).
                        r"|\bis there " + _ANYONE + r"(?: (?:there|here|in))? (?:that|who) (?:knows|understands)"
                        r"(?: (?:about|of))? (?:this|that|it)$")
# "we need somebody trained, quick", "i need somebody medical, ...": one of the trade needed, nothing said of them
# after (not "someone qualified to sign", "someone trained in first aid"): "i need to speak to" a person; "medical" (or
# medicines told of) the pharmacist. "i'd / we would like" one the same, "clinically / professionally" qualified, one
# with medical knowledge or training, and one qualified "to advise / help / guide me" (closing the turn, or on
# someone's thing, a word or two before it) or "who can tell us" (what the trade does for the caller); "... to advise us
# on parking" is left.
_ONE_QUALIFIED = (r"((?:(?:medically|clinically|professionally) )?(?:qualified|trained)|medical"
                  r"|with (?:medical|pharmacy) (?:knowledge|training|know how))")
_TELLS_US = (r"(?: (?:who|that) (?:can|could) (?:tell|advise|help) (?:me|us)"
             r"| to (?:tell|advise|help) (?:me|us)(?: what to do)?)$")
_NEED_QUALIFIED = re.compile(r"\b(i|we)(?: (?:really |just )?need|'d like| would like) " + _ANYONE + " "
                             + _ONE_QUALIFIED
                             + r"(?:(?! (?!to (?:advise|help|guide) (?:me|us)(?:$| (?:on|with|about) (?:[a-z']+ ){0,2}"
                             r"(?:my|our|his|her|their|your)\b))(?:to|for|in|on|at|who|that|with)\b)|"
                             + _TELLS_US + ")")
# "his pills are a muddle, he needs an expert": a professional or expert needed, after medicines told of,
# is the pharmacist ("the boiler needs a professional", no medicines, and "needs a professional to sign it" are left).
_NEEDS_PRO = re.compile(r"\b(needs|need) (?:a|an) (?:professional|expert)\b(?! (?:to|for|in|on|at|who|that|with)\b)")
# "..., is there anybody trained who could advise me": one of the trade asked after, closing the turn, the same ("is
# there anyone qualified to sign for it" is left).
_IS_QUALIFIED = re.compile(r"\bis there " + _ANYONE + " " + _ONE_QUALIFIED + r"(?: (?:there|here|in|on))?"
                           r"(?:$|" + _TELLS_US + ")")
# "..., please somebody qualified", "please anyone trained": one of the trade, wanted, closing the turn.
_QUALIFIED = re.compile(r"(?<=\bplease )" + _ANYONE + r" (?:qualified|trained)$")
# "..., i need to run my tablets past somebody who's qualified": medicines run past or checked with one trained or
# qualified, the pharmacist (not without medicines: "run the plan past someone who's trained").
_RUN_PAST = re.compile(r"\b((?:run|check) (?:[a-z']+ ){0,2}" + _MEDICINES + r" (?:past|by|with)) " + _ANYONE
                       + r" (?:who's|whos|who is|that's|that is) (?:trained|qualified)\b")
# "whoever handles the pills", "whoever deals with the tablets there": the one whose work they are, the pharmacist,
# opening the turn ("whoever does the rota" is left, and so is "a word with whoever ...": "the pharmacist" there is
# read as the place's doing asked).
_WHOEVER = re.compile(r"^whoever (?:does|handles|deals with|sorts|looks after|is in charge of) (?:the |your )?"
                      + _MEDICINES + r"\b")
# "the medicine expert", "a drugs specialist": the expert named by the thing known.
_EXPERT = re.compile(r"\b" + _MEDICINES + r" (?:expert|specialist)\b"
                     # "the pharmacy lady", "your pharmacy guy": the one named by the shop, as "the chemist man" by the
                     # trade (`ladies.py`), the same ("the pharmacy manager" and "my pharmacy man" are left).
                     r"|(?<=\bthe )pharmacy (?:man|woman|lady|guy|bloke|fella|chap|gent)\b"
                     r"|(?<=\byour )pharmacy (?:man|woman|lady|guy|bloke|fella|chap|gent)\b")
# "we want somebody who understands inhalers to walk us through it", "i'd like anyone who knows about injections": one
# wanted for what they know of medicines (insulin, inhalers, injections, doses named too), nothing said of them after
# but what they do for the caller, is the pharmacist ("we want somebody who knows flights", "... who understands
# insulin to sign the form" are left; one needed is `people.py`'s, the person asked for and why).
_KNOWN = r"(?:" + _MEDICINES[3:-1] + r"|insulin|inhalers|injections|doses|dosages|side effects)"
_WANTS_KNOWING = re.compile(r"\b(i|we)(?: (?:really |just )?want|'d like| would like) " + _ANYONE
                            + r" (?:who|that) (?:knows|understands)(?: (?:about|of))? " + _KNOWN
                            + r"(?: to (?:(?:talk|walk|take|run) (?:me|us) through (?:it|this|that|things)"
                            r"|explain|advise (?:me|us)|help (?:me|us)))?(?= *$| (?:please|thanks|ta)\b)")
# "..., could somebody trained look at this for us": one of the trade asked to look at what was told, the same (a
# person, the pharmacist after medicines told of; "could somebody look at this" is left).
_LOOK_QUALIFIED = re.compile(r"\b(?:can|could) " + _ANYONE + r" (?:qualified|trained) (?:have a )?look (?:at|over)"
                             r" (?:it|this|that|them)(?: (?:with|for) (?:me|us))?$")
# "could anyone trained check whether these clash with my inhaler": one of the trade asked whether a thing is safe, the
# same, "can i speak to" them about it ("could someone check whether my seat is booked" is left: none qualified).
_CHECK_QUALIFIED = re.compile(r"\b(?:can|could) " + _ANYONE + r" (?:qualified|trained) (?:check|tell (?:me|us)|say)"
                              r" (?=(?:whether|if) )")
# "put me onto the person in a white coat", "anybody in a white coat": the pharmacist, named by what they wear behind
# the counter ("my doctor in his white coat" is left: the doctor named; "the lady / the man" are `ladies.py`'s).
_WHITE_COAT = re.compile(r"\b(?:the (?:one|person)|someone|somebody|anyone|anybody) in (?:the|a) white coat\b")


def _asked(m: re.Match[str]) -> str:
    """The words of asking for them: "give me" as said, "speak with" read "speak to"."""
    return m.group(1) if m.group(1).startswith(("give", "get")) else m.group(1).split()[0] + " to"


def knowing(out: list[str]) -> list[str]:
    """`out` with one asked for by their knowledge of medicines read as the pharmacist."""
    said = " ".join(out)
    read = _EXPERT.sub("pharmacist", _KNOWS.sub("is there a pharmacist", _WHOEVER.sub("the pharmacist", said)))
    read = _WANTS_KNOWING.sub(r"\1 need to speak to a pharmacist", _WHITE_COAT.sub("the pharmacist", read))
    who = "a pharmacist" if re.search(r"\b" + _MEDICINES + r"\b", read) else "a person"  # the medicines told of
    read = _KNOWS_BARE.sub(lambda m: _asked(m) + " " + who, read)
    read = _WHO_KNOWS.sub(lambda m: ("can i " + m.group(1) if m.group(1) else m.group(2)) + " to " + who, read)
    read = _QUALIFIED.sub("real person", read)
    read = _WHO_THERE.sub("can i speak to " + who, read)
    read = _NEED_QUALIFIED.sub(lambda m: m.group(1) + " need to speak to "
                               + ("a pharmacist" if "medical" in m.group(2) else who), read)
    read = _IS_QUALIFIED.sub(lambda m: "can i speak to " + ("a pharmacist" if "medical" in m.group(1) else who), read)
    read = _CHECK_QUALIFIED.sub("can i speak to " + who + " about ", read)
    read = _RUN_PAST.sub(r"\1 a pharmacist", _LOOK_QUALIFIED.sub("can i speak to " + who, read))
    read = _NEEDS_PRO.sub(r"\1 a pharmacist", read) if who == "a pharmacist" else read
    return read.split() if read != said else out
