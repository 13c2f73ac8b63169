"""The agent told not to have the thing made ready: "no, don't get my tablets ready this week", "please don't have
anything done for us". "get" and "have" after a "don't" are left alone by the refusals ("i don't get it", "don't
have a go at me"), and "anything ready" asks whether something is done (`asking.FOLLOW_UPS`); but "get / have
<thing> ready, done, sorted, made up" is the doing itself, and a "don't" told to the agent before it refuses it, a
no by its own words (read in `no_way.NO_WAY`). Not with a subject before the "don't" ("they don't get it ready in
time", "why don't you have it done"): a complaint or a suggestion, left as before. A no then nothing to be made
ready for the caller ("no, nothing to be packed for us this month") is the same refusal, said of the thing."""

_SUBJECT_BEFORE = "".join(rf"(?<!\b{s} )" for s in ("i", "we", "you", "they", "he", "she", "it", "if", "why", "who"))
# "don't get any of it ready", "do not have his inhaler made up", "dont get the seats sorted yet": told not to
# have the thing (anything, it, them, or named in a few words) made ready, done or set aside.
NOT_READIED = (_SUBJECT_BEFORE + r"\b(?:don't|dont|do not) (?:get|have) (?:anything|it|them|that|those|any|"
               r"(?:the|my|our|his|her|their|[a-z]+'s)(?: [a-z']+){1,3}) (?:ready|done|sorted|made up|prepared|"
               r"packed|set aside|put aside|put by)\b")
# "nah, nothing to be sorted for us this month", "no, nothing to be done for me": a no opening the turn, then nothing
# to be made ready or sent (off / over / out / round) for the caller, a time or thanks closing it (not "nothing to be
# done about the delay": a thing outside the caller's, nor "is there nothing to be booked": asked).
NOTHING_TO_BE = (r"^ ?(?:(?:ah|oh|er|erm|um|well) )?(?:no|nah|nope) nothing to be"
                 r" (?:made up|done|sorted|prepared|packed|ordered|booked|sent(?: off| over| out| round)?|got ready"
                 r"|put aside)"
                 r"(?: for (?:me|us))?"
                 r"(?: (?:this|next) (?:week|month|time)| (?:today|now|for now|thanks|thank you|ta))* ?$"
                 # "he's got plenty, so nothing's to be sent over for him this month, no": the same told first, for
                 # someone the caller speaks for, and the no closing the turn (not without it: it may be asked).
                 r"|\b(?:so|then|and) nothing(?:'s| is)? to be (?:made up|done|sorted|prepared|packed|ordered|sent"
                 r"|got ready)(?: over| off| out| round| in)?(?: for (?:me|us|him|her|them))?"
                 r"(?: (?:this|next) (?:week|month|time)| (?:today|now|for now))* (?:no|nah|nope) ?$")
