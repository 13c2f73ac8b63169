"""The caller excusing themselves before they ask: "i hate to be a nuisance but ...", "forgive me for asking again but ...",
"this may sound daft but ...". The excuse, closed by "but", says how they feel about asking, not what they ask; what
follows "but" is the turn. Read by `restarts.repaired`, before the rest. Not a no before "but" ("sorry, i don't want it
but ..."): only the words of excusing oneself, one short clause of reassurance after them ("it's likely nothing").
A grudge closed by "but" is read the same ("i'm still livid about the delay but ...", "after how your lot treated me, i
almost didn't phone, but ..."): how the caller feels about calling, not what they ask (`_GRUDGE`)."""

from __future__ import annotations

import re

from voice_agent.engine.text import past_frame

# "sorry", "forgive me" ...; its first word stammered as well ("s-s-sorry", "i- i'm sorry"): the same excuse.
_SORRY = (r"(?:(?:[a-z]{1,2}- ?)*(?:i'm |im |i am )?(?:so |very |terribly |awfully |really )?sorry"
          r"|forgive me|excuse me|pardon me|apologies)")
_YOU_ALL = r"(?:you guys|you all|y'all|you folks|you|ya)"
_EXCUSE = (r"(?:i (?:hate|don't like) to (?:be a (?:bother|pain|nuisance)|bother you|trouble you|ask|mither|nag)"
           r"|i don't (?:mean|want) to (?:be (?:difficult|a (?:bother|pain|nuisance)|rude|awkward|funny)|bother you|trouble you|nag)"
           r"|(?:sorry )?(?:to|for) (?:chasing|chase|bother(?:ing)? you|troubl(?:e|ing) you|being a (?:bother|pain|nuisance)|asking(?: again)?)"
           r"|(?:it's|this is|this might be|this may be|it might be|it may be) (?:probably |maybe |likely |just )?(?:a )?(?:silly|daft|stupid|dumb|odd|strange) (?:question|one|thing to ask)"
           r"|this (?:is going to|will|might|may|is gonna) sound (?:silly|daft|stupid|odd|strange|a bit (?:silly|daft|odd))"
           r"|i know i'm being (?:a pain|a nuisance|silly|daft)"
           r"|i'm sure (?:this|it|that)(?:'s| is) (?:written|explained|said|on (?:the|your) [a-z]+)(?: [a-z]+)?"
           # "sorry to bug y'all again", "sorry for pestering you guys": the same in North American talk, to the people.
           r"|(?:sorry )?(?:to|for) (?:bug(?:ging)?|bother(?:ing)?|pester(?:ing)?) " + _YOU_ALL + r"(?: again)?"
           # "sorry to keep ringing", "sorry for calling again", "sorry to keep bothering you": the caller's calls,
           # over and over.
           r"|(?:sorry )?(?:to|for) (?:keep(?:ing)? (?:ringing|calling|phoning|bothering you|pestering you|on at you)"
           r"|(?:ring|call|phon)(?:e|ing)? (?:you )?(?:again|back|so often|twice))(?: (?:again|today|like this))?)")
_REASSURED = r"(?:[\s,]+(?:it's|it is|that's) (?:probably |likely |most likely )?(?:all )?(?:fine|nothing|ok|okay))?"
_LEAD = r"^\s*(?:(?:well|oh|um|er|erm|so|look|hi|hello)[\s,]+)*"
_EXCUSED = re.compile(_LEAD + r"(?:" + _SORRY + r"[\s,]+)?(?:" + _EXCUSE + r"|" + _SORRY + r")"
                      + r"(?:[\s,]+" + _EXCUSE + r")?" + _REASSURED + r"[\s,]+but\b[\s,]*", re.IGNORECASE)

# A grudge told first, up to ten words of what it is about, closed by "but": a feeling ("i'm still fuming
# about ...", "we're not best pleased but"), how the agent's people dealt with the caller ("after how your
# lot treated me"), or a call nearly not made ("i almost didn't ring"). Not a want ("i'm not flying friday but ..."):
# no word of feeling.
_FELT = (r"(?:i'm|im|i am|we're|we are) (?:still |really |so |absolutely |bloody )*(?:fuming|furious|livid"
         r"|raging|seething|fed up|cross|angry|annoyed|upset|disgusted"
         r"|not (?:best |very |too )?(?:thrilled|happy|pleased|impressed|amused))")
_TREATED = r"after (?:the way|how) (?:you|your|you lot|they)\b"
_NEARLY_NOT = r"(?:i|we) (?:nearly|almost) (?:didn't|did not|never) (?:ring|call|phone|bother|come)"
_GRUDGE = re.compile(_LEAD + r"(?:" + _FELT + "|" + _TREATED + "|" + _NEARLY_NOT + r")"
                     r"(?:[\s,]+[a-z']+){0,10}?[\s,]+but\b[\s,]*", re.IGNORECASE)

# "sorry to bother you, did the form ever come through": the excuse closed by a comma, a question asked after it.
_ASKED_AFTER = r"(?=(?:did|does|do|is|are|has|have|was|were|can|could|will|would|when|where|what|how|any)\b)"
_EXCUSED_ASKING = re.compile(_LEAD + _SORRY + r"[\s,]+(?:" + _EXCUSE + r")\s*[,.;]+\s*" + _ASKED_AFTER, re.IGNORECASE)

# "i don't suppose the chemist could ring me": a hedge opening what someone else might do for the caller; the "not"
# doubts the asking, it refuses nothing. Not of the caller's own doing ("i don't suppose i'd need it": a no).
_HEDGED = re.compile(r"^\s*(?:(?:well|oh|so|sorry)[\s,]+)*i don't suppose (?!i\b|we\b|i'[a-z]+|we'[a-z]+)(?=(?:[a-z']+ ){1,3}(?:might|could|would|can|will)\b)",
                     re.IGNORECASE)


def excused(text: str) -> str:
    """`text` after the caller's excuse for asking (`_EXCUSED`), a grudge (`_GRUDGE`) or a hedge (`_HEDGED`), when
    words follow it; else all of it."""
    return past_frame(_HEDGED, past_frame(_EXCUSED_ASKING, past_frame(_EXCUSED, past_frame(_GRUDGE, text))))
