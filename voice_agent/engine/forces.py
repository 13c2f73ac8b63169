"""English as people in the armed forces and their families say it on the phone: "over" (or "over and out") closing
the turn is the radio's end of a message, dropped (the radio's "negative" is `no_way._RADIO_NO`'s); a rank before
the caller's name ("corporal", "staff sergeant", "private first class") is read past, as a title is; "confirm we're on
the leeds trip" asks whether one is on it; "we report back monday" is the caller back then; "we're being posted to a
base in ..." is the caller going there (no booking moved); "we've no use for ..." is "we don't need ..."; and "twenty
kilos, would it be over the limit" asks the weight limit. Read by `dialect.standard`, last. Not "is it over", "hand it
over", "twenty kilos over", "am i over" (the word said of something), "the sergeant wants a seat" (someone else,
named by the rank), "confirm i'm on the phone to you" (no trip), "when do i report back", "we're moving to the evening
flight" (a change asked), "would it be over the limit" alone.
"""

from __future__ import annotations

import re

from .resaid import resaid_all

# Ranks said before a name, of the armies, navies and air forces of the English-speaking world. Not "private",
# "major", "captain", "general" alone: words said of much else.
_RANK = (r"(?:private (?:first|second) class|(?:staff|master|first|gunnery|technical|flight|colour|color) sergeant"
         r"|sergeant (?:major|first class)|sergeant|lance (?:corporal|bombardier)|corporal|bombardier"
         r"|(?:chief )?petty officer(?: (?:first|second|third) class)?|warrant officer(?: class (?:one|two))?"
         r"|(?:senior )?airman(?: first class)?|(?:second |first |flight )?lieutenant(?: colonel| commander)?"
         r"|squadron leader|wing commander|colonel|brigadier|trooper|sapper|seaman|ensign)")
# Words said after a rank that make it no title before a name: the rank is someone spoken of.
_NOT_A_NAME = (r"(?!(?:is|was|says|said|told|wants|needs|has|had|and|or|of|at|on|in|from|who|that|the|my|your|to|for"
               r"|with|can|could|will|would)\b)")
# Words straight before "over" that make it the word said of something ("is it over", "twenty kilos over", "two times
# over", "am i over"; a participle: "i've pulled over") ...
_OVER_AFTER = frozenset("""is it's its was are were be been it that them all or and just way well bit little slightly
                        kilo kilos kg pounds lbs pound grams minutes hours days weeks times twice once again i we you he
                        she they i'm we're you're they're""".split())
# ... and verbs up to three words before it that take it ("hand it over", "switch me over", "a lay over").
_OVER_VERBS = frozenset("""come came coming pop popped hand handed send sent move moved moving switch switched put pass
                        passed bring brought take took go going went get got run ran fly flying flew think thought look
                        looked turn turned sign signed carry carried hold held roll rolled change changed transfer
                        transferred stay staying stop stopping pull push fall tip hop nip drive drove read talk talked
                        hang hung lay left spill start started boil boiled blow blew tick fill filled knock knocked
                        climb climbed lean bend keeled""".split())
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week)"
_READINGS = (
    # "corporal hayes again, ...", "private first class ann lee, ...": the rank before the name opening the turn,
    # read past as a title is.
    (re.compile(r"^" + _RANK + r" " + _NOT_A_NAME + r"(?=[a-z])"), ""),
    # "..., lance corporal tom ellis": the rank before the name closing the turn, after what is asked (not "my
    # sergeant major", "the corporal": someone named by the rank).
    (re.compile(r"(?<![a-z'])(?<!the )(?<!my )(?<!our )(?<!your )(?<!his )(?<!her )(?<!a )" + _RANK
                + r" (?=" + _NOT_A_NAME + r"[a-z']+(?: [a-z']+)?$)"), ""),
    # "can you confirm she's still on the oslo trip": whether the caller (or someone) is on it, asked.
    (re.compile(r"\bconfirm (?:that )?((?:i'm|i am|we're|we are|he's|she's|they're|[a-z]+ is) (?:still )?on"
                r" (?:the|my|our|his|her|their) (?:[a-z]+ ){0,2}?(?:flight|trip|plane|booking|list)s?)\b"),
     r"check whether \1"),
    # "we report back to base on monday", "i report back tomorrow": the caller back on duty then, the time told.
    (re.compile(r"\b(?:i|we) report back (?:to (?:base|duty|camp|barracks) |for duty )?(?:on )?(" + _DAY + r")$"),
     r"i'm back on \1"),
    # "we're being posted to a base in cyprus", "i'm relocating out to the garrison": the caller going there, no
    # booking moved (not "i'm moving to the evening flight").
    (re.compile(r"\b(i'm|i am|we're|we are) (?:being )?(?:moving|posted|relocating|relocated|deploying|deployed)"
                r" (?:over |out |back )?to (?=(?:the|a|our|my|his|her) (?:new )?(?:base|posting|barracks|garrison"
                r"|camp|station|unit|regiment|ship)\b)"), r"\1 going to "),
    # "we've got no use for the leaflet", "i have no real use for it": not needed.
    (re.compile(r"\b(i|we)(?:'ve| have)(?: got)? no (?:real )?use for\b"), r"\1 don't need"),
    # "my kit bag is twenty kilos, would it be over the limit": a weight told, the weight limit asked.
    (re.compile(r"\b((?:kilo|kilos|kg|kgs|pounds|lbs|stone)\b.* over) the limit\b"), r"\1 the weight limit"),
)


def _over_closing(out: list[str]) -> list[str]:
    """`out` without the radio's "over" (or "over and out") closing the turn, after a word it cannot be said of."""
    end = len(out) - 3 if out[-3:] == ["over", "and", "out"] else len(out) - 1 if out[-1:] == ["over"] else -1
    if end < 2:
        return out
    said_of = (out[end - 1] in _OVER_AFTER or out[end - 1].endswith(("ed", "ing"))) and \
        out[end - 2 : end] not in (["that's", "all"], ["thats", "all"])
    if said_of or out[end - 1].isdigit() or _OVER_VERBS.intersection(out[max(0, end - 3) : end]):
        return out
    return out[:end]


def forces(out: list[str]) -> list[str]:
    """`out` with the forces' words read as said plainly."""
    return resaid_all(_over_closing(out), _READINGS)
